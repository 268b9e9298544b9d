"""Labelled verify cases of unseen49 (the source of verify_cases.jsonl; build_unseen49.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand from the corpora
only, after the questions' commit and before anything was run. The split (2nd, 5th, 8th, ... case of
each kind per language is holdout) was fixed in README.md before the first corpus record was written.
Correct answers are written the way a strong model restates a rule: clauses reordered, "you"-addressed,
lists as prose, "Yes" / "No" / «Да» / «Нет» openers, words for figures ("ten days", "thirty-minute", «трёх
рабочих дней», «пяти рабочих дней», «одного рабочего дня»), a figure restated without digits only where the
text makes it true ("within a day" for "within 24 hours", "an hour and a half" for "one and a half hours",
"a thirty-minute walk-through video" for "a half-hour walk-through video", «половину цены ночи» for «50 %
цены ночи», «за двое суток» for «за 48 часов», «за сутки» for «за 24 часа»), another notation of the same
amount ("NZD 219" for "NZ$219", "159 Australian dollars" and "AUD 149" for "A$159" / "A$149", "NZ$129" for
"NZD 129"; «1 100 рублей» for «1 100 ₽», «950 ₽» for «950 рублей», «700 сомов» for «700 сом», «2 600 KGS»
for «2 600 сом»), the reader's figures checked against a bound, a window or a season, exceptions applied,
two countries or two editions at once, `limitations` filled, one pretty-printed and one fenced per language.
Wrong answers carry one fault each, in the shapes real models produce (see the README's table).
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


NZ, N30, AU = "cvn-rates-nz", "cvn-rates-nz-2030", "cvn-rates-au"
PICK, DRV, COV, ROAD = "cvn-pickup", "cvn-drivers", "cvn-cover", "cvn-roadside"
CAMP, BOOK, TRAV = "cvn-camping", "cvn-booking", "cvn-travel"

EN = [
    # --- clean (20)
    V("clean", "How much is a 4-berth motorhome a day in New Zealand in July?", [NZ], [f"{NZ}#daily-rates"],
      "In New Zealand a 4-berth motorhome costs NZD 219 a day in July, because the rate for May 1 to September 30 "
      "applies.", note="'NZD 219' for 'NZ$219'; the reader's month inside the low season."),
    V("clean", "We pick up in Christchurch on June 2 and return the van in Auckland after 20 days. Is there a one-way "
      "fee?", [NZ], [f"{NZ}#one-way"],
      "No. In New Zealand the NZ$150 one-way fee between Auckland and Christchurch is waived for hires of 14 days or "
      "more, and your June hire is outside December 1 to February 28, the only period when the waiver does not "
      "apply.", note="'No.' opener; the reader's length over the bound and date outside the excepted window."),
    V("clean", "Our Melbourne hire is 10 days and we plan to drive about 2,500 km. How do the kilometres work?", [AU],
      [f"{AU}#kilometres"],
      "In Australia every hire includes 300 km for each day, and the allowance is counted over the whole hire "
      "rather than day by day; only the kilometres beyond it cost A$0.35 each.",
      note="the rule restated for the reader; no derived allowance or sum."),
    V("clean", "What does a 2-berth campervan cost a day in Melbourne and in Cairns?", [AU], [f"{AU}#daily-rates"],
      "In Australia a 2-berth campervan costs 159 Australian dollars a day at Tussock Campers Melbourne and AUD 149 "
      "a day at Tussock Campers Cairns.",
      note="pretty-printed JSON; '159 Australian dollars' and 'AUD 149' for 'A$159' / 'A$149'; both cities.",
      pretty=True),
    V("clean", "How has the winter day rate of a 2-berth campervan in New Zealand changed since 2030?",
      [f"{N30}#daily-rates", f"{NZ}#daily-rates"], [f"{N30}#daily-rates", f"{NZ}#daily-rates"],
      "In New Zealand a 2-berth campervan cost NZ$129 a day from May 1 to September 30 in 2030, and the same "
      "season costs NZD 139 a day now.",
      note="```json fence; historical and current editions, both cited; notations swapped.", fence=True),
    V("clean", "How big is the bond in New Zealand and in Australia?", [f"{NZ}#bond", f"{AU}#bond"],
      [f"{NZ}#bond", f"{AU}#bond"],
      "The bond is NZ$2,500 in New Zealand and A$3,000 in Australia, held on a credit card at pick-up; with Zero "
      "Excess cover it drops to NZ$250 in New Zealand and A$300 in Australia.",
      note="two countries in one answer, each figure to its country; comma thousands."),
    V("clean", "I'm 22 and my wife is 26; we're hiring in Australia for 14 days. What do we pay for the drivers?",
      [DRV], [f"{DRV}#additional"],
      "Adding your wife as an additional driver costs nothing. Because you are between 21 and 24, you pay the young "
      "driver fee of A$20 a day in Australia, but for no more than ten days of the hire.",
      note="the reader's ages against the band; 'ten days' for '10 days'; 'no more than' for 'not more than'."),
    V("clean", "What does Zero Excess cost in Australia and what does it add?", [COV], [f"{COV}#reduction"],
      "In Australia Zero Excess costs A$55 a day. It takes your excess down to nothing and also covers windscreens "
      "and tyres, and you are charged for it for at most 30 days of a hire.",
      note="'down to nothing' for 'to nil'; 'at most' for 'not more than'."),
    V("clean", "We have Zero Excess. Are we covered if we drive through a flooded ford and damage the van?", [COV],
      [f"{COV}#exclusions"],
      "No. Damage caused by driving through water is excluded under every option, Zero Excess included.",
      note="'No.' opener; passive and reordered; no figure."),
    V("clean", "We broke down in Christchurch itself. How long until help reaches us?", [ROAD], [f"{ROAD}#response"],
      "In Christchurch a mechanic or a roadside patrol gets to you within an hour and a half.",
      note="'an hour and a half' for 'one and a half hours'; the reader's city among the four named."),
    V("clean", "How long should we allow for collecting the van, and what do we need to bring?", [PICK],
      [f"{PICK}#pickup"],
      "Allow about an hour for the handover, which includes a thirty-minute walk-through video of the van. The main "
      "driver needs a full driver licence and a credit card in their own name.",
      note="'thirty-minute' for 'half-hour' (true by the text); reordered."),
    V("clean", "We're tired of driving and want to bring the van back 3 days early. Do we get those days refunded?",
      [PICK], [f"{PICK}#early-return"],
      "No. Unused days are not refunded when a van comes back early; the only exception is a return caused by a "
      "mechanical breakdown that could not be fixed within a day.",
      note="'within a day' for 'within 24 hours'; the exception kept."),
    V("clean", "Where can we empty the toilet cassette, and does it cost anything?", [CAMP], [f"{CAMP}#dump"],
      "Only at a dump station. Every Tussock Campers depot has one that you can use free of charge from 8:00 am to "
      "5:00 pm.", note="reordered; clock times kept."),
    V("clean", "We're booking today for a pick-up in 30 days. How much do we pay now?", [BOOK], [f"{BOOK}#paying"],
      "All of it: a booking made less than 45 days before pick-up is paid in full, and yours is 30 days away. If you "
      "pay by debit card or bank transfer there is no 1.5% credit card surcharge.",
      note="the reader's 30 days under the bound; a list of payment means as prose."),
    V("clean", "Can we move our dates when pick-up is 10 days away, and what would it cost?", [BOOK],
      [f"{BOOK}#changes"],
      "Yes, if a van is available, but free changes end 30 days before pick-up, so a change now costs NZ$50 or A$50, "
      "plus any difference between the daily rates.", note="the reader's 10 days past the free window."),
    V("clean", "We're hiring in Cairns. Can we drive to Uluru in the Northern Territory?", [TRAV], [f"{TRAV}#states"],
      "No. A van hired in Cairns may not be driven in the Northern Territory or in Western Australia; Queensland, New "
      "South Wales, the Australian Capital Territory, Victoria and South Australia are allowed.",
      note="'No.' opener; the place read as the territory; no figure."),
    V("clean", "We'll have a toddler and want the camping kit for a 12-day hire from Christchurch in August. What do "
      "the extras cost?", [NZ], [f"{NZ}#extras"],
      "In New Zealand the child seat costs NZ$35 for the whole hire, and the camping kit costs NZ$8 a day but never "
      "more than NZ$80 per hire. Snow chains are free in August on hires from Christchurch.",
      note="the cap kept rather than a derived total; the reader's month and branch inside the snow-chain rule."),
    V("clean", "I locked the keys inside the van in Melbourne. What will the call-out cost?", [ROAD],
      [f"{ROAD}#your-costs"],
      "Keys locked inside the van count as a call-out caused by the hirer, and in Australia that costs A$140.",
      note="Melbourne read as Australia; reordered."),
    V("clean", "Can we do a one-way trip from Cairns to Melbourne in December?", [AU], [f"{AU}#one-way"],
      "No. In Australia the one-way hire from Cairns to Melbourne, at A$450, runs only from May 1 to October 31; the "
      "other direction, Melbourne to Cairns, costs A$950 and is available all year.",
      note="the reader's month outside the window; the other direction kept apart."),
    V("clean", "My licence is Japanese. What do I need to bring?", [DRV], [f"{DRV}#licence"],
      "Because your licence is not in English, you must show it with an International Driving Permit or an approved "
      "translation.",
      limitations=["Every driver must also be at least 21 years old and have held a full licence for at least one "
                   "year."],
      note="`limitations` filled with the fragment's other rule."),

    # --- wrong (24)
    V("wrong-case", "What does a 2-berth campervan cost a day at Tussock Campers Cairns?", [AU], [f"{AU}#daily-rates"],
      "In Australia a 2-berth campervan costs A$159 a day at Tussock Campers Cairns.", MC,
      src="A$149 a day at Tussock Campers Cairns", note="Melbourne's A$159 given to Cairns."),
    V("wrong-case", "What does Excess Lite cost a day in New Zealand?", [COV], [f"{COV}#reduction"],
      "In New Zealand Excess Lite costs NZ$35 a day and reduces the excess to NZ$2,000.", MC,
      src="for NZ$29 or A$35 a day",
      note="Australia's A$35 given to New Zealand as NZ$35 (the wrong country's figure in the wrong currency)."),
    V("wrong-case", "What is the late fee if we return the van after 1 pm?", [PICK], [f"{PICK}#return"],
      "A van returned after 1:00 pm is charged NZ$50 or A$50 for each day or part of a day.", UC,
      src="for each hour or part of an hour", note="a per-hour fee given per day (the figure right, the unit wrong)."),
    V("wrong-case", "How soon is the bond released in Australia?", [AU], [f"{AU}#bond"],
      "In Australia the A$3,000 bond is released within 10 calendar days of the van's return.", UC,
      src="within 10 working days", note="working days turned into calendar days."),
    V("other-sentence", "What happens if a breakdown can't be fixed quickly?", [ROAD], [f"{ROAD}#breakdown"],
      "If a mechanical fault cannot be fixed within 24 hours, we refund the daily rate for each full day you are "
      "without a van.", MC, src="within 12 hours",
      note="the roadside line's 24 hours (the sentence before) given to the repair window."),
    V("other-sentence", "What is the minimum hire over Christmas and New Year in New Zealand?", [NZ],
      [f"{NZ}#daily-rates"],
      "In New Zealand a hire that includes any day from December 20 to January 10 must be at least 21 days long.", MC,
      src="or 10 days when the hire includes",
      note="the discount's 21 days (the next sentence) given to the peak minimum hire."),
    V("other-sentence", "When is the whole hire charged if we cancel?", [BOOK], [f"{BOOK}#cancelling"],
      "If a booking is cancelled 15 days or fewer before pick-up, or the van is not collected, the whole hire is "
      "charged.", MC, src="14 days or fewer",
      note="the lower end of the deposit band (15 days, the sentence before) given to the full-charge rule."),
    V("uncited-fragment", "What does a 2-berth campervan cost a day in New Zealand in winter?",
      [f"{NZ}#daily-rates", f"{N30}#daily-rates"], [f"{NZ}#daily-rates"],
      "In New Zealand a 2-berth campervan costs NZ$129 a day from May 1 to September 30.", MC,
      note="the 2030 edition's NZD 129 (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How do deposits work when we book?", [BOOK], [],
      "A deposit of 20% of the hire is paid when you book, and the rest is due 45 days before pick-up.", NC,
      note="no citation at all: the figures are true but every one is in an uncited fragment."),
    V("exception", "Is the one-way fee between Auckland and Christchurch waived for long hires?", [NZ],
      [f"{NZ}#one-way"],
      "Yes. In New Zealand the NZ$150 one-way fee is waived for every hire of 14 days or more, whatever the time of "
      "year.", UC, src="except from December 1 to February 28",
      note="the excepted summer window overridden ('whatever the time of year')."),
    V("exception", "Are we covered on an unsealed road to a campground?", [COV], [f"{COV}#exclusions"],
      "No. Damage on unsealed roads is never covered, not even on a short road that leads to a campground.", UC,
      src="except on unsealed roads of up to 12 km that lead to a campground",
      note="the exception (up to 12 km to a campground) dropped and denied."),
    V("condition", "Are snow chains included in winter in New Zealand?", [NZ], [f"{NZ}#extras"],
      "Yes. In New Zealand snow chains are included free of charge from June 1 to September 30 on every hire, from "
      "Auckland as well as from Christchurch.", UC, src="for hires from Christchurch only",
      note="the one-branch condition dropped and contradicted."),
    V("bound", "For how many days is the young driver fee charged?", [DRV], [f"{DRV}#additional"],
      "Drivers aged 21 to 24 pay a young driver fee of NZ$15 a day in New Zealand, charged for at least 10 days per "
      "hire.", UC, src="charged for not more than 10 days per hire", note="'not more than' → 'at least'."),
    V("bound", "Which hires get a discount in New Zealand?", [NZ], [f"{NZ}#daily-rates"],
      "In New Zealand hires of up to 21 days get 10% off the daily rate.", UC, src="Hires of 21 days or more",
      note="'21 days or more' → 'up to 21 days'."),
    V("modality", "Do I need an International Driving Permit if my licence is in German?", [DRV], [f"{DRV}#licence"],
      "It is recommended but not required: you may bring an International Driving Permit or an approved translation "
      "if you like.", UC, src="must be shown with an International Driving Permit", note="must → optional."),
    V("modality", "How do unlimited kilometres work in Australia?", [AU], [f"{AU}#kilometres"],
      "In Australia every hire must include unlimited kilometres at A$25 a day, capped at A$250 per hire.", UC,
      src="Unlimited kilometres can be added", note="an optional extra stated as mandatory."),
    V("flipped", "Can I leave the bond on a debit card in Australia?", [AU], [f"{AU}#bond"],
      "Yes. In Australia you can leave the A$3,000 bond on a debit card as well as on a credit card.", UC,
      src="debit cards are not accepted for the bond", note="'not accepted' turned into accepted."),
    V("agent", "Can we take the van to Tasmania, and who books the ferry?", [TRAV], [f"{TRAV}#states"],
      "Yes, on hires of 14 days or more from Melbourne, and we book the Spirit of Tasmania ferry for you.", UC,
      src="booked by the hirer", note="the actor swapped (the hirer → Tussock Campers)."),
    V("invented", "What would 7 days in a 2-berth cost in New Zealand in June?", [NZ], [f"{NZ}#daily-rates"],
      "In New Zealand a 2-berth campervan costs NZ$139 a day in June, so 7 days cost NZ$973.", UN,
      note="a sum the source does not state (NZ$973)."),
    V("invented", "Can I add Zero Excess when I collect the van?", [COV], [f"{COV}#reduction"],
      "No. Zero Excess can only be added when you book, not at pick-up.", UC,
      note="an invented limitation (only at booking), no digit."),
    V("jurisdiction", "How much is the bond at Cairns or Melbourne?", [f"{AU}#bond"], [f"{AU}#bond"],
      "At Tussock Campers Cairns and Melbourne the bond is $3,000 on a credit card, or $300 with Zero Excess cover.",
      NJ, src="In Australia, a bond",
      note="an Australia-only context, the country not named (only bare '$' and the cities)."),
    V("degenerate", "What do you add to a fine you pass on?", [CAMP], [f"{CAMP}#fines"],
      "We pass each fine on with an administration fee of NZ$35 or A$40 [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
    V("limitations", "Can we freedom camp with the van in New Zealand?", [CAMP], [f"{CAMP}#self-contained"],
      "Yes. In New Zealand every Tussock Campers van is certified self-contained and may stay at freedom camping "
      "sites marked for self-contained vehicles.", UN,
      limitations=["Freedom camping is limited to 3 nights at one site."],
      note="a correct answer; `limitations` invents a figure (3 nights)."),
    V("limitations", "Can you move our pick-up to next month?", [BOOK], [f"{BOOK}#changes"],
      "Dates can be changed free of charge up to 30 days before pick-up, if a van is available.", UM,
      limitations=["I have moved your pick-up to the new dates for you."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

RF, R30, KG = "hst-ceny-rf", "hst-ceny-rf-2030", "hst-ceny-kg"
ZAS, BRON, PRAV, OPL = "hst-zaselenie", "hst-bron", "hst-pravila", "hst-oplata"
BAG, KUH, ZHAL = "hst-bagazh", "hst-kuhnya", "hst-zhaloby"

RU = [
    # --- clean (20)
    V("clean", "Сколько стоит место в общем номере в Москве в ночь со вторника на среду?", [RF], [f"{RF}#koyka"],
      "В России место в общем номере в Москве стоит 1 100 рублей за ночь; надбавка 200 ₽ действует только в ночи с "
      "пятницы на субботу и с субботы на воскресенье.",
      note="«1 100 рублей» for «1 100 ₽»; the reader's weeknight outside the surcharge."),
    V("clean", "Сколько стоит место в общем номере в Караколе в начале июня?", [KG], [f"{KG}#koyka"],
      "В Кыргызстане место в общем номере в Караколе стоит 700 сомов за ночь: цена 1 000 сом действует только с 15 "
      "декабря по 15 марта.", note="«700 сомов» (inflected) for «700 сом»; the reader's month outside the season."),
    V("clean", "Нас трое в двухместном номере с общей ванной в Екатеринбурге, третий — взрослый. Сколько платить за "
      "ночь?", [RF], [f"{RF}#nomer"],
      "В России двухместный номер с общей ванной в Екатеринбурге стоит 2 900 ₽ за ночь, а третий гость на "
      "раскладной кровати оплачивается отдельно — 900 ₽ за ночь.", note="two prices of one fragment; no derived sum."),
    V("clean", "Сколько стоит двухместный номер в Бишкеке и в Караколе?", [KG], [f"{KG}#nomer"],
      "В Кыргызстане двухместный номер стоит 2 600 KGS за ночь в Бишкеке и 2 200 KGS в Караколе; номеров с "
      "собственной ванной там нет.",
      note="pretty-printed JSON; «KGS» for «сом»; both cities.", pretty=True),
    V("clean", "Как изменилась цена места в общем номере в Москве с 2030 года?", [f"{R30}#koyka", f"{RF}#koyka"],
      [f"{R30}#koyka", f"{RF}#koyka"],
      "В России место в общем номере в Москве стоило 950 ₽ за ночь в 2030 году, а сейчас стоит 1 100 рублей.",
      note="```json fence; two editions, both cited; notations swapped.", fence=True),
    V("clean", "Сколько стоит полотенце в Москве и в Бишкеке?", [f"{RF}#uslugi", f"{KG}#uslugi"],
      [f"{RF}#uslugi", f"{KG}#uslugi"],
      "Полотенце в России стоит 150 ₽ на весь срок проживания, а в Кыргызстане его выдают бесплатно.",
      note="two countries, each rule to its own; the cities read as the countries."),
    V("clean", "Живём в Москве 30 ночей подряд с 1 февраля. Какая будет скидка?", [RF], [f"{RF}#dolgo"],
      "В России при проживании от 28 ночей подряд скидка составляет 25 %, а у вас 30 ночей; февраль не попадает в "
      "период с 25 декабря по 8 января, когда скидки не действуют.",
      note="the reader's count over the higher bound; the excepted window checked."),
    V("clean", "Хочу выехать в 16:00. Сколько придётся доплатить?", [ZAS], [f"{ZAS}#vremya"],
      "Поздний выезд до 18:00 стоит половину цены ночи.",
      note="«половину цены ночи» for «50 % цены ночи» (true by the text); the reader's hour inside the bound."),
    V("clean", "Я из Казахстана, еду в Москву. Какие документы нужны при заселении?", [ZAS], [f"{ZAS}#dokumenty"],
      "Иностранному гражданину нужен заграничный паспорт, а в России — ещё и миграционная карта. На миграционный учёт "
      "вас поставят бесплатно в течение одного рабочего дня после заселения.",
      note="«одного рабочего дня»; the reader read as a foreign citizen."),
    V("clean", "Мне 19, еду один. Нужно ли согласие родителей?", [ZAS], [f"{ZAS}#vozrast"],
      "Нет. С 18 лет гости заселяются самостоятельно, а вам 19.", note="«Нет.» opener; the reader's age over the bound."),
    V("clean", "Заезд через неделю, хочу отменить бронь. Вернут предоплату?", [BRON], [f"{BRON}#otmena"],
      "Да, полностью: предоплату возвращают, если отменить бронь не позднее чем за двое суток до дня заезда, а до "
      "вашего заезда ещё неделя.", note="«за двое суток» for «за 48 часов»; the reader's week over the bound."),
    V("clean", "Если забронировать без предоплаты, место точно сохранят?", [BRON], [f"{BRON}#predoplata"],
      "Бронь без предоплаты держат до 18:00 дня заезда; после этого место могут продать.",
      limitations=["При бронировании на сайте предоплата — стоимость первой ночи."],
      note="reordered; `limitations` filled with the fragment's other sentence."),
    V("clean", "До скольки вечером можно шуметь?", [PRAV], [f"{PRAV}#tishina"],
      "С 23:00 до 7:00 — тихие часы: громко разговаривать и включать музыку в это время нельзя. После двух "
      "предупреждений администратор может выселить гостя, и деньги за оставшиеся ночи не вернут.",
      note="reordered; «нельзя» for «запрещены»."),
    V("clean", "Можно ли курить кальян в хостеле в Москве?", [PRAV], [f"{PRAV}#kurenie"],
      "Нет. Кальян, как и электронные сигареты, курить на всей территории хостела запрещено; в России за это штраф "
      "3 000 рублей.", note="«Нет.» opener; «3 000 рублей» for «3 000 ₽»; Москва read as Россия."),
    V("clean", "Еду в командировку в Екатеринбург. Какие документы для отчёта мне дадут?", [OPL], [f"{OPL}#otchet"],
      "В России в день выезда вам выдадут кассовый чек и подтверждение проживания, а счёт на юридическое лицо "
      "подготовят по запросу в течение трёх рабочих дней.", note="«вам»-addressed; no figure."),
    V("clean", "Забыл в хостеле куртку две недели назад. Её ещё можно забрать?", [BAG], [f"{BAG}#zabytye"],
      "Да. Забытые вещи хранят 30 дней и только потом передают на благотворительность, а прошло две недели.",
      note="the reader's two weeks under the bound; a jacket is not among the excepted items."),
    V("clean", "Сколько стоит замок для шкафчика в Караколе?", [BAG], [f"{BAG}#shkafchiki"],
      "Платить за замок не нужно: можно повесить свой или взять наш за залог 300 сом, который вернут при выезде.",
      note="Каракол read as Кыргызстан (сом); «залог» kept as a deposit, not a price."),
    V("clean", "Можно ли готовить на кухне в полночь?", [KUH], [f"{KUH}#kuhnya"], "Нет: кухня открыта с 7:00 до 23:00.",
      note="the reader's hour outside the opening hours."),
    V("clean", "В номере нет отопления, а свободных мест нет. Что мне положено?", [ZHAL], [f"{ZHAL}#pereselenie"],
      "Вам вернут стоимость оставшихся ночей и оплатят такси до другого хостела — до 1 000 ₽ в России или до 700 "
      "сом в Кыргызстане.", note="the fallback rule applied to the reader; each amount to its country."),
    V("clean", "Кому жаловаться и как быстро ответят?", [ZHAL], [f"{ZHAL}#zhaloby"],
      "Сначала — администратору смены. Если за сутки вопрос не решён, пишите управляющей сетью Айгуль Токтогуловой "
      "на care@pereval-hostels.example; она ответит в течение пяти рабочих дней.",
      note="a person, a role and an address; «за сутки» for «за 24 часа»."),

    # --- wrong (24)
    V("wrong-case", "Сколько стоит место в общем номере в Екатеринбурге?", [RF], [f"{RF}#koyka"],
      "В России место в общем номере в Екатеринбурге стоит 1 100 ₽ за ночь.", MC, src="850 ₽ в Екатеринбурге",
      note="Москва's 1 100 ₽ given to Екатеринбург."),
    V("wrong-case", "Сколько стоит место в общем номере в Бишкеке?", [f"{RF}#koyka", f"{KG}#koyka"], [f"{KG}#koyka"],
      "В Кыргызстане место в общем номере в Бишкеке стоит 850 ₽ за ночь.", MC, src="850 сом за ночь в Бишкеке",
      note="the wrong currency: 850 ₽ is Екатеринбург's price (uncited fragment); Бишкек's is 850 сом."),
    V("wrong-case", "Сколько стоит хранение багажа после 22:00?", [BAG], [f"{BAG}#bagazh"],
      "После 22:00 хранение багажа стоит 200 ₽ или 150 сом за место в час.", UC, src="за место в сутки",
      note="a per-day charge given per hour (the figures right, the unit wrong)."),
    V("wrong-case", "Когда вернут предоплату в России?", [BRON], [f"{BRON}#vozvrat"],
      "В России предоплату возвращают на карту, с которой платили, в течение 10 календарных дней.", UC,
      src="в течение 10 рабочих дней", note="рабочие дни turned into календарные."),
    V("other-sentence", "Во сколько заселение и выезд?", [ZAS], [f"{ZAS}#vremya"],
      "Заселение — с 9:00, выезд — до 12:00.", MC, src="Заселение — с 14:00",
      note="the early check-in's 9:00 (the next sentence) given to the ordinary check-in."),
    V("other-sentence", "Сколько багаж хранят бесплатно после выезда?", [BAG], [f"{BAG}#bagazh"],
      "После выезда багаж храним бесплатно до 14 суток.", MC, src="В день выезда багаж храним бесплатно до 22:00",
      note="the paid storage's limit (14 суток, the next sentence) given to the free storage."),
    V("other-sentence", "За сколько нужно отменить бронь на июнь, чтобы вернули предоплату?", [BRON],
      [f"{BRON}#otmena"],
      "Предоплату возвращают полностью при отмене не позднее чем за 7 суток до дня заезда.", MC,
      src="не позднее чем за 48 часов",
      note="the New Year window's 7 суток (the next sentence) given to an ordinary June booking."),
    V("uncited-fragment", "Сколько стоит двухместный номер с общей ванной в Москве?",
      [f"{RF}#nomer", f"{R30}#nomer"], [f"{RF}#nomer"],
      "В России двухместный номер с общей ванной в Москве стоит 3 400 ₽ за ночь.", MC,
      note="the 2030 edition's 3 400 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Во сколько заселение и выезд?", [ZAS], [],
      "Заселение — с 14:00, выезд — до 12:00.", NC,
      note="no citation at all: the times are true but they are in an uncited fragment."),
    V("exception", "Сколько хранят забытые вещи?", [BAG], [f"{BAG}#zabytye"],
      "Все забытые вещи, в том числе документы, храним 30 дней, а потом передаём на благотворительность.", UC,
      src="кроме документов, денег и ценностей", note="the exception (documents, 3 months) overridden."),
    V("exception", "Действует ли скидка за долгое проживание в новогодние праздники?", [RF], [f"{RF}#dolgo"],
      "Да. В России скидка 10 % от 7 ночей подряд действует круглый год, включая новогодние праздники.", UC,
      src="Скидки не действуют с 25 декабря по 8 января", note="the excepted window overridden."),
    V("condition", "Можно ли заехать пораньше?", [ZAS], [f"{ZAS}#vremya"],
      "Да, ранний заезд с 9:00 до 14:00 возможен всегда и стоит 50 % цены ночи.", UC,
      src="если есть свободные места", note="the condition (free places) dropped: «возможен всегда»."),
    V("bound", "Кто может жить только в отдельных номерах?", [ZAS], [f"{ZAS}#vozrast"],
      "Дети старше 14 лет живут только в отдельных номерах вместе со взрослыми.", UC, src="Дети до 14 лет",
      note="«до 14» → «старше 14»."),
    V("bound", "Сколько можно хранить багаж после выезда?", [BAG], [f"{BAG}#bagazh"],
      "После 22:00 хранение стоит 200 ₽ или 150 сом за место в сутки, минимум 14 суток.", UC,
      src="но не более 14 суток", note="«не более 14 суток» → «минимум 14 суток»."),
    V("modality", "Нужно ли брать замок для шкафчика у вас?", [BAG], [f"{BAG}#shkafchiki"],
      "Да, замок для шкафчика обязательно берут у хостела за залог 500 ₽ или 300 сом; свой замок вешать нельзя.", UC,
      src="Замок можно взять свой или наш", note="a choice stated as an obligation."),
    V("modality", "Нужна ли иностранцу миграционная карта при заселении в России?", [ZAS], [f"{ZAS}#dokumenty"],
      "Иностранцу в России нужен заграничный паспорт, а миграционную карту показывать не обязательно.", UC,
      src="а в России ещё и миграционная карта", note="a required document stated as optional."),
    V("flipped", "Можно ли привести друга к себе в номер?", [PRAV], [f"{PRAV}#gosti"],
      "Да, посетителей можно приводить в номер с 10:00 до 22:00.", UC, src="В номера посетителей не пускаем",
      note="a ban turned into a permission (the hall's hours given to the rooms)."),
    V("agent", "Как жалоба попадает к управляющей сетью?", [ZHAL], [f"{ZHAL}#zhaloby"],
      "Если вопрос не решён за 24 часа, администратор смены сам передаёт жалобу управляющей сетью Айгуль "
      "Токтогуловой.", UC, src="напишите управляющей сетью",
      note="the actor swapped (the guest writes → the administrator forwards)."),
    V("invented", "Сколько стоят 3 ночи в общем номере в Москве с понедельника по четверг?", [RF], [f"{RF}#koyka"],
      "В России место в общем номере в Москве стоит 1 100 ₽ за ночь, так что 3 ночи обойдутся в 3 300 ₽.", UN,
      note="a sum the source does not state (3 300 ₽)."),
    V("invented", "Можно ли оплатить проживание по СБП?", [OPL], [f"{OPL}#sposoby"],
      "Да, но в России по СБП можно оплатить только проживание в отдельных номерах.", UC,
      note="an invented limitation (private rooms only), no digit."),
    V("jurisdiction", "Сколько стоит двухместный номер в Бишкеке?", [f"{KG}#nomer"], [f"{KG}#nomer"],
      "Двухместный номер в Бишкеке стоит 2 600 сом за ночь, в Караколе — 2 200 сом.", NJ,
      src="В Кыргызстане двухместный номер",
      note="a Kyrgyzstan-only context, the country not named (only «сом» and the cities)."),
    V("degenerate", "Чай и кофе платные?", [KUH], [f"{KUH}#chay"],
      "Чай и кофе для гостей бесплатны и доступны круглосуточно. Чай и кофе для гостей бесплатны и доступны "
      "круглосуточно. Чай и кофе для гостей бесплатны и доступны круглосуточно.", DG,
      note="one correct sentence repeated three times."),
    V("limitations", "Сколько стоит стирка в Москве?", [RF], [f"{RF}#uslugi"],
      "В России стирка стоит 300 ₽ за загрузку до 5 кг.", UN,
      limitations=["В выходные дни стирка стоит на 100 ₽ дороже."],
      note="a correct answer; `limitations` invents a figure (100 ₽)."),
    V("limitations", "Можете забронировать мне место на пятницу?", [BRON], [f"{BRON}#predoplata"],
      "При бронировании на сайте предоплата — стоимость первой ночи; бронь без предоплаты держат до 18:00 дня "
      "заезда.", UM, limitations=["Я уже забронировал для вас место на пятницу."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
