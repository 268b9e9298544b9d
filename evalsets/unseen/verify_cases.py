"""Verify cases over fragments of the unseen corpora (format: evalsets/verify/README.md).

Expected check ids follow CONTRACTS §3 and the readings in evalsets/verify/README.md
("Readings of the grounding rules"): an answer citing nothing is missing-citation plus
misattributed-figure for each material figure plus unsupported-claim; a sentence whose
wording (figures aside) a cited fragment states gets only the figure's check.
No fragment carries a jurisdiction or title, and no question names a document.
"""

from __future__ import annotations

import json


def build(benefits, devices) -> list[dict]:
    cases: list[dict] = []
    corpora = {**benefits, **devices}

    def frag(cite: str) -> dict:
        doc, anchor = cite.split("#")
        rec = next(r for r in corpora.values() if r.document == doc and anchor in r.anchors)
        return {"id": cite, "documentId": doc, "text": rec.anchors[anchor]}

    def case(lang, kind, note, question, frags, answer, cites, *, checks=(), limitations=(), facts=()):
        output = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": list(cites),
                             "limitations": list(limitations)}, ensure_ascii=False)
        status = "passed" if kind == "clean" else "failed"
        cases.append({
            "id": f"unseen-{lang}-{sum(c['lang'] == lang for c in cases) + 1:03d}", "lang": lang, "kind": kind,
            "note": note,
            "input": {"question": question,
                      "context": {"entities": [], "fragments": [frag(f) for f in frags],
                                  "facts": list(facts), "performedMutations": []},
                      "output": output, "finishReason": "stop"},
            "expect": {"status": status, "checks": sorted(checks)},
        })

    ha_amt, ha_elig, ha_dl = "housing-allowance#amounts", "housing-allowance#eligibility", "housing-allowance#deadlines"
    en = "en"
    # ---- English, clean
    case(en, "clean", "paraphrase with 'EUR 610' notation; three persons is 'three or more'",
         "How much housing allowance does a household of three get?", [ha_amt],
         "A household of three or more persons receives EUR 610 per month in housing allowance.", [ha_amt])
    case(en, "clean", "reordered clauses: decision first, filing deadline second",
         "What are the deadlines for the housing allowance?", [ha_dl],
         "Once the office has a complete file, it decides within 21 working days. You must apply within 30 days "
         "of the lease starting or of a change in income.", [ha_dl])
    case(en, "clean", "numbered list; list numbering is not a figure",
         "Which documents do I need for child benefit?", ["child-benefit#child-documents"],
         "Bring the following: (1) the child's birth certificate; (2) proof of residence issued within the last "
         "3 months; (3) your identity card; (4) the bank account form B-12.", ["child-benefit#child-documents"])
    case(en, "clean", "synonyms: 'unable to get on' for 'cannot board', 'trip' for 'ride'",
         "How many taxi vouchers do wheelchair users get?", ["disability-transport#taxi-vouchers"],
         "Wheelchair users who are unable to get on low-floor buses get 12 taxi vouchers a month; each one covers "
         "a trip of up to 15 km inside the city limits.", ["disability-transport#taxi-vouchers"])
    case(en, "clean", "exception stated faithfully",
         "What discount do war veterans get on utility bills?", ["pensioner-utility-discount#utility-exceptions"],
         "War veterans get a 30 % discount whatever their age or pension.",
         ["pensioner-utility-discount#utility-exceptions"])
    case(en, "clean", "faithful negation: the discount does not cover electricity",
         "Do pensioners get a discount on electricity?", ["pensioner-utility-discount#utility-discount"],
         "No. The 15 % discount applies to the municipal water and waste bills, not to electricity or gas.",
         ["pensioner-utility-discount#utility-discount"])
    case(en, "clean", "correct [t2] label on the single-parent rate",
         "What share of the kindergarten fee is paid for single parents?", ["childcare-subsidy#subsidy"],
         "Single parents receive 90 % [t2] of the monthly kindergarten fee, regardless of how many children they have.",
         ["childcare-subsidy#subsidy"],
         facts=[{"label": "t1", "kind": "percent", "value": "70", "fragmentId": "childcare-subsidy#subsidy"},
                {"label": "t2", "kind": "percent", "value": "90", "fragmentId": "childcare-subsidy#subsidy"}])
    case(en, "clean", "facts merged from two cited fragments",
         "How much is the unemployment top-up and when is it first paid?",
         ["unemployment-supplement#unemployment-amount", "unemployment-supplement#waiting-period"],
         "The municipal top-up is 95 EUR per month for up to 6 months (140 EUR for jobseekers over 55). It is paid "
         "from the first day of the second month after the claim.",
         ["unemployment-supplement#unemployment-amount", "unemployment-supplement#waiting-period"])
    case(en, "clean", "'cannot be combined' paraphrases 'cannot receive this grant as well'",
         "How much is the student housing grant?", ["student-housing-grant#student-amount"],
         "The student housing grant is 250 EUR a month for the ten months of the academic year, and it cannot be "
         "combined with the general housing allowance.", ["student-housing-grant#student-amount"])
    case(en, "clean", "own limitation stating what the material does not say",
         "Can pensioners in a care home get the utility discount?", ["pensioner-utility-discount#utility-exceptions"],
         "Pensioners living in a care home are not eligible for the utility discount, because the care home pays "
         "the utility bills.", ["pensioner-utility-discount#utility-exceptions"],
         limitations=["The material does not say whether war veterans living in a care home keep their discount."])
    # ---- English, faulty
    case(en, "faulty", "30 days is the filing deadline in the same fragment; the decision takes 21 working days",
         "How long does the office take to decide on a housing allowance application?", [ha_dl],
         "The benefits office decides within 30 days of receiving a complete file.", [ha_dl],
         checks=["misattributed-figure"])
    case(en, "faulty", "30 days belongs to the filing sentence; the grant period is 12 months",
         "How long is the housing allowance granted for?", [ha_dl],
         "The allowance is granted for 30 days and must then be renewed.", [ha_dl],
         checks=["misattributed-figure"])
    case(en, "faulty", "420 EUR occurs only in the uncited housing allowance fragment",
         "How much is the student housing grant?", [ha_amt, "student-housing-grant#student-amount"],
         "Students living in a student dormitory receive 420 EUR per month.", ["student-housing-grant#student-amount"],
         checks=["misattributed-figure"])
    case(en, "faulty", "[t1] belongs to the uncited subsidy fragment; the cited application fragment does not state it",
         "How much of the kindergarten fee does the city pay?",
         ["childcare-subsidy#subsidy", "childcare-subsidy#subsidy-application"],
         "The city pays 70 % [t1] of the monthly kindergarten fee.", ["childcare-subsidy#subsidy-application"],
         checks=["misattributed-figure", "unsupported-claim"],
         facts=[{"label": "t1", "kind": "percent", "value": "70", "fragmentId": "childcare-subsidy#subsidy"}])
    case(en, "faulty", "invented second sentence (neighbouring towns; the vouchers are for rides within city limits)",
         "How many taxi vouchers do wheelchair users get?", ["disability-transport#taxi-vouchers"],
         "Wheelchair users receive 12 taxi vouchers per month. The vouchers can also be used for rides to "
         "neighbouring towns.", ["disability-transport#taxi-vouchers"], checks=["unsupported-claim"])
    case(en, "faulty", "invented sentence with an invented amount (400 occurs nowhere)",
         "How much is child benefit?", ["child-benefit#child-amounts"],
         "Child benefit is 250 EUR per month for each of the first two children. Twins receive an extra birth "
         "bonus of 400 EUR.", ["child-benefit#child-amounts"], checks=["unsupported-claim", "unsupported-number"])
    case(en, "faulty", "flipped negation: the material says never retroactively",
         "Is the childcare subsidy granted retroactively?", ["childcare-subsidy#subsidy-application"],
         "Yes, the subsidy can be granted retroactively if form K-7 is filed late.",
         ["childcare-subsidy#subsidy-application"], checks=["unsupported-claim"])
    case(en, "faulty", "flipped: owners are not eligible",
         "Can a homeowner get the housing allowance?", [ha_elig],
         "Owners of the dwelling they live in are eligible for the housing allowance.", [ha_elig],
         checks=["unsupported-claim"])
    case(en, "faulty", "exception dropped and contradicted: insolvency cases have no waiting period",
         "Is there a waiting period for the unemployment supplement?", ["unemployment-supplement#waiting-period"],
         "Yes. The supplement is always paid from the first day of the second month after the claim, for every "
         "claimant, including those whose employer became insolvent.", ["unemployment-supplement#waiting-period"],
         checks=["unsupported-claim"])
    case(en, "faulty", "exception dropped: care-home residents are excluded",
         "Who gets the utility discount?",
         ["pensioner-utility-discount#utility-discount", "pensioner-utility-discount#utility-exceptions"],
         "All pensioners aged 67 or older, including those living in a care home, receive a 15 % discount on water "
         "and waste bills.",
         ["pensioner-utility-discount#utility-discount", "pensioner-utility-discount#utility-exceptions"],
         checks=["unsupported-claim"])
    case(en, "faulty", "cites nothing; the figure is in the material",
         "How far ahead must I book an appointment?", ["benefits-office-hours#appointments"],
         "Appointments must be booked at least 2 working days in advance.", [],
         checks=["misattributed-figure", "missing-citation", "unsupported-claim"])
    case(en, "faulty", "cites nothing, no figure",
         "Can I walk in without an appointment?", ["benefits-office-hours#appointments"],
         "Walk-in visitors are seen only for emergency payments.", [],
         checks=["missing-citation", "unsupported-claim"])
    case(en, "faulty", "60 % is invented (the material says 50 %)",
         "Who gets a free transport pass?", ["disability-transport#pass-eligibility"],
         "Residents with a recognised disability of 60 % or more receive a free annual pass for city buses and trams.",
         ["disability-transport#pass-eligibility"], checks=["unsupported-number"])
    case(en, "faulty", "invented figure in limitations (3 months in the material)",
         "How much was the funeral grant?", ["funeral-grant#funeral-amount"],
         "Under the 2018 scheme the city paid a funeral grant of 900 EUR.", ["funeral-grant#funeral-amount"],
         limitations=["The claim had to be made within 6 months of the death."], checks=["unsupported-number"])
    case(en, "faulty", "480 EUR is the expired 2025 figure from the uncited fragment",
         "How much does a household of two receive?", [ha_amt, "housing-allowance-2025#amounts-2025"],
         "A household of two receives 480 EUR per month.", [ha_amt], checks=["misattributed-figure"])
    case(en, "faulty", "the same sentence repeated",
         "How much housing allowance does a single tenant get?", [ha_amt],
         "A single tenant receives 420 EUR per month. A single tenant receives 420 EUR per month.", [ha_amt],
         checks=["degenerate-output"])

    ru = "ru"
    reg_p, reg_s, reg_d = ("registratsiya-mi#poshlina-registratsii", "registratsiya-mi#srok-ekspertizy",
                           "registratsiya-mi#dokumenty-registratsii")
    ev_s, ev_x = "nezhelatelnye-sobytiya#sroki-soobshcheniya", "nezhelatelnye-sobytiya#isklyucheniya-soobshcheniya"
    ot_u, ot_o = "otzyv-produktsii#uvedomlenie-ob-otzyve", "otzyv-produktsii#otchet-ob-otzyve"
    # ---- Russian, clean
    case(ru, "clean", "падежи и «7000 ₽» вместо «7 000 рублей»",
         "Сколько стоит регистрация медицинского изделия?", [reg_p],
         "Государственная пошлина за регистрацию медицинского изделия составляет 7000 ₽; её уплачивают до подачи "
         "заявления, и при отказе в регистрации она не возвращается.", [reg_p])
    case(ru, "clean", "обратный порядок слов",
         "Сколько длится экспертиза?", [reg_s],
         "Не более 50 рабочих дней со дня получения полного комплекта документов длится экспертиза; для изделий "
         "класса риска 1 срок сокращается до 30 рабочих дней.", [reg_s])
    case(ru, "clean", "маркированный список, винительный падеж, «фотографии» вместо «фотографические изображения»",
         "Какие документы нужны для регистрации?", [reg_d],
         "К заявлению нужно приложить:\n- техническую документацию производителя;\n- эксплуатационную документацию;\n"
         "- фотографии изделия;\n- протоколы технических испытаний;\n- отчёт о клинической оценке.", [reg_d])
    case(ru, "clean", "общее правило и исключение из двух цитированных фрагментов",
         "В какой срок сообщать о серьёзном неблагоприятном событии?", [ev_s, ev_x],
         "Обычно о серьёзном неблагоприятном событии сообщают в течение 10 календарных дней, но если событие "
         "повлекло смерть пациента, сообщение направляется не позднее 2 рабочих дней.", [ev_s, ev_x])
    case(ru, "clean", "исключение in vitro передано верно",
         "Какой срок для изделий in vitro?", [ev_x],
         "Для изделий для диагностики in vitro действует общий срок — 10 календарных дней, даже при ошибочном "
         "результате анализа.", [ev_x])
    case(ru, "clean", "верная метка [t1] на сроке уведомления (after the first run: label moved after the unit, '3 рабочих дней [t1]', as the evalsets/verify convention writes durations; '3 [t1] рабочих дней' binds a unitless 3)",
         "Когда уведомлять регулятор об отзыве?", [ot_u],
         "Регулятор уведомляют в течение 3 рабочих дней [t1] с даты решения об отзыве; в уведомлении указываются "
         "номера партий, число выпущенных единиц и причина отзыва.", [ot_u],
         facts=[{"label": "t1", "kind": "duration", "value": "3", "unit": "рабочих дней", "fragmentId": ot_u}])
    case(ru, "clean", "пассив и «за исключением» вместо «кроме»",
         "Принимаются ли протоколы зарубежных лабораторий?", ["deklaratsiya-sootvetstviya#protokoly-dlya-deklaratsii"],
         "Протоколы зарубежных лабораторий не принимаются, за исключением лабораторий государств — членов ЕАЭС.",
         ["deklaratsiya-sootvetstviya#protokoly-dlya-deklaratsii"])
    case(ru, "clean", "синонимы: «людей», «лишь», «хватает»",
         "Когда нужны клинические испытания?", ["klassy-riska#klinicheskie-ispytaniya"],
         "Клинические испытания с участием людей обязательны лишь для классов 2б и 3; для классов 1 и 2а хватает "
         "анализа опубликованных данных.", ["klassy-riska#klinicheskie-ispytaniya"])
    case(ru, "clean", "перестановка и активный залог",
         "Сколько действителен протокол испытаний?", ["ispytaniya-laboratorii#protokol"],
         "Протокол оформляют в течение 5 рабочих дней после окончания испытаний, а для регистрации он действителен "
         "1 год.", ["ispytaniya-laboratorii#protokol"])
    case(ru, "clean", "«80%» без пробела, «вправе» = «может»",
         "Что если вернули мало единиц?", [ot_o],
         "Если возвращено меньше 80% единиц партии, регулятор вправе потребовать повторного оповещения "
         "потребителей.", [ot_o])
    # ---- Russian, faulty
    case(ru, "faulty", "30 календарных дней — срок уведомления в том же фрагменте; без экспертизы — 15 рабочих дней",
         "За какой срок вносятся изменения, не влияющие на безопасность?",
         ["izmeneniya-dosye#uvedomlenie-ob-izmeneniyah"],
         "Изменения, не влияющие на безопасность изделия, вносятся без экспертизы в срок 30 календарных дней.",
         ["izmeneniya-dosye#uvedomlenie-ob-izmeneniyah"], checks=["misattributed-figure"])
    case(ru, "faulty", "50 рабочих дней — только в нецитированном фрагменте о регистрации",
         "Сколько длится экспертиза изменений конструкции?", [reg_s, "izmeneniya-dosye#izmeneniya-s-ekspertizoy"],
         "Экспертиза изменений, затрагивающих конструкцию изделия, длится не более 50 рабочих дней.",
         ["izmeneniya-dosye#izmeneniya-s-ekspertizoy"], checks=["misattributed-figure"])
    case(ru, "faulty", "2 рабочих дня — срок для смерти пациента; для in vitro общий срок 10 дней",
         "Какой срок сообщения для изделий in vitro?", [ev_x],
         "Для изделий для диагностики in vitro сообщение об ошибочном результате анализа направляется не позднее "
         "2 рабочих дней.", [ev_x], checks=["misattributed-figure"])
    case(ru, "faulty", "инвертированное отрицание: пошлина не возвращается",
         "Вернут ли пошлину при отказе?", [reg_p],
         "Пошлина возвращается, если в регистрации отказано.", [reg_p], checks=["unsupported-claim"])
    case(ru, "faulty", "инвертированная модальность: для класса 1 достаточно анализа данных",
         "Нужны ли клинические испытания для класса 1?", ["klassy-riska#klinicheskie-ispytaniya"],
         "Для изделий класса 1 клинические испытания с участием человека обязательны.",
         ["klassy-riska#klinicheskie-ispytaniya"], checks=["unsupported-claim"])
    case(ru, "faulty", "исключение in vitro опущено и нарушено",
         "Какие испытания проходят изделия in vitro класса 3?", ["klassy-riska#klinicheskie-ispytaniya"],
         "Изделия для диагностики in vitro классов 2б и 3 проходят клинические испытания с участием человека.",
         ["klassy-riska#klinicheskie-ispytaniya"], checks=["unsupported-claim"])
    case(ru, "faulty", "исключение ЕАЭС опущено и перевёрнуто",
         "Принимаются ли протоколы лабораторий ЕАЭС?", ["deklaratsiya-sootvetstviya#protokoly-dlya-deklaratsii"],
         "Протоколы лабораторий государств — членов ЕАЭС не принимаются.",
         ["deklaratsiya-sootvetstviya#protokoly-dlya-deklaratsii"], checks=["unsupported-claim"])
    case(ru, "faulty", "выдуманное второе предложение (личный кабинет)",
         "Как уведомить регулятор об отзыве?", [ot_u],
         "Производитель уведомляет регулятор в течение 3 рабочих дней с даты решения. Уведомление подаётся только "
         "в электронном виде через личный кабинет.", [ot_u], checks=["unsupported-claim"])
    case(ru, "faulty", "выдуманная ускоренная регистрация с выдуманной суммой",
         "Сколько стоит регистрация?", [reg_p],
         "Пошлина за регистрацию составляет 7 000 рублей. За ускоренную регистрацию взимается дополнительно "
         "4 800 рублей.", [reg_p], checks=["unsupported-claim", "unsupported-number"])
    case(ru, "faulty", "нет ни одной цитаты; число есть в материале",
         "Сколько образцов нужно?", ["ispytaniya-laboratorii#obraztsy"],
         "Для технических испытаний в лабораторию передают 3 образца изделия.", [],
         checks=["misattributed-figure", "missing-citation", "unsupported-claim"])
    case(ru, "faulty", "нет ни одной цитаты, чисел нет",
         "Нужен ли перевод документов?", [reg_d],
         "Документы на иностранном языке представляются с заверенным переводом на русский язык.", [],
         checks=["missing-citation", "unsupported-claim"])
    case(ru, "faulty", "[t1] из нецитированного фрагмента о сроке декларации; цитирован фрагмент о протоколах (after the first run: label moved after the unit, as above)",
         "На какой срок регистрируется декларация?",
         ["deklaratsiya-sootvetstviya#srok-deystviya-deklaratsii", "deklaratsiya-sootvetstviya#protokoly-dlya-deklaratsii"],
         "Декларация о соответствии на серийные товары регистрируется на срок не более 5 лет [t1].",
         ["deklaratsiya-sootvetstviya#protokoly-dlya-deklaratsii"], checks=["misattributed-figure", "unsupported-claim"],
         facts=[{"label": "t1", "kind": "duration", "value": "5", "unit": "years",
                 "fragmentId": "deklaratsiya-sootvetstviya#srok-deystviya-deklaratsii"}])
    case(ru, "faulty", "7 рабочих дней выдуманы (в материале 5)",
         "Когда оформляется протокол?", ["ispytaniya-laboratorii#protokol"],
         "Протокол технических испытаний оформляется в течение 7 рабочих дней после окончания испытаний.",
         ["ispytaniya-laboratorii#protokol"], checks=["unsupported-number"])
    case(ru, "faulty", "выдуманное утверждение в limitations (класс 2а не требует испытаний)",
         "К какому классу относятся имплантаты?", ["klassy-riska#klassy", "klassy-riska#klinicheskie-ispytaniya"],
         "Имплантируемые изделия всегда относятся к классу 2б или 3.", ["klassy-riska#klassy"],
         limitations=["Для изделий класса 2а клинические испытания с участием человека обязательны всегда."],
         checks=["unsupported-claim"])
    case(ru, "faulty", "3 рабочих дня — срок уведомления из нецитированного фрагмента; отчёт — 60 дней",
         "Когда представляется отчёт об отзыве?", [ot_u, ot_o],
         "Отчёт с долей возвращённых единиц производитель представляет не позднее 3 рабочих дней после начала отзыва.",
         [ot_o], checks=["misattributed-figure"])
    case(ru, "faulty", "повтор предложения",
         "Сколько классов риска?", ["klassy-riska#klassy"],
         "Медицинские изделия делятся на четыре класса потенциального риска. Медицинские изделия делятся на четыре "
         "класса потенциального риска.", ["klassy-riska#klassy"], checks=["degenerate-output"])
    return cases
