"""Labelled verify cases of unseen57 (the source of verify_cases.jsonl; build_unseen57.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, another notation of the same amount ("AUD 165" for "A$165", "A$150" for "150
AUD"; «рублей» for «₽», «₽» for «рублей», «AMD» for «драмов»), numbers folded into a compound word
(«десятиминутный», «восьмиминутный»: the same figure), Russian case forms and word order, two editions or two
countries at once, the reader's age, height, delay, temperature or count against a band, exceptions and
conditions kept, the actor named. A figure is never derived (no sums, no conversions, no differences).
Wrong answers carry one fault each (README's table).
"""
from __future__ import annotations

NOW = "2039-08-19T10:00:00Z"

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]
DG = ["degenerate-output"]
NC = ["missing-citation", "misattributed-figure"]
UM = ["unperformed-mutation"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence}


PAU, PNZ, P38 = "pnl-prices-au", "pnl-prices-nz", "pnl-prices-au-2038"
CLASSES, AGES, ALLERG, INCL, ALCO = "pnl-classes", "pnl-ages", "pnl-allergies", "pnl-included", "pnl-alcohol"
SAFETY, PAY, CANC, SCHOOL, EVENTS = "pnl-safety", "pnl-payments", "pnl-cancellations", "pnl-school-cancels", "pnl-events"
PASSES, VOUCH, PHOTOS, LOST, COMPL = "pnl-passes", "pnl-vouchers", "pnl-photos", "pnl-lost-property", "pnl-complaints"

EN = [
    # --- clean (23)
    V("clean", "How much is a hands-on class at each Australian school?", [PAU], [f"{PAU}#hands-on"],
      "In Australia a 3-hour hands-on class is AUD 165 at Fitzroy and AUD 175 at Surry Hills, and all ingredients "
      "and the use of an apron are included.", note="'AUD 165' for 'A$165'; both schools; the inclusion kept."),
    V("clean", "What do kids' and teen classes cost in New Zealand?", [PNZ], [f"{PNZ}#kids-teens"],
      "In New Zealand the 2-hour kids' holiday class, for children aged 8 to 12, costs NZ$90, and the 3-hour teen "
      "class for 13- to 17-year-olds costs NZ$130.", note="pretty-printed JSON; the bands reworded, each price to "
      "its class.", pretty=True),
    V("clean", "How has the hands-on class price at Fitzroy changed since 2038?",
      [f"{P38}#hands-on", f"{PAU}#hands-on"], [f"{P38}#hands-on", f"{PAU}#hands-on"],
      "In Australia a 3-hour hands-on class at Fitzroy cost A$150 in 2038 and costs A$165 now.",
      note="```json fence; historical and current editions, both cited; 'A$150' for '150 AUD'; no difference "
      "derived.", fence=True),
    V("clean", "How much is a demonstration class in Australia and in New Zealand?",
      [f"{PAU}#demonstration", f"{PNZ}#demonstration"], [f"{PAU}#demonstration", f"{PNZ}#demonstration"],
      "A 2-hour demonstration class, with a tasting plate of every dish, costs A$95 in Australia and NZ$105 in New "
      "Zealand, the same at both schools in each country.", note="two countries, each figure to its own."),
    V("clean", "Can I bring my own beer to a class at Te Aro?", [ALCO], [f"{ALCO}#byo"],
      "Yes, if you are 18 or over: Te Aro is BYO, and corkage of NZ$12 is charged per bottle.",
      note="'Yes,' opener; the age condition put first; the fee kept per bottle."),
    V("clean", "I'm 17. Can I do an adult hands-on class with my mum?", [AGES], [f"{AGES}#minimum-ages"],
      "Yes. A teen aged 15 to 17 can join an adult hands-on class as long as a parent or guardian is booked into the "
      "same class, so your mum needs a place in that class too.",
      note="the reader's 17 inside the band; 'as long as' for 'only with'."),
    V("clean", "Can I stay in the kitchen during my son's kids' holiday class?", [AGES], [f"{AGES}#kids-classes"],
      "No. Parents do not stay in the kitchen during kids' holiday classes, and your son is handed back only to an "
      "adult named on the booking.", note="'No.' opener; the hand-back rule kept with 'only'."),
    V("clean", "My son is 15. Can he leave on his own after a teen class?", [AGES], [f"{AGES}#teen-classes"],
      "Yes, if you as his parent have agreed to it in writing: teens aged 15 and over may leave on their own.",
      note="the reader's 15 at the bound; the condition put first."),
    V("clean", "When do I have to tell you about my dietary requirements?", [ALLERG], [f"{ALLERG}#telling-us"],
      "Tell the school at least 7 days before your class, either on the booking form or by email.",
      note="imperative; 'either … or' for the two channels."),
    V("clean", "Can you make a dairy-free version of the dishes in a hands-on class?", [ALLERG], [f"{ALLERG}#changes"],
      "Yes, as long as the school is told in time: vegetarian, gluten-free and dairy-free versions of the dishes are "
      "made in hands-on classes.", note="the condition ('when told in time') kept as 'as long as'."),
    V("clean", "Can you guarantee that a dish has no traces of sesame?", [ALLERG], [f"{ALLERG}#cross-contact"],
      "No. Sesame, nuts, shellfish, gluten and eggs are handled in every kitchen, so the school cannot guarantee that "
      "any dish is free of traces of them.", note="the list reordered; a clause turned into a reason."),
    V("clean", "Can I take my leftovers home?", [INCL], [f"{INCL}#take-home"],
      "Yes. Bring your own container for the food you don't eat in class, or buy a compostable one for A$2 in "
      "Australia or NZ$2.50 in New Zealand.", note="'leftovers' in the question; both countries' prices."),
    V("clean", "How soon do I get the recipes?", [INCL], [f"{INCL}#recipes"],
      "The recipes from your class are emailed to you within 2 days of it.",
      note="'emailed' for 'sent … by email'; 'you'-addressed."),
    V("clean", "What happens if I cut myself during the class?", [SAFETY], [f"{SAFETY}#injuries"],
      "The chef treats cuts and burns from the first aid kit, and every injury is recorded in the incident book. If "
      "you need a doctor, a member of staff takes you to the nearest clinic, and you pay the clinic's fee.",
      note="a passive made active; 'recorded' for 'written'; the payer kept."),
    V("clean", "How much deposit do I pay for a corporate event?", [PAY], [f"{PAY}#event-deposits"],
      "A corporate event is booked with a 25% deposit, and the balance is due 21 days before the event.",
      note="'a 25% deposit' for 'a deposit of 25%'; 'due' for 'paid'."),
    V("clean", "I cancelled 10 days before my class. What do I get back?", [CANC], [f"{CANC}#guest-cancels"],
      "A full refund, because you cancelled at least 7 days before the class.",
      note="the reader's 10 days against 'at least 7 days'."),
    V("clean", "Can a friend go to my class instead of me?", [CANC], [f"{CANC}#substitutes"],
      "Yes, you may send someone else in your place, as long as you tell the school before the class starts.",
      note="'as long as' for 'by telling'."),
    V("clean", "The chef for my class was changed on the day. Can I get a refund?", [SCHOOL], [f"{SCHOOL}#chef-change"],
      "No. When a chef is ill, the school may send another of its chefs without notice, and a change of chef is not "
      "a cancellation, so it is not refunded.", note="'No.' opener; 'may' kept; the reason chained."),
    V("clean", "The school cancelled my class. Will it pay for my hotel?", [SCHOOL], [f"{SCHOOL}#own-costs"],
      "No. When the school cancels a class, only the class price is refunded; the accommodation, travel and parking "
      "you booked are not.", note="'hotel' read as accommodation; the list reordered."),
    V("clean", "We want a corporate team-building event on a Saturday for 15 people. Is that enough?", [EVENTS],
      [f"{EVENTS}#event-numbers"],
      "No. On a Saturday a corporate team-building event needs at least 20 guests; the minimum of 12 guests applies "
      "on a weekday.", note="the reader's 15 against the Saturday bound; the weekday bound kept apart."),
    V("clean", "How much is a pass of 5 classes in New Zealand?", [PASSES], [f"{PASSES}#passes"],
      "In New Zealand a pass of 5 hands-on classes costs NZ$770.", note="the country's figure of a two-country clause."),
    V("clean", "Can I use my gift voucher to pay for part of a class?", [VOUCH], [f"{VOUCH}#voucher-use"],
      "Yes. A voucher can pay for a class in part or in full, and whatever is left stays on the voucher until it "
      "expires; it cannot be exchanged for cash.", note="'whatever is left' for 'the balance'."),
    V("clean", "Who do I tell if I don't want to be in the school's photos?", [PHOTOS], [f"{PHOTOS}#school-photos"],
      "Tell the chef at the start of the class if you don't want to appear in the photographer's photos.",
      limitations=["Photos of children are never published without a parent's written consent."],
      note="imperative; `limitations` filled with the cited fragment's last sentence."),

    # --- wrong (22)
    V("wrong-case", "How much is a hands-on class at Fitzroy?", [PAU], [f"{PAU}#hands-on"],
      "In Australia a 3-hour hands-on class at Fitzroy costs A$175, with ingredients and an apron included.", MC,
      src="A$165 at Fitzroy", note="Surry Hills' A$175 (the same sentence) given to Fitzroy."),
    V("wrong-case", "How much is a hands-on class at Te Aro?", [PNZ], [f"{PNZ}#hands-on"],
      "In New Zealand a 3-hour hands-on class at Te Aro costs NZ$180.", MC, src="NZ$170 at Te Aro",
      note="Ponsonby's NZ$180 (the same sentence) given to Te Aro."),
    V("country", "How much is a demonstration class in New Zealand?", [f"{PAU}#demonstration", f"{PNZ}#demonstration"],
      [f"{PAU}#demonstration", f"{PNZ}#demonstration"],
      "In New Zealand a 2-hour demonstration class costs A$95 at both schools.", MC,
      src="In New Zealand, a 2-hour demonstration class costs NZ$105 at both schools",
      note="a wrong country: Australia's A$95 given to New Zealand; both fragments cited, the value only in the "
      "Australian one."),
    V("unit", "What is the corkage fee at Surry Hills?", [ALCO], [f"{ALCO}#byo"],
      "At Surry Hills corkage of A$10 is charged per guest.", UC, src="is charged per bottle",
      note="a price per bottle given per guest (the figure right, the unit wrong)."),
    V("other-value", "How much is a teen class in Australia?", [PAU], [f"{PAU}#kids-teens"],
      "In Australia a 3-hour teen class for ages 13 to 17 costs A$85.", MC, src="costs A$120",
      note="the kids' holiday class's A$85 (the same sentence) given to the teen class."),
    V("other-value", "How many guests can a demonstration class take?", [CLASSES], [f"{CLASSES}#class-size"],
      "A demonstration class takes no more than 14 guests.", MC, src="a demonstration class no more than 30",
      note="the hands-on class's 14 (the same sentence) given to the demonstration class."),
    V("deadline", "How long do I have to make a complaint?", [COMPL], [f"{COMPL}#complaint"],
      "Write to the school manager within 5 business days of the class.", MC, src="within 14 days of the class",
      note="the 5 business days of another rule (the manager's reply, #reply, uncited) given to the complaint."),
    V("uncited-fragment", "How much is a hands-on class at Surry Hills?", [f"{PAU}#hands-on", f"{P38}#hands-on"],
      [f"{PAU}#hands-on"], "In Australia a 3-hour hands-on class at Surry Hills costs A$160.", MC,
      src="A$175 at Surry Hills",
      note="the 2038 edition's 160 AUD (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much does an apron to keep cost in Australia?", [INCL], [],
      "In Australia an apron to keep costs A$35 at the front desk.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Can a guest with an allergy that can cause anaphylaxis do a hands-on class?", [ALLERG],
      [f"{ALLERG}#cross-contact"],
      "Yes, a guest whose allergy can cause anaphylaxis can take part in a hands-on class if they bring their own "
      "food.", UC, src="cannot take part in a hands-on class",
      note="a case the source denies granted (the own-food allowance moved from the demonstration class)."),
    V("exception", "Can I use my class pass for my son's kids' class?", [PASSES], [f"{PASSES}#pass-use"],
      "Yes, a pass can be used for any class, including kids' and teen classes, and the holder may book a class on "
      "it for someone else.", UC, src="A pass can be used for hands-on classes only, not for demonstration, kids' or "
      "teen classes", note="the excluded cases added ('including …'); 'another adult' widened too."),
    V("condition", "Can I move my class to another date for free?", [CANC], [f"{CANC}#transfers"],
      "Yes, a booking can be moved to another date free of charge at any time, even the day before the class.", UC,
      src="when asked at least 7 days before the class",
      note="the condition (asked at least 7 days before) dropped and turned round ('even the day before')."),
    V("bound", "How late can I cancel and still get a full refund?", [CANC], [f"{CANC}#guest-cancels"],
      "You get a full refund if you cancel less than 7 days before the class.", UC, src="at least 7 days before it",
      note="'at least 7 days before' turned into 'less than'."),
    V("bound", "How many guests does a public class need to run?", [SCHOOL], [f"{SCHOOL}#minimum-numbers"],
      "A public class runs with at most 6 guests.", UC, src="A public class runs with at least 6 guests",
      note="'at least 6' turned into 'at most'."),
    V("modality", "What happens if too few people book a public class?", [SCHOOL], [f"{SCHOOL}#minimum-numbers"],
      "When fewer than 6 guests have booked, the school must cancel the class up to 48 hours before it, and you "
      "choose another date or a full refund.", UC, src="the school may cancel the class",
      note="a permission ('may cancel') made a duty ('must')."),
    V("flipped", "Can I bring my own knives?", [SAFETY], [f"{SAFETY}#own-knives"],
      "Yes, guests may bring their own knives into the kitchen, and the school's knives are also sharpened before "
      "every class.", UC, src="Guests may not bring their own knives into the kitchen",
      note="'may not' turned into a yes."),
    V("agent", "Who pays the clinic's fee if I need a doctor after a cut in class?", [SAFETY], [f"{SAFETY}#injuries"],
      "The school pays the clinic's fee, and a member of staff takes you to the nearest clinic.", UC,
      src="the guest pays the clinic's fee", note="the payer swapped (the guest → the school)."),
    V("agent", "Whose decision on a complaint is final?", [COMPL], [f"{COMPL}#reply"],
      "The school manager's decision on a complaint is final.", UC, src="the head chef's decision is final",
      note="the final decider swapped (the head chef → the school manager)."),
    V("invented", "How much is a private event per guest?", [EVENTS], [f"{EVENTS}#event-prices"],
      "A private or corporate hands-on event costs A$150 a guest in Australia or NZ$155 a guest in New Zealand, for "
      "4 hours in the kitchen.", UN, src="NZ$160 a guest in New Zealand",
      note="an invented sum (NZ$155) for New Zealand."),
    V("jurisdiction", "How much is a hands-on class at Fitzroy?", [f"{PAU}#hands-on"], [f"{PAU}#hands-on"],
      "A 3-hour hands-on class costs A$165 at Fitzroy and A$175 at Surry Hills, with all ingredients and the use of "
      "an apron included.", NJ, src="In Australia, a 3-hour hands-on class costs A$165 at Fitzroy",
      note="an Australia-only context, the country not named (only the schools and 'A$')."),
    V("degenerate", "How long are lost items kept?", [LOST], [f"{LOST}#lost-property"],
      "Items left at a school are kept for 30 days. Items left at a school are kept for 30 days. Items left at a "
      "school are kept for 30 days.", DG, note="one sentence repeated three times."),
    V("limitations", "How long is a gift voucher valid?", [VOUCH], [f"{VOUCH}#vouchers"],
      "A gift voucher is valid for 3 years from the date of purchase.", UN,
      limitations=["An expired voucher can be extended for A$20."],
      note="a correct answer; `limitations` invents a figure (A$20 for an extension)."),
]

CRF, CAM, C38 = "shk-ceny-rf", "shk-ceny-am", "shk-ceny-rf-2038"
DOPUSK, EKIP, ALKO, ZDOR, POVR = "shk-dopusk", "shk-ekipirovka", "shk-alkogol", "shk-zdorovye", "shk-povrezhdeniya"
FLAGI, BRON, OTMENA, POGODA, KORP = "shk-flagi", "shk-bronirovanie", "shk-otmena", "shk-pogoda", "shk-korporativy"
ABON, SERT, HRAN, PRET = "shk-abonementy", "shk-sertifikaty", "shk-hranenie", "shk-pretenzii"

RU = [
    # --- clean (22)
    V("clean", "Сколько стоит заезд на 10 минут в Москве и в Казани?", [CRF], [f"{CRF}#zaezdy"],
      "В России десятиминутный заезд на взрослом карте обойдётся в 1 500 рублей в Москве и в 1 200 рублей в "
      "Казани.", note="«рублей» for «₽»; «десятиминутный» for «на 10 минут»; «обойдётся в» for «стоит»."),
    V("clean", "Сколько стоят заезды в Армении?", [CAM], [f"{CAM}#zaezdy"],
      "В Армении заезд на 10 минут на взрослом карте стоит 7 000 AMD в Ереване и 6 000 AMD в Гюмри, а восьмиминутный "
      "заезд на детском карте — 4 500 драмов в обоих клубах.",
      note="pretty-printed JSON; «AMD» for «драмов»; «восьмиминутный» for «на 8 минут».", pretty=True),
    V("clean", "Как изменилась цена заезда в Казани с 2038 года?", [f"{C38}#zaezdy", f"{CRF}#zaezdy"],
      [f"{C38}#zaezdy", f"{CRF}#zaezdy"],
      "В России заезд на 10 минут на взрослом карте в Казани в 2038 году стоил 1 100 ₽, а сейчас стоит 1 200 "
      "рублей.", note="```json fence; two editions, both cited; notations swapped; the difference not derived.",
      fence=True),
    V("clean", "Где можно проехать 20 кругов на спортивном карте в России и в Армении?",
      [f"{CRF}#krugi", f"{CAM}#krugi"], [f"{CRF}#krugi", f"{CAM}#krugi"],
      "Заезд на 20 кругов на спортивном карте проводится в России только в Москве (2 600 ₽), а в Армении — только в "
      "Ереване (12 000 драмов).", note="two countries, each city and figure to its own; «только» kept."),
    V("clean", "Моей дочери 9 лет, рост 130 см. Её пустят на детский карт?", [DOPUSK], [f"{DOPUSK}#detskie"],
      "Да: на детском карте ездят дети от 7 до 13 лет ростом не ниже 120 см, а ей 9 лет и рост у неё 130 см.",
      note="the reader's age and height inside the band."),
    V("clean", "Мне 17 лет, у меня 3 заезда в клубе. Можно мне на спортивный карт?", [DOPUSK], [f"{DOPUSK}#vzroslye"],
      "Пока нет: по возрасту вы проходите — на спортивный карт допускают с 16 лет, — но нужно не меньше 5 заездов в "
      "клубе, а у вас 3.", note="the reader's 17 over one bound, 3 under the other; «Пока нет» opener."),
    V("clean", "Кто должен подписать согласие на заезд подростка?", [DOPUSK], [f"{DOPUSK}#soglasie"],
      "Согласие подписывает родитель или законный представитель — лично, в клубе; присланное по почте или в "
      "мессенджере не примут.", note="the actor named; impersonal plural for «не принимается»."),
    V("clean", "Что входит в стоимость заезда?", [EKIP], [f"{EKIP}#vklyucheno"],
      "Шлем и одноразовый подшлемник входят в стоимость заезда, а за комбинезон нужно доплатить: в России 300 "
      "рублей, в Армении 1 500 драмов.", note="word order turned; «доплатить» for «за доплату»."),
    V("clean", "Можно ли подарить сертификат другу, не говоря клубу?", [SERT], [f"{SERT}#peredacha"],
      "Да, сертификат на предъявителя, поэтому его можно передать другому человеку без уведомления клуба.",
      note="«Да,» opener; «без уведомления» for «не сообщая»."),
    V("clean", "Я выпил бокал вина. Пустят меня на заезд?", [ALKO], [f"{ALKO}#alkogol"],
      "Если у вас есть признаки алкогольного опьянения, к заезду вас не допустят, а оплаченный заезд не вернут и не "
      "перенесут.", note="the source's condition kept as «если»; impersonal plural."),
    V("clean", "Что будет, если я откажусь от проверки алкотестером?", [ALKO], [f"{ALKO}#alkotester"],
      "Отказ от проверки приравняют к опьянению; проверить гостя алкотестером перед заездом администратор вправе.",
      note="clauses reordered; «вправе» kept."),
    V("clean", "Пять месяцев назад я повредил позвоночник. Можно мне на заезд?", [ZDOR], [f"{ZDOR}#protivopokazaniya"],
      "Нет: тех, кто перенёс травму позвоночника в последние 6 месяцев, к заездам не допускают.",
      note="the reader's five months inside the 6; «Нет:» opener."),
    V("clean", "У меня абонемент, а я беременна. Он сгорит?", [ZDOR], [f"{ZDOR}#beremennost"],
      "Его можно продлить: по справке из женской консультации абонемент беременной гостьи продлевают на срок до 12 "
      "месяцев.", note="the condition (the certificate) kept; «до 12 месяцев» kept."),
    V("clean", "Кто платит за ремонт карта, если я повредил его опасной ездой?", [POVR], [f"{POVR}#povrezhdenie"],
      "Ремонт оплачиваете вы, если опасное вождение зафиксировал маршал, но не больше 30 000 ₽ в России или 150 000 "
      "драмов в Армении.", note="the payer named; the condition and both caps kept."),
    V("clean", "Сколько у меня времени, чтобы подать претензию?", [PRET], [f"{PRET}#podacha"],
      "Претензию нужно подать письменно администратору клуба в течение 10 дней после заезда.",
      note="word order turned; «нужно подать» for «подают»."),
    V("clean", "Меня сняли с заезда после двух предупреждений. Вернут деньги?", [FLAGI], [f"{FLAGI}#preduprezhdeniya"],
      "Нет: после второго предупреждения пилота снимают с заезда, и деньги за заезд не возвращают.",
      note="the reader's case read as the second warning; «Нет:» opener."),
    V("clean", "Я хочу забронировать 5 заездов. Нужно платить всё сразу?", [BRON], [f"{BRON}#bronirovanie"],
      "Нет, бронь от 4 заездов оплачивается с предоплатой 50 %, а полностью сразу оплачивают бронь на 1–3 заезда.",
      note="the reader's 5 over the bound; the two bands kept apart."),
    V("clean", "Я уже один раз переносил заезд. Сколько стоит перенести его ещё раз в Армении?", [OTMENA],
      [f"{OTMENA}#perenos"],
      "В Армении каждый следующий перенос после первого бесплатного стоит 2 500 драмов.",
      note="the country's figure of a two-country clause; «после первого бесплатного» from the first sentence."),
    V("clean", "Сколько хранят забытые документы?", [HRAN], [f"{HRAN}#zabytye"],
      "Документы держат 3 дня, а затем передают в полицию; остальные забытые вещи хранятся 30 дней.",
      note="«держат» for «хранят»; both periods to their own things."),
    V("clean", "В Казани +37 °C. Будет ли мой заезд в 14:00?", [POGODA], [f"{POGODA}#zhara"],
      "Нет, при жаре выше +35 °C заезды на открытой трассе с 12:00 до 16:00 не проводятся — ваш заезд перенесут на "
      "вечер того же дня.", note="the reader's +37 °C and 14:00 inside the bound and the window."),
    V("clean", "Мой заезд отменили из-за погоды, а приехать я смогу только через два месяца. Вернут деньги?", [POGODA],
      [f"{POGODA}#perenos-pogoda"],
      "Да: деньги возвращают, если гость не может приехать в течение 30 дней; иначе заезд переносят на другой день "
      "по выбору гостя.", note="the reader's two months read against the 30 days (no conversion written)."),
    V("clean", "Сколько стоит абонемент на 10 заездов в России?", [ABON], [f"{ABON}#abonementy", f"{ABON}#srok"],
      "В России абонемент на 10 заездов стоит 12 000 рублей.",
      limitations=["Абонемент действует 6 месяцев со дня покупки."],
      note="«рублей» for «₽»; `limitations` filled with the cited #srok's first clause."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоит заезд в Казани?", [CRF], [f"{CRF}#zaezdy"],
      "В России десятиминутный заезд на взрослом карте в Казани стоит 1 500 ₽.", MC, src="1 200 ₽ в Казани",
      note="Москва's 1 500 ₽ (the same sentence) given to Казань."),
    V("wrong-case", "Сколько стоит заезд в Гюмри?", [CAM], [f"{CAM}#zaezdy"],
      "В Армении заезд на 10 минут на взрослом карте в Гюмри стоит 7 000 драмов.", MC, src="6 000 драмов в Гюмри",
      note="Ереван's 7 000 драмов (the same sentence) given to Гюмри."),
    V("country", "Сколько стоит детский заезд в Армении?", [f"{CRF}#zaezdy", f"{CAM}#zaezdy"],
      [f"{CRF}#zaezdy", f"{CAM}#zaezdy"],
      "В Армении заезд на детском карте на 8 минут стоит 900 ₽ в обоих клубах.", MC,
      src="Заезд на детском карте на 8 минут стоит 4 500 драмов в обоих клубах",
      note="a wrong country: Russia's 900 ₽ given to Armenia; both fragments cited, the value only in the Russian "
      "one."),
    V("unit", "Сколько стоит корпоративная гонка в России?", [KORP], [f"{KORP}#ceny-korporativ"],
      "В России корпоративная гонка стоит 4 500 ₽ за всю группу.", UC, src="4 500 ₽ с человека в России",
      note="a price per person given per group (the figure right, the unit wrong)."),
    V("other-value", "Сколько стоит абонемент на 10 заездов в Армении?", [ABON], [f"{ABON}#abonementy"],
      "В Армении абонемент на 10 заездов стоит 30 000 драмов.", MC, src="55 000 драмов",
      note="the 5-ride pass's 30 000 драмов (the same sentence) given to the 10-ride pass."),
    V("other-value", "С какого возраста можно ездить на взрослом карте?", [DOPUSK], [f"{DOPUSK}#vzroslye"],
      "На взрослом карте можно ездить с 16 лет, при росте не ниже 150 см.", MC, src="гости от 14 лет",
      note="the sports kart's 16 (the next sentence of the fragment) given to the adult kart."),
    V("deadline", "В какой срок отвечают на претензию?", [PRET], [f"{PRET}#rassmotrenie"],
      "Управляющий клубом отвечает на претензию в течение 10 рабочих дней.", MC, src="в течение 7 рабочих дней",
      note="the 10 days of another rule (filing a claim, #podacha, uncited) given to the reply."),
    V("uncited-fragment", "Сколько стоит заезд в Москве?", [f"{CRF}#zaezdy", f"{C38}#zaezdy"], [f"{CRF}#zaezdy"],
      "В России заезд на 10 минут на взрослом карте в Москве стоит 1 300 ₽.", MC, src="1 500 ₽ в Москве",
      note="the 2038 edition's 1 300 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит продление абонемента в России?", [ABON], [],
      "В России продлить абонемент на 1 месяц можно за 1 000 ₽.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Можно ли мне на заезд, если у меня кардиостимулятор?", [ZDOR], [f"{ZDOR}#protivopokazaniya"],
      "Да, с кардиостимулятором к заезду допускают, если подписать анкету.", UC,
      src="К заездам не допускаются гости с эпилепсией, с кардиостимулятором",
      note="a case the source denies granted (with a condition taken from #anketa, uncited)."),
    V("exception", "Можно ли передать абонемент жене?", [ABON], [f"{ABON}#vladelec"],
      "Да, по абонементу может ездить не только владелец, но и члены его семьи, в любом клубе сети.", UC,
      src="по нему ездит только его владелец", note="the only holder widened to the family («не только …»)."),
    V("condition", "Можно ли перенести заезд бесплатно?", [OTMENA], [f"{OTMENA}#perenos"],
      "Да, перенести заезд на другую дату можно бесплатно в любой момент, даже за час до заезда.", UC,
      src="не позднее чем за 24 часа", note="the condition (no later than 24 hours) turned round («даже за час»)."),
    V("condition", "Продлят ли абонемент, если я беременна?", [ZDOR], [f"{ZDOR}#beremennost"],
      "Да, абонемент беременной гостьи продлевают на срок до 12 месяцев без каких-либо документов.", UC,
      src="по справке из женской консультации", note="the condition (the certificate) dropped and denied."),
    V("bound", "Когда нужно отменить бронь, чтобы вернули все деньги?", [OTMENA], [f"{OTMENA}#otmena-gost"],
      "Деньги вернут полностью, если отменить бронь меньше чем за 24 часа до заезда.", UC,
      src="не позднее чем за 24 часа до заезда", note="«не позднее чем за 24 часа» turned into «меньше чем за»."),
    V("bound", "Какой рост нужен для детского карта?", [DOPUSK], [f"{DOPUSK}#detskie"],
      "На детском карте могут ездить дети от 7 до 13 лет ростом не выше 120 см.", UC, src="ростом не ниже 120 см",
      note="«не ниже 120 см» turned into «не выше»."),
    V("modality", "Проверяют ли гостей алкотестером?", [ALKO], [f"{ALKO}#alkotester"],
      "Да, администратор обязан проверить каждого гостя алкотестером перед заездом.", UC,
      src="Администратор вправе проверить гостя алкотестером",
      note="a permission («вправе») made a duty («обязан»), and to every guest."),
    V("flipped", "Отвечает ли клуб за ценности, оставленные вне шкафчика?", [HRAN], [f"{HRAN}#shkafchiki"],
      "Да, за ценности, оставленные вне шкафчика, клуб отвечает.", UC, src="клуб не отвечает",
      note="«не отвечает» turned into a yes."),
    V("agent", "Кто составляет акт о повреждении карта?", [POVR], [f"{POVR}#akt"],
      "Акт о повреждении составляет сам гость сразу после заезда, а маршал его подписывает.", UC,
      src="Акт о повреждении составляет маршал вместе с гостем",
      note="the roles swapped (маршал → гость writes, гость → маршал signs)."),
    V("agent", "Кто повторно рассматривает претензию?", [PRET], [f"{PRET}#rassmotrenie"],
      "Если гость не согласен с ответом, претензию повторно рассматривает управляющий клубом, и его решение "
      "окончательное.", UC, src="претензию повторно рассматривает главный инструктор сети",
      note="the reviewer swapped (главный инструктор сети → управляющий клубом)."),
    V("invented", "Сколько стоит участие в турнире?", [KORP], [f"{KORP}#turniry"],
      "Взнос за турнир — 3 000 ₽ в России или 18 000 драмов в Армении.", UN, src="14 000 драмов в Армении",
      note="an invented sum (18 000 драмов) for Armenia."),
    V("jurisdiction", "Сколько стоит заезд в Ереване?", [f"{CAM}#zaezdy"], [f"{CAM}#zaezdy"],
      "Заезд на 10 минут на взрослом карте стоит 7 000 драмов в Ереване и 6 000 драмов в Гюмри.", NJ,
      src="В Армении заезд на 10 минут на взрослом карте стоит 7 000 драмов в Ереване",
      note="an Armenia-only context, the country not named (only the cities and «драмов»)."),
    V("degenerate", "Что означает красный флаг?", [FLAGI], [f"{FLAGI}#flagi"],
      "Что означает красный флаг?", DG, note="an answer that only restates the question."),
    V("limitations", "Сколько стоит повторный перенос заезда в России?", [OTMENA], [f"{OTMENA}#perenos"],
      "В России каждый следующий перенос стоит 500 ₽.", UM,
      limitations=["Я уже перенёс ваш заезд на субботу."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
