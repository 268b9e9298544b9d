"""Labelled verify cases of unseen36 (the source of verify_cases.jsonl; build_unseen36.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed in
README.md before the first corpus record was written.
Three fifths of the cases are correct answers written the way a strong model writes them (several
sentences, reworded, reordered conditions, "Yes." / "No." / "Not as ..." / «Да,» / «Нет,» / «Не
спишут:» openers; the customer's own words — "the rest", "picking them up", «дочки», «сгорит»; words
for figures and units — "six days", "four hours", "no more than", "up to", «пять недель», «до четырёх
гостей», «с восьми лет», «майскую»; "EUR 1290" for "EUR 1,290", «15600 ₽» for «15 600 ₽»; a numbered
list; the reader's own figure placed against a bound or a band; two editions compared; one country's
value from a two-country sentence; some fill `limitations`); the wrong ones carry one fault each: a
condition dropped, added or changed; an exception stated as the rule; a figure given to the wrong case
(bike, country, instrument, city, age, discount, rent / deposit); a figure of another sentence of the
cited fragment; a figure of an uncited fragment (the 2027 edition); a bound turned (at most / at least,
не позднее / не ранее, не больше / не меньше); a period changed (per day / per tour, в месяц / в
неделю); modality changed (must / recommended, is paid in full / may be paid in full, оплачивается /
желательно оплатить, ремонтируют за счёт родителей / родители могут); negation flipped in other words;
an invented sentence; subjects swapped (who chooses; who cancels); a country left unnamed. Every figure
of a wrong answer occurs somewhere in its context.
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


PPT, P27, PES, RENT, EB = "vc-prices-pt", "vc-prices-pt-2027", "vc-prices-es", "vc-rental-terms", "vc-ebikes"
CH, BOOK, CAN, INS, LUG, TOURS = "vc-children", "vc-booking", "vc-cancellation", "vc-insurance", "vc-luggage", "vc-tours"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a trekking bike for a day in Lisbon, and is a helmet included?", [PPT],
      [f"{PPT}#bike-hire"],
      "In Portugal, a trekking bike costs EUR 22 per day at the Lisbon shop, and a helmet and a lock come with every "
      "bike.", note="reordered; 'come with' for 'are included with'."),
    V("clean", "Can my 17-year-old rent an e-bike?", [EB], [f"{EB}#minimum-age"],
      "Yes, with a parent's written consent: e-bikes are hired to riders aged 16 or over, and riders aged 16 and 17 "
      "need that consent.", note="the reader's 17 inside '16 and 17'; the condition kept."),
    V("clean", "We are 3 people. Can we join the guided Andalusia tour?", [PES], [f"{PES}#guided-tours"],
      "Not as a group of three: in Spain, the guided Andalusia tour runs for groups of at least 4 and at most 14 "
      "riders.", note="'Not as' opener; the reader's 3 under the minimum 4."),
    V("clean", "I'm returning the bike at 19:30. Will I pay extra?", [RENT], [f"{RENT}#hire-days"],
      "Yes. A hire day runs until 19:00, and a bike returned after 19:00 is charged one more day.",
      note="the reader's 19:30 against 'after 19:00'."),
    V("clean", "We cancel our tour 50 days before it starts. Do we lose the deposit?", [CAN], [f"{CAN}#tours"],
      "No. If you cancel 45 days or more before the start, the deposit is refunded in full, and 50 days is more than "
      "that. The refund is paid to your original card within 14 days.",
      note="the reader's 50 against '45 days or more'."),
    V("clean", "How much is the Douro Valley tour, and how many days is it?", [PPT], [f"{PPT}#guided-tours"],
      "In Portugal, the guided Douro Valley tour takes six days and costs EUR 1290 per person, with hotels, "
      "breakfasts, a support van and a guide included.", note="'EUR 1290' for 'EUR 1,290'; 'six days'."),
    V("clean", "What is included in the self-guided Mallorca tour?", [PES], [f"{PES}#self-guided"],
      "The self-guided Mallorca tour in Spain lasts 6 days and costs 860 € per person. It includes:\n1. hotels\n"
      "2. breakfasts\n3. luggage transfer\n4. the route app", note="a numbered list (list numbers are not figures)."),
    V("clean", "Is a child seat OK for my 3-year-old who weighs 15 kg?", [CH], [f"{CH}#child-seats"],
      "Yes. Our child seats carry children from 9 months to 6 years old who weigh no more than 22 kg. The seat fits "
      "trekking bikes only and costs EUR 6 per day in Portugal or 5 € per day in Spain.",
      note="the reader's 3 years and 15 kg inside the bands; 'no more than'."),
    V("clean", "How much is the deposit for a road bike in Girona?", [RENT], [f"{RENT}#deposits"],
      "In Spain, the deposit for a road bike is 120 €, blocked on a credit card when you collect the bike. It is "
      "released within 7 days after you return it.",
      note="one country's value from a two-country sentence; Girona read as Spain."),
    V("clean", "Is one e-bike battery enough for a 60 km ride?", [EB], [f"{EB}#battery"],
      "A full battery lasts about 70 km on flat roads, so 60 km is within that range on the flat; on climbs the "
      "range is shorter.", note="the reader's 60 against 'about 70'."),
    V("clean", "When do I pay the rest of the tour price?", [BOOK], [f"{BOOK}#tour-deposits"],
      "The rest (the balance) is due 30 days before the tour starts; you first confirm the tour with a 30 % deposit. "
      "If you book less than 30 days before the start, you pay the full price at once.",
      note="pretty-printed JSON; 'the rest' for 'the balance'; reordered.", pretty=True),
    V("clean", "What's the theft cover in Spain and what do I pay if the bike is stolen?", [INS],
      [f"{INS}#theft-cover"],
      "In Spain, theft cover costs 5 € per day. With it, a stolen bike costs you no more than 150 €, provided the "
      "bike was locked and you bring a police report within 24 hours.",
      note="```json fence; 'no more than' for 'at most'; both conditions kept.", fence=True),
    V("clean", "My son is 10. Can he come on a self-guided tour with me, and what does he pay?", [CH],
      [f"{CH}#on-tours"],
      "Yes. Children can join self-guided tours from 8 years old with a paying adult, and as he is under 12 he pays "
      "70 % of the adult price.", note="the reader's 10 against 'from 8' and 'under 12'."),
    V("clean", "How hard is the Andalusia tour?", [TOURS], [f"{TOURS}#levels"],
      "The Andalusia tour is challenging: you ride more than 70 km a day with long climbs.",
      note="two clauses of one fragment joined."),
    V("clean", "Can I ride an e-bike instead of the trekking bike on the Douro Valley tour?", [TOURS],
      [f"{TOURS}#ebike-upgrade"],
      "Yes. On the Alentejo and Douro Valley tours you can swap to an e-bike for EUR 20 per day, if you book the "
      "upgrade at least 14 days before the start.", note="the 'must' condition as an 'if'."),
    V("clean", "How heavy can my bag be on the self-guided tour?", [LUG], [f"{LUG}#transfer"],
      "On self-guided tours, one bag per rider of up to 20 kg is moved between hotels as part of the tour; an extra "
      "bag costs EUR 10 per day in Portugal or 12 € per day in Spain.", note="'up to' for 'at most'."),
    V("clean", "What did a trekking bike cost per day in Portugal in 2027, and what does it cost now?",
      [f"{PPT}#bike-hire", f"{P27}#bike-hire"], [f"{PPT}#bike-hire", f"{P27}#bike-hire"],
      "In Portugal, a trekking bike cost EUR 19 per day in 2027; today it costs EUR 22 per day.",
      note="current and historical editions, both cited."),
    V("clean", "If a storm cancels our day ride, can we get our money back?", [CAN], [f"{CAN}#weather"],
      "Yes. When Vento Cycling cancels a day ride because of a storm, you can choose a full refund or another date.",
      note="'Yes.' opener; the customer's 'money back'."),
    V("clean", "Can we pay for the bike hire in cash?", [BOOK], [f"{BOOK}#payment"],
      "Yes, bike hire can be paid in cash at our shops. Tours are paid by card or bank transfer.",
      note="no figure."),
    V("clean", "Is the damage waiver worth it? What does it cost in Portugal?", [INS], [f"{INS}#damage-waiver"],
      "In Portugal the damage waiver costs EUR 3 per day and covers accidental damage to the bike, but not damage "
      "from taking a road bike off paved roads.", limitations=["In Spain it also costs 3 € per day."],
      note="`limitations` filled with the other country's value."),
    V("clean", "My daughter is 140 cm. Which bike fits her and what does it cost in Spain?", [CH], [f"{CH}#kids-bikes"],
      "A children's bike with 24-inch wheels fits riders from 125 to 150 cm tall, so 140 cm is within that range. "
      "In Spain it costs 10 € per day.", note="the reader's 140 inside 125 to 150."),
    V("clean", "Can we cancel the bike hire 3 days before?", [CAN], [f"{CAN}#bike-hire"],
      "Yes, free of charge: bike hire can be cancelled without paying up to 48 hours before collection, and 3 days "
      "is earlier than that.", note="the reader's 3 days against 48 hours (no conversion written)."),
    V("clean", "Does the e-bike helmet rule apply to my trekking bike too?", [EB], [f"{EB}#helmets"],
      "No. A helmet is compulsory on every e-bike ride, but on trekking and road bikes it is only recommended for "
      "adults, not required.", note="'compulsory' for 'must wear'; reordered."),
    V("clean", "I want the bike for 7 days in Seville. Do I get the weekly price, and how much is it?",
      [f"{PES}#bike-hire", f"{RENT}#hire-days"], [f"{PES}#bike-hire", f"{RENT}#hire-days"],
      "Yes. The weekly price applies to hires of 7 days or more; in Spain a trekking bike costs 130 € per week.",
      note="two records, both cited."),
    V("clean", "Is a single room extra on the Alentejo tour?", [PPT], [f"{PPT}#self-guided"],
      "Yes. In Portugal, a single room on the self-guided Alentejo tour costs EUR 160 on top of the EUR 780 tour "
      "price.", note="'on top of' for 'extra'; two figures of one sentence pair."),
    V("clean", "Will you deliver the bikes to our hotel in Lisbon?", [LUG], [f"{LUG}#delivery"],
      "Yes. We deliver hire bikes to hotels in the centre of Lisbon for EUR 15, and picking them up at the end of "
      "the hire costs nothing extra.", note="'picking them up … costs nothing extra' for 'collection … is included'."),
    V("clean", "I'm 190 cm tall. Will a road bike fit me?", [CH], [f"{CH}#height"],
      "Yes. Our adult trekking and road bikes fit riders from 150 to 200 cm tall, and 190 cm is within that range.",
      note="the reader's 190 inside 150 to 200."),
    V("clean", "We're 8 riders for the Douro tour. Is that OK?", [PPT], [f"{PPT}#guided-tours"],
      "Yes. In Portugal, the guided Douro Valley tour runs from April to October for groups of 4 to 12 riders, so a "
      "group of 8 fits.", note="the reader's 8 inside 4 to 12."),
    V("clean", "When do I get my e-bike deposit back after I return it?", [RENT], [f"{RENT}#deposits"],
      "The deposit is released within 7 days of the bike's return. In Portugal it is EUR 300 for an e-bike.",
      note="reordered."),
    V("clean", "Do I need to pay for charging the e-bike at your shop?", [EB], [f"{EB}#battery"],
      "No, our shops charge e-bike batteries for free. A full charge takes about four hours.",
      limitations=["On climbs a full battery lasts less than the about 70 km it lasts on flat roads."],
      note="'four hours'; `limitations` filled from the same fragment."),

    # --- condition (3; holdout: 2nd)
    V("condition", "Can I get my tour deposit back if I cancel?", [CAN], [f"{CAN}#tours"],
      "Yes, the deposit is refunded in full if you cancel the tour, and refunds are paid to your original card "
      "within 14 days.", UC, src="45 days or more before the start",
      note="dropped: the full refund without '45 days or more before the start'."),
    V("condition", "My 16-year-old wants to rent an e-bike. Is that possible?", [EB], [f"{EB}#minimum-age"],
      "Yes. E-bikes are hired to riders aged 16 or over, so your 16-year-old can rent one without any further "
      "paperwork.", UC, src="need a parent's written consent",
      note="dropped: a 16-year-old needs a parent's written consent."),
    V("condition", "Can I swap to an e-bike on my tour?", [TOURS], [f"{TOURS}#ebike-upgrade"],
      "Yes. On the Alentejo and Douro Valley tours you can swap the trekking bike for an e-bike for EUR 20 per day, "
      "booked up to the day before the start.", UC, src="at least 14 days before the start",
      note="changed: 'up to the day before' for 'at least 14 days before'."),

    # --- exception (1)
    V("exception", "If a storm hits, do we get our tour money back?", [CAN], [f"{CAN}#weather"],
      "No. Tours are not refunded because of weather.", UC,
      src="Self-guided tours are not refunded because of weather",
      note="the self-guided exception stated for every tour; guided tours cancelled by Vento give a choice of "
           "refund."),

    # --- wrong-case (4; holdout: 2nd)
    V("wrong-case", "How much is a road bike per day in Seville?", [PES], [f"{PES}#bike-hire"],
      "In Spain, a road bike costs 24 € per day at our Seville shop, with a helmet and a lock included.", MC,
      src="A road bike costs 38 € per day", note="the trekking bike's 24 € given to the road bike."),
    V("wrong-case", "How much is a child seat per day in Portugal?", [CH], [f"{CH}#child-seats"],
      "A child seat costs EUR 5 per day in Portugal. It fits trekking bikes only.", MC,
      src="EUR 6 per day in Portugal", note="Spain's 5 given to Portugal."),
    V("wrong-case", "How much is an e-bike for a week in Porto?", [PPT], [f"{PPT}#bike-hire"],
      "In Portugal, an e-bike costs EUR 120 per week at the Porto shop.", MC, src="EUR 210 per week",
      note="the trekking bike's weekly EUR 120 given to the e-bike."),
    V("wrong-case", "From what age can children join a guided tour?", [CH], [f"{CH}#on-tours"],
      "Children can join guided tours from 8 years old, always with a paying adult.", MC,
      src="guided tours from 12 years old", note="the self-guided tours' 8 given to guided tours."),

    # --- other-sentence (1)
    V("other-sentence", "How soon is my tour refund paid?", [CAN], [f"{CAN}#tours"],
      "Refunds are paid to your original card within 15 days.", MC, src="within 14 days",
      note="the 15 of the cancellation bands (another sentence) given to the refund's payment."),

    # --- uncited-fragment (1)
    V("uncited-fragment", "How much is a trekking bike per day in Portugal?", [f"{PPT}#bike-hire", f"{P27}#bike-hire"],
      [f"{PPT}#bike-hire"],
      "In Portugal, a trekking bike costs EUR 19 per day, with a helmet and a lock included.", MC,
      note="the 2027 edition's EUR 19 (uncited) given as today's, citing today's list."),

    # --- bound (3; holdout: 2nd)
    V("bound", "What do I pay for a stolen bike with theft cover in Portugal?", [INS], [f"{INS}#theft-cover"],
      "In Portugal, with theft cover a stolen bike costs you at least EUR 150, if it was locked and you bring a "
      "police report within 24 hours.", UC, src="at most EUR 150", note="'at most' turned into 'at least'."),
    V("bound", "How much is an extra bag on the self-guided tour in Spain?", [LUG], [f"{LUG}#transfer"],
      "An extra bag costs 12 € per tour in Spain; one bag of at most 20 kg per rider is included.", UC,
      src="12 € per day in Spain", note="period changed: 'per tour' for 'per day'."),
    V("bound", "Is there a weight limit for the child seat?", [CH], [f"{CH}#child-seats"],
      "Yes: the child seat carries children from 9 months to 6 years old who weigh at least 22 kg.", UC,
      src="who weigh at most 22 kg", note="'at most' turned into 'at least'."),

    # --- modality (2; holdout: 2nd)
    V("modality", "Do I have to wear a helmet on an e-bike?", [EB], [f"{EB}#helmets"],
      "A helmet is recommended for e-bike riders on every ride, but it is not required.", UC,
      src="E-bike riders must wear a helmet", note="'must' turned into 'recommended, not required'."),
    V("modality", "I'm booking a tour 20 days before it starts. How do I pay?", [BOOK], [f"{BOOK}#tour-deposits"],
      "A tour booked less than 30 days before the start may be paid in full, or confirmed with a 30 % deposit.", UC,
      src="is paid in full", note="'is paid in full' turned into an option beside the deposit."),

    # --- flipped (2; holdout: 2nd)
    V("flipped", "Is the helmet extra when I rent a bike in Spain?", [PES], [f"{PES}#bike-hire"],
      "In Spain, a helmet costs extra on top of the bike price of 24 € per day; a lock is provided.", UC,
      src="A helmet and a lock are included with every bike", note="'included' turned into 'costs extra'."),
    V("flipped", "Is picking the bikes up at the end included when you deliver them to our Seville hotel?", [LUG],
      [f"{LUG}#delivery"],
      "Delivery to hotels in the centre of Seville costs 18 € per delivery, and collecting the bikes at the end of "
      "the hire is charged separately.", UC, src="collection at the end of the hire is included",
      note="'included' turned into 'charged separately'."),

    # --- invented (1)
    V("invented", "What does the guided Douro Valley tour include?", [PPT], [f"{PPT}#guided-tours"],
      "In Portugal, the guided Douro Valley tour includes hotels, breakfasts, a support van and a guide. A wine "
      "tasting at a Douro estate is part of the programme.", UC,
      note="the wine tasting is invented; no figure."),

    # --- agent (1)
    V("agent", "If the weather cancels our guided tour, what are our options?", [CAN], [f"{CAN}#weather"],
      "If a guided tour is cancelled because of a storm or heat warning, Vento Cycling decides whether you get a "
      "full refund or another date.", UC, src="you choose between a full refund and another date",
      note="the company decides, where the guest chooses."),

    # --- jurisdiction (1)
    V("jurisdiction", "How much is a trekking bike per week?", [f"{PES}#bike-hire"], [f"{PES}#bike-hire"],
      "A trekking bike costs 130 € per week at our Seville, Girona and Palma shops, with a helmet and a lock "
      "included.", NJ, src="In Spain",
      note="Spain's price with no country named (cities and '€' only; Portugal also uses the euro)."),
]

RF, R27, UZ, VOZ, ABN = "kt-prays-rf", "kt-prays-rf-2027", "kt-prays-uz", "kt-vozrast", "kt-abonement"
SK, AR, KON, EKZ, ZAP, PR = "kt-skidki", "kt-arenda", "kt-koncert", "kt-ekzameny", "kt-zapis", "kt-pravila"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит абонемент на 8 уроков фортепиано в Москве?", [RF], [f"{RF}#individualnye"],
      "В России, в Москве, абонемент на 8 индивидуальных уроков фортепиано стоит 14 400 ₽; каждый урок длится 45 "
      "минут.", note="порядок слов изменён; город из двухгородской фразы."),
    V("clean", "Сыну 5 лет, можно на фортепиано?", [VOZ], [f"{VOZ}#deti"],
      "Да, на индивидуальные уроки фортепиано детей принимают с 5 лет.", note="возраст читателя на нижней границе."),
    V("clean", "Я предупредил о переносе урока за сутки. Урок не спишут?", [ABN], [f"{ABN}#perenos"],
      "Не спишут: перенос бесплатный, если предупредить администратора не позднее чем за 12 часов до начала урока, а "
      "вы предупредили за сутки.", note="«за сутки» читателя против 12 часов (без пересчёта)."),
    V("clean", "Сколько стоит абонемент на 8 уроков в Самарканде?", [UZ], [f"{UZ}#individualnye"],
      "В Узбекистане, в Самарканде, абонемент на 8 уроков стоит 960 000 сум.",
      note="город из двухгородской фразы."),
    V("clean", "Какой срок у абонемента на 8 занятий?", [ABN], [f"{ABN}#srok"],
      "Абонемент на 8 занятий действует пять недель с первого занятия; занятия, которые вы не успели использовать, "
      "сгорают.", note="«пять недель» словом."),
    V("clean", "Трое детей у нас учатся — какая скидка?", [SK], [f"{SK}#mnogodetnye"],
      "Как многодетной семье вам положена скидка 20 % на все абонементы — по удостоверению многодетной семьи. Скидки "
      "не суммируются, поэтому действует большая из них.", note="трое детей — многодетная семья; перефраз."),
    V("clean", "Сколько стоит аренда скрипки в России и какой залог?", [AR], [f"{AR}#stoimost"],
      "В России аренда скрипки стоит 1 500 ₽ в месяц, залог — 8 000 ₽; его вернут, когда вы сдадите инструмент.",
      note="одна страна из двухстрановой фразы."),
    V("clean", "Дочке 9 лет, в какую группу рисования она попадёт?", [VOZ], [f"{VOZ}#deti"],
      "В группу 7–10 лет: группы рисования собираются по возрасту — 4–6, 7–10 и 11–14 лет.",
      note="9 лет читателя в диапазоне 7–10."),
    V("clean", "Сколько длится урок гитары?", [RF], [f"{RF}#individualnye"],
      "Индивидуальный урок гитары в России длится 45 минут.", note="падеж изменён («гитары» из перечня)."),
    V("clean", "Можно ли заморозить абонемент на отпуск?", [ABN], [f"{ABN}#zamorozka"],
      "Да, один раз за срок действия абонемента: на время отпуска — до 14 дней, если сообщить администратору не "
      "позднее чем за 7 дней до отъезда.", note="JSON с отступами; условие сохранено.", pretty=True),
    V("clean", "Занимаемся 4 месяца, можно выступить на отчётном концерте?", [KON], [f"{KON}#koncert"],
      "Да. На отчётном концерте выступают ученики, которые занимаются не меньше 3 месяцев, а у вас уже 4. Концерт "
      "проходит в декабре и в мае, участие бесплатное.", note="4 месяца читателя против «не меньше 3»."),
    V("clean", "Когда экзамены и кто их сдаёт?", [EKZ], [f"{EKZ}#ekzameny"],
      "Экзамен по инструменту и сольфеджио в конце учебного года, в мае, сдают дети, которые учатся по программе "
      "подготовки к поступлению в музыкальную школу. Взрослые ученики экзамены не сдают.",
      note="блок ```json; порядок слов изменён.", fence=True),
    V("clean", "Как оплатить абонемент в Казани?", [ZAP], [f"{ZAP}#oplata"],
      "В России абонемент можно оплатить картой или через СБП.", note="без чисел; Казань — Россия."),
    V("clean", "Сколько стоил пробный урок в 2027 году и сколько сейчас?", [f"{RF}#probnyy", f"{R27}#probnyy"],
      [f"{RF}#probnyy", f"{R27}#probnyy"],
      "В России пробный урок по инструменту стоил 700 ₽ в 2027 году, а сейчас стоит 900 ₽.",
      note="две редакции, обе процитированы."),
    V("clean", "Сколько стоит групповое рисование в Ташкенте?", [UZ], [f"{UZ}#gruppovye"],
      "В Узбекистане абонемент на 8 групповых занятий рисованием стоит 560 000 сум и в Ташкенте, и в Самарканде; "
      "занятие длится 60 минут.", note="«и в Ташкенте, и в Самарканде» для «в Ташкенте и в Самарканде»."),
    V("clean", "Мы с дочкой ходим в одну группу рисования. Какая скидка?", [SK], [f"{SK}#semeynyy"],
      "Скидка 15 % — на оба абонемента, ваш и дочки, раз вы занимаетесь в одной группе рисования.",
      note="слова читателя («дочки»)."),
    V("clean", "Кто отбирает работы на выставку и вернут ли их?", [KON], [f"{KON}#vystavka"],
      "Работы на майскую выставку отбирает преподаватель, а после выставки их возвращают ученикам.",
      note="«майскую» для «в мае»."),
    V("clean", "Можно ли пересдать экзамен?", [EKZ], [f"{EKZ}#peresdacha"],
      "Да, один раз и бесплатно, но не позднее 15 сентября.", limitations=["Пересдача возможна только один раз."],
      note="`limitations` заполнены из того же фрагмента."),
    V("clean", "На сколько можно взять инструмент в аренду?", [AR], [f"{AR}#usloviya"],
      "От 1 до 12 месяцев, и только если у ученика есть действующий абонемент.", note="условие сохранено."),
    V("clean", "Урок отменил преподаватель — он сгорит?", [ABN], [f"{ABN}#perenos"],
      "Нет, урок, который отменил преподаватель, переносится, и с абонемента он не списывается.",
      note="«сгорит» читателя; причастный оборот развёрнут."),
    V("clean", "Мне 30, можно в хор?", [VOZ], [f"{VOZ}#vzroslye"],
      "Нет, хор только для детей от 7 до 14 лет. Взрослых принимают на индивидуальные уроки всех инструментов и "
      "вокала и в группы рисования для взрослых.", note="30 лет читателя вне «от 7 до 14»."),
    V("clean", "Дети 7 и 10 лет, у младшего абонемент дешевле. На какой абонемент скидка?", [SK],
      [f"{SK}#vtoroy-rebenok"],
      "Скидка 10 % даётся на более дешёвый абонемент, то есть на абонемент младшего.",
      note="правило применено к случаю читателя."),
    V("clean", "Нужно ли покупать ноты?", [PR], [f"{PR}#noty"],
      "Нет, покупать свой нотный сборник не нужно: преподаватель бесплатно выдаёт копии нот для уроков.",
      note="порядок предложений изменён."),
    V("clean", "Сколько стоит абонемент на 12 уроков вокала в Казани?", [RF], [f"{RF}#individualnye"],
      "В России, в Казани, абонемент на 12 уроков вокала стоит 15600 ₽.", note="«15600 ₽» для «15 600 ₽»."),
    V("clean", "Пробный урок в Ташкенте платный?", [UZ], [f"{UZ}#probnyy"],
      "Нет, в Узбекистане первый пробный урок бесплатный — один на ученика.", note="«Нет,» и отрицание вопроса."),
    V("clean", "Сколько человек в группе сольфеджио в Москве?", [RF], [f"{RF}#gruppovye"],
      "В России в группе сольфеджио не больше 8 человек, занятие длится 60 минут.",
      limitations=["Абонемент на 8 групповых занятий в Москве стоит 6 400 ₽."],
      note="`limitations` с ценой из того же фрагмента."),
    V("clean", "Купили абонемент через 5 дней после пробного урока. Пробный засчитают?", [RF], [f"{RF}#probnyy"],
      "Да. В России стоимость пробного урока (900 ₽) засчитывается в абонемент, если он куплен в течение 7 дней "
      "после пробного урока, а у вас прошло 5 дней.", note="5 дней читателя против «в течение 7 дней»."),
    V("clean", "Ребёнку 8 лет, можно на вокал?", [VOZ], [f"{VOZ}#deti"],
      "Да, на вокал берут с восьми лет, так что ваш ребёнок уже подходит.",
      limitations=["На гитару принимают с 7 лет, на фортепиано — с 5 лет."],
      note="«с восьми лет» словом; `limitations` заполнены."),
    V("clean", "Сколько гостей на концерт можно пригласить?", [KON], [f"{KON}#koncert"],
      "Каждый ученик может пригласить на отчётный концерт до четырёх гостей; участие в концерте бесплатное.",
      note="«до четырёх» для «не больше 4»."),
    V("clean", "Как записаться и когда платить?", [ZAP], [f"{ZAP}#zapis"],
      "Записаться можно на сайте или у администратора филиала, а первый абонемент нужно оплатить до первого урока.",
      note="«нужно оплатить» для «оплачивается»."),

    # --- condition (3)
    V("condition", "Можно ли перенести урок бесплатно?", [ABN], [f"{ABN}#perenos"],
      "Да, урок можно перенести бесплатно, если предупредить администратора.", UC,
      src="не позднее чем за 12 часов до начала", note="снято условие «не позднее чем за 12 часов»."),
    V("condition", "Можно ли заморозить абонемент?", [ABN], [f"{ABN}#zamorozka"],
      "Да, абонемент можно замораживать сколько угодно раз: по справке о болезни — до 30 дней, на время отпуска — до "
      "14 дней, если сообщить администратору не позднее чем за 7 дней до отъезда.", UC,
      src="один раз за срок его действия", note="изменено: «сколько угодно раз» вместо «один раз»."),
    V("condition", "Засчитают ли пробный урок в абонемент?", [RF], [f"{RF}#probnyy"],
      "Да, в России стоимость пробного урока 900 ₽ засчитывается в абонемент при любой покупке абонемента.", UC,
      src="если абонемент куплен в течение 7 дней после пробного урока",
      note="снято условие «в течение 7 дней»."),

    # --- exception (1)
    V("exception", "Нужно ли покупать материалы для рисования?", [PR], [f"{PR}#materialy"],
      "Да, материалы для рисования ученики покупают сами.", UC,
      src="Бумага, краски и кисти для групп рисования входят в абонемент",
      note="исключение (живопись маслом) выдано за правило."),

    # --- wrong-case (4)
    V("wrong-case", "Сколько стоит абонемент на 8 уроков гитары в Казани?", [RF], [f"{RF}#individualnye"],
      "В России, в Казани, абонемент на 8 уроков гитары стоит 14 400 ₽.", MC, src="11 200 ₽ в Казани",
      note="московская цена отдана Казани."),
    V("wrong-case", "С какого возраста берут на гитару?", [VOZ], [f"{VOZ}#deti"],
      "На индивидуальные уроки гитары принимают детей с 5 лет.", MC, src="гитары — с 7 лет",
      note="возраст фортепиано отдан гитаре."),
    V("wrong-case", "Какая скидка на второго ребёнка?", [SK], [f"{SK}#vtoroy-rebenok", f"{SK}#semeynyy"],
      "На абонемент второго ребёнка из одной семьи действует скидка 15 %.", MC, src="скидка 10 %",
      note="15 % семейного абонемента отданы второму ребёнку; оба фрагмента процитированы."),
    V("wrong-case", "Сколько стоит аренда виолончели в Узбекистане и какой залог?", [AR], [f"{AR}#stoimost"],
      "В Узбекистане аренда виолончели стоит 800 000 сум в месяц, залог — 150 000 сум.", MC,
      src="150 000 сум в месяц", note="суммы аренды и залога поменяны местами."),

    # --- other-sentence (1)
    V("other-sentence", "Сколько гостей можно пригласить на отчётный концерт?", [KON], [f"{KON}#koncert"],
      "Каждый ученик может пригласить на отчётный концерт не больше 3 гостей.", MC, src="не больше 4 гостей",
      note="3 месяца из другой фразы отданы гостям."),

    # --- uncited-fragment (1)
    V("uncited-fragment", "Сколько стоит абонемент на 8 групповых занятий в Казани?",
      [f"{RF}#gruppovye", f"{R27}#gruppovye"], [f"{RF}#gruppovye"],
      "В России, в Казани, абонемент на 8 групповых занятий стоит 4 200 ₽.", MC,
      note="цена редакции 2027 года (не процитирована) выдана за нынешнюю."),

    # --- bound (3)
    V("bound", "За сколько надо предупредить о переносе урока?", [ABN], [f"{ABN}#perenos"],
      "Урок можно перенести бесплатно, если предупредить администратора не ранее чем за 12 часов до начала.", UC,
      src="не позднее чем за 12 часов", note="«не позднее» → «не ранее»."),
    V("bound", "Сколько стоит аренда скрипки в России?", [AR], [f"{AR}#stoimost"],
      "В России аренда скрипки стоит 1 500 ₽ в неделю, залог — 8 000 ₽.", UC, src="1 500 ₽ в месяц",
      note="период: «в неделю» вместо «в месяц»."),
    V("bound", "Сколько человек в группе в Ташкенте?", [UZ], [f"{UZ}#gruppovye"],
      "В Узбекистане в группе хора или рисования не меньше 10 человек; занятие длится 60 минут.", UC,
      src="не больше 10 человек", note="«не больше» → «не меньше»."),

    # --- modality (2)
    V("modality", "Как оплачивать первый абонемент?", [ZAP], [f"{ZAP}#zapis"],
      "Записаться можно на сайте или у администратора филиала; первый абонемент желательно оплатить до первого "
      "урока.", UC, src="Первый абонемент оплачивается до первого урока",
      note="«оплачивается» → «желательно оплатить»."),
    V("modality", "Кто платит за ремонт арендованного инструмента?", [AR], [f"{AR}#usloviya"],
      "Повреждённый инструмент родители могут отремонтировать за свой счёт, если захотят; инструмент выдаём только "
      "ученикам с действующим абонементом.", UC, src="ремонтируют за счёт родителей",
      note="обязанность превращена в возможность."),

    # --- flipped (2)
    V("flipped", "Экзамены обязательны для взрослых?", [EKZ], [f"{EKZ}#ekzameny"],
      "Да, взрослые ученики тоже сдают экзамен в мае, в конце учебного года.", UC,
      src="Взрослые ученики экзамены не сдают", note="отрицание перевёрнуто другими словами."),
    V("flipped", "Пересдача экзамена платная?", [EKZ], [f"{EKZ}#peresdacha"],
      "Пересдать экзамен можно один раз, не позднее 15 сентября; пересдача оплачивается отдельно.", UC,
      src="Пересдача бесплатная", note="«бесплатная» → «оплачивается отдельно»."),

    # --- invented (1)
    V("invented", "Как проходит отчётный концерт?", [KON], [f"{KON}#koncert"],
      "Отчётный концерт проходит дважды в год — в декабре и в мае, участие бесплатное. Лучших учеников награждают "
      "дипломами.", UC, note="выдуманная фраза о дипломах; без чисел."),

    # --- agent (1)
    V("agent", "Если урок отменяется, списывается ли он с абонемента?", [ABN], [f"{ABN}#perenos"],
      "Урок, который отменил сам ученик, переносится без списания с абонемента.", UC,
      src="Урок, отменённый преподавателем", note="ученик вместо преподавателя."),

    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит абонемент на 8 уроков в Ташкенте?", [f"{UZ}#individualnye"],
      [f"{UZ}#individualnye"],
      "Абонемент на 8 уроков фортепиано, гитары или вокала в Ташкенте стоит 1 280 000 сум.", NJ,
      src="В Узбекистане", note="цена Узбекистана без названия страны (Ташкент и «сум» — не название)."),
]
