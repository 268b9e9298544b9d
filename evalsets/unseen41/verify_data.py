"""Labelled verify cases of unseen41 (the source of verify_cases.jsonl; build_unseen41.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed in
README.md before the first corpus record was written.
26 of the 50 cases per language are correct answers written the way a strong model writes them
(several sentences, reworded, reordered clauses, "Yes." / "No." / «Да,» / «Нет.» openers, the visitor's
own words; words for figures — "three", "four", "ten", "six months", "sixty-six" is kept for a wrong one;
«четыре», «шесть месяцев», «три дня», «десять», «пяти», «один год»; amounts in another notation of the same
value — "GBP 18" for "£18", "18 pounds" for "£18" and "£16" for "16 pounds", "EUR 8" / "40 euro" / "EUR 3"
for "€8" / "€40" / "3 euro", "£75" / "€70" for "GBP 75" / "EUR 70", "four pounds" for "£4", "£1250" for
"£1,250"; «2 500 рублей» for «2 500 ₽», «1000 ₽» for «1 000 ₽», «2 200 ₽» for «2 200 рублей», «6 000 рублей»,
«4500 тенге» for «4 500 ₸», «KZT 30 000» for «30 000 ₸», «3 000 тенге» for «KZT 3 000», «40 000 ₽» / «8 000 ₽»
for «40 000 руб.» / «8000 руб.»; numbered lists; two editions compared, both cited; one age band's, site's
or country's value from a two-value sentence; per-family prices kept per family; the reader's figure
placed against a bound or a band; `limitations` filled; one pretty-printed, one fenced); the 24 wrong
ones per language carry one fault each: a condition changed, added, or a "Yes" the reader's own figure
rules out; an exception dropped; a figure given to the wrong case (child / concession, adult / child,
country and currency, school pupils in Kazakhstan / Russia, per hall / per person); a figure of another
sentence of the cited fragment; a figure of an uncited fragment (the 2027 edition, another record); a
bound turned (up to / at least, от 15 / не больше 15); the wrong side of an event (before / after the
visit, до / после окончания срока); a frequency changed (once / as many times as you like, один раз /
сколько угодно раз); modality changed (must / may if you wish, нельзя / желательно); negation flipped in
other words; an invented sentence; a sum the source does not state; subjects swapped (carer / disabled
visitor, вы / театр); a jurisdiction left unnamed; degenerate output (a sentence repeated three times;
a dangling «[t»). Every figure of a wrong answer occurs somewhere in its context, except the two sums.
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


TUK, T27, TIE, MEM, GRP = "ash-tickets-uk", "ash-tickets-uk-2027", "ash-tickets-ie", "ash-memberships", "ash-groups"
VIS, ACC, REF, DON, CAF = "ash-visiting", "ash-access", "ash-refunds", "ash-donations", "ash-cafe-hire"

EN = [
    # --- clean (26; holdout: 2nd, 5th, ..., 26th)
    V("clean", "How much is adult admission in London?", [TUK], [f"{TUK}#admission"],
      "In the United Kingdom, an adult pays GBP 18 for general admission to Ashgrove London.",
      note="'GBP 18' for '£18'; the child and concession prices left out."),
    V("clean", "My daughter is 11. What does she pay for general admission in Edinburgh?", [TUK], [f"{TUK}#admission"],
      "In the United Kingdom your daughter pays the children's price of £9 for general admission at Ashgrove "
      "Edinburgh, which applies to children aged 5 to 15.",
      note="the reader's 11 inside 'aged 5 to 15'; clauses reordered."),
    V("clean", "We are two adults and three children. What does a family ticket cost in London?", [TUK],
      [f"{TUK}#family"],
      "In the United Kingdom a family ticket is £45 for the whole family, not per person. It admits 2 adults and up "
      "to three children aged 5 to 15 on the same day.",
      note="per family kept per family; 'three' for '3'; no per-person sum."),
    V("clean", "What did adult general admission cost in 2027, and what is it now?", [f"{T27}#admission", f"{TUK}#admission"],
      [f"{T27}#admission", f"{TUK}#admission"],
      "In the United Kingdom, an adult paid £16 for general admission in 2027; today the same ticket costs 18 pounds.",
      note="historical and current editions, both cited; notations swapped ('£16' for '16 pounds', '18 pounds' for '£18')."),
    V("clean", "My son is 4 and my daughter is 9. What do they pay in Dublin?", [TIE], [f"{TIE}#admission"],
      "In Ireland your son goes free, since children under 5 go free, and your daughter pays the children's price of "
      "EUR 8 for general admission to Ashgrove Dublin.",
      note="'EUR 8' for '€8'; the reader's 4 under 5 and 9 inside 5 to 17."),
    V("clean", "What does a family ticket cost in Dublin?", [TIE], [f"{TIE}#family"],
      "In Ireland a family ticket costs 40 euro per family and admits 2 adults and up to four children aged 5 to 17.",
      note="pretty-printed JSON; '40 euro' for '€40'; 'four' for '4'.", pretty=True),
    V("clean", "What does an adult pay for an exhibition at Ashgrove Dublin?", [TIE], [f"{TIE}#exhibitions"],
      "In Ireland an adult exhibition ticket at Ashgrove Dublin costs €14, and it already includes general "
      "admission. Slots start every hour from 10:00 to 15:00.", note="```json fence; clock times.", fence=True),
    V("clean", "I'll be 50 minutes late for my exhibition slot in London. What happens?", [TUK], [f"{TUK}#exhibitions"],
      "In the United Kingdom, if you arrive more than 45 minutes after your slot, you are admitted at the next slot "
      "with free places, so at 50 minutes late you will join a later slot.",
      note="the reader's 50 against 'more than 45'."),
    V("clean", "What do memberships cost?", [MEM], [f"{MEM}#annual", f"{MEM}#joint"],
      "Membership prices:\n1. Annual membership, for one named member: £75 in the United Kingdom, €70 in Ireland.\n"
      "2. Joint membership, for 2 named adults living at the same address: £120 in the United Kingdom, €110 in Ireland.",
      note="a numbered list; '£75' / '€70' for 'GBP 75' / 'EUR 70'; two fragments cited."),
    V("clean", "Can I bring a friend into a special exhibition with my guest pass?", [MEM], [f"{MEM}#guest-passes"],
      "No. A guest pass admits one adult guest with you to general admission only; guest passes are not valid for "
      "special exhibitions.", note="'No' from the exception; no figure."),
    V("clean", "Do members have to book a slot for exhibitions?", [MEM], [f"{MEM}#annual"],
      "Yes. Members enter every special exhibition free, but they still book a timed exhibition slot, which costs "
      "them nothing.", note="'costs them nothing' for 'free of charge'."),
    V("clean", "We are a group of 18 booking a month ahead. What discount do we get?", [GRP], [f"{GRP}#groups"],
      "Your group qualifies: groups of 12 or more paying visitors who book at least 14 days ahead get 15% off general "
      "admission and exhibition tickets, and one group leader goes free for every 10 paying visitors. A 25% deposit "
      "is due within ten days of booking, and the rest on the day of your visit.",
      note="the reader's 18 and 'a month' against the bounds; 'ten' for '10'."),
    V("clean", "Do we pay for a school visit in Dublin?", [GRP], [f"{GRP}#schools"],
      "Yes. In Ireland a school visit costs EUR 3 per pupil; in the United Kingdom school groups visit free. The "
      "adults who accompany a school group go free.", note="'EUR 3' for '3 euro'; one country's value of two."),
    V("clean", "Our class is all 7-year-olds. How many adults do we need?", [GRP], [f"{GRP}#schools"],
      "You need 1 adult for every 8 pupils. The ratio of 1 adult for every 5 pupils is for pupils under 7, and your "
      "pupils are 7.", note="the reader's 7 on the bound 'under 7': the general ratio."),
    V("clean", "When is Ashgrove Dublin open?", [VIS], [f"{VIS}#opening-hours"],
      "Ashgrove Dublin is open from 9:30 to 17:00 and closed on Mondays. Like every site, it is also closed on 24, 25 "
      "and 26 December.", note="one site's hours of two; dates."),
    V("clean", "Do I have to put my small handbag in the cloakroom?", [VIS], [f"{VIS}#bags"],
      "No. Only bags larger than 40 x 30 x 20 cm must go in the cloakroom, and the cloakroom is free of charge.",
      note="'No' from the size bound."),
    V("clean", "Can I take pictures in the galleries?", [VIS], [f"{VIS}#photography"],
      "Yes, in the permanent collection you may take photographs for personal use, as long as you don't use flash. "
      "In special exhibitions photography is not allowed unless a sign at the entrance says otherwise, and tripods "
      "and selfie sticks are not allowed anywhere.", note="'pictures'; conditions kept."),
    V("clean", "How much is the audio guide in Edinburgh?", [VIS], [f"{VIS}#audio-guide"],
      "In the United Kingdom the audio guide costs four pounds and comes in 8 languages; blind and partially sighted "
      "visitors get it free.", note="'four pounds' for '£4'."),
    V("clean", "Do I pay for my carer?", [ACC], [f"{ACC}#carers"],
      "No. A carer or personal assistant who comes with a disabled visitor goes free at every site, both for general "
      "admission and for special exhibitions. You pay the concession price, and no proof of disability is asked for.",
      note="the reader as the disabled visitor."),
    V("clean", "Can I borrow a wheelchair?", [ACC], [f"{ACC}#wheelchairs"],
      "Yes, wheelchairs can be borrowed free of charge at each entrance. Please book one at least 24 hours ahead.",
      limitations=["In Edinburgh the upper galleries are reached by a lift from the main hall."],
      note="`limitations` filled with another sentence of the fragment."),
    V("clean", "Our visit is 12 days away. Can I still cancel for a refund?", [REF], [f"{REF}#refunds"],
      "Yes. You can cancel a ticket for a full refund up to 7 days before your visit, and 12 days is more than that.",
      note="the reader's 12 against 'up to 7 days before'."),
    V("clean", "Our visit is in 4 days and we can't make it. Can we get our money back?", [REF], [f"{REF}#refunds"],
      "No refund, but you can exchange: from 7 days to 24 hours before your visit a ticket cannot be refunded, and "
      "you can exchange it once for another date free of charge.", note="the reader's 4 days inside the band."),
    V("clean", "The exhibition was closed at short notice on the day we came. What are our options?", [REF],
      [f"{REF}#closures"],
      "You can choose a full refund or a free visit on another date within six months.", note="'six' for '6'."),
    V("clean", "I bought a membership 10 days ago and haven't used it. Can I get a refund?", [REF], [f"{REF}#memberships"],
      "Yes. A membership that has not been used for a visit can be cancelled for a full refund within 14 days of "
      "purchase, so you are still in time.", note="the reader's 10 under 14."),
    V("clean", "I live in Dublin. Will my donation get Gift Aid?", [DON], [f"{DON}#gift-aid"],
      "No. Gift Aid applies to donations made in the United Kingdom, where we can claim an extra 25% from HMRC if you "
      "pay UK income tax; it does not apply to donations made in Ireland.",
      note="'No' from the exception; clauses reordered."),
    V("clean", "How much does it cost to hire the Great Hall for 100 seated guests?", [CAF], [f"{CAF}#venue-hire"],
      "In the United Kingdom, the Great Hall at Ashgrove London costs from £1250 plus VAT for an evening event between "
      "18:30 and 23:00, and it seats up to 120, so your 100 guests fit. A 50% deposit is due when you book, and "
      "bookings are taken at least 8 weeks ahead.",
      note="'£1250' for '£1,250'; the reader's 100 under 120."),

    # --- wrong (24)
    V("condition", "Can I get a full refund if I cancel?", [REF], [f"{REF}#refunds"],
      "Yes, you can cancel any ticket for a full refund, as long as you do it at least 24 hours before your visit.", UC,
      src="up to 7 days before the date of your visit",
      note="the condition changed: the exchange band's 24 hours given as the refund's (7 days dropped)."),
    V("condition", "Can our group of 14 get the group discount?", [GRP], [f"{GRP}#groups"],
      "Yes. Groups of 12 or more paying visitors who book at least 14 days ahead get 15% off, provided every member of "
      "the group shows photo ID at the entrance.", UC, src="A deposit of 25% is due within 10 days of booking",
      note="a condition added (photo ID at the entrance), the deposit rule replaced."),
    V("condition", "My grandfather is 65. Does he get the concession price at Ashgrove Dublin?", [TIE],
      [f"{TIE}#admission"],
      "Yes. In Ireland visitors aged sixty-six and over pay the concession price of €10 at Ashgrove Dublin, so your "
      "grandfather gets it.", UC, src="visitors aged 66 and over",
      note="a 'Yes' the rule rules out: the reader's 65 is under 66 (written 'sixty-six')."),
    V("exception", "Can I use my guest passes for special exhibitions?", [MEM], [f"{MEM}#guest-passes"],
      "Yes. Every membership includes 4 guest passes a year, and each one admits one adult guest with you to general "
      "admission and to special exhibitions.", UC, src="guest passes are not valid for special exhibitions",
      note="the exception dropped and overridden."),
    V("exception", "Does Gift Aid apply to my donation?", [DON], [f"{DON}#gift-aid"],
      "Yes. We claim an extra 25% of every donation from HMRC at no cost to you, wherever you make it, in the United "
      "Kingdom or in Ireland.", UC, src="it does not apply to donations made in Ireland",
      note="the exception dropped: Gift Aid said of Irish donations too."),
    V("wrong-case", "What does a child aged 10 pay for general admission in London?", [TUK], [f"{TUK}#admission"],
      "In the United Kingdom, a child aged 10 pays £12 for general admission to Ashgrove London.", MC,
      src="£9 for children aged 5 to 15", note="the concessions' £12 given to a child (children vs concessions)."),
    V("wrong-case", "What does a joint membership cost in Ireland?", [MEM], [f"{MEM}#joint"],
      "In Ireland a joint membership costs EUR 120 and covers 2 named adults living at the same address.", MC,
      src="EUR 110 in Ireland", note="the UK's 120 given to Ireland in euro (wrong country and currency)."),
    V("wrong-case", "What does an adult pay for a special exhibition in London?", [TUK], [f"{TUK}#exhibitions"],
      "In the United Kingdom an adult exhibition ticket costs £11 and includes general admission.", MC,
      src="£22 for adults", note="the children's £11 given to an adult (adults vs children)."),
    V("wrong-case", "What does the audio guide cost in Dublin?", [VIS], [f"{VIS}#audio-guide"],
      "In Ireland the audio guide costs €4, and it is free for blind and partially sighted visitors.", MC,
      src="5 euro in Ireland", note="the UK's £4 given to Ireland in euro (wrong country and currency)."),
    V("other-sentence", "How soon after booking must a group pay its deposit?", [GRP], [f"{GRP}#groups"],
      "A group pays a deposit of 25% within 14 days of booking, and the rest on the day of the visit.", MC,
      src="within 10 days of booking", note="the booking-ahead 14 (days, another sentence) given to the deposit."),
    V("other-sentence", "How late can I arrive for my exhibition slot in London?", [TUK], [f"{TUK}#exhibitions"],
      "In the United Kingdom, if you arrive more than 30 minutes after your exhibition slot, you are admitted at the "
      "next slot with free places.", MC, src="more than 45 minutes after your slot",
      note="the slot interval's 30 (another sentence) given to the latecomers' rule."),
    V("uncited-fragment", "What does an adult pay for general admission in London?",
      [f"{TUK}#admission", f"{T27}#admission"], [f"{TUK}#admission"],
      "In the United Kingdom an adult pays £16 for general admission to Ashgrove London.", MC,
      note="the 2027 edition's 16 pounds (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "What discount do members get in the cafes?", [f"{GRP}#groups", f"{CAF}#cafes"],
      [f"{CAF}#cafes"],
      "Members get 15% off food and drink in the cafes, which are open from 9:30 to 17:00.", MC,
      note="the group discount's 15% (another record, uncited) given to members in the cafes."),
    V("bound", "How many guests does the Great Hall take?", [CAF], [f"{CAF}#venue-hire"],
      "The Great Hall takes at least 250 guests standing or 120 seated, and hire costs from £1,250 plus VAT.", UC,
      src="up to 250 guests standing", note="the bound turned: 'up to 250' → 'at least 250'."),
    V("bound", "Until when can I cancel a ticket for a full refund?", [REF], [f"{REF}#refunds"],
      "You can cancel a ticket for a full refund up to 7 days after the date of your visit.", UC,
      src="up to 7 days before the date of your visit", note="the wrong side of the event: 'before' → 'after'."),
    V("bound", "How many times can I exchange my ticket?", [REF], [f"{REF}#refunds"],
      "From 7 days to 24 hours before your visit, a ticket cannot be refunded, but you can exchange it for another "
      "date free of charge as many times as you like.", UC,
      src="you can exchange it once for another date free of charge",
      note="the frequency changed: 'once' → 'as many times as you like'."),
    V("modality", "Do I have to leave my rucksack in the cloakroom?", [VIS], [f"{VIS}#bags"],
      "Bags larger than 40 x 30 x 20 cm may be left in the cloakroom if you wish, and it is free of charge.", UC,
      src="must be left in the cloakroom", note="modality changed: 'must' → 'may … if you wish'."),
    V("flipped", "Can I use a selfie stick in the galleries?", [VIS], [f"{VIS}#photography"],
      "Yes, selfie sticks are allowed in the permanent collection; only tripods are not allowed.", UC,
      src="Tripods and selfie sticks are not allowed anywhere", note="'not allowed anywhere' flipped to 'allowed'."),
    V("flipped", "Do I need a ticket to use the cafe?", [CAF], [f"{CAF}#cafes"],
      "Yes, the cafes can only be used with an admission ticket.", UC, src="can be used without an admission ticket",
      note="'without an admission ticket' flipped to 'only with'."),
    V("invented", "What happens if you close the museum on the day of my visit?", [REF], [f"{REF}#closures"],
      "If we close a site at short notice, you choose a full refund or a free visit on another date within six "
      "months. We also give you a free drink in the cafe on your next visit.", UC,
      note="an invented sentence (a free drink), no figure."),
    V("invented", "What do one adult and two children aged 8 and 11 pay together for general admission in Edinburgh?",
      [TUK], [f"{TUK}#admission"],
      "In the United Kingdom, one adult at £18 and two children at £9 each come to £36 for general admission at "
      "Ashgrove Edinburgh.", UN, note="a sum the source does not state (£36); the parts are right."),
    V("agent", "My carer and I are visiting. Who pays what?", [ACC], [f"{ACC}#carers"],
      "The carer pays the concession price, and you, as the disabled visitor, go free of charge at every site.", UC,
      src="The disabled visitor pays the concession price",
      note="subjects swapped: the carer pays, where the disabled visitor does."),
    V("jurisdiction", "What does a family ticket cost?", [f"{TIE}#family"], [f"{TIE}#family"],
      "A family ticket costs 40 euro per family and admits 2 adults and up to 4 children aged 5 to 17.", NJ,
      src="In Ireland, a family ticket",
      note="an Ireland-only context, the country not named ('euro' only; no 'Dublin')."),
    V("degenerate", "How much is a child's ticket in Dublin?", [TIE], [f"{TIE}#admission"],
      "In Ireland, a child aged 5 to 17 pays €8 for general admission to Ashgrove Dublin. In Ireland, a child aged 5 "
      "to 17 pays €8 for general admission to Ashgrove Dublin. In Ireland, a child aged 5 to 17 pays €8 for general "
      "admission to Ashgrove Dublin.", DG, note="one correct sentence repeated three times."),
]

RF, R27, KZ, ABN, VZR = "rmp-prays-rf", "rmp-prays-rf-2027", "rmp-prays-kz", "rmp-abonementy", "rmp-vozvrat"
POS, GRU, DOS, SRV = "rmp-poseschenie", "rmp-gruppy", "rmp-dostupnost", "rmp-servis"

RU = [
    # --- clean (26)
    V("clean", "Сколько стоит билет на вечерний спектакль в Москве для взрослого?", [RF], [f"{RF}#bilety"],
      "В России взрослый билет на вечерний спектакль основной сцены в Москве стоит 2 500 рублей.",
      note="«2 500 рублей» for «2 500 ₽»; Екатеринбург left out."),
    V("clean", "Мне 67, я пенсионер. Сколько стоит билет на вечерний спектакль в Екатеринбурге?", [RF], [f"{RF}#bilety"],
      "В России пенсионеру билет на вечерний спектакль в Екатеринбурге обойдётся в 1000 ₽.",
      note="«1000 ₽» for «1 000 ₽»; one city's value of two."),
    V("clean", "Сколько стоил взрослый билет в Москве в 2027 году и сколько он стоит сейчас?",
      [f"{R27}#bilety", f"{RF}#bilety"], [f"{R27}#bilety", f"{RF}#bilety"],
      "В России в 2027 году взрослый билет на вечерний спектакль в Москве стоил 2 200 ₽, а сейчас — 2 500 ₽.",
      note="two editions, both cited; «2 200 ₽» for «2 200 рублей»."),
    V("clean", "Сколько стоит абонемент на 4 спектакля в Екатеринбурге?", [RF], [f"{RF}#abonementy"],
      "В России абонемент на четыре спектакля в Екатеринбурге стоит 6 000 рублей; абонемент на предъявителя стоит на "
      "10 % дороже именного.", note="«6 000 рублей» for «6 000 ₽»; «четыре»."),
    V("clean", "Сколько стоит дневной детский спектакль в Москве для меня и сына 7 лет?", [RF], [f"{RF}#detskie"],
      "В России на дневной детский спектакль в Москве билет для сына стоит 950 ₽, а ваш, взрослый, — 1 300 ₽.",
      note="one city's two values; no sum."),
    V("clean", "Сколько стоит вечерний спектакль в Алматы для школьника?", [KZ], [f"{KZ}#bilety"],
      "В Казахстане билет на вечерний спектакль в Алматы для школьника стоит 4500 тенге — столько же, сколько для "
      "пенсионера.", note="pretty-printed JSON; «4500 тенге» for «4 500 ₸».", pretty=True),
    V("clean", "Можно ли в Алматы купить абонемент на предъявителя?", [KZ], [f"{KZ}#abonementy"],
      "Нет. В Казахстане абонементы на предъявителя в Алматы не продаются. Абонемент на 4 спектакля там стоит "
      "KZT 30 000, на 8 спектаклей — 55 000 ₸.", note="```json fence; «KZT 30 000» for «30 000 ₸».", fence=True),
    V("clean", "Могу ли я отдать свой именной абонемент мужу?", [ABN], [f"{ABN}#tipy"],
      "Нет: именным абонементом пользуется только его владелец, и капельдинер может попросить документ с "
      "фотографией. Передавать можно абонемент на предъявителя.", note="«Нет:» opener; no figure."),
    V("clean", "Купил абонемент 5 месяцев назад, спектакли ещё остались. Что делать?", [ABN], [f"{ABN}#srok"],
      "Абонемент действует шесть месяцев со дня покупки, и спектакли, не выбранные за этот срок, сгорают. Продлить "
      "его можно один раз, на 1 месяц, если подать заявление в кассе не позднее чем за 7 дней до окончания срока.",
      note="«шесть месяцев»; no derived figure for the time left."),
    V("clean", "Какие спектакли можно выбрать по абонементу?", [ABN], [f"{ABN}#vybor"],
      "По абонементу можно выбрать любые спектакли основной сцены, кроме:\n1. премьер;\n2. гастрольных спектаклей.\n"
      "Место нужно забронировать в кассе или на сайте не позднее чем за три дня до спектакля.",
      note="a numbered list; «три дня»."),
    V("clean", "Возвращаю билет за 12 дней до спектакля. Сколько вернут?", [VZR], [f"{VZR}#vozvrat"],
      "Всю стоимость: при возврате больше чем за 10 дней до спектакля возвращаем полную стоимость билета.",
      note="the reader's 12 over 10."),
    V("clean", "Возвращаю билет за 4 дня до спектакля. Сколько вернут?", [VZR], [f"{VZR}#vozvrat"],
      "За 3–5 дней до спектакля возвращаем 30 % стоимости, так что за четыре дня вы получите 30 % стоимости билета.",
      note="the reader's 4 inside «3–5»."),
    V("clean", "Хочу обменять билет на другой день, спектакль через неделю. Можно?", [VZR], [f"{VZR}#obmen"],
      "Да, обменять билет на другую дату того же спектакля можно один раз, не позднее чем за 48 часов до начала. Если "
      "новый билет дороже, доплатите разницу; если дешевле, разница не возвращается.",
      note="the reader's week against 48 hours."),
    V("clean", "Театр отменил спектакль. Что нам положено?", [VZR], [f"{VZR}#otmena"],
      "Выбираете вы: либо полный возврат денег в течение 10 рабочих дней, либо обмен на любой другой спектакль "
      "сезона.", note="clauses reordered."),
    V("clean", "Опоздали на вечерний спектакль. Пустят в зал?", [POS], [f"{POS}#opozdanie"],
      "Пустят, но только в антракте: двери зала закрываются с третьим звонком. На детских спектаклях правило мягче — "
      "опоздавших пускают в первые 15 минут на свободные места в последних рядах.",
      note="the general rule and the children's shows' rule, both kept."),
    V("clean", "Сыну 11 лет, хотим на спектакль 12+. Пустят?", [POS], [f"{POS}#vozrast"],
      "Да, если он пойдёт со взрослым: на спектакли 12+ дети младше указанного возраста проходят только со взрослым и "
      "по решению родителей.", note="the reader's 11 under 12+."),
    V("clean", "Дочери 15 лет, спектакль 16+. Можно нам пойти вместе?", [POS], [f"{POS}#vozrast"],
      "Нет. На спектакли 16+ зрителей младше шестнадцати лет не пускают, даже если с ними родители.",
      note="the reader's 15 under 16+; «шестнадцати»."),
    V("clean", "Можно пройти в зал с рюкзаком?", [POS], [f"{POS}#garderob"],
      "Только с небольшим: сумки больше 30 × 40 см, как и верхнюю одежду, нужно оставить в гардеробе, а гардероб "
      "бесплатный.", note="«Только с небольшим» for the size bound."),
    V("clean", "Нас 30 человек на один спектакль. Какие условия?", [GRU], [f"{GRU}#gruppy"],
      "Вам подходит групповая заявка (от 15 зрителей): скидка 10 %, и на каждые 15 оплаченных билетов один "
      "сопровождающий проходит бесплатно. Заявку подайте не позднее чем за 14 дней до спектакля, а счёт оплатите в "
      "течение пяти рабочих дней после подтверждения.",
      limitations=["Если счёт не оплачен вовремя, бронь снимается."],
      note="`limitations` filled; «пяти»; the reader's 30 against «от 15»."),
    V("clean", "Сколько стоит школьный билет на культпоход в Алматы?", [GRU], [f"{GRU}#shkoly"],
      "В Казахстане школьный билет для культпохода стоит 3 000 тенге. На каждые 10 школьников нужен один взрослый "
      "сопровождающий, и он проходит бесплатно.", note="«3 000 тенге» for «KZT 3 000»."),
    V("clean", "Можно ли совместить школьную скидку с групповой?", [GRU], [f"{GRU}#shkoly"],
      "Нет, скидка для школ не суммируется с групповой скидкой.", note="no figure."),
    V("clean", "Мама на коляске. Сколько стоит её билет?", [DOS], [f"{DOS}#kolyaski"],
      "Зрители на креслах-колясках покупают билет по цене школьного, а сопровождающий проходит бесплатно. Место для "
      "коляски в первом ряду партера бронируйте по телефону не позднее чем за три дня до спектакля.",
      note="«три дня»; no figure of a price."),
    V("clean", "Есть ли индукционная петля в Алматы?", [DOS], [f"{DOS}#sluh"],
      "Нет, в Алматы её пока нет. Индукционная петля работает на вечерних спектаклях в Москве, в первых 5 рядах "
      "партера.", note="«Нет,» opener; the converse kept."),
    V("clean", "Можно ли взять кофе из буфета в зал?", [SRV], [f"{SRV}#bufet"],
      "Нет, проносить еду и напитки в зал нельзя. Буфет открывается за час до начала спектакля и работает в антракте.",
      note="«за час» for «за 1 час»."),
    V("clean", "Сколько действует подарочный сертификат и можно ли получить за него деньги?", [SRV],
      [f"{SRV}#sertifikaty"],
      "Сертификат действует один год со дня покупки. Его можно обменять на билеты, но не на деньги.",
      note="«один год» for «1 год»."),
    V("clean", "Сколько стоит аренда репетиционного зала в Москве?", [SRV], [f"{SRV}#arenda"],
      "В России малый репетиционный зал в Москве на 80 мест стоит 40 000 ₽ за 4 часа, каждый следующий час — 8 000 ₽; "
      "при бронировании вносится предоплата 50 %. Сдаём его по будням с 10:00 до 17:00.",
      note="«40 000 ₽» / «8 000 ₽» for «40 000 руб.» / «8000 руб.»; no sum."),

    # --- wrong (24)
    V("condition", "Можно ли обменять билет на другую дату?", [VZR], [f"{VZR}#obmen"],
      "Да, обменять билет на другую дату того же спектакля можно один раз, в любое время до начала.", UC,
      src="не позднее чем за 48 часов до начала", note="the condition (48 hours before) dropped: «в любое время»."),
    V("condition", "Кто может пользоваться абонементом на предъявителя?", [ABN], [f"{ABN}#tipy"],
      "Абонемент на предъявителя можно передать кому угодно, если владелец заранее сообщит в кассу имя зрителя.", UC,
      src="по нему на каждый спектакль проходит один зритель", note="a condition added (the name told to the box office)."),
    V("condition", "Возвращаю билет за 8 дней до спектакля. Вернёте всю стоимость?", [VZR], [f"{VZR}#vozvrat"],
      "Да, при возврате больше чем за десять дней до спектакля возвращаем полную стоимость билета.", UC,
      src="больше чем за 10 дней до спектакля",
      note="a «Да» the rule rules out: the reader's 8 is under 10 (written «десять»)."),
    V("exception", "Можно ли обменять билет, купленный по акции?", [VZR], [f"{VZR}#obmen"],
      "Да, обменять билет на другую дату того же спектакля можно один раз, не позднее чем за 48 часов до начала.", UC,
      src="Билеты, купленные по акции, не обмениваются",
      note="the exception dropped: the general rule applied to a promotional ticket."),
    V("exception", "На детский спектакль опоздали на 10 минут. Пустят?", [POS], [f"{POS}#opozdanie"],
      "Нет, опоздавших зрителей пускаем в зал только в антракте.", UC,
      src="на детские спектакли опоздавших пускают в первые 15 минут",
      note="the exception dropped: the evening rule applied to a children's show."),
    V("wrong-case", "Сколько стоит билет на вечерний спектакль в Екатеринбурге для школьника?", [RF], [f"{RF}#bilety"],
      "В России билет для школьника на вечерний спектакль в Екатеринбурге стоит 1 000 ₽.", MC,
      src="900 ₽ для школьников", note="the pensioners' 1 000 ₽ given to a pupil."),
    V("wrong-case", "Сколько стоит школьный билет на культпоход в России?", [GRU], [f"{GRU}#shkoly"],
      "В России школьный билет для культпохода стоит 3 000 ₽.", MC, src="действует скидка 20 %",
      note="Kazakhstan's KZT 3 000 given to Russia in rubles (wrong country and currency)."),
    V("wrong-case", "Нас пятеро. Сколько заплатит каждый за аренду репетиционного зала на 4 часа?", [SRV],
      [f"{SRV}#arenda"],
      "В России аренда малого репетиционного зала в Москве стоит 40 000 ₽ с человека за 4 часа.", UC,
      src="40 000 руб. за 4 часа", note="a per-hall price given per person (the figure right, its unit wrong)."),
    V("wrong-case", "Сколько стоит детский спектакль в Москве для ребёнка?", [RF], [f"{RF}#detskie"],
      "В России билет для ребёнка на дневной детский спектакль в Москве стоит 1 300 ₽.", MC,
      src="950 ₽ для ребёнка", note="the adult's 1 300 ₽ given to a child."),
    V("other-sentence", "За сколько дней нужно подать групповую заявку?", [GRU], [f"{GRU}#gruppy"],
      "Групповую заявку подают не позднее чем за 15 дней до спектакля.", MC, src="не позднее чем за 14 дней",
      note="the group size's 15 (another sentence) given to the deadline."),
    V("other-sentence", "Когда закрывается гардероб?", [POS], [f"{POS}#garderob"],
      "Гардероб закрывается через 30 минут после окончания спектакля.", MC,
      src="через 40 минут после окончания спектакля", note="the bag size's 30 (another sentence) given to the closing."),
    V("uncited-fragment", "Сколько стоит абонемент на 4 спектакля в Москве?", [f"{RF}#abonementy", f"{R27}#abonementy"],
      [f"{RF}#abonementy"],
      "В России абонемент на 4 спектакля в Москве стоит 7 000 ₽.", MC,
      note="the 2027 edition's 7 000 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "За сколько до начала открывается буфет?", [f"{SRV}#bufet", f"{POS}#opozdanie"],
      [f"{SRV}#bufet"],
      "Буфет открывается за 15 минут до начала спектакля и работает в антракте.", MC,
      note="the children's latecomers' 15 minutes (another record, uncited) given to the buffet."),
    V("bound", "Со скольких зрителей принимают групповую заявку?", [GRU], [f"{GRU}#gruppy"],
      "Групповая заявка — не больше 15 зрителей на один спектакль; группа получает скидку 10 %.", UC,
      src="от 15 зрителей", note="the bound turned: «от 15» → «не больше 15»."),
    V("bound", "Когда подавать заявление о продлении абонемента?", [ABN], [f"{ABN}#srok"],
      "Заявление о продлении абонемента подают в кассе не позднее чем через 7 дней после окончания срока.", UC,
      src="не позднее чем за 7 дней до окончания срока", note="the wrong side of the event: «до» → «после»."),
    V("bound", "Сколько раз можно продлить абонемент?", [ABN], [f"{ABN}#srok"],
      "Продлевать абонемент можно сколько угодно раз, каждый раз на 1 месяц, если подать заявление в кассе не позднее "
      "чем за 7 дней до окончания срока.", UC, src="Продлить абонемент можно один раз",
      note="the frequency changed: «один раз» → «сколько угодно раз»."),
    V("modality", "Обязательно ли сдавать верхнюю одежду в гардероб?", [POS], [f"{POS}#garderob"],
      "Верхнюю одежду желательно сдать в гардероб, но пройти в ней в зал тоже можно.", UC,
      src="В зал нельзя проходить в верхней одежде", note="modality changed: «нельзя» → «желательно … можно»."),
    V("flipped", "Можно снимать спектакль на телефон без вспышки?", [POS], [f"{POS}#semka"],
      "Да, без вспышки снимать спектакль можно, а в фойе и на поклонах — тем более.", UC,
      src="запрещена, даже без вспышки", note="«запрещена, даже без вспышки» flipped to «можно»."),
    V("flipped", "Можно ли получить деньги за подарочный сертификат?", [SRV], [f"{SRV}#sertifikaty"],
      "Да, сертификат можно обменять и на билеты, и на деньги в течение 1 года со дня покупки.", UC,
      src="обменивается на билеты, но не на деньги", note="«не на деньги» flipped to «и на деньги»."),
    V("invented", "Что будет, если театр отменит спектакль?", [VZR], [f"{VZR}#otmena"],
      "Вы выбираете полный возврат денег в течение десяти рабочих дней или обмен на другой спектакль сезона. Кроме "
      "того, мы дарим вам программку следующего спектакля.", UC, note="an invented sentence (a free programme), no figure."),
    V("invented", "Сколько стоит вечерний спектакль в Москве для двух взрослых и школьника?", [RF], [f"{RF}#bilety"],
      "В России два взрослых билета по 2 500 ₽ и школьный за 1 200 ₽ вместе стоят 6 200 ₽.", UN,
      note="a sum the source does not state (6 200 ₽); the parts are right."),
    V("agent", "Кто решает, что будет с билетом, если спектакль отменили?", [VZR], [f"{VZR}#otmena"],
      "Если театр отменяет спектакль, театр сам решает, вернуть вам деньги в течение 10 рабочих дней или обменять "
      "билет на другой спектакль сезона.", UC, src="вы выбираете",
      note="subjects swapped: the theatre decides, where the spectator does."),
    V("jurisdiction", "Сколько стоит детский спектакль для ребёнка?", [f"{KZ}#detskie"], [f"{KZ}#detskie"],
      "Билет на дневной детский спектакль в Алматы стоит 3 500 ₸ для ребёнка и 5 000 ₸ для взрослого.", NJ,
      src="В Казахстане билет на дневной детский спектакль",
      note="a Kazakhstan-only context, the country not named («₸», «Алматы» only)."),
    V("degenerate", "Сколько стоит вечерний спектакль в Алматы для взрослого?", [KZ], [f"{KZ}#bilety"],
      "В Казахстане билет на вечерний спектакль в Алматы стоит 9 000 ₸ для взрослых [t", DG,
      note="dangling label syntax «[t» at the end of a correct sentence."),
]
