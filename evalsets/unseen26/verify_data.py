"""Labelled verify cases of unseen26 (the source of verify_cases.jsonl; build_unseen26.py writes it).

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


FS, FS26, FM = "fares-singapore", "fares-singapore-2026", "fares-malaysia"
VC, LA, PA, CY = "vehicle-crossings", "luggage-allowance", "pets-and-animals", "children-young-travellers"
CR, DC, CB, AT = "cancellations-refunds", "delays-compensation", "check-in-boarding", "accessible-travel"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "What's an adult return from Merlion Quay?", [FS], [f"{FS}#adult"],
      "In Singapore an adult return ticket from Merlion Quay is S$68, and the S$10 Singapore terminal fee is already "
      "included in that price.", note="reordered; 'already included'."),
    V("clean", "How much does my 8-year-old pay for a single leaving from Singapore?", [FS], [f"{FS}#concessions"],
      "Your 8-year-old falls in the 3 to 11 band, so in Singapore the one-way child fare is S$28 (S$50 for a return).",
      note="the reader's 8 within 3-11."),
    V("clean", "My father is 67. Is there a senior fare when he leaves from Singapore?", [FS], [f"{FS}#concessions"],
      "Yes. In Singapore passengers aged 60 or older pay S$30 one way; he just needs to show an identity card or "
      "passport.", note="'Yes' from a grant; the reader's 67 over 60."),
    V("clean", "Can I get my money back on a Flexi ticket if I cancel 3 hours before?", [FS], [f"{FS}#flexi"],
      "Yes. In Singapore a Flexi ticket (S$48 one way) can be refunded in full up to 2 hours before departure, so 3 "
      "hours before is still in time.", note="the reader's 3 hours inside the bound."),
    V("clean", "Has the return fare from Singapore gone up since last year?", [f"{FS}#adult", f"{FS26}#adult"],
      [f"{FS}#adult", f"{FS26}#adult"],
      "Yes. In Singapore an adult return ticket now costs S$68, up from S$62 last year. The terminal fee was S$8 on top "
      "of the fare then; it is now S$10 and included in the fare.", note="current and historical editions, both cited."),
    V("clean", "What do I pay for a single adult ticket from Tanjung Batu, and is the terminal charge in it?", [FM],
      [f"{FM}#adult"],
      "In Malaysia an adult single from Tanjung Batu is RM95. The RM12 terminal charge is not included: you pay it "
      "separately at the jetty.", note="two sentences of one fragment; 'separately'."),
    V("clean", "My daughter is 2 - does she travel free from Malaysia?", [FM], [f"{FM}#concessions"],
      "No. In Malaysia only children under 2 travel free; a child aged 2 to 11 pays the child fare of RM70 one way or "
      "RM125 return.", note="'No' from a bound; the reader's 2 at the band's edge."),
    V("clean", "Can I change a ticket I bought at the Tanjung Batu counter?", [FM], [f"{FM}#counter"],
      "Yes, once and free of charge, as long as you change it no later than 24 hours before departure. This applies "
      "to tickets bought at the Tanjung Batu counter in Malaysia.", note="'no later than' for 'up to'; fenced JSON.",
      fence=True),
    V("clean", "How much is it to take a car and two passengers over from Malaysia?", [VC], [f"{VC}#fares"],
      "From Malaysia a car up to 5 metres long costs RM450 one way per vehicle, with the driver included; the two "
      "other people in the car each pay their own passenger fare.", note="per vehicle kept; reader's passengers placed."),
    V("clean", "Does the person who helps my disabled son have to pay the full fare?", [AT], [f"{AT}#wheelchair"],
      "No. One companion of a passenger with a disability pays 50 % of the adult fare.", note="'No' from a reduced fare."),
    V("clean", "We might be late to the car lane. What happens then?", [VC], [f"{VC}#check-in"],
      "Vehicles have to be in the vehicle lane no later than 90 minutes before departure. If you arrive after that, "
      "your car may be moved to the next sailing that has space.", note="'no later than' for 'at least'; 'may' kept."),
    V("clean", "My van is 2.4 metres tall. Can it go on a normal sailing?", [VC], [f"{VC}#limits"],
      "No. Vehicles taller than 2.1 metres are carried only on the Saturday freight sailing, which you book by phone.",
      note="the reader's 2.4 over 2.1."),
    V("clean", "Can I keep a jerry can of petrol in the boot?", [VC], [f"{VC}#limits"],
      "No - spare fuel in cans isn't allowed on board.", note="'No' from a prohibition."),
    V("clean", "What's the baggage allowance per ticket?", [LA], [f"{LA}#allowance"],
      "Every ticket comes with one checked bag of up to 20 kg plus one cabin bag of up to 7 kg.",
      note="'comes with' for 'includes'."),
    V("clean", "My bag is 25 kg and I'm leaving from Malaysia. What will I pay?", [LA],
      [f"{LA}#allowance", f"{LA}#excess"],
      "Your free allowance is one checked bag up to 20 kg, and from Malaysia each kilogram over the allowance costs "
      "RM15, paid at the check-in counter. A 25 kg bag is accepted, since no single bag may weigh more than 32 kg.",
      note="two fragments cited; no derived sum."),
    V("clean", "Can I bring my surfboard, and do I need to book it?", [LA], [f"{LA}#sports"],
      "Yes. Surfboards cost S$20 from Singapore or RM60 from Malaysia per item, and they must be booked at least 24 "
      "hours ahead.", note="both countries kept with their values."),
    V("clean", "Is a power bank OK in my hold luggage?", [LA], [f"{LA}#prohibited"],
      "No - power banks may only go in cabin bags, not in checked baggage.", note="'only' kept."),
    V("clean", "Can I go and see my dog on the car deck during the trip?", [PA], [f"{PA}#vehicles"],
      "No. Dogs and cats travel inside your car on the vehicle deck, and owners may not visit the vehicle deck during "
      "the crossing.", note="'No' from a prohibition."),
    V("clean", "I'm walking on - can my guide dog come with me?", [PA], [f"{PA}#foot-passengers"],
      "Yes. Foot passengers can't bring pets on board, but assistance dogs travel free in the passenger cabin with "
      "their handler.", note="'guide dog' read as assistance dog; the exception kept."),
    V("clean", "What papers does my cat need, and what if I forget them?", [PA], [f"{PA}#documents"],
      "You must show a valid import permit and a rabies vaccination certificate at check-in. Without them the animal "
      "is refused boarding and the pet fee is not refunded.", note="two sentences joined."),
    V("clean", "Can I take both my babies, aged 1 and 2, on my lap from Singapore on my own?", [CY], [f"{CY}#infants"],
      "No. From Singapore children under 3 travel free on an adult's lap, but only one such child per adult, and "
      "every infant needs their own passport and a booking.", note="'No' from a limit per adult."),
    V("clean", "My 12-year-old wants to go with her 19-year-old cousin. Is that allowed?", [CY], [f"{CY}#alone"],
      "Yes. Children under 14 must travel with a passenger aged at least 18, and her cousin is 19.",
      note="'at least 18' for '18 or older'; the reader's figures placed."),
    V("clean", "Can my 16-year-old take the last ferry home alone?", [CY], [f"{CY}#alone"],
      "No. Young people aged 14 to 17 may travel alone if a parent signs the consent form at check-in, but they "
      "cannot book the last sailing of the day.", note="'No' from the last-sailing denial; condition kept."),
    V("clean", "Do you have car seats for a toddler on car sailings?", [CY], [f"{CY}#equipment"],
      "Yes - car seats for children under 7 are lent free on vehicle sailings, provided you ask at least 48 hours "
      "before departure.", note="'provided' for 'if'."),
    V("clean", "I want to move my booking to a sailing 3 weeks later. What does that cost from Singapore?", [CR],
      [f"{CR}#changes"],
      "In Singapore moving a standard ticket to another sailing costs S$15 per ticket, as long as the new sailing is "
      "within 30 days of the original date and you change it until 2 hours before departure. Three weeks is within "
      "30 days.", note="the reader's 3 weeks within 30 days."),
    V("clean", "I paid cash at the counter. How do I get my refund?", [CR], [f"{CR}#payment"],
      "Tickets paid in cash at a counter are refunded in cash at that same counter; card payments go back to the "
      "original card within 14 days.", note="both cases kept."),
    V("clean", "You cancelled our sailing. What are our options, and do we get the car fee back?", [DC],
      [f"{DC}#cancelled"],
      "You can choose between a full refund and a free seat on the next sailing with space. A refund for a cancelled "
      "sailing includes any vehicle and pet fees.", note="'we' of the source turned to 'you'."),
    V("clean", "The ferry left 5 hours late because of port authority orders. Do we get a voucher?", [DC],
      [f"{DC}#weather"],
      "No. Delays caused by weather or port authority orders give no right to vouchers or compensation.",
      note="'No' from the exception; the reader's 5 hours."),
    V("clean", "How long is a delay voucher valid, and by when must I claim compensation?", [DC], [f"{DC}#claims"],
      "Vouchers are valid for 12 months. Compensation has to be claimed within 30 days of the sailing, with your "
      "booking reference.", note="reordered."),
    V("clean", "When does check-in open for foot passengers, and when does the gate close?", [CB], [f"{CB}#times"],
      "Check-in counters open 2 hours before departure and close 45 minutes before it; the boarding gate closes 15 "
      "minutes before departure.", note="three figures of two sentences; pretty-printed JSON.", pretty=True),
    # --- other-sentence (2)
    V("other-sentence", "Until when can I move my ticket to another sailing?", [CR], [f"{CR}#changes", f"{CR}#standard"],
      "You can move a standard ticket to another sailing within 30 days of the original date for S$15 in Singapore or "
      "RM40 in Malaysia per ticket, until 24 hours before departure.", MC, src="until 2 hours before departure",
      note="24 hours is the cancellation bound of #standard (cited); the change deadline is 2 hours."),
    V("other-sentence", "How long does a refund take to reach my card?", [CR], [f"{CR}#payment", f"{CR}#changes"],
      "Refunds go back to the original card within 30 days. Tickets paid in cash are refunded in cash at the same "
      "counter.", MC, src="within 14 days", note="30 days is #changes' window to move a ticket; refunds take 14."),
    # --- wrong-case (3)
    V("wrong-case", "How much is a return ticket from Tanjung Batu for my 6-year-old?", [FM], [f"{FM}#concessions"],
      "In Malaysia a child aged 2 to 11 pays RM70 for a return ticket.", MC, src="RM125 return",
      note="RM70 is the one-way case of the same sentence."),
    V("wrong-case", "My mother is 70 and a Singapore citizen, travelling back from Malaysia. What's her one-way fare?",
      [f"{FM}#concessions", f"{FS}#concessions"], [f"{FM}#concessions"],
      "In Malaysia she pays RM60 one way as a passenger aged 60 or older.", MC, src="RM80 one way",
      note="RM60 is for Malaysian citizens only; she pays RM80 (the other case of the sentence)."),
    V("wrong-case", "How much does it cost to take my car from Singapore?", [VC], [f"{VC}#fares"],
      "A car up to 5 metres long costs S$60 one way from Singapore, driver included.", MC,
      src="S$180 one way from Singapore", note="S$60 is the motorcycle fare of the same fragment."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "Is the terminal fee included when I leave Singapore?", [f"{FS}#adult", f"{FS26}#adult"],
      [f"{FS}#adult"], "No. In Singapore the S$8 terminal fee is charged on top of the fare.", MC,
      note="the 2026 edition (uncited) stated as current; now S$10, included."),
    V("uncited-fragment", "My son is 2. Does he travel free from Tanjung Batu in Malaysia?",
      [f"{FM}#concessions", f"{FS}#concessions"], [f"{FM}#concessions"],
      "Yes. In Malaysia children under 3 travel free, though they must be booked.", MC,
      note="Singapore's 'under 3' (uncited) said of Malaysia, where only under 2 travel free."),
    # --- invented (2)
    V("invented", "Do I need to bring my own wheelchair?", [AT], [f"{AT}#wheelchair"],
      "No. Wheelchairs are lent free at both terminals. Wheelchair users can also reserve a free seat for a companion "
      "next to the wheelchair spaces.", UC, note="an invented sentence sharing the fragment's words."),
    V("invented", "Can you book wheelchair assistance for my Friday sailing?", [AT], [f"{AT}#wheelchair"],
      "I have booked wheelchair assistance for your Friday sailing, and a wheelchair will be lent to you free at the "
      "terminal.", UM, note="a claimed action, no mutation performed."),
    # --- limitations (1)
    V("limitations", "How much is excess baggage from Singapore?", [LA], [f"{LA}#excess"],
      "From Singapore every kilogram over the allowance costs S$5, paid at the check-in counter.", UC,
      limitations=["Excess baggage can only be paid in cash."], note="an invented limit in limitations."),
    # --- flipped (2)
    V("flipped", "Can my 15-year-old travel alone if I give permission?", [CY], [f"{CY}#alone"],
      "No. Young people under 18 cannot travel alone; they must travel with a passenger aged 18 or older.", UC,
      src="may travel alone if a parent signs", note="a permission turned into a prohibition."),
    V("flipped", "Can I go down to my car during the crossing to check on my dog?", [PA], [f"{PA}#vehicles"],
      "Yes, owners may visit the vehicle deck during the crossing to check on their pets.", UC,
      src="Owners may not visit the vehicle deck", note="a prohibition turned into a permission."),
    # --- modality (1)
    V("modality", "Can I take a pushchair for my baby who travels free?", [LA], [f"{LA}#allowance"],
      "Children under 3 travelling free have no checked allowance and must bring one folded pushchair.", UC,
      src="may bring one folded pushchair", note="a permission turned into a duty."),
    # --- condition (2)
    V("condition", "Can my 14-year-old travel without me?", [CY], [f"{CY}#alone"],
      "Yes, young people aged 14 to 17 may travel alone.", UC,
      src="if a parent signs the consent form at check-in", note="the condition of the grant dropped after 'Yes'."),
    V("condition", "Our ferry left 3 hours late. Do we get a voucher?", [DC], [f"{DC}#delays", f"{DC}#weather"],
      "Yes, each passenger gets a voucher worth 25 % of the fare, but only if the delay was caused by weather.", UC,
      src="give no right to vouchers or compensation", note="the weather exclusion turned into the only condition."),
    # --- exception (1)
    V("exception", "My twins are 1. Do both travel free on my lap from Malaysia?", [CY], [f"{CY}#infants"],
      "Yes. From Malaysia children under 2 travel free on an adult's lap, including twins travelling with a single "
      "adult.", UC, src="one such child per adult", note="the free lap seat extended to a second child per adult."),
    # --- bound (3)
    V("bound", "Does my electric car need a certain charge level to board?", [VC], [f"{VC}#limits"],
      "Yes. Electric cars must be charged to at least 80 % before boarding.", UC, src="no more than 80 %",
      note="'no more than' turned into 'at least'."),
    V("bound", "How much is it to take our family car over from Malaysia?", [VC], [f"{VC}#fares"],
      "From Malaysia a car up to 5 metres long costs RM450 one way per passenger.", UC, src="per vehicle",
      note="per vehicle stated as per passenger."),
    V("bound", "My van is too tall for normal sailings. When can it go?", [VC], [f"{VC}#limits"],
      "Vehicles taller than 2.1 metres are carried only on the Sunday freight sailing, booked by phone.", UC,
      src="Saturday freight sailing", note="the day moved (Saturday -> Sunday)."),
    # --- jurisdiction (1)
    V("jurisdiction", "How much is a return from Tanjung Batu?", [FM], [f"{FM}#adult"],
      "An adult return ticket from Tanjung Batu costs RM170, and the RM12 terminal charge is paid separately at the "
      "jetty.", NJ, src="In Malaysia an adult one-way ticket",
      note="figures from a MY-only context with no country named ('Tanjung Batu' and 'RM' only)."),
]

TR, TR26, TA = "tarify-rossiya", "tarify-rossiya-2026", "tarify-armeniya"
BG, DT, ZH, VZ = "bagazh-i-ruchnaya-klad", "poezdki-s-detmi", "perevozka-zhivotnyh", "vozvrat-biletov"
ZD, PS, LG, PR = "zaderzhki-i-otmeny", "posadka-v-avtobus", "lgoty-i-skidki", "pravila-v-salone"

RU = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "Сколько стоит билет из Краснодара в Сочи?", [TR], [f"{TR}#osnovnye"],
      "В России билет на рейс Краснодар — Сочи обойдётся в 1 300 ₽.", note="«обойдётся»."),
    V("clean", "Сколько доплачивать за место в первом ряду на рейсе Москва — Казань?", [TR], [f"{TR}#osnovnye"],
      "За место в первом ряду, как и за место у окна, в России доплачивают 150 ₽ сверх цены билета; билет Москва — "
      "Казань стоит 2 400 ₽.", note="«доплачивают»; порядок изменён."),
    V("clean", "Сыну 9 лет, какая у него скидка на рейсе Москва — Казань?", [TR], [f"{TR}#detskie"],
      "Детям от 5 до 12 лет в России предоставляется скидка 50 % от тарифа, так что вашему сыну она положена.",
      note="возраст читателя внутри 5–12."),
    V("clean", "Если взять билеты туда и обратно сразу, какая выгода и когда надо вернуться?", [TR],
      [f"{TR}#tuda-obratno"],
      "В России при покупке туда и обратно в одном заказе обратный билет дешевле на 10 %. Вернуться нужно не позднее "
      "30 дней после первой поездки.", note="«дешевле на 10 %» для «скидка составляет»."),
    V("clean", "Подорожали ли билеты Москва — Казань с прошлого года?", [f"{TR}#osnovnye", f"{TR26}#osnovnye"],
      [f"{TR}#osnovnye", f"{TR26}#osnovnye"],
      "Да. В России билет Москва — Казань сейчас стоит 2 400 ₽, а в прошлом году стоил 2 100 ₽; доплата за место у "
      "окна выросла со 100 до 150 ₽.", note="текущая и историческая редакции, обе процитированы."),
    V("clean", "Сколько стоит билет Ереван — Дилижан?", [TA], [f"{TA}#osnovnye"],
      "В Армении билет на рейс Ереван — Дилижан стоит 2 000 драм, и за выбор места доплачивать не нужно.",
      note="два предложения одного фрагмента."),
    V("clean", "Дочке 5 лет, едем в Гюмри. Ей нужен билет?", [TA], [f"{TA}#detskie"],
      "Нет, в Армении дети до 6 лет едут бесплатно без отдельного места.", note="«Нет» из льготы; 5 внутри «до 6»."),
    V("clean", "Можно ли купить билет по Армении прямо у водителя?", [TA], [f"{TA}#oplata"],
      "Да, если в автобусе есть свободные места. Водителю в Армении платят только наличными и только в драмах.",
      note="«Да, если» с условием."),
    V("clean", "Сколько ручной клади можно взять в салон?", [BG], [f"{BG}#norma"],
      "В салон бесплатно можно взять ручную кладь весом до 5 кг; кроме того, одно место багажа до 20 кг едет в "
      "багажном отделении.", note="порядок изменён."),
    V("clean", "Хочу взять три дополнительные сумки. Можно?", [BG], [f"{BG}#dopolnitelnyj"],
      "Нет. Дополнительных мест можно взять не больше двух; каждое стоит 200 ₽ в России и 800 драм в Армении.",
      note="«не больше» для «не более»; три читателя сверх двух."),
    V("clean", "Можно ли везти лыжи, и сколько это стоит в Армении?", [BG], [f"{BG}#velosipedy"],
      "Можно, если в багажном отделении есть свободное место. В Армении провоз лыж стоит 1 000 драм.",
      note="условие сохранено."),
    V("clean", "Можно ли везти газовый баллон для дачи?", [BG], [f"{BG}#zapreshcheno"],
      "Нет, газовые баллоны перевозить запрещено.", note="«Нет» из запрета; JSON в ограде.", fence=True),
    V("clean", "Ребёнку 12 лет, он может ехать с 17-летним братом?", [DT], [f"{DT}#bez-soprovozhdeniya"],
      "Нет. Дети до 14 лет ездят только с сопровождающим, которому не меньше 18 лет, а брату 17.",
      note="«не меньше 18 лет» для «не моложе 18 лет»."),
    V("clean", "Внуку 15, отпущу его одного на рейс Ереван — Гюмри. Можно?", [DT], [f"{DT}#bez-soprovozhdeniya"],
      "Нет. По рейсам в Армении дети до 16 лет без сопровождения не перевозятся.", note="«Нет» из запрета Армении."),
    V("clean", "Нужно ли заранее заказывать детское кресло?", [DT], [f"{DT}#kresla"],
      "Да: удерживающее устройство для ребёнка до 7 лет дают бесплатно, если заказать его не позже чем за 24 часа до "
      "отправления. Можно взять и своё кресло.", note="«не позже» для «не позднее»; разрешение сохранено."),
    V("clean", "Какой документ нужен ребёнку 10 лет?", [DT], [f"{DT}#dokumenty"],
      "Ребёнку до 14 лет нужно свидетельство о рождении; паспорт требуется с 14 лет.", note="порядок сохранён."),
    V("clean", "Сколько стоит провезти кота в переноске по России?", [ZH], [f"{ZH}#melkie"],
      "Провоз кошки в переноске стоит 300 ₽ в России; переноска вместе с животным должна весить не больше 8 кг.",
      note="падежи изменены."),
    V("clean", "Едет ли собака-поводырь бесплатно?", [ZH], [f"{ZH}#krupnye"],
      "Да, собака-проводник едет бесплатно — в наморднике и на поводке.", note="«Да» из льготы."),
    V("clean", "Прививку от бешенства собаке сделали 2 недели назад. Можно ехать?", [ZH], [f"{ZH}#veterinarnyj-pasport"],
      "Нет. Прививка должна быть сделана не позже чем за 21 день до поездки и не раньше чем за 12 месяцев, а две "
      "недели — это меньше 21 дня.", note="две недели читателя меньше 21 дня."),
    V("clean", "Сдаю билет за двое суток до поездки по России. Что вернут?", [VZ], [f"{VZ}#sroki"],
      "Так как вы сдаёте билет не позднее чем за 24 часа до отправления, вернут полную стоимость за вычетом "
      "сервисного сбора — в России это 100 ₽.", note="придаточное впереди."),
    V("clean", "Можно ли поменять билет на другой день?", [VZ], [f"{VZ}#obmen"],
      "Да, один раз и бесплатно — на другой рейс того же направления, если обменять не позже чем за 24 часа до "
      "отправления.", note="условие сохранено."),
    V("clean", "Купил билет в кассе, как получить деньги при возврате?", [VZ], [f"{VZ}#zachislenie"],
      "Билет, купленный в кассе, возвращают наличными — в любой кассе перевозчика.", note="один случай."),
    V("clean", "Перевозчик отменил рейс. Что мне положено?", [ZD], [f"{ZD}#otmena"],
      "Вам вернут полную стоимость билета, или вы можете бесплатно уехать ближайшим рейсом, где есть свободные места.",
      note="второе лицо."),
    V("clean", "Я опоздал на автобус, он ушёл час назад. Можно вернуть билет?", [ZD], [f"{ZD}#opozdanie"],
      "Да, в течение 3 часов после отправления билет можно вернуть, но удержат 25 % стоимости.",
      note="час читателя внутри 3 часов."),
    V("clean", "Когда заканчивается посадка?", [PS], [f"{PS}#vremya"],
      "Посадка заканчивается за 5 минут до отправления, а начинается за 20 минут.", note="порядок изменён."),
    V("clean", "Нужно ли распечатывать электронный билет?", [PS], [f"{PS}#bilet"],
      "Нет, достаточно показать электронный билет водителю на экране телефона.", note="«Нет» из «не нужно»."),
    V("clean", "Я пенсионер, еду Москва — Казань. Есть скидка?", [LG], [f"{LG}#pensionery"],
      "Да. Пенсионерам России на рейсах по России дают скидку 15 % — нужно показать пенсионное удостоверение.",
      note="«дают» для «предоставляется»."),
    V("clean", "Какая скидка инвалиду I группы и его сопровождающему?", [LG], [f"{LG}#invalidy"],
      "Инвалид I группы и один сопровождающий едут со скидкой 50 %.", note="JSON с отступами.", pretty=True),
    V("clean", "Можно ли пить сок в автобусе?", [PR], [f"{PR}#eda"],
      "Можно, если сок в закрытой бутылке: в салоне разрешено пить воду и напитки из закрытых бутылок.",
      note="«Можно, если» с условием источника."),
    V("clean", "Можно ли во время движения пройти по салону?", [PR], [f"{PR}#remni"],
      "Нет. Во время движения нужно быть пристёгнутым ремнём, а вставать с места можно только во время остановки.",
      note="«Нет» из ограничения; два предложения."),
    # --- other-sentence (2)
    V("other-sentence", "При какой задержке выдают воду?", [ZD], [f"{ZD}#zaderzhka"],
      "Воду бесплатно выдают, если отправление задерживается более чем на 3 часа.", MC, src="более чем на 1 час",
      note="3 часа — порог отказа от поездки, соседнее предложение."),
    V("other-sentence", "За сколько минут до отправления заканчивается посадка?", [PS], [f"{PS}#vremya"],
      "Посадка заканчивается за 20 минут до отправления.", MC, src="заканчивается за 5 минут",
      note="20 минут — начало посадки."),
    # --- wrong-case (3)
    V("wrong-case", "Сколько стоит билет Ереван — Дилижан?", [TA], [f"{TA}#osnovnye"],
      "В Армении билет на рейс Ереван — Дилижан стоит 2 500 драм.", MC, src="Ереван — Дилижан — 2 000 драм",
      note="2 500 драм — Гюмри, то же предложение."),
    V("wrong-case", "До какого возраста дети едут бесплатно по Армении?", [f"{TR}#detskie", f"{TA}#detskie"],
      [f"{TR}#detskie", f"{TA}#detskie"],
      "В Армении дети до 5 лет едут бесплатно без отдельного места.", MC, src="дети до 6 лет едут бесплатно",
      note="5 лет — правило России (процитировано) сказано об Армении."),
    V("wrong-case", "Сколько стоит дополнительное место багажа в России?", [BG], [f"{BG}#dopolnitelnyj"],
      "В России каждое дополнительное место стоит 800 ₽.", MC, src="200 ₽ в России",
      note="800 — армянская цена (драм) с рублём."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "Сколько стоит доплата за место у окна?", [f"{TR}#osnovnye", f"{TR26}#osnovnye"],
      [f"{TR}#osnovnye"], "В России место у окна оплачивается дополнительно — 100 ₽.", MC,
      note="цена 2026 года (не процитирована) как текущая."),
    V("uncited-fragment", "Какая скидка на детский билет по Армении для ребёнка 8 лет?",
      [f"{TA}#detskie", f"{TR}#detskie"], [f"{TA}#detskie"],
      "В Армении детям от 6 до 12 лет предоставляется скидка 50 %.", MC,
      note="50 % — российская скидка (не процитирована); в Армении 30 %."),
    # --- invented (2)
    V("invented", "Можно ли есть в автобусе?", [PR], [f"{PR}#eda"],
      "Можно: в салоне разрешено есть еду без резкого запаха. Горячую еду водитель может разогреть на остановке.", UC,
      note="выдуманное предложение со словами фрагмента."),
    V("invented", "Закажите, пожалуйста, детское кресло на мой рейс в пятницу.", [DT], [f"{DT}#kresla"],
      "Я заказал для вас детское кресло на пятничный рейс, оно предоставляется бесплатно.", UM,
      note="заявленное действие без выполненной операции."),
    # --- limitations (1)
    V("limitations", "Сколько стоит провоз велосипеда по России?", [BG], [f"{BG}#velosipedy"],
      "В России велосипед в чехле перевозится в багажном отделении за 300 ₽, если есть свободное место.", UC,
      limitations=["Велосипед нужно оформить в кассе не позднее чем за сутки до отправления."],
      note="выдуманное ограничение в limitations."),
    # --- flipped (2)
    V("flipped", "Можно ли взять с собой своё детское кресло?", [DT], [f"{DT}#kresla"],
      "Нет, своё кресло брать нельзя — перевозчик бесплатно предоставляет удерживающее устройство.", UC,
      src="Родители вправе взять своё кресло", note="разрешение обращено в запрет."),
    V("flipped", "Можно показать билет с телефона?", [PS], [f"{PS}#bilet"],
      "Нет, электронный билет нужно распечатать: с экрана телефона его не принимают.", UC,
      src="распечатывать его не нужно", note="«не нужно» обращено в обязанность."),
    # --- modality (1)
    V("modality", "Что будет, если выпить пива в автобусе?", [PR], [f"{PR}#kurenie"],
      "Распивать алкоголь в салоне запрещено; за нарушение водитель высаживает пассажира на ближайшей остановке без "
      "возврата стоимости.", UC, src="водитель вправе высадить", note="«вправе высадить» → «высаживает»."),
    # --- condition (2)
    V("condition", "Можно ли бесплатно поменять билет на другой рейс?", [VZ], [f"{VZ}#obmen"],
      "Да, билет можно один раз бесплатно обменять на другой рейс того же направления.", UC,
      src="не позднее чем за 24 часа до отправления", note="срок-условие опущен после «Да»."),
    V("condition", "Могу ли я купить билет у водителя в Армении?", [TA], [f"{TA}#oplata"],
      "Да, в Армении у водителя можно купить билет, даже если свободных мест нет; платить нужно наличными в драмах.",
      UC, src="при наличии свободных мест", note="условие обращено («даже если мест нет»)."),
    # --- exception (1)
    V("exception", "Какая скидка у инвалида I группы, если с ним едут жена и двое детей?", [LG], [f"{LG}#invalidy"],
      "Инвалид I группы едет со скидкой 50 %, как и все его сопровождающие, включая детей.", UC,
      src="один сопровождающий", note="льгота одного сопровождающего распространена на всех."),
    # --- bound (3)
    V("bound", "Когда надо сделать прививку от бешенства коту перед поездкой?", [ZH], [f"{ZH}#veterinarnyj-pasport"],
      "Прививка от бешенства должна быть сделана не ранее чем за 21 день до поездки.", UC,
      src="не позднее чем за 21 день", note="«не позднее» → «не ранее»."),
    V("bound", "Мы едем вдвоём с мужем. Сколько багажа можно провезти бесплатно?", [BG], [f"{BG}#norma"],
      "Бесплатно можно провезти одно место багажа весом до 20 кг на заказ и ручную кладь до 5 кг в салоне.", UC,
      src="Каждый пассажир бесплатно провозит", note="на пассажира → на заказ."),
    V("bound", "Я опоздал на автобус. До какого момента можно вернуть билет?", [ZD], [f"{ZD}#opozdanie"],
      "Опоздавший пассажир может вернуть билет с удержанием 25 % стоимости в течение 3 суток после отправления.", UC,
      src="в течение 3 часов после отправления", note="единица изменена: часы → сутки."),
    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит билет из Еревана в Гюмри?", [TA], [f"{TA}#osnovnye"],
      "Билет на рейс Ереван — Гюмри стоит 2 500 драм, за выбор места доплачивать не нужно.", NJ,
      src="В Армении билет", note="цифры из контекста только AM без названия страны («драм», «Ереван»)."),
]
