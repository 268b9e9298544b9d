"""Labelled verify cases of unseen18 (the source of verify_cases.jsonl; build_unseen18.py writes it).

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
    V("clean", "How much is Team per user in the US, and is there a discount for paying yearly?", ["pricing-us"],
      ["pricing-us#plans", "pricing-us#annual-billing"],
      "In the United States, Team is $25 per user per month. If you pay for a year up front, Team gets 20% off the "
      "monthly price.", note="two fragments; 'up front' for 'in advance'."),
    V("clean", "We're based in Toronto. What is Starter going to cost us?", ["pricing-ca"], ["pricing-ca#plans"],
      "For customers in Canada, Starter costs C$16 per user per month, for up to 10 users, and GST or HST is added "
      "to every invoice.", note="reader's Toronto; 'up to 10 users' for 'limited to 10 users'."),
    V("clean", "My trial ended yesterday and I haven't picked a plan. Will you charge my card?", ["trial-terms"],
      ["trial-terms#trial-end"],
      "No. Nothing is charged automatically when a trial ends. Your workspace is now read-only; unless you choose a "
      "paid plan, it is kept for 30 days and then deleted with all its data.",
      note="'No' from the denial; 'unless' kept; multi-sentence."),
    V("clean", "We added 4 seats in the middle of the month. When are they billed?", ["billing-renewals"],
      ["billing-renewals#seats"],
      "Added seats are charged straight away for the rest of the billing period, prorated by day.",
      note="reader's 4; 'straight away' for 'at once'."),
    V("clean", "Do you email me before my monthly plan renews?", ["billing-renewals"], ["billing-renewals#renewal"],
      "No, monthly plans get no reminder. The reminder, sent to the billing contact 30 days ahead, is only for "
      "annual plans.", note="'No' from the denial; the 30 days kept on annual plans."),
    V("clean", "I cancelled my annual plan 45 days after paying. Can I still get a refund?", ["refund-rules"],
      ["refund-rules#refunds"],
      "Unfortunately not: a full refund is only available if you cancel within 30 days of your first annual "
      "payment. Your plan stays active until the end of the period you paid for.",
      note="'not' inferred from the reader's 45 days."),
    V("clean", "If I open a dispute with my bank about a charge, what can happen?", ["refund-rules"],
      ["refund-rules#chargebacks"],
      "We may suspend your workspace until the dispute is resolved, and if the bank decides in our favor, a $15 "
      "chargeback fee is added to your next invoice. It is better to contact billing first - refund requests are "
      "answered within 2 business days.", note="provider 'we'; modality 'may' kept."),
    V("clean", "We already cancelled. Can we still get our data out?", ["data-after-cancel"],
      ["data-after-cancel#export", "data-after-cancel#after-cancellation"],
      "Yes, as long as you do it within the 90 days after cancellation: a workspace owner can export all data as "
      "CSV or JSON files during that time. After 90 days the data is deleted.",
      note="'as long as' for the 90-day window stated across two fragments."),
    V("clean", "We're on the Business plan - will you do the data export for us?", ["data-after-cancel"],
      ["data-after-cancel#export"],
      "Yes. Exports are normally run by a workspace owner, but for Business customers our support team prepares "
      "the export on request.", note="the exception applied to the reader's case."),
    V("clean", "What happens if our integration sends too many requests?", ["api-limits"],
      ["api-limits#over-limit", "api-limits#rate-limits"],
      "Requests over the limit get a 429 Too Many Requests response; retry after the number of seconds given in the "
      "Retry-After header. A key that keeps sending requests after repeated 429 responses may be blocked for 24 "
      "hours.", note="imperative; 'may' kept."),
    V("clean", "How many API keys can we have?", ["api-limits"], ["api-limits#keys"],
      "1. A workspace can have at most 10 active API keys.\n2. Keys are created by workspace admins.\n3. A key that "
      "has not been used for 90 days is revoked automatically, and the admin who created it gets an email 14 days "
      "before.", note="numbered list; passive for 'we email'."),
    V("clean", "Our uptime last month was 99.5% on Business. What do we get?", ["service-levels"],
      ["service-levels#credits"],
      "Because uptime fell below 99.9%, you get a credit of 10% of that month's fee, provided you request it within "
      "30 days after the end of the month. The credit is taken off your next invoice rather than paid out in cash.",
      note="reader's 99.5 %; 'provided'."),
    V("clean", "Is there an uptime guarantee on Team?", ["service-levels"], ["service-levels#uptime"],
      "No. Starter and Team have no uptime commitment; the 99.9% monthly uptime commitment is for the Business "
      "plan.", note="'guarantee' for 'commitment'."),
    V("clean", "We bought through Maplebridge. Can we add seats in our workspace settings?", ["reseller-terms"],
      ["reseller-terms#buying"],
      "No. For customers who bought through Maplebridge, seats are added or removed through Maplebridge, not in the "
      "workspace settings. Maplebridge also invoices you and collects payment.", fence=True,
      note="partner and company kept apart; fenced JSON."),
    V("clean", "What did Team cost in 2026 compared with now?", ["pricing-us", "pricing-us-2026"],
      ["pricing-us#plans", "pricing-us-2026#plans"],
      "In the United States, Team cost $22 per user per month in 2026 and costs $25 per user per month now.",
      pretty=True, note="historical edition beside the current one; pretty-printed JSON."),
    V("clean", "How quickly will support answer an outage in the middle of the night on Business?", ["service-levels"],
      ["service-levels#response-times"],
      "On Business we reply within 4 hours, around the clock for outages.", note="reader's 'middle of the night'."),
    # --- other-sentence (2)
    V("other-sentence", "How long before the renewal date do I have to cancel an annual plan?", ["billing-renewals"],
      ["billing-renewals#renewal"], "You must cancel your annual plan at least 30 days before it renews.", MC,
      src="must cancel before the renewal date", note="30 days is the reminder email, not a cancellation deadline."),
    V("other-sentence", "How long does a refund take to reach my card?", ["refund-rules"], ["refund-rules#refunds"],
      "Refunds go back to the card you paid with within 30 days.", MC, src="within 10 business days",
      note="30 days is the refund window."),
    # --- wrong-case (2)
    V("wrong-case", "What is the API limit on the Team plan?", ["api-limits"], ["api-limits#rate-limits"],
      "On Team, the API accepts up to 1,000 requests per minute per workspace.", MC, src="300 on Team",
      note="1,000 is Business's."),
    V("wrong-case", "How fast does support answer Starter customers?", ["service-levels"],
      ["service-levels#response-times"], "Starter customers get an email reply within 1 business day.", MC,
      src="On Starter we reply within 2 business days", note="1 business day is Team's."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "How long is deleted data kept in your backups?", ["data-after-cancel"],
      ["data-after-cancel#export"], "Deleted data is removed from the backups within 35 days.", MC,
      note="true, but 35 days is only in the uncited #after-cancellation."),
    V("uncited-fragment", "When my card payment keeps failing, what happens after two weeks?", ["billing-renewals"],
      ["billing-renewals#renewal"],
      "If the payment still fails after 14 days, the workspace becomes read-only until the invoice is paid.", MC,
      note="true, but it cites #renewal; 14 days is in the uncited #failed-payment."),
    # --- invented (2)
    V("invented", "Is there a discount for paying yearly on Business?", ["pricing-us"], ["pricing-us#annual-billing"],
      "In the United States, paying for a year in advance gives 20% off on Team and Business, and paying for two "
      "years in advance gives 30% off.", ["unsupported-claim", "unsupported-number"],
      note="an invented two-year discount with a figure found nowhere."),
    V("invented", "How do I get our data exported after cancelling?", ["data-after-cancel"],
      ["data-after-cancel#export"],
      "A workspace owner can export all data as CSV or JSON files. Before the export starts, the owner must confirm "
      "it with a code sent by text message.", UC, note="an invented duty without a figure."),
    # --- flipped (2)
    V("flipped", "Do you delete our data if a payment fails?", ["billing-renewals"],
      ["billing-renewals#failed-payment"],
      "Yes. If the payment still fails after 14 days, we delete the workspace data.", UC,
      src="We do not delete any data because of a failed payment", note="the denial turned into yes."),
    V("flipped", "Does Starter get the annual discount in Canada?", ["pricing-ca"], ["pricing-ca#annual-billing"],
      "Yes, in Canada Starter also gets 15% off when you pay for a year in advance.", UC,
      src="Starter has no annual discount.", note="the denial turned into yes; Canada named."),
    # --- modality (2)
    V("modality", "What happens if I file a chargeback?", ["refund-rules"], ["refund-rules#chargebacks"],
      "If you dispute a charge with your bank, we suspend your workspace until the dispute is resolved.", UC,
      src="we may suspend the workspace", note="'may suspend' stated as done."),
    V("modality", "Do I have to export my data before cancelling?", ["data-after-cancel"],
      ["data-after-cancel#export"],
      "Yes, a workspace owner must export all data as CSV or JSON files before the subscription is cancelled.", UC,
      src="A workspace owner can export all data", note="a possibility made a duty."),
    # --- agent (2)
    V("agent", "Who bills us if we bought through Maplebridge?", ["reseller-terms"], ["reseller-terms#buying"],
      "Cedarloop invoices you and collects the payment, while Maplebridge sets the prices.", UC,
      src="Maplebridge sets its own prices, invoices the customer and collects payment",
      note="the company named for what the reseller does."),
    V("agent", "Who decides on refunds for purchases made through the reseller?", ["reseller-terms"],
      ["reseller-terms#reseller-refunds"],
      "You ask Maplebridge for the refund, but Cedarloop decides on it under its 30-day refund rule.", UC,
      src="Maplebridge decides on refunds under its own terms", note="the decider swapped; the 30-day rule does not apply."),
    # --- exception (2)
    V("exception", "Does every plan get the yearly discount in the US?", ["pricing-us"], ["pricing-us#annual-billing"],
      "In the United States, every plan, Starter included, gets 20% off when you pay for a year in advance.", UC,
      src="Starter has no annual discount.", note="the exception cancelled by 'Starter included'."),
    V("exception", "Will your support team prepare the data export for us?", ["data-after-cancel"],
      ["data-after-cancel#export"],
      "No. We do not export data on behalf of customers; every customer, Business included, runs the export "
      "themselves.", UC, src="except for Business customers", note="the Business exception denied."),
    # --- condition (2)
    V("condition", "Can I get a refund for my annual plan?", ["refund-rules"], ["refund-rules#refunds"],
      "Yes, you can get a full refund of an annual plan whenever you cancel.", UC,
      src="if you cancel within 30 days of your first annual payment", note="the 30-day condition dropped."),
    V("condition", "Will our trial workspace be deleted?", ["trial-terms"], ["trial-terms#trial-end"],
      "Yes: 30 days after the trial ends, the workspace is deleted with all its data, even if you choose a paid "
      "plan.", UC, src="unless you choose a paid plan", note="'unless' turned into 'even if'."),
    # --- bound (2)
    V("bound", "How much notice is needed for maintenance not to count as downtime?", ["service-levels"],
      ["service-levels#uptime"],
      "Scheduled maintenance announced at most 48 hours in advance does not count as downtime.", UC,
      src="at least 48 hours in advance", note="'at least' turned into 'at most'."),
    V("bound", "How many seats can we have on Team?", ["billing-renewals"], ["billing-renewals#seats"],
      "The Team plan allows at most 3 seats.", UC, src="needs at least 3 seats", note="a minimum made a maximum."),
    # --- degenerate (1)
    V("degenerate", "What does Business cost in the US?", ["pricing-us"], ["pricing-us#plans"],
      "In the United States, Business costs $45 per user per month [t", ["degenerate-output"],
      note="dangling '[t'."),
    # --- limitations (1)
    V("limitations", "How do I stop my annual plan from renewing?", ["billing-renewals"], ["billing-renewals#renewal"],
      "A workspace owner must cancel before the renewal date.", ["unperformed-mutation"],
      limitations=["I have cancelled the renewal of your annual plan for you."],
      note="a claimed action in limitations."),
    # --- jurisdiction (2)
    V("jurisdiction", "How many people can use the Starter plan?", ["pricing-us"], ["pricing-us#plans"],
      "Starter is limited to 10 users, while Team and Business have no user limit.", ["number-without-jurisdiction"],
      src="where your state requires it", note="figure from a US-only context, the United States not named."),
    V("jurisdiction", "What is the discount on Business if we pay annually?", ["pricing-us"],
      ["pricing-us#annual-billing"], "Paying for a year in advance gives 20% off the monthly price on Business.",
      ["number-without-jurisdiction"], src="even if our list prices go up",
      note="figure from a US-only context, the United States not named."),
]

RU = [
    # --- clean (16)
    V("clean", "Сколько сейчас стоит категория B на механике? В прошлом году вроде было 44 тысячи.",
      ["tarify", "tarify-2026"], ["tarify#kategoriya-b", "tarify-2026#kategoriya-b"],
      "Сейчас обучение на категорию B с механической коробкой стоит 48 000 ₽; 44 000 ₽ — это цена 2026 года.",
      note="текущая редакция рядом с исторической; обе процитированы."),
    V("clean", "Мне 17 лет, можно ли записаться на категорию C?", ["tarify"], ["tarify#kategorii-a-c"],
      "Нет: на категорию C принимают учеников не моложе 18 лет.", note="«Нет» из числа читателя."),
    V("clean", "Могу ли я платить за обучение частями?", ["rassrochka"], ["rassrochka#rassrochka"],
      "Да, автошкола даёт рассрочку до 4 месяцев без процентов при условии первого взноса не менее 30 % стоимости. "
      "Остаток вносится равными частями не позднее 10-го числа каждого месяца. На категорию A рассрочки нет.",
      note="«при условии»; исключение сохранено; несколько предложений."),
    V("clean", "Я задержал платёж по рассрочке на неделю. Меня отстранят от вождения?", ["rassrochka"],
      ["rassrochka#prosrochka"],
      "Нет: приостановить занятия по вождению автошкола вправе, только если платёж просрочен более чем на 10 дней. "
      "Пени за просрочку не начисляются.", note="«только если»; «неделя» читателя меньше 10 дней."),
    V("clean", "Опоздал на вождение на 20 минут — что будет?", ["raspisanie"], ["raspisanie#vozhdenie"],
      "Инструктор ждёт опоздавшего ученика не дольше 15 минут, а время опоздания не компенсируется.",
      note="«не дольше» вместо «не более»; 20 минут читателя."),
    V("clean", "Во сколько проходят занятия по теории?", ["raspisanie"], ["raspisanie#teoriya"],
      "Теория идёт в учебном классе по вторникам и четвергам, с 19:00 до 21:00.", note="время как в источнике."),
    V("clean", "Сколько стоят пять дополнительных занятий на механике?", ["dop-chasy"], ["dop-chasy#stoimost"],
      "Пакет из 5 дополнительных занятий на механике обойдётся в 8 000 рублей; оплатить его нужно заранее, до начала "
      "занятий.", note="«обойдётся», «рублей»."),
    V("clean", "Можно ли докупить часы вождения уже после окончания курса?", ["dop-chasy"], ["dop-chasy#zapis"],
      "Да, в течение 6 месяцев после внутреннего экзамена. Записаться можно у администратора или в личном кабинете "
      "не позднее чем за 2 дня.", note="«докупить часы» читателя."),
    V("clean", "Я не сдал внутренний экзамен с первого раза. Пересдача платная?", ["ekzameny"],
      ["ekzameny#vnutrenniy"],
      "Первая пересдача бесплатна. Платить по 1 500 ₽ придётся за каждую следующую.", note="порядок слов иной."),
    V("clean", "Нужно ли ехать на экзамен в ГИБДД на своей машине?", ["ekzameny"], ["ekzameny#gibdd"],
      "Нет, свою машину брать не нужно: автошкола предоставляет учебный автомобиль для экзамена по вождению, на "
      "первый экзамен — бесплатно. Документы группы подаёт автошкола, а сам экзамен вы сдаёте лично.",
      note="школа и ученик разведены верно."),
    V("clean", "Если не сдал в ГИБДД, сколько стоит машина автошколы на пересдачу?", ["ekzameny"],
      ["ekzameny#peresdacha"],
      "За учебный автомобиль на пересдачу автошкола берёт 2 500 ₽; пересдавать можно не раньше чем через 7 дней.",
      note="«не раньше» вместо «не ранее»."),
    V("clean", "Моя медсправка выдана 8 месяцев назад. Подойдёт?", ["medspravka"], ["medspravka#spravka"],
      "Да, подойдёт: автошкола принимает справку, выданную не ранее чем за 12 месяцев до сдачи. Принесите её до "
      "первого занятия по вождению.", note="«Да» из числа читателя; повелительное наклонение для «обязан»."),
    V("clean", "Расторгну договор — сколько ждать денег?", ["rastorzhenie"], ["rastorzhenie#vozvrat"],
      "Деньги за непройденные занятия вернут в течение 10 рабочих дней после письменного заявления, за вычетом "
      "фактически понесённых расходов. Стоимость учебных пособий не удержат.", note="неопределённо-личное «вернут»."),
    V("clean", "Я уже один раз переводился в другую группу. Сколько будет стоить ещё один перевод?", ["perevod"],
      ["perevod#gruppa"],
      "Следующий перевод стоит 2 000 ₽; заявление нужно подать не позднее чем за 3 дня до начала занятий новой "
      "группы.", note="«ещё один» = «каждый следующий»."),
    V("clean", "Кто принимает оплату, если занятия ведёт инструктор-партнёр?", ["avtodrom"], ["avtodrom#instruktory"],
      "Оплату за все занятия принимает автошкола: договор об обучении вы заключаете только с ней, в том числе когда "
      "занятие ведёт инструктор-партнёр на своём автомобиле.", note="партнёр и школа разведены верно; «в том числе» безвредно."),
    V("clean", "Можно ли потренироваться на автодроме самому, вне курса?", ["avtodrom"], ["avtodrom#avtodrom"],
      "Да, при наличии сопровождающего: автодром можно арендовать для самостоятельной тренировки за 900 ₽ в час. "
      "Платите за аренду напрямую автодрому.", note="«при наличии»; повелительное."),
    # --- other-sentence (2)
    V("other-sentence", "На сколько месяцев дают рассрочку?", ["rassrochka"], ["rassrochka#rassrochka"],
      "Рассрочку дают на срок до 10 месяцев без процентов.", MC, src="на срок до 4 месяцев",
      note="10 — это число месяца для взноса."),
    V("other-sentence", "Сколько минут инструктор ждёт опоздавшего ученика?", ["raspisanie"], ["raspisanie#vozhdenie"],
      "Инструктор ждёт опаздывающего ученика не более 90 минут.", MC, src="не более 15 минут",
      note="90 минут — длительность занятия."),
    # --- wrong-case (2)
    V("wrong-case", "Сколько стоит дополнительное занятие на автомате?", ["dop-chasy"], ["dop-chasy#stoimost"],
      "Дополнительное занятие по вождению на автомате стоит 1 800 ₽.", MC, src="2 000 ₽ на автомате",
      note="1 800 ₽ — цена на механике."),
    V("wrong-case", "Сколько часов вождения в курсе категории C?", ["tarify"], ["tarify#kategorii-a-c"],
      "Обучение на категорию C включает 18 часов вождения.", MC, src="включает 72 часа вождения",
      note="18 часов — у категории A."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "Сколько стоит машина автошколы на пересдачу в ГИБДД?", ["ekzameny"], ["ekzameny#gibdd"],
      "Учебный автомобиль на пересдачу в ГИБДД стоит 2 500 ₽.", MC,
      note="верно, но 2 500 ₽ только в непроцитированном #peresdacha."),
    V("uncited-fragment", "Сколько рассматривают жалобу на инструктора?", ["avtodrom"], ["avtodrom#avtodrom"],
      "Жалобы на инструктора-партнёра автошкола рассматривает в течение 5 рабочих дней.", MC,
      note="верно, но 5 рабочих дней только в непроцитированном #instruktory."),
    # --- invented (2)
    V("invented", "Есть ли скидка, если оплатить обучение сразу?", ["tarify"], ["tarify#skidki"],
      "Студенты очной формы получают скидку 5 % при оплате всей суммы сразу, а остальные ученики — скидку 3 %.",
      ["unsupported-claim", "unsupported-number"], note="выдуманная скидка 3 %."),
    V("invented", "Что нужно, чтобы расторгнуть договор?", ["rastorzhenie"], ["rastorzhenie#vozvrat"],
      "Нужно подать письменное заявление и приложить к нему нотариально заверенную копию паспорта.", UC,
      note="выдуманная обязанность без числа."),
    # --- flipped (2)
    V("flipped", "Останавливают ли теорию при просрочке платежа?", ["rassrochka"], ["rassrochka#prosrochka"],
      "Да, при просрочке более чем на 10 дней приостанавливаются и занятия по вождению, и теоретические занятия.", UC,
      src="Теоретические занятия при этом не приостанавливаются", note="отрицание перевёрнуто."),
    V("flipped", "Выдадут ли свидетельство, если я не сдам внутренний экзамен?", ["ekzameny"], ["ekzameny#vnutrenniy"],
      "Да, свидетельство об окончании обучения автошкола выдаёт и без сдачи внутреннего экзамена.", UC,
      src="автошкола не выдаёт свидетельство", note="отрицание перевёрнуто."),
    # --- modality (2)
    V("modality", "Что будет, если я пропущу больше месяца занятий?", ["rastorzhenie"],
      ["rastorzhenie#po-iniciative-shkoly"],
      "Если вы пропустите более 30 дней занятий подряд без уважительной причины, автошкола расторгает договор.", UC,
      src="Автошкола вправе расторгнуть договор", note="«вправе расторгнуть» как совершённое."),
    V("modality", "Можно ли арендовать автодром для тренировки?", ["avtodrom"], ["avtodrom#avtodrom"],
      "Ученик обязан арендовать автодром для самостоятельной тренировки с сопровождающим за 900 ₽ в час.", UC,
      src="Ученик может арендовать автодром", note="«может» стало «обязан»."),
    # --- agent (2)
    V("agent", "Кто платит за занятия на автодроме в рамках курса?", ["avtodrom"], ["avtodrom#avtodrom"],
      "Занятия на автодроме в составе обучения ученик оплачивает автодрому напрямую.", UC,
      src="в составе обучения оплачивает автошкола", note="ученик вместо автошколы."),
    V("agent", "Кто подаёт документы на экзамен в ГИБДД?", ["ekzameny"], ["ekzameny#gibdd"],
      "Документы на экзамен в ГИБДД ученик подаёт сам, а автошкола предоставляет учебный автомобиль.", UC,
      src="автошкола подаёт документы группы", note="ученик вместо автошколы."),
    # --- exception (2)
    V("exception", "Дают ли рассрочку на категорию A?", ["rassrochka"], ["rassrochka#rassrochka"],
      "Да, рассрочку до 4 месяцев без процентов дают на обучение любой категории, в том числе A.", UC,
      src="Рассрочка не предоставляется на обучение категории A", note="исключение отменено «в том числе»."),
    V("exception", "Если я заболел и не пришёл на вождение, занятие спишут?", ["raspisanie"], ["raspisanie#vozhdenie"],
      "Да, при неявке занятие считается проведённым в любом случае, даже при болезни со справкой.", UC,
      src="кроме случаев болезни, подтверждённой справкой", note="исключение отменено «даже»."),
    # --- condition (2)
    V("condition", "Допустят ли меня к внутреннему экзамену, если я пропустил четверть занятий по теории?",
      ["raspisanie"], ["raspisanie#teoriya"],
      "Да, к внутреннему экзамену допускают независимо от пропусков теории.", UC,
      src="только после отработки пропусков", note="условие снято; четверть читателя больше 20 %."),
    V("condition", "Можно ли перевестись в другой филиал?", ["perevod"], ["perevod#filial"],
      "Да, перевестись в другой филиал можно всегда, и оплаченные часы вождения сохраняются.", UC,
      src="при наличии свободных мест", note="условие о свободных местах снято."),
    # --- bound (2)
    V("bound", "Насколько заранее можно отменить занятие по вождению?", ["raspisanie"], ["raspisanie#vozhdenie"],
      "Отменить или перенести занятие можно не ранее чем за 24 часа до его начала.", UC,
      src="не позднее чем за 24 часа", note="«не позднее» стало «не ранее»."),
    V("bound", "Какую медицинскую справку примут?", ["medspravka"], ["medspravka#spravka"],
      "Автошкола принимает медицинскую справку, выданную не позднее чем за 12 месяцев до её сдачи.", UC,
      src="не ранее чем за 12 месяцев", note="граница перевёрнута: справка старше года."),
    # --- degenerate (1)
    V("degenerate", "Сколько стоит обучение на категорию A?", ["tarify"], ["tarify#kategorii-a-c"],
      "Обучение на категорию A стоит 26 000 ₽. Обучение на категорию A стоит 26 000 ₽. Обучение на категорию A "
      "стоит 26 000 ₽.", ["degenerate-output"], note="предложение повторено трижды."),
    # --- limitations (1)
    V("limitations", "Как записаться на дополнительное занятие?", ["dop-chasy"], ["dop-chasy#zapis"],
      "Записаться можно у администратора или в личном кабинете не позднее чем за 2 дня.", ["unperformed-mutation"],
      limitations=["Я уже записал вас на дополнительное занятие в субботу."], note="заявленное действие в limitations."),
    # --- joined (1)
    V("joined", "Сколько стоит перевод в другую группу?", ["perevod"], ["perevod#gruppa"],
      "Первый перевод в другую группу той же категории бесплатный, каждый следующий стоит 2 000 ₽, а перевод на "
      "другую категорию тоже бесплатен.", UC, note="присоединённое утверждение, которого нет в источнике."),
    # --- overgeneral (1)
    V("overgeneral", "С какого возраста принимают на обучение?", ["tarify"], ["tarify#kategorii-a-c"],
      "На все категории принимают учеников не моложе 18 лет.", UC,
      src="на категорию C принимаются ученики не моложе 18 лет", note="правило для C распространено на все категории."),
]
