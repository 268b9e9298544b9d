"""Labelled verify cases of unseen15 (the source of verify_cases.jsonl; build_unseen15.py writes it).

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
    V("clean", "What is the standing charge for a rural home on the Standard electricity tariff?", ["bw-tariffs"],
      ["bw-tariffs#electricity"],
      "In Ireland, a rural home on the Standard tariff pays a standing charge of €0.95 a day; an urban home pays "
      "€0.72 a day.", note="'a day' for 'per day', both cases kept apart, Ireland named."),
    V("clean", "Do I pay a fee if my bill is paid late?", ["bw-billing"], ["bw-billing#late-payment"],
      "No. There is no late payment fee and no interest on late bills. If a bill is still unpaid 14 days after it was "
      "due, you get a reminder by post and by text message.", note="'No' from the denial; passive for 'we send'."),
    V("clean", "How long is the cooling-off period for a new contract?", ["bw-switching"], ["bw-switching#cooling-off"],
      "In Ireland, you can cancel a new contract within 14 days of signing it, without giving any reason and free of "
      "charge. If supply started at your request during that time, you pay only for the energy you used.",
      note="second person; 'free of charge' for 'without any charge'."),
    V("clean", "How much will I be paid if an agreed appointment is missed?", ["bw-complaints"],
      ["bw-complaints#guarantees"],
      "Under our customer charter in Ireland we pay you €35 when we miss an appointment agreed with you. It is credited "
      "to your next bill, and you need to claim it within 3 months.", note="provider's first person; 'need to' for 'must'."),
    V("clean", "Can I be cut off for non-payment in January?", ["bw-arrears"], ["bw-arrears#disconnection"],
      "No. Between 1 November and 31 March no household is disconnected for non-payment.",
      note="passive; 'No' inferred for January, which lies in the stated period."),
    V("clean", "How long can a payment plan run?", ["bw-arrears"], ["bw-arrears#payment-plans"],
      "The supplier spreads the arrears over up to 12 months, without charging interest, but you have to keep paying "
      "for the energy you use while the plan is running.", note="third person; 'have to' for 'must'."),
    V("clean", "How much does electricity cost at peak on the Smart Time tariff?", ["bw-smart"], ["bw-smart#smart-tariff"],
      "At peak, from 17:00 to 19:00, the Smart Time tariff charges 41.5 cent per kWh; the night rate (23:00 to 08:00) "
      "is 15.2 cent and every other hour costs 28.0 cent per kWh.", note="reordered coordinated cases, each with its value."),
    V("clean", "What do people on the priority services register get?", ["bw-priority"], ["bw-priority#benefits"],
      "Registered customers are given at least 3 days' notice of planned power cuts, a password that meter readers "
      "must give before entering, and, on request, bills in large print or braille.", note="passive; reordered list."),
    V("clean", "When is a direct debit taken?", ["bw-billing"], ["bw-billing#direct-debit"],
      "We collect each bill by direct debit 14 days after the bill date, and we tell you the amount and the date at "
      "least 10 days beforehand. You can change the collection date once in any 12 months.",
      note="first person; 'beforehand'."),
    V("clean", "Who fits smart meters and what does it cost?", ["bw-smart"], ["bw-smart#installation"],
      "Smart meters are fitted by the network operator, Laneway Networks, not by your supplier. Fitting is free: "
      "nothing is charged for the meter or its installation.", note="'fitted' for 'installed'; 'your supplier' for 'us'."),
    V("clean", "When must I give a meter reading after I move in?", ["bw-moving"], ["bw-moving#moving-in"],
      "You need to give us a meter reading within 2 days of moving in; until then your first bill is estimated. You "
      "are responsible for the energy used from the day you move in.", note="imperative as 'you need to'."),
    V("clean", "Can I leave for another supplier after a price increase without an exit fee?", ["bw-tariffs"],
      ["bw-tariffs#price-changes"],
      "Yes. In Ireland, after a notice of a price increase you may move to another supplier within 30 days of that "
      "notice without paying an exit fee. Price changes are announced at least 30 days ahead, by letter or email.",
      note="'Yes' from 'may'; 'announced … ahead' for 'notice'."),
    V("clean", "Who can join the priority services register?", ["bw-priority"], ["bw-priority#who-can-register"],
      "You can register if you or someone living with you depends on electrically powered medical equipment, is over "
      "66 and lives alone, or has a disability or a serious illness. Anyone who relies on medical equipment has to send "
      "a letter from their doctor or consultant.", note="'has to' for 'must'; 'relies on' for 'depends on'."),
    V("clean", "How long does it take to move my supply to you?", ["bw-switching"], ["bw-switching#switching-to-us"],
      "In Ireland, switching to us takes up to 3 weeks from the day you sign up. You don't need to contact your old "
      "supplier yourself: they send you a final bill.", pretty=True, note="first person; pretty-printed JSON."),
    V("clean", "Is there a discount for buying both fuels from you?", ["bw-tariffs"], ["bw-tariffs#gas"],
      "Yes: in Ireland customers who take both electricity and gas get 5 % off unit rates. The discount does not apply "
      "to standing charges.", fence=True, note="fenced JSON; 'take' for 'buy'."),
    V("clean", "What was the Standard electricity unit rate in 2026, and what is it now?", ["bw-tariffs", "bw-tariffs-2026"],
      ["bw-tariffs#electricity", "bw-tariffs-2026#electricity"],
      "In Ireland the 2026 edition set the Standard unit rate at 29.8 cent per kWh; the current tariff charges 32.5 "
      "cent per kWh.", note="a historical edition beside the current record."),
    V("clean", "When can a complaint go to the ombudsman?", ["bw-complaints"], ["bw-complaints#making-a-complaint"],
      "In Ireland you may take the complaint to the Energy Complaints Ombudsman if you are not satisfied with the "
      "supplier's answer or it has not been resolved within 2 months. The ombudsman decides independently of the "
      "supplier.", note="third person for 'us'."),
    # --- other-sentence
    V("other-sentence", "How soon after the bill date is payment due?", ["bw-billing"],
      ["bw-billing#bills", "bw-billing#direct-debit"], "Your payment is due 10 days after the bill date.", MC,
      src="Payment is due 14 days after the bill date",
      note="10 days is the direct debit notice, given to the due date."),
    V("other-sentence", "When can I take my complaint to the ombudsman?", ["bw-complaints"],
      ["bw-complaints#making-a-complaint"],
      "In Ireland you can refer your complaint to the Energy Complaints Ombudsman once it has gone unresolved for 10 "
      "working days.", MC, src="not resolved within 2 months",
      note="10 working days is the aim for resolving, given to the referral."),
    # --- wrong-case
    V("wrong-case", "What is the standing charge for an urban home?", ["bw-tariffs"], ["bw-tariffs#electricity"],
      "In Ireland an urban home pays a standing charge of €0.95 per day.", MC, src="€0.72 per day for urban homes",
      note="the rural value given to urban homes."),
    V("wrong-case", "How much is the night rate on the Smart Time tariff?", ["bw-smart"], ["bw-smart#smart-tariff"],
      "At night, from 23:00 to 08:00, Smart Time costs 28.0 cent per kWh.", MC, src="15.2 cent per kWh at night",
      note="the 'other times' value given to the night."),
    # --- uncited-fragment
    V("uncited-fragment", "How can I submit a meter reading?", ["bw-meter-readings"], ["bw-meter-readings#submitting"],
      "You can submit a reading online, in the app or by text at any time; a reading we get at least 5 days before the "
      "bill date counts for that bill. Our meter readers also call at least 4 times a year.", MC,
      note="the 4 visits a year are in the uncited #estimated."),
    V("uncited-fragment", "How much is the exit fee on a fixed-term contract?", ["bw-switching"], ["bw-switching#exit-fees"],
      "In Ireland a fixed-term contract has an exit fee of €50 per fuel if you leave before the term ends, and you can "
      "still cancel within 14 days of signing at no charge.", MC,
      note="the 14 days are in the uncited #cooling-off."),
    # --- invented
    V("invented", "Is there a discount for paying by direct debit?", ["bw-billing"], ["bw-billing#direct-debit"],
      "Yes, you get a discount of €30 a year when you pay by direct debit. Customers who also choose paperless billing "
      "get a further €15 a year.", UC + ["unsupported-number"], note="an invented paperless discount with a figure."),
    V("invented", "Do I need to be at home for the final meter reading when I move out?", ["bw-moving"],
      ["bw-moving#moving-out"],
      "No, you do not need to be at home: a meter reader calls to take the final reading after you leave.", UC,
      note="invented without a figure; the source asks the customer for the reading."),
    # --- flipped
    V("flipped", "Do you charge interest on late bills?", ["bw-billing"], ["bw-billing#late-payment"],
      "Yes. We charge interest on late bills, although there is no separate late payment fee.", UC,
      src="We do not charge a late payment fee or interest on late bills", note="interest affirmed against the denial."),
    # --- modality
    V("modality", "Do I need a doctor's letter to join the priority services register?", ["bw-priority"],
      ["bw-priority#who-can-register"],
      "A letter from your doctor or consultant is optional: customers who depend on medical equipment may send one if "
      "they wish.", UC, src="you must send us a letter from your doctor or consultant", note="'must' made 'may'."),
    V("modality", "Can I switch supplier after a price increase?", ["bw-tariffs"], ["bw-tariffs#price-changes"],
      "In Ireland, after a notice of a price increase you must switch to another supplier within 30 days of the notice, "
      "and no exit fee is charged.", UC, src="you may switch to another supplier", note="'may' made 'must'."),
    # --- agent
    V("agent", "Who decides a complaint that is referred to the ombudsman?", ["bw-complaints"],
      ["bw-complaints#making-a-complaint"],
      "The supplier decides the referred complaint itself, independently of the Energy Complaints Ombudsman.", UC,
      src="who decides independently of us", note="the supplier for the ombudsman."),
    V("agent", "Who installs smart meters?", ["bw-smart"], ["bw-smart#installation"],
      "We install smart meters ourselves, free of charge; Laneway Networks is not involved in fitting them.", UC,
      src="installed by the network operator, Laneway Networks, not by us", note="the actors swapped."),
    # --- exception
    V("exception", "Do I get a guaranteed payment if a storm causes a missed appointment?", ["bw-complaints"],
      ["bw-complaints#guarantees", "bw-complaints#exceptions"],
      "Yes. In Ireland you get €35 for a missed appointment, even when the failure was caused by a storm or severe "
      "weather.", UC, src="No guaranteed payment is made when the failure was caused by a storm",
      note="the storm exception denied."),
    V("exception", "Is the dual fuel discount applied to the standing charge?", ["bw-tariffs"], ["bw-tariffs#gas"],
      "Yes. In Ireland customers with both electricity and gas get a dual fuel discount of 5 % on unit rates and on "
      "standing charges as well.", UC, src="but not on standing charges", note="the excluded standing charge included."),
    # --- condition
    V("condition", "What do you use my smart meter data for?", ["bw-smart"], ["bw-smart#data"],
      "Your smart meter sends a reading every 30 minutes. We use these readings for billing, and we may also use them "
      "for offers or research.", UC, src="only if you give us your consent", note="the consent condition dropped."),
    V("condition", "Can I join the priority services register because I am over 66?", ["bw-priority"],
      ["bw-priority#who-can-register"], "Yes. Anyone over 66 can join the priority services register.", UC,
      src="is over 66 and lives alone", note="'and lives alone' dropped."),
    # --- bound
    V("bound", "How early must I tell you that I am moving out?", ["bw-moving"], ["bw-moving#moving-out"],
      "Tell us no later than 2 working days after you move out, and give a meter reading on the day you leave.", UC,
      src="at least 2 working days before you move out", note="'before' turned to 'after'."),
    V("bound", "When must the last letter arrive before a disconnection?", ["bw-arrears"], ["bw-arrears#disconnection"],
      "The last letter must reach you at most 10 working days before the disconnection date, after at least 3 letters "
      "in all.", UC, src="at least 10 working days before the disconnection date", note="'at least' made 'at most'."),
    # --- degenerate
    V("degenerate", "How much is gas per kWh?", ["bw-tariffs"], ["bw-tariffs#gas"],
      "In Ireland gas costs 11.4 cent per kWh. In Ireland gas costs 11.4 cent per kWh. In Ireland gas costs 11.4 cent "
      "per kWh.", ["degenerate-output"], note="one sentence three times."),
    # --- limitations
    V("limitations", "How do I change my direct debit date?", ["bw-billing"], ["bw-billing#direct-debit"],
      "You may change the collection date once in any 12 months.", ["unperformed-mutation"],
      limitations=["I have updated your collection date as you asked."], note="a claimed action in limitations."),
    # --- jurisdiction
    V("jurisdiction", "What is paid if my supply is switched without my agreement?", ["bw-complaints"],
      ["bw-complaints#guarantees"],
      "The supplier pays €100 if it switches your supply without your agreement, credited to your next bill.",
      ["number-without-jurisdiction"], src="€100 if we switch your supply to us without your agreement",
      note="the IE record's figure without naming Ireland."),
    # --- product-name
    V("product-name", "How many homes has Laneway Networks fitted with smart meters?", ["bw-smart"],
      ["bw-smart#installation"],
      "Laneway Networks has fitted smart meters in 300 homes, and installation is free of charge.", MC,
      src="the Aura 300", note="300 is the meter model's name."),
]

RU = [
    # --- clean
    V("clean", "Сколько стоит доставка посылки весом до 1 кг в зону 2?", ["sr-tarify"], ["sr-tarify#po-vesu"],
      "Посылку до 1 кг в зону 2 доставят за 390 ₽; в пределах зоны 1 это стоит 290 ₽, в зону 3 — 590 ₽.",
      note="неопределённо-личное «доставят»; каждая зона со своей ценой."),
    V("clean", "Сколько стоит каждый дополнительный килограмм в зону 3?", ["sr-tarify"], ["sr-tarify#po-vesu"],
      "За каждый следующий килограмм, полный или неполный, в зоне 3 добавляется 90 рублей.",
      note="«рублей» для ₽; перестановка."),
    V("clean", "За сколько дней доставят посылку в другой федеральный округ?", ["sr-tarify"],
      ["sr-tarify#zony", "sr-tarify#sroki"],
      "Доставка между федеральными округами — это зона 3, срок — от 5 до 9 рабочих дней со дня, следующего за днём "
      "приёма.", note="два фрагмента; «от 5 до 9» для «5–9»."),
    V("clean", "Сколько дней посылку хранят в пункте выдачи бесплатно?", ["sr-hranenie"], ["sr-hranenie#srok"],
      "Бесплатно посылка лежит в пункте выдачи 7 дней. Дальше за хранение берут 30 рублей в день, но не дольше 14 дней, "
      "а потом посылку отправляют обратно отправителю.", note="«лежит», «берут», «не дольше»."),
    V("clean", "Как продлить хранение посылки?", ["sr-hranenie"], ["sr-hranenie#prodlenie"],
      "Вы можете один раз продлить бесплатное хранение на 3 дня в приложении — не позже последнего дня бесплатного "
      "хранения.", note="второе лицо; «не позже»."),
    V("clean", "Кто и сколько платит комиссию за наложенный платёж?", ["sr-nalozhennyy"], ["sr-nalozhennyy#oplata"],
      "Комиссию платит отправитель: 2 % от суммы наложенного платежа, минимум 50 ₽.", note="«минимум» для «не менее»."),
    V("clean", "Когда отправитель получит деньги за наложенный платёж?", ["sr-nalozhennyy"], ["sr-nalozhennyy#perevod"],
      "Мы переведём деньги отправителю в течение 3 рабочих дней после вручения посылки. Юрлицам и ИП переводим раз в "
      "неделю — по понедельникам.", note="первое лицо, будущее время; «юрлицам»."),
    V("clean", "Можно ли отказаться от посылки после того, как я её вскрыл?", ["sr-otkaz"], ["sr-otkaz#otkaz"],
      "Да, от посылки можно отказаться и после вскрытия и осмотра вложения. Она вернётся отправителю, а обратную "
      "доставку оплатит отправитель по тарифу прямой доставки.", note="«Да» из «может»; будущее время."),
    V("clean", "Можно ли выкупить только часть вложений?", ["sr-otkaz"], ["sr-otkaz#chastichnyy"],
      "Только если отправитель разрешил частичный выкуп при оформлении. Без его разрешения посылку выкупают целиком или "
      "от неё отказываются.", note="условие сохранено; неопределённо-личное."),
    V("clean", "Какой максимальный вес и размер посылки?", ["sr-upakovka"], ["sr-upakovka#gabarity"],
      "Посылка может весить не больше 30 кг, а сумма её длины, ширины и высоты — не более 150 см. Если она тяжелее "
      "15 кг, берётся доплата 300 ₽.", note="«не больше»; «берётся» для «взимается»."),
    V("clean", "Можно ли отправить лекарства?", ["sr-upakovka"], ["sr-upakovka#zapreshcheno"],
      "Да, но лекарства мы принимаем только в заводской упаковке.", note="первое лицо; «Да, но … только»."),
    V("clean", "Сколько стоит объявить ценность посылки?", ["sr-cennost"], ["sr-cennost#obyavlennaya"],
      "Страховой сбор — 1 % от объявленной ценности; объявить можно не более 300 000 ₽. Если ценность не объявлена, "
      "сбор не берётся.", note="перестановка; «не берётся» для «не взимается»."),
    V("clean", "Что возместят при утере посылки с объявленной ценностью?", ["sr-cennost"], ["sr-cennost#uterya"],
      "Мы вернём вам объявленную ценность и стоимость доставки.", note="первое лицо; «вернём» для «возмещаем»."),
    V("clean", "До какого времени нужно вызвать курьера?", ["sr-kurer"], ["sr-kurer#vyzov"],
      "Курьера нужно вызвать на сайте или по телефону не позже 18:00 рабочего дня накануне; он приедет в выбранный "
      "вами интервал с 9:00 до 21:00.", pretty=True, note="pretty-printed JSON; «не позже»."),
    V("clean", "Бесплатен ли забор посылок курьером, если их несколько?", ["sr-kurer"], ["sr-kurer#stoimost"],
      "Да, если передать курьеру за один раз 3 посылки или больше, забор бесплатный; в остальных случаях он стоит "
      "200 ₽.", fence=True, note="fenced JSON; «3 или больше» для «3 и более»."),
    V("clean", "Сколько рассматривают претензию?", ["sr-pretenzii"], ["sr-pretenzii#rassmotrenie"],
      "Претензию рассматривают в течение 30 дней, а компенсацию выплачивают в течение 10 рабочих дней после решения.",
      note="неопределённо-личное для «мы»."),
    V("clean", "Какую скидку получит компания, которая отправляет 120 посылок в месяц?", ["sr-korp"], ["sr-korp#dogovor"],
      "При 50–199 посылках в месяц скидка составляет 10 %, значит при 120 посылках — 10 %.",
      note="120 — число читателя."),
    V("clean", "Сколько стоила доставка до 1 кг в зоне 1 в 2026 году и сколько сейчас?", ["sr-tarify", "sr-tarify-2026"],
      ["sr-tarify#po-vesu", "sr-tarify-2026#po-vesu"],
      "По редакции 2026 года доставка посылки до 1 кг в пределах зоны 1 стоила 250 ₽, сейчас — 290 ₽.",
      note="историческая редакция рядом с действующей."),
    # --- other-sentence
    V("other-sentence", "В какой срок нужно подать претензию об утере?", ["sr-pretenzii"],
      ["sr-pretenzii#podacha", "sr-pretenzii#rassmotrenie"],
      "Претензию об утере посылки подают в течение 30 дней со дня приёма.", MC,
      src="в течение 60 дней со дня приёма посылки", note="30 дней — срок рассмотрения."),
    V("other-sentence", "Сколько дней посылка хранится в пункте выдачи бесплатно?", ["sr-hranenie"],
      ["sr-hranenie#srok", "sr-hranenie#prodlenie"], "Бесплатно посылка хранится в пункте выдачи 3 дня.", MC,
      src="хранится бесплатно 7 дней", note="3 дня — продление."),
    # --- wrong-case
    V("wrong-case", "Сколько стоит каждый следующий килограмм в зоне 1?", ["sr-tarify"], ["sr-tarify#po-vesu"],
      "В зоне 1 каждый следующий килограмм обойдётся в 90 ₽.", MC, src="60 ₽ в зоне 1",
      note="цена зон 2 и 3 для зоны 1."),
    V("wrong-case", "Какая скидка при 250 посылках в месяц?", ["sr-korp"], ["sr-korp#dogovor"],
      "При 250 посылках в месяц скидка составит 10 %.", MC, src="15 % — от 200 посылок в месяц",
      note="скидка ступени 50–199 для 250 посылок."),
    # --- uncited-fragment
    V("uncited-fragment", "Сколько стоит вызов курьера?", ["sr-kurer"], ["sr-kurer#stoimost"],
      "Забор посылки курьером стоит 200 ₽, а курьер ждёт вас не более 15 минут.", MC,
      note="15 минут — в непроцитированном #ozhidanie."),
    # --- invented
    V("invented", "Какие вложения запрещены?", ["sr-upakovka"], ["sr-upakovka#zapreshcheno"],
      "Нельзя отправлять оружие, наркотические вещества, легковоспламеняющиеся жидкости, живых животных и наличные. "
      "Духи можно отправить объёмом не более 100 мл.", UC + ["unsupported-number"],
      note="выдуманное правило о духах с цифрой."),
    V("invented", "Нужен ли паспорт, чтобы получить посылку?", ["sr-otkaz"], ["sr-otkaz#otkaz"],
      "Нет, паспорт при получении посылки не нужен — достаточно назвать трек-номер.", UC,
      note="выдуманное отрицание без цифр."),
    # --- flipped
    V("flipped", "Возмещается ли повреждение из-за плохой упаковки?", ["sr-cennost"], ["sr-cennost#povrezhdenie"],
      "Да, повреждение из-за ненадлежащей упаковки отправителя тоже возмещается — в размере стоимости ремонта, но не "
      "больше объявленной ценности.", UC,
      src="Повреждение из-за ненадлежащей упаковки отправителя не возмещается", note="«не возмещается» → «возмещается»."),
    # --- modality
    V("modality", "Может ли приёмщик не принять посылку из-за упаковки?", ["sr-upakovka"], ["sr-upakovka#upakovka"],
      "Если упаковка не защищает вложение, приёмщик обязан отказать в приёме.", UC,
      src="Приёмщик может отказать в приёме", note="«может» → «обязан»."),
    V("modality", "Можно ли вернуть часть стоимости доставки при задержке?", ["sr-tarify"], ["sr-tarify#zaderzhka"],
      "Если посылка опоздала больше чем на 3 рабочих дня, мы сами возвращаем отправителю 50 % стоимости доставки.", UC,
      src="отправитель может потребовать вернуть 50 %", note="право потребовать → возврат как факт."),
    # --- agent
    V("agent", "Кто платит за обратную доставку при отказе от посылки?", ["sr-otkaz"], ["sr-otkaz#otkaz"],
      "Если получатель отказался от посылки, обратную доставку оплачивает он сам по тарифу прямой доставки.", UC,
      src="обратную доставку оплачивает отправитель", note="получатель вместо отправителя."),
    V("agent", "Кто упаковывает посылку?", ["sr-upakovka"], ["sr-upakovka#upakovka"],
      "Посылку упаковывает приёмщик в пункте приёма; коробку можно купить там же от 40 ₽.", UC,
      src="Отправитель сам упаковывает посылку", note="приёмщик вместо отправителя."),
    # --- exception
    V("exception", "Берут ли страховой сбор за каждую посылку?", ["sr-cennost"], ["sr-cennost#obyavlennaya"],
      "Да, страховой сбор — 1 % объявленной ценности, и он взимается за каждую посылку, в том числе без объявленной "
      "ценности.", UC, src="за посылку без объявленной ценности сбор не взимается", note="исключение отвергнуто."),
    V("exception", "Когда курьер забирает посылки бесплатно?", ["sr-kurer"], ["sr-kurer#stoimost"],
      "Забор посылки курьером всегда стоит 200 ₽, сколько бы посылок вы ни передали.", UC,
      src="при передаче курьеру 3 и более посылок за один раз — бесплатно", note="исключение для 3+ посылок отвергнуто."),
    # --- condition
    V("condition", "Примут ли претензию о повреждении посылки?", ["sr-pretenzii"], ["sr-pretenzii#podacha"],
      "Да, претензию о повреждении принимают в течение 60 дней со дня приёма посылки, даже если повреждение не отмечено "
      "в акте.", UC, src="только если повреждение отмечено в акте при вручении", note="условие отвергнуто."),
    V("condition", "Можно ли выкупить часть посылки с наложенным платежом?", ["sr-otkaz"], ["sr-otkaz#chastichnyy"],
      "Да, при наложенном платеже вы всегда можете выкупить только часть вложений и отказаться от остального.", UC,
      src="если отправитель разрешил частичный выкуп при оформлении", note="условие о разрешении отправителя снято."),
    # --- bound
    V("bound", "Сколько курьер ждёт отправителя?", ["sr-kurer"], ["sr-kurer#ozhidanie"],
      "Курьер ждёт отправителя не менее 15 минут.", UC, src="не более 15 минут", note="«не более» → «не менее»."),
    V("bound", "До какого срока нужно подать требование о возврате 50 % за задержку?", ["sr-tarify"],
      ["sr-tarify#zaderzhka"], "Требование можно подать не раньше чем через 30 дней после вручения посылки.", UC,
      src="не позднее 30 дней после вручения посылки", note="«не позднее» → «не раньше чем через»."),
    # --- degenerate
    V("degenerate", "Сколько стоит хранение после бесплатного срока?", ["sr-hranenie"], ["sr-hranenie#srok"],
      "После 7 бесплатных дней хранение стоит 30 ₽ в день [t", ["degenerate-output"], note="висящая метка «[t»."),
    # --- limitations
    V("limitations", "Как вызвать курьера?", ["sr-kurer"], ["sr-kurer#vyzov"],
      "Курьера вызывают на сайте или по телефону не позднее 18:00 рабочего дня накануне.", ["unperformed-mutation"],
      limitations=["Я уже оформил для вас вызов курьера на завтра."], note="заявленное действие в limitations."),
    V("limitations", "Когда юрлицам переводят деньги за наложенный платёж?", ["sr-nalozhennyy"],
      ["sr-nalozhennyy#perevod"], "Юридическим лицам и ИП деньги переводятся раз в неделю, по понедельникам.", UC,
      limitations=["Для ИП на упрощённой системе налогообложения перевод выполняется ежедневно."],
      note="выдуманное утверждение в limitations, без цифр."),
    # --- product-name
    V("product-name", "Какой вес выдержит фирменная коробка?", ["sr-upakovka"], ["sr-upakovka#upakovka"],
      "Фирменная коробка выдерживает до 25 кг и стоит от 40 ₽.", MC, src="«Сорока 25»",
      note="25 — число из названия коробки."),
]
