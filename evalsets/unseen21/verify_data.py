"""Labelled verify cases of unseen21 (the source of verify_cases.jsonl; build_unseen21.py writes it).

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


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


EN = [
    # --- clean (23; holdout: 2nd, 5th, 8th, ..., 23rd)
    V("clean", "What does membership cost in Canada if I pay for the whole year?", ["tariff-ca"], ["tariff-ca#membership"],
      "In Canada, paying a year in advance costs $120 (CAD) instead of $12 a month. Sales tax is added at checkout, "
      "and a new member also pays a one-time $25 application fee, which covers the check of their driving record.",
      note="'In Canada'; amounts reordered; 'instead of' joins two figures of one sentence."),
    V("clean", "I'm in Melbourne. How much is an hour in one of your cars?", ["tariff-au"], ["tariff-au#rates"],
      "In Australia an hour costs A$16. You are charged whichever is cheapest for the length of your booking — "
      "$0.50 a minute, $16 an hour or $99 a day — and the first 150 km of each booking day are included.",
      note="the reader's Melbourne answered as Australia; A$16 and $16 both written."),
    V("clean", "What are the cleaning charges?", ["car-cleaning"], ["car-cleaning#cleaning"],
      "The club charges for cleaning as follows:\n- an ordinary clean after a booking: C$50 in Canada, A$60 in "
      "Australia;\n- soiling that needs a professional valet (spilled drinks, vomit, sand): C$200 in Canada, A$250 "
      "in Australia;\n- smoking or vaping in the car: C$250 in Canada, A$300 in Australia.",
      note="a bulleted list; each amount kept with its country."),
    V("clean", "Does the club just pay my parking tickets and bill me?", ["traffic-fines"],
      ["traffic-fines#fines", "traffic-fines#nomination"],
      "Usually, yes. Kestrel pays the fine to the authority and recharges it to you as the member who had the car, "
      "adding an admin fee of C$25 in Canada or A$30 in Australia for each fine; you are emailed a copy of the "
      "notice and the total is taken from your payment card 7 days later. Where the law allows, the club names you "
      "as the driver instead, the authority writes to you directly, and only the admin fee is charged.",
      note="two fragments of one record; 'taken from' for 'charged to'."),
    V("clean", "I want to fight a speeding ticket I got in a club car. What do I do?", ["traffic-fines"],
      ["traffic-fines#nomination"],
      "Tell the club within 14 days of its email about the fine. The club will then name you as the driver, and "
      "the authority will write to you directly. If the authority withdraws the fine, your admin fee is refunded.",
      note="imperative; 'fight' answered by the dispute rule."),
    V("clean", "I'm 23. Do I pay more?", ["driver-rules"], ["driver-rules#surcharge"],
      "Yes. Members under 25 pay a young-driver surcharge of 10 % of the time charges of each booking, capped at "
      "C$20 a day in Canada or A$25 a day in Australia. It stops on your 25th birthday, but what you paid on "
      "bookings made before then is not refunded.", note="'Yes' from the reader's own 23."),
    V("clean", "Can I drive with an Australian P2 licence?", ["driver-rules"], ["driver-rules#eligibility"],
      "Yes, once you have held it for 12 months: in Australia a provisional (P2) licence is accepted after that. "
      "You must also be at least 19 and have held a driving licence for at least 2 years; learner licences are not "
      "accepted anywhere.", note="condition restated first; the other conditions kept."),
    V("clean", "What happens if I return the car late and someone else had it booked next?", ["late-returns"],
      ["late-returns#late"],
      "After the first 10 minutes, which are free, you pay the normal rate for the extra time plus a late fee for "
      "each started hour: C$30 in Canada or A$35 in Australia. Because the next member's booking could not start, "
      "you are also charged C$50 in Canada or A$50 in Australia, and that member gets a driving credit of the same "
      "amount.", note="three sentences merged and reordered; the two roles kept apart."),
    V("clean", "My car broke down and I'm going to be late back. Will I be charged a late fee?", ["late-returns"],
      ["late-returns#delays"],
      "Not if you report the breakdown to the club before your booking ends. No late fee is charged when the delay "
      "was caused by a breakdown, an accident or a road closure reported in time.",
      note="the condition kept, stated first."),
    V("clean", "Is my phone covered if it's stolen from a club car?", ["insurance-cover"], ["insurance-cover#belongings"],
      "No. The club's insurance does not cover items left in a car, and Kestrel is not responsible for belongings "
      "that are lost or stolen from one.", note="'No' from a denial; passive kept."),
    V("clean", "How much third-party cover do I get?", ["insurance-cover"], ["insurance-cover#cover"],
      "Every booking includes third-party liability cover of C$2 million in Canada and A$20 million in Australia. "
      "Damage to the club car is covered as well, subject to the damage excess in your country's tariff.",
      note="two sentences of one fragment merged, order changed."),
    V("clean", "What happens if I drive after drinking and damage the car?", ["insurance-cover"],
      ["insurance-cover#exclusions"],
      "Under the club's terms, the cover does not apply if the driver was over the legal alcohol limit. In that "
      "case you would pay the full cost of the damage, not just the excess.", note="lead-in; one case of a list."),
    V("clean", "Why can my account get suspended?", ["account-suspension"], ["account-suspension#grounds"],
      "Kestrel may suspend your account:\n1. when a payment fails and is not settled within 7 days;\n2. after 3 late "
      "returns within 6 months.\nIt must suspend the account at once if it learns that your licence has been "
      "suspended or cancelled. You are told by email, with the reason.",
      note="a numbered list; 'may' and 'must' kept apart."),
    V("clean", "How do I appeal a suspension and how long does it take?", ["account-suspension"],
      ["account-suspension#appeals"],
      "Write to Member Services within 14 days. The Member Services Manager decides the appeal within 10 business "
      "days, and you can't book a car while it is open.", note="imperative; the doer kept."),
    V("clean", "I joined last week and haven't driven yet. Can I get my money back?", ["refund-rules"],
      ["refund-rules#cooling-off"],
      "Yes. You are within 14 days of joining and have not completed a booking, so you can cancel and get your "
      "membership fee back in full.", limitations=["The application fee is not refunded."],
      note="the condition applied to the reader; a limitations entry the cited fragment states."),
    V("clean", "How quickly do you refund a charge made by mistake?", ["refund-rules"], ["refund-rules#errors"],
      "Once the club has confirmed the error, the charge is refunded within five business days.",
      note="'five' in words; 'by mistake' for 'in error'."),
    V("clean", "How long does Kestrel have to answer my complaint, and what can I do after that?",
      ["complaints-process"], ["complaints-process#making", "complaints-process#escalation"],
      "Kestrel acknowledges a complaint within two business days and gives its final answer within 30 days. If you "
      "are not satisfied, or have had no answer after 30 days, you can take the complaint to the consumer "
      "protection office of your province if you are in Canada, or to the fair trading office of your state or "
      "territory if you are in Australia.", note="'two' in words beside '30'; both countries' bodies."),
    V("clean", "Will the club take the money while I'm complaining about a charge?", ["complaints-process"],
      ["complaints-process#making"],
      "No — a disputed charge is not collected while your complaint is open.", note="'No' from the source's denial."),
    V("clean", "What do I need to do with an electric car at the end of a trip?", ["fuel-charging"],
      ["fuel-charging#charging"],
      "Return it with at least 20 % charge and plug it in at its home bay. If it comes back below 20 % or unplugged, "
      "you are charged C$15 in Canada or A$20 in Australia.", fence=True, note="fenced JSON; imperative."),
    V("clean", "I paid for public charging with my own card. Do I get the money back?", ["fuel-charging"],
      ["fuel-charging#charging"],
      "Yes. Send the receipt in the app and you will be reimbursed within 10 business days. Normally public "
      "charging is paid with the charge card kept in the car.", pretty=True, note="pretty-printed JSON."),
    V("clean", "Has the monthly membership price in Canada gone up since 2026?",
      ["tariff-ca#membership", "tariff-ca-2026#membership"], ["tariff-ca#membership", "tariff-ca-2026#membership"],
      "Yes. In Canada membership was $10 a month under the 2026 edition of the tariff and is now $12 a month; the "
      "yearly price paid in advance went from $100 to $120.",
      note="the historical edition beside the current one, both cited; 2026 is the reader's."),
    V("clean", "Do assistance dogs have to travel in a carrier?", ["car-cleaning"], ["car-cleaning#pets"],
      "No. Assistance animals are exempt from the carrier rule that applies to pets, although the cleaning fee "
      "still applies if animal hair is left behind.", note="the exception and its limit kept."),
    V("clean", "Can my partner drive the car I booked?", ["driver-rules"], ["driver-rules#other-drivers"],
      "Only if your partner is a member of the same household account and is added to the booking before it "
      "starts; otherwise only the member who made the booking may drive.", note="the condition restated."),

    # --- other-sentence (3; holdout: 2nd)
    V("other-sentence", "How long does the club take to give a final answer to a complaint?", ["complaints-process"],
      ["complaints-process#making"], "The club gives its final answer to a complaint within 2 business days.", MC,
      src="final answer within 30 days", note="2 business days is the acknowledgement, the neighbouring clause."),
    V("other-sentence", "How long do I have to tell the club I want to dispute a fine?", ["traffic-fines"],
      ["traffic-fines#fines", "traffic-fines#nomination"],
      "You must tell the club within 7 days of its email if you want to dispute a fine.", MC,
      src="within 14 days of the club's email", note="7 days is when the card is charged (#fines, cited)."),
    V("other-sentence", "How many kilometres a day are included in Australia, and what does an extra one cost?",
      ["tariff-au"], ["tariff-au#rates"],
      "In Australia the first 150 km of each booking day are included, and each further kilometre costs $0.50.", MC,
      src="$0.35", note="$0.50 is the per-minute rate of the previous sentence."),
    # --- wrong-case (3)
    V("wrong-case", "What is the day rate in Canada?", ["tariff-ca#rates", "tariff-au#rates"],
      ["tariff-ca#rates", "tariff-au#rates"],
      "In Canada a full day costs $99, or less when the per-minute or hourly price comes out lower.", MC,
      src="$89 per day", note="the right figure of the wrong country: $99 is Australia's (both cited)."),
    V("wrong-case", "What is the cleaning charge in Australia if someone spills a drink in the car?", ["car-cleaning"],
      ["car-cleaning#cleaning"],
      "In Australia, soiling such as spilled drinks needs a professional valet and is charged A$60.", MC,
      src="A$250 in Australia", note="A$60 is the ordinary clean."),
    V("wrong-case", "What is the minimum age to join in Canada?", ["driver-rules"], ["driver-rules#eligibility"],
      "In Canada you must be at least 19 to join and have held a driving licence for at least 2 years.", MC,
      src="at least 21 in Canada", note="19 is Australia's age, same sentence."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "How much is the monthly membership in Canada now?",
      ["tariff-ca#membership", "tariff-ca-2026#membership"], ["tariff-ca#membership"],
      "In Canada, membership now costs $10 a month, or $100 a year when paid in advance.", MC,
      note="the historical edition's figures stated as current while citing the current record."),
    V("uncited-fragment", "How soon is a charge made in error refunded?", ["refund-rules"], ["refund-rules#errors"],
      "A charge made in error is refunded within 10 business days after the club confirms the error.", MC,
      note="10 business days is the driving-credit refund (#credit, not cited)."),
    # --- invented (2)
    V("invented", "What do I pay if I bring a car back in Australia with an empty tank?", ["fuel-charging"],
      ["fuel-charging#fuel"],
      "A member who returns a car with less than a quarter of a tank is charged a refuelling fee of A$30 in "
      "Australia. If the tank is completely empty, a further A$40 recovery charge is added.",
      UC + ["unsupported-number"], note="the second sentence and A$40 are invented."),
    V("invented", "What should I do if I find a dirty car?", ["car-cleaning"], ["car-cleaning#reporting"],
      "Report it in the app, with photos, before you drive off. The fee is then charged to the member who had the "
      "previous booking rather than to you. The club then sends a cleaner before the next booking starts.", UC,
      note="the last sentence is invented, with no figure."),
    # --- limitations (1)
    V("limitations", "How much is the application fee in Australia?", ["tariff-au"], ["tariff-au#membership"],
      "In Australia the one-time application fee is A$30.", UC,
      limitations=["The application fee is refunded if your application is declined."],
      note="the answer is right; the limitations entry is invented."),
    # --- flipped (2)
    V("flipped", "Are tolls charged with an admin fee?", ["traffic-fines"], ["traffic-fines#tolls"],
      "Yes. Tolls recorded by the car's toll tag are charged to you at cost plus the admin fee.", UC,
      src="with no admin fee", note="negation flipped."),
    V("flipped", "Is promotional credit refunded when I close my account?", ["refund-rules"], ["refund-rules#credit"],
      "Yes. When you close your account, prepaid driving credit and promotional credit are both refunded to the card "
      "they were paid from within 10 business days of your request.", UC,
      src="Promotional credit is never refunded.", note="'never refunded' turned into refunded."),
    # --- agent (2)
    V("agent", "When a late return stops the next booking from starting, who gets the C$50?", ["late-returns"],
      ["late-returns#late"],
      "The next member, whose booking could not start, is charged C$50 in Canada or A$50 in Australia, and the late "
      "member receives a driving credit of the same amount.", UC,
      src="the late member is also charged", note="payer and receiver swapped."),
    V("agent", "Who pays the cleaning fee if I report a dirty car?", ["car-cleaning"], ["car-cleaning#reporting"],
      "The member who reports the dirty car pays the fee, and the member who had the previous booking receives 15 "
      "minutes of free driving.", UC, src="charged to the member who had the previous booking",
      note="roles swapped."),
    # --- condition (2)
    V("condition", "Can I get my membership fee back if I cancel soon after joining?", ["refund-rules"],
      ["refund-rules#cooling-off"],
      "Yes — any new member who cancels within 14 days of joining gets the membership fee back in full.", UC,
      src="unless they have already completed a booking", note="after 'Yes', the 'unless' the grant depends on is dropped."),
    V("condition", "So there's no late fee if I had a breakdown?", ["late-returns"], ["late-returns#delays"],
      "Right — no late fee is charged when the delay was caused by a breakdown, an accident or a road closure, "
      "whether or not you reported it before the booking ended.", UC,
      src="that the member reported to the club before the booking ended", note="the condition made irrelevant."),
    # --- exception (1)
    V("exception", "Do assistance animals avoid the cleaning fee?", ["car-cleaning"], ["car-cleaning#pets"],
      "Yes. Assistance animals are exempt from the pet rules, including the cleaning fee for animal hair.", UC,
      src="the cleaning fee still applies", note="the exemption extended to what the source keeps."),
    # --- bound (1)
    V("bound", "How long does it take to get reimbursed for public charging I paid for myself?", ["fuel-charging"],
      ["fuel-charging#charging"],
      "You are reimbursed within 10 calendar days of sending the receipt in the app.", UC,
      src="within 10 business days", note="business days made calendar days."),
    # --- modality (2)
    V("modality", "What happens if my payment fails?", ["account-suspension"], ["account-suspension#grounds"],
      "If a payment fails and you do not settle it within 7 days, the club suspends your account.", UC,
      src="The club may suspend an account", note="'may suspend' stated as done."),
    V("modality", "Do I have to leave an electric car plugged in?", ["fuel-charging"], ["fuel-charging#charging"],
      "Plugging the car in at its home bay is optional; you can do it if you wish, as long as it comes back with at "
      "least 20 % charge.", UC, src="must be returned with at least 20 % charge and plugged in",
      note="a duty made optional."),
    # --- overgeneral (1)
    V("overgeneral", "Can a friend who is also a Kestrel member drive the car I booked?", ["driver-rules"],
      ["driver-rules#other-drivers"],
      "Yes. Any Kestrel member may drive a car you booked, as long as they are added to the booking before it starts.",
      UC, src="Another member of the same household account", note="household members widened to every member."),
    # --- jurisdiction (1)
    V("jurisdiction", "What's the hourly rate in Melbourne?", ["tariff-au"], ["tariff-au#rates"],
      "An hour costs $16, or less if the per-minute price of $0.50 comes out lower, and each booking day includes "
      "150 km.", ["number-without-jurisdiction"], src="A booking in Australia is charged",
      note="bare $ from Australia's record without naming Australia; Melbourne is no jurisdiction name."),
]

RU = [
    # --- clean (23)
    V("clean", "Из чего складывается плата за содержание и ремонт?", ["plata-sod"], ["plata-sod#razmer"],
      "Согласно правилам управляющей компании, плата за содержание и текущий ремонт общего имущества — 38,50 ₽ в "
      "месяц за каждый квадратный метр общей площади квартиры. В неё включены уборка подъездов и двора, "
      "обслуживание лифтов и инженерных сетей. Взнос на капремонт сюда не входит: его устанавливает регион, и в "
      "квитанции он идёт отдельной строкой.", note="вводная фраза; «включены» вместо «входят»; «капремонт»."),
    V("clean", "Когда платить по квитанции?", ["plata-sod"], ["plata-sod#srok"],
      "Оплатить квитанцию нужно до 10-го числа месяца, следующего за истёкшим. Квитанция приходит в почтовый ящик "
      "и в личный кабинет не позднее 1-го числа, а через личный кабинет можно заплатить без комиссии.",
      note="«приходит» вместо «доставляются»; два предложения слиты."),
    V("clean", "Если я заплачу на две недели позже срока, будут пени?", ["plata-sod"], ["plata-sod#peni"],
      "Нет. Пени не начисляются, если долг погашен в течение 30 дней после срока оплаты, а две недели в этот срок "
      "укладываются.", note="«Нет» из собственного срока читателя."),
    V("clean", "Как считаются пени при долге?", ["plata-sod"], ["plata-sod#peni"],
      "Порядок такой:\n- первые 30 дней после срока оплаты пени не начисляются;\n- с 31-го по 90-й день — 1/300 "
      "ключевой ставки Банка России за каждый день просрочки;\n- с 91-го дня — 1/130 ставки.",
      note="список; порядок предложений изменён."),
    V("clean", "У меня затопило ванную, через сколько приедут?", ["zayavki-remont"], ["zayavki-remont#avariynye"],
      "Затопление — аварийная заявка, её примет круглосуточная диспетчерская служба. Бригада приедет не позже чем "
      "через 30 минут после звонка, в течение 3 часов перекроет воду, а причину аварии устранят в течение суток.",
      note="будущее время, совершенный вид; неопределённо-личное «устранят»."),
    V("clean", "Мастер до сих пор не заменил лампу в подъезде. Какой срок?", ["zayavki-remont"],
      ["zayavki-remont#planovye"],
      "Замену лампы в подъезде должны выполнить в течение 5 рабочих дней со дня регистрации заявки, а время визита "
      "мастер заранее согласует с вами по телефону.", note="«должны выполнить» для «выполняются»."),
    V("clean", "Кто платит за ремонт смесителя в квартире?", ["zayavki-remont"], ["zayavki-remont#platnye"],
      "Ремонт смесителя оплачиваете вы: оборудование внутри квартиры, которое не относится к общему имуществу, "
      "ремонтируется по прейскуранту за счёт собственника. А вот стояки до первого запорного крана относятся к "
      "общему имуществу и ремонтируются бесплатно.", note="кто платит — вывод из «за счёт собственника»."),
    V("clean", "Можно ли сверлить в будни в обед?", ["shumnye-raboty"], ["shumnye-raboty#chasy"],
      "Нет, с 13:00 до 15:00 в будни перерыв. Шумные работы разрешены по будням с 9:00 до 19:00, кроме этого "
      "перерыва, а в субботу, воскресенье и праздники они запрещены.", note="«обед» как перерыв; порядок изменён."),
    V("clean", "До какого часа утра в выходные нужно соблюдать тишину?", ["shumnye-raboty"], ["shumnye-raboty#tishina"],
      "В выходные и праздничные дни тишину соблюдают до 10:00, начиная с 23:00 накануне; в будни — с 22:00 до 8:00.",
      note="обе ступени часов, каждая при своём случае."),
    V("clean", "Я начинаю ремонт. Что я должен сделать заранее?", ["shumnye-raboty"], ["shumnye-raboty#uvedomlenie"],
      "Сообщите управляющей компании о начале ремонта не позднее чем за пять рабочих дней и повесьте в подъезде "
      "объявление со сроками работ и контактным телефоном. Учтите, что шумные работы в одной квартире можно вести "
      "не дольше 3 месяцев.", note="повелительное наклонение; «пять» словом."),
    V("clean", "Куда деть старый холодильник и нужно ли за это платить?", ["vyvoz-kgm"], ["vyvoz-kgm#kgm"],
      "Крупную бытовую технику оставляют на площадке для крупногабаритных отходов у дома 14. Вывозит её региональный "
      "оператор по вторникам и пятницам, и отдельно платить не нужно: вывоз уже входит в плату за обращение с "
      "отходами.", note="холодильник как крупная техника; свободный порядок слов."),
    V("clean", "Что будет, если сосед оставил строительный мусор в подъезде?", ["vyvoz-kgm"], ["vyvoz-kgm#stroitelnyy"],
      "Если строительный мусор не уберут в течение 2 дней после предупреждения, управляющая компания вывезет его "
      "сама, а стоимость вывоза включит в квитанцию этого собственника.", note="совершенный вид, будущее время."),
    V("clean", "Могут ли прийти с осмотром без предупреждения?", ["dostup-kvartira"],
      ["dostup-kvartira#osmotr", "dostup-kvartira#avariya"],
      "Для планового осмотра — нет: о его дате и времени вас известят не позднее чем за 10 дней, и проводится он не "
      "чаще 1 раза в 3 месяца. А при аварии, которая угрожает другим квартирам или общему имуществу, доступ нужен "
      "немедленно, без предварительного извещения.", note="два фрагмента одной записи; случаи разведены."),
    V("clean", "Меня не будет дома в день осмотра, можно перенести?", ["dostup-kvartira"], ["dostup-kvartira#osmotr"],
      "Да, осмотр можно перенести: сообщите об этом в течение 5 дней после того, как получили извещение.",
      note="«Да»; повелительное наклонение."),
    V("clean", "Что если при аварии меня нет дома?", ["dostup-kvartira"], ["dostup-kvartira#avariya"],
      "Если авария угрожает другим квартирам или общему имуществу, а вас найти не удалось, дверь вскроют в "
      "присутствии полиции и составят акт, который подпишут двое соседей.", note="неопределённо-личное; будущее."),
    V("clean", "На сколько гость может заехать во двор?", ["parkovka-dvor"], ["parkovka-dvor#vezd"],
      "Гость въезжает по заявке через приложение или диспетчеру и может оставаться во дворе не более 3 часов.",
      note="«оставаться» для «стоять»."),
    V("clean", "Можно ли поменять колесо во дворе?", ["parkovka-dvor"], ["parkovka-dvor#zaprety"],
      "Да, замена колеса — исключение: любой другой ремонт автомобилей во дворе запрещён.",
      note="«Да» из исключения."),
    V("clean", "Нужно ли согласовывать с УК перенос батареи?", ["pereplanirovka"],
      ["pereplanirovka#soglasovanie", "pereplanirovka#zaprety"],
      "Нет. Перенос радиаторов — это переустройство, и согласуют его с администрацией района, а не с управляющей "
      "компанией. Управляющая компания по вашему заявлению выдаёт копию поэтажного плана и технические условия в "
      "течение 10 рабочих дней. Переносить радиаторы на балкон или лоджию нельзя.",
      note="«батарея» = радиатор; два фрагмента."),
    V("clean", "Я перенёс стояк, что дальше?", ["pereplanirovka"], ["pereplanirovka#zavershenie"],
      "В течение 3 рабочих дней после завершения работ сообщите об этом в управляющую компанию. Её инженер в течение "
      "5 рабочих дней осмотрит стояки и вентиляцию и составит акт.", note="роли собственника и инженера сохранены."),
    V("clean", "До какого числа передать показания электросчётчика?", ["schetchiki"], ["schetchiki#peredacha"],
      "Показания счётчиков электроэнергии принимают с 20 по 25 число каждого месяца — через личный кабинет, чат-бот "
      "или по телефону диспетчерской. Показания, переданные после 25-го, учтут в следующем месяце.",
      fence=True, note="JSON в ограждении; «принимают» для «передаются»."),
    V("clean", "Я уезжаю на две недели в командировку. Что сделать, чтобы не платить за воду?", ["pereraschet"],
      ["pereraschet#usloviya", "pereraschet#zayavlenie"],
      "Если в квартире нет счётчиков воды, плату за холодную и горячую воду и водоотведение пересчитают за дни "
      "отсутствия — для этого нужно отсутствовать более 5 полных календарных дней подряд. Заявление подайте до "
      "отъезда или не позднее 30 дней после возвращения и приложите командировочное удостоверение. Отопление, "
      "содержание и ремонт и взнос на капремонт не пересчитываются.", pretty=True,
      note="условие о счётчиках сохранено; отформатированный JSON."),
    V("clean", "Изменился ли срок оплаты по сравнению с 2026 годом?", ["plata-sod#srok", "plata-sod-2026#srok"],
      ["plata-sod#srok", "plata-sod-2026#srok"],
      "Да. По редакции 2026 года плату нужно было вносить до 20-го числа месяца, следующего за истёкшим, а сейчас — "
      "до 10-го числа.", note="историческая редакция рядом с текущей, обе процитированы."),
    V("clean", "Куда жаловаться, если УК не отвечает?", ["zhaloby"], ["zhaloby#podacha", "zhaloby#dalee"],
      "Управляющая компания должна ответить на жалобу в течение 10 рабочих дней. Если ответ вас не устроил, можно "
      "обратиться в государственную жилищную инспекцию или в суд, причём обращаться сначала в управляющую компанию "
      "для этого не обязательно.", note="два фрагмента; «должна ответить» для «отвечает»."),

    # --- other-sentence (3)
    V("other-sentence", "Через сколько приезжает аварийная бригада?", ["zayavki-remont"], ["zayavki-remont#avariynye"],
      "Аварийная бригада приезжает в течение 3 часов после звонка.", MC,
      src="не позднее чем через 30 минут", note="3 часа — перекрыть воду, соседний оборот того же предложения."),
    V("other-sentence", "За сколько дней до осмотра меня должны известить?", ["dostup-kvartira"],
      ["dostup-kvartira#osmotr"], "Об осмотре вас известят не позднее чем за 5 дней.", MC,
      src="не позднее чем за 10 дней", note="5 дней — срок на перенос, следующее предложение."),
    V("other-sentence", "Сколько времени инженер осматривает стояки после перепланировки?", ["pereplanirovka"],
      ["pereplanirovka#zavershenie"],
      "Инженер управляющей компании осматривает стояки и вентиляцию в течение 3 рабочих дней и составляет акт.", MC,
      src="в течение 5 рабочих дней и составляет акт", note="3 рабочих дня — срок сообщения собственника."),
    # --- wrong-case (3)
    V("wrong-case", "Какие пени начисляются на второй месяц просрочки?", ["plata-sod"], ["plata-sod#peni"],
      "На второй месяц просрочки, то есть с 31-го по 90-й день, пени составляют 1/130 ключевой ставки за каждый день.",
      MC, src="1/300", note="1/130 — ступень с 91-го дня."),
    V("wrong-case", "До скольки утра в будни нужно соблюдать тишину?", ["shumnye-raboty"], ["shumnye-raboty#tishina"],
      "В будни тишину соблюдают с 22:00 до 10:00.", MC, src="до 8:00 в будни", note="10:00 — ступень выходных."),
    V("wrong-case", "За какой период берут средний расход, если не передал показания?", ["schetchiki"],
      ["schetchiki#ne-peredany"],
      "Если показания не переданы, средний расход берут за последние 3 месяца, а затем начисляют по нормативу.", MC,
      src="за последние 6 месяцев", note="3 месяца — сколько начисляют по среднему."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "Сколько сейчас стоит содержание за квадратный метр?",
      ["plata-sod#razmer", "plata-sod-2026#razmer"], ["plata-sod#razmer"],
      "Сейчас плата за содержание и текущий ремонт составляет 34,20 ₽ за 1 кв. м в месяц.", MC,
      note="ставка исторической редакции выдана за текущую, с цитатой текущей записи."),
    V("uncited-fragment", "В какой срок УК отвечает на жалобу?", ["zhaloby#podacha", "zayavki-remont#planovye"],
      ["zhaloby#podacha"], "На жалобу управляющая компания отвечает в течение 5 рабочих дней.", MC,
      note="5 рабочих дней — плановые заявки, фрагмент не процитирован."),
    # --- invented (2)
    V("invented", "Сколько стоит вывоз строительного мусора?", ["vyvoz-kgm"], ["vyvoz-kgm#stroitelnyy"],
      "Контейнер объёмом 8 куб. м для строительного мусора можно заказать через управляющую компанию за 9 500 ₽. "
      "Один мешок строительного мусора вывозят за 250 ₽.", UC + ["unsupported-number"],
      note="второе предложение и 250 ₽ выдуманы."),
    V("invented", "Что нужно сделать перед перепланировкой?", ["pereplanirovka"], ["pereplanirovka#soglasovanie"],
      "Перепланировку согласуют с администрацией района, а копию поэтажного плана и технические условия по вашему "
      "заявлению выдаёт управляющая компания. Кроме того, проект нужно заверить у председателя совета дома.", UC,
      note="последнее предложение выдумано, без чисел."),
    # --- limitations (1)
    V("limitations", "Какие часы разрешены для работы перфоратором?", ["shumnye-raboty"], ["shumnye-raboty#chasy"],
      "Шумные работы разрешены в будни с 9:00 до 19:00 с перерывом с 13:00 до 15:00; в выходные и праздники они "
      "запрещены.", UC, limitations=["В новостройках в первый год после сдачи дома эти ограничения не действуют."],
      note="ответ верен, выдумана оговорка в limitations."),
    # --- flipped (2)
    V("flipped", "Пересчитывают ли плату за отопление, если я уезжал?", ["pereraschet"], ["pereraschet#usloviya"],
      "Да, при отсутствии более 5 полных календарных дней подряд пересчитывается и плата за отопление.", UC,
      src="Плата за отопление, за содержание и ремонт и взнос на капитальный ремонт не пересчитываются.",
      note="отрицание перевёрнуто."),
    V("flipped", "Нужно ли сначала жаловаться в УК, чтобы обратиться в жилищную инспекцию?", ["zhaloby"],
      ["zhaloby#dalee"],
      "Да, прежде чем обращаться в государственную жилищную инспекцию или в суд, нужно сначала подать жалобу в "
      "управляющую компанию.", UC, src="для этого не обязательно", note="«не обязательно» → обязательно."),
    # --- agent (2)
    V("agent", "Кто организует поверку счётчиков?", ["schetchiki"], ["schetchiki#poverka"],
      "Поверку счётчиков организует и оплачивает управляющая компания в сроки, указанные в паспорте прибора.", UC,
      src="Собственник сам организует", note="собственник заменён управляющей компанией."),
    V("agent", "Кто подписывает акт, если дверь вскрыли при аварии?", ["dostup-kvartira"], ["dostup-kvartira#avariya"],
      "Акт подписывают сотрудники полиции, в присутствии которых вскрыли дверь.", UC,
      src="который подписывают двое соседей", note="подписывают соседи, полиция присутствует."),
    # --- condition (2)
    V("condition", "Сделают ли перерасчёт за воду, если я уезжал на неделю?", ["pereraschet"], ["pereraschet#usloviya"],
      "Да, если вы отсутствовали более 5 полных календарных дней подряд, плату за холодную и горячую воду и "
      "водоотведение пересчитают за дни отсутствия.", UC, src="а в квартире нет счётчиков воды",
      note="после «Да» выпало условие об отсутствии счётчиков."),
    V("condition", "Когда закрывают заявку, если мастер меня не застал?", ["zayavki-remont"], ["zayavki-remont#planovye"],
      "Если мастер не застал вас в согласованное время, заявка закрывается, и нужно подать новую.", UC,
      src="дважды не застал", note="«дважды» выпало: заявку закрывают после первого раза."),
    # --- exception (1)
    V("exception", "Действуют ли часы тишины при аварийных работах?", ["shumnye-raboty"], ["shumnye-raboty#tishina"],
      "Да, часы тишины распространяются на все работы, в том числе на устранение аварий: с 22:00 до 8:00 в будни и "
      "с 23:00 до 10:00 в выходные.", UC, src="не распространяется на работы по устранению аварий",
      note="исключение отвергнуто («в том числе»)."),
    # --- bound (2)
    V("bound", "Когда сообщать в УК о ремонте?", ["shumnye-raboty"], ["shumnye-raboty#uvedomlenie"],
      "О начале ремонта сообщите управляющей компании в течение 5 рабочих дней после его начала и повесьте "
      "объявление в подъезде.", UC, src="не позднее чем за 5 рабочих дней", note="«до» стало «после»."),
    V("bound", "Сколько нужно отсутствовать для перерасчёта?", ["pereraschet#usloviya"], ["pereraschet#usloviya"],
      "Перерасчёт за воду делают, если жилец отсутствовал более 5 рабочих дней подряд, а счётчиков воды в квартире "
      "нет.", UC, src="более 5 полных календарных дней подряд", note="календарные дни стали рабочими."),
    # --- modality (2)
    V("modality", "Что будет, если я дважды не пустил сотрудников УК в квартиру?", ["dostup-kvartira"],
      ["dostup-kvartira#otkaz"],
      "Составят акт об отказе в доступе, и управляющая компания подаст на вас в суд.", UC,
      src="вправе обратиться в суд", note="«вправе обратиться» → «подаст»."),
    V("modality", "Как избавиться от строительного мусора после ремонта?", ["vyvoz-kgm"], ["vyvoz-kgm#stroitelnyy"],
      "Строительный мусор на площадку не выносят: собственник обязан заказать через управляющую компанию контейнер "
      "объёмом 8 куб. м за 9 500 ₽.", UC, src="вывозит его сам или заказывает",
      note="выбор (сам или через УК) стал обязанностью."),
    # --- overgeneral (1)
    V("overgeneral", "Какой ремонт в квартире нужно согласовывать?", ["pereplanirovka"], ["pereplanirovka#soglasovanie"],
      "С администрацией района нужно согласовывать любые работы в квартире, включая замену смесителя, а не только "
      "перенос стен и радиаторов.", UC, src="Перенос стен и дверных проёмов",
      note="правило о переносе стен и оборудования распространено на любые работы."),
]
