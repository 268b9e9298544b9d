"""Labelled questions of unseen42 (the source of questions_*.jsonl; build_unseen42.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed in README.md before the first corpus
record was written.
This round leans on golfers' and gamers' own age, handicap, group size or hours against a band or a
bound ("my 18-year-old" on the Irish junior band "aged 12 to 18", where the UK's ends at 17; "I'm 65"
against Ireland's "aged 66 and over", where the UK's starts at 65; "handicap index is 32" against "30 or
less" at weekends; "three weeks in advance" against "up to 14 days"; "3 days before" against "at least 48
hours"; "after 6 holes" against "fewer than 9 holes"; "10 friends" against "12 or more"; «мне 17» against
«с 18 лет»; «сыну 12» against «до 14 лет … только вместе с родителем»; «до 23:00» against «после 22:00 …
даже вместе с родителями»; «на один час» against «не меньше 2 часов»; «4 месяца» against «90 дней»);
on exceptions and limits (bonuses "не ночной пакет"; «в буткемп — только напитки»; the senior rate
"Monday to Friday only"); on rejected sections whose accepted neighbours share the question's words
and would give a wrong answer (the own cake at a birthday, where the accepted house rules forbid own
food; winter greens at Fernhill Ayrshire beside its ordinary green fees; the tour operators' net
fee beside the public fees; the expired autumn night price in Kazan beside today's night package);
on near-misses that put one site's or product's rule on another (the 2027 edition is the UK's / Russia's
only; the Ardmore Suite is Fernhill Surrey's; the bootcamp is Russia's; the deposit is the society's /
the gamepad's, the prepayment the bootcamp's); on golfers' and gamers' chat spellings ("hw", "hes",
"cancelld", "b4", "wats", "xmas", "nite", "corse", "openin", "hav", "kid"; «скока», «мск», «батей»,
«плойка», «клаву», «чё», «када», «мона»); and on questions that name a document.
"""
from __future__ import annotations

NOW = "2028-11-08T10:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# golf_en record ids
TUK, T27, T29, TIE = "frn-green-fees-uk-2028", "frn-green-fees-uk-2027", "frn-green-fees-uk-2029", "frn-green-fees-ie-2028"
OFF, GAL, MEM, VIS = "frn-offer-autumn-2028", "frn-galway-2029", "frn-memberships-2028", "frn-visitors-2028"
HIRE, LES, BOOK, SOC = "frn-hire-2028", "frn-lessons-2028", "frn-bookings-2028", "frn-societies-2028"
ACC, CLUB, STAFF, TRADE, SHOP = ("frn-access-2028", "frn-clubhouse-2028", "frn-staff-handbook-2028",
                                 "frn-trade-rates-2028", "frn-surrey-shop-2028")

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is a weekend round at Fernhill Surrey for an adult?", ["frn-green-fees-uk#green-fees"],
      "£85 at weekends for adults",
      "£85; the 2027 edition (78 pounds) and the 2029 edition (£92) are wrong sources, the expired autumn two-ball "
      "is not a price today."),
    A("answerable", "What does my 18-year-old pay for a round at Fernhill Wicklow?", ["frn-green-fees-ie#green-fees"],
      "€35 for juniors aged 12 to 18",
      "18 is inside Ireland's junior band 'aged 12 to 18' (the UK's ends at 17): €35, not the adult €70 / €90."),
    A("answerable", "I'm 65. Do I get the senior rate at Fernhill Wicklow?", ["frn-green-fees-ie#green-fees"],
      "€55 for seniors aged 66 and over",
      "65 is under 66: no (the UK's 'aged 65 and over' is another country's band and a wrong source)."),
    A("answerable", "Can my 10-year-old play free with me at Fernhill Ayrshire?",
      ["frn-green-fees-uk#green-fees", "frn-lessons#junior-rules"], "Children under 12 play free with a paying adult",
      "10 is under 12: yes, with a paying adult; the juniors' rule (an adult stays for the whole round) may be "
      "cited beside it."),
    A("answerable", "I'm 70. Can I get the senior rate on a Saturday at Fernhill Surrey?", ["frn-green-fees-uk#green-fees"],
      "The senior rate applies Monday to Friday only",
      "the age fits 'aged 65 and over' but the day does not: no, weekdays only."),
    A("answerable", "We want to tee off at 17:00 on a June evening at Fernhill Ayrshire. What is the twilight green fee for an adult?",
      ["frn-green-fees-uk#twilight"], "£40 for adults and £20 for juniors",
      "17:00 in June is after 16:00 (April to September): £40."),
    A("answerable", "What did an adult pay for a weekend round at Fernhill Surrey in 2027?",
      ["frn-green-fees-uk-2027#green-fees"], "78 pounds at weekends for adults",
      "a past year: the historical 2027 edition; today's £85 is a wrong source."),
    A("answerable", "My handicap index is 32. Can I play as a visitor on a Saturday?", ["frn-visitors#handicap"],
      "At weekends visitors must hold an official handicap index of 30 or less",
      "32 is more than 30: not at weekends (on weekdays up to 54 is accepted)."),
    A("answerable", "Can I wear jeans on the course?", ["frn-visitors#dress-code"],
      "Denim, tracksuit bottoms and metal spikes are not allowed on the course",
      "'jeans' is the reader's word for denim: no.", absent=["jeans"]),
    A("answerable", "Can I book a visitor tee time three weeks in advance?", ["frn-visitors#tee-times"],
      "Visitors may book tee times up to 14 days ahead",
      "three weeks is more than 14 days: no (members' 21 days is another case)."),
    A("answerable", "My son is 17. Can he drive the buggy?", ["frn-hire#buggies"], "The driver must be aged 18 or over",
      "17 is under 18: no."),
    A("answerable", "We cancelled our tee time 3 days before. Do we get our money back?", ["frn-bookings#cancellations"],
      "at least 48 hours before it get a full refund of the green fee", "3 days is more than 48 hours: a full refund."),
    A("answerable", "Lightning stopped play after 6 holes. What do we get?", ["frn-bookings#rain-checks"],
      "you receive a rain check for a full round", "6 is fewer than 9 holes: a rain check for a full round.",
      absent=["lightning"]),
    A("answerable", "We are 10 friends. Can we book as a society?", ["frn-societies#societies"],
      "A society is a group of 12 or more players", "10 is fewer than 12: no.", absent=["friends"]),
    A("answerable", "Does my carer have to pay if he walks round with me but doesn't play?", ["frn-access#carers"],
      "does not play goes free of charge", "no; the disabled player pays the normal green fee."),
    A("answerable", "How much is a one-hour lesson in Ireland?", ["frn-lessons#lessons"],
      "a 60-minute lesson costs £80 or €90", "one hour is the 60-minute lesson: €90 (the £80 is the UK's)."),
    A("answerable", "My daughter is 11. Can she play the course on her own?", ["frn-lessons#junior-rules"],
      "Juniors under 12 play only with an adult who stays with them for the whole round",
      "11 is under 12: no (the playing test is for 12 to 17)."),
    A("answerable", "Can we have a seated dinner for 160 guests in the Ardmore Suite?", ["frn-clubhouse#ardmore-suite"],
      "seats up to 140 guests for dinner", "160 is more than 140: no (200 is the standing reception's)."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "What is the green fee at Fernhill Ayrshire when temporary greens are in play?", [(TUK, MA)],
      "when temporary greens are in play at Fernhill Ayrshire",
      "unanchored 'Winter greens' of the UK green fees; the anchored #green-fees of the same record (Fernhill "
      "Ayrshire, green fee, £65 / £85) is accepted and near: answering it is a wrong source."),
    S("rejected-best", "What is the entry fee for the open competitions during open week at Fernhill Wicklow?",
      [(TIE, MA)], "for an entry fee of €40 per player",
      "unanchored 'Open week' of the Irish green fees; #green-fees (Fernhill Wicklow, fees) is a wrong source."),
    S("rejected-best", "How much is a country membership for someone who lives more than 80 km from the course?",
      [(MEM, MA)], "may join as country members",
      "unanchored 'Country membership'; #classes (full and five-day membership prices) is a wrong source."),
    S("rejected-best", "Can I book a single-rider buggy at Fernhill Surrey?", [(HIRE, MA)],
      "Fernhill Surrey has two single-rider buggies",
      "unanchored 'Single-rider buggies'; #buggies (buggy prices, 2 players) and the accessibility #access-buggies "
      "do not answer."),
    S("rejected-best", "What does a 9-hole playing lesson with the professional cost?", [(LES, MA)],
      "A playing lesson of 9 holes on the course with a professional costs £120",
      "unanchored 'Playing lessons'; #lessons (30- and 60-minute lessons with a professional) is a wrong source."),
    S("rejected-best", "What happens to our tee time if there is frost in the morning?", [(BOOK, MA)],
      "On frosty mornings tee times are delayed, not cancelled",
      "unanchored 'Frost'; #rain-checks (weather) and #cancellations (tee time) are wrong sources."),
    S("rejected-best", "Can the club provide engraved trophies for our society competition?", [(SOC, MA)],
      "engraved trophies can be ordered from the pro shop",
      "unanchored 'Prizes'; #societies (society packages) is a wrong source."),
    S("rejected-best", "Do you run adaptive golf sessions for disabled players?", [(ACC, MA)],
      "runs an adaptive golf session for disabled players",
      "unanchored 'Adaptive golf'; #carers and #access-buggies ('disabled player') are wrong sources."),
    S("rejected-best", "How much rain has to fall before the course is closed to buggies?", [(STAFF, False)],
      "more than 12 mm of rain has fallen in the previous 24 hours",
      "denied: the staff handbook (frn-staff); hire's #buggies ('closed to buggies after heavy rain') states no "
      "threshold and is a wrong source."),
    S("rejected-best", "What net green fee do golf tour operators pay at Fernhill Wicklow?", [(TRADE, False)],
      "pay a net green fee of €52 per player at Fernhill Wicklow",
      "denied: trade rates (frn-trade); the public Irish #green-fees (€70 / €90) are wrong sources."),
    S("rejected-best", "How much did two players pay for the autumn two-ball at Fernhill Surrey?", [(OFF, False)],
      "paid £110 for two rounds of 18 holes with a shared buggy",
      "expired 31 October 2028; today's green fees and buggy hire are not the offer."),
    S("rejected-best", "What will a weekend round at Fernhill Surrey cost an adult in 2029?", [(T29, False)],
      "£92 at weekends for adults", "not yet published (1 December 2028); today's £85 is 2028's."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Is there a swimming pool at the club?", [], "swimming pool", "no pool.", absent=["swimming", "pool"]),
    S("nothing", "Do you have a Fernhill course in Wales?", [], "wales",
      "Surrey, Ayrshire, Wicklow (Galway later).", absent=["wales"]),
    S("nothing", "Can I play footgolf at Fernhill?", [], "footgolf", "no footgolf.", absent=["footgolf"]),
    S("nothing", "Can we stay overnight in a lodge at the course?", [], "overnight", "no accommodation.",
      absent=["overnight", "lodge"]),
    S("nothing", "Do you have an indoor golf simulator?", [], "simulator", "no simulator.",
      absent=["simulator", "indoor"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a round at Fernhill Wicklow cost in 2027?", [], "fernhill wicklow cost in 2027",
      "the 2027 edition is the UK's (Surrey and Ayrshire); Wicklow's €70 / €90 are today's prices."),
    S("near-miss", "Can we hire the Ardmore Suite at Fernhill Wicklow?", [], "ardmore suite at fernhill wicklow",
      "the Ardmore Suite is Fernhill Surrey's (#ardmore-suite); nothing is hired out at Wicklow."),
    S("near-miss", "Is there a senior rate for twilight golf?", [], "senior rate for twilight",
      "twilight fees name adults and juniors only; the senior rate is the 18-hole green fee's."),
    S("near-miss", "What deposit do I pay when I book a golf lesson?", [], "deposit for a lesson",
      "deposits are the societies', the hire clubs' and the Ardmore Suite's; lessons name none (a course of 5 is "
      "paid in advance)."),
    S("near-miss", "How much is a family membership?", [], "family membership",
      "classes are full, five-day, junior and intermediate (country unanchored); no family membership.",
      absent=["family"]),
    S("near-miss", "What does a society package cost at Fernhill Ayrshire?", [], "society package costs at fernhill ayrshire",
      "the society package is priced at Fernhill Surrey (£75) and Fernhill Wicklow (€80) only."),
    S("near-miss", "Do I need a handicap certificate to book a lesson?", [], "handicap certificate to book a lesson",
      "the handicap rule is the visitors' on the course; lessons name no handicap."),
    S("near-miss", "Is there a junior price for hire clubs?", [], "junior price for hire clubs",
      "hire clubs cost £30 / €35 per round, with no junior price; junior prices are green fees' and the academy's."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is a junior round in surrey? hes 14", ["frn-green-fees-uk#green-fees"],
      "£30 for juniors aged 12 to 17", "'hw', 'hes': 14 is inside 12 to 17, £30.", absent=["hw", "hes"]),
    A("paraphrase-typo", "cancelld 30 hrs b4 our tee time, refund??", ["frn-bookings#cancellations"],
      "the booking can be moved once to another date free of charge but is not refunded",
      "30 hours is between 48 and 24: no refund, one free move.", absent=["cancelld", "hrs", "b4"]),
    S("paraphrase-typo", "wats the price of the xmas party nite at surrey", [(CLUB, MA)],
      "£55 per person with a three-course dinner",
      "unanchored 'Christmas parties' of the clubhouse record; #ardmore-suite (Fernhill Surrey, evening hire from "
      "£1,500) does not answer.", absent=["wats", "xmas", "nite"]),
    A("paraphrase-typo", "r tracksuit bottoms ok on the corse?", ["frn-visitors#dress-code"],
      "Denim, tracksuit bottoms and metal spikes are not allowed on the course", "'r', 'corse': no.",
      absent=["corse"]),
    A("paraphrase-typo", "how much 2 hire a buggy in wicklow", ["frn-hire#buggies"], "€45 in Ireland",
      "'2' for 'to'; Wicklow is the Irish course: €45 (the fragment says 'in Ireland', not 'Wicklow')."),
    S("paraphrase-typo", "heard ur openin a new course in galway, when?", [(GAL, False)],
      "Fernhill Galway opens on 1 April 2029", "not yet published (15 December 2028).",
      absent=["heard", "openin"]),
    A("paraphrase-typo", "how early do i hav to check in b4 my tee time", ["frn-visitors#tee-times"],
      "at least 20 minutes before your tee time", "'hav', 'b4': 20 minutes.", absent=["b4"]),
    S("paraphrase-typo", "how much do u charge to regrip clubs at the surrey pro shop", [(SHOP, False)],
      "re-grips clubs for £9 per club",
      "unknown-policy: the pro shop record has no policy; hire's #clubs (hire clubs) and visitors' 'pro shop' "
      "sentences are wrong sources.", absent=["regrip"]),
    A("paraphrase-typo", "my kid is 8, can she join the junior academy?", ["frn-lessons#academy"],
      "for children aged 7 to 16", "'kid': 8 is inside 7 to 16, yes.", absent=["kid"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Fernhill accessibility, are assistance dogs allowed on the course?",
      ["frn-access#assistance-dogs"], "Assistance dogs are welcome in the clubhouses and on the course", "named title."),
    A("named-document", "What do the Fernhill visitor rules say about letting the group behind play through?",
      ["frn-visitors#pace"], "must let the group behind play through",
      "named title (the heading's 'Pace of play' is not in the fragment's text, so the question uses its words)."),
    S("named-document", "What do the Fernhill visitor rules say about range balls at the practice ground?",
      [(VIS, MA)], "A basket of 50 range balls",
      "named title; the answer is in its unanchored 'Practice ground'."),
    A("named-document", "According to Fernhill buggy and trolley hire, can I take a trolley onto the tees?",
      ["frn-hire#trolleys"], "Trolleys are kept off tees", "named title."),
]

# kiberklub_ru record ids
RF, R27, R29, AM = "pks-prays-rf-2028", "pks-prays-rf-2027", "pks-prays-rf-2029", "pks-prays-am-2028"
AKC, GYU, KAR, BAL = "pks-akciya-oktyabr-2028", "pks-gyumri-2029", "pks-karty-2028", "pks-balans-2028"
PRA, TUR, BRO, PRZ = "pks-pravila-2028", "pks-turniry-2028", "pks-bronirovanie-2028", "pks-prazdniki-2028"
DOS, ADM, PAR, BAR = "pks-dostupnost-2028", "pks-instrukciya-admina-2028", "pks-partnery-2028", "pks-bar-erevan-2028"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит час игры в общем зале в Казани?", ["pks-prays-rf#chas"], "140 ₽ в Казани",
      "Россия, Казань: 140 ₽ (180 ₽ — Москва, в той же фразе); редакции 2027 (120 рублей) и 2029 (160 ₽) — чужие "
      "источники."),
    A("answerable", "Сколько стоит час в зоне VIP в Ереване?", ["pks-prays-am#chas"], "в зоне VIP — 1 800 ֏",
      "Армения: 1 800 ֏ (VIP в Москве и Казани — другая страна)."),
    A("answerable", "Мне 17 лет. Можно ли купить ночной пакет в Москве?", ["pks-prays-rf#noch", "pks-pravila#vozrast"],
      "Ночной пакет продаём только гостям с 18 лет",
      "17 меньше 18: нет; правило возраста клуба (после 22:00 младше 18 лет нельзя) тоже можно цитировать."),
    A("answerable", "Сыну 12 лет. Можно оставить его поиграть одного, пока я схожу в магазин?", ["pks-pravila#vozrast"],
      "Дети до 14 лет играют только вместе с родителем, который остаётся в клубе",
      "12 меньше 14: нет, родитель остаётся в клубе.", absent=["магазин"]),
    A("answerable", "Мне 15. Можно играть до 23:00, если мама разрешит?", ["pks-pravila#vozrast"],
      "После 22:00 гостей младше 18 лет в клубе быть не должно, даже вместе с родителями",
      "согласие родителей — только до 22:00: нет.", absent=["мама"]),
    A("answerable", "Можно ли снять буткемп в Казани на один час?", ["pks-prays-rf#butkemp"], "не меньше 2 часов",
      "один час меньше 2: нет."),
    A("answerable", "Сколько стоил час в общем зале в Москве в 2027 году?", ["pks-prays-rf-2027#chas"],
      "стоил 150 рублей в Москве", "прошлый год: историческая редакция 2027 года; нынешние 180 ₽ — чужой источник."),
    A("answerable", "Купил пакет на 5 часов, но не доиграл. Можно перенести остаток на завтра?",
      ["pks-prays-rf#pakety", "pks-prays-am#pakety"], "неиспользованное время на другой день не переносится",
      "нет: пакет действует только в день покупки (в обеих странах; город не назван, цитировать можно любой прайс)."),
    A("answerable", "Можно ли оплатить ночной пакет бонусами?", ["pks-karty#karta"], "но не ночной пакет и не еду в баре",
      "исключение: нет (бонусами — до половины стоимости часов)."),
    A("answerable", "Хочу вернуть остаток с баланса. Сколько ждать?", ["pks-balans#vozvrat"], "в течение 10 рабочих дней",
      "10 рабочих дней, по заявлению на ресепшене."),
    A("answerable", "Пролил колу на клавиатуру, и она сломалась. Сколько придётся заплатить?",
      ["pks-pravila#povrezhdenie"], "клавиатура — 3 500 руб.",
      "пролитый напиток — неосторожность: 3 500 руб.", absent=["колу"]),
    A("answerable", "Можно ли взять еду из бара в буткемп?", ["pks-pravila#eda"],
      "в буткемп — только напитки в бутылках с крышкой", "исключение: еду — нет, только напитки с крышкой."),
    A("answerable", "В нашей команде игроку 16 лет. Может он играть в турнире?", ["pks-turniry#vozrast-turnir"],
      "игрокам 16 и 17 лет нужно письменное согласие родителей",
      "16 — на границе «с 16 лет»: да, с письменным согласием родителей."),
    A("answerable", "Команда отказывается от участия в турнире за 3 дня до начала. Взнос вернут?", ["pks-turniry#otkaz"],
      "не позднее чем за 48 часов до начала турнира", "3 дня больше 48 часов: да, полностью."),
    A("answerable", "Отменяю бронь буткемпа за 10 часов до начала. Что удержат?", ["pks-bronirovanie#otmena"],
      "удерживаем стоимость 1 часа", "10 часов меньше 24: стоимость 1 часа."),
    A("answerable", "Нас 8 человек, бронируем за неделю. Будет скидка на общий зал?", ["pks-prazdniki#gruppy"],
      "Группа от 8 человек получает скидку 15 %", "8 — на границе «от 8», неделя больше 3 дней: да, 15 %."),
    A("answerable", "Я на коляске, со мной сопровождающий, он сам не играет. Ему нужно платить?",
      ["pks-dostupnost#soprovozhdayushchiy"], "если сам не играет, проходит бесплатно",
      "нет; гость платит по обычной цене. «коляске» — слово читателя («колясках» в #mesta)."),
    A("answerable", "Бонусы начислили 4 месяца назад, пополнений с тех пор не было. Они ещё действуют?",
      ["pks-karty#sgoranie"], "Бонусы сгорают через 90 дней после начисления",
      "4 месяца больше 90 дней и пополнений не было: нет, сгорели."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит час на PlayStation в Москве?", [(RF, MA)], "400 ₽ в час за один телевизор",
      "неякорный раздел «Консоли»; якорный #chas того же прайса (Москва, час, 180 ₽) принят и рядом — чужой "
      "источник."),
    S("rejected-best", "Сколько стоит час в стримерской комнате в Ереване?", [(AM, MA)], "3 500 драм в час",
      "неякорный раздел «Стримерская комната»; #chas (Ереван, час, 1 000 ֏) — чужой источник."),
    S("rejected-best", "Сколько бонусов начисляют, если я приведу друга?", [(KAR, MA)],
      "вам и другу начисляется по 300 бонусов",
      "неякорный раздел «Приведи друга»; #karta (5 % бонусами с пополнения) — чужой источник."),
    S("rejected-best", "Компьютер завис посреди игры. Вернут ли неиспользованное время на баланс?", [(BAL, MA)],
      "неиспользованное время возвращает на баланс полностью",
      "неякорный раздел «Технический сбой»; #vozvrat (возврат остатка баланса) и #pakety прайса "
      "(«неиспользованное время … не переносится») — чужие источники."),
    S("rejected-best", "Можно ли парить вейп за компьютером?", [(PRA, MA)],
      "Курить, в том числе электронные сигареты и вейпы, в клубе нельзя нигде",
      "неякорный раздел «Курение»; #eda («за компьютер … можно») — чужой источник.", absent=["парить"]),
    S("rejected-best", "Транслируете ли вы финалы турниров?", [(TUR, MA)], "Финалы турниров транслируем на канале клуба",
      "неякорный раздел «Трансляции»; #vznos, #prizy и др. (турниры) — чужие источники."),
    S("rejected-best", "Можно ли забронировать место в общем зале на день турнира?", [(BRO, MA)],
      "В дни клубных турниров бронь мест в общем зале не принимается",
      "неякорный раздел «Турнирные дни»; #bron (бронь места за 7 дней) ответил бы «да» — чужой источник."),
    S("rejected-best", "Можно ли принести свой торт на день рождения?", [(PRZ, MA)],
      "На день рождения можно принести свой торт",
      "неякорный раздел «Свой торт»; принятый pravila #eda («свою еду … нельзя») ответил бы «нет», "
      "#den-rozhdeniya — о буткемпе: оба чужие источники."),
    S("rejected-best", "Во сколько в клубе ночная уборка?", [(ADM, False)], "Ночная уборка залов — с 06:00 до 07:00",
      "закрыто: инструкция администратора (pks-admin); #noch (ночной пакет до 08:00) — чужой источник."),
    S("rejected-best", "Сколько стоит аренда всего общего зала в Казани для турнира?", [(PAR, False)],
      "арендует весь общий зал в Казани за 30 000 ₽",
      "закрыто: условия для организаторов (pks-partnery); #butkemp (Казань, сдаётся целиком) и #chas — чужие."),
    S("rejected-best", "Сколько стоил ночной пакет в Казани по акции «Осенние ночи»?", [(AKC, False)],
      "стоил 500 ₽ в будние ночи", "истекла 31 октября 2028 года; нынешние 750 ₽ (#noch) — не цена акции."),
    S("rejected-best", "Сколько будет стоить час в общем зале в Москве в 2029 году?", [(R29, False)], "200 ₽ в Москве",
      "не опубликован (1 декабря 2028); нынешние 180 ₽ — 2028 года."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас VR-шлемы?", [], "vr-шлем", "ничего о VR.", absent=["vr", "шлем"]),
    S("nothing", "Есть ли ваш клуб во Владивостоке?", [], "владивосток", "Москва, Казань, Ереван (Гюмри позже).",
      absent=["владивосток"]),
    S("nothing", "Продаёте ли вы игровые ноутбуки?", [], "ноутбук", "ничего о продаже техники.", absent=["ноутбук"]),
    S("nothing", "Есть ли в клубе душ?", [], "душ", "ничего о душе.", absent=["душ"]),
    S("nothing", "Можно ли оплатить часы криптовалютой?", [], "криптовалют", "способы пополнения — карта, наличные, "
      "приложение.", absent=["криптовалют"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоил час в Ереване в 2027 году?", [], "час в ереване в 2027 году",
      "редакция 2027 года — российская (Москва, Казань); нынешние 1 000 ֏ — не цена 2027 года."),
    S("near-miss", "Сколько стоит буткемп в Ереване?", [], "буткемп в ереване",
      "буткемп — только в российском прайсе (Москва, Казань)."),
    S("near-miss", "Какой залог берут за клавиатуру?", [], "залог за клавиатуру",
      "залог — за геймпад или руль (#zalog); клавиатура — в прайсе ремонта (#povrezhdenie)."),
    S("near-miss", "Сколько стоит пакет на 3 часа в зоне VIP?", [], "пакет на 3 часа в зоне vip",
      "пакеты — только для общего зала; VIP — почасовая цена и ночной пакет."),
    S("near-miss", "Начисляют ли бонусы за участие в турнире?", [], "бонусы за участие в турнире",
      "бонусы — 5 % с пополнения; призы турнира зачисляются на баланс карты, о бонусах за участие — ничего."),
    S("near-miss", "Действует ли в Ереване дневная скидка?", [], "дневная скидка в ереване",
      "дневная скидка 20 % — в российском прайсе; армянский о ней молчит."),
    S("near-miss", "Какую предоплату вносят при брони зоны VIP?", [], "предоплата за бронь vip",
      "предоплата 50 % — у брони буткемпа; бронь VIP только отменяется бесплатно."),
    S("near-miss", "Сколько мест с подъёмным столом в зоне VIP?", [], "мест с подъёмным столом в зоне vip",
      "2 места с подъёмным столом — в общем зале (#mesta); о VIP — ничего."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит час в общем зале в мск?", ["pks-prays-rf#chas"], "180 ₽ в Москве",
      "«скока», «мск»: 180 ₽; редакция 2027 года (150 рублей) — чужой источник.", absent=["скока", "мск"]),
    A("paraphrase-typo", "мне 16, в казани ночь можно взять если с батей пойду?",
      ["pks-prays-rf#noch", "pks-pravila#vozrast"], "Ночной пакет продаём только гостям с 18 лет",
      "«батей», «ночь» за ночной пакет: 16 меньше 18 — нет, и после 22:00 даже с родителями нельзя.",
      absent=["батей"]),
    S("paraphrase-typo", "а плойка в москве скока стоит за час", [(RF, MA)], "зона PlayStation 5",
      "«плойка» — PlayStation: неякорный раздел «Консоли» (тот же, что в rejected-best); #chas — чужой.",
      absent=["плойк", "скока"]),
    A("paraphrase-typo", "пролил чай на клаву, чё теперь будет", ["pks-pravila#povrezhdenie"],
      "Напиток, пролитый на клавиатуру или мышь, считается неосторожностью",
      "«клаву», «чё»: неосторожность, ремонт клавиатуры 3 500 руб.", absent=["клаву", "чё", "чай"]),
    A("paraphrase-typo", "када бонусы сгорают?", ["pks-karty#sgoranie"], "Бонусы сгорают через 90 дней",
      "«када»: через 90 дней без пополнений.", absent=["када"]),
    S("paraphrase-typo", "слышал, в гюмри новый клуб открываете, када?", [(GYU, False)],
      "откроется 1 марта 2029 года", "не опубликован (10 декабря 2028).", absent=["слышал", "када"]),
    A("paraphrase-typo", "бронь в общем зале отменить бесплатно мона?", ["pks-bronirovanie#otmena"],
      "Бронь в общем зале и в зоне VIP отменяется бесплатно в любое время", "«мона»: да, в любое время.",
      absent=["мона"]),
    S("paraphrase-typo", "бар в ереване ночью открыт?", [(BAR, False)], "работает круглосуточно",
      "unknown-policy: запись о баре в Ереване без policy; pravila #eda («из нашего бара») — чужой источник."),
    A("paraphrase-typo", "взнос за турнир скока в армении", ["pks-turniry#vznos"], "AMD 2 000 с игрока в Армении",
      "«скока»: AMD 2 000 с игрока.", absent=["скока"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Пиксель: правила клуба» о своей еде?", ["pks-pravila#eda"],
      "Приносить свою еду и напитки в клуб нельзя", "named title."),
    A("named-document", "Согласно документу «Пиксель: турниры», как делится призовой фонд?", ["pks-turniry#prizy"],
      "первое место получает 60 % фонда", "named title."),
    S("named-document", "Что сказано в «Пиксель: доступная среда» об адаптивных контроллерах?", [(DOS, MA)],
      "адаптивный контроллер Xbox", "named title; ответ — в его неякорном разделе «Адаптивные контроллеры»."),
    A("named-document", "Что в «Пиксель: баланс и возврат» сказано о залоге за геймпад?", ["pks-balans#zalog"],
      "За геймпад или руль на выдачу берём залог", "named title."),
]
