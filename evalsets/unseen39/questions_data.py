"""Labelled questions of unseen39 (the source of questions_*.jsonl; build_unseen39.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed in README.md before the first corpus
record was written.
This round leans on parents' questions about levels inside a band ("Secondary 2" inside "Secondary 1
to Secondary 3", "Primary 5" inside "Primary 5 and Primary 6"), on the reader's own figure against a
bound ("12 hours before" against "at least 24 hours", "10 days" against "at least 14 days", "November
of her Secondary 6 year" against "after 1 October"; «20 страниц» against «не больше 15 страниц», «40
дней» against «в течение 30 дней», «18 000 ₽» against «от 15 000 ₽», «за 10 часов» against «меньше чем
за 24 часа»), on exceptions («кроме переводов с китайского и японского», «кроме документов ЗАГС,
выданных за пределами Москвы и Санкт-Петербурга», "except science practicals and mock exams"), on
sums the source does not state (a Secondary 4 term plus the materials fee; three notarised copies),
on near-misses that name one of two similar things where the corpus speaks only of the other
(Singapore in 2027, where the 2027 edition is Hong Kong's; Secondary 5 in Singapore, where Secondary 5
is priced in Hong Kong only; a fee for changing tutor, a lost student card, a late pick-up fee, a
discount for three subjects, pausing a course; Белград в 2027 году, где редакция 2027 года —
российская; китайский и перевод паспорта в Белграде, где они оценены только в российском прайсе;
курьер по Казани; скидка на устный перевод по часам, где скидки — по страницам; апостиль на
казахстанский документ; минимальный заказ синхронного перевода, где минимум назван для
последовательного; судебный переводчик в России, где он — сербская практика), on parents' and
clients' chat spellings ("hw", "makeup", "skipped", "tmr", "wats", "hongkong", "kids", "diff", "dont",
"wat"; «скока», «скок», «накинете», «почем», «забыл», «чё», «тыщ», «слышал»), on questions that name a
document, and on plain questions answered only by an unanchored section.
"""
from __future__ import annotations

NOW = "2028-11-15T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# tutoring_en record ids
FHK, F27, F29, FSG = "kes-fees-hk-2028", "kes-fees-hk-2027", "kes-fees-hk-2029", "kes-fees-sg-2028"
EARLY, PUNG, LES, REF = "kes-early-bird-2028", "kes-punggol-2029", "kes-lessons-2028", "kes-refunds-2028"
EXA, CLA, MAT, ENR = "kes-exams-2028", "kes-classes-2028", "kes-materials-2028", "kes-enrolment-2028"
SAF, HAND, PART, SHA = "kes-safety-2028", "kes-tutor-handbook-2028", "kes-partner-schools-2028", "kes-branch-sha-tin-2028"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is a term of Secondary 2 lessons in Hong Kong?", ["kes-fees-hk#course-fees"],
      "HK$5,940 for Secondary 1 to Secondary 3",
      "Secondary 2 is inside 'Secondary 1 to Secondary 3': HK$5,940. The 2027 (HK$5,580.00) and 2029 (HK$6,240) "
      "editions and the expired early-bird offer are wrong sources."),
    A("answerable", "My son told you 12 hours before his lesson that he was ill. Can he have a make-up lesson?",
      ["kes-lessons#make-up"], "only if you tell us at least 24 hours before it starts",
      "condition: 12 hours is less than 'at least 24 hours': no."),
    A("answerable", "My daughter is in Primary 5 in Singapore. What does a term cost?", ["kes-fees-sg#course-fees"],
      "S$720 for Primary 5 and Primary 6",
      "Singapore, Primary 5: S$720 (S$640 is Primary 1 to 4, in the same sentence)."),
    A("answerable", "We want to withdraw, but the next term starts in 10 days. Will the next term's fee be refunded?",
      ["kes-refunds#withdrawal"], "If the notice reaches us later, we keep 50% of the next term's fee",
      "condition: 10 days is less than 'at least 14 days before the next term starts': no, 50% is kept."),
    A("answerable", "My son has never studied with you. What does a trial lesson cost in Hong Kong, and is it deducted "
      "if he enrols?", ["kes-fees-hk#trial"], "the HK$180 is deducted from the first term's fee",
      "HK$180, deducted when he enrols within 7 days; the 2027 (HK$150.00) and 2029 (HK$200) editions are wrong sources."),
    A("answerable", "Is the trial lesson free for a Primary 3 pupil in Singapore?", ["kes-fees-sg#trial"],
      "a trial lesson is free for Primary students", "yes: free for Primary students (SGD 45 is for Secondary)."),
    A("answerable", "Two of my children are enrolled in Singapore this term. What discount does the second one get?",
      ["kes-fees-sg#siblings"], "the second child of a family enrolled in the same term gets 5% off the course fee",
      "Singapore: 5% (8% is for each further child; Hong Kong's 10% is another jurisdiction)."),
    A("answerable", "Does the Hong Kong sibling discount also apply to the materials fee?", ["kes-fees-hk#siblings"],
      "does not apply to the materials fee or to mock exams", "no."),
    A("answerable", "What did a term cost for a Secondary 5 student in Hong Kong in 2027?",
      ["kes-fees-hk-2027#course-fees"], "a term cost HK$6,900.00 per subject",
      "a past year: the historical 2027 edition (HK$6,900.00, zero cents); today's HK$7,260 is a wrong source."),
    A("answerable", "How many students are in a group class in Singapore?", ["kes-classes#class-size"],
      "at most 6 in Singapore", "at most 6 (8 is Hong Kong's, in the same sentence)."),
    A("answerable", "Can my son sit the mock exam online from home?", ["kes-classes#online"],
      "except science practicals and mock exams, which are held in person only",
      "no: the exception of the online rule; #mock-exams of kes-exams says nothing about online."),
    A("answerable", "We are moving overseas in the middle of the term. Will we get any fees back in Hong Kong?",
      ["kes-refunds#mid-term"], "less an administration fee of HK$300 in Hong Kong",
      "the exception to 'not refunded': the lessons not yet held, less HK$300, paid within 30 days."),
    A("answerable", "How much does one mock exam paper cost in Singapore?", ["kes-exams#mock-exams"],
      "S$65 in Singapore", "S$65 (HK$450 is Hong Kong's)."),
    A("answerable", "My daughter joined in November of her Secondary 6 year. Is she covered by the results guarantee?",
      ["kes-exams#results-guarantee"],
      "it does not apply to students who join after 1 October of their Secondary 6 year",
      "condition: November is after 1 October: no."),
    A("answerable", "What is the materials fee per subject in Singapore?", ["kes-materials#materials"],
      "48 Singapore dollars a term in Singapore", "48 Singapore dollars a term (HK$260 is Hong Kong's)."),
    A("answerable", "How much do we pay in one term for Secondary 4 Mathematics in Hong Kong, materials included?",
      ["kes-fees-hk#course-fees", "kes-materials#materials"], "HK$7,260 per subject",
      "HK$7,260 and HK$260 (the sum, HK$7,520, is not stated); both fragments are acceptable citations."),
    A("answerable", "Does my son need a placement test to join Secondary 3, and what does it cost?",
      ["kes-enrolment#placement"], "The test is free",
      "Secondary 3 is 'Secondary 1 or above': a 45-minute test, free."),
    A("answerable", "I paid the Singapore term fee late. What is the charge?", ["kes-refunds#payment"],
      "SGD 20 in Singapore", "SGD 20 (HKD 100 is Hong Kong's)."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is the Easter intensive course for a Secondary 6 student?", [(FHK, MA)],
      "a 5-day intensive course at HK$3,200 per subject",
      "unanchored 'Holiday intensive courses' of the Hong Kong fees; the anchored #course-fees of the same record "
      "(HK$7,260 per subject for Secondary 4 to 6) is accepted and near: answering it is a wrong source."),
    S("rejected-best", "How much is JC2 tuition per term at the Bukit Timah branch?", [(FSG, MA)],
      "at S$1,180 per subject a term",
      "unanchored 'Junior College tuition'; the anchored #course-fees (S$880 for Secondary) is a wrong source."),
    S("rejected-best", "A Black Rainstorm Warning was issued an hour before my daughter's lesson. Is the lesson cancelled?",
      [(LES, MA)], "the lesson is cancelled and made up later in the same term at no charge",
      "unanchored 'Bad weather'; the anchored #make-up (24 hours' notice) is another subject."),
    S("rejected-best", "Can my son move to a different branch in Hong Kong in the middle of the term?", [(REF, MA)],
      "once a term at no charge", "unanchored 'Moving to another branch'; #withdrawal does not answer."),
    S("rejected-best", "How many past-paper booklets can my daughter borrow from the branch library?", [(EXA, MA)],
      "borrow up to 5 past-paper booklets at a time", "unanchored 'Past papers'."),
    S("rejected-best", "My daughter missed an online lesson. Can she watch a recording of it?", [(CLA, MA)],
      "the recording is available to the class for 7 days",
      "unanchored 'Recordings of lessons'; the anchored #online (Zoom, camera on) does not answer."),
    S("rejected-best", "Can my son borrow a calculator for the mock exam?", [(MAT, MA)],
      "an approved calculator can be borrowed at the front desk",
      "unanchored 'Calculators for exams'; #mock-exams of kes-exams does not name calculators."),
    S("rejected-best", "Can my son eat his lunch in the classroom?", [(SAF, MA)], "Food is not allowed in the classrooms",
      "unanchored 'Food in the classrooms'."),
    S("rejected-best", "How much notice must a tutor give before cancelling a lesson?", [(HAND, False)],
      "at least 48 hours before it starts",
      "denied: the tutor handbook (kes-tutors); the parents' 24 hours of #make-up is a wrong source."),
    S("rejected-best", "What discount do partner schools get on group course fees?", [(PART, False)],
      "pay 20% less than the published course fees",
      "denied: rates for partner schools (kes-partners); the sibling discounts are a wrong source."),
    S("rejected-best", "How much was the early-bird discount on the autumn term course fee?", [(EARLY, False)],
      "paid 15% less on the course fee", "expired 31 July 2028."),
    S("rejected-best", "What will a Primary term cost in Hong Kong in 2029?", [(F29, False)],
      "HK$4,920 for Primary 1 to Primary 6",
      "not yet published (1 December 2028); today's HK$4,680 is 2028's."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you teach piano?", [], "piano", "no record names music lessons.", absent=["piano"]),
    S("nothing", "Do you prepare students for the IELTS?", [], "ielts",
      "HKDSE, PSLE and A-Level are named; no IELTS.", absent=["ielts"]),
    S("nothing", "Is there a school bus to your branches?", [], "school bus", "no transport.", absent=["bus"]),
    S("nothing", "Can I pay the fees in Bitcoin?", [], "bitcoin",
      "payment: FPS, bank transfer, PayNow, GIRO.", absent=["bitcoin"]),
    S("nothing", "Do you run coding classes for children?", [], "coding", "no such subject.", absent=["coding"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a term of Secondary 2 lessons cost in Singapore in 2027?", [], "in Singapore in 2027",
      "the 2027 edition is Hong Kong's (HK$5,580.00); today's S$880 is not a 2027 price."),
    S("near-miss", "How much is a term of Secondary 5 lessons in Singapore?", [], "Secondary 5 lessons in Singapore",
      "the Singapore list prices Secondary 1 to Secondary 4; Secondary 5 is priced only in Hong Kong (and in its "
      "unanchored holiday courses)."),
    S("near-miss", "Is there a fee for changing tutor?", [], "fee for changing tutor",
      "#tutor-change names no fee; the refunds' administration fee and the late payment charge are other subjects."),
    S("near-miss", "My son lost his student card. How much is a new one?", [], "student card",
      "a lost workbook is priced (#replacement); no card.", absent=["card"]),
    S("near-miss", "How much is a private one-to-one lesson?", [], "one-to-one",
      "only group lessons are priced.", absent=["one-to-one", "private"]),
    S("near-miss", "Is there a discount for a student who takes three subjects?", [], "three subjects",
      "the discounts are for siblings (and the expired early-bird); nothing for several subjects."),
    S("near-miss", "Can we pause the course for one term and keep our place?", [], "pause",
      "withdrawing (#withdrawal) and the waiting list are other subjects.", absent=["pause"]),
    S("near-miss", "Is there a late fee if I pick my daughter up late?", [], "late pick-up fee",
      "#pick-up names no fee (the front desk calls the parent); the late payment charge is another subject."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much r primary lessons per term in hk?", ["kes-fees-hk#course-fees"],
      "HK$4,680 for Primary 1 to Primary 6", "'hw', 'hk': HK$4,680.", absent=["hw"]),
    A("paraphrase-typo", "my boy skipped class without telling u, can he do a makeup?", ["kes-lessons#no-notice"],
      "A lesson missed without notice is neither refunded nor made up",
      "'skipped … without telling' is 'missed without notice': no.", absent=["makeup", "skipped"]),
    S("paraphrase-typo", "typhoon 8 tmr morning, is class still on??", [(LES, MA)], "When Typhoon Signal No. 8",
      "unanchored 'Bad weather' (the same section as a rejected-best question, another warning).", absent=["tmr"]),
    A("paraphrase-typo", "sg trial class for sec 3 how much", ["kes-fees-sg#trial"],
      "costs SGD 45 for Secondary students", "'sg', 'sec 3': SGD 45."),
    A("paraphrase-typo", "wats the max no of kids in a class in hongkong", ["kes-classes#class-size"],
      "at most 8 students in Hong Kong", "at most 8.", absent=["wats", "hongkong", "kids"]),
    S("paraphrase-typo", "heard ur opening in punggol, how big r the classes there?", [(PUNG, False)],
      "in classes of no more than 5",
      "not yet published (15 December 2028); #class-size (6 in Singapore) is another branch's rule: a wrong source."),
    A("paraphrase-typo", "can i get a diff tutor if my daughter dont like hers", ["kes-classes#tutor-change"],
      "You may ask for a different tutor once a term", "yes, once a term, in writing.", absent=["dont"]),
    S("paraphrase-typo", "wat time does the sha tin branch close on sat?", [(SHA, False)],
      "on Saturdays from 9:00 to 18:00", "unknown-policy: the Sha Tin record has no policy.", absent=["wat"]),
    A("paraphrase-typo", "lost the workbook 😩 how much 2 replace in singapore", ["kes-materials#replacement"],
      "15 Singapore dollars in Singapore", "15 Singapore dollars."),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Kestrel withdrawal, refunds and payment, when is the term fee due?",
      ["kes-refunds#payment"], "no later than 10 days before the first lesson of the term", "named title."),
    A("named-document", "What does Kestrel mock exams and results guarantee say about when marked scripts are returned?",
      ["kes-exams#mock-exams"], "Marked scripts are returned within 10 working days", "named title."),
    S("named-document", "According to Kestrel fees: Hong Kong, which branch runs the holiday intensive courses?",
      [(FHK, MA)], "at the Causeway Bay branch only",
      "named title; the answer is in its unanchored 'Holiday intensive courses'."),
    A("named-document", "What does Kestrel student safety and pick-up say about who may collect a child under 10?",
      ["kes-safety#pick-up"], "only with a parent or with an adult named on the enrolment form", "named title."),
]

# perevod_ru record ids
RF, R27, R29, RS = "slm-prays-rf-2028", "slm-prays-rf-2027", "slm-prays-rf-2029", "slm-prays-rs-2028"
AKC, NISH, APO, ZAK = "slm-akciya-leto-2028", "slm-ofis-nish-2029", "slm-apostil-2028", "slm-zakaz-2028"
UST, DOS, PRA, OPL = "slm-ustnyy-2028", "slm-dostavka-2028", "slm-pravki-2028", "slm-oplata-2028"
INS, PAR, NS = "slm-instrukciya-2028", "slm-partnery-2028", "slm-ofis-novi-sad-2028"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит перевод страницы с немецкого в Москве?", ["slm-prays-rf#pismennyy"],
      "790 ₽ с немецкого и французского",
      "Москва — Россия: 790 ₽; редакции 2027 (710,00 руб.) и 2029 (860 ₽) — чужие источники; 2 100 динаров — Сербия."),
    A("answerable", "Нужно заверить у нотариуса перевод одного документа в трёх экземплярах. Сколько стоит заверение?",
      ["slm-prays-rf#notarius"], "1 100 ₽ за первый экземпляр документа и 700 ₽ за каждый следующий экземпляр",
      "1 100 ₽ и по 700 ₽ за два следующих (сумма, 2 500 ₽, в источнике не названа; 2 500 руб. в корпусе — только "
      "госпошлина за апостиль, другой предмет)."),
    A("answerable", "Сколько стоит перевод страницы с английского в Белграде?", ["slm-prays-rs#pismennyy"],
      "1 900 динаров с английского и на английский", "Белград — Сербия: 1 900 динаров; 690 ₽ — Россия."),
    A("answerable", "Перевод делал не ваш переводчик. Заверите его у нотариуса?", ["slm-prays-rf#notarius"],
      "Заверяем у нотариуса только переводы, выполненные нашими переводчиками", "нет."),
    A("answerable", "Нужно перевести 20 страниц к завтрашнему дню. Возьмёте?", ["slm-zakaz#srochnost"],
      "Срочные заказы принимаем объёмом не больше 15 страниц", "condition: 20 больше 15 — нет."),
    A("answerable", "Нужен срочный перевод трёх страниц с японского к завтрашнему дню. Сделаете?",
      ["slm-zakaz#srochnost"], "кроме переводов с китайского и японского: их срочно не выполняем",
      "exception: японский срочно не переводят, хотя 3 страницы меньше 15."),
    A("answerable", "Перевод для государственного органа в Сербии нужно ещё заверять у нотариуса?",
      ["slm-prays-rs#sudskiy"], "К нотариусу с таким переводом идти не нужно",
      "нет: заверяет судебный переводчик (800 RSD); российское нотариальное заверение — чужой источник."),
    A("answerable", "Заказываю перевод 40 страниц. За сколько дней сделаете?", ["slm-zakaz#sroki"],
      "Заказ от 10 до 50 страниц выполняем за 3–5 рабочих дней", "condition: 40 — внутри «от 10 до 50»."),
    A("answerable", "Сколько стоил перевод страницы с сербского в 2027 году?", ["slm-prays-rf-2027#pismennyy"],
      "780,00 руб. с сербского и на сербский",
      "прошлый год: историческая редакция 2027 года; нынешние 850 ₽ — чужой источник."),
    A("answerable", "Устный переводчик нужен на полтора часа. Сколько часов перевода придётся оплатить?",
      ["slm-ustnyy#posledovatelnyy"], "Минимальный заказ — 2 часа",
      "condition: полтора часа меньше минимума — 2 часа."),
    A("answerable", "За сколько дней нужно заказать синхронный перевод на мероприятие?", ["slm-ustnyy#sinhronnyy"],
      "не позднее чем за 5 рабочих дней до мероприятия", "не позднее чем за 5 рабочих дней."),
    A("answerable", "Свидетельство о рождении выдал ЗАГС в Екатеринбурге. За сколько дней поставите на него апостиль?",
      ["slm-apostil#apostil"], "на них срок — до 30 рабочих дней",
      "exception: ЗАГС за пределами Москвы и Санкт-Петербурга — до 30 рабочих дней, не 10."),
    A("answerable", "Сколько стоит консульская легализация документа для ОАЭ и сколько она займёт?",
      ["slm-apostil#legalizaciya"], "от 15 000 руб. за документ без консульского сбора",
      "от 15 000 руб., от 20 до 30 рабочих дней."),
    A("answerable", "Сколько стоит доставка готовых документов курьером по Санкт-Петербургу?", ["slm-dostavka#kurer"],
      "по Санкт-Петербургу в пределах КАД — за 500 ₽", "500 ₽ (600 ₽ — Москва)."),
    A("answerable", "У меня заказ на 18 000 ₽. Доставка по Москве будет бесплатной?", ["slm-dostavka#kurer"],
      "По Москве доставка бесплатна при заказе от 15 000 ₽", "condition: 18 000 больше 15 000 — да."),
    A("answerable", "Нашёл опечатку в переводе через 40 дней после получения. Исправите бесплатно?",
      ["slm-pravki#pravki"], "вносим бесплатно в течение 30 дней после выдачи перевода",
      "condition: 40 дней больше 30 — нет; гарантия (6 месяцев) — о непринятом ведомством переводе, другое."),
    A("answerable", "Я студент и заказываю срочный перевод свидетельства о рождении. Мне дадут скидку 5 %?",
      ["slm-oplata#skidki"],
      "не действуют на срочные заказы", "нет: скидки не действуют на срочные заказы."),
    A("answerable", "Отменяю встречу с устным переводчиком за 10 часов до начала. Сколько придётся заплатить?",
      ["slm-oplata#otmena"], "оплачивается в размере 2 часов работы", "condition: 10 часов меньше 24 — 2 часа работы."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит перевод страницы с армянского?", [(RF, MA)],
      "Перевод с армянского, грузинского и узбекского языков стоит 1 250 ₽ за страницу",
      "неякорный раздел «Редкие языки»; якорный #pismennyy того же прайса принят и рядом — чужой источник."),
    S("rejected-best", "Сколько стоит перевод водительских прав для замены в Сербии?", [(RS, MA)],
      "стоит 2 400 дин. вместе с заверением",
      "неякорный раздел «Перевод водительских прав»; якорный #pismennyy (1 600 динаров) — чужой источник."),
    S("rejected-best", "Можете получить за меня повторное свидетельство о рождении из ЗАГС?", [(APO, MA)],
      "Повторные свидетельства из ЗАГС истребуем по нотариальной доверенности",
      "неякорный раздел «Истребование документов»; якорный #apostil (ЗАГС, сроки апостиля) — другое."),
    S("rejected-best", "Какая наценка за перевод в выходные?", [(ZAK, MA)], "применяется наценка 30 %",
      "неякорный раздел «Работа в выходные»; якорный #srochnost (50 % и 100 %) — чужой источник."),
    S("rejected-best", "Сколько стоит сопровождение переводчика у нотариуса в Москве?", [(UST, MA)],
      "стоит 4 800 ₽ за визит", "неякорный раздел «Сопровождение у нотариуса»; #posledovatelnyy (3 500 ₽ в час) — чужой."),
    S("rejected-best", "Отправите готовый перевод за границу? Сколько идёт доставка?", [(DOS, MA)],
      "срок доставки — от 3 до 7 рабочих дней",
      "неякорный раздел «Отправка за границу»; якорный #kurer (Москва, Санкт-Петербург, Белград) — чужой источник."),
    S("rejected-best", "Если ошибка возникла из-за моего глоссария, исправите бесплатно?", [(PRA, MA)],
      "исправляем платно — за 50 % стоимости страницы",
      "неякорный раздел «Глоссарий клиента»; #pravki («бесплатно в течение 30 дней») ответил бы «да» — чужой источник."),
    S("rejected-best", "Можно ли оплатить большой заказ в рассрочку?", [(OPL, MA)],
      "можно оплатить в рассрочку на 3 месяца без процентов", "неякорный раздел «Рассрочка»."),
    S("rejected-best", "Как переводчик пишет фамилию в переводе паспорта, если у клиента нет загранпаспорта?",
      [(INS, False)], "транслитерируем по таблице ИКАО", "закрыто: инструкция переводчика (slm-perevodchiki)."),
    S("rejected-best", "Какую скидку получают бюро-партнёры на письменный перевод?", [(PAR, False)],
      "скидку 25 % на письменный перевод", "закрыто: тарифы для бюро-партнёров (slm-partnery); #skidki — чужой."),
    S("rejected-best", "Сколько стоил перевод паспорта с заверением по летней акции?", [(AKC, False)],
      "стоил 1 790 ₽ вместо 2 300 ₽",
      "истекла 31 августа 2028 года; нынешние 2 300 ₽ (#pasport) — не цена акции (чужой источник)."),
    S("rejected-best", "Сколько будет стоить перевод страницы с английского в 2029 году?", [(R29, False)],
      "750 ₽ с английского языка и на английский", "не опубликован (1 декабря 2028); нынешние 690 ₽ — 2028 года."),

    # --- nothing (5)
    S("nothing", "Делаете ли вы локализацию видеоигр?", [], "видеоигр", "ничего о видеоиграх.",
      absent=["видеоигр", "локализац"]),
    S("nothing", "Есть ли у вас офис в Будапеште?", [], "будапешт",
      "Москва, Санкт-Петербург, Белград, Нови-Сад (и неопубликованный Ниш).", absent=["будапешт"]),
    S("nothing", "Можно ли оплатить перевод криптовалютой?", [], "криптовалют", "ничего о криптовалюте.",
      absent=["криптовалют"]),
    S("nothing", "Есть ли у вас переводчики русского жестового языка?", [], "жестов", "ничего о жестовом языке.",
      absent=["жестов"]),
    S("nothing", "Делаете ли вы субтитры к фильмам?", [], "субтитр", "ничего о субтитрах.", absent=["субтитр", "фильм"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоил перевод страницы в Белграде в 2027 году?", [], "в Белграде в 2027 году",
      "редакция 2027 года — российская (руб.); нынешние 1 900 динаров — не цена 2027 года."),
    S("near-miss", "Сколько стоит перевод страницы с китайского в Белграде?", [], "с китайского в Сербии",
      "китайский оценён только в российском прайсе (1 450 ₽); сербский прайс о нём молчит."),
    S("near-miss", "Сколько стоит перевод паспорта в Белграде?", [], "перевод паспорта в Сербии",
      "перевод паспорта оценён только в России (1 200 ₽); сербский прайс о нём молчит."),
    S("near-miss", "Сколько стоит доставка документов курьером по Казани?", [], "казани",
      "курьер — Москва, Санкт-Петербург, Белград.", absent=["казан"]),
    S("near-miss", "Какая скидка на устный перевод от 30 часов?", [], "от 30 часов",
      "скидки — от 30 и от 100 страниц письменного перевода; о часах устного перевода не сказано."),
    S("near-miss", "Сколько стоит апостиль на казахстанский документ?", [], "казахстанский документ",
      "апостиль — на российские и сербские документы.", absent=["казахстан"]),
    S("near-miss", "Какой минимальный заказ синхронного перевода?", [], "минимальный заказ синхронного перевода",
      "минимум 2 часа назван для последовательного перевода; о синхронном — только пара и 5 рабочих дней."),
    S("near-miss", "Сколько стоит заверение перевода судебным переводчиком в России?", [],
      "судебным переводчиком в России",
      "судебный переводчик — в сербском прайсе; в России — нотариальное заверение, другое."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит перевести паспорт с заверением?", ["slm-prays-rf#pasport"],
      "вместе с нотариальным заверением — 2 300 ₽", "«скока»: 2 300 ₽; акция (1 790 ₽) истекла.", absent=["скока"]),
    A("paraphrase-typo", "надо перевод сегодня же, скок накинете?", ["slm-zakaz#srochnost"],
      "в день заказа — наценка 100 %", "«сегодня же» — в день заказа: 100 %.", absent=["скок", "накинете"]),
    S("paraphrase-typo", "переводите с грузинского? почем страница", [(RF, MA)],
      "Перевод с армянского, грузинского и узбекского языков",
      "неякорный раздел «Редкие языки» (тот же, что в rejected-best, другой язык).", absent=["почем"]),
    A("paraphrase-typo", "забыл забрать перевод, уже 2 месяца прошло, чё теперь?", ["slm-dostavka#hranenie"],
      "выдача из архива стоит 300 ₽", "2 месяца — больше 30 дней: архив, 300 ₽, 2 рабочих дня.",
      absent=["забыл", "чё"]),
    A("paraphrase-typo", "заказ тыщ на 12, можно половину сразу а остальное потом?", ["slm-oplata#predoplata"],
      "50 % за заказ больше 5 000 ₽", "«тыщ на 12» — 12 000 ₽, больше 5 000 ₽: предоплата 50 %, да.", absent=["тыщ"]),
    S("paraphrase-typo", "слышал открываете офис в нише, с какого числа?", [(NISH, False)],
      "откроется 15 января 2029 года", "не опубликован (10 декабря 2028).", absent=["слышал"]),
    A("paraphrase-typo", "нашла ошибку в переводе через неделю, поправите бесплатно?", ["slm-pravki#pravki"],
      "Правки по замечаниям клиента вносим бесплатно", "неделя — в пределах 30 дней: да, если исходник не менялся.",
      absent=["нашла", "поправите"]),
    S("paraphrase-typo", "во скока открывается офис в нови саде в субботу?", [(NS, False)],
      "по субботам с 10:00 до 14:00", "unknown-policy: запись об офисе в Нови-Саде без policy.", absent=["скока"]),
    A("paraphrase-typo", "апостиль на рос. диплом скок дней ждать?", ["slm-apostil#apostil"],
      "Апостиль на российский документ проставляем за 10 рабочих дней",
      "«рос. диплом» — российский документ не из ЗАГС: 10 рабочих дней.", absent=["скок", "диплом"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что говорит «Словомост: правки и гарантия» о сроке приёма претензий?",
      ["slm-pravki#garantiya"], "Претензию по гарантии принимаем в течение 6 месяцев после выдачи перевода",
      "named title: 6 месяцев."),
    A("named-document", "Согласно документу «Словомост: доставка и выдача документов», сколько стоит курьер по Белграду?",
      ["slm-dostavka#kurer"], "по Белграду — за 700 динаров", "named title: 700 динаров."),
    S("named-document", "Что сказано в «Словомост: оплата, отмена и скидки» о рассрочке?", [(OPL, MA)],
      "на 3 месяца без процентов", "named title; ответ — в его неякорном разделе «Рассрочка»."),
    A("named-document", "Что в «Словомост: устный перевод» сказано об оплате выезда переводчика за город?",
      ["slm-ustnyy#vyezd"], "клиент оплачивает ему дорогу в обе стороны", "named title."),
]
