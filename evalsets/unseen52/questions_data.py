"""Labelled questions of unseen52 (the source of questions_*.jsonl; build_unseen52.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
`labels` and `now` default to ["public"] and NOW; the access-labels and other-time kinds set their own.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run (nothing of Tether is ever run by the session that wrote this). The split (2nd, 5th, 8th, ...
question of each kind per file is holdout) was fixed in README.md before the first corpus record.

Kinds (per corpus, 56): answerable 15, rejected-best 11, nothing 5, near-miss 6 (the variant asked is
stated nowhere: another country, city, edition, size, length or child), joined 3 (two sections' topics
joined; the combination is stated nowhere), paraphrase-typo 8 (stops: the 3rd, 6th, 8th), named-document
3 (the stop is the 3rd), access-labels 3 (the reader's labels other than `public`; the stop is the 3rd),
other-time 2 (a `now` other than NOW, both completed).
"""
from __future__ import annotations

NOW = "2034-10-07T10:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# kiln_en record ids
PUK, PIE, P33, P35 = "cbk-prices-uk-2034", "cbk-prices-ie-2034", "cbk-prices-uk-2033", "cbk-prices-uk-2035"
COURSES, MEMB, FIRING, COLL = "cbk-courses-2034", "cbk-membership-2034", "cbk-firing-2034", "cbk-collection-2034"
YOUNG, SAFETY, VOUCH, STAFF = "cbk-young-2034", "cbk-safety-2034", "cbk-vouchers-2034", "cbk-staff-2034"
SCHOOLS, MAREA, OFFER, CORK = "cbk-schools-2034", "cbk-members-area-2034", "cbk-offer-summer-2034", "cbk-cork-2034"
DATEN = "cbk-date-night-2034"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much is a ten-week wheel-throwing course at the Leeds studio?", ["cbk-prices-uk#courses"],
      "£235 at the Leeds studio",
      "Leeds read as the UK: £235. The 2033 edition (215 pounds, historical, a past year) and the 2035 edition "
      "(GBP 250, not yet published) are wrong sources; Bristol's £265 is the same sentence's other studio."),
    A("answerable", "I have just joined as a member. Can I use the slab roller on my own straight away?",
      ["cbk-membership#induction"], "before using the wheels, the glazes or the slab roller without a teacher",
      "no: not without a teacher before the one-hour induction (£25 / €25)."),
    A("answerable", "I have Studio membership at the Bristol studio. Can I rent a second shelf?",
      ["cbk-prices-uk#membership"], "is available to Open members only",
      "no: a second shelf (£12 a month) is for Open members only. Bristol read as the UK."),
    A("answerable", "Can I rent a second shelf at the Galway studio?", ["cbk-prices-ie#membership"],
      "Second shelves are not offered in Ireland",
      "Galway read as Ireland: no. The UK's £12 second shelf (cbk-prices-uk#membership) is another country's rule "
      "and a wrong source."),
    A("answerable", "My son is 16. Can he come to a drop-in session in Bristol?", ["cbk-young#age-limits"],
      "Young people aged 16 and 17 may join courses and drop-in sessions with a consent form signed by a parent",
      "a band read against the reader's age: yes, with a consent form signed by a parent (a condition). The UK "
      "drop-in prices (cbk-prices-uk#drop-in) state no age."),
    A("answerable", "I missed two classes of my course. Can I make them up, and does it cost anything?",
      ["cbk-courses#missed-classes"], "free of charge, up to 2 make-up classes per course",
      "two is within 'up to 2': yes, at a drop-in session at the same studio in the same term, free of charge."),
    A("answerable", "Our company is booking 8 places on the same course. Do we get a discount?",
      ["cbk-courses#block-bookings"], "gets 10% off each place",
      "a count against a band: 8 is 6 or more, so 10% off each place, paid by one invoice at least 14 days before "
      "the first class."),
    A("answerable", "The studio cancelled our whole course. When will we get the money back?",
      ["cbk-courses#studio-cancels", "cbk-vouchers#refunds"], "the full fee is refunded within 10 working days",
      "within 10 working days; cbk-vouchers#refunds (a course refund goes back to the card within 10 working "
      "days) says the same and may be cited beside it."),
    A("answerable", "I made a porcelain bowl at home. Will you fire it for me?", ["cbk-firing#accepted-work"],
      "Porcelain made outside the studio",
      "no: porcelain made outside the studio is not accepted."),
    A("answerable", "How much does a glaze firing of a full kiln shelf cost in Dublin?", ["cbk-firing#prices"],
      "£24 or €28 for a glaze firing",
      "Dublin read as Ireland: €28 (the UK's £24 is the same clause; the bisque firing's €22 is another band)."),
    A("answerable", "My pot cracked in your kiln because of trapped air. Do I still have to pay for the firing?",
      ["cbk-firing#turnaround"], "the firing fee is still charged",
      "yes, and the studio pays no compensation."),
    A("answerable", "My course ended 6 weeks ago and I never collected my pieces. Are they still at the studio?",
      ["cbk-collection#unclaimed"],
      "Course work that has not been collected within 4 weeks of the last class is recycled or given to charity",
      "6 weeks is more than 4: they may have been recycled, given to charity or kept for display; no "
      "compensation. #course-work (the 4 weeks and the reminder) may be cited beside it but not alone."),
    A("answerable", "My pieces from the firing service have been ready for 3 weeks. Do I have to pay for storage?",
      ["cbk-collection#outside-work"], "After 14 days, storage costs",
      "3 weeks is more than 14 days: yes, £2 in the UK or €2 in Ireland per piece per week (the days past 14 are "
      "not counted in the source)."),
    A("answerable", "How much notice do I have to give to end my membership?", ["cbk-membership#notice"],
      "ends after one full calendar month's notice given in writing",
      "one full calendar month, in writing."),
    A("answerable", "I was given a gift voucher bought in Dublin. Can I use it at the Bristol studio?",
      ["cbk-vouchers#voucher-country"], "a voucher bought in Ireland only at the Irish studios",
      "no: an Irish voucher only at the Irish studios; Bristol is in the UK."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much does a private wheel party for a group of friends cost at the Bristol studio?",
      [(PUK, MA)], "at £45 per guest for two hours",
      "unanchored 'Private parties'; #drop-in (£32 in Bristol) would give a wrong price, and the couples' "
      "evenings (no policy, £70 a couple) are another offer."),
    S("rejected-best", "Can I move my course from the Bristol studio to the Leeds studio?", [(COURSES, MA)],
      "move to the same course at the other studio in the same country",
      "unanchored 'Changing studio'; #cancellation (passing the place to another adult) is about something else."),
    S("rejected-best", "Do you do raku firings for pots made at home?", [(FIRING, MA)],
      "Raku firings for outside work are held at the Leeds studio",
      "unanchored 'Raku firings'; #prices (bisque and glaze firings) would give a wrong price."),
    S("rejected-best", "I lost the gift voucher I was given. Can you replace it?", [(VOUCH, MA)],
      "A lost voucher can be reissued once",
      "unanchored 'Lost vouchers'; #refunds ('cannot be exchanged for cash') is about something else."),
    S("rejected-best", "How much are pottery teachers paid per hour?", [(STAFF, False)],
      "Teachers are paid £34 an hour", "denied: the staff handbook (cbk-staff)."),
    S("rejected-best", "How many children does one teacher look after in a kids' class?", [(STAFF, False)],
      "at most 8 children per teacher",
      "denied: the staff handbook. cbk-young (ages, drop-off, prices) states no ratio."),
    S("rejected-best", "How much does a school visit to the studio cost per pupil?", [(SCHOOLS, False)],
      "£14 per pupil",
      "denied: the terms for schools and companies (cbk-partner). cbk-courses#block-bookings (10% off for a "
      "school booking 6 or more course places) is another offer and a wrong source."),
    S("rejected-best", "How soon are members' pieces on the bisque shelf fired?", [(MAREA, False)],
      "fired within 7 days",
      "denied: the members' area guide needs public AND cbk-member; a public reader lacks cbk-member. "
      "cbk-firing#turnaround (outside work within 10 working days) is another service and a wrong source."),
    S("rejected-best", "How much is the summer drop-in offer at the Leeds studio?", [(OFFER, False)],
      "at the Leeds studio costs £20",
      "expired August 31, 2034 (23:59:59); the usual £28 (cbk-prices-uk#drop-in) is not the offer's price."),
    S("rejected-best", "How much will a ten-week wheel-throwing course at the Bristol studio cost in 2035?",
      [(P35, False)], "GBP 285 at the Bristol studio",
      "not yet published (November 15, 2034); today's £265 is 2034's."),
    S("rejected-best", "What do staff have to do when someone burns their hand at the studio?", [(STAFF, MA)],
      "Every burn or cut is written in the incident book",
      "two reasons: the staff handbook is denied (cbk-staff) and the answer is in its unanchored 'Burns and "
      "cuts'. cbk-safety#kiln-room is about who may enter the kiln room."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a pottery studio in Manchester?", [], "manchester",
      "Bristol, Leeds, Dublin, Galway (and Cork not yet open) only.", absent=["manchester"]),
    S("nothing", "Can I hire a potter's wheel to use at home?", [], "wheel hire",
      "nothing on hiring equipment out.", absent=["hire"]),
    S("nothing", "Is there parking at the Leeds studio?", [], "parking", "nothing on parking.",
      absent=["parking"]),
    S("nothing", "Can I bring my dog to the studio?", [], "dog", "nothing on pets.", absent=["dog"]),
    S("nothing", "Do you run pottery classes online by video?", [], "video classes",
      "'online' is only how sessions are booked; nothing on remote classes.", absent=["video"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much did an eight-week course in Dublin cost in 2033?", [], "dublin in 2033",
      "the 2033 edition is the UK's only (Bristol, Leeds); €290 is Dublin's price now."),
    S("near-miss", "How much does it cost to fire a single piece that is 40 cm tall?", [],
      "single piece over 25 cm",
      "a single piece is priced only up to 25 cm tall; nothing says what a taller piece costs (a reader may "
      "guess the shelf price)."),
    S("near-miss", "How much is the discount for a third child on the same kids' class?", [], "third child",
      "only a second child from the same family is named (10% off); nothing on a third."),
    S("near-miss", "How much is a three-hour drop-in session at the Bristol studio?", [], "three-hour drop-in",
      "drop-in sessions are two hours (£32 in Bristol); a three-hour session is stated nowhere."),
    S("near-miss", "How much is the weekly storage fee for course work left at the studio after the course?", [],
      "storage fee for course work",
      "the weekly storage fee (£2 / €2 per piece) is for fired outside work (#outside-work); course work is "
      "collected within 4 weeks or disposed of, with no fee stated."),
    S("near-miss", "How much does a glaze firing of half a kiln shelf cost?", [], "half a shelf",
      "the firing service prices a full shelf or a single piece; half a shelf is stated nowhere."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Can I pay for the member induction with a gift voucher?", [], "voucher for the induction",
      "#vouchers (courses, drop-ins and kids' classes, not membership or firing) and cbk-membership#induction "
      "(£25 / €25) each hold half; whether the induction counts as membership is stated nowhere (a reader may "
      "infer a no)."),
    S("joined", "Does the 10% block-booking discount apply to Saturday kids' classes too?", [],
      "block booking for kids' classes",
      "#block-bookings names places on a course; #kids-prices names a second-child discount; the combination is "
      "stated nowhere."),
    S("joined", "If I pause my membership for two months, do I have to take the induction again when I come back?",
      [], "induction after a pause",
      "#notice (a pause of up to 2 months, the shelf kept) and #induction (every new member) do not say what "
      "happens after a pause."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "how mcuh is a drop in at leeds", ["cbk-prices-uk#drop-in"], "£28 in Leeds",
      "'mcuh': £28 for a two-hour session. The expired summer offer (£20) is not today's price.",
      absent=["mcuh"]),
    A("paraphrase-typo", "my daughters 11 can she walk home on her own after kids class",
      ["cbk-young#supervision"], "Children under 12 must be brought to the studio door and collected there",
      "'daughters' for 'daughter's': 11 is under 12, so no: she is collected at the door by a parent or an adult "
      "named on the booking (the walk-home form is for 12 to 15).", absent=["daughters"]),
    S("paraphrase-typo", "is the cork studio open yet", [(CORK, False)], "The Claybank studio in Cork opens",
      "not yet published (November 1, 2034)."),
    A("paraphrase-typo", "cancelling my corse 3 weeks before it starts do i get money back",
      ["cbk-courses#cancellation"], "gets the course fee back minus an administration fee",
      "'corse': 3 weeks is more than 14 days, so the fee back minus £20 / €20.", absent=["corse"]),
    A("paraphrase-typo", "galway drop in sesion price", ["cbk-prices-ie#drop-in"],
      "the Galway studio has no drop-in sessions", "'sesion': there are none in Galway (Dublin €35).",
      absent=["sesion"]),
    S("paraphrase-typo", "couples pottery nite in bristol how much", [(DATEN, False)], "£70 a couple",
      "'nite': unknown-policy (the couples' evenings have no policy line). The unanchored private parties "
      "(£45 per guest) and #drop-in (£32) are other offers.", absent=["nite "]),
    A("paraphrase-typo", "can i bring my own glazez to use at the studio",
      ["cbk-prices-uk#clay-glaze", "cbk-prices-ie#clay-glaze"], "glazes brought from outside are not allowed",
      "'glazez': no; both countries say so, either may be cited.", absent=["glazez"]),
    S("paraphrase-typo", "can members mix there own glaze from raw materals", [(SAFETY, MA)],
      "Raw glaze materials, oxides and stains are weighed and mixed by staff only",
      "'there', 'materals'; unanchored 'Raw glaze materials'. #clay-glaze (glazes brought from outside are not "
      "allowed) is about bought glazes, not mixing; a reader may take it for the answer.", absent=["materals"]),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What does Claybank Pottery health and safety say about sweeping the floor?",
      ["cbk-safety#silica-dust"], "dry sweeping and dry brushing are not allowed",
      "named title: wet sponge or mop only, no dry sweeping."),
    A("named-document", "According to Claybank Pottery gift vouchers and refunds, how long is a voucher valid?",
      ["cbk-vouchers#vouchers"], "valid for 12 months from the date of purchase", "named title: 12 months."),
    S("named-document", "What does Claybank Pottery membership rules say about key fobs?", [(MEMB, MA)],
      "get a key fob", "named title; the answer is in its unanchored 'Key fob access'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "What has to be written in the kiln log for each firing?", ["cbk-staff#kiln-log"],
      "the kiln number, the programme, the start time and the technician's name",
      "the reader holds public and cbk-staff: the handbook is readable.", labels=("public", "cbk-staff")),
    A("access-labels", "On which evenings is the glaze room kept for members only?",
      ["cbk-members-area#glaze-evenings"], "Tuesday and Friday evenings",
      "the reader holds public and cbk-member: Tuesdays and Fridays, 6:00 pm to 10:00 pm.",
      labels=("public", "cbk-member")),
    S("access-labels", "What shoes do I have to wear in the studio?", [(SAFETY, False)], "Closed shoes must be worn",
      "the reader holds cbk-member but not public: the public safety rules are denied to them (CONTRACTS: all "
      "labels); the members' area guide needs public too.", labels=("cbk-member",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there a summer offer on drop-in sessions at the Leeds studio?",
      ["cbk-offer-summer-2034#summer-drop-in"], "at the Leeds studio costs £20",
      "now = 2034-07-15: the offer (June 1 to August 31, 2034) is current.", now="2034-07-15T09:00:00Z"),
    A("other-time", "How much does a ten-week wheel-throwing course cost at the Leeds studio?",
      ["cbk-prices-uk-2035#courses"], "GBP 250 at the Leeds studio",
      "now = 2035-02-03: the 2035 edition is published and the 2034 prices have expired; the 2033 edition is "
      "historical (a past year).", now="2035-02-03T09:00:00Z"),
]

# tipografiya_ru record ids
RF, KZ, R33, R35 = "ots-ceny-rf-2034", "ots-ceny-kz-2034", "ots-ceny-rf-2033", "ots-ceny-rf-2035"
MAKET, CVET, TIR, SROKI = "ots-maket-2034", "ots-cvetoproba-2034", "ots-tirazh-2034", "ots-sroki-2034"
OPL, HRAN, PRET, DOST = "ots-oplata-2034", "ots-hranenie-2034", "ots-pretenzii-2034", "ots-dostavka-2034"
PECH, AGENT, PLUS, AKC = "ots-pechatniki-2034", "ots-agentstva-2034", "ots-plyus-2034", "ots-akciya-vizitki-2034"
SHYM, KAL = "ots-shymkent-2034", "ots-kalendari-2034"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоят 100 односторонних визиток в Казани?", ["ots-ceny-rf#vizitki"], "850 ₽ в Казани",
      "Казань — Россия: 850 ₽ (Москва — 990 ₽ той же фразы); редакции 2033 (760 рублей, историческая) и 2035 "
      "(930 руб., не опубликована) и истёкшая акция (590 ₽) — чужие источники."),
    A("answerable", "Сколько стоит тираж 1 000 листовок А5 в Астане?", ["ots-ceny-kz#listovki"], "22 000 ₸ в Астане",
      "Астана — Казахстан: 22 000 ₸ (Алматы — 24 000 ₸)."),
    A("answerable", "Можно ли напечатать листовки формата А4 в Алматы?", ["ots-ceny-kz#listovki"],
      "листовки формата А4 в Казахстане не печатаем",
      "нет; российские 7 500 ₽ (ots-ceny-rf#listovki, только Москва) — чужой источник."),
    A("answerable", "Нужен баннер шириной 6 метров, печатать буду в Казани. Возьмётесь?", ["ots-ceny-rf#bannery"],
      "Баннеры шире 5 метров печатаем только в Москве",
      "6 метров шире 5: в Казани нет, только в Москве."),
    A("answerable", "Сделаете твёрдый переплёт диплома в Астане?", ["ots-ceny-kz#pereplyot"],
      "твёрдый переплёт в Казахстане не делаем",
      "нет; российские 1 400 ₽ (ots-ceny-rf#pereplyot) — чужой источник."),
    A("answerable", "Вы проверите орфографию в моём макете перед печатью?", ["ots-maket#proverka"],
      "Орфографию и содержание текста мы не проверяем",
      "нет: бесплатная проверка только техническая; за ошибки в тексте отвечает заказчик."),
    A("answerable", "Мой макет не подходит для печати. Сколько возьмёт ваш дизайнер за исправление в Алматы?",
      ["ots-maket#podgotovka"], "4 000 ₸ в Казахстане за каждый час работы",
      "Алматы — Казахстан: 4 000 ₸ за час (7 500 ₸ — макет визитки с нуля, другой случай)."),
    A("answerable", "Сколько стоит печатная цветопроба в Москве и когда она будет готова?",
      ["ots-cvetoproba#pechatnaya"], "600 ₽ в России",
      "600 ₽ за лист А4, на следующий рабочий день; электронная — бесплатна, другой случай."),
    A("answerable", "Заказали 1 000 листовок, а получили на 2 % меньше. Допечатаете недостающие?",
      ["ots-tirazh#dopusk"], "Недостача в пределах 3 % не возмещается",
      "2 % в пределах 3 %: нет. Допечатка (#nedostacha) — только при недостаче больше 3 %; её можно цитировать "
      "рядом, но не одну."),
    A("answerable", "Насколько дороже срочная печать листовок за один рабочий день в Казахстане?",
      ["ots-sroki#srochno"], "на 40 % дороже в Казахстане",
      "40 % (Россия — 50 % той же фразы)."),
    A("answerable", "Можно ли срочно напечатать баннер?", ["ots-sroki#srochno"],
      "баннеры и переплёт срочно не делаем", "нет."),
    A("answerable", "Мы организация с договором. Нужно ли оплатить весь заказ до печати?", ["ots-oplata#predoplata"],
      "Организация с договором может внести предоплату 50 %",
      "нет: 50 % предоплаты, остаток — в течение 5 банковских дней после получения тиража (полная оплата — для "
      "частных лиц)."),
    A("answerable", "Можно ли расплатиться за заказ наличными в Казани?", ["ots-oplata#sposoby"],
      "Наличные не принимаем ни в одной стране", "нет."),
    A("answerable", "Мой заказ в Москве готов уже 15 дней, а я его так и не забрал. Придётся платить за хранение?",
      ["ots-hranenie#platno", "ots-hranenie#besplatno"], "С 11-го дня хранение стоит 100 ₽ в сутки в России",
      "15 дней больше 10 бесплатных: да, 100 ₽ в сутки с 11-го дня (сумма не написана); #besplatno можно "
      "цитировать рядом."),
    A("answerable", "Кто оплачивает доставку заказа транспортной компанией в Новосибирск?",
      ["ots-dostavka#drugie-goroda"], "её услуги заказчик оплачивает при получении",
      "агент: заказчик, при получении (Новосибирск — другой город России)."),

    # --- rejected-best (11)
    S("rejected-best", "Сколько стоит печать на футболках?", [(RF, MA)], "700 ₽ за футболку",
      "неякорный раздел «Печать на футболках»; #shirokoformat (700 ₽ за квадратный метр плакатов в Казани) дал "
      "бы чужую цену той же суммы."),
    S("rejected-best", "Можно ли у вас напечатать логотип на кружках в Алматы?", [(KZ, MA)],
      "Печать на кружках есть только в Алматы", "неякорный раздел «Печать на кружках»."),
    S("rejected-best", "Даёте ли вы постоянным клиентам отсрочку оплаты?", [(OPL, MA)], "даём отсрочку оплаты до 30 дней",
      "неякорный раздел «Отсрочка платежа»; #predoplata (остаток в течение 5 банковских дней) ввела бы в "
      "заблуждение."),
    S("rejected-best", "В какое время курьер привозит заказ?", [(DOST, MA)], "Курьер привозит заказ с 10:00 до 19:00",
      "неякорный раздел «Интервалы доставки»; #kurer — о ценах, не о времени."),
    S("rejected-best", "Сколько листов бумаги можно потратить на приладку одного заказа?", [(PECH, False)],
      "не больше 20 листов бумаги", "закрыто: памятка печатника (ots-staff)."),
    S("rejected-best", "Какую премию получают печатники за заказы без брака?", [(PECH, False)],
      "премию 10 % от стоимости заказов", "закрыто: памятка печатника."),
    S("rejected-best", "Какую скидку получают рекламные агентства?", [(AGENT, False)], "скидку 15 %",
      "закрыто: условия для рекламных агентств (ots-partner)."),
    S("rejected-best", "Сколько дней бесплатно хранятся заказы участников программы «Оттиск Плюс»?", [(PLUS, False)],
      "хранятся бесплатно 30 дней",
      "закрыто: программа требует public И ots-club; у читателя только public. #besplatno (10 дней для всех) "
      "— чужой источник."),
    S("rejected-best", "Сколько стоят визитки по летней акции в Казани?", [(AKC, False)], "стоят 590 ₽",
      "акция истекла 31 августа 2034 (23:59:59); обычная цена (#vizitki, 850 ₽) — не цена по акции."),
    S("rejected-best", "Сколько будут стоить 100 визиток в Москве в 2035 году?", [(R35, False)], "1 090 руб. в Москве",
      "не опубликована (15 ноября 2034); нынешние 990 ₽ — цена 2034 года."),
    S("rejected-best", "Как оплачивается работа печатника сверх смены?", [(PECH, MA)],
      "оплачивается в полуторном размере",
      "две причины: памятка печатника закрыта (ots-staff), а ответ — в её неякорном разделе «Переработка»."),

    # --- nothing (5)
    S("nothing", "Печатаете ли вы на холсте?", [], "холст", "ничего о холсте.", absent=["холст"]),
    S("nothing", "Есть ли у вас типография в Беларуси?", [], "беларусь", "Россия и Казахстан.", absent=["беларус"]),
    S("nothing", "Делаете ли вы ламинирование визиток?", [], "ламинирование", "ничего о ламинировании.",
      absent=["ламинир"]),
    S("nothing", "Печатаете ли вы наклейки?", [], "наклейки", "ничего о наклейках.", absent=["наклейк"]),
    S("nothing", "Печатаете ли вы книги в мягкой обложке?", [], "мягкая обложка",
      "переплёт на пружину и твёрдый; ничего об обложках.", absent=["обложк"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоят 500 визиток в Алматы?", [], "500 визиток в алматы",
      "500 визиток (2 400 ₽ / 2 100 ₽) — в российском прайсе; в Казахстане названы только 100 визиток."),
    S("near-miss", "Сколько стоили визитки в Алматы в 2033 году?", [], "алматы в 2033",
      "редакция 2033 года — российская (Москва, Казань); 5 500 ₸ — нынешняя цена в Алматы."),
    S("near-miss", "Сколько стоит проклейка краёв баннера с люверсами в Алматы?", [], "проклейка в казахстане",
      "проклейка (120 ₽ за погонный метр) — в российском прайсе; в Казахстане названа только печать баннера."),
    S("near-miss", "Сколько стоит печать плакатов на фотобумаге в Алматы?", [], "фотобумага в казахстане",
      "широкоформатная печать на фотобумаге — в российском прайсе (только Москва); в Казахстане ничего."),
    S("near-miss", "За сколько дней делают переплёт на пружину?", [], "срок переплёта на пружину",
      "сроки названы для визиток, листовок, баннеров и твёрдого переплёта; о пружине ничего."),
    S("near-miss", "Насколько дороже двусторонние листовки?", [], "двусторонние листовки",
      "наценка за двустороннюю печать (30 % / 25 %) названа для визиток; о листовках ничего."),

    # --- joined (3)
    S("joined", "Продлевается ли бесплатное хранение, если недостающие экземпляры допечатывают?", [],
      "хранение при допечатке",
      "#besplatno (10 дней со дня уведомления) и ots-tirazh#nedostacha (допечатка за 5 рабочих дней) не говорят о "
      "сочетании."),
    S("joined", "Берёте ли вы срочную наценку за подготовку макета дизайнером?", [], "срочная подготовка макета",
      "ots-sroki#srochno (наценка на печать визиток и листовок) и ots-maket#podgotovka (работа дизайнера за час) "
      "не говорят о сочетании."),
    S("joined", "Если я отменю заказ до печати, вернут ли деньги за печатную цветопробу?", [],
      "возврат за цветопробу при отмене",
      "#otmena (предоплата за вычетом подготовки макета) и ots-cvetoproba#pechatnaya (600 ₽ / 3 000 ₸) не "
      "говорят о цветопробе при отмене."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "визитки мск цена за сотню", ["ots-ceny-rf#vizitki"], "990 ₽ в Москве",
      "«мск» — Москва, «сотня» — 100 визиток: 990 ₽.", absent=["мск", "сотн"]),
    A("paraphrase-typo", "банер в казани за метр скоко", ["ots-ceny-rf#bannery"], "560 ₽ в Казани",
      "«банер», «скоко»: 560 ₽ за квадратный метр.", absent=["банер", "скоко"]),
    S("paraphrase-typo", "в шымкенте типография уже открылась?", [(SHYM, False)], "откроется 15 января 2035 года",
      "не опубликована (1 ноября 2034)."),
    A("paraphrase-typo", "каспи qr в астане принимаете?", ["ots-oplata#sposoby"], "Kaspi QR",
      "«каспи» кириллицей: да, в Казахстане принимают Kaspi QR.", absent=["каспи"]),
    A("paraphrase-typo", "сколько дней храните готовый тираж безплатно", ["ots-hranenie#besplatno"],
      "бесплатно 10 календарных дней", "«безплатно»: 10 календарных дней со дня уведомления.",
      absent=["безплатно"]),
    S("paraphrase-typo", "календари настенные а3 почем", [(KAL, False)], "650 ₽ за экземпляр",
      "«почем»; unknown-policy: у записи о календарях policy «novogodnyaya»; #bannery (650 ₽ за квадратный метр) "
      "— чужой источник.", absent=["почем"]),
    A("paraphrase-typo", "цветопроба электроная совпадёт по цвету с тиражом?", ["ots-cvetoproba#elektronnaya"],
      "совпадение цвета тиража с экраном по ней не гарантируется", "«электроная»: не гарантируется.",
      absent=["электроная"]),
    S("paraphrase-typo", "шрифты не перевёл в кривые, что будит", [(MAKET, MA)],
      "недостающий шрифт заменяют на похожий",
      "«будит»; неякорный раздел «Шрифты»; #proverka (техническая проверка шрифтов) — не о том, что будет.",
      absent=["будит"]),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Оттиск: претензии по браку» о смещении реза?", ["ots-pretenzii#brak"],
      "смещение реза больше 1 мм", "named title: брак — смещение реза больше 1 мм."),
    A("named-document", "Согласно «Оттиск: хранение готовых заказов», что будет с заказом, который не забирают "
      "больше 60 дней?", ["ots-hranenie#nevostrebovannye"], "вправе утилизировать тираж",
      "named title: типография вправе утилизировать тираж, оплата не возвращается."),
    S("named-document", "Что сказано в «Оттиск: претензии по браку» о независимой экспертизе?", [(PRET, MA)],
      "заказать независимую экспертизу за свой счёт",
      "named title; ответ — в его неякорном разделе «Независимая экспертиза»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "Сколько заказов визиток или листовок печатник цифровой машины выполняет за смену?",
      ["ots-pechatniki#norma"], "не меньше 25 заказов",
      "у читателя public и ots-staff: памятка доступна.", labels=("public", "ots-staff")),
    A("access-labels", "Сколько печатных цветопроб в месяц участник «Оттиск Плюс» получает бесплатно?",
      ["ots-plyus#cvetoproba-besplatno"], "одна печатная цветопроба в месяц",
      "у читателя public и ots-club: одна.", labels=("public", "ots-club")),
    S("access-labels", "Сколько стоит курьер по Казани?", [(DOST, False)], "по Казани за 350 ₽",
      "у читателя ots-club без public: публичная доставка ему закрыта (нужны все метки); программа лояльности "
      "тоже требует public.", labels=("ots-club",)),

    # --- other-time (2)
    A("other-time", "Есть ли сейчас акция на визитки в Казани?", ["ots-akciya-vizitki-2034#akciya"], "стоят 590 ₽",
      "now = 2034-07-15: акция (с 1 июня по 31 августа 2034) действует.", now="2034-07-15T09:00:00Z"),
    A("other-time", "Сколько стоят 100 односторонних визиток в Казани?", ["ots-ceny-rf-2035#vizitki"],
      "930 руб. в Казани",
      "now = 2035-02-03: редакция 2035 года опубликована, прайс 2034 года истёк; редакция 2033 — историческая.",
      now="2035-02-03T09:00:00Z"),
]
