"""Labelled verify cases of unseen44 (the source of verify_cases.jsonl; build_unseen44.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand from the corpora
only, after the questions' commit and before anything was run. The split (2nd, 5th, 8th, ... case of
each kind per language is holdout) was fixed in README.md before the first corpus record was written.
Correct answers are written the way a strong model restates a rule: active / passive swapped, clauses
reordered, "you"-addressed, lists as prose, words for figures ("three working days", "six months",
«три месяца», «шестнадцати», «двух»), another notation of the same amount ("39 euros" for "€39", "18
euros" for "EUR 18", "25 euros" for "EUR 25", «350 рублей» for «350 ₽», «2 800 ₽» for «2 800 рублей»,
«13 бел. руб.» for «13 BYN»), "Yes" / "No" / «Да» / «Нет» openers, `limitations` filled, one
pretty-printed and one fenced per language. Wrong answers carry one fault each, in the shapes real
models produce (see the README's table).
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


NL, N28, BE = "vlm-prices-nl", "vlm-prices-nl-2028", "vlm-prices-be"
RENT, SUB, WORK, SAF = "vlm-rental-terms", "vlm-subscription-terms", "vlm-workshop-terms", "vlm-safety"
PAY, BUS, KIDS = "vlm-payments", "vlm-business", "vlm-kids"

EN = [
    # --- clean (18)
    V("clean", "What does a standard service cost in Haarlem?", [NL], [f"{NL}#repairs"],
      "In the Netherlands you pay 39 euros for a standard service at the Haarlem shop.",
      note="'39 euros' for '€39'; Haarlem's value of a two-shop sentence."),
    V("clean", "Is the inner tube included when you fix a flat in Belgium?", [BE], [f"{BE}#repairs"],
      "Yes. In Belgium the tube is part of the price, and a flat tyre repair costs 18 euros.",
      note="'Yes.' opener; '18 euros' for 'EUR 18'; reordered."),
    V("clean", "I have an e-bike and want a full service in Leuven. Is there a surcharge?", [BE], [f"{BE}#repairs"],
      "Yes. In Belgium an e-bike surcharge of 25 euros is added, but only to a full service, which itself costs "
      "EUR 110.", note="the 'full service only' condition kept; '25 euros' for 'EUR 25'."),
    V("clean", "We want to rent e-bikes for a week in the Netherlands. What's the price?", [NL], [f"{NL}#rental"],
      "For a whole week an e-bike costs €160 in the Netherlands, against €32 for a single day.",
      note="week and day prices of the e-bike, city bike left out."),
    V("clean", "How has the Dutch student subscription price changed since 2028?",
      [f"{N28}#ebike-subscription", f"{NL}#ebike-subscription"], [f"{N28}#ebike-subscription", f"{NL}#ebike-subscription"],
      "For students in the Netherlands the e-bike subscription went from 55 euros a month in 2028 to €59 a month now.",
      note="historical and current editions, both cited."),
    V("clean", "My 16-year-old wants to rent a city bike. Is that allowed?", [RENT], [f"{RENT}#who-may-rent"],
      "Yes, provided you as a parent sign a consent: a city bike can be rented by someone aged 16 or 17, although an "
      "e-bike cannot.", note="pretty-printed JSON; the reader's 16 inside '16 or 17'; active/passive swapped.",
      pretty=True),
    V("clean", "When do I get the deposit for my rented e-bike back?", [RENT], [f"{RENT}#deposit"],
      "Your €150 deposit is released within three working days of the e-bike coming back.",
      note="```json fence; 'three working days'.", fence=True),
    V("clean", "I brought the bike back 2 hours late. What will I be charged?", [RENT], [f"{RENT}#late-return"],
      "Once the free 30 minutes are over, you are charged €5 for every hour you have started, though never more than "
      "the price of one extra day.", note="'you'-addressed; the cap kept; no derived sum."),
    V("clean", "My rented city bike was stolen, but I had only used one of the locks. What do I owe?", [RENT],
      [f"{RENT}#damage"],
      "The full value of the bike. The lower own risk of €150 for a city bike only applies when both locks were used.",
      note="the condition not met: full value."),
    V("clean", "How do I end my e-bike subscription after five months?", [SUB], [f"{SUB}#term"],
      "After the first three months you can stop whenever you like, giving one month's notice either in writing or "
      "through the app.", note="words for figures; the reader past the minimum term."),
    V("clean", "My subscription e-bike has been stolen. What happens now?", [SUB], [f"{SUB}#theft"],
      "Report the theft to the police within 24 hours and send Velomaat the report. You then pay €60 own risk, and "
      "a new bike arrives within five working days.", limitations=["A second theft within 12 months costs €250."],
      note="`limitations` filled with the rest of the fragment."),
    V("clean", "Is a worn chain covered by the repair warranty?", [WORK], [f"{WORK}#warranty"],
      "No. Chains wear out, as do tyres and brake pads, so the warranty leaves them out; on labour you get six "
      "months.", note="'No.' from the exclusion; 'six months'."),
    V("clean", "Can I bring my own brake set for you to fit?", [WORK], [f"{WORK}#own-parts"],
      "No, brakes are one of the two things you can't bring, along with e-bike batteries. Other parts of your own are "
      "fitted at €48 an hour, with no warranty on them.", note="the exception applied; list as prose."),
    V("clean", "My child is 4. Can I rent a child seat for her?", [SAF], [f"{SAF}#child-seats"],
      "Yes. A child seat takes children from 9 months to 6 years who weigh no more than 22 kg, and it costs €5 a day.",
      note="the reader's 4 inside 9 months to 6 years."),
    V("clean", "As an adult, do I have to wear a helmet on a rented e-bike?", [SAF], [f"{SAF}#helmets"],
      "No. For adults a helmet is advised rather than compulsory, unless you ride a speed pedelec; with an e-bike "
      "rental it comes free anyway.", note="'No.' from the rule with its exception kept; no figure."),
    V("clean", "Is there a surcharge if I pay with a debit card?", [PAY], [f"{PAY}#methods"],
      "No. A surcharge of 2% is added to credit card payments only; paying by debit card or in cash costs nothing "
      "extra.", note="the exception's contrast reordered."),
    V("clean", "There are 25 of us renting bikes together. Do we need a guide?", [BUS], [f"{BUS}#groups"],
      "Yes. A group of more than 20 riders has to take a guide, who costs €150 per group for each half day.",
      note="the reader's 25 over 20; per group kept."),
    V("clean", "How often can a grow-along bike be swapped for a bigger one?", [KIDS], [f"{KIDS}#grow-along"],
      "At most once a year, free of charge, for the next size up, until your child turns 12.",
      note="clauses reordered; no price quoted."),

    # --- wrong (18)
    V("wrong-case", "What does a standard service cost at Velomaat Leuven?", [BE], [f"{BE}#repairs"],
      "In Belgium a standard service at Velomaat Leuven costs EUR 52.", MC, src="EUR 48 at Velomaat Leuven",
      note="Antwerp's EUR 52 given to Leuven."),
    V("wrong-case", "How much is an e-bike for a week in Belgium?", [BE], [f"{BE}#rental"],
      "In Belgium you can rent an e-bike for a whole week for EUR 70.", MC, src="EUR 175 a week",
      note="the city bike's weekly EUR 70 given to the e-bike."),
    V("wrong-case", "How much is a course of riding lessons?", [KIDS], [f"{KIDS}#lessons"],
      "A course of 5 lessons costs €65 for the whole group of up to 6 children.", UC, src="€65 per child",
      note="a per-child price given per group (the figure right, its unit wrong)."),
    V("other-sentence", "How long is a repaired bike stored for free?", [WORK], [f"{WORK}#collection"],
      "After we tell you your bike is ready, we keep it for free for 3 days; after that storage is charged daily.",
      MC, src="stored free of charge for 14 days", note="the '3 months' of the next sentence given to free storage, in days."),
    V("other-sentence", "How soon must I report the theft of my subscription e-bike to the police?", [SUB],
      [f"{SUB}#theft"],
      "You have 12 months to report the theft to the police and send the report to Velomaat.", MC,
      src="within 24 hours", note="the second theft's 12 months given to the police report."),
    V("uncited-fragment", "What does a full service cost in the Netherlands?", [f"{NL}#repairs", f"{N28}#repairs"],
      [f"{NL}#repairs"], "In the Netherlands a full service costs 89 euros in both shops.", MC,
      note="the 2028 edition's 89 euros (uncited) given as today's, citing today's list."),
    V("exception", "Can I leave the rental deposit in cash?", [RENT], [f"{RENT}#deposit"],
      "No. The deposit is always blocked on a card; cash deposits are never accepted.", UC,
      src="except at Velomaat Haarlem", note="the exception (Haarlem) dropped."),
    V("overgeneral", "Who is allowed to ride my subscription e-bike?", [SUB], [f"{SUB}#term"],
      "Anyone you lend it to may ride it, as long as they are 16 or over.", UC,
      src="Only the subscriber may ride the bike", note="'only' widened: the household condition dropped."),
    V("agent", "My son damaged the bike I rented. Who pays?", [RENT], [f"{RENT}#who-may-rent"],
      "The person who was riding pays for the damage, even though you signed the rental contract.", UC,
      src="The adult who signed the rental contract pays for any damage",
      note="who pays swapped: the rider, where the adult who signed does."),
    V("flipped", "Can a 17-year-old rent an e-bike if a parent consents?", [RENT], [f"{RENT}#who-may-rent"],
      "Yes. Renters aged 16 or 17 may take an e-bike once a parent has signed the consent.", UC,
      src="but not an e-bike", note="a ban turned into a permission."),
    V("bound", "I'm cancelling a rental 30 hours before pick-up. What do I get back?", [PAY], [f"{PAY}#refunds"],
      "Between 48 and 24 hours before pick-up, a quarter of the price is refunded to your card.", UC,
      src="50% is refunded", note="the share changed: half → a quarter."),
    V("condition", "Can I get a flat fixed while I wait in Haarlem?", [NL], [f"{NL}#repairs"],
      "Yes. In the Netherlands repairs are done while you wait on any day of the week, for jobs of under 30 minutes.",
      UC, src="from Monday to Friday only", note="the condition changed: weekdays → any day."),
    V("modality", "Do children need a helmet on a rented bike?", [SAF], [f"{SAF}#helmets"],
      "For children under 12 a helmet is recommended; with a city bike it costs €3 a day.", UC,
      src="Children under 12 must wear a helmet", note="modality changed: 'must' → 'recommended'."),
    V("bound", "When is the first month of the Dutch e-bike subscription paid?", [NL], [f"{NL}#ebike-subscription"],
      "In the Netherlands the first month is paid in arrears, at the end of the month.", UC,
      src="the first month is paid in advance", note="the wrong side of the event: in advance → in arrears."),
    V("invented", "What do two e-bikes for a week cost in the Netherlands?", [NL], [f"{NL}#rental"],
      "In the Netherlands an e-bike costs €160 a week, so two e-bikes come to €320.", UN,
      note="a sum the source does not state (€320)."),
    V("invented", "What comes with the Belgian e-bike subscription?", [BE], [f"{BE}#ebike-subscription"],
      "The Belgian subscription is paid two months in advance. Every subscriber also gets a free lock and helmet.",
      UC, note="an invented sentence (a free lock and helmet), no digit."),
    V("jurisdiction", "What does a city bike cost to rent?", [f"{BE}#rental"], [f"{BE}#rental"],
      "A city bike costs EUR 14 a day at Velomaat Antwerpen, or EUR 70 for the week.", NJ,
      src="In Belgium, a city bike costs", note="a Belgium-only context, the country not named."),
    V("degenerate", "How much is the e-bike subscription in Belgium?", [BE], [f"{BE}#ebike-subscription"],
      "In Belgium the e-bike subscription costs EUR 89 a month [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
]

RF, R28, BY = "lch-ceny-rf", "lch-ceny-rf-2028", "lch-ceny-by"
VOZ, PRA, VZV, ARE, BAR, LOY = "lch-vozrast", "lch-pravila", "lch-vozvrat", "lch-arenda", "lch-bar", "lch-loyalnost"

RU = [
    # --- clean (18)
    V("clean", "Сколько стоит дневной билет в Казани?", [RF], [f"{RF}#bilety"],
      "В России дневной сеанс в Казани обойдётся в 350 рублей.", note="«350 рублей» for «350 ₽»; Самара left out."),
    V("clean", "Сколько стоит вечерний сеанс в Минске?", [BY], [f"{BY}#bilety"],
      "Вечерний билет в Минске стоит 13 бел. руб. — такова цена в Беларуси.",
      note="«13 бел. руб.» for «13 BYN»; the country named at the end."),
    V("clean", "Как изменилась цена кинокарты в Казани с 2028 года?", [f"{R28}#kinokarta", f"{RF}#kinokarta"],
      [f"{R28}#kinokarta", f"{RF}#kinokarta"],
      "В России кинокарта на 10 сеансов в Казани стоила 2 800 ₽ в 2028 году, а сейчас за неё платят 3 200 рублей.",
      note="two editions, both cited; notations swapped."),
    V("clean", "Сколько действует кинокарта в Минске и можно ли её отдать?", [BY], [f"{BY}#kinokarta"],
      "В Беларуси кинокарта действует три месяца, а передать её другому человеку — можно.",
      note="pretty-printed JSON; «три месяца»; the elided «можно».", pretty=True),
    V("clean", "Я студентка очного отделения. Будет ли скидка в субботу днём в Самаре?", [RF], [f"{RF}#skidki"],
      "Нет. В России студентам очной формы скидку 30 % дают только на дневные сеансы по будням, а суббота — не будний "
      "день.", note="```json fence; Saturday outside «по будням».", fence=True),
    V("clean", "У нас многодетная семья. Будет ли скидка на обычный вечерний сеанс?", [RF], [f"{RF}#skidki"],
      "Да. Многодетной семье в России положена скидка 20 % на любой сеанс, если это не зал IMAX; с другими скидками "
      "она не суммируется.", note="«Да.» opener; the IMAX exception kept as a condition."),
    V("clean", "Мне 16. Можно одному на фильм 16+?", [VOZ], [f"{VOZ}#markirovka"],
      "Да: с шестнадцати лет на фильмы 16+ проходят без взрослых.", note="the reader's 16 on the bound; «шестнадцати»."),
    V("clean", "Ребёнку 5 лет, хотим на мультфильм 6+. Пустят?", [VOZ], [f"{VOZ}#markirovka"],
      "Нет, на фильмы 6+ детей младше шести лет не пускают.", note="the reader's 5 under 6; word order changed."),
    V("clean", "Я одна с тремя детьми 4, 5 и 6 лет. Можно нам всем на сеанс?", [VOZ], [f"{VOZ}#deti"],
      "Да: один взрослый может привести не больше трёх детей младше 7 лет, так что вы укладываетесь.",
      note="the reader's three children under 7 against «не более 3»; «не больше трёх»."),
    V("clean", "Моему сыну 15. Подойдёт ли школьный билет, чтобы подтвердить возраст?", [VOZ], [f"{VOZ}#dokumenty"],
      "Нет. С 14 лет возраст подтверждают только паспортом, так что школьный билет в 15 лет уже не подойдёт.",
      note="the reader's 15 past 14."),
    V("clean", "Можно ли принести в зал свои чипсы?", [PRA], [f"{PRA}#eda"],
      "Нет, приносить свою еду нельзя — исключение сделано только для детского питания; еду и напитки из кинобара "
      "проносить можно.", note="«Нет» from the ban with its exception."),
    V("clean", "Опоздал на 10 минут на IMAX. Пустят?", [PRA], [f"{PRA}#opozdanie"],
      "Нет. На сеансы IMAX после начала фильма не пускают, хотя на обычные сеансы можно войти в течение 20 минут.",
      note="the IMAX exception applied over the general 20 minutes."),
    V("clean", "Можно фотографировать в фойе?", [PRA], [f"{PRA}#semka"],
      "Да, фотографировать в фойе разрешено; запрещено только снимать сам фильм.", note="the elided «можно» read."),
    V("clean", "Хочу обменять билет на более дешёвый сеанс. Вернут разницу?", [VZV], [f"{VZV}#obmen"],
      "Нет. Если новый билет дешевле, разницу не возвращают; обменять билет можно один раз и не позже чем за 2 часа "
      "до начала.", note="«Нет.» opener; reordered."),
    V("clean", "Сеанс отменили. Что мне положено?", [VZV], [f"{VZV}#otmena"],
      "Вам вернут все деньги и дадут бесплатный билет на любой сеанс — воспользоваться им нужно в течение 30 дней.",
      note="reworded; «вам»-addressed."),
    V("clean", "Сколько стоит аренда малого зала в субботу в Минске?", [ARE], [f"{ARE}#arenda"],
      "В Беларуси малый зал на 40 мест в выходные стоит 800 BYN за 2 часа; забронировать его нужно не позднее чем "
      "за 5 дней.", note="one country's weekend value of four."),
    V("clean", "Нам по 20 лет, идём на сеанс в 19:00. Сколько пива можно взять?", [BAR], [f"{BAR}#alkogol"],
      "Не больше двух порций на билет: пиво и вино продают гостям с 18 лет на сеансы, которые начинаются после 18:00.",
      note="the reader's 20 and 19:00 over the bounds; «двух»."),
    V("clean", "Сколько процентов баллами начисляют в статусе «Золото»?", [LOY], [f"{LOY}#bally"],
      "В статусе «Золото» баллами возвращается 10 % от каждой покупки вместо обычных 5 %.",
      note="reworded; both shares from the same sentence, right subjects."),

    # --- wrong (20)
    V("wrong-case", "Сколько стоит дневной сеанс в Самаре?", [RF], [f"{RF}#bilety"],
      "В России дневной сеанс в Самаре стоит 350 ₽.", MC, src="320 ₽ в Самаре", note="Kazan's 350 ₽ given to Samara."),
    V("wrong-case", "Сколько стоит билет для ребёнка до 14 лет в Беларуси?", [BY], [f"{BY}#bilety"],
      "В Беларуси дети до 14 лет платят 7 BYN за любой сеанс, который начинается до 20:00.", MC,
      src="Детям до 14 лет — 6 бел. руб.", note="Gomel's daytime 7 BYN given to the children's price."),
    V("wrong-case", "Сколько стоит поход в кино для школьного класса?", [ARE], [f"{ARE}#shkoly"],
      "Школьная группа от 15 учеников по будням до 15:00 платит 200 ₽ за весь класс.", UC,
      src="200 ₽ или 5 BYN за ученика", note="a per-pupil price given per class."),
    V("wrong-case", "Сколько стоит детский день рождения в России?", [ARE], [f"{ARE}#den-rozhdeniya"],
      "В России детский день рождения стоит 9 000 ₽ с каждого ребёнка, если детей не больше 10.", UC,
      src="за всю группу", note="a per-group price given per child."),
    V("other-sentence", "Сколько действует кинокарта в России?", [RF], [f"{RF}#kinokarta"],
      "В России кинокарта действует 10 месяцев со дня покупки.", MC, src="действует 4 месяца",
      note="the «10 сеансов» of the same sentence given to the validity, in months."),
    V("uncited-fragment", "Сколько стоит вечерний билет в Казани?", [f"{RF}#bilety", f"{R28}#bilety"], [f"{RF}#bilety"],
      "В России вечерний сеанс в Казани стоит 420 ₽.", MC,
      note="the 2028 edition's 420 рублей (uncited) given as today's, citing today's list."),
    V("exception", "Можно прийти на сеанс в 21:00 с ребёнком двух лет на руках, без билета для него?", [VOZ],
      [f"{VOZ}#deti"], "Да, дети до 3 лет проходят бесплатно на руках у взрослого на любой сеанс.", UC,
      src="кроме сеансов после 20:00", note="the exception (after 20:00) dropped."),
    V("exception", "Действует ли скидка многодетным на IMAX?", [RF], [f"{RF}#skidki"],
      "Да, в России многодетные семьи получают скидку 20 % на любой сеанс, в том числе в IMAX.", UC,
      src="кроме сеансов в зале IMAX", note="the exception overridden."),
    V("flipped", "Можно ли принести в зал воду?", [PRA], [f"{PRA}#eda"],
      "Нет, свои напитки, включая воду, приносить нельзя — только купленное в кинобаре.", UC,
      src="воду в закрытой бутылке — можно", note="an elided permission turned into a ban."),
    V("flipped", "Можно ли снимать фильм на телефон?", [PRA], [f"{PRA}#semka"],
      "Да, снимать на телефон для себя можно, нельзя только мешать соседям.", UC,
      src="Снимать фильм на телефон или камеру запрещено", note="a ban turned into a permission."),
    V("agent", "Кто доплачивает, если при обмене новый билет дороже?", [VZV], [f"{VZV}#obmen"],
      "Если новый билет дороже, разницу берёт на себя кинотеатр.", UC, src="разницу доплачивает зритель",
      note="who pays swapped: the cinema, where the viewer does."),
    V("bound", "До какого момента можно вернуть билет?", [VZV], [f"{VZV}#vozvrat"],
      "Билет можно вернуть и в течение 30 минут после начала сеанса — деньги вернут полностью.", UC,
      src="не позднее чем за 30 минут до начала сеанса", note="the wrong side of the event: «за … до» → «после»."),
    V("bound", "С какого возраста подростки ходят на фильмы 16+ без взрослых?", [VOZ], [f"{VOZ}#markirovka"],
      "На фильмы 16+ подростки могут ходить самостоятельно уже с 14 лет.", UC,
      src="подростки 14–15 лет проходят только со взрослым", note="the age shifted: 16 → 14."),
    V("bound", "Какую часть билета можно оплатить баллами?", [LOY], [f"{LOY}#bally"],
      "Баллами можно оплатить билет полностью, но не кинокарту.", UC, src="до 50 % стоимости билета",
      note="the share changed: up to 50 % → all of it."),
    V("overgeneral", "Где можно купить кинокарту в Беларуси?", [BY], [f"{BY}#kinokarta"],
      "В Беларуси кинокарту на 8 сеансов продают во всех кинотеатрах сети — и в Минске, и в Гомеле.", UC,
      src="продаётся только в Минске", note="«только» widened to every city."),
    V("modality", "Обязательно ли брать документ на сеанс 18+?", [VOZ], [f"{VOZ}#dokumenty"],
      "Документ брать желательно, но без него контролёр, как правило, всё равно пропустит.", UC,
      src="Без документа на сеанс 18+ не пускаем", note="modality changed: a ban → «желательно»."),
    V("invented", "Сколько заплатим за день рождения на 12 детей в России?", [ARE], [f"{ARE}#den-rozhdeniya"],
      "В России праздник для компании до 10 человек стоит 9 000 ₽, за двоих детей сверх 10 — ещё по 700 ₽, итого "
      "10 400 ₽.", UN, note="a sum the source does not state (10 400 ₽)."),
    V("invented", "Что входит в детский день рождения?", [ARE], [f"{ARE}#den-rozhdeniya"],
      "В цену праздника входят фильм и комбо с попкорном. Имениннику мы ещё дарим постер фильма.", UC,
      note="an invented sentence (a poster as a gift), no digit."),
    V("jurisdiction", "Сколько стоят билеты в Минске?", [f"{BY}#bilety"], [f"{BY}#bilety"],
      "Дневной сеанс в Минске стоит 9 BYN, вечерний — 13 BYN.", NJ, src="В Беларуси билет на дневной сеанс",
      note="a Belarus-only context, the country not named («Минск», «BYN» only)."),
    V("degenerate", "Сколько стоит кинокарта в Самаре?", [RF], [f"{RF}#kinokarta"],
      "В России кинокарта на 10 сеансов в Самаре стоит 2 900 ₽. В России кинокарта на 10 сеансов в Самаре стоит "
      "2 900 ₽. В России кинокарта на 10 сеансов в Самаре стоит 2 900 ₽.", DG,
      note="one correct sentence repeated three times."),
]
