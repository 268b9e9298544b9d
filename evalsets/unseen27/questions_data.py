"""Labelled questions of unseen27 (the source of questions_*.jsonl; build_unseen27.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
This round leans on answerable questions in a customer's own words ("hrs", "fine", "motorbike",
«абик», «индивидуалка», «сертик»): they are labelled answerable when a careful human reading the
corpus would say the record answers them.
"""
from __future__ import annotations

NOW = "2027-10-05T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

TUK, TUK26, TIE, SEA = "cp-tariffs-gb-2027", "cp-tariffs-gb-2026", "cp-tariffs-ie-2027", "cp-season-2027"
PEN, APP, EV, ACC = "cp-penalties-2027", "cp-appeals-2027", "cp-ev-2027", "cp-accessible-2027"
TWO, LIM, LOST, PRE = "cp-twowheel-2027", "cp-limits-2027", "cp-lost-2027", "cp-prebook-2027"
SEC, STAFF, SUM, T28, SRV = "cp-security-2027", "cp-staff-2027", "cp-summer-2027", "cp-tariffs-2028", "cp-services-2027"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "How much is it to park for 2 hrs in Manchester?", ["tariffs-uk#hourly"],
      "£7 for up to 3 hours",
      "£7 (2 hours falls in 'up to 3 hours'); £3.50 is the 1-hour band; Ireland's €8 and 2026's £6 are wrong sources.",
      absent=["hrs"]),
    A("answerable", "how much to leave the car overnight at a car park in Ireland", ["tariffs-ireland#overnight"],
      "flat overnight rate of €7", "€7 (19:00-07:00); the UK's £6 overnight rate is another jurisdiction."),
    A("answerable", "Is there a monthly pass for the Leeds car park and how much is it?", ["season-tickets#prices"],
      "A monthly season ticket costs £160 in the United Kingdom",
      "customer's 'pass' = season ticket; £160 (Leeds is in the UK); €175 is Ireland's."),
    A("answerable", "I got a new car - can I swap the reg on my season ticket?", ["season-tickets#vehicle-change"],
      "change the registration number linked to your season ticket free of charge up to 2 times a year",
      "'swap the reg' = change the registration number; yes, free, up to 2 times a year."),
    A("answerable", "Can my wife use my season ticket while I'm away?", ["season-tickets#vehicle-change"],
      "A season ticket cannot be transferred to another person",
      "No: not transferable to another person (changing the vehicle is a different rule)."),
    A("answerable", "I got a parking fine at your car park in the UK - how much if I pay it straight away?",
      ["penalty-charges#amounts"], "reduced to £60 in the United Kingdom",
      "'fine' = parking charge notice; £60 within 14 days (£100 otherwise); Ireland's €40 is the other country.",
      absent=["fine"]),
    A("answerable", "How long have I got to challenge a parking ticket you gave me?", ["appeals#how"],
      "within 28 days of the date of issue",
      "'challenge a parking ticket' = appeal a notice; 28 days. Independent appeal deadlines (28/35 days after "
      "our decision) are another step.", absent=["challenge"]),
    A("answerable", "They turned down my appeal. Can I go to someone independent in Ireland?", ["appeals#independent"],
      "Parking Adjudication Office within 35 days",
      "Yes, the Parking Adjudication Office within 35 days of the decision; the UK service's 28 days is the other country."),
    A("answerable", "How much is charging my electric car per kWh in Ireland?", ["ev-charging#prices"],
      "52 cent per kWh in Ireland", "52 cent per kWh on top of parking; 45p is the UK's."),
    A("answerable", "Do I pay anything with a disabled badge in the UK?", ["accessible-parking#badge"],
      "Blue Badge holders park free for the first 3 hours",
      "'disabled badge' in the UK = Blue Badge: free for 3 hours, then the normal tariff; Ireland's half tariff is "
      "the other country."),
    A("answerable", "where do i park my motorbike in ireland and whats the cost", ["motorcycles-bicycles#motorcycles"],
      "€2.50 a day in Ireland", "'motorbike' = motorcycle; marked motorcycle bays, €2.50 a day.",
      absent=["motorbike", "whats"]),
    A("answerable", "How tall can my van be to get into Leeds Dock?", ["vehicle-limits#height"],
      "2.1 metres at Leeds Dock", "2.1 m (Manchester Piccadilly 2.0 m); roof boxes count."),
    A("answerable", "I've lost my ticket, what do I have to pay to get out?", ["lost-tickets#lost"],
      "You pay the 24-hour tariff of the car park",
      "the 24-hour tariff unless the number-plate camera finds the entry time; the unanchored damaged-ticket rule is "
      "another case."),
    A("answerable", "The barrier won't go up and I've already paid. What do I do?", ["lost-tickets#barrier"],
      "press the help button at the barrier", "help button; the control room opens it remotely; don't reverse."),
    A("answerable", "If I cancel my prebooked space 3 days before, do I get my money back?",
      ["prebooking-refunds#cancel"], "cancelled for a full refund up to 24 hours before the booked arrival time",
      "Yes, in full (3 days is more than 24 hours)."),
    A("answerable", "How long does a refund take to reach my card?", ["prebooking-refunds#refunds"],
      "within 10 working days", "10 working days; the 30 days is the deadline to claim an overpayment."),
    A("answerable", "Can I kip in my car in the car park overnight?", ["security-overnight#staying"],
      "Sleeping or camping in vehicles is not permitted",
      "'kip' = sleep; no. The overnight tariffs are about parking, not sleeping.", absent=["kip"]),
    A("answerable", "How long can I leave my car before you tow it away?", ["security-overnight#abandoned"],
      "more than 14 days without a valid ticket",
      "'tow it away' = removed as abandoned; after more than 14 days without a valid ticket ('tow' occurs only inside 'towards')."),
    A("answerable", "What was the overnight rate at your UK car parks in 2026?", ["tariffs-uk-2026#overnight"],
      "the overnight rate was £5",
      "a year named: the historical edition answers (£5, 19:00-07:00); the current £6 is a wrong source."),
    A("answerable", "What's an annual season ticket in Ireland?", ["season-tickets#prices"],
      "€1,750 in Ireland", "€1,750; £1,600 is the UK's in the same sentence, €175 the monthly one."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "What do you charge on concert nights at Manchester Piccadilly?", [(TUK, MA)],
      "flat event rate of £12", "unanchored 'Event evenings' of tariffs-uk; #hourly shares the car park's name."),
    S("rejected-best", "Is Sunday parking cheaper in Cork?", [(TIE, MA)], "On Sundays a flat rate of €5",
      "unanchored 'Sunday rate'; Ireland's #hourly names Cork Quay but no day."),
    S("rejected-best", "We're a business wanting 12 permits for our staff at one car park - any discount?",
      [(SEA, MA)], "15 % off each ticket",
      "unanchored 'Company season tickets'; #prices gives the undiscounted price."),
    S("rejected-best", "I forgot my charging lead, can I borrow one from you?", [(EV, MA)], "We do not lend cables",
      "unanchored 'Charging cables'; 'lead' = cable; #use and #prices share 'charging'.", absent=["lead", "borrow"]),
    S("rejected-best", "My friend has a blue badge but I'm the one driving - can we use the disabled bay?",
      [(ACC, MA)], "A badge holder who is a passenger may use an accessible bay",
      "unanchored 'Drivers without a badge'; #bays ('only vehicles displaying a valid badge') is near and a strong "
      "reader might answer 'yes, display it' from it - debatable."),
    S("rejected-best", "My ticket got chewed up and the machine can't read it - what now?", [(LOST, MA)],
      "replaced free of charge at the help point",
      "unanchored 'Damaged tickets'; #lost is about a lost ticket.", absent=["chewed"]),
    S("rejected-best", "If you shut the car park on the day I booked, do I get refunded?", [(PRE, MA)],
      "refunded in full automatically", "unanchored 'Car park closures'; #cancel is about the customer cancelling."),
    S("rejected-best", "Can I send my appeal by post, and how long will you take to reply?", [(APP, MA)],
      "we reply to postal appeals within 35 days",
      "unanchored 'Appeals by post'; #during's 'within 21 days' is the online rule, a wrong source for post."),
    S("rejected-best", "If I come back a couple of minutes after the warden gives me a ticket, can they cancel it?",
      [(STAFF, False)], "cancel a parking charge notice on the spot",
      "denied staff handbook; penalty-charges#when's 10-minute grace period is before a notice is issued.",
      absent=["warden"]),
    S("rejected-best", "All the pay machines were broken so I couldn't pay - will you let me out for free?",
      [(STAFF, False)], "open the barrier free of charge",
      "denied staff handbook (control room); lost-tickets#barrier is for a driver who has paid."),
    S("rejected-best", "Is the £5 weekend deal still on?", [(SUM, False)], "all-day parking cost a flat £5",
      "expired summer offer (31 August 2027)."),
    S("rejected-best", "Is the 24 hour price going up in January?", [(T28, False)], "the 24-hour tariff rises to £20",
      "not yet published (1 December 2027); the current tariffs state today's price, not a change."),
    S("rejected-best", "How much is a car wash at Leeds Dock?", [(SRV, False)], "costs £12 or €15",
      "car-park-services has no policy (unknown-policy)."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Do you offer valet parking at Dublin Docklands?", [], "valet", "no record.", absent=["valet"]),
    S("nothing", "Is there one of your car parks at Dublin Airport?", [], "airport", "no record names an airport.",
      absent=["airport"]),
    S("nothing", "Do you run a shuttle bus into the city centre?", [], "shuttle", "no record.", absent=["shuttle"]),
    S("nothing", "How much is the congestion charge in Manchester?", [], "congestion",
      "not ours; 'charge' and 'Manchester' are shared words.", absent=["congestion"]),
    S("nothing", "Are your car parks covered by CCTV?", [], "cctv",
      "no record; the number-plate camera (lost-tickets) is about entry times.", absent=["cctv"]),
    S("nothing", "Do you sell parking gift vouchers?", [], "voucher", "no record.", absent=["voucher", "gift"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a parking charge notice from the council on the street?", [], "council",
      "penalty-charges are our own notices in our car parks, not a council's.", absent=["council"]),
    S("near-miss", "Can I charge my electric bike at your car parks?", [], "electric bicycle",
      "charging bays are for electric and plug-in hybrid vehicles; bicycles get racks; no rule on e-bikes.",
      absent=["bike"]),
    S("near-miss", "Is there a grace period if my season ticket payment is late?", [], "late payment",
      "the 10-minute grace period is after paid time ends; nothing about season ticket payments."),
    S("near-miss", "Do the machines at the Leeds car park accept cash?", [], "accept cash",
      "only Ireland's machines are said to take no cash; the UK record says 'at the machine or by card' - no rule "
      "on cash in Leeds; labelled a stop."),
    S("near-miss", "Is there a lost property office for things left in the car park?", [], "lost property",
      "lost-tickets is about tickets.", absent=["property"]),
    S("near-miss", "Do blue badge holders get a free season ticket?", [], "free season ticket",
      "the badge rule is about the hourly tariff; season-tickets says nothing on badges."),

    # --- paraphrase-typo (7; the 4th and 7th are stops; holdout: 2nd, 5th)
    A("paraphrase-typo", "hw much 4 a whole day parkin in cork", ["tariffs-ireland#hourly"],
      "€20 for up to 24 hours", "€20 for 24 hours in Cork Quay (Ireland).", absent=["hw"]),
    A("paraphrase-typo", "wat happens if i overstay my ticket by 5 mins", ["penalty-charges#when"],
      "grace period of 10 minutes", "within the 10-minute grace period: no notice.",
      absent=["wat", "overstay", "mins"]),
    A("paraphrase-typo", "can i charge my plugin hybrid there", ["ev-charging#use"],
      "electric and plug-in hybrid vehicles", "yes: charging bays are for electric and plug-in hybrids.",
      absent=["plugin"]),
    S("paraphrase-typo", "is the sunday flat rate in cork stil on", [(TIE, MA)], "On Sundays a flat rate of €5",
      "unanchored 'Sunday rate'; 'stil' is a word start of 'still'."),
    A("paraphrase-typo", "do i have to put my blue badge on the dashbord", ["accessible-parking#badge"],
      "must be displayed on the dashboard", "yes, face up for the whole stay.", absent=["dashbord"]),
    A("paraphrase-typo", "how many times can i chnage the car on my seasonn ticket", ["season-tickets#vehicle-change"],
      "up to 2 times a year", "2 times a year, free.", absent=["chnage", "seasonn"]),
    S("paraphrase-typo", "wen does the 24hr price go up to £20", [(T28, False)], "rises to £20",
      "not yet published.", absent=["wen", "24hr"]),

    # --- named-document (4; the 3rd is a stop; holdout: 2nd)
    A("named-document", "In Season tickets, how much notice do I give to cancel a monthly one?",
      ["season-tickets#cancel"], "cancelled with 30 days' notice", "30 days."),
    A("named-document", "What does Accessible parking say about where the bays are?", ["accessible-parking#bays"],
      "on level 0 next to the lifts", "level 0 next to the lifts."),
    S("named-document", "What does the Patrol and control room handbook say about goodwill for badge holders?",
      [(STAFF, False)], "cancelled as goodwill", "the named document is denied."),
    A("named-document", "In Lost tickets and leaving the car park, what do I pay if the camera finds my entry time?",
      ["lost-tickets#lost"], "pay only for the time you parked", "only the time parked."),
]

SRU, SRU26, SKZ, PROB = "lp-stoimost-ru-2027", "lp-stoimost-ru-2026", "lp-stoimost-kz-2027", "lp-probnoe-2027"
PROP, VOZ, ZAM, GR = "lp-propuski-2027", "lp-vozvrat-2027", "lp-zamorozka-2027", "lp-gruppy-2027"
DETI, SERT, RASS, SK = "lp-deti-2027", "lp-sertifikaty-2027", "lp-rassrochka-2027", "lp-skidki-2027"
ADM, LETO, ONL, KLUB = "lp-admin-2027", "lp-leto-2027", "lp-onlayn-2027", "lp-klub-2027"

RU = [
    # --- answerable (20)
    A("answerable", "Сколько стоит месяц английского в группе в Москве?", ["stoimost-rossiya#gruppy"],
      "стоит 7 200 ₽", "7 200 ₽ (Москва — Россия); 36 000 тенге — Казахстан; 6 400 ₽ — редакция 2026 года."),
    A("answerable", "Почём абик на три месяца в Алматы?", ["stoimost-kazahstan#gruppy"],
      "Абонемент на 3 месяца стоит 99 000 тенге",
      "«абик» = абонемент; 99 000 тенге; 19 800 ₽ — Россия.", absent=["абик", "почём"]),
    A("answerable", "Сколько стоит индивидуалка в Казани?", ["stoimost-rossiya#individualnye"],
      "стоит 2 500 ₽", "«индивидуалка» = индивидуальное занятие; 2 500 ₽ за 60 минут.", absent=["индивидуалк"]),
    A("answerable", "Можно в Астане заплатить долларами?", ["stoimost-kazahstan#oplata"],
      "оплата принимается только в тенге", "Нет, только в тенге.", absent=["доллар"]),
    A("answerable", "Бесплатный пробный урок в группе у вас есть?", ["probnoe-zanyatie#gruppa"],
      "Первое пробное занятие в группе бесплатно", "«урок» = занятие; да, первое, 45 минут.", absent=["урок"]),
    A("answerable", "Можно мне посидеть на пробном занятии с дочкой, ей 7?", ["probnoe-zanyatie#deti"],
      "ребёнка младше 10 лет может присутствовать один из родителей", "Да: ребёнку младше 10 лет.",
      absent=["дочк"]),
    A("answerable", "Я проболел неделю, как наверстать пропущенные занятия?", ["propuski-i-otrabotki#gruppa"],
      "можно отработать в другой группе того же уровня в течение 30 дней",
      "отработка по справке в течение 30 дней.", absent=["проболел", "наверста"]),
    A("answerable", "Если отменю индивидуалку за 3 часа, занятие сгорит?", ["propuski-i-otrabotki#individualnoe"],
      "При более позднем предупреждении занятие считается проведённым",
      "Да: бесплатно переносится только не позднее чем за 24 часа.", absent=["сгорит", "индивидуалк"]),
    A("answerable", "Хочу бросить курсы, мне вернут деньги за оставшиеся занятия?", ["vozvrat-deneg#neispolzovannye"],
      "Деньги за неиспользованные занятия возвращаются по письменному заявлению",
      "Да, по заявлению; посещённые удерживаются по цене разового.", absent=["брос"]),
    A("answerable", "Через сколько дней придут деньги на карту после заявления на возврат?", ["vozvrat-deneg#sroki"],
      "в течение 10 рабочих дней", "10 рабочих дней."),
    A("answerable", "Уезжаю на две недели, можно поставить месячный абонемент на паузу?",
      ["zamorozka-abonementa#usloviya"], "Месячный абонемент можно заморозить на срок до 14 дней",
      "«на паузу» = заморозить; до 14 дней — две недели укладываются.", absent=["пауз"]),
    A("answerable", "Сын заболел, можно заморозить абонемент задним числом?", ["zamorozka-abonementa#bolezn"],
      "в том числе задним числом", "Да, по справке, до 60 дней."),
    A("answerable", "Можно перейти в группу того же уровня, которая занимается по вечерам?",
      ["gruppy-i-perehod#perehod"],
      "Перейти в другую группу того же уровня можно бесплатно, если в ней есть свободное место",
      "да, при свободном месте; время занятий нигде не названо, но правило перехода отвечает.", absent=["вечер"]),
    A("answerable", "С какого возраста вы берёте малышей?", ["detskie-gruppy#vozrast"],
      "Детей от 4 до 5 лет принимают только на индивидуальные занятия",
      "с 4 лет (индивидуально), в группы — с 6.", absent=["малыш"]),
    A("answerable", "Ребёнку 11, может он сам уходить домой после занятий?", ["detskie-gruppy#roditeli"],
      "ребёнок 10 лет и старше может уйти сам по письменному разрешению родителя",
      "да, по письменному разрешению родителя."),
    A("answerable", "Дадут ли сертик, если я пропустил пару занятий?", ["sertifikaty#usloviya"],
      "посетил не менее 80 % занятий", "да, если посещено не менее 80 % и сдан итоговый тест.",
      absent=["сертик"]),
    A("answerable", "Можно платить за абонемент частями в Казахстане?", ["rassrochka#usloviya"],
      "в Казахстане двумя платежами", "да, за абонемент на 3 месяца двумя платежами."),
    A("answerable", "Мы с сестрой учимся вместе, есть скидка?", ["skidki#semeinaya"],
      "каждый из них получает скидку 10 %", "семейная скидка 10 % каждому.", absent=["сестр"]),
    A("answerable", "Я студент-заочник, положена ли мне студенческая скидка?", ["skidki#studencheskaya"],
      "Студенты очной формы обучения до 25 лет", "Нет: только очной формы.", absent=["заочник"]),
    A("answerable", "Сколько стоило индивидуальное занятие в России в 2026 году?",
      ["stoimost-rossiya-2026#individualnye"], "стоило 2 200 ₽",
      "год назван: отвечает историческая редакция; 2 500 ₽ — нынешняя цена, неверный источник."),

    # --- rejected-best (13)
    S("rejected-best", "Сколько стоит разговорный клуб для учеников?", [(SRU, MA)], "500 ₽ для учеников школы",
      "неякорное «Разговорный клуб»."),
    S("rejected-best", "Есть подготовка к ЕНТ в Алматы, сколько стоит?", [(SKZ, MA)], "45 000 тенге в месяц",
      "неякорное «Подготовка к ЕНТ»."),
    S("rejected-best", "Сколько стоит пробное индивидуальное занятие?", [(PROB, MA)],
      "половину цены индивидуального занятия",
      "неякорное; #gruppa говорит о бесплатном пробном в группе — неверный источник."),
    S("rejected-best", "Можно ли отработать пропуск один на один с преподавателем и сколько это стоит?", [(PROP, MA)],
      "Отработка один на один с преподавателем стоит 1 000 ₽", "неякорное; #gruppa — отработка в другой группе."),
    S("rejected-best", "Переезжаю из Казани в Москву, что будет с моим абонементом?", [(VOZ, MA)],
      "остаток абонемента переводится в другой филиал школы без удержаний",
      "неякорное «Переезд в другой город»; #neispolzovannye (возврат) — не о переезде."),
    S("rejected-best", "Нас предупредят, если поменяется преподаватель?", [(GR, MA)],
      "получают письмо не позднее чем за неделю", "неякорное «Смена преподавателя»."),
    S("rejected-best", "Можно получить сертификат в PDF на почту?", [(SERT, MA)],
      "в формате PDF на электронную почту", "неякорное «Электронный сертификат»; #dublikat — платный дубликат."),
    S("rejected-best", "Сколько дают за приведённого друга?", [(SK, MA)], "1 000 ₽ в России или 5 000 тенге",
      "неякорное «Приведи друга»."),
    S("rejected-best", "Пропустил без справки — администратор может засчитать это как болезнь?", [(ADM, False)],
      "засчитать пропуск без справки как пропуск по болезни",
      "закрытая инструкция; propuski#gruppa говорит, что без справки не отрабатывается — сильный читатель ответит "
      "«нет» оттуда; помечено остановкой (вопрос о праве администратора)."),
    S("rejected-best", "Можно продлить срок отработки до полутора месяцев?", [(ADM, False)],
      "продлить срок отработки до 45 дней", "закрытая инструкция; 30 дней — общее правило.",
      absent=["полутор"]),
    S("rejected-best", "Есть летний интенсив со скидкой для школьников?", [(LETO, False)],
      "школьникам предоставлялась скидка 20 %", "истёк 31 августа 2027 года."),
    S("rejected-best", "Сколько стоят онлайн-занятия по видеосвязи?", [(ONL, False)], "месяц занятий стоит 5 400 ₽",
      "не опубликовано (1 ноября 2027)."),
    S("rejected-best", "Сколько стоит киноклуб по субботам в Астане?", [(KLUB, False)], "2 000 тенге в Казахстане",
      "нет policy (unknown-policy)."),

    # --- nothing (6)
    S("nothing", "Есть ли у вас курсы китайского языка?", [], "китайского", "нет записи.", absent=["китайск"]),
    S("nothing", "Даёте ли вы справку для налогового вычета?", [], "вычет", "нет записи.",
      absent=["вычет", "налог"]),
    S("nothing", "Есть ли парковка у филиала в Казани?", [], "парковка", "нет записи.", absent=["парковк"]),
    S("nothing", "Можно ли заниматься с носителем языка?", [], "носител", "нет записи.", absent=["носител"]),
    S("nothing", "Есть ли летний лагерь с английским для детей?", [], "лагерь",
      "нет записи; летний интенсив (истёк) — не лагерь, ничего не перечислено.", absent=["лагер"]),
    S("nothing", "Во сколько начинаются вечерние занятия?", [], "вечерние", "время занятий нигде не названо.",
      absent=["вечер"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоит дубликат студенческого билета?", [], "дубликат студенческого",
      "дубликат — сертификата, студенческий билет — для скидки."),
    S("near-miss", "Какая скидка для пенсионеров?", [], "пенсионер", "скидки есть, пенсионерам — нет.",
      absent=["пенсионер"]),
    S("near-miss", "Какой штраф за опоздание на занятие?", [], "штраф", "опоздания описаны, штрафа нет.",
      absent=["штраф"]),
    S("near-miss", "Сколько длится итоговый тест?", [], "длится итоговый тест",
      "итоговый тест упомянут без длительности."),
    S("near-miss", "С какого возраста берут на курс подготовки к международному экзамену?", [],
      "курс подготовки к международному экзамену",
      "сертификат «не заменяет международный экзамен»; курса нет; ЕНТ — национальный тест (неякорное)."),
    S("near-miss", "Сколько стоит пересдача итогового теста?", [], "пересдач", "пересдача нигде не описана.",
      absent=["пересдач"]),

    # --- paraphrase-typo (7; the 4th and 7th are stops)
    A("paraphrase-typo", "скока стоит разовое занятие в группе в казани", ["stoimost-rossiya#gruppy"],
      "Разовое занятие в группе стоит 1 100 ₽", "1 100 ₽.", absent=["скока"]),
    A("paraphrase-typo", "мона заморозить абонимент на 3 месяца на месяц?", ["zamorozka-abonementa#usloviya"],
      "Абонемент на 3 месяца можно заморозить один раз на срок до 30 дней", "да, до 30 дней, один раз.",
      absent=["мона", "абонимент"]),
    A("paraphrase-typo", "чё будет если опаздаю на урок на полчаса", ["propuski-i-otrabotki#opozdaniya"],
      "может присутствовать на занятии, но занятие не продлевается", "можно присутствовать; не продлевается.",
      absent=["чё", "опаздаю", "урок", "полчаса"]),
    S("paraphrase-typo", "скока стоит разговорный клуп для гостей", [(SRU, MA)], "800 ₽ для гостей",
      "неякорное «Разговорный клуб».", absent=["скока", "клуп"]),
    A("paraphrase-typo", "сколько челов в группе макс", ["gruppy-i-perehod#sostav"], "от 4 до 8 учеников",
      "до 8 учеников.", absent=["челов", "макс"]),
    A("paraphrase-typo", "студенческая скидка на индивидуалки действует?", ["skidki#studencheskaya"],
      "На индивидуальные занятия студенческая скидка не распространяется", "нет.", absent=["индивидуалк"]),
    S("paraphrase-typo", "кагда откроются онлайн группы и почём", [(ONL, False)],
      "С 1 ноября 2027 года открываются онлайн-группы", "не опубликовано.", absent=["кагда", "почём"]),

    # --- named-document (4; the 3rd is a stop)
    A("named-document", "Что сказано в «Оплата частями» про месячный абонемент?", ["rassrochka#usloviya"],
      "На месячный абонемент рассрочка не предоставляется", "рассрочки на месячный нет."),
    A("named-document", "По разделу «Детские и подростковые группы»: сколько длится детское занятие?",
      ["detskie-gruppy#vozrast"], "Детское занятие в группе длится 60 минут", "60 минут."),
    S("named-document", "Что говорит «Инструкция администратора филиала» о возврате без удержания?", [(ADM, False)],
      "вернуть всю сумму без удержания", "названный документ закрыт (denied)."),
    A("named-document", "Что в документе «Заморозка абонемента» сказано о сроке подачи заявления?",
      ["zamorozka-abonementa#usloviya"], "не позднее чем накануне первого пропускаемого занятия",
      "накануне первого пропускаемого занятия."),
]
