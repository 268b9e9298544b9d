"""Labelled questions of unseen50 (the source of questions_*.jsonl; build_unseen50.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
`labels` and `now` default to ["public"] and NOW; the access-labels and other-time kinds set their own.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run (nothing of Tether is ever run by the session that wrote this). The split (2nd, 5th, 8th, ...
question of each kind per file is holdout) was fixed in README.md before the first corpus record.

Kinds (per corpus, 56): answerable 15, rejected-best 11, nothing 5, near-miss 6 (the variant asked is
not stated: another country, another edition, another instrument), joined 3 (two sections' topics joined;
the combination is stated nowhere), paraphrase-typo 8 (stops: the 3rd, 6th, 8th), named-document 3 (the
stop is the 3rd), access-labels 3 (the reader's labels other than `public`; the stop is the 3rd), other-time
2 (a `now` other than NOW, both completed).
"""
from __future__ import annotations

NOW = "2032-03-18T10:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# aupair_en record ids
AUDE, AUAT, HDE, HAT = "ahx-aupair-de-2032", "ahx-aupair-at-2032", "ahx-homestay-de-2032", "ahx-homestay-at-2032"
H31, H33, FEES, REM = "ahx-homestay-de-2031", "ahx-homestay-de-2033", "ahx-fees-2032", "ahx-rematch-2032"
HOST, COORD, PART, PORTAL = "ahx-hostfamily-2032", "ahx-coordinators-2032", "ahx-partners-2032", "ahx-family-portal-2032"
OFFER, LINZ, VSUM = "ahx-offer-early-2032", "ahx-linz-2032", "ahx-vienna-summer-2032"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much pocket money does an au pair get in Germany, and when is it paid?",
      ["ahx-aupair-de#pocket-money"], "€280 in pocket money every month",
      "€280 a month, by bank transfer on the last working day of the month. Austria's EUR 520 (ahx-aupair-at, "
      "another country) is a wrong source."),
    A("answerable", "Our au pair in Vienna works 25 hours a week for us. Is that allowed?",
      ["ahx-aupair-at#pocket-money"], "An au pair in Austria works for at most 20 hours a week",
      "Vienna read as Austria: at most 20 hours a week, so 25 is not allowed. Germany's 'at most 30 hours a week' "
      "(ahx-aupair-de#pocket-money; the question names no country, so it may be a candidate) would give the "
      "wrong answer."),
    A("answerable", "My daughter turns 27 next month and wants to start as an au pair with a family in Munich "
      "this summer. Can she?", ["ahx-aupair-de#eligibility"], "not yet 27 years old on the day the placement starts",
      "a band read against the reader's date: she will be 27 when the placement starts, so no (Munich read as "
      "Germany). Austria's 18 to 28 (ahx-aupair-at#eligibility) is another country's rule."),
    A("answerable", "We host an au pair in Germany. Do we have to pay towards her German course?",
      ["ahx-aupair-de#german-course"], "contributes €70 a month to the au pair's German course",
      "yes: €70 a month and the monthly transport ticket, only for months with a course of at least 6 hours a "
      "week (the condition)."),
    A("answerable", "How much is a week in a single room with half board with a host family in Munich?",
      ["ahx-homestay-de#weekly-rates"], "€290 a week in Munich",
      "€290 a week plus €60 for half board (two sentences of one fragment; the sum is not written). The 2031 "
      "edition (275 euros, historical) and the 2033 edition (310 EUR, not yet published) are wrong sources."),
    A("answerable", "My son is 15 and going to a homestay in Hamburg. Does he need the airport pick-up, and what "
      "does it cost?", ["ahx-homestay-de#arrival"], "it is compulsory for students under 16",
      "15 is under 16: compulsory, €75 each way in Hamburg (Munich €95; the 2031 edition's 70 euros is past)."),
    A("answerable", "I'm 17 and staying with a family in Berlin. What time do I have to be back in the evening?",
      ["ahx-homestay-de#under-18"], "students aged 16 and 17 by 11:00 pm",
      "a time of day: 11:00 pm for 16 and 17, unless the parents agreed a later time in writing (under 16: 9:00 "
      "pm; Austria's 10:00 pm is another country's)."),
    A("answerable", "I'm 20 and booking 14 weeks with a host family in Berlin. Do I get a discount?",
      ["ahx-homestay-de#length-of-stay"], "Stays of 12 weeks or more get 8% off the weekly rate",
      "14 is 12 or more and 20 is not under 18: yes, 8% off the weekly rate."),
    A("answerable", "Can I share a twin room with my friend at a homestay in Salzburg to pay less?",
      ["ahx-homestay-at#weekly-rates"], "Shared twin rooms are not offered in Austria",
      "Salzburg read as Austria: no twin rooms. Germany's '€40 a week less' (ahx-homestay-de#weekly-rates) "
      "would be a wrong source."),
    A("answerable", "We want to end our au pair agreement in Austria. How much notice do we give, and whom do we "
      "have to tell?", ["ahx-rematch#notice"], "4 weeks' written notice in Austria",
      "4 weeks' written notice (Germany: 2 weeks); the side giving notice tells its local coordinator the same "
      "day (the agent)."),
    A("answerable", "Our au pair wants to move to another family. How long can she stay with us while you look for "
      "a new one?", ["ahx-rematch#rematch"], "for up to 2 weeks while we look for a new one",
      "up to 2 weeks; only one rematch per placement."),
    A("answerable", "We had to end our au pair's stay straight away because we are moving abroad; she did nothing "
      "wrong. Who pays for her flight home?", ["ahx-rematch#journey-home", "ahx-rematch#without-notice"],
      "the family pays the au pair's journey home, up to €400",
      "a story: ended without notice and without misconduct, so the exception applies: the family pays, up to "
      "€400 (otherwise au pairs pay their own journeys). #without-notice (only for serious misconduct) may be "
      "cited beside it."),
    A("answerable", "We are hosting an au pair in Austria. Who sends the AMS notification, and how early?",
      ["ahx-aupair-at#ams-notice"], "the host family signs it and sends it to the AMS itself",
      "the agent: the host family sends it (the agency only fills in the form), at least 2 weeks before the "
      "placement starts."),
    A("answerable", "I'm from Brazil and want to be an au pair through you. What fees do I pay?",
      ["ahx-fees#au-pair-fees"], "au pairs from other countries pay a visa support fee of €150",
      "Brazil is outside the EU and EEA: the €90 registration fee (not refunded) and €150 visa support fee once "
      "matched. The host family's placement fee (#family-fees) is another party's."),
    A("answerable", "My daughter is 16 and will do a homestay in Salzburg. Is there a supervision supplement?",
      ["ahx-homestay-at#under-18"], "there is no supervision supplement",
      "Salzburg read as Austria: no supplement (she must book half board). Germany's €35 a week "
      "(ahx-homestay-de#under-18) is a wrong source."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Can our au pair drive our family car in Germany with her Brazilian licence?", [(AUDE, MA)],
      "A licence issued outside the EU and the EEA has to be converted into a German one within 6 months",
      "unanchored 'Using the family car'; #eligibility of the same record ('outside the EU and the EEA') is not "
      "about driving."),
    S("rejected-best", "I'm vegan. Do I pay extra for meals at my homestay in Berlin?", [(HDE, MA)],
      "A vegan, halal or gluten-free diet costs €25 a week extra",
      "unanchored 'Special diets'; #weekly-rates ('Half board adds €60 a week') would give a wrong price."),
    S("rejected-best", "Can we pay the au pair placement fee in instalments?", [(FEES, MA)],
      "three monthly instalments of €225 each",
      "unanchored 'Paying in instalments'; #family-fees (€650 / €690 'when the au pair agreement is signed') "
      "would mislead."),
    S("rejected-best", "Our au pair has been ill for five days. Does she still get her pocket money?", [(REM, MA)],
      "Pocket money continues during an illness for up to 6 weeks",
      "unanchored 'Illness'; ahx-aupair-de#holidays ('Pocket money continues during the holiday') and the "
      "#pocket-money sections are about other things."),
    S("rejected-best", "How often does a local coordinator visit a host family?", [(COORD, False)],
      "at least once every 3 months",
      "denied: coordinator handbook (ahx-staff); ahx-rematch#notice ('tell its local coordinator') is not about "
      "visits."),
    S("rejected-best", "How much is a coordinator paid for each au pair placement?", [(COORD, False)],
      "Coordinators receive €120 for each au pair placement",
      "denied: coordinator handbook; ahx-fees#family-fees (the placement fee families pay) is a wrong source."),
    S("rejected-best", "What commission does a partner agency get for each au pair it sends you?", [(PART, False)],
      "receive €180 for each au pair they send",
      "denied: partner terms (ahx-partner)."),
    S("rejected-best", "How quickly does someone ring back when we call the host family emergency line outside "
      "office hours?", [(PORTAL, False)], "rings back within 30 minutes",
      "denied: the portal guide needs public AND ahx-host; a public reader lacks ahx-host."),
    S("rejected-best", "What is the early booking deal for summer homestays in Germany?", [(OFFER, False)],
      "get half board free of charge for the whole stay",
      "expired February 29, 2032 (23:59:59); #weekly-rates (half board €60) is not the offer."),
    S("rejected-best", "How much will a single room with breakfast with a host family in Berlin cost in 2033?",
      [(H33, False)], "260 EUR a week with a host family in Berlin",
      "not yet published (September 1, 2032); today's €245 is 2032's."),
    S("rejected-best", "Does every adult who lives in a host family's home have to show a police certificate of "
      "good conduct?", [(COORD, MA)], "presents a police certificate of good conduct",
      "two reasons: the coordinator handbook is denied (ahx-staff) and the answer is in its unanchored "
      "'Background checks'; ahx-hostfamily#household ('At least one adult in the family') is not about it."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you place au pairs in Switzerland?", [], "switzerland",
      "Germany and Austria only; nothing on Switzerland.", absent=["switzerland", "swiss"]),
    S("nothing", "Can a homestay student bring their dog?", [], "dog", "nothing on animals.", absent=["dog"]),
    S("nothing", "Do au pairs get a discount at a gym?", [], "gym", "nothing on gyms.", absent=["gym"]),
    S("nothing", "Do you help au pairs find a university place after their year?", [], "university",
      "nothing on universities.", absent=["university", "universit"]),
    S("nothing", "Can a married couple apply together as au pairs?", [], "married couple",
      "nothing on couples.", absent=["married", "couple"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much does an Austrian host family contribute to the au pair's German course?", [],
      "course contribution in austria",
      "the €70 contribution is Germany's (ahx-aupair-de#german-course); the Austrian programme says nothing on "
      "courses."),
    S("near-miss", "What deposit do I pay for a homestay in Austria?", [], "homestay deposit in austria",
      "the €200 deposit is Germany's (ahx-homestay-de#deposit); the Austrian rates name no deposit."),
    S("near-miss", "How much did a single room with breakfast cost with a host family in Vienna in 2031?", [],
      "vienna in 2031", "the 2031 edition is Germany's only; EUR 260 is Vienna's price now."),
    S("near-miss", "How many hours a day may an au pair work in Austria?", [], "hours a day in austria",
      "Austria states only 'at most 20 hours a week'; 'never more than 6 hours a day' is Germany's."),
    S("near-miss", "Do students under 16 have to book the airport pick-up in Austria?", [],
      "compulsory pick-up in austria",
      "the pick-up is compulsory under 16 in Germany (ahx-homestay-de#arrival); Austria names prices only."),
    S("near-miss", "How much notice does a homestay student have to give to leave the host family early?", [],
      "notice for a homestay student",
      "notice periods (ahx-rematch#notice) are for au pair agreements; nothing on a homestay student leaving "
      "early (cancellation is before arrival)."),

    # --- joined (3; holdout: 2nd)
    S("joined", "If I cancel my Munich homestay 10 days before arrival, do I get the €200 deposit back?", [],
      "deposit refunded on cancellation",
      "#deposit (refunded within 14 days after departure) and ahx-fees#homestay-cancellation (one week's rate "
      "kept from 29 to 8 days) each hold half; what happens to the deposit on a cancellation is stated nowhere."),
    S("joined", "Does the coordinator confirm a rematch in writing?", [], "rematch confirmed in writing",
      "written confirmation is stated for an end without notice (#without-notice), not for a rematch "
      "(#rematch)."),
    S("joined", "Do students under 18 in Germany get a discount on the airport pick-up?", [],
      "under-18 discount on the pick-up",
      "#under-18 (half board, supplement, times) and #arrival (pick-up prices) say nothing of a pick-up "
      "discount; the only discount (#length-of-stay, 8% off the weekly rate) excludes under-18s."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "hw much pocket mony do au pairs get in austria", ["ahx-aupair-at#pocket-money"],
      "EUR 520 a month", "'hw', 'mony': EUR 520 a month, 14 times a year.", absent=["hw", "mony"]),
    A("paraphrase-typo", "moved in w/ my host fam in vienna on monday, by when do i need to register?? the "
      "meldezettel thing", ["ahx-hostfamily#registration"], "hands in the registration form within 3 days",
      "chat style; 'meldezettel' is the form's German name, which no record uses; Vienna read as Austria: "
      "within 3 days of moving in (Germany's 14 days is another country's).", absent=["meldezettel"]),
    S("paraphrase-typo", "is the linz office open yet", [(LINZ, False)],
      "Alpenhaus Exchange Linz opens on September 1, 2032", "not yet published (June 1, 2032)."),
    A("paraphrase-typo", "we cancel the homestay 10 days b4 arrival... how much do we loose", 
      ["ahx-fees#homestay-cancellation"],
      "If it is cancelled from 29 to 8 days before arrival, one week's rate is kept",
      "'b4', 'loose': 10 is from 29 to 8: one week's rate.", absent=["b4", "loose"]),
    A("paraphrase-typo", "whats the max hours a day an au pair can work in germany", ["ahx-aupair-de#pocket-money"],
      "never more than 6 hours a day", "'whats', 'max': 6 hours a day (30 a week).", absent=["whats", "max"]),
    S("paraphrase-typo", "vienna office open on fridays in july?", [(VSUM, False)], "on Fridays it is closed",
      "unknown-policy: the summer notice has no policy."),
    A("paraphrase-typo", "im 16 doing a homestay in munich, curfew??", ["ahx-homestay-de#under-18"],
      "students aged 16 and 17 by 11:00 pm", "'curfew' for the home-by time: 11:00 pm.", absent=["curfew"]),
    S("paraphrase-typo", "salzburg homestay city tax how much per nite", [(HAT, MA)], "EUR 2.60 a night",
      "unanchored 'City tax'; #arrival ('An extra night costs EUR 50') would give a wrong price.",
      absent=["nite"]),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What does Alpenhaus Exchange host family requirements say about the size of the room?",
      ["ahx-hostfamily#room"], "of at least 8 square metres", "named title: at least 8 square metres."),
    A("named-document", "According to Alpenhaus Exchange fees, payments and refunds, when is the balance of a "
      "homestay due?", ["ahx-fees#homestay-payment"], "the balance at least 21 days before arrival",
      "named title: at least 21 days before arrival."),
    S("named-document", "What does Alpenhaus Exchange au pair programme: Austria say about who pays the ski pass "
      "on a family ski holiday?", [(AUAT, MA)], "the family pays for the au pair's ski pass",
      "named title; the answer is in its unanchored 'Ski holidays with the family'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "How many host families does one local coordinator look after?",
      ["ahx-coordinators#home-visits"], "not more than 25 families",
      "the reader holds public and ahx-staff: the handbook is readable; not more than 25.",
      labels=("public", "ahx-staff")),
    A("access-labels", "Our au pair has been away for three nights without telling us. How soon do we have to "
      "report it through the portal?", ["ahx-family-portal#absences"], "within 48 hours of noticing it",
      "the reader holds public and ahx-host: three nights is more than 2; within 48 hours of noticing it.",
      labels=("public", "ahx-host")),
    S("access-labels", "How many days of holiday does an au pair in Germany earn per month on a 6-month placement?",
      [(AUDE, False)], "2 working days of holiday are earned for each full month",
      "the reader holds ahx-host but not public: the public German programme is denied to them (CONTRACTS: all "
      "labels); the portal guide needs public too.", labels=("ahx-host",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there an early booking offer for summer homestays in Germany at the moment?",
      ["ahx-offer-early-2032#early-booking"], "get half board free of charge for the whole stay",
      "now = 2032-02-10: the offer (to February 29, 2032) is current.", now="2032-02-10T09:00:00Z"),
    A("other-time", "How much is a single room with breakfast with a host family in Munich per week?",
      ["ahx-homestay-de-2033#weekly-rates"], "310 EUR a week in Munich",
      "now = 2033-02-01: the 2033 edition is published and the 2032 list has expired; the 2031 edition is "
      "historical (a past year).", now="2033-02-01T09:00:00Z"),
]

# musicschool_ru record ids
RF, GE, R31, R33 = "ktn-ceny-rf-2032", "ktn-ceny-ge-2032", "ktn-ceny-rf-2031", "ktn-ceny-rf-2033"
PROKAT, ZAN, OPL, KONC = "ktn-prokat-2032", "ktn-zanyatiya-2032", "ktn-oplata-2032", "ktn-koncerty-2032"
AKC, BATUMI, SOCHI = "ktn-akciya-fevral-2032", "ktn-batumi-leto-2032", "ktn-sochi-2032"
PED, PARTN, ROD = "ktn-pedagogi-2032", "ktn-partnery-2032", "ktn-roditeli-2032"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит индивидуальное занятие на 45 минут в Казани?", ["ktn-ceny-rf#individualnye"],
      "1 900 ₽ в Казани",
      "1 900 ₽ (Москва — 2 400 ₽ той же фразы); редакции 2031 (1 700 рублей, историческая) и 2033 (2 100 руб., "
      "не опубликована) — чужие источники."),
    A("answerable", "Дочке 5 лет, хотим записать её на фортепиано в Москве. Можно ей занятия по 45 минут?",
      ["ktn-ceny-rf#individualnye", "ktn-zanyatiya#vozrast"],
      "Для детей от 4 до 6 лет проводятся только занятия по 30 минут",
      "5 — внутри «от 4 до 6»: нет, только по 30 минут (1 500 ₽ в Москве); #vozrast («с 4 лет») можно "
      "цитировать рядом."),
    A("answerable", "Сыну 7 лет, живём в Тбилиси. Сколько будет стоить его индивидуальное занятие?",
      ["ktn-ceny-ge#individualnye"], "Для детей от 4 до 7 лет занятия длятся 30 минут и стоят 45 лари",
      "7 — внутри грузинского «от 4 до 7»: 30 минут за 45 лари (в России 7 лет уже вне детского тарифа)."),
    A("answerable", "На групповое сольфеджио в Казани записались всего трое учеников, включая моего сына. Группа "
      "будет?", ["ktn-ceny-rf#gruppy"], "Если записалось меньше 4 учеников, группа не открывается",
      "3 меньше 4: нет (в Грузии минимум 3, но это Казань)."),
    A("answerable", "Есть ли в Батуми групповые занятия?", ["ktn-ceny-ge#gruppy"], "В Батуми групповых занятий нет",
      "нет; в Грузии группы только в Тбилиси."),
    A("answerable", "Берём абонемент на 16 занятий в Москве для старшего сына, младшая дочка 9 лет тоже будет "
      "заниматься. Какая скидка на её абонемент?", ["ktn-ceny-rf#abonementy"],
      "на второй абонемент даётся ещё 5 %",
      "история: 15 % за 16 занятий и ещё 5 % на второй абонемент; 9 лет — вне исключения «от 4 до 6 лет»."),
    A("answerable", "Можно ли купить абонемент на 16 занятий в Тбилиси?", ["ktn-ceny-ge#abonementy"],
      "абонементов на 16 занятий в Грузии нет",
      "нет (Тбилиси — Грузия); российский абонемент на 16 занятий (ktn-ceny-rf#abonementy) — чужой источник."),
    A("answerable", "Хотим взять скрипку напрокат на полгода в Казани. Сколько это в месяц и будет ли скидка?",
      ["ktn-prokat#tarify"], "При прокате на 6 месяцев и дольше действует скидка 20 %",
      "полгода — 6 месяцев: 1 500 ₽ в месяц со скидкой 20 % (Казань — Россия)."),
    A("answerable", "Сын занимается у вас по абонементу и хочет взять гитару напрокат. Нужно вносить залог?",
      ["ktn-prokat#zalog"], "Ученики школы с действующим абонементом не вносят залог за скрипку и гитару",
      "нет (за пианино залог вносят все)."),
    A("answerable", "Можно ли заказать доставку цифрового пианино в Батуми?", ["ktn-prokat#dostavka"],
      "в Батуми доставки нет", "нет; по Тбилиси — 40 лари."),
    A("answerable", "Ребёнок уронил прокатную скрипку, и треснула дека. Кто платит за ремонт и когда нужно "
      "сообщить?", ["ktn-prokat#remont"], "Повреждение по вине арендатора оплачивает арендатор",
      "агент и срок: платит арендатор по смете мастера; сообщить администратору не позднее чем через 3 дня, "
      "иначе залог не возвращается (струны и канифоль — за счёт школы, это другое)."),
    A("answerable", "Ребёнок заболел, занятие завтра в 10 утра, а сейчас вечер, то есть меньше чем за сутки. "
      "Справку от врача возьмём. Занятие сгорит?", ["ktn-zanyatiya#perenos"],
      "Исключение — болезнь ученика, подтверждённая справкой врача",
      "история: меньше 24 часов, но болезнь со справкой — занятие переносится (не чаще двух раз в месяц)."),
    A("answerable", "Педагог опоздал на 20 минут. Нам что-то положено?", ["ktn-zanyatiya#opozdaniya"],
      "при опоздании педагога больше чем на 15 минут занятие проводится бесплатно",
      "20 больше 15: занятие бесплатно."),
    A("answerable", "Можно ли заморозить абонемент на 8 занятий на время отпуска?", ["ktn-zanyatiya#zamorozka"],
      "Абонемент на 8 занятий не замораживается", "нет (замораживается только абонемент на 16 занятий)."),
    A("answerable", "Можно ли в Батуми заплатить за занятия долларами?", ["ktn-oplata#sposoby"],
      "Оплату в другой валюте не принимаем", "нет: в Грузии только в лари."),

    # --- rejected-best (11)
    S("rejected-best", "Сколько стоит пробное занятие в Казани?", [(RF, MA)],
      "Пробное занятие длится 30 минут и стоит 500 ₽ в Москве и в Казани",
      "неякорный раздел «Пробное занятие»; #individualnye (30 минут для детей — 1 200 ₽ в Казани) и "
      "ktn-ceny-ge#abonementy (бесплатное пробное занятие в Грузии) ввели бы в заблуждение."),
    S("rejected-best", "Можно ли потом выкупить прокатную скрипку?", [(PROKAT, MA)],
      "После 12 месяцев непрерывного проката скрипку или гитару можно выкупить",
      "неякорный раздел «Выкуп инструмента»; #tarify (скидка 20 % от 6 месяцев) — о другом."),
    S("rejected-best", "Работает ли школа в первую неделю января?", [(ZAN, MA)],
      "С 1 по 8 января и с 1 по 15 августа школа закрыта", "неякорный раздел «Каникулы»."),
    S("rejected-best", "Можно ли в Москве оплатить абонемент частями?", [(OPL, MA)],
      "Абонемент на 16 занятий в Москве можно оплатить двумя платежами",
      "неякорный раздел «Оплата частями»; #sposoby (способы оплаты в России) ввёл бы в заблуждение."),
    S("rejected-best", "Сколько процентов от стоимости занятия получает педагог?", [(PED, False)],
      "Педагог получает 55 % стоимости каждого проведённого индивидуального занятия",
      "закрыто: памятка педагога (ktn-staff); проценты скидок (#abonementy) — чужой источник."),
    S("rejected-best", "Сколько академических часов в неделю может вести один педагог?", [(PED, False)],
      "не больше 32 академических часов в неделю", "закрыто: памятка педагога."),
    S("rejected-best", "Какую скидку получают школы-партнёры на групповые занятия?", [(PARTN, False)],
      "скидку 12 % на групповые занятия",
      "закрыто: условия для школ-партнёров (ktn-partner); #gruppy — цены, не скидка."),
    S("rejected-best", "Как быстро педагог пишет отчёт о занятии в личном кабинете?", [(ROD, False)],
      "в течение 24 часов пишет в личном кабинете короткий отчёт",
      "закрыто: памятка для родителей требует public И ktn-parent; у читателя только public."),
    S("rejected-best", "Какая акция была в Казани в феврале?", [(AKC, False)],
      "первый месяц проката гитары — бесплатно", "истекла 29 февраля 2032 (23:59:59)."),
    S("rejected-best", "Сколько будет стоить 45-минутное занятие в Москве в 2033 году?", [(R33, False)],
      "2 600 руб. в Москве", "не опубликована (1 сентября 2032); нынешние 2 400 ₽ — цена 2032 года."),
    S("rejected-best", "Есть ли скидка на абонемент для детей сотрудников школы?", [(PED, MA)],
      "Дети сотрудников школы занимаются со скидкой 50 %",
      "две причины: памятка педагога закрыта (ktn-staff), а ответ — в её неякорном разделе «Скидка для детей "
      "сотрудников»; скидка братьям и сёстрам (#abonementy) — чужой источник."),

    # --- nothing (5)
    S("nothing", "Есть ли у вас филиал в Санкт-Петербурге?", [], "петербург",
      "Москва, Казань, Тбилиси, Батуми (Сочи позже).", absent=["петербург"]),
    S("nothing", "Даёте ли вы напрокат барабанную установку?", [], "барабан",
      "прокат — скрипки, гитары, цифровые пианино.", absent=["барабан"]),
    S("nothing", "Учат ли у вас играть на саксофоне?", [], "саксофон", "ничего о саксофоне (названы фортепиано, "
      "скрипка, гитара, сольфеджио, хор, ансамбль).", absent=["саксофон"]),
    S("nothing", "Можно ли у вас арендовать класс для самостоятельных репетиций?", [], "репетиц",
      "ничего об аренде классов; «арендатор» в правилах проката — о другом.", absent=["репетиц", "самостоятельн"]),
    S("nothing", "Проводите ли вы онлайн-занятия по видеосвязи?", [], "онлайн", "ничего об онлайн-занятиях.",
      absent=["онлайн", "видеосвяз"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоило индивидуальное занятие в Тбилиси в 2031 году?", [], "тбилиси в 2031",
      "редакция 2031 года — российская (Москва, Казань); 70 лари — нынешняя цена."),
    S("near-miss", "Какая скидка на второй абонемент для братьев и сестёр в Грузии?", [], "братья и сёстры в грузии",
      "скидка 5 % братьям и сёстрам — в российском прайсе; в грузинском о ней ничего."),
    S("near-miss", "Выдаёте ли вы в Грузии справку для налогового вычета?", [], "вычет в грузии",
      "справка для вычета названа только для России (ktn-oplata#vychet, «В России»); о Грузии ничего."),
    S("near-miss", "Сколько будет стоить индивидуальное занятие в Грузии в 2033 году?", [], "грузия 2033",
      "редакция 2033 года — российская (и не опубликована); о Грузии на 2033 год ничего."),
    S("near-miss", "Какой залог берут за виолончель?", [], "виолончель",
      "залог назван за скрипку, гитару и цифровое пианино; о виолончели ничего.", absent=["виолончел"]),
    S("near-miss", "Сколько стоил прокат скрипки в 2031 году?", [], "прокат в 2031",
      "в редакции 2031 года только цены занятий; 1 500 ₽ (ktn-prokat#tarify) — нынешняя цена."),

    # --- joined (3)
    S("joined", "Возвращают ли залог за прокат наличными в лари, если мы в Батуми?", [],
      "способ возврата залога",
      "#zalog называет срок возврата (5 рабочих дней), #sposoby — способы оплаты в Грузии, #vozvrat — возврат "
      "за абонемент «тем же способом»; каким способом возвращают залог, не сказано нигде."),
    S("joined", "Действует ли скидка по абонементу на занятия по подготовке к поступлению?", [],
      "скидка абонемента на подготовку",
      "#postuplenie (на 20 % дороже обычного) и #abonementy (10 % / 15 %) не говорят о сочетании."),
    S("joined", "Нужно ли вносить залог за гитару, если мой абонемент сейчас заморожен?", [],
      "залог при замороженном абонементе",
      "#zalog освобождает учеников «с действующим абонементом», #zamorozka не говорит, считается ли "
      "замороженный абонемент действующим."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "скока стоит час занятий в казани", ["ktn-ceny-rf#individualnye", "ktn-ceny-rf#gruppy"],
      "занятие длительностью 60 минут — 3 000 ₽ и 2 400 ₽ соответственно",
      "«скока», «час» = 60 минут: индивидуальное 2 400 ₽ в Казани; групповые занятия тоже идут по 60 минут "
      "(950 ₽ в Казани), поэтому #gruppy тоже допустим.", absent=["скока"]),
    A("paraphrase-typo", "а визой в казани можно заплатить?", ["ktn-oplata#sposoby"],
      "В России занятия и прокат оплачиваются картой «Мир», через СБП или наличными в школе",
      "«визой» — картой Visa: в России (Казань) принимают «Мир», СБП, наличные — нет; Visa названа для Грузии.",
      absent=["визой"]),
    S("paraphrase-typo", "выезд педагога на дом в тбилиси скока", [(GE, MA)], "выезд стоит 25 лари",
      "неякорный раздел «Занятия на дому»; #individualnye (70 лари в Тбилиси) дал бы неверную цену.",
      absent=["скока"]),
    A("paraphrase-typo", "гитару напрокат в грузии почём в месяц", ["ktn-prokat#tarify"],
      "акустическую гитару — за 900 ₽ или 30 лари", "«почём»: 30 лари в месяц (900 ₽ — Россия).",
      absent=["почём"]),
    A("paraphrase-typo", "препод опоздал на 10 мин, занятие продлят?", ["ktn-zanyatiya#opozdaniya"],
      "Если опоздал педагог, занятие продлевается на время опоздания",
      "«препод»: да, на время опоздания (10 — не больше 15, так что не бесплатно).", absent=["препод"]),
    S("paraphrase-typo", "летняя школа в батуми скока стоит", [(BATUMI, False)], "стоит 600 лари",
      "unknown-policy: у записи о летней школе policy «seasonal»; #individualnye (Батуми, 60 лари) — чужой "
      "источник.", absent=["скока"]),
    A("paraphrase-typo", "за скока дней надо сказать что скрипка сломалась", ["ktn-prokat#remont"],
      "не позднее чем через 3 дня после неё", "«скока»: не позднее чем через 3 дня после поломки.",
      absent=["скока"]),
    S("paraphrase-typo", "в сочи филиал уже открыли?", [(SOCHI, False)],
      "Филиал «Камертона» в Сочи откроется 1 сентября 2032 года", "не опубликован (1 июля 2032)."),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Камертон: правила посещения занятий» о возрасте для групповых занятий?",
      ["ktn-zanyatiya#vozrast"], "групповые — с 7 лет", "named title: с 7 лет."),
    A("named-document", "Согласно «Камертон: оплата и возврат денег», в какой срок возвращают деньги за "
      "абонемент?", ["ktn-oplata#vozvrat"], "в течение 10 рабочих дней после заявления",
      "named title: в течение 10 рабочих дней (справка для вычета — 5 рабочих дней, другое)."),
    S("named-document", "Что говорится в «Камертон: концерты и экзамены» о международном экзамене по "
      "фортепиано?", [(KONC, MA)], "международный экзамен по фортепиано",
      "named title; ответ — в его неякорном разделе «Международные экзамены»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "Когда педагогам выплачивают зарплату?", ["ktn-pedagogi#oplata-truda"],
      "Выплаты — два раза в месяц, 10-го и 25-го числа",
      "у читателя public и ktn-staff: памятка доступна; 10-го и 25-го числа.", labels=("public", "ktn-staff")),
    A("access-labels", "Сколько раз в месяц родитель может посидеть на занятии ребёнка?",
      ["ktn-roditeli#prisutstvie"], "Родители могут присутствовать на одном занятии в месяц",
      "у читателя public и ktn-parent: одно занятие в месяц, предупредив педагога.",
      labels=("public", "ktn-parent")),
    S("access-labels", "Какой залог берут за цифровое пианино?", [(PROKAT, False)],
      "за цифровое пианино — 20 000 ₽ или 600 лари",
      "у читателя ktn-parent без public: публичные правила проката ему закрыты (нужны все метки); памятка для "
      "родителей тоже требует public.", labels=("ktn-parent",)),

    # --- other-time (2)
    A("other-time", "Есть ли сейчас в Казани акция на прокат гитары?", ["ktn-akciya-fevral-2032#akciya"],
      "первый месяц проката гитары — бесплатно", "now = 2032-02-15: акция (до 29 февраля 2032) действует.",
      now="2032-02-15T09:00:00Z"),
    A("other-time", "Сколько стоит 45-минутное индивидуальное занятие в Казани?", ["ktn-ceny-rf-2033#individualnye"],
      "2 100 руб. в Казани",
      "now = 2033-03-01: редакция 2033 года опубликована, прайс 2032 года истёк; редакция 2031 — историческая.",
      now="2033-03-01T09:00:00Z"),
]
