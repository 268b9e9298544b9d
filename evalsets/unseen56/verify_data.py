"""Labelled verify cases of unseen56 (the source of verify_cases.jsonl; build_unseen56.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, numbers in words («пяти», «десяти»), another notation of the same amount
("45 euro", "EUR 40", "€38" for "38 euro"; «рублей» for «₽», «₽» for «рублей», «KZT» for «тенге»), Russian
case forms and word order, two editions or two countries at once, the reader's age, distance, delay,
temperature, date or quantity against a band, exceptions and conditions kept, the actor named. A figure is
never derived (no sums, no conversions, no differences). Wrong answers carry one fault each (README's table).
"""
from __future__ import annotations

NOW = "2038-06-17T10:00:00Z"

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


PIE, PUK, P37 = "slt-prices-ie", "slt-prices-uk", "slt-prices-ie-2037"
STUDENTS, EQUIP, COND, CANC = "slt-students", "slt-equipment", "slt-conditions", "slt-cancellations"
DEPOSITS, PASSES, CAMPS, SAFETY = "slt-deposits", "slt-passes", "slt-camps", "slt-safety"
HEALTH, BEACH, VOUCH, INSUR, COMPL = "slt-health", "slt-beach-rules", "slt-vouchers", "slt-insurance", "slt-complaints"

EN = [
    # --- clean (23)
    V("clean", "How much is a group lesson at each Irish beach?", [PIE], [f"{PIE}#group-lessons"],
      "In Ireland a 2-hour group lesson is 45 euro at Lahinch and EUR 40 at Strandhill, and the wetsuit and soft "
      "board are included.", note="'45 euro' and 'EUR 40' for '€…'; both beaches; the inclusion kept."),
    V("clean", "What does board and wetsuit hire cost in the United Kingdom?", [PUK], [f"{PUK}#hire"],
      "In the United Kingdom a soft board with a wetsuit costs £20 for 2 hours and £32 for a full day. Hard boards "
      "can be hired only at Newquay, at £25 a day, and only by surfers who already catch unbroken waves.",
      note="pretty-printed JSON; the hard-board condition kept.", pretty=True),
    V("clean", "How has the group lesson price at Strandhill changed since 2037?",
      [f"{P37}#group-lessons", f"{PIE}#group-lessons"], [f"{P37}#group-lessons", f"{PIE}#group-lessons"],
      "In Ireland a 2-hour group lesson at Strandhill cost €38 in 2037 and costs €40 now.",
      note="```json fence; historical and current editions, both cited; '€38' for '38 euro'; no difference derived.",
      fence=True),
    V("clean", "How much is the Groms lesson in Ireland and in the UK?",
      [f"{PIE}#group-lessons", f"{PUK}#group-lessons"], [f"{PIE}#group-lessons", f"{PUK}#group-lessons"],
      "The 1-hour Groms lesson, for children aged 5 to 7, costs €25 in Ireland and £20 in the United Kingdom, at "
      "both beaches in each country.", note="two countries, each figure to its own."),
    V("clean", "Can I hire a hard board at Croyde?", [PUK], [f"{PUK}#hire"],
      "No. In the United Kingdom hard boards are hired only at Newquay, for £25 a day, so not at Croyde.",
      note="'No.' opener; a closed list read against the reader's beach."),
    V("clean", "I'd like a private lesson with my partner at Lahinch. How much is it?", [PIE],
      [f"{PIE}#private-lessons"],
      "In Ireland a 90-minute private lesson costs €95 for one person, and your partner joining the same lesson "
      "pays €50.", note="'you'-addressed; each person's figure, no sum."),
    V("clean", "My daughter is 7. Which lesson can she book?", [STUDENTS], [f"{STUDENTS}#minimum-ages"],
      "At 7 she can book only the 1-hour Groms lesson, which is for children aged 5 to 7; group lessons start at 8.",
      note="the reader's 7 inside the band; 'start at 8' for 'aged 8 and over'."),
    V("clean", "I can only swim about 20 metres. Can I join a group lesson?", [STUDENTS], [f"{STUDENTS}#swimming"],
      "No. A group lesson needs you to swim 50 metres without help; you could book a private lesson instead, which "
      "stays in water no deeper than your waist.", note="the reader's 20 metres under the bound; the alternative kept."),
    V("clean", "What's included in a lesson?", [EQUIP], [f"{EQUIP}#included"],
      "A wetsuit, a soft board and a leash come with every lesson. Boots, gloves and hoods are extra: €5 in Ireland "
      "or £4 in the United Kingdom a lesson.", note="word order turned; 'extra' for 'not included'."),
    V("clean", "I dragged a hire board over the rocks and damaged it. Do I have to pay?", [EQUIP],
      [f"{EQUIP}#damage"],
      "Yes. Damage through misuse, such as dragging a board over rocks, is charged at the repair price, up to €150 "
      "in Ireland or £130 in the United Kingdom; only dings from ordinary surfing are repaired at the school's cost.",
      note="'Yes.' opener; the cap and both countries kept."),
    V("clean", "What happens if the school cancels my lesson because of a red flag?", [COND],
      [f"{COND}#school-cancels"],
      "Your lesson is moved to the next free lesson at the same beach, and if you cannot come then, you get a full "
      "refund.", note="'you'-addressed; the condition of the refund kept."),
    V("clean", "When do I find out what time my lesson is?", [COND], [f"{COND}#tide-times"],
      "Because lesson times follow the tide, the time is confirmed to you by text message by 18:00 the day before.",
      note="a clause turned into a reason; 'by 18:00' kept."),
    V("clean", "Can the instructor take us to a different beach?", [COND], [f"{COND}#other-beach"],
      "Yes. If the sea at your beach is too big, the instructor may move the lesson to a more sheltered beach within "
      "20 minutes' drive, and you make your own way there.", note="'may' kept; the students' part kept."),
    V("clean", "I cancelled 2 days before my lesson. What do I get?", [CANC], [f"{CANC}#student-cancels"],
      "You get a credit note valid for 6 months instead of a refund, since a full refund is only for cancelling at "
      "least 72 hours before the lesson.",
      note="the reader's 2 days against the 72 hours (no conversion written)."),
    V("clean", "How are refunds paid?", [DEPOSITS], [f"{DEPOSITS}#refunds"],
      "Refunds go back to the card you booked with, within 10 working days.", note="'you'-addressed; word order."),
    V("clean", "Do I pay a deposit for a kids' camp?", [DEPOSITS], [f"{DEPOSITS}#deposits"],
      "Yes, a kids' camp is booked with a 30% deposit, and the rest is paid 14 days before the first day.",
      note="'Yes,' opener; 'a 30% deposit' for 'a deposit of 30%'."),
    V("clean", "Can my 14-year-old son use my lesson pass?", [PASSES], [f"{PASSES}#pass-holders"],
      "Yes. A pass can be shared between a parent and their own child under 16, and it can be used at any of the "
      "four beaches.", note="the reader's 14 under 16; 'only' read as met."),
    V("clean", "I broke my wrist. Can I stop my pass running out?", [PASSES], [f"{PASSES}#pass-expiry"],
      "Yes, once: a pass holder who is injured can freeze the pass for up to 3 months by sending a doctor's letter.",
      note="'once' and the letter kept."),
    V("clean", "My daughter is 13. Can she walk home alone after camp?", [CAMPS], [f"{CAMPS}#collection"],
      "Yes, if you have ticked that box on the consent form: children aged 12 or over may walk home alone.",
      note="the reader's 13 over the bound; the condition put first."),
    V("clean", "I found out I'm pregnant after booking. Can I get my money back?", [HEALTH], [f"{HEALTH}#pregnancy"],
      "Yes. Pregnant students are not taught at any stage, so you can get a full refund or move the booking free of "
      "charge, whenever you tell the school.", note="'whenever she tells us' addressed to the reader."),
    V("clean", "The instructor smelled alcohol on me at the briefing. Do I lose my lesson?", [BEACH],
      [f"{BEACH}#alcohol"],
      "Not the first time: you are not taken into the water, but you are offered a place on another lesson free of "
      "charge. A second time, the lesson counts as taken.", note="the first / second time kept apart."),
    V("clean", "Can I give my gift voucher to a friend?", [VOUCH], [f"{VOUCH}#voucher-transfer"],
      "Yes, by telling the office, but the voucher's expiry date cannot be extended.",
      note="'Yes,' opener; the limit kept."),
    V("clean", "Who do I send a complaint to?", [COMPL], [f"{COMPL}#complaint", f"{COMPL}#decision"],
      "Send it by email to the head coach of the beach within 10 days of the lesson.",
      limitations=["The head coach replies within 7 days."],
      note="imperative; `limitations` filled with the cited #decision's first sentence."),

    # --- wrong (22)
    V("wrong-case", "How much is a group lesson at Strandhill?", [PIE], [f"{PIE}#group-lessons"],
      "In Ireland a 2-hour group lesson at Strandhill costs €45, wetsuit and board included.", MC,
      src="€40 at Strandhill", note="Lahinch's €45 (the same sentence) given to Strandhill."),
    V("wrong-case", "How much is a group lesson at Croyde?", [PUK], [f"{PUK}#group-lessons"],
      "In the United Kingdom a 2-hour group lesson at Croyde costs £38.", MC, src="£35 at Croyde",
      note="Newquay's £38 (the same sentence) given to Croyde."),
    V("country", "How much is the Groms lesson in the UK?", [f"{PIE}#group-lessons", f"{PUK}#group-lessons"],
      [f"{PIE}#group-lessons", f"{PUK}#group-lessons"],
      "In the United Kingdom the 1-hour Groms lesson costs €25 at both beaches.", MC,
      src="The 1-hour Groms lesson for children aged 5 to 7 costs £20 at both beaches",
      note="a wrong country: Ireland's €25 given to the United Kingdom; both fragments cited, the value only in the "
      "Irish one."),
    V("unit", "How much does a locker cost in Ireland?", [BEACH], [f"{BEACH}#lockers"],
      "In Ireland a locker at the surf school costs €2 a week.", UC,
      src="€2 in Ireland or £1.50 in the United Kingdom a day",
      note="a daily price given per week (the figure right, the period wrong)."),
    V("other-value", "How much is it to hire just a wetsuit in Ireland?", [PIE], [f"{PIE}#hire"],
      "In Ireland a wetsuit on its own costs €25 for 2 hours.", MC, src="a wetsuit alone costs €12 for 2 hours",
      note="the board-and-wetsuit €25 (the same sentence) given to a wetsuit alone."),
    V("other-value", "How many children does one instructor teach in the Groms lesson?", [SAFETY],
      [f"{SAFETY}#ratios"],
      "In the Groms lesson one instructor teaches no more than 8 children.", MC,
      src="in the Groms lesson no more than 5 children",
      note="the group lesson's 8 (the same sentence) given to the Groms lesson."),
    V("deadline", "How long do I have to make a complaint?", [COMPL], [f"{COMPL}#complaint"],
      "Send your complaint by email to the head coach of the beach within 7 days of the lesson.", MC,
      src="within 10 days of the lesson",
      note="the 7 days of another rule (the head coach's reply, #decision, uncited) given to the complaint."),
    V("uncited-fragment", "How much is a group lesson at Lahinch?", [f"{PIE}#group-lessons", f"{P37}#group-lessons"],
      [f"{PIE}#group-lessons"], "In Ireland a 2-hour group lesson at Lahinch costs €42.", MC,
      src="€45 at Lahinch",
      note="the 2037 edition's 42 euro (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is a pass of 5 lessons in the United Kingdom?", [PASSES], [],
      "In the United Kingdom a pass of 5 group lessons costs £170.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Can a pregnant student take a private lesson?", [HEALTH], [f"{HEALTH}#pregnancy"],
      "Yes, a pregnant student can take a private lesson in shallow water, although she is not taught in group "
      "lessons.", UC, src="Pregnant students are not taught at any stage of pregnancy",
      note="a case the source denies granted (no lesson at any stage)."),
    V("exception", "Who can share a lesson pass?", [PASSES], [f"{PASSES}#pass-holders"],
      "A pass can be shared between family members who live together, including a parent and their own child under "
      "16.", UC, src="It can be shared only between a parent and their own child under 16",
      note="the only exception widened to every family member."),
    V("condition", "Can a 15-year-old hire a board?", [INSUR], [f"{INSUR}#hire-risk"],
      "Yes, a 15-year-old can hire a board by signing the hire agreement.", UC,
      src="unless an adult signs the agreement for them",
      note="the condition (an adult signs) dropped and replaced by the minor signing."),
    V("bound", "How late can I cancel and still get a full refund?", [CANC], [f"{CANC}#student-cancels"],
      "You get a full refund if you cancel less than 72 hours before the lesson.", UC,
      src="cancels at least 72 hours before the lesson", note="'at least 72 hours before' turned into 'less than'."),
    V("bound", "When is my lesson time confirmed?", [COND], [f"{COND}#tide-times"],
      "Lesson times follow the tide and are confirmed by text message after 18:00 the day before.", UC,
      src="by 18:00 the day before", note="'by 18:00' turned into 'after 18:00'."),
    V("modality", "Do we have to move to another beach when the sea is big?", [COND], [f"{COND}#other-beach"],
      "When the sea at one beach is too big, the instructor must move the lesson to a more sheltered beach within 20 "
      "minutes' drive.", UC, src="the instructor may move the lesson",
      note="a permission ('may move') made a duty ('must')."),
    V("flipped", "Am I insured when I hire a board and surf on my own?", [INSUR], [f"{INSUR}#insurance"],
      "Yes, the school's public liability insurance also covers hire customers surfing on their own.", UC,
      src="It does not cover hire customers surfing on their own", note="'does not cover' turned into a yes."),
    V("agent", "Who keeps my inhaler during the lesson?", [HEALTH], [f"{HEALTH}#conditions"],
      "You keep your asthma inhaler with you in a dry bag on the beach.", UC,
      src="Asthma inhalers are kept by the instructor in a dry bag on the beach",
      note="the keeper swapped (the instructor → the student)."),
    V("agent", "Whose answer on a complaint is final?", [COMPL], [f"{COMPL}#decision"],
      "The head coach's answer on a complaint is final.", UC, src="the operations manager's answer is final",
      note="the final decider swapped (the operations manager → the head coach)."),
    V("invented", "How much is a kids' camp?", [CAMPS], [f"{CAMPS}#camps"],
      "A 5-morning kids' camp costs €190 in Ireland and £175 in the United Kingdom.", UN,
      src="A camp costs €190 in Ireland and £165 in the United Kingdom",
      note="an invented sum (£175) for the United Kingdom."),
    V("jurisdiction", "How much is a group lesson at Newquay?", [f"{PUK}#group-lessons"], [f"{PUK}#group-lessons"],
      "A 2-hour group lesson costs £38 at Newquay and £35 at Croyde, with the wetsuit and soft board included.", NJ,
      src="In the United Kingdom, a 2-hour group lesson costs £38 at Newquay",
      note="a United Kingdom-only context, the country not named (only the beaches and '£')."),
    V("degenerate", "What is the improver lesson for?", [STUDENTS], [f"{STUDENTS}#levels"],
      "What is the improver lesson for?", DG, note="an answer that only restates the question."),
    V("limitations", "How long is a gift voucher valid?", [VOUCH], [f"{VOUCH}#vouchers"],
      "A gift voucher is valid for 2 years from the day it is bought.", UM,
      limitations=["I have extended your voucher by another year."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

DRF, DKZ, D37 = "lst-dostavka-rf", "lst-dostavka-kz", "lst-dostavka-rf-2037"
SEZONY, PREDZ, UPAK, GARANT, VOZVRAT = "lst-sezony", "lst-predzakaz", "lst-upakovka", "lst-garantiya", "lst-vozvrat"
PRET, OPT, AGRON, POSADKA, HRAN, PRAZD = ("lst-pretenzii", "lst-opt", "lst-agronom", "lst-posadka", "lst-hranenie",
                                         "lst-prazdniki")

RU = [
    # --- clean (22)
    V("clean", "Сколько стоит курьерская доставка по Москве и по Краснодару?", [DRF], [f"{DRF}#kurer"],
      "В России доставка саженцев курьером из Дмитрова по Москве и области обойдётся в 900 рублей, а из Краснодара "
      "по городу — в 600 рублей.", note="«рублей» for «₽»; «обойдётся в» for «стоит»; both cities."),
    V("clean", "Сколько стоит доставка по Алматы и Астане?", [DKZ], [f"{DKZ}#kurer"],
      "В Казахстане курьер доставит заказ по Алматы за 4 000 тенге, а по Астане — за 5 000 KZT.",
      note="pretty-printed JSON; «KZT» for «тенге»; future for present.", pretty=True),
    V("clean", "Как изменилась цена доставки по Краснодару с 2037 года?", [f"{D37}#kurer", f"{DRF}#kurer"],
      [f"{D37}#kurer", f"{DRF}#kurer"],
      "В России курьерская доставка по Краснодару в 2037 году стоила 500 ₽, а сейчас стоит 600 рублей.",
      note="```json fence; two editions, both cited; notations swapped; the difference not derived.", fence=True),
    V("clean", "С какой суммы доставка бесплатная в России и в Казахстане?",
      [f"{DRF}#besplatnaya", f"{DKZ}#besplatnaya"], [f"{DRF}#besplatnaya", f"{DKZ}#besplatnaya"],
      "Курьерская доставка бесплатна: в России — при заказе от 15 000 ₽ по Москве и области и от 10 000 ₽ по "
      "Краснодару, в Казахстане — от 80 000 тенге, причём только по Алматы.",
      note="two countries, each figure to its own; the closed list kept."),
    V("clean", "Привезёт ли курьер заказ на 100 000 тенге в Астану бесплатно?", [DKZ], [f"{DKZ}#besplatnaya"],
      "Нет, в Казахстане бесплатная доставка при заказе от 80 000 тенге действует только по Алматы.",
      note="«Нет,» opener; the reader's sum over the bound, but the city outside the list."),
    V("clean", "Можно ли отправить почтой саженец высотой 1,5 м?", [DRF], [f"{DRF}#pochta"],
      "Нет. В России почтой отправляют только саженцы с закрытой корневой системой высотой не больше 1 м.",
      note="the reader's 1,5 м over the bound; impersonal plural for «отправляем»."),
    V("clean", "Платный ли самовывоз из Дмитрова?", [DRF], [f"{DRF}#samovyvoz"],
      "Нет, в России самовывоз из питомников в Дмитрове и Краснодаре бесплатный, а собирают заказ за 2 рабочих дня.",
      note="«Нет,» opener; word order turned."),
    V("clean", "Когда отгружают саженцы с открытыми корнями?", [SEZONY], [f"{SEZONY}#oks"],
      "Только весной — с 10 апреля по 15 мая — и осенью, с 20 сентября по 25 октября; летом такие саженцы не "
      "продают.", note="«открытыми корнями» in the question; the closed list kept; impersonal plural."),
    V("clean", "Днём обещают +33 °C. Отгрузите мой саженец в контейнере?", [SEZONY], [f"{SEZONY}#zks"],
      "В такой день — нет: если днём выше +30 °C, отгрузку переносят на ближайшее прохладное утро.",
      note="the reader's +33 °C over the bound (the question's own figure)."),
    V("clean", "Я отменил предзаказ 20 февраля. Что будет с предоплатой?", [PREDZ], [f"{PREDZ}#otmena"],
      "Её вернут полностью: при отмене предзаказа до 1 марта предоплата возвращается целиком.",
      note="the reader's date before the bound; «целиком» for «полностью»."),
    V("clean", "Заказанный сорт погиб при зимовке. Что мне предложат?", [PREDZ], [f"{PREDZ}#net-sorta"],
      "Выбор за вами: замена другим сортом той же цены или возврат предоплаты за этот сорт в течение десяти рабочих "
      "дней.", note="«десяти» in words; «выбор за вами» for «покупатель выбирает»."),
    V("clean", "Сколько стоит упаковка для отправки почтой?", [UPAK], [f"{UPAK}#pochtovaya"],
      "Упаковка для пересылки почтой стоит 250 рублей за коробку, а в одну коробку кладут не больше пяти саженцев.",
      note="«рублей» for «₽»; «пяти» in words."),
    V("clean", "Можно ли отправить саженцы почтой в декабре?", [UPAK], [f"{UPAK}#zima"],
      "Нет: с 1 ноября по 31 марта саженцы почтой не отправляют, чтобы они не замёрзли в дороге.",
      note="December inside the period (no figure derived); «в дороге» for «в пути»."),
    V("clean", "Агрономы посадили мне саженец под ключ. До какого срока действует гарантия?", [GARANT],
      [f"{GARANT}#usloviya"],
      "Раз саженец посадили агрономы под ключ, гарантия действует до 1 июня следующего года.",
      note="the case of the second sentence, not the general one."),
    V("clean", "Что нужно сделать, чтобы гарантия действовала?", [GARANT], [f"{GARANT}#usloviya"],
      "Прислать фото посадки в течение 3 дней после неё и поливать саженец по памятке.",
      note="infinitives; both conditions kept."),
    V("clean", "Саженец не прижился, а такого сорта больше нет. Вернут деньги?", [VOZVRAT], [f"{VOZVRAT}#zamena"],
      "Не сразу: сначала предложат другой сорт той же цены, а деньги вернут, только если подходящей замены нет "
      "совсем.", note="the order of remedies kept; «только если» kept."),
    V("clean", "Какая компенсация за пересортицу в Казахстане?", [VOZVRAT], [f"{VOZVRAT}#peresortica"],
      "В Казахстане, если пересортица подтвердилась, возвращают полную стоимость саженца и платят компенсацию 5 000 "
      "тенге.", limitations=["О пересортице нужно сообщить в течение 3 лет после покупки, с фото плодов или цветков."],
      note="the country's figure of a two-country clause; `limitations` filled with the fragment's first sentence."),
    V("clean", "Посылка пришла помятой, но я вскрыл её без видео. Примут претензию?", [PRET], [f"{PRET}#posylki"],
      "Нет, без видео вскрытия претензии к повреждениям посылок не принимают.",
      note="«Нет,» opener; impersonal plural for «не принимаем»."),
    V("clean", "Кто рассматривает претензию?", [PRET], [f"{PRET}#rassmotrenie"],
      "Сначала претензию в течение 7 дней рассматривает руководитель питомника, который отгрузил заказ, а если вы "
      "не согласны с решением — директор сети.", note="both actors kept in their order; a participle made a clause."),
    V("clean", "Я заказываю 60 саженцев одного сорта. Будет скидка?", [OPT], [f"{OPT}#opt"],
      "Да, это оптовый заказ — от 50 саженцев одного сорта, и на него скидка 15 %.",
      note="the reader's 60 over the bound."),
    V("clean", "Я участник клуба. Действует ли клубная скидка на оптовый заказ?", [OPT], [f"{OPT}#summirovanie"],
      "Нет, скидки не суммируются: на оптовый заказ клубная скидка не действует, как и акционные цены.",
      note="«клубная скидка» for «скидка клуба»; word order turned."),
    V("clean", "Что входит в посадку под ключ?", [POSADKA], [f"{POSADKA}#pod-klyuch"],
      "В посадку под ключ входят посадочная яма, почвосмесь, сама посадка, первый полив и мульча.",
      note="the list kept in full; no price restated."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоит курьерская доставка по Краснодару?", [DRF], [f"{DRF}#kurer"],
      "В России курьерская доставка по Краснодару стоит 900 ₽.", MC, src="по городу — 600 ₽",
      note="Москва's 900 ₽ (the same sentence) given to Краснодар."),
    V("wrong-case", "Сколько стоит доставка по Астане?", [DKZ], [f"{DKZ}#kurer"],
      "В Казахстане курьерская доставка по Астане стоит 4 000 тенге.", MC, src="по Астане — 5 000 тенге",
      note="Алматы's 4 000 тенге (the same sentence) given to Астана."),
    V("country", "С какой суммы доставка бесплатна в Казахстане?", [f"{DRF}#besplatnaya", f"{DKZ}#besplatnaya"],
      [f"{DRF}#besplatnaya", f"{DKZ}#besplatnaya"],
      "В Казахстане курьерская доставка бесплатна при заказе от 15 000 ₽.", MC,
      src="бесплатна при заказе от 80 000 тенге, только по Алматы",
      note="a wrong country: Russia's 15 000 ₽ given to Kazakhstan; both fragments cited, the value only in the "
      "Russian one."),
    V("unit", "Сколько стоит упаковка для отправки почтой?", [UPAK], [f"{UPAK}#pochtovaya"],
      "Упаковка для пересылки почтой стоит 250 ₽ за каждый саженец.", UC, src="Упаковка стоит 250 ₽ за коробку",
      note="a price per box given per sapling (the figure right, the unit wrong)."),
    V("other-value", "Сколько стоит выезд агронома по Краснодару?", [AGRON], [f"{AGRON}#vyezd"],
      "В России выезд агронома по Краснодару стоит 3 500 ₽.", MC, src="2 500 ₽ по Краснодару",
      note="the Московская область's 3 500 ₽ (the same sentence) given to Краснодар."),
    V("other-value", "В какой срок нужно посадить саженцы в контейнерах?", [SEZONY], [f"{SEZONY}#posadka"],
      "Саженцы в контейнерах сажают в течение 3 дней после получения.", MC,
      src="а саженцы в контейнерах — в течение 2 недель",
      note="the bare-root saplings' 3 days (the same sentence) given to container saplings."),
    V("deadline", "В какой срок принимают претензию к повреждениям при доставке?", [PRET], [f"{PRET}#osmotr"],
      "Претензию к повреждениям при доставке принимают в течение 7 дней, с фото саженцев и упаковки.", MC,
      src="в течение 2 дней",
      note="the 7 days of another rule (the review, #rassmotrenie, uncited) given to the claim deadline."),
    V("uncited-fragment", "Сколько стоит курьерская доставка по Москве?", [f"{DRF}#kurer", f"{D37}#kurer"],
      [f"{DRF}#kurer"], "В России курьерская доставка по Москве и области стоит 800 ₽.", MC,
      src="по Москве и Московской области стоит 900 ₽",
      note="the 2037 edition's 800 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит выезд агронома в Алматы?", [AGRON], [],
      "В Казахстане выезд агронома по Алматы стоит 15 000 тенге.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "На какие саженцы дают гарантию приживаемости?", [GARANT], [f"{GARANT}#garantiya"],
      "Гарантию приживаемости дают на все саженцы, в том числе с открытой корневой системой.", UC,
      src="на саженцы с открытой корневой системой гарантии нет",
      note="the excluded case added («в том числе …»)."),
    V("exception", "Можно ли вернуть здоровый саженец, если он не подошёл?", [VOZVRAT], [f"{VOZVRAT}#zdorovye"],
      "Да, саженец надлежащего качества можно вернуть, даже если он просто не подошёл.", UC,
      src="Саженцы надлежащего качества обмену и возврату не подлежат",
      note="a case the source denies granted («даже если»)."),
    V("condition", "Отправляете ли вы саженцы почтой в другие регионы?", [DRF], [f"{DRF}#pochta"],
      "Да, в России почтой в другие регионы отправляем любые саженцы, в том числе с открытой корневой системой.", UC,
      src="только саженцы с закрытой корневой системой",
      note="the condition (closed roots only) dropped and turned round."),
    V("condition", "Гарантия действует, если я пришлю фото посадки?", [GARANT], [f"{GARANT}#usloviya"],
      "Да, гарантия действует, если прислать фото посадки в любое время, даже через месяц после неё.", UC,
      src="в течение 3 дней после неё", note="the condition (within 3 days) turned round («в любое время»)."),
    V("bound", "Когда нужно отменить предзаказ, чтобы вернули предоплату?", [PREDZ], [f"{PREDZ}#otmena"],
      "Предоплату вернут полностью, если отменить предзаказ после 1 марта.", UC, src="до 1 марта",
      note="«до 1 марта» turned into «после»."),
    V("bound", "Сколько саженцев кладут в одну коробку для почты?", [UPAK], [f"{UPAK}#pochtovaya"],
      "В одну коробку для пересылки почтой кладут не меньше 5 саженцев.", UC, src="не больше 5 саженцев в одну коробку",
      note="«не больше 5» turned into «не меньше»."),
    V("modality", "Что будет с предоплатой, если отменить предзаказ в апреле?", [PREDZ], [f"{PREDZ}#otmena"],
      "После 1 марта предоплату не возвращают, и она обязательно засчитывается в заказ на осенний сезон того же года.",
      UC, src="но её можно зачесть в заказ на осенний сезон",
      note="a possibility («можно зачесть») made a duty done («обязательно засчитывается»)."),
    V("flipped", "Есть ли курьерская доставка в майские праздники?", [PRAZD], [f"{PRAZD}#mayskie"],
      "Да, в России с 1 по 3 мая и с 9 по 11 мая курьерская доставка работает как обычно.", UC,
      src="курьерской доставки нет", note="«доставки нет» turned into a yes."),
    V("agent", "Кто оплачивает почтовую доставку?", [DRF], [f"{DRF}#pochta"],
      "В России почтовую доставку по тарифу почты оплачивает питомник.", UC,
      src="Почтовую доставку оплачивает покупатель при получении", note="the payer swapped (покупатель → питомник)."),
    V("agent", "Кто поливает саженцы после посадки под ключ?", [POSADKA], [f"{POSADKA}#poliv"],
      "После посадки под ключ первые 2 недели саженцы поливают агрономы питомника — раз в 3 дня, по 2 ведра под "
      "дерево.", UC, src="саженцы поливает сам покупатель", note="the actor swapped (покупатель → агрономы)."),
    V("invented", "Сколько стоит отправка почтой в Казахстане?", [DKZ], [f"{DKZ}#pochta"],
      "В Казахстане отправка саженцев почтой стоит 6 000 тенге.", UN,
      src="В Казахстане саженцы почтой не отправляем",
      note="an invented price where the source says Kazakhstan has no mail shipping."),
    V("jurisdiction", "Сколько стоит курьерская доставка по Москве?", [f"{DRF}#kurer"], [f"{DRF}#kurer"],
      "Курьерская доставка саженцев из Дмитрова по Москве и Московской области стоит 900 ₽, а из Краснодара по "
      "городу — 600 ₽.", NJ, src="В России курьерская доставка саженцев из питомника в Дмитрове",
      note="a Russia-only context, the country not named (only the cities and «₽»)."),
    V("degenerate", "Какая предоплата за предзаказ?", [PREDZ], [f"{PREDZ}#predzakaz"],
      "Предоплата — 30 % стоимости заказа. Предоплата — 30 % стоимости заказа. Предоплата — 30 % стоимости заказа.",
      DG, note="one sentence repeated three times."),
    V("limitations", "Сколько стоит хранение заказа после 7 дней в России?", [HRAN], [f"{HRAN}#platnoe"],
      "В России после 7 дней хранение стоит 100 ₽ за саженец в сутки.", UN,
      limitations=["За хранение дольше 30 дней берут 150 ₽ за саженец в сутки."],
      note="a correct answer; `limitations` invents a figure (150 ₽ after 30 days)."),
]
