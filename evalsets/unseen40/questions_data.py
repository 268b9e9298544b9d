"""Labelled questions of unseen40 (the source of questions_*.jsonl; build_unseen40.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed in README.md before the first corpus
record was written.
This round leans on guests' questions about an age inside a band ("my 10-year-old" inside "children
aged 7 to 15", «ребёнка 8 лет» inside «от 6 до 12 лет»), on the reader's own figure against a bound
("30 hours before" against "up to 48 hours before", "11 metres per second" against "above 8 metres per
second", "12 friends" against "at least 10 paying guests"; «за 45 дней» against «за 30–60 дней», «за 3
недели» against «меньше 30 дней», «предупредил за сутки» against «не позднее чем за 48 часов», «сыну 15»
against «с 16 лет»), on per-boat against per-person prices ("a double kayak", "the safari boat"; «цена
указана за яхту», «95 € за машину до 4 человек»), on exceptions ("does not cover the RIB speedboat
tour", "does not apply to ... hotel pick-up"; «на аренду целой яхты их брать можно»), on sums the
source does not state (a pick-up for two adults and a child; five hours of a yacht in Sochi), on
near-misses that name one of two similar things where the corpus speaks only of the other (a porpoise
safari in 2027, where the 2027 edition is Iceland's; puffins and the RIB in Denmark; kayaks from
Húsavík; hotel pick-up in Copenhagen, parking in Húsavík; the minimum of guests for a porpoise safari
and the wind limit of the RIB, where both are stated for kayak tours; недельный чартер в Сочи, курс
рулевого в Турции, трансфер в Сочи, уборка яхты в Сочи, дополнительный час в Турции, предоплата и отмена
курса, Фетхие в 2027 году), on guests' chat spellings ("r", "b4", "wanna", "gf", "wat", "ppl", "ur",
"wen", "gotta", "tmrw", "kids"; «скока», «скок», «питере», «ребенку», «слышал», «завалил», «вернете»), on
questions that name a document, and on plain questions answered only by an unanchored section.
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

# whales_en record ids
PIS, P27, P29, PDK = "brf-prices-is-2028", "brf-prices-is-2027", "brf-prices-is-2029", "brf-prices-dk-2028"
MID, ISA, BOOK, CAN = "brf-midsummer-2028", "brf-isafjordur-2029", "brf-booking-2028", "brf-cancellation-2028"
SAF, KAY, ONB, TRA = "brf-safety-2028", "brf-kayaking-2028", "brf-onboard-2028", "brf-transfers-2028"
PRH, HAND, PART, OFF = "brf-private-hire-2028", "brf-guide-handbook-2028", "brf-partner-rates-2028", "brf-office-husavik-2028"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is the whale-watching tour from Húsavík for my 10-year-old?",
      ["brf-prices-is#whale-watching"], "ISK 6,450 for children aged 7 to 15",
      "10 is inside 'children aged 7 to 15': ISK 6,450. The 2027 (5.950 kr.) and 2029 (ISK 6,950) editions are wrong "
      "sources; the RIB's ISK 19,900 is another tour."),
    A("answerable", "What does a single kayak cost on the Copenhagen canal tour?", ["brf-prices-dk#kayak-tours"],
      "DKK 495 per person in a single kayak",
      "Denmark: DKK 495 (DKK 850 is the double kayak, in the same sentence); the expired midsummer offer (DKK 690 "
      "for a double) is a wrong source, the unanchored sunset paddle (DKK 650) another tour."),
    A("answerable", "My husband and I want to share one kayak on the Stykkishólmur tour. What does that cost?",
      ["brf-prices-is#kayaking"], "ISK 26,000 per double kayak",
      "per boat, not per person: ISK 26,000 for the double kayak (ISK 15,500 is per person in a single kayak)."),
    A("answerable", "My daughter is 10. Can she come on the RIB speedboat tour?", ["brf-safety#age-limits"],
      "at least 8 years old for the RIB speedboat tour", "condition: 10 is at least 8: yes."),
    A("answerable", "My son is 13. Can he paddle his own kayak on a sea-kayak tour?", ["brf-safety#age-limits"],
      "Kayakers aged 12 to 15 paddle in a double kayak with an adult",
      "13 is inside 12 to 15: no, a double kayak with an adult (he meets the minimum of 12)."),
    A("answerable", "Do I have to pay for my 2-year-old on the porpoise safari?", ["brf-prices-dk#porpoise-safari"],
      "children under 3 travel free", "no: under 3 travels free (DKK 195 is for 3 to 14)."),
    A("answerable", "We cancelled our tour 30 hours before departure. How much will we get back?",
      ["brf-cancellation#guest-cancellation"], "If you cancel later, we refund 50% of the ticket price",
      "condition: 30 hours is less than 'up to 48 hours before': 50%, not a full refund."),
    A("answerable", "We saw no whales on our RIB speedboat tour from Húsavík. Can we go again for free?",
      ["brf-cancellation#whale-guarantee"], "The guarantee does not cover the RIB speedboat tour",
      "exception: no; the guarantee's main rule (another tour free within 12 months) is for the oak boats."),
    A("answerable", "What did an adult ticket for the puffin tour cost in 2027?", ["brf-prices-is-2027#puffin-tours"],
      "cost 7.900 kr. for adults",
      "a past year: the historical 2027 edition (7.900 kr.); today's ISK 8,900 is a wrong source."),
    A("answerable", "We are 12 friends booking the same porpoise safari. Do we get a group discount?",
      ["brf-booking#groups"], "A group of at least 10 paying guests on the same departure gets 10% off",
      "condition: 12 is at least 10: yes, 10%."),
    A("answerable", "How much is it to hire the safari boat in Middelfart for a group of 8?",
      ["brf-prices-dk#private-boat"], "DKK 4,200 per boat for 2 hours",
      "per boat, whatever the number of guests (up to 12): DKK 4,200 for 2 hours; not 8 x DKK 395."),
    A("answerable", "Does the group discount also apply to hotel pick-up?", ["brf-booking#groups"],
      "does not apply to private boat hire or to hotel pick-up",
      "no; #hotel-pickup of brf-transfers names no discount and is not the answer."),
    A("answerable", "Can my wife join a sea-kayak tour in Stykkishólmur? She is four months pregnant.",
      ["brf-safety#health"], "Pregnant guests may not join the RIB speedboat tour or a sea-kayak tour",
      "no (she is welcome on the oak boats)."),
    A("answerable", "The forecast for our kayak tour is 11 metres per second. Will the tour go out?",
      ["brf-kayaking#wind"], "above 8 metres per second", "condition: 11 is above 8: no."),
    A("answerable", "Is the hot chocolate on the whale-watching tour free?", ["brf-onboard#refreshments"],
      "we serve hot chocolate and a cinnamon bun free of charge", "yes."),
    A("answerable", "How much is hotel pick-up in Reykjavík for two adults and a 9-year-old?",
      ["brf-transfers#hotel-pickup"], "2,500 Icelandic krónur per person; children under 12 ride free",
      "2,500 Icelandic krónur each for the adults, the child free (the total, 5,000, is not stated)."),
    A("answerable", "My mother uses a wheelchair. Can she go whale watching, and do I pay if I come to help her?",
      ["brf-onboard#accessibility"], "A companion who assists a wheelchair user travels free of charge",
      "yes, on the oak boat Náttfari; the companion travels free."),
    A("answerable", "How many times can I change the date of my booking for free?", ["brf-booking#booking"],
      "You may change the date of a booking free of charge once",
      "once; further changes cost ISK 1,500 / 75 Danish kroner."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is the northern lights cruise from Reykjavík?", [(PIS, MA)],
      "at ISK 14,500 per person",
      "unanchored 'Northern lights cruise' of the Iceland prices; the anchored #puffin-tours of the same record "
      "(Reykjavík Old Harbour, ISK 8,900) is accepted and near: answering it is a wrong source."),
    S("rejected-best", "What time does the sunset paddle in Copenhagen start?", [(PDK, MA)], "It starts at 20:30",
      "unanchored 'Sunset paddle'; the anchored #kayak-tours (Copenhagen canals, DKK 495) is a wrong source."),
    S("rejected-best", "How long is a gift card valid?", [(BOOK, MA)], "Gift cards are valid for 2 years",
      "unanchored 'Gift cards'; #booking and #groups of the same record do not answer."),
    S("rejected-best", "Is my ticket refunded if I get seasick on the whale-watching tour?", [(CAN, MA)],
      "Tickets are not refunded because of seasickness",
      "unanchored 'Seasickness'; #guest-cancellation (refunds) and #whale-guarantee are wrong sources."),
    S("rejected-best", "Can we bring our own alcohol on board?", [(SAF, MA)],
      "Guests may not bring their own alcohol on board", "unanchored 'Alcohol on board'."),
    S("rejected-best", "Can I rent a kayak without a guide in Copenhagen?", [(KAY, MA)],
      "Kayaks are rented without a guide only in Copenhagen",
      "unanchored 'Kayak rental without a guide'; the guided Copenhagen canal tour (DKK 495) is a wrong source."),
    S("rejected-best", "Can I fly my drone from the whale-watching boat?", [(ONB, MA)],
      "Drones may not be flown from our boats", "unanchored 'Drones'."),
    S("rejected-best", "How much is a transfer from Keflavík Airport to Reykjavík?", [(TRA, MA)],
      "5,900 Icelandic krónur per person",
      "unanchored 'Airport transfers'; the anchored #hotel-pickup (2,500 Icelandic krónur) is a wrong source."),
    S("rejected-best", "How many metres from a whale must captains keep the boat?", [(HAND, False)], "at least 50 metres from a whale",
      "denied: the guide handbook (brf-guides); the kayak wind limit in metres per second is a wrong source."),
    S("rejected-best", "What commission do hotels get for selling your tours?", [(PART, False)],
      "commission of 15% of the ticket price",
      "denied: rates for hotels and travel agencies (brf-partners); the group discount's 10% is a wrong source."),
    S("rejected-best", "How much was a double kayak on the midsummer offer in Copenhagen?", [(MID, False)],
      "DKK 690 instead of DKK 850", "expired 31 August 2028; today's DKK 850 is not the offer's price."),
    S("rejected-best", "What will an adult whale-watching ticket from Húsavík cost in 2029?", [(P29, False)],
      "ISK 13,900 for adults", "not yet published (1 December 2028); today's ISK 12,900 is 2028's."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you offer fishing trips?", [], "fishing", "no record names fishing.", absent=["fishing"]),
    S("nothing", "Can I go scuba diving with you?", [], "diving", "no diving.", absent=["scuba", "diving"]),
    S("nothing", "Do you run tours in Norway?", [], "norway", "Iceland and Denmark only.", absent=["norway"]),
    S("nothing", "Is there wifi on the boats?", [], "wifi", "no internet on board named.", absent=["wifi"]),
    S("nothing", "Do you organise glacier hikes?", [], "glacier", "sea tours only.", absent=["glacier", "hike"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a porpoise safari cost in 2027?", [], "porpoise safari in 2027",
      "the 2027 edition is Iceland's (whales, puffins); today's DKK 395 is not a 2027 price."),
    S("near-miss", "How much is a puffin tour in Denmark?", [], "puffin tour in denmark",
      "puffin tours are priced in Iceland only (ISK 8,900)."),
    S("near-miss", "How much is the RIB speedboat tour in Denmark?", [], "rib speedboat tour in denmark",
      "the RIB runs from Húsavík (ISK 19,900); Denmark has the porpoise safari and kayaks."),
    S("near-miss", "How much is a sea-kayak tour from Húsavík?", [], "sea-kayak tour from húsavík",
      "kayak tours are in Stykkishólmur and Copenhagen (and the unpublished Ísafjörður base); Húsavík has the boats."),
    S("near-miss", "What does hotel pick-up cost in Copenhagen?", [], "hotel pick-up in copenhagen",
      "hotel pick-up is in central Reykjavík only; Denmark has parking in Middelfart."),
    S("near-miss", "What is the minimum number of guests for a porpoise safari to run?", [],
      "minimum number of guests for a porpoise safari",
      "the minimum of 2 guests is a kayak tour's (#group-size); the group of 10 is a discount; the private safari "
      "boat names a maximum of 12."),
    S("near-miss", "How much does parking cost in Stykkishólmur?", [], "parking in stykkishólmur",
      "parking is priced at Middelfart harbour (kr 60) only; Stykkishólmur is named for kayak tours."),
    S("near-miss", "What is the wind limit for the RIB speedboat tour?", [], "wind limit for the rib",
      "the 8 metres per second limit is for kayak tours (#wind); #weather names no figure."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "how much r puffin tours for kids?", ["brf-prices-is#puffin-tours"],
      "ISK 4,450 for children aged 7 to 15", "'r', 'kids': ISK 4,450 (no year asked: not the 2027 edition).",
      absent=["kids"]),
    A("paraphrase-typo", "can i cancel 3 days b4 and get all my money back??", ["brf-cancellation#guest-cancellation"],
      "up to 48 hours before departure and get a full refund", "3 days is more than 48 hours: yes.", absent=["b4"]),
    S("paraphrase-typo", "wanna propose to my gf on the boat, can u do a cake and bubbly?", [(PRH, MA)],
      "For a marriage proposal or a birthday on a private boat",
      "unanchored 'Proposals and celebrations' of the private hire record; #oak-boat (ISK 240,000) does not answer.",
      absent=["wanna", "gf", "bubbly"]),
    A("paraphrase-typo", "wat age for the rib boat?? my kid is 7", ["brf-safety#age-limits"],
      "at least 8 years old for the RIB speedboat tour", "7 is under 8: no.", absent=["kid"]),
    A("paraphrase-typo", "copenhagen kayak, 2 ppl in 1 boat, price?", ["brf-prices-dk#kayak-tours"],
      "DKK 850 per double kayak", "a double kayak: DKK 850; the expired offer's DKK 690 is a wrong source.",
      absent=["ppl"]),
    S("paraphrase-typo", "heard ur opening a base in Ísafjörður, wen does it open?", [(ISA, False)],
      "opens on 1 May 2029", "not yet published (15 December 2028).", absent=["ur"]),
    A("paraphrase-typo", "is coffee free on the porpoise safari or do i gotta pay", ["brf-onboard#refreshments"],
      "coffee and tea are free", "yes (other drinks are sold).", absent=["gotta"]),
    S("paraphrase-typo", "wat time does the Húsavík ticket office open in nov?", [(OFF, False)],
      "from 10:00 to 16:00 from November to March", "unknown-policy: the ticket office record has no policy."),
    A("paraphrase-typo", "forecast 6 m/s tmrw, will the kayak tour still go?", ["brf-kayaking#wind"],
      "above 8 metres per second", "'m/s' for 'metres per second'; 6 is not above 8: the wind does not stop it.",
      absent=["tmrw"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Brimfara sea kayaking, how many guests can one guide take?",
      ["brf-kayaking#group-size"], "at most 8 guests per guide", "named title."),
    A("named-document", "What does Brimfara safety, ages and health say about flotation suits on the RIB?",
      ["brf-safety#clothing"], "a full flotation suit is compulsory and is provided", "named title."),
    S("named-document", "What does Brimfara cancellations and the whale guarantee say about seasickness?",
      [(CAN, MA)], "Tickets are not refunded because of seasickness",
      "named title; the answer is in its unanchored 'Seasickness' (the same section as a rejected-best question)."),
    A("named-document", "According to Brimfara booking, groups and payment, can I pay cash on board?",
      ["brf-booking#payment"], "Cash is not accepted on board", "named title."),
]

# yakhty_ru record ids
RF, R27, R29, TR = "gls-prays-rf-2028", "gls-prays-rf-2027", "gls-prays-rf-2029", "gls-prays-tr-2028"
AKC, GEL, SHK, BRO = "gls-akciya-may-2028", "gls-baza-gelendzhik-2029", "gls-shkola-2028", "gls-bronirovanie-2028"
OTM, PRV, CHU, TRF = "gls-otmena-2028", "gls-pravila-2028", "gls-charter-usloviya-2028", "gls-transfer-2028"
INS, AGT, OFIS = "gls-instrukciya-shkipera-2028", "gls-agenty-2028", "gls-ofis-fethiye-2028"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит аренда яхты со шкипером на три часа в Санкт-Петербурге?", ["gls-prays-rf#arenda"],
      "15 000 ₽ за 3 часа в Санкт-Петербурге",
      "Россия, Санкт-Петербург: 15 000 ₽ (18 000 ₽ — Сочи, в той же фразе); редакции 2027 (13 500 рублей) и 2029 "
      "(16 000 ₽) — чужие источники."),
    A("answerable", "Хотим взять яхту со шкипером в Сочи на 5 часов. Сколько это будет стоить?", ["gls-prays-rf#arenda"],
      "каждый следующий час — 5 000 ₽",
      "18 000 ₽ за первые 3 часа и по 5 000 ₽ за два следующих (сумма, 28 000 ₽, в источнике не названа)."),
    A("answerable", "Сколько стоит групповая прогулка в Сочи для ребёнка четырёх лет?", ["gls-prays-rf#progulka"],
      "дети младше 5 лет катаются бесплатно", "4 года — младше 5: бесплатно (1 500 ₽ — от 5 до 12 лет)."),
    A("answerable", "Мы записались на групповую прогулку в Сочи втроём, больше никого нет. Прогулка состоится?",
      ["gls-prays-rf#progulka"], "Прогулка состоится, если записались не меньше 4 гостей",
      "condition: трое — меньше 4: нет (пока не запишется ещё кто-то)."),
    A("answerable", "Сколько стоит недельный чартер яхты в Бодруме?", ["gls-prays-tr#charter"], "2 900 € в Бодруме",
      "Турция, Бодрум: 2 900 € за яхту (2 400 € — Фетхие); шкипер отдельно."),
    A("answerable", "Сколько стоит дневная прогулка к островам из Фетхие для ребёнка 8 лет?", ["gls-prays-tr#progulka"],
      "900 ₺ с ребёнка от 6 до 12 лет", "8 лет — внутри «от 6 до 12»: 900 ₺ (1 800 лир — взрослый)."),
    A("answerable", "Сколько стоила групповая прогулка в Сочи для взрослого в 2027 году?",
      ["gls-prays-rf-2027#progulka"], "2 200 рублей со взрослого",
      "прошлый год: историческая редакция 2027 года; нынешние 2 500 ₽ — чужой источник."),
    A("answerable", "Сыну 15 лет. Его возьмут на курс яхтенного рулевого?", ["gls-shkola#kurs"], "На курс принимаем с 16 лет",
      "condition: 15 меньше 16 — нет."),
    A("answerable", "Я не сдал экзамен ни с первого раза, ни на бесплатной пересдаче. Сколько стоит ещё одна попытка?",
      ["gls-shkola#ekzamen"], "каждая следующая стоит 4 000 руб.",
      "бесплатна только одна пересдача: следующая — 4 000 руб."),
    A("answerable", "Отменяем чартер за 45 дней до начала. Сколько предоплаты вернёте?", ["gls-otmena#klient"],
      "при отмене за 30–60 дней — половину предоплаты", "condition: 45 — внутри «30–60»: половину."),
    A("answerable", "Бронируем чартер за три недели до начала. Сколько нужно заплатить сразу?",
      ["gls-bronirovanie#predoplata"], "сразу оплачивается 100 %",
      "condition: три недели — меньше 30 дней: 100 %, а не 30 %."),
    A("answerable", "Какой залог нужно оставить за яхту без шкипера в Турции?", ["gls-bronirovanie#zalog"],
      "1 500 € в Турции", "Турция: 1 500 € (50 000 руб. — Россия, в той же фразе)."),
    A("answerable", "У меня есть сертификат ICC, но капитаном в чартер я ещё не ходил. Дадите яхту без шкипера?",
      ["gls-charter-usloviya#bez-shkipera"], "опытом не меньше 2 недельных чартеров",
      "condition: сертификат есть, опыта нет — нет, только со шкипером."),
    A("answerable", "Можно взять собаку на групповую прогулку?", ["gls-pravila#zhivotnye"],
      "на групповые прогулки и на занятия школы животных не берём", "нет (только на аренду целой яхты)."),
    A("answerable", "Можно ли взять на групповую прогулку ребёнка двух лет?", ["gls-pravila#deti"],
      "Детей младше 3 лет на групповые прогулки не берём", "нет; на аренду целой яхты — можно."),
    A("answerable", "Сколько стоит трансфер из аэропорта Даламан в Фетхие для семьи из четырёх человек?",
      ["gls-transfer#transfer"], "95 € за машину до 4 человек", "за машину, не с человека: 95 €."),
    A("answerable", "Я пропускаю день практики и предупредил инструктора за сутки. Можно его отработать?",
      ["gls-shkola#propusk"], "если предупредить инструктора не позднее чем за 48 часов",
      "condition: сутки — меньше 48 часов: нет."),
    A("answerable", "Сколько придётся платить за питание шкипера на чартере?", ["gls-charter-usloviya#toplivo"],
      "Питание шкипера оплачивает клиент — до 25 евро в день", "до 25 евро в день."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит участие в клубной регате в Санкт-Петербурге?", [(RF, MA)], "7 500 ₽ с человека",
      "неякорный раздел «Клубная регата»; якорные #arenda и #kurs того же прайса (Санкт-Петербург) приняты и рядом — "
      "чужой источник."),
    S("rejected-best", "Сколько стоит голубой круиз на гулете из Фетхие?", [(TR, MA)], "от 890 евро с человека",
      "неякорный раздел «Голубой круиз»; якорные #charter и #progulka (Фетхие) — чужой источник."),
    S("rejected-best", "Поможете подготовиться к экзамену ГИМС на маломерное судно?", [(SHK, MA)],
      "Помогаем подготовиться к экзамену ГИМС",
      "неякорный раздел «Подготовка к экзамену ГИМС»; якорный #ekzamen (экзамен курса) — другое."),
    S("rejected-best", "Проводите корпоративные регаты для компании из 30 человек?", [(BRO, MA)],
      "Корпоративные регаты для компаний от 20 человек", "неякорный раздел «Корпоративные выходы»."),
    S("rejected-best", "Я заболел и не смогу прийти на групповую прогулку. Её можно перенести?", [(OTM, MA)],
      "по справке врача переносим групповую прогулку",
      "неякорный раздел «Болезнь клиента»; якорный #klient (бесплатная отмена за 24 часа) — чужой источник."),
    S("rejected-best", "Можно ли курить на яхте?", [(PRV, MA)], "Курить на борту можно только на корме",
      "неякорный раздел «Курение»; #alkogol — другое."),
    S("rejected-best", "Сколько стоит SUP-доска на недельный чартер?", [(CHU, MA)],
      "SUP-доска на недельный чартер стоит 40 € в неделю", "неякорный раздел «Дополнительное снаряжение»."),
    S("rejected-best", "Можно ли оставить у вас багаж до начала чартера?", [(TRF, MA)],
      "Багаж до и после чартера храним в офисе в Фетхие",
      "неякорный раздел «Хранение багажа»; #posadka (посадка в субботу с 17:00) — чужой источник."),
    S("rejected-best", "При каком прогнозе ветра шкипер не выходит в море с группой без опыта?", [(INS, False)],
      "При прогнозе ветра больше 15 узлов",
      "закрыто: инструкция шкипера (gls-shkipery); 20 узлов из #pogoda — чужой источник."),
    S("rejected-best", "Какую комиссию получает турагентство за продажу чартера?", [(AGT, False)],
      "комиссию 12 % от стоимости чартера", "закрыто: условия для турагентств (gls-agenty)."),
    S("rejected-best", "На сколько дешевле был недельный чартер в Фетхие по майской акции?", [(AKC, False)],
      "стоил на 15 % дешевле", "истекла 31 мая 2028 года; нынешние 2 400 € — не цена акции."),
    S("rejected-best", "Сколько будет стоить аренда яхты со шкипером в Сочи в 2029 году?", [(R29, False)],
      "19 500 ₽ за 3 часа в Сочи", "не опубликован (1 декабря 2028); нынешние 18 000 ₽ — 2028 года."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас рыбалка с яхты?", [], "рыбалк", "ничего о рыбалке.", absent=["рыбалк", "рыбал"]),
    S("nothing", "Организуете дайвинг?", [], "дайвинг", "ничего о дайвинге.", absent=["дайвинг"]),
    S("nothing", "Есть ли у вас чартер в Греции?", [], "греци", "Россия и Турция.", absent=["греци"]),
    S("nothing", "Есть ли на яхте интернет?", [], "интернет", "ничего об интернете.", absent=["интернет"]),
    S("nothing", "Сдаёте ли вы гидроциклы?", [], "гидроцикл", "ничего о гидроциклах.", absent=["гидроцикл"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоил недельный чартер в Фетхие в 2027 году?", [], "чартер в фетхие в 2027 году",
      "редакция 2027 года — российская (рубли, Сочи и Санкт-Петербург); нынешние 2 400 € — не цена 2027 года."),
    S("near-miss", "Сколько стоит недельный чартер в Сочи?", [], "недельный чартер в сочи",
      "в Сочи — почасовая аренда (18 000 ₽ за 3 часа); недельный чартер — в Турции."),
    S("near-miss", "Сколько стоит курс яхтенного рулевого в Турции?", [], "курс яхтенного рулевого в турции",
      "курс оценён только в России (65 000 ₽, Санкт-Петербург)."),
    S("near-miss", "Сколько стоит трансфер из аэропорта в Сочи?", [], "трансфер из аэропорта в сочи",
      "трансфер — только из Даламана в Фетхие."),
    S("near-miss", "Какую предоплату нужно внести за курс яхтенного рулевого?", [], "предоплата за курс",
      "предоплата названа для чартера (30 %) и прогулок (100 %); о курсе — ничего."),
    S("near-miss", "Сколько стоит уборка яхты после аренды в Сочи?", [], "уборка яхты в сочи",
      "уборка (150 €) — после недельного чартера в Турции."),
    S("near-miss", "Можно ли отменить курс яхтенного рулевого и вернуть деньги?", [], "отмена курса",
      "отмена — для чартера и групповой прогулки; для курса — только отработка пропущенного дня."),
    S("near-miss", "Сколько стоит дополнительный час аренды яхты в Турции?", [], "дополнительный час в турции",
      "«каждый следующий час — 5 000 ₽» — российская почасовая аренда; в Турции — недельный чартер и шкипер в день."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит прогулка на яхте в сочи для взрослого?", ["gls-prays-rf#progulka"],
      "2 500 ₽ со взрослого", "«скока»: 2 500 ₽; редакция 2027 года (2 200 рублей) — чужой источник.",
      absent=["скока"]),
    A("paraphrase-typo", "отменяем чартер за 3 мес до начала, предоплату всю вернете?", ["gls-otmena#klient"],
      "больше чем за 60 дней до начала, возвращаем всю предоплату", "3 месяца — больше 60 дней: да.",
      absent=["вернете"]),
    S("paraphrase-typo", "в питере регаты по субботам есть? скока стоит участие", [(RF, MA)],
      "регаты проходят по субботам с июня по сентябрь",
      "неякорный раздел «Клубная регата» (тот же, что в rejected-best, другие слова).", absent=["питер", "скока"]),
    A("paraphrase-typo", "ребенку 3 года, на групповую прогулку берете?", ["gls-pravila#deti"],
      "Детей младше 3 лет на групповые прогулки не берём",
      "3 года — не младше 3: да (граница). «ребенку», «берете» без ё.", absent=["ребенку", "берете"]),
    A("paraphrase-typo", "залог за яхту в россии скок?", ["gls-bronirovanie#zalog"], "50 000 руб. в России",
      "«скок»: 50 000 руб.", absent=["скок"]),
    S("paraphrase-typo", "слышал, в геленджике база открывается, с какого числа?", [(GEL, False)],
      "откроется 1 мая 2029 года", "не опубликован (10 декабря 2028).", absent=["слышал"]),
    A("paraphrase-typo", "детское кресло в трансфер с даламана скока стоит", ["gls-transfer#transfer"],
      "Детское кресло стоит 250 TRY", "250 TRY.", absent=["скока"]),
    S("paraphrase-typo", "офис в фетхие зимой во скока открыт?", [(OFIS, False)],
      "с ноября по март — по будням с 10:00 до 16:00", "unknown-policy: запись об офисе в Фетхие без policy.",
      absent=["зимой", "скока"]),
    A("paraphrase-typo", "экзамен завалил, пересдача платная??", ["gls-shkola#ekzamen"], "Одна пересдача бесплатна",
      "первая пересдача — бесплатно, следующие — 4 000 руб.", absent=["завалил"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что говорится в «Галс: правила на борту» об алкоголе на групповой прогулке?",
      ["gls-pravila#alkogol"], "на групповой прогулке алкоголь запрещён", "named title."),
    A("named-document", "Согласно документу «Галс: условия чартера», за сколько дней подают список экипажа?",
      ["gls-charter-usloviya#ekipazh"], "не позднее чем за 7 дней до начала", "named title: 7 дней."),
    S("named-document", "Что сказано в «Галс: бронирование, предоплата и залог» о корпоративных регатах?",
      [(BRO, MA)], "Корпоративные регаты для компаний от 20 человек",
      "named title; ответ — в его неякорном разделе «Корпоративные выходы»."),
    A("named-document", "Что в «Галс: трансфер и посадка» сказано о том, когда сдавать яхту?",
      ["gls-transfer#posadka"], "сдача — в следующую субботу до 9:00", "named title."),
]
