"""The unseen11 verify cases: one V(...) per model answer, with the context it was given.

`ctx` names document ids (all their anchored fragments, copied verbatim by the builder) or single
fragment ids; `cites` is the answer's documentationCitations; `checks` the check ids a correct
verifier must report (empty: the answer is correct and must pass); `src` the source phrase a faulty
answer contradicts or drops (checked by build_unseen11.py to occur in the context and, for most
kinds, not in the answer).
"""
from __future__ import annotations

MC = "misattributed-figure"
UC = "unsupported-claim"
UN = "unsupported-number"
UM = "unperformed-mutation"
DG = "degenerate-output"


def V(kind, question, ctx, cites, answer, checks, note, src="", limitations=(), pretty=False, fence=False):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "note": f"{kind}: {note}", "src": src, "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": []}


EN = [
    # --- clean (20)
    V("clean", "How much is Premium a month?", ["mbr-plans"], ["mbr-plans#plans"],
      "Premium costs €65 a month and includes unlimited group classes and the sauna.", [],
      "one plan of three, 'includes' for 'adds'."),
    V("clean", "What is the joining fee?", ["mbr-plans"], ["mbr-plans#joining-fee"],
      "You pay a one-off joining fee of €30 when you join, but it is waived if you pay for a full year in "
      "advance. If you rejoin within 6 months of leaving, the fee is €15 instead.", [],
      "rule, waiver and the rejoining case, reworded."),
    V("clean", "Can I freeze my membership, and what does it cost?", ["mbr-freeze"], ["mbr-freeze#freeze"],
      "Yes. You can freeze it for 1 to 3 months in each membership year at €10 per frozen month, and you "
      "need to ask at least 7 days before your next payment date. The frozen months are added to your "
      "minimum term.", [],
      "'added to' for 'extended by'."),
    V("clean", "Do I pay for a freeze if I'm injured?", ["mbr-freeze"], ["mbr-freeze#medical", "mbr-freeze#freeze"],
      "No. A freeze for injury is free of charge and can last up to 6 months, as long as you give reception "
      "a doctor's note.", [],
      "'No.' from 'free of charge', 'as long as' for 'provided'; a correct limitation with the other case's figure.",
      limitations=["A freeze for any other reason costs €10 for each month frozen."]),
    V("clean", "I joined 10 days ago and have been three times. Can I get my money back?", ["mbr-cancel"],
      ["mbr-cancel#cooling-off"],
      "Partly. You are still within the 14-day cooling-off period, but because you have visited more than "
      "twice, only the joining fee is refunded, not the first month's fee.", [],
      "the exception applied to the reader's own case (the question's 10 days and three visits)."),
    V("clean", "How much does it cost to bring a friend if I'm on Standard?", ["guest-policy"],
      ["guest-policy#guests"],
      "On the Standard plan you buy a guest pass at €12 per visit. Your friend must be at least 18, show "
      "photo ID and stay with you for the whole visit.", [],
      "'other plans' applied to Standard; 'stay with you' for 'accompanied by the member'."),
    V("clean", "Can a day pass holder use the sauna?", ["guest-policy"], ["guest-policy#passes"],
      "No. Day and week pass holders may use the gym floor and the pool, but not the sauna.", [],
      "'No.' from 'but not'."),
    V("clean", "What does a personal trainer cost?", ["pt-terms"], ["pt-terms#prices"],
      "- One 60-minute session: €50\n- A pack of 10 sessions: €400, to be used within 6 months\n"
      "- Premium members: the first session is free", [],
      "bullet list."),
    V("clean", "What if I need to move my personal training session?", ["pt-terms"], ["pt-terms#cancel-session"],
      "1. Moving or cancelling it up to 24 hours before it starts is free of charge.\n"
      "2. Later than that, or if you miss it, the session is charged in full.\n"
      "3. If your trainer cancels, the session is moved to a time that suits you at no charge.", [],
      "numbered list, reordered clauses."),
    V("clean", "How do I book a class and what does it cost on Off-Peak?", ["class-rules"], ["class-rules#booking"],
      "Book it in the Ironbark app up to 7 days ahead (booking opens at 07:00). On Off-Peak you pay €6 per class.",
      [], "imperative, parenthesis."),
    V("clean", "What counts as a late cancellation for a class?", ["class-rules"], ["class-rules#late-cancel"],
      "Cancelling less than 2 hours before the class starts is a late cancellation; 3 late cancellations or "
      "no-shows within 30 days stop you booking classes for 7 days.", [],
      "'stop you booking' for 'you cannot book'."),
    V("clean", "Can my 12-year-old daughter swim with me?", ["pool-sauna-rules"], ["pool-sauna-rules#pool"],
      "Yes, as long as you are in the water with her: children under 16 may use the pool only with an adult "
      "member in the water. Family swim is on Saturdays and Sundays, 10:00–12:00.", [],
      "'Yes' inferred from 'only with an adult', the reader's own age (12)."),
    V("clean", "How long can I stay in the sauna?", ["pool-sauna-rules"], ["pool-sauna-rules#sauna"],
      "No more than 15 minutes at a time, and you must shower before going in. It is open to members aged "
      "18 and over.", [],
      "'No more than' for 'no longer than'."),
    V("clean", "What happens to stuff I leave in a day locker overnight?", ["locker-rules"],
      ["locker-rules#day-lockers"],
      "Staff remove it and keep it for 14 days.", [],
      "passive turned active."),
    V("clean", "Can an Off-Peak member rent a permanent locker?", ["locker-rules"], ["locker-rules#rented"],
      "No. Rented lockers are only for Standard and Premium members (€8 a month or €80 a year).", [],
      "'No.' from 'only'."),
    V("clean", "My son is 14. Can he join?", ["junior-rules"], ["junior-rules#juniors"],
      "Yes, on the Junior plan for €25 a month, with written consent from a parent or guardian. He can use "
      "the gym floor on weekdays from 15:00 to 18:00, when an instructor is present.", [],
      "genitive turned round ('consent from a parent')."),
    V("clean", "Is the induction compulsory?", ["junior-rules"], ["junior-rules#induction"],
      "Only for juniors, who must complete it before their first visit; for adults the free 45-minute "
      "induction is optional.", [],
      "'compulsory' answered by 'must … optional'."),
    V("clean", "What happens if my direct debit fails?", ["mbr-plans"], ["mbr-plans#payment"],
      "We try again after 5 days. Each failed payment costs €7.50, and after two failed payments your access "
      "card is blocked until the arrears are paid.", [],
      "pretty-printed JSON, clauses reordered.", pretty=True),
    V("clean", "What did Premium cost in 2025 compared with now?", ["mbr-plans", "mbr-plans-2025"],
      ["mbr-plans#plans", "mbr-plans-2025#plans-2025"],
      "Premium costs €65 a month now; in 2025 it cost €59 a month.", [],
      "historical edition beside the current one, two sections cited."),
    V("clean", "Can I leave early if I move to another city?", ["mbr-cancel"], ["mbr-cancel#moving"],
      "Yes, if you move more than 25 km from any Ironbark club you can cancel during the minimum term with 30 "
      "days' notice and no early exit fee, provided you show proof of your new address.", [],
      "fenced JSON; 'Yes' from 'may', the condition kept.", fence=True),
    # --- other-sentence (3)
    V("other-sentence", "How early should I get to a class?", ["class-rules"], ["class-rules#booking"],
      "Arrive at least 7 minutes before the class starts, or your place may go to someone on the waiting list.",
      [MC], "7 is the booking window in days, another sentence.", src="at least 5 minutes"),
    V("other-sentence", "How far ahead must I ask for a freeze?", ["mbr-freeze"], ["mbr-freeze#freeze"],
      "You must ask at least 10 days before your next payment date.",
      [MC], "10 is the freeze fee (€10), another sentence.", src="at least 7 days before"),
    V("other-sentence", "What is the minimum age to join as an adult member?", ["junior-rules"],
      ["junior-rules#juniors"],
      "You must be at least 14 years old to become a member.",
      [MC], "14 is the Junior plan's age, another sentence; members must be at least 16.",
      src="Members must be at least 16 years old"),
    # --- wrong-case (2) and general-for-excepted (1)
    V("wrong-case", "How much is a week pass?", ["guest-policy"], ["guest-policy#passes"],
      "A week pass costs €15 for non-members.",
      [MC], "€15 is the day pass in the same sentence.", src="a week pass for €39"),
    V("wrong-case", "What does the Off-Peak plan cost?", ["mbr-plans"], ["mbr-plans#plans"],
      "The Off-Peak plan costs €45 a month.",
      [MC], "€45 is Standard's price.", src="Off-Peak costs €29 a month"),
    V("general-for-excepted", "I left 3 months ago. What joining fee do I pay if I come back?", ["mbr-plans"],
      ["mbr-plans#joining-fee"],
      "If you rejoin within 6 months of leaving, you pay the joining fee of €30.",
      [MC], "the general €30 given to the rejoining case, which has its own €15.",
      src="pays a joining fee of €15 instead"),
    # --- uncited-fragment (2)
    V("uncited-fragment", "What does a personal training session cost?", ["pt-terms"],
      ["pt-terms#cancel-session"],
      "A session costs €50, and you can cancel it free of charge up to 24 hours before it starts.",
      [MC], "€50 is only in the uncited #prices."),
    V("uncited-fragment", "How much notice do I give to cancel my membership?", ["mbr-cancel", "mbr-plans"],
      ["mbr-cancel#notice"],
      "You give 30 days' notice in writing, once your minimum term of 12 months is over.",
      [MC], "12 months is only in the uncited mbr-plans#minimum-term."),
    # --- invented (2)
    V("invented", "Is there a discount for paying annually?", ["mbr-plans"],
      ["mbr-plans#minimum-term", "mbr-plans#joining-fee"],
      "Yes, paying for a full year in advance gives you a 25 % discount on the monthly price.",
      [UC, UN], "25 % occurs nowhere (the source says ten times the monthly price).",
      src="costs ten times the monthly price"),
    V("invented", "Do I need to bring my own padlock for a day locker?", ["locker-rules"],
      ["locker-rules#day-lockers"],
      "Yes, you must bring your own padlock, as staff cannot lend you one.",
      [UC], "no padlock anywhere; no figure."),
    # --- flipped (1)
    V("flipped", "Can pass holders use the sauna?", ["guest-policy"], ["guest-policy#passes"],
      "Yes, day and week pass holders may use the gym floor, the pool and the sauna.",
      [UC], "the sauna is excluded.", src="but not the sauna"),
    # --- agent (1)
    V("agent", "Who has to agree before a 15-year-old can join?", ["junior-rules"], ["junior-rules#juniors"],
      "A 15-year-old can join on the Junior plan with the written consent of an instructor.",
      [UC], "the consent is the parent's or guardian's; the instructor supervises.",
      src="parent's or guardian's written consent"),
    # --- exception (2)
    V("exception", "Can I get a full refund if I cancel in the first two weeks?", ["mbr-cancel"],
      ["mbr-cancel#cooling-off"],
      "Yes, within 14 days of joining you get a full refund of the joining fee and the first month's fee, "
      "however many times you have visited.",
      [UC], "the 'more than twice' exception denied.", src="unless you have visited the club more than twice"),
    V("exception", "Do Premium members pay for personal training?", ["pt-terms"], ["pt-terms#prices"],
      "Yes, every session costs €50 for everyone, Premium members included, from the very first one.",
      [UC], "the free first session dropped.", src="Premium members get their first session free"),
    # --- condition (2)
    V("condition", "Is a medical freeze free?", ["mbr-freeze"], ["mbr-freeze#medical"],
      "Yes, a freeze for illness or injury is free of charge and can last up to 6 months, and no paperwork "
      "is needed.",
      [UC], "the doctor's note dropped and denied.", src="provided you give reception a doctor's note"),
    V("condition", "Can I cancel during my minimum term without paying the exit fee?", ["mbr-cancel"],
      ["mbr-cancel#moving"],
      "Yes, you can cancel during the minimum term with 30 days' notice and no early exit fee, whatever your "
      "reason.",
      [UC], "the move of more than 25 km (and proof) dropped; otherwise €90.",
      src="If you move more than 25 km from any Ironbark club"),
    # --- bound (2)
    V("bound", "How late can I cancel a personal training session for free?", ["pt-terms"],
      ["pt-terms#cancel-session"],
      "You can cancel free of charge as long as you cancel less than 24 hours before the session starts.",
      [UC], "'up to 24 hours before' turned into 'less than 24 hours before'.",
      src="up to 24 hours before it starts"),
    V("bound", "How long should I stay in the sauna?", ["pool-sauna-rules"], ["pool-sauna-rules#sauna"],
      "Stay in the sauna for at least 15 minutes each time, and shower before you go in.",
      [UC], "'no longer than 15 minutes' turned into 'at least'.", src="no longer than 15 minutes"),
    # --- degenerate (1)
    V("degenerate", "How much is a guest pass?", ["guest-policy"], ["guest-policy#guests"],
      "A guest pass costs €12 per visit. A guest pass costs €12 per visit. A guest pass costs €12 per visit.",
      [DG], "one sentence repeated three times."),
    # --- limitations (2)
    V("limitations", "How do I cancel my membership?", ["mbr-cancel"], ["mbr-cancel#notice"],
      "Once your minimum term is over, give 30 days' notice in writing at reception or by email.",
      [UM], "a claimed action in limitations.",
      limitations=["I have sent your cancellation email to reception."]),
    V("limitations", "Can I bring a guest on Premium?", ["guest-policy"], ["guest-policy#guests"],
      "Yes, Premium members may bring one guest free of charge up to 4 times a month.",
      [UC], "an invented claim in limitations (the passes fragment even excludes the sauna for pass holders).",
      limitations=["Your guests may also use the sauna free of charge."]),
]

RU = [
    # --- clean (20)
    V("clean", "Сколько стоит первичный приём терапевта?", ["priem-vracha"], ["priem-vracha#zapis"],
      "Первичный приём терапевта стоит 1 500 рублей.", [], "«рублей» вместо ₽."),
    V("clean", "Сколько заплатить за повторный приём, если я пришёл через неделю по тому же поводу?",
      ["priem-vracha"], ["priem-vracha#zapis"],
      "Раз вы пришли по тому же случаю в течение 14 дней, повторный приём обойдётся в 900 ₽.", [],
      "случай читателя подведён под условие, порядок слов изменён."),
    V("clean", "Что будет, если я опоздаю на 20 минут?", ["priem-vracha"], ["priem-vracha#opozdanie"],
      "При опоздании более чем на 15 минут врач может принять следующего пациента, а вам предложат "
      "ближайшее свободное время.", [], "«может» вместо «вправе», число читателя (20) в вопросе."),
    V("clean", "Нужен ли намордник для собаки весом 25 кг?", ["priem-vracha"], ["priem-vracha#perevozka"],
      "Да: собаку крупнее 10 кг привозят в наморднике и на поводке.", [],
      "«Да» из условия, вывод для 25 кг, падеж изменён."),
    V("clean", "До какого времени можно бесплатно отменить запись?", ["otmena-zapisi"], ["otmena-zapisi#otmena"],
      "Бесплатно отменить запись можно не позже чем за 3 часа до приёма, по телефону или в личном кабинете.",
      [], "«не позже» вместо «не позднее»."),
    V("clean", "Что будет, если не прийти на приём и не предупредить?", ["otmena-zapisi"],
      ["otmena-zapisi#otmena"],
      "Тогда следующую запись сделают только по предоплате — 50 % стоимости приёма.", [],
      "безличное вместо «возможна»."),
    V("clean", "Сколько раз можно переносить запись?", ["otmena-zapisi"], ["otmena-zapisi#perenos"],
      "Не более двух раз. Запись на операцию переносят не позднее чем за 24 часа, иначе предоплату за неё "
      "не вернут.", [], "«двух» для 2 и «24 часа»; активный залог."),
    V("clean", "Когда щенку делают прививку от бешенства?", ["privivki"], ["privivki#shchenki-kotyata"],
      "Прививку от бешенства делают не раньше 12 недель; стоит она 800 ₽.", [],
      "один случай из фрагмента со многими."),
    V("clean", "Как подготовить кошку к прививке?", ["privivki"], ["privivki#usloviya"],
      "1. За 10 дней до прививки обработайте кошку от глистов.\n"
      "2. Перед прививкой её осмотрит врач, осмотр входит в стоимость.\n"
      "3. Две недели после прививки кошку нельзя купать.", [],
      "нумерованный список, повелительное наклонение."),
    V("clean", "Платный ли ветпаспорт?", ["privivki"], ["privivki#pasport"],
      "При первой прививке в клинике паспорт оформляют бесплатно; отдельно или взамен утерянного — за 300 ₽.",
      [], "оба случая, сокращённо."),
    V("clean", "Сколько стоят сутки в стационаре для кота?", ["stacionar"], ["stacionar#stoimost"],
      "Для кошки сутки в круглосуточном стационаре стоят 1 800 ₽, а лекарства и процедуры оплачиваются "
      "отдельно.", [], "кот → «кошки», порядок слов."),
    V("clean", "Можно ли навестить собаку в отделении интенсивной терапии?", ["stacionar"],
      ["stacionar#poseshcheniya"],
      "Нет, в отделение интенсивной терапии посетителей не пускают.", [], "«Нет» из отрицания."),
    V("clean", "Можно ли принести свой корм в стационар?", ["stacionar"], ["stacionar#korm"],
      "Да, свой корм принести можно. Лечебный корм дают только по назначению врача, а корм клиники уже "
      "входит в стоимость суток.", [], "порядок предложений изменён."),
    V("clean", "Когда будут готовы результаты биохимии?", ["analizy"], ["analizy#sroki"],
      "Биохимический анализ крови будет готов на следующий рабочий день, результаты пришлют на электронную "
      "почту.", [], "будущее время, «пришлют» вместо «отправляют»."),
    V("clean", "Сколько хранятся гистологические стёкла?", ["analizy"], ["analizy#hranenie"],
      "Гистологические блоки и стёкла хранят 3 года; владельцу их выдают по письменному заявлению.", [],
      "активный залог."),
    V("clean", "Нужно ли голодать перед сдачей крови?", ["analizy"], ["analizy#podgotovka"],
      "Да, кровь сдают натощак: животное не кормят 8 часов, но воду давать можно.", [],
      "«животное» вместо «кошек и собак»."),
    V("clean", "Сколько стоит стерилизация кошки и что входит в цену?", ["operacii"], ["operacii#ceny"],
      "Стерилизация кошки стоит 6 500 ₽; в эту сумму входят наркоз и послеоперационная попона, а анализы "
      "перед операцией оплачиваются отдельно.", [], "исключение сохранено."),
    V("clean", "Моей собаке 9 лет, какие анализы нужны перед операцией?", ["operacii"],
      ["operacii#podgotovka-op"],
      "Поскольку ей больше 7 лет, перед наркозом ей обязательно сделают анализ крови и ЭКГ.", [],
      "«больше 7 лет» для «старше 7 лет», возраст читателя (9) в вопросе."),
    V("clean", "Сколько стоит вызвать врача домой в пределах города?", ["vyezd-na-dom"], ["vyezd-na-dom#vyezd"],
      "Выезд в пределах города — 2 000 ₽; осмотр и процедуры оплачиваются отдельно по прайсу клиники.", [],
      "JSON в ограждении ```json.", fence=True),
    V("clean", "Сколько стоил повторный приём в 2026 году и сколько сейчас?", ["priem-vracha", "priem-vracha-2026"],
      ["priem-vracha#zapis", "priem-vracha-2026#ceny-2026"],
      "В 2026 году повторный приём стоил 700 ₽, сейчас — 900 ₽, если прийти по тому же случаю в течение 14 дней.",
      [], "историческая редакция рядом с нынешней, JSON с отступами.", pretty=True),
    # --- other-sentence (3)
    V("other-sentence", "Со скольки недель прививают от бешенства?", ["privivki"], ["privivki#shchenki-kotyata"],
      "От бешенства прививают с 8 недель.",
      [MC], "8 недель — первая прививка щенков и котят, другое предложение.", src="не раньше 12 недель"),
    V("other-sentence", "Через сколько дней после прививки можно купать собаку?", ["privivki"],
      ["privivki#usloviya"],
      "Купать собаку можно через 10 дней после прививки.",
      [MC], "10 дней — обработка от глистов до прививки, другое предложение.", src="Две недели после прививки"),
    V("other-sentence", "Сколько хранятся образцы крови?", ["analizy"], ["analizy#hranenie"],
      "Образцы крови хранятся в лаборатории 5 лет.",
      [MC], "5 лет — срок результатов в электронной карте, другое предложение.",
      src="хранятся в лаборатории 7 дней"),
    # --- wrong-case (3)
    V("wrong-case", "Сколько стоит комплексная прививка для кошки?", ["privivki"], ["privivki#shchenki-kotyata"],
      "Комплексная прививка для кошки стоит 2 200 ₽.",
      [MC], "2 200 ₽ — для собак.", src="для кошек — 1 900 ₽"),
    V("wrong-case", "Сколько стоят сутки в стационаре для собаки?", ["stacionar"], ["stacionar#stoimost"],
      "Сутки в стационаре для собаки стоят 1 800 ₽.",
      [MC], "1 800 ₽ — для кошки.", src="2 500 ₽ для собаки"),
    V("wrong-case", "За сколько часов до операции убирают воду?", ["operacii"], ["operacii#podgotovka-op"],
      "Воду убирают за 12 часов до операции.",
      [MC], "12 часов — для корма, вода — за 4 часа.", src="воду убирают за 4 часа"),
    # --- uncited-fragment (2)
    V("uncited-fragment", "Сколько стоит вызвать врача за город?", ["vyezd-na-dom", "priem-vracha"],
      ["vyezd-na-dom#vyezd"],
      "Выезд за город стоит 2 000 ₽ и ещё 50 ₽ за каждый километр, а осмотр на дому — 1 500 ₽.",
      [MC], "1 500 ₽ — первичный приём в клинике, только в нецитированном priem-vracha#zapis."),
    V("uncited-fragment", "Когда можно навещать животное в стационаре?", ["stacionar"],
      ["stacionar#poseshcheniya"],
      "Навещать можно с 12:00 до 13:00 и с 18:00 до 19:00, а сутки для кошки стоят 1 800 ₽.",
      [MC], "1 800 ₽ только в нецитированном #stoimost."),
    # --- invented (2)
    V("invented", "Есть ли скидка на кастрацию для пенсионеров?", ["operacii"], ["operacii#ceny"],
      "Да, пенсионерам кастрация кота обходится со скидкой 15 %.",
      [UC, UN], "15 % нигде нет."),
    V("invented", "Нужно ли приносить с собой пелёнку на приём?", ["priem-vracha"], ["priem-vracha#perevozka"],
      "Да, на дно переноски обязательно нужно положить одноразовую пелёнку.",
      [UC], "о пелёнке ничего; без числа."),
    # --- flipped (1)
    V("flipped", "Делают ли рентген на дому?", ["vyezd-na-dom"], ["vyezd-na-dom#ogranicheniya"],
      "Да, рентген можно сделать на дому, а операции под общим наркозом проводят только в клинике.",
      [UC], "рентген на дому не делают.", src="не проводят операции под общим наркозом и рентген"),
    # --- agent (1)
    V("agent", "Когда за приём нужна предоплата?", ["otmena-zapisi"], ["otmena-zapisi#otmena"],
      "Если врач не смог принять животное, следующая запись возможна только по предоплате 50 % стоимости "
      "приёма.",
      [UC], "неявка владельца стала неявкой врача.", src="Если владелец не пришёл и не предупредил"),
    # --- exception (2)
    V("exception", "Можно ли навещать животное в стационаре?", ["stacionar"], ["stacionar#poseshcheniya"],
      "Да, навещать можно в любом отделении, включая интенсивную терапию, с 12:00 до 13:00 и с 18:00 до 19:00.",
      [UC], "исключение (интенсивная терапия) отрицается.",
      src="В отделение интенсивной терапии посетителей не пускают"),
    V("exception", "Сколько стоит стерилизация кошки со всем необходимым?", ["operacii"], ["operacii#ceny"],
      "Стерилизация кошки стоит 6 500 ₽, и в эту цену входит всё, в том числе анализы перед операцией.",
      [UC], "анализы оплачиваются отдельно.", src="анализы перед операцией оплачиваются отдельно"),
    # --- condition (2)
    V("condition", "Ветпаспорт оформляют бесплатно?", ["privivki"], ["privivki#pasport"],
      "Да, ветеринарный паспорт в клинике всегда оформляют бесплатно.",
      [UC], "условие (при первой прививке) выброшено, 300 ₽ за отдельный паспорт.",
      src="при первой прививке в клинике"),
    V("condition", "Нужен ли собаке намордник в клинике?", ["priem-vracha"], ["priem-vracha#perevozka"],
      "Да, всех собак привозят на поводке и обязательно в наморднике.",
      [UC], "условие (крупнее 10 кг или может укусить) выброшено.",
      src="если собака крупнее 10 кг или может укусить"),
    # --- bound (2)
    V("bound", "Когда можно отменить запись бесплатно?", ["otmena-zapisi"], ["otmena-zapisi#otmena"],
      "Бесплатно отменить запись можно не раньше чем за 3 часа до приёма.",
      [UC], "«не позднее чем за 3 часа» перевёрнуто в «не раньше».", src="не позднее чем за 3 часа"),
    V("bound", "Каким животным перед наркозом обязательно делают ЭКГ?", ["operacii"], ["operacii#podgotovka-op"],
      "Анализ крови и ЭКГ перед наркозом обязательны для животных младше 7 лет.",
      [UC], "«старше 7 лет» перевёрнуто.", src="старше 7 лет"),
    # --- degenerate (1)
    V("degenerate", "Сколько стоит выезд врача в пределах города?", ["vyezd-na-dom"], ["vyezd-na-dom#vyezd"],
      "Выезд в пределах города стоит 2 000 ₽ [t",
      [DG], "висящая метка «[t»."),
    # --- limitations (2)
    V("limitations", "Как отменить запись?", ["otmena-zapisi"], ["otmena-zapisi#otmena"],
      "Запись можно отменить бесплатно не позднее чем за 3 часа до приёма по телефону или в личном кабинете.",
      [UM], "заявленное действие в limitations.", limitations=["Я отменил вашу запись на завтра."]),
    V("limitations", "Когда готов общий анализ крови?", ["analizy"], ["analizy#sroki"],
      "Общий анализ крови готов в день сдачи.",
      [UC], "выдуманное утверждение в limitations, без числа.",
      limitations=["Срочный анализ можно получить через час за дополнительную плату."]),
]
