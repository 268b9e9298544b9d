"""Labelled verify cases of unseen55 (the source of verify_cases.jsonl; build_unseen55.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, numbers in words ("пяти дней", «десяти рабочих дней»), another notation of the
same amount ("75 Australian dollars", "AUD 85", "A$70" for "70 Australian dollars", "120 New Zealand
dollars"; «рублей» for «₽», «₽» for «рублей», «BYN» for «белорусских рублей»), Russian case forms and word
order, two editions or two countries at once, the reader's age, weight, delay or time against a band,
exceptions and conditions kept, the actor named. A figure is never derived (no sums, no conversions, no
differences). Wrong answers carry one fault each (README's table).
"""
from __future__ import annotations

NOW = "2037-05-20T10:00:00Z"

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


PAU, PNZ, P36 = "irb-prices-au", "irb-prices-nz", "irb-prices-au-2036"
RIDERS, GEAR, MINORS, CANC = "irb-riders", "irb-gear", "irb-minors", "irb-cancellations"
DEPOSITS, PACKS, PARTIES, LIVERY = "irb-deposits", "irb-packs", "irb-parties", "irb-livery"
FARRIER, INSUR, HEALTH, YARD = "irb-farrier-vet", "irb-insurance", "irb-health", "irb-yard-rules"
VOUCH, COMPL = "irb-vouchers", "irb-complaints"

EN = [
    # --- clean (23)
    V("clean", "How much is a group lesson at each Australian yard?", [PAU], [f"{PAU}#lessons"],
      "In Australia a 45-minute group lesson is 75 Australian dollars at Yarra Glen and AUD 85 at Kangaroo Valley.",
      note="'75 Australian dollars' and 'AUD 85' for 'A$…'; both yards."),
    V("clean", "What is the half-day ride in Australia?", [PAU], [f"{PAU}#trail-rides"],
      "In Australia the half-day ride lasts 4 hours, includes a stop for lunch and leaves only from Kangaroo Valley, "
      "where it costs A$290.", note="pretty-printed JSON; a list of the ride's terms reordered.", pretty=True),
    V("clean", "How has the group lesson price at Yarra Glen changed since 2036?", [f"{P36}#lessons", f"{PAU}#lessons"],
      [f"{P36}#lessons", f"{PAU}#lessons"],
      "In Australia a group lesson at Yarra Glen cost A$70 in 2036 and costs A$75 now.",
      note="```json fence; historical and current editions, both cited; 'A$70' for '70 Australian dollars'; no "
      "difference derived.", fence=True),
    V("clean", "How much is a lead-rein pony ride in Australia and in New Zealand?",
      [f"{PAU}#lead-rein", f"{PNZ}#lead-rein"], [f"{PAU}#lead-rein", f"{PNZ}#lead-rein"],
      "A 20-minute lead-rein pony ride costs A$40 in Australia; in New Zealand it is offered only at Matakana, for "
      "NZ$35.", note="two countries, each figure to its own; the closed list ('only at Matakana') kept."),
    V("clean", "Can I do the high-country ride from Matakana?", [PNZ], [f"{PNZ}#trail-rides"],
      "No. In New Zealand the 3-hour high-country ride runs only from Methven, where it costs NZ$240; Matakana runs "
      "no ride longer than 2 hours.", note="'No.' opener; a closed list read against the reader's yard."),
    V("clean", "How much is a private lesson at Methven?", [PNZ], [f"{PNZ}#lessons"],
      "In New Zealand a 45-minute private lesson costs 120 New Zealand dollars at either yard, Methven included.",
      note="'120 New Zealand dollars' for 'NZ$120'; 'either yard' applied to Methven."),
    V("clean", "I weigh 97 kg. Can I go on a trail ride in Australia?", [RIDERS], [f"{RIDERS}#weight-limits"],
      "No. In Australia riders on trail rides must weigh no more than 95 kg in riding clothes; the 100 kg limit is "
      "for lessons.", note="the reader's 97 kg over the bound (the question's own figure); the lesson limit kept "
      "apart."),
    V("clean", "My daughter is 8. What can she book with you?", [RIDERS], [f"{RIDERS}#minimum-ages"],
      "She can book group or private lessons, which are for riders from the age of 6, but not a trail ride: trail "
      "rides are for riders from 10.", note="the reader's 8 between two bounds; no figure derived."),
    V("clean", "What happens if the instructor decides I'm not ready after the assessment ride?", [RIDERS],
      [f"{RIDERS}#assessment"], "You are moved to a beginner ride, and the assessment fee is not refunded.",
      note="'you'-addressed; both consequences kept."),
    V("clean", "Do I have to bring my own helmet?", [GEAR], [f"{GEAR}#helmets"],
      "No. Helmets are lent free of charge; you can wear your own only if it meets the AS/NZS 3838 standard and has "
      "never been in a fall.", note="'No.' opener; the standard's number (an identifier) and the condition kept."),
    V("clean", "Can I ride in runners?", [GEAR], [f"{GEAR}#boots"],
      "No, runners, thongs and sandals are not allowed. You need boots with a smooth sole and a heel of at least "
      "1.5 cm, or you can hire riding boots for A$10 a ride in Australia or NZ$12 a ride in New Zealand.",
      note="a list of banned shoes kept; 'a ride' for 'per ride'; each country's figure."),
    V("clean", "My son is 14. Can I drop him at the yard and pick him up after his ride?", [MINORS],
      [f"{MINORS}#supervision"],
      "Yes. Riders aged 12 to 17 may be dropped off, as long as you leave a phone number with the office.",
      note="the reader's 14 inside the band; the condition kept ('as long as' for 'if')."),
    V("clean", "Where does my 11-year-old ride during a trail ride?", [MINORS], [f"{MINORS}#children-trail"],
      "Directly behind the guide: on a trail ride, riders aged 10 to 13 ride there.",
      note="the reader's 11 inside the band; word order turned."),
    V("clean", "I'm cancelling my trail ride in New Zealand 4 days before it. What do I get back?", [CANC],
      [f"{CANC}#rider-cancels"],
      "Since you are cancelling at least 48 hours before the ride, you can either move it once free of charge or get "
      "a refund minus the booking fee, which is NZ$15 in New Zealand.",
      note="the reader's 4 days against the 48 hours (no conversion written); 'once' kept; the country's fee."),
    V("clean", "I'm running 15 minutes late for my lesson. What happens?", [CANC], [f"{CANC}#late-arrival"],
      "You ride for the time that is left of the lesson, and you pay the full price.",
      note="the lesson case of the fragment, not the trail-ride case."),
    V("clean", "Do I pay a deposit when I book a lesson?", [DEPOSITS], [f"{DEPOSITS}#deposits"],
      "No, lessons are paid in full when you book them. Deposits, of A$50 in Australia or NZ$50 in New Zealand per "
      "rider, are taken for trail rides.", note="'No,' opener; clauses reordered."),
    V("clean", "I stopped my trail ride halfway because I was tired. Do I get some money back?", [DEPOSITS],
      [f"{DEPOSITS}#refunds"],
      "No. Nothing is refunded for a ride that has started, even if the rider stops early.",
      note="the 'even if' of the source kept, applied to the reader."),
    V("clean", "Can my husband use my lesson pack? We live together.", [PACKS], [f"{PACKS}#pack-sharing"],
      "Yes, a pack may be shared between riders who live at the same address, though not with friends, and it "
      "cannot be sold on.", note="'live together' read as the same address; the limits kept."),
    V("clean", "What does part livery cost at Matakana, and what do I do myself?", [LIVERY], [f"{LIVERY}#part-livery"],
      "In New Zealand part livery at Matakana is NZ$560 a month. The yard feeds and turns out your horse, and you "
      "muck out and exercise it yourself.", note="the actors kept (the yard / the owner)."),
    V("clean", "My horse has colic and my vet can't come for 2 hours. What happens?", [FARRIER], [f"{FARRIER}#vet"],
      "If your own vet cannot come within 1 hour, the yard calls its vet, and you, as the owner, pay the vet's bill.",
      note="the reader's 2 hours (the question's) over the 1 hour; the payer named."),
    V("clean", "I had concussion 10 days ago. Can I ride this weekend?", [HEALTH], [f"{HEALTH}#concussion"],
      "Not until a doctor has given you written clearance: a rider who has had a concussion in the last 3 weeks "
      "does not ride before that.", note="the reader's 10 days inside the 3 weeks (no conversion written)."),
    V("clean", "How long is a gift voucher valid?", [VOUCH], [f"{VOUCH}#vouchers"],
      "From the day it is bought, a gift voucher is valid for 3 years in Australia and for 12 months in New "
      "Zealand.", note="each country's period; clause order turned."),
    V("clean", "Can I bring my dog when I come for a lesson?", [YARD], [f"{YARD}#dogs"],
      "Only to the car park, on a lead: dogs are not allowed in the arena or on trail rides.",
      limitations=["Livery owners may also bring one dog on a lead into the stables."],
      note="`limitations` filled with the fragment's other sentence."),

    # --- wrong (22)
    V("wrong-case", "How much is a group lesson at Kangaroo Valley?", [PAU], [f"{PAU}#lessons"],
      "In Australia a 45-minute group lesson at Kangaroo Valley costs A$75.", MC, src="A$85 at Kangaroo Valley",
      note="Yarra Glen's A$75 (the same sentence) given to Kangaroo Valley."),
    V("wrong-case", "How much is a group lesson at Methven?", [PNZ], [f"{PNZ}#lessons"],
      "In New Zealand a 45-minute group lesson at Methven costs NZ$70.", MC, src="NZ$65 at Methven",
      note="Matakana's NZ$70 (the same sentence) given to Methven."),
    V("country", "How much is a 2-hour trail ride in New Zealand?", [f"{PAU}#trail-rides", f"{PNZ}#trail-rides"],
      [f"{PAU}#trail-rides", f"{PNZ}#trail-rides"],
      "In New Zealand a 2-hour trail ride costs $160.", MC, src="a 2-hour trail ride costs NZ$150",
      note="a wrong country: Australia's A$160 given to New Zealand as a bare '$160'; both fragments cited, the value "
      "only in the Australian one."),
    V("unit", "How much does it cost to extend a lesson pack in Australia?", [PACKS], [f"{PACKS}#pack-expiry"],
      "In Australia a pack can be extended once by 2 months for A$40 a month, if you ask before it expires.", UC,
      src="for A$40 or NZ$40", note="a price for the extension given per month (the figure right, the unit wrong)."),
    V("other-value", "How much is a 1-hour trail ride in Australia?", [PAU], [f"{PAU}#trail-rides"],
      "In Australia a 1-hour trail ride costs A$160 at either yard.", MC, src="a 1-hour trail ride costs A$95",
      note="the 2-hour ride's A$160 (the same sentence) given to the 1-hour ride."),
    V("other-value", "How much notice ends grass livery?", [LIVERY], [f"{LIVERY}#notice"],
      "Grass livery is ended by either side with 30 days' written notice.", MC,
      src="grass livery with 14 days' written notice",
      note="full and part livery's 30 days (the same sentence) given to grass livery."),
    V("deadline", "How long do I have to make a complaint?", [COMPL], [f"{COMPL}#complaint"],
      "A complaint is made in writing to the yard manager within 15 working days of the ride or lesson.", MC,
      src="within 14 days of the ride or lesson",
      note="the 15 working days of another rule (the decision, #decision, uncited) given to the complaint."),
    V("uncited-fragment", "How much is a group lesson at Kangaroo Valley?", [f"{PAU}#lessons", f"{P36}#lessons"],
      [f"{PAU}#lessons"], "In Australia a group lesson at Kangaroo Valley costs A$80.", MC,
      src="A$85 at Kangaroo Valley",
      note="the 2036 edition's 80 Australian dollars (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is a 1-hour trail ride in New Zealand?", [PNZ], [],
      "In New Zealand a 1-hour trail ride costs NZ$90.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "What can a gift voucher pay for?", [VOUCH], [f"{VOUCH}#voucher-use"],
      "A gift voucher can pay for lessons, trail rides, pony parties and lesson packs.", UC,
      src="but not for livery or lesson packs", note="the exception overridden: an excluded item listed as allowed."),
    V("exception", "I'm 12 weeks pregnant and my doctor has written a letter. Can I go on a trail ride?", [HEALTH],
      [f"{HEALTH}#pregnancy"],
      "Yes, with a letter from your doctor you can go on a trail ride up to the 20th week of pregnancy.", UC,
      src="Pregnant riders are not booked on trail rides",
      note="the letter's exception (a flat lesson) extended to a trail ride, which the source denies."),
    V("condition", "Can I wear my own helmet?", [GEAR], [f"{GEAR}#helmets"],
      "Yes, you can always wear your own helmet instead of one of ours.", UC,
      src="only if it meets that standard and has never been in a fall",
      note="the condition dropped and replaced by 'always'."),
    V("bound", "How late can I move my ride for free?", [CANC], [f"{CANC}#rider-cancels"],
      "If you cancel less than 48 hours before the ride, you can move it once free of charge.", UC,
      src="cancels at least 48 hours before the ride", note="'at least 48 hours before' turned into 'less than'."),
    V("bound", "How quickly is a refund paid?", [DEPOSITS], [f"{DEPOSITS}#refunds"],
      "Refunds are paid to the card used for the booking after at least 7 working days.", UC,
      src="within 7 working days", note="'within 7 working days' turned into 'after at least'."),
    V("modality", "Can I leave my 15-year-old at the yard?", [MINORS], [f"{MINORS}#supervision"],
      "Riders aged 12 to 17 must be dropped off, and the parent leaves a phone number with the office.", UC,
      src="may be dropped off", note="a permission ('may be dropped off') made a duty ('must')."),
    V("flipped", "Does your insurance cover me if I get hurt?", [INSUR], [f"{INSUR}#insurance"],
      "Yes, Ironbark's public liability insurance covers riders' own injuries.", UC,
      src="It does not cover riders' own injuries", note="'does not cover' turned into a yes."),
    V("agent", "Who pays the farrier for a livery horse?", [FARRIER], [f"{FARRIER}#farrier"],
      "The yard pays the farrier directly for livery horses every 6 to 8 weeks.", UC,
      src="the owner pays the farrier directly", note="the payer swapped (the owner → the yard)."),
    V("agent", "Who decides on my complaint?", [COMPL], [f"{COMPL}#decision"],
      "Your complaint is decided within 15 working days by the instructor who took the ride.", UC,
      src="by the head instructor of another yard, not by the instructor who took the ride",
      note="the decider swapped for the one the source excludes."),
    V("invented", "How much is a pony party?", [PARTIES], [f"{PARTIES}#parties"],
      "A 2-hour pony party for up to 10 children costs A$490 at Yarra Glen and A$520 at Kangaroo Valley.", UN,
      note="an invented price (A$520 at Kangaroo Valley) where the source says Kangaroo Valley holds no parties."),
    V("jurisdiction", "How much are trail rides at Yarra Glen?", [f"{PAU}#trail-rides"], [f"{PAU}#trail-rides"],
      "A 1-hour trail ride costs A$95 and a 2-hour ride A$160, at Yarra Glen as at Kangaroo Valley.", NJ,
      src="In Australia, a 1-hour trail ride costs A$95",
      note="an Australia-only context, the country not named (only the yards and 'A$')."),
    V("degenerate", "What can an intermediate rider do?", [RIDERS], [f"{RIDERS}#experience"],
      "Intermediate riders can walk, trot and canter on their own. Intermediate riders can walk, trot and canter on "
      "their own. Intermediate riders can walk, trot and canter on their own.", DG,
      note="one sentence repeated three times."),
    V("limitations", "How much is a lesson pack in Australia?", [PACKS], [f"{PACKS}#packs"],
      "In Australia a pack of 10 group lessons costs A$690 and is valid for 6 months from the day it is bought.", UN,
      limitations=["A pack of 20 group lessons costs A$1,300."],
      note="a correct answer; `limitations` invents a figure (a pack of 20 at A$1,300)."),
]

DRF, DBY, D36 = "flr-dostavka-rf", "flr-dostavka-by", "flr-dostavka-rf-2036"
SBORKA, POLUCH, GARANT, VOZVRAT = "flr-sborka", "flr-poluchatel", "flr-garantiya", "flr-vozvrat"
OPLATA, KORP, OTKR, PRAZD, RAST = "flr-oplata", "flr-korporativ", "flr-otkrytki", "flr-prazdniki", "flr-rasteniya"

RU = [
    # --- clean (22)
    V("clean", "Сколько стоит доставка в Москве и в Санкт-Петербурге?", [DRF], [f"{DRF}#zony"],
      "В России доставка букета в пределах МКАД в Москве обойдётся в 490 рублей, а в пределах КАД в "
      "Санкт-Петербурге — в 450 рублей.", note="«рублей» for «₽»; «обойдётся в» for «стоит»; both cities."),
    V("clean", "Сколько стоит доставка по Минску и Гомелю?", [DBY], [f"{DBY}#zony"],
      "В Беларуси доставка по Минску в пределах МКАД стоит 15 BYN, а по Гомелю — 12 BYN.",
      note="pretty-printed JSON; «BYN» for «белорусских рублей».", pretty=True),
    V("clean", "Как изменилась цена доставки в пределах КАД с 2036 года?", [f"{D36}#zony", f"{DRF}#zony"],
      [f"{D36}#zony", f"{DRF}#zony"],
      "В России доставка в пределах КАД в 2036 году стоила 350 ₽, а сейчас стоит 450 рублей.",
      note="```json fence; two editions, both cited; notations swapped; the difference not derived.", fence=True),
    V("clean", "Сколько стоит доставка к точному времени в России и в Беларуси?",
      [f"{DRF}#ko-vremeni", f"{DBY}#ko-vremeni"], [f"{DRF}#ko-vremeni", f"{DBY}#ko-vremeni"],
      "Доставка к точному времени стоит 600 ₽ сверх цены доставки в России, а в Беларуси — 20 белорусских рублей, "
      "причём только в Минске.", note="two countries, each figure to its own; the closed list kept."),
    V("clean", "Привезёте букет ночью в Санкт-Петербурге?", [DRF], [f"{DRF}#nochnaya"],
      "Нет, в Санкт-Петербурге ночью не доставляют. В России ночная доставка, с 23:00 до 7:00, есть только в "
      "Москве, за 1 500 ₽.", note="«Нет,» opener; impersonal for «не доставляем»; the Moscow rule beside the no."),
    V("clean", "Заказ на 300 белорусских рублей в Гомеле — доставка будет бесплатной?", [DBY],
      [f"{DBY}#besplatnaya"],
      "Да, в Беларуси доставка бесплатна при заказе от 250 белорусских рублей, и в Гомеле тоже.",
      note="the reader's 300 over the bound (the question's own figure); «в обоих городах» read as Гомель too."),
    V("clean", "Флорист поменяет основной цветок букета без моего согласия?", [SBORKA], [f"{SBORKA}#zamena"],
      "Нет, замену основного цветка флорист согласует с вами по телефону. Другие цветы, которых нет в наличии, он "
      "заменяет цветами того же цвета и не дешевле, но не больше 30 % состава букета.",
      note="«Нет,» opener; «с вами» for «с заказчиком»; the limits kept."),
    V("clean", "Сколько стоит коробка для букета в России?", [SBORKA], [f"{SBORKA}#upakovka"],
      "В России коробка для букета стоит 350 ₽, а крафт-бумагу или плёнку вы выбираете сами.",
      note="the country's figure of a two-country clause; «вы выбираете сами» for «на выбор заказчика»."),
    V("clean", "Букет не вручили. Сколько его будут хранить?", [POLUCH], [f"{POLUCH}#hranenie"],
      "Невручённый букет хранят в магазине 24 часа, потом его списывают, и деньги за него не возвращают.",
      note="impersonal plural for the passive; the consequence kept."),
    V("clean", "Если получатель не примет анонимный букет, мне вернут деньги?", [POLUCH], [f"{POLUCH}#anonimno"],
      "Нет, если получатель отказывается принять анонимный букет, деньги заказчику не возвращаются.",
      note="«Нет,» opener; the rule restated with its case."),
    V("clean", "Сколько простоит букет из роз?", [GARANT], [f"{GARANT}#svezhest"],
      "Букет из срезанных цветов, в том числе из роз, гарантированно простоит не меньше пяти дней, если каждый день "
      "менять воду.", note="«пяти» in words; roses read as cut flowers; the condition kept."),
    V("clean", "Букет стоял у батареи и быстро завял. Его заменят?", [GARANT], [f"{GARANT}#bez-garantii"],
      "Нет: гарантия не действует, если букет стоял у батареи, на солнце или без воды.",
      note="«Нет:» opener; the list reordered."),
    V("clean", "Куда и когда вернут деньги?", [VOZVRAT], [f"{VOZVRAT}#vozvrat"],
      "Деньги вернут в течение десяти рабочих дней на ту карту, с которой вы оплатили заказ.",
      note="«десяти» in words; word order turned."),
    V("clean", "Курьер опоздал позавчера. Можно ещё подать претензию?", [VOZVRAT], [f"{VOZVRAT}#pretenzii"],
      "Да, претензию к опозданию курьера принимают в течение 3 дней.",
      note="«позавчера» inside the 3 days (no figure derived); the right claim of the fragment's two."),
    V("clean", "Кто решает, что делать с претензией?", [VOZVRAT], [f"{VOZVRAT}#reshenie"],
      "Претензию в течение 5 рабочих дней рассматривает старший флорист, и по итогам букет заменяют или "
      "возвращают деньги.", note="the actor kept; word order turned."),
    V("clean", "Как оплатить заказ в Минске?", [OPLATA], [f"{OPLATA}#sposoby"],
      "В Беларуси заказ можно оплатить картой на сайте или через ЕРИП.",
      note="Минск read as Беларусь; the Russian СБП left out."),
    V("clean", "Есть ли скидка на подписку раз в две недели?", [KORP], [f"{KORP}#podpiska"],
      "Нет, при подписке раз в две недели скидки нет.",
      limitations=["При подписке на 4 недели с букетом раз в неделю четвёртый букет бесплатный."],
      note="«Нет,» opener; `limitations` filled with the other frequency's rule of the same sentence."),
    V("clean", "Можно ли пропустить букет по подписке?", [KORP], [f"{KORP}#izmenenie-podpiski"],
      "Да, если предупредить менеджера не позднее чем за 2 дня; пропущенный букет перенесут на следующую неделю.",
      note="«Да,» opener with the condition; future for present."),
    V("clean", "Сколько знаков можно написать в бесплатной открытке?", [OTKR], [f"{OTKR}#otkrytka"],
      "В бесплатную открытку печатают текст до 300 знаков.", note="impersonal for «прикладываем»; «до» kept."),
    V("clean", "Подорожает ли доставка 14 февраля в Беларуси?", [PRAZD], [f"{PRAZD}#nacenka"],
      "Нет, цена доставки в праздничные дни не меняется; в Беларуси на 20 % дороже становятся сами букеты.",
      note="«Нет,» opener; the question's 14 февраля; the country's markup."),
    V("clean", "До какого числа можно заказать букет на 8 Марта?", [PRAZD], [f"{PRAZD}#zakaz-k-prazdniku"],
      "Заказ на 8 Марта можно оформить до 5 марта включительно, а доставку к точному времени в праздничные дни "
      "не принимают.", note="«включительно» kept; impersonal for «не принимаем»."),
    V("clean", "Что делать, если растение в горшке погибло через неделю?", [RAST], [f"{RAST}#garantiya-rasteniy"],
      "На растение в горшке действует гарантия 14 дней: если оно погибло, хотя вы соблюдали памятку по уходу, его "
      "заменят на такое же.",
      note="the reader's week inside 14 days (no conversion written); the condition kept."),

    # --- wrong (23)
    V("wrong-case", "С какой суммы доставка по Санкт-Петербургу бесплатна?", [DRF], [f"{DRF}#besplatnaya"],
      "В России доставка по Санкт-Петербургу бесплатна при заказе от 7 000 ₽.", MC,
      src="от 6 000 ₽ в Санкт-Петербурге", note="Москва's 7 000 ₽ (the same sentence) given to Санкт-Петербург."),
    V("wrong-case", "Сколько стоит доставка по Гомелю?", [DBY], [f"{DBY}#zony"],
      "В Беларуси доставка по Гомелю стоит 15 белорусских рублей.", MC, src="по Гомелю — 12 белорусских рублей",
      note="Минск's 15 белорусских рублей (the same sentence) given to Гомель."),
    V("country", "Сколько стоит доставка к точному времени в Беларуси?",
      [f"{DRF}#ko-vremeni", f"{DBY}#ko-vremeni"], [f"{DRF}#ko-vremeni", f"{DBY}#ko-vremeni"],
      "В Беларуси доставка к точному времени стоит 600 ₽ сверх цены доставки.", MC,
      src="есть только в Минске и стоит 20 белорусских рублей",
      note="a wrong country: Russia's 600 ₽ given to Belarus; both fragments cited, the value only in the Russian "
      "one."),
    V("unit", "Сколько стоит открытка, написанная от руки, в России?", [OTKR], [f"{OTKR}#otkrytka"],
      "В России текст, написанный флористом от руки, стоит 150 ₽ за строку.", UC, src="стоит 150 ₽ в России",
      note="a price for the handwritten text given per line (the figure right, the unit wrong)."),
    V("other-value", "Насколько дороже букеты в праздники в России?", [PRAZD], [f"{PRAZD}#nacenka"],
      "В России в праздничные дни цены на букеты выше на 20 %.", MC, src="на 30 % в России",
      note="Belarus's 20 % (the same sentence) given to Russia."),
    V("other-value", "Сколько гарантированно простоит букет с гортензией?", [GARANT], [f"{GARANT}#svezhest"],
      "Букет с гортензией гарантированно стоит не меньше 5 дней, если менять воду каждый день.", MC,
      src="букеты с гортензией и полевыми цветами — не меньше 3 дней",
      note="the cut-flower bouquet's 5 days (the same sentence) given to hydrangeas."),
    V("deadline", "В какой срок принимают претензию к составу букета?", [VOZVRAT], [f"{VOZVRAT}#pretenzii"],
      "Претензию к составу букета принимают в течение 5 рабочих дней после вручения, с фотографией.", MC,
      src="в течение 24 часов после вручения",
      note="the 5 рабочих дней of another rule (the review, #reshenie, uncited) given to the claim deadline."),
    V("uncited-fragment", "Сколько стоит доставка в пределах МКАД?", [f"{DRF}#zony", f"{D36}#zony"],
      [f"{DRF}#zony"], "В России доставка в пределах МКАД стоит 390 ₽.", MC,
      src="в пределах МКАД в Москве стоит 490 ₽",
      note="the 2036 edition's 390 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "С какой суммы доставка в Беларуси бесплатна?", [DBY], [],
      "В Беларуси доставка бесплатна при заказе от 250 белорусских рублей.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "На какие букеты действует гарантия свежести?", [GARANT], [f"{GARANT}#bez-garantii"],
      "Гарантия действует на все букеты, в том числе на купленные со скидкой по акции.", UC,
      src="а также на букеты, купленные со скидкой по акции",
      note="the excluded case added («в том числе … по акции»)."),
    V("exception", "Можно ли в Минске заплатить курьеру наличными за букет для мамы?", [OPLATA],
      [f"{OPLATA}#predoplata"],
      "Да, в Беларуси наличными курьеру можно заплатить, даже если букет вручают не вам, а получателю.", UC,
      src="и только если букет вручают самому заказчику", note="the case the source excludes granted («даже если»)."),
    V("condition", "Доставка бесплатна при заказе от 7 000 ₽ в Москве?", [DRF], [f"{DRF}#besplatnaya"],
      "Да, в России при заказе от 7 000 ₽ доставка по Москве бесплатна в любую точку, в том числе за МКАД.", UC,
      src="в пределах МКАД и КАД", note="the condition (within the ring road) dropped and turned round."),
    V("condition", "Можно ли попросить переделать букет?", [SBORKA], [f"{SBORKA}#foto"],
      "Да, переделать букет можно один раз бесплатно, даже после того как курьер выехал.", UC,
      src="пока курьер не выехал", note="the condition (before the courier leaves) turned round («даже после»)."),
    V("bound", "Когда нужно предупредить менеджера, чтобы пропустить доставку по подписке?", [KORP],
      [f"{KORP}#izmenenie-podpiski"],
      "Пропустить доставку по подписке можно, если предупредить менеджера меньше чем за 2 дня.", UC,
      src="не позднее чем за 2 дня", note="«не позднее чем за 2 дня» turned into «меньше чем за»."),
    V("bound", "Какую часть букета флорист может заменить?", [SBORKA], [f"{SBORKA}#zamena"],
      "Если цветов нет в наличии, флорист заменяет их цветами того же цвета и не дешевле, не меньше 30 % состава "
      "букета.", UC, src="но не больше 30 % состава букета", note="«не больше 30 %» turned into «не меньше»."),
    V("modality", "Курьер оставит букет соседям, если меня нет дома?", [POLUCH], [f"{POLUCH}#net-doma"],
      "Если получателя нет дома, курьер обязан оставить букет соседям или консьержу.", UC,
      src="курьер может только с согласия заказчика",
      note="a permission given with the orderer's consent made a duty («обязан»), the consent dropped."),
    V("flipped", "Дорожает ли доставка в праздничные дни?", [PRAZD], [f"{PRAZD}#nacenka"],
      "Да, в праздничные дни доставка тоже дорожает.", UC, src="Цена доставки в эти дни не меняется",
      note="«не меняется» turned into a yes."),
    V("agent", "Кто оплачивает повторную доставку?", [POLUCH], [f"{POLUCH}#povtornaya"],
      "Повторную доставку в тот же или на следующий день оплачивает получатель букета.", UC,
      src="заказчик оплачивает по полной цене доставки", note="the payer swapped (заказчик → получатель)."),
    V("agent", "Кто присылает фото букета перед отправкой?", [SBORKA], [f"{SBORKA}#foto"],
      "Фото букета перед отправкой присылает заказчику курьер.", UC,
      src="флорист присылает заказчику фото букета", note="the actor swapped (флорист → курьер)."),
    V("invented", "Сколько стоит ночная доставка в Беларуси?", [DBY], [f"{DBY}#nochnaya"],
      "В Беларуси ночная доставка стоит 40 белорусских рублей.", UN,
      note="an invented price where the source says Belarus has no night delivery."),
    V("jurisdiction", "Сколько стоит доставка в Москве?", [f"{DRF}#zony"], [f"{DRF}#zony"],
      "Доставка в пределах МКАД в Москве стоит 490 ₽, а в пределах КАД в Санкт-Петербурге — 450 ₽.", NJ,
      src="В России доставка букета в пределах МКАД в Москве стоит 490 ₽",
      note="a Russia-only context, the country not named (only the cities and «₽»)."),
    V("degenerate", "Сколько стоит упаковка букета в коробку?", [SBORKA], [f"{SBORKA}#upakovka"],
      "Сколько стоит упаковка букета в коробку?", DG, note="an answer that only restates the question."),
    V("limitations", "Переведёте текст открытки на английский?", [OTKR], [f"{OTKR}#tekst"],
      "Нет, текст открытки не редактируют и не переводят.", UM,
      limitations=["Я уже передал ваш текст флористу."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
