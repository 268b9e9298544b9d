"""Labelled questions of unseen32 (the source of questions_*.jsonl; build_unseen32.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
This round leans on near-misses that name one of two similar things where the corpus speaks only of
the other (a semi-private room in Dubai, where only India has one; a consultation discount for
seniors in Abu Dhabi, where the discount is India's; a dietitian in the basic health check, where
the free dietitian is the executive check's; a podcast room in Tbilisi, where only Moscow has one;
a deposit for a lens, where the deposit is the camera's; a fabric background, where one paper
background is included), on customers' own words and chat spellings ("pls", "ur", "2morrow",
"approx", "hrs"; «скока», «фотик», «студийка», «спб», «мск», «оч»), on questions with conditions
("if I'm discharged on a Sunday", "my mother is 72"; «если нас 10 человек», «за 2 дня до съёмки»),
on questions that name a document, and on plain questions answered only by an unanchored section.
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

# clinic_en record ids
TIN, T27, TAE, T29 = "mhr-tariff-in-2028", "mhr-tariff-in-2027", "mhr-tariff-ae-2028", "mhr-tariff-ae-2029"
ADM, DIS, INS, VIS = "mhr-admission-2028", "mhr-discharge-2028", "mhr-insurance-2028", "mhr-visitors-2028"
SEN, OPD, REF, REC = "mhr-seniors-2028", "mhr-opd-2028", "mhr-refunds-2028", "mhr-records-2028"
CHK, PHA, MAN, SPR, CAF = ("mhr-checkups-2028", "mhr-pharmacy-2028", "mhr-billing-manual-2028",
                           "mhr-spring-offer-2028", "mhr-cafe-parking-2028")

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "How much is a private room per day at the Pune hospital?", ["mh-tariff-in#room-categories"],
      "a single private room ₹8,000 a day",
      "Pune is in India: ₹8,000 a day. The 2027 edition's ₹7,200 and the UAE's AED 2,000 are wrong sources."),
    A("answerable", "If I'm discharged on a Sunday, until what time can I pay the bill?",
      ["mh-discharge-billing#holiday-discharge"], "the billing desk closes at 13:00",
      "condition: on Sundays discharges run 9:00-13:00 and the billing desk closes at 13:00."),
    A("answerable", "My mother is 72. Does she get a discount on her consultation fee in Bengaluru?",
      ["mh-senior-services#discount"], "patients aged 60 or older receive a 10 % discount",
      "condition: 72 is 60 or older, India: 10 % off outpatient consultation fees."),
    A("answerable", "Can my husband stay overnight with me in the general ward in Bengaluru?",
      ["mh-tariff-in#attendant"], "Attendants may not stay overnight in the general ward",
      "no: attendants may not stay overnight in the general ward (India)."),
    A("answerable", "Is ventilator support charged on top of the ICU rate in Dubai?", ["mh-tariff-ae#icu"],
      "ventilator support is included in the ICU rate",
      "no, in the UAE it is included; India's ₹6,000 on top is another jurisdiction's."),
    A("answerable", "What happens if I leave the hospital at 3 pm on the day of my discharge?",
      ["mh-discharge-billing#discharge-time"], "A patient who leaves after 14:00 is charged half a day's room rent",
      "condition: 3 pm is after 14:00 and before 18:00, so half a day's room rent."),
    A("answerable", "How much is a companion bed in a standard room in Abu Dhabi?", ["mh-tariff-ae#companion"],
      "A companion bed costs AED 250 a night in a standard room", "AED 250 a night."),
    A("answerable", "How early should I come in before a planned surgery?", ["mh-admission-guide#planned"],
      "at least 2 hours before the scheduled time", "at least 2 hours before."),
    A("answerable", "What is the admission deposit for an ICU admission in India if I have no cashless approval?",
      ["mh-admission-guide#deposit"], "Rs 50,000 or AED 8,000 for the ICU",
      "Rs 50,000 (the ward's Rs 20,000 is another case)."),
    A("answerable", "If my insurer refuses pre-authorisation, when do I have to pay the deposit?",
      ["mh-insurance-desk#refused"], "the admission deposit becomes payable within 24 hours",
      "within 24 hours; the admission continues as self-paying."),
    A("answerable", "How long will it take to get back the unused part of my deposit?",
      ["mh-refund-rules#deposit-refund"], "refunded within 7 working days after the final bill",
      "7 working days after the final bill."),
    A("answerable", "I want to cancel my surgery 3 days before the date. Do I get the booking amount back?",
      ["mh-refund-rules#cancel-surgery"], "If you cancel more than 48 hours before the surgery, it is refunded in full",
      "condition: 3 days is more than 48 hours, so in full."),
    A("answerable", "What did a private room cost per day in India in 2027?", ["mh-tariff-in-2027#room-categories"],
      "a single private room ₹7,200 a day",
      "the past year named: the historical 2027 edition answers; today's ₹8,000 is not what was asked."),
    A("answerable", "How long are inpatient records kept?", ["mh-records-policy#retention"],
      "Inpatient records are kept for 10 years after discharge", "10 years after discharge."),
    A("answerable", "How long should I fast before a health check?", ["mh-checkup-packages#preparing"],
      "Fast for 10 to 12 hours before a health check",
      "10 to 12 hours; the unanchored fasting rule before surgery (8 hours) is another subject."),
    A("answerable", "Can I return a cut strip of tablets to the pharmacy?", ["mh-pharmacy-returns#no-returns"],
      "Cut strips, refrigerated medicines and controlled drugs cannot be returned", "no."),
    A("answerable", "Who sends the pre-authorisation request for cashless treatment in India?",
      ["mh-insurance-desk#cashless-india"], "The hospital's insurance desk sends the pre-authorisation request",
      "the hospital's insurance desk, within 2 hours of admission."),
    A("answerable", "My father is 62. Will he be served first at the pharmacy?", ["mh-senior-services#priority"],
      "patients aged 65 or older are served first",
      "condition: 62 is under 65, so not by this rule (the 60+ discount is about consultations)."),
    A("answerable", "How much does a specialist consultation cost in Abu Dhabi?", ["mh-opd-fees#fees"],
      "AED 350 in the UAE", "AED 350 (one country's value from a two-country sentence)."),
    A("answerable", "Is a follow-up visit with the same doctor still free after 10 days?", ["mh-opd-fees#follow-up"],
      "after 7 days the full fee applies", "condition: 10 days is after 7 days, so the full fee."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is the deluxe suite per day in Bengaluru?", [(TIN, MA)],
      "The deluxe suite at Meridia Hospital Bengaluru costs ₹22,000 a day",
      "only the unanchored 'Deluxe suite' section prices it; the room categories do not name it."),
    S("rejected-best", "How much does a caesarean delivery package cost in Dubai?", [(TAE, MA)],
      "a caesarean delivery package AED 16,000", "unanchored 'Maternity packages'."),
    S("rejected-best", "How many hours before my surgery must I stop eating?", [(ADM, MA)],
      "do not eat solid food for 8 hours before surgery",
      "unanchored 'Fasting before surgery'; the health check's 10 to 12 hours is a wrong source."),
    S("rejected-best", "How do I dispute a charge on my hospital bill, and by when?", [(DIS, MA)],
      "To dispute a bill, write to the billing office within 30 days of discharge", "unanchored 'Bill disputes'."),
    S("rejected-best", "Can I bring flowers for my aunt in the oncology ward?", [(VIS, MA)],
      "Fresh flowers and potted plants are not allowed in the ICU or in the oncology ward", "unanchored 'Flowers'."),
    S("rejected-best", "My mother is 72. Can her blood sample be collected at home for free in Pune?", [(SEN, MA)],
      "Patients aged 70 or older can have blood samples collected at home free of charge",
      "condition (72, Pune): unanchored 'Home sample collection'."),
    S("rejected-best", "How much does a written second opinion on my reports cost in the UAE?", [(OPD, MA)],
      "A written second opinion on existing reports", "unanchored 'Second opinions'."),
    S("rejected-best", "Can the refund of my deposit be paid into my brother's account?", [(REF, MA)],
      "To pay it to anyone else, the hospital needs an authorisation letter signed by the patient",
      "unanchored 'Refunds to another person'; #deposit-refund ('to the card or account it was paid from') "
      "does not state the rule for another person."),
    S("rejected-best", "How much does the attendant meal plan cost per day in Pune?", [(CAF, False)],
      "An attendant meal plan with three meals a day costs ₹350",
      "the cafeteria record has no policy (unknown-policy); the insurer's non-payable 'attendant's meals' "
      "states no price."),
    S("rejected-best", "My discharge was delayed because the insurance approval came late. Will I still be charged "
      "the late-discharge rent?", [(MAN, False)], "do not charge the half-day or full-day late-discharge rent",
      "the case asked is the restricted billing desk manual's (denied); the public #discharge-time states the "
      "general rule without the hospital's delay. Hard: a run that answers 'half a day after 14:00' answers "
      "from a wrong source."),
    S("rejected-best", "Can I leave the hospital before paying the full bill if I sign an undertaking?",
      [(MAN, False)], "a signed undertaking to pay within 7 days",
      "the undertaking is the restricted manual's (denied); the public #final-bill says the bill must be "
      "settled before leaving, without the undertaking."),
    S("rejected-best", "Does my wife get half price on an executive health check if we come on the same day?",
      [(SPR, False)], "a second check for a spouse on the same day costs half that price",
      "the spring offer expired on 31 May 2028."),
    S("rejected-best", "What will a private room cost per day in Dubai in 2029?", [(T29, False)],
      "a private room AED 2,150 a day",
      "the 2029 UAE tariff is not yet published (1 November 2028); today's AED 2,000 is another period's."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "How much does an ambulance cost to take my father home after discharge?", [], "ambulance",
      "no record speaks of ambulances; shares 'discharge', 'cost'.", absent=["ambulance"]),
    S("nothing", "Can I pay my hospital bill in monthly instalments?", [], "monthly instalments",
      "no record allows or prices instalments; shares 'bill', 'pay'.", absent=["instalment", "monthly"]),
    S("nothing", "What is the charge for a blood transfusion during surgery?", [], "blood transfusion",
      "shares 'blood', 'surgery', 'charge'.", absent=["transfusion"]),
    S("nothing", "Do you provide an interpreter for patients who do not speak English?", [], "interpreter",
      "no record speaks of languages.", absent=["interpreter", "english"]),
    S("nothing", "Is there a discount on room rent for patients aged 65 or older?", [], "discount on room rent",
      "65 or older gives priority; the 60+ discount is on consultations; nothing discounts room rent."),
    S("nothing", "What is the fee for vaccinating my baby?", [], "vaccination",
      "shares 'fee'.", absent=["vaccin", "baby"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "What does a semi-private room cost per day in Dubai?", [], "semi-private room in the UAE",
      "semi-private rooms are India's; the UAE tariff has standard (two beds), private and VIP suite. The India "
      "record is another jurisdiction's."),
    S("near-miss", "Do patients over 60 get a discount on consultations in Abu Dhabi?", [],
      "consultation discount in the UAE",
      "the 10 % discount for 60 or older is stated for India only; nothing states the UAE's rule."),
    S("near-miss", "How much is the women's health check in Dubai?", [], "women's health check in the UAE",
      "the women's health check is priced in India only (₹4,200); no UAE price."),
    S("near-miss", "Does the basic health check include a free consultation with a dietitian?", [],
      "basic health check includes a free consultation with a dietitian",
      "the free dietitian consultation is the executive check's; the basic check's contents are not listed."),
    S("near-miss", "How many visitors at a time can be with a patient in a private room?", [],
      "visitors at a time in a private room",
      "two at a time is stated for the general ward and semi-private / standard rooms; one in the ICU; "
      "nothing for private rooms."),
    S("near-miss", "How much is a normal delivery package in Bengaluru?", [], "normal delivery package in India",
      "maternity packages are the UAE's (unanchored, AE); nothing prices one in India. A run may list the UAE "
      "record: a wrong reason, not a wrong source."),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; stops: 4th, 7th)
    A("paraphrase-typo", "hw much is a general ward bed per day in pune pls, ur website is confusing",
      ["mh-tariff-in#room-categories"], "A bed in the general ward costs ₹2,500 a day",
      "chat spelling: ₹2,500 a day (India).", absent=["hw", "pls", "website"]),
    A("paraphrase-typo", "wht time do i have to leave the hosp on discharge day",
      ["mh-discharge-billing#discharge-time"], "Discharge time is 11:00", "11:00.", absent=["wht"]),
    A("paraphrase-typo", "can u tell me the visiting hrs for the icu, my dad is there",
      ["mh-visitor-rules#icu-visits"], "at 11:00 and at 17:00",
      "11:00 and 17:00, one visitor, 10 minutes.", absent=["hrs", "dad"]),
    S("paraphrase-typo", "pls how much is home delivery of medicines in dubai approx", [(PHA, MA)],
      "in the UAE, delivery costs AED 20 per order",
      "chat spelling; only the unanchored 'Home delivery' answers.", absent=["pls", "approx"]),
    A("paraphrase-typo", "my mum's surgery is 2morrow, if i cancel now do i get the booking amount back?",
      ["mh-refund-rules#cancel-surgery"], "if you cancel later, it is forfeited",
      "condition: tomorrow is less than 48 hours, so forfeited.", absent=["2morrow", "mum"]),
    A("paraphrase-typo", "is there a fee if i lose my attendant pass at the hosp in bangalore?",
      ["mh-visitor-rules#pass"], "A lost pass is replaced for ₹500 in India",
      "'bangalore' for Bengaluru: ₹500.", absent=["bangalore"]),
    S("paraphrase-typo", "approx how much is parking per hour after the free 2 hrs?", [(CAF, False)],
      "after that it costs ₹40 an hour in India", "the parking record has no policy (unknown-policy).",
      absent=["approx", "hrs"]),

    # --- named-document (4; holdout: 2nd; stop: 3rd)
    A("named-document", "What does the Meridia Hospitals visitor policy say about children visiting?",
      ["mh-visitor-rules#children"], "Children under 12 may not visit the wards or the ICU", "names the title."),
    A("named-document", "According to the Meridia Hospitals admission guide, what ID does a visitor to the UAE need?",
      ["mh-admission-guide#documents"], "a passport with a valid visa", "names the title."),
    S("named-document", "What does the Meridia Hospitals medical records policy say about copying MRI scans to a disc?",
      [(REC, MA)], "X-ray, CT and MRI images are copied to a disc",
      "names the title; only its unanchored 'Scans on disc' answers."),
    A("named-document", "Under the Meridia Hospitals pharmacy returns, how long do I have to return unopened medicines?",
      ["mh-pharmacy-returns#returns"], "returned within 7 days of purchase with the bill", "names the title."),
]

# fotostudiya_ru record ids
PRF, P27, PGE, P29 = "svr-prays-rf-2028", "svr-prays-rf-2027", "svr-prays-ge-2028", "svr-prays-rf-2029"
BRN, OTM, PRK, FON = "svr-bron-2028", "svr-otmena-2028", "svr-prokat-2028", "svr-fony-2028"
PRV, ABN, USL, OPL = "svr-pravila-2028", "svr-abonement-2028", "svr-uslugi-2028", "svr-oplata-2028"
INSTR, VESNA, KOFE, REZ = "svr-instrukciya-2028", "svr-vesna-2028", "svr-kofe-2028", "svr-rezhim-2028"
VID, KHR, DET = "svr-video-2028", "svr-khranenie-2028", "svr-deti-2028"

RU = [
    # --- answerable (20)
    A("answerable", "Сколько стоит час в зале с циклорамой в Москве в субботу?", ["svt-prays-rf#zaly"],
      "4 500 ₽ в час в выходные", "суббота — выходной, Москва — Россия: 4 500 ₽; 2027-й (4 000 ₽) — не тот источник."),
    A("answerable", "Если отменить бронь за 2 дня до съёмки, сколько вернут?", ["svt-otmena-perenos#otmena"],
      "возвращается половина предоплаты",
      "условие: 2 дня = 48 часов, между 72 и 24 часами — половина предоплаты."),
    A("answerable", "Если нас 10 человек, нужно ли доплачивать за зал?", ["svt-pravila-studii#lyudi"],
      "За каждого следующего человека платится 300 ₽ или 10 лари в час",
      "условие: 10 больше 8, входящих в стоимость, — доплата за каждого следующего."),
    A("answerable", "Какая минимальная бронь зала с циклорамой в Санкт-Петербурге?", ["svt-prays-rf#minimum"],
      "Зал с циклорамой бронируется не меньше чем на 2 часа",
      "Россия: не меньше 2 часов; в Грузии — от 1 часа (другая юрисдикция)."),
    A("answerable", "Сколько стоит лофт в Тбилиси?", ["svt-prays-ge#zaly"], "лофт — 70 лари в час", "70 лари в час."),
    A("answerable", "Можно ли перенести бронь за 3 дня до съёмки без доплаты?", ["svt-otmena-perenos#perenos"],
      "если сообщить не позднее чем за 48 часов до начала",
      "условие: 3 дня больше 48 часов — один раз бесплатно."),
    A("answerable", "Какую предоплату нужно внести за бронь и в какой срок?", ["svt-bron-pravila#predoplata"],
      "предоплатой 50 % стоимости, внесённой в течение 24 часов после заявки", "50 % в течение 24 часов."),
    A("answerable", "Можно ли взять свет на вынос?", ["svt-prokat-tekhniki#svet"], "На вынос свет не выдаётся",
      "нет."),
    A("answerable", "Какой залог берут за фотоаппарат при прокате на вынос?", ["svt-prokat-tekhniki#zalog"],
      "50 000 ₽ или 1 500 лари за камеру", "«фотоаппарат» — «камера»: 50 000 ₽ / 1 500 лари."),
    A("answerable", "Сколько стоит дополнительный цвет бумажного фона?", ["svt-fony-rekvizit#fony"],
      "Каждый следующий цвет стоит 500 ₽ или 15 лари за бронь", "500 ₽ / 15 лари за бронь."),
    A("answerable", "Можно ли снимать с собакой?", ["svt-pravila-studii#zhivotnye"],
      "Съёмка с животными разрешена, если предупредить о ней при брони", "да, если предупредить; доплата за уборку."),
    A("answerable", "Можно ли по абонементу снимать в выходные?", ["svt-abonementy#desyat-chasov"],
      "только по будням", "нет, только по будням."),
    A("answerable", "Работает ли стилист по одежде в Санкт-Петербурге?", ["svt-uslugi-komandy#stilist"],
      "Стилист по одежде работает только в Москве", "нет: только в Москве."),
    A("answerable", "Можно ли снять зал на ночь в Санкт-Петербурге?", ["svt-rezhim-raboty#noch"],
      "залы сдаются только в Москве", "нет: ночная аренда только в Москве."),
    A("answerable", "Через сколько дней после съёмки юрлицу пришлют закрывающие документы?",
      ["svt-oplata-dokumenty#yurlica"], "в течение 5 рабочих дней после съёмки", "5 рабочих дней."),
    A("answerable", "Сколько хранятся забытые вещи?", ["svt-khranenie-veshchey#zabytye"],
      "Забытые вещи хранятся 30 дней", "30 дней."),
    A("answerable", "Ребёнку 2 года — его считают в количестве людей в зале?", ["svt-semeynye-syomki#deti"],
      "Дети до 3 лет не считаются в количестве людей в зале", "условие: 2 года — до 3 лет, не считается."),
    A("answerable", "Сколько стоит визажист в Батуми?", ["svt-uslugi-komandy#vizazhist"],
      "за 100 лари в Грузии за один образ", "Батуми — Грузия: 100 лари за образ."),
    A("answerable", "У нас бронь на 3 часа в зале с циклорамой. Если не успеем, как продлить и по какой цене?",
      ["svt-bron-pravila#prodlenie"], "по цене текущего тарифа; продление считается по 30 минут",
      "условие: на месте, если зал свободен, по текущему тарифу, шагом 30 минут."),
    A("answerable", "Сколько стоил малый зал в России в 2027 году?", ["svt-prays-rf-2027#zaly"],
      "малый зал — 1 200 ₽ в час", "прошлый год назван: отвечает историческая редакция 2027 года."),

    # --- rejected-best (13)
    S("rejected-best", "Сколько стоит отдельная гримёрная?", [(PRF, MA)],
      "Отдельная гримёрная с душем стоит 700 ₽ в час", "неякорная «Гримёрная»; «гримёрное зеркало» в #vkhodit — не то."),
    S("rejected-best", "Есть ли лофт в студии в Батуми?", [(PGE, MA)], "В Батуми нет лофта",
      "неякорный «Батуми»; #zaly называет Тбилиси и Батуми и цену лофта — ответ «да» из него был бы неверным "
      "источником."),
    S("rejected-best", "Какая скидка, если бронировать зал на целый день?", [(BRN, MA)],
      "При брони от 10 часов подряд действует скидка 15 %", "неякорная «Бронь на целый день»."),
    S("rejected-best", "Что будет, если в зале отключили электричество по вине студии?", [(OTM, MA)],
      "нет электричества по вине студии",
      "неякорный раздел о сорванной съёмке; #elektrichestvo (линии по 3,5 кВт) — другое."),
    S("rejected-best", "Сколько стоит аренда дрона с пилотом?", [(PRK, MA)], "Дрон DJI Mini 4 сдаётся только в Грузии",
      "неякорные «Дроны»."),
    S("rejected-best", "Можно ли снимать с мукой и конфетти и сколько стоит уборка после этого?", [(FON, MA)],
      "уборка после них стоит 2 000 ₽ или 60 лари", "неякорный раздел «Краска, мука и конфетти»."),
    S("rejected-best", "До скольки можно включать громкую музыку в зале?", [(PRV, MA)],
      "Громкую музыку можно включать до 22:00", "неякорная «Музыка»."),
    S("rejected-best", "Можно ли продлить абонемент, если часы не успели потратить?", [(ABN, MA)],
      "Абонемент можно один раз продлить на 14 дней",
      "неякорное «Продление абонемента»; #ostatok («сгорают») не говорит о продлении — ответ из него неверный "
      "источник."),
    S("rejected-best", "Сколько стоит час работы штатного фотографа студии в Грузии?", [(USL, MA)],
      "за 150 лари в час в Грузии", "неякорный «Фотограф студии»."),
    S("rejected-best", "Предыдущая съёмка задержалась, и нас пустили в зал на 20 минут позже. Нам добавят время в "
      "конце?", [(INSTR, False)], "добавьте клиенту столько же времени бесплатно в конце брони",
      "случай — из закрытой инструкции администратора (denied); публичное «опоздание клиента не сдвигает конец "
      "брони» — о другом случае."),
    S("rejected-best", "Я снимал у вас уже 12 раз. Можно взять камеру на вынос без залога?", [(INSTR, False)],
      "залог за технику можно не брать",
      "исключение для постоянных клиентов — в закрытой инструкции (denied); публичный #zalog правило без "
      "исключения."),
    S("rejected-best", "Есть ли скидка на утренние часы по будням?", [(VESNA, False)],
      "утренние часы с 8:00 до 11:00 по будням стоят на 30 % дешевле", "весенняя акция истекла 31 мая 2028."),
    S("rejected-best", "Сколько будет стоить лофт в Москве с 1 января 2029 года?", [(P29, False)],
      "лофт — 3 100 ₽ в час", "прайс с 2029 года не опубликован (1 декабря 2028); 2 800 ₽ — другой период."),

    # --- nothing (6)
    S("nothing", "Можно ли у вас взять напрокат платье для фотосессии?", [], "прокат одежды",
      "одежды в прокате нет нигде; общие слова «напрокат», «фотосессии»."),
    S("nothing", "Можно ли заказать у вас печать фотографий на холсте?", [], "печать фотографий",
      "печати нет.", absent=["холст", "печат"]),
    S("nothing", "Какой штраф, если мы задержались в зале после окончания брони?", [],
      "штраф за задержку после окончания брони",
      "штраф есть только за курение; про задержку клиента после конца брони ничего."),
    S("nothing", "Сколько стоят гелиевые шары для съёмки?", [], "гелиевые шары", "шаров нет нигде; общие слова «стоят», «съёмки».", absent=["гелиев", "шар"]),
    S("nothing", "Есть ли скидка студентам на аренду зала?", [], "скидка студентам",
      "общие слова «скидка», «аренду зала».", absent=["студент"]),
    S("nothing", "Сколько стоит ретушь одного кадра?", [], "ретушь кадра",
      "«обработка 20 кадров» фотографа студии (неякорно) не называет цену кадра.", absent=["ретуш"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоит подкаст-комната в Тбилиси?", [], "подкаст-комната в Грузии",
      "подкаст-комната названа только для Москвы (российский прайс — другая юрисдикция)."),
    S("near-miss", "Какой залог берут за объектив при прокате на вынос?", [], "залог за объектив",
      "залог назван только за камеру."),
    S("near-miss", "Входит ли тканевый фон в аренду зала?", [], "тканевый фон входит",
      "в аренду входит один бумажный фон; о тканевом ничего.", absent=["тканев"]),
    S("near-miss", "Сколько человек максимум можно в лофт?", [], "максимум людей в лофте",
      "предел «не больше 6» — у малого зала; «до 8 человек» — что входит в цену, не предел."),
    S("near-miss", "Сколько стоит хранение своего реквизита в час?", [], "хранение реквизита в час",
      "хранение считается в сутки (400 ₽ или 12 лари); за час — цена доп. света (400 ₽ / 12 лари)."),
    S("near-miss", "Сколько стоит семейная фотосессия на 8 человек?", [], "семейная фотосессия на 8 человек",
      "семейная фотосессия — до 6 человек; на 8 цены нет."),

    # --- paraphrase-typo (7; stops: 4th, 7th)
    A("paraphrase-typo", "скока стоит циклорама в мск в будни?", ["svt-prays-rf#zaly"], "3 500 ₽ в час в будни",
      "«мск» — Москва, Россия: 3 500 ₽ в час.", absent=["скока", "мск"]),
    A("paraphrase-typo", "фотик на сутки скока стоит в тбилиси?", ["svt-prokat-tekhniki#kamery"],
      "за 90 лари в сутки в Грузии", "«фотик» — фотоаппарат: 90 лари в сутки.", absent=["фотик", "скока"]),
    A("paraphrase-typo", "студийка в спб до скольки работает?", ["svt-rezhim-raboty#chasy"],
      "Студии работают с 8:00 до 23:00 каждый день", "до 23:00.", absent=["студийк", "спб"]),
    S("paraphrase-typo", "а в праздники вы оч рано закрываетесь? 2 января работаете?", [(REZ, MA)],
      "со 2 по 8 января они работают с 10:00 до 20:00", "неякорные «Праздники»."),
    A("paraphrase-typo", "отменили съемку за 5 часов до начала, деньги вернут?", ["svt-otmena-perenos#otmena"],
      "При отмене менее чем за 24 часа предоплата не возвращается",
      "условие: 5 часов — менее 24 часов, предоплата не возвращается.", absent=["съемку"]),
    A("paraphrase-typo", "оч надо визажиста на завтра, успею записаться?", ["svt-uslugi-komandy#vizazhist"],
      "записаться нужно не позднее чем за 2 дня", "условие: завтра — меньше 2 дней, нет.", absent=["завтра"]),
    S("paraphrase-typo", "парковка у студии в мск бесплатная?", [(KOFE, False)],
      "В Москве клиенты паркуются бесплатно 3 часа", "запись о парковке без policy (unknown-policy).",
      absent=["мск"]),

    # --- named-document (4; stop: 3rd)
    A("named-document", "Что говорится в документе «Светотень: правила студии» о дым-машине?",
      ["svt-pravila-studii#dym"], "только с разрешения администратора", "названо заглавие."),
    A("named-document", "По документу «Светотень: абонементы», можно ли передать часы ассистенту?",
      ["svt-abonementy#peredacha"], "владелец может передать часы своему ассистенту", "названо заглавие."),
    S("named-document", "Что в документе «Светотень: видеосъёмка и звук» сказано про хромакей?", [(VID, MA)],
      "Зелёный фон для хромакея", "названо заглавие; отвечает только неякорный «Хромакей»."),
    A("named-document", "Согласно «Светотень: забытые вещи и хранение», на сколько дней можно оставить свой реквизит?",
      ["svt-khranenie-veshchey#khranenie"], "не дольше чем на 7 дней", "названо заглавие."),
]
