"""Labelled questions of unseen34 (the source of questions_*.jsonl; build_unseen34.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
This round leans on near-misses that name one of two similar things where the corpus speaks only of
the other (a via ferrata in Norway, priced for Switzerland only; a child's hut-tour price in
Switzerland, stated for Norway only; a private hut room in Norway, priced for Switzerland only; a
kayak day in Switzerland, Lofoten's; boot hire per week, priced per day; how long a via ferrata
takes, where hours are given for day hikes and hut tours; выезд за город в Душанбе, где за МКАД
оценён только выезд от Москвы; посудомоечная машина в Таджикистане и кондиционер в России, каждый в
прайсе другой страны; срочная диагностика, где срочным бывает ремонт; выезд за МКАД на 35 км, где цена
— «не дальше 20 км»; 2027 год в Таджикистане, где редакция 2027 года — российская), on customers' own
words and chat spellings ("hw much", "kids", "u", "tmrw", "call off", "insurence", "wht", "ferata",
"doggo", "pls", lower-case "zermatt"; «скока», «стиралку», «мск», «чё», «холодос», «сломался»,
«кондей», «мастер придёт», «чините»), on questions with conditions ("My son is 11", "if we are 9",
"cancel 3 days before", "my 7-year-old", "my daughter is 14"; «если мастер не приехал», «если я
откажусь от ремонта», «запчасть стоит 7 000 ₽», «через месяц после ремонта», «через 2 недели»), on
questions that name a document, and on plain questions answered only by an unanchored section.
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

# alpenpass_en record ids
PCH, P27, P29, PNO = "apr-prices-ch-2028", "apr-prices-ch-2027", "apr-prices-ch-2029", "apr-prices-no-2028"
EARLY, BOOK, AGE, EQ = "apr-early-booking-2028", "apr-booking-2028", "apr-age-fitness-2028", "apr-equipment-2028"
WX, CAN, INS, HUT = "apr-weather-2028", "apr-cancellation-2028", "apr-insurance-2028", "apr-huts-2028"
MAN, BASE = "apr-guide-manual-2028", "apr-base-grindelwald-2028"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "How much does a guided day hike from Grindelwald cost for an adult?", ["ap-prices-ch#day-hikes"],
      "CHF 145 per adult",
      "Grindelwald is in Switzerland: CHF 145. The 2027 edition's Fr. 135 and the unpublished 2029 CHF 155 are "
      "wrong sources; Norway's NOK 1,450 is another country's."),
    A("answerable", "My son is 11. What does he pay for a day hike in Lofoten?", ["ap-prices-no#day-hikes"],
      "NOK 950 per child aged 6 to 15",
      "condition: 11 is in Norway's 6-to-15 band: NOK 950. Switzerland's CHF 95 (8 to 15) is the other country's."),
    A("answerable", "If we are 9 people on a hut tour, do we get a second guide?", ["ap-booking#group-size"],
      "A group of 9 to 16 guests booking a hut tour together gets a second guide at no extra charge",
      "condition: 9 is in '9 to 16': yes, at no extra charge (one guide takes at most 8 on a hut tour)."),
    A("answerable", "Is a packed lunch included on the hut tour in Norway?",
      ["ap-huts#meals", "ap-prices-no#hut-tours"],
      "In Norwegian DNT cabins, the hut tour includes full board: breakfast, a packed lunch and dinner",
      "yes (full board); the Swiss huts' CHF 18 packed lunch is the other country's case. The Norwegian price "
      "list's 'full board' may be cited too."),
    A("answerable", "If I cancel 3 days before the tour, do I get any money back?",
      ["ap-cancellation#guest-cancellation"],
      "If you cancel less than 14 days before the tour, or do not turn up, nothing is refunded",
      "condition: 3 days is less than 14: nothing. The date change (at least 7 days) does not apply either."),
    A("answerable", "What is the minimum age for the via ferrata in Engelberg?", ["ap-prices-ch#via-ferrata"],
      "Participants must be at least 12 years old and at least 140 cm tall", "12 years (and 140 cm)."),
    A("answerable", "How long do refunds take?", ["ap-cancellation#refunds"], "within 10 working days",
      "10 working days; the lift company's refund (unanchored) is another matter."),
    A("answerable", "Does a Rega patronage cover a hike in Norway?", ["ap-insurance#rega"],
      "It does not cover tours in Norway", "no; Switzerland only."),
    A("answerable", "How much does it cost to hire hiking boots in Norway?", ["ap-equipment#hire"],
      "NOK 150 per day in Norway", "NOK 150 per day; CHF 15 is Switzerland's, in the same sentence."),
    A("answerable", "What happens if a thunderstorm is forecast for the day of my tour?", ["ap-weather#weather"],
      "Alpenpass cancels the tour no later than 18:00 on the day before",
      "cancelled by 18:00 the day before; the guest chooses a full refund or a new date."),
    A("answerable", "How much deposit do I pay when I book?", ["ap-booking#booking"], "a deposit of 30 % of the price",
      "30 % (the balance 21 days before)."),
    A("answerable", "How many guests can one guide take on a via ferrata?", ["ap-booking#group-size"],
      "at most 4 guests on a via ferrata",
      "4; 12 (day hike) and 8 (hut tour) are the other cases of the same sentence. The denied manual's 5 per "
      "rope is glaciers'."),
    A("answerable", "Can I bring my own harness for the via ferrata?", ["ap-equipment#via-ferrata-kit"],
      "Guests may bring their own kit only if the lanyard is less than 10 years old",
      "yes, if the lanyard is less than 10 years old."),
    A("answerable", "Can my 7-year-old join a day hike in Zermatt?", ["ap-prices-ch#day-hikes"],
      "Children under 8 cannot join a day hike",
      "condition: 7 is under Switzerland's 8: no. Norway's limit (under 6) would let a 7-year-old in; a run "
      "that answers from the Norwegian list is a wrong source."),
    A("answerable", "How much does a two-day hut tour in Jotunheimen cost?", ["ap-prices-no#hut-tours"],
      "NOK 3,900 per adult", "Jotunheimen is in Norway: NOK 3,900; CHF 390 is Switzerland's."),
    A("answerable", "Can I change the date of my booking?", ["ap-cancellation#date-change"],
      "You can move a booking to another date once free of charge if you ask at least 7 days before the tour",
      "once, free, at least 7 days before."),
    A("answerable", "Is there an upper age limit for your tours?", ["ap-age-fitness#older-guests"],
      "There is no upper age limit", "no; 75 and over are asked to call before a hut tour or via ferrata."),
    A("answerable", "How much did a guided day hike in Switzerland cost in 2027?", ["ap-prices-ch-2027#day-hikes"],
      "Fr. 135 per adult", "a past year: the historical edition only; today's CHF 145 is a wrong source."),
    A("answerable", "When is the rest of the price due after the deposit?", ["ap-booking#booking"],
      "the balance is due 21 days before the tour", "'the rest of the price' for 'the balance': 21 days before."),
    A("answerable", "Are vegetarian meals available in the huts?", ["ap-huts#diets"],
      "Vegetarian meals are available in every hut if requested at least 10 days before the tour",
      "yes, if requested at least 10 days before."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is the guided walk on the Aletsch Glacier?", [(PCH, MA)],
      "The guided walk on the Aletsch Glacier costs CHF 175 per person",
      "unanchored 'Aletsch glacier walk' of the Swiss price list; the anchored sections price other tours."),
    S("rejected-best", "When does the midnight sun hike in Lofoten start?", [(PNO, MA)], "starts at 22:00",
      "unanchored 'Midnight sun hikes' of the Norwegian price list; the huts' quiet time from 22:00 is another "
      "subject."),
    S("rejected-best", "How long are gift vouchers valid?", [(BOOK, MA)],
      "Gift vouchers are valid for 2 years from purchase", "unanchored 'Gift vouchers' of the booking record."),
    S("rejected-best", "Can I bring my dog on a day hike?", [(AGE, MA)],
      "Dogs are welcome on day hikes in Norway if they are kept on a lead",
      "unanchored 'Dogs' of the age and fitness record."),
    S("rejected-best", "What do you charge if hired boots are lost?", [(EQ, MA)],
      "Hired equipment that is lost or damaged beyond repair is charged at CHF 120",
      "unanchored 'Lost or damaged equipment'; the anchored #hire prices boot hire per day, not a loss."),
    S("rejected-best", "Who refunds my lift ticket if the lift is closed?", [(WX, MA)],
      "Lift tickets already bought are refunded by the lift company",
      "unanchored 'Closed lifts' of the weather record."),
    S("rejected-best", "Is the hut's overnight fee refunded if I cancel a hut tour?", [(CAN, MA)],
      "the hut's own overnight fee of CHF 40 or NOK 400 per night is never refunded",
      "unanchored 'Hut tour cancellations'; the anchored #guest-cancellation shares cancel / refund but not the "
      "hut's fee."),
    S("rejected-best", "Is cancellation insurance required?", [(INS, MA)],
      "Cancellation insurance is recommended but not required",
      "unanchored 'Cancellation insurance'; the anchored #rescue states the required rescue insurance, another "
      "cover."),
    S("rejected-best", "Do your guides accept tips?", [(MAN, False)], "Guides may accept tips but must never ask for them",
      "only the denied guide manual (ap-guides) speaks of tips."),
    S("rejected-best", "By what time must a hut tour group reach the summit before the guide turns back?",
      [(MAN, False)], "turns the group back if the summit has not been reached by 13:00",
      "denied manual; the public #on-the-day says the guide may turn back for safety, with no time."),
    S("rejected-best", "Is there an early booking discount on Swiss hut tours?", [(EARLY, False)],
      "cost CHF 340 per adult instead of CHF 390", "the early booking offer expired on 31 May 2028."),
    S("rejected-best", "What will a guided via ferrata in Switzerland cost in 2029?", [(P29, False)],
      "From 1 January 2029, a guided via ferrata in Switzerland costs CHF 225 per person",
      "the 2029 list is not yet published (1 November 2028); today's CHF 210 is another period's price."),
    S("rejected-best", "What time does the Alpenpass base in Grindelwald open?", [(BASE, False)],
      "is open daily from 7:30 to 18:30", "the base record has no policy: unknown-policy."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "How much does a helicopter transfer to the hut cost?", [], "helicopter transfer",
      "shares 'helicopter' (rescue insurance) and 'hut'; no transfer is offered or priced.", absent=["transfer"]),
    S("nothing", "Do you offer ski touring in winter?", [], "ski touring", "no record is about skiing or winter.",
      absent=["ski", "winter"]),
    S("nothing", "What is the parking fee at the Engelberg meeting point?", [], "parking fee",
      "shares 'meeting point', 'Engelberg' and 'fee'; parking is nowhere.", absent=["parking"]),
    S("nothing", "How many kilometres is the day hike in Zermatt?", [], "kilometres",
      "the fitness section gives hours and metres of ascent, not a distance.", absent=["kilometre"]),
    S("nothing", "Is there a mountain bike tour in Romsdal?", [], "mountain bike",
      "shares 'mountain' and 'Romsdal'.", absent=["bike"]),
    S("nothing", "Can I pay the balance in euros?", [], "in euros",
      "shares 'pay' and 'balance'; no record names a payment currency.", absent=["euro"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a guided via ferrata in Norway?", [], "via ferrata in Norway",
      "only the Swiss list prices a via ferrata (CHF 210); an answer with it is a wrong source."),
    S("near-miss", "What is the child price for a hut tour in Switzerland?", [], "child price for a hut tour in Switzerland",
      "only Norway states a child's hut-tour price (NOK 2,600); the Swiss hut tour is priced per adult."),
    S("near-miss", "How much is a private room in a DNT cabin in Norway?", [], "private room in a DNT cabin",
      "the private room (CHF 60 a night) is the Swiss hut tour's."),
    S("near-miss", "How much is a kayak-and-hike day in Switzerland?", [], "kayak-and-hike day in Switzerland",
      "the kayak-and-hike day is Lofoten's, in the Norwegian list (NOK 1,800)."),
    S("near-miss", "How much does boot hire cost per week in Switzerland?", [], "per week",
      "boots are priced per day (CHF 15); no weekly price is stated."),
    S("near-miss", "How long does a via ferrata take?", [], "via ferrata take",
      "durations are stated for day hikes (about 5 hours) and hut tours (up to 7 hours a day), not a via ferrata."),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; the 4th and 7th stop)
    A("paraphrase-typo", "hw much is a day hike for kids in zermatt?", ["ap-prices-ch#day-hikes"],
      "CHF 95 per child aged 8 to 15", "'kids' for children, lower-case zermatt: CHF 95.", absent=["hw", "kids"]),
    A("paraphrase-typo", "can u call off the tour if a storm is coming tmrw?", ["ap-weather#weather"],
      "If a thunderstorm, strong wind or a level 3 weather warning is forecast",
      "'call off' for cancel, 'storm' for thunderstorm: yes, by 18:00 the day before.", absent=["tmrw"]),
    A("paraphrase-typo", "do i need rescue insurence for the hike?", ["ap-insurance#rescue"],
      "Every guest must have insurance that covers mountain rescue", "yes; at least CHF 30,000 or NOK 300,000.",
      absent=["insurence"]),
    S("paraphrase-typo", "hw much for a shower in the swiss huts?", [(HUT, MA)], "a 3-minute shower costs CHF 5",
      "unanchored 'Showers' of the huts record.", absent=["hw"]),
    A("paraphrase-typo", "wht time do we have to be at the meeting point?", ["ap-booking#meeting"],
      "Guests meet the guide 15 minutes before the start", "15 minutes before the start.", absent=["wht"]),
    A("paraphrase-typo", "my daughter is 14, can she do the via ferata?", ["ap-prices-ch#via-ferrata"],
      "Participants must be at least 12 years old and at least 140 cm tall",
      "condition: 14 is at least 12; she must also be at least 140 cm tall.", absent=["ferata"]),
    S("paraphrase-typo", "can i bring my doggo to the DNT cabin pls", [(AGE, MA)],
      "Dogs are not allowed in huts, in DNT cabins or on via ferratas",
      "unanchored 'Dogs'; the anchored sections name DNT cabins (meals, hut tour) but not dogs.",
      absent=["doggo", "pls"]),

    # --- named-document (4; holdout: 2nd; the 3rd stops)
    A("named-document", "According to Alpenpass cancellations by the guest, what is the handling fee?",
      ["ap-cancellation#guest-cancellation"], "a handling fee of CHF 50 or NOK 500", "CHF 50 or NOK 500."),
    A("named-document", "What does Alpenpass insurance requirements say about proof of cover?", ["ap-insurance#rescue"],
      "Guests must show proof of cover to the guide at the start of the tour", "show it to the guide at the start."),
    S("named-document", "What does the Alpenpass equipment hire and packing list say about damaged equipment?",
      [(EQ, MA)], "Hired equipment that is lost or damaged beyond repair",
      "the named document's only text on damaged equipment is unanchored."),
    A("named-document", "In Alpenpass huts, meals and hut rules, when are the huts quiet?", ["ap-huts#hut-rules"],
      "Huts are quiet from 22:00 to 6:00", "from 22:00 to 6:00."),
]

# remtekh_ru record ids
PRF, R27, R29, PTJ = "rtk-prays-rf-2028", "rtk-prays-rf-2027", "rtk-prays-rf-2029", "rtk-prays-tj-2028"
AKC, GAR, SRO, HRA = "rtk-akciya-vesna-2028", "rtk-garantiya-2028", "rtk-sroki-2028", "rtk-hranenie-2028"
OPL, SKI, VYE, MST = "rtk-oplata-2028", "rtk-skidki-2028", "rtk-vyezd-pravila-2028", "rtk-instrukciya-mastera-2028"
PUN, ZAP = "rtk-punkt-kazan-2028", "rtk-zapchasti-2028"

RU = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "Сколько стоит выезд мастера по Москве в пределах МКАД?", ["rt-prays-rf#vyezd"],
      "Выезд мастера по Москве в пределах МКАД стоит 700 ₽",
      "700 ₽; редакция 2027 года (600 ₽) и неопубликованная 2029 года (800 ₽) — неверные источники."),
    A("answerable", "Сколько стоит вызвать мастера в Худжанде?", ["rt-prays-tj#vyezd"], "по Худжанду — 40 сомони",
      "«вызвать мастера» вместо «выезд»: 40 сомони; 50 сомони — Душанбе."),
    A("answerable", "Если мастер не приехал в назначенное время, мне платить за выезд?", ["rt-vyezd-pravila#opozdanie"],
      "выезд для вас бесплатный",
      "условие: не приехал и не предупредил — выезд бесплатный, новый визит на ближайший день."),
    A("answerable", "Какая гарантия на ремонт?", ["rt-garantiya#garantiya"], "гарантия 6 месяцев",
      "6 месяцев на ремонт, 12 — на новые запчасти."),
    A("answerable", "Сколько дней техника хранится бесплатно после ремонта?", ["rt-hranenie#hranenie"],
      "хранится бесплатно 30 дней", "30 дней."),
    A("answerable", "Если я откажусь от ремонта, сколько стоит диагностика в Москве?", ["rt-prays-rf#diagnostika"],
      "диагностика стоит 900 ₽",
      "условие: отказ от ремонта — 900 ₽ (Москва — Россия); кофемашина (1 200 ₽, неякорно) — другой случай."),
    A("answerable", "Я пенсионер. Какая у меня будет скидка на ремонт?", ["rt-skidki#pensioneram"],
      "скидка 10 % на работы",
      "10 % на работы; 15 % из истёкшей весенней акции — неверный источник."),
    A("answerable", "Сколько стоит ремонт холодильника в Душанбе?", ["rt-prays-tj#remont"],
      "холодильника — от 300 сомони", "Душанбе — Таджикистан: от 300 сомони; 3 200 ₽ — Россия."),
    A("answerable", "Можно ли сделать срочный ремонт в Казани?", ["rt-sroki#srochny"],
      "Срочный ремонт за 1 рабочий день выполняется только в Москве и Душанбе",
      "нет: «только в Москве и Душанбе»."),
    A("answerable", "Как долго длится обычный ремонт?", ["rt-sroki#sroki"], "не больше 7 рабочих дней",
      "не больше 7 рабочих дней со дня диагностики (до 30 дней без запчасти)."),
    A("answerable", "Нужна ли предоплата, если запчасть для стиральной машины стоит 7 000 ₽?", ["rt-oplata#predoplata"],
      "Если для ремонта нужно заказать запчасть дороже 5 000 ₽ или 500 TJS",
      "условие: 7 000 ₽ дороже 5 000 ₽ — предоплата в размере полной стоимости запчасти."),
    A("answerable", "Какими способами можно оплатить ремонт в Таджикистане?", ["rt-oplata#sposoby"],
      "наличными, картой «Корти Милли» или через Alif", "способы Таджикистана; карта / СБП — России."),
    A("answerable", "Что будет, если я не заберу технику из ремонта три месяца?", ["rt-hranenie#nevostrebovannaya"],
      "сервис вправе продать её",
      "«три месяца» — 90 дней: сервис вправе продать её, предупредив письмом не позднее чем за 14 дней."),
    A("answerable", "Покрывает ли гарантия поломку после скачка напряжения?", ["rt-garantiya#isklyucheniya"],
      "Гарантия не распространяется на поломки из-за скачков напряжения", "нет."),
    A("answerable", "До какого времени можно бесплатно отменить выезд мастера?", ["rt-vyezd-pravila#otmena"],
      "не позднее чем за 2 часа до начала интервала", "не позднее чем за 2 часа до начала интервала."),
    A("answerable", "Ставите ли вы неоригинальные запчасти?", ["rt-zapchasti#originalnye"],
      "Неоригинальные ставим только с письменного согласия клиента", "только с письменного согласия; гарантия 3 месяца."),
    A("answerable", "Сколько стоил выезд мастера по Казани в 2027 году?", ["rt-prays-rf-2027#vyezd"],
      "по Казани — 450 ₽", "прошлый год: только историческая редакция; сегодняшние 500 ₽ — неверный источник."),
    A("answerable", "Во сколько мастер может приехать?", ["rt-vyezd-pravila#interval"], "с 9:00 до 21:00",
      "в трёхчасовой интервал с 9:00 до 21:00; пункт приёма (без policy) — другое."),
    A("answerable", "Сколько стоит хранение техники после 30 дней в Таджикистане?", ["rt-hranenie#hranenie"],
      "8 сомони в сутки в Таджикистане", "8 сомони в сутки; 100 ₽ — Россия, в том же предложении."),
    A("answerable", "Если та же поломка повторилась через месяц после ремонта, ремонт будет платным?",
      ["rt-garantiya#povtor", "rt-garantiya#garantiya"], "мастер устраняет её бесплатно",
      "условие: месяц — в пределах гарантии 6 месяцев; бесплатно, включая выезд и запчасти."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Ремонтируете ли вы кофемашины?", [(PRF, MA)],
      "Кофемашины ремонтируем только в сервисном центре в Москве", "неякорный «Ремонт кофемашин» прайса России."),
    S("rejected-best", "Сколько стоит заправка кондиционера в Душанбе?", [(PTJ, MA)],
      "Заправка кондиционера фреоном в Душанбе стоит 350 сомони",
      "неякорная «Заправка кондиционеров»; якорный #remont называет ремонт кондиционера (от 280 сомони), не "
      "заправку."),
    S("rejected-best", "Ремонтируете ли вы бесплатно технику на гарантии производителя?", [(GAR, MA)],
      "Технику на гарантии производителя ремонтируем бесплатно только для брендов Bosch, Indesit и Atlant",
      "неякорная «Гарантия производителя»; якорные разделы — о нашей гарантии на ремонт."),
    S("rejected-best", "Работает ли сервисный центр в субботу?", [(SRO, MA)],
      "По субботам сервисные центры работают с 10:00 до 16:00", "неякорная «Работа в выходные»."),
    S("rejected-best", "В какой срок организация должна оплатить счёт за ремонт?", [(OPL, MA)],
      "Организации оплачивают ремонт по счёту в течение 5 банковских дней", "неякорная «Оплата организациями»."),
    S("rejected-best", "Вывезете ли вы старую стиральную машину на утилизацию?", [(SKI, MA)],
      "Старую технику после замены вывозим на утилизацию бесплатно в Москве",
      "неякорный «Вывоз старой техники» записи о скидках; якорные «Старые детали» — о снятых деталях, не о "
      "технике."),
    S("rejected-best", "Сколько стоит забрать холодильник в сервис и привезти обратно в Москве?", [(VYE, MA)],
      "Крупную технику забираем в сервис и привозим обратно за 1 500 ₽ в Москве",
      "неякорная «Доставка техники в сервис»; выезд мастера (700 ₽) — другая услуга."),
    S("rejected-best", "Можете установить запчасть, которую я купил сам?", [(ZAP, MA)],
      "Запчасти, купленные клиентом самостоятельно, мы не устанавливаем", "неякорные «Запчасти клиента»."),
    S("rejected-best", "Может ли мастер подключить газовую плиту?", [(MST, False)],
      "Мастер не подключает и не ремонтирует газовые плиты", "только закрытая инструкция мастера (rt-mastera)."),
    S("rejected-best", "Можно ли дать мастеру чаевые?", [(MST, False)], "Мастер может принять чаевые",
      "только закрытая инструкция мастера."),
    S("rejected-best", "Какая скидка пенсионерам по весенней акции?", [(AKC, False)],
      "Пенсионерам в дни акции скидка на работы — 15 %",
      "весенняя акция истекла 31 мая 2028; общая скидка пенсионерам (10 %) — не о ней."),
    S("rejected-best", "Сколько будет стоить выезд мастера по Казани с 2029 года?", [(R29, False)], "по Казани — 600 ₽",
      "прайс с 2029 года не опубликован (1 ноября 2028); сегодняшние 500 ₽ — другой период."),
    S("rejected-best", "Во сколько открывается пункт приёма в Казани?", [(PUN, False)],
      "работает ежедневно с 9:00 до 20:00", "запись пункта приёма без policy: unknown-policy."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Сколько стоит ремонт телевизора?", [], "ремонт телевизора",
      "общие слова «ремонт», «стоит»; телевизоров нет.", absent=["телевизор"]),
    S("nothing", "Есть ли гарантия на установку кондиционера?", [], "установку кондиционера",
      "общие «гарантия» и «кондиционер»; установки нет.", absent=["установк"]),
    S("nothing", "Можно ли оплатить ремонт в рассрочку?", [], "в рассрочку",
      "общие «оплатить», «ремонт»; рассрочки нет.", absent=["рассрочк"]),
    S("nothing", "Сколько стоит выезд мастера в Санкт-Петербурге?", [], "Санкт-Петербург",
      "города сети — Москва, Казань, Душанбе, Худжанд.", absent=["петербург"]),
    S("nothing", "Даёте ли вы подменную стиральную машину на время ремонта?", [], "подменную",
      "общие «стиральную машину», «ремонта».", absent=["подменн"]),
    S("nothing", "Какая скидка студентам?", [], "студентам",
      "скидки названы пенсионерам и при повторном обращении; студентам — нет.", absent=["студент"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "Сколько стоит выезд мастера за город в Душанбе?", [], "за город в Душанбе",
      "за город (за МКАД, 1 300 ₽) оценён только выезд от Москвы; в Душанбе — только по городу (50 сомони)."),
    S("near-miss", "Сколько стоит ремонт посудомоечной машины в Таджикистане?", [], "посудомоечной машины в Таджикистане",
      "посудомоечная машина — только в прайсе России (от 2 800 ₽)."),
    S("near-miss", "Сколько стоит ремонт кондиционера в России?", [], "кондиционера в России",
      "кондиционер — только в прайсе Таджикистана (от 280 сомони)."),
    S("near-miss", "Сколько стоит срочная диагностика?", [], "срочная диагностика",
      "срочным бывает ремонт (+50 %), цены диагностики — обычные."),
    S("near-miss", "Сколько стоит выезд мастера за МКАД на 35 км?", [], "на 35 км",
      "цена 1 300 ₽ — «не дальше 20 км»; дальше — не указано."),
    S("near-miss", "Сколько стоила диагностика в Таджикистане в 2027 году?", [], "в Таджикистане в 2027",
      "редакция 2027 года — только российская (800 ₽)."),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; the 4th and 7th stop)
    A("paraphrase-typo", "скока стоит починить стиралку в мск?", ["rt-prays-rf#remont"],
      "Ремонт стиральной машины стоит от 2 500 ₽", "«стиралка», «мск», «починить»: от 2 500 ₽.",
      absent=["скока", "стиралк", "мск", "почин"]),
    A("paraphrase-typo", "мастер придёт, а меня дома нет — чё будет?", ["rt-vyezd-pravila#otmena"],
      "Если мастер приехал, а дверь никто не открыл, выезд оплачивается полностью",
      "«меня дома нет» — «дверь никто не открыл»: выезд оплачивается полностью.", absent=["чё"]),
    A("paraphrase-typo", "холодос сломался после ремонта, на скока гарантия?", ["rt-garantiya#garantiya"],
      "На выполненный ремонт даётся гарантия 6 месяцев", "«холодос», «сломался»: 6 месяцев.",
      absent=["холодос", "скока", "сломал"]),
    S("paraphrase-typo", "скока стоит заправить кондей в душанбе?", [(PTJ, MA)],
      "Заправка кондиционера фреоном в Душанбе стоит 350 сомони", "неякорная «Заправка кондиционеров».",
      absent=["скока", "кондей"]),
    A("paraphrase-typo", "техника готова, а забрать смогу только через 2 недели — за хранение платить?",
      ["rt-hranenie#hranenie"], "хранится бесплатно 30 дней",
      "условие: 2 недели меньше 30 дней — бесплатно.", absent=["недел"]),
    A("paraphrase-typo", "мастер опоздал и не позвонил, выезд платный?", ["rt-vyezd-pravila#opozdanie"],
      "выезд для вас бесплатный", "«опоздал и не позвонил» — «не приехал … и не предупредил»: бесплатно."),
    S("paraphrase-typo", "кофемашину в казани чините?", [(PRF, MA)],
      "Кофемашины ремонтируем только в сервисном центре в Москве", "неякорный «Ремонт кофемашин».",
      absent=["чинит"]),

    # --- named-document (4; holdout: 2nd; the 3rd stops)
    A("named-document", "Что сказано в «Ремтехника: сроки ремонта» о сроке, если запчасти нет на складе?",
      ["rt-sroki#sroki"], "срок продлевается до 30 дней", "до 30 дней, с сообщением по телефону."),
    A("named-document", "По документу «Ремтехника: скидки», суммируется ли скидка пенсионерам с другими скидками?",
      ["rt-skidki#pensioneram"], "не суммируется с другими скидками", "нет."),
    S("named-document", "Что говорится в «Ремтехника: гарантия на ремонт» о гарантии производителя?", [(GAR, MA)],
      "Технику на гарантии производителя ремонтируем бесплатно", "неякорная «Гарантия производителя» названного документа."),
    A("named-document", "Отдаёте ли вы снятые детали, по «Ремтехника: запчасти»?", ["rt-zapchasti#starye"],
      "Снятые детали отдаём клиенту, если он попросит об этом до начала ремонта", "да, если попросить до начала ремонта."),
]
