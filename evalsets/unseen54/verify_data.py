"""Labelled verify cases of unseen54 (the source of verify_cases.jsonl; build_unseen54.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, numbers in words ("five working days"; «пяти рабочих дней», «семи рабочих
дней»), another notation of the same amount ("110 pounds", "GBP 120", "£100" for "100 pounds", "80 euros";
«рублей» for «₽», «₸» for «тенге» and «тенге» for «₸»), Russian case forms and word order, two editions or
two countries at once, the reader's age, time, size or delay against a band, exceptions and conditions
kept, the actor named. A figure is never derived (no sums, no conversions, no differences). Wrong answers
carry one fault each (README's table).
"""
from __future__ import annotations

NOW = "2036-04-15T10:00:00Z"

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


PUK, PIE, P35 = "btp-prices-uk", "btp-prices-ie", "btp-prices-uk-2035"
DEPOSITS, AGE, DESIGN, TOUCH = "btp-deposits", "btp-age-id", "btp-design", "btp-touch-ups"
AFTER, COVER, APPT, MEDICAL = "btp-aftercare", "btp-cover-ups", "btp-appointments", "btp-medical"
VOUCH, COMPL = "btp-vouchers", "btp-complaints"

EN = [
    # --- clean (23)
    V("clean", "How much is an hour of tattooing in Manchester and in Bristol?", [PUK], [f"{PUK}#hourly"],
      "In the UK an hour of tattooing costs 110 pounds in Manchester and GBP 120 in Bristol.",
      note="'110 pounds' and 'GBP 120' for '£…'; both studios."),
    V("clean", "What does a day session include in the UK?", [PUK], [f"{PUK}#day-session"],
      "In the UK a day session lasts up to 6 hours and includes a 30-minute lunch break that is not charged.",
      note="pretty-printed JSON; the prices left out, the inclusion restated.", pretty=True),
    V("clean", "How has the hourly rate in Manchester changed since 2035?", [f"{P35}#hourly", f"{PUK}#hourly"],
      [f"{P35}#hourly", f"{PUK}#hourly"],
      "In the UK tattooing in Manchester cost £100 an hour in 2035 and costs £110 an hour now.",
      note="```json fence; historical and current editions, both cited; '£100' for '100 pounds'; no difference "
      "derived.", fence=True),
    V("clean", "How much is an ear lobe piercing in the UK and in Ireland?", [f"{PUK}#piercings", f"{PIE}#piercings"],
      [f"{PUK}#piercings", f"{PIE}#piercings"],
      "An ear lobe piercing costs £30 in the UK and €35 in Ireland, with implant-grade titanium jewellery in both "
      "countries.", note="two countries, each figure to its own."),
    V("clean", "Can I get my tongue pierced at the Manchester studio?", [PUK], [f"{PUK}#piercings"],
      "No. In the UK tongue piercings are done only at the Bristol studio, where they cost £50.",
      note="'No.' opener; a closed list read against the reader's studio."),
    V("clean", "What is the minimum charge for a tattoo in Galway?", [PIE], [f"{PIE}#minimum-charge"],
      "In Ireland the minimum charge for a tattoo is 80 euros, and it covers up to 30 minutes of tattooing.",
      note="Galway read as Ireland; '80 euros' for '€80'."),
    V("clean", "How much deposit do I pay for a day session in Ireland?", [DEPOSITS], [f"{DEPOSITS}#deposits"],
      "In Ireland a day session is booked with a deposit of €120.",
      note="the country's figure of a two-country clause; the ordinary appointment's €60 not used."),
    V("clean", "I need to move my appointment and it is 4 days away. Will it cost me anything?", [DEPOSITS],
      [f"{DEPOSITS}#moving"],
      "No. You can move an appointment once free of charge as long as you tell the studio at least 72 hours before "
      "it, and 4 days ahead is earlier than that; your deposit carries over to the new date.",
      note="the reader's 4 days against the 72 hours (no conversion written); 'once' kept."),
    V("clean", "The studio cancelled my appointment. What are my options?", [DEPOSITS], [f"{DEPOSITS}#studio-cancels"],
      "You can choose either a new date or your full deposit back; a refunded deposit is paid within five working "
      "days.", note="'five' in words; 'you' = the client."),
    V("clean", "My son is 15. Can he get his helix pierced in Dublin?", [AGE], [f"{AGE}#piercing-age"],
      "No. In Ireland every piercing other than an ear lobe is done only from the age of 18.",
      note="Dublin read as Ireland; the reader's 15 under the bound; the UK's 16 not used."),
    V("clean", "What does a parent need to do to consent to their child's piercing?", [AGE], [f"{AGE}#consent"],
      "The parent or guardian has to come to the studio, sign the consent form there and show their own photo ID "
      "together with the child's birth certificate; consent given by phone, email or letter is not accepted.",
      note="a list restated; the denial kept."),
    V("clean", "When will I see my design, and how many changes can I ask for?", [DESIGN],
      [f"{DESIGN}#design-changes"],
      "The artist sends you the design 48 hours before your appointment, and two rounds of changes are included "
      "in the price.", note="'you'-addressed; the redraw fee left out."),
    V("clean", "Can you tattoo a design I found on another artist's Instagram?", [DESIGN], [f"{DESIGN}#own-design"],
      "No. The studio will tattoo your own drawing, but it does not copy another artist's tattoo or a design taken "
      "from their social media.", note="'No.' opener; Instagram read as social media."),
    V("clean", "The tattoo on my finger faded after a month. Is the touch-up free?", [TOUCH], [f"{TOUCH}#exclusions"],
      "No. Tattoos on the fingers, hands, feet or lips get no free touch-up, because the ink fades there whatever "
      "the aftercare.", note="the exclusion applies although the reader is within 3 months; plural for singular."),
    V("clean", "My tattoo is 5 months old. How is a touch-up charged?", [TOUCH], [f"{TOUCH}#paid-touch-up"],
      "After 3 months a touch-up is charged at the hourly rate, and the minimum charge applies.",
      note="the reader's 5 months over the bound."),
    V("clean", "When can I take off the film on my new tattoo?", [AFTER], [f"{AFTER}#tattoo-aftercare"],
      "You take the second-skin film off yourself after 3 to 5 days.", note="the actor (the client) kept."),
    V("clean", "How much is a jewellery change in the UK?", [AFTER], [f"{AFTER}#jewellery-change"],
      "In the UK a jewellery change costs £10 plus the price of the new jewellery, except the first downsize of a "
      "bar, which the piercer does free of charge within 8 weeks of the piercing.",
      note="the exception kept ('except' for 'Any other')."),
    V("clean", "Is a cover-up more expensive than a normal tattoo?", [COVER], [f"{COVER}#cover-up"],
      "No surcharge is added: a cover-up is charged at the hourly rate.", note="clauses reordered."),
    V("clean", "Can I bring my 12-year-old to watch my tattoo?", [APPT], [f"{APPT}#guests"],
      "No. Children under 16 are not allowed in the studio unless they are the ones being pierced; a tattoo client "
      "may bring one adult guest.", note="the reader's 12 under 16; the exception kept ('unless')."),
    V("clean", "I had a glass of wine the night before my appointment. Will you still tattoo me?", [APPT],
      [f"{APPT}#alcohol"],
      "No. A client who has drunk alcohol in the 24 hours before the appointment is refused and loses the deposit.",
      note="the night before read as within 24 hours."),
    V("clean", "I have epilepsy. What do I need before I get pierced?", [MEDICAL], [f"{MEDICAL}#medical-form"],
      "Besides the medical form every client fills in, you need a letter from your doctor saying that you can be "
      "pierced.", note="'you'-addressed; 'brings' made 'need'."),
    V("clean", "How long is a gift voucher valid and what can it pay for?", [VOUCH], [f"{VOUCH}#gift-vouchers"],
      "A gift voucher is valid for 12 months from the date it was bought and can pay for tattoos, piercings and "
      "jewellery, but not for aftercare products.", note="the exception kept; 'bought' for 'purchase'."),
    V("clean", "Who decides on my complaint, and how quickly?", [COMPL], [f"{COMPL}#decision"],
      "Your complaint is decided within 10 working days by the studio manager together with a second artist, not by "
      "the artist who did the work.",
      limitations=["If the complaint is upheld, the work is corrected free of charge or the price of the session is "
                   "refunded."],
      note="the actors named, passive; `limitations` filled with the fragment's other sentence."),

    # --- wrong (22)
    V("wrong-case", "How much is an hour of tattooing in Manchester?", [PUK], [f"{PUK}#hourly"],
      "In the UK an hour of tattooing costs £120 in Manchester.", MC, src="£110 an hour in Manchester",
      note="Bristol's £120 (the same sentence) given to Manchester."),
    V("wrong-case", "How much is a day session in Bristol?", [PUK], [f"{PUK}#day-session"],
      "In the UK a day session of up to 6 hours costs £600 in Bristol.", MC, src="£650 in Bristol",
      note="Manchester's £600 (the same sentence) given to Bristol."),
    V("country", "What is the minimum charge for a tattoo in Ireland?",
      [f"{PUK}#minimum-charge", f"{PIE}#minimum-charge"], [f"{PUK}#minimum-charge", f"{PIE}#minimum-charge"],
      "In Ireland the minimum charge for a tattoo is £60, however small the design.", MC,
      src="In Ireland, the minimum charge for a tattoo is €80",
      note="a wrong country: the UK's £60 given to Ireland; both fragments cited, the value only in the UK one."),
    V("unit", "How much is a further redraw in the UK?", [DESIGN], [f"{DESIGN}#design-changes"],
      "In the UK each further redraw costs £25 an hour.", UC, src="each further redraw costs £25 in the UK",
      note="a price per redraw given per hour (the figure right, the unit wrong)."),
    V("other-value", "How much is a navel piercing in the UK?", [PUK], [f"{PUK}#piercings"],
      "In the UK a navel piercing costs £30 with implant-grade titanium jewellery.", MC,
      src="a nostril, helix or navel piercing costs £40",
      note="the ear lobe's £30 (the same sentence) given to the navel."),
    V("other-value", "How much deposit do I pay for a day session in the UK?", [DEPOSITS], [f"{DEPOSITS}#deposits"],
      "In the UK a day session is booked with a deposit of £50.", MC, src="a day session with a deposit of £100",
      note="an ordinary appointment's £50 (the same sentence) given to a day session."),
    V("deadline", "How long do I have to make a complaint?", [COMPL], [f"{COMPL}#complaint"],
      "A complaint must be sent in writing to the studio manager within 10 working days of the session, with photos "
      "of the healed tattoo or piercing.", MC, src="within 30 days of the session",
      note="the 10 working days of another rule (the decision, #decision, uncited) given to the complaint."),
    V("uncited-fragment", "How much is an hour of tattooing in Manchester?", [f"{PUK}#hourly", f"{P35}#hourly"],
      [f"{PUK}#hourly"], "In the UK an hour of tattooing costs £100 in Manchester.", MC,
      src="£110 an hour in Manchester",
      note="the 2035 edition's 100 pounds (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is a nostril piercing in Ireland?", [PIE], [],
      "In Ireland a nostril piercing costs €45 with implant-grade titanium jewellery.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "What can I spend a gift voucher on?", [VOUCH], [f"{VOUCH}#gift-vouchers"],
      "A gift voucher can be spent on tattoos, piercings, jewellery and aftercare products.", UC,
      src="but not for aftercare products", note="the exception overridden: the excluded item listed as allowed."),
    V("exception", "I'm pregnant, but my doctor has written a letter saying I can be tattooed. Can I book?",
      [MEDICAL], [f"{MEDICAL}#pregnancy"],
      "Yes, a pregnant client can be tattooed as long as she brings a letter from her doctor.", UC,
      src="even with a doctor's letter", note="a case the source denies ('even with') granted with a condition."),
    V("condition", "Is a touch-up free?", [TOUCH], [f"{TOUCH}#free-touch-up"],
      "Yes, one touch-up within 3 months of the tattoo is free, whether or not the aftercare sheet was followed.", UC,
      src="is free if the client followed the aftercare sheet", note="the condition dropped and denied."),
    V("bound", "How far ahead must I tell you to move an appointment for free?", [DEPOSITS], [f"{DEPOSITS}#moving"],
      "An appointment can be moved once free of charge if you tell the studio less than 72 hours before it.", UC,
      src="at least 72 hours before it", note="'at least 72 hours before' turned into 'less than 72 hours before'."),
    V("bound", "How quickly is my deposit refunded if the studio cancels?", [DEPOSITS], [f"{DEPOSITS}#studio-cancels"],
      "If the studio cancels, the full deposit is refunded after at least 5 working days.", UC,
      src="which is refunded within 5 working days", note="'within 5 working days' turned into 'after at least'."),
    V("modality", "What happens if I arrive half an hour late?", [APPT], [f"{APPT}#late-arrival"],
      "A client who arrives more than 20 minutes late is refused and treated as a no-show.", UC,
      src="may be refused", note="what the studio may do ('may be refused') stated as what it does."),
    V("flipped", "Do you guarantee that the old tattoo won't show through a cover-up?", [COVER],
      [f"{COVER}#results"],
      "Yes, the studio guarantees that no trace of the old tattoo will show after a cover-up.", UC,
      src="We do not guarantee that no trace of the old tattoo will show", note="'do not guarantee' turned into a yes."),
    V("agent", "Who takes off the second-skin film on a new tattoo?", [AFTER], [f"{AFTER}#tattoo-aftercare"],
      "The artist takes the second-skin film off after 3 to 5 days.", UC,
      src="which the client takes off after 3 to 5 days", note="the actor swapped (the client → the artist)."),
    V("agent", "Who keeps the copyright in a custom design?", [DESIGN], [f"{DESIGN}#copyright"],
      "The client keeps the copyright in every custom design.", UC,
      src="The artist keeps the copyright in every custom design", note="the owner swapped (the artist → the client)."),
    V("invented", "How much is a day session in Ireland?", [PIE], [f"{PIE}#day-session"],
      "In Ireland a day session of up to 6 hours costs €720 in Dublin and €680 in Galway.", UN,
      note="an invented price (€680 in Galway) where the source says Galway offers no day sessions."),
    V("jurisdiction", "How much is a tongue piercing in Bristol?", [f"{PUK}#piercings"], [f"{PUK}#piercings"],
      "Tongue piercings are done only at the Bristol studio, at £50; an ear lobe piercing costs £30.", NJ,
      src="In the UK, an ear lobe piercing costs £30",
      note="a UK-only context, the country not named (only the studio's town and the £ sign)."),
    V("degenerate", "Do you fit jewellery bought elsewhere?", [AFTER], [f"{AFTER}#outside-jewellery"],
      "Do you fit jewellery bought elsewhere?", DG, note="an answer that only restates the question."),
    V("limitations", "How often should I clean a new piercing?", [AFTER], [f"{AFTER}#piercing-aftercare"],
      "A new piercing is cleaned twice a day with sterile saline spray.", UM,
      limitations=["I have emailed you our aftercare sheet."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

RF, KZ, R35 = "blk-ceny-rf", "blk-ceny-kz", "blk-ceny-rf-2035"
OKNA, KHIM, RASCHET, ZAKAZ = "blk-okna", "blk-khimchistka", "blk-raschet", "blk-zakaz"
DOSTUP, SRED, USHCH, PRET, PODP = "blk-dostup", "blk-sredstva", "blk-ushcherb", "blk-pretenzii", "blk-podpiska"

RU = [
    # --- clean (22)
    V("clean", "Сколько стоит поддерживающая уборка в Москве и в Новосибирске?", [RF], [f"{RF}#podderzhivayushchaya"],
      "В России поддерживающая уборка квартиры обойдётся в 90 рублей за квадратный метр в Москве и в 70 ₽ за "
      "квадратный метр в Новосибирске.", note="«рублей» for «₽»; «обойдётся в» for «стоит»; both cities."),
    V("clean", "Сколько стоит поддерживающая уборка в Казахстане?", [KZ], [f"{KZ}#podderzhivayushchaya"],
      "В Казахстане поддерживающая уборка квартиры стоит 550 ₸ за квадратный метр в Алматы и 500 ₸ в Астане.",
      note="pretty-printed JSON; «₸» for «тенге».", pretty=True),
    V("clean", "Как изменилась цена поддерживающей уборки в Новосибирске с 2035 года?",
      [f"{R35}#podderzhivayushchaya", f"{RF}#podderzhivayushchaya"],
      [f"{R35}#podderzhivayushchaya", f"{RF}#podderzhivayushchaya"],
      "В России, в Новосибирске, поддерживающая уборка в 2035 году стоила 60 ₽ за квадратный метр, а сейчас стоит "
      "70 рублей.", note="```json fence; two editions, both cited; notations swapped; the difference not derived.",
      fence=True),
    V("clean", "Какой минимальный заказ в Москве и в Астане?",
      [f"{RF}#minimalnyy-zakaz", f"{KZ}#minimalnyy-zakaz"], [f"{RF}#minimalnyy-zakaz", f"{KZ}#minimalnyy-zakaz"],
      "Минимальный заказ в России, в Москве, — 3 500 ₽, а в Казахстане, в том числе в Астане, — 20 000 тенге.",
      note="two countries, each figure to its own; «в том числе в Астане» for «в обоих городах»."),
    V("clean", "Выезжаете ли вы за город в Новосибирске?", [RF], [f"{RF}#za-gorod"],
      "Нет, в Новосибирске за город не выезжают. В России выезд за МКАД стоит 40 ₽ за километр, но не меньше "
      "500 ₽.", note="«Нет,» opener; impersonal for «не выезжаем»; the Moscow rule kept with its lower bound."),
    V("clean", "Входят ли подоконники в цену мойки окон?", [OKNA], [f"{OKNA}#okna"],
      "Да, рамы, откосы и подоконники входят в цену мойки окна; в России створка с двух сторон стоит 600 ₽.",
      note="«Да,» opener; the list reordered; Russia's figure only."),
    V("clean", "Сколько стоит помыть остекление лоджии в России?", [OKNA], [f"{OKNA}#balkony"],
      "Остекление лоджии или балкона в России моют за 2 500 ₽.",
      limitations=["Снаружи моют только те створки, которые открываются внутрь."],
      note="impersonal for «моем»; `limitations` filled with the fragment's other sentence."),
    V("clean", "Сколько стоит химчистка двухместного дивана в Казахстане?", [KHIM], [f"{KHIM}#divany"],
      "В Казахстане химчистка двухместного дивана стоит 14 000 тенге.",
      note="«тенге» for «₸»; the country's figure of a two-country sentence."),
    V("clean", "Выведете ли вы старое пятно на диване?", [KHIM], [f"{KHIM}#sushka"],
      "Клинер постарается вывести пятно, если вы предупредили о нём заранее, но полностью удалить его не "
      "гарантирует.", note="the condition kept; «постарается» for «старается»."),
    V("clean", "Сколько стоит глажка в России?", [RASCHET], [f"{RASCHET}#doplaty"],
      "Глажка в России стоит 800 ₽ за час.", note="the country's figure; word order."),
    V("clean", "Нужно ли клинеру кормить мою собаку во время уборки?", [RASCHET], [f"{RASCHET}#zhivotnye"],
      "Нет, клинер животных не кормит и не выгуливает; на время уборки вы сами закрываете их в отдельной комнате.",
      note="«Нет,» opener; the actor (the client) kept."),
    V("clean", "Нужна ли предоплата за поддерживающую уборку?", [ZAKAZ], [f"{ZAKAZ}#predoplata"],
      "Нет, поддерживающую уборку оплачивают после работы; предоплата 30 % нужна для генеральной уборки и уборки "
      "после ремонта.", note="clauses reordered; «нужна» for «оформляем с»."),
    V("clean", "Я хочу перенести уборку, до неё двое суток. Это бесплатно?", [ZAKAZ], [f"{ZAKAZ}#otmena"],
      "Да: перенести заказ можно бесплатно, если сделать это не позднее чем за 24 часа до начала уборки, а у вас "
      "ещё двое суток.", note="the reader's two days against the 24 hours (no conversion written)."),
    V("clean", "Клинер опоздал на 3 часа. Могу ли я отменить заказ?", [ZAKAZ], [f"{ZAKAZ}#opozdanie"],
      "Да. Если клинер опоздал больше чем на 2 часа, вы вправе отменить заказ, и предоплата вернётся полностью.",
      note="the reader's 3 hours over the bound; «вправе» kept."),
    V("clean", "Меня не будет дома. Как передать ключи?", [DOSTUP], [f"{DOSTUP}#klyuchi"],
      "Ключи можно передать менеджеру в офисе или оставить у консьержа; клинер получит их под подпись и вернёт в "
      "тот же день.", note="future for present; the actors kept."),
    V("clean", "Может ли клинер пользоваться моими средствами?", [SRED], [f"{SRED}#sredstva-klienta"],
      "Да, но только если вы письменно попросили об этом в заказе; за повреждения от ваших средств компания не "
      "отвечает.", note="«Да, но только если» keeps the condition."),
    V("clean", "Нужно ли доплачивать за гипоаллергенные средства?", [SRED], [f"{SRED}#gipoallergennye"],
      "Нет, гипоаллергенные средства без запаха привозят по запросу без доплаты.",
      note="impersonal for «привозим»."),
    V("clean", "Возместите ли украшения, которые лежали на виду?", [USHCH], [f"{USHCH}#ne-vozmeshchaem"],
      "Нет. Деньги, украшения и документы, оставленные на виду, компания не возмещает.",
      note="«Нет.» opener; word order."),
    V("clean", "В какой срок сообщить о пропаже вещи?", [USHCH], [f"{USHCH}#propazha"],
      "Сообщить менеджеру о пропаже нужно в течение 48 часов после уборки, а проверку служба безопасности проводит "
      "в течение пяти рабочих дней.", note="«пяти» in words; the actors kept."),
    V("clean", "Что будет, если клинер плохо убрал?", [PRET], [f"{PRET}#peredelka"],
      "Неубранное клинер бесплатно переделает в течение 2 дней после претензии, а если претензия останется и после "
      "переделки, компания вернёт до 50 % стоимости уборки.", note="future for present; «до» kept."),
    V("clean", "Кто рассматривает претензию и когда вернут деньги?", [PRET], [f"{PRET}#rassmotrenie"],
      "Письменную претензию рассматривает менеджер по качеству, в течение 10 рабочих дней; деньги возвращают на "
      "карту в течение семи рабочих дней после решения.", note="«семи» in words; the actor kept."),
    V("clean", "Какая скидка по подписке на уборку раз в две недели?", [PODP], [f"{PODP}#usloviya"],
      "При уборке раз в две недели скидка по подписке — 10 %, а при еженедельной — 15 %.",
      note="each figure to its frequency; «еженедельной» for «раз в неделю»."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоит генеральная уборка в Новосибирске?", [RF], [f"{RF}#generalnaya"],
      "В России генеральная уборка в Новосибирске стоит 180 ₽ за квадратный метр.", MC, src="140 ₽ в Новосибирске",
      note="Москва's 180 ₽ (the same sentence) given to Новосибирск."),
    V("wrong-case", "Сколько стоит поддерживающая уборка в Астане?", [KZ], [f"{KZ}#podderzhivayushchaya"],
      "В Казахстане поддерживающая уборка в Астане стоит 550 тенге за квадратный метр.", MC, src="500 тенге в Астане",
      note="Алматы's 550 тенге (the same sentence) given to Астана."),
    V("country", "Сколько стоит выезд за город в Казахстане?", [f"{RF}#za-gorod", f"{KZ}#za-gorod"],
      [f"{RF}#za-gorod", f"{KZ}#za-gorod"],
      "В Казахстане выезд за город стоит 40 ₽ за километр, но не меньше 500 ₽.", MC,
      src="за 5 000 тенге сверх цены заказа",
      note="a wrong country: Russia's 40 ₽ a kilometre and 500 ₽ given to Kazakhstan; both fragments cited, the "
      "values only in the Russian one."),
    V("unit", "Сколько стоит химчистка ковра в России?", [KHIM], [f"{KHIM}#kovry"],
      "В России химчистка ковра у вас дома стоит 300 ₽ за ковёр.", UC, src="за квадратный метр",
      note="a price per square metre given per carpet (the figure right, the thing counted wrong)."),
    V("other-value", "Сколько стоит мытьё холодильника изнутри в России?", [RASCHET], [f"{RASCHET}#doplaty"],
      "В России мытьё холодильника изнутри стоит 800 ₽.", MC, src="500 ₽ в России или 2 500 ₸ в Казахстане",
      note="ironing's 800 ₽ (the same sentence) given to the fridge."),
    V("other-value", "Какая скидка по подписке при еженедельной уборке?", [PODP], [f"{PODP}#usloviya"],
      "При уборке раз в неделю скидка по подписке — 10 %.", MC, src="скидка 15 % при уборке раз в неделю",
      note="the fortnightly 10 % (the same sentence) given to weekly cleaning."),
    V("deadline", "В какой срок принимают претензию к качеству?", [PRET], [f"{PRET}#srok"],
      "Претензию к качеству уборки принимают в течение 10 рабочих дней после её окончания, с фотографиями.", MC,
      src="в течение 24 часов после её окончания",
      note="the 10 working days of another rule (the review, #rassmotrenie, uncited) given to the claim deadline."),
    V("uncited-fragment", "Сколько стоит поддерживающая уборка в Москве?",
      [f"{RF}#podderzhivayushchaya", f"{R35}#podderzhivayushchaya"], [f"{RF}#podderzhivayushchaya"],
      "В России поддерживающая уборка в Москве стоит 80 ₽ за квадратный метр.", MC,
      src="90 ₽ за квадратный метр в Москве",
      note="the 2035 edition's 80 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит мойка балкона в Казахстане?", [OKNA], [],
      "В Казахстане остекление балкона моют за 14 000 ₸.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Какие ковры вы чистите?", [KHIM], [f"{KHIM}#kovry"],
      "Чистим у клиента дома любые ковры, в том числе шёлковые и ручной работы.", UC,
      src="Шёлковые ковры и ковры ручной работы не чистим",
      note="the excluded cases added («в том числе шёлковые и ручной работы»)."),
    V("exception", "Возместите ли деньги, которые лежали на столе?", [USHCH], [f"{USHCH}#ne-vozmeshchaem"],
      "Да, компания возместит деньги, даже если они были оставлены на виду.", UC,
      src="а также деньги, украшения и документы, оставленные на виду", note="an excluded case granted («даже если»)."),
    V("condition", "Будет ли клинер пользоваться моими средствами?", [SRED], [f"{SRED}#sredstva-klienta"],
      "Да, клинер пользуется средствами клиента в любом случае, даже без просьбы в заказе.", UC,
      src="только по его письменной просьбе в заказе",
      note="the condition (a written request in the order) dropped: «в любом случае»."),
    V("condition", "Моете ли вы остекление балкона снаружи?", [OKNA], [f"{OKNA}#balkony"],
      "Да, остекление балкона снаружи моем всегда, все створки.", UC,
      src="Снаружи моем только те створки, которые открываются внутрь",
      note="the condition (sashes that open inwards) replaced by «всегда, все створки»."),
    V("bound", "До какого времени можно бесплатно отменить заказ?", [ZAKAZ], [f"{ZAKAZ}#otmena"],
      "Отменить или перенести заказ бесплатно можно не ранее чем за 24 часа до начала уборки.", UC,
      src="не позднее чем за 24 часа", note="«не позднее чем за» turned into «не ранее чем за»."),
    V("bound", "Когда положена скидка за опоздание клинера?", [ZAKAZ], [f"{ZAKAZ}#opozdanie"],
      "Скидку 10 % на заказ клиент получает, если клинер опоздал меньше чем на 30 минут.", UC,
      src="опоздал больше чем на 30 минут", note="«больше чем на 30 минут» turned into «меньше чем на»."),
    V("modality", "Что будет, если клинер опоздал на 3 часа?", [ZAKAZ], [f"{ZAKAZ}#opozdanie"],
      "Если клинер опоздал больше чем на 2 часа, клиент обязан отменить заказ, а предоплата возвращается полностью.",
      UC, src="клиент вправе отменить заказ", note="a right («вправе») made a duty («обязан»)."),
    V("flipped", "Нужно ли платить отдельно за средства клинера?", [SRED], [f"{SRED}#nashi-sredstva"],
      "Да, средства и инвентарь клинера оплачиваются отдельно от цены уборки.", UC,
      src="их стоимость входит в цену", note="a thing put on the other side of the price («входит в цену» → "
      "«отдельно»)."),
    V("agent", "Кто отключает охранную сигнализацию?", [DOSTUP], [f"{DOSTUP}#signalizaciya"],
      "Охранную сигнализацию отключает и ставит клинер.", UC, src="это делает клиент",
      note="the actor swapped (клиент → клинер)."),
    V("agent", "Кто рассматривает претензию?", [PRET], [f"{PRET}#rassmotrenie"],
      "Письменную претензию рассматривает сам клинер в течение 10 рабочих дней.", UC,
      src="рассматривает менеджер по качеству", note="the actor swapped (менеджер по качеству → клинер)."),
    V("invented", "Сколько стоит химчистка дивана в России?", [KHIM], [f"{KHIM}#divany"],
      "В России химчистка двухместного дивана стоит 2 500 ₽, трёхместного — 3 500 ₽, а углового — 4 500 ₽.", UN,
      note="an invented price (4 500 ₽ for a corner sofa) the source does not state."),
    V("jurisdiction", "Какой минимальный заказ в Алматы?", [f"{KZ}#minimalnyy-zakaz"], [f"{KZ}#minimalnyy-zakaz"],
      "Минимальный заказ — 20 000 тенге и в Алматы, и в Астане.", NJ,
      src="В Казахстане минимальный заказ — 20 000 тенге",
      note="a Kazakhstan-only context, the country not named (only the cities and «тенге»)."),
    V("degenerate", "Как можно оплатить уборку?", [ZAKAZ], [f"{ZAKAZ}#oplata"],
      "Оплатить уборку можно картой на сайте, переводом или наличными клинеру [t", DG,
      note="dangling label syntax («[t»)."),
    V("limitations", "Как отказаться от подписки?", [PODP], [f"{PODP}#otkaz"],
      "Отказаться от подписки можно в любой момент, сообщив менеджеру не позднее чем за 7 дней до начала следующего "
      "месяца; оплаченный месяц не возвращается.", UN,
      limitations=["За отказ от подписки берут штраф 1 500 ₽."],
      note="a correct answer; `limitations` invents a figure (1 500 ₽)."),
]
