"""Labelled questions of unseen47 (the source of questions_*.jsonl; build_unseen47.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run. The split (2nd, 5th, 8th, ... question of each kind per file is holdout) was fixed in README.md
before the first corpus record was written.
This round leans on the reader's own figures against a bound or a window (a fee of US$450 against "over
US$500"; 18 months against "24 months"; documents in by March 10 against "by March 15"; a student's April 24
against "except from April 20 to April 30"; revenue of C$800,000 against "under C$500,000"; 8 employees
against "up to 5"; «8 %» against «больше чем на 10 %»; «40 дней» against «30 календарных дней»; «26 м²»
against «меньше 30 м²»; «2 года и 4 месяца» against «2 года … на ремонт под ключ — 3 года»; «в 11 утра в
субботу» against «в субботу с 10:00 до 16:00»); on two figures of one kind in one record (the returns'
7 years and the uploads' 3 years; the filing deadline and the payment deadline; our 0,1 % and the
customer's 0,05 %; black materials' 10 % mark-up and finishing materials' none); on exceptions ("except",
«кроме»); on one-country or one-city rules (business returns in Chicago only; the minimum charge and the
student price are Canada's; large-format tiles and furniture assembly not in Belarus; turnkey work in Minsk
only; the 2029 edition is the United States' / Russia's only); on rejected sections whose accepted
neighbours share the question's words and would give a wrong answer (the prior-year return beside the
current fee; the Quebec return beside Ottawa's price; the extension's fee beside the extension's deadline;
a socket's 450 ₽ beside painting's 450 ₽; the floor heating beside the screed; changing the design beside
a 10 % larger volume; the warranty inspection beside the 14-day repair); on chat spellings; on a person, a
place, a count, a date and a duration asked; and on questions that name a document.
"""
from __future__ import annotations

NOW = "2030-02-12T10:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# tax_en record ids
US, CA, U29, U31 = "tbk-prices-us-2030", "tbk-prices-ca-2030", "tbk-prices-us-2029", "tbk-prices-us-2031"
OFF, BOI, DL, DOC = "tbk-offer-new-client-2030", "tbk-boise-2030", "tbk-deadlines-2030", "tbk-documents-2030"
AM, REF, PAY, BK = "tbk-amendments-2030", "tbk-refunds-2030", "tbk-payments-2030", "tbk-bookkeeping-2030"
DATA, STAFF, PART, WALK = "tbk-data-2030", "tbk-staff-handbook-2030", "tbk-partners-2030", "tbk-walk-in-chicago-2030"

EN = [
    # --- answerable (18; holdout: 2nd, 5th, 8th, 11th, 14th, 17th)
    A("answerable", "How much does a federal return with one state return cost at Tallybrook Phoenix?",
      ["tbk-prices-us#individual"], "US$215 at Tallybrook Phoenix",
      "US$215 (Chicago US$240 in the same sentence); the 2029 edition (199 US dollars) and the 2031 edition (USD "
      "235) are wrong sources."),
    A("answerable", "How many hours of representation does Audit Shield include?", ["tbk-amendments#audit"],
      "It covers up to 10 hours of representation per audit or review",
      "a count: up to 10 hours per audit or review; further hours at the hourly rate."),
    A("answerable", "I have self-employment income and two rental properties. What is added to my return fee at "
      "Tallybrook Chicago?", ["tbk-prices-us#individual"],
      "Self-employment income (Schedule C) adds US$120, and each rental property (Schedule E) adds US$45",
      "US$120 for Schedule C and US$45 per rental property (each of the two); Canada's C$95 / C$60 are another "
      "country's."),
    A("answerable", "I uploaded all my documents on March 10, but my return will be filed on April 5. Do I pay the "
      "15% surcharge at Tallybrook Chicago?", ["tbk-prices-us#individual"],
      "except returns of clients who uploaded all their documents by March 15",
      "April 5 is after April 1, but March 10 is by March 15: the exception applies, no surcharge."),
    A("answerable", "Can Tallybrook Phoenix prepare my S corporation return?", ["tbk-prices-us#business"],
      "Business returns are prepared at Tallybrook Chicago only",
      "no: Phoenix prepares individual returns only (a one-city rule)."),
    A("answerable", "What did a federal return with one state return cost at Tallybrook Chicago in 2029?",
      ["tbk-prices-us-2029#individual"], "225 US dollars at Tallybrook Chicago",
      "a past year: the historical 2029 edition; today's US$240 is a wrong source."),
    A("answerable", "I'm a 22-year-old student and my only slips are a T4 and a T2202. Do I get the student price "
      "at Tallybrook Calgary if I come in on April 24?", ["tbk-prices-ca#personal"],
      "except from April 20 to April 30",
      "22 is under 25, but April 24 falls inside April 20 to April 30: no student price (the ordinary Calgary fee "
      "C$140 applies)."),
    A("answerable", "Our company's revenue was C$800,000 last year. What does its T2 return cost?",
      ["tbk-prices-ca#corporate"], "from C$1,900 for a larger one",
      "C$800,000 is not under C$500,000: from C$1,900 (not C$1,200)."),
    A("answerable", "Who do I write to if the manager of my office has not settled my complaint after two weeks?",
      ["tbk-refunds#complaints"], "write to our compliance officer, Dana Whitfield",
      "a person and role: Dana Whitfield, compliance officer ('two weeks' = the 14 days of the rule)."),
    A("answerable", "I cancel after you started preparing my return but before you sent it to me for review. How "
      "much of the fee do I get back?", ["tbk-refunds#fee-refunds"],
      "50% of the fee is refunded until we send you the return for review",
      "50% (the whole fee only before preparation starts; nothing after review)."),
    A("answerable", "I'm self-employed in Canada. Until when can I file my personal return, and when must I pay "
      "what I owe?", ["tbk-deadlines#filing"], "may file until June 15, but any balance owed is still due on April 30",
      "two dates of one sentence: file by June 15, pay by April 30."),
    A("answerable", "My fee is US$450. Can I pay it in instalments?", ["tbk-payments#payment-plan"],
      "A fee over US$500 or C$500 can be paid in 3 monthly instalments",
      "US$450 is not over US$500: no."),
    A("answerable", "We have 8 employees in the United States. What does a payroll run cost?", ["tbk-bookkeeping#payroll"],
      "A payroll run costs US$60 or C$65 for up to 5 employees, plus US$6 or C$7 for each further employee",
      "8 is over 5: US$60 plus US$6 for each of the 3 further employees (per run)."),
    A("answerable", "How long do you keep the documents I upload?", ["tbk-data#retention"],
      "the documents you upload for 3 years",
      "a duration: 3 years (the returns and working papers: 7 years, another subject of the same sentence)."),
    A("answerable", "I haven't signed in to the client portal for 18 months. Is my account locked?", ["tbk-data#portal"],
      "An account with no sign-in for 24 months is locked", "18 is under 24: no."),
    A("answerable", "Can my adult son see my tax documents to help me with my return?", ["tbk-data#sharing"],
      "an adult child helping a parent needs the parent's signed consent", "only with the parent's signed consent."),
    A("answerable", "How many days does a CRA refund usually take with e-filing and direct deposit?",
      ["tbk-refunds#tax-refunds"], "the CRA within 14 days",
      "14 days (the IRS 21 days; our fee refunds 10 business days are another refund)."),
    A("answerable", "Does the accuracy guarantee pay the extra tax I owe after your mistake?", ["tbk-refunds#accuracy"],
      "The guarantee does not cover additional tax you owe", "no: penalty and interest only, up to US$10,000 or C$10,000."),

    # --- rejected-best (12; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "How much do you charge to prepare a return for an earlier tax year?", [(US, MA)],
      "A return for an earlier tax year costs the current fee plus US$50",
      "unanchored 'Prior-year returns'; the anchored #individual of the same record (US$240 / US$215) is accepted "
      "and would give a wrong price."),
    S("rejected-best", "Can Tallybrook Ottawa do my Quebec provincial return, and what does it cost?", [(CA, MA)],
      "for C$85 on top of the federal return",
      "unanchored 'Quebec returns'; #personal (Ottawa C$155) would mislead."),
    S("rejected-best", "How much does it cost to file a US extension with you?", [(DL, MA)],
      "after April 10 an extension costs US$40",
      "unanchored 'Extensions'; #filing (the extension moves the deadline to October 15) names no fee and would "
      "mislead."),
    S("rejected-best", "One of my slips is still missing. Can you get it from the CRA for me?", [(DOC, MA)],
      "or your slips from the CRA, for US$25 or C$25",
      "unanchored 'Missing slips'; #individual (the slips to send) and #notices (letters from the CRA) are wrong "
      "sources."),
    S("rejected-best", "Can you ask the IRS to remove a penalty for me, and what does that cost?", [(AM, MA)],
      "We request first-time penalty abatement from the IRS for US$75 per tax year",
      "unanchored 'Penalty relief'; #accuracy (we pay penalty and interest caused by our error) would mislead."),
    S("rejected-best", "Can your fee be taken out of my federal refund?", [(REF, MA)],
      "our fee can be taken out of your federal refund through a refund transfer account",
      "unanchored 'Refund transfer'; #fee-refunds and #tax-refunds share 'fee' and 'refund' and would mislead."),
    S("rejected-best", "How much do you charge to catch up months of bookkeeping that were never recorded?",
      [(BK, MA)], "Months that were never recorded are caught up for US$150 or C$165 per month",
      "unanchored 'Catch-up bookkeeping'; #packages (US$290 / C$320 per month) would give a wrong price."),
    S("rejected-best", "How many returns a day may one preparer file in April?", [(STAFF, False)],
      "In March and April a preparer files at most 8 returns a day",
      "denied: staff handbook (tbk-staff); #filing (April 15 / April 30) is a wrong source."),
    S("rejected-best", "What do financial advisers get for referring a new client to Tallybrook?", [(PART, False)],
      "receive US$50 or C$50 for each referred new client",
      "denied: partner terms (tbk-partner); #new-client of the expired offer and #fee-refunds are wrong sources."),
    S("rejected-best", "What discount did new clients get at Tallybrook Calgary in January?", [(OFF, False)],
      "gave new clients 20% off their first personal return",
      "expired January 31, 2030; #personal (Calgary C$140) is not the offer."),
    S("rejected-best", "What will a federal return with one state return cost at Tallybrook Chicago in 2031?",
      [(U31, False)], "USD 260 at Tallybrook Chicago",
      "not yet published (November 2, 2030); today's US$240 is 2030's."),
    S("rejected-best", "Do Tallybrook employees pay for their own tax return?", [(STAFF, False)],
      "Employees get their own return prepared free of charge",
      "denied: staff handbook; #payroll ('employees') is a wrong source."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you prepare estate or trust returns?", [], "estate", "individual, business and corporate returns "
      "only.", absent=["estate", "trust"]),
    S("nothing", "Is there a Tallybrook office in Vancouver?", [], "vancouver",
      "Chicago, Phoenix, Calgary, Ottawa (Boise later).", absent=["vancouver"]),
    S("nothing", "Can you help me report my cryptocurrency trades?", [], "crypto", "nothing on crypto-assets.",
      absent=["crypto"]),
    S("nothing", "Do you give a discount to military members?", [], "military", "no such discount.",
      absent=["military"]),
    S("nothing", "Do you file FBAR reports for foreign bank accounts?", [], "fbar", "nothing on FBAR.",
      absent=["fbar", "foreign"]),

    # --- near-miss (8; holdout: 2nd, 5th, 8th)
    S("near-miss", "What did a personal return cost at Tallybrook Calgary in 2029?", [], "calgary in 2029",
      "the 2029 edition is the United States' only; Calgary's C$140 is today's."),
    S("near-miss", "Can you set up a monthly payment plan with the IRS for the tax I owe?", [],
      "payment plan with the irs", "our payment plans are for our fees (3 instalments over US$500); nothing on tax "
      "owed to the IRS."),
    S("near-miss", "Is there a late fee if my bookkeeping records reach you after the 20th?", [],
      "records reach you after the 20th",
      "the 20th is the date of our profit and loss report; the late fee (US$25 / C$25) is a missed instalment's."),
    S("near-miss", "Does the accuracy guarantee cover errors in my monthly bookkeeping?", [],
      "errors in my monthly bookkeeping", "the guarantee is per return (penalty and interest); nothing on bookkeeping."),
    S("near-miss", "How much does each additional state return cost at Tallybrook Calgary?", [],
      "state return cost at tallybrook calgary", "additional state returns (US$65) are the United States'; Calgary "
      "is in Canada."),
    S("near-miss", "What happens if my payroll changes reach you late?", [], "payroll changes reach you late",
      "the rule is 3 business days before the pay date; nothing on what follows if they are late."),
    S("near-miss", "Do students get a discount on monthly bookkeeping?", [], "students get a discount on monthly "
      "bookkeeping", "the student price (C$60) is for Canadian personal returns; nothing on bookkeeping."),
    S("near-miss", "Is there a minimum charge for hourly work in the United States?", [],
      "minimum charge for hourly work in the united states",
      "the 30-minute minimum charge is Canada's; the US list bills in 15-minute increments and names no minimum."),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "hw much for my taxes w/ 2 states at the chicago office", ["tbk-prices-us#individual"],
      "Each additional state return costs US$65",
      "'hw', 'w/': US$240 with one state return plus US$65 for the second.", absent=["hw", "taxes"]),
    A("paraphrase-typo", "do u guys take cash??", ["tbk-payments#paying"], "we do not accept cash or cheques",
      "'u guys': no.", absent=["guys"]),
    S("paraphrase-typo", "can i sign the efile form online or do i have to come in", [(PAY, MA)],
      "is signed electronically in the portal",
      "unanchored 'Signing forms'; #efile (the e-file confirmation in 48 hours) would mislead."),
    A("paraphrase-typo", "where do i drop off paper docs in chicago", ["tbk-documents#originals"],
      "secure drop box at Tallybrook Chicago, 220 West Adams Street",
      "a place: the front desk of any office or the drop box at 220 West Adams Street.", absent=["docs"]),
    A("paraphrase-typo", "whats the hourly rate for a bookeeper in canada", ["tbk-prices-ca#hourly"],
      "C$80 per hour for a bookkeeper", "'whats', 'bookeeper': C$80 per hour (the US US$85; 2029's 80 US dollars).",
      absent=["whats", "bookeeper"]),
    S("paraphrase-typo", "is the boise office open yet", [(BOI, False)], "Tallybrook Boise opens on March 18, 2030",
      "not yet published (March 1, 2030)."),
    A("paraphrase-typo", "audit shield how much??", ["tbk-amendments#audit"], "Audit Shield costs US$49 or C$45 per return",
      "US$49 or C$45 per return, bought before filing."),
    S("paraphrase-typo", "saturday walk in at chicago how much", [(WALK, False)], "takes walk-in clients on Saturdays",
      "unknown-policy: the walk-in record has no policy; #originals (Chicago's drop box) and #individual (Chicago "
      "US$240) are wrong sources."),
    A("paraphrase-typo", "do i need a milage log for my work car", ["tbk-documents#business"],
      "A vehicle used for the business needs a mileage log",
      "'milage': yes, without one no vehicle expenses are claimed.", absent=["milage"]),

    # --- named-document (4; holdout: 2nd; the stop is the 3rd, dev)
    A("named-document", "According to Tallybrook filing deadlines, until when does a US extension move the filing "
      "deadline?", ["tbk-deadlines#filing"], "moves the filing deadline to October 15",
      "named title: October 15 (the payment deadline does not move)."),
    A("named-document", "What does Tallybrook document checklist say about returning paper originals?",
      ["tbk-documents#originals"], "We return paper originals within 10 business days",
      "named title: within 10 business days, never kept longer than 30 days."),
    S("named-document", "What does Tallybrook data retention and privacy say about getting a copy of an old return?",
      [(DATA, MA)], "A copy of a return we filed in the last 7 years is free once a year",
      "named title; the answer is in its unanchored 'Copies of old returns' (#retention's 7 years is another rule)."),
    A("named-document", "In Tallybrook bookkeeping and payroll, how much notice ends monthly bookkeeping?",
      ["tbk-bookkeeping#ending"], "with 30 days' written notice", "named title: 30 days' written notice."),
]

# remont_ru record ids
RF, R29, R31, BY = "nvu-ceny-rf-2030", "nvu-ceny-rf-2029", "nvu-ceny-rf-2031", "nvu-ceny-by-2030"
AKC, GRO, SM, SR = "nvu-akciya-zima-2030", "nvu-grodno-2030", "nvu-smeta-2030", "nvu-sroki-2030"
GAR, PRI, PRA, MAT = "nvu-garantiya-2030", "nvu-priemka-2030", "nvu-pravila-2030", "nvu-materialy-2030"
USL, INS, PAR, KON = "nvu-uslugi-2030", "nvu-instrukciya-2030", "nvu-partnery-2030", "nvu-konteyner-moskva-2030"

RU = [
    # --- answerable (18)
    A("answerable", "Сколько стоит штукатурка стен по маякам в Екатеринбурге?", ["nvu-ceny-rf#chernovye"],
      "560 ₽ за м² в Екатеринбурге",
      "Екатеринбург — второй город фразы: 560 ₽ (690 ₽ — Москва); редакции 2029 (510 рублей) и 2031 (600 руб.) — "
      "чужие."),
    A("answerable", "Сколько стоит укладка плитки в Минске?", ["nvu-ceny-by#chistovye"], "укладка плитки стоит 55 BYN за м²",
      "55 BYN за м² (российские 1 600 ₽ — чужой источник)."),
    A("answerable", "У меня квартира 26 м² в Москве. Как посчитают площадь для ремонта под ключ?",
      ["nvu-ceny-rf#pod-klyuch"], "Квартира меньше 30 м² считается как 30 м²", "26 меньше 30: как 30 м²."),
    A("answerable", "Хочу положить плитку 60×120 в Бресте. Сколько это стоит?", ["nvu-ceny-by#chistovye"],
      "Крупноформатную плитку в Беларуси мы не укладываем",
      "в Беларуси крупноформатную плитку не укладывают (российские 2 400 ₽ — чужая страна)."),
    A("answerable", "Делаете ли вы ремонт под ключ в Бресте?", ["nvu-ceny-by#pod-klyuch"], "делается только в Минске",
      "нет: только в Минске, в Бресте — отдельные виды работ."),
    A("answerable", "Сколько стоил ремонт под ключ в Москве в 2029 году?", ["nvu-ceny-rf-2029#pod-klyuch"],
      "от 13 200 рублей за м² в Москве", "прошлый год: историческая редакция; нынешние 14 500 ₽ — чужой источник."),
    A("answerable", "Объём работ вырос на 8 %. Нужна ли дополнительная смета?", ["nvu-smeta#smeta"],
      "Если при работах объём вырос больше чем на 10 %", "8 меньше 10: нет."),
    A("answerable", "Смету нам сделали 40 дней назад. Цены в ней ещё действуют?", ["nvu-smeta#smeta"],
      "Цены в смете действуют 30 календарных дней", "40 больше 30: нет."),
    A("answerable", "Бригада по своей вине сорвала срок этапа. Какой штраф вы платите?", ["nvu-sroki#shtraf"],
      "0,1 % стоимости этапа за каждый календарный день просрочки",
      "0,1 % в день, не больше 10 % стоимости этапа (0,05 % — пени заказчика за просрочку оплаты, другой предмет)."),
    A("answerable", "Можно ли работать перфоратором в Москве в субботу?", ["nvu-pravila#shum"], "а в выходные не шумим",
      "нет (в Минске и Бресте суббота с 10:00 до 16:00 — чужой город)."),
    A("answerable", "Можно ли шуметь в Минске в субботу в 11 утра?", ["nvu-pravila#shum"], "в субботу с 10:00 до 16:00",
      "11 утра внутри «с 10:00 до 16:00»: да."),
    A("answerable", "Ремонт под ключ сдали 2 года и 4 месяца назад, отвалилась плитка. Гарантия ещё действует?",
      ["nvu-garantiya#raboty"], "на ремонт под ключ — 3 года",
      "2 года 4 месяца меньше 3 лет: да (2 года — срок для отдельных работ, другой случай той же фразы)."),
    A("answerable", "Я не пришёл на приёмку этапа и за 3 рабочих дня не прислал замечаний. Что будет с этапом?",
      ["nvu-priemka#etap"], "этап считается принятым", "этап считается принятым."),
    A("answerable", "Сколько этапов в ремонте под ключ?", ["nvu-smeta#oplata"], "В ремонте под ключ четыре этапа",
      "количество: четыре (демонтаж, черновые работы, инженерные системы, чистовая отделка)."),
    A("answerable", "Я сам покупаю плитку. Когда её нужно привезти на объект?", ["nvu-materialy#zakazchika"],
      "не позднее чем за 2 рабочих дня до начала этапа", "не позднее чем за 2 рабочих дня до начала этапа."),
    A("answerable", "Какая наценка на чистовые материалы, которые покупаете вы?", ["nvu-materialy#nashi"],
      "чистовые — без наценки, по чекам", "без наценки (10 % — на черновые, другой предмет той же фразы)."),
    A("answerable", "Сколько стоит дизайн-проект в Минске?", ["nvu-uslugi#dizain"], "70 BYN за м² в Беларуси",
      "70 BYN за м² (2 200 ₽ — Россия)."),
    A("answerable", "Кто проводит итоговую приёмку и где?", ["nvu-priemka#itog"],
      "Итоговую приёмку проводят заказчик и прораб на объекте", "роли и место: заказчик и прораб, на объекте."),

    # --- rejected-best (12)
    S("rejected-best", "Сколько стоит установить розетку в Москве?", [(RF, MA)],
      "установка одной розетки или выключателя — 450 ₽",
      "неякорный раздел «Электрика»; якорный #chistovye того же прайса (покраска стен — тоже 450 ₽) принят и ввёл бы "
      "в заблуждение."),
    S("rejected-best", "Сколько стоит тёплый пол в Минске?", [(BY, MA)], "монтируем за 38 BYN за м²",
      "неякорный раздел «Тёплый пол»; #chernovye (стяжка пола 27 BYN) — чужой источник."),
    S("rejected-best", "Если я поменяю проект после начала работ, сколько будет стоить переделка?", [(SM, MA)],
      "оплачивается по смете с наценкой 20 %",
      "неякорный раздел «Изменение проекта»; #smeta (объём вырос больше чем на 10 % — допсмета) ввёл бы в "
      "заблуждение."),
    S("rejected-best", "Работают ли ваши бригады в начале мая?", [(SR, MA)],
      "с 1 по 11 мая бригады не работают",
      "неякорный раздел «Праздники»; #sroki («рабочих дней») — чужой источник."),
    S("rejected-best", "Есть ли бесплатный гарантийный осмотр через полгода после ремонта?", [(GAR, MA)],
      "мы один раз бесплатно проводим гарантийный осмотр",
      "неякорный раздел «Гарантийный осмотр»; #raboty («устраняем бесплатно в течение 14 дней после осмотра») ввёл бы "
      "в заблуждение."),
    S("rejected-best", "Как часто прораб присылает фотоотчёт?", [(PRI, MA)],
      "Прораб присылает фотоотчёт в мессенджер каждую пятницу",
      "неякорный раздел «Фотоотчёты»; #itog (прораб на итоговой приёмке) — чужой источник."),
    S("rejected-best", "Что вы делаете с излишками материалов после ремонта?", [(MAT, MA)],
      "возвращаем в магазин в течение 14 дней после итоговой приёмки",
      "неякорный раздел «Возврат излишков»; #nashi и #zakazchika — чужие источники."),
    S("rejected-best", "Сколько объектов одновременно ведёт один прораб?", [(INS, False)],
      "Прораб ведёт не больше 4 объектов одновременно",
      "закрыто: инструкция прораба (nvu-staff); #itog («прораб на объекте») — чужой источник."),
    S("rejected-best", "Сколько получает дизайнер, который привёл клиента?", [(PAR, False)],
      "получают 4 % стоимости работ по договору",
      "закрыто: условия для партнёров (nvu-partner); #dizain и #nadzor (выезды дизайнера) — чужие источники."),
    S("rejected-best", "На каких условиях по зимней акции в Екатеринбурге делали бесплатный демонтаж?", [(AKC, False)],
      "если площадь квартиры не меньше 40 м²",
      "истекла 31 января 2030; #chernovye (демонтаж 250 ₽ за м²) — не условия акции."),
    S("rejected-best", "Сколько будет стоить ремонт под ключ в Москве в 2031 году?", [(R31, False)],
      "от 15 900 руб. за м² в Москве", "не опубликован (2 ноября 2030); нынешние 14 500 ₽ — 2030 года."),
    S("rejected-best", "Какая скидка на ремонт у сотрудников компании?", [(INS, False)], "со скидкой 25 % на работы",
      "закрыто: инструкция прораба; скидок для клиентов в открытых записях нет."),

    # --- nothing (5)
    S("nothing", "Делаете ли вы ремонт в Санкт-Петербурге?", [], "петербург",
      "Москва, Екатеринбург, Минск, Брест (Гродно позже).", absent=["петербург", "санкт"]),
    S("nothing", "Устанавливаете ли вы кондиционеры?", [], "кондиционер", "ничего о кондиционерах.",
      absent=["кондиционер"]),
    S("nothing", "Можно ли оформить рассрочку через банк?", [], "рассрочк", "ничего о рассрочке и банках.",
      absent=["рассрочк", "банк"]),
    S("nothing", "Ремонтируете ли вы дома из бруса?", [], "брус", "только квартиры; ничего о домах из бруса.",
      absent=["брус"]),
    S("nothing", "Есть ли скидка пенсионерам?", [], "пенсионер", "ничего о пенсионерах.", absent=["пенсионер"]),

    # --- near-miss (8)
    S("near-miss", "Сколько стоил ремонт под ключ в Минске в 2029 году?", [], "минске в 2029",
      "редакция 2029 года — российская (Москва, Екатеринбург); нынешние 480 BYN — не цена 2029 года."),
    S("near-miss", "Какая предоплата за дизайн-проект?", [], "предоплата за дизайн-проект",
      "предоплата 30 % — за этап ремонтных работ; о предоплате дизайн-проекта — ничего."),
    S("near-miss", "Сколько стоит покраска потолка?", [], "покраска потолка",
      "цена покраски — для стен (450 ₽ / 16 BYN); о потолках — ничего.", absent=["потол"]),
    S("near-miss", "Вывозите ли вы старую мебель?", [], "старую мебель",
      "вывозят строительный мусор; мебель только собирают (кухни и шкафы) — о вывозе мебели ничего."),
    S("near-miss", "Есть ли минимальный заказ на дизайн-проект?", [], "минимальный заказ на дизайн-проект",
      "минимальный заказ (60 000 ₽ / 2 500 BYN) — для черновых работ; о минимуме для проекта — ничего."),
    S("near-miss", "Можно ли вернуть деньги за дизайн-проект, если я передумал делать ремонт?", [],
      "вернуть деньги за дизайн-проект",
      "стоимость проекта вычитается из сметы при договоре в течение 2 месяцев — это не возврат; «деньги отдаём "
      "заказчику» — об излишках материалов (неякорно)."),
    S("near-miss", "Какой штраф, если я расторгну договор до начала работ?", [], "расторгну договор",
      "штраф — за просрочку этапа (наш) и пени за просрочку оплаты (заказчика); о расторжении — ничего.",
      absent=["растор"]),
    S("near-miss", "Сколько стоит срочная смета за один день?", [], "срочная смета",
      "смета готова за 3 рабочих дня и бесплатна; срочная (в день заказа) — только доставка материалов.",
      absent=["срочн"]),

    # --- paraphrase-typo (9; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит поклеить обои в мск за метр", ["nvu-ceny-rf#chistovye"],
      "поклейка обоев — 380 ₽ за м²", "«скока», «мск»: 380 ₽ за м², в Москве и Екатеринбурге одинаково.",
      absent=["скока", "мск", "поклеить"]),
    A("paraphrase-typo", "можна перфоратором в воскресенье в минске", ["nvu-pravila#shum"], "в воскресенье — нет",
      "«можна»: нет.", absent=["можна"]),
    S("paraphrase-typo", "рабочие могут ночевать у меня в квартире пока идёт ремонт?", [(PRA, MA)],
      "Рабочие не ночуют в квартире заказчика ни при каких условиях",
      "неякорный раздел «Проживание на объекте»; #uborka («в конце каждого рабочего дня») — чужой источник.",
      absent=["ночевать"]),
    A("paraphrase-typo", "скока ждать смету после замера", ["nvu-smeta#smeta"], "смету готовим за 3 рабочих дня после замера",
      "«скока»: 3 рабочих дня.", absent=["скока"]),
    A("paraphrase-typo", "гарантия на ремонт под ключь на скока лет", ["nvu-garantiya#raboty"],
      "на ремонт под ключ — 3 года", "«ключь», «скока»: 3 года (отдельные работы — 2 года).",
      absent=["ключь", "скока"]),
    S("paraphrase-typo", "в гродно офис уже работает?", [(GRO, False)],
      "Офис «Нового угла» в Гродно откроется 1 апреля 2030 года", "не опубликован (2 марта 2030)."),
    A("paraphrase-typo", "кому писать претензию по качеству ремонта", ["nvu-priemka#pretenzii"],
      "руководителю отдела качества Ирине Савельевой", "человек и роль: Ирина Савельева, руководитель отдела качества."),
    S("paraphrase-typo", "можно заказать контейнер под мусор к подъезду в москве?", [(KON, False)],
      "ставим у подъезда контейнер на 8 м³",
      "unknown-policy: запись о контейнере без policy; #musor (вывоз 4 500 ₽ за машину) — чужой источник."),
    A("paraphrase-typo", "свои материалы можно привезти или тока ваши", ["nvu-materialy#zakazchika"],
      "Заказчик может купить материалы сам", "«тока»: можно свои.", absent=["тока"]),

    # --- named-document (4; the stop is the 3rd)
    A("named-document", "Что сказано в «Новый угол: сроки и штрафы» о том, когда начинаются работы?", ["nvu-sroki#sroki"],
      "не позднее чем через 10 дней после подписания договора", "named title: не позднее чем через 10 дней."),
    A("named-document", "Согласно «Новый угол: приёмка работ», за сколько дней устраняют замечания по этапу?",
      ["nvu-priemka#etap"], "Замечания по этапу устраняем за 7 рабочих дней", "named title: 7 рабочих дней."),
    S("named-document", "Что в «Новый угол: дополнительные услуги» сказано о выезде замерщика за город?", [(USL, MA)],
      "Выезд замерщика за город стоит 50 ₽ за каждый километр",
      "named title; ответ — в его неякорном разделе «Замер за городом» (#smeta: замер бесплатен в пределах города — "
      "другой документ)."),
    A("named-document", "Что говорит «Новый угол: правила на объекте» о вывозе мусора в Беларуси?", ["nvu-pravila#musor"],
      "160 BYN в Беларуси", "named title: 160 BYN за машину."),
]
