"""Labelled verify cases of unseen52 (the source of verify_cases.jsonl; build_unseen52.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, numbers in words ("ten working days"; «три рабочих дня», «семи календарных
дней»), another notation of the same amount ("265 pounds", "GBP 235" for "£…"; «рублей» for «₽», «тенге»
for «₸»), Russian case forms and word order, two editions or two countries at once, the reader's age,
count, size, time or sum checked against a band, exceptions and conditions kept, the actor named. A figure
is never derived (no sums, no conversions, no differences). Wrong answers carry one fault each (README's
table).
"""
from __future__ import annotations

NOW = "2034-10-07T10:00:00Z"

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]
DG = ["degenerate-output"]
NC = ["missing-citation", "misattributed-figure"]
UM = ["unperformed-mutation"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence}


PUK, PIE, P33 = "cbk-prices-uk", "cbk-prices-ie", "cbk-prices-uk-2033"
COURSES, MEMB, FIRING, COLL = "cbk-courses", "cbk-membership", "cbk-firing", "cbk-collection"
YOUNG, SAFETY, VOUCH = "cbk-young", "cbk-safety", "cbk-vouchers"

EN = [
    # --- clean (23)
    V("clean", "How much is a ten-week wheel-throwing course in Bristol and in Leeds?", [PUK], [f"{PUK}#courses"],
      "In the UK the ten-week wheel-throwing course costs 265 pounds at the Bristol studio and GBP 235 at the Leeds "
      "studio.", note="'265 pounds' and 'GBP 235' for '£…'; both studios."),
    V("clean", "What does the course fee include in the UK?", [PUK], [f"{PUK}#courses"],
      "In the UK the course fee covers 10 kg of stoneware clay, the studio glazes and two firings of every piece "
      "you make in class.", note="pretty-printed JSON; a list restated, 'you'-addressed.", pretty=True),
    V("clean", "How has the price of the ten-week course in Bristol changed since 2033?",
      [f"{P33}#courses", f"{PUK}#courses"], [f"{P33}#courses", f"{PUK}#courses"],
      "In the UK the ten-week wheel-throwing course at the Bristol studio cost £245 in 2033 and costs 265 pounds "
      "now.", note="```json fence; historical and current editions, both cited; notations swapped; no difference "
      "derived.", fence=True),
    V("clean", "How much is a two-hour drop-in session in Leeds and in Dublin?",
      [f"{PUK}#drop-in", f"{PIE}#drop-in"], [f"{PUK}#drop-in", f"{PIE}#drop-in"],
      "A two-hour drop-in wheel session costs £28 in Leeds, in the UK, and €35 in Dublin, in Ireland.",
      note="two countries, each figure to its own."),
    V("clean", "I'm on Open membership in Leeds. Can I get a second shelf, and what does it cost?", [PUK],
      [f"{PUK}#membership"],
      "Yes. In the UK a second shelf is available to Open members only, and it costs £12 a month.",
      note="'Yes.' opener; the reader's tier inside the condition."),
    V("clean", "Can I use my own clay on the wheels at the Dublin studio?", [PIE], [f"{PIE}#clay-glaze"],
      "No. In Ireland clay bought elsewhere may not be used on the studio wheels; members buy their clay from the "
      "studio at €22 for a 12.5 kg bag.", note="'No.' opener; Dublin read as Ireland; a decimal figure."),
    V("clean", "How much studio time does membership in Galway include?", [PIE], [f"{PIE}#membership"],
      "In Ireland the single membership tier gives you 30 hours of studio time a month and one shelf, for €120 a "
      "month.", note="'single' for 'one membership tier'; reordered."),
    V("clean", "We want to book 6 places on the same course for our office team. Is there a discount, and how do "
      "we pay?", [COURSES], [f"{COURSES}#block-bookings"],
      "Yes: a group that books 6 or more places on the same course at once gets 10% off each place. The booking "
      "has to be paid by one invoice at least 14 days before the first class.",
      note="the reader's count at the bound ('6 or more')."),
    V("clean", "I will miss my third class. Can I make it up?", [COURSES], [f"{COURSES}#missed-classes"],
      "Yes, you can make up a missed class free of charge at a drop-in session at the same studio during the same "
      "term; each course allows up to 2 make-up classes.", note="'you'-addressed; reordered."),
    V("clean", "I need to cancel my course 10 days before the first class. Do I get anything back?", [COURSES],
      [f"{COURSES}#cancellation"],
      "No. From 14 days before the first class no part of the fee is refunded, but you may pass your place once "
      "to another adult.", note="the reader's 10 days inside the second band; the alternative with its 'once'."),
    V("clean", "The teacher was ill and the studio cancelled one class of my course. What happens?", [COURSES],
      [f"{COURSES}#studio-cancels"],
      "When the studio cancels a class, it adds an extra class at the end of the course.",
      note="'When' for 'If'."),
    V("clean", "What must a new member do before using the wheels alone, and what does it cost in Ireland?",
      [MEMB], [f"{MEMB}#induction"],
      "Before using the wheels, the glazes or the slab roller without a teacher, every new member has to take a "
      "one-hour induction; in Ireland it costs €25.", note="'has to' for 'must'; the country's figure only."),
    V("clean", "I left a bowl on the shared drying rack for 10 days. What happens to it?", [MEMB],
      [f"{MEMB}#shelves"],
      "Work left on the shared drying racks for more than 7 days is moved to the reclaim bin, where greenware is "
      "recycled into clay; your 10 days are past that limit.",
      note="the reader's 10 days over the bound; 'where' for 'and … in the reclaim bin'."),
    V("clean", "Can I pause my membership over the summer?", [MEMB], [f"{MEMB}#notice"],
      "Yes, once a year you can pause your membership for up to 2 months, and you keep your shelf while it is "
      "paused.", note="'Yes,' opener; 'up to' kept; passive made active."),
    V("clean", "Can my 17-year-old niece come with me to a studio session as my guest?", [MEMB], [f"{MEMB}#guests"],
      "No. A member's guest must be aged 18 or over; a member may bring one such guest once a month, and the "
      "guest pays the studio's drop-in price.", note="the reader's 17 under the bound."),
    V("clean", "How much does a bisque firing of a single 20 cm vase cost in the UK?", [FIRING], [f"{FIRING}#prices"],
      "In the UK a single piece up to 25 cm tall costs £4 per firing, so your 20 cm vase is fired for £4.",
      note="the reader's 20 cm under the bound; the UK's figure of a two-country clause."),
    V("clean", "How quickly will you fire the pieces I drop off?", [FIRING], [f"{FIRING}#turnaround"],
      "Work made outside the studio is fired within ten working days of drop-off.",
      note="'ten' in words; 'work made outside the studio' for 'outside work'."),
    V("clean", "My glaze ran onto your kiln shelf. What do I pay in Ireland?", [FIRING], [f"{FIRING}#kiln-damage"],
      "As the owner of the piece, you pay for a new kiln shelf, which costs €45 in Ireland.",
      note="the payer named ('you' = the owner of the piece)."),
    V("clean", "When will I get a reminder to collect my course work?", [COLL], [f"{COLL}#course-work"],
      "Finished course work has to be collected within 4 weeks of the last class, and the studio sends one "
      "reminder by email 2 weeks after the last class.",
      note="reordered; 'one reminder by email' for 'one email reminder'; both figures to their own events."),
    V("clean", "My daughter is 9. Can she leave the kids' class on her own if I sign a form?", [YOUNG],
      [f"{YOUNG}#supervision"],
      "No. Children under 12 have to be brought to the studio door and collected there by a parent or another "
      "adult named on the booking. Children aged 12 to 15 may leave on their own if a parent has signed the "
      "walk-home form.",
      note="the reader's age under the bound; the actor kept."),
    V("clean", "I have two children on the same Saturday kids' class in Galway. What does it cost?", [YOUNG],
      [f"{YOUNG}#kids-prices"],
      "In Ireland a six-week Saturday kids' class costs €135, and the second child from the same family on the "
      "same class gets 10% off.", note="Galway read as Ireland; the discount stated, no sum derived."),
    V("clean", "Can I brush the clay dust off my table at the end of the session?", [SAFETY],
      [f"{SAFETY}#silica-dust"],
      "No. Tables are cleaned with a wet sponge or mop only; dry brushing and dry sweeping are not allowed. Dry "
      "clay dust contains silica, which harms the lungs.", note="'No.' opener; the reason kept as its own "
      "sentence; reordered."),
    V("clean", "Can I use a gift voucher to pay for my membership?", [VOUCH], [f"{VOUCH}#vouchers"],
      "No. Gift vouchers can be used for courses, drop-in sessions and kids' classes, but not for membership or the "
      "firing service.", limitations=["A voucher is valid for 12 months from the date of purchase."],
      note="`limitations` filled with the fragment's other sentence."),

    # --- wrong (22)
    V("wrong-case", "How much is a ten-week course at the Bristol studio?", [PUK], [f"{PUK}#courses"],
      "In the UK a ten-week wheel-throwing course at the Bristol studio costs £235.", MC,
      src="£265 at the Bristol studio", note="Leeds's £235 (the same sentence) given to Bristol."),
    V("wrong-case", "How much is a drop-in session in Bristol?", [PUK], [f"{PUK}#drop-in"],
      "In the UK a two-hour drop-in wheel session in Bristol costs £28.", MC, src="£32 in Bristol",
      note="Leeds's £28 (the same sentence) given to Bristol."),
    V("country", "How far ahead must a drop-in session in Dublin be booked?", [f"{PUK}#drop-in", f"{PIE}#drop-in"],
      [f"{PUK}#drop-in", f"{PIE}#drop-in"],
      "In Ireland drop-in sessions must be booked online at least 24 hours ahead.", MC,
      src="must be booked online at least 48 hours ahead",
      note="a wrong country: the UK's 24 hours given to Ireland; both fragments cited, the value only in the UK "
      "one."),
    V("unit", "How much is a second shelf in the UK?", [PUK], [f"{PUK}#membership"],
      "In the UK a second shelf costs £12 a week and is available to Open members only.", UC,
      src="a second shelf costs £12 a month", note="a monthly price given per week (the figure right, the period "
      "wrong)."),
    V("other-value", "How much does a bisque firing of a full shelf cost in the UK?", [FIRING], [f"{FIRING}#prices"],
      "In the UK a full kiln shelf costs £24 for a bisque firing.", MC,
      src="A full kiln shelf costs £18 in the UK or €22 in Ireland for a bisque firing",
      note="the glaze firing's £24 (the same sentence) given to the bisque firing."),
    V("other-value", "How much is Open membership in the UK?", [PUK], [f"{PUK}#membership"],
      "In the UK Open membership costs £95 a month with unlimited studio time during opening hours.", MC,
      src="Open membership at £150 a month", note="Studio membership's £95 (the same sentence) given to Open."),
    V("deadline", "By when must a block booking be paid?", [COURSES], [f"{COURSES}#block-bookings"],
      "A block booking must be paid by one invoice at least 48 hours before the first class.", MC,
      src="at least 14 days before the first class",
      note="the 48 hours of another event (a reserved place is held, #booking, uncited) given to the invoice."),
    V("uncited-fragment", "How much is a ten-week course in Leeds?", [f"{PUK}#courses", f"{P33}#courses"],
      [f"{PUK}#courses"], "In the UK a ten-week wheel-throwing course at the Leeds studio costs £215.", MC,
      src="£235 at the Leeds studio",
      note="the 2033 edition's 215 pounds (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is the induction?", [MEMB], [],
      "The one-hour induction for new members costs £25 in the UK and €25 in Ireland.", NC,
      note="no citation at all: the figures are true but in an uncited fragment."),
    V("exception", "What can I use a gift voucher for?", [VOUCH], [f"{VOUCH}#vouchers"],
      "A gift voucher can be used for anything the studio sells, membership and the firing service included.", UC,
      src="but not for membership or the firing service", note="the exception overridden ('included')."),
    V("exception", "Can my child come into the kiln room with me?", [SAFETY], [f"{SAFETY}#kiln-room"],
      "Yes, children may go into the kiln room as long as a parent stays with them.", UC,
      src="children are never allowed in it", note="a case the source denies ('never') granted with a condition."),
    V("condition", "Can my 16-year-old son join a wheel-throwing course?", [YOUNG], [f"{YOUNG}#age-limits"],
      "Yes, young people aged 16 and 17 can join courses and drop-in sessions just like adults, with no extra "
      "paperwork.", UC, src="with a consent form signed by a parent",
      note="the condition (a parent's signed consent form) dropped and denied."),
    V("bound", "How long can I pause my membership?", [MEMB], [f"{MEMB}#notice"],
      "You can pause your membership once a year for at least 2 months.", UC, src="for up to 2 months",
      note="'up to' turned into 'at least'."),
    V("bound", "How far ahead must a drop-in session be booked in the UK?", [PUK], [f"{PUK}#drop-in"],
      "In the UK drop-in sessions must be booked online no more than 24 hours ahead.", UC,
      src="at least 24 hours ahead", note="'at least' turned into 'no more than'."),
    V("modality", "What happens to fired outside work that is not collected after 8 weeks?", [COLL],
      [f"{COLL}#outside-work"],
      "After 8 weeks, the studio must dispose of any fired outside work that has not been collected.", UC,
      src="after 8 weeks the studio may dispose of the work", note="a permission ('may') made a duty ('must')."),
    V("flipped", "If my piece explodes in the kiln, do I get the firing fee back?", [FIRING],
      [f"{FIRING}#turnaround"],
      "Yes. If a piece cracks or explodes in the kiln because of trapped air or moisture, the firing fee is "
      "refunded.", UC, src="the firing fee is still charged", note="'still charged' turned into a refund."),
    V("agent", "Who pays for a new kiln shelf if glaze from my piece runs onto it?", [FIRING],
      [f"{FIRING}#kiln-damage"], "The studio pays for a new shelf: £40 in the UK or €45 in Ireland.", UC,
      src="the owner of the piece pays for a new shelf", note="the payer swapped (the owner → the studio)."),
    V("agent", "Who has to bring a child under 12 to the studio door?", [YOUNG], [f"{YOUNG}#supervision"],
      "Children under 12 must be brought to the studio door and collected there by their teacher.", UC,
      src="by a parent or another adult named on the booking",
      note="the actor swapped (a parent or named adult → the teacher)."),
    V("invented", "How much is Studio membership in the UK?", [PUK], [f"{PUK}#membership"],
      "In the UK Studio membership costs £95 a month, or £1,000 if you pay for a year in advance.", UN,
      note="an invented yearly price (£1,000) the source does not state."),
    V("jurisdiction", "How much is a drop-in session at the Dublin studio?", [f"{PIE}#drop-in"], [f"{PIE}#drop-in"],
      "A two-hour drop-in wheel session at the Dublin studio costs €35, and it must be booked online at least 48 "
      "hours ahead.", NJ, src="In Ireland, a two-hour drop-in wheel session costs €35",
      note="an Ireland-only context, the country not named (only the town Dublin and the euro sign)."),
    V("degenerate", "Can I eat at the wheel?", [SAFETY], [f"{SAFETY}#studio-rules"],
      "Food and drink are allowed only in the kitchen area. Food and drink are allowed only in the kitchen area. "
      "Food and drink are allowed only in the kitchen area.", DG, note="one correct sentence repeated."),
    V("limitations", "When must I collect my fired outside work?", [COLL], [f"{COLL}#outside-work"],
      "Fired outside work has to be collected within 14 days of the email saying it is ready.", UM,
      limitations=["I have emailed the studio to keep your pieces for another week."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

RF, KZ, R33 = "ots-ceny-rf", "ots-ceny-kz", "ots-ceny-rf-2033"
MAKET, CVET, TIR, SROKI = "ots-maket", "ots-cvetoproba", "ots-tirazh", "ots-sroki"
OPL, HRAN, PRET, DOST = "ots-oplata", "ots-hranenie", "ots-pretenzii", "ots-dostavka"

RU = [
    # --- clean (22)
    V("clean", "Сколько стоят 100 визиток в Москве и в Казани?", [RF], [f"{RF}#vizitki"],
      "В России 100 односторонних визиток стоят 990 рублей в Москве и 850 рублей в Казани.",
      note="«рублей» for «₽»; both cities."),
    V("clean", "Сколько стоят 1 000 листовок А5 в Алматы и в Астане?", [KZ], [f"{KZ}#listovki"],
      "В Казахстане тираж 1 000 листовок формата А5 стоит 24 000 тенге в Алматы и 22 000 ₸ в Астане.",
      note="pretty-printed JSON; «тенге» for «₸»; both cities.", pretty=True),
    V("clean", "Как изменилась цена визиток в Казани с 2033 года?", [f"{R33}#vizitki", f"{RF}#vizitki"],
      [f"{R33}#vizitki", f"{RF}#vizitki"],
      "В России в 2033 году 100 односторонних визиток в Казани стоили 760 ₽, а сейчас стоят 850 рублей.",
      note="```json fence; two editions, both cited; notations swapped; the difference not derived.", fence=True),
    V("clean", "Насколько дороже двусторонние визитки в России и в Казахстане?", [f"{RF}#vizitki", f"{KZ}#vizitki"],
      [f"{RF}#vizitki", f"{KZ}#vizitki"], "Двусторонние визитки дороже на 30 % в России и на 25 % в Казахстане.",
      note="two countries, each figure to its own."),
    V("clean", "Можно ли в Казани напечатать баннер шириной 4 метра и сколько это стоит?", [RF], [f"{RF}#bannery"],
      "Да. В России печать баннера в Казани стоит 560 ₽ за квадратный метр, а только в Москве печатают баннеры "
      "шире 5 метров — ваш уже.",
      note="the reader's 4 metres under the bound; «Да:» opener."),
    V("clean", "Есть ли в Казани печать плакатов на фотобумаге?", [RF], [f"{RF}#shirokoformat"],
      "Нет. В России плакаты на фотобумаге печатают только в Москве, по 1 100 ₽ за квадратный метр; в Казани "
      "плакаты печатают на обычной бумаге, по 700 ₽ за квадратный метр.", note="«Нет.» opener; both cities."),
    V("clean", "Сколько стоит переплёт на пружину в Астане?", [KZ], [f"{KZ}#pereplyot"],
      "В Казахстане переплёт на пружину стоит 1 500 ₸ за экземпляр до 100 листов.", note="Астана read as "
      "Казахстан."),
    V("clean", "В каком виде нужно прислать макет?", [MAKET], [f"{MAKET}#trebovaniya"],
      "Макет присылайте в PDF, в CMYK, с вылетами по 2 мм с каждой стороны; разрешение изображений должно быть не "
      "ниже 300 dpi.", note="imperative «присылайте»; a list restated."),
    V("clean", "Кто отвечает за опечатки в тексте макета?", [MAKET], [f"{MAKET}#proverka"],
      "За ошибки в тексте отвечает заказчик: орфографию и содержание текста типография не проверяет, бесплатно "
      "проверяют вылеты, разрешение, цветовую модель и шрифты.",
      note="the actor named first; «типография» for «мы»; reordered."),
    V("clean", "Можно ли передать заказ в печать без утверждения макета?", [MAKET], [f"{MAKET}#utverzhdenie"],
      "Нет, без утверждённого макета заказ в печать не передают: заказчик утверждает макет письменно, ответом на "
      "письмо с PDF-файлом.", note="«Нет,» opener; the actor kept."),
    V("clean", "Гарантирует ли электронная цветопроба, что цвет тиража совпадёт с экраном?", [CVET],
      [f"{CVET}#elektronnaya"],
      "Нет. Электронную цветопробу присылают бесплатно, но совпадение цвета тиража с экраном по ней не "
      "гарантируется.", note="«присылают» for «высылаем»."),
    V("clean", "Сколько стоит печатная цветопроба в Казахстане?", [CVET], [f"{CVET}#pechatnaya"],
      "В Казахстане печатная цветопроба стоит 3 000 ₸ за лист формата А4, готова она на следующий рабочий день.",
      note="Kazakhstan's value of a two-country sentence; word order."),
    V("clean", "Заказали 500 визиток, а пришло на 5 % меньше. Что вы сделаете?", [TIR], [f"{TIR}#nedostacha"],
      "Недостача больше 3 %, поэтому по вашему выбору типография бесплатно допечатает недостающие экземпляры в "
      "течение 5 рабочих дней или вернёт за них деньги.",
      note="the reader's 5 % over the bound; the choice left to the customer."),
    V("clean", "Можно ли напечатать 50 визиток?", [TIR], [f"{TIR}#minimalnyj"],
      "Нет, минимальный тираж визиток — 100 штук.", note="the reader's 50 under the minimum."),
    V("clean", "За сколько дней печатают баннер?", [SROKI], [f"{SROKI}#obychnye"],
      "Баннер печатают за три рабочих дня; срок считают со следующего рабочего дня после оплаты и утверждения "
      "макета.", note="«три» in words; «считают» for «считается»."),
    V("clean", "Оформлю срочный заказ листовок в пятницу в 16:00. Когда он будет готов?", [SROKI],
      [f"{SROKI}#vykhodnye"],
      "В понедельник. Срочный заказ, оформленный в пятницу после 15:00, будет готов в понедельник: в субботу и "
      "воскресенье типографии не печатают.", note="the reader's 16:00 after 15:00; reordered."),
    V("clean", "Можно ли в Москве напечатать визитки в день заказа?", [SROKI], [f"{SROKI}#srochno"],
      "Да, в день заказа печатают только визитки и только в Москве — по двойной цене.",
      note="«Да,» opener; both restrictions and the price kept."),
    V("clean", "Я частное лицо. Можно заплатить половину сейчас, а остальное при получении?", [OPL],
      [f"{OPL}#predoplata"],
      "Нет. Частные лица оплачивают заказ полностью до начала печати; предоплата 50 % предусмотрена для "
      "организаций с договором.", note="the reader's case; «предусмотрена для» for «может внести»."),
    V("clean", "Я отменил заказ до начала печати, а дизайнер уже поправил макет. Что мне вернут?", [OPL],
      [f"{OPL}#otmena"],
      "Вам вернут предоплату за вычетом стоимости уже выполненной подготовки макета, потому что заказ отменён до "
      "начала печати.", limitations=["После начала печати деньги за заказ не возвращаются."],
      note="the reader's case inside the condition; `limitations` filled with the fragment's other sentence."),
    V("clean", "Сколько стоит платное хранение в Казахстане?", [HRAN], [f"{HRAN}#platno"],
      "С 11-го дня хранение заказа в Казахстане стоит 500 ₸ в сутки.", note="Kazakhstan's value; «заказа» for "
      "«за каждый заказ»."),
    V("clean", "Что нужно приложить к претензии по браку и в какой срок её подать?", [PRET], [f"{PRET}#srok"],
      "Претензию подают в течение семи календарных дней со дня получения тиража и прикладывают к ней фотографии и "
      "образцы бракованных экземпляров.", note="«семи» in words; passive made impersonal."),
    V("clean", "Сколько стоит доставка по Москве заказа на 20 000 ₽?", [DOST], [f"{DOST}#besplatnaya"],
      "Бесплатно: по Москве заказы от 15 000 ₽ доставляют без оплаты.",
      note="the reader's sum over the threshold; «без оплаты» for «бесплатна»."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоят 100 визиток в Казани?", [RF], [f"{RF}#vizitki"],
      "В России 100 односторонних визиток в Казани стоят 990 ₽.", MC, src="850 ₽ в Казани",
      note="Москва's 990 ₽ (the same sentence) given to Казань."),
    V("wrong-case", "Сколько стоит печать баннера в Москве?", [RF], [f"{RF}#bannery"],
      "В России печать баннера в Москве стоит 560 ₽ за квадратный метр.", MC, src="650 ₽ за квадратный метр в Москве",
      note="Казань's 560 ₽ (the same sentence) given to Москва."),
    V("country", "Насколько дороже двусторонние визитки в Казахстане?", [f"{RF}#vizitki", f"{KZ}#vizitki"],
      [f"{RF}#vizitki", f"{KZ}#vizitki"], "В Казахстане двусторонние визитки дороже на 30 %.", MC,
      src="Двусторонние визитки дороже на 25 %",
      note="a wrong country: Russia's 30 % given to Kazakhstan; both fragments cited, the value only in the "
      "Russian one."),
    V("unit", "Сколько стоит платное хранение в России?", [HRAN], [f"{HRAN}#platno"],
      "С 11-го дня хранение в России стоит 100 ₽ в сутки за каждый экземпляр тиража.", UC,
      src="100 ₽ в сутки в России или 500 ₸ в сутки в Казахстане за каждый заказ",
      note="a price per order given per copy (the figure right, the thing counted wrong)."),
    V("other-value", "За сколько дней печатают листовки?", [SROKI], [f"{SROKI}#obychnye"],
      "Листовки печатают за 3 рабочих дня.", MC, src="Визитки и листовки печатаем за 2 рабочих дня",
      note="the banners' 3 working days (the same sentence) given to leaflets."),
    V("other-value", "Сколько стоит твёрдый переплёт в России?", [RF], [f"{RF}#pereplyot"],
      "В России твёрдый переплёт стоит 250 ₽ за экземпляр.", MC, src="твёрдый переплёт — 1 400 ₽ за экземпляр",
      note="the spiral binding's 250 ₽ (the same sentence) given to the hard cover."),
    V("deadline", "В какой срок принимают претензию по браку?", [PRET], [f"{PRET}#srok"],
      "Претензию по браку принимают в течение 5 рабочих дней со дня получения тиража.", MC,
      src="в течение 7 календарных дней со дня получения тиража",
      note="the 5 working days of another event (the claim's review, #reshenie, uncited) given to the claim "
      "deadline."),
    V("uncited-fragment", "Сколько стоят 100 визиток в Москве?", [f"{RF}#vizitki", f"{R33}#vizitki"],
      [f"{RF}#vizitki"], "В России 100 односторонних визиток в Москве стоят 890 ₽.", MC, src="990 ₽ в Москве",
      note="the 2033 edition's 890 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит курьер по Алматы?", [DOST], [],
      "Курьер доставляет заказ по Алматы за 2 000 тенге.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Что считается браком?", [PRET], [f"{PRET}#brak"],
      "Браком считаются непропечатка, полосы, пятна краски, смещение реза больше 1 мм, а также любое расхождение "
      "цвета с экраном.", UC, src="расхождение цвета без печатной цветопробы",
      note="a case the source excludes (colour without a signed proof) added to the list."),
    V("exception", "Можно ли срочно напечатать всё, что угодно?", [SROKI], [f"{SROKI}#srochno"],
      "Да, срочно за 1 рабочий день печатаем любые заказы, в том числе баннеры и переплёт; в России это на 50 % "
      "дороже.", UC, src="баннеры и переплёт срочно не делаем",
      note="the exception overridden («в том числе баннеры и переплёт»)."),
    V("condition", "Можно ли оплатить заказ частями?", [OPL], [f"{OPL}#predoplata"],
      "Да, любой заказчик может внести предоплату 50 % и оплатить остаток в течение 5 банковских дней после "
      "получения тиража.", UC, src="Организация с договором может внести предоплату 50 %",
      note="the condition (an organisation with a contract) dropped: «любой заказчик»."),
    V("condition", "Принимаете ли вы претензии по цвету?", [CVET], [f"{CVET}#pretenzii-po-cvetu"],
      "Да, претензию по цвету тиража принимаем всегда, если цвет отличается от экрана.", UC,
      src="только если тираж расходится с подписанной печатной цветопробой",
      note="the condition (a signed printed proof) replaced by «всегда»."),
    V("bound", "Какое разрешение изображений нужно для макета?", [MAKET], [f"{MAKET}#trebovaniya"],
      "Изображения в макете должны быть в разрешении не выше 300 dpi.", UC, src="не ниже 300 dpi",
      note="«не ниже» turned into «не выше»."),
    V("bound", "Когда вы допечатываете недостающие экземпляры?", [TIR], [f"{TIR}#nedostacha"],
      "Если экземпляров меньше заказанного менее чем на 3 %, недостающие бесплатно допечатывают в течение 5 "
      "рабочих дней.", UC, src="больше чем на 3 %", note="«больше чем на 3 %» turned into «менее чем на 3 %»."),
    V("modality", "Как платит организация с договором?", [OPL], [f"{OPL}#predoplata"],
      "Организация с договором обязана внести предоплату 50 %, а остаток оплачивает в течение 5 банковских дней "
      "после получения тиража.", UC, src="может внести предоплату 50 %",
      note="a permission («может») made a duty («обязана»)."),
    V("flipped", "Проверяете ли вы орфографию в макете?", [MAKET], [f"{MAKET}#proverka"],
      "Да, при бесплатной проверке макета мы проверяем и орфографию, и содержание текста.", UC,
      src="Орфографию и содержание текста мы не проверяем", note="«не проверяем» turned into «проверяем»."),
    V("agent", "Кто оплачивает транспортную компанию при отправке в другой город России?", [DOST],
      [f"{DOST}#drugie-goroda"], "Услуги транспортной компании оплачивает типография, заказчик получает заказ "
      "бесплатно.", UC, src="её услуги заказчик оплачивает при получении",
      note="the payer swapped (заказчик → типография)."),
    V("agent", "Кто утверждает макет перед печатью?", [MAKET], [f"{MAKET}#utverzhdenie"],
      "Макет перед печатью утверждает дизайнер типографии, ответом на письмо с PDF-файлом.", UC,
      src="заказчик утверждает макет письменно", note="the actor swapped (заказчик → дизайнер)."),
    V("invented", "Сколько стоит макет визитки с нуля в России?", [MAKET], [f"{MAKET}#podgotovka"],
      "В России дизайнер сделает макет визитки с нуля за 1 500 ₽, а макет листовки — за 2 500 ₽.", UN,
      note="an invented price (2 500 ₽ for a leaflet layout)."),
    V("jurisdiction", "Сколько стоят визитки в Алматы?", [f"{KZ}#vizitki"], [f"{KZ}#vizitki"],
      "100 односторонних визиток в Алматы стоят 5 500 ₸, а в Астане — 5 000 ₸.", NJ,
      src="В Казахстане 100 односторонних визиток",
      note="a Kazakhstan-only context, the country not named (only the cities and the tenge sign)."),
    V("degenerate", "Сколько хранится готовый заказ бесплатно?", [HRAN], [f"{HRAN}#besplatno"],
      "Готовый заказ хранится бесплатно 10 календарных дней [t", DG, note="dangling label syntax («[t»)."),
    V("limitations", "Сколько стоит курьер по Казани?", [DOST], [f"{DOST}#kurer"],
      "Курьер доставляет заказ по Казани за 350 ₽.", UN,
      limitations=["Для заказов от 10 000 ₽ доставка по Казани бесплатна."],
      note="a correct answer; `limitations` invents a figure (10 000 ₽), against «в Казани … бесплатной доставки "
      "нет» (uncited)."),
]
