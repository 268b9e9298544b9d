"""Labelled questions of unseen35 (the source of questions_*.jsonl; build_unseen35.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed in README.md before the first corpus
record was written.
This round leans on near-misses that name one of two similar things where the corpus speaks only of
the other (a night dive's price, where only day boat dives are priced; a cenote dive in Chile, where
cenotes are Mexico's; a dive computer bought, where it is hired per day; a guide's group on a try
dive, where sizes are given for boat, night and cenote dives; a wetsuit hired alone, where the full set
is priced; a try dive on Rapa Nui in 2027, where the 2027 edition is Mexico's; чистка зубов под
наркозом, где есть только без наркоза; антицарапки собаке, где они для кошек; Баку в 2027 году, где
редакция 2027 года — российская; мытьё собаки отдельно, где мытьё входит в стрижку; скидка на второго
питомца в гостинице, где она на стрижку; гигиена кошки в Азербайджане, где цена — для собак), on
customers' own words and chat spellings ("hw", "2" for "to", "14yo", "b4", "wht", "checkin", "dad",
"guys", "giftcard"; «скока», «йорка», «мск», «гостинку», «екб», «чё», «пёсика», «чтоб», «колпачки»),
on questions with conditions ("My daughter is 11", "We are 5", "two dives this morning", "4 days
before", "I'm 67", "two years"; «8 кг», «30 кг», «5 дней назад», «на 20 минут», «за 2 часа», «на
неделю», «на 20 суток», «12 лет»), on questions that name a document, and on plain questions
answered only by an unanchored section.
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

# mareaazul_en record ids
PMX, P27, P29, PCL = "mad-prices-mx-2028", "mad-prices-mx-2027", "mad-prices-mx-2029", "mad-prices-cl-2028"
OFFER, CRS, RULES, MED = "mad-cenote-offer-2028", "mad-courses-2028", "mad-dive-rules-2028", "mad-medical-2028"
SAF, BOOK, CAN, EQ = "mad-safety-2028", "mad-booking-2028", "mad-cancellation-2028", "mad-equipment-2028"
BOAT, MAN, SHOP = "mad-boat-2028", "mad-divemaster-manual-2028", "mad-shop-cozumel-2028"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "How much is a try dive in Playa del Carmen?", ["ma-prices-mx#try-dives"], "MXN 1,850 per person",
      "Playa del Carmen is in Mexico: MXN 1,850. The 2027 edition's MXN 1,650 and the unpublished 2029 MXN 2,050 "
      "are wrong sources; Chile's CLP 65.000 is another country's."),
    A("answerable", "My daughter is 11. Can she do a try dive on Rapa Nui?", ["ma-prices-cl#try-dives"],
      "Children can take a try dive from 12 years old",
      "condition: 11 is under Chile's 12: no. Mexico's 'from 10 years old' would say yes; a run that answers from "
      "the Mexican list is a wrong source."),
    A("answerable", "We are 5 certified divers booked on a night dive. Is one guide enough for us?",
      ["ma-safety#group-size"], "On night dives and cenote dives, one guide leads at most 4 divers",
      "condition: 5 is more than 4: no. The 6 of a group boat dive is the other case of the same fragment."),
    A("answerable", "I did two dives this morning. How long do I have to wait before my flight?", ["ma-safety#no-fly"],
      "After several dives in one day, or after diving on several days in a row, wait at least 18 hours",
      "condition: two dives in one day → at least 18 hours; 12 hours is a single dive's."),
    A("answerable", "If I cancel my boat dive 4 days before, how much do I get back?", ["ma-cancellation#by-guest"],
      "If you cancel 2 to 6 days before, 50 % is refunded", "condition: 4 is in '2 to 6': 50 %."),
    A("answerable", "How deep can I go with an Open Water certificate?", ["ma-dive-rules#depth-limits"],
      "Open Water divers dive to at most 18 metres",
      "18 metres; 30 is Advanced's, 12 the juniors' (and the try dive's, in the Mexican list)."),
    A("answerable", "What certification do I need for a night dive?", ["ma-dive-rules#night-dives"],
      "They require an Advanced Open Water certificate, or an Open Water certificate and at least 20 logged dives",
      "Advanced, or Open Water and 20 logged dives; the 4-diver group of night dives (safety) does not answer."),
    A("answerable", "How much does a boat dive cost per tank at Quintay?", ["ma-prices-cl#boat-dives"],
      "CLP 38.000 per tank at Quintay", "Quintay is in Chile: CLP 38.000; Rapa Nui's CLP 45.000 is in the same sentence."),
    A("answerable", "How much is the deposit for an Open Water course?", ["ma-booking#deposits"],
      "confirmed with a deposit of 25 % of the price",
      "25 %, the balance on the first day; the course's price (courses) does not answer the deposit."),
    A("answerable", "Can I pay in US dollars in Chile?", ["ma-booking#payment"],
      "US dollars are accepted in cash in Mexico only", "no: Mexico only, and in cash only."),
    A("answerable", "How much does it cost to rent a full set of gear in Chile?", ["ma-equipment#hire"],
      "CLP 15.000 per day in Chile", "CLP 15.000 per day; MXN 450 is Mexico's, in the same sentence."),
    A("answerable", "What is the minimum age for the Rescue Diver course?", ["ma-courses#rescue"],
      "The minimum age is 15", "15; 10 (Open Water) and 12 (Advanced) are the other courses'."),
    A("answerable", "I'm 67 and certified. Do I need a doctor's note to dive?", ["ma-medical#age-limits"],
      "divers aged 65 and over must bring a physician's approval whatever their answers to the questionnaire",
      "condition: 67 is 65 and over: yes, whatever the questionnaire says. 'doctor's note' for 'physician's "
      "approval'; the questionnaire fragment (yes to a question) is the other route to the same approval."),
    A("answerable", "Can I dive if I am pregnant?", ["ma-medical#pregnancy"],
      "Marea Azul does not take pregnant guests diving", "no; snorkelling from the boat is allowed."),
    A("answerable", "What time does the morning boat leave from Playa del Carmen?", ["ma-boat#departures"],
      "leaves the Playa del Carmen pier at 8:00",
      "8:00 (check in 30 minutes before). The Cozumel shop's 7:00 (no policy) is another place's."),
    A("answerable", "Can my husband, who doesn't dive, come along on the boat with us?", ["ma-boat#snorkellers"],
      "Non-diving companions can join a boat trip as snorkellers",
      "paraphrase: 'who doesn't dive' for 'non-diving companions': yes, as a snorkeller (MXN 600 / CLP 20.000)."),
    A("answerable", "What did a two-tank cenote dive near Tulum cost in 2027?", ["ma-prices-mx-2027#cenote-dives"],
      "MXN 2,600 for two tanks",
      "a past year: the historical 2027 edition only; today's MXN 2,900 and the expired offer's MXN 2,400 are "
      "other periods'."),
    A("answerable", "What happens if the port is closed on the day of my dive?", ["ma-cancellation#weather"],
      "the guest chooses a full refund or another date",
      "cancelled; the guest chooses refund or another date. The guest's own cancellation bands do not apply."),
    A("answerable", "Can I use my own regulator?", ["ma-equipment#own-gear"],
      "only if they were serviced within the last 2 years", "yes, if serviced within the last 2 years."),
    A("answerable", "How long does the Advanced Open Water course take?", ["ma-courses#advanced"],
      "The Advanced Open Water course takes 2 days", "2 days; the Open Water course's 3 days is the other course's."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "When can I go snorkelling with whale sharks?", [(PMX, MA)],
      "From June to September, Marea Azul runs whale shark snorkelling trips",
      "unanchored 'Whale shark snorkelling' of the Mexican list; the anchored snorkellers-on-board fragment shares "
      "'snorkellers' and answers a companion's boat trip, not the whale sharks."),
    S("rejected-best", "How much is the Juan Fernández Islands expedition?", [(PCL, MA)],
      "costs CLP 1.450.000 per diver", "unanchored 'Juan Fernández expedition' of the Chilean list."),
    S("rejected-best", "Can I join the Juan Fernández trip with only an Open Water certificate?", [(PCL, MA)],
      "Divers need an Advanced Open Water certificate",
      "the same unanchored section: no, Advanced. The course fragments (Advanced requires Open Water) share the "
      "certificate names and do not answer the trip."),
    S("rejected-best", "I haven't dived for two years. Do I need a refresher before the boat dive?", [(CRS, MA)],
      "must take a refresher session in the pool before their first boat dive",
      "condition: two years is more than 12 months; only the unanchored 'Refresher session' says so."),
    S("rejected-best", "I have diabetes and use insulin. Can I dive?", [(MED, MA)],
      "Divers with insulin-treated diabetes dive only with a physician's approval",
      "unanchored 'Diabetes'; the anchored questionnaire fragment (yes to any question → approval) is general and "
      "does not name the condition."),
    S("rejected-best", "Do I need dive accident insurance, and can I buy it from you?", [(SAF, MA)],
      "can buy a day cover at the shop", "unanchored 'Dive accident insurance' of the safety record."),
    S("rejected-best", "Do I get my money back if my doctor says I cannot dive?", [(CAN, MA)],
      "refunds all unused dives, whenever the guest cancels",
      "unanchored 'Medical cancellations'; the anchored '#by-guest' shares 'cancel' and 'refund' and would give a "
      "date-based answer: a wrong source."),
    S("rejected-best", "What do I pay if I lose a rented mask?", [(EQ, MA)], "MXN 700 or CLP 30.000 for a mask",
      "unanchored 'Lost equipment'; the hire prices do not answer a loss."),
    S("rejected-best", "If I get seasick and skip the dive, is it refunded?", [(BOAT, MA)],
      "A guest who does not dive because of seasickness is not refunded",
      "unanchored 'Seasickness' of the boat record; the cancellation bands are about cancelling ahead."),
    S("rejected-best", "At what tank pressure does the divemaster bring the group up?", [(MAN, False)],
      "lead the group up when the first diver reaches 50 bar", "only the denied manual states 50 bar."),
    S("rejected-best", "Is there a discount on cenote dives in Tulum at the moment?", [(OFFER, False)],
      "costs MXN 2,400 instead of MXN 2,900",
      "the spring offer expired on 31 May 2028; today's MXN 2,900 (no discount) is not about a discount."),
    S("rejected-best", "What will a boat dive cost per tank in Mexico in 2029?", [(P29, False)],
      "costs MXN 1,550 per tank", "the 2029 list is not yet published (1 November 2028); today's MXN 1,400 is 2028's."),
    S("rejected-best", "What are the opening hours of the shop in Cozumel?", [(SHOP, False)],
      "open from 7:00 to 18:00", "the Cozumel shop record has no policy (unknown-policy)."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Do you offer underwater photography courses?", [], "photography course",
      "no record speaks of photography; the courses record shares 'courses'.", absent=["photography"]),
    S("nothing", "Can I bring my dog on the boat?", [], "dogs on the boat",
      "no record speaks of pets; the snorkellers fragment shares 'boat'.", absent=["dog"]),
    S("nothing", "Is there parking near the Playa del Carmen pier?", [], "parking",
      "the departures fragment names the pier, not parking.", absent=["parking"]),
    S("nothing", "Is the Open Water course taught in German?", [], "taught in German",
      "no record names a language of instruction.", absent=["german", "taught"]),
    S("nothing", "How much is a sidemount course?", [], "sidemount", "no sidemount course.", absent=["sidemount"]),
    S("nothing", "What is the wifi password at the dive shop?", [], "wifi password",
      "nothing; the Cozumel shop record (no policy) shares 'shop' and is not listed.", absent=["wifi", "password"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a night dive at Rapa Nui?", [], "night dive costs",
      "night dives are described (certificates, days, group size) but priced nowhere, and only from Playa del "
      "Carmen; Rapa Nui's per-tank boat dive price is a day boat dive's."),
    S("near-miss", "How much does a cenote dive cost in Chile?", [], "cenote dive in Chile",
      "cenote dives are Mexico's (near Tulum, MXN 2,900); no Chilean record names cenotes."),
    S("near-miss", "How much does it cost to buy a dive computer from you?", [], "dive computer for sale",
      "a dive computer is hired per day (MXN 200 / CLP 8.000); no sale price."),
    S("near-miss", "How many divers does one guide take on a try dive?", [], "on a try dive, one guide leads",
      "group sizes are given for group boat dives (6) and night and cenote dives (4), not try dives."),
    S("near-miss", "How much does it cost to hire just a wetsuit?", [], "a wetsuit alone costs",
      "only the full set is priced (MXN 450 / CLP 15.000 a day); Quintay includes a wetsuit in the dive price."),
    S("near-miss", "What did a try dive on Rapa Nui cost in 2027?", [], "try dive on Rapa Nui cost",
      "the 2027 edition is Mexico's; Chile's CLP 65.000 is today's price, another period."),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; stops: 4th and 7th, both dev)
    A("paraphrase-typo", "hw much 2 rent a dive computer in mexico?", ["ma-equipment#hire"], "A dive computer costs MXN 200",
      "chat spelling; lower-case 'mexico': MXN 200 per day extra.", absent=["hw"]),
    A("paraphrase-typo", "can my 14yo son do the open water course?", ["ma-courses#open-water"],
      "students aged 10 to 14 receive a Junior Open Water certificate",
      "condition: 14 is in 10 to 14: yes, as a Junior Open Water diver.", absent=["14yo"]),
    A("paraphrase-typo", "if i cancel the day b4 do i get anything back", ["ma-cancellation#by-guest"],
      "If you cancel less than 2 days before, or do not turn up, nothing is refunded",
      "'the day b4' is less than 2 days: nothing.", absent=["b4"]),
    S("paraphrase-typo", "wht do i need to show at checkin?", [(RULES, MA)],
      "shows a certification card and a logbook or a dive app record",
      "unanchored 'Check-in' of the dive rules; 'checkin' for 'check-in'. The boat departures fragment ('check in "
      "at the shop 30 minutes before') says when, not what.", absent=["wht", "checkin"]),
    A("paraphrase-typo", "is there a max age for diving? my dad is 70", ["ma-medical#age-limits"],
      "There is no upper age limit",
      "'max age' for 'upper age limit': no; at 70 (65 and over) he brings a physician's approval.",
      absent=["max", "dad"]),
    A("paraphrase-typo", "how many guys can go with one guide on a regular boat dive", ["ma-safety#group-size"],
      "one guide leads at most 6 certified divers", "'guys' for divers, 'regular' for group: 6.",
      absent=["guys", "regular"]),
    S("paraphrase-typo", "hw long is a giftcard good for", [(BOOK, MA)], "valid for 18 months",
      "unanchored 'Gift cards' of the booking record; 'good for' for 'valid'.", absent=["hw", "giftcard"]),

    # --- named-document (4; holdout: 2nd; stop: 3rd, dev)
    A("named-document", "What does Marea Azul cancellations and refunds say about when refunds are paid?",
      ["ma-cancellation#refunds"], "Refunds are paid within 14 days", "the title named; 14 days, to the card."),
    A("named-document", "According to Marea Azul certification and depth rules, what do cenote dives require?",
      ["ma-dive-rules#cenotes"], "at least 10 logged dives",
      "the title named; Open Water, 10 logged dives, the last within 12 months. The Mexican price list's cenote "
      "fragment is about the price."),
    S("named-document", "What does the Marea Azul divemaster manual say about guests who have drunk alcohol?",
      [(MAN, False)], "is not taken diving and is not refunded", "the named document is denied to a public reader."),
    A("named-document", "In Marea Azul equipment hire, is Nitrox available in Chile?", ["ma-equipment#nitrox"],
      "Nitrox is available in Mexico only", "the title named: no, Mexico only."),
]

# lapushka_ru record ids
RF, R27, R29, AZ = "lpk-prays-rf-2028", "lpk-prays-rf-2027", "lpk-prays-rf-2029", "lpk-prays-az-2028"
AKC, PRV, POV, ZAP = "lpk-akciya-vesna-2028", "lpk-privivki-2028", "lpk-povedenie-2028", "lpk-zapis-2028"
GOS, SK, ZT, DOP = "lpk-gostinica-pravila-2028", "lpk-skidki-2028", "lpk-zootaksi-2028", "lpk-dop-uslugi-2028"
KOT, MST, SAL = "lpk-koshki-2028", "lpk-instrukciya-mastera-2028", "lpk-salon-gyandzha-2028"

RU = [
    # --- answerable (20)
    A("answerable", "Сколько стоит стрижка собаки весом 8 кг в Москве?", ["lp-prays-rf#strizhka-sobak"],
      "2 400 ₽ для собак до 10 кг",
      "условие: 8 кг — до 10 кг: 2 400 ₽. Редакция 2027 года (2 100 ₽) и неопубликованная 2029 года (2 700 ₽) — "
      "неверные источники."),
    A("answerable", "У меня лабрадор, 30 кг. Сколько будет стоить стрижка в Баку?", ["lp-prays-az#strizhka-sobak"],
      "90 манат — свыше 25 кг", "условие: 30 кг — свыше 25 кг; Баку — Азербайджан: 90 манат; 5 200 ₽ — российская цена."),
    A("answerable", "Сколько стоят сутки в гостинице для собаки в Екатеринбурге?", ["lp-prays-rf#gostinica"],
      "1 100 ₽ в сутки в Екатеринбурге", "1 100 ₽; 1 500 ₽ — Москва, в той же фразе."),
    A("answerable", "Сколько стоит гигиенический груминг для кошки в Екатеринбурге?", ["lp-prays-rf#gigiena"],
      "1 000 ₽ для кошки", "1 000 ₽; 1 200 ₽ — для собаки, в той же фразе."),
    A("answerable", "Какие прививки нужны, чтобы оставить собаку в гостинице?", ["lp-privivki#gostinica"],
      "с комплексной прививкой и прививкой от бешенства",
      "комплексная и от бешенства, в сроки; для груминга — только бешенство (другой фрагмент)."),
    A("answerable", "Прививку от бешенства сделали 5 дней назад. Можно заселить кота в гостиницу?",
      ["lp-privivki#gostinica"], "не позднее чем за 14 дней до заезда",
      "условие: 5 дней — меньше 14: нельзя (прививка должна быть сделана не позднее чем за 14 дней до заезда)."),
    A("answerable", "Моя собака кусается. Возьмёте её на стрижку?", ["lp-povedenie#agressivnye"],
      "принимаем только в наморднике", "да, в наморднике, с предупреждением при записи и надбавкой 30 %."),
    A("answerable", "Я опаздываю на 20 минут, что будет?", ["lp-zapis#opozdanie"],
      "мастер вправе сократить услугу до гигиенического груминга или перенести запись",
      "условие: 20 минут — больше 15, но не больше 30: сокращение или перенос, не отмена."),
    A("answerable", "Нужно ли вносить предоплату при записи на стрижку?", ["lp-zapis#predoplata"],
      "Запись на груминг не требует предоплаты",
      "нет (кроме клиентов, дважды не пришедших); предоплата 50 % — гостиничная, другой записи."),
    A("answerable", "Можно ли бесплатно отменить запись за 2 часа до визита?", ["lp-zapis#otmena"],
      "не позднее чем за 4 часа до визита", "условие: 2 часа — позже 4 часов: нет, это неявка."),
    A("answerable", "До скольки нужно забрать собаку из гостиницы в день выезда?", ["lp-gostinica-pravila#zaezd"],
      "выезд — до 12:00", "до 12:00, позже — ещё полсуток."),
    A("answerable", "Какая предоплата за гостиницу, если бронирую на неделю?", ["lp-gostinica-pravila#bronirovanie"],
      "Бронь гостиницы на 5 суток и больше подтверждается предоплатой 50 %",
      "условие: неделя — больше 5 суток: 50 %."),
    A("answerable", "Оставляю кота в гостинице на 20 суток. Есть скидка?", ["lp-skidki#dolgoe"],
      "При проживании в гостинице от 14 суток скидка 10 %", "условие: 20 суток — от 14: 10 % на всё проживание."),
    A("answerable", "Стрижём двух собак в один день — будет скидка?", ["lp-skidki#dva-pitomca"],
      "на более дешёвую стрижку скидка 15 %",
      "15 % на более дешёвую; 25 % на второго питомца — истёкшей весенней акции, неверный источник."),
    A("answerable", "Сколько стоит зоотакси по Баку?", ["lp-zootaksi#stoimost"], "20 манат по Баку",
      "20 манат в одну сторону."),
    A("answerable", "Сколько стоит чистка зубов собаке в Азербайджане?", ["lp-dop-uslugi#zuby"],
      "50 манат в Азербайджане", "50 манат; 2 500 ₽ — российская цена в той же фразе."),
    A("answerable", "Входит ли мытьё в стрижку кошки?", ["lp-koshki#mytyo"], "Мытьё кошки не входит в стрижку",
      "нет (700 ₽ / 14 манат); в стрижку собаки мытьё входит — это прайс собак."),
    A("answerable", "Сколько стоила стрижка собаки свыше 25 кг в 2027 году?", ["lp-prays-rf-2027#strizhka-sobak"],
      "4 600 ₽ — свыше 25 кг",
      "прошлый год: только историческая редакция 2027; 5 200 ₽ — сегодняшняя, 4 200 ₽ — истёкшей акции."),
    A("answerable", "Можно ли привезти кошку на стрижку без переноски?", ["lp-koshki#priem"],
      "Кошек принимаем только в закрытой переноске", "нет; правила зоотакси о переноске — о перевозке, не о приёме."),
    A("answerable", "Есть ли гостиница для животных в Гяндже?", ["lp-prays-az#gostinica"],
      "Гостиница для животных в Азербайджане есть только в Баку",
      "нет: «только в Баку» отвечает о Гяндже, не называя её в этой фразе (спорно, как u34R-009)."),

    # --- rejected-best (13)
    S("rejected-best", "Сколько стоит стрижка кошки в Баку?", [(AZ, MA)], "стрижка кошки стоит 50 манат",
      "неякорный раздел «Стрижка кошек» азербайджанского прайса; российский «#koshki» (3 000 ₽) — другая страна, "
      "неверный источник."),
    S("rejected-best", "Вы оформляете справку для перевозки собаки в поезде?", [(PRV, MA)],
      "Ветеринарную справку для поездки салон не оформляет",
      "неякорный раздел «Справка для перевозки»; якорный «#gruming» («справка не нужна») — о груминге."),
    S("rejected-best", "Моей собаке 12 лет. Её будут стричь?", [(POV, MA)],
      "Собак старше 10 лет и кошек старше 12 лет стрижём только после письменного согласия владельца",
      "условие: 12 лет — старше 10; только неякорный раздел «Пожилые животные»."),
    S("rejected-best", "Вы напоминаете клиентам о записи?", [(ZAP, MA)], "За сутки до визита мы присылаем напоминание",
      "неякорный раздел «Напоминания» записи."),
    S("rejected-best", "Будете присылать фото моей собаки из гостиницы?", [(GOS, MA)],
      "Фото- и видеоотчёт о питомце присылаем владельцу раз в день бесплатно",
      "неякорный раздел «Фотоотчёт» правил гостиницы."),
    S("rejected-best", "Есть ли скидка в день рождения собаки?", [(SK, MA)],
      "В день рождения питомца гигиенический груминг — со скидкой 20 %",
      "неякорный раздел «День рождения питомца»; якорные скидки (карта, два питомца) — о другом."),
    S("rejected-best", "Сколько доплачивать за зоотакси за МКАД?", [(ZT, MA)], "40 ₽ за каждый километр от МКАД",
      "неякорный раздел «За МКАД»; якорный «#stoimost» (1 200 ₽ «в пределах МКАД») — другой случай: неверный "
      "источник."),
    S("rejected-best", "Можно покрасить шерсть пуделю?", [(DOP, MA)], "Окрашивание шерсти и креативный груминг",
      "неякорный раздел «Окрашивание» доп. услуг."),
    S("rejected-best", "Можно ли побрить шпица наголо?", [(MST, False)],
      "Мастер не бреет наголо собак с двойной шерстью", "только закрытая инструкция мастера; «сбривают» колтунов — "
      "другой случай (согласие владельца)."),
    S("rejected-best", "Если собака укусит мастера, стрижку всё равно придётся оплатить?", [(MST, False)],
      "услуга оплачивается владельцем полностью",
      "только закрытая инструкция мастера; публичный «#sedaciya» (плата за выполненную часть, если животное нельзя "
      "обработать без риска для него) — другой случай, спорно."),
    S("rejected-best", "Какая сейчас цена по акции на стрижку крупной собаки в Москве?", [(AKC, False)],
      "4 200 ₽ вместо 5 200 ₽", "весенняя акция истекла 31 мая 2028; 5 200 ₽ — не акционная цена."),
    S("rejected-best", "Сколько будут стоить сутки в гостинице для собаки в Москве в 2029 году?", [(R29, False)],
      "1 700 ₽ в сутки в Москве", "прайс с 2029 года не опубликован (1 ноября 2028); 1 500 ₽ — 2028 год."),
    S("rejected-best", "Во сколько открывается салон в Гяндже?", [(SAL, False)], "работает ежедневно с 10:00 до 19:00",
      "у записи салона в Гяндже нет policy (unknown-policy); 10:00 заезда в гостиницу — другое."),

    # --- nothing (6)
    S("nothing", "Вы стрижёте кроликов?", [], "стрижка кроликов", "о кроликах нет ничего.", absent=["кролик"]),
    S("nothing", "Продаёте ли вы корм для собак?", [], "продаём корм",
      "корм упомянут в гостинице (включён, свой корм владельца); продажа корма не упомянута; шампуни салона в Гяндже "
      "(без policy) — не корм."),
    S("nothing", "Можно ли расплатиться картой в Баку?", [], "оплата картой",
      "способы оплаты нигде не названы; «карта постоянного клиента» — другое.", absent=["картой", "расплат"]),
    S("nothing", "Есть ли парковка у салона в Екатеринбурге?", [], "парковка", "не упомянута.", absent=["парковк"]),
    S("nothing", "Сколько стоит дрессировка щенка?", [], "дрессировка", "не упомянута.", absent=["дрессировк"]),
    S("nothing", "Принимаете ли вы хорьков в гостиницу?", [], "хорьки в гостинице", "только собаки и кошки.",
      absent=["хорьк"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоит чистка зубов кошке под наркозом?", [], "под наркозом",
      "чистка зубов только «без наркоза» (2 500 ₽ / 50 манат); под наркозом — нигде."),
    S("near-miss", "Сколько стоят антицарапки для собаки?", [], "антицарапки для собак",
      "накладки на когти — «для кошек» (800 ₽ / 16 манат); для собак не указаны."),
    S("near-miss", "Сколько стоила стрижка собаки в Баку в 2027 году?", [], "в 2027 году в Азербайджане",
      "редакция 2027 года — российская; 45 / 65 / 90 манат — сегодняшние цены Азербайджана, другой период."),
    S("near-miss", "Сколько стоит мытьё собаки без стрижки?", [], "мытьё собаки отдельно",
      "мытьё собаки входит в комплексную стрижку; отдельной цены нет (700 ₽ — мытьё кошки)."),
    S("near-miss", "Есть ли скидка на второго питомца в гостинице?", [], "второго питомца в гостинице",
      "скидка на второго питомца — на стрижку (15 %; 25 % — истёкшей акции); для гостиницы — только от 14 суток."),
    S("near-miss", "Сколько стоит гигиенический груминг для кошки в Азербайджане?", [], "для кошки в Азербайджане",
      "в Азербайджане гигиена оценена для собаки (25 манат); кошачья цена 1 000 ₽ — российская."),

    # --- paraphrase-typo (7; stops: 4th and 7th, both dev)
    A("paraphrase-typo", "скока стоит постричь йорка 3 кг в мск", ["lp-prays-rf#strizhka-sobak"],
      "2 400 ₽ для собак до 10 кг", "«йорк», «мск»: 3 кг — до 10 кг, 2 400 ₽.", absent=["скока", "йорк", "мск"]),
    A("paraphrase-typo", "котика в гостинку на 3 дня сколько в екб?", ["lp-prays-rf#gostinica"],
      "проживание кошки — 900 ₽ в сутки в обоих городах",
      "«котик», «гостинка», «екб» (Екатеринбург): 900 ₽ в сутки.", absent=["котик", "гостинк", "екб"]),
    A("paraphrase-typo", "забыл отменить запись и не пришёл, чё будет?", ["lp-zapis#otmena", "lp-zapis#predoplata"],
      "считается неявкой",
      "неявка; после двух неявок — только со 100 % предоплатой (можно цитировать оба фрагмента).",
      absent=["забыл", "чё"]),
    S("paraphrase-typo", "скока стоит вычесать хаски перед линькой", [(RF, MA)],
      "Экспресс-линька (вычёсывание подшёрстка)",
      "неякорный раздел «Экспресс-линька»; якорное «Вычёсывание колтунов» (500 ₽ за 15 минут) делит слово и "
      "отвечает о колтунах: неверный источник.", absent=["скока", "вычесать"]),
    A("paraphrase-typo", "пёсика надо прививать чтоб постричь?", ["lp-privivki#gruming"],
      "нужна отметка о прививке от бешенства", "«пёсик», «чтоб»: нужна отметка о прививке от бешенства.",
      absent=["пёсик", "прививать", "чтоб"]),
    A("paraphrase-typo", "кот царапается, есть какие-то колпачки на когти?", ["lp-dop-uslugi#anticarapki"],
      "Накладки на когти для кошек", "«колпачки» — антицарапки: 800 ₽ / 16 манат.",
      absent=["колпачк", "царапается"]),
    S("paraphrase-typo", "котика-сфинкса подстрижёте?", [(KOT, MA)], "Сфинксов не стрижём",
      "неякорный раздел «Сфинксы» правил для кошек.", absent=["котик"]),

    # --- named-document (4; stop: 3rd, dev)
    A("named-document", "Что сказано в «Лапушка: правила гостиницы» о выгуле собак?", ["lp-gostinica-pravila#soderzhanie"],
      "Собак выгуливаем трижды в день", "названо заглавие: трижды в день."),
    A("named-document", "По документу «Лапушка: зоотакси»: как перевозят крупных собак?", ["lp-zootaksi#usloviya"],
      "Собак свыше 25 кг перевозим только вместе с владельцем", "названо заглавие: только с владельцем."),
    S("named-document", "Что говорит «Лапушка: инструкция мастера» о температуре фена?", [(MST, False)],
      "не горячее 40 градусов", "названный документ закрыт для читателя public."),
    A("named-document", "Что написано в «Лапушка: скидки» про карту постоянного клиента?", ["lp-skidki#karta"],
      "скидка 10 % на груминг действует начиная с шестого визита", "названо заглавие: 10 % с шестого визита."),
]
