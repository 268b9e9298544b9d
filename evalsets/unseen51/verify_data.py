"""Labelled verify cases of unseen51 (the source of verify_cases.jsonl; build_unseen51.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, numbers in words ("a hundred and sixty euros", "half an hour" is not used for a
figure the answer needs; «пять рабочих дней», «десяти календарных дней», «тридцать дней»), another notation
of the same amount ("1,690 euros", "EUR 1,890" for "€…"; «рублей» for «₽», «белорусских рублей» for «BYN»),
Russian case forms and word order, two editions or two countries at once, the reader's age, count, date or
sum checked against a band, exceptions and conditions kept, the actor named. A figure is never derived (no
sums, no conversions, no differences). Wrong answers carry one fault each (README's table).
"""
from __future__ import annotations

NOW = "2033-05-12T10:00:00Z"

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


FES, FPT, F32 = "blc-fees-es", "blc-fees-pt", "blc-fees-es-2032"
BOOK, INS, RULES, HEALTH = "blc-booking", "blc-insurance", "blc-rules", "blc-health"
TRANS, EXC = "blc-transfers", "blc-excursions"

EN = [
    # --- clean (23)
    V("clean", "What does a two-week session cost in Salamanca and in Alicante?", [FES], [f"{FES}#session-fees"],
      "In Spain a two-week session costs 1,690 euros at the Salamanca campus and EUR 1,890 at the Alicante beach "
      "campus.", note="'1,690 euros' and 'EUR 1,890' for '€…'; both cities."),
    V("clean", "What is included in the session fee at the camps in Spain?", [FES], [f"{FES}#session-fees"],
      "In Spain the session fee covers a bed in a shared room, full board, 20 lessons of English or Spanish a "
      "week, the afternoon activities and one full-day excursion a week.",
      note="pretty-printed JSON; a list restated.", pretty=True),
    V("clean", "How has the price of a two-week session in Alicante changed since 2032?",
      [f"{F32}#session-fees", f"{FES}#session-fees"], [f"{F32}#session-fees", f"{FES}#session-fees"],
      "In Spain a two-week session at the Alicante campus cost €1,780 in 2032 and costs 1,890 euros now.",
      note="```json fence; historical and current editions, both cited; notations swapped; no difference "
      "derived.", fence=True),
    V("clean", "How much is an extra week in Salamanca and in Coimbra?",
      [f"{FES}#extra-weeks", f"{FPT}#extra-weeks"], [f"{FES}#extra-weeks", f"{FPT}#extra-weeks"],
      "An extra week costs €790 in Salamanca, Spain, and €720 in Coimbra, Portugal.",
      note="two countries, each figure to its own."),
    V("clean", "My son is 15 and has an intermediate level. Can he do the intensive course in Alicante, and "
      "what does it cost?", [FES], [f"{FES}#intensive"],
      "Yes. In Spain the intensive course is open to students aged 14 and over with at least an intermediate "
      "level, so your son qualifies. It costs a hundred and sixty euros a week extra and replaces the weekday "
      "afternoon activities with 10 more lessons a week.",
      note="the reader's age and level against both conditions; the price in words."),
    V("clean", "We are booking a brother and a sister on the same session in Salamanca. Is there a discount, and "
      "can we combine it with another offer?", [FES], [f"{FES}#siblings"],
      "Yes. In Spain a brother or sister booked on the same session at the same campus gets €120 off the "
      "session fee, but that discount cannot be combined with any other offer.",
      note="'Yes.' opener; the restriction kept."),
    V("clean", "We have three children on the same session in Coimbra. What discount do we get?", [FPT],
      [f"{FPT}#large-families"],
      "In Portugal you get €80 off the session fee of your third child; there is no discount for the second "
      "one.", note="the reader's count against the rule; 'you'-addressed; Coimbra read as Portugal."),
    V("clean", "My daughter is 14 and wants the surf option in Cascais. What happens if she fails the swimming "
      "test?", [FPT], [f"{FPT}#surf"],
      "In Portugal the surf option in Cascais is open from 13, so at 14 she can take it. The swimming test on "
      "the first day is compulsory, and if she does not pass it, the surf option is refunded to you in full.",
      note="'open from 13' for 'aged 13 and over'; the reader's age over the bound; reordered."),
    V("clean", "We paid the deposit. Is it charged on top of the session fee?", [BOOK], [f"{BOOK}#deposit"],
      "No. The €400 deposit per student is part of the session fee, not an extra charge.",
      note="'No.' opener."),
    V("clean", "We have to cancel 75 days before the session. What do we lose?", [BOOK], [f"{BOOK}#cancellation"],
      "Only the deposit: you are cancelling more than 60 days before the session starts, so that is all the "
      "camp keeps. The cancellation has to be sent in writing by whoever signed the booking form.",
      note="the reader's 75 days in the first band; the actor kept ('whoever signed')."),
    V("clean", "My son can no longer go. Can his cousin take his place?", [BOOK], [f"{BOOK}#changes"],
      "No, a booking cannot be passed on to another student. What you can do is move it to another session or "
      "campus, free of charge once, up to 30 days before the original session starts.",
      note="'No,' opener; the alternative with its condition."),
    V("clean", "The camp cancelled our session because too few students booked. What happens to our money?",
      [BOOK], [f"{BOOK}#camp-cancellation"],
      "You get back everything you have paid within 14 days, or you can move to another session free of charge.",
      note="'you'-addressed."),
    V("clean", "My son is 16. What time must he be in his room, and when do lights go out?", [RULES],
      [f"{RULES}#bedtimes"],
      "At 16 he is in the 15 to 17 group, which has to be in their rooms by 11:00 pm every night. Lights go out "
      "30 minutes after that.", note="the reader's age inside the band; 'every night' for 'on every night of the "
      "week'."),
    V("clean", "How much pocket money should my 16-year-old bring, and can he keep it himself?", [RULES],
      [f"{RULES}#pocket-money"],
      "The camp recommends €50 of pocket money a week. At 16 he may keep it himself; the camp bank is compulsory "
      "only for students under 15.", note="the reader's age over the bound; reordered."),
    V("clean", "My son is 17. Can he smoke in his free time in town?", [RULES], [f"{RULES}#prohibited"],
      "No. Tobacco is forbidden for every student at all times, in free time in town too, whatever the local law "
      "allows.", note="the reader's age does not matter ('every student')."),
    V("clean", "If our 15-year-old is sent home for leaving the campus without permission, what do we pay?",
      [RULES], [f"{RULES}#send-home"],
      "You pay for his journey home, and because he is under 16 he travels with a staff escort, for which you pay "
      "€250 plus the escort's travel costs. No part of the price is refunded.",
      note="the reader's age under the bound; the payer kept."),
    V("clean", "My son turns 18 in the middle of his session. Can he still come?", [HEALTH],
      [f"{HEALTH}#age-limits"],
      "Yes, as long as he is still 17 on the first day of the session: a student who turns 18 during the "
      "session may finish it.", note="the condition kept."),
    V("clean", "Our 11-year-old wants to join her 13-year-old brother at the Cascais camp. Is that possible?",
      [HEALTH], [f"{HEALTH}#age-limits"],
      "No. Eleven-year-olds are accepted at the Salamanca campus only, and only together with an older brother "
      "or sister on the same session.", note="'Eleven-year-olds' in words; the place condition applied."),
    V("clean", "Who pays if my son needs a doctor at the Salamanca camp and our insurance does not cover it?",
      [HEALTH], [f"{HEALTH}#medical-care"],
      "You do: the parents pay doctor's and pharmacy bills that the student's insurance does not cover, and "
      "they are told the same day.", note="the actor named; passive turned active."),
    V("clean", "My daughter lands at Alicante airport at 8 pm on a Sunday. Can she use the camp transfer, and "
      "what does it cost?", [TRANS], [f"{TRANS}#prices", f"{TRANS}#days"],
      "Yes, but 8 pm is outside the 10:00 am to 6:00 pm window, so on top of the €45 transfer from Alicante "
      "airport you pay €80 extra.", note="the reader's hour outside the window; two fragments; no sum."),
    V("clean", "My 16-year-old is flying alone. Does she need the unaccompanied minor service?", [TRANS],
      [f"{TRANS}#unaccompanied"],
      "No. For students aged 15 to 17 the service is optional; it is required only for students under 15 who fly "
      "alone.", note="the reader's age inside the optional band."),
    V("clean", "My 13-year-old wants to go on the Saturday trip to Sintra. What does it cost, and what do we "
      "need to do?", [EXC], [f"{EXC}#weekend-trips"],
      "The trip to Sintra from Cascais costs €45 and has to be booked at the camp office by Thursday. Because "
      "she is under 14, she can go only with your written consent.",
      note="the reader's age under the bound; 'you'-addressed."),
    V("clean", "What does the camp's included insurance not cover?", [INS], [f"{INS}#included-cover"],
      "The accident and third-party liability insurance included in the session fee does not cover medical "
      "treatment for illness, lost luggage or cancellation.",
      limitations=["It covers the whole stay, excursions included."],
      note="`limitations` filled with the fragment's other sentence."),

    # --- wrong (22)
    V("wrong-case", "What does a two-week session cost at the Salamanca campus?", [FES], [f"{FES}#session-fees"],
      "In Spain a two-week session at the Salamanca campus costs €1,890.", MC,
      src="€1,690 at the Salamanca campus", note="Alicante's €1,890 (the same sentence) given to Salamanca."),
    V("wrong-case", "What is the longest stay at a campus in Spain?",
      [f"{FES}#extra-weeks", f"{FPT}#extra-weeks"], [f"{FES}#extra-weeks", f"{FPT}#extra-weeks"],
      "In Spain a stay lasts at most 4 weeks in a row.", MC, src="lasts at most 6 weeks in a row",
      note="a wrong country: Portugal's 4 weeks given to Spain; both fragments cited, the value only in the "
      "Portuguese one."),
    V("wrong-case", "How much is the airport transfer to the Coimbra campus?", [TRANS], [f"{TRANS}#prices"],
      "The transfer from Porto airport to Coimbra costs €55 each way.", MC,
      src="€95 from Porto airport to Coimbra", note="Cascais's €55 (the same sentence) given to Coimbra."),
    V("unit", "How much is the camp's medical insurance?", [INS], [f"{INS}#medical-cover"],
      "Students from other countries who have no travel medical insurance can buy the camp's medical insurance "
      "for €42 per booking.", UC, src="buy the camp's medical insurance for €42 a week",
      note="a weekly price given per booking (the figure right, the unit wrong)."),
    V("other-value", "By what time do 15-year-olds have to be in their rooms?", [RULES], [f"{RULES}#bedtimes"],
      "Students aged 15 have to be in their rooms by 10:00 pm.", MC, src="students aged 15 to 17 by 11:00 pm",
      note="the 12-to-14 band's 10:00 pm (the same sentence) given to a 15-year-old."),
    V("other-value", "What do we lose if we cancel 20 days before the session?", [BOOK], [f"{BOOK}#cancellation"],
      "If you cancel 20 days before the session starts, 50% of the total price is kept.", MC,
      src="with fewer than 30 days to go, or if the student does not arrive, the total price is kept",
      note="the 60-to-30 band's 50% given to 20 days (fewer than 30: the total price)."),
    V("deadline", "When is the balance due?", [BOOK], [f"{BOOK}#balance"],
      "The balance is due 30 days before the session starts.", MC,
      src="The balance is due 45 days before the session starts",
      note="the 30 days of other events (cancellation band, free change; uncited fragments of the context) given "
      "to the balance."),
    V("uncited-fragment", "What does a two-week session cost in Alicante?",
      [f"{FES}#session-fees", f"{F32}#session-fees"], [f"{FES}#session-fees"],
      "In Spain a two-week session at the Alicante beach campus costs €1,780.", MC,
      src="€1,890 at the Alicante beach campus",
      note="the 2032 edition's 1,780 euros (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "What is the deposit?", [BOOK], [],
      "A deposit of €400 per student is paid when the booking form is signed, and it is part of the session fee.",
      NC, note="no citation at all: the figure is true but it is in an uncited fragment."),
    V("exception", "Do all students have to put their pocket money in the camp bank?", [RULES],
      [f"{RULES}#pocket-money"],
      "Yes, every student deposits their pocket money in the camp bank on arrival and can take out up to €20 a "
      "day.", UC, src="older students may keep it themselves",
      note="the rule for under-15s extended to every student; the older students' case denied."),
    V("exception", "Can a student keep their own medicines?", [HEALTH], [f"{HEALTH}#medication"],
      "No. Every medicine, inhalers and adrenaline pens included, is handed to the camp nurse on arrival.", UC,
      src="Students may keep asthma inhalers and adrenaline pens with them",
      note="the exception (inhalers and adrenaline pens) overridden ('included')."),
    V("condition", "Can we move our booking to another campus for free?", [BOOK], [f"{BOOK}#changes"],
      "Yes, you can move your booking to another session or campus free of charge at any time.", UC,
      src="once free of charge up to 30 days before the original session starts",
      note="both conditions (once, up to 30 days before) dropped: 'at any time'."),
    V("bound", "When do we have to fill in the medical form?", [HEALTH], [f"{HEALTH}#medical-form"],
      "Parents fill in the medical form online no earlier than 21 days before arrival.", UC,
      src="at least 21 days before arrival", note="'at least 21 days before' turned round: 'no earlier than'."),
    V("bound", "How long can a stay at the Alicante campus be?", [FES], [f"{FES}#extra-weeks"],
      "In Spain a stay at a Spanish campus lasts at least 6 weeks in a row.", UC,
      src="lasts at most 6 weeks in a row", note="'at most' turned into 'at least'."),
    V("modality", "Is the swimming test for the surf option in Cascais compulsory?", [FPT], [f"{FPT}#surf"],
      "No. In Portugal the swimming test on the first day is optional; students aged 13 and over can take surf "
      "lessons for €180 a week.", UC, src="A swimming test on the first day is compulsory",
      note="compulsory stated as optional."),
    V("flipped", "If our son is sent home early, do we get part of the price back?", [RULES],
      [f"{RULES}#send-home"],
      "Yes, the unused part of the price is refunded, but you pay for the journey home.", UC,
      src="no part of the price is refunded", note="'no part … is refunded' turned into a refund."),
    V("agent", "Who books the unaccompanied minor service for a 13-year-old flying alone?", [TRANS],
      [f"{TRANS}#unaccompanied"],
      "The camp books and pays for the airline's unaccompanied minor service for students under 15, and a member "
      "of staff meets them at the gate.", UC, src="which the parents book and pay for",
      note="the actor swapped (the parents → the camp)."),
    V("agent", "Who can cancel a booking?", [BOOK], [f"{BOOK}#cancellation"],
      "A cancellation can be sent in writing by the student or by either parent.", UC,
      src="sent in writing by the person who signed the booking form",
      note="the actor swapped (the signatory → the student or either parent)."),
    V("invented", "What does an extra week at the Cascais campus cost?", [FPT], [f"{FPT}#extra-weeks"],
      "In Portugal an extra week in Cascais costs €930, so two extra weeks cost €1,860.", UN,
      note="a sum the source does not state (€1,860)."),
    V("limitations", "What does the weekly excursion include?", [EXC], [f"{EXC}#weekly-excursion"],
      "The full-day excursion each week is included in the session fee, with entrance tickets and a packed "
      "lunch.", UM, limitations=["I have booked your son onto this week's excursion."],
      note="a correct answer; `limitations` claims an action that was not performed."),
    V("jurisdiction", "How much is the surf option in Cascais?", [f"{FPT}#surf"], [f"{FPT}#surf"],
      "At the Cascais campus, students aged 13 and over can swap three afternoon activities a week for surf "
      "lessons at €180 a week.", NJ, src="In Portugal, students aged 13 and over",
      note="a Portugal-only context, the country not named (only the town Cascais)."),
    V("degenerate", "When are parents told if their child needs a doctor?", [HEALTH], [f"{HEALTH}#medical-care"],
      "Parents are told the same day. Parents are told the same day. Parents are told the same day.", DG,
      note="one correct sentence repeated."),
]

RF, BY, R32 = "stz-ceny-rf", "stz-ceny-by", "stz-ceny-rf-2032"
HIM, GAR, OPL, POSH = "stz-himchistka", "stz-garantiya", "stz-oplata", "stz-poshiv"
HRAN, DOST = "stz-hranenie", "stz-dostavka"

RU = [
    # --- clean (22)
    V("clean", "Сколько стоит укоротить брюки в Москве?", [RF], [f"{RF}#remont"],
      "В России укоротить брюки в Москве стоит 900 рублей.", note="«рублей» for «₽»."),
    V("clean", "Сколько стоит заменить молнию в куртке в Минске и в Гомеле?", [BY], [f"{BY}#remont"],
      "В Беларуси замена молнии в куртке стоит 48 белорусских рублей в Минске и 40 BYN в Гомеле.",
      note="pretty-printed JSON; «белорусских рублей» for «BYN»; «замена» for «заменить»; both cities.",
      pretty=True),
    V("clean", "Насколько подорожало укорачивание брюк в Екатеринбурге с 2032 года?",
      [f"{R32}#remont", f"{RF}#remont"], [f"{R32}#remont", f"{RF}#remont"],
      "В России в 2032 году укоротить брюки в Екатеринбурге стоило 650 ₽, а сейчас — 700 рублей.",
      note="```json fence; two editions, both cited; notations swapped; the difference not derived.", fence=True),
    V("clean", "Сколько стоит ушить платье в России и в Беларуси?", [f"{RF}#podgonka", f"{BY}#podgonka"],
      [f"{RF}#podgonka", f"{BY}#podgonka"], "Ушить или расставить платье стоит 1 500 ₽ в России и 45 BYN в Беларуси.",
      note="two countries, each figure to its own."),
    V("clean", "Сколько будет стоить расставить пальто на подкладке в Екатеринбурге?", [RF], [f"{RF}#podgonka"],
      "В России подгонка пальто стоит 3 200 ₽ и в Екатеринбурге, и в Москве, а за подкладку к цене добавят ещё "
      "500 ₽.", note="«подгонка» for «ушить или расставить»; the lining supplement kept apart, no sum."),
    V("clean", "Можно ли в Москве сшить пиджак на заказ и сколько это стоит?", [RF], [f"{RF}#poshiv"],
      "Да, в Москве шьют на заказ: мужской пиджак в России стоит от 18 000 рублей.",
      note="«Да,» opener; «от» kept."),
    V("clean", "Нужно срочно укоротить джинсы в Москве. За сколько сделаете и сколько это стоит?", [RF],
      [f"{RF}#remont", f"{RF}#srochno"],
      "В России срочный ремонт делают за 24 часа с наценкой 50 % к цене работы; обычная цена укорачивания "
      "джинсов в Москве — 900 ₽.", note="two fragments of one record; the surcharge not applied to a sum."),
    V("clean", "Шьёте ли вы на заказ в Гомеле?", [BY], [f"{BY}#poshiv"],
      "Нет, в Беларуси на заказ шьют только в Минске.", note="«Нет,» opener; no figure needed."),
    V("clean", "Сколько стоит химчистка мужского костюма в Беларуси?", [HIM], [f"{HIM}#ceny"],
      "Химчистка мужского костюма в Беларуси стоит 45 BYN.", note="Belarus's value of a two-country sentence."),
    V("clean", "Мне нужно почистить свадебное платье к пятнице, а сегодня вторник. Успеете экспрессом в Москве?",
      [HIM], [f"{HIM}#sroki"],
      "Нет: свадебные платья экспрессом не чистят, а обычный срок химчистки — пять рабочих дней.",
      note="«пять рабочих дней» in words; the exception applied to the reader."),
    V("clean", "Что записывают в квитанцию, когда сдаёшь вещь в химчистку?", [HIM], [f"{HIM}#priyom"],
      "Вещь осматривает приёмщик вместе с вами и записывает в квитанцию все пятна, потёртости и дефекты.",
      note="Russian word order (object first); the actor kept."),
    V("clean", "Через 10 дней после выдачи оторвалась пуговица, которую пришили у вас при ремонте. Это "
      "гарантийный случай?", [GAR], [f"{GAR}#garantiya"],
      "Да: на заменённую фурнитуру, в том числе пуговицы, гарантия действует 14 дней со дня выдачи — если "
      "изделие после этого не перешивали в другом месте.",
      note="the reader's 10 days under the bound; the condition kept; «в том числе» names a listed item."),
    V("clean", "Я подала претензию по пошиву. Когда мне ответят?", [GAR], [f"{GAR}#pretenzii"],
      "Ответ на претензию дают в течение десяти календарных дней.", note="«десяти» in words."),
    V("clean", "Если экспертиза не подтвердит вину ателье, кто за неё платит?", [GAR], [f"{GAR}#ekspertiza"],
      "Экспертизу оплачивает ателье, но если она не подтвердит вину ателье, её стоимость возмещаете вы.",
      note="both actors kept; «вы» for «клиент»."),
    V("clean", "Когда нужно доплатить остаток за пошив платья?", [OPL], [f"{OPL}#predoplata"],
      "Остаток вы платите на последней примерке, а 50 % вносите как предоплату при оформлении заказа.",
      note="reordered; «остаток» for «остальное»."),
    V("clean", "Можно ли в Минске расплатиться картой Visa?", [OPL], [f"{OPL}#sposoby"],
      "Да, в Беларуси принимают карты Visa, а также БЕЛКАРТ, Mastercard и наличные в белорусских рублях.",
      note="Минск read as Беларусь; the list reordered."),
    V("clean", "Я отказалась от пошива до раскроя ткани. Когда вернут предоплату?", [OPL], [f"{OPL}#vozvrat"],
      "Предоплату вам вернут полностью в течение 7 рабочих дней, потому что вы отказались до раскроя.",
      limitations=["После раскроя предоплата уже не возвращается."],
      note="the reader's case inside the condition; `limitations` filled with the fragment's other sentence."),
    V("clean", "Сколько шьют пиджак?", [POSH], [f"{POSH}#sroki"],
      "Пиджак шьют за 21 день со дня снятия мерок; если после первой примерки поменять фасон, срок начнут "
      "считать заново.", note="«начнут считать заново» for «отсчитывается заново»."),
    V("clean", "Сколько стоит четвёртая примерка при пошиве в Минске?", [POSH], [f"{POSH}#primerki"],
      "В Беларуси третья и каждая следующая примерка стоят 15 BYN, так что за четвёртую вы заплатите 15 BYN; "
      "две примерки входят в цену пошива.", note="the reader's fourth fitting inside «каждая следующая»."),
    V("clean", "Я принесу свою ткань. Что с ней нужно сделать заранее?", [POSH], [f"{POSH}#tkan"],
      "Ткань нужно заранее выстирать или задекатировать: если ваша ткань сядет после пошива, ателье за это не "
      "отвечает.", note="«сядет» for «усадка»."),
    V("clean", "Вещь готова с 1 марта, а забрать её я смогу только через две недели. Нужно будет платить за "
      "хранение?", [HRAN], [f"{HRAN}#besplatno"],
      "Нет: готовую вещь хранят бесплатно тридцать дней со дня готовности, указанного в квитанции.",
      note="«тридцать дней» in words; the reader's two weeks under the bound."),
    V("clean", "Сколько стоит доставка в Москве, если заказ на 6 000 ₽?", [DOST], [f"{DOST}#besplatnaya"],
      "Нисколько: в Москве доставка бесплатна при заказе от 5 000 ₽, а ваш заказ больше.",
      note="«Нисколько» opener; the reader's sum over the threshold."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоит заменить молнию в куртке в Екатеринбурге?", [RF], [f"{RF}#remont"],
      "В России замена молнии в куртке в Екатеринбурге стоит 1 800 ₽.", MC, src="1 400 ₽ в Екатеринбурге",
      note="Москва's 1 800 ₽ (the same sentence) given to Екатеринбург."),
    V("wrong-case", "Какая наценка за срочный ремонт в Беларуси?", [f"{RF}#srochno", f"{BY}#srochno"],
      [f"{RF}#srochno", f"{BY}#srochno"], "В Беларуси срочный ремонт выполняется с наценкой 50 %.", MC,
      src="с наценкой 30 %",
      note="a wrong country: Russia's 50 % given to Belarus; both fragments cited, the value only in the "
      "Russian one."),
    V("wrong-case", "Сколько стоит химчистка пальто в Беларуси?", [HIM], [f"{HIM}#ceny"],
      "Химчистка пальто в Беларуси стоит 62 BYN.", MC, src="55 BYN в Беларуси",
      note="the down jacket's 62 BYN (the same sentence) given to the coat."),
    V("unit", "Сколько стоит платное хранение в России?", [HRAN], [f"{HRAN}#platno"],
      "После 30 дней хранение в России стоит 50 ₽ в месяц.", UC, src="50 ₽ в сутки в России",
      note="a daily price given per month (the figure right, the period wrong)."),
    V("other-value", "Сколько шьют платье?", [POSH], [f"{POSH}#sroki"],
      "Платье шьют за 21 день со дня снятия мерок.", MC, src="Платье шьём за 14 дней",
      note="the suit's 21 days (the same sentence) given to the dress."),
    V("other-value", "В какой срок принимают претензию по химчистке?", [GAR], [f"{GAR}#pretenzii"],
      "Претензию по химчистке принимают в течение 30 дней со дня выдачи.", MC, src="по химчистке — в течение 10 дней",
      note="the repair and tailoring case's 30 days (the same sentence) given to dry cleaning."),
    V("deadline", "Сколько действует гарантия на швы после ремонта?", [GAR], [f"{GAR}#garantiya"],
      "Гарантия на швы после ремонта действует 10 дней со дня выдачи.", MC, src="даём гарантию 30 дней",
      note="the 10 days of another event (claims on dry cleaning, #pretenzii, uncited) given to the warranty."),
    V("uncited-fragment", "Сколько стоит укоротить брюки в Москве?", [f"{RF}#remont", f"{R32}#remont"],
      [f"{RF}#remont"], "В России укоротить брюки в Москве стоит 800 ₽.", MC, src="900 ₽ в Москве",
      note="the 2032 edition's 800 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит курьер в Минске?", [DOST], [],
      "Курьер в Минске забирает и привозит вещи за 12 BYN в одну сторону.", NC,
      note="no citation at all: the figure is true but it is in an uncited fragment."),
    V("exception", "Можно ли почистить пуховик экспрессом в Москве?", [HIM], [f"{HIM}#sroki"],
      "Да, в Москве экспресс-химчистка за 2 рабочих дня доступна для любых вещей, включая пуховики; она стоит на "
      "40 % дороже.", UC, src="свадебные платья и пуховики экспрессом не чистим",
      note="the exception overridden («включая пуховики»)."),
    V("exception", "Действует ли гарантия на шов, если я потом перешила вещь в другом ателье?", [GAR],
      [f"{GAR}#garantiya"],
      "Да, гарантия на швы 30 дней действует в любом случае, даже если изделие потом перешивали в другом месте.",
      UC, src="Гарантия не действует, если изделие после выдачи перешивали в другом месте",
      note="the exception denied («даже если»)."),
    V("condition", "Примете ли вы в химчистку вещь без ярлыка?", [HIM], [f"{HIM}#priyom"],
      "Да, вещи без ярлыка с символами ухода принимаем как обычно.", UC,
      src="принимаем только с отметкой «без гарантии результата» и подписью клиента",
      note="the condition (the mark and the client's signature) dropped: «как обычно»."),
    V("condition", "Вернут ли предоплату, если я откажусь от пошива?", [OPL], [f"{OPL}#vozvrat"],
      "Да, при отказе от пошива предоплату возвращают полностью в течение 7 рабочих дней.", UC,
      src="Если клиент отказывается от пошива до раскроя ткани",
      note="«Да» and the condition (before cutting) dropped."),
    V("bound", "При каком заказе доставка в Москве бесплатна?", [DOST], [f"{DOST}#besplatnaya"],
      "В Москве доставка бесплатна при заказе до 5 000 ₽.", UC, src="при заказе от 5 000 ₽",
      note="«от» turned into «до»."),
    V("bound", "Когда можно подать претензию по ремонту?", [GAR], [f"{GAR}#pretenzii"],
      "Претензию по качеству ремонта принимают не раньше чем через 30 дней со дня выдачи.", UC,
      src="в течение 30 дней со дня выдачи", note="«в течение» turned into «не раньше чем через»."),
    V("modality", "Что будет с вещью, которую не забирают полгода?", [HRAN], [f"{HRAN}#nevostrebovannye"],
      "Ателье отправит вам письмо или SMS. Через 2 месяца после этого уведомления ателье обязательно продаст вещь "
      "или передаст её на благотворительность.", UC, src="ателье вправе продать вещь",
      note="a permission («вправе») stated as a certainty («обязательно продаст»)."),
    V("flipped", "Вернут ли предоплату за пошив после раскроя ткани?", [OPL], [f"{OPL}#vozvrat"],
      "Да, предоплату возвращают и после раскроя, а раскроенную ткань отдают клиенту.", UC,
      src="После раскроя предоплата не возвращается", note="«не возвращается» turned into a refund."),
    V("agent", "Кто оплачивает экспертизу?", [GAR], [f"{GAR}#ekspertiza"],
      "Экспертизу оплачивает клиент; если экспертиза подтвердит вину ателье, ателье возмещает её стоимость.", UC,
      src="Экспертизу оплачивает ателье", note="the payer swapped (ателье → клиент), and the refund with it."),
    V("agent", "Кто записывает дефекты вещи в квитанцию при приёме в химчистку?", [HIM], [f"{HIM}#priyom"],
      "Все пятна, потёртости и дефекты клиент сам записывает в квитанцию, а приёмщик её подписывает.", UC,
      src="приёмщик осматривает вещь вместе с клиентом и записывает в квитанцию",
      note="the actor swapped (приёмщик → клиент)."),
    V("invented", "Сколько стоит химчистка свадебного платья в России?", [HIM], [f"{HIM}#ceny"],
      "Химчистка свадебного платья в России стоит от 6 000 ₽. Фату к платью мы чистим бесплатно.", UC,
      note="an invented sentence (a free veil), no digit."),
    V("jurisdiction", "Сколько стоит укоротить брюки в Минске?", [f"{BY}#remont"], [f"{BY}#remont"],
      "Укоротить брюки или джинсы в Минске стоит 25 BYN, а в Гомеле — 20 BYN.", NJ, src="В Беларуси укоротить брюки",
      note="a Belarus-only context, the country not named (only the cities and the currency code BYN)."),
    V("degenerate", "Сколько стоит подгонка пиджака в Беларуси?", [BY], [f"{BY}#podgonka"],
      "Сколько стоит подгонка пиджака в Беларуси?", DG, note="an answer that only restates the question."),
    V("limitations", "Сколько стоит курьер в Екатеринбурге?", [DOST], [f"{DOST}#kurer"],
      "Курьер в Екатеринбурге забирает и привозит вещи за 350 ₽ в одну сторону.", UN,
      limitations=["При заказе от 3 000 ₽ доставка в Екатеринбурге бесплатна."],
      note="a correct answer; `limitations` invents a figure (3 000 ₽), against «в Екатеринбурге бесплатной "
      "доставки нет» (uncited)."),
]
