"""The verify cases of unseen4, one V(...) each (EN over the airline corpus, RU over the shop corpus).

V(kind, question, ctx, cites, answer, checks, note, ...):
- ctx: the context's fragments; a bare document id stands for all anchored
  fragments of that document, in corpus order (taken verbatim from the corpora);
- cites: the answer's documentationCitations;
- checks: the check ids expected to fire ([] for a clean case, expected `passed`);
- limitations, facts ([tN] labels), pretty (pretty-printed JSON), fence (```json block).
Order = id order; the first half of each language is dev, the second holdout.
"""
from __future__ import annotations


def V(kind, question, ctx, cites, answer, checks, note, limitations=(), facts=(), pretty=False, fence=False):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "note": f"{kind}: {note}", "limitations": list(limitations),
            "facts": list(facts), "pretty": pretty, "fence": fence}


def fact(label, kind, value, unit, fragment):
    f = {"label": label, "kind": kind, "value": value, "fragmentId": fragment}
    if unit:
        f["unit"] = unit
    return f


UC, MF, UN, FM, NJ = ("unsupported-claim", "misattributed-figure", "unsupported-number", "fact-mismatch",
                      "number-without-jurisdiction")

CR = "cancellations-and-refunds"
CI = "check-in-and-boarding"
BA = "baggage-allowance"
DC = "delays-and-compensation"
PE = "travelling-with-pets"
UM = "unaccompanied-minors"
SA = "special-assistance"
AC = "aurora-club-rules"
UK = "uk-passenger-rights"

EN = [
    # ------------------------------------------------------------------ dev 001-022
    V("clean", "How much is the fee to cancel an Economy Flex ticket on the day of the flight?", [CR],
      [f"{CR}#passenger-cancellation"],
      "If you cancel an Economy Flex ticket less than 24 hours before departure, a fee of 75 EUR applies. "
      "Cancelled at least 24 hours before departure, it is refunded in full.",
      [], "paraphrase, reordered clauses."),
    V("other-sentence", "How old must an escort be, and does the escort pay the full fare?", [SA],
      [f"{SA}#assistance-seating"],
      "An escort must be aged 18 or older. The escort travels at 50 % of the adult fare.",
      [MF, UC], "50 % is the price of an extra seat for medical reasons (another sentence), given to the escort."),
    V("clean", "Can I bring my dog in the cabin?", [PE], [f"{PE}#pets-cabin"],
      "Yes, as long as:\n- the dog and its carrier together weigh no more than 8 kg;\n"
      "- the carrier does not exceed 40 x 30 x 20 cm.\n"
      "The fee is 50 EUR per flight within Europe and 90 EUR per intercontinental flight.",
      [], "bullet list."),
    V("wrong-case", "How much is the unaccompanied minor service on a flight within Europe?", [UM],
      [f"{UM}#um-fee"],
      "The unaccompanied minor service costs 100 EUR per direction on flights within Europe, in addition to the ticket price.",
      [UC], "100 EUR is the intercontinental case of the same sentence (Europe: 60 EUR)."),
    V("uncited-fragment", "How quickly will I get my money back if you cancel my flight? I paid by card.", [CR],
      [f"{CR}#airline-cancellation"],
      "If Aurora Skyways cancels your flight, you can choose a full refund of the ticket price, which is paid back to your card within 7 working days.",
      [MF, UC], "7 working days is only in the uncited refund-times fragment."),
    V("clean", "When does online check-in open and close?", [CI], [f"{CI}#online-check-in"],
      "Online check-in opens 30 hours before departure and closes 1 hour before departure. "
      "It isn't available if you travel with a pet in the cabin, as an unaccompanied minor or if you need a wheelchair; "
      "in those cases you'll need to check in at the airport counter.",
      [], "paraphrase with contractions."),
    V("invented", "What happens if I arrive at the gate late?", [CI], [f"{CI}#boarding"],
      "Passengers who reach the gate after it has closed are not allowed to board. "
      "For a late gate fee of 35 EUR you can still board if the aircraft is at the gate.",
      [UC, UN], "invented late-gate fee, contradicting the source's 'even if the aircraft is still at the gate'."),
    V("clean", "How much compensation do I get if I arrive 3 hours late on a 2,000 km flight?", [DC],
      [f"{DC}#delay-compensation"],
      "For a flight of more than 1,500 km and up to 3,500 km you receive 400 EUR [t1] when you reach your final destination "
      "3 hours or more late, unless the delay was caused by extraordinary circumstances such as severe weather.",
      [], "labelled fact, reader's own numbers.",
      facts=[fact("t1", "money", "400", "EUR", f"{DC}#delay-compensation")]),
    V("flipped", "Can I charge my phone from my power bank during the flight?", [BA], [f"{BA}#prohibited-items"],
      "Yes, you are allowed to use your power bank to charge another device during the flight.",
      [UC], "antonym flip: 'may not … use it to charge another device' → 'allowed'."),
    V("clean", "How long does Aurora Skyways take to pay compensation?", [DC], [f"{DC}#delay-claims"],
      "Aurora Skyways answers a claim within 30 days. If it is approved, the compensation is paid by bank transfer within "
      "14 days of approval, or you can accept a travel voucher worth 130 % of the amount instead.",
      [], "paraphrase of two coordinated clauses."),
    V("agent", "Who pays for a new ticket if I miss a connection booked on a separate ticket?", [DC],
      [f"{DC}#missed-connections"],
      "If you miss a connection booked on a separate ticket, Aurora Skyways pays for your new ticket.",
      [UC], "actor swapped: the passenger bears the cost."),
    V("clean", "Are pugs allowed in the hold?", [PE], [f"{PE}#pets-hold"],
      "No. Snub-nosed breeds such as pugs, bulldogs and Persian cats are not accepted in the hold at any time of the year.",
      [], "'No.' then the rule."),
    V("exception", "Will the airline pay for a hotel if my flight is delayed until the next day?", [DC],
      [f"{DC}#delay-care"],
      "Yes. Whenever the new departure time is on the next day, Aurora Skyways provides a hotel room and transport "
      "between the airport and the hotel.",
      [UC], "weather / ATC-strike exception at the home airport dropped ('whenever')."),
    V("condition", "I want to cancel my Economy Flex ticket 3 hours before the flight. Will I get a full refund?", [CR],
      [f"{CR}#passenger-cancellation"],
      "Yes, Economy Flex tickets are refunded in full.",
      [UC], "condition 'if cancelled at least 24 hours before departure' dropped; the asked case pays 75 EUR."),
    V("clean", "What is the maximum size and weight of a checked bag?", [BA], [f"{BA}#checked-baggage"],
      "No single checked bag may weigh more than 32 kg or exceed 158 cm in total dimensions (length + width + height). "
      "I hope this helps!",
      [], "polite closing."),
    V("unit", "How long do refunds to a card take?", [CR], [f"{CR}#refund-times"],
      "Refunds for card payments are made to your card within 7 calendar days.",
      [UC], "working days → calendar days, no label."),
    V("clean", "How many flights do I need for Silver status?", [AC], [f"{AC}#tiers"],
      "You need 30 flights within one calendar year for Silver status, or alternatively 25,000 tier points.",
      [], "reordered."),
    V("limitations", "How much does the unaccompanied minor service cost within Europe?", [UM], [f"{UM}#um-fee"],
      "The service costs 60 EUR per direction on flights within Europe, on top of the ticket price.",
      [UC, UN], "invented limitation with a figure (16) the context does not hold.",
      limitations=["The fee is refunded if the child travels with a sibling aged 16 or older."]),
    V("jurisdiction", "How much compensation do I get for a 3-hour delay on a 3,000 km flight from Edinburgh?", [UK],
      [f"{UK}#uk-compensation"],
      "For a flight of more than 1,500 km and up to 3,500 km, the compensation is 350 GBP.",
      [NJ], "GB fragments; the answer gives an amount without naming the United Kingdom."),
    V("clean", "My flight from London was overbooked and I was denied boarding. What do I get?", [UK],
      [f"{UK}#uk-denied-boarding"],
      "On flights from the United Kingdom, passengers denied boarding against their will receive the amounts due for a delay "
      "of 3 hours or more, paid within 7 days, and a seat on the next available flight.",
      [], "jurisdiction named."),
    V("other-sentence", "How early do I have to drop my bags if I checked in online?", [CI], [f"{CI}#airport-check-in"],
      "If you checked in online, you must drop your bags no later than 3 hours before departure.",
      [MF, UC], "3 hours is when counters open (another sentence); bag drop is 45 / 60 minutes."),
    V("exception", "What happens if my cabin bag doesn't fit the sizer at the gate? I'm flying Business.", [BA],
      [f"{BA}#cabin-baggage"],
      "Cabin bags that do not fit the sizer at the gate are placed in the hold for a fee of 60 EUR, and this applies to all passengers.",
      [UC], "Business exception (free of charge) generalised away."),
    # ------------------------------------------------------------------ holdout 023-044
    V("clean", "What is the check-in deadline at the airport for flights within Europe?", [CI], [f"{CI}#airport-check-in"],
      "For flights within Europe, check-in counters close 45 minutes before departure (they open 3 hours before). "
      "If you checked in online and have a bag, you must drop it no later than 45 minutes before departure.",
      [], "pretty-printed JSON, parenthesis.", pretty=True),
    V("wrong-case", "How many checked bags do Economy Flex passengers get, and how heavy can they be?", [BA],
      [f"{BA}#checked-baggage"],
      "Economy Flex fares include two checked bags of up to 32 kg each.",
      [UC], "32 kg is the Business case of the same sentence (Flex: 23 kg)."),
    V("clean", "Can my 13-year-old fly alone?", [UM], [f"{UM}#um-ages"],
      "Yes. Children aged 12 to 15 may travel alone, or you can request the unaccompanied minor service for them if you prefer.",
      [], "fenced JSON, the reader's own number.", fence=True),
    V("uncited-fragment", "How much does it cost to bring my dog in the cabin, and how far ahead do I need to book?", [PE],
      [f"{PE}#pets-cabin"],
      "The fee is 50 EUR per flight within Europe and 90 EUR per intercontinental flight. "
      "Every pet must be booked at least 48 hours before departure.",
      [MF, UC], "second sentence (true) is only in the uncited pets-hold fragment."),
    V("clean", "What do I get if my flight is cancelled less than 14 days before departure?", [CR],
      [f"{CR}#airline-cancellation"],
      "You receive compensation as for a delay of 3 hours, unless you are offered a replacement flight that departs no more "
      "than 1 hour earlier and arrives no more than 2 hours later than the original one. You can also choose a full refund, "
      "the next available flight at no cost, or a later date of your choice within 12 months.",
      [], "reordered: compensation first, choices second."),
    V("invented", "How long is my Aurora Club status valid?", [AC], [f"{AC}#tiers"],
      "A status is valid until the end of the calendar year after the year in which it was earned. "
      "Gold members can extend their status by one more year by buying a status pass for 99 EUR.",
      [UC, UN], "invented status pass with a price."),
    V("flipped", "Can I change the name on my ticket?", [CR], [f"{CR}#no-show"],
      "Yes, name changes are allowed on every fare, and a spelling correction of up to 3 letters is free of charge.",
      [UC], "negation flipped ('not allowed on any fare')."),
    V("clean", "Which mobility aids are carried for free?", [SA], [f"{SA}#mobility-aids"],
      "1. Up to 2 mobility aids per passenger, wheelchairs included, are carried free of charge on top of the baggage allowance.\n"
      "2. Electric wheelchairs must be declared at least 48 hours before departure.\n"
      "3. Wheelchairs weighing more than 100 kg must be declared at least 72 hours before departure.",
      [], "numbered list."),
    V("agent", "Who has to stay at the airport until an unaccompanied child's flight departs?", [UM], [f"{UM}#um-airport"],
      "An Aurora Skyways agent stays with the child at the airport until the flight has departed, so the person who brings "
      "the child can leave after check-in.",
      [UC], "actor swapped: the person who brings the child must stay."),
    V("clean", "My flight was 5 hours late because of a storm. Do I get compensation?", [DC], [f"{DC}#delay-compensation"],
      "Probably not: no compensation is due when the delay is caused by extraordinary circumstances such as severe weather.",
      [], "brief hedge."),
    V("exception", "Can I cancel my ticket for free within 24 hours of buying it?", [CR], [f"{CR}#passenger-cancellation"],
      "Yes. Any booking can be cancelled free of charge within 24 hours of purchase, whatever the fare and whenever the flight departs.",
      [UC], "exception 'flight departs within 7 days of the booking' talked away."),
    V("condition", "If I ask for wheelchair assistance the day before my flight, will I get it?", [SA],
      [f"{SA}#assistance-request"],
      "Yes, assistance at the airport and on board is free of charge and will be provided.",
      [UC], "condition dropped: requests later than 48 hours before departure cannot be guaranteed."),
    V("clean", "Can I put spare lithium batteries in my checked bag?", [BA], [f"{BA}#prohibited-items"],
      "No — spare lithium batteries and power banks may only be carried in cabin baggage; they are prohibited in checked baggage.",
      [], "dash, 'may only'."),
    V("unit", "Within what time are refunds made for bank transfers?", [CR], [f"{CR}#refund-times"],
      "Refunds for bank transfers are made within 20 calendar days [t1].",
      [FM], "working days → calendar days on a labelled duration.",
      facts=[fact("t1", "duration", "20", "working days", f"{CR}#refund-times")]),
    V("clean", "If I cancel an award ticket, how long until I get my points back?", [CR], [f"{CR}#refund-times"],
      "For a ticket paid with Aurora Club points, the points go back to your account within 3 days; "
      "the taxes you paid in money are refunded as for a card payment.",
      [], "paraphrase."),
    V("limitations", "When does boarding start?", [CI], [f"{CI}#boarding"],
      "Boarding starts 40 minutes before departure, and the gate closes 20 minutes before departure.",
      [UC], "invented limitation: Silver members do not board first (Gold do).",
      limitations=["Aurora Club Silver members also board first."]),
    V("jurisdiction", "How long can Aurora Skyways take over my complaint about a flight from Glasgow before I can go to the ADR body?",
      [UK], [f"{UK}#uk-compensation"],
      "If your complaint has not been resolved within 8 weeks, you can refer it to the approved alternative dispute resolution body.",
      [NJ], "GB fragments; a duration without naming the United Kingdom."),
    V("clean", "How heavy can a pet in the hold be?", [PE], [f"{PE}#pets-hold"],
      "Together with its container, a pet travelling in the heated hold may weigh up to 75 kg, and the fee is 120 EUR per flight.",
      [], "paraphrase."),
    V("wrong-case", "How long before an intercontinental flight do check-in counters close?", [CI], [f"{CI}#airport-check-in"],
      "For intercontinental flights, check-in counters close 45 minutes before departure.",
      [UC], "45 minutes is the Europe case of the same sentence (intercontinental: 60)."),
    V("other-sentence", "After how long do my Aurora Club points expire?", [AC], [f"{AC}#points-expiry"],
      "Your points expire 24 months after the end of the month in which they were earned.",
      [MF, UC], "24 months is the inactivity period after which an account is closed (another sentence); expiry is 36."),
    V("invented", "Do I get anything if my flight is delayed by 3 hours?", [DC], [f"{DC}#delay-care"],
      "Yes: with a delay of 2 hours or more you get a meal voucher of 15 EUR per person at the departure airport. "
      "You can also use the airport lounge free of charge while you wait.",
      [UC], "invented sentence without a figure."),
    V("clean", "If I cancel a Business ticket, is there a fee?", [CR], [f"{CR}#passenger-cancellation"],
      "No, Business tickets are refundable at any time before departure without a fee. Let me know if you need anything else!",
      [], "polite closing."),
]


DO = "dostavka"
KZ = "dostavka-kazahstan"
SV = "samovyvoz"
VZ = "vozvrat-i-obmen"
GA = "garantiya-i-servis"
RA = "rassrochka"
BO = "bonusnaya-programma"
PD = "personalnye-dannye"
PR = "pretenzii"

RU = [
    # ------------------------------------------------------------------ dev 001-022
    V("clean", "Сколько стоит доставка, если заказ на 4000 рублей?", [DO], [f"{DO}#kurerskaya-dostavka"],
      "Для заказа дешевле 5000 рублей курьерская доставка стоит 390 рублей; бесплатно доставляются заказы от 5000 рублей.",
      [], "перефраз, число вопроса."),
    V("other-sentence", "Когда удалят мои данные после удаления учётной записи?", [PD], [f"{PD}#sroki-hraneniya"],
      "После удаления учётной записи ваши данные, кроме данных о заказах, удаляются в течение 6 месяцев.",
      [MF, UC], "6 месяцев — срок хранения записей звонков (другое предложение); удаление — 30 дней."),
    V("clean", "Можно ли вернуть подарочную карту?", [VZ], [f"{VZ}#vozvrat-nadlezhashchego"],
      "Нет, подарочные карты, как и программное обеспечение, возврату не подлежат.",
      [], "«Нет», перестановка."),
    V("wrong-case", "Какой гарантийный срок на зарядное устройство?", [GA], [f"{GA}#garantiynyy-srok"],
      "На зарядные устройства гарантийный срок составляет 12 месяцев.",
      [UC], "12 месяцев — общий случай той же фразы (зарядные устройства — 6)."),
    V("uncited-fragment", "Сколько стоит доставка холодильника?", [DO], [f"{DO}#kurerskaya-dostavka"],
      "Доставка холодильника стоит 990 рублей в пределах города.",
      [MF, UC], "фраза из непроцитированного фрагмента о крупногабаритной технике."),
    V("clean", "Какие товары нельзя вернуть?", [VZ], [f"{VZ}#vozvrat-nadlezhashchego"],
      "Возврату не подлежат:\n- наушники-вкладыши (кроме наушников в невскрытой заводской упаковке);\n"
      "- программное обеспечение;\n- подарочные карты.",
      [], "список, исключение сохранено."),
    V("invented", "Можно ли вернуть активированный смартфон?", [VZ], [f"{VZ}#vozvrat-nadlezhashchego"],
      "Да, активированное устройство можно вернуть в течение 7 дней. При этом магазин удерживает 5 % стоимости за активацию.",
      [UC, UN], "выдуманное удержание с процентом."),
    V("clean", "Сколько стоит рассрочка на 24 месяца?", [RA], [f"{RA}#usloviya-rassrochki"],
      "Рассрочка на 24 месяца оформляется с переплатой 9 % [t1] от суммы покупки; на 6 и 12 месяцев переплаты нет.",
      [], "метка факта, сочинённые случаи сохранены.",
      facts=[fact("t1", "percent", "9", None, f"{RA}#usloviya-rassrochki")]),
    V("flipped", "Можно ли оплатить доставку бонусами?", [BO], [f"{BO}#spisanie"],
      "Да, бонусами можно оплатить доставку, но не более 30 % её стоимости.",
      [UC], "«нельзя» → «можно» (антоним)."),
    V("clean", "Когда становятся доступны бонусы за покупку?", [BO], [f"{BO}#nachislenie"],
      "Доступными начисленные бонусы становятся через 14 дней после того, как вы получили заказ.",
      [], "порядок слов, падежи."),
    V("agent", "Кто возвращает уже внесённые платежи, если я вернул товар, купленный в рассрочку?", [RA],
      [f"{RA}#dosrochnoe-pogashenie"],
      "Уже внесённые платежи вам вернёт магазин, а банк закроет рассрочку в течение 5 рабочих дней.",
      [UC], "субъект подменён: платежи возвращает банк."),
    V("clean", "Хранит ли магазин данные моей карты?", [PD], [f"{PD}#sostav-dannyh"],
      "Нет, данные банковских карт магазин не хранит — платежи обрабатывает платёжный провайдер.",
      [], "«Нет», тире."),
    V("exception", "Я распаковал телевизор через час после ухода курьера и нашёл трещину на экране. Примут претензию?", [DO],
      [f"{DO}#priemka-zakaza"],
      "Нет, претензии к внешнему виду после ухода курьера не принимаются ни в каком случае.",
      [UC], "исключение о скрытых повреждениях в течение 24 часов отброшено."),
    V("condition", "Может ли моя жена забрать мой заказ в пункте выдачи?", [SV], [f"{SV}#poluchenie"],
      "Да, заказ может получить другой человек — ему достаточно назвать код из SMS.",
      [UC], "условие «если покупатель указал его имя при оформлении» (и паспорт) отброшено."),
    V("clean", "Сколько стоит подъём стиральной машины на 4 этаж без лифта?", [DO], [f"{DO}#krupnogabaritnaya-tehnika"],
      "Без лифта подъём стоит 150 рублей за каждый этаж начиная со второго, а на лифте — бесплатно. "
      "Обращайтесь, если будут ещё вопросы!",
      [], "вежливое завершение, без вычисления суммы."),
    V("unit", "За сколько дней банк закрывает рассрочку после возврата товара?", [RA], [f"{RA}#dosrochnoe-pogashenie"],
      "После возврата товара банк закрывает рассрочку в течение 5 календарных дней.",
      [UC], "рабочие дни → календарные, без метки."),
    V("clean", "На какие покупки не начисляются бонусы?", [BO], [f"{BO}#nachislenie"],
      "Бонусы не начисляются на покупки в рассрочку, на подарочные карты и на товары из раздела «Уценка».",
      [], "дословный перечень."),
    V("limitations", "Сколько бонусов можно списать за покупку?", [BO], [f"{BO}#spisanie"],
      "Бонусами можно оплатить до 30 % стоимости покупки, 1 бонус равен 1 рублю.",
      [UC, UN], "выдуманное ограничение с суммой.",
      limitations=["Списать бонусы можно только при покупке дороже 1000 рублей."]),
    V("jurisdiction", "Сколько стоит доставка заказа на 20 000 рублей в Алматы?", [KZ], [f"{KZ}#dostavka-kz"],
      "Доставка заказа дешевле 30 000 рублей стоит 1490 рублей.",
      [NJ], "фрагменты KZ; сумма без упоминания Казахстана."),
    V("clean", "Кто платит пошлину при доставке в Казахстан?", [KZ], [f"{KZ}#dostavka-kz"],
      "Если посылка стоит больше 200 евро, ввозную пошлину и НДС Казахстана оплачивает покупатель при получении.",
      [], "юрисдикция названа, перестановка."),
    V("other-sentence", "Сколько действуют бонусы?", [BO], [f"{BO}#sgoranie"],
      "Бонусы действуют 30 дней со дня начисления.",
      [MF, UC], "30 дней — срок приветственных бонусов (другое предложение); бонусы действуют 12 месяцев."),
    V("exception", "Сколько стоит доставка телевизора 65 дюймов за 60 000 рублей?", [DO], [f"{DO}#krupnogabaritnaya-tehnika"],
      "Доставка такого телевизора стоит 990 рублей в пределах города.",
      [UC], "исключение «кроме заказов от 50 000 рублей» проигнорировано для заказа на 60 000."),
    # ------------------------------------------------------------------ holdout 023-044
    V("clean", "Сколько дней хранится заказ в пункте выдачи?", [SV], [f"{SV}#punkty-vydachi"],
      "Заказ хранится в пункте выдачи 5 дней. По вашей просьбе срок можно один раз продлить ещё на 3 дня.",
      [], "JSON с отступами.", pretty=True),
    V("wrong-case", "На сколько лет продлевает гарантию сертификат за 15 %?", [GA], [f"{GA}#dopolnitelnaya-garantiya"],
      "Сертификат стоимостью 15 % от цены товара продлевает гарантийный срок на 3 года.",
      [UC], "«соответственно» прочитано неверно: 15 % — 2 года."),
    V("clean", "Можно ли обменять товар на другой цвет?", [VZ], [f"{VZ}#obmen"],
      "Да, в течение 14 дней товар надлежащего качества можно обменять на аналогичный другого цвета, размера или "
      "комплектации в любом магазине сети.",
      [], "блок ```json.", fence=True),
    V("uncited-fragment", "Сколько ждать проверку качества, если ноутбук сломался через месяц?", [VZ], [f"{VZ}#vozvrat-deneg"],
      "По истечении 15 дней технически сложный товар возвращается только после проверки качества, которая занимает до 20 дней.",
      [MF, UC], "верная фраза, но из непроцитированного фрагмента о товаре с недостатками."),
    V("clean", "Как быстро банк рассматривает заявку на рассрочку?", [RA], [f"{RA}#kto-mozhet-oformit"],
      "Решение банк принимает в течение 15 минут, а одобрение действует 5 дней. Повлиять на решение банка магазин не может.",
      [], "перефраз, порядок слов."),
    V("invented", "Как получить уровень «Платина»?", [BO], [f"{BO}#platina"],
      "Уровень «Платина» присваивается, если сумма ваших покупок за последние 12 месяцев превышает 150 000 рублей. "
      "Чтобы сохранить уровень, нужно совершать не менее 4 покупок в квартал.",
      [UC, UN], "выдуманное условие сохранения уровня."),
    V("flipped", "Нужно ли согласие на сервисные сообщения о заказе?", [PD], [f"{PD}#rassylki"],
      "Да, сервисные сообщения о статусе заказа, как и рекламные рассылки, отправляются только с вашего согласия.",
      [UC], "«без отдельного согласия» → «только с согласия»."),
    V("clean", "Какие условия у рассрочки?", [RA], [f"{RA}#usloviya-rassrochki"],
      "1. Срок — 6, 12 или 24 месяца.\n2. Сумма заказа — от 10 000 до 300 000 рублей.\n"
      "3. На 6 и 12 месяцев переплаты нет, на 24 месяца переплата составляет 9 %.\n"
      "4. Первоначальный взнос не нужен, кроме товаров из раздела «Уценка» (20 %).",
      [], "нумерованный список."),
    V("agent", "Кто везёт в ремонт тяжёлую технику?", [GA], [f"{GA}#dostavka-v-servis"],
      "Товар весом более 5 кг покупатель сам привозит в сервисный центр, а магазин возвращает его после ремонта.",
      [UC], "субъект подменён: товар тяжелее 5 кг забирает магазин."),
    V("clean", "Если ремонт моего холодильника затянется больше чем на 45 дней, что я могу сделать?", [GA],
      [f"{GA}#garantiynyy-remont"],
      "Скорее всего, вы сможете вернуть деньги: если ремонт длится дольше 45 дней, покупатель вправе потребовать их возврата.",
      [], "оговорка «скорее всего»."),
    V("exception", "Дадут ли мне подменный холодильник на время ремонта?", [GA], [f"{GA}#garantiynyy-remont"],
      "Да, на время ремонта холодильника магазин в любом случае бесплатно предоставит подменный товар в течение 3 дней.",
      [UC], "«за исключением случаев, когда такого товара нет в подменном фонде» отброшено («в любом случае»)."),
    V("condition", "Можно ли вернуть ноутбук через 10 дней после получения, если он мне не подошёл?", [VZ],
      [f"{VZ}#vozvrat-nadlezhashchego"],
      "Да, ноутбук можно вернуть в течение 14 дней после получения.",
      [UC], "условие «только если не был активирован» отброшено."),
    V("clean", "Когда сгорают бонусы?", [BO], [f"{BO}#sgoranie"],
      "Обычные бонусы действуют 12 месяцев со дня начисления. Приветственные 500 бонусов сгорают через 30 дней, если их не потратить.",
      [], "перефраз."),
    V("unit", "В какой срок магазин отвечает на запрос об удалении моих данных?", [PD], [f"{PD}#prava-pokupatelya"],
      "Магазин отвечает на такой запрос в течение 10 календарных дней [t1].",
      [FM], "рабочие → календарные дни на метке.",
      facts=[fact("t1", "duration", "10", "рабочих дней", f"{PD}#prava-pokupatelya")]),
    V("clean", "Как долго хранятся записи звонков в поддержку?", [PD], [f"{PD}#sroki-hraneniya"],
      "Записи звонков в службу поддержки хранятся 6 месяцев, а данные о заказах — 5 лет после последнего заказа.",
      [], "сочинённые случаи сохранены."),
    V("limitations", "Сколько стоит доставка в день заказа?", [DO], [f"{DO}#kurerskaya-dostavka"],
      "Доставка в день заказа стоит 590 рублей независимо от суммы заказа; она возможна только в Москве и Санкт-Петербурге "
      "при оформлении до 14:00.",
      [UC], "выдуманное ограничение про «Платину».",
      limitations=["Для участников уровня «Платина» доставка в день заказа бесплатна."]),
    V("jurisdiction", "Сколько дней есть на возврат товара, доставленного в Шымкент?", [KZ], [f"{KZ}#vozvrat-kz"],
      "Товар можно вернуть через пункт выдачи партнёра в течение 14 дней после получения.",
      [NJ], "фрагменты KZ; срок без упоминания Казахстана."),
    V("clean", "Что делать, если при распаковке я нашёл скрытое повреждение?", [DO], [f"{DO}#priemka-zakaza"],
      "Претензию о скрытых повреждениях, обнаруженных при распаковке, примут, если вы заявите о них в течение 24 часов "
      "после получения. Остальные претензии к внешнему виду после ухода курьера не принимаются.",
      [], "исключение и правило, перефраз."),
    V("wrong-case", "Сколько времени заказ идёт в пункт выдачи в город, где нет склада?", [SV], [f"{SV}#punkty-vydachi"],
      "В городах без склада заказ поступает в пункт выдачи через 1–2 дня.",
      [UC], "1–2 дня — города со складом (та же фраза); без склада — 3–5."),
    V("other-sentence", "В какой срок заменят товар с недостатком, если проверка качества не нужна?", [PR],
      [f"{PR}#sroki-rassmotreniya"],
      "Товар с недостатком заменят в течение 10 дней.",
      [MF, UC], "10 дней — срок рассмотрения претензии (другое предложение); замена — 7 дней."),
    V("invented", "Что входит в доставку крупногабаритной техники?", [DO], [f"{DO}#krupnogabaritnaya-tehnika"],
      "Крупногабаритную технику доставляет отдельная служба в течение 1–3 дней. "
      "Её сотрудники также бесплатно распакуют технику и вынесут упаковку.",
      [UC], "выдуманная фраза без числа."),
    V("clean", "Какую компенсацию я получу, если заказ привезли на 2 дня позже?", [PR], [f"{PR}#kompensaciya-zaderzhki"],
      "Если заказ доставлен позже обещанного срока больше чем на 1 день, по претензии вы получите 500 бонусов за каждый день "
      "задержки, но не более 3000 бонусов за заказ. Надеюсь, это поможет!",
      [], "вежливое завершение."),
]
