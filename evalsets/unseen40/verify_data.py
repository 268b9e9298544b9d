"""Labelled verify cases of unseen40 (the source of verify_cases.jsonl; build_unseen40.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed in
README.md before the first corpus record was written.
26 of the 50 cases per language are correct answers written the way a strong model writes them
(several sentences, reworded, reordered clauses, "Yes." / "No." / "Not yet." / «Да:» / «Нет,» openers,
the guest's own words; words for figures — "twelve", "three days", «трёх», «шести месяцев», «до
восьми», «четыре гостя»; amounts in another notation of the same value — "12,900 Icelandic krónur" for
"ISK 12,900", "395 Danish kroner" for "DKK 395", "DKK 75" for "75 Danish kroner", "DKK 60" for "kr
60", "ISK 2,500" for "2,500 Icelandic krónur", "ISK 11,900" and "3,950 Icelandic krónur" for the 2027
edition's "11.900 kr." and "3.950 kr."; «18 000 рублей» for «18 000 ₽», «5000 ₽», «16 500 ₽» and «1 300 ₽»
for the 2027 edition's «16 500 рублей» and «1 300 рублей», «2400 евро» for «2 400 €», «180 €» for «180
евро», «900 лир» for «900 ₺», «250 лир» for «250 TRY», «50 000 ₽» for «50 000 руб.», «4000 руб.», «25 €» for
«25 евро»; numbered lists; two editions compared, both cited; one age band's, city's or country's value
from a two-value sentence; per-boat prices kept per boat; the reader's figure placed against a bound
or a band; the parts of a total given without the total; some fill `limitations`); the 24 wrong ones
per language carry one fault each: a condition dropped, added, or a "Yes" the guest's own figure
rules out; an exception dropped or overridden; a figure given to the wrong case (adult / child, per
person / per boat, city, country and currency); a figure of another sentence of the cited fragment; a
figure of an uncited fragment (the 2027 edition, another record); a bound turned (at most / at least,
не больше / не меньше); the wrong side of an event (before / after the tour, до / после начала); a
frequency changed (once per booking / once a year, один раз за курс / раз в неделю); modality changed
(must / recommended, только в жилете / желательно); negation flipped in other words; an invented
sentence; a sum the source does not state; subjects swapped (guide / booking office, шкипер / клиент);
a jurisdiction left unnamed; degenerate output (a sentence repeated three times; a dangling «[t»).
Every figure of a wrong answer occurs somewhere in its context, except the two sums.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]
DG = ["degenerate-output"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


PIS, P27, PDK, BOOK, CAN = "brf-prices-is", "brf-prices-is-2027", "brf-prices-dk", "brf-booking", "brf-cancellation"
SAF, KAY, ONB, TRA, PRH = "brf-safety", "brf-kayaking", "brf-onboard", "brf-transfers", "brf-private-hire"

EN = [
    # --- clean (26; holdout: 2nd, 5th, ..., 26th)
    V("clean", "How much is the whale-watching tour from Húsavík for an adult?", [PIS], [f"{PIS}#whale-watching"],
      "In Iceland, the 3-hour whale-watching tour from Húsavík on one of the oak boats costs 12,900 Icelandic krónur "
      "for an adult.", note="'12,900 Icelandic krónur' for 'ISK 12,900'; the child and RIB prices left out."),
    V("clean", "My son is 9. What does he pay for the whale-watching tour, and is the RIB tour cheaper for him?", [PIS],
      [f"{PIS}#whale-watching"],
      "In Iceland, children aged 7 to 15 pay ISK 6,450 for the 3-hour oak-boat tour from Húsavík, so that is your son's "
      "price. The RIB speedboat tour is not cheaper for him: it costs ISK 19,900 per person, whatever the age.",
      note="the reader's 9 inside 'aged 7 to 15'; 'No' from 'the same for every age' in other words."),
    V("clean", "The two of us want to share a kayak in Stykkishólmur. What's the price?", [PIS], [f"{PIS}#kayaking"],
      "In Iceland, a double kayak on the 2.5-hour guided tour in Stykkishólmur costs ISK 26,000 for the kayak, which "
      "seats the two of you. A single kayak would be ISK 15,500 per person.",
      note="per boat kept per boat; clauses reordered."),
    V("clean", "What did an adult whale-watching ticket cost in 2027, and what does it cost now?",
      [f"{PIS}#whale-watching", f"{P27}#whale-watching"], [f"{PIS}#whale-watching", f"{P27}#whale-watching"],
      "In Iceland, an adult paid ISK 11,900 for the Húsavík whale-watching tour in 2027; today the same tour costs "
      "ISK 12,900.",
      note="current and historical editions, both cited; 'ISK 11,900' for '11.900 kr.' (dot thousands)."),
    V("clean", "What do my 2-year-old and I pay for the porpoise safari?", [PDK], [f"{PDK}#porpoise-safari"],
      "In Denmark your 2-year-old travels free on the porpoise safari, as all children under 3 do, and your own adult "
      "ticket is 395 Danish kroner.", note="'395 Danish kroner' for 'DKK 395'; the reader's 2 under 3."),
    V("clean", "What does a double kayak cost on the Copenhagen canal tour?", [PDK], [f"{PDK}#kayak-tours"],
      "In Denmark, a double kayak on the 2-hour Copenhagen canal tour costs DKK 850 for the kayak. A single kayak is "
      "DKK 495 per person.", note="pretty-printed JSON; per boat kept.", pretty=True),
    V("clean", "There are 9 of us. What does the private safari boat in Middelfart cost?", [PDK], [f"{PDK}#private-boat"],
      "In Denmark the safari boat costs DKK 4,200 for 2 hours for a private group, however many guests come, and it "
      "takes up to 12, so your group of 9 fits.",
      note="```json fence; per boat; the reader's 9 under 'up to 12'.", fence=True),
    V("clean", "Can I cancel my tour and get my money back?", [CAN], [f"{CAN}#guest-cancellation"],
      "Yes, if you cancel at least 48 hours before departure, you get a full refund. After that, we refund half of "
      "the ticket price (50%), and guests who do not show up get nothing back.",
      note="'at least 48 hours before' for 'up to 48 hours before'; 'half' beside '50%'; 'do not show up'."),
    V("clean", "What are the age rules for your tours?", [SAF], [f"{SAF}#age-limits"],
      "Age rules:\n1. RIB speedboat tour: at least 8 years old.\n2. Sea-kayak tours: at least 12 years old.\n3. "
      "Kayakers aged 12 to 15 paddle a double kayak with an adult.\n4. Oak boats and the porpoise safari: no age "
      "limit.", note="a numbered list, one a line (list numbers are not figures)."),
    V("clean", "My son is 13. Can he have his own kayak?", [SAF], [f"{SAF}#age-limits"],
      "No. Kayakers aged 12 to 15 paddle in a double kayak together with an adult, so at 13 your son shares a kayak "
      "with an adult.", note="'No' from the per-age rule; the reader's 13 inside 12 to 15."),
    V("clean", "We saw no whales on the RIB tour. Do we get another trip?", [CAN], [f"{CAN}#whale-guarantee"],
      "No. The whale guarantee does not cover the RIB speedboat tour. It applies to whale-watching tours from Húsavík: "
      "if no whales are seen, you may join another whale-watching tour free of charge within 12 months, once per "
      "booking.", note="'No' from the exception; the main rule kept."),
    V("clean", "What did a child's puffin tour cost in 2027?", [P27], [f"{P27}#puffin-tours"],
      "In Iceland in 2027, a child aged 7 to 15 paid 3,950 Icelandic krónur for the 1-hour puffin tour from Reykjavík "
      "Old Harbour.", note="'3,950 Icelandic krónur' for '3.950 kr.' (dot thousands, currency in words)."),
    V("clean", "We are 14 people on the same porpoise safari. Is there a discount?", [BOOK], [f"{BOOK}#groups"],
      "Yes. A group of at least 10 paying guests on the same departure gets 10% off the ticket price, so your group of "
      "14 gets it. The group pays a 30% deposit within 7 days of booking and the rest no later than 14 days before "
      "the tour.", note="the reader's 14 against 'at least 10'."),
    V("clean", "Can I move my booking to another day?", [BOOK], [f"{BOOK}#booking"],
      "Yes. The first date change is free of charge; every change after that costs ISK 1,500 in Iceland or DKK 75 in "
      "Denmark.", note="'DKK 75' for '75 Danish kroner'; 'once' as 'the first change'."),
    V("clean", "How can I pay in Denmark?", [BOOK], [f"{BOOK}#payment"],
      "In Denmark you can pay by card or with MobilePay. Cash is not taken on board.", note="no figure."),
    V("clean", "The forecast for our kayak tour is 6 metres per second. Will it go ahead?", [KAY], [f"{KAY}#wind"],
      "Yes, the wind will not stop it: a kayak tour does not go out when the forecast wind is above 8 metres per "
      "second, and 6 is below that. The guide decides at the latest 2 hours before the start and lets you know by text "
      "message.", note="the reader's 6 under 'above 8'; 'lets you know by text' for 'tells you by text message'."),
    V("clean", "I've paddled a sea kayak twice. Can I join the full-day expedition?", [KAY], [f"{KAY}#experience"],
      "Not yet. The full-day kayak expedition from Stykkishólmur is only for guests who have paddled a sea kayak at "
      "least 3 times before, so twice is not enough. Our guided tours of up to 2.5 hours need no experience.",
      note="the reader's 'twice' under 'at least 3 times'; no derived figure."),
    V("clean", "How many people does one kayak guide take?", [KAY], [f"{KAY}#group-size"],
      "At most 8 guests per guide. A tour runs only if at least 2 guests are booked; if not, we move you to another "
      "departure or refund you in full.", note="a verbless opening."),
    V("clean", "Is the hot chocolate on the whale tour extra?", [ONB], [f"{ONB}#refreshments"],
      "No. On whale-watching tours in Iceland, hot chocolate and a cinnamon bun are served free of charge.",
      note="'No' to 'extra'; no figure."),
    V("clean", "My father uses a wheelchair. Can he come whale watching, and do I pay to help him?", [ONB],
      [f"{ONB}#accessibility"],
      "Yes. He can join a whale-watching tour on our oak boat Náttfari, which has a ramp and an accessible toilet. As "
      "the companion who assists him, you travel free of charge. The RIB speedboats and the kayaks are not accessible.",
      note="the reader as the companion; the converse kept."),
    V("clean", "When do we get the photos from our kayak tour?", [ONB], [f"{ONB}#photos"],
      "Within three days, free of charge: the guide photographs the group on every kayak tour and sends you the "
      "photos.", note="'three' for '3'; clauses reordered."),
    V("clean", "How much is hotel pick-up in Reykjavík for me and my 10-year-old?", [TRA], [f"{TRA}#hotel-pickup"],
      "In Iceland, hotel pick-up in central Reykjavík for the puffin tour costs ISK 2,500 per person, and your "
      "10-year-old rides free, as children under 12 do. Book it at least 24 hours before the tour.",
      note="'ISK 2,500' for '2,500 Icelandic krónur'; the reader's 10 under 12; no total written."),
    V("clean", "How much is parking at Middelfart harbour?", [TRA], [f"{TRA}#parking"],
      "In Denmark, parking at Middelfart harbour costs DKK 60 a day, but with a porpoise safari ticket you park free "
      "for up to 3 hours.", note="'DKK 60' for 'kr 60' (the source's 'kr' names no country's currency by itself)."),
    V("clean", "We'd like a private oak boat for 25 guests for 4 hours. What are the prices?", [PRH], [f"{PRH}#oak-boat"],
      "In Iceland, a private oak boat in Húsavík takes up to 30 guests and costs ISK 240,000 per boat for 3 hours, "
      "plus ISK 60,000 for each extra hour. It has to be booked at least 21 days ahead.",
      note="the parts of the total, no sum; the reader's 25 under 30."),
    V("clean", "What do I get to keep warm on the RIB?", [SAF], [f"{SAF}#clothing"],
      "On the RIB speedboat tour you must wear a full flotation suit, and we provide it.",
      limitations=["On whale-watching and puffin tours every guest can borrow a warm overall free of charge."],
      note="`limitations` filled with the other tours' rule."),
    V("clean", "Is a pregnant guest allowed on the whale-watching oak boat?", [SAF], [f"{SAF}#health"],
      "Yes. Pregnant guests are welcome on the oak boats and on the porpoise safari; only the RIB speedboat tour and "
      "sea-kayak tours are closed to them.", note="'Yes' first; 'closed to them' for 'may not join'."),

    # --- wrong (24)
    V("condition", "Can I get a full refund if I cancel?", [CAN], [f"{CAN}#guest-cancellation"],
      "Yes, you can cancel free of charge and get a full refund. Guests who do not turn up get no refund.", UC,
      src="up to 48 hours before departure", note="the condition (48 hours before departure) dropped."),
    V("condition", "Can our group of 12 get the group discount?", [BOOK], [f"{BOOK}#groups"],
      "Yes. A group of at least 10 paying guests on the same departure gets 10% off the ticket price, provided the whole "
      "group pays with one card when booking.", UC,
      src="A group pays a deposit of 30% within 7 days of booking",
      note="a condition added (one card at booking), the deposit rule replaced."),
    V("condition", "The forecast for our kayak tour is 10 metres per second. Will it still go out?", [KAY], [f"{KAY}#wind"],
      "Yes, it will go out. A kayak tour stays ashore only in a strong wind of over eight metres per second, and the "
      "guide confirms at the latest 2 hours before the start.", UC, src="above 8 metres per second",
      note="a 'Yes' the rule rules out: the reader's 10 is above 8 (written 'over eight')."),
    V("exception", "Is the whale guarantee valid on every tour?", [CAN], [f"{CAN}#whale-guarantee"],
      "Yes. If no whales are seen on any of our boat tours, you may join another tour free of charge within 12 months, "
      "once per booking.", UC, src="The guarantee does not cover the RIB speedboat tour",
      note="the exception dropped: the Húsavík whale-watching rule said of every tour."),
    V("exception", "Are drinks free on the porpoise safari?", [ONB], [f"{ONB}#refreshments"],
      "Yes. On the porpoise safari in Denmark all drinks on board are free of charge.", UC,
      src="other drinks are sold on board", note="the exception overridden: coffee and tea only are free."),
    V("wrong-case", "What does a child aged 10 pay for the porpoise safari?", [PDK], [f"{PDK}#porpoise-safari"],
      "In Denmark, a child aged 10 pays DKK 395 for the porpoise safari.", MC, src="DKK 195 for children aged 3 to 14",
      note="the adults' DKK 395 given to a child (children vs adults)."),
    V("wrong-case", "How much does each extra date change cost in Denmark?", [BOOK], [f"{BOOK}#booking"],
      "In Denmark, each date change after the first free one costs DKK 1,500.", MC, src="75 Danish kroner in Denmark",
      note="Iceland's 1,500 krónur given to Denmark in kroner (wrong country and currency)."),
    V("wrong-case", "What does a double kayak in Stykkishólmur cost for the two of us?", [PIS], [f"{PIS}#kayaking"],
      "In Iceland, a double kayak in Stykkishólmur costs ISK 15,500 per person, so each of you pays that.", MC,
      src="ISK 26,000 per double kayak", note="the single kayak's per-person price given to a double kayak."),
    V("wrong-case", "What does an adult pay for the puffin tour?", [PIS], [f"{PIS}#puffin-tours"],
      "In Iceland, an adult pays ISK 4,450 for the 1-hour puffin tour from Reykjavík Old Harbour.", MC,
      src="ISK 8,900 for adults", note="the children's ISK 4,450 given to an adult (adults vs children)."),
    V("other-sentence", "How long does the pick-up bus wait at the hotel?", [TRA], [f"{TRA}#hotel-pickup"],
      "In Iceland, the pick-up bus waits no longer than 12 minutes at your hotel in central Reykjavík.", MC,
      src="the bus waits no longer than 10 minutes",
      note="the children's age limit's 12 (another clause) given to the waiting time."),
    V("other-sentence", "How long before departure is a tour cancelled for weather?", [CAN], [f"{CAN}#weather"],
      "The captain or guide decides no later than 12 hours before departure whether the tour is cancelled because of "
      "wind or sea conditions.", MC, src="no later than 1 hour before departure",
      note="the rebooking period's 12 (months, another sentence) given to the decision."),
    V("uncited-fragment", "What does an adult pay for the whale-watching tour from Húsavík?",
      [f"{PIS}#whale-watching", f"{P27}#whale-watching"], [f"{PIS}#whale-watching"],
      "In Iceland, an adult pays ISK 11,900 for the 3-hour whale-watching tour from Húsavík.", MC,
      note="the 2027 edition's 11.900 kr. (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is parking at Middelfart harbour?", [f"{PDK}#porpoise-safari", f"{TRA}#parking"],
      [f"{TRA}#parking"],
      "In Denmark, parking at Middelfart harbour costs DKK 195 a day; with a porpoise safari ticket you park free for "
      "up to 3 hours.", MC, note="the children's safari price (another record, uncited) given to parking."),
    V("bound", "How many guests does one kayak guide take?", [KAY], [f"{KAY}#group-size"],
      "Each guide takes at least 8 guests, and a tour runs only when at least 2 guests are booked.", UC,
      src="at most 8 guests per guide", note="the bound turned: 'at most 8' → 'at least 8'."),
    V("bound", "When does a group pay for its tour?", [BOOK], [f"{BOOK}#groups"],
      "A group pays a deposit of 30% within 7 days of booking and the rest no later than 14 days after the tour.", UC,
      src="no later than 14 days before the tour", note="the wrong side of the event: 'before the tour' → 'after'."),
    V("bound", "How often can I use the whale guarantee?", [CAN], [f"{CAN}#whale-guarantee"],
      "You can use the whale guarantee once a year: if no whales are seen on a whale-watching tour from Húsavík, you "
      "join another one free of charge within 12 months.", UC, src="once per booking",
      note="the frequency changed: 'once per booking' → 'once a year'."),
    V("modality", "Do kayakers have to wear a life jacket?", [SAF], [f"{SAF}#clothing"],
      "Kayakers are given a drysuit, and wearing a life jacket is recommended but up to each guest.", UC,
      src="must wear a life jacket for the whole tour", note="modality changed: 'must' → 'recommended, up to the guest'."),
    V("flipped", "Can I pay cash on board?", [BOOK], [f"{BOOK}#payment"],
      "Yes, you can pay cash on board as well as by card; in Denmark MobilePay works too.", UC,
      src="Cash is not accepted on board", note="'not accepted' flipped to 'you can pay cash'."),
    V("flipped", "Can my pregnant wife come on a sea-kayak tour?", [SAF], [f"{SAF}#health"],
      "Yes. Pregnant guests are welcome on sea-kayak tours and on the oak boats; only the RIB speedboat tour is closed "
      "to them.", UC, src="Pregnant guests may not join the RIB speedboat tour or a sea-kayak tour",
      note="'may not join … a sea-kayak tour' flipped to 'welcome on sea-kayak tours'."),
    V("invented", "What happens if the wind cancels our tour?", [CAN], [f"{CAN}#weather"],
      "If we cancel because of wind or sea conditions, you choose a full refund or a free seat on another departure. "
      "We also pay for your hotel night if you have to stay an extra day.", UC,
      note="an invented sentence (a hotel night paid), no figure."),
    V("invented", "What do two adults and a 9-year-old pay together for the whale-watching tour?", [PIS],
      [f"{PIS}#whale-watching"],
      "In Iceland, two adults at ISK 12,900 and a child at ISK 6,450 come to ISK 32,250 for the Húsavík "
      "whale-watching tour.", UN, note="a sum the source does not state (ISK 32,250); the parts are right."),
    V("agent", "Who decides whether a kayak tour goes out in strong wind?", [KAY], [f"{KAY}#wind"],
      "The booking office decides at the latest 2 hours before the start whether the kayak tour goes out, and the "
      "guide then tells you by text message.", UC, src="The guide decides at the latest 2 hours before the start",
      note="subjects swapped: the booking office decides, where the guide does."),
    V("jurisdiction", "Can we hire the safari boat for our group?", [f"{PDK}#private-boat"], [f"{PDK}#private-boat"],
      "The safari boat can be hired for a private group of up to 12 guests at 4,200 kroner per boat for 2 hours, "
      "whatever the number of guests.", NJ, src="In Denmark, the safari boat",
      note="a Denmark-only context, the country not named ('kroner' only; no 'DKK', no 'is')."),
    V("degenerate", "How much is a puffin tour for an adult?", [PIS], [f"{PIS}#puffin-tours"],
      "In Iceland, a puffin tour costs ISK 8,900 for adults. In Iceland, a puffin tour costs ISK 8,900 for adults. In "
      "Iceland, a puffin tour costs ISK 8,900 for adults.", DG, note="one correct sentence repeated three times."),
]

RF, R27, TR, SHK, BRO = "gls-prays-rf", "gls-prays-rf-2027", "gls-prays-tr", "gls-shkola", "gls-bronirovanie"
OTM, PRV, CHU, TRF = "gls-otmena", "gls-pravila", "gls-charter-usloviya", "gls-transfer"

RU = [
    # --- clean (26)
    V("clean", "Сколько стоит аренда яхты со шкипером в Сочи на три часа?", [RF], [f"{RF}#arenda"],
      "В России аренда парусной яхты со шкипером в Сочи на 3 часа стоит 18 000 рублей за всю яхту.",
      note="«18 000 рублей» for «18 000 ₽»; «за всю яхту» for «Цена указана за яхту»; Saint Petersburg left out."),
    V("clean", "Хотим покататься на яхте в Петербурге четыре часа. Сколько это стоит?", [RF], [f"{RF}#arenda"],
      "В России в Санкт-Петербурге первые 3 часа аренды яхты со шкипером стоят 15 000 ₽, а каждый следующий час — ещё "
      "5000 ₽. Цена — за яхту, гостей на борту может быть до восьми.",
      note="the parts, no sum; «5000 ₽» for «5 000 ₽»; «до восьми» for «не больше 8»."),
    V("clean", "Сколько стоит групповая прогулка в Сочи для меня и дочки семи лет?", [RF], [f"{RF}#progulka"],
      "В России двухчасовая прогулка под парусом в Сочи стоит 2 500 ₽ со взрослого, а за дочку — 1 500 ₽: для детей "
      "от 5 до 12 лет действует детская цена.", note="the reader's «семи лет» inside «от 5 до 12»; no sum."),
    V("clean", "Сколько стоила аренда яхты в Сочи в 2027 году и сколько сейчас?", [f"{R27}#arenda", f"{RF}#arenda"],
      [f"{R27}#arenda", f"{RF}#arenda"],
      "В России в 2027 году три часа аренды яхты со шкипером в Сочи стоили 16 500 ₽, а сейчас — 18 000 ₽.",
      note="two editions, both cited; «16 500 ₽» for «16 500 рублей»."),
    V("clean", "Сколько стоит недельный чартер в Фетхие?", [TR], [f"{TR}#charter"],
      "В Турции неделя чартера парусной яхты в Фетхие стоит 2400 евро за всю яхту, на борту до 8 человек; шкипер "
      "оплачивается отдельно — 180 € в день.", note="«2400 евро» for «2 400 €», «180 €» for «180 евро»."),
    V("clean", "Сколько стоит прогулка к островам из Фетхие для ребёнка 10 лет?", [TR], [f"{TR}#progulka"],
      "В Турции за ребёнка от 6 до 12 лет дневная прогулка к островам стоит 900 лир, и обед уже включён.",
      note="«900 лир» for «900 ₺»; the reader's 10 inside «от 6 до 12»."),
    V("clean", "Сколько платить за уборку яхты после чартера в Турции?", [TR], [f"{TR}#sbory"],
      "В Турции уборка яхты после недельного чартера стоит 150 евро за яхту, транзитлог — 60 €. Оба сбора платят в "
      "марине при посадке.", note="pretty-printed JSON; «150 евро» / «60 €» swapped notations.", pretty=True),
    V("clean", "Сыну 17 лет. Возьмёте его на курс рулевого?", [SHK], [f"{SHK}#kurs"],
      "Да, на курс принимаем с 16 лет. Но сыну ещё нет 18, поэтому заниматься он сможет только с письменного согласия "
      "родителей.", note="```json fence; the reader's 17 between 16 and 18.", fence=True),
    V("clean", "Из чего состоит курс яхтенного рулевого?", [SHK], [f"{SHK}#kurs"],
      "Курс состоит из двух частей:\n1. теория — 24 часа;\n2. практика на воде — 7 дней.\nНа курс принимаем с 16 лет.",
      note="a numbered list (list numbers are not figures)."),
    V("clean", "Провалил экзамен. Пересдача платная?", [SHK], [f"{SHK}#ekzamen"],
      "Первая пересдача бесплатная, платной будет только следующая — 4000 руб. Пересдать экзамен нужно в течение шести "
      "месяцев после курса.", note="«4000 руб.» for «4 000 руб.»; «шести месяцев»."),
    V("clean", "Пропущу день практики, предупредил инструктора за три дня. Можно отработать?", [SHK], [f"{SHK}#propusk"],
      "Да: пропущенный день практики можно один раз за курс отработать с другой группой, если предупредить инструктора "
      "не позднее чем за 48 часов, а вы предупредили раньше.", note="the reader's «три дня» against «за 48 часов»."),
    V("clean", "Бронируем чартер за четыре месяца. Сколько платить сейчас?", [BRO], [f"{BRO}#predoplata"],
      "Сейчас вносите предоплату 30 %, а остаток — не позднее чем за 30 дней до начала чартера.",
      note="the reader's «четыре месяца» over 30 days: the general rule."),
    V("clean", "Какой залог за яхту без шкипера в России?", [BRO], [f"{BRO}#zalog"],
      "В России залог за яхту на чартере без шкипера — 50 000 ₽. Его возвращают в течение 14 дней после сдачи яхты, "
      "если на ней нет повреждений.", note="«50 000 ₽» for «50 000 руб.»; Turkey's value left out."),
    V("clean", "Можно ли заплатить наличными в Турции?", [BRO], [f"{BRO}#oplata"],
      "Да, в Турции можно заплатить наличными — в евро или в лирах, а также картой.", note="no figure."),
    V("clean", "Отменяем чартер за 90 дней до начала. Что с предоплатой?", [OTM], [f"{OTM}#klient"],
      "Вернём всю предоплату: при отмене больше чем за 60 дней до начала чартера она возвращается полностью.",
      note="the reader's 90 over 60."),
    V("clean", "Шкипер отменил выход из-за шторма. Какие у нас варианты?", [OTM], [f"{OTM}#pogoda"],
      "Выбираете вы: перенести выход на другой день того же сезона или получить деньги назад полностью.",
      note="no figure; «деньги назад полностью» for «полный возврат денег»."),
    V("clean", "Можно ли взять на групповую прогулку ребёнка двух лет?", [PRV], [f"{PRV}#deti"],
      "Нет, детей младше трёх лет на групповые прогулки не берём. С малышом можно арендовать целую яхту — на аренду "
      "таких детей брать можно.", note="«трёх» for «3»; the exception given as the alternative."),
    V("clean", "Можно взять с собой собаку на яхту?", [PRV], [f"{PRV}#zhivotnye"],
      "Только если вы арендуете целую яхту и шкипер согласен. На групповые прогулки и на занятия школы с животными не "
      "берут.", note="the rule's two conditions as the answer."),
    V("clean", "Можно ли взять своё вино на аренду яхты?", [PRV], [f"{PRV}#alkogol"],
      "Да, на аренде целой яхты свои напитки брать можно. А вот на групповой прогулке алкоголь запрещён.",
      note="«Да,» opener; no figure."),
    V("clean", "У меня сертификат IYT и три недельных чартера капитаном. Дадите яхту без шкипера?", [CHU],
      [f"{CHU}#bez-shkipera"],
      "Да: яхту без шкипера выдаём капитану с сертификатом ICC или IYT и опытом не меньше двух недельных чартеров, "
      "а у вас их три.", note="the reader's «три» against «не меньше 2» (written «двух»)."),
    V("clean", "Кто платит за топливо и еду шкипера?", [CHU], [f"{CHU}#toplivo"],
      "Оба расхода на клиенте: топливо оплачивается по факту, по чеку заправки, а на питание шкипера закладывайте до "
      "25 € в день.", note="«25 €» for «25 евро»; «еду» for «питание»."),
    V("clean", "Сколько стоит трансфер из аэропорта Даламан для нас троих?", [TRF], [f"{TRF}#transfer"],
      "В Турции трансфер из аэропорта Даламан в марину Фетхие стоит 95 € за машину, в которой едут до четырёх "
      "человек, так что вам троим хватит одной машины.", note="per vehicle kept; «до четырёх»."),
    V("clean", "Во сколько можно сесть на яхту в первый день чартера в Турции?", [TRF], [f"{TRF}#posadka"],
      "В Турции посадка на яхту — в субботу начиная с 17:00, а сдать яхту нужно в следующую субботу до 9:00.",
      note="clock times."),
    V("clean", "Нужно ли заказывать детское кресло заранее?", [TRF], [f"{TRF}#transfer"],
      "Да, детское кресло для трансфера заказывают не позднее чем за 48 часов; в Турции оно стоит 250 лир.",
      limitations=["Сам трансфер стоит 95 € за машину до 4 человек."],
      note="«250 лир» for «250 TRY»; `limitations` filled."),
    V("clean", "Сколько стоила прогулка в Сочи для ребёнка в 2027 году?", [f"{R27}#progulka"], [f"{R27}#progulka"],
      "В России в 2027 году двухчасовая прогулка под парусом в Сочи стоила 1 300 ₽ для ребёнка от 5 до 12 лет.",
      note="the historical edition alone; «1 300 ₽» for «1 300 рублей»."),
    V("clean", "Сколько нужно гостей, чтобы групповая прогулка состоялась?", [RF], [f"{RF}#progulka"],
      "В России групповая прогулка в Сочи состоится, если на неё записались хотя бы четыре гостя.",
      note="«хотя бы четыре» for «не меньше 4»."),

    # --- wrong (24)
    V("condition", "Можно ли отменить групповую прогулку бесплатно?", [OTM], [f"{OTM}#klient"],
      "Да, групповую прогулку можно отменить бесплатно в любое время.", UC,
      src="не позднее чем за 24 часа до выхода", note="the condition (24 hours before) dropped: «в любое время»."),
    V("condition", "Кому вы даёте яхту без шкипера?", [CHU], [f"{CHU}#bez-shkipera"],
      "Яхту без шкипера выдаём капитану с международным сертификатом ICC или IYT и опытом не меньше 2 недельных "
      "чартеров, если он прошёл у нас проверочный выход.", UC, src="остальным — только со шкипером",
      note="a condition added (a check-out sail with us)."),
    V("condition", "Предупредил инструктора о пропуске практики за сутки. Можно отработать день?", [SHK],
      [f"{SHK}#propusk"],
      "Да, можно: пропущенный день практики отрабатывается с другой группой один раз за курс, если предупредить "
      "инструктора не меньше чем за двое суток.", UC, src="не позднее чем за 48 часов",
      note="a «Да» the rule rules out: the reader's «сутки» is less than 48 hours (written «двое суток»)."),
    V("exception", "Можно ли взять ребёнка двух лет на аренду целой яхты?", [PRV], [f"{PRV}#deti"],
      "Нет, детей младше 3 лет на яхту не берём.", UC, src="на аренду целой яхты их брать можно",
      note="the exception dropped: the group-walk rule applied to a whole-yacht rental."),
    V("exception", "Можно ли взять на яхту собаку?", [PRV], [f"{PRV}#zhivotnye"],
      "Нет, животных на яхты не берём.", UC, src="Собак и кошек берём только на аренду целой яхты",
      note="the exception dropped: whole-yacht rentals with the skipper's consent."),
    V("wrong-case", "Сколько стоит прогулка к островам из Фетхие для ребёнка 8 лет?", [TR], [f"{TR}#progulka"],
      "В Турции прогулка к островам для ребёнка 8 лет стоит 1 800 лир.", MC, src="900 ₺ с ребёнка от 6 до 12 лет",
      note="the adults' 1 800 лир given to a child (children vs adults)."),
    V("wrong-case", "Какой залог за яхту в Турции?", [BRO], [f"{BRO}#zalog"],
      "В Турции залог за яхту на чартере без шкипера — 50 000 руб.", MC, src="1 500 € в Турции",
      note="Russia's 50 000 руб. given to Turkey (wrong country and currency)."),
    V("wrong-case", "Нас шестеро. Сколько заплатит каждый за недельный чартер в Фетхие?", [TR], [f"{TR}#charter"],
      "В Турции недельный чартер яхты в Фетхие стоит 2 400 € с человека, так что каждый из вас платит эту сумму.", UC,
      src="2 400 € за яхту в Фетхие", note="a per-boat price given per person (the figure right, its unit wrong)."),
    V("wrong-case", "Сколько стоит аренда яхты со шкипером в Санкт-Петербурге на 3 часа?", [RF], [f"{RF}#arenda"],
      "В России аренда яхты со шкипером в Санкт-Петербурге стоит 18 000 ₽ за 3 часа.", MC,
      src="15 000 ₽ за 3 часа в Санкт-Петербурге", note="Sochi's 18 000 ₽ given to Saint Petersburg (wrong city)."),
    V("other-sentence", "За сколько часов до начала шкипер решает, выходить ли в море?", [OTM], [f"{OTM}#pogoda"],
      "Решение о выходе шкипер принимает не позднее чем за 20 часов до начала.", MC,
      src="не позднее чем за 2 часа до начала", note="the wind's 20 (knots, another sentence) given to the decision."),
    V("other-sentence", "До какого возраста дети на палубе должны быть в спасательном жилете?", [PRV], [f"{PRV}#deti"],
      "Дети младше 3 лет находятся на палубе только в спасательном жилете.", MC, src="Дети младше 12 лет",
      note="the group-walk age limit's 3 (another sentence) given to the life-jacket rule."),
    V("uncited-fragment", "Сколько стоит групповая прогулка в Сочи для взрослого?", [f"{RF}#progulka", f"{R27}#progulka"],
      [f"{RF}#progulka"],
      "В России двухчасовая групповая прогулка в Сочи стоит 2 200 ₽ со взрослого.", MC,
      note="the 2027 edition's 2 200 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит шкипер в день в Турции?", [f"{TR}#charter", f"{CHU}#toplivo"], [f"{TR}#charter"],
      "В Турции шкипер оплачивается отдельно — 25 евро в день.", MC,
      note="the skipper's meals' 25 евро (another record, uncited) given as the skipper's fee."),
    V("bound", "Сколько гостей можно взять на арендованную яхту?", [RF], [f"{RF}#arenda"],
      "В России на арендованную яхту берём не меньше 8 гостей; в Сочи аренда стоит 18 000 ₽ за 3 часа.", UC,
      src="не больше 8 гостей", note="the bound turned: «не больше 8» → «не меньше 8»."),
    V("bound", "Когда вносить остаток за чартер?", [BRO], [f"{BRO}#predoplata"],
      "Остаток вносится в течение 30 дней после начала чартера, а при бронировании — предоплата 30 %.", UC,
      src="не позднее чем за 30 дней до начала чартера", note="the wrong side of the event: «до начала» → «после начала»."),
    V("bound", "Сколько раз можно отработать пропущенный день практики?", [SHK], [f"{SHK}#propusk"],
      "Пропущенный день практики можно отрабатывать с другой группой раз в неделю, если предупредить инструктора не "
      "позднее чем за 48 часов.", UC, src="один раз за курс",
      note="the frequency changed: «один раз за курс» → «раз в неделю»."),
    V("modality", "Обязательно ли детям носить спасательный жилет?", [PRV], [f"{PRV}#deti"],
      "Детям младше 12 лет желательно надевать спасательный жилет на палубе, но это на усмотрение родителей.", UC,
      src="находятся на палубе только в спасательном жилете",
      note="modality changed: «только в жилете» → «желательно, на усмотрение родителей»."),
    V("flipped", "Можно ли пить алкоголь на групповой прогулке?", [PRV], [f"{PRV}#alkogol"],
      "Да, на групповой прогулке алкоголь разрешён, как и на аренде целой яхты.", UC,
      src="на групповой прогулке алкоголь запрещён", note="«запрещён» flipped to «разрешён»."),
    V("flipped", "Вернут ли деньги, если шкипер не вышел в море, потому что гости пьяны?", [PRV], [f"{PRV}#alkogol"],
      "Да, если шкипер не выходит в море из-за пьяных гостей, деньги возвращаются.", UC,
      src="деньги в этом случае не возвращаются", note="«не возвращаются» flipped to «возвращаются»."),
    V("invented", "Кто платит за топливо на чартере?", [CHU], [f"{CHU}#toplivo"],
      "Топливо на чартере оплачивается по факту, по чеку заправки. Первый полный бак мы заливаем за свой счёт.", UC,
      note="an invented sentence (the first full tank free), no figure."),
    V("invented", "Сколько всего стоит прогулка в Сочи для двух взрослых и ребёнка 8 лет?", [RF], [f"{RF}#progulka"],
      "В России прогулка в Сочи для двух взрослых и ребёнка 8 лет обойдётся в 6 500 ₽: по 2 500 ₽ за взрослого и "
      "1 500 ₽ за ребёнка.", UN, note="a sum the source does not state (6 500 ₽); the parts are right."),
    V("agent", "Кто решает, выходить ли в море при сильном ветре?", [OTM], [f"{OTM}#pogoda"],
      "Решение о выходе принимает клиент не позднее чем за 2 часа до начала; при ветре сильнее 20 узлов можно "
      "перенести выход или вернуть деньги.", UC, src="Решение о выходе шкипер принимает",
      note="subjects swapped: the client decides, where the skipper does."),
    V("jurisdiction", "Сколько стоит дневная прогулка к островам?", [f"{TR}#progulka"], [f"{TR}#progulka"],
      "Дневная прогулка на яхте из Фетхие к островам стоит 1 800 лир со взрослого, обед включён.", NJ,
      src="В Турции дневная прогулка", note="a Turkey-only context, the country not named («лир», «Фетхие» only)."),
    V("degenerate", "Сколько стоит трансфер из аэропорта Даламан?", [TRF], [f"{TRF}#transfer"],
      "В Турции трансфер из аэропорта Даламан в марину Фетхие стоит 95 € за машину до 4 человек [t", DG,
      note="dangling label syntax «[t» at the end of a correct sentence."),
]
