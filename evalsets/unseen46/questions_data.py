"""Labelled questions of unseen46 (the source of questions_*.jsonl; build_unseen46.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run. The split (2nd, 5th, 8th, ... question of each kind per file is holdout) was fixed in README.md
before the first corpus record was written.
This round leans on the reader's own dogs, ages, counts, days and times against a bound or a band (a
second dog sharing the suite; 16 nights against "14 nights or more … except from December 20 to January
3"; a 4-month-old puppy against "boarding from 6 months"; an 11-year-old against "10 years or older";
3 days against "at least 7 days"; 3 days against "at least 5 days … at least 24 hours"; 14:00 against two
check-in windows; 18 months against "older than 12 months"; three toys against "at most 2"; 10 dogs
against "up to 8 … at most 12"; «12 человек» against «больше 10 … больше 20»; «с 9 до 11» against «с 8:00
до 11:00»; «150 фото» against «от 100»; «30 часов» against «за 24 часа»; «15 минут» against «больше чем на
20 минут»; a child of 2, 10 or 12 against «до 3 / до 14 лет»; «50 разворотов» against «не больше 40»); on
per-unit prices (per dog per night, per trip, per injection; за час, за отпечаток, за весь заказ, за
человека); on exceptions («кроме», "except"); on rejected sections whose accepted neighbours share the
question's words and would give a wrong answer (cat boarding beside the dog's nightly price; the holiday
surcharge beside Seattle's price; extending a stay beside check-out; the family plan beside the
membership; the passport photo beside the 450 ₽ print; moving a photo session beside moving a deposit;
the print season ticket beside the rental one); on near-misses that put one country's, city's or
product's rule on another (the 2028 edition is Canada's / Russia's only; the late pick-up fee is
Canada's; delivery is Kazakhstan's; urgent printing is Russia's; pausing is the membership's, not the
pack's); on chat spellings; and on questions that name a document.
"""
from __future__ import annotations

NOW = "2029-11-20T10:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# kennel_en record ids
CA, C28, C30, US = "pwk-prices-ca-2029", "pwk-prices-ca-2028", "pwk-prices-ca-2030", "pwk-prices-us-2029"
OFF, POR, BOOK, HEALTH = "pwk-offer-summer-2029", "pwk-portland-2029", "pwk-booking-2029", "pwk-health-2029"
RULES, EV, GIFT, LOY = "pwk-house-rules-2029", "pwk-events-2029", "pwk-gift-cards-2029", "pwk-loyalty-2029"
SERV, STAFF, PART, PARK = "pwk-services-2029", "pwk-staff-handbook-2029", "pwk-partners-2029", "pwk-parking-toronto-2029"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is a night of boarding at Pawhaven Vancouver?", ["pwk-prices-ca#boarding"],
      "C$44 per dog per night at Pawhaven Vancouver",
      "C$44 per dog per night (Toronto C$48 in the same sentence); the 2028 edition (40 Canadian dollars) and the "
      "2030 edition (CAD 48, which is today's Toronto figure) are wrong sources."),
    A("answerable", "What does a day of daycare cost at Pawhaven Denver?", ["pwk-prices-us#daycare"],
      "US$35 per dog at Pawhaven Denver",
      "US$35 (Seattle US$39; Canada's C$39 is another country's; US$35 is also the US second dog's boarding price)."),
    A("answerable", "I'm boarding my two dogs together in Toronto. What does the second one pay?",
      ["pwk-prices-ca#boarding"], "shares the suite pays C$30 per night",
      "C$30 per night for the second dog (the first pays C$48); per night, not per stay."),
    A("answerable", "We're booking 16 nights for our dog in Vancouver in March. Do we get a discount?",
      ["pwk-prices-ca#boarding"], "Stays of 14 nights or more are 10% cheaper",
      "16 is over 14 and March is outside December 20 to January 3: yes, 10% off."),
    A("answerable", "Is there a discount for long boarding stays in Seattle?", ["pwk-prices-us#boarding"],
      "There is no long-stay discount in the United States", "no (Canada's 10% from 14 nights is another country's)."),
    A("answerable", "What did a night of boarding cost at Pawhaven Toronto in 2028?", ["pwk-prices-ca-2028#boarding"],
      "44 Canadian dollars per dog per night at Pawhaven Toronto",
      "a past year: the historical 2028 edition; today's C$48 is a wrong source (and C$44 is today's Vancouver price)."),
    A("answerable", "My puppy is 4 months old. Can he board with you next month?", ["pwk-health#ages"],
      "for boarding from the age of 6 months", "4 months is under 6: no (daycare would take him, from 16 weeks)."),
    A("answerable", "My dog is 11. Can she stay with you for a week?", ["pwk-health#ages"],
      "Dogs aged 10 years or older are boarded only after a vet check in the last 6 months",
      "11 is over 10: yes, but only after a vet check in the last 6 months."),
    A("answerable", "My dog got her kennel cough shot 3 days ago. Can she board this weekend?",
      ["pwk-health#vaccinations"], "at least 7 days before the stay",
      "3 days is less than 'at least 7 days': no.", absent=["shot"]),
    A("answerable", "We have to cancel our dog's stay 3 days before check-in. Do we get the deposit back?",
      ["pwk-booking#cancellation"], "half of the deposit is refunded",
      "3 days is less than 5 days but more than 24 hours: half of the deposit."),
    A("answerable", "Can I drop my dog off for boarding at 14:00 on a Tuesday?", ["pwk-booking#drop-off"],
      "Boarding check-in is from 08:00 to 12:00 and from 16:00 to 19:00",
      "14:00 falls between the two check-in windows: no (from 16:00)."),
    A("answerable", "My boy is 18 months old and not neutered. Can he join group daycare?", ["pwk-health#neutering"],
      "Dogs older than 12 months must be spayed or neutered to join group daycare",
      "18 is over 12: no, unless he is booked for private play.", absent=["boy"]),
    A("answerable", "Can my dog bring his bed and three of his toys?", ["pwk-house-rules#belongings"],
      "at most 2 toys and one bed or blanket", "three is over 'at most 2': the bed yes, two toys only."),
    A("answerable", "Our company wants daycare for 12 employees' dogs. What discount do we get?",
      ["pwk-events#corporate"], "gets 15% off the daycare price", "12 is at least 10: 15% off."),
    A("answerable", "We want a birthday party in the play yard for 10 dogs in Denver. What do the extra dogs cost?",
      ["pwk-events#parties"], "Each extra dog costs C$15 or US$12",
      "10 is over 8 and within 'at most 12': two extra dogs at US$12 each (Denver is in the United States)."),
    A("answerable", "Can I use my 10-day daycare pack for a boarding stay?", ["pwk-loyalty#packs"],
      "Packs cannot be used for boarding", "no."),
    A("answerable", "Does the pet taxi pick up on Sundays?", ["pwk-services#pet-taxi"], "there is no taxi on Sundays",
      "no (Monday to Saturday)."),
    A("answerable", "Can I watch my dog on a webcam while he boards in Toronto?", ["pwk-services#webcams"],
      "Boarding suites have no webcams, except the premium suites at Pawhaven Vancouver",
      "the exception is Vancouver's premium suites: in Toronto, no."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much does it cost to board a cat at Pawhaven Vancouver?", [(CA, MA)],
      "30 Canadian dollars per cat per night",
      "unanchored 'Cat boarding'; the anchored #boarding of the same record (Vancouver C$44 per dog) is accepted and "
      "would give a wrong price; C$30 is also the second dog's price there."),
    S("rejected-best", "Is boarding in Seattle more expensive over Christmas?", [(US, MA)],
      "costs 10 USD more per dog per night",
      "unanchored 'Holiday surcharge'; #boarding (Seattle US$52, no long-stay discount) would mislead.",
      absent=["christmas"]),
    S("rejected-best", "My dog is already boarding with you. Can I add two more nights to his stay?", [(BOOK, MA)],
      "can be extended by phone while the dog is with us",
      "unanchored 'Extending a stay'; #drop-off ('charged another night') and #deposit are wrong sources."),
    S("rejected-best", "My diabetic dog needs insulin injections twice a day. Can your staff give them?",
      [(HEALTH, MA)], "Injections, insulin included, cost C$8 or US$8 per injection",
      "unanchored 'Medication'; #vaccinations and #ages would mislead.", absent=["diabetic"]),
    S("rejected-best", "Can I come and visit my dog while she is boarding?", [(RULES, MA)],
      "Owners may not visit their dog during a boarding stay",
      "unanchored 'Visiting during a stay'; #food ('Owners may bring …') and #behaviour are wrong sources."),
    S("rejected-best", "Can our rescue group hold an adoption day in your play yard?", [(EV, MA)],
      "Rescue groups may use the play yard free of charge for adoption days",
      "unanchored 'Adoption days'; #parties (the yard for C$180 / US$150) would mislead."),
    S("rejected-best", "We have four dogs. Is the unlimited membership cheaper for us?", [(LOY, MA)],
      "half price for each further dog",
      "unanchored 'Family plan'; #membership (C$520 / US$480 per dog) would mislead."),
    S("rejected-best", "How many dogs does one handler look after in group daycare?", [(STAFF, False)],
      "One handler supervises at most 12 dogs in group daycare",
      "denied: staff handbook (pwk-staff); #parties ('at most 12 dogs in all') is a wrong source."),
    S("rejected-best", "What referral fee do partner vet clinics get for a new client?", [(PART, False)],
      "a referral fee of C$20 or US$20",
      "denied: partner terms (pwk-partner); #pet-taxi (C$20 per trip) and #ages ('vet check') are wrong sources."),
    S("rejected-best", "How much was the summer daycare pass at Pawhaven Denver?", [(OFF, False)],
      "a summer daycare pass of 10 days for US$299 per dog",
      "expired August 31, 2029; #packs (10 days for US$330) and #daycare (Denver US$35) are not the pass's price."),
    S("rejected-best", "What will a night of boarding in Toronto cost in 2030?", [(C30, False)],
      "CAD 52 per dog per night at Pawhaven Toronto",
      "not yet published (December 1, 2029); today's C$48 is 2029's (and CAD 48 is Vancouver's 2030 figure)."),
    S("rejected-best", "Do Pawhaven employees get a discount when they board their own dogs?", [(STAFF, False)],
      "Employees board their own dogs at 50% off",
      "denied: staff handbook; #corporate (15% off daycare for a company's employees) is a wrong source."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you board rabbits?", [], "rabbit", "dogs, and cats in Vancouver (unanchored); no rabbits.",
      absent=["rabbit"]),
    S("nothing", "Is there a Pawhaven in Montreal?", [], "montreal",
      "Toronto, Vancouver, Seattle, Denver (Portland later).", absent=["montreal"]),
    S("nothing", "Do you offer dog walking at the owner's home?", [], "dog walking", "no walking service.",
      absent=["walking", "home"]),
    S("nothing", "Do military veterans get a discount?", [], "veteran", "no such discount.",
      absent=["veteran", "military"]),
    S("nothing", "Can you microchip my dog?", [], "microchip", "nothing on microchips.", absent=["microchip"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a daycare day cost at Pawhaven Denver in 2028?", [], "denver in 2028",
      "the 2028 edition is Canada's only; Denver's US$35 is today's."),
    S("near-miss", "Do Paw points members get a discount on grooming?", [], "discount on grooming",
      "Paw points give every 10th boarding night free; nothing about grooming."),
    S("near-miss", "Can I pause my 20-day daycare pack while I'm away?", [], "pack can be paused",
      "pausing is the unlimited membership's rule (once a year, up to 30 days); packs are valid 6 months, nothing "
      "on pausing."),
    S("near-miss", "Does a second dog get a cheaper rate in daycare?", [], "second dog in daycare",
      "the second-dog price is boarding's (C$30 / US$35); packs can be shared, but no second-dog daycare rate."),
    S("near-miss", "How much is the deposit for a dog birthday party?", [], "deposit for a dog birthday party",
      "the deposit is boarding's (one night per dog); the party names none."),
    S("near-miss", "How much does a Spa day voucher cost?", [], "spa day voucher costs",
      "the voucher's contents and validity are given, not its price; a reader may add a bath and a nail trim."),
    S("near-miss", "How much is a premium suite per night at Pawhaven Vancouver?", [], "premium suite costs",
      "premium suites are named only for their webcams; Vancouver's C$44 is the ordinary nightly price."),
    S("near-miss", "Is there a late pick-up fee for daycare at Pawhaven Seattle?", [],
      "late pick-up fee for daycare at pawhaven seattle",
      "the late fee (C$15 per started 15 minutes after 19:00) is Canada's; the US list names none."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is doggy daycare in seattle per day", ["pwk-prices-us#daycare"],
      "US$39 per dog at Pawhaven Seattle", "'hw', 'doggy': US$39 (Denver US$35).", absent=["hw", "doggy"]),
    A("paraphrase-typo", "can i bring raw food for my pup??", ["pwk-house-rules#food"],
      "except frozen commercial raw food", "only frozen commercial raw food, stored for C$2 or US$2 a day."),
    S("paraphrase-typo", "how much 4 a swim in the dog pool in denver", [(SERV, MA)],
      "A swim of 30 minutes costs US$25 per dog",
      "'4' for 'for': unanchored 'Swimming pool'; #daycare (Denver US$35) would mislead."),
    A("paraphrase-typo", "wat shots does my dog need b4 boarding", ["pwk-health#vaccinations"],
      "rabies, distemper, parvovirus and kennel cough", "'wat', 'shots', 'b4': the four vaccinations.",
      absent=["shots", "b4"]),
    A("paraphrase-typo", "pet taxi for 10km how much", ["pwk-services#pet-taxi"],
      "within 15 km of the kennel for C$20 or US$18 per trip",
      "'10km': within 15 km, C$20 or US$18 per trip one way.", absent=["10km"]),
    S("paraphrase-typo", "is the portland location open yet", [(POR, False)], "Pawhaven Portland opens on January 15, 2030",
      "not yet published (December 10, 2029).", absent=["location"]),
    A("paraphrase-typo", "is the membership mon-fri only or weekends too", ["pwk-loyalty#membership"],
      "covers Monday to Friday only", "'mon-fri': Monday to Friday only.", absent=["mon-fri", "weekends"]),
    S("paraphrase-typo", "free parking at the toronto kennel??", [(PARK, False)], "park free for 20 minutes",
      "unknown-policy: the parking record has no policy; #boarding / #webcams (Toronto) are wrong sources."),
    A("paraphrase-typo", "min age for obedience class?", ["pwk-services#training"],
      "every dog must be at least 5 months old", "'min' for 'minimum': 5 months."),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Pawhaven booking and cancellation, until when can I cancel a daycare day for free?",
      ["pwk-booking#cancellation"], "until 20:00 on the evening before", "named title: until 20:00 the evening before."),
    A("named-document", "What does Pawhaven training and extra services say about the price of private training?",
      ["pwk-services#training"], "Private training costs C$90 or US$80 per hour",
      "named title: C$90 or US$80 per hour (group classes C$240 / US$220 per dog)."),
    S("named-document", "What does Pawhaven gift cards say about replacing a lost gift card?", [(GIFT, MA)],
      "A lost gift card is replaced once, free of charge",
      "named title; the answer is in its unanchored 'Lost cards'."),
    A("named-document", "In Pawhaven house rules, are squeaky toys allowed?", ["pwk-house-rules#belongings"],
      "squeaky toys are not allowed in the group areas", "named title: not in the group areas."),
]

# foto_ru record ids
RF, R28, R30, KZ = "fst-ceny-rf-2029", "fst-ceny-rf-2028", "fst-ceny-rf-2030", "fst-ceny-kz-2029"
AKC, SHY, BRON, DETI = "fst-akciya-vypusknoy-2029", "fst-shymkent-2029", "fst-bronirovanie-2029", "fst-deti-2029"
PRA, KORP, SERT, ABON = "fst-pravila-2029", "fst-korporativy-2029", "fst-sertifikaty-2029", "fst-abonementy-2029"
USL, INS, FPART, FPARK = "fst-uslugi-2029", "fst-instrukciya-2029", "fst-partnery-2029", "fst-parkovka-kazan-2029"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит час аренды зала в Новосибирске?", ["fst-ceny-rf#arenda"], "2 600 ₽ в Новосибирске",
      "Новосибирск — второй город фразы: 2 600 ₽ (3 200 ₽ — Казань); редакции 2028 (2 300 рублей) и 2030 (2 900 ₽) — "
      "чужие."),
    A("answerable", "Сколько стоит час аренды студии в Астане?", ["fst-ceny-kz#arenda"], "10 500 ₸ в Астане",
      "10 500 тенге (Алматы — 12 000 ₸); российские цены — чужие."),
    A("answerable", "Нас будет 12 человек вместе с фотографом, снимаем зал в Казани. Цена за час изменится?",
      ["fst-ceny-rf#arenda"], "если людей больше 10, час аренды стоит на 500 ₽ дороже",
      "12 больше 10, но не больше 20: да, час на 500 ₽ дороже (в час, не за всё время)."),
    A("answerable", "Хочу снять зал в Казани во вторник с 9 до 11 утра. Будет дешевле?", ["fst-ceny-rf#arenda"],
      "С понедельника по пятницу с 8:00 до 11:00 действует утренний тариф",
      "вторник и 9–11 внутри «с 8:00 до 11:00»: да, 1 900 ₽ в час, если день не праздничный."),
    A("answerable", "Есть ли утренний тариф в Алматы?", ["fst-ceny-kz#arenda"], "Утреннего тарифа в Казахстане нет",
      "нет (российский утренний тариф 1 900 ₽ — чужой)."),
    A("answerable", "Сколько стоила аренда зала в Новосибирске в 2028 году?", ["fst-ceny-rf-2028#arenda"],
      "2 300 рублей в Новосибирске", "прошлый год: историческая редакция; нынешние 2 600 ₽ — чужой источник."),
    A("answerable", "Можно ли заказать фотосессию с фотографом в Астане?", ["fst-ceny-kz#fotosessii"],
      "Фотосессии с фотографом проводятся только в Алматы", "нет: только в Алматы."),
    A("answerable", "Мне нужно напечатать 150 фото 10×15 в Казани. Сколько будет стоить один отпечаток?",
      ["fst-ceny-rf#pechat"], "При заказе от 100 отпечатков 10×15 цена — 18 ₽ за отпечаток",
      "150 больше 100: 18 ₽ за отпечаток (не 24,90 ₽)."),
    A("answerable", "Отменяю аренду зала за 30 часов до начала. Предоплату вернут?", ["fst-bronirovanie#otmena"],
      "не позднее чем за 24 часа до начала предоплата возвращается полностью",
      "30 часов — раньше, чем за 24: да, полностью."),
    A("answerable", "Опаздываем минут на 15, но позвонили и предупредили. Бронь не снимут?",
      ["fst-bronirovanie#opozdanie"], "больше чем на 20 минут и не предупредил",
      "15 меньше 20, и клиент предупредил: не снимут; но опоздание не продлевает аренду."),
    A("answerable", "Сыну 12 лет, может он прийти на съёмку без взрослых?", ["fst-deti#deti"],
      "Дети до 14 лет находятся в студии только вместе со взрослым", "12 меньше 14: нет.", absent=["сыну"]),
    A("answerable", "Дочке 2 года. Сколько продлится её съёмка?", ["fst-deti#deti"],
      "Съёмка ребёнка до 3 лет длится не более 40 минут", "2 меньше 3: не более 40 минут.", absent=["дочке"]),
    A("answerable", "Можно ли на фото моего 10-летнего сына сделать его стройнее?", ["fst-deti#retush"],
      "На фото детей до 14 лет сложную ретушь не делают, кроме замены фона",
      "изменение фигуры — сложная ретушь; 10 меньше 14, исключение — только замена фона: нет.",
      absent=["стройнее"]),
    A("answerable", "Можно ли принести на съёмку свои блёстки?", ["fst-pravila#rekvizit"],
      "кроме конфетти, блёсток, краски и живого огня", "свой реквизит можно, но блёстки — исключение: нет."),
    A("answerable", "Семейная фотосессия в Казани: нас пятеро взрослых и ребёнок двух лет. Будет доплата за шестого?",
      ["fst-deti#deti", "fst-ceny-rf#fotosessii"],
      "Дети до 3 лет не считаются участниками семейной фотосессии и не оплачиваются",
      "ребёнок до 3 лет не считается участником: пятеро внутри 2–5, доплаты нет (9 000 ₽ за всю семью)."),
    A("answerable", "Можно ли снимать по абонементу для фотографов в пятницу?", ["fst-abonementy#abonement"],
      "только с понедельника по четверг", "пятница вне «с понедельника по четверг»: нет."),
    A("answerable", "Можно ли оплатить баллами весь заказ?", ["fst-abonementy#karta"],
      "Баллами можно оплатить не более 30 % заказа", "нет: не более 30 %."),
    A("answerable", "Можно взять платье из проката домой до вечера?", ["fst-uslugi#platya"],
      "Выносить одежду из студии нельзя", "нет: только на время съёмки."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит фото на паспорт в Казани?", [(RF, MA)],
      "Фото на паспорт и визу стоит 450 ₽ за 4 снимка",
      "неякорный раздел «Фото на документы»; якорный #pechat того же прайса (30×40 — тоже 450 ₽) принят и ввёл бы в "
      "заблуждение."),
    S("rejected-best", "Сколько стоит печать на холсте в Астане?", [(KZ, MA)],
      "Печать на холсте 40×60 в Астане стоит 18 000 тенге",
      "неякорный раздел «Печать на холсте»; #pechat (30×40 — 2 200 тенге) — чужой источник."),
    S("rejected-best", "Можно ли перенести фотосессию с фотографом на другой день?", [(BRON, MA)],
      "Съёмку с фотографом можно бесплатно перенести один раз",
      "неякорный раздел «Перенос съёмки»; #otmena («перенести на другую дату в течение 30 дней» — о предоплате "
      "аренды) ввёл бы в заблуждение."),
    S("rejected-best", "Сколько стоит фотосессия новорождённого?", [(DETI, MA)], "за 12 000 ₽ или 45 000 тенге",
      "неякорный раздел «Новорождённые»; #deti и #fotosessii — чужие источники."),
    S("rejected-best", "Можно ли прийти на съёмку со своей собакой?", [(PRA, MA)],
      "Снимать с животными можно только по будням",
      "неякорный раздел «Животные в студии»; #rekvizit («Свой реквизит приносить можно») ввёл бы в заблуждение.",
      absent=["собакой"]),
    S("rejected-best", "Сколько стоит выезд фотографа за город?", [(KORP, MA)],
      "40 ₽ или 150 тенге за каждый километр",
      "неякорный раздел «Выездная съёмка»; #korporativ («съёмка проходит в офисе клиента») — чужой источник."),
    S("rejected-best", "Сколько стоит абонемент на печать фотографий?", [(ABON, MA)],
      "Абонемент на печать 500 фото 10×15 стоит 9 900 ₽",
      "неякорный раздел «Абонемент на печать»; #abonement (25 000 ₽ за 10 часов аренды) дал бы неверную цену."),
    S("rejected-best", "Сколько времени закладывают на уборку зала между бронями?", [(INS, False)],
      "закладывает 15 минут на уборку зала",
      "закрыто: инструкция администратора (fst-staff); #opozdanie («каждые начатые 15 минут») — чужой источник."),
    S("rejected-best", "Сколько процентов получают приглашённые фотографы с аренды?", [(FPART, False)],
      "получают 10 % от стоимости аренды",
      "закрыто: условия для партнёров (fst-partner); #predoplata (50 %) — чужой источник."),
    S("rejected-best", "Сколько стоила выпускная фотосессия класса в Новосибирске?", [(AKC, False)],
      "стоила 25 000 ₽ за весь класс",
      "истекла 31 июля 2029; #gruppy (15 000 ₽ за группу до 30 человек) — не цена акции."),
    S("rejected-best", "Сколько будет стоить час аренды в Казани в 2030 году?", [(R30, False)], "3 600 ₽ в Казани",
      "не опубликован (1 декабря 2029); нынешние 3 200 ₽ — 2029 года."),
    S("rejected-best", "Какая скидка у сотрудников студии на печать фото?", [(INS, False)],
      "печатают фото со скидкой 50 %",
      "закрыто: инструкция администратора; #otmena (скидка 20 %) и #karta (5 %) — чужие источники."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас студия в Санкт-Петербурге?", [], "петербург",
      "Казань, Новосибирск, Алматы, Астана (Шымкент позже).", absent=["петербург", "санкт"]),
    S("nothing", "Печатаете ли вы фото на кружках?", [], "кружк", "ничего о печати на кружках.", absent=["кружк"]),
    S("nothing", "Есть ли скидка для студентов?", [], "студент", "ничего о студентах.", absent=["студент"]),
    S("nothing", "Можно ли у вас арендовать дрон для съёмки?", [], "дрон", "ничего о дронах.", absent=["дрон"]),
    S("nothing", "Делаете ли вы ламинирование фотографий?", [], "ламинир", "ничего о ламинировании.",
      absent=["ламинир"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоила аренда зала в Алматы в 2028 году?", [], "алматы в 2028",
      "редакция 2028 года — российская (Казань, Новосибирск); нынешние 12 000 ₸ — не цена 2028 года."),
    S("near-miss", "Есть ли утренний тариф на печать фотографий?", [], "утренний тариф на печать",
      "утренний тариф — у аренды зала; о скидке на печать по утрам — ничего."),
    S("near-miss", "Можно ли заморозить абонемент для фотографов?", [], "заморозить абонемент",
      "абонемент действует 3 месяца, пн–чт, до 3 часов в день; о заморозке — ничего.", absent=["замороз"]),
    S("near-miss", "Сколько стоит доставка готовых фото по Казани?", [], "доставка готовых фото по казани",
      "доставка (1 500 тенге, бесплатно от 15 000 тенге) — казахстанская; о доставке в России — ничего."),
    S("near-miss", "Дают ли скидку 20 % на фотосессию в день рождения?", [], "скидку 20 % на фотосессию",
      "20 % — скидка на следующую аренду, если бронь отменила студия; о дне рождения — ничего."),
    S("near-miss", "Сколько стоит срочная печать фото в Алматы?", [], "срочная печать фото в алматы",
      "срочная печать (+200 ₽ за заказ) — российская; срочная обработка (6 000 тенге) — другая услуга."),
    S("near-miss", "Можно ли передать абонемент для фотографов коллеге?", [], "передать абонемент",
      "о передаче абонемента — ничего.", absent=["коллеге"]),
    S("near-miss", "Сколько платят за испорченную циклораму?", [], "испорченную циклораму",
      "оплачивается испорченный бумажный фон (600 ₽ / 2 500 тенге за метр); о порче циклорамы — ничего."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит распечатать фотку 10 на 15 в казани", ["fst-ceny-rf#pechat"],
      "печать фото 10×15 стоит 24,90 ₽ за отпечаток", "«скока», «фотку», «10 на 15»: 24,90 ₽ за отпечаток.",
      absent=["скока", "фотку", "распечатать"]),
    A("paraphrase-typo", "визажиста можно заказать за день до съемки?", ["fst-uslugi#vizazhist"],
      "не позднее чем за 3 дня до съёмки", "«съемки» без ё; день меньше 3 дней: нет.", absent=["съемки"]),
    S("paraphrase-typo", "скока стоит видеосъемка бэкстейджа", [(USL, MA)],
      "Видеосъёмка бэкстейджа стоит 5 000 ₽ за час",
      "«скока», «видеосъемка» без ё: неякорный раздел «Видеосъёмка»; #vizazhist и #fotoknigi — чужие.",
      absent=["скока", "видеосъемка"]),
    A("paraphrase-typo", "сколько ждать готовые фотки после фотосесии", ["fst-deti#sroki"],
      "не позднее чем через 10 рабочих дней после съёмки", "«фотки», «фотосесии»: до 10 рабочих дней.",
      absent=["фотки", "фотосесии"]),
    A("paraphrase-typo", "фотокнига на 50 разворотов реально сделать?", ["fst-uslugi#fotoknigi"],
      "в книге может быть не больше 40 разворотов", "50 больше 40: нет.", absent=["реально"]),
    S("paraphrase-typo", "шымкент када открываетесь", [(SHY, False)], "откроется 10 января 2030 года",
      "«када»: не опубликован (5 декабря 2029).", absent=["када"]),
    A("paraphrase-typo", "можна ли в зале покушать", ["fst-pravila#eda"], "Есть и пить в зале нельзя",
      "«можна», «покушать»: нет, в гримёрке.", absent=["можна", "покушать"]),
    S("paraphrase-typo", "парковка у студии в казани бесплатная?", [(FPARK, False)], "паркуются бесплатно 2 часа",
      "unknown-policy: запись о парковке без policy; #arenda (Казань) — чужой источник."),
    A("paraphrase-typo", "исходники отдаете?", ["fst-deti#sroki"],
      "Исходники не выдаются, кроме съёмок для корпоративных клиентов",
      "«отдаете» без ё: нет, кроме корпоративных клиентов.", absent=["отдаете"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Вспышка: бронирование и отмена» о том, за сколько нужно бронировать зал?",
      ["fst-bronirovanie#predoplata"], "не позднее чем за 2 часа до начала", "named title: за 2 часа."),
    A("named-document", "Согласно «Вспышка: услуги», сколько стоит дополнительный разворот фотокниги?",
      ["fst-uslugi#fotoknigi"], "каждый дополнительный разворот — 150 ₽", "named title: 150 ₽."),
    S("named-document", "Что в «Вспышка: подарочные сертификаты» сказано об утерянном сертификате?", [(SERT, MA)],
      "Утерянный электронный сертификат восстанавливают бесплатно",
      "named title; ответ — в его неякорном разделе «Утерянный сертификат»."),
    A("named-document", "Что сказано в «Вспышка: корпоративная и групповая съёмка» о том, когда компания оплачивает "
      "портреты?", ["fst-korporativy#korporativ"], "Компания платит по счёту 100 % до съёмки",
      "named title: 100 % до съёмки, по счёту."),
]
