"""Labelled verify cases of unseen23 (the source of verify_cases.jsonl; build_unseen23.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them;
the wrong ones carry one fault each, of the kinds strong models make. The split (2nd, 5th, 8th, ...
case of each kind per language is holdout) was fixed before the first case was written.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
UN = ["unsupported-claim", "unsupported-number"]
NJ = ["number-without-jurisdiction"]
DG = ["degenerate-output"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "What's a day pass for my 15-year-old at Kea Ridge?", ["lift-passes-nz"], ["lift-passes-nz#day"],
      "At Kea Ridge in New Zealand a 15-year-old pays the youth price of NZ$79 for a day pass, since youth passes "
      "cover ages 6 to 17. The price already includes GST at 15 %.",
      note="the reader's 15 placed in the 6-17 band; 'already includes'."),
    V("clean", "Do I have to pay for my 4-year-old to ski?", ["lift-passes-nz"], ["lift-passes-nz#day"],
      "No. In New Zealand children under 6 ski free at Kea Ridge, but you still need to pick up a free child ticket "
      "for them at the ticket office.", note="'No' from the reader's own 4; 'but' clause kept."),
    V("clean", "I want to ski a couple of afternoons in Australia — what does a half-day pass get me?",
      ["lift-passes-au"], ["lift-passes-au#half-day"],
      "In Australia a half-day pass is valid from 12:30 and costs A$139 for adults; youths pay A$79.",
      note="reordered cases."),
    V("clean", "How much do I save by buying online, and how early do I have to do it?", ["lift-passes-nz"],
      ["lift-passes-nz#online"],
      "In New Zealand you save 10 % if you buy your pass online at least 24 hours before your first ski day. Keep in "
      "mind that the reusable card it is loaded onto costs NZ$5, and that amount isn't refunded.",
      note="second person; 'isn't refunded'."),
    V("clean", "Is a 5-day pass flexible about which days I ski?", ["lift-passes-nz"], ["lift-passes-nz#multi-day"],
      "Yes. In New Zealand the 5-day pass (NZ$599) can be used on any 5 days, provided they fall within 10 days of the "
      "first time you use it.", note="'provided they fall within' for 'within'."),
    V("clean", "How much does a senior pay for a day pass at Mount Ember?", ["lift-passes-au#day", "lift-passes-nz#day"],
      ["lift-passes-au#day"], "Seniors aged 70 and over pay A$129 for a day pass at Mount Ember in Australia.",
      note="Australia's record cited beside New Zealand's in the context."),
    V("clean", "Has the adult day pass at Kea Ridge gone up since last season?",
      ["lift-passes-nz#day", "lift-passes-nz-2026#day"], ["lift-passes-nz#day", "lift-passes-nz-2026#day"],
      "Yes. In New Zealand an adult day pass at Kea Ridge costs NZ$139 now, up from NZ$129 in the 2026 season.",
      note="current and historical editions, both cited."),
    V("clean", "I tore a ligament on 2 July — can I freeze my season pass and what do I get back?", ["season-pass"],
      ["season-pass#freeze"],
      "Yes, provided you have a medical certificate: in New Zealand a season pass can be frozen for an injury that "
      "stops you skiing. Ask for the freeze within 14 days of the injury; because it starts before 15 July, 50 % of the "
      "price is credited to next season's pass, and the credit is never paid out in cash.",
      note="condition first; the reader's 2 July placed before 15 July."),
    V("clean", "Can my sister use my season pass on the days I'm not skiing?", ["season-pass"], ["season-pass#personal"],
      "No. A season pass carries your photo and may be used only by you; if you lend it to someone else, Alpine Crest "
      "may cancel it without a refund.", note="'may cancel' kept as a permission."),
    V("clean", "The whole mountain was closed by a blizzard on the day my pass was for. I bought it at the ticket office. What now?",
      ["weather-closures"], ["weather-closures#full-day"],
      "Because every lift stayed closed all day because of the weather, your pass is refunded in full to the card you "
      "paid with, within 10 working days. As you bought it at the ticket office, you need to claim the refund within 7 "
      "days; passes bought online are refunded without a claim.",
      note="both sentences of one fragment; the ticket-office condition applied."),
    V("clean", "The lifts closed at 1 pm because of wind. I had a half-day pass — do I get a refund?", ["weather-closures"],
      ["weather-closures#partial"],
      "Yes. Half-day passes are refunded in full whenever the lifts close before 14:00, and 1 pm is before that.",
      note="'Yes' from the reader's own 1 pm."),
    V("clean", "A full-day closure ate one day of my 3-day pass. Do I get money back?", ["weather-closures"],
      ["weather-closures#season"],
      "No money back — multi-day passes are not refunded for weather. Instead, your pass is extended by one day for "
      "each full-day closure.", note="'Instead' reorders the clauses."),
    V("clean", "How big are group classes and what do they cost?", ["lessons"], ["lessons#group"],
      "A group lesson lasts 2 hours and costs NZ$95 in New Zealand or A$119 in Australia. There are never more than 8 "
      "students, grouped by ability, and the instructor may move you to another group if your level does not match.",
      note="'never more than' for 'at most'; pretty-printed JSON.", pretty=True),
    V("clean", "I'm ill and need to cancel tomorrow's lesson, which starts in 10 hours. Will I get my money back?",
      ["lessons"], ["lessons#cancel"],
      "Since it is less than 24 hours before the start, a cancellation is normally refunded at 50 %. If you show a "
      "medical certificate, though, you get a full refund.", note="'unless' restated as 'if ..., though'."),
    V("clean", "What are the hours of the kids' ski school in Australia, and is lunch provided?", ["lessons"],
      ["lessons#kids"],
      "The kids' ski school runs a full day from 9:30 to 15:30 for children aged 4 to 12, and lunch is included. In "
      "Australia the day costs A$199 (NZ$169 in New Zealand).", note="both countries from a no-jurisdiction record."),
    V("clean", "My son doesn't own a helmet — can he still join the ski school?", ["lessons"], ["lessons#kids"],
      "Yes. Helmets are compulsory at the kids' ski school, but a child who has no helmet is given one free of charge. "
      "A parent has to be reachable by phone during the day.", note="'has to be' for 'must be'."),
    V("clean", "What's the cheapest way to rent a snowboard for my 10-year-old in New Zealand, helmet included?",
      ["rentals"], ["rentals#prices"],
      "In New Zealand a snowboard set with boots costs NZ$59 a day, and because your child is under 12, the helmet is free.",
      note="the reader's 10 placed under 12."),
    V("clean", "Is the damage waiver worth taking?", ["rentals"], ["rentals#waiver"],
      "The waiver costs NZ$8 a day in New Zealand or A$10 a day in Australia and covers accidental damage to rented "
      "equipment. Without it you pay for repairs yourself, up to NZ$250 or A$300.",
      limitations=["The waiver does not cover loss or theft of the equipment."],
      note="a limitations entry that restates an exclusion."),
    V("clean", "I'll be back with the skis at 5 pm on my last day — is that a problem?", ["rentals"], ["rentals#returns"],
      "Yes: equipment has to be returned by 16:30 on the last rental day, and equipment returned late is charged one "
      "extra day.", note="'Yes' to 'a problem'."),
    V("clean", "Someone stole my day pass — I bought it online. Can it be replaced?", ["lost-pass"],
      ["lost-pass#replacement", "lost-pass#reporting"],
      "Yes. Show photo ID and your online order number at the ticket office; the stolen pass is blocked as soon as you "
      "report it, and a replacement card costs NZ$10 in New Zealand or A$12 in Australia.",
      limitations=["Alpine Crest is not responsible for ski days lost before the theft was reported."],
      note="two fragments; limitation from the second."),
    V("clean", "I paid cash at the ticket window, lost the receipt and now the pass too. Can you replace it?",
      ["lost-pass"], ["lost-pass#not-replaced"],
      "Unfortunately not: a day pass bought with cash at the ticket office can't be replaced without a receipt.",
      note="denial restated."),
    V("clean", "What happens if I duck under a boundary rope?", ["code-of-conduct"], ["code-of-conduct#boundaries"],
      "Skiing beyond the boundary ropes isn't allowed. Ski patrol may take away the pass of anyone who enters a closed "
      "area, and a pass removed for that reason is not refunded.", note="'may take away' keeps the permission."),
    V("clean", "Can I bring my guide dog on the slopes?", ["code-of-conduct"], ["code-of-conduct#other"],
      "Yes — dogs are not allowed on the slopes, but assistance dogs are the exception.",
      note="'Yes' from the exception; guide dog as an assistance dog."),
    V("clean", "Can my 8-year-old ride the chairlift with her 12-year-old brother?", ["code-of-conduct"],
      ["code-of-conduct#helmets"],
      "No. Children under 10 may ride a chairlift only with a person aged 14 or over, and her brother is younger than that.",
      note="'No' from the reader's own ages."),
    V("clean", "I forgot my ID — can I still get the senior price?", ["pass-conditions"], ["pass-conditions#age"],
      "Not without proof of age: youth and senior prices apply only when it is shown at the ticket office or when an "
      "online pass is collected. Otherwise the adult price is charged.", note="'only when' kept."),
    V("clean", "I hurt my knee at 10:15 and ski patrol saw it straight away. Any money back on my day pass?",
      ["pass-conditions"], ["pass-conditions#injury"],
      "Yes. A day pass is normally not refunded for an injury, but because ski patrol confirmed it before 11:00, 50 % "
      "of the price is refunded.", note="the exception applied to the reader's 10:15."),
    V("clean", "Can I give my unused 3-day pass to my friend?", ["pass-conditions"], ["pass-conditions#transfer"],
      "Yes, as long as it hasn't been used yet: multi-day passes can be transferred to another person before their "
      "first use. Once it has been scanned at a lift gate, it can no longer be transferred.",
      note="condition kept with both sides."),
    V("clean", "There are four of us in the car — do we pay for parking?", ["parking-chains"], ["parking-chains#parking"],
      "No. Parking at the base area is free for cars with 3 or more people; other cars pay NZ$20 in New Zealand or "
      "A$25 in Australia per day.", note="'No' from the reader's 'four'."),
    V("clean", "Do I need chains if I drive a 4WD up in August?", ["parking-chains"], ["parking-chains#chains"],
      "Yes. From 1 June to 30 September every vehicle on the access road must carry snow chains, four-wheel-drive "
      "vehicles included. You can hire them at the bottom of the access road for NZ$30 or A$35 a day.",
      note="'Yes' from an inclusion."),
    V("clean", "How much is an adult season pass at Kea Ridge if I buy it now, in July?", ["season-pass"],
      ["season-pass#prices"],
      "In New Zealand an adult season pass costs NZ$899; the lower NZ$749 price is only for adult passes bought "
      "before 31 March.", note="fenced JSON; the early price kept with its date.", fence=True),

    # --- other-sentence (2; holdout: 2nd)
    V("other-sentence", "How long is a 3-day pass valid in New Zealand?", ["lift-passes-nz"], ["lift-passes-nz#multi-day"],
      "In New Zealand a 3-day pass can be used on any 3 days within 10 days of its first use.", MC,
      src="within 7 days of its first use", note="10 days is the 5-day pass's, the next sentence."),
    V("other-sentence", "How long does a weather refund take to reach my card?", ["weather-closures"],
      ["weather-closures#full-day"],
      "If every lift stays closed all day because of weather, your pass is refunded in full to the original card "
      "within 7 days.", MC, src="within 10 working days",
      note="7 days is the ticket-office claim period of the next sentence."),
    # --- wrong-case (2; holdout: 2nd)
    V("wrong-case", "How much is a private lesson in New Zealand?", ["lessons"], ["lessons#private"],
      "A 1-hour private lesson for up to 3 people of the same level costs NZ$229 in New Zealand.", MC,
      src="NZ$189 in New Zealand", note="229 is Australia's amount in the same sentence, given New Zealand's currency."),
    V("wrong-case", "What is the youth price for a half-day in New Zealand?", ["lift-passes-nz"],
      ["lift-passes-nz#half-day"],
      "In New Zealand a youth half-day pass costs NZ$99 and is valid from 12:30 until the lifts close.", MC,
      src="NZ$59 for youths", note="NZ$99 is the adults' price in the same sentence."),
    # --- uncited-fragment (2; holdout: 2nd)
    V("uncited-fragment", "What is the adult day pass price at Kea Ridge?",
      ["lift-passes-nz#day", "lift-passes-nz-2026#day"], ["lift-passes-nz#day"],
      "In New Zealand an adult day pass at Kea Ridge costs NZ$129.", MC,
      note="the 2026 edition's price stated as current, citing the current record."),
    V("uncited-fragment", "How far ahead must I book online to get the discount in New Zealand?",
      ["lift-passes-nz#online", "lift-passes-au#online"], ["lift-passes-nz#online"],
      "In New Zealand passes bought online at least 48 hours before the first ski day are 10 % cheaper.", MC,
      note="48 hours is Australia's, an uncited fragment."),
    # --- invented (2; holdout: 2nd)
    V("invented", "Do I need to book the kids' ski school?", ["lessons"], ["lessons#kids"],
      "The kids' ski school takes children aged 4 to 12 from 9:30 to 15:30, lunch included. Places must be booked at "
      "least 48 hours in advance, with a NZ$20 booking fee.", UN,
      note="an invented booking rule with figures found nowhere in the context."),
    V("invented", "Can I leave my car overnight at the base area?", ["parking-chains"], ["parking-chains#parking"],
      "Yes, cars may be left overnight in the base area car park at no extra charge.", UC,
      note="an invented permission without a figure."),
    # --- limitations (2; holdout: 2nd)
    V("limitations", "How much is a group lesson in Australia?", ["lessons"], ["lessons#group"],
      "A 2-hour group lesson costs A$119 in Australia (NZ$95 in New Zealand), with at most 8 students in a group.", UC,
      limitations=["A lift pass is included in the price of a group lesson."],
      note="an invented inclusion in limitations."),
    V("limitations", "What does a second replacement of a season pass cost?", ["lost-pass"], ["lost-pass#not-replaced"],
      "A season pass is replaced free of charge once a season; each further replacement costs NZ$50 in New Zealand "
      "or A$60 in Australia.", UC,
      limitations=["The replacement fee is refunded if the original pass turns up later."],
      note="an invented refund in limitations."),
    # --- flipped (2; holdout: 2nd)
    V("flipped", "Can I fly my drone to film my run?", ["code-of-conduct"], ["code-of-conduct#other"],
      "Yes, you may fly a drone over the ski field; written permission from the ski field manager is not needed.", UC,
      src="may not be flown", note="prohibition with a permit turned into a free permission."),
    V("flipped", "Are season passes refunded if the ski field closes for weather?", ["weather-closures"],
      ["weather-closures#season"],
      "Yes. Season passes are refunded for weather closures, while multi-day passes are extended by one day for each "
      "full-day closure.", UC, src="Season passes are not refunded", note="negation dropped."),
    # --- condition (2; holdout: 2nd)
    V("condition", "I cancelled my lesson 5 hours before it started. Do I get everything back?", ["lessons"],
      ["lessons#cancel"],
      "Yes, a lesson cancelled less than 24 hours before it starts is refunded in full.", UC,
      src="unless a medical certificate is shown", note="the full refund's condition (a medical certificate) dropped."),
    V("condition", "I bought a day pass at the ticket office and the lifts never opened because of a storm. Is my money refunded automatically?",
      ["weather-closures"], ["weather-closures#full-day"],
      "Yes. When every lift stays closed for the whole day because of weather, day passes are refunded in full to the "
      "original card within 10 working days, without any claim.", UC,
      src="passes bought at the ticket office must be claimed within 7 days",
      note="'without a claim' holds only for online passes; the ticket-office claim dropped."),
    # --- exception (1)
    V("exception", "Are dogs allowed on the slopes? Mine is an assistance dog.", ["code-of-conduct"],
      ["code-of-conduct#other"],
      "No. Dogs are not allowed on the slopes, and that includes assistance dogs.", UC,
      src="except assistance dogs", note="the exception denied."),
    # --- overgeneral (1)
    V("overgeneral", "Is a helmet compulsory on the ski field?", ["code-of-conduct"], ["code-of-conduct#helmets"],
      "Yes, helmets are compulsory for everyone on the slopes, and children under 10 may ride a chairlift only with "
      "a person aged 14 or over.", UC, src="Helmets are recommended for everyone",
      note="compulsory for children under 12 in lessons and the park, extended to everyone."),
    # --- bound (1)
    V("bound", "When do I have to buy online to get the discount in Australia?", ["lift-passes-au"],
      ["lift-passes-au#online"],
      "In Australia passes bought online within 48 hours before the first ski day are 15 % cheaper.", UC,
      src="at least 48 hours before", note="'at least 48 hours before' turned into 'within 48 hours before'."),
    # --- modality (1)
    V("modality", "What happens if I lend my season pass to a friend?", ["season-pass"], ["season-pass#personal"],
      "A season pass may be used only by the holder, whose photo it carries. If you lend it to someone else, Alpine "
      "Crest will cancel it without a refund.", UC, src="may cancel it", note="'may cancel' → 'will cancel'."),
    # --- jurisdiction (1)
    V("jurisdiction", "How much is an adult season pass?", ["season-pass"], ["season-pass#prices"],
      "An adult season pass costs $899 and a youth pass $499; adult passes bought before 31 March cost $749.", NJ,
      src="In New Zealand", note="figures from a NZ-only record with a bare '$' and no country named."),
    # --- degenerate (1)
    V("degenerate", "What does the reusable pass card cost in Australia?", ["lift-passes-au"], ["lift-passes-au#online"],
      "In Australia a reusable pass card costs A$5. In Australia a reusable pass card costs A$5. In Australia a "
      "reusable pass card costs A$5.", DG, note="one sentence repeated three times."),
]

RU = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "У меня ООО на упрощёнке, сколько будет стоить обслуживание?", ["tarify"], ["tarify#stoimost"],
      "Для ООО на УСН подходит тариф «Бизнес» — 12 000 ₽ в месяц. В него уже входит расчёт зарплаты до 5 сотрудников, "
      "а за каждого следующего сотрудника доплачивается 800 ₽ в месяц.",
      note="«упрощёнка» отвечена как УСН; «доплачивается» вместо «доплата составляет»."),
    V("clean", "Сколько я заплачу на тарифе «Оптима», если у меня 7 сотрудников?", ["tarify"], ["tarify#stoimost"],
      "Тариф «Оптима» стоит 24 000 ₽ в месяц и включает расчёт зарплаты до 5 сотрудников. За каждого сотрудника сверх "
      "этого числа доплата составляет 800 ₽ в месяц.", note="без вычисленной суммы; 7 — число читателя."),
    V("clean", "Что будет, если документов окажется больше 100 в месяц?", ["tarify"], ["tarify#obem"],
      "В абонентскую плату включена обработка до 100 первичных документов в месяц. За каждые следующие 50 документов "
      "придётся доплатить 1 500 ₽.", note="«включена», «придётся доплатить»."),
    V("clean", "Есть ли выгода при оплате сразу за год?", ["tarify"], ["tarify#oplata"],
      "Да. При оплате за 12 месяцев вперёд предоставляется скидка 10 %.",
      limitations=["Скидка не распространяется на разовые услуги."], note="исключение вынесено в limitations."),
    V("clean", "Что будет, если я задержу оплату на неделю?", ["tarify"], ["tarify#oplata"],
      "Плату нужно вносить авансом до 10-го числа текущего месяца. Если оплата просрочена более чем на 5 рабочих дней, "
      "фирма вправе приостановить обслуживание, пока долг не будет погашен.",
      note="право фирмы сохранено; «пока … не будет погашен»."),
    V("clean", "Насколько подорожал тариф «Старт» по сравнению с прошлым годом?", ["tarify#stoimost", "tarify-2026#stoimost"],
      ["tarify#stoimost", "tarify-2026#stoimost"],
      "В 2026 году тариф «Старт» стоил 4 000 ₽ в месяц, а сейчас он стоит 4 500 ₽ в месяц.",
      note="текущая и прошлая редакции, обе процитированы; разница не вычислена."),
    V("clean", "Входит ли в тариф подготовка документов для кредита в банке?", ["sostav-uslug"],
      ["sostav-uslug#ne-vhodit", "sostav-uslug#razovye"],
      "Нет, подготовка документов для получения кредита в абонентскую плату не входит и оказывается по отдельному "
      "счёту. Справка или пакет отчётов для банка стоит 3 000 ₽.", note="два фрагмента одной записи."),
    V("clean", "Будете ли вы отвечать на требования налоговой?", ["sostav-uslug"], ["sostav-uslug#vhodit"],
      "Да, ответы на требования налоговой инспекции по отчётности, сданной фирмой, входят в абонентское обслуживание.",
      note="причастный оборот «сданной фирмой»."),
    V("clean", "Как быстро бухгалтер ответит в чате, если у меня тариф «Бизнес»?", ["sostav-uslug"],
      ["sostav-uslug#konsultacii"],
      "На тарифе «Бизнес» ответ в чате придёт в течение 1 рабочего дня; ответ в течение 4 рабочих часов предусмотрен "
      "только на тарифе «Оптима».", note="случай читателя отделён от «Оптимы»."),
    V("clean", "Сколько стоит восстановить учёт за прошлые годы?", ["sostav-uslug"],
      ["sostav-uslug#ne-vhodit", "sostav-uslug#razovye"],
      "Восстановление учёта за прошлые периоды в абонентскую плату не входит; оно стоит от 15 000 ₽ за квартал.",
      note="«от» сохранено."),
    V("clean", "Я принёс документы за июль 8 августа — что будет?", ["sroki"], ["sroki#pervichka"],
      "Документы за месяц нужно передавать не позднее 5-го числа следующего месяца. Переданные позже всё равно "
      "отражаются в учёте, но фирма не гарантирует их отражение в отчётности, срок сдачи которой наступает менее чем "
      "через 5 рабочих дней после их получения.", note="8 — число читателя; причастие «переданные»."),
    V("clean", "Можно ли сдать отчёт, если я не успел его посмотреть?", ["sroki"], ["sroki#soglasovanie"],
      "Фирма присылает готовую отчётность на согласование не позднее чем за 3 рабочих дня до срока сдачи. Если вы не "
      "ответите до конца рабочего дня накануне срока, фирма вправе сдать её без вашего согласования.",
      note="«накануне срока» вместо «предшествующего сроку сдачи»."),
    V("clean", "Когда вы сдаёте годовые отчёты за моё ООО на УСН?", ["sroki"], ["sroki#godovaya"],
      "За ООО фирма сдаёт декларацию по УСН не позднее 25 марта, а годовую бухгалтерскую отчётность — не позднее 31 марта.",
      note="порядок изменён."),
    V("clean", "Мне начислили пени из-за того, что бухгалтер пропустил срок. Вы их компенсируете?", ["otvetstvennost"],
      ["otvetstvennost#vozmeshchenie"],
      "Да. Пени, начисленные по вине фирмы, в том числе из-за пропуска срока сдачи отчётности, фирма возмещает в "
      "полном объёме, но не более суммы абонентской платы за 12 месяцев. Деньги выплачиваются в течение 10 рабочих "
      "дней после того, как фирма признает свою вину.", note="причастие; ограничение сохранено."),
    V("clean", "Компенсируете ли вы сам налог, если его доначислили?", ["otvetstvennost"],
      ["otvetstvennost#ne-vozmeshchayutsya", "otvetstvennost#vozmeshchenie"],
      "Нет. Сам налог и недоимка не возмещаются ни в каком случае; возмещаются только штрафы и пени, начисленные по "
      "вине фирмы.", note="два фрагмента."),
    V("clean", "Штраф пришёл, потому что я сдал документы 9-го числа. Вы его вернёте?", ["otvetstvennost"],
      ["otvetstvennost#ne-vozmeshchayutsya"],
      "Нет. Фирма не возмещает штрафы, если клиент передал документы позже 5-го числа.",
      note="«Нет» из 9-го числа читателя."),
    V("clean", "Как подать требование о возмещении штрафа?", ["otvetstvennost"], ["otvetstvennost#poryadok"],
      "Направьте требование письменно в течение 30 дней после получения решения налоговой инспекции и приложите "
      "копию этого решения. Фирма рассмотрит его в течение 10 рабочих дней.", note="повелительное наклонение; будущее."),
    V("clean", "Могу ли я прислать документы фотографией с телефона?", ["peredacha-dokumentov"],
      ["peredacha-dokumentov#sposoby"],
      "Да, но фотографии должны быть читаемыми: нечитаемый документ считается непереданным.", note="«Да, но»."),
    V("clean", "Курьер может приехать второй раз за месяц?", ["peredacha-dokumentov"], ["peredacha-dokumentov#kurer"],
      "Да, но платно: бесплатно курьер забирает бумажные документы один раз в месяц, а каждый дополнительный выезд "
      "стоит 700 ₽. Курьер работает только в пределах Москвы.", note="«один раз» словами."),
    V("clean", "Вы храните оригиналы моих документов?", ["peredacha-dokumentov"], ["peredacha-dokumentov#hranenie"],
      "Нет, оригиналы хранятся у вас. Фирма хранит полученные копии в течение 5 лет после окончания договора, а "
      "бумажные документы возвращает по вашему запросу в течение 10 рабочих дней.", note="«у вас» вместо «у клиента»."),
    V("clean", "Хочу перейти к другому бухгалтеру. Как это сделать?", ["rastorzhenie"],
      ["rastorzhenie#klient", "rastorzhenie#peredacha-del"],
      "Вы вправе расторгнуть договор в любое время, письменно уведомив фирму не позднее чем за 30 дней. После "
      "расторжения фирма сдаст отчётность за последний оплаченный период и в течение 10 рабочих дней передаст базу "
      "учёта и все документы вам или новому бухгалтеру по акту.", note="два фрагмента; будущее время."),
    V("clean", "Я оплатил год вперёд со скидкой и ухожу через 4 месяца. Что мне вернут?", ["rastorzhenie"],
      ["rastorzhenie#klient"],
      "Фирма вернёт плату за неиспользованные полные месяцы, но использованные месяцы пересчитают по цене без скидки.",
      note="неопределённо-личное «пересчитают»."),
    V("clean", "Может ли фирма сама разорвать со мной договор?", ["rastorzhenie"], ["rastorzhenie#firma"],
      "Да, если клиент не оплачивает обслуживание более 2 месяцев подряд. В этом случае фирма вправе расторгнуть "
      "договор, уведомив клиента за 15 дней.", note="условие вперёд; «вправе» сохранено."),
    V("clean", "Когда рассчитают отпускные для сотрудника?", ["zarplata-kadry"], ["zarplata-kadry#raschet"],
      "Отпускные рассчитываются в течение 1 рабочего дня после того, как фирма получит приказ.",
      note="«после того, как … получит»."),
    V("clean", "Когда нужно сообщить о новом сотруднике?", ["zarplata-kadry"], ["zarplata-kadry#priyom"],
      "Сообщите о приёме сотрудника не позднее чем за 2 рабочих дня до его первого рабочего дня. Если сообщить позже, "
      "фирма не отвечает за штраф за несвоевременную подачу сведений.", note="«иначе» развёрнуто в «если позже»."),
    V("clean", "Мне пришло требование по камеральной проверке, это платно?", ["proverki"], ["proverki#kameralnye"],
      "Нет, ответ на требование по камеральной проверке сданной фирмой отчётности входит в тариф. Фирма подготовит "
      "ответ в течение 5 рабочих дней после того, как вы перешлёте требование.", note="«Нет» из «входит в тариф»."),
    V("clean", "К нам придут с выездной проверкой — что делать и сколько стоит помощь?", ["proverki"],
      ["proverki#vyezdnye"],
      "Сообщите фирме о начале выездной проверки в тот же день, когда получите решение о ней. Сопровождение проверки "
      "стоит 6 000 ₽ за каждый день присутствия специалиста.", note="«в тот же день» вместо «в день получения»."),
    V("clean", "С какого момента вы начнёте нас вести, если договор подпишем в сентябре?", ["nachalo-obsluzhivaniya"],
      ["nachalo-obsluzhivaniya#start"],
      "Обслуживание начнётся с 1-го числа месяца, следующего за подписанием договора. В течение 10 рабочих дней после "
      "подписания нужно передать фирме базу учёта и документы от прежнего бухгалтера.",
      note="без вычисленной даты."),
    V("clean", "Получит ли фирма за меня электронную подпись?", ["elektronnaya-podpis"], ["elektronnaya-podpis#podpis"],
      "Нет. Электронную подпись руководителя клиент получает сам в удостоверяющем центре налоговой инспекции; фирма "
      "может записать его на приём, но саму подпись за него не получает.", note="«может» сохранено как возможность."),
    V("clean", "На какой срок оформлять доверенность на фирму?", ["elektronnaya-podpis"],
      ["elektronnaya-podpis#doverennost"],
      "Машиночитаемую доверенность клиент оформляет на фирму сроком на 1 год; по ней фирма сдаёт отчётность своей "
      "электронной подписью.", note="fenced JSON.", fence=True),

    # --- other-sentence (3; holdout: 2nd)
    V("other-sentence", "На сколько можно задержать оплату, прежде чем обслуживание приостановят?", ["tarify"],
      ["tarify#oplata"],
      "Если оплата просрочена более чем на 10 рабочих дней, фирма вправе приостановить обслуживание до погашения долга.",
      MC, src="более чем на 5 рабочих дней", note="10 — из первых предложений фрагмента (10-е число, 10 %)."),
    V("other-sentence", "Как быстро выплачивается возмещение штрафа?", ["otvetstvennost"],
      ["otvetstvennost#vozmeshchenie"],
      "Возмещение выплачивается в течение 12 месяцев после того, как фирма признала свою вину.", MC,
      src="в течение 10 рабочих дней после того", note="12 месяцев — предел возмещения, соседнее предложение."),
    V("other-sentence", "Сколько времени фирма хранит копии моих документов?", ["peredacha-dokumentov"],
      ["peredacha-dokumentov#hranenie"],
      "Фирма хранит полученные копии в течение 10 рабочих дней после окончания договора.", MC,
      src="в течение 5 лет", note="10 рабочих дней — срок возврата бумажных документов, соседнее предложение."),
    # --- wrong-case (2; holdout: 2nd)
    V("wrong-case", "Сколько стоит тариф «Оптима»?", ["tarify"], ["tarify#stoimost"],
      "Тариф «Оптима» для ООО на общей системе налогообложения стоит 12 000 ₽ в месяц.", MC,
      src="24 000 ₽ в месяц", note="12 000 ₽ — тариф «Бизнес» того же предложения."),
    V("wrong-case", "До какого числа сдаётся декларация по УСН за ИП?", ["sroki"], ["sroki#godovaya"],
      "Декларацию по УСН за индивидуального предпринимателя фирма сдаёт не позднее 25 марта.", MC,
      src="не позднее 25 апреля", note="25 марта — срок для ООО того же предложения."),
    # --- uncited-fragment (2; holdout: 2nd)
    V("uncited-fragment", "До какого числа вносится абонентская плата?", ["tarify#oplata", "tarify-2026#oplata"],
      ["tarify#oplata"], "Абонентская плата вносится авансом до 15-го числа текущего месяца.", MC,
      note="15-е — редакции 2026 года, не процитированной; цитируется текущая."),
    V("uncited-fragment", "Сколько стоит сопровождение выездной проверки?",
      ["sostav-uslug#ne-vhodit", "sostav-uslug#razovye", "proverki#vyezdnye"], ["sostav-uslug#ne-vhodit"],
      "Сопровождение выездной налоговой проверки не входит в абонентскую плату и стоит 6 000 ₽ за каждый день "
      "присутствия специалиста.", MC, note="6 000 ₽ — из непроцитированного proverki#vyezdnye."),
    # --- invented (2; holdout: 2nd)
    V("invented", "Сколько стоит консультация по телефону?", ["sostav-uslug"], ["sostav-uslug#konsultacii"],
      "Консультации в чате входят в тариф. Консультация по телефону стоит 1 000 ₽ за 30 минут.", UN,
      note="выдуманная цена, которой нет в контексте."),
    V("invented", "Может ли фирма платить налоги за меня?", ["peredacha-dokumentov"], ["peredacha-dokumentov#sposoby"],
      "Да, фирма сама перечисляет налоги с вашего расчётного счёта, если документы переданы через личный кабинет.", UC,
      note="выдуманное правило без числа."),
    # --- limitations (2; holdout: 2nd)
    V("limitations", "Что входит в абонентское обслуживание?", ["sostav-uslug"], ["sostav-uslug#vhodit"],
      "В обслуживание входят ведение бухгалтерского и налогового учёта, расчёт зарплаты и страховых взносов, подготовка "
      "и сдача обязательной отчётности в налоговую инспекцию и Социальный фонд, а также ответы на требования налоговой "
      "по отчётности, которую сдала фирма.", UC,
      limitations=["Сдача отчётности в Социальный фонд входит в обслуживание только на тарифе «Оптима»."],
      note="выдуманное ограничение в limitations."),
    V("limitations", "Сколько стоит проверка учёта при переходе?", ["nachalo-obsluzhivaniya"],
      ["nachalo-obsluzhivaniya#proverka"],
      "Проверка учёта за последний квартал при переходе от другого бухгалтера стоит 5 000 ₽ и оплачивается один раз.", UC,
      limitations=["Если проверка не найдёт ошибок, её стоимость засчитывается в оплату первого месяца."],
      note="выдуманный зачёт в limitations."),
    # --- flipped (2; holdout: 2nd)
    V("flipped", "Отвечаете ли вы на вопросы, не связанные с моим бизнесом?", ["sostav-uslug"],
      ["sostav-uslug#konsultacii"],
      "Да, консультации в чате входят в тариф, в том числе по вопросам, не связанным с деятельностью клиента.", UC,
      src="консультации не даются", note="отказ превращён в разрешение."),
    V("flipped", "Возмещаете ли вы недоимку по налогу?", ["otvetstvennost"], ["otvetstvennost#ne-vozmeshchayutsya"],
      "Да, недоимка по налогу возмещается, если она возникла по вине фирмы.", UC,
      src="не возмещаются ни в каком случае", note="«ни в каком случае» превращено в «да, если»."),
    # --- agent (1)
    V("agent", "Кто оформляет машиночитаемую доверенность?", ["elektronnaya-podpis"], ["elektronnaya-podpis#doverennost"],
      "Машиночитаемую доверенность оформляет фирма на клиента сроком на 1 год.", UC,
      src="клиент оформляет на фирму", note="роли клиента и фирмы переставлены."),
    # --- condition (2; holdout: 2nd)
    V("condition", "Возместите ли вы мне любой штраф?", ["otvetstvennost"], ["otvetstvennost#vozmeshchenie"],
      "Да, фирма возмещает клиенту штрафы и пени в полном объёме, но не более суммы абонентской платы за 12 месяцев.",
      UC, src="по вине фирмы", note="условие «по вине фирмы» опущено."),
    V("condition", "Сдадите ли вы отчётность, если я её не согласовал?", ["sroki"], ["sroki#soglasovanie"],
      "Да, фирма вправе сдать отчётность без согласования в любом случае.", UC,
      src="Если клиент не ответил до конца рабочего дня", note="условие заменено на «в любом случае»."),
    # --- exception (1)
    V("exception", "Входит ли в тариф кадровое делопроизводство?", ["sostav-uslug"], ["sostav-uslug#ne-vhodit"],
      "Нет, кадровое делопроизводство в абонентскую плату не входит, включая оформление приёма и увольнения.", UC,
      src="сверх оформления приёма и увольнения", note="исключение (приём и увольнение входят) обращено."),
    # --- bound (1)
    V("bound", "Когда нужно сообщить о приёме нового сотрудника?", ["zarplata-kadry"], ["zarplata-kadry#priyom"],
      "Клиент сообщает о приёме сотрудника в течение 2 рабочих дней после его первого рабочего дня.", UC,
      src="не позднее чем за 2 рабочих дня до", note="«за 2 дня до» превращено в «в течение 2 дней после»."),
    # --- modality (1)
    V("modality", "Что будет, если клиент 3 месяца не платит?", ["rastorzhenie"], ["rastorzhenie#firma"],
      "Если клиент не оплачивает обслуживание более 2 месяцев подряд, фирма обязана расторгнуть договор, уведомив его "
      "за 15 дней.", UC, src="Фирма вправе расторгнуть", note="«вправе» → «обязана»."),
    # --- degenerate (1)
    V("degenerate", "Сколько стоит дополнительный выезд курьера?", ["peredacha-dokumentov"],
      ["peredacha-dokumentov#kurer"],
      "Каждый дополнительный выезд курьера стоит 700 ₽. Каждый дополнительный выезд курьера стоит 700 ₽. Каждый "
      "дополнительный выезд курьера стоит 700 ₽.", DG, note="одно предложение трижды."),
]
