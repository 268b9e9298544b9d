"""Labelled questions of unseen53 (the source of questions_*.jsonl; build_unseen53.py writes them).

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
stated nowhere: another country, edition, size, length, kind of dive or of vehicle), joined 3 (two
sections' topics joined; the combination is stated nowhere), paraphrase-typo 8 (stops: the 3rd, 6th,
8th), named-document 3 (the stop is the 3rd), access-labels 3 (the reader's labels other than `public`;
the stop is the 3rd), other-time 2 (a `now` other than NOW, both completed).
"""
from __future__ import annotations

NOW = "2035-09-16T10:00:00Z"
OFFER_TIME = "2035-08-12T09:00:00Z"
NEXT_YEAR = "2036-02-10T09:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# dive_en record ids
PAU, PNZ, P34, P36 = "rfd-prices-au-2035", "rfd-prices-nz-2035", "rfd-prices-au-2034", "rfd-prices-au-2036"
COURSES, MEDICAL, JUNIORS, WEATHER = "rfd-courses-2035", "rfd-medical-2035", "rfd-juniors-2035", "rfd-weather-2035"
FEES, FILLS, LIAB, VOUCH = "rfd-fees-2035", "rfd-fills-2035", "rfd-liability-2035", "rfd-vouchers-2035"
STAFF, CLUBS, CLUB = "rfd-staff-2035", "rfd-dive-clubs-2035", "rfd-club-2035"
OFFER, QUEENS, GREY = "rfd-offer-winter-2035", "rfd-queenstown-2035", "rfd-grey-nurse-2035"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much is the Open Water course at the Sydney shop?", ["rfd-prices-au#open-water"],
      "A$745 in Sydney",
      "Sydney read as Australia: A$745. The 2034 edition (699 Australian dollars, historical, a past year) and the "
      "2036 edition (AUD 780, not yet published) are wrong sources; Cairns's A$695 is the same sentence's other "
      "shop."),
    A("answerable", "Is the course manual included in the price of the Open Water course in Wellington?",
      ["rfd-prices-nz#open-water"], "the course manual is not included and costs NZ$60",
      "Wellington read as New Zealand: no, it costs NZ$60. Australia's 'The price includes the course manual' "
      "(rfd-prices-au#open-water) is another country's rule and a wrong source."),
    A("answerable", "Can I do a guided shore dive from the Cairns shop?", ["rfd-prices-au#shore-dives"],
      "the Cairns shop runs no shore dives",
      "no: shore dives run from the Sydney shop only (A$95); a closed negative."),
    A("answerable", "Can I hire a dive computer at the Tutukaka shop?", ["rfd-prices-nz#hire"],
      "Dive computers are not hired out in New Zealand",
      "Tutukaka read as New Zealand: no. Australia's full kit with a dive computer (rfd-prices-au#hire) is a wrong "
      "source."),
    A("answerable", "My daughter is 11. How deep can she dive on the junior course?", ["rfd-juniors#junior-depth"],
      "Junior divers aged 10 and 11 dive no deeper than 12 metres",
      "a band read against the reader's age: 12 metres, with a certified parent or guardian as well as the "
      "instructor (the 18 metres are for 12 to 14)."),
    A("answerable", "I did the theory and pool sessions at another dive centre 8 months ago. Can I finish my open "
      "water dives with you?", ["rfd-courses#referral"], "be no more than 12 months old",
      "8 months is within 12: yes, on a referral (A$450 / NZ$480), the form signed by the other centre's "
      "instructor."),
    A("answerable", "I am certified but my last dive was 3 years ago. What do I have to do before a boat dive?",
      ["rfd-courses#refresher", "rfd-medical#questionnaire"],
      "has not dived for more than 2 years must do a refresher session",
      "3 years is more than 2: a refresher session in the pool (A$120 / NZ$130); rfd-medical#questionnaire (the "
      "medical questionnaire for a diver who has not dived in the last 2 years) answers the same question and "
      "may be cited beside it or alone."),
    A("answerable", "Who pays for the medical examination for a fitness-to-dive certificate?",
      ["rfd-medical#certificate"], "The diver pays for the medical examination",
      "agent: the diver; the dive centre does not cover its cost."),
    A("answerable", "How long after my last dive do I have to wait before I fly home?", ["rfd-medical#flying"],
      "must not fly within 18 hours after their last dive", "18 hours."),
    A("answerable", "The skipper cancelled our boat trip because of a storm. Can we get our money back?",
      ["rfd-weather#weather-cancel"], "a full refund within 10 working days",
      "yes: the diver chooses a free move or a full refund within 10 working days. rfd-vouchers#money-back (how "
      "refunds are paid) does not say that one is due and is not listed."),
    A("answerable", "I cancelled my boat trip 30 hours before departure. Do I get my deposit back?",
      ["rfd-fees#late-cancellation"], "less than 48 hours before departure loses the deposit",
      "30 hours is less than 48: no, the deposit is lost. rfd-weather#reschedule (a move up to 48 hours before) "
      "is about moving, not cancelling."),
    A("answerable", "How much does a nitrox fill cost at the Tutukaka shop?", ["rfd-fills#nitrox"],
      "NZ$22 in New Zealand",
      "Tutukaka read as New Zealand: NZ$22 (a fill up to 32%, with a nitrox card); Australia's A$20 is the same "
      "clause."),
    A("answerable", "If I drop my tank off for a fill at 9:30 in the morning, when can I collect it?",
      ["rfd-fills#fill-times"], "ready the same day from 16:00",
      "a time read against the bound: 9:30 is before 10:00, so the same day from 16:00."),
    A("answerable", "Does the liability release mean I cannot claim if I am injured through a staff member's "
      "negligence?", ["rfd-liability#release"],
      "does not limit the dive centre's liability for injury caused by the negligence of its staff",
      "no: the release does not limit that liability."),
    A("answerable", "I was given a gift voucher bought in Sydney. Can I use it at the Wellington shop?",
      ["rfd-vouchers#where-valid"], "A voucher bought in Australia can be used only at the Australian shops",
      "Sydney read as Australia, Wellington as New Zealand: no."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is a night dive from the Sydney shop?", [(PAU, MA)], "at A$120 per dive",
      "unanchored 'Night dives'; the refresher's A$120 (rfd-courses#refresher) is the same sum for another thing, "
      "and #boat-dives (A$180 from Sydney) is a day trip."),
    S("rejected-best", "Can I join the Poor Knights boat trip just to snorkel?", [(PNZ, MA)],
      "Snorkellers can join the Poor Knights boat",
      "unanchored 'Snorkel places'; #boat-dives (NZ$295 for two dives) is for divers."),
    S("rejected-best", "Can I book a private Open Water course just for me and my partner?", [(COURSES, MA)],
      "A private Open Water course for one or two people",
      "unanchored 'Private lessons'; the Open Water prices (rfd-prices-au / -nz #open-water) are for the group "
      "course."),
    S("rejected-best", "Can I dive with you while I am pregnant?", [(MEDICAL, MA)], "Pregnant women may not dive",
      "unanchored 'Pregnancy'; #questionnaire (a doctor's certificate after a yes) would suggest a way in that the "
      "record denies."),
    S("rejected-best", "How many students does an instructor take on an open water training dive?",
      [(STAFF, False)], "at most 4 students", "denied: the instructor handbook (rfd-staff)."),
    S("rejected-best", "How long is the surface interval between the two dives of a boat trip?", [(STAFF, False)],
      "a surface interval of at least 60 minutes",
      "denied: the instructor handbook. #boat-dives and rfd-weather#cut-short name the two dives but no interval."),
    S("rejected-best", "How much does it cost a dive club to charter the whole Cairns boat?", [(CLUBS, False)],
      "A$4,800 a day",
      "denied: the terms for dive clubs and schools (rfd-partner). The Cairns day trip's A$260 (#boat-dives) is a "
      "per-diver price and a wrong source."),
    S("rejected-best", "Do Reefline Club members pay for their air fills?", [(CLUB, False)],
      "get their air fills free of charge",
      "denied: the Reefline Club guide needs public AND rfd-club; a public reader lacks rfd-club. "
      "rfd-fills#air-fills (A$12 / NZ$14) is the general price and a wrong source."),
    S("rejected-best", "How much is the winter offer on two-dive boat trips from the Sydney shop?", [(OFFER, False)],
      "from the Sydney shop costs A$140",
      "expired August 31, 2035 (23:59:59); the usual A$180 (#boat-dives) is not the offer's price."),
    S("rejected-best", "How much will the Open Water course cost at the Cairns shop in 2036?", [(P36, False)],
      "AUD 725 in Cairns", "not yet published (November 20, 2035); today's A$695 is 2035's."),
    S("rejected-best", "What does the skipper do when a diver has not come up after the dive?", [(STAFF, MA)],
      "the skipper calls the coast guard on VHF channel 16",
      "two reasons: the instructor handbook is denied (rfd-staff) and the answer is in its unanchored 'Missing "
      "diver'. rfd-weather#weather-cancel (what happens when the skipper cancels) is about something else."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a dive shop in Perth?", [], "perth",
      "Cairns, Sydney, Tutukaka, Wellington (and Queenstown, not yet open) only.", absent=["perth"]),
    S("nothing", "Do you run freediving courses?", [], "freediving", "nothing on freediving.", absent=["freediv"]),
    S("nothing", "Do you service regulators?", [], "regulator servicing",
      "'regulator' occurs only in the full kit for hire; nothing on servicing.", absent=["servic"]),
    S("nothing", "Is there a hotel pick-up in Cairns for the outer reef trip?", [], "hotel",
      "the Cairns day trip is priced; nothing on transfers.", absent=["hotel"]),
    S("nothing", "Do you teach underwater photography?", [], "photography", "nothing on photography.",
      absent=["photo"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much did the Open Water course cost in Tutukaka in 2034?", [], "tutukaka in 2034",
      "the 2034 edition is Australia's only (Cairns, Sydney); NZ$790 is Tutukaka's price now."),
    S("near-miss", "How much does a third dive on the Poor Knights trip cost?", [], "third dive on the poor knights",
      "a third dive (A$60) is priced only on the Cairns outer reef trip; the Poor Knights trip is two dives."),
    S("near-miss", "What is the weekly rate for hiring a full kit in Australia?", [], "weekly rate for a full kit",
      "a full kit is priced a day (A$75); a weekly rate is stated nowhere (a reader may multiply)."),
    S("near-miss", "How much is a nitrox fill above 32%?", [], "nitrox above 32%",
      "nitrox is priced up to 32% only; richer mixes are stated nowhere."),
    S("near-miss", "How much does the Advanced Open Water course cost?", [], "price of the advanced course",
      "#advanced gives its days, dives and who may join, no price; the Open Water prices are another course."),
    S("near-miss", "How much deposit do I pay to book a guided shore dive?", [], "deposit for a shore dive",
      "deposits are stated for boat trips (30%) and courses; a shore dive's deposit is stated nowhere."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Does the 10% second-child discount also apply to the Bubblemaker pool session?", [],
      "second-child discount on the bubblemaker",
      "#junior-prices (10% off the Junior Open Water course for a second child) and #minimum-age (the Bubblemaker "
      "session for ages 8 and 9) each hold half; the combination is stated nowhere."),
    S("joined", "Can I use the credit from a trip cut short by weather at the New Zealand shops?", [],
      "weather credit in new zealand",
      "rfd-weather#cut-short (credit for a later trip) and rfd-vouchers#where-valid (a voucher only in the country "
      "bought) do not say where the credit is valid; a reader may infer a no from the voucher rule."),
    S("joined", "I moved my course because I had no medical certificate. If I now cancel it more than 7 days "
      "before the new date, do I get my deposit back?", [], "cancelling a moved course",
      "rfd-medical#no-certificate (the deposit is kept if the student cancels instead of moving) and "
      "rfd-fees#course-cancellation (more than 7 days: the deposit back minus A$50 / NZ$50) do not say which "
      "applies once the course has been moved."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "how much is open water corse in cairns", ["rfd-prices-au#open-water"], "A$695 in Cairns",
      "'corse': A$695. The 2034 edition (650 Australian dollars) and the 2036 edition (AUD 725) are wrong "
      "sources.", absent=["corse"]),
    A("paraphrase-typo", "can my 9 yr old son do the junior open water", ["rfd-juniors#minimum-age"],
      "Children aged 8 and 9 can only try the Bubblemaker pool session",
      "'yr': 9 is under 10, so no: only the Bubblemaker pool session.", absent=["yr "]),
    S("paraphrase-typo", "trimix fils in sydney?", [(FILLS, MA)], "Trimix fills are blended at the Sydney shop only",
      "'fils'; unanchored 'Trimix'. #nitrox and #air-fills are other gases.", absent=["fils"]),
    A("paraphrase-typo", "lost my c-card how much to replace it in nz", ["rfd-courses#card-replacement"],
      "NZ$70 in New Zealand", "'c-card' for certification card, 'nz' for New Zealand: NZ$70.",
      absent=["c-card"]),
    A("paraphrase-typo", "do i need my own insurence for fun dives if im already certified", ["rfd-liability#insurance"],
      "Certified divers must hold their own dive accident insurance",
      "'insurence', 'fun dives': yes, covering hyperbaric treatment and emergency evacuation.",
      absent=["insurence"]),
    S("paraphrase-typo", "grey nurse shark dive sydnye how much", [(GREY, False)], "for A$210",
      "'sydnye': unknown-policy (the grey nurse record has no policy line). #boat-dives (A$180 from Sydney) is "
      "another trip.", absent=["sydnye"]),
    A("paraphrase-typo", "what happens if i dont turn up for the boat", ["rfd-fees#no-show"],
      "pays the full price of the trip", "'dont': the full price of the trip.", absent=["dont"]),
    S("paraphrase-typo", "to seasick for the 2nd dive do i get refund??", [(WEATHER, MA)],
      "its price is not refunded",
      "'to' for 'too', '2nd'; unanchored 'Seasickness'. #cut-short (half the price as credit when weather calls "
      "off the second dive) is about weather, not the diver; a reader may take it for the answer.",
      absent=["2nd"]),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What do Reefline Diving medical rules say about flying after diving?",
      ["rfd-medical#flying"], "must not fly within 18 hours after their last dive",
      "named title: not within 18 hours, and no dive on the day of a flight."),
    A("named-document", "According to Reefline Diving tank fills and nitrox, who can buy a nitrox fill?",
      ["rfd-fills#nitrox"], "sold only to divers who show a nitrox certification card",
      "named title: only divers who show a nitrox certification card."),
    S("named-document", "What does Reefline Diving gift vouchers and refunds say about giving a voucher to another "
      "person?", [(VOUCH, MA)], "transferred to another person once",
      "named title; the answer is in its unanchored 'Passing a voucher on'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "How much oxygen must the emergency oxygen kit hold?", ["rfd-staff#oxygen"],
      "at least 1,500 litres of oxygen",
      "the reader holds public and rfd-staff: the handbook is readable.", labels=("public", "rfd-staff")),
    A("access-labels", "What discount do Reefline Club members get on equipment hire?",
      ["rfd-club#member-discount"], "10% off courses and equipment hire",
      "the reader holds public and rfd-club: 10%.", labels=("public", "rfd-club")),
    S("access-labels", "How much does a full kit cost to hire per day in Australia?", [(PAU, False)],
      "costs A$75 a day",
      "the reader holds rfd-club but not public: the public price list is denied to them (CONTRACTS: all labels); "
      "the Reefline Club guide needs public too.", labels=("rfd-club",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there a winter offer on boat trips from the Sydney shop?",
      ["rfd-offer-winter-2035#winter-boat"], "from the Sydney shop costs A$140",
      "now = 2035-08-12: the offer (June 1 to August 31, 2035) is current.", now=OFFER_TIME),
    A("other-time", "How much does the Open Water course cost at the Cairns shop?", ["rfd-prices-au-2036#open-water"],
      "AUD 725 in Cairns",
      "now = 2036-02-10: the 2036 edition is published and the 2035 prices have expired; the 2034 edition is "
      "historical (a past year).", now=NEXT_YEAR),
]

# shinomontazh_ru record ids
RF, BY, R34, R36 = "prt-ceny-rf-2035", "prt-ceny-by-2035", "prt-ceny-rf-2034", "prt-ceny-rf-2036"
HRAN, REMONT, DISKI, ZAPIS = "prt-hranenie-2035", "prt-remont-2035", "prt-diski-2035", "prt-zapis-2035"
GAR, OTV, PRET, VYEZD = "prt-garantiya-2035", "prt-otvetstvennost-2035", "prt-pretenzii-2035", "prt-vyezd-2035"
MASTERA, TAKSI, KLUB = "prt-mastera-2035", "prt-taksi-2035", "prt-klub-2035"
AKC, BREST, SHIP = "prt-akciya-2035", "prt-brest-2035", "prt-doshipovka-2035"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит шиномонтаж четырёх колёс R17 в Москве?", ["prt-ceny-rf#shinomontazh"],
      "2 800 ₽ для R16–R17",
      "радиус в диапазоне: R17 — это R16–R17, 2 800 ₽ в Москве (2 400 ₽ той же фразы — R13–R15 в Москве и "
      "R16–R17 в Екатеринбурге). Редакции 2034 (историческая) и 2036 (не опубликована) — чужие источники."),
    A("answerable", "Сколько стоит балансировка одного колеса в Гомеле?", ["prt-ceny-by#balansirovka"],
      "10 BYN в Гомеле", "Гомель — Беларусь: 10 BYN (Минск — 12 BYN той же фразы)."),
    A("answerable", "У меня колёса R19. Поменяете резину в Минске?", ["prt-ceny-by#shinomontazh"],
      "Колёса от R18 в Беларуси не обслуживаем",
      "Минск — Беларусь, R19 от R18: нет. Российские 3 600 ₽ за R18–R20 (prt-ceny-rf#shinomontazh) — чужая "
      "страна и чужой источник."),
    A("answerable", "Смонтируете шины RunFlat в Екатеринбурге?", ["prt-ceny-rf#runflat"],
      "Шины RunFlat и колёса от R21 в России монтируем только в Москве",
      "нет: только в Москве, с наценкой 50 %."),
    A("answerable", "Сколько стоит сезонное хранение колёс на дисках в Беларуси?", ["prt-hranenie#stoimost"],
      "6 000 ₽ или 190 BYN", "190 BYN за сезон (комплект шин без дисков — 150 BYN, другой случай)."),
    A("answerable", "Хочу забрать шины с хранения на 2 месяца раньше. Вернёте деньги за оставшееся время?",
      ["prt-hranenie#predoplata"], "деньги за оставшиеся месяцы не возвращаются", "нет."),
    A("answerable", "Можно ли отремонтировать порез на боковине шины?", ["prt-remont#porez"],
      "Порезы и грыжи боковины не ремонтируем",
      "нет: шину нужно заменить (пластырь — для порезов протектора до 25 мм)."),
    A("answerable", "Можно поставить жгут временно, чтобы доехать до дома?", ["prt-remont#zhguty"],
      "не делаем, даже как временный", "нет, даже как временный."),
    A("answerable", "Погнулся литой диск R16. Сколько стоит правка в Минске?", ["prt-diski#litye"],
      "2 500 ₽ или 80 BYN за диск до R17",
      "Минск — Беларусь, R16 до R17: 80 BYN (правка стального диска — 30 BYN, другой случай)."),
    A("answerable", "Я опоздал на запись на 20 минут. Меня примут?", ["prt-zapis#opozdanie"],
      "мастер вправе принять следующего клиента",
      "20 минут больше 15: мастер вправе принять следующего клиента, а опоздавшего обслужить в ближайшее "
      "свободное время."),
    A("answerable", "Какая гарантия на ремонт прокола?", ["prt-garantiya#srok"], "на ремонт прокола и пореза — 6 месяцев",
      "6 месяцев (30 дней или 1 000 км — на шиномонтаж и балансировку)."),
    A("answerable", "Ключа от секреток нет. Сколько будет стоить их снять в Москве?", ["prt-otvetstvennost#sekretki"],
      "500 ₽ в России или 20 BYN в Беларуси за болт",
      "Москва — Россия: 500 ₽ за болт; за повреждение секретки шиноцентр не отвечает."),
    A("answerable", "Кто осматривает автомобиль, когда рассматривают претензию?", ["prt-pretenzii#rassmotrenie"],
      "автомобиль осматривает старший мастер в присутствии клиента",
      "агент: старший мастер, в присутствии клиента."),
    A("answerable", "Сколько стоит выезд шиномонтажника в Минске?", ["prt-vyezd#cena"], "60 BYN в Минске",
      "60 BYN, работы оплачиваются отдельно (Москва — 2 000 ₽)."),
    A("answerable", "Сделает ли выездной мастер балансировку у меня во дворе?", ["prt-vyezd#usloviya-vyezda"],
      "балансировку на выезде не делают", "нет: только в шиноцентре."),

    # --- rejected-best (11)
    S("rejected-best", "Сколько стоит шиномонтаж грузовых шин?", [(RF, MA)], "по 1 200 ₽ за колесо",
      "неякорный раздел «Грузовые шины»; #shinomontazh (легковые автомобили) и #vnedorozhniki дали бы чужую цену."),
    S("rejected-best", "Можно ли в Минске подкачать шины азотом?", [(BY, MA)],
      "Подкачка шин азотом есть только в Минске", "неякорный раздел «Подкачка азотом»."),
    S("rejected-best", "Делаете ли вы горячую вулканизацию порезов?", [(REMONT, MA)],
      "Горячую вулканизацию делаем только в Екатеринбурге",
      "неякорный раздел «Горячая вулканизация»; #porez (пластырь за 1 500 ₽) — другой способ ремонта."),
    S("rejected-best", "Можно ли у вас покрасить литые диски?", [(DISKI, MA)],
      "Покраску литых дисков принимаем только в Москве",
      "неякорный раздел «Покраска дисков»; #litye (правка) — о другом."),
    S("rejected-best", "С каким моментом затягивают гайки колёс легкового автомобиля?", [(MASTERA, False)],
      "с моментом 110 Н·м", "закрыто: памятка шиномонтажника (prt-staff)."),
    S("rejected-best", "Поставите шину с остатком протектора 1,4 мм, если я сам попрошу?", [(MASTERA, False)],
      "запрещено, даже по просьбе клиента",
      "закрыто: памятка шиномонтажника. prt-hranenie#priyom (остаток протектора в акте) — о другом."),
    S("rejected-best", "Какую скидку получают таксопарки?", [(TAKSI, False)], "скидку 12 %",
      "закрыто: условия для таксопарков (prt-partner)."),
    S("rejected-best", "Сколько бесплатных балансировок в сезон получает участник «Протектор Клуба»?",
      [(KLUB, False)], "одну бесплатную балансировку четырёх колёс в сезон",
      "закрыто: правила программы требуют public И prt-club; у читателя только public. #balansirovka (350 ₽ / "
      "300 ₽) и prt-garantiya#usloviya (бесплатная повторная балансировка по гарантии) — чужие источники."),
    S("rejected-best", "Сколько стоит балансировка четырёх колёс по августовской акции в Екатеринбурге?",
      [(AKC, False)], "балансировка четырёх колёс стоит 990 ₽",
      "акция истекла 31 августа 2035 (23:59:59); обычная цена (#balansirovka, 300 ₽ за колесо) — не цена по акции."),
    S("rejected-best", "Сколько будет стоить шиномонтаж R14 в Москве в 2036 году?", [(R36, False)],
      "2 700 руб. в Москве", "не опубликована (15 ноября 2035); нынешние 2 400 ₽ — цена 2035 года."),
    S("rejected-best", "Как часто старые шины клиентов сдают на переработку?", [(MASTERA, MA)],
      "сдают на переработку раз в неделю",
      "две причины: памятка закрыта (prt-staff), а ответ — в её неякорном разделе «Старые шины»; "
      "prt-hranenie#nevostrebovannye (утилизация невостребованных комплектов) — о другом."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас шиноцентр в Казани?", [], "казань",
      "Москва, Екатеринбург, Минск, Гомель (и Брест, ещё не открыт).", absent=["казан"]),
    S("nothing", "Можно ли у вас купить новые шины?", [], "продажа шин", "ничего о продаже шин.",
      absent=["купить", "продаж"]),
    S("nothing", "Делаете ли вы развал-схождение?", [], "развал-схождение", "ничего о развале-схождении.",
      absent=["развал"]),
    S("nothing", "Меняете ли вы масло в двигателе?", [], "замена масла", "ничего о масле.", absent=["масл"]),
    S("nothing", "Есть ли у вас зона ожидания с кофе?", [], "кофе", "ничего о зоне ожидания.", absent=["кофе"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоил шиномонтаж в Минске в 2034 году?", [], "минск в 2034",
      "редакция 2034 года — российская (Москва, Екатеринбург); 80 BYN — нынешняя цена в Минске."),
    S("near-miss", "Насколько дороже шиномонтаж внедорожника в Беларуси?", [], "внедорожники в беларуси",
      "наценка 30 % на внедорожники названа только в российском прайсе; в белорусском ничего."),
    S("near-miss", "Сколько стоит ремонт пореза протектора длиной 40 мм?", [], "порез длиннее 25 мм",
      "пластырь — для порезов протектора до 25 мм; о более длинных ничего (читатель может предложить 1 500 ₽)."),
    S("near-miss", "Сколько стоит хранение одного колеса?", [], "хранение одного колеса",
      "цены хранения — за комплект из четырёх шин или колёс; за одно колесо ничего (читатель может разделить)."),
    S("near-miss", "Какая гарантия на правку дисков?", [], "гарантия на правку",
      "гарантия названа на шиномонтаж, балансировку, ремонт прокола и пореза; #ne-udalas (возврат денег, если диск "
      "не выправлен) — не гарантия."),
    S("near-miss", "Сколько стоила балансировка колеса в Москве в 2034 году?", [], "балансировка в 2034",
      "редакция 2034 года называет только шиномонтаж R13–R15; 350 ₽ — нынешняя цена."),

    # --- joined (3)
    S("joined", "Продлевается ли гарантия на балансировку, пока колёса лежат у вас на хранении?", [],
      "гарантия во время хранения",
      "prt-garantiya#srok (30 дней или 1 000 км) и prt-hranenie (сезон 6 месяцев) не говорят о сочетании."),
    S("joined", "Нужна ли в сезон предоплата, чтобы заказать выездной шиномонтаж?", [], "предоплата за выезд",
      "prt-zapis#predoplata-sezon (запись на шиномонтаж в сезон) и prt-vyezd#vremya (заказ за 24 часа) не говорят, "
      "относится ли предоплата к выезду; читатель может вывести «да»."),
    S("joined", "Если претензию признали обоснованной и работу переделали, начинается ли гарантия заново?", [],
      "гарантия на переделанную работу",
      "prt-pretenzii#reshenie (переделывают бесплатно) и prt-garantiya#srok (сроки гарантии) не говорят о "
      "сочетании."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит шиномонтаж r15 в екб", ["prt-ceny-rf#shinomontazh"],
      "в Екатеринбурге — 2 000 ₽",
      "«скока», «екб» — Екатеринбург: R15 — это R13–R15, 2 000 ₽.", absent=["скока", "екб"]),
    A("paraphrase-typo", "балансировка колеса в минске почём", ["prt-ceny-by#balansirovka"], "12 BYN в Минске",
      "«почём»: 12 BYN.", absent=["почём"]),
    S("paraphrase-typo", "грузовую резину в екатеринбурге монтируете?", [(RF, MA)],
      "Грузовые шины монтируем только в Екатеринбурге",
      "«резину»; неякорный раздел «Грузовые шины».", absent=["резин"]),
    A("paraphrase-typo", "хранение колёс на дисках в россии скока за сезон", ["prt-hranenie#stoimost"],
      "комплекта колёс на дисках — 6 000 ₽", "«скока»: 6 000 ₽ за сезон.", absent=["скока"]),
    A("paraphrase-typo", "гарантийка на шиномонтаж сколько дней", ["prt-garantiya#srok"],
      "30 дней или 1 000 км пробега", "«гарантийка»: 30 дней или 1 000 км, что наступит раньше.",
      absent=["гарантийка"]),
    S("paraphrase-typo", "дошиповка в мск почем за шип", [(SHIP, False)], "40 ₽ за шип",
      "«мск», «почем»; unknown-policy: у записи о дошиповке policy «zimnyaya».", absent=["мск", "почем"]),
    A("paraphrase-typo", "за сколько часов надо заказывать выездного шиномантажника", ["prt-vyezd#vremya"],
      "не позднее чем за 24 часа", "«шиномантажника»: не позднее чем за 24 часа.",
      absent=["шиномантажник"]),
    S("paraphrase-typo", "круглосуточно работаете гдето?", [(ZAPIS, MA)],
      "Круглосуточно работает только пост в Москве",
      "«гдето»; неякорный раздел «Круглосуточный пост»; prt-vyezd#vremya (с 8:00 до 20:00) — о выезде.",
      absent=["гдето"]),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Протектор: гарантия на работы» о ДТП?", ["prt-garantiya#isklyucheniya"],
      "Гарантия не распространяется на повреждения после ДТП", "named title: не распространяется."),
    A("named-document", "Согласно «Протектор: сезонное хранение шин и дисков», что будет с комплектом, который не "
      "забрали через 3 месяца после конца сезона?", ["prt-hranenie#nevostrebovannye"],
      "вправе утилизировать шины и диски",
      "named title: письмо, а через 30 дней после него шиноцентр вправе утилизировать шины и диски."),
    S("named-document", "Что сказано в «Протектор: ответственность за секретки, колпаки и датчики» о вещах в "
      "салоне?", [(OTV, MA)], "За вещи, оставленные в салоне автомобиля",
      "named title; ответ — в его неякорном разделе «Вещи в салоне»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "До какого давления накачивают колёса после шиномонтажа?", ["prt-mastera#davlenie"],
      "до значения на табличке автомобиля",
      "у читателя public и prt-staff: памятка доступна.", labels=("public", "prt-staff")),
    A("access-labels", "Насколько дешевле сезонное хранение шин для участников клуба?", ["prt-klub#skidka-hranenie"],
      "на 10 % дешевле", "у читателя public и prt-club: на 10 %.", labels=("public", "prt-club")),
    S("access-labels", "Сколько стоит правка стального диска?", [(DISKI, False)], "Правка стального диска стоит 800 ₽",
      "у читателя prt-club без public: публичные правила правки ему закрыты (нужны все метки); правила клуба "
      "тоже требуют public.", labels=("prt-club",)),

    # --- other-time (2)
    A("other-time", "Есть ли сейчас акция на балансировку в Екатеринбурге?", ["prt-akciya-2035#akciya"],
      "балансировка четырёх колёс стоит 990 ₽",
      "now = 2035-08-12: акция (с 1 по 31 августа 2035) действует.", now=OFFER_TIME),
    A("other-time", "Сколько стоит комплексный шиномонтаж R14 в Москве?", ["prt-ceny-rf-2036#shinomontazh"],
      "2 700 руб. в Москве",
      "now = 2036-02-10: редакция 2036 года опубликована, прайс 2035 года истёк; редакция 2034 — историческая.",
      now=NEXT_YEAR),
]
