"""Labelled questions of unseen30 (the source of questions_*.jsonl; build_unseen30.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
This round leans on near-misses that name one of two similar things where the corpus speaks only of
the other (a 50-amp site in Canada, where only 30-amp sites are priced; a 30-lb propane tank where
only 20-lb cylinders are exchanged; a bottle of 1,5 л where corkage is per 0,75 л), on customers' own
words and chat spellings ("rig", "pup", "hookup"; «скока», «доставка до скольки», «супчик»), and on
questions with conditions ("if I arrive after 10 pm", «если гостей меньше 10»).
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

RUS, RCA, R27, R29 = "cp-rates-us-2028", "cp-rates-ca-2028", "cp-rates-us-2027", "cp-rates-us-2029"
BKG, CAN, CHK, RUL = "cp-reservations-2028", "cp-cancellations-2028", "cp-checkin-2028", "cp-rules-2028"
PET, FIR, VEH, RVR = "cp-pets-2028", "cp-fires-2028", "cp-vehicles-2028", "cp-rv-2028"
SRV, LTS, STF, SPR, STO = "cp-services-2028", "cp-longterm-2028", "cp-staff-2028", "cp-spring-2028", "cp-store-2028"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "how much is a hookup site for my rig per night in Moab this summer?", ["rates-us#rv"],
      "US$55 a night in peak season",
      "'rig' = an RV; 'hookup site' = the RV site with full hookups (30-amp): US$55 a night in peak season "
      "(May 15 to September 15; now is June). Moab is in the United States. Canada's C$65 and 2027's US$50 are "
      "wrong sources.", absent=["rig"]),
    A("answerable", "Can I bring my pup to a tent site in Bend?", ["pet-policy#pets"],
      "Up to 2 dogs or cats are allowed on each tent or RV site",
      "'pup' = a dog: yes, up to 2 per site, on a leash of at most 6 feet.", absent=["pup"]),
    A("answerable", "if I arrive after 10 pm, how do I get into the park?", ["check-in-out#late-arrival"],
      "sent to you by text message",
      "condition: after 22:00 the site number and gate code come by text message; register by 10:00 next morning."),
    A("answerable", "How much is a month on a 30-amp RV site in Kelowna?", ["rates-canada#rv"], "C$1,170 a month",
      "Kelowna is in Canada: C$1,170. US$1,170 is the US 50-amp month; US$990 the US 30-amp month."),
    A("answerable", "How many people are allowed on one campsite?",
      ["vehicles-guests#occupancy", "rates-us#seasons", "rates-canada#seasons"], "Each site holds up to 6 people",
      "up to 6 people. The rate cards' 'per site per night for up to 6 people' state the same number; the "
      "cabins' 'sleeps 4' is about cabins, not sites."),
    A("answerable", "can we have a campfire if theres a fire ban on?", ["fire-safety#fire-bans"],
      "no wood or charcoal fires are allowed anywhere in the park",
      "no; propane stoves and grills with a shut-off valve only. The fire ring rule (#campfires) is the rule "
      "without a ban."),
    A("answerable", "What time do I have to be out of a cabin on my last day?", ["check-in-out#check-out"],
      "at 10:00 for cabins", "10:00 for cabins (11:00 is for sites)."),
    A("answerable", "my rig is 40 ft, will it fit at the Asheville park?", ["rv-requirements#length"],
      "take RVs up to 35 feet",
      "no: Asheville takes RVs up to 35 feet (45 feet is Moab and Bend).", absent=["rig"]),
    A("answerable", "Do I get my money back if I cancel my RV site 10 days before we arrive?",
      ["cancellation-terms#cancelling"], "at least 7 days before arrival, the deposit is refunded minus a cancellation fee",
      "condition: 10 days is at least 7, so the deposit is refunded minus the US$15 / C$20 fee."),
    A("answerable", "How much does it cost to bring a second car in the US?", ["vehicles-guests#vehicles"],
      "US$10 a night in the United States", "'car' = vehicle: US$10 a night."),
    A("answerable", "When can we run the generator?", ["park-rules#generators"], "from 8:00 to 20:00",
      "8:00 to 20:00, only on sites without an electric hookup; never in the cabin area."),
    A("answerable", "how long can my dog's leash be", ["pet-policy#pets"], "no longer than 6 feet",
      "at most 6 feet."),
    A("answerable", "What is the pet fee per night in Canada, and is there a maximum per stay?",
      ["pet-policy#pet-fee"], "C$6 in Canada",
      "two parts, both answered by one sentence: C$6 per pet per night, up to C$36 per stay."),
    A("answerable", "How much does a 20 lb propane exchange cost in Canada?", ["rv-services#propane"],
      "C$30 in Canada", "C$30 (US$25 in the United States)."),
    A("answerable", "we're staying 2 months in an RV, how is electricity charged?", ["long-term-stays#utilities"],
      "pay for electricity by meter", "monthly guests pay by meter (US$0.18 / C$0.15 per kWh)."),
    A("answerable", "How much were tent sites in the US in 2027?", ["rates-us-2027#tent"],
      "US$32 a night in peak season",
      "a year asked: the historical edition only (US$32 / US$25); today's US$35 is a wrong source."),
    A("answerable", "How much is a cabin for a night in October in the United States?", ["rates-us#cabins"],
      "US$75 a night off-season",
      "October is off-season (peak May 15 to September 15, #seasons): US$75. The reader must know the season; "
      "#seasons alone gives no price."),
    A("answerable", "What's the deposit when I book a site?", ["booking-terms#deposit"],
      "A deposit of one night's rate",
      "one night's rate, balance at check-in (US$250 / C$300 for 28 nights or more)."),
    A("answerable", "When are quiet hours?", ["park-rules#quiet-hours"], "from 22:00 to 7:00", "22:00 to 7:00."),
    A("answerable", "If my friends come over for the afternoon do they have to pay in the US?",
      ["vehicles-guests#visitors"], "US$5 per person in the United States",
      "condition restated as day visitors: US$5 each, children under 12 free, out by 22:00."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "What is the minimum stay on Labor Day weekend in the US?", [(RUS, MA)],
      "minimum stay of 3 nights",
      "only the unanchored 'Holiday weekends' of the US rate card; #seasons and the rates are not about it."),
    S("rejected-best", "Is the Huntsville park open in winter?", [(RCA, MA)], "stays open from November to March",
      "only the unanchored 'Winter stays' of the Canadian card. #seasons says what off-season is, not whether "
      "the park opens."),
    S("rejected-best", "Can I just show up without a reservation?", [(BKG, MA)],
      "Guests without a reservation may take any free site",
      "the walk-in rule is unanchored. #booking's same-day reservations by phone is a reservation, not showing up; "
      "an answer from it is a wrong source."),
    S("rejected-best", "Do you give rain checks?", [(CAN, MA)], "no rain checks are given",
      "only the unanchored 'Weather' section."),
    S("rejected-best", "Can we get onto our site before 2 pm if it was empty the night before, and what does it cost?",
      [(CHK, MA)], "Arriving from 11:00 is possible",
      "two parts, both only in the unanchored 'Early arrival' (from 11:00, US$10 / C$12). #check-in's 14:00 "
      "does not say whether earlier is possible or its price."),
    S("rejected-best", "Do I need a permit for my golf cart?", [(RUL, MA)],
      "Private golf carts are allowed only with a permit", "only the unanchored 'Golf carts'."),
    S("rejected-best", "Can my dog stay with us in the cabin?", [(PET, MA)], "Pets are not allowed in cabins",
      "only the unanchored 'Pets in cabins'. #pets names tent and RV sites only; #service-animals is about "
      "service animals."),
    S("rejected-best", "Do staff give a warning before they make someone leave for a fire during a fire ban?",
      [(STF, False)], "Staff give one verbal warning",
      "only the staff manual (denied to public readers). #fire-bans says what is banned, not what staff do."),
    S("rejected-best", "Can friends who visit stay the night on my site?", [(VEH, MA)],
      "Visitors who stay overnight count as occupants",
      "only the unanchored 'Overnight guests'. #visitors' 'must leave by 22:00' is for day visitors; an answer "
      "from it ('no') is a wrong source."),
    S("rejected-best", "Can a pop-up camper go on a tent site?", [(RVR, MA)],
      "Pop-up and tent trailers may use tent sites", "only the unanchored 'Pop-up campers'."),
    S("rejected-best", "How much does a bundle of firewood cost in the US?", [(STO, False)],
      "A bundle of heat-treated firewood costs US$8",
      "only the camp store record, which has no policy (unknown-policy). #campfires says where firewood may come "
      "from, not its price."),
    S("rejected-best", "What will a tent site cost from January 2029?", [(R29, False)],
      "From January 1, 2029 a tent site",
      "a future period: the 2029 card is not yet published. Today's US$35 is a wrong source."),
    S("rejected-best", "Can I still get 3 nights for the price of 2 on a tent site midweek?", [(SPR, False)],
      "stay 3 nights on a tent site between Sunday and Thursday and pay for 2",
      "the offer expired on May 31, 2028."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Is there a swimming pool at the Moab park?", [], "swimming pool",
      "no record mentions a pool.", absent=["pool", "swimming"]),
    S("nothing", "Do you take American Express?", [], "American Express", "payment cards are not described.",
      absent=["american", "amex"]),
    S("nothing", "How much is a 30-amp RV site a night in Canada, and is there a laundry room?", [], "laundry",
      "two parts: the price is in rates-canada#rv, the laundry nowhere; a half answer does not answer the "
      "question as asked.", absent=["laundry"]),
    S("nothing", "Is there a shuttle from the Bend park to town?", [], "shuttle", "nothing about transport.",
      absent=["shuttle"]),
    S("nothing", "What's the pet fee in the US, and is there a dog groomer on site?", [], "groomer",
      "two parts: the fee is in #pet-fee, grooming nowhere.", absent=["groomer"]),
    S("nothing", "Do you offer a military discount?", [], "military", "no discount of that kind.",
      absent=["military", "discount"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a 50-amp RV site per night in Kelowna?", [], "50-amp service costs C$",
      "one of two: Canada prices only 30-amp sites; 50-amp is priced in the United States only (another "
      "jurisdiction, and Kelowna is in Canada)."),
    S("near-miss", "How much does it cost to refill a 30-lb propane tank?", [], "30-lb",
      "one of two: the office exchanges 20-lb cylinders; nothing fills a 30-lb tank."),
    S("near-miss", "What's the weekly rate for a cabin in the US?", [], "a week in a cabin",
      "one of two: weekly rates are given for tent and RV sites; cabins have nightly rates only."),
    S("near-miss", "Do adults have to wear a helmet when biking in the park?", [], "adults must wear a helmet",
      "one of two groups: the rule is for children under 12; nothing says what adults must do.",
      absent=["adult"]),
    S("near-miss", "How much is electricity per kWh if I'm only staying 3 nights on an RV site?", [],
      "nightly guests pay for electricity",
      "one of two: metered electricity is for monthly guests; nothing says nightly guests pay per kWh."),
    S("near-miss", "Can people who aren't staying at the park use the dump station, and what does it cost?", [],
      "non-guests", "one of two: the dump station is free for registered guests; others are not mentioned.",
      absent=["non-guest"]),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; the 4th and 7th are stops)
    A("paraphrase-typo", "hw much is a tent site per nite in the US off seson", ["rates-us#tent"],
      "US$28 a night off-season", "typos: US$28 a night off-season.", absent=["hw", "nite", "seson"]),
    A("paraphrase-typo", "wat time is checkin for tent sites", ["check-in-out#check-in"],
      "starts at 14:00 for tent and RV sites", "typos: from 14:00.", absent=["checkin"]),
    A("paraphrase-typo", "how mny days b4 arrival can i change my dates for free", ["booking-terms#changes"],
      "free of charge once, up to 7 days before arrival", "chat spelling: once, up to 7 days before.",
      absent=["mny", "b4"]),
    S("paraphrase-typo", "hw long do u hold parcels for the montly guests", [(LTS, MA)],
      "held at the office for up to 30 days", "typos; only the unanchored 'Mail'.", absent=["hw", "montly"]),
    A("paraphrase-typo", "refund takes how long to hit my card", ["cancellation-terms#refund-timing"],
      "within 10 business days", "reordered: within 10 business days."),
    A("paraphrase-typo", "is the dump stashun free if were staying here", ["rv-services#dump-station"],
      "free for registered guests", "typo; the reader is a registered guest: free.", absent=["stashun"]),
    S("paraphrase-typo", "can i fill my rvs water tank with a normal gardn hose", [(SRV, MA)],
      "use only a white drinking-water hose", "typos; only the unanchored 'Drinking water'.", absent=["gardn"]),

    # --- named-document (4; holdout: 2nd; the 3rd is a stop)
    A("named-document", "According to the Park rules, what's the speed limit?", ["park-rules#speed"], "5 mph",
      "title named: 5 mph."),
    A("named-document", "What does Long-term stays say about how many months a year I can stay?",
      ["long-term-stays#monthly"], "up to 6 months in a calendar year", "title named: up to 6 months."),
    S("named-document", "In the Front desk staff manual, can the late check-out fee be waived?", [(STF, False)],
      "may waive the late check-out fee",
      "title named; the manual is denied to public readers. #check-out's fee is not a wrong source to list but an "
      "answer from it is."),
    A("named-document", "What does RV length and age say about RVs older than 15 years?", ["rv-requirements#rv-age"],
      "more than 15 years old are accepted only after", "title named: only after a photo is approved."),
]

CRU, C27, CAM, C09 = "rs-ceny-ru-2028", "rs-ceny-ru-2027", "rs-ceny-am-2028", "rs-ceny-ru-2028-09"
DOS, SAM, BRN, BNK = "rs-dostavka-2028", "rs-samovyvoz-2028", "rs-bron-2028", "rs-bankety-2028"
DET, LOY, OBS, ALG = "rs-deti-2028", "rs-loyal-2028", "rs-obsl-2028", "rs-allerg-2028"
ZHL, SRT, PRS, VES = "rs-zhaloby-2028", "rs-sert-2028", "rs-staff-2028", "rs-vesna-2028"
KND, REZ, KTR = "rs-konditer-2028", "rs-rezhim-2028", "rs-keytering-2028"

RU = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "скока стоит бизнес-ланч в Москве?", ["ceny-rossiya#biznes-lanch"], "из трёх блюд стоит 490 ₽",
      "«скока» = сколько; Москва — Россия: 490 ₽ из трёх блюд, 390 ₽ из двух. Армения и 2027 год — чужие "
      "источники.", absent=["скока"]),
    A("answerable", "доставка до скольки работает?", ["dostavka#vremya"], "с 10:00 до 23:00",
      "разговорное «до скольки»: до 23:00, последний заказ в 22:30."),
    A("answerable", "если гостей меньше 10, можно заказать банкет в отдельном зале в Москве?", ["bankety#usloviya"],
      "от 10 гостей в России",
      "условие: отдельный зал — от 10 гостей в России; меньше — стол в общем зале с депозитом."),
    A("answerable", "Сколько стоит банкетное меню Премиум на человека в Ереване и входят ли напитки?",
      ["ceny-armeniya#banket"], "меню «Премиум» — 20 000 драм",
      "две части, обе в одном фрагменте: 20 000 драм на человека, напитки не входят. Ереван — Армения."),
    A("answerable", "За сколько дней нужно отменить банкет, чтобы вернули всю предоплату?", ["bankety#otmena"],
      "не позднее чем за 7 дней предоплата возвращается полностью", "не позднее чем за 7 дней."),
    A("answerable", "можно принести свой торт?", ["bankety#tort"], "Свой торт можно принести при наличии чека",
      "да, с чеком и датой изготовления; сбор 150 ₽ / 600 драм с гостя."),
    A("answerable", "Со скольки лет ребёнка берут в детскую комнату?", ["deti#komnata"], "для детей от 3 до 10 лет",
      "с 3 лет (до 10)."),
    A("answerable", "до какого возраста можно заказывать детское меню?", ["deti#menu"], "детям до 12 лет",
      "до 12 лет (детская комната — 3–10, другое)."),
    A("answerable", "Сколько процентов чека можно оплатить баллами?", ["loyalnost#spisanie"], "не больше 30 % чека",
      "не больше 30 %; не при оплате бизнес-ланча и банкета."),
    A("answerable", "баллы сгорают?", ["loyalnost#sgoranie"], "через 6 месяцев после начисления",
      "да, через 6 месяцев."),
    A("answerable", "Нас будет 9 человек, добавят ли сервисный сбор?", ["obsluzhivanie#servisnyy-sbor"],
      "Для компаний от 8 человек в счёт добавляется сервисный сбор 10 %",
      "условие: 9 — это от 8, значит да, 10 % (не на банкете)."),
    A("answerable", "Можно поменять гарнир?", ["allergeny#zameny"], "Гарнир можно заменить бесплатно",
      "да, бесплатно."),
    A("answerable", "Привезли не тот суп, куда писать?", ["zhaloby-dostavka#zhaloby"],
      "сообщите об этом в чат поддержки в течение 2 часов", "в чат поддержки в течение 2 часов, с фото."),
    A("answerable", "курьер опоздал на 40 минут, мне что-то вернут?", ["zhaloby-dostavka#opozdanie-kurera"],
      "стоимость доставки возвращается",
      "условие: 40 минут — больше 30, стоимость доставки возвращается."),
    A("answerable", "Можно ли оплатить доставку подарочным сертификатом?", ["sertifikaty#ispolzovanie"],
      "но не доставку", "нет."),
    A("answerable", "Сколько стоил бизнес-ланч из трёх блюд в 2027 году?", ["ceny-rossiya-2027#biznes-lanch"],
      "стоил 450 ₽", "назван год: только историческая редакция (450 ₽); нынешние 490 ₽ — чужой источник."),
    A("answerable", "Сколько стоит доставка во вторую зону в Ереване?", ["dostavka#stoimost"],
      "в зону 2 — 350 ₽ и 1 500 драм", "Ереван — Армения: 1 500 драм (350 ₽ — Россия)."),
    A("answerable", "Какая скидка, если забрать заказ самому?", ["samovyvoz#skidka"], "скидка 10 % на весь заказ",
      "пересказ самовывоза: 10 %, кроме бизнес-ланча и напитков."),
    A("answerable", "На сколько можно опоздать, чтобы не сняли бронь?", ["bronirovanie#opozdanie"],
      "Стол держат 15 минут после времени брони", "15 минут (30 минут — для постоянных гостей, закрытая инструкция)."),
    A("answerable", "Какой депозит за стол на 12 человек в Армении?", ["bronirovanie#depozit"],
      "4 000 драм с человека в Армении", "условие: 12 — от 8 человек: 4 000 драм с человека."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Можно заказать вино с доставкой?", [(DOS, MA)], "Алкогольные напитки не доставляются",
      "только неякорный «Алкоголь» доставки; «свои вино» банкета — о другом."),
    S("rejected-best", "До скольки подают бизнес-ланч в Гюмри?", [(CAM, MA)], "бизнес-ланч подают до 15:00",
      "только неякорный «Гюмри»: до 15:00. Общее «с 12:00 до 16:00» Армении для Гюмри неверно — ответ из него "
      "считается чужим источником."),
    S("rejected-best", "Сколько стоят завтраки по выходным в Москве?", [(CRU, MA)], "подают завтраки за 450 ₽",
      "только неякорные «Завтраки» цен в России."),
    S("rejected-best", "Есть бесплатная парковка, когда забираю заказ в Ереване?", [(SAM, MA)],
      "первые 15 минут парковки", "только неякорная «Парковка» самовывоза."),
    S("rejected-best", "Можно забронировать столик у окна?", [(BRN, MA)], "Конкретный стол, например у окна",
      "только неякорный «Стол у окна»; #bron — как бронировать, не про конкретный стол."),
    S("rejected-best", "Сколько стоит звуковое оборудование ресторана на банкет в Москве?", [(BNK, MA)],
      "звуковое оборудование ресторана стоит 5 000 ₽", "только неякорные «Музыка и ведущий»."),
    S("rejected-best", "Нужно ли заранее бронировать детский стульчик?", [(DET, MA)], "бронировать их не нужно",
      "только неякорные «Детские стульчики»."),
    S("rejected-best", "Сколько баллов начисляют в день рождения?", [(LOY, MA)],
      "начисляется 10 % суммы чека вместо 5 %",
      "только неякорный «День рождения»; общие 5 % (#nachislenie) для дня рождения неверны."),
    S("rejected-best", "На сколько частей можно разделить счёт?", [(OBS, MA)], "не больше чем на 4 части",
      "только неякорное «Разделение счёта»."),
    S("rejected-best", "Сколько будет стоить бизнес-ланч с 1 сентября 2028 года?", [(C09, False)],
      "С 1 сентября 2028 года бизнес-ланч из трёх блюд",
      "будущий период: прайс ещё не опубликован; нынешние 490 ₽ — чужой источник."),
    S("rejected-best", "Действует ли ещё скидка 20 % на доставку по понедельникам?", [(VES, False)],
      "по понедельникам скидка 20 % на доставку", "акция истекла 31 мая 2028 года."),
    S("rejected-best", "Можно ли в Ереване принести своё вино на банкет?", [(PRS, False)],
      "гости банкета могут приносить свои напитки без пробкового сбора",
      "банкет в Армении: #svoi-napitki говорит только о России; об Армении — лишь закрытая инструкция "
      "персонала (denied). Ответ из российского правила — чужой источник."),
    S("rejected-best", "Сколько стоит килограмм торта на заказ?", [(KND, False)], "Килограмм торта стоит 2 500 ₽",
      "только запись без policy (unknown-policy); сбор за свой торт (#tort) — о другом."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Есть ли у вас кальян на веранде?", [], "кальян", "о кальяне ничего нет.", absent=["кальян"]),
    S("nothing", "Можно ли прийти в ресторан с собакой?", [], "собак", "о животных ничего нет.",
      absent=["собак", "живот"]),
    S("nothing", "Сколько стоит бизнес-ланч в Москве и есть ли Wi-Fi?", [], "wi-fi",
      "две части: цена есть (#biznes-lanch), о Wi-Fi ничего; половина ответа не отвечает на вопрос.",
      absent=["wi-fi", "вайфай"]),
    S("nothing", "Принимаете ли оплату криптовалютой?", [], "криптовалют", "ничего.", absent=["криптовалют"]),
    S("nothing", "Сколько стоит доставка в зону 1 в Москве и можно ли оплатить курьеру наличными?", [],
      "оплатить курьеру",
      "две части: цена доставки есть (#stoimost), оплата курьеру — нигде («наличными» — о чаевых).",
      absent=["курьеру"]),
    S("nothing", "Проводите ли вы кулинарные мастер-классы для детей?", [], "мастер-класс", "ничего.",
      absent=["мастер", "кулинар"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "От какой суммы доставка во вторую зону бесплатная?", [], "доставка в зону 2 бесплатная",
      "одно из двух: бесплатная доставка от суммы указана только для зоны 1."),
    S("near-miss", "Сколько стоит завтрак в Ереване?", [], "завтраки за 450 драм",
      "одно из двух: завтраки описаны только в ценах России (неякорно); в Армении — нет. Запись России с "
      "missing-anchor в списке — неверная причина."),
    S("near-miss", "Какая минимальная сумма заказа на самовывоз?", [], "минимальная сумма заказа на самовывоз",
      "одно из двух: минимальная сумма указана для доставки; о самовывозе — нет."),
    S("near-miss", "Добавляют ли сервисный сбор на кейтеринге?", [], "сервисный сбор на кейтеринг",
      "одно из двух: сервисный сбор — для компаний в ресторане и не на банкетах; о выездном обслуживании — нет."),
    S("near-miss", "Сколько стоит выезд повара на кейтеринг?", [], "повар",
      "одно из двух: на выезде указана цена официанта, не повара.", absent=["повар"]),
    S("near-miss", "Какой пробковый сбор за бутылку шампанского 1,5 л на банкете в Москве?", [], "1,5 л",
      "одно из двух: сбор указан за бутылку 0,75 л.", absent=["шампанск"]),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; the 4th and 7th are stops)
    A("paraphrase-typo", "скока стоит детский обед в армении", ["ceny-armeniya#detskoe"], "2 500 драм",
      "«скока», строчная «армении»: 2 500 драм.", absent=["скока"]),
    A("paraphrase-typo", "бизнес ланч по выходным бывает?", ["ceny-rossiya#biznes-lanch", "ceny-armeniya#biznes-lanch"],
      "Бизнес-ланч подают по будням с 12:00 до 16:00",
      "без дефиса, страна не названа: обе страны говорят «по будням» — нет."),
    A("paraphrase-typo", "до скока можно отменить банкет без потери предоплаты", ["bankety#otmena"],
      "не позднее чем за 7 дней", "«до скока»: не позднее чем за 7 дней.", absent=["скока"]),
    S("paraphrase-typo", "есть веганский ланч?", [(ALG, MA)], "в бизнес-ланче по будням есть веганский вариант",
      "только неякорные «Веганские блюда»."),
    A("paraphrase-typo", "сколько действует сертефикат", ["sertifikaty#nominal"],
      "действует 12 месяцев со дня покупки", "опечатка «сертефикат»: 12 месяцев со дня покупки.",
      absent=["сертефикат"]),
    A("paraphrase-typo", "детская комнатa по будням работает?", ["deti#komnata"],
      "работает по выходным с 12:00 до 20:00", "латинская «a» в «комнатa»: нет, по выходным."),
    S("paraphrase-typo", "холодный супчик привезли, деньги вернёте?", [(ZHL, MA)],
      "деньги за блюдо не возвращаются", "«холодный» = остывший; только неякорное «Остывшее блюдо».",
      absent=["супчик"]),

    # --- named-document (4; holdout: 2nd; the 3rd is a stop)
    A("named-document", "Что сказано в документе «Обслуживание и чаевые» — чаевые включены в счёт?",
      ["obsluzhivanie#chaevye"], "Чаевые не включены в счёт", "назван заголовок: нет."),
    A("named-document", "По документу «Гостям с детьми»: детская комната платная?", ["deti#komnata"],
      "это бесплатно", "назван заголовок: бесплатно."),
    S("named-document", "Что сказано в «Инструкция для персонала зала» о скидке при жалобе?", [(PRS, False)],
      "скидку до 15 % на счёт", "назван заголовок закрытой записи: denied."),
    A("named-document", "В документе «Выездное обслуживание» — за сколько дней заказывать кейтеринг?",
      ["keytering#keytering"], "не позднее чем за 5 дней", "назван заголовок: не позднее чем за 5 дней."),
]
