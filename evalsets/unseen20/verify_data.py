"""Labelled verify cases of unseen20 (the source of verify_cases.jsonl; build_unseen20.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. The weight is on correct answers written the way a strong model writes them.
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
    # --- clean (26; holdout: 2nd, 5th, 8th, ..., 26th)
    V("clean", "Has the standard consultation price in Ireland gone up since 2026?",
      ["fees-ie#consultations", "fees-ie-2026#consultations"], ["fees-ie#consultations", "fees-ie-2026#consultations"],
      "Yes. In Ireland a standard consultation cost €59 under the 2026 edition of the fees; it now costs €65, and "
      "it still lasts up to 15 minutes.",
      note="the historical edition beside the current one; 'Yes' from the two prices; 'In Ireland'."),
    V("clean", "Do I have to pay anything up front when I book my dog's operation in Ireland?", ["fees-ie"],
      ["fees-ie#deposits"],
      "Yes. In Ireland you pay a deposit of 30 % of the written estimate when the planned operation is booked, and "
      "the balance when you collect your dog. If the vet cancels the operation for clinical reasons, the deposit is "
      "refunded in full.", note="'up front' answered by the deposit; 'collect your dog' for 'the animal is collected'."),
    V("clean", "What happens if my cat's treatment looks like costing more than the estimate? We're in Bristol.",
      ["fees-gb"], ["fees-gb#estimates"],
      "In the United Kingdom, if the cost of treatment is likely to exceed the written estimate by more than 15 %, "
      "the vet contacts you for consent before continuing, unless waiting would put your cat's life at risk. A "
      "written estimate is valid for 28 days from the date it is issued.",
      note="the reader's Bristol; the jurisdiction named; two sentences of one fragment."),
    V("clean", "What are your rules on cancelling and missing appointments?", ["cancel-terms"],
      ["cancel-terms#cancelling", "cancel-terms#missed"],
      "- Routine appointments can be cancelled or moved free of charge up to 24 hours before they start.\n"
      "- Surgery and dental procedures under anaesthetic must be cancelled at least 48 hours before; if you cancel "
      "later, the clinic keeps the deposit.\n"
      "- A routine appointment missed without notice is charged €25 in Ireland and £20 in the United Kingdom.",
      note="a bullet list over two fragments; both countries' amounts from a record without jurisdiction."),
    V("clean", "My cat died the morning of her appointment and I couldn't ring in time. Will I be charged for missing it?",
      ["cancel-terms"], ["cancel-terms#no-charge"],
      "No. The clinic makes no missed-appointment charge when the animal has died.",
      note="'No' from the exception; passive turned active."),
    V("clean", "I've missed three appointments in the last year. What happens now?", ["cancel-terms"],
      ["cancel-terms#missed", "cancel-terms#no-charge"],
      "After 3 missed appointments within 12 months, the clinic may ask you to pay the consultation fee in full when "
      "you book.", limitations=["The practice manager may waive the missed-appointment charge once per client in a "
                                "calendar year."],
      note="'may ask' kept; a limitations entry that states a caveat of the cited #no-charge."),
    V("clean", "Can I pay a €1,200 vet bill in Ireland in instalments?", ["payment-plans"],
      ["payment-plans#eligibility", "payment-plans#terms"],
      "Possibly. In Ireland a payment plan can be offered for a treatment bill of more than €500, so your bill is "
      "above that threshold. You must have been registered with the clinic for at least 6 months and have no overdue "
      "balance. You then pay at least 25 % of the bill on the day of treatment and the rest in up to 6 monthly "
      "instalments by direct debit, with no interest or fee.",
      note="the reader's €1,200 against 'more than €500'; the conditions kept; 'Possibly'."),
    V("clean", "Can my vet sign off a payment plan for me?", ["payment-plans"], ["payment-plans#terms"],
      "No. A vet cannot approve a payment plan; every plan is approved by the practice manager.",
      note="'sign off' for approve; clauses reordered."),
    V("clean", "What if I miss an instalment on my plan?", ["payment-plans"], ["payment-plans#missed-instalments"],
      "The clinic writes to you and tries to collect the instalment again 14 days later. If you miss 2 instalments, "
      "the whole remaining balance becomes payable within 30 days, and the clinic may pass the debt to a collection "
      "agency.", note="second person; 'may pass' kept."),
    V("clean", "Will the clinic send the claim to my insurer for me?", ["insurance-claims"],
      ["insurance-claims#direct-claims"],
      "Only in some cases. The clinic claims directly from the insurer only when your insurer is on its direct-claim "
      "list and the bill is more than €300 in Ireland or more than £250 in the United Kingdom. For a direct claim, you "
      "pay the policy excess and any amount the insurer has refused at the time of treatment, and the clinic collects "
      "the rest from the insurer.", note="both conditions kept; the clinic and the client kept apart."),
    V("clean", "Who fills in which part of the insurance form, and do you charge for it?", ["insurance-claims"],
      ["insurance-claims#claim-forms"],
      "You fill in and sign the policyholder's part of the claim form, and the vet fills in the clinical history. The "
      "clinic returns the completed form within 5 working days. There is an administration fee of €20 in Ireland or "
      "£18 in the United Kingdom for each claim form, except for direct claims.",
      note="doers kept apart; the exception kept."),
    V("clean", "My insurer reduced my claim. Will the clinic appeal it for me?", ["insurance-claims"],
      ["insurance-claims#declined"],
      "No. The clinic does not appeal an insurer's decision on your behalf, but it provides the clinical records you "
      "need for an appeal free of charge. You pay the outstanding amount within 14 days of the insurer's decision.",
      note="'No' from a denial; sentences reordered."),
    V("clean", "It's Saturday afternoon in Dublin and my dog is unwell — what will an emergency consultation cost?",
      ["ooh-ie"], ["ooh-ie#charges", "ooh-ie#payment"],
      "In Ireland, on weekends and public holidays an out-of-hours consultation costs €210 during the day. The "
      "consultation fee is paid at the time of the visit.",
      note="the reader's Saturday afternoon read as the weekend daytime case; 'In Ireland'."),
    V("clean", "If my cat has to stay overnight at the emergency hospital in Ireland, what will I pay?", ["ooh-ie"],
      ["ooh-ie#charges", "ooh-ie#payment"],
      "In Ireland, overnight hospitalisation costs €95 per night, and medicines and procedures are charged separately. "
      "A deposit of €500 is taken when an animal is admitted overnight.",
      note="two fragments combined; the jurisdiction named."),
    V("clean", "NightVet treated my dog last night in Leeds. Do I pay my usual clinic?", ["ooh-gb"], ["ooh-gb#charges"],
      "No. In the United Kingdom, NightVet invoices you directly and takes payment at the visit; the clinic does not "
      "take payment for out-of-hours care.", note="the provider and the clinic kept apart; 'No' from a denial."),
    V("clean", "What does an out-of-hours consultation cost in the UK at about 21:00?", ["ooh-gb"], ["ooh-gb#charges"],
      "At 21:00 in the United Kingdom, an out-of-hours emergency consultation with NightVet costs £150, the rate "
      "between 19:00 and midnight.", note="the reader's 21:00 restated; the tier named."),
    V("clean", "Will the out-of-hours vet in England know my pet's history?", ["ooh-gb"], ["ooh-gb#provider"],
      "Yes. In the United Kingdom, the clinic sends your animal's clinical history to NightVet Partners Ltd before you "
      "arrive, and NightVet sends a treatment report back to the clinic by 09:00 the next morning.",
      note="'Yes' from the first clause; both doers kept."),
    V("clean", "I want to buy my dog's tablets online. Can you give me a prescription?", ["rx-terms"],
      ["rx-terms#written"],
      "Yes. You can ask for a written prescription to buy a medicine elsewhere. It costs €18 in Ireland and £16 in the "
      "United Kingdom and is ready within 2 working days. Note that a vet prescribes only for an animal that a vet of "
      "the clinic has examined within the last 12 months.",
      note="three sentences; the condition kept as a note."),
    V("clean", "How often does my dog on long-term medication need a check-up?", ["rx-terms"], ["rx-terms#repeat"],
      "At least every 6 months — or every 3 months if the medication is a controlled drug.",
      note="a fragment answer; the controlled-drug case as a condition."),
    V("clean", "Can my neighbour pick up my dog's controlled drugs, or can you post them?", ["rx-terms"],
      ["rx-terms#repeat"],
      "Controlled drugs are never posted. You have to collect them in person, with photo identification.",
      note="'have to collect' for 'the client collects'; the neighbour not mentioned."),
    V("clean", "Can I get a copy of my rabbit's records, and will it cost anything?", ["records-retention"],
      ["records-retention#copies"],
      "Yes. The first copy in a calendar year is free of charge and is sent within 30 days. Each further copy in the "
      "same year costs €10 in Ireland or £10 in the United Kingdom.", note="clauses reordered; both countries."),
    V("clean", "How long will you hold on to my old dog's file and X-rays after he stops coming?", ["records-retention"],
      ["records-retention#retention"],
      "Clinical records are kept for 7 years after an animal's last visit, and X-ray and scan images are kept for 10 "
      "years.", note="two sentences of one fragment joined."),
    V("clean", "I'm switching to another practice. Can you send them my dog's history?", ["records-retention"],
      ["records-retention#transfer"],
      "Yes. Once the new practice asks for it, the clinic sends the full clinical history within 3 working days of "
      "receiving the request. Records are transferred only with your consent, except where the law requires "
      "disclosure.", note="'switching' for registering elsewhere; the exception kept."),
    V("clean", "How do I make a complaint, and how long until I hear back?", ["complaints-procedure"],
      ["complaints-procedure#making"],
      "Write to the practice manager of the clinic, by email or by letter, within 6 months of the events you are "
      "complaining about. The practice manager acknowledges your complaint within 3 working days and sends a full "
      "written response within 20 working days.", note="imperative; two deadlines kept apart."),
    V("clean", "I'm in Cork and still unhappy after the manager's reply to my complaint. What next?",
      ["complaints-procedure"], ["complaints-procedure#escalation"],
      "Your complaint is then reviewed by the group's clinical director, who replies within 15 working days. After "
      "that, as a client in Ireland you may contact the Veterinary Council of Ireland.",
      note="the reader's Cork; 'in Ireland' as the source says it; fenced JSON.", fence=True),
    V("clean", "I'm disputing part of my bill. Do I still have to pay the rest?", ["complaints-procedure"],
      ["complaints-procedure#disputed-bills"],
      "Yes. While your complaint about the bill is being considered, the disputed amount is not chased and no "
      "late-payment charge is added, but the rest of the bill remains payable within 30 days of the invoice.",
      note="'Yes' from the second sentence; pretty-printed JSON.", pretty=True),

    # --- other-sentence (2)
    V("other-sentence", "If I take my complaint further, how long does the clinical director have to reply?",
      ["complaints-procedure"], ["complaints-procedure#making", "complaints-procedure#escalation"],
      "Your complaint is reviewed by the group's clinical director, who replies within 20 working days.", MC,
      src="who replies within 15 working days",
      note="20 working days is the practice manager's full response (#making), the director has 15."),
    V("other-sentence", "How quickly will you send my pet's history to my new vet?", ["records-retention"],
      ["records-retention#transfer", "records-retention#copies"],
      "The clinic sends the full clinical history to the new practice within 30 days of receiving its request, with "
      "your consent.", MC, src="within 3 working days of receiving its request",
      note="30 days is the client's copy (#copies); the transfer takes 3 working days."),
    # --- wrong-case (3)
    V("wrong-case", "What does an emergency consultation at 1 am cost in Ireland?", ["ooh-ie"], ["ooh-ie#charges"],
      "In Ireland, an out-of-hours emergency consultation at 1 am costs €180.", MC,
      src="€240 between midnight and 08:00", note="the right figure of the wrong tier: €180 is 19:00 to midnight."),
    V("wrong-case", "What's the smallest bill that can go on a plan in the United Kingdom?", ["payment-plans"],
      ["payment-plans#eligibility"],
      "In the United Kingdom, a payment plan can be offered for a treatment bill of more than €500.", MC,
      src="more than £400 in the United Kingdom", note="Ireland's threshold given to the United Kingdom."),
    V("wrong-case", "How often does a dog on controlled drugs need a check-up?", ["rx-terms"], ["rx-terms#repeat"],
      "A dog on controlled drugs needs a check-up at least every 6 months.", MC, src="for controlled drugs, every 3 months",
      note="6 months is long-term medication in general; controlled drugs every 3."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "How soon does the clinic return a completed insurance claim form?", ["insurance-claims"],
      ["insurance-claims#direct-claims"],
      "The clinic returns a completed claim form within 5 working days.", MC,
      note="true, but 5 working days is only in the uncited #claim-forms."),
    V("uncited-fragment", "How late can I arrive before I'm asked to rebook?", ["cancel-terms"], ["cancel-terms#missed"],
      "If you arrive more than 10 minutes late, you may be asked to rebook.", MC,
      note="true, but 10 minutes is only in the uncited #late."),
    # --- invented (2)
    V("invented", "How much is a booster for my cat in Ireland?", ["fees-ie"], ["fees-ie#consultations"],
      "In Ireland a vaccination booster costs €55, including the health check done at the same visit. A kitten's "
      "first course of vaccinations costs €90.", UC + ["unsupported-number"],
      note="first sentence faithful; the kitten course and €90 invented."),
    V("invented", "Who fills in the pet insurance claim form?", ["insurance-claims"], ["insurance-claims#claim-forms"],
      "You fill in and sign the policyholder's part of the claim form, and the vet fills in the clinical history. You "
      "must then post the form and your original receipts to the insurer yourself.", UC,
      note="an invented duty of the client, no figure."),
    # --- limitations (1)
    V("limitations", "What does a written prescription cost in the United Kingdom?", ["rx-terms"], ["rx-terms#written"],
      "In the United Kingdom a written prescription costs £16 and is ready within 2 working days.", UC,
      limitations=["A written prescription can only be used at a pharmacy in the country where it was issued."],
      note="the answer is right; the limitation is invented."),
    # --- flipped (2)
    V("flipped", "Is interest charged on a payment plan?", ["payment-plans"], ["payment-plans#terms"],
      "Yes, interest is charged on a payment plan, and you pay at least 25 % of the bill on the day of treatment.", UC,
      src="No interest or fee is charged for a plan", note="negation flipped; the 25 % is right."),
    V("flipped", "Can I bring back medicine I didn't use and get my money back?", ["rx-terms"], ["rx-terms#returns"],
      "Yes, unused medicines can be returned and refunded after they have left the clinic.", UC,
      src="cannot be returned or refunded", note="negation flipped."),
    # --- agent (2)
    V("agent", "Who do I pay for an out-of-hours visit in the United Kingdom?", ["ooh-gb"], ["ooh-gb#charges"],
      "In the United Kingdom, the clinic invoices you for out-of-hours care and takes payment at the visit.", UC,
      src="NightVet invoices the client directly", note="the clinic for NightVet, which the source excludes."),
    V("agent", "Who signs off my payment plan?", ["payment-plans"], ["payment-plans#terms"],
      "Your vet approves the payment plan, and no interest or fee is charged.", UC,
      src="approved by the practice manager", note="the vet for the practice manager (the source says a vet cannot)."),
    # --- condition (2)
    V("condition", "Will you send the claim directly to my insurer?", ["insurance-claims"],
      ["insurance-claims#direct-claims"],
      "Yes. The clinic claims directly from any insurer when the bill is more than €300 in Ireland or more than £250 "
      "in the United Kingdom.", UC, src="the insurer is on the clinic's direct-claim list",
      note="condition widened: the direct-claim list dropped, 'any insurer'."),
    V("condition", "When do you transfer my pet's records to a new practice?", ["records-retention"],
      ["records-retention#transfer"],
      "The clinic sends the full clinical history within 3 working days of the new practice's request, but only once "
      "any unpaid bill has been settled.", UC, src="only with the client's consent",
      note="condition narrowed by an invented one (a paid bill) in place of consent."),
    # --- exception (1)
    V("exception", "Is a missed appointment charged if my dog had been admitted as an emergency at another vet?",
      ["cancel-terms"], ["cancel-terms#missed", "cancel-terms#no-charge"],
      "Yes. A routine appointment missed without notice is charged €25 in Ireland and £20 in the United Kingdom, even "
      "when the animal was admitted as an emergency to another practice.", UC,
      src="No missed-appointment charge is made when the animal has died or was admitted as an emergency",
      note="the exception denied."),
    # --- bound (1)
    V("bound", "How early must I cancel my dog's surgery to keep the deposit?", ["cancel-terms"],
      ["cancel-terms#cancelling"],
      "Surgery must be cancelled no more than 48 hours before the appointment; otherwise the clinic keeps the deposit.",
      UC, src="at least 48 hours before", note="'at least' turned into 'no more than'."),
    # --- modality (1)
    V("modality", "What happens after I've missed 3 appointments?", ["cancel-terms"], ["cancel-terms#missed"],
      "After 3 missed appointments within 12 months, the clinic makes you pay the consultation fee in full whenever "
      "you book.", UC, src="may ask the client to pay", note="'may ask' stated as done."),
    # --- jurisdiction (1)
    V("jurisdiction", "What deposit is taken when a pet is admitted overnight for emergency care?", ["ooh-ie"],
      ["ooh-ie#payment"],
      "A deposit of €500 is taken when an animal is admitted overnight, and the consultation fee is paid at the time "
      "of the visit.", ["number-without-jurisdiction"], src="Payment plans are not available for out-of-hours treatment",
      note="every fragment is Ireland's and the answer gives €500 without naming Ireland; src is only a phrase left out."),
]

RU = [
    # --- clean (26; holdout: 2nd, 5th, 8th, ..., 26th)
    V("clean", "Сколько платит за общежитие студент-бюджетник и что входит в эту плату?", ["oplata-obsh"],
      ["oplata-obsh#razmer"],
      "Для студентов очной формы, которые учатся за счёт бюджета, место в общежитии стоит 1 200 ₽ в месяц. В эту "
      "сумму входят коммунальные услуги и пользование прачечной.",
      note="«учатся» за «обучающихся», «стоит» за «составляет»."),
    V("clean", "Я учусь по договору. Сколько мне платить за общежитие и до какого числа?", ["oplata-obsh"],
      ["oplata-obsh#razmer", "oplata-obsh#sroki"],
      "Студенты, обучающиеся по договору, платят за место в общежитии 4 500 ₽ в месяц. Вносить плату нужно "
      "ежемесячно, не позднее 10-го числа текущего месяца, — через личный кабинет или в кассе студенческого городка.",
      note="два фрагмента; «нужно вносить» за «вносится»."),
    V("clean", "Можно ли заплатить за общежитие сразу за весь семестр?", ["oplata-obsh"], ["oplata-obsh#sroki"],
      "Да, весь семестр можно оплатить вперёд одним платежом.", note="«Да» и одно предложение источника."),
    V("clean", "Что будет, если я задержу оплату общежития?", ["oplata-obsh"], ["oplata-obsh#prosrochka"],
      "За каждый день просрочки начисляются пени — 0,1 % от суммы долга. Если долг превысит плату за 2 месяца, "
      "университет вправе расторгнуть с вами договор найма, письменно предупредив вас не менее чем за 10 дней.",
      note="«вправе» сохранено; будущее время условия."),
    V("clean", "Сколько стоило место в общежитии для бюджетников в 2026 году и сколько стоит сейчас?",
      ["oplata-obsh#razmer", "oplata-obsh-2026#razmer"], ["oplata-obsh#razmer", "oplata-obsh-2026#razmer"],
      "По редакции 2026 года место для студентов-бюджетников стоило 1 000 ₽ в месяц, а сейчас оно стоит 1 200 ₽ в "
      "месяц.", note="историческая редакция рядом с текущей; год — из вопроса."),
    V("clean", "Я из многодетной семьи и ещё состою в студсовете общежития. Какую скидку я получу?", ["lgoty-obsh"],
      ["lgoty-obsh#skidki"],
      "Скидки не суммируются — применяется наибольшая из них. Студентам из многодетных семей положена скидка 50 %, "
      "членам студенческого совета общежития — 25 %, поэтому вам применят скидку 50 %.",
      note="вывод из «применяется наибольшая»; «студсовет» читателя."),
    V("clean", "Если подать заявление на скидку 15 марта, когда она начнёт действовать?", ["lgoty-obsh"],
      ["lgoty-obsh#oformlenie"],
      "Заявление на скидку подаётся заведующему общежитием до 20-го числа месяца, так что 15 марта вы укладываетесь "
      "в срок. Решение принимает комиссия студенческого городка в течение 10 рабочих дней, а скидка действует с 1-го "
      "числа следующего месяца до конца учебного года.",
      note="15 марта читателя против «до 20-го числа»; дата не выведена."),
    V("clean", "Кто из студентов живёт в общежитии бесплатно?", ["lgoty-obsh"], ["lgoty-obsh#besplatno"],
      "Бесплатно в общежитии проживают:\n1. дети-сироты и дети, оставшиеся без попечения родителей;\n"
      "2. студенты-инвалиды I и II групп;\n3. студенты, пострадавшие вследствие катастрофы на Чернобыльской АЭС.\n"
      "Для этого нужно подать в студенческий городок заявление и подтверждающие документы.",
      note="нумерованный список; «нужно подать» за «подаёт»."),
    V("clean", "Я живу бесплатно как сирота — нужно ли вносить залог при заселении?", ["zalog"], ["zalog#razmer"],
      "Нет. Студенты, проживающие бесплатно, залог не вносят; остальные при заселении вносят 3 000 ₽.",
      note="«Нет» из исключения; порядок предложений изменён."),
    V("clean", "Через сколько и куда мне вернут залог?", ["zalog"], ["zalog#vozvrat"],
      "Залог вернут на вашу банковскую карту в течение 15 рабочих дней после подписания акта сдачи комнаты. Из него "
      "удержат стоимость утраченного или повреждённого имущества по акту и неоплаченную плату за проживание.",
      note="неопределённо-личное «вернут», «удержат»."),
    V("clean", "Можно ли зачесть залог в оплату последнего месяца проживания?", ["zalog"], ["zalog#zachet"],
      "Да, по вашему заявлению залог могут зачесть в счёт платы за последний месяц проживания, если у вас нет долга.",
      note="условие сохранено; «могут зачесть» за «может быть зачтён»."),
    V("clean", "Я первокурсник. Когда заселение и что взять с собой?", ["zaselenie"], ["zaselenie#zaselenie"],
      "Первокурсники заселяются с 25 по 31 августа. С собой нужны паспорт, направление студенческого городка, "
      "справка о флюорографии, сделанной не ранее чем за 12 месяцев, и квитанция о внесении залога.",
      note="перечень документов; «с собой нужны»."),
    V("clean", "Меня отчислили. Сколько у меня времени, чтобы съехать из общежития?", ["zaselenie"],
      ["zaselenie#vyselenie"],
      "После издания приказа об отчислении комнату нужно освободить в течение 5 календарных дней. Принимает её по "
      "акту сдачи заведующий общежитием, а ключи сдаются на вахту.",
      note="свободный порядок слов («Принимает её … заведующий»); pretty-printed JSON.", pretty=True),
    V("clean", "Я потерял пропуск в общежитие, что теперь?", ["zaselenie"], ["zaselenie#propusk"],
      "Восстановление утерянного пропуска стоит 350 ₽, а новый пропуск выдают через 2 рабочих дня.",
      note="одно предложение источника, «а» за точку с запятой."),
    V("clean", "До скольки друг может быть у меня в гостях?", ["gosti"], ["gosti#poseshchenie"],
      "Гости проходят в общежитие с 09:00 до 22:00 по паспорту, который остаётся на вахте до их ухода. Вы встречаете "
      "друга на вахте, записываете его в журнал и отвечаете за его поведение.",
      note="«вы» за «проживающий»; часы прохода, не выведенный час ухода."),
    V("clean", "Может ли моя девушка остаться у меня на ночь?", ["gosti"], ["gosti#nochleg"],
      "Да, с письменного разрешения заведующего общежитием, но не более 3 ночей в месяц. За каждую ночь нужно внести "
      "300 ₽ в кассу студенческого городка.",
      limitations=["Заявление о ночлеге гостя подаётся не позднее чем за 1 рабочий день."],
      note="«Да» с условием; ограничение в limitations из того же фрагмента."),
    V("clean", "Мне 17 лет. Могут ли мама с папой переночевать у меня бесплатно?", ["gosti"], ["gosti#roditeli"],
      "Да. Родители студентов, которым ещё нет 18 лет, могут остаться на ночь без платы по разрешению заведующего. "
      "Проходить в общежитие они могут с 07:00 до 23:00.",
      note="17 лет читателя; «ещё нет 18 лет» за «не достигших 18 лет»."),
    V("clean", "Какой штраф за шум ночью, если это уже второй раз за семестр?", ["narusheniya"], ["narusheniya#shtrafy"],
      "За повторное в течение семестра нарушение тишины штраф составляет 1 000 ₽ (за первое — 500 ₽). Оплатить его "
      "нужно в течение 10 дней после составления акта.",
      note="«шум ночью» читателя; оба случая на своих местах."),
    V("clean", "На меня составили акт о нарушении, а я не согласен. Что делать?", ["narusheniya"],
      ["narusheniya#obzhalovanie"],
      "Обжалуйте акт в студенческом совете общежития — это можно сделать в течение 7 дней. Совет рассмотрит жалобу на "
      "ближайшем заседании, но не позднее 14 дней после подачи, а до его решения штраф с вас не взимается.",
      note="повелительное «Обжалуйте»; будущее «рассмотрит»."),
    V("clean", "Сколько стоит год бакалавриата для гражданина России?", ["oplata-obuch"], ["oplata-obuch#stoimost"],
      "Для граждан России год обучения в бакалавриате в 2027/28 учебном году стоит 186 000 ₽.",
      note="«граждан России» — так в источнике."),
    V("clean", "Я первокурсник по договору. Когда платить за первый семестр?", ["oplata-obuch"], ["oplata-obuch#sroki"],
      "Первый семестр первокурсник оплачивает в течение 5 рабочих дней после подписания договора. Дальше обучение "
      "оплачивается за каждый семестр: за осенний — до 1 сентября, за весенний — до 1 февраля.",
      note="порядок предложений изменён; fenced JSON.", fence=True),
    V("clean", "Что мне грозит, если я задержу оплату обучения на 45 дней?", ["oplata-obuch"],
      ["oplata-obuch#prosrochka"],
      "При просрочке оплаты более чем на 30 дней студента не допускают к промежуточной аттестации. Отчислить студента "
      "за неисполнение договора университет вправе при просрочке более чем на 60 дней, предварительно уведомив "
      "заказчика.", note="45 дней читателя; оба порога, «вправе» сохранено."),
    V("clean", "Как устроена рассрочка за семестр?", ["rassrochka"], ["rassrochka#usloviya"],
      "Оплату семестра делят на 4 равных ежемесячных платежа, проценты не начисляются. Первый платёж вносится в срок "
      "оплаты семестра, а остальные — до 1-го числа каждого следующего месяца.",
      note="неопределённо-личное «делят»; два предложения слиты."),
    V("clean", "Когда и куда подавать заявление на рассрочку?", ["rassrochka"], ["rassrochka#oformlenie"],
      "Заявление подаётся в бухгалтерию не позднее чем за 15 дней до срока оплаты семестра. Решение о рассрочке "
      "принимает проректор по экономике — по заявлению студента или заказчика по договору.",
      limitations=["Студентам, имеющим задолженность за предыдущий семестр, рассрочка не предоставляется."],
      note="бухгалтерия принимает, проректор предоставляет; оговорка источника в limitations."),
    V("clean", "Меня отчислили в середине семестра. Какую часть денег вернут и когда?", ["vozvrat"],
      ["vozvrat#chto", "vozvrat#srok"],
      "Вернут плату за полные месяцы семестра, оставшиеся после даты приказа об отчислении, за вычетом фактически "
      "понесённых университетом расходов; месяц, в котором издан приказ, оплачивается полностью. Деньги перечислят в "
      "течение 30 дней после подачи заявления в бухгалтерию и только на счёт заказчика, указанного в договоре.",
      note="два фрагмента; «только» — из источника."),
    V("clean", "Ухожу в академический отпуск по болезни — сохранится ли за мной комната в общежитии?", ["akadem"],
      ["akadem#obshezhitie"],
      "Да. Студент в академическом отпуске по медицинским показаниям сохраняет место в общежитии и оплачивает его в "
      "общем порядке.", note="«по болезни» читателя = «по медицинским показаниям»."),

    # --- other-sentence (2)
    V("other-sentence", "За сколько дней до срока оплаты нужно подать заявление на рассрочку?", ["rassrochka"],
      ["rassrochka#oformlenie", "rassrochka#propusk"],
      "Заявление на рассрочку подаётся в бухгалтерию не позднее чем за 10 дней до срока оплаты семестра.", MC,
      src="не позднее чем за 15 дней до срока оплаты семестра",
      note="10 дней — просрочка платежа (#propusk), заявление — за 15."),
    V("other-sentence", "В какой срок решают вопрос о переселении в другую комнату?", ["zaselenie"],
      ["zaselenie#pereselenie", "zaselenie#zaselenie"],
      "Решение о переселении в другую комнату заведующий общежитием принимает в течение 5 рабочих дней.", MC,
      src="в течение 3 рабочих дней", note="5 рабочих дней — заселение не первокурсников (#zaselenie)."),
    # --- wrong-case (3)
    V("wrong-case", "Сколько стоит год магистратуры для гражданина России?", ["oplata-obuch"], ["oplata-obuch#stoimost"],
      "Для граждан России год обучения в магистратуре в 2027/28 учебном году стоит 226 000 ₽.", MC,
      src="214 000 ₽ в магистратуре", note="цена для иностранных граждан отдана гражданам России."),
    V("wrong-case", "Какая скидка на общежитие у члена студенческого совета?", ["lgoty-obsh"], ["lgoty-obsh#skidki"],
      "Члены студенческого совета общежития получают скидку 50 % на время исполнения обязанностей.", MC,
      src="скидку 25 %", note="50 % — многодетные и стипендиаты."),
    V("wrong-case", "Какой штраф за первое нарушение тишины ночью?", ["narusheniya"], ["narusheniya#shtrafy"],
      "За первое нарушение тишины с 23:00 до 07:00 штраф составляет 1 000 ₽.", MC, src="штраф составляет 500 ₽",
      note="1 000 ₽ — повторное нарушение."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "Сколько ждать возврата денег за учёбу после отчисления?", ["vozvrat"], ["vozvrat#chto"],
      "Деньги за обучение вернут в течение 30 дней после подачи заявления в бухгалтерию.", MC,
      note="верно, но 30 дней — только в неоцитированном #srok."),
    V("uncited-fragment", "Сколько дней у меня есть, чтобы освободить комнату, если я беру академический отпуск по семейным обстоятельствам?",
      ["akadem"], ["akadem#oplata"],
      "При академическом отпуске по семейным обстоятельствам комнату нужно освободить в течение 10 дней после приказа "
      "о предоставлении отпуска.", MC, note="верно, но 10 дней — в неоцитированных #obshezhitie и #predostavlenie."),
    # --- invented (2)
    V("invented", "Сколько стоит ночь для гостя?", ["gosti"], ["gosti#nochleg"],
      "Ночь гостя стоит 300 ₽, плата вносится в кассу студенческого городка. В выходные дни плата за ночь составляет "
      "400 ₽.", UC + ["unsupported-number"], note="первое предложение верно; тариф выходного дня выдуман."),
    V("invented", "Что нужно для заселения первокурснику?", ["zaselenie"], ["zaselenie#zaselenie"],
      "Для заселения нужны паспорт, направление студенческого городка, справка о флюорографии и квитанция о "
      "внесении залога. Кроме того, нужно пройти инструктаж по пожарной безопасности у "
      "заведующего общежитием.", UC, note="выдуманная обязанность без числа."),
    # --- limitations (1)
    V("limitations", "Как оформить скидку на общежитие?", ["lgoty-obsh"], ["lgoty-obsh#oformlenie"],
      "Заявление подаётся заведующему общежитием до 20-го числа месяца; комиссия студенческого городка решает в "
      "течение 10 рабочих дней, а скидка действует с 1-го числа следующего месяца до конца учебного года.", UC,
      limitations=["Скидку нужно подтверждать каждый семестр, заново подавая документы."],
      note="ответ верен; выдуманная оговорка в limitations."),
    # --- flipped (2)
    V("flipped", "Нужно ли платить за обучение в академическом отпуске?", ["akadem"], ["akadem#oplata"],
      "Да, во время академического отпуска плата за обучение взимается в обычном порядке.", UC,
      src="плата за обучение не взимается", note="отрицание снято."),
    V("flipped", "Складываются ли скидки на общежитие?", ["lgoty-obsh"], ["lgoty-obsh#skidki"],
      "Да, скидки суммируются: член студенческого совета из многодетной семьи получает обе скидки.", UC,
      src="Скидки не суммируются", note="отрицание снято."),
    # --- agent (2)
    V("agent", "Кто предоставляет рассрочку оплаты обучения?", ["rassrochka"], ["rassrochka#oformlenie"],
      "Рассрочку предоставляет бухгалтерия по заявлению студента или заказчика по договору.", UC,
      src="Рассрочку предоставляет проректор по экономике",
      note="бухгалтерия (куда подают заявление) вместо проректора."),
    V("agent", "Кто решает, дать ли мне скидку на общежитие?", ["lgoty-obsh"], ["lgoty-obsh#oformlenie"],
      "Решение о скидке принимает заведующий общежитием в течение 10 рабочих дней.", UC,
      src="Решение принимает комиссия студенческого городка",
      note="заведующий (принимает заявление) вместо комиссии."),
    # --- condition (2)
    V("condition", "Сохранится ли за мной место в общежитии в академическом отпуске?", ["akadem"],
      ["akadem#obshezhitie"],
      "Да, студент в академическом отпуске сохраняет место в общежитии, по какой бы причине ни был предоставлен "
      "отпуск, и оплачивает его в общем порядке.", UC, src="по медицинским показаниям сохраняет место",
      note="условие расширено на любой отпуск."),
    V("condition", "Кто из студентов освобождён от залога?", ["zalog"], ["zalog#razmer"],
      "Залог не вносят только дети-сироты; все остальные студенты при заселении вносят 3 000 ₽.", UC,
      src="Студенты, проживающие бесплатно, залог не вносят",
      note="условие сужено: из всех проживающих бесплатно остались сироты."),
    # --- exception (1)
    V("exception", "Сколько стоит ночёвка гостя и касается ли это родителей?", ["gosti"],
      ["gosti#nochleg", "gosti#roditeli"],
      "Плата за ночь гостя составляет 300 ₽, и её вносят за всех гостей, включая родителей несовершеннолетних "
      "студентов.", UC, src="могут остаться на ночь без платы", note="исключение для родителей отрицается."),
    # --- bound (1)
    V("bound", "Когда подавать заявление на рассрочку?", ["rassrochka"], ["rassrochka#oformlenie"],
      "Заявление на рассрочку подаётся в бухгалтерию не ранее чем за 15 дней до срока оплаты семестра.", UC,
      src="не позднее чем за 15 дней", note="«не позднее» перевёрнуто в «не ранее»."),
    # --- modality (1)
    V("modality", "Что будет, если долг за общежитие превысит плату за 2 месяца?", ["oplata-obsh"],
      ["oplata-obsh#prosrochka"],
      "В этом случае университет расторгает договор найма, письменно предупредив студента не менее чем за 10 дней.",
      UC, src="вправе расторгнуть", note="«вправе расторгнуть» как свершившееся «расторгает»."),
    # --- overgeneral (1)
    V("overgeneral", "С какого часа в общежитие могут приходить родители студентки, которой 16 лет?", ["gosti"],
      ["gosti#poseshchenie", "gosti#roditeli"],
      "Все посетители, в том числе родители несовершеннолетних студентов, проходят в общежитие с 09:00 до 22:00.", UC,
      src="проходят в общежитие с 07:00 до 23:00", note="часы для гостей распространены на родителей несовершеннолетних."),
]
