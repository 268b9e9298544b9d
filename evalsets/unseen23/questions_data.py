"""Labelled questions of unseen23 (the source of questions_*.jsonl; build_unseen23.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
"""
from __future__ import annotations

NOW = "2027-08-10T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

NZ, AU, SEASON = "ac-lift-passes-nz-2027", "ac-lift-passes-au-2027", "ac-season-pass-nz-2027"
WEATHER, STAFF, DEAL = "ac-weather-closures-2027", "ac-staff-handbook-2027", "ac-winter-deal-2027"
GONDOLA, SHUTTLE = "ac-summer-gondola-2027", "ac-shuttle-2027"

EN = [
    # --- answerable (17; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is an adult day pass at Kea Ridge in New Zealand?", ["lift-passes-nz#day"],
      "an adult day pass at Kea Ridge costs NZ$139", "NZ$139; the 2026 edition's NZ$129 and Australia's A$179 are wrong sources."),
    A("answerable", "What does a youth day pass cost in Australia?", ["lift-passes-au#day"],
      "a youth pass (ages 6 to 17) A$99", "A$99; New Zealand's NZ$79 is a wrong source (A$79 is Australia's youth half-day)."),
    A("answerable", "From what time is a half-day pass valid in New Zealand?", ["lift-passes-nz#half-day"],
      "valid from 12:30 until the lifts close", "12:30; the 2026 edition's 13:00 is a wrong source; Australia also says 12:30 but is another jurisdiction."),
    A("answerable", "How much cheaper are passes bought online in Australia?", ["lift-passes-au#online"],
      "15 % cheaper", "15 % (48 hours ahead); New Zealand's 10 % and 24 hours are a wrong source."),
    A("answerable", "How long do I have to use up a 3-day pass in New Zealand?", ["lift-passes-nz#multi-day"],
      "any 3 days within 7 days of its first use", "7 days; the 5-day pass's 10 days is the same fragment's other case."),
    A("answerable", "Will I get my money back if every lift is closed all day because of the weather?",
      ["weather-closures#full-day"], "refunded in full to the original card within 10 working days",
      "full refund within 10 working days; claim within 7 days for ticket-office passes."),
    A("answerable", "What do I get if the lifts close at 11:00 because of bad weather?", ["weather-closures#partial"],
      "get a voucher for another day pass", "a voucher (before 12:00); 11:00 is the reader's own and also the injury rule's time."),
    A("answerable", "Is a season pass refunded when the lifts are closed for weather?", ["weather-closures#season"],
      "Season passes are not refunded or extended for weather closures",
      "No; the season-pass record (freeze) is about injury, not weather."),
    A("answerable", "How much is a 2-hour group lesson in Australia?", ["lessons#group"], "A$119 in Australia",
      "A$119; the record has no jurisdiction and states both amounts in one sentence."),
    A("answerable", "What is the refund if I cancel a lesson less than 24 hours before it starts?", ["lessons#cancel"],
      "refunded at 50 %", "50 %, unless a medical certificate is shown."),
    A("answerable", "How much does it cost to rent a helmet for a child under 12?", ["rentals#prices"],
      "for children under 12 the helmet is free", "free; the code of conduct's 'children under 12' (helmets compulsory) does not answer the price."),
    A("answerable", "Does the damage waiver cover theft of rented skis?", ["rentals#waiver"],
      "The waiver does not cover loss or theft", "No."),
    A("answerable", "What does a replacement for a lost pass cost in New Zealand?",
      ["lost-pass#replacement", "lost-pass#not-replaced"], "A replacement card costs NZ$10 in New Zealand",
      "NZ$10; #not-replaced (season pass free once, then NZ$50) may also be cited."),
    A("answerable", "Can I freeze my season pass if I break my leg?", ["season-pass#freeze"],
      "only for an injury or illness that stops the holder skiing", "Yes, with a medical certificate; the record is NZ's only."),
    A("answerable", "How old must a person be to ride a chairlift with a child under 10?", ["code-of-conduct#helmets"],
      "only with a person aged 14 or over", "14; 10 is the reader's own figure."),
    A("answerable", "Can I give my multi-day pass to a friend after I have used it once?", ["pass-conditions#transfer"],
      "after the first scan at a lift gate they cannot be transferred", "No; season pass lending (season-pass#personal) is another pass."),
    A("answerable", "How much was an adult day pass at Kea Ridge in New Zealand in 2026?", ["lift-passes-nz-2026#day"],
      "an adult day pass at Kea Ridge in New Zealand cost NZ$129", "the historical edition, asked by its year; NZ$139 now is a wrong source."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is a night pass for night skiing at Kea Ridge?", [(NZ, MA)], "a night pass costs NZ$45",
      "unanchored 'Night skiing' of the NZ lift passes; the anchored day and half-day prices are another subject."),
    S("rejected-best", "What does an adult day pass cost midweek at Mount Ember outside the school holidays?", [(AU, MA)],
      "an adult day pass at Mount Ember costs A$149",
      "unanchored 'Midweek value'; the anchored A$179 is the ordinary day price."),
    S("rejected-best", "Can I pay for a season pass in monthly instalments?", [(SEASON, MA)],
      "4 monthly instalments of NZ$230", "unanchored 'Payment plan'; #prices covers 'season pass' but not instalments."),
    S("rejected-best", "If the access road is closed but the lifts are open, can I move my pass to another day?",
      [(WEATHER, MA)], "the lift pass can be moved to another day",
      "unanchored 'Road closures'; pass-conditions#transfer ('transferred to another person') is another case."),
    S("rejected-best", "Do I get a free voucher when a lift breaks down for over an hour?", [(STAFF, False)],
      "free day pass voucher", "denied staff handbook; weather-closures#partial gives a voucher for weather, not breakdowns."),
    S("rejected-best", "How much can a supervisor refund without a manager's approval?", [(STAFF, False)],
      "Supervisors may refund up to NZ$200", "denied staff handbook."),
    S("rejected-best", "Do kids ski free in June?", [(DEAL, False)], "Children aged 6 to 12 ski free",
      "expired winter deal; the lift passes' 'Children under 6 ski free' is the all-season rule for another age."),
    S("rejected-best", "Are there two-for-one day passes on Tuesdays?", [(DEAL, False)],
      "two adult day passes bought together online cost the price of one", "expired winter deal."),
    S("rejected-best", "How much is a return gondola ride for sightseeing in summer?", [(GONDOLA, False)],
      "a return ride costs NZ$45", "not yet published (2027-11-01); the shuttle's 'return ticket' is another subject."),
    S("rejected-best", "When does the mountain-bike park open?", [(GONDOLA, False)],
      "The mountain-bike park opens in December 2027", "not yet published."),
    S("rejected-best", "How much is a return ticket on the shuttle bus from town?", [(SHUTTLE, False)],
      "A return ticket costs NZ$25 in New Zealand or A$30 in Australia", "the shuttle record has no policy."),
    S("rejected-best", "How often does the shuttle bus run in the morning?", [(SHUTTLE, False)],
      "every 30 minutes from 7:30 to 10:00", "no policy."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Is there a discount for students with a university card?", [], "student discount",
      "no record gives students a price ('students' occurs only as a lesson group's size).", absent=["university"]),
    S("nothing", "Can I book a snowcat or heli-skiing tour?", [], "heli-skiing", "no record.",
      absent=["snowcat", "heli"]),
    S("nothing", "Is there a crèche for babies while the parents ski?", [], "crèche",
      "the kids' ski school starts at 4 years.", absent=["crèche", "babies", "baby"]),
    S("nothing", "What time does the restaurant at the summit close?", [], "restaurant", "no record.",
      absent=["restaurant", "summit", "cafe"]),
    S("nothing", "Do you sell accommodation packages with a hotel and lift passes?", [], "accommodation",
      "no record.", absent=["accommodation", "hotel", "lodge"]),
    S("nothing", "How much does a locker for my bag cost?", [], "locker",
      "the ski valet (unanchored) stores rented equipment, not bags.", absent=["locker", "bag"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a season pass in Australia?", [], "season pass costs A$",
      "the season pass record is New Zealand's only; Australia's lift passes have no season pass."),
    S("near-miss", "What is the refund if I cancel my equipment rental less than 24 hours before?", [], "rental cancelled",
      "the 24-hour / 50 % rule is for lessons; rentals state no cancellation rule."),
    S("near-miss", "Do you offer a damage waiver for hire cars?", [], "waiver for cars",
      "the damage waiver is for rented equipment; chains are 'hired'."),
    S("near-miss", "What is the fine for parking without a ticket?", [], "parking fine",
      "parking states a daily charge, no fine.", absent=["fine"]),
    S("near-miss", "Is GST included in the price of ski lessons?", [], "lesson prices include GST",
      "GST is stated for lift passes only."),
    S("near-miss", "How much do I pay if I lose a rented helmet?", [], "lost helmet costs",
      "the waiver does not cover loss, but no price for lost equipment is stated; the lost-pass fees are for passes."),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; the two stops are 4th and 7th, dev)
    A("paraphrase-typo", "hw much is a adult day pas in new zealand??", ["lift-passes-nz#day"],
      "an adult day pass at Kea Ridge costs NZ$139", "typos; 'new zealand' in lower case.", absent=["hw"]),
    A("paraphrase-typo", "wot if the lifts shut all day coz of a snow storm, do i get me money back",
      ["weather-closures#full-day"], "refunded in full to the original card", "colloquial.",
      absent=["wot", "coz", "storm"]),
    A("paraphrase-typo", "my boy is 8, does he need a helmet in the terain park?", ["code-of-conduct#helmets"],
      "compulsory for children under 12 in lessons and in the terrain park", "typo 'terain'.", absent=["terain"]),
    S("paraphrase-typo", "can i get the 2 for 1 tuesday deal tomoro?", [(DEAL, False)],
      "two adult day passes bought together online cost the price of one", "expired deal; typo.", absent=["tomoro"]),
    A("paraphrase-typo", "how much do skis n boots cost to rent per day in australia", ["rentals#prices"],
      "A$69 a day in Australia", "'n' for 'and'; lower-case 'australia'."),
    A("paraphrase-typo", "lost my seasn pass again, 2nd time this season, wot do i pay?", ["lost-pass#not-replaced"],
      "each further replacement costs NZ$50 in New Zealand or A$60 in Australia", "typos.",
      absent=["seasn", "wot"]),
    S("paraphrase-typo", "is there a shutle from town in the mornin?", [(SHUTTLE, False)],
      "every 30 minutes from 7:30 to 10:00", "no policy; typos.", absent=["shutle", "mornin"]),

    # --- named-document (4; holdout: 2nd; the stop is 3rd, dev)
    A("named-document", "In the Code of conduct on the slopes, can I fly a drone?", ["code-of-conduct#other"],
      "Drones may not be flown over the ski field without written permission", "title named."),
    A("named-document", "According to Equipment rental, by what time must skis be returned?", ["rentals#returns"],
      "returned by 16:30 on the last rental day", "title named."),
    S("named-document", "What does the staff-handbook say about friends-and-family passes?", [(STAFF, False)],
      "friends-and-family day passes at 50 % off", "document id named; denied."),
    A("named-document", "In Lost and stolen passes, is the old pass blocked?", ["lost-pass#replacement"],
      "The old pass is blocked as soon as it is reported", "title named."),
]

TAR, OTV, SROKI, PER = "bp-tarify-2027", "bp-otvetstvennost-2027", "bp-sroki-2027", "bp-peredacha-2027"
RAS, ZAR, INS, AKC = "bp-rastorzhenie-2027", "bp-zarplata-2027", "bp-instrukciya-2027", "bp-akciya-vesna-2027"
NDS, PAM, POD = "bp-nds-usn-2028", "bp-pamyatka-2027", "bp-podpis-2027"

RU = [
    # --- answerable (17; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "Сколько стоит тариф «Старт» для индивидуального предпринимателя?", ["tarify#stoimost"],
      "стоит 4 500 ₽ в месяц", "4 500 ₽; 4 000 ₽ редакции 2026 года — неверный источник."),
    A("answerable", "Сколько стоит обслуживание ООО на общей системе налогообложения?", ["tarify#stoimost"],
      "24 000 ₽ в месяц", "«Оптима»; 21 000 ₽ в 2026 году — неверный источник."),
    A("answerable", "Сколько нужно доплачивать за шестого сотрудника на тарифе «Бизнес»?", ["tarify#stoimost"],
      "доплата составляет 800 ₽ в месяц", "800 ₽; иностранный сотрудник (2 500 ₽, неякорное) — другой случай."),
    A("answerable", "Сколько стоят первичные документы сверх 100 в месяц?", ["tarify#obem"],
      "за каждые следующие 50 документов взимается 1 500 ₽", "1 500 ₽ за 50 документов."),
    A("answerable", "Какая скидка при оплате обслуживания на 12 месяцев вперёд?", ["tarify#oplata"], "скидка 10 %",
      "10 %; 5 % редакции 2026 года — неверный источник."),
    A("answerable", "До какого числа нужно вносить абонентскую плату?", ["tarify#oplata"],
      "до 10-го числа текущего месяца", "10-е; 15-е в 2026 году — неверный источник."),
    A("answerable", "Входит ли в обслуживание восстановление учёта за прошлые периоды?",
      ["sostav-uslug#ne-vhodit", "sostav-uslug#razovye"], "восстановление учёта за прошлые периоды",
      "нет, отдельный счёт; #razovye (от 15 000 ₽ за квартал) тоже отвечает."),
    A("answerable", "Как быстро отвечают на вопросы в чате на тарифе «Оптима»?", ["sostav-uslug#konsultacii"],
      "в течение 4 рабочих часов", "4 рабочих часа; 1 рабочий день — для остальных тарифов."),
    A("answerable", "До какого числа нужно передать первичные документы за месяц?", ["sroki#pervichka"],
      "не позднее 5-го числа следующего месяца", "5-е; 10-е (оплата) — другой предмет."),
    A("answerable", "Может ли фирма сдать отчётность без моего согласования?", ["sroki#soglasovanie"],
      "фирма вправе сдать отчётность без согласования", "да, если клиент не ответил до конца предыдущего рабочего дня."),
    A("answerable", "До какого числа сдаётся декларация по УСН за индивидуального предпринимателя?", ["sroki#godovaya"],
      "не позднее 25 апреля", "25 апреля; 25 марта — за ООО (тот же фрагмент)."),
    A("answerable", "Возместит ли фирма штраф, если бухгалтер ошибся в расчёте?", ["otvetstvennost#vozmeshchenie"],
      "фирма возмещает их клиенту в полном объёме", "да, не более платы за 12 месяцев."),
    A("answerable", "В какой срок нужно подать требование о возмещении штрафа?", ["otvetstvennost#poryadok"],
      "в течение 30 дней после получения решения налоговой инспекции", "30 дней."),
    A("answerable", "Сколько стоит дополнительный выезд курьера?", ["peredacha-dokumentov#kurer"],
      "каждый дополнительный выезд курьера стоит 700 ₽", "700 ₽."),
    A("answerable", "За сколько дней клиент должен предупредить о расторжении договора?", ["rastorzhenie#klient"],
      "не позднее чем за 30 дней", "30 дней; 15 дней — срок уведомления со стороны фирмы."),
    A("answerable", "Сколько стоит проверка учёта при переходе от другого бухгалтера?",
      ["nachalo-obsluzhivaniya#proverka"], "проверка стоит 5 000 ₽",
      "5 000 ₽; бесплатная проверка по истекшей акции — неверный источник."),
    A("answerable", "Сколько стоил тариф «Бизнес» в 2026 году?", ["tarify-2026#stoimost"], "10 500 ₽ в месяц",
      "редакция 2026 года по году в вопросе; 12 000 ₽ сейчас — неверный источник."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "На сколько дороже обслуживание для продавцов на маркетплейсах?", [(TAR, MA)],
      "увеличивается на 30 %", "неякорный раздел тарифов."),
    S("rejected-best", "На какую сумму застрахована ответственность фирмы?", [(OTV, MA)],
      "застрахована на 5 000 000 ₽", "неякорный раздел «Страхование»; возмещение штрафов — другой предмет."),
    S("rejected-best", "Как перейти на другой тариф и с какого числа?", [(RAS, MA)],
      "подав заявку до 20-го числа", "неякорный раздел «Смена тарифа»."),
    S("rejected-best", "Сколько стоит уведомление о приёме на работу иностранного гражданина?", [(ZAR, MA)],
      "2 500 ₽ за уведомление", "неякорный раздел; оформление приёма (#priyom) входит в тариф — для обычных сотрудников."),
    S("rejected-best", "Может ли менеджер дать скидку на первые месяцы обслуживания?", [(INS, False)],
      "скидку до 15 % на первые 3 месяца", "закрытая инструкция; скидка 10 % за год вперёд — другой случай."),
    S("rejected-best", "Можно ли перенести срок оплаты на несколько дней без приостановки обслуживания?", [(INS, False)],
      "перенести срок оплаты на 5 рабочих дней", "закрытая инструкция; tarify#oplata говорит о приостановке, не о переносе."),
    S("rejected-best", "Я заключил договор в апреле 2027 года — плачу ли я половину тарифа за первые 2 месяца?",
      [(AKC, False)], "платят за первые 2 месяца обслуживания 50 % тарифа", "акция истекла 2027-05-31."),
    S("rejected-best", "Проверяете ли вы бесплатно учёт нового клиента по акции?", [(AKC, False)],
      "бесплатно проверяет учёт нового клиента", "истекшая акция; текущий #proverka говорит «стоит 5 000 ₽» — не «бесплатно по акции»."),
    S("rejected-best", "Сколько стоит тариф «Бизнес+» для ООО на УСН с НДС?", [(NDS, False)],
      "тариф «Бизнес+» стоимостью 16 000 ₽ в месяц", "не опубликовано (2027-12-01)."),
    S("rejected-best", "Как часто сдаются декларации по НДС для ООО на УСН?", [(NDS, False)],
      "Декларации по НДС таких клиентов фирма сдаёт ежеквартально", "не опубликовано; sroki#godovaya — декларация по УСН."),
    S("rejected-best", "До какого числа отправить акты сверки с контрагентами для годового отчёта?", [(PAM, False)],
      "До 15 января клиент направляет акты сверки", "памятка без policy."),
    S("rejected-best", "Когда передать результаты инвентаризации на 31 декабря?", [(PAM, False)],
      "не позднее 20 января", "памятка без policy."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Помогаете ли вы с регистрацией ООО?", [], "регистрация ООО", "нет записи.", absent=["регистрац"]),
    S("nothing", "Ведёте ли вы учёт для самозанятых?", [], "самозанятые", "нет записи.", absent=["самозанят"]),
    S("nothing", "Можно ли оплатить обслуживание криптовалютой?", [], "криптовалюта", "нет записи.",
      absent=["криптовалют"]),
    S("nothing", "Есть ли у вас офис в Санкт-Петербурге?", [], "офис", "курьер — только в пределах Москвы; офиса нет.",
      absent=["офис", "петербург"]),
    S("nothing", "Готовите ли вы бизнес-план для инвестора?", [], "бизнес-план", "нет записи.",
      absent=["бизнес-план", "инвестор"]),
    S("nothing", "Сколько стоит ликвидация компании?", [], "ликвидация", "нет записи.", absent=["ликвидац"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "За сколько дней фирма предупреждает о повышении тарифов?", [], "о повышении тарифов",
      "15 / 30 дней — уведомление о расторжении.", absent=["повышен"]),
    S("near-miss", "Какую пеню платит клиент за просрочку абонентской платы?", [], "пеня за просрочку абонентской платы",
      "пени — налоговые; за просрочку оплаты — только приостановка."),
    S("near-miss", "В течение скольких дней фирма возвращает деньги при расторжении после оплаты за год?", [],
      "возвращает плату в течение", "10 рабочих дней — передача дел и возмещение штрафа, не возврат платы."),
    S("near-miss", "Сколько стоит справка для визы?", [], "справка для визы",
      "3 000 ₽ — справка для банка.", absent=["виз"]),
    S("near-miss", "Сколько стоит электронная подпись для бухгалтера?", [], "подпись стоит",
      "подпись руководителя клиент получает сам; цены нет."),
    S("near-miss", "Как быстро фирма отвечает на письма клиента по электронной почте?", [], "по электронной почте",
      "срок ответа есть только для чата.", absent=["почт"]),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; the two stops are 4th and 7th, dev)
    A("paraphrase-typo", "скока стоит старт для ипэшника без сотрудников", ["tarify#stoimost"],
      "стоит 4 500 ₽ в месяц", "просторечие.", absent=["скока", "ипэшник"]),
    A("paraphrase-typo", "до какова числа платить за бухгалтерию?", ["tarify#oplata"],
      "до 10-го числа текущего месяца", "опечатка «какова».", absent=["какова", "бухгалтерию"]),
    A("paraphrase-typo", "если вы накосячили с отчетом и мне влепили штраф, вы его вернете?",
      ["otvetstvennost#vozmeshchenie"], "фирма возмещает их клиенту в полном объёме", "просторечие, «е» вместо «ё».",
      absent=["накосяч", "влепил", "отчетом"]),
    S("paraphrase-typo", "чё по маркетплейсам, скока накидываете сверху?", [(TAR, MA)], "увеличивается на 30 %",
      "неякорный раздел; просторечие.", absent=["чё", "накидыва"]),
    A("paraphrase-typo", "курьер бумажки забирает бесплатно?", ["peredacha-dokumentov#kurer"],
      "Один раз в месяц курьер забирает бумажные документы бесплатно", "«бумажки».", absent=["бумажки"]),
    A("paraphrase-typo", "хочу свалить от вас, за скоко дней предупреждать?", ["rastorzhenie#klient"],
      "не позднее чем за 30 дней", "просторечие.", absent=["свалить", "скоко"]),
    S("paraphrase-typo", "можна сотрудника иностранца оформить, скока стоит?", [(ZAR, MA)], "2 500 ₽ за уведомление",
      "неякорный раздел; опечатки.", absent=["можна", "иностранца"]),

    # --- named-document (4; holdout: 2nd; the stop is 3rd, dev)
    A("named-document", "Что сказано в документе «Расторжение договора» о передаче базы учёта?",
      ["rastorzhenie#peredacha-del"], "в течение 10 рабочих дней передаёт клиенту или новому бухгалтеру базу учёта",
      "название документа."),
    A("named-document", "По документу «Налоговые проверки»: сколько стоит день выездной проверки?", ["proverki#vyezdnye"],
      "6 000 ₽ за каждый день присутствия специалиста", "название документа."),
    S("named-document", "Что сказано во «Внутренней инструкции для менеджеров» о мелких штрафах?", [(INS, False)],
      "Штрафы до 5 000 ₽", "название в другом падеже; закрыто."),
    A("named-document", "Что говорит «Электронная подпись и доверенность» о сроке доверенности?",
      ["elektronnaya-podpis#doverennost"], "сроком на 1 год", "название документа."),
]
