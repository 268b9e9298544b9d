"""Labelled verify cases of unseen34 (the source of verify_cases.jsonl; build_unseen34.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them
(several sentences, reworded, reordered conditions, "Yes, …" / "No. …" / «Да, …» / «Нет, …»
openers, paraphrase in other words — "calls off" for "cancels", "asthma" as a lung condition,
«полгода» for «6 месяцев», «полчаса» for «30 минут», «оплачиваются отдельно» for «без учёта»;
numbers as words; two sentences combined; the reader's own figure placed against a bound or a band;
two editions compared; two countries compared; some fill `limitations`); the wrong ones carry one
fault each: a condition dropped, added or changed; an exception stated as the rule; a figure given to
the wrong case (adult / child, tour, city, country, kind of part); a figure of another sentence of
the cited fragment; a bound turned (at least / at most, no later than / not before, не позднее /
не раньше, не больше / не меньше); a period changed (per day / per week, в сутки / в неделю);
modality changed (must / may, must show / can show if asked, вправе / продаёт, только с согласия /
желательно); negation flipped in other words; an invented sentence; subjects swapped (who decides);
a figure of an uncited fragment; a country left unnamed. Every figure of a wrong answer occurs
somewhere in its context. The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed before the first case was written.
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


PCH, P27, PNO, BOOK, AGE = "ap-prices-ch", "ap-prices-ch-2027", "ap-prices-no", "ap-booking", "ap-age-fitness"
EQ, WX, CAN, INS, HUT = "ap-equipment", "ap-weather", "ap-cancellation", "ap-insurance", "ap-huts"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a day hike in Zermatt for me and my 12-year-old?", [PCH], [f"{PCH}#day-hikes"],
      "In Switzerland, a guided day hike from Zermatt costs CHF 145 for you and CHF 95 for your child, because "
      "children aged 8 to 15 pay the child price.", note="the reader's 12 placed in the 8-to-15 band."),
    V("clean", "Can my 5-year-old come on a day hike in Lofoten?", [PNO], [f"{PNO}#day-hikes"],
      "No. In Norway, children under 6 cannot join a day hike, so a 5-year-old cannot come along.",
      note="'No.' opener; the reader's 5 under Norway's 6."),
    V("clean", "We are a group of 10 for a hut tour. How many guides will we have?", [BOOK], [f"{BOOK}#group-size"],
      "Two. One guide takes no more than 8 guests on a hut tour, and a group of 9 to 16 booking a hut tour "
      "together is given a second guide without extra charge.",
      note="the reader's 10 in '9 to 16'; 'no more than' for 'at most'; 'without extra charge'."),
    V("clean", "What did a Swiss hut tour cost in 2027, and what does it cost now?",
      [f"{PCH}#hut-tours", f"{P27}#hut-tours"], [f"{PCH}#hut-tours", f"{P27}#hut-tours"],
      "In Switzerland, a two-day hut tour cost Fr. 360 per adult in 2027; today it costs CHF 390 per adult. Both "
      "prices include half board.", note="two editions compared, both cited; 'Fr.' and 'CHF'."),
    V("clean", "Do I get a refund if I cancel 45 days before my tour?", [CAN], [f"{CAN}#guest-cancellation"],
      "Yes. If you cancel 30 days or more before the tour, you get the full price back minus a handling fee of "
      "CHF 50 or NOK 500, and 45 days is well over that.", note="the reader's 45 days against '30 days or more'."),
    V("clean", "I want to cancel 20 days before the hike. How much will I get back?", [CAN],
      [f"{CAN}#guest-cancellation"],
      "Half of the price: a cancellation 14 to 29 days before the tour is refunded at 50 %, and 20 days falls in "
      "that range.", note="'Half' for 50 %; the reader's 20 in '14 to 29'."),
    V("clean", "When do I have to pay the rest after the deposit?", [BOOK], [f"{BOOK}#booking"],
      "The remaining balance is due 21 days before the tour. Your booking is confirmed once you have paid the 30 % "
      "deposit; if you book less than 21 days ahead, you pay the whole price straight away.",
      note="reordered; 'the whole price straight away' for 'in full at once'."),
    V("clean", "Can I hire boots for a hike in Norway, and how much are they?", [EQ], [f"{EQ}#hire"],
      "Yes. In Norway, hiking boots can be hired for NOK 150 per day. Trekking poles are lent for free.",
      limitations=["Boots must be reserved at least 3 days before the tour."],
      note="one country's value from a two-country sentence; `limitations` filled."),
    V("clean", "What happens if the weather looks dangerous the day before my tour?", [WX], [f"{WX}#weather"],
      "If a thunderstorm, strong wind or a level 3 weather warning is forecast, Alpenpass calls off the tour by "
      "18:00 on the day before at the latest. You then decide whether you want a full refund or a new date. Light "
      "rain on its own does not stop a tour.",
      note="'calls off' for 'cancels'; 'by … at the latest' for 'no later than'; the chooser kept."),
    V("clean", "If the guide turns us back halfway, do we get money back?", [WX], [f"{WX}#on-the-day"],
      "Not as a refund: a tour that is turned back after it has started is not refunded. Each guest does receive a "
      "voucher worth 50 % of the price.", note="pretty-printed JSON; a negation and its exception.", pretty=True),
    V("clean", "Does my Rega membership count as rescue insurance for a trip to Norway?", [INS],
      [f"{INS}#rega", f"{INS}#rescue"],
      "No. A Rega patronage counts as rescue cover only for tours in Switzerland, not for tours in Norway. Every "
      "guest needs insurance that covers mountain rescue, including helicopter rescue, for at least CHF 30,000 or "
      "NOK 300,000.", note="two fragments combined; 'membership' for 'patronage'."),
    V("clean", "How much water should I bring?", [EQ], [f"{EQ}#packing"],
      "Bring 1.5 litres of water. Every guest also needs a waterproof jacket, warm layers and sun protection.",
      note="reordered list."),
    V("clean", "I'm 78. Can I still book a via ferrata?", [AGE], [f"{AGE}#older-guests"],
      "Yes, there is no upper age limit. As you are over 75, you are asked to call the office before booking a "
      "via ferrata.", note="the reader's 78 against '75 and over'."),
    V("clean", "My daughter is 13 and 145 cm tall. Can she do the via ferrata in Mürren?", [PCH],
      [f"{PCH}#via-ferrata"],
      "Yes. In Switzerland, via ferrata participants must be at least 12 years old and at least 140 cm tall, and "
      "she meets both. It costs CHF 210 per person, harness, helmet and lanyard included.",
      note="two of the reader's figures against two bounds."),
    V("clean", "Are vegan meals possible in the Swiss huts?", [HUT], [f"{HUT}#diets"],
      "They can't be guaranteed: vegan and gluten-free meals are not guaranteed in Swiss huts. Vegetarian meals "
      "are available in every hut if you request them at least 10 days before the tour.",
      note="a negation restated; the vegetarian bound kept."),
    V("clean", "What meals are included on a hut tour in Switzerland?", [HUT], [f"{HUT}#meals"],
      "In Swiss mountain huts you get half board, meaning dinner and breakfast. Lunch and drinks are extra; the hut "
      "sells a packed lunch for CHF 18.", note="'extra' for 'not included'; Swiss case only."),
    V("clean", "I'm going on a Jotunheimen hut tour with my 12-year-old son. What will we pay?", [PNO],
      [f"{PNO}#hut-tours"],
      "In Norway, the two-day hut tour in Jotunheimen costs NOK 3,900 for you and NOK 2,600 for your son, as "
      "children aged 10 to 15 pay the lower price.", note="the reader's 12 in '10 to 15'."),
    V("clean", "How many children can one adult bring?", [AGE], [f"{AGE}#children"],
      "One adult may accompany no more than 2 children, and children under 16 must be accompanied by a parent or "
      "another adult named in the booking.", note="'no more than' for 'at most'."),
    V("clean", "Can I reschedule my tour if it's 10 days away?", [CAN], [f"{CAN}#date-change"],
      "Yes. You can move your booking to another date once, free of charge, as long as you ask at least 7 days "
      "before the tour, and 10 days is more than that. A change asked for later than that counts as a "
      "cancellation.", note="the reader's 10 days against 'at least 7 days'."),
    V("clean", "How long will my refund take to arrive?", [CAN], [f"{CAN}#refunds"],
      "Refunds are paid within 10 working days, to the card or account you used for the booking.",
      note="in a ```json fence.", fence=True),
    V("clean", "How long is a typical day hike and how much climbing is there?", [AGE], [f"{AGE}#fitness"],
      "Day hikes are graded T2: you walk for about 5 hours and climb up to 800 metres.",
      note="'climb' for 'ascent'; the grade's digit is the source's."),
    V("clean", "Do I need a doctor's note if I have asthma?", [AGE], [f"{AGE}#fitness"],
      "Yes. Guests with a heart or lung condition must send a doctor's certificate before their booking is "
      "confirmed.", note="asthma read as a lung condition; 'note' / 'certificate'."),
    V("clean", "What time should we be at the meeting point, and what if we're late?", [BOOK], [f"{BOOK}#meeting"],
      "Be at the meeting point named in your booking confirmation 15 minutes before the start. If you are not "
      "there when the tour starts, you can't join later and you are not refunded.", note="reworded."),
    V("clean", "How much is the via ferrata, and was it cheaper in 2027?",
      [f"{PCH}#via-ferrata", f"{P27}#via-ferrata"], [f"{PCH}#via-ferrata", f"{P27}#via-ferrata"],
      "Yes. In Switzerland, a guided via ferrata costs CHF 210 per person today; in 2027 it cost Fr. 195. Both "
      "prices include the harness, helmet and lanyard.", note="two editions compared; 'Yes' to 'cheaper'."),
    V("clean", "Is lunch included on the Lofoten kayak day?", [PNO], [f"{PNO}#kayak-hike"],
      "Yes. In Norway, the Lofoten kayak-and-hike day costs NOK 1,800 per person and includes the kayak, a dry "
      "suit and lunch.", note="'Yes' opener; inclusions restated."),
    V("clean", "My son is 13. Can he join the Lofoten kayak-and-hike day?", [PNO], [f"{PNO}#kayak-hike"],
      "No. In Norway, participants in the Lofoten kayak-and-hike day must be at least 14 years old and able to swim "
      "200 metres, so a 13-year-old is too young.", note="the reader's 13 under 'at least 14'."),
    V("clean", "How big a backpack do I need for a hut tour?", [EQ], [f"{EQ}#packing"],
      "For a hut tour you need a backpack of 35 to 45 litres; 25 to 30 litres is enough for a day hike.",
      note="reordered clauses."),
    V("clean", "Which insurance do I need, and can I buy it from you?", [INS], [f"{INS}#rescue"],
      "You need insurance that covers mountain rescue, helicopter rescue included, for at least CHF 30,000 or "
      "NOK 300,000, and you must show proof of it to the guide when the tour starts. Alpenpass doesn't sell "
      "insurance, so you have to arrange it yourself.",
      limitations=["The cover must include helicopter rescue."], note="`limitations` filled; reworded."),
    V("clean", "How many guests does a guide take on a day hike?", [BOOK], [f"{BOOK}#group-size"],
      "No more than 12 guests per guide on a day hike. On a hut tour the limit is 8, and on a via ferrata 4.",
      note="each case with its own figure."),
    V("clean", "What do the huts provide, and what do I need to bring to sleep?", [HUT], [f"{HUT}#hut-rules"],
      "You sleep in shared dormitories and have to bring a sleeping bag liner; slippers are provided in every hut. "
      "The huts are quiet between 22:00 and 6:00.", note="reordered; 'between' for 'from … to'."),

    # --- condition (3; holdout: 2nd)
    V("condition", "Can I move my tour to another date?", [CAN], [f"{CAN}#date-change"],
      "Yes. You can move your booking to another date once, free of charge.", UC,
      src="if you ask at least 7 days before the tour", note="the 7-day notice dropped."),
    V("condition", "Is a second guide provided for our hut tour group of 12?", [BOOK], [f"{BOOK}#group-size"],
      "Yes. A group of 9 to 16 guests on a hut tour gets a second guide at no extra charge, provided the group is "
      "booked as a private tour.", UC,
      src="A group of 9 to 16 guests booking a hut tour together gets a second guide",
      note="a condition added (a private tour) that the source does not set."),
    V("condition", "Can I bring my own via ferrata kit?", [EQ], [f"{EQ}#via-ferrata-kit"],
      "Yes. You may use your own kit as long as the harness is less than 10 years old; otherwise Alpenpass provides "
      "one.", UC, src="only if the lanyard is less than 10 years old",
      note="the condition changed: the lanyard's age given to the harness."),

    # --- exception (1)
    V("exception", "Is lunch included on a hut tour?", [HUT], [f"{HUT}#meals"],
      "Yes. Hut tours include full board: breakfast, a packed lunch and dinner.", UC,
      src="In Swiss mountain huts, the hut tour includes half board",
      note="the Norwegian cabins' full board stated as the rule for every hut tour (Swiss huts: half board, lunch "
      "not included)."),

    # --- wrong-case (4; holdout: 2nd)
    V("wrong-case", "How much is a day hike from Grindelwald for my 10-year-old?", [PCH], [f"{PCH}#day-hikes"],
      "In Switzerland, a guided day hike from Grindelwald costs CHF 145 for a child of 10.", MC,
      src="CHF 95 per child aged 8 to 15", note="the adult price given to a child aged 10."),
    V("wrong-case", "How much is boot hire in Norway?", [EQ], [f"{EQ}#hire"],
      "In Norway, hiking boots can be hired for CHF 15 per day.", MC, src="NOK 150 per day in Norway",
      note="Switzerland's figure given to Norway (one sentence holds both)."),
    V("wrong-case", "How many guests can a guide take on a hut tour?", [BOOK], [f"{BOOK}#group-size"],
      "A guide takes at most 12 guests on a hut tour.", MC, src="at most 8 guests on a hut tour",
      note="the day hike's 12 given to the hut tour (coordinated cases of one sentence)."),
    V("wrong-case", "What does a via ferrata in Switzerland cost?", [PCH], [f"{PCH}#via-ferrata", f"{PCH}#day-hikes"],
      "In Switzerland, a guided via ferrata costs CHF 145 per person, harness, helmet and lanyard included.", MC,
      src="costs CHF 210 per person", note="the day hike's adult price given to the via ferrata; both cited."),

    # --- other-sentence (1)
    V("other-sentence", "How far ahead do I need to reserve hire boots?", [EQ], [f"{EQ}#hire"],
      "Boots must be reserved at least 15 days before the tour, giving your shoe size.", MC,
      src="at least 3 days before the tour", note="15 from the price sentence (CHF 15 per day)."),

    # --- uncited-fragment (1)
    V("uncited-fragment", "How much is a guided via ferrata in Switzerland?",
      [f"{PCH}#via-ferrata", f"{P27}#via-ferrata"], [f"{PCH}#via-ferrata"],
      "In Switzerland, a guided via ferrata costs Fr. 195 per person, including the harness, helmet and lanyard.",
      MC, note="the 2027 edition's price given as today's, citing today's list only."),

    # --- bound (3; holdout: 2nd)
    V("bound", "How early do vegetarian meals have to be requested?", [HUT], [f"{HUT}#diets"],
      "Vegetarian meals are available in every hut if you request them at most 10 days before the tour.", UC,
      src="at least 10 days before the tour", note="'at least' turned into 'at most'."),
    V("bound", "When will Alpenpass tell me if my tour is cancelled for the weather?", [WX], [f"{WX}#weather"],
      "If a thunderstorm, strong wind or a level 3 weather warning is forecast, Alpenpass cancels the tour not before "
      "18:00 on the day before, and you choose between a full refund and a new date.", UC,
      src="no later than 18:00 on the day before", note="'no later than' turned into 'not before'."),
    V("bound", "How much does boot hire cost in Switzerland?", [EQ], [f"{EQ}#hire"],
      "In Switzerland, hiking boots can be hired for CHF 15 per week; trekking poles are lent free of charge.", UC,
      src="CHF 15 per day", note="period: per day turned into per week."),

    # --- modality (2; holdout: 2nd)
    V("modality", "Do I need a doctor's certificate if I have a heart condition?", [AGE], [f"{AGE}#fitness"],
      "It is recommended: guests with a heart or lung condition may send a doctor's certificate before the booking "
      "is confirmed.", UC, src="must send a doctor's certificate", note="'must' turned into 'may' / recommended."),
    V("modality", "Do I have to show my insurance?", [INS], [f"{INS}#rescue"],
      "You can show proof of your rescue cover to the guide at the start of the tour if asked; every guest must have "
      "insurance that covers mountain rescue, including helicopter rescue.", UC,
      src="Guests must show proof of cover", note="'must show' turned into 'can show … if asked'."),

    # --- flipped (2; holdout: 2nd)
    V("flipped", "Do tours run if it rains?", [WX], [f"{WX}#weather"],
      "No, tours are called off in rain; if a thunderstorm, strong wind or a level 3 weather warning is forecast, "
      "Alpenpass cancels no later than 18:00 on the day before.", UC, src="Tours go ahead in light rain",
      note="'go ahead in light rain' flipped to 'called off in rain'."),
    V("flipped", "Does a Rega patronage cover my Norway tour?", [INS], [f"{INS}#rega"],
      "Yes, a Rega patronage counts as rescue cover for tours in both Switzerland and Norway.", UC,
      src="It does not cover tours in Norway", note="the denial for Norway flipped."),

    # --- invented (1)
    V("invented", "What do I need to bring on a day hike?", [EQ], [f"{EQ}#packing"],
      "Every guest must bring a waterproof jacket, warm layers, water and sun protection. Crampons are handed out to "
      "every guest at the meeting point.", UC, note="an invented sentence (crampons), no figure."),

    # --- agent (1)
    V("agent", "If my tour is cancelled because of a storm, who decides between a refund and a new date?", [WX],
      [f"{WX}#weather"],
      "Alpenpass decides whether you get a full refund or a new date; the tour is cancelled no later than 18:00 on "
      "the day before.", UC, src="the guest chooses between a full refund and a new date",
      note="the chooser swapped: Alpenpass for the guest."),

    # --- jurisdiction (1)
    V("jurisdiction", "What does an adult pay for a day hike from Zermatt?", [f"{PCH}#day-hikes"],
      [f"{PCH}#day-hikes"], "A guided day hike from Zermatt costs 145 francs per adult.", NJ, src="In Switzerland",
      note="a figure from a Switzerland-only context with no country named ('francs' and Zermatt are not the "
      "country's name or code)."),
]

PRF, R27, PTJ, GAR, SRO = "rt-prays-rf", "rt-prays-rf-2027", "rt-prays-tj", "rt-garantiya", "rt-sroki"
HRA, OPL, SKI, VYE, ZAP = "rt-hranenie", "rt-oplata", "rt-skidki", "rt-vyezd-pravila", "rt-zapchasti"

RU = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "Сколько стоит выезд мастера в Казани?", [PRF], [f"{PRF}#vyezd"],
      "В России выезд мастера по Казани стоит 500 ₽, а если ремонт сделают в тот же визит, эта сумма засчитывается "
      "в стоимость ремонта.", note="два предложения вместе; город и страна названы."),
    V("clean", "Мастер нужен в Подмосковье, 15 км от МКАД. Сколько стоит выезд?", [PRF], [f"{PRF}#vyezd"],
      "В России выезд мастера за МКАД на расстояние не дальше 20 км стоит 1 300 ₽ — ваши 15 км в эту зону входят.",
      note="15 км читателя против «не дальше 20 км»."),
    V("clean", "Сколько стоит починить стиральную машину в Душанбе?", [PTJ], [f"{PTJ}#remont"],
      "В Таджикистане ремонт стиральной машины стоит от 250 сомони; запчасти оплачиваются отдельно.",
      note="«запчасти оплачиваются отдельно» вместо «без учёта запчастей»."),
    V("clean", "Если я соглашусь на ремонт, диагностика в Москве платная?", [PRF], [f"{PRF}#diagnostika"],
      "Нет. В России диагностика в сервисном центре бесплатна, если вы соглашаетесь на ремонт. Платной (900 ₽) она "
      "становится только при отказе от ремонта.", note="«Нет.»; правило и его другая сторона."),
    V("clean", "Сколько стоит диагностика в Худжанде?", [PTJ], [f"{PTJ}#diagnostika"],
      "В Таджикистане диагностика в сервисном центре стоит 60 сомони. Если вы согласитесь на ремонт, эти деньги "
      "засчитают в его стоимость.", note="пересказ второй части."),
    V("clean", "Какая гарантия на замененный компрессор и на саму работу?", [GAR], [f"{GAR}#garantiya"],
      "На сам ремонт гарантия — полгода, а на установленные новые запчасти, например компрессор, — 12 месяцев. Для "
      "гарантии нужно предъявить акт выполненных работ.", note="«полгода» вместо «6 месяцев»."),
    V("clean", "Стиралка снова сломалась так же, как до ремонта, через 2 месяца. Придётся платить?", [GAR],
      [f"{GAR}#povtor", f"{GAR}#garantiya"],
      "Нет. Гарантия на ремонт — 6 месяцев, и если та же неисправность повторилась в этот срок, мастер устранит её "
      "бесплатно, включая выезд и запчасти.", note="2 месяца читателя в пределах 6; два фрагмента."),
    V("clean", "В гарантию входит, если машинку залило водой?", [GAR], [f"{GAR}#isklyucheniya"],
      "Нет, гарантия не распространяется на поломки из-за попадания воды — как и из-за скачков напряжения или "
      "падения техники.", note="отрицание пересказано."),
    V("clean", "Сколько займёт ремонт холодильника?", [SRO], [f"{SRO}#sroki"],
      "Обычно ремонт занимает не больше 7 рабочих дней со дня диагностики. Если нужной запчасти нет на складе, срок "
      "продлевается до 30 дней, и о задержке вам сообщат по телефону.", note="пересказ двух предложений."),
    V("clean", "Можно ли отремонтировать холодильник за один день в Душанбе, и сколько это стоит?", [SRO],
      [f"{SRO}#srochny"],
      "Да, срочный ремонт за 1 рабочий день делают в Москве и Душанбе, если запчасть есть на складе. Он на 50 % "
      "дороже обычного.", note="условие наличия запчасти сохранено."),
    V("clean", "Сколько можно не забирать технику бесплатно?", [HRA], [f"{HRA}#hranenie"],
      "После того как вам сообщили о готовности, техника хранится бесплатно 30 дней. С 31-го дня хранение платное: "
      "100 ₽ в сутки в России или 8 сомони в сутки в Таджикистане.", note="обе страны из одного предложения."),
    V("clean", "Я заберу стиралку через 40 дней после звонка о готовности, сколько заплачу за хранение в Москве?",
      [HRA], [f"{HRA}#hranenie"],
      "Первые 30 дней хранение бесплатное, а начиная с 31-го дня в России оно стоит 100 ₽ в сутки — за дни сверх 30 "
      "придётся заплатить по этой ставке.", note="40 дней читателя против 30; сумма не выведена."),
    V("clean", "Что будет с техникой, если её не забрать?", [HRA], [f"{HRA}#nevostrebovannaya"],
      "Если технику не забрали в течение 90 дней после сообщения о готовности, сервис вправе продать её в счёт "
      "оплаты ремонта и хранения. Перед этим владельца предупредят письмом не позднее чем за 14 дней.",
      note="модальность «вправе» сохранена."),
    V("clean", "Нужно ли платить заранее за ремонт?", [OPL], [f"{OPL}#predoplata"],
      "За диагностику и работы заранее платить не нужно — оплата после ремонта. Предоплату берут, только если нужно "
      "заказать запчасть дороже 5 000 ₽ или 500 TJS, и тогда в размере её полной стоимости.",
      note="правило и исключение."),
    V("clean", "Запчасть стоит 3 000 ₽ — будет предоплата?", [OPL], [f"{OPL}#predoplata"],
      "Нет. Предоплата берётся только за запчасть дороже 5 000 ₽, а ваша стоит меньше; за диагностику и работы вы "
      "платите после ремонта.", note="3 000 ₽ читателя против порога 5 000 ₽."),
    V("clean", "Можно ли в Душанбе оплатить ремонт через Alif?", [OPL], [f"{OPL}#sposoby"],
      "Да, в Таджикистане ремонт можно оплатить через Alif, а также наличными или картой «Корти Милли».",
      note="«Да,»; порядок способов изменён."),
    V("clean", "Мне 67, я на пенсии. Скидка будет и на запчасти?", [SKI], [f"{SKI}#pensioneram"],
      "Нет, только на работы. Пенсионерам при предъявлении пенсионного удостоверения скидка 10 % на работы; на "
      "запчасти и выезд она не действует.", note="«Нет, только …»."),
    V("clean", "Я уже чинил у вас машину полгода назад. Будет скидка?", [SKI], [f"{SKI}#povtornoe"],
      "Да. При повторном обращении в течение года после прошлого ремонта скидка на работы составляет 5 %.",
      note="полгода читателя в пределах года."),
    V("clean", "Можно ли сложить скидку пенсионера и скидку за повторное обращение?", [SKI],
      [f"{SKI}#pensioneram", f"{SKI}#povtornoe"],
      "Нет. Скидка пенсионерам не суммируется с другими скидками, в том числе со скидкой 5 % за повторное "
      "обращение.", note="два фрагмента вместе."),
    V("clean", "Когда приедет мастер?", [VYE], [f"{VYE}#interval"],
      "Мастер приедет в согласованный с вами трёхчасовой интервал между 9:00 и 21:00 и позвонит за полчаса до "
      "приезда.", note="«полчаса» вместо «30 минут»."),
    V("clean", "Мастер не пришёл и не позвонил. Что теперь?", [VYE], [f"{VYE}#opozdanie"],
      "В этом случае выезд для вас бесплатный, а новый визит назначат на ближайший день.",
      note="«не пришёл и не позвонил» — условие правила."),
    V("clean", "Хочу перенести визит мастера, до интервала осталось 3 часа. Это бесплатно?", [VYE], [f"{VYE}#otmena"],
      "Да. Перенести или отменить выезд можно бесплатно не позднее чем за 2 часа до начала интервала, а у вас в "
      "запасе 3 часа.", note="3 часа читателя против «не позднее чем за 2 часа»."),
    V("clean", "Если меня не будет дома, когда приедет мастер?", [VYE], [f"{VYE}#otmena"],
      "Если мастер приехал, а дверь никто не открыл, выезд придётся оплатить полностью. Чтобы не платить, отмените "
      "или перенесите визит не позднее чем за 2 часа до начала интервала.", note="в ```json; два предложения.",
      fence=True),
    V("clean", "Поставите неоригинальную деталь, если я согласен?", [ZAP], [f"{ZAP}#originalnye"],
      "Да, но только с вашего письменного согласия. Гарантия на неоригинальные запчасти — 3 месяца.",
      note="«Да, но только …»."),
    V("clean", "Можно забрать старую деталь после ремонта?", [ZAP], [f"{ZAP}#starye"],
      "Да, если вы попросите об этом до начала ремонта; иначе снятые детали утилизируют.",
      note="pretty-printed JSON; условие сохранено.", pretty=True),
    V("clean", "Сколько стоил выезд по Москве в 2027 году и сколько сейчас?", [f"{PRF}#vyezd", f"{R27}#vyezd"],
      [f"{PRF}#vyezd", f"{R27}#vyezd"],
      "В России выезд мастера по Москве в пределах МКАД в 2027 году стоил 600 ₽, а сейчас стоит 700 ₽.",
      note="две редакции, обе процитированы."),
    V("clean", "Сколько стоит ремонт холодильника в России и в Таджикистане?", [f"{PRF}#remont", f"{PTJ}#remont"],
      [f"{PRF}#remont", f"{PTJ}#remont"],
      "В России ремонт холодильника стоит от 3 200 ₽, в Таджикистане — от 300 сомони; в обоих случаях без учёта "
      "запчастей.", note="две страны сравнены."),
    V("clean", "Сколько стоит вызов мастера в Душанбе?", [PTJ], [f"{PTJ}#vyezd"],
      "В Таджикистане выезд мастера по Душанбе стоит 50 сомони.",
      limitations=["В Худжанде выезд дешевле — 40 сомони."], note="`limitations` заполнены."),
    V("clean", "Через сколько дней после диагностики будет готов ремонт?", [SRO], [f"{SRO}#sroki"],
      "Обычный ремонт — не больше 7 рабочих дней со дня диагностики.",
      limitations=["Если запчасти нет на складе, срок продлевается до 30 дней."], note="`limitations` заполнены."),
    V("clean", "Если я откажусь от ремонта после диагностики в сервисе в Казани, сколько платить?", [PRF],
      [f"{PRF}#diagnostika"], "В России при отказе от ремонта диагностика в сервисном центре стоит 900 ₽.",
      note="условие читателя — случай правила."),

    # --- condition (3; holdout: 2nd)
    V("condition", "Можно ли отменить вызов мастера бесплатно?", [VYE], [f"{VYE}#otmena"],
      "Да, отменить или перенести выезд можно бесплатно в любой момент до приезда мастера.", UC,
      src="не позднее чем за 2 часа до начала интервала", note="срок «за 2 часа» выброшен, «в любой момент»."),
    V("condition", "Мастер опоздал. Выезд бесплатный?", [VYE], [f"{VYE}#opozdanie"],
      "Да: если мастер не приехал в согласованный интервал, выезд для вас бесплатный, а новый визит назначат на "
      "ближайший день.", UC, src="и не предупредил об опоздании",
      note="второе условие («не предупредил об опоздании») выброшено."),
    V("condition", "Гарантия на ремонт действует без документов?", [GAR], [f"{GAR}#garantiya"],
      "Гарантия на ремонт — 6 месяцев, на новые запчасти — 12 месяцев; она действует при предъявлении чека об "
      "оплате.", UC, src="при предъявлении акта выполненных работ",
      note="условие изменено: чек вместо акта выполненных работ."),

    # --- exception (1)
    V("exception", "Сколько стоит хранение отремонтированной техники в России?", [HRA], [f"{HRA}#hranenie"],
      "В России хранение отремонтированной техники стоит 100 ₽ в сутки.", UC, src="хранится бесплатно 30 дней",
      note="плата с 31-го дня подана как правило; бесплатные 30 дней выброшены."),

    # --- wrong-case (4; holdout: 2nd)
    V("wrong-case", "Сколько стоит выезд мастера по Казани?", [PRF], [f"{PRF}#vyezd"],
      "В России выезд мастера по Казани стоит 700 ₽.", MC, src="Выезд мастера по Казани стоит 500 ₽",
      note="цена Москвы отдана Казани."),
    V("wrong-case", "Сколько стоит ремонт посудомоечной машины в России?", [PRF], [f"{PRF}#remont"],
      "В России ремонт посудомоечной машины стоит от 3 200 ₽ без учёта запчастей.", MC,
      src="посудомоечной машины — от 2 800 ₽", note="цена холодильника отдана посудомоечной машине."),
    V("wrong-case", "Сколько стоит хранение после 30 дней в Таджикистане?", [HRA], [f"{HRA}#hranenie"],
      "В Таджикистане начиная с 31-го дня хранение стоит 100 сомони в сутки.", MC,
      src="8 сомони в сутки в Таджикистане", note="российские 100 ₽ отданы Таджикистану в сомони."),
    V("wrong-case", "Какая гарантия на неоригинальные запчасти?", [ZAP, GAR], [f"{ZAP}#originalnye", f"{GAR}#garantiya"],
      "На неоригинальные запчасти гарантия 12 месяцев, но ставят их только с письменного согласия клиента.", MC,
      src="гарантия на них — 3 месяца", note="12 месяцев новых запчастей отданы неоригинальным; оба фрагмента "
      "процитированы."),

    # --- other-sentence (1)
    V("other-sentence", "Сколько длится обычный ремонт?", [SRO], [f"{SRO}#sroki"],
      "Обычный ремонт занимает не больше 30 рабочих дней со дня диагностики.", MC, src="не больше 7 рабочих дней",
      note="30 — из предложения о нехватке запчасти."),

    # --- uncited-fragment (1)
    V("uncited-fragment", "Сколько стоит выезд мастера по Москве?", [f"{PRF}#vyezd", f"{R27}#vyezd"], [f"{PRF}#vyezd"],
      "В России выезд мастера по Москве в пределах МКАД стоит 600 ₽.", MC,
      note="цена 2027 года подана как нынешняя; процитирован только нынешний прайс."),

    # --- bound (3; holdout: 2nd)
    V("bound", "Когда можно отменить выезд без оплаты?", [VYE], [f"{VYE}#otmena"],
      "Бесплатно отменить или перенести выезд можно не раньше чем за 2 часа до начала интервала.", UC,
      src="не позднее чем за 2 часа", note="«не позднее» повёрнуто в «не раньше»."),
    V("bound", "Как долго длится обычный ремонт?", [SRO], [f"{SRO}#sroki"],
      "Обычный ремонт занимает не меньше 7 рабочих дней со дня диагностики; если запчасти нет на складе, срок "
      "продлевается до 30 дней.", UC, src="не больше 7 рабочих дней", note="«не больше» повёрнуто в «не меньше»."),
    V("bound", "Сколько стоит хранение в России после бесплатного срока?", [HRA], [f"{HRA}#hranenie"],
      "После 30 бесплатных дней хранение в России стоит 100 ₽ в неделю.", UC, src="100 ₽ в сутки",
      note="период: «в сутки» заменено на «в неделю»."),

    # --- modality (2; holdout: 2nd)
    V("modality", "Продадут ли мою технику, если я её не заберу?", [HRA], [f"{HRA}#nevostrebovannaya"],
      "Да: если технику не забрали в течение 90 дней после сообщения о готовности, сервис продаёт её в счёт оплаты "
      "ремонта и хранения, предупредив владельца письмом не позднее чем за 14 дней.", UC,
      src="сервис вправе продать её", note="«вправе продать» стало «продаёт»."),
    V("modality", "Нужно ли согласие, чтобы поставили неоригинальную запчасть?", [ZAP], [f"{ZAP}#originalnye"],
      "Желательно дать письменное согласие: неоригинальные запчасти ставят по согласованию с клиентом, гарантия на "
      "них — 3 месяца.", UC, src="только с письменного согласия клиента",
      note="«только с письменного согласия» стало «желательно»."),

    # --- flipped (2; holdout: 2nd)
    V("flipped", "Покрывает ли гарантия поломку после падения стиральной машины?", [GAR], [f"{GAR}#isklyucheniya"],
      "Да, гарантия распространяется и на поломки из-за падения техники, но не на технику, которую вскрывал кто-то "
      "другой.", UC,
      src="Гарантия не распространяется на поломки из-за скачков напряжения, попадания воды или падения техники",
      note="отрицание для падения перевёрнуто."),
    V("flipped", "Скидка пенсионерам действует на запчасти?", [SKI], [f"{SKI}#pensioneram"],
      "Да, пенсионерам скидка 10 % действует и на работы, и на запчасти при предъявлении пенсионного удостоверения.",
      UC, src="на запчасти и выезд скидка не действует", note="«на запчасти … не действует» перевёрнуто."),

    # --- invented (1)
    V("invented", "Как проходит выезд мастера?", [VYE], [f"{VYE}#interval"],
      "Мастер приезжает в согласованный трёхчасовой интервал и заранее звонит. С собой он привозит подменную технику "
      "на время ремонта.", UC, note="выдуманное предложение (подменная техника), без цифр."),

    # --- agent (1)
    V("agent", "Кто решает, отдавать ли мне снятые детали?", [ZAP], [f"{ZAP}#starye"],
      "Снятые детали отдаёт мастер, если сам сочтёт нужным; иначе их утилизируют.", UC,
      src="если он попросит об этом до начала ремонта", note="решает мастер, а не клиент по своей просьбе."),

    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит диагностика в сервисном центре в Душанбе?", [f"{PTJ}#diagnostika"],
      [f"{PTJ}#diagnostika"],
      "Диагностика в сервисном центре стоит 60 сомони; если вы соглашаетесь на ремонт, её стоимость засчитывается в "
      "ремонт.", NJ, src="В Таджикистане",
      note="цифра из контекста только Таджикистана без названия страны (Душанбе и «сомони» — не название)."),
]
