"""Labelled verify cases of unseen22 (the source of verify_cases.jsonl; build_unseen22.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Half the cases are correct answers written the way a strong model writes them; the wrong
ones carry one fault each, of the kinds strong models make.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
UN = ["unsupported-claim", "unsupported-number"]
NJ = ["number-without-jurisdiction"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


EN = [
    # --- clean (23; holdout: 2nd, 5th, 8th, ..., 23rd)
    V("clean", "How much would a 100 sq ft unit cost me each week in the UK?", ["unit-rates-gb"], ["unit-rates-gb#sizes"],
      "In the United Kingdom a 100 sq ft unit is £64 per week, with VAT at 20 % already included.",
      note="'In the United Kingdom' for the reader's 'UK'; 'already included' for 'include'."),
    V("clean", "What's the weekly price of the smallest unit in Ireland?", ["unit-rates-ie"], ["unit-rates-ie#sizes"],
      "The smallest option in Ireland is the 25 sq ft locker, at €26 a week. Prices there include VAT at 23 %.",
      note="'smallest' answered by the locker; 'there' for Ireland in the second sentence."),
    V("clean", "How is the deposit worked out?", ["deposit-rules"], ["deposit-rules#amount"],
      "It equals two weeks' rent and is taken when you move in, but it is never less than £50 in the UK or €60 in "
      "Ireland. It can't be used to cover your rent while you are renting the unit.",
      note="'two weeks' in words; 'never less than' for 'with a minimum of'; both countries from a record without jurisdiction."),
    V("clean", "When will I see my deposit again?", ["deposit-rules"], ["deposit-rules#refund"],
      "Once the unit has been inspected and found empty, clean and undamaged, the deposit goes back to your card within "
      "ten working days. If the unit is left dirty, a cleaning charge — £40 in the UK, €50 in Ireland — is taken off "
      "first, along with the cost of removing anything you left behind.",
      note="'ten working days' in words; the condition kept and moved first."),
    V("clean", "Do I have to buy your Protection Plan?", ["goods-protection"], ["goods-protection#required"],
      "No. Your goods must be protected, but your own insurance is enough if it covers goods in storage — you'll need "
      "to show the certificate before moving in, and Boxwell may ask to see it again at any time.",
      note="'No' from the either/or; the duty and the permission kept."),
    V("clean", "How much cover can I get and what does it cost?", ["goods-protection"], ["goods-protection#price"],
      "The Protection Plan is £3 a week per £1,000 of cover in the United Kingdom and €3.50 a week per €1,000 in "
      "Ireland, up to a maximum of £50,000 or €60,000 of cover.",
      note="two sentences merged; 'per' for 'for each'."),
    V("clean", "I found water damage on my things — how long do I have to claim?", ["goods-protection"],
      ["goods-protection#claims"],
      "You need to claim within 7 days of discovering the damage, and in any case no later than 30 days after your "
      "move-out date. You pay the first £100 of each claim yourself (€120 in Ireland).",
      note="both bounds of the period kept with their events."),
    V("clean", "Are my grandmother's rings covered?", ["goods-protection"], ["goods-protection#excluded"],
      "No — jewellery is excluded from the Protection Plan, as are cash and any work of art worth more than £5,000 "
      "(€6,000).", note="'No' from an exclusion; rings as jewellery."),
    V("clean", "Can I get into my unit at 7 in the morning on a Sunday?", ["site-access"], ["site-access#hours"],
      "Yes. Units can be reached every day from 6:00 to 22:00 with your PIN code, Sundays included; it is only the "
      "reception that is closed on Sundays.", note="'Yes' from the reader's own 7; 'every day' read as including Sunday."),
    V("clean", "Can my brother have his own code to get in?", ["site-access"], ["site-access#authorised"],
      "Yes, if you name him as one of your authorised persons — you can name up to two, and each gets a PIN code of "
      "their own. Anyone who isn't named can only come in together with you or an authorised person.",
      note="'two' in words; condition before the grant."),
    V("clean", "Can I keep a spare set of tyres in my unit?", ["storage-rules"], ["storage-rules#prohibited"],
      "Yes, tyres are allowed, but you can keep no more than four of them in one unit.",
      note="'four' in words; the limit kept."),
    V("clean", "Can staff open my unit without me?", ["storage-rules"], ["storage-rules#inspection"],
      "Only in limited cases. If Boxwell suspects prohibited items, it can open your unit with you present, or without "
      "you once it has given you seven days' written notice. In an emergency such as a fire or a flood it can open the "
      "unit without any notice.", note="'seven days' in words; 'can' for 'may' of the company's own act."),
    V("clean", "What happens if I pay my rent late?", ["late-payment"], ["late-payment#late-fee"],
      "If the rent is still unpaid 7 days after the due date, you are charged a late fee of £15 in the United Kingdom "
      "or €20 in Ireland. Once 14 days have passed, your PIN code is blocked until you pay the whole balance.",
      note="passive; 'once 14 days have passed'."),
    V("clean", "Can you sell my things if I stop paying?", ["late-payment"], ["late-payment#lien"],
      "Yes, in the end. After 42 days of unpaid rent, Boxwell sends a final notice by recorded post and email; if the "
      "balance is still unpaid 14 days after that notice was sent, the goods may be sold at auction or disposed of. "
      "You pay the costs of the sale, which are £90 in the UK or €110 in Ireland.",
      note="'may be sold' kept; the payer kept."),
    V("clean", "If my things are sold, do I get anything back?", ["late-payment"], ["late-payment#proceeds"],
      "Possibly. The sale money goes first to your unpaid balance and the costs of the sale; whatever is left over is "
      "paid to you within 30 days of the sale, and if you can't be found, it's held for you for six years.",
      note="'six years' in words; the receiver kept."),
    V("clean", "How much notice must I give before leaving?", ["move-out"], ["move-out#notice"],
      "Give at least 14 days' notice of your move-out date, either in writing or in your online account. If you leave "
      "without notice, you are charged 14 days' rent counted from the day the company finds the unit empty.",
      note="imperative; the period's event kept."),
    V("clean", "Will I get back rent I paid in advance when I leave early?", ["move-out"], ["move-out#advance-refund"],
      "Rent you've paid for whole weeks after your move-out date comes back within 10 working days. The rent for the "
      "minimum let, though, is never refunded.", note="'comes back' for 'is refunded'; the exception kept."),
    V("clean", "I'm moving into a 75 sq ft unit in Leeds. Do I get a free van?", ["van-hire"], ["van-hire#free-van"],
      "Yes. In the United Kingdom a unit of 50 sq ft or more comes with one free van hire of up to 3 hours, as long as "
      "you use it within 3 days of moving in.", note="'Yes' from the reader's 75; Leeds answered as the United Kingdom."),
    V("clean", "How much is the van for a full day?", ["van-hire"], ["van-hire#rates"],
      "In the United Kingdom a day's van hire costs £70 and includes 50 miles; after that, each extra mile is £0.40. "
      "Bring it back with the same fuel level.", note="imperative 'Bring it back'; 'extra' for 'further'."),
    V("clean", "How much more is a 50 sq ft unit in the UK than it was last year?",
      ["unit-rates-gb#sizes", "unit-rates-gb-2026#sizes"], ["unit-rates-gb#sizes", "unit-rates-gb-2026#sizes"],
      "In the United Kingdom a 50 sq ft unit costs £38 a week now; in 2026 it cost £35 a week.",
      note="the historical edition beside the current one, both cited; no difference derived."),
    V("clean", "How soon will someone get back to me about my complaint?", ["complaints-procedure"],
      ["complaints-procedure#making"],
      "Your complaint will be acknowledged within two working days, and you should get a final reply within 20 working "
      "days. You can make it at the reception, by email or in your online account.",
      note="'two' in words beside '20' in digits; reordered."),
    V("clean", "Can I send a big delivery to the store?", ["parcel-deliveries"],
      ["parcel-deliveries#parcels", "parcel-deliveries#pallets"],
      "Parcels of up to 25 kg each are accepted at reception during its opening hours, and one that isn't collected "
      "within 10 days goes back to the sender. A pallet delivery is accepted only if booked at least 2 working days "
      "ahead, and you must be there to unload it.", pretty=True,
      note="two fragments of one record; pretty-printed JSON."),
    V("clean", "What's the minimum rental period in Ireland, and what happens after it?", ["unit-rates-ie"],
      ["unit-rates-ie#minimum"],
      "In Ireland the minimum let is 4 weeks; after that, rent is charged by the day up to your move-out date.",
      fence=True, note="fenced JSON."),
    # --- other-sentence (3; holdout: 2nd)
    V("other-sentence", "When is my PIN code blocked for unpaid rent?", ["late-payment"], ["late-payment#late-fee"],
      "Your PIN code is blocked 7 days after the due date, until the whole balance is paid.", MC, src="After 14 days",
      note="7 days is the late fee's clause; the PIN is blocked after 14."),
    V("other-sentence", "How long after moving out can I still claim on the plan?", ["goods-protection"],
      ["goods-protection#claims"],
      "You can still make a claim up to 7 days after your move-out date.", MC,
      src="no later than 30 days after the move-out date",
      note="7 days is counted from discovering the loss; the move-out bound is 30 days."),
    V("other-sentence", "How long before the van deposit is released?", ["van-hire"], ["van-hire#drivers"],
      "In the United Kingdom the £200 deposit held on the driver's card is released within 2 working days after the "
      "van is returned.", MC, src="within 5 working days",
      note="2 is the years of the licence in the same fragment."),
    # --- wrong-case (3; holdout: 2nd)
    V("wrong-case", "What does a 200 sq ft unit cost per week in Ireland?", ["unit-rates-gb#sizes", "unit-rates-ie#sizes"],
      ["unit-rates-gb#sizes", "unit-rates-ie#sizes"], "In Ireland a 200 sq ft unit costs €110 a week.", MC,
      src="€130 a week", note="another jurisdiction's figure (the United Kingdom's £110) with the euro sign."),
    V("wrong-case", "How long is the minimum let in Ireland?", ["unit-rates-gb#minimum", "unit-rates-ie#minimum"],
      ["unit-rates-gb#minimum", "unit-rates-ie#minimum"],
      "In Ireland the minimum let is 2 weeks, after which rent is charged by the day.", MC, src="The minimum let is 4 weeks",
      note="the United Kingdom's 2 weeks given to Ireland; both fragments cited."),
    V("wrong-case", "What's the late fee in Ireland?", ["late-payment"], ["late-payment#late-fee"],
      "In Ireland, rent not paid within 7 days of the due date incurs a late fee of €15.", MC, src="€20 in Ireland",
      note="the UK amount of the same sentence given to Ireland."),
    # --- uncited-fragment (2; holdout: 2nd)
    V("uncited-fragment", "How much is a 50 sq ft unit a week in the UK?", ["unit-rates-gb#sizes", "unit-rates-gb-2026#sizes"],
      ["unit-rates-gb#sizes"], "In the United Kingdom a 50 sq ft unit costs £35 a week, VAT included.", MC,
      note="the historical edition's £35 stated as current while citing the current record."),
    V("uncited-fragment", "How long do I have to use the free van?", ["van-hire"], ["van-hire#free-van"],
      "In the United Kingdom the free van hire must be used within 5 working days of moving in.", MC,
      note="5 working days is the van deposit's release (#drivers, uncited); the free van is 3 days."),
    # --- invented (2; holdout: 2nd)
    V("invented", "Is there a charge for a PIN code for someone else?", ["site-access"], ["site-access#authorised"],
      "Issuing a PIN code for an authorised person costs £5.", UN,
      note="an invented fee with a figure found nowhere."),
    V("invented", "What if my unit floods?", ["goods-protection"], ["goods-protection#excluded"],
      "Flood damage is always covered by the Protection Plan, and Boxwell moves your goods to a dry unit free of charge.",
      UC, note="an invented sentence with no figure."),
    # --- limitations (1)
    V("limitations", "How do I make a complaint?", ["complaints-procedure"], ["complaints-procedure#making"],
      "You can complain at the reception, by email or in your online account. You'll get an acknowledgement within "
      "2 working days and a final reply within 20 working days.", UC,
      limitations=["Complaints about an auction sale are handled only by the regional manager."],
      note="a correct answer with an invented limitations entry."),
    # --- flipped (2; holdout: 2nd)
    V("flipped", "Can I store a few cans of petrol for my lawnmower?", ["storage-rules"], ["storage-rules#prohibited"],
      "Yes, petrol may be stored in your unit as long as there are no more than 4 cans.", UC, src="must not store",
      note="a Yes that contradicts the prohibition; the 4 is the tyres'."),
    V("flipped", "Is the minimum let refunded if I leave early?", ["move-out"], ["move-out#advance-refund"],
      "Yes — rent for the minimum let is refunded within 10 working days, like any other rent paid for whole weeks after "
      "your move-out date.", UC, src="never refunded", note="the negation flipped after 'Yes'."),
    # --- agent (2; holdout: 2nd)
    V("agent", "Who pays the costs when my goods are sold at auction?", ["late-payment"], ["late-payment#lien"],
      "Boxwell pays the costs of the sale, which are £90 in the UK or €110 in Ireland.", UC,
      src="The customer pays the costs of the sale", note="the payer swapped: the company for the customer."),
    V("agent", "If there is money left after the sale, who gets it?", ["late-payment"], ["late-payment#proceeds"],
      "Anything left over after the unpaid balance and the sale costs goes to the company within 30 days of the sale.",
      UC, src="paid to the customer", note="the receiver swapped: the company for the customer."),
    # --- condition (2; holdout: 2nd)
    V("condition", "Is mould damage covered by the plan?", ["goods-protection"], ["goods-protection#excluded"],
      "Yes, damage by mould or pests is covered by the Protection Plan.", UC,
      src="only when the goods were packed in sealed boxes or wrapped", note="after 'Yes', the condition dropped."),
    V("condition", "Will I get my whole deposit back?", ["deposit-rules"], ["deposit-rules#refund"],
      "Yes, the deposit is refunded to your card within 10 working days after the unit has been inspected.", UC,
      src="found empty, clean and undamaged", note="the condition of the refund and the deductions dropped."),
    # --- overgeneral (1)
    V("overgeneral", "Can I get 24-hour access to my unit?", ["site-access"], ["site-access#24-hour"],
      "Yes, round-the-clock access can be added to any unit for £10 a week in the UK or €12 a week in Ireland.", UC,
      src="for units of 100 sq ft or more", note="'any unit' for units of 100 sq ft or more."),
    # --- bound (2; holdout: 2nd)
    V("bound", "When do I have to book a pallet delivery?", ["parcel-deliveries"], ["parcel-deliveries#pallets"],
      "A pallet delivery must be booked within 2 working days after it arrives, and you must be present to unload it.",
      UC, src="at least 2 working days ahead", note="before turned into after."),
    V("bound", "If I leave without giving notice, how much rent do I pay?", ["move-out"], ["move-out#notice"],
      "You are charged 14 days' rent from the day you moved your things out.", UC,
      src="from the day the company finds the unit empty", note="the period counted from the wrong event."),
    # --- modality (2; holdout: 2nd)
    V("modality", "Will my goods be auctioned if I don't pay?", ["late-payment"], ["late-payment#lien"],
      "Yes. If the balance is still unpaid 14 days after the final notice was sent, your goods will be sold at auction.",
      UC, src="may be sold", note="'may be sold … or disposed of' stated as 'will be sold'."),
    V("modality", "Do I need to show my insurance certificate?", ["goods-protection"], ["goods-protection#required"],
      "Showing the certificate is optional: if you use your own insurance, you can show it before moving in if you wish.",
      UC, src="must show the certificate", note="a duty made optional."),
    # --- jurisdiction (1)
    V("jurisdiction", "How old do van drivers have to be?", ["van-hire"], ["van-hire#drivers"],
      "Drivers must be at least 23 years old and have held a full driving licence for 2 years; a £200 deposit is held "
      "on the driver's card.", NJ, src="In the United Kingdom",
      note="figures from a GB-only record without naming the United Kingdom ('£' names no jurisdiction)."),
]

RU = [
    # --- clean (23; holdout: 2nd, 5th, 8th, ..., 23rd)
    V("clean", "Сколько стоит полный день в месяц?", ["oplata"], ["oplata#razmer"],
      "Группа полного дня стоит 42 000 ₽ в месяц; в эту сумму входят питание, занятия по основной программе и прогулки.",
      note="«в эту сумму входят» для «в плату входят»."),
    V("clean", "А если водить ребёнка только до обеда?", ["oplata"], ["oplata#razmer"],
      "Для группы неполного дня, откуда детей забирают до 13:00, плата составляет 28 000 ₽ в месяц.",
      note="«до обеда» читателя отвечено группой неполного дня."),
    V("clean", "Когда нужно платить?", ["oplata"], ["oplata#srok"],
      "Платить нужно заранее — до 5-го числа текущего месяца. Счёт приходит на электронную почту не позднее 25-го числа "
      "предыдущего месяца.", note="«заранее» для «авансом»; «приходит» для «присылает»."),
    V("clean", "У нас двое детей в саду. Есть скидка?", ["oplata"], ["oplata#srok"],
      "Да: за второго ребёнка из одной семьи плата снижается на 10 %.", note="«Да» из правила о втором ребёнке."),
    V("clean", "Что будет, если задержать оплату?", ["oplata"], ["oplata#prosrochka"],
      "Если плата не поступила в течение 10 дней после срока, за каждый день просрочки начисляется пеня 0,1 % от суммы "
      "долга. А если долг не погашен до 20-го числа, сад вправе не принимать ребёнка, пока долг не будет погашен полностью.",
      note="«вправе» сохранено; порядок слов изменён."),
    V("clean", "Сколько стоил полный день раньше и сколько сейчас?", ["oplata#razmer", "oplata-2026#razmer"],
      ["oplata#razmer", "oplata-2026#razmer"],
      "Сейчас полный день стоит 42 000 ₽ в месяц; в 2026 году он стоил 38 000 ₽ в месяц.",
      note="историческая редакция рядом с действующей, обе процитированы."),
    V("clean", "Сын болел две недели, вернут ли деньги?", ["propuski"], ["propuski#bolezn"],
      "Да, если есть справка от педиатра: при болезни от 5 рабочих дней подряд за каждый пропущенный рабочий день "
      "возвращают 1 200 ₽. Перерасчёт появится в счёте следующего месяца.",
      note="«две недели» читателя; условие справки сохранено; неопределённо-личное «возвращают»."),
    V("clean", "Мы уезжаем в отпуск на три недели. Сохранят ли место?", ["propuski"], ["propuski#otpusk"],
      "Да. Место сохраняется до 30 календарных дней в году за 50 % месячной платы. Только заявление заведующей нужно "
      "написать не позднее чем за 14 дней до начала отпуска.", note="«три недели» читателя в пределах 30 дней."),
    V("clean", "Как сообщить, что ребёнок не придёт?", ["propuski"], ["propuski#soobshchit"],
      "Сообщите воспитателю до 8:30 в день пропуска — причина может быть любой. Если не сообщить, питание за этот день "
      "(350 ₽) не пересчитают.", note="повелительное «Сообщите»; «не пересчитают»."),
    V("clean", "Во сколько открывается сад и до какого времени можно привести ребёнка?", ["rezhim-dnya"],
      ["rezhim-dnya#chasy"],
      "Сад открывается в 7:30 и работает до 19:30 с понедельника по пятницу. Привести ребёнка можно с 7:30 до 8:30, а "
      "позже — только если вы заранее договорились с воспитателем.", note="«открывается в 7:30» из «с 7:30»."),
    V("clean", "Я задержусь на работе до 20:00. Что будет?", ["rezhim-dnya"], ["rezhim-dnya#opozdanie"],
      "За каждые начатые 30 минут после 19:30 родители платят 500 ₽. Если ребёнка не заберут до 20:30, а вы не будете "
      "отвечать на звонки, воспитатель сообщит в полицию.", note="будущее время; 20:00 — время читателя."),
    V("clean", "Может ли мой 17-летний сын забирать младшего?", ["kto-zabiraet"], ["kto-zabiraet#nesovershennoletnie"],
      "Да, может: брату или сестре, которым уже исполнилось 16 лет, ребёнка отдают, если они вписаны в доверенность.",
      note="«Да» из 17 лет читателя; условие доверенности сохранено."),
    V("clean", "Кому отдают ребёнка?", ["kto-zabiraet"], ["kto-zabiraet#doverennost"],
      "Ребёнка отдают родителям, а также взрослым, которых родители вписали в письменную доверенность. Её оформляют у "
      "заведующей, и действует она до конца учебного года.", note="«вписали» для «указали»."),
    V("clean", "У дочки утром 37,5. Можно её привести?", ["bolezn-spravki"], ["bolezn-spravki#priyom"],
      "Нет: детей с температурой 37,2 °C и выше в группу не принимают.", note="«Нет» из 37,5 читателя."),
    V("clean", "Если ребёнок заболеет прямо в саду, что будет?", ["bolezn-spravki"], ["bolezn-spravki#priyom"],
      "Медсестра отведёт ребёнка в изолятор и позвонит вам; забрать его нужно в течение 2 часов.",
      note="будущее совершенного вида."),
    V("clean", "Нужна ли справка, если мы не ходили неделю из-за поездки?", ["bolezn-spravki"], ["bolezn-spravki#spravka"],
      "Нет, после отсутствия не по болезни справка не нужна — достаточно заявления от родителей.",
      note="«Нет» из правила о другой причине."),
    V("clean", "Могут ли воспитатели дать ребёнку таблетку от аллергии?", ["bolezn-spravki"], ["bolezn-spravki#lekarstva"],
      "Да, но только по письменному назначению врача: средства от аллергии — единственное исключение из правила, по "
      "которому воспитатели лекарства детям не дают.", note="исключение как «Да»; условие сохранено."),
    V("clean", "У сына аллергия на молоко, что делать?", ["pitanie"], ["pitanie#allergiya"],
      "Принесите справку от аллерголога — тогда повар будет готовить для него отдельные блюда. Без справки блюда не "
      "заменяют.", note="повелительное; условие впереди."),
    V("clean", "Сколько стоят английский и плавание?", ["dop-zanyatiya"], ["dop-zanyatiya#ceny"],
      "- английский язык: 2 раза в неделю по 30 минут, 4 800 ₽ в месяц;\n- плавание: 1 раз в неделю, 3 600 ₽ в месяц.",
      note="маркированный список."),
    V("clean", "Как проходит привыкание к саду?", ["adaptaciya"], ["adaptaciya#grafik"],
      "Первую неделю ребёнок проводит в группе по 2 часа в день вместе с мамой или папой, вторую — остаётся без "
      "родителей до обеда. С третьей недели он может оставаться на полный день, если воспитатель не предложит продлить "
      "адаптацию.", note="«с мамой или папой» для «с одним из родителей»."),
    V("clean", "Хотим уйти из сада. Как это сделать?", ["dogovor"], ["dogovor#rastorzhenie"],
      "Договор можно расторгнуть в любое время: письменно предупредите заведующую за 30 дней. Деньги за оплаченные, но "
      "не использованные дни сад вернёт в течение 10 рабочих дней после расторжения.",
      note="повелительное; будущее «вернёт»."),
    V("clean", "Куда обращаться, если заведующая ответила на жалобу не так?", ["zhaloby"], ["zhaloby#dalee"],
      "Вы вправе обратиться к учредителю детского сада или в Роспотребнадзор.", pretty=True,
      note="читатель как родитель; pretty-printed JSON."),
    V("clean", "Можно принести торт на день рождения?", ["pitanie"], ["pitanie#iz-doma"],
      "Можно: торт или фрукты на день рождения ребёнка — исключение из запрета приносить еду из дома. Только в заводской "
      "упаковке и с чеком.", fence=True, note="исключение сохранено с условиями; fenced JSON."),
    # --- other-sentence (3; holdout: 2nd)
    V("other-sentence", "Когда сад присылает счёт?", ["oplata"], ["oplata#srok"],
      "Счёт приходит на электронную почту не позднее 5-го числа.", MC, src="не позднее 25-го числа",
      note="5-е число — срок оплаты в той же фразе."),
    V("other-sentence", "Когда начисляют пеню?", ["oplata"], ["oplata#prosrochka"],
      "Пеня начисляется, если плата не поступила до 20-го числа.", MC, src="в течение 10 дней после срока",
      note="20-е число — из соседней фразы (не принимать ребёнка)."),
    V("other-sentence", "За сколько дней писать заявление на отпуск?", ["propuski"], ["propuski#otpusk"],
      "Заявление заведующей нужно написать не позднее чем за 30 дней до начала отпуска.", MC, src="за 14 дней",
      note="30 — календарные дни сохранения места."),
    # --- wrong-case (2; holdout: 2nd)
    V("wrong-case", "Сколько стоит неполный день?", ["oplata"], ["oplata#razmer"],
      "Группа неполного дня стоит 42 000 ₽ в месяц.", MC, src="28 000 ₽", note="цена полного дня."),
    V("wrong-case", "Сколько стоит плавание?", ["dop-zanyatiya"], ["dop-zanyatiya#ceny"],
      "Плавание стоит 4 800 ₽ в месяц.", MC, src="3 600 ₽", note="цена английского."),
    # --- uncited-fragment (2; holdout: 2nd)
    V("uncited-fragment", "Сколько сейчас стоит полный день?", ["oplata#razmer", "oplata-2026#razmer"], ["oplata#razmer"],
      "Полный день сейчас стоит 38 000 ₽ в месяц.", MC,
      note="историческая редакция выдана за действующую, процитирована действующая."),
    V("uncited-fragment", "После скольких дней болезни нужна справка?", ["bolezn-spravki"], ["bolezn-spravki#spravka"],
      "Справка нужна, если ребёнок отсутствовал больше 2 дней, не считая выходных и праздников.", MC,
      note="2 — часы из #priyom (не процитирован)."),
    # --- invented (2; holdout: 2nd)
    V("invented", "Сколько стоит рисование?", ["dop-zanyatiya"], ["dop-zanyatiya#ceny"],
      "Рисование стоит 2 500 ₽ в месяц, занятия проходят 2 раза в неделю.", UN,
      note="выдуманное занятие и цена (2 500 ₽ нигде нет)."),
    V("invented", "Как забрать ребёнка пораньше?", ["rezhim-dnya"], ["rezhim-dnya#chasy"],
      "Забрать ребёнка раньше можно в любое время, предупредив воспитателя через родительский чат.", UC,
      note="выдуманная фраза без цифр."),
    # --- limitations (1)
    V("limitations", "Что входит в плату?", ["oplata"], ["oplata#razmer"],
      "В плату входят питание, занятия по основной программе и прогулки.", UC,
      limitations=["Дополнительные занятия оплачиваются отдельно только в летние месяцы."],
      note="верный ответ с выдуманной оговоркой."),
    # --- flipped (2; holdout: 2nd)
    V("flipped", "Можно ли дать ребёнку с собой йогурт из дома?", ["pitanie"], ["pitanie#iz-doma"],
      "Да, еду из дома можно приносить, если она в заводской упаковке.", UC, src="Приносить еду из дома нельзя",
      note="«Да» против запрета; упаковка — из исключения."),
    V("flipped", "Пересчитывают ли плату за пропуски по болезни без справки?", ["propuski"], ["propuski#bolezn"],
      "Да, пропущенные дни пересчитываются и без справки, в счёте следующего месяца.", UC,
      src="только при справке от педиатра", note="«только при справке» перевёрнуто."),
    # --- exception (1)
    V("exception", "Возмещают ли пропущенные занятия по плаванию?", ["dop-zanyatiya"], ["dop-zanyatiya#zapis"],
      "Нет, пропущенные занятия не возмещаются ни в каком случае, в том числе при болезни со справкой.", UC,
      src="кроме пропусков по болезни со справкой", note="исключение отрицано."),
    # --- agent (2; holdout: 2nd)
    V("agent", "Кто кого предупреждает за 30 дней при расторжении договора?", ["dogovor"], ["dogovor#rastorzhenie"],
      "Детский сад письменно предупреждает родителей за 30 дней до расторжения договора.", UC,
      src="письменно предупредив заведующую за 30 дней", note="роли переставлены: сад вместо родителей."),
    V("agent", "Кто отводит заболевшего ребёнка в изолятор?", ["bolezn-spravki"], ["bolezn-spravki#priyom"],
      "Ребёнка в изолятор отводит воспитатель, а медсестра звонит родителям.", UC,
      src="медсестра отводит ребёнка в изолятор", note="действие медсестры отдано воспитателю."),
    # --- condition (2; holdout: 2nd)
    V("condition", "Готовят ли отдельно для ребёнка с аллергией?", ["pitanie"], ["pitanie#allergiya"],
      "Да, ребёнку с пищевой аллергией повар готовит отдельные блюда.", UC,
      src="если родители представили справку от аллерголога", note="после «Да» условие справки опущено."),
    V("condition", "Примут ли ребёнка после 8:30?", ["rezhim-dnya"], ["rezhim-dnya#chasy"],
      "Да, после 8:30 ребёнка тоже принимают.", UC,
      src="только по предварительной договорённости с воспитателем", note="условие договорённости опущено."),
    # --- bound (2; holdout: 2nd)
    V("bound", "Когда писать заявление на отпуск?", ["propuski"], ["propuski#otpusk"],
      "Заявление заведующей пишут в течение 14 дней после начала отпуска.", UC,
      src="не позднее чем за 14 дней до начала отпуска", note="«до» стало «после»."),
    V("bound", "Когда вернут деньги за неиспользованные дни?", ["dogovor"], ["dogovor#rastorzhenie"],
      "Деньги за оплаченные, но не использованные дни вернут в течение 10 рабочих дней после подачи заявления.", UC,
      src="после расторжения", note="срок отсчитан не от того события."),
    # --- modality (2; holdout: 2nd)
    V("modality", "Что будет, если долг не погашен до 20-го числа?", ["oplata"], ["oplata#prosrochka"],
      "Детский сад не принимает ребёнка до полного погашения долга.", UC, src="вправе не принимать",
      note="«вправе не принимать» стало «не принимает»."),
    V("modality", "Может ли сад расторгнуть договор из-за долга?", ["dogovor"], ["dogovor#rastorzhenie-sad"],
      "Да: если долг превышает 2 месяца, детский сад обязан расторгнуть договор, предупредив родителей письменно за 14 "
      "дней.", UC, src="вправе расторгнуть", note="«вправе» стало «обязан»."),
    # --- overgeneral (2; holdout: 2nd)
    V("overgeneral", "Какие лекарства воспитатели дают детям?", ["bolezn-spravki"], ["bolezn-spravki#lekarstva"],
      "Воспитатели дают детям любые лекарства по письменному назначению врача.", UC, src="кроме средств от аллергии",
      note="«любые» вместо средств от аллергии."),
    V("overgeneral", "Кому из родственников могут отдать ребёнка?", ["kto-zabiraet"], ["kto-zabiraet#nesovershennoletnie"],
      "Ребёнка отдают любым родственникам старше 16 лет, указанным в доверенности.", UC, src="Брату или сестре",
      note="«любым родственникам» вместо брата или сестры."),
]
