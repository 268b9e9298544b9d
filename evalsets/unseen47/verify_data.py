"""Labelled verify cases of unseen47 (the source of verify_cases.jsonl; build_unseen47.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand from the corpora
only, after the questions' commit and before anything was run. The split (2nd, 5th, 8th, ... case of
each kind per language is holdout) was fixed in README.md before the first corpus record was written.
Correct answers are written the way a strong model restates a rule: clauses reordered, "you"-addressed,
lists as prose, "Yes" / "No" / «Да» / «Нет» openers, words for figures ("ten hours", "seven years", "five
business days", "three monthly instalments", «семь рабочих дней», «от пятнадцати до двадцати», «до
четырёх раз»), a figure restated only where the text makes it true ("within a week" for "within 7 days",
"two weeks" for "within 14 days"), another notation of the same amount ("240 US dollars" for "US$240",
"140 Canadian dollars" and "CAD 155" for "C$140" / "C$155", "US$225" for "225 US dollars", «690 рублей» for
«690 ₽», «620 ₽» for «620 рублей», «55 белорусских рублей» for «55 BYN»), "15 October" for "October 15",
the reader's figures checked against a bound or a window, exceptions applied, two countries or two editions
at once, `limitations` filled, one pretty-printed and one fenced per language. Wrong answers carry one
fault each, in the shapes real models produce (see the README's table).
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]
DG = ["degenerate-output"]
NC = ["missing-citation", "misattributed-figure"]
UM = ["unperformed-mutation"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


US, CA, U29 = "tbk-prices-us", "tbk-prices-ca", "tbk-prices-us-2029"
DL, AM, REF, PAY = "tbk-deadlines", "tbk-amendments", "tbk-refunds", "tbk-payments"
BK, DATA = "tbk-bookkeeping", "tbk-data"

EN = [
    # --- clean (20)
    V("clean", "What does a federal return with one state return cost at Tallybrook Chicago?", [US],
      [f"{US}#individual"],
      "In the United States, a federal return together with one state return costs 240 US dollars at Tallybrook "
      "Chicago.", note="'240 US dollars' for 'US$240'; Chicago's value of a two-city sentence."),
    V("clean", "I have two rental properties. What do they add to my return fee at Tallybrook Phoenix?", [US],
      [f"{US}#individual"],
      "In the United States each rental property adds US$45 to your return fee, so that amount is added once for "
      "each of your two properties.", note="per property kept for the reader's two; no derived sum."),
    V("clean", "All my documents were uploaded on March 12 and my return goes out on April 8. Will it cost 15% "
      "more?", [US], [f"{US}#individual"],
      "No. In the United States a return filed after April 1 costs 15% more, but not when the client uploaded all "
      "the documents by March 15, and you did so before that date.",
      note="'No.' opener; the reader's dates against the rule and its exception."),
    V("clean", "What does a personal return cost in Calgary and in Ottawa?", [CA], [f"{CA}#personal"],
      "In Canada a personal T1 return costs 140 Canadian dollars at Tallybrook Calgary and CAD 155 at Tallybrook "
      "Ottawa.", note="pretty-printed JSON; '140 Canadian dollars' and 'CAD 155' for 'C$140' / 'C$155'; both cities.",
      pretty=True),
    V("clean", "How has the Chicago fee for a federal return with one state return changed since 2029?",
      [f"{U29}#individual", f"{US}#individual"], [f"{U29}#individual", f"{US}#individual"],
      "In the United States that return cost US$225 at Tallybrook Chicago in 2029 and costs 240 US dollars now.",
      note="```json fence; historical and current editions, both cited; notations swapped.", fence=True),
    V("clean", "What is the hourly rate of a CPA in Canada and of an enrolled agent in the United States?",
      [f"{CA}#hourly", f"{US}#hourly"], [f"{CA}#hourly", f"{US}#hourly"],
      "A CPA is billed at C$150 per hour in Canada, and an enrolled agent or CPA at US$160 per hour in the United "
      "States; in both countries time is billed in 15-minute increments.",
      note="two countries in one answer, each figure to its country; a shared rule stated once."),
    V("clean", "I'm 24, a student, and my only slips are a T4 and a T2202. What do I pay at Tallybrook Ottawa in "
      "March?", [CA], [f"{CA}#personal"],
      "In Canada you pay the student price of C$60: you are under 25, your only slips are a T4 and a T2202, and "
      "March is outside the April 20 to April 30 period in which the student price does not apply.",
      note="the reader's age, slips and month against the bound and the exception."),
    V("clean", "Can my S corporation return be done in Chicago, and what does it cost?", [US], [f"{US}#business"],
      "Yes. In the United States business returns are prepared only at Tallybrook Chicago, and an S corporation "
      "return costs between US$950 and US$1,600, depending on how many owners and bank accounts the company has.",
      note="'Yes.' opener; a range as 'between … and'; the condition restated."),
    V("clean", "Our company had C$300,000 of revenue. What do the T2 return and its financial statements cost?",
      [CA], [f"{CA}#corporate"],
      "In Canada, with revenue under C$500,000, the T2 return costs from C$1,200, and the financial statements "
      "prepared for it cost C$600.", note="the reader's revenue under the bound; two prices of one fragment."),
    V("clean", "I have to file a US extension. Does it also give me more time to pay?", [DL], [f"{DL}#filing"],
      "No. Form 4868 moves the filing deadline to 15 October, but the payment deadline does not move.",
      limitations=["Without an extension, United States individual returns are filed by April 15."],
      note="'15 October' for 'October 15'; `limitations` filled with the rule's other date."),
    V("clean", "When do you remind me of my Canadian instalments?", [DL], [f"{DL}#estimated"],
      "You get an email reminder 10 days before each Canadian instalment due date (March 15, June 15, September 15 "
      "and December 15), but we won't make the payment for you.", note="reordered; the list in brackets."),
    V("clean", "How much is Audit Shield and when do I have to buy it?", [AM], [f"{AM}#audit"],
      "Audit Shield costs US$49 or C$45 per return, and you have to buy it before your return is filed; it then "
      "covers up to ten hours of representation for each audit or review.", note="'ten hours'; reordered."),
    V("clean", "I got a letter from the IRS today. What should I do?", [AM], [f"{AM}#notices"],
      "Send us the letter within a week of receiving it. We will reply within five business days with what it means "
      "and what answering it will cost.", note="'within a week' for 'within 7 days'; 'five business days'."),
    V("clean", "If I cancel now, before you have started on my return, do I get my fee back?", [REF],
      [f"{REF}#fee-refunds"],
      "Yes, the whole fee, since preparation has not started. The refund goes back to the card you paid with within "
      "10 business days.", note="'Yes' with the condition; two sentences."),
    V("clean", "How long does a refund from the CRA usually take if I e-file with direct deposit?", [REF],
      [f"{REF}#tax-refunds"],
      "Usually within two weeks: with e-filing and direct deposit the CRA pays a refund in that time, though "
      "Tallybrook does not control government refunds.", note="'two weeks' for 'within 14 days' (true by the text)."),
    V("clean", "My fee is C$720. Can I spread it out, and what if I miss a payment?", [PAY], [f"{PAY}#payment-plan"],
      "Yes. Since your fee is over C$500, you can pay it in three monthly instalments without interest. A missed "
      "instalment adds a C$25 late fee, and after two missed instalments the whole balance is due at once.",
      note="the reader's C$720 over the bound; 'three', 'two'."),
    V("clean", "We have 4 employees. What does a payroll run cost in Canada?", [BK], [f"{BK}#payroll"],
      "A payroll run costs C$65 for up to 5 employees, and your 4 employees are within that.",
      note="the reader's 4 under the bound of 5."),
    V("clean", "How long do you keep my returns?", [DATA], [f"{DATA}#retention"],
      "Copies of your returns, together with our working papers, are kept for seven years after the filing date; "
      "files under an open audit are kept until the audit closes.", note="'seven years'; the exception kept."),
    V("clean", "My wife and I file jointly. Will she see my documents?", [DATA], [f"{DATA}#sharing"],
      "Yes. Spouses who file jointly see the same documents.", note="'Yes.' opener; no figure."),
    V("clean", "Who represents me if I'm audited?", [AM], [f"{AM}#audit"],
      "An enrolled agent or a CPA represents you, never a bookkeeper.", note="a role; no figure."),

    # --- wrong (24)
    V("wrong-case", "What does a federal return with one state return cost at Tallybrook Phoenix?", [US],
      [f"{US}#individual"],
      "In the United States a federal return with one state return costs US$240 at Tallybrook Phoenix.", MC,
      src="US$215 at Tallybrook Phoenix", note="Chicago's US$240 given to Phoenix."),
    V("wrong-case", "What does a C corporation return cost?", [US], [f"{US}#business"],
      "In the United States a C corporation return (Form 1120) costs from US$950.", MC,
      src="costs from US$1,400", note="the partnership / S corporation price given to the C corporation."),
    V("wrong-case", "What does a bookkeeper cost in Canada for work no fixed fee covers?", [CA], [f"{CA}#hourly"],
      "In Canada a bookkeeper's work that no fixed fee covers is billed at C$80 per day.", UC,
      src="C$80 per hour for a bookkeeper", note="a per-hour rate given per day (the figure right, its unit wrong)."),
    V("wrong-case", "How soon is a fee refund paid?", [REF], [f"{REF}#fee-refunds"],
      "Fee refunds go back to the card you paid with within 10 calendar days.", UC,
      src="within 10 business days", note="business days turned into calendar days."),
    V("other-sentence", "In how many instalments can I pay a large fee?", [PAY], [f"{PAY}#payment-plan"],
      "A fee over US$500 or C$500 can be paid in 2 monthly instalments without interest.", MC,
      src="in 3 monthly instalments", note="a wrong count: the '2 missed instalments' of the next sentence."),
    V("other-sentence", "Until when can I file if I get a US extension?", [DL], [f"{DL}#filing"],
      "A US extension (Form 4868) moves the filing deadline to June 15.", MC, src="to October 15",
      note="the self-employed Canadians' June 15 (the sentence before) given to the US extension."),
    V("other-sentence", "How long before the pay date must payroll changes reach you?", [BK], [f"{BK}#payroll"],
      "Payroll changes must reach us 5 business days before the pay date.", MC,
      src="3 business days before the pay date", note="the '5 employees' of the first sentence given to the notice."),
    V("uncited-fragment", "What does an enrolled agent cost per hour in the United States?",
      [f"{US}#hourly", f"{U29}#hourly"], [f"{US}#hourly"],
      "In the United States an enrolled agent or CPA is billed at US$150 per hour.", MC,
      note="the 2029 edition's 150 US dollars (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much does an amended return cost?", [AM], [],
      "An amended return costs US$95 or C$85 if you bring new information after filing.", NC,
      note="no citation at all: the figures are true but every one is in an uncited fragment."),
    V("exception", "Do returns filed after April 1 cost more?", [US], [f"{US}#individual"],
      "Yes. In the United States every return filed after April 1 costs 15% more, whenever the documents were "
      "uploaded.", UC, src="except returns of clients who uploaded all their documents by March 15",
      note="the exception overridden ('whenever the documents were uploaded')."),
    V("exception", "Are my files deleted when the retention period ends?", [DATA], [f"{DATA}#retention"],
      "Yes. When the retention period ends, every file is deleted without notice, with no exceptions.", UC,
      src="except files under an open audit", note="the exception (open audits) dropped and denied; no figure."),
    V("condition", "Can I buy Audit Shield after I get an audit letter?", [AM], [f"{AM}#audit"],
      "Yes, Audit Shield can be bought at any time, even after the return has been filed; it costs US$49 or C$45 per "
      "return.", UC, src="must be bought before the return is filed", note="the condition dropped and denied."),
    V("bound", "Which fees can be paid in instalments?", [PAY], [f"{PAY}#payment-plan"],
      "Fees under US$500 or C$500 can be paid in 3 monthly instalments without interest.", UC, src="A fee over US$500",
      note="'over' → 'under'."),
    V("bound", "Who gets the student price in Canada?", [CA], [f"{CA}#personal"],
      "In Canada students over 25 whose only slips are a T4 and a T2202 pay C$60.", UC, src="Students under 25",
      note="'under 25' → 'over 25'."),
    V("modality", "Do I have to use two-factor sign-in in the portal?", [DATA], [f"{DATA}#portal"],
      "No, two-factor sign-in is optional; you can turn it on in the client portal if you want extra security.", UC,
      src="requires two-factor sign-in", note="required → optional."),
    V("flipped", "Do you accept cheques?", [PAY], [f"{PAY}#paying"],
      "Yes, we accept cheques as well as cards and bank transfers.", UC, src="we do not accept cash or cheques",
      note="a refusal turned into an acceptance."),
    V("agent", "Who pays the penalty if your calculation error causes one?", [REF], [f"{REF}#accuracy"],
      "If a calculation error of Tallybrook's leads to a penalty, the client pays the penalty and interest, up to "
      "US$10,000 or C$10,000 per return.", UC, src="we pay that penalty and interest",
      note="the payer swapped (Tallybrook → the client); the cap kept."),
    V("invented", "What does a return with self-employment income cost at Tallybrook Chicago?", [US],
      [f"{US}#individual"],
      "In the United States a federal return with one state return costs US$240 at Tallybrook Chicago and Schedule C "
      "adds US$120, so you pay US$360 in total.", UN, note="a sum the source does not state (US$360)."),
    V("invented", "Can my adult daughter help me with my return?", [DATA], [f"{DATA}#sharing"],
      "Yes, with your signed consent. She must also come to the office in person with photo ID before she can see "
      "your documents.", UC, note="an invented limitation (in person, photo ID), no digit."),
    V("jurisdiction", "What does a bookkeeper cost per hour at Tallybrook Calgary?", [f"{CA}#hourly"], [f"{CA}#hourly"],
      "A bookkeeper is billed at C$80 per hour, in 15-minute increments, with a minimum charge of 30 minutes.", NJ,
      src="In Canada, work that no fixed fee covers",
      note="a Canada-only context, the country not named (only 'C$'; no city)."),
    V("degenerate", "What does a paper return cost?", [PAY], [f"{PAY}#efile"],
      "A paper return costs US$30 or C$30 more for printing and postage [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
    V("degenerate", "When do I get the e-file confirmation?", [PAY], [f"{PAY}#efile"],
      "We send you the e-file confirmation within 48 hours of submission. We send you the e-file confirmation within "
      "48 hours of submission. We send you the e-file confirmation within 48 hours of submission.", DG,
      note="one correct sentence repeated three times."),
    V("limitations", "How much is monthly bookkeeping for up to 100 transactions?", [BK], [f"{BK}#packages"],
      "Monthly bookkeeping for up to 100 transactions costs US$290 or C$320 per month.", UN,
      limitations=["Package prices rise by 8% every January."],
      note="a correct answer; `limitations` invents a figure (8%)."),
    V("limitations", "Can you reopen my locked portal account?", [DATA], [f"{DATA}#portal"],
      "Yes, a locked account is reopened on request within 2 business days.", UM,
      limitations=["I have sent the request to reopen your account."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

RF, R29, BY = "nvu-ceny-rf", "nvu-ceny-rf-2029", "nvu-ceny-by"
SM, SR, GAR, PRI = "nvu-smeta", "nvu-sroki", "nvu-garantiya", "nvu-priemka"
PRA, MAT, USL = "nvu-pravila", "nvu-materialy", "nvu-uslugi"

RU = [
    # --- clean (20)
    V("clean", "Сколько стоит штукатурка стен в Москве?", [RF], [f"{RF}#chernovye"],
      "В России штукатурка стен по маякам в Москве стоит 690 рублей за квадратный метр.",
      note="«690 рублей» for «690 ₽», «квадратный метр» for «м²»; Екатеринбург left out."),
    V("clean", "Сколько стоит стяжка пола в Москве и в Екатеринбурге?", [RF], [f"{RF}#chernovye"],
      "В России стяжка пола стоит 780 ₽ за м² в Москве и 640 ₽ за м² в Екатеринбурге.",
      note="«соответственно» resolved: each figure to its city."),
    V("clean", "Нужно отремонтировать только санузел в Екатеринбурге, работ примерно на 40 тысяч. Возьмётесь?", [RF],
      [f"{RF}#chernovye"],
      "Да. В России минимальный заказ — 60 000 ₽, но на ремонт санузла это ограничение не распространяется.",
      note="«Да.» opener; the exception applied to the reader's order."),
    V("clean", "Квартира 24 м² в Екатеринбурге. Сколько стоит ремонт под ключ и какую площадь посчитают?", [RF],
      [f"{RF}#pod-klyuch"],
      "В России ремонт под ключ в Екатеринбурге стоит от 11 800 ₽ за м², без материалов. Ваша квартира меньше 30 м², "
      "поэтому её посчитают как 30 м².", note="pretty-printed JSON; the reader's 24 under the bound; no derived sum.",
      pretty=True),
    V("clean", "Как изменилась цена штукатурки в Москве с 2029 года?", [f"{R29}#chernovye", f"{RF}#chernovye"],
      [f"{R29}#chernovye", f"{RF}#chernovye"],
      "В России штукатурка стен по маякам в Москве стоила 620 ₽ за м² в 2029 году, а сейчас стоит 690 рублей.",
      note="```json fence; two editions, both cited; notations swapped.", fence=True),
    V("clean", "Сколько стоит укладка плитки в России и в Беларуси?", [f"{RF}#chistovye", f"{BY}#chistovye"],
      [f"{RF}#chistovye", f"{BY}#chistovye"],
      "Укладка плитки стоит 1 600 ₽ за м² в России и 55 белорусских рублей за м² в Беларуси.",
      note="two countries; «белорусских рублей» for «BYN»."),
    V("clean", "Хочу крупноформатную плитку 60×120 в Минске. Положите?", [BY], [f"{BY}#chistovye"],
      "Нет. В Беларуси крупноформатную плитку не укладывают; обычная укладка плитки там стоит 55 BYN за м².",
      note="«Нет.» opener; the one-country exclusion applied."),
    V("clean", "Объём работ вырос на 15 %. Что дальше?", [SM], [f"{SM}#smeta"],
      "Рост больше 10 %, поэтому составят дополнительную смету, и эти работы не начнут, пока вы её не подпишете.",
      note="the reader's 15 % over the bound; the condition restated."),
    V("clean", "Какую предоплату нужно внести перед этапом?", [SM], [f"{SM}#oplata"],
      "Перед началом каждого этапа вносится предоплата — 30 % его стоимости, а остальное платят после того, как этап "
      "принят.", note="reordered; «остальное» for «остаток»."),
    V("clean", "Сколько длится ремонт санузла?", [SR], [f"{SR}#sroki"],
      "Ремонт санузла занимает от пятнадцати до двадцати рабочих дней.", note="words for both ends of the range."),
    V("clean", "Бригада по своей вине затянула этап очень надолго. Какой максимальный штраф?", [SR], [f"{SR}#shtraf"],
      "Не больше 10 % стоимости этапа: штраф считается как 0,1 % за каждый календарный день просрочки, но выше этого "
      "предела не поднимается.", note="the cap first; the decimal comma."),
    V("clean", "Я задержал оплату этапа на 3 рабочих дня. Вы остановите работы?", [SR], [f"{SR}#prosrochka-oplaty"],
      "Нет: право приостановить работы появляется, когда оплата задерживается больше чем на 5 рабочих дней, а у вас "
      "задержка 3 дня. При этом за каждый день просрочки начисляются пени — 0,05 % неоплаченной суммы.",
      limitations=["Если работы приостановят, срок ремонта продлится на время задержки оплаты."],
      note="the reader's 3 days under the bound; `limitations` filled."),
    V("clean", "Можно ли сверлить в Екатеринбурге в среду в 14:00?", [PRA], [f"{PRA}#shum"],
      "Нет: в Екатеринбурге по будням шумят с 9:00 до 19:00, но с 13:00 до 15:00 перерыв, а 14:00 попадает как раз на "
      "него.", note="the reader's time inside the break."),
    V("clean", "Сколько стоит вывоз мусора в Москве?", [PRA], [f"{PRA}#musor"],
      "В России вывоз строительного мусора стоит 4 500 рублей за машину объёмом до 8 м³, и он входит в смету.",
      note="«рублей» for «₽»; Москва read as Россия."),
    V("clean", "Ремонт под ключ сдали полтора года назад, после затопления соседями пошли пятна. Это гарантийный "
      "случай?", [GAR], [f"{GAR}#raboty", f"{GAR}#isklyucheniya"],
      "Нет. Срок гарантии на ремонт под ключ — 3 года, и он ещё не истёк, но повреждения от затопления соседями "
      "гарантия не покрывает.", note="two fragments cited; the exclusion applied inside the term."),
    V("clean", "Я купил ламинат сам. Даёте на него гарантию?", [GAR], [f"{GAR}#materialy"],
      "На сам ламинат гарантии нет: материалы заказчика не гарантируются. Гарантия есть только на их монтаж.",
      note="the exception applied to the reader's own material."),
    V("clean", "Нашли замечания по этапу. В какой срок их исправят?", [PRI], [f"{PRI}#etap"],
      "Замечания по этапу устраняют за семь рабочих дней.", note="«семь»."),
    V("clean", "Я привёз свою плитку за день до начала этапа. Это нормально?", [MAT], [f"{MAT}#zakazchika"],
      "Нет, материалы заказчика нужно привезти не позднее чем за два рабочих дня до начала этапа. Если бригада "
      "простаивает из-за нехватки ваших материалов, простой оплачивается — 6 000 ₽ или 200 BYN за день.",
      note="the reader's one day under the bound; «два»."),
    V("clean", "Сколько стоит авторский надзор и сколько раз приедет дизайнер?", [USL],
      [f"{USL}#nadzor", f"{USL}#dizain"],
      "Авторский надзор стоит 25 000 рублей или 800 BYN в месяц, и за это время дизайнер выезжает на объект до четырёх "
      "раз.", limitations=["Дизайн-проект оплачивается отдельно: 2 200 ₽ за м² в России и 70 BYN за м² в Беларуси."],
      note="«до четырёх раз»; `limitations` from a second cited fragment."),
    V("clean", "Собираете ли вы кухни в Бресте?", [USL], [f"{USL}#mebel"],
      "Нет. Сборку кухонь и шкафов в Беларуси не делают.", note="«Нет.» opener; no figure."),

    # --- wrong (24)
    V("wrong-case", "Сколько стоит штукатурка стен в Екатеринбурге?", [RF], [f"{RF}#chernovye"],
      "В России штукатурка стен по маякам в Екатеринбурге стоит 690 ₽ за м².", MC, src="560 ₽ за м² в Екатеринбурге",
      note="Москва's 690 ₽ given to Екатеринбург."),
    V("wrong-case", "Сколько стоит поклейка обоев?", [RF], [f"{RF}#chistovye"],
      "В России поклейка обоев стоит 450 ₽ за м².", MC, src="поклейка обоев — 380 ₽ за м²",
      note="painting's 450 ₽ given to wallpapering (another job)."),
    V("wrong-case", "Какой штраф вы платите за просрочку этапа?", [SR], [f"{SR}#shtraf"],
      "Мы платим 0,1 % стоимости этапа за каждый рабочий день просрочки, но не больше 10 % стоимости этапа.", UC,
      src="за каждый календарный день просрочки", note="calendar days turned into working days."),
    V("wrong-case", "Из скольких этапов состоит ремонт под ключ?", [SM], [f"{SM}#oplata"],
      "Ремонт под ключ состоит из трёх этапов: демонтаж, черновые работы и чистовая отделка.", UC,
      src="В ремонте под ключ четыре этапа", note="a wrong count (three for four), a stage dropped; no digit."),
    V("other-sentence", "За сколько готовят смету после замера?", [SM], [f"{SM}#smeta"],
      "Смету готовят за 30 дней после замера.", MC, src="смету готовим за 3 рабочих дня после замера",
      note="the prices' validity (30 календарных дней, the next sentence) given to the estimate's preparation."),
    V("other-sentence", "За сколько дней устраняют замечания по этапу?", [PRI], [f"{PRI}#etap"],
      "Замечания по этапу устраняют за 3 рабочих дня.", MC, src="Замечания по этапу устраняем за 7 рабочих дней",
      note="the customer's inspection time (3 рабочих дня) given to the repair of remarks."),
    V("other-sentence", "Когда вы начинаете работы после подписания договора?", [SR], [f"{SR}#sroki"],
      "Работы начинаем не позднее чем через 15 дней после подписания договора и внесения предоплаты.", MC,
      src="не позднее чем через 10 дней", note="the bathroom's 15 (the sentence before) given to the start."),
    V("uncited-fragment", "Сколько стоит ремонт под ключ в Екатеринбурге?", [f"{RF}#pod-klyuch", f"{R29}#pod-klyuch"],
      [f"{RF}#pod-klyuch"], "В России ремонт под ключ в Екатеринбурге стоит от 10 900 ₽ за м², без стоимости материалов.",
      MC, note="the 2029 edition's 10 900 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит финальная уборка?", [PRA], [],
      "Финальная клининговая уборка стоит 150 ₽ или 5 BYN за м² и в смету не входит.", NC,
      note="no citation at all: the figures are true but every one is in an uncited fragment."),
    V("exception", "Какой минимальный заказ в России?", [RF], [f"{RF}#chernovye"],
      "В России минимальный заказ — 60 000 ₽ для любых работ, включая ремонт санузла.", UC,
      src="кроме ремонта санузла", note="the exception overridden."),
    V("exception", "Даёте ли вы гарантию на материалы, которые я купил сам?", [GAR], [f"{GAR}#materialy"],
      "Нет, на материалы заказчика никакой гарантии нет, в том числе на их монтаж.", UC,
      src="кроме гарантии на их монтаж", note="the exception (installation) dropped and denied; no figure."),
    V("condition", "Что будет, если заказчик не пришёл на приёмку этапа?", [PRI], [f"{PRI}#etap"],
      "Если заказчик не пришёл на осмотр в течение 3 рабочих дней, этап сразу считается принятым, даже если он прислал "
      "замечания.", UC, src="если он не пришёл и не прислал замечаний",
      note="the second condition (no remarks sent) dropped and denied."),
    V("bound", "Когда нужна дополнительная смета?", [SM], [f"{SM}#smeta"],
      "Дополнительную смету составляют, если объём работ вырос меньше чем на 10 %.", UC, src="больше чем на 10 %",
      note="«больше» → «меньше»."),
    V("bound", "Сколько заказчик может удержать до устранения замечаний?", [PRI], [f"{PRI}#itog"],
      "До устранения замечаний заказчик вправе удержать не меньше 5 % стоимости работ.", UC,
      src="не больше 5 % стоимости работ", note="«не больше» → «не меньше»."),
    V("modality", "Что будет, если я задержу оплату этапа на неделю?", [SR], [f"{SR}#prosrochka-oplaty"],
      "Если оплата задерживается больше чем на 5 рабочих дней, мы обязаны приостановить работы, и срок ремонта "
      "продлевается на время задержки.", UC, src="мы вправе приостановить работы", note="«вправе» → «обязаны»."),
    V("flipped", "Можно ли шуметь в Минске в воскресенье?", [PRA], [f"{PRA}#shum"],
      "Да, в Минске и Бресте шумные работы разрешены и в воскресенье, с 10:00 до 16:00.", UC, src="в воскресенье — нет",
      note="a ban turned into a permission (Saturday's hours given to Sunday)."),
    V("agent", "Кто проводит итоговую приёмку?", [PRI], [f"{PRI}#itog"],
      "Итоговую приёмку на объекте проводят прораб и дизайнер, заказчику приезжать не нужно.", UC,
      src="проводят заказчик и прораб", note="the actor swapped (the customer → the designer)."),
    V("invented", "Сколько стоит оштукатурить 50 м² стен в Москве?", [RF], [f"{RF}#chernovye"],
      "В России штукатурка стен по маякам в Москве стоит 690 ₽ за м², так что 50 м² обойдутся в 34 500 ₽.", UN,
      note="a sum the source does not state (34 500 ₽)."),
    V("invented", "Можно ли заказать у вас дизайн-проект?", [USL], [f"{USL}#dizain"],
      "Да. В проект входят обмерный план, планировка, визуализация каждой комнаты и ведомость материалов. Заказать его "
      "можно только вместе с ремонтом под ключ.", UC, note="an invented limitation (only with turnkey work), no digit."),
    V("jurisdiction", "Сколько стоит ремонт под ключ в Минске?", [f"{BY}#pod-klyuch"], [f"{BY}#pod-klyuch"],
      "Ремонт под ключ стоит от 480 BYN за м² и делается только в Минске.", NJ, src="В Беларуси ремонт под ключ стоит",
      note="a Belarus-only context, the country not named (only «BYN» and the city)."),
    V("degenerate", "Сколько стоит дизайн-проект в России?", [USL], [f"{USL}#dizain"],
      "Дизайн-проект в России стоит 2 200 ₽ за м² [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
    V("degenerate", "Сколько стоит сборка кухни?", [USL], [f"{USL}#mebel"],
      "Кухни собирают за 8 % стоимости мебели, но не меньше 8 000 ₽. Кухни собирают за 8 % стоимости мебели, но не "
      "меньше 8 000 ₽. Кухни собирают за 8 % стоимости мебели, но не меньше 8 000 ₽.", DG,
      note="one correct sentence repeated three times."),
    V("limitations", "Сколько стоит доставка материалов в день заказа?", [MAT], [f"{MAT}#nashi"],
      "Доставка наших материалов в день заказа стоит 3 500 ₽ или 120 BYN; обычная доставка входит в смету.", UN,
      limitations=["Летом доставка дорожает на 15 %."], note="a correct answer; `limitations` invents a figure (15 %)."),
    V("limitations", "Можно заказать замер на пятницу?", [SM], [f"{SM}#smeta"],
      "Можно: замер и смета в пределах города бесплатны, смету готовят за 3 рабочих дня после замера.", UM,
      limitations=["Я записал вас на замер в пятницу."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
