"""Labelled verify cases of unseen46 (the source of verify_cases.jsonl; build_unseen46.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand from the corpora
only, after the questions' commit and before anything was run. The split (2nd, 5th, 8th, ... case of
each kind per language is holdout) was fixed in README.md before the first corpus record was written.
Correct answers are written the way a strong model restates a rule: clauses reordered, "you"-addressed,
lists as prose, two sentences joined, words for figures ("ten hours", "six months", "five days", «ста»,
«сорока», «трёх часов»), another notation of the same amount ("48 Canadian dollars" for "C$48", "$35" for
"US$35" in a US-only answer, "26 USD" for "$26", «3 200 рублей» for «3 200 ₽», «12 000 тенге» for «12 000
₸», «120 ₸» for «120 тенге», «2 300 ₽» for «2 300 рублей»), "Yes" / "No" / «Да» / «Нет» openers, the
reader's age, count, days or time checked against a bound, exceptions applied, both cities or both
countries in one answer, two editions both cited, a condition restated, `limitations` filled, one
pretty-printed and one fenced per language. Wrong answers carry one fault each, in the shapes real
models produce (see the README's table).
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


CA, C28, US = "pwk-prices-ca", "pwk-prices-ca-2028", "pwk-prices-us"
BOOK, HEALTH, RULES, EV = "pwk-booking", "pwk-health", "pwk-house-rules", "pwk-events"
GIFT, LOY, SERV = "pwk-gift-cards", "pwk-loyalty", "pwk-services"

EN = [
    # --- clean (20)
    V("clean", "How much is one night of boarding in Toronto?", [CA], [f"{CA}#boarding"],
      "In Canada, one night of boarding at Pawhaven Toronto costs 48 Canadian dollars per dog.",
      note="'48 Canadian dollars' for 'C$48'; Toronto's value of a two-city sentence."),
    V("clean", "I'm boarding my two dogs together in Vancouver. What do we pay per night?", [CA], [f"{CA}#boarding"],
      "In Canada, at Pawhaven Vancouver your first dog pays C$44 a night and your second dog, sharing the suite, "
      "pays C$30 a night.", note="the reader's two dogs; per dog and per night kept for each; no derived sum."),
    V("clean", "We're booking 16 nights for our dog in Toronto in April. Is it cheaper?", [CA], [f"{CA}#boarding"],
      "Yes. In Canada a stay of 14 nights or more is 10% cheaper, and April is outside the December 20 to January 3 "
      "period when that discount does not apply.",
      note="'Yes.' opener; the reader's 16 nights over the bound; the exception applied to April."),
    V("clean", "What does daycare cost in Seattle and in Denver?", [US], [f"{US}#daycare"],
      "In the United States a daycare day costs US$39 per dog in Seattle and $35 per dog in Denver, for up to ten "
      "hours.", note="two cities; '$35' for 'US$35' in a US-only answer; 'ten hours'."),
    V("clean", "Is there a half-day daycare rate in Denver?", [US], [f"{US}#daycare"],
      "No half-day rate exists in the United States. If you drop your dog off after 13:00 on a weekday, though, you "
      "pay 26 USD for the rest of the day, unless it is a public holiday.",
      note="pretty-printed JSON; '26 USD' for '$26'; 'weekday' for 'Monday to Friday'; the exception restated.",
      pretty=True),
    V("clean", "How has a night of boarding in Toronto changed since 2028?", [f"{C28}#boarding", f"{CA}#boarding"],
      [f"{C28}#boarding", f"{CA}#boarding"],
      "In Canada a night at Pawhaven Toronto cost C$44 per dog in 2028 and costs 48 Canadian dollars per dog now.",
      note="```json fence; historical and current editions, both cited; notations swapped (44 is also today's "
      "Vancouver figure).", fence=True),
    V("clean", "How much is a night of boarding in Vancouver and in Seattle?", [f"{CA}#boarding", f"{US}#boarding"],
      [f"{CA}#boarding", f"{US}#boarding"],
      "Per dog and per night, boarding costs C$44 at Pawhaven Vancouver in Canada and US$52 at Pawhaven Seattle in the "
      "United States.", note="two countries in one answer, each figure to its city."),
    V("clean", "My puppy is 5 months old. Can she come to daycare, and can she board?", [HEALTH], [f"{HEALTH}#ages"],
      "She can come to daycare, because puppies are accepted from 16 weeks, but she can't board yet: boarding starts "
      "at the age of six months.", note="the reader's 5 months against two bounds; 'six months'."),
    V("clean", "My dog is 12 years old. Can he stay with you?", [HEALTH], [f"{HEALTH}#ages"],
      "Yes, provided he has had a vet check in the last 6 months, since dogs aged 10 or older are boarded only after "
      "one.", note="the reader's 12 over 10; the condition restated."),
    V("clean", "My dog's kennel cough shot was 10 days ago. Is that fine for her stay?", [HEALTH],
      [f"{HEALTH}#vaccinations"],
      "Yes. The kennel cough vaccine has to be given at least 7 days and no more than 12 months before the stay, and "
      "10 days falls inside that.",
      limitations=["A photo of the vet record is accepted as proof, except for rabies, which needs the signed "
                   "certificate."],
      note="the reader's 10 days inside the band; `limitations` filled with the rest of the rule."),
    V("clean", "We cancel our dog's stay 3 days before check-in. What happens to the deposit?", [BOOK],
      [f"{BOOK}#cancellation"],
      "You get half of the deposit back, because you are cancelling less than five days but more than 24 hours before "
      "check-in.", note="the reader's 3 days inside the band; 'five days'."),
    V("clean", "Can I pick my dog up on Sunday at 11:00?", [BOOK], [f"{BOOK}#drop-off"],
      "Yes. On Sundays check-out runs only from 10:00 to 12:00, and 11:00 is within that.",
      note="the reader's time inside the Sunday window."),
    V("clean", "Can my dog bring her bed and two toys?", [RULES], [f"{RULES}#belongings"],
      "Yes: each dog may bring one bed or blanket and up to two toys, though squeaky toys, bones and rawhide are not "
      "allowed in the group areas.", note="'two' within 'at most 2'; the list as prose."),
    V("clean", "Can I bring raw food for my dog?", [RULES], [f"{RULES}#food"],
      "Only frozen commercial raw food: other raw food is not accepted, and the frozen commercial kind is stored for "
      "C$2 or US$2 per day.", note="the exception applied."),
    V("clean", "Our company has 12 employees with dogs. What discount do we get on daycare, and how do we pay?", [EV],
      [f"{EV}#corporate"],
      "With at least 10 employees' dogs, your company gets 15% off daycare. It is invoiced every month and pays within "
      "14 days, and your employees pay nothing at the desk.", note="the reader's 12 over 10; reordered; who pays kept."),
    V("clean", "How many dogs can come to a yard party in Denver, and what does each extra dog cost?", [EV],
      [f"{EV}#parties"],
      "A party in the play yard covers up to eight dogs; in the United States each extra dog costs US$12, and no more "
      "than 12 dogs may come in all.", note="'eight'; Denver's country's figure; both bounds kept."),
    V("clean", "Can I use a gift card to buy dog food?", [GIFT], [f"{GIFT}#gift-cards"],
      "No. Gift cards pay for boarding, daycare and grooming, but not for food or other shop products.",
      note="'No.' opener; no figure."),
    V("clean", "Can my two dogs share one 10-day daycare pack?", [LOY], [f"{LOY}#packs"],
      "Yes, dogs of the same household can share a daycare pack, which is valid for six months; it just can't be used "
      "for boarding.", note="'Yes' with the limit; 'six months'."),
    V("clean", "Does the pet taxi come on Sundays?", [SERV], [f"{SERV}#pet-taxi"],
      "No, the pet taxi runs from Monday to Saturday and there is none on Sundays.",
      note="two clauses joined; no figure."),
    V("clean", "Can I watch my dog on a webcam while he boards in Vancouver?", [SERV], [f"{SERV}#webcams"],
      "Only if he is in one of the premium suites at Pawhaven Vancouver: other boarding suites have no webcams, while "
      "the group daycare areas can be watched live from 07:00 to 19:00.", note="the exception applied; reordered."),

    # --- wrong (24)
    V("wrong-case", "What does a night of boarding cost at Pawhaven Denver?", [US], [f"{US}#boarding"],
      "In the United States a night at Pawhaven Denver costs US$52 per dog.", MC,
      src="US$46 per dog per night at Pawhaven Denver", note="Seattle's US$52 given to Denver."),
    V("wrong-case", "How much is a full groom with a haircut in Toronto?", [CA], [f"{CA}#grooming"],
      "In Canada a full groom with a haircut costs C$65 at Pawhaven Toronto.", MC,
      src="A full groom with a haircut costs C$90", note="the big dogs' bath price C$65 given to the full groom."),
    V("wrong-case", "What does a second dog pay to share the suite in Toronto?", [CA], [f"{CA}#boarding"],
      "In Canada a second dog from the same household that shares the suite pays C$30 for the whole stay.", UC,
      src="pays C$30 per night", note="a per-night price given per stay (the figure right, its unit wrong)."),
    V("wrong-case", "How much does the pet taxi cost?", [SERV], [f"{SERV}#pet-taxi"],
      "The pet taxi costs C$20 or US$18 per km, within 15 km of the kennel.", UC, src="per trip, one way",
      note="a per-trip price given per km."),
    V("other-sentence", "How long can a half day of daycare last in Canada?", [CA], [f"{CA}#daycare"],
      "In Canada a half day of daycare lasts at most 10 hours.", MC, src="A half day of at most 5 hours",
      note="the full day's 10 hours (the sentence before) given to the half day."),
    V("other-sentence", "Until when can I cancel a daycare day for free?", [BOOK], [f"{BOOK}#cancellation"],
      "A daycare day can be cancelled free of charge until 24 hours before it starts.", MC,
      src="until 20:00 on the evening before", note="the boarding stay's 24 hours given to the daycare day."),
    V("other-sentence", "How long can the unlimited membership be paused?", [LOY], [f"{LOY}#membership"],
      "The unlimited membership can be paused once a year for up to 7 days.", MC, src="for up to 30 days",
      note="the 7 days' cancellation notice (the sentence before) given to the pause."),
    V("uncited-fragment", "What does a full daycare day cost in Canada?", [f"{CA}#daycare", f"{C28}#daycare"],
      [f"{CA}#daycare"], "In Canada a full daycare day costs 35 Canadian dollars per dog.", MC,
      note="the 2028 edition's 35 Canadian dollars (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is private training?", [SERV], [],
      "Private training costs C$90 or US$80 per hour.", NC,
      note="no citation at all: the figures are true but every one is in an uncited fragment."),
    V("exception", "Do long boarding stays get a discount in Canada?", [CA], [f"{CA}#boarding"],
      "Yes. In Canada every stay of 14 nights or more is 10% cheaper, all year round.", UC,
      src="except from December 20 to January 3", note="the exception overridden ('all year round')."),
    V("exception", "Can an unneutered two-year-old dog come to daycare?", [HEALTH], [f"{HEALTH}#neutering"],
      "No. Dogs older than 12 months must be spayed or neutered to come to daycare, with no exceptions.", UC,
      src="except dogs booked for private play", note="the exception (private play) dropped and denied."),
    V("condition", "Can I bring my dog's own food?", [RULES], [f"{RULES}#food"],
      "Yes, owners may bring their dog's own food in any packaging they like.", UC,
      src="portioned per meal in a sealed bag", note="the condition (portioned, sealed bag) dropped and denied."),
    V("bound", "How many toys can my dog bring?", [RULES], [f"{RULES}#belongings"],
      "Each dog may bring at least 2 toys and one bed or blanket.", UC, src="at most 2 toys",
      note="'at most' → 'at least'."),
    V("bound", "When must the kennel cough vaccine be given?", [HEALTH], [f"{HEALTH}#vaccinations"],
      "The kennel cough vaccine must be given no more than 7 days before the stay.", UC,
      src="at least 7 days before the stay", note="'at least 7 days' → 'no more than 7 days'."),
    V("modality", "Do I have to stay at my dog's birthday party?", [EV], [f"{EV}#parties"],
      "Owners may stay with their dogs during the party if they wish, but they don't have to.", UC,
      src="Owners must stay with their dogs during the party", note="must → may."),
    V("flipped", "Are squeaky toys allowed in the group areas?", [RULES], [f"{RULES}#belongings"],
      "Yes, squeaky toys are allowed in the group areas; only rawhide and bones are not.", UC,
      src="squeaky toys are not allowed in the group areas", note="a ban turned into a permission."),
    V("flipped", "Do boarding suites have webcams?", [SERV], [f"{SERV}#webcams"],
      "Yes, every boarding suite has a webcam that you can watch free of charge.", UC,
      src="Boarding suites have no webcams", note="a negation dropped (and the exception widened to all)."),
    V("invented", "What do I pay to board my dog for 3 nights in Seattle?", [US], [f"{US}#boarding"],
      "In the United States a night at Pawhaven Seattle costs US$52 per dog, so 3 nights come to US$156.", UN,
      note="a sum the source does not state (US$156)."),
    V("invented", "What does the Spa day voucher include?", [GIFT], [f"{GIFT}#spa-day"],
      "The Spa day voucher covers a bath and brush and a nail trim for one dog of any size. It also includes a bandana "
      "and a bag of treats to take home.", UC, note="an invented sentence (a bandana, treats), no digit."),
    V("jurisdiction", "How long is a daycare day at Pawhaven Toronto?", [f"{CA}#daycare"], [f"{CA}#daycare"],
      "A full daycare day lasts up to 10 hours, between 07:00 and 19:00, and a half day at most 5 hours.", NJ,
      src="In Canada, a full daycare day costs",
      note="a Canada-only context, durations given, the country not named (no city either)."),
    V("degenerate", "How much is a nail trim in Denver?", [US], [f"{US}#grooming"],
      "In the United States nail trimming at Pawhaven Denver costs 12 USD [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
    V("degenerate", "What does private play cost?", [RULES], [f"{RULES}#behaviour"],
      "Private play costs C$12 or US$10 more per day. Private play costs C$12 or US$10 more per day. Private play "
      "costs C$12 or US$10 more per day.", DG, note="one correct sentence repeated three times."),
    V("limitations", "How much is a group obedience class?", [SERV], [f"{SERV}#training"],
      "Group obedience classes cost C$240 or US$220 per dog for six weeks, one hour a week.", UN,
      limitations=["Class prices are expected to rise by 7% next year."],
      note="a correct answer; `limitations` invents a figure (7%)."),
    V("limitations", "Can I book a private training hour for Monday?", [SERV], [f"{SERV}#training"],
      "Private training costs C$90 or US$80 per hour.", UM,
      limitations=["I have booked a private training hour for your dog on Monday."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

RF, R28, KZ = "fst-ceny-rf", "fst-ceny-rf-2028", "fst-ceny-kz"
BRON, DETI, PRA, KORP = "fst-bronirovanie", "fst-deti", "fst-pravila", "fst-korporativy"
SERT, ABON, USL = "fst-sertifikaty", "fst-abonementy", "fst-uslugi"

RU = [
    # --- clean (20)
    V("clean", "Сколько стоит час аренды зала в Казани?", [RF], [f"{RF}#arenda"],
      "В России час аренды зала в Казани стоит 3 200 рублей.",
      note="«3 200 рублей» for «3 200 ₽»; Новосибирск left out."),
    V("clean", "Сколько стоит час аренды в Алматы и в Астане?", [KZ], [f"{KZ}#arenda"],
      "В Казахстане час аренды зала стоит 12 000 тенге в Алматы и 10 500 тенге в Астане.",
      note="«тенге» for «₸»; both cities at once."),
    V("clean", "Нас будет 14 человек вместе с фотографом, зал в Новосибирске. Сколько за час?", [RF], [f"{RF}#arenda"],
      "В России час аренды в Новосибирске стоит 2 600 ₽, но вас больше десяти, поэтому час обойдётся на 500 ₽ дороже; "
      "в зал пускают до двадцати человек, так что вы поместитесь.",
      note="the reader's 14 between the two bounds; no derived sum; «десяти», «двадцати»."),
    V("clean", "Можно снять зал в Казани в среду в 9:00 подешевле?", [RF], [f"{RF}#arenda"],
      "Да, если это не праздничный день: в России с понедельника по пятницу с 8:00 до 11:00 действует утренний тариф — "
      "1 900 ₽ в час.", note="the reader's day and time inside the window; the exception restated."),
    V("clean", "Можно ли в Астане забронировать зал на 1 час в субботу?", [KZ], [f"{KZ}#arenda"],
      "Нет: в Казахстане в субботу и воскресенье зал бронируют не меньше чем на два часа, а на один час — только в "
      "будни.", note="pretty-printed JSON; «Нет» from the weekend bound; «два часа».", pretty=True),
    V("clean", "Как изменилась цена аренды в Новосибирске с 2028 года?", [f"{R28}#arenda", f"{RF}#arenda"],
      [f"{R28}#arenda", f"{RF}#arenda"],
      "В России час аренды зала в Новосибирске стоил 2 300 ₽ в 2028 году, а сейчас стоит 2 600 рублей.",
      note="```json fence; two editions, both cited; notations swapped.", fence=True),
    V("clean", "Сколько стоит печать фото 10×15 в России и в Казахстане?", [f"{RF}#pechat", f"{KZ}#pechat"],
      [f"{RF}#pechat", f"{KZ}#pechat"], "Один отпечаток 10×15 стоит 24,90 ₽ в России и 120 ₸ в Казахстане.",
      note="two countries; the decimal comma; «120 ₸» for «120 тенге»."),
    V("clean", "Мне нужно напечатать 200 фото 10×15 в Казани. Сколько за штуку?", [RF], [f"{RF}#pechat"],
      "В России при заказе от ста отпечатков 10×15 каждый стоит 18 ₽, так что ваши 200 фото печатаются по этой цене.",
      note="the reader's 200 over «от 100»; «ста»."),
    V("clean", "Семейная фотосессия в Новосибирске, нас трое. Сколько платим?", [RF], [f"{RF}#fotosessii"],
      "В России семейная фотосессия для 2–5 человек стоит 9 000 ₽ за всю семью, так что вы втроём платите эту сумму, "
      "а не за каждого.", note="the reader's three inside 2–5; per family kept."),
    V("clean", "Отменяю аренду за двое суток. Предоплату вернут?", [BRON], [f"{BRON}#otmena"],
      "Да, полностью: вы отменяете не позднее чем за 24 часа до начала.",
      note="the reader's two days against a bound in hours; «вы»-addressed."),
    V("clean", "Опаздываем на 10 минут, но предупредили. Бронь не снимут?", [BRON], [f"{BRON}#opozdanie"],
      "Не снимут: бронь снимается, только если клиент опаздывает больше чем на 20 минут и не предупредил. Но время "
      "аренды из-за опоздания не продлевается.",
      limitations=["Если задержаться в зале после конца брони, каждые начатые 15 минут стоят 800 ₽ или 3 000 тенге."],
      note="the reader's 10 minutes and call against both conditions; `limitations` filled."),
    V("clean", "Сыну 15, можно ему одному на съёмку?", [DETI], [f"{DETI}#deti"],
      "Да. Правило «только вместе со взрослым» касается детей до 14 лет, а вашему сыну уже 15.",
      note="«Да.» opener; the reader's 15 over «до 14»."),
    V("clean", "Дочке 2 года. Сколько продлится съёмка?", [DETI], [f"{DETI}#deti"],
      "Не дольше сорока минут: столько длится съёмка ребёнка до трёх лет.",
      note="the reader's 2 under 3; words for every figure."),
    V("clean", "Ребёнку 8 лет, можно заменить фон на его фото?", [DETI], [f"{DETI}#retush"],
      "Да, замену фона делают и на детских фото: для детей до 14 лет это единственная сложная ретушь, и стоит она "
      "700 ₽ или 3 000 тенге за кадр.", note="the exception applied to the reader's 8."),
    V("clean", "Можно прийти со своими цветами и свечами?", [PRA], [f"{PRA}#rekvizit"],
      "Цветы — да, свой реквизит приносить можно. А свечи нельзя: под запретом конфетти, блёстки, краска и живой "
      "огонь.", note="two answers; the list as prose; candles read as «живой огонь»."),
    V("clean", "Можно ли нам поесть в зале?", [PRA], [f"{PRA}#eda"],
      "Нет, в зале не едят и не пьют — для этого есть гримёрка. Исключение только одно: торт для «смэш-кейка», и то на "
      "полу, на защитной плёнке.", note="«Нет» with the exception and its condition."),
    V("clean", "По абонементу для фотографов можно снимать 4 часа в понедельник?", [ABON], [f"{ABON}#abonement"],
      "Нет: понедельник подходит, абонемент действует с понедельника по четверг, но больше трёх часов в один день по "
      "нему не снимают.", note="the reader's 4 hours over «не больше 3»; «трёх»."),
    V("clean", "Можно ли оплатить сертификатом печать и потратить его в два захода?", [SERT], [f"{SERT}#sertifikat"],
      "Да, сертификатом можно оплатить и печать, а остаток сохраняется до конца срока — сертификат действует год со "
      "дня покупки.", note="«год» for «1 год»; two sentences joined."),
    V("clean", "Можно ли воспользоваться «Фотосессией для двоих» 8 марта?", [SERT], [f"{SERT}#dlya-dvoih"],
      "Нет, 8 марта по этому сертификату не снимают — как и 14 февраля; в остальные дни можно.",
      note="the reader's date is one of the two exceptions."),
    V("clean", "Сколько стоит макияж для меня и подруги в Алматы?", [USL], [f"{USL}#vizazhist"],
      "Макияж стоит 14 000 тенге за человека, то есть за каждую из вас; визажиста нужно заказать не позднее чем за три "
      "дня до съёмки.", note="per person kept for two readers; no derived sum; «три дня»."),

    # --- wrong (24)
    V("wrong-case", "Сколько стоит час аренды в Новосибирске?", [RF], [f"{RF}#arenda"],
      "В России час аренды зала в Новосибирске стоит 3 200 ₽.", MC, src="2 600 ₽ в Новосибирске",
      note="Казань's 3 200 ₽ given to Новосибирск."),
    V("wrong-case", "Сколько стоит печать фото 15×21?", [RF], [f"{RF}#pechat"],
      "В России печать фото 15×21 стоит 450 ₽ за отпечаток.", MC, src="15×21 — 60 ₽",
      note="the 30×40 print's 450 ₽ given to 15×21 (another product)."),
    V("wrong-case", "Сколько стоит срочная печать?", [RF], [f"{RF}#pechat"],
      "В России срочная печать за 1 час стоит на 200 ₽ дороже за каждый отпечаток.", UC, src="дороже за весь заказ",
      note="a per-order surcharge given per print."),
    V("wrong-case", "Сколько стоит задержаться в зале после конца брони?", [BRON], [f"{BRON}#opozdanie"],
      "Если задержаться в зале после конца брони, придётся доплатить 800 ₽ или 3 000 тенге за каждый час.", UC,
      src="каждые начатые 15 минут стоят 800 ₽", note="a price per started 15 minutes given per hour."),
    V("other-sentence", "За сколько нужно бронировать зал?", [BRON], [f"{BRON}#predoplata"],
      "Зал нужно бронировать не позднее чем за 30 минут до начала.", MC, src="не позднее чем за 2 часа до начала",
      note="the prepayment's 30 minutes (the next sentence) given to the booking notice."),
    V("other-sentence", "Если отменить аренду поздно, на какой срок можно перенести предоплату?", [BRON],
      [f"{BRON}#otmena"], "Предоплату можно один раз перенести на другую дату в течение 24 дней.", MC,
      src="в течение 30 дней", note="the «24 часа» of the sentence before given to the transfer, in days."),
    V("other-sentence", "Какую часть заказа можно оплатить баллами?", [ABON], [f"{ABON}#karta"],
      "Баллами можно оплатить не более 5 % заказа.", MC, src="не более 30 % заказа",
      note="the 5 % cashback (the first sentence) given to the payment cap."),
    V("uncited-fragment", "Сколько стоит печать фото 10×15 в России?", [f"{RF}#pechat", f"{R28}#pechat"],
      [f"{RF}#pechat"], "В России печать фото 10×15 стоит 19 рублей за отпечаток.", MC,
      note="the 2028 edition's 19 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит фотокнига?", [USL], [],
      "Фотокнига на 20 разворотов стоит 4 900 ₽, а каждый дополнительный разворот — 150 ₽.", NC,
      note="no citation at all: the figures are true but every one is in an uncited fragment."),
    V("exception", "Есть ли утренний тариф в Казани?", [RF], [f"{RF}#arenda"],
      "Да, в России с понедельника по пятницу с 8:00 до 11:00 час аренды стоит 1 900 ₽ в обоих городах, в том числе "
      "в праздничные дни.", UC, src="кроме праздничных дней", note="the exception overridden."),
    V("exception", "Выдаёте ли вы исходники?", [DETI], [f"{DETI}#sroki"],
      "Нет, исходники не выдаются никому.", UC, src="кроме съёмок для корпоративных клиентов",
      note="the exception (corporate clients) dropped and denied; no figure."),
    V("condition", "Как подтвердить бронь зала?", [BRON], [f"{BRON}#predoplata"],
      "Бронь подтверждается предоплатой 50 %, внести её можно в любое время до начала съёмки.", UC,
      src="в течение 30 минут, иначе она снимается", note="the condition (within 30 minutes) dropped and denied."),
    V("bound", "Сколько человек может быть в зале в Астане?", [KZ], [f"{KZ}#arenda"],
      "В Казахстане в зале должно быть не менее 8 человек.", UC, src="не более 8 человек",
      note="«не более» → «не менее»."),
    V("bound", "Когда пришлют готовые фото?", [DETI], [f"{DETI}#sroki"],
      "Обработанные кадры присылают ссылкой не раньше чем через 10 рабочих дней после съёмки.", UC,
      src="не позднее чем через 10 рабочих дней", note="«не позднее» → «не раньше»."),
    V("modality", "Нужно ли надевать бахилы, чтобы зайти на циклораму?", [PRA], [f"{PRA}#fon"],
      "На белую циклораму желательно заходить в бахилах, но можно и в обуви.", UC,
      src="заходят только в бахилах или босиком", note="a duty → «желательно»."),
    V("flipped", "Можно ли приносить свой реквизит?", [PRA], [f"{PRA}#rekvizit"],
      "Нет, свой реквизит приносить нельзя — пользуйтесь реквизитом студии, он входит в аренду.", UC,
      src="Свой реквизит приносить можно", note="a permission turned into a ban."),
    V("flipped", "Можно ли обменять подарочный сертификат на деньги?", [SERT], [f"{SERT}#sertifikat"],
      "Да, неиспользованный сертификат можно обменять на деньги до конца срока действия.", UC,
      src="Сертификат не обменивают на деньги", note="a negation dropped."),
    V("invented", "Сколько стоят 3 часа аренды в Казани?", [RF], [f"{RF}#arenda"],
      "В России час аренды в Казани стоит 3 200 ₽, так что 3 часа обойдутся в 9 600 ₽.", UN,
      note="a sum the source does not state (9 600 ₽)."),
    V("invented", "Что входит в «Фотосессию для двоих»?", [SERT], [f"{SERT}#dlya-dvoih"],
      "В сертификат входит час съёмки с фотографом для двух человек и обработанные кадры. Кроме того, каждому гостю "
      "дарят бокал шампанского и рамку для фото.", UC,
      note="an invented sentence (champagne, a frame), no digit."),
    V("jurisdiction", "Сколько стоит час аренды зала в Алматы?", [f"{KZ}#arenda"], [f"{KZ}#arenda"],
      "Час аренды зала стоит 12 000 ₸; бронь — минимум на один час, а в субботу и воскресенье — на два.", NJ,
      src="В Казахстане час аренды зала стоит",
      note="a Kazakhstan-only context, the country not named (only «₸»; no city)."),
    V("degenerate", "Сколько стоит фотосессия в Алматы?", [KZ], [f"{KZ}#fotosessii"],
      "В Казахстане индивидуальная фотосессия на 1 час в Алматы стоит KZT 32 000 [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
    V("degenerate", "Сколько стоит прокат платья?", [USL], [f"{USL}#platya"],
      "Платье напрокат стоит 1 000 ₽ за образ. Платье напрокат стоит 1 000 ₽ за образ. Платье напрокат стоит 1 000 ₽ "
      "за образ.", DG, note="one correct sentence repeated three times."),
    V("limitations", "Сколько стоит сложная ретушь?", [DETI], [f"{DETI}#retush"],
      "Сложная ретушь — изменение фигуры или замена фона — стоит 700 ₽ или 3 000 тенге за кадр.", UN,
      limitations=["Сейчас на сложную ретушь действует скидка 15 %."],
      note="a correct answer; `limitations` invents a discount (15 %)."),
    V("limitations", "Можно записаться к визажисту на субботу?", [USL], [f"{USL}#vizazhist"],
      "Да, если заказать визажиста не позднее чем за 3 дня до съёмки; макияж стоит 3 200 ₽ или 14 000 тенге за "
      "человека.", UM, limitations=["Я уже записал вас к визажисту на субботу."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
