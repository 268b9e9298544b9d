"""Labelled verify cases of unseen27 (the source of verify_cases.jsonl; build_unseen27.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them;
the wrong ones carry one fault each, and every figure of a wrong answer occurs somewhere in its
context (a checker that only asks "does this number occur in the material?" passes all of them).
The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed before the first
case was written.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UM = ["unperformed-mutation"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


TUK, TUK26, TIE, SEA = "tariffs-uk", "tariffs-uk-2026", "tariffs-ireland", "season-tickets"
PEN, APP, EV, ACC = "penalty-charges", "appeals", "ev-charging", "accessible-parking"
TWO, LIM, LOST, PRE, SEC = "motorcycles-bicycles", "vehicle-limits", "lost-tickets", "prebooking-refunds", "security-overnight"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "What are the parking prices at Leeds Dock?", [TUK], [f"{TUK}#hourly"],
      "In the United Kingdom, Leeds Dock charges:\n- up to 1 hour: £3.50\n- up to 3 hours: £7\n- up to 24 hours: £18\n"
      "Each further 24 hours costs another £18.", note="a list; jurisdiction named."),
    V("clean", "What's the overnight rate in Manchester, and what are the hours?", [TUK], [f"{TUK}#overnight"],
      "In the UK the flat overnight rate is £6, for a vehicle that comes in after 18:00 and leaves before 08:00 the "
      "next morning. If you are still there after 08:00, you pay the hourly tariff from when you entered.",
      note="'the UK'; reordered clauses."),
    V("clean", "Did the hourly prices go up compared with 2026?", [f"{TUK}#hourly", f"{TUK26}#hourly"],
      [f"{TUK}#hourly", f"{TUK26}#hourly"],
      "Yes. In the United Kingdom an hour now costs £3.50, up from £3 in 2026, and 24 hours costs £18 instead of £16.",
      note="current and historical editions, both cited."),
    V("clean", "Can I pay with cash in Dublin?", [TIE], [f"{TIE}#hourly"],
      "No. In Ireland payment is by card or phone only - the machines there don't take cash.",
      note="'No' from a prohibition; no figure."),
    V("clean", "Overnight in Cork - how much?", [TIE], [f"{TIE}#overnight"],
      "In Ireland it's a flat €7 overnight, as long as you arrive after 19:00 and leave before 07:00 the next morning.",
      note="'as long as' for the rule's condition."),
    V("clean", "How much is a monthly pass in Dublin?", [SEA], [f"{SEA}#prices"],
      "A monthly season ticket costs €175 in Ireland (in the United Kingdom it is £160). It is valid in one named car "
      "park, at any time of day.", note="customer's 'pass'; both countries kept with their values."),
    V("clean", "Can I use my season ticket at both your Leeds and Manchester car parks?", [SEA], [f"{SEA}#prices"],
      "No. A season ticket is valid in one named car park only, although you can use it there at any time of day.",
      note="'No' from 'only'."),
    V("clean", "My sister wants to take over my season ticket, is that possible?", [SEA], [f"{SEA}#vehicle-change"],
      "No - a season ticket can't be transferred to another person. What you can do is change the registration "
      "number on it, free of charge, up to 2 times a year in your online account.", note="two sentences, reordered."),
    V("clean", "I want to cancel my annual season ticket in Ireland early. Do I get anything back?", [SEA],
      [f"{SEA}#cancel"],
      "Yes. In Ireland an annual season ticket cancelled early is refunded for the unused full months, minus an "
      "administration fee of €30.", note="the asked country's fee of a two-country sentence."),
    V("clean", "How long after my time runs out before I get a ticket?", [PEN], [f"{PEN}#when"],
      "There is a 10-minute grace period after your paid time ends before a parking charge notice is issued.",
      note="customer's 'ticket' for notice."),
    V("clean", "I got a parking charge notice in Ireland. How much is it?", [PEN], [f"{PEN}#amounts"],
      "In Ireland a parking charge notice is €80, reduced to €40 if you pay it within 14 days of the date of issue.",
      note="the asked country's values."),
    V("clean", "Can I pay the notice at the machine on my way out?", [PEN], [f"{PEN}#paying"],
      "No. A notice can't be paid at the car park's machines - pay it online or by phone instead.",
      note="'No' from a denial; instruction."),
    V("clean", "What happens if I just ignore the notice?", [PEN], [f"{PEN}#paying"],
      "If the notice is still unpaid 56 days after the date of issue, it is passed to a debt collection agency.",
      note="faithful."),
    V("clean", "I want to appeal. What should I send?", [APP], [f"{APP}#how"],
      "You can appeal online within 28 days of the date of issue. Include the notice number and any evidence you "
      "have - for example your pay-and-display ticket, a receipt or photographs.", note="'for example'."),
    V("clean", "If my appeal fails, do I lose the lower amount?", [APP], [f"{APP}#during"],
      "No. The reduced amount stays available while the appeal is considered, and if it is rejected you have "
      "another 14 days from the date of the decision to pay it.", note="'No' from a grant; passive."),
    V("clean", "Is the independent decision final for me?", [APP], [f"{APP}#independent"],
      "No. The independent decision is binding on the car park operator, but not on you.",
      note="'us' restated as 'the car park operator'."),
    V("clean", "How long can I stay in an EV bay?", [EV], [f"{EV}#use"],
      "Up to 4 hours, and only while your electric or plug-in hybrid vehicle is connected and charging; parking "
      "there without charging gets a parking charge notice.", note="'only while' from 'that are connected'."),
    V("clean", "What does charging cost in the UK?", [EV], [f"{EV}#prices"],
      "In the United Kingdom charging costs 45p per kWh, on top of the normal parking tariff.",
      note="the asked country's price."),
    V("clean", "What if I leave the car plugged in after it's full, in Ireland?", [EV], [f"{EV}#prices"],
      "In Ireland, if your vehicle stays connected more than 30 minutes after charging has finished, you pay an "
      "idle fee of €12 per hour.", note="reordered condition."),
    V("clean", "I have a disabled parking card in Cork. What do I pay?", [ACC], [f"{ACC}#badge"],
      "In Ireland, holders of a disabled parking card pay half the normal tariff for the whole stay. Keep the card "
      "displayed face up on the dashboard throughout.", note="instruction from a duty."),
    V("clean", "I'm a blue badge holder parking in Leeds for 5 hours. Is it all free?", [ACC], [f"{ACC}#badge"],
      "No. In the UK Blue Badge holders park free for the first 3 hours; after that the normal tariff applies.",
      note="the reader's 5 hours over the 3-hour bound."),
    V("clean", "Can I use the wide disabled bays without a badge if it's quick?", [ACC], [f"{ACC}#bays"],
      "No. Only vehicles displaying a valid badge or card may use the accessible bays; any other vehicle receives a "
      "parking charge notice.", note="'No' from 'only'."),
    V("clean", "I ride a scooter. Where do I park and what do I pay in the UK?", [TWO], [f"{TWO}#motorcycles"],
      "Scooters park in the marked motorcycle bays for a flat £2 a day in the United Kingdom. If you park in a car "
      "bay instead, you pay the car tariff.", note="scooter named by the source; conditional restated."),
    V("clean", "Can I leave my bike in the rack for over a week?", [TWO], [f"{TWO}#bicycles"],
      "No. The cycle racks on level 0 are free for up to 24 hours, and bicycles left longer than 7 days are removed.",
      note="'bike' / 'week' of the reader; 7 days from the source."),
    V("clean", "My car is 1.9 m tall, but with the roof box it is 2.05 m. Can I get into Manchester Piccadilly?", [LIM],
      [f"{LIM}#height"],
      "No. The height limit at Manchester Piccadilly is 2.0 metres, and roof boxes count towards the height, so at "
      "2.05 m you are over it.", note="the reader's 2.05 placed over the limit."),
    V("clean", "We have an LPG car - can we use the underground levels?", [LIM], [f"{LIM}#lpg"],
      "No. Vehicles running on LPG may park only on the ground floor and the open roof levels, never on underground "
      "levels.", note="faithful."),
    V("clean", "Lost my ticket but I only came in 2 hours ago. Do I pay for the whole day?", [LOST], [f"{LOST}#lost"],
      "Not necessarily. You would normally pay the 24-hour tariff, but if the control room can find your time of "
      "entry from the number-plate camera, you pay only for the time you parked.", note="exception kept."),
    V("clean", "I booked parking for Saturday at 10:00. Can I move it to 14:00 the same day?", [PRE], [f"{PRE}#change"],
      "Yes, once and free of charge, as long as you change it no later than 2 hours before your booked arrival time.",
      note="'no later than' for 'up to'."),
    V("clean", "I paid twice at the machine by mistake. Can I get it back?", [PRE], [f"{PRE}#refunds"],
      "Yes. An overpayment at a pay machine is refunded if you claim it within 30 days and have the receipt.",
      note="fenced JSON; condition kept.", fence=True),
    V("clean", "Is the car park open at 3 am?", [SEC], [f"{SEC}#hours"],
      "Yes, for vehicles the car parks are open 24 hours a day. Between 23:00 and 06:00 the pedestrian doors are "
      "locked, but you can open them with your parking ticket or through the intercom.",
      note="pretty-printed JSON.", pretty=True),

    # --- wrong (20)
    V("other-sentence", "How long do I have to pay the reduced amount after my appeal is turned down?", [APP],
      [f"{APP}#during"],
      "If your appeal is rejected, you have another 21 days from the date of our decision to pay the reduced amount.",
      MC, src="another 14 days", note="21 days is the reply time of the next sentence."),
    V("other-sentence", "How long after the date of issue is an unpaid notice passed to debt collectors?", [PEN],
      [f"{PEN}#amounts", f"{PEN}#paying"],
      "A notice that is still unpaid 14 days after the date of issue is passed to a debt collection agency.",
      MC, src="56 days", note="14 days is the reduced-amount window of the other cited fragment."),
    V("wrong-case", "How much is a parking charge notice in the UK?", [PEN], [f"{PEN}#amounts"],
      "In the United Kingdom a parking charge notice is £80, reduced to £60 if it is paid within 14 days of the date "
      "of issue.", MC, src="£100", note="Ireland's 80 given to the UK (with the pound)."),
    V("wrong-case", "How much is a monthly season ticket in the UK?", [SEA], [f"{SEA}#prices"],
      "A monthly season ticket costs £1,600 in the United Kingdom, valid in one named car park at any time of day.",
      MC, src="£160", note="the annual price given to the monthly ticket."),
    V("wrong-case", "What's the admin fee for cancelling an annual season ticket in Ireland?", [SEA], [f"{SEA}#cancel"],
      "In Ireland the administration fee is £30, taken off the refund for the unused full months.",
      MC, src="€30", note="currency swapped: €30 written £30."),
    V("uncited-fragment", "What does 24 hours cost at Leeds Dock now?", [f"{TUK}#hourly", f"{TUK26}#hourly"],
      [f"{TUK}#hourly"], "In the United Kingdom, 24 hours at Leeds Dock costs £16.", MC,
      note="the 2026 edition's £16 stated as current."),
    V("uncited-fragment", "What are the overnight hours in Manchester?", [f"{TUK}#overnight", f"{TIE}#overnight"],
      [f"{TUK}#overnight"],
      "In the UK the flat overnight rate of £6 applies if you enter after 19:00 and leave before 07:00.", MC,
      note="Ireland's 19:00-07:00 said of the UK."),
    V("invented", "Can a plug-in hybrid use the charging bays?", [EV], [f"{EV}#use"],
      "Yes. Plug-in hybrid vehicles may use the charging bays, but they must be registered in your online account "
      "first.", UC, note="an invented registration condition sharing words with the source."),
    V("invented", "Can you cancel my booking for tomorrow?", [PRE], [f"{PRE}#cancel"],
      "I have cancelled your booking, and your full refund has been issued to your card.", UM,
      note="a claimed action."),
    V("limitations", "How do I pay for parking in Manchester?", [TUK], [f"{TUK}#hourly"],
      "In the United Kingdom you pay at the machine or by card at the exit barrier before you leave.", UC,
      limitations=["Payment by phone is not accepted at Manchester Piccadilly."], note="an invented limit."),
    V("flipped", "Can I pay a parking charge notice at the car park's machines?", [PEN], [f"{PEN}#paying"],
      "Yes, a notice can be paid online, by phone or at the car park's machines.", UC, src="cannot be paid",
      note="negation flipped."),
    V("flipped", "Are caravans allowed?", [LIM], [f"{LIM}#size"],
      "Yes, trailers and caravans are allowed in our car parks, but vehicles longer than 5.2 metres cannot park in a "
      "standard bay.", UC, src="are not allowed", note="prohibition turned into permission."),
    V("modality", "What happens to a car left for three weeks without a ticket?", [SEC], [f"{SEC}#abandoned"],
      "After more than 14 days without a valid ticket or season ticket it is treated as abandoned and will be removed "
      "at the owner's cost.", UC, src="may be removed", note="'may be removed' stated as 'will be'."),
    V("modality", "How do I change the car on my season ticket?", [SEA], [f"{SEA}#vehicle-change"],
      "You must change the registration number linked to your season ticket in your online account whenever you "
      "drive a different car, free of charge up to 2 times a year.", UC, src="You can change",
      note="permission turned into obligation."),
    V("condition", "I lost my ticket. Do I only pay for the time I parked?", [LOST], [f"{LOST}#lost"],
      "Yes, if you lose your ticket you pay only for the time you parked.", UC,
      src="unless our control room can find your time of entry", note="the camera condition dropped after 'Yes'."),
    V("condition", "Can I get a refund for a pre-booked space?", [PRE], [f"{PRE}#cancel"],
      "Yes, a pre-booked space can be cancelled for a full refund.", UC,
      src="up to 24 hours before the booked arrival time", note="the 24-hour condition dropped."),
    V("overgeneral", "Can I use my season ticket in any of your car parks?", [SEA], [f"{SEA}#prices"],
      "Yes, a season ticket is valid in any of our car parks, at any time of day.", UC,
      src="one named car park only", note="'one named car park only' widened to any."),
    V("bound", "How long can I stay in a charging bay?", [EV], [f"{EV}#use"],
      "Vehicles that are connected and charging can stay in a charging bay for at least 4 hours.", UC,
      src="up to 4 hours", note="'up to' turned into 'at least'."),
    V("bound", "Until when can I change the arrival time of my booking?", [PRE], [f"{PRE}#change"],
      "You can change the arrival date or time once free of charge, up to 2 hours after the booked arrival time.", UC,
      src="before the booked arrival time", note="'before' shifted to 'after'."),
    V("jurisdiction", "What's the hourly tariff in Cork?", [TIE], [f"{TIE}#hourly"],
      "At Cork Quay one hour costs €3.20, three hours €8 and a whole day €20.", NJ, src="In Ireland",
      note="figures of an IE-only context, only the city and the euro sign."),
]

SRU, SRU26, SKZ, PROB = "stoimost-rossiya", "stoimost-rossiya-2026", "stoimost-kazahstan", "probnoe-zanyatie"
PROP, VOZ, ZAM, GR = "propuski-i-otrabotki", "vozvrat-deneg", "zamorozka-abonementa", "gruppy-i-perehod"
DETI, SERT, RASS, SK = "detskie-gruppy", "sertifikaty", "rassrochka", "skidki"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит месяц занятий в группе в Казани?", [SRU], [f"{SRU}#gruppy"],
      "В России месяц групповых занятий (8 занятий по 90 минут) в Казани обойдётся в 7 200 ₽.",
      note="«обойдётся»; страна названа."),
    V("clean", "Какие цены на групповые занятия в Москве?", [SRU], [f"{SRU}#gruppy"],
      "Цены в России:\n- месяц в группе — 7 200 ₽;\n- абонемент на 3 месяца — 19 800 ₽;\n- разовое занятие — 1 100 ₽.",
      note="список."),
    V("clean", "Сколько стоит индивидуальное занятие в Казахстане?", [SKZ], [f"{SKZ}#individualnye"],
      "В Казахстане индивидуальное занятие длится 60 минут и стоит 12 000 тенге.", note="дословно."),
    V("clean", "Можно ли в Алматы купить пакет из 10 индивидуальных занятий?",
      [f"{SRU}#individualnye", f"{SKZ}#individualnye"], [f"{SKZ}#individualnye"],
      "Нет. В Казахстане пакетов индивидуальных занятий нет; одно индивидуальное занятие стоит 12 000 тенге.",
      note="«Нет» из отрицания; пакет России не перенесён."),
    V("clean", "Я хочу заплатить наличными в Астане, так можно?", [SKZ], [f"{SKZ}#oplata"],
      "Да. В Казахстане можно оплатить наличными в филиале, а также картой или переводом — но только в тенге.",
      note="порядок перечисления изменён; «только» сохранено."),
    V("clean", "Сколько стоил месяц в группе в России в 2026 году и сколько сейчас?",
      [f"{SRU}#gruppy", f"{SRU26}#gruppy"], [f"{SRU}#gruppy", f"{SRU26}#gruppy"],
      "В 2026 году месяц занятий в группе в России стоил 6 400 ₽, а сейчас он стоит 7 200 ₽.",
      note="две редакции, обе процитированы."),
    V("clean", "Пробный урок в Астане платный?", [PROB], [f"{PROB}#gruppa"],
      "Нет, первое пробное занятие в группе бесплатно во всех филиалах, в том числе в Казахстане. Оно длится 45 минут "
      "и включает тест на определение уровня.", note="«урок» читателя; «в том числе в Казахстане»."),
    V("clean", "Можно записаться на пробный урок в день занятия?", [PROB], [f"{PROB}#gruppa"],
      "Нет, записаться на пробное занятие нужно не позднее чем за 1 день до него.", note="«Нет» из срока."),
    V("clean", "Мой сын ходил на пробный урок в прошлом году. Можно ещё раз бесплатно?", [PROB], [f"{PROB}#gruppa"],
      "Нет. Бесплатное пробное занятие положено одному ученику только один раз.", note="дословно."),
    V("clean", "Дочке 6 лет, можно мне остаться с ней на пробном уроке?", [PROB], [f"{PROB}#deti"],
      "Да, на пробном занятии ребёнка младше 10 лет может присутствовать один из родителей.",
      note="6 лет читателя под порогом 10."),
    V("clean", "Я пропустил групповое занятие из-за болезни. Что делать?", [PROP], [f"{PROP}#gruppa"],
      "Принесите справку от врача — тогда пропущенное занятие можно отработать в другой группе того же уровня в "
      "течение 30 дней.", note="условие переставлено вперёд."),
    V("clean", "А если я пропустил занятие, потому что был в командировке?", [PROP], [f"{PROP}#gruppa"],
      "Занятие, пропущенное не по болезни, а по другой причине, не отрабатывается и не возвращается.",
      note="случай читателя по другой причине."),
    V("clean", "До какого момента можно бесплатно перенести индивидуальное занятие?", [PROP], [f"{PROP}#individualnoe"],
      "Не позже чем за 24 часа до начала: предупредите администратора, и перенос будет бесплатным. Если предупредить "
      "позже, занятие считается проведённым.", note="«не позже» для «не позднее»."),
    V("clean", "Я опоздаю на полчаса, меня пустят?", [PROP], [f"{PROP}#opozdaniya"],
      "Да, ученик, опоздавший более чем на 20 минут, может присутствовать на занятии, но занятие не продлят.",
      note="«не продлят» для «не продлевается»."),
    V("clean", "Я посетил 3 занятия из 8 и хочу вернуть деньги в Казахстане. Сколько удержат?", [VOZ],
      [f"{VOZ}#neispolzovannye"],
      "Посещённые занятия удержат по цене разового занятия — в Казахстане это 5 500 тенге за каждое. За остальные "
      "занятия деньги вернут по письменному заявлению.", note="без производных сумм."),
    V("clean", "Вернут ли деньги за учебник?", [VOZ], [f"{VOZ}#neispolzovannye"],
      "Нет, стоимость выданного учебника не возвращается.", note="«Нет» из отрицания."),
    V("clean", "Куда и как быстро приходят деньги при возврате?", [VOZ], [f"{VOZ}#sroki"],
      "Деньги возвращают на карту, с которой вы платили, в течение 10 рабочих дней после заявления.",
      note="активный залог, порядок слов."),
    V("clean", "Можно заморозить абонемент на 3 месяца на три недели?", [ZAM], [f"{ZAM}#usloviya"],
      "Да, абонемент на 3 месяца можно заморозить один раз на срок до 30 дней, так что три недели укладываются.",
      note="три недели читателя в пределах 30 дней."),
    V("clean", "Когда нужно подать заявление о заморозке?", [ZAM], [f"{ZAM}#usloviya"],
      "Заявление нужно подать администратору не позже чем накануне первого занятия, которое вы пропустите.",
      note="«накануне» сохранено; перефраз."),
    V("clean", "Я заболел и принёс справку. На сколько можно заморозить абонемент?", [ZAM], [f"{ZAM}#bolezn"],
      "При болезни со справкой от врача абонемент можно заморозить на срок до 60 дней, в том числе задним числом.",
      note="«можно заморозить» для «замораживается»."),
    V("clean", "Сколько человек будет в группе?", [GR], [f"{GR}#sostav"],
      "В группе от 4 до 8 учеников одного уровня.", note="кратко."),
    V("clean", "Хочу перейти в группу уровнем выше. Как это сделать?", [GR], [f"{GR}#perehod"],
      "Перейти на другой уровень можно только после промежуточного теста и по решению преподавателя.",
      note="«только» сохранено."),
    V("clean", "Ребёнку 5 лет. Его возьмут в детскую группу?", [DETI], [f"{DETI}#vozrast"],
      "Нет. В детские группы принимают с 6 до 12 лет, а детей от 4 до 5 лет — только на индивидуальные занятия.",
      note="возраст читателя в полосе 4–5."),
    V("clean", "Моему сыну 9. Он может сам уходить после занятий?", [DETI], [f"{DETI}#roditeli"],
      "Нет. Ребёнка младше 10 лет после занятия забирает взрослый; уходить сам по письменному разрешению родителя "
      "ребёнок может с 10 лет.", note="«с 10 лет» для «10 лет и старше»."),
    V("clean", "Что нужно, чтобы получить сертификат?", [SERT], [f"{SERT}#usloviya"],
      "Нужно посетить не менее 80 % занятий и сдать итоговый тест. Учтите, что это сертификат школы, а не документ "
      "государственного образца.", note="две фразы одного фрагмента."),
    V("clean", "Я потерял сертификат, в Казахстане можно восстановить?", [SERT], [f"{SERT}#dublikat"],
      "Да, в Казахстане дубликат выдают по заявлению в течение 5 рабочих дней, он стоит 1 500 тенге.",
      note="сумма страны вопроса."),
    V("clean", "Можно ли платить за месячный абонемент частями?", [RASS], [f"{RASS}#usloviya"],
      "Нет, на месячный абонемент рассрочка не предоставляется. В рассрочку можно оплатить абонемент на 3 месяца.",
      note="«Нет» из отрицания; «частями» читателя."),
    V("clean", "Как устроена рассрочка в России?", [RASS], [f"{RASS}#usloviya"],
      "В России абонемент на 3 месяца можно оплатить тремя равными платежами раз в месяц, без переплаты.",
      note="страна вопроса из двухстрановой фразы."),
    V("clean", "Мы с мужем записались вдвоём. Какая скидка нам положена?", [SK], [f"{SK}#semeinaya"],
      "Каждому из вас положена семейная скидка 10 % на групповые курсы, так как вы одновременно учитесь в школе.",
      note="fenced JSON; «каждому из вас».", fence=True),
    V("clean", "Я студентка очного отделения, мне 22. Если у меня есть и семейная скидка, они сложатся?", [SK],
      [f"{SK}#semeinaya", f"{SK}#studencheskaya", f"{SK}#sochetanie"],
      "Нет, скидки не суммируются: применяется наибольшая. Вам как студентке очной формы до 25 лет положена скидка "
      "15 % на групповые курсы, а семейная — 10 %, так что применят 15 %.",
      note="pretty JSON; три фрагмента; выбор наибольшей.", pretty=True),

    # --- wrong (20)
    V("other-sentence", "Сколько длится одно групповое занятие в Казани?", [SRU],
      [f"{SRU}#gruppy", f"{SRU}#individualnye"], "В России групповое занятие длится 60 минут.", MC,
      src="по 90 минут", note="60 минут — индивидуальное занятие, другой процитированный фрагмент."),
    V("other-sentence", "На сколько можно заморозить месячный абонемент?", [ZAM], [f"{ZAM}#usloviya"],
      "Месячный абонемент можно заморозить на срок до 30 дней.", MC, src="на срок до 14 дней",
      note="30 дней — абонемент на 3 месяца, соседняя фраза."),
    V("wrong-case", "Сколько стоит дубликат сертификата в Казахстане?", [SERT], [f"{SERT}#dublikat"],
      "В Казахстане дубликат сертификата стоит 300 тенге и выдаётся в течение 5 рабочих дней.", MC,
      src="1 500 тенге", note="число России дано Казахстану."),
    V("wrong-case", "Какая скидка положена студентам очной формы?", [SK], [f"{SK}#studencheskaya"],
      "Студентам очной формы положена скидка 25 % на групповые курсы по студенческому билету.", MC,
      src="скидку 15 %", note="25 — возраст из той же фразы, отдан скидке."),
    V("wrong-case", "Сколько стоит разовое групповое занятие в Алматы?", [SKZ], [f"{SKZ}#gruppy"],
      "В Казахстане разовое занятие в группе стоит 5 500 ₽.", MC, src="5 500 тенге",
      note="валюта подменена: тенге → рубли."),
    V("uncited-fragment", "Сколько стоит индивидуальное занятие в Москве?",
      [f"{SRU}#individualnye", f"{SRU26}#individualnye"], [f"{SRU}#individualnye"],
      "В России индивидуальное занятие длится 60 минут и стоит 2 200 ₽.", MC,
      note="цена редакции 2026 года выдана за нынешнюю."),
    V("uncited-fragment", "Сколько стоит абонемент на 3 месяца в Астане?", [f"{SRU}#gruppy", f"{SKZ}#gruppy"],
      [f"{SKZ}#gruppy"], "В Казахстане абонемент на 3 месяца стоит 19 800 тенге.", MC,
      note="число России (непроцитированный фрагмент) отдано Казахстану."),
    V("invented", "Можно ли перейти в другую группу того же уровня?", [GR], [f"{GR}#perehod"],
      "Да, перейти в другую группу того же уровня можно бесплатно, но только после согласования с преподавателем и "
      "родителями.", UC, note="выдуманное условие, слова источника."),
    V("invented", "Заморозьте, пожалуйста, мой абонемент со следующей недели.", [ZAM], [f"{ZAM}#usloviya"],
      "Я заморозил ваш абонемент со следующей недели и отправил подтверждение администратору.", UM,
      note="заявленное действие."),
    V("limitations", "Как вернуть деньги за неиспользованные занятия?", [VOZ],
      [f"{VOZ}#neispolzovannye", f"{VOZ}#sroki"],
      "Нужно подать письменное заявление до окончания срока абонемента; деньги вернут на карту, с которой была "
      "оплата.", UC, limitations=["Возврат наличными в филиале не производится, кроме филиалов в Казахстане."],
      note="выдуманное ограничение."),
    V("flipped", "Могут ли родители сидеть на групповых занятиях?", [DETI], [f"{DETI}#roditeli"],
      "Да, родители могут присутствовать на групповых занятиях, в том числе на пробном.", UC,
      src="Родители не присутствуют", note="отрицание перевёрнуто."),
    V("flipped", "Действует ли студенческая скидка на индивидуальные занятия?", [SK], [f"{SK}#studencheskaya"],
      "Да, студенческая скидка 15 % распространяется и на индивидуальные занятия.", UC, src="не распространяется",
      note="отрицание перевёрнуто."),
    V("modality", "Что будет, если в группе осталось трое учеников?", [GR], [f"{GR}#sostav"],
      "Если в группе меньше 4 учеников, школа обязана объединить её с другой группой того же уровня.", UC,
      src="вправе объединить", note="право сделано обязанностью."),
    V("modality", "Что будет, если я задержу платёж по рассрочке на неделю?", [RASS], [f"{RASS}#prosrochka"],
      "Если платёж просрочен более чем на 5 дней, посещение занятий приостанавливается до оплаты.", UC,
      src="вправе приостановить", note="право школы выдано за совершающееся."),
    V("condition", "Можно ли отработать пропущенное занятие?", [PROP], [f"{PROP}#gruppa"],
      "Да, пропущенное групповое занятие можно отработать в другой группе того же уровня в течение 30 дней.", UC,
      src="если ученик принесёт справку от врача", note="условие (болезнь, справка) отброшено."),
    V("condition", "Можно ли перейти в другую группу бесплатно?", [GR], [f"{GR}#perehod"],
      "Да, перейти в другую группу того же уровня можно бесплатно — достаточно подать заявление администратору.", UC,
      src="если в ней есть свободное место", note="условие свободного места отброшено."),
    V("overgeneral", "Берёте ли вы детей 4–5 лет в группы?", [DETI], [f"{DETI}#vozrast"],
      "Да, детей от 4 до 5 лет принимают и в группы, и на индивидуальные занятия.", UC,
      src="только на индивидуальные занятия", note="«только» расширено."),
    V("bound", "До какого дня подать заявление о заморозке?", [ZAM], [f"{ZAM}#usloviya"],
      "Заявление о заморозке можно подать администратору не позднее дня первого пропускаемого занятия.", UC,
      src="накануне", note="«накануне» сдвинуто на день занятия."),
    V("bound", "Пустят ли на занятие, если я опоздал?", [PROP], [f"{PROP}#opozdaniya"],
      "Да, ученик, опоздавший не более чем на 20 минут, может присутствовать на занятии, но занятие не продлевается.",
      UC, src="опоздавший более чем", note="«более чем» сужено до «не более чем»."),
    V("jurisdiction", "Сколько стоит месяц групповых занятий в Алматы?", [SKZ], [f"{SKZ}#gruppy"],
      "Месяц занятий в группе в Алматы стоит 36 000 тенге.", NJ, src="В Казахстане",
      note="цифра из KZ-контекста без названия страны: только город и «тенге»."),
]
