"""Labelled verify cases of unseen30 (the source of verify_cases.jsonl; build_unseen30.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them
(faithful paraphrase, reordered clauses, lists, Russian inflection and word order, a condition restated
in other words, a figure written another way: "8:00 p.m." for "20:00", "1,170 US dollars" for
"US$1,170", «1000 рублей» for «1 000 ₽», «десяти» for «10»); the wrong ones carry one fault each,
weighted to the subtle faults strong models make: a condition dropped, added or changed; an exception
stated as the rule; a figure applied to the wrong case (the weekly rate as the nightly one, the
children's price for adults, the other country's amount, the other zone or menu); a bound turned
(at most / at least, up to / from, before / after, не позднее / не ранее); modality changed; negation
flipped; an invented sentence; subjects swapped; a figure of another sentence or of an uncited
fragment. Every figure of a wrong answer occurs somewhere in its context.
The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed before the first
case was written.
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


RU_, CA, U27 = "rates-us", "rates-canada", "rates-us-2027"
BK, CN, CK, PR = "booking-terms", "cancellation-terms", "check-in-out", "park-rules"
PT, FS, VG, RV, SV, LT = "pet-policy", "fire-safety", "vehicles-guests", "rv-requirements", "rv-services", "long-term-stays"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a tent site a night in peak season in Moab?", [RU_], [f"{RU_}#tent"],
      "In the United States a tent site is $35 a night in peak season.",
      note="a bare '$' in a US-only context; 'is' for 'costs'."),
    V("clean", "What does a 50-amp RV site cost per month in the US?", [RU_], [f"{RU_}#rv"],
      "A 50-amp RV site in the U.S. costs 1,170 US dollars a month, whatever the season.",
      note="'US$1,170' written as '1,170 US dollars'; 'the same in both seasons' as 'whatever the season'."),
    V("clean", "Is peak season in Canada the same as in the States?", [f"{RU_}#seasons", f"{CA}#seasons"],
      [f"{RU_}#seasons", f"{CA}#seasons"],
      "No. In the United States peak season runs from May 15 to September 15, while in Canada it runs from "
      "June 15 to September 5.", note="two fragments of two countries contrasted in one sentence."),
    V("clean", "How much is a cabin off-season in Huntsville?", [CA], [f"{CA}#cabins"],
      "Off-season, a one-room camping cabin in Canada costs C$90 a night. It sleeps 4 and has beds and "
      "electricity but no bathroom. You bring your own bedding.", note="reordered; 'you bring' for 'bring'."),
    V("clean", "Have RV site prices gone up since 2027?", [f"{RU_}#rv", f"{U27}#rv"], [f"{RU_}#rv", f"{U27}#rv"],
      "Yes. In the United States a 30-amp full-hookup RV site now costs US$55 a night in peak season, up from "
      "US$50 in 2027, and a month costs US$990 instead of US$900.",
      note="current and historical editions, both cited."),
    V("clean", "what's the deposit for a 2-month stay in Canada?", [BK], [f"{BK}#deposit"],
      "For stays of 28 nights or more, such as a 2-month stay, the deposit in Canada is C$300.",
      note="the reader's 2 months placed under '28 nights or more'; one country of a two-country sentence."),
    V("clean", "Can I change my booking dates?", [BK], [f"{BK}#changes"],
      "Yes. You can change your dates free of charge once, as long as it's at least 7 days before arrival. Each "
      "later change costs US$15 in the United States or C$20 in Canada.",
      note="'up to 7 days before' restated as 'as long as it's at least 7 days before'."),
    V("clean", "How far ahead can I book?", [BK], [f"{BK}#booking"],
      "You can reserve online or by phone as early as 12 months before you arrive. For a same-day booking you "
      "need to call, and only until 18:00.", note="'as early as' for 'up to … before'; 'need to call' for "
      "'by phone only'."),
    V("clean", "If I cancel my RV site 3 days before arrival, do I get my deposit back?", [CN], [f"{CN}#cancelling"],
      "I'm afraid not. Because you're cancelling less than 7 days before arrival, the deposit is not refunded.",
      note="the reader's 3 days against the 7-day bound; polite opening."),
    V("clean", "How late can I cancel a cabin and still get a refund?", [CN], [f"{CN}#cabins"],
      "A cabin has to be cancelled at least 14 days before arrival; then the deposit is refunded, minus the "
      "cancellation fee. If you cancel later, you lose the deposit.", note="'has to' for 'must'; faithful."),
    V("clean", "We had to leave because of an evacuation order — do we get the unused nights back?", [CN],
      [f"{CN}#leaving-early"],
      "Yes. When the park asks guests to leave because of an evacuation order, the nights you didn't use are "
      "refunded in full.", note="the exception the reader is in, with its condition kept."),
    V("clean", "When does the refund reach my card?", [CN], [f"{CN}#refund-timing"],
      "Refunds go back to the card you booked with within ten business days.", note="10 written as a word."),
    V("clean", "What time is check-in for a cabin?", [CK], [f"{CK}#check-in"],
      "Cabin check-in starts at 16:00 (tent and RV sites from 14:00), and the office is open until 22:00.",
      note="'open until' for 'closes at'; a parenthesis."),
    V("clean", "Can we check in at 2 pm on a tent site?", [CK], [f"{CK}#check-in"],
      "Yes — check-in for tent and RV sites starts at 2 p.m.", note="'2 p.m.' for '14:00' (the reader's own 2)."),
    V("clean", "We'll get there around midnight, what do we do?", [CK], [f"{CK}#late-arrival"],
      "As you're arriving after 22:00, you'll receive your site number and the gate code by text message on the "
      "day you arrive. You then register at the office by 10:00 the next morning.",
      note="the reader's midnight placed after 22:00; passive turned active."),
    V("clean", "How much is a late check-out in Canada?", [CK], [f"{CK}#check-out"],
      "A late check-out until 14:00 costs C$20 in Canada. Ask at the office; you can have it provided nobody has "
      "booked the site for that night.", note="the condition restated in other words."),
    V("clean", "What happens if we're still on the site at 3 in the afternoon?", [CK], [f"{CK}#late-departure"],
      "A site that hasn't been vacated by 14:00 is charged for one more night.",
      note="the reader's 3 p.m. against 14:00; the answer restates the rule."),
    V("clean", "Till what time can we play music at night?", [PR], [f"{PR}#quiet-hours"],
      "Music has to be off from 22:00, when quiet hours begin; they last until 7:00.",
      note="'has to be off' for 'must be turned off'."),
    V("clean", "Can I use my generator in the evening on an RV site with power?", [PR], [f"{PR}#generators"],
      "No. Generators are allowed only on sites without an electric hookup, and only from 8:00 a.m. to 8:00 p.m.",
      note="'8:00 p.m.' for '20:00'; a site with power has a hookup."),
    V("clean", "What's the speed limit and do kids need helmets?", [PR], [f"{PR}#speed"],
      "On park roads the speed limit is 5 mph, and children under 12 have to wear a helmet when riding a bike.",
      note="two facts of one fragment; 'kids' in the question."),
    V("clean", "How many dogs can we bring?", [PT], [f"{PT}#pets"],
      "You can bring up to 2 dogs or cats per tent or RV site. Outside your tent or RV, dogs need to be on a "
      "leash of six feet or less, and no pet can be left alone outside.", note="6 written as a word; 'or less'."),
    V("clean", "What is the pet fee in the US?", [PT], [f"{PT}#pet-fee"],
      "In the United States it's US$5 per pet per night, capped at US$30 per stay.", note="'capped at' for 'up to'."),
    V("clean", "Do I pay the pet fee for my service dog?", [PT], [f"{PT}#service-animals"],
      "No — service animals are welcome everywhere in the park, and no pet fee is charged for them.",
      note="'No' from the source's own denial."),
    V("clean", "Can I bring firewood from home? I live 200 miles away.", [FS], [f"{FS}#campfires"],
      "No. Firewood from more than 50 miles away must not be brought in; firewood has to be bought in the park "
      "or be certified heat-treated.", note="the reader's 200 miles against 'more than 50 miles'; clauses reordered."),
    V("clean", "Can we cook on a propane stove during a fire ban?", [FS], [f"{FS}#fire-bans"],
      "Yes. During a posted fire ban wood and charcoal fires are banned everywhere in the park, but you may still "
      "use propane stoves and grills that have a shut-off valve.", note="'banned everywhere' for 'not allowed anywhere'."),
    V("clean", "How many people and tents fit on one site?", [VG], [f"{VG}#occupancy"],
      "A site takes at most 6 people, with either up to 2 tents or 1 RV plus 1 tent.",
      note="'at most' for 'up to'; 'takes' for 'holds'.", pretty=True),
    V("clean", "My parents are visiting for the day with my 10-year-old nephew, what do they pay in Canada?", [VG],
      [f"{VG}#visitors"],
      "Day visitors pay C$6 per person in Canada, and children under 12 visit free, so your nephew pays nothing. "
      "Visitors must leave by 22:00.", note="the reader's 10 against 'under 12'."),
    V("clean", "My 38-foot motorhome — which parks can take it?", [RV], [f"{RV}#length"],
      "RV sites in Moab and Bend take RVs up to 45 feet long, so a 38-foot motorhome fits there; Asheville, "
      "Kelowna and Huntsville take RVs only up to 35 feet.", note="the reader's 38 feet between the two bounds."),
    V("clean", "How much to swap a propane bottle in the US?", [SV], [f"{SV}#propane"],
      "The park office exchanges 20-lb propane cylinders for US$25 in the United States. Keep cylinders upright "
      "outside your RV.", note="'bottle' in the question; imperative for 'must be stored'.", fence=True),
    V("clean", "How is electricity billed on a monthly stay in Canada, and what's included?", [LT], [f"{LT}#utilities"],
      "Monthly guests in Canada pay for electricity by meter at C$0.15 per kWh, read when you arrive and when you "
      "leave. Water, sewer and Wi-Fi are included.", note="two parts answered; one country kept."),

    # --- wrong
    V("condition", "Will I get my deposit back if I cancel my RV site?", [CN], [f"{CN}#cancelling"],
      "Yes, you get the deposit back, minus a cancellation fee of US$15 in the United States or C$20 in Canada.",
      UC, src="at least 7 days before arrival",
      note="condition dropped: the refund holds only when cancelling at least 7 days before arrival."),
    V("condition", "When do guests get a refund for unused nights?", [CN], [f"{CN}#leaving-early"],
      "If the park has to evacuate and asks you to leave, the unused nights are refunded in full, but only if you "
      "booked directly with us.", UC, src="When the park asks guests to leave because of an evacuation order",
      note="condition added: 'only if you booked directly' is stated nowhere."),
    V("condition", "Can I get a late check-out?", [CK], [f"{CK}#check-out"],
      "Yes, a late check-out until 14:00 can be requested at the office for US$15 in the United States or C$20 "
      "in Canada, if the site is booked for that night.", UC, src="if the site is not booked for that night",
      note="condition turned: 'not booked' made 'booked'."),
    V("exception", "Do we get money back if we leave early?", [CN], [f"{CN}#leaving-early"],
      "Yes, unused nights are refunded in full when you leave early.", UC,
      src="Nights you do not use after you have checked in are not refunded",
      note="the evacuation exception stated as the rule; the rule is no refund."),
    V("wrong-case", "How much is a 30-amp RV site per night in the US in peak season?", [RU_], [f"{RU_}#rv"],
      "In the United States a 30-amp full-hookup RV site costs US$330 a night in peak season.", MC,
      src="US$55 a night in peak season", note="the weekly rate (US$330) given as the nightly one (US$55)."),
    V("wrong-case", "How much is a tent site a night in Kelowna in peak season?", [f"{RU_}#tent", f"{CA}#tent"],
      [f"{RU_}#tent", f"{CA}#tent"], "In Canada a tent site costs C$35 a night in peak season.", MC,
      src="C$42 a night in peak season", note="the other country's amount: 35 is the US peak rate; Canada's is C$42."),
    V("wrong-case", "What's the off-season nightly rate for a 50-amp site in the U.S.?", [RU_], [f"{RU_}#rv"],
      "Off-season, a 50-amp RV site in the U.S. costs US$45 a night.", MC, src="US$52 a night off-season",
      note="the 30-amp site's off-season rate (US$45) given to the 50-amp site (US$52)."),
    V("wrong-case", "What time is check-out for an RV site?", [CK], [f"{CK}#check-out"],
      "Check-out for RV sites is at 10:00.", MC, src="at 11:00 for sites",
      note="the cabins' check-out time (10:00) given to sites (11:00)."),
    V("other-sentence", "How much does a day visitor pay in the US?", [VG], [f"{VG}#visitors", f"{VG}#vehicles"],
      "Day visitors pay US$10 per person in the United States and must leave by 22:00.", MC, src="US$5 per person",
      note="US$10 is the second vehicle's nightly charge, another cited sentence; visitors pay US$5."),
    V("uncited-fragment", "What does a tent site cost a night in peak season in the US?", [f"{RU_}#tent", f"{U27}#tent"],
      [f"{RU_}#tent"], "In the United States a tent site costs US$32 a night in peak season.", MC,
      src="US$35 a night in peak season",
      note="US$32 is the 2027 edition's price, in a fragment the answer does not cite; today's is US$35."),
    V("bound", "How long can I stay monthly on an RV site?", [LT], [f"{LT}#monthly"],
      "Monthly stays are offered on RV sites only, for at least 6 months in a calendar year.", UC,
      src="for up to 6 months", note="'up to 6 months' turned into 'at least 6 months'."),
    V("bound", "Until when can the campfire burn?", [FS], [f"{FS}#campfires"],
      "Campfires are allowed only in the steel fire ring on each site, and only after 23:00.", UC,
      src="must be put out before 23:00", note="'put out before 23:00' turned into 'only after 23:00'."),
    V("bound", "When do I need to register if I arrive after hours?", [CK], [f"{CK}#late-arrival"],
      "Your site number and the gate code come by text message on the day of arrival, and you register at the "
      "office from 10:00 the next morning.", UC, src="by 10:00 the next morning",
      note="a deadline ('by 10:00') turned into a start ('from 10:00')."),
    V("modality", "Can we use a propane grill during a fire ban?", [FS], [f"{FS}#fire-bans"],
      "During a fire ban no wood or charcoal fires are allowed anywhere in the park; you must use a propane "
      "stove or a grill with a shut-off valve instead.", UC, src="may still be used",
      note="permission ('may still be used') made a duty ('must use')."),
    V("modality", "Are RVs older than 15 years accepted?", [RV], [f"{RV}#rv-age"],
      "Yes; RVs more than 15 years old may be accepted, and you can send a photo of the RV before arrival if you "
      "like.", UC, src="accepted only after the office has approved a photo",
      note="a condition that must be met (an approved photo) made optional ('if you like')."),
    V("flipped", "Are generators allowed near the cabins?", [PR], [f"{PR}#generators"],
      "Yes, generators may be used in the cabin area between 8:00 and 20:00.", UC,
      src="not allowed in the cabin area at any time", note="negation flipped: never allowed in the cabin area."),
    V("flipped", "Do the cabins have a bathroom?", [RU_], [f"{RU_}#cabins"],
      "Yes. In the United States a camping cabin has beds, electricity and a bathroom; it costs US$95 a night in "
      "peak season.", UC, src="no bathroom", note="'no bathroom' turned into 'a bathroom'."),
    V("invented", "How do I use the dump station?", [SV], [f"{SV}#dump-station"],
      "The dump station is free for registered guests. Empty black and grey tanks only there or into a sewer "
      "hookup, never on the ground. Please show your site tag to the attendant before you dump.", UC,
      note="the last sentence (a site tag, an attendant) is stated nowhere; the rest is faithful."),
    V("agent", "What's needed for an RV older than 15 years?", [RV], [f"{RV}#rv-age"],
      "RVs more than 15 years old are accepted only after you have approved a photo of the RV that the office "
      "sends before arrival.", UC, src="after the office has approved a photo of the RV sent before arrival",
      note="subjects swapped: the office approves the photo the guest sends."),
    V("jurisdiction", "How much is a week on a tent site in peak season in Huntsville?", [CA], [f"{CA}#tent"],
      "A week on a tent site in Huntsville costs C$252 in peak season.", NJ, src="In Canada",
      note="a figure from a Canada-only context with only 'C$' and a city, no country named."),
]

CR, CR27, CAM = "ceny-rossiya", "ceny-rossiya-2027", "ceny-armeniya"
DO, SA, BR, BA, DE, LO = "dostavka", "samovyvoz", "bronirovanie", "bankety", "deti", "loyalnost"
OB, AL, ZH, SE, RZ = "obsluzhivanie", "allergeny", "zhaloby-dostavka", "sertifikaty", "rezhim-raboty"

RU = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "Сколько стоит бизнес-ланч из двух блюд в Москве?", [CR], [f"{CR}#biznes-lanch"],
      "В России бизнес-ланч из двух блюд обойдётся в 390 рублей.", note="«обойдётся в», «рублей» вместо ₽."),
    V("clean", "Когда подают бизнес-ланч в Ереване?", [CAM], [f"{CAM}#biznes-lanch"],
      "В Армении бизнес-ланч подают по будням, с 12:00 до 16:00.", note="Ереван — Армения; дословно."),
    V("clean", "Подорожал ли банкет «Классика» с 2027 года?", [f"{CR}#banket", f"{CR27}#banket"],
      [f"{CR}#banket", f"{CR27}#banket"],
      "Да. В России меню «Классика» сейчас стоит 3 500 ₽ на человека, а в 2027 году стоило 3 000 ₽.",
      note="нынешняя и историческая редакции, обе процитированы."),
    V("clean", "Сколько стоит банкет на человека в Армении, напитки включены?", [CAM], [f"{CAM}#banket"],
      "В Армении меню «Классика» стоит 14 000 драм на человека, «Премиум» — 20 000 драм. Напитки оплачиваются "
      "отдельно: в стоимость меню они не входят.", note="два факта; «оплачиваются отдельно» — пересказ «не входят»."),
    V("clean", "Сколько стоит детский обед в Москве и что в него входит?", [CR], [f"{CR}#detskoe"],
      "Детский обед в России — суп, горячее и компот — стоит 350 рублей.",
      note="состав вынесен в тире; падежи изменены."),
    V("clean", "Мы живём в 7 км от ресторана, доставите?", [DO], [f"{DO}#zony"],
      "Да: 7 км — это зона 2, она охватывает расстояние от 5 до 10 км. Дальше 10 км доставки нет.",
      note="цифра читателя в диапазоне; «доставки нет» вместо «не доставляем»."),
    V("clean", "Сколько стоит доставка в зону 1 в Ереване и от какой суммы она бесплатная?", [DO], [f"{DO}#stoimost"],
      "В Армении доставка в зону 1 стоит 800 драм, а при заказе от 15 000 драм она бесплатная.",
      note="одна страна из предложения о двух; две части."),
    V("clean", "Какой минимальный заказ на доставку в России?", [DO], [f"{DO}#stoimost"],
      "Минимальная сумма заказа в России — 1000 рублей.", note="«1000 рублей» вместо «1 000 ₽»."),
    V("clean", "Как быстро привезут заказ во вторую зону?", [DO], [f"{DO}#vremya"],
      "Во вторую зону заказ привозят в течение 90 минут.", note="«во вторую зону» вместо «в зоне 2»."),
    V("clean", "До скольки можно сделать заказ на доставку?", [DO], [f"{DO}#vremya"],
      "Последний заказ на доставку принимают в 22:30, а сама доставка работает до 23:00.",
      note="безличное «принимают» вместо «принимаем»; порядок изменён."),
    V("clean", "Какая скидка на самовывоз бизнес-ланча?", [SA], [f"{SA}#skidka"],
      "К сожалению, на бизнес-ланч скидка за самовывоз не распространяется: 10 % действуют на весь заказ, кроме "
      "бизнес-ланча и напитков.", note="исключение, в которое попадает читатель; вежливое начало."),
    V("clean", "Я опоздал за заказом на полтора часа, его отдадут?", [SA], [f"{SA}#kak-zabrat"],
      "Да, заказ можно забрать и после часа хранения на выдаче, но горячие блюда разогревать не будут.",
      note="«после этого» раскрыто; «1 час» словом."),
    V("clean", "За сколько дней можно забронировать стол?", [BR], [f"{BR}#bron"],
      "Забронировать стол по телефону или на сайте можно не ранее чем за 30 дней.", note="порядок слов."),
    V("clean", "Нас 10 человек, какой депозит в Москве?", [BR], [f"{BR}#depozit"],
      "Для компании от 8 человек депозит в России — 1 000 ₽ с человека; его вносят при бронировании и потом "
      "засчитывают в счёт.", note="условие читателя (10) под «от 8»; пассив → безличное."),
    V("clean", "Если мы опоздаем на 10 минут, стол сохранят?", [BR], [f"{BR}#opozdanie"],
      "Да, стол держат 15 минут после времени брони, так что 10 минут опоздания — не проблема.",
      note="цифра читателя против 15 минут."),
    V("clean", "Можно ли устроить банкет в отдельном зале в Ереване на 15 человек?", [BA], [f"{BA}#usloviya"],
      "Нет: в Армении отдельный зал предоставляется от 20 гостей. Если гостей меньше, можно забронировать стол "
      "в общем зале с депозитом.", note="условие читателя (15) против 20 в Армении; Россия (10) — не о том."),
    V("clean", "Какая предоплата за банкет?", [BA], [f"{BA}#predoplata"],
      "Предоплата — 50 % стоимости меню, её вносят при заказе банкета, а остаток оплачивают в день банкета.",
      note="пассив → активный залог."),
    V("clean", "Сколько стоит пробковый сбор в Москве?", [BA], [f"{BA}#svoi-napitki"],
      "В России за каждую бутылку своего вина или крепкого напитка объёмом 0,75 л пробковый сбор составляет "
      "500 рублей.", note="порядок слов; «составляет»."),
    V("clean", "Мы отменяем банкет за 4 дня, что с предоплатой?", [BA], [f"{BA}#otmena"],
      "При отмене за 2–6 дней до банкета возвращается половина предоплаты — это ваш случай.",
      note="цифра читателя в диапазоне 2–6."),
    V("clean", "Моему сыну 11 лет, пустят в детскую комнату?", [DE], [f"{DE}#komnata"],
      "К сожалению, нет: детская комната рассчитана на детей от 3 до 10 лет.", note="11 против «до 10»."),
    V("clean", "Надо ли платить за аниматора?", [DE], [f"{DE}#komnata"],
      "Нет, занятия с аниматором бесплатные. При этом родители должны оставаться в ресторане.",
      note="«это бесплатно» → «бесплатные»; второе предложение дословно."),
    V("clean", "Сколько стоит балл в драмах?", [LO], [f"{LO}#nachislenie"],
      "В Армении один балл равен 4 драмам, в России — 1 рублю.", note="порядок стран изменён; «рублю»."),
    V("clean", "Можно ли оплатить баллами банкет?", [LO], [f"{LO}#spisanie"],
      "Нет, при оплате банкета баллы не списываются — как и при оплате бизнес-ланча.",
      note="«Нет» из отрицания источника; перечень развёрнут."),
    V("clean", "Чаевые входят в счёт?", [OB], [f"{OB}#chaevye"],
      "Нет, чаевые в счёт не включены — это на усмотрение гостя. Их можно оставить наличными или через QR-код "
      "на чеке.", note="«через» вместо «по»."),
    V("clean", "Нас 12 человек на банкете, будет сервисный сбор?", [OB], [f"{OB}#servisnyy-sbor"],
      "Нет: на банкеты сервисный сбор не начисляется, хотя обычно для компаний от 8 человек добавляют 10 %.",
      note="исключение, в которое попадает читатель, и правило."),
    V("clean", "Можно убрать лук из горячего в Ереване и сколько это стоит?", [AL], [f"{AL}#zameny"],
      "Замена ингредиентов в основных блюдах возможна, если позволяет кухня; в Армении она стоит 400 драм.",
      note="условие сохранено; одна страна.", pretty=True),
    V("clean", "Когда вернут деньги за недовезённое блюдо?", [ZH], [f"{ZH}#vozvrat"],
      "На выбор гостя: сразу баллами или на карту в течение десяти рабочих дней.",
      note="«десяти» словом; порядок вариантов изменён."),
    V("clean", "Курьер опоздал на 20 минут, вернут ли стоимость доставки?", [ZH], [f"{ZH}#opozdanie-kurera"],
      "Стоимость доставки возвращается, если курьер опоздал больше чем на 30 минут от обещанного времени; 20 "
      "минут — меньше этого.", note="цифра читателя против порога; вывод оставлен читателю."),
    V("clean", "Какой номинал у подарочного сертификата в Армении?", [SE], [f"{SE}#nominal"],
      "В Армении сертификаты продаются номиналом от 5000 до 100 000 драм и действуют 12 месяцев со дня покупки.",
      note="«5000» без пробела; два предложения в одном.", fence=True),
    V("clean", "Во сколько закрывается кухня в субботу?", [RZ], [f"{RZ}#chasy"],
      "В субботу ресторан работает до 1:00, а кухня закрывается за 30 минут до закрытия ресторана.",
      note="время не вычислено (источник не даёт 0:30)."),

    # --- wrong
    V("condition", "Вернут ли предоплату, если отменить банкет?", [BA], [f"{BA}#otmena"],
      "Да, при отмене банкета предоплата возвращается полностью.", UC, src="не позднее чем за 7 дней",
      note="условие выпало: полностью — только при отмене не позднее чем за 7 дней."),
    V("condition", "Можно ли заменить гарнир?", [AL], [f"{AL}#zameny"],
      "Да, гарнир можно заменить бесплатно, если позволяет кухня.", UC,
      src="Гарнир можно заменить бесплатно. Замена ингредиентов",
      note="условие добавлено: «если позволяет кухня» относится к замене ингредиентов, не гарнира."),
    V("condition", "Когда бронь снимают?", [BR], [f"{BR}#opozdanie"],
      "Если гости опаздывают больше чем на 15 минут, даже если предупредили, бронь снимается, а депозит не "
      "возвращается.", UC, src="и не предупредили",
      note="условие изменено: «и не предупредили» → «даже если предупредили»."),
    V("exception", "Есть ли сервисный сбор для компании из 10 человек?", [OB], [f"{OB}#servisnyy-sbor"],
      "Нет, сервисный сбор в счёт не добавляется.", UC, src="в счёт добавляется сервисный сбор 10 %",
      note="исключение (банкеты) выдано за правило: компании от 8 человек платят 10 %."),
    V("wrong-case", "Сколько стоит бизнес-ланч из трёх блюд в России?", [CR], [f"{CR}#biznes-lanch", f"{CR}#detskoe"],
      "В России бизнес-ланч из трёх блюд стоит 350 ₽.", MC, src="из трёх блюд стоит 490 ₽",
      note="цена детского обеда (350 ₽) выдана за цену бизнес-ланча для взрослых (490 ₽)."),
    V("wrong-case", "Сколько стоит доставка в зону 1 в Ереване?", [DO], [f"{DO}#stoimost"],
      "В Армении доставка в зону 1 стоит 200 драм.", MC, src="800 драм в Армении",
      note="сумма другой страны: 200 — это рубли России; в Армении 800 драм."),
    V("wrong-case", "За сколько привезут заказ в зону 1?", [DO], [f"{DO}#vremya"],
      "В зону 1 заказ привозят в течение 90 минут.", MC, src="в течение 60 минут в зоне 1",
      note="время зоны 2 (90 минут) выдано зоне 1 (60 минут)."),
    V("wrong-case", "Сколько стоит меню «Классика» в Армении?", [CAM], [f"{CAM}#banket"],
      "В Армении меню «Классика» стоит 20 000 драм на человека.", MC, src="«Классика» стоит 14 000 драм",
      note="цена «Премиум» (20 000) выдана «Классике» (14 000)."),
    V("other-sentence", "В течение какого времени надо сообщить, что не привезли блюдо?", [ZH],
      [f"{ZH}#zhaloby", f"{ZH}#opozdanie-kurera"],
      "Сообщите в чат поддержки в течение 30 минут после получения заказа и приложите фото.", MC,
      src="в течение 2 часов", note="30 минут — порог опоздания курьера из другого процитированного фрагмента; "
      "на жалобу — 2 часа."),
    V("uncited-fragment", "Сколько стоит банкетное меню «Премиум» в России?", [f"{CR}#banket", f"{CR27}#banket"],
      [f"{CR}#banket"], "В России меню «Премиум» стоит 4 500 ₽ на человека.", MC,
      src="меню «Премиум» — 5 000 ₽ на человека",
      note="4 500 ₽ — цена 2027 года из непроцитированного фрагмента; сейчас 5 000 ₽."),
    V("bound", "За сколько дней заказывать банкет?", [BA], [f"{BA}#usloviya"],
      "Банкет нужно заказать не ранее чем за 7 дней.", UC, src="не позднее чем за 7 дней",
      note="«не позднее» → «не ранее»."),
    V("bound", "Для каких детей детское меню?", [DE], [f"{DE}#menu"],
      "Детское меню предлагается детям от 12 лет.", UC, src="детям до 12 лет", note="«до 12 лет» → «от 12 лет»."),
    V("bound", "Сколько баллами можно оплатить?", [LO], [f"{LO}#spisanie"],
      "Баллами можно оплатить не меньше 30 % чека.", UC, src="не больше 30 % чека",
      note="«не больше» → «не меньше»."),
    V("modality", "Родители могут уйти, пока ребёнок в детской комнате?", [DE], [f"{DE}#komnata"],
      "Да, родители могут уйти по своим делам: с детьми занимается аниматор, это бесплатно.", UC,
      src="Родители должны оставаться в ресторане", note="обязанность остаться превращена в разрешение уйти."),
    V("modality", "Как оставить чаевые?", [OB], [f"{OB}#chaevye"],
      "Чаевые не включены в счёт, но оставить их обязательно — наличными или по QR-коду на чеке.", UC,
      src="остаются на усмотрение гостя", note="«на усмотрение гостя» → «обязательно»."),
    V("flipped", "Можно ли оплатить доставку сертификатом?", [SE], [f"{SE}#ispolzovanie"],
      "Да, сертификатом можно оплатить и счёт в ресторане, и банкет, и доставку.", UC, src="но не доставку",
      note="отрицание снято: доставку сертификатом оплатить нельзя."),
    V("flipped", "Гарантируете ли вы отсутствие орехов?", [AL], [f"{AL}#allergeny"],
      "Аллергены указаны в меню у каждого блюда, и мы гарантируем, что в блюдах нет следов орехов и глютена.", UC,
      src="не можем гарантировать", note="«не можем гарантировать» → «гарантируем»."),
    V("invented", "Как сообщить, что привезли не то блюдо?", [ZH], [f"{ZH}#zhaloby"],
      "Напишите в чат поддержки и приложите фото. Курьер заберёт неверное блюдо при следующем заказе.", UC,
      note="второе предложение нигде не сказано; первое верно."),
    V("agent", "Кто должен предупредить об аллергии?", [AL], [f"{AL}#allergeny"],
      "Об аллергии при заказе должен спросить официант; аллергены также указаны в меню у каждого блюда.", UC,
      src="нужно сказать официанту", note="роли переставлены: сказать официанту должен гость."),
    V("jurisdiction", "Сколько стоит бизнес-ланч из трёх блюд в Ереване?", [CAM], [f"{CAM}#biznes-lanch"],
      "В Ереване бизнес-ланч из трёх блюд стоит 3 500 драм.", NJ, src="В Армении бизнес-ланч",
      note="сумма из контекста только Армении; названы лишь город и «драм», страна — нет."),
]
