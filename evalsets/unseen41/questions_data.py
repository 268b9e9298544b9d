"""Labelled questions of unseen41 (the source of questions_*.jsonl; build_unseen41.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed in README.md before the first corpus
record was written.
This round leans on visitors' questions with their own age, group size or number of days against a
band or a bound ("my 12-year-old" inside "children aged 5 to 15", "my grandmother is 65" against
"visitors aged 66 and over", "2 adults and 4 children" against "up to 3 children", "50 minutes after my
slot" against "more than 45 minutes", "a visit 10 days away" against "up to 7 days before", a class of
6-year-olds against "1 adult for every 5 pupils under 7"; «ребёнку четырёх лет» against «дети до 5 лет»,
«сыну 14 лет» against «16+ … даже в сопровождении родителей», «за 7 дней» inside «за 5–10 дней», «через 30
часов» against «не позднее чем за 48 часов», «полтора года назад» against «действует 1 год»); on per family
against per person ("£45 per family, not per person"); on exceptions ("guest passes are not valid for
special exhibitions", "does not apply to donations made in Ireland", «абонементы на предъявителя в Алматы не
продаются», «даже без вспышки»); on a sum the source does not state (the Great Hall for 200 guests is
not a sum; «аренда зала на 6 часов» is); on near-misses that put one site's or one product's rule on
another (a 2027 family ticket in Dublin, where the 2027 edition is the UK's; the Great Hall in Dublin;
a deposit for a school visit, where the deposit is the group visit's; «билет в Алматы в 2027 году», «аренда
зала в Алматы», «предоплата за групповую заявку», where the 50 % is the hall rental's); on visitors' chat
spellings and family words ("kid", "shes", "cant", "thinkin", "havin", "ur", "exibitions", "wots",
"famly", "hav"; «скока», «вернете», «ребенку», «екб», «мес»); on questions that name a document; and on
plain questions answered only by an unanchored section.
"""
from __future__ import annotations

NOW = "2028-10-20T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# museums_en record ids
TUK, T27, T29, TIE = "ash-tickets-uk-2028", "ash-tickets-uk-2027", "ash-tickets-uk-2029", "ash-tickets-ie-2028"
OFF, CORK, MEM, GRP = "ash-offer-spring-2028", "ash-cork-2029", "ash-memberships-2028", "ash-groups-2028"
VIS, ACC, REF, DON = "ash-visiting-2028", "ash-access-2028", "ash-refunds-2028", "ash-donations-2028"
CAF, STAFF, TRADE, SHOP = "ash-cafe-hire-2028", "ash-staff-handbook-2028", "ash-trade-rates-2028", "ash-dublin-shop-2028"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is general admission in Edinburgh for my 12-year-old?", ["ash-tickets-uk#admission"],
      "£9 for children aged 5 to 15",
      "12 is inside 'children aged 5 to 15': £9. The 2027 (8 pounds) and 2029 (£10) editions are wrong sources; "
      "the exhibition ticket's £11 is another ticket."),
    A("answerable", "What does a concession ticket cost in Dublin?", ["ash-tickets-ie#admission"],
      "€10 for concessions", "Ireland: €10 (the UK's £12 concession is another country)."),
    A("answerable", "Me, my wife and our three children want to visit Ashgrove London. What does a family ticket cost for all of us?",
      ["ash-tickets-uk#family"], "£45 per family, not per person",
      "per family, not per person: £45 for 2 adults and up to 3 children; not 5 x £18 / £9."),
    A("answerable", "My son is 4. Does he need a ticket for Ashgrove Dublin?", ["ash-tickets-ie#admission"],
      "Children under 5 go free", "4 is under 5: free."),
    A("answerable", "My grandmother is 65. Does she get the concession price in Dublin?", ["ash-tickets-ie#admission"],
      "visitors aged 66 and over",
      "65 is under 66: no (the UK's 'aged 65 and over' is another country's band and a wrong source)."),
    A("answerable", "We're 2 adults with 4 children. Can we all go in on one family ticket in Edinburgh?",
      ["ash-tickets-uk#family"], "up to 3 children aged 5 to 15",
      "4 children is more than 'up to 3': no (Dublin's family ticket takes up to 4, but that is Ireland)."),
    A("answerable", "I will be 50 minutes late for my exhibition slot in London. Will I still get in?",
      ["ash-tickets-uk#exhibitions"], "If you arrive more than 45 minutes after your slot",
      "50 is more than 45: admitted at the next slot with free places."),
    A("answerable", "What did an adult ticket to Ashgrove London cost in 2027?", ["ash-tickets-uk-2027#admission"],
      "cost 16 pounds for adults",
      "a past year: the historical 2027 edition (16 pounds); today's £18 is a wrong source."),
    A("answerable", "Can my husband and I share one membership?", ["ash-memberships#joint"],
      "covers 2 named adults living at the same address",
      "the joint membership (the annual one is for one named member); 'husband' and 'share' are the reader's words."),
    A("answerable", "Can I use a guest pass to bring a friend into a special exhibition?", ["ash-memberships#guest-passes"],
      "guest passes are not valid for special exhibitions", "exception: no (general admission only)."),
    A("answerable", "We are a group of 15 booking three weeks ahead. Do we get a discount?", ["ash-groups#groups"],
      "Groups of 12 or more paying visitors who book at least 14 days ahead get 15% off",
      "condition: 15 is at least 12 and three weeks is at least 14 days: yes, 15%."),
    A("answerable", "We are bringing a class of 6-year-olds. How many adults do we need?", ["ash-groups#schools"],
      "1 adult for every 5 pupils under 7",
      "6 is under 7: 1 adult for every 5 pupils, not 1 for every 8."),
    A("answerable", "Can I take photos in the special exhibition?", ["ash-visiting#photography"],
      "Photography is not allowed in special exhibitions unless a sign at the entrance says otherwise",
      "no, unless a sign says otherwise."),
    A("answerable", "Does my carer have to pay to come in with me?", ["ash-access#carers"],
      "goes free of charge at every site", "no; the disabled visitor pays the concession price."),
    A("answerable", "Our visit is 10 days away and we can't come. Can we get our money back?", ["ash-refunds#refunds"],
      "up to 7 days before the date of your visit", "10 days is more than 7: a full refund."),
    A("answerable", "I live in Dublin. Can you claim Gift Aid on my donation?", ["ash-donations#gift-aid"],
      "it does not apply to donations made in Ireland", "exception: no."),
    A("answerable", "How much is it to hire the Great Hall for a party of 200 standing guests?",
      ["ash-cafe-hire#venue-hire"], "from £1,250 plus VAT",
      "200 is within 'up to 250 guests standing': from £1,250 plus VAT; the unanchored 'Weddings' (£3,000) is "
      "another event."),
    A("answerable", "Do I have to pay to leave my bag in the cloakroom?", ["ash-visiting#bags"],
      "the cloakroom, which is free of charge", "no, it is free."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much is a ticket for the late opening in London?", [(TUK, MA)],
      "A late-opening ticket costs £15",
      "unanchored 'Late openings' of the UK tickets; the anchored #admission of the same record (Ashgrove London, "
      "£18) is accepted and near: answering it is a wrong source."),
    S("rejected-best", "When are the chamber concerts in the Dublin courtyard?", [(TIE, MA)],
      "chamber concerts are held in the Dublin courtyard at 19:30",
      "unanchored 'Evening concerts'; #exhibitions (Dublin, timed slots to 15:00) is a wrong source."),
    S("rejected-best", "Can I buy a membership as a gift for my dad?", [(MEM, MA)],
      "A membership can be given as a gift",
      "unanchored 'Gift memberships'; #annual / #joint (prices) and donations' #gift-aid (the word 'Gift') do not "
      "answer.", absent=["dad"]),
    S("rejected-best", "Where can my school group eat packed lunches?", [(GRP, MA)],
      "School groups may eat packed lunches",
      "unanchored 'Packed lunches'; #schools of the same record and the cafes are wrong sources."),
    S("rejected-best", "How long do you keep lost property?", [(VIS, MA)],
      "Items found in the galleries are kept for 30 days", "unanchored 'Lost property'."),
    S("rejected-best", "When is the quiet morning in Edinburgh?", [(ACC, MA)],
      "On the last Sunday of each month Ashgrove Edinburgh opens at 9:00",
      "unanchored 'Quiet mornings'; #opening-hours (Edinburgh, 10:00) is a wrong source."),
    S("rejected-best", "Is there a booking fee if I buy tickets by phone?", [(REF, MA)],
      "a booking fee of £2 per order", "unanchored 'Booking fee'; #refunds is a wrong source."),
    S("rejected-best", "Can I donate an old painting to your collection?", [(DON, MA)],
      "We do not accept objects for the collection by post or at the front desk",
      "unanchored 'Donating objects'; #donations (a voluntary donation on a ticket) is a wrong source.",
      absent=["painting"]),
    S("rejected-best", "How many minutes before closing time do staff start clearing the galleries?", [(STAFF, False)],
      "start clearing the galleries 20 minutes before closing time",
      "denied: the staff handbook (ash-staff); #opening-hours (last entry at 16:45) is a wrong source."),
    S("rejected-best", "What net rate do tour operators pay for an adult ticket?", [(TRADE, False)],
      "pay a net rate of £14 per adult ticket",
      "denied: trade rates for tour operators (ash-trade); the public adult prices are wrong sources."),
    S("rejected-best", "How much did two adults pay together under the spring two-for-one offer in Edinburgh?",
      [(OFF, False)], "paid one adult ticket of £18 for both",
      "expired 30 April 2028; today's £18 per adult is not the offer."),
    S("rejected-best", "What will adult admission cost in London in 2029?", [(T29, False)], "£20 for adults",
      "not yet published (1 December 2028); today's £18 is 2028's."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a planetarium show?", [], "planetarium", "no planetarium.", absent=["planetarium"]),
    S("nothing", "Is there an Ashgrove museum in Belfast?", [], "belfast", "London, Edinburgh, Dublin (Cork later).",
      absent=["belfast"]),
    S("nothing", "Do you run sleepovers for children in the museum?", [], "sleepover", "no sleepovers.",
      absent=["sleepover"]),
    S("nothing", "Can I charge my electric car at the museum?", [], "electric car", "no car park or chargers named.",
      absent=["electric"]),
    S("nothing", "Do you sell tickets for the Edinburgh Fringe?", [], "fringe", "no festival tickets.",
      absent=["fringe"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a family ticket cost in Dublin in 2027?", [], "family ticket in dublin in 2027",
      "the 2027 edition is the UK's (40 pounds for London and Edinburgh); Dublin's €40 is today's price."),
    S("near-miss", "Can I hire the Great Hall in Dublin for a party?", [], "great hall in dublin",
      "the Great Hall is Ashgrove London's (#venue-hire); nothing is hired out in Dublin."),
    S("near-miss", "Is photography allowed in the cafes?", [], "photography in the cafes",
      "the photography rules name the permanent collection and special exhibitions; the cafes record says "
      "nothing of photos."),
    S("near-miss", "What is the deposit for a school visit?", [], "deposit for a school visit",
      "the 25% deposit is the group visit's (#groups); school visits name a price per pupil and a ratio, no deposit."),
    S("near-miss", "Is there a student discount on the annual membership?", [], "student discount on the annual membership",
      "students get the concession price on admission; memberships name no student price."),
    S("near-miss", "What does a membership for a child cost?", [], "membership for a child",
      "memberships are for one named member or 2 named adults; no child membership."),
    S("near-miss", "What is the minimum number of pupils for a school visit?", [], "minimum number of pupils",
      "the '12 or more' is the group discount's; school visits name a ratio of adults, no minimum."),
    S("near-miss", "Do I need to book a timed slot for general admission?", [], "timed slot for general admission",
      "timed slots are for special exhibitions (and members book them); nothing states a slot for general admission."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "how much 4 a kid ticket in london? shes 7", ["ash-tickets-uk#admission"],
      "£9 for children aged 5 to 15", "'4', 'kid', 'shes': 7 is inside 5 to 15, £9.", absent=["kid", "shes"]),
    A("paraphrase-typo", "cant make it in 3 days, can i get a refund??", ["ash-refunds#refunds"],
      "a ticket cannot be refunded, but you can exchange it once",
      "3 days is between 7 days and 24 hours: no refund, one free exchange.", absent=["cant"]),
    S("paraphrase-typo", "thinkin of havin our wedding party at ur london place, is that doable?", [(CAF, MA)],
      "wedding receptions can be held at Ashgrove London on Saturdays",
      "unanchored 'Weddings' of the cafes and venue hire record; #venue-hire (£1,250, evening events) does not answer.",
      absent=["thinkin", "havin", "ur", "doable"]),
    A("paraphrase-typo", "do carers go in free for the exibitions?", ["ash-access#carers"],
      "for general admission and special exhibitions alike", "'exibitions': yes.", absent=["exibitions"]),
    A("paraphrase-typo", "wots the price of a famly ticket in dublin", ["ash-tickets-ie#family"],
      "€40 per family", "'wots', 'famly': €40.", absent=["wots", "famly"]),
    S("paraphrase-typo", "heard ur opening a new place in Cork, when?", [(CORK, False)],
      "Ashgrove Cork opens on 6 March 2029", "not yet published (15 December 2028).", absent=["ur", "heard"]),
    A("paraphrase-typo", "do i hav to put my bag in the cloakroom or can i keep it?", ["ash-visiting#bags"],
      "Bags larger than 40 x 30 x 20 cm must be left in the cloakroom",
      "'hav': only bags larger than 40 x 30 x 20 cm.", absent=["hav"]),
    S("paraphrase-typo", "is the dublin shop open on mondays?", [(SHOP, False)],
      "open from 10:00 to 17:00, Mondays included",
      "unknown-policy: the Dublin shop record has no policy; #opening-hours ('Dublin ... closed on Mondays') is "
      "the galleries', a wrong source."),
    A("paraphrase-typo", "r flash photos ok in the galleries?", ["ash-visiting#photography"],
      "Visitors may take photographs without flash",
      "'r', 'photos' for 'photographs': no flash; photographs without flash in the permanent collection."),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Ashgrove accessibility, can I bring my assistance dog into the cafe?",
      ["ash-access#dogs"], "Assistance dogs are welcome in all galleries and cafes", "named title."),
    A("named-document", "What do the Ashgrove visitor rules say about selfie sticks?", ["ash-visiting#photography"],
      "Tripods and selfie sticks are not allowed anywhere", "named title."),
    S("named-document", "What does Ashgrove refunds and exchanges say about a booking fee for phone bookings?",
      [(REF, MA)], "a booking fee of £2 per order",
      "named title; the answer is in its unanchored 'Booking fee' (the same section as a rejected-best question)."),
    A("named-document", "According to Ashgrove memberships, how many guest passes do I get a year?",
      ["ash-memberships#guest-passes"], "includes 4 guest passes a year", "named title."),
]

# rampa_ru record ids
RF, R27, R29, KZ = "rmp-prays-rf-2028", "rmp-prays-rf-2027", "rmp-prays-rf-2029", "rmp-prays-kz-2028"
AKC, MAL, ABN, VZR = "rmp-akciya-studenty-2028", "rmp-malaya-scena-2029", "rmp-abonementy-2028", "rmp-vozvrat-2028"
POS, GRU, DOS, SRV = "rmp-poseschenie-2028", "rmp-gruppy-2028", "rmp-dostupnost-2028", "rmp-servis-2028"
INS, AGT, KAS = "rmp-instrukciya-kapeldinera-2028", "rmp-agenty-2028", "rmp-kassa-almaty-2028"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит билет на вечерний спектакль в Екатеринбурге для школьника?", ["rmp-prays-rf#bilety"],
      "900 ₽ для школьников",
      "Россия, Екатеринбург: 900 ₽ (1 200 ₽ — Москва, в той же фразе); редакция 2029 года — чужой источник."),
    A("answerable", "Сколько стоит билет на вечерний спектакль в Алматы для пенсионера?", ["rmp-prays-kz#bilety"],
      "4 500 ₸ для школьников и пенсионеров", "Казахстан: 4 500 ₸."),
    A("answerable", "Нужен ли билет ребёнку четырёх лет на вечерний спектакль в Москве?", ["rmp-prays-rf#bilety"],
      "Дети до 5 лет проходят бесплатно", "четыре года — до 5 лет: бесплатно, без отдельного места."),
    A("answerable", "Сыну 14 лет. Пустят ли его на спектакль с маркировкой 16+, если я пойду с ним?",
      ["rmp-poseschenie#vozrast"], "даже в сопровождении родителей", "14 меньше 16: нет, даже с родителем."),
    A("answerable", "Дочке 5 лет, а спектакль 6+. Можно ей пойти со мной?", ["rmp-poseschenie#vozrast"],
      "дети младше указанного возраста проходят только со взрослым и по решению родителей",
      "5 младше 6: да, со взрослым и по решению родителей."),
    A("answerable", "Сколько стоит абонемент на 8 спектаклей в Москве?", ["rmp-prays-rf#abonementy"],
      "14 000 ₽ в Москве", "14 000 ₽ (10 500 ₽ — Екатеринбург); 2027 (12 500 рублей) и 2029 — чужие источники."),
    A("answerable", "Хочу передать свой абонемент подруге. Это можно?", ["rmp-abonementy#tipy"],
      "Абонемент на предъявителя можно передать кому угодно",
      "зависит от типа: на предъявителя — да, именной — нет; «подруге» — слово читателя."),
    A("answerable", "Сколько стоил абонемент на 4 спектакля в Москве в 2027 году?", ["rmp-prays-rf-2027#abonementy"],
      "стоил 7 000 рублей", "прошлый год: историческая редакция 2027 года; нынешние 8 000 ₽ — чужой источник."),
    A("answerable", "Можно ли купить абонемент на предъявителя в Алматы?", ["rmp-prays-kz#abonementy"],
      "абонементы на предъявителя в Алматы не продаются",
      "исключение: нет; общее правило #tipy («можно передать кому угодно») — не ответ для Алматы."),
    A("answerable", "Возвращаю билет за 7 дней до спектакля. Сколько денег вернут?", ["rmp-vozvrat#vozvrat"],
      "за 5–10 дней — половину стоимости", "7 — внутри «5–10»: половину."),
    A("answerable", "Мы опоздали к началу вечернего спектакля на 10 минут. Нас пустят в зал?",
      ["rmp-poseschenie#opozdanie"], "Опоздавших зрителей пускаем в зал только в антракте",
      "вечерний спектакль: только в антракте (15 минут — правило детских спектаклей)."),
    A("answerable", "Спектакль через 30 часов. Ещё можно обменять билет на другую дату?", ["rmp-vozvrat#obmen"],
      "не позднее чем за 48 часов до начала", "condition: 30 часов меньше 48: нет."),
    A("answerable", "Нас 20 человек, идём на один спектакль. Будет скидка?", ["rmp-gruppy#gruppy"],
      "Группа получает скидку 10 %", "condition: 20 — не меньше 15: да, 10 %."),
    A("answerable", "Сколько взрослых сопровождающих нужно на школьный культпоход?", ["rmp-gruppy#shkoly"],
      "На каждые 10 школьников нужен 1 взрослый сопровождающий", "1 на 10 школьников."),
    A("answerable", "Можно ли фотографировать во время спектакля без вспышки?", ["rmp-poseschenie#semka"],
      "запрещена, даже без вспышки", "нет (в фойе и на поклонах — можно)."),
    A("answerable", "Мама на коляске. Сколько стоит её билет и платит ли сопровождающий?", ["rmp-dostupnost#kolyaski"],
      "покупают билет по цене школьного, сопровождающий проходит бесплатно", "по цене школьного; сопровождающий — бесплатно."),
    A("answerable", "Подарочный сертификат купили полтора года назад. Он ещё действует?", ["rmp-servis#sertifikaty"],
      "Сертификат действует 1 год со дня покупки", "полтора года больше 1 года: нет."),
    A("answerable", "Сколько стоит аренда репетиционного зала в Москве на 6 часов?", ["rmp-servis#arenda"],
      "каждый следующий час — 8000 руб.",
      "40 000 руб. за 4 часа и по 8000 руб. за два следующих часа (сумма, 56 000, в источнике не названа)."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит экскурсия за кулисы в Москве?", [(RF, MA)],
      "проводим экскурсию за кулисы московской сцены",
      "неякорный раздел «Экскурсия за кулисы»; якорные #bilety и #abonementy того же прайса (Москва) приняты и "
      "рядом — чужой источник."),
    S("rejected-best", "Есть ли в Алматы спектакли с переводом на казахский язык?", [(KZ, MA)],
      "с синхронным переводом на казахский язык",
      "неякорный раздел «Наушники с переводом»; якорные #bilety (Алматы) — чужой источник."),
    S("rejected-best", "Есть ли у вас семейный абонемент на двух взрослых и двух детей?", [(ABN, MA)],
      "Семейный абонемент на 4 детских спектакля",
      "неякорный раздел «Семейный абонемент»; #tipy и #srok — другое."),
    S("rejected-best", "Я заболел и не смогу прийти на спектакль. Вернут ли деньги за билет?", [(VZR, MA)],
      "билет возвращаем полностью по справке врача",
      "неякорный раздел «Возврат по болезни»; якорный #vozvrat (сроки и удержания) — чужой источник."),
    S("rejected-best", "Как передать цветы артисту?", [(POS, MA)],
      "Цветы артистам можно передать через капельдинера", "неякорный раздел «Цветы артистам»."),
    S("rejected-best", "Можете приехать со спектаклем к нам в школу?", [(GRU, MA)],
      "выезжаем в школы Москвы и Екатеринбурга",
      "неякорный раздел «Выездные спектакли»; якорный #shkoly (культпоходы в театр) — чужой источник."),
    S("rejected-best", "Бывают ли спектакли с тифлокомментированием для незрячих?", [(DOS, MA)],
      "спектакль в Москве идёт с тифлокомментированием",
      "неякорный раздел «Тифлокомментирование»; #sluh (индукционная петля) — другое."),
    S("rejected-best", "Есть ли у театра в Москве парковка?", [(SRV, MA)], "У театра в Москве своей парковки нет",
      "неякорный раздел «Парковка»."),
    S("rejected-best", "Сколько хранятся забытые в зале вещи?", [(INS, False)], "забытые вещи хранятся 3 месяца",
      "закрыто: инструкция капельдинера (rmp-kapeldinery); гардероб (#garderob) — чужой источник."),
    S("rejected-best", "Какую комиссию получает билетный агент?", [(AGT, False)],
      "комиссию 8 % от стоимости проданного билета", "закрыто: условия для агентов (rmp-agenty)."),
    S("rejected-best", "За сколько студенты покупали билет по весенней акции в Екатеринбурге?", [(AKC, False)],
      "за 500 ₽ по студенческому билету",
      "истекла 31 мая 2028 года; нынешние 1 800 ₽ — не цена акции."),
    S("rejected-best", "Сколько будет стоить билет на вечерний спектакль в Москве в 2029 году?", [(R29, False)],
      "2 800 ₽ для взрослых", "не опубликован (1 декабря 2028); нынешние 2 500 ₽ — 2028 года."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас оперные постановки?", [], "опер", "ничего об опере.", absent=["опер"]),
    S("nothing", "Проводите ли вы мастер-классы по актёрскому мастерству?", [], "мастер-класс",
      "ничего о мастер-классах.", absent=["мастер", "актёрск"]),
    S("nothing", "Есть ли у вас сцена в Новосибирске?", [], "новосибирск", "Москва, Екатеринбург, Алматы.",
      absent=["новосибирск"]),
    S("nothing", "Можно ли прийти на спектакль с собакой?", [], "собак", "ничего о животных.", absent=["собак"]),
    S("nothing", "Есть ли в театре wi-fi?", [], "wi-fi", "ничего об интернете.", absent=["wi-fi"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоил билет в Алматы в 2027 году?", [], "билет в алматы в 2027 году",
      "редакция 2027 года — российская (Москва, Екатеринбург); нынешние 9 000 ₸ — не цена 2027 года."),
    S("near-miss", "Сколько стоит аренда зала в Алматы?", [], "аренда зала в алматы",
      "аренда — только малого репетиционного зала в Москве (#arenda)."),
    S("near-miss", "Сколько мест в основном зале театра в Москве?", [], "мест в основном зале",
      "«80 мест» — у малого репетиционного зала (#arenda); 120 мест — у неопубликованной Малой сцены в "
      "Екатеринбурге; об основной сцене — ничего."),
    S("near-miss", "Какую предоплату нужно внести за групповую заявку?", [], "предоплата за групповую заявку",
      "«предоплата 50 %» — у аренды зала; групповая заявка оплачивается по счёту за 5 рабочих дней."),
    S("near-miss", "Во сколько открывается гардероб?", [], "гардероб открывается",
      "#garderob называет только закрытие (через 40 минут после окончания); буфет открывается за 1 час — другое."),
    S("near-miss", "Сколько длится антракт?", [], "длительность антракта",
      "антракт упомянут в #opozdanie и #bufet, его длительность — нигде."),
    S("near-miss", "Можно ли поменять абонемент на 4 спектакля на абонемент на 8 с доплатой?", [],
      "обмен абонемента на 4 спектакля на абонемент на 8",
      "обмен с доплатой разницы — правило билетов (#obmen); об обмене абонементов — ничего."),
    S("near-miss", "Есть ли скидка пенсионерам на абонемент?", [], "скидка пенсионерам на абонемент",
      "цена для пенсионеров названа для билетов; абонементы — без категорий зрителей."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит билет в москве на вечерний для взрослого?", ["rmp-prays-rf#bilety"],
      "2 500 ₽ для взрослых", "«скока»: 2 500 ₽; редакция 2027 года (2 200 рублей) — чужой источник.",
      absent=["скока"]),
    A("paraphrase-typo", "возвращаю билет за 2 дня до спектакля, деньги вернете?", ["rmp-vozvrat#vozvrat"],
      "меньше чем за 3 дня до спектакля деньги за билет не возвращаются", "2 дня меньше 3: нет.",
      absent=["вернете"]),
    S("paraphrase-typo", "программку скока стоит купить?", [(SRV, MA)],
      "Программку спектакля продаём в фойе за 200 ₽", "неякорный раздел «Программки».", absent=["скока"]),
    A("paraphrase-typo", "ребенку 3 года, на вечерний спектакль в алматы билет нужен?", ["rmp-prays-kz#bilety"],
      "Дети до 5 лет проходят бесплатно", "3 года — до 5: не нужен. «ребенку» без ё.", absent=["ребенку"]),
    A("paraphrase-typo", "буфет во скока открывается?", ["rmp-servis#bufet"],
      "Буфет открывается за 1 час до начала спектакля", "«во скока»: за 1 час до начала.", absent=["скока"]),
    S("paraphrase-typo", "слышал, в екб новая малая сцена открывается, когда?", [(MAL, False)],
      "откроется 14 февраля 2029 года", "не опубликован (10 декабря 2028); «екб» — Екатеринбург.",
      absent=["слышал", "екб"]),
    A("paraphrase-typo", "опоздали на детский спектакль минут на 10, пустят?", ["rmp-poseschenie#opozdanie"],
      "на детские спектакли опоздавших пускают в первые 15 минут", "10 минут — в пределах 15: да."),
    S("paraphrase-typo", "касса в алматы до скольки работает?", [(KAS, False)],
      "работает ежедневно с 11:00 до 20:00", "unknown-policy: запись о кассе в Алматы без policy."),
    A("paraphrase-typo", "абонемент купил 7 мес назад, спектакли остались, они сгорели?", ["rmp-abonementy#srok"],
      "Абонемент действует 6 месяцев со дня покупки", "«мес»: 7 месяцев больше 6 — да, сгорели."),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Рампа: правила посещения» о съёмке на поклонах?", ["rmp-poseschenie#semka"],
      "Снимать можно в фойе и на поклонах", "named title."),
    A("named-document", "Согласно документу «Рампа: групповые заявки и школьные культпоходы», за сколько дней подают групповую заявку?",
      ["rmp-gruppy#gruppy"], "не позднее чем за 14 дней до спектакля", "named title: 14 дней."),
    S("named-document", "Что сказано в «Рампа: доступная среда» о тифлокомментировании?", [(DOS, MA)],
      "спектакль в Москве идёт с тифлокомментированием",
      "named title; ответ — в его неякорном разделе «Тифлокомментирование» (тот же, что в rejected-best)."),
    A("named-document", "Что в «Рампа: возврат и обмен билетов» сказано об отмене спектакля театром?",
      ["rmp-vozvrat#otmena"], "полный возврат денег в течение 10 рабочих дней", "named title."),
]
