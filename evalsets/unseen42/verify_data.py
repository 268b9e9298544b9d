"""Labelled verify cases of unseen42 (the source of verify_cases.jsonl; build_unseen42.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand after the corpora's
commit and before anything was run. The split (2nd, 5th, 8th, ... case of each kind per language is
holdout) was fixed in README.md before the first corpus record was written.
26 of the 50 cases per language are correct answers written the way a strong model writes them
(reworded, reordered clauses, "Yes." / "No." / «Да.» / «Нет.» openers, the reader's own words; words for
figures — "three days", "two players", "six months", "four", "five lessons"; «пяти», «десяти рабочих дней»,
«трёх дней», «двух часов», «два места», «двое», «за день», «пять часов»; amounts in another notation of the
same value — "GBP 65" for "£65", "£78" for "78 pounds" and "85 pounds" for "£85", "EUR 55" / "45 euro" /
"EUR 15" for "€55" / "€45" / "€15", "£1500" for "£1,500"; «180 рублей» for «180 ₽», «800 ₽» for «800
рублей», «900 рублей» for «900 ₽», «8000 драм» for «8 000 ֏», «AMD 4 200» for «4 200 ֏», «500 драм» for
«500 ֏», «2 000 ₽» for «2000 руб.», «2 500 рублей» for «2 500 руб.», «500 рублей» for «500 ₽», «6 000
руб.» kept; numbered lists; two editions compared, both cited; one age band's, country's or course's
value from a two-value sentence; the reader's age, hours, handicap or group size against a bound or a
band; an answer drawn from an exception or a limit; `limitations` filled; one pretty-printed, one
fenced); the 24 wrong ones per language carry one fault each: a condition changed or added, or a "Yes"
the reader's own age rules out; an exception dropped; a figure given to the wrong case (seniors /
juniors, adults / juniors, country and currency, Kazan / Moscow, keyboard / headset, per buggy room /
per player); a figure of another sentence of the cited fragment; a figure of an uncited fragment (the
2027 edition, another record); a bound turned (up to / at least, от 8 / не больше 8); the wrong side of
an event (before / after the day of play, за 48 часов до / через 48 часов после начала); a frequency or
a limit changed (once / as often as you need, до половины / всю стоимость); modality changed (must /
may if it wishes, только вместе с родителем / желательно); negation flipped; an invented sentence; a sum
the source does not state; subjects swapped (carer / disabled player, сопровождающий / гость); a
jurisdiction left unnamed; degenerate output (a sentence repeated three times; a dangling «[t»). Every
figure of a wrong answer occurs somewhere in its context, except the two sums.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]
DG = ["degenerate-output"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


TUK, T27, TIE, MEM, VIS = "frn-green-fees-uk", "frn-green-fees-uk-2027", "frn-green-fees-ie", "frn-memberships", "frn-visitors"
HIRE, LES, BOOK, SOC, ACC, CLUB = "frn-hire", "frn-lessons", "frn-bookings", "frn-societies", "frn-access", "frn-clubhouse"

EN = [
    # --- clean (26; holdout: 2nd, 5th, ..., 26th)
    V("clean", "How much is an adult weekday round at Fernhill Ayrshire?", [TUK], [f"{TUK}#green-fees"],
      "In the United Kingdom an adult pays GBP 65 for a weekday round of 18 holes at Fernhill Ayrshire.",
      note="'GBP 65' for '£65'; the weekend, junior and senior prices left out."),
    V("clean", "My son is 15. What does he pay for a round at Fernhill Surrey?", [TUK], [f"{TUK}#green-fees"],
      "In the United Kingdom your son pays the junior green fee of £30 at Fernhill Surrey, which covers juniors aged "
      "12 to 17.", note="the reader's 15 inside 'aged 12 to 17'; clauses reordered."),
    V("clean", "What did a weekend round cost an adult in 2027, and what is it now?",
      [f"{T27}#green-fees", f"{TUK}#green-fees"], [f"{T27}#green-fees", f"{TUK}#green-fees"],
      "In the United Kingdom an adult paid £78 for a weekend round in 2027; today the same round costs 85 pounds.",
      note="historical and current editions, both cited; notations swapped ('£78' for '78 pounds', '85 pounds' for '£85')."),
    V("clean", "I'm 66. What do I pay for a round at Fernhill Wicklow on a Tuesday?", [TIE], [f"{TIE}#green-fees"],
      "In Ireland you pay the senior rate of EUR 55 at Fernhill Wicklow: it is for players aged 66 and over and "
      "applies from Monday to Thursday, so a Tuesday round qualifies.",
      note="'EUR 55' for '€55'; the reader's 66 on the bound 'aged 66 and over'; Tuesday inside Monday to Thursday."),
    V("clean", "What does a twilight round cost at Fernhill Wicklow?", [TIE], [f"{TIE}#twilight"],
      "In Ireland twilight green fees at Fernhill Wicklow apply from tee times after 15:30: 45 euro for adults and "
      "20 euro for juniors.", note="pretty-printed JSON; '45 euro' / '20 euro' for '€45' / '€20'.", pretty=True),
    V("clean", "Can I book an early-bird round at Fernhill Wicklow a week ahead?", [TIE], [f"{TIE}#early-bird"],
      "No. In Ireland early-bird rounds at Fernhill Wicklow, for tee times before 8:30 on weekdays, can be booked no "
      "more than three days in advance; they cost €50 for adults.",
      note="```json fence; 'three days' for '3 days'; the reader's week against the bound.", fence=True),
    V("clean", "Can I play nine holes on a Friday morning at Fernhill Surrey?", [TUK], [f"{TUK}#nine-holes"],
      "No. In the United Kingdom 9-hole rounds are offered Monday to Thursday only, with tee times before 11:00, so a "
      "Friday is not possible.", note="'No' from the days named; clock time."),
    V("clean", "What membership prices do you have in Ireland?", [MEM], [f"{MEM}#classes", f"{MEM}#young"],
      "Membership prices in Ireland:\n1. Full membership: EUR 1,650 a year.\n2. Five-day membership (Monday to "
      "Friday): EUR 1,100.\n3. Junior membership for players under 18: EUR 140.",
      note="a numbered list; one country's values of two; two fragments cited."),
    V("clean", "Can I pay the joining fee in monthly instalments?", [MEM], [f"{MEM}#instalments"],
      "No. Only the annual subscription can be spread over monthly instalments by direct debit; the joining fee has "
      "to be paid in full when you join.", note="'No' from the exception; no figure."),
    V("clean", "I'm joining as a five-day member. Is there a joining fee?", [MEM], [f"{MEM}#joining-fee"],
      "No. The joining fee is for new full members only; five-day members, like junior and intermediate members, "
      "pay none.", note="'No' from the exception; no figure."),
    V("clean", "My handicap index is 40. Can I play on a Wednesday?", [VIS], [f"{VIS}#handicap"],
      "Yes. On weekdays any official handicap index up to 54 is accepted, so 40 is fine; just show proof of your "
      "handicap at the pro shop before you tee off.", note="the reader's 40 under 54 on a weekday."),
    V("clean", "What should I wear on the course?", [VIS], [f"{VIS}#dress-code"],
      "Wear a shirt with a collar, tailored trousers or shorts, and soft-spiked golf shoes. Denim, tracksuit bottoms "
      "and metal spikes are never allowed on the course.", note="reworded ('a shirt with a collar', 'never')."),
    V("clean", "Our tee time is 9:00. When do we have to check in?", [VIS], [f"{VIS}#tee-times"],
      "Check in at the pro shop at least 20 minutes before your 9:00 tee time. A group that is not on the first tee "
      "at its tee time loses the slot and only plays if a later one is free.",
      note="the reader's 9:00 kept; no derived clock time."),
    V("clean", "How much is a buggy in the UK, and can two of us share it?", [HIRE], [f"{HIRE}#buggies"],
      "A buggy costs £40 for 18 holes in the United Kingdom and takes up to two players, so you can share it. The "
      "driver has to be 18 or older and hold a full driving licence.", note="'two players' for '2 players'."),
    V("clean", "What does an electric trolley cost in Ireland?", [HIRE], [f"{HIRE}#trolleys"],
      "In Ireland an electric trolley costs EUR 15 a round.", note="'EUR 15' for '€15'; one country's value of two."),
    V("clean", "I'm hiring clubs. What deposit is taken?", [HIRE], [f"{HIRE}#clubs"],
      "When the clubs are handed out, a card deposit of £100 or €100 is taken, and it is "
      "released once you return them. The clubs themselves cost £30 or €35 per round.", note="clauses reordered."),
    V("clean", "We cancel a lesson 12 hours before. Do we pay?", [LES], [f"{LES}#lesson-cancellations"],
      "Yes. A lesson cancelled less than 24 hours before it starts is charged in full, and 12 hours is inside that.",
      note="the reader's 12 under 24."),
    V("clean", "Is there a discount if I book several lessons?", [LES], [f"{LES}#lessons"],
      "Yes. If you book a course of five lessons together, you pay the price of four, in advance.",
      note="'five' / 'four' for '5' / '4'; no derived price."),
    V("clean", "My daughter is 14. Can she play without me?", [LES], [f"{LES}#junior-rules"],
      "Yes, once she has passed a playing test with the professional: juniors aged 12 to 17 may then play without an "
      "adult. At weekends she cannot tee off before 10:00.", note="the reader's 14 inside 12 to 17; the condition kept."),
    V("clean", "We cancel our tee time 36 hours before. What happens?", [BOOK], [f"{BOOK}#cancellations"],
      "You won't get a refund, but you can move the booking once to another date free of charge, because you are "
      "cancelling between 48 and 24 hours before the tee time.",
      limitations=["If you cancel less than 24 hours before, the green fee is charged in full."],
      note="`limitations` filled with another sentence of the fragment; the reader's 36 inside the band."),
    V("clean", "Play was stopped after 12 holes because of a storm. Do we get a rain check?", [BOOK],
      [f"{BOOK}#rain-checks"],
      "No. A rain check is given only when you have completed fewer than 9 holes; after 9 holes or more, none is "
      "given.", note="the reader's 12 against 'fewer than 9'."),
    V("clean", "How long is a rain check valid?", [BOOK], [f"{BOOK}#rain-checks"],
      "A rain check stays valid for six months, and it cannot be exchanged for cash.", note="'six months'."),
    V("clean", "When do we pay the balance for our society day?", [SOC], [f"{SOC}#society-booking"],
      "The balance is due 14 days before the day of play; the deposit of £10 or €10 per player is paid when you book, "
      "at least 21 days ahead.", note="clauses reordered."),
    V("clean", "Does my carer pay if he doesn't play?", [ACC], [f"{ACC}#carers"],
      "No. A carer who goes round the course with you without playing goes free; you pay the normal green fee.",
      note="the reader as the disabled player."),
    V("clean", "Can we eat at the clubhouse restaurant without playing golf?", [CLUB], [f"{CLUB}#bar"],
      "Yes. The bar and restaurant at every course are open to non-golfers, and you need neither a green fee nor a "
      "membership to eat there; just don't wear golf shoes in the restaurant.", note="'neither … nor'; no figure."),
    V("clean", "How much is evening hire of the Ardmore Suite for 180 standing guests?", [CLUB], [f"{CLUB}#ardmore-suite"],
      "The Ardmore Suite at Fernhill Surrey holds up to 200 guests for a standing reception, so 180 fit. Evening hire "
      "starts at £1500 plus VAT; a 30% deposit is due when you book and the balance 28 days before the event.",
      note="'£1500' for '£1,500'; the reader's 180 under 200."),

    # --- wrong (24)
    V("condition", "Can I get a full refund if I cancel my tee time?", [BOOK], [f"{BOOK}#cancellations"],
      "Yes, you get a full refund of the green fee as long as you cancel at least 24 hours before your tee time.", UC,
      src="at least 48 hours before it get a full refund",
      note="the condition changed: the moving band's 24 hours given as the refund's (48 dropped)."),
    V("condition", "Can a visitor with a handicap index of 25 play on a Sunday?", [VIS], [f"{VIS}#handicap"],
      "Yes. At weekends visitors must hold an official handicap index of 30 or less, and they must also be introduced "
      "by a member of the club.", UC, src="Visitors show proof of their handicap",
      note="a condition added (introduced by a member), the proof-of-handicap rule replaced."),
    V("condition", "I'm 65. Can I play at the senior rate at Fernhill Wicklow?", [TIE], [f"{TIE}#green-fees"],
      "Yes. In Ireland the senior rate of €55 at Fernhill Wicklow is for players aged sixty-six and over from Monday "
      "to Thursday, so you qualify.", UC, src="€55 for seniors aged 66 and over",
      note="a 'Yes' the rule rules out: the reader's 65 is under 66 (written 'sixty-six')."),
    V("exception", "Can I pay my whole membership in instalments, joining fee included?", [MEM], [f"{MEM}#instalments"],
      "Yes. The annual subscription and the joining fee can both be paid in 10 monthly instalments by direct debit, "
      "with a surcharge of 5%.", UC, src="The joining fee cannot be paid in instalments",
      note="the exception dropped and overridden."),
    V("exception", "Does the senior rate apply at weekends at Fernhill Surrey?", [TUK], [f"{TUK}#green-fees"],
      "Yes. In the United Kingdom seniors aged 65 and over pay £50 for a round at Fernhill Surrey on any day of the "
      "week.", UC, src="The senior rate applies Monday to Friday only",
      note="the limit dropped: the senior rate said of weekends too."),
    V("wrong-case", "What does a junior pay for a round at Fernhill Ayrshire?", [TUK], [f"{TUK}#green-fees"],
      "In the United Kingdom a junior pays £50 for a round of 18 holes at Fernhill Ayrshire.", MC,
      src="£30 for juniors aged 12 to 17", note="the seniors' £50 given to a junior (juniors vs seniors)."),
    V("wrong-case", "What does a junior membership cost in Ireland?", [MEM], [f"{MEM}#young"],
      "In Ireland a junior membership for players under 18 costs EUR 150 a year.", MC, src="EUR 140 in Ireland",
      note="the UK's 150 given to Ireland in euro (wrong country and currency)."),
    V("wrong-case", "What does a junior pay for a twilight round at Fernhill Wicklow?", [TIE], [f"{TIE}#twilight"],
      "In Ireland a junior pays €45 for a twilight round at Fernhill Wicklow.", MC, src="€20 for juniors",
      note="the adults' €45 given to a junior (adults vs juniors)."),
    V("wrong-case", "What does a 9-hole round cost a junior in the UK?", [TUK], [f"{TUK}#nine-holes"],
      "In the United Kingdom a junior pays £38 for a 9-hole round, Monday to Thursday.", MC, src="£18 for juniors",
      note="the adults' £38 given to a junior."),
    V("other-sentence", "How far ahead must a society book?", [SOC], [f"{SOC}#society-booking"],
      "Societies book at least 14 days ahead and pay a deposit of £10 or €10 per player when they book.", MC,
      src="at least 21 days ahead", note="the balance's 14 days (another sentence) given to the booking window."),
    V("other-sentence", "How long is a rain check valid for?", [BOOK], [f"{BOOK}#rain-checks"],
      "A rain check is valid for 9 months and cannot be exchanged for cash.", MC, src="valid for 6 months",
      note="the holes' 9 (another sentence) given to the validity, in months."),
    V("uncited-fragment", "What does an adult pay for a weekday round at Fernhill Surrey?",
      [f"{TUK}#green-fees", f"{T27}#green-fees"], [f"{TUK}#green-fees"],
      "In the United Kingdom an adult pays £60 for a weekday round at Fernhill Surrey.", MC,
      note="the 2027 edition's 60 pounds (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "What deposit is due when we book the Ardmore Suite?",
      [f"{CLUB}#ardmore-suite", f"{SOC}#society-booking"], [f"{CLUB}#ardmore-suite"],
      "A deposit of £10 per guest is due when you book the Ardmore Suite, and the balance 28 days before the event.", MC,
      note="the societies' £10 per player (another record, uncited) given to the Ardmore Suite's deposit."),
    V("bound", "How many guests can the Ardmore Suite seat for dinner?", [CLUB], [f"{CLUB}#ardmore-suite"],
      "The Ardmore Suite at Fernhill Surrey seats at least 140 guests for dinner, or 200 for a standing reception.", UC,
      src="seats up to 140 guests for dinner", note="the bound turned: 'up to 140' → 'at least 140'."),
    V("bound", "When is the balance for a society booking due?", [SOC], [f"{SOC}#society-booking"],
      "The balance of a society booking is due 14 days after the day of play.", UC,
      src="The balance is due 14 days before the day of play", note="the wrong side of the event: 'before' → 'after'."),
    V("bound", "If I cancel 30 hours before, how many times can I move my tee time?", [BOOK], [f"{BOOK}#cancellations"],
      "Between 48 and 24 hours before, you can move the booking to another date free of charge as often as you need, "
      "but it is not refunded.", UC, src="the booking can be moved once to another date free of charge",
      note="the frequency changed: 'once' → 'as often as you need'."),
    V("modality", "Do we have to let a faster group play through?", [VIS], [f"{VIS}#pace"],
      "A group that falls more than one clear hole behind may let the group behind play through if it wishes; a round "
      "of 18 holes should take no longer than 4 hours 15 minutes.", UC, src="must let the group behind play through",
      note="modality changed: 'must' → 'may … if it wishes'."),
    V("flipped", "Can I bring my assistance dog onto the course?", [ACC], [f"{ACC}#assistance-dogs"],
      "Assistance dogs are welcome in the clubhouses, but they are not allowed out on the course.", UC,
      src="Assistance dogs are welcome in the clubhouses and on the course",
      note="'welcome … on the course' flipped to 'not allowed on the course'."),
    V("flipped", "Can I exchange a rain check for cash?", [BOOK], [f"{BOOK}#rain-checks"],
      "Yes, a rain check is valid for 6 months and can be exchanged for cash.", UC, src="cannot be exchanged for cash",
      note="'cannot be exchanged for cash' flipped to 'can'."),
    V("invented", "What happens if you close the course for bad weather before we tee off?", [BOOK],
      [f"{BOOK}#rain-checks"],
      "If the course is closed because of weather before your group tees off, the green fee is refunded in full. We "
      "also give each player a free basket of range balls on the next visit.", UC,
      note="an invented sentence (free range balls), no figure."),
    V("invented", "What do two adults and one junior pay together for a weekday round at Fernhill Surrey?", [TUK],
      [f"{TUK}#green-fees"],
      "In the United Kingdom two adults at £65 each and one junior at £30 pay £160 together for a weekday round at "
      "Fernhill Surrey.", UN, note="a sum the source does not state (£160); the parts are right."),
    V("agent", "My carer walks round with me. Who pays what?", [ACC], [f"{ACC}#carers"],
      "Your carer pays the normal green fee, and you, as the disabled player, go free of charge.", UC,
      src="The disabled player pays the normal green fee",
      note="subjects swapped: the carer pays, where the disabled player does."),
    V("jurisdiction", "What does an adult pay for an early-bird round?", [f"{TIE}#early-bird"], [f"{TIE}#early-bird"],
      "Early-bird rounds at Fernhill Wicklow cost €50 for adults, for tee times before 8:30 from Monday to Friday.", NJ,
      src="In Ireland, tee times before 8:30",
      note="an Ireland-only context, the country not named ('€', 'Fernhill Wicklow' only)."),
    V("degenerate", "What does a junior pay for a twilight round in the UK?", [TUK], [f"{TUK}#twilight"],
      "In the United Kingdom, a junior pays £20 for a twilight round. In the United Kingdom, a junior pays £20 for a "
      "twilight round. In the United Kingdom, a junior pays £20 for a twilight round.", DG,
      note="one correct sentence repeated three times."),
]

RF, R27, AM, KAR, BAL = "pks-prays-rf", "pks-prays-rf-2027", "pks-prays-am", "pks-karty", "pks-balans"
PRA, TUR, BRO, PRZ, DOS = "pks-pravila", "pks-turniry", "pks-bronirovanie", "pks-prazdniki", "pks-dostupnost"

RU = [
    # --- clean (26)
    V("clean", "Сколько стоит час в общем зале в Москве?", [RF], [f"{RF}#chas"],
      "В России час игры в общем зале в Москве стоит 180 рублей.",
      note="«180 рублей» for «180 ₽»; Казань и VIP left out."),
    V("clean", "Сколько стоит час в VIP в Казани днём в будни?", [RF], [f"{RF}#chas"],
      "В России час в зоне VIP в Казани стоит 250 ₽. Дневная скидка 20 % действует только на часы в общем зале, так "
      "что на VIP она не распространяется.", note="one city's value of two; the discount's limit kept."),
    V("clean", "Сколько стоил ночной пакет в Москве в 2027 году и сколько он стоит сейчас?",
      [f"{R27}#noch", f"{RF}#noch"], [f"{R27}#noch", f"{RF}#noch"],
      "В России в 2027 году ночной пакет в общем зале в Москве стоил 800 ₽, а сейчас он стоит 900 рублей.",
      note="two editions, both cited; «800 ₽» for «800 рублей», «900 рублей» for «900 ₽»."),
    V("clean", "Сколько стоит ночной пакет в Ереване в зоне VIP?", [AM], [f"{AM}#noch"],
      "В Армении ночной пакет в зоне VIP стоит 8000 драм, с 00:00 до 08:00; продаётся он только гостям с 18 лет.",
      note="«8000 драм» for «8 000 ֏»; clock times."),
    V("clean", "Сколько стоит пакет на 5 часов в Ереване?", [AM], [f"{AM}#pakety"],
      "В Армении пакет на пять часов в общем зале стоит AMD 4 200 и действует только в день покупки.",
      note="pretty-printed JSON; «AMD 4 200» for «4 200 ֏»; «пять».", pretty=True),
    V("clean", "Мы вчетвером хотим в буткемп в Москве. Можно взять только 4 места?", [RF], [f"{RF}#butkemp"],
      "Нет. В России буткемп сдаётся только целиком — это отдельная комната на 5 игровых мест; в Москве час стоит "
      "1 500 ₽, снять её можно не меньше чем на 2 часа.", note="```json fence; «Нет.» from «только целиком».",
      fence=True),
    V("clean", "Мне 19. Можно купить ночной пакет в Казани и сколько он стоит?", [RF], [f"{RF}#noch"],
      "Да, ночной пакет продаём гостям с 18 лет, так что вам можно. В России в Казани он стоит 750 ₽ в общем зале и "
      "1 300 ₽ в зоне VIP.", note="the reader's 19 over 18; one city's values."),
    V("clean", "Какие бывают уровни клубной карты?", [KAR], [f"{KAR}#urovni"],
      "Уровней два:\n1. Серебряный — после 40 часов игры за календарный месяц, скидка 10 % на часы.\n2. Золотой — "
      "после 80 часов, скидка 15 %.\nУровень сохраняется до конца следующего месяца.", note="a numbered list."),
    V("clean", "Можно ли оплатить бонусами пиццу в баре?", [KAR], [f"{KAR}#karta"],
      "Нет: бонусами можно оплатить до половины стоимости часов, а еду в баре — нельзя, как и ночной пакет.",
      note="«Нет:» from the exception; no figure."),
    V("clean", "Бонусы начислили 2 месяца назад, на прошлой неделе я пополнил баланс. Они сгорели?", [KAR],
      [f"{KAR}#sgoranie"],
      "Нет. Бонусы сгорают через 90 дней после начисления и только если за это время по карте не было ни одного "
      "пополнения, а у вас пополнение было.", note="the condition applied to the reader's top-up."),
    V("clean", "Какое минимальное пополнение баланса в Ереване?", [BAL], [f"{BAL}#popolnenie"],
      "В Армении баланс можно пополнить минимум на 500 драм — картой, наличными на ресепшене или в приложении.",
      note="«500 драм» for «500 ֏»; one country's value of two."),
    V("clean", "Хочу вернуть остаток денег с баланса. Как это сделать?", [BAL], [f"{BAL}#vozvrat"],
      "Напишите заявление на ресепшене: остаток вернём в течение десяти рабочих дней на ту карту, с которой вы "
      "платили, а если вы пополняли наличными — наличными. Бонусы при этом не возвращаются.",
      note="«десяти рабочих дней»; reordered."),
    V("clean", "Какой залог за руль в России?", [BAL], [f"{BAL}#zalog"],
      "За руль, как и за геймпад, в России берут залог 2 000 ₽; его возвращают, когда устройство сдано исправным.",
      note="«2 000 ₽» for «2000 руб.»."),
    V("clean", "Дочке 13 лет. Можно ей поиграть, если я буду рядом в клубе?", [PRA], [f"{PRA}#vozrast"],
      "Да. Дети до 14 лет играют только вместе с родителем, и вам нужно оставаться в клубе всё время, пока она "
      "играет.", note="the reader's 13 under 14."),
    V("clean", "Сыну 16, у него есть письменное согласие. До скольки он может играть один?", [PRA], [f"{PRA}#vozrast"],
      "До 22:00. Гости от 14 до 17 лет играют без родителей по письменному согласию родителей, но после 22:00 гостей "
      "младше 18 лет в клубе быть не должно.", note="the reader's 16 inside 14–17."),
    V("clean", "Можно взять в зону VIP бургер из вашего бара?", [PRA], [f"{PRA}#eda"],
      "Да, еду и напитки из нашего бара можно брать за компьютер и в общем зале, и в зоне VIP. А вот свою еду "
      "приносить в клуб нельзя.", note="«бургер» is the reader's; no figure."),
    V("clean", "Уронил мышь, она сломалась. Сколько платить?", [PRA], [f"{PRA}#povrezhdenie"],
      "Если мышь повреждена по неосторожности, ремонт оплачивает гость: за мышь — 2 500 рублей.",
      note="«2 500 рублей» for «2 500 руб.»; one item's value of three."),
    V("clean", "Сколько стоит участие в турнире в России?", [TUR], [f"{TUR}#vznos"],
      "В России взнос за участие в клубном турнире — 500 рублей с каждого игрока; команда из пяти игроков "
      "регистрируется целиком и платит за всех сразу.", note="«500 рублей» for «500 ₽»; «пяти»; no team sum."),
    V("clean", "Наша команда заняла второе место. Как получим приз?", [TUR], [f"{TUR}#prizy"],
      "Второе место получает 30 % призового фонда. Приз зачислят на баланс клубных карт игроков в течение трёх дней; "
      "наличными призы не выдаются.", limitations=["Призовой фонд — 70 % собранных взносов."],
      note="`limitations` filled; «трёх дней»."),
    V("clean", "Мне 15. Можно участвовать в турнире, если родители разрешат письменно?", [TUR], [f"{TUR}#vozrast-turnir"],
      "Нет. В турнирах играют участники с 16 лет, а письменное согласие родителей нужно игрокам 16 и 17 лет — в 15 лет "
      "участвовать нельзя даже с ним.", note="the reader's 15 under 16."),
    V("clean", "Забронировал место, но опоздаю на 20 минут. Место сохранится?", [BRO], [f"{BRO}#bron"],
      "Нет: бронь держим 15 минут после назначенного времени, а потом отдаём место другому гостю.",
      note="the reader's 20 over 15."),
    V("clean", "Как подтвердить бронь буткемпа?", [BRO], [f"{BRO}#predoplata"],
      "Внесите предоплату 50 % в течение двух часов после бронирования — без неё бронь буткемпа снимается.",
      note="«двух часов»; reordered."),
    V("clean", "Отменяем бронь VIP за час до начала. Что-то удержат?", [BRO], [f"{BRO}#otmena"],
      "Нет, бронь в зоне VIP, как и в общем зале, можно отменить бесплатно в любое время.",
      note="«Нет,» opener; the bootcamp's rule left out."),
    V("clean", "Сколько стоит день рождения в буткемпе в Казани на 8 человек?", [PRZ], [f"{PRZ}#den-rozhdeniya"],
      "Праздник в буткемпе в Казани стоит 6 000 руб. за 3 часа для компании до 10 человек, так что 8 гостей "
      "поместятся; пиццу и напитки заказывают отдельно. Имениннику дарим 2 часа игры в общем зале.",
      note="the reader's 8 under «до 10»; one city's value of two."),
    V("clean", "Детский праздник для 12-летних: сколько взрослых нужно?", [PRZ], [f"{PRZ}#detskie"],
      "Нужны минимум двое взрослых сопровождающих, а закончить праздник надо не позже 21:00.",
      note="«двое» for «2»; the reader's 12 under 14."),
    V("clean", "Можно ли заранее забронировать место для коляски?", [DOS], [f"{DOS}#mesta"],
      "Да. В общем зале каждого клуба есть два места с подъёмным столом для гостей на креслах-колясках; бронируйте их "
      "по телефону не позднее чем за день.", note="«два места», «за день» for «2 места», «за 1 день»."),

    # --- wrong (24)
    V("condition", "Можно ли отменить бронь буткемпа бесплатно?", [BRO], [f"{BRO}#otmena"],
      "Да, бронь буткемпа, как и бронь общего зала, отменяется бесплатно в любое время.", UC,
      src="Бронь буткемпа отменяется бесплатно не позднее чем за 24 часа",
      note="the condition (24 hours before) dropped: the general hall's «в любое время»."),
    V("condition", "Как получить клубную карту?", [KAR], [f"{KAR}#karta"],
      "Клубную карту выдаём бесплатно при первом пополнении баланса от 500 ₽ в России или от 2 500 ֏ в Армении, если "
      "вы покажете паспорт на ресепшене.", UC, src="С каждого пополнения на карту начисляется 5 % бонусами",
      note="a condition added (a passport at the reception)."),
    V("condition", "Мне 17. Пустят ли меня на ночной пакет в Ереване?", [AM], [f"{AM}#noch"],
      "Да. В Армении ночной пакет с 00:00 до 08:00 продаём гостям с восемнадцати лет, так что вас пустят.", UC,
      src="продаём его только гостям с 18 лет",
      note="a «Да» the rule rules out: the reader's 17 is under 18 (written «восемнадцати»)."),
    V("exception", "Можно ли оплатить бонусами ночной пакет?", [KAR], [f"{KAR}#karta"],
      "Да, бонусами можно оплатить до половины стоимости ночного пакета, как и любых часов.", UC,
      src="но не ночной пакет и не еду в баре", note="the exception dropped: the night package paid with bonuses."),
    V("exception", "Можно взять шаурму из бара в буткемп?", [PRA], [f"{PRA}#eda"],
      "Да, еду и напитки из нашего бара можно брать за компьютер в общем зале, в зоне VIP и в буткемпе.", UC,
      src="в буткемп — только напитки в бутылках с крышкой",
      note="the exception dropped: the general rule extended to the bootcamp."),
    V("wrong-case", "Сколько стоит час в VIP в Москве?", [RF], [f"{RF}#chas"],
      "В России час игры в зоне VIP в Москве стоит 250 ₽.", MC, src="320 ₽ в Москве",
      note="Kazan's 250 ₽ given to Moscow."),
    V("wrong-case", "Какое минимальное пополнение баланса в России?", [BAL], [f"{BAL}#popolnenie"],
      "В России минимальное пополнение баланса — 500 ₽.", MC, src="100 ₽ в России",
      note="Armenia's 500 ֏ given to Russia in rubles (wrong country and currency)."),
    V("wrong-case", "Нас пятеро, берём буткемп в Казани. Сколько платит каждый за час?", [RF], [f"{RF}#butkemp"],
      "В России буткемп в Казани стоит 1 200 ₽ в час с каждого игрока.", UC, src="1 200 ₽ в час в Казани",
      note="a per-room price given per player (the figure right, its unit wrong)."),
    V("wrong-case", "Сколько стоит ремонт гарнитуры, если я её сломал?", [PRA], [f"{PRA}#povrezhdenie"],
      "Ремонт гарнитуры, повреждённой по неосторожности, стоит 3 500 руб.", MC, src="гарнитура — 6 000 руб.",
      note="the keyboard's 3 500 руб. given to the headset."),
    V("other-sentence", "За сколько дней можно забронировать место?", [BRO], [f"{BRO}#bron"],
      "Место бронируют в приложении или по телефону не раньше чем за 15 дней.", MC, src="не раньше чем за 7 дней",
      note="the hold's 15 minutes (another sentence) given to the booking window, in days."),
    V("other-sentence", "Сколько дней можно использовать подарочные часы имениннику?", [PRZ], [f"{PRZ}#den-rozhdeniya"],
      "Подаренные имениннику 2 часа игры в общем зале можно использовать в течение 10 дней.", MC,
      src="в течение 14 дней", note="the company size's 10 (another sentence) given to the days."),
    V("uncited-fragment", "Сколько стоит час в общем зале в Казани?", [f"{RF}#chas", f"{R27}#chas"], [f"{RF}#chas"],
      "В России час игры в общем зале в Казани стоит 120 ₽.", MC,
      note="the 2027 edition's 120 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Какая скидка у группы от 8 человек?", [f"{PRZ}#gruppy", f"{KAR}#urovni"], [f"{PRZ}#gruppy"],
      "Группа от 8 человек получает скидку 10 % на часы в общем зале, если бронирует не позднее чем за 3 дня.", MC,
      note="the silver card level's 10 % (another record, uncited) given to the group discount."),
    V("bound", "С какого размера группы дают скидку?", [PRZ], [f"{PRZ}#gruppy"],
      "Скидку 15 % на часы в общем зале получает группа не больше 8 человек, если бронирует не позднее чем за 3 дня.",
      UC, src="Группа от 8 человек", note="the bound turned: «от 8» → «не больше 8»."),
    V("bound", "До какого времени можно отказаться от турнира с возвратом взноса?", [TUR], [f"{TUR}#otkaz"],
      "Взнос возвращаем полностью, если команда отказалась от участия не позднее чем через 48 часов после начала "
      "турнира.", UC, src="не позднее чем за 48 часов до начала турнира",
      note="the wrong side of the event: «за … до» → «через … после»."),
    V("bound", "Какую часть стоимости часов можно оплатить бонусами?", [KAR], [f"{KAR}#karta"],
      "Бонусами можно оплатить всю стоимость часов, кроме ночного пакета и еды в баре.", UC,
      src="до половины стоимости часов", note="the limit changed: «до половины» → «всю стоимость»."),
    V("modality", "Обязательно ли родителю оставаться в клубе, пока играет ребёнок 10 лет?", [PRA], [f"{PRA}#vozrast"],
      "Детям до 14 лет желательно играть вместе с родителем, но родитель может и уйти из клуба.", UC,
      src="Дети до 14 лет играют только вместе с родителем",
      note="modality changed: «только вместе с родителем, который остаётся» → «желательно … может уйти»."),
    V("flipped", "Можно ли принести свою еду в клуб?", [PRA], [f"{PRA}#eda"],
      "Да, свою еду и напитки в клуб приносить можно, а еду из бара — брать за компьютер в общем зале и в зоне VIP.",
      UC, src="Приносить свою еду и напитки в клуб нельзя", note="«нельзя» flipped to «можно»."),
    V("flipped", "Можно ли вернуть бонусы деньгами?", [BAL], [f"{BAL}#vozvrat"],
      "Да, бонусы можно обменять на деньги: их вернут вместе с остатком баланса в течение 10 рабочих дней.", UC,
      src="Бонусы не возвращаются и на деньги не обмениваются", note="«не обмениваются» flipped to «можно обменять»."),
    V("invented", "Как получить призы за турнир?", [TUR], [f"{TUR}#prizy"],
      "Призы зачисляются на баланс клубных карт игроков в течение трёх дней. Кроме того, победители получают "
      "фирменные футболки клуба.", UC, note="an invented sentence (club T-shirts), no figure."),
    V("invented", "Сколько стоит буткемп в Москве на 3 часа?", [RF], [f"{RF}#butkemp"],
      "В России буткемп в Москве стоит 1 500 ₽ в час, так что за 3 часа вы заплатите 4 500 ₽.", UN,
      note="a sum the source does not state (4 500 ₽); the part is right."),
    V("agent", "Кто платит за часы, если гость с инвалидностью пришёл с сопровождающим?", [DOS],
      [f"{DOS}#soprovozhdayushchiy"],
      "Гость с инвалидностью проходит бесплатно, а сопровождающий платит за часы по обычной цене.", UC,
      src="гость платит за часы по обычной цене",
      note="subjects swapped: the companion pays, where the guest does."),
    V("jurisdiction", "Сколько стоит час в общем зале для взрослого?", [f"{AM}#chas"], [f"{AM}#chas"],
      "Час игры в общем зале клуба в Ереване стоит 1 000 ֏, в зоне VIP — 1 800 ֏.", NJ, src="В Армении час игры",
      note="an Armenia-only context, the country not named («֏», «Ереван» only)."),
    V("degenerate", "Сколько стоит ночной пакет в Москве в общем зале?", [RF], [f"{RF}#noch"],
      "В России ночной пакет в общем зале в Москве стоит 900 ₽ [t", DG,
      note="dangling label syntax «[t» at the end of a correct sentence."),
]
