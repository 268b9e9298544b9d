"""Labelled questions of unseen51 (the source of questions_*.jsonl; build_unseen51.py writes them).

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
stated nowhere: another country, city, edition, item or event), joined 3 (two sections' topics joined;
the combination is stated nowhere), paraphrase-typo 8 (stops: the 3rd, 6th, 8th), named-document 3 (the
stop is the 3rd), access-labels 3 (the reader's labels other than `public`; the stop is the 3rd),
other-time 2 (a `now` other than NOW, both completed).
"""
from __future__ import annotations

NOW = "2033-05-12T10:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# camp_en record ids
FES, FPT, F32, F34 = "blc-fees-es-2033", "blc-fees-pt-2033", "blc-fees-es-2032", "blc-fees-es-2034"
BOOK, INS, RULES, HEALTH = "blc-booking-2033", "blc-insurance-2033", "blc-rules-2033", "blc-health-2033"
TRANS, EXC, STAFF, AGENTS = "blc-transfers-2033", "blc-excursions-2033", "blc-staff-2033", "blc-agents-2033"
PARENTS, OFFER, PORTO, SURFW = "blc-parents-2033", "blc-offer-early-2033", "blc-porto-2033", "blc-surf-week-2033"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much does a two-week session at the Alicante camp cost?", ["blc-fees-es#session-fees"],
      "€1,890 at the Alicante beach campus",
      "Alicante read as Spain: €1,890. The 2032 edition (1,780 euros, historical, a past year) and the 2034 "
      "edition (EUR 1,980, not yet published) are wrong sources; Salamanca's €1,690 is the same sentence's other "
      "city."),
    A("answerable", "My son is 13. Can he take the intensive course in Salamanca?", ["blc-fees-es#intensive"],
      "open only to students aged 14 and over",
      "a band read against the reader's age: 13 is under 14, so no (the level condition is a second one)."),
    A("answerable", "We are booking two sisters on the same session in Coimbra. Is there a discount for the "
      "second one?", ["blc-fees-pt#large-families"], "there is no discount for a second child",
      "Coimbra read as Portugal: no (only the third and further children get €80 off). Spain's €120 sibling "
      "discount (blc-fees-es#siblings) is another country's rule and a wrong source."),
    A("answerable", "What is the longest my daughter can stay at the Cascais camp?", ["blc-fees-pt#extra-weeks"],
      "lasts at most 4 weeks in a row",
      "Cascais read as Portugal: at most 4 weeks in a row. Spain's 6 weeks (blc-fees-es#extra-weeks) is a wrong "
      "source."),
    A("answerable", "My daughter is 12. Can she do the surf lessons in Cascais?", ["blc-fees-pt#surf"],
      "students aged 13 and over at the Cascais campus",
      "12 is under 13: no. The surf week (blc-surf-week, no policy) is another offer and not citable."),
    A("answerable", "We are booking 40 days before the session starts. When do we have to pay the balance?",
      ["blc-booking#balance"],
      "A booking made less than 45 days before the session starts is paid in full at once",
      "40 is less than 45: the full price at once, no separate balance date."),
    A("answerable", "If we cancel 50 days before the session starts, how much of the price do we lose?",
      ["blc-booking#cancellation"], "From 60 to 30 days before, 50% of the total price is kept",
      "50 days is inside 60 to 30: 50% of the total price is kept (the other bands: more than 60 days, only "
      "the deposit; fewer than 30, everything)."),
    A("answerable", "Can we move our booking from Salamanca to the Alicante campus, and does it cost anything?",
      ["blc-booking#changes"], "moved to another session or campus once free of charge up to 30 days before",
      "yes, once free of charge up to 30 days before the original session; later or a second change €75."),
    A("answerable", "My son is 14. By what time does he have to be in his room at night?",
      ["blc-rules#bedtimes"], "Students aged 12 to 14 must be in their rooms by 10:00 pm",
      "a time of day read against the reader's age: 14 is in 12 to 14, so 10:00 pm (lights out 30 minutes "
      "later); 11:00 pm is the 15-to-17 band."),
    A("answerable", "My daughter is 13. Can she keep her pocket money herself at the camp?",
      ["blc-rules#pocket-money"], "Students under 15 must deposit their pocket money in the camp bank",
      "13 is under 15: no, it goes to the camp bank, up to €20 a day can be taken out."),
    A("answerable", "If our son is sent home early for drinking alcohol, do we get any of the price back?",
      ["blc-rules#send-home"], "no part of the price is refunded",
      "no refund; the parents also pay the journey home. #prohibited (alcohol forbidden) is about the rule, "
      "not the money, and may not be the only citation."),
    A("answerable", "My daughter carries an adrenaline pen for her nut allergy. Can she keep it with her at camp?",
      ["blc-health#medication"], "Students may keep asthma inhalers and adrenaline pens with them",
      "yes; other prescription medicines go to the nurse."),
    A("answerable", "Is there a nurse on site at night at the Coimbra campus?", ["blc-health#medical-care"],
      "a doctor is on call at night",
      "no: in Coimbra the nurse is on site from 8:00 am to 10:00 pm and a doctor is on call at night (24 hours "
      "only in Alicante and Cascais)."),
    A("answerable", "My son is 14 and flies to Lisbon on his own. Does he need the airline's unaccompanied "
      "minor service, and who books it?", ["blc-transfers#unaccompanied"],
      "which the parents book and pay for",
      "an agent and a band: under 15, so it is required, and the parents book and pay for it (not the camp)."),
    A("answerable", "We live in Canada. What medical insurance does our daughter need for the camp?",
      ["blc-insurance#medical-cover"], "Students from other countries must have travel medical insurance",
      "Canada is none of the listed European countries: travel medical insurance for the whole stay, or the "
      "camp's at €42 a week. The EHIC sentence is for the listed countries."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "My 16-year-old wants a room of her own at the Alicante camp. How much extra is that?",
      [(FES, MA)], "at €95 a week extra",
      "unanchored 'Single rooms'; #session-fees ('a bed in a shared room') and #extra-weeks (€880 a week in "
      "Alicante) would give a wrong answer."),
    S("rejected-best", "Can we spread the balance over several monthly payments?", [(BOOK, MA)],
      "three monthly instalments by direct debit",
      "unanchored 'Paying in instalments'; #balance ('due 45 days before') would mislead."),
    S("rejected-best", "Can my 16-year-old go into town on her own in the afternoons?", [(RULES, MA)],
      "may go into town without staff on free afternoons",
      "unanchored 'Leaving the campus'; #prohibited ('in free time in town too') and #send-home ('leaves the "
      "campus without permission') are about other things."),
    S("rejected-best", "Does my son need a tetanus vaccination before the camp?", [(HEALTH, MA)],
      "should have had a tetanus vaccination within the last 10 years",
      "unanchored 'Vaccinations'; #medical-form is not about vaccinations."),
    S("rejected-best", "How many members of staff go with the students on an excursion?", [(STAFF, False)],
      "on excursions and in town there is one for every 7 students",
      "denied: the staff handbook (blc-staff). blc-excursions#beach ('one member of staff for every 8 "
      "students in the water') is about swimming, not excursions; a reader may take it for the answer."),
    S("rejected-best", "How much is an activity leader paid per week?", [(STAFF, False)],
      "Activity leaders are paid €460 a week", "denied: the staff handbook."),
    S("rejected-best", "What commission does an agent get on a booking?", [(AGENTS, False)],
      "Agents receive 15% commission", "denied: the terms for agents (blc-agent)."),
    S("rejected-best", "How quickly does the duty manager call parents back on the emergency line?",
      [(PARENTS, False)], "called back by the duty manager within 20 minutes",
      "denied: the portal guide needs public AND blc-parent; a public reader lacks blc-parent."),
    S("rejected-best", "What is the early booking discount on the Spanish camps?", [(OFFER, False)],
      "get €150 off the session fee",
      "expired March 31, 2033 (23:59:59); #siblings (€120 off) is another discount."),
    S("rejected-best", "How much will a two-week session at the Salamanca campus cost in 2034?", [(F34, False)],
      "EUR 1,760 at the Salamanca campus",
      "not yet published (September 1, 2033); today's €1,690 is 2033's."),
    S("rejected-best", "Can the staff search my son's room?", [(STAFF, MA)],
      "A student's room may be searched only with the camp director's permission",
      "two reasons: the staff handbook is denied (blc-staff) and the answer is in its unanchored 'Room "
      "searches'."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you run camps in Italy?", [], "italy", "Spain and Portugal only.",
      absent=["italy", "italian"]),
    S("nothing", "Can my son bring his guitar to the camp?", [], "guitar", "nothing on instruments.",
      absent=["guitar"]),
    S("nothing", "Is there a vegetarian menu at the camp?", [], "vegetarian",
      "nothing on menus; the medical form lists 'diets' the staff should know about, which says nothing of what "
      "is served.", absent=["vegetarian", "vegan", "menu"]),
    S("nothing", "Do students get a diploma at the end of the camp?", [], "diploma",
      "nothing on diplomas or certificates of attendance.", absent=["diploma"]),
    S("nothing", "Do you offer a day camp without overnight stays?", [], "day camp",
      "residential camps only; nothing on day camps.", absent=["day camp", "overnight"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much does the intensive course cost in Portugal?", [], "intensive course in portugal",
      "the intensive course (€160 a week) is Spain's (blc-fees-es#intensive); the Portuguese fees name none."),
    S("near-miss", "How much did a two-week session at the Coimbra campus cost in 2032?", [],
      "coimbra in 2032", "the 2032 edition is Spain's only; €1,540 is Coimbra's price now."),
    S("near-miss", "Are there surf lessons at the Alicante campus?", [], "surf in alicante",
      "the surf option is Cascais's (and 'not offered in Coimbra'); nothing says anything of Alicante."),
    S("near-miss", "How much is the transfer from Valencia airport to the Alicante campus?", [],
      "transfer from valencia airport",
      "the Alicante transfer is from Alicante airport (€45); Valencia is named only as a Saturday trip."),
    S("near-miss", "How much is a weekend trip to Lisbon from Coimbra?", [], "trip to lisbon",
      "from Coimbra the trip is to Porto (€60); Lisbon is named only as an airport."),
    S("near-miss", "Does the cancellation insurance pay out if a parent falls ill and we have to cancel?", [],
      "parent's illness covered",
      "the insurance covers cancelling 'because the student is ill or injured'; a parent's illness is stated "
      "nowhere (a reader may infer a no)."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Does the Spanish sibling discount also apply to extra weeks?", [], "sibling discount on extra weeks",
      "#siblings (€120 off the session fee) and #extra-weeks (€790 / €880 a week) each hold half; the "
      "combination is stated nowhere."),
    S("joined", "Do students under 14 need their parents' written consent for the weekly excursion too?", [],
      "consent for the weekly excursion",
      "consent is stated for the optional Saturday trips (#weekend-trips), not for the included weekly "
      "excursion (#weekly-excursion)."),
    S("joined", "Does the medical form have to be filled in in English, Spanish or Portuguese?", [],
      "language of the medical form",
      "the three languages are stated for the doctor's note with medicines (#medication), not for the medical "
      "form (#medical-form)."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "hw much is 2 weeks in salamanca", ["blc-fees-es#session-fees"],
      "€1,690 at the Salamanca campus", "'hw': €1,690 for a two-week session.", absent=["hw "]),
    A("paraphrase-typo", "my kid is 15 wat time are lights out", ["blc-rules#bedtimes"],
      "Lights go out 30 minutes later",
      "'kid', 'wat': 15 is in 15 to 17, in the room by 11:00 pm and lights out 30 minutes later (the sum, 11:30 "
      "pm, is not written).", absent=["wat ", "kid"]),
    S("paraphrase-typo", "is there a camp in porto yet", [(PORTO, False)], "opens a campus in Porto",
      "not yet published (July 1, 2033). blc-transfers#prices and #weekend-trips name Porto for other things."),
    A("paraphrase-typo", "cancelling 3 wks before the start, do we get anything back??",
      ["blc-booking#cancellation"], "with fewer than 30 days to go",
      "'wks': 3 weeks is fewer than 30 days, so the total price is kept (the cancellation insurance's "
      "illness case is not asked).", absent=["wks"]),
    A("paraphrase-typo", "transfer lisbon airport to cascais price pls", ["blc-transfers#prices"],
      "€55 from Lisbon airport to Cascais", "'pls': €55 each way.", absent=["pls"]),
    S("paraphrase-typo", "cascais surf week how much", [(SURFW, False)], "10 surf lessons for €260",
      "unknown-policy: the surf week has no policy. blc-fees-pt#surf (the surf option, €180 a week) is another "
      "offer and a wrong source."),
    A("paraphrase-typo", "can my daughter vape at camp if shes 17? i think its allowed in spain",
      ["blc-rules#prohibited"], "forbidden for every student at all times",
      "'shes': no, whatever the local law allows.", absent=["shes"]),
    S("paraphrase-typo", "boat trip alicante how much", [(EXC, MA)],
      "Boat trips are offered in Alicante and Cascais for €35",
      "unanchored 'Boat trips'; #weekend-trips (€70 to Valencia from Alicante) would give a wrong price."),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What does Brisa Language Camps insurance say about lost luggage?",
      ["blc-insurance#included-cover"], "It does not cover medical treatment for illness, lost luggage or "
      "cancellation", "named title: the included cover does not cover lost luggage."),
    A("named-document", "According to Brisa Language Camps age limits and health, by when must the medical form "
      "be filled in?", ["blc-health#medical-form"], "at least 21 days before arrival",
      "named title: at least 21 days before arrival."),
    S("named-document", "What does Brisa Language Camps airport transfers say about students who arrive by "
      "train?", [(TRANS, MA)], "Students who arrive by train are met",
      "named title; the answer is in its unanchored 'Arriving by train'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "How often does the member of staff on night duty check the rooms?",
      ["blc-staff#night-duty"], "checks every room 15 minutes after lights out and again at 1:00 am",
      "the reader holds public and blc-staff: the handbook is readable.", labels=("public", "blc-staff")),
    A("access-labels", "On which days are photos of the group posted for parents?", ["blc-parents#photo-diary"],
      "Every Wednesday and Saturday",
      "the reader holds public and blc-parent: Wednesdays and Saturdays.", labels=("public", "blc-parent")),
    S("access-labels", "By what time do 13-year-olds have to be in their rooms at night?", [(RULES, False)],
      "Students aged 12 to 14 must be in their rooms by 10:00 pm",
      "the reader holds blc-parent but not public: the public camp rules are denied to them (CONTRACTS: all "
      "labels); the portal guide needs public too.", labels=("blc-parent",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there an early booking offer on the Spanish camps at the moment?",
      ["blc-offer-early-2033#early-booking"], "get €150 off the session fee",
      "now = 2033-03-01: the offer (to March 31, 2033) is current.", now="2033-03-01T09:00:00Z"),
    A("other-time", "How much does a two-week session at the Salamanca campus cost?",
      ["blc-fees-es-2034#session-fees"], "EUR 1,760 at the Salamanca campus",
      "now = 2034-02-01: the 2034 edition is published and the 2033 fees have expired; the 2032 edition is "
      "historical (a past year).", now="2034-02-01T09:00:00Z"),
]

# atelier_ru record ids
RF, BY, R32, R34 = "stz-ceny-rf-2033", "stz-ceny-by-2033", "stz-ceny-rf-2032", "stz-ceny-rf-2034"
HIM, GAR, OPL, POSH = "stz-himchistka-2033", "stz-garantiya-2033", "stz-oplata-2033", "stz-poshiv-2033"
HRAN, DOST, MAST, PARTN = "stz-hranenie-2033", "stz-dostavka-2033", "stz-mastera-2033", "stz-partnery-2033"
KLUB, AKC, GRODNO, SHK = "stz-klub-2033", "stz-akciya-puhoviki-2033", "stz-grodno-2033", "stz-shkolnaya-forma-2033"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит укоротить брюки в Екатеринбурге?", ["stz-ceny-rf#remont"],
      "700 ₽ в Екатеринбурге",
      "700 ₽ (Москва — 900 ₽ той же фразы); редакции 2032 (650 рублей, историческая) и 2034 (760 руб., не "
      "опубликована) — чужие источники."),
    A("answerable", "Сколько стоит заменить молнию в куртке в Гомеле?", ["stz-ceny-by#remont"],
      "40 BYN в Гомеле", "Гомель — Беларусь: 40 BYN (Минск — 48 BYN)."),
    A("answerable", "Можно ли в Минске ушить пальто по фигуре?", ["stz-ceny-by#podgonka"],
      "Подгонку пальто в Беларуси мы не выполняем",
      "нет; российские 3 200 ₽ за пальто (stz-ceny-rf#podgonka) — чужой источник."),
    A("answerable", "Хочу сшить платье на заказ в Екатеринбурге. Это возможно?", ["stz-ceny-rf#poshiv"],
      "в Екатеринбурге принимаем лишь ремонт и подгонку", "нет: шьют только в Москве."),
    A("answerable", "Нужно срочно укоротить брюки в Минске к завтрашнему дню. Успеете за сутки?",
      ["stz-ceny-by#srochno"], "за 24 часа заказы не выполняются",
      "нет: в Беларуси срочно — за 48 часов (+30 %); российские 24 часа — чужой источник."),
    A("answerable", "Сколько стоит ушить пиджак на подкладке в Москве?", ["stz-ceny-rf#podgonka"],
      "Если изделие на подкладке, к цене добавляется 500 ₽",
      "2 400 ₽ и ещё 500 ₽ за подкладку (сумма не написана); Москва — Россия."),
    A("answerable", "Сколько дней чистят пуховик и можно ли сделать это экспрессом?", ["stz-himchistka#sroki"],
      "свадебные платья и пуховики экспрессом не чистим",
      "5 рабочих дней; экспресс для пуховиков — нет."),
    A("answerable", "На моём пальто нет ярлычка с символами ухода. Примете его в химчистку?",
      ["stz-himchistka#priyom"], "Вещь без ярлыка с символами ухода принимаем только с отметкой",
      "да, но только с отметкой «без гарантии результата» и подписью клиента (условие)."),
    A("answerable", "Через три недели после ремонта разошёлся шов. Это гарантийный случай?",
      ["stz-garantiya#garantiya"], "На швы после ремонта и пошива даём гарантию 30 дней",
      "три недели меньше 30 дней: да, если вещь не перешивали в другом месте (условие)."),
    A("answerable", "Забрала куртку из химчистки две недели назад и нашла пятно. Ещё можно подать претензию?",
      ["stz-garantiya#pretenzii"], "по химчистке — в течение 10 дней",
      "две недели больше 10 дней: нет (30 дней — для ремонта и пошива, другой случай)."),
    A("answerable", "Кто платит за независимую экспертизу, если она подтвердит вину ателье?",
      ["stz-garantiya#ekspertiza"], "Экспертизу оплачивает ателье",
      "агент: ателье; клиент возмещает стоимость, только если вина ателье не подтвердилась."),
    A("answerable", "Какую предоплату нужно внести за пошив костюма?", ["stz-oplata#predoplata"],
      "предоплату 50 % при оформлении заказа", "50 % при оформлении, остальное — на последней примерке."),
    A("answerable", "Я передумала шить платье, а ткань уже раскроили. Вернёте предоплату?",
      ["stz-oplata#vozvrat"], "После раскроя предоплата не возвращается",
      "нет; раскроенную ткань отдают клиенту. Возврат за 7 рабочих дней — только до раскроя."),
    A("answerable", "Забыла забрать пальто из ателье в Москве, со дня готовности прошло 40 дней. Придётся "
      "доплатить?", ["stz-hranenie#platno", "stz-hranenie#besplatno"],
      "После 30 дней хранение стоит 50 ₽ в сутки в России",
      "40 больше 30: да, 50 ₽ в сутки за дни после 30-го (сумма не написана); #besplatno можно цитировать "
      "рядом."),
    A("answerable", "Можно ли вызвать курьера в Гомеле?", ["stz-dostavka#kurer"], "В Гомеле курьерской доставки нет",
      "нет."),

    # --- rejected-best (11)
    S("rejected-best", "Сколько стоит ремонт кожаной куртки в Москве?", [(RF, MA)],
      "Ремонт изделий из кожи, замши и меха стоит на 40 % дороже",
      "неякорный раздел «Кожа и мех»; #remont (молния в куртке — 1 800 ₽ в Москве) дал бы неверную цену."),
    S("rejected-best", "Сколько стоит химчистка ковра в Москве?", [(HIM, MA)], "ковёр — 450 ₽ за квадратный метр",
      "неякорный раздел «Ковры и шторы»; #ceny (пальто, пуховик, костюм) — о другом."),
    S("rejected-best", "Если ателье потеряет мою вещь, какую компенсацию я получу?", [(GAR, MA)],
      "мы возмещаем её стоимость по чеку",
      "неякорный раздел «Компенсация за испорченную вещь»; #pretenzii и #ekspertiza — о порядке претензий, не о "
      "размере возмещения."),
    S("rejected-best", "Можно ли оплатить пошив костюма частями?", [(OPL, MA)],
      "можно оплатить тремя равными платежами",
      "неякорный раздел «Оплата частями»; #predoplata (50 % при оформлении) ввела бы в заблуждение."),
    S("rejected-best", "Сколько заказов за смену должен выполнить мастер по ремонту?", [(MAST, False)],
      "не меньше 12 заказов за смену", "закрыто: памятка мастера (stz-staff)."),
    S("rejected-best", "Какой процент от стоимости работы получает мастер?", [(MAST, False)],
      "Мастер получает 40 % от стоимости выполненной работы",
      "закрыто: памятка мастера; 40 % наценки за кожу (неякорно) и экспресс-химчистки — чужие источники."),
    S("rejected-best", "Какую комиссию получает гостиница-партнёр?", [(PARTN, False)], "12 % комиссии",
      "закрыто: условия для гостиниц-партнёров (stz-partner)."),
    S("rejected-best", "Какая скидка положена участникам клуба «Стежок+»?", [(KLUB, False)],
      "скидку 7 % на ремонт и химчистку",
      "закрыто: клубная программа требует public И stz-club; у читателя только public."),
    S("rejected-best", "Сколько стоит химчистка пуховика по акции в Екатеринбурге?", [(AKC, False)],
      "химчистка пуховика стоит 1 800 ₽",
      "акция истекла 31 марта 2033 (23:59:59); обычная цена (#ceny, 2 600 ₽) — не цена по акции."),
    S("rejected-best", "Сколько будет стоить укоротить брюки в Москве в 2034 году?", [(R34, False)],
      "990 руб. в Москве", "не опубликована (1 сентября 2033); нынешние 900 ₽ — цена 2033 года."),
    S("rejected-best", "Удерживают ли деньги с мастера, если он испортил вещь клиента?", [(MAST, MA)],
      "из его зарплаты удерживается до 20 %",
      "две причины: памятка мастера закрыта (stz-staff), а ответ — в её неякорном разделе «Порча вещи по вине "
      "мастера»."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас ателье в Казахстане?", [], "казахстан", "Россия и Беларусь.",
      absent=["казахстан"]),
    S("nothing", "Ремонтируете ли вы обувь?", [], "обувь", "ничего об обуви.", absent=["обув"]),
    S("nothing", "Делаете ли вы вышивку на одежде?", [], "вышивка", "ничего о вышивке.", absent=["вышив"]),
    S("nothing", "Можно ли взять у вас напрокат вечернее платье?", [], "прокат",
      "вечерние платья только шьют; ничего о прокате.", absent=["прокат"]),
    S("nothing", "Стираете ли вы постельное бельё?", [], "бельё", "ничего о стирке белья.",
      absent=["бельё", "постельн"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоит пошив брючного костюма в Минске?", [], "костюм в минске",
      "брючный костюм (от 24 000 ₽) — в российском прайсе; в Беларуси названы только платье и пиджак."),
    S("near-miss", "Сколько стоило укоротить брюки в Минске в 2032 году?", [], "минск в 2032",
      "редакция 2032 года — российская (Москва, Екатеринбург); 25 BYN — нынешняя цена в Минске."),
    S("near-miss", "Сколько стоит третья примерка при подгонке платья?", [], "примерка при подгонке",
      "платные примерки названы для пошива (#primerki); о примерках при подгонке ничего."),
    S("near-miss", "Сколько стоит заменить молнию в брюках в Минске?", [], "молния в брюках в беларуси",
      "молния в брюках (600 ₽) — в российском прайсе; в Беларуси названа только молния в куртке."),
    S("near-miss", "За сколько дней шьют брюки?", [], "срок пошива брюк",
      "сроки названы для платья (14 дней) и костюма или пиджака (21 день); о брюках ничего."),
    S("near-miss", "Сколько стоило заменить молнию в брюках в 2032 году?", [], "молния в брюках в 2032",
      "в редакции 2032 года — только укоротить брюки и молния в куртке; 600 ₽ — нынешняя цена."),

    # --- joined (3)
    S("joined", "Учитывается ли плата за хранение в сумме заказа для бесплатной доставки?", [],
      "хранение в сумме заказа",
      "#besplatnaya (от 5 000 ₽ / 150 BYN) и #platno (50 ₽ / 1,5 BYN в сутки) не говорят о сочетании."),
    S("joined", "Продлевается ли гарантия на шов, если его переделали по моей претензии?", [],
      "гарантия после претензии",
      "#garantiya (30 дней со дня выдачи) и #pretenzii (срок претензии и ответа) не говорят, что бывает с "
      "гарантией после переделки."),
    S("joined", "Вернут ли предоплату, если ателье не успеет сшить платье в срок?", [],
      "возврат предоплаты при сорванном сроке",
      "#vozvrat — об отказе клиента до или после раскроя, #sroki — о сроках; о сорванном ателье сроке "
      "ничего."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит подшить джинсы в минске", ["stz-ceny-by#remont"], "25 BYN в Минске",
      "«скока», «подшить» = укоротить: 25 BYN.", absent=["скока", "подшить"]),
    A("paraphrase-typo", "химчистка пуховика цена в рф", ["stz-himchistka#ceny"], "пуховика — 2 600 ₽",
      "«рф» — Россия: 2 600 ₽ (62 BYN — Беларусь).", absent=["рф "]),
    S("paraphrase-typo", "в гродно ателье уже работает?", [(GRODNO, False)], "откроется 1 сентября 2033 года",
      "не опубликована (1 июля 2033)."),
    A("paraphrase-typo", "молнию на куртке поменять в екб почём", ["stz-ceny-rf#remont"],
      "1 400 ₽ в Екатеринбурге", "«екб» — Екатеринбург, «почём»: 1 400 ₽.", absent=["екб", "почём"]),
    A("paraphrase-typo", "можно карточкой мир заплатить в минске?", ["stz-oplata#sposoby"],
      "В Беларуси принимаем карты БЕЛКАРТ, Visa и Mastercard",
      "«карточкой»: нет, «Мир» назван только для России; в Беларуси — БЕЛКАРТ, Visa, Mastercard, наличные.",
      absent=["карточк"]),
    S("paraphrase-typo", "школьную форму подогнать скока стоит", [(SHK, False)], "стоит 500 ₽ за вещь",
      "unknown-policy: у записи о школьной форме policy «sezonnaya»; #podgonka (платье 1 500 ₽) — чужой "
      "источник.", absent=["скока"]),
    A("paraphrase-typo", "претензия по химчистке скок дней есть", ["stz-garantiya#pretenzii"],
      "по химчистке — в течение 10 дней", "«скок»: 10 дней.", absent=["скок "]),
    S("paraphrase-typo", "свадебое платье за сколько дней сошьёте", [(POSH, MA)], "срок — от 30 дней",
      "«свадебое»; неякорный раздел «Свадебные платья»; #sroki (платье — 14 дней) дал бы неверный срок.",
      absent=["свадебое"]),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Стежок: хранение невостребованных вещей» о вещи, которую не забирают "
      "полгода?", ["stz-hranenie#nevostrebovannye"], "ателье отправляет клиенту письмо или SMS",
      "named title: письмо или SMS, через 2 месяца — вправе продать или передать на благотворительность."),
    A("named-document", "Согласно «Стежок: курьерская доставка», в какое время курьер приезжает в выходные?",
      ["stz-dostavka#vremya"], "в выходные — с 10:00 до 18:00", "named title: с 10:00 до 18:00."),
    S("named-document", "Что сказано в «Стежок: цены на ремонт и пошив в Беларуси» о выезде закройщика на дом?",
      [(BY, MA)], "закройщик может приехать на дом",
      "named title; ответ — в его неякорном разделе «Выезд закройщика на дом»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "Когда мастерам выплачивают зарплату?", ["stz-mastera#oplata-truda"],
      "зарплату выплачивают 5-го и 20-го числа",
      "у читателя public и stz-staff: памятка доступна.", labels=("public", "stz-staff")),
    A("access-labels", "Можно ли участнику клуба бесплатно почистить вещь в день рождения?",
      ["stz-klub#den-rozhdeniya"], "может почистить одну вещь бесплатно",
      "у читателя public и stz-club: да, одну вещь, в течение 7 дней до и после.", labels=("public", "stz-club")),
    S("access-labels", "Сколько стоит химчистка пальто в Беларуси?", [(HIM, False)], "55 BYN в Беларуси",
      "у читателя stz-club без public: публичная химчистка ему закрыта (нужны все метки); клубная программа "
      "тоже требует public.", labels=("stz-club",)),

    # --- other-time (2)
    A("other-time", "Есть ли сейчас акция на химчистку пуховиков в Екатеринбурге?",
      ["stz-akciya-puhoviki-2033#akciya"], "химчистка пуховика стоит 1 800 ₽",
      "now = 2033-03-10: акция (с 1 по 31 марта 2033) действует.", now="2033-03-10T09:00:00Z"),
    A("other-time", "Сколько стоит укоротить джинсы в Екатеринбурге?", ["stz-ceny-rf-2034#remont"],
      "760 руб. в Екатеринбурге",
      "now = 2034-02-01: редакция 2034 года опубликована, прайс 2033 года истёк; редакция 2032 — историческая.",
      now="2034-02-01T09:00:00Z"),
]
