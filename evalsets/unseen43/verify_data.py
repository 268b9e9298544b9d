"""Labelled verify cases of unseen43 (the source of verify_cases.jsonl; build_unseen43.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand after the corpora's
commit and before anything was run. The split (2nd, 5th, 8th, ... case of each kind per language is
holdout) was fixed in README.md before the first corpus record was written.
26 of the 50 cases per language are correct answers written the way a strong model writes them
(reworded, reordered clauses, "Yes." / "No." / «Да.» / «Нет.» openers, the reader's own words; words for
figures — "seven days", "two hours", "five hours", "two guests", "half an hour"; «три месяца», «десяти»,
«дважды», «по часу», «четыре», «шестерых», «два посещения», «один раз»; amounts in another notation of
the same value — "AUD 4500" for "A$4,500", "5,800 Australian dollars" for "A$5,800", "A$4,200" for
"4,200 Australian dollars", "NZ$2,100" for "NZ$ 2 100", "8,000 New Zealand dollars" for "NZ$ 8 000",
"NZ$ 2 500" for "NZ$2,500"; «750 рублей» for «750 ₽», «350 ₽» for «350 рублей», «450 KGS» for «450 сом»,
«3800 сом» for «3 800 сом», «150 сом» for «KGS 150»; numbered lists; two editions compared, both cited;
one city's, country's or age band's value from a two-value sentence; the reader's age, guest count,
notice, weight or hours against a bound or a band; an answer drawn from an exception or a limit;
`limitations` filled; one pretty-printed, one fenced); the 24 wrong ones per language carry one fault
each: a condition changed or added, or a "Yes" the reader's own age rules out; an exception dropped; a
figure given to the wrong case (Yarra Valley / Hunter Valley, Australia / New Zealand, per child / per
table, shoes / harness, Yekaterinburg / Novosibirsk, Russia / Kyrgyzstan, per person / per group); a
figure of another sentence of the cited fragment; a figure of an uncited fragment (the 2028 edition,
another record); a bound turned (up to / at least, до 12 / не меньше 12); the wrong side of an event
(before / after the wedding, за 12 часов до / через 12 часов после начала); a frequency or a share
changed (once / as many times as needed, 50 % / the full price); modality changed (must / encouraged,
не пускаем / рекомендуется); a permission turned into a ban and a ban into a permission; an invented
sentence; a sum the source does not state; subjects swapped (the photographer / the couple pays; the
teenager / a parent signs); a jurisdiction left unnamed; degenerate output (a dangling "[t"; a sentence
repeated three times). Every figure of a wrong answer occurs somewhere in its context, except the two
sums.
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


VAU, V28, VNZ = "bbw-venue-hire-au", "bbw-venue-hire-au-2028", "bbw-venue-hire-nz"
CAT, BEV, PAY, CAN = "bbw-catering", "bbw-beverages", "bbw-payments", "bbw-cancellations"
HOUSE, SUP, PLAN, ACC = "bbw-house-rules", "bbw-suppliers", "bbw-planning", "bbw-access"

EN = [
    # --- clean (26; holdout: 2nd, 5th, ..., 26th)
    V("clean", "How much is it to hire Bellbird Yarra Valley on a Sunday?", [VAU], [f"{VAU}#venue-hire"],
      "In Australia, hiring the whole Bellbird Yarra Valley estate on a Sunday costs AUD 4500, the same as on any "
      "day from Sunday to Friday.", note="'AUD 4500' for 'A$4,500'; the Saturday and Hunter Valley prices left out."),
    V("clean", "We're marrying on a public holiday at Bellbird Hunter Valley. What is the venue hire?", [VAU],
      [f"{VAU}#venue-hire"],
      "On public holidays the Saturday rate applies, so in Australia your date at Bellbird Hunter Valley costs "
      "5,800 Australian dollars.", note="'5,800 Australian dollars' for 'A$5,800'; the public-holiday rule applied."),
    V("clean", "What did a Sunday wedding at Bellbird Yarra Valley cost in 2028, and what does it cost now?",
      [f"{V28}#venue-hire", f"{VAU}#venue-hire"], [f"{V28}#venue-hire", f"{VAU}#venue-hire"],
      "In Australia a Sunday at Bellbird Yarra Valley cost A$4,200 in 2028; today the same day costs 4,500 "
      "Australian dollars.",
      note="historical and current editions, both cited; notations swapped ('A$4,200' for '4,200 Australian "
      "dollars', '4,500 Australian dollars' for 'A$4,500')."),
    V("clean", "Is there a minimum spend for a Friday wedding at Bellbird Hunter Valley?", [VAU],
      [f"{VAU}#minimum-spend"],
      "No. In Australia the minimum food and beverage spend applies to Saturday weddings only; a wedding on any "
      "other day, a Friday included, has none.", note="'No' from the rule's limit; no figure."),
    V("clean", "We have a Saturday wedding at Bellbird Yarra Valley. Does the venue hire count towards the minimum spend?",
      [VAU], [f"{VAU}#minimum-spend"],
      "No. In Australia the venue hire is not counted towards the minimum spend, which is A$12,000 for a Saturday "
      "at Bellbird Yarra Valley; if the final bill falls short, the difference is charged as a room fee.",
      note="pretty-printed JSON; one estate's value of two; 'No' from the rule (New Zealand's differs).", pretty=True),
    V("clean", "Can we book a ceremony only on a Sunday at Bellbird Waiheke?", [VNZ], [f"{VNZ}#ceremony"],
      "Yes. In New Zealand ceremony-only bookings are taken on every day except Saturday, so a Sunday is fine. It "
      "costs NZ$2,100 for up to 60 guests and lasts at most two hours.",
      note="```json fence; 'NZ$2,100' for 'NZ$ 2 100'; 'two hours'; the exception applied.", fence=True),
    V("clean", "What is the minimum spend for a Tuesday wedding at Bellbird Waiheke?", [VNZ], [f"{VNZ}#minimum-spend"],
      "In New Zealand a wedding from Sunday to Thursday must reach a minimum food and beverage spend of 8,000 New "
      "Zealand dollars, and at Bellbird Waiheke the venue hire counts towards it.",
      note="'8,000 New Zealand dollars' for 'NZ$ 8 000'; Tuesday inside Sunday to Thursday."),
    V("clean", "What do the dinner menus cost in Australia?", [CAT], [f"{CAT}#menus"],
      "Dinner menus in Australia:\n1. Sit-down dinner: AUD 145 per person.\n2. Shared feasting menu: AUD 125 per "
      "person.\nBoth are priced for at least 50 adult guests.", note="a numbered list; one country's values of two."),
    V("clean", "My niece is 13. Which meal does she get?", [CAT], [f"{CAT}#children-meals"],
      "She pays the adult price: the children's menu is for children aged 4 to 12, and guests aged 13 and over are "
      "charged as adults.", note="the reader's 13 just over the children's band."),
    V("clean", "We have 30 adults and 10 children. Do the children count towards the minimum guest numbers?", [CAT],
      [f"{CAT}#children-meals", f"{CAT}#menus"],
      "No. Children are not counted towards the minimum of 50 guests, so with 30 adults you still pay the menu for "
      "50.", note="two fragments cited; the reader's 30 under 50."),
    V("clean", "Can a guest with coeliac disease get a gluten-free meal, and does it cost extra?", [CAT],
      [f"{CAT}#dietary"],
      "Yes, and at no extra cost, as long as the gluten-free meal is confirmed together with the final numbers; a "
      "meal asked for on the day cannot be guaranteed.", note="'coeliac' is the reader's word; no figure."),
    V("clean", "Who pays for the band's meal?", [CAT], [f"{CAT}#supplier-meals"],
      "The couple does: musicians and other suppliers who work at the wedding for more than five hours get a "
      "supplier meal at AUD 40 or NZD 35 each, and the couple pays for it.", note="who pays kept; 'five hours'."),
    V("clean", "Can we bring our own wine at Bellbird Waiheke?", [BEV], [f"{BEV}#corkage"],
      "Yes, but at Bellbird Waiheke the wine has to be made on Waiheke Island. Corkage is NZD 15 a bottle, and beer "
      "and spirits cannot be brought in.", note="the Waiheke limit kept; one currency's value of two."),
    V("clean", "Our 16-year-old guests won't drink alcohol. What do they pay for drinks?", [BEV], [f"{BEV}#packages"],
      "Guests under 18 have soft drinks for the whole event at AUD 20 or NZD 18 each.",
      note="the reader's 16 under 18."),
    V("clean", "What happens at the bar near the end of the night?", [BEV], [f"{BEV}#responsible-service"],
      "The bar stops serving half an hour before the venue hire ends. Shots are not served at any time, and a guest "
      "who is intoxicated may be refused service.", note="'half an hour' for '30 minutes'; reworded."),
    V("clean", "How much is the booking deposit in New Zealand, and can we get it back?", [PAY], [f"{PAY}#deposit"],
      "In New Zealand the booking deposit is NZ$ 2 500, paid within seven days of signing the contract. It is not "
      "refundable, but it counts towards the final bill.", note="'NZ$ 2 500' for 'NZ$2,500'; 'seven days'."),
    V("clean", "Our wedding is in 10 days. Can we still reduce our guest numbers?", [PAY], [f"{PAY}#schedule"],
      "No. Final guest numbers are confirmed 21 days before the wedding, together with the balance, and after that "
      "date they may rise but not fall.", note="the reader's 10 under 21."),
    V("clean", "Is there a fee for paying by bank transfer?", [PAY], [f"{PAY}#schedule"],
      "No. Bank transfers carry no surcharge; only card payments do, at 2%.", note="'No' from the exception."),
    V("clean", "When do we get our security bond back?", [PAY], [f"{PAY}#bond"],
      "The bond comes back within 14 days after the wedding, minus the cost of any damage or extra cleaning.",
      limitations=["The bond is A$1,000 or NZ$800 and is paid 21 days before the wedding."],
      note="`limitations` filled with the rest of the fragment."),
    V("clean", "We need to cancel 14 months before the wedding. What do we lose?", [CAN], [f"{CAN}#cancellation"],
      "Only the booking deposit: when a couple cancels more than 12 months before the wedding, Bellbird keeps the "
      "deposit and charges nothing more.", note="the reader's 14 over 12."),
    V("clean", "We told Bellbird 10 months ahead that we want to postpone. Can we, and to when?", [CAN],
      [f"{CAN}#postponement"],
      "Yes. With at least 9 months' notice a wedding can be postponed once at no charge, provided the new date falls "
      "within 12 months of the original one; the payments you have made move to the new date.",
      note="the reader's 10 over 9; 'once' kept."),
    V("clean", "What if the venue can't be used on our day?", [CAN], [f"{CAN}#venue-cancels"],
      "Bellbird refunds every payment in full within 10 working days, or you can move to another Bellbird venue in "
      "the same country without paying extra venue hire.", note="reworded."),
    V("clean", "Until what time can our band play amplified music in Australia?", [HOUSE], [f"{HOUSE}#music"],
      "In Australia amplified music has to stop at 23:00; after that acoustic music may go on until the venue hire "
      "ends.", note="one country's value of two; clock time."),
    V("clean", "Can we bring our dog to the reception?", [HOUSE], [f"{HOUSE}#dogs"],
      "No. Your dog may come to the ceremony, on a lead and with a handler who isn't a guest, but it has to leave "
      "the estate before the reception starts.", note="'No' from the rule's limit; no figure."),
    V("clean", "Does a support worker with one of our guests cost us anything?", [ACC], [f"{ACC}#support-workers"],
      "Only the drinks package, and only if the support worker takes it: their meal is free of charge.",
      note="who pays; reordered."),
    V("clean", "Is the menu tasting free for our wedding of 80 adults, and can my parents come?", [PLAN],
      [f"{PLAN}#tasting"],
      "Yes. With 80 adult guests your wedding is above the 60-guest threshold, so one tasting is free for the two of "
      "you and up to two guests; tastings are held on Tuesday and Wednesday evenings.",
      note="the reader's 80 over 60; 'two guests'."),

    # --- wrong (24)
    V("condition", "Can we book a ceremony only on a Friday in Australia?", [VAU], [f"{VAU}#ceremony"],
      "Yes. In Australia ceremony-only bookings are taken on any day except Saturday; a ceremony costs A$1,800 for "
      "up to 80 guests.", UC, src="Ceremony-only bookings are taken Monday to Thursday only",
      note="the condition changed: New Zealand's 'any day except Saturday' given to Australia."),
    V("condition", "Is the menu tasting free?", [PLAN], [f"{PLAN}#tasting"],
      "Yes. A menu tasting is free, once, for the couple and up to 2 guests, whatever the size of the wedding.", UC,
      src="when the wedding has 60 or more adult guests", note="the condition (60 or more adult guests) dropped."),
    V("condition", "I'm 17 and my sister's wedding is at Bellbird. Can I have a glass of champagne for the toast?", [BEV],
      [f"{BEV}#responsible-service"],
      "Yes. Alcohol is served to guests aged eighteen and over, and staff may ask for photo ID, so you can have a "
      "glass for the toast.", UC, src="Alcohol is served only to guests aged 18 and over",
      note="a 'Yes' the rule rules out: the reader's 17 is under 18 (written 'eighteen')."),
    V("exception", "Can we bring our own beer and wine?", [BEV], [f"{BEV}#corkage"],
      "Yes. You may bring your own beer, wine and spirits for a corkage fee of AUD 18 or NZD 15 per bottle.", UC,
      src="but not beer or spirits", note="the exception dropped: beer and spirits allowed."),
    V("exception", "Can we bring our own caterer for the wedding dinner?", [SUP], [f"{SUP}#outside-suppliers"],
      "Yes. Couples may bring their own caterer, photographer, celebrant, florist, band or DJ at no charge.", UC,
      src="Outside caterers are not allowed", note="the exception overridden: caterers put on the free list."),
    V("wrong-case", "What is the venue hire for a Saturday at Bellbird Hunter Valley?", [VAU], [f"{VAU}#venue-hire"],
      "In Australia a Saturday at Bellbird Hunter Valley costs A$6,500.", MC, src="A$5,800 on Saturdays",
      note="Yarra Valley's A$6,500 given to Hunter Valley."),
    V("wrong-case", "How much is the booking deposit in New Zealand?", [PAY], [f"{PAY}#deposit"],
      "In New Zealand the booking deposit is NZ$3,000, paid within 7 days of signing the contract.", MC,
      src="NZ$2,500 in New Zealand", note="Australia's 3,000 given to New Zealand in NZ$ (wrong country and currency)."),
    V("wrong-case", "How much is the children's menu in Australia?", [CAT], [f"{CAT}#children-meals"],
      "In Australia the children's menu costs AUD 45 for the whole children's table, for children aged 4 to 12.", UC,
      src="AUD 45 or NZD 40 per child",
      note="a per-child price given per table (the figure right, its unit wrong)."),
    V("wrong-case", "What is the corkage fee in New Zealand?", [BEV], [f"{BEV}#corkage"],
      "In New Zealand corkage costs NZD 18 per bottle of wine.", MC, src="AUD 18 or NZD 15 per bottle",
      note="Australia's 18 given to New Zealand in NZD."),
    V("other-sentence", "When is the balance due?", [PAY], [f"{PAY}#schedule"],
      "The balance is due 6 months before the wedding, when the final guest numbers are confirmed.", MC,
      src="The balance is due 21 days before the wedding",
      note="the half payment's 6 months (another sentence) given to the balance."),
    V("other-sentence", "When does the coordinator arrive on the wedding day?", [PLAN], [f"{PLAN}#coordinator"],
      "On the wedding day the coordinator is on site from 6 hours before the ceremony until the first dance.", MC,
      src="from 2 hours before the ceremony",
      note="the meeting's 6 weeks (another sentence) given to the arrival, in hours."),
    V("uncited-fragment", "What is the minimum spend for a Saturday at Bellbird Hunter Valley?",
      [f"{VAU}#minimum-spend", f"{V28}#minimum-spend"], [f"{VAU}#minimum-spend"],
      "In Australia a Saturday wedding at Bellbird Hunter Valley must reach a minimum food and beverage spend of "
      "A$9,000.", MC, note="the 2028 edition's 9,000 (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is the menu tasting for a small wedding?", [f"{PLAN}#tasting", f"{CAT}#menus"],
      [f"{PLAN}#tasting"],
      "For a wedding with fewer than 60 adult guests, every taster pays AUD 145 per person.", MC,
      note="the sit-down menu's AUD 145 (another record, uncited) given to the tasting."),
    V("bound", "How many guests can come to a ceremony-only booking in New Zealand?", [VNZ], [f"{VNZ}#ceremony"],
      "In New Zealand a ceremony without a reception is for at least 60 guests and costs NZ$ 2 100.", UC,
      src="for up to 60 guests", note="the bound turned: 'up to 60' → 'at least 60'."),
    V("bound", "When does the security bond have to be paid?", [PAY], [f"{PAY}#bond"],
      "The security bond of A$1,000 or NZ$800 is paid 21 days after the wedding and returned within 14 days.", UC,
      src="is paid 21 days before the wedding", note="the wrong side of the event: 'before' → 'after'."),
    V("bound", "Can we postpone our wedding more than once if we give enough notice?", [CAN], [f"{CAN}#postponement"],
      "Yes. With at least 9 months' notice a wedding can be postponed free of charge as many times as needed, as "
      "long as each new date is within 12 months of the original one.", UC,
      src="may be postponed once free of charge", note="the frequency changed: 'once' → 'as many times as needed'."),
    V("modality", "Do children have to be watched all the time?", [HOUSE], [f"{HOUSE}#children-rules"],
      "Adult guests are encouraged to keep an eye on children under 14 where possible, and children may not use the "
      "lawn games after dark.", UC, src="must be supervised by an adult guest at all times",
      note="modality changed: 'must … at all times' → 'encouraged … where possible'."),
    V("flipped", "Can we use sparklers inside the barn?", [HOUSE], [f"{HOUSE}#sparklers"],
      "Yes, sparklers may be used indoors and outdoors by guests aged 16 and over, with a staff member present.", UC,
      src="Sparklers may be used outdoors only", note="a ban turned into a permission: indoors allowed."),
    V("flipped", "Can we bring our own photographer?", [SUP], [f"{SUP}#outside-suppliers"],
      "No. Outside photographers are not allowed; couples use the photographer Bellbird provides.", UC,
      src="Couples may bring their own photographer", note="a permission turned into a ban."),
    V("invented", "What does the booking deposit include?", [PAY], [f"{PAY}#deposit"],
      "The booking deposit reserves your date and counts towards the final bill. It also includes a free engagement "
      "photo session on the estate.", UC, note="an invented sentence (an engagement photo session), no figure."),
    V("invented", "What do we pay in total for a Saturday at Bellbird Yarra Valley with the minimum spend?", [VAU],
      [f"{VAU}#venue-hire", f"{VAU}#minimum-spend"],
      "In Australia a Saturday at Bellbird Yarra Valley costs A$6,500 for venue hire plus a minimum spend of "
      "A$12,000, so at least A$18,500 in total.", UN,
      note="a sum the source does not state (A$18,500); the parts are right."),
    V("agent", "Who pays for the photographer's meal?", [CAT], [f"{CAT}#supplier-meals"],
      "The photographer pays for the supplier meal, AUD 40 or NZD 35, when working at the wedding for more than 5 "
      "hours.", UC, src="paid by the couple", note="subjects swapped: the photographer pays, where the couple does."),
    V("jurisdiction", "What does a ceremony without a reception cost?", [f"{VAU}#ceremony"], [f"{VAU}#ceremony"],
      "A ceremony without a reception at Bellbird costs A$1,800 for up to 80 guests, Monday to Thursday only.", NJ,
      src="In Australia, a ceremony without a reception",
      note="an Australia-only context, the country not named ('A$' only)."),
    V("degenerate", "How much is the premium drinks package in New Zealand?", [BEV], [f"{BEV}#packages"],
      "In New Zealand the premium drinks package costs NZD 80 per adult guest [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
]

RF, R28, KG, DETI, PRA = "zcp-prays-rf", "zcp-prays-rf-2028", "zcp-prays-kg", "zcp-deti", "zcp-pravila"
TRE, PRZ, ABO, BEZ, SOR = "zcp-trenirovki", "zcp-prazdniki", "zcp-abonementy", "zcp-bezopasnost", "zcp-sorevnovaniya"

RU = [
    # --- clean (26)
    V("clean", "Сколько стоит разовое посещение для взрослого в Екатеринбурге?", [RF], [f"{RF}#razovoe"],
      "В России разовое посещение для взрослого в Екатеринбурге стоит 750 рублей.",
      note="«750 рублей» for «750 ₽»; Новосибирск и дети left out."),
    V("clean", "Будет ли скидка студенту во вторник в 15:00 в Новосибирске?", [RF], [f"{RF}#razovoe"],
      "Да, скидка будет. В России студентам очной формы по будням до 17:00 разовое посещение дешевле на 20 % по "
      "студенческому билету, а полная цена для взрослого в Новосибирске — 650 ₽.",
      note="the reader's Tuesday 15:00 inside «по будням до 17:00»; no derived price."),
    V("clean", "Сколько стоило разовое посещение для ребёнка в Новосибирске в 2028 году и сколько стоит сейчас?",
      [f"{R28}#razovoe", f"{RF}#razovoe"], [f"{R28}#razovoe", f"{RF}#razovoe"],
      "В России в 2028 году детское разовое посещение в Новосибирске стоило 350 ₽, а сейчас оно стоит 400 рублей.",
      note="two editions, both cited; «350 ₽» for «350 рублей», «400 рублей» for «400 ₽»."),
    V("clean", "Сколько стоит утром в будни зайти в зал в Бишкеке?", [KG], [f"{KG}#razovoe"],
      "В Кыргызстане по будням с 07:00 до 12:00 действует утренний тариф: взрослый платит 450 KGS.",
      note="«450 KGS» for «450 сом»; clock times."),
    V("clean", "Сколько стоит безлимит на месяц в Бишкеке?", [KG], [f"{KG}#abonementy"],
      "В Кыргызстане безлимитный абонемент на месяц стоит 3800 сом.",
      note="pretty-printed JSON; «3800 сом» for «3 800 сом».", pretty=True),
    V("clean", "Сколько стоит абонемент на 10 посещений в Новосибирске и сколько он действует?", [RF],
      [f"{RF}#abonementy"],
      "В России абонемент на 10 посещений в Новосибирске стоит 5 200 рублей и действует три месяца с первого "
      "посещения.", note="```json fence; «три месяца»; one city's value of two.", fence=True),
    V("clean", "Мне 14. Туфли в прокат для меня бесплатные?", [RF], [f"{RF}#prokat"],
      "Нет. Бесплатно скальные туфли выдают только детям до 14 лет, а вам уже 14, поэтому в России прокат туфель "
      "для вас стоит 200 ₽ за посещение.", note="the reader's 14 on the bound «до 14 лет» (read as under 14)."),
    V("clean", "Какие цены в Бишкеке на прокат?", [KG], [f"{KG}#prokat"],
      "Прокат в Кыргызстане:\n1. Скальные туфли — 150 сом за посещение.\n2. Страховочная система — 100 сом.",
      note="a numbered list; «сом» for «KGS»."),
    V("clean", "Дочке 12. Может она лазать одна, пока я в кафе напротив?", [DETI], [f"{DETI}#vozrast"],
      "Нет. Дети от 7 до 13 лет лазают только под присмотром родителя или тренера, а родитель всё время должен "
      "оставаться в зале.", note="the reader's 12 inside 7–13."),
    V("clean", "Сыну 16. Что нужно, чтобы он ходил в зал без меня?", [DETI], [f"{DETI}#vozrast"],
      "Нужно, чтобы один из родителей подписал согласие при первом визите: после этого подростки от 14 до 17 лет "
      "лазают без родителей.", note="the reader's 16 inside 14–17; reordered."),
    V("clean", "Можно ли перенести пропущенное занятие секции, если ребёнок болел?", [DETI], [f"{DETI}#sekciya"],
      "Да, если есть справка: пропущенные занятия вообще не переносятся, но пропуски по болезни со справкой — "
      "исключение.", note="«Да» from the exception; no figure."),
    V("clean", "Сколько детей в группе секции и как часто занятия?", [DETI], [f"{DETI}#sekciya"],
      "В группе не больше десяти детей, занимаются дважды в неделю по часу.",
      note="«десяти», «дважды», «по часу» for «10», «2 раза», «60 минут»."),
    V("clean", "Можно лазать босиком?", [PRA], [f"{PRA}#povedenie"],
      "Нет. Лазать можно в скальных туфлях или в чистой сменной спортивной обуви, а босиком и в уличной обуви — "
      "нельзя.", note="«Нет.» opener; no figure."),
    V("clean", "Сколько длится инструктаж и сколько он стоит?", [PRA], [f"{PRA}#instruktazh"],
      "Инструктаж по технике безопасности длится 15 минут и ничего не стоит; без него в зал не пускают.",
      note="«ничего не стоит» for «бесплатно»."),
    V("clean", "Во сколько открывается зал в будни?", [PRA], [f"{PRA}#vremya"],
      "По будням залы открываются в 07:00 и работают до 23:00.", note="clock times; the weekend hours left out."),
    V("clean", "Сколько стоит персональная тренировка в Бишкеке?", [TRE], [f"{TRE}#personalnye"],
      "В Кыргызстане персональная тренировка на 60 минут стоит 1 600 сом; разовое посещение оплачивается отдельно.",
      note="one country's value of two; the exclusion reworded."),
    V("clean", "Входит ли прокат туфель в курс для новичков?", [TRE], [f"{TRE}#novichki"],
      "Да, в курс для новичков включены и вход в зал, и прокат скальных туфель; курс — это четыре занятия по 90 "
      "минут.", note="«четыре» for «4»."),
    V("clean", "Тренер заболел. Что будет с моей тренировкой?", [TRE], [f"{TRE}#otmena"],
      "Тренировку перенесут на удобный вам день или вернут деньги.", note="reworded; no figure."),
    V("clean", "Сколько стоит день рождения на 10 детей в Бишкеке?", [PRZ], [f"{PRZ}#den-rozhdeniya"],
      "В Кыргызстане детский день рождения для компании до 12 детей стоит 6 000 сом за всю группу, так что 10 детей "
      "укладываются в эту цену; на каждых шестерых детей работает один инструктор.",
      note="the reader's 10 under «до 12»; per group kept; «шестерых»."),
    V("clean", "Нас 20 человек с работы, бронируем за неделю. Будет скидка?", [PRZ], [f"{PRZ}#gruppy"],
      "Да. Группе от 15 человек при бронировании не позднее чем за 5 дней положена скидка 10 % на разовые "
      "посещения; при бронировании вносится предоплата 50 %, остальное — в день визита.",
      note="the reader's 20 over 15 and a week over 5 days."),
    V("clean", "Сколько раз можно заморозить абонемент?", [ABO], [f"{ABO}#zamorozka"],
      "Один раз: бесплатно до 14 дней, а по справке от врача — до 30 дней. Безлимит на месяц заморозить нельзя.",
      note="«Один раз» opener; the exception kept."),
    V("clean", "Купил абонемент 10 дней назад за 6 000 ₽, сходил 2 раза. Можно вернуть?", [ABO], [f"{ABO}#vozvrat"],
      "Да. Неиспользованный абонемент возвращают по заявлению в течение 10 рабочих дней: из цены вычтут два "
      "посещения по цене разового и ещё 10 % за обслуживание.",
      limitations=["Если прошло больше половины срока действия абонемента, деньги не возвращаются."],
      note="`limitations` filled; «два посещения»; no derived sum."),
    V("clean", "Можно отдать безлимит другу?", [ABO], [f"{ABO}#peredacha"],
      "Нет: безлимитный абонемент именной и не передаётся. Передать другому человеку можно только абонемент на 10 "
      "посещений, и только один раз.", note="«Нет:» from the exception."),
    V("clean", "Мне 17. Можно сдать на допуск к страховке?", [BEZ], [f"{BEZ}#dopusk"],
      "Да, страхующему должно быть не меньше 16 лет, а вам 17. Экзамен стоит 1 500 ₽, допуск действует 12 месяцев.",
      note="the reader's 17 over 16."),
    V("clean", "Я вешу 60 кг, друг — 80 кг. Могу его страховать?", [BEZ], [f"{BEZ}#dopusk"],
      "Нет. Лазающий может быть тяжелее страхующего не больше чем на 15 кг, а ваш друг тяжелее вас больше чем на 15 кг.",
      note="the reader's weights against the 15 kg bound; no derived difference."),
    V("clean", "Мне 14. В какой категории фестиваля я могу выступать?", [SOR], [f"{SOR}#kategorii"],
      "В категориях новичков и любителей — с письменным согласием родителя; в открытой категории выступают только "
      "с 16 лет.", note="the reader's 14 between 12 and 16."),

    # --- wrong (24)
    V("condition", "Студентам есть скидка в выходные?", [RF], [f"{RF}#razovoe"],
      "Да. В России студентам очной формы по студенческому билету положена скидка 20 % на разовое посещение в любой "
      "день до 17:00.", UC, src="по будням до 17:00", note="the condition changed: weekdays → any day."),
    V("condition", "Как попасть на курс для новичков?", [TRE], [f"{TRE}#novichki"],
      "Курс для новичков — 4 занятия по 90 минут в группе до 6 человек, с 16 лет; записаться можно только со своей "
      "страховочной системой.", UC, src="вход в зал и прокат скальных туфель включены",
      note="a condition added (one's own harness)."),
    V("condition", "Мне 15. Можно участвовать в открытой категории фестиваля?", [SOR], [f"{SOR}#kategorii"],
      "Да. Участвовать в фестивале можно с 12 лет, а в открытой категории — с шестнадцати лет, так что вы можете "
      "выступать.", UC, src="в открытой категории выступают только с 16 лет",
      note="a «Да» the rule rules out: the reader's 15 is under 16 (written «шестнадцати»)."),
    V("exception", "Можно ли заморозить безлимитный абонемент на месяц?", [ABO], [f"{ABO}#zamorozka"],
      "Да, любой абонемент, в том числе безлимит на месяц, можно один раз заморозить бесплатно до 14 дней.", UC,
      src="Безлимитный абонемент на месяц не замораживается", note="the exception dropped and overridden."),
    V("exception", "Можно ли перенести пропущенное занятие детской секции?", [DETI], [f"{DETI}#sekciya"],
      "Нет, пропущенные занятия секции не переносятся ни в каком случае.", UC,
      src="кроме пропусков по болезни со справкой", note="the exception (illness with a certificate) dropped."),
    V("wrong-case", "Сколько стоит безлимит на месяц в Новосибирске?", [RF], [f"{RF}#abonementy"],
      "В России безлимитный абонемент на месяц в Новосибирске стоит 4 900 ₽.", MC, src="4 200 ₽ в Новосибирске",
      note="Yekaterinburg's 4 900 ₽ given to Novosibirsk."),
    V("wrong-case", "Сколько стоит месяц детской секции в России?", [DETI], [f"{DETI}#sekciya"],
      "В России месяц занятий детской секции стоит 3 200 ₽.", MC, src="5 500 ₽ в России",
      note="Kyrgyzstan's 3 200 given to Russia in rubles (wrong country and currency)."),
    V("wrong-case", "Сколько стоит курс для новичков на компанию из 4 друзей в России?", [TRE], [f"{TRE}#novichki"],
      "В России курс для новичков стоит 4 000 ₽ на всю группу, так что вчетвером вы заплатите 4 000 ₽.", UC,
      src="4 000 ₽ с человека в России",
      note="a per-person price given per group (the figure right, its unit wrong)."),
    V("wrong-case", "Сколько стоит прокат страховочной системы в России?", [RF], [f"{RF}#prokat"],
      "В России прокат страховочной системы стоит 200 ₽ за посещение.", MC, src="страховочной системы — 150 ₽",
      note="the shoes' 200 ₽ given to the harness."),
    V("other-sentence", "Сколько длится детский день рождения?", [PRZ], [f"{PRZ}#den-rozhdeniya"],
      "Детский день рождения — это 6 часов лазания с инструкторами.", MC, src="2 часа лазания",
      note="the instructor ratio's 6 (another sentence) given to the hours."),
    V("other-sentence", "Сколько действуют сертификаты призёров?", [SOR], [f"{SOR}#prizy"],
      "Сертификаты призёров действуют 10 месяцев и на деньги не обмениваются.", MC, src="Сертификаты действуют 6 месяцев",
      note="the first place's 10 visits (another sentence) given to the validity, in months."),
    V("uncited-fragment", "Сколько стоит абонемент на 10 посещений в Новосибирске?",
      [f"{RF}#abonementy", f"{R28}#abonementy"], [f"{RF}#abonementy"],
      "В России абонемент на 10 посещений в Новосибирске стоит 4 800 ₽.", MC,
      note="the 2028 edition's 4 800 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Какой взнос за фестиваль, если у меня есть абонемент?", [f"{SOR}#vznos", f"{ABO}#peredacha"],
      [f"{SOR}#vznos"],
      "Участники фестиваля с действующим абонементом платят взнос 500 ₽.", MC,
      note="the pass transfer's 500 ₽ (another record, uncited) given to the reduced entry fee."),
    V("bound", "Сколько детей можно привести на день рождения без доплаты?", [PRZ], [f"{PRZ}#den-rozhdeniya"],
      "Базовая цена праздника рассчитана на компанию не меньше 12 детей от 6 лет.", UC, src="для компании до 12 детей",
      note="the bound turned: «до 12» → «не меньше 12»."),
    V("bound", "До какого срока можно бесплатно отменить персональную тренировку?", [TRE], [f"{TRE}#otmena"],
      "Персональную тренировку можно отменить или перенести бесплатно не позднее чем через 12 часов после её "
      "начала.", UC, src="не позднее чем за 12 часов до начала",
      note="the wrong side of the event: «за … до» → «через … после»."),
    V("bound", "Какую часть стоимости доплачивает второй человек на персональной тренировке?", [TRE],
      [f"{TRE}#personalnye"],
      "Второй человек на той же тренировке оплачивает её полную стоимость.", UC,
      src="доплачивает 50 % её стоимости", note="the share changed: 50 % → the full price."),
    V("modality", "Обязателен ли инструктаж, если я уже лазал?", [PRA], [f"{PRA}#instruktazh"],
      "Инструктаж по технике безопасности длится 15 минут и бесплатен; опытным гостям его пройти рекомендуется, но "
      "не обязательно.", UC, src="Без инструктажа в зал не пускаем",
      note="modality changed: «не пускаем» → «рекомендуется, но не обязательно»."),
    V("flipped", "Можно ли приносить жидкую магнезию?", [PRA], [f"{PRA}#povedenie"],
      "Нет, магнезией пользуемся только из мешочка, а жидкую магнезию приносить в зал нельзя.", UC,
      src="жидкую — можно", note="a permission turned into a ban."),
    V("flipped", "Можно ли стоять на матах под лазающим?", [PRA], [f"{PRA}#povedenie"],
      "Да, стоять и сидеть на матах под лазающим можно.", UC,
      src="Стоять и сидеть на матах под лазающим нельзя", note="a ban turned into a permission."),
    V("invented", "Что входит в детский день рождения?", [PRZ], [f"{PRZ}#den-rozhdeniya"],
      "В праздник входит лазание с инструкторами, по одному инструктору на каждых шестерых детей. Имениннику мы "
      "дарим скальные туфли.", UC, note="an invented sentence (a gift of climbing shoes), no digit."),
    V("invented", "Сколько стоит курс для новичков на двоих в Бишкеке?", [TRE], [f"{TRE}#novichki"],
      "В Кыргызстане курс для новичков стоит 2 800 сом с человека, так что вдвоём вы заплатите 5 600 сом.", UN,
      note="a sum the source does not state (5 600 сом); the part is right."),
    V("agent", "Кто подписывает согласие, чтобы подросток 15 лет лазал без родителей?", [DETI], [f"{DETI}#vozrast"],
      "Подросток от 14 до 17 лет сам подписывает согласие при первом визите и после этого лазает без родителей.", UC,
      src="если один из родителей подписал согласие",
      note="subjects swapped: the teenager signs, where a parent does."),
    V("jurisdiction", "Сколько стоит разовое посещение для взрослого?", [f"{KG}#razovoe"], [f"{KG}#razovoe"],
      "Разовое посещение зала в Бишкеке стоит 600 сом для взрослых, а по будням утром — 450 сом.", NJ,
      src="В Кыргызстане разовое посещение",
      note="a Kyrgyzstan-only context, the country not named («Бишкек», «сом» only)."),
    V("degenerate", "Сколько стоит прокат скальных туфель в Бишкеке?", [KG], [f"{KG}#prokat"],
      "В Кыргызстане прокат скальных туфель стоит 150 сом за посещение. В Кыргызстане прокат скальных туфель стоит "
      "150 сом за посещение. В Кыргызстане прокат скальных туфель стоит 150 сом за посещение.", DG,
      note="one correct sentence repeated three times."),
]
