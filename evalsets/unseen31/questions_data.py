"""Labelled questions of unseen31 (the source of questions_*.jsonl; build_unseen31.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
This round leans on near-misses that name one of two similar things where the corpus speaks only of
the other (a walking safari in South Africa, where only Kenya prices walks and South Africa prices
game drives; an age limit for the balloon flight, where the age limit is the walking safari's; a
cabinet for 8 in Tashkent, where only Russia has one; a legal address in Tashkent), on customers'
own words and chat spellings ("hw", "b4", "ppl", "undies"; «скока», «переговорка», «велик», «питер»),
on questions with conditions ("if I cancel 20 days before", «если нас 12 человек»), on questions
that name a document, and on plain questions answered only by an unanchored section.
"""
from __future__ import annotations

NOW = "2028-06-15T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

ZA, Z27, KE, K29 = "sf-rates-za-2028", "sf-rates-za-2027", "sf-rates-ke-2028", "sf-rates-ke-2029"
BKG, CAN, CHI, ACT = "sf-bookings-2028", "sf-cancellations-2028", "sf-children-2028", "sf-activities-2028"
FEE, TRN, HLT, TIP = "sf-parkfees-2028", "sf-transfers-2028", "sf-health-2028", "sf-tips-2028"
PHO, STF, WIN, SHP, LOD = "sf-photo-2028", "sf-staff-2028", "sf-winter-2028", "sf-shop-2028", "sf-lodge-2028"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "How much is a luxury tent per night at Sabi Ridge in December?", ["rates-south-africa#tents"],
      "R4,800 per person per night in high season",
      "December is high season in South Africa (1 September to 30 April): R4,800 per person per night. Sabi "
      "Ridge is the South African lodge; 2027's R4,400 is a wrong source."),
    A("answerable", "If I cancel 20 days before arrival, do I get anything back?", ["cancellation-terms#cancelling"],
      "If you cancel 30 days or less before arrival, nothing is refunded",
      "condition: 20 days is 30 days or less, so nothing is refunded."),
    A("answerable", "What is the minimum age for a walking safari?", ["game-drives-and-walks#walking"],
      "for guests aged 16 or older", "16 or older. The staff manual's exception for 14- and 15-year-olds is "
      "not asked."),
    A("answerable", "How much is the reserve fee in Kenya for my 12-year-old daughter?", ["park-fees-guide#child-fees"],
      "children aged 9 to 17 pay a reserve fee of US$50 per 24 hours",
      "condition: 12 is within 9 to 17, US$50 per 24 hours; the adults' US$100 (#fees) is not her case."),
    A("answerable", "How much luggage can I take on the light aircraft to the Mara?", ["transfers-and-luggage#luggage"],
      "up to 15 kg in total", "15 kg in total, hand luggage included, soft bags."),
    A("answerable", "Do I need a yellow fever certificate when I fly from Nairobi to South Africa?",
      ["health-and-malaria#yellow-fever"], "must show a yellow fever vaccination certificate",
      "Nairobi is in Kenya: yes, the certificate, vaccinated at least 10 days before arrival. The record has "
      "no jurisdiction; naming South Africa does not exclude it."),
    A("answerable", "Are tips included in the price?", ["tips-and-gratuities#guides"],
      "Tips are not included in the rates", "no; at the guest's discretion."),
    A("answerable", "Can I fly my drone at the lodge?", ["photography-and-drones#drones"],
      "Drones may not be flown at either lodge", "no. The staff manual's drone section is for staff."),
    A("answerable", "How much is a hot-air balloon flight over the Masai Mara?", ["rates-kenya#extras"],
      "US$480 per person", "the Mara is in Kenya: US$480 per person; 2029's US$520 is not yet published."),
    A("answerable", "When is the balance due?", ["booking-terms#deposit"], "The balance is due 60 days before arrival",
      "60 days before arrival."),
    A("answerable", "We are booking 5 weeks before we arrive. When do we have to pay?", ["booking-terms#deposit"],
      "the full amount is due at once",
      "condition: 5 weeks is less than 60 days, so the full amount is due at once, not the 30 % deposit."),
    A("answerable", "What time does the afternoon game drive leave?", ["game-drives-and-walks#game-drives"],
      "at 16:00", "16:00 (the other one at sunrise)."),
    A("answerable", "How much is the family tent in Kenya in green season?", ["rates-kenya#family-tent"],
      "US$1,200 a night in green season", "US$1,200 a night for the whole tent; 2029's US$1,300 is unpublished."),
    A("answerable", "How long does a refund take to reach my account?", ["cancellation-terms#refunds"],
      "within 14 working days", "14 working days."),
    A("answerable", "Can a 4-year-old come on a game drive?", ["children-policy#child-drives", "children-policy#ages"],
      "Children under 6 may join game drives only on a private vehicle",
      "only on a private vehicle; #ages adds that Sabi Ridge takes children from 6 only. The private "
      "vehicle's price (game-drives-and-walks#private-vehicle) is not asked."),
    A("answerable", "How much does a private vehicle cost per day in South Africa?",
      ["game-drives-and-walks#private-vehicle"], "R3,500 in South Africa",
      "R3,500 a day, from a record without jurisdiction that states both countries."),
    A("answerable", "Is there Wi-Fi in the tents?", ["life-at-the-lodge#power"],
      "Wi-Fi works in the main area only, not in the tents", "no, in the main area only."),
    A("answerable", "If we leave 2 days early because my wife is ill and the doctor gives us a written note, "
      "do we get anything for those nights?", ["cancellation-terms#leaving-early"],
      "the unused nights are given as a credit voucher valid for 12 months",
      "condition: leaving on a doctor's written advice is the exception: a voucher for 12 months, not money."),
    A("answerable", "Is there a single supplement at Mara Plains in green season?", ["rates-kenya#tents"],
      "none in green season", "none in green season (40 % in peak season)."),
    A("answerable", "How much is the conservation levy in South Africa?", ["park-fees-guide#fees"],
      "R320 per person per night in South Africa", "R320 per person per night, not in the rates."),
    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Do honeymooners get anything special at Sabi Ridge?", [(ZA, MA)],
      "Couples on honeymoon get a private dinner in the boma",
      "only the unanchored 'Honeymoon' section of the South African rate card says so."),
    S("rejected-best", "Can we go on a night drive from Mara Plains Camp?", [(KE, MA)],
      "Night drives are not allowed inside the Masai Mara National Reserve",
      "only the unanchored 'Night drives' of the Kenyan card; the photography rule's 'after dark' is about "
      "flash, not night drives."),
    S("rejected-best", "What will a safari tent at Mara Plains cost in 2029?", [(K29, False)],
      "From 1 January 2029 a safari tent at Mara Plains Camp costs US$560",
      "the 2029 card is published only on 1 September 2028; today's US$520 is 2028's price."),
    S("rejected-best", "Is there a deal where I stay 4 nights at Sabi Ridge and pay for 3?", [(WIN, False)],
      "stay 4 nights at Sabi Ridge Lodge in May or June 2028 and pay for 3",
      "the winter offer expired on 31 May 2028."),
    S("rejected-best", "How much does laundry cost at the lodge?", [(SHP, False)],
      "Laundry is washed daily for R150 in South Africa", "the shop and laundry record has no policy."),
    S("rejected-best", "Can my 15-year-old son join a walking safari if I walk with him?", [(STF, False)],
      "The head guide may let a guest aged 14 or 15 join a walking safari if a parent walks too",
      "the case asked (15, with a parent) is the staff manual's exception (denied); the public '16 or older' "
      "is the rule without the exception. Debatable: an answer 'no, 16 or older' is counted a wrong source."),
    S("rejected-best", "Can someone babysit our children in the evening?", [(CHI, MA)],
      "A member of staff can babysit in the evening",
      "only the unanchored 'Babysitting' section of the children's record."),
    S("rejected-best", "If the park raises its fees after I have paid the balance, do I have to pay the difference?",
      [(FEE, MA)], "any increase is passed on to guests, even after the balance has been paid",
      "condition; only the unanchored 'Fee changes'. #paying-fees says when fees are paid, not about increases."),
    S("rejected-best", "We are a group of 10. Is our deposit different?", [(BKG, MA)],
      "Groups of 8 or more guests pay a deposit of 50 %",
      "condition: 10 is 8 or more; only the unanchored 'Group bookings' states it. An answer '30 %' from "
      "#deposit is a wrong source."),
    S("rejected-best", "Can we leave a suitcase in Nairobi while we are on safari?", [(TRN, MA)],
      "stored at our Nairobi office free of charge",
      "only the unanchored 'Storing luggage'; #flights names Nairobi's airport only."),
    S("rejected-best", "What colours should we avoid wearing in Kenya?", [(LOD, MA)],
      "avoid dark blue and black, which attract tsetse flies", "only the unanchored 'What to wear'."),
    S("rejected-best", "Can I pay the tips by card?", [(TIP, MA)], "tips can be added to the final bill by card",
      "only the unanchored 'Paying tips'."),
    S("rejected-best", "How much does a dinner in the bush cost?", [(ACT, MA)],
      "at R650 in South Africa or US$45 in Kenya per person",
      "only the unanchored 'Bush dinners'; #meals gives dinner times, not a price."),
    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Do you offer gorilla trekking in Uganda?", [], "gorilla", "no record is about it.",
      absent=["gorilla", "uganda"]),
    S("nothing", "Is there a swimming pool at Sabi Ridge Lodge?", [], "pool", "no record mentions a pool.",
      absent=["pool", "swimming"]),
    S("nothing", "Can I get vegetarian meals?", [], "vegetarian",
      "#meals gives meal times and drinks, not diets.", absent=["vegetarian"]),
    S("nothing", "How much does a bottle of champagne cost at dinner?", [], "champagne costs",
      "#meals says only that champagne is charged; no price anywhere."),
    S("nothing", "Do you pick guests up at Cape Town airport?", [], "cape town",
      "only Kruger Mpumalanga airport and Keekorok airstrip are named.", absent=["cape"]),
    S("nothing", "Is there a gym at the camp?", [], "gym", "no record mentions a gym.", absent=["gym"]),
    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a walking safari at Sabi Ridge Lodge in South Africa?", [],
      "walking safari costs r", "one of two: South Africa prices game drives for day visitors; only Kenya "
      "prices bush walks (another jurisdiction); #walking gives no price."),
    S("near-miss", "What is the minimum age for the balloon flight?", [], "balloon flight is for guests aged",
      "the other activity: the age limit (16) is the walking safari's; the balloon flight has a price only."),
    S("near-miss", "What is the luggage limit on the road transfer to Sabi Ridge?", [], "road transfer luggage limit",
      "one of two: the 15 kg limit is for light aircraft; the road transfer has no limit stated."),
    S("near-miss", "How much should we tip the balloon pilot?", [], "balloon pilot",
      "tips are suggested for ranger and tracker and the lodge staff only.", absent=["pilot"]),
    S("near-miss", "What is the minimum number of guests for a game drive?", [], "game drive needs at least",
      "the other activity: 'at least 2 guests' is the walk's; game drives state only 'at most 6'."),
    S("near-miss", "How much does a hot-air balloon flight cost in South Africa?", [], "balloon flight in south africa",
      "the other country: balloon flights are priced in Kenya only (another jurisdiction's fragment)."),
    # --- paraphrase-typo (7; holdout: 2nd, 5th; stops: 4th, 7th)
    A("paraphrase-typo", "hw much 4 a luxury tent at sabi ridge in july??", ["rates-south-africa#tents"],
      "R3,600 per person per night in low season", "'hw' = how; July is low season: R3,600.", absent=["hw"]),
    A("paraphrase-typo", "wat age do kidz need to be for the walkin safari", ["game-drives-and-walks#walking"],
      "for guests aged 16 or older", "'kidz', 'walkin': 16 or older.", absent=["kidz"]),
    A("paraphrase-typo", "cn i cancel n get my money back if its 3 months b4 the trip",
      ["cancellation-terms#cancelling"],
      "If you cancel more than 60 days before arrival, we refund everything you have paid except an administration fee",
      "condition: 3 months is more than 60 days: everything back minus R1,500 / US$100.", absent=["b4", "cn"]),
    S("paraphrase-typo", "cn i put my undies in the laundry bag", [(SHP, False)],
      "staff do not wash underwear", "'undies' = underwear; only the policy-less laundry record.",
      absent=["undies"]),
    A("paraphrase-typo", "how much do ppl usually tip the ranger in kenya", ["tips-and-gratuities#guides"],
      "US$15 each in Kenya", "'ppl' = people; US$15 per guest per day.", absent=["ppl"]),
    A("paraphrase-typo", "do i need malaria pills for mara plains", ["health-and-malaria#malaria"],
      "See a doctor about anti-malaria tablets", "'pills' = tablets; a malaria area.", absent=["pills"]),
    S("paraphrase-typo", "whats the best stuff to wear on game drives, colors wise", [(LOD, MA)],
      "Neutral colours such as khaki", "'colors' (US spelling); only the unanchored 'What to wear'.",
      absent=["colors"]),
    # --- named-document (4; holdout: 2nd; stop: 3rd)
    A("named-document", "According to the Acacia Trails booking and deposit terms, how much is the deposit?",
      ["booking-terms#deposit"], "The deposit is 30 % of the total", "the named document answers."),
    A("named-document", "What does the Acacia Trails health, malaria and vaccinations page say about medical insurance?",
      ["health-and-malaria#medical"], "Guests must have medical insurance that covers evacuation by air",
      "the named document answers."),
    S("named-document", "What does the Acacia Trails lodge staff manual say about waiving the date-change fee?",
      [(STF, False)], "may waive the date-change fee once per booking",
      "the named document is denied; booking-terms#changes gives the fee, not waiving it."),
    A("named-document", "In the Acacia Trails transfers and luggage guide, how long is the road transfer in Kenya?",
      ["transfers-and-luggage#road"], "from the Keekorok airstrip in about 40 minutes",
      "the named document answers: about 40 minutes."),
]

TRU, T27, TUZ, T29 = "kw-tarify-ru-2028", "kw-tarify-ru-2027", "kw-tarify-uz-2028", "kw-tarify-ru-2029"
PER, MES, NOC, GOS = "kw-peregovornye-2028", "kw-mesta-2028", "kw-noch-2028", "kw-gosti-2028"
POC, PEC, PAR, ZAM = "kw-pochta-2028", "kw-pechat-2028", "kw-parkovka-2028", "kw-zamorozka-2028"
VOZ, SHT, ADM, VES = "kw-vozvrat-2028", "kw-shtrafy-2028", "kw-admin-2028", "kw-vesna-2028"
KAF, DOG, PRB = "kw-kafe-2028", "kw-dogovor-2028", "kw-probnyy-2028"

RU = [
    # --- answerable (20)
    A("answerable", "Сколько стоит нефиксированное место на день в Москве?", ["tarify-rossiya#nefiks"],
      "1 200 ₽ в день", "Москва — Россия: 1 200 ₽ в день; 2027-й (1 000 ₽) — неверный источник."),
    A("answerable", "Если нас 12 человек, сколько стоит переговорная на час в Ташкенте?", ["peregovornye#ceny"],
      "280 000 сум в час", "условие: 12 человек — переговорная на 12, в Узбекистане 280 000 сум в час."),
    A("answerable", "Сколько стоит фиксированное место в месяц в Узбекистане?", ["tarify-uzbekistan#fiks"],
      "2 000 000 сум в месяц", "2 000 000 сум; российские 21 000 ₽ — другая юрисдикция."),
    A("answerable", "Можно ли бесплатно отменить бронь переговорной за 10 часов до встречи?", ["peregovornye#otmena"],
      "не позднее чем за 24 часа до начала", "условие: 10 часов — позже 24 часов, значит нет, оплачивается полная стоимость."),
    A("answerable", "Сколько часов переговорной в месяц бесплатно для резидентов?", ["peregovornye#bron"],
      "4 часа переговорной в месяц бесплатно", "4 часа при месячном тарифе."),
    A("answerable", "Сколько стоит ночной доступ на нефиксированном месте в России?", ["nochnoy-dostup#nochnoy"],
      "3 000 ₽ в месяц в России", "3 000 ₽ в месяц."),
    A("answerable", "Есть ли круглосуточный доступ у резидентов фиксированного места?",
      ["nochnoy-dostup#kruglosutochno"], "Круглосуточный доступ есть у резидентов фиксированного места",
      "да, входит в тариф."),
    A("answerable", "Сколько гостей можно привести бесплатно?", ["gosti-rezidentov#gosti"], "до 2 гостей в день",
      "до 2 гостей в день, каждого до 2 часов."),
    A("answerable", "Если гость пробудет у меня 3 часа, надо ли за него платить в Москве?", ["gosti-rezidentov#gosti"],
      "оплачивает гостевой день: 600 ₽ в России", "условие: 3 часа дольше 2 — гостевой день 600 ₽."),
    A("answerable", "Сколько стоит юридический адрес в Санкт-Петербурге?", ["pochta-i-adres#yuradres"],
      "за 4 500 ₽ в месяц", "4 500 ₽ в месяц при договоре от 11 месяцев."),
    A("answerable", "Сколько дней хранятся письма?", ["pochta-i-adres#pochta"], "Письма хранятся 30 дней",
      "30 дней; посылки (7 дней) — неякорный раздел, не спрошены."),
    A("answerable", "Сколько стоит цветная печать в Узбекистане?", ["pechat-i-skanirovanie#pechat"],
      "3 000 сум за страницу", "3 000 сум за страницу."),
    A("answerable", "Есть ли парковка у коворкинга в Москве?", ["parkovka-i-velosipedy#parkovka"],
      "в Москве у коворкинга парковки нет", "нет."),
    A("answerable", "На какой срок можно заморозить абонемент?", ["zamorozka-abonementa#usloviya"],
      "на срок от 7 до 30 дней", "от 7 до 30 дней, раз в год."),
    A("answerable", "Если я заморожу абонемент, моё фиксированное место сохранится?",
      ["zamorozka-abonementa#sokhranyaetsya"], "фиксированное место остаётся за резидентом", "да."),
    A("answerable", "Вернут ли деньги за дневной тариф, если я ушёл через час?", ["vozvrat-oplaty#dnevnoy"],
      "Оплата дневного тарифа не возвращается", "условие не меняет правила: нет."),
    A("answerable", "Какой штраф за курение электронной сигареты в Ташкенте?", ["pravila-i-shtrafy#kurenie"],
      "300 000 сум в Узбекистане", "Ташкент — Узбекистан: 300 000 сум; электронные сигареты названы."),
    A("answerable", "Сколько стоит шкафчик для вещей?", ["rabochie-mesta#shkafchik"], "1 000 ₽ в месяц в России",
      "страна не названа; запись без юрисдикции называет обе суммы."),
    A("answerable", "Можно ли прийти с собакой?", ["gosti-rezidentov#zhivotnye"],
      "Приходить с животными нельзя, кроме собак-поводырей", "нет, кроме собаки-поводыря."),
    A("answerable", "До какого числа нужно оплатить месяц?", ["dogovor-i-oplata#oplata"], "до 5 числа месяца",
      "до 5 числа."),
    # --- rejected-best (13)
    S("rejected-best", "Есть ли скидка для студентов?", [(TRU, MA)], "Студентам очной формы обучения",
      "только неякорный раздел «Студентам» российских тарифов."),
    S("rejected-best", "Сколько стоит место в Самарканде?", [(TUZ, MA)],
      "В Самарканде пока есть только нефиксированные места",
      "только неякорный «Самарканд»; цены Ташкента/Узбекистана не про Самарканд."),
    S("rejected-best", "Сколько будет стоить нефиксированное место в месяц с 1 января 2029 года?", [(T29, False)],
      "С 1 января 2029 года нефиксированное место в России стоит 1 300 ₽",
      "прайс 2029 года публикуется 1 декабря 2028; нынешние 14 500 ₽ — другой период."),
    S("rejected-best", "Можно ли арендовать зал на 40 человек для мероприятия?", [(PER, MA)],
      "Зал на 40 человек для мероприятий есть только в Москве", "только неякорный «Зал для мероприятий»."),
    S("rejected-best", "Работает ли коворкинг в воскресенье?", [(NOC, MA)],
      "По воскресеньям коворкинги в России открыты", "только неякорное «Воскресенье»; «по будням» — не ответ."),
    S("rejected-best", "Какие пени за просрочку оплаты?", [(SHT, MA)], "пени составляют 0,1 % в день",
      "только неякорная «Просрочка оплаты»."),
    S("rejected-best", "Принимаете ли вы посылки весом 8 кг?", [(POC, MA)], "Посылки тяжелее 5 кг не принимаются",
      "условие: 8 кг тяжелее 5; только неякорные «Посылки»."),
    S("rejected-best", "Можно ли напечатать что-то в формате A3?", [(PEC, MA)], "Печать формата A3 есть только в Москве",
      "только неякорный «Формат A3»; цены — за A4."),
    S("rejected-best", "Можно ли зарядить электромобиль у коворкинга?", [(PAR, MA)],
      "Зарядка для электромобилей есть только в Санкт-Петербурге", "только неякорные «Электромобили»."),
    S("rejected-best", "Я заболел — можно заморозить абонемент второй раз за год?", [(ZAM, MA)],
      "При болезни со справкой абонемент можно заморозить второй раз в году",
      "условие (болезнь) — случай неякорной «Болезни»; «один раз в год» (#usloviya) — правило без "
      "исключения. Спорно: ответ «нет» из #usloviya считается неверным источником."),
    S("rejected-best", "Что будет с вещами, которые я забыл в коворкинге?", [(ADM, False)],
      "Забытые вещи хранятся на ресепшене 30 дней", "только инструкция администратора (denied)."),
    S("rejected-best", "Действует ли акция «оплати 3 месяца — четвёртый бесплатно»?", [(VES, False)],
      "четвёртый месяц бесплатно", "весенняя акция истекла 31 мая 2028."),
    S("rejected-best", "Сколько стоит обед в кафе коворкинга?", [(KAF, False)], "комплексный обед в кафе стоит 450 ₽",
      "запись о кафе без policy."),
    # --- nothing (6)
    S("nothing", "Есть ли в коворкинге душ?", [], "душ", "ни одна запись не говорит о душе.", absent=["душ"]),
    S("nothing", "Можно ли снять место в Казахстане?", [], "казахстан", "в сети только Россия и Узбекистан.",
      absent=["казахстан"]),
    S("nothing", "Есть ли скидка для пенсионеров?", [], "пенсионер", "скидки только студентам (неякорно) и в "
      "инструкции; о пенсионерах ничего.", absent=["пенсионер"]),
    S("nothing", "Сколько стоит подкаст-студия?", [], "подкаст", "ни одной записи.", absent=["подкаст"]),
    S("nothing", "Можно ли оплатить криптовалютой?", [], "крипт", "оплата картой или по счёту; о криптовалюте "
      "ничего.", absent=["крипт"]),
    S("nothing", "Есть ли в коворкинге спортзал?", [], "спортзал", "ни одной записи.", absent=["спортзал"]),
    # --- near-miss (6)
    S("near-miss", "Сколько стоит кабинет на 8 человек в Ташкенте?", [], "кабинет на 8 человек в ташкенте",
      "одно из двух: в Узбекистане есть только кабинет на 4 человека; кабинет на 8 — в российском прайсе "
      "(другая юрисдикция)."),
    S("near-miss", "Сколько стоит юридический адрес в Ташкенте?", [], "юридический адрес в ташкенте",
      "другая страна: юридический адрес назван для Москвы и Санкт-Петербурга; ответ 4 500 ₽ — неверный источник."),
    S("near-miss", "Сколько стоит пересылка писем в Узбекистане?", [], "пересылка в узбекистане",
      "другая страна: пересылка названа только по России (300 ₽)."),
    S("near-miss", "Сколько бесплатных страниц цветной печати положено резидентам?", [],
      "цветной печати в месяц бесплатно", "одно из двух: бесплатные 100 страниц — чёрно-белые."),
    S("near-miss", "Сколько стоит парковка в Самарканде?", [], "парковка в самарканде",
      "другой город: парковка названа в Санкт-Петербурге и Ташкенте."),
    S("near-miss", "Какой штраф за потерянный ключ от тумбы?", [], "ключ от тумбы",
      "одно из двух: штраф назван за карту доступа; о ключе ничего.", absent=["ключ"]),
    # --- paraphrase-typo (7; stops: 4th, 7th)
    A("paraphrase-typo", "скока стоит нефикс на месяц в мск", ["tarify-rossiya#nefiks"], "14 500 ₽ в месяц",
      "«нефикс» — нефиксированное место, «мск» — Москва (Россия): 14 500 ₽. Страну называет только «мск».",
      absent=["скока", "мск"]),
    A("paraphrase-typo", "можно отменить переговорку за сутки до встречи бесплатно?", ["peregovornye#otmena"],
      "не позднее чем за 24 часа до начала", "«переговорка», «сутки» = 24 часа: да, бесплатно.",
      absent=["переговорку", "сутки"]),
    A("paraphrase-typo", "сколько стоит распечатать 1 лист ч/б в питере", ["pechat-i-skanirovanie#pechat"],
      "10 ₽ за страницу в России", "«ч/б», «питер» — Санкт-Петербург: 10 ₽ за страницу.",
      absent=["распечат", "питер"]),
    S("paraphrase-typo", "а второй монитор к столу дают?", [(MES, MA)], "Второй монитор к фиксированному месту выдают",
      "только неякорный «Второй монитор»."),
    A("paraphrase-typo", "какой штраф если потерял карту на вход в ташкенте", ["pravila-i-shtrafy#porcha"],
      "50 000 сум в Узбекистане", "«карта на вход» = карта доступа: 50 000 сум.", absent=["потерял"]),
    A("paraphrase-typo", "можно оставить велик во дворе?", ["parkovka-i-velosipedy#velo"],
      "Велосипеды и самокаты оставляют на стойке во дворе бесплатно", "«велик» — велосипед: да, бесплатно.",
      absent=["велик"]),
    S("paraphrase-typo", "НДС в цене для ооо есть или нет?", [(DOG, MA)],
      "Цены для юридических лиц в России включают НДС 20 %", "«ооо» — юрлицо; только неякорный «НДС».",
      absent=["ооо"]),
    # --- named-document (4; stop: 3rd)
    A("named-document", "Что сказано в документе «Соты: возврат оплаты» о сроке возврата денег?",
      ["vozvrat-oplaty#srok"], "в течение 10 рабочих дней после подписания акта", "названный документ отвечает."),
    A("named-document", "По документу «Соты: пробный день и первое посещение», что нужно взять с собой в первый раз?",
      ["probnyy-den#pervoe"], "При первом посещении нужен паспорт", "названный документ отвечает."),
    S("named-document", "Что говорит «Соты: инструкция администратора» о скидке при оплате за полгода?",
      [(ADM, False)], "скидку до 10 % при оплате за 6 месяцев вперёд", "названный документ закрыт (denied)."),
    A("named-document", "Что в документе «Соты: договор и оплата» сказано о годовом договоре?",
      ["dogovor-i-oplata#dogovor"], "При годовом договоре месячная плата на 10 % ниже",
      "названный документ отвечает; заморозка при годовом договоре — другой документ."),
]
