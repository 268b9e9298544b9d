"""Labelled questions of unseen57 (the source of questions_*.jsonl; build_unseen57.py writes them).

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
stated nowhere: another country, edition, length, size, number of classes or event), joined 3 (two
sections' topics joined; the combination is stated nowhere), paraphrase-typo 8 (stops: the 3rd, 6th,
8th), named-document 3 (the stop is the 3rd), access-labels 3 (the reader's labels other than `public`;
the stop is the 3rd), other-time 2 (a `now` other than NOW, both completed).
"""
from __future__ import annotations

NOW = "2039-08-19T10:00:00Z"
OFFER_TIME = "2039-04-12T09:00:00Z"
NEXT_YEAR = "2040-02-12T09:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# cookery_en record ids
PAU, PNZ, P38, P40 = "pnl-prices-au-2039", "pnl-prices-nz-2039", "pnl-prices-au-2038", "pnl-prices-au-2040"
CLASSES, AGES, ALLERG, INCL = "pnl-classes-2039", "pnl-ages-2039", "pnl-allergies-2039", "pnl-included-2039"
ALCO, SAFETY, PAY, CANC = "pnl-alcohol-2039", "pnl-safety-2039", "pnl-payments-2039", "pnl-cancellations-2039"
SCHOOL, EVENTS, PASSES, VOUCH = "pnl-school-cancels-2039", "pnl-events-2039", "pnl-passes-2039", "pnl-vouchers-2039"
PHOTOS, LOST, COMPL = "pnl-photos-2039", "pnl-lost-property-2039", "pnl-complaints-2039"
STAFF, PARTN, CLUB = "pnl-staff-2039", "pnl-partners-2039", "pnl-club-2039"
OFFER, PADD, MARKETS = "pnl-offer-autumn-2039", "pnl-paddington-2039", "pnl-markets-2039"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much is a hands-on class at Surry Hills?", ["pnl-prices-au#hands-on"],
      "A$175 at Surry Hills",
      "Surry Hills read as Australia: A$175 for 3 hours, ingredients and apron included. The 2038 edition (160 AUD, "
      "historical, a past year), the 2040 edition (AUD 195, not yet published) and the autumn offer (A$135, expired) "
      "are wrong sources; Fitzroy's A$165 is the same sentence's other school."),
    A("answerable", "My daughter is 7. Can she do a kids' holiday class at Te Aro?", ["pnl-prices-nz#kids-teens"],
      "kids' holiday class for children aged 8 to 12",
      "Te Aro read as New Zealand: no, the kids' holiday class is for children aged 8 to 12 (7 is under the band). "
      "pnl-ages#minimum-ages (under 15 only kids' and teen classes) does not give the kids' class's ages."),
    A("answerable", "Can I bring my own wine to a class at Fitzroy?", ["pnl-alcohol#byo"],
      "Fitzroy and Ponsonby are licensed, and guests may not bring their own alcohol there",
      "no: Fitzroy is licensed; BYO only at Surry Hills and Te Aro."),
    A("answerable", "The school cancelled my class because not enough people booked. Can I get my money back?",
      ["pnl-school-cancels#minimum-numbers"], "the guest chooses another date or a full refund",
      "yes, if the guest chooses it: another date or a full refund."),
    A("answerable", "I'm 16. Can I come to an adult hands-on class on my own?", ["pnl-ages#minimum-ages"],
      "only with a parent or guardian booked into the same class",
      "16 is within 15 to 17: no, only with a parent or guardian booked into the same class."),
    A("answerable", "Who has to pick up a 13-year-old after a teen class?", ["pnl-ages#teen-classes"],
      "Teens aged 13 and 14 must be signed in and picked up by an adult",
      "actor: an adult (15 and over may leave alone with a parent's written agreement)."),
    A("answerable", "How many days before the class do I need to tell you about an allergy?",
      ["pnl-allergies#telling-us"], "at least 7 days before the class", "at least 7 days, on the booking form or by email."),
    A("answerable", "I'm coeliac. Can the dishes in a demonstration class be made gluten-free for me?",
      ["pnl-allergies#changes"], "In demonstration classes the menu is not changed for any guest",
      "'coeliac': no, not in a demonstration class (gluten-free versions are made in hands-on classes).",
      absent=["coeliac"]),
    A("answerable", "I have a nut allergy that can cause anaphylaxis. Can I do a hands-on class?",
      ["pnl-allergies#cross-contact"], "cannot take part in a hands-on class",
      "no; a demonstration class with their own food instead."),
    A("answerable", "I cut my finger in class and needed a doctor. Who pays the clinic's fee?", ["pnl-safety#injuries"],
      "the guest pays the clinic's fee", "actor: the guest (a member of staff takes them to the clinic)."),
    A("answerable", "I cancelled my class 3 days before. Do I get a refund?", ["pnl-cancellations#guest-cancels"],
      "gets a credit valid for 6 months",
      "3 days is less than 7 days but at least 48 hours: no refund, a credit valid for 6 months (the reader's own "
      "figure; no conversion is needed to label it)."),
    A("answerable", "I'll be 30 minutes late for my hands-on class. Can I still cook?",
      ["pnl-cancellations#late-arrival"], "may watch and eat but does not cook",
      "30 minutes is more than 20: no, watch and eat only, and no refund. pnl-safety#knife-briefing (no knives after "
      "the briefing) is about knives, not cooking, and is not listed."),
    A("answerable", "How long is a class pass valid?", ["pnl-passes#pass-expiry"],
      "valid for 12 months from the day it is bought", "12 months from purchase; unused classes lost."),
    A("answerable", "Can I use my class pass for a demonstration class?", ["pnl-passes#pass-use"],
      "A pass can be used for hands-on classes only", "no: hands-on classes only."),
    A("answerable", "Whose decision on a complaint is final if I don't accept the school manager's reply?",
      ["pnl-complaints#reply"], "the head chef's decision is final",
      "actor: the head chef of the network (the school manager replies first)."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Do you run a knife skills masterclass?", [(PAU, MA)],
      "The knife skills masterclass runs only at Fitzroy",
      "unanchored 'Knife skills masterclass' of the Australian price list; pnl-safety#knife-briefing and the "
      "unanchored 'Knife sales' are about knives, not a masterclass."),
    S("rejected-best", "How much is a sourdough workshop at Ponsonby?", [(PNZ, MA)], "cost NZ$140",
      "unanchored 'Sourdough workshops'; #hands-on's NZ$180 at Ponsonby is a hands-on class and a wrong source."),
    S("rejected-best", "Do you have vegan cooking classes?", [(CLASSES, MA)],
      "Vegan hands-on classes run once a month",
      "unanchored 'Vegan classes'; pnl-allergies#changes (vegetarian, gluten-free, dairy-free versions) does not name "
      "vegan."),
    S("rejected-best", "Is the meat you use halal?", [(ALLERG, MA)], "Halal meat is used on request",
      "unanchored 'Halal and kosher' of the allergies record; no accepted fragment names halal."),
    S("rejected-best", "At what times are the fridge temperatures checked?", [(STAFF, False)],
      "at 8:00 and 14:00 every day", "denied: the chefs' handbook (pnl-staff)."),
    S("rejected-best", "Are dishes for guests with allergies cooked at a separate station?", [(STAFF, False)],
      "cooked at a separate station with purple-handled boards",
      "denied: the chefs' handbook. pnl-allergies#cross-contact (every kitchen handles nuts …; no guarantee against "
      "traces) does not say where such dishes are cooked and is a wrong source."),
    S("rejected-best", "What commission do event agencies get on the events they book?", [(PARTN, False)],
      "receive 10% commission", "denied: the terms for event agencies (pnl-partner). pnl-events#event-prices is the "
      "client's price and a wrong source."),
    S("rejected-best", "How early can Cooks' Club members book new classes?", [(CLUB, False)],
      "14 days before they go on public sale",
      "denied: the Cooks' Club guide needs public AND pnl-club; a public reader lacks pnl-club."),
    S("rejected-best", "How much is the autumn hands-on class at Surry Hills?", [(OFFER, False)],
      "a 3-hour hands-on class at Surry Hills costs A$135",
      "expired April 21, 2039 (23:59:59); today's A$175 (pnl-prices-au#hands-on) is not the autumn price."),
    S("rejected-best", "How much will a hands-on class at Fitzroy cost in 2040?", [(P40, False)], "AUD 185 at Fitzroy",
      "not yet published (November 25, 2039); today's A$165 is 2039's, and the 2038 edition is a past year."),
    S("rejected-best", "For how long is a burn cooled under running water?", [(STAFF, MA)],
      "cooled under running water for 20 minutes",
      "two reasons: the handbook is denied (pnl-staff) and the answer is in its unanchored 'Burns'. "
      "pnl-safety#injuries (burns treated from the first aid kit) states no time."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a cookery school in Perth?", [], "perth",
      "Fitzroy, Surry Hills, Ponsonby, Te Aro (and Paddington, not yet published) only.", absent=["perth"]),
    S("nothing", "Do you teach cake decorating?", [], "cake decorating", "nothing on cakes.",
      absent=["cake", "decorat"]),
    S("nothing", "Is there wheelchair access at the Te Aro school?", [], "wheelchair", "nothing on access for wheelchairs.",
      absent=["wheelchair"]),
    S("nothing", "Do you sell cookware and kitchen gadgets?", [], "cookware",
      "knives and aprons are sold at the front desk; nothing on cookware or gadgets.", absent=["cookware", "gadget"]),
    S("nothing", "Can I join a cooking class over Zoom?", [], "zoom", "nothing on classes held remotely.",
      absent=["zoom"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much did a hands-on class cost at Ponsonby in 2038?", [], "ponsonby in 2038",
      "the 2038 edition is Australia's only (Fitzroy, Surry Hills); NZ$180 is Ponsonby's price now."),
    S("near-miss", "How much is a full-day kids' holiday class in Australia?", [], "full-day kids' class",
      "the kids' holiday class is a 2-hour class (A$85); a full day is stated nowhere."),
    S("near-miss", "How many children can a kids' holiday class take?", [], "kids' class size",
      "class sizes are stated for hands-on (14) and demonstration (30) classes; kids' classes are not named there."),
    S("near-miss", "How much is a pass of 10 classes in New Zealand?", [], "pass of 10",
      "passes of 3 (NZ$480) and 5 (NZ$770) only."),
    S("near-miss", "How much is a 2-hour hands-on class in New Zealand?", [], "2-hour hands-on class",
      "the hands-on class is 3 hours (NZ$180 / NZ$170); the 2-hour class is the demonstration class (NZ$105)."),
    S("near-miss", "What is the corkage fee per glass at Te Aro?", [], "corkage per glass",
      "corkage is charged per bottle (NZ$12 at Te Aro); no price per glass."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Can my 16-year-old come to a hands-on class with me on my class pass?", [], "a teen on a pass",
      "pnl-passes#pass-use (the holder may book a class for another adult) and pnl-ages#minimum-ages (15 to 17 with a "
      "parent booked into the same class) do not say whether a pass pays for a teen; a reader may infer a no."),
    S("joined", "Can I use a class pass bought in Australia at a school in New Zealand?", [], "a pass across countries",
      "pnl-passes#passes (priced per country) and pnl-passes#pass-use (hands-on classes only; another adult) do not say "
      "whether a pass crosses countries."),
    S("joined", "Can I put the credit from a cancelled class towards a class pass?", [], "credit for a pass",
      "pnl-cancellations#guest-cancels (a credit valid for 6 months) and pnl-passes#passes do not say what the credit "
      "pays for."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "how much is a hands-on clss at ponsonby", ["pnl-prices-nz#hands-on"], "NZ$180 at Ponsonby",
      "'clss', Ponsonby read as New Zealand: NZ$180.", absent=["clss"]),
    A("paraphrase-typo", "wht age can my kid do the teen cookng class",
      ["pnl-prices-au#kids-teens", "pnl-prices-nz#kids-teens"], "a 3-hour teen class for ages 13 to 17",
      "'wht', 'cookng': 13 to 17; both price lists state the band and either may be cited.",
      absent=["wht", "cookng"]),
    S("paraphrase-typo", "can i bring my bub to a demo class", [(AGES, MA)],
      "A baby under 12 months may come to a demonstration class",
      "'bub' (a baby), 'demo'; unanchored 'Babies in demonstration classes' of the ages record. #minimum-ages does "
      "not name babies.", absent=["bub"]),
    A("paraphrase-typo", "corkage at surry hills how much per botle", ["pnl-alcohol#byo"], "A$10 at Surry Hills",
      "'botle': A$10 a bottle.", absent=["botle"]),
    A("paraphrase-typo", "if i cancle 10 days ahead do i get a refnd", ["pnl-cancellations#guest-cancels"],
      "at least 7 days before it gets a full refund",
      "'cancle', 'refnd': 10 days is at least 7: yes, a full refund.", absent=["cancle", "refnd"]),
    S("paraphrase-typo", "markt tour at te aro how much", [(MARKETS, False)], "cost NZ$115 for 3 hours",
      "'markt': unknown-policy (the market tours record's policy is 'seasonal').", absent=["markt"]),
    A("paraphrase-typo", "how long do u keep stuff i left behind at the school", ["pnl-lost-property#lost-property"],
      "kept for 30 days", "'stuff', 'u': 30 days, then given to charity (food thrown away the same day).",
      absent=["stuff"]),
    S("paraphrase-typo", "can we have a hens party on a sunday arvo", [(EVENTS, MA)],
      "Hen parties are booked as private classes on Saturday afternoons only",
      "'arvo' (afternoon), 'hens'; unanchored 'Hen parties' of the events record (a no, that only it gives).",
      absent=["arvo"]),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What do the Pantry Lane knives and injuries rules say about bringing my own knives?",
      ["pnl-safety#own-knives"], "Guests may not bring their own knives into the kitchen",
      "named title: no; the school's knives are sharpened before every class."),
    A("named-document", "According to Pantry Lane lost property, can a lost item be posted back to me?",
      ["pnl-lost-property#posting"], "can be posted back to its owner", "named title: yes, postage paid in advance."),
    S("named-document", "What does Pantry Lane gift vouchers say about vouchers for companies?", [(VOUCH, MA)],
      "Companies that buy 10 or more vouchers at once get 10% off",
      "named title; the answer is in its unanchored 'Vouchers for companies'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "Who does the chef report a missing knife to?", ["pnl-staff#knife-count"],
      "reported to the school manager",
      "the reader holds public and pnl-staff: the handbook is readable; actor: the school manager.",
      labels=("public", "pnl-staff")),
    A("access-labels", "How much do Cooks' Club members pay for the chef's table evening in New Zealand?",
      ["pnl-club#chefs-table"], "NZ$45 in New Zealand", "the reader holds public and pnl-club: NZ$45.",
      labels=("public", "pnl-club")),
    S("access-labels", "How much is a demonstration class in Australia?", [(PAU, False)], "costs A$95 at both schools",
      "the reader holds pnl-club but not public: the public price list is denied to them (CONTRACTS: all labels); "
      "the Club guide needs public too and does not price demonstration classes. The New Zealand list (also denied) "
      "prices a demonstration class too; the question names Australia, so it is not listed.", labels=("pnl-club",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there an autumn price for hands-on classes at Surry Hills?", ["pnl-offer-autumn-2039#autumn"],
      "a 3-hour hands-on class at Surry Hills costs A$135",
      "now = 2039-04-12: the offer (1 to 21 April 2039) is current.", now=OFFER_TIME),
    A("other-time", "How much is a hands-on class at Fitzroy?", ["pnl-prices-au-2040#hands-on"], "AUD 185 at Fitzroy",
      "now = 2040-02-12: the 2040 edition is published and the 2039 list has expired; the 2038 edition is "
      "historical (a past year).", now=NEXT_YEAR),
]

# karting_ru record ids
CRF, CAM, C38, C40 = "shk-ceny-rf-2039", "shk-ceny-am-2039", "shk-ceny-rf-2038", "shk-ceny-rf-2040"
DOPUSK, EKIP, ALKO, ZDOR = "shk-dopusk-2039", "shk-ekipirovka-2039", "shk-alkogol-2039", "shk-zdorovye-2039"
POVR, FLAGI, BRON, OTMENA = "shk-povrezhdeniya-2039", "shk-flagi-2039", "shk-bronirovanie-2039", "shk-otmena-2039"
POGODA, KORP, ABON, SERT = "shk-pogoda-2039", "shk-korporativy-2039", "shk-abonementy-2039", "shk-sertifikaty-2039"
HRAN, PRAZD, PRET = "shk-hranenie-2039", "shk-prazdniki-2039", "shk-pretenzii-2039"
MARSH, AGENT, KLUB = "shk-marshaly-2039", "shk-agenty-2039", "shk-klub-2039"
AKC, SOCHI, DRIFT = "shk-akciya-2039", "shk-sochi-2039", "shk-drift-2039"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит заезд на 10 минут в Казани?", ["shk-ceny-rf#zaezdy"], "1 200 ₽ в Казани",
      "Казань — Россия: 1 200 ₽ на взрослом карте. Редакция 2038 года (1 100 рублей, историческая, прошлый год) и "
      "редакция 2040 года (1 350 руб., не опубликована) — чужие источники; 1 500 ₽ той же фразы — Москва."),
    A("answerable", "Можно ли проехать заезд на 20 кругов в Гюмри?", ["shk-ceny-am#krugi"], "проводится только в Ереване",
      "Гюмри — Армения: нет, заезд на 20 кругов только в Ереване. Российский заезд по кругам (только в Москве) — "
      "чужая страна."),
    A("answerable", "Моему сыну 12 лет, рост 145 см. Можно ему на взрослый карт?", ["shk-dopusk#vzroslye"],
      "гости от 14 лет ростом не ниже 150 см",
      "12 лет меньше 14, 145 см меньше 150: нет (на детском карте — можно, но вопрос о взрослом)."),
    A("answerable", "Можно ли прислать согласие родителя на заезд ребёнка в мессенджере?", ["shk-dopusk#soglasie"],
      "присланное по почте или в мессенджере, не принимается",
      "нет: родитель или законный представитель подписывает его лично в клубе."),
    A("answerable", "Входит ли комбинезон в стоимость заезда?", ["shk-ekipirovka#vklyucheno"],
      "Комбинезон выдаётся за доплату",
      "нет: 300 ₽ в России или 1 500 драмов в Армении; шлем и подшлемник входят."),
    A("answerable", "Я опоздал к началу инструктажа. Что будет с моим заездом?",
      ["shk-bronirovanie#opozdanie", "shk-ekipirovka#instruktazh"], "едет в ближайший свободный заезд того же дня",
      "ближайший свободный заезд того же дня, если он есть, иначе заезд считается проведённым. "
      "shk-ekipirovka#instruktazh (без инструктажа не допускают) говорит о том же и тоже может быть процитирован."),
    A("answerable", "Кто может проверить гостя алкотестером?", ["shk-alkogol#alkotester"],
      "Администратор вправе проверить гостя алкотестером", "агент: администратор (вправе, не обязан)."),
    A("answerable", "Я беременна. Можно мне проехать один спокойный заезд?", ["shk-zdorovye#beremennost"],
      "Беременные к заездам не допускаются ни на каком сроке", "нет, ни на каком сроке."),
    A("answerable", "Нужна ли справка от врача, чтобы поехать на заезд?", ["shk-zdorovye#anketa"],
      "Справка от врача для заезда не нужна", "нет: гость подписывает анкету."),
    A("answerable", "Кто составляет акт о повреждении карта?", ["shk-povrezhdeniya#akt"],
      "составляет маршал вместе с гостем", "агент: маршал вместе с гостем, сразу после заезда."),
    A("answerable", "Что означает синий флаг?", ["shk-flagi#flagi"], "Синий флаг просит пропустить более быстрого пилота",
      "пропустить более быстрого пилота."),
    A("answerable", "Я отменил бронь за 12 часов до заезда. Вернут ли мне деньги?", ["shk-otmena#otmena-gost"],
      "При отмене меньше чем за 24 часа удерживается 50 % стоимости",
      "12 часов меньше 24: не полностью — удерживается 50 % стоимости (сумма не выводится)."),
    A("answerable", "В Ереване гроза. Будут ли сегодня заезды?", ["shk-pogoda#dozhd"],
      "При грозе, граде или ветре сильнее 15 м/с клуб останавливает заезды",
      "нет: при грозе заезды останавливают; перенос — shk-pogoda#perenos-pogoda, о нём вопрос не спрашивает."),
    A("answerable", "Сколько человек нужно для корпоративной гонки?", ["shk-korporativy#korporativ"],
      "для группы от 8 до 24 человек", "от 8 до 24 человек."),
    A("answerable", "Может ли мой друг поехать по моему абонементу?", ["shk-abonementy#vladelec"],
      "по нему ездит только его владелец", "нет: абонемент именной."),

    # --- rejected-best (11)
    S("rejected-best", "Есть ли у вас ночные заезды?", [(CRF, MA)], "Ночные заезды проводятся только в Казани",
      "неякорный раздел «Ночные заезды» российского прайса; #zaezdy (дневные цены) ночь не называет."),
    S("rejected-best", "Сколько стоит заезд на двухместном карте с инструктором?", [(CAM, MA)],
      "стоит 8 000 драмов за 8 минут",
      "неякорный раздел «Двухместный карт»; #zaezdy (4 500 драмов за 8 минут на детском карте) — другой карт и "
      "чужой источник."),
    S("rejected-best", "Есть ли карт с ручным управлением?", [(DOPUSK, MA)],
      "Карт с ручным управлением есть только в Москве",
      "неякорный раздел «Карт с ручным управлением»; #detskie и #vzroslye о нём не говорят."),
    S("rejected-best", "Что делает пилот после клетчатого флага?", [(FLAGI, MA)],
      "После клетчатого флага пилот проезжает ещё один круг",
      "неякорный раздел «Клетчатый флаг»; #flagi (жёлтый, красный, синий, чёрный) клетчатый не называет."),
    S("rejected-best", "Какое давление в шинах карта на сухой трассе?", [(MARSH, False)], "0,9 бара на сухой трассе",
      "закрыто: памятка маршала (shk-staff)."),
    S("rejected-best", "Какой интервал выдерживают между группами на трассе?", [(MARSH, False)],
      "интервал не меньше 2 минут", "закрыто: памятка маршала."),
    S("rejected-best", "Какую комиссию получают агенты за корпоративные гонки?", [(AGENT, False)],
      "комиссию 12 % с корпоративных гонок",
      "закрыто: условия для агентов (shk-agent). shk-korporativy#ceny-korporativ — цена для заказчика, чужой "
      "источник."),
    S("rejected-best", "Какую скидку получают участники клуба пилотов?", [(KLUB, False)],
      "скидку 10 % на все заезды по времени",
      "закрыто: правила клуба требуют public И shk-klub; у читателя только public."),
    S("rejected-best", "Сколько стоит весенний заезд в Москве?", [(AKC, False)], "в Москве стоит 1 000 ₽",
      "акция истекла 20 апреля 2039 (23:59:59); нынешние 1 500 ₽ (shk-ceny-rf#zaezdy) — не весенняя цена."),
    S("rejected-best", "Сколько будет стоить заезд на 10 минут в Москве в 2040 году?", [(C40, False)],
      "1 650 руб. в Москве",
      "не опубликована (25 ноября 2039); нынешние 1 500 ₽ — цена 2039 года, 1 300 рублей — 2038 года."),
    S("rejected-best", "Что делает маршал при перевороте карта?", [(MARSH, MA)],
      "При перевороте карта маршал показывает красный флаг",
      "две причины: памятка закрыта (shk-staff), а ответ — в её неякорном разделе «Переворот карта». "
      "shk-flagi#flagi (красный флаг останавливает заезд) переворот не называет."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас картинг в Ванадзоре?", [], "ванадзор",
      "Москва, Казань, Ереван, Гюмри (и Сочи, ещё не опубликован).", absent=["ванадзор"]),
    S("nothing", "Продаёте ли вы перчатки для картинга?", [], "перчатки", "ничего о перчатках.", absent=["перчат"]),
    S("nothing", "Есть ли парковка у клуба?", [], "парковка", "ничего о парковке.", absent=["парковк"]),
    S("nothing", "Можно ли арендовать трассу для съёмки клипа?", [], "съёмка клипа",
      "названы корпоративные гонки и турниры; о съёмках и аренде трассы ничего (камеры на шлем — не съёмка клипа).",
      absent=["съёмк", "клип"]),
    S("nothing", "Принимаете ли вы оплату криптовалютой?", [], "криптовалюта",
      "названы оплата на сайте, по телефону, картой и наличными в Гюмри; о криптовалюте ничего.",
      absent=["криптовалют"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоил заезд в Ереване в 2038 году?", [], "ереван в 2038",
      "редакция 2038 года — российская (Москва, Казань); 7 000 драмов — нынешняя цена в Ереване."),
    S("near-miss", "Сколько стоит заезд на детском карте на 15 минут в России?", [], "детский заезд на 15 минут",
      "детский заезд назван только на 8 минут (900 ₽)."),
    S("near-miss", "Сколько стоит абонемент на 20 заездов в России?", [], "абонемент на 20 заездов",
      "абонементы на 5 (6 500 ₽) и на 10 заездов (12 000 ₽); на 20 — нигде."),
    S("near-miss", "Какую предоплату берут за участие в турнире?", [], "предоплата за турнир",
      "предоплата 30 % названа для корпоративной гонки; у турнира назван только взнос."),
    S("near-miss", "Во сколько открываются клубы в обычные дни?", [], "часы работы в обычные дни",
      "часы названы только для 31 декабря (до 18:00) и 28 мая в Армении (с 14:00)."),
    S("near-miss", "Сколько стоит заезд на 10 минут на спортивном карте в Армении?", [], "спортивный карт на 10 минут",
      "спортивный карт назван только в заезде на 20 кругов (12 000 драмов); 10 минут — цена взрослого карта."),

    # --- joined (3)
    S("joined", "Действует ли праздничная наценка 20 % на корпоративные гонки?", [], "наценка на корпоратив",
      "shk-prazdniki#prazdnichnye-ceny (заезды на 20 % дороже) и shk-korporativy#ceny-korporativ не говорят, "
      "считается ли корпоративная гонка заездом; читатель может вывести «да»."),
    S("joined", "Продлят ли абонемент, если открытую трассу закрыли из-за погоды?", [], "продление из-за погоды",
      "shk-abonementy#srok (продление один раз на 1 месяц за плату) и shk-pogoda#perenos-pogoda (перенос заезда) не "
      "говорят о продлении абонемента из-за погоды."),
    S("joined", "Может ли ребёнок 10 лет участвовать в корпоративной гонке?", [], "ребёнок в корпоративной гонке",
      "shk-dopusk#detskie (детский карт с 7 лет) и shk-korporativy#korporativ (группа от 8 до 24 человек) не говорят, "
      "допускают ли детей к корпоративной гонке."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "почём заезд в гюмри на взрослом", ["shk-ceny-am#zaezdy"], "6 000 драмов в Гюмри",
      "«почём», Гюмри — Армения: 6 000 драмов за 10 минут.", absent=["почём"]),
    A("paraphrase-typo", "с какова возраста берут на детский картинг", ["shk-dopusk#detskie"],
      "дети от 7 до 13 лет", "«какова», «берут», «картинг»: с 7 лет (и рост не ниже 120 см).",
      absent=["какова", "берут", "картинг"]),
    S("paraphrase-typo", "если принял лекарство от которого сонливость можно на заезд", [(ALKO, MA)],
      "принял лекарства, вызывающие сонливость",
      "без знаков; неякорный раздел «Лекарства» записи об алкоголе. #alkogol (опьянение) лекарства не называет."),
    A("paraphrase-typo", "если отменю бронь за двое суток деньги вернете?", ["shk-otmena#otmena-gost"],
      "не позднее чем за 24 часа до заезда, получает деньги полностью",
      "«суток», «вернете»: двое суток — больше 24 часов: да, полностью (читатель переводит в уме; цифра не пишется).",
      absent=["суток", "вернете"]),
    A("paraphrase-typo", "кто решает окончательно по жалобе если я не согласен с управляющим",
      ["shk-pretenzii#rassmotrenie"], "главный инструктор сети, и его решение окончательное",
      "«жалобе» — претензия: главный инструктор сети.", absent=["жалоб"]),
    S("paraphrase-typo", "дрифт-карт в ереване скоко стоит", [(DRIFT, False)], "стоит 9 000 драмов за 8 минут",
      "«скоко»; unknown-policy: у записи о дрифт-картах нет строки policy.", absent=["скоко"]),
    A("paraphrase-typo", "сколько дней храните забытые шмотки", ["shk-hranenie#zabytye"], "Забытые вещи хранятся 30 дней",
      "«шмотки» — вещи: 30 дней (документы — в полицию через 3 дня).", absent=["шмотк"]),
    S("paraphrase-typo", "в тумане катаетесь или нет", [(POGODA, MA)], "В густой туман заезды приостанавливают",
      "«катаетесь»; неякорный раздел «Туман» (только он о тумане).", absent=["катаетесь"]),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Шикана: флаги и штрафы» о чёрном флаге?",
      ["shk-flagi#chernyy-flag", "shk-flagi#flagi"], "получивший чёрный флаг дважды за день",
      "named title: дважды за день — больше не допускают; #flagi (чёрный — немедленно в боксы) тоже может быть "
      "процитирован."),
    A("named-document", "Согласно «Шикана: хранение вещей», отвечает ли клуб за ценности вне шкафчика?",
      ["shk-hranenie#shkafchiki"], "за ценности, оставленные вне шкафчика, клуб не отвечает", "named title: нет."),
    S("named-document", "Что сказано в «Шикана: претензии» об отзывах в интернете?", [(PRET, MA)],
      "На отзывы в интернете клуб отвечает", "named title; ответ — в его неякорном разделе «Отзывы»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "Когда заправляют карт?", ["shk-marshaly#zapravka"], "в баке остаётся меньше трети",
      "у читателя public и shk-staff: памятка доступна.", labels=("public", "shk-staff")),
    A("access-labels", "Сколько стоит этап лиги для участников клуба в Армении?", ["shk-klub#liga"],
      "9 000 драмов в Армении", "у читателя public и shk-klub: 9 000 драмов.", labels=("public", "shk-klub")),
    S("access-labels", "Сколько стоит заезд на детском карте в Армении?", [(CAM, False)], "4 500 драмов в обоих клубах",
      "у читателя shk-klub без public: публичный армянский прайс ему закрыт (нужны все метки); правила клуба тоже "
      "требуют public и детский заезд не называют. Российский прайс (тоже закрыт) называет детский заезд, но вопрос "
      "об Армении, поэтому он не указан.", labels=("shk-klub",)),

    # --- other-time (2)
    A("other-time", "Есть ли весенняя цена на заезды в Москве?", ["shk-akciya-2039#vesna"], "в Москве стоит 1 000 ₽",
      "now = 2039-04-12: акция (с 1 по 20 апреля 2039) действует.", now=OFFER_TIME),
    A("other-time", "Сколько стоит заезд на 10 минут в Москве?", ["shk-ceny-rf-2040#zaezdy"], "1 650 руб. в Москве",
      "now = 2040-02-12: редакция 2040 года опубликована, прайс 2039 года истёк; редакция 2038 — историческая.",
      now=NEXT_YEAR),
]
