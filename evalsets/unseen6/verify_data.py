"""The unseen6 verify cases, written by hand from CONTRACTS §3 and issue 11.

V(kind, question, ctx, cites, answer, checks, note, ...):
- ctx: fragment ids, or a document id for all anchored fragments of that
  document; build_unseen6.py copies their text verbatim from the corpora.
- cites: the answer's documentationCitations.
- checks: the check ids expected to fire (any failing check counts for the
  headline; a clean case expects none and status `passed`).
- src: for a faulty case, a phrase of the cited material that the answer
  contradicts or leaves out (checked to occur verbatim in the context), so the
  fault is read against the source, not against memory.

Kinds: clean; other-sentence (a figure from another sentence of the cited
fragment); wrong-case (the other coordinated case of the same sentence);
uncited-fragment (a true figure found only in an uncited fragment of the
context); invented (a sentence the material does not state, with or without a
figure); flipped (negation or permission flipped); agent (wrong actor in a
who-question); exception (an exception ignored or denied); condition (a
condition dropped); general-for-excepted (the general rule's value given to a
case the exception covers); degenerate (repeated sentence, dangling label);
product-name (a number read from a product or room name); limitations (an
invented claim in `limitations`).
"""
from __future__ import annotations

UC = ["unsupported-claim"]
MIS = ["misattributed-figure", "unsupported-claim"]
NUM = ["unsupported-claim", "unsupported-number"]


def V(kind, question, ctx, cites, answer, checks, note, limitations=(), pretty=False, fence=False, src=None):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": [], "src": src}


EN = [
    V("clean", "How much is the young driver surcharge, and is there a maximum?", ["rental-requirements"],
      ["rental-requirements#driver-age"],
      "Drivers aged 21 to 24 pay a young driver surcharge of €16 per day, with a maximum of €160 per rental. "
      "Members of the Marlow Business programme do not pay it.", [],
      "paraphrase ('per day', 'maximum'), the waiver restated as 'do not pay it'."),
    V("other-sentence", "How long does the card issuer take to show my released deposit?", ["deposits-and-payment"],
      ["deposits-and-payment#release"],
      "Once the block is released, your card issuer may take up to 14 more working days to show the funds.", MIS,
      "14 is the damage-invoice deadline of the next sentence; the issuer's delay is 10 working days.",
      src="up to 10 more working days"),
    V("wrong-case", "How much does each extra kilometre cost on a BMW?", ["rental-requirements", "mileage-and-travel"],
      ["mileage-and-travel#mileage", "rental-requirements#categories"],
      "A BMW is a premium car (category F), and each extra kilometre costs €0.22.", UC,
      "€0.22 is the general case of the same sentence; categories F and G pay €0.45.", src="or €0.45 for categories F and G"),
    V("clean", "Do I need an International Driving Permit? My licence is from Switzerland.", ["rental-requirements"],
      ["rental-requirements#licence"],
      "No. Swiss licences, like those from the United Kingdom and Norway, are an exception to the rule that licences "
      "issued outside the European Union must be accompanied by an International Driving Permit. Remember to bring the "
      "physical card: a digital licence on a phone is not accepted.", [],
      "'No.' opening, the exception put first, clauses reordered."),
    V("uncited-fragment", "What happens if I return the car 2 hours late?", ["pickup-and-return"],
      ["pickup-and-return#late-return"],
      "From the 60th minute a full extra day is charged at the booked rate, plus a late-return fee of €40.", MIS,
      "€40 is the out-of-hours pick-up fee of the uncited opening-hours fragment.", src="plus any extras"),
    V("flipped", "Can I use a digital driving licence on my phone?", ["rental-requirements"],
      ["rental-requirements#licence"],
      "Yes, a digital licence on your phone is accepted, so you do not need to bring the physical card.", UC,
      "'is not accepted' → 'is accepted'.", src="A digital licence on a phone is not accepted"),
    V("clean", "What deposit will you block for a premium car, and does Full Protection lower it?",
      ["deposits-and-payment"], ["deposits-and-payment#deposit"],
      "For premium and luxury cars (categories F and G) the security deposit is €1,500. Full Protection does not lower it "
      "for these categories: it stays at €1,500. The reduction to €100 applies only to categories A to E and V.", [],
      "'€1,500' for '€1 500', the exception stated as 'does not lower it'."),
    V("agent", "Who fits the child seat?", ["extras"], ["extras#child-seats"],
      "Our staff fit the child seat for you at pick-up; you only need to check that it is secure.", UC,
      "staff may show how but may not install it; the renter fits it.", src="fitting the seat is the renter's responsibility"),
    V("exception", "Do licences from outside the EU need an International Driving Permit?", ["rental-requirements"],
      ["rental-requirements#licence"],
      "Yes, always: every licence issued outside the European Union must be accompanied by an International Driving "
      "Permit, with no exceptions.", UC,
      "UK, Swiss and Norwegian licences are excepted.", src="except licences from the United Kingdom, Switzerland and Norway"),
    V("clean", "When will I see my deposit back on my card?", ["deposits-and-payment"], ["deposits-and-payment#release"],
      "- The block is usually released within 2 working days after you return the car undamaged and with the agreed "
      "fuel or charge level.\n- Your card issuer may take up to 10 more working days to show the funds.\n- If damage is "
      "found, the cost of the repair is kept, up to the amount of the deposit, and you receive the invoice and photos "
      "within 14 days.", [], "bullet list, second person."),
    V("condition", "Can I pay the deposit with a debit card if I rent a Clio?", ["deposits-and-payment", "rental-requirements"],
      ["deposits-and-payment#debit-cards", "rental-requirements#categories"],
      "Yes. Debit cards are accepted for the deposit for categories A and B, and the Renault Clio is category B.", UC,
      "drops 'only if the renter buys Full Protection'.", src="only if the renter buys Full Protection"),
    V("invented", "Is there a charge for cleaning the car?", ["fuel-and-charging"], ["fuel-and-charging#fuel-policy"],
      "If the car is returned very dirty, a cleaning fee of €60 is charged.", NUM,
      "with a figure: nothing about cleaning; €60 occurs nowhere."),
    V("clean", "What is the excess on a BMW 320d with the basic cover?", ["rental-requirements", "insurance-cover"],
      ["insurance-cover#basic-cover", "rental-requirements#categories"],
      "The BMW 320d is a premium car (category F). With the basic cover, the collision damage waiver for categories F "
      "and G has an excess of €2,500, and theft protection carries the same excess.", [],
      "two citations joined; 320 is the reader's own (the question's model name)."),
    V("general-for-excepted", "I'm a Marlow Business member and I'm 22. How much young driver surcharge will I pay?",
      ["rental-requirements"], ["rental-requirements#driver-age"],
      "As a 22-year-old driver you pay the young driver surcharge of €16 a day, capped at €160 per rental.", UC,
      "the surcharge is waived for Marlow Business members; the general amount is given to the excepted case.",
      src="waived for members of the Marlow Business programme"),
    V("uncited-fragment", "How much deposit is blocked for an economy car with Full Protection?",
      ["deposits-and-payment", "insurance-cover"], ["insurance-cover#full-protection"],
      "With Full Protection, the deposit for an economy car is reduced to €100.", MIS,
      "€100 is true but only in the uncited deposits-and-payment#deposit.", src="reduced to €100"),
    V("clean", "Does Full Protection cover a flat tyre?", ["insurance-cover"], ["insurance-cover#full-protection"],
      "Yes. Full Protection reduces the excess to €0 and also covers tyres, the windscreen and glass. It does not, "
      "however, cover the underbody, the interior, lost keys or filling the car with the wrong fuel. Hope this helps!",
      [], "'Yes.', 'however', polite closing."),
    V("flipped", "Can I pay the deposit with a prepaid card?", ["rental-requirements"], ["rental-requirements#payment-card"],
      "Yes, prepaid cards and virtual cards are accepted as long as they are in the main driver's name.", UC,
      "'are not accepted' → 'are accepted'.", src="Prepaid cards and virtual cards are not accepted"),
    V("agent", "Who is responsible for the car after I leave the key in the key drop box?", ["pickup-and-return"],
      ["pickup-and-return#key-drop"],
      "Once the key is in the key drop box, our branch staff are responsible for the car.", UC,
      "the renter stays responsible until a member of staff checks the car.",
      src="The renter remains responsible for the car"),
    V("clean", "Can I drive the rental car to France?", ["mileage-and-travel"], ["mileage-and-travel#spain"],
      "No. Driving to any country other than mainland Spain, including France and Andorra, is not allowed. Mainland "
      "Spain is allowed if you declare it at pick-up and pay the cross-border fee of €65 per rental.", [],
      "'No.', the prohibition first, the Spanish case after it."),
    V("exception", "Is mileage unlimited on a rental of a week?", ["mileage-and-travel"], ["mileage-and-travel#mileage"],
      "Yes. All rentals of 7 days or more have unlimited mileage, whatever the car category.", UC,
      "categories F and G keep 250 km a day.", src="except for categories F and G"),
    V("degenerate", "What time does the Faro Airport desk open?", ["pickup-and-return"], ["pickup-and-return#opening-hours"],
      "The Faro Airport desk is open every day from 06:00 to 24:00. The Faro Airport desk is open every day from 06:00 "
      "to 24:00. The Faro Airport desk is open every day from 06:00 to 24:00. The Faro Airport desk is open every day "
      "from 06:00 to 24:00.", ["degenerate-output"], "one true sentence repeated four times."),
    V("clean", "How much will I pay if I bring the car back with a quarter tank?", ["fuel-and-charging"],
      ["fuel-and-charging#fuel-policy"],
      "You will be charged for the missing fuel at €2.35 per litre, plus a €30 refuelling service fee. To avoid this, "
      "return the car full; a receipt from a filling station within 15 km of the return branch counts as proof.", [],
      "reordered, 'To avoid this' advice drawn from the fragment."),
    V("condition", "Can I take the Guadiana ferry to Ayamonte?", ["mileage-and-travel"], ["mileage-and-travel#ferries"],
      "Yes, you may take the car on the Guadiana river ferry between Vila Real de Santo António and Ayamonte.", UC,
      "drops 'only with written permission from the branch'.", src="only with written permission from the branch"),
    V("product-name", "What is the security deposit for an economy car?", ["deposits-and-payment", "rental-requirements"],
      ["deposits-and-payment#deposit", "rental-requirements#categories"],
      "The security deposit for an economy car (category A) is €500.", MIS,
      "500 is from the model name 'Fiat 500'; the deposit for categories A and B is €300.", src="€300 for economy and compact cars"),
    V("clean", "What are the Lisbon branch's hours at the weekend?", ["pickup-and-return"], ["pickup-and-return#opening-hours"],
      "On Saturdays the Lisbon city branch is open from 09:00 to 14:00. It is closed on Sundays and public holidays. "
      "A pick-up outside these hours costs €40 and has to be booked at least 24 hours in advance.", [],
      "clock times, 'has to be' for 'must be'.", pretty=True),
    V("wrong-case", "How much is Full Protection per day for an intermediate car?",
      ["rental-requirements", "insurance-cover"], ["insurance-cover#full-protection", "rental-requirements#categories"],
      "An intermediate car is category C, and Full Protection for it costs €34 a day.", UC,
      "€34 is the F/G case of the same sentence; categories A to E and V pay €21.", src="€21 a day for categories A to E and V"),
    V("invented", "Do I get roadside assistance in Portugal?", ["mileage-and-travel"], ["mileage-and-travel#spain"],
      "Yes, roadside assistance is included in every rental, both in Portugal and in Spain.", UC,
      "without a figure: only the Spanish cross-border fee is said to include roadside assistance in Spain.",
      src="which includes roadside assistance in Spain"),
    V("clean", "Who installs the booster seat?", ["extras"], ["extras#child-seats"],
      "You do. Fitting the seat is the renter's responsibility: our staff may show you how to fit it, but they may not "
      "install it.", [], "who-question answered 'You do.', clauses swapped."),
    V("limitations", "Can I return the car at Faro Airport at night?", ["pickup-and-return"],
      ["pickup-and-return#opening-hours", "pickup-and-return#key-drop"],
      "The Faro Airport desk is open every day from 06:00 to 24:00. Key drop is not available at Faro Airport.", NUM,
      "a true answer; the limitation invents a night procedure and a €25 fee.",
      limitations=["After midnight, the key can be left with airport security for a fee of €25."]),
    V("clean", "Is my partner free as an additional driver?", ["extras"], ["extras#additional-drivers"],
      "Your spouse or registered partner is added free of charge, but only if they live at the address shown on your "
      "identity document. Otherwise each additional driver costs €8 a day, up to €80 per rental. They must also meet "
      "the same age and licence rules and come to pick-up with their licence.", [],
      "second person for 'the main driver', the condition kept, 'Otherwise'."),
    V("other-sentence", "From what age can I rent a premium car?", ["rental-requirements"], ["rental-requirements#driver-age"],
      "Premium and luxury cars (categories F and G) can be rented from the age of 24.", MIS,
      "24 is the young-driver bracket of another sentence; premium cars need 27 or over.", src="aged 27 or over"),
    V("clean", "If I cancel my Flex booking the day before pick-up, what does it cost?", ["cancellations"],
      ["cancellations#free-cancellation"],
      "A Flex booking can only be cancelled free of charge up to 48 hours before pick-up. A later cancellation, such as "
      "one the day before, costs €50, or €100 for categories F and G.", [],
      "the reader's case placed under 'later cancellations'."),
    V("clean", "My flight got cancelled. Can I get my money back for a Saver booking?", ["cancellations"],
      ["cancellations#saver-rates"],
      "Yes. Saver rates are not refundable, except when the airline cancels your flight: then the full amount is "
      "refunded within 30 days once the airline's written notice is received. Let me know if you need anything else.",
      [], "'Yes.' with the exception as the answer, polite closing, fenced JSON.", fence=True),
]

RU = [
    V("clean", "Сколько стоит тариф «Фикс» и что в него входит?", ["tarify"], ["tarify#tarify"],
      "Тариф «Фикс» — это закреплённое рабочее место и тумба, он стоит 16 500 рублей в месяц.", [],
      "«рублей» вместо ₽, порядок частей изменён."),
    V("other-sentence", "До какого числа администратор присылает счёт на оплату?", ["oplata-i-depozit"],
      ["oplata-i-depozit#sroki"],
      "Счёт администратор высылает на почту до 10-го числа предыдущего месяца.", MIS,
      "10 — из предложения о просрочке более 10 дней; счёт высылается до 25-го числа.", src="до 25-го числа предыдущего месяца"),
    V("wrong-case", "Сколько стоит «Кабинет-8»?", ["tarify"], ["tarify#tarify"],
      "Кабинет «Кабинет-8» на восемь мест стоит 64 000 ₽ в месяц.", UC,
      "64 000 ₽ — цена «Кабинета-4» из того же предложения; «Кабинет-8» стоит 118 000 ₽.", src="118 000 ₽ в месяц"),
    V("clean", "Какая скидка, если я заплачу за «Гибкий» сразу на полгода?", ["tarify"], ["tarify#skidki"],
      "При оплате тарифа «Гибкий» сразу за 6 месяцев вам предоставят скидку 7 %. Если оплатить сразу за 12 месяцев, "
      "скидка составит 12 %.", [], "«полгода» в вопросе, «6 месяцев» в ответе; второе лицо."),
    V("uncited-fragment", "Сколько стоит дневной абонемент для гостя, который задержался?", ["pravila-dostupa", "tarify"],
      ["pravila-dostupa#gosti"],
      "Если гость остаётся в открытом пространстве дольше 2 часов, он оплачивает дневной абонемент — 1 100 ₽.", MIS,
      "1 100 ₽ верно, но есть только в непроцитированном tarify#tarify.", src="оплачивает дневной абонемент"),
    V("flipped", "Можно ли слушать музыку без наушников?", ["pravila-povedeniya"], ["pravila-povedeniya#tishina"],
      "Да, музыку и видео в открытом пространстве можно слушать и без наушников.", UC,
      "«только в наушниках» → «можно и без наушников».", src="Музыку и видео слушают только в наушниках"),
    V("clean", "Я студент-очник, какая мне положена скидка?", ["tarify"], ["tarify#studenty"],
      "Студентам очной формы обучения даётся скидка 30 % на тариф «Гибкий» — нужно предъявить действующий "
      "студенческий билет. Учтите, что со скидкой за предоплату она не суммируется, а на дневные абонементы не "
      "действует.", [], "перестановка, «даётся», «Учтите»."),
    V("agent", "Кто выдаёт карту доступа?", ["pravila-dostupa"], ["pravila-dostupa#karta"],
      "Карту доступа выдаёт менеджер по работе с резидентами при подписании договора.", UC,
      "карту выдаёт администратор.", src="Карту доступа выдаёт администратор"),
    V("exception", "Можно ли прийти с собакой-проводником?", ["pravila-povedeniya"], ["pravila-povedeniya#zhivotnye"],
      "Нет, приходить с любыми животными запрещено, без каких-либо исключений.", UC,
      "собаки-проводники — исключение.", src="кроме собак-проводников"),
    V("clean", "Когда нужно платить за месяц и что будет при просрочке?", ["oplata-i-depozit"], ["oplata-i-depozit#sroki"],
      "1. Оплату нужно внести авансом не позднее 5-го числа текущего месяца.\n2. За каждый день просрочки "
      "начисляется пеня 0,1 % от суммы счёта.\n3. Если просрочка больше 10 дней, доступ по карте приостановят до "
      "погашения долга.", [], "нумерованный список, «больше» вместо «более», безличные формы."),
    V("condition", "Можно ли получить юридический адрес на тарифе «Фикс»?", ["pochta-i-adres"], ["pochta-i-adres#yuradres"],
      "Да, резидентам тарифа «Фикс» юридический адрес предоставляется за 4 000 ₽ в месяц.", UC,
      "опущено условие: договор на срок не менее 11 месяцев.", src="с договором на срок не менее 11 месяцев"),
    V("invented", "Можно ли арендовать ноутбук в коворкинге?", ["tarify"], ["tarify#tarify"],
      "Да, ноутбук можно взять в аренду у администратора за 450 ₽ в день.", NUM,
      "с цифрой: об аренде ноутбуков ничего нет, 450 нигде нет."),
    V("clean", "Кто готовит акты для нашей компании и где их получить?", ["oplata-i-depozit"],
      ["oplata-i-depozit#dokumenty"],
      "Акты и счета-фактуры для юридических лиц готовит бухгалтерия — до 10-го числа следующего месяца. Получить их "
      "можно у администратора на ресепшене, или администратор отправит их через ЭДО.", [],
      "кто готовит и кто выдаёт разнесены по двум предложениям."),
    V("general-for-excepted", "У нас кабинет, договор на 12 месяцев. Какая скидка при оплате сразу за год?", ["tarify"],
      ["tarify#skidki"],
      "При оплате сразу за 12 месяцев скидка составит 12 %.", UC,
      "для кабинетов с договором от 11 месяцев скидка 5 %; дана скидка общего правила.", src="для них скидка составляет 5 %"),
    V("uncited-fragment", "Сколько стоит юридический адрес для резидента тарифа «Фикс»?", ["tarify", "pochta-i-adres"],
      ["tarify#tarify"],
      "Юридический адрес для резидентов тарифа «Фикс» стоит 4 000 ₽ в месяц.", MIS,
      "4 000 ₽ верно, но есть только в непроцитированном pochta-i-adres#yuradres.", src="за 4 000 ₽ в месяц"),
    V("clean", "Сколько часов переговорных входит в «Фикс»? Переносятся ли остатки?", ["peregovornye"],
      ["peregovornye#vklyucheno"],
      "В тариф «Фикс» входит 8 часов переговорных в месяц. Неиспользованные часы на следующий месяц не переносятся.",
      [], "почти дословно, два вопроса — два предложения."),
    V("flipped", "Принимается ли устное уведомление о расторжении?", ["rastorzhenie"], ["rastorzhenie#uvedomlenie"],
      "Да, устное уведомление принимается, если сообщить о расторжении администратору на ресепшене.", UC,
      "«не принимается» → «принимается».", src="устное уведомление не принимается"),
    V("agent", "Кто готовит гарантийное письмо для налоговой?", ["pochta-i-adres"], ["pochta-i-adres#yuradres"],
      "Гарантийное письмо для налоговой инспекции готовит администратор в течение 3 рабочих дней после оплаты.", UC,
      "письмо готовит юрист центра.", src="готовит юрист центра"),
    V("clean", "Сколько стоит конференц-зал для резидента?", ["peregovornye"], ["peregovornye#stoimost"],
      "Конференц-зал сдаётся минимум на 3 часа по 4 500 ₽ в час. Резидентам положена скидка 20 %, но она не действует "
      "вечером в пятницу и в выходные дни.", [], "«минимум», «положена», исключение через «но»."),
    V("exception", "Вернут ли деньги за неиспользованные дни месяца?", ["rastorzhenie"], ["rastorzhenie#vozvrat"],
      "Нет, плата за неиспользованную часть оплаченного месяца не возвращается ни в каком случае.", UC,
      "исключение: закрытие по вине центра более 3 дней подряд.", src="кроме случаев, когда коворкинг был закрыт"),
    V("degenerate", "Сколько стоит замена карты?", ["pravila-dostupa"], ["pravila-dostupa#karta"],
      "Утерянная или сломанная карта заменяется за 700 ₽ [t", ["degenerate-output"],
      "висящая метка «[t» в конце ответа."),
    V("clean", "За сколько нужно предупредить о расторжении, если у нас «Гибкий»?", ["rastorzhenie"],
      ["rastorzhenie#uvedomlenie"],
      "Центр нужно письменно уведомить не позднее чем за 30 календарных дней. Уведомление подаётся через приложение "
      "или администратору на ресепшене, устно его не примут.", [],
      "общее правило для «Гибкого»; «устно его не примут»."),
    V("condition", "Когда вернут обеспечительный платёж?", ["oplata-i-depozit"], ["oplata-i-depozit#depozit"],
      "Обеспечительный платёж всегда возвращается в течение 14 рабочих дней после окончания договора.", UC,
      "опущено условие: если нет задолженности и повреждений имущества.", src="если нет задолженности и повреждений имущества"),
    V("product-name", "Сколько человек вмещает малая переговорная?", ["peregovornye"], ["peregovornye#stoimost"],
      "Малая переговорная вмещает до 16 человек.", MIS,
      "16 — из названия «Лофт 16»; малая переговорная — до 6 человек.", src="(до 6 человек)"),
    V("clean", "Можно ли заморозить «Фикс» на время отпуска?", ["rastorzhenie"], ["rastorzhenie#zamorozka"],
      "Да, тариф «Фикс» можно заморозить один раз в календарный год на срок от 7 до 30 дней. Заявку нужно подать не "
      "позднее чем за 5 дней, а закреплённое место на это время сохранится. Обращайтесь, если будут вопросы!", [],
      "«Да,», будущее время, вежливое завершение."),
    V("wrong-case", "Сколько часов переговорных входит в тариф «Гибкий»?", ["peregovornye"], ["peregovornye#vklyucheno"],
      "В тариф «Гибкий» входит 8 часов переговорных в месяц.", UC,
      "8 часов — случай «Фикса» того же предложения; «Гибкий» — 3 часа.", src="в тариф «Гибкий» — 3 часа"),
    V("invented", "Есть ли в коворкинге кофе?", ["pravila-povedeniya"], ["pravila-povedeniya#kuhnya"],
      "Да, на кухне для резидентов бесплатно доступны кофе и чай.", UC, "без цифры: о кофе ничего нет."),
    V("clean", "Можно ли курить электронную сигарету на террасе?", ["pravila-povedeniya"], ["pravila-povedeniya#kurenie"],
      "Нет. Курение, в том числе электронных сигарет и кальянов, запрещено во всех помещениях и на террасе. За "
      "нарушение предусмотрен штраф 5 000 рублей.", [], "«Нет.», «в том числе», «рублей»."),
    V("limitations", "Можно ли отменить бронь переговорной без оплаты?", ["peregovornye"], ["peregovornye#bronirovanie"],
      "Да, бесплатная отмена возможна не позднее чем за 2 часа до начала брони.", UC,
      "верный ответ; в limitations выдумано правило для конференц-зала (без цифры).",
      limitations=["Бронь конференц-зала можно отменить бесплатно в любое время."]),
    V("clean", "Кто чистит холодильник и когда?", ["pravila-povedeniya"], ["pravila-povedeniya#kuhnya"],
      "Холодильник освобождает клининговая служба — каждую пятницу в 18:00. Продукты без подписи и даты при этом "
      "выбрасываются, а посуду резиденты моют сами.", [], "кто и когда, перестановка, «при этом»."),
    V("other-sentence", "За сколько дней возвращают остаток при досрочном расторжении с предоплатой за год?",
      ["rastorzhenie"], ["rastorzhenie#vozvrat"],
      "При досрочном расторжении договора с предоплатой остаток возвращается в течение 3 рабочих дней.", MIS,
      "3 — из предложения о закрытии более 3 дней подряд; остаток возвращается в течение 20 рабочих дней.",
      src="в течение 20 рабочих дней"),
    V("clean", "Сколько дней администратор хранит мои посылки?", ["pochta-i-adres"],
      ["pochta-i-adres#korrespondenciya"],
      "Администратор хранит письма и посылки весом до 10 кг в течение 30 дней. Уведомление о поступлении придёт в "
      "приложении в тот же рабочий день.", [], "«в течение 30 дней», отформатированный JSON.", pretty=True),
    V("clean", "Сколько гостей я могу привести и на какое время?", ["pravila-dostupa"], ["pravila-dostupa#gosti"],
      "Вы можете бесплатно пригласить не более 3 гостей в день, на срок до 2 часов. Если гость остаётся в открытом "
      "пространстве дольше 2 часов, он оплачивает дневной абонемент. Пропуск оформляет администратор по вашей заявке "
      "в приложении, поданной не позднее чем за 1 час до визита. Надеюсь, это поможет!", [],
      "второе лицо, вежливое завершение, JSON в блоке ```json.", fence=True),
]
