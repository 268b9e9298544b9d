"""Labelled questions of unseen43 (the source of questions_*.jsonl; build_unseen43.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed in README.md before the first corpus
record was written.
This round leans on couples' and climbers' own day of the week, guest count, age, notice period or
months against a band or a bound (a public-holiday Monday against "On public holidays the Saturday
rate applies"; 70 guests against "up to 60 guests"; 40 adults against "a smaller wedding pays for
50"; a 12-year-old against "aged 4 to 12"; a 17-year-old against "18 and over"; a 15-year-old against
"16 and over"; 8 months against "Between 12 and 6 months"; 10 months against "at least 9 months";
«суббота» against «по будням до 17:00»; «6 лет» against «в зал … с 7 лет, а в детскую секцию — с 6
лет»; «15» against «с 16 лет»; «за 5 часов» against «не позднее чем за 12 часов»; «14 детей» against
«до 12 детей … сверх 12»); on who may and who pays (the couple pays the supplier meals; only a person
named on the contract may cancel; a support worker eats free); on permissions and bans (own wine yes,
beer no; liquid chalk yes, open buckets no; the unlimited pass is not frozen); on rejected sections
whose accepted neighbours share the question's words and would give a wrong answer (a July Friday at
Bellbird Hunter Valley, where the accepted list says A$3,900 and the unanchored winter rule A$2,900;
a pass bought in Yekaterinburg used in Novosibirsk beside the price list that names both cities; the
planners' commission beside the public venue hire; the expired spring pass beside today's passes); on
near-misses that put one country's or product's rule on another (the 2028 edition is Australia's /
Russia's only; the vineyard pavilion is Waiheke's; the morning rate is Bishkek's; chalk bags are
rented in Russia only; the prepayment is the groups'); on chat spellings ("hw", "wat", "3yo", "r";
«скок», «скока», «абик», «екб», «чё», «када», «кафешка», «квалы», «сертик», «бабки»); and on
questions that name a document.
"""
from __future__ import annotations

NOW = "2029-05-14T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# weddings_en record ids
VAU, V28, V30, VNZ = "bbw-venue-hire-au-2029", "bbw-venue-hire-au-2028", "bbw-venue-hire-au-2030", "bbw-venue-hire-nz-2029"
OFF, QT, CAT, BEV = "bbw-offer-autumn-2029", "bbw-queenstown-2029", "bbw-catering-2029", "bbw-beverages-2029"
PAY, CAN, HOUSE, SUP = "bbw-payments-2029", "bbw-cancellations-2029", "bbw-house-rules-2029", "bbw-suppliers-2029"
PLAN, ACC, STAFF, PART, CELL = ("bbw-planning-2029", "bbw-access-2029", "bbw-staff-handbook-2029",
                                "bbw-partner-rates-2029", "bbw-cellar-door-2029")

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much does it cost to hire Bellbird Yarra Valley for a Saturday wedding?",
      ["bbw-venue-hire-au#venue-hire"], "costs A$6,500 on Saturdays",
      "A$6,500; the 2028 edition (6,000 Australian dollars) and the 2030 edition (A$7,000) are wrong sources, the "
      "expired autumn offer (A$2,500, weekdays) is not a price today."),
    A("answerable", "What is the venue hire for a Friday wedding at Bellbird Waiheke?", ["bbw-venue-hire-nz#venue-hire"],
      "NZ$ 5 900 on Fridays",
      "New Zealand: NZ$ 5 900 (Australia's 'Sunday to Friday' rate is another country's rule)."),
    A("answerable", "We're getting married on a public holiday Monday at Bellbird Hunter Valley. Which venue hire rate do we pay?",
      ["bbw-venue-hire-au#venue-hire"], "On public holidays the Saturday rate applies",
      "the day is a Monday but a public holiday: the Saturday rate, A$5,800, not A$3,900."),
    A("answerable", "Do we have to reach a minimum spend for a Thursday wedding at Bellbird Yarra Valley?",
      ["bbw-venue-hire-au#minimum-spend"], "weddings on other days have no minimum spend",
      "Australia's minimum spend is for Saturdays only: no (New Zealand has one on every day)."),
    A("answerable", "Does the venue hire count towards the minimum spend at Bellbird Waiheke?",
      ["bbw-venue-hire-nz#minimum-spend"], "At Bellbird Waiheke venue hire counts towards the minimum spend",
      "yes in New Zealand; the Australian record says the opposite for its estates (a wrong source)."),
    A("answerable", "Can we book a ceremony only, without a reception, on a Saturday in Australia?",
      ["bbw-venue-hire-au#ceremony"], "Ceremony-only bookings are taken Monday to Thursday only",
      "no: Monday to Thursday only (New Zealand: any day except Saturday)."),
    A("answerable", "We want a ceremony for 70 guests in New Zealand with no reception. Can we book that?",
      ["bbw-venue-hire-nz#ceremony"], "costs NZ$ 2 100 for up to 60 guests",
      "70 is more than 60: no (Australia's 80 is another country's limit)."),
    A("answerable", "What did a Saturday at Bellbird Hunter Valley cost in 2028?", ["bbw-venue-hire-au-2028#venue-hire"],
      "5,400 Australian dollars on Saturdays",
      "a past year: the historical 2028 edition; today's A$5,800 is a wrong source."),
    A("answerable", "My nephew is 12. Does he pay the adult price for dinner?", ["bbw-catering#children-meals"],
      "Children aged 4 to 12 eat from the children's menu",
      "12 is on the bound of 'aged 4 to 12': no, the children's menu (adult price from 13).", absent=["nephew"]),
    A("answerable", "We only have 40 adult guests. How many do we pay for on the sit-down dinner menu?",
      ["bbw-catering#menus"], "a smaller wedding pays for 50", "40 is under the 50-guest minimum: 50."),
    A("answerable", "My cousin is 17. Will she be served wine at the reception?", ["bbw-beverages#responsible-service"],
      "Alcohol is served only to guests aged 18 and over", "17 is under 18: no.", absent=["cousin"]),
    A("answerable", "Can we bring our own craft beer and pay corkage on it?", ["bbw-beverages#corkage"],
      "Couples may bring their own wine, but not beer or spirits",
      "wine yes, beer no: the exception rules it out.", absent=["craft"]),
    A("answerable", "Half our guests don't drink alcohol. Do we still pay the drinks package for them?",
      ["bbw-beverages#packages"], "whether or not they drink alcohol",
      "yes: every adult guest on the final numbers is charged."),
    A("answerable", "When is the second payment due, and how much of the total is it?", ["bbw-payments#schedule"],
      "Half of the estimated total is due 6 months before the wedding date",
      "half, 6 months before (the balance at 21 days is the third)."),
    A("answerable", "We have to cancel 8 months before the wedding. How much will we be charged?",
      ["bbw-cancellations#cancellation"], "Between 12 and 6 months before, 50% of the estimated total is charged",
      "8 months is inside 12 to 6: 50% of the estimated total."),
    A("answerable", "Can my mum cancel the wedding booking for us?", ["bbw-cancellations#cancellation"],
      "A cancellation must be made in writing by one of the two people named on the contract",
      "who may: only a person named on the contract, in writing.", absent=["mum"]),
    A("answerable", "Can my 15-year-old brother hold a sparkler outside after the reception?",
      ["bbw-house-rules#sparklers"], "by guests aged 16 and over", "15 is under 16: no.", absent=["brother"]),
    A("answerable", "Our photographer will work for 8 hours. Does she get a meal, and who pays for it?",
      ["bbw-catering#supplier-meals"], "paid by the couple",
      "8 is more than 5 hours: a supplier meal, paid by the couple."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "What is the Friday venue hire at Bellbird Hunter Valley for a wedding in July?", [(VAU, MA)],
      "reduces Friday venue hire to A$2,900",
      "unanchored 'Winter weddings'; the anchored #venue-hire of the same record (Hunter Valley, 'Sunday to "
      "Friday', A$3,900) is accepted and would give a wrong figure."),
    S("rejected-best", "How much does it cost to take photos among the vines at Bellbird Waiheke?", [(VNZ, MA)],
      "for a fee of NZ$ 250",
      "unanchored 'Vineyard photographs'; #venue-hire (Waiheke, vineyard pavilion) and the Australian #ceremony "
      "('photos on the lawn included') are wrong sources."),
    S("rejected-best", "What is the cake fee if we bring our own wedding cake?", [(CAT, MA)],
      "for a cake fee of AUD 6 or NZD 5 per guest",
      "unanchored 'Wedding cake'; #menus and #dietary (catering prices) are wrong sources."),
    S("rejected-best", "How much is a signature cocktail during the cocktail hour?", [(BEV, MA)],
      "A signature cocktail served during the cocktail hour",
      "unanchored 'Cocktail hour'; #packages (drinks per guest) is a wrong source."),
    S("rejected-best", "Can we pay in monthly instalments if we book two years ahead?", [(PAY, MA)],
      "in 6 equal monthly instalments by direct debit",
      "unanchored 'Payment plans'; #schedule (half at 6 months, balance at 21 days, card surcharge) would give a "
      "wrong answer."),
    S("rejected-best", "Can we still have our ceremony outdoors on a day of total fire ban?", [(CAN, MA)],
      "On a day of total fire ban, outdoor ceremonies",
      "unanchored 'Extreme weather'; the house rules' #sparklers ('outdoors only') is a wrong source. The restricted "
      "staff handbook's #wind also moves an outdoor ceremony indoors, but for wind, not a fire ban; it is not "
      "listed."),
    S("rejected-best", "Can our videographer fly a drone over the reception?", [(HOUSE, MA)],
      "Drones may be flown only by a licensed operator",
      "unanchored 'Drones'; suppliers' #outside-suppliers ('bring their own photographer') would say yes without "
      "the licence condition.", absent=["videographer"]),
    S("rejected-best", "Where can the couple stay on the wedding night at Bellbird Yarra Valley?", [(PLAN, MA)],
      "free for the couple on the wedding night",
      "unanchored 'Accommodation'; #coordinator and #rehearsal ('the day before the wedding') are wrong sources."),
    S("rejected-best", "At what wind speed is an outdoor ceremony moved indoors?", [(STAFF, False)],
      "when the forecast wind gusts exceed 60 km/h",
      "denied: the staff handbook (bbw-staff); the house rules' 'outdoors' sentences state no threshold."),
    S("rejected-best", "What commission does Bellbird pay wedding planners who bring a booking?", [(PART, False)],
      "receive a commission of 8% of venue hire",
      "denied: planner rates (bbw-partner); the public venue hire and 'Bellbird wedding planning' are wrong "
      "sources."),
    S("rejected-best", "What was the venue hire in the autumn weekday offer at Bellbird Yarra Valley?", [(OFF, False)],
      "venue hire was A$2,500",
      "expired 30 April 2029; today's A$4,500 weekday hire is not the offer."),
    S("rejected-best", "How much will a Saturday at Bellbird Yarra Valley cost in 2030?", [(V30, False)],
      "A$7,000 on Saturdays", "not yet published (1 June 2029); today's A$6,500 is 2029's."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Is there a helipad for guests arriving by helicopter?", [], "helicopter", "no helipad.",
      absent=["helipad", "helicopter"]),
    S("nothing", "Do you have a Bellbird venue in Fiji?", [], "fiji",
      "Yarra Valley, Hunter Valley, Waiheke (Queenstown later).", absent=["fiji"]),
    S("nothing", "Can you arrange a horse and carriage for the bride?", [], "carriage", "no transport.",
      absent=["horse", "carriage"]),
    S("nothing", "Do you hire out wedding dresses and suits?", [], "wedding dresses", "no attire.",
      absent=["dress", "suits"]),
    S("nothing", "Can we have a fireworks display at the end of the night?", [], "fireworks", "no fireworks.",
      absent=["fireworks"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did Bellbird Waiheke cost to hire in 2028?", [], "bellbird waiheke cost to hire in 2028",
      "the 2028 edition is Australia's (Yarra Valley and Hunter Valley); Waiheke's prices are today's."),
    S("near-miss", "What rate applies on a public holiday at Bellbird Waiheke?", [], "public holidays at bellbird waiheke",
      "the public-holiday rule is in the Australian list; the New Zealand list names Saturdays, Fridays and Sunday "
      "to Thursday only."),
    S("near-miss", "Can we hold our reception in the vineyard pavilion at Bellbird Hunter Valley?", [],
      "vineyard pavilion at bellbird hunter valley",
      "the vineyard pavilion is Bellbird Waiheke's; Hunter Valley has a reception barn."),
    S("near-miss", "Is there a weekday discount on the drinks package?", [], "weekday discount on the drinks package",
      "drinks packages have one price per adult guest; weekday prices are venue hire's."),
    S("near-miss", "Do we pay a deposit to book the menu tasting?", [], "deposit to book the menu tasting",
      "deposits are the booking deposit and the security bond; the tasting names none."),
    S("near-miss", "Can we have our rehearsal on a Saturday afternoon?", [], "rehearsal on a saturday",
      "the rehearsal is included Monday to Thursday and priced on a Friday; nothing is said of Saturday."),
    S("near-miss", "How many guests can the reception barn at Bellbird Yarra Valley seat?", [],
      "guests can the reception barn seat",
      "no capacity of the barn is given; 80 / 60 are the ceremony-only limits, 120 is Queenstown's lodge."),
    S("near-miss", "Do you give a senior discount on the dinner menu?", [], "senior discount",
      "menus have an adult price and a children's price; no senior price.", absent=["senior"]),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is the sitdown dinner per head in nz", ["bbw-catering#menus"],
      "NZD 135 per person in New Zealand", "'hw', 'sitdown', 'per head', 'nz': NZD 135.",
      absent=["hw", "sitdown", "head"]),
    A("paraphrase-typo", "can guests throw rice or glitter at us after the vows??", ["bbw-house-rules#confetti"],
      "rice, glitter and paper confetti are not allowed", "no; only natural petal confetti, outdoors.",
      absent=["vows"]),
    S("paraphrase-typo", "does the barn at hunter valley hav a hearing loop for speaches", [(ACC, MA)],
      "has a hearing loop for the speeches",
      "unanchored 'Hearing loop' of the accessibility record; #step-free (the estates' access) is a wrong source.",
      absent=["speaches"]),
    A("paraphrase-typo", "wat deposit do we pay to lock in a date in australia", ["bbw-payments#deposit"],
      "A$3,000 in Australia", "'wat', 'lock in': A$3,000 (NZ$2,500 is New Zealand's).", absent=["wat", "lock"]),
    A("paraphrase-typo", "our 3yo is coming, does she need a paid meal??", ["bbw-catering#children-meals"],
      "children under 4 eat free", "'3yo': 3 is under 4, free.", absent=["3yo"]),
    S("paraphrase-typo", "is the new queenstown venue taking bookings yet", [(QT, False)],
      "the first bookings open on 1 July 2029", "not yet published (20 June 2029)."),
    A("paraphrase-typo", "how late can the dj play loud music in new zealand", ["bbw-house-rules#music"],
      "at 23:30 in New Zealand", "amplified music to 23:30 (Australia 23:00)."),
    S("paraphrase-typo", "wat time does the cellar door at yarra open on a sunday", [(CELL, False)],
      "open from 10:00 to 17:00, Thursday to Monday",
      "unknown-policy: the cellar door record has no policy; the Yarra Valley venue hire fragments are wrong "
      "sources.", absent=["wat"]),
    A("paraphrase-typo", "want to move r wedding, telling u 10 months out - any fee?", ["bbw-cancellations#postponement"],
      "may be postponed once free of charge if Bellbird is told at least 9 months before the date",
      "chat spelling; 10 months is at least 9: once, free of charge."),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Bellbird accessibility, does a support worker pay for dinner?",
      ["bbw-access#support-workers"], "eats free of charge", "named title; who pays: nobody for the meal."),
    A("named-document", "What do the Bellbird house rules say about bringing our dog to the ceremony?",
      ["bbw-house-rules#dogs"], "The couple may bring one dog to the ceremony", "named title."),
    S("named-document", "What does Bellbird outside suppliers say about florists using the cool room?", [(SUP, MA)],
      "Florists may use the cool room",
      "named title; the answer is in its unanchored 'Florists' (#outside-suppliers names florists too, but not the "
      "cool room)."),
    A("named-document", "In Bellbird wedding planning, how many meetings with the coordinator are included?",
      ["bbw-planning#coordinator"], "meets the couple twice before the wedding", "named title."),
]

# skalodrom_ru record ids
RF, R28, R30, KG = "zcp-prays-rf-2029", "zcp-prays-rf-2028", "zcp-prays-rf-2030", "zcp-prays-kg-2029"
AKC, OSH, DETI, PRA = "zcp-akciya-vesna-2029", "zcp-osh-2029", "zcp-deti-2029", "zcp-pravila-2029"
TRE, PRZ, ABO, BEZ = "zcp-trenirovki-2029", "zcp-prazdniki-2029", "zcp-abonementy-2029", "zcp-bezopasnost-2029"
SOR, INS, PAR, KAF = "zcp-sorevnovaniya-2029", "zcp-instrukciya-2029", "zcp-partnery-2029", "zcp-kafe-bishkek-2029"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит разовое посещение для взрослого в Новосибирске?", ["zcp-prays-rf#razovoe"],
      "650 ₽ в Новосибирске",
      "Россия, Новосибирск: 650 ₽ (750 ₽ — Екатеринбург, в той же фразе); редакции 2028 (600 рублей) и 2030 "
      "(700 ₽) — чужие источники."),
    A("answerable", "Сколько стоит разовое посещение в Бишкеке для ребёнка 10 лет?", ["zcp-prays-kg#razovoe"],
      "350 сом для детей от 7 до 13 лет", "10 внутри «от 7 до 13»: 350 сом."),
    A("answerable", "Я учусь на очном. Будет ли студенческая скидка в субботу в Екатеринбурге?",
      ["zcp-prays-rf#razovoe"], "по будням до 17:00",
      "суббота — не будни: нет.", absent=["учусь", "очном"]),
    A("answerable", "Есть ли скидка для студентов в Бишкеке?", ["zcp-prays-kg#razovoe"],
      "Скидки для студентов в Бишкеке нет", "нет (скидка 20 % — российская, чужой источник)."),
    A("answerable", "Сколько стоил абонемент на 10 посещений в Екатеринбурге в 2028 году?",
      ["zcp-prays-rf-2028#abonementy"], "5 500 рублей в Екатеринбурге",
      "прошлый год: историческая редакция 2028 года; нынешние 6 000 ₽ — чужой источник."),
    A("answerable", "Сколько действует абонемент на 10 посещений в Бишкеке?", ["zcp-prays-kg#abonementy"],
      "действует 2 месяца с первого посещения", "Кыргызстан: 2 месяца (3 месяца — российский срок)."),
    A("answerable", "Ребёнку 9 лет. Платить ли за прокат скальных туфель в Новосибирске?", ["zcp-prays-rf#prokat"],
      "Детям до 14 лет скальные туфли выдаём бесплатно", "9 меньше 14: нет, бесплатно."),
    A("answerable", "Сыну 15. Может он лазать без меня?", ["zcp-deti#vozrast"],
      "Подростки от 14 до 17 лет могут лазать без родителей",
      "15 внутри 14–17: да, если один из родителей подписал согласие.", absent=["сыну"]),
    A("answerable", "Дочке 6 лет. Можно ей просто полазать в зале с папой?", ["zcp-deti#vozrast", "zcp-deti#sekciya"],
      "В зал пускаем детей с 7 лет",
      "6 меньше 7: нет; с 6 лет — только детская секция (её тоже можно цитировать).", absent=["дочке", "папой"]),
    A("answerable", "Сколько стоит месяц детской секции в Бишкеке?", ["zcp-deti#sekciya"], "3 200 сом в Кыргызстане",
      "Бишкек — в Кыргызстане: 3 200 сом (5 500 ₽ — Россия)."),
    A("answerable", "У меня большой опыт лазания. Можно пропустить инструктаж?", ["zcp-pravila#instruktazh"],
      "Без инструктажа в зал не пускаем, даже если у гостя есть опыт лазания", "нет."),
    A("answerable", "Можно ли приносить свою жидкую магнезию?", ["zcp-pravila#povedenie"], "жидкую — можно",
      "разрешение внутри запрета: жидкую — да, сухую в открытых вёдрах — нет."),
    A("answerable", "До какого времени в воскресенье можно зайти в зал?", ["zcp-pravila#vremya"],
      "Вход прекращается за 60 минут до закрытия", "в выходные до 22:00, вход — за 60 минут до закрытия."),
    A("answerable", "Можно прийти на персональную тренировку вдвоём? Сколько доплатит второй?",
      ["zcp-trenirovki#personalnye"], "второй человек на той же тренировке доплачивает 50 % её стоимости",
      "да, 50 % стоимости."),
    A("answerable", "Мне 15 лет. Можно записаться на курс для новичков?", ["zcp-trenirovki#novichki"],
      "в группе до 6 человек, с 16 лет", "15 меньше 16: нет."),
    A("answerable", "Отменяю персональную тренировку за 5 часов до начала. Вернут деньги?", ["zcp-trenirovki#otmena"],
      "при более поздней отмене или неявке тренировка оплачивается полностью", "5 меньше 12 часов: нет."),
    A("answerable", "На день рождения придут 14 детей. Что с доплатой в Екатеринбурге?",
      ["zcp-prazdniki#den-rozhdeniya"], "За каждого ребёнка сверх 12 доплата — 700 ₽",
      "14 больше 12: за двух детей сверх 12 — по 700 ₽ (с человека, не с группы).", absent=["придут"]),
    A("answerable", "Хочу заморозить безлимитный абонемент на месяц. Это возможно?", ["zcp-abonementy#zamorozka"],
      "Безлимитный абонемент на месяц не замораживается", "исключение: нет."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит час в верёвочном зале с инструктором в Екатеринбурге?", [(RF, MA)],
      "1 100 ₽ за час",
      "неякорный раздел «Верёвочный зал»; якорный #razovoe того же прайса (Екатеринбург, 750 ₽) принят и рядом — "
      "чужой источник."),
    S("rejected-best", "Сколько стоит вход на уличную стену в Бишкеке?", [(KG, MA)], "вход на неё стоит 300 сом",
      "неякорный раздел «Уличная стена»; #razovoe (Бишкек, 600 сом) — чужой источник."),
    S("rejected-best", "Можно ли провести в зале коммерческую фотосъёмку и сколько это стоит?", [(PRA, MA)],
      "коммерческая съёмка — только по согласованию с администратором",
      "неякорный раздел «Фото и видео»; #povedenie и #instruktazh (правила зала) — чужие источники.",
      absent=["фотосъёмк"]),
    S("rejected-best", "Сколько стоит выезд на скалы с тренером?", [(TRE, MA)], "выезд на 2 дня стоит 7 500 ₽",
      "неякорный раздел «Выезды на скалы»; #personalnye (тренировка с тренером, 2 500 ₽) — чужой источник."),
    S("rejected-best", "Можно ли пригласить своего аниматора на детский день рождения?", [(PRZ, MA)],
      "своих аниматоров приводить нельзя",
      "неякорный раздел «Аниматор»; #den-rozhdeniya (детский день рождения) — чужой источник."),
    S("rejected-best", "Купил абонемент в Екатеринбурге. Можно ходить по нему в Новосибирске?", [(ABO, MA)],
      "действует и в Новосибирске",
      "неякорный раздел «Другой город»; прайс #abonementy (абонемент, Екатеринбург и Новосибирск) и #peredacha — "
      "чужие источники."),
    S("rejected-best", "Можно ли у вас оформить полис от несчастных случаев?", [(BEZ, MA)],
      "Спортивный полис от несчастных случаев можно оформить на ресепшене",
      "неякорный раздел «Страхование от несчастных случаев»; #travmy и #dopusk — чужие источники."),
    S("rejected-best", "Сколько стоит неделя в летнем лагере для детей?", [(DETI, MA)], "неделя стоит 12 000 ₽",
      "неякорный раздел «Летний лагерь»; #sekciya (дети, месяц занятий 5 500 ₽) — чужой источник."),
    S("rejected-best", "Как часто у вас перекручивают трассы боулдеринга?", [(INS, False)],
      "полностью перекручивают каждые 6 недель",
      "закрыто: инструкция дежурного инструктора (zcp-staff); #vozrast детей («трассами выше 4 метров») — чужой "
      "источник."),
    S("rejected-best", "Какая скидка на абонементы для компаний с корпоративным договором?", [(PAR, False)],
      "скидку 15 % на абонементы",
      "закрыто: условия для партнёров (zcp-partner); #gruppy праздников (группа от 15 человек, 10 %) — чужой "
      "источник."),
    S("rejected-best", "Сколько стоил весенний абонемент на 8 посещений в Новосибирске?", [(AKC, False)],
      "8 посещений за 3 900 ₽", "истекла 30 апреля 2029 года; нынешний #abonementy (5 200 ₽ за 10) — не цена акции."),
    S("rejected-best", "Сколько будет стоить разовое посещение в Екатеринбурге в 2030 году?", [(R30, False)],
      "800 ₽ в Екатеринбурге", "не опубликован (1 июня 2029); нынешние 750 ₽ — 2029 года."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас сауна после тренировки?", [], "сауна", "ничего о сауне.", absent=["сауна"]),
    S("nothing", "Есть ли ваш зал в Казани?", [], "казан", "Екатеринбург, Новосибирск, Бишкек (Ош позже).",
      absent=["казан"]),
    S("nothing", "Есть ли у вас батут для малышей?", [], "батут", "ничего о батуте.", absent=["батут", "малыш"]),
    S("nothing", "Можно ли прийти в зал с собакой?", [], "собак", "ничего о животных.", absent=["собак"]),
    S("nothing", "Проводите ли вы занятия йогой для скалолазов?", [], "йог", "ничего о йоге.", absent=["йог"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоило разовое посещение в Бишкеке в 2028 году?", [], "бишкеке в 2028 году",
      "редакция 2028 года — российская (Екатеринбург, Новосибирск); нынешние 600 сом — не цена 2028 года."),
    S("near-miss", "Продаёте ли вы скальные туфли?", [], "продаёте скальные туфли",
      "скальные туфли — только в прокате (#prokat); о продаже — ничего.", absent=["продаёт"]),
    S("near-miss", "Есть ли утренний тариф в Екатеринбурге?", [], "утренний тариф в екатеринбурге",
      "утренний тариф — в прайсе Кыргызстана (Бишкек); российский о нём молчит."),
    S("near-miss", "Есть ли скидка для студентов на абонемент?", [], "скидка для студентов на абонемент",
      "скидка студентам — 20 % на разовое посещение; об абонементах для студентов — ничего."),
    S("near-miss", "Можно ли передать место в детской секции другому ребёнку?", [], "передать место в детской секции",
      "передача — правило абонемента на 10 посещений (#peredacha); о секции — ничего."),
    S("near-miss", "Сколько стоит прокат мешочка с магнезией в Бишкеке?", [], "магнезией в бишкеке",
      "мешочек с магнезией — в российском прокате; прокат в Кыргызстане называет туфли и систему."),
    S("near-miss", "Какая предоплата нужна для персональной тренировки?", [], "предоплата для персональной тренировки",
      "предоплата 50 % — у групп (#gruppy); о предоплате тренировок — ничего."),
    S("near-miss", "Дают ли сертификаты на посещения за занятия в детской секции?", [],
      "сертификаты на посещения за занятия в детской секции",
      "сертификаты — призы фестиваля (#prizy); о секции — ничего."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скок стоит абик на 10 посещений в екб?", ["zcp-prays-rf#abonementy"],
      "6 000 ₽ в Екатеринбурге", "«скок», «абик», «екб»: 6 000 ₽.", absent=["скок", "абик", "екб"]),
    A("paraphrase-typo", "мне 15, можно страховать друга на верёвке?", ["zcp-bezopasnost#dopusk"],
      "Страхующему должно быть не меньше 16 лет", "15 меньше 16: нет.", absent=["верёвке"]),
    S("paraphrase-typo", "скока минут есть чтоб подать протест после квалы?", [(SOR, MA)],
      "в течение 30 минут после окончания квалификации",
      "«скока», «квалы»: неякорный раздел «Судейство»; #kategorii и #prizy — чужие источники.",
      absent=["скока", "квалы"]),
    A("paraphrase-typo", "в бишкеке туфли в прокат скок стоят", ["zcp-prays-kg#prokat"],
      "прокат скальных туфель стоит KGS 150", "«скок»: KGS 150 (200 ₽ — Россия).", absent=["скок"]),
    A("paraphrase-typo", "до скок в субботу работаете?", ["zcp-pravila#vremya"], "в субботу и воскресенье — с 09:00 до 22:00",
      "«скок»: до 22:00.", absent=["скок", "работаете"]),
    S("paraphrase-typo", "чё, в оше реально зал открываете? када?", [(OSH, False)], "откроется 1 сентября 2029 года",
      "не опубликован (25 июня 2029).", absent=["чё", "када", "реально"]),
    A("paraphrase-typo", "сертик за 2 место скока посещений и скока он действует", ["zcp-sorevnovaniya#prizy"],
      "за второе — 5", "«сертик», «2 место»: 5 посещений, 6 месяцев.", absent=["сертик", "скока"]),
    S("paraphrase-typo", "кафешка в бишкеке до скольки открыта?", [(KAF, False)], "открыто с 08:00 до 22:00",
      "unknown-policy: запись о кафе в Бишкеке без policy; #vremya правил зала («до 22:00») — чужой источник.",
      absent=["кафешка"]),
    A("paraphrase-typo", "хочу вернуть абик, прошло больше половины срока, бабки вернут?", ["zcp-abonementy#vozvrat"],
      "Если прошло больше половины срока действия абонемента, деньги не возвращаются", "«абик», «бабки»: нет.",
      absent=["абик", "бабки"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Зацеп: фестиваль боулдеринга» о возрасте для открытой категории?",
      ["zcp-sorevnovaniya#kategorii"], "в открытой категории выступают только с 16 лет", "named title."),
    A("named-document", "Согласно «Зацеп: праздники и группы», какую скидку получает группа от 15 человек?",
      ["zcp-prazdniki#gruppy"], "Группа от 15 человек получает скидку 10 %", "named title."),
    S("named-document", "Что сказано в «Зацеп: правила зала» о залоге за ключ от шкафчика?", [(PRA, MA)],
      "ключ выдаём на ресепшене под залог 300 ₽", "named title; ответ — в его неякорном разделе «Шкафчики»."),
    A("named-document", "Что в «Зацеп: заморозка и возврат абонементов» сказано о передаче абонемента другому человеку?",
      ["zcp-abonementy#peredacha"], "можно один раз передать другому человеку за 500 ₽ или 300 сом", "named title."),
]
