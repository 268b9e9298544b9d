"""Labelled questions of unseen56 (the source of questions_*.jsonl; build_unseen56.py writes them).

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
stated nowhere: another country, edition, period, season, activity or day), joined 3 (two sections'
topics joined; the combination is stated nowhere), paraphrase-typo 8 (stops: the 3rd, 6th, 8th),
named-document 3 (the stop is the 3rd), access-labels 3 (the reader's labels other than `public`; the
stop is the 3rd), other-time 2 (a `now` other than NOW, both completed).
"""
from __future__ import annotations

NOW = "2038-06-17T10:00:00Z"
OFFER_TIME = "2038-04-10T09:00:00Z"
NEXT_YEAR = "2039-02-10T09:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# surf_en record ids
PIE, PUK, P37, P39 = "slt-prices-ie-2038", "slt-prices-uk-2038", "slt-prices-ie-2037", "slt-prices-ie-2039"
STUDENTS, EQUIP, COND, CANC = "slt-students-2038", "slt-equipment-2038", "slt-conditions-2038", "slt-cancellations-2038"
DEPOSITS, PASSES, CAMPS, GROUPS = "slt-deposits-2038", "slt-passes-2038", "slt-camps-2038", "slt-groups-2038"
SAFETY, HEALTH, BEACH, VOUCH = "slt-safety-2038", "slt-health-2038", "slt-beach-rules-2038", "slt-vouchers-2038"
INSUR, COMPL = "slt-insurance-2038", "slt-complaints-2038"
STAFF, PARTN, CLUB = "slt-staff-2038", "slt-partners-2038", "slt-club-2038"
OFFER, TRAMORE, YOGA = "slt-offer-spring-2038", "slt-tramore-2038", "slt-yoga-2038"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much is a group lesson at Strandhill?", ["slt-prices-ie#group-lessons"],
      "€40 at Strandhill",
      "Strandhill read as Ireland: €40 for 2 hours, wetsuit and board included. The 2037 edition (38 euro, historical, "
      "a past year) and the 2039 edition (EUR 43, not yet published) are wrong sources; Lahinch's €45 is the same "
      "sentence's other beach."),
    A("answerable", "Can I hire a hard board at Croyde?", ["slt-prices-uk#hire"],
      "Hard boards are hired only at Newquay",
      "Croyde read as the United Kingdom: no, hard boards only at Newquay (and only to surfers who catch unbroken "
      "waves)."),
    A("answerable", "I can't swim. Can I still have a surf lesson?", ["slt-students#swimming"],
      "A student who cannot can book a private lesson",
      "not a group lesson (50 metres unaided); yes, a private lesson in water no deeper than the waist."),
    A("answerable", "My son is 6. Can he join a group lesson?", ["slt-students#minimum-ages"],
      "Group lessons are for students aged 8 and over",
      "6 is under 8: no; children aged 5 to 7 book only the 1-hour Groms lesson. slt-prices-ie#group-lessons and "
      "slt-prices-uk#group-lessons price the Groms lesson but do not say who may join a group lesson."),
    A("answerable", "I've had two lessons and I can stand up in broken waves. Can I book the improver lesson?",
      ["slt-students#levels"], "have had at least 3 lessons",
      "two lessons is fewer than 3: no, a beginner lesson."),
    A("answerable", "Are wetsuit boots included in a lesson?", ["slt-equipment#included"],
      "Wetsuit boots, gloves and hoods are not included",
      "no: €5 in Ireland or £4 in the United Kingdom a lesson; the wetsuit, soft board and leash are included."),
    A("answerable", "How much do you charge for a lost leash in the UK?", ["slt-equipment#loss"],
      "£18 in the United Kingdom", "'UK': £18 (€20 is Ireland's)."),
    A("answerable", "The waves are forecast at 2 metres tomorrow. Will my lesson still go ahead?",
      ["slt-conditions#school-cancels"], "when the waves at the beach are over 1.5 metres",
      "2 metres is over 1.5: no, the school cancels and moves the lesson to the next free one at the same beach (a "
      "full refund if the student cannot come then)."),
    A("answerable", "My lesson was moved an hour later because of the tide. Can I get a refund?",
      ["slt-conditions#tide-times"], "is not a cancellation and is not refunded",
      "an hour is within the 2 hours: no refund."),
    A("answerable", "I cancelled my lesson 4 days before. Do I get my money back?",
      ["slt-cancellations#student-cancels"], "cancels at least 72 hours before the lesson gets a full refund",
      "4 days is more than 72 hours: yes, a full refund (the reader's own figure; no conversion is needed to label "
      "it)."),
    A("answerable", "I'm going to be 20 minutes late for my lesson. Can I still join it?",
      ["slt-cancellations#late-arrival"], "more than 15 minutes late is not taken into the water",
      "20 minutes is more than 15: no, and the lesson counts as taken."),
    A("answerable", "How long is a lesson pass valid?", ["slt-passes#pass-expiry"],
      "valid for 12 months from the day it is bought", "12 months from purchase; one freeze of up to 3 months if "
      "injured, with a doctor's letter."),
    A("answerable", "Can my son's grandmother sign his consent form?", ["slt-camps#consent"],
      "A form signed by a grandparent", "no: a parent or legal guardian signs it."),
    A("answerable", "Who keeps my asthma inhaler during the lesson?", ["slt-health#conditions"],
      "Asthma inhalers are kept by the instructor in a dry bag on the beach", "actor: the instructor, on the beach."),
    A("answerable", "Who reviews my complaint if I don't accept the head coach's reply?", ["slt-complaints#decision"],
      "ask the operations manager to review it",
      "actor: the operations manager, whose answer is final (the head coach replies first)."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Do you run stand-up paddle tours?", [(PIE, MA)],
      "Stand-up paddle tours run only at Strandhill",
      "unanchored 'Stand-up paddle tours' of the Irish price list; no accepted fragment is about paddle tours."),
    S("rejected-best", "How much is a coasteering trip at Croyde?", [(PUK, MA)], "cost £45 for 3 hours",
      "unanchored 'Coasteering'; #group-lessons' £35 at Croyde is a lesson and a wrong source."),
    S("rejected-best", "Does a lesson go ahead in thick fog?", [(COND, MA)],
      "In thick fog the group waits on the beach for up to 30 minutes",
      "unanchored 'Fog'; #school-cancels (red flag, waves over 1.5 metres, lightning) does not name fog."),
    S("rejected-best", "Can I use my own surfboard in a lesson?", [(EQUIP, MA)],
      "only if it is a soft board at least 8 feet long",
      "unanchored 'Own boards'; #included (a soft board is included) does not say whether an own board may be used."),
    S("rejected-best", "How often do instructors count the students in the water?", [(STAFF, False)],
      "every 5 minutes", "denied: the instructor handbook (slt-staff). slt-safety#ratios (8 students an instructor) "
      "is about group sizes and a wrong source."),
    S("rejected-best", "At what wind speed is a lesson stopped?", [(STAFF, False)],
      "onshore wind is over 25 knots",
      "denied: the instructor handbook. slt-conditions#school-cancels (waves, red flag, lightning) names no wind."),
    S("rejected-best", "What commission does a hostel get for booking students onto lessons?", [(PARTN, False)],
      "receive 12% commission on lessons", "denied: the terms for hostels and hotels (slt-partner)."),
    S("rejected-best", "How much do Saltline Club members pay to hire a board?", [(CLUB, False)],
      "hire boards and wetsuits at half price on weekdays",
      "denied: the Saltline Club guide needs public AND slt-club; a public reader lacks slt-club. The price lists' "
      "#hire (€25 / £20 for 2 hours) are everyone's prices and a wrong source."),
    S("rejected-best", "How much is the spring group lesson at Strandhill?", [(OFFER, False)],
      "a 2-hour group lesson at Strandhill costs €30",
      "expired April 21, 2038 (23:59:59); today's €40 (slt-prices-ie#group-lessons) is not the spring price."),
    S("rejected-best", "How much will a group lesson at Lahinch cost in 2039?", [(P39, False)],
      "EUR 48 at Lahinch",
      "not yet published (November 20, 2038); today's €45 is 2038's, and the 2037 edition is a past year."),
    S("rejected-best", "What do instructors do after a suspected neck injury?", [(STAFF, MA)],
      "kept floating face up on the board",
      "two reasons: the handbook is denied (slt-staff) and the answer is in its unanchored 'Suspected neck injury'."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a surf school in Bundoran?", [], "bundoran",
      "Lahinch, Strandhill, Newquay, Croyde (and Tramore, not yet open) only.", absent=["bundoran"]),
    S("nothing", "Do you teach kitesurfing?", [], "kitesurfing", "nothing on kitesurfing.", absent=["kite"]),
    S("nothing", "Can I get photos taken of me surfing during my lesson?", [], "photos of the lesson",
      "nothing on photographs.", absent=["photo"]),
    S("nothing", "Are there hot showers at the Lahinch surf school?", [], "showers",
      "lockers and a key safe are stated; nothing on showers.", absent=["shower"]),
    S("nothing", "Do you sell second-hand surfboards?", [], "second-hand boards",
      "boards are hired and repaired; nothing on selling them ('sold' is about vouchers and passes).",
      absent=["second-hand", "secondhand"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much did a group lesson cost at Newquay in 2037?", [], "newquay in 2037",
      "the 2037 edition is Ireland's only (Lahinch, Strandhill); £38 is Newquay's price now."),
    S("near-miss", "How much is a wetsuit on its own for a full day in Ireland?", [], "wetsuit alone for a full day",
      "a wetsuit alone is priced for 2 hours (€12); the full-day €40 is a board and wetsuit together."),
    S("near-miss", "How many children does one instructor look after on a kids' camp?", [], "ratio on a camp",
      "ratios are stated for group lessons (8) and the Groms lesson (5); camps are not named there."),
    S("near-miss", "How much does a locker cost for a week in Ireland?", [], "locker for a week",
      "lockers are priced a day (€2 in Ireland); no weekly price."),
    S("near-miss", "How much is it to hire a board for a half day in the UK?", [], "half-day hire",
      "hire is priced for 2 hours (£20) and a full day (£32); a half day is stated nowhere."),
    S("near-miss", "How much is a private lesson for three people in Ireland?", [], "a third person",
      "#private-lessons prices one person (€95) and a second person joining (€50); a third person is stated nowhere."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Can I pay for a lesson pass with a gift voucher?", [], "voucher for a pass",
      "slt-vouchers#voucher-use (lessons, hire and kids' camps) and slt-passes#passes do not say whether a pass is "
      "'lessons' a voucher pays for; a reader may infer a yes."),
    S("joined", "I'm pregnant. Can I freeze my lesson pass until after the baby is born?", [], "freezing a pass for "
      "pregnancy",
      "slt-passes#pass-expiry (one freeze of up to 3 months for an injured holder, with a doctor's letter) and "
      "slt-health#pregnancy (not taught; a booking moved or refunded) do not say whether a pass may be frozen for a "
      "pregnancy; a reader may infer either way."),
    S("joined", "Can I use my lesson pass to pay for my daughter's kids' camp?", [], "pass for a camp",
      "slt-passes#pass-holders (shared with one's own child under 16) and slt-camps#camps (the camp's price) do not "
      "say whether a pass pays for a camp."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "how much is a surf lesoon in newquay", ["slt-prices-uk#group-lessons"],
      "£38 at Newquay", "'lesoon': £38 for a 2-hour group lesson.", absent=["lesoon"]),
    A("paraphrase-typo", "wht age can kids start surfng",
      ["slt-students#minimum-ages", "slt-prices-ie#group-lessons", "slt-prices-uk#group-lessons"],
      "Children aged 5 to 7 can book only the 1-hour Groms lesson",
      "'wht', 'surfng': from 5, in the Groms lesson (group lessons from 8; under 5 not in the water). Each price "
      "list's #group-lessons names the Groms lesson 'for children aged 5 to 7' and may be cited too.",
      absent=["wht", "surfng"]),
    S("paraphrase-typo", "r dogs alowed on the beach near ur school", [(BEACH, MA)],
      "Dogs are not allowed in the school's area of the beach",
      "'r', 'alowed', 'ur'; unanchored 'Dogs' of the beach rules (a no, from May to September, that only the "
      "unanchored text gives).", absent=["alowed"]),
    A("paraphrase-typo", "can i get my money bak if i cancel 5 days b4", ["slt-cancellations#student-cancels"],
      "cancels at least 72 hours before the lesson gets a full refund",
      "'bak', 'b4': 5 days is more than 72 hours: yes, a full refund.", absent=["bak", "b4"]),
    A("paraphrase-typo", "how many kids per instuctor in groms", ["slt-safety#ratios"],
      "in the Groms lesson no more than 5 children", "'instuctor': 5 children.", absent=["instuctor"]),
    S("paraphrase-typo", "surf and yoga wkend at lahinch how much", [(YOGA, False)], "cost €320 for 2 nights",
      "'wkend': unknown-policy (the surf and yoga record has no policy line).", absent=["wkend"]),
    A("paraphrase-typo", "lost my leesh in ireland how much do i owe", ["slt-equipment#loss"],
      "€20 in Ireland", "'leesh': €20 in Ireland.", absent=["leesh"]),
    S("paraphrase-typo", "can i surf wearing my contacts or will i loose them", [(HEALTH, MA)],
      "Students may surf in contact lenses",
      "'contacts', 'loose'; unanchored 'Contact lenses' of the health record. #conditions (epilepsy, heart, diabetes, "
      "asthma) does not name lenses.", absent=["contacts", "loose"]),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What do the Saltline Surf beach rules say about lockers?", ["slt-beach-rules#lockers"],
      "Lockers at the surf school cost €2 in Ireland", "named title: €2 / £1.50 a day; car keys in the key safe free."),
    A("named-document", "According to Saltline Surf insurance and waivers, am I insured when I hire a board and surf "
      "on my own?", ["slt-insurance#insurance", "slt-insurance#hire-risk"],
      "It does not cover hire customers surfing on their own",
      "named title: no; #hire-risk ('Hire customers surf at their own risk') says the same from the other side and "
      "may be cited too."),
    S("named-document", "What does Saltline Surf gift vouchers say about lost vouchers?", [(VOUCH, MA)],
      "A lost voucher is reissued once", "named title; the answer is in its unanchored 'Lost vouchers'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "Which radio channel do instructors use in the water?", ["slt-staff#radios"], "channel 8",
      "the reader holds public and slt-staff: the handbook is readable.", labels=("public", "slt-staff")),
    A("access-labels", "How much do Saltline Club members pay for the Saturday morning sessions in Ireland?",
      ["slt-club#member-sessions"], "€15 in Ireland",
      "the reader holds public and slt-club: €15.", labels=("public", "slt-club")),
    S("access-labels", "How much is a private lesson in Ireland?", [(PIE, False)], "costs €95 for one person",
      "the reader holds slt-club but not public: the public price list is denied to them (CONTRACTS: all labels); "
      "the Club guide needs public too and does not price private lessons. The UK list (also denied) prices a "
      "private lesson too; the question names Ireland, so it is not listed.", labels=("slt-club",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there a spring price for group lessons at Strandhill?", ["slt-offer-spring-2038#spring"],
      "a 2-hour group lesson at Strandhill costs €30",
      "now = 2038-04-10: the offer (1 to 21 April 2038) is current.", now=OFFER_TIME),
    A("other-time", "How much is a group lesson at Lahinch?", ["slt-prices-ie-2039#group-lessons"],
      "EUR 48 at Lahinch",
      "now = 2039-02-10: the 2039 edition is published and the 2038 list has expired; the 2037 edition is "
      "historical (a past year).", now=NEXT_YEAR),
]

# pitomnik_ru record ids
DRF, DKZ, D37, D39 = "lst-dostavka-rf-2038", "lst-dostavka-kz-2038", "lst-dostavka-rf-2037", "lst-dostavka-rf-2039"
SEZONY, PREDZ, UPAK, GARANT = "lst-sezony-2038", "lst-predzakaz-2038", "lst-upakovka-2038", "lst-garantiya-2038"
VOZVRAT, PRET, OPT, AGRON = "lst-vozvrat-2038", "lst-pretenzii-2038", "lst-opt-2038", "lst-agronom-2038"
POSADKA, HRAN, KARANT, PRAZD = "lst-posadka-2038", "lst-hranenie-2038", "lst-karantin-2038", "lst-prazdniki-2038"
PAMYATKA, DILERY, KLUB = "lst-pamyatka-2038", "lst-dilery-2038", "lst-klub-2038"
AKC, EKB, LANDSH = "lst-akciya-2038", "lst-ekaterinburg-2038", "lst-landshaft-2038"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит курьерская доставка саженцев по Краснодару?", ["lst-dostavka-rf#kurer"],
      "из питомника в Краснодаре по городу — 600 ₽",
      "Краснодар — Россия: 600 ₽. Редакция 2037 года (500 рублей, историческая, прошлый год) и редакция 2039 года "
      "(700 руб., не опубликована) — чужие источники; 900 ₽ той же фразы — Москва и область."),
    A("answerable", "Можете отправить саженцы почтой в Астану?", ["lst-dostavka-kz#pochta", "lst-karantin#kazahstan"],
      "В Казахстане саженцы почтой не отправляем",
      "Астана — Казахстан: нет. lst-karantin#kazahstan (из питомников в России в Казахстан не отправляем) говорит то "
      "же и тоже может быть процитирован; российская почтовая отправка (lst-dostavka-rf#pochta) — чужая страна."),
    A("answerable", "С какой суммы доставка по Алматы бесплатная?", ["lst-dostavka-kz#besplatnaya"],
      "бесплатна при заказе от 80 000 тенге", "от 80 000 тенге, только по Алматы."),
    A("answerable", "Можно ли купить саженцы с открытой корневой системой в июле?", ["lst-sezony#oks"],
      "летом их не продаём", "июль — лето: нет; только весной (10 апреля — 15 мая) и осенью (20 сентября — 25 октября)."),
    A("answerable", "Какую предоплату надо внести за предзаказ?", ["lst-predzakaz#predzakaz"],
      "Предоплата — 30 % стоимости заказа", "30 %, остальное — перед отгрузкой."),
    A("answerable", "Я отменил предзаказ 15 марта. Вернут ли мне предоплату?", ["lst-predzakaz#otmena"],
      "После 1 марта предоплату не возвращаем",
      "15 марта — после 1 марта: нет, но её можно зачесть в заказ на осенний сезон того же года."),
    A("answerable", "Сколько саженцев кладут в одну коробку для отправки почтой?", ["lst-upakovka#pochtovaya"],
      "не больше 5 саженцев в одну коробку", "не больше 5."),
    A("answerable", "Есть ли гарантия приживаемости на саженцы с открытыми корнями?", ["lst-garantiya#garantiya"],
      "на саженцы с открытой корневой системой гарантии нет",
      "«открытыми корнями» — открытая корневая система: нет."),
    A("answerable", "Мой саженец погрызли мыши, и он погиб. Заменят ли его по гарантии?",
      ["lst-garantiya#isklyucheniya"], "от грызунов",
      "мыши — грызуны: нет, гарантия не распространяется."),
    A("answerable", "Через 2 года после покупки оказалось, что яблоня не того сорта. Можно ли ещё что-то сделать?",
      ["lst-vozvrat#peresortica"], "в течение 3 лет после покупки",
      "2 года — в пределах 3 лет: да, сообщить о пересортице с фото плодов; полная стоимость и компенсация."),
    A("answerable", "Кто пересматривает претензию, если я не согласен с решением руководителя питомника?",
      ["lst-pretenzii#rassmotrenie"], "повторно рассматривает директор сети", "агент: директор сети."),
    A("answerable", "С какого количества саженцев заказ считается оптовым?", ["lst-opt#opt"],
      "от 50 саженцев одного сорта",
      "от 50 саженцев одного сорта (или от суммы 150 000 ₽ / 1 000 000 тенге)."),
    A("answerable", "Сколько стоит выезд агронома на участок в Алматы?", ["lst-agronom#vyezd"],
      "15 000 тенге по Алматы", "Алматы — Казахстан: 15 000 тенге (3 500 ₽ и 2 500 ₽ — Россия)."),
    A("answerable", "Кто поливает саженцы после посадки под ключ?", ["lst-posadka#poliv"],
      "саженцы поливает сам покупатель",
      "агент: покупатель (первый полив входит в посадку; дальше — сам покупатель)."),
    A("answerable", "Сколько дней заказ хранится в питомнике бесплатно?", ["lst-hranenie#besplatnoe"],
      "бесплатно 7 дней после даты готовности", "7 дней после даты готовности."),

    # --- rejected-best (11)
    S("rejected-best", "Сколько стоит доставка крупномеров?", [(DRF, MA)], "манипулятором, за 7 500 ₽",
      "неякорный раздел «Доставка крупномеров»; #kurer (900 ₽ / 600 ₽) — обычная доставка, чужой источник."),
    S("rejected-best", "Доставляете ли вы саженцы в Шымкент?", [(DKZ, MA)], "В Шымкент доставляем раз в месяц",
      "неякорный раздел «Доставка в Шымкент»; #kurer (Алматы, Астана) Шымкент не называет."),
    S("rejected-best", "До какого числа осенью отгружают хвойные растения?", [(SEZONY, MA)],
      "Хвойные растения отгружаем осенью только до 1 октября",
      "неякорный раздел «Хвойные»; #oks (осенью до 25 октября) и #zks (до 31 октября) — общее правило для других "
      "растений и чужой источник."),
    S("rejected-best", "Можно ли сдать обратно пустые контейнеры от саженцев?", [(VOZVRAT, MA)],
      "Пустые контейнеры от саженцев принимаем в питомнике",
      "неякорный раздел «Возврат контейнеров»; #zdorovye (саженцы возврату не подлежат) — о саженцах, не о "
      "контейнерах."),
    S("rejected-best", "Чем обрабатывают корни саженцев перед отгрузкой?", [(PAMYATKA, False)],
      "обмакивают в глиняную болтушку", "закрыто: памятка агронома (lst-staff)."),
    S("rejected-best", "Как часто в питомнике поливают саженцы в контейнерах в жару?", [(PAMYATKA, False)],
      "поливают дважды в день",
      "закрыто: памятка агронома. lst-posadka#poliv (покупатель поливает раз в 3 дня после посадки) — о поливе на "
      "участке, чужой источник."),
    S("rejected-best", "По какой цене дилеры получают саженцы?", [(DILERY, False)],
      "по цене на 35 % ниже розничной",
      "закрыто: условия для дилеров (lst-dealer). Оптовая скидка 15 % (lst-opt#opt) — чужой источник."),
    S("rejected-best", "Какую скидку на саженцы получают участники клуба?", [(KLUB, False)],
      "скидку 5 % на все саженцы",
      "закрыто: правила клуба требуют public И lst-klub; у читателя только public. lst-opt#summirovanie (скидка "
      "клуба не действует на опт) не называет её размер."),
    S("rejected-best", "Сколько стоит саженец яблони по весенней распродаже?", [(AKC, False)],
      "саженец яблони с открытой корневой системой в питомнике в Дмитрове стоит 690 ₽",
      "распродажа истекла 20 апреля 2038 (23:59:59)."),
    S("rejected-best", "Сколько будет стоить курьерская доставка по Краснодару в 2039 году?", [(D39, False)],
      "по Краснодару — 700 руб.",
      "не опубликована (20 ноября 2038); нынешние 600 ₽ — цена 2038 года, 500 рублей — 2037 года."),
    S("rejected-best", "За сколько дней до отгрузки делают обработки от вредителей?", [(PAMYATKA, MA)],
      "не позже чем за 14 дней до отгрузки",
      "две причины: памятка закрыта (lst-staff), а ответ — в её неякорном разделе «Обработки от вредителей»."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас питомник в Самаре?", [], "самара",
      "Дмитров, Краснодар, Алматы, Астана (и Екатеринбург, ещё не опубликован).", absent=["самар"]),
    S("nothing", "Продаёте ли вы семена овощей?", [], "семена", "ничего о семенах.", absent=["семен", "семян"]),
    S("nothing", "Продаёте ли вы удобрения для саженцев?", [], "удобрения", "ничего об удобрениях.",
      absent=["удобрен"]),
    S("nothing", "Можно ли оплатить заказ в рассрочку?", [], "рассрочка",
      "названы предоплата, оплата по счёту; о рассрочке ничего.", absent=["рассрочк"]),
    S("nothing", "Устанавливаете ли вы автополив на участке?", [], "автополив",
      "названы посадка под ключ и полив покупателем; об автополиве ничего.", absent=["автополив"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоила доставка по Алматы в 2037 году?", [], "алматы в 2037",
      "редакция 2037 года — российская (Москва и область, Краснодар); 4 000 тенге — нынешняя цена по Алматы."),
    S("near-miss", "Сколько стоит упаковка саженцев для курьерской доставки?", [], "упаковка для курьера",
      "цена упаковки (250 ₽ за коробку) названа для пересылки почтой; о курьерской упаковке ничего."),
    S("near-miss", "Сколько стоит выезд агронома в Шымкент?", [], "выезд в шымкент",
      "выезд назван по Московской области, Краснодару и Алматы, по Астане его нет; о Шымкенте ничего."),
    S("near-miss", "Во сколько открывается питомник в Алматы?", [], "часы работы в алматы",
      "часы (с 9:00 до 18:00) названы только для самовывоза в России в майские праздники."),
    S("near-miss", "Какую предоплату берёте за предзаказ на осенний сезон?", [], "предзаказ на осень",
      "предзаказ и 30 % названы для весеннего сезона; осенний сезон назван только как зачёт предоплаты."),
    S("near-miss", "Сколько стоит выезд агронома в выходные дни?", [], "выезд в выходные",
      "цены выезда названы без дней недели; о выходных (надбавке или её отсутствии) ничего."),

    # --- joined (3)
    S("joined", "Действует ли оптовая скидка 15 % на посадку под ключ?", [], "скидка на посадку",
      "lst-opt#opt (скидка на оптовый заказ) и lst-posadka#pod-klyuch (30 % от цены саженцев) не говорят, "
      "уменьшается ли цена посадки; читатель может вывести «да»."),
    S("joined", "Если саженец заменят по гарантии, новый пришлют почтой бесплатно?", [], "бесплатная пересылка замены",
      "lst-vozvrat#zamena (замена тем же или другим сортом) и lst-dostavka-rf#pochta (почту оплачивает покупатель) не "
      "говорят о доставке замены; читатель может вывести «нет»."),
    S("joined", "Приедет ли агроном сажать деревья под ключ в майские праздники?", [], "посадка в майские",
      "lst-prazdniki#mayskie (нет курьерской доставки) и lst-posadka#pod-klyuch не говорят о выездах агронома в "
      "праздники."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "доставка саженцев по подмосковью скока стоит", ["lst-dostavka-rf#kurer"],
      "по Москве и Московской области стоит 900 ₽",
      "«скока», «подмосковью» — Московская область: 900 ₽.", absent=["скока"]),
    A("paraphrase-typo", "саженци почтой в новосибирск шлете?", ["lst-dostavka-rf#pochta"],
      "почтой в другие регионы отправляем только саженцы с закрытой корневой системой",
      "«саженци», «шлете», Новосибирск — другой регион России: да, только с закрытой корневой системой и не выше "
      "1 м; почту оплачивает покупатель.", absent=["саженци", "новосибирск", "шлете"]),
    S("paraphrase-typo", "на розы гарантия скока действует", [(GARANT, MA)],
      "На розы гарантия действует только до 1 августа",
      "«скока»; неякорный раздел «Гарантия на розы». #garantiya (до 1 октября) — общее правило, роз не называет.",
      absent=["скока"]),
    A("paraphrase-typo", "можна вернуть саженец если передумал?", ["lst-vozvrat#zdorovye"],
      "обмену и возврату не подлежат",
      "«можна», «передумал»: нет, саженцы надлежащего качества не возвращают.", absent=["можна", "передумал"]),
    A("paraphrase-typo", "конусльтация агронома по телефону платная?", ["lst-agronom#konsultacii"],
      "бесплатна для тех, кто купил саженцы", "«конусльтация»: нет, бесплатна для покупателей.",
      absent=["конусльтац"]),
    S("paraphrase-typo", "праект озеленения участка скока стоит", [(LANDSH, False)], "стоит от 25 000 ₽",
      "«праект», «скока»; unknown-policy: у записи о ландшафтном проектировании policy «landshaftnaya».",
      absent=["праект", "скока"]),
    A("paraphrase-typo", "када отгружают саженцы в кантейнерах", ["lst-sezony#zks"], "с 1 апреля по 31 октября",
      "«када», «кантейнерах»: с 1 апреля по 31 октября.", absent=["када", "кантейнер"]),
    S("paraphrase-typo", "саженцы из эвропы привезете под заказ?", [(KARANT, MA)],
      "Саженцы из европейских питомников не продаём",
      "«эвропы»; неякорный раздел «Саженцы из Европы» (нет, и это говорит только он).", absent=["эвроп"]),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Листвень: хранение заказа» о платном хранении?", ["lst-hranenie#platnoe"],
      "100 ₽ за саженец в сутки", "named title: после 7 дней — 100 ₽ / 500 тенге за саженец в сутки."),
    A("named-document", "Согласно «Листвень: праздничные дни», работают ли питомники в новогодние каникулы?",
      ["lst-prazdniki#novyy-god"], "С 31 декабря по 8 января питомники закрыты",
      "named title: нет, закрыты; предзаказы принимают на сайте."),
    S("named-document", "Что сказано в «Листвень: упаковка для пересылки» о подарочной упаковке?", [(UPAK, MA)],
      "Подарочная упаковка с лентой стоит 300 ₽", "named title; ответ — в его неякорном разделе «Подарочная упаковка»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "Какие саженцы не допускают в продажу?", ["lst-pamyatka#otbrakovka"],
      "в продажу не идёт", "у читателя public и lst-staff: памятка доступна.", labels=("public", "lst-staff")),
    A("access-labels", "Сколько дней бесплатно хранят заказы участников клуба?", ["lst-klub#hranenie-klub"],
      "бесплатно 14 дней вместо 7",
      "у читателя public и lst-klub: 14 дней. lst-hranenie#besplatnoe (7 дней) — общее правило, которое клуб "
      "заменяет; чужой источник для участника.", labels=("public", "lst-klub")),
    S("access-labels", "Сколько стоит курьерская доставка по Астане?", [(DKZ, False)], "по Астане — 5 000 тенге",
      "у читателя lst-klub без public: публичный прайс ему закрыт (нужны все метки); правила клуба тоже требуют "
      "public и о доставке не говорят.", labels=("lst-klub",)),

    # --- other-time (2)
    A("other-time", "Идёт ли сейчас распродажа яблонь в Дмитрове?", ["lst-akciya-2038#rasprodazha"],
      "саженец яблони с открытой корневой системой в питомнике в Дмитрове стоит 690 ₽",
      "now = 2038-04-10: распродажа (с 1 по 20 апреля 2038) действует.", now=OFFER_TIME),
    A("other-time", "Сколько стоит курьерская доставка по Краснодару?", ["lst-dostavka-rf-2039#kurer"],
      "по Краснодару — 700 руб.",
      "now = 2039-02-10: редакция 2039 года опубликована, прайсы 2038 года истекли; редакция 2037 — историческая.",
      now=NEXT_YEAR),
]
