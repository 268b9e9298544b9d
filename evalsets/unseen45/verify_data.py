"""Labelled verify cases of unseen45 (the source of verify_cases.jsonl; build_unseen45.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand from the corpora
only, after the questions' commit and before anything was run. The split (2nd, 5th, 8th, ... case of
each kind per language is holdout) was fixed in README.md before the first corpus record was written.
Correct answers are written the way a strong model restates a rule: clauses reordered, "you"-addressed,
lists as prose, two sentences joined, words for figures ("three to six", "four", "five days", «три
часа», «шести», «десяти»), another notation of the same amount ("26 pounds" for "£26", "750 euros" for
"EUR 750", "€5" for "EUR 5", «3 400 рублей» for «3 400 ₽», «90 лари» for «GEL 90», «2 500 ₽» for «2 500
рублей»), "Yes" / "No" / «Да» / «Нет» openers, the reader's age, count, time or notice checked against a
bound, exceptions applied, both cities or both countries in one answer, a condition restated,
`limitations` filled, one pretty-printed and one fenced per language. Wrong answers carry one fault
each, in the shapes real models produce (see the README's table).
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


UK, U28, IE = "rbx-prices-uk", "rbx-prices-uk-2028", "rbx-prices-ie"
BOOK, AGES, RULES, EV = "rbx-booking", "rbx-ages", "rbx-house-rules", "rbx-events"
VOU, CLUB, ACC = "rbx-vouchers", "rbx-loyalty", "rbx-accessibility"

EN = [
    # --- clean (20)
    V("clean", "How much is a room per person in Manchester?", [UK], [f"{UK}#escape-rooms"],
      "In the United Kingdom you pay 26 pounds per person for an escape room at Riddlebox Manchester, for a team of "
      "three to six.", note="'26 pounds' for '£26'; Manchester's value of a two-city sentence; words for the team band."),
    V("clean", "We're a team of two in Bristol. Is the room priced per person?", [UK], [f"{UK}#escape-rooms"],
      "No. In the UK a team of 2 pays one flat price of £58 for the room, in Bristol just as in Manchester.",
      note="'No.' opener; per room kept; both cities at once; the country written 'UK'."),
    V("clean", "Is a Monday game at 15:00 in Manchester cheaper?", [UK], [f"{UK}#escape-rooms"],
      "Yes, unless that Monday is a bank holiday: in the United Kingdom games starting before 16:00 from Monday to "
      "Thursday cost £4 less per person.", note="the reader's day and 15:00 inside the bound; the exception restated."),
    V("clean", "What does the game café cost for an adult and for a child in Dublin?", [IE], [f"{IE}#game-cafe"],
      "In Ireland the café charges EUR 8 for an adult and €5 for a child under 12, paid once per visit.",
      note="'€5' for 'EUR 5'; 'per person' read as the adult's price."),
    V("clean", "Can I rent a game for the weekend in Dublin?", [IE], [f"{IE}#game-rental"],
      "No weekend rate exists in Ireland: games are rented at Riddlebox Dublin only, at EUR 7 a night.",
      note="pretty-printed JSON; two clauses joined.", pretty=True),
    V("clean", "How has the Manchester room price changed since 2028?", [f"{U28}#escape-rooms", f"{UK}#escape-rooms"],
      [f"{U28}#escape-rooms", f"{UK}#escape-rooms"],
      "In the United Kingdom a room at Riddlebox Manchester went from 24 pounds per person in 2028 to £26 per person "
      "now.", note="```json fence; historical and current editions, both cited.", fence=True),
    V("clean", "My daughter is 16. Can she play with her friends without me?", [AGES], [f"{AGES}#room-ages"],
      "Yes, as long as you sign the consent form: players aged 16 or 17 may play without an adult.",
      note="'you'-addressed; the reader's 16 inside '16 or 17'; the condition restated."),
    V("clean", "I'm bringing my 6-year-old. Is there a room we can play?", [AGES], [f"{AGES}#room-ages"],
      "Yes, one. Children under 8 can't play the rooms, but the Pirate Cove room is the exception: it is open from "
      "the age of six, so your child can play that one.", note="the exception applied to the reader's 6; 'six'."),
    V("clean", "It's me and three 11-year-olds. Do we need another adult?", [AGES], [f"{AGES}#room-ages"],
      "No. One adult may look after as many as four players under 16, so you alone are enough for three.",
      note="the reader's count under 'at most 4'; words for figures."),
    V("clean", "We'll be 5 minutes late. What happens?", [BOOK], [f"{BOOK}#late-arrival"],
      "You can still play, since teams up to 20 minutes late are let in, but your game will finish at the time you "
      "originally booked.",
      limitations=["A team more than 20 minutes late loses the slot and the deposit, unless the next slot in the same "
                   "room is free."], note="the reader's 5 within 20; `limitations` filled with the rest of the rule."),
    V("clean", "I cancel 5 days before the game. Do I get my deposit back?", [BOOK], [f"{BOOK}#cancellation"],
      "Yes. Five days is more than 72 hours, so the deposit comes back in full.",
      note="the reader's days against a bound in hours (a one-step reading)."),
    V("clean", "How do we pay for a team-building day for 25 people?", [EV], [f"{EV}#team-building"],
      "Nothing is paid up front: there is no deposit, the company gets an invoice after the event and settles it "
      "within 30 days.", note="reordered; who pays kept; 25 inside 12 to 40 left implicit."),
    V("clean", "Can we hire the whole venue in Dublin or in Bristol?", [EV], [f"{EV}#private-hire"],
      "Yes, both can be hired for 4 hours: Bristol for £650 and Dublin for 750 euros, as long as there are at least 20 "
      "guests.", note="'750 euros' for 'EUR 750'; two cities at once; the condition restated."),
    V("clean", "I broke a game by accident while playing. Do I have to pay?", [RULES], [f"{RULES}#damage"],
      "No. Damage from normal play isn't charged; only things broken on purpose are paid for, by whoever made the "
      "booking.", note="'No.' from the rule; who pays restated."),
    V("clean", "Can I bring a birthday cake to the café?", [RULES], [f"{RULES}#food-drink"],
      "Yes, for a booked party: outside food is not allowed in the game café, except a birthday cake for a party you "
      "have booked.", note="the exception applied with its condition."),
    V("clean", "My gift voucher is from Dublin. Can I use it to rent a game?", [VOU], [f"{VOU}#gift-vouchers"],
      "No. Gift vouchers pay for rooms and the café, but game rental is excluded.", note="'No.' opener; no figure."),
    V("clean", "How do Club points work?", [CLUB], [f"{CLUB}#points"],
      "You earn one point per pound or euro spent on escape rooms, and 100 points buy you a free player in a room. "
      "Gift vouchers and game rental earn no points, and points lapse after 12 months without a visit.",
      note="'you'-addressed; 'one point'; list as prose."),
    V("clean", "Is the café at Riddlebox Bristol step-free?", [ACC], [f"{ACC}#step-free"],
      "Yes. The Bristol rooms are in a basement with no lift, apart from the Observatory room on the ground floor, but "
      "the game café there is step-free.", note="'Yes.' opener; the contrast kept."),
    V("clean", "Does my carer have to pay?", [ACC], [f"{ACC}#carers"],
      "No, your carer plays and uses the café for free, provided you name them when you book; one carer goes free per "
      "disabled guest.", note="the condition restated; 'one carer'."),
    V("clean", "How much is a room per person in Ireland and in the UK?", [f"{IE}#escape-rooms", f"{UK}#escape-rooms"],
      [f"{IE}#escape-rooms", f"{UK}#escape-rooms"],
      "Per person, a room costs EUR 31 in Dublin and EUR 27 in Cork in Ireland, while in the United Kingdom it is £26 "
      "in Manchester and £23 in Bristol.", note="two countries, four cities in one answer, each figure to its city."),

    # --- wrong (23)
    V("wrong-case", "What does a room cost per person in Bristol?", [UK], [f"{UK}#escape-rooms"],
      "In the United Kingdom a room at Riddlebox Bristol costs £26 per person.", MC,
      src="£23 per person at Riddlebox Bristol", note="Manchester's £26 given to Bristol."),
    V("wrong-case", "How much is the Vault room per person?", [UK], [f"{UK}#escape-rooms"],
      "In the United Kingdom the Vault at Riddlebox Manchester costs £26 per person for its 90 minutes.", MC,
      src="costs £32 per person", note="the ordinary room's £26 given to the Vault (another product)."),
    V("wrong-case", "What does a team of two pay in Manchester?", [UK], [f"{UK}#escape-rooms"],
      "In the United Kingdom a team of 2 pays £58 per person at Riddlebox Manchester.", UC, src="a flat £58 per room",
      note="a flat per-room price given per person (the figure right, its unit wrong)."),
    V("wrong-case", "How much is private hire at Riddlebox Manchester?", [EV], [f"{EV}#private-hire"],
      "Private hire at Riddlebox Manchester costs £650 per guest for 4 hours, for at least 20 guests.", UC,
      src="for 4 hours for £650", note="a whole-venue price given per guest."),
    V("other-sentence", "How much is the deposit to rent a game in Dublin?", [IE], [f"{IE}#game-rental"],
      "In Ireland the deposit for a rented game is EUR 7, taken by card.", MC, src="The deposit is EUR 30 per game",
      note="the nightly price of the sentence before given to the deposit."),
    V("other-sentence", "How long is a gift voucher valid?", [VOU], [f"{VOU}#gift-vouchers"],
      "A gift voucher is valid for 20 months from the date you buy it.", MC,
      src="valid for 12 months from the date of purchase", note="the £20 minimum amount given to the validity, in months."),
    V("other-sentence", "How far ahead must a team-building package be booked?", [EV], [f"{EV}#team-building"],
      "Team-building packages must be booked at least 30 days ahead.", MC, src="at least 21 days ahead",
      note="the 30-day payment term of the next sentence given to the booking notice."),
    V("uncited-fragment", "What does the game café cost per person in the United Kingdom?",
      [f"{UK}#game-cafe", f"{U28}#game-cafe"], [f"{UK}#game-cafe"],
      "In the United Kingdom the game café table fee is 6 pounds per person for up to 3 hours.", MC,
      note="the 2028 edition's 6 pounds (uncited) given as today's, citing today's list."),
    V("exception", "Are afternoon games cheaper on weekdays in Bristol?", [UK], [f"{UK}#escape-rooms"],
      "Yes. In the United Kingdom every game that starts before 16:00 from Monday to Thursday is £4 cheaper per "
      "person, bank holidays included.", UC, src="except on bank holidays", note="the exception overridden."),
    V("exception", "Can children under 8 play the escape rooms?", [AGES], [f"{AGES}#room-ages"],
      "No. Children under 8 may not play any of the rooms.", UC, src="except in the Pirate Cove room",
      note="the exception (Pirate Cove, from 6) dropped and denied."),
    V("overgeneral", "On which days is the café table fee halved?", [UK], [f"{UK}#game-cafe"],
      "In the United Kingdom the table fee is halved on Tuesdays at both Riddlebox Manchester and Riddlebox Bristol.",
      UC, src="at Riddlebox Bristol only", note="'only' widened to both cities."),
    V("overgeneral", "Which venues are step-free?", [ACC], [f"{ACC}#step-free"],
      "Only Riddlebox Manchester is step-free throughout.", UC,
      src="Riddlebox Manchester, Dublin and Cork are step-free throughout", note="the list narrowed to one: 'only' invented."),
    V("agent", "Who pays for a prop that was broken on purpose?", [RULES], [f"{RULES}#damage"],
      "The player who broke it pays, up to £150 or EUR 170 per incident.", UC,
      src="paid for by the person who made the booking", note="who pays swapped: the player, where the booker does."),
    V("flipped", "Can we take photos inside the room?", [RULES], [f"{RULES}#phones"],
      "Yes, you can take photos inside the rooms, and the game master also sends a team photo for free.", UC,
      src="Taking photos or filming inside the rooms is not allowed", note="a ban turned into a permission."),
    V("bound", "How late can I cancel and still get my deposit back in full?", [BOOK], [f"{BOOK}#cancellation"],
      "You get the deposit back in full if you cancel at least 24 hours before the game.", UC,
      src="at least 72 hours before the game gets the deposit back in full",
      note="the bound shifted to the credit band's lower edge: 72 → 24 hours."),
    V("bound", "When is the game café adults-only?", [AGES], [f"{AGES}#cafe-ages"],
      "Before 20:00 the café is for guests aged 18 or over only; on Sundays families may stay until 21:00.", UC,
      src="After 20:00 the café is for guests aged 18 or over only", note="after → before."),
    V("bound", "How long before the game must I book a room?", [BOOK], [f"{BOOK}#deposit"],
      "Rooms must be booked online or by phone at least 2 days before the game.", UC,
      src="at least 2 hours before the game", note="the unit changed: 2 hours → 2 days."),
    V("condition", "Does a carer go free?", [ACC], [f"{ACC}#carers"],
      "Yes, any carer who comes with a disabled guest goes free, with no need to tell us beforehand.", UC,
      src="The carer must be named when booking", note="the condition (named when booking) dropped and denied."),
    V("modality", "Do children under 14 in the café need an adult with them?", [AGES], [f"{AGES}#cafe-ages"],
      "It is recommended that children under 14 are supervised by an adult in the game café.", UC,
      src="children under 14 must be supervised by an adult at all times", note="must → recommended."),
    V("invented", "What do four players pay for a room in Bristol?", [UK], [f"{UK}#escape-rooms"],
      "In the United Kingdom a room at Riddlebox Bristol costs £23 per person, so four players pay £92.", UN,
      note="a sum the source does not state (£92)."),
    V("invented", "What does the Room for two voucher include?", [VOU], [f"{VOU}#room-for-two"],
      "The Room for two voucher covers one game for two players and two drinks. It also includes a framed team photo and "
      "priority booking.", UC, note="an invented sentence (a framed photo, priority booking), no digit."),
    V("jurisdiction", "How much is a game café visit for a child?", [f"{IE}#game-cafe"], [f"{IE}#game-cafe"],
      "A child under 12 pays EUR 5 at the game café, and an adult EUR 8.", NJ, src="In Ireland, the game café charges",
      note="an Ireland-only context, the country not named (EUR only)."),
    V("degenerate", "How much is a room in Cork?", [IE], [f"{IE}#escape-rooms"],
      "In Ireland a room at Riddlebox Cork costs EUR 27 per person [t", DG,
      note="dangling label syntax '[t' at the end of a correct sentence."),
]

RF, R28, GE = "kdr-ceny-rf", "kdr-ceny-rf-2028", "kdr-ceny-ge"
BRON, DETI, PRA, KORP = "kdr-bronirovanie", "kdr-deti", "kdr-pravila", "kdr-korporativy"
ABON, SERT, USL = "kdr-abonementy", "kdr-sertifikaty", "kdr-uslugi"

RU = [
    # --- clean (21)
    V("clean", "Сколько стоит час русской бани в Екатеринбурге?", [RF], [f"{RF}#banya"],
      "В России час русской бани в Екатеринбурге стоит 3 400 рублей.", note="«3 400 рублей» for «3 400 ₽»; Пермь left out."),
    V("clean", "Сколько стоит сауна в Тбилиси и в Батуми?", [GE], [f"{GE}#sauna"],
      "В Грузии час финской сауны стоит 90 лари в Тбилиси и 75 лари в Батуми.",
      note="«90 лари» for «GEL 90»; both cities at once."),
    V("clean", "Хотим в баню в Перми в воскресенье на 3 часа. Этого хватит?", [RF], [f"{RF}#banya"],
      "Да: в России в пятницу, субботу и воскресенье баню бронируют минимум на три часа, так что трёх часов "
      "достаточно; час в Перми стоит 2 800 ₽.", note="the reader's 3 hours on the weekend bound; «три часа»."),
    V("clean", "Нас 5 человек, хотим сауну в Перми. Будет доплата?", [RF], [f"{RF}#sauna"],
      "Да, за одного гостя: в России в цену сауны входят четыре гостя, а за пятого доплачивают 300 ₽ за всё время "
      "брони.", note="the reader's 5 over 4; per booking (not per hour) kept."),
    V("clean", "Мы в Тбилиси, нас 8 человек в русской бане. Сколько доплатим за гостей?", [GE], [f"{GE}#banya"],
      "В Грузии в цену бани входят шесть гостей, а за каждого сверх шести доплачивают 25 лари за весь визит — это "
      "касается двоих из вас.", note="pretty-printed JSON; the reader's 8 over 6; no derived sum; «шести».",
      pretty=True),
    V("clean", "Как изменилась цена бани в Перми с 2028 года?", [f"{R28}#banya", f"{RF}#banya"],
      [f"{R28}#banya", f"{RF}#banya"],
      "В России час бани в Перми стоил 2 500 ₽ в 2028 году, а сейчас стоит 2 800 рублей.",
      note="```json fence; two editions, both cited; notations swapped.", fence=True),
    V("clean", "Можно ли взять халат и тапочки?", [RF], [f"{RF}#prinadlezhnosti"],
      "Да. В России халат дают напрокат за 250 ₽, а тапочки продаются за 150 ₽ — их можно оставить себе.",
      note="«Да.» opener; rent against sale kept."),
    V("clean", "Мне 15, можно в сауну без родителей?", [DETI], [f"{DETI}#deti"],
      "Да, если родитель дал письменное согласие: подростки 14–17 лет ходят либо со взрослым, либо с таким "
      "согласием.", note="the reader's 15 inside 14–17; the condition restated."),
    V("clean", "Ребёнку 8 лет. Он считается гостем брони?", [DETI], [f"{DETI}#deti"],
      "Да: с семи лет ребёнок считается гостем брони, а бесплатно проходят дети до 7 лет.",
      note="the reader's 8 past 7; «семи»."),
    V("clean", "Ребёнку 9 лет, можно ему в купель?", [DETI], [f"{DETI}#kupel"],
      "Нет, в купель с ледяной водой детей младше десяти лет не пускают.", note="the reader's 9 under 10; «десяти»."),
    V("clean", "Отменяем бронь за 3 дня до начала. Что с предоплатой?", [BRON], [f"{BRON}#otmena"],
      "Вам вернут всю предоплату: отмена сделана не позднее чем за 48 часов до начала.",
      note="the reader's days against a bound in hours; «вам»-addressed."),
    V("clean", "Бронируем баню на 7 часов. Сколько нужно внести заранее?", [BRON], [f"{BRON}#predoplata"],
      "Всю стоимость: при брони на шесть часов и больше предоплата составляет 100 %.",
      note="the reader's 7 over «6 часов и больше»; «шесть»."),
    V("clean", "Можно ли принести коньяк в русскую баню?", [PRA], [f"{PRA}#alkogol"],
      "Да, в русскую баню с комнатой отдыха свой алкоголь приносить можно, но за бутылку крепкого берут пробковый "
      "сбор 500 ₽ (или 20 лари).", note="«Да» with the condition and the fee."),
    V("clean", "Где у вас можно курить?", [PRA], [f"{PRA}#tishina"],
      "Только на уличной веранде. Кальян при этом запрещён везде, кроме Батуми, где его подают на веранде по заказу.",
      note="«только» kept; the exception kept."),
    V("clean", "Можно со своей едой и своим мангалом?", [PRA], [f"{PRA}#eda"],
      "Еду — да, в комнаты отдыха её приносить можно. Мангал — только заказать у администратора за 1 500 ₽ или 60 "
      "лари: свои мангалы запрещены.", note="two answers as prose."),
    V("clean", "Сколько стоит корпоратив в Перми и в Батуми?", [KORP], [f"{KORP}#korporativ"],
      "В Перми весь комплекс на 5 часов обойдётся в 39 000 рублей, а в Батуми корпоративы не проводятся.",
      note="two cities; «39 000 рублей» for «39 000 ₽»."),
    V("clean", "Банщик — это цена на всю компанию или на каждого?", [KORP], [f"{KORP}#banshchik"],
      "На каждого: сеанс парения на 20 минут стоит 1 800 ₽ или 70 лари на одного гостя.", note="per person kept."),
    V("clean", "Можно отдать абонемент подруге?", [ABON], [f"{ABON}#abonement"],
      "Да, абонемент можно передать другому человеку — нельзя только пользоваться им на двух бронях одновременно.",
      note="«Да» with the limit restated."),
    V("clean", "Подарочный сертификат можно потратить частями?", [SERT], [f"{SERT}#sertifikat"],
      "Нет. Сертификат используют за один визит, и остаток не сохраняется.", note="«Нет.» opener; no figure."),
    V("clean", "Можно ли использовать «Банный день для двоих» в воскресенье?", [SERT], [f"{SERT}#den-dlya-dvoih"],
      "Да, в воскресенье можно: сертификат не действует только в пятницу и субботу.",
      limitations=["Сертификат действует 6 месяцев."], note="the exception read for the reader's day; `limitations` filled."),
    V("clean", "Мне 16, можно на массаж одному?", [USL], [f"{USL}#massazh"],
      "Нет: гостям 16–17 лет массаж делают только в присутствии родителя.", note="the reader's 16 inside 16–17."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоит час сауны в Перми?", [RF], [f"{RF}#sauna"],
      "В России час финской сауны в Перми стоит 2 400 ₽.", MC, src="2 100 ₽ в час в Перми",
      note="Екатеринбург's 2 400 ₽ given to Пермь."),
    V("wrong-case", "Сколько стоит дубовый веник?", [RF], [f"{RF}#prinadlezhnosti"],
      "В России дубовый веник стоит 350 ₽.", MC, src="дубовый — 450 ₽", note="the birch broom's 350 ₽ given to the oak one."),
    V("wrong-case", "Какая доплата за седьмого гостя в бане в Тбилиси?", [GE], [f"{GE}#banya"],
      "В Грузии за каждого гостя сверх 6 доплачивают 25 лари в час.", UC, src="25 лари за весь визит",
      note="a per-visit surcharge given per hour (the Russian rule's unit)."),
    V("wrong-case", "Сколько стоит парение с банщиком для компании?", [KORP], [f"{KORP}#banshchik"],
      "Сеанс парения с банщиком на 20 минут стоит 1 800 ₽ на всю компанию.", UC, src="на одного гостя",
      note="a per-guest price given per group."),
    V("other-sentence", "За сколько часов до начала нужно бронировать баню?", [BRON], [f"{BRON}#predoplata"],
      "Баню нужно бронировать не позднее чем за 6 часов до начала.", MC, src="не позднее чем за 3 часа до начала",
      note="the «6 часов» of the prepayment sentence given to the booking notice."),
    V("other-sentence", "Сколько действует абонемент?", [ABON], [f"{ABON}#abonement"],
      "Абонемент действует 10 месяцев и только по будням.", MC, src="он действует 6 месяцев",
      note="the «10 часов» of the same sentence given to the validity, in months."),
    V("uncited-fragment", "Сколько стоит берёзовый веник?", [f"{RF}#prinadlezhnosti", f"{R28}#prinadlezhnosti"],
      [f"{RF}#prinadlezhnosti"], "В России берёзовый веник стоит 300 ₽.", MC,
      note="the 2028 edition's 300 рублей (uncited) given as today's, citing today's list."),
    V("exception", "Можно ли покурить кальян?", [PRA], [f"{PRA}#tishina"],
      "Нет, кальян запрещён во всех комплексах «Кедра».", UC, src="кроме Батуми", note="the exception (Батуми) dropped."),
    V("exception", "Можно прийти со своими вениками в сауну?", [RF], [f"{RF}#prinadlezhnosti"],
      "Да, свои веники приносить можно — и в баню, и в сауну.", UC, src="в сауне веники запрещены",
      note="the exception overridden (no figure, so no jurisdiction check)."),
    V("overgeneral", "Где есть русская баня в Грузии?", [GE], [f"{GE}#banya"],
      "В Грузии русская баня есть и в Тбилиси, и в Батуми: GEL 140 в час, минимум 2 часа.", UC,
      src="русская баня есть только в Тбилиси", note="«только» widened to both cities."),
    V("overgeneral", "Где можно пить свой алкоголь?", [PRA], [f"{PRA}#alkogol"],
      "Свой алкоголь можно пить в любой комнате отдыха — и в бане, и в сауне.", UC,
      src="Свой алкоголь разрешён только в русской бане с комнатой отдыха", note="«только» widened to the sauna."),
    V("agent", "Что будет, если бронь отменят?", [BRON], [f"{BRON}#otmena"],
      "Если бронь отменяет гость, «Кедр» возвращает ему всю оплату и даёт сертификат на 1 час бани.", UC,
      src="Если бронь отменяет «Кедр»", note="who cancels swapped: the guest, where «Кедр» does."),
    V("flipped", "Можно ли приносить свою еду?", [PRA], [f"{PRA}#eda"],
      "Нет, свою еду приносить нельзя — на месте можно заказать только мангал у администратора.", UC,
      src="Свою еду приносить в комнаты отдыха можно", note="a permission turned into a ban."),
    V("flipped", "Вернут ли деньги гостям, которых не пустили из-за опьянения?", [PRA], [f"{PRA}#alkogol"],
      "Да, деньги за бронь таким гостям возвращаются.", UC, src="деньги за бронь им не возвращаются",
      note="a negation dropped: no refund → refund."),
    V("bound", "Когда при отмене возвращают половину предоплаты?", [BRON], [f"{BRON}#otmena"],
      "Половину предоплаты возвращают, если отменить бронь более чем за 48 часов до начала.", UC,
      src="менее чем за 48 часов, но не позднее чем за 12 часов", note="under ↔ over: «менее чем за 48» → «более чем за 48»."),
    V("bound", "Со скольки лет подросток может ходить в баню без взрослого и без согласия родителей?", [DETI],
      [f"{DETI}#deti"], "С 14 лет подросток может ходить в баню сам, без взрослого и без согласия родителей.", UC,
      src="подростки 14–17 лет — со взрослым или с письменного согласия родителя",
      note="the band's lower edge made a free age: 14–17 still need an adult or consent."),
    V("bound", "За сколько нужно бронировать корпоратив?", [KORP], [f"{KORP}#korporativ"],
      "Корпоратив бронируют не позднее чем за 10 часов до начала.", UC, src="не позднее чем за 10 дней",
      note="the unit changed: 10 дней → 10 часов."),
    V("condition", "Можно ли продлить баню?", [BRON], [f"{BRON}#opozdanie"],
      "Да, баню можно продлить в любой момент по цене часа, минимум на 1 час.", UC,
      src="только если следующий час свободен", note="the condition (the next hour free) dropped and denied."),
    V("modality", "Обязательно ли детям до 7 лет плавать в бассейне в нарукавниках?", [DETI], [f"{DETI}#kupel"],
      "Детям до 7 лет желательно плавать в бассейне в нарукавниках, но это не обязательно.", UC,
      src="плавают только в нарукавниках", note="a duty → «желательно»."),
    V("invented", "Сколько стоят 3 часа бани в Екатеринбурге?", [RF], [f"{RF}#banya"],
      "В России час бани в Екатеринбурге стоит 3 400 ₽, так что 3 часа обойдутся в 10 200 ₽.", UN,
      note="a sum the source does not state (10 200 ₽)."),
    V("invented", "Что входит в «Банный день для двоих»?", [SERT], [f"{SERT}#den-dlya-dvoih"],
      "В сертификат входят три часа русской бани для двух гостей, два веника и чай. Кроме того, каждому гостю дарят "
      "банную шапку.", UC, note="an invented sentence (a sauna hat as a gift), no digit."),
    V("jurisdiction", "Сколько стоит халат в Батуми?", [f"{GE}#prinadlezhnosti"], [f"{GE}#prinadlezhnosti"],
      "Халат стоит 12,50 лари, а берёзовый веник — 18 лари.", NJ, src="В Грузии полотенце",
      note="a Georgia-only context, the country not named («лари» only)."),
    V("degenerate", "Сколько стоит сауна в Тбилиси?", [GE], [f"{GE}#sauna"],
      "В Грузии сауна в Тбилиси стоит GEL 90 в час. В Грузии сауна в Тбилиси стоит GEL 90 в час. В Грузии сауна в "
      "Тбилиси стоит GEL 90 в час.", DG, note="one correct sentence repeated three times."),
]
