"""Labelled questions of unseen48 (the source of questions_*.jsonl; build_unseen48.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run. The split (2nd, 5th, 8th, ... question of each kind per file is holdout) was fixed in README.md
before the first corpus record was written.
This round leans on the reader's own figures against a bound or a window (a cancellation 10 hours ahead
against "up to 24 hours"; a house 55 km out against "within 40 km"; a quote of £2,800 against "over
£3,000"; 30 months against "36 months"; an age of 72 against "aged 70 or over ... except from November 1 to
December 31"; 25 days against "21 days"; a 16-year-old against "aged 18 or over"; «5 200 ₽» and «7 000 ₽ в
субботу» against «от 6 000 ₽ ... кроме выездов в субботу и воскресенье»; «2 года» against «до 3 лет»; a delay
of 3 working days against «больше чем на 2 рабочих дня»; «три недели» against «за 10 рабочих дней»; a son
of 16 against «детей до 15 лет»); on two figures of one kind in one record (the certificate with a service
and on its own; records kept 6 years and photos 12 months; the analysis's 7 days and the PCR samples' 30);
on exceptions ("except", «кроме»); on one-country or one-city rules (installations at Leeds only; the
over-70 price, the oil boiler and the per-kilometre charge are Ireland's; vitamin D and urgent work not in
Armenia; the check-up at Yerevan only; the tax certificate Russia's; the 2030 editions the United
Kingdom's / Russia's only); on rejected sections whose accepted neighbours share the question's words and
would mislead (a powerflush beside repair rates; an oil tank beside the oil boiler service; a frozen
condensate pipe beside call-out prices; a goodwill payment beside the customer's missed-visit charge; a
PCR price beside the PCR turnaround; a cash refund in Armenia beside the card refund); on chat spellings;
on a person, a place, a count, a date and a duration asked; and on questions that name a document.
"""
from __future__ import annotations

NOW = "2031-03-18T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# boiler_en record ids
UK, U30, U32, IE = "bfl-prices-uk-2031", "bfl-prices-uk-2030", "bfl-prices-uk-2032", "bfl-prices-ie-2031"
OFF, LIM, BOOK, EMER = "bfl-offer-winter-2031", "bfl-limerick-2031", "bfl-booking-2031", "bfl-emergency-2031"
CARE, GUAR, PAY, LAND = "bfl-care-plans-2031", "bfl-guarantee-2031", "bfl-payments-2031", "bfl-landlords-2031"
DATA, STAFF, PART, SUN = "bfl-data-2031", "bfl-staff-handbook-2031", "bfl-partners-2031", "bfl-sunday-bristol-2031"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is an annual boiler service at Brightflue Bristol?", ["bfl-prices-uk#servicing"],
      "£95 at Brightflue Bristol",
      "£95 (Leeds £89 in the same sentence); the 2030 edition (88 pounds), the 2032 edition (GBP 103) and the "
      "expired Bristol winter offer are wrong sources."),
    A("answerable", "How quickly does an engineer come if a water leak can't be stopped at the stopcock?",
      ["bfl-emergency#response"], "an engineer arrives within 2 hours",
      "a duration: within 2 hours (a loss of heating or hot water: 4 hours, the sentence before)."),
    A("answerable", "Besides my boiler I have a gas fire. What does servicing the gas fire on the same visit cost at "
      "Brightflue Leeds?", ["bfl-prices-uk#servicing"], "such as a gas fire or a second boiler, costs £45",
      "£45 per additional gas appliance (Ireland's €55 is another country's)."),
    A("answerable", "I'm on a care plan and my boiler service at Brightflue Leeds is in November. Do I pay the extra "
      "£10?", ["bfl-prices-uk#servicing"], "except for customers on a care plan",
      "no: November is inside October-December, but care plan customers are excepted."),
    A("answerable", "Can Brightflue Bristol fit a new combi boiler for me?", ["bfl-prices-uk#installation"],
      "Brightflue Bristol does servicing and repairs only",
      "no: installations are quoted and fitted by Brightflue Leeds only (a one-city rule)."),
    A("answerable", "What did an annual boiler service cost at Brightflue Leeds in 2030?",
      ["bfl-prices-uk-2030#servicing"], "82 pounds at Brightflue Leeds",
      "a past year: the historical 2030 edition; today's £89 is a wrong source."),
    A("answerable", "I'm 72. Do I get the reduced gas boiler service price at Brightflue Cork if the service is on "
      "November 20?", ["bfl-prices-ie#servicing"], "except from November 1 to December 31",
      "72 is 70 or over, but November 20 falls inside November 1 to December 31: no €99 price (the ordinary Cork "
      "price €120 applies)."),
    A("answerable", "My house is 55 km from Brightflue Galway. Is there anything extra on an emergency call-out for "
      "the distance?", ["bfl-prices-ie#callout"], "each kilometre beyond that costs €1",
      "55 km is beyond the 40 km: €1 for each kilometre beyond 40 (no sum is asked)."),
    A("answerable", "My complaint to the Leeds office manager has gone nowhere for 25 days. Who do I contact next?",
      ["bfl-guarantee#complaints"], "write to our customer relations manager, Niamh Gallagher",
      "a person and role: Niamh Gallagher, customer relations manager (25 days is over the rule's 21)."),
    A("answerable", "I need to cancel my Leeds visit tomorrow morning and the slot starts in 10 hours. Will I be "
      "charged?", ["bfl-booking#cancelling"], "A later cancellation costs £35 or €40",
      "10 hours is later than 24 hours before the slot: yes, £35 (Leeds is in the United Kingdom)."),
    A("answerable", "In Ireland, what does non-emergency plumbing cost, and is there a minimum charge?",
      ["bfl-prices-ie#plumbing"], "with a minimum charge of one hour",
      "€80 per hour with a minimum charge of one hour (the UK's £68 in 15-minute increments names no minimum)."),
    A("answerable", "My combi boiler quote from Brightflue Leeds is £2,800. Can I spread it over monthly payments?",
      ["bfl-payments#finance"], "An installation over £3,000 can be spread over 12 monthly payments",
      "£2,800 is not over £3,000: no."),
    A("answerable", "We have 12 rental properties on one account. Do we get the portfolio discount on emergency "
      "call-outs?", ["bfl-landlords#portfolio"], "but not off call-outs or repairs",
      "12 is 10 or more, but call-outs are excluded: no."),
    A("answerable", "How long do you keep the photos your engineer takes at my home?", ["bfl-data#records"],
      "photos taken on a visit for 12 months",
      "a duration: 12 months (service records and certificates: 6 years, another subject of the same sentence)."),
    A("answerable", "I haven't booked anything through my online account for 30 months. Has it been closed?",
      ["bfl-data#account"], "An online account with no booking for 36 months is closed", "30 is under 36: no."),
    A("answerable", "Can my neighbour book a visit on my online account?", ["bfl-data#account"],
      "Only the account holder and people the holder names in the account can book visits on it",
      "only if the account holder names the neighbour in the account."),
    A("answerable", "How long is a new boiler installation guaranteed?", ["bfl-guarantee#workmanship"],
      "boiler installations for 5 years",
      "5 years, parts and labour (repairs 12 months; the manufacturer's warranty of up to 10 years in "
      "#manufacturer is the manufacturer's, not Brightflue's guarantee)."),
    A("answerable", "I start Boiler Care today. If my boiler breaks down next week, can I book a call-out under the "
      "plan?", ["bfl-care-plans#claims"], "In the first 30 days of a plan, only the annual service can be booked",
      "no: only the annual service in the first 30 days (unless the plan started with a Brightflue installation)."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is a powerflush of my central heating?", [(UK, MA)],
      "A powerflush of the heating system costs £420 for up to 10 radiators",
      "unanchored 'Powerflushing'; the anchored #plumbing of the same record (£68 per hour) is accepted and would "
      "give a wrong price."),
    S("rejected-best", "What does an oil tank inspection cost in Ireland?", [(IE, MA)],
      "An oil tank inspection costs €95 on its own",
      "unanchored 'Oil tank inspection'; #servicing (an oil boiler service €150) would mislead."),
    S("rejected-best", "Can I book a service visit on a Saturday, and does it cost more?", [(BOOK, MA)],
      "Saturday visits are available from 9:00 to 13:00 for servicing only",
      "unanchored 'Saturday visits'; #booking (weekday slots 8:00-12:00 / 12:00-17:00) would mislead."),
    S("rejected-best", "What do you charge to thaw a frozen condensate pipe?", [(EMER, MA)],
      "A frozen condensate pipe is thawed and lagged for a fixed £60 or €70",
      "unanchored 'Frozen condensate pipes'; the call-out prices (#callout of both price lists, #cover) would "
      "give a wrong price."),
    S("rejected-best", "If I move house, can I take my Home Care plan with me?", [(CARE, MA)],
      "A plan moves with you to a new address free of charge once a year",
      "unanchored 'Moving home'; #cancelling (30 days' notice, payments still due) would mislead."),
    S("rejected-best", "Do I get anything if the engineer doesn't turn up for my booked slot?", [(GUAR, MA)],
      "we pay £30 or €35 as a goodwill payment",
      "unanchored 'Goodwill payments'; #cancelling of the bookings record (the customer's £49 / €55 missed-visit "
      "charge) is a wrong source."),
    S("rejected-best", "Can I pay my bill over the phone after the visit?", [(PAY, MA)],
      "A bill can be paid by phone within 7 days of the visit",
      "unanchored 'Paying by phone'; #paying (card on the engineer's device or bank transfer) would mislead."),
    S("rejected-best", "How many services a day does one engineer carry out in November?", [(STAFF, False)],
      "From October to December an engineer carries out at most 7 services a day",
      "denied: staff handbook (bfl-staff); #servicing ('October, November or December cost £10 more') is a "
      "wrong source."),
    S("rejected-best", "How much does a letting agent get for referring a landlord to Brightflue?", [(PART, False)],
      "Letting agents receive £40 or €40 for each landlord they refer",
      "denied: partner terms (bfl-partner); #tenant-access and #portfolio ('letting agent', 'landlord') are wrong "
      "sources."),
    S("rejected-best", "What discount did Brightflue Bristol give on boiler services in February?", [(OFF, False)],
      "Brightflue Bristol gave 25% off an annual boiler service",
      "expired February 28, 2031; #servicing (Bristol £95) is not the offer."),
    S("rejected-best", "What will an annual boiler service cost at Brightflue Bristol in 2032?", [(U32, False)],
      "GBP 103 at Brightflue Bristol", "not yet published (October 1, 2031); today's £95 is 2031's."),
    S("rejected-best", "What discount do Brightflue employees get on plumbing work at their own home?",
      [(STAFF, False)], "30% off plumbing work at their own home",
      "denied: staff handbook; #portfolio (landlords' 10% off) is a wrong source."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you install heat pumps?", [], "heat pump", "boilers and plumbing only; nothing on heat pumps.",
      absent=["heat pump"]),
    S("nothing", "Is there a Brightflue office in Manchester?", [], "manchester",
      "Leeds, Bristol, Cork, Galway (Limerick later).", absent=["manchester"]),
    S("nothing", "Do you fit solar panels?", [], "solar", "nothing on solar panels.", absent=["solar"]),
    S("nothing", "Do you service air conditioning units?", [], "air condition", "nothing on air conditioning.",
      absent=["air condition"]),
    S("nothing", "Can you empty a septic tank?", [], "septic", "drains are covered by Home Care; nothing on septic "
      "tanks.", absent=["septic"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did an emergency call-out cost in Cork in 2030?", [], "cork in 2030",
      "the 2030 edition is the United Kingdom's only; Cork's €150 is today's."),
    S("near-miss", "What does an oil boiler service cost at Brightflue Leeds?", [], "oil boiler service at brightflue "
      "leeds", "the oil boiler service (€150) is Ireland's; the UK list prices gas boilers only."),
    S("near-miss", "Do customers aged 70 or over get a cheaper boiler service at Brightflue Bristol?", [],
      "cheaper boiler service at brightflue bristol",
      "the €99 price for customers aged 70 or over is Ireland's; the UK list names no age price."),
    S("near-miss", "How quickly does an engineer come out for a blocked drain?", [], "blocked drain",
      "response times are for a loss of heating or hot water and for a water leak; Home Care covers the drains "
      "but no response time is given for them.", absent=["blocked"]),
    S("near-miss", "Do I get my 25% deposit back if I cancel a boiler installation?", [], "deposit back",
      "the 25% deposit is paid when the quote is accepted; free cancellation up to 24 hours is for visits and the "
      "14-day refund for care plans; nothing on refunding a deposit."),
    S("near-miss", "Is there an excess to pay on a manufacturer's warranty claim?", [],
      "excess to pay on a manufacturer's warranty",
      "'no excess' is said of call-outs under a care plan; the manufacturer's warranty names no excess."),
    S("near-miss", "Do landlords with 10 or more properties get a discount on a new boiler installation?", [],
      "discount on a new boiler installation",
      "the portfolio discount is 10% off servicing and gas safety certificates (not call-outs or repairs); "
      "installations are not named."),
    S("near-miss", "Is there a late fee if a monthly Boiler Care payment is missed?", [],
      "monthly boiler care payment is missed",
      "the late payment charge (£20 / €20) is for an invoice unpaid 30 days after its due date; nothing on plan "
      "payments."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is a boiler servce in leeds", ["bfl-prices-uk#servicing"],
      "£89 at Brightflue Leeds", "'hw', 'servce': £89 (the 2030 edition's 82 pounds is a past year).",
      absent=["hw", "servce"]),
    A("paraphrase-typo", "do u lot take cash for the job", ["bfl-payments#paying"], "We do not accept cash or cheques",
      "'u lot': no.", absent=["lot"]),
    S("paraphrase-typo", "can u pick up the keys from my letting agent", [(LAND, MA)],
      "We collect keys from a letting agent in the same city",
      "unanchored 'Key collection'; #tenant-access (the landlord or letting agent arranges access) would mislead."),
    A("paraphrase-typo", "does the engineer text before he comes?? how long before", ["bfl-booking#booking"],
      "The engineer texts you 30 minutes before arriving", "30 minutes."),
    A("paraphrase-typo", "whats the emergency callout price in galway on a sunday", ["bfl-prices-ie#callout"],
      "€220 for the first hour at any other time",
      "'whats', 'callout': Sunday is outside weekdays 8:00-18:00, so €220 for the first hour (the Bristol Sunday "
      "rota is another city's non-emergency plumbing).", absent=["whats", "callout"]),
    S("paraphrase-typo", "is the limerick branch open yet", [(LIM, False)], "Brightflue Limerick opens on May 5, 2031",
      "not yet published (April 2, 2031)."),
    A("paraphrase-typo", "how long is the guarentee on a boiler repair", ["bfl-guarantee#workmanship"],
      "Repairs are guaranteed for 12 months", "'guarentee': 12 months.", absent=["guarentee"]),
    S("paraphrase-typo", "sunday plumber in bristol how much", [(SUN, False)], "has a plumber on call on Sundays",
      "unknown-policy: the Sunday rota has no policy; #plumbing (£68 per hour) is a wrong source."),
    A("paraphrase-typo", "my 16 yr old is at home, can they let the engineer in for the service",
      ["bfl-booking#booking"], "Someone aged 18 or over must be at home for the whole visit",
      "'yr': no, 16 is under 18.", absent=["yr"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Brightflue emergency service, how quickly does an engineer come when there is "
      "no heating at all?", ["bfl-emergency#response"], "an engineer arrives within 4 hours of your call",
      "named title: within 4 hours."),
    A("named-document", "What does Brightflue services for landlords say about when the gas safety certificate is "
      "emailed?", ["bfl-landlords#certificates"], "within 24 hours of the check", "named title: within 24 hours."),
    S("named-document", "What does Brightflue records and privacy say about getting a copy of an old gas safety "
      "certificate?", [(DATA, MA)], "A copy of a certificate from the last 6 years is free once a year",
      "named title; the answer is in its unanchored 'Copies of old certificates' (#records' 6 years is another "
      "rule, #calls' copy is of a call)."),
    A("named-document", "In Brightflue care plans, how much does Home Care cost a month?", ["bfl-care-plans#plans"],
      "Home Care costs £22 or €25 a month", "named title: £22 or €25 a month."),
]

# lab_ru record ids
RF, R30, R32, AM = "lbm-ceny-rf-2031", "lbm-ceny-rf-2030", "lbm-ceny-rf-2032", "lbm-ceny-am-2031"
AKC, VAN, VY, SR = "lbm-akciya-fevral-2031", "lbm-vanadzor-2031", "lbm-vyezd-2031", "lbm-sroki-2031"
POD, VOZ, OPL, KOR = "lbm-podgotovka-2031", "lbm-vozvrat-2031", "lbm-oplata-2031", "lbm-korporativ-2031"
DAN, INS, PAR, VOS = "lbm-dannye-2031", "lbm-instrukciya-2031", "lbm-partnery-2031", "lbm-voskresenye-kazan-2031"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит общий анализ крови в Самаре?", ["lbm-ceny-rf#krov"], "520 ₽ в Самаре",
      "Самара — второй город фразы: 520 ₽ (450 ₽ — Казань); редакции 2030 (480 рублей) и 2032 (560 руб.) — чужие."),
    A("answerable", "Сколько стоит анализ на ТТГ в Ереване?", ["lbm-ceny-am#gormony"], "анализ на ТТГ стоит 3 600 драм",
      "3 600 драм (российские 560 ₽ — чужая страна)."),
    A("answerable", "Ребёнку 2 года, сдаём кровь в Казани. Сколько стоит взятие крови?", ["lbm-ceny-rf#krov"],
      "для них взятие крови стоит 400 ₽", "2 года — меньше 3 лет: 400 ₽ (не 250 ₽)."),
    A("answerable", "Можно ли сдать анализ на витамин D в Гюмри?", ["lbm-ceny-am#gormony"],
      "Анализ на витамин D в Армении не выполняем",
      "нет: в Армении не выполняют (российские 1 900 ₽ — чужая страна)."),
    A("answerable", "Можно ли оформить чек-ап «Базовый» в Гюмри?", ["lbm-ceny-am#kompleksy"],
      "в Гюмри комплексы не оформляют", "нет: только в Ереване, в Гюмри анализы сдают по отдельности."),
    A("answerable", "Сколько стоил общий анализ крови в Казани в 2030 году?", ["lbm-ceny-rf-2030#krov"],
      "410 рублей в Казани", "прошлый год: историческая редакция; нынешние 450 ₽ — чужой источник."),
    A("answerable", "Заказываю анализы на 5 200 ₽ с выездом медсестры на дом в будний день, в пределах города. Выезд "
      "будет бесплатным?", ["lbm-vyezd#vyezd"], "При заказе анализов от 6 000 ₽ выезд в пределах города бесплатный",
      "5 200 меньше 6 000: нет, выезд 1 200 ₽."),
    A("answerable", "Заказываю анализы на 7 000 ₽, медсестра приедет в субботу в пределах города. Выезд будет "
      "бесплатным?", ["lbm-vyezd#vyezd"], "кроме выездов в субботу и воскресенье",
      "7 000 не меньше 6 000, но суббота — исключение: нет."),
    A("answerable", "Сдал кровь на биохимию в понедельник. Через сколько будет результат?", ["lbm-sroki#sroki"],
      "биохимия и гормоны — через 2 рабочих дня",
      "через 2 рабочих дня, день взятия не считается (общий анализ крови — 1 день, другой предмет той же фразы)."),
    A("answerable", "Результат ПЦР задержали на 3 рабочих дня по вашей вине. Вы что-нибудь вернёте?",
      ["lbm-sroki#zaderzhka"], "мы возвращаем 50 % стоимости этого анализа",
      "3 больше 2: да, 50 % стоимости анализа."),
    A("answerable", "Можно ли пить воду перед анализом крови натощак?", ["lbm-podgotovka#natoshchak"],
      "Воду без газа пить можно", "да, воду без газа."),
    A("answerable", "Во сколько нужно сдавать кортизол?", ["lbm-podgotovka#gormony"], "Кортизол сдают утром, с 7:00 до 10:00",
      "утром, с 7:00 до 10:00 (ТТГ и Т4 — в любое время, другой предмет той же записи)."),
    A("answerable", "У меня уже взяли кровь, но я передумал. Вернёте деньги?", ["lbm-vozvrat#vozvrat"],
      "После взятия биоматериала деньги не возвращаем",
      "нет (кроме случаев, когда анализ не выполнен по вине лаборатории)."),
    A("answerable", "Заведующий отделением не решает мою претензию уже три недели. Кому писать дальше?",
      ["lbm-vozvrat#pretenzii"], "пишите руководителю службы качества Анне Мартиросян",
      "человек и роль: Анна Мартиросян, руководитель службы качества (три недели — больше 10 рабочих дней)."),
    A("answerable", "Можно ли заплатить за анализы наличными в Казани?", ["lbm-oplata#sposoby"],
      "наличные не принимаем", "нет: в России — картой или по СБП (наличные — в Армении)."),
    A("answerable", "За сколько дней готовят справку для налогового вычета?", ["lbm-oplata#vychet"],
      "за 5 рабочих дней после заявления", "5 рабочих дней, бесплатно (в России)."),
    A("answerable", "Сколько хранится биоматериал после анализа?", ["lbm-dannye#hranenie"],
      "биоматериал — 7 дней после выполнения анализа",
      "7 дней (результаты — 5 лет; образцы для ПЦР — 30 дней: другие предметы той же фразы)."),
    A("answerable", "Моему сыну 16 лет. Выдадут ли мне его результаты?", ["lbm-dannye#vydacha"],
      "Результаты выдаём только пациенту или его представителю по нотариальной доверенности",
      "16 не меньше 15: правило для детей до 15 лет не действует; только пациенту или по нотариальной "
      "доверенности."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит ПЦР-анализ на одну инфекцию?", [(RF, MA)], "ПЦР-анализ на одну инфекцию стоит 420 ₽",
      "неякорный раздел «ПЦР-диагностика»; #sroki («ПЦР-анализы — через 3 рабочих дня») и #krov того же прайса "
      "приняты и ввели бы в заблуждение."),
    S("rejected-best", "Сколько стоит аллергопанель в Ереване?", [(AM, MA)],
      "Аллергопанель из 20 аллергенов стоит 18 000 драм",
      "неякорный раздел «Аллергопанели»; #krov (Ереван, 2 800 драм) — чужой источник."),
    S("rejected-best", "Берёте ли вы кровь на дому у лежачих больных и сколько это стоит?", [(VY, MA)],
      "Для лежачих пациентов медсестра берёт кровь и мочу за один выезд",
      "неякорный раздел «Лежачие пациенты»; #vyezd (выезд 1 200 ₽) ввёл бы в заблуждение."),
    S("rejected-best", "Как работают отделения в январские праздники?", [(SR, MA)],
      "С 1 по 8 января отделения работают по сокращённому графику",
      "неякорный раздел «Праздничные дни»; #sroki («рабочих дней») — чужой источник."),
    S("rejected-best", "Нужно ли отменять препараты железа перед анализом на ферритин?", [(POD, MA)],
      "Препараты железа отменяют за 7 дней до анализа на ферритин",
      "неякорный раздел «Приём лекарств»; #natoshchak и #gormony (подготовка) — чужие источники."),
    S("rejected-best", "Я платил за анализ наличными в Ереване. Как мне вернут деньги?", [(VOZ, MA)],
      "возвращаем наличными в том же отделении в день обращения",
      "неякорный раздел «Возврат наличными»; #vozvrat («на карту … в течение 10 рабочих дней») ввёл бы в "
      "заблуждение."),
    S("rejected-best", "Сколько стоит подарочный сертификат и сколько он действует?", [(OPL, MA)],
      "Подарочный сертификат на 3 000 ₽ или 15 000 драм действует 6 месяцев",
      "неякорный раздел «Подарочные сертификаты»; #sposoby — чужой источник."),
    S("rejected-best", "Сколько пациентов за смену принимает одна медсестра?", [(INS, False)],
      "принимает не больше 45 пациентов за смену",
      "закрыто: инструкция (lbm-staff); #vremya и #vyezd («медсестра») — чужие источники."),
    S("rejected-best", "Сколько получает клиника, которая направляет к вам пациентов?", [(PAR, False)],
      "получают 12 % стоимости анализов по направлению",
      "закрыто: условия для партнёров (lbm-partner); #dms («направление») — чужой источник."),
    S("rejected-best", "Какая скидка была на чек-ап «Щитовидная железа» в Самаре в феврале?", [(AKC, False)],
      "стоил на 30 % дешевле при записи через сайт",
      "истекла 28 февраля 2031; #kompleksy (1 750 ₽) — не условия акции."),
    S("rejected-best", "Сколько будет стоить общий анализ крови в Казани в 2032 году?", [(R32, False)],
      "490 руб. в Казани", "не опубликован (6 октября 2031); нынешние 450 ₽ — 2031 года."),
    S("rejected-best", "Какая скидка на анализы у детей сотрудников лаборатории?", [(INS, False)],
      "их дети — со скидкой 20 %",
      "закрыто: инструкция; #dogovor (скидка 10 % компаниям) и #krov (дети до 3 лет) — чужие источники."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас отделение в Новосибирске?", [], "новосибирск",
      "Казань, Самара, Ереван, Гюмри (Ванадзор позже).", absent=["новосибирск"]),
    S("nothing", "Делаете ли вы генетический тест на отцовство?", [], "отцовств", "ничего о генетических тестах.",
      absent=["отцовств", "генетич"]),
    S("nothing", "Можно ли у вас сделать МРТ?", [], "мрт", "только лабораторные анализы; ничего о МРТ.",
      absent=["мрт"]),
    S("nothing", "Принимаете ли вы анализы у собак и кошек?", [], "собак", "ничего о животных.",
      absent=["собак", "кошк", "животн"]),
    S("nothing", "Есть ли скидка для студентов?", [], "студент", "ничего о студентах.", absent=["студент"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоил общий анализ крови в Ереване в 2030 году?", [], "ереване в 2030",
      "редакция 2030 года — российская (Казань, Самара); нынешние 2 800 драм — не цена 2030 года."),
    S("near-miss", "Дают ли скидку 10 % пациентам, которые сдают анализы каждый месяц?", [],
      "пациентам, которые сдают анализы каждый месяц",
      "скидка 10 % — компаниям по договору (не меньше 20 сотрудников в год); о постоянных пациентах — ничего."),
    S("near-miss", "Можно ли курить перед сдачей мочи?", [], "курить перед сдачей мочи",
      "запрет курить — за 1 час до взятия крови; в правилах для мочи (утренняя порция, 2 часа) о курении ничего."),
    S("near-miss", "Сколько стоит взятие крови из пальца?", [], "из пальца",
      "цена взятия (250 ₽ / 1 000 драм) — для венозной крови; о капиллярной — ничего.", absent=["пальц"]),
    S("near-miss", "Сколько стоит справка для налогового вычета в Армении?", [], "вычета в армении",
      "справка для вычета — российская («В России … готовим»); об Армении ничего."),
    S("near-miss", "Сколько стоит чек-ап «Женский»?", [], "женский",
      "есть только «Базовый» и «Щитовидная железа».", absent=["женск"]),
    S("near-miss", "Сколько медсестра ждёт, если меня нет дома?", [], "медсестра ждёт",
      "о выезде сказано только, что медсестра звонит за 30 минут; об ожидании — ничего.", absent=["ждёт"]),
    S("near-miss", "Сколько хранятся записи звонков на горячую линию?", [], "записи звонков",
      "горячая линия — только для разблокировки кабинета; о записи звонков ничего (хранение — результатов и "
      "биоматериала)."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скоко стоит общий анализ крови в казани", ["lbm-ceny-rf#krov"], "450 ₽ в Казани",
      "«скоко»: 450 ₽.", absent=["скоко"]),
    A("paraphrase-typo", "медсестра звонит перед тем как приехать? за скока минут", ["lbm-vyezd#vremya"],
      "За 30 минут до приезда медсестра звонит", "«скока»: за 30 минут.", absent=["скока"]),
    S("paraphrase-typo", "медосмотр для сотрудников делаете? почём", [(KOR, MA)],
      "Периодические медосмотры по приказу проводим только в Казани",
      "неякорный раздел «Медосмотры»; #dogovor (скидка 10 % компании) ввёл бы в заблуждение.", absent=["почём"]),
    A("paraphrase-typo", "результаты ребёнка 10 лет мне отдадут?", ["lbm-dannye#vydacha"],
      "Результаты детей до 15 лет выдаём родителям", "10 меньше 15: да, родителям."),
    A("paraphrase-typo", "в ереване налом можно заплатить", ["lbm-oplata#sposoby"], "В Армении принимаем карты и наличные",
      "«налом»: да.", absent=["налом"]),
    S("paraphrase-typo", "в ванадзоре уже открылись?", [(VAN, False)],
      "Отделение «ЛабМоста» в Ванадзоре откроется 14 мая 2031 года", "не опубликован (3 апреля 2031)."),
    A("paraphrase-typo", "через скока готов посев", ["lbm-sroki#sroki"], "посевы — через 5–7 рабочих дней",
      "«скока»: 5–7 рабочих дней.", absent=["скока"]),
    S("paraphrase-typo", "отделение в казани по воскресеньям работает?", [(VOS, False)],
      "принимает пациентов по воскресеньям с 8:00 до 12:00",
      "unknown-policy: запись о воскресном приёме без policy; #vyezd («в субботу и воскресенье» — выезды на дом) "
      "— чужой источник."),
    A("paraphrase-typo", "лк заблокировали, скока ждать", ["lbm-dannye#kabinet"],
      "разблокируем его в течение 1 рабочего дня", "«лк», «скока»: в течение 1 рабочего дня после звонка.",
      absent=["лк", "скока"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «ЛабМост: подготовка к анализам» о курении перед взятием крови?",
      ["lbm-podgotovka#natoshchak"], "За 1 час до взятия крови нельзя курить", "named title: за 1 час нельзя."),
    A("named-document", "Согласно «ЛабМост: сроки готовности результатов», через сколько готов срочный анализ?",
      ["lbm-sroki#srochno"], "Срочный анализ готов через 4 часа после взятия биоматериала",
      "named title: через 4 часа, если сдан до 12:00."),
    S("named-document", "Что в «ЛабМост: хранение результатов и персональные данные» сказано о бумажной копии старого "
      "результата?", [(DAN, MA)], "Бумажную копию результата старше 1 года печатаем за 150 ₽ или 700 драм",
      "named title; ответ — в его неякорном разделе «Архивные результаты» (#rezultaty: бумажный бланк 30 дней — "
      "другой документ)."),
    A("named-document", "Что говорит «ЛабМост: корпоративным клиентам» о сроке оплаты счёта?", ["lbm-korporativ#scheta"],
      "оплата — в течение 10 банковских дней", "named title: 10 банковских дней."),
]
