"""Labelled questions of unseen29 (the source of questions_*.jsonl; build_unseen29.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
This round leans on near-misses that name one of two things where a record speaks of the other in
the same words (a petrol generator where only diesel ones are priced; group lessons for adults where
only children's groups exist), on two-part questions the corpus answers only in part, on customers'
own words and chat spellings ("kango", "genny", "cherry picker", "nicked"; «скока», «абик»,
«бассик», «индивидуалка»), and on questions that name a document's title.
"""
from __future__ import annotations

NOW = "2028-05-10T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

RGB, RIE, RGB27, RGB09 = "th-rates-gb-2028", "th-rates-ie-2028", "th-rates-gb-2027", "th-rates-gb-2028-09"
DEP, DEL, WAV, CLF = "th-deposits-2028", "th-delivery-2028", "th-waiver-2028", "th-cleaning-fuel-2028"
RET, BRK, CON, SAF = "th-returns-2028", "th-breakdowns-2028", "th-conditions-2028", "th-safety-2028"
AGE, TRD, STF, SPR, SAL = "th-age-2028", "th-trade-2028", "th-staff-2028", "th-spring-2028", "th-sales-2028"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "how much to hire a kango for the day in Leeds?", ["rates-uk#breakers"], "£52 a day",
      "'kango' = a heavy-duty electric breaker (a trade name used for the tool): £52 a day; Leeds is in the UK. "
      "Ireland's €60 and the 2027 edition's £48 are wrong sources.", absent=["kango"]),
    A("answerable", "how much is a genny for a week in Cork", ["rates-ireland#generators-access"], "€225 a week",
      "'genny' = generator; Cork is in Ireland (named in the record's unanchored text only): €225 a week. The UK's "
      "£195 is the other country.", absent=["genny"]),
    A("answerable", "cherry picker hire - do I need a ticket to use one?", ["safety-training#powered-access"],
      "hired only to operators who hold a valid IPAF licence",
      "'cherry picker' = a boom lift, 'ticket' = a licence: yes, a valid IPAF licence; no first-time operators.",
      absent=["cherry", "picker", "ticket"]),
    A("answerable", "Hired a digger in Manchester, can I take it over to Belfast for a job?", ["hire-conditions#abroad"],
      "must not be taken out of Great Britain, including to Northern Ireland",
      "Belfast is in Northern Ireland (reader's knowledge): no, unless the depot manager agrees in writing.",
      absent=["belfast"]),
    A("answerable", "got the breaker back at 10.30 instead of 9, will i be charged another day?",
      ["returns-and-extensions#returns"], "We allow 2 hours' grace",
      "10:30 is within the 2 hours' grace after 9:00: no extra day."),
    A("answerable", "what happens if the mixer packs up on site?", ["breakdowns#report", "breakdowns#replacement"],
      "stop using it and phone the depot within 2 hours",
      "'packs up' = breaks down: stop, phone within 2 hours, repaired or replaced within 4 working hours. "
      "'mixer' occurs only in the cleaning section (concrete mixers): not what is asked.", absent=["packs"]),
    A("answerable", "Do you deliver? I'm about 8 miles from the Bristol depot", ["delivery-and-collection#charges"],
      "up to 10 miles £25 in the United Kingdom", "8 miles falls in 'up to 10 miles': £25 each way."),
    A("answerable", "im 19 can i hire a mini digger", ["age-and-eligibility#age"], "21 or over to hire plant",
      "no: plant needs 21 or over. The handover demonstration (safety-training#plant) does not answer the age."),
    A("answerable", "do I have to pay for the waiver if I've got my own insurance?", ["damage-waiver#waiver"],
      "unless you show proof of your own insurance for hired-in equipment",
      "no, if the reader's insurance covers hired-in equipment and they show proof."),
    A("answerable", "How much do you charge for fuel if I bring the dumper back half empty, in Ireland?",
      ["cleaning-and-fuel#fuel"], "€2.60 per litre in Ireland", "€2.60 a litre; £2.40 is the UK's."),
    A("answerable", "can i rent the breaker out to my neighbour for a couple of days after im done with it",
      ["hire-conditions#prohibited"], "You must not sub-hire, lend or sell",
      "'rent out' = sub-hire: not allowed.", absent=["neighbour"]),
    A("answerable", "How much is a scissor lift per day in the UK, and do I need a licence to use it?",
      ["rates-uk#generators-access", "safety-training#powered-access"], "£140 a day",
      "two parts, both answered: £140 a day (8-metre), and a valid IPAF licence. Citing either is right; an answer "
      "giving only the price is incomplete but from a right source."),
    A("answerable", "what ID do you need to hire a drill", ["deposits-and-id#id"], "photo ID, either a passport or a driving licence",
      "photo ID and proof of address within 3 months (no trade account)."),
    A("answerable", "Is there a charge if the concrete mixer comes back with concrete set in the drum?",
      ["cleaning-and-fuel#cleaning"], "dried concrete is charged at the cost of removing it",
      "'set' = dried: charged at the cost of removing it.", absent=["drum"]),
    A("answerable", "if i bring the drill back after 2 days on a weekly hire do i get money back",
      ["returns-and-extensions#early"], "except a weekly hire returned within the first 3 days",
      "within the first 3 days a weekly hire is recharged at the daily rate."),
    A("answerable", "Can I cancel tomorrow's booking without paying anything? It starts at 8am.",
      ["returns-and-extensions#cancel"], "free of charge up to 24 hours before the hire starts",
      "free up to 24 hours before; the reader's timing decides."),
    A("answerable", "how do I get a trade account and how long does it take?", ["trade-accounts#opening"],
      "we decide within 3 working days",
      "two parts, both answered by one section: 2 years' trading, registration or tax number, two references; 3 "
      "working days."),
    A("answerable", "What did a mini digger cost per day in 2027?", ["rates-uk-2027#plant"], "£180 a day",
      "the year names the 2027 (historical) edition: £180. Today's £195 is a wrong source."),
    A("answerable", "can I get a dumper for 4 hours?", ["rates-uk#plant", "rates-ireland#plant"],
      "Mini diggers and dumpers are not hired for 4 hours",
      "no; both countries' records say so (no country asked)."),
    A("answerable", "my cordless drill is flat, do I have to charge it before I bring it back?", ["cleaning-and-fuel#fuel"],
      "Battery tools are supplied charged and need not be recharged before return",
      "'cordless' = battery tool: no. The call-out for a flat battery (breakdowns#call-outs) is about plant on site, "
      "not what is asked.", absent=["cordless"]),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much does it cost to return a hired tool to a different depot?", [(RET, MA)],
      "returned to another depot in the same country",
      "the fee (£15 / €18) is in the unanchored 'Returns to another depot'; #returns says which depot to return to "
      "but gives no fee."),
    S("rejected-best", "someone nicked the drill out of my van, what do I do?", [(WAV, MA)],
      "report it to the police within 24 hours",
      "'nicked' = stolen: the steps are in the unanchored 'Theft'. #exclusions says only that the waiver does not "
      "cover theft.", absent=["nicked", "van"]),
    S("rejected-best", "Will your driver carry the equipment into the building when you deliver?", [(DEL, MA)],
      "they do not carry equipment into buildings", "only the unanchored 'Kerbside only' says it."),
    S("rejected-best", "Is there a breakdown number I can ring at night for the digger?", [(BRK, MA)],
      "24-hour line", "the out-of-hours line is in the unanchored section; #report says 'phone the depot' only."),
    S("rejected-best", "Do I need IPAF for a boom lift, and do you run the courses?", [(SAF, MA)],
      "one-day IPAF courses",
      "two parts: the licence is answered by #powered-access, the courses only by the unanchored 'Training "
      "courses'; the question as asked is not answered by a citable fragment."),
    S("rejected-best", "Can my 16-year-old son use the drill I hired if I'm watching him?", [(AGE, MA)],
      "Young people under 18 may use hand tools hired by an adult who supervises them",
      "use under supervision is only in the unanchored 'Under-18s'; #age is about who may hire. A reader answering "
      "'no' from #age would be wrong."),
    S("rejected-best", "Can I pay the deposit in cash?", [(DEP, MA)], "Deposits for tools may be paid in cash",
      "cash is only in the unanchored 'Cash deposits'; #deposits says the deposit is taken as a card "
      "pre-authorisation, which a reader might read as 'no'."),
    S("rejected-best", "Does a weekend hire last longer over a bank holiday in the UK?", [(RGB, MA)],
      "On bank holiday weekends a weekend hire runs until 9:00 on Tuesday",
      "only the unanchored 'Bank holidays'; #periods gives the normal weekend."),
    S("rejected-best", "Can the counter staff let me off the cleaning charge?", [(STF, False)],
      "Counter staff may waive a cleaning charge",
      "the waiver of the charge is in the staff handbook (denied); #cleaning states the charge only."),
    S("rejected-best", "Is there a discount if I hire a breaker for 6 weeks?", [(STF, False)],
      "up to 15% off hires of more than 4 weeks",
      "long-hire discounts are in the staff handbook only (denied); trade accounts' 10% is for account holders."),
    S("rejected-best", "Do you hire 3-tonne diggers?", [(RGB09, False)], "a new 3-tonne midi digger",
      "only the September 2028 rates (not yet published) name it; today's 1.5-tonne mini digger is another machine."),
    S("rejected-best", "What will a breaker cost per day from September 2028?", [(RGB09, False)],
      "From 1 September 2028 a heavy-duty electric breaker will cost £56 a day",
      "a future period of a record not yet published; today's £52 is a wrong source."),
    S("rejected-best", "Is there a discount on a rotavator for the weekend?", [(SPR, False)],
      "rotavators, lawn scarifiers and hedge trimmers cost 20% less",
      "only the spring offer (expired 30 April 2028) names rotavators."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "How much is a mini digger a day in the UK, and can you send a driver with it?", [],
      "mini digger with a driver",
      "two parts: the price is in rates-uk#plant, an operated hire nowhere ('driver' occurs only for delivery "
      "drivers). The question as asked is not answered."),
    S("nothing", "Do you hire out vans?", [], "hire vans", "no record is about vans.", absent=["van"]),
    S("nothing", "What time do you open on Saturdays?", [], "open on Saturday",
      "opening hours are nowhere today (Saturday is named only as the start of a weekend hire; Sunday opening is "
      "not yet published)."),
    S("nothing", "How much is a breaker for a week, and do you give a student discount?", [], "student discount",
      "two parts: the weekly price is in both rate cards, a student discount nowhere.", absent=["student"]),
    S("nothing", "Do you hire scaffold towers?", [], "scaffold", "no record is about scaffolding.",
      absent=["scaffold"]),
    S("nothing", "Can I pay with Apple Pay, and is there a fee for paying by card?", [], "Apple Pay",
      "no record is about payment methods or card fees (a card pre-authorisation is the deposit).",
      absent=["apple"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a petrol generator a day in the UK?", [], "petrol generator",
      "only a diesel generator is priced; 'petrol' occurs for machines' fuel and chainsaws."),
    S("near-miss", "Do I need a certificate to hire an electric chainsaw?", [], "electric chainsaw",
      "only petrol chainsaws need a certificate; electric chainsaws are nowhere."),
    S("near-miss", "What does a 3-tonne dumper cost per day?", [], "3-tonne dumper",
      "only a 1-tonne dumper is priced; '3-tonne' names the midi digger of the unpublished rates."),
    S("near-miss", "How much is an 8-metre boom lift a day?", [], "8-metre boom lift",
      "the 8-metre machine is the scissor lift; the boom lift is 12 metres."),
    S("near-miss", "What's the weekend rate for a mini digger?", [], "weekend rate for a mini digger",
      "weekend rates are given for breakers and drills only; plant has day and week rates."),
    S("near-miss", "What's the weekly rate for a scissor lift in Ireland?", [], "scissor lift costs €165 a week",
      "the scissor lift has a day rate only; the generator and plant have week rates."),

    # --- paraphrase-typo (7; the 4th and 7th stop; holdout: 2nd, 5th)
    A("paraphrase-typo", "hw much is the depostit for a mini diger in ireland", ["deposits-and-id#deposits"],
      "£250 or €300 for plant", "€300 for plant.", absent=["depostit", "diger", "hw"]),
    A("paraphrase-typo", "wats the grace period if im late bringin it back", ["returns-and-extensions#returns"],
      "We allow 2 hours' grace", "2 hours, then another day.", absent=["wats", "bringin"]),
    A("paraphrase-typo", "do i need to be 21 to hire a cheery picker", ["age-and-eligibility#age"],
      "21 or over to hire plant, powered access", "'cheery picker' = cherry picker, powered access: yes, 21.",
      absent=["cheery", "picker"]),
    S("paraphrase-typo", "do u sell of ex-hire drils cheap?", [(SAL, False)], "We sell ex-hire tools",
      "the sales record has no policy (unknown-policy).", absent=["drils", "cheap"]),
    A("paraphrase-typo", "is the damige waiver compulsery?", ["damage-waiver#waiver"],
      "is added to every hire unless you show proof of your own insurance",
      "added to every hire unless the reader shows their own insurance.", absent=["damige", "compulsery"]),
    A("paraphrase-typo", "how long til i get my deposite back", ["deposits-and-id#deposits"],
      "released within 5 working days", "5 working days after an undamaged return.",
      absent=["deposite", "til"]),
    S("paraphrase-typo", "can i use the generater on the beech for a party", [(CON, MA)],
      "must not be used on beaches", "only the unanchored 'Water and beaches'.",
      absent=["generater", "beech", "party"]),

    # --- named-document (4; the 3rd stops; holdout: 2nd)
    A("named-document", "According to the Hire conditions, can I lend a breaker to a friend?",
      ["hire-conditions#prohibited"], "You must not sub-hire, lend or sell", "no.", absent=["friend"]),
    A("named-document", "What does the Damage waiver say about worn blades?", ["damage-waiver#exclusions"],
      "worn blades, bits and discs", "not covered. The unanchored 'Blades and discs' (wear charge) is another record."),
    S("named-document", "What does the Counter staff handbook say about late-return grace?", [(STF, False)],
      "extend the late-return grace to 4 hours",
      "the named document is restricted (denied); #returns's 2 hours is another document."),
    A("named-document", "In Trade accounts, what is the starting credit limit in Ireland?", ["trade-accounts#terms"],
      "€1,200 in Ireland", "€1,200."),
]

CRU, CKZ, CRU27, CKZ09 = "vl-ceny-ru-2028", "vl-ceny-kz-2028", "vl-ceny-ru-2027", "vl-ceny-kz-2028-09"
ABN, ZAM, VOZ, DET = "vl-abonementy-2028", "vl-zamorozka-2028", "vl-vozvrat-2028", "vl-deti-2028"
SPV, IND, DOR, PRV = "vl-spravka-2028", "vl-individ-2028", "vl-dorozhka-2028", "vl-pravila-2028"
PRB, SEM, OPZ, SRT = "vl-probnoe-2028", "vl-semya-2028", "vl-opozdaniya-2028", "vl-sertifikaty-2028"
ADM, VES, SAU = "vl-admin-2028", "vl-vesna-2028", "vl-sauna-2028"

RU = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "скока стоит разовое в бассик в Москве?", ["ceny-rossiya#razovoe"], "900 ₽",
      "«скока» = сколько, «бассик» = бассейн, Москва — Россия: 900 ₽ для взрослого. 700 ₽ утром — неякорный раздел; "
      "3 500 ₸ — Казахстан; 800 ₽ — редакция 2027 года.", absent=["скока", "бассик"]),
    A("answerable", "можно заморозить абик на 8 занятий?", ["zamorozka#usloviya"],
      "абонемент на 8 посещений не замораживается",
      "«абик» = абонемент: нет, кроме болезни по справке (до 30 дней); оба утверждения в одном разделе.",
      absent=["абик"]),
    A("answerable", "сколько стоит безлимит в Алматы", ["ceny-kazahstan#abonementy"], "38 000 ₸",
      "Алматы — Казахстан: 38 000 ₸ на 30 дней; 9 500 ₽ — Россия."),
    A("answerable", "ребёнку 2 года, возьмёте в группу?", ["detskie-gruppy#gruppy"],
      "Дети младше 3 лет в группы не принимаются", "нет: с 3 лет."),
    A("answerable", "нужна ли справка взрослому?", ["medicinskaya-spravka#vzroslye"], "Взрослым справка не нужна",
      "не нужна; подписывается заявление о здоровье."),
    A("answerable", "без шапочки пустят?", ["pravila-poseshcheniya#chto-vzyat"], "обязательны шапочка для плавания",
      "нет, шапочка обязательна; её можно купить на ресепшене.", absent=["пустят"]),
    A("answerable", "передумал, можно вернуть абонемент? ни разу не ходил, купил неделю назад",
      ["vozvrat-abonementa#do-posescheniya"], "его стоимость возвращается полностью",
      "неделя — в пределах 14 дней, посещений не было: полный возврат.", absent=["передумал"]),
    A("answerable", "опоздала на 15 минут на группу, пустят в воду?", ["opozdaniya-i-otmena#opozdaniya"],
      "более чем на 10 минут в воду не допускают", "нет: больше 10 минут, занятие списывается.",
      absent=["пустят", "опоздала"]),
    A("answerable", "сколько стоит индивидуалка с тренером в Казахстане", ["individualnye-zanyatiya#stoimost"],
      "12 000 ₸ в Казахстане", "«индивидуалка» = индивидуальное занятие: 12 000 ₸.", absent=["индивидуалка"]),
    A("answerable", "можно ли мужу ходить по моему абонементу?", ["abonementy#imennoy"],
      "передавать его другому человеку нельзя", "нет, абонемент именной.", absent=["мужу"]),
    A("answerable", "до скольки работает бассейн в субботу?", ["pravila-poseshcheniya#seans"],
      "с 8:00 до 21:00 по выходным", "суббота — выходной: до 21:00.", absent=["суббот"]),
    A("answerable", "можно ли заморозить абонемент на 8 посещений, если я заболел?", ["zamorozka#usloviya"],
      "При болезни по справке врача любой абонемент замораживается на срок до 30 дней",
      "да, по справке врача до 30 дней: «любой абонемент» включает абонемент на 8 посещений, хотя первое "
      "предложение раздела говорит «не замораживается»."),
    A("answerable", "можно ли продлить абонемент, не успеваю выходить все занятия", ["abonementy#prodlenie"],
      "можно один раз продлить на 7 дней", "да, один раз на 7 дней за 500 ₽ / 2 000 ₸. Продление без оплаты у "
      "администратора — служебная инструкция (закрыта), не то, что спрошено.", absent=["выходить"]),
    A("answerable", "сколько будет стоить дорожка на час для нашей команды в Казани", ["arenda-dorozhki#stoimost"],
      "4 500 ₽ в России", "Казань — Россия: 4 500 ₽ в час, до 6 человек."),
    A("answerable", "Сколько стоит пробное для ребёнка и засчитают ли его, если купим абонемент?",
      ["probnoe-zanyatie#detskoe", "probnoe-zanyatie#zachet"], "стоимость засчитывается в цену абонемента",
      "две части, обе отвечены одним документом: 500 ₽ / 2 000 ₸; засчитывается при покупке в тот же день."),
    A("answerable", "можно ли мамам смотреть занятие малышей?", ["detskie-gruppy#roditeli"],
      "могут находиться на бортике", "да, родители «Малышей» — на бортике.", absent=["мамам"]),
    A("answerable", "заболел ребенок, пропустили 3 занятия в группе, они сгорят?", ["opozdaniya-i-otmena#propusk"],
      "пропущенные занятия можно отработать в течение месяца",
      "нет, если болезнь подтверждена справкой: отработать в течение месяца. «сгорают» в abonementy#srok — о сроке "
      "абонемента, не о болезни.", absent=["сгорят"]),
    A("answerable", "Сколько стоил абонемент на 8 посещений в 2027 году?", ["ceny-rossiya-2027#abonementy"],
      "4 900 ₽", "год называет редакцию 2027 года (historical): 4 900 ₽; сегодняшние 5 600 ₽ — неверный источник."),
    A("answerable", "скидка будет если берём абонементы на меня и дочку сразу?", ["semeynye-skidki#vtoroy"],
      "скидку 10 % на абонементы", "второму члену семьи 10 % при одновременной покупке.", absent=["дочк"]),
    A("answerable", "бассейн отменил занятие, что будет с моим абонементом", ["opozdaniya-i-otmena#otmena"],
      "срок абонемента продлевают на один день", "перенос или продление на один день."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Можно привести друга по безлимиту?", [(ABN, MA)],
      "может раз в месяц бесплатно привести с собой одного гостя",
      "гость — только в неякорном «Гостевой визит»; #imennoy (передавать нельзя) читатель мог бы принять за «нет».",
      ),
    S("rejected-best", "Можно заморозить абонемент задним числом? Я болел на прошлой неделе, справка есть.",
      [(ZAM, MA), (ADM, False)], "задним числом",
      "правило — в неякорном «Задним числом» и в служебной инструкции (закрыта); #usloviya говорит о заморозке по "
      "справке вообще, не задним числом."),
    S("rejected-best", "Есть ли утренний тариф подешевле в Москве?", [(CRU, MA)],
      "По будням с 7:00 до 10:00 разовое посещение", "только неякорное «Утренние часы»."),
    S("rejected-best", "Скидка студентам в Астане есть?", [(CKZ, MA)],
      "скидка 20 % на абонементы по студенческому билету", "только неякорное «Студентам».",
      ),
    S("rejected-best", "Если врач запретил плавать, вернут ли деньги за абонемент без вычета?", [(VOZ, MA)],
      "возвращается без удержания 10 %",
      "неякорное «По медицинским показаниям»; #posle (за вычетом 10 %) — общее правило, ответ из него неверен."),
    S("rejected-best", "Где сделать справку для ребёнка у вас и сколько это стоит?", [(SPV, MA)],
      "в нашем медпункте в Москве за 800 ₽",
      "две части, обе только в неякорном «Медпункт»; #deti называет справку от педиатра, но не где и почём."),
    S("rejected-best", "Сколько стоит снять весь бассейн на день рождения?", [(DOR, MA)],
      "Аренда всего бассейна для соревнований и праздников",
      "только неякорное «Аренда всего бассейна» (цены нет, обсуждается отдельно); цена дорожки — другой предмет."),
    S("rejected-best", "Скидка пенсионерам есть?", [(SEM, MA)], "Пенсионеры по пенсионному удостоверению",
      "только неякорное «Пенсионерам»; семейные скидки — другой предмет."),
    S("rejected-best", "В какой день бассейн закрыт на санобработку?", [(OPZ, MA)],
      "первый понедельник каждого месяца", "только неякорное «Санитарные дни».", absent=["санобработк"]),
    S("rejected-best", "Может ли администратор дать скидку постоянному клиенту?", [(ADM, False)],
      "скидку до 10 % на абонемент клиенту, который занимается больше года",
      "только служебная инструкция (закрыта)."),
    S("rejected-best", "Сколько будет стоить разовое посещение в Алматы с 1 сентября 2028 года?", [(CKZ09, False)],
      "С 1 сентября 2028 года разовое посещение в Казахстане будет стоить 4 000 ₸",
      "будущий период, прайс ещё не опубликован; сегодняшние 3 500 ₸ — неверный источник."),
    S("rejected-best", "Есть ли семейный тариф на выходные в Казахстане?", [(CKZ09, False)],
      "семья из двух взрослых и двух детей",
      "только неопубликованный прайс; семейная скидка 10 % — не тариф выходного дня."),
    S("rejected-best", "Есть сейчас скидка на абонемент на 12 посещений?", [(VES, False)],
      "абонемент на 12 посещений продаётся со скидкой 15 %", "только акция, истёкшая 30 апреля 2028 года."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "Есть ли у вас аквааэробика?", [], "аквааэробика", "ни одна запись.", absent=["аквааэробик"]),
    S("nothing", "Сколько стоит разовое в Москве и есть ли у вас парковка?", [], "парковка",
      "две части: цена — ceny-rossiya#razovoe, парковка — нигде; вопрос как задан не отвечен.",
      absent=["парковк"]),
    S("nothing", "Можно брать с собой ласты?", [], "ласты", "ни одна запись.", absent=["ласт"]),
    S("nothing", "Есть ли фен в раздевалке?", [], "фен",
      "ни одна запись; «раздевалку» называет только правило о детях до 7 лет.", absent=["фен"]),
    S("nothing", "Сколько стоит абонемент на 8 посещений в Казахстане и можно ли оплатить в рассрочку?", [],
      "рассрочк", "две части: цена — ceny-kazahstan#abonementy, рассрочка — нигде.", absent=["рассрочк"]),
    S("nothing", "Есть ли онлайн-запись на сайте?", [], "онлайн",
      "ни одна запись (приложение названо только для заморозки).", absent=["онлайн", "сайт"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "А для взрослых бывает пробное?", [], "пробное занятие для взрослых",
      "пробное описано только для детских групп; о взрослых ничего."),
    S("near-miss", "Какая скидка многодетным на взрослые абонементы?", [], "многодетным на взрослые",
      "20 % многодетным — на абонементы в детские группы; о взрослых ничего."),
    S("near-miss", "Сколько стоит аренда малой чаши?", [], "аренда малой чаши",
      "аренда — только дорожки; малая чаша названа только для группы «Малыши»."),
    S("near-miss", "Есть ли групповые занятия для взрослых?", [], "групповые занятия для взрослых",
      "группы — только детские; «групповое занятие» в правилах опозданий — о них же."),
    S("near-miss", "Сколько стоит занятие с тренером для троих?", [], "для трёх человек",
      "есть цена для двух человек; для троих — нет.", absent=["троих"]),
    S("near-miss", "Сколько стоит безлимитный абонемент на 3 месяца?", [], "абонемент на 3 месяца",
      "безлимит — на 30 дней; «3 месяца» — срок справки."),

    # --- paraphrase-typo (7; the 4th and 7th stop; holdout: 2nd, 5th)
    A("paraphrase-typo", "сколько стоит абонимент на 12 посищений в казани", ["ceny-rossiya#abonementy"],
      "на 12 посещений — 7 800 ₽", "Казань — Россия: 7 800 ₽.", absent=["абонимент", "посищений"]),
    A("paraphrase-typo", "малому 4 годика, в какую групу записать?", ["detskie-gruppy#gruppy"],
      "В группу «Малыши» принимают детей 3–5 лет", "«Малыши».", absent=["годика", "групу", "малому"]),
    A("paraphrase-typo", "нужно ли мытся в душе перед бассиком?", ["pravila-poseshcheniya#dush"],
      "Перед заплывом нужно принять душ с мылом", "да, с мылом, без купального костюма.",
      absent=["мытся", "бассиком"]),
    S("paraphrase-typo", "сауна входит в безлимитку?", [(SAU, False)],
      "Сауна после плавания входит в безлимитный абонемент", "запись о сауне без policy (unknown-policy).",
      absent=["безлимитку"]),
    A("paraphrase-typo", "можно отменить индивидуалку за час до начала бесплатно?", ["individualnye-zanyatiya#zapis"],
      "не позднее чем за 12 часов до начала", "нет: бесплатно — не позднее чем за 12 часов, иначе списывается.",
      absent=["индивидуалку"]),
    A("paraphrase-typo", "серитфикат на сколько месяцев действует", ["podarochnye-sertifikaty#nominal"],
      "Сертификат действует 6 месяцев", "6 месяцев со дня покупки.", absent=["серитфикат"]),
    S("paraphrase-typo", "а сертефикат из москвы в алматы примут?", [(SRT, MA)], "не принимается в Казахстане",
      "только неякорное «В другой стране».", absent=["сертефикат", "москвы"]),

    # --- named-document (4; the 3rd stops; holdout: 2nd)
    A("named-document", "Что говорится в документе «Правила абонементов» о сроке действия абонемента на 8 посещений?",
      ["abonementy#srok"], "действуют 30 дней с первого посещения", "30 дней с первого посещения."),
    A("named-document", "По документу «Заморозка абонемента»: как оформить заморозку?", ["zamorozka#kak"],
      "у администратора или в приложении", "у администратора или в приложении, не позднее дня начала; бесплатно."),
    S("named-document", "Что сказано в документе «Инструкция администратора» о продлении абонемента без оплаты?",
      [(ADM, False)], "продлить абонемент постоянного клиента на 3 дня без оплаты",
      "названный документ закрыт (denied); платное продление в abonementy#prodlenie — другой документ."),
    A("named-document", "В документе «Возврат абонемента» какой срок возврата денег?", ["vozvrat-abonementa#srok"],
      "в течение 10 рабочих дней", "10 рабочих дней после заявления."),
]
