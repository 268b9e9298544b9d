"""Labelled verify cases of unseen29 (the source of verify_cases.jsonl; build_unseen29.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them
(faithful paraphrase, another word order, synonyms, two facts of one fragment in one sentence, a
polite closing); the wrong ones carry one fault each, weighted to what strong models do (a figure
from the wrong sentence, a dropped condition, a second clause turned round, subjects swapped,
permission read as obligation, a bound turned, an invented sentence or limitation, the other
country's figure or currency), and every figure of a wrong answer occurs somewhere in its context.
The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed before the first
case was written.
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


RG, RI, R27 = "rates-uk", "rates-ireland", "rates-uk-2027"
DI, DC, DW, CF, RE = "deposits-and-id", "delivery-and-collection", "damage-waiver", "cleaning-and-fuel", "returns-and-extensions"
BD, HC, SF, AE, TA = "breakdowns", "hire-conditions", "safety-training", "age-and-eligibility", "trade-accounts"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a breaker for a weekend in Leeds?", [RG], [f"{RG}#breakers"],
      "In the UK a heavy-duty electric breaker costs £78 for a weekend hire.",
      note="one value of four; 'UK' for the United Kingdom."),
    V("clean", "What does a combination hammer drill cost for a week in Dublin?", [RI], [f"{RI}#breakers"],
      "A combination hammer drill is €68 for a week's hire in Ireland.", note="reordered; 'a week's hire'."),
    V("clean", "When does a weekend hire start and finish?", [RG], [f"{RG}#periods"],
      "In the United Kingdom a weekend hire begins after 12:00 on Saturday, and you bring the tool back by 9:00 on "
      "Monday.", note="'begins' for 'starts', 'bring back by' for 'ends at'."),
    V("clean", "Have mini digger prices gone up since 2027?", [f"{RG}#plant", f"{R27}#plant"],
      [f"{RG}#plant", f"{R27}#plant"],
      "Yes. In the UK a 1.5-tonne mini digger now costs £195 a day, up from £180 in 2027, and £585 a week instead "
      "of £540.", note="current and historical editions, both cited."),
    V("clean", "how much to hire a kango and a genny for a day in the UK?",
      [f"{RG}#breakers", f"{RG}#generators-access"], [f"{RG}#breakers", f"{RG}#generators-access"],
      "In the UK a heavy-duty electric breaker is £52 a day and a 6 kVA diesel generator is £65 a day.",
      note="customer's 'kango' and 'genny' answered with the records' names; two fragments in one sentence."),
    V("clean", "How much deposit for a mini digger?", [DI], [f"{DI}#deposits"],
      "For plant such as a mini digger the deposit is £250 in the UK or €300 in Ireland. It's taken as a "
      "pre-authorisation on your card and released within 5 working days once the digger comes back undamaged.",
      note="both countries kept; 'comes back' for 'is returned'."),
    V("clean", "What ID do I need to hire?", [DI], [f"{DI}#id"],
      "Unless you have a trade account, bring photo ID (a passport or a driving licence) and proof of address from "
      "the last 3 months, for example a utility bill or a bank statement. We keep copies of both for 12 months. "
      "Hope that helps!", note="condition moved first; polite closing."),
    V("clean", "How much is delivery 20 miles from the depot in the UK?", [DC], [f"{DC}#charges"],
      "At 20 miles you're in the 10 to 25 mile band, so delivery costs £45 in the United Kingdom.",
      note="the reader's 20 miles placed in the band."),
    V("clean", "If I order at 10am can I get it today?", [DC], [f"{DC}#times"],
      "Yes, as long as it's a working day: orders placed before 11:00 are delivered the same day, and you choose a "
      "morning or an afternoon slot.", note="the reader's 10am against 'before 11:00'; 'as long as' for 'on a working day'."),
    V("clean", "What if nobody is home when you deliver?", [DC], [f"{DC}#on-site"],
      "Someone aged 18 or over has to be there to sign for the delivery. If nobody is on site, the driver will leave "
      "and you'll pay the delivery charge again for a second attempt.", note="faithful paraphrase."),
    V("clean", "How much does the waiver cost?", [DW], [f"{DW}#waiver"],
      "The waiver is 15% of the hire charge and is added to every hire, unless you show proof of your own insurance "
      "for hired-in equipment. With it, you only pay the first £100 in the UK or €120 in Ireland of the repair cost "
      "for accidental damage to each item.", note="two sentences restated; both countries."),
    V("clean", "Does the waiver cover a puncture?", [DW], [f"{DW}#exclusions"],
      "No, tyres punctured on site aren't covered by the waiver, and neither are loss, theft, misuse or overloading, "
      "or worn blades, bits and discs.", note="'No' from a denial; list reordered."),
    V("clean", "I got the mixer back with concrete dried inside, what will it cost?", [CF], [f"{CF}#cleaning"],
      "Concrete mixers have to be washed out before they come back. Dried concrete is charged at the cost of "
      "removing it.", note="'have to' for 'must'."),
    V("clean", "What do you charge to refuel a generator in the UK?", [CF], [f"{CF}#fuel"],
      "Machines go out with a full tank; if one comes back with less fuel, refuelling costs £2.40 per litre in the "
      "United Kingdom (€2.60 per litre in Ireland).", note="two sentences in one; both countries."),
    V("clean", "I'm returning the breaker at 10:30 instead of 9:00. Will I pay an extra day?", [RE], [f"{RE}#returns"],
      "No extra day is charged: there are 2 hours' grace, and another day's hire is charged only after that.",
      note="the reader's 10:30 against the grace."),
    V("clean", "can I keep the drill an extra day?", [RE], [f"{RE}#extend"],
      "Yes, just phone the depot before your hire period ends, and the extension is charged at the rate for the "
      "extra period. If you keep it without extending, you're charged the daily rate for every extra day.",
      note="'just phone' for 'phone'."),
    V("clean", "I cancelled 2 days before the hire, will I pay anything?", [RE], [f"{RE}#cancel"],
      "No. Cancelling is free of charge up to 24 hours before the hire starts, and 2 days is more than that.",
      note="the reader's 2 days against the 24-hour bound."),
    V("clean", "I hired a breaker for a week but only needed it 2 days - can I get money back?", [RE], [f"{RE}#early"],
      "Yes: a weekly hire returned within the first 3 days is recharged at the daily rate.",
      note="'Yes' from the exception; the reader's 2 days within 3."),
    V("clean", "The breaker stopped working, what should I do?", [BD], [f"{BD}#report", f"{BD}#replacement"],
      "Stop using it and call the depot within 2 hours - please don't try to fix it yourself. We'll repair or "
      "replace it within 4 working hours of your call, and you won't pay for the time it couldn't be used as long as "
      "you've reported it.", note="two fragments; 'as long as you've reported it' keeps the condition."),
    V("clean", "How much is a call-out for a flat battery in Ireland?", [BD], [f"{BD}#call-outs"],
      "A flat battery isn't treated as a breakdown, so the call-out costs €70 in Ireland.",
      note="the asked country only; 'isn't treated as' for 'is not'."),
    V("clean", "Can my brother use the lift I hired on his own job?", [HC], [f"{HC}#prohibited"],
      "I'm afraid not - the equipment must not be lent, sub-hired or sold to anyone else.",
      note="polite 'I'm afraid not'; passive for active."),
    V("clean", "Can I take a generator I hired in Dublin up to Belfast?", [HC], [f"{HC}#abroad"],
      "No. Equipment hired in Ireland must not be taken into Northern Ireland or out of Ireland.",
      note="Belfast placed in Northern Ireland by the reader; the answer says only what the source says."),
    V("clean", "Do I need a licence for a scissor lift?", [SF], [f"{SF}#powered-access"],
      "Yes. Scissor lifts are hired only to operators holding a valid IPAF licence for that category, and first-time "
      "operators can't hire powered access at all.", note="'can't hire ... at all' for 'we do not hire'."),
    V("clean", "Do I need a certificate for a mini digger?", [SF], [f"{SF}#plant"],
      "No, an operator's certificate is recommended but not required. Before the digger leaves the depot you get a "
      "free 30-minute handover demonstration.", note="order turned; 'you get' for 'we give the hirer'."),
    V("clean", "What do I need for a petrol chainsaw?", [SF], [f"{SF}#chainsaws"],
      "You must hold a chainsaw certificate, and the user has to wear chainsaw trousers, boots, gloves and a helmet "
      "with a visor. That kit can be hired for £12 a day in the UK or €14 in Ireland.",
      note="two facts; 'that kit' for 'the protective clothing'."),
    V("clean", "I'm 20, can I hire a breaker?", [AE], [f"{AE}#age"],
      "Yes. Tools can be hired from 18; it's plant, powered access and towable equipment that need you to be 21 or "
      "over.", note="the reader's 20 between the bounds; cleft sentence."),
    V("clean", "What do I need to tow a trailer-mounted machine?", [AE], [f"{AE}#towing"],
      "You need a full car driving licence and a tow bar rated for the machine's weight, and both are checked at "
      "collection. Unless your licence covers category B+E, towed equipment is limited to 750 kg.",
      note="passive 'are checked'; condition first."),
    V("clean", "What discount do trade customers get?", [TA], [f"{TA}#terms"],
      "Trade account holders get 10% off the hire rates and pay no deposit. Invoices are due within 30 days.",
      note="'pay no deposit' for 'need no deposit'; 'are due' for 'are paid'."),
    V("clean", "Can a sole trader open an account with you?", [TA], [f"{TA}#opening"],
      "Yes, sole traders can apply if they have traded for at least 2 years. Send your registration or tax number "
      "with two trade references, and you'll have a decision within 3 working days.", note="imperative paraphrase."),
    V("clean", "How much is a boom lift a day in the UK compared with Ireland?",
      [f"{RG}#generators-access", f"{RI}#generators-access"], [f"{RG}#generators-access", f"{RI}#generators-access"],
      "A 12-metre trailer-mounted boom lift costs £210 a day in the UK and €245 a day in Ireland.",
      note="two countries' fragments in one sentence."),

    # --- other-sentence (2)
    V("other-sentence", "How long do I have to report a breakdown?", [BD], [f"{BD}#report", f"{BD}#replacement"],
      "You need to report a breakdown to the depot within 4 working hours.", MC, src="within 2 hours",
      note="4 working hours is the repair time of the next fragment's sentence."),
    V("other-sentence", "How soon is my deposit released?", [DI], [f"{DI}#deposits", f"{DI}#id"],
      "Your deposit is released within 3 working days after you return the equipment undamaged.", MC,
      src="within 5 working days", note="3 is the months of the proof of address."),
    # --- wrong-case (4)
    V("wrong-case", "What does a mini digger cost for a week in Cork?", [f"{RG}#plant", f"{RI}#plant"],
      [f"{RG}#plant", f"{RI}#plant"], "In Ireland a 1.5-tonne mini digger costs €585 a week.", MC,
      src="€690 a week", note="the other country's figure (the UK's £585) in euro."),
    V("wrong-case", "How much is the cleaning charge for plant in Ireland?", [CF], [f"{CF}#cleaning"],
      "In Ireland the cleaning charge for plant is €75.", MC, src="£75 or €90 for plant",
      note="the other country's figure from the same sentence."),
    V("wrong-case", "What's the excess under the waiver in the UK?", [DW], [f"{DW}#waiver"],
      "With the waiver you pay only the first €100 of the repair cost in the UK.", MC, src="the first £100",
      note="the right number in the wrong currency."),
    V("wrong-case", "What is the starting credit limit in Ireland?", [TA], [f"{TA}#terms"],
      "The starting credit limit in Ireland is €1,000.", MC, src="€1,200 in Ireland",
      note="the UK's 1,000 with the euro sign."),
    # --- uncited-fragment (1)
    V("uncited-fragment", "How much is a breaker per day in the UK?", [f"{RG}#breakers", f"{R27}#breakers"],
      [f"{RG}#breakers"], "In the UK a heavy-duty electric breaker costs £48 a day.", MC,
      note="the 2027 edition's price given as today's, citing today's card."),
    # --- invented (2)
    V("invented", "What happens if nobody is on site for the delivery?", [DC], [f"{DC}#on-site"],
      "Someone has to be on site to sign for the delivery. If nobody is there, the driver will leave the equipment "
      "by the gate for you.", UC, note="a true first sentence, an invented second."),
    V("invented", "Is theft covered by the waiver?", [DW], [f"{DW}#exclusions"],
      "No, the waiver does not cover loss or theft. Your own home insurance will normally pay for stolen hired "
      "equipment instead.", UC, note="an invented reassurance after a true denial."),
    # --- limitations (1)
    V("limitations", "Can I hire a boom lift?", [SF], [f"{SF}#powered-access"],
      "Boom lifts are hired only to operators who hold a valid IPAF licence for that category of machine.", UC,
      limitations=["Boom lifts can only be hired by the week."], note="an invented limit in limitations."),
    # --- flipped (2)
    V("flipped", "Do dumpers come with a demonstration?", [SF], [f"{SF}#plant"],
      "Yes, before a dumper leaves the depot you get a free 30-minute handover demonstration, and an operator's "
      "certificate is required.", UC, src="recommended but not required",
      note="true first clause; the second turned into an obligation it denies."),
    V("flipped", "Do I need to recharge battery tools before I return them?", [CF], [f"{CF}#fuel"],
      "Battery tools are supplied charged, and they must be recharged before return.", UC,
      src="need not be recharged", note="true first clause; the denial made an assertion."),
    # --- agent (1)
    V("agent", "Who is responsible for the equipment while it's on my site?", [HC], [f"{HC}#responsibilities"],
      "We are responsible for the equipment from delivery until it is collected, so you only need to keep it locked "
      "away when it is not in use.", UC, src="The hirer is responsible",
      note="the hire company made the party responsible instead of the hirer."),
    # --- modality (2)
    V("modality", "Can I take the lift to a site in Northern Ireland?", [HC], [f"{HC}#abroad"],
      "Equipment hired in the United Kingdom must not be taken to Northern Ireland, but if you ask, the depot manager "
      "has to agree in writing to a hire for a site there.", UC, src="may agree in writing",
      note="'may agree' read as 'has to agree'."),
    V("modality", "Do I have to hire the chainsaw clothing from you?", [SF], [f"{SF}#chainsaws"],
      "Yes, the chainsaw trousers, boots, gloves and helmet must be hired from us, at £12 a day in the UK or €14 in "
      "Ireland.", UC, src="can be hired at", note="'can be hired' read as 'must be hired'."),
    # --- condition (2)
    V("condition", "Will I pay for the days the machine was broken?", [BD], [f"{BD}#replacement"],
      "No, you are never charged for the time broken-down equipment couldn't be used.", UC,
      src="as long as you reported the breakdown", note="the condition dropped ('never')."),
    V("condition", "Is the waiver added to every hire?", [DW], [f"{DW}#waiver"],
      "Yes, the 15% damage waiver is added to every hire.", UC, src="unless you show proof of your own insurance",
      note="'Yes' without the exception."),
    # --- bound (2)
    V("bound", "How late can I cancel without paying?", [RE], [f"{RE}#cancel"],
      "You can cancel free of charge within 24 hours before the hire starts.", UC, src="up to 24 hours before",
      note="'up to 24 hours before' turned into 'within 24 hours before'."),
    V("bound", "How much is the chainsaw protective clothing?", [SF], [f"{SF}#chainsaws"],
      "The protective clothing costs £12 a week in the UK or €14 a week in Ireland.", UC, src="£12 a day",
      note="the right numbers with the wrong period (a week for a day)."),
    # --- jurisdiction (1)
    V("jurisdiction", "How much is a breaker for a weekend from the Dublin depot?", [RI], [f"{RI}#breakers"],
      "A heavy-duty electric breaker costs €90 for a weekend from our Dublin depot.", NJ, src="In Ireland",
      note="Ireland-only context, the country not named (the euro sign and Dublin only)."),
]

CR, CK, C27 = "ceny-rossiya", "ceny-kazahstan", "ceny-rossiya-2027"
AB, ZM, VZ, DG, MS = "abonementy", "zamorozka", "vozvrat-abonementa", "detskie-gruppy", "medicinskaya-spravka"
IZ, AD, PP, PZ, SS = "individualnye-zanyatiya", "arenda-dorozhki", "pravila-poseshcheniya", "probnoe-zanyatie", "semeynye-skidki"
OO, PS = "opozdaniya-i-otmena", "podarochnye-sertifikaty"

RU = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "Сколько стоит разовое посещение для ребёнка в Москве?", [CR], [f"{CR}#razovoe"],
      "В России разовое посещение для ребёнка до 14 лет стоит 600 ₽, сеанс длится 45 минут.",
      note="две цифры одного фрагмента в одном предложении; Россия названа."),
    V("clean", "Сколько стоит абонемент на 12 посещений в Астане?", [CK], [f"{CK}#abonementy"],
      "В Казахстане абонемент на 12 посещений обойдётся в 30 000 ₸.", note="«обойдётся в» вместо «стоит»."),
    V("clean", "Подорожали ли абонементы с 2027 года?", [f"{CR}#abonementy", f"{C27}#abonementy"],
      [f"{CR}#abonementy", f"{C27}#abonementy"],
      "Да. В России абонемент на 8 посещений сейчас стоит 5 600 ₽ против 4 900 ₽ в 2027 году, а на 12 посещений — "
      "7 800 ₽ вместо 6 900 ₽.", note="текущая и историческая редакции, обе процитированы."),
    V("clean", "скока стоит безлимит в России и в Казахстане", [f"{CR}#abonementy", f"{CK}#abonementy"],
      [f"{CR}#abonementy", f"{CK}#abonementy"],
      "Безлимитный абонемент на 30 дней стоит 9 500 ₽ в России и 38 000 ₸ в Казахстане.",
      note="«скока»; два фрагмента двух стран в одном предложении."),
    V("clean", "Сколько действует абонемент на 8 посещений?", [AB], [f"{AB}#srok"],
      "Абонемент на 8 посещений действует 30 дней с первого посещения, после чего неиспользованные посещения "
      "сгорают.", note="«после чего» вместо «после этого»."),
    V("clean", "Можно ли отдать абонемент подруге?", [AB], [f"{AB}#imennoy"],
      "К сожалению, нет: абонемент именной, и передавать его другому человеку нельзя. На входе администратор может "
      "попросить документ.", note="«К сожалению»; «на входе» вместо «при входе»."),
    V("clean", "Сколько стоит продлить абонемент в Казахстане?", [AB], [f"{AB}#prodlenie"],
      "Абонемент на 8 или 12 посещений можно один раз продлить на 7 дней; в Казахстане это стоит 2 000 ₸.",
      note="сумма спрошенной страны; «это стоит»."),
    V("clean", "Можно заморозить безлимит на две недели?", [ZM], [f"{ZM}#usloviya"],
      "Да, безлимитный абонемент можно один раз заморозить на срок до 14 дней.",
      note="«две недели» читателя — 14 дней."),
    V("clean", "Сколько стоит заморозка и где её оформить?", [ZM], [f"{ZM}#kak"],
      "Заморозка бесплатна. Оформить её можно у администратора или в приложении — не позже дня, с которого она "
      "начинается.", note="порядок частей вопроса; «не позже» вместо «не позднее»."),
    V("clean", "Купил абонемент 5 дней назад и ни разу не ходил, вернут деньги?", [VZ], [f"{VZ}#do-posescheniya"],
      "Да, вернут полностью: посещений не было, а с покупки не прошло 14 дней.",
      note="5 дней читателя против 14; «вернут» — разговорное."),
    V("clean", "Как считают возврат, если я уже ходил?", [VZ], [f"{VZ}#posle"],
      "Вам вернут стоимость неиспользованных посещений за вычетом 10 %, а уже использованные посчитают по цене "
      "разового посещения. Безлимитный абонемент после первого посещения, к сожалению, не возвращается.",
      note="пассив в актив; «к сожалению»."),
    V("clean", "Когда придут деньги за абонемент?", [VZ], [f"{VZ}#srok"],
      "Деньги вернутся на ту же карту, с которой вы платили, в течение десяти рабочих дней после заявления.",
      note="10 словом."),
    V("clean", "Сыну 7 лет, в какую группу его записать?", [DG], [f"{DG}#gruppy"],
      "В 7 лет подойдёт группа «Дельфины» — она для детей 6–9 лет, занятие длится 45 минут.",
      note="возраст читателя в диапазоне."),
    V("clean", "Сколько детей занимается в группе «Акулы»?", [DG], [f"{DG}#razmer"],
      "В «Акулах», как и во всех группах, кроме «Малышей», не больше 8 детей на одного тренера.",
      note="«остальные группы» пересказаны."),
    V("clean", "Можно ли родителям остаться на занятии «Дельфинов»?", [DG], [f"{DG}#roditeli"],
      "Нет: родители детей старших групп ждут в холле. На бортике во время занятия могут находиться родители "
      "«Малышей».", note="«Нет» из правила; порядок предложений обратный."),
    V("clean", "Какая справка нужна ребёнку 10 лет?", [MS], [f"{MS}#deti"],
      "Ребёнку до 14 лет нужны справка от педиатра и результат анализа на энтеробиоз; справка действует 3 месяца.",
      note="«действует» вместо «действительна»."),
    V("clean", "Сколько стоит индивидуальное занятие в Москве?", [IZ], [f"{IZ}#stoimost"],
      "Индивидуальное занятие с тренером длится 45 минут и стоит 3 000 ₽ в России; вход в бассейн уже включён.",
      note="одна страна из двух."),
    V("clean", "Сколько стоит заниматься с тренером вдвоём с мужем?", [IZ], [f"{IZ}#vdvoem"],
      "Занятие с тренером для двух человек стоит 4 200 ₽ в России или 17 000 ₸ в Казахстане — это цена сразу за "
      "обоих.", note="«сразу за обоих»."),
    V("clean", "Можно отменить индивидуальное занятие за сутки до начала?", [IZ], [f"{IZ}#zapis"],
      "Да, за сутки можно: бесплатно занятие отменяют не позднее чем за 12 часов до начала.",
      note="сутки читателя против границы 12 часов."),
    V("clean", "Сколько человек может плавать на арендованной дорожке?", [AD], [f"{AD}#stoimost"],
      "На одной дорожке могут плавать до 6 человек; час аренды стоит 4 500 ₽ в России или 18 000 ₸ в Казахстане.",
      note="два факта одного фрагмента."),
    V("clean", "За сколько дней бронировать дорожку?", [AD], [f"{AD}#bronirovanie"],
      "Дорожку нужно забронировать минимум за 3 дня и внести предоплату 50 %. Если отменить бронь менее чем за 24 "
      "часа, предоплату не вернут.", note="«минимум за» вместо «не менее чем за»."),
    V("clean", "Что взять с собой в бассейн?", [PP], [f"{PP}#chto-vzyat"],
      "Обязательно возьмите шапочку для плавания и сменную обувь. Шапочку, если что, можно купить на ресепшене.",
      note="повелительное наклонение; «если что»."),
    V("clean", "Во сколько открывается бассейн в воскресенье?", [PP], [f"{PP}#seans"],
      "По выходным бассейн работает с 8:00 до 21:00.", note="воскресенье читателя — выходной."),
    V("clean", "Можно ли прыгать в воду с бортика?", [PP], [f"{PP}#zapreshcheno"],
      "Нет, нырять с бортика в бассейне запрещено.", note="«Нет» из запрета."),
    V("clean", "Сколько стоит пробное для ребёнка в Алматы?", [PZ], [f"{PZ}#detskoe"],
      "Пробное занятие в детской группе стоит 2 000 ₸ в Казахстане, и каждый ребёнок может прийти на него один "
      "раз.", note="сумма спрошенной страны; два предложения в одном."),
    V("clean", "Засчитают ли пробное, если купим абонемент через неделю?", [PZ], [f"{PZ}#zachet"],
      "Стоимость пробного засчитывается, если абонемент в детскую группу купить в день пробного занятия, так что "
      "через неделю её не засчитают.", note="условие сохранено; вывод для случая читателя."),
    V("clean", "У нас трое детей, какая будет скидка?", [SS], [f"{SS}#mnogodetnye"],
      "Многодетным семьям по удостоверению многодетной семьи даётся скидка 20 % на абонементы в детские группы.",
      note="«даётся» вместо «получают»."),
    V("clean", "Опоздал на 5 минут на групповое, меня пустят в воду?", [OO], [f"{OO}#opozdaniya"],
      "Опоздание на 5 минут меньше 10, поэтому в воду вас допустят, но время сеанса не продлевается.",
      note="5 минут читателя против границы «более чем на 10 минут»."),
    V("clean", "Что будет, если бассейн сам отменит занятие?", [OO], [f"{OO}#otmena"],
      "Занятие перенесут на другой день или продлят срок абонемента на один день.",
      note="неопределённо-личный оборот."),
    V("clean", "Сколько действует подарочный сертификат и можно ли им оплатить индивидуальное занятие?", [PS],
      [f"{PS}#nominal", f"{PS}#ispolzovanie"],
      "Сертификат действует 6 месяцев со дня покупки, и им можно оплатить в том числе индивидуальные занятия.",
      note="два фрагмента одного документа в одном предложении."),

    # --- other-sentence (2)
    V("other-sentence", "На какой срок можно заморозить абонемент на 12 посещений?", [ZM], [f"{ZM}#usloviya"],
      "Абонемент на 12 посещений можно заморозить один раз на срок до 30 дней.", MC, src="на срок до 14 дней",
      note="30 дней — из предложения о болезни по справке."),
    V("other-sentence", "Сколько длится занятие у «Малышей»?", [DG], [f"{DG}#gruppy"],
      "Занятие у «Малышей» длится 45 минут в малой чаше.", MC, src="занятие длится 30 минут",
      note="45 минут — из предложения о старших группах."),
    # --- wrong-case (4)
    V("wrong-case", "Сколько стоит разовое посещение для взрослого в Казахстане?", [f"{CR}#razovoe", f"{CK}#razovoe"],
      [f"{CR}#razovoe", f"{CK}#razovoe"], "В Казахстане разовое посещение для взрослого стоит 900 ₸.", MC,
      src="3 500 ₸", note="цифра другой страны (900 ₽) в тенге."),
    V("wrong-case", "Сколько стоит дорожка на час в Алматы?", [AD], [f"{AD}#stoimost"],
      "В Казахстане час аренды дорожки стоит 4 500 ₸.", MC, src="18 000 ₸",
      note="российская сумма с валютой Казахстана."),
    V("wrong-case", "Сколько стоит пробное в Москве?", [PZ], [f"{PZ}#detskoe"],
      "Пробное занятие в детской группе в России стоит 2 000 ₽.", MC, src="500 ₽",
      note="казахстанское число в рублях."),
    V("wrong-case", "Какого номинала бывает сертификат в Казахстане?", [PS], [f"{PS}#nominal"],
      "В Казахстане сертификаты бывают номиналом от 2 000 до 50 000 ₸.", MC, src="от 8 000 до 200 000 ₸",
      note="российские номиналы с тенге."),
    # --- uncited-fragment (1)
    V("uncited-fragment", "Сколько стоит абонемент на 8 посещений в России?", [f"{CR}#abonementy", f"{C27}#abonementy"],
      [f"{CR}#abonementy"], "В России абонемент на 8 посещений стоит 4 900 ₽.", MC,
      note="цена редакции 2027 года как нынешняя, со ссылкой на нынешний прайс."),
    # --- invented (2)
    V("invented", "Нужна ли справка взрослому?", [MS], [f"{MS}#vzroslye"],
      "Взрослым справка не нужна: перед первым посещением они подписывают заявление о состоянии здоровья. Заявление "
      "можно заполнить онлайн на сайте.", UC, note="верное первое предложение, выдуманное второе."),
    V("invented", "Можно ли заморозить абонемент через приложение?", [ZM], [f"{ZM}#kak"],
      "Да, заморозку оформляют у администратора или в приложении, и она бесплатна. Подтверждение придёт вам по SMS.",
      UC, note="выдуманное подтверждение по SMS."),
    # --- limitations (1)
    V("limitations", "Сколько стоит индивидуальное занятие в Казахстане?", [IZ], [f"{IZ}#stoimost"],
      "Индивидуальное занятие с тренером стоит 12 000 ₸ в Казахстане, вход в бассейн включён.", UC,
      limitations=["Индивидуальные занятия проводятся только по будням."], note="выдуманное ограничение."),
    # --- flipped (2)
    V("flipped", "Могу ли я передать абонемент мужу?", [AB], [f"{AB}#imennoy"],
      "Абонемент именной, но передать его другому человеку можно, если предъявить документ.", UC,
      src="передавать его другому человеку нельзя", note="запрет второго предложения стал разрешением."),
    V("flipped", "Вернут ли деньги за безлимит, если я уже сходил один раз?", [VZ], [f"{VZ}#posle"],
      "Да, безлимитный абонемент после первого посещения тоже возвращается.", UC,
      src="Безлимитный абонемент после первого посещения не возвращается",
      note="отрицание третьего предложения снято («тоже возвращается»)."),
    # --- agent (1)
    V("agent", "Где во время занятия находятся родители?", [DG], [f"{DG}#roditeli"],
      "Родители детей старших групп могут находиться на бортике, а родители «Малышей» ждут в холле.", UC,
      src="Родители детей из группы «Малыши» могут находиться на бортике",
      note="подлежащие двух предложений переставлены."),
    # --- modality (2)
    V("modality", "Обязательно ли брать с собой документ?", [AB], [f"{AB}#imennoy"],
      "Абонемент именной, и при входе администратор обязан проверить документ.", UC,
      src="может попросить документ", note="«может попросить» прочитано как «обязан проверить»."),
    V("modality", "Можно ли родителям «Малышей» быть на бортике?", [DG], [f"{DG}#roditeli"],
      "Родители детей из группы «Малыши» должны находиться на бортике во время занятия.", UC,
      src="могут находиться на бортике", note="«могут» прочитано как «должны»."),
    # --- condition (2)
    V("condition", "Если ребёнок пропустил групповое занятие, его можно отработать?", [OO], [f"{OO}#propusk"],
      "Да, пропущенные занятия можно отработать в течение месяца.", UC, src="подтверждённая справкой",
      note="исключение (болезнь по справке) выдано за общее правило."),
    V("condition", "Дадут ли скидку, если я куплю абонемент себе, а жена — через неделю?", [SS], [f"{SS}#vtoroy"],
      "Да, второй член семьи получает скидку 10 % на абонемент.", UC,
      src="если абонементы покупаются одновременно", note="«Да» без условия одновременной покупки."),
    # --- bound (2)
    V("bound", "За сколько часов нужно записаться на индивидуальное занятие?", [IZ], [f"{IZ}#zapis"],
      "Записаться на индивидуальное занятие нужно не ранее чем за 24 часа.", UC, src="не позднее чем за 24 часа",
      note="«не позднее» прочитано как «не ранее»."),
    V("bound", "Сколько стоит безлимитный абонемент в Казани?", [CR], [f"{CR}#abonementy"],
      "В России безлимитный абонемент стоит 9 500 ₽ на неделю.", UC, src="безлимитный абонемент на 30 дней",
      note="верная сумма с другим сроком (неделя вместо 30 дней)."),
    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит разовое посещение в Алматы?", [CK], [f"{CK}#razovoe"],
      "Разовое посещение для взрослого в Алматы стоит 3 500 ₸, для ребёнка до 14 лет — 2 500 ₸.", NJ,
      src="В Казахстане", note="контекст только Казахстана, страна не названа (только тенге и Алматы)."),
]
