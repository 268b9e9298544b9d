"""Labelled questions of unseen49 (the source of questions_*.jsonl; build_unseen49.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run. The split (2nd, 5th, 8th, ... question of each kind per file is holdout) was fixed in README.md
before the first corpus record was written.
This round leans on the reader's own figures and dates against a bound, a window or a season (a pick-up
next week, in May, against "from May 1 to September 30"; a 16-day June hire against "14 days or more,
except from December 1 to February 28"; a 23-year-old against "aged 21 to 24"; a licence held 8 months
against "at least one year"; 8 km of gravel against "up to 12 km"; 15 hours against "within 12 hours";
40 days against "from 59 to 15 days"; a 10-day Tasmanian trip against "14 days or more"; «ребёнок 5 лет»
against «до 7 лет»; «10 ночей» against «от 7 ночей»; «в 10 утра» against «с 9:00 до 14:00»; «мне 16»
against «от 14 до 17 лет»; «послезавтра» against «не позднее чем за 48 часов»; «30 декабря» against «с 25
декабря по 8 января … за 7 суток»; «полтора месяца» against «3 месяца»; «в 23:30» against «до 22:00»;
«двое суток» against «за 24 часа»); on seasons and surcharges in one record (the New Zealand low and high
seasons, the Christmas surcharge in Australia, Karakol's ski season, the weekend nights in Russia); on
one-direction and one-country rules (Cairns to Melbourne only from May to October, Melbourne to Cairns at
any time; snow chains from Christchurch only; the 2030 editions New Zealand's / Russia's only; no
long-stay discounts and no private bathrooms in Kyrgyzstan; migration registration in Russia only); on
the same amount in two currencies (850 ₽ in Yekaterinburg, 850 сом in Bishkek); on rejected sections
whose accepted neighbours share the question's words and would mislead (a windscreen chip beside "Zero
Excess … also covers windscreens"; a puncture call-out beside the hirer's call-outs; an after-hours return
beside the return hours and late fee; the Cook Strait ferry beside the Auckland–Christchurch one-way fee;
night check-in beside the early check-in; bicycle storage beside luggage storage; dollars in Bishkek beside
the accepted payment methods); on chat spellings; on a person, a time of day, a count, a date and a
duration asked; and on questions that name a document.
"""
from __future__ import annotations

NOW = "2031-05-14T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# campervan_en record ids
NZ, N30, N32, AU = "cvn-rates-nz-2031", "cvn-rates-nz-2030", "cvn-rates-nz-2032", "cvn-rates-au-2031"
OFF, QT, PICK, DRV = "cvn-offer-autumn-2031", "cvn-queenstown-2031", "cvn-pickup-2031", "cvn-drivers-2031"
COV, ROAD, CAMP, BOOK = "cvn-cover-2031", "cvn-roadside-2031", "cvn-camping-2031", "cvn-booking-2031"
TRAV, STAFF, AGT, WET = "cvn-travel-2031", "cvn-staff-handbook-2031", "cvn-agents-2031", "cvn-cairns-wet-2031"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much is a 2-berth campervan a day in Auckland if we pick it up next week?",
      ["cvn-rates-nz#daily-rates"], "a 2-berth campervan costs NZ$139 a day",
      "next week is in May: NZ$139 from May 1 to September 30 (NZ$189 is October-April, the same sentence); the "
      "2030 edition (NZD 129), the 2032 edition (199 NZD) and the expired autumn relocation offer (NZ$1) are wrong "
      "sources. Auckland read as New Zealand."),
    A("answerable", "We picked up the van in Auckland yesterday for 16 days and now we'd like to drop it in "
      "Christchurch at the end. Is there a one-way fee?", ["cvn-rates-nz#one-way"],
      "The fee is waived for hires of 14 days or more",
      "16 is 14 or more and May is outside December 1 to February 28: no fee (NZ$150 otherwise)."),
    A("answerable", "What's the bond on a motorhome hired in Cairns, and can I put it on a debit card?",
      ["cvn-rates-au#bond"], "debit cards are not accepted for the bond",
      "A$3,000 on a credit card; no debit card (New Zealand's NZ$2,500 is another country's)."),
    A("answerable", "We're hiring a 4-berth from Melbourne for 10 days over Christmas. How much more a day is that "
      "than the usual rate?", ["cvn-rates-au#daily-rates"], "every daily rate is A$40 higher",
      "Christmas is inside December 15 to January 31: A$40 a day more (A$249 otherwise)."),
    A("answerable", "What did a 4-berth motorhome cost per day in New Zealand in winter 2030?",
      ["cvn-rates-nz-2030#daily-rates"], "a 4-berth motorhome NZD 199 a day from May 1 to September 30",
      "a past year: the historical 2030 edition; winter is May-September: NZD 199 (today's NZ$219 is a wrong "
      "source)."),
    A("answerable", "Can we do a one-way trip from Melbourne up to Cairns in February, and what does it cost?",
      ["cvn-rates-au#one-way"], "A one-way hire from Melbourne to Cairns costs A$950 at any time of year",
      "yes, A$950 at any time of year; the May-October limit (A$450) is for Cairns to Melbourne."),
    A("answerable", "I'm 23. Can I drive one of your vans in New Zealand, and do I pay anything extra?",
      ["cvn-drivers#licence", "cvn-drivers#additional"],
      "Drivers aged 21 to 24 pay a young driver fee of NZ$15 a day in New Zealand",
      "23 is at least 21 (#licence) and within 21 to 24: NZ$15 a day, for not more than 10 days (#additional)."),
    A("answerable", "My husband got his full licence 8 months ago. Can he be an additional driver?",
      ["cvn-drivers#licence"], "held for at least one year", "8 months is under one year: no."),
    A("answerable", "What's the most I'd have to pay if I damage the van in New Zealand with just the standard "
      "cover?", ["cvn-cover#standard"], "an excess of NZ$5,000 in New Zealand",
      "NZ$5,000 per incident (Australia's A$6,000, Excess Lite's NZ$2,000 are other subjects)."),
    A("answerable", "We've got Zero Excess. If we scrape the roof on a tree branch, are we covered?",
      ["cvn-cover#exclusions"], "not covered under any option, including Zero Excess",
      "no: overhead damage is never covered, Zero Excess included (#reduction's 'nil' excess would mislead)."),
    A("answerable", "The campground we booked is 8 km down a gravel road. Are we covered driving on it?",
      ["cvn-cover#exclusions"], "except on unsealed roads of up to 12 km that lead to a campground",
      "8 km is up to 12 km and leads to a campground: yes (gravel read as unsealed)."),
    A("answerable", "Our van broke down near Christchurch and after 15 hours it's still not fixed. Do we get "
      "anything back?", ["cvn-roadside#breakdown"],
      "If the fault cannot be fixed within 12 hours, we refund the daily rate for each full day you are without a van",
      "15 hours is over 12: the daily rate for each full day without a van, and accommodation up to NZ$150 a "
      "night. cvn-pickup#early-return (24 hours) is the rule for handing the van back early, another subject."),
    A("answerable", "We ran out of diesel on the way to Rotorua and had to call roadside assistance. Will you "
      "charge us?", ["cvn-roadside#your-costs"], "costs NZ$120 or A$140",
      "yes: running out of fuel is the hirer's call-out, NZ$120 (Rotorua read as New Zealand)."),
    A("answerable", "Is there a toilet in the small 2-berth van if we hire in Cairns?", ["cvn-camping#self-contained"],
      "the 2-berth campervan has neither",
      "no: in Australia only the 4-berth has a toilet and a shower (in New Zealand every van is self-contained)."),
    A("answerable", "We got a speed camera ticket in the van. What will you charge us on top of the fine?",
      ["cvn-camping#fines"], "an administration fee of NZ$35 or A$40",
      "an administration fee of NZ$35 or A$40 per fine; the fine itself is the hirer's."),
    A("answerable", "Something came up and we have to cancel our hire that starts in 40 days. Do we lose money?",
      ["cvn-booking#cancelling"], "If it is cancelled from 59 to 15 days before pick-up, the 20% deposit is kept",
      "40 is from 59 to 15: the 20% deposit is kept."),
    A("answerable", "Can we take the van from Melbourne over to Tasmania on a 10-day hire?", ["cvn-travel#states"],
      "Tasmania is allowed only on hires of 14 days or more from Melbourne", "10 is under 14: no."),
    A("answerable", "What time do we have to drop the van back, and what happens if we turn up two hours late?",
      ["cvn-pickup#return"], "A van returned after 1:00 pm is charged NZ$50 or A$50 for each hour or part of an hour",
      "a time of day: by 1:00 pm (from 8:00 am); two hours late: NZ$50 or A$50 for each hour or part of one."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much does it cost to take our campervan across on the Cook Strait ferry?", [(NZ, MA)],
      "We book the Cook Strait ferry for a van up to 7 metres long for NZ$420 each way",
      "unanchored 'Ferry crossings'; #one-way of the same record (the Auckland-Christchurch fee NZ$150) would "
      "give a wrong price."),
    S("rejected-best", "Is there a shuttle from Cairns Airport to your depot, and what does it cost?", [(AU, MA)],
      "A transfer from Cairns Airport or Melbourne Airport to our depot costs A$30 per person",
      "unanchored 'Airport transfers'; #daily-rates (Cairns A$149) is not a transfer."),
    S("rejected-best", "Our flight lands late. Can we drop the van at the Auckland depot after hours?", [(PICK, MA)],
      "Vans can be returned after hours at the Auckland depot only",
      "unanchored 'After-hours returns'; #return (8:00 am to 1:00 pm, NZ$50 an hour late) would mislead."),
    S("rejected-best", "My dad is 78 and wants to share the driving. Does he need anything extra?", [(DRV, MA)],
      "Drivers aged 75 or over must bring a letter from a doctor",
      "unanchored 'Drivers aged 75 and over'; #licence ('at least 21 years old') and #additional would mislead."),
    S("rejected-best", "We only have the standard cover. What do you charge to fix a chip in the windscreen?",
      [(COV, MA)], "a chipped windscreen is repaired for NZ$150 or A$180",
      "unanchored 'Windscreens and tyres'; #reduction ('Zero Excess … also covers windscreens') and #standard "
      "(the NZ$5,000 excess) would mislead."),
    S("rejected-best", "We've got a flat tyre and can't change it ourselves. How much is a roadside call-out for "
      "that?", [(ROAD, MA)], "a roadside call-out to change it costs NZ$95 or A$110",
      "unanchored 'Tyre punctures'; #your-costs ('a flat battery', NZ$120 or A$140) would give a wrong price."),
    S("rejected-best", "Can we bring our dog along in the campervan?", [(CAMP, MA)],
      "Other pets are allowed only in the Pet Friendly 2-berth",
      "unanchored 'Pets'; #self-contained and #cleaning of the pick-up record are wrong sources."),
    S("rejected-best", "How many vans does one depot agent hand over in a day?", [(STAFF, False)],
      "One depot agent hands over not more than 6 vans a day",
      "denied: staff handbook (cvn-staff); cvn-pickup#pickup ('The handover takes about an hour') is a wrong "
      "source."),
    S("rejected-best", "What commission does a travel agent get on a campervan booking?", [(AGT, False)],
      "Travel agents receive 15% commission on the hire",
      "denied: agents' terms (cvn-agent); cvn-booking#paying (the 20% deposit) is a wrong source."),
    S("rejected-best", "What was the deal on relocating a 2-berth from Christchurch to Auckland in April?",
      [(OFF, False)], "cost NZ$1 a day, with no one-way fee",
      "expired April 30, 2031; #one-way (NZ$150) and #daily-rates are not the offer."),
    S("rejected-best", "How much will a 2-berth campervan cost per day in New Zealand in summer 2032?",
      [(N32, False)], "a 2-berth campervan costs 199 NZD a day",
      "not yet published (September 1, 2031); today's NZ$189 is 2031's."),
    S("rejected-best", "Do your own staff get a discount when they hire a campervan?", [(STAFF, False)],
      "Staff may hire a 2-berth campervan for 40% off the daily rate",
      "denied: staff handbook; #daily-rates ('10% off the daily rate' for 21 days or more) is a wrong source."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you rent out kayaks to take along with the van?", [], "kayak", "nothing on kayaks.",
      absent=["kayak"]),
    S("nothing", "Is there a Tussock Campers depot in Perth?", [], "perth",
      "Auckland, Christchurch, Melbourne, Cairns (Queenstown later).", absent=["perth"]),
    S("nothing", "Do the vans come with wifi?", [], "wifi", "nothing on wifi.", absent=["wifi", "wi-fi"]),
    S("nothing", "Do you sell your ex-rental campervans?", [], "sell", "hire only; nothing on selling vans.",
      absent=["sell", "sale"]),
    S("nothing", "Can we hire an electric campervan?", [], "electric", "nothing on electric vans.",
      absent=["electric"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a one-way hire from Cairns to Melbourne cost in 2030?", [], "cairns to melbourne cost in 2030",
      "the 2030 edition is New Zealand's only; A$450 is today's Australian price."),
    S("near-miss", "How much does a diesel heater cost to hire in Australia?", [], "diesel heater in australia",
      "the diesel heater (NZ$12 a day) is in New Zealand's extras; Australia's list has none."),
    S("near-miss", "Is there a discount on hires of 21 days or more in Australia?", [],
      "discount on hires of 21 days or more in australia",
      "the 10% off for 21 days or more is New Zealand's; in Australia 21 days only frees the airport transfer "
      "(unanchored, and not a discount on the hire)."),
    S("near-miss", "Is the one-way fee from Cairns to Melbourne waived on a 20-day hire?", [],
      "one-way fee from cairns to melbourne waived",
      "the waiver for 14 days or more is New Zealand's; the Australian one-way prices name no waiver."),
    S("near-miss", "Does Zero Excess cover losing the van keys?", [], "losing the van keys",
      "Zero Excess names windscreens and tyres; keys are mentioned only as 'keys locked inside the van' (a "
      "hirer's call-out); nothing on lost keys.", absent=["losing", "lost"]),
    S("near-miss", "How much is the fine for freedom camping in the wrong place?", [], "fine for freedom camping",
      "only the administration fee (NZ$35 or A$40) is ours; the fine's amount is not stated."),
    S("near-miss", "How long does the handover take when we return the van?", [], "handover when returning",
      "'about an hour' is the pick-up handover; the return section names the hours and fees only."),
    S("near-miss", "How many nights can we stay at one freedom camping site?", [], "nights at one freedom camping site",
      "the vans may stay at sites for self-contained vehicles; no limit on nights is stated."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much is the bond for a campervan in nz", ["cvn-rates-nz#bond"], "a bond of NZ$2,500",
      "'hw': NZ$2,500 (NZ$250 with Zero Excess).", absent=["hw"]),
    A("paraphrase-typo", "whats the youngest age u can drive one of ur vans", ["cvn-drivers#licence"],
      "at least 21 years old", "'whats', 'ur': 21.", absent=["whats", "youngest", "ur"]),
    S("paraphrase-typo", "do u do gift vouchers? how long r they valid", [(BOOK, MA)],
      "Gift vouchers from NZ$100 are valid for 3 years",
      "unanchored 'Gift vouchers'; #paying and #cancelling (the NZ$100 administration fee) would mislead."),
    A("paraphrase-typo", "can we pick up the camper at 4pm", ["cvn-pickup#pickup"],
      "Vans are picked up between 10:00 am and 3:30 pm", "'4pm' is after 3:30 pm: no.", absent=["4pm"]),
    A("paraphrase-typo", "hw long til the bond comes back after we drop the van off in melbourne",
      ["cvn-rates-au#bond"], "released within 10 working days of the van's return",
      "'hw', 'til': within 10 working days (Melbourne read as Australia).", absent=["hw", "til"]),
    S("paraphrase-typo", "is the queenstown depot open yet", [(QT, False)],
      "Tussock Campers Queenstown opens on October 1, 2031", "not yet published (August 1, 2031)."),
    A("paraphrase-typo", "r there any extra charges for a 2nd driver", ["cvn-drivers#additional"],
      "Up to three additional drivers can be added free of charge",
      "'r', '2nd': no, free (a driver aged 21 to 24 pays the young driver fee).", absent=["2nd"]),
    S("paraphrase-typo", "saturday hours cairns in feb?", [(WET, False)],
      "Tussock Campers Cairns is open on Saturdays from 9:00 am to 12:30 pm only",
      "unknown-policy: the wet season notice has no policy; cvn-pickup#pickup (10:00 am to 3:30 pm) is a wrong "
      "source."),
    A("paraphrase-typo", "smoked a vape in the van once, will u charge us", ["cvn-pickup#cleaning"],
      "Smoking in a van, including e-cigarettes, carries a fee of NZ$500 or A$500",
      "'vape' for e-cigarette: yes, NZ$500 or A$500.", absent=["vape"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Tussock Campers roadside assistance, how fast does help arrive in Melbourne?",
      ["cvn-roadside#response"], "within one and a half hours in Auckland, Christchurch, Melbourne and Cairns",
      "named title: within one and a half hours."),
    A("named-document", "What does Tussock Campers insurance and excess say about the daily price of Excess Lite?",
      ["cvn-cover#reduction"], "for NZ$29 or A$35 a day", "named title: NZ$29 or A$35 a day."),
    S("named-document", "What does Tussock Campers where you can drive say about driving up to a ski field in July?",
      [(TRAV, MA)], "vans may be driven up ski field access roads only with snow chains fitted",
      "named title; the answer is in its unanchored 'Ski field roads' (#prohibited names other roads; "
      "cvn-rates-nz#extras' free snow chains is another document)."),
    A("named-document", "In Tussock Campers bookings, payments and cancellations, how late can we change our dates "
      "for free?", ["cvn-booking#changes"], "Dates can be changed free of charge up to 30 days before pick-up",
      "named title: up to 30 days before pick-up."),
]

# hostel_ru record ids
RF, R30, R32, KG = "hst-ceny-rf-2031", "hst-ceny-rf-2030", "hst-ceny-rf-2032", "hst-ceny-kg-2031"
AKC, OSH, ZAS, BRON = "hst-akciya-aprel-2031", "hst-osh-2031", "hst-zaselenie-2031", "hst-bron-2031"
PRAV, OPL, BAG, KUH = "hst-pravila-2031", "hst-oplata-2031", "hst-bagazh-2031", "hst-kuhnya-2031"
ZHAL, INS, PAR, KAR = "hst-zhaloby-2031", "hst-instrukciya-2031", "hst-partnery-2031", "hst-karakol-zima-2031"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит место в общем номере в Екатеринбурге в будний день?", ["hst-ceny-rf#koyka"],
      "850 ₽ в Екатеринбурге",
      "850 ₽ (Москва — 1 100 ₽ той же фразы; +200 ₽ — ночи на выходные); редакции 2030 (750 рублей) и 2032 "
      "(950 руб.) и истёкшая апрельская акция — чужие; 850 сом — Бишкек, другая валюта."),
    A("answerable", "Мы с подругой хотим места в женском номере в Москве на ночь с субботы на воскресенье. Сколько "
      "стоит одно место?", ["hst-ceny-rf#koyka"], "Место в женском номере на 4 человека — на 150 ₽ дороже",
      "1 100 ₽ + 150 ₽ за женский номер + 200 ₽ за ночь с субботы на воскресенье (сумма в тексте не названа; "
      "ответ из трёх фраз одного фрагмента)."),
    A("answerable", "Сколько стоит место в общем номере в Караколе в январе?", ["hst-ceny-kg#koyka"],
      "место в Караколе стоит 1 000 сом",
      "январь — внутри «с 15 декабря по 15 марта»: 1 000 сом (700 сом — вне сезона)."),
    A("answerable", "Едем в Москву вдвоём с сыном 5 лет, берём номер с общей ванной, спать он будет с нами. Надо "
      "платить за ребёнка?", ["hst-ceny-rf#nomer"],
      "дети до 7 лет без отдельного спального места живут бесплатно", "5 меньше 7, без отдельного места: нет."),
    A("answerable", "Сколько стоил двухместный номер с общей ванной в Москве в 2030 году?",
      ["hst-ceny-rf-2030#nomer"], "3 400 рублей за ночь в Москве",
      "прошлый год: историческая редакция; нынешние 3 900 ₽ — чужой источник."),
    A("answerable", "Живу в хостеле в Бишкеке уже месяц. Положена ли скидка за долгое проживание?",
      ["hst-ceny-kg#uslugi"], "Скидок за долгое проживание в Кыргызстане нет",
      "нет (скидки 10 % / 25 % — российские, другая страна)."),
    A("answerable", "Остановлюсь в Екатеринбурге на 10 ночей подряд в марте. Какая будет скидка?",
      ["hst-ceny-rf#dolgo"], "от 7 ночей подряд скидка 10 %",
      "10 — от 7, но меньше 28: 10 %; март — вне 25 декабря – 8 января."),
    A("answerable", "Поезд приходит в 10 утра. Можно заселиться сразу и сколько это стоит?", ["hst-zaselenie#vremya"],
      "Ранний заезд с 9:00 до 14:00 стоит 50 % цены ночи",
      "10:00 — внутри «с 9:00 до 14:00»: да, если есть места, 50 % цены ночи."),
    A("answerable", "Мне 16, еду на соревнования с тренером, родителей не будет. Меня заселят?",
      ["hst-zaselenie#vozrast"],
      "Подростки от 14 до 17 лет заселяются только с одним из родителей или со взрослым по нотариальной доверенности",
      "16 — от 14 до 17: только если у тренера нотариальная доверенность от родителей."),
    A("answerable", "Я иностранец, живу в хостеле в Москве. Нужно ли платить за постановку на миграционный учёт?",
      ["hst-zaselenie#dokumenty"], "ставим на миграционный учёт бесплатно", "нет, бесплатно (в России)."),
    A("answerable", "Заезд послезавтра, а я хочу отменить бронь сегодня вечером. Вернут предоплату?",
      ["hst-bron#otmena"], "не позднее чем за 48 часов до дня заезда предоплату возвращаем полностью",
      "сегодня вечером — меньше чем за 48 часов до дня заезда (послезавтра): нет."),
    A("answerable", "Мы заезжаем 30 декабря. До какого срока можно отменить бронь без потерь?", ["hst-bron#otmena"],
      "не позднее чем за 7 суток до заезда", "30 декабря — внутри «с 25 декабря по 8 января»: за 7 суток."),
    A("answerable", "Внёс предоплату картой за хостел в Москве и вовремя отменил. Когда вернутся деньги?",
      ["hst-bron#vozvrat"], "в течение 10 рабочих дней", "на ту же карту в течение 10 рабочих дней (в России)."),
    A("answerable", "Сосед по номеру в Бишкеке курил вейп прямо в комнате. Какой за это штраф?",
      ["hst-pravila#kurenie"], "2 000 сом в Кыргызстане",
      "электронные сигареты включены: 2 000 сом (3 000 ₽ — Россия)."),
    A("answerable", "Забыл в хостеле паспорт полтора месяца назад. Он ещё у вас?", ["hst-bagazh#zabytye"],
      "их храним 3 месяца",
      "документы — исключение из 30 дней: 3 месяца; полтора месяца меньше 3: да."),
    A("answerable", "Можно ли в Караколе заплатить картой Visa?", ["hst-oplata#sposoby"], "карты «Элкарт» и Visa",
      "да (Каракол — Кыргызстан; в России — «Мир», СБП, наличные)."),
    A("answerable", "Выезжаю из хостела в Москве в 12, а поезд в 23:30. Рюкзак можно оставить до поезда, сколько "
      "это стоит?", ["hst-bagazh#bagazh"], "В день выезда багаж храним бесплатно до 22:00",
      "бесплатно до 22:00, а до 23:30 — дальше, 200 ₽ за место в сутки (Москва — Россия)."),
    A("answerable", "Администратор уже двое суток не может починить душ. Кому писать дальше?", ["hst-zhaloby#zhaloby"],
      "напишите управляющей сетью Айгуль Токтогуловой",
      "человек и роль: Айгуль Токтогулова, управляющая сетью (двое суток — больше 24 часов); #pereselenie "
      "(нет горячей воды) — тоже о неисправности, но вопрос — кому писать."),

    # --- rejected-best (12)
    S("rejected-best", "Есть ли парковка у хостела в Екатеринбурге и сколько она стоит?", [(RF, MA)],
      "Парковка во дворе хостела в Екатеринбурге стоит 400 ₽ в сутки",
      "неякорный раздел «Парковка»; #koyka того же прайса («850 ₽ в Екатеринбурге») ввёл бы в заблуждение."),
    S("rejected-best", "Сколько стоит доехать из аэропорта Манас до вашего хостела?", [(KG, MA)],
      "Трансфер из аэропорта Манас до хостела в Бишкеке стоит 1 200 сом",
      "неякорный раздел «Трансфер из аэропорта»; #koyka (Бишкек, 850 сом) — чужой источник."),
    S("rejected-best", "Самолёт прилетает в 3 ночи. Можно заселиться ночью?", [(ZAS, MA)],
      "Заселение с 00:00 до 7:00 возможно только по предварительной договорённости",
      "неякорный раздел «Ночное заселение»; #vremya (заселение с 14:00, ранний заезд с 9:00) ввёл бы в "
      "заблуждение."),
    S("rejected-best", "Нас 12 человек, хотим забронировать вместе. Есть скидка для группы?", [(BRON, MA)],
      "Группы от 10 человек бронируют через отдел продаж",
      "неякорный раздел «Групповые бронирования»; #predoplata (предоплата — первая ночь) ввёл бы в заблуждение."),
    S("rejected-best", "Можно ли заселиться с котом в Караколе?", [(PRAV, MA)],
      "В Караколе кошек и собак весом до 10 кг принимаем в отдельных номерах",
      "неякорный раздел «Животные»; ответ «нет» из общих правил был бы неверен для Каракола."),
    S("rejected-best", "Можно ли в Бишкеке расплатиться долларами?", [(OPL, MA)],
      "В Бишкеке принимаем наличные доллары США и евро",
      "неякорный раздел «Оплата в долларах и евро»; #sposoby (сомы, карты, переводы) ввёл бы в заблуждение."),
    S("rejected-best", "Где оставить велосипед в Москве и сколько это стоит?", [(BAG, MA)],
      "в Москве — за 150 ₽ в сутки",
      "неякорный раздел «Хранение велосипедов»; #bagazh (багаж: 200 ₽ в сутки) дал бы неверную цену."),
    S("rejected-best", "Сколько гостей за смену заселяет один администратор?", [(INS, False)],
      "за смену один администратор заселяет не более 40 гостей",
      "закрыто: инструкция (hst-staff); #zhaloby («администратору смены») — чужой источник."),
    S("rejected-best", "Какую комиссию получает турагентство за бронь в «Перевале»?", [(PAR, False)],
      "Турагентства получают 13 % стоимости проживания",
      "закрыто: условия для турагентств (hst-partner); #predoplata — чужой источник."),
    S("rejected-best", "Какая акция была в хостеле в Екатеринбурге в апреле?", [(AKC, False)],
      "третья ночь была бесплатной", "истекла 30 апреля 2031; #koyka и #dolgo — не условия акции."),
    S("rejected-best", "Сколько будет стоить место в общем номере в Москве в 2032 году?", [(R32, False)],
      "1 250 руб. за ночь в Москве", "не опубликован (1 октября 2031); нынешние 1 100 ₽ — 2031 года."),
    S("rejected-best", "Какая скидка у сотрудников на проживание в других хостелах сети?", [(INS, False)],
      "Сотрудники живут в других хостелах сети со скидкой 50 %",
      "закрыто: инструкция; #dolgo (скидки 10 % / 25 %) и #vremya (50 % цены ночи) — чужие источники."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас хостел в Новосибирске?", [], "новосибирск",
      "Москва, Екатеринбург, Бишкек, Каракол (Ош позже).", absent=["новосибирск"]),
    S("nothing", "Есть ли в хостеле сауна?", [], "саун", "ничего о сауне.", absent=["саун"]),
    S("nothing", "Можно ли взять у вас напрокат палатку для похода?", [], "палатк", "ничего о прокате снаряжения.",
      absent=["палатк", "напрокат"]),
    S("nothing", "Есть ли в номерах кондиционер?", [], "кондиционер", "ничего о кондиционерах.",
      absent=["кондиционер"]),
    S("nothing", "Организуете ли вы экскурсии на Иссык-Куль?", [], "иссык", "ничего об экскурсиях.",
      absent=["иссык", "экскурс"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоило место в общем номере в Бишкеке в 2030 году?", [], "бишкеке в 2030",
      "редакция 2030 года — российская (Москва, Екатеринбург); 850 сом — нынешняя цена."),
    S("near-miss", "Сколько стоит место в женском номере в Бишкеке?", [], "женском номере в бишкеке",
      "женский номер (+150 ₽) есть только в российском прайсе; в Кыргызстане о нём ничего."),
    S("near-miss", "Сколько стоит раскладная кровать для третьего гостя в Караколе?", [],
      "раскладная кровать для третьего гостя в караколе",
      "раскладная кровать (900 ₽) — в российском прайсе; о Кыргызстане ничего."),
    S("near-miss", "Какой штраф за шум после 23:00?", [], "штраф за шум",
      "за шум — выселение после двух предупреждений, без штрафа; штраф 3 000 ₽ / 2 000 сом — за курение."),
    S("near-miss", "Бесплатно ли иностранцев ставят на учёт в хостеле в Кыргызстане?", [], "учёт в кыргызстане",
      "миграционный учёт назван только для России; о Кыргызстане ничего."),
    S("near-miss", "Сколько стоит сушка белья в Кыргызстане?", [], "сушка белья в кыргызстане",
      "сушка (200 ₽) — в российском прайсе; в Кыргызстане названа только стирка (200 сом)."),
    S("near-miss", "Сколько стоит такси от хостела в Москве до аэропорта?", [], "такси от хостела в москве до аэропорта",
      "такси оплачивают только при переселении в другой хостел (до 1 000 ₽); трансфер (неякорный) — из Манаса "
      "в Бишкеке; о Москве ничего."),
    S("near-miss", "Какой штраф, если выпить пива в номере?", [], "штраф за алкоголь",
      "алкоголь в номерах запрещён, но штраф 3 000 ₽ / 2 000 сом назван за курение; штраф за алкоголь не назван.",
      absent=["пива"]),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит койка в москве", ["hst-ceny-rf#koyka"], "1 100 ₽ за ночь в Москве",
      "«скока», «койка»: 1 100 ₽ (в выходные ночи на 200 ₽ дороже).", absent=["скока", "койк"]),
    A("paraphrase-typo", "до скольки выезд", ["hst-zaselenie#vremya"], "выезд — до 12:00", "до 12:00.",
      absent=["скольки"]),
    S("paraphrase-typo", "завтраки есть? почём", [(KUH, MA)], "Завтрак подают с 8:00 до 10:30",
      "неякорный раздел «Завтраки»; #chay («Чай и кофе … бесплатны») ввёл бы в заблуждение.", absent=["почём"]),
    A("paraphrase-typo", "мне 17 можно жить одному без родителей", ["hst-zaselenie#vozrast"],
      "Подростки от 14 до 17 лет заселяются только с одним из родителей",
      "17 — внутри «от 14 до 17»: нет, только с родителем или взрослым по нотариальной доверенности."),
    A("paraphrase-typo", "полотенце платное в бишкеке?", ["hst-ceny-kg#uslugi"], "В Кыргызстане полотенце выдаём бесплатно",
      "нет, бесплатно (150 ₽ — Россия)."),
    S("paraphrase-typo", "в оше хостел уже работает?", [(OSH, False)],
      "Хостел «Перевал» в Оше откроется 1 сентября 2031 года", "не опубликован (1 июля 2031)."),
    A("paraphrase-typo", "можно чай ночью попить бесплатно", ["hst-kuhnya#chay"], "бесплатны и доступны круглосуточно",
      "да: круглосуточно и бесплатно (кухня до 23:00 — другой фрагмент; чай доступен круглосуточно)."),
    S("paraphrase-typo", "шатл на лыжную базу в караколе скока стоит", [(KAR, False)],
      "поездка в одну сторону стоит 150 сом",
      "unknown-policy: запись о зимнем Караколе без policy; #koyka (Каракол, сезон) — чужой источник.",
      absent=["шатл", "скока"]),
    A("paraphrase-typo", "шкафчик с замком есть? или свой брать", ["hst-bagazh#shkafchiki"],
      "Замок можно взять свой или наш", "можно свой или взять наш за залог 500 ₽ или 300 сом."),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Перевал: правила проживания» о тихих часах?", ["hst-pravila#tishina"],
      "Тихие часы — с 23:00 до 7:00", "named title: с 23:00 до 7:00."),
    A("named-document", "Согласно «Перевал: бронирование и отмена», до какого времени держат бронь без предоплаты?",
      ["hst-bron#predoplata"], "Бронь без предоплаты держим до 18:00 дня заезда", "named title: до 18:00 дня заезда."),
    S("named-document", "Что в «Перевал: жалобы и компенсации» сказано о компенсации, если соседи шумели ночью?",
      [(ZHAL, MA)], "даём скидку 30 % на следующую ночь",
      "named title; ответ — в его неякорном разделе «Компенсация за шум» (#zhaloby и #pereselenie — о другом)."),
    A("named-document", "Что говорит «Перевал: кухня и общие зоны» о продуктах без подписи?", ["hst-kuhnya#kuhnya"],
      "продукты без подписи выбрасываем по понедельникам", "named title: выбрасывают по понедельникам."),
]
