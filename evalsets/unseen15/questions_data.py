"""Labelled questions of unseen15 (the source of questions_*.jsonl; build_unseen15.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run.
"""
from __future__ import annotations

NOW = "2027-04-20T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

EN = [
    # --- answerable
    A("answerable", "What is the standing charge for a rural home on the Standard electricity tariff?",
      ["bw-tariffs#electricity"], "€0.95 per day for rural homes",
      "€0.95 a day (IE record); the 2026 edition's €0.89 is historical, a wrong source for the rule now."),
    A("answerable", "How much does gas cost per kWh?", ["bw-tariffs#gas"], "Gas costs 11.4 cent per kWh",
      "11.4 cent per kWh (IE record); the 2026 edition's 10.2 cent is historical."),
    A("answerable", "When is payment due on my electricity bill?", ["bw-billing#bills"],
      "Payment is due 14 days after the bill date",
      "14 days after the bill date; #direct-debit's 14 days is the direct debit collection date, another subject."),
    A("answerable", "Do you charge a fee if I pay my bill late?", ["bw-billing#late-payment"],
      "We do not charge a late payment fee", "No fee and no interest; a reminder after 14 days."),
    A("answerable", "How long do I have to cancel a new contract without any charge?", ["bw-switching#cooling-off"],
      "within 14 days of signing it", "14 days after signing (IE record)."),
    A("answerable", "How much is the exit fee if I leave a fixed-term contract early?", ["bw-switching#exit-fees"],
      "exit fee of €50 per fuel", "€50 per fuel, none in the last 30 days or after a price-increase notice."),
    A("answerable", "How much compensation do I get if you miss an appointment you agreed with me?",
      ["bw-complaints#guarantees", "bw-complaints#exceptions"], "€35 if we miss an appointment we agreed with you",
      "€35, claimed within 3 months (IE record)."),
    A("answerable", "Over how many months can a payment plan spread my arrears?", ["bw-arrears#payment-plans"],
      "spreads the arrears over up to 12 months", "Up to 12 months, without interest."),
    A("answerable", "Can my electricity be disconnected for non-payment in December?", ["bw-arrears#disconnection"],
      "we do not disconnect any household for non-payment between 1 November and 31 March",
      "No: no disconnection for non-payment from 1 November to 31 March."),
    A("answerable", "How much does electricity cost at peak time on the Smart Time tariff?",
      ["bw-smart#smart-tariff"], "41.5 cent per kWh at peak", "41.5 cent per kWh, 17:00 to 19:00."),
    A("answerable", "How much notice of a planned power cut do customers on the priority services register get?",
      ["bw-priority#benefits"], "at least 3 days' notice of planned power cuts",
      "At least 3 days; the unanchored 'network operator's list' says Laneway Networks phones before a cut, "
      "without a period."),
    A("answerable", "What was the standing charge for an urban home in 2026?", ["bw-tariffs-2026#electricity"],
      "€0.68 per day for urban homes", "The 2026 edition (historical, asked by year): €0.68 a day."),
    # --- rejected-best
    S("rejected-best", "How much does a meter accuracy test cost?", [("bw-meter-readings-2027", MA)],
      "The test costs €60", "Unanchored 'Meter accuracy tests'; #submitting and #estimated share 'meter'."),
    S("rejected-best", "Can I pay my bill in cash at a post office?", [("bw-billing-2027", MA)],
      "pay in cash at any post office", "Unanchored 'Paying in cash'; the anchored billing sections share 'bill', 'pay'."),
    S("rejected-best", "How much can I get from the hardship fund?", [("bw-arrears-2027", MA)],
      "hardship fund for a one-off credit of up to €300", "Unanchored 'Hardship fund'."),
    S("rejected-best", "What is the Public Service Obligation levy on my electricity bill?", [("bw-tariffs-2027", MA)],
      "The Public Service Obligation levy is set by the regulator",
      "Unanchored; #electricity shares 'electricity'."),
    S("rejected-best", "How much is the welcome credit for new dual fuel customers?", [("bw-winter-offer-2027", False)],
      "welcome credit of €100", "Expired 2027-02-28; #gas (dual fuel discount 5 %) shares 'dual fuel' but is "
      "another subject."),
    S("rejected-best", "What is the unit rate on the EV Night tariff?", [("bw-ev-night-2027", False)],
      "The EV Night tariff charges 9.5 cent per kWh", "Not yet published (2027-06-01); the Night Saver tariff of "
      "#electricity shares 'night', 'unit', 'tariff'."),
    S("rejected-best", "How much do you pay for electricity my solar panels export to the grid?",
      [("bw-solar-export-2027", False)], "We pay 20 cent for every kWh", "No policy: unknown-policy."),
    S("rejected-best", "How much goodwill credit can a customer service agent give without approval?",
      [("bw-field-guide-2027", False)], "goodwill credit of up to €75", "Staff-only record: denied."),
    S("rejected-best", "Will a field technician disconnect a home where someone depends on medical equipment?",
      [("bw-field-guide-2027", False)], "A field technician must not disconnect a home",
      "Staff-only (denied); #disconnection (priority register) and #who-can-register (medical equipment) each "
      "share some words but neither is about a technician's visit."),
    S("rejected-best", "Do I need to register separately with Laneway Networks to be phoned before a power cut?",
      [("bw-priority-2027", MA)], "you do not need to register with them separately",
      "Unanchored 'The network operator's list'; #installation names Laneway Networks, #benefits power cuts."),
    # --- nothing
    S("nothing", "Do you offer a discount for students?", [], "discount for students",
      "No record; 'discount' occurs (dual fuel, direct debit) for other subjects.", absent=["student"]),
    S("nothing", "Can you service my boiler?", [], "service your boiler", "No record.", absent=["boiler"]),
    S("nothing", "How much is the reconnection fee after a disconnection?", [], "reconnection fee",
      "No record states a reconnection fee; #disconnection shares 'disconnection'.", absent=["reconnect"]),
    S("nothing", "Do you deliver heating oil?", [], "heating oil", "No record.", absent=["oil", "heating"]),
    # --- near-miss
    S("near-miss", "What is the standing charge on the Smart Time tariff?", [], "Smart Time tariff standing charge",
      "Standing charges are given for Standard, Night Saver and gas; none for Smart Time."),
    S("near-miss", "How much compensation do I get if my bill was estimated?", [], "compensation for an estimated bill",
      "Guaranteed payments cover appointments, complaints and unagreed switches, not estimates."),
    S("near-miss", "How often can I change the instalment date of my payment plan?", [],
      "change the instalment date", "Only the direct debit collection date (once in 12 months) is stated.",
      absent=["instalment"]),
    S("near-miss", "How long does the smart meter installation appointment take?", [], "installation appointment takes",
      "No duration of the installation is stated (3 weeks is switching)."),
    # --- paraphrase-typo
    A("paraphrase-typo", "hw much is the standng charge for gas?", ["bw-tariffs#gas"],
      "standing charge of €0.41 per day", "Typos; €0.41 a day (same in the 2026 edition).",
      absent=["hw", "standng"]),
    S("paraphrase-typo", "how much do ya get for solar power sent back to the grid??", [("bw-solar-export-2027", False)],
      "We pay 20 cent for every kWh", "Colloquial; the solar record has no policy.", absent=["ya"]),
    A("paraphrase-typo", "is there a penalty if i pay my bil late?", ["bw-billing#late-payment"],
      "We do not charge a late payment fee", "'penalty' for 'fee'; 'bil'.", absent=["penalty"]),
    A("paraphrase-typo", "can i get out of a new contract in the first 2 weeks for free", ["bw-switching#cooling-off"],
      "without giving a reason and without any charge", "'2 weeks' for '14 days', 'get out of' for 'cancel'."),
    A("paraphrase-typo", "moving house - how early do i hav to let u know?", ["bw-moving#moving-out"],
      "at least 2 working days before you move out", "Colloquial; 'moving house', 'let u know' for 'tell us'.",
      ),
    S("paraphrase-typo", "the winter welcom credit, can i still get it?", [("bw-winter-offer-2027", False)],
      "welcome credit of €100", "Typo; the offer expired 2027-02-28.", absent=["welcom "]),
    # --- named-document
    A("named-document", "In Bills, direct debit and paying late, when is a direct debit collected?",
      ["bw-billing#direct-debit"], "we collect each bill 14 days after the bill date", "Named by its title."),
    A("named-document", "What does Complaints and guaranteed payments say about storms?", ["bw-complaints#exceptions"],
      "caused by a storm or other severe weather", "No guaranteed payment for storm-caused failures."),
    S("named-document", "According to EV Night tariff, how much off a home charger installation do I get?",
      [("bw-ev-night-2027", False)], "€200 off the installation of a home charger",
      "The named record is not yet published."),
    A("named-document", "What does Smart meters and the Smart Time tariff say about who installs the meter?",
      ["bw-smart#installation"], "installed by the network operator, Laneway Networks",
      "Laneway Networks, not the supplier."),
]

RU = [
    # --- answerable
    A("answerable", "Сколько стоит доставка посылки до 1 кг в зону 2?", ["sr-tarify#po-vesu"], "390 ₽ в зону 2",
      "390 ₽; редакция 2026 года (350 ₽) историческая — для правила сейчас это неверный источник."),
    A("answerable", "За сколько дней доставят посылку в зону 3?", ["sr-tarify#sroki"], "в зону 3 — за 5–9 рабочих дней",
      "5–9 рабочих дней со дня, следующего за приёмом."),
    A("answerable", "Сколько дней посылка бесплатно лежит в пункте выдачи?", ["sr-hranenie#srok"],
      "хранится бесплатно 7 дней", "7 дней; постамат (3 дня) — неякорный раздел о другом."),
    A("answerable", "Кто платит комиссию за наложенный платёж?", ["sr-nalozhennyy#oplata"], "платит отправитель",
      "Отправитель; получатель платит сам наложенный платёж."),
    A("answerable", "Когда отправитель получит деньги за наложенный платёж?", ["sr-nalozhennyy#perevod"],
      "в течение 3 рабочих дней после вручения посылки", "3 рабочих дня; юрлицам — по понедельникам."),
    A("answerable", "Какой максимальный вес посылки?", ["sr-upakovka#gabarity"], "Максимальный вес посылки — 30 кг",
      "30 кг."),
    A("answerable", "Можно ли отправить лекарства?", ["sr-upakovka#zapreshcheno"],
      "Лекарства можно отправлять только в заводской упаковке", "Да, только в заводской упаковке."),
    A("answerable", "Сколько возместят за утерю посылки без объявленной ценности?", ["sr-cennost#uterya"],
      "без объявленной ценности возмещаем 3 000 ₽", "3 000 ₽ и стоимость доставки."),
    A("answerable", "Сколько стоит вызвать курьера за посылкой?", ["sr-kurer#stoimost"],
      "Забор посылки курьером стоит 200 ₽", "200 ₽, бесплатно от 3 посылок."),
    A("answerable", "В какой срок нужно подать претензию об утере посылки?", ["sr-pretenzii#podacha"],
      "в течение 60 дней со дня приёма посылки", "60 дней; 30 дней — срок рассмотрения."),
    A("answerable", "Сколько минут курьер ждёт отправителя?", ["sr-kurer#ozhidanie"], "не более 15 минут",
      "Не более 15 минут."),
    A("answerable", "Сколько стоила доставка посылки до 1 кг в зоне 1 в 2026 году?", ["sr-tarify-2026#po-vesu"],
      "250 ₽ в пределах зоны 1", "Редакция 2026 года (историческая, вопрос с годом)."),
    # --- rejected-best
    S("rejected-best", "Сколько стоит доставка курьером в субботу?", [("sr-tarify-2027", MA)],
      "в субботу и воскресенье стоит на 150 ₽ дороже",
      "Неякорный «Доставка в выходные»; #po-vesu и sr-kurer#stoimost делят «доставка», «курьер», «стоит»."),
    S("rejected-best", "Сколько дней посылка хранится в постамате?", [("sr-hranenie-2027", MA)],
      "В постамате посылка хранится 3 дня", "Неякорный раздел; #srok (7 дней в пункте выдачи) — о другом."),
    S("rejected-best", "Можно ли отказаться от посылки в постамате?", [("sr-otkaz-2027", MA)],
      "Отказаться от посылки в постамате нельзя", "Неякорный раздел; #otkaz — об отказе при получении в пункте."),
    S("rejected-best", "Можно ли отправить литиевый аккумулятор?", [("sr-upakovka-2027", MA)],
      "Литиевые аккумуляторы принимаются только установленными в устройство",
      "Неякорный «Аккумуляторы»; #zapreshcheno делит «отправлять»."),
    S("rejected-best", "Сколько стоит доставка по весенней акции?", [("sr-akciya-2027", False)],
      "стоит 199 ₽ при оформлении в приложении", "Акция истекла 2027-03-31; #po-vesu делит «доставка», «стоит»."),
    S("rejected-best", "Сколько стоит доставка посылки в Казахстан?", [("sr-mezhdunarodnaya-2027", False)],
      "в Казахстан и Беларусь стоит 1 200 ₽", "Ещё не опубликовано (2027-07-01); #po-vesu — о доставке по России."),
    S("rejected-best", "Сколько стоят SMS-уведомления о статусе посылки?", [("sr-uvedomleniya-2027", False)],
      "SMS-уведомления о статусе посылки стоят 15 ₽", "Нет policy: unknown-policy."),
    S("rejected-best", "Может ли старший смены отменить плату за повторный вызов курьера?",
      [("sr-instrukciya-2027", False)], "Старший смены может отменить плату",
      "Служебная запись (denied); sr-kurer#ozhidanie («повторный вызов оплачивается заново») — общее правило, "
      "а вопрос об отмене платы старшим смены."),
    S("rejected-best", "Примет ли курьер посылку без упаковки?", [("sr-instrukciya-2027", False)],
      "Курьер может принять без упаковки", "Служебная запись (denied); #upakovka говорит о приёмщике в пункте."),
    S("rejected-best", "С какого числа посылок в месяц клиенту дают персонального менеджера?", [("sr-korp-2027", MA)],
      "Персональный менеджер закрепляется", "Неякорный раздел; #dogovor делит «посылок в месяц»."),
    # --- nothing
    S("nothing", "Доставляете ли вы еду из ресторанов?", [], "еду из ресторанов", "Нет записи.",
      absent=["ресторан", "еду"]),
    S("nothing", "Можно ли арендовать ячейку для хранения вещей?", [], "арендовать ячейку",
      "Нет записи; «хранение» — о посылках.", absent=["аренд", "ячейк"]),
    S("nothing", "Сколько стоит перевезти мебель грузовиком?", [], "перевозка мебели", "Нет записи.",
      absent=["мебел", "грузовик"]),
    S("nothing", "Работаете ли вы в праздничные дни?", [], "праздничные дни", "Нет записи.", absent=["праздни"]),
    # --- near-miss
    S("near-miss", "Какая скидка для физических лиц при отправке от 50 посылок в месяц?", [],
      "скидка для физических лиц", "Скидки — только юрлицам и ИП по договору; о физлицах ничего.",
      absent=["физическ"]),
    S("near-miss", "Есть ли минимальная сумма страхового сбора?", [], "страховой сбор не менее",
      "Минимум (50 ₽) есть у комиссии за наложенный платёж, у страхового сбора — нет.", absent=["минимальн"]),
    S("near-miss", "В какие часы работает пункт выдачи?", [], "часы работы пункта выдачи",
      "Часы работы не указаны; 9:00–21:00 — интервал курьера.", absent=["работает"]),
    S("near-miss", "Сколько стоит коробка большого размера в пункте приёма?", [], "коробка большого размера",
      "Указана только фирменная коробка «от 40 ₽», без размеров.", absent=["большого"]),
    # --- paraphrase-typo
    A("paraphrase-typo", "скока стоит вызвать курера?", ["sr-kurer#stoimost"], "Забор посылки курьером стоит 200 ₽",
      "Опечатки.", absent=["скока", "курера"]),
    S("paraphrase-typo", "можна ли продлить хранение в постомате?", [("sr-hranenie-2027", MA)],
      "продлить этот срок нельзя", "Опечатки; #prodlenie — продление в пункте выдачи, не в постамате.",
      absent=["можна", "постомат"]),
    A("paraphrase-typo", "чо будет если посылку не заберут из пункта выдачи?", ["sr-hranenie#srok"],
      "после этого посылка возвращается отправителю", "Разговорное.", absent=["чо", "заберут"]),
    A("paraphrase-typo", "сколько денег вернут если посылку патеряли а ценность не объявляли", ["sr-cennost#uterya"],
      "без объявленной ценности возмещаем 3 000 ₽", "Опечатка, «вернут» для «возмещаем».",
      absent=["патеря"]),
    A("paraphrase-typo", "деньги за наложку когда придут продавцу?", ["sr-nalozhennyy#perevod"],
      "мы переводим отправителю в течение 3 рабочих дней", "Разговорное: «наложка», «продавец» для «отправитель».",
      absent=["наложк", "продавц"]),
    S("paraphrase-typo", "скидка по весенней акцыи ещё действует?", [("sr-akciya-2027", False)],
      "Скидка не суммируется с корпоративной скидкой", "Опечатка; акция истекла.", absent=["акцыи"]),
    # --- named-document
    A("named-document", "Что сказано в документе «Объявленная ценность и компенсации» о повреждении из-за упаковки?",
      ["sr-cennost#povrezhdenie"], "Повреждение из-за ненадлежащей упаковки отправителя не возмещается",
      "Не возмещается."),
    A("named-document", "Согласно документу «Курьер: вызов, стоимость, ожидание», до скольки нужно заказать курьера?",
      ["sr-kurer#vyzov"], "не позднее 18:00 рабочего дня накануне", "До 18:00 накануне."),
    S("named-document", "Что говорит документ «Доставка в Казахстан и Беларусь» о таможне?",
      [("sr-mezhdunarodnaya-2027", False)], "проходят таможенное оформление у получателя",
      "Названная запись ещё не опубликована."),
    A("named-document", "Какая скидка по документу «Договор для корпоративных клиентов» при 300 посылках в месяц?",
      ["sr-korp#dogovor"], "15 % — от 200 посылок в месяц", "15 %; 300 — число читателя."),
]
