"""Labelled verify cases of unseen53 (the source of verify_cases.jsonl; build_unseen53.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, numbers in words ("five working days", "ten working days"; «четырнадцати
дней»), another notation of the same amount ("695 Australian dollars", "AUD 745", "A$699" for "… Australian
dollars"; «рублей» for «₽», «белорусских рублей» for «BYN»), Russian case forms and word order, two editions
or two countries at once, the reader's age, time, size or date against a band, exceptions and conditions
kept, the actor named. A figure is never derived (no sums, no conversions, no differences). Wrong answers
carry one fault each (README's table).
"""
from __future__ import annotations

NOW = "2035-09-16T10:00:00Z"

MC = ["misattributed-figure"]
UC = ["unsupported-claim"]
NJ = ["number-without-jurisdiction"]
UN = ["unsupported-number"]
DG = ["degenerate-output"]
NC = ["missing-citation", "misattributed-figure"]
UM = ["unperformed-mutation"]


def V(kind, question, ctx, cites, answer, checks=(), src="", note="", limitations=(), pretty=False, fence=False):
    return {"kind": kind, "question": question, "ctx": list(ctx), "cites": list(cites), "answer": answer,
            "checks": list(checks), "src": src, "note": f"{kind}: {note}", "limitations": list(limitations),
            "pretty": pretty, "fence": fence}


PAU, PNZ, P34 = "rfd-prices-au", "rfd-prices-nz", "rfd-prices-au-2034"
COURSES, MEDICAL, JUN, WEATHER = "rfd-courses", "rfd-medical", "rfd-juniors", "rfd-weather"
FEES, FILLS, LIAB, VOUCH = "rfd-fees", "rfd-fills", "rfd-liability", "rfd-vouchers"

EN = [
    # --- clean (23)
    V("clean", "How much is the Open Water course in Cairns and in Sydney?", [PAU], [f"{PAU}#open-water"],
      "In Australia the four-day Open Water course costs 695 Australian dollars in Cairns and AUD 745 in Sydney.",
      note="'695 Australian dollars' and 'AUD 745' for 'A$…'; both shops."),
    V("clean", "What does the Open Water course price include in Australia?", [PAU], [f"{PAU}#open-water"],
      "In Australia the Open Water course price covers the course manual, all the equipment hire and four ocean "
      "dives.", note="pretty-printed JSON; a list restated.", pretty=True),
    V("clean", "How has the price of the Open Water course in Sydney changed since 2034?",
      [f"{P34}#open-water", f"{PAU}#open-water"], [f"{P34}#open-water", f"{PAU}#open-water"],
      "In Australia the four-day Open Water course in Sydney cost A$699 in 2034 and costs A$745 now.",
      note="```json fence; historical and current editions, both cited; 'A$699' for '699 Australian dollars'; no "
      "difference derived.", fence=True),
    V("clean", "How much is a guided shore dive in Sydney and in Wellington?",
      [f"{PAU}#shore-dives", f"{PNZ}#shore-dives"], [f"{PAU}#shore-dives", f"{PNZ}#shore-dives"],
      "A guided shore dive costs A$95 from the Sydney shop in Australia and NZ$110 in Wellington, New Zealand.",
      note="two countries, each figure to its own."),
    V("clean", "I want a third dive on the Cairns outer reef trip. Is that possible, and what does it cost?", [PAU],
      [f"{PAU}#boat-dives"],
      "Yes. In Australia a third dive on the same Cairns outer reef trip costs A$60; the day trip itself costs "
      "A$260 with two dives.", note="'Yes.' opener; both figures to their own things, no sum."),
    V("clean", "Is a hood included when I hire a full kit in Tutukaka?", [PNZ], [f"{PNZ}#hire"],
      "Yes. In New Zealand the full kit, at NZ$85 a day, includes a 7 mm wetsuit, a hood and gloves.",
      note="Tutukaka read as New Zealand; reordered."),
    V("clean", "I finished my pool sessions at another centre 14 months ago. Can I do a referral with you?",
      [COURSES], [f"{COURSES}#referral"],
      "No. The referral form has to be signed by the other centre's instructor and be no more than 12 months old, "
      "and yours is 14 months old.", note="the reader's 14 months over the bound; 'has to' for 'must'."),
    V("clean", "What does the Advanced Open Water course involve?", [COURSES], [f"{COURSES}#advanced"],
      "It is a two-day course of five dives, one of which is a deep dive to 30 metres, and certified Open Water "
      "divers can take it.", note="reordered; 'can take it' for 'is open to'."),
    V("clean", "I missed a pool session 2 months ago. Can I still make it up?", [COURSES],
      [f"{COURSES}#missed-sessions"],
      "Yes: 2 months is within the 3 months allowed, so you can join the next course group and make the session up "
      "free of charge.", note="the reader's 2 months under the bound."),
    V("clean", "When will I get my certification card?", [COURSES], [f"{COURSES}#cards"],
      "Once your instructor has signed off every skill, the card is issued online within five working days of your "
      "last dive.", note="'five' in words; the condition first."),
    V("clean", "I lost my certification card. How much is a replacement in Australia, and who orders it?",
      [COURSES], [f"{COURSES}#card-replacement"],
      "The dive centre orders the new card through the training agency, and you pay A$65 for it in Australia.",
      note="the actor and the payer named; 'you' = the diver."),
    V("clean", "I answered yes to one question on the medical questionnaire. Can I still dive?", [MEDICAL],
      [f"{MEDICAL}#questionnaire"],
      "Only with a fitness-to-dive certificate signed by a doctor: a diver who answers yes to any question needs "
      "one before any dive.", note="a condition as the answer's opener."),
    V("clean", "My fitness-to-dive certificate is 10 months old. Is it still valid for my course?", [MEDICAL],
      [f"{MEDICAL}#certificate"],
      "Yes. The certificate must be dated no more than 12 months before your first dive, and 10 months is within "
      "that; you can bring it on paper or send it by email.", note="the reader's 10 months under the bound."),
    V("clean", "I turned up without the medical certificate I needed. What happens to my course?", [MEDICAL],
      [f"{MEDICAL}#no-certificate"],
      "You cannot dive that day, but the course can be moved to a later date once, free of charge. If you cancel "
      "instead, you lose the deposit.", note="'you lose the deposit' for 'the deposit is not refunded'."),
    V("clean", "My son is 13. How deep can he dive?", [JUN], [f"{JUN}#junior-depth"],
      "At 13 he is in the 12 to 14 band, so he may dive to 18 metres with any certified adult.",
      note="the reader's age inside the band; the 10-11 band's 12 metres not used."),
    V("clean", "Does my 16-year-old need a parent's signature to dive?", [JUN], [f"{JUN}#consent"],
      "Yes. Every diver under 18 needs a consent form signed by a parent or guardian, and a parent or guardian "
      "also signs the medical questionnaire.", note="the reader's 16 under 18."),
    V("clean", "How much is the Junior Open Water course in New Zealand, and is there a discount for my second "
      "child?", [JUN], [f"{JUN}#junior-prices"],
      "In New Zealand the Junior Open Water course costs NZ$650, and a second child from the same family on the "
      "same course gets 10% off.", note="the country's figure of a two-country sentence; no sum derived."),
    V("clean", "The skipper cancelled our boat trip because of the swell. What are my options?", [WEATHER],
      [f"{WEATHER}#weather-cancel"],
      "You choose: either move to another date at no charge, or take a full refund, which is paid within ten "
      "working days.", note="'ten' in words; 'at no charge' for 'free of charge'."),
    V("clean", "Our course was held up by bad weather. Will it cost me more?", [WEATHER], [f"{WEATHER}#course-weather"],
      "No. The course is extended by up to 2 days at no extra cost, and any dives still not made are done on a "
      "date you choose within 6 months.", note="'No.' opener; 'up to' kept."),
    V("clean", "Can I move my boat dive 3 days before departure without paying?", [WEATHER],
      [f"{WEATHER}#reschedule"],
      "Yes. A boat dive can be moved to another date free of charge up to 48 hours before departure, and 3 days "
      "before is earlier than that.", note="the reader's 3 days against the 48 hours (no conversion written)."),
    V("clean", "How much deposit do I pay for a course in Australia, and when is the rest due?", [FEES],
      [f"{FEES}#deposits"],
      "In Australia a course is booked with a deposit of A$200, and the balance is paid at the shop on the first "
      "day of the course.", note="the country's figure; the trip's 30% not used."),
    V("clean", "I dropped my tank off at 11:00. When will it be ready?", [FILLS], [f"{FILLS}#fill-times"],
      "It will be ready the next day: tanks left after 10:00 are ready the next day, and only those left before "
      "10:00 are ready the same day, from 16:00.", note="the reader's 11:00 after the bound; 'after 10:00' for "
      "'later'."),
    V("clean", "I lost a hired dive computer in Australia. What do I have to pay?", [LIAB],
      [f"{LIAB}#hired-equipment"],
      "In Australia a lost hired dive computer costs A$650, and the diver who lost it pays for it.",
      limitations=["Normal wear is not charged."],
      note="the payer named; `limitations` filled with the fragment's other sentence."),

    # --- wrong (22)
    V("wrong-case", "How much is the Open Water course in Cairns?", [PAU], [f"{PAU}#open-water"],
      "In Australia the four-day Open Water course costs A$745 in Cairns.", MC, src="A$695 in Cairns",
      note="Sydney's A$745 (the same sentence) given to Cairns."),
    V("wrong-case", "How much is a guided shore dive in Tutukaka?", [PNZ], [f"{PNZ}#shore-dives"],
      "In New Zealand a guided shore dive in Tutukaka costs NZ$110.", MC, src="NZ$90 in Tutukaka",
      note="Wellington's NZ$110 (the same sentence) given to Tutukaka."),
    V("country", "How far ahead must a guided shore dive be booked in New Zealand?",
      [f"{PAU}#shore-dives", f"{PNZ}#shore-dives"], [f"{PAU}#shore-dives", f"{PNZ}#shore-dives"],
      "In New Zealand a guided shore dive must be booked at least 24 hours ahead.", MC,
      src="must be booked at least 48 hours ahead",
      note="a wrong country: Australia's 24 hours given to New Zealand; both fragments cited, the value only in the "
      "Australian one."),
    V("unit", "How much does a single hire item cost in Australia?", [PAU], [f"{PAU}#hire"],
      "In Australia a single item of equipment costs A$25 a week to hire.", UC, src="a single item costs A$25 a day",
      note="a daily price given per week (the figure right, the period wrong)."),
    V("other-value", "How much is a full kit per day in Australia?", [PAU], [f"{PAU}#hire"],
      "In Australia a full kit of regulator, BCD, wetsuit, mask, fins and dive computer costs A$25 a day.", MC,
      src="costs A$75 a day", note="the single item's A$25 (the same sentence) given to the full kit."),
    V("other-value", "How recent must my tank's hydrostatic test be for a fill?", [FILLS], [f"{FILLS}#air-fills"],
      "A tank is filled only if it has passed a hydrostatic test within the last 12 months.", MC,
      src="a hydrostatic test within the last 5 years",
      note="the visual inspection's 12 months (the same sentence) given to the hydrostatic test."),
    V("deadline", "How long do I have to make up a missed pool session?", [COURSES], [f"{COURSES}#missed-sessions"],
      "You can make up a missed pool session free of charge within 12 months.", MC, src="within 3 months",
      note="the 12 months of another rule (a referral form's age, #referral, uncited) given to the make-up."),
    V("uncited-fragment", "How much is the Open Water course in Sydney?", [f"{PAU}#open-water", f"{P34}#open-water"],
      [f"{PAU}#open-water"], "In Australia the four-day Open Water course costs A$699 in Sydney.", MC,
      src="A$745 in Sydney", note="the 2034 edition's 699 Australian dollars (uncited) given as today's, citing "
      "today's list."),
    V("uncited-fragment", "How much does a nitrox fill cost in New Zealand?", [FILLS], [],
      "In New Zealand a nitrox fill up to 32% costs NZ$22.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "What can I pay for with a gift voucher?", [VOUCH], [f"{VOUCH}#gift-vouchers"],
      "You can use a gift voucher for courses, boat dives, shore dives, equipment hire and tank fills.", UC,
      src="but not for equipment hire or tank fills", note="the exception overridden: the excluded items listed "
      "as allowed."),
    V("exception", "My daughter is 9. Can she do the Junior Open Water course if I dive with her?", [JUN],
      [f"{JUN}#minimum-age"],
      "Yes, a 9-year-old can join the Junior Open Water course as long as a certified parent dives with her.", UC,
      src="Children aged 8 and 9 can only try the Bubblemaker pool session",
      note="a case the source denies ('can only try the Bubblemaker') granted with a condition."),
    V("condition", "Can someone who did the theory at another centre finish their dives with you?", [COURSES],
      [f"{COURSES}#referral"],
      "Yes, anyone who did the theory and pool sessions elsewhere can finish the four open water dives with us on "
      "a referral, whatever the date of the referral form.", UC, src="be no more than 12 months old",
      note="the condition (a form no more than 12 months old) dropped and denied."),
    V("bound", "How long can a course be extended because of the weather?", [WEATHER], [f"{WEATHER}#course-weather"],
      "A course held up by weather is extended by at least 2 days at no extra cost.", UC, src="by up to 2 days",
      note="'up to' turned into 'at least'."),
    V("bound", "Until when can I move a boat dive for free?", [WEATHER], [f"{WEATHER}#reschedule"],
      "You can move a boat dive free of charge only if you do it less than 48 hours before departure.", UC,
      src="up to 48 hours before departure", note="'up to 48 hours before' turned into 'less than 48 hours "
      "before'."),
    V("modality", "What happens to my course deposit if I cancel 5 days before the start?", [FEES],
      [f"{FEES}#course-cancellation"],
      "From 7 days before the start the deposit is kept, and it must be used for another course within 12 "
      "months.", UC, src="it can be used once for another course within 12 months",
      note="a permission ('can be used') made a duty ('must be used')."),
    V("flipped", "Is nitrox available on the boats in New Zealand?", [FILLS], [f"{FILLS}#nitrox"],
      "Yes, in New Zealand nitrox is offered on the boats.", UC, src="in New Zealand nitrox is not offered on the "
      "boats", note="'not offered' turned into 'offered'."),
    V("agent", "Who pays for the medical examination?", [MEDICAL], [f"{MEDICAL}#certificate"],
      "The dive centre pays for the medical examination needed for a fitness-to-dive certificate.", UC,
      src="The diver pays for the medical examination", note="the payer swapped (the diver → the dive centre)."),
    V("agent", "Who orders a replacement certification card?", [COURSES], [f"{COURSES}#card-replacement"],
      "The diver orders the new card from the training agency and pays A$65 in Australia or NZ$70 in New "
      "Zealand.", UC, src="the dive centre orders the new card",
      note="the actor swapped (the dive centre → the diver)."),
    V("invented", "How much is a full kit in New Zealand?", [PNZ], [f"{PNZ}#hire"],
      "In New Zealand a full kit costs NZ$85 a day, or NZ$400 for a week.", UN,
      note="an invented weekly price (NZ$400) the source does not state."),
    V("jurisdiction", "How much is a guided shore dive at Shelly Beach?", [f"{PAU}#shore-dives"],
      [f"{PAU}#shore-dives"],
      "A guided shore dive at Shelly Beach costs A$95 from the Sydney shop, and it must be booked at least 24 hours "
      "ahead.", NJ, src="In Australia, a guided shore dive at Shelly Beach costs A$95",
      note="an Australia-only context, the country not named (only the shop's town and the A$ sign)."),
    V("degenerate", "Can I fly the day after a dive?", [MEDICAL], [f"{MEDICAL}#flying"],
      "Divers must not fly within 18 hours after their last dive [t", DG, note="dangling label syntax ('[t')."),
    V("limitations", "How much is a refresher session in New Zealand?", [COURSES], [f"{COURSES}#refresher"],
      "In New Zealand a refresher session in the pool costs NZ$130.", UN,
      limitations=["A refresher booked together with a boat dive costs NZ$99."],
      note="a correct answer; `limitations` invents a figure (NZ$99)."),
]

RF, BY, R34 = "prt-ceny-rf", "prt-ceny-by", "prt-ceny-rf-2034"
HRAN, REMONT, DISKI, ZAPIS = "prt-hranenie", "prt-remont", "prt-diski", "prt-zapis"
GAR, OTV, PRET, VYEZD = "prt-garantiya", "prt-otvetstvennost", "prt-pretenzii", "prt-vyezd"

RU = [
    # --- clean (22)
    V("clean", "Сколько стоит шиномонтаж колёс R16 в Москве и в Екатеринбурге?", [RF], [f"{RF}#shinomontazh"],
      "В России комплексный шиномонтаж четырёх колёс радиуса R16 стоит 2 800 рублей в Москве и 2 400 ₽ в "
      "Екатеринбурге.", note="«рублей» for «₽»; the reader's R16 in the R16–R17 band of both cities."),
    V("clean", "Сколько стоит балансировка колеса в Минске и в Гомеле?", [BY], [f"{BY}#balansirovka"],
      "В Беларуси балансировка одного колеса стоит 12 белорусских рублей в Минске и 10 BYN в Гомеле, а грузики "
      "уже входят в цену.", note="pretty-printed JSON; «белорусских рублей» for «BYN»; both cities.", pretty=True),
    V("clean", "Как изменилась цена шиномонтажа R13–R15 в Екатеринбурге с 2034 года?",
      [f"{R34}#shinomontazh", f"{RF}#shinomontazh"], [f"{R34}#shinomontazh", f"{RF}#shinomontazh"],
      "В России комплексный шиномонтаж четырёх колёс R13–R15 в Екатеринбурге в 2034 году стоил 1 800 ₽, а сейчас "
      "стоит 2 000 рублей.", note="```json fence; two editions, both cited; notations swapped; the difference not "
      "derived.", fence=True),
    V("clean", "Сколько стоит балансировка одного колеса в Москве и в Минске?",
      [f"{RF}#balansirovka", f"{BY}#balansirovka"], [f"{RF}#balansirovka", f"{BY}#balansirovka"],
      "В России, в Москве, балансировка одного колеса стоит 350 ₽, а в Беларуси, в Минске, — 12 BYN.",
      note="two countries, each figure to its own."),
    V("clean", "Насколько дороже шиномонтаж внедорожника в России?", [RF], [f"{RF}#vnedorozhniki"],
      "Для внедорожников, как и для микроавтобусов, шиномонтаж в России обходится на 30 % дороже, чем для легковых "
      "автомобилей тех же радиусов.", note="«обходится» for «дороже»; word order."),
    V("clean", "У меня шины RunFlat. Где в России их смонтируют и на сколько дороже?", [RF], [f"{RF}#runflat"],
      "Только в Москве: шины RunFlat в России монтируют там с наценкой 50 % к цене комплексного шиномонтажа.",
      note="«Только в Москве» as the opener; the surcharge kept."),
    V("clean", "Сколько стоит хранение летних шин без дисков в России?", [HRAN], [f"{HRAN}#stoimost"],
      "Сезонное хранение комплекта из четырёх шин без дисков в России стоит 4 800 ₽.",
      limitations=["Сезон хранения длится 6 месяцев."],
      note="Russia's figure; `limitations` filled with the fragment's other sentence."),
    V("clean", "Сезон хранения закончился 2 недели назад, а я не забрал колёса. Что будет?", [HRAN],
      [f"{HRAN}#prodlenie"],
      "Хранение продлевается: за каждый начатый месяц платят 1 000 ₽ в России или 30 BYN в Беларуси.",
      note="the reader's case inside the condition; «платят» for the bare price."),
    V("clean", "Кто указывает в акте остаток протектора, когда я сдаю шины на хранение?", [HRAN], [f"{HRAN}#priyom"],
      "Остаток протектора и видимые повреждения указывает в акте мастер, а клиент проверяет акт и подписывает его.",
      note="the actor named; the subject after its verb."),
    V("clean", "Прокол 4 мм в протекторе. Сколько стоит ремонт в Гомеле?", [REMONT], [f"{REMONT}#prokol"],
      "Прокол диаметром до 6 мм ремонтируют грибком изнутри шины; в Беларуси это стоит 30 BYN за колесо вместе с "
      "балансировкой.", note="the reader's 4 mm under the bound; Гомель read as Беларусь."),
    V("clean", "Можно ли отремонтировать шину RunFlat, если я проехал на ней без давления?", [REMONT],
      [f"{REMONT}#runflat-remont"], "Нет, шины RunFlat, на которых ехали без давления, не ремонтируют.",
      note="«Нет,» opener; plural for singular."),
    V("clean", "Сколько стоит правка стального диска в России?", [DISKI], [f"{DISKI}#stalnye"],
      "Правка одного стального диска в России стоит 800 рублей.", note="«рублей» for «₽»; word order."),
    V("clean", "На диске трещина. Его можно выправить или заварить?", [DISKI], [f"{DISKI}#litye"],
      "Нет, диск с трещиной не правят и не варят.", note="impersonal for «не правим и не варим»."),
    V("clean", "Литой диск так и не удалось выправить. Вернут ли деньги?", [DISKI], [f"{DISKI}#ne-udalas"],
      "Да, если литой диск выправить не удалось, деньги за правку возвращают полностью.",
      note="«Да,» opener; word order."),
    V("clean", "Как записаться на шиномонтаж и примут ли меня без записи?", [ZAPIS], [f"{ZAPIS}#zapis"],
      "Записаться можно по телефону, на сайте или через приложение; без записи обслужат, только если будет "
      "свободный пост.", note="a list reordered; the condition kept."),
    V("clean", "В октябре нужна ли предоплата, чтобы записаться на шиномонтаж в Беларуси?", [ZAPIS],
      [f"{ZAPIS}#predoplata-sezon"],
      "Да: с 1 октября по 15 декабря запись на шиномонтаж подтверждается предоплатой, в Беларуси — 20 BYN.",
      note="the reader's month inside the season; the country's figure."),
    V("clean", "Я отменил запись за час до назначенного времени. Вернут предоплату?", [ZAPIS],
      [f"{ZAPIS}#predoplata-sezon"],
      "Нет. Предоплата не возвращается, если запись отменили позже чем за 2 часа, а вы отменили за час.",
      note="the reader's hour inside the bound; the rule's clause order turned."),
    V("clean", "Через сколько километров заканчивается гарантия на балансировку?", [GAR], [f"{GAR}#srok"],
      "Гарантия на балансировку, как и на шиномонтаж, действует 30 дней или 1 000 км пробега — смотря что наступит "
      "раньше.", note="«смотря что» for «что наступит раньше»; both limits kept."),
    V("clean", "Нужно ли что-то предъявить, чтобы получить повторную балансировку по гарантии?", [GAR],
      [f"{GAR}#usloviya"],
      "Да, заказ-наряд: гарантия действует при его предъявлении, и повторную балансировку по гарантии делают "
      "бесплатно.", note="«Да,» opener; the condition first."),
    V("clean", "Кто снимает колпаки и отвечаете ли вы за колпак с трещиной?", [OTV], [f"{OTV}#kolpaki"],
      "Колпаки снимает и ставит мастер. За колпак с трещиной шиноцентр не отвечает, а мастер отмечает его "
      "состояние в заказ-наряде.", note="the actor kept; singular for plural."),
    V("clean", "В какой срок подать претензию по шиномонтажу?", [PRET], [f"{PRET}#srok-pretenzii"],
      "Письменную претензию вместе с заказ-нарядом нужно подать в течение четырнадцати дней со дня работ.",
      note="«четырнадцати» in words; passive made impersonal."),
    V("clean", "Работает ли выездной шиномонтаж в Екатеринбурге?", [VYEZD], [f"{VYEZD}#zona"],
      "Нет, в Екатеринбурге выезда нет; выездной шиномонтаж работает в Москве в пределах МКАД и в Минске в "
      "пределах кольцевой дороги.", note="«Нет,» opener; the answer's city first."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоит шиномонтаж колёс R18 в Екатеринбурге?", [RF], [f"{RF}#shinomontazh"],
      "В России комплексный шиномонтаж четырёх колёс R18–R20 в Екатеринбурге стоит 3 600 ₽.", MC,
      src="в Екатеринбурге — 2 000 ₽, 2 400 ₽ и 3 000 ₽",
      note="Москва's 3 600 ₽ for R18–R20 (the same sentence) given to Екатеринбург."),
    V("wrong-case", "Сколько стоит балансировка колеса в Минске?", [BY], [f"{BY}#balansirovka"],
      "В Беларуси балансировка одного колеса в Минске стоит 10 BYN.", MC, src="12 BYN в Минске",
      note="Гомель's 10 BYN (the same sentence) given to Минск."),
    V("country", "Монтируете ли вы шины RunFlat в Минске и какая наценка?", [f"{RF}#runflat", f"{BY}#runflat"],
      [f"{RF}#runflat", f"{BY}#runflat"],
      "Да, в Беларуси шины RunFlat монтируют в Минске с наценкой 50 % к цене комплексного шиномонтажа.", MC,
      src="с наценкой 50 % к цене комплексного шиномонтажа",
      note="a wrong country: Russia's rule and 50 % given to Belarus; both fragments cited, the value only in the "
      "Russian one (which also denies RunFlat in Belarus)."),
    V("unit", "Сколько стоит снять секретки без ключа в России?", [OTV], [f"{OTV}#sekretki"],
      "Без ключа секретки в России снимают за 500 ₽ за каждое колесо.", UC,
      src="500 ₽ в России или 20 BYN в Беларуси за болт",
      note="a price per bolt given per wheel (the figure right, the thing counted wrong)."),
    V("other-value", "Сколько стоит хранение колёс на дисках в России?", [HRAN], [f"{HRAN}#stoimost"],
      "Сезонное хранение комплекта колёс на дисках в России стоит 4 800 ₽.", MC,
      src="комплекта колёс на дисках — 6 000 ₽", note="the tyres-only 4 800 ₽ (the same sentence) given to wheels "
      "on rims."),
    V("other-value", "Какая гарантия на шиномонтаж?", [GAR], [f"{GAR}#srok"],
      "Гарантия на шиномонтаж — 6 месяцев.", MC, src="30 дней или 1 000 км пробега",
      note="the puncture repair's 6 months (the same sentence) given to tyre fitting."),
    V("deadline", "Сколько рассматривают претензию?", [PRET], [f"{PRET}#rassmotrenie"],
      "Претензию рассматривают в течение 14 дней, а автомобиль осматривает старший мастер в присутствии клиента.",
      MC, src="в течение 10 рабочих дней",
      note="the 14 days of another event (the claim deadline, #srok-pretenzii, uncited) given to the review."),
    V("uncited-fragment", "Сколько стоит шиномонтаж R13–R15 в Москве?", [f"{RF}#shinomontazh", f"{R34}#shinomontazh"],
      [f"{RF}#shinomontazh"], "В России комплексный шиномонтаж четырёх колёс R13–R15 в Москве стоит 2 100 ₽.", MC,
      src="2 400 ₽ для радиусов R13–R15",
      note="the 2034 edition's 2 100 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит выезд мастера в Москве?", [VYEZD], [],
      "Выезд мастера в Москве стоит 2 000 ₽, а работы оплачиваются отдельно.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Какие порезы вы ремонтируете пластырем?", [REMONT], [f"{REMONT}#porez"],
      "Пластырем ремонтируем порезы длиной до 25 мм, в том числе порезы и грыжи боковины.", UC,
      src="Порезы и грыжи боковины не ремонтируем",
      note="a case the source excludes added («в том числе порезы и грыжи боковины»)."),
    V("exception", "Сохранится ли гарантия, если колёса потом снимали в другом сервисе?", [GAR],
      [f"{GAR}#isklyucheniya"],
      "Да, гарантия сохраняется, даже если колёса после вас снимали в другом сервисе.", UC,
      src="на колёса, которые после нас снимали в другом сервисе",
      note="an excluded case granted («даже если»)."),
    V("condition", "Примут ли меня без записи?", [ZAPIS], [f"{ZAPIS}#zapis"],
      "Да, без записи обслуживаем всегда, записываться не обязательно.", UC,
      src="только если есть свободный пост", note="the condition (a free bay) replaced by «всегда»."),
    V("condition", "Отвечаете ли вы за датчики давления в колёсах?", [OTV], [f"{OTV}#datchiki"],
      "Да, за повреждённый датчик давления шиноцентр отвечает в любом случае.", UC,
      src="за датчик, повреждённый из-за того, что о нём не сообщили, шиноцентр не отвечает",
      note="the condition (the client reports the sensors when booking) dropped: «в любом случае»."),
    V("bound", "Проколы какого размера вы ремонтируете грибком?", [REMONT], [f"{REMONT}#prokol"],
      "Грибком изнутри шины ремонтируем проколы протектора диаметром от 6 мм.", UC, src="диаметром до 6 мм",
      note="«до 6 мм» turned into «от 6 мм»."),
    V("bound", "За какое время нужно заказать выезд мастера?", [VYEZD], [f"{VYEZD}#vremya"],
      "Выезд можно заказать не ранее чем за 24 часа; мастер приезжает с 8:00 до 20:00.", UC,
      src="не позднее чем за 24 часа", note="«не позднее чем за» turned into «не ранее чем за»."),
    V("modality", "Что будет с комплектом, который не забрали после конца сезона?", [HRAN],
      [f"{HRAN}#nevostrebovannye"],
      "Если комплект не забрали в течение 3 месяцев после конца сезона и не оплатили продление, шиноцентр "
      "отправляет письмо и через 30 дней после него обязан утилизировать шины и диски.", UC,
      src="вправе утилизировать шины и диски", note="a permission («вправе») made a duty («обязан»)."),
    V("flipped", "Можно ли поставить жгут снаружи?", [REMONT], [f"{REMONT}#zhguty"],
      "Да, жгутом снаружи ремонтируем, но только как временный ремонт.", UC,
      src="не делаем, даже как временный", note="«не делаем, даже как временный» turned into a yes."),
    V("agent", "Кто осматривает автомобиль, когда рассматривают претензию?", [PRET], [f"{PRET}#rassmotrenie"],
      "Автомобиль осматривает сам клиент в присутствии старшего мастера, а претензию рассматривают в течение 10 "
      "рабочих дней.", UC, src="автомобиль осматривает старший мастер в присутствии клиента",
      note="the roles swapped (старший мастер → клиент)."),
    V("agent", "Кто указывает в акте остаток протектора при сдаче шин на хранение?", [HRAN], [f"{HRAN}#priyom"],
      "Остаток протектора и повреждения указывает в акте клиент, а мастер проверяет акт и подписывает его.", UC,
      src="мастер указывает в акте остаток протектора", note="the actor swapped (мастер → клиент)."),
    V("invented", "Сколько стоит правка литого диска в Москве?", [DISKI], [f"{DISKI}#litye"],
      "В России правка литого диска до R17 в Москве стоит 2 500 ₽, а диска R18 — 3 200 ₽.", UN,
      note="an invented price (3 200 ₽ for R18) where the source prices larger discs after inspection."),
    V("jurisdiction", "Сколько стоит балансировка колеса в Москве?", [f"{RF}#balansirovka"], [f"{RF}#balansirovka"],
      "Балансировка одного колеса стоит 350 ₽ в Москве и 300 ₽ в Екатеринбурге, грузики входят в цену.", NJ,
      src="В России балансировка одного колеса стоит 350 ₽ в Москве",
      note="a Russia-only context, the country not named (only the cities and the ₽ sign)."),
    V("degenerate", "Ремонтируете ли вы порезы боковины?", [REMONT], [f"{REMONT}#porez"],
      "Порезы и грыжи боковины не ремонтируем: такую шину нужно заменить. Порезы и грыжи боковины не ремонтируем: "
      "такую шину нужно заменить. Порезы и грыжи боковины не ремонтируем: такую шину нужно заменить.", DG,
      note="one correct sentence repeated three times."),
    V("limitations", "Сколько стоит правка стального диска в Беларуси?", [DISKI], [f"{DISKI}#stalnye"],
      "Правка стального диска в Беларуси стоит 30 BYN за диск.", UM,
      limitations=["Я уже записал вас на правку на завтра."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]
