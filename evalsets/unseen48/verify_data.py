"""Labelled verify cases of unseen48 (the source of verify_cases.jsonl; build_unseen48.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand from the corpora
only, after the questions' commit and before anything was run. The split (2nd, 5th, 8th, ... case of
each kind per language is holdout) was fixed in README.md before the first corpus record was written.
Correct answers are written the way a strong model restates a rule: clauses reordered, "you"-addressed,
lists as prose, "Yes" / "No" / «Да» / «Нет» openers, words for figures ("four hours", "six years", "ten
working days", «от восьми до двенадцати часов», «десяти рабочих дней», «пять лет»), a figure restated only
where the text makes it true ("for a year" for "12 months", "two weeks" for "within 14 days", «за полчаса»
for «за 30 минут», «за сутки» for «за 24 часа», «двух недель» for «14 дней»), another notation of the same
amount ("89 pounds" for "£89", "120 euro" and "EUR 130" for "€120" / "€130", "£82" for "82 pounds", «450
рублей» for «450 ₽», «2 150 ₽» for «2 150 рублей», «2 800 армянских драмов» for «2 800 драм»), the reader's
figures checked against a bound or a window, exceptions applied, two countries or two editions at once,
`limitations` filled, one pretty-printed and one fenced per language. Wrong answers carry one fault each, in
the shapes real models produce (see the README's table).
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]
DG = ["degenerate-output"]
NC = ["missing-citation", "misattributed-figure"]
UM = ["unperformed-mutation"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


UK, U30, IE = "bfl-prices-uk", "bfl-prices-uk-2030", "bfl-prices-ie"
BOOK, EMER, CARE, GUAR = "bfl-booking", "bfl-emergency", "bfl-care-plans", "bfl-guarantee"
PAY, LAND, DATA = "bfl-payments", "bfl-landlords", "bfl-data"

EN = [
    # --- clean (20)
    V("clean", "What does an annual boiler service cost at Brightflue Leeds?", [UK], [f"{UK}#servicing"],
      "In the United Kingdom, an annual gas boiler service costs 89 pounds at Brightflue Leeds.",
      note="'89 pounds' for '£89'; Leeds' value of a two-city sentence."),
    V("clean", "Besides my main boiler I have a gas fire and a second boiler. What does servicing those two on the "
      "same visit add at Brightflue Bristol?", [UK], [f"{UK}#servicing"],
      "In the United Kingdom each additional gas appliance serviced on the same visit costs £45, so that charge "
      "applies once for the gas fire and once for the second boiler.",
      note="per appliance kept for the reader's two; no derived sum."),
    V("clean", "I'm on a care plan and my service is on November 12. Will it cost £10 more?", [UK],
      [f"{UK}#servicing"],
      "No. In the United Kingdom services carried out in October, November or December cost £10 more, but "
      "customers on a care plan are excepted, and you are on one.",
      note="'No.' opener; the reader's month inside the window and the exception applied."),
    V("clean", "What does an annual gas boiler service cost in Cork and in Galway?", [IE], [f"{IE}#servicing"],
      "In Ireland an annual gas boiler service costs 120 euro at Brightflue Cork and EUR 130 at Brightflue Galway.",
      note="pretty-printed JSON; '120 euro' and 'EUR 130' for '€120' / '€130'; both cities.", pretty=True),
    V("clean", "How has the Leeds price of an annual boiler service changed since 2030?",
      [f"{U30}#servicing", f"{UK}#servicing"], [f"{U30}#servicing", f"{UK}#servicing"],
      "In the United Kingdom an annual gas boiler service at Brightflue Leeds cost £82 in 2030 and costs 89 pounds "
      "now.", note="```json fence; historical and current editions, both cited; notations swapped.", fence=True),
    V("clean", "What does the first hour of a weekday emergency call-out cost in the United Kingdom and in Ireland?",
      [f"{UK}#callout", f"{IE}#callout"], [f"{UK}#callout", f"{IE}#callout"],
      "On weekdays from 8:00 to 18:00 the first hour of an emergency call-out costs £120 in the United Kingdom and "
      "€150 in Ireland; in both countries, work after the first hour is billed per 30 minutes.",
      note="two countries in one answer, each figure to its country; a shared rule stated once."),
    V("clean", "I'm 74 and my gas boiler service at Brightflue Galway is on March 25. What do I pay?", [IE],
      [f"{IE}#servicing"],
      "In Ireland you pay €99: customers aged 70 or over pay that for a gas boiler service, and March 25 is outside "
      "the period from November 1 to December 31 when it does not apply.",
      note="the reader's age and date against the bound and the excepted window."),
    V("clean", "Can Brightflue Leeds fit a system boiler with a new cylinder, and from what price?", [UK],
      [f"{UK}#installation"],
      "Yes. In the United Kingdom installations are quoted and fitted only by Brightflue Leeds, and a system boiler "
      "with a new hot water cylinder costs from £3,900 fitted.",
      note="'Yes.' opener; a one-city rule restated; comma thousands."),
    V("clean", "My house is 35 km from Brightflue Cork. Is there a distance charge on an emergency call-out?", [IE],
      [f"{IE}#callout"],
      "No. In Ireland call-outs are made within 40 km of Brightflue Cork or Brightflue Galway, and only each "
      "kilometre beyond that costs €1; your 35 km is within that distance.",
      note="the reader's distance under the bound."),
    V("clean", "My visit is in three days and I want to move it. Will that cost anything?", [BOOK],
      [f"{BOOK}#cancelling"],
      "No. A visit can be moved or cancelled free of charge up to 24 hours before the slot starts, and yours is "
      "three days away.",
      limitations=["A cancellation made less than 24 hours before the slot costs £35 or €40."],
      note="the reader's three days against the bound; `limitations` filled with the rule's other clause."),
    V("clean", "What do the two care plans include?", [CARE], [f"{CARE}#plans"],
      "Boiler Care, at £14 or €16 a month, includes the annual boiler service and unlimited call-outs for the boiler "
      "and its controls. Home Care, at £22 or €25 a month, also covers the central heating system, the plumbing and "
      "the drains. Each plan runs for at least 12 months.",
      note="a list as prose; 'also covers' for 'adds'; 'at least' for 'a minimum of'."),
    V("clean", "How quickly do you come if I have no heating at all?", [EMER], [f"{EMER}#response"],
      "An engineer arrives within four hours of your call when you have a complete loss of heating or hot water, "
      "and households with a child under five or someone aged 75 or over are seen first.",
      note="'four hours', 'under five'; reordered."),
    V("clean", "How long is a repair guaranteed, and how fast is a covered fault fixed?", [GUAR],
      [f"{GUAR}#workmanship"],
      "A repair is guaranteed for a year, parts and labour, and a fault the guarantee covers is put right free of "
      "charge within three working days of your report.",
      note="'for a year' for '12 months' (true by the text); 'three working days'."),
    V("clean", "I started Home Care 10 days ago. Can I still cancel it for a full refund?", [CARE],
      [f"{CARE}#cancelling"],
      "Yes. A plan cancelled within two weeks of its start gets a full refund, and you started yours 10 days ago.",
      note="'two weeks' for 'within 14 days'; the reader's 10 days under the bound."),
    V("clean", "I'm ending my plan after 5 months and I used one call-out. What do I still owe?", [CARE],
      [f"{CARE}#cancelling"],
      "The plan ends with 30 days' notice, and because you used a call-out in its first 12 months, the monthly "
      "payments for the rest of those 12 months are still due.",
      note="the condition applied to the reader; no derived amount."),
    V("clean", "Can I pay the engineer in cash when the job is done?", [PAY], [f"{PAY}#paying"],
      "No. Cash and cheques are not accepted; as a householder you pay on completion, by card on the engineer's "
      "device or by bank transfer the same day.", note="'No.' opener; passive for 'We do not accept'."),
    V("clean", "My installation quote from Brightflue Leeds is £4,100. What is due up front, and can I spread the "
      "cost?", [PAY], [f"{PAY}#finance"],
      "A deposit of 25% is due when you accept the quote. Since your installation is over £3,000, it can be spread "
      "over 12 monthly payments without interest, subject to a credit check.",
      note="the reader's quote over the bound; the condition kept; no derived deposit."),
    V("clean", "We are landlords with 14 properties on one account. Do we get a discount on gas safety "
      "certificates?", [LAND], [f"{LAND}#portfolio"],
      "Yes. With 10 or more properties on one account you get 10% off servicing and gas safety certificates, though "
      "call-outs and repairs are not discounted.", note="the reader's count over the bound; the exclusion kept."),
    V("clean", "How long do you keep my service records?", [DATA], [f"{DATA}#records"],
      "Service records are kept for six years after the visit, and so are gas safety certificates.",
      note="'six years'; the photos' 12 months left out."),
    V("clean", "Who handles my complaint if the office manager doesn't settle it?", [GUAR], [f"{GUAR}#complaints"],
      "If the manager of the office that did the work has not settled it within 21 days, write to Niamh Gallagher, "
      "our customer relations manager; she replies within ten working days.",
      note="a person and role; 'ten working days'."),

    # --- wrong (24)
    V("wrong-case", "What does an annual boiler service cost at Brightflue Bristol?", [UK], [f"{UK}#servicing"],
      "In the United Kingdom an annual gas boiler service costs £89 at Brightflue Bristol.", MC,
      src="£95 at Brightflue Bristol", note="Leeds' £89 given to Bristol."),
    V("wrong-case", "What does a landlord gas safety certificate cost on its own?", [UK], [f"{UK}#servicing"],
      "In the United Kingdom a landlord gas safety certificate on its own costs £70.", MC,
      src="£85 on its own", note="the price with a service (£70) given to the certificate on its own."),
    V("wrong-case", "What is the rate for plumbing work that is not an emergency in Ireland?", [IE],
      [f"{IE}#plumbing"],
      "In Ireland plumbing work that is not an emergency is billed at €80 per day.", UC,
      src="€80 per hour", note="a per-hour rate given per day (the figure right, its unit wrong)."),
    V("wrong-case", "How quickly is a fault under the guarantee put right?", [GUAR], [f"{GUAR}#workmanship"],
      "A fault covered by the guarantee is put right free of charge within 3 calendar days of your report.", UC,
      src="within 3 working days", note="working days turned into calendar days."),
    V("other-sentence", "How quickly does an engineer come when the heating has failed completely?", [EMER],
      [f"{EMER}#response"],
      "For a complete loss of heating or hot water, an engineer arrives within 2 hours of your call.", MC,
      src="within 4 hours of your call", note="the water leak's 2 hours (the next sentence) given to the loss of "
      "heating."),
    V("other-sentence", "Within how many days can I cancel a care plan for a full refund?", [CARE],
      [f"{CARE}#cancelling"],
      "A plan can be cancelled within 30 days of its start with a full refund.", MC,
      src="within 14 days of its start", note="the 30 days' notice (the next sentence) given to the refund window."),
    V("other-sentence", "How far ahead of a gas safety certificate running out do you remind me?", [LAND],
      [f"{LAND}#certificates"],
      "We send a reminder 24 hours before a landlord gas safety certificate runs out.", MC,
      src="60 days before a certificate runs out",
      note="the certificate's emailing time (24 hours, the sentence before) given to the reminder."),
    V("uncited-fragment", "What does the first hour of a weekday emergency call-out cost in the United Kingdom?",
      [f"{UK}#callout", f"{U30}#callout"], [f"{UK}#callout"],
      "In the United Kingdom an emergency call-out costs £110 for the first hour on weekdays from 8:00 to 18:00.",
      MC, note="the 2030 edition's 110 pounds (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is Boiler Care a month?", [CARE], [],
      "Boiler Care costs £14 or €16 a month and includes the annual boiler service.", NC,
      note="no citation at all: the figures are true but every one is in an uncited fragment."),
    V("exception", "Do services in December cost more?", [UK], [f"{UK}#servicing"],
      "Yes. In the United Kingdom every service carried out in October, November or December costs £10 more, care "
      "plan or not.", UC, src="except for customers on a care plan",
      note="the exception overridden ('care plan or not')."),
    V("exception", "Are the photos from a visit deleted after 12 months?", [DATA], [f"{DATA}#records"],
      "Yes. Every photo taken on a visit is deleted after 12 months, without exception.", UC,
      src="except photos attached to an open complaint", note="the exception (an open complaint) dropped and denied."),
    V("condition", "Can I spread the cost of a £3,500 installation?", [PAY], [f"{PAY}#finance"],
      "Yes. An installation over £3,000 can be spread over 12 monthly payments without interest, and no credit "
      "check is needed.", UC, src="subject to a credit check", note="the condition dropped and denied."),
    V("bound", "Which installations can be paid in monthly payments?", [PAY], [f"{PAY}#finance"],
      "An installation under £3,000 can be spread over 12 monthly payments without interest, subject to a credit "
      "check.", UC, src="An installation over £3,000", note="'over' → 'under'."),
    V("bound", "Who pays the reduced price for a gas boiler service in Ireland?", [IE], [f"{IE}#servicing"],
      "In Ireland customers under 70 pay €99 for a gas boiler service, except from November 1 to December 31.", UC,
      src="Customers aged 70 or over", note="'70 or over' → 'under 70'."),
    V("modality", "Do my pets have to be kept out of the room while the engineer works?", [BOOK], [f"{BOOK}#access"],
      "No. You may keep pets in another room while the engineer works if you prefer, but it is not required.", UC,
      src="Pets must be kept in another room", note="must → optional."),
    V("flipped", "Is there an excess on a call-out under a care plan?", [CARE], [f"{CARE}#claims"],
      "Yes, every call-out under a plan carries an excess.", UC, src="Call-outs under a plan carry no excess",
      note="'no excess' turned into an excess."),
    V("agent", "Who arranges access with the tenant for a gas safety check?", [LAND], [f"{LAND}#tenant-access"],
      "Brightflue arranges access with the tenant directly, so the landlord does not need to.", UC,
      src="The landlord or letting agent arranges access with the tenant",
      note="the actor swapped (the landlord or agent → Brightflue)."),
    V("invented", "What does a boiler service with a gas fire cost at Brightflue Leeds?", [UK], [f"{UK}#servicing"],
      "In the United Kingdom an annual gas boiler service costs £89 at Brightflue Leeds and the gas fire adds £45, "
      "so you pay £134 in total.", UN, note="a sum the source does not state (£134)."),
    V("invented", "Can I take out Home Care if I rent my home?", [CARE], [f"{CARE}#plans"],
      "No. Home Care is available only to homeowners, not to tenants.", UC,
      note="an invented limitation (homeowners only), no digit."),
    V("jurisdiction", "What does an emergency call-out cost at Brightflue Cork on a weekday?", [f"{IE}#callout"],
      [f"{IE}#callout"],
      "An emergency call-out from Brightflue Cork costs €150 for the first hour on weekdays from 8:00 to 18:00.", NJ,
      src="In Ireland, an emergency call-out",
      note="an Ireland-only context, the country not named (only '€' and the city)."),
    V("degenerate", "What is the late payment charge?", [PAY], [f"{PAY}#late"],
      "An invoice still unpaid 30 days after its due date carries a late payment charge of £20 or €20 [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
    V("degenerate", "How long are call recordings kept?", [DATA], [f"{DATA}#calls"],
      "Recordings of calls to our booking line are kept for 90 days. Recordings of calls to our booking line are "
      "kept for 90 days. Recordings of calls to our booking line are kept for 90 days.", DG,
      note="one correct sentence repeated three times."),
    V("limitations", "What does Home Care cost?", [CARE], [f"{CARE}#plans"],
      "Home Care costs £22 or €25 a month.", UN, limitations=["Plan prices rise by 5% every April."],
      note="a correct answer; `limitations` invents a figure (5%)."),
    V("limitations", "Can you book my annual service for next week?", [BOOK], [f"{BOOK}#booking"],
      "Visits are booked online or by phone, in a morning slot from 8:00 to 12:00 or an afternoon slot from 12:00 "
      "to 17:00.", UM, limitations=["I have booked you a morning slot for next Tuesday."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

RF, R30, AM = "lbm-ceny-rf", "lbm-ceny-rf-2030", "lbm-ceny-am"
VY, SR, POD, VOZ = "lbm-vyezd", "lbm-sroki", "lbm-podgotovka", "lbm-vozvrat"
OPL, KOR, DAN = "lbm-oplata", "lbm-korporativ", "lbm-dannye"

RU = [
    # --- clean (20)
    V("clean", "Сколько стоит общий анализ крови в Казани?", [RF], [f"{RF}#krov"],
      "В России общий анализ крови в Казани стоит 450 рублей.",
      note="«450 рублей» for «450 ₽»; Самара left out."),
    V("clean", "Сколько стоят глюкоза и холестерин в биохимии?", [RF], [f"{RF}#krov"],
      "В России каждый биохимический показатель стоит 190 рублей, так что глюкоза и холестерин оплачиваются по "
      "190 ₽ каждый.", note="per item kept for the reader's two; no derived sum."),
    V("clean", "Ребёнку 5 лет, сдаём кровь в Самаре. Сколько стоит взятие крови?", [RF], [f"{RF}#krov"],
      "В России взятие венозной крови стоит 250 ₽ за визит; цена 400 ₽ — только для детей до 3 лет, а вашему "
      "ребёнку 5.", note="the reader's child over the bound; the exception not applied."),
    V("clean", "Сколько стоит общий анализ крови в Ереване и в Гюмри?", [AM], [f"{AM}#krov"],
      "В Армении общий анализ крови стоит 2 800 армянских драмов в Ереване и 2 500 драм в Гюмри.",
      note="pretty-printed JSON; «армянских драмов» for «драм»; both cities.", pretty=True),
    V("clean", "Как изменилась цена чек-апа «Базовый» с 2030 года?", [f"{R30}#kompleksy", f"{RF}#kompleksy"],
      [f"{R30}#kompleksy", f"{RF}#kompleksy"],
      "В России чек-ап «Базовый» в 2030 году стоил 2 150 ₽, а сейчас стоит 2 400 рублей.",
      note="```json fence; two editions, both cited; notations swapped.", fence=True),
    V("clean", "Сколько стоит анализ на ТТГ в России и в Армении?", [f"{RF}#gormony", f"{AM}#gormony"],
      [f"{RF}#gormony", f"{AM}#gormony"],
      "Анализ на ТТГ стоит 560 ₽ в России и 3 600 драм в Армении.", note="two countries, each figure to its own."),
    V("clean", "Можно ли сделать анализ на витамин D срочно в Ереване?", [AM], [f"{AM}#gormony"],
      "Нет. В Армении анализ на витамин D не выполняют, и срочного выполнения анализов там тоже нет.",
      note="«Нет.» opener; two one-country exclusions; no figure."),
    V("clean", "Заказываю анализы на 8 000 ₽, медсестра приедет во вторник, адрес в пределах города. Сколько стоит "
      "выезд?", [VY], [f"{VY}#vyezd"],
      "Нисколько: при заказе анализов от 6 000 ₽ выезд в пределах города бесплатный, а исключение — только выезды в "
      "субботу и воскресенье, не во вторник.", note="the reader's order over the bound; the exception not met."),
    V("clean", "Во сколько приезжает медсестра и до какого времени можно записаться на завтра?", [VY], [f"{VY}#vremya"],
      "Записаться на следующий день можно до 20:00 накануне, а медсестра приезжает с 7:00 до 11:00, чтобы кровь "
      "сдавалась натощак; за полчаса до приезда она позвонит.",
      note="reordered; «за полчаса» for «за 30 минут»."),
    V("clean", "Сдал общий анализ крови сегодня. Когда будет готов?", [SR], [f"{SR}#sroki", f"{SR}#zaderzhka"],
      "Общий анализ крови готов через один рабочий день; день взятия крови в этот срок не входит.",
      limitations=["Если результат задержан по вине лаборатории больше чем на 2 рабочих дня, возвращают 50 % "
                   "стоимости анализа."],
      note="«один рабочий день»; `limitations` from a second cited fragment."),
    V("clean", "Как подготовиться к биохимии?", [POD], [f"{POD}#natoshchak"],
      "Биохимию сдают натощак: после последней еды должно пройти от восьми до двенадцати часов. Воду без газа пить "
      "можно, а за час до взятия крови нельзя курить.",
      note="words for the range; «за час» for «за 1 час»; «последней еды» for «последнего приёма пищи»."),
    V("clean", "Когда можно сдавать ТТГ и что исключить перед анализом?", [POD], [f"{POD}#gormony"],
      "ТТГ можно сдавать в любое время дня, а за сутки до анализа на гормоны нужно исключить спорт и алкоголь.",
      note="«за сутки» for «за 24 часа»."),
    V("clean", "Я отказался от анализа до того, как у меня взяли кровь. Вернут ли деньги?", [VOZ], [f"{VOZ}#vozvrat"],
      "Да, полностью, потому что вы отказались до взятия биоматериала. Деньги вернут на карту, с которой вы платили, "
      "в течение десяти рабочих дней.", note="«Да» with the condition; «десяти рабочих дней»."),
    V("clean", "Мой врач сомневается в результате. Можно пересдать бесплатно?", [VOZ], [f"{VOZ}#povtor"],
      "Да. По письменному запросу лечащего врача повторный анализ в течение двух недель делают бесплатно, и кровь "
      "повторно тоже берут бесплатно.", note="«двух недель» for «14 дней» (true by the text)."),
    V("clean", "Куда обращаться с претензией?", [VOZ], [f"{VOZ}#pretenzii"],
      "Сначала — к заведующему отделением. Если он не решил вопрос за 10 рабочих дней, напишите руководителю службы "
      "качества Анне Мартиросян на quality@labmost.example; она ответит в течение семи рабочих дней.",
      note="a person, a role and an address; «семи рабочих дней»."),
    V("clean", "Можно ли в Самаре заплатить наличными?", [OPL], [f"{OPL}#sposoby"],
      "Нет. В России анализы оплачивают картой или по СБП, а наличные не принимают; наличными можно заплатить в "
      "Армении.", note="Самара read as Россия; the other country's rule kept apart; no figure."),
    V("clean", "У меня ДМС, но направления от страховой нет. Придётся платить?", [OPL], [f"{OPL}#dms"],
      "Да: без направления анализы оплачиваются как обычно. Без оплаты по полису ДМС их делают, если у лаборатории "
      "есть договор с вашей страховой компанией и от неё есть направление.",
      note="«Да:» opener; the two conditions restated."),
    V("clean", "У нас 35 сотрудников сдают анализы каждый год. Какую скидку получит компания?", [KOR],
      [f"{KOR}#dogovor"],
      "Договор заключают, если анализы сдают не меньше 20 сотрудников в год, а у вас их 35, так что компания "
      "получит скидку 10 % на все анализы, кроме срочных.",
      note="the reader's count over the bound; the exception kept."),
    V("clean", "Сколько хранятся результаты анализов и образцы для ПЦР?", [DAN], [f"{DAN}#hranenie"],
      "Результаты анализов хранят пять лет, а образцы для ПЦР-анализов — 30 дней.",
      note="«пять лет»; the exception's own figure."),
    V("clean", "Мой личный кабинет заблокировали. Что делать?", [DAN], [f"{DAN}#kabinet"],
      "Позвоните на горячую линию: кабинет разблокируют в течение одного рабочего дня после звонка. Блокируется он "
      "после пяти неверных попыток входа.", note="reordered; «одного», «пяти»."),

    # --- wrong (24)
    V("wrong-case", "Сколько стоит общий анализ крови в Самаре?", [RF], [f"{RF}#krov"],
      "В России общий анализ крови в Самаре стоит 450 ₽.", MC, src="520 ₽ в Самаре",
      note="Казань's 450 ₽ given to Самара."),
    V("wrong-case", "Сколько стоит анализ на свободный Т4 в России?", [RF], [f"{RF}#gormony"],
      "В России анализ на свободный Т4 стоит 560 ₽.", MC, src="на свободный Т4 — 590 ₽",
      note="ТТГ's 560 ₽ given to свободный Т4 (another analysis)."),
    V("wrong-case", "Сколько добавляется к выезду медсестры за городом?", [VY], [f"{VY}#vyezd"],
      "За городом к выезду добавляется 40 ₽ или 150 драм за каждый час пути.", UC, src="за каждый километр",
      note="a per-kilometre charge given per hour (the figures right, the unit wrong)."),
    V("wrong-case", "Когда ответит руководитель службы качества?", [VOZ], [f"{VOZ}#pretenzii"],
      "Анна Мартиросян отвечает в течение 7 календарных дней.", UC, src="в течение 7 рабочих дней",
      note="рабочие дни turned into календарные."),
    V("other-sentence", "За сколько до взятия крови нельзя курить?", [POD], [f"{POD}#natoshchak"],
      "За 8 часов до взятия крови нельзя курить.", MC, src="За 1 час до взятия крови нельзя курить",
      note="the fasting's 8 hours (the first sentence) given to the smoking ban."),
    V("other-sentence", "Какую скидку получает компания по договору?", [KOR], [f"{KOR}#dogovor"],
      "Компания получает скидку 20 % на все анализы, кроме срочных.", MC, src="скидку 10 %",
      note="the 20 employees (the sentence before) given to the discount."),
    V("other-sentence", "При заказе на какую сумму выезд медсестры бесплатный?", [VY], [f"{VY}#vyezd"],
      "При заказе анализов от 1 200 ₽ выезд в пределах города бесплатный, кроме выездов в субботу и воскресенье.", MC,
      src="от 6 000 ₽", note="the visit's price (1 200 ₽, the sentence before) given to the threshold."),
    V("uncited-fragment", "Какая сейчас цена общего анализа крови в Самаре?", [f"{RF}#krov", f"{R30}#krov"],
      [f"{RF}#krov"], "В России общий анализ крови в Самаре стоит 480 ₽.", MC,
      note="the 2030 edition's 480 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит справка для налогового вычета?", [OPL], [],
      "В России справку для налогового вычета готовят бесплатно за 5 рабочих дней после заявления.", NC,
      note="no citation at all: the figure is true but it is in an uncited fragment."),
    V("exception", "Сколько стоит взятие венозной крови?", [RF], [f"{RF}#krov"],
      "В России взятие венозной крови стоит 250 ₽ за визит для всех пациентов, включая маленьких детей.", UC,
      src="кроме детей до 3 лет", note="the exception overridden («включая маленьких детей»)."),
    V("exception", "Сколько дней хранят биоматериал?", [DAN], [f"{DAN}#hranenie"],
      "Любой биоматериал, в том числе образцы для ПЦР, хранят 7 дней после выполнения анализа.", UC,
      src="кроме образцов для ПЦР-анализов", note="the exception (PCR samples, 30 days) overridden."),
    V("condition", "Если результат задержали по вашей вине, вы вернёте деньги?", [SR], [f"{SR}#zaderzhka"],
      "Да, при любой задержке результата по нашей вине мы возвращаем 50 % стоимости этого анализа.", UC,
      src="больше чем на 2 рабочих дня", note="the condition (more than 2 working days) dropped: «при любой задержке»."),
    V("bound", "Детям какого возраста берут кровь на дому?", [VY], [f"{VY}#deti"],
      "Детям кровь на дому берут только до 1 года, в присутствии одного из родителей или законного представителя.",
      UC, src="с 1 года", note="«с 1 года» → «до 1 года»."),
    V("bound", "Чьи результаты выдают родителям?", [DAN], [f"{DAN}#vydacha"],
      "Родителям выдают результаты детей старше 15 лет.", UC, src="детей до 15 лет", note="«до 15» → «старше 15»."),
    V("modality", "Обязательно ли сдавать кортизол утром?", [POD], [f"{POD}#gormony"],
      "Нет, кортизол можно сдавать в любое время дня; утро, с 7:00 до 10:00, — только рекомендация.", UC,
      src="Кортизол сдают утром", note="a rule turned into a recommendation (ТТГ's «в любое время» given to "
      "кортизол)."),
    V("flipped", "Можно ли пить воду перед анализом натощак?", [POD], [f"{POD}#natoshchak"],
      "Нет, перед анализом натощак нельзя пить даже воду.", UC, src="Воду без газа пить можно",
      note="a permission turned into a ban."),
    V("agent", "Кто должен запросить бесплатный повторный анализ?", [VOZ], [f"{VOZ}#povtor"],
      "Повторный анализ в течение 14 дней делают бесплатно по письменному запросу самого пациента.", UC,
      src="по его письменному запросу", note="the requester swapped (лечащий врач → пациент)."),
    V("invented", "Сколько стоят глюкоза, холестерин и креатинин вместе?", [RF], [f"{RF}#krov"],
      "В России каждый биохимический показатель стоит 190 ₽, так что глюкоза, холестерин и креатинин вместе "
      "обойдутся в 570 ₽.", UN, note="a sum the source does not state (570 ₽)."),
    V("invented", "Можно ли оплатить анализы по СБП?", [OPL], [f"{OPL}#sposoby"],
      "Да, в России можно оплатить по СБП, но только через мобильное приложение лаборатории.", UC,
      note="an invented limitation (only through an app), no digit."),
    V("jurisdiction", "Сколько стоит общий анализ крови в Гюмри?", [f"{AM}#krov"], [f"{AM}#krov"],
      "Общий анализ крови в Гюмри стоит 2 500 драм, а взятие венозной крови — 1 000 драм за визит.", NJ,
      src="В Армении общий анализ крови",
      note="an Armenia-only context, the country not named (only «драм» and the city)."),
    V("degenerate", "Сколько стоит чек-ап «Щитовидная железа»?", [RF], [f"{RF}#kompleksy"],
      "В России чек-ап «Щитовидная железа» стоит 1 750 ₽ [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
    V("degenerate", "Когда готов анализ ПЦР?", [SR], [f"{SR}#sroki"],
      "ПЦР-анализы готовы через 3 рабочих дня. ПЦР-анализы готовы через 3 рабочих дня. ПЦР-анализы готовы через 3 "
      "рабочих дня.", DG, note="one correct sentence repeated three times."),
    V("limitations", "Сколько стоит анализ на витамин D?", [RF], [f"{RF}#gormony"],
      "В России анализ на витамин D стоит 1 900 ₽.", UN,
      limitations=["Цены на анализы повышаются на 10 % каждый год."],
      note="a correct answer; `limitations` invents a figure (10 %)."),
    V("limitations", "Можете записать меня на выезд медсестры на завтра?", [VY], [f"{VY}#vremya"],
      "Записаться на следующий день можно до 20:00 накануне, а медсестра приезжает с 7:00 до 11:00.", UM,
      limitations=["Я уже оформил для вас выезд медсестры на завтра."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
