"""Labelled questions of unseen55 (the source of questions_*.jsonl; build_unseen55.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
`labels` and `now` default to ["public"] and NOW; the access-labels and other-time kinds set their own.
Written by hand from the corpora and CONTRACTS §2, after the corpora's commit and before anything was
run (nothing of Tether is ever run by the session that wrote this). The split (2nd, 5th, 8th, ...
question of each kind per file is holdout) was fixed in README.md before the first corpus record.

Kinds (per corpus, 56): answerable 15, rejected-best 11, nothing 5, near-miss 6 (the variant asked is
stated nowhere: another country or edition, another length of ride, another kind of event, packaging,
plant or text length), joined 3 (two sections' topics joined; the combination is stated nowhere),
paraphrase-typo 8 (stops: the 3rd, 6th, 8th), named-document 3 (the stop is the 3rd), access-labels 3
(the reader's labels other than `public`; the stop is the 3rd), other-time 2 (a `now` other than NOW,
both completed).
"""
from __future__ import annotations

NOW = "2037-05-20T10:00:00Z"
OFFER_TIME = "2037-04-10T09:00:00Z"
NEXT_YEAR = "2038-02-10T09:00:00Z"


def A(kind, question, citations, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=(), labels=("public",), now=NOW):
    return {"kind": kind, "question": question, "labels": list(labels), "now": now, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# riding_en record ids
PAU, PNZ, P36, P38 = "irb-prices-au-2037", "irb-prices-nz-2037", "irb-prices-au-2036", "irb-prices-au-2038"
RIDERS, GEAR, MINORS, CANC = "irb-riders-2037", "irb-gear-2037", "irb-minors-2037", "irb-cancellations-2037"
DEPOSITS, PACKS, PARTIES, LIVERY = "irb-deposits-2037", "irb-packs-2037", "irb-parties-2037", "irb-livery-2037"
FARRIER, INSUR, HEALTH, YARD = "irb-farrier-vet-2037", "irb-insurance-2037", "irb-health-2037", "irb-yard-rules-2037"
VOUCH, COMPL = "irb-vouchers-2037", "irb-complaints-2037"
STAFF, OPER, CLUB = "irb-staff-2037", "irb-operators-2037", "irb-club-2037"
OFFER, HOBART, POLO = "irb-offer-easter-2037", "irb-hobart-2037", "irb-polocrosse-2037"

EN = [
    # --- answerable (15; holdout: 2nd, 5th, 8th, 11th, 14th)
    A("answerable", "How much is a group lesson at the Kangaroo Valley yard?", ["irb-prices-au#lessons"],
      "A$85 at Kangaroo Valley",
      "Kangaroo Valley read as Australia: A$85 for 45 minutes. The 2036 edition (80 Australian dollars, historical, a "
      "past year) and the 2038 edition (AUD 90, not yet published) are wrong sources; Yarra Glen's A$75 is the same "
      "sentence's other yard."),
    A("answerable", "Do you run half-day rides from the Matakana yard?", ["irb-prices-nz#trail-rides"],
      "Matakana runs no rides longer than 2 hours",
      "Matakana read as New Zealand: no. Australia's half-day ride from Kangaroo Valley (irb-prices-au#trail-rides) "
      "is another country's and a wrong source."),
    A("answerable", "What is the weight limit for a trail ride in New Zealand?", ["irb-riders#weight-limits"],
      "90 kg in New Zealand",
      "90 kg in riding clothes; Australia's 95 kg is the same sentence's other country, 100 kg is the lesson limit."),
    A("answerable", "My son is 12. Can he go on the half-day ride?", ["irb-riders#minimum-ages"],
      "for riders from 14",
      "12 is under 14: no (rides of up to 2 hours are open from 10). irb-minors#children-trail (where a rider aged 10 "
      "to 13 rides) does not answer whether he may go on the half-day ride."),
    A("answerable", "I'm new to Ironbark and want to book an intermediate trail ride. Do I need to do anything first?",
      ["irb-riders#assessment"], "first takes a 30-minute assessment ride",
      "yes: a 30-minute assessment ride in the arena, A$50 / NZ$50, not refunded if the rider is moved to a beginner "
      "ride."),
    A("answerable", "Can I wear my own helmet if it has been in a fall?", ["irb-gear#helmets"],
      "has never been in a fall",
      "no: an own helmet only if it meets AS/NZS 3838 and has never been in a fall; helmets are lent free."),
    A("answerable", "How much does it cost to hire riding boots at the Methven yard?", ["irb-gear#boots"],
      "NZ$12 in New Zealand", "Methven read as New Zealand: NZ$12 per ride (A$10 is Australia's)."),
    A("answerable", "My daughter is 9. Can I drop her off for her lesson and come back later?",
      ["irb-minors#supervision"], "A parent or guardian of a child under 12 stays on the property",
      "9 is under 12: no, a parent or guardian stays on the property for the whole lesson (only riders aged 12 to 17 "
      "may be dropped off)."),
    A("answerable", "Can I give consent for my 15-year-old to ride by text message?", ["irb-minors#consent"],
      "consent by text message or phone call is not accepted",
      "no: the form is signed online when booking or at the yard; irb-insurance#waiver (a parent signs the waiver) "
      "is another document."),
    A("answerable", "The forecast says 38 °C tomorrow. Will my ride go ahead?", ["irb-cancellations#weather"],
      "forecast to go above 35 °C",
      "38 is above 35: no, the yard cancels; the rider chooses a new date or a full refund."),
    A("answerable", "I got to the yard 10 minutes after my trail ride had left. Can I catch up with the group?",
      ["irb-cancellations#late-arrival"], "cannot join it and is treated as a no-show",
      "no: trail rides leave on time; a late rider is a no-show (the lesson rule, riding for the time left, is "
      "another case of the same fragment)."),
    A("answerable", "My lesson pack expired last week and I still have two lessons on it. Can I use them?",
      ["irb-packs#pack-expiry"], "Lessons not used by the expiry date are lost",
      "no: they are lost; the one extension must be asked for before the pack expires."),
    A("answerable", "Who pays the farrier for a horse on livery?", ["irb-farrier-vet#farrier"],
      "the owner pays the farrier directly",
      "payer: the owner, directly to the farrier; the yard only books the farrier."),
    A("answerable", "How much notice do I have to give to end grass livery?", ["irb-livery#notice"],
      "grass livery with 14 days' written notice", "14 days' written notice (full and part livery: 30 days)."),
    A("answerable", "I'm 16 weeks pregnant. Can I still have a lesson if my doctor writes a letter?",
      ["irb-health#pregnancy"], "a flat lesson at walk and trot is possible",
      "16 weeks is before the 20th week: yes, a flat lesson at walk and trot with the doctor's letter; no trail "
      "rides or jumping lessons."),

    # --- rejected-best (11; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Do you do river crossing rides?", [(PAU, MA)],
      "River crossing rides run only from Yarra Glen",
      "unanchored 'River crossing rides' of the Australian price list; #trail-rides (ordinary rides) is another "
      "service."),
    S("rejected-best", "How much is a sunset ride at the Matakana yard?", [(PNZ, MA)], "cost NZ$130 for 90 minutes",
      "unanchored 'Sunset rides'; #trail-rides' NZ$90 / NZ$150 are ordinary rides and a wrong source."),
    S("rejected-best", "Do rides still go ahead when it is raining?", [(CANC, MA)], "Rides go ahead in light rain",
      "unanchored 'Rain'; #weather (the yard cancels in a thunderstorm) is about storms, fire bans and heat, not "
      "rain."),
    S("rejected-best", "Can my other children wait in the arena while their sister has her lesson?", [(MINORS, MA)],
      "do not enter the arena",
      "unanchored 'Siblings'; #supervision (a parent stays on the property) does not say where siblings wait."),
    S("rejected-best", "How many riders can one guide lead on a trail ride?", [(STAFF, False)],
      "One guide leads up to 6 riders", "denied: the guide and instructor handbook (irb-staff). "
      "irb-prices-au#lessons ('no more than 6 riders in a group') is about lessons and a wrong source."),
    S("rejected-best", "How many hours a day does a horse work at your yards?", [(STAFF, False)],
      "no more than 4 hours a day", "denied: the guide and instructor handbook."),
    S("rejected-best", "What commission does a tour operator get on the trail rides it books?", [(OPER, False)],
      "commission of 15%", "denied: the terms for tour operators (irb-partner)."),
    S("rejected-best", "How long are lesson packs valid for Riders' Club members?", [(CLUB, False)],
      "valid for 12 months instead of 6",
      "denied: the Riders' Club guide needs public AND irb-club; a public reader lacks irb-club. irb-packs#packs "
      "(6 months) is the general rule and a wrong source."),
    S("rejected-best", "How much is the Easter trail ride at Yarra Glen?", [(OFFER, False)],
      "a 1-hour trail ride at Yarra Glen costs A$75",
      "expired April 20, 2037 (23:59:59); the usual A$95 (irb-prices-au#trail-rides) is not the Easter price."),
    S("rejected-best", "How much will a group lesson at Yarra Glen cost in 2038?", [(P38, False)],
      "AUD 80 at Yarra Glen",
      "not yet published (November 18, 2037); today's A$75 is 2037's, and the 2036 edition is a past year."),
    S("rejected-best", "What does the guide do after a rider falls off?", [(STAFF, MA)],
      "the guide calls 000 in Australia or 111 in New Zealand",
      "two reasons: the handbook is denied (irb-staff) and the answer is in its unanchored 'Falls'."),

    # --- nothing (5; holdout: 2nd, 5th)
    S("nothing", "Do you have a riding school in Perth?", [], "perth",
      "Yarra Glen, Kangaroo Valley, Matakana, Methven (and Hobart, not yet open) only.", absent=["perth"]),
    S("nothing", "Do you offer vaulting lessons?", [], "vaulting", "nothing on vaulting.", absent=["vault"]),
    S("nothing", "Can we go camping overnight on horseback?", [], "overnight camping",
      "the longest rides are the half-day and the 3-hour high-country ride; nothing on camping.",
      absent=["camp", "overnight"]),
    S("nothing", "Is there a cafe at the Yarra Glen yard?", [], "cafe",
      "the Yarra Glen yard is priced; nothing on food for sale.", absent=["cafe", "café", "coffee"]),
    S("nothing", "Do you sell horses?", [], "sell horses",
      "livery and rides are stated; nothing on selling horses ('sold on' is about lesson packs).", absent=["sell"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much did a group lesson cost at Matakana in 2036?", [], "matakana in 2036",
      "the 2036 edition is Australia's only (Yarra Glen, Kangaroo Valley); NZ$70 is Matakana's price now."),
    S("near-miss", "How much is a 3-hour trail ride at Yarra Glen?", [], "3-hour ride in Australia",
      "Australia prices 1-hour and 2-hour rides and the 4-hour half-day from Kangaroo Valley; the 3-hour "
      "high-country ride is New Zealand's (Methven) only."),
    S("near-miss", "What is the weight limit for a lead-rein pony ride?", [], "weight limit for a lead-rein ride",
      "weight limits are stated for trail rides and lessons; lead-rein rides are priced, with no weight limit."),
    S("near-miss", "How much does the vet charge for a call-out to a livery horse?", [], "vet call-out fee",
      "#vet says the owner pays the vet's bill, not how much it is; the dentist's check (unanchored) is another "
      "visit."),
    S("near-miss", "How much deposit do I pay to book a pony party?", [], "deposit for a pony party",
      "deposits are stated for trail rides; lessons and lead-rein rides are paid in full; parties nowhere."),
    S("near-miss", "Can a gift voucher bought in Australia be used at a yard in New Zealand?", [],
      "voucher used in the other country",
      "#vouchers gives each country's validity and #voucher-use what it pays for; where it may be used is stated "
      "nowhere."),

    # --- joined (3; holdout: 2nd)
    S("joined", "Does the assessment ride count as one of the lessons in my lesson pack?", [],
      "assessment ride from a lesson pack",
      "irb-riders#assessment (A$50 / NZ$50) and irb-packs#packs (10 group lessons) do not say whether one pays for "
      "the other."),
    S("joined", "Is boot hire included in the price of a lesson pack?", [], "boot hire in a lesson pack",
      "irb-gear#boots (A$10 / NZ$12 per ride) and irb-packs#packs do not say whether a pack covers boots."),
    S("joined", "Can I pay for extending my lesson pack with a gift voucher?", [], "voucher for a pack extension",
      "irb-packs#pack-expiry (an extension for A$40 / NZ$40) and irb-vouchers#voucher-use (not for livery or lesson "
      "packs) do not say whether the extension fee is 'a lesson pack'; a reader may infer a no."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th; holdout: 2nd, 5th, 8th)
    A("paraphrase-typo", "how much is a 2hr trial ride in australia", ["irb-prices-au#trail-rides"],
      "a 2-hour trail ride costs A$160", "'2hr', 'trial' for 'trail': A$160.", absent=["2hr", "trial"]),
    A("paraphrase-typo", "wats the wieght limit for lesons", ["irb-riders#weight-limits"],
      "In lessons the limit is 100 kg in both countries", "'wats', 'wieght', 'lesons': 100 kg in both countries.",
      absent=["wats", "wieght", "lesons"]),
    S("paraphrase-typo", "r drones alowed over the yard?", [(YARD, MA)],
      "Drones are not flown over the yards",
      "'r', 'alowed'; unanchored 'Drones' of the yard rules (a no that only the unanchored text gives).",
      absent=["alowed"]),
    A("paraphrase-typo", "can my 7yo do a trail ride", ["irb-riders#minimum-ages", "irb-minors#children-trail"],
      "Children under 10 do not go on trail rides",
      "'7yo': no, trail rides are from 10; either fragment says so (#children-trail adds the lead-rein ride).",
      absent=["7yo"]),
    A("paraphrase-typo", "cancelled 3 days b4 my ride do i get a refund", ["irb-cancellations#rider-cancels"],
      "cancels at least 48 hours before the ride",
      "'b4': 3 days is more than 48 hours: yes, a refund minus the booking fee (or one free move).", absent=["b4"]),
    S("paraphrase-typo", "pollocrosse clinic at methven how much", [(POLO, False)], "cost NZ$160 a day",
      "'pollocrosse': unknown-policy (the polocrosse record has no policy line).", absent=["pollocros"]),
    A("paraphrase-typo", "can i bring my doggo on a trail ride", ["irb-yard-rules#dogs"],
      "not allowed in the arena or on trail rides", "'doggo': no, dogs only in the car park on a lead.",
      absent=["doggo"]),
    S("paraphrase-typo", "i have a new hip replacment can i still go on a trail ride", [(HEALTH, MA)],
      "ride only in private lessons, with a letter from their surgeon",
      "'replacment'; unanchored 'Hip and knee replacements'. #medical (a recent operation: tell the office) does "
      "not say whether the rider may go on a trail ride.", absent=["replacment"]),

    # --- named-document (3; holdout: 2nd; the stop is the 3rd)
    A("named-document", "What do the Ironbark Riding yard rules say about mobile phones?", ["irb-yard-rules#phones"],
      "do not use them while mounted", "named title: phones in a zipped pocket, not used while mounted."),
    A("named-document", "According to Ironbark Riding waivers and insurance, does your insurance cover my own "
      "injuries?", ["irb-insurance#insurance"], "It does not cover riders' own injuries",
      "named title: no; riders are advised to take out personal accident insurance."),
    S("named-document", "What does Ironbark Riding gift vouchers say about vouchers bought on tourism websites?",
      [(VOUCH, MA)], "booked through that website",
      "named title; the answer is in its unanchored 'Vouchers from tourism websites'."),

    # --- access-labels (3; holdout: 2nd; the stop is the 3rd)
    A("access-labels", "How often does the guide check the girths on a trail ride?", ["irb-staff#tack-check"],
      "again after 10 minutes of riding",
      "the reader holds public and irb-staff: the handbook is readable.", labels=("public", "irb-staff")),
    A("access-labels", "What discount do Riders' Club members get on trail rides?", ["irb-club#member-trail-rides"],
      "Members get 10% off every trail ride",
      "the reader holds public and irb-club: 10%.", labels=("public", "irb-club")),
    S("access-labels", "How much is a 1-hour trail ride in New Zealand?", [(PNZ, False)],
      "a 1-hour trail ride costs NZ$90",
      "the reader holds irb-club but not public: the public price list is denied to them (CONTRACTS: all labels); "
      "the Riders' Club guide needs public too and does not price rides.", labels=("irb-club",)),

    # --- other-time (2; holdout: 2nd)
    A("other-time", "Is there an Easter price for trail rides at Yarra Glen?", ["irb-offer-easter-2037#easter"],
      "a 1-hour trail ride at Yarra Glen costs A$75",
      "now = 2037-04-10: the offer (1 to 20 April 2037) is current.", now=OFFER_TIME),
    A("other-time", "How much is a group lesson at Yarra Glen?", ["irb-prices-au-2038#lessons"],
      "AUD 80 at Yarra Glen",
      "now = 2038-02-10: the 2038 edition is published and the 2037 list has expired; the 2036 edition is "
      "historical (a past year).", now=NEXT_YEAR),
]

# cvety_ru record ids
DRF, DBY, D36, D38 = "flr-dostavka-rf-2037", "flr-dostavka-by-2037", "flr-dostavka-rf-2036", "flr-dostavka-rf-2038"
SBORKA, POLUCH, GARANT, VOZVRAT = "flr-sborka-2037", "flr-poluchatel-2037", "flr-garantiya-2037", "flr-vozvrat-2037"
OPLATA, KORP, OTKR, PRAZD, RAST = ("flr-oplata-2037", "flr-korporativ-2037", "flr-otkrytki-2037",
                                   "flr-prazdniki-2037", "flr-rasteniya-2037")
FLORISTY, PARTNERY, KLUB = "flr-floristy-2037", "flr-partnery-2037", "flr-klub-2037"
AKC, KAZAN, SVADBY = "flr-akciya-2037", "flr-kazan-2037", "flr-svadby-2037"

RU = [
    # --- answerable (15)
    A("answerable", "Сколько стоит доставка букета в пределах КАД в Санкт-Петербурге?", ["flr-dostavka-rf#zony"],
      "в пределах КАД в Санкт-Петербурге — 450 ₽",
      "Санкт-Петербург — Россия: 450 ₽. Редакция 2036 года (350 рублей, историческая, прошлый год) и редакция 2038 "
      "года (550 руб., не опубликована) — чужие источники; 490 ₽ той же фразы — Москва."),
    A("answerable", "Есть ли ночная доставка в Гомеле?", ["flr-dostavka-by#nochnaya"],
      "В Беларуси ночной доставки нет",
      "Гомель — Беларусь: нет. Российская ночная доставка в Москве (flr-dostavka-rf#nochnaya) — чужая страна и "
      "чужой источник."),
    A("answerable", "Сколько стоит доставка к точному времени в Минске?", ["flr-dostavka-by#ko-vremeni"],
      "есть только в Минске и стоит 20 белорусских рублей",
      "Минск — Беларусь: 20 белорусских рублей (российские 600 ₽ — чужая страна)."),
    A("answerable", "С какой суммы заказа доставка по Москве бесплатная?", ["flr-dostavka-rf#besplatnaya"],
      "от 7 000 ₽ в Москве", "от 7 000 ₽, в пределах МКАД (6 000 ₽ той же фразы — Санкт-Петербург)."),
    A("answerable", "Если нужных роз не будет, флорист заменит их более дешёвыми цветами?", ["flr-sborka#zamena"],
      "цветами того же цвета и не дешевле",
      "нет: того же цвета и не дешевле, не больше 30 % состава; замену основного цветка согласуют по телефону."),
    A("answerable", "Можно ли попросить переделать букет, когда флорист прислал фото?", ["flr-sborka#foto"],
      "может один раз бесплатно попросить переделать букет",
      "да, один раз бесплатно, пока курьер не выехал."),
    A("answerable", "Курьер приехал, а получателя нет дома. Может ли он оставить букет соседям?",
      ["flr-poluchatel#net-doma"], "только с согласия заказчика",
      "только с согласия заказчика; курьер ждёт 15 минут и звонит получателю и заказчику."),
    A("answerable", "Кто платит за повторную доставку букета?", ["flr-poluchatel#povtornaya"],
      "заказчик оплачивает по полной цене доставки", "агент: заказчик, по полной цене доставки."),
    A("answerable", "Я заказал анонимную доставку. Курьер назовёт моё имя, если получатель спросит, от кого букет?",
      ["flr-poluchatel#anonimno"], "курьер не называет его имени, даже если получатель спрашивает", "нет."),
    A("answerable", "Букет с гортензией завял через 4 дня. Заменят ли его бесплатно?",
      ["flr-garantiya#svezhest", "flr-garantiya#zamena-buketa"],
      "букеты с гортензией и полевыми цветами — не меньше 3 дней",
      "срок для гортензии — 3 дня, 4 дня — уже после срока: бесплатная замена (только если букет завял раньше "
      "срока) не положена. Обе части гарантии можно цитировать."),
    A("answerable", "Я отменил заказ, когда флорист уже начал собирать букет. Сколько мне вернут?",
      ["flr-vozvrat#otmena"], "возвращаем 50 % стоимости букета и всю стоимость доставки",
      "50 % стоимости букета и всю доставку (если курьер ещё не выехал)."),
    A("answerable", "Курьер опоздал на 2 часа. Вернут ли деньги за доставку?", ["flr-vozvrat#opozdanie"],
      "опоздал больше чем на 1 час от выбранного интервала",
      "2 часа больше 1 часа: да, стоимость доставки полностью."),
    A("answerable", "Можно ли в России заплатить курьеру наличными?", ["flr-oplata#predoplata"],
      "Наличными курьеру можно заплатить только в Беларуси",
      "нет: только в Беларуси и только если букет вручают самому заказчику."),
    A("answerable", "Сколько стоит открытка, подписанная флористом от руки, в Беларуси?", ["flr-otkrytki#otkrytka"],
      "5 белорусских рублей в Беларуси", "5 белорусских рублей (150 ₽ — Россия); напечатанная — бесплатно."),
    A("answerable", "Можно ли отправить растение в горшке в другой город?", ["flr-rasteniya#peresylka"],
      "не возим между городами и странами", "нет: ни почтой, ни транспортными компаниями, ни курьером."),

    # --- rejected-best (11)
    S("rejected-best", "Доставляете ли вы цветы в аэропорт?", [(DRF, MA)],
      "В аэропорты Шереметьево, Домодедово и Внуково доставляем",
      "неякорный раздел «Доставка в аэропорт»; #zony (зоны и цены по городу) — не об аэропортах."),
    S("rejected-best", "В какие дни вы доставляете цветы в агрогородки?", [(DBY, MA)],
      "доставляем по средам и субботам",
      "неякорный раздел «Доставка в агрогородки»; #zony (за город из Минска, до 20 км) дней не называет."),
    S("rejected-best", "Собираете ли вы букеты из сухоцветов?", [(SBORKA, MA)],
      "Букеты из сухоцветов собираем только в Москве", "неякорный раздел «Букеты из сухоцветов»."),
    S("rejected-best", "Можно ли вернуть букет, если он не понравился получателю?", [(VOZVRAT, MA)],
      "возврат и обмен не проводим",
      "неякорный раздел «Букет не понравился»; #otmena (отмена до вручения) и #pretenzii (претензия к составу и "
      "виду) — о другом."),
    S("rejected-best", "При какой температуре хранятся срезанные цветы в магазине?", [(FLORISTY, False)],
      "при температуре от +2 до +6 °C", "закрыто: памятка флориста (flr-staff)."),
    S("rejected-best", "Как часто флористы меняют воду в вёдрах с цветами?", [(FLORISTY, False)],
      "Воду в вёдрах с цветами меняют каждый день",
      "закрыто: памятка флориста. flr-garantiya#svezhest («если менять воду каждый день») — об уходе получателя, "
      "чужой источник."),
    S("rejected-best", "Какую долю стоимости букета получает партнёр-флорист в другом городе?", [(PARTNERY, False)],
      "получает 80 % стоимости букета", "закрыто: условия для партнёров (flr-partner)."),
    S("rejected-best", "Какую скидку на букеты получают участники «Флорэль Клуба»?", [(KLUB, False)],
      "скидку 10 % на все букеты",
      "закрыто: правила программы требуют public И flr-klub; у читателя только public. Скидка 7 % компаниям "
      "(flr-korporativ#korporativ) — чужой источник."),
    S("rejected-best", "Сколько стоит букет из 25 тюльпанов по весенней акции?", [(AKC, False)],
      "букет из 25 тюльпанов в Москве стоит 2 490 ₽", "акция истекла 15 апреля 2037 (23:59:59)."),
    S("rejected-best", "Сколько будет стоить доставка в пределах МКАД в России в 2038 году?", [(D38, False)],
      "в пределах МКАД стоит 590 руб.",
      "не опубликована (16 ноября 2037); нынешние 490 ₽ — цена 2037 года, 390 рублей — 2036 года."),
    S("rejected-best", "Какие букеты не отправляют в детские сады?", [(FLORISTY, MA)],
      "не отправляем в детские сады и школы",
      "две причины: памятка закрыта (flr-staff), а ответ — в её неякорном разделе «Ядовитые растения»."),

    # --- nothing (5)
    S("nothing", "Доставляете ли вы цветы в Новосибирск?", [], "новосибирск",
      "Москва, Санкт-Петербург, Минск, Гомель (и Казань, ещё не опубликована).", absent=["новосибирск"]),
    S("nothing", "Продаёте ли вы воздушные шары к букету?", [], "воздушные шары", "ничего о шарах.",
      absent=["шар"]),
    S("nothing", "Можно ли добавить к букету коробку конфет?", [], "конфеты",
      "коробка названа только как упаковка букета; о конфетах ничего.", absent=["конфет"]),
    S("nothing", "Проводите ли вы мастер-классы по флористике?", [], "мастер-класс", "ничего об обучении.",
      absent=["мастер-класс"]),
    S("nothing", "Есть ли у вас мобильное приложение для заказа?", [], "приложение",
      "названы сайт, СБП, ЕРИП и мессенджер для фото; о приложении ничего.", absent=["приложени"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоила доставка по Минску в 2036 году?", [], "минск в 2036",
      "редакция 2036 года — российская (МКАД, КАД); 15 белорусских рублей — нынешняя цена по Минску."),
    S("near-miss", "Сколько стоит упаковка букета в плёнку?", [], "цена плёнки",
      "#upakovka называет плёнку и крафт-бумагу на выбор и цену коробки; цена плёнки не названа."),
    S("near-miss", "Какая гарантия свежести на букет из сухоцветов?", [], "гарантия на сухоцветы",
      "сроки свежести названы для срезанных цветов (5 дней) и для гортензии и полевых цветов (3 дня); о сухоцветах "
      "— только неякорное «собираем только в Москве», без гарантии."),
    S("near-miss", "Сколько стоит открытка с текстом длиннее 300 знаков?", [], "текст длиннее 300 знаков",
      "бесплатно — текст до 300 знаков; про более длинный текст ничего."),
    S("near-miss", "Сколько хранится в магазине растение в горшке, которое не удалось вручить?", [],
      "хранение невручённого растения",
      "#hranenie называет 24 часа для букета; о растениях в горшках ничего."),
    S("near-miss", "Какая праздничная наценка на растения в горшках?", [], "наценка на растения",
      "наценка названа на букеты (30 % / 20 %); о растениях в горшках ничего."),

    # --- joined (3)
    S("joined", "Дороже ли букет по подписке, если доставка выпадает на 8 Марта?", [], "наценка на подписку",
      "flr-prazdniki#nacenka (цены на букеты выше на 30 % / 20 %) и flr-korporativ#podpiska (оплаченная подписка) "
      "не говорят, меняется ли цена уже оплаченного букета по подписке; читатель может вывести «да»."),
    S("joined", "Пришлёт ли флорист фото растения в горшке перед отправкой?", [], "фото растения перед отправкой",
      "flr-sborka#foto говорит о фото букета; flr-rasteniya — о доставке растений; о фото растения ничего."),
    S("joined", "Примете ли вы претензию к растению в горшке через 10 дней после вручения?", [],
      "претензия к растению через 10 дней",
      "flr-vozvrat#pretenzii (24 часа — к составу и виду букета) и flr-rasteniya#garantiya-rasteniy (гарантия 14 "
      "дней, замена) не говорят о сроке претензии к растению; читатель может вывести «да»."),

    # --- paraphrase-typo (8; the stops are the 3rd, 6th and 8th)
    A("paraphrase-typo", "сколько стоит достака по питеру", ["flr-dostavka-rf#zony"],
      "в пределах КАД в Санкт-Петербурге — 450 ₽",
      "«достака», «питер» — Санкт-Петербург: 450 ₽ (890 ₽ — за КАД, до 15 км).", absent=["достака", "питер"]),
    A("paraphrase-typo", "ночная доставка в мск есть?", ["flr-dostavka-rf#nochnaya"],
      "есть только в Москве и стоит 1 500 ₽", "«мск» — Москва: да, с 23:00 до 7:00, 1 500 ₽.", absent=["мск"]),
    S("paraphrase-typo", "букет из сухоцветав в гомеле делаете?", [(SBORKA, MA)],
      "Букеты из сухоцветов собираем только в Москве",
      "«сухоцветав»; неякорный раздел «Букеты из сухоцветов» (только в Москве: для Гомеля — нет).",
      absent=["сухоцветав"]),
    A("paraphrase-typo", "курер не дозвонился до получатиля что дальше",
      ["flr-poluchatel#net-doma", "flr-poluchatel#povtornaya"], "курьер ждёт 15 минут",
      "«курер», «получатиля»: ждёт 15 минут и звонит обоим; соседям — только с согласия заказчика; иначе букет "
      "везут обратно в магазин, повторная доставка — за счёт заказчика.", absent=["курер", "получатиля"]),
    A("paraphrase-typo", "букет завял на втарой день что делать",
      ["flr-garantiya#zamena-buketa", "flr-garantiya#svezhest"], "бесплатно заменяем его по фотографии",
      "«втарой»: раньше срока свежести — бесплатная замена по фотографии.", absent=["втарой"]),
    S("paraphrase-typo", "свадебный букет невесты скока стоит", [(SVADBY, False)], "он стоит от 6 500 ₽",
      "«скока»; unknown-policy: у записи о свадебной флористике policy «svadebnaya».", absent=["скока"]),
    A("paraphrase-typo", "открытку бесплатно кладете к букету?", ["flr-otkrytki#otkrytka"],
      "К каждому букету бесплатно прикладываем открытку",
      "«кладете»: да, с напечатанным текстом до 300 знаков.", absent=["кладете"]),
    S("paraphrase-typo", "елку в горшке привезете в питер?", [(PRAZD, MA)],
      "Живые ёлки в горшках продаём только в Москве",
      "«елку» без ё, «питер»; неякорный раздел «Новогодние ёлки». flr-rasteniya#dostavka-rasteniy (растения в "
      "горшках по городу) — общее правило, ёлок не называет.", absent=["елку", "питер"]),

    # --- named-document (3; the stop is the 3rd)
    A("named-document", "Что сказано в «Флорэль: открытки» о переводе текста?", ["flr-otkrytki#tekst"],
      "Текст открытки мы не редактируем и не переводим", "named title: не переводят и не редактируют."),
    A("named-document", "Согласно «Флорэль: корпоративные заказы и подписка», в какой срок компания оплачивает "
      "счёт?", ["flr-korporativ#korporativ"], "в течение 5 банковских дней после доставки",
      "named title: в течение 5 банковских дней после доставки."),
    S("named-document", "Что сказано в «Флорэль: оплата заказа» о криптовалюте?", [(OPLATA, MA)],
      "Оплату криптовалютой не принимаем", "named title; ответ — в его неякорном разделе «Криптовалюта»."),

    # --- access-labels (3; the stop is the 3rd)
    A("access-labels", "Что делает флорист перед тем, как передать букет курьеру?", ["flr-floristy#kurier"],
      "фотографирует букет вместе с номером заказа",
      "у читателя public и flr-staff: памятка доступна.", labels=("public", "flr-staff")),
    A("access-labels", "Снимает ли курьер видео вручения для участников клуба?", ["flr-klub#video"],
      "курьер бесплатно снимает видео вручения букета",
      "у читателя public и flr-klub: да, бесплатно, если получатель согласен.", labels=("public", "flr-klub")),
    S("access-labels", "Сколько стоит доставка по Гомелю?", [(DBY, False)], "по Гомелю — 12 белорусских рублей",
      "у читателя flr-klub без public: публичный прайс ему закрыт (нужны все метки); правила клуба тоже требуют "
      "public и о доставке не говорят.", labels=("flr-klub",)),

    # --- other-time (2)
    A("other-time", "Есть ли сейчас акция на тюльпаны в Москве?", ["flr-akciya-2037#tyulpany"],
      "букет из 25 тюльпанов в Москве стоит 2 490 ₽",
      "now = 2037-04-10: акция (с 1 по 15 апреля 2037) действует.", now=OFFER_TIME),
    A("other-time", "Сколько стоит доставка в пределах МКАД в России?", ["flr-dostavka-rf-2038#zony"],
      "в пределах МКАД стоит 590 руб.",
      "now = 2038-02-10: редакция 2038 года опубликована, прайсы 2037 года истекли; редакция 2036 — историческая.",
      now=NEXT_YEAR),
]
