"""Labelled questions of unseen54 (the source of questions_*.jsonl; build_unseen54.py writes them).

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
stated nowhere: another country or edition, a part of a session, another kind of piercing, pet, sofa
or frequency), joined 3 (two sections' topics joined; the combination is stated nowhere),
paraphrase-typo 8 (stops: the 3rd, 6th, 8th), named-document 3 (the stop is the 3rd), access-labels 3
(the reader's labels other than `public`; the stop is the 3rd), other-time 2 (a `now` other than NOW,
both completed).
"""
from __future__ import annotations

NOW = "2036-04-15T10:00:00Z"
OFFER_TIME = "2036-03-12T09:00:00Z"
NEXT_YEAR = "2037-02-10T09:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# tattoo_en record ids
PUK, PIE, P35, P37 = "btp-prices-uk-2036", "btp-prices-ie-2036", "btp-prices-uk-2035", "btp-prices-uk-2037"
DEPOSITS, AGE, DESIGN, TOUCH = "btp-deposits-2036", "btp-age-id-2036", "btp-design-2036", "btp-touch-ups-2036"
AFTER, COVER, APPT, MEDICAL = "btp-aftercare-2036", "btp-cover-ups-2036", "btp-appointments-2036", "btp-medical-2036"
VOUCH, COMPL = "btp-vouchers-2036", "btp-complaints-2036"
STAFF, GUEST, CLUB = "btp-staff-2036", "btp-guest-artists-2036", "btp-club-2036"
OFFER, LEEDS, SCAR = "btp-offer-spring-2036", "btp-leeds-2036", "btp-scar-camouflage-2036"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much does an hour of tattooing cost at the Bristol studio?", ["btp-prices-uk#hourly"],
      "£120 an hour in Bristol",
      "Bristol read as the UK: £120. The 2035 edition (110 pounds in Bristol, historical, a past year) and the 2037 "
      "edition (GBP 130, not yet published) are wrong sources; Manchester's £110 is the same sentence's other "
      "studio, and Galway's €120 (btp-prices-ie#hourly) is the same figure in another country."),
    A("answerable", "Do you do tongue piercings at the Galway studio?", ["btp-prices-ie#piercings"],
      "Tongue piercings are not done in Ireland",
      "Galway read as Ireland: no. The UK's 'Tongue piercings are done only in the Bristol studio, at £50' "
      "(btp-prices-uk#piercings) is another country's rule and a wrong source."),
    A("answerable", "Can I book a day session at the Galway studio?", ["btp-prices-ie#day-session"],
      "the Galway studio does not offer day sessions",
      "no; Dublin's €720 is the same sentence's other studio; the UK day sessions are another country's."),
    A("answerable", "I'm 17 and my mum says it's fine. Can I get a tattoo with her consent?",
      ["btp-age-id#tattoo-age"], "even with a parent's consent",
      "17 is under 18: no, not even with a parent's consent. #consent (how a parent's consent is given where it "
      "is allowed) does not answer."),
    A("answerable", "My daughter is 13. Can she have her ear lobes pierced at the Manchester studio?",
      ["btp-age-id#piercing-age"], "ear lobe piercings are done from the age of 12 with a parent or guardian present",
      "Manchester read as the UK; 13 is over 12: yes, with a parent or guardian present (Ireland's 14 is the "
      "fragment's other sentence)."),
    A("answerable", "Will you accept a photo of my passport on my phone as ID?", ["btp-age-id#photo-id"],
      "photos of ID on a phone are not accepted", "no; the passport itself is accepted."),
    A("answerable", "I want my design redrawn a third time at the Dublin studio. What does that cost?",
      ["btp-design#design-changes"], "€30 in Ireland",
      "Dublin read as Ireland: two rounds of changes are included, so a third redraw is a further one at €30 (the "
      "UK's £25 is the same clause)."),
    A("answerable", "Who owns the copyright in my custom tattoo design?", ["btp-design#copyright"],
      "The artist keeps the copyright in every custom design",
      "agent: the artist, not the client; the client needs written permission to have it tattooed elsewhere."),
    A("answerable", "My tattoo is 2 months old and a bit patchy. Is a touch-up free?", ["btp-touch-ups#free-touch-up"],
      "One touch-up within 3 months of the tattoo is free",
      "2 months is within 3: yes, one touch-up, if the aftercare sheet was followed. #exclusions (hands, fingers, "
      "feet, lips) may be cited beside it by a careful answer but is not needed and is not listed."),
    A("answerable", "I cancelled my tattoo appointment 2 days before it. Do I get my deposit back?",
      ["btp-deposits#forfeit"], "cancels less than 72 hours before the appointment",
      "2 days is less than 72 hours: no, the deposit is forfeited. #moving (a free move at least 72 hours ahead) is "
      "about moving, not cancelling."),
    A("answerable", "Can I bring jewellery I bought online for you to fit?", ["btp-aftercare#outside-jewellery"],
      "jewellery bought elsewhere is not fitted", "no, even if it is titanium."),
    A("answerable", "Who pays the laser clinic when my old tattoo has to be lightened before a cover-up?",
      ["btp-cover-ups#laser"], "is paid by the client directly",
      "payer: the client, directly; the studio takes no payment for laser work."),
    A("answerable", "I am going to be 25 minutes late. Will you still tattoo me?", ["btp-appointments#late-arrival"],
      "more than 20 minutes late may be refused",
      "25 minutes is more than 20: the client may be refused and is then treated as a no-show; if the session goes "
      "ahead it ends at the booked time. A 'maybe' answer."),
    A("answerable", "Can I get a tattoo while I am breastfeeding if my doctor says it is fine?",
      ["btp-medical#pregnancy"], "even with a doctor's letter",
      "no, even with a doctor's letter; #medical-form (a doctor's letter for diabetes and the like) would suggest a "
      "way in that the record denies here."),
    A("answerable", "Can I use a gift voucher bought in Manchester at the Dublin studio?",
      ["btp-vouchers#voucher-where"], "A voucher can be used at any Blackthorn studio in either country",
      "yes: any studio in either country."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Do you do hand-poked tattoos?", [(PUK, MA)],
      "Hand-poked tattoos are done only in the Manchester studio",
      "unanchored 'Hand-poked tattoos' of the UK price list; #hourly (machine tattooing) is another service."),
    S("rejected-best", "How much is an hour of tattooing after 18:00 on a Thursday at the Dublin studio?", [(PIE, MA)],
      "every hour after 18:00 costs €150",
      "unanchored 'Late sessions'; #hourly's €130 in Dublin is the usual rate and a wrong source."),
    S("rejected-best", "Can I get tattooed on a flash day without an appointment?", [(DESIGN, MA)],
      "tattooed without an appointment, first come first served",
      "unanchored 'Flash days' of the design record."),
    S("rejected-best", "I have had keloid scars. Can you pierce my ear cartilage?", [(MEDICAL, MA)],
      "not pierced on the ear cartilage",
      "unanchored 'Keloid scars'; btp-age-id#piercing-age and the piercing prices (helix) are about age and price, "
      "not scars."),
    S("rejected-best", "How often is the autoclave spore-tested?", [(STAFF, False)],
      "tested with a spore test once a week", "denied: the artist handbook (btp-staff)."),
    S("rejected-best", "Does the artist photocopy my ID?", [(STAFF, False)], "the ID itself is never photocopied",
      "denied: the artist handbook. btp-age-id#photo-id (which ID is shown) does not say what is recorded."),
    S("rejected-best", "What commission does a guest artist pay the studio?", [(GUEST, False)],
      "pay the studio 40% of the price of every tattoo",
      "denied: the terms for guest artists (btp-partner)."),
    S("rejected-best", "Do Collectors' Club members pay for touch-ups after 3 months?", [(CLUB, False)],
      "free touch-ups at any time, with no 3-month limit",
      "denied: the Collectors' Club guide needs public AND btp-club; a public reader lacks btp-club. "
      "btp-touch-ups#paid-touch-up (charged after 3 months) is the general rule and a wrong source."),
    S("rejected-best", "How much is the spring offer on ear lobe piercings at the Bristol studio?", [(OFFER, False)],
      "an ear lobe piercing at the Bristol studio costs £20",
      "expired March 15, 2036 (23:59:59); the usual £30 (btp-prices-uk#piercings) is not the offer's price."),
    S("rejected-best", "How much will an hour of tattooing cost in Manchester in 2037?", [(P37, False)],
      "GBP 120 an hour in Manchester",
      "not yet published (November 20, 2036); today's £110 is 2036's, and Bristol's £120 today is another studio."),
    S("rejected-best", "What must an artist do after a needle-stick injury?", [(STAFF, MA)],
      "goes to an emergency department within 2 hours",
      "two reasons: the artist handbook is denied (btp-staff) and the answer is in its unanchored 'Needle-stick "
      "injuries'."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a studio in Cardiff?", [], "cardiff",
      "Manchester, Bristol, Dublin, Galway (and Leeds, not yet open) only.", absent=["cardiff"]),
    S("nothing", "Do you do microblading of eyebrows?", [], "microblading", "nothing on eyebrows.",
      absent=["microblad", "eyebrow"]),
    S("nothing", "Do you sell numbing cream for tattoos?", [], "numbing cream", "nothing on numbing.",
      absent=["numb"]),
    S("nothing", "Is there parking at the Manchester studio?", [], "parking",
      "the Manchester studio is priced; nothing on parking.", absent=["parking"]),
    S("nothing", "Can I pay for a large tattoo in instalments?", [], "instalments",
      "deposits and the full price in advance after two no-shows are stated; nothing on instalments.",
      absent=["instalment"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much did an hour of tattooing cost in Dublin in 2035?", [], "dublin in 2035",
      "the 2035 edition is the UK's only (Manchester, Bristol); €130 is Dublin's price now."),
    S("near-miss", "How much is a half-day session at the Bristol studio?", [], "half-day session",
      "a day session of up to 6 hours is priced (£650 in Bristol); a half-day is stated nowhere (a reader may "
      "halve, or read the hourly rate)."),
    S("near-miss", "What is the minimum charge for a piercing in the UK?", [], "minimum charge for a piercing",
      "the minimum charge (£60) is stated for a tattoo; piercings are priced one by one; a minimum for them is "
      "stated nowhere."),
    S("near-miss", "How long is the free touch-up period for a piercing?", [], "touch-up for a piercing",
      "touch-ups are stated for tattoos (3 months); #jewellery-change's free downsize within 8 weeks is not a "
      "touch-up."),
    S("near-miss", "How long should I avoid swimming after a new piercing?", [], "swimming after a piercing",
      "2 weeks without swimming is stated for a new tattoo; the piercing aftercare names saline spray only."),
    S("near-miss", "How long after the laser lightening sessions can the cover-up be done?", [],
      "wait after laser before the cover-up",
      "#laser names 2 to 4 lightening sessions first, no waiting time."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Can I use a gift voucher to pay my tattoo deposit?", [], "voucher for a deposit",
      "btp-vouchers#gift-vouchers (tattoos, piercings, jewellery; not aftercare products) and btp-deposits#deposits "
      "do not say whether a deposit may be paid with a voucher; a reader may infer a yes."),
    S("joined", "If the studio cancels and I take my deposit back, is it refunded to the card I paid with?", [],
      "deposit refunded to the card",
      "btp-deposits#studio-cancels (the deposit back within 5 working days) names no way of paying; "
      "btp-vouchers#refunds (to the card) is about unworn jewellery. A reader may carry it over."),
    S("joined", "Is the redraw fee taken off my deposit?", [], "redraw fee and deposit",
      "btp-design#design-changes (£25 / €30 a further redraw) and btp-deposits#deposit-use (the deposit off the "
      "last session's price) do not say how a redraw fee is paid."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "how much is a tatoo per hour in manchester", ["btp-prices-uk#hourly"],
      "£110 an hour in Manchester",
      "'tatoo': £110. The 2035 edition (100 pounds) and the 2037 edition (GBP 120) are wrong sources.",
      absent=["tatoo"]),
    A("paraphrase-typo", "wats the minimum charge in dublin", ["btp-prices-ie#minimum-charge"],
      "the minimum charge for a tattoo is €80", "'wats'; Dublin read as Ireland: €80 (the UK's £60 is another "
      "country's).", absent=["wats"]),
    S("paraphrase-typo", "hand poked tatts in bristol?", [(PUK, MA)],
      "Hand-poked tattoos are done only in the Manchester studio",
      "'tatts'; unanchored 'Hand-poked tattoos' (Manchester only: a no for Bristol).", absent=["tatts"]),
    A("paraphrase-typo", "can my 15yo get her nose pierced in the uk", ["btp-age-id#piercing-age"],
      "every other piercing from 16 without one",
      "'15yo', 'nose' for a nostril piercing, 'uk' for the United Kingdom: 15 is under 16, so no (only ear lobes "
      "from 12).", absent=["15yo", "nose"]),
    A("paraphrase-typo", "do i loose my deposit if i dont show up", ["btp-deposits#forfeit"],
      "or does not turn up", "'loose', 'dont', 'show up' for 'turn up': yes, it is forfeited.",
      absent=["loose", "dont"]),
    S("paraphrase-typo", "tatoo over old scars in bristol how much??", [(SCAR, False)], "at £100 an hour",
      "'tatoo': unknown-policy (the scar camouflage record has no policy line). The unanchored 'Keloid scars' and "
      "#hourly's £120 in Bristol are about something else.", absent=["tatoo"]),
    A("paraphrase-typo", "new tat how long no swiming", ["btp-aftercare#tattoo-aftercare"],
      "to be avoided for 2 weeks", "'tat', 'swiming': 2 weeks.", absent=["swiming"]),
    S("paraphrase-typo", "can i bring food to a day sesh?", [(APPT, MA)], "may bring their own food",
      "'sesh'; unanchored 'Food on day sessions'. The day-session prices (#day-session: a lunch break not "
      "charged) do not say whether food may be brought.", absent=["sesh"]),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What do the Blackthorn Tattoo health rules say about moles?", ["btp-medical#skin"],
      "We do not tattoo over moles", "named title: no tattooing over moles; the artist may move the design."),
    A("named-document", "According to Blackthorn Tattoo cover-ups and laser referrals, who decides whether an old "
      "tattoo can be covered?", ["btp-cover-ups#cover-up"], "is decided by the artist at an in-studio consultation",
      "named title; agent: the artist."),
    S("named-document", "What does Blackthorn Tattoo complaints say about online reviews?", [(COMPL, MA)],
      "We answer online reviews within 3 working days",
      "named title; the answer is in its unanchored 'Online reviews'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "How is each workstation prepared before a client?", ["btp-staff#workstation"],
      "covered with barrier film before every client",
      "the reader holds public and btp-staff: the handbook is readable.", labels=("public", "btp-staff")),
    A("access-labels", "How early can Collectors' Club members book new appointments?",
      ["btp-club#priority-booking"], "2 weeks before the books open",
      "the reader holds public and btp-club: 2 weeks before other clients.", labels=("public", "btp-club")),
    S("access-labels", "What is the minimum charge for a tattoo in the UK?", [(PUK, False)],
      "the minimum charge for a tattoo is £60",
      "the reader holds btp-club but not public: the public price list is denied to them (CONTRACTS: all labels); "
      "the Collectors' Club guide needs public too.", labels=("btp-club",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there an offer on ear lobe piercings at the Bristol studio?",
      ["btp-offer-spring-2036#spring-piercing"], "costs £20 with titanium studs",
      "now = 2036-03-12: the offer (2 February to 15 March 2036) is current.", now=OFFER_TIME),
    A("other-time", "How much does an hour of tattooing cost in Manchester?", ["btp-prices-uk-2037#hourly"],
      "GBP 120 an hour in Manchester",
      "now = 2037-02-10: the 2037 edition is published and the 2036 list has expired; the 2035 edition is "
      "historical (a past year).", now=NEXT_YEAR),
]

# klining_ru record ids
RF, KZ, R35, R37 = "blk-ceny-rf-2036", "blk-ceny-kz-2036", "blk-ceny-rf-2035", "blk-ceny-rf-2037"
OKNA, KHIM, RASCHET, ZAKAZ = "blk-okna-2036", "blk-khimchistka-2036", "blk-raschet-2036", "blk-zakaz-2036"
DOSTUP, SRED, USHCH, PRET, PODP = ("blk-dostup-2036", "blk-sredstva-2036", "blk-ushcherb-2036",
                                   "blk-pretenzii-2036", "blk-podpiska-2036")
KLINERY, UKP, KLUB = "blk-klinery-2036", "blk-uk-2036", "blk-klub-2036"
AKC, SHYM, DACHI = "blk-akciya-2036", "blk-shymkent-2036", "blk-dachi-2036"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит генеральная уборка за квадратный метр в Новосибирске?", ["blk-ceny-rf#generalnaya"],
      "140 ₽ в Новосибирске",
      "Новосибирск — Россия: 140 ₽ (180 ₽ той же фразы — Москва; 200 ₽ — уборка после ремонта в Новосибирске). "
      "Казахстанские 1 000 тенге в Астане — чужая страна."),
    A("answerable", "Делаете ли вы уборку после ремонта в Астане?", ["blk-ceny-kz#generalnaya"],
      "Уборку после ремонта в Казахстане не проводим",
      "Астана — Казахстан: нет. Российские 250 ₽ / 200 ₽ (blk-ceny-rf#generalnaya) — чужая страна и чужой источник."),
    A("answerable", "Выезжаете ли вы на уборку за город из Астаны?", ["blk-ceny-kz#za-gorod"],
      "за город выезжаем только из Алматы", "нет: только из Алматы, не дальше 30 км."),
    A("answerable", "Какой минимальный заказ на уборку в Алматы?", ["blk-ceny-kz#minimalnyy-zakaz"],
      "20 000 тенге в обоих городах", "Алматы — Казахстан: 20 000 тенге (российские 3 500 ₽ / 2 800 ₽ — чужие)."),
    A("answerable", "Сколько стоит мойка одной створки окна в Казахстане?", ["blk-okna#okna"],
      "3 500 ₸ в Казахстане за створку", "3 500 ₸ за створку, рамы и подоконники входят в цену."),
    A("answerable", "На улице −10 °C. Помоете окна снаружи?", ["blk-okna#moroz"],
      "При температуре ниже −5 °C окна снаружи не моем",
      "−10 °C ниже −5 °C: нет, заказ переносят на другой день без доплаты."),
    A("answerable", "Почистите ковёр ручной работы?", ["blk-khimchistka#kovry"], "ковры ручной работы не чистим",
      "нет (300 ₽ / 1 600 ₸ за м² — для остальных ковров)."),
    A("answerable", "В заказе я указал 60 м², а на месте оказалось 70 м². Цена изменится?",
      ["blk-raschet#ploshchad"], "клинер пересчитывает цену до начала работ",
      "70 больше 60 больше чем на 10 %: да, клинер пересчитывает цену до начала работ."),
    A("answerable", "У нас дома кошка. Уборка будет стоить дороже?", ["blk-raschet#zhivotnye"],
      "к цене уборки добавляется 10 %", "да, на 10 %."),
    A("answerable", "Я отменил генеральную уборку за 12 часов до начала. Вернут ли предоплату?",
      ["blk-zakaz#otmena"], "При более поздней отмене предоплата не возвращается",
      "12 часов — позже чем за 24 часа: нет. #predoplata (30 % за генеральную) — о размере, не о возврате."),
    A("answerable", "Клинер опоздал на 40 минут. Положена ли мне скидка?", ["blk-zakaz#opozdanie"],
      "клиент получает скидку 10 % на этот заказ",
      "40 минут больше 30: да, 10 % на этот заказ (отмена с возвратом — только после 2 часов)."),
    A("answerable", "Кто отключает охранную сигнализацию перед уборкой?", ["blk-dostup#signalizaciya"],
      "это делает клиент", "агент: клиент; клинер сигнализацию не отключает и не ставит."),
    A("answerable", "Привезёт ли клинер свой пылесос на поддерживающую уборку?", ["blk-sredstva#nashi-sredstva"],
      "на поддерживающей уборке он пользуется пылесосом клиента",
      "нет: пылесос привозят только на генеральную и после ремонта."),
    A("answerable", "Клинер разбил вазу. Сколько максимум компенсируют в Казахстане?", ["blk-ushcherb#porcha"],
      "250 000 ₸ в Казахстане по одному заказу",
      "не больше 250 000 ₸ за заказ, по чеку с учётом износа (50 000 ₽ — Россия)."),
    A("answerable", "Если отказаться от подписки в середине месяца, вернут ли деньги за этот месяц?",
      ["blk-podpiska#otkaz"], "оплаченный месяц не возвращается", "нет."),

    # --- rejected-best (11)
    S("rejected-best", "Убираете ли вы офисы?", [(RF, MA)], "Уборку офисов площадью больше 200 м²",
      "неякорный раздел «Уборка офисов»; blk-dostup#klyuchi («ключи менеджеру в офисе») — о другом."),
    S("rejected-best", "Убираете ли вы коттеджи в Астане?", [(KZ, MA)], "убираем только в Алматы",
      "неякорный раздел «Уборка коттеджей»; #za-gorod (выезд только из Алматы) — о выезде за город, не о "
      "коттеджах."),
    S("rejected-best", "Сколько стоит химчистка матраса?", [(KHIM, MA)], "2 000 ₽ за односпальный матрас",
      "неякорный раздел «Матрасы»; #divany (диваны) дал бы чужую цену."),
    S("rejected-best", "Можно ли поставить подписку на паузу?", [(PODP, MA)], "на паузу один раз в год",
      "неякорный раздел «Пауза в подписке»; #otkaz (отказ от подписки) — другое."),
    S("rejected-best", "Какой максимальный вес мебели передвигает клинер?", [(KLINERY, False)], "тяжелее 20 кг",
      "закрыто: памятка клинера (blk-staff)."),
    S("rejected-best", "Сколько фотографий делает клинер для фотоотчёта?", [(KLINERY, False)],
      "не меньше 10 фотографий",
      "закрыто: памятка клинера. blk-dostup#priyomka (приёмка по фотоотчёту) числа фотографий не называет."),
    S("rejected-best", "Какую скидку получают управляющие компании на уборку подъездов?", [(UKP, False)],
      "получают скидку 20 %", "закрыто: условия для управляющих компаний (blk-partner)."),
    S("rejected-best", "Какая по счёту поддерживающая уборка бесплатна для участников «Блеск Плюс»?", [(KLUB, False)],
      "каждую пятую поддерживающую уборку бесплатно",
      "закрыто: правила программы требуют public И blk-club; у читателя только public. Скидки подписки "
      "(blk-podpiska#usloviya) — чужой источник."),
    S("rejected-best", "Сколько стоит мойка окна по весенней акции в Москве?", [(AKC, False)], "450 ₽ за створку",
      "акция истекла 31 марта 2036 (23:59:59); обычные 600 ₽ (blk-okna#okna) — не цена по акции."),
    S("rejected-best", "Сколько будет стоить поддерживающая уборка в Москве в 2037 году?", [(R37, False)],
      "100 руб. за квадратный метр в Москве", "не опубликована (16 ноября 2036); нынешние 90 ₽ — цена 2036 года."),
    S("rejected-best", "Что делает клинер, если разбился ртутный градусник?", [(KLINERY, MA)],
      "звонит по номеру 112",
      "две причины: памятка закрыта (blk-staff), а ответ — в её неякорном разделе «Ртуть»."),

    # --- nothing (5)
    S("nothing", "Работаете ли вы в Екатеринбурге?", [], "екатеринбург",
      "Москва, Новосибирск, Алматы, Астана (и Шымкент, ещё не открыт).", absent=["екатеринбург"]),
    S("nothing", "Моете ли вы фасады зданий?", [], "фасады", "ничего о фасадах.", absent=["фасад"]),
    S("nothing", "Можно ли заказать обработку квартиры от клопов?", [], "клопы", "ничего о дезинсекции.",
      absent=["клоп"]),
    S("nothing", "Убираете ли вы после вечеринки?", [], "вечеринка", "ничего об уборке после праздников.",
      absent=["вечеринк"]),
    S("nothing", "Сколько стоит химчистка салона автомобиля?", [], "салон автомобиля",
      "химчистка — мебели и ковров; об автомобилях ничего.", absent=["автомоб", "салон"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоила поддерживающая уборка в Алматы в 2035 году?", [], "алматы в 2035",
      "редакция 2035 года — российская (Москва, Новосибирск); 550 тенге — нынешняя цена в Алматы."),
    S("near-miss", "Сколько стоит химчистка углового дивана?", [], "угловой диван",
      "цены — за двухместный и трёхместный диван; об угловом ничего."),
    S("near-miss", "Сколько стоит помыть посудомоечную машину изнутри?", [], "посудомоечная машина",
      "доплаты названы за холодильник, духовку и микроволновку; о посудомоечной машине ничего (читатель может "
      "взять 500 ₽)."),
    S("near-miss", "Какая доплата за уборку, если в квартире живёт попугай?", [], "попугай",
      "доплата 10 % названа для кошек и собак; о других животных ничего."),
    S("near-miss", "Какая скидка по подписке при уборке раз в месяц?", [], "подписка раз в месяц",
      "скидки названы для уборки раз в неделю (15 %) и раз в две недели (10 %); раз в месяц — нигде."),
    S("near-miss", "Сколько компенсируют за испорченную вещь, если чека нет?", [], "возмещение без чека",
      "#porcha возмещает стоимость по чеку; без чека — нигде."),

    # --- joined (3)
    S("joined", "Суммируется ли скидка по подписке со скидкой за опоздание клинера?", [], "сумма двух скидок",
      "blk-podpiska#usloviya (15 % / 10 %) и blk-zakaz#opozdanie (10 % на заказ) не говорят о сочетании."),
    S("joined", "Можно ли внести предоплату за генеральную уборку наличными клинеру?", [], "предоплата наличными",
      "blk-zakaz#predoplata (30 %) и blk-zakaz#oplata (наличными клинеру) не говорят, можно ли так внести "
      "предоплату; читатель может вывести «да»."),
    S("joined", "Если окна снаружи не помыли из-за мороза, могу ли я вместо переноса отменить заказ бесплатно?", [],
      "отмена из-за мороза",
      "blk-okna#moroz (перенос без доплаты) и blk-zakaz#otmena (бесплатно не позднее чем за 24 часа) не говорят о "
      "сочетании."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит генералка в мск за метр", ["blk-ceny-rf#generalnaya"],
      "180 ₽ за квадратный метр в Москве",
      "«скока», «генералка», «мск» — Москва: 180 ₽ (250 ₽ той же фразы — после ремонта).",
      absent=["скока", "генералк", "мск"]),
    A("paraphrase-typo", "химчистка трехместного дивана в алмате цена", ["blk-khimchistka#divany"],
      "трёхместного — 3 500 ₽ или 19 000 ₸",
      "«трехместного» без ё, «в алмате» — Алматы, Казахстан: 19 000 ₸ (3 500 ₽ — Россия).",
      absent=["трехмест", "алмате"]),
    S("paraphrase-typo", "срочная уборка на сегодня можна?", [(ZAKAZ, MA)], "Заказ на тот же день принимаем до 12:00",
      "«можна»; неякорный раздел «Срочный заказ».", absent=["можна"]),
    A("paraphrase-typo", "котик дома, за это доплата есть?", ["blk-raschet#zhivotnye"],
      "к цене уборки добавляется 10 %", "«котик» — кошка: да, 10 %.", absent=["котик"]),
    A("paraphrase-typo", "клинер опаздал на час что мне положено", ["blk-zakaz#opozdanie"],
      "скидку 10 % на этот заказ",
      "«опаздал»: час — больше 30 минут, но не больше 2 часов: скидка 10 % (отмена с возвратом — после 2 часов).",
      absent=["опаздал"]),
    S("paraphrase-typo", "уборка дачи в подмосковье скока стоит", [(DACHI, False)], "стоит 12 000 ₽",
      "«подмосковье», «скока»; unknown-policy: у записи об уборке дач policy «dachnaya».",
      absent=["подмосковь", "скока"]),
    A("paraphrase-typo", "в какой срок можно пожаловатся на плохую уборку", ["blk-pretenzii#srok"],
      "в течение 24 часов после её окончания", "«пожаловатся»: претензия — в течение 24 часов, с фотографиями.",
      absent=["жаловатся"]),
    S("paraphrase-typo", "парагенератор привозите?", [(SRED, MA)], "Парогенератор привозим на уборку после ремонта",
      "«парагенератор»; неякорный раздел «Парогенератор»; #nashi-sredstva (пылесос) — о другом.",
      absent=["парагенератор"]),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Блеск: ключи и доступ в квартиру» о том, кто принимает работу, если дома "
      "никого нет?", ["blk-dostup#priyomka"], "работу принимает менеджер по фотоотчёту клинера",
      "named title; агент: менеджер, по фотоотчёту клинера."),
    A("named-document", "Согласно «Блеск: химчистка мебели и ковров», сколько сохнет мебель после химчистки?",
      ["blk-khimchistka#sushka"], "мебель сохнет от 6 до 12 часов", "named title: от 6 до 12 часов."),
    S("named-document", "Что сказано в «Блеск: претензии к качеству» об отзывах?", [(PRET, MA)],
      "За отзыв с фотографиями клиент получает скидку 5 %",
      "named title; ответ — в его неякорном разделе «Отзывы»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "Стремянкой какой высоты может пользоваться клинер?", ["blk-klinery#vysota"],
      "со стремянки высотой не больше 2 м",
      "у читателя public и blk-staff: памятка доступна.", labels=("public", "blk-staff")),
    A("access-labels", "Моют ли участникам «Блеск Плюс» холодильник изнутри без доплаты?", ["blk-klub#holodilnik"],
      "холодильник изнутри моют без доплаты",
      "у читателя public и blk-club: да. blk-raschet#doplaty (500 ₽ за холодильник) — общее правило и чужой "
      "источник.", labels=("public", "blk-club")),
    S("access-labels", "Сколько стоит выезд за МКАД?", [(RF, False)], "выезд за МКАД стоит 40 ₽ за километр",
      "у читателя blk-club без public: публичный прайс ему закрыт (нужны все метки); правила программы тоже "
      "требуют public.", labels=("blk-club",)),

    # --- other-time (2)
    A("other-time", "Есть ли сейчас акция на мойку окон в Москве?", ["blk-akciya-2036#vesna"],
      "мойка окна с двух сторон стоит 450 ₽ за створку",
      "now = 2036-03-12: акция (с 1 по 31 марта 2036) действует.", now=OFFER_TIME),
    A("other-time", "Сколько стоит поддерживающая уборка в Москве?", ["blk-ceny-rf-2037#podderzhivayushchaya"],
      "100 руб. за квадратный метр в Москве",
      "now = 2037-02-10: редакция 2037 года опубликована, прайс 2036 года истёк; редакция 2035 — историческая.",
      now=NEXT_YEAR),
]
