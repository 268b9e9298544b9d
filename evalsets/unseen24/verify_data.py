"""Labelled verify cases of unseen24 (the source of verify_cases.jsonl; build_unseen24.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them;
the wrong ones carry one fault each, of the kinds strong models make, and every figure of a wrong
answer occurs somewhere in its context (a checker that only asks "does this number occur in the
material?" passes all of them). The split (2nd, 5th, 8th, ... case of each kind per language is
holdout) was fixed before the first case was written.
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


EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "What does an annual berth cost for my 14-metre yacht at Kilbrack?", ["berths-ie"], ["berths-ie#annual"],
      "In Ireland a boat over 12 metres pays €480 per metre for an annual berth at Kilbrack Marina, with VAT at 23 % "
      "already included.", note="the reader's 14 placed over 12; 'already included'."),
    V("clean", "My boat is only 6 metres long — how is its annual berth worked out at Kilbrack?", ["berths-ie"],
      ["berths-ie#annual"],
      "In Ireland boats under 8 metres are billed as if they were 8 metres long, at the €410 per metre rate that "
      "applies to boats up to 12 metres.", note="'billed as if they were' for 'charged as'; no product computed."),
    V("clean", "Is the visitor rate at Kilbrack all-in, or do I pay extra for electricity and showers?", ["berths-ie"],
      ["berths-ie#visitors"],
      "In Ireland the visitor rate already covers shore power up to 16 amps and the showers, so there is nothing extra "
      "to pay for them. The rate itself is €3.20 per metre a night, with a minimum of €25.",
      note="'already covers'; 'nothing extra' restating 'included'."),
    V("clean", "We plan to stay a week as visitors at Kilbrack — how many nights do we pay for?", ["berths-ie"],
      ["berths-ie#visitors"], "In Ireland a visitor who stays 7 nights in a row is charged for only 6 of them.",
      note="'a week' in the question; 'charged for only 6'."),
    V("clean", "What is the monthly berth rate at Porthgwyn over the winter months?", ["berths-gb"], ["berths-gb#monthly"],
      "In the United Kingdom a monthly berth at Porthgwyn costs £55 per metre from October to March; from April to "
      "September it is £85 per metre.", note="periods kept with their values, reordered."),
    V("clean", "Has the annual berth at Kilbrack gone up compared with last year?",
      ["berths-ie#annual", "berths-ie-2026#annual"], ["berths-ie#annual", "berths-ie-2026#annual"],
      "Yes. In Ireland an annual berth for a boat up to 12 metres now costs €410 per metre, up from €390 per metre in "
      "2026; for boats over 12 metres it went from €455 to €480 per metre.",
      note="current and historical editions, both cited."),
    V("clean", "How much is a visitor night at Porthgwyn for a small boat?", ["berths-gb"], ["berths-gb#visitors"],
      "In the United Kingdom visitors at Porthgwyn pay £2.90 per metre per night, but never less than £22 a night.",
      note="'never less than' for 'a minimum of'."),
    V("clean", "I'm a berth holder — do I pay to use the pump-out?", ["fuel-pumpout"], ["fuel-pumpout#pump-out"],
      "No, pump-out is free of charge for berth holders. Only visitors pay for it: €15 in Ireland or £12 in the United "
      "Kingdom each time.", note="'No' from 'free'; 'each time' for 'per pump-out'."),
    V("clean", "Until what time can I get diesel in July?", ["fuel-pumpout"], ["fuel-pumpout#fuel-dock"],
      "In July the fuel dock is open until 18:00: from May to September it sells fuel from 8:00 to 18:00. Bring a card, "
      "as cash isn't taken.", note="the reader's July placed in May-September; imperative."),
    V("clean", "Can I fill a 25-litre jerry can at the fuel dock?", ["fuel-pumpout"], ["fuel-pumpout#fuel-dock"],
      "No. Portable cans can only be filled on the pontoon, and each may hold at most 20 litres, so a 25-litre can is "
      "too big.", note="'at most' for 'no more than'; the reader's 25."),
    V("clean", "Can I keep my engine running while I refuel?", ["fuel-pumpout"], ["fuel-pumpout#fuel-safety"],
      "No — engines have to be switched off while you are fuelling. Smoking and using a mobile phone on the fuel dock "
      "aren't allowed either.", note="'have to be' for 'must be'; 'aren't allowed'."),
    V("clean", "How much is a lift and relaunch for a 10-metre boat in the UK?", ["yard-services"],
      ["yard-services#lift-out"],
      "In the United Kingdom a lift-out and relaunch costs £19 per metre, and the pressure wash is included in that "
      "price.", note="the other country's value dropped; no total computed."),
    V("clean", "Can the travel hoist lift my boat on a windy day?", ["yard-services"], ["yard-services#lift-out"],
      "Not if the wind is above 25 knots: lifts stop at that point. Lifts also have to be booked at the marina office "
      "at least 7 days in advance.", note="'Not if' answer; 'in advance' for 'ahead'."),
    V("clean", "Can I sand the antifouling myself in the yard?", ["yard-services"], ["yard-services#work"],
      "Yes, owners may do their own maintenance in the yard, but antifouling may only be scraped or sanded over a "
      "ground sheet that catches the dust.", note="permission kept; condition kept."),
    V("clean", "I want to do some grinding on deck on Saturday; what do I need?", ["yard-services"], ["yard-services#work"],
      "You need a hot-work permit from the marina office, and you have to ask for it at least 48 hours before you "
      "start.", note="'hot-work permit'; 'ask for' for 'requested'."),
    V("clean", "How much liability cover does my boat need at Porthgwyn?", ["insurance-safety"],
      ["insurance-safety#insurance"],
      "Boats in the United Kingdom need third-party liability insurance of at least £2,000,000. You hand in a copy of "
      "the certificate when your berth contract starts and again each time the cover is renewed.",
      limitations=["A boat whose insurance lapses may be moved ashore at the owner's expense."],
      note="limitation restating the cited fragment's third sentence."),
    V("clean", "Can we have a barbecue on the pontoon this evening?", ["insurance-safety"], ["insurance-safety#pontoons"],
      "Not on the pontoon itself — barbecues are banned there. You can, however, use a gas barbecue in your boat's "
      "cockpit.", note="'banned' for 'not allowed'; permission kept."),
    V("clean", "Is it OK for the kids to swim off the pontoon?", ["insurance-safety"], ["insurance-safety#pontoons"],
      "No, swimming in the marina isn't allowed. Children under 12 also have to wear a lifejacket when they are on the "
      "pontoons.", note="two sentences of one fragment."),
    V("clean", "Can I spread the annual berth payment over the year?", ["berth-payments"], ["berth-payments#paying"],
      "Yes. Instead of paying in full before 1 April you can pay in 10 monthly instalments by direct debit, but that "
      "option adds 5 % to the price.", note="reordered; 'option'."),
    V("clean", "If I give up my annual berth halfway through the year, do I get anything back?", ["berth-payments"],
      ["berth-payments#cancel-annual"],
      "Yes, you are refunded for the full months that remain, minus an administration fee of 20 %.",
      note="'minus' for 'less'; 'that remain' for 'left'."),
    V("clean", "We booked a visitor berth for Friday; if we cancel on Tuesday, is it a full refund?", ["berth-payments"],
      ["berth-payments#cancel-visitor"],
      "Yes — a visitor booking cancelled at least 48 hours before arrival is refunded in full, and Tuesday is more than "
      "48 hours before a Friday arrival.", note="the reader's days placed against the bound."),
    V("clean", "I'm selling my boat. Can the buyer keep my berth?", ["berth-rules"], ["berth-rules#use"],
      "No. The berth contract does not pass to the buyer when the boat is sold; a berth is only for the boat named in "
      "the contract.", note="reordered."),
    V("clean", "I'll be cruising for three weeks this summer — should I tell the office?", ["berth-rules"],
      ["berth-rules#absence"],
      "Yes. Berth holders leaving for more than 7 days should tell the marina office so the berth can be let to "
      "visitors meanwhile, and if it is let you are credited with half of the visitor fees it earns.",
      note="'half' for 50 %."),
    V("clean", "Can I live on my boat at Kilbrack?", ["berth-rules"], ["berth-rules#liveaboard"],
      "Only if you hold an annual berth and a liveaboard permit. In Ireland the permit costs €600 a year, and each "
      "marina issues no more than 10 of them.", note="'Only if' keeps the condition."),
    V("clean", "We'll get in around 22:00 — where do we go?", ["arrival-guide"], ["arrival-guide#contact"],
      "Arriving after 20:00, you moor on the reception pontoon and check in at the office by 10:00 the next morning. "
      "Call on VHF channel 80 or by phone when you're about 30 minutes out.", note="reader's 22:00 after 20:00."),
    V("clean", "How do I get into the showers?", ["arrival-guide"], ["arrival-guide#facilities"],
      "The code for the shower block, and for the pontoon gates, is given to you when you pay for your berth.",
      note="passive kept, 'to you'."),
    V("clean", "How fast can I go inside the marina?", ["arrival-guide"], ["arrival-guide#speed"],
      "The limit is 3 knots inside the marina, and you must not leave a wake.", note="'must not leave a wake'."),
    V("clean", "Do I have to pay for a second car permit as a berth holder?", ["car-parking"], ["car-parking#permits"],
      "Yes. Your first parking permit is free as an annual berth holder, but any extra permit costs €80 a year in "
      "Ireland or £70 a year in the United Kingdom.", note="'first ... free' for 'one ... free of charge'."),
    V("clean", "Where can I get rid of old engine oil and a dead battery?", ["waste-recycling"], ["waste-recycling#oil"],
      "Take them to the waste oil point in the boatyard: waste oil, oily bilge water and old batteries are accepted "
      "there at no charge.", fence=True, note="fenced JSON; 'at no charge'."),
    V("clean", "Do I need to pay anything to leave my trailer on site for two weeks?", ["car-parking"],
      ["car-parking#visitors-trailers"],
      "Yes: trailers can only be kept in the boatyard, never in the car park, and cost €10 a week in Ireland or £8 a "
      "week in the United Kingdom.", pretty=True, note="pretty-printed; no total computed."),
    # --- wrong (20)
    V("other-sentence", "How far ahead do I need to book a lift-out?", ["yard-services"],
      ["yard-services#lift-out", "yard-services#work"],
      "Lift-outs are booked at the marina office at least 48 hours ahead, and the hoist stops when the wind is above 25 "
      "knots.", MC, src="at least 7 days ahead", note="48 hours is the hot-work permit's (cited #work)."),
    V("other-sentence", "By what time must I check in if I arrive late in the evening?", ["arrival-guide"],
      ["arrival-guide#contact", "arrival-guide#facilities"],
      "If you arrive after 20:00, moor on the reception pontoon and check in at the office by 8:00 the next morning.",
      MC, src="by 10:00 the next morning", note="8:00 is the office's summer opening (cited #facilities)."),
    V("other-sentence", "How long can my boat be away without notice before the marina can reassign my berth?",
      ["berth-rules"], ["berth-rules#absence"],
      "If your boat is away for more than 7 days without notice, the marina may give your berth to another boat until "
      "it returns.", MC, src="more than 28 days without notice",
      note="7 days is the notice rule in the first sentence of the same fragment."),
    V("wrong-case", "What is the annual berth rate for a 9-metre boat at Kilbrack?", ["berths-ie"], ["berths-ie#annual"],
      "In Ireland an annual berth for a boat of that size costs €480 per metre at Kilbrack Marina, VAT at 23 % "
      "included.", MC, src="€410 per metre", note="tier: €480 is for boats over 12 m."),
    V("wrong-case", "How much is a monthly berth at Porthgwyn for November?", ["berths-gb"], ["berths-gb#monthly"],
      "In the United Kingdom a monthly berth at Porthgwyn costs £85 per metre in November.", MC,
      src="£55 per metre from October to March", note="period: £85 is April-September."),
    V("wrong-case", "What does a visitor berth cost per night at Kilbrack?", ["berths-ie"], ["berths-ie#visitors"],
      "In Ireland visitors pay €25 per metre per night, with a minimum charge of €3.20 a night.", MC,
      src="€3.20 per metre per night", note="two values of one sentence swapped."),
    V("uncited-fragment", "What does an annual berth cost at Kilbrack for a 10-metre boat?",
      ["berths-ie#annual", "berths-ie-2026#annual"], ["berths-ie#annual"],
      "In Ireland an annual berth at Kilbrack Marina for a boat up to 12 metres costs €390 per metre, VAT included.",
      MC, src="€410 per metre", note="the 2026 edition's price stated as current, citing the current record."),
    V("uncited-fragment", "What is the minimum a visitor pays per night at Kilbrack?",
      ["berths-ie#visitors", "berths-gb#visitors"], ["berths-ie#visitors"],
      "In Ireland visitors at Kilbrack pay a minimum of £22 a night, with shore power and showers included.", MC,
      src="a minimum of €25 a night", note="the United Kingdom's minimum given to Ireland."),
    V("invented", "Can visitors use the laundry?", ["arrival-guide"], ["arrival-guide#facilities"],
      "Yes, laundry tokens are sold at the office. Berth holders get their laundry tokens free of charge.", UC,
      note="an invented second sentence sharing the fragment's words."),
    V("invented", "Can I get my boat lifted out next week?", ["yard-services"], ["yard-services#lift-out"],
      "Lifts are booked at the marina office. I have booked a lift-out and relaunch for your boat next Tuesday and sent "
      "the confirmation to your email.", UM, note="claimed action."),
    V("limitations", "Is pump-out free for me as a berth holder?", ["fuel-pumpout"], ["fuel-pumpout#pump-out"],
      "Yes, pump-out is free for berth holders; visitors pay €15 in Ireland or £12 in the United Kingdom.", UC,
      limitations=["Free pump-out is limited to one a week per boat."], note="an invented limit in limitations."),
    V("flipped", "Are dogs allowed on the pontoons?", ["insurance-safety"], ["insurance-safety#pontoons"],
      "No, dogs are not allowed on the pontoons.", UC, src="Dogs are welcome on a lead", note="denial added."),
    V("flipped", "Can I lend my berth to a friend while I'm away?", ["berth-rules"], ["berth-rules#use"],
      "Yes, you may lend your berth to another boat, though it cannot be sublet, and the contract does not pass to a "
      "buyer if you sell.", UC, src="may not be sublet or lent", note="prohibition on lending lifted."),
    V("condition", "Can I live aboard my boat?", ["berth-rules"], ["berth-rules#liveaboard"],
      "Yes, all annual berth holders may live aboard their boats. In Ireland this costs €600 a year.", UC,
      src="with a liveaboard permit", note="the permit condition dropped."),
    V("condition", "Will the marina refuse to launch my boat if I pay late?", ["berth-payments"], ["berth-payments#paying"],
      "Yes. If a payment is late, the marina may refuse to lift or launch the boat until it is paid.", UC,
      src="more than 30 days late", note="'more than 30 days' dropped."),
    V("joined", "Is a late visitor cancellation charged?", ["berth-payments"], ["berth-payments#cancel-visitor"],
      "Yes, a booking cancelled less than 48 hours before arrival is charged one night, unless you are an annual berth "
      "holder, in which case it is refunded in full.", UC, note="an invented exception joined to a true rule."),
    V("bound", "How early must I cancel a visitor booking to get my money back?", ["berth-payments"],
      ["berth-payments#cancel-visitor"],
      "To be refunded in full you need to cancel no more than 48 hours before arrival.", UC,
      src="at least 48 hours before arrival", note="'at least' -> 'no more than'."),
    V("bound", "How much liability insurance does my boat need in Ireland?", ["insurance-safety"],
      ["insurance-safety#insurance"],
      "Boats in Ireland need third-party liability insurance of up to €3,000,000.", UC,
      src="at least €3,000,000", note="'at least' -> 'up to'."),
    V("modality", "What happens if my boat's insurance lapses?", ["insurance-safety"], ["insurance-safety#insurance"],
      "If your insurance lapses, the marina will move your boat ashore at your expense.", UC,
      src="may be moved ashore", note="'may be moved' -> 'will move'."),
    V("jurisdiction", "How much is a visitor berth at Porthgwyn per night?", ["berths-gb"], ["berths-gb#visitors"],
      "Visitors at Porthgwyn pay £2.90 per metre per night, with a minimum of £22 a night; shore power and showers are "
      "included.", NJ, src="In the United Kingdom", note="figures from a GB-only context, no country named."),
]

RU = [
    # --- clean (30)
    V("clean", "Сколько стоит почистить мужской костюм-двойку в России?", ["ceny-ru"], ["ceny-ru#odezhda"],
      "В России чистка мужского костюма-двойки обойдётся в 1 900 ₽, НДС 20 % уже включён в цену.",
      note="«обойдётся», «уже включён»."),
    V("clean", "Сколько стоит чистка платья?", ["ceny-kz"], ["ceny-kz#odezhda"],
      "В Казахстане чистка платья стоит от 6 000 ₸, цена указана с НДС 12 %.", note="«от» сохранено."),
    V("clean", "Успеете почистить пальто за сутки в России?", ["ceny-ru"], ["ceny-ru#sroki"],
      "Да, в России есть срочная чистка за 24 часа, но она на 50 % дороже обычной. Обычная чистка занимает 5 рабочих "
      "дней.", note="«сутки» в вопросе, «24 часа» в ответе."),
    V("clean", "Можно ли срочно почистить пуховик в Казахстане?", ["ceny-kz"], ["ceny-kz#sroki"],
      "Нет. В Казахстане пуховики, как и изделия из кожи и меха, срочно не чистят.", note="«Нет» из отрицания."),
    V("clean", "Подорожала ли чистка пальто в России по сравнению с прошлым годом?",
      ["ceny-ru#odezhda", "ceny-ru-2026#odezhda"], ["ceny-ru#odezhda", "ceny-ru-2026#odezhda"],
      "Да. В 2026 году чистка пальто в России стоила 2 200 ₽, а сейчас — 2 400 ₽.",
      note="текущая и историческая редакции, обе процитированы."),
    V("clean", "Что будет с пятнами, которые уже были на вещи, когда я её сдаю?", ["priyom"], ["priyom#osmotr"],
      "Их запишут в квитанцию: вещь осматривают при вас и фиксируют все найденные дефекты — пятна, потёртости, "
      "катышки, повреждения фурнитуры. Квитанцию вы подписываете вместе с приёмщиком.", note="«при вас», «фиксируют»."),
    V("clean", "У блузки срезан ярлык. Примете её?", ["priyom"], ["priyom#bez-markirovki"],
      "Да, но только под вашу ответственность: если вещь без ярлыка с символами ухода пострадает при чистке по "
      "технологии, выбранной технологом, химчистка ущерб не возместит.", note="«Да, но только»."),
    V("clean", "Нужно ли срезать пуговицы перед чисткой пальто?", ["priyom"], ["priyom#karmany"],
      "Пуговицы и украшения, которые могут пострадать, снимут при вас либо примут вещь без гарантии их сохранности. "
      "А вот карманы перед сдачей нужно освободить самому.", note="будущее время, «либо»."),
    V("clean", "Химчистка потеряла моё пальто. Что мне положено?", ["otvetstvennost"], ["otvetstvennost#vozmeshchenie"],
      "Если вещь утрачена по вине химчистки, вам возместят её двукратную цену, указанную в квитанции, и вернут "
      "стоимость чистки.", note="условие сохранено; «вам возместят»."),
    V("clean", "После чистки проявился скрытый дефект ткани — компенсируют?", ["otvetstvennost"],
      ["otvetstvennost#vozmeshchenie"],
      "Нет. Скрытые дефекты, которые проявились после чистки, не возмещаются — как и дефекты, записанные в квитанцию "
      "при приёме.", note="«Нет» из отрицания; причастие -> придаточное."),
    V("clean", "Сколько ждать ответа на претензию?", ["otvetstvennost"], ["otvetstvennost#pretenzii"],
      "Химчистка рассмотрит претензию в течение 10 дней. Подать её нужно письменно, в течение 30 дней со дня выдачи "
      "вещи, и приложить квитанцию.", note="будущее время; порядок изменён."),
    V("clean", "Кто платит за независимую экспертизу, если её назначает химчистка?", ["otvetstvennost"],
      ["otvetstvennost#pretenzii"],
      "Химчистка: при необходимости она сама направляет вещь на независимую экспертизу за свой счёт.",
      note="ответ на «кто» тем же деятелем."),
    V("clean", "Пятно осталось после чистки, забрал вещь 3 дня назад. Перечистите бесплатно?", ["otvetstvennost"],
      ["otvetstvennost#povtornaya"],
      "Да, если это пятно записано в квитанции: повторную чистку делают бесплатно при обращении в течение 7 дней со "
      "дня выдачи, а у вас прошло 3 дня.", note="число читателя внутри срока."),
    V("clean", "Сколько вещь лежит у вас бесплатно после того, как готова?", ["hranenie"], ["hranenie#hranenie"],
      "Хранение бесплатное в течение 30 дней после срока готовности. Потом оно платное: 50 ₽ в сутки в России или "
      "250 ₸ в сутки в Казахстане.", note="«платное» для «берут»."),
    V("clean", "Могут ли продать мою куртку, если я её долго не забираю?", ["hranenie"], ["hranenie#hranenie"],
      "Да, химчистка вправе продать невостребованную вещь через 6 месяцев после срока готовности, но сначала "
      "предупредит вас за 30 дней.", note="«вправе» сохранено."),
    V("clean", "Можно забрать заказ без квитанции?", ["hranenie"], ["hranenie#poluchenie"],
      "Да, по номеру телефона, который вы указали при приёме, с кодом из СМС.", note="«Да» из альтернативы."),
    V("clean", "Сколько стоит курьер в Казахстане для небольшого заказа?", ["dostavka"], ["dostavka#usloviya"],
      "Если заказ меньше 25 000 ₸, доставка в Казахстане стоит 2 000 ₸ в одну сторону; от 25 000 ₸ она бесплатна.",
      note="«меньше» для «в остальных случаях»."),
    V("clean", "Во сколько может приехать курьер?", ["dostavka"], ["dostavka#vremya"],
      "Курьер приезжает в выбранное вами трёхчасовое окно в промежутке с 9:00 до 21:00.", note="«в промежутке»."),
    V("clean", "Отменил курьера за час до окна — это платно?", ["dostavka"], ["dostavka#vremya"],
      "Да. Бесплатно отменить выезд можно не позднее чем за 2 часа до начала окна, а более поздняя отмена стоит как "
      "одна доставка.", note="«Да» из границы."),
    V("clean", "Я сделал 4 заказа — какая у меня скидка по карте?", ["skidki"], ["skidki#karta"],
      "5 %: карту со скидкой 5 % выдают после 3 оплаченных заказов, а 10 % по карте будет только после 10 оплаченных "
      "заказов.", note="число читателя между 3 и 10."),
    V("clean", "Пенсионерам скидка в понедельник утром есть?", ["skidki"], ["skidki#pensioneram"],
      "Да, по будним дням до 13:00 пенсионерам дают скидку 10 %, нужно показать пенсионное удостоверение.",
      note="понедельник утром внутри условия."),
    V("clean", "Распространяется ли скидка по карте на срочную чистку?", ["skidki"], ["skidki#pravila"],
      "Нет, на срочную чистку, как и на доставку, скидки не действуют.", note="«Нет» из отрицания."),
    V("clean", "Можно ли заплатить при получении, а не сразу?", ["oplata"], ["oplata#chastnye"],
      "Как правило, нет: частный клиент платит полностью при приёме вещи. Исключение — вещи, которые чистят дольше 10 "
      "рабочих дней: за них можно внести предоплату 50 %, а остаток доплатить при получении.",
      note="исключение сохранено."),
    V("clean", "Наша компания сдаёт 8 вещей в месяц. Можно заключить договор?", ["oplata"], ["oplata#organizacii"],
      "Нет, договор с организацией заключается при объёме от 10 вещей в месяц.", note="число читателя ниже границы."),
    V("clean", "Сколько стоит постирать 5 кг белья в России и когда будет готово?", ["stirka"], ["stirka#ves"],
      "В России стирка стоит 250 ₽ за килограмм (минимальный заказ — 3 кг), бельё будет готово через 2 рабочих дня.",
      note="без вычисленной суммы."),
    V("clean", "Рубашки после глажки отдаёте сложенными?", ["stirka"], ["stirka#glazhka"],
      "Нет, рубашки после глажки выдают на плечиках. Глажка стоит 200 ₽ в России или 900 ₸ в Казахстане за рубашку.",
      note="«Нет» из утверждения о другом способе."),
    V("clean", "Нужно ли самому снимать шторы для чистки?", ["shtory-kovry"], ["shtory-kovry#shtory"],
      "Не обязательно: шторы может снять и повесить мастер, выезд стоит 1 200 ₽ в России или 6 000 ₸ в Казахстане.",
      note="«не обязательно» для платной услуги."),
    V("clean", "Ковёр 2 на 4 метра — заберёте бесплатно?", ["shtory-kovry"], ["shtory-kovry#kovry"],
      "Да: вывоз и доставка ковра бесплатны, если его площадь от 6 квадратных метров.",
      note="числа читателя; без вычисленной площади."),
    V("clean", "Как долго чистят ковры?", ["shtory-kovry"], ["shtory-kovry#kovry"],
      "Срок чистки ковра в цехе — 10 рабочих дней, цена — 450 ₽ за квадратный метр в России или 2 100 ₸ в Казахстане.",
      fence=True, note="fenced JSON."),
    V("clean", "Сколько стоит чистка пуховика в России?", ["ceny-ru"], ["ceny-ru#odezhda", "ceny-ru#sroki"],
      "В России чистка пуховика стоит 2 100 ₽.", limitations=["Срочно пуховики не чистят."], pretty=True,
      note="pretty-printed; ограничение из второго процитированного фрагмента."),
    # --- wrong (20)
    V("other-sentence", "Сколько дней есть на подачу претензии?", ["otvetstvennost"], ["otvetstvennost#pretenzii"],
      "Претензию подают письменно в течение 10 дней со дня выдачи вещи, приложив квитанцию.", MC,
      src="в течение 30 дней со дня выдачи", note="10 дней — срок рассмотрения (следующее предложение)."),
    V("other-sentence", "Когда можно обратиться за бесплатной повторной чисткой?", ["otvetstvennost"],
      ["otvetstvennost#povtornaya", "otvetstvennost#pretenzii"],
      "Повторную чистку сделают бесплатно, если вы обратились в течение 30 дней со дня выдачи, а пятно было записано в "
      "квитанцию.", MC, src="в течение 7 дней со дня выдачи", note="30 дней — срок претензии (процитирован)."),
    V("other-sentence", "Через сколько после срока готовности начинают брать плату за хранение?", ["hranenie"],
      ["hranenie#hranenie"],
      "Плату за хранение начинают брать через 6 месяцев после срока готовности: 50 ₽ в сутки в России или 250 ₸ в "
      "сутки в Казахстане.", MC, src="хранится бесплатно 30 дней", note="6 месяцев — срок продажи."),
    V("wrong-case", "Какая скидка по карте после 10 заказов?", ["skidki"], ["skidki#karta"],
      "После 10 оплаченных заказов скидка по карте составляет 5 %.", MC, src="скидка по карте становится 10 %",
      note="5 % — после 3 заказов."),
    V("wrong-case", "Когда будет готово бельё из стирки и сколько минимум надо сдать?", ["stirka"], ["stirka#ves"],
      "Бельё будет готово через 3 рабочих дня, минимальный заказ — 2 кг.", MC, src="минимальный заказ — 3 кг",
      note="два значения одного фрагмента переставлены."),
    V("wrong-case", "Сколько стоит чистка пуховика в России?", ["ceny-ru"], ["ceny-ru#odezhda"],
      "В России чистка пуховика стоит 2 400 ₽.", MC, src="пуховика — 2 100 ₽", note="2 400 ₽ — цена пальто."),
    V("uncited-fragment", "Сколько стоит чистка костюма-двойки в России?", ["ceny-ru#odezhda", "ceny-ru-2026#odezhda"],
      ["ceny-ru#odezhda"], "В России чистка мужского костюма-двойки стоит 1 700 ₽, цены указаны с НДС 20 %.", MC,
      src="костюма-двойки стоит 1 900 ₽", note="цена 2026 года как текущая."),
    V("uncited-fragment", "На сколько дороже срочная чистка в России?", ["ceny-ru#sroki", "ceny-kz#sroki"],
      ["ceny-ru#sroki"], "В России срочная чистка за 24 часа стоит на 70 % дороже обычной.", MC,
      src="на 50 % дороже", note="казахстанские 70 % отданы России."),
    V("invented", "Что делать с вещами в карманах?", ["priyom"], ["priyom#karmany"],
      "Перед сдачей освободите карманы. Всё, что найдут в карманах, химчистка хранит для вас до получения заказа.", UC,
      note="выдуманное второе предложение на словах фрагмента."),
    V("invented", "Можно вызвать курьера на завтра?", ["dostavka"], ["dostavka#vremya"],
      "Курьер приезжает в выбранное трёхчасовое окно. Я оформил для вас вызов курьера на завтра и отправил "
      "подтверждение по СМС.", UM, note="заявленное действие."),
    V("limitations", "Примут ли вещь без ярлыка?", ["priyom"], ["priyom#bez-markirovki"],
      "Да, но только под ответственность клиента.", UC,
      limitations=["Если такая вещь пострадает, химчистка возместит половину её цены."],
      note="выдуманное ограничение."),
    V("flipped", "Отвечает ли химчистка за дефекты, записанные в квитанцию при приёме?", ["otvetstvennost"],
      ["otvetstvennost#vozmeshchenie"],
      "Да, дефекты, записанные в квитанцию при приёме, возмещаются в двукратном размере цены вещи.", UC,
      src="не возмещаются", note="отрицание снято."),
    V("flipped", "Действует ли скидка на доставку?", ["skidki"], ["skidki#pravila"],
      "Да, скидки действуют и на доставку, но не суммируются.", UC,
      src="Скидки не действуют на срочную чистку и на доставку", note="запрет снят."),
    V("condition", "Вернут ли деньги за испорченную вещь?", ["otvetstvennost"], ["otvetstvennost#vozmeshchenie"],
      "Да, за испорченную вещь клиенту возмещают двукратную цену, указанную в квитанции, и возвращают стоимость "
      "чистки.", UC, src="по вине химчистки", note="условие «по вине химчистки» выброшено."),
    V("condition", "Есть ли скидка пенсионерам?", ["skidki"], ["skidki#pensioneram"],
      "Да, пенсионерам дают скидку 10 % при предъявлении пенсионного удостоверения.", UC,
      src="по будним дням до 13:00", note="условие времени выброшено."),
    V("agent", "Кто направляет вещь на независимую экспертизу?", ["otvetstvennost"], ["otvetstvennost#pretenzii"],
      "При необходимости клиент сам направляет вещь на независимую экспертизу за свой счёт.", UC,
      src="Химчистка рассматривает претензию в течение 10 дней и при необходимости направляет вещь",
      note="деятель подменён: клиент вместо химчистки."),
    V("bound", "До какого момента можно бесплатно отменить курьера?", ["dostavka"], ["dostavka#vremya"],
      "Бесплатно отменить выезд курьера можно не ранее чем за 2 часа до начала окна.", UC,
      src="не позднее чем за 2 часа", note="«не позднее» -> «не ранее»."),
    V("bound", "С какого объёма можно заключить договор организации?", ["oplata"], ["oplata#organizacii"],
      "Договор с организацией заключается при объёме до 10 вещей в месяц.", UC, src="от 10 вещей в месяц",
      note="«от» -> «до»."),
    V("modality", "Что будет с вещью, которую не забрали полгода?", ["hranenie"], ["hranenie#hranenie"],
      "Через 6 месяцев после срока готовности химчистка обязательно продаёт невостребованную вещь, предупредив "
      "клиента за 30 дней.", UC, src="вправе продать", note="«вправе» -> «обязательно продаёт»."),
    V("jurisdiction", "Сколько стоит чистка пальто?", ["ceny-kz"], ["ceny-kz#odezhda"],
      "Чистка пальто стоит 12 000 ₸, цена включает НДС 12 %.", NJ, src="В Казахстане",
      note="цифры из контекста только KZ, страна не названа (₸ — не название)."),
]
