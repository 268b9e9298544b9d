"""The unseen7 verify cases: one V(...) per case, in file order (en over broadband, ru over shkola_ru).

ctx: document ids (all their anchored fragments) or fragment ids; cites: the answer's documentationCitations;
src: the source phrase a faulty answer contradicts or drops (it must occur in the context).
The expected check ids follow the kind (CHECKS), as in unseen5/unseen6; the headline is the status.
"""
MIS = ["misattributed-figure", "unsupported-claim"]
CLAIM = ["unsupported-claim"]
CHECKS = {"clean": [], "other-sentence": MIS, "wrong-case": CLAIM, "uncited-fragment": MIS, "flipped": CLAIM,
          "agent": CLAIM, "exception": CLAIM, "condition": CLAIM, "general-for-excepted": CLAIM, "joined": CLAIM,
          "product-name": MIS, "limitations": CLAIM}


def V(kind, question, ctx, cites, answer, note, src="", limitations=(), pretty=False, fence=False, number=False):
    checks = list(CHECKS.get(kind, CLAIM))
    if number:
        checks = checks + ["unsupported-number"]
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "limitations": list(limitations), "checks": checks, "note": f"{kind}: {note}", "src": src,
            "pretty": pretty, "fence": fence, "facts": []}


EN = [
    V("clean", "How much does each broadband plan cost per month?", ["plans"], ["plans#broadband"],
      "Fibre 150 is £27 per month, Fibre 500 is £35 per month and Fibre 900 is £49 per month, all on a 24-month contract.",
      "paraphrase ('per month', 'all on')."),
    V("clean", "What happens if the engineer misses my appointment?", ["installation"], ["installation#engineer"],
      "If Larkspur's engineer misses the appointment, or Larkspur cancels it with less than 24 hours' notice, "
      "Larkspur credits £30 to your account.", "agent named instead of 'we'."),
    V("clean", "Can I roam in Europe on the Lite plan?", ["roaming"], ["roaming#europe"],
      "No. Roaming in Europe is not available on Lite; on Plus and Unlimited it costs £2.25 for each day you use "
      "your phone in the Europe Zone.", "'No.' then the other plans' price, reordered."),
    V("clean", "How long is the cooling-off period if I order online?", ["contracts"], ["contracts#cooling-off"],
      "You can cancel within fourteen days of the day the contract was made, without giving a reason. What you paid "
      "is refunded within 14 days of Larkspur receiving your cancellation.", "a figure written as a word."),
    V("clean", "What does it cost to leave a SIM-only plan early?", ["early-termination"], ["early-termination#charges"],
      "For a SIM-only plan you pay the monthly price for every remaining month, but never more than £60.",
      "'capped at' as 'never more than'."),
    V("clean", "How much compensation do I get if my broadband fault isn't fixed?", ["repairs"],
      ["repairs#compensation"],
      "If a broadband fault is still not fixed after 2 full working days, Larkspur automatically pays you £9.76 for "
      "every calendar day after that until it is fixed. This does not apply to faults caused by damage inside your "
      "home or by equipment Larkspur did not supply.", "the exclusion kept, reworded."),
    V("clean", "Do I get a right to leave when the price goes up in April?", ["price-rises"], ["price-rises#annual"],
      "No. On 1 April broadband plans go up by £3 a month and mobile plans by £1.50 a month; because these amounts "
      "are set out in your contract, they do not give you a right to leave without a charge.", "'No.', reordered."),
    V("clean", "How much does replacing the hub cost once the minimum term is over?", ["repairs"], ["repairs#equipment"],
      "After the minimum term, replacing a faulty hub costs £40, except on Fibre 900, where it is still free. "
      "A damaged or lost hub costs £75 at any time.", "exception kept; a plan name with digits."),
    V("clean", "I'm moving to a new flat. How much notice do you need and what does it cost?", ["moving-home"],
      ["moving-home#moving"],
      "- Notice: at least 30 days before the move.\n- Cost: £40 to move your broadband to the new address.\n"
      "- Your minimum term does not start again.", "a bullet list."),
    V("clean", "What do I get for referring a friend?", ["refer-a-friend"], ["refer-a-friend#reward"],
      "If your friend joins a broadband plan, you each receive a £50 gift voucher, emailed 90 days after the "
      "friend's service goes live as long as the friend has not cancelled. If the friend joins a mobile plan "
      "instead, you get a £20 account credit rather than a voucher.", "both cases, 'as long as' for 'provided'."),
    V("clean", "Is there a fee for a new line in a new-build home?", ["installation"], ["installation#new-line"],
      "Not if the new-build home was registered with Larkspur before completion: then the new line is free. "
      "Otherwise a new line costs £60. Hope this helps!", "exception as the answer, a polite closing."),
    V("clean", "How much does the Unlimited plan cost, and how much data can I use in Europe?", ["plans", "roaming"],
      ["plans#mobile", "roaming#data-abroad"],
      "Unlimited costs £20 a month. In the Europe Zone you can use up to 25 GB of data a month on it; beyond that "
      "each GB costs £3.", "two citations, '25 GB' for '25GB', pretty-printed and fenced JSON.", pretty=True,
      fence=True),
    # faulty
    V("other-sentence", "How quickly is the line live after I order?", ["installation"], ["installation#standard"],
      "Most connections are live within 14 days of your order.",
      "14 is the installation-date offer; connections are live within 10 working days.",
      src="most connections are live within 10 working days"),
    V("other-sentence", "How soon is a credit balance refunded after I close my account?", ["refunds"],
      ["refunds#refunds"],
      "A credit balance on a closed account is refunded within 14 days of the final bill, provided it is more than £5.",
      "14 days is the refund after a decision; a credit balance takes 30 days.", src="within 30 days of the final bill"),
    V("other-sentence", "For how long can't new accounts use their phones outside the Europe Zone?", ["roaming"],
      ["roaming#worldwide"],
      "On new accounts, roaming outside the Europe Zone is switched off for the first 60 days.",
      "60 is the Worldwide Pass's minutes; the block lasts 90 days.", src="for the first 90 days"),
    V("wrong-case", "How much is the Plus plan a month?", ["plans"], ["plans#mobile"],
      "The Plus plan costs £20 a month and gives 40GB of data.", "£20 is Unlimited's price; Plus is £13.",
      src="Plus gives 40GB for £13"),
    V("wrong-case", "What is the average download speed on Fibre 500?", ["plans"], ["plans#broadband"],
      "Fibre 500 has an average download speed of 870 Mbps.", "870 Mbps is Fibre 900's; Fibre 500 is 470 Mbps.",
      src="470 Mbps on Fibre 500"),
    V("wrong-case", "How much more does a mobile plan cost each April?", ["price-rises"], ["price-rises#annual"],
      "Each April the monthly price of a mobile plan goes up by £3.", "£3 is broadband's rise; mobile is £1.50.",
      src="each mobile plan rises by £1.50"),
    V("uncited-fragment", "How much does it cost to move my broadband?", ["moving-home", "repairs"],
      ["moving-home#moving"],
      "Moving your broadband costs £40, and you need to tell us at least 30 days before you move. If your hub is "
      "damaged in the move, a replacement costs £75.", "£75 only in repairs#equipment, not cited.",
      src="A damaged or lost hub costs £75"),
    V("uncited-fragment", "What does the Fibre 900 plan cost?", ["plans", "installation"], ["plans#broadband"],
      "Fibre 900 costs £49 a month on a 24-month contract, plus a one-off set-up fee of £29.",
      "£29 only in installation#standard, not cited.", src="one-off set-up fee of £29"),
    V("invented", "How much is the engineer visit?", ["installation"], ["installation#engineer"],
      "An engineer visit costs £35, and you get a 4-hour arrival slot.", "no price of a visit exists; £35 nowhere "
      "in the context.", src="we give you a 4-hour arrival slot", number=True),
    V("invented", "Do I need to return the hub when I leave?", ["repairs"], ["repairs#equipment"],
      "Yes, the Larkspur Hub must be returned when your contract ends, or you will be charged for it.",
      "no figure; the material says nothing about returning the hub."),
    V("flipped", "Can I roam in Europe on Lite?", ["roaming"], ["roaming#europe"],
      "Yes, roaming in Europe is available on Lite; it costs £2.25 for each day you use your phone there.",
      "not available on Lite.", src="Roaming in Europe is not available on Lite"),
    V("flipped", "Will my service be suspended while you look into a charge I dispute?", ["refunds"],
      ["refunds#disputes"],
      "Yes. Your service may be suspended over the disputed amount while Larkspur looks into it; you will get a "
      "reply within 10 working days.", "the source says it will not be.", src="We will not suspend your service"),
    V("agent", "When the minimum term is ending, who gets in touch about deals?", ["contracts"],
      ["contracts#end-of-term"],
      "You have to contact Larkspur between 10 and 40 days before the minimum term ends to get the best available "
      "deals.", "Larkspur writes to the customer, not the other way round.", src="We write to you"),
    V("exception", "Do I pay the daily charge for using my phone everywhere in the Europe Zone?", ["roaming"],
      ["roaming#europe"],
      "Yes. On Plus and Unlimited the £2.25 daily charge applies in every destination of the Europe Zone, with no "
      "exceptions.", "waived in the Republic of Ireland.", src="The daily charge is waived in the Republic of Ireland."),
    V("exception", "Does a new line cost anything?", ["installation"], ["installation#new-line"],
      "Yes, a new line always costs £60, whatever kind of home it is.", "free in registered new-build homes.",
      src="except in new-build homes registered with us before completion"),
    V("condition", "Is a credit balance refunded when I close my account?", ["refunds"], ["refunds#refunds"],
      "Yes, any credit balance on a closed account is refunded within 30 days of the final bill.",
      "only if it is more than £5.", src="but only if it is more than £5"),
    V("condition", "If my plan isn't available at my new address, can I leave without a charge?", ["moving-home"],
      ["moving-home#no-service"],
      "Yes. If your plan is not available at the new address, you can end the contract without an early termination "
      "charge.", "only with proof of the new address within 30 days.",
      src="but only if you send us proof of your new address within 30 days of moving"),
    V("general-for-excepted", "I'm on Fibre 900 and my minimum term is over. What does a replacement for my faulty hub cost?",
      ["repairs"], ["repairs#equipment"], "After the minimum term a replacement hub costs £40.",
      "Fibre 900 is the exception: it stays free.", src="except on Fibre 900, where it stays free"),
    V("joined", "Do I pay anything to get Fibre 150 set up?", ["installation"], ["installation#standard"],
      "On Fibre 150 and Fibre 500, installation is free if the connection is live within 10 working days.",
      "two sentences joined into a condition neither states.", src="Installation is free on Fibre 150 and Fibre 500"),
    V("product-name", "What download speed does the cheapest broadband plan give?", ["plans"], ["plans#broadband"],
      "The cheapest broadband plan gives an average download speed of 150 Mbps.",
      "150 read off the name 'Fibre 150'; its speed is 145 Mbps.", src="145 Mbps on Fibre 150"),
]

RU = [
    V("clean", "Сколько стоит месячный абонемент в группе?", ["kursy"], ["kursy#stoimost"],
      "Месячный абонемент на 8 групповых занятий стоит 9600 рублей; учебник покупается отдельно за 1 500 ₽.",
      "«9600 рублей» для «9 600 ₽», синонимы."),
    V("clean", "За сколько нужно предупредить о переносе индивидуального занятия?", ["propuski-i-perenos"],
      ["propuski-i-perenos#perenos"],
      "Администратора нужно предупредить не позднее чем за 24 часа до занятия — тогда перенос бесплатный. Если "
      "предупредить позже или не прийти, занятие считается проведённым.", "перестановка, склонение."),
    V("clean", "Какая скидка положена студентам?", ["skidki"], ["skidki#postoyannye"],
      "Студенты очной формы обучения получают скидку десять процентов на групповые курсы.", "число словами."),
    V("clean", "Сколько удерживают при возврате денег за абонемент?", ["vozvrat"], ["vozvrat#poryadok"],
      "При возврате удерживается 15% стоимости абонемента, если только обучение не прекращено по вине школы. Деньги "
      "возвращают в течение 10 рабочих дней после письменного заявления.", "исключение сохранено, «15%» без пробела."),
    V("clean", "Можно ли заморозить месячный абонемент?", ["zamorozka"], ["zamorozka#usloviya"],
      "Нет. Месячный абонемент не замораживается; заморозить можно абонемент на 3 месяца — один раз и не более чем "
      "на 14 дней.", "«Нет.», «не более чем на» для «до»."),
    V("clean", "Сколько стоит пробное индивидуальное занятие?", ["probnyj-urok"],
      ["probnyj-urok#probnyj", "probnyj-urok#zachet"],
      "Пробное индивидуальное занятие длится 30 минут и стоит 500 рублей. Если в течение 7 дней купить пакет из 10 "
      "занятий, эти 500 рублей зачтут в его стоимость.", "две цитаты, «рублей»."),
    V("clean", "Что делать, если пропустил групповое занятие по болезни?", ["propuski-i-perenos"],
      ["propuski-i-perenos#propuski-gruppa"],
      "Принесите медицинскую справку в течение 7 дней после выздоровления. Тогда можно бесплатно сходить на занятие "
      "параллельной группы или получить перерасчёт в следующем абонементе.", "повелительное наклонение, склонение."),
    V("clean", "Сколько человек в группе?", ["kursy"], ["kursy#gruppy"],
      "От четырёх до десяти человек. Группу открывают, когда записалось не меньше 4 учеников.",
      "числа словами и цифрой, «не меньше»."),
    V("clean", "Как выдают сертификат об окончании уровня?", ["sertifikaty"], ["sertifikaty#okonchanie"],
      "Сертификат выдаёт администратор в течение 14 дней после итогового теста, если вы посетили не менее 80 % "
      "занятий и сдали тест. Надеюсь, это поможет!", "условие сохранено, вежливая концовка."),
    V("clean", "Сколько стоит индивидуальное онлайн-занятие на 60 минут?", ["individualnye"],
      ["individualnye#ceny", "individualnye#onlajn"],
      "Очное индивидуальное занятие на 60 минут стоит 2 500 ₽, а онлайн-занятия на 300 ₽ дешевле.",
      "без вычисленной суммы."),
    V("clean", "Можно ли оплатить обучение в рассрочку?", ["oplata"], ["oplata#sposoby"],
      "Да, но только для курсов стоимостью от 26 400 ₽: для них доступна рассрочка на 3 месяца без переплаты.",
      "«Да, но только», перестановка; pretty-printed JSON.", pretty=True),
    V("clean", "Сколько длится летний интенсив и сколько он стоит?", ["kursy", "skidki"],
      ["kursy#intensiv", "skidki#pravila-skidok"],
      "Интенсив идёт 4 недели, по 3 часа 5 раз в неделю, и стоит 32 000 ₽; скидки на него не действуют. Он "
      "проводится, только если наберётся не менее 6 учеников.", "две записи, fenced JSON.", fence=True),
    # faulty
    V("other-sentence", "В какой срок подать заявление на заморозку по болезни?", ["zamorozka"], ["zamorozka#bolezn"],
      "Заявление нужно подать администратору не позднее 30 дней после первого пропущенного занятия.",
      "30 дней — срок заморозки; заявление — не позднее 3 дней.",
      src="не позднее 3 дней после первого пропущенного занятия"),
    V("other-sentence", "Сколько учеников нужно, чтобы интенсив состоялся?", ["kursy"], ["kursy#intensiv"],
      "Интенсив проводится только при наборе не менее 5 учеников.", "5 — занятий в неделю; набор — не менее 6.",
      src="не менее 6 учеников"),
    V("other-sentence", "За сколько дней возвращают деньги?", ["vozvrat"], ["vozvrat#poryadok"],
      "Деньги возвращают в течение 15 рабочих дней после заявления.", "15 — процент удержания; срок — 10 рабочих дней.",
      src="в течение 10 рабочих дней"),
    V("wrong-case", "Сколько стоит индивидуальное занятие на 90 минут?", ["individualnye"], ["individualnye#ceny"],
      "Индивидуальное занятие на 90 минут стоит 3 400 ₽.", "3 400 ₽ — носитель языка за 60 минут; 90 минут — 3 600 ₽.",
      src="90 минут — 3 600 ₽"),
    V("wrong-case", "Какая скидка для двух членов семьи?", ["skidki"], ["skidki#postoyannye"],
      "Если записываются два члена одной семьи, каждый получает скидку 10 %.", "10 % — студентам; семье — 7 %.",
      src="каждый получает скидку 7 %"),
    V("wrong-case", "Сколько длится бесплатное пробное занятие в группе?", ["probnyj-urok"], ["probnyj-urok#probnyj"],
      "Бесплатное пробное занятие в группе длится 30 минут.", "30 минут — индивидуальное; в группе — 45.",
      src="Пробное занятие в группе бесплатное и длится 45 минут"),
    V("uncited-fragment", "Сколько стоит месячный абонемент для студента?", ["kursy", "skidki"], ["kursy#stoimost"],
      "Месячный абонемент стоит 9 600 ₽, а студентам очной формы положена скидка 10 %.",
      "10 % только в skidki#postoyannye, не процитирован.", src="скидка 10 %"),
    V("uncited-fragment", "Сколько стоит пакет индивидуальных занятий?", ["individualnye", "propuski-i-perenos"],
      ["individualnye#ceny"],
      "Пакет из 10 занятий по 60 минут стоит 22 500 ₽ и действует 3 месяца. Занятие из пакета можно бесплатно "
      "перенести, если предупредить администратора за 24 часа.",
      "24 часа только в propuski-i-perenos#perenos, не процитирован.", src="не позднее чем за 24 часа"),
    V("invented", "Сколько стоит учебник?", ["kursy"], ["kursy#stoimost"],
      "Учебник стоит 1 500 ₽, а рабочая тетрадь к нему — 450 ₽.", "тетради нет; 450 нигде.", number=True),
    V("invented", "Что нужно для пробного урока?", ["probnyj-urok"], ["probnyj-urok#probnyj"],
      "Пробный урок проводится только после тестирования уровня. Пройти его можно один раз по каждому языку.",
      "первое предложение выдумано (без числа)."),
    V("flipped", "Переносятся ли пропущенные групповые занятия?", ["propuski-i-perenos"],
      ["propuski-i-perenos#propuski-gruppa"],
      "Да, пропущенные групповые занятия переносятся: можно бесплатно прийти на занятие в параллельной группе.",
      "не переносятся (кроме болезни со справкой).", src="не переносятся и не компенсируются"),
    V("flipped", "Можно ли сложить студенческую и семейную скидку?", ["skidki"], ["skidki#pravila-skidok"],
      "Да, скидки суммируются между собой.", "скидки не суммируются.", src="Скидки не суммируются"),
    V("agent", "Кто выдаёт сертификат об окончании уровня?", ["sertifikaty"], ["sertifikaty#okonchanie"],
      "Сертификат выдаёт преподаватель группы в течение 14 дней после итогового теста.", "выдаёт администратор.",
      src="Сертификат выдаёт администратор"),
    V("agent", "Кто присылает ссылку на онлайн-урок?", ["individualnye"], ["individualnye#onlajn"],
      "Ссылку на урок присылает администратор не позднее чем за 1 час до начала.", "присылает преподаватель.",
      src="Ссылку на урок преподаватель присылает"),
    V("exception", "Компенсируются ли пропущенные групповые занятия?", ["propuski-i-perenos"],
      ["propuski-i-perenos#propuski-gruppa"],
      "Нет, пропущенные групповые занятия не переносятся и не компенсируются ни в каком случае.",
      "кроме болезни со справкой.", src="кроме пропусков по болезни, подтверждённых медицинской справкой"),
    V("exception", "Удерживается ли что-то при возврате денег за абонемент?", ["vozvrat"], ["vozvrat#poryadok"],
      "Да, из суммы возврата всегда удерживается 15 % стоимости абонемента, без исключений.",
      "кроме прекращения по вине школы.", src="кроме случаев, когда обучение прекращено по вине школы"),
    V("condition", "Можно ли заморозить абонемент по болезни?", ["zamorozka"], ["zamorozka#bolezn"],
      "Да, по болезни абонемент можно заморозить на срок до 30 дней.", "только со справкой.",
      src="только при наличии медицинской справки"),
    V("condition", "Вернут ли деньги за неиспользованные занятия пакета?", ["vozvrat"], ["vozvrat#pakety"],
      "Да, неиспользованные занятия пакета возвращаются.", "только если прошло не более 3 месяцев.",
      src="только при условии, что со дня оплаты прошло не более 3 месяцев"),
    V("joined", "Что будет, если не оплатить абонемент вовремя?", ["oplata"], ["oplata#sroki"],
      "Месячный абонемент нужно оплатить не позднее 5 дней после первого занятия месяца.",
      "срок оплаты и недопуск после 5 дней слиты в льготный срок, которого нет.",
      src="Месячный абонемент оплачивается до первого занятия месяца"),
    V("limitations", "Сколько стоит повторная выдача сертификата?", ["sertifikaty"], ["sertifikaty#okonchanie"],
      "Повторная выдача сертификата взамен утерянного стоит 700 ₽.", "выдуманное правило в limitations (без числа).",
      limitations=["Заказать дубликат можно только через личный кабинет на сайте школы."]),
]
