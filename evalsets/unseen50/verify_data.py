"""Labelled verify cases of unseen50 (the source of verify_cases.jsonl; build_unseen50.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms ("transfers" for "pays by bank transfer", "under 27" for "not yet 27", «если он
цел» for «если он не повреждён»), numbers in words ("thirty-five euros", "seventy euros", "eight weeks",
«пяти рабочих дней», «трёх месяцев», «тридцати дней», «семи лет»), another notation of the same amount
("EUR 290" / "245 euros" for "€…", "€260" for "EUR 260", «рублей» for «₽», «₽» for «рублей», «GEL» for
«лари»), Russian case forms, two editions or two countries at once, the reader's age, count or date
checked against a band, exceptions and conditions kept. A figure is never derived (no sums, no
conversions). Wrong answers carry one fault each, of the kinds real models produce (README's table).
"""
from __future__ import annotations

NOW = "2032-03-18T10:00:00Z"

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


AUDE, AUAT, HDE, HAT = "ahx-aupair-de", "ahx-aupair-at", "ahx-homestay-de", "ahx-homestay-at"
H31, FEES, REM, HOST = "ahx-homestay-de-2031", "ahx-fees", "ahx-rematch", "ahx-hostfamily"

EN = [
    # --- clean (20)
    V("clean", "How much pocket money does an au pair get in Germany?", [AUDE], [f"{AUDE}#pocket-money"],
      "In Germany the host family transfers €280 to its au pair every month, on the last working day of the "
      "month.", note="'transfers' for 'pays … by bank transfer'; reordered."),
    V("clean", "I'm 26, and my placement in Germany would start two weeks after my 27th birthday. Can I still go?",
      [AUDE], [f"{AUDE}#eligibility"],
      "No. In Germany an au pair must be under 27 on the day the placement starts, and by then you will already "
      "be 27.", note="'under 27' for 'not yet 27'; the reader's age on the start day against the band."),
    V("clean", "What does a homestay with breakfast cost per week in Berlin and in Munich?", [HDE],
      [f"{HDE}#weekly-rates"],
      "In Germany a single room with breakfast costs 245 euros a week in Berlin and EUR 290 a week in Munich.",
      note="pretty-printed JSON; '245 euros' and 'EUR 290' for '€245' / '€290'; both cities.", pretty=True),
    V("clean", "How has the weekly price of a single room in Munich changed since 2031?",
      [f"{H31}#weekly-rates", f"{HDE}#weekly-rates"], [f"{H31}#weekly-rates", f"{HDE}#weekly-rates"],
      "In Germany a single room with breakfast in Munich cost €275 a week in 2031 and costs 290 euros a week now.",
      note="```json fence; historical and current editions, both cited; notations swapped ('€275' for '275 "
      "euros', '290 euros' for '€290').", fence=True),
    V("clean", "What is the weekly price with breakfast in Vienna and in Berlin?",
      [f"{HAT}#weekly-rates", f"{HDE}#weekly-rates"], [f"{HAT}#weekly-rates", f"{HDE}#weekly-rates"],
      "A single room with breakfast costs €260 a week in Vienna, Austria, and €245 a week in Berlin, Germany.",
      note="two countries, each figure to its own; '€260' for 'EUR 260'."),
    V("clean", "My son is 17 and staying with a host family in Munich for 3 weeks. What must he book and pay?",
      [HDE], [f"{HDE}#under-18"],
      "Because he is under 18, in Germany he has to book half board and pay the supervision supplement of "
      "thirty-five euros a week.", note="'thirty-five euros' for '€35'; the reader's age under the bound."),
    V("clean", "Can my 15-year-old daughter come home at 10 pm from her homestay in Hamburg?", [HDE],
      [f"{HDE}#under-18"],
      "No. In Germany students under 16 have to be back by 9:00 pm, unless her parents agree a later time with "
      "the host family in writing.", note="'No.' opener; the condition kept; the reader's hour after the limit."),
    V("clean", "I'm 19 and staying 16 weeks in Berlin from October. Is there a minimum stay and a discount?", [HDE],
      [f"{HDE}#length-of-stay"],
      "In Germany you get 8% off the weekly rate, because your stay is 12 weeks or more and you are not under "
      "18. For an October arrival the minimum stay is 2 weeks; the 4-week minimum applies only to arrivals from "
      "June 15 to August 31.", note="the reader's length and age against the bound and the exception; the "
      "seasonal minimum read for the reader's month."),
    V("clean", "We're coming to Munich with our 14-year-old. What does the airport pick-up cost?", [HDE],
      [f"{HDE}#arrival"],
      "In Germany the airport pick-up is compulsory for students under 16, and in Munich it costs €95 each way.",
      note="the reader's age inside the compulsory band; reordered."),
    V("clean", "Can I share a twin room in Vienna, and how much extra is half board there?", [HAT],
      [f"{HAT}#weekly-rates"],
      "No, shared twin rooms are not offered in Austria. Half board adds seventy euros a week.",
      note="'seventy euros' for 'EUR 70'; Vienna read as Austria."),
    V("clean", "We arrive in Vienna on December 22 for one week. Is the rate higher then?", [HAT],
      [f"{HAT}#weekly-rates"],
      "Yes. In Austria every weekly rate is EUR 30 higher from December 20 to January 6, and your arrival falls "
      "in that period.", note="the reader's date inside the window."),
    V("clean", "How early do we have to notify the AMS about our au pair in Austria, and who signs the form?",
      [AUAT], [f"{AUAT}#ams-notice"],
      "In Austria you, the host family, sign the notification and send it to the AMS yourselves at least two "
      "weeks before the placement starts; the agency only fills the form in, and the placement cannot start "
      "until the AMS has confirmed it.", note="'two weeks' in words; the agents kept apart; 'you'-addressed."),
    V("clean", "How are an au pair's holidays worked out in Austria on a 9-month placement?", [AUAT],
      [f"{AUAT}#holidays"],
      "In Austria an au pair has 5 weeks of paid holiday a year, and on a placement shorter than 12 months, such "
      "as yours, that is reduced in proportion. The dates are agreed with the family at least six weeks ahead.",
      note="'six weeks ahead' for '6 weeks in advance'; the reader's placement under the bound; no derived "
      "figure."),
    V("clean", "Our au pair is giving notice in Germany. How long is it, and does she keep her pocket money "
      "meanwhile?", [REM], [f"{REM}#notice"],
      "In Germany the notice period is 2 weeks, given in writing, and during it the au pair keeps their room, "
      "meals and pocket money. Whoever gives notice has to tell their local coordinator the same day.",
      note="'Whoever gives notice' for 'The side that gives notice'; reordered."),
    V("clean", "We caught our au pair stealing. Can we end the agreement at once, and what do we have to do?",
      [REM], [f"{REM}#without-notice"],
      "Yes: theft is serious misconduct, for which the agreement can end without notice. You must report it to "
      "the coordinator within 24 hours, and the coordinator then confirms the end of the placement in writing.",
      note="the reader's case among the listed examples; 'you'-addressed."),
    V("clean", "Who pays for the au pair's flight to Germany?", [REM], [f"{REM}#journey-home"],
      "The au pair pays for the journey to the host family, as well as for the journey back home. The family "
      "pays the journey home, up to €400, only if it ended the agreement without notice when there was no "
      "serious misconduct.", note="the agent and the one exception kept; 'only if' for 'The only exception'."),
    V("clean", "We are a host family in Austria. What is the placement fee, and when is it due?", [FEES],
      [f"{FEES}#family-fees"],
      "For a placement in Austria the host family pays a fee of 690 euros, due when the au pair agreement is "
      "signed.", note="'690 euros' for '€690'; the other country's €650 left out."),
    V("clean", "We are booking a homestay 15 days before arrival. When do we pay?", [FEES],
      [f"{FEES}#homestay-payment"],
      "Because you are booking less than 21 days before arrival, you pay the full amount at once.",
      limitations=["Paying by card carries no surcharge."],
      note="the reader's 15 days under the bound; `limitations` filled with the fragment's other sentence."),
    V("clean", "Our au pair left after 5 weeks, and 10 weeks on no new one has arrived. Do we get money back?",
      [FEES], [f"{FEES}#family-refund"],
      "Yes. Because she left within the first 8 weeks, you were entitled to one free rematch, and since no new "
      "au pair has arrived within 10 weeks of her departure, 50% of the placement fee is refunded to you.",
      note="a story: the reader's weeks against both bounds."),
    V("clean", "A student is moving into our home in Germany for 6 weeks. Does she have to register?", [HOST],
      [f"{HOST}#registration"],
      "No. Homestay students who stay for less than eight weeks do not register in Germany.",
      note="'No.' opener; 'eight weeks' in words; the reader's 6 weeks under the bound."),

    # --- wrong (24)
    V("wrong-case", "What does a single room with breakfast cost a week in Hamburg?", [HDE], [f"{HDE}#weekly-rates"],
      "In Germany a single room with breakfast costs €290 a week with a host family in Hamburg.", MC,
      src="€245 a week with a host family in Berlin or Hamburg", note="Munich's €290 given to Hamburg."),
    V("wrong-case", "How much pocket money does an au pair get a month in Germany?",
      [f"{AUDE}#pocket-money", f"{AUAT}#pocket-money"], [f"{AUDE}#pocket-money", f"{AUAT}#pocket-money"],
      "In Germany the host family pays its au pair EUR 520 a month.", MC, src="€280 in pocket money every month",
      note="Austria's EUR 520 given to Germany: the same currency, the wrong country; both fragments cited, the "
      "value only in the Austrian one."),
    V("wrong-case", "What is the placement fee for a host family in Germany?", [FEES], [f"{FEES}#family-fees"],
      "Host families in Germany pay a placement fee of €690 when the au pair agreement is signed.", MC,
      src="€650 in Germany", note="Austria's €690 (the same sentence) given to Germany."),
    V("unit", "How much is the supervision supplement for under-18s in Germany?", [HDE], [f"{HDE}#under-18"],
      "In Germany students under 18 pay a supervision supplement of €35 a night.", UC, src="€35 a week",
      note="a weekly supplement given per night (the figure right, the unit wrong)."),
    V("other-value", "What happens if we cancel our homestay 20 days before arrival?", [FEES],
      [f"{FEES}#homestay-cancellation"],
      "If a homestay is cancelled from 29 to 8 days before arrival, 4 weeks' rate is kept.", MC,
      src="one week's rate is kept", note="the 7-days-or-fewer band's '4 weeks' rate' given to the 29-to-8 band."),
    V("other-value", "At what time do students under 16 have to be home in Germany?", [HDE], [f"{HDE}#under-18"],
      "In Germany students under 16 have to be home by 11:00 pm.", MC,
      src="Students under 16 have to be home by 9:00 pm",
      note="the 16-and-17 case's 11:00 pm (the same sentence) given to under-16s."),
    V("deadline", "By when does the side giving notice have to tell the coordinator?", [REM], [f"{REM}#notice"],
      "The side that gives notice must tell its local coordinator within 24 hours.", MC,
      src="must tell its local coordinator on the same day",
      note="the 24 hours of another event (reporting misconduct, #without-notice, uncited) given to the notice."),
    V("uncited-fragment", "What does a single room with breakfast cost in Berlin?",
      [f"{HDE}#weekly-rates", f"{H31}#weekly-rates"], [f"{HDE}#weekly-rates"],
      "In Germany a single room with breakfast costs €230 a week in Berlin.", MC,
      note="the 2031 edition's 230 euros (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "What fees does an au pair from outside the EU pay?", [FEES], [],
      "An au pair from outside the EU pays a registration fee of €90 when applying and a visa support fee of €150 "
      "once matched with a host family.", NC,
      note="no citation at all: the figures are true but every one is in an uncited fragment."),
    V("exception", "Do students get a discount for long stays in Germany?", [HDE], [f"{HDE}#length-of-stay"],
      "Yes. In Germany every stay of 12 weeks or more gets 8% off the weekly rate, whatever the student's age.",
      UC, src="except for students under 18", note="the exception (under-18s) overridden."),
    V("exception", "Who pays the au pair's journey home?", [REM], [f"{REM}#journey-home"],
      "Au pairs always pay for their own journey home, whoever ends the agreement and however it ends.", UC,
      src="The only exception", note="the exception (the family ends it without notice and without misconduct) "
      "denied."),
    V("condition", "Does the host family in Germany pay for the au pair's German course every month?", [AUDE],
      [f"{AUDE}#german-course"],
      "Yes. In Germany the host family contributes €70 in every month of the placement towards the German "
      "course.", UC, src="paid only for months in which the au pair attends a course of at least 6 hours a week",
      note="'Yes' and 'every month of the placement' drop the condition."),
    V("condition", "Do we get a new au pair if ours leaves?", [FEES], [f"{FEES}#family-refund"],
      "Yes, whenever an au pair leaves, the host family gets one free rematch.", UC,
      src="If an au pair leaves within the first 8 weeks of a placement",
      note="the condition (within the first 8 weeks) dropped: 'whenever'."),
    V("bound", "How big must the au pair's room be?", [HOST], [f"{HOST}#room"],
      "The au pair's private room may be at most 8 square metres.", UC, src="of at least 8 square metres",
      note="'at least' turned into 'at most'."),
    V("bound", "How long does an au pair placement in Germany last?", [AUDE], [f"{AUDE}#eligibility"],
      "In Germany an au pair placement lasts at most 6 months.", UC,
      src="A placement lasts at least 6 months and at most 12 months",
      note="the lower bound 'at least 6 months' turned into an upper one."),
    V("modality", "Does our 14-year-old have to use the airport pick-up in Munich?", [HDE], [f"{HDE}#arrival"],
      "No, in Germany the airport pick-up is optional for every student; in Munich it costs €95 each way.", UC,
      src="it is compulsory for students under 16", note="compulsory (under 16) stated as optional."),
    V("flipped", "Is the au pair registration fee refunded if I don't get a family?", [FEES],
      [f"{FEES}#au-pair-fees"], "Yes, the €90 registration fee is refunded.", UC, src="and it is not refunded",
      note="'not refunded' turned into refunded."),
    V("agent", "Who pays for the au pair's health insurance in Germany?", [HOST], [f"{HOST}#insurance"],
      "In Germany the au pair takes out health, accident and liability insurance through the agency, at €39 a "
      "month.", UC, src="host families take out health, accident and liability insurance for their au pair",
      note="the actor swapped (the host family → the au pair)."),
    V("agent", "Who sends the AMS notification for an au pair in Austria?", [AUAT], [f"{AUAT}#ams-notice"],
      "In Austria the agency signs the AMS notification and sends it at least 2 weeks before the placement "
      "starts.", UC, src="the host family signs it and sends it to the AMS itself",
      note="the actor swapped (the host family → the agency, which only fills in the form)."),
    V("invented", "What would 4 weeks in a single room with breakfast in Munich cost?", [HDE],
      [f"{HDE}#weekly-rates"],
      "In Germany a single room with breakfast in Munich costs €290 a week, so four weeks cost €1,160.", UN,
      note="a sum the source does not state (€1,160)."),
    V("invented", "What does the au pair's room have to be like?", [HOST], [f"{HOST}#room"],
      "The au pair gets a private room with a window, a bed, a desk and a wardrobe, and the room must have its "
      "own bathroom.", UC, note="an invented requirement (its own bathroom), no digit."),
    V("jurisdiction", "What is the deposit for a homestay in Berlin?", [f"{HDE}#deposit"], [f"{HDE}#deposit"],
      "The deposit for a homestay in Berlin is €200, paid together with the balance and refunded within 14 days "
      "after departure, less any damage or lost keys.", NJ, src="In Germany, a deposit of €200",
      note="a Germany-only context, the country not named (only the city Berlin)."),
    V("degenerate", "When are an au pair's holiday dates fixed in Germany?", [AUDE], [f"{AUDE}#holidays"],
      "In Germany the family and the au pair fix the holiday dates together at least 4 weeks in advance. In "
      "Germany the family and the au pair fix the holiday dates together at least 4 weeks in advance.", DG,
      note="one correct sentence repeated."),
    V("limitations", "How much is an extra night in Salzburg?", [HAT], [f"{HAT}#arrival"],
      "In Austria an extra night costs EUR 50 in Salzburg as well as in Vienna.", UN,
      limitations=["Extra nights must be booked at least 7 days in advance."],
      note="a correct answer; `limitations` invents a figure (7 days)."),
]

RF, GE, R31 = "ktn-ceny-rf", "ktn-ceny-ge", "ktn-ceny-rf-2031"
PROKAT, ZAN, OPL, KONC = "ktn-prokat", "ktn-zanyatiya", "ktn-oplata", "ktn-koncerty"

RU = [
    # --- clean (20)
    V("clean", "Сколько стоит индивидуальное занятие на 45 минут в Москве?", [RF], [f"{RF}#individualnye"],
      "В России 45-минутное индивидуальное занятие в Москве стоит 2 400 рублей.",
      note="«рублей» for «₽»; «45-минутное» for «длительностью 45 минут»."),
    V("clean", "Сколько стоит часовое занятие в Батуми?", [GE], [f"{GE}#individualnye"],
      "В Грузии 60-минутное занятие в Батуми стоит 75 GEL.", note="«GEL» for «лари»; «часовое» in the question."),
    V("clean", "Сколько стоит групповое занятие в Москве и в Казани?", [RF], [f"{RF}#gruppy"],
      "В России групповое занятие длится 60 минут и стоит 1 200 рублей в Москве и 950 рублей в Казани.",
      note="pretty-printed JSON; «рублей» for «₽»; both cities.", pretty=True),
    V("clean", "Насколько подорожало 45-минутное занятие в Казани с 2031 года?",
      [f"{R31}#individualnye", f"{RF}#individualnye"], [f"{R31}#individualnye", f"{RF}#individualnye"],
      "В России в 2031 году 45-минутное занятие в Казани стоило 1 700 ₽, а сейчас оно стоит 1 900 рублей.",
      note="```json fence; two editions, both cited; notations swapped; the difference not derived.", fence=True),
    V("clean", "Сколько стоит пробное занятие в Грузии?", [GE], [f"{GE}#abonementy"],
      "Нисколько: в Грузии первое пробное занятие длиной 30 минут проводится бесплатно.",
      note="«Нисколько» opener; «длиной» for «длится»."),
    V("clean", "Моей дочке 6 лет, мы в Казани. Сколько стоит её занятие и можно ли взять абонемент со скидкой?",
      [RF], [f"{RF}#individualnye", f"{RF}#abonementy"],
      "В России для детей от 4 до 6 лет проводятся только 30-минутные занятия, и в Казани такое занятие стоит "
      "1 200 ₽. Скидки по абонементам на эти занятия не распространяются.",
      note="the reader's age inside the band; the exception applied; two fragments of one record."),
    V("clean", "Сыну 8 лет, мы в Тбилиси. Подойдёт ли ему 30-минутное детское занятие за 45 лари?", [GE],
      [f"{GE}#individualnye"],
      "Нет: в Грузии 30-минутные занятия за 45 лари — для детей от 4 до 7 лет, а вашему сыну 8. Индивидуальное "
      "занятие на 45 минут в Тбилиси стоит 70 лари.", note="the reader's age over the band; «Нет:» opener."),
    V("clean", "Хочу взять цифровое пианино напрокат на 8 месяцев. Будет скидка?", [PROKAT], [f"{PROKAT}#tarify"],
      "Нет. Скидка 20 % при прокате от шести месяцев на цифровые пианино не действует.",
      note="«от шести месяцев» for «на 6 месяцев и дольше»; the exception applied to the reader."),
    V("clean", "Я не учусь в школе и хочу взять скрипку напрокат в Москве. Какой залог?", [PROKAT],
      [f"{PROKAT}#zalog"],
      "Залог за скрипку — 8 000 рублей; его вернут в течение пяти рабочих дней после того, как вы сдадите "
      "инструмент, если он цел.",
      note="«8 000 рублей» for «8 000 ₽», «пяти рабочих дней», «если он цел» for «если он не повреждён»; the "
      "reader is no student, so the deposit applies."),
    V("clean", "Нужна доставка пианино по Тбилиси. Кто платит и сколько?", [PROKAT], [f"{PROKAT}#dostavka"],
      "Доставку оплачивает арендатор, то есть вы: поездка по Тбилиси стоит 40 лари.",
      note="the agent kept; «поездка» for «одну поездку»."),
    V("clean", "На прокатной гитаре порвалась струна. Мне платить за замену?", [PROKAT], [f"{PROKAT}#remont"],
      "Нет, замену струн школа оплачивает сама.", note="«Нет,» opener; no figure."),
    V("clean", "Предупредили об отмене за два дня до занятия. Занятие сгорит?", [ZAN], [f"{ZAN}#perenos"],
      "Нет. Вы предупредили раньше чем за 24 часа, поэтому занятие переносится бесплатно.",
      note="the reader's two days over the bound."),
    V("clean", "Ребёнок опоздал на 10 минут. Занятие продлят?", [ZAN], [f"{ZAN}#opozdaniya"],
      "Нет: если опаздывает ученик, занятие всё равно заканчивается в назначенное время.",
      note="the student's case, not the teacher's; no figure."),
    V("clean", "Уезжаем на три недели. Можно заморозить абонемент на 16 занятий?", [ZAN], [f"{ZAN}#zamorozka"],
      "Да, абонемент на 16 занятий можно один раз заморозить на срок до тридцати дней — только предупредите "
      "администратора до начала заморозки.", note="«тридцати дней» in words; the condition kept."),
    V("clean", "С какого возраста можно ходить на групповые занятия?", [ZAN], [f"{ZAN}#vozrast"],
      "Групповые занятия проводятся для учеников с семи лет.", note="«с семи лет» for «с 7 лет»."),
    V("clean", "Можно ли в Тбилиси оплатить занятия картой Visa?", [OPL], [f"{OPL}#sposoby"],
      "Да. В Грузии принимают карты Visa и Mastercard, а также наличные и банковский перевод — но только в "
      "лари.", note="Тбилиси read as Грузия; «только в лари» for «Оплату в другой валюте не принимаем»."),
    V("clean", "Мы бросаем занятия, осталось 5 занятий из абонемента на 16. Вернут деньги?", [OPL],
      [f"{OPL}#vozvrat"],
      "Да, за неиспользованные занятия деньги вернут в течение 10 рабочих дней после заявления, тем же "
      "способом, каким вы платили. Но скидку пересчитают: уже проведённые занятия оплачиваются по цене разового "
      "занятия.", note="«Да,» opener; the recalculation kept."),
    V("clean", "Нужна справка для налогового вычета, учимся в Казани. Как быстро её дадут?", [OPL],
      [f"{OPL}#vychet"],
      "В России справку об оплате обучения для социального налогового вычета школа выдаёт по заявлению в "
      "течение пяти рабочих дней, вместе с копией лицензии.",
      limitations=["Заявление может подать родитель или взрослый ученик."],
      note="«пяти рабочих дней»; Казань read as Россия; `limitations` filled with the fragment's other clause."),
    V("clean", "Сын начнёт заниматься у вас в апреле. Сможет ли он выступить на отчётном концерте в мае?", [KONC],
      [f"{KONC}#koncerty"],
      "Нет: выступить на отчётном концерте может ученик, который занимается в школе не меньше трёх месяцев, а к "
      "маю у сына их не наберётся.", note="«трёх месяцев»; the reader's months under the bound."),
    V("clean", "Сколько стоит билет на отчётный концерт в Батуми для меня и моей 5-летней дочки?", [KONC],
      [f"{KONC}#koncerty"],
      "Вам билет гостя в Грузии обойдётся в 10 лари, а дочка пройдёт бесплатно: дети до 7 лет проходят "
      "бесплатно.", note="Батуми read as Грузия; the reader's child under the bound; no sum."),

    # --- wrong (24)
    V("wrong-case", "Сколько стоит 45-минутное занятие в Казани?", [RF], [f"{RF}#individualnye"],
      "В России 45-минутное занятие в Казани стоит 2 400 ₽.", MC, src="1 900 ₽ в Казани",
      note="Москва's 2 400 ₽ (also Казань's 60-minute price) given to Казань's 45-minute lesson."),
    V("wrong-case", "Сколько стоит прокат гитары в Грузии?", [PROKAT], [f"{PROKAT}#tarify"],
      "В Грузии акустическую гитару можно взять напрокат за 45 лари в месяц.", MC,
      src="акустическую гитару — за 900 ₽ или 30 лари", note="the violin's 45 лари given to the guitar."),
    V("wrong-case", "Сколько человек в группе в Тбилиси?", [f"{RF}#gruppy", f"{GE}#gruppy"], [f"{GE}#gruppy"],
      "В Грузии групповые занятия в Тбилиси идут в группах от 4 до 8 человек.", MC,
      src="в группах от 3 до 6 человек",
      note="Russia's group size (uncited fragment of another country) given to Тбилиси."),
    V("unit", "Сколько стоит прокат скрипки в России?", [PROKAT], [f"{PROKAT}#tarify"],
      "В России скрипку можно взять напрокат за 1 500 ₽ в неделю.", UC, src="за 1 500 ₽ в месяц",
      note="a monthly price given per week (the figure right, the period wrong)."),
    V("other-value", "Какая скидка на абонемент из 8 занятий в Москве?", [RF], [f"{RF}#abonementy"],
      "В России абонемент на 8 индивидуальных занятий даёт скидку 15 %.", MC, src="даёт скидку 10 %",
      note="the 16-lesson abonement's 15 % (the same sentence) given to the 8-lesson one."),
    V("other-value", "Сколько действует абонемент на 16 занятий в России?", [RF], [f"{RF}#abonementy"],
      "В России абонемент на 16 занятий действует 6 недель.", MC, src="действует 12 недель",
      note="the 8-lesson abonement's 6 недель given to the 16-lesson one."),
    V("deadline", "В какой срок возвращают залог за инструмент?", [PROKAT], [f"{PROKAT}#zalog"],
      "Залог возвращают в течение 3 дней после возврата инструмента, если он не повреждён.", MC,
      src="в течение 5 рабочих дней",
      note="the 3 days of another event (reporting a breakage, #remont, uncited) given to the deposit refund."),
    V("uncited-fragment", "Сколько стоит групповое занятие в Москве?", [f"{RF}#gruppy", f"{R31}#gruppy"],
      [f"{RF}#gruppy"], "В России групповое занятие в Москве стоит 1 100 ₽.", MC,
      note="the 2031 edition's 1 100 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько ждать возврата денег за абонемент?", [OPL], [],
      "Деньги за неиспользованные занятия абонемента возвращают в течение 10 рабочих дней после заявления.", NC,
      note="no citation at all: the figure is true but it is in an uncited fragment."),
    V("exception", "Действуют ли скидки по абонементу на детские 30-минутные занятия в Москве?", [RF],
      [f"{RF}#abonementy"],
      "Да, в России скидки по абонементам действуют на все занятия, включая занятия для детей от 4 до 6 лет.", UC,
      src="Скидки по абонементам не распространяются на занятия для детей от 4 до 6 лет",
      note="the exception overridden («включая»)."),
    V("exception", "Сгорит ли занятие, если отменить его за 5 часов из-за болезни ребёнка? Справка от врача "
      "есть.", [ZAN], [f"{ZAN}#perenos"],
      "Да. При отмене позже чем за 24 часа занятие считается проведённым в любом случае, даже при болезни со "
      "справкой.", UC, src="Исключение — болезнь ученика, подтверждённая справкой врача",
      note="the exception (illness with a certificate) denied: «даже при болезни»."),
    V("condition", "Берут ли залог за скрипку с учеников школы?", [PROKAT], [f"{PROKAT}#zalog"],
      "Нет, ученики школы залог за скрипку не вносят.", UC,
      src="Ученики школы с действующим абонементом не вносят залог",
      note="the condition (a current abonement) dropped."),
    V("condition", "Можно ли перенести занятие бесплатно?", [ZAN], [f"{ZAN}#perenos"],
      "Да, любое занятие можно перенести бесплатно в любой момент до его начала.", UC,
      src="не позднее чем за 24 часа до его начала", note="the 24-hour condition dropped: «в любой момент»."),
    V("bound", "На какой срок можно заморозить абонемент на 16 занятий?", [ZAN], [f"{ZAN}#zamorozka"],
      "Абонемент на 16 занятий можно заморозить минимум на 30 дней.", UC, src="на срок до 30 дней",
      note="«до 30 дней» → «минимум на 30 дней»."),
    V("bound", "С какого возраста принимают на групповые занятия?", [ZAN], [f"{ZAN}#vozrast"],
      "Групповые занятия проводятся для учеников до 7 лет.", UC, src="групповые — с 7 лет",
      note="«с 7 лет» → «до 7 лет»."),
    V("modality", "Обязательно ли приходить со взрослым, если ребёнку 10 лет?", [ZAN], [f"{ZAN}#vozrast"],
      "Нет, ученики младше 12 лет могут приходить со взрослым, если хотят, но это не обязательно.", UC,
      src="Ученики младше 12 лет приходят на занятия со взрослым", note="a rule stated as optional."),
    V("flipped", "Доставляете ли вы цифровое пианино в Батуми?", [PROKAT], [f"{PROKAT}#dostavka"],
      "Да, цифровое пианино доставляем и в Батуми, за счёт арендатора.", UC, src="в Батуми доставки нет",
      note="«доставки нет» turned into delivery."),
    V("agent", "Кто оплачивает ремонт, если ребёнок повредил прокатную скрипку?", [PROKAT], [f"{PROKAT}#remont"],
      "Повреждение по вине арендатора оплачивает школа по смете своего мастера.", UC,
      src="Повреждение по вине арендатора оплачивает арендатор", note="the payer swapped (арендатор → школа)."),
    V("agent", "Кто забирает скрипку из школы и привозит обратно?", [PROKAT], [f"{PROKAT}#dostavka"],
      "Скрипки и гитары школа сама привозит арендатору и потом сама забирает обратно.", UC,
      src="Скрипки и гитары арендатор забирает из школы и возвращает в школу сам",
      note="the actor swapped (арендатор → школа)."),
    V("invented", "Сколько стоят 4 занятия по 45 минут в Тбилиси?", [GE], [f"{GE}#individualnye"],
      "В Грузии 45-минутное занятие в Тбилиси стоит 70 лари, так что 4 занятия обойдутся в 280 лари.", UN,
      note="a sum the source does not state (280 лари)."),
    V("invented", "Можно ли прийти на отчётный концерт с друзьями?", [KONC], [f"{KONC}#koncerty"],
      "Да, гости проходят по билетам, но билеты продаются только родственникам учеников.", UC,
      note="an invented restriction (relatives only), no digit."),
    V("jurisdiction", "Сколько стоит занятие в Тбилиси?", [f"{GE}#individualnye"], [f"{GE}#individualnye"],
      "Индивидуальное занятие на 45 минут в Тбилиси стоит 70 лари, а на 60 минут — 90 лари.", NJ,
      src="В Грузии индивидуальное занятие",
      note="a Georgia-only context, the country not named (only «лари» and the city)."),
    V("degenerate", "Сколько стоит пробное занятие в Грузии?", [GE], [f"{GE}#abonementy"],
      "В Грузии первое пробное занятие проводится бесплатно [t", DG,
      note="dangling label syntax «[t» at the end of a correct sentence."),
    V("limitations", "Можно ли записаться на подготовку к поступлению?", [KONC], [f"{KONC}#postuplenie"],
      "Подготовку к поступлению ведут только педагоги высшей категории, и такое занятие стоит на 20 % дороже "
      "обычного индивидуального.", UM, limitations=["Я уже записал вас на подготовку к поступлению."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
