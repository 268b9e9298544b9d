"""Labelled verify cases of unseen37 (the source of verify_cases.jsonl; build_unseen37.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed in
README.md before the first corpus record was written.
Three fifths of the cases are correct answers written the way a strong model writes them (several
sentences, reworded, reordered clauses, "Yes." / "No." / "We can't guarantee that:" / «Да,» / «Нет:» /
«Одного:» openers; the customer's words; words for figures and units — "half an hour", "three hours",
"up to", "no more than", «двенадцать месяцев», «девять леев», «в течение трёх рабочих дней»; amounts
in another notation of the same value — "THB 1,800" / "2,900 baht" / "14,500 baht" for "฿…", "300
baht" for "THB 300", "THB 200" for "200 baht", "450,000 VND" / "VND 1,100,000" / "850 000 VND" for
"…000 ₫" with dot thousands, "150.000 ₫" for "150,000 VND"; «1490 рублей» for «1 490 ₽», «250 MDL» for
«250 леев», «9 леев» for «9 MDL», «1 150 ₽» for «1 150 руб.», «6000 ₽» for «6 000 ₽»; numbered lists;
two editions compared, both cited; one city's or country's value from a two-value sentence; the
reader's figure placed against a bound or a band; some fill `limitations`); the wrong ones carry one
fault each: a condition dropped, added or changed; an exception stated as the rule; a figure given to
the wrong case (city, group size, age, country, furniture kind); a figure of another sentence of the
cited fragment; a figure of an uncited fragment (the 2027 edition); a bound turned (up to / at least,
at most / at least, не более / не менее, не позднее / не ранее); a period or unit changed (per booking
/ per person, в сутки / в неделю); modality changed (must / recommended, tell us / if you like,
осмотрите / не обязательно, изготавливается после предоплаты / по желанию); negation flipped in other
words; an invented sentence; subjects swapped (who chooses; who pays the return); a country left
unnamed. Every figure of a wrong answer occurs somewhere in its context.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


PTH, P27, PVN, BOOK, CAN = "ll-prices-th", "ll-prices-th-2027", "ll-prices-vn", "ll-booking", "ll-cancellation"
CH, DIET, PICK, RULES, MT = "ll-children", "ll-dietary", "ll-pickup", "ll-class-rules", "ll-market-tours"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is the morning class in Bangkok and what's included?", [PTH], [f"{PTH}#classes"],
      "In Thailand, the half-day morning class at the Bangkok school is THB 1,800 per person. It comes with a guided "
      "market tour, four dishes and a recipe booklet.", note="'THB 1,800' for '฿1,800'; reordered."),
    V("clean", "Can my 8-year-old join the group class with me, and what does she pay?", [CH], [f"{CH}#group-classes"],
      "Yes. Children from 6 years old can join a group class with a paying adult, and as she is between 6 and 11 she "
      "pays half of the adult price (50 %) and cooks at a lower bench.", note="the reader's 8 inside 6 to 11."),
    V("clean", "We cancel our group class 3 days before. Do we get a refund?", [CAN], [f"{CAN}#group-classes"],
      "Yes, in full: a group class cancelled at least 48 hours before the start is refunded completely, and 3 days is "
      "earlier than that. The money reaches your card within 10 days.",
      note="the reader's 3 days against 'at least 48 hours' (no '72 hours' written)."),
    V("clean", "How much is the market tour alone in Hanoi?", [PVN], [f"{PVN}#market-tours"],
      "In Vietnam, the Hanoi market tour without a class costs 450,000 VND per person. It takes about two hours and "
      "finishes with an egg coffee.", note="'450,000 VND' for '450.000 ₫'; 'two hours'."),
    V("clean", "What do we get on the Hoi An class?", [PVN], [f"{PVN}#classes"],
      "In Vietnam, the Hoi An class costs VND 1,100,000 per person. It opens with a basket-boat ride through the "
      "water-coconut forest, and then you cook five dishes; lunch is included.",
      note="'VND 1,100,000' for '1.100.000 ₫'; Hanoi's 850.000 ₫ left out."),
    V("clean", "Can I eat vegetarian at the class?", [DIET], [f"{DIET}#vegetarian"],
      "Yes. Every dish can be made vegetarian or vegan without any extra charge: soy sauce takes the place of fish "
      "sauce, and fermented soybean paste that of shrimp paste. Just let us know at least 24 hours before the class.",
      note="'without any extra charge' for 'at no extra cost'; reworded."),
    V("clean", "Which markets do the tours visit?", [MT], [f"{MT}#route"],
      "The market tours visit:\n1. Khlong Toei market in Bangkok\n2. Long Bien market and a tofu workshop in Hanoi\n"
      "3. the central market and the Tra Que herb village in Hoi An",
      note="a numbered list, one a line (list numbers are not figures)."),
    V("clean", "Does it cost extra to be picked up from a hotel near Silom BTS station in Bangkok?", [PICK],
      [f"{PICK}#hotel-pickup"],
      "No. In Bangkok, pick-up is free from hotels within walking distance of the Silom and Sathorn BTS stations; "
      "only elsewhere in central Bangkok does it cost 300 baht per booking.", note="'300 baht' for 'THB 300'."),
    V("clean", "What did a private class for 4 cost in Chiang Mai in 2027, and what does it cost now?",
      [f"{PTH}#private", f"{P27}#private"], [f"{PTH}#private", f"{P27}#private"],
      "In Thailand, a private class for up to 4 guests in Chiang Mai cost ฿4,700 per group in 2027; today it costs "
      "฿5,200 per group.", note="current and historical editions, both cited."),
    V("clean", "There are only 3 of us. Can we book a group class in Bangkok?", [RULES], [f"{RULES}#group-size"],
      "Yes. A group class runs with at least 2 guests, and in Bangkok it takes up to 10, so three of you fit.",
      note="the reader's 3 inside 2 to 10; 'up to' for 'at most'."),
    V("clean", "When do we pay for a private class?", [BOOK], [f"{BOOK}#payment"],
      "A private class is confirmed with a 30 % deposit, and the rest is paid on the day of the class, in cash or by "
      "card. In Thailand you can also use a PromptPay QR code; in Vietnam, a bank transfer in VND.",
      note="pretty-printed JSON; 'the rest' for 'the balance'.", pretty=True),
    V("clean", "My wife can't eat shellfish. Can you guarantee her food is free of it?", [DIET], [f"{DIET}#allergies"],
      "We can't guarantee that: peanuts, shellfish and eggs are used in our kitchens every day, so no dish can be "
      "promised free of traces.", note="```json fence; 'We can't guarantee that' opener.", fence=True),
    V("clean", "Is there a Bangkok market tour on Mondays?", [MT], [f"{MT}#closed-days"],
      "No. On Mondays Khlong Toei is cleaned, so market tours do not run in Bangkok that day.",
      note="cause and rule reordered; no figure."),
    V("clean", "What time should we be at the Hanoi school for the market tour?", [MT], [f"{MT}#meeting"],
      "In Hanoi the morning market tour starts at 8:00 at the school, and you should arrive 10 minutes before the "
      "start.", note="Hoi An's 7:30 left out; no derived '7:50'."),
    V("clean", "My daughter is 11. Can she use the wok?", [CH], [f"{CH}#safety"],
      "Yes. Only children under 10 are kept away from chef's knives and the wok burner, with our staff doing those "
      "steps for them; at 11 she is above that age.", note="the reader's 11 against 'under 10'."),
    V("clean", "How long is the farm transfer in Chiang Mai?", [PICK], [f"{PICK}#farm-transfer"],
      "The shared songthaew from the Old City to the farm takes about half an hour each way, and it is included in "
      "the Chiang Mai farm class.", note="'half an hour' for '30 minutes'."),
    V("clean", "How much is the pho masterclass, and how long does it take?", [PVN], [f"{PVN}#pho"],
      "In Vietnam, the Hanoi pho masterclass takes three hours and costs 690,000 VND per person.",
      note="'690,000 VND' for '690.000 ₫'; 'three hours'."),
    V("clean", "We arrive on a rainy day. Will the market tour be cancelled?", [CAN], [f"{CAN}#weather"],
      "No, rain on its own doesn't cancel a market tour: the tour goes ahead and we lend you umbrellas.",
      note="'on its own' for 'alone'."),
    V("clean", "What does the chef course in Chiang Mai involve?", [PTH], [f"{PTH}#course"],
      "In Thailand, the five-day chef course at the Chiang Mai school runs Monday to Friday for no more than 6 "
      "students, costs 14,500 baht per person and finishes with a certificate of completion.",
      note="'14,500 baht' for '฿14,500'; 'no more than'."),
    V("clean", "Can we bring wine?", [RULES], [f"{RULES}#drinks"],
      "Yes, you may bring beer or wine to have with the meal you have cooked. Water, tea and fresh fruit are "
      "included.", limitations=["Drinks you bring are not allowed while the burners are on."],
      note="`limitations` filled with the fragment's exception."),
    V("clean", "Do I need to book a day ahead?", [BOOK], [f"{BOOK}#confirmation"],
      "Online booking closes at 18:00 on the day before the class. If you want to book later, message us on "
      "WhatsApp and we will tell you whether a station is still free. After booking, the confirmation e-mail with "
      "the meeting point arrives within 2 hours.", note="the two sentences reordered."),
    V("clean", "We are 2 adults with a 2-year-old. Does the toddler pay on the market tour?", [CH],
      [f"{CH}#market-tours"],
      "No. Children under 4 come on a market tour free of charge, carried or in a pushchair; the full tour price "
      "applies from 4 years.", note="the reader's 2 under 4."),
    V("clean", "How much is the full-day Bangkok class and how many dishes do we cook?", [f"{PTH}#classes"],
      [f"{PTH}#classes"],
      "In Thailand the full-day class in Bangkok is 2,900 baht per person; you cook six dishes and pound a curry "
      "paste by hand.", note="'2,900 baht' for '฿2,900'; 'six'."),
    V("clean", "We cancel a private class 20 days ahead. What happens to the deposit?", [CAN], [f"{CAN}#private"],
      "You get it back: the deposit is refunded when a private class is cancelled at least 14 days before the start, "
      "and 20 days is more than that.", note="the reader's 20 against 'at least 14'."),
    V("clean", "Is there a pick-up from a hotel outside the Old Quarter in Hanoi?", [PICK], [f"{PICK}#hotel-pickup"],
      "Yes, by taxi, for 150.000 ₫ per booking; inside the Old Quarter a guide collects you on foot for free.",
      note="'150.000 ₫' for '150,000 VND' (dot thousands)."),
    V("clean", "What shoes do I need?", [RULES], [f"{RULES}#clothing"],
      "Closed shoes are a must in the kitchen. Aprons and hair nets are provided by the school.",
      limitations=["Sandals and flip-flops are not allowed at the cooking stations."],
      note="'a must' for 'must be worn'; `limitations` filled."),
    V("clean", "How big are the groups in Hoi An, and what if only one person books?", [RULES],
      [f"{RULES}#group-size"],
      "In Hoi An a group class takes up to 12 guests, each with their own cooking station. A class needs at least 2 "
      "guests; if fewer book, you are offered another date or a full refund.",
      note="one city's value from a two-value sentence; the reader's one under 2."),
    V("clean", "How much can we taste on the Bangkok market tour?", [MT], [f"{MT}#route"],
      "On the Bangkok tour, which goes to Khlong Toei market, tastings at the stalls are included up to THB 200 per "
      "guest.", note="'THB 200' for '200 baht'; Vietnam's 100,000 VND left out."),
    V("clean", "What is in the Hanoi morning class?", [PVN], [f"{PVN}#classes"],
      "In Vietnam, the morning class at the Hanoi school costs 850 000 VND per person and includes four dishes, a "
      "market tour and a recipe booklet.", note="'850 000 VND' (space thousands) for '850.000 ₫'; list reordered."),
    V("clean", "Can you cook gluten-free for me in Chiang Mai?", [DIET], [f"{DIET}#gluten-free"],
      "Yes, if you ask for it when you book: in Thailand, the Chiang Mai and Bangkok schools cook gluten-free, using "
      "tamari in place of soy sauce.", note="the condition first; schools reordered."),

    # --- wrong (20)
    V("condition", "We need to cancel our group class. Do we get our money back?", [CAN], [f"{CAN}#group-classes"],
      "Yes. A group class you cancel is refunded in full, and the refund reaches your card within 10 days.", UC,
      src="at least 48 hours before the start", note="the condition 'at least 48 hours before' dropped."),
    V("condition", "Is the vegan version of the dishes extra?", [DIET], [f"{DIET}#vegetarian"],
      "No, every dish can be cooked vegan at no extra cost, provided you book the full-day class; tell us at least "
      "24 hours before.", UC, src="Every dish on our menus can be cooked vegetarian or vegan at no extra cost",
      note="a condition added ('provided you book the full-day class')."),
    V("condition", "Is the pick-up free from my hotel in Hanoi?", [PICK], [f"{PICK}#hotel-pickup"],
      "In Hanoi, a guide meets you on foot at no cost at any hotel within walking distance of the school; further "
      "away a taxi pick-up costs 150,000 VND per booking.", UC, src="at any hotel in the Old Quarter",
      note="the condition changed: 'in the Old Quarter' → 'within walking distance of the school'."),
    V("exception", "I have a nut allergy. Can I book a class?", [DIET], [f"{DIET}#allergies"],
      "No. Guests with a severe nut allergy must not book our classes, because peanuts are used in our kitchens every "
      "day.", UC, src="must not book the Bangkok full-day class",
      note="the exception (the Bangkok full-day class) stated as the rule for every class."),
    V("wrong-case", "How much is a private class for 4 in Chiang Mai?", [PTH], [f"{PTH}#private"],
      "In Thailand, a private class for up to 4 guests in Chiang Mai costs ฿6,000 per group.", MC,
      src="฿5,200 per group in Chiang Mai", note="Bangkok's ฿6,000 given to Chiang Mai (wrong city)."),
    V("wrong-case", "How many guests at most are in a group class in Hoi An?", [RULES], [f"{RULES}#group-size"],
      "In Hoi An a group class takes at most 10 guests, each at their own cooking station.", MC,
      src="at most 12 guests in Hanoi and Hoi An", note="Bangkok and Chiang Mai's 10 given to Hoi An."),
    V("wrong-case", "When does the market tour start in Hoi An?", [MT], [f"{MT}#meeting"],
      "In Hoi An the morning market tour starts at 8:00; please arrive 10 minutes before.", MC,
      src="at 7:30 in Hoi An", note="Bangkok and Hanoi's 8:00 given to Hoi An."),
    V("wrong-case", "What does a child aged 12 pay in a group class?", [CH], [f"{CH}#group-classes"],
      "A 12-year-old pays 50 % of the adult price and cooks at a lower bench.", MC,
      src="from 12 years they pay the full price", note="the 6-to-11 band's 50 % given to a 12-year-old (wrong age)."),
    V("other-sentence", "How soon after booking do I get the confirmation?", [BOOK], [f"{BOOK}#confirmation"],
      "You receive the confirmation e-mail with the meeting point by 18:00 on the day you book.", MC,
      src="within 2 hours of booking", note="the booking deadline's 18:00 (another sentence) given to the confirmation."),
    V("uncited-fragment", "How much is the half-day morning class in Bangkok?", [f"{PTH}#classes", f"{P27}#classes"],
      [f"{PTH}#classes"],
      "In Thailand, the half-day morning class in Bangkok costs ฿1,600 per person, with a market tour, four dishes "
      "and a recipe booklet.", MC, note="the 2027 edition's ฿1,600 (uncited) given as today's, citing today's list."),
    V("bound", "How much food can we taste on the Bangkok market tour?", [MT], [f"{MT}#route"],
      "On the Bangkok tour to Khlong Toei market, you get tastings at the stalls worth at least 200 baht per guest.",
      UC, src="up to a value of 200 baht", note="the bound turned: 'up to' → 'at least'."),
    V("bound", "How many students does the chef course take?", [PTH], [f"{PTH}#course"],
      "In Thailand, the five-day chef course in Chiang Mai runs from Monday to Friday and only with at least 6 "
      "students.", UC, src="takes at most 6 students", note="the bound turned: 'at most 6' → 'at least 6'."),
    V("bound", "How much is the taxi pick-up outside the Old Quarter in Hanoi?", [PICK], [f"{PICK}#hotel-pickup"],
      "Outside the Old Quarter in Hanoi, a taxi pick-up costs 150,000 VND per person.", UC,
      src="150,000 VND per booking", note="the unit changed: 'per booking' → 'per person'."),
    V("modality", "Do I need closed shoes?", [RULES], [f"{RULES}#clothing"],
      "We recommend closed shoes in the kitchen, and aprons and hair nets are provided.", UC,
      src="Closed shoes must be worn", note="modality changed: 'must be worn' → 'we recommend'."),
    V("modality", "Do I have to tell you in advance that I'm vegetarian?", [DIET], [f"{DIET}#vegetarian"],
      "Every dish can be cooked vegetarian or vegan at no extra cost. If you like, you can let us know 24 hours "
      "before, but you can also just ask on the day.", UC, src="Tell us at least 24 hours before the class",
      note="modality changed: 'tell us at least 24 hours before' → optional."),
    V("flipped", "Does rain cancel the market tour?", [CAN], [f"{CAN}#weather"],
      "Yes. When it rains, market tours are called off, and you can choose between a full refund and another date.",
      UC, src="Rain alone does not cancel a market tour", note="negation flipped in other words ('called off')."),
    V("flipped", "Is lunch included in the Chiang Mai farm class?", [PTH], [f"{PTH}#classes"],
      "In Thailand, the Chiang Mai farm class costs ฿1,500 per person; the transfer from the Old City is included, "
      "while lunch at the farm is paid separately.", UC,
      src="including the transfer from the Old City and lunch at the farm",
      note="'including … lunch' flipped to 'paid separately'."),
    V("invented", "What's in the half-day Bangkok class?", [PTH], [f"{PTH}#classes"],
      "In Thailand, the half-day morning class in Bangkok includes a guided market tour, four dishes and a recipe "
      "booklet. Every guest also receives a Lemongrass Lane apron to take home.", UC,
      note="an invented sentence (an apron to take home), no figure."),
    V("agent", "What happens if the class is cancelled because of a flood?", [CAN], [f"{CAN}#weather"],
      "If a flood cancels the class, we decide whether to refund you in full or move you to another date.", UC,
      src="you choose between a full refund and another date", note="subjects swapped: the school decides, where "
      "the guest chooses."),
    V("jurisdiction", "How much is the pho masterclass in Hanoi?", [f"{PVN}#pho"], [f"{PVN}#pho"],
      "The pho masterclass at the Hanoi school lasts 3 hours and costs 690.000 ₫ per person.", NJ,
      src="In Vietnam, the pho masterclass", note="a Vietnam-only context, the country not named (Hanoi, ₫ only)."),
]

RF, R27, MD, SROKI, SB = "ds-prays-rf", "ds-prays-rf-2027", "ds-prays-md", "ds-sroki", "ds-sborka"
VOZ, PRI, OPL, GAR, SAMO = "ds-vozvrat", "ds-priemka", "ds-oplata", "ds-garantiya", "ds-samovyvoz"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит доставка по Москве?", [RF], [f"{RF}#dostavka"],
      "В России доставка мебели до подъезда в пределах МКАД в Москве обойдётся в 1490 рублей.",
      note="«1490 рублей» for «1 490 ₽»; «обойдётся в»."),
    V("clean", "Живём в Бельцах, сколько стоит доставка?", [MD], [f"{MD}#dostavka"],
      "В Молдове доставка до подъезда в Бельцах стоит 250 MDL; если вы живёте за пределами города, добавляется 9 "
      "леев за каждый километр.", note="«250 MDL» for «250 леев», «9 леев» for «9 MDL»."),
    V("clean", "Дом за городом, в 60 км от МКАД. Довезёте?", [RF], [f"{RF}#dostavka"],
      "Нет: в России за МКАД мы возим не дальше 50 км от кольцевой дороги, а 60 км — уже за этим пределом.",
      note="«Нет:» opener; the reader's 60 against «не более 50 км»."),
    V("clean", "Сколько стоит подъём на грузовом лифте на 12 этаж в Москве?", [RF], [f"{RF}#podem"],
      "В России при грузовом лифте подъём стоит 400 ₽ за весь заказ — этаж значения не имеет.",
      note="«этаж значения не имеет» for «на любой этаж»."),
    V("clean", "Сколько стоит сборка дивана в Кишинёве?", [MD], [f"{MD}#sborka"],
      "В Молдове сборка мягкой мебели стоит 10 % от её стоимости, но не меньше 400 леев за заказ.",
      note="«400 леев» for «400 MDL»; «не меньше»."),
    V("clean", "Когда привезут заказ в Кишинёве?", [SROKI], [f"{SROKI}#sroki"],
      "В Кишинёве мебель доставляют в течение трёх рабочих дней.", note="«трёх» for «3»."),
    V("clean", "Какой интервал доставки можно выбрать?", [SROKI], [f"{SROKI}#interval"],
      "Интервал доставки вы выбираете сами, его длина — 3 часа. Водитель позвонит вам не позднее чем за час до "
      "приезда.", note="word order; «за час» for «за 1 час»."),
    V("clean", "Водитель ждал 15 минут. Придётся доплатить?", [SROKI], [f"{SROKI}#ozhidanie"],
      "Нет, первые 20 минут ожидания бесплатны, а 15 минут укладываются в это время.",
      note="the reader's 15 under 20."),
    V("clean", "Можно ли вернуть несобранный стеллаж в коробке через 5 дней после доставки?", [VOZ],
      [f"{VOZ}#nadlezhashchego-kachestva"],
      "Да. Мебель надлежащего качества принимают обратно в течение 7 дней после доставки, если её не собирали и "
      "заводская упаковка цела; обратную доставку оплачиваете вы.",
      note="the reader's 5 inside 7; «оплачиваете вы» for «оплачивает покупатель»."),
    V("clean", "Что делать, если обнаружили брак?", [VOZ], [f"{VOZ}#brak"],
      "Мы заменим бракованную деталь или всё изделие в течение 20 дней, а обратную доставку оплатим сами. Если "
      "хотите вернуть деньги, их перечислят в течение 10 дней после получения заявления.",
      note="pretty-printed JSON; reworded.", pretty=True),
    V("clean", "Сколько времени есть, чтобы сообщить о скрытом дефекте?", [PRI], [f"{PRI}#proverka"],
      "О скрытых дефектах можно сообщить в течение 14 дней. А вот претензии к царапинам, сколам и вмятинам "
      "принимаются только до подписания акта приёмки, поэтому осмотрите мебель при водителе.",
      note="```json fence; clauses reordered.", fence=True),
    V("clean", "Как оплатить заказ в Москве?", [OPL], [f"{OPL}#sposoby"],
      "В России заказ можно оплатить:\n1. картой на сайте;\n2. по СБП;\n3. наличными водителю — не более 100 000 "
      "руб. за один заказ.", note="a numbered list; Moldova's ways left out."),
    V("clean", "Когда платить за сборку?", [OPL], [f"{OPL}#predoplata"],
      "За сборку и доставку платят после того, как работа выполнена.", note="no figure; reworded."),
    V("clean", "Сколько действует гарантия на сборку?", [GAR], [f"{GAR}#garantiya"],
      "Гарантия на сборку — двенадцать месяцев: если по вине сборщика шкаф перекосился или дверь не закрывается, "
      "мастер бесплатно приедет в течение 3 рабочих дней.", note="«двенадцать месяцев» for «12 месяцев»."),
    V("clean", "Второй раз регулировать дверцы шкафа в Кишинёве — платно?", [GAR], [f"{GAR}#regulirovka"],
      "Да. Бесплатная регулировка фасадов — один раз, через месяц после сборки; каждый следующий выезд в Молдове "
      "стоит 150 леев.", note="«дверцы» for «фасады»; Moldova's value from a two-country sentence."),
    V("clean", "Можно забрать заказ со склада в воскресенье вечером?", [SAMO], [f"{SAMO}#samovyvoz"],
      "Да, склад в Москве (Люберцы) работает ежедневно с 9:00 до 21:00, а погрузку в вашу машину наши грузчики "
      "сделают бесплатно.", note="«ежедневно» answers «в воскресенье»."),
    V("clean", "Заказ лежит на складе уже 8 дней. Сколько платить?", [SAMO], [f"{SAMO}#hranenie"],
      "Первые 5 дней хранение бесплатное, дальше — 150 руб. в сутки за каждое место. Хранить заказ можно не дольше "
      "30 дней, потом его аннулируют.", note="the reader's 8 after 5; no derived sum."),
    V("clean", "Сколько стоит врезка мойки и варочной панели?", [SB], [f"{SB}#kuhni"],
      "Каждый вырез в столешнице — под мойку или под варочную панель — стоит 1 800 руб., то есть каждый вырез "
      "оплачивается отдельно.", limitations=["Подключение воды, газа и электричества мы не выполняем."],
      note="`limitations` filled with the fragment's statement."),
    V("clean", "Что входит в сборку?", [SB], [f"{SB}#chto-vhodit"],
      "В сборку входят распаковка, сама сборка по инструкции производителя, установка мебели на место и вывоз "
      "упаковки. Навеска шкафов и полок на стену оплачивается отдельно: 600 руб. или 100 леев за каждую точку "
      "крепления, и выполняется только на капитальные стены.", note="inflection; clauses reordered."),
    V("clean", "Сколько стоила доставка по Петербургу в 2027 году и сколько сейчас?",
      [f"{RF}#dostavka", f"{R27}#dostavka"], [f"{RF}#dostavka", f"{R27}#dostavka"],
      "В России доставка в пределах КАД в Санкт-Петербурге в 2027 году стоила 1 150 ₽, а сейчас — 1 290 ₽.",
      note="two editions, both cited; «1 150 ₽» for «1 150 руб.»."),
    V("clean", "Сколько стоит сборка шкафа в Москве?", [RF], [f"{RF}#sborka"],
      "В России сборка корпусной мебели стоит 8 % от её стоимости, минимум 1 500 рублей за заказ.",
      note="«минимум» for «не менее»; «рублей» for «₽»."),
    V("clean", "Подъём по лестнице в Кишинёве на 3 этаж, 2 коробки. Сколько?", [MD], [f"{MD}#podem"],
      "В Молдове подъём по лестнице стоит 25 леев за каждый этаж за каждое место груза — в вашем случае считаются 3 "
      "этажа и 2 места.", note="the reader's figures repeated, no derived sum."),
    V("clean", "Шкаф-купе 2,2 м: приедет один сборщик или два?", [SB], [f"{SB}#sroki-sborki"],
      "Одного: двух сборщиков присылают только для шкафа-купе выше 2,4 м, а ваш ниже.",
      note="«Одного:» opener; the reader's 2,2 under «более 2,4 м»."),
    V("clean", "Привезли не всю фурнитуру. Что делать?", [PRI], [f"{PRI}#nedokomplekt"],
      "Сообщите нам в течение семи дней после доставки — недостающие детали или фурнитуру привезут бесплатно в "
      "течение пяти рабочих дней.", note="«семи», «пяти» for «7», «5»."),
    V("clean", "Можно платить наличными в Молдове?", [OPL], [f"{OPL}#sposoby"],
      "Да, в Молдове можно заплатить водителю наличными в леях или картой на сайте.", note="no figure; reordered."),
    V("clean", "Если нас не было дома, привезут ещё раз бесплатно?", [SROKI], [f"{SROKI}#ozhidanie"],
      "Нет: если дома никого нет, повторную доставку придётся оплатить полностью.",
      limitations=["Бесплатно водитель ждёт 20 минут."], note="`limitations` filled."),
    V("clean", "Сколько стоит сборка кухни в Петербурге?", [RF], [f"{RF}#sborka"],
      "В России сборка кухонного гарнитура считается отдельно: 12 % от стоимости кухни, но не меньше 6000 ₽.",
      note="«6000 ₽» for «6 000 ₽»; Petersburg read as Russia."),
    V("clean", "Можно ли вешать полки на гипсокартон?", [SB], [f"{SB}#chto-vhodit"],
      "Нет, навеску шкафов и полок на стену мы выполняем только на капитальные стены.",
      note="the reader's «гипсокартон» against «только на капитальные»."),
    V("clean", "Сколько доплачивать за каждый километр за Кишинёвом?", [MD], [f"{MD}#dostavka"],
      "В Молдове за пределами города доплата составляет девять леев за каждый километр.",
      note="«девять леев» for «9 MDL»."),
    V("clean", "Через сколько после сборки можно бесплатно отрегулировать фасады кухни в Москве?", [GAR],
      [f"{GAR}#regulirovka"],
      "Через месяц после сборки фасады кухни один раз отрегулируют бесплатно; повторный выезд в России стоит 900 "
      "руб.", note="Russia's value from a two-country sentence."),

    # --- wrong (20)
    V("condition", "Можно вернуть диван, если он не подошёл по цвету?", [VOZ], [f"{VOZ}#nadlezhashchego-kachestva"],
      "Да, мебель надлежащего качества можно вернуть в течение 7 дней после доставки; обратную доставку оплачивает "
      "покупатель.", UC, src="если её не собирали и сохранена заводская упаковка",
      note="the condition (не собирали, упаковка) dropped."),
    V("condition", "Доставите завтра, если закажу сегодня в Петербурге?", [SROKI], [f"{SROKI}#sroki"],
      "Да, в Москве и Санкт-Петербурге мебель доставляют на следующий день после заказа, если он оформлен до 14:00 и "
      "оплачен онлайн.", UC, src="если заказ оформлен до 14:00",
      note="a condition added («и оплачен онлайн»)."),
    V("condition", "Когда приедет гарантийный мастер?", [GAR], [f"{GAR}#garantiya"],
      "Если шкаф перекосился или дверь не закрывается, мастер приедет бесплатно в течение 3 рабочих дней, кто бы ни "
      "был виноват.", UC, src="по вине сборщика", note="the condition changed: «по вине сборщика» → «кто бы ни был "
      "виноват»."),
    V("exception", "Можно ли вернуть купленный шкаф?", [VOZ], [f"{VOZ}#nadlezhashchego-kachestva"],
      "Нет, шкафы и другая мебель возврату не подлежат; обратную доставку оплачивает покупатель.", UC,
      src="Мебель, изготовленная по индивидуальным размерам",
      note="the exception (мебель по индивидуальным размерам) stated as the rule."),
    V("wrong-case", "Сколько стоит доставка в Кишинёве?", [MD], [f"{MD}#dostavka"],
      "В Молдове доставка мебели до подъезда в Кишинёве стоит 250 леев.", MC, src="350 леев в Кишинёве",
      note="Бельцы's 250 given to Кишинёв."),
    V("wrong-case", "Сколько стоит ожидание водителя в России после бесплатных минут?", [SROKI],
      [f"{SROKI}#ozhidanie"],
      "Каждые следующие 30 минут ожидания в России стоят 50 руб.", MC, src="300 руб. в России",
      note="Moldova's 50 given to Russia."),
    V("wrong-case", "Сколько стоит сборка корпусной мебели в России?", [RF], [f"{RF}#sborka"],
      "В России сборка корпусной мебели стоит 12 % от стоимости, но не менее 6 000 ₽.", MC,
      src="8 % от стоимости мебели", note="the kitchen's 12 % and 6 000 ₽ given to cabinet furniture."),
    V("wrong-case", "Сколько стоит повторная регулировка фасадов в Молдове?", [GAR], [f"{GAR}#regulirovka"],
      "Каждый следующий выезд на регулировку в Молдове стоит 900 леев.", MC, src="150 леев в Молдове",
      note="Russia's 900 given to Moldova."),
    V("other-sentence", "За сколько дней заменят бракованную деталь?", [VOZ], [f"{VOZ}#brak"],
      "Бракованную деталь или изделие заменят в течение 10 дней, а обратную доставку мы оплатим сами.", MC,
      src="в течение 20 дней", note="the refund's 10 days (another sentence) given to the replacement."),
    V("uncited-fragment", "Сколько стоит сборка мебели в России?", [f"{RF}#sborka", f"{R27}#sborka"],
      [f"{RF}#sborka"],
      "В России сборка корпусной и мягкой мебели стоит 7 % от стоимости мебели, но не менее 1 500 ₽ за заказ.", MC,
      note="the 2027 edition's 7 % (uncited) given as today's, citing today's list."),
    V("bound", "Сколько наличных можно отдать водителю?", [OPL], [f"{OPL}#sposoby"],
      "В России наличными водителю можно заплатить не менее 100 000 руб. за один заказ; принимаются также карта и "
      "СБП.", UC, src="не более 100 000 руб.", note="the bound turned: «не более» → «не менее»."),
    V("bound", "Сколько стоит хранение на складе после бесплатных дней?", [SAMO], [f"{SAMO}#hranenie"],
      "После 5 бесплатных дней хранение на складе в Москве стоит 150 руб. в неделю за каждое место, но не дольше 30 "
      "дней.", UC, src="150 руб. в сутки", note="the period changed: «в сутки» → «в неделю»."),
    V("bound", "Когда позвонит водитель?", [SROKI], [f"{SROKI}#interval"],
      "Водитель звонит не ранее чем за 1 час до приезда, а интервал доставки — 3 часа.", UC,
      src="не позднее чем за 1 час", note="the bound turned: «не позднее» → «не ранее»."),
    V("modality", "Нужно ли осматривать мебель при водителе?", [PRI], [f"{PRI}#proverka"],
      "Осматривать мебель при водителе не обязательно: акт приёмки можно подписать сразу, а о скрытых дефектах "
      "сообщить в течение 14 дней.", UC,
      src="Осмотрите упаковку и мебель при водителе и только после этого подпишите акт приёмки",
      note="modality changed: «осмотрите … только после этого подпишите» → «не обязательно»."),
    V("modality", "Надо ли платить предоплату за кухню на заказ?", [OPL], [f"{OPL}#predoplata"],
      "Предоплату 50 % за мебель на заказ можно внести по желанию; остаток оплачивается при доставке.", UC,
      src="изготавливается после предоплаты 50 %", note="modality changed: required → «по желанию»."),
    V("flipped", "Платно ли собирают высокий шкаф-купе двое сборщиков?", [SB], [f"{SB}#sroki-sborki"],
      "Шкаф-купе выше 2,4 м собирают два сборщика, и за второго сборщика берётся доплата.", UC, src="без доплаты",
      note="«без доплаты» flipped to «берётся доплата»."),
    V("flipped", "Подключите воду к посудомойке при сборке кухни?", [SB], [f"{SB}#kuhni"],
      "Да, подключение воды, газа и электричества входит в нашу работу; врезка мойки стоит 1 800 руб. за вырез.", UC,
      src="мы не выполняем", note="«не выполняем» flipped to «входит в нашу работу»."),
    V("invented", "Что входит в сборку мебели?", [SB], [f"{SB}#chto-vhodit"],
      "Сборка включает распаковку, сборку по инструкции производителя, установку на место и вывоз упаковки. После "
      "сборки сборщик бесплатно протирает мебель от пыли.", UC,
      note="an invented sentence (протирает мебель), no figure."),
    V("agent", "Кто оплачивает обратную доставку, если я возвращаю мебель надлежащего качества?", [VOZ],
      [f"{VOZ}#nadlezhashchego-kachestva"],
      "Обратную доставку оплачивает магазин; вернуть мебель можно в течение 7 дней, если её не собирали и сохранена "
      "заводская упаковка.", UC, src="Обратную доставку оплачивает покупатель",
      note="subjects swapped: the shop pays, where the buyer does (the shop pays only for a defect, #brak)."),
    V("jurisdiction", "Сколько стоит подъём на этаж в Бельцах?", [f"{MD}#podem"], [f"{MD}#podem"],
      "Подъём по лестнице стоит 25 леев за этаж за каждое место груза; если есть лифт, подъём бесплатный.", NJ,
      src="В Молдове подъём", note="a Moldova-only context, the country not named (Бельцы, леи only)."),
]
