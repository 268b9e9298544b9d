"""Labelled verify cases of unseen33 (the source of verify_cases.jsonl; build_unseen33.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them
(several sentences, reworded, reordered conditions, "Yes, …" / «Да, …» openers, a numbered list,
unit equivalences: «сутки» for «24 часа», «половина» for «50 %», "no more than" for "at most";
numbers as words; the reader's own figure placed against a bound; two editions compared; some fill
`limitations`); the wrong ones carry one fault each: a condition dropped, added or changed; an
exception stated as the rule; a figure given to the wrong case (adult / child, tour, city, country's
currency, edition's case); a figure of another sentence of the cited fragment; a bound turned (at
least / no more than / within, не позднее / не раньше, не больше / не меньше, не меньше / до);
modality changed (must / optional / ideally, нужно / желательно, может / обязан); negation flipped in
other words; an invented sentence; subjects swapped (who decides); a figure of an uncited fragment; a
country left unnamed. Every figure of a wrong answer occurs somewhere in its context.
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


PJP, P27, PKR, TYP, MEET = "kt-prices-jp", "kt-prices-jp-2027", "kt-prices-kr", "kt-tour-types", "kt-meeting-points"
INC, DIET, GC, OC, GIFT = "kt-whats-included", "kt-dietary", "kt-guest-cancellation", "kt-operator-cancellation", \
    "kt-gift-cards"
ETQ, FAM, CORP, LUG = "kt-etiquette", "kt-families-access", "kt-corporate", "kt-luggage"

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much is a Kyoto group tour for me and my 9-year-old daughter?", [PJP], [f"{PJP}#group-tours"],
      "In Japan, a Kyoto group food tour costs ¥12,000 for you as an adult and ¥8,500 for your daughter, because "
      "children aged 6 to 12 pay the child price.", note="the reader's 9 placed in the 6-to-12 band; no sum."),
    V("clean", "Is my 3-year-old charged on the Osaka food tour?", [PJP], [f"{PJP}#group-tours"],
      "No. In Japan, infants under 6 join the group food tours free of charge, although they don't get tastings of "
      "their own.", note="'No.' opener; 3 under 6."),
    V("clean", "We are 8 friends. Can we book a group tour together?", [TYP], [f"{TYP}#group"],
      "Not as a single group-tour booking: one booking on a group tour can include no more than 6 guests, and a "
      "party of 7 or more has to book a private tour instead. A group tour itself takes at most 12 guests.",
      note="'no more than 6' for 'up to 6'; the reader's 8 against 7 or more."),
    V("clean", "How much did the Osaka night tour cost in 2027, and what does it cost now?",
      [f"{PJP}#night-tours", f"{P27}#night-tours"], [f"{PJP}#night-tours", f"{P27}#night-tours"],
      "In Japan, the Osaka night tour cost JPY 13,000 per adult in 2027; today it costs ¥14,500 per adult. Two "
      "drinks were included then and are included now.", note="two editions compared, both cited."),
    V("clean", "Does the Seoul night market tour include alcohol?", [INC], [f"{INC}#drinks"],
      "Yes, one drink is included on the Seoul night market tour. Otherwise alcoholic drinks are not part of the "
      "tour price, apart from the Osaka night tour, which includes two; any extra drinks you pay to the bar "
      "yourself.", note="numbers as words; the exception read as the exception."),
    V("clean", "If I cancel 10 days before my group tour, do I get everything back?", [GC], [f"{GC}#cancel"],
      "Yes. If you cancel a group tour 7 days or more before it starts, the refund is full, and 10 days is more "
      "than that.", note="the reader's 10 days against '7 days or more'."),
    V("clean", "Can I move my booking to another day if the tour is in 3 days?", [GC], [f"{GC}#reschedule"],
      "Yes. You can move a booking to another date once without charge, provided you ask at least 48 hours before "
      "the tour, and 3 days is more than that. Any change after the first costs ¥2,000 per booking in Japan or "
      "₩20,000 in South Korea.", note="3 days against 48 hours; 'without charge' for 'free of charge'."),
    V("clean", "How long does the guide wait for latecomers?", [MEET], [f"{MEET}#late-arrival"],
      "The guide waits for 15 minutes after the start time. If you arrive later, call the guide and you can join "
      "the group at the second stop, but the tastings you missed are not refunded.",
      note="reworded; the condition (calling the guide) kept."),
    V("clean", "What happens to my tour if a typhoon is coming?", [OC], [f"{OC}#weather"],
      "If a typhoon warning is in force for the city on the day of your tour, Kumo Trails cancels it, and you "
      "can choose either a full refund or a new date free of charge. Rain on its own does not stop a tour; the "
      "guide brings umbrellas.", note="reordered; 'on its own' for the rule that tours run in the rain."),
    V("clean", "What if nobody else books the group tour I booked?", [OC], [f"{OC}#minimum"],
      "A group tour needs at least 2 booked guests. If fewer are booked, Kumo Trails cancels the tour no later "
      "than 24 hours before the start and refunds you in full — or moves you to another date, if you prefer.",
      note="pretty-printed JSON.", pretty=True),
    V("clean", "Can I use a gift card bought in Tokyo for a tour in Busan?", [GIFT], [f"{GIFT}#buying"],
      "No. A Kumo Trails gift card can only be used in the country where it was bought, so a card bought in Japan "
      "cannot pay for a tour in South Korea.", note="no figure; the rule applied to the reader's cities."),
    V("clean", "My gift card expires next week. Can I extend it?", [GIFT], [f"{GIFT}#validity"],
      "Yes, once: a gift card can be extended by 3 months, as long as you ask before it expires. Cards are valid "
      "for 12 months from purchase and cannot be refunded or swapped for cash.",
      note="'as long as' for 'if'; 'swapped' for 'exchanged'."),
    V("clean", "Should I tip my guide in Seoul?", [ETQ], [f"{ETQ}#tipping"],
      "In South Korea tips are welcome but never expected, so it is up to you. If you want to leave one, your guide "
      "hands out an envelope at the end of the tour. In Japan, by contrast, guides do not accept tips.",
      note="the other country's rule kept apart."),
    V("clean", "Can I take photos of geisha in Gion?", [ETQ], [f"{ETQ}#photography"],
      "Only with their permission. In Kyoto's Gion district you should not photograph geisha or maiko without "
      "asking them first, and on some private lanes there photography is prohibited altogether, with a fine of "
      "¥10,000.", note="'Only with their permission' opener."),
    V("clean", "Can we bring a stroller on the Osaka tour?", [FAM], [f"{FAM}#strollers"],
      "It's better not to. The Osaka tour has steep steps and narrow lanes, so Kumo Trails asks you to bring a "
      "baby carrier instead of a stroller. Strollers are welcome on the Tokyo and Seoul tours.",
      note="advice kept as advice."),
    V("clean", "My 14-year-old wants to go alone. Is that allowed?", [FAM], [f"{FAM}#children"],
      "No. Children under 16 must be accompanied by a paying adult, and one adult can accompany up to 3 children.",
      note="14 under 16; 'up to 3' for 'at most 3'."),
    V("clean", "Is the Seoul Gwangjang tour wheelchair accessible, and does my carer pay?", [FAM],
      [f"{FAM}#accessibility"],
      "Yes, the Seoul Gwangjang tour is step-free and can be done in a wheelchair. Your carer does not pay: a "
      "companion who assists a guest with a disability joins free of charge.",
      note="quotes the companion sentence."),
    V("clean", "We're a company booking 20 people. Any discount?", [CORP], [f"{CORP}#corporate"],
      "Yes. Companies that book for 15 or more guests get 10 % off the group tour price, and your 20 people "
      "qualify. The group will be split into groups of at most 12 guests, each with its own guide, and the booking "
      "must be made at least 21 days ahead.", note="several figures; 20 against 15 or more."),
    V("clean", "How much is it to leave a suitcase in Seoul during the tour?", [LUG], [f"{LUG}#storage"],
      "In South Korea, leaving a suitcase at the Seoul office costs KRW 10,000 per suitcase. You can leave it there "
      "on the day of your tour between 8:00 and 20:00, but luggage is not kept overnight.",
      note="one country's value from a two-country sentence."),
    V("clean", "Can I do the tour as a vegetarian if I tell you 2 days before?", [DIET], [f"{DIET}#vegetarian"],
      "A vegetarian tour needs at least 72 hours' notice, so if you tell Kumo Trails only 2 days before, the "
      "request can be met only where the stops allow.", note="2 days against 72 hours."),
    V("clean", "Is a subway pass included on the Kyoto tour?", [INC], [f"{INC}#transit"],
      "No. The Kyoto tour is on foot, and guests pay their own fare to the meeting point. A one-day subway pass is "
      "part of the price on the Tokyo and Seoul tours.", note="'part of the price' for 'included'."),
    V("clean", "I have a peanut allergy. Can you guarantee the food is safe?", [DIET], [f"{DIET}#allergies"],
      "Unfortunately not. You must tell Kumo Trails about your allergy when you book, and the guide will show an "
      "allergy card in the local language at every stop, but the kitchens cannot guarantee that no trace is "
      "present. If you skip a tasting because of the allergy, there is no partial refund.",
      note="'must' kept; three sentences."),
    V("clean", "How much is a private tour in Japan for 4 people, and how many can join at most?", [PJP],
      [f"{PJP}#private-tours"],
      "In Japan a private tour costs ¥60,000 for up to 4 guests, which covers your group. Each guest beyond four "
      "adds ¥11,000, and a private tour takes no more than 10 guests.", note="'four' as a word; 'no more than'."),
    V("clean", "When is an invoice due for a corporate booking?", [CORP], [f"{CORP}#invoices"],
      "Companies registered in Japan or South Korea can pay by bank transfer against an invoice, which is due 14 "
      "days before the tour. Companies registered elsewhere pay by card when they book.",
      note="'elsewhere' for 'other companies'."),
    V("clean", "How soon do refunds arrive?", [GC], [f"{GC}#refund-time"],
      "Refunds are paid back to the card you booked with within 10 business days. If you paid with a gift card, "
      "the refund comes as a new gift card.", note="short paraphrase."),
    V("clean", "What's the price for an adult and a 7-year-old on a Busan food tour?", [PKR], [f"{PKR}#group-tours"],
      "In South Korea, a Busan group food tour costs ₩95,000 for an adult and ₩65,000 for a child aged 6 to 12, "
      "which is the price for your 7-year-old.", note="7 in the 6-to-12 band."),
    V("clean", "Can my 5-year-old come on the Busan fish market morning tour?", [PKR], [f"{PKR}#market-tours"],
      "No — children under 6 cannot join the Jagalchi fish market morning tour in Busan, South Korea. For adults "
      "it costs ₩80,000 and starts at 7:00.", note="5 under 6; 'No —' opener."),
    V("clean", "How much has the private tour in Japan changed since 2027?",
      [f"{PJP}#private-tours", f"{P27}#private-tours"], [f"{PJP}#private-tours", f"{P27}#private-tours"],
      "In Japan, a private tour for up to 4 guests cost JPY 55,000 in 2027 and costs ¥60,000 now. Each additional "
      "guest was JPY 10,000 in 2027 and is ¥11,000 today.", note="two editions, two figures each."),
    V("clean", "Where do we meet for the Kyoto tour, and when should we arrive?", [MEET], [f"{MEET}#meeting-points"],
      "In Kyoto the meeting point is the east exit of Shijo station. Please be there 10 minutes before the start "
      "time.", note="fenced JSON; limitations filled.", fence=True,
      limitations=["Your booking confirmation names the meeting point."]),
    V("clean", "Can I bring my big suitcase on the tour?", [LUG], [f"{LUG}#bags", f"{LUG}#storage"],
      "Bags larger than a 30-litre backpack can't be taken on a tour. On the day of your tour you can leave the "
      "suitcase at the Tokyo, Osaka or Seoul office between 8:00 and 20:00, for JPY 1,000 in Japan or KRW 10,000 "
      "in South Korea.", note="two fragments of one record."),

    # --- condition (3)
    V("condition", "Can I move my tour to another date for free?", [GC], [f"{GC}#reschedule"],
      "Yes, you can move your booking to another date once free of charge. After that, each further change costs "
      "¥2,000 per booking in Japan or ₩20,000 in South Korea.", UC,
      src="if you ask at least 48 hours before the tour", note="the 48-hour condition dropped."),
    V("condition", "Is a vegetarian version available on every group tour?", [DIET], [f"{DIET}#vegetarian"],
      "Yes, every group tour can be done as a vegetarian tour, as long as you tell us at least 72 hours before the "
      "tour and the whole party eats vegetarian.", UC,
      src="if you tell us at least 72 hours before the tour", note="a condition added: the whole party."),
    V("condition", "My group tour is in 5 days. If I cancel now, do I get all my money back?", [GC], [f"{GC}#cancel"],
      "Yes. A group tour cancelled 5 days or more before it starts is refunded in full.", UC,
      src="7 days or more", note="the threshold changed to the reader's 5 days (a 50 % case)."),
    # --- exception (1)
    V("exception", "Are alcoholic drinks included on the Osaka food tour?", [INC], [f"{INC}#drinks"],
      "Yes — on Osaka tours two alcoholic drinks are included in the price, and any extra drinks are paid to the "
      "bar directly.", UC, src="except on night tours",
      note="the night tour's exception stated as the rule for every Osaka tour."),
    # --- wrong-case (4)
    V("wrong-case", "How much is a child ticket for the Osaka group tour?", [PJP], [f"{PJP}#group-tours"],
      "In Japan, a child aged 6 to 12 pays ¥12,000 for the Osaka group food tour.", MC, src="¥8,500 per child",
      note="the adult price given to a child."),
    V("wrong-case", "What does an adult pay for the Busan fish market morning tour?", [PKR],
      [f"{PKR}#group-tours", f"{PKR}#market-tours"],
      "In South Korea, the Busan fish market morning tour costs ₩95,000 per adult and starts at 7:00.", MC,
      src="₩80,000 per adult", note="the group tour's adult price given to the market tour."),
    V("wrong-case", "How much does a second date change cost in South Korea?", [GC], [f"{GC}#reschedule"],
      "In South Korea, each change after the first free one costs ¥2,000 per booking.", MC,
      src="₩20,000 in South Korea", note="Japan's yen figure given to Korea."),
    V("wrong-case", "How much did a child pay on a group tour in Japan in 2027?",
      [f"{PJP}#group-tours", f"{P27}#group-tours"], [f"{P27}#group-tours"],
      "In 2027, a child aged 6 to 12 paid JPY 11,000 for a group food tour in Japan.", MC, src="JPY 7,500 per child",
      note="the 2027 adult price given to a child."),
    # --- other-sentence (1)
    V("other-sentence", "By how long can I extend my gift card?", [GIFT], [f"{GIFT}#validity"],
      "A gift card can be extended once by 12 months, if you ask before it expires.", MC, src="by 3 months",
      note="the validity's 12 months given to the extension."),
    # --- uncited-fragment (1)
    V("uncited-fragment", "How much is an adult group tour in Japan?", [f"{PJP}#group-tours", f"{P27}#group-tours"],
      [f"{PJP}#group-tours"],
      "In Japan, a group food tour costs JPY 11,000 per adult, and children aged 6 to 12 pay ¥8,500.", MC,
      note="the 2027 edition's adult price given as today's, citing today's list."),
    # --- bound (3)
    V("bound", "How early should I tell you that I'm vegetarian?", [DIET], [f"{DIET}#vegetarian"],
      "Tell us no more than 72 hours before the tour, and any group tour can be done as a vegetarian tour.", UC,
      src="at least 72 hours before", note="'at least' turned into 'no more than'."),
    V("bound", "How many guests can join one group tour?", [TYP], [f"{TYP}#group"],
      "A group tour runs with at least 12 guests, and one booking may include up to 6 of them.", UC,
      src="at most 12 guests", note="'at most 12' turned into 'at least 12'."),
    V("bound", "When will you tell me if my tour is cancelled for too few guests?", [OC], [f"{OC}#minimum"],
      "If fewer than 2 guests have booked, Kumo Trails cancels the tour within 24 hours of the start and refunds "
      "you in full.", UC, src="no later than 24 hours before the start",
      note="'no later than 24 hours before' turned into 'within 24 hours of the start'."),
    # --- modality (2)
    V("modality", "Do I have to tell you about my allergy when I book?", [DIET], [f"{DIET}#allergies"],
      "It's optional, but you can mention a food allergy when booking; the guide then shows an allergy card in the "
      "local language at each stop.", UC, src="must tell us when booking", note="'must' made optional."),
    V("modality", "How far ahead do we need to book a corporate tour?", [CORP], [f"{CORP}#corporate"],
      "Companies booking for 15 or more guests get 10 % off the group tour price, and ideally you book at least 21 "
      "days ahead.", UC, src="must be made at least 21 days ahead", note="a duty made advice."),
    # --- flipped (2)
    V("flipped", "If I miss a tasting because of my allergy, do I get money back for it?", [DIET],
      [f"{DIET}#allergies"],
      "Yes — if you skip a tasting because of an allergy, the price of that tasting is refunded to you.", UC,
      src="gets no partial refund", note="no partial refund turned into a refund."),
    V("flipped", "Do tours still run when it rains?", [OC], [f"{OC}#weather"],
      "Tours are called off in the rain. If a typhoon warning or a heavy snow warning is in force on the day, the "
      "tour is cancelled and you choose between a full refund and a free new date.", UC,
      src="Tours run in the rain", note="'run in the rain' turned into 'called off in the rain'."),
    # --- invented (1)
    V("invented", "Where is the meeting point in Osaka?", [MEET], [f"{MEET}#meeting-points"],
      "In Osaka you meet your guide at the Namba Parks entrance, which your booking confirmation also names. The "
      "guide holds up a blue Kumo Trails flag so that you can spot the group easily.", UC,
      note="an invented sentence (the flag), no figure."),
    # --- agent (1)
    V("agent", "Who decides between a refund and a new date when a typhoon cancels the tour?", [OC], [f"{OC}#weather"],
      "When a typhoon warning is in force on the day, Kumo Trails cancels the tour and decides whether you get a "
      "full refund or a free new date.", UC, src="you choose between a full refund and a free new date",
      note="the guest's choice given to the operator."),
    # --- jurisdiction (1)
    V("jurisdiction", "How much is a group food tour for an adult in Seoul?", [PKR], [f"{PKR}#group-tours"],
      "A group food tour in Seoul costs ₩95,000 per adult, and children aged 6 to 12 pay ₩65,000.", NJ,
      src="In South Korea", note="figures from a Korea-only context; the country is not named (Seoul only)."),
]

PRF, R27, PKG, DOS, PRZ = "lpk-prays-rf", "lpk-prays-rf-2027", "lpk-prays-kg", "lpk-dostavka", "lpk-prazdniki"
FOT, POL, SVE, OTM, POD = "lpk-foto-zamena", "lpk-poluchatel", "lpk-svezhest", "lpk-otmena-vozvrat", "lpk-podpiska"
KOR, ANO, DOP, OPL = "lpk-korporativ", "lpk-anonimno", "lpk-dopolneniya", "lpk-oplata"

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит малый букет в Казани?", [PRF], [f"{PRF}#bukety"],
      "В России, в том числе в Казани, малый букет (до 15 цветов) стоит 2 500 ₽.", note="город отнесён к стране."),
    V("clean", "Сколько стоит большой букет в Бишкеке?", [PKG], [f"{PKG}#bukety"],
      "Большой букет — до 51 цветка — в Кыргызстане, и в Бишкеке тоже, обойдётся в 5 800 сом.",
      note="«обойдётся» вместо «стоит»."),
    V("clean", "Насколько подорожал средний букет по сравнению с 2027 годом?", [f"{PRF}#bukety", f"{R27}#bukety"],
      [f"{PRF}#bukety", f"{R27}#bukety"],
      "В России средний букет в 2027 году стоил 3 800 ₽, а сейчас стоит 4 200 ₽.",
      note="две редакции, обе процитированы; разница не выведена."),
    V("clean", "Сколько стоит доставка по Казани и когда она бесплатная?", [DOS], [f"{DOS}#zony", f"{DOS}#besplatno"],
      "Доставка по Казани стоит 390 ₽. Бесплатной она становится при заказе от 7 000 ₽ — это порог для России, "
      "и на срочную доставку он не распространяется.", note="исключение сохранено другими словами."),
    V("clean", "Если я закажу на 6 000 сом в Оше, доставка будет бесплатной?", [DOS], [f"{DOS}#besplatno"],
      "Да: в Кыргызстане доставка бесплатна при заказе от 5 000 сом, а ваш заказ больше. Это не касается срочной "
      "доставки.", note="6 000 сом против «от 5 000 сом»."),
    V("clean", "Можно ли заказать доставку к определённому времени и сколько это стоит?", [DOS], [f"{DOS}#intervaly"],
      "Да. Обычно курьер привозит заказ в двухчасовой интервал с 8:00 до 22:00, который вы выбираете при заказе, "
      "а доставка к точному времени стоит 500 ₽ в России и 150 сом в Кыргызстане.", note="«Да.»; две страны."),
    V("clean", "Есть ли срочная доставка в Казани?", [DOS], [f"{DOS}#srochnaya"],
      "Нет. Срочная доставка за 90 минут работает лишь в Москве и Бишкеке.", note="«лишь» вместо «только»."),
    V("clean", "На сколько дороже букеты на 8 Марта и до какого числа заказывать?", [PRZ], [f"{PRZ}#8-marta"],
      "С 6 по 8 марта букеты дороже на 30 %. Заказ к 8 Марта нужно оформить не позднее 5 марта; в эти дни "
      "доставка идёт интервалами по 4 часа, к точному времени не привозят.", note="несколько цифр, порядок изменён."),
    V("clean", "На 14 февраля все букеты дорожают?", [PRZ], [f"{PRZ}#14-fevralya"],
      "Нет, только букеты из роз: на них 14 февраля действует наценка 20 %. Остальные продаются по обычной цене.",
      note="«Нет,» и исключение."),
    V("clean", "Пришлёте фото букета перед доставкой? А если не понравится?", [FOT], [f"{FOT}#foto"],
      "Да, перед тем как курьер выедет, флорист пришлёт вам фото букета. Если букет не понравится, его один раз "
      "бесплатно переделают — до выезда курьера.", note="условие «до выезда курьера» сохранено."),
    V("clean", "Могут ли заменить цветы в моём букете без моего согласия?", [FOT], [f"{FOT}#zamena"],
      "Только частично: без вашего согласия флорист может заменить не больше 20 % цветов, и только на цветы того же "
      "цвета и не дешевле. Более крупную замену с вами согласуют.", note="«Только частично»; «не больше» сохранено."),
    V("clean", "Если получателя нет дома, сколько ждёт курьер?", [POL], [f"{POL}#net-doma"],
      "Курьер подождёт 15 минут и позвонит вам как заказчику. Повторную доставку в тот же день придётся оплатить "
      "ещё раз по тарифу зоны.", note="вид глагола и порядок изменены."),
    V("clean", "Можно ли оставить букет консьержу?", [POL], [f"{POL}#sosedi"],
      "Да, но только с вашего согласия как заказчика: без него курьер не оставит букет ни консьержу, ни соседу, ни "
      "на ресепшене.", note="условие сохранено, отрицание переформулировано."),
    V("clean", "Сколько хранится букет, если повторную доставку не заказали?", [POL], [f"{POL}#hranenie"],
      "Сутки: букет ждёт в магазине 24 часа, и его можно забрать самому. Потом его уже не хранят, а деньги за него "
      "не возвращают.", note="«сутки» = 24 часа."),
    V("clean", "Сколько простоят хризантемы по вашей гарантии?", [SVE], [f"{SVE}#garantiya"],
      "Цветы, кроме роз, по гарантии стоят не меньше 3 дней, если каждый день менять воду. Если букет завянет "
      "раньше, пришлите фото в течение 24 часов после того, как это заметите, и его бесплатно заменят.",
      note="хризантемы — «остальные цветы»; условие о воде сохранено."),
    V("clean", "Действует ли гарантия, если букет по моей просьбе оставили соседке?", [SVE], [f"{SVE}#isklyucheniya"],
      "Нет. Гарантия свежести не действует на букеты, которые по просьбе заказчика оставили соседу или консьержу, "
      "и на сухоцветы тоже.", note="«Нет.»; порядок перечисления изменён."),
    V("clean", "Если я отменю заказ за 6 часов до интервала, мне всё вернут?", [OTM], [f"{OTM}#otmena"],
      "Да. Сборка начинается за 4 часа до начала интервала доставки, а до этого отмена бесплатная, так что за 6 "
      "часов вы успеваете.", note="6 часов против 4."),
    V("clean", "Отменил заказ за 2 часа до доставки — что вернут?", [OTM], [f"{OTM}#otmena"],
      "К этому времени сборка уже идёт, поэтому вернут половину стоимости букета. Доставку вернут полностью, если "
      "курьер ещё не выехал.", note="«половина» вместо «50 %»; условие о курьере сохранено."),
    V("clean", "Букет привезли не тот, что я заказывал. Что делать?", [OTM], [f"{OTM}#nesootvetstvie"],
      "Сообщите об этом в течение 2 часов после доставки. Дальше выбираете вы: букет переделают или вернут деньги.",
      note="выбор остаётся за заказчиком."),
    V("clean", "Какие условия у еженедельной подписки?", [POD], [f"{POD}#ezhenedelnaya"],
      "По еженедельной подписке:\n1. букет привозят раз в неделю в выбранный вами день;\n2. на каждый букет "
      "действует скидка 15 %;\n3. доставка бесплатная;\n4. оплата вносится за 4 недели вперёд.",
      note="нумерованный список в pretty JSON.", pretty=True),
    V("clean", "Можно приостановить подписку на 3 недели?", [POD], [f"{POD}#pauza"],
      "Да, подписку можно поставить на паузу на срок до 4 недель — нужно только предупредить не позднее чем за 2 дня "
      "до ближайшей доставки.", note="3 недели в пределах «до 4 недель»."),
    V("clean", "Как быстро выставляют счёт юрлицу?", [KOR], [f"{KOR}#schet"],
      "Счёт выставляют в течение одного рабочего дня, а букет начинают собирать после того, как поступит оплата.",
      note="«одного» словом."),
    V("clean", "Какая скидка компании по договору?", [KOR], [f"{KOR}#dogovor"],
      "Компании с договором, которые заказывают от 50 000 ₽ или от 35 000 сом в месяц, получают скидку 10 % и "
      "отсрочку оплаты на 14 дней. В Кыргызстане договор заключают только в Бишкеке.",
      note="несколько цифр и условие."),
    V("clean", "Узнает ли получатель, от кого цветы, если спросит курьера?", [ANO], [f"{ANO}#anonimno"],
      "Нет, если вы попросили об анонимной доставке: тогда курьер не называет отправителя, даже когда получатель "
      "спрашивает, а ваше имя не пишут ни в открытке, ни в смс.", note="условие просьбы сохранено."),
    V("clean", "Открытка к букету платная?", [ANO], [f"{ANO}#otkrytki"],
      "Мини-открытка с вашим текстом до 200 знаков входит в стоимость букета. Большую открытку оплачивают отдельно: "
      "250 ₽ в России и 90 сом в Кыргызстане.", note="JSON в ```json.", fence=True),
    V("clean", "Сколько стоят шары к букету в Москве?", [DOP], [f"{DOP}#shary"],
      "В Москве связка из пяти гелиевых шаров стоит 1 200 ₽, а фольгированная цифра — 900 ₽. Гелиевые шары "
      "летают примерно 12 часов.", note="«пяти» словом; «примерно» вместо «около»."),
    V("clean", "Ваза идёт в комплекте со средним букетом?", [DOP], [f"{DOP}#vaza"],
      "Нет, бесплатно вазу дают только к большому букету. К среднему её можно докупить за 700 ₽ в России или 450 "
      "сом в Кыргызстане.", note="правило и исключение на своих местах."),
    V("clean", "Можно ли заплатить курьеру наличными в Бишкеке за заказ на 9 000 сом?", [OPL], [f"{OPL}#nalichnye"],
      "Нет: в Кыргызстане наличными курьеру можно оплатить заказ только до 8 000 KGS, а более дорогой заказ "
      "оплачивают заранее.", note="9 000 сом против 8 000 KGS."),
    V("clean", "Какими способами можно оплатить заказ в России?", [OPL], [f"{OPL}#sposoby"],
      "В России заказ оплачивают картой, через СБП или наличными курьеру.", note="limitations заполнены.",
      limitations=["В Кыргызстане способы другие: карта, перевод через Элсом или MBank или наличные курьеру."]),
    V("clean", "Сколько стоит пионовый букет и когда он бывает?", [PRF], [f"{PRF}#piony"],
      "Пионы продаются с мая по июль. В России букет из 15 пионов стоит 6 500 ₽.", note="два предложения."),

    # --- condition (3)
    V("condition", "Можно ли поставить подписку на паузу?", [POD], [f"{POD}#pauza"],
      "Да, подписку можно поставить на паузу до 4 недель или отменить в любой момент.", UC,
      src="не позднее чем за 2 дня", note="условие о предупреждении за 2 дня выпало («в любой момент»)."),
    V("condition", "Может ли курьер оставить букет у соседей?", [POL], [f"{POL}#sosedi"],
      "Да, если получателя нет дома, курьер может оставить букет соседу или консьержу.", UC,
      src="только с согласия заказчика", note="условие согласия заменено отсутствием получателя."),
    V("condition", "Заменят ли завявший букет?", [SVE], [f"{SVE}#garantiya"],
      "Да. Розы по гарантии стоят не меньше 5 дней, остальные цветы — не меньше 3 дней, если каждый день менять "
      "воду. Если букет завял раньше, пришлите фото в течение 24 часов после доставки, и букет бесплатно заменят.",
      UC, src="после того, как это заметили", note="«после того, как заметили» заменено на «после доставки»."),
    # --- exception (1)
    V("exception", "Ваза к букету бесплатная?", [DOP], [f"{DOP}#vaza"],
      "Да, ваза к букету даётся бесплатно, докупать её не нужно.", UC,
      src="К большому букету ваза даётся бесплатно", note="правило большого букета дано всем букетам."),
    # --- wrong-case (4)
    V("wrong-case", "Сколько стоит средний букет в Москве?", [PRF], [f"{PRF}#bukety"],
      "В России средний букет (до 25 цветов) стоит 7 900 ₽.", MC, src="4 200 ₽",
      note="цена большого букета дана среднему."),
    V("wrong-case", "Сколько стоит доставка по Казани?", [DOS], [f"{DOS}#zony"],
      "Доставка по Казани стоит 490 ₽.", MC, src="390 ₽", note="московская цена в пределах МКАД дана Казани."),
    V("wrong-case", "Какая наценка на букеты на 8 Марта?", [PRZ], [f"{PRZ}#8-marta", f"{PRZ}#14-fevralya"],
      "С 6 по 8 марта букеты стоят на 20 % дороже, а доставка идёт интервалами по 4 часа.", MC, src="на 30 % дороже",
      note="наценка 14 февраля дана 8 Марта."),
    V("wrong-case", "Сколько стоит доставка к точному времени в Бишкеке?", [DOS], [f"{DOS}#intervaly"],
      "В Кыргызстане доставка к точному времени стоит 500 сом.", MC, src="150 сом",
      note="российская сумма дана в сомах."),
    # --- other-sentence (1)
    V("other-sentence", "В какой срок прислать фото завявшего букета?", [SVE], [f"{SVE}#garantiya"],
      "Фото нужно прислать в течение 5 дней после того, как вы заметили, что букет завял, и тогда его бесплатно "
      "заменят.", MC, src="в течение 24 часов", note="5 дней из предложения о розах дано сроку фото."),
    # --- uncited-fragment (1)
    V("uncited-fragment", "Сколько стоит композиция в шляпной коробке в России?", [f"{PRF}#korobki", f"{R27}#korobki"],
      [f"{PRF}#korobki"], "В России композиция в шляпной коробке стоит 3 400 ₽.", MC,
      note="цена 2027 года как нынешняя, цитата — нынешний прайс."),
    # --- bound (3)
    V("bound", "За сколько нужно предупредить, чтобы отменить подписку?", [POD], [f"{POD}#pauza"],
      "Отменить подписку можно, если предупредить не раньше чем за 2 дня до ближайшей доставки.", UC,
      src="не позднее чем за 2 дня", note="«не позднее» → «не раньше»."),
    V("bound", "Сколько цветов могут заменить без моего согласия?", [FOT], [f"{FOT}#zamena"],
      "Без вашего согласия флорист заменит не меньше 20 % цветов букета, цветами того же цвета и не дешевле.", UC,
      src="не больше 20 %", note="«не больше» → «не меньше»."),
    V("bound", "Сколько простоят розы?", [SVE], [f"{SVE}#garantiya"],
      "Розы стоят до 5 дней, остальные цветы — не меньше 3 дней, если каждый день менять воду.", UC,
      src="Розы стоят не меньше 5 дней", note="«не меньше 5 дней» → «до 5 дней»."),
    # --- modality (2)
    V("modality", "Нужно ли заранее оформлять заказ на 8 Марта?", [PRZ], [f"{PRZ}#8-marta"],
      "Желательно оформить заказ на 8 Марта не позднее 5 марта; с 6 по 8 марта букеты дороже на 30 %.", UC,
      src="нужно оформить не позднее 5 марта", note="«нужно» → «желательно»."),
    V("modality", "Может ли флорист заменить цветы в букете?", [FOT], [f"{FOT}#zamena"],
      "Если нужных цветов нет, флорист обязан заменить их цветами того же цвета и не дешевле; без вашего согласия — "
      "не больше 20 % букета.", UC, src="флорист может заменить их", note="«может» → «обязан»."),
    # --- flipped (2)
    V("flipped", "Вернут ли деньги за букет, если его не забрали из магазина за сутки?", [POL], [f"{POL}#hranenie"],
      "Да, если букет не забрали за 24 часа, деньги за него вернут, а сам букет больше не хранится.", UC,
      src="деньги за него не возвращаются", note="деньги «не возвращаются» → «вернут»."),
    V("flipped", "Можно ли на 14 февраля заказать доставку к точному времени?", [PRZ], [f"{PRZ}#14-fevralya"],
      "Нет, 14 февраля к точному времени не доставляют; наценка 20 % в этот день действует только на розы.", UC,
      src="Доставка к точному времени 14 февраля работает", note="«работает» → «не доставляют»."),
    # --- invented (1)
    V("invented", "Можно ли оплатить заказ в Бишкеке картой?", [OPL], [f"{OPL}#sposoby"],
      "Да, в Кыргызстане заказ можно оплатить картой, переводом через Элсом или MBank или наличными курьеру. При "
      "оплате картой курьер привозит терминал с собой.", UC, note="выдуманное предложение о терминале, без цифр."),
    # --- agent (1)
    V("agent", "Кто выбирает — переделать букет или вернуть деньги, если он не соответствует заказу?", [OTM],
      [f"{OTM}#nesootvetstvie"],
      "Сообщите об этом в течение 2 часов после доставки, а флорист решит, переделать букет или вернуть деньги.", UC,
      src="на выбор заказчика", note="выбор заказчика отдан флористу."),
    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит средний букет в Оше?", [PKG], [f"{PKG}#bukety"],
      "Средний букет (до 25 цветов) в Оше стоит 3 200 сом.", NJ, src="В Кыргызстане",
      note="сумма из контекста одной страны, страна не названа (только Ош и сомы)."),
]
