"""Labelled verify cases of unseen31 (the source of verify_cases.jsonl; build_unseen31.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them
(several sentences, reworded, reordered conditions, "Yes, …" / «Да, …» openers, unit equivalences:
"a week" for "7 days", "a year" for "12 months", "half" for "50 %", «сутки» for «24 часа», «неделя»
for «7 дней»; "no extra charge" for "included"; some also fill `limitations`); the wrong ones carry
one fault each: a condition dropped, added or changed; an exception stated as the rule; a figure given
to the wrong case (the other country, size, period, age group, colour); a figure of another sentence
of the cited fragment; a bound turned (at least / at most, before / after, не позднее / не ранее);
modality changed (may / must, must / need not); negation flipped in other words; an invented sentence;
subjects swapped (who pays, who books); a figure of an uncited fragment; a country left unnamed.
Every figure of a wrong answer occurs somewhere in its context.
The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed before the first
case was written.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


RZA, RZ7, RKE = "rates-south-africa", "rates-south-africa-2027", "rates-kenya"
BK, CN, CH, GW, PF = "booking-terms", "cancellation-terms", "children-policy", "game-drives-and-walks", "park-fees-guide"
TL, HM, TG, PD, LL = "transfers-and-luggage", "health-and-malaria", "tips-and-gratuities", "photography-and-drones", "life-at-the-lodge"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a luxury tent at Sabi Ridge in low season?", [RZA], [f"{RZA}#tents", f"{RZA}#seasons"],
      "In South Africa, a luxury tent at Sabi Ridge Lodge costs R3,600 per person per night in low season, which "
      "runs from 1 May to 31 August.", note="two fragments of one card joined; the season's dates from #seasons."),
    V("clean", "Is the family suite priced per person?", [RZA], [f"{RZA}#family-suite"],
      "No. In South Africa the family suite is priced for the whole suite, not per person: R14,500 a night in high "
      "season and R11,000 a night in low season. It sleeps two adults and two children.",
      note="'No' opener; 'for the whole suite' kept; reordered."),
    V("clean", "Do I pay extra if I travel alone to Mara Plains in August?", [RKE], [f"{RKE}#tents", f"{RKE}#seasons"],
      "Yes. August falls in Kenya's peak season (1 July to 31 October), when a guest travelling alone pays a "
      "single supplement of 40 %.", note="the reader's month placed in the season; 'Yes' opener."),
    V("clean", "Have the Sabi Ridge prices gone up since 2027?", [f"{RZA}#tents", f"{RZ7}#tents"],
      [f"{RZA}#tents", f"{RZ7}#tents"],
      "Yes. In South Africa a luxury tent now costs R4,800 per person per night in high season, up from R4,400 in "
      "2027, and R3,600 in low season instead of R3,300.", note="current and historical editions, both cited."),
    V("clean", "How much is a bush walk at Mara Plains?", [RKE], [f"{RKE}#extras"],
      "A guided bush walk in Kenya lasts about two hours and costs US$60 per person.",
      note="'two' written as a word; one sentence of two."),
    V("clean", "What is the deposit and when is it due?", [BK], [f"{BK}#deposit"],
      "The deposit is 30 % of the total, payable within a week of our booking confirmation. The rest is due 60 "
      "days before you arrive.", note="'a week' for '7 days'; 'the rest' for 'the balance'."),
    V("clean", "If I change my dates 3 weeks before arrival, what will it cost in Kenya?", [BK], [f"{BK}#changes"],
      "Because the change is made less than 60 days before arrival, it is not free: in Kenya it costs US$60 per "
      "booking, provided the new dates are available.",
      note="the reader's 3 weeks placed against 'more than 60 days'; 'provided' for 'if'."),
    V("clean", "If I cancel 45 days before arrival, how much do I lose?", [CN], [f"{CN}#cancelling"],
      "You would lose half of the total: a cancellation 31 to 60 days before arrival forfeits 50 % of it.",
      note="the reader's 45 days in the 31–60 band; 'half' and '50 %' both."),
    V("clean", "Can I cancel 3 months ahead and get my money back?", [CN], [f"{CN}#cancelling"],
      "Yes. Three months is more than 60 days before arrival, so everything you have paid is refunded, except an "
      "administration fee of R1,500 in South Africa or US$100 in Kenya.",
      note="'Yes' with the exception kept; both countries' fees."),
    V("clean", "When will my refund arrive?", [CN], [f"{CN}#refunds"],
      "Refunds go back to the card or account you paid with, within fourteen working days.",
      note="14 written as a word."),
    V("clean", "We have to leave early on our doctor's written advice. Do we lose the unused nights?", [CN],
      [f"{CN}#leaving-early"],
      "No, you don't lose them: when you leave on a doctor's written advice, the nights you did not use are turned "
      "into a credit voucher that is valid for a year.",
      limitations=["The unused nights are not refunded as money; you receive the voucher instead."],
      note="'a year' for '12 months'; the exception the reader is in; limitations filled."),
    V("clean", "Can my 8-year-old come to Sabi Ridge?", [CH], [f"{CH}#ages"],
      "Yes. Sabi Ridge Lodge takes children from the age of 6, so an 8-year-old is welcome.",
      note="the reader's 8 against 'at least 6'."),
    V("clean", "How much does my 9-year-old pay if she shares our tent?", [CH], [f"{CH}#child-rates"],
      "Sharing a tent with two adults, a child aged 6 to 11 pays half of the adult rate.",
      note="'half' for '50 %'; condition moved to the front."),
    V("clean", "Does my 10-year-old need one of us on every game drive?", [CH], [f"{CH}#child-drives"],
      "Yes. Children under 12 must have a parent or guardian with them on every drive.",
      note="'must have … with them' for 'must be accompanied by'."),
    V("clean", "How long are the game drives and how many people are in a vehicle?", [GW], [f"{GW}#game-drives"],
      "Each game drive lasts about three hours. The open vehicles carry no more than 6 guests, plus a guide and a "
      "tracker.", note="'no more than' for 'at most'; 'three' as a word."),
    V("clean", "Do the two daily game drives cost extra?", [GW], [f"{GW}#game-drives"],
      "No, there is no extra charge: two game drives a day are part of the full-board rate.",
      note="'no extra charge' / 'part of' for 'included'."),
    V("clean", "Can the two of us do a walking safari on our own?", [GW], [f"{GW}#walking"],
      "Yes, two guests are enough: a walk needs at least 2 guests and takes up to 8. It lasts about 2 hours with "
      "an armed guide, and you must both be 16 or older.", note="reordered; 'up to' for 'at most'."),
    V("clean", "Can I get out of the vehicle to take a photo?", [GW], [f"{GW}#on-drive"],
      "Only at the stops your guide chooses. Otherwise you stay seated, with your arms inside the vehicle.",
      note="the permission with its only case."),
    V("clean", "Are park fees included in the rate in South Africa?", [PF], [f"{PF}#fees"],
      "No. Park fees come on top of the rates: in South Africa the conservation levy is R320 per person per night.",
      note="'come on top of' for 'not included'."),
    V("clean", "Does my 7-year-old pay the reserve fee in Kenya?", [PF], [f"{PF}#child-fees"],
      "No. In Kenya children under 9 pay no reserve fee, so your 7-year-old pays nothing.",
      note="the reader's 7 against 'under 9'."),
    V("clean", "If I cancel, do I get the park fees back?", [PF], [f"{PF}#paying-fees"],
      "Not once we have paid them to the park authority: from then on park fees are not refundable, whatever the "
      "reason you cancel.", note="negative opener; condition first."),
    V("clean", "How long is the transfer from the airport to Sabi Ridge, and what does it cost?", [TL], [f"{TL}#road"],
      "In South Africa the road transfer from Kruger Mpumalanga airport takes about 2 hours and costs R1,800 per "
      "vehicle.", note="one country's half of a two-country sentence."),
    V("clean", "Can I bring a hard suitcase on the flight to Mara Plains?", [TL], [f"{TL}#luggage"],
      "No. Hard suitcases are not loaded on light aircraft. Bring soft bags without wheels or frames, with no more "
      "than 15 kg in total per guest, hand luggage included.", pretty=True,
      note="pretty-printed JSON; 'no more than' for 'up to'."),
    V("clean", "When should I start thinking about malaria tablets?", [HM], [f"{HM}#malaria"],
      "See a doctor at least six weeks before you travel, since both Sabi Ridge Lodge and Mara Plains Camp are in "
      "malaria areas. You cannot buy the tablets at the lodges.", note="reordered; 'cannot buy' for 'do not sell'."),
    V("clean", "I'm flying from Nairobi to Johannesburg after the Mara. Do I need a yellow fever certificate?", [HM],
      [f"{HM}#yellow-fever"],
      "Yes. Entering South Africa from Kenya, you must show a yellow fever vaccination certificate, and the "
      "vaccination must have been given at least 10 days before you arrive.", fence=True,
      note="in a ```json fence; 'Yes' opener."),
    V("clean", "Do I need special insurance?", [HM], [f"{HM}#medical"],
      "Yes: your medical insurance must cover evacuation by air, because patients are flown out of Mara Plains "
      "Camp.", note="'flown out' for 'evacuated … by air'; reordered."),
    V("clean", "How much should we tip the tracker in South Africa?", [TG], [f"{TG}#guides"],
      "Tipping is up to you and is not included in the rates. As a guideline, many guests give the tracker R200 "
      "per guest per day in South Africa, and the same to the ranger.", note="'up to you' for 'at your discretion'."),
    V("clean", "Who gets the tips we put in the box at reception?", [TG], [f"{TG}#staff"],
      "They are shared equally among all the lodge staff, including the kitchen and housekeeping teams.",
      note="faithful paraphrase."),
    V("clean", "Can we film a commercial at the lodge?", [PD], [f"{PD}#filming"],
      "Yes, with written permission from both the lodge manager and the park authority, requested at least 30 days "
      "ahead. A filming fee applies: R2,500 a day in South Africa or US$250 a day in Kenya.",
      note="'Yes, with …' keeps the condition."),
    V("clean", "Can I use my hair dryer?", [LL], [f"{LL}#power"],
      "Yes, as long as it is not over 1,200 watts, because the power comes from solar panels.",
      limitations=["Wi-Fi works only in the main area, not in the tents."],
      note="the rule told from its other side; limitations from the same fragment."),
    # --- wrong (20)
    V("condition", "If I change my travel dates, do I pay anything?", [BK], [f"{BK}#changes"],
      "No, a change of travel dates is free of charge, as long as the new dates are available.", UC,
      src="made more than 60 days before arrival", note="'more than 60 days before arrival' dropped."),
    V("condition", "Do my kids under 6 stay free at Mara Plains?", [CH], [f"{CH}#child-rates"],
      "Yes. At Mara Plains Camp children under 6 stay free, provided they share a tent with two adults.", UC,
      src="and children under 6 stay free at Mara Plains Camp",
      note="the 6-to-11 condition (sharing with two adults) added to the under-6 rule."),
    V("condition", "If I leave early, are the unused nights credited?", [CN], [f"{CN}#leaving-early"],
      "Yes, if you tell us in writing before you leave, the unused nights are given as a credit voucher valid for "
      "12 months.", UC, src="on a doctor's written advice",
      note="condition changed: the guest's written notice for a doctor's written advice."),
    V("exception", "Are unused nights refunded if we leave early?", [CN], [f"{CN}#leaving-early"],
      "When you leave early, the unused nights are given as a credit voucher valid for 12 months.", UC,
      src="are not refunded, unless", note="the doctor's-advice exception stated as the rule."),
    V("wrong-case", "How much is a private vehicle per day at Mara Plains?", [GW], [f"{GW}#private-vehicle"],
      "At Mara Plains Camp in Kenya a private vehicle with its own guide costs R3,500 per day, subject to "
      "availability.", MC, src="US$200 in Kenya", note="South Africa's R3,500 given to Kenya."),
    V("wrong-case", "How much is the family tent a night in green season?", [RKE], [f"{RKE}#family-tent"],
      "In Kenya the family tent costs US$1,650 a night in green season, for the whole tent.", MC,
      src="US$1,200 a night in green season", note="the peak-season price given to green season."),
    V("wrong-case", "How much is the reserve fee in Kenya for my 14-year-old?", [PF], [f"{PF}#child-fees", f"{PF}#fees"],
      "In Kenya your 14-year-old pays the reserve fee of US$100 per 24 hours.", MC,
      src="children aged 9 to 17 pay a reserve fee of US$50", note="the adults' US$100 given to a child of 9 to 17."),
    V("wrong-case", "How much does a day visitor's child pay for the morning game drive?", [RZA], [f"{RZA}#day-drives"],
      "In South Africa a child aged 6 to 11 who is not staying at the lodge pays R950 for the morning game drive, "
      "breakfast included.", MC, src="R475 per child", note="the adult's R950 given to a child."),
    V("other-sentence", "How long does a walking safari last?", [GW], [f"{GW}#walking", f"{GW}#game-drives"],
      "A walking safari lasts about 3 hours and is led by an armed guide.", MC, src="last about 2 hours",
      note="the game drives' 3 hours (another cited sentence) given to the walk."),
    V("uncited-fragment", "How much is a luxury tent in high season at Sabi Ridge?", [f"{RZA}#tents", f"{RZ7}#tents"],
      [f"{RZA}#tents"], "In South Africa a luxury tent at Sabi Ridge Lodge costs R4,400 per person per night in "
      "high season.", MC, note="2027's price (uncited) given as today's."),
    V("bound", "How soon before entering South Africa must the yellow fever vaccination be done?", [HM],
      [f"{HM}#yellow-fever"],
      "You need a yellow fever vaccination certificate, and the vaccination must have been given no more than 10 "
      "days before arrival.", UC, src="at least 10 days before arrival", note="'at least' turned to 'no more than'."),
    V("bound", "How many guests are in a game drive vehicle?", [GW], [f"{GW}#game-drives"],
      "Game drives run in open vehicles with at least 6 guests, plus a guide and a tracker.", UC,
      src="at most 6 guests", note="'at most' turned to 'at least'."),
    V("bound", "When is the balance due?", [BK], [f"{BK}#deposit"],
      "The deposit of 30 % is due within 7 days of our booking confirmation, and the balance 60 days after "
      "arrival.", UC, src="60 days before arrival", note="'before arrival' turned to 'after arrival'."),
    V("modality", "Do I need medical insurance?", [HM], [f"{HM}#medical"],
      "Medical insurance that covers evacuation by air is recommended, as patients are evacuated from Mara Plains "
      "Camp by air.", UC, src="Guests must have medical insurance", note="a duty ('must have') made a recommendation."),
    V("modality", "What happens to the walk if it rains heavily?", [GW], [f"{GW}#walking"],
      "In heavy rain the guide must cancel the walk, and also when dangerous animals are too close.", UC,
      src="The guide may cancel a walk", note="a permission ('may cancel') made a duty."),
    V("flipped", "Is flash allowed at night?", [PD], [f"{PD}#photography"],
      "Yes, photography is welcome on every drive, and after dark you can use a flash to photograph animals.", UC,
      src="not allowed after dark", note="'not allowed after dark' flipped in other words."),
    V("flipped", "Are drinks included?", [LL], [f"{LL}#meals"],
      "House wines, local beers and soft drinks are included, and so are premium spirits and champagne.", UC,
      src="premium spirits and champagne are charged", note="'are charged' turned to 'included'."),
    V("invented", "What happens if I walk to my tent at night?", [LL], [f"{LL}#after-dark"],
      "After dark a guard walks you to and from your tent; call him on the radio in the tent. Guests who walk alone "
      "after dark are asked to leave the lodge.", UC, note="the second sentence has no support."),
    V("agent", "Who pays the bank charges on a transfer from abroad?", [BK], [f"{BK}#paying"],
      "We pay the bank charges on transfers from abroad; card payments carry a fee of 3 %.", UC,
      src="are paid by the guest", note="payer swapped: the company for the guest."),
    V("jurisdiction", "How much is a safari tent per night in peak season?", [RKE], [f"{RKE}#tents"],
      "A safari tent at Mara Plains Camp costs US$520 per person per night in peak season.", NJ,
      src="In Kenya", note="a Kenya-only context; 'US$' and 'Mara Plains' only, no country named."),
]

TRU, T27, TUZ = "tarify-rossiya", "tarify-rossiya-2027", "tarify-uzbekistan"
PER, MES, NOC, GOS, POC = "peregovornye", "rabochie-mesta", "nochnoy-dostup", "gosti-rezidentov", "pochta-i-adres"
PEC, PAR, ZAM, VOZ = "pechat-i-skanirovanie", "parkovka-i-velosipedy", "zamorozka-abonementa", "vozvrat-oplaty"
SHT, DOG, PRB = "pravila-i-shtrafy", "dogovor-i-oplata", "probnyy-den"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит нефиксированное место в месяц в Москве?", [TRU], [f"{TRU}#nefiks"],
      "В России нефиксированное место — любой свободный стол в общей зоне — обойдётся в 14 500 ₽ в месяц; разовое "
      "посещение стоит 1 200 ₽ в день.", note="«обойдётся в» для «стоит»; «разовое посещение»."),
    V("clean", "Можно ли взять фиксированное место на один день?", [TRU], [f"{TRU}#fiks"],
      "Нет. В России фиксированное место на сутки не сдают; оно стоит 21 000 ₽ в месяц.",
      note="«на сутки» для «на один день»; «Нет» в начале."),
    V("clean", "Подорожал ли кабинет на 4 человека по сравнению с 2027 годом?", [f"{TRU}#kabinety", f"{T27}#kabinety"],
      [f"{TRU}#kabinety", f"{T27}#kabinety"],
      "Да. В России кабинет на 4 человека сейчас стоит 78 000 ₽ в месяц, а в 2027 году стоил 70 000 ₽.",
      note="текущая и историческая редакции, обе процитированы."),
    V("clean", "Что входит в тариф в Ташкенте?", [TUZ], [f"{TUZ}#vkhodit"],
      "В Узбекистане в тариф входят чай, кофе и Wi-Fi, а также доступ по будням с 9:00 до 21:00 и по субботам с "
      "10:00 до 18:00.", note="перечень переставлен."),
    V("clean", "Сколько стоит кабинет на 4 человека в Ташкенте?", [TUZ], [f"{TUZ}#kabinety"],
      "Кабинет на четырёх человек в Ташкенте (Узбекистан) стоит 7 500 000 сум в месяц.", note="«четырёх» словом."),
    V("clean", "Сколько стоит переговорная на 6 человек в Москве?", [PER], [f"{PER}#ceny"],
      "В России переговорная на 6 человек стоит 1 500 ₽ за час.", note="одна страна из предложения о двух."),
    V("clean", "Если нас 12 человек, какую переговорную брать и сколько это стоит в Узбекистане?", [PER], [f"{PER}#ceny"],
      "Вам подойдёт переговорная на 12 человек: в Узбекистане она стоит 280 000 сум в час.",
      note="условие читателя; вторая переговорная и вторая страна предложения."),
    V("clean", "Можно забронировать переговорную на полтора часа?", [PER], [f"{PER}#bron"],
      "Да. Минимальная бронь — 1 час, а дальше время добавляется шагами по 30 минут, так что полтора часа "
      "забронировать можно.", note="правило применено к случаю читателя."),
    V("clean", "Если я не использую бесплатные часы переговорной в этом месяце, они перейдут на следующий?", [PER],
      [f"{PER}#bron"],
      "Нет, не перейдут. Резидентам с месячным тарифом положено 4 бесплатных часа переговорной в месяц, но "
      "неиспользованные часы на следующий месяц не переносятся.", note="«Нет» в начале; перефраз."),
    V("clean", "Отменяю переговорную за двое суток — заплачу?", [PER], [f"{PER}#otmena"],
      "Нет, платить не придётся: бесплатно бронь отменяется не позднее чем за сутки до начала, а у вас в запасе "
      "двое суток.", note="«сутки» для «24 часа»; двое суток против границы."),
    V("clean", "Можно ли оставить ноутбук на столе на ночь, если у меня нефиксированное место?", [MES], [f"{MES}#nefiks"],
      "Нет. На нефиксированном месте вещи на ночь на столе не оставляют — для этого есть шкафчик.",
      note="верный перефраз."),
    V("clean", "Можно ли отдать моё фиксированное место коллеге?", [MES], [f"{MES}#fiks"],
      "Да, но только если согласится администратор: фиксированное место закреплено за одним резидентом, и "
      "передать его другому человеку можно лишь с согласия администратора.", note="«Да, но только с согласия» сохраняет условие."),
    V("clean", "Нужно ли резиденту фиксированного места платить за тумбу с замком?", [MES], [f"{MES}#shkafchik"],
      "Нет, резидентам фиксированного места тумба с замком положена без доплаты.", pretty=True,
      note="pretty-printed JSON."),
    V("clean", "Есть ли у резидентов кабинетов доступ ночью?", [NOC], [f"{NOC}#kruglosutochno"],
      "Да. У резидентов кабинетов доступ круглосуточный, и отдельно за него платить не нужно — он входит в тариф.",
      note="«отдельно платить не нужно» для «входит»."),
    V("clean", "С какого времени действует ночной доступ и сколько он стоит в Узбекистане?", [NOC], [f"{NOC}#nochnoy"],
      "Ночной доступ действует с 22:00 до 8:00. Резиденты нефиксированного места в Узбекистане подключают его за "
      "300 000 сум в месяц.", note="«подключают» для «могут подключить» (что читатель может сделать)."),
    V("clean", "Можно ли привести друга ночью?", [NOC], [f"{NOC}#pravila"],
      "Нет, гостей ночью приводить нельзя. К тому же ночью открыт только первый этаж.", note="переставлено."),
    V("clean", "Мой гость пробудет 1,5 часа — это бесплатно?", [GOS], [f"{GOS}#gosti"],
      "Да, бесплатно: гость может находиться у вас до 2 часов. Только запишите его заранее в приложении.",
      note="1,5 часа читателя против 2 часов."),
    V("clean", "Сколько платит гость, который остаётся на весь день, в Ташкенте?", [GOS], [f"{GOS}#gosti"],
      "Если гость остаётся дольше 2 часов, он оплачивает гостевой день — в Узбекистане это 60 000 сум.",
      note="условие впереди; одна страна из двух."),
    V("clean", "Можно ли прийти с собакой-поводырём?", [GOS], [f"{GOS}#zhivotnye"],
      "Да. Вообще приходить с животными нельзя, но собаки-поводыри — исключение.", note="исключение, в котором читатель."),
    V("clean", "Если я оформлю юридический адрес, нужно ли отдельно платить за приём почты?", [POC], [f"{POC}#yuradres"],
      "Нет, отдельно платить не нужно: приём почты уже входит в 4 500 ₽ в месяц за юридический адрес. Адрес "
      "предоставляют компаниям с договором минимум на 11 месяцев.", note="«минимум» для «не меньше чем»."),
    V("clean", "Сколько хранятся письма и как я узнаю о них?", [POC], [f"{POC}#pochta"],
      "Письма хранят 30 дней, а о каждом письме вам приходит уведомление в приложении.", note="перефраз."),
    V("clean", "Сколько стоит чёрно-белая печать в России?", [PEC], [f"{PEC}#pechat", f"{PEC}#limit"],
      "В России чёрно-белая страница формата A4 стоит 10 ₽. При месячном тарифе 100 чёрно-белых страниц в месяц "
      "вы печатаете бесплатно.", limitations=["Цветная печать дороже — 30 ₽ за страницу."],
      note="два фрагмента; limitations заполнены."),
    V("clean", "Платно ли сканирование?", [PEC], [f"{PEC}#skan"],
      "Нет, для всех резидентов сканирование бесплатное.", note="переставлено."),
    V("clean", "Сколько стоит парковка в Питере?", [PAR], [f"{PAR}#parkovka"],
      "В Санкт-Петербурге место на парковке стоит 400 ₽ в день.", note="«Питер» читателя — Санкт-Петербург."),
    V("clean", "Можно ли занести самокат в офис?", [PAR], [f"{PAR}#velo"],
      "Нет, самокаты в здание заносить нельзя. Их, как и велосипеды, бесплатно оставляют на стойке во дворе.",
      note="переставлено."),
    V("clean", "Хочу заморозить абонемент с понедельника, сегодня пятница — успею?", [ZAM], [f"{ZAM}#usloviya"],
      "Да, успеете: заявку подают в приложении не позднее чем за 3 дня до начала заморозки, а до понедельника как "
      "раз три дня. Помните, что заморозить абонемент можно один раз в год, на срок от недели до 30 дней.",
      note="«недели» для «7 дней»; день читателя против границы."),
    V("clean", "Сколько стоит заморозка при годовом договоре?", [ZAM], [f"{ZAM}#stoimost"],
      "При годовом договоре заморозка ничего не стоит; платной она бывает для месячного тарифа.",
      note="«ничего не стоит» для «бесплатна»."),
    V("clean", "Вернут ли деньги, если я расторгну договор, предупредив за 3 недели?", [VOZ], [f"{VOZ}#rastorzhenie"],
      "Да. Вы предупредили не позднее чем за 14 дней, поэтому вам вернут стоимость неиспользованных полных недель.",
      note="3 недели читателя против 14 дней."),
    V("clean", "Когда вернут депозит за кабинет?", [VOZ], [f"{VOZ}#depozit"],
      "Депозит — он равен месячной плате — возвращают при выезде, если кабинет сдан без повреждений.", fence=True,
      note="в ```json; условие сохранено."),
    V("clean", "Какой штраф за курение в Москве?", [SHT], [f"{SHT}#kurenie"],
      "Курить, в том числе электронные сигареты, нельзя ни в одном помещении; в России за это штраф 3 000 ₽.",
      note="«ни в одном помещении» для «во всех помещениях запрещено»."),
    # --- wrong (20)
    V("condition", "Вернут ли деньги при расторжении договора?", [VOZ], [f"{VOZ}#rastorzhenie"],
      "Да, при расторжении договора вам вернут стоимость неиспользованных полных недель.", UC,
      src="не позднее чем за 14 дней", note="условие «предупредил не позднее чем за 14 дней» выброшено."),
    V("condition", "Могут ли резиденты нефиксированного места подключить ночной доступ в России?", [NOC],
      [f"{NOC}#nochnoy"],
      "Да, если они оплатили месяц вперёд: ночной доступ с 22:00 до 8:00 стоит 3 000 ₽ в месяц в России.", UC,
      src="Резиденты нефиксированного места могут подключить ночной доступ", note="добавлено условие «если оплатили месяц вперёд»."),
    V("condition", "Можно ли передать фиксированное место другому человеку?", [MES], [f"{MES}#fiks"],
      "Да, можно, если заранее предупредить администратора.", UC, src="только с согласия администратора",
      note="условие изменено: предупреждение вместо согласия."),
    V("exception", "Могу ли я как физлицо в Москве оплатить по счёту?", [DOG], [f"{DOG}#oplata"],
      "Нет, по счёту платят только юридические лица; физическим лицам нужно платить картой до 5 числа месяца.", UC,
      src="в Узбекистане по счёту платят только юридические лица", note="исключение Узбекистана выдано за общее правило."),
    V("wrong-case", "Сколько стоит переговорная на 6 человек в Ташкенте?", [PER], [f"{PER}#ceny"],
      "В Узбекистане переговорная на 6 человек стоит 280 000 сум в час.", MC, src="150 000 сум в час",
      note="цена переговорной на 12 человек отдана переговорной на 6."),
    V("wrong-case", "Сколько стоит приём корреспонденции в Узбекистане?", [POC], [f"{POC}#pochta"],
      "В Узбекистане приём корреспонденции стоит 2 000 сум в месяц.", MC, src="200 000 сум в месяц",
      note="российские 2 000 ₽ отданы Узбекистану как 2 000 сум."),
    V("wrong-case", "Сколько стоит нефиксированное место на день в Узбекистане?", [TUZ], [f"{TUZ}#nefiks"],
      "В Узбекистане нефиксированное место на день стоит 1 400 000 сум.", MC, src="120 000 сум в день",
      note="месячная цена отдана дню."),
    V("wrong-case", "Сколько стоит цветная печать в России?", [PEC], [f"{PEC}#pechat"],
      "В России цветная печать стоит 10 ₽ за страницу.", MC, src="цветная — 30 ₽",
      note="цена чёрно-белой печати отдана цветной."),
    V("other-sentence", "За сколько дней подавать заявку на заморозку?", [ZAM], [f"{ZAM}#usloviya"],
      "Заявку на заморозку подают в приложении не позднее чем за 7 дней до её начала.", MC,
      src="не позднее чем за 3 дня", note="7 — из первого предложения (срок заморозки), не срок заявки."),
    V("uncited-fragment", "Сколько стоит фиксированное место в России?", [f"{TRU}#fiks", f"{T27}#fiks"], [f"{TRU}#fiks"],
      "В России фиксированное место стоит 18 500 ₽ в месяц.", MC, note="цена 2027 года (не процитирована) как нынешняя."),
    V("bound", "Кому дают юридический адрес?", [POC], [f"{POC}#yuradres"],
      "Юридический адрес в Москве и Санкт-Петербурге дают компаниям с договором не больше чем на 11 месяцев, за "
      "4 500 ₽ в месяц.", UC, src="не меньше чем на 11 месяцев", note="«не меньше» перевёрнуто в «не больше»."),
    V("bound", "До какого времени можно бесплатно отменить бронь переговорной?", [PER], [f"{PER}#otmena"],
      "Бронь можно отменить бесплатно не ранее чем за 24 часа до начала.", UC, src="не позднее чем за 24 часа",
      note="«не позднее» перевёрнуто в «не ранее»."),
    V("bound", "Сколько гостей можно пригласить бесплатно?", [GOS], [f"{GOS}#gosti"],
      "Бесплатно можно пригласить не меньше 2 гостей в день, каждого до 2 часов; гостей нужно заранее записать в "
      "приложении.", UC, src="до 2 гостей в день", note="«до 2» перевёрнуто в «не меньше 2»."),
    V("modality", "Что будет, если громко разговаривать в общей зоне?", [SHT], [f"{SHT}#tishina"],
      "После второго замечания за громкие разговоры администратор обязан попросить резидента уйти, без возврата "
      "оплаты за день.", UC, src="администратор может попросить", note="«может» стало «обязан»."),
    V("modality", "Нужно ли записывать гостя заранее?", [GOS], [f"{GOS}#gosti"],
      "Нет, записывать гостя заранее не обязательно; резидент может бесплатно пригласить до 2 гостей в день, "
      "каждого не больше чем на 2 часа.", UC, src="гостя нужно заранее записать",
      note="обязанность («нужно») стала необязательной."),
    V("flipped", "Сохраняется ли ночной доступ во время заморозки?", [ZAM], [f"{ZAM}#sokhranyaetsya"],
      "Да, на время заморозки за вами сохраняются и фиксированное место, и ночной доступ.", UC,
      src="ночной доступ приостанавливается", note="«приостанавливается» перевёрнуто другими словами."),
    V("flipped", "Можно ли взять пробный день в Ташкенте в субботу?", [PRB], [f"{PRB}#probnyy"],
      "Да, в Узбекистане пробный день бесплатно доступен и в выходные, по записи в приложении.", UC,
      src="только по будням", note="«только по будням» перевёрнуто в «и в выходные»."),
    V("invented", "Как получить карту доступа?", [PRB], [f"{PRB}#pervoe"],
      "Карту доступа выдают на ресепшене при первом посещении, для этого нужен паспорт. Если карта потеряется, "
      "новую выдадут бесплатно.", UC, note="второе предложение ничем не подкреплено."),
    V("agent", "Кто бронирует место на парковке для гостя?", [PAR], [f"{PAR}#gostevaya"],
      "Место на парковке бронирует сам гость у администратора, не позднее чем за 1 час до приезда.", UC,
      src="бронирует резидент", note="гость вместо резидента."),
    V("jurisdiction", "Сколько стоит нефиксированное место на месяц в Ташкенте?", [TUZ], [f"{TUZ}#nefiks"],
      "Нефиксированное место в Ташкенте стоит 1 400 000 сум в месяц.", NJ, src="В Узбекистане",
      note="контекст только Узбекистана; «сум» и «Ташкент», страна не названа."),
]
