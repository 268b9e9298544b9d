"""Labelled verify cases of unseen39 (the source of verify_cases.jsonl; build_unseen39.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed in
README.md before the first corpus record was written.
26 of the 50 cases per language are correct answers written the way a strong model writes them
(several sentences, reworded, reordered clauses, "Yes." / "No." / «Да,» / «Нет:» openers, the
parent's or client's own words; words for figures — "three working days", "seven days", "ten working
days", «пяти рабочих дней», «тридцати рабочих дней», «шести месяцев», «два часа»; amounts in another
notation of the same value — "HKD 4,680" for "HK$4,680", "880 Singapore dollars" for "S$880", "SGD 50"
for "S$50", "HK$90" for "90 Hong Kong dollars", "HK$100" for "HKD 100", "180 Hong Kong dollars" for
"HK$180", "HK$4,380" for "HK$4,380.00" (zero cents dropped); «690 рублей» for «690 ₽», «2100 динаров» /
«1 600 динаров» for «… динаров», «800 динаров» for «800 RSD», «620 руб.» for «620,00 руб.», «4500 руб.»,
«15 000 ₽» for «15 000 руб.», «2300 ₽» for «2 300 ₽»; numbered lists; two editions compared, both
cited; one level's, jurisdiction's or city's value from a two-value sentence; the reader's figure
placed against a bound or a band; the two parts of a total given without the total; some fill
`limitations`); the 24 wrong ones per language carry one fault each: a condition dropped, added or
changed; a "Yes" to a question whose own figure the rule rules out; an exception dropped (a
Primary-only rule said of every student, the exception for an adrenaline pen dropped, «любой
российский документ», «включая китайский и японский»); a figure given to the wrong case (level,
jurisdiction, city, child, language, order size); a figure of another sentence of the cited fragment;
a figure of an uncited fragment (the 2027 edition); a bound turned (no more than / at least, не
позднее / не раньше, до / не меньше); the wrong side of an event (before / after the first lesson,
после / до выдачи); a period changed (once a term / once a month); modality changed (must / encouraged,
a test pupils "take" / "offered if the parent wishes", не вносим / лучше не вносить, только пара / можно
и одного); negation flipped in other words; an invented sentence; a sum the source does not state;
subjects swapped (who confirms a place; who pays the interpreter's travel); a jurisdiction left
unnamed. Every figure of a wrong answer occurs somewhere in its context, except the two sums.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


FHK, F27, FSG, LES, REF = "kes-fees-hk", "kes-fees-hk-2027", "kes-fees-sg", "kes-lessons", "kes-refunds"
EXA, CLA, MAT, ENR, SAF = "kes-exams", "kes-classes", "kes-materials", "kes-enrolment", "kes-safety"

EN = [
    # --- clean (26; holdout: 2nd, 5th, ..., 26th)
    V("clean", "How much is a term of Primary lessons in Hong Kong?", [FHK], [f"{FHK}#course-fees"],
      "In Hong Kong, a term of 12 weekly 90-minute group lessons for Primary 1 to Primary 6 costs HKD 4,680.",
      note="'HKD 4,680' for 'HK$4,680'; the Secondary values left out."),
    V("clean", "What does a term cost for a Secondary 3 student in Singapore?", [FSG], [f"{FSG}#course-fees"],
      "In Singapore, a term for Secondary 1 to Secondary 4 costs 880 Singapore dollars per subject, GST included. A "
      "term has 10 weekly lessons of 2 hours each.",
      note="'880 Singapore dollars' for 'S$880'; the reader's Secondary 3 inside the band; 'GST included' for "
      "'All fees include 9% GST'."),
    V("clean", "My son missed a lesson, but I told you two days before. Can he make it up?", [LES], [f"{LES}#make-up"],
      "Yes. A missed lesson can be made up when you tell us at least 24 hours before it starts, and two days' notice is "
      "more than that. He must take the make-up lesson within the same term, in another class of the same level; each "
      "student can have up to 3 make-up lessons a term.",
      note="the reader's 'two days' against 'at least 24 hours' (no converted figure); 'up to 3' for 'no more than 3'."),
    V("clean", "What did a Primary term cost in Hong Kong in 2027, and what does it cost now?",
      [f"{FHK}#course-fees", f"{F27}#course-fees"], [f"{FHK}#course-fees", f"{F27}#course-fees"],
      "In Hong Kong, a term of Primary lessons cost HK$4,380 in 2027; today the same term costs HK$4,680.",
      note="current and historical editions, both cited; 'HK$4,380' for 'HK$4,380.00' (zero cents dropped)."),
    V("clean", "Is a trial lesson free for my daughter in Primary 2 in Singapore?", [FSG], [f"{FSG}#trial"],
      "Yes. In Singapore a trial lesson is free for Primary students; Secondary students pay SGD 45. Each student can "
      "take only one trial lesson per subject.", note="'only one' for 'no more than one'."),
    V("clean", "We'd like to withdraw. The next term starts in three weeks. Do we get the next term's fee back?", [REF],
      [f"{REF}#withdrawal"],
      "Yes. If your written notice reaches us at least 14 days before the next term starts, the next term's fee is "
      "refunded in full, and three weeks is more than 14 days. Later notice means we keep 50% of that fee.",
      note="the reader's 'three weeks' against 'at least 14 days'."),
    V("clean", "How big are the classes in Hong Kong?", [CLA], [f"{CLA}#class-size"],
      "Group classes in Hong Kong have at most 8 students. A class only runs once at least 3 students are enrolled; if "
      "it doesn't, we offer a place in another class or a full refund of the term fee.",
      note="pretty-printed JSON; Singapore's 6 left out.", pretty=True),
    V("clean", "How much is a mock exam in Hong Kong?", [EXA], [f"{EXA}#mock-exams"],
      "Each mock exam paper costs HK$450 in Hong Kong. Students enrolled for both terms of the school year sit one mock "
      "exam per subject for free. Mock exams take place in November and March.",
      note="```json fence; sentences reordered.", fence=True),
    V("clean", "What's included in the materials fee?", [MAT], [f"{MAT}#materials"],
      "The materials fee covers:\n1. worksheets\n2. notes\n3. one printed workbook per subject\nIt is HK$260 a term in "
      "Hong Kong and 48 Singapore dollars a term in Singapore, charged once per subject and term, and it is not refunded "
      "after the first lesson.", note="a numbered list, one a line (list numbers are not figures)."),
    V("clean", "Can my son join the science practical online?", [CLA], [f"{CLA}#online"],
      "No. Group classes can be joined online through Zoom, but science practicals and mock exams are held in person "
      "only.", note="'No' answers from the exception; no figure."),
    V("clean", "How much is the sibling discount in Singapore for my third child?", [FSG], [f"{FSG}#siblings"],
      "In Singapore, each child after the second gets 8% off the course fee, so your third child gets 8%; the second "
      "child gets 5%.", note="'each child after the second' for 'each further child'; the reader's 'third'."),
    V("clean", "We are moving overseas mid-term. What happens to our fees in Singapore?", [REF], [f"{REF}#mid-term"],
      "Fees for a term that has started are normally not refunded, but a move overseas is the exception: the lessons "
      "not yet held are refunded, less an administration fee of SGD 50 in Singapore. Approved refunds are paid within "
      "30 days.", limitations=["In Hong Kong the administration fee is HK$300."],
      note="'SGD 50' for 'S$50'; `limitations` filled with the other jurisdiction's fee."),
    V("clean", "Does the Hong Kong sibling discount apply to mock exams?", [FHK], [f"{FHK}#siblings"],
      "No. In Hong Kong, each sibling after the first gets 10% off the course fee, but the sibling discount does not "
      "cover the materials fee or mock exams.", note="'No' first; 'does not cover' for 'does not apply to'."),
    V("clean", "I lost my son's workbook in Hong Kong. What does a replacement cost?", [MAT], [f"{MAT}#replacement"],
      "A replacement workbook in Hong Kong costs HK$90, and the new copy is ready at the front desk within three working "
      "days.", note="'HK$90' for '90 Hong Kong dollars'; 'three' for '3'."),
    V("clean", "Is my daughter covered by the results guarantee if she attended 95% of her lessons?", [EXA],
      [f"{EXA}#results-guarantee"],
      "Her attendance qualifies: the guarantee requires at least 90% of the lessons of the school year, and 95% meets "
      "that. It applies to Secondary 6 students in Hong Kong, for English, Mathematics and Chinese only: if she does "
      "not reach Level 4 in the subject at the HKDSE, the next term of that subject is free. It does not apply if she "
      "joined after 1 October of her Secondary 6 year, and a claim must reach us within 60 days of the results day.",
      note="the reader's 95% against 'at least 90%', every other condition kept."),
    V("clean", "When is the term fee due in Singapore, and how can I pay?", [REF], [f"{REF}#payment"],
      "In Singapore you pay by PayNow or GIRO, no later than 10 days before the first lesson of the term. Paying late "
      "costs SGD 20.", note="one jurisdiction's values from two-value sentences; clauses reordered."),
    V("clean", "My daughter is joining Primary 4. Does she need a placement test?", [ENR], [f"{ENR}#placement"],
      "No. Primary students do not take a placement test; it is only for students joining at Secondary 1 or above.",
      note="'No' from the stated converse ('Primary students do not take one')."),
    V("clean", "Our class is full. What happens if a place opens up?", [ENR], [f"{ENR}#waiting-list"],
      "Your child goes on the class's waiting list at no charge. When a place becomes free, it is offered to the first "
      "student on the list, and you have 48 hours to confirm it before it passes to the next student.",
      note="the family addressed as 'you'; 'at no charge' for 'free of charge'."),
    V("clean", "Can my 8-year-old's grandmother collect her after class?", [SAF], [f"{SAF}#pick-up"],
      "Only if her grandmother is named on the enrolment form: children under 10 leave the centre only with a parent or "
      "an adult named there. If nobody has arrived 15 minutes after the lesson ends, the front desk calls you and your "
      "daughter waits in the reading corner.", note="the reader's 8-year-old under 10; the condition as the answer."),
    V("clean", "Can your staff give my son his asthma inhaler?", [SAF], [f"{SAF}#medical"],
      "No. Our staff do not give students any medicine; the only exception is an adrenaline pen provided by the parent "
      "with written instructions. Please note allergies and medical needs on the enrolment form.",
      note="the reader's inhaler under 'any medicine'; the exception kept."),
    V("clean", "My son arrived 25 minutes late for a test. Can he still sit it?", [LES], [f"{LES}#late"],
      "No. A student who arrives more than 20 minutes late for a test is not allowed to sit it; he will take it at the "
      "next lesson instead.", note="the reader's 25 over 'more than 20'."),
    V("clean", "What does a trial lesson cost in Hong Kong?", [FHK], [f"{FHK}#trial"],
      "A trial lesson in Hong Kong is 180 Hong Kong dollars, for students who have never studied with us. Enrol within "
      "seven days of the trial and the 180 dollars comes off the first term's fee.",
      note="'180 Hong Kong dollars' for 'HK$180'; 'seven' for '7'."),
    V("clean", "Can I change my daughter's tutor?", [CLA], [f"{CLA}#tutor-change"],
      "Yes, once a term. Ask in writing and we will arrange the change within 10 working days; the new tutor follows "
      "the same syllabus, and the class keeps its day and time.", note="no fee invented; reworded."),
    V("clean", "How much is a term of Secondary 4 Chemistry in Hong Kong, plus materials?",
      [f"{FHK}#course-fees", f"{MAT}#materials"], [f"{FHK}#course-fees", f"{MAT}#materials"],
      "In Hong Kong, a term for Secondary 4 to Secondary 6 costs HK$7,260 per subject, and the materials fee of HK$260 "
      "a term per subject comes on top of that.",
      note="the two parts of the total from two fragments, both cited, with no sum written."),
    V("clean", "How long does it take to get the marked mock exam scripts back?", [EXA], [f"{EXA}#mock-exams"],
      "You get the marked scripts back within ten working days. Mock exams are held twice a year, in November and in "
      "March, under real exam conditions.", note="'ten' for '10'."),
    V("clean", "Is there a charge if I pay the Hong Kong term fee late?", [REF], [f"{REF}#payment"],
      "Yes. In Hong Kong a late payment is charged HK$100. The fee is due no later than 10 days before the first lesson "
      "of the term, by FPS or bank transfer.", note="'HK$100' for 'HKD 100'; Singapore's values left out."),

    # --- wrong (24)
    V("condition", "Can my son make up a lesson he missed?", [LES], [f"{LES}#make-up"],
      "Yes. A missed lesson can be made up within the same term, in another class of the same level; each student may "
      "have no more than 3 make-up lessons a term.", UC,
      src="only if you tell us at least 24 hours before it starts",
      note="the condition (24 hours' notice) dropped."),
    V("condition", "Can my child join classes online?", [CLA], [f"{CLA}#online"],
      "Yes, if a parent has agreed to it in writing at enrolment: any group class can then be joined through Zoom, "
      "except science practicals and mock exams, which are in person only.", UC,
      src="Any group class can be joined online through Zoom",
      note="a condition added (a parent's written agreement at enrolment)."),
    V("condition", "Who can get a refund during a term?", [REF], [f"{REF}#mid-term"],
      "Fees for a term that has already started are refunded only when a student changes school: the lessons not yet "
      "held are refunded, less an administration fee of HK$300 in Hong Kong or S$50 in Singapore, within 30 days.", UC,
      src="except when the family moves overseas",
      note="the condition changed: the family moves overseas → the student changes school."),
    V("condition", "Our withdrawal notice reached you 7 days before the next term. Will the next term's fee be refunded in "
      "full?", [REF], [f"{REF}#withdrawal"],
      "Yes, the next term's fee is refunded in full when written notice is given at least two weeks before the next "
      "term starts.", UC, src="at least 14 days before the next term starts",
      note="a 'Yes' the rule rules out: the reader's 7 days is less than 'at least 14 days' (written 'two weeks')."),
    V("exception", "Is the trial lesson free in Singapore?", [FSG], [f"{FSG}#trial"],
      "Yes. In Singapore a trial lesson is free, and each student may take no more than one trial lesson per subject.",
      UC, src="costs SGD 45 for Secondary students",
      note="the Primary students' free trial stated as the rule for every student."),
    V("exception", "Will your staff use my son's adrenaline pen if he needs it?", [SAF], [f"{SAF}#medical"],
      "No. Our staff do not give students any medicine of any kind; please tell us about allergies and medical needs on "
      "the enrolment form.", UC,
      src="except an adrenaline pen that the parent has provided with written instructions",
      note="the exception dropped: the general rule applied to the excepted case."),
    V("wrong-case", "How much is a term for Secondary 2 in Hong Kong?", [FHK], [f"{FHK}#course-fees"],
      "In Hong Kong, a term for Secondary 2 costs HK$7,260.", MC, src="HK$5,940 for Secondary 1 to Secondary 3",
      note="the Secondary 4 to 6 price given to Secondary 2 (wrong level)."),
    V("wrong-case", "How many students are in a Singapore class?", [CLA], [f"{CLA}#class-size"],
      "In Singapore, group classes have at most 8 students, and a class runs only when at least 3 are enrolled.", MC,
      src="at most 6 in Singapore", note="Hong Kong's 8 given to Singapore (wrong jurisdiction)."),
    V("wrong-case", "What is the materials fee in Singapore?", [MAT], [f"{MAT}#materials"],
      "In Singapore, the materials fee is 260 dollars a term per subject, and it is not refunded after the first lesson.",
      MC, src="48 Singapore dollars a term in Singapore",
      note="Hong Kong's 260 given to Singapore, written as 'dollars' (wrong jurisdiction)."),
    V("wrong-case", "What discount does my second child get in Singapore?", [FSG], [f"{FSG}#siblings"],
      "In Singapore, the second child enrolled in the same term gets 8% off the course fee.", MC,
      src="gets 5% off the course fee", note="the further children's 8% given to the second child."),
    V("other-sentence", "How long do I have to claim under the results guarantee?", [EXA], [f"{EXA}#results-guarantee"],
      "Claims under the results guarantee must reach us within 90 days of the results day.", MC,
      src="within 60 days of the results day", note="the attendance threshold's 90 (another sentence) given to the claim."),
    V("other-sentence", "How long will staff wait before calling me if I'm late to collect my son?", [SAF],
      [f"{SAF}#pick-up"],
      "If nobody has come 10 minutes after the lesson ends, the front desk calls the parent, and the child waits in the "
      "reading corner.", MC, src="15 minutes after the lesson ends",
      note="the age limit's 10 (another sentence) given to the waiting time."),
    V("uncited-fragment", "How much is a Secondary 1 term in Hong Kong?", [f"{FHK}#course-fees", f"{F27}#course-fees"],
      [f"{FHK}#course-fees"],
      "In Hong Kong, a term for Secondary 1 to Secondary 3 costs HK$5,580.", MC,
      note="the 2027 edition's HK$5,580.00 (uncited) given as today's, citing today's list."),
    V("bound", "How many make-up lessons can my daughter have?", [LES], [f"{LES}#make-up"],
      "Each student is entitled to at least 3 make-up lessons a term, provided you tell us at least 24 hours before the "
      "missed lesson, and they are taken within the same term.", UC,
      src="no more than 3 make-up lessons a term", note="the bound turned: 'no more than 3' → 'at least 3'."),
    V("bound", "When must the term fee be paid?", [REF], [f"{REF}#payment"],
      "The term fee is due within 10 days after the first lesson of the term; in Hong Kong you pay by FPS or bank "
      "transfer, in Singapore by PayNow or GIRO.", UC, src="no later than 10 days before the first lesson",
      note="the wrong side of the event: 'before the first lesson' → 'after'."),
    V("bound", "How often can I ask for a different tutor?", [CLA], [f"{CLA}#tutor-change"],
      "You may ask for a different tutor once a month, in writing, and we arrange the change within 10 working days.",
      UC, src="once a term", note="the period changed: 'once a term' → 'once a month'."),
    V("modality", "Do online students have to keep the camera on?", [CLA], [f"{CLA}#online"],
      "We encourage students who join online to keep their camera on during the lesson, but it is up to them.", UC,
      src="must keep their camera on for the whole lesson", note="modality changed: 'must' → 'encouraged, up to them'."),
    V("modality", "Does my son have to take a placement test to join Secondary 2?", [ENR], [f"{ENR}#placement"],
      "A placement test is offered to students joining at Secondary 1 or above if the parent wishes; it takes 45 "
      "minutes, is free, and the results come within 3 working days.", UC,
      src="take a 45-minute placement test before they enrol",
      note="modality changed: a test students take before they enrol → offered if the parent wishes."),
    V("flipped", "Is the materials fee refunded if we withdraw after the first lesson?", [MAT], [f"{MAT}#materials"],
      "Yes, the materials fee is refunded after the first lesson; it is HK$260 a term in Hong Kong and 48 Singapore "
      "dollars in Singapore.", UC, src="it is not refunded after the first lesson",
      note="'not refunded' flipped to 'refunded'."),
    V("flipped", "Is a lesson missed without notice refunded?", [LES], [f"{LES}#no-notice"],
      "A lesson missed without notice is refunded, but it is not made up.", UC,
      src="is neither refunded nor made up", note="'neither refunded nor made up' flipped to 'refunded, not made up'."),
    V("invented", "What happens at a mock exam?", [EXA], [f"{EXA}#mock-exams"],
      "Mock exams are held twice a year, in November and in March, under real exam conditions. Every student also gets "
      "a one-to-one feedback session with the tutor afterwards.", UC,
      note="an invented sentence (a feedback session), no figure."),
    V("invented", "How much is a Secondary 5 term plus the materials fee in Hong Kong?",
      [f"{FHK}#course-fees", f"{MAT}#materials"], [f"{FHK}#course-fees", f"{MAT}#materials"],
      "In Hong Kong, a term for Secondary 5 costs HK$7,260 per subject and the materials fee is HK$260, so one subject "
      "comes to HK$7,520 a term in total.", UN,
      note="a sum the source does not state (HK$7,520); the parts are right and both fragments are cited."),
    V("agent", "A place opened in the full class. What happens next?", [ENR], [f"{ENR}#waiting-list"],
      "The place is offered to the first student on the waiting list, and our front desk confirms it for the family "
      "within 48 hours; otherwise it goes to the next student.", UC,
      src="the family must confirm it within 48 hours",
      note="subjects swapped: the front desk confirms the place, where the family must."),
    V("jurisdiction", "What discount does a second child get?", [f"{FSG}#siblings"], [f"{FSG}#siblings"],
      "The second child of a family enrolled in the same term gets 5% off the course fee, and each further child gets "
      "8% off.", NJ, src="In Singapore, the second child",
      note="a Singapore-only context, the jurisdiction not named."),
]

RF, R27, RS, APO, ZAK = "slm-prays-rf", "slm-prays-rf-2027", "slm-prays-rs", "slm-apostil", "slm-zakaz"
UST, DOS, PRA, OPL = "slm-ustnyy", "slm-dostavka", "slm-pravki", "slm-oplata"

RU = [
    # --- clean (26)
    V("clean", "Сколько стоит перевод страницы с английского в Москве?", [RF], [f"{RF}#pismennyy"],
      "В России письменный перевод одной учётной страницы с английского языка стоит 690 рублей.",
      note="«690 рублей» for «690 ₽»; the other languages left out."),
    V("clean", "Сколько стоит перевод с немецкого в Белграде?", [RS], [f"{RS}#pismennyy"],
      "В Сербии перевод одной страницы с немецкого стоит 2100 динаров.", note="«2100 динаров» for «2 100 динаров»."),
    V("clean", "Нужно заверить перевод справки у нотариуса в двух экземплярах. Сколько это стоит?", [RF],
      [f"{RF}#notarius"],
      "В России нотариальное заверение перевода стоит 1 100 ₽ за первый экземпляр документа, а каждый следующий "
      "экземпляр — ещё 700 ₽. Заверяем только переводы наших переводчиков.",
      note="the two prices given, no sum written; «наших переводчиков» for «выполненные нашими переводчиками»."),
    V("clean", "Сколько стоил перевод страницы с английского в 2027 году и сколько сейчас?",
      [f"{RF}#pismennyy", f"{R27}#pismennyy"], [f"{RF}#pismennyy", f"{R27}#pismennyy"],
      "В России в 2027 году страница перевода с английского стоила 620 руб., а сейчас стоит 690 ₽.",
      note="two editions, both cited; «620 руб.» for «620,00 руб.» (zero kopecks dropped)."),
    V("clean", "Перевод для суда в Сербии — надо ли его потом заверять у нотариуса?", [RS], [f"{RS}#sudskiy"],
      "Нет. В Сербии перевод для государственных органов заверяет своей печатью судебный переводчик: это стоит 800 "
      "динаров за документ и делается в срок перевода, а к нотариусу идти не нужно.",
      note="«800 динаров» for «800 RSD»; the reader's court as a state body."),
    V("clean", "Нужно 12 страниц перевести к следующему рабочему дню. Сколько накинете?", [ZAK], [f"{ZAK}#srochnost"],
      "Срочный перевод к следующему рабочему дню делаем с наценкой 50 %. Ваши 12 страниц укладываются в предел: срочные "
      "заказы принимаем объёмом не больше 15 страниц (кроме переводов с китайского и японского — их срочно не "
      "выполняем).", note="the reader's 12 under «не больше 15»; the exception kept."),
    V("clean", "Переводим 35 страниц. За сколько дней будет готово?", [ZAK], [f"{ZAK}#sroki"],
      "Заказ от 10 до 50 страниц выполняем за срок от трёх до пяти рабочих дней, так что 35 страниц будут готовы в этот срок.",
      note="the reader's 35 inside «от 10 до 50»; «от трёх до пяти» for «3–5»."),
    V("clean", "Сколько стоит последовательный перевод в Белграде и какой минимальный заказ?", [UST],
      [f"{UST}#posledovatelnyy"],
      "В Сербии последовательный перевод стоит 4 000 динаров в час. Минимальный заказ — два часа, и каждый начатый час "
      "оплачивается полностью.", note="pretty-printed JSON; «два часа»; Russia's 3 500 ₽ left out.", pretty=True),
    V("clean", "Нужен переводчик на переговоры на один час. Можно заказать только час?", [UST],
      [f"{UST}#posledovatelnyy"],
      "Нет: минимальный заказ последовательного перевода — 2 часа. В России час стоит 3 500 ₽.",
      note="```json fence; the reader's «один час» under the minimum.", fence=True),
    V("clean", "Сколько стоит апостиль на российский диплом и сколько его ждать?", [APO], [f"{APO}#apostil"],
      "Апостиль на российский документ ставим за 10 рабочих дней. Наша услуга стоит 4500 руб. за документ, а "
      "госпошлину 2 500 руб. вы оплачиваете отдельно.",
      note="a diploma is not a ZAGS document: 10 days; «4500 руб.»; the parts given, no total."),
    V("clean", "Апостиль на свидетельство о браке из ЗАГС Новосибирска — какой срок?", [APO], [f"{APO}#apostil"],
      "На документы ЗАГС, выданные за пределами Москвы и Санкт-Петербурга, срок апостиля — до тридцати рабочих дней.",
      note="the exception applied to the reader's case; «тридцати»."),
    V("clean", "Нужна легализация документа для ОАЭ. Сколько стоит и сколько ждать?", [APO], [f"{APO}#legalizaciya"],
      "Для ОАЭ нужна консульская легализация: она занимает от 20 до 30 рабочих дней и стоит от 15 000 ₽ за документ, "
      "консульский сбор в эту сумму не входит.",
      note="«15 000 ₽» for «15 000 руб.»; «не входит» for «без консульского сбора»."),
    V("clean", "Сколько стоит доставка курьером по Москве?", [DOS], [f"{DOS}#kurer"],
      "По Москве в пределах МКАД курьер привезёт готовые документы за 600 рублей, а при заказе от 15 000 ₽ доставка "
      "бесплатна.", note="«600 рублей»; the other cities left out."),
    V("clean", "Забираю перевод через 20 дней после готовности — он ещё будет в офисе?", [DOS], [f"{DOS}#hranenie"],
      "Да: готовые документы хранятся в офисе бесплатно 30 дней, и 20 дней в этот срок укладываются. Позже их передают "
      "в архив, выдача оттуда стоит 300 ₽ и занимает 2 рабочих дня.", note="the reader's 20 under 30."),
    V("clean", "Нашёл ошибку в переводе через две недели. Исправите бесплатно?", [PRA], [f"{PRA}#pravki"],
      "Да, если исходный текст не менялся: правки по вашим замечаниям вносим бесплатно в течение 30 дней после выдачи "
      "перевода. Если перевод уже заверен у нотариуса, правки не вносим — понадобятся новый перевод и новое заверение.",
      note="the reader's «две недели» within 30 days (no converted figure); the condition kept."),
    V("clean", "Ведомство не приняло перевод из-за ошибки переводчика. Что вы сделаете?", [PRA], [f"{PRA}#garantiya"],
      "Если перевод не приняли из-за нашей ошибки, мы бесплатно исправим его и заново заверим за два рабочих дня. "
      "Претензию по гарантии можно подать в течение шести месяцев после выдачи перевода.",
      note="words for figures; «за два рабочих дня» for «в течение 2 рабочих дней»."),
    V("clean", "Заказ на 3 000 ₽. Сколько нужно внести заранее?", [OPL], [f"{OPL}#predoplata"],
      "Всю сумму: частные клиенты вносят предоплату 100 % за заказ до 5 000 ₽ включительно.",
      note="the reader's 3 000 ₽ inside «до 5 000 ₽ включительно»."),
    V("clean", "Отменяю письменный перевод, переводчик ещё не начинал. Придётся платить?", [OPL], [f"{OPL}#otmena"],
      "Нет, пока переводчик не приступил к работе, письменный перевод можно отменить бесплатно.",
      note="«Нет,» opener; no figure."),
    V("clean", "Заказываем 120 страниц. Какая будет скидка?", [OPL], [f"{OPL}#skidki"],
      "При заказе от 100 страниц скидка — 15 %, и скидки не суммируются. На срочные заказы и нотариальное заверение "
      "скидки не действуют.", limitations=["Скидка 10 % действует при заказе от 30 страниц."],
      note="the reader's 120 over 100; `limitations` filled."),
    V("clean", "Как работает синхронный перевод у вас?", [UST], [f"{UST}#sinhronnyy"],
      "Синхронный перевод:\n1. ведут только два переводчика в паре;\n2. час работы пары стоит 12 000 ₽;\n3. заказывать "
      "его нужно не позднее чем за 5 рабочих дней до мероприятия.",
      note="a numbered list (list numbers are not figures)."),
    V("clean", "Переводчик поедет с нами за город. Что мы оплачиваем?", [UST], [f"{UST}#vyezd"],
      "Дорогу переводчика туда и обратно, а также 50 % его часовой ставки за время в пути.",
      note="«туда и обратно» for «в обе стороны»; the answer without a verb."),
    V("clean", "Сколько стоит перевод паспорта с нотариальным заверением в Санкт-Петербурге?", [RF], [f"{RF}#pasport"],
      "В России перевод паспорта вместе с нотариальным заверением стоит 2300 ₽, без заверения — 1 200 ₽; срок — 1 "
      "рабочий день.", note="«2300 ₽» for «2 300 ₽»; the two values reordered."),
    V("clean", "Сколько стоит перевод страницы с русского на сербский в Нови-Саде?", [RS], [f"{RS}#pismennyy"],
      "В Сербии перевод одной страницы с русского на сербский стоит 1 600 динаров.",
      note="the reader's city inside the country's price; one value of a three-value sentence."),
    V("clean", "Можно ли срочно перевести договор с китайского к завтрашнему дню?", [ZAK], [f"{ZAK}#srochnost"],
      "Нет: срочные заказы мы принимаем, но переводы с китайского и японского срочно не выполняем.",
      note="«Нет:» from the exception; no figure."),
    V("clean", "Доставите перевод по Белграду? Сколько стоит?", [DOS], [f"{DOS}#kurer"],
      "Да, курьер доставит готовые документы по Белграду за 700 динаров.", note="one city's value."),
    V("clean", "Компания оплачивает перевод по счёту — какой срок оплаты?", [OPL], [f"{OPL}#predoplata"],
      "Компании оплачивают заказ по счёту в течение пяти рабочих дней после выдачи перевода.",
      note="«пяти» for «5»."),

    # --- wrong (24)
    V("condition", "Можно ли отменить письменный перевод бесплатно?", [OPL], [f"{OPL}#otmena"],
      "Да, письменный перевод можно отменить бесплатно в любой момент.", UC,
      src="пока переводчик не приступил к работе", note="the condition («пока переводчик не приступил») dropped."),
    V("condition", "Заверите у нотариуса перевод?", [RF], [f"{RF}#notarius"],
      "Да. В России нотариальное заверение перевода стоит 1 100 ₽ за первый экземпляр и 700 ₽ за каждый следующий; "
      "заверяем переводы наших переводчиков, если заказ на перевод и заверение оформлен в один день.", UC,
      src="Заверяем у нотариуса только переводы, выполненные нашими переводчиками",
      note="a condition added («если … оформлен в один день»)."),
    V("condition", "Кто получает скидку 5 %?", [OPL], [f"{OPL}#skidki"],
      "Скидку 5 % на перевод любых документов получают студенты и пенсионеры; скидки не суммируются.", UC,
      src="на перевод личных документов", note="the condition changed: личных документов → любых документов."),
    V("condition", "Нужно срочно перевести 25 страниц к следующему рабочему дню. Возьмёте?", [ZAK], [f"{ZAK}#srochnost"],
      "Да, возьмём: срочный перевод к следующему рабочему дню делаем с наценкой 50 %, а срочные заказы принимаем "
      "объёмом до пятнадцати страниц.", UC, src="не больше 15 страниц",
      note="a «Да» the rule rules out: the reader's 25 pages is more than «не больше 15» (written «до пятнадцати»)."),
    V("exception", "За сколько дней ставите апостиль на российские документы?", [APO], [f"{APO}#apostil"],
      "Апостиль на любой российский документ проставляем за 10 рабочих дней; услуга стоит 4 500 руб., госпошлина "
      "2 500 руб. оплачивается отдельно.", UC,
      src="кроме документов ЗАГС, выданных за пределами Москвы и Санкт-Петербурга",
      note="the exception (ZAGS documents from other regions, up to 30 days) dropped: «любой»."),
    V("exception", "Какой максимальный объём срочного заказа?", [ZAK], [f"{ZAK}#srochnost"],
      "Срочно переводим заказы объёмом не больше 15 страниц с любого языка, включая китайский и японский.", UC,
      src="кроме переводов с китайского и японского",
      note="the exception overridden: Chinese and Japanese said to be included."),
    V("wrong-case", "Сколько стоит перевод страницы с французского в Москве?", [RF], [f"{RF}#pismennyy"],
      "В России перевод страницы с французского стоит 850 ₽.", MC, src="790 ₽ с немецкого и французского",
      note="Serbian's 850 ₽ given to French (wrong language)."),
    V("wrong-case", "Сколько стоит доставка курьером по Санкт-Петербургу?", [DOS], [f"{DOS}#kurer"],
      "По Санкт-Петербургу в пределах КАД курьер доставит документы за 600 ₽.", MC,
      src="по Санкт-Петербургу в пределах КАД — за 500 ₽", note="Moscow's 600 ₽ given to Saint Petersburg."),
    V("wrong-case", "Сколько стоит час последовательного перевода в Белграде?", [UST], [f"{UST}#posledovatelnyy"],
      "В Сербии час последовательного перевода стоит 3 500 динаров.", MC, src="4 000 динаров в час в Сербии",
      note="Russia's 3 500 given to Serbia (wrong jurisdiction), written in dinars."),
    V("wrong-case", "Какая предоплата за заказ на 8 000 ₽?", [OPL], [f"{OPL}#predoplata"],
      "За заказ на 8 000 ₽ частный клиент вносит предоплату 100 %.", MC, src="50 % за заказ больше 5 000 ₽",
      note="the small orders' 100 % given to an order over 5 000 ₽ (wrong band)."),
    V("other-sentence", "В течение какого срока можно подать претензию по гарантии?", [PRA], [f"{PRA}#garantiya"],
      "Претензию по гарантии принимаем в течение 2 рабочих дней после выдачи перевода.", MC,
      src="в течение 6 месяцев после выдачи перевода",
      note="the fix's 2 working days (another sentence) given to the claim period."),
    V("other-sentence", "Сколько дней хранятся готовые документы в офисе?", [DOS], [f"{DOS}#hranenie"],
      "Готовые документы хранятся в офисе бесплатно 2 рабочих дня, потом их передают в архив.", MC,
      src="храним в офисе 30 дней бесплатно",
      note="the archive's 2 working days (another sentence) given to the storage in the office."),
    V("uncited-fragment", "Сколько стоит нотариальное заверение перевода?", [f"{RF}#notarius", f"{R27}#notarius"],
      [f"{RF}#notarius"],
      "В России нотариальное заверение перевода стоит 950 ₽ за первый экземпляр документа.", MC,
      note="the 2027 edition's 950,00 руб. (uncited) given as today's, citing today's list."),
    V("bound", "За сколько нужно заказать синхронный перевод?", [UST], [f"{UST}#sinhronnyy"],
      "Синхронный перевод заказывайте не раньше чем за 5 рабочих дней до мероприятия; его ведут два переводчика, час "
      "работы пары — 12 000 ₽.", UC, src="не позднее чем за 5 рабочих дней",
      note="the bound turned: «не позднее» → «не раньше»."),
    V("bound", "Когда компания оплачивает счёт?", [OPL], [f"{OPL}#predoplata"],
      "Компании оплачивают заказ по счёту не позднее чем за 5 рабочих дней до выдачи перевода.", UC,
      src="в течение 5 рабочих дней после выдачи", note="the wrong side of the event: «после выдачи» → «до выдачи»."),
    V("bound", "Сколько страниц в день вы переводите?", [ZAK], [f"{ZAK}#sroki"],
      "Обычный темп — не меньше 8 страниц в рабочий день; заказ от 10 до 50 страниц выполняем за 3–5 рабочих дней.",
      UC, src="до 8 страниц в рабочий день", note="the bound turned: «до 8» → «не меньше 8»."),
    V("modality", "Можно ли внести правки в перевод, уже заверенный у нотариуса?", [PRA], [f"{PRA}#pravki"],
      "В перевод, уже заверенный у нотариуса, правки лучше не вносить — мы советуем заказать новый перевод и новое "
      "заверение.", UC, src="правки не вносим: нужны новый перевод и новое заверение",
      note="modality changed: «не вносим … нужны» → «лучше не вносить … советуем»."),
    V("modality", "Обязательно ли синхронный перевод ведут двое?", [UST], [f"{UST}#sinhronnyy"],
      "Синхронный перевод обычно ведут два переводчика в паре, но можно заказать и одного; час работы пары стоит "
      "12 000 ₽.", UC, src="ведут только два переводчика в паре",
      note="modality changed: «только … в паре» → «обычно …, можно и одного»."),
    V("flipped", "Скидки суммируются?", [OPL], [f"{OPL}#skidki"],
      "Да, скидки суммируются: студент, заказавший от 30 страниц, получит и 10 %, и 5 %.", UC,
      src="Скидки не суммируются", note="«не суммируются» flipped to «суммируются»."),
    V("flipped", "У меня готовый перевод от другого бюро. Заверите его у нотариуса?", [RF], [f"{RF}#notarius"],
      "Да, в России заверим у нотариуса и перевод другого бюро: 1 100 ₽ за первый экземпляр и 700 ₽ за каждый "
      "следующий.", UC, src="только переводы, выполненные нашими переводчиками",
      note="«только … нашими переводчиками» flipped to «и перевод другого бюро»."),
    V("invented", "Как считается объём перевода?", [ZAK], [f"{ZAK}#minimum"],
      "Объём считаем по исходному тексту, а текст меньше страницы оплачивается как целая страница. Таблицы и схемы в "
      "документе переводим бесплатно.", UC, note="an invented sentence (tables translated free), no figure."),
    V("invented", "Сколько в сумме стоит апостиль на российский документ вместе с госпошлиной?", [APO], [f"{APO}#apostil"],
      "Апостиль на российский документ обойдётся в 7 000 руб.: 4 500 руб. за нашу услугу и 2 500 руб. госпошлины.", UN,
      note="a sum the source does not state (7 000 руб.); the parts are right."),
    V("agent", "Кто оплачивает дорогу переводчика при выезде за город?", [UST], [f"{UST}#vyezd"],
      "При выезде за пределы города дорогу в обе стороны оплачивает бюро, а клиент доплачивает 50 % часовой ставки за "
      "время в пути.", UC, src="клиент оплачивает ему дорогу в обе стороны",
      note="subjects swapped: the agency pays the travel, where the client does."),
    V("jurisdiction", "Сколько стоит заверение перевода для госоргана?", [f"{RS}#sudskiy"], [f"{RS}#sudskiy"],
      "Перевод для государственных органов заверяет печатью судебный переводчик; заверение стоит 800 RSD за документ.",
      NJ, src="В Сербии перевод для государственных органов",
      note="a Serbia-only context, the country not named (RSD only)."),
]
