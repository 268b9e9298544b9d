"""Labelled questions of unseen44 (the source of questions_*.jsonl; build_unseen44.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run. The split (2nd, 5th, 8th, ... question of each kind per file is holdout) was fixed in README.md
before the first corpus record was written.
This round leans on riders' and viewers' own age, day, time, notice, group size or amount against a
band or a bound (a 17-year-old against "18 or over … 16 or 17 … but not an e-bike"; 30 hours against
"between 48 and 24 hours"; a €400 crash repair against "50% … up to €150"; «13 лет» and 21:00 against
«до 14 лет … до 20:00»; «15» against «подростки 14–15 лет … только со взрослым»; «40 минут» against «не
позднее чем за 30 минут»; «12 детей» against «до 10 … сверх 10»); on exceptions (cash deposits except
at Haarlem; household members aged 16 or over; «кроме премьер», «кроме сеансов в зале IMAX», «кроме
сеансов после 20:00»); on who pays (the adult who signed; the employer) and on rejected sections whose
accepted neighbours share the question's words and would give a wrong answer (cargo bikes beside
Utrecht's rental prices; the Leuven student bike beside "there is no student price"; the summer offer
beside today's e-bike day price; IMAX beside the Kazan ticket list; gift certificates beside points
that expire in 6 months); on near-misses that put one country's or product's rule on another (the 2028
edition is the Netherlands' / Russia's only; the student price is the subscription's; card transfer is
Belarus's; Tuesdays are Russia's, Wednesdays Gomel's); on chat spellings; and on questions that name a
document.
"""
from __future__ import annotations

NOW = "2029-09-18T10:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# bikeshop_en record ids
NL, N28, N30, BE = "vlm-prices-nl-2029", "vlm-prices-nl-2028", "vlm-prices-nl-2030", "vlm-prices-be-2029"
OFF, GENT, RENT, SUB = "vlm-offer-summer-2029", "vlm-gent-2029", "vlm-rental-terms-2029", "vlm-subscription-terms-2029"
WORK, SAF, PAY, BUS = "vlm-workshop-terms-2029", "vlm-safety-2029", "vlm-payments-2029", "vlm-business-2029"
KIDS, STAFF, PART, CAFE = "vlm-kids-2029", "vlm-staff-handbook-2029", "vlm-partner-hotels-2029", "vlm-cafe-utrecht-2029"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is a standard service at Velomaat Haarlem?", ["vlm-prices-nl#repairs"],
      "€39 at Velomaat Haarlem",
      "€39 (Utrecht €45 in the same sentence); the 2028 edition (36 euros) and the 2030 edition (€43) are wrong "
      "sources."),
    A("answerable", "What does a full service cost in Belgium?", ["vlm-prices-be#repairs"], "a full service costs EUR 110",
      "EUR 110 (the Netherlands' €95 is another country's)."),
    A("answerable", "I'd like my e-bike's standard service done in Utrecht. Is there an extra charge for it being an e-bike?",
      ["vlm-prices-nl#repairs"], "Any service on an e-bike costs €20 extra",
      "yes, €20 on any service in the Netherlands (Belgium: EUR 25, full service only)."),
    A("answerable", "Can I have my bike repaired while I wait at Velomaat Antwerpen?", ["vlm-prices-be#repairs"],
      "The Belgian shops do no repairs while you wait", "no (the Dutch while-you-wait rule is another country's)."),
    A("answerable", "Is there a student price for the e-bike subscription in Belgium?", ["vlm-prices-be#ebike-subscription"],
      "there is no student price", "no: EUR 89 for everyone (the Dutch €59 is a wrong source)."),
    A("answerable", "What did a standard service cost at Velomaat Utrecht in 2028?", ["vlm-prices-nl-2028#repairs"],
      "42 euros at Velomaat Utrecht", "a past year: the historical 2028 edition; today's €45 is a wrong source."),
    A("answerable", "My son is 17. Can he rent an e-bike on his own with my consent?", ["vlm-rental-terms#who-may-rent"],
      "but not an e-bike", "17 is in '16 or 17': a city bike with consent, not an e-bike: no."),
    A("answerable", "We're renting two e-bikes. What deposit is taken?", ["vlm-rental-terms#deposit"],
      "€150 for an e-bike, per bike", "€150 per bike (per bike, not per rental)."),
    A("answerable", "Can I leave the rental deposit in cash at Velomaat Utrecht?", ["vlm-rental-terms#deposit"],
      "Cash deposits are not accepted, except at Velomaat Haarlem", "no: the exception is Haarlem only."),
    A("answerable", "My 15-year-old rode the bike I rented and damaged it. Who pays for the damage?",
      ["vlm-rental-terms#who-may-rent"], "pays for any damage, whoever was riding",
      "who pays: the adult who signed the rental contract, not the rider."),
    A("answerable", "Our rented e-bike was stolen even though we used both locks. What do we have to pay?",
      ["vlm-rental-terms#damage"], "€400 for an e-bike", "the condition is met: the own risk, €400 (not the full value)."),
    A("answerable", "Can my 16-year-old, who lives with me, ride my subscription e-bike?", ["vlm-subscription-terms#term"],
      "except members of the same household aged 16 or over", "16 is on the bound '16 or over': yes, by the exception."),
    A("answerable", "I crashed my subscription e-bike and the repair comes to €400. How much of it do I pay?",
      ["vlm-subscription-terms#replacement"], "up to €150 per incident",
      "50% of 400 is above the cap: €150 (a one-step reading)."),
    A("answerable", "Does my 10-year-old have to wear a helmet on a rented city bike?", ["vlm-safety#helmets"],
      "Children under 12 must wear a helmet on every rented bike", "10 is under 12: yes (€3 a day with a city bike)."),
    A("answerable", "My daughter is 5. Do I have to stay at her riding lesson?", ["vlm-kids#lessons"],
      "For children under 6, one parent stays for the whole lesson", "5 is under 6: yes.", absent=["daughter"]),
    A("answerable", "I cancel a bike rental 30 hours before pick-up. How much do I get back?", ["vlm-payments#refunds"],
      "between 48 and 24 hours before, 50% is refunded", "30 hours is inside 48 to 24: half."),
    A("answerable", "Do you charge for finding out why my e-bike motor stopped working?", ["vlm-workshop-terms#quotes"],
      "a diagnosis of an e-bike motor or battery costs €35",
      "yes, €35, deducted if the repair is ordered (a quote itself is free)."),
    A("answerable", "Twelve of us from work want bikes for a day out, booked 10 days ahead. Do we get a discount?",
      ["vlm-business#groups"], "Groups renting 10 bikes or more get 15% off the rental price",
      "12 bikes and 10 days satisfy 'at least 7 days': 15%; half paid at booking.", absent=["twelve"]),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much does it cost to rent a cargo bike at Velomaat Utrecht?", [(NL, MA)],
      "rents cargo bikes for €55 a day",
      "unanchored 'Cargo bikes'; the anchored #rental of the same record (city bike €12, e-bike €32) is accepted and "
      "would give a wrong price."),
    S("rejected-best", "What does a student bike for the whole academic year cost in Leuven?", [(BE, MA)],
      "for the whole academic year at EUR 120",
      "unanchored 'Student bikes'; #ebike-subscription ('there is no student price') and #repairs (Leuven) would "
      "mislead."),
    S("rejected-best", "How much is a guided bike tour per rider, and on which days do they run?", [(RENT, MA)],
      "€29 per rider, on Saturdays only", "unanchored 'Group tours'; the business #groups (15% off) is a wrong source."),
    S("rejected-best", "Can I take my subscription e-bike with me on a trip abroad?", [(SUB, MA)],
      "may take the bike abroad for up to 30 days a year",
      "unanchored 'Taking the bike abroad'; #theft and #term are wrong sources.", absent=["trip"]),
    S("rejected-best", "How much is it to rent a child trailer, and how many children fit in it?", [(SAF, MA)],
      "Child trailers rent for €15 a day",
      "unanchored 'Trailers'; the accepted #child-seats (€5, one seat per bike) would give a wrong answer."),
    S("rejected-best", "How long is a Velomaat gift card valid?", [(PAY, MA)], "are valid for 2 years",
      "unanchored 'Gift cards'; #refunds (10 working days) and #invoices (30 days) are wrong sources."),
    S("rejected-best", "Can Velomaat set up a test-ride track at our company event, and what does it cost?", [(BUS, MA)],
      "sets up a test-ride track for up to 40 riders",
      "unanchored 'Company events'; #company-lease (companies, €69 a bike) is a wrong source."),
    S("rejected-best", "What discount do Velomaat employees get on parts?", [(STAFF, False)], "Staff get 30% off parts",
      "denied: staff handbook (vlm-staff); the workshop's #own-parts is a wrong source."),
    S("rejected-best", "What commission does a partner hotel earn for sending its guests to rent bikes?", [(PART, False)],
      "receive a commission of 12% of the rental price",
      "denied: partner hotel terms (vlm-partner); #rental and #groups are wrong sources."),
    S("rejected-best", "What was the daily e-bike price in the Haarlem summer tour offer?", [(OFF, False)],
      "for at least three days cost €25 a day",
      "expired 31 August 2029; today's Dutch #rental (€32 a day) is not the offer."),
    S("rejected-best", "How much will the e-bike subscription cost in the Netherlands in 2030?", [(N30, False)],
      "the e-bike subscription costs €85 a month", "not yet published (1 October 2029); today's €79 is 2029's."),
    S("rejected-best", "How much cash may a shop keep in the till at closing time?", [(STAFF, False)],
      "keeps at most €300 in the till",
      "denied: staff handbook; the payments' #methods (cash accepted) is a wrong source."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you sell second-hand bikes?", [], "second-hand", "no sales of bikes at all.", absent=["second-hand"]),
    S("nothing", "Is there a Velomaat shop in Rotterdam?", [], "rotterdam",
      "Utrecht, Haarlem, Antwerpen, Leuven (Gent later).", absent=["rotterdam"]),
    S("nothing", "Can you repair my electric scooter?", [], "scooter", "bikes only.", absent=["scooter"]),
    S("nothing", "Do you do a professional fit for triathlon bikes?", [], "triathlon", "nothing on fitting.",
      absent=["triathlon", "professional"]),
    S("nothing", "Is there a loyalty programme where I collect points?", [], "loyalty", "none.",
      absent=["loyalty", "points", "programme"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a standard service cost in Belgium in 2028?", [], "belgium in 2028",
      "the 2028 edition is the Netherlands' only; Belgium's EUR 52 / EUR 48 are today's."),
    S("near-miss", "What is the weekly price for a children's bike in the Netherlands?", [],
      "weekly price for a children's bike", "children's bikes have a day price (€8) only; weekly prices are adults'."),
    S("near-miss", "Is there a warranty on a bike I rent?", [], "warranty on a bike i rent",
      "the warranty is the workshop's, on repairs; nothing on rentals."),
    S("near-miss", "Do groups get a discount on the e-bike subscription?", [], "discount on the e-bike subscription",
      "the group discount (15%) is on rental; the subscription names only the student price."),
    S("near-miss", "Is there a student discount on repairs in the Netherlands?", [], "student discount on repairs",
      "the student price is the subscription's; repairs name none."),
    S("near-miss", "Can my company pause the lease of an e-bike over the winter?", [], "pause the lease",
      "pausing is the private subscription's (#pause); the company lease names no pause.", absent=["winter"]),
    S("near-miss", "Is there a deposit for a grow-along lease bike?", [], "deposit for a grow-along",
      "deposits are the rental's; the grow-along lease names none."),
    S("near-miss", "Can I pay online with iDEAL at the Belgian shops?", [], "ideal at the belgian shops",
      "iDEAL is named for the Netherlands, Bancontact for Belgium; whether iDEAL works in Belgium is not said."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is an ebike per day in belgium", ["vlm-prices-be#rental"], "an e-bike EUR 35 a day",
      "'hw', 'ebike': EUR 35 (the Dutch €32 is another country's).", absent=["hw", "ebike"]),
    A("paraphrase-typo", "can i get my flat fixd while i wait on a saturday in utrecht??", ["vlm-prices-nl#repairs"],
      "from Monday to Friday only", "'fixd'; Saturday is outside Monday to Friday: no.", absent=["fixd"]),
    S("paraphrase-typo", "wat does a bday ride for my kid cost, saturday", [(KIDS, MA)], "costs €120 for the whole group",
      "'wat', 'bday': unanchored 'Birthday rides'; #lessons (Saturday mornings, €65 per child) would mislead.",
      absent=["wat", "bday"]),
    A("paraphrase-typo", "brought the bike back 20 mins late, do i pay extra?", ["vlm-rental-terms#late-return"],
      "up to 30 minutes late costs nothing extra", "20 is within 30: no.", absent=["mins"]),
    A("paraphrase-typo", "my sub bike has been in the shop 3 working days now, do i get a loaner", 
      ["vlm-subscription-terms#replacement"], "the subscriber gets a replacement e-bike free of charge",
      "'sub', 'loaner': 3 is longer than 2 working days: yes, free.", absent=["loaner"]),
    S("paraphrase-typo", "is the gent shop open yet", [(GENT, False)], "Velomaat Gent opens on 2 November 2029",
      "not yet published (15 October 2029)."),
    A("paraphrase-typo", "can i pause my subscripton in month 2", ["vlm-subscription-terms#pause"],
      "No pause is possible in the first 3 months", "typo; month 2 is in the first 3: no.", absent=["subscripton"]),
    S("paraphrase-typo", "wat time does the utrecht cafe open on a monday", [(CAFE, False)],
      "open from 08:00 to 17:00, Tuesday to Sunday",
      "unknown-policy: the café record has no policy; the rental day ('from 09:00 to 18:00') is a wrong source.",
      absent=["wat"]),
    A("paraphrase-typo", "lost the key of my rental bike, how much do u charge??", ["vlm-rental-terms#damage"],
      "A lost key costs €25", "chat spelling: €25."),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Velomaat workshop terms, how long is a repaired bike stored for free?",
      ["vlm-workshop-terms#collection"], "stored free of charge for 14 days", "named title: 14 days, then € 2,50 a day."),
    A("named-document", "What do the Velomaat riding and safety rules say about a child seat on a speed pedelec?",
      ["vlm-safety#child-seats"], "none on a speed pedelec", "named title: not fitted."),
    S("named-document", "What do the Velomaat workshop terms say about collecting my bike from home for a repair?",
      [(WORK, MA)], "we collect a bike for repair within 5 km of the shop",
      "named title; the answer is in its unanchored 'Pick-up and delivery'."),
    A("named-document", "In Velomaat groups and companies, who pays the lease of a company e-bike?",
      ["vlm-business#company-lease"], "The employer pays the lease", "named title; who pays: the employer."),
]

# kinoteatr_ru record ids
RF, R28, R30, BY = "lch-ceny-rf-2029", "lch-ceny-rf-2028", "lch-ceny-rf-2030", "lch-ceny-by-2029"
AKC, GRO, VOZ, PRA = "lch-akciya-leto-2029", "lch-grodno-2029", "lch-vozrast-2029", "lch-pravila-2029"
VZV, ARE, BAR, LOY = "lch-vozvrat-2029", "lch-arenda-2029", "lch-bar-2029", "lch-loyalnost-2029"
INS, DIS, PARK = "lch-instrukciya-2029", "lch-distributory-2029", "lch-parkovka-minsk-2029"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит билет на вечерний сеанс в Самаре?", ["lch-ceny-rf#bilety"], "на вечерний — 480 ₽ и 450 ₽",
      "Самара — второй город фразы: 450 ₽ (480 ₽ — Казань); редакции 2028 (400 рублей) и 2030 (490 ₽) — чужие."),
    A("answerable", "Сколько стоит дневной сеанс для ребёнка 8 лет в Казани?", ["lch-ceny-rf#bilety"],
      "Детям до 12 лет билет на дневной сеанс стоит 250 ₽", "8 меньше 12: 250 ₽."),
    A("answerable", "Ребёнку 10 лет, идём на вечерний сеанс в Казани. Будет детская скидка?", ["lch-ceny-rf#bilety"],
      "а на вечерний скидки для детей нет", "нет: детская цена — только на дневные."),
    A("answerable", "Во вторник в 15:00 в Самаре премьера, первая неделя проката. Билет будет по 250 ₽?",
      ["lch-ceny-rf#bilety"], "кроме премьер первой недели проката", "исключение: нет, обычная дневная цена 320 ₽."),
    A("answerable", "Сколько стоит вечерний сеанс в Гомеле?", ["lch-ceny-by#bilety"], "на вечерний — 13 BYN и 10 BYN",
      "Гомель — второй город фразы: 10 BYN."),
    A("answerable", "Сыну 13, идём в Минске на сеанс в 21:00. Будет детская цена?", ["lch-ceny-by#bilety"],
      "на любой сеанс, который начинается до 20:00", "13 меньше 14, но 21:00 позже 20:00: нет.", absent=["сыну"]),
    A("answerable", "Можно ли по кинокарте сходить на фильм в 3D?", ["lch-ceny-rf#kinokarta"],
      "на сеанс в 3D — с доплатой 100 ₽", "да, с доплатой 100 ₽ (только 2D без доплаты)."),
    A("answerable", "Можно ли купить кинокарту в Гомеле?", ["lch-ceny-by#kinokarta"], "продаётся только в Минске",
      "нет: только в Минске."),
    A("answerable", "Сколько стоила кинокарта в Самаре в 2028 году?", ["lch-ceny-rf-2028#kinokarta"],
      "2 600 рублей в Самаре", "прошлый год: историческая редакция; нынешние 2 900 ₽ — чужой источник."),
    A("answerable", "Мы многодетная семья. Будет ли скидка на сеанс в IMAX?", ["lch-ceny-rf#skidki"],
      "кроме сеансов в зале IMAX", "исключение: нет."),
    A("answerable", "Я пенсионерка из Минска. Будет ли скидка на сеанс во вторник в 15:00?", ["lch-ceny-by#skidki"],
      "на сеансы, которые начинаются до 14:00 в будни", "15:00 позже 14:00: нет.", absent=["пенсионерка"]),
    A("answerable", "Дочке 15. Может она сама пойти на фильм 16+?", ["lch-vozrast#markirovka"],
      "подростки 14–15 лет проходят только со взрослым", "15 внутри 14–15: нет, только со взрослым.",
      absent=["дочке"]),
    A("answerable", "Мне 17, пойду на фильм 18+ вместе с папой. Пустят?", ["lch-vozrast#markirovka"],
      "даже в сопровождении родителей", "17 меньше 18: нет, даже с родителем.", absent=["папой"]),
    A("answerable", "Можно прийти с двухлетним ребёнком на руках на сеанс в 21:00, не покупая ему билет?",
      ["lch-vozrast#deti"], "кроме сеансов после 20:00", "исключение: нет.", absent=["двухлетним"]),
    A("answerable", "Можно взять с собой в зал бутылку воды?", ["lch-pravila#eda"], "воду в закрытой бутылке — можно",
      "разрешение с опущенным глаголом: да, в закрытой бутылке."),
    A("answerable", "Опаздываю на 15 минут на обычный сеанс. Меня пустят?", ["lch-pravila#opozdanie"],
      "вход в зал открыт ещё 20 минут", "15 меньше 20: да (не IMAX)."),
    A("answerable", "До начала сеанса 40 минут. Ещё можно сдать билет?", ["lch-vozvrat#vozvrat"],
      "не позднее чем за 30 минут до начала сеанса", "40 больше 30: да, деньги полностью."),
    A("answerable", "На день рождения сына в России придут 12 детей. Какая доплата?", ["lch-arenda#den-rozhdeniya"],
      "За каждого ребёнка сверх 10 — 700 ₽", "12 больше 10: за двоих по 700 ₽ (с ребёнка, не с группы).",
      absent=["придут"]),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит билет в зал IMAX в Казани?", [(RF, MA)], "Билет в зал IMAX в Казани стоит 690 ₽",
      "неякорный раздел «Зал IMAX»; якорный #bilety того же прайса (Казань, 350 / 480 ₽) принят и дал бы неверную цену."),
    S("rejected-best", "При каком росте пускают на сеансы 4DX в Минске?", [(BY, MA)], "при росте не менее 110 см",
      "неякорный раздел «Зал 4DX»; #bilety (Минск) — чужой источник.", absent=["ростом"]),
    S("rejected-best", "Во сколько начинаются ночные сеансы по пятницам и сколько стоит билет?", [(VOZ, MA)],
      "Ночные сеансы по пятницам начинаются в 00:30", "неякорный раздел «Ночные сеансы»; #bilety — чужой источник."),
    S("rejected-best", "Есть ли скидка на электронный билет, купленный на сайте?", [(VZV, MA)],
      "Электронный билет на сайте дешевле на 5 %",
      "неякорный раздел «Электронные билеты»; #vozvrat («купленный онлайн») — чужой источник."),
    S("rejected-best", "Можно ли показать на дне рождения свой фильм с флешки?", [(ARE, MA)],
      "Свой фильм на флешке показываем только при аренде зала",
      "неякорный раздел «Свой фильм»; #den-rozhdeniya («в цену входят фильм…») дал бы неверный ответ."),
    S("rejected-best", "Может ли официант принести попкорн прямо к креслу?", [(BAR, MA)], "официант приносит заказ к креслу",
      "неякорный раздел «Доставка в зал»; #kombo (попкорн) — чужой источник."),
    S("rejected-best", "Сколько действует подарочный сертификат?", [(LOY, MA)], "действуют 1 год и не обмениваются на деньги",
      "неякорный раздел «Подарочные сертификаты»; #bally («сгорают через 6 месяцев») дал бы неверный срок."),
    S("rejected-best", "За сколько минут до начала закрывают продажу билетов, если зал почти полный?", [(INS, False)],
      "закрывает продажу билетов в кассе за 10 минут до начала сеанса",
      "закрыто: инструкция администратора (lch-staff); #opozdanie («20 минут») — чужой источник."),
    S("rejected-best", "Какую долю кассовых сборов получает дистрибьютор фильма?", [(DIS, False)],
      "Дистрибьютор получает 50 % кассового сбора",
      "закрыто: условия для дистрибьюторов (lch-partner); #bally («до 50 %») — чужой источник."),
    S("rejected-best", "Сколько стоили летние утренние сеансы в Самаре?", [(AKC, False)],
      "утренние сеансы до 12:00 стоили 150 ₽", "истекла 31 августа 2029; нынешний #bilety (320 ₽ днём) — не цена акции."),
    S("rejected-best", "Сколько будет стоить вечерний сеанс в Казани в 2030 году?", [(R30, False)],
      "на вечерний — 520 ₽ и 490 ₽", "не опубликован (1 октября 2029); нынешние 480 ₽ — 2029 года."),
    S("rejected-best", "Сколько часов можно бесплатно стоять на парковке кинотеатра в Минске?", [(PARK, False)],
      "паркуются бесплатно 3 часа по билету", "unknown-policy: запись о парковке без policy."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас караоке-зал?", [], "караоке", "ничего о караоке.", absent=["караоке"]),
    S("nothing", "Есть ли кинотеатр «Луч» в Новосибирске?", [], "новосибирск",
      "Казань, Самара, Минск, Гомель (Гродно позже).", absent=["новосибирск"]),
    S("nothing", "Можно ли прийти в кино с собакой?", [], "собак", "ничего о животных.", absent=["собак"]),
    S("nothing", "Показываете ли вы трансляции футбольных матчей?", [], "футбол", "ничего о трансляциях.",
      absent=["футбол", "трансляц"]),
    S("nothing", "Есть ли в залах кресла-реклайнеры?", [], "реклайнер", "ничего о креслах.", absent=["реклайнер"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоил билет в Минске в 2028 году?", [], "минске в 2028",
      "редакция 2028 года — российская (Казань, Самара); нынешние 9 / 13 BYN — не цена 2028 года."),
    S("near-miss", "Есть ли скидка по вторникам в Гомеле?", [], "вторникам в гомеле",
      "вторник — правило России; в Гомеле — среды; о вторниках в Гомеле — ничего."),
    S("near-miss", "Можно ли передать кинокарту другу в Казани?", [], "передать кинокарту другу в казани",
      "передача кинокарты — правило Беларуси; российский прайс о ней молчит."),
    S("near-miss", "Есть ли студентам скидка на кинокарту?", [], "студентам скидка на кинокарту",
      "скидка студентам — на дневные сеансы по будням; о кинокарте для студентов — ничего."),
    S("near-miss", "Можно ли оплатить баллами аренду зала?", [], "баллами аренду",
      "баллы — для билетов (не кинокарты); об аренде — ничего."),
    S("near-miss", "Какая предоплата нужна для школьной группы?", [], "предоплата для школьной группы",
      "предоплата 50 % — правило аренды зала; о школьных группах — ничего."),
    S("near-miss", "Сколько стоит аренда большого зала?", [], "аренда большого зала",
      "цена дана только малого зала на 40 мест."),
    S("near-miss", "Есть ли скидка для многодетных семей в Беларуси?", [], "многодетных семей в беларуси",
      "скидка многодетным — в прайсе России; белорусский называет пенсионеров и студентов."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скок стоит кинокарта в казани", ["lch-ceny-rf#kinokarta"], "3 200 ₽ в Казани",
      "«скок»: 3 200 ₽ (2 900 ₽ — Самара).", absent=["скок"]),
    A("paraphrase-typo", "мне 16, на фильм 16+ одному можно?", ["lch-vozrast#markirovka"], "с 16 лет — самостоятельно",
      "16 на границе «с 16 лет»: да."),
    S("paraphrase-typo", "чё, в гродно када открываетесь?", [(GRO, False)], "в Гродно откроется 1 декабря 2029 г.",
      "не опубликован (20 октября 2029).", absent=["чё", "када"]),
    A("paraphrase-typo", "снимать кино на телефон можно ваще?", ["lch-pravila#semka"],
      "Снимать фильм на телефон или камеру запрещено", "«ваще»: нет.", absent=["ваще"]),
    A("paraphrase-typo", "попкорн досыпают бесплатно?", ["lch-bar#kombo"], "Попкорн досыпаем бесплатно один раз",
      "да, один раз и только в день сеанса.", absent=["досыпают"]),
    S("paraphrase-typo", "в аймакс очки надо покупать или дают?", [(RF, MA)], "3D-очки выдаются бесплатно",
      "«аймакс»: неякорный раздел «Зал IMAX»; #kinokarta («в 3D») — чужой источник.", absent=["аймакс"]),
    A("paraphrase-typo", "хочу поменять билет на другой сеанс, до начала час, можна?", ["lch-vozvrat#obmen"],
      "не позднее чем за 2 часа до начала", "«можна»: час меньше 2 часов: нет.", absent=["можна", "поменять"]),
    S("paraphrase-typo", "с скольки лет пускают на 4дх в минске", [(BY, MA)], "на сеансы 4DX пускают с 6 лет",
      "«4дх»: неякорный раздел «Зал 4DX»; #markirovka («6+») — чужой источник.", absent=["4дх"]),
    A("paraphrase-typo", "пиво на детский сеанс в 19:00 можно взять?", ["lch-bar#alkogol"],
      "На детские сеансы и фильмы 0+ алкоголь в зал не проносится", "исключение: нет, хотя после 18:00."),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Луч: программа лояльности» о том, какую часть билета можно оплатить баллами?",
      ["lch-loyalnost#bally"], "до 50 % стоимости билета", "named title."),
    A("named-document", "Согласно «Луч: аренда залов и праздники», сколько учителей проходят бесплатно со школьной группой?",
      ["lch-arenda#shkoly"], "на каждые 10 учеников один учитель проходит бесплатно", "named title."),
    S("named-document", "Что сказано в «Луч: правила зала» о потерянном номерке в гардеробе?", [(PRA, MA)],
      "за потерянный номерок взимается 500 ₽", "named title; ответ — в его неякорном разделе «Гардероб»."),
    A("named-document", "Что в «Луч: возврат и обмен билетов» сказано об отмене сеанса по вине кинотеатра?",
      ["lch-vozvrat#otmena"], "зритель получает бесплатный билет на любой сеанс в течение 30 дней", "named title."),
]
