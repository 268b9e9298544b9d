"""Labelled verify cases of unseen19 (the source of verify_cases.jsonl; build_unseen19.py writes it).

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
    # --- clean (16; holdout: 2nd, 5th, 8th, 11th, 14th)
    V("clean", "How much annual leave do I get in Australia and how much can I roll over?", ["leave-au"],
      ["leave-au#annual-leave"],
      "In Australia you accrue 22 days of paid annual leave for each year of service. You can carry up to 10 unused "
      "days into the next leave year; anything above that has to be taken by 31 March.",
      note="'roll over' / 'carry' for 'carried over'; the jurisdiction named."),
    V("clean", "I'm in Auckland and want 2 weeks off in December. How early do I have to ask?", ["leave-nz"],
      ["leave-nz#annual-leave"],
      "Since that is more than 5 consecutive days, in New Zealand you have to request the leave at least 15 working "
      "days in advance.", note="reader's Auckland and 2 weeks; 'since' applies the condition."),
    V("clean", "Who pays my approved expense claims, and who decides on them?", ["expenses", "payroll"],
      ["expenses#approval"],
      "The company decides: your manager approves or rejects the claim within 10 working days. Southwind Payroll "
      "doesn't make that decision — it only pays approved claims, with your next regular pay.",
      note="the provider and the company kept apart; 'only pays' from 'The company, not Southwind Payroll, decides'."),
    V("clean", "What's the car allowance per km in NZ, and is there a cap?", ["pay-nz"], ["pay-nz#allowances"],
      "In New Zealand, using your own car for work is reimbursed at NZ$1.04 per kilometre, capped at 4,000 "
      "kilometres a year. Southwind Payroll pays it with your next fortnightly pay.",
      note="'capped at' for 'for up to'; the jurisdiction named."),
    V("clean", "Can I work from Bali for a month?", ["remote-work"], ["remote-work#abroad"],
      "Possibly, but only with HR approval. Working from another country is allowed for up to 30 days in any "
      "12-month period, and the approval has to be requested at least 30 days in advance. If you are still on "
      "probation, you can't work from abroad at all.",
      note="'Possibly' from the reader's month; two 30s kept on their own subjects."),
    V("clean", "What are the rules on flights?", ["travel"], ["travel#flights"],
      "The flight rules are:\n1. Flights are booked in economy class.\n2. Premium economy is allowed for a flight of "
      "6 hours or more.\n3. Business class is never booked; the only exception is an employee whose medical "
      "certificate requires it.", note="a numbered list; the exception kept."),
    V("clean", "How much notice do I give if I resign in Australia, and what does the company give me?", ["pay-au"],
      ["pay-au#notice", "pay-au#probation"],
      "In Australia, once probation is over, you must give 4 weeks' notice when you resign, and the company gives you "
      "4 weeks too — one week more if you are over 45 and have at least 2 years of service. During the 6-month "
      "probation, either side can end the employment with 1 week's notice.",
      note="two fragments; 'one week more' for 'plus 1 more week'."),
    V("clean", "Do I have to give back what I buy with the home office allowance if I leave?", ["equipment"],
      ["equipment#home-office"],
      "No. What you buy with the one-off home office allowance (A$600 in Australia, NZ$650 in New Zealand) remains "
      "your own property. The allowance is for employees who work from home at least 2 days a week.",
      note="'No' from 'remains their own property'; both jurisdictions named in a context without jurisdiction."),
    V("clean", "What happens to my unused course budget at the end of the year?", ["training"], ["training#budget"],
      "It doesn't roll over: unused training budget does not carry into the next year. Also note that your manager "
      "has to approve a course before it is booked.", note="'roll over' for 'carry over'; no figure."),
    V("clean", "If I quit 8 months after an A$4,000 course, do I owe anything?", ["training"],
      ["training#repayment"],
      "Yes. You would be resigning within 12 months after finishing a course that cost more than 3,000 in local "
      "currency, so you must repay 50% of its cost. This would not apply if the company ended your employment.",
      note="'Yes' from the reader's 8 months and A$4,000; the exception kept."),
    V("clean", "Will my name be shared if I report something to the ethics officer?", ["whistleblowing"],
      ["whistleblowing#process", "whistleblowing#reporting"],
      "Not without your consent: the identity of the person who reported must not be disclosed unless they agree. "
      "You can also make the report anonymously, for example through the anonymous web form.",
      note="'unless they agree' for 'without their consent'; two fragments."),
    V("clean", "When do I get paid and who processes it?", ["payroll"], ["payroll#pay-days"],
      "Salaries are paid every fortnight on a Thursday, both in Australia and in New Zealand. Pay is processed by "
      "Southwind Payroll, an external payroll provider, which also issues the payslips and deducts income tax.",
      fence=True, note="fenced JSON; 'every fortnight on a Thursday'."),
    V("clean", "In 2026, how many weeks of parental leave did a primary carer get in Australia, and what is it now?",
      ["leave-au", "leave-au-2026"], ["leave-au-2026#parental-leave", "leave-au#parental-leave"],
      "Under the 2026 edition, a primary carer in Australia with at least 12 months of continuous service received "
      "12 weeks of parental leave at full pay. The current policy gives 14 weeks at full pay, in addition to the "
      "government's Parental Leave Pay.", note="the historical edition beside the current one, both cited."),
    V("clean", "Do I need a medical certificate for one sick day in Australia?", ["leave-au"],
      ["leave-au#personal-leave"],
      "No. In Australia a medical certificate or a statutory declaration is required only for an absence of more "
      "than 2 consecutive days.", note="'No' from the reader's one day; 'only' is the bound read as a condition."),
    V("clean", "Can my manager approve an A$1,500 purchase on their own? I work in Sydney.", ["pay-au"],
      ["pay-au#approval-limits"],
      "Not on their own. In Australia a manager may approve a single expense of up to A$1,000; anything larger, like "
      "your A$1,500 purchase, needs a director's approval.", pretty=True,
      note="pretty-printed JSON; the reader's figure; 'Not on their own' inferred."),
    V("clean", "What happens if I lose my laptop?", ["equipment"], ["equipment#loss"],
      "Report it to IT within 24 hours. You are not charged for accidental damage, but if equipment is lost through "
      "negligence a second time, the company may charge you up to 300 in local currency.",
      note="imperative; 'may charge' kept."),

    # --- other-sentence (2)
    V("other-sentence", "I work in Australia. How long before the birth do I have to tell my manager about parental leave?",
      ["leave-au"], ["leave-au#parental-leave"],
      "In Australia, you must notify your manager of parental leave no later than 14 weeks before the expected date "
      "of birth or adoption.", MC, src="no later than 10 weeks before",
      note="14 is the primary carer's weeks of leave in the same fragment; the notice is 10 weeks."),
    V("other-sentence", "How quickly does the ethics officer acknowledge a report?", ["whistleblowing"],
      ["whistleblowing#process"],
      "The ethics officer acknowledges your report within 60 days and keeps you informed of the investigation.", MC,
      src="acknowledges a report within 5 working days",
      note="60 days is the outcome in the next clause; the acknowledgement is 5 working days."),

    # --- wrong-case (2)
    V("wrong-case", "How many days of annual leave can I carry over in Australia?", ["leave-au", "leave-nz"],
      ["leave-au#annual-leave"],
      "In Australia you can carry over up to 5 days of unused annual leave into the next leave year.", MC,
      src="Up to 10 days of unused annual leave",
      note="the wrong jurisdiction's figure: 5 is New Zealand's carry-over (uncited), and in the cited fragment only "
           "the 5 consecutive days of a leave request."),
    V("wrong-case", "How much notice do I need to give to resign during the trial period in New Zealand?", ["pay-nz"],
      ["pay-nz#trial-period"],
      "During the 90-day trial period in New Zealand, you can resign with 2 weeks' notice.", MC,
      src="the employee may resign with 1 week's notice",
      note="2 weeks is the company's notice in the same sentence; the employee's is 1 week."),

    # --- uncited-fragment (2)
    V("uncited-fragment", "How long does my manager have to deal with my expense claim?", ["expenses"],
      ["expenses#claims"],
      "Your manager approves or rejects the claim within 10 working days; claims themselves must be submitted no "
      "later than 60 days after the expense.", MC,
      note="10 working days is true but only in the uncited #approval; the cited #claims holds 60 and 25."),
    V("uncited-fragment", "How many hotel nights can be booked for one trip?", ["travel"], ["travel#booking"],
      "The travel desk books hotels for up to 5 nights per trip; a longer stay is booked as a serviced apartment.",
      MC, note="5 nights is true but only in the uncited #hotels."),

    # --- invented (2)
    V("invented", "Is there a daily limit on the meal allowance in Australia?", ["pay-au"], ["pay-au#allowances"],
      "In Australia the meal allowance is A$95 for each day that includes an overnight stay, rising to A$120 a day "
      "when you travel to a capital city.", ["unsupported-number", "unsupported-claim"],
      note="the capital-city rate and A$120 are invented; the first clause is right."),
    V("invented", "What do I need to do before I can work from abroad?", ["remote-work"], ["remote-work#abroad"],
      "You need HR approval before you go, and you must also send HR proof of your own travel insurance before you "
      "leave.", UC, note="an invented duty, no figure."),

    # --- flipped (2)
    V("flipped", "I work in Australia. Is unused personal leave paid out when I quit?", ["leave-au"],
      ["leave-au#personal-leave"],
      "Yes. In Australia, unused personal leave carries over without a cap and is paid out when your employment "
      "ends.", UC, src="it is not paid out when employment ends", note="'not paid out' turned to 'paid out'."),
    V("flipped", "Does my learning budget roll over if I don't use it?", ["training"], ["training#budget"],
      "Yes, unused training budget carries over into the next year, so you can save it for a bigger course.", UC,
      src="Unused budget does not carry over", note="negation dropped."),

    # --- modality (2)
    V("modality", "Will the company pay me instead of making me work my notice in New Zealand?", ["pay-nz"],
      ["pay-nz#notice"],
      "Yes. In New Zealand the company pays salary in lieu of notice instead of having the notice period worked.",
      UC, src="The company may pay salary in lieu of notice", note="'may pay' stated as what is done."),
    V("modality", "Do I have to come into the office when I'm asked?", ["remote-work"],
      ["remote-work#working-from-home"],
      "The company will call you into the office on particular days, and it gives you at least 2 days' notice when "
      "it does.", UC, src="The company may ask an employee to come into the office",
      note="'may ask' turned into 'will call you in'."),

    # --- agent (2)
    V("agent", "Who decides whether my expense claim is approved?", ["expenses", "payroll"], ["expenses#approval"],
      "Southwind Payroll reviews your claim and decides whether it is approved, then pays it with your next regular "
      "pay.", UC, src="The company, not Southwind Payroll, decides", note="the provider made the decider."),
    V("agent", "I want to ask about a pay rise. Who do I talk to?", ["payroll"], ["payroll#corrections"],
      "Questions about salary levels, pay rises and bonuses go to Southwind Payroll, through its portal.", UC,
      src="go to the employee's manager, not to Southwind Payroll", note="the manager's role given to the provider."),

    # --- exception (2)
    V("exception", "Can I claim the wine from a client dinner?", ["expenses"], ["expenses#not-reimbursed"],
      "No. Alcohol is never reimbursed, including at client events.", UC,
      src="reimbursed only when a director approved the event in advance",
      note="the director-approved exception denied."),
    V("exception", "I need business class for a medical reason. Is that possible?", ["travel"], ["travel#flights"],
      "No. Business class is never booked, even with a medical certificate; the most you can get is premium economy "
      "on a flight of 6 hours or more.", UC,
      src="except for an employee whose medical certificate requires it", note="the exception denied for its case."),

    # --- condition (2)
    V("condition", "Do I have to repay course fees if I leave?", ["training"], ["training#repayment"],
      "If you leave within 12 months after finishing a course that cost more than 3,000 in local currency, you must "
      "repay 50% of its cost, whether you resign or the company ends your employment.", UC,
      src="The repayment does not apply when the company ends the employment",
      note="the condition 'resigns' widened to any ending."),
    V("condition", "Can I work from home 3 days a week?", ["remote-work"], ["remote-work#working-from-home"],
      "Yes, you can work from home up to 3 days a week, and you don't need anyone's agreement for that.", UC,
      src="when their manager agrees", note="the manager's agreement dropped and denied."),

    # --- bound (2)
    V("bound", "How early must I book a work trip?", ["travel"], ["travel#booking"],
      "Business travel has to be booked through the travel desk no more than 14 days before departure.", UC,
      src="at least 14 days before departure", note="'at least' turned into 'no more than'."),
    V("bound", "How much sick leave can I carry over in NZ?", ["leave-nz"], ["leave-nz#sick-leave"],
      "In New Zealand unused sick leave carries over, and you keep at least 20 days of it.", UC,
      src="up to a maximum of 20 days", note="a maximum turned into a minimum."),

    # --- degenerate (1)
    V("degenerate", "How much is the home office allowance?", ["equipment"], ["equipment#home-office"],
      "The home office allowance is A$600 in Australia or NZ$650 in New Zealand. The home office allowance is A$600 "
      "in Australia or NZ$650 in New Zealand. The home office allowance is A$600 in Australia or NZ$650 in New "
      "Zealand.", ["degenerate-output"], note="one sentence three times."),

    # --- limitations (1)
    V("limitations", "How long do I have to put in an expense claim?", ["expenses"], ["expenses#claims"],
      "Submit the claim in the expenses app no later than 60 days after the expense; after that it is reimbursed "
      "only if your director approves the delay.", UC,
      limitations=["Claims for expenses paid in a foreign currency must be converted into local currency by the "
                   "employee before they are submitted."],
      note="a correct answer; the limitation states a rule no fragment holds."),

    # --- jurisdiction (2)
    V("jurisdiction", "How much personal leave do full-timers get?", ["leave-au"], ["leave-au#personal-leave"],
      "Full-time employees get 10 days of paid personal and carer's leave each year; part-timers get it pro rata.",
      ["number-without-jurisdiction"], src="statutory declaration",
      note="Australia's figure without naming Australia."),
    V("jurisdiction", "What is the trial period for new staff?", ["pay-nz"], ["pay-nz#trial-period"],
      "New employees start with a 90-day trial period, during which the company may end the employment with 2 weeks' "
      "notice.", ["number-without-jurisdiction"], src="the employee may resign with 1 week's notice",
      note="New Zealand's figures without naming New Zealand."),
]

RU = [
    # --- clean (16; holdout: 2nd, 5th, 8th, 11th, 14th)
    V("clean", "Какая комиссия на электронику и книги?", ["komissii"], ["komissii#kategorii"],
      "С продаж электроники маркетплейс удерживает 8 %, с продаж книг — 10 %. Комиссия считается от цены, которую "
      "фактически заплатил покупатель, с учётом скидки маркетплейса.", note="два случая со своими значениями."),
    V("clean", "Я зарегистрировался неделю назад. Сколько я плачу комиссии за одежду?", ["komissii"],
      ["komissii#novye-prodavcy"],
      "Пока с регистрации магазина не прошло 30 дней, вы платите комиссию 5 % во всех категориях, в том числе за "
      "одежду. Исключение — электроника: на неё действует обычная комиссия.",
      note="«в том числе» — включение, которое источник содержит; исключение сохранено."),
    V("clean", "Когда придут деньги за заказы, которые покупатели забрали в понедельник?", ["vyplaty"],
      ["vyplaty#grafik"],
      "Выплаты идут раз в неделю, по средам, за заказы, полученные покупателями не позднее предыдущего "
      "воскресенья. Поэтому заказы, полученные в понедельник, войдут не в ближайшую выплату, а в выплату следующей "
      "недели; на расчётный счёт деньги поступят в течение 3 рабочих дней после перечисления.",
      note="вывод для понедельника читателя из правила о воскресенье."),
    V("clean", "У меня выплата получилась 700 рублей. Её переведут?", ["vyplaty"], ["vyplaty#minimum"],
      "На этой неделе нет: минимальная сумма выплаты — 1 000 ₽, а меньшая сумма переносится на следующую неделю.",
      note="«нет» из числа читателя."),
    V("clean", "Какой штраф, если я отменю заказ на 500 ₽?", ["shtrafy"], ["shtrafy#otmena"],
      "За отмену по вине продавца удерживается 10 % от стоимости заказа, но не меньше 100 ₽, так что с заказа на "
      "500 ₽ удержат минимальную сумму — 100 ₽.", note="«не меньше» вместо «не менее»; без вычисленных чисел."),
    V("clean", "Покупатель передумал и хочет вернуть кроссовки. Кто платит за доставку обратно?", ["vozvraty"],
      ["vozvraty#nadlezhashchee"],
      "Если кроссовки надлежащего качества, покупатель может вернуть их в течение 14 дней после получения — при "
      "условии, что их не носили и ярлыки сохранены. Обратную доставку в таком случае оплачивает сам покупатель.",
      note="«не носили» вместо «не был в употреблении»; условие как «при условии»."),
    V("clean", "Когда начинается платное хранение и сколько оно стоит?", ["hranenie"], ["hranenie#stoimost"],
      "Первые 60 дней хранения каждой поставки бесплатны, платное хранение начинается с 61-го дня. Дальше обычный "
      "товар стоит 3 ₽ за единицу в сутки, а крупногабаритный весом более 25 кг — 15 ₽ за единицу в сутки. Эту плату "
      "маркетплейс удерживает из вашей выплаты.", note="порядок изменён; два случая со своими значениями."),
    V("clean", "Хочу забрать товар со склада в пятницу. Когда подать заявку?", ["hranenie"], ["hranenie#vyvoz"],
      "Подайте заявку на вывоз не менее чем за 3 рабочих дня до пятницы.", note="повелительное наклонение."),
    V("clean", "Что будет, если я привезу на склад меньше товара, чем указал в заявке?", ["priemka"],
      ["priemka#postavka"],
      "Склад составит акт расхождений. Если вы с ним не согласны, оспорить акт можно в течение 5 рабочих дней.",
      note="«меньше, чем в заявке» — случай «не совпадает»."),
    V("clean", "Кто отвечает, если посылку потеряли по дороге к покупателю?", ["logistika"], ["logistika#poterya"],
      "Отвечает ООО «Быстрый склад», но возмещает вам маркетплейс: стоимость товара по цене продажи вы получите в "
      "течение 30 дней после подтверждения потери, а требование к складу маркетплейс потом предъявляет сам.",
      note="партнёр и маркетплейс разведены; порядок слов изменён."),
    V("clean", "Какие товары нужно маркировать и что должен сделать продавец?", ["markirovka"],
      ["markirovka#obyazatelnaya", "markirovka#vyvod"],
      "1. Маркировка «Честный знак» обязательна для обуви, одежды, духов и шин.\n2. Код нужно нанести на каждую "
      "единицу товара до поставки на склад, иначе склад вправе такой товар не принять.\n3. Выводить проданные коды "
      "из оборота самому не нужно: маркетплейс передаёт сведения в систему маркировки в течение 3 рабочих дней.",
      note="нумерованный список, два фрагмента."),
    V("clean", "Мой магазин заблокировали. Я получу деньги за уже доставленные заказы?", ["blokirovka"],
      ["blokirovka#razblokirovka"],
      "Да. Пока магазин заблокирован, выплаты приостанавливаются, но это не касается заказов, которые покупатели "
      "уже получили. Заявку на разблокировку подайте не позднее 14 дней после блокировки — её рассмотрят в течение "
      "5 рабочих дней.", note="«да» из исключения; неопределённо-личное «рассмотрят»."),
    V("clean", "Сколько была комиссия на одежду в 2026 году и сколько сейчас?", ["komissii", "komissii-2026"],
      ["komissii-2026#kategorii", "komissii#kategorii"],
      "В редакции 2026 года комиссия на одежду и обувь составляла 14 %, сейчас — 15 %.", fence=True,
      note="обе редакции процитированы; JSON в ограде."),
    V("clean", "Покупатель открыл спор о браке. Могу я прислать свою экспертизу?", ["spory"], ["spory#pokupatel"],
      "Да, вы вправе представить собственную экспертизу — на это есть 7 дней после открытия спора. Решает спор "
      "маркетплейс, на основании фотографий и заключения склада.", note="порядок слов; «брак» — случай качества."),
    V("clean", "Курьер заберёт у меня заказы бесплатно? У меня 6 заказов в день.", ["logistika"],
      ["logistika#svoy-sklad"],
      "Нет: бесплатно курьер ООО «Быстрый склад» забирает заказы, только если их не менее 10 в день. При 6 заказах "
      "отвезти их в пункт приёма придётся самому.", note="«нет» из числа читателя; «только если»."),
    V("clean", "Через сколько покупатель получит деньги за возврат и что вернут мне?", ["vozvraty"],
      ["vozvraty#dengi"],
      "Маркетплейс вернёт покупателю деньги не позднее 10 дней после того, как склад примет возврат, и удержит эту "
      "сумму из вашей ближайшей выплаты. Комиссию за этот заказ вам вернут, а стоимость логистики — нет.",
      pretty=True, note="JSON с отступами; «вернут» неопределённо-личное."),

    # --- other-sentence (2)
    V("other-sentence", "Сколько дней у меня, чтобы оспорить штраф?", ["shtrafy"], ["shtrafy#osporit"],
      "Оспорить штраф можно в течение 10 рабочих дней после его начисления.", MC,
      src="в течение 14 дней после его начисления", note="10 рабочих дней — срок рассмотрения маркетплейсом."),
    V("other-sentence", "Через сколько склад утилизирует товар, который не продаётся?", ["hranenie"],
      ["hranenie#vyvoz"],
      "Товар, который не продавался более 30 дней, склад вправе утилизировать, предупредив продавца.", MC,
      src="не продавался более 180 дней", note="30 дней — срок предупреждения в том же предложении."),

    # --- wrong-case (2)
    V("wrong-case", "Сколько стоит хранение обычного товара после бесплатного периода?", ["hranenie"],
      ["hranenie#stoimost"],
      "После 60 бесплатных дней хранение обычного товара стоит 15 ₽ за единицу в сутки.", MC,
      src="3 ₽ за единицу товара в сутки", note="15 ₽ — ставка для крупногабаритного."),
    V("wrong-case", "Какая комиссия на товары для дома?", ["komissii"], ["komissii#kategorii"],
      "На товары для дома маркетплейс удерживает комиссию 15 %.", MC, src="товары для дома — 12 %",
      note="15 % — одежда и обувь."),

    # --- uncited-fragment (2)
    V("uncited-fragment", "Когда маркетплейс возвращает деньги покупателю за бракованный товар?", ["vozvraty"],
      ["vozvraty#brak"],
      "Деньги за бракованный товар маркетплейс возвращает покупателю не позднее 10 дней после того, как возврат "
      "принят на складе.", MC, note="10 дней верно, но только в непроцитированном #dengi."),
    V("uncited-fragment", "Сколько времени склад принимает поставку?", ["priemka"], ["priemka#upakovka"],
      "Склад принимает товар в течение 3 рабочих дней после привоза.", MC,
      note="3 рабочих дня верно, но только в непроцитированном #postavka."),

    # --- invented (2)
    V("invented", "Какой штраф за опоздание с отгрузкой?", ["shtrafy"], ["shtrafy#otgruzka"],
      "За каждый заказ, переданный позже 48 часов, штраф 50 ₽, а при повторном опоздании в течение месяца — 200 ₽.",
      ["unsupported-number", "unsupported-claim"], note="повторное опоздание и 200 ₽ выдуманы."),
    V("invented", "Что нужно для поставки на склад?", ["priemka"], ["priemka#postavka"],
      "Поставку нужно заранее оформить в личном кабинете и приложить к ней сертификат соответствия на каждую "
      "партию.", UC, note="выдуманная обязанность без числа."),

    # --- flipped (2)
    V("flipped", "Вернут ли мне комиссию, если покупатель вернул товар?", ["vozvraty"], ["vozvraty#dengi"],
      "Нет, комиссия за возвращённый заказ не возвращается, а стоимость логистики вам компенсируют.", UC,
      src="Комиссия за возвращённый заказ продавцу возвращается", note="оба утверждения перевёрнуты."),
    V("flipped", "Штрафуют ли за отмену, если покупатель сам попросил?", ["shtrafy"], ["shtrafy#otmena"],
      "Да, отмена по просьбе покупателя тоже штрафуется: 10 % от стоимости заказа, но не менее 100 ₽.", UC,
      src="Отмена по просьбе покупателя не штрафуется", note="отрицание снято."),

    # --- modality (2)
    V("modality", "Что будет, если у меня много отмен?", ["blokirovka"], ["blokirovka#osnovaniya"],
      "Если доля отмен по вине продавца за последние 30 дней превысит 10 %, маркетплейс заблокирует магазин и "
      "уведомит вас по электронной почте в день блокировки.", UC, src="вправе заблокировать",
      note="«вправе заблокировать» → «заблокирует»."),
    V("modality", "Может ли маркетплейс задержать выплату, если покупатель открыл спор?", ["vyplaty"],
      ["vyplaty#minimum"],
      "Да, при открытом споре с покупателем маркетплейс задерживает выплату на 30 дней, но только в пределах суммы "
      "спорного заказа.", UC, src="вправе задержать выплату на срок до 30 дней",
      note="право стало правилом («задерживает на 30 дней»)."),

    # --- agent (2)
    V("agent", "Кто выставляет мне счёт за доставку заказов?", ["logistika"], ["logistika#dostavka"],
      "Счёт за доставку вам выставляет ООО «Быстрый склад»: 60 ₽ за заказ весом до 5 кг и 12 ₽ за каждый следующий "
      "килограмм.", UC, src="удерживает маркетплейс из выплаты продавцу",
      note="удержание маркетплейсом подменено счётом склада."),
    V("agent", "Кто передаёт данные о продаже в «Честный знак»?", ["markirovka"], ["markirovka#vyvod"],
      "После продажи вы сами должны передать сведения о выбытии кодов в систему маркировки в течение 3 рабочих "
      "дней.", UC, src="маркетплейс сам передаёт сведения", note="действие маркетплейса отдано продавцу."),

    # --- exception (2)
    V("exception", "Какая комиссия для нового магазина на электронику?", ["komissii"], ["komissii#novye-prodavcy"],
      "Первые 30 дней после регистрации новый магазин платит 5 % во всех категориях, включая электронику.", UC,
      src="кроме электроники", note="исключение обращено во включение."),
    V("exception", "Если магазин заблокирован, выплаты вообще идут?", ["blokirovka"], ["blokirovka#razblokirovka"],
      "Нет. Пока магазин заблокирован, все выплаты приостанавливаются, даже за заказы, которые покупатели уже "
      "получили.", UC, src="кроме выплат за заказы, уже полученные покупателями", note="исключение отрицается."),

    # --- condition (2)
    V("condition", "Может ли склад не принять мой товар?", ["priemka"], ["priemka#upakovka"],
      "Да, склад вправе не принять товар, даже если на каждой единице есть штрихкод.", UC,
      src="Товар без штрихкода склад вправе не принять", note="условие «без штрихкода» перевёрнуто."),
    V("condition", "Покупатель может вернуть товар, который ему не понравился?", ["vozvraty"],
      ["vozvraty#nadlezhashchee"],
      "Да, покупатель вправе вернуть товар надлежащего качества в течение 14 дней после получения, даже если им уже "
      "пользовались.", UC, src="если товар не был в употреблении", note="условие снято и отрицается."),

    # --- bound (2)
    V("bound", "За сколько до привоза надо оформить поставку?", ["priemka"], ["priemka#postavka"],
      "Поставку нужно оформить в личном кабинете не ранее чем за 48 часов до привоза.", UC,
      src="не позднее чем за 48 часов до привоза", note="«не позднее» → «не ранее»."),
    V("bound", "Сколько заказов нужно, чтобы курьер забирал их бесплатно?", ["logistika"], ["logistika#svoy-sklad"],
      "Курьер ООО «Быстрый склад» забирает заказы бесплатно, если их не более 10 в день.", UC,
      src="не менее 10 в день", note="«не менее» → «не более»."),

    # --- degenerate (1)
    V("degenerate", "Какая минимальная сумма выплаты?", ["vyplaty"], ["vyplaty#minimum"],
      "Минимальная сумма выплаты — 1 000 ₽ [t", ["degenerate-output"], note="висящая метка «[t»."),

    # --- limitations (1)
    V("limitations", "Когда нужно забрать возврат со склада?", ["hranenie"], ["hranenie#vozvraty-na-sklade"],
      "Возврат хранится на складе бесплатно 14 дней: за это время его нужно забрать или вернуть в продажу, иначе "
      "хранение будет оплачиваться по обычной ставке.", ["unperformed-mutation"],
      limitations=["Я уже оформил для вас заявку на вывоз этого возврата со склада."],
      note="верный ответ; в limitations — заявленное действие, которого не было."),

    # --- joined (1)
    V("joined", "Какие товары покупатель не может вернуть?", ["vozvraty"], ["vozvraty#nadlezhashchee"],
      "Не возвращаются продукты питания, нижнее бельё и товары, изготовленные по индивидуальному заказу, а также "
      "косметика и бытовая химия.", UC, note="верный перечень, присоединённый выдуманный."),

    # --- overgeneral (1)
    V("overgeneral", "Сколько дней товары хранятся на складе бесплатно?", ["hranenie"],
      ["hranenie#stoimost", "hranenie#vozvraty-na-sklade"],
      "Любой товар, в том числе возвращённый покупателем, хранится на складе бесплатно 60 дней.", UC,
      src="хранится на складе бесплатно 14 дней", note="60 дней поставок распространены на возвраты (14 дней)."),
]
