"""Labelled questions of unseen58 (the source of questions_*.jsonl; build_unseen58.py writes them).

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
stated nowhere: another country's edition, service, count, size, period or visit), joined 3 (two
sections' topics joined; the combination is stated nowhere), paraphrase-typo 8 (stops: the 3rd, 6th,
8th), named-document 3 (the stop is the 3rd), access-labels 3 (the reader's labels other than `public`;
the stop is the 3rd), other-time 2 (a `now` other than NOW, both completed).
"""
from __future__ import annotations

NOW = "2040-06-17T10:00:00Z"
OFFER_TIME = "2040-04-08T09:00:00Z"
NEXT_YEAR = "2041-02-12T09:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# grooming_en record ids
PCA, PUS, P39, P41 = "bwg-prices-ca-2040", "bwg-prices-us-2040", "bwg-prices-ca-2039", "bwg-prices-ca-2041"
SERV, MATT, FLEA, VACC = "bwg-services-2040", "bwg-matting-2040", "bwg-fleas-2040", "bwg-vaccinations-2040"
BEHAV, AGES, INJ, DROP = "bwg-behaviour-2040", "bwg-ages-2040", "bwg-injuries-2040", "bwg-dropoff-2040"
NOSH, DEP, MOB, PACK = "bwg-noshows-2040", "bwg-deposits-2040", "bwg-mobile-2040", "bwg-packages-2040"
GIFT, PHOT, COMP = "bwg-giftcards-2040", "bwg-photos-2040", "bwg-complaints-2040"
STAFF, PARTN, CLUB = "bwg-staff-2040", "bwg-partners-2040", "bwg-club-2040"
OFFER, BALLARD, SHOW = "bwg-offer-spring-2040", "bwg-ballard-2040", "bwg-show-grooms-2040"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much is a full groom for a small dog at Leslieville?", ["bwg-prices-ca#full-groom"],
      "C$80 at Leslieville",
      "Leslieville read as Canada: C$80. The 2039 edition (74 CAD, historical, a past year), the 2041 edition (CAD 88, "
      "not yet published) and the spring offer (C$70, expired) are wrong sources; Kitsilano's C$85 is the same "
      "sentence's other salon."),
    A("answerable", "My dog weighs 30 kg. How much is a full groom at Kitsilano?", ["bwg-prices-ca#full-groom"],
      "a large dog over 25 kg costs C$135 at both salons",
      "Kitsilano read as Canada; the reader's 30 kg is over 25 kg: C$135 (the small dog's C$85 at Kitsilano is the "
      "wrong band)."),
    A("answerable", "Can I get my cat groomed at Leslieville?", ["bwg-prices-ca#cats"], "Leslieville does not groom cats",
      "no: cats only at Kitsilano in Canada (C$110)."),
    A("answerable", "Which vaccinations does my dog need for a groom in the United States?", ["bwg-vaccinations#dogs"],
      "dogs also need a bordetella (kennel cough) vaccination",
      "rabies and DHPP, and in the United States also bordetella at least 7 days before. The record has no "
      "jurisdiction; the sentence names the country."),
    A("answerable", "Is a rabies tag enough as proof of vaccination?", ["bwg-vaccinations#proof"],
      "a rabies tag alone is not accepted", "no: a signed rabies certificate or the clinic's emailed record."),
    A("answerable", "Who pays the vet if my dog is hurt by the groomer?", ["bwg-injuries#vet-visits"],
      "the salon pays the vet's bill", "actor: the salon (a member of staff takes the pet to the clinic)."),
    A("answerable", "Can the groomer give my dog a sedative before the groom?", ["bwg-behaviour#sedation"],
      "Groomers never give a pet a sedative", "no, never; a pet sedated on the day is not groomed at all."),
    A("answerable", "My puppy is 10 weeks old. Can it have its first groom?", ["bwg-ages#puppies"],
      "from 12 weeks of age", "10 weeks is under 12: not yet. The unanchored 'Puppy introductions' (a visit, not a "
      "groom) is not what is asked."),
    A("answerable", "Who has to sign before a badly matted dog is shaved?", ["bwg-matting#severe-matting"],
      "only after the owner signs a shave-down consent", "actor: the owner."),
    A("answerable", "How much is a flea bath in the United States?", ["bwg-fleas#fleas-found"],
      "US$22 in the United States", "US$22 extra, when live fleas are found during a groom."),
    A("answerable", "I cancelled my appointment 12 hours before. What will I be charged?", ["bwg-noshows#cancelling"],
      "A cancellation less than 24 hours before is charged 50% of the service price",
      "12 hours is less than 24: 50% of the service price (no sum derived)."),
    A("answerable", "I collected my dog two hours after the salon's text at Kitsilano. Do I pay a late fee?",
      ["bwg-dropoff#late-pickup"], "a late pick-up fee of C$15 in Canada",
      "Kitsilano read as Canada; two hours is more than 30 minutes: yes, C$15 for each hour or part of an hour (the "
      "label needs no total)."),
    A("answerable", "Does the mobile van come to an address 15 km from Leslieville?", ["bwg-mobile#service-area"],
      "within 20 km of the Kitsilano and Leslieville salons", "15 km is within 20 km: yes."),
    A("answerable", "How long is a grooming package valid?", ["bwg-packages#package-rules"],
      "valid for 12 months from the day it is bought", "12 months; unused grooms are lost."),
    A("answerable", "How many days do I have to complain about a groom?", ["bwg-complaints#complaint"],
      "within 3 days of the groom", "3 days, by phone or email, with photos. The re-groom's 7 days is another rule."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much does teeth brushing cost?", [(PCA, MA)],
      "teeth brushing can be added to any groom for C$15",
      "unanchored 'Teeth brushing' of the Canadian price list; no anchored fragment names teeth."),
    S("rejected-best", "Do you do hand stripping for terriers?", [(SERV, MA)],
      "Hand stripping for wire-coated terriers is done only at Leslieville",
      "unanchored 'Hand stripping' of the services record; #double-coats (huskies, malamutes, shepherds) is another "
      "coat."),
    S("rejected-best", "Can I book a quiet hour for my anxious dog?", [(BEHAV, MA)],
      "Anxious dogs can book a quiet hour",
      "unanchored 'Quiet hours'; #stopping (a stressed or aggressive pet) and #muzzles are not about booking a quiet "
      "time."),
    S("rejected-best", "Is a titer test accepted instead of vaccinations?", [(VACC, MA)],
      "A titer test result is accepted instead of the DHPP vaccination",
      "unanchored 'Titer tests'; #dogs and #proof name no titer test."),
    S("rejected-best", "How often are clipper blades sharpened?", [(STAFF, False)],
      "sent for sharpening every 2 weeks", "denied: the groomers' handbook (bwg-staff)."),
    S("rejected-best", "Are cage dryers used on flat-faced breeds?", [(STAFF, False)],
      "Cage dryers are never used on flat-faced breeds",
      "denied: the groomers' handbook. The unanchored 'Puppy introductions' (hear the dryers) is not about breeds."),
    S("rejected-best", "How much credit does a partner vet clinic get for referring a new client?", [(PARTN, False)],
      "a credit of C$10 in Canada",
      "denied: the terms for partner vets and breeders (bwg-partner). bwg-deposits#new-clients (a new client's "
      "deposit) is a wrong source."),
    S("rejected-best", "How far ahead can Brushwood Club members book?", [(CLUB, False)],
      "Members can book appointments up to 10 weeks ahead",
      "denied: the Club guide needs public AND bwg-club; a public reader lacks bwg-club."),
    S("rejected-best", "How much is the spring full groom for a small dog at Leslieville?", [(OFFER, False)],
      "a full groom for a small dog at Leslieville costs C$70",
      "expired April 30, 2040 (23:59:59); today's C$80 (bwg-prices-ca#full-groom) is not the spring price."),
    S("rejected-best", "How much will a full groom for a small dog cost at Kitsilano in 2041?", [(P41, False)],
      "CAD 92 at Kitsilano",
      "not yet published (November 20, 2040); today's C$85 is 2040's, and the 2039 edition is a past year."),
    S("rejected-best", "What happens if a pet starts panting heavily during the groom?", [(STAFF, MA)],
      "A pet that pants heavily or stumbles is moved to a cool table",
      "two reasons: the handbook is denied (bwg-staff) and the answer is in its unanchored 'Overheating'. "
      "bwg-behaviour#stopping (a stressed pet: the groom stops) does not name panting."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a grooming salon in Montreal?", [], "montreal",
      "Kitsilano, Leslieville, Fremont, Hawthorne (and Ballard, not yet published) only.", absent=["montreal"]),
    S("nothing", "Do you offer dog training classes?", [], "training", "nothing on training.", absent=["training"]),
    S("nothing", "Can you groom my rabbit?", [], "rabbit", "dogs and cats only; nothing on rabbits.", absent=["rabbit"]),
    S("nothing", "Do you sell dog shampoo?", [], "shampoo", "nothing on selling products or shampoo.",
      absent=["shampoo"]),
    S("nothing", "Do you trim a dog's whiskers?", [], "whiskers", "nothing on whiskers (the face is tidied, no more).",
      absent=["whisker"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much did a full groom for a small dog cost at Fremont in 2039?", [], "fremont in 2039",
      "the 2039 edition is Canada's only (Kitsilano, Leslieville); US$75 is Fremont's price now."),
    S("near-miss", "How much is a bath and tidy for a cat in Canada?", [], "bath and tidy for a cat",
      "a bath and tidy is priced for dogs by size; cats have a cat groom (C$110) only."),
    S("near-miss", "How much is a package of 10 full grooms in the United States?", [], "package of 10",
      "only a package of 6 (US$400); the loyalty card's 10th groom is free, which is not a package."),
    S("near-miss", "How much is a package of 6 full grooms for a large dog in Canada?", [], "package for a large dog",
      "the package of 6 is priced for a small dog only (C$450)."),
    S("near-miss", "What is the late pick-up fee per half hour in the United States?", [], "late fee per half hour",
      "the fee is US$12 for each hour or part of an hour; no price per half hour."),
    S("near-miss", "How long does a puppy's second visit last?", [], "puppy's second visit",
      "only the first visit is limited (no more than 1 hour); a second visit is stated nowhere."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Can I use a gift card to pay the mobile van's call-out fee?", [], "gift card for a call-out fee",
      "bwg-giftcards#gift-use (grooming at any salon or on the mobile van; not packages) and bwg-mobile#call-out do "
      "not say whether the call-out fee is 'grooming'; a reader may infer a yes."),
    S("joined", "Does a groom paid from a package get a stamp on the loyalty card?", [], "a stamp for a package groom",
      "bwg-packages#loyalty (a stamp for every full groom) and #packages do not say whether package grooms count."),
    S("joined", "Can a puppy's first groom be done in the mobile van?", [], "a puppy's first groom in the van",
      "bwg-ages#puppies (a bath and tidy, at most 1 hour) and bwg-mobile (the salon price plus a call-out fee) do not "
      "say whether a first puppy groom may be a van visit."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "price for bath and tidy for a lil dog at fremont", ["bwg-prices-us#bath-tidy"],
      "US$55 for a small dog", "'lil' for small, Fremont read as the United States: US$55.", absent=["lil"]),
    A("paraphrase-typo", "wich shots does my cat need for grooming", ["bwg-vaccinations#cats-vaccines"],
      "Cats need proof of a current rabies vaccination only", "'wich', 'shots' (vaccinations): rabies only.",
      absent=["wich", "shots"]),
    S("paraphrase-typo", "bluberry facial at hawthorne how much", [(PUS, MA)],
      "A blueberry facial is added to any groom at Hawthorne for US$12",
      "'bluberry'; unanchored 'Blueberry facial' of the United States price list; #full-groom and #bath-tidy name "
      "Hawthorne but no facial.", absent=["bluberry"]),
    A("paraphrase-typo", "my dog got a nick from the clipers what happens", ["bwg-injuries#nicks"],
      "The groomer cleans any nick", "'clipers': cleaned, told at pick-up, noted on the record.", absent=["clipers"]),
    A("paraphrase-typo", "if i canel 2 days before do i have to pay", ["bwg-noshows#cancelling"],
      "can be cancelled or moved free of charge up to 24 hours before it",
      "'canel': 2 days is more than 24 hours: no charge (the reader converts in their head; no figure is written).",
      absent=["canel"]),
    S("paraphrase-typo", "show grom at fremont price", [(SHOW, False)], "Show grooms at Fremont cost US$160",
      "'grom'; unknown-policy: the show grooms record has no policy line.", absent=["grom"]),
    A("paraphrase-typo", "do u guys post pics of my dog online", ["bwg-photos#pet-photos"],
      "may post the photos on the salon's social media",
      "'pics', 'online': yes, unless the owner says no at drop-off.", absent=["pics", "online"]),
    S("paraphrase-typo", "can i stay n watch while my dog gets groomed", [(DROP, MA)],
      "Owners may not wait in the grooming room",
      "no punctuation, 'n'; unanchored 'Waiting in the salon' of the drop-off record. bwg-mobile#at-door (a van "
      "groom without its owner) is about the van, not the salon."),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What do the Brushwood fleas and ticks rules say about flea collars?",
      ["bwg-fleas#flea-treatments"], "Groomers do not give spot-on, tablet or collar flea treatments",
      "named title: groomers do not give them; owners get them from their vet."),
    A("named-document", "According to Brushwood gift cards, can a gift card be exchanged for cash?",
      ["bwg-giftcards#gift-use"], "it is never exchanged for cash", "named title: no."),
    S("named-document", "What does Brushwood packages and loyalty cards say about packages for cats?", [(PACK, MA)],
      "Packages of 4 cat grooms are sold at Kitsilano only",
      "named title; the answer is in its unanchored 'Cat packages' (#packages prices a small dog's package)."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "When does a groomer report a bite?", ["bwg-staff#bites"],
      "reports the bite to the salon manager on the same day",
      "the reader holds public and bwg-staff: the handbook is readable; the same day, to the salon manager.",
      labels=("public", "bwg-staff")),
    A("access-labels", "What do Brushwood Club members get in their pet's birthday month?", ["bwg-club#birthday"],
      "a free bandana and nail trim", "the reader holds public and bwg-club.", labels=("public", "bwg-club")),
    S("access-labels", "How much is a bath and tidy for a small dog in the United States?", [(PUS, False)],
      "US$55 for a small dog",
      "the reader holds bwg-club but not public: the public price list is denied to them (CONTRACTS: all labels); "
      "the Club guide needs public too and states no price. The Canadian list (also denied) prices a bath and tidy "
      "too; the question names the United States, so it is not listed.", labels=("bwg-club",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there a spring price for a full groom at Leslieville?", ["bwg-offer-spring-2040#spring"],
      "a full groom for a small dog at Leslieville costs C$70",
      "now = 2040-04-08: the offer (1 to 30 April 2040) is current.", now=OFFER_TIME),
    A("other-time", "How much is a full groom for a small dog at Kitsilano?", ["bwg-prices-ca-2041#full-groom"],
      "CAD 92 at Kitsilano",
      "now = 2041-02-12: the 2041 edition is published and the 2040 list has expired; the 2039 edition is "
      "historical (a past year).", now=NEXT_YEAR),
]

# batut_ru record ids
CRF, CKG, C39, C41 = "prz-ceny-rf-2040", "prz-ceny-kg-2040", "prz-ceny-rf-2039", "prz-ceny-rf-2041"
VOZR, NOSKI, ZONY, ZDOR = "prz-vozrast-2040", "prz-noski-2040", "prz-zony-2040", "prz-zdorovye-2040"
INSTR, TRAVM, EDA, PRAZD = "prz-instruktazh-2040", "prz-travmy-2040", "prz-eda-2040", "prz-prazdniki-2040"
GRUP, ABON, SERT, PEREN = "prz-gruppy-2040", "prz-abonementy-2040", "prz-sertifikaty-2040", "prz-perenos-2040"
DNI, LGOT, HRAN, FOTO, PRET = ("prz-prazdnichnye-dni-2040", "prz-lgoty-2040", "prz-hranenie-2040", "prz-foto-2040",
                               "prz-pretenzii-2040")
STAFFR, AGENT, KLUB = "prz-instruktory-2040", "prz-agenty-2040", "prz-klub-2040"
AKC, KAZAN, LAZER = "prz-akciya-2040", "prz-kazan-2040", "prz-lazertag-2040"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит сеанс в будни в Екатеринбурге?", ["prz-ceny-rf#seansy"],
      "650 ₽ в Екатеринбурге в будни",
      "Екатеринбург — Россия: 650 ₽ за 60 минут. Редакция 2039 года (550 рублей, историческая, прошлый год), "
      "редакция 2041 года (720 руб., не опубликована) и весенняя акция (450 ₽, истекла) — чужие источники; 700 ₽ той "
      "же фразы — Новосибирск."),
    A("answerable", "Можно ли купить безлимит на весь день в Оше?", ["prz-ceny-kg#bezlimit"],
      "продаётся только в Бишкеке",
      "Ош — Кыргызстан: нет, безлимит только в Бишкеке. Российский безлимит (только в Новосибирске) — чужая страна."),
    A("answerable", "Моему сыну 6 лет. Можно ему в основной зал?", ["prz-vozrast#osnovnoy-zal", "prz-vozrast#malyshi"],
      "В основной зал допускаются гости от 7 лет",
      "6 лет меньше 7: нет; #malyshi (дети от 3 до 6 лет только в детской зоне) говорит то же и тоже может быть "
      "процитирован."),
    A("answerable", "Можно ли прыгать в обычных носках?", ["prz-noski#odezhda", "prz-noski#noski"],
      "в обычных носках и босиком на батуты не пускают",
      "нет; #noski (только в нескользящих) говорит то же и тоже может быть процитирован."),
    A("answerable", "Я вешу 110 кг. Можно мне прыгнуть в поролоновую яму?", ["prz-zony#yama"],
      "гостям весом больше 100 кг прыгать в яму нельзя",
      "110 кг больше 100: нет (на большие батуты — до 120 кг, но вопрос о яме)."),
    A("answerable", "Сколько стоят нескользящие носки в Кыргызстане?", ["prz-noski#noski"], "100 сомов в Кыргызстане",
      "100 сомов; свои с прорезиненной подошвой тоже подходят."),
    A("answerable", "Кто звонит родителям, если ребёнок получил травму?", ["prz-travmy#pri-travme"],
      "родителям ребёнка звонит администратор", "агент: администратор (инструктор оказывает первую помощь)."),
    A("answerable", "Можно ли принести с собой детское питание?", ["prz-eda#svoya-eda"],
      "кроме детского питания и воды в пластиковых бутылках", "да: детское питание — исключение из запрета."),
    A("answerable", "Сколько гостей нужно для праздника с отдельной комнатой?", ["prz-prazdniki#den-rozhdeniya"],
      "для группы от 8 гостей",
      "от 8 гостей; #imeninnik (именинник не входит в число гостей) уточняет, но вопрос о минимуме."),
    A("answerable", "За сколько дней нужно заказать аниматора?", ["prz-prazdniki#animator"],
      "не позднее чем за 3 дня до праздника", "не позднее чем за 3 дня."),
    A("answerable", "Сколько детей должно быть в школьной группе?", ["prz-gruppy#gruppy"],
      "организованные группы от 15 детей", "от 15 детей, в будни до 15:00."),
    A("answerable", "Можно ли прыгать по абонементу в субботу?", ["prz-abonementy#budni"],
      "По абонементу прыгают только в будни", "суббота — выходной: нет."),
    A("answerable", "Я отменил сеанс за час до начала. Вернут ли деньги?", ["prz-perenos#otmena-gost"],
      "при более поздней отмене деньги не возвращают",
      "час меньше 3 часов: нет, но сеанс можно один раз перенести в течение 7 дней."),
    A("answerable", "Какая скидка у многодетных семей в России?", ["prz-lgoty#mnogodetnye"],
      "скидку 30 % на сеансы в будни", "30 % в будни по удостоверению; в выходные и праздники скидки нет."),
    A("answerable", "Сколько дней хранят забытые вещи?", ["prz-hranenie#zabytye"], "Забытые вещи хранятся 14 дней",
      "14 дней (непарные носки и бутылки выбрасывают в тот же день)."),

    # --- rejected-best (11)
    S("rejected-best", "Есть ли у вас джампинг-фитнес?", [(CRF, MA)],
      "Групповые занятия джампинг-фитнесом проходят только в Екатеринбурге",
      "неякорный раздел «Джампинг-фитнес» российского прайса; ни один якорный фрагмент фитнес не называет."),
    S("rejected-best", "Сколько стоит батутный баскетбол?", [(CKG, MA)], "30 минут игры стоят 250 сомов",
      "неякорный раздел «Батутный баскетбол» прайса Кыргызстана; #detskaya-zona (30 минут за 300 сомов) — другая "
      "услуга и чужой источник."),
    S("rejected-best", "Есть ли сеансы только для взрослых?", [(VOZR, MA)],
      "отдельные взрослые сеансы проходят по пятницам после 20:00",
      "неякорный раздел «Взрослые»; #osnovnoy-zal (гости от 7 лет) об отдельных сеансах не говорит."),
    S("rejected-best", "С какого возраста пускают на слэклайн?", [(ZONY, MA)], "на него допускаются гости от 12 лет",
      "неякорный раздел «Слэклайн»; #ninja (от 8 лет) — другая зона и чужой источник."),
    S("rejected-best", "Во сколько осматривают сетки и маты?", [(STAFFR, False)], "осматривают каждое утро до 9:30",
      "закрыто: памятка инструктора (prz-staff)."),
    S("rejected-best", "Сколько гостей приходится на одного инструктора?", [(STAFFR, False)], "не больше 20 гостей",
      "закрыто: памятка инструктора."),
    S("rejected-best", "Какую комиссию получают организаторы праздников?", [(AGENT, False)], "комиссию 8 %",
      "закрыто: условия для организаторов праздников (prz-agent). prz-prazdniki — цены для гостей, чужой источник."),
    S("rejected-best", "Какая скидка у участников клуба прыгунов?", [(KLUB, False)], "скидку 20 % на сеансы в будни",
      "закрыто: правила клуба требуют public И prz-klub; у читателя только public."),
    S("rejected-best", "Сколько стоит сеанс на весенних каникулах в Екатеринбурге?", [(AKC, False)],
      "в Екатеринбурге стоит 450 ₽",
      "акция истекла 10 апреля 2040 (23:59:59); нынешние 650 ₽ (prz-ceny-rf#seansy) — не цена весенних каникул, "
      "prz-prazdnichnye-dni#kanikuly говорит о школьных каникулах вообще и цены не называет."),
    S("rejected-best", "Сколько будет стоить сеанс в будни в Новосибирске в 2041 году?", [(C41, False)],
      "780 руб. в Новосибирске",
      "не опубликована (20 ноября 2040); нынешние 700 ₽ — цена 2040 года, 600 рублей — 2039 года."),
    S("rejected-best", "Как выводят детей при пожарной тревоге?", [(STAFFR, MA)],
      "При пожарной тревоге инструктор выводит детей",
      "две причины: памятка закрыта (prz-staff), а ответ — в её неякорном разделе «Пожарная тревога»."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас парк в Караколе?", [], "каракол",
      "Новосибирск, Екатеринбург, Бишкек, Ош (и Казань, ещё не опубликована).", absent=["каракол"]),
    S("nothing", "Проводите ли вы выпускные вечера?", [], "выпускной", "праздники — дни рождения; о выпускных ничего.",
      absent=["выпускн"]),
    S("nothing", "Можно ли прийти в парк с собакой?", [], "собака", "ничего о животных.", absent=["собак"]),
    S("nothing", "Есть ли в парке банкомат?", [], "банкомат", "ничего о банкоматах.", absent=["банкомат"]),
    S("nothing", "Принимаете ли вы оплату «Пушкинской картой»?", [], "пушкинская карта",
      "названы карта, с которой платили (возврат), и счёт для групп; о «Пушкинской карте» ничего.",
      absent=["пушкинск"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоил сеанс в Бишкеке в 2039 году?", [], "бишкек в 2039",
      "редакция 2039 года — российская (Новосибирск, Екатеринбург); 500 сомов — нынешняя цена в Бишкеке."),
    S("near-miss", "Сколько стоит сеанс 90 минут в России?", [], "сеанс 90 минут",
      "сеансы названы на 60 и 30 минут, безлимит на весь день и 45 минут в новогодние каникулы; 90 минут — нигде."),
    S("near-miss", "Сколько стоит абонемент на 4 сеанса в России?", [], "абонемент на 4 сеанса",
      "абонементы на 8 (4 800 ₽) и на 12 сеансов (6 600 ₽); на 4 — нигде."),
    S("near-miss", "Сколько стоит праздник с отдельной комнатой на 3 часа прыжков в России?", [],
      "праздник на 3 часа прыжков", "праздник назван только с 2 часами прыжков и 1 часом в комнате (1 200 ₽ с гостя)."),
    S("near-miss", "С какого веса нельзя на скалодром?", [], "вес на скалодроме",
      "вес ограничен для ямы (100 кг), ниндзя-трассы (90 кг) и больших батутов (120 кг); для скалодрома — нигде."),
    S("near-miss", "На сколько дней можно заморозить подарочный сертификат?", [], "заморозка сертификата",
      "заморозка (до 14 дней) названа для абонемента; у сертификата — нигде."),

    # --- joined (3)
    S("joined", "Действует ли скидка многодетным на день рождения в парке?", [], "скидка многодетным на праздник",
      "prz-lgoty#mnogodetnye (30 % на сеансы в будни) и prz-prazdniki#den-rozhdeniya не говорят, считается ли "
      "праздник сеансом; читатель может вывести ответ в любую сторону."),
    S("joined", "Входят ли нескользящие носки в стоимость праздника?", [], "носки в цене праздника",
      "prz-noski#noski (свои или купленные на кассе) и prz-prazdniki#den-rozhdeniya (2 часа прыжков и 1 час в "
      "комнате) не говорят о носках на празднике."),
    S("joined", "Можно ли устроить день рождения для детей 4 лет в детской зоне?", [], "праздник в детской зоне",
      "prz-vozrast#malyshi (дети от 3 до 6 лет — только в детской зоне со взрослым) и prz-prazdniki (комната, от 8 "
      "гостей) не говорят, проводят ли праздник в детской зоне."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "сколька стоит прыгать в оше в субботу", ["prz-ceny-kg#seansy"], "600 сомов в обоих парках",
      "«сколька», Ош — Кыргызстан, суббота — выходной: 600 сомов.", absent=["сколька"]),
    A("paraphrase-typo", "с какого возраста пускают на ниндзю трассу", ["prz-zony#ninja"], "для гостей от 8 лет",
      "«ниндзю трассу»: с 8 лет (рост не ниже 130 см, вес до 90 кг).", absent=["ниндзю"]),
    S("paraphrase-typo", "астма у ребенка можно ему прыгать или нет", [(ZDOR, MA)],
      "Гостям с астмой прыгать можно только с ингалятором",
      "без знаков, «ребенка» через е; неякорный раздел «Астма» записи о здоровье. #protivopokazaniya астму не "
      "называет."),
    A("paraphrase-typo", "опаздаю на полчаса, сеанс продлите?", ["prz-perenos#opozdanie"],
      "время сеанса не продлевают", "«опаздаю», «полчаса»: нет, прыгает до конца своего сеанса.",
      absent=["опаздаю", "полчаса"]),
    A("paraphrase-typo", "до скольки лет малыши ходят в детскую зону", ["prz-vozrast#malyshi"],
      "Дети от 3 до 6 лет прыгают только в детской зоне",
      "«до скольки»: до 6 лет включительно (с 7 лет — основной зал). Цены детской зоны возраст не называют.",
      absent=["скольки"]),
    S("paraphrase-typo", "лазертаг в бишкеке скок стоит", [(LAZER, False)], "Лазертаг в Бишкеке стоит 450 сомов",
      "«скок»; unknown-policy: у записи о лазертаге policy «promo».", absent=["скок"]),
    A("paraphrase-typo", "можно на батут с жвачкой", ["prz-eda#kafe"], "на батуты нельзя брать жевательную резинку",
      "«жвачкой» — жевательная резинка: нет.", absent=["жвачк"]),
    S("paraphrase-typo", "в день защиты детей бесплатно для детей или как", [(DNI, MA)],
      "1 июня дети до 12 лет прыгают бесплатно",
      "разговорное «или как»; неякорный раздел «День защиты детей» записи о праздничных днях; #kanikuly и #rossiya "
      "о нём не говорят."),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Пружина: шкафчики и потерянные вещи» о потерянном ключе?",
      ["prz-hranenie#shkafchiki"], "за потерянный ключ платят 300 ₽ в России",
      "named title: 300 ₽ в России или 200 сомов в Кыргызстане."),
    A("named-document", "Согласно «Пружина: фото и видео», выдают ли гостям записи камер?", ["prz-foto#kamery"],
      "гостям не выдаются", "named title: нет, только по запросу полиции."),
    S("named-document", "Что сказано в «Пружина: претензии» о сообщениях в соцсетях?", [(PRET, MA)],
      "Сообщения в соцсетях претензией не считаются",
      "named title; ответ — в его неякорном разделе «Сообщения в соцсетях» (#fotograf другой записи говорит о "
      "соцсетях парка, не о претензиях)."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "На сколько минут закрывают зал между сеансами?", ["prz-instruktory#pereryv"], "на 10 минут",
      "у читателя public и prz-staff: памятка доступна.", labels=("public", "prz-staff")),
    A("access-labels", "Сколько стоит участие в турнире по трюкам в Кыргызстане для участников клуба?",
      ["prz-klub#turnir"], "350 сомов в Кыргызстане", "у читателя public и prz-klub: 350 сомов.",
      labels=("public", "prz-klub")),
    S("access-labels", "Сколько стоит сеанс в детской зоне в Кыргызстане?", [(CKG, False)], "300 сомов в обоих парках",
      "у читателя prz-klub без public: публичный прайс Кыргызстана ему закрыт (нужны все метки); правила клуба тоже "
      "требуют public и детскую зону не называют. Российский прайс (тоже закрыт) называет детскую зону, но вопрос "
      "о Кыргызстане, поэтому он не указан.", labels=("prz-klub",)),

    # --- other-time (2)
    A("other-time", "Есть ли цена на весенние каникулы в Екатеринбурге?", ["prz-akciya-2040#vesna"],
      "в Екатеринбурге стоит 450 ₽", "now = 2040-04-08: акция (с 25 марта по 10 апреля 2040) действует.",
      now=OFFER_TIME),
    A("other-time", "Сколько стоит сеанс в будни в Новосибирске?", ["prz-ceny-rf-2041#seansy"],
      "780 руб. в Новосибирске",
      "now = 2041-02-12: редакция 2041 года опубликована, прайс 2040 года истёк; редакция 2039 — историческая.",
      now=NEXT_YEAR),
]
