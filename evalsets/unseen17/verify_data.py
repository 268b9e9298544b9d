"""Labelled verify cases of unseen17 (the source of verify_cases.jsonl; build_unseen17.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run.
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
    # --- clean: faithful answers, must pass
    V("clean", "What's the medical excess now? I remember it being £75.", ["travel-cover", "travel-cover-2026"],
      ["travel-cover#medical"],
      "In the UK the excess is now £100 per person for each claim, or £50 if you are on Premier.",
      note="current edition beside the 2026 one; the reader's £75; 'UK' for GB."),
    V("clean", "Can I get my money back if I cancel because I just don't fancy going any more?", ["travel-cover"],
      ["travel-cover#cancellation"],
      "No. We do not pay if you cancel simply because you no longer want to go. Cancellation is covered when you, "
      "a close relative or a travelling companion falls seriously ill, is injured or dies.",
      note="'No' from the denial; reader's 'don't fancy going'."),
    V("clean", "My bag arrived 15 hours after I landed at my holiday destination. What can I claim?", ["baggage-cover"],
      ["baggage-cover#delay"],
      "Because your checked-in bag reached you more than 12 hours after you arrived on your outward journey, we pay up "
      "to £100 per person for the essential items you had to buy. You will need written confirmation of the delay "
      "from the airline.", note="first-person provider voice; reader's 15 hours and 'bag'."),
    V("clean", "What's the most you pay for one stolen item?", ["baggage-cover"], ["baggage-cover#belongings"],
      "The single-item limit is £300. All your valuables together are capped at £500, and the overall limit for "
      "baggage and belongings is £1,500 per person (£2,500 with Premier).",
      note="'capped', 'single-item limit'; coordinated values kept with their cases."),
    V("clean", "Do I need a police report if my wallet is stolen abroad?", ["travel-claims"],
      ["travel-claims#how-to-claim"],
      "Yes. Report the theft to the local police within 24 hours and get a written report - without it we will not "
      "pay for the stolen items.", note="imperative for 'you must'; reader's 'wallet'."),
    V("clean", "How quickly do you pay once my claim is accepted?", ["travel-claims"], ["travel-claims#payment"],
      "Once we have everything we asked for, we decide within 10 working days, and an accepted claim is paid within "
      "a further 5 working days into the UK bank account you give us.",
      note="'a further 5 working days' for 'within 5 working days after that'."),
    V("clean", "Who sorts out my journey home if I'm too ill to travel as planned?", ["emergency-help"],
      ["emergency-help#calling", "emergency-help#repatriation"],
      "Meridian Assist, our emergency assistance partner, arranges your journey home - with a medical escort if the "
      "treating doctor says you need one - and we pay for it.", note="actor kept: partner arranges, insurer pays."),
    V("clean", "I was in hospital abroad for 4 full days. Do I get the daily payment?", ["emergency-help"],
      ["emergency-help#hospital"],
      "Yes. You get £25 for each full day as an inpatient abroad, up to £500 in total. It is paid on top of your "
      "medical expenses and you do not need receipts for it.", note="'Yes' from the reader's own 4 days."),
    V("clean", "My dog turns 8 next month. Will I have to pay more of each claim?", ["pet-cover"], ["pet-cover#excess"],
      "Yes. Under our UK pet policy, once your dog reaches 8 you also pay 20 % of the rest of each claim after the "
      "£99 excess, except for accident claims, where the co-payment does not apply.",
      note="exception kept; 'Under our UK pet policy'."),
    V("clean", "How long does a time-limited policy keep paying for one condition?", ["pet-cover"],
      ["pet-cover#vet-fees"],
      "In the United Kingdom, a time-limited policy pays up to £3,000 per condition, and only for 12 months from the "
      "day the condition started.", note="jurisdiction named in full."),
    V("clean", "My new kitten is 6 weeks old. Can I insure her yet?", ["pet-eligibility"], ["pet-eligibility#age"],
      "Not yet. We insure cats and dogs from 8 weeks old, so you can take out a policy for her once she reaches that "
      "age.", note="'Not yet' inferred from the reader's 6 weeks; reader's 'kitten'."),
    V("clean", "My dog was insured with another company until yesterday. Does the illness waiting period apply?",
      ["pet-eligibility"], ["pet-eligibility#waiting"],
      "No. The 14-day waiting period for illnesses does not apply when your pet was insured with another insurer right "
      "up to the day your new policy starts.", note="the exception applied to the reader's case."),
    V("clean", "Who fills in the claim form for my dog's treatment?", ["pet-claims"], ["pet-claims#sending"],
      "Your vet completes and signs the treatment part of the form; you complete the rest and sign the declaration. "
      "The claim has to reach us within 90 days after the treatment.", note="'completes' for 'fills in'; two actors kept."),
    V("clean", "I bought cover 5 days ago and haven't travelled. Can I cancel and get everything back?",
      ["cancel-policy"], ["cancel-policy#cooling-off"],
      "Yes. In the UK you have 14 days from buying the policy or getting your documents, whichever is later, to cancel "
      "with a full refund, as long as you have not travelled or made a claim.",
      note="condition kept as 'as long as'; reader's 5 days."),
    V("clean", "Is it more expensive to pay monthly?", ["policy-payments"], ["policy-payments#monthly"],
      "It depends on the policy:\n1. Pet policies: paying monthly by Direct Debit costs nothing extra.\n2. Annual "
      "travel policies: paying monthly makes the yearly price 5 % higher.\n3. Single-trip policies: no monthly option, "
      "you pay in full when you buy.", note="numbered list; pretty-printed JSON.", pretty=True),
    V("clean", "What happens if my monthly payment bounces?", ["policy-payments"], ["policy-payments#missed"],
      "We try to collect it again 10 days later. If that also fails, we write to you and you then have 14 days to pay; "
      "if you don't, we cancel the policy from the date of the first missed payment.",
      note="first person; reader's 'bounces'; fenced JSON.", fence=True),
    # --- faulty
    V("other-sentence", "How long after getting home can I report a claim?", ["travel-claims"],
      ["travel-claims#how-to-claim"],
      "You need to tell us about your claim within 24 hours of getting home, online or by phone, and send original "
      "receipts for anything over £50.", MC, src="within 31 days after you get home",
      note="24 hours belongs to the police report, not to telling the insurer."),
    V("other-sentence", "How long do I have to pay after you write to me about a missed payment?",
      ["policy-payments"], ["policy-payments#missed"],
      "Once we have written to you about the missed payment, you must pay within 10 days; otherwise the policy is "
      "cancelled from the date of the first missed payment.", MC, src="you must pay within 14 days",
      note="10 days is the second collection attempt."),
    V("wrong-case", "What's the cancellation limit on a Premier policy?", ["travel-cover"], ["travel-cover#cancellation"],
      "In the UK, a Premier policy pays up to £3,000 per person for travel and accommodation costs you cannot get back "
      "when you have to cancel or cut short your trip.", MC, src="or £7,500 on Premier",
      note="the general limit given to Premier."),
    V("wrong-case", "How much do accident-only pet policies pay?", ["pet-cover"], ["pet-cover#vet-fees"],
      "In the United Kingdom, an accident-only policy pays up to £3,000 per accident, for treatment within 12 months of "
      "the accident.", MC, src="up to £2,000 per accident", note="the time-limited per-condition figure."),
    V("uncited-fragment", "What happens if my delayed bag turns out to be lost?", ["baggage-cover"],
      ["baggage-cover#delay"],
      "Anything we paid you for the delay is taken off your lost-baggage claim, which is limited to £1,500 per person.",
      MC, note="£1,500 is in the uncited #belongings."),
    V("uncited-fragment", "Do I have to call Meridian Assist before going into hospital?", ["emergency-help"],
      ["emergency-help#calling"],
      "Yes - call them before you are admitted as an inpatient, or within 48 hours of admission if you cannot call "
      "before. While you are in hospital we also pay you £25 for each full day.", MC,
      note="£25 a day is in the uncited #hospital."),
    V("invented", "Is there a discount for insuring a second pet?", ["policy-payments"], ["policy-payments#monthly"],
      "Pet policies can be paid monthly by Direct Debit at no extra cost, and when you insure a second pet with us you "
      "get 15 % off its premium.", UC + ["unsupported-number"], note="an invented multi-pet discount with a figure."),
    V("invented", "Do I need anything from the hospital to claim the hospital benefit?", ["emergency-help"],
      ["emergency-help#hospital"],
      "The hospital benefit is paid on top of your medical expenses for each full day you are an inpatient abroad. To "
      "claim it, you need to send us a discharge letter signed by the treating doctor.", UC,
      note="an invented document duty; the source says no receipts are needed."),
    V("flipped", "If my bag is late on the flight home, can I claim for essentials?", ["baggage-cover"],
      ["baggage-cover#delay"],
      "Yes. If your checked-in baggage reaches you more than 12 hours late, on the way out or on the way home, we pay "
      "up to £100 per person for essential items, as long as the airline confirms the delay in writing.", UC,
      src="Delays on your journey home are not covered.", note="home-journey delays are excluded."),
    V("modality", "What happens if I don't call the assistance company before going into hospital?",
      ["emergency-help"], ["emergency-help#calling"],
      "If you do not call Meridian Assist before you are admitted, or within 48 hours of admission, we reduce what we "
      "pay for your treatment.", UC, src="we may reduce what we pay", note="'may reduce' stated as 'reduce'."),
    V("modality", "Will you need my pet's vet history before paying?", ["pet-claims"], ["pet-claims#sending"],
      "Yes, you must send us your pet's full vet history before we pay, and the claim itself must reach us within 90 "
      "days after the treatment.", UC, src="We may ask for your pet's full vet history",
      note="a possible request made a customer duty."),
    V("agent", "Who pays the excess when you pay my vet directly?", ["pet-claims"], ["pet-claims#direct"],
      "When we pay your vet directly, VetLink pays the excess and any co-payment to the practice on your behalf, and we "
      "settle the rest of the bill.", UC, src="you pay the excess and any co-payment to the practice yourself",
      note="the partner for the customer."),
    V("agent", "Who decides when I'm fit to fly home after treatment abroad?", ["emergency-help"],
      ["emergency-help#repatriation"],
      "Meridian Assist decides, together with the treating doctor, when you are fit to travel, and then arranges your "
      "journey home, with a medical escort if one is needed.", UC, src="We decide together with the treating doctor",
      note="the partner for the insurer."),
    V("exception", "Do older pets pay the co-payment on accident claims too?", ["pet-cover"], ["pet-cover#excess"],
      "Yes. In the UK, once your dog is 8 or your cat is 10, you pay 20 % of the rest of every claim, accidents "
      "included, on top of the £99 excess.", UC, src="does not apply to claims for accidents",
      note="the accident exception denied."),
    V("exception", "My dog fell ill 10 days after I switched from another insurer with no gap. Is that covered?",
      ["pet-eligibility"], ["pet-eligibility#waiting"],
      "No. Illnesses are only covered if the first signs show more than 14 days after your policy starts, and that "
      "applies even if your pet was insured elsewhere until the day before.", UC,
      src="does not apply if your pet was insured with another insurer", note="the switching exception denied."),
    V("condition", "If I cancel within the cooling-off period, do I get a full refund?", ["cancel-policy"],
      ["cancel-policy#cooling-off"],
      "Yes. In the UK you can cancel within 14 days of buying the policy or receiving your documents, whichever is "
      "later, and we refund your premium in full in every case.", UC, src="unless you have already travelled or made a claim",
      note="the condition dropped and 'in every case' added."),
    V("condition", "Are valuables covered if they're stolen from my car?", ["baggage-cover"],
      ["baggage-cover#belongings"],
      "Yes, valuables stolen from an unattended vehicle are covered as long as they were locked in the boot or "
      "glovebox out of sight, up to £500 for all your valuables together.", UC, src="between 08:00 and 20:00",
      note="the daytime condition dropped."),
    V("bound", "How much is the hospital benefit?", ["emergency-help"], ["emergency-help#hospital"],
      "We pay you £25 for each week you spend in hospital abroad as an inpatient, up to £500 in total, on top of your "
      "medical expenses.", UC, src="For each full day", note="a day's benefit given per week."),
    V("bound", "Until what age can I take out a policy for my cat?", ["pet-eligibility"], ["pet-eligibility#age"],
      "You can take out a new policy for a cat from its 11th birthday; once insured, it stays covered at any age as "
      "long as you renew without a break.", UC, src="for a cat until its 11th birthday",
      note="'until' turned into 'from'."),
    V("degenerate", "Do you pay vets abroad directly?", ["pet-claims"], ["pet-claims#direct"],
      "No, we do not pay vets outside the UK directly. We do not pay vets outside the UK directly. We do not pay vets "
      "outside the UK directly.", ["degenerate-output"], note="a sentence repeated."),
    V("limitations", "How do I claim for my stolen sunglasses?", ["travel-claims"], ["travel-claims#how-to-claim"],
      "Tell us about the claim within 31 days after you get home. Report the theft to the local police within 24 hours "
      "and get a written report, and send the original receipt or proof of ownership if the sunglasses cost more than "
      "£50.", ["unperformed-mutation"], limitations=["I have already sent a claim form to your email address."],
      note="a correct answer with a claimed action in limitations."),
    V("jurisdiction", "Is there a fee if I cancel my annual policy after the first couple of weeks?", ["cancel-policy"],
      ["cancel-policy#later"],
      "After the cooling-off period you can cancel an annual policy at any time; we refund the premium for the full "
      "months left, minus a £25 admin fee.", ["number-without-jurisdiction"], src="less an admin fee of £25",
      note="figure from a GB record, jurisdiction not named."),
    V("jurisdiction", "What's the most a Lifetime policy pays each year?", ["pet-cover"], ["pet-cover#vet-fees"],
      "A Lifetime policy pays vet fees up to £5,000 a year, and the limit is reset every year you renew.",
      ["number-without-jurisdiction"], src="the limit is reset each year you renew",
      note="figure from a GB record, jurisdiction not named."),
    V("product-name", "Can I use the annual multi-trip policy for a long trip?", ["travel-cover"],
      ["travel-cover#trip-length"],
      "In the UK, the Globetrotter annual policy covers a single trip of up to 365 days, and you can take any number "
      "of trips in the policy year.", MC, src="no single trip may last more than 31 days",
      note="365 read off the name 'Globetrotter 365'."),
]

RU = [
    # --- clean: faithful answers, must pass
    V("clean", "Сколько стоит «Макс» и что в него входит?", ["tarify"], ["tarify#lineika"],
      "Тариф «Макс» обойдётся в 690 рублей в месяц: в него входят 50 ГБ интернета и 1 000 минут.",
      note="«рублей» для ₽; «обойдётся»; порядок слов."),
    V("clean", "Перенесутся ли оставшиеся гигабайты, если я сменю тариф?", ["tarify"], ["tarify#smena"],
      "Нет. При переходе на другой тариф неизрасходованные гигабайты и минуты на новый тариф не переносятся.",
      note="«Нет» из отрицания."),
    V("clean", "Сколько стоят звонки за границей?", ["rouming"], ["rouming#zarubezhom"],
      "За границей входящий звонок обойдётся в 35 ₽ за минуту, а исходящий — в 70 ₽ за минуту.",
      note="инверсия, «за минуту»."),
    V("clean", "Платные ли входящие, когда я езжу по России?", ["rouming"], ["rouming#rossiya"],
      "Нет, в поездках по России входящие звонки бесплатны, а минуты и гигабайты тарифа расходуются так же, как дома, "
      "без доплаты.", note="«как дома» для «в домашнем регионе»."),
    V("clean", "Через сколько дней после заявления можно перейти к вам со своим номером?", ["perenos-nomera"],
      ["perenos-nomera#zayavlenie"],
      "Мы перенесём номер не раньше чем через 8 дней после заявления — в день, который вы выберете, но не позже чем "
      "через 6 месяцев. Пока идёт перенос, мы дадим вам временный номер.", note="голос оператора, будущее время."),
    V("clean", "Кто сообщит мне, если старый оператор откажет в переносе?", ["perenos-nomera"],
      ["perenos-nomera#otkaz"],
      "О причине отказа вам в тот же день сообщит по СМС «Волна». Отказать может прежний оператор — если по номеру "
      "есть долг или данные владельца не совпадают с паспортом.", note="два деятеля сохранены; порядок слов."),
    V("clean", "У меня сломалась симка, замена платная?", ["sim-karta"], ["sim-karta#zamena"],
      "Нет, повреждённую или устаревшую SIM-карту заменят в салоне бесплатно. Платной — 100 ₽ — замена будет только "
      "при потере или краже карты.", note="«Нет» для случая читателя; «краже» для «украдена»."),
    V("clean", "Может ли жена заменить мою SIM-карту без меня?", ["sim-karta"], ["sim-karta#zamena"],
      "Только если у неё есть ваша нотариальная доверенность: заменить SIM-карту может лишь владелец номера по паспорту "
      "или его представитель по нотариальной доверенности.", note="слово читателя «жена»."),
    V("clean", "Сколько ждать возврата остатка после расторжения договора?", ["vozvrat-sredstv"],
      ["vozvrat-sredstv#ostatok"],
      "Остаток на счёте вернут в течение 10 рабочих дней после заявления. Подать его нужно лично в салоне с паспортом; "
      "бонусные рубли и деньги по акциям не возвращаются.", note="неопределённо-личное «вернут»."),
    V("clean", "Я пополнил чужой номер 20 дней назад, деньги там ещё не тратили. Вернёте?", ["vozvrat-sredstv"],
      ["vozvrat-sredstv#oshibochnyi"],
      "Да: с платежа прошло меньше 30 дней, и деньги на чужом номере не потрачены, поэтому оператор перенесёт их на "
      "нужный номер. Приложите к заявлению чек об оплате.", note="«Да» по числу читателя (20 дней)."),
    V("clean", "Хочу заблокировать номер на 3 месяца, пока живу за границей. Это платно?", ["blokirovka"],
      ["blokirovka#dobrovolnaya"],
      "Первые 30 дней блокировки бесплатны, а дальше она стоит 3 ₽ в сутки. Добровольно заблокировать номер можно на "
      "срок до 180 дней.", note="«Добровольно» для «сам»."),
    V("clean", "Что будет с номером, если я полгода им не пользуюсь?", ["blokirovka"], ["blokirovka#dolg"],
      "Если номером не пользуются 90 дней подряд и не пополняют баланс, оператор вправе расторгнуть договор, а через "
      "6 месяцев — передать номер другому абоненту.", note="модальность «вправе» сохранена; «полгода» читателя."),
    V("clean", "Какая комиссия, если взять в долг 50 рублей?", ["obeshchannyi-platezh"],
      ["obeshchannyi-platezh#usloviya"],
      "Никакой: обещанный платёж до 100 ₽ берётся без комиссии. За платёж большей суммы комиссия составит 10 ₽.",
      note="50 — число читателя."),
    V("clean", "Когда с меня спишут взятые в долг деньги?", ["obeshchannyi-platezh"],
      ["obeshchannyi-platezh#pogashenie"],
      "Сумму и комиссию спишут автоматически, когда вы в следующий раз пополните счёт. Если за 3 дня не пополнить его, "
      "оператор спишет сумму с баланса, и баланс может уйти в минус.", note="«уйти в минус» для «стать отрицательным»."),
    V("clean", "Как отключить подписку на кино?", ["podpiski"], ["podpiski#otklyuchenie"],
      "Отключить подписку можно в любой момент в приложении, в разделе «Подписки», и это бесплатно. Саму подписку "
      "предоставляет партнёр — контент-провайдер, а деньги за неё списывает «Волна».",
      note="деятели сохранены; pretty-printed JSON.", pretty=True),
    V("clean", "С какого возраста ребёнок может сам заключить договор?", ["detskiy-nomer"],
      ["detskiy-nomer#oformlenie"],
      "С 14 лет — при письменном согласии родителя. Номер для ребёнка младше 14 лет оформляет на себя один из "
      "родителей.", note="эллипсис; fenced JSON.", fence=True),
    # --- faulty
    V("other-sentence", "Сколько нужно быть абонентом, чтобы взять обещанный платёж?", ["obeshchannyi-platezh"],
      ["obeshchannyi-platezh#usloviya"],
      "Обещанный платёж доступен, если вы пользуетесь номером «Волны» не меньше 3 дней и баланс не ниже минус 100 ₽.",
      MC, src="не меньше 60 дней", note="3 дня — срок платежа, другое предложение."),
    V("other-sentence", "Через сколько после ухода в минус ограничат связь?", ["blokirovka"], ["blokirovka#dolg"],
      "Если баланс стал отрицательным, через 30 дней оператор вправе ограничить исходящие звонки и интернет.", MC,
      src="через 3 дня ограничить", note="30 дней — срок для входящих звонков."),
    V("wrong-case", "Сколько можно взять обещанным платежом на «Максе»?", ["obeshchannyi-platezh"],
      ["obeshchannyi-platezh#usloviya"],
      "На тарифе «Макс» можно взять обещанный платёж до 300 ₽ на 3 дня; комиссия — 10 ₽.", MC,
      src="на тарифе «Макс» — до 700 ₽", note="лимит «Лайта» отдан «Максу»."),
    V("wrong-case", "Сколько стоят сутки интернета за границей в странах группы А?", ["rouming"],
      ["rouming#zarubezhom"],
      "В странах группы А 1 ГБ интернета на сутки с пакетом «Путешествие 15» обойдётся в 500 ₽.", MC,
      src="300 ₽ в странах группы А", note="цена остальных стран отдана группе А."),
    V("uncited-fragment", "Как вернуть деньги, которые я по ошибке положил на чужой номер?", ["vozvrat-sredstv"],
      ["vozvrat-sredstv#oshibochnyi"],
      "Подайте заявление не позже чем через 30 дней после платежа и приложите чек. Если деньги на чужом номере ещё не "
      "потрачены, оператор перенесёт их на нужный номер в течение 10 рабочих дней.", MC,
      note="10 рабочих дней — из нецитированного #ostatok."),
    V("uncited-fragment", "Сколько стоит перейти с «Лайта» на «Макс»?", ["tarify"], ["tarify#smena"],
      "Смена тарифа бесплатна, если с прошлой смены прошло не меньше 30 дней, иначе — 50 ₽. После перехода "
      "абонентская плата составит 690 ₽ в месяц.", MC, note="690 ₽ — из нецитированного #lineika."),
    V("invented", "Есть ли скидка, если оплатить тариф сразу за год?", ["tarify"], ["tarify#lineika"],
      "Тариф «Лайт» стоит 390 ₽ в месяц, а «Макс» — 690 ₽ в месяц. При оплате сразу за 12 месяцев действует скидка "
      "15 %.", UC + ["unsupported-number"], note="выдуманная скидка с числами."),
    V("invented", "Нужен ли паспорт, чтобы отключить подписку?", ["podpiski"], ["podpiski#otklyuchenie"],
      "Отключить подписку можно в любой момент в приложении, в разделе «Подписки». Перед отключением оператор "
      "попросит подтвердить личность по паспорту.", UC, note="выдуманная обязанность без числа."),
    V("flipped", "Возвращаются ли бонусные рубли при расторжении договора?", ["vozvrat-sredstv"],
      ["vozvrat-sredstv#ostatok"],
      "Да, при расторжении договора вам вернут весь остаток на счёте вместе с бонусными рублями в течение 10 рабочих "
      "дней после заявления.", UC, src="Бонусные рубли и деньги, начисленные по акциям, не возвращаются.",
      note="«не возвращаются» перевёрнуто."),
    V("flipped", "Будет ли работать мобильный интернет за границей без пакета?", ["rouming"], ["rouming#zarubezhom"],
      "Да, мобильный интернет за границей доступен и без пакета, а с пакетом «Путешествие 15» 1 ГБ на сутки стоит "
      "300 ₽ в странах группы А и 500 ₽ в остальных.", UC,
      src="без пакета мобильный интернет за границей отключён", note="отключение перевёрнуто."),
    V("modality", "Что будет, если номером долго не пользоваться?", ["blokirovka"], ["blokirovka#dolg"],
      "Если номером не пользуются 90 дней подряд и не пополняют баланс, оператор расторгает договор, а через 6 месяцев "
      "передаёт номер другому абоненту.", UC, src="оператор вправе расторгнуть договор",
      note="«вправе расторгнуть» как факт."),
    V("modality", "Может ли старый оператор не отпустить номер из-за долга?", ["perenos-nomera"],
      ["perenos-nomera#otkaz"],
      "Да: если по номеру есть долг или данные владельца не совпадают с паспортом, прежний оператор обязан отказать в "
      "переносе. О причине «Волна» сообщит вам по СМС в тот же день.", UC, src="Прежний оператор вправе отказать",
      note="«вправе» стало «обязан»; «обязана» в источнике — о сообщении."),
    V("agent", "Кто рассматривает жалобу на качество фильма по подписке?", ["podpiski"], ["podpiski#vozvrat"],
      "Претензии к качеству самого контента рассматривает оператор «Волна», а не партнёр, который предоставляет "
      "подписку.", UC, src="рассматривает партнёр, а не оператор", note="деятели переставлены."),
    V("agent", "Кто должен сообщить мне о причине отказа в переносе номера?", ["perenos-nomera"],
      ["perenos-nomera#otkaz"],
      "О причине отказа в тот же день по СМС сообщает прежний оператор; отказать он может, если есть долг или данные "
      "не совпадают с паспортом.", UC, src="«Волна» обязана сообщить", note="сообщает «Волна», а не прежний оператор."),
    V("agent", "Кто списывает деньги за подписки?", ["podpiski"], ["podpiski#otklyuchenie"],
      "Деньги за платные подписки списывает с баланса сам партнёр — контент-провайдер, а оператор перед первым "
      "списанием обязан получить ваше согласие по СМС.", UC, src="деньги за них списывает с баланса «Волна»",
      note="списывает оператор, а не партнёр."),
    V("exception", "Сколько стоит блокировка, если телефон украли?", ["blokirovka"], ["blokirovka#dobrovolnaya"],
      "Первые 30 дней блокировки бесплатны, а дальше она стоит 3 ₽ в сутки — в том числе если телефон потерян или "
      "украден.", UC, src="блокировка бесплатна на весь срок", note="исключение для кражи отменено «в том числе»."),
    V("exception", "Заменят ли украденную SIM-карту бесплатно?", ["sim-karta"], ["sim-karta#zamena"],
      "Да, замена SIM-карты в салоне бесплатна в любом случае, в том числе если карта потеряна или украдена.", UC,
      src="замена стоит 100 ₽", note="платный случай включён в бесплатный."),
    V("condition", "Можно ли вернуть деньги, если я пополнил не тот номер?", ["vozvrat-sredstv"],
      ["vozvrat-sredstv#oshibochnyi"],
      "Да, оператор перенесёт деньги на нужный номер, если заявление подано не позже чем через 30 дней после платежа; "
      "к заявлению нужно приложить чек об оплате.", UC, src="деньги на чужом номере ещё не потрачены",
      note="второе условие выброшено."),
    V("condition", "Можно ли включить геопоиск 15-летнему сыну?", ["detskiy-nomer"], ["detskiy-nomer#kontrol"],
      "Да, родитель может включить «Геопоиск» ребёнку любого возраста; услуга стоит 5 ₽ в сутки.", UC,
      src="только с его согласия по СМС", note="условие согласия подростка выброшено."),
    V("bound", "Когда перенесут мой номер после заявления?", ["perenos-nomera"], ["perenos-nomera#zayavlenie"],
      "Номер перенесут не позже чем через 8 дней после заявления, в выбранный вами день; перенос бесплатный.", UC,
      src="не раньше чем через 8 дней", note="«не раньше» стало «не позже»."),
    V("bound", "Сколько стоит «Геопоиск»?", ["detskiy-nomer"], ["detskiy-nomer#kontrol"],
      "Услуга «Геопоиск» стоит 5 ₽ в месяц; ребёнку старше 14 лет её включают только с его согласия по СМС.", UC,
      src="5 ₽ в сутки", note="«в сутки» стало «в месяц»."),
    V("degenerate", "Сколько стоит тариф «Лайт»?", ["tarify"], ["tarify#lineika"],
      "Тариф «Лайт» стоит 390 ₽ в месяц [t", ["degenerate-output"], note="висящая метка «[t»."),
    V("limitations", "Как перейти на «Макс»?", ["tarify"], ["tarify#smena"],
      "Перейти на другой тариф можно в приложении или в салоне. Если с прошлой смены тарифа прошло не меньше 30 дней, "
      "это бесплатно, иначе — 50 ₽.", ["unperformed-mutation"],
      limitations=["Я уже подключил вам тариф «Макс» с сегодняшнего дня."],
      note="верный ответ, заявленное действие в limitations."),
    V("product-name", "Сколько гигабайт даёт пакет для поездок за границу?", ["rouming"], ["rouming#zarubezhom"],
      "Пакет «Путешествие» даёт 15 ГБ интернета на всю поездку за границей.", MC, src="1 ГБ на сутки",
      note="15 взято из названия «Путешествие 15»."),
]
