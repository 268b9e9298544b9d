"""Labelled verify cases of unseen32 (the source of verify_cases.jsonl; build_unseen32.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them
(several sentences, reworded, reordered conditions, "Yes, …" / «Да, …» openers, lists, unit
equivalences: "a week" for "7 days", «сутки» for «24 часа», «половина» for «50 %», «минимум» for
«не меньше чем»; numbers as words; some also fill `limitations`); the wrong ones carry one fault
each: a condition dropped, added or changed; an exception stated as the rule; a figure given to the
wrong case (room type, deposit case, doctor, package, hall, currency's country); a figure of another
sentence of the cited fragment; a bound turned (at least / at most / up to, не позднее / не ранее,
не больше / не меньше); modality changed (must / optional, нужно / желательно); negation flipped in
other words; an invented sentence; subjects swapped (who pays); a figure of an uncited fragment; a
country left unnamed. Every figure of a wrong answer occurs somewhere in its context.
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


TIN, T27, TAE = "mh-tariff-in", "mh-tariff-in-2027", "mh-tariff-ae"
ADM, DIS, INS, VIS, SEN = "mh-admission-guide", "mh-discharge-billing", "mh-insurance-desk", "mh-visitor-rules", \
    "mh-senior-services"
OPD, REF, REC, CHK, PHA = "mh-opd-fees", "mh-refund-rules", "mh-records-policy", "mh-checkup-packages", \
    "mh-pharmacy-returns"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a semi-private room in Bengaluru?", [TIN], [f"{TIN}#room-categories"],
      "In India, a semi-private room with two beds at Meridia's Bengaluru hospital costs ₹4,500 per day.",
      note="'per day' for 'a day'; Bengaluru placed in India."),
    V("clean", "Does the room rent in Pune cover the doctor's visits?", [TIN], [f"{TIN}#rent-includes"],
      "Yes: in India the room rent includes one visit a day by your treating consultant, along with nursing care "
      "and the patient's meals as prescribed by the dietitian. Medicines, consumables and investigations are "
      "billed separately.", note="'Yes:' opener; reordered list."),
    V("clean", "Can I stay overnight with my wife in her semi-private room in Pune, and what does it cost?", [TIN],
      [f"{TIN}#attendant"],
      "Yes. One attendant may stay overnight with the patient, and in India the attendant's bed in a semi-private "
      "room costs ₹500 a night. In a private room the attendant's bed would be free.",
      note="the reader's case first, the other room type after."),
    V("clean", "How much has a private room gone up since 2027 in India?",
      [f"{TIN}#room-categories", f"{T27}#room-categories"], [f"{TIN}#room-categories", f"{T27}#room-categories"],
      "In India a single private room now costs ₹8,000 a day; in 2027 it cost ₹7,200 a day.",
      note="current and historical editions, both cited."),
    V("clean", "Is ventilator support extra in the ICU in Dubai?", [TAE], [f"{TAE}#icu"],
      "No. In the UAE, ventilator support is included in the ICU rate of AED 5,500 a day.",
      note="'No' opener; 'included' kept."),
    V("clean", "How long can I stay in a day-surgery bed in Abu Dhabi?", [TAE], [f"{TAE}#day-surgery"],
      "In the UAE a day-surgery bed costs AED 900 and covers up to 8 hours. If you stay longer, you are charged one "
      "day in a standard room.", note="'If you stay longer' for 'a longer stay'."),
    V("clean", "What ID should my father bring for his admission in Dubai? He is visiting on a tourist visa.", [ADM],
      [f"{ADM}#documents"],
      "As a visitor to the UAE, he should bring his passport with a valid visa. He should also bring the referring "
      "doctor's admission note and any insurance card he has.", note="no figure; the visitor's case picked out."),
    V("clean", "What is the admission deposit in Abu Dhabi for a standard room? I have no insurance.", [ADM],
      [f"{ADM}#deposit"],
      "Without a direct-billing authorisation, the admission deposit in the UAE for a standard room is AED 3,000. "
      "It is adjusted against your final bill.", note="one country's value from a two-country sentence."),
    V("clean", "Can I be admitted for my planned operation at 10 pm?", [ADM], [f"{ADM}#hours"],
      "No — planned admissions are taken between 7:00 and 20:00, and after 20:00 patients are admitted only "
      "through the emergency department.", note="the reader's 10 pm against the hours; 'No' opener."),
    V("clean", "I'll leave at 4 pm on my discharge day. Will I pay extra?", [DIS], [f"{DIS}#discharge-time"],
      "Yes. Discharge time is 11:00, and a patient who leaves after 14:00 is charged half a day's room rent. You "
      "would be charged a full day's rent if you left after 18:00.",
      note="the reader's 4 pm placed between 14:00 and 18:00."),
    V("clean", "If I'm discharged on a Sunday, when can I settle the bill?", [DIS], [f"{DIS}#holiday-discharge"],
      "On a Sunday, discharges are processed only between 9:00 and 13:00, and the billing desk closes at 13:00.",
      note="the condition kept."),
    V("clean", "How often will I get a bill during a two-week stay?", [DIS], [f"{DIS}#interim-bills"],
      "For a stay longer than 5 days, an interim bill is issued every 3 days. Each interim bill must be paid within "
      "24 hours of being issued.", note="two sentences; 'of being issued'."),
    V("clean", "Who sends the pre-authorisation request to my insurer in Pune?", [INS], [f"{INS}#cashless-india"],
      "The hospital's insurance desk sends it to your insurer within 2 hours of your admission. You give your "
      "policy card and a photo ID when you are admitted.", note="who does what, kept."),
    V("clean", "With direct billing in Dubai, what do I pay myself?", [INS], [f"{INS}#direct-billing-uae"],
      "In the UAE you pay the co-payment shown on your insurance card, at discharge; the insurer pays the rest, "
      "because the hospital bills it directly.", note="reordered; 'because' from the source's two sentences."),
    V("clean", "Will my insurance pay for the gloves and masks used during my stay?", [INS], [f"{INS}#non-payable"],
      "No. Items the insurer does not pay, such as gloves, masks and toiletries, are billed to you at discharge.",
      note="'No' opener; 'you' for 'the patient'."),
    V("clean", "What are the visiting hours, and how many of us can go in together?", [VIS],
      [f"{VIS}#visiting-hours"],
      "Visiting hours are from 16:00 to 19:00 every day. In the general ward and in semi-private or standard rooms, "
      "two visitors at a time may be with the patient.", note="the room types kept."),
    V("clean", "Can I see my father in the ICU in the evening?", [VIS], [f"{VIS}#icu-visits"],
      "Yes, at 17:00. ICU visits are at 11:00 and at 17:00, for one visitor at a time and for 10 minutes.",
      note="'Yes, at 17:00' picks the evening slot."),
    V("clean", "Can my 9-year-old visit her grandmother in the ward?", [VIS], [f"{VIS}#children"],
      "No. Children under 12 may not visit the wards, but she can wait in the lobby with an adult.",
      note="the reader's 9 placed under 12."),
    V("clean", "My mother is 68. What does she get at the hospital in Dubai?", [SEN], [f"{SEN}#priority"],
      "Because she is 65 or older, she is served first at registration, billing and the pharmacy, and she can be "
      "taken from the entrance in a wheelchair with an escort at no charge.",
      note="'at no charge' for 'free of charge'; 'in both countries' covers Dubai."),
    V("clean", "What does the senior health check cost in Abu Dhabi?", [SEN], [f"{SEN}#senior-check"],
      "In the UAE the senior health check costs AED 950, and it includes a consultation with a geriatrician.",
      note="one country's value."),
    V("clean", "How much is a GP consultation in Pune?", [OPD], [f"{OPD}#fees"],
      "A consultation with a general physician costs Rs 800 in India.", note="'GP' in the question only."),
    V("clean", "I saw the specialist 5 days ago. Do I pay again for a follow-up?", [OPD], [f"{OPD}#follow-up"],
      "No. A follow-up with the same doctor within a week of the first consultation is free; after 7 days you would "
      "pay the full fee.", note="'a week' for '7 days'; the reader's 5 days inside it."),
    V("clean", "How far ahead can I book an appointment?", [OPD], [f"{OPD}#appointments"],
      "You can book up to 30 days ahead, by phone or on the Meridia app.", note="reordered."),
    V("clean", "I'm cancelling my surgery a week before. What happens to the booking amount?", [REF],
      [f"{REF}#cancel-surgery"],
      "Since you are cancelling more than 48 hours before the surgery, the booking amount is refunded in full.",
      note="the reader's week against 48 hours."),
    V("clean", "Can I move my surgery date, and will it cost anything?", [REF], [f"{REF}#reschedule"],
      "Yes, once and without charge, as long as you tell us at least 24 hours before. Your booking amount is "
      "carried over to the new date.", note="'as long as' for 'if'."),
    V("clean", "How long does it take to get a copy of my full case file in Bengaluru, and what does it cost?", [REC],
      [f"{REC}#copies"],
      "In India a copy of the complete case file costs ₹1,000. It is ready within 5 working days of your written "
      "request.", note="reordered; one country's value."),
    V("clean", "My father died last month. Can I get his records?", [REC], [f"{REC}#who-may-ask"],
      "Yes, if you are his legal heir: the records of a patient who has died are given to the legal heir on proof "
      "of the relationship.", note="the condition kept after 'Yes'."),
    V("clean", "What's included in the executive health check?", [CHK], [f"{CHK}#executive"],
      "The executive health check includes:\n1. a treadmill test;\n2. an ultrasound of the abdomen;\n3. a "
      "consultation with a physician;\n4. a free consultation with a dietitian.",
      note="a numbered list; pretty-printed JSON.", pretty=True),
    V("clean", "Can I bring back unopened tablets I bought 3 days ago?", [PHA], [f"{PHA}#returns", f"{PHA}#no-returns"],
      "Yes. Unopened medicines in their original strip or pack can be returned within 7 days of purchase, with the "
      "bill, and the refund goes to the way you paid.",
      limitations=["Cut strips cannot be returned."],
      note="the reader's 3 days within 7; limitations filled; ```json fence.", fence=True),
    V("clean", "Do I have to return the unused medicines from my hospital stay myself?", [PHA], [f"{PHA}#inpatient"],
      "No. The ward nurse collects unused medicines before discharge, and they are credited to your bill.",
      limitations=["This applies to medicines issued to you as an inpatient."],
      note="'No' opener; limitations filled."),

    # --- condition (3; holdout: 2nd)
    V("condition", "If I cancel my surgery, do I get the booking amount back?", [REF], [f"{REF}#cancel-surgery"],
      "Yes. The booking amount of ₹5,000 in India or AED 500 in the UAE is refunded in full when you cancel the "
      "surgery.", UC, src="more than 48 hours before the surgery", note="the condition 'more than 48 hours before' "
      "dropped."),
    V("condition", "Can I move my surgery to another date?", [REF], [f"{REF}#reschedule"],
      "Yes, you can move it once at no charge, as long as you tell us at least 24 hours ahead and the surgeon agrees "
      "to the new date. The booking amount is carried over.", UC, src="if you tell us at least 24 hours before",
      note="a condition added (the surgeon's agreement)."),
    V("condition", "I had blood tests at my local lab 4 days ago. Will they be accepted for my surgery?", [ADM],
      [f"{ADM}#planned"],
      "Yes. Pre-admission tests done within 7 days before the surgery are accepted, so your results from 4 days ago "
      "will do; only older reports are repeated.", UC, src="done at Meridia within 7 days",
      note="the condition 'at Meridia' dropped, for tests from another lab."),

    # --- exception (1)
    V("exception", "Can my wife stay overnight with me in Pune, and is there a charge for her bed?", [TIN],
      [f"{TIN}#attendant"],
      "Yes, one attendant may stay overnight with you, and in India the attendant's bed is free.", UC,
      src="in a semi-private room it costs ₹500 a night",
      note="the private room's free bed stated as the rule for every room."),

    # --- wrong-case (4; holdout: 2nd)
    V("wrong-case", "How much is a standard room per day in Dubai?", [TAE], [f"{TAE}#room-categories"],
      "In the UAE a standard room costs AED 2,000 a day.", MC, src="AED 1,200 a day for a standard room",
      note="the private room's AED 2,000 given to the standard room."),
    V("wrong-case", "What is the admission deposit for a ward bed in Bengaluru?", [ADM], [f"{ADM}#deposit"],
      "In India, the admission deposit for a ward bed is Rs 50,000, adjusted against the final bill.", MC,
      src="Rs 20,000 in India", note="the ICU's Rs 50,000 given to a ward bed."),
    V("wrong-case", "How much is a general physician consultation in Dubai?", [OPD], [f"{OPD}#fees"],
      "A consultation with a general physician costs AED 350 in the UAE.", MC, src="AED 250",
      note="the specialist's AED 350 given to the general physician."),
    V("wrong-case", "How much is the basic health check in Pune?", [CHK], [f"{CHK}#packages"],
      "In India the basic health check costs ₹4,200.", MC, src="The basic health check costs ₹2,500 in India",
      note="the women's health check's ₹4,200 given to the basic check."),

    # --- other-sentence (1)
    V("other-sentence", "How quickly are health check reports ready?", [CHK], [f"{CHK}#preparing"],
      "The reports are ready within 10 to 12 hours and are explained at the consultation.", MC,
      src="Reports are ready within 48 hours", note="the fasting hours given to the reports."),

    # --- uncited-fragment (1)
    V("uncited-fragment", "How much is a private room per day in India?",
      [f"{TIN}#room-categories", f"{T27}#room-categories"], [f"{TIN}#room-categories"],
      "In India, a single private room costs ₹7,200 a day.", MC,
      note="the 2027 edition's price given as today's, citing today's tariff."),

    # --- bound (3; holdout: 2nd)
    V("bound", "How early must I arrive for a planned surgery?", [ADM], [f"{ADM}#planned"],
      "Report to the admission desk no more than 2 hours before the scheduled time.", UC,
      src="at least 2 hours before the scheduled time", note="'at least' turned into 'no more than'."),
    V("bound", "How late can I cancel my surgery and still get the booking amount back?", [REF],
      [f"{REF}#cancel-surgery"],
      "You get the booking amount back in full if you cancel less than 48 hours before the surgery; it is ₹5,000 in "
      "India or AED 500 in the UAE.", UC, src="more than 48 hours before the surgery",
      note="'more than 48 hours before' turned into 'less than'."),
    V("bound", "What does a day-surgery bed cost in Dubai?", [TAE], [f"{TAE}#day-surgery"],
      "In the UAE a day-surgery bed costs AED 900 for a stay of at least 8 hours.", UC, src="for up to 8 hours",
      note="'up to 8 hours' turned into 'at least 8 hours'."),

    # --- modality (2; holdout: 2nd)
    V("modality", "Do I have to fast before a health check?", [CHK], [f"{CHK}#preparing"],
      "Fasting is optional before a health check, though 10 to 12 hours is recommended; water is allowed.", UC,
      src="Fast for 10 to 12 hours before a health check", note="an instruction made optional."),
    V("modality", "Can I settle my father's bill after he goes home?", [DIS], [f"{DIS}#final-bill"],
      "The final bill should preferably be settled at the billing desk before the patient leaves the hospital; in "
      "India you can pay by card, UPI or bank transfer.", UC, src="must be settled",
      note="'must be settled' made a preference."),

    # --- flipped (2; holdout: 2nd)
    V("flipped", "Is ventilator support included in the ICU rate in Pune?", [TIN], [f"{TIN}#icu"],
      "Yes. In India an ICU bed costs ₹18,000 a day, and ventilator support, at ₹6,000 a day, is covered by that "
      "rate.", UC, src="charged at ₹6,000 a day on top", note="'charged on top' turned into 'covered by the rate'."),
    V("flipped", "Can I return an unopened medicine that has been kept in the fridge?", [PHA],
      [f"{PHA}#returns", f"{PHA}#no-returns"],
      "Yes. Refrigerated medicines are accepted back within 7 days of purchase, provided they are unopened and you "
      "bring the bill.", UC, src="refrigerated medicines and controlled drugs cannot be returned",
      note="'cannot be returned' turned into 'accepted back'."),

    # --- invented (1)
    V("invented", "Can two of us visit my uncle in the general ward between 16:00 and 19:00?", [VIS],
      [f"{VIS}#visiting-hours"],
      "Yes, two visitors at a time may be with a patient in the general ward during visiting hours. Visitors are "
      "asked to sign the register at the ward entrance.", UC,
      note="an invented second sentence (a register), no figure."),

    # --- agent (1)
    V("agent", "Who pays the co-payment with direct billing in Abu Dhabi?", [INS], [f"{INS}#direct-billing-uae"],
      "In the UAE, the insurer pays the co-payment shown on your insurance card, and you pay the rest at discharge.",
      UC, src="The patient pays the co-payment", note="patient and insurer swapped."),

    # --- jurisdiction (1)
    V("jurisdiction", "How much is the VIP suite per day in Dubai?", [TAE], [f"{TAE}#room-categories"],
      "A VIP suite costs AED 4,500 a day at Meridia Hospitals in Dubai and Abu Dhabi.", NJ, src="In the UAE",
      note="a UAE-only context; the answer names cities and AED, not the country."),
]

PRF, P27, PGE = "svt-prays-rf", "svt-prays-rf-2027", "svt-prays-ge"
BRN, OTM, PRK, FON, PRV = "svt-bron-pravila", "svt-otmena-perenos", "svt-prokat-tekhniki", "svt-fony-rekvizit", \
    "svt-pravila-studii"
ABN, USL, OPL, REZ, KHR, DET = "svt-abonementy", "svt-uslugi-komandy", "svt-oplata-dokumenty", "svt-rezhim-raboty", \
    "svt-khranenie-veshchey", "svt-semeynye-syomki"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит лофт в Петербурге?", [PRF], [f"{PRF}#zaly"],
      "В России, в том числе в Санкт-Петербурге, час в лофте с дневным светом стоит 2 800 ₽ — одинаково в будни "
      "и в выходные.", note="«одинаково» вместо «без разницы»; порядок слов изменён."),
    V("clean", "Какая минимальная бронь зала с циклорамой в Москве?", [PRF], [f"{PRF}#minimum"],
      "Зал с циклорамой в России нужно бронировать минимум на 2 часа; лофт и малый зал можно взять от 1 часа.",
      note="«минимум» вместо «не меньше чем»."),
    V("clean", "Что входит в аренду зала в Москве?", [PRF], [f"{PRF}#vkhodit"],
      "В России в аренду зала входят:\n1. постоянный и импульсный свет — до 4 моноблоков;\n2. стойки и "
      "софтбоксы;\n3. один бумажный фон;\n4. гримёрное зеркало и Wi-Fi.",
      note="нумерованный список; JSON с отступами.", pretty=True),
    V("clean", "Подорожал ли малый зал в России с 2027 года?", [f"{PRF}#zaly", f"{P27}#zaly"],
      [f"{PRF}#zaly", f"{P27}#zaly"],
      "Да. В России малый зал сейчас стоит 1 500 ₽ в час, а в 2027 году он стоил 1 200 ₽ в час.",
      note="текущая и историческая редакции, обе процитированы."),
    V("clean", "Сколько стоит циклорама в Батуми в воскресенье?", [PGE], [f"{PGE}#zaly"],
      "В Грузии зал с циклорамой стоит 90 лари в час в любой день недели, так что в воскресенье цена та же.",
      note="воскресенье читателя — «любой день недели»."),
    V("clean", "На сколько минимум можно забронировать зал в Тбилиси?", [PGE], [f"{PGE}#minimum"],
      "В Грузии любой зал можно забронировать от одного часа.", note="число словом."),
    V("clean", "Как подтвердить бронь?", [BRN], [f"{BRN}#predoplata"],
      "Бронь подтверждается предоплатой в размере половины стоимости. Внести её нужно в течение суток после "
      "заявки, иначе бронь снимут.", note="«половина» вместо «50 %», «суток» вместо «24 часов»."),
    V("clean", "Можно прийти заранее, чтобы подготовиться?", [BRN], [f"{BRN}#vremya"],
      "Да, за 15 минут до начала брони можно прийти бесплатно. Имейте в виду, что подготовка, сборка декораций и "
      "уборка входят во время брони.", note="«Да» в начале; «входят во время» вместо «время включает»."),
    V("clean", "Мы опоздали на полчаса — бронь сдвинется?", [BRN], [f"{BRN}#vremya"],
      "Нет, опоздание клиента не сдвигает конец брони.", note="«Нет» в начале, без чисел."),
    V("clean", "Можно ли продлить съёмку, если зал свободен?", [BRN], [f"{BRN}#prodlenie"],
      "Да, продлить бронь можно прямо на месте, если зал свободен. Продление считается по 30 минут по цене "
      "текущего тарифа.", note="порядок частей изменён."),
    V("clean", "Отменяем съёмку за 4 дня. Вернут ли предоплату?", [OTM], [f"{OTM}#otmena"],
      "Да, полностью: при отмене не позднее чем за 72 часа до начала съёмки предоплата возвращается целиком, а "
      "4 дня — это больше 72 часов.", note="4 дня читателя против 72 часов."),
    V("clean", "Отменяем за 30 часов до съёмки — что с предоплатой?", [OTM], [f"{OTM}#otmena"],
      "Вам вернут половину предоплаты: при отмене менее чем за 72 часа, но не позднее чем за 24 часа возвращается "
      "половина.", note="30 часов читателя между 72 и 24."),
    V("clean", "Когда придут деньги за отменённую бронь?", [OTM], [f"{OTM}#sroki"],
      "Деньги вернутся на ту карту, с которой вы платили, в течение 10 рабочих дней.", note="перефраз."),
    V("clean", "Можно ли перенести съёмку на другой день?", [OTM], [f"{OTM}#perenos"],
      "Да, один раз перенос бесплатный, если предупредить не позднее чем за 48 часов до начала. Предоплата "
      "перейдёт на новую дату.", note="«предупредить» вместо «сообщить»; условие сохранено."),
    V("clean", "Сколько стоит фотоаппарат на сутки в Тбилиси?", [PRK], [f"{PRK}#kamery"],
      "В Грузии Sony A7 IV сдаётся за 90 лари в сутки, объектив — за 30 лари в сутки. Взять технику на вынос можно "
      "минимум на сутки.", note="одна страна из двухстрановой фразы; «минимум»."),
    V("clean", "Какой залог за камеру в Москве?", [PRK], [f"{PRK}#zalog"],
      "При прокате на вынос в России залог за камеру — 50 000 ₽. Его возвращают в день, когда вы вернёте технику, "
      "после проверки.", note="инверсия, будущее время."),
    V("clean", "Если я сломаю камеру, что придётся платить?", [PRK], [f"{PRK}#polomka"],
      "Вы оплатите ремонт по счёту сервисного центра. Если отремонтировать технику нельзя, придётся заплатить её "
      "полную стоимость.", note="«отремонтировать нельзя» вместо «ремонт невозможен»."),
    V("clean", "Нужен второй цвет фона — сколько доплатить в Тбилиси?", [FON], [f"{FON}#fony"],
      "Один бумажный фон уже входит в аренду, а каждый следующий цвет стоит 15 лари за бронь.",
      note="одна валюта из двух."),
    V("clean", "Можно ли ходить по циклораме в кроссовках?", [FON], [f"{FON}#chistota"],
      "Только если кроссовки чистые и сменные: на циклораму заходят в бахилах или в чистой сменной обуви.",
      note="условие читателя против правила."),
    V("clean", "Можно ли взять стул из другого зала?", [FON], [f"{FON}#rekvizit"],
      "Да, предмет из другого зала стоит 300 ₽ или 9 лари за бронь, а мебель и реквизит своего зала — бесплатно.",
      note="порядок изменён."),
    V("clean", "Можно перекусить прямо в зале?", [PRV], [f"{PRV}#eda"],
      "Нет, есть и пить можно только в зоне отдыха. В самом зале разрешена лишь вода в закрытых бутылках.",
      note="«лишь» вместо «только»."),
    V("clean", "Мы хотим снимать с котом. Что нужно сделать?", [PRV], [f"{PRV}#zhivotnye"],
      "Предупредите о съёмке с животным при бронировании — тогда её разрешат. За уборку доплачивается 1 000 ₽ или "
      "30 лари за бронь.", note="повелительное наклонение; условие сохранено."),
    V("clean", "Нас будет 8 человек вместе с фотографом. Нужна доплата?", [PRV], [f"{PRV}#lyudi"],
      "Нет: в стоимость аренды входят до восьми человек, включая фотографа и модель.",
      note="8 читателя против «до 8»; число словом."),
    V("clean", "Сколько стоит абонемент в Грузии и сколько он действует?", [ABN], [f"{ABN}#desyat-chasov"],
      "В Грузии абонемент на 10 часов стоит 800 лари и действует два месяца со дня покупки; тратить часы можно "
      "только по будням.", note="число словом."),
    V("clean", "Что будет с часами абонемента, которые я не успею потратить?", [ABN], [f"{ABN}#ostatok"],
      "Они сгорят: часы, не использованные до конца срока, не возвращаются.", note="будущее время."),
    V("clean", "Можно ли отдать часы абонемента ассистенту?", [ABN], [f"{ABN}#peredacha"],
      "Да. Хотя абонемент именной, его владелец может передать часы своему ассистенту — для этого нужно письменно "
      "предупредить администратора.", note="условие сохранено; в блоке ```json.", fence=True),
    V("clean", "За сколько нужно записаться к визажисту?", [USL], [f"{USL}#vizazhist"],
      "Записаться к визажисту нужно не позднее чем за два дня. Макияж стоит 3 500 ₽ в России или 100 лари в Грузии "
      "за образ.", note="число словом; порядок изменён."),
    V("clean", "Ассистент на 3 часа — сколько это стоит в Тбилиси?", [USL], [f"{USL}#assistent"],
      "Ассистент фотографа стоит 30 лари в час, минимум — 2 часа, так что на 3 часа его заказать можно.",
      note="3 часа читателя против минимума."),
    V("clean", "Как юрлицу оплатить аренду в Москве?", [OPL], [f"{OPL}#sposoby", f"{OPL}#yurlica"],
      "Юридическим лицам выставляется счёт. Закрывающие документы придут в течение 5 рабочих дней после съёмки.",
      limitations=["В России можно заплатить и картой или через СБП."], note="limitations заполнены."),
    V("clean", "До скольки работает студия и можно ли снимать ночью в Москве?", [REZ], [f"{REZ}#chasy", f"{REZ}#noch"],
      "Студии открыты каждый день с 8:00 до 23:00. Ночью, с 23:00 до 8:00, залы сдаются только в Москве — с "
      "наценкой 50 % к тарифу и не меньше чем на 4 часа подряд.", note="два фрагмента."),

    # --- condition (3; holdout: 2nd)
    V("condition", "Можно ли перенести бронь?", [OTM], [f"{OTM}#perenos"],
      "Да, один раз бронь можно бесплатно перенести на другую дату, а предоплата перейдёт на новую.", UC,
      src="если сообщить не позднее чем за 48 часов до начала", note="условие «не позднее чем за 48 часов» "
      "опущено."),
    V("condition", "Можно ли снимать с дым-машиной?", [PRV], [f"{PRV}#dym"],
      "Да, дым-машину и генератор тумана можно включать, если заранее предупредить администратора: в залах стоит "
      "пожарная сигнализация.", UC, src="только с разрешения администратора",
      note="«с разрешения» заменено на «если предупредить»."),
    V("condition", "Можно ли оставить наш реквизит в студии до следующей съёмки?", [KHR], [f"{KHR}#khranenie"],
      "Да, если следующая съёмка у вас уже забронирована. Тогда реквизит можно хранить в студии до 7 дней, по "
      "400 ₽ или 12 лари в сутки.", UC,
      src="Свой реквизит можно оставить между съёмками не дольше чем на 7 дней",
      note="добавлено условие (следующая бронь)."),

    # --- exception (1)
    V("exception", "У нас двое детей, 5 и 8 лет. Их считают в количестве людей в зале?", [DET], [f"{DET}#deti"],
      "Нет, дети не считаются в количестве людей в зале, но до 14 лет они должны быть в студии со взрослым.", UC,
      src="Дети до 3 лет не считаются", note="исключение для детей до 3 лет выдано за правило для всех детей."),

    # --- wrong-case (4; holdout: 2nd)
    V("wrong-case", "Сколько стоит циклорама в будни в Санкт-Петербурге?", [PRF], [f"{PRF}#zaly"],
      "В России зал с циклорамой в будни стоит 4 500 ₽ в час.", MC, src="3 500 ₽ в час в будни",
      note="цена выходных отдана будням."),
    V("wrong-case", "Какой залог за камеру в Батуми?", [PRK], [f"{PRK}#zalog"],
      "При прокате на вынос в Грузии залог за камеру — 50 000 лари.", MC, src="1 500 лари за камеру",
      note="российские 50 000 ₽ выданы за лари."),
    V("wrong-case", "Сколько стоит объектив в прокате?", [PRK], [f"{PRK}#kamery"],
      "Объектив сдаётся за 3 000 ₽ в сутки в России или за 90 лари в Грузии.", MC,
      src="объектив — за 1 000 ₽ или 30 лари в сутки", note="цена фотоаппарата отдана объективу."),
    V("wrong-case", "Сколько стоит малый зал в Тбилиси?", [PGE], [f"{PGE}#zaly"],
      "В Грузии малый зал стоит 70 лари в час в любой день недели.", MC, src="малый зал — 40 лари в час",
      note="цена лофта отдана малому залу."),

    # --- other-sentence (1)
    V("other-sentence", "Сколько стоит испачканный фон?", [FON], [f"{FON}#fony"],
      "Если фон испачкан или порван, за него платят по 500 ₽ или 15 лари за метр.", MC,
      src="по 300 ₽ или 9 лари за метр", note="цена дополнительного цвета (другое предложение) отдана порче фона."),

    # --- uncited-fragment (1)
    V("uncited-fragment", "Сколько стоит циклорама в будни в Москве?", [f"{PRF}#zaly", f"{P27}#zaly"], [f"{PRF}#zaly"],
      "В России зал с циклорамой в будни стоит 3 000 ₽ в час.", MC,
      note="цена 2027 года выдана за нынешнюю, со ссылкой на нынешний прайс."),

    # --- bound (3; holdout: 2nd)
    V("bound", "За сколько нужно отменить бронь, чтобы вернули всю предоплату?", [OTM], [f"{OTM}#otmena"],
      "Всю предоплату вернут, если отменить бронь не ранее чем за 72 часа до начала съёмки.", UC,
      src="не позднее чем за 72 часа", note="«не позднее» повёрнуто в «не ранее»."),
    V("bound", "Надолго ли можно оставить свой реквизит в студии?", [KHR], [f"{KHR}#khranenie"],
      "Свой реквизит можно оставить между съёмками минимум на 7 дней, по 400 ₽ или 12 лари в сутки.", UC,
      src="не дольше чем на 7 дней", note="«не дольше» повёрнуто в «минимум»."),
    V("bound", "Сколько человек можно в малом зале?", [PRV], [f"{PRV}#lyudi"],
      "В малом зале должно быть не меньше 6 человек.", UC, src="не больше 6 человек",
      note="«не больше» повёрнуто в «не меньше»."),

    # --- modality (2; holdout: 2nd)
    V("modality", "Может ли мой ассистент снимать по моему абонементу?", [ABN], [f"{ABN}#peredacha"],
      "Да, владелец абонемента может передать часы ассистенту; предупреждать администратора не обязательно.", UC,
      src="если письменно предупредит администратора", note="обязательное предупреждение стало необязательным."),
    V("modality", "Можно записаться к визажисту в день съёмки?", [USL], [f"{USL}#vizazhist"],
      "Лучше записаться к визажисту заранее — желательно за 2 дня; макияж стоит 3 500 ₽ или 100 лари за образ.", UC,
      src="записаться нужно не позднее чем за 2 дня", note="«нужно» стало «желательно»."),

    # --- flipped (2; holdout: 2nd)
    V("flipped", "Можно ли взять напрокат свет вместе с камерой на вынос?", [PRK], [f"{PRK}#svet", f"{PRK}#kamery"],
      "Да, осветительные приборы можно взять на вынос вместе с камерой, минимум на сутки; свет стоит 400 ₽ или "
      "12 лари в час.", UC, src="На вынос свет не выдаётся", note="«не выдаётся» стало «можно взять»."),
    V("flipped", "Вернут ли деньги за неиспользованные часы абонемента?", [ABN], [f"{ABN}#ostatok"],
      "Да, часы, которые вы не успели использовать до конца срока, компенсируются деньгами.", UC,
      src="сгорают и не возвращаются", note="«сгорают и не возвращаются» стало «компенсируются»."),

    # --- invented (1)
    V("invented", "Можно ли прийти в студию раньше начала брони?", [BRN], [f"{BRN}#vremya"],
      "Да, немного заранее прийти можно бесплатно. Вещи можно оставить в гардеробе у входа.", UC,
      note="выдуманное второе предложение (гардероб), без чисел."),

    # --- agent (1)
    V("agent", "Кто платит, если циклораму после съёмки нужно перекрашивать?", [FON], [f"{FON}#chistota"],
      "Если после съёмки циклораму нужно перекрашивать, 5 000 ₽ или 150 лари за это платит студия.", UC,
      src="клиент платит 5 000 ₽", note="плательщик заменён: студия вместо клиента."),

    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит лофт в Тбилиси?", [PGE], [f"{PGE}#zaly"],
      "Лофт в Тбилиси стоит 70 лари в час в любой день недели.", NJ, src="В Грузии",
      note="контекст только Грузии; в ответе город и лари, страна не названа."),
]
