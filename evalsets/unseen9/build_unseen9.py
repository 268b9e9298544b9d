"""Write evalsets/unseen9/verify_cases.jsonl from the fragments and cases below,
checking every case's premises with a small reader of its own (no Tether code).

    python evalsets/unseen9/build_unseen9.py            # write and check
    python evalsets/unseen9/build_unseen9.py --figures  # also list every figure of every answer and where it occurs

Four domains, fragments written for this set: a ferry operator's ticket and
boarding conditions (en, £), a pet boarding kennel's terms (en, £), a fitness
club's rules (ru, ₽), a dry cleaner's price list and rules (ru, ₽).

Split, fixed before anything was run: per language, the 2nd, 5th, 8th, …
correct case and the 2nd, 5th, 8th, … wrong case (file order) are `holdout`,
the rest `dev`.
"""
from __future__ import annotations

import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent

FRAGMENTS = {
    # ---- ferry (en)
    "ferry-tickets#fares": "A standard adult foot-passenger single costs £18 and a return costs £32. Children aged 5 to 15 pay half the adult fare, and children under 5 travel free. Passengers aged 65 or over get a 20% discount on foot-passenger fares, but not on vehicle fares. Fares booked online are £2 cheaper per journey than fares bought at the terminal.",
    "ferry-tickets#vehicles": "A car up to 5 metres long costs £65 each way, including the driver. Vans and motorhomes between 5 and 7 metres cost £95 each way. Vehicles over 7 metres must be booked by phone at least 48 hours before sailing. Motorcycles cost £30 each way. Bicycles travel free, but only 12 bicycles can be carried on each sailing.",
    "ferry-tickets#changes": "You can change the date or time of a booking free of charge up to 24 hours before departure. Changes made less than 24 hours before departure cost £10 per booking, plus any difference in fare. A booking can be changed no more than 3 times. Tickets bought with a promotional code cannot be changed.",
    "ferry-tickets#refunds": "Flexi tickets are refundable in full if cancelled at least 24 hours before departure. Standard tickets are refundable minus a £15 cancellation fee if cancelled at least 7 days before departure; after that they are not refundable. If we cancel a sailing, you get a full refund or a free transfer to another sailing within 30 days, whatever ticket you hold.",
    "ferry-boarding#check-in": "Foot passengers must check in at least 30 minutes before departure, and vehicles at least 45 minutes before departure. Check-in closes 15 minutes before departure for foot passengers and 30 minutes for vehicles. Passengers who arrive after check-in has closed may be refused boarding and are treated as no-shows, with no refund.",
    "ferry-boarding#luggage": "Foot passengers may bring 2 pieces of luggage of up to 25 kg each free of charge. Each additional piece costs £5. Luggage is stored in the racks on the car deck, which passengers cannot access during the crossing. Valuables and medicines must be kept with you.",
    "ferry-boarding#pets": "Dogs travel free on all sailings and must stay on a lead in the outdoor areas or in the pet lounge. Only assistance dogs are allowed in the passenger lounges and the café. Vehicle passengers may leave a pet in the car for crossings of up to 2 hours, at their own risk. Other animals travel only in a closed carrier.",
    # ---- kennel (en)
    "kennel-terms#prices": "Boarding costs £24 per night for a small dog and £28 per night for a large dog (over 25 kg). Cats are boarded for £15 per night. Dogs from the same household sharing a kennel get a 15% discount on the second and each further dog. Stays of 14 nights or more are charged at £22 per night for every dog, whatever its size.",
    "kennel-terms#vaccinations": "Every dog must be vaccinated against distemper, parvovirus, hepatitis and leptospirosis, and against kennel cough at least 14 days before arrival. Cats must be vaccinated against cat flu and enteritis. We ask to see the vaccination card at check-in; an animal without a valid card cannot be admitted. Puppies under 6 months are not accepted.",
    "kennel-terms#deposit": "A deposit of 25% of the total is required to confirm a booking. For stays over Christmas, Easter and the summer school holidays the deposit is 50%. The balance is paid when you collect your pet.",
    "kennel-terms#cancellation": "If you cancel at least 14 days before arrival, the deposit is refunded in full. If you cancel less than 14 days before arrival, the deposit is kept. For peak-period bookings (Christmas, Easter and summer holidays) the deposit is not refundable at any time, but it can be moved to another stay within 12 months.",
    "kennel-terms#hours": "Pets can be dropped off and collected from 8:00 to 11:00 and from 15:00 to 18:00, Monday to Saturday. On Sundays and bank holidays we are open for collection only, from 10:00 to 12:00. A pet collected after 11:00 is charged for the day of collection.",
    "kennel-terms#care": "Dogs are walked twice a day for at least 20 minutes each time. We feed our own dry food free of charge; owners may bring their pet's usual food. Medication is given at no extra cost, but insulin injections cost £3 per day. If a pet falls ill, we call our vet and the owner pays the vet's fees.",
    # ---- fitness club (ru)
    "fitnes-klub#abonementy": "Годовой абонемент стоит 36 000 ₽, полугодовой — 21 000 ₽, месячный — 4 500 ₽. Дневной абонемент с посещением с 7:00 до 16:00 по будням стоит 24 000 ₽ в год. Студентам очной формы обучения и пенсионерам предоставляется скидка 15% на годовой и полугодовой абонементы при предъявлении документа. Скидки не суммируются.",
    "fitnes-klub#zamorozka": "Годовой абонемент можно заморозить на срок до 60 дней в году, полугодовой — до 30 дней. Минимальный срок одной заморозки — 7 дней. Месячный абонемент не замораживается. По медицинской справке абонемент продлевается на срок болезни без ограничения по количеству дней.",
    "fitnes-klub#vozvrat": "При расторжении договора возвращается стоимость неиспользованных полных месяцев за вычетом 10% от стоимости абонемента. Заявление на возврат подаётся на стойке администратора, деньги перечисляются в течение 10 рабочих дней. Абонементы, купленные по акции, возврату не подлежат.",
    "fitnes-klub#gostevye": "Владелец годового абонемента может бесплатно привести гостя 4 раза в год. Разовое гостевое посещение стоит 900 ₽. Гости младше 16 лет допускаются только вместе со взрослым членом клуба и только в бассейн.",
    "fitnes-klub#pravila": "В тренажёрном зале обязательна сменная обувь и полотенце. В бассейн допускаются только в резиновой шапочке; перед бассейном обязателен душ. Шкафчик выдаётся на время посещения; за утерю ключа взимается 500 ₽. Личные вещи нельзя оставлять в шкафчиках на ночь.",
    "fitnes-klub#trenirovki": "Персональная тренировка стоит 2 000 ₽, пакет из 10 тренировок — 17 000 ₽. Групповые занятия входят в стоимость абонемента, кроме занятий по сайклу, которые оплачиваются отдельно — 400 ₽ за занятие. Отменить персональную тренировку без оплаты можно не позднее чем за 12 часов; при более поздней отмене тренировка считается проведённой.",
    "fitnes-klub#rezhim": "Клуб работает по будням с 7:00 до 23:00, по выходным и праздникам — с 9:00 до 21:00. Бассейн закрывается на 30 минут раньше клуба. 1 января клуб закрыт. Санитарные дни бассейна — первый понедельник каждого месяца.",
    # ---- dry cleaner (ru)
    "himchistka#ceny": "Химчистка пиджака стоит 950 ₽, брюк — 650 ₽, пальто — 1 800 ₽, пуховика — 2 100 ₽. Чистка изделий из натуральной кожи и замши оценивается отдельно, от 3 500 ₽. Для изделий с пятнами, требующими дополнительной обработки, цена повышается на 20%.",
    "himchistka#sroki": "Обычный срок выполнения заказа — 5 рабочих дней. Срочная чистка за 24 часа стоит на 50% дороже; она не выполняется для кожи, меха и свадебных платьев. Изделия из кожи и меха чистятся в течение 14 рабочих дней.",
    "himchistka#priyom": "При приёме изделие осматривается в присутствии клиента, и все дефекты вносятся в квитанцию. Без квитанции заказ выдаётся только по паспорту владельца. Изделия без маркировки принимаются только при условии, что клиент подписывает согласие на чистку без гарантии результата.",
    "himchistka#hranenie": "Готовый заказ хранится бесплатно 30 дней. После этого за хранение взимается 50 ₽ в сутки. Заказы, не востребованные в течение 6 месяцев, передаются на благотворительность.",
    "himchistka#kompensaciya": "Если изделие испорчено по вине химчистки, клиенту выплачивается компенсация в размере двукратной стоимости чистки, но не более 15 000 ₽. Претензии по качеству принимаются в течение 3 дней после получения заказа. Компенсация не выплачивается за дефекты, отмеченные в квитанции при приёме.",
    "himchistka#dostavka": "Курьер забирает и привозит заказы бесплатно при сумме заказа от 3 000 ₽; при меньшей сумме доставка стоит 300 ₽ в одну сторону. Доставка выполняется по будням с 10:00 до 20:00. Вызвать курьера нужно не позднее чем за сутки.",
}
DOMAIN_OF = {"ferry-tickets": "ferry", "ferry-boarding": "ferry", "kennel-terms": "kennel",
             "fitnes-klub": "fitness", "himchistka": "cleaning"}
TITLES = {"ferry-tickets": "Northsound Ferries — ticket conditions", "ferry-boarding": "Northsound Ferries — boarding",
          "kennel-terms": "Hollybank Kennels — boarding terms", "fitnes-klub": "Фитнес-клуб «Атлант» — правила клуба",
          "himchistka": "Химчистка «Белый лист» — прейскурант и правила"}

CASES: list[dict] = []


def C(lang, q, cites, answer, note, lim=(), extra=(), pretty=False, fence=False):
    CASES.append(dict(lang=lang, q=q, cites=list(cites), answer=answer, note=note, lim=list(lim), extra=list(extra),
                      pretty=pretty, fence=fence, kind="correct", checks=[]))


def W(lang, q, cites, answer, note, checks, lim=(), extra=()):
    CASES.append(dict(lang=lang, q=q, cites=list(cites), answer=answer, note=note, lim=list(lim), extra=list(extra),
                      pretty=False, fence=False, kind="wrong", checks=list(checks)))


F, K, FT, H = "ferry-tickets#", "ferry-boarding#", "kennel-terms#", None
# ======================= English: ferry
C("en", "How much is a return ticket for a foot passenger?", [F + "fares"],
  "An adult foot passenger pays £32 for a return ticket; a single costs £18.", "reordered, merged into one sentence")
C("en", "My kids are 4 and 9 — what do they pay?", [F + "fares"],
  "Your 4-year-old travels free, because children under 5 travel free, and your 9-year-old pays half the adult fare, since children aged 5 to 15 pay half.",
  "rule applied to the reader's own ages (4, 9 from the question)")
C("en", "Do pensioners get a discount on the car fare?", [F + "fares"],
  "No. Passengers aged 65 or over get a 20% discount on foot-passenger fares only, not on vehicle fares.", "No-opening, exception kept")
C("en", "What does it cost to take my car across, and is the driver included?", [F + "vehicles"],
  "A car up to 5 metres long costs GBP 65 each way, and the driver is included in that price.", "'GBP 65' for '£65'")
C("en", "We have a 6.5 m motorhome. How much will it cost each way?", [F + "vehicles"],
  "Since your motorhome is between 5 and 7 metres, it costs £95 each way.", "rule applied to the question's length")
C("en", "Can I take my bike on the ferry?", [F + "vehicles"],
  "Yes — bicycles travel free of charge. Note that each sailing carries no more than 12 bicycles.", "Yes-opening, split into two sentences, 'no more than 12' for 'only 12'")
C("en", "How do I book a vehicle longer than 7 metres?", [F + "vehicles"],
  "Vehicles over 7 metres have to be booked by phone, at least 48 hours before the sailing.", "paraphrase 'have to' for 'must'")
C("en", "Can I change my booking the day before?", [F + "changes"],
  "- Up to 24 hours before departure, changes are free.\n- Within 24 hours of departure, a change costs £10 per booking plus any fare difference.\n- You can change a booking at most three times.",
  "bullet list, 'three' in words, 'within 24 hours' for 'less than 24 hours'")
C("en", "I bought my ticket with a promo code. Can I move it to another day?", [F + "changes"],
  "No, tickets bought with a promotional code cannot be changed.", "No-opening, near verbatim")
C("en", "What happens if I cancel a standard ticket 10 days before departure?", [F + "refunds"],
  "Because you cancel at least 7 days before departure, your standard ticket is refunded minus a £15 cancellation fee.",
  "rule applied to the question's case (10 from the question)")
C("en", "When do I need to be at the port with my car?", [K + "check-in"],
  "With a vehicle you should check in at least 45 minutes before departure; vehicle check-in closes 30 minutes before departure.",
  "two sentences merged, vehicle values only")
C("en", "What if I arrive late as a foot passenger?", [K + "check-in"],
  "Check-in for foot passengers closes 15 minutes before departure. If you turn up after that, you may be refused boarding and treated as a no-show, and you will not get a refund.",
  "second person, 'turn up' for 'arrive'")
C("en", "How much luggage can I bring for free?", [K + "luggage"],
  "As a foot passenger you can bring two pieces of luggage free of charge, each weighing up to 25kg; every extra piece costs £5.",
  "'two' in words, '25kg' for '25 kg', 'extra' for 'additional'")
C("en", "Can I get to my suitcase during the crossing?", [K + "luggage"],
  "No. Luggage is kept in racks on the car deck, and passengers cannot access it during the crossing, so keep valuables and medicines with you.",
  "No-opening, instruction from 'must be kept with you'")
C("en", "Can my dog come into the café?", [K + "pets"],
  "Only if it is an assistance dog. Other dogs travel free but must stay on a lead in the outdoor areas or in the pet lounge.",
  "'Only if' opening, reordered")
C("en", "Can I leave my dog in the car during a 90-minute crossing?", [K + "pets"],
  "Yes, vehicle passengers may leave a pet in the car for crossings of up to 2 hours.",
  "Yes-opening; faithful caveat in limitations (90 from the question)", lim=["This is at the owner's own risk."])
C("en", "I'm travelling with my car and my dog. What do I pay and where can the dog stay?", [F + "vehicles", K + "pets"],
  "A car up to 5 metres costs £65 each way with the driver included, and your dog travels free. During the crossing the dog must stay on a lead in the outdoor areas or in the pet lounge, or, for crossings of up to 2 hours, you may leave it in the car at your own risk.",
  "two citations across two documents, merged sentences", pretty=True)
C("en", "How can I get a refund on a flexi ticket?", [F + "refunds"],
  "According to the ticket conditions, flexi tickets are refunded in full when you cancel at least 24 hours before departure.",
  "hedge 'according to', passive turned")
# ======================= English: kennel
C("en", "How much per night for a 30 kg labrador?", [FT + "prices"],
  "A dog over 25 kg counts as a large dog, so boarding costs £28 per night.", "rule applied (30 from the question)")
C("en", "We have two small dogs who share a kennel. Is there a discount?", [FT + "prices"],
  "Yes. Dogs from the same household sharing a kennel get 15% off for the second dog (and any further dog); a small dog costs £24 per night.",
  "Yes-opening, '15% off' for '15% discount', parenthesis")
C("en", "Is there a cheaper rate if my dog stays a long time?", [FT + "prices"],
  "Yes — for stays of fourteen nights or more, every dog is charged £22 per night, regardless of size.",
  "'fourteen' in words, 'regardless of' for 'whatever'", fence=True)
C("en", "Which vaccinations does my dog need?", [FT + "vaccinations"],
  "Your dog must be vaccinated against:\n1. distemper;\n2. parvovirus;\n3. hepatitis;\n4. leptospirosis;\n5. kennel cough, at least 14 days before arrival.",
  "numbered list split from one sentence")
C("en", "I forgot the vaccination card. Will you still take my cat?", [FT + "vaccinations"],
  "No. Without a valid vaccination card an animal cannot be admitted; the card is checked at check-in.",
  "No-opening, reordered, 'checked' for 'we ask to see'")
C("en", "How much deposit do I pay for a stay in August during the school holidays?", [FT + "deposit"],
  "For the summer school holidays the deposit is 50% of the total rather than the usual 25%; the rest is paid when you collect your pet.",
  "two sentences merged, 'the rest' for 'the balance'")
C("en", "If I cancel a Christmas booking, do I get my deposit back?", [FT + "cancellation"],
  "No, for Christmas bookings the deposit is not refundable at any time. You can, however, move it to another stay within 12 months.",
  "No-opening, split into two sentences")
C("en", "Can I pick up my dog on Sunday afternoon?", [FT + "hours"],
  "No — on Sundays and bank holidays the kennels are open for collection only between 10:00 and 12:00.",
  "No inferred from the hours; 'between' for 'from … to'")
C("en", "If I collect my dog at 16:00, am I charged for that day?", [FT + "hours"],
  "Yes. Because you collect after 11:00, the day of collection is charged.", "rule applied (16:00 from the question)")
C("en", "Do you charge for giving my dog medication?", [FT + "care"],
  "Usually not: medication is given at no extra cost. The exception is insulin injections, which cost £3 per day.",
  "hedge 'usually', exception kept in its own sentence")
C("en", "How often are the dogs walked, and who pays if my dog gets sick?", [FT + "care"],
  "Dogs are walked two times a day, for at least 20 minutes each time. If your pet falls ill, the kennels call their vet, and you pay the vet's fees.",
  "'two times' for 'twice', 'you' for 'the owner'")
C("en", "I'm booking 3 nights for my cat over Easter. What will it cost and what deposit do I pay?", [FT + "prices", FT + "deposit"],
  "Cats are boarded for £15 per night. Because your stay is over Easter, the deposit is 50% of the total, and the balance is paid when you collect your cat.",
  "two citations, rule applied to the reader's case")
# English wrong
W("en", "How long before departure must I check in as a foot passenger?", [K + "check-in"],
  "Foot passengers must check in at least 15 minutes before departure.",
  "other-sentence: 15 minutes is when check-in closes, the deadline is 30", ["misattributed-figure", "unsupported-claim"])
W("en", "How much is a motorcycle each way?", [F + "vehicles"],
  "A motorcycle costs £65 each way.", "wrong-case: the car's price; motorcycles cost £30", ["unsupported-claim"])
W("en", "Can I change a ticket bought with a promo code?", [F + "changes"],
  "Yes, tickets bought with a promotional code can be changed free of charge up to 24 hours before departure.",
  "flipped: promo-code tickets cannot be changed", ["unsupported-claim"])
W("en", "Do pensioners get 20% off the car fare?", [F + "fares"],
  "Yes, passengers aged 65 or over get a 20% discount on their fares, including vehicle fares.",
  "exception dropped: 'but not on vehicle fares'", ["unsupported-claim"])
W("en", "Can you groom my dog before I collect it?", [FT + "care"],
  "Yes, a bath and brush costs £35 and is done on the morning of collection.",
  "invented: no grooming service, £35 nowhere", ["unsupported-claim", "unsupported-number"])
W("en", "If I cancel my booking, do I get my deposit back?", [FT + "cancellation"],
  "Yes, the deposit is always refunded in full when you cancel.",
  "condition dropped: only at least 14 days before arrival and never for peak bookings", ["unsupported-claim"])
W("en", "What deposit do I pay for an ordinary booking?", [FT + "deposit"],
  "A deposit of 50% of the total is required to confirm an ordinary booking.",
  "wrong-case: 50% is the peak-period deposit, the ordinary one is 25%", ["unsupported-claim"])
# ======================= Russian: fitness club
R, D = "fitnes-klub#", "himchistka#"
C("ru", "Я студент очной формы. Какая у меня скидка на полугодовой абонемент?", [R + "abonementy"],
  "Студентам очной формы обучения положена скидка 15% на полугодовой и годовой абонементы — нужно только предъявить документ.",
  "paraphrase «положена», word order")
C("ru", "Можно ли сложить студенческую скидку с другой скидкой?", [R + "abonementy"],
  "Нет, скидки не суммируются.", "Нет-opening, verbatim rule")
C("ru", "На сколько можно заморозить годовой абонемент?", [R + "zamorozka"],
  "Годовой абонемент можно заморозить максимум на 60 дней в году; одна заморозка — не меньше 7 дней.",
  "«максимум» for «до», «не меньше» for «минимальный срок»")
C("ru", "Можно ли заморозить месячный абонемент?", [R + "zamorozka"],
  "Нет, месячный абонемент заморозке не подлежит.", "Нет-opening, nominal paraphrase")
C("ru", "Я заболел на полтора месяца, а у меня полугодовой абонемент. Что делать?", [R + "zamorozka"],
  "Принесите медицинскую справку: по ней абонемент продлевается на срок болезни без ограничения по количеству дней.",
  "instruction + rule")
C("ru", "Можно ли заморозить полугодовой абонемент на 45 дней?", [R + "zamorozka"],
  "Нет, полугодовой абонемент можно заморозить не более чем на 30 дней.",
  "rule applied (45 from the question); faithful caveat in limitations",
  lim=["По медицинской справке абонемент продлевается на срок болезни без ограничения по количеству дней."])
C("ru", "Как вернуть деньги за абонемент?", [R + "vozvrat"],
  "- Заявление подаётся на стойке администратора.\n- Возвращается стоимость неиспользованных полных месяцев за вычетом 10% стоимости абонемента.\n- Деньги перечисляют в течение десяти рабочих дней.",
  "bullet list, «десяти» in words, reordered")
C("ru", "Сколько раз можно бесплатно привести гостя?", [R + "gostevye"],
  "С годовым абонементом можно бесплатно привести гостя четыре раза в год, а разовое гостевое посещение стоит 900 руб.",
  "«четыре» in words, «руб.» for «₽»")
C("ru", "Можно ли прийти с сыном 12 лет в тренажёрный зал?", [R + "gostevye"],
  "Нет. Гостей младше 16 лет пускают только вместе со взрослым членом клуба и только в бассейн.",
  "Нет inferred, «пускают» for «допускаются» (12 from the question)")
C("ru", "Что будет, если я потеряю ключ от шкафчика?", [R + "pravila"],
  "За утерю ключа от шкафчика берут 500 рублей.", "«берут» for «взимается», «рублей»")
C("ru", "Нужна ли шапочка в бассейне?", [R + "pravila"],
  "Да, в бассейн пускают только в резиновой шапочке, а перед бассейном обязательно нужно принять душ.",
  "Да-opening, two clauses merged")
C("ru", "Хочу годовой абонемент и персональные тренировки. Сколько это стоит?", [R + "abonementy", R + "trenirovki"],
  "Годовой абонемент стоит 36 000 ₽. Персональная тренировка — 2 000 ₽, а пакет из 10 тренировок — 17 000 ₽.",
  "two citations", pretty=True)
C("ru", "Сайкл входит в абонемент?", [R + "trenirovki"],
  "Нет. Групповые занятия входят в абонемент, но сайкл оплачивается отдельно — 400 ₽ за занятие.",
  "Нет-opening, exception applied")
C("ru", "Если я отменю персональную тренировку за 5 часов, мне её спишут?", [R + "trenirovki"],
  "Да: бесплатно отменить тренировку можно не позднее чем за 12 часов, а при более поздней отмене она считается проведённой.",
  "Да inferred (5 from the question), «бесплатно» for «без оплаты»")
C("ru", "До скольки работает бассейн в субботу?", [R + "rezhim"],
  "По выходным клуб работает с 9:00 до 21:00, а бассейн закрывается на 30 минут раньше клуба.",
  "no derived figure, two sentences merged")
C("ru", "Работает ли клуб 1 января?", [R + "rezhim"],
  "Нет, 1-го января клуб не работает.", "«1-го января», «не работает» for «закрыт»")
# ======================= Russian: dry cleaner
C("ru", "Сколько стоит почистить пальто и брюки?", [D + "ceny"],
  "Химчистка пальто стоит 1800 руб., брюк — 650 руб.", "«1800 руб.» for «1 800 ₽»")
C("ru", "На пиджаке пятно от вина. Сколько будет стоить чистка?", [D + "ceny"],
  "Чистка пиджака стоит 950 ₽, но если пятна требуют дополнительной обработки, цена повышается на 20%.",
  "condition kept, reordered")
C("ru", "Можно сделать срочную чистку кожаной куртки?", [D + "sroki"],
  "Нет. Срочная чистка за 24 часа не выполняется для кожи, меха и свадебных платьев; изделия из кожи чистятся в течение 14 рабочих дней.",
  "Нет-opening, two sentences merged")
C("ru", "За какой срок почистят пуховик?", [D + "sroki"],
  "Обычно заказ выполняется за пять рабочих дней. Срочная чистка за 24 часа обойдётся на 50% дороже.",
  "«пять» in words, «обычно», «обойдётся» for «стоит»", fence=True)
C("ru", "Я потерял квитанцию. Как забрать вещь?", [D + "priyom"],
  "Без квитанции заказ выдают только по паспорту владельца.", "active «выдают» for passive")
C("ru", "Примете ли вы куртку без бирки с составом?", [D + "priyom"],
  "Да, но только если вы подпишете согласие на чистку без гарантии результата: изделия без маркировки принимаются только на этом условии.",
  "Да, но только — condition kept")
C("ru", "Сколько можно не забирать заказ?", [D + "hranenie"],
  "Готовый заказ хранится бесплатно 30 дней, затем хранение стоит 50 рублей в сутки. Если заказ не забрать в течение 6 месяцев, его передают на благотворительность.",
  "«рублей», conditional rephrasing")
C("ru", "Мне испортили пальто при чистке. Какую компенсацию я получу?", [D + "kompensaciya"],
  "Если пальто испорчено по вине химчистки, вам выплатят компенсацию в размере двукратной стоимости чистки, но не больше 15 000 ₽. Претензию нужно подать в течение 3 дней после получения заказа.",
  "applied to the reader's coat, «не больше» for «не более»")
C("ru", "Заплатят ли за дефект, который записали в квитанцию при приёме?", [D + "kompensaciya"],
  "Нет, за дефекты, отмеченные в квитанции при приёме, компенсация не выплачивается.", "Нет-opening, word order")
C("ru", "Заказ на 2 500 ₽ — доставка будет бесплатной?", [D + "dostavka"],
  "Нет: бесплатно курьер забирает и привозит заказы от 3000 ₽. Поскольку ваш заказ меньше, доставка обойдётся в 300 ₽ в одну сторону.",
  "rule applied to the reader's order (2 500 from the question), «3000» for «3 000»")
C("ru", "Сдаю пуховик в обычном режиме и хочу доставку. Сколько стоит и когда будет готово?", [D + "ceny", D + "sroki", D + "dostavka"],
  "Чистка пуховика стоит 2 100 ₽, обычный срок — 5 рабочих дней. Курьер бесплатен при заказе от 3 000 ₽, иначе доставка стоит 300 ₽ в одну сторону.",
  "three citations, merged")
C("ru", "Когда можно вызвать курьера?", [D + "dostavka"],
  "Курьера нужно вызывать не позднее чем за сутки; доставка работает по будням с 10:00 до 20:00.",
  "two sentences merged and reordered")
# Russian wrong
W("ru", "За сколько дней вернут деньги за абонемент и сколько удержат?", [R + "vozvrat"],
  "Деньги возвращают в течение 10 рабочих дней, но удерживают 15% стоимости абонемента.",
  "uncited-fragment: 15% is the student discount in the uncited #abonementy; the deduction is 10%",
  ["misattributed-figure", "unsupported-claim"], extra=[R + "abonementy"])
W("ru", "Сколько стоит химчистка брюк?", [D + "ceny"],
  "Химчистка брюк стоит 950 ₽.", "wrong-case: 950 ₽ is the jacket; trousers 650 ₽", ["unsupported-claim"])
W("ru", "Можно ли оставить вещи в шкафчике на ночь?", [R + "pravila"],
  "Да, личные вещи можно оставлять в шкафчике на ночь.", "flipped: «нельзя оставлять»", ["unsupported-claim"])
W("ru", "Можно ли сделать срочную чистку свадебного платья?", [D + "sroki"],
  "Да, любое изделие можно почистить срочно за 24 часа, доплата составит 50%.",
  "exception dropped: not for leather, fur, wedding dresses", ["unsupported-claim"])
W("ru", "Есть ли в клубе сауна?", [R + "rezhim"],
  "Да, сауна входит в стоимость годового абонемента и работает до 22:00.",
  "invented: no sauna, 22:00 nowhere", ["unsupported-claim", "unsupported-number"])
W("ru", "Бесплатна ли доставка?", [D + "dostavka"],
  "Да, курьер забирает и привозит заказы бесплатно.", "condition dropped: only from 3 000 ₽", ["unsupported-claim"])
W("ru", "Сколько дней есть на претензию по качеству?", [D + "kompensaciya", D + "hranenie"],
  "Претензии по качеству принимаются в течение 30 дней после получения заказа.",
  "other-sentence: 30 days is free storage (cited #hranenie); claims within 3 days",
  ["misattributed-figure", "unsupported-claim"])
W("ru", "Можно ли привести гостя 14 лет в тренажёрный зал?", [R + "gostevye"],
  "Да, гость 14 лет может заниматься в тренажёрном зале вместе со взрослым членом клуба.",
  "yes where the source says no: under-16 guests only in the pool", ["unsupported-claim"])

# ---------------------------------------------------------------- premises
CHECK_IDS = set("""contract-invalid empty-answer truncated unknown-entity unknown-citation
unperformed-mutation unknown-fact-label fact-mismatch unsupported-number unsupported-date
unsupported-explicit-rule acceptance-contradiction number-without-jurisdiction wrong-document
exception-overridden raw-tool-call missing-citation misattributed-figure unsupported-claim
degenerate-output""".split())
WORDS = {"one": 1, "two": 2, "twice": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "ten": 10,
         "twelve": 12, "fourteen": 14, "fifteen": 15, "twenty": 20, "thirty": 30,
         "четыре": 4, "пять": 5, "пяти": 5, "десять": 10, "десяти": 10, "двух": 2, "трёх": 3, "трех": 3}


def groups(text: str) -> set[str]:
    """Figures: thousands joined ('3 000' = '3000'), clock times one figure, decimals one figure, number words."""
    text = re.sub(r"(?<=\d)[ \u00a0,](?=\d{3}(?!\d))", "", text)
    times = {t.lstrip("0") or "0" for t in re.findall(r"\b\d{1,2}:\d{2}\b", text)}
    text = re.sub(r"\b\d{1,2}:\d{2}\b", " ", text)
    text = re.sub(r"(?<=\d)[.,](?=\d)", ".", text)
    words = {str(v) for w, v in WORDS.items() if re.search(r"(?<![\w-])" + w + r"(?!\w)", text, re.I)}
    return times | set(re.findall(r"\d+(?:\.\d+)?", text)) | words


def list_numbers(text: str) -> set[str]:
    return set(re.findall(r"(?m)^(\d+)\.", text))


def context_for(c: dict) -> list[str]:
    """The cited fragments, the named extras, then the next fragments of the same document until 3 (at most 5)."""
    ctx = list(dict.fromkeys(c["cites"] + c["extra"]))
    doc = c["cites"][0].split("#")[0]
    same = [f for f in FRAGMENTS if f.split("#")[0] == doc]
    start = same.index(c["cites"][0])
    for f in same[start + 1:] + same[:start]:
        if len(ctx) >= 3:
            break
        if f not in ctx:
            ctx.append(f)
    # keep the document's own order
    order = list(FRAGMENTS)
    return sorted(ctx, key=order.index)


def check(cid: str, c: dict, ctx: list[str]) -> None:
    assert 2 <= len(ctx) <= 5, (cid, ctx)
    assert set(c["cites"]) <= set(ctx) and 1 <= len(c["cites"]) <= 3, cid
    assert set(c["checks"]) <= CHECK_IDS, cid
    assert (c["kind"] == "correct") == (not c["checks"]), cid
    for f in ctx:
        doc = f.split("#")[0]
        assert doc.lower() not in c["q"].lower() and TITLES[doc].lower() not in c["q"].lower(), (cid, "question names a document")
    cited = set().union(*(groups(FRAGMENTS[f]) for f in c["cites"]))
    allctx = set().union(*(groups(FRAGMENTS[f]) for f in ctx))
    asked = groups(c["q"])
    said = (groups(c["answer"]) - list_numbers(c["answer"])) | set().union(set(), *(groups(x) for x in c["lim"]))
    if c["kind"] == "correct":
        assert said <= cited | asked, (cid, "figure not in a cited fragment or the question", said - cited - asked)
    if "unsupported-number" in c["checks"]:
        assert said - allctx - asked, (cid, "labelled unsupported-number but every figure occurs")
    else:
        assert said <= allctx | asked, (cid, "a figure occurs nowhere", said - allctx - asked)
    if "misattributed-figure" in c["checks"]:
        assert said - asked, cid


def build() -> list[dict]:
    out = []
    seen = Counter()
    for n_lang, c in enumerate(CASES):
        seen[c["lang"]] += 1
        cid = f"u9-{c['lang']}-{seen[c['lang']]:03d}"
        ctx = context_for(c)
        check(cid, c, ctx)
        contract = {"answer": c["answer"], "entityCitations": [], "documentationCitations": c["cites"],
                    "limitations": c["lim"]}
        output = json.dumps(contract, ensure_ascii=False, indent=2 if c["pretty"] else None)
        if c["fence"]:
            output = "```json\n" + output + "\n```"
        frags = [{"id": f, "documentId": f.split("#")[0], "text": FRAGMENTS[f]} for f in ctx]
        inp = {"question": c["q"], "context": {"entities": [], "fragments": frags, "facts": [], "performedMutations": []},
               "output": output, "finishReason": "stop"}
        c["_id"], c["_ctx"] = cid, ctx
        out.append({"id": cid, "lang": c["lang"], "domain": DOMAIN_OF[c["cites"][0].split("#")[0]], "kind": c["kind"],
                    "note": c["note"], "input": inp,
                    "expect": {"status": "passed" if c["kind"] == "correct" else "failed", "checks": c["checks"]}})
    # split: per language and kind, the 2nd, 5th, 8th, … case is holdout
    nth = Counter()
    for row in out:
        nth[(row["lang"], row["kind"])] += 1
        row["split"] = "holdout" if nth[(row["lang"], row["kind"])] % 3 == 2 else "dev"
    return out


def main() -> None:
    rows = build()
    (HERE / "verify_cases.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8")
    print(len(rows), sorted(Counter((r["lang"], r["kind"], r["split"]) for r in rows).items()))
    print("domains:", sorted(Counter(r["domain"] for r in rows).items()))
    print("citations per case:", sorted(Counter(len(json.loads(r["input"]["output"].removeprefix("```json\n").removesuffix("\n```"))["documentationCitations"]) for r in rows).items()))
    if "--figures" in sys.argv:
        for c in CASES:
            print(c["_id"], c["kind"], c["checks"])
            text = c["answer"] + " " + " ".join(c["lim"])
            for g in sorted(groups(text) - list_numbers(c["answer"]), key=lambda g: float(g.replace(":", "."))):
                where = (["QUESTION"] if g in groups(c["q"]) else []) + [
                    ("CITED " if f in c["cites"] else "uncited ") + f for f in c["_ctx"] if g in groups(FRAGMENTS[f])]
                print(f"    {g:>6}: {', '.join(where) or 'NOWHERE'}")


if __name__ == "__main__":
    main()
