"""Labelled questions of unseen36 (the source of questions_*.jsonl; build_unseen36.py writes them).

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
the other (an e-bike's day price in Seville, where e-bikes are priced in Portugal only; a child trailer,
where only a child seat is hired; the Andalusia tour in 2027, where the 2027 edition is Portugal's; a
road bike per week, where it is priced per day; a single room on the guided Douro tour, where the
supplement is the self-guided Alentejo tour's; a lost e-bike battery, where a lost charger is priced;
групповой урок гитары, где гитара — только индивидуально; аренда гитары, где в аренду дают скрипку и
виолончель; Самарканд в 2027 году, где редакция 2027 года — российская; скидка на второго ребёнка на
аренду, где она на абонемент; пробное занятие по рисованию, где пробный урок — по инструменту;
абонемент на 4 урока, где есть на 8 и на 12), on customers' own words and chat spellings ("hw", "4"
for "for", "kids bike", lower-case "lisbon", "ebike", "whats the damage", "8pm", "wrk", "we r", "n",
"9yo", "nicked", "cn", "w"; «скока», «мск», «годика», «рисовашки», «чё», «сменка», «абик», «мамке»,
«с малым»), on questions with conditions ("My son is 15", "I'm 152 cm", "30 days before", "weighs 24
kg", "just 3 of us", "a 12-year-old", "the day before", "a group of 8", "my 10-year-old"; «6 лет», «за
5 часов», «трое детей», «2 месяца», «45 лет», «16 лет», «4 годика», «на 10 дней»), on questions that
name a document, and on plain questions answered only by an unanchored section.
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

# vento_en record ids
PPT, P27, P29, PES = "vct-prices-pt-2028", "vct-prices-pt-2027", "vct-prices-pt-2029", "vct-prices-es-2028"
OFFER, RENT, EB, CH = "vct-algarve-offer-2028", "vct-rental-terms-2028", "vct-ebikes-2028", "vct-children-2028"
BOOK, CAN, INS, LUG = "vct-booking-2028", "vct-cancellation-2028", "vct-insurance-2028", "vct-luggage-2028"
TOURS, MAN, SHOP = "vct-tours-2028", "vct-guide-manual-2028", "vct-shop-palma-2028"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "How much is it to hire a trekking bike for a day in Porto?", ["vc-prices-pt#bike-hire"],
      "a trekking bike costs EUR 22 per day",
      "Porto is in Portugal: EUR 22 a day. Spain's 24 € and the 2027 (EUR 19) and 2029 (EUR 25) editions are "
      "wrong sources."),
    A("answerable", "My son is 15. Can he rent an e-bike?", ["vc-ebikes#minimum-age"],
      "E-bikes are hired only to riders aged 16 or over",
      "condition: 15 is under 16: no. The 16-and-17 consent rule does not apply to him."),
    A("answerable", "I'm 152 cm tall. Will an e-bike fit me?", ["vc-children#height"], "e-bikes fit riders from 155 cm",
      "condition: 152 is under 155: no (an adult trekking bike, from 150 cm, would). The record's title is about "
      "children; the fragment is about every rider."),
    A("answerable", "If we cancel our guided tour 30 days before the start, do we get the deposit back?",
      ["vc-cancellation#tours"], "If you cancel 15 to 44 days before the start, you lose the deposit",
      "condition: 30 is in 15 to 44: the deposit is lost. 30 is also the booking record's balance deadline "
      "(another subject)."),
    A("answerable", "How much does the guided Andalusia tour cost?", ["vc-prices-es#guided-tours"],
      "costs 1340 € per person", "Spain: 1340 € per person, 7 days; the Douro tour's EUR 1,290 is Portugal's."),
    A("answerable", "Is luggage transfer included on the self-guided Alentejo tour?",
      ["vc-prices-pt#self-guided", "vc-luggage#transfer"], "luggage transfer between hotels is included",
      "yes: both the Portuguese price list and the luggage record say so (one bag of at most 20 kg)."),
    A("answerable", "How much does a child seat cost per day in Spain?", ["vc-children#child-seats"],
      "5 € per day in Spain", "5 €; EUR 6 is Portugal's, in the same sentence."),
    A("answerable", "My daughter weighs 24 kg. Can she ride in a child seat?", ["vc-children#child-seats"],
      "who weigh at most 22 kg", "condition: 24 kg is over 22 kg: no."),
    A("answerable", "How much is the deposit for an e-bike in Lisbon?", ["vc-rental-terms#deposits"],
      "EUR 300 for an e-bike in Portugal",
      "Lisbon is in Portugal: EUR 300; EUR 100 is a trekking or road bike's."),
    A("answerable", "What time do I have to bring the bike back to avoid paying another day?",
      ["vc-rental-terms#hire-days"], "A bike returned after 19:00 is charged one more day",
      "by 19:00. The Palma shop's 19:30 (no policy) is another subject."),
    A("answerable", "There are just 3 of us. Is that enough for the guided Andalusia tour?",
      ["vc-prices-es#guided-tours"], "for groups of at least 4 and at most 14 riders",
      "condition: 3 is under the minimum of 4: no."),
    A("answerable", "When is the balance of a tour due?", ["vc-booking#tour-deposits"],
      "The balance is due 30 days before the start", "30 days before; the deposit is 30 %."),
    A("answerable", "Can I cancel my bike hire the day before without paying?", ["vc-cancellation#bike-hire"],
      "cancelled free of charge up to 48 hours before collection",
      "condition: the day before is less than 48 hours: one day of hire is charged."),
    A("answerable", "How much is theft cover per day in Portugal?", ["vc-insurance#theft-cover"],
      "Theft cover costs EUR 4 per day in Portugal", "EUR 4; 5 € is Spain's; EUR 150 is the most a stolen bike costs."),
    A("answerable", "How many kilometres a day do we ride on the Douro Valley tour?", ["vc-tours#levels"],
      "moderate tours ride 45 to 70 km a day with some climbs",
      "two steps inside one fragment: Douro is moderate, moderate is 45 to 70 km."),
    A("answerable", "Can I take a 12-year-old on the guided Douro tour?", ["vc-children#on-tours"],
      "Children can join guided tours from 12 years old",
      "condition: 12 is the minimum: yes, with a paying adult. The 70 % price is for under 12 on self-guided tours."),
    A("answerable", "What did an e-bike cost per week in Portugal in 2027?", ["vc-prices-pt-2027#bike-hire"],
      "An e-bike cost EUR 34 per day or EUR 185 per week",
      "a past year: the historical 2027 edition only (EUR 185); today's EUR 210 is a wrong source."),
    A("answerable", "Does the damage waiver cover me if I take a road bike on gravel?",
      ["vc-insurance#damage-waiver"], "It does not cover damage from riding a road bike off paved roads",
      "paraphrase: 'gravel' for 'off paved roads': no.", absent=["gravel"]),
    A("answerable", "Can you bring the bikes to our hotel in Seville, and what does it cost?", ["vc-luggage#delivery"],
      "in the centre of Seville for 18 € per delivery",
      "yes, 18 € per delivery in the centre, collection included; Lisbon's EUR 15 is the other city's."),
    A("answerable", "What happens if a heat warning cancels our guided tour?", ["vc-cancellation#weather"],
      "you choose between a full refund and another date",
      "the guest chooses; the guide manual's heat rule (denied) is about ending a day's ride, not cancellation."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is the Sintra day ride?", [(PPT, MA)], "costs EUR 75 per person, e-bike included",
      "unanchored 'Sintra day ride' of the Portuguese price list; the anchored bike-hire and tours fragments of the "
      "same record are accepted and share 'e-bike', 'guided'; answering EUR 39 or EUR 1,290 is a wrong source."),
    S("rejected-best", "What ID do I need to pick up a hire bike?", [(RENT, MA)],
      "Bring a passport or a national ID card",
      "unanchored 'ID at collection'; the anchored deposits fragment (credit card) is near and does not answer ID."),
    S("rejected-best", "Can I take my hired e-bike on a regional train in Portugal?", [(EB, MA)],
      "E-bikes cannot be taken on regional trains in Portugal", "unanchored 'Trains' of the e-bike rules."),
    S("rejected-best", "Does my 10-year-old have to wear a helmet on a trekking bike?", [(CH, MA)],
      "Riders under 16 must wear a helmet on every bike",
      "unanchored 'Helmets for children'. The anchored e-bike helmets fragment says a helmet on trekking bikes is "
      "'recommended for adults but not required'; answering 'not required' from it is a wrong source."),
    S("rejected-best", "Is there a discount for a group of 8 friends booking a tour together?", [(BOOK, MA)],
      "Groups of 6 or more riders who book the same tour together get 10 % off",
      "condition inside an unanchored section: 8 is 6 or more; 'Group discount' has no anchor."),
    S("rejected-best", "I got sick halfway through my tour. Do I get the unused nights back?", [(CAN, MA)],
      "unused nights are not refunded",
      "unanchored 'Illness during a tour'; the anchored #tours (cancel before the start) is a wrong source."),
    S("rejected-best", "Is accident insurance included in the tour price?", [(INS, MA)],
      "Personal accident and health insurance is not included in any tour or hire",
      "unanchored 'Accident insurance'; theft cover and the damage waiver are other covers."),
    S("rejected-best", "Can you store my bike box while I ride the tour?", [(LUG, MA)],
      "we store the bike box free of charge during your tour", "unanchored 'Bike boxes'."),
    S("rejected-best", "How much does the Costa Brava ride from Girona cost?", [(PES, MA)],
      "costs 65 € per person, including a picnic lunch",
      "unanchored 'Costa Brava ride' of the Spanish price list; Girona's bike hire is anchored and another service."),
    S("rejected-best", "How often does the guide regroup the riders on a guided tour?", [(MAN, False)],
      "regroups the riders at every junction and at least every 15 km",
      "denied: the guide manual (vc-guides); no public record says it."),
    S("rejected-best", "How much is the Algarve e-bike week with the free second battery?", [(OFFER, False)],
      "costs EUR 165 instead of EUR 210",
      "expired 31 May 2028. Today's e-bike week in Portugal (EUR 210, no battery) is another offer; answering "
      "EUR 210 as the Algarve e-bike week is counted as a wrong source."),
    S("rejected-best", "What will the guided Douro Valley tour cost in 2029?", [(P29, False)],
      "costs EUR 1,390 per person", "not yet published (1 November 2028); today's EUR 1,290 is 2028's."),
    S("rejected-best", "When is the Palma shop open?", [(SHOP, False)], "opens every day from 8:30 to 19:30",
      "unknown-policy: the shop record has no policy; the hire day's 9:00 to 19:00 is another subject."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Do you rent tandem bikes?", [], "tandem", "no record names tandems.", absent=["tandem"]),
    S("nothing", "Can I bring my dog on a guided tour?", [], "dog", "no record speaks of pets.", absent=["dog"]),
    S("nothing", "Is there a vegetarian option for the dinners on the Andalusia tour?", [], "vegetarian",
      "the tour includes dinners; nothing says what they are.", absent=["vegetarian"]),
    S("nothing", "Do you offer an airport pick-up in Lisbon?", [], "airport",
      "bike delivery to hotels in Lisbon is another service; the bike boxes section speaks of flying in, not of a "
      "pick-up.", absent=["airport"]),
    S("nothing", "Can I pay with PayPal?", [], "paypal", "payment names cards, transfers and cash.", absent=["paypal"]),
    S("nothing", "Do you run mountain bike tours in the Pyrenees?", [], "pyrenees",
      "no tour outside the four named.", absent=["mountain", "pyrenees"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is an e-bike per day in Seville?", [], "In Spain, an e-bike costs",
      "the Spanish list prices trekking and road bikes only; EUR 39 is Portugal's. A run that answers EUR 39 "
      "answers from another country's record."),
    S("near-miss", "How much is a child trailer per day?", [], "trailer",
      "a child seat (EUR 6 / 5 €) is hired, not a trailer.", absent=["trailer"]),
    S("near-miss", "What did the guided Andalusia tour cost in 2027?", [], "In 2027, in Spain",
      "the 2027 edition is Portugal's; it prices the Douro tour (EUR 1,150), not Andalusia."),
    S("near-miss", "What does a road bike cost per week in Girona?", [], "road bike costs 38 € per week",
      "the road bike is priced per day only (38 €); the weekly 130 € is the trekking bike's."),
    S("near-miss", "What is the single-room supplement on the guided Douro Valley tour?", [],
      "single room on the guided Douro", "the EUR 160 supplement is the self-guided Alentejo tour's."),
    S("near-miss", "What do I pay if I lose the e-bike battery?", [], "lost e-bike battery",
      "a lost charger (EUR 60) and a lock key are priced, not a battery."),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; the two stops are the 4th and 7th, both dev)
    A("paraphrase-typo", "hw much 4 a kids bike in lisbon per day?", ["vc-children#kids-bikes"],
      "EUR 12 per day in Portugal", "chat spelling; lower-case 'lisbon' is Portugal: EUR 12.", absent=["hw"]),
    A("paraphrase-typo", "do i need to wear a helmet on the ebike?", ["vc-ebikes#helmets"],
      "E-bike riders must wear a helmet on every ride", "'ebike' for 'e-bike': yes.", absent=["ebike"]),
    A("paraphrase-typo", "whats the damage if i bring the bike back at 8pm?", ["vc-rental-terms#hire-days"],
      "A bike returned after 19:00 is charged one more day",
      "'what's the damage' is 'what does it cost'; 8pm is after 19:00: one more day. The 'Damage and loss' "
      "fragment shares the word and is a wrong source.", absent=["whats", "8pm"]),
    S("paraphrase-typo", "does the app wrk offline or do i need data?", [(TOURS, MA)], "The route app works offline",
      "unanchored 'Route app'.", absent=["wrk"]),
    A("paraphrase-typo", "we r 3 adults n a 9yo, can the kid come on the self guided tour?", ["vc-children#on-tours"],
      "self-guided tours from 8 years old", "condition: 9 is over 8: yes, with a paying adult (70 % of the price).",
      absent=["9yo"]),
    A("paraphrase-typo", "my bike got nicked, how much do i pay if i had the theft cover?",
      ["vc-insurance#theft-cover"], "a stolen bike costs you at most",
      "'nicked' for 'stolen': at most EUR 150 / 150 €, if locked and reported within 24 hours.", absent=["nicked"]),
    S("paraphrase-typo", "cn i pay the bike deposit w a debit card??", [(RENT, MA)],
      "Debit cards are not accepted for the deposit",
      "unanchored 'ID at collection'; the anchored deposits fragment says 'credit card' and does not say debit cards "
      "are refused.", absent=["cn"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Vento Cycling cancellations and refunds, when are refunds paid?",
      ["vc-cancellation#tours"], "Refunds are paid to the original card within 14 days", "named title: 14 days."),
    A("named-document", "In Vento Cycling e-bike rules, how long does it take to charge a battery?",
      ["vc-ebikes#battery"], "a full charge takes about 4 hours", "named title: about 4 hours."),
    S("named-document", "What does the Vento Cycling guide manual say to do after a fall?", [(MAN, False)],
      "calls the office within 30 minutes", "named title of a denied record."),
    A("named-document", "What does Vento Cycling luggage transfer and bike delivery say about an extra bag in Spain?",
      ["vc-luggage#transfer"], "12 € per day in Spain", "named title: 12 € per day; EUR 10 is Portugal's."),
]

# kamerton_ru record ids
RF, R27, R29, UZ = "ktn-prays-rf-2028", "ktn-prays-rf-2027", "ktn-prays-rf-2029", "ktn-prays-uz-2028"
AKC, VOZ, ABN, SK = "ktn-akciya-may-2028", "ktn-vozrast-2028", "ktn-abonement-2028", "ktn-skidki-2028"
AR, KON, EKZ, ZAP = "ktn-arenda-2028", "ktn-koncert-2028", "ktn-ekzameny-2028", "ktn-zapis-2028"
INSTR, FIL, PR = "ktn-instrukciya-pedagoga-2028", "ktn-filial-samarkand-2028", "ktn-pravila-2028"

RU = [
    # --- answerable (20)
    A("answerable", "Сколько стоит абонемент на 8 уроков фортепиано в Казани?", ["kt-prays-rf#individualnye"],
      "11 200 ₽ в Казани",
      "Казань — Россия: 11 200 ₽. Истёкшая майская акция (9 600 ₽), редакции 2027 и 2029 годов — чужие источники."),
    A("answerable", "Моей дочке 6 лет, можно её записать на гитару?", ["kt-vozrast#deti"], "гитары — с 7 лет",
      "condition: 6 меньше 7: нет (фортепиано — с 5)."),
    A("answerable", "Сколько длится групповое занятие сольфеджио?", ["kt-prays-rf#gruppovye"], "длятся 60 минут",
      "60 минут; сольфеджио есть только в российском прайсе (в Узбекистане — хор и рисование)."),
    A("answerable", "Сколько стоит абонемент на 8 уроков вокала в Ташкенте?", ["kt-prays-uz#individualnye"],
      "1 280 000 сум в Ташкенте", "Ташкент — Узбекистан: 1 280 000 сум; 960 000 сум — Самарканд."),
    A("answerable", "Если я предупрежу о пропуске за 5 часов, урок сгорит?", ["kt-abonement#perenos"],
      "не позднее чем за 12 часов до начала",
      "condition: 5 часов — позже 12: урок списывается. «Сгорают» в #srok — о сроке действия, чужой фрагмент."),
    A("answerable", "Сколько действует абонемент на 12 занятий?", ["kt-abonement#srok"],
      "абонемент на 12 занятий — 7 недель", "7 недель; 5 недель — абонемент на 8."),
    A("answerable", "Можно ли заморозить абонемент на время болезни и на сколько?", ["kt-abonement#zamorozka"],
      "по справке о болезни — до 30 дней", "да, один раз, до 30 дней по справке; 14 дней — отпуск."),
    A("answerable", "У нас двое детей в школе. Какая скидка на второго?", ["kt-skidki#vtoroy-rebenok"],
      "на абонемент второго ребёнка действует скидка 10 %", "10 % на более дешёвый абонемент."),
    A("answerable", "Мы многодетная семья, у вас учатся трое наших детей. Получим ли мы и 10 % за второго ребёнка, и 20 %?",
      ["kt-skidki#mnogodetnye"], "Скидки не суммируются: действует большая",
      "condition: трое детей — многодетная семья, 20 %; скидки не суммируются: нет."),
    A("answerable", "Сколько стоит аренда виолончели в Узбекистане?", ["kt-arenda#stoimost"],
      "150 000 сум в месяц в Узбекистане", "150 000 сум в месяц; 1 500 ₽ — Россия, в той же фразе."),
    A("answerable", "Сын занимается 2 месяца. Может ли он выступить на отчётном концерте?", ["kt-koncert#koncert"],
      "занимаются не меньше 3 месяцев", "condition: 2 месяца меньше 3: нет."),
    A("answerable", "Сколько гостей можно позвать на отчётный концерт?", ["kt-koncert#koncert"],
      "не больше 4 гостей", "не больше 4 на ученика."),
    A("answerable", "Сдают ли взрослые ученики экзамены?", ["kt-ekzameny#ekzameny"],
      "Взрослые ученики экзамены не сдают", "нет."),
    A("answerable", "Как можно оплатить абонемент в Ташкенте?", ["kt-zapis#oplata"],
      "картой Uzcard или Humo либо наличными в филиале", "Ташкент — Узбекистан; СБП — Россия, в той же фразе."),
    A("answerable", "Сколько стоил абонемент на 8 групповых занятий в Москве в 2027 году?",
      ["kt-prays-rf-2027#gruppovye"], "5 600 ₽ в Москве",
      "прошлый год: только историческая редакция 2027 года; нынешние 6 400 ₽ — чужой источник."),
    A("answerable", "Мне 45 лет, возьмёте на вокал?", ["kt-vozrast#vzroslye"], "верхней границы возраста нет",
      "condition: 45 лет — взрослый, верхней границы нет: да."),
    A("answerable", "Я с ребёнком хочу ходить в одну группу рисования. Есть скидка?", ["kt-skidki#semeynyy"],
      "получают скидку 15 % на оба абонемента", "15 % на оба абонемента."),
    A("answerable", "Нужно ли покупать краски для рисования?", ["kt-pravila#materialy"],
      "Бумага, краски и кисти для групп рисования входят в абонемент",
      "нет, входят в абонемент (кроме живописи маслом)."),
    A("answerable", "Сколько человек в группе в Самарканде?", ["kt-prays-uz#gruppovye"], "в группе не больше 10 человек",
      "Самарканд — Узбекистан: не больше 10; 8 — Россия."),
    A("answerable", "Сколько стоит пробный урок в Москве?", ["kt-prays-rf#probnyy"],
      "пробный индивидуальный урок по инструменту стоит 900 ₽",
      "900 ₽; бесплатный пробный урок истёкшей акции — Казань, май; 700 ₽ и 1 000 ₽ — другие редакции."),

    # --- rejected-best (13)
    S("rejected-best", "Сколько стоит абонемент на 8 уроков скрипки в Москве?", [(RF, MA)],
      "абонемент на 8 уроков стоит 16 000 ₽",
      "неякорный раздел «Скрипка и виолончель»; якорный #individualnye (фортепиано, гитара, вокал: 14 400 ₽) "
      "принят и говорит о другом инструменте: ответ 14 400 ₽ — чужой источник."),
    S("rejected-best", "Есть ли у вас керамика в Ташкенте и сколько она стоит?", [(UZ, MA)],
      "абонемент на 4 занятия по 90 минут стоит 480 000 сум", "неякорный раздел «Керамика»."),
    S("rejected-best", "Моей дочери 16 лет, можно ей в группу рисования для взрослых?", [(VOZ, MA)],
      "Подростки 15–17 лет занимаются рисованием в группах для взрослых",
      "неякорный раздел «Подростки»; якорный #vzroslye («с 18 лет») сказал бы «нет» — чужой источник."),
    S("rejected-best", "Как вернуть деньги за неиспользованные занятия?", [(ABN, MA)],
      "возвращаются по письменному заявлению за вычетом 10 %", "неякорный раздел «Возврат денег»."),
    S("rejected-best", "Есть ли скидка, если оплатить сразу полгода?", [(SK, MA)],
      "При оплате шести абонементов сразу скидка составляет 5 %",
      "неякорный раздел «Оплата за полгода»; «Скидки не суммируются» якорного #mnogodetnye — другой случай."),
    S("rejected-best", "Можно взять в аренду цифровое пианино?", [(AR, MA)], "Цифровые пианино в аренду не выдаём",
      "неякорный раздел; якорный #stoimost (скрипка, виолончель) о другом инструменте."),
    S("rejected-best", "В чём приходить на отчётный концерт?", [(KON, MA)], "в белом верхе и тёмном низе",
      "неякорный раздел «Концертная одежда»; #koncert (когда, кто, гости) не отвечает."),
    S("rejected-best", "Дадут ли сертификат после экзамена, и он государственного образца?", [(EKZ, MA)],
      "это не документ государственного образца", "неякорный раздел «Сертификат»."),
    S("rejected-best", "Можно ли заниматься на виолончели в Казани?", [(RF, MA)],
      "Уроки скрипки и виолончели в России проходят только в Москве",
      "неякорный раздел; #stoimost аренды (виолончель в России) принят и не отвечает, где идут уроки."),
    S("rejected-best", "Сколько минут преподаватель ждёт опоздавшего ученика?", [(INSTR, False)],
      "преподаватель ждёт его 15 минут", "denied: инструкция преподавателя (kt-pedagogi)."),
    S("rejected-best", "Сколько стоит абонемент на 8 уроков по майской акции в Казани?", [(AKC, False)],
      "стоит 9 600 ₽ вместо 11 200 ₽",
      "истекла 31 мая 2028; нынешние 11 200 ₽ — не акция: ответ ими — чужой источник."),
    S("rejected-best", "Сколько будет стоить абонемент на 12 уроков в Москве в 2029 году?", [(R29, False)],
      "22 500 ₽ в Москве", "не опубликован (1 ноября 2028); 20 400 ₽ — нынешняя цена."),
    S("rejected-best", "До скольки работает филиал в Самарканде?", [(FIL, False)], "с 9:00 до 20:00",
      "unknown-policy: у записи филиала нет policy."),

    # --- nothing (6)
    S("nothing", "Есть ли у вас занятия балетом?", [], "балет", "балета нет нигде.", absent=["балет"]),
    S("nothing", "Можно ли оплатить абонемент в рассрочку?", [], "рассрочк",
      "способы оплаты названы, рассрочки нет.", absent=["рассрочк"]),
    S("nothing", "Есть ли онлайн-уроки по Zoom?", [], "онлайн", "нигде.", absent=["онлайн", "zoom"]),
    S("nothing", "Есть ли у вас летний лагерь для детей?", [], "лагер", "нигде.", absent=["лагер"]),
    S("nothing", "Есть ли у вас уроки игры на барабанах?", [], "барабан", "инструменты названы, барабанов нет.",
      absent=["барабан"]),
    S("nothing", "Проводите ли вы мастер-классы по каллиграфии?", [], "каллиграф", "нигде.", absent=["каллиграф"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоит групповой урок гитары в Москве?", [], "групповые занятия гитарой",
      "гитара — только индивидуально (14 400 ₽ за 8 уроков); группы — сольфеджио, хор, рисование."),
    S("near-miss", "Сколько стоит аренда гитары?", [], "гитару можно взять",
      "в аренду дают скрипку и виолончель (1 500 ₽ / 150 000 сум)."),
    S("near-miss", "Сколько стоил абонемент на 8 уроков в Самарканде в 2027 году?", [], "В 2027 году в Узбекистане",
      "редакция 2027 года — российская (Москва, Казань)."),
    S("near-miss", "Даёте ли скидку на второго ребёнка на аренду инструмента?", [], "скидка на аренду",
      "скидка на второго ребёнка — на абонемент."),
    S("near-miss", "Сколько стоит пробное занятие по рисованию в Москве?", [], "пробное занятие по рисованию",
      "пробный урок — индивидуальный, по инструменту (900 ₽)."),
    S("near-miss", "Сколько стоит абонемент на 4 урока фортепиано в Казани?", [], "абонемент на 4 урока",
      "абонементы — на 8 и 12 уроков; «на 4 занятия» — керамика в Ташкенте."),

    # --- paraphrase-typo (7; the 4th and 7th are stops)
    A("paraphrase-typo", "скока стоит 8 уроков гитары в мск?", ["kt-prays-rf#individualnye"], "14 400 ₽ в Москве",
      "«мск» — Москва: 14 400 ₽.", absent=["скока", "мск"]),
    A("paraphrase-typo", "ребёнку 4 годика, возьмёте на рисовашки?", ["kt-vozrast#deti"],
      "В группы рисования принимаем детей с 4 лет", "condition: 4 — нижняя граница: да, в группу 4–6.",
      absent=["годик", "рисовашк"]),
    A("paraphrase-typo", "чё будет если сын просто не придёт на урок?", ["kt-abonement#perenos"],
      "Если предупредить позже или не прийти, урок списывается", "урок списывается.", absent=["чё"]),
    S("paraphrase-typo", "нужна ли сменка ребёнку?", [(PR, MA)], "Дети младше 12 лет приходят со сменной обувью",
      "неякорный раздел «Сменная обувь».", absent=["сменк"]),
    A("paraphrase-typo", "сколько аренда скрипки в месяц в россии и какой залог?", ["kt-arenda#stoimost"],
      "1 500 ₽ в месяц в России", "строчная «россии»: 1 500 ₽ в месяц, залог 8 000 ₽."),
    A("paraphrase-typo", "уезжаем на море на 10 дней, можно заморозить абик?", ["kt-abonement#zamorozka"],
      "на время отпуска — до 14 дней",
      "condition: 10 дней не больше 14: да, если сообщить не позднее чем за 7 дней.", absent=["абик"]),
    S("paraphrase-typo", "можно мамке посидеть на уроке с малым?", [(ZAP, MA)],
      "Родители детей младше 7 лет могут присутствовать на уроке",
      "неякорный раздел «Родители на уроке».", absent=["мамк", "малым"]),

    # --- named-document (4; the 3rd is a stop)
    A("named-document", "Что говорится в «Камертон: правила абонементов» про урок, отменённый преподавателем?",
      ["kt-abonement#perenos"], "Урок, отменённый преподавателем, переносится без списания", "названный документ."),
    A("named-document", "По документу «Камертон: экзамены» — до какого числа можно пересдать экзамен?",
      ["kt-ekzameny#peresdacha"], "не позднее 15 сентября", "названный документ: 15 сентября."),
    S("named-document", "Что «Камертон: инструкция преподавателя» говорит о том, когда отмечать урок в журнале?",
      [(INSTR, False)], "в течение 24 часов", "названный закрытый документ."),
    A("named-document", "Что сказано в «Камертон: аренда инструментов» о повреждённом инструменте?",
      ["kt-arenda#usloviya"], "ремонтируют за счёт родителей по смете мастера", "названный документ."),
]
