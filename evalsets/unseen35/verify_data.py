"""Labelled verify cases of unseen35 (the source of verify_cases.jsonl; build_unseen35.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed in
README.md before the first corpus record was written.
Three fifths of the cases are correct answers written the way a strong model writes them (several
sentences, reworded, reordered conditions, "Yes." / "No." / "Not yet:" / "More than one" / «Да,» /
«Нет.» openers; the customer's own words — "dived twice today", "too rough", "kids", «кусачих»,
«помыть», «нервничает»; words for figures and units — "three days", "four dives", "a quarter of the
price", "no more than", «примерно час», «половина суток», «не раньше» for «не ранее»; "MXN 1400" for
"MXN 1,400", «2500 ₽» for «2 500 ₽»; the reader's own figure placed against a bound or a band; two
editions compared; two prices of one country compared; some fill `limitations`); the wrong ones carry
one fault each: a condition dropped, added or changed; an exception stated as the rule; a figure
given to the wrong case (site, city, weight class, course, kind of dive, item); a figure of another
sentence of the cited fragment; a figure of an uncited fragment (the 2027 edition); a bound turned
(at most / at least, от / до, и больше / до); a period changed (per day / per dive, в сутки / за
весь срок); modality changed (must / recommended, checks / may check if asked, обязан /
рекомендуется, вправе / делает); negation flipped in other words; an invented sentence; subjects
swapped (who decides); a country left unnamed. Every figure of a wrong answer occurs somewhere in
its context.
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


PMX, P27, PCL, CRS, RUL = "ma-prices-mx", "ma-prices-mx-2027", "ma-prices-cl", "ma-courses", "ma-dive-rules"
MED, SAF, BOOK, CAN, EQ, BOAT = "ma-medical", "ma-safety", "ma-booking", "ma-cancellation", "ma-equipment", "ma-boat"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a try dive in Playa del Carmen for me and my 10-year-old son?", [PMX],
      [f"{PMX}#try-dives"],
      "In Mexico, a try dive at Playa del Carmen costs MXN 1,850 per person, and children can take one from 10 years "
      "old, so your son can join you. The price includes all equipment, a pool session and one shallow sea dive.",
      note="the reader's 10 against 'from 10 years old'; reordered."),
    V("clean", "Can my 11-year-old do a try dive on Rapa Nui?", [PCL], [f"{PCL}#try-dives"],
      "No. In Chile, children can take a try dive from 12 years old, so an 11-year-old is too young for a try dive "
      "at Hanga Roa.", note="'No.' opener; the reader's 11 under Chile's 12."),
    V("clean", "We are 5 divers for a night dive. How many guides do we need?", [SAF], [f"{SAF}#group-size"],
      "One guide is not enough for you: on night dives a guide leads no more than 4 divers, and you are 5.",
      note="the reader's 5 against 'at most 4'; 'no more than'. The conclusion is the rule applied."),
    V("clean", "I dived twice today. When can I fly?", [SAF], [f"{SAF}#no-fly"],
      "After several dives in one day you should wait at least 18 hours before flying. Marea Azul also does not "
      "book dives on the day of a flight.", note="the customer's 'dived twice today' read as several dives in one day."),
    V("clean", "I want to cancel my course 10 days before it starts. Do I get everything back?", [CAN],
      [f"{CAN}#by-guest"],
      "Yes. Cancelling 7 days or more before the start of the course gives you a full refund, and 10 days is more "
      "than that.", note="the reader's 10 against '7 days or more'."),
    V("clean", "How much is one tank on a boat dive from Cozumel, and is gear included?", [PMX], [f"{PMX}#boat-dives"],
      "In Mexico, a boat dive from Cozumel costs MXN 1400 per tank for certified divers. Gear is extra: equipment "
      "hire is not included in boat dive prices.", note="'MXN 1400' for 'MXN 1,400'; 'extra'."),
    V("clean", "How deep may I dive with an Advanced certificate?", [RUL], [f"{RUL}#depth-limits"],
      "With Advanced Open Water you can dive down to 30 metres at most; Marea Azul offers no dives deeper than that.",
      note="reordered; 'offers no dives deeper' for 'does not offer dives deeper'."),
    V("clean", "I have Open Water and 25 logged dives. Can I do a night dive?", [RUL], [f"{RUL}#night-dives"],
      "Yes. Night dives need either an Advanced Open Water certificate or an Open Water certificate with at least "
      "20 logged dives, and with 25 dives you meet the second condition. They run from Playa del Carmen on Tuesdays "
      "and Fridays.", note="the reader's 25 against 'at least 20'."),
    V("clean", "What does a boat dive cost at Rapa Nui compared with Quintay?", [PCL], [f"{PCL}#boat-dives"],
      "In Chile, one tank costs CLP 45.000 at Rapa Nui and CLP 38.000 at Quintay. At Quintay the price also covers "
      "a 7 mm wetsuit, a hood and gloves, as the water there is cold.", note="two sites of one country; reordered."),
    V("clean", "When do I pay the rest for my Open Water course?", [BOOK], [f"{BOOK}#deposits"],
      "You pay the balance on the first day of the course. To confirm the booking you first pay a deposit of a "
      "quarter of the price (25 %).", note="pretty-printed JSON; 'the rest' for 'the balance'; 'a quarter'.",
      pretty=True),
    V("clean", "Can I pay cash in dollars in Playa del Carmen?", [BOOK], [f"{BOOK}#payment"],
      "Yes. In Mexico, US dollars are accepted, but only in cash; cards and cash in MXN are accepted as well.",
      note="'Yes.' opener; the condition (cash only) kept."),
    V("clean", "How much is a dive computer per day in Mexico?", [EQ], [f"{EQ}#hire"],
      "A dive computer costs MXN 200 per day in Mexico, on top of the equipment set. Tanks and weights are always "
      "included.", note="'on top of' for 'extra'; one country's value from a two-country sentence."),
    V("clean", "My son is 15 and has his Advanced certificate. Can he take the Rescue Diver course?", [CRS],
      [f"{CRS}#rescue"],
      "Yes, the minimum age for Rescue Diver is 15 and he has the Advanced Open Water certificate it requires. He "
      "also needs a first aid and CPR course completed within the last 24 months.",
      note="the reader's 15 at the minimum age; the third condition kept."),
    V("clean", "I'm 70. Is that too old to dive with you?", [MED], [f"{MED}#age-limits"],
      "No, there is no upper age limit. Because you are over 65, you must bring a physician's approval, whatever "
      "your answers to the questionnaire.", note="the reader's 70 against '65 and over'."),
    V("clean", "I answered yes to one of the medical questions. What now?", [MED], [f"{MED}#questionnaire"],
      "You need to bring a physician's signed approval, dated within the last 12 months. Without it, Marea Azul "
      "cannot take you diving.", note="```json fence.", fence=True),
    V("clean", "What time should I be at the shop for the morning boat?", [BOAT], [f"{BOAT}#departures"],
      "The morning boat leaves the Playa del Carmen pier at 8:00, and divers check in at the shop half an hour "
      "before departure. If you miss the boat, you are treated as a no-show.",
      note="'half an hour' for '30 minutes' (no figure derived)."),
    V("clean", "How much was a try dive in Mexico in 2027, and how much is it now?",
      [f"{PMX}#try-dives", f"{P27}#try-dives"], [f"{PMX}#try-dives", f"{P27}#try-dives"],
      "In Mexico a try dive at Playa del Carmen cost MXN 1,650 per person in 2027; today it costs MXN 1,850 per "
      "person. Both prices include all equipment.", note="two editions compared, both cited."),
    V("clean", "If the captain says the sea is too rough, what happens to my dive?", [CAN], [f"{CAN}#weather"],
      "Marea Azul cancels the dive, and you decide whether you want a full refund or another date. If a two-tank "
      "trip turns back after the first tank because of the weather, the second tank is refunded.",
      note="'too rough' for 'unsafe'; 'you decide' for 'the guest chooses'."),
    V("clean", "My regulator was last serviced 3 years ago. Can I use it?", [EQ], [f"{EQ}#own-gear"],
      "No. Guests may use their own regulator only if it was serviced within the last 2 years; yours was serviced "
      "3 years ago.", note="the reader's 3 years against 'within the last 2 years'."),
    V("clean", "Is Nitrox available on Rapa Nui?", [EQ], [f"{EQ}#nitrox"],
      "No, Nitrox is only offered in Mexico, to divers holding a Nitrox certificate.",
      note="'only offered in Mexico' for 'available in Mexico only'; Rapa Nui is the reader's word."),
    V("clean", "How long does the Open Water course take, and how many dives are in it?", [CRS], [f"{CRS}#open-water"],
      "The Open Water Diver course lasts three days and includes four open water dives.",
      limitations=["Students aged 10 to 14 receive a Junior Open Water certificate."],
      note="numbers as words; `limitations` filled."),
    V("clean", "Can my wife snorkel from the boat while I dive in Chile?", [BOAT], [f"{BOAT}#snorkellers"],
      "Yes. Non-diving companions can come on a boat trip as snorkellers; in Chile this costs CLP 20.000, with mask "
      "and fins included.", note="one country's value from a two-country sentence."),
    V("clean", "Is a cenote dive more expensive than a two-tank boat trip in Mexico?", [PMX],
      [f"{PMX}#cenote-dives", f"{PMX}#boat-dives"],
      "Yes. In Mexico, a two-tank cenote dive near Tulum costs MXN 2,900, including the entrance fees and transport "
      "from Tulum, while a two-tank morning boat trip costs MXN 2,500.",
      note="two fragments of one record compared; the opener is the comparison."),
    V("clean", "I'm Open Water with 15 logged dives, the last one 2 years ago. Can I do a cenote dive?", [RUL],
      [f"{RUL}#cenotes"],
      "Not yet: cenote dives require an Open Water certificate and at least 10 logged dives, and the last of them "
      "must be within the previous 12 months. Your last dive was 2 years ago.",
      note="two of the reader's figures against two bounds; one fails."),
    V("clean", "My son is 11 and has a Junior Open Water certificate. How deep can he dive?", [RUL],
      [f"{RUL}#depth-limits"],
      "Junior divers aged 10 and 11 can dive to 12 metres at most, so your son's limit is 12 metres.",
      note="the reader's 11 in '10 and 11'."),
    V("clean", "Do I have to pay a deposit for a single boat dive?", [BOOK], [f"{BOOK}#deposits"],
      "No deposit: single boat dives, like try dives, are paid in full when you book. Deposits of 25 % apply to "
      "courses and dive packages of 3 days or more.", note="reordered; the other case kept apart."),
    V("clean", "How long until I get my refund?", [CAN], [f"{CAN}#refunds"],
      "Your refund is paid back to the card you used for payment, within 14 days.", note="reordered clauses."),
    V("clean", "What is included in the Open Water course price in Chile?", [CRS], [f"{CRS}#open-water"],
      "In Chile the Open Water Diver course costs CLP 420.000, and that price includes the manual and the "
      "certification fee.", note="one country's value from a two-country sentence."),
    V("clean", "I'm flying out 10 hours after one dive. Is that OK?", [SAF], [f"{SAF}#no-fly"],
      "No. After a single dive you should wait at least 12 hours before flying, and 10 hours is less than that.",
      note="the reader's 10 against 'at least 12'."),
    V("clean", "Can a 16-year-old dive without a parent?", [MED], [f"{MED}#age-limits"],
      "Yes. Only divers aged 10 to 14 must dive with a certified parent or guardian in the same group or with a "
      "private guide.",
      limitations=["Divers under 18, including a 16-year-old, still need the signed consent of a parent or guardian."],
      note="'Only' restates the band; the under-18 consent in `limitations`."),

    # --- condition (3; holdout: 2nd)
    V("condition", "Can I cancel my boat dive and get a full refund?", [CAN], [f"{CAN}#by-guest"],
      "Yes, you can cancel your boat dive and you will get a full refund.", UC, src="7 days or more before",
      note="dropped: the full refund only for cancelling 7 days or more before."),
    V("condition", "Who can do a night dive?", [RUL], [f"{RUL}#night-dives"],
      "Night dives are open to divers with an Advanced Open Water certificate, or with an Open Water certificate and "
      "at least 20 logged dives, at least one of them a night dive.", UC, src="at least 20 logged dives.",
      note="added: 'at least one of them a night dive'."),
    V("condition", "Can I bring my own BCD?", [EQ], [f"{EQ}#own-gear"],
      "Yes, as long as it was bought within the last 2 years; the guide checks it before the first dive.", UC,
      src="serviced within the last 2 years", note="changed: 'bought' for 'serviced' within the last 2 years."),
    # --- exception (1)
    V("exception", "Is a wetsuit included in the boat dive price in Chile?", [PCL], [f"{PCL}#boat-dives"],
      "Yes. In Chile, a 7 mm wetsuit, hood and gloves are included in the boat dive price, which is CLP 45.000 per "
      "tank at Rapa Nui and CLP 38.000 per tank at Quintay.", UC, src="At Quintay, a 7 mm wetsuit",
      note="Quintay's inclusion stated for every Chilean boat dive."),
    # --- wrong-case (4; holdout: 2nd)
    V("wrong-case", "How much is a boat dive per tank at Rapa Nui?", [PCL], [f"{PCL}#boat-dives"],
      "In Chile, a boat dive at Rapa Nui costs CLP 38.000 per tank.", MC, src="CLP 45.000 per tank at Rapa Nui",
      note="Quintay's CLP 38.000 given to Rapa Nui."),
    V("wrong-case", "How much does it cost to hire a full equipment set in Mexico?", [EQ], [f"{EQ}#hire"],
      "In Mexico, a full equipment set costs MXN 200 per day.", MC, src="MXN 450 per day in Mexico",
      note="the dive computer's MXN 200 given to the full set."),
    V("wrong-case", "How many divers can one guide take on a cenote dive?", [SAF], [f"{SAF}#group-size"],
      "On a cenote dive, one guide leads at most 6 certified divers.", MC,
      src="On night dives and cenote dives, one guide leads at most 4 divers",
      note="the group boat dive's 6 given to cenote dives."),
    V("wrong-case", "What is the minimum age for the Advanced Open Water course?", [CRS],
      [f"{CRS}#advanced", f"{CRS}#rescue"],
      "Students must be at least 15 years old and hold an Open Water certificate.", MC,
      src="must be at least 12 years old", note="the Rescue course's 15 given to Advanced, both cited."),
    # --- other-sentence (1)
    V("other-sentence", "How long must I wait to fly after a single dive?", [SAF], [f"{SAF}#no-fly"],
      "After a single dive, wait at least 18 hours before flying.", MC, src="wait at least 12 hours",
      note="the next sentence's 18 hours (several dives) given to a single dive."),
    # --- uncited-fragment (1)
    V("uncited-fragment", "How much is a two-tank cenote dive near Tulum?",
      [f"{PMX}#cenote-dives", f"{P27}#cenote-dives"], [f"{PMX}#cenote-dives"],
      "In Mexico, a guided two-tank cenote dive near Tulum costs MXN 2,600, including the cenote entrance fees.", MC,
      note="the 2027 edition's MXN 2,600 given as today's, citing today's list."),
    # --- bound (3; holdout: 2nd)
    V("bound", "How deep can Open Water divers go?", [RUL], [f"{RUL}#depth-limits"],
      "Open Water divers dive to at least 18 metres, and Advanced Open Water divers to 30 metres at most.", UC,
      src="dive to at most 18 metres", note="'at most 18 metres' turned 'at least'."),
    V("bound", "How much is full equipment hire in Chile?", [EQ], [f"{EQ}#hire"],
      "In Chile, a full equipment set costs CLP 15.000 per dive.", UC, src="CLP 15.000 per day in Chile",
      note="period: 'per day' changed to 'per dive'."),
    V("bound", "When do I have to cancel to get all my money back?", [CAN], [f"{CAN}#by-guest"],
      "You get a full refund if you cancel at most 7 days before the dive or the start of the course.", UC,
      src="7 days or more before", note="'7 days or more' turned 'at most 7 days'."),
    # --- modality (2; holdout: 2nd)
    V("modality", "Do divers aged 65 and over need a doctor's approval?", [MED], [f"{MED}#age-limits"],
      "There is no upper age limit, but divers aged 65 and over are recommended to bring a physician's approval, "
      "whatever their answers to the questionnaire.", UC, src="must bring a physician's approval",
      note="'must bring' softened to 'are recommended to bring'."),
    V("modality", "Who checks my own gear?", [EQ], [f"{EQ}#own-gear"],
      "Guests may use their own regulator and BCD only if they were serviced within the last 2 years; the guide may "
      "check them before the first dive if asked.", UC, src="the guide checks them before the first dive",
      note="'the guide checks them' turned 'may check them if asked'."),
    # --- flipped (2; holdout: 2nd)
    V("flipped", "Is equipment included in the price of a boat dive in Mexico?", [PMX], [f"{PMX}#boat-dives"],
      "Yes. In Mexico, a boat dive from Playa del Carmen or Cozumel costs MXN 1,400 per tank, with equipment hire "
      "covered by the price.", UC, src="Equipment hire is not included in boat dive prices",
      note="'not included' said as 'covered by the price'."),
    V("flipped", "If the weather ends a two-tank trip after the first tank, do I get money back?", [CAN],
      [f"{CAN}#weather"],
      "If a two-tank trip comes back after the first tank because of the weather, you still pay for the second "
      "tank.", UC, src="the second tank is refunded", note="'is refunded' said as 'you still pay for'."),
    # --- invented (1)
    V("invented", "What is included in a try dive in Playa del Carmen?", [PMX], [f"{PMX}#try-dives"],
      "A try dive includes all equipment, a pool session and one shallow sea dive. A certificate of participation "
      "is handed out after the dive.", UC, note="the certificate of participation is invented; no figure."),
    # --- agent (1)
    V("agent", "If the port is closed, who decides between a refund and a new date?", [CAN], [f"{CAN}#weather"],
      "Marea Azul cancels the dive and then decides whether to give you a full refund or move you to another date.",
      UC, src="the guest chooses", note="Marea Azul decides where the guest chooses."),
    # --- jurisdiction (1)
    V("jurisdiction", "How much is a boat dive from Cozumel?", [f"{PMX}#boat-dives"], [f"{PMX}#boat-dives"],
      "A boat dive from Cozumel costs MXN 1,400 per tank for certified divers.", NJ, src="In Mexico",
      note="a Mexico-only figure with no country named (MXN and Cozumel only)."),
]

RF, R27, AZ, PRV, POV = "lp-prays-rf", "lp-prays-rf-2027", "lp-prays-az", "lp-privivki", "lp-povedenie"
ZAP, GOS, SK, ZT, DOP, KOT = "lp-zapis", "lp-gostinica-pravila", "lp-skidki", "lp-zootaksi", "lp-dop-uslugi", "lp-koshki"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит стрижка шпица весом 4 кг в Москве?", [RF], [f"{RF}#strizhka-sobak"],
      "В России комплексная стрижка собаки до 10 кг стоит 2 400 ₽, так что за шпица весом 4 кг вы заплатите 2 400 ₽. "
      "В цену входят мытьё, сушка, стрижка и подстригание когтей.", note="вес читателя (4 кг) в классе «до 10 кг»."),
    V("clean", "Сколько стоит стрижка овчарки 32 кг в Баку?", [AZ], [f"{AZ}#strizhka-sobak"],
      "В Азербайджане стрижка собаки свыше 25 кг стоит 90 манат — это ваш случай, ведь овчарка весит 32 кг.",
      note="32 кг читателя против «свыше 25 кг»."),
    V("clean", "Можно ли постричь собаку 28 кг в Гяндже?", [AZ], [f"{AZ}#strizhka-sobak"],
      "Нет. В Азербайджане, в Гяндже, собак тяжелее 25 кг не принимают, а ваша весит 28 кг. Цены там те же, что в "
      "Баку.", note="«тяжелее» вместо «свыше»; 28 кг читателя против 25."),
    V("clean", "Сколько стоит гостиница для кошки в Москве на сутки?", [RF], [f"{RF}#gostinica"],
      "В России проживание кошки в гостинице стоит 900 ₽ в сутки — в Москве так же, как в Екатеринбурге. Корм "
      "включён в цену.", note="«так же, как в Екатеринбурге» вместо «в обоих городах»."),
    V("clean", "Какие прививки нужны для стрижки?", [PRV], [f"{PRV}#gruming"],
      "Справка для груминга не нужна: достаточно отметки о прививке от бешенства.",
      note="«достаточно» вместо «но нужна»; переставлено."),
    V("clean", "Прививку от бешенства сделали 11 месяцев назад. Кота примут в гостиницу?", [PRV], [f"{PRV}#gostinica"],
      "Да. Прививки должны быть сделаны не ранее чем за 12 месяцев и не позднее чем за 14 дней до заезда, а 11 "
      "месяцев укладываются в этот срок. Нужна также комплексная прививка, и обе должны быть отмечены в "
      "ветеринарном паспорте.", note="11 месяцев читателя внутри срока; второе условие сохранено."),
    V("clean", "Щенку 3 месяца, прививок ещё нет. Можно его подстричь?", [PRV], [f"{PRV}#gruming"],
      "Да. Щенков младше 4 месяцев без прививок стрижём в отдельном зале, первым приёмом дня.",
      note="3 месяца читателя против «младше 4 месяцев»."),
    V("clean", "Мы придём на 40 минут позже. Нас примут?", [ZAP], [f"{ZAP}#opozdanie"],
      "Нет: при опоздании больше чем на 30 минут запись отменяется, а вы опоздаете на 40 минут.",
      note="40 минут читателя против «больше чем на 30 минут»."),
    V("clean", "Можно перенести стрижку, если предупрежу за 6 часов?", [ZAP], [f"{ZAP}#otmena"],
      "Да, бесплатно: перенести запись можно не позднее чем за 4 часа до визита, а у вас в запасе 6 часов.",
      note="6 часов читателя против «не позднее чем за 4 часа»."),
    V("clean", "Нужна ли предоплата, если бронирую гостиницу на 3 суток?", [GOS], [f"{GOS}#bronirovanie"],
      "Нет. Предоплатой 50 % подтверждается бронь на 5 суток и больше, а у вас 3 суток.",
      note="3 суток читателя против «5 суток и больше»; «Нет» — вывод из правила."),
    V("clean", "Заберу собаку из гостиницы в 15:00. Это доплата?", [GOS], [f"{GOS}#zaezd"],
      "Да: выезд — до 12:00, а если питомца забирают позже, оплачивается ещё половина суток.",
      note="«половина суток» вместо «полсуток»."),
    V("clean", "Кошка будет жить рядом с собаками?", [GOS], [f"{GOS}#soderzhanie"],
      "Нет. Кошки живут в отдельной комнате и с собаками не встречаются.", note="```json-обёртка.", fence=True),
    V("clean", "У меня карта постоянного клиента. Будет скидка на гостиницу?", [SK], [f"{SK}#karta"],
      "Нет, скидка по карте постоянного клиента — 10 % — действует на груминг, начиная с шестого визита; на "
      "гостиницу и зоотакси она не распространяется.", note="«Нет» и исключение из скидки."),
    V("clean", "Стрижём кошку за 3 000 ₽ и собаку за 3 600 ₽ в один день. На что будет скидка?", [SK],
      [f"{SK}#dva-pitomca"],
      "Скидка 15 % будет на более дешёвую стрижку — в вашем случае на стрижку кошки за 3 000 ₽.",
      note="цены читателя; правило применено к ним."),
    V("clean", "Сколько стоит зоотакси по Екатеринбургу?", [ZT], [f"{ZT}#stoimost"],
      "Поездка на зоотакси по Екатеринбургу стоит 800 ₽ в одну сторону.", note="одна цена из фразы о трёх городах."),
    V("clean", "Можно ли отправить кота на зоотакси одного, без переноски?", [ZT], [f"{ZT}#usloviya"],
      "Нет, кошек зоотакси перевозит только в переноске.", note="«Нет» и правило другими словами."),
    V("clean", "У пуделя много колтунов. Его побреют?", [DOP], [f"{DOP}#koltuny"],
      "Если колтунов много, шерсть могут сбрить, но только с вашего согласия. Вычёсывание колтунов стоит 500 ₽ или "
      "10 манат за каждые 15 минут работы.", note="переставлено; «с вашего согласия»."),
    V("clean", "Сколько стоит стрижка мейн-куна в России?", [RF], [f"{RF}#koshki"],
      "Мейн-кун — длинношёрстная порода, поэтому его стрижка в России стоит 3 800 ₽, а не 3 000 ₽, как у обычной "
      "кошки.", note="порода из скобок источника; обе цены — своим случаям."),
    V("clean", "Сколько стоила гигиена собаки в 2027 году и сколько сейчас?",
      [f"{RF}#gigiena", f"{R27}#gigiena"], [f"{RF}#gigiena", f"{R27}#gigiena"],
      "В России гигиенический груминг собаки в 2027 году стоил 1 000 ₽, а сейчас стоит 1 200 ₽ для собаки любого "
      "веса.", note="две редакции сравнены, обе процитированы."),
    V("clean", "Собака кусается. Что нужно сделать при записи?", [POV], [f"{POV}#agressivnye"],
      "Предупредите об этом при записи: кусачих собак принимают только в наморднике. За стрижку агрессивного "
      "животного берётся надбавка 30 %.", note="«кусачих» вместо «которые кусаются»; повелительное наклонение."),
    V("clean", "Кошка нервничает — ей дадут успокоительное?", [POV], [f"{POV}#sedaciya"],
      "Нет, мастера «Лапушки» успокоительные препараты не применяют. Если животное нельзя обработать без риска для "
      "него, процедуру прекратят, а заплатите вы только за сделанную часть.",
      note="«нервничает» — слово читателя; «сделанную» вместо «выполненную»."),
    V("clean", "Сколько длится стрижка кошки?", [KOT], [f"{KOT}#priem"],
      "Стрижка кошки занимает примерно час. Её делают в отдельном зале, где нет собак.",
      note="«примерно час» вместо «около 1 часа»."),
    V("clean", "Сколько стоит помыть кошку в Баку?", [KOT], [f"{KOT}#mytyo"],
      "Мытьё кошки в Азербайджане стоит 14 манат; в стрижку оно не входит.",
      note="«помыть» — слово читателя; одна страна из фразы о двух."),
    V("clean", "Сколько стоят антицарапки в России?", [DOP], [f"{DOP}#anticarapki"],
      "В России накладки на когти для кошек стоят 800 ₽ за все четыре лапы.", note="pretty-printed JSON.",
      pretty=True),
    V("clean", "Нашли блох перед гостиницей — что будет?", [PRV], [f"{PRV}#parazity"],
      "Если у животного найдут блох, мастер обработает его: это стоит 800 ₽ в России или 15 манат в Азербайджане. "
      "Вообще обработка от блох и клещей должна быть сделана не раньше чем за 30 дней до заезда.",
      note="«не раньше» вместо «не ранее»; переставлено."),
    V("clean", "Сколько стоит гостиница для собаки в Баку?", [AZ], [f"{AZ}#gostinica"],
      "В Азербайджане гостиница есть только в Баку, и проживание собаки стоит 30 манат в сутки.",
      limitations=["Для кошки — 20 манат в сутки."], note="`limitations` заполнено цифрой того же фрагмента."),
    V("clean", "Отменяю бронь гостиницы за 5 дней до заезда. Вернут предоплату?", [GOS], [f"{GOS}#bronirovanie"],
      "Да, отмена бесплатная: бронь можно отменить без потерь не позднее чем за 3 дня до заезда, а у вас 5 дней.",
      note="5 дней читателя против «не позднее чем за 3 дня»; «без потерь»."),
    V("clean", "Сколько стоит чистка зубов в Москве?", [DOP], [f"{DOP}#zuby"],
      "Ультразвуковая чистка зубов без наркоза в России стоит 2500 ₽.",
      limitations=["В Азербайджане — 50 манат."], note="«2500 ₽» вместо «2 500 ₽»; `limitations` заполнено."),
    V("clean", "Сколько будет скидка, если кот живёт в гостинице 14 суток?", [SK], [f"{SK}#dolgoe"],
      "10 % на всё проживание: скидка действует при проживании от 14 суток, то есть и для ваших 14 суток.",
      note="граница «от 14» включает 14 читателя."),
    V("clean", "Сколько стоит стрижка бигля 15 кг в Екатеринбурге и что в неё входит?", [RF], [f"{RF}#strizhka-sobak"],
      "В России собаки от 10 до 25 кг стригутся за 3 600 ₽ — бигль весом 15 кг попадает в эту группу. В стоимость "
      "включены мытьё, сушка, стрижка и подстригание когтей.", note="15 кг читателя в классе «от 10 до 25 кг»."),

    # --- condition (3)
    V("condition", "Можно ли бесплатно отменить запись на стрижку?", [ZAP], [f"{ZAP}#otmena"],
      "Да, отменить или перенести запись на груминг можно бесплатно, если предупредить салон.", UC,
      src="не позднее чем за 4 часа до визита", note="«за 4 часа» заменено на «если предупредить»."),
    V("condition", "Примут ли кота в гостиницу с прививкой от бешенства?", [PRV], [f"{PRV}#gostinica"],
      "Да, если прививка от бешенства сделана не ранее чем за 12 месяцев и не позднее чем за 14 дней до заезда и "
      "отмечена в ветеринарном паспорте.", UC, src="с комплексной прививкой",
      note="выпало второе условие — комплексная прививка."),
    V("condition", "Опоздаю на 20 минут — мастер перенесёт запись?", [ZAP], [f"{ZAP}#opozdanie"],
      "Мастер вправе сократить услугу до гигиенического груминга или перенести запись, если владелец опаздывает "
      "больше чем на 15 минут и не предупредил об опоздании.", UC, src="больше чем на 15 минут, мастер",
      note="добавлено условие «и не предупредил об опоздании»."),
    # --- exception (1)
    V("exception", "Входит ли мытьё в стрижку питомца?", [KOT, f"{RF}#strizhka-sobak"], [f"{KOT}#mytyo"],
      "Нет, мытьё в стрижку не входит и оплачивается отдельно: 700 ₽ в России или 14 манат в Азербайджане.", UC,
      src="Мытьё кошки", note="правило для кошек сказано о любом питомце (у собак мытьё входит в стрижку)."),
    # --- wrong-case (4)
    V("wrong-case", "Сколько стоят сутки в гостинице для собаки в Екатеринбурге?", [RF], [f"{RF}#gostinica"],
      "В России проживание собаки в Екатеринбурге стоит 1 500 ₽ в сутки.", MC, src="1 100 ₽ в сутки в Екатеринбурге",
      note="московские 1 500 ₽ отданы Екатеринбургу."),
    V("wrong-case", "Сколько стоит стрижка собаки 15 кг в Баку?", [AZ], [f"{AZ}#strizhka-sobak"],
      "В Азербайджане стрижка собаки весом 15 кг стоит 45 манат.", MC, src="65 манат — от 10 до 25 кг",
      note="цена класса «до 10 кг» отдана собаке 15 кг."),
    V("wrong-case", "Сколько стоит гигиенический груминг кошки в России?", [RF], [f"{RF}#gigiena"],
      "В России гигиенический груминг кошки стоит 1 200 ₽.", MC, src="1 000 ₽ для кошки",
      note="собачьи 1 200 ₽ отданы кошке."),
    V("wrong-case", "Собаку 15 кг повезут на зоотакси без хозяина?", [ZT], [f"{ZT}#usloviya"],
      "Нет, собак свыше 10 кг перевозим только вместе с владельцем.", MC,
      src="Собак свыше 25 кг перевозим только вместе с владельцем",
      note="граница переноски (10 кг) отдана правилу о владельце (25 кг)."),
    # --- other-sentence (1)
    V("other-sentence", "При каком опоздании отменяют запись?", [ZAP], [f"{ZAP}#opozdanie"],
      "Если владелец опаздывает больше чем на 15 минут, запись отменяется.", MC,
      src="При опоздании больше чем на 30 минут запись отменяется", note="15 минут из предыдущей фразы."),
    # --- uncited-fragment (1)
    V("uncited-fragment", "Сколько стоит стрижка собаки до 10 кг в России?",
      [f"{RF}#strizhka-sobak", f"{R27}#strizhka-sobak"], [f"{RF}#strizhka-sobak"],
      "В России комплексная стрижка собаки до 10 кг стоит 2 100 ₽.", MC,
      note="2 100 ₽ редакции 2027 года как сегодняшняя цена, цитата — нынешний прайс."),
    # --- bound (3)
    V("bound", "При каком сроке проживания дают скидку 10 %?", [SK], [f"{SK}#dolgoe"],
      "Скидка 10 % на всё проживание действует при проживании в гостинице до 14 суток.", UC, src="от 14 суток",
      note="«от 14 суток» обращено в «до 14 суток»."),
    V("bound", "Сколько стоит гостиница для кошки в Баку?", [AZ], [f"{AZ}#gostinica"],
      "В Азербайджане проживание кошки в гостинице в Баку стоит 20 манат за весь срок проживания.", UC,
      src="20 манат в сутки для кошки", note="период: «в сутки» заменено на «за весь срок»."),
    V("bound", "Для какой брони гостиницы нужна предоплата?", [GOS], [f"{GOS}#bronirovanie"],
      "Предоплата 50 % нужна для брони гостиницы на срок до 5 суток.", UC, src="на 5 суток и больше",
      note="«5 суток и больше» обращено в «до 5 суток»."),
    # --- modality (2)
    V("modality", "Обязательно ли предупреждать, что собака кусается?", [POV], [f"{POV}#agressivnye"],
      "Собак, которые кусаются, принимаем только в наморднике, а владельцу рекомендуется предупредить об этом при "
      "записи.", UC, src="владелец обязан предупредить", note="«обязан» смягчено до «рекомендуется»."),
    V("modality", "Что будет, если опоздаю на 20 минут?", [ZAP], [f"{ZAP}#opozdanie"],
      "Если владелец опаздывает больше чем на 15 минут, мастер сокращает услугу до гигиенического груминга или "
      "переносит запись.", UC, src="мастер вправе", note="«вправе сократить» стало «сокращает»."),
    # --- flipped (2)
    V("flipped", "Входит ли корм в цену гостиницы в России?", [RF], [f"{RF}#gostinica"],
      "В России проживание собаки стоит 1 500 ₽ в сутки в Москве и 1 100 ₽ в Екатеринбурге; корм оплачивается "
      "отдельно.", UC, src="Корм и прогулки включены в цену", note="«включены в цену» сказано как «оплачивается отдельно»."),
    V("flipped", "Если оставлю свой корм, проживание будет дешевле?", [GOS], [f"{GOS}#soderzhanie"],
      "Да, владелец может оставить свой корм, и тогда проживание обойдётся дешевле.", UC,
      src="цена проживания от этого не снижается", note="«не снижается» сказано как «обойдётся дешевле»."),
    # --- invented (1)
    V("invented", "Как принимают кошек на стрижку?", [KOT], [f"{KOT}#priem"],
      "Кошек принимаем только в закрытой переноске и стрижём в отдельном зале, где нет собак. Владелец может "
      "присутствовать при стрижке.", UC, note="присутствие владельца выдумано; без цифр."),
    # --- agent (1)
    V("agent", "Кто решает, сбривать ли колтуны?", [DOP], [f"{DOP}#koltuny"],
      "Если колтунов много, решение сбрить шерсть принимает мастер.", UC, src="только с согласия владельца",
      note="решает мастер, где нужно согласие владельца."),
    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит гигиенический груминг в Баку?", [f"{AZ}#gigiena"], [f"{AZ}#gigiena"],
      "Гигиенический груминг в Баку стоит 25 манат для собаки любого веса.", NJ, src="в Азербайджане",
      note="цифра азербайджанского фрагмента без названия страны (только Баку и манаты)."),
]
