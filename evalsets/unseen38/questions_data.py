"""Labelled questions of unseen38 (the source of questions_*.jsonl; build_unseen38.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed in README.md before the first corpus
record was written.
This round leans on near-misses that name one of two similar things where the corpus speaks only of
the other (a twin room in Kraków, where twin rooms are priced in Prague only; parking at the Brno
building, where the Wrocław courtyard is priced; Prague in 2027, where the 2027 edition is Poland's; a
deposit for the parking space, a late fee on the deposit, an access card for a guest, a mattress
protector, where the corpus speaks of the room's deposit, the rent's late fee, the resident's card and
the mattress; switching to a studio mid-contract; керамика в Алматы, где керамика — в российском
прайсе; мойка в Алматы в 2027 году, где редакция 2027 года — российская; антидождь в Москве, где он —
в казахстанском прайсе; безлимит в Алматы, где он назван для Москвы; гарантия на химчистку, где
гарантия — на керамику; отмена записи на шиномонтаж, где правила отмены — о мойке, химчистке,
полировке и керамике; мотоцикл; фары), on residents' and drivers' own words and chat spellings ("hw",
"krakow", "lol", "nite", "smthing", "u guys", "fancy", "whats", "n", "wen", "electrcity", "gf",
"Airbnb"; «скока», «тачку», «опаздываю», «пролетел», «ребенку», «баллами», «переобуть», «почем»,
«скок», «до скольки», «поцарапали бампер»), on questions with the reader's own figure against a bound
or a band ("6 weeks' notice", "2 nights", "30 kg", "3 days after moving in", "23:30", "5-month",
"Saturday night", "a whole week"; «2,4 м», «минут на 20», «10 часов», «R19», «в конце октября»,
«через час», «полгода», «минус 30», «минут на 10», «r16», «завтра»), on questions that name a
document, and on plain questions answered only by an unanchored section.
"""
from __future__ import annotations

NOW = "2028-10-20T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# housing_en record ids
PPL, P27, P29, PCZ = "qhs-prices-pl-2028", "qhs-prices-pl-2027", "qhs-prices-pl-2029", "qhs-prices-cz-2028"
RIVER, EARLY, CON, RULES = "qhs-brno-riverside-2029", "qhs-early-bird-2028", "qhs-contracts-2028", "qhs-house-rules-2028"
CLEAN, MAINT, ACC, FAC = "qhs-cleaning-2028", "qhs-maintenance-2028", "qhs-access-2028", "qhs-facilities-2028"
MOVE, STAFF, LAND, RECB = "qhs-moving-in-2028", "qhs-staff-handbook-2028", "qhs-landlord-rates-2028", "qhs-reception-brno-2028"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is a single room in Kraków?", ["qh-prices-pl#rooms"],
      "a single room with a shared kitchen costs 1 450 zł a month in Kraków",
      "Kraków is in Poland: 1 450 zł a month. The 2027 (1 290,00 zł) and 2029 (1 560 zł) editions and the expired "
      "early-bird offer (725 zł for the first month) are wrong sources."),
    A("answerable", "I want to leave my contract early and I can give 6 weeks' notice. Is that enough?",
      ["qh-contracts#early-termination"], "by giving at least 2 months' notice in writing",
      "condition: 6 weeks is less than 'at least 2 months': no."),
    A("answerable", "What's the monthly price of a studio in Brno?", ["qh-prices-cz#rooms"],
      "13 600 Kč a month in Brno",
      "Brno is in the Czech Republic: 13 600 Kč; Prague's 18 500 Kč is in the same sentence. The Brno Riverside "
      "building (11 200 Kč, not yet published) is another building and a single room."),
    A("answerable", "Is the deposit in Prague also one month's rent?", ["qh-prices-cz#deposit"],
      "the deposit is two months' rent",
      "no: in the Czech Republic two months' rent; one month's rent is Poland's (another country)."),
    A("answerable", "My girlfriend wants to stay over for 2 nights this month. Is that allowed?", ["qh-house-rules#guests"],
      "A guest may stay overnight for at most 3 nights in a calendar month",
      "condition: 2 nights is within 'at most 3': yes, registered at reception by 20:00 on the day of arrival."),
    A("answerable", "The heating in my room stopped working. How quickly will someone come?", ["qh-maintenance#repairs"],
      "are attended within 4 hours, day and night",
      "no heating is an urgent fault: within 4 hours; 3 working days is for other faults."),
    A("answerable", "How much does a parking space cost at the Wrocław building?", ["qh-prices-pl#parking"],
      "a parking space in the courtyard of our Wrocław building costs 250 zł a month",
      "Poland: 250 zł a month; the 2027 (220,00 zł) and 2029 (280 zł) editions are wrong sources."),
    A("answerable", "How much is one wash plus a dryer cycle in the Brno laundry?", ["qh-cleaning#laundry"],
      "in the Czech Republic a wash costs CZK 40 and a dryer cycle CZK 30",
      "Brno is in the Czech Republic: CZK 40 and CZK 30 (the sum, 70, is not stated); PLN 8 / PLN 6 are "
      "Poland's."),
    A("answerable", "What did a studio in Wrocław cost in 2027?", ["qh-prices-pl-2027#rooms"],
      "1 820,00 zł a month in Wrocław",
      "a past year: the historical 2027 edition (1 820,00 zł, decimal comma); today's 1 990 zł is a wrong source."),
    A("answerable", "Can I rent my room out on Airbnb for a couple of weekends while I'm travelling?",
      ["qh-contracts#subletting"], "offer it on short-stay platforms, even for a few nights",
      "'Airbnb' for 'short-stay platforms': no; the contract is lost without notice.", absent=["airbnb"]),
    A("answerable", "Until what time can we play music in the common room on a Saturday night?",
      ["qh-house-rules#quiet-hours"], "from 23:00 to 9:00 on Friday and Saturday nights",
      "Saturday night: quiet hours from 23:00, music switched off then (22:00 is Sunday to Thursday)."),
    A("answerable", "My parcel weighs 30 kg. Will reception take it for me?", ["qh-access#parcels"],
      "Reception does not accept food deliveries or parcels heavier than 25 kg",
      "condition: 30 kg is heavier than 25 kg: no."),
    A("answerable", "When do I get my deposit back after moving out of the Kraków building?", ["qh-prices-pl#deposit"],
      "We return it within 30 days of the end of your contract",
      "Kraków is in Poland: within 30 days; the Czech 21 days is another country."),
    A("answerable", "I lost my access card in Wrocław. What does a new one cost?", ["qh-access#cards"],
      "a replacement costs PLN 60 in Poland",
      "Wrocław is in Poland: PLN 60 (CZK 300 is the Czech Republic's, in the same sentence)."),
    A("answerable", "Can I vape on my balcony?", ["qh-house-rules#smoking"],
      "Smoking and vaping are not allowed anywhere in the building, balconies included",
      "no; the smoking area is in the courtyard."),
    A("answerable", "I'm a local student and only need a room for one semester. Can I get a 5-month contract?",
      ["qh-contracts#length"], "A 5-month semester contract is available only to exchange students",
      "condition: a local (not exchange) student: no; standard contracts are 10 or 12 months."),
    A("answerable", "What is the early-termination fee in Prague, and is there a way to avoid it?",
      ["qh-contracts#early-termination"], "we waive it if you find a replacement tenant whom we approve",
      "Prague is in the Czech Republic: CZK 5,000, waived with an approved replacement tenant."),
    A("answerable", "I found a broken drawer in my room 3 days after moving in. Can I still report it?",
      ["qh-maintenance#inventory"], "after that, the room is taken to be complete and undamaged",
      "condition: 3 days is later than 48 hours: the room is taken to be undamaged."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much does a summer room for an intern cost per week in Wrocław?", [(PPL, MA)],
      "at 420 zł a week",
      "unanchored 'Summer stays for interns' of the Poland price list; the anchored #rooms of the same record is "
      "accepted and near (1 380 zł a month in Wrocław): answering it is a wrong source."),
    S("rejected-best", "How much is a sleeping pod in the Brno co-living loft?", [(PCZ, MA)],
      "6 sleeping pods at 7 400 Kč a month each",
      "unanchored 'Co-living loft in Brno'; the anchored #rooms (9 800 Kč a single room in Brno) is a wrong source."),
    S("rejected-best", "If I renew my contract in February, does my rent stay the same next year?", [(CON, MA)],
      "Residents who renew their contract by 31 March keep their current monthly rent",
      "condition inside the unanchored 'Renewing your contract' (February is before 31 March: yes); the anchored "
      "#rent (paying by the 5th) does not answer."),
    S("rejected-best", "Can I keep goldfish in a small tank in my room?", [(RULES, MA)],
      "The only exception is fish, in a tank of no more than 20 litres", "unanchored 'Pets'."),
    S("rejected-best", "What do you charge if my room is not clean when I move out?", [(CLEAN, MA)],
      "is cleaned by our staff for PLN 200 in Poland",
      "unanchored 'Cleaning at move-out'; the anchored #cleaning (a room cleaning on request, PLN 90) is near: a "
      "wrong source."),
    S("rejected-best", "Can I paint one wall of my room a different colour?", [(MAINT, MA)],
      "You may not paint the walls or drill into them",
      "unanchored 'Painting and drilling'; #damage ('faded paint' as normal wear) is another subject."),
    S("rejected-best", "Is there a parcel locker at the Wrocław building?", [(ACC, MA)],
      "the Wrocław and Brno buildings have none",
      "unanchored 'Parcel lockers'; the anchored #parcels (reception, 7 days) does not answer."),
    S("rejected-best", "Can I charge my electric scooter in the bike room?", [(FAC, MA)],
      "must not be charged anywhere in the building",
      "unanchored 'Electric scooters'; the anchored #bikes names the bike room and does not answer."),
    S("rejected-best", "How much notice must staff give before entering my room for a repair?", [(STAFF, False)],
      "give the resident 24 hours' notice in the app", "denied: the staff handbook (qh-staff)."),
    S("rejected-best", "What share of the rent do partner landlords receive?", [(LAND, False)],
      "Partner landlords receive 82 % of the rent", "denied: rates for partner landlords (qh-landlords)."),
    S("rejected-best", "What did the Kraków early-bird offer charge for the first month?", [(EARLY, False)],
      "pay 725 zł instead of 1 450 zł for their first month",
      "expired 31 August 2028; today's 1 450 zł is not the offer's price (a wrong source)."),
    S("rejected-best", "How much will a studio in Kraków cost in 2029?", [(P29, False)],
      "a studio costs 2 290 zł a month in Kraków",
      "not yet published (1 November 2028); today's 2 150 zł is 2028's."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Is there a swimming pool in any of your buildings?", [], "swimming pool",
      "no record names a pool; the Brno Riverside gym is not yet published and another facility.",
      absent=["swimming", "pool"]),
    S("nothing", "Do you have rooms in Warsaw?", [], "warsaw", "only Kraków, Wrocław, Prague and Brno.",
      absent=["warsaw"]),
    S("nothing", "Can I pay the rent with PayPal?", [], "paypal", "rent: bank transfer or card in the resident app.",
      absent=["paypal"]),
    S("nothing", "Is breakfast included in the rent?", [], "breakfast",
      "the utilities record lists heating, water, internet and electricity; nothing on meals.", absent=["breakfast"]),
    S("nothing", "Can you help me with my student visa application?", [], "visa", "nothing on visas.",
      absent=["visa"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "How much is a place in a twin room in Kraków?", [], "twin room in Kraków",
      "twin rooms are priced in the Czech Republic only (Prague, 8 200 Kč); answering it for Kraków answers from "
      "another country's record."),
    S("near-miss", "How much does a parking space cost at the Brno building?", [], "parking space in Brno",
      "parking is priced in Poland only (Wrocław 250 zł; Kraków has none); the Czech list is silent."),
    S("near-miss", "What did a single room in Prague cost in 2027?", [], "In 2027, in the Czech Republic",
      "the 2027 edition is Poland's; today's 12 900 Kč is not a 2027 price."),
    S("near-miss", "Is there a deposit for the parking space in Wrocław?", [], "deposit for the parking space",
      "the deposit is the room's (one month's rent); the parking section names a monthly price and nothing else."),
    S("near-miss", "Can my overnight guest get their own access card?", [], "access card for a guest",
      "access cards are issued one per resident; guests are signed in at reception. Nothing on cards for guests."),
    S("near-miss", "What is the late fee if I pay the deposit late?", [], "late fee on the deposit",
      "the late fee (PLN 50 / CZK 250 a week) is the rent's; the deposit is paid before moving in."),
    S("near-miss", "How much do you charge for a stained mattress protector?", [], "mattress protector is charged",
      "the damage charge is for a mattress (PLN 450 / CZK 2,500); the mattress protector is only listed as "
      "furniture."),
    S("near-miss", "Can I switch from my single room to a studio in the middle of my contract?", [], "change to a studio during the contract",
      "moving to another room during a contract is not described; early termination is another rule ('switch' "
      "occurs in the corpus only as 'switched off', so it is not listed as absent)."),

    # --- paraphrase-typo (9; holdout: 2nd, 5th, 8th; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is a single room in krakow per month??", ["qh-prices-pl#rooms"],
      "costs 1 450 zł a month in Kraków", "'krakow' for Kraków: 1 450 zł.", absent=["hw", "krakow"]),
    A("paraphrase-typo", "lost my card lol, how much is a new one in prague", ["qh-access#cards"],
      "CZK 300 in the Czech Republic", "Prague: CZK 300, issued the same working day.", absent=["lol"]),
    S("paraphrase-typo", "my flight lands at 23:30, can i still get my card that nite?", [(MOVE, MA)],
      "If you arrive after 22:00, the night guard can hand over your access card",
      "unanchored 'Arriving late at night' (23:30 is after 22:00: yes, if reception was told by 16:00); the "
      "anchored #move-in (10:00 to 18:00) would say no: a wrong source.", absent=["flight", "nite"]),
    A("paraphrase-typo", "smthing is leaking under the sink, how fast do u guys come??", ["qh-maintenance#repairs"],
      "a leak or a door that does not lock", "a leak is urgent: within 4 hours.", absent=["smthing", "sink", "guys"]),
    A("paraphrase-typo", "can i take my bike up to my room, its a fancy one", ["qh-facilities#bikes"],
      "Bicycles may not be taken into rooms, corridors or lifts", "no: the locked bike room.", absent=["fancy"]),
    S("paraphrase-typo", "whats the price at the new riverside place in brno w own bathroom?", [(RIVER, False)],
      "A single room with its own bathroom costs 11 200 Kč a month there",
      "not yet published (15 November 2028); the Brno studio (13 600 Kč, with its own bathroom) of the current "
      "list is another building: a wrong source.", absent=["whats"]),
    A("paraphrase-typo", "wash n dry in the krakow laundry how much", ["qh-cleaning#laundry"],
      "In Poland a wash costs PLN 8 and a dryer cycle PLN 6", "'krakow' for Kraków (Poland): PLN 8 and PLN 6.",
      absent=["krakow"]),
    S("paraphrase-typo", "wen is the brno reception open on saturdays?", [(RECB, False)],
      "on Saturdays from 10:00 to 14:00",
      "unknown-policy: the Brno reception record has no policy; the parcels section (reception on weekdays, 8:00 "
      "to 20:00) is another subject.", absent=["wen"]),
    A("paraphrase-typo", "is electrcity included or do i pay extra for it?", ["qh-cleaning#utilities"],
      "50 kWh a month is included", "typo 'electrcity': 50 kWh a month included, then PLN 1.10 / CZK 6 a kWh.",
      absent=["electrcity"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Quarterhouse house rules, until what time can visitors stay?",
      ["qh-house-rules#guests"], "Your guests may visit until 22:00", "named title: 22:00."),
    A("named-document", "What does Quarterhouse cleaning, laundry and utilities say about cleaning the shared kitchens?",
      ["qh-cleaning#cleaning"], "Our staff clean the shared kitchens and bathrooms twice a week",
      "named title: twice a week, by staff."),
    S("named-document", "According to Quarterhouse contracts and rent, what happens to my rent if I renew early?",
      [(CON, MA)], "keep their current monthly rent for the next academic year",
      "named title; the answer is in its unanchored 'Renewing your contract'."),
    A("named-document", "What does Quarterhouse repairs and damage say about faded paint?", ["qh-maintenance#damage"],
      "such as faded paint or a worn carpet, is not charged", "named title: normal wear, not charged."),
]

# moyka_ru record ids
RF, R27, R29, KZ = "glc-prays-rf-2028", "glc-prays-rf-2027", "glc-prays-rf-2029", "glc-prays-kz-2028"
AKC, LB, SHINY, ZAP = "glc-akciya-keramika-2028", "glc-levyy-bereg-2028", "glc-shiny-2028", "glc-zapis-2028"
ABO, POV, OPL, HIM = "glc-abonementy-2028", "glc-povrezhdeniya-2028", "glc-oplata-2028", "glc-himchistka-2028"
INSTR, KORP, ARU = "glc-instrukciya-moyshchika-2028", "glc-korporativ-2028", "glc-moyka-aruzhan-2028"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит мойка кузова в Москве?", ["gl-prays-rf#moyka"], "900 ₽ в Москве",
      "Москва — Россия: 900 ₽; редакции 2027 (790 руб.) и 2029 (1 000 ₽) — чужие источники."),
    A("answerable", "С багажником на крыше машина высотой 2,4 м. Заеду к вам в бокс?", ["gl-prays-rf#krupnye"],
      "Автомобили выше 2,3 м в наши боксы не помещаются", "condition: 2,4 м выше 2,3 м — нет."),
    A("answerable", "Сколько стоит комплексная мойка в Астане?", ["gl-prays-kz#moyka"], "8 000 ₸ в Астане",
      "Астана — Казахстан: 8 000 ₸; 9 000 ₸ — Алматы, в той же фразе."),
    A("answerable", "Если запишусь сегодня, сделаете химчистку салона в Астане завтра?", ["gl-prays-kz#himchistka"],
      "в Астане химчистку делаем только по записи не позднее чем за 2 дня",
      "condition: завтра — меньше чем за 2 дня: нет."),
    A("answerable", "Опоздаю минут на 20 — меня всё равно помоют?", ["gl-zapis#opozdanie"],
      "При опоздании больше 15 минут администратор переносит запись",
      "condition: 20 минут больше 15: перенос на ближайшее свободное время или отмена."),
    A("answerable", "Хочу отменить химчистку, до неё осталось 10 часов. Предоплату вернут?", ["gl-zapis#otmena"],
      "при более поздней отмене предоплата 30 % не возвращается",
      "condition: 10 часов меньше 24 — предоплата 30 % не возвращается."),
    A("answerable", "Сколько стоит абонемент на 5 моек в Алматы и сколько он действует?", ["gl-abonementy#pyat-moek"],
      "19 000 тенге в Казахстане и действует 60 дней с первой мойки",
      "Алматы — Казахстан: 19 000 тенге, 60 дней; 3 800 ₽ — Россия."),
    A("answerable", "Можно ли по моему абонементу помыть машину жены?", ["gl-abonementy#pyat-moek"],
      "Абонемент именной", "нет: моют только автомобиль с госномером, указанным при покупке."),
    A("answerable", "Сколько стоила химчистка салона в 2027 году?", ["gl-prays-rf-2027#himchistka"],
      "химчистка всего салона стоила 8 300 руб.",
      "прошлый год: историческая редакция 2027 года; нынешние 9 500 ₽ — чужой источник."),
    A("answerable", "У меня колёса R19. Сколько стоит переобуть машину в Казани?", ["gl-shiny#shinomontazh"],
      "для колёс R18 и больше — 4 000 руб. и 20 000 тенге",
      "condition: R19 — это «R18 и больше»; Казань — Россия: 4 000 руб."),
    A("answerable", "Можно оставить у вас летнюю резину на хранение в Астане?", ["gl-shiny#hranenie"],
      "В Астане хранения шин нет", "нет; 24 000 KZT — Алматы."),
    A("answerable", "В конце октября можно приехать на шиномонтаж без записи?", ["gl-shiny#sezon"],
      "С 1 октября по 15 декабря и с 1 апреля по 31 мая шиномонтаж делаем только по предварительной записи",
      "condition: конец октября — внутри сезона с 1 октября по 15 декабря: только по записи."),
    A("answerable", "Какой процент от оплаты возвращается бонусами?", ["gl-oplata#bonusy"], "начисляется 5 % от суммы",
      "5 %; 30 % — предел оплаты бонусами, другое."),
    A("answerable", "Царапину на двери я заметил только дома, через час после мойки. Примете претензию?",
      ["gl-povrezhdeniya#osmotr"],
      "Претензии к повреждениям после мойки принимаем только до того, как вы уехали с нашей площадки",
      "condition: уже уехал — нет."),
    A("answerable", "Сохранится ли гарантия на керамику, если я полгода не приезжал на осмотр?",
      ["gl-povrezhdeniya#garantiya"], "если раз в 3 месяца вы приезжаете к нам на бесплатный контрольный осмотр",
      "condition: полгода без осмотра — условие «раз в 3 месяца» не выполнено."),
    A("answerable", "При мойке сломали неродную антенну. Вы возместите?", ["gl-povrezhdeniya#otvetstvennost"],
      "Мы не отвечаем за неродные детали", "нет."),
    A("answerable", "Сколько стоит убрать запах табака в салоне в Москве?", ["gl-himchistka#zapahi"],
      "3 500 руб. в России", "Москва — Россия: 3 500 руб., только вместе с химчисткой; 15 000 тенге — Казахстан."),
    A("answerable", "Сколько стоит химчистка салона микроавтобуса в Казани?",
      ["gl-prays-rf#himchistka", "gl-prays-rf#krupnye"], "за внедорожник и микроавтобус — 40 % к цене любой услуги",
      "9 500 ₽ и доплата 40 % (сумма в источнике не названа); оба фрагмента допустимы."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит мойка двигателя в Москве?", [(RF, MA)], "Мойку двигателя делаем только в Москве: 1 500 ₽",
      "неякорный раздел «Мойка двигателя»; якорный #moyka того же прайса принят и рядом (900 ₽) — чужой источник."),
    S("rejected-best", "В Казани помоете двигатель?", [(RF, MA)], "в Казани двигатель не моем",
      "тот же неякорный раздел, другой город (нет)."),
    S("rejected-best", "В Астане сейчас минус 30, комплексную мойку сделаете?", [(KZ, MA)],
      "комплексную мойку в такие дни делаем только с сушкой в тёплом боксе",
      "condition inside an unanchored section («Мойка в мороз»: минус 30 сильнее −25 °C); якорный #moyka (8 000 ₸) "
      "ответил бы «да» без условия — чужой источник."),
    S("rejected-best", "Примете на хранение шипованную резину, если она грязная?", [(SHINY, MA)],
      "Шипованные шины принимаем на хранение только вымытыми",
      "неякорный раздел «Шипованные шины»; якорный #hranenie (срок и цена) не отвечает."),
    S("rejected-best", "Можно ли заморозить абонемент на время отпуска?", [(ABO, MA)],
      "Абонемент можно один раз заморозить на срок до 14 дней", "неякорный раздел «Заморозка абонемента»."),
    S("rejected-best", "Я оставил в машине ноутбук, а после мойки его нет. Вы отвечаете за это?", [(POV, MA)],
      "за вещи, оставленные в машине, мы не отвечаем",
      "неякорный раздел «Вещи в салоне»; якорный #otvetstvennost (повреждение машины) — другое."),
    S("rejected-best", "Наша компания хочет платить по счёту — как быстро вы его выставите?", [(OPL, MA)],
      "счёт выставляем в течение 1 рабочего дня после заявки", "неякорный раздел «Оплата для компаний»."),
    S("rejected-best", "Сколько доплатить за удаление собачьей шерсти при химчистке в Алматы?", [(HIM, MA)],
      "7 000 тенге в Казахстане",
      "неякорный раздел «Шерсть животных»; якорный #zapahi (запах табака, 15 000 тенге) — чужой источник."),
    S("rejected-best", "Сколько минут мойщик держит кислотное средство на дисках?", [(INSTR, False)],
      "не дольше 2 минут", "закрыто: инструкция мойщика (gl-personal)."),
    S("rejected-best", "Какую скидку получают таксопарки на мойку кузова?", [(KORP, False)],
      "скидку 25 % на мойку кузова", "закрыто: тарифы для корпоративных клиентов (gl-korporativ)."),
    S("rejected-best", "Сколько стоила керамика по весенней акции в Москве?", [(AKC, False)],
      "25 000 ₽ вместо 32 000 ₽",
      "истекла 31 мая 2028 года; нынешние 32 000 ₽ прайса — не цена акции (чужой источник)."),
    S("rejected-best", "Сколько будет стоить комплексная мойка в Казани в 2029 году?", [(R29, False)],
      "1 900 ₽ в Казани", "не опубликован (1 ноября 2028); нынешние 1 700 ₽ — 2028 года."),

    # --- nothing (5)
    S("nothing", "Делаете ли вы тонировку стёкол?", [], "тонировка", "ничего о тонировке.", absent=["тонировк"]),
    S("nothing", "Есть ли у вас мойка в Новосибирске?", [], "новосибирск", "только Москва, Казань, Алматы, Астана.",
      absent=["новосибирск"]),
    S("nothing", "Можете прислать эвакуатор, если машина не заводится?", [], "эвакуатор", "ничего об эвакуаторе.",
      absent=["эвакуатор"]),
    S("nothing", "Меняете ли вы моторное масло?", [], "масло", "ничего о замене масла.", absent=["масл", "моторн"]),
    S("nothing", "Продаёте ли вы автомобильные ароматизаторы?", [], "ароматизатор", "ничего о продаже товаров.",
      absent=["ароматизатор"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоит керамическое покрытие в Алматы?", [], "керамическое покрытие в Казахстане",
      "керамика оценена только в российском прайсе (32 000 ₽); казахстанский прайс о ней молчит."),
    S("near-miss", "Сколько стоила мойка кузова в Алматы в 2027 году?", [], "В 2027 году в Казахстане",
      "редакция 2027 года — российская; нынешние 4 500 ₸ — не цена 2027 года."),
    S("near-miss", "Сколько стоит нанести антидождь в Москве?", [], "антидождь в России",
      "антидождь оценён только в Казахстане (6 500 ₸)."),
    S("near-miss", "Сколько стоит безлимитный абонемент в Алматы?", [], "безлимитный абонемент в Алматы",
      "безлимит назван только для Москвы (4 900 ₽); абонемент на 5 моек (19 000 тенге) — другой."),
    S("near-miss", "Какая гарантия на химчистку салона?", [], "гарантия на химчистку",
      "гарантия 12 месяцев — на керамическое покрытие; о гарантии на химчистку не сказано."),
    S("near-miss", "Сколько стоит помыть мотоцикл?", [], "мотоцикл",
      "мойка кузова легкового автомобиля (и доплаты за кроссовер, внедорожник, микроавтобус) — не мотоцикла.",
      absent=["мотоцикл"]),
    S("near-miss", "Сколько стоит отменить запись на шиномонтаж?", [], "отмена записи на шиномонтаж",
      "правила отмены — о мойке, химчистке, полировке и керамике; о шиномонтаже не сказано."),
    S("near-miss", "Сколько стоит полировка фар?", [], "полировка фар",
      "полировка кузова (18 000 ₽) — не фар.", absent=["фар"]),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит помыть тачку в казани снаружи?", ["gl-prays-rf#moyka"], "700 ₽ в Казани",
      "«снаружи» — мойка кузова; Казань: 700 ₽.", absent=["скока", "тачк"]),
    A("paraphrase-typo", "опаздываю минут на 10, примете или всё, пролетел?", ["gl-zapis#opozdanie"],
      "Если вы опоздали не больше чем на 15 минут, мы обслужим вас в ваше время",
      "condition in chat spelling: 10 минут — не больше 15: да.", absent=["опаздываю", "пролетел"]),
    S("paraphrase-typo", "есть где ребенку поиграть пока жду машину в казани?", [(ZAP, MA)],
      "а детский уголок есть в Москве и Алматы",
      "неякорный раздел «Клиентская зона»: в Казани детского уголка нет.", absent=["ребенк", "поиграть"]),
    A("paraphrase-typo", "какую часть мойки можно оплатить баллами максимум?", ["gl-oplata#bonusy"],
      "Бонусами можно оплатить не больше 30 % стоимости услуги", "«баллами» — бонусами: не больше 30 %.",
      absent=["баллам"]),
    A("paraphrase-typo", "переобуть r16 в алматы скока?", ["gl-shiny#shinomontazh"],
      "16 000 тенге в Казахстане для колёс до R17 включительно",
      "«переобуть» — сезонная замена шин; R16 — до R17; Алматы — Казахстан: 16 000 тенге.",
      absent=["переобуть", "скока"]),
    S("paraphrase-typo", "правда что на левом берегу в астане мойка будет круглосуточно? почем там?", [(LB, False)],
      "Мойка кузова там стоит 5 000 ₸",
      "не опубликован (15 ноября 2028); нынешние 4 000 ₸ в Астане — чужой источник.", absent=["почем"]),
    A("paraphrase-typo", "химчистка скок по времени, на весь день машину оставлять?", ["gl-himchistka#sroki"],
      "Химчистка салона занимает от 6 до 8 часов", "от 6 до 8 часов, да — на весь день.", absent=["скок"]),
    S("paraphrase-typo", "до скольки работает мойка в тц аружан?", [(ARU, False)], "работает ежедневно с 10:00 до 22:00",
      "unknown-policy: запись о мойке в ТЦ «Аружан» без policy.", absent=["скольки"]),
    A("paraphrase-typo", "поцарапали бампер у вас на мойке, кто ремонт оплачивает??", ["gl-povrezhdeniya#otvetstvennost"],
      "Если автомобиль повреждён по вине мойщика, мы оплачиваем ремонт",
      "«поцарапали» — повреждение по вине мойщика: ремонт оплачивает мойка.", absent=["бампер", "поцарапали"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Глянец: абонементы» про срок действия абонемента на 5 моек?",
      ["gl-abonementy#pyat-moek"], "действует 60 дней с первой мойки", "named title: 60 дней с первой мойки."),
    A("named-document", "Согласно документу «Глянец: повреждения и гарантия», распространяется ли гарантия на полировку?",
      ["gl-povrezhdeniya#garantiya"], "На полировку гарантия не распространяется", "named title: нет."),
    S("named-document", "Что говорит «Глянец: инструкция мойщика» про матовую плёнку?", [(INSTR, False)],
      "Автомобили в матовой плёнке не полируем", "named title of a denied record."),
    A("named-document", "Что «Глянец: шиномонтаж и хранение шин» говорит о сроке хранения комплекта?",
      ["gl-shiny#hranenie"], "храним на складе до 6 месяцев", "named title: до 6 месяцев."),
]
