"""Labelled verify cases of unseen28 (the source of verify_cases.jsonl; build_unseen28.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments,
copied verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must
pass); `src` the source phrase a faulty answer contradicts or drops. Written by hand before anything
was run. Three fifths of the cases are correct answers written the way a strong model writes them
(free paraphrase, reordered clauses, two sentences summed up in one, figures written another way,
a polite sentence added); the wrong ones carry one fault each, and every figure of a wrong answer
occurs somewhere in its context. The split (2nd, 5th, 8th, ... case of each kind per language is
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


RA, RN, RA26 = "rates-australia", "rates-new-zealand", "rates-australia-2026"
QU, IS, DP, CA = "quotes", "interstate-moves", "deposits-and-payment", "cancellations"
IC, PK, IT, AC, ST, MD = ("insurance-and-claims", "packing-service", "items-not-carried", "access-charges", "storage",
                          "moving-day")

EN = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "How much do you charge per hour in Sydney?", [RA], [f"{RA}#hourly"],
      "In Australia a local move costs A$165 an hour with a truck and 2 movers, or A$215 an hour with 3 movers. "
      "There's a minimum charge of 3 hours.", note="both rates; 'minimum charge of 3 hours' for 'charged for at least "
      "3 hours'; Australia named."),
    V("clean", "What's the minimum for a local move in Wellington?", [RN], [f"{RN}#hourly"],
      "In New Zealand every local move is charged for a minimum of 2 hours.", note="'a minimum of' for 'at least'."),
    V("clean", "Is travel to my place included in Auckland?", [RN], [f"{RN}#travel"],
      "Yes - in New Zealand travel from the depot and back is included in the hourly rate as long as your address is "
      "within 30 km of the depot. Further out, it's NZ$2 per kilometre.",
      note="'as long as' for the condition; '30 km' for '30 kilometres'."),
    V("clean", "Have your hourly rates gone up since 2026?", [f"{RA}#hourly", f"{RA26}#hourly"],
      [f"{RA}#hourly", f"{RA26}#hourly"],
      "Yes. In Australia a truck with 2 movers now costs A$165 an hour, up from A$149 in 2026, and with 3 movers "
      "A$215 instead of A$195.", note="current and historical editions, both cited."),
    V("clean", "how much to move a 3 bedroom house?", [QU], [f"{QU}#typical"],
      "A three-bedroom house usually takes 3 movers 6 to 8 hours - roughly 1290 to 1720 AUD in Australia or 1170 to "
      "1560 NZD in New Zealand, plus travel time.", note="figures written as '1290 AUD' for 'A$1,290'."),
    V("clean", "How long is my quote good for?", [QU], [f"{QU}#free-quotes"],
      "Your written quote stays valid for 30 days. Happy to help if you need anything else!",
      note="a polite closing sentence."),
    V("clean", "If the move takes less time than quoted, do I pay less?", [QU], [f"{QU}#types"],
      "Yes. For a local move the quote is only an estimate and you're charged by the hour, so you pay for the time "
      "the move actually takes.", note="'Yes' from the rule; two clauses joined."),
    V("clean", "How long will it take my things to get from Sydney to Perth?", [IS], [f"{IS}#delivery"],
      "Between the east coast and Perth, delivery usually takes 7 to 10 business days. Please note these dates are "
      "estimates rather than guarantees.", note="'rather than' for 'not'."),
    V("clean", "What's the cost per cubic metre from Auckland to Christchurch?", [IS], [f"{IS}#volume"],
      "Moves between the North and South Islands cost NZ$60 per cubic metre, with the Cook Strait ferry included; "
      "the minimum charge covers 10 cubic metres.", note="reordered clauses."),
    V("clean", "How much cheaper is backloading?", [IS], [f"{IS}#backload"],
      "Backloading on a shared truck costs 30% less than the volume price, and your goods are delivered within 14 "
      "days of pick-up.", note="two sentences summed up in one."),
    V("clean", "How much deposit do I pay in NZ?", [DP], [f"{DP}#deposit"],
      "The deposit is 20% of your quote, with a minimum of NZ$200 in New Zealand. It comes off your final invoice.",
      note="the asked country's amount; 'comes off' for 'is deducted from'."),
    V("clean", "When do I pay the rest for a local move?", [DP], [f"{DP}#balance"],
      "For a local move you pay the balance on the day, once loading is finished and before unloading starts.",
      note="faithful."),
    V("clean", "Can I pay cash?", [DP], [f"{DP}#methods"],
      "No, cash isn't accepted, and neither are cheques. You can pay by bank transfer, which has no surcharge, or by "
      "Visa or Mastercard, which carries a 1.5% surcharge in Australia and 2% in New Zealand.",
      note="'No' from a denial; both countries kept."),
    V("clean", "I need to cancel, my move is in 5 days. Do I get my deposit back?", [CA], [f"{CA}#cancel"],
      "No. Because you're cancelling 7 days or less before the moving date, the deposit is kept. It would only have "
      "been refunded in full if you had cancelled more than 7 days before.",
      note="the reader's 5 days placed against the 7-day bound."),
    V("clean", "Can I change my moving date?", [CA], [f"{CA}#reschedule"],
      "Yes - you can move your booking to a new date once at no charge, as long as you let us know at least 48 hours "
      "before the moving date, and your deposit carries over. A later or second change counts as a cancellation "
      "plus a new booking.", note="'Yes' with its condition kept."),
    V("clean", "my couch got scratched, what do i do?", [IC], [f"{IC}#claims"],
      "I'm sorry to hear that. Report the damage to us in writing within 7 days of delivery, with photos and, if you "
      "have it, proof of what the couch is worth. We reply to every claim within 14 days, and we may choose to "
      "repair it rather than pay its value.", note="a polite sentence; the customer's couch; 'may' kept."),
    V("clean", "What's the most you'll pay if you break something?", [IC], [f"{IC}#liability"],
      "Under our standard liability cover, which is included at no extra cost, we pay up to A$2,000 (NZ$2,000 in New "
      "Zealand) per move for loss or damage we cause, but no more than A$250 or NZ$250 for any one item.",
      note="both limits with their subjects kept."),
    V("clean", "How much is transit insurance?", [IC], [f"{IC}#transit"],
      "Full transit insurance costs 2% of the declared value of your goods, at least 60 AUD in Australia or 70 NZD "
      "in New Zealand. Each claim has an excess of A$150 or NZ$150.", note="'60 AUD' for 'A$60'."),
    V("clean", "Is my jewellery covered if it goes missing?", [IC], [f"{IC}#not-covered"],
      "No. Jewellery isn't covered by either the standard cover or transit insurance, and neither are cash or "
      "documents.", note="'No' from an exclusion."),
    V("clean", "Can you pack my house in Brisbane and what does it cost?", [PK], [f"{PK}#packing"],
      "Yes. Our packers come the day before the move; in Australia packing is A$65 per packer per hour, plus "
      "materials. Unpacking at your new home is charged at the same rate.", note="one country's value kept."),
    V("clean", "Do you buy boxes back after the move?", [PK], [f"{PK}#materials"],
      "Yes, we buy back undamaged cartons at half price within 30 days of your move.",
      note="customer's 'boxes'; reordered."),
    V("clean", "How heavy can the boxes I pack be?", [PK], [f"{PK}#self-pack"],
      "Each box you pack should weigh no more than 20 kg, be closed and taped, and be labelled with the room it's "
      "going to.", note="'20 kg' for '20 kilograms'."),
    V("clean", "Will you take my mower?", [IT], [f"{IT}#dangerous"],
      "Yes, but only if its fuel tank has been drained first.", note="'Yes' with the condition kept."),
    V("clean", "Can I bring my pot plants on a move from Sydney to Hobart?", [IT], [f"{IT}#plants"],
      "No. We don't carry plants or soil into Tasmania because of its quarantine rules.",
      note="'No' from the exception; the reader's Hobart."),
    V("clean", "Will you move my dog with the furniture?", [IT], [f"{IT}#pets"],
      "Sorry, we can't - we don't carry pets or any other live animals.", note="a refusal with an apology."),
    V("clean", "How much extra for stairs in Auckland?", [AC], [f"{AC}#stairs"],
      "In New Zealand each flight of stairs after the first adds NZ$35, at either address. If a lift big enough for "
      "furniture can be used, there's no stairs charge.", note="'after the first' for 'beyond the first'."),
    V("clean", "Who sorts out parking for the truck?", [AC], [f"{AC}#parking"],
      "You do: please arrange a parking space for the truck and any council permit that's needed, and book the lift "
      "with your building manager. If the crew gets a parking fine because there was no legal space, it's added to "
      "your invoice.", note="the actor kept ('you'); instruction."),
    V("clean", "How much to move an upright piano in Melbourne?", [AC], [f"{AC}#pianos"],
      "An upright piano adds A$250 in Australia.", note="one country's value of a two-country sentence."),
    V("clean", "What does it cost to keep my things in one of your containers?", [ST], [f"{ST}#prices"],
      "A container of 8 cubic metres costs A$45 a week in Australia or NZ$42 a week in New Zealand. It's billed "
      "every 4 weeks in advance, and the minimum is 4 weeks.", note="two figures of 4 with their subjects."),
    V("clean", "What time will the movers turn up if I book an arvo move?", [MD], [f"{MD}#arrival"],
      "For an afternoon move the crew arrives between 12:30 and 14:00, depending on when the morning job finishes, "
      "and the crew leader will call you 30 minutes beforehand.", note="customer's 'arvo'; 'beforehand'."),
    # --- other-sentence (2; holdout: 2nd)
    V("other-sentence", "How soon do you reply to a damage claim?", [IC], [f"{IC}#claims"],
      "We reply to every claim within 7 days.", MC, src="We reply to every claim within 14 days",
      note="7 is the reporting deadline of the sentence before."),
    V("other-sentence", "How much notice do I need to give to end my container rental?", [ST],
      [f"{ST}#ending", f"{ST}#unpaid"],
      "Give us 30 days' notice to end your container rental and arrange delivery; delivery is charged as a local "
      "move.", MC, src="Give us 14 days' notice", note="30 is the written notice before goods are sold."),
    # --- wrong-case (3; holdout: 2nd)
    V("wrong-case", "How much per flight of stairs in Christchurch?", [AC], [f"{AC}#stairs"],
      "In New Zealand each extra flight of stairs adds NZ$40.", MC, src="NZ$35",
      note="the other country's amount (A$40) of the same sentence, with NZ$."),
    V("wrong-case", "What's the most you'll pay for one damaged item?", [IC], [f"{IC}#liability"],
      "Under the standard cover we pay up to A$2,000 for any one item.", MC, src="at most A$250",
      note="the per-move limit of the same sentence given to one item."),
    V("wrong-case", "What's the minimum transit insurance premium in Australia?", [IC], [f"{IC}#transit"],
      "In Australia transit insurance costs 2% of the declared value, at least A$70.", MC, src="at least A$60",
      note="New Zealand's minimum (NZ$70) as Australia's."),
    # --- uncited-fragment (2; holdout: 2nd)
    V("uncited-fragment", "What's the hourly rate for a small move with one mover in Australia?",
      [f"{RA}#small-moves", f"{RA26}#small-moves"], [f"{RA}#small-moves"],
      "In Australia one mover with a van costs A$99 per hour, with a minimum of 2 hours.", MC,
      note="the 2026 edition's A$99 stated as current."),
    V("uncited-fragment", "How much for 3 movers in Perth?", [f"{RA}#hourly", f"{RN}#hourly"], [f"{RA}#hourly"],
      "In Australia a truck with 3 movers costs A$195 per hour.", MC,
      note="New Zealand's 195 (uncited) given as Australia's rate."),
    # --- invented (2; holdout: 2nd)
    V("invented", "What happens if my interstate delivery is late?", [IS], [f"{IS}#delivery"],
      "Delivery dates are estimates, not guarantees. If your delivery is late, we will also pay for your storage "
      "until it arrives.", UC, note="an invented promise beside a true sentence."),
    V("invented", "Can you move my booking to next Friday?", [CA], [f"{CA}#reschedule"],
      "Yes - I've moved your booking to next Friday free of charge, and your deposit carries over.", UM,
      note="a claimed action (no mutation performed)."),
    # --- limitations (1)
    V("limitations", "How do I pay the balance?", [DP], [f"{DP}#balance", f"{DP}#methods"],
      "For a local move you pay the balance on the day, before unloading starts, by bank transfer or by Visa or "
      "Mastercard.", UC, limitations=["Card payments are not accepted for interstate moves."],
      note="an invented limit in limitations."),
    # --- flipped (2; holdout: 2nd)
    V("flipped", "Do I pay a stairs charge if there's a lift?", [AC], [f"{AC}#stairs"],
      "Each flight of stairs beyond the first adds A$40 in Australia or NZ$35 in New Zealand, and the stairs charge "
      "still applies where a lift large enough for furniture can be used.", UC,
      src="There is no stairs charge where a lift", note="a true first clause, the second turned round."),
    V("flipped", "Can I pay with cash on the day?", [DP], [f"{DP}#methods"],
      "Yes, we accept bank transfers, Visa or Mastercard cards, and cash or cheques.", UC,
      src="We do not accept cash or cheques", note="a denial made a grant inside a true list."),
    # --- agent (1)
    V("agent", "Who books the lift at my apartment building?", [AC], [f"{AC}#parking"],
      "You arrange parking for the truck and any council permit, and we book the lift with your building manager.",
      UC, src="you book the lift", note="the second clause's actor swapped (you -> we)."),
    # --- modality (2; holdout: 2nd)
    V("modality", "What happens if I don't pay for my container?", [ST], [f"{ST}#unpaid"],
      "If fees are unpaid for more than 60 days, we will sell the goods after giving you 30 days' written notice, and "
      "keep what is owed from the proceeds.", UC, src="we may sell the goods", note="'may sell' -> 'will sell'."),
    V("modality", "Do I have to tape up boxes I pack myself?", [PK], [f"{PK}#self-pack"],
      "Closing and taping the boxes is optional, but each box must be no heavier than 20 kilograms.", UC,
      src="boxes must be closed and taped", note="a duty made optional."),
    # --- condition (2; holdout: 2nd)
    V("condition", "Can I get my deposit back if I cancel?", [CA], [f"{CA}#cancel"],
      "Yes, if you cancel we refund your deposit in full.", UC, src="more than 7 days before the moving date",
      note="'Yes' without the 7-day condition."),
    V("condition", "Will you move my outboard motor?", [IT], [f"{IT}#dangerous"],
      "Yes, lawn mowers, trimmers and outboard motors are carried.", UC,
      src="only if their fuel tank has been drained", note="the only-if condition dropped."),
    # --- overgeneral (1)
    V("overgeneral", "Do you move pot plants within Australia?", [IT], [f"{IT}#plants"],
      "Yes, in Australia we move pot plants between any addresses, in every state, at your own risk.", UC,
      src="except that we do not carry plants or soil into Western Australia or Tasmania",
      note="'any' / 'every state' over the exception."),
    # --- bound (1)
    V("bound", "Up to when can I reschedule for free?", [CA], [f"{CA}#reschedule"],
      "You can move your booking to another date once free of charge if you tell us within 48 hours of the moving "
      "date.", UC, src="at least 48 hours before the moving date", note="'at least 48 hours before' -> 'within 48 hours of'."),
    # --- jurisdiction (1)
    V("jurisdiction", "How much are 3 movers per hour in Auckland?", [RN], [f"{RN}#hourly"],
      "A truck with 3 movers costs NZ$195 per hour, with a minimum charge of 2 hours.", NJ, src="In New Zealand",
      note="an NZ-only context; 'NZ$' and the reader's Auckland only, the country not named."),
]

PO, OT, PD, SH, VZ, DT = "predoplata-i-oplata", "otkaz-ot-tura", "perenos-dat", "strahovanie", "vizy", "deti"
RB, GT, PR, TR, BG, PL = ("rannee-bronirovanie", "goryashchie-tury", "pretenzii", "transfer", "bagazh",
                          "programma-loyalnosti")
VR, VR27, TB = "tury-vyhodnogo-dnya-rossiya", "tury-vyhodnogo-dnya-rossiya-2027", "tury-po-belarusi"

RU = [
    # --- clean (30; holdout: 2nd, 5th, ..., 29th)
    V("clean", "скока стоит тур в Казань на выходные?", [VR], [f"{VR}#ceny"],
      "В России тур выходного дня в Казань на 2 дня стоит 18 900 ₽ на человека при двухместном размещении; в цену "
      "входят проезд, отель, завтраки и экскурсии.", note="«скока»; Россия названа; «в цену входят» для «включает»."),
    V("clean", "Сколько доплата, если еду один в Суздаль?", [VR], [f"{VR}#odnomestnoe"],
      "В России доплата за одноместное размещение составляет 6000 рублей за тур.",
      note="«6000 рублей» для «6 000 ₽»."),
    V("clean", "Подорожал ли тур в Питер по сравнению с 2027 годом?", [f"{VR}#ceny", f"{VR27}#ceny"],
      [f"{VR}#ceny", f"{VR27}#ceny"],
      "Да. В России тур в Санкт-Петербург на 3 дня сейчас стоит 24 500 ₽, а в 2027 году стоил 22 800 ₽.",
      note="текущая и историческая редакции, обе процитированы."),
    V("clean", "Сколько стоит съездить в Брест на 2 дня?", [TB], [f"{TB}#ceny"],
      "В Беларуси тур в Брест на 2 дня стоит 390 BYN за человека при двухместном размещении.",
      note="Беларусь названа."),
    V("clean", "Сколько нужно заплатить сразу при бронировании?", [PO], [f"{PO}#predoplata"],
      "Для подтверждения брони нужно в течение 3 дней внести предоплату — 30 % стоимости тура. Если деньги не придут "
      "в этот срок, бронь снимут.", note="«бронь» для «бронирование»; другой порядок слов."),
    V("clean", "Когда доплачивать остаток?", [PO], [f"{PO}#ostatok"],
      "Остаток нужно оплатить не позже чем за 14 дней до начала тура. Если бронируете менее чем за 14 дней, тур "
      "оплачивается сразу полностью.", note="«не позже» для «не позднее»."),
    V("clean", "Можно ли оплатить наличными в Минске?", [PO], [f"{PO}#sposoby"],
      "Да, наличными в офисе в Беларуси можно оплатить до 3 500 белорусских рублей; картой или переводом — без "
      "комиссии.", note="«белорусских рублей» для BYN; сумма страны вопроса."),
    V("clean", "сгорит ли предоплата, если откажусь за два месяца?", [OT], [f"{OT}#shtrafy", f"{OT}#vozvrat"],
      "Нет, не сгорит. При отказе более чем за 30 дней до начала тура агентство удерживает только сервисный сбор — "
      "1 500 ₽ в России или 50 BYN в Беларуси, а остальные деньги возвращаются тем же способом, которым вы платили.",
      note="«сгорит» клиента; два фрагмента сведены в одно предложение."),
    V("clean", "Я отказываюсь от тура за 10 дней. Сколько удержат?", [OT], [f"{OT}#shtrafy"],
      "При отказе за 10 дней до начала тура удерживается 50 % его стоимости: это интервал от 14 до 7 дней.",
      note="цифра читателя в интервале «14–7»."),
    V("clean", "Через сколько вернут деньги после отказа?", [OT], [f"{OT}#vozvrat"],
      "Деньги за вычетом штрафа вернут тем же способом, каким вы платили, в течение десяти рабочих дней после "
      "письменного заявления.", note="«десяти» словом для «10»."),
    V("clean", "Хочу перенести тур, это сколько стоит?", [PD], [f"{PD}#perenos"],
      "Один раз перенести тур можно без штрафа, если сообщить не позднее чем за 21 день до начала. Новые даты "
      "выбираются в пределах 12 месяцев от первоначальных, а разницу в цене доплачивают или возвращают.",
      note="пересказ; порядок слов другой."),
    V("clean", "Можно ли отдать тур подруге?", [PD], [f"{PD}#zamena"],
      "Да, если туроператор это разрешает: туриста можно заменить не позднее чем за 7 дней до начала тура. Агентство "
      "берёт за замену 1 000 ₽ в России или 35 BYN в Беларуси.", note="«Да» с условием."),
    V("clean", "Включена ли медицинская страховка в тур в Италию?", [SH], [f"{SH}#medicinskaya"],
      "Да, медицинская страховка включена во все зарубежные туры; для стран Шенгена страховая сумма — не менее "
      "30 000 евро.", note="общее правило для зарубежных туров."),
    V("clean", "Что покрывает страховка от невыезда и сколько она стоит?", [SH], [f"{SH}#nevyezd"],
      "Её оформляют по желанию, стоит она 4 % стоимости тура. Она покрывает штрафы, если вы отказываетесь от тура "
      "из-за болезни — своей или близкого родственника, — из-за отказа в визе или судебного запрета на выезд. "
      "Добровольный отказ не покрывается.", note="пересказ с перестановкой."),
    V("clean", "Заболел за границей, что делать?", [SH], [f"{SH}#sluchay"],
      "Сначала позвоните в круглосуточный сервис страховой компании — до того, как идти к врачу. Документы на "
      "возмещение расходов нужно подать в страховую компанию в течение 30 дней после возвращения. Выздоравливайте!",
      note="вежливое пожелание в конце."),
    V("clean", "визу сделаете?", [VZ], [f"{VZ}#podderzhka"],
      "Да, шенгенскую визу оформим, если тур куплен у нас. Сервисный сбор — 3 500 ₽ в России или 120 BYN в "
      "Беларуси, консульский сбор оплачивается отдельно.", note="«мы» агентства; «если тур куплен у нас»."),
    V("clean", "За сколько дней сдавать документы на шенген?", [VZ], [f"{VZ}#sroki"],
      "Документы нужно передать в агентство не позднее чем за 30 дней до начала тура; паспорт должен действовать ещё "
      "минимум 3 месяца после окончания поездки.", note="«минимум» для «не менее»."),
    V("clean", "Если откажут в визе, сбор вернут?", [VZ], [f"{VZ}#otkaz"],
      "Нет. При отказе в визе ни сервисный, ни консульский сбор не возвращаются, а отказ от тура оформляется со "
      "штрафами туроператора, если нет страховки от невыезда.", note="«ни … ни» для «и … не возвращаются»."),
    V("clean", "еду с ребёнком 5 лет, какая скидка?", [DT], [f"{DT}#ceny"],
      "Ребёнку от 2 до 12 лет на дополнительном месте в номере с двумя взрослыми даётся скидка 30 % от стоимости "
      "тура — это как раз ваш случай.", note="возраст читателя в интервале."),
    V("clean", "Сыну 14 лет, будет детская скидка?", [DT], [f"{DT}#ceny"],
      "Нет, с 12 лет ребёнок платит как взрослый.", note="«Нет» из правила."),
    V("clean", "Ребёнок едет с бабушкой без нас, можно?", [DT], [f"{DT}#bez-roditeley"],
      "Да, но только с сопровождающим взрослым и нотариальным согласием обоих родителей на выезд ребёнка с этим "
      "взрослым.", note="«Да, но только» сохраняет условие."),
    V("clean", "Какая скидка при раннем бронировании на Турцию?", [RB], [f"{RB}#skidka"],
      "Если забронировать летний тур за границу до 31 марта 2028 года, скидка составит до 15 % в зависимости от "
      "отеля.", note="условие впереди."),
    V("clean", "Можно потом перенести тур, купленный по раннему бронированию?", [RB], [f"{RB}#usloviya"],
      "Перенести можно, но скидка при этом теряется. И учтите: предоплата по раннему бронированию — 50 %.",
      note="«теряется» для «с потерей скидки»."),
    V("clean", "а горящий тур можно перенести?", [GT], [f"{GT}#oplata"],
      "Нет, даты горящего тура перенести нельзя. При отказе от него удерживается вся стоимость — 100 %.",
      note="«вся стоимость — 100 %»."),
    V("clean", "На претензию сколько ждать ответа в России?", [PR], [f"{PR}#sroki"],
      "В России агентство отвечает на претензию в течение 10 дней. Если претензию признают обоснованной, деньги "
      "вернут в течение 10 рабочих дней после ответа.", note="значение страны вопроса; два «10» со своими субъектами."),
    V("clean", "Рейс задержали на 5 часов, вы компенсируете?", [PR], [f"{PR}#ne-kompensiruetsya"],
      "К сожалению, нет: задержку рейса авиакомпанией агентство не компенсирует.", note="вежливое «к сожалению»."),
    V("clean", "Сколько ждёт водитель, если рейс задержится?", [TR], [f"{TR}#gruppovoy"],
      "При задержке рейса водитель группового трансфера ждёт бесплатно до 2 часов.", note="перестановка."),
    V("clean", "везу велик, надо предупреждать?", [BG], [f"{BG}#inventar"],
      "Да, велосипед нужно заявить агентству не позднее чем за 7 дней до вылета. Его провоз оплачивается в аэропорту "
      "по тарифу авиакомпании.", note="«велик» читателя."),
    V("clean", "Чемодан потеряли в аэропорту, кому писать претензию?", [BG], [f"{BG}#poterya"],
      "Сначала оформите акт в аэропорту прибытия, не выходя из зоны выдачи багажа. Претензию рассматривает "
      "авиакомпания, а не агентство.", note="инструкция; актор сохранён."),
    V("clean", "Сколько баллами можно оплатить?", [PL], [f"{PL}#spisanie"],
      "Баллами можно оплатить до 20 % стоимости следующего тура; в России 1 балл равен 1 рублю. Обменять баллы на "
      "деньги нельзя.", note="значение одной страны."),
    # --- other-sentence (2; holdout: 2nd)
    V("other-sentence", "Когда начислят баллы за тур?", [PL], [f"{PL}#nachislenie"],
      "Баллы начисляются через 3 дня после окончания тура.", MC, src="через 14 дней после окончания тура",
      note="3 — процент баллов из предыдущего предложения."),
    V("other-sentence", "За сколько дней до начала тура нужно внести остаток?", [PO],
      [f"{PO}#predoplata", f"{PO}#ostatok"],
      "Остаток стоимости оплачивается не позднее чем за 3 дня до начала тура.", MC,
      src="не позднее чем за 14 дней до начала тура", note="3 дня — срок предоплаты."),
    # --- wrong-case (3; holdout: 2nd)
    V("wrong-case", "Какой сервисный сбор, если оформлять шенгенскую визу в Беларуси?", [VZ], [f"{VZ}#podderzhka"],
      "В Беларуси сервисный сбор агентства — 3 500 BYN, консульский сбор оплачивается отдельно.", MC,
      src="120 BYN в Беларуси", note="российская сумма (3 500) с валютой Беларуси."),
    V("wrong-case", "Сколько удержат, если откажусь от тура за 20 дней?", [OT], [f"{OT}#shtrafy"],
      "При отказе за 30–15 дней до начала удерживается 50 % стоимости тура.", MC, src="удерживается 25 % стоимости тура",
      note="процент другого интервала того же предложения."),
    V("wrong-case", "Сколько стоит индивидуальная машина из аэропорта, если мы из Беларуси?", [TR], [f"{TR}#individualnyy"],
      "Для туристов из Беларуси индивидуальный трансфер стоит от 2 500 BYN за машину в одну сторону.", MC,
      src="от 80 BYN", note="сумма для России в белорусских рублях."),
    # --- uncited-fragment (2; holdout: 2nd)
    V("uncited-fragment", "Сколько стоит тур в Суздаль?", [f"{VR}#ceny", f"{VR27}#ceny"], [f"{VR}#ceny"],
      "В России тур выходного дня в Суздаль на 2 дня стоит 12 900 ₽ за человека.", MC,
      note="цена редакции 2027 года как нынешняя."),
    V("uncited-fragment", "Какая предоплата за горящий тур?", [f"{GT}#oplata", f"{PO}#predoplata"], [f"{GT}#oplata"],
      "За горящий тур вносится предоплата 30 % стоимости.", MC,
      note="общие 30 % (непроцитированный фрагмент) приписаны горящему туру."),
    # --- invented (2; holdout: 2nd)
    V("invented", "Что нужно, чтобы получить шенгенскую визу?", [f"{VZ}#sroki"], [f"{VZ}#sroki"],
      "Передайте документы в агентство заранее, до начала тура, и проверьте срок действия паспорта. Визу оформим "
      "бесплатно.", UC, note="выдуманное обещание рядом с верным пересказом."),
    V("invented", "Перенесите, пожалуйста, мой тур на июль", [PD], [f"{PD}#perenos"],
      "Я оформил перенос вашего тура на июль без штрафа и отправил заявку туроператору.", UM,
      note="заявленное действие (мутаций не было)."),
    # --- limitations (1)
    V("limitations", "Как оплатить тур?", [PO], [f"{PO}#sposoby"],
      "В России тур оплачивается в рублях, в Беларуси — в белорусских рублях, картой или банковским переводом без "
      "комиссии.", UC, limitations=["Оплата картой в Беларуси возможна только в офисе в Минске."],
      note="выдуманное ограничение в limitations."),
    # --- flipped (2; holdout: 2nd)
    V("flipped", "Покрывает ли страховка от невыезда отказ, если я просто передумал?", [SH], [f"{SH}#nevyezd"],
      "Страховка от невыезда стоит 4 % стоимости тура и покрывает также добровольный отказ от тура.", UC,
      src="Добровольный отказ от тура она не покрывает", note="верная первая часть, вторая перевёрнута."),
    V("flipped", "Медицинская страховка есть в туре по Беларуси?", [SH], [f"{SH}#medicinskaya"],
      "Да, медицинская страховка включена во все туры, в том числе по России и Беларуси.", UC,
      src="В турах по России и Беларуси медицинская страховка не включена", note="отрицание снято."),
    # --- agent (1)
    V("agent", "Кто рассматривает претензию по потерянному чемодану?", [BG], [f"{BG}#poterya"],
      "Акт в аэропорту прибытия оформляет турист, а претензию по багажу рассматривает агентство, а не авиакомпания.",
      UC, src="претензию по багажу рассматривает авиакомпания", note="субъекты двух частей предложения переставлены."),
    # --- modality (2; holdout: 2nd)
    V("modality", "Страховку от невыезда надо брать обязательно?", [SH], [f"{SH}#nevyezd"],
      "Да, турист обязан оформить страховку от невыезда; она стоит 4 % стоимости тура.", UC,
      src="турист оформляет по желанию", note="«по желанию» → «обязан»."),
    V("modality", "Туроператор может не разрешить замену туриста?", [PD], [f"{PD}#zamena"],
      "Нет, туроператор обязан разрешить замену, если вы сообщили не позднее чем за 7 дней до начала тура; агентство "
      "берёт за неё 1 000 ₽ в России и 35 BYN в Беларуси.", UC, src="если это разрешает туроператор",
      note="разрешение туроператора прочитано как его обязанность."),
    # --- condition (2; holdout: 2nd)
    V("condition", "Детское кресло дадут бесплатно?", [TR], [f"{TR}#kreslo"],
      "Да, детское кресло в индивидуальной машине предоставляется бесплатно.", UC,
      src="если его заказали вместе с трансфером", note="условие опущено после «Да»."),
    V("condition", "Можно перенести тур бесплатно?", [PD], [f"{PD}#perenos"],
      "Да, перенести тур на другие даты можно один раз без штрафа.", UC,
      src="если турист сообщил об этом не позднее чем за 21 день до начала тура", note="условие опущено."),
    # --- overgeneral (1)
    V("overgeneral", "Баллы начисляют за любой тур?", [PL], [f"{PL}#nachislenie"],
      "Да, баллы начисляются за любой оплаченный тур, включая горящие: 3 % стоимости, а начиная с третьего тура — "
      "5 %.", UC, src="За горящие туры баллы не начисляются", note="«любой» поверх исключения."),
    # --- bound (1)
    V("bound", "Когда можно заказать индивидуальную машину из аэропорта?", [TR], [f"{TR}#individualnyy"],
      "Индивидуальный трансфер можно заказать не ранее чем за 3 дня до вылета; стоит он от 2 500 ₽ для туристов из "
      "России и от 80 BYN для туристов из Беларуси.", UC, src="не позднее чем за 3 дня до вылета",
      note="«не позднее» → «не ранее»."),
    # --- jurisdiction (1)
    V("jurisdiction", "Сколько стоит экскурсия Минск — Мир — Несвиж?", [TB], [f"{TB}#ceny"],
      "Однодневная экскурсия Минск — Мир — Несвиж стоит 95 BYN за человека при двухместном размещении.", NJ,
      src="В Беларуси", note="контекст только BY; «BYN» и города, страна не названа."),
]
