"""Labelled verify cases of unseen25 (the source of verify_cases.jsonl; build_unseen25.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them;
the wrong ones carry one fault each, and every figure of a wrong answer occurs somewhere in its
context (a checker that only asks "does this number occur in the material?" passes all of them).
The split (2nd, 5th, 8th, ... case of each kind per language is holdout) was fixed before the first
case was written.
"""
from __future__ import annotations

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UM = ["unperformed-mutation"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False,
      facts=()):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence, "facts": list(facts)}


PUS, PCA = "premium-seating-us", "premium-seating-ca"
BT, RE, FR, AV, BR, AL, VP, SD = ("buying-tickets", "refunds-exchanges", "fan-resale", "accessible-visits", "bag-rules",
                                  "age-limits", "venue-parking", "show-day")

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "What does a Club seat cost for a concert at Lakeshore?", [PUS], [f"{PUS}#club"],
      "In the United States, a concert Club seat at Lakeshore Hall is US$85 per show, and that price already gets you "
      "into the Club Lounge from 90 minutes before doors.", note="'already gets you into' for 'includes entry'."),
    V("clean", "Is the amusement tax included in the Club membership price at Lakeshore?", [PUS], [f"{PUS}#membership"],
      "No — in the United States the 9 % amusement tax is not included in Club membership prices. The membership "
      "itself is US$950 for 12 shows.", note="'No' from a denial; two sentences of one fragment."),
    V("clean", "I'd like a suite for 10 people on a Tuesday at Lakeshore — how much, and when do we order food?", [PUS],
      [f"{PUS}#suites"],
      "In the United States a private suite at Lakeshore Hall takes up to 12 guests, so your group of 10 fits. On a "
      "Tuesday it costs US$1,800 per show, and food and drink must be ordered no later than 72 hours before the show.",
      note="the reader's 10 within 12, Tuesday within Sunday-Thursday; 'no later than 72 hours before' for 'at least'."),
    V("clean", "Has the price of a Club seat at Lakeshore gone up since last year?",
      [f"{PUS}#club", f"{PUS}-2026#club"], [f"{PUS}#club", f"{PUS}-2026#club"],
      "Yes. In the United States a concert Club seat now costs US$85 per show, up from US$75 last year, and a comedy or "
      "theatre Club seat went from US$110 to US$120.", note="current and historical editions, both cited."),
    V("clean", "Can my sister use my Club membership at Maple Pavilion?", [PCA], [f"{PCA}#membership"],
      "No. In Canada Club memberships can't be shared or passed on to another person.",
      note="'No' from a denial; 'passed on'."),
    V("clean", "How early can a Club seat holder get into the lounge at Maple Pavilion?", [PCA], [f"{PCA}#club"],
      "In Canada a Club seat at Maple Pavilion comes with Club Lounge entry from 60 minutes before doors.",
      note="'comes with' for 'includes'."),
    V("clean", "How many tickets can I buy in one order?", [BT], [f"{BT}#limits"],
      "Normally up to 8 tickets per order; for shows marked high demand the limit is 4. Orders over the limit may be "
      "cancelled without notice.", note="two cases kept with their values; 'may' kept."),
    V("clean", "I want 6 tickets for a high-demand show — can I put them in one order?", [BT], [f"{BT}#limits"],
      "No. Shows marked high demand allow at most 4 tickets per order, so 6 is over the limit, and an order above the "
      "limit may be cancelled without notice.", note="the reader's 6 over 4; 'at most' for 'up to'."),
    V("clean", "What's the online booking fee in Canada?", [BT], [f"{BT}#fees"],
      "In Canada online and phone orders carry a service fee of C$7.50 per ticket. Tickets bought in person at the box "
      "office have no service fee.", note="the other country's value dropped."),
    V("clean", "Can I pay cash at the Maple Pavilion box office?", [BT], [f"{BT}#box-office"],
      "No — the Canadian box office takes cards only. Cash is accepted at the box office in the United States.",
      note="'No' from 'cards only'; reordered."),
    V("clean", "Is the box office open on a Saturday when there's a show?", [BT], [f"{BT}#box-office"],
      "Yes. On show days the box office opens 2 hours before doors; its regular hours, 10:00 to 18:00, are Monday to "
      "Friday.", note="'Yes' from 'on show days'."),
    V("clean", "Can I just show a screenshot of my ticket at the door?", [BT], [f"{BT}#mobile"],
      "No, screenshots aren't accepted at the door. Your mobile tickets appear in the Harborline app 48 hours before the "
      "show, and you can transfer one to a friend in the app free of charge until doors open.",
      note="'No' from a denial; second person."),
    V("clean", "Can my husband pick up our will-call tickets for me?", [BT], [f"{BT}#will-call"],
      "Yes, but only with a signed authorisation from you as the buyer. Otherwise will-call tickets are collected with "
      "photo ID and the card used for the order.", note="'Yes, but only with' keeping the condition."),
    V("clean", "The show I booked was cancelled. Do I need to do anything to get refunded?", [RE], [f"{RE}#cancelled"],
      "No claim is needed. When a show is cancelled, the ticket price and the service fees go back to your original "
      "payment method within 30 days.", note="reordered clauses."),
    V("clean", "Does ticket protection cover the booking fee if I'm sick?", [RE], [f"{RE}#other"],
      "No. Ticket protection refunds the ticket price only, not the service fees, and only if you can't attend because "
      "of illness and send a doctor's note within 14 days after the show.",
      limitations=["The doctor's note must be sent within 14 days after the show."],
      note="'No' from 'but not the service fees'; condition kept; a limitation restating the cited sentence."),
    V("clean", "The show was postponed and I missed the 30-day window. What can I do with my ticket?", [RE],
      [f"{RE}#postponed"],
      "After that period the ticket can only be used for the new date or resold.",
      note="the reader's 30 days; 'after that period'."),
    V("clean", "Can I sell my ticket on another website?", [FR], [f"{FR}#selling", f"{FR}#closing"],
      "No. Tickets may be resold only through the Harborline app, and tickets sold on other websites may be cancelled "
      "without a refund.", note="two fragments cited; 'may' kept."),
    V("clean", "How much can I ask for my ticket on resale in Canada?", [FR], [f"{FR}#selling"],
      "In Canada a ticket can be resold only at its face value; the United States allows up to face value plus 10 %.",
      note="both cases of the sentence, each with its country."),
    V("clean", "What fee does the seller pay on a resale in the US, and when is the money paid?", [FR], [f"{FR}#payout"],
      "In the United States the seller pays 10 % of the resale price, and the money is paid out 5 business days after "
      "the show.", note="two sentences joined."),
    V("clean", "My companion is 15 — can she have the free companion ticket for my wheelchair space?", [AV],
      [f"{AV}#wheelchair"],
      "No. The free companion ticket that comes with each wheelchair space is for a companion aged 16 or older, so a "
      "15-year-old does not qualify.", note="the reader's 15 under 16."),
    V("clean", "Can I bring my emotional support dog?", [AV], [f"{AV}#animals"],
      "No. Only trained service dogs are welcome; emotional-support animals and pets are not admitted.",
      note="'No' from a denial; 'Only' restating the grant."),
    V("clean", "Do the assistive listening devices cost anything?", [AV], [f"{AV}#hearing"],
      "They're free of charge — you just leave a photo ID at the guest services desk while you borrow one.",
      note="'borrow' for 'lent'; no figure."),
    V("clean", "Can I bring a clear bag that is 12 x 6 x 12 inches?", [BR], [f"{BR}#allowed"],
      "Yes, clear bags up to 12 x 6 x 12 inches are allowed.", note="the reader's figures; 'Yes'."),
    V("clean", "How much does it cost to check a backpack at Lakeshore Hall?", [BR], [f"{BR}#bag-check"],
      "In the United States the bag check costs US$10 per item (C$12 in Canada), and it closes 30 minutes after the "
      "last act.", note="both amounts with their countries; parenthesis."),
    V("clean", "Can I bring my water bottle?", [BR], [f"{BR}#prohibited"],
      "Yes, as long as it's empty: you may bring one empty reusable bottle of up to 750 ml. Outside food and drink are "
      "prohibited.", note="'as long as' keeping the condition; permission kept."),
    V("clean", "My daughter is 4 — can she come to an evening concert?", [AL], [f"{AL}#children"],
      "Only if the show is marked family friendly: children under 5 are not admitted to evening concerts otherwise. "
      "Since she is older than 2, she will need a ticket of her own.",
      note="the reader's 4 under 5 and over 2; 'Only if' keeping the exception."),
    V("clean", "I'm 20 and staying in Chicago — can I buy a beer at Lakeshore Hall?", [AL], [f"{AL}#alcohol"],
      "No. In the United States alcohol is sold only to guests aged 21 or older; the lower age of 19 applies in Canada.",
      note="the reader's 20 under 21; both cases kept with their countries."),
    V("clean", "What will parking at Lakeshore cost if I book online?", [VP], [f"{VP}#prices"],
      "In the United States parking in the Lakeshore garage is US$25 per car on show nights, and booking online in "
      "advance takes US$5 off.", note="'takes US$5 off' for 'costs US$5 less'; no difference computed."),
    V("clean", "I drive a van that is 8 feet tall — can I park in the Lakeshore garage?", [VP], [f"{VP}#vehicles"],
      "No. Vehicles taller than 7 feet can't enter the Lakeshore garage, but you can park in the outdoor lot at the same "
      "price.", note="the reader's 8 over 7."),
    V("clean", "Is re-entry allowed?", [SD], [f"{SD}#re-entry"],
      "No, once your ticket has been scanned you can't re-enter. The exception is medication: if you need it from your "
      "car, you may go out and come back with a security escort.", pretty=True, fence=True,
      note="fenced, pretty-printed JSON; exception kept."),
    # --- other-sentence (3)
    V("other-sentence", "How far ahead do I have to order food for a suite at Lakeshore?", [PUS], [f"{PUS}#suites"],
      "In the United States food and drink for a suite must be ordered at least 12 hours before the show.", MC,
      src="at least 72 hours", note="12 (guests of a suite) for 72 hours, same fragment."),
    V("other-sentence", "How long until my refund arrives after a cancelled show?", [RE], [f"{RE}#cancelled", f"{RE}#other"],
      "Refunds for cancelled shows reach your original payment method within 14 days.", MC, src="within 30 days",
      note="14 days of the doctor's note (#other, cited) for 30 days."),
    V("other-sentence", "What's the service fee per ticket for an online order in Canada?", [BT],
      [f"{BT}#fees", f"{BT}#limits"],
      "In Canada the service fee is about C$8 per ticket for online and phone orders.", MC, src="C$7.50",
      note="rounded (new shape): 'about C$8' for C$7.50; 8 occurs only as the ticket limit of #limits (cited)."),
    # --- wrong-case (3)
    V("wrong-case", "How much is a Club seat for a concert at Maple Pavilion?", [PCA], [f"{PCA}#club"],
      "In Canada a Club seat for a concert at Maple Pavilion costs C$130 per show.", MC, src="C$95 per show for concerts",
      note="C$130 is the comedy / theatre case of the same sentence."),
    V("wrong-case", "What does a suite at Lakeshore cost on a Wednesday?", [PUS], [f"{PUS}#suites"],
      "In the United States a private suite costs US$2,400 per show on a Wednesday.", MC, src="US$1,800",
      note="the Friday / Saturday value for a weekday."),
    V("wrong-case", "What's a Club seat at Maple Pavilion for a comedy night?", [f"{PUS}#club", f"{PCA}#club"],
      [f"{PUS}#club"],
      "In Canada a Club seat for a comedy night at Maple Pavilion costs $120 per show.", MC, src="In the United States",
      note="other jurisdiction stated as the asked one (new shape): the United States' value, cited from the US "
           "fragment, given to Canada."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "What does a Club membership cost at Lakeshore?", [f"{PUS}#membership", f"{PUS}-2026#membership"],
      [f"{PUS}#membership"], "In the United States a Club membership costs US$900 for 12 shows.", MC,
      note="the 2026 edition's US$900 (uncited) as current."),
    V("uncited-fragment", "Can I pass some of my Club membership shows to a friend at Maple Pavilion?",
      [f"{PUS}#membership", f"{PCA}#membership"], [f"{PCA}#membership"],
      "Yes. In Canada a member may pass up to 3 of the 12 shows to another person.", MC,
      note="the United States' rule (3 of 12, uncited) stated for Canada, where memberships cannot be passed on."),
    # --- invented (2)
    V("invented", "Do wheelchair users get priority parking?", [AV], [f"{AV}#wheelchair"],
      "Yes. Wheelchair users also get a reserved parking space next to the entrance when they book through the access "
      "line.", UC, note="an invented sentence sharing 'wheelchair', 'book', 'access line'."),
    V("invented", "Can you book me a wheelchair space for Friday's show?", [AV], [f"{AV}#wheelchair"],
      "I have booked a wheelchair space for you for Friday's show and added your free companion ticket.", UM,
      note="a claimed action."),
    # --- limitations (1)
    V("limitations", "Is there a fee for an assistive listening receiver?", [AV], [f"{AV}#hearing"],
      "Assistive listening receivers are lent free of charge against a photo ID.", UC,
      limitations=["Only one receiver is lent per ticket."], note="an invented limit."),
    # --- flipped (2)
    V("flipped", "Can I bring a selfie stick?", [BR], [f"{BR}#prohibited"],
      "Yes, selfie sticks are allowed, but professional cameras with detachable lenses are prohibited.", UC,
      src="selfie sticks, and outside food", note="a prohibited item allowed."),
    V("flipped", "Can I transfer my mobile ticket to a friend?", [BT], [f"{BT}#mobile"],
      "No, mobile tickets can't be transferred; only the buyer can use them.", UC, src="can be transferred to a friend",
      note="a permission denied."),
    # --- condition (2)
    V("condition", "Can I go out to my car during the show?", [SD], [f"{SD}#re-entry"],
      "Yes, if you need medication from your car you may go out and come back in.", UC, src="with a security escort",
      note="condition dropped: the security escort."),
    V("condition", "Does ticket protection pay out if I can't go because I'm sick?", [RE], [f"{RE}#other"],
      "Ticket protection refunds the ticket price unless you send a doctor's note within 14 days after the show.", UC,
      src="sends a doctor's note", note="condition inverted (new shape): 'if … sends' → 'unless you send'."),
    # --- joined (1)
    V("joined", "What happens to my ticket if the show is postponed?", [RE], [f"{RE}#postponed"],
      "Your ticket stays valid for the new date, and if you can't make it you can exchange it for another show instead.",
      UC, note="an invented exchange joined to a true rule (the record denies exchanges elsewhere)."),
    # --- bound (2)
    V("bound", "How far ahead must I request a sign-language interpreter?", [AV], [f"{AV}#hearing"],
      "A sign language interpreter is provided for any show if you ask no more than 14 days before the show.", UC,
      src="at least 14 days", note="'at least' → 'no more than'."),
    V("bound", "When is the money from a resale paid out?", [FR], [f"{FR}#payout"],
      "The money is paid to the seller 5 weeks after the show.", UC, src="5 business days",
      note="unit changed (new shape): 5 business days → 5 weeks."),
    # --- modality (1)
    V("modality", "What happens if I leave my car in the garage overnight?", [VP], [f"{VP}#hours"],
      "Cars left overnight will be towed at the owner's expense.", UC, src="may be towed",
      note="'may be towed' → 'will be towed'."),
    # --- jurisdiction (1)
    V("jurisdiction", "How much is a suite on a Friday at Maple Pavilion?", [PCA], [f"{PCA}#suites"],
      "A private suite at Maple Pavilion costs C$2,700 per show on Fridays and Saturdays, for up to 10 guests.", NJ,
      src="In Canada", note="CA-only context, no country named ('Maple Pavilion' and 'C$' only)."),
]

CR, CB = "ceny-putevok-ru", "ceny-putevok-by"
LP, BO, OD, PS, MD, PT, TR, PP = ("lechebnye-procedury", "bronirovanie-otmena", "otdyh-s-detmi", "pitomcy-v-sanatorii",
                                  "medicinskie-dokumenty", "pitanie-v-sanatorii", "transfer-v-sanatorij",
                                  "pravila-prozhivaniya")

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит стандартный номер в «Сосновом бору»?", [CR], [f"{CR}#stoimost"],
      "В России сутки в стандартном номере «Соснового бора» обойдутся в 6 500 ₽ на человека.",
      note="«обойдутся»; другой случай опущен."),
    V("clean", "Мы хотим приехать на 7 дней с лечением в «Сосновый бор» — получится?", [CR], [f"{CR}#stoimost"],
      "Нет: в России путёвка с лечением продаётся минимум на 10 суток. На 7 суток можно взять только путёвку без "
      "лечения — её минимальный срок 3 суток.", note="7 читателя меньше 10 и больше 3; «Нет»."),
    V("clean", "Питание входит в цену путёвки в России?", [CR], [f"{CR}#vkljucheno"],
      "Да, в России трёхразовое питание уже включено в стоимость путёвки вместе с проживанием и лечением по назначению "
      "врача. Отдельно, при заезде, оплачивается курортный сбор — 100 ₽ в сутки.", note="«Да»; «уже включено»."),
    V("clean", "Подорожали ли путёвки в «Сосновый бор» по сравнению с прошлым годом?",
      [f"{CR}#stoimost", f"{CR}-2026#stoimost"], [f"{CR}#stoimost", f"{CR}-2026#stoimost"],
      "Да. В России сутки в стандартном номере стоят теперь 6 500 ₽ против 5 900 ₽ в прошлом году, а в полулюксе — "
      "8 900 ₽ против 8 100 ₽.", note="нынешняя и историческая редакции, обе процитированы."),
    V("clean", "Я приеду один и хочу жить в двухместном номере в «Сосновом бору». Сколько доплатить?", [CR],
      [f"{CR}#odnomestnoe"], "В России за одноместное размещение в двухместном номере доплачивают 40 % от стоимости "
      "путёвки.", note="«доплачивают» за «взимается доплата»."),
    V("clean", "Нужно ли в «Нарочанском береге» платить за бассейн и курортный сбор?", [CB], [f"{CB}#vkljucheno"],
      "Нет. В Беларуси пользование бассейном уже входит в стоимость путёвки, а курортного сбора там нет.",
      note="«Нет» из включения и отрицания."),
    V("clean", "Сколько стоит полулюкс в Беларуси?", [CB], [f"{CB}#stoimost"],
      "В Беларуси сутки в полулюксе санатория «Нарочанский берег» стоят 290 BYN на человека.", note="перестановка."),
    V("clean", "Осмотр врача при заезде — это платно?", [LP], [f"{LP}#naznachenie"],
      "Нет, в день заезда лечащий врач осматривает вас бесплатно и составляет план лечения.", note="«Нет» из «бесплатно»."),
    V("clean", "Могут ли мне назначить 6 процедур в день?", [LP], [f"{LP}#naznachenie"],
      "Нет, больше 4 процедур в день не назначают.", note="6 читателя больше 4; «больше … не» за «не более»."),
    V("clean", "Можно ли мне грязи, если нет санаторно-курортной карты?", [LP], [f"{LP}#grjazi"],
      "Нет. Грязелечение назначают только при наличии санаторно-курортной карты и если нет противопоказаний.",
      note="«Нет» из «только при наличии»; условия сохранены."),
    V("clean", "Хочу сверх плана массаж в России — сколько стоит?", [LP], [f"{LP}#dopolnitelnye"],
      "Массаж сверх плана оплачивается отдельно: в России сеанс классического массажа на 30 минут стоит 1 800 ₽.",
      note="другой случай опущен."),
    V("clean", "Можно ли отказаться от назначенной процедуры?", [LP], [f"{LP}#dopolnitelnye"],
      "Да, вы вправе отказаться от процедуры, но её стоимость вам не вернут.", note="«вправе» сохранено."),
    V("clean", "Можно ли моему сыну 10 лет плавать в бассейне одному?", [LP], [f"{LP}#bassejn"],
      "Нет, детей до 14 лет пускают в бассейн только со взрослым.", note="10 читателя меньше 14."),
    V("clean", "За сколько дней нужно внести предоплату после брони?", [BO], [f"{BO}#predoplata"],
      "Предоплату — 30 % стоимости путёвки — нужно внести в течение 3 дней после бронирования; остаток оплачивается не "
      "позднее дня заезда.", note="два предложения одного фрагмента."),
    V("clean", "Если я отменю поездку за 5 дней до заезда, что удержат?", [BO], [f"{BO}#otmena"],
      "Удержат стоимость одних суток: предоплата возвращается полностью только при отмене не позднее чем за 14 дней до "
      "заезда, а 5 дней — это позже.", note="5 читателя после 14; перестановка."),
    V("clean", "Если придётся уехать раньше из-за болезни, деньги вернут?", [BO], [f"{BO}#dosrochnyj"],
      "Да, если болезнь подтверждена справкой врача санатория: тогда возвращается стоимость неиспользованных суток.",
      note="«Да, если» с условием."),
    V("clean", "А если я уеду раньше просто потому, что надоело?", [BO], [f"{BO}#dosrochnyj"],
      "В этом случае санаторий вправе удержать 10 % стоимости неиспользованных суток.", note="«вправе» сохранено."),
    V("clean", "Берут ли деньги за ребёнка 3 лет?", [OD], [f"{OD}#razmeshchenie"],
      "Нет, дети до 4 лет размещаются бесплатно, но без отдельного места и без лечения.", note="3 читателя до 4."),
    V("clean", "Сколько сэкономим на путёвке дочке 9 лет, если поедем с мужем?", [OD], [f"{OD}#razmeshchenie"],
      "Дети от 4 до 14 лет при размещении с двумя взрослыми получают скидку 30 % на путёвку — это ваш случай.",
      note="9 читателя в промежутке 4–14."),
    V("clean", "За сколько дней до поездки брать справку об эпидокружении для ребёнка?", [OD], [f"{OD}#dokumenty-rebenka"],
      "Не раньше чем за 3 дня до заезда: справка должна быть выдана не ранее этого срока.",
      note="«не раньше» за «не ранее»."),
    V("clean", "Сколько стоит проживание собаки и куда с ней можно?", [PS], [f"{PS}#plata", f"{PS}#gde"],
      "Проживание питомца стоит 1 500 ₽ в сутки. Жить с собакой можно только в «Сосновом бору» в России, если она весит "
      "не больше 10 кг.", note="два фрагмента; «не больше» за «до»."),
    V("clean", "Моей собаке сделали прививку от бешенства 2 недели назад — нас пустят?", [PS], [f"{PS}#pravila-pitomcy"],
      "Нет. Прививка от бешенства должна быть сделана не позднее чем за 30 дней до заезда, а две недели — это меньше.",
      note="2 недели читателя меньше 30 дней."),
    V("clean", "Если нет санаторно-курортной карты, что делать?", [MD], [f"{MD}#karta"],
      "Её можно оформить прямо в санатории: это стоит 3 500 ₽ в России или 110 BYN в Беларуси, а анализы для неё "
      "делают в течение 2 дней.", note="«можно» за «вправе»; обе суммы со странами."),
    V("clean", "Нужен ли полис ОМС гражданину Беларуси?", [MD], [f"{MD}#pasport"],
      "Полис ОМС нужен гражданам России; паспорт при заезде предъявляют все, без него не заселяют.",
      note="ответ правилом без «Да/Нет»."),
    V("clean", "Во сколько обед?", [PT], [f"{PT}#rezhim"],
      "Обед с 13:00 до 15:00, питание по системе «шведский стол».", note="одно из трёх времён."),
    V("clean", "Диетическое питание надо оплачивать отдельно?", [PT], [f"{PT}#dieta"],
      "Нет, диетический стол назначает врач, и он уже входит в стоимость путёвки.",
      limitations=["Выносить еду из столовой в номер нельзя."],
      note="«Нет» из «входит»; ограничение повторяет процитированное предложение."),
    V("clean", "Ко мне приедет сын, может он пообедать со мной в Беларуси?", [PT], [f"{PT}#posetiteli"],
      "Да, посетитель может пообедать в столовой: в Беларуси это стоит 40 BYN.", note="«Да»; другая сумма опущена."),
    V("clean", "Нас будет трое, нужно ли заказывать две машины из аэропорта Минеральные Воды?", [TR],
      [f"{TR}#stoimost-transfera"],
      "Нет, в одной машине едут до 3 пассажиров. Трансфер от аэропорта Минеральные Воды до санатория в России стоит "
      "2 500 ₽ за машину.", note="трое читателя в пределах 3."),
    V("clean", "Если поезд опоздает на 40 минут, за ожидание придётся платить?", [TR], [f"{TR}#zakaz"],
      "Нет, водитель ждёт бесплатно до 1 часа после прибытия поезда или рейса, а 40 минут в это укладываются.",
      note="40 минут читателя в пределах часа."),
    V("clean", "Во сколько заселение и выезд?", [PP], [f"{PP}#zaezd"],
      "Заселение с 14:00, а выехать нужно до 12:00. Имейте в виду: первые и последние сутки считаются полными.",
      pretty=True, fence=True, note="fenced, pretty-printed JSON."),
    # --- other-sentence (2)
    V("other-sentence", "В какой срок внести предоплату после брони?", [BO], [f"{BO}#predoplata", f"{BO}#otmena"],
      "Предоплату 30 % нужно внести в течение 14 дней после бронирования.", MC, src="в течение 3 дней",
      note="14 дней отмены (#otmena, процитирован) вместо 3 дней."),
    V("other-sentence", "Какой залог берут за питомца?", [PS], [f"{PS}#plata", f"{PS}#gde"],
      "Санаторий вправе удержать залог 1 500 ₽, если животное испортило мебель.", MC, src="залог 5 000 ₽",
      note="1 500 ₽ в сутки — соседнее предложение."),
    # --- wrong-case (3)
    V("wrong-case", "Сколько стоит полулюкс в «Нарочанском береге»?", [CB], [f"{CB}#stoimost"],
      "В Беларуси сутки в полулюксе стоят 210 BYN на человека.", MC, src="290 BYN",
      note="210 BYN — стандарт того же предложения."),
    V("wrong-case", "Сколько стоит массаж в России?", [LP], [f"{LP}#dopolnitelnye"],
      "В России сеанс классического массажа стоит 60 BYN.", MC, src="1 800 ₽",
      note="сумма Беларуси того же предложения отдана России."),
    V("wrong-case", "Сколько стоит оформить санаторно-курортную карту в России?", [MD], [f"{MD}#karta"],
      "В России оформить санаторно-курортную карту в санатории можно за 3 500 BYN.", MC, src="3 500 ₽",
      note="валюта заменена (new shape): 3 500 ₽ → 3 500 BYN; спорно: unsupported-number тоже уместен."),
    # --- uncited-fragment (2)
    V("uncited-fragment", "Сколько стоит курортный сбор в «Сосновом бору»?",
      [f"{CR}#vkljucheno", f"{CR}-2026#vkljucheno"], [f"{CR}#vkljucheno"],
      "В России курортный сбор — 50 ₽ в сутки, он оплачивается отдельно при заезде.", MC,
      note="50 ₽ редакции 2026 года (не процитирована) как нынешний."),
    V("uncited-fragment", "Какая доплата за одноместное размещение в Беларуси?",
      [f"{CR}#odnomestnoe", f"{CB}#odnomestnoe"], [f"{CB}#odnomestnoe"],
      "В Беларуси за одноместное размещение в двухместном номере доплата составляет 40 %.", MC,
      note="40 % России (не процитирован) названы для Беларуси."),
    # --- invented (2)
    V("invented", "Можно ли заказать еду в номер?", [PT], [f"{PT}#dieta"],
      "Да, по назначению врача диетическое питание могут приносить в номер.", UC,
      note="придуманное разрешение со словами фрагмента."),
    V("invented", "Закажите мне трансфер из Минска на пятницу.", [TR], [f"{TR}#zakaz"],
      "Я заказал для вас трансфер из Минска на пятницу, водитель встретит вас на вокзале.", UM,
      note="заявленное действие."),
    # --- limitations (1)
    V("limitations", "Вернут ли деньги, если уеду раньше из-за болезни?", [BO], [f"{BO}#dosrochnyj"],
      "Да, при болезни, подтверждённой справкой врача санатория, возвращается стоимость неиспользованных суток.", UC,
      limitations=["Справку нужно получить не позднее дня отъезда."], note="придуманный срок."),
    # --- flipped (2)
    V("flipped", "Может ли 15-летний приехать на лечение сам?", [OD], [f"{OD}#soprovozhdenie"],
      "Нет, подростки до 18 лет проживают в санатории только с сопровождающим взрослым.", UC,
      src="может приехать на лечение один", note="разрешение (с согласием) превращено в запрет."),
    V("flipped", "Можно ли курить на территории санатория?", [PP], [f"{PP}#tishina"],
      "Нет, курить на территории санатория нельзя нигде.", UC, src="можно только в отведённых местах",
      note="разрешение в отведённых местах отвергнуто."),
    # --- condition (2)
    V("condition", "Назначат ли мне минеральные ванны?", [LP], [f"{LP}#grjazi"],
      "Да, минеральные ванны назначают при наличии санаторно-курортной карты.", UC,
      src="при отсутствии противопоказаний", note="условие (противопоказания) опущено."),
    V("condition", "Вернут ли предоплату при отмене?", [BO], [f"{BO}#otmena"],
      "Да, при отмене бронирования предоплата возвращается полностью.", UC, src="не позднее чем за 14 дней",
      note="условие срока опущено."),
    # --- agent (1)
    V("agent", "Кто составляет план лечения?", [LP], [f"{LP}#naznachenie"],
      "План лечения в день заезда составляет сам гость, а лечащий врач его бесплатно проверяет.", UC,
      src="осматривает лечащий врач и составляет план лечения", note="врач и гость поменялись ролями."),
    # --- bound (3)
    V("bound", "Какой давности должна быть прививка от бешенства у собаки?", [PS], [f"{PS}#pravila-pitomcy"],
      "Прививка от бешенства должна быть сделана не позднее чем за 12 месяцев и не ранее чем за 30 дней до заезда.", UC,
      src="не ранее чем за 12 месяцев", note="границы переставлены."),
    V("bound", "Сколько стоит трансфер из аэропорта Минеральные Воды?", [TR], [f"{TR}#stoimost-transfera"],
      "Трансфер от аэропорта Минеральные Воды до санатория в России стоит 2 500 ₽ с каждого пассажира, в машине до 3 "
      "человек.", UC, src="2 500 ₽ за машину",
      note="цена за машину названа ценой с человека (new shape)."),
    V("bound", "Когда заказать сухой паёк, если уезжаю рано утром?", [PT], [f"{PT}#posetiteli"],
      "Сухой паёк при раннем отъезде заказывают до 20:00 в день отъезда.", UC, src="накануне",
      note="день сдвинут (new shape): «накануне» → «в день отъезда», время то же."),
    # --- modality (1)
    V("modality", "Что будет, если уехать раньше не из-за болезни?", [BO], [f"{BO}#dosrochnyj"],
      "При досрочном отъезде не по болезни санаторий удерживает 10 % стоимости неиспользованных суток.", UC,
      src="вправе удержать", note="«вправе удержать» → «удерживает»."),
    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоят сутки в стандартном номере «Нарочанского берега»?", [CB], [f"{CB}#stoimost"],
      "Сутки в стандартном номере «Нарочанского берега» стоят 210 BYN на человека.", NJ, src="В Беларуси",
      note="контекст только BY, страна не названа («Нарочанский берег» и BYN)."),
]
