"""Labelled verify cases of unseen14 (the source of verify_cases.jsonl; build_unseen14.py writes it).

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
    V("clean", "How much is the administration fee for refunding an unused ticket?", ["refunds"], ["refunds#unused"],
      "We deduct an administration fee of £5 for each refund application, not for each ticket, and you must apply "
      "within 28 days after the last date the ticket was valid.", note="reordered, 'for each' for 'per'."),
    V("clean", "Can I use an Off-Peak ticket at 08:00 on a Tuesday?", ["ticket-types"], ["ticket-types#off-peak"],
      "No. On weekdays Off-Peak tickets are valid only on trains that leave after 09:30 and do not arrive in London "
      "between 16:30 and 19:00.", note="'No' inferred from 'only'; 08:00 and Tuesday are the reader's."),
    V("clean", "How much Delay Repay do I get for a 45-minute delay?", ["delay-repay"], ["delay-repay#amounts"],
      "In the United Kingdom, a delay of 30 to 59 minutes earns Delay Repay of 50 % of the single fare.",
      note="jurisdiction named; 'earns' for 'we pay'."),
    V("clean", "How long do I have to claim Delay Repay?", ["delay-repay"], ["delay-repay#claiming"],
      "Under the GB rules, you must claim within 28 days after the day of the delayed journey, online or on a paper "
      "form from any staffed station.", note="jurisdiction as a code."),
    V("clean", "Can I get my money back on an Advance ticket?", ["refunds"], ["refunds#advance"],
      "Only in two cases: the train you booked is cancelled, or it is expected to arrive at your destination 60 minutes "
      "or more late and you decide not to travel. Then you get a full refund with no administration fee. Otherwise "
      "Advance tickets are non-refundable.", note="'Only in two cases' for 'The only exceptions'; reordered."),
    V("clean", "What does a Senior Railcard cost?", ["railcards"], ["railcards#types"],
      "The Senior Railcard, for people aged 60 or over, costs £35 a year and gives 1/3 off Anytime, Off-Peak and "
      "Advance fares.", note="one case of a coordinated subject."),
    V("clean", "What happens if I pay a penalty fare quickly?", ["penalty-fares"], ["penalty-fares#amount"],
      "In the United Kingdom, a penalty fare paid within 21 days is reduced from £100 to £50, plus the single fare to "
      "the next station at which the train stops.", note="passive; both figures of one sentence pair."),
    V("clean", "When do I need to reserve a space for my bike on an Intercity train?", ["luggage-bikes"],
      ["luggage-bikes#bicycles"],
      "A full-size bicycle needs a space reserved at least 2 hours before departure on Intercity trains. Folded "
      "bicycles can be taken on any train free of charge.", note="'needs a space reserved' for 'must be reserved'."),
    V("clean", "Is Passenger Assist free?", ["assisted-travel"], ["assisted-travel#booking"],
      "Yes, Passenger Assist is free. You can book it by phone or in the app up to 2 hours before you travel, and "
      "staff meet you at the station entrance and help you onto the train.", note="'Yes'; reordered."),
    V("clean", "How much is it to move my Advance ticket to a later train?", ["ticket-types"],
      ["ticket-types#advance-changes"],
      "Changing the time of an Advance ticket costs £10 per ticket plus any difference in fare, and it has to be done "
      "before the booked train departs. If the new fare is lower, the difference is not refunded.",
      note="'has to be done before' for 'You can change … before'."),
    V("clean", "Can I upgrade to First Class on a weekday?", ["first-class"], ["first-class#weekend-upgrade"],
      "No, the upgrade is not sold on weekdays. On Saturdays, Sundays and public holidays it costs £25 per journey on "
      "Intercity trains, paid to the conductor on board, if seats are available.",
      note="'No' from the denial; 'if seats are available' for 'depends on'."),
    V("clean", "What was the refund administration fee in 2026?", ["refunds-2026", "refunds"], ["refunds-2026#unused"],
      "Under the 2026 edition, an administration fee of £10 per ticket was deducted from the refund of an unused "
      "Anytime or Off-Peak ticket.", note="historical edition beside the current one; past tense."),
    V("clean", "Who decides my penalty fare appeal?", ["penalty-fares"], ["penalty-fares#appeals"],
      "In the United Kingdom, your appeal is decided by the independent appeals service, not by Westmoor Rail. You "
      "can appeal within 21 days of the penalty fare's issue, and you do not have to pay while it is being considered.",
      note="who-question answered with the right actor; jurisdiction named."),
    V("clean", "What if the assistance I booked was not given?", ["assisted-travel"], ["assisted-travel#failed"],
      "You can claim compensation equal to the full single fare of your journey; the claim must be made within 28 "
      "days.", note="passive for 'You must claim'."),
    V("clean", "How much does an annual season ticket cost?", ["season-tickets"], ["season-tickets#types"],
      "An annual season ticket costs as much as 40 weekly tickets, and it is valid on any train, peak included.",
      note="'as much as' for 'the same as'."),
    V("clean", "Can I replace a stolen season ticket?", ["season-tickets"], ["season-tickets#lost"],
      "Yes, at a staffed station, for an administration fee of £10, but only twice in any 12 months. You must bring "
      "photo ID, and you get a replacement only if the original was registered in your name.", pretty=True,
      note="pretty-printed JSON; every condition kept."),
    V("clean", "Can a 16-25 Railcard be used at 08:30 on a weekday?", ["railcards"], ["railcards#restrictions"],
      "Only if the fare paid is at least £12: journeys starting before 10:00 on weekdays need that minimum fare, "
      "except in July and August, when it does not apply.", fence=True,
      note="fenced JSON; the reader's 08:30; 'Only if' kept."),
    V("clean", "Which trains is an Advance ticket valid on?", ["ticket-types"], ["ticket-types#advance"],
      "An Advance ticket is sold for one specific train only. On a different train it is not valid, and a new ticket "
      "at the full Anytime price has to be bought.", note="active to passive ('you must buy' → 'has to be bought')."),
    # --- other-sentence: a figure from another sentence of the cited material
    V("other-sentence", "How long do I have to apply for a refund of an unused ticket?", ["refunds"],
      ["refunds#unused", "refunds#payment"],
      "You must apply for the refund within 14 days after the last date the ticket was valid.", MC,
      src="within 28 days after the last date it was valid",
      note="14 days is when refunds are paid (cited #payment); the application window is 28 days."),
    V("other-sentence", "How long does it take to decide a Delay Repay claim?", ["delay-repay"],
      ["delay-repay#claiming"],
      "In the United Kingdom, a Delay Repay claim is decided within 28 days.", MC,
      src="within 20 working days", note="28 days is the claim window of the same fragment; the decision takes 20 working days."),
    # --- wrong-case: another coordinated case's value
    V("wrong-case", "How much Delay Repay do I get for a delay of 20 minutes?", ["delay-repay"], ["delay-repay#amounts"],
      "In the United Kingdom, for a delay of 15 to 29 minutes you get 50 % of the single fare.", MC,
      src="25 % of the single fare", note="50 % is the 30-59 minute tier; 15-29 minutes gets 25 %."),
    V("wrong-case", "What discount does the Family & Friends Railcard give on child fares?", ["railcards"],
      ["railcards#types"],
      "The Family & Friends Railcard gives 1/3 off child fares.", MC,
      src="60 % off child fares", note="1/3 is the adult fares' discount; children get 60 %."),
    # --- uncited-fragment: a true figure found only in an uncited fragment of the context
    V("uncited-fragment", "How much is the weekend upgrade, and when can Advance First Class holders use a lounge?",
      ["first-class"], ["first-class#weekend-upgrade"],
      "The weekend upgrade costs £25 per journey. Advance First Class ticket holders may use a lounge only within 2 "
      "hours before their booked departure.", MC,
      note="the 2 hours are in the uncited #lounges."),
    V("uncited-fragment", "Can I bring two suitcases and a bicycle?", ["luggage-bikes"], ["luggage-bikes#luggage"],
      "Yes: two large items such as suitcases travel free, and a full-size bicycle travels free if a space on an "
      "Intercity train is reserved at least 2 hours before departure.", MC,
      note="the 2 hours are in the uncited #bicycles."),
    # --- invented
    V("invented", "Is there a discount for booking Advance tickets in the app?", ["ticket-types"],
      ["ticket-types#advance"],
      "Yes, Advance tickets bought in the app are 20 % cheaper than at the station.",
      ["unsupported-claim", "unsupported-number"], note="an invented discount with a figure found nowhere."),
    V("invented", "What do I need to claim Delay Repay?", ["delay-repay"], ["delay-repay#claiming"],
      "No ticket or booking reference is needed to claim Delay Repay; you only tell us which train you were on.", UC,
      src="Attach a photo of your ticket or your booking reference",
      note="a denial invented (no documents needed); no figure."),
    # --- flipped
    V("flipped", "Can I take my full-size bike on a local train at 08:00 on a weekday?", ["luggage-bikes"],
      ["luggage-bikes#bicycles"],
      "Yes, full-size bicycles are carried free on local trains at any time of day.", UC,
      src="they are not carried on weekdays between 07:00 and 09:30", note="yes where the source says not carried."),
    # --- modality
    V("modality", "What happens if my luggage blocks the corridor?", ["luggage-bikes"], ["luggage-bikes#luggage"],
      "Staff must refuse any luggage that blocks a corridor or a door.", UC,
      src="staff may refuse luggage", note="'may refuse' made 'must refuse'."),
    V("modality", "What happens if I board without a ticket in a penalty fare area?", ["penalty-fares"],
      ["penalty-fares#when"],
      "If you cannot show a valid ticket on a penalty fare route, you will pay a penalty fare to the revenue "
      "protection inspector.", UC,
      src="may charge you a penalty fare", note="the inspector 'may charge' made 'you will pay'; no figure."),
    # --- agent
    V("agent", "Who decides an appeal against a penalty fare?", ["penalty-fares"], ["penalty-fares#appeals"],
      "Westmoor Rail decides your appeal against a penalty fare, and you do not have to pay while it is being "
      "considered.", UC, src="decided by the independent appeals service",
      note="the operator, where the independent appeals service decides; no figure."),
    V("agent", "Who chooses how Delay Repay is paid?", ["delay-repay"], ["delay-repay#claiming"],
      "Westmoor Rail chooses whether to pay your Delay Repay by bank transfer, to the original card or as rail travel "
      "vouchers.", UC, src="as you choose", note="the operator chooses, where the customer does; no figure."),
    # --- exception denied
    V("exception", "Does a railcard give a discount on a season ticket?", ["railcards"],
      ["railcards#types", "railcards#restrictions"],
      "A railcard gives 1/3 off every fare, including season tickets.", UC,
      src="Railcards do not give a discount on season tickets", note="'including' the excepted season tickets."),
    V("exception", "Is Delay Repay paid for a journey on a replacement bus?", ["delay-repay"],
      ["delay-repay#exclusions"],
      "Yes, Delay Repay is paid for every delayed journey, even one planned on a rail replacement bus shown in the "
      "timetable.", UC, src="Delay Repay is not paid when", note="'even' the excluded replacement bus; no figure."),
    # --- condition dropped
    V("condition", "Can I get compensation if Passenger Assist fails?", ["assisted-travel"], ["assisted-travel#failed"],
      "Yes, whenever staff do not help you, you can claim compensation equal to the full single fare within 28 days.",
      UC, src="Compensation is not paid for assistance you did not book",
      note="'whenever' drops the condition that the assistance was booked."),
    V("condition", "Can I replace a lost season ticket?", ["season-tickets"], ["season-tickets#lost"],
      "Yes, a lost season ticket can be replaced at any staffed station for £10, as long as you bring photo ID.", UC,
      src="only if the original was registered in your name",
      note="drops 'only twice in any 12 months' and the registration condition."),
    # --- bound turned
    V("bound", "When must I reserve a space for my full-size bike on an Intercity train?", ["luggage-bikes"],
      ["luggage-bikes#bicycles"],
      "On Intercity trains, reserve the space for a full-size bicycle within 2 hours before departure.", UC,
      src="at least 2 hours before departure", note="'at least 2 hours before' turned to 'within 2 hours before'."),
    V("bound", "When can Advance First Class ticket holders use a lounge?", ["first-class"], ["first-class#lounges"],
      "Advance First Class ticket holders may use a lounge at least 2 hours before their booked departure.", UC,
      src="only within 2 hours before their booked departure", note="'within 2 hours before' turned to 'at least'."),
    # --- degenerate
    V("degenerate", "How much is the weekend upgrade?", ["first-class"], ["first-class#weekend-upgrade"],
      "The weekend upgrade costs £25 per journey. The weekend upgrade costs £25 per journey. The weekend upgrade costs "
      "£25 per journey.", ["degenerate-output"], note="one sentence repeated three times."),
    # --- limitations with an invented action
    V("limitations", "Can I get a refund for my unused Off-Peak ticket?", ["refunds"], ["refunds#unused"],
      "Yes, if you apply within 28 days after the last date it was valid; an administration fee of £5 per refund "
      "application is deducted.", ["unperformed-mutation"],
      limitations=["I have submitted the refund application for you."], note="a claimed action in limitations."),
    # --- jurisdiction
    V("jurisdiction", "How much is the penalty fare?", ["penalty-fares"], ["penalty-fares#amount"],
      "The penalty fare is £100 plus the single fare to the train's next stop, or £50 plus that fare if you pay "
      "within 21 days.", ["number-without-jurisdiction"], src="the next station at which the train stops",
      note="figures of the GB record without naming the jurisdiction."),
]

RU = [
    # --- clean
    V("clean", "Когда обслуживание карты бесплатное?", ["karta-svetlaya"], ["karta-svetlaya#obsluzhivanie"],
      "Обслуживание бесплатное, если за прошлый месяц вы потратили по карте не меньше 10 000 ₽ или средний остаток на "
      "счёте был не меньше 30 000 ₽. Пенсионерам, получающим пенсию на эту карту, обслуживание бесплатно всегда.",
      note="«не меньше» за «не менее»; «потратили» за «сумма покупок»."),
    V("clean", "Сколько стоит обслуживание, если я не выполнил условия?", ["karta-svetlaya"],
      ["karta-svetlaya#obsluzhivanie"],
      "Если ни одно из условий не выполнено, обслуживание стоит 149 рублей в месяц.", note="«рублей» за ₽."),
    V("clean", "Сколько возьмут за снятие 2 000 рублей в банкомате другого банка?", ["snyatie-nalichnyh"],
      ["snyatie-nalichnyh#chuzhie"],
      "За снятие меньше 3 000 ₽ в чужом банкомате банк берёт 99 ₽ за операцию. Кроме того, владелец банкомата может "
      "взять свою комиссию, и банк её не возмещает.", note="2 000 — число читателя; «может» сохранено."),
    V("clean", "Сколько можно переводить по СБП бесплатно?", ["perevody"], ["perevody#sbp"],
      "По номеру телефона через СБП без комиссии можно переводить до 100 000 ₽ в месяц; сверх этого банк берёт 0,5 % "
      "от перевода, но не больше 1 500 ₽ за один перевод.", note="«без комиссии» за «бесплатны»."),
    V("clean", "Какой максимальный кешбэк в месяц?", ["keshbek"], ["keshbek#ogranicheniya"],
      "Больше 3 000 ₽ кешбэка за месяц не начислят.", note="переформулировано через отрицание."),
    V("clean", "Дают ли кешбэк за оплату связи?", ["keshbek"], ["keshbek#ogranicheniya"],
      "Нет. За оплату ЖКХ и связи кешбэк не начисляется, как и за переводы, пополнение электронных кошельков и покупки "
      "в казино.", note="«Нет» из отрицания."),
    V("clean", "Когда начисляется кешбэк?", ["keshbek"], ["keshbek#nachislenie"],
      "Кешбэк приходит рублями на счёт карты до 10-го числа следующего месяца; за возвращённую покупку его удержат из "
      "следующего начисления.", note="«приходит» за «банк начисляет»."),
    V("clean", "Сколько стоит перевыпуск при утере карты?", ["karta-svetlaya"], ["karta-svetlaya#vypusk"],
      "Перевыпуск при утере, краже или повреждении карты по вине клиента стоит 300 рублей; по истечении срока "
      "действия карту перевыпускают бесплатно.", note="исключение сохранено, порядок изменён."),
    V("clean", "Какой процент на остаток по счёту?", ["tekushchiy-schet"], ["tekushchiy-schet#procent"],
      "Банк начисляет 3 % годовых на остаток, но только если сумма покупок по карте за месяц была не меньше "
      "10 000 ₽. Проценты считаются на минимальный остаток за день и выплачиваются в последний день месяца.",
      note="«только если» за «если …; иначе не начисляется»."),
    V("clean", "Сколько банк рассматривает спорную операцию?", ["osparivanie-operaciy"],
      ["osparivanie-operaciy#spornye"],
      "Заявление рассматривают в течение 30 дней, а если операция была за границей — в течение 60 дней.",
      note="неопределённо-личное вместо «Банк рассматривает»."),
    V("clean", "С какого возраста ребёнку можно сделать карту?", ["detskaya-karta"], ["detskaya-karta#oformlenie"],
      "Карту для ребёнка от 6 до 14 лет оформляет в приложении родитель или иной законный представитель, который сам "
      "является клиентом банка.", note="кто оформляет сохранено."),
    V("clean", "Сколько стоило обслуживание карты в 2026 году?", ["karta-svetlaya-2026"],
      ["karta-svetlaya-2026#obsluzhivanie"],
      "По редакции 2026 года обслуживание было бесплатным при покупках по карте от 5 000 ₽ за прошлый месяц, иначе "
      "плата составляла 99 ₽ в месяц.", note="историческая редакция; «от» за «не менее»."),
    V("clean", "Сколько стоит SMS-информирование?", ["uvedomleniya"], ["uvedomleniya#stoimost"],
      "SMS-информирование стоит 79 ₽ в месяц, но первые 2 месяца после выпуска карты оно бесплатное. "
      "Push-уведомления в приложении бесплатные.", fence=True, note="JSON в ограде ```json."),
    V("clean", "Может ли банк задержать мой перевод?", ["perevody"], ["perevody#proverka"],
      "Да. Если операция похожа на мошенническую, банк может приостановить перевод на срок до 2 рабочих дней и "
      "запросить у вас подтверждение; после подтверждения перевод исполняется сразу.",
      note="«Да» из «может»; модальность сохранена."),
    V("clean", "За сколько дней банк предупреждает об изменении тарифов?", ["izmenenie-tarifov"],
      ["izmenenie-tarifov#uvedomlenie"],
      "Об изменении тарифов банк сообщает в приложении и на сайте не позже чем за 30 дней до их вступления в силу.",
      note="«не позже» за «не позднее»."),
    V("clean", "Какой лимит на снятие наличных в сутки?", ["snyatie-nalichnyh"], ["snyatie-nalichnyh#limity"],
      "Не более 300 000 ₽ в сутки и не более 2 000 000 ₽ в месяц. Лимит можно временно повысить по звонку в банк, "
      "но не больше чем на 3 дня.", pretty=True, note="JSON с отступами."),
    V("clean", "Можно ли закрыть счёт бесплатно?", ["tekushchiy-schet"], ["tekushchiy-schet#zakrytie"],
      "Да. Закрыть счёт можно в любой момент по заявлению в отделении или в приложении, и это бесплатно.",
      note="«Да»; безличная форма."),
    V("clean", "Что делать, если украли карту?", ["osparivanie-operaciy"], ["osparivanie-operaciy#uterya"],
      "Сразу заблокируйте карту в приложении или по телефону. Об операции, которую вы не совершали, сообщите банку не "
      "позднее дня, следующего за днём получения уведомления о ней: только тогда банк её возместит.",
      note="повелительное наклонение; «только тогда» за «только если»."),
    V("clean", "Какой лимит на покупки по карте ребёнка?", ["detskaya-karta"], ["detskaya-karta#limity"],
      "Лимит на покупки устанавливает родитель в приложении, но не больше 50 000 ₽ в месяц.",
      note="порядок слов изменён."),
    # --- other-sentence
    V("other-sentence", "В какой срок нужно подать заявление об оспаривании операции за границей?",
      ["osparivanie-operaciy"], ["osparivanie-operaciy#spornye"],
      "Заявление об оспаривании операции за границей нужно подать в течение 60 дней после даты операции.", MC,
      src="в течение 30 дней после даты операции", note="60 дней — срок рассмотрения банком, подача — 30 дней."),
    V("other-sentence", "Сколько категорий с повышенным кешбэком можно выбрать?", ["keshbek"], ["keshbek#stavki"],
      "Каждый месяц можно выбрать 5 категорий с повышенным кешбэком.", MC,
      src="3 категории", note="5 — это ставка в процентах, категорий 3."),
    # --- wrong-case
    V("wrong-case", "Какая комиссия за снятие 5 000 ₽ в чужом банкомате, если за месяц я уже снял 100 000 ₽?",
      ["snyatie-nalichnyh"], ["snyatie-nalichnyh#chuzhie"],
      "В этом случае банк возьмёт 99 ₽ за операцию.", MC,
      src="1 % от суммы, но не менее 199 ₽", note="99 ₽ — для снятия меньше 3 000 ₽; сверх 100 000 ₽ — 1 %, не менее 199 ₽."),
    V("wrong-case", "Какой кешбэк на покупки вне выбранных категорий?", ["keshbek"], ["keshbek#stavki"],
      "На покупки вне выбранных категорий начисляется 5 %.", MC,
      src="на остальные покупки начисляется 1 %", note="5 % — для выбранных категорий, остальные — 1 %."),
    # --- uncited-fragment
    V("uncited-fragment", "Кто оформляет карту ребёнку и сколько по ней можно снять наличных?", ["detskaya-karta"],
      ["detskaya-karta#oformlenie"],
      "Карту для ребёнка от 6 до 14 лет оформляет родитель, а снять наличные по ней можно не более 5 000 ₽ в сутки.",
      MC, note="5 000 ₽ — в непроцитированном #limity."),
    # --- invented
    V("invented", "Есть ли кешбэк за покупки в аптеках?", ["keshbek"], ["keshbek#stavki"],
      "Да, за покупки в аптеках кешбэк всегда составляет 7 %.", ["unsupported-claim", "unsupported-number"],
      note="выдуманная категория с цифрой, которой нет нигде."),
    V("invented", "Какие документы нужны, чтобы оспорить операцию?", ["osparivanie-operaciy"],
      ["osparivanie-operaciy#spornye"],
      "Никаких документов для оспаривания операции не нужно: достаточно заявления в приложении.", UC,
      src="Банк может попросить чек", note="выдуманное отрицание («документов не нужно»); без цифр."),
    # --- flipped
    V("flipped", "Вернут ли плату за SMS, если отключить их в середине месяца?", ["uvedomleniya"],
      ["uvedomleniya#otklyuchenie"],
      "Да, при отключении SMS-информирования плата за текущий месяц возвращается.", UC,
      src="плата за текущий месяц не возвращается", note="«да» там, где «не возвращается»."),
    # --- modality
    V("modality", "Заплачу ли я комиссию владельцу чужого банкомата?", ["snyatie-nalichnyh"],
      ["snyatie-nalichnyh#chuzhie"],
      "Да, при снятии в банкомате другого банка вы заплатите комиссию его владельцу, и банк её не возместит.", UC,
      src="Владелец банкомата может взять свою комиссию", note="«может взять» → «вы заплатите»."),
    V("modality", "Может ли банк сам закрыть мой счёт?", ["tekushchiy-schet"], ["tekushchiy-schet#zakrytie"],
      "Если по счёту 12 месяцев не было операций и остаток равен нулю, банк обязан закрыть счёт, предупредив клиента "
      "за 30 дней.", UC, src="Банк вправе закрыть счёт сам", note="«вправе» → «обязан»."),
    # --- agent
    V("agent", "Кто устанавливает лимит на покупки по карте ребёнка?", ["detskaya-karta"], ["detskaya-karta#limity"],
      "Лимит на покупки по карте ребёнка устанавливает банк, не больше 50 000 ₽ в месяц.", UC,
      src="Родитель устанавливает в приложении лимит", note="банк вместо родителя."),
    V("agent", "Кто выбирает категории кешбэка?", ["keshbek"], ["keshbek#stavki"],
      "Категории с кешбэком 5 % каждый месяц выбирает банк.", UC,
      src="клиент сам выбирает", note="банк вместо клиента."),
    # --- exception denied
    V("exception", "Начисляется ли кешбэк за пополнение электронного кошелька?", ["keshbek"],
      ["keshbek#ogranicheniya"],
      "Да, кешбэк начисляется за все покупки и платежи, в том числе за пополнение электронных кошельков, но не больше "
      "3 000 ₽ в месяц.", UC, src="Кешбэк не начисляется за оплату ЖКХ и связи",
      note="«в том числе» исключённое пополнение кошельков."),
    V("exception", "Сколько стоит перевыпуск карты?", ["karta-svetlaya"], ["karta-svetlaya#vypusk"],
      "Перевыпуск карты всегда стоит 300 ₽, в том числе по истечении срока действия.", UC,
      src="Перевыпуск по истечении срока действия бесплатный", note="исключение (бесплатный перевыпуск) отрицается."),
    # --- condition dropped
    V("condition", "Начисляют ли проценты на остаток по счёту?", ["tekushchiy-schet"], ["tekushchiy-schet#procent"],
      "Да, на остаток по счёту всегда начисляется 3 % годовых.", UC,
      src="если сумма покупок по карте за месяц составила не менее 10 000 ₽", note="условие о покупках опущено."),
    V("condition", "Может ли подросток 15 лет сам оформить карту?", ["detskaya-karta"], ["detskaya-karta#oformlenie"],
      "Да, с 14 лет подросток оформляет собственную карту сам по паспорту, согласие родителей не требуется.", UC,
      src="только с письменного согласия родителя", note="условие (согласие родителя) отрицается; 15 — число читателя."),
    # --- bound turned
    V("bound", "За сколько банк предупреждает об изменении тарифов?", ["izmenenie-tarifov"],
      ["izmenenie-tarifov#uvedomlenie"],
      "Банк сообщает об изменении тарифов в течение 30 дней после их вступления в силу.", UC,
      src="не позднее чем за 30 дней до их вступления в силу", note="«до» → «после»."),
    V("bound", "На сколько можно повысить лимит на снятие?", ["snyatie-nalichnyh"], ["snyatie-nalichnyh#limity"],
      "Лимит на снятие можно временно повысить по звонку в банк не менее чем на 3 дня.", UC,
      src="не более чем на 3 дня", note="«не более» → «не менее»."),
    # --- degenerate
    V("degenerate", "Сколько стоит SMS-информирование?", ["uvedomleniya"], ["uvedomleniya#stoimost"],
      "SMS-информирование стоит 79 ₽ в месяц [t", ["degenerate-output"], note="висящая метка «[t»."),
    # --- limitations
    V("limitations", "Как закрыть счёт?", ["tekushchiy-schet"], ["tekushchiy-schet#zakrytie"],
      "Закрыть счёт можно в любой момент по заявлению в отделении или в приложении; это бесплатно.",
      ["unperformed-mutation"], limitations=["Я уже подал за вас заявление на закрытие счёта."],
      note="заявленное действие в limitations."),
    V("limitations", "Сколько стоит перевод на карту другого банка?", ["perevody"], ["perevody#po-karte"],
      "Перевод на карту другого банка по её номеру стоит 1,5 % от суммы, минимум 50 ₽.", UC,
      limitations=["Переводы на карты родственников выполняются без комиссии."],
      note="выдуманное утверждение в limitations, без цифр."),
]
