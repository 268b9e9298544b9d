"""Labelled verify cases of unseen16 (the source of verify_cases.jsonl; build_unseen16.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


EN = [
    # --- clean: faithful answers, must pass
    V("clean", "How much is the single-person discount?", ["council-tax"], ["council-tax#discounts"],
      "In the United Kingdom, you get a 25 % single-person discount on your council tax when you are the only adult "
      "who lives in your home.", note="reordered; jurisdiction named."),
    V("clean", "When can I pay my council tax instalments?", ["council-tax"], ["council-tax#paying"],
      "In the United Kingdom you pay council tax in 10 monthly instalments, April to January, and you choose the "
      "date: the 1st, the 15th or the 28th of the month.", note="'you choose' for 'as you choose'; list reworded."),
    V("clean", "How much is it to have 5 big items collected?", ["bulky-waste"], ["bulky-waste#booking"],
      "We take away up to 5 bulky items for £35. If you receive council tax support, you pay half of that.",
      note="first-person provider voice; 'half of that' for 'half price'; 5 is also the reader's."),
    V("clean", "Can I cancel the pickup of my bulky items?", ["bulky-waste"], ["bulky-waste#booking"],
      "Yes. Cancelling costs nothing until 12:00 on the working day before the collection; if you cancel after that, "
      "you will not get the fee back.", note="'costs nothing' for 'free of charge'; 'not get back' for 'not refunded'."),
    V("clean", "What does a permit for my second car cost?", ["parking-permits"], ["parking-permits#resident"],
      "In the United Kingdom, the council charges £95 a year for a second car in the household, but a fully "
      "electric car is £30 a year whichever car it is.", note="coordinated values kept with their cases."),
    V("clean", "Do kids get fined for late books?", ["library"], ["library#loans"],
      "No. Items on a children's card are never charged overdue fines, and reservations on children's cards are "
      "free as well.", note="'No' from 'never'; colloquial question."),
    V("clean", "How many books can I take out, and for how long?", ["library"], ["library#loans"],
      "You may borrow as many as 15 items at once, each for 3 weeks. You can renew an item up to 3 times online or "
      "by phone, as long as no other reader has reserved it.", note="'as long as no' for 'unless'."),
    V("clean", "How long will a decision on my extension take?", ["planning"], ["planning#decisions", "planning#fees"],
      "In the United Kingdom, an extension is a householder application, and the council decides householder "
      "applications within 8 weeks of receiving a valid application. If it needs more time, it may ask you to agree "
      "an extension in writing.", note="third person; two fragments joined (extension = householder)."),
    V("clean", "Do you charge for getting rid of rats?", ["pest-control"], ["pest-control#treatments"],
      "No, we treat rats and mice inside your home free of charge. Wasps and bedbugs are charged: £65 for a wasp "
      "nest and £160 for a course of 3 bedbug treatments.", note="first person; active for passive."),
    V("clean", "What do I need to do after a treatment for pests?", ["pest-control"], ["pest-control#visits"],
      "Keep your children and pets out of the treated rooms for 24 hours. If the pests are still there afterwards, "
      "call within 30 days and the contractor will come back once more at no charge.",
      note="imperative for 'You must'; 'at no charge' for 'free of charge'; condition kept as an instruction."),
    V("clean", "I'm 70 - what would I pay for a full allotment plot?", ["allotments"], ["allotments#renting"],
      "Tenants aged 65 or over pay half price, so the full plot's £90 a year is halved for you.",
      note="the reader's own 70; no derived figure."),
    V("clean", "Can I have a rooster on my allotment?", ["allotments"], ["allotments#rules"],
      "No. Hens are allowed, up to 6 of them, but cockerels are not.", note="'rooster' (the reader's) = cockerel."),
    V("clean", "Will the council do anything about loud planes?", ["noise"], ["noise#reporting"],
      "No, noise from aircraft is not something we deal with, and neither is road traffic noise or ordinary "
      "household activity like children playing.", note="denial restated."),
    V("clean", "What happens after I complain about my loud neighbour?", ["noise"], ["noise#investigation"],
      "First the council writes to whoever is causing the noise. If it goes on, you will be asked to keep a noise "
      "diary for 14 days, and an officer may put recording equipment in your home.",
      note="'may put' keeps the permission."),
    V("clean", "How much is a hall on a Saturday for a birthday party?", ["community-halls"], ["community-halls#rates"],
      "At weekends a community hall costs £35 an hour, and you have to book it for at least 2 hours.",
      note="'at least 2 hours' for 'minimum booking is 2 hours'."),
    V("clean", "What was the Band D council tax in 2026?", ["council-tax-2026", "council-tax"],
      ["council-tax-2026#bands", "council-tax#bands"],
      "In the United Kingdom, under the 2026 edition, Band D paid £2,025 a year for 2026/27; for 2027/28 Band D pays "
      "£2,130.", note="historical edition beside the current one."),
    V("clean", "What if I cancel the hall 3 days before?", ["community-halls"], ["community-halls#cancelling"],
      "You will not get everything back: only a cancellation at least 14 days before the booking is refunded in "
      "full, and if you cancel later, the council keeps 50 % of the hire fee.", fence=True,
      note="the reader's 3 days; 'only' inferred from the two cases; fenced JSON."),
    # --- other-sentence
    V("other-sentence", "How long do I have to tell the council that I am no longer the only adult at home?",
      ["council-tax"], ["council-tax#discounts", "council-tax#paying"],
      "In the United Kingdom, you must tell the council within 7 days if you stop being entitled to the single-person "
      "discount.", MC, src="within 21 days", note="7 days is the missed-instalment deadline of #paying."),
    V("other-sentence", "How soon does the contractor come back if the bedbugs are still there?", ["pest-control"],
      ["pest-control#visits"],
      "If the bedbugs are still there, the contractor comes back free of charge within 5 working days.", MC,
      src="only if you call within 30 days", note="5 working days is the first visit after booking."),
    # --- wrong-case
    V("wrong-case", "How much is a resident permit for a second car?", ["parking-permits"], ["parking-permits#resident"],
      "In the United Kingdom, a resident permit for a second car costs £60 a year.", MC,
      src="£95 a year for a second car", note="£60 is the first car's value."),
    V("wrong-case", "How much is a half allotment plot?", ["allotments"], ["allotments#renting"],
      "A half plot costs £90 a year.", MC, src="a half plot £50 a year", note="£90 is the full plot's."),
    # --- uncited-fragment
    V("uncited-fragment", "How much is a new card if I lose mine?", ["library"], ["library#membership"],
      "A replacement library card costs £2, and a reservation costs £1.", MC,
      note="£1 is only in the uncited #loans."),
    V("uncited-fragment", "How long will I wait for someone to come about the mice?", ["pest-control"],
      ["pest-control#treatments"], "Northfield Pest Services will visit you within 5 working days of booking.", MC,
      note="5 working days is only in the uncited #visits."),
    # --- invented
    V("invented", "How do I pay to have bulky items taken away?", ["bulky-waste"], ["bulky-waste#booking"],
      "You pay when you book online, and pensioners get a 20 % discount on every collection.",
      UC + ["unsupported-number"], note="invented discount with a figure found nowhere."),
    V("invented", "Do I need to be at home when the pest contractor visits?", ["pest-control"], ["pest-control#visits"],
      "Yes, an adult must be at home to let the contractor in.", UC, note="invented duty, no figure."),
    # --- flipped
    V("flipped", "Will you take garden waste with my bulky items?", ["bulky-waste"], ["bulky-waste#what-we-take"],
      "Yes, garden waste can go in the same collection as your furniture and mattresses.", UC,
      src="We do not collect building rubble, car parts, asbestos or garden waste", note="yes where the source says not."),
    # --- modality
    V("modality", "Will an officer put recording equipment in my home?", ["noise"], ["noise#investigation"],
      "Yes, the officer will install recording equipment in your home to record the noise.", UC,
      src="An officer may install recording equipment in your home", note="'may install' stated as done."),
    V("modality", "Do I need pre-application advice before applying for an extension?", ["planning"],
      ["planning#fees"],
      "Yes, in the United Kingdom you must get pre-application advice first; it costs £95 for householders.", UC,
      src="Pre-application advice is optional", note="optional made a duty."),
    # --- agent
    V("agent", "Who deals with a wasp nest?", ["pest-control"], ["pest-control#visits"],
      "The council's own pest control officers visit wasp nests within 2 working days.", UC,
      src="Our contractor, Northfield Pest Services", note="the contractor's visit given to council officers."),
    V("agent", "Who signs the joining form for a child?", ["library"], ["library#membership"],
      "Children under 16 sign the membership form themselves, with a parent or carer present.", UC,
      src="who signs the form for them", note="the parent signs, not the child."),
    # --- exception
    V("exception", "Are students counted for the single-person discount?", ["council-tax"], ["council-tax#discounts"],
      "In the United Kingdom, every adult in the home counts, including full-time students, so a student living "
      "with you ends the 25 % single-person discount.", UC, src="Full-time students are not counted as adults",
      note="the exception included."),
    V("exception", "Do I pay late fines on my daughter's books?", ["library"], ["library#loans"],
      "Yes, overdue books are charged 25p a day, up to £7 per item, even on children's cards.", UC,
      src="Items on children's cards are never charged overdue fines", note="'even on' the excepted case."),
    # --- condition
    V("condition", "Can I pay my council tax in 12 instalments?", ["council-tax"], ["council-tax#paying"],
      "Yes, in the United Kingdom you can switch to 12 monthly instalments at any time of the year.", UC,
      src="but only if you ask before 30 April", note="the deadline condition dropped and denied."),
    V("condition", "Will the pest contractor come back for free?", ["pest-control"], ["pest-control#visits"],
      "Yes, if the problem is still there after the treatment, the contractor returns once more free of charge, "
      "however long after the treatment you call.", UC, src="but only if you call within 30 days",
      note="'however long' contradicts the condition."),
    # --- bound
    V("bound", "How far ahead do I need to book a pickup of bulky items?", ["bulky-waste"], ["bulky-waste#booking"],
      "You can book online up to 3 working days before the collection day.", UC,
      src="at least 3 working days before", note="'up to' for 'at least'."),
    V("bound", "What time of day can I have a bonfire on the allotment?", ["allotments"], ["allotments#rules"],
      "Bonfires are allowed between 1 November and 31 March, but only before 16:00.", UC,
      src="only after 16:00", note="after turned to before."),
    # --- degenerate
    V("degenerate", "How much does a community hall cost on a weekday?", ["community-halls"], ["community-halls#rates"],
      "Community halls cost £25 an hour on weekdays. Community halls cost £25 an hour on weekdays. Community halls "
      "cost £25 an hour on weekdays.", ["degenerate-output"], note="a sentence repeated three times."),
    # --- limitations
    V("limitations", "How much is it to have 7 bulky items taken away?", ["bulky-waste"], ["bulky-waste#booking"],
      "We collect up to 5 bulky items for £35, and each additional item costs £7, up to 10 items in one collection.",
      ["unperformed-mutation"], limitations=["I have booked the bulky waste collection for you."],
      note="a claimed booking in limitations."),
    # --- jurisdiction
    V("jurisdiction", "What does an application for a loft conversion cost?", ["planning"], ["planning#fees"],
      "A householder application costs £258, and the fee is not refunded if permission is refused.",
      ["number-without-jurisdiction"],
      src="householder application, such as an extension, a loft conversion or a garage, is £258",
      note="GB record's figure, no jurisdiction named."),
    # --- product-name
    V("product-name", "How often does the mobile bus with books come to my village?", ["library"], ["library#membership"],
      "The mobile library visits each village every 7 weeks.", MC, src="every 2 weeks",
      note="7 read off the bus's name 'Bus 7'."),
]

RU = [
    # --- clean
    V("clean", "Сколько стоит доставка?", ["dostavka"], ["dostavka#stoimost"],
      "Мы доставим заказ по городу за 199 ₽, а если заказ на 2 000 ₽ или больше — бесплатно.",
      note="первое лицо; «или больше» для «от»."),
    V("clean", "Сколько стоит доставка, если в заказе инсулин?", ["dostavka"], ["dostavka#stoimost"],
      "Если в заказе есть товар из холодильника, доставка обойдётся в 299 рублей при любой сумме заказа.",
      note="«рублей» для ₽; «при любой сумме» для «независимо от суммы»."),
    V("clean", "Когда привезут заказ, если я оформлю его в 11 утра?", ["dostavka"], ["dostavka#sroki"],
      "Заказ, оформленный до 12:00, курьер привезёт в тот же день.", note="11 — число читателя."),
    V("clean", "Сколько держат заказ в аптеке?", ["samovyvoz"], ["samovyvoz#hranenie"],
      "Аптека хранит ваш заказ 3 дня; один раз этот срок можно продлить ещё на 2 дня, если позвонить в аптеку.",
      note="порядок слов, деепричастие → «если»."),
    V("clean", "Может ли муж забрать мой заказ?", ["samovyvoz"], ["samovyvoz#poluchenie"],
      "Да, забрать заказ за другого человека можно: для этого нужно назвать номер заказа и код из СМС.",
      note="«Да» из «можно, если»; условие сохранено."),
    V("clean", "Можно ли заказать рецептурный препарат с доставкой?", ["recepturnye"], ["recepturnye#pravila"],
      "Нет. Рецептурные препараты курьер не доставляет: их продают только по рецепту и только при самовывозе.",
      note="«Нет» из отрицания; неопределённо-личное."),
    V("clean", "Сколько держат бронь на рецептурное лекарство из холодильника?", ["recepturnye"], ["recepturnye#bron"],
      "Рецептурный препарат, который хранится в холодильнике, аптека держит в брони 1 день, остальные — 2 дня.",
      note="согласованные значения на своих местах."),
    V("clean", "Можно ли вернуть шампунь?", ["vozvrat"], ["vozvrat#ne-vozvrashchayutsya"],
      "Нет, средства личной гигиены, с которыми всё в порядке, обратно не принимаются.",
      note="шампунь — слово читателя; условие «если всё в порядке» сохранено."),
    V("clean", "Как вернуть витамины?", ["vozvrat"], ["vozvrat#sroki"],
      "Витамины в целой упаковке можно вернуть в течение 14 дней после покупки, если предъявить чек. Если вы платили "
      "картой, деньги придут на неё в течение 10 рабочих дней.", note="«целой» для «неповреждённой»."),
    V("clean", "Сколько бонусов я получу за покупку на 1 000 ₽?", ["bonusy"], ["bonusy#nachislenie"],
      "За покупку начисляется 3 % её суммы бонусами, а за товары марки «Зелёный лист» — 7 %; на рецептурные "
      "препараты и товары по акции бонусы не начисляются.", note="без вычисленной суммы; 1 000 ₽ — читателя."),
    V("clean", "Сколько можно оплатить бонусами?", ["bonusy"], ["bonusy#spisanie"],
      "Бонусами вы оплатите не больше 30 % стоимости покупки, причём один бонус равен одному рублю.",
      note="«не больше» для «до»; «одному рублю» для «1 ₽»."),
    V("clean", "Сгорят ли мои бонусы, если я 200 дней ничего не покупал?", ["bonusy"], ["bonusy#sgoranie"],
      "Да. Бонусы сгорают, если в течение 180 дней не было ни одной покупки, а у вас прошло больше.",
      note="«Да» из числа читателя."),
    V("clean", "Есть ли скидка для пенсионеров на доставку?", ["pensionery"], ["pensionery#skidka"],
      "Нет, на заказы с доставкой скидка для пенсионеров не распространяется: 5 % действуют только при покупке в "
      "аптеке, по будням с 9:00 до 13:00.", note="«Нет» из отрицания."),
    V("clean", "Как подключиться к скидке для пенсионеров?", ["pensionery"], ["pensionery#usloviya"],
      "Один раз покажите на кассе пенсионное удостоверение, и фармацевт отметит вашу карту участника программы. "
      "Учтите, что на покупку со скидкой бонусы не начисляются.", note="повелительное для «нужно»."),
    V("clean", "Можно ли заплатить курьеру наличными и получить сдачу?", ["oplata"], ["oplata#sposoby"],
      "Да, курьеру можно заплатить наличными, но сдачу он привезёт, только если вы указали нужную сумму, когда "
      "оформляли заказ.", note="условие «только если» сохранено."),
    V("clean", "Как долго рассматривают претензию?", ["pretenzii"], ["pretenzii#rassmotrenie"],
      "Претензию рассматривают в течение 10 рабочих дней, а ответ присылают письменно.",
      note="неопределённо-личное для «мы рассматриваем»."),
    V("clean", "Сколько стоила доставка в 2026 году?", ["dostavka-2026", "dostavka"], ["dostavka-2026#stoimost"],
      "В 2026 году доставка по городу стоила 149 ₽, а заказ от 3 000 ₽ доставляли бесплатно.",
      note="историческая редакция рядом с текущей."),
    V("clean", "Нужна ли предоплата, если товара нет в аптеке?", ["predzakaz"], ["predzakaz#predzakaz"],
      "Нет, предоплата не нужна. Товар привезут со склада в срок до 5 дней, мы пришлём СМС, когда он поступит, и с "
      "этого дня заказ будет храниться 3 дня.", pretty=True, note="pretty-printed JSON; первое лицо."),
    # --- other-sentence
    V("other-sentence", "В течение скольких дней можно подать претензию?", ["pretenzii"],
      ["pretenzii#podacha", "pretenzii#rassmotrenie"],
      "Претензию можно подать в течение 10 рабочих дней после получения заказа.", MC,
      src="в течение 14 дней после получения заказа", note="10 рабочих дней — срок рассмотрения."),
    V("other-sentence", "Когда можно тратить начисленные бонусы?", ["bonusy"], ["bonusy#nachislenie", "bonusy#sgoranie"],
      "Бонусы становятся доступны через 30 дней после покупки.", MC, src="через 14 дней после покупки",
      note="30 дней — сгорание акционных бонусов."),
    # --- wrong-case
    V("wrong-case", "Сколько хранится бронь на препарат из холодильника?", ["recepturnye"], ["recepturnye#bron"],
      "Препарат из холодильника аптека хранит в брони 2 дня.", MC, src="— 1 день",
      note="2 дня — для остальных препаратов."),
    V("wrong-case", "Сколько бонусов начисляют за товары собственной марки?", ["bonusy"], ["bonusy#nachislenie"],
      "За товары собственной марки «Зелёный лист» начисляется 3 % суммы бонусами.", MC, src="— 7 %",
      note="3 % — общий случай."),
    # --- uncited-fragment
    V("uncited-fragment", "Сколько стоит доставка?", ["dostavka"], ["dostavka#stoimost"],
      "Доставка по городу стоит 199 ₽, а курьер ждёт у двери не более 15 минут.", MC,
      note="15 минут — только в непроцитированном #sroki."),
    # --- invented
    V("invented", "Как оплатить заказ с доставкой?", ["oplata"], ["oplata#sposoby"],
      "Заказ можно оплатить на сайте картой или через СБП, а при оплате онлайн вы получаете скидку 3 %.",
      UC + ["unsupported-number"], note="выдуманная скидка с числом, которого нет в контексте."),
    V("invented", "Нужен ли паспорт, чтобы забрать заказ?", ["samovyvoz"], ["samovyvoz#poluchenie"],
      "Да, при получении заказа фармацевт обязательно проверяет паспорт.", UC, note="выдуманная обязанность."),
    # --- flipped
    V("flipped", "Можно ли вернуть лекарство надлежащего качества?", ["vozvrat"], ["vozvrat#ne-vozvrashchayutsya"],
      "Да, лекарственные препараты надлежащего качества можно вернуть или обменять.", UC,
      src="возврату и обмену не подлежат", note="«да» вместо запрета."),
    # --- modality
    V("modality", "Может ли фармацевт не продать лекарство по рецепту?", ["recepturnye"], ["recepturnye#pravila"],
      "Да: если рецепт оформлен неправильно или его срок истёк, фармацевт обязан отказать в продаже.", UC,
      src="вправе отказать в продаже", note="«вправе» → «обязан» (в источнике «обязан» есть — о проверке)."),
    V("modality", "Заберёт ли аптека товар на проверку по претензии?", ["pretenzii"], ["pretenzii#rassmotrenie"],
      "Да, если претензия касается качества препарата, аптека забирает товар для проверки.", UC,
      src="аптека вправе запросить товар для проверки", note="право стало фактом."),
    # --- agent
    V("agent", "Кто отмечает карту пенсионера?", ["pensionery"], ["pensionery#usloviya"],
      "Карту участника программы отмечает сам пенсионер, один раз предъявив на кассе удостоверение.", UC,
      src="фармацевт отметит карту участника программы", note="фармацевт → сам покупатель."),
    V("agent", "Как я узнаю, что товар под заказ пришёл?", ["predzakaz"], ["predzakaz#predzakaz"],
      "Вам нужно самому позвонить в аптеку и узнать, поступил ли товар; с этого дня заказ хранится 3 дня.", UC,
      src="О поступлении товара мы сообщаем в СМС", note="сообщает аптека, а не узнаёт покупатель."),
    # --- exception
    V("exception", "Начисляются ли бонусы на рецептурные препараты?", ["bonusy"], ["bonusy#nachislenie"],
      "Да, 3 % бонусами начисляются на любую покупку, в том числе на рецептурные препараты.", UC,
      src="Бонусы не начисляются на рецептурные препараты", note="исключение включено «в том числе»."),
    V("exception", "Действует ли скидка пенсионера на рецептурные лекарства?", ["pensionery"], ["pensionery#skidka"],
      "Да, пенсионеры получают 5 % на все товары, даже на рецептурные препараты, по будням с 9:00 до 13:00.", UC,
      src="кроме рецептурных препаратов", note="«даже на» исключённый случай."),
    # --- condition
    V("condition", "Может ли курьер привезти сдачу?", ["oplata"], ["oplata#sposoby"],
      "Да, курьер всегда привозит сдачу, если вы платите наличными.", UC,
      src="только если вы указали нужную сумму при оформлении заказа", note="условие выброшено, «всегда»."),
    V("condition", "Можно ли продлить хранение заказа в аптеке?", ["samovyvoz"], ["samovyvoz#hranenie"],
      "Да, срок хранения можно продлевать на 2 дня сколько угодно раз, позвонив в аптеку.", UC,
      src="Срок хранения можно один раз продлить на 2 дня", note="«один раз» → «сколько угодно раз»."),
    # --- bound
    V("bound", "Как долго курьер ждёт у двери?", ["dostavka"], ["dostavka#sroki"],
      "Курьер ждёт у двери не менее 15 минут, потом заказ возвращается на склад.", UC, src="не более 15 минут",
      note="«не менее» для «не более»."),
    V("bound", "До какого времени нужно оформить заказ, чтобы его привезли сегодня?", ["dostavka"], ["dostavka#sroki"],
      "Заказ привезут в тот же день, если оформить его после 12:00.", UC, src="оформленный до 12:00",
      note="«после» для «до»."),
    # --- degenerate
    V("degenerate", "Какую часть покупки можно оплатить бонусами?", ["bonusy"], ["bonusy#spisanie"],
      "Бонусами можно оплатить до 30 % стоимости покупки [t", ["degenerate-output"], note="висящая «[t»."),
    # --- limitations
    V("limitations", "Сколько аптека хранит заказ?", ["samovyvoz"], ["samovyvoz#hranenie"],
      "Аптека хранит заказ 3 дня, и этот срок можно один раз продлить на 2 дня, позвонив в аптеку.",
      ["unperformed-mutation"], limitations=["Я уже продлил для вас срок хранения заказа."],
      note="заявленное действие в limitations."),
    V("limitations", "Где подать претензию?", ["pretenzii"], ["pretenzii#podacha"],
      "Претензию можно подать в любой аптеке сети или через форму на сайте в течение 14 дней после получения заказа.",
      UC, limitations=["Претензии по косметике принимаются только в аптеке, не через сайт."],
      note="выдуманное ограничение в limitations."),
    # --- product-name
    V("product-name", "С какого возраста действует скидка для пенсионеров?", ["pensionery"],
      ["pensionery#skidka", "pensionery#usloviya"], "Скидка 5 % действует для покупателей с 60 лет.", MC,
      src="программы «Забота 60»", note="60 прочитано из названия программы «Забота 60»."),
]
