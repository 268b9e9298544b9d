"""Labelled verify cases of unseen38 (the source of verify_cases.jsonl; build_unseen38.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed in
README.md before the first corpus record was written.
Three fifths of the cases are correct answers written the way a strong model writes them (several
sentences, reworded, reordered clauses, "Yes." / "No." / "Partly." / «Да,» / «Нет:» openers; the
resident's or driver's words; words for figures — "four hours", "ten months", «двенадцать месяцев»,
«раз в три месяца», «от шести до восьми часов», «за два часа», «пять моек»; amounts in another notation
of the same value — "PLN 1,450" / "1380 zł" for "1 450 zł" / "1 380 zł", "1 290 zł" for "1 290,00 zł"
(decimal comma), "13,600 CZK" / "CZK 8,200" for "… Kč", "40 Kč" / "300 Kč" / "2 500 Kč" for "CZK …",
"90 zł" for "PLN 90", "1,10 zł" for "PLN 1.10"; «900 рублей» / «2 100 рублей» for «… ₽», «620 ₽» /
«3200 ₽» for «… руб.», «9000 тенге» / «45 000 тенге» / «4 000 тенге» for «… ₸», «24 000 ₸» for «24 000
KZT», «19 000 ₸» / «15 000 ₸» for «… тенге», «4900 ₽» / «6500 ₸» / «4200 ₽» without the space; numbered
lists; two editions compared, both cited; one city's, country's or wheel size's value from a
two-value sentence; the reader's figure placed against a bound or a band; some fill `limitations`);
the wrong ones carry one fault each: a condition dropped, added or changed; an exception (one
building's or one city's rule) stated as the rule; a figure given to the wrong case (city, item, fault,
night, wheel size, car class); a figure of another sentence of the cited fragment; a figure of an
uncited fragment (the 2027 edition); a bound turned (up to / at least, at least / no more than, не
позднее / не раньше, до / не меньше); a period changed (each week / each day, за сезон / в месяц);
modality changed (must be signed in / recommended, not allowed / we'd ask you to avoid, не закрывайте /
желательно, осматривает / по желанию); negation flipped in other words; an invented sentence; subjects
swapped (who is responsible for a guest's damage; who pays for the repair); a country left unnamed.
Every figure of a wrong answer occurs somewhere in its context.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


PPL, P27, PCZ, CON, RULES = "qh-prices-pl", "qh-prices-pl-2027", "qh-prices-cz", "qh-contracts", "qh-house-rules"
CLEAN, MAINT, ACC, FAC, MOVE = "qh-cleaning", "qh-maintenance", "qh-access", "qh-facilities", "qh-moving-in"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a single room in Kraków, and what about a studio?", [PPL], [f"{PPL}#rooms"],
      "In Poland, a single room with a shared kitchen in Kraków is PLN 1,450 a month, and a studio with its own "
      "kitchenette and bathroom there is PLN 2,150 a month.", note="'PLN 1,450' / 'PLN 2,150' for '1 450 zł' / "
      "'2 150 zł'; two values of one city from two sentences."),
    V("clean", "What is a studio in Brno per month?", [PCZ], [f"{PCZ}#rooms"],
      "A studio in Brno, in the Czech Republic, costs 13,600 CZK a month, with its own kitchenette and bathroom.",
      note="'13,600 CZK' for '13 600 Kč'; Prague's 18 500 Kč left out."),
    V("clean", "I'd like to end my contract early and can give 10 weeks' notice. Is that enough, and what does it cost "
      "in Kraków?", [CON], [f"{CON}#early-termination"],
      "Yes. You need to give at least 2 months' notice in writing, and 10 weeks is more than that. In Poland the "
      "early-termination fee is PLN 800; it is waived if you find a replacement tenant whom we approve.",
      note="the reader's 10 weeks against 'at least 2 months' (no converted figure written)."),
    V("clean", "What did a single room in Kraków cost in 2027 compared with now?", [f"{PPL}#rooms", f"{P27}#rooms"],
      [f"{PPL}#rooms", f"{P27}#rooms"],
      "In Poland, a single room with a shared kitchen in Kraków cost 1 290 zł a month in 2027; today it costs "
      "1 450 zł a month.", note="current and historical editions, both cited; '1 290 zł' for '1 290,00 zł' "
      "(the decimal comma's zero hundredths dropped)."),
    V("clean", "What does the laundry cost in Prague?", [CLEAN], [f"{CLEAN}#laundry"],
      "In the Czech Republic a wash is 40 Kč and a dryer cycle 30 Kč, and you pay with your resident card. The "
      "laundry room is on the ground floor and open every day from 7:00 to 23:00.",
      note="'40 Kč' / '30 Kč' for 'CZK 40' / 'CZK 30'; clauses reordered; Poland's values left out."),
    V("clean", "My brother wants to stay with me for 2 nights next week. Is that OK?", [RULES], [f"{RULES}#guests"],
      "Yes. An overnight guest may stay for at most 3 nights in a calendar month, so 2 nights is fine. Register him at "
      "reception by 20:00 on the day he arrives; you are responsible for any damage he causes.",
      note="the reader's 2 within 'at most 3'."),
    V("clean", "How much is the deposit in Wrocław and when is it paid?", [PPL], [f"{PPL}#deposit"],
      "In Poland the deposit equals one month's rent. You pay it together with your first month's rent before moving "
      "in, and it comes back within 30 days after your contract ends, minus any damage charges.",
      note="pretty-printed JSON; 'minus' for 'less'.", pretty=True),
    V("clean", "How long does reception keep my parcels?", [ACC], [f"{ACC}#parcels"],
      "Reception keeps residents' parcels for 7 days; after that, a parcel nobody collected goes back to the sender. "
      "Parcels are accepted on weekdays from 8:00 to 20:00.", note="```json fence; sentences reordered.", fence=True),
    V("clean", "What furniture is in the room?", [MOVE], [f"{MOVE}#furniture"],
      "Each room comes with:\n1. a bed\n2. a desk\n3. a chair\n4. a wardrobe\n5. a mattress protector\nBed linen and "
      "towels are not provided, but you can order a starter pack in the resident app before you arrive.",
      note="a numbered list, one a line (list numbers are not figures)."),
    V("clean", "When do quiet hours start on a weekday?", [RULES], [f"{RULES}#quiet-hours"],
      "From Sunday to Thursday night, quiet hours begin at 22:00 and last until 7:00; on Friday and Saturday nights "
      "they run from 23:00 to 9:00. Once they begin, music in the common rooms is switched off.",
      note="both bands kept, each with its nights."),
    V("clean", "I lost my access card in Brno. How much is a replacement?", [ACC], [f"{ACC}#cards"],
      "Report the loss at once so that we can block the card. In the Czech Republic a replacement card costs 300 Kč, "
      "and reception issues it on the same working day.", note="'300 Kč' for 'CZK 300'; Poland's PLN 60 left out."),
    V("clean", "Can I smoke on the balcony?", [RULES], [f"{RULES}#smoking"],
      "No. Smoking and vaping are not allowed anywhere in the building, the balconies included; there is a smoking "
      "area in the courtyard.",
      limitations=["If smoking sets off a fire alarm, the charge is PLN 500 in Poland or CZK 3,000 in the Czech "
                   "Republic."], note="`limitations` filled with the fragment's charge."),
    V("clean", "Is there parking at the Kraków building?", [PPL], [f"{PPL}#parking"],
      "No, the Kraków building has no parking for residents. In Poland, a courtyard space at our Wrocław building "
      "costs 250 zł a month and is let for the whole contract.", note="'No' first; both sentences of the fragment."),
    V("clean", "I'm locked out at night for the second time this semester. Do I pay in Kraków?", [ACC],
      [f"{ACC}#lockout"],
      "Yes. Only the first opening in a semester is free; after that, each opening costs PLN 40 in Poland. Call the "
      "night line, and the night guard opens your door after checking your ID.",
      note="the reader's 'second time' against 'the first … is free'."),
    V("clean", "Is electricity included in the Wrocław rent?", [CLEAN], [f"{CLEAN}#utilities"],
      "Partly. Electricity is metered in each room: 50 kWh a month is included, and in Poland every further kWh costs "
      "1,10 zł. Heating, water and internet are included in the rent.",
      note="'Partly.' opener; '1,10 zł' for 'PLN 1.10' (decimal comma)."),
    V("clean", "There's been no hot water in my bathroom since this morning. How soon will someone come?", [MAINT],
      [f"{MAINT}#repairs"],
      "No hot water is an urgent fault, so someone will attend within 4 hours, day and night. Please report it in the "
      "resident app.", note="the reader's case placed among the urgent faults."),
    V("clean", "How much do you charge if I stain the mattress in Prague?", [MAINT], [f"{MAINT}#damage"],
      "In the Czech Republic a stained or torn mattress is replaced at 2 500 Kč. Normal wear and tear is not charged.",
      note="'2 500 Kč' for 'CZK 2,500'."),
    V("clean", "Can a friend use my room while I'm home for the summer if she pays me?", [CON], [f"{CON}#subletting"],
      "No. You may not sublet your room, not even for a few nights; a resident who sublets loses the contract "
      "without notice, and the deposit is kept.", note="no figure; 'not even' for 'even'."),
    V("clean", "Can someone clean my studio in Kraków, and what does it cost?", [CLEAN], [f"{CLEAN}#cleaning"],
      "Yes, you can book a room cleaning on request in the resident app; in Poland it costs 90 zł. Otherwise you clean "
      "your own room or studio, while our staff clean the shared kitchens and bathrooms twice a week.",
      note="'90 zł' for 'PLN 90'; clauses reordered."),
    V("clean", "How much is a place in a twin room in Prague?", [PCZ], [f"{PCZ}#twin"],
      "In the Czech Republic, a place in a twin room at our Prague building is CZK 8,200 a month per person, and each "
      "place is let under its own contract.", note="'CZK 8,200' for '8 200 Kč'."),
    V("clean", "Can I move in on a Saturday afternoon?", [MOVE], [f"{MOVE}#move-in"],
      "No. You can move in on weekdays, between 10:00 and 18:00, and your access card is handed over at reception once "
      "the first month's rent and the deposit have been paid.", note="'No' answers the reader's Saturday."),
    V("clean", "Can I keep two bikes in the bike room?", [FAC], [f"{FAC}#bikes"],
      "No, the bike room takes one bicycle per resident. It is locked, in the basement, and free of charge.",
      note="the reader's 'two' against 'one bicycle per resident'."),
    V("clean", "How long can I book a desk in the study room?", [FAC], [f"{FAC}#study-rooms"],
      "You can book a desk in the resident app for up to four hours at a time. The study rooms are open around the "
      "clock, and phone calls are not allowed there.", note="'four hours' for '4 hours'."),
    V("clean", "I'm paying my rent in Brno one week late. What will that cost?", [CON], [f"{CON}#rent"],
      "In the Czech Republic a late rent payment costs CZK 250 for each week of delay. Rent is due in advance, by the "
      "5th day of each month.", note="the Czech value from a two-country sentence."),
    V("clean", "I moved in yesterday and one chair leg is broken. Can I still report it?", [MAINT],
      [f"{MAINT}#inventory"],
      "Yes. Any missing or damaged item can be reported in the app within 48 hours of receiving your inventory; after "
      "that, the room is taken to be complete and undamaged.", note="the reader's 'yesterday' within 48 hours."),
    V("clean", "How much is the deposit in Brno and when do I get it back?", [PCZ], [f"{PCZ}#deposit"],
      "In the Czech Republic the deposit is two months' rent, paid before you move in. It is returned within 21 days "
      "after your contract ends, less any damage charges.", note="reworded; no converted '3 weeks'."),
    V("clean", "How long are your contracts?", [CON], [f"{CON}#length"],
      "Standard contracts last ten months, from 1 September to 30 June (the academic year), or twelve months. "
      "Exchange students who show a letter from their host university can also have a 5-month semester contract.",
      note="'ten' / 'twelve' for '10' / '12'."),
    V("clean", "Is there a fee for ending the contract early in Prague?", [CON], [f"{CON}#early-termination"],
      "Yes. In the Czech Republic the early-termination fee is CZK 5,000, and you must give at least 2 months' notice "
      "in writing.", limitations=["The fee is waived if you find a replacement tenant whom we approve."],
      note="`limitations` filled with the waiver."),
    V("clean", "Can reception take a 12 kg parcel for me?", [ACC], [f"{ACC}#parcels"],
      "Yes. Reception does not accept parcels heavier than 25 kg or food deliveries, and 12 kg is well under that "
      "limit. Parcels are taken in on weekdays from 8:00 to 20:00.", note="the reader's 12 under 25."),
    V("clean", "What's the rent for a single room in Wrocław?", [PPL], [f"{PPL}#rooms"],
      "In Poland, a single room with a shared kitchen in Wrocław costs 1380 zł per month.",
      note="'1380 zł' (no space) for '1 380 zł'; Kraków's value from the same sentence left out."),

    # --- wrong (20)
    V("condition", "When do I get my access card on move-in day?", [MOVE], [f"{MOVE}#move-in"],
      "Your access card is handed over at reception on move-in day; you can move in on weekdays between 10:00 and "
      "18:00.", UC, src="once the first month's rent and the deposit have been paid",
      note="the condition (rent and deposit paid) dropped."),
    V("condition", "When is the laundry open?", [CLEAN], [f"{CLEAN}#laundry"],
      "The laundry room on the ground floor is open daily from 7:00 to 23:00 for residents who have booked a slot in "
      "the app; you pay with your resident card.", UC,
      src="Every building has a laundry room on the ground floor, open daily from 7:00 to 23:00",
      note="a condition added ('who have booked a slot in the app')."),
    V("condition", "Can I get a contract for just one semester?", [CON], [f"{CON}#length"],
      "Yes. A 5-month semester contract is available to any student who shows proof of enrolment at a university; "
      "otherwise contracts run for 10 or 12 months.", UC,
      src="exchange students who show a letter from their host university",
      note="the condition changed: exchange students with a host-university letter → any enrolled student."),
    V("exception", "Is there parking for residents in Poland?", [PPL], [f"{PPL}#parking"],
      "No. Our buildings in Poland have no parking for residents.", UC,
      src="Our Kraków building has no parking for residents",
      note="the Kraków building's exception stated as the rule for every Polish building (Wrocław has spaces)."),
    V("wrong-case", "How much is a single room in Kraków?", [PPL], [f"{PPL}#rooms"],
      "In Poland, a single room with a shared kitchen in Kraków costs 1 380 zł a month.", MC,
      src="costs 1 450 zł a month in Kraków", note="Wrocław's 1 380 zł given to Kraków (wrong city)."),
    V("wrong-case", "My desk lamp stopped working. How fast will it be repaired?", [MAINT], [f"{MAINT}#repairs"],
      "A broken desk lamp is fixed within 4 hours once you report it in the resident app.", MC,
      src="other faults are fixed within 3 working days", note="the urgent faults' 4 hours given to an ordinary fault."),
    V("wrong-case", "How much is one wash in the Prague laundry?", [CLEAN], [f"{CLEAN}#laundry"],
      "In the Czech Republic a wash in the laundry room costs CZK 30, paid with your resident card.", MC,
      src="a wash costs CZK 40", note="the dryer cycle's CZK 30 given to the wash (wrong item)."),
    V("wrong-case", "When do quiet hours start on a Tuesday?", [RULES], [f"{RULES}#quiet-hours"],
      "On a Tuesday, quiet hours start at 23:00 and last until 9:00 the next morning.", MC,
      src="from 22:00 to 7:00 from Sunday to Thursday night",
      note="the Friday and Saturday nights' 23:00 and 9:00 given to a weekday night."),
    V("other-sentence", "By what time must my overnight guest be registered?", [RULES], [f"{RULES}#guests"],
      "An overnight guest must be registered at reception by 22:00 on the day of arrival.", MC,
      src="by 20:00 on the day of arrival", note="the visiting limit's 22:00 (another sentence) given to the registration."),
    V("uncited-fragment", "How much is a studio in Wrocław?", [f"{PPL}#rooms", f"{P27}#rooms"], [f"{PPL}#rooms"],
      "In Poland, a studio with its own kitchenette and bathroom in Wrocław costs 1 820 zł a month.", MC,
      note="the 2027 edition's 1 820,00 zł (uncited) given as today's, citing today's list."),
    V("bound", "How long can I book a study room desk for?", [FAC], [f"{FAC}#study-rooms"],
      "Desks in the study rooms are booked in the resident app for at least 4 hours at a time; the rooms are open "
      "around the clock.", UC, src="for up to 4 hours at a time", note="the bound turned: 'up to' → 'at least'."),
    V("bound", "How much notice do I need to give to leave early?", [CON], [f"{CON}#early-termination"],
      "You can end your contract early with no more than 2 months' notice in writing; the fee is PLN 800 in Poland or "
      "CZK 5,000 in the Czech Republic, waived if we approve a replacement tenant you find.", UC,
      src="at least 2 months' notice", note="the bound turned: 'at least' → 'no more than'."),
    V("bound", "What's the late fee on rent in Kraków?", [CON], [f"{CON}#rent"],
      "In Poland, late rent costs PLN 50 for each day of delay; rent is due by the 5th of each month.", UC,
      src="for each week of delay", note="the period changed: 'each week' → 'each day'."),
    V("modality", "Do my visitors need to sign in?", [RULES], [f"{RULES}#guests"],
      "Visitors can come until 22:00; signing them in at reception is recommended but not required.", UC,
      src="must be signed in at reception", note="modality changed: 'must be signed in' → 'recommended'."),
    V("modality", "Can I take a phone call in the study room?", [FAC], [f"{FAC}#study-rooms"],
      "We'd ask you to avoid phone calls in the study rooms if you can; the rooms are open around the clock.", UC,
      src="phone calls are not allowed in the study rooms",
      note="modality changed: 'not allowed' → a request to avoid them if possible."),
    V("flipped", "Do I need to bring bed linen?", [MOVE], [f"{MOVE}#furniture"],
      "No, bed linen and towels come with the room, along with a bed, a desk, a chair, a wardrobe and a mattress "
      "protector.", UC, src="Bed linen and towels are not provided",
      note="'not provided' flipped to 'come with the room'."),
    V("flipped", "Will I be charged for a worn carpet when I move out?", [MAINT], [f"{MAINT}#damage"],
      "Yes. Wear and tear such as a worn carpet or faded paint is charged at the cost of the repair.", UC,
      src="is not charged", note="'is not charged' flipped to 'is charged at the cost of the repair'."),
    V("invented", "Who cleans the shared kitchen?", [CLEAN], [f"{CLEAN}#cleaning"],
      "Our staff clean the shared kitchens and bathrooms twice a week. They also take the rubbish out of your room "
      "every morning.", UC, note="an invented sentence (rubbish taken out of the room), no figure."),
    V("agent", "Who pays if my guest breaks something?", [RULES], [f"{RULES}#guests"],
      "Your guest is responsible for any damage they cause while visiting; guests may visit until 22:00.", UC,
      src="You are responsible for any damage your guest causes",
      note="subjects swapped: the guest answers for the damage, where the resident does."),
    V("jurisdiction", "How much is a bed in a shared twin room in Prague?", [f"{PCZ}#twin"], [f"{PCZ}#twin"],
      "A place in a twin room at the Prague building costs 8 200 Kč a month per person, under its own contract.", NJ,
      src="In the Czech Republic, a place in a twin room",
      note="a Czech-only context, the country not named (Prague, Kč only)."),
]

RF, R27, KZ, SHINY, ZAP = "gl-prays-rf", "gl-prays-rf-2027", "gl-prays-kz", "gl-shiny", "gl-zapis"
ABO, POV, OPL, HIM = "gl-abonementy", "gl-povrezhdeniya", "gl-oplata", "gl-himchistka"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит мойка кузова в Москве?", [RF], [f"{RF}#moyka"],
      "В России мойка кузова легковой машины в Москве стоит 900 рублей.", note="«900 рублей» for «900 ₽»."),
    V("clean", "Сколько стоит комплекс в Алматы?", [KZ], [f"{KZ}#moyka"],
      "В Казахстане комплексная мойка в Алматы стоит 9000 тенге.", note="«9000 тенге» for «9 000 ₸»."),
    V("clean", "Хочу химчистку салона в Астане — сколько стоит и как записаться?", [KZ], [f"{KZ}#himchistka"],
      "В Казахстане химчистка всего салона стоит 45 000 тенге. В Астане на неё записываются заранее — не позднее "
      "чем за 2 дня.", note="«45 000 тенге» for «45 000 ₸»; reworded."),
    V("clean", "Сколько стоила мойка кузова в Казани в 2027 году и сколько сейчас?", [f"{RF}#moyka", f"{R27}#moyka"],
      [f"{RF}#moyka", f"{R27}#moyka"],
      "В России мойка кузова в Казани в 2027 году стоила 620 ₽, а сейчас стоит 700 ₽.",
      note="two editions, both cited; «620 ₽» for «620 руб.»."),
    V("clean", "Сколько стоит сезонная замена шин на R16 в Казани?", [SHINY], [f"{SHINY}#shinomontazh"],
      "Для колёс до R17 включительно сезонная замена шин в России стоит 3200 ₽: это снятие, монтаж и балансировка "
      "четырёх колёс.", note="«3200 ₽» for «3 200 руб.»; the reader's R16 within «до R17»."),
    V("clean", "Сколько стоит хранение шин в Алматы?", [SHINY], [f"{SHINY}#hranenie"],
      "В Алматы комплект шин или колёс хранят на складе до 6 месяцев, хранение стоит 24 000 ₸ за сезон.",
      note="«24 000 ₸» for «24 000 KZT»."),
    V("clean", "Сколько стоит абонемент на 5 моек в Казахстане?", [ABO], [f"{ABO}#pyat-moek"],
      "В Казахстане абонемент на пять моек кузова стоит 19 000 ₸ и действует 60 дней с первой мойки.",
      note="«19 000 ₸» for «19 000 тенге»; «пять»."),
    V("clean", "Отменяю химчистку за двое суток. Предоплата пропадёт?", [ZAP], [f"{ZAP}#otmena"],
      "Нет. Предоплата 30 % не возвращается только при отмене позже чем за 24 часа, а вы отменяете раньше.",
      note="the reader's «двое суток» against «не позднее чем за 24 часа» (no converted figure)."),
    V("clean", "Опоздаю на 10 минут, меня обслужат?", [ZAP], [f"{ZAP}#opozdanie"],
      "Да, при опоздании не больше чем на 15 минут вас обслужат в ваше время, а 10 минут в это укладываются.",
      note="the reader's 10 under 15."),
    V("clean", "Какая гарантия на керамику?", [POV], [f"{POV}#garantiya"],
      "На керамическое покрытие действует гарантия двенадцать месяцев — при условии, что раз в три месяца вы "
      "приезжаете к нам на бесплатный контрольный осмотр. На полировку гарантия не распространяется.",
      note="pretty-printed JSON; «двенадцать», «три» for «12», «3».", pretty=True),
    V("clean", "Сколько бонусов начисляют и можно ли ими оплатить всю мойку?", [OPL], [f"{OPL}#bonusy"],
      "С каждой оплаты вам начисляется 5 % от суммы бонусами. Всю мойку ими оплатить нельзя: бонусами покрывается не "
      "больше 30 % стоимости услуги, а через 6 месяцев после начисления они сгорают.",
      note="```json fence; the reader's «всю» against «не больше 30 %».", fence=True),
    V("clean", "Как можно оплатить мойку в Алматы?", [OPL], [f"{OPL}#sposoby"],
      "В Казахстане оплатить можно:\n1. картой;\n2. по QR-коду;\n3. наличными на кассе;\n4. через Kaspi QR.",
      note="a numbered list (list numbers are not figures)."),
    V("clean", "Сколько стоит керамика в Москве?", [RF], [f"{RF}#polirovka"],
      "В России керамическое покрытие стоит 32 000 ₽, подготовительная полировка уже входит в эту цену.",
      limitations=["Покрытие сохнет 24 часа, и всё это время машина остаётся у нас."],
      note="`limitations` filled with the fragment's drying time."),
    V("clean", "Машина 2,1 м в высоту, заеду в бокс?", [RF], [f"{RF}#krupnye"],
      "Да: в России в наши боксы не помещаются автомобили выше 2,3 м, а ваша ниже.",
      note="the reader's 2,1 under «выше 2,3 м»."),
    V("clean", "Сколько стоит убрать запах табака в Астане?", [HIM], [f"{HIM}#zapahi"],
      "В Казахстане удаление запаха табака озонатором стоит 15 000 ₸, но только вместе с химчисткой: отдельно эту "
      "услугу не делают.", note="«15 000 ₸» for «15 000 тенге»."),
    V("clean", "Сколько длится химчистка?", [HIM], [f"{HIM}#sroki"],
      "Химчистка салона занимает от шести до восьми часов, поэтому машину оставляют у нас на весь день. Потом салон "
      "сохнет ещё до двенадцати часов — в это время окна полностью не закрывайте.",
      note="words for figures; word order."),
    V("clean", "Сколько стоит безлимит в Москве?", [ABO], [f"{ABO}#bezlimit"],
      "Безлимитный абонемент на мойку кузова в Москве стоит 4900 ₽ на 30 дней; мыть машину по нему можно не чаще "
      "раза в сутки.", note="«4900 ₽» for «4 900 ₽»."),
    V("clean", "Антенна у меня не родная — если её повредят при мойке, вы заплатите?", [POV],
      [f"{POV}#otvetstvennost"],
      "Нет. За неродные детали, как и за плохо закреплённые молдинги и антенны, мы не отвечаем. Ремонт в "
      "сертифицированном сервисе мы оплачиваем, когда машина повреждена по вине мойщика.",
      note="«Нет.» opener; clauses reordered."),
    V("clean", "Когда можно заявить о повреждении после мойки?", [POV], [f"{POV}#osmotr"],
      "Пока вы не уехали с нашей площадки: после отъезда претензии к повреждениям не принимаются. Перед мойкой "
      "администратор вместе с вами отмечает в акте сколы, царапины и вмятины.", note="the answer first; reworded."),
    V("clean", "Приеду 25 октября на шиномонтаж. Нужна запись?", [SHINY], [f"{SHINY}#sezon"],
      "Да, нужна: с 1 октября по 15 декабря шиномонтаж делают только по предварительной записи, и 25 октября попадает "
      "в этот период.", note="the reader's date inside the season."),
    V("clean", "Можно хранить шины в Астане?", [SHINY], [f"{SHINY}#hranenie"],
      "Нет, в Астане хранения шин нет. В Москве, Казани и Алматы комплект хранят на складе до 6 месяцев.",
      note="«Нет,» opener; the other cities' rule kept without prices."),
    V("clean", "Сколько стоит замена шин R18 в Казахстане?", [SHINY], [f"{SHINY}#shinomontazh"],
      "Для колёс R18 и больше сезонная замена шин в Казахстане стоит 20 000 тенге.",
      note="one country's value from a two-value clause."),
    V("clean", "Сколько стоит антидождь в Алматы?", [KZ], [f"{KZ}#antidozhd"],
      "В Казахстане нанесение антидождя на все стёкла стоит 6500 ₸, а держится покрытие до трёх месяцев.",
      note="«6500 ₸» for «6 500 ₸»; «трёх»."),
    V("clean", "За сколько нужно записаться?", [ZAP], [f"{ZAP}#zapis"],
      "Записаться можно в приложении, на сайте или по телефону — не позднее чем за два часа до визита. Без записи "
      "обслуживают в живой очереди, если есть свободный бокс.", note="«за два часа» for «за 2 часа»."),
    V("clean", "Брат может мыть свою машину по моему абонементу?", [ABO], [f"{ABO}#pyat-moek"],
      "Нет: абонемент именной, по нему моют только машину с тем госномером, который указали при покупке.",
      note="no figure; word order."),
    V("clean", "Сколько стоит химчистка сидений в Москве?", [RF], [f"{RF}#himchistka"],
      "В России химчистка только сидений стоит 4200 ₽, а всего салона — 9 500 ₽.",
      note="«4200 ₽» for «4 200 ₽»; the two values reordered."),
    V("clean", "У меня кроссовер. Какая доплата?", [RF], [f"{RF}#krupnye"],
      "В России за кроссовер доплата — 20 % к цене любой услуги.", note="one class's value from a two-value sentence."),
    V("clean", "Сколько стоит мойка кузова в Астане?", [KZ], [f"{KZ}#moyka"],
      "В Казахстане мойка кузова легкового автомобиля в Астане стоит 4 000 тенге.",
      note="«тенге» for «₸»; Almaty's value left out."),
    V("clean", "Опоздал на полчаса, что будет?", [ZAP], [f"{ZAP}#opozdanie"],
      "При опоздании больше 15 минут администратор перенесёт вашу запись на ближайшее свободное время или отменит её.",
      limitations=["Если опоздание не больше 15 минут, клиента обслуживают в его время."],
      note="the reader's «полчаса» over 15; `limitations` filled."),
    V("clean", "Сколько стоит комплексная мойка в Москве и что в неё входит?", [RF], [f"{RF}#moyka"],
      "В России комплексная мойка в Москве стоит 2 100 рублей. В неё входят мойка кузова, пылесос салона, стёкла "
      "изнутри и коврики.", note="«2 100 рублей» for «2 100 ₽»; the parenthesis as a sentence."),

    # --- wrong (20)
    V("condition", "Если опоздаю, меня обслужат?", [ZAP], [f"{ZAP}#opozdanie"],
      "Да, если вы опоздали, мы всё равно обслужим вас в ваше время.", UC, src="не больше чем на 15 минут",
      note="the condition («не больше чем на 15 минут») dropped."),
    V("condition", "Можно отменить запись на мойку?", [ZAP], [f"{ZAP}#otmena"],
      "Да, запись на мойку можно отменить бесплатно, если вы заранее предупредили администратора по телефону.", UC,
      src="можно отменить бесплатно в любой момент", note="a condition added («если … предупредили по телефону»)."),
    V("condition", "На каких условиях действует гарантия на керамику?", [POV], [f"{POV}#garantiya"],
      "Гарантия на керамическое покрытие — 12 месяцев, если раз в 3 месяца вы моете машину у нас.", UC,
      src="вы приезжаете к нам на бесплатный контрольный осмотр",
      note="the condition changed: контрольный осмотр → мойка у нас."),
    V("exception", "Нужна ли запись на химчистку в Казахстане?", [KZ], [f"{KZ}#himchistka"],
      "Да, в Казахстане химчистку салона делаем только по записи не позднее чем за 2 дня; стоит она 45 000 ₸.", UC,
      src="в Астане химчистку делаем только по записи",
      note="Astana's rule (запись за 2 дня) stated as the rule for the whole country."),
    V("wrong-case", "Сколько стоит комплексная мойка в Казани?", [RF], [f"{RF}#moyka"],
      "В России комплексная мойка в Казани стоит 2 100 ₽.", MC, src="1 700 ₽ в Казани",
      note="Moscow's 2 100 ₽ given to Kazan."),
    V("wrong-case", "Сколько стоит мойка кузова в Алматы?", [KZ], [f"{KZ}#moyka"],
      "В Казахстане мойка кузова легкового автомобиля в Алматы стоит 4 000 ₸.", MC, src="4 500 ₸ в Алматы",
      note="Astana's 4 000 ₸ given to Almaty."),
    V("wrong-case", "Сколько стоит сезонная замена шин на R16 в Москве?", [SHINY], [f"{SHINY}#shinomontazh"],
      "Для колёс R16 сезонная замена шин в России стоит 4 000 руб.", MC, src="стоит 3 200 руб. в России",
      note="the R18-and-over price given to R16 (wrong wheel size)."),
    V("wrong-case", "Какая доплата за кроссовер?", [RF], [f"{RF}#krupnye"],
      "В России за кроссовер доплата составляет 40 % к цене любой услуги.", MC, src="за кроссовер доплата составляет 20 %",
      note="the SUV and minibus 40 % given to a crossover."),
    V("other-sentence", "Сколько процентов начисляется бонусами?", [OPL], [f"{OPL}#bonusy"],
      "С каждой оплаты на бонусный счёт начисляется 30 % от суммы.", MC, src="начисляется 5 % от суммы",
      note="the payment cap's 30 % (another sentence) given to the accrual."),
    V("uncited-fragment", "Сколько стоит химчистка салона в России?", [f"{RF}#himchistka", f"{R27}#himchistka"],
      [f"{RF}#himchistka"],
      "В России химчистка всего салона легкового автомобиля стоит 8 300 ₽.", MC,
      note="the 2027 edition's 8 300 руб. (uncited) given as today's, citing today's list."),
    V("bound", "За сколько нужно записаться на мойку?", [ZAP], [f"{ZAP}#zapis"],
      "Записаться можно в приложении, на сайте или по телефону, но не раньше чем за 2 часа до визита.", UC,
      src="не позднее чем за 2 часа", note="the bound turned: «не позднее» → «не раньше»."),
    V("bound", "Сколько времени вы храните шины?", [SHINY], [f"{SHINY}#hranenie"],
      "Комплект шин храним на складе не меньше 6 месяцев: 5 000 руб. за сезон в Москве и Казани.", UC,
      src="храним на складе до 6 месяцев", note="the bound turned: «до 6 месяцев» → «не меньше 6 месяцев»."),
    V("bound", "Сколько стоит хранение шин в Казани?", [SHINY], [f"{SHINY}#hranenie"],
      "Хранение комплекта шин в Казани стоит 5 000 руб. в месяц.", UC, src="5 000 руб. за сезон",
      note="the period changed: «за сезон» → «в месяц»."),
    V("modality", "Можно закрыть окна после химчистки?", [HIM], [f"{HIM}#sroki"],
      "После химчистки салон сохнет ещё до 12 часов; окна в это время желательно приоткрыть, но это не обязательно.",
      UC, src="в это время не закрывайте окна полностью",
      note="modality changed: «не закрывайте» → «желательно …, но не обязательно»."),
    V("modality", "Нужно ли осматривать машину перед мойкой?", [POV], [f"{POV}#osmotr"],
      "Осмотр автомобиля перед мойкой — по вашему желанию: если хотите, администратор отметит в акте сколы, царапины "
      "и вмятины.", UC, src="Перед мойкой администратор вместе с вами осматривает автомобиль",
      note="modality changed: the inspection → «по вашему желанию»."),
    V("flipped", "Есть ли гарантия на полировку?", [POV], [f"{POV}#garantiya"],
      "Да, полировка тоже покрыта гарантией — как и керамическое покрытие, на 12 месяцев.", UC,
      src="На полировку гарантия не распространяется", note="«не распространяется» flipped to «тоже покрыта»."),
    V("flipped", "Можно убрать запах табака без химчистки?", [HIM], [f"{HIM}#zapahi"],
      "Да, удаление запаха табака озонатором можно заказать и без химчистки: в России это стоит 3 500 руб.", UC,
      src="отдельно от химчистки эту услугу не делаем", note="«не делаем отдельно» flipped to «можно и без химчистки»."),
    V("invented", "Что входит в комплексную мойку в Москве?", [RF], [f"{RF}#moyka"],
      "В России комплексная мойка включает мойку кузова, пылесос салона, стёкла изнутри и коврики. После комплексной "
      "мойки мы бесплатно черним шины.", UC, note="an invented sentence (чернение шин), no figure."),
    V("agent", "Кто оплачивает ремонт, если машину повредили на мойке?", [POV], [f"{POV}#otvetstvennost"],
      "Если автомобиль повреждён по вине мойщика, ремонт в сертифицированном сервисе оплачивает сам мойщик.", UC,
      src="мы оплачиваем ремонт", note="subjects swapped: the washer pays, where the car wash does."),
    V("jurisdiction", "Сколько стоит антидождь на все стёкла?", [f"{KZ}#antidozhd"], [f"{KZ}#antidozhd"],
      "Нанесение антидождя на все стёкла стоит 6 500 ₸, покрытие держится до 3 месяцев.", NJ,
      src="В Казахстане нанесение антидождя", note="a Kazakhstan-only context, the country not named (₸ only)."),
]
