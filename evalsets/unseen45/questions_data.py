"""Labelled questions of unseen45 (the source of questions_*.jsonl; build_unseen45.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run. The split (2nd, 5th, 8th, ... question of each kind per file is holdout) was fixed in README.md
before the first corpus record was written.
This round leans on players' and guests' own age, count, time and notice against a band or a bound
(a 15-year-old against "under 16"; five children against "at most 4"; 30 hours and 4 days against "at
least 72 hours … between 72 and 24"; 20:30 on a Sunday against "after 20:00 … except on Sundays … until
21:00"; «8 человек» against «до 6 гостей … сверх 6»; «20 часов» against «за 48 … за 12»; «10 минут»
against «больше чем на 15 минут»; «25 человек» against «от 20 гостей»); on exceptions and "only" (bank
holidays; the Pirate Cove room; «только в Тбилиси»; «кроме Батуми»; «только по будням»); on per person
against per room or per visit (a team of 2's flat price; «400 ₽ в час» against «за весь визит»); on
rejected sections whose accepted neighbours share the question's words and would give a wrong answer
(the Bristol trail beside Bristol's room price; Cork student nights beside Cork's price; moving a
booking beside cancellation; the hammam beside Yekaterinburg's bath price; New Year bookings beside the
48-hour refund; the family season ticket beside the 10-hour one); on near-misses that put one country's,
city's or product's rule on another (the 2028 edition is the UK's / Russia's only; the Vault is
Manchester's; the extra café hour is the UK's; the weekday discount is the sauna's; peeling has no Perm
price; slippers are Russia's); on chat spellings; and on questions that name a document.
"""
from __future__ import annotations

NOW = "2029-10-09T10:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# escape_en record ids
UK, U28, U30, IE = "rbx-prices-uk-2029", "rbx-prices-uk-2028", "rbx-prices-uk-2030", "rbx-prices-ie-2029"
OFF, GAL, BOOK, AGES = "rbx-offer-summer-2029", "rbx-galway-2029", "rbx-booking-2029", "rbx-ages-2029"
RULES, EV, VOU, CLUB = "rbx-house-rules-2029", "rbx-events-2029", "rbx-vouchers-2029", "rbx-loyalty-2029"
ACC, STAFF, PART, PARK = "rbx-accessibility-2029", "rbx-staff-handbook-2029", "rbx-partners-2029", "rbx-parking-bristol-2029"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is an escape room per person at Riddlebox Bristol?", ["rbx-prices-uk#escape-rooms"],
      "£23 per person at Riddlebox Bristol",
      "£23 (Manchester £26 in the same sentence); the 2028 edition (21 pounds) and the 2030 edition (£25) are wrong "
      "sources."),
    A("answerable", "What does an escape room cost per person in Cork?", ["rbx-prices-ie#escape-rooms"],
      "EUR 27 per person at Riddlebox Cork", "EUR 27 (Dublin EUR 31; the UK's £23 is another country's)."),
    A("answerable", "There are just two of us. What do we pay for a room in Manchester?", ["rbx-prices-uk#escape-rooms"],
      "A team of 2 pays a flat £58 per room in both cities",
      "£58 for the room, flat (not £26 per person); per room, not per person."),
    A("answerable", "We want to play on a Wednesday at 14:00 in Bristol. Is it cheaper then?", ["rbx-prices-uk#escape-rooms"],
      "Games that start before 16:00 from Monday to Thursday are £4 cheaper per person",
      "Wednesday and 14:00 are inside 'before 16:00 from Monday to Thursday': yes, £4 less per person, unless a "
      "bank holiday."),
    A("answerable", "Is there a weekday discount on escape rooms in Dublin?", ["rbx-prices-ie#escape-rooms"],
      "There is no weekday discount in Ireland", "no (the UK's £4 before 16:00 is another country's)."),
    A("answerable", "What did an escape room cost per person in Bristol in 2028?", ["rbx-prices-uk-2028#escape-rooms"],
      "21 pounds per person at Riddlebox Bristol", "a past year: the historical 2028 edition; today's £23 is a wrong source."),
    A("answerable", "My son is 15. Can he play an escape room with his friends without an adult?", ["rbx-ages#room-ages"],
      "Players under 16 must have an adult aged 18 or over in the room with them",
      "15 is under 16: no; the consent form is for 16 or 17 only.", absent=["friends"]),
    A("answerable", "I'm 17 and my mum signed the consent form. Can I play without an adult?", ["rbx-ages#room-ages"],
      "Players aged 16 or 17 may play without an adult if a parent signs the consent form",
      "17 inside '16 or 17', the condition met: yes.", absent=["mum"]),
    A("answerable", "Can my 7-year-old play the Pirate Cove room?", ["rbx-ages#room-ages"],
      "except in the Pirate Cove room, which is open from the age of 6",
      "7 is under 8 but over 6: yes, by the exception (with an adult in the room)."),
    A("answerable", "We are one adult and five 12-year-olds. Can we all play a room together?", ["rbx-ages#room-ages"],
      "one adult may supervise at most 4 players under 16", "five is over 'at most 4': no, a second adult is needed."),
    A("answerable", "I cancel our escape room booking 30 hours before the game. Do I get my deposit back?",
      ["rbx-booking#cancellation"], "the deposit is kept as a credit valid for 6 months",
      "30 hours is inside 72 to 24: no cash back; a credit valid for 6 months."),
    A("answerable", "We're running 10 minutes late for our game. Can we still play?", ["rbx-booking#late-arrival"],
      "A team that arrives up to 20 minutes late still plays, but the game ends at the booked time",
      "10 is within 20: yes, but the game ends at the booked time."),
    A("answerable", "Do we pay a deposit when we book a team-building package?", ["rbx-events#team-building"],
      "no deposit is taken", "no: the company is invoiced after the event and pays within 30 days."),
    A("answerable", "Can we hire the whole Cork venue for a private party?", ["rbx-events#private-hire"],
      "Riddlebox Cork is not available for private hire", "no (Dublin EUR 750, the UK £650)."),
    A("answerable", "Can I use a gift voucher bought in Manchester at Riddlebox Dublin?", ["rbx-vouchers#gift-vouchers"],
      "a voucher bought in the United Kingdom cannot be used in Ireland", "no: Manchester is in the United Kingdom."),
    A("answerable", "It's 20:30 on a Sunday. Can my 10-year-old stay with us in the game café?", ["rbx-ages#cafe-ages"],
      "except on Sundays, when families may stay until 21:00",
      "after 20:00 is adults-only, but Sunday is the exception and 20:30 is before 21:00: yes."),
    A("answerable", "My friend booked our room and I broke a prop on purpose. Who pays for it?", ["rbx-house-rules#damage"],
      "are paid for by the person who made the booking",
      "who pays: the person who made the booking (the friend), up to £150 or EUR 170; not the one who broke it.",
      absent=["friend"]),
    A("answerable", "I use a wheelchair. Can I play an escape room at Riddlebox Bristol?", ["rbx-accessibility#step-free"],
      "except the Observatory room on the ground floor",
      "the rooms are in a basement with no lift: only the Observatory room.", absent=["wheelchair"]),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is the Bristol puzzle trail for a team?", [(UK, MA)], "£45 per team of up to 5 players",
      "unanchored 'Outdoor trails'; the anchored #escape-rooms of the same record (Bristol £23 per person) is accepted "
      "and would give a wrong price."),
    S("rejected-best", "What do student nights at Riddlebox Cork cost?", [(IE, MA)], "EUR 19 per person with a valid student card",
      "unanchored 'Student nights'; #escape-rooms (Cork EUR 27) would mislead."),
    S("rejected-best", "Can I move my escape room booking to another date, and is there a fee?", [(BOOK, MA)],
      "can be moved to another date once, free of charge",
      "unanchored 'Moving a booking'; #cancellation (credit for 6 months) is a wrong source."),
    S("rejected-best", "How much is a birthday party for eight kids?", [(AGES, MA)], "£190 or EUR 220 for up to 8 children",
      "unanchored 'Birthday parties'; #room-ages and the café's birthday cake are wrong sources.", absent=["kids"]),
    S("rejected-best", "Can I bring my dog to the game café?", [(RULES, MA)], "Other dogs are allowed in the game café only",
      "unanchored 'Dogs'; #cafe-ages ('welcome in the game café') would mislead."),
    S("rejected-best", "Can we order a buffet for our private hire, or bring our own caterer?", [(EV, MA)],
      "outside caterers are not allowed", "unanchored 'Catering'; #private-hire (£650) is a wrong source."),
    S("rejected-best", "My gift voucher expired last month. Can it be extended?", [(VOU, MA)],
      "can be extended once, by 3 months, for £5 or EUR 6",
      "unanchored 'Expired vouchers'; #gift-vouchers ('valid for 12 months') would mislead."),
    S("rejected-best", "How many hints does a game master give per game?", [(STAFF, False)], "gives at most 3 hints per game",
      "denied: staff handbook (rbx-staff); #late-arrival and #phones ('The game master takes a team photo') are wrong "
      "sources."),
    S("rejected-best", "What commission does a partner agency earn on a booking it sends?", [(PART, False)],
      "a commission of 10% of the game price", "denied: partner terms (rbx-partner); #deposit (25%) is a wrong source."),
    S("rejected-best", "What did the summer family mornings at Riddlebox Manchester cost?", [(OFF, False)],
      "paid £17 per person for games starting before 12:00",
      "expired 31 August 2029; today's #escape-rooms (Manchester £26) is not the offer's price."),
    S("rejected-best", "How much will an escape room cost per person in Manchester in 2030?", [(U30, False)],
      "£28 per person at Riddlebox Manchester", "not yet published (1 November 2029); today's £26 is 2029's."),
    S("rejected-best", "What discount do Riddlebox staff get on café food?", [(STAFF, False)],
      "40% off food and drink in the café", "denied: staff handbook; #food-drink and #game-cafe are wrong sources."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a virtual reality room?", [], "virtual reality", "no VR at all.", absent=["virtual"]),
    S("nothing", "Is there a Riddlebox in Edinburgh?", [], "edinburgh",
      "Manchester, Bristol, Dublin, Cork (Galway later).", absent=["edinburgh"]),
    S("nothing", "Can I buy a copy of a board game in your shop?", [], "buy a copy",
      "games are rented, never sold.", absent=["buy", "shop", "copy"]),
    S("nothing", "Do NHS workers get a discount?", [], "nhs", "no such discount.", absent=["nhs", "workers"]),
    S("nothing", "Is there free wifi for guests?", [], "wifi", "nothing on wifi.", absent=["wifi"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a game café table cost in Ireland in 2028?", [], "ireland in 2028",
      "the 2028 edition is the United Kingdom's only; Ireland's EUR 8 is today's."),
    S("near-miss", "Do Riddlebox Club members get a discount on team-building packages?", [],
      "members get a discount on team-building",
      "members play free in the café and earn points on rooms; the packages name no member price."),
    S("near-miss", "Is there a student discount on escape rooms in Manchester?", [], "student discount on escape rooms in manchester",
      "student nights are Cork's (an unanchored section); nothing about Manchester."),
    S("near-miss", "Is the Pirate Cove room at Riddlebox Dublin?", [], "pirate cove room at riddlebox dublin",
      "the Pirate Cove room is named only for its age (from 6); no record says where it is."),
    S("near-miss", "Is game rental cheaper for children under 12?", [], "rental cheaper for children",
      "the children's price is the café's; rental names none."),
    S("near-miss", "How much is the Vault room at Riddlebox Bristol?", [], "vault room at riddlebox bristol",
      "the Vault is Manchester's (£32); Bristol names no Vault."),
    S("near-miss", "How much is an extra hour at the game café in Dublin?", [], "extra hour at the game café in dublin",
      "the extra hour (£2) is the United Kingdom's; Ireland has no time limit Monday to Thursday and holds a table "
      "for 2 hours Friday to Sunday, with no price for more."),
    S("near-miss", "Can a carer join Riddlebox Club for free?", [], "carer join riddlebox club",
      "carers play and visit the café free; the club names no free membership."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is the game cafe for a kid under 12 in manchester", ["rbx-prices-uk#game-cafe"],
      "£4 for children under 12", "'hw', 'cafe', 'kid': £4 (Ireland's EUR 5 is another country's).",
      absent=["hw", "kid"]),
    A("paraphrase-typo", "can we bring water into the room??", ["rbx-house-rules#food-drink"],
      "apart from water in a closed bottle", "yes, in a closed bottle."),
    S("paraphrase-typo", "wen is club nite for members", [(CLUB, MA)], "held on the first Thursday of each month",
      "'wen', 'nite': unanchored 'Club nights'; #membership would mislead.", absent=["wen", "nite"]),
    A("paraphrase-typo", "do i get points if i buy a giftvoucher", ["rbx-loyalty#points"],
      "Points are not earned on gift vouchers or game rental", "'giftvoucher': no.", absent=["giftvoucher"]),
    A("paraphrase-typo", "cancelled 4 days b4 the game, do i get the full deposit back", ["rbx-booking#cancellation"],
      "at least 72 hours before the game gets the deposit back in full",
      "'b4'; 4 days are 96 hours, over 72: yes (days against hours).", absent=["b4"]),
    S("paraphrase-typo", "is the galway one open yet", [(GAL, False)], "Riddlebox Galway opens on 7 December 2029",
      "not yet published (15 November 2029)."),
    A("paraphrase-typo", "r phones allowed in the room? want to film our game", ["rbx-house-rules#phones"],
      "Taking photos or filming inside the rooms is not allowed", "chat spelling: no; phones go in the lockers."),
    S("paraphrase-typo", "free parking at bristol??", [(PARK, False)], "park free for 3 hours",
      "unknown-policy: the parking record has no policy; #step-free (Bristol) is a wrong source."),
    A("paraphrase-typo", "whats the deposit to rent a game in dublin", ["rbx-prices-ie#game-rental"],
      "The deposit is EUR 30 per game", "'whats': EUR 30 (the UK's £25 is another country's).", absent=["whats"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Riddlebox booking and cancellation, how long before the game must I book a room?",
      ["rbx-booking#deposit"], "at least 2 hours before the game", "named title: at least 2 hours."),
    A("named-document", "What do Riddlebox gift vouchers say about how long the Room for two voucher is valid?",
      ["rbx-vouchers#room-for-two"], "It is valid for 6 months", "named title: 6 months (a gift voucher: 12)."),
    S("named-document", "What does Riddlebox accessibility say about quiet sessions on Sundays?", [(ACC, MA)],
      "run on Sunday mornings from 10:00 to 12:00", "named title; the answer is in its unanchored 'Quiet sessions'."),
    A("named-document", "In Riddlebox private hire and corporate events, when does a company pay for team building?",
      ["rbx-events#team-building"], "The company is invoiced after the event and pays within 30 days",
      "named title; who pays and when: the company, within 30 days of the invoice."),
]

# banya_ru record ids
RF, R28, R30, GE = "kdr-ceny-rf-2029", "kdr-ceny-rf-2028", "kdr-ceny-rf-2030", "kdr-ceny-ge-2029"
AKC, KUT, BRON, DETI = "kdr-akciya-leto-2029", "kdr-kutaisi-2029", "kdr-bronirovanie-2029", "kdr-deti-2029"
PRA, KORP, ABON, SERT = "kdr-pravila-2029", "kdr-korporativy-2029", "kdr-abonementy-2029", "kdr-sertifikaty-2029"
USL, INS, KPART, KPARK = "kdr-uslugi-2029", "kdr-instrukciya-2029", "kdr-partnery-2029", "kdr-parkovka-perm-2029"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит час русской бани в Перми?", ["kdr-ceny-rf#banya"], "2 800 ₽ в час в Перми",
      "Пермь — второй город фразы: 2 800 ₽ (3 400 ₽ — Екатеринбург); редакции 2028 (2 500 рублей) и 2030 (3 000 ₽) — "
      "чужие."),
    A("answerable", "Сколько стоит финская сауна в Батуми?", ["kdr-ceny-ge#sauna"], "GEL 75 в час в Батуми",
      "75 лари в час (Тбилиси — GEL 90); российские цены — чужие."),
    A("answerable", "Хотим баню в Екатеринбурге в субботу на 2 часа. Можно так?", ["kdr-ceny-rf#banya"],
      "а в пятницу, субботу и воскресенье — 3 часа", "суббота: минимум 3 часа, на 2 часа нельзя."),
    A("answerable", "Нас будет 8 человек в русской бане в Екатеринбурге. Какая доплата?", ["kdr-ceny-rf#banya"],
      "за каждого гостя сверх 6 доплата 400 ₽ в час", "8 больше 6: за двоих по 400 ₽ в час (в час, не за визит)."),
    A("answerable", "Есть ли русская баня в Батуми?", ["kdr-ceny-ge#banya"], "русская баня есть только в Тбилиси",
      "нет: только в Тбилиси."),
    A("answerable", "Сколько стоила русская баня в Екатеринбурге в 2028 году?", ["kdr-ceny-rf-2028#banya"],
      "3 000 рублей в час в Екатеринбурге", "прошлый год: историческая редакция; нынешние 3 400 ₽ — чужой источник."),
    A("answerable", "Можно взять дубовый веник в Тбилиси?", ["kdr-ceny-ge#prinadlezhnosti"], "дубовых веников в Грузии нет",
      "нет: в Грузии только берёзовый, 18 лари (российский дубовый 450 ₽ — чужой)."),
    A("answerable", "Мне 17 лет. Можно записаться на массаж без родителей?", ["kdr-uslugi#massazh"],
      "гостям 16–17 лет — только в присутствии родителя", "17 внутри 16–17: нет, только с родителем."),
    A("answerable", "Можно ли прийти в финскую сауну в Перми со своим веником?", ["kdr-ceny-rf#prinadlezhnosti"],
      "в сауне веники запрещены", "исключение: свои веники можно, но не в сауне — нет."),
    A("answerable", "Сыну 12 лет, может он сходить в баню с друзьями без взрослых?", ["kdr-deti#deti"],
      "Дети до 14 лет посещают баню, сауну и хаммам только вместе со взрослым", "12 меньше 14: нет.",
      absent=["сыну", "друзьями"]),
    A("answerable", "Дочке 5 лет. Её нужно считать гостем брони?", ["kdr-deti#deti"],
      "Дети до 7 лет проходят бесплатно и не считаются гостями брони", "5 меньше 7: нет, бесплатно.", absent=["дочке"]),
    A("answerable", "Отменяем бронь за 20 часов до начала. Что нам вернут?", ["kdr-bronirovanie#otmena"],
      "возвращается половина предоплаты", "20 часов внутри «менее чем за 48 … не позднее чем за 12»: половину предоплаты."),
    A("answerable", "Мы задержались в бане на 10 минут после конца брони. Придётся доплачивать?",
      ["kdr-bronirovanie#opozdanie"], "больше чем на 15 минут, оплачивается полный дополнительный час",
      "10 меньше 15: нет."),
    A("answerable", "Можно ли принести своё пиво в сауну?", ["kdr-pravila#alkogol"], "в сауне и хаммаме он запрещён",
      "нет: свой алкоголь — только в русской бане с комнатой отдыха."),
    A("answerable", "Можно ли покурить кальян на веранде в Тбилиси?", ["kdr-pravila#tishina"],
      "кальян запрещён везде, кроме Батуми", "исключение — только Батуми: в Тбилиси нет."),
    A("answerable", "Корпоратив на 25 человек — банщик будет бесплатно?", ["kdr-korporativy#banshchik"],
      "На корпоративе от 20 гостей один банщик работает 3 часа бесплатно", "25 больше 20: да, один банщик на 3 часа."),
    A("answerable", "Можно ли сходить в баню по абонементу в субботу?", ["kdr-abonementy#abonement"],
      "он действует 6 месяцев и только по будням", "суббота — не будний день: нет."),
    A("answerable", "Если «Кедр» сам отменит мою бронь, что мне вернут?", ["kdr-bronirovanie#otmena"],
      "гость получает обратно всю оплату и сертификат на 1 час бани",
      "отменяет «Кедр»: вся оплата обратно и сертификат на 1 час."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит хаммам в Екатеринбурге?", [(RF, MA)], "4 200 ₽ в час, минимум 2 часа",
      "неякорный раздел «Хаммам»; якорный #banya того же прайса (Екатеринбург, 3 400 ₽) принят и дал бы неверную цену."),
    S("rejected-best", "Сколько стоит серная ванна в Тбилиси?", [(GE, MA)], "110 лари в час, до 4 гостей",
      "неякорный раздел «Серные бани»; #banya (Тбилиси, GEL 140) — чужой источник."),
    S("rejected-best", "Если отменить бронь бани на 31 декабря за три дня, вернут предоплату?", [(BRON, MA)],
      "предоплата — 100 %, и при отмене она не возвращается",
      "неякорный раздел «Новогодние брони»; #otmena («за 48 часов … полностью») дал бы неверный ответ."),
    S("rejected-best", "Сколько стоит детский праздник в бане?", [(DETI, MA)],
      "9 000 ₽ за группу до 8 детей 6–12 лет на 3 часа", "неякорный раздел «Детские праздники»; #deti — чужой источник."),
    S("rejected-best", "Можно ли прийти в баню с собакой?", [(PRA, MA)], "С собаками и другими животными в комплекс не пускают",
      "неякорный раздел «Животные»; #eda и #alkogol — чужие источники.", absent=["собакой"]),
    S("rejected-best", "Сколько стоит выездная баня на дачу?", [(KORP, MA)], "15 000 ₽ в сутки",
      "неякорный раздел «Выездная баня»; #korporativ (48 000 ₽) — чужой источник.", absent=["дачу"]),
    S("rejected-best", "Сколько стоит семейный абонемент?", [(ABON, MA)],
      "Семейный абонемент на 20 часов для семьи до 5 человек стоит 52 000 ₽",
      "неякорный раздел «Семейный абонемент»; #abonement (30 000 ₽ на 10 часов) дал бы неверную цену."),
    S("rejected-best", "Сколько минут закладывают на уборку между бронями?", [(INS, False)],
      "закладывает 30 минут на уборку", "закрыто: инструкция администратора (kdr-staff); #opozdanie — чужой источник."),
    S("rejected-best", "Какую комиссию получают агрегаторы за бронь?", [(KPART, False)],
      "комиссию 12 % от стоимости брони", "закрыто: условия для партнёров (kdr-partner); #predoplata (30 %) — чужой источник."),
    S("rejected-best", "Сколько стоила баня по будням летом в Перми по акции?", [(AKC, False)], "стоила 2 000 ₽ в час",
      "истекла 31 августа 2029; нынешний #banya (Пермь, 2 800 ₽) — не цена акции."),
    S("rejected-best", "Сколько будет стоить час русской бани в Перми в 2030 году?", [(R30, False)],
      "3 000 ₽ в час в Перми", "не опубликован (1 ноября 2029); нынешние 2 800 ₽ — 2029 года."),
    S("rejected-best", "Какая максимальная температура в парилке русской бани?", [(INS, False)], "не выше 90 °C",
      "закрыто: инструкция администратора; #deti («в парилку нельзя») — чужой источник.", absent=["максимальная"]),

    # --- nothing (5)
    S("nothing", "Есть ли у вас солевая комната?", [], "солев", "ничего о соляной комнате.", absent=["солев"]),
    S("nothing", "Есть ли «Кедр» в Казани?", [], "казан",
      "Екатеринбург, Пермь, Тбилиси, Батуми (Кутаиси позже).", absent=["казан"]),
    S("nothing", "Можно ли у вас заказать такси до дома?", [], "такси", "ничего о такси.", absent=["такси"]),
    S("nothing", "Есть ли скидка для пенсионеров?", [], "пенсионер", "ничего о пенсионерах.", absent=["пенсионер"]),
    S("nothing", "Есть ли у вас бильярд?", [], "бильярд", "ничего о бильярде.", absent=["бильярд"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоила сауна в Тбилиси в 2028 году?", [], "тбилиси в 2028",
      "редакция 2028 года — российская (Екатеринбург, Пермь, баня и веники); нынешние GEL 90 — не цена 2028 года."),
    S("near-miss", "Есть ли скидка на массаж по будням до 14:00?", [], "скидка на массаж по будням",
      "скидка 20 % по будням до 14:00 — у сауны; о скидке на массаж — ничего."),
    S("near-miss", "Можно ли заморозить подарочный сертификат?", [], "заморозить подарочный сертификат",
      "заморозка — правило абонемента; о заморозке сертификата — ничего (продление просроченного — другое)."),
    S("near-miss", "Можно ли передать сертификат «Банный день для двоих» другу?", [], "передать сертификат",
      "передавать можно абонемент; о передаче сертификата — ничего.", absent=["другу"]),
    S("near-miss", "Какая доплата за гостя сверх 6 на корпоративе?", [], "доплата за гостя сверх 6 на корпоративе",
      "доплата за гостя сверх 6 — правило почасовой аренды бани; корпоратив — весь комплекс от 15 гостей, о доплате "
      "за гостя — ничего."),
    S("near-miss", "Дают ли скидку 20 % на абонемент?", [], "скидку 20 % на абонемент",
      "20 % — скидка на сауну по будням до 14:00; об абонементе — ничего."),
    S("near-miss", "Сколько стоят тапочки в Грузии?", [], "тапочки в грузии",
      "тапочки (150 ₽) — в российском прайсе; грузинский называет полотенце, простыню, халат и веник."),
    S("near-miss", "Можно ли бесплатно отменить запись на массаж?", [], "отменить запись на массаж",
      "правила отмены — для брони бани, сауны и хаммама; о массаже сказано только «записаться за 24 часа»."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит сауна в екб в час", ["kdr-ceny-rf#sauna"], "2 400 ₽ в час в Екатеринбурге",
      "«скока», «екб» (Екатеринбург): 2 400 ₽ (2 100 ₽ — Пермь).", absent=["скока", "екб"]),
    A("paraphrase-typo", "веник напрокат можна взять в перми?", ["kdr-ceny-rf#prinadlezhnosti"],
      "веники продаются, напрокат их не выдают", "«можна»: нет, только купить.", absent=["можна"]),
    S("paraphrase-typo", "сертификат просрочил на 2 недели, продлить можно?", [(SERT, MA)],
      "продлевают один раз на 3 месяца за 500 ₽",
      "«просрочил»: неякорный раздел «Продление сертификата»; #sertifikat («1 год») дал бы неверный ответ.",
      absent=["просрочил"]),
    A("paraphrase-typo", "опоздали на полчаса, нам продлят время брони?", ["kdr-bronirovanie#opozdanie"],
      "Время брони считается с назначенного часа, даже если гости опоздали", "«полчаса»: нет.",
      absent=["полчаса", "продлят"]),
    A("paraphrase-typo", "скок пробковый сбор за винишко?", ["kdr-pravila#alkogol"], "вино и пиво — без сбора",
      "«скок», «винишко»: сбора нет (500 ₽ — только за крепкий).", absent=["скок", "винишко"]),
    S("paraphrase-typo", "в кутаиси када открываетесь?", [(KUT, False)], "откроется 14 декабря 2029 года",
      "не опубликован (20 ноября 2029).", absent=["када"]),
    A("paraphrase-typo", "шашлык на своём мангале пожарить можно???", ["kdr-pravila#eda"],
      "свои мангалы и одноразовые грили запрещены", "нет: мангал только по заказу, 1 500 ₽ или 60 лари.",
      absent=["шашлык"]),
    S("paraphrase-typo", "парковка в перми бесплатная?", [(KPARK, False)], "паркуются бесплатно 4 часа",
      "unknown-policy: запись о парковке без policy; #banya (Пермь) — чужой источник."),
    A("paraphrase-typo", "ребенку 2 года, в парилку с нами можно?", ["kdr-deti#deti"], "Детям до 3 лет в парилку нельзя",
      "«ребенку» без ё: 2 меньше 3 — нет.", absent=["ребенку"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Кедр: бронирование и отмена» о том, сколько держится бронь без предоплаты?",
      ["kdr-bronirovanie#predoplata"], "Бронь без предоплаты держится 1 час", "named title: 1 час."),
    A("named-document", "Согласно «Кедр: абонементы», на какой срок можно заморозить абонемент по справке?",
      ["kdr-abonementy#zamorozka"], "а по медицинской справке — до 60 дней", "named title: до 60 дней (по заявлению — 30)."),
    S("named-document", "Что сказано в «Кедр: массаж и процедуры» о медовом обёртывании?", [(USL, MA)],
      "Медовое обёртывание после парной стоит 1 600 ₽", "named title; ответ — в его неякорном разделе «Обёртывания»."),
    A("named-document", "Что в «Кедр: подарочные сертификаты» сказано об остатке по сертификату?",
      ["kdr-sertifikaty#sertifikat"], "используется за один визит: остаток не сохраняется", "named title: не сохраняется."),
]
