"""Labelled questions of unseen33 (the source of questions_*.jsonl; build_unseen33.py writes them).

A(...) is a question a citable fragment answers: `citations` are every fragment that may be cited,
`ev` a phrase of the answer that occurs verbatim in one of them.
S(...) is a question where Tether must stop: `rejected` lists (record id, asked-in-unanchored-text)
for each record the question is about (empty when nothing in the corpus answers), `ev` the phrase
that record holds (or, for an empty list, the premise the question needs and no citable fragment states).
`absent` lists colloquial words, typos and subjects the label assumes occur nowhere in the corpus.
Written by hand from the corpora and CONTRACTS §2, before anything was run. The split (2nd, 5th,
8th, ... question of each kind per file is holdout) was fixed before the first question was written.
This round leans on near-misses that name one of two similar things where the corpus speaks only of
the other (a private tour in Busan, where private tours are priced for Japan only; a halal tour in
Kyoto, where only Seoul has one; a night tour in Busan, where the night tours are Osaka's and
Seoul's; a corporate discount on a private tour, where it is on the group price; balloons in Ош,
where only Москва prices them; a monthly subscription, where only the weekly one has a discount;
peonies in Бишкек, priced in Russia only; an order deadline for 14 February, stated for 8 March),
on customers' own words and chat spellings ("hw much", "pls", "u", "kid", "bday", "tmrw", "approx",
"osaka"; «скока», «мск», «плиз», «нада», «налом», «ок»), on questions with conditions ("if we're 7
people", "my son is 4", "cancel 2 days before"; «если получателя нет дома», «за 3 часа»), on
questions that name a document, and on plain questions answered only by an unanchored section.
"""
from __future__ import annotations

NOW = "2028-06-15T09:00:00Z"


def A(kind, question, citations, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "completed",
            "citations": list(citations), "rejected": [], "ev": ev, "absent": list(absent), "note": note}


def S(kind, question, rejected, ev, note, absent=()):
    return {"kind": kind, "question": question, "labels": ["public"], "now": NOW, "expect": "stopped",
            "citations": [], "rejected": list(rejected), "ev": ev, "absent": list(absent), "note": note}


MA = True  # the question is answered by the record's unanchored text (reason missing-anchor)

# kumo_en record ids
PJP, P27, P29, PKR = "ktr-prices-jp-2028", "ktr-prices-jp-2027", "ktr-prices-jp-2029", "ktr-prices-kr-2028"
TYP, MEET, INC, DIET = "ktr-tour-types-2028", "ktr-meeting-2028", "ktr-inclusions-2028", "ktr-dietary-2028"
GC, OC, GIFT, ETQ = ("ktr-guest-cancellation-2028", "ktr-operator-cancellation-2028", "ktr-gift-cards-2028",
                     "ktr-etiquette-2028")
FAM, CORP, HB, SAK = "ktr-families-access-2028", "ktr-corporate-2028", "ktr-guide-handbook-2028", "ktr-sakura-offer-2028"
LUG, CAFE = "ktr-luggage-2028", "ktr-cafe-shop-2028"

EN = [
    # --- answerable (20; holdout: 2nd, 5th, 8th, 11th, 14th, 17th, 20th)
    A("answerable", "How much does a group food tour in Kyoto cost for an adult?", ["kt-prices-jp#group-tours"],
      "¥12,000 per adult",
      "Kyoto is in Japan: ¥12,000. The 2027 edition's JPY 11,000 and the unpublished 2029 ¥13,500 are wrong sources."),
    A("answerable", "My son is 4. Does he have to pay for the Osaka food tour?", ["kt-prices-jp#group-tours"],
      "Infants under 6 join free of charge",
      "condition: 4 is under 6, so free (the child price ¥8,500 is for 6 to 12)."),
    A("answerable", "If we're 7 people, can we all book one group tour together?", ["kt-tour-types#group"],
      "parties of 7 or more must book a private tour",
      "condition: 7 or more must book a private tour (one group booking holds up to 6)."),
    A("answerable", "Is a drink included on the Seoul night market tour?",
      ["kt-prices-kr#night-tours", "kt-whats-included#drinks"], "includes one drink",
      "yes, one drink; both the Korean price list and the inclusions record say so."),
    A("answerable", "Is there a halal option on the Seoul food tours?", ["kt-dietary#halal"],
      "a halal version of the Itaewon and Gwangjang tours is available", "yes, in Seoul."),
    A("answerable", "If I cancel my group tour 2 days before, how much do I get back?",
      ["kt-guest-cancellation#cancel"], "If you cancel 2 to 6 days before, we refund 50 % of the price",
      "condition: 2 days is in '2 to 6 days': 50 %."),
    A("answerable", "How long does the guide wait if we are late?", ["kt-meeting-points#late-arrival"],
      "The guide waits 15 minutes after the start time",
      "15 minutes; the denied handbook's 25 minutes (with every guest's consent) is not the public rule."),
    A("answerable", "Will my tour be cancelled if there is a typhoon warning?", ["kt-operator-cancellation#weather"],
      "If a typhoon warning or a heavy snow warning is in force", "yes, with a full refund or a free new date."),
    A("answerable", "How long is a gift card valid?", ["kt-gift-cards#validity"],
      "valid for 12 months from the date of purchase", "12 months."),
    A("answerable", "Do guides in Japan accept tips?", ["kt-etiquette#tipping"], "guides do not accept tips",
      "no; Korea's envelope is the other country's rule."),
    A("answerable", "Can I bring a stroller on the Tokyo tour?", ["kt-families-access#strollers"],
      "Strollers are welcome on Tokyo and Seoul tours", "yes in Tokyo."),
    A("answerable", "What happens if only one guest books a group tour?",
      ["kt-operator-cancellation#minimum", "kt-tour-types#group"], "A group tour needs at least 2 booked guests",
      "cancelled no later than 24 hours before, full refund or another date; the tour-types minimum may be "
      "cited too."),
    A("answerable", "How much is a private tour in Japan for 6 people?", ["kt-prices-jp#private-tours"],
      "plus ¥11,000 for each additional guest",
      "condition: 6 guests is 4 at ¥60,000 plus 2 additional at ¥11,000 each, within 'at most 10'."),
    A("answerable", "Is a subway pass included on the Seoul tour?", ["kt-whats-included#transit"],
      "a one-day subway pass for each guest is included", "yes in Seoul (and Tokyo)."),
    A("answerable", "How many tastings are there on a food tour?", ["kt-whats-included#tastings"],
      "at least 7 tastings", "at least 7."),
    A("answerable", "Can our company pay by invoice? We are registered in South Korea.", ["kt-corporate#invoices"],
      "may pay by bank transfer against an invoice", "yes, due 14 days before the tour."),
    A("answerable", "How much does it cost to store a suitcase in Osaka on the day of the tour?",
      ["kt-luggage#storage"], "JPY 1,000 per suitcase in Japan", "JPY 1,000 (Osaka is in Japan)."),
    A("answerable", "Are drones allowed on the tours?", ["kt-etiquette#photography"],
      "Drones may not be flown on any tour", "no."),
    A("answerable", "How soon will my refund reach my card?", ["kt-guest-cancellation#refund-time"],
      "within 10 business days", "10 business days."),
    A("answerable", "How much did an adult group tour cost in Japan in 2027?", ["kt-prices-jp-2027#group-tours"],
      "JPY 11,000 per adult", "a past year: the historical edition only; today's ¥12,000 is a wrong source."),

    # --- rejected-best (13; holdout: 2nd, 5th, 8th, 11th)
    S("rejected-best", "Can I add a temple food lunch to my Seoul tour?", [(PKR, MA)],
      "a temple food lunch with a monk's talk", "only the unanchored 'Temple food experience' says it."),
    S("rejected-best", "Can the guide pick us up at our hotel in Kyoto?", [(MEET, MA)],
      "can pick you up at a central hotel", "unanchored 'Hotel pickup'."),
    S("rejected-best", "Can I take the food I don't finish home with me?", [(INC, MA)],
      "can be packed to take away", "unanchored 'Leftovers'."),
    S("rejected-best", "Do you offer gluten-free tastings?", [(DIET, MA)],
      "Gluten-free tastings are possible on Tokyo tours only",
      "unanchored 'Gluten-free tastings'; the anchored vegetarian and allergy sections share 'tastings'."),
    S("rejected-best", "How late can I cancel a private tour without paying?", [(GC, MA)],
      "cancelled free of charge up to 14 days before the tour",
      "unanchored 'Private tour cancellations'; the anchored '#cancel' is the group tour's rule (7 days): an "
      "answer from it is a wrong source."),
    S("rejected-best", "What refund do we get if the guide ends the tour early because of an earthquake?",
      [(OC, MA)], "Kumo Trails refunds half of the price", "unanchored 'Tours cut short'."),
    S("rejected-best", "I lost my gift card. Can it be replaced?", [(GIFT, MA)],
      "A lost gift card can be replaced once", "unanchored 'Lost gift cards'."),
    S("rejected-best", "How long do you keep things we left with the guide?", [(LUG, MA)], "kept for 30 days",
      "unanchored 'Lost property'."),
    S("rejected-best", "If the whole group agrees, can the guide wait longer than 15 minutes for a late guest?",
      [(HB, False)], "wait up to 25 minutes for a late guest",
      "denied: the guide handbook. The public late-arrival rule (15 minutes) says nothing of the group's "
      "consent; hard case."),
    S("rejected-best", "Is a tour cancelled because of heat?", [(HB, False)],
      "the tour is not cancelled for heat", "denied: the guide handbook's 'Heat'; the public weather rule is "
      "about typhoons and snow."),
    S("rejected-best", "Does the second adult pay half price on Kyoto tours in April?", [(SAK, False)],
      "the second adult of a booking pays ¥6,000", "expired: the cherry blossom offer ended on 30 April 2028."),
    S("rejected-best", "What will an adult group tour in Japan cost in 2029?", [(P29, False)],
      "¥13,500 per adult", "not yet published (1 November 2028); today's ¥12,000 is a wrong source."),
    S("rejected-best", "What are the opening hours of the café in Kyoto?", [(CAFE, False)],
      "open from 8:00 to 18:00", "unknown-policy: the café and shop record has no policy."),

    # --- nothing (6; holdout: 2nd, 5th)
    S("nothing", "How many hours does a Tokyo food tour last?", [], "the tour lasts",
      "no record states a tour's length; the hours in the corpus are notice periods."),
    S("nothing", "Is travel insurance included in the tour price?", [], "travel insurance",
      "nothing about insurance.", absent=["insurance"]),
    S("nothing", "Can I pay with PayPal?", [], "PayPal", "no payment means but invoices and cards.",
      absent=["paypal"]),
    S("nothing", "can the guide bring a bday cake for my wife on the tour?", [], "cake",
      "nothing about birthdays or cakes.", absent=["bday", "cake"]),
    S("nothing", "Is there a student discount on group tours?", [], "student",
      "the only discount is the corporate one.", absent=["student"]),
    S("nothing", "Is there parking near the Osaka meeting point?", [], "parking",
      "'Namba Parks' is a name; nothing about parking.", absent=["parking"]),

    # --- near-miss (6; holdout: 2nd, 5th)
    S("near-miss", "How much is a private tour in Busan?", [], "private tour in Busan costs",
      "private tours are priced for Japan only; the tour-types record says they are available in Busan but "
      "gives no price, and the Japanese price is another jurisdiction's."),
    S("near-miss", "Is there a halal version of the Kyoto food tour?", [], "halal version of the Kyoto",
      "halal is stated for Seoul only."),
    S("near-miss", "How much does the Busan night tour cost?", [], "Busan night tour costs",
      "night tours are Osaka's and Seoul's; the Seoul ₩110,000 is a wrong source."),
    S("near-miss", "What discount do corporate groups get on a private tour?", [], "off the private tour price",
      "the corporate 10 % is off the group tour price."),
    S("near-miss", "How many guests can a private tour in South Korea take?", [], "private tour in South Korea takes",
      "'at most 10 guests' is in the Japanese price list."),
    S("near-miss", "How much is the fish market morning tour in Kyoto?", [], "fish market morning tour in Kyoto",
      "the market morning tour is Busan's; the Kyoto group tour price is a wrong source."),

    # --- paraphrase-typo (7; holdout: 2nd, 5th; stops: 4th, 7th)
    A("paraphrase-typo", "hw much is the osaka night tour pls", ["kt-prices-jp#night-tours"], "¥14,500 per adult",
      "chat spelling; lower-case osaka.", absent=["hw", "pls"]),
    A("paraphrase-typo", "can u take a strollr on the kyoto tour? my kid is 2", ["kt-families-access#strollers"],
      "please bring a baby carrier instead of a stroller", "typo 'strollr', 'kid'.", absent=["strollr", "kid"]),
    A("paraphrase-typo", "my tour is tmrw, can i still move it to another day for free?",
      ["kt-guest-cancellation#reschedule"], "if you ask at least 48 hours before the tour",
      "tomorrow is less than 48 hours: not free.", absent=["tmrw"]),
    S("paraphrase-typo", "approx how much is the sake tasting in kyoto?", [(PJP, MA)],
      "a sake tasting at a Fushimi brewery can be added for ¥3,500 per adult",
      "unanchored 'Sake tasting add-on'.", absent=["approx"]),
    A("paraphrase-typo", "wht time shud we be at the meeting point?", ["kt-meeting-points#meeting-points"],
      "10 minutes before the start time", "chat spelling.", absent=["wht", "shud"]),
    A("paraphrase-typo", "do u do vegitarian tours? how early do i need to tell u?", ["kt-dietary#vegetarian"],
      "at least 72 hours before the tour", "typo 'vegitarian'.", absent=["vegitarian"]),
    S("paraphrase-typo", "can i bring my doggo on the tour pls", [(FAM, MA)],
      "Dogs and other pets cannot join a tour", "unanchored 'Pets'.", absent=["doggo"]),

    # --- named-document (4; holdout: 2nd; stop: 3rd)
    A("named-document", "According to Kumo Trails cancellations by Kumo Trails, what happens if my guide falls ill?",
      ["kt-operator-cancellation#guide-illness"], "If a guide falls ill, Kumo Trails sends another guide",
      "names the title."),
    A("named-document", "In Kumo Trails gift cards, can a card bought in Japan be used in Seoul?",
      ["kt-gift-cards#buying"], "A gift card can be used only in the country where it was bought",
      "names the title; no."),
    S("named-document", "What does Kumo Trails tipping and photography say about filming for a sponsored channel?",
      [(ETQ, MA)], "needs written permission from Kumo Trails at least 5 days before the tour",
      "the named document's unanchored 'Filming for social media'."),
    A("named-document", "Under Kumo Trails children, strollers and accessibility, does a companion of a wheelchair "
      "user pay?", ["kt-families-access#accessibility"],
      "A companion who assists a guest with a disability joins free of charge", "names the title; no."),
]

# lepestok_ru record ids
PRF, R27, R29, PKG = "lpk-prays-rf-2028", "lpk-prays-rf-2027", "lpk-prays-rf-2029", "lpk-prays-kg-2028"
DOS, PRZ, FOT, POL = "lpk-dostavka-2028", "lpk-prazdniki-2028", "lpk-foto-zamena-2028", "lpk-poluchatel-2028"
SVE, OTM, POD, KOR = "lpk-svezhest-2028", "lpk-otmena-vozvrat-2028", "lpk-podpiska-2028", "lpk-korporativ-2028"
ANO, DOP, OPL, KUR = "lpk-anonimno-2028", "lpk-dopolneniya-2028", "lpk-oplata-2028", "lpk-instrukciya-kurera-2028"
AKC, SHO = "lpk-akciya-vesna-2028", "lpk-shourum-2028"

RU = [
    # --- answerable (20)
    A("answerable", "Сколько стоит средний букет в Казани?", ["lpk-prays-rf#bukety"], "средний (до 25 цветов) — 4 200 ₽",
      "Казань — Россия: 4 200 ₽; 3 800 ₽ (2027) и 4 600 ₽ (2029) — чужие редакции."),
    A("answerable", "Если получателя нет дома, что делает курьер?", ["lpk-poluchatel#net-doma"],
      "курьер ждёт 15 минут и звонит заказчику", "условие: получателя нет дома."),
    A("answerable", "Если отменить заказ за 3 часа до начала интервала, деньги вернут?", ["lpk-otmena-vozvrat#otmena"],
      "После начала сборки возвращаем 50 % стоимости букета",
      "условие: сборка начинается за 4 часа, за 3 часа она уже идёт — 50 % букета и доставка, если курьер не выехал."),
    A("answerable", "Сколько стоит доставка по Бишкеку?", ["lpk-dostavka#zony"], "В Бишкеке доставка по городу стоит 250 сом",
      "250 сом."),
    A("answerable", "Можно ли получить фото букета до того, как его повезут?", ["lpk-foto-zamena#foto"],
      "флорист присылает заказчику фото букета", "да."),
    A("answerable", "Какая скидка на букеты по еженедельной подписке?", ["lpk-podpiska#ezhenedelnaya"], "скидка 15 %",
      "15 %."),
    A("answerable", "До скольки принимают срочные заказы?", ["lpk-dostavka#srochnaya"], "Срочные заказы принимаем до 20:00",
      "до 20:00."),
    A("answerable", "Можно ли доставить букет к точному времени 8 марта?", ["lpk-prazdniki#8-marta"],
      "к точному времени в эти дни не доставляем", "нет."),
    A("answerable", "Сколько дней простоят розы по гарантии свежести?", ["lpk-svezhest#garantiya"],
      "Розы стоят не меньше 5 дней", "не меньше 5 дней."),
    A("answerable", "Если нужных цветов нет, могут ли их заменить без моего согласия?", ["lpk-foto-zamena#zamena"],
      "Без согласия заказчика можно заменить не больше 20 % цветов букета", "условие: до 20 % — да."),
    A("answerable", "Если я попрошу, курьер не скажет получателю, от кого цветы?", ["lpk-anonimno#anonimno"],
      "курьер не называет отправителя", "да, не скажет."),
    A("answerable", "Сколько стоит связка гелиевых шаров в Москве?", ["lpk-dopolneniya#shary"],
      "связку из 5 гелиевых шаров за 1 200 ₽", "1 200 ₽."),
    A("answerable", "Можно ли заплатить курьеру наличными за заказ на 12 000 ₽?", ["lpk-oplata#nalichnye"],
      "до 10 000 ₽ в России", "условие: 12 000 ₽ больше 10 000 ₽ — только заранее."),
    A("answerable", "За сколько дней возвращают деньги после отмены заказа?", ["lpk-otmena-vozvrat#sroki"],
      "в течение 10 рабочих дней", "10 рабочих дней."),
    A("answerable", "Может ли наша компания платить по счёту?", ["lpk-korporativ#schet"], "могут платить по счёту", "да."),
    A("answerable", "Сколько стоит большая открытка в Оше?", ["lpk-anonimno#otkrytki"], "90 сом в Кыргызстане",
      "Ош — Кыргызстан: 90 сом."),
    A("answerable", "Если заказ на 8 000 ₽ в Казани, доставка будет бесплатной?", ["lpk-dostavka#besplatno"],
      "Доставка бесплатна при заказе от 7 000 ₽ в России", "условие: 8 000 ₽ от 7 000 ₽ — да."),
    A("answerable", "Можно ли поставить подписку на паузу?", ["lpk-podpiska#pauza"],
      "Подписку можно поставить на паузу до 4 недель", "да, до 4 недель, предупредив за 2 дня."),
    A("answerable", "Дают ли вазу к большому букету?", ["lpk-dopolneniya#vaza"], "К большому букету ваза даётся бесплатно",
      "да, бесплатно."),
    A("answerable", "Сколько стоил малый букет в России в 2027 году?", ["lpk-prays-rf-2027#bukety"], "малый — 2 200 ₽",
      "прошлый год: только историческая редакция; нынешние 2 500 ₽ — чужой источник."),

    # --- rejected-best (13)
    S("rejected-best", "Сколько стоит букет из 101 розы?", [(PRF, MA)], "он стоит 18 900 ₽",
      "неякорный «Монобукет из 101 розы»."),
    S("rejected-best", "Можно ли заказать большой букет в Оше на сегодня?", [(PKG, MA)],
      "В Оше большой букет собираем только по предзаказу",
      "неякорный раздел «Большие букеты в Оше»; якорный #bukety называет цену, а не предзаказ."),
    S("rejected-best", "Вы доставляете цветы ночью?", [(DOS, MA)], "С 22:00 до 8:00 доставляем только в Москве",
      "неякорная «Ночная доставка»; якорные интервалы с 8:00 до 22:00 — не ответ о ночи (спорно)."),
    S("rejected-best", "Доставляете ли вы цветы 1 января?", [(PRZ, MA)], "1 января доставки нет", "неякорный «Новый год»."),
    S("rejected-best", "Можно ли передать цветы в больницу?", [(POL, MA)],
      "В больницы букеты передаём через справочную или пост охраны", "неякорный раздел «Больницы»."),
    S("rejected-best", "Как часто нужно подрезать стебли у букета?", [(SVE, MA)],
      "Подрезайте стебли на 1–2 см каждые 2 дня", "неякорный «Уход за букетом»."),
    S("rejected-best", "Можно ли подарить цветочную подписку?", [(POD, MA)], "Подписку можно подарить",
      "неякорная «Подписка в подарок»."),
    S("rejected-best", "Вы оформляете цветами офисы и мероприятия?", [(KOR, MA)],
      "Оформление офисов и мероприятий цветами считаем по смете", "неякорное «Оформление мероприятий»."),
    S("rejected-best", "Что будет, если курьер опоздает больше чем на полчаса?", [(KUR, False)],
      "заказчику начисляют компенсацию 300 баллов", "denied: инструкция курьера."),
    S("rejected-best", "Что делает курьер, если получатель отказался брать букет?", [(KUR, False)],
      "курьер фотографирует букет у двери",
      "denied: инструкция курьера; публичный раздел «нет дома» — другой случай."),
    S("rejected-best", "Дарите ли вы тюльпаны при заказе от 25 тюльпанов?", [(AKC, False)],
      "ещё 5 тюльпанов — в подарок", "expired: весенняя акция кончилась 31 мая 2028."),
    S("rejected-best", "Сколько будет стоить средний букет в России с 1 января 2029 года?", [(R29, False)],
      "средний — 4 600 ₽", "not yet published (1 ноября 2028); нынешние 4 200 ₽ — чужой источник."),
    S("rejected-best", "Во сколько открывается кофейня в Казани?", [(SHO, False)], "работают с 9:00 до 21:00",
      "unknown-policy: у записи о шоуруме нет policy."),

    # --- nothing (6)
    S("nothing", "Можно ли заказать доставку цветов в Новосибирск?", [], "Новосибирск",
      "города — Москва, Казань, Бишкек, Ош; о других ничего не сказано.", absent=["новосибирск"]),
    S("nothing", "Продаёте ли вы комнатные растения в горшках?", [], "растения в горшках", "ничего о растениях.",
      absent=["горшк", "комнатн"]),
    S("nothing", "Есть ли скидка пенсионерам?", [], "пенсионерам", "скидки — подписка и договор.",
      absent=["пенсионер"]),
    S("nothing", "Можно ли оплатить заказ криптовалютой?", [], "криптовалют", "способы оплаты другие.",
      absent=["криптовалют"]),
    S("nothing", "Делаете ли вы свадебные букеты для невесты?", [], "невест", "ничего о свадьбах.",
      absent=["невест", "свадеб"]),
    S("nothing", "Не замёрзнут ли цветы, если доставка в сильный мороз?", [], "мороз", "ничего о морозе.",
      absent=["мороз", "замёрз"]),

    # --- near-miss (6)
    S("near-miss", "Сколько стоят воздушные шары в Оше?", [], "шары в Оше",
      "шары названы только для Москвы; 1 200 ₽ — чужой город и страна."),
    S("near-miss", "Какая скидка при подписке раз в месяц?", [], "ежемесячной подписке",
      "скидка 15 % — у еженедельной подписки."),
    S("near-miss", "Сколько стоит букет из 15 пионов в Бишкеке?", [], "пионов в Кыргызстане",
      "пионы — только в прайсе России (6 500 ₽)."),
    S("near-miss", "До какого числа нужно заказать букет на 14 февраля?", [], "на 14 февраля нужно оформить",
      "срок «не позднее 5 марта» — у 8 Марта."),
    S("near-miss", "Сколько стоит повторная доставка на следующий день, если получателя не было дома?", [],
      "на следующий день", "цена названа для повторной доставки в тот же день (спорно)."),
    S("near-miss", "Сколько стоит доставка за город в Оше?", [], "за город",
      "«за МКАД» — только Москва; в Оше — доставка по городу."),

    # --- paraphrase-typo (7; stops: 4th, 7th)
    A("paraphrase-typo", "скока стоит большой букет в мск?", ["lpk-prays-rf#bukety"], "большой (до 51 цветка) — 7 900 ₽",
      "«скока», «мск».", absent=["скока", "мск"]),
    A("paraphrase-typo", "цветы на 8 марта до какого числа нада заказать плиз", ["lpk-prazdniki#8-marta"],
      "не позднее 5 марта", "«нада», «плиз».", absent=["нада", "плиз"]),
    A("paraphrase-typo", "курьер приехал а получателя нет, скока букет хранится?", ["lpk-poluchatel#hranenie"],
      "букет хранится в магазине 24 часа", "«скока»; 24 часа.", absent=["скока"]),
    S("paraphrase-typo", "а видео как вручают цветы можно снять? ок", [(FOT, MA)],
      "курьер снимает вручение букета на видео", "неякорное «Видео вручения»; «ок» — начало слова «около»."),
    A("paraphrase-typo", "букет завял через день, чё делать?", ["lpk-svezhest#garantiya"],
      "пришлите фото в течение 24 часов", "«чё».", absent=["чё"]),
    A("paraphrase-typo", "можно курьеру налом заплатить в бишкеке?", ["lpk-oplata#sposoby", "lpk-oplata#nalichnye"],
      "наличными курьеру", "«налом»; да (до 8 000 KGS).", absent=["налом"]),
    S("paraphrase-typo", "торт можно заказать вместе с цветами плиз?", [(DOP, MA)],
      "Торты партнёрской кондитерской доставляем только в Казани", "неякорные «Торты».", absent=["плиз"]),

    # --- named-document (4; stop: 3rd)
    A("named-document", "Что в «Лепесток: корпоративным клиентам» сказано про отсрочку оплаты?",
      ["lpk-korporativ#dogovor"], "отсрочку оплаты на 14 дней", "называет заголовок."),
    A("named-document", "По правилам «Лепесток: гарантия свежести», гарантия действует на сухоцветы?",
      ["lpk-svezhest#isklyucheniya"], "Гарантия не действует на сухоцветы", "называет заголовок; нет."),
    S("named-document", "Что говорится в «Лепесток: способы оплаты» про карты, выпущенные за рубежом?", [(OPL, MA)],
      "Карты, выпущенные за рубежом, принимаем только в Кыргызстане",
      "неякорный раздел названного документа."),
    A("named-document", "Согласно «Лепесток: 8 Марта и 14 февраля», есть ли наценка на тюльпаны 14 февраля?",
      ["lpk-prazdniki#14-fevralya"], "остальные букеты продаём по обычной цене", "называет заголовок; нет."),
]
