"""Labelled verify cases of unseen58 (the source of verify_cases.jsonl; build_unseen58.py writes it).

V(kind, question, ctx, cites, answer, ...): `ctx` names documents (all their anchored fragments, copied
verbatim from the corpora by the builder) or single fragments; `cites` are the answer's
documentationCitations; `checks` the expected violation ids (empty for a correct answer, which must pass);
`src` the source phrase a faulty answer contradicts, drops or takes its figure from. Written by hand from
the corpora only, after the questions' commit and before anything was run (nothing of Tether is ever run
by the session that wrote this). The split (2nd, 5th, 8th, ... case of each kind per language is holdout)
was fixed in README.md before the first corpus record was written.

Correct answers restate a rule the way a strong model does: clauses reordered, "you"-addressed, Yes / No /
Да / Нет openers, synonyms, another notation of the same amount ("CAD 85" for "C$85", "C$74" for "74 CAD";
«рублей» for «₽», «₽» for «рублей», «KGS» for «сомов»), Russian case forms and word order, two editions or two
countries at once, the reader's weight, age, height, delay, notice or count against a band, exceptions and
conditions kept, the actor named. A figure is never derived (no sums, no conversions, no differences).
Wrong answers carry one fault each (README's table).
"""
from __future__ import annotations

NOW = "2040-06-17T10:00:00Z"

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


PCA, PUS, P39 = "bwg-prices-ca", "bwg-prices-us", "bwg-prices-ca-2039"
SERV, MATT, FLEA, VACC, BEHAV = "bwg-services", "bwg-matting", "bwg-fleas", "bwg-vaccinations", "bwg-behaviour"
AGES, INJ, DROP, NOSH, DEP = "bwg-ages", "bwg-injuries", "bwg-dropoff", "bwg-noshows", "bwg-deposits"
MOB, PACK, GIFT, PHOT, COMP = "bwg-mobile", "bwg-packages", "bwg-giftcards", "bwg-photos", "bwg-complaints"

EN = [
    # --- clean (23)
    V("clean", "How much is a full groom for a small dog at each Canadian salon?", [PCA], [f"{PCA}#full-groom"],
      "In Canada a full groom for a small dog under 10 kg is CAD 85 at Kitsilano and CAD 80 at Leslieville.",
      note="'CAD 85' for 'C$85'; both salons, each to its own figure."),
    V("clean", "What does a bath and tidy cost in the United States?", [PUS], [f"{PUS}#bath-tidy"],
      "In the United States a bath and tidy is US$55 for a small dog and US$65 for a medium or a large dog, the same "
      "at both salons.", note="pretty-printed JSON; 'the same at both salons' for 'at both salons'.", pretty=True),
    V("clean", "How has the price of a small dog's full groom at Leslieville changed since 2039?",
      [f"{P39}#full-groom", f"{PCA}#full-groom"], [f"{P39}#full-groom", f"{PCA}#full-groom"],
      "In Canada a full groom for a small dog at Leslieville cost C$74 in 2039 and costs C$80 now.",
      note="```json fence; historical and current editions, both cited; 'C$74' for '74 CAD'; no difference derived.",
      fence=True),
    V("clean", "How much is a cat groom in Canada and in the United States?", [f"{PCA}#cats", f"{PUS}#cats"],
      [f"{PCA}#cats", f"{PUS}#cats"],
      "A cat groom costs C$110 in Canada, where only Kitsilano grooms cats, and US$100 at both salons in the United "
      "States, where it is booked on weekday mornings only.", note="two countries, each figure and rule to its own."),
    V("clean", "My dog weighs 40 lb. What does a full groom cost at Hawthorne?", [PUS], [f"{PUS}#full-groom"],
      "At 40 lb your dog counts as a medium dog (20 to 55 lb), so in the United States a full groom at Hawthorne "
      "costs US$95.", note="the reader's 40 lb inside the medium band; the band restated."),
    V("clean", "What's the difference between a full groom and a bath and tidy?", [SERV],
      [f"{SERV}#full-groom-includes"],
      "Both include a bath, a blow-dry, a nail trim and ear cleaning. A full groom adds a haircut to the breed "
      "standard or to the style you ask for, while a bath and tidy has a tidy of the face, feet and sanitary area "
      "instead, with no full haircut.", note="the shared list put first; 'adds' for the haircut only one includes."),
    V("clean", "Will you shave my husky to keep him cool in summer?", [SERV], [f"{SERV}#double-coats"],
      "No. Double-coated breeds such as huskies get a de-shedding treatment instead of a haircut and are never "
      "shaved, unless the coat is matted close to the skin.", note="'No.' opener; the exception kept."),
    V("clean", "My dog has a few mats. What will de-matting cost in Canada?", [MATT], [f"{MATT}#dematting"],
      "In Canada, mats that can be brushed out safely are removed for a surcharge of C$20 for each 15 minutes, up "
      "to 45 minutes per visit.", note="the country's figure of a two-country sentence; the cap kept."),
    V("clean", "What happens if I don't want my matted dog shaved?", [MATT], [f"{MATT}#severe-matting"],
      "If your dog is matted close to the skin and you don't sign the shave-down consent, the groomer will not do "
      "the groom, and you are not charged anything.",
      note="'you'-addressed; 'will not do the groom' for 'refuses the groom'; 'not charged anything'."),
    V("clean", "I put a spot-on flea treatment on my dog this morning. Can he be bathed at his appointment this "
      "afternoon?", [FLEA], [f"{FLEA}#treated-before"],
      "No. A pet given a spot-on treatment in the last 48 hours is not bathed, because the bath would wash the "
      "treatment off, but the appointment can be moved free of charge.",
      note="the reader's 'this morning' inside the 48 hours; 'can be moved' for 'is moved'."),
    V("clean", "Which vaccinations does my dog need in the United States?", [VACC], [f"{VACC}#dogs"],
      "In the United States your dog needs current rabies and DHPP (distemper-parvovirus) vaccinations, and also a "
      "bordetella (kennel cough) vaccination given at least 7 days before the visit.",
      note="the general rule and the country's addition joined in one sentence."),
    V("clean", "Is my dog's rabies tag enough?", [VACC], [f"{VACC}#proof"],
      "No, a rabies tag on its own is not accepted. Bring a rabies certificate signed by a vet, or have your vet "
      "clinic email its record before the visit.", note="'on its own' for 'alone'; imperatives; 'vet' for "
      "'veterinarian'."),
    V("clean", "Will the groomer muzzle my dog?", [BEHAV], [f"{BEHAV}#muzzles"],
      "If your dog tries to bite, the groomer may put a soft muzzle on it, and you are told about it at pick-up.",
      note="the condition put first; 'may' kept."),
    V("clean", "My dog panicked during the groom and they called me. What do I pay?", [BEHAV], [f"{BEHAV}#stopping"],
      "When a pet is too stressed to be groomed safely, the groomer stops and you are called to collect it within 1 "
      "hour; you are charged half the price of the service you booked.",
      note="'panicked' read as stressed; the charge as a half, no sum."),
    V("clean", "My cat is 14 weeks old. Can she be groomed?", [AGES], [f"{AGES}#kittens"],
      "Not yet: kittens are groomed from 16 weeks of age.", note="the reader's 14 weeks under the bound; 'Not yet'."),
    V("clean", "My dog is 12 and has a heart condition. Can he still be groomed?", [AGES], [f"{AGES}#seniors"],
      "Yes, with a note from his vet: a pet with a heart condition is groomed only with one, and pets aged 10 or "
      "older get rests whenever they need them.", note="the condition kept after 'Yes'; the reader's 12 over 10."),
    V("clean", "What happens if the groomer nicks my dog?", [INJ], [f"{INJ}#nicks"],
      "The groomer cleans the nick, notes it on your dog's record and tells you about it when you pick your dog up.",
      note="the list of acts reordered; 'when you pick your dog up' for 'at pick-up'."),
    V("clean", "Can I use a gift card to buy a package?", [GIFT], [f"{GIFT}#gift-use"],
      "No. A gift card pays for grooming at any salon or on the mobile van, in part or in full, but it cannot be used "
      "for packages.", note="'No.' opener; 'cannot be used for' for 'not for'."),
    V("clean", "I'm a new client and cancelled my first appointment two days before. Do I get my deposit back?",
      [DEP], [f"{DEP}#deposit-refunds"],
      "Yes. The deposit is refunded when a first appointment is cancelled at least 24 hours before it, and it reaches "
      "your card within 5 business days.",
      note="the reader's two days read against 'at least 24 hours' (no conversion written)."),
    V("clean", "I'm 20 minutes late for my dog's appointment. Will it still happen?", [NOSH], [f"{NOSH}#late-arrival"],
      "Because you are more than 15 minutes late, the groomer decides whether your dog gets a shorter service or is "
      "booked for another day.", note="the reader's 20 minutes over the 15; 'decides whether' for 'as the groomer "
      "decides'."),
    V("clean", "How much is the mobile van's call-out fee in the United States?", [MOB], [f"{MOB}#call-out"],
      "In the United States the mobile grooming van charges the salon price plus a $28 call-out fee.",
      note="the source's bare '$' kept with the country named; the salon price kept."),
    V("clean", "I bought a 6-groom package 14 months ago and have 2 grooms left. Can I still use them?", [PACK],
      [f"{PACK}#package-rules"],
      "No. A package is valid for 12 months from the day it was bought, and grooms not used in that time are lost.",
      note="the reader's 14 months over 12; 'in that time' for 'in time'."),
    V("clean", "How long does it take to get a posted photo of my dog taken down?", [PHOT],
      [f"{PHOT}#take-down", f"{PHOT}#owners"],
      "The salon takes a posted photo down within 2 business days of your request.",
      limitations=["Owners, their names and their homes on van visits are never shown in the salon's posts."],
      note="`limitations` filled with the cited #owners, verbatim."),

    # --- wrong (22)
    V("wrong-case", "How much is a full groom for a small dog at Leslieville?", [PCA], [f"{PCA}#full-groom"],
      "In Canada a full groom for a small dog under 10 kg at Leslieville costs C$85.", MC, src="C$80 at Leslieville",
      note="Kitsilano's C$85 (the same sentence) given to Leslieville."),
    V("wrong-case", "How much is a full groom for a small dog at Hawthorne?", [PUS], [f"{PUS}#full-groom"],
      "In the United States a full groom for a small dog under 20 lb at Hawthorne costs US$75.", MC,
      src="US$70 at Hawthorne", note="Fremont's US$75 (the same sentence) given to Hawthorne."),
    V("country", "How much is a cat groom in the United States?", [f"{PCA}#cats", f"{PUS}#cats"],
      [f"{PCA}#cats", f"{PUS}#cats"],
      "In the United States a cat groom costs C$110 and is booked on weekday mornings only.", MC,
      src="In the United States, a cat groom costs US$100 at both salons",
      note="a wrong country: Canada's C$110 given to the United States; both fragments cited, the value only in the "
      "Canadian one."),
    V("unit", "How much is the late pick-up fee in Canada?", [DROP], [f"{DROP}#late-pickup"],
      "In Canada a pet collected more than 30 minutes after the salon's text is charged a one-off late pick-up fee "
      "of C$15.", UC, src="for each hour or part of an hour",
      note="a fee per hour or part of an hour given as a one-off fee (the figure right, the unit wrong)."),
    V("other-value", "How much is a full groom for a large dog in the United States?", [PUS], [f"{PUS}#full-groom"],
      "In the United States a full groom for a large dog over 55 lb costs US$95 at both salons.", MC,
      src="a large dog over 55 lb costs US$125", note="the medium dog's US$95 (the same sentence) given to the large "
      "dog."),
    V("other-value", "How long can de-matting take per visit?", [MATT], [f"{MATT}#dematting"],
      "De-matting can take up to 15 minutes per visit.", MC, src="up to 45 minutes per visit",
      note="the 15 minutes the surcharge is counted by (the same sentence) given as the cap."),
    V("deadline", "How long do I have to complain about a groom?", [COMP], [f"{COMP}#complaint"],
      "Complain to the salon by phone or email within 7 days of the groom, with photos of the problem.", MC,
      src="within 3 days of the groom",
      note="the 7 days of another rule (the re-groom, #regroom, uncited) given to the complaint."),
    V("uncited-fragment", "How much is a full groom for a small dog at Kitsilano?",
      [f"{PCA}#full-groom", f"{P39}#full-groom"], [f"{PCA}#full-groom"],
      "In Canada a full groom for a small dog under 10 kg at Kitsilano costs C$78.", MC, src="C$85 at Kitsilano",
      note="the 2039 edition's 78 CAD (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "How much is a nail trim in Canada?", [SERV], [],
      "In Canada a nail trim on its own costs C$20 and needs no appointment on weekdays.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Can a groomer give my anxious dog a sedative?", [BEHAV], [f"{BEHAV}#sedation"],
      "Yes, if your vet has prescribed it, the groomer can give your dog a sedative before the groom.", UC,
      src="Groomers never give a pet a sedative",
      note="a case the source denies ('never') granted under an invented condition."),
    V("exception", "Can a gift card pay for a package?", [GIFT], [f"{GIFT}#gift-use"],
      "Yes, a gift card pays for any grooming, including packages, in part or in full.", UC,
      src="but not for packages", note="the excluded case added ('including packages')."),
    V("condition", "Can my expired gift card be reactivated?", [GIFT], [f"{GIFT}#gift-expired"],
      "Yes, an expired gift card is reactivated whenever its holder asks, however long ago it expired.", UC,
      src="if its holder asks within 3 months of the expiry date",
      note="the condition (asked within 3 months) dropped and denied ('however long ago')."),
    V("bound", "How late can I cancel an appointment without paying?", [NOSH], [f"{NOSH}#cancelling"],
      "You can cancel or move an appointment free of charge if you do it less than 24 hours before it.", UC,
      src="up to 24 hours before it", note="'up to 24 hours before' turned into 'less than 24 hours before'."),
    V("bound", "From what age can a puppy have its first groom?", [AGES], [f"{AGES}#puppies"],
      "A puppy can have its first groom up to 12 weeks of age, after its second round of vaccinations.", UC,
      src="from 12 weeks of age", note="'from 12 weeks' turned into 'up to 12 weeks'."),
    V("modality", "Will the groomer put a muzzle on my dog if it tries to bite?", [BEHAV], [f"{BEHAV}#muzzles"],
      "Yes, the groomer must put a soft muzzle on any dog that tries to bite, and you are told at pick-up.", UC,
      src="A groomer may put a soft muzzle", note="a permission ('may put') made a duty ('must put')."),
    V("flipped", "Does the salon give flea treatments?", [FLEA], [f"{FLEA}#flea-treatments"],
      "Yes, groomers give spot-on, tablet and collar flea treatments during the groom.", UC,
      src="Groomers do not give spot-on, tablet or collar flea treatments", note="'do not give' turned into a yes."),
    V("agent", "Who pays the vet's bill if my dog is injured during the groom?", [INJ], [f"{INJ}#vet-visits"],
      "You pay the vet's bill, and a member of staff takes your dog to the nearest vet clinic.", UC,
      src="the salon pays the vet's bill", note="the payer swapped (the salon → the owner)."),
    V("agent", "Who signs the shave-down consent?", [MATT], [f"{MATT}#severe-matting"],
      "The groomer signs a shave-down consent before a dog matted close to the skin is shaved short.", UC,
      src="only after the owner signs a shave-down consent", note="the signer swapped (the owner → the groomer)."),
    V("invented", "How much is a 6-groom package?", [PACK], [f"{PACK}#packages"],
      "A package of 6 full grooms for a small dog costs C$450 in Canada or US$420 in the United States.", UN,
      src="US$400 in the United States", note="an invented sum (US$420) for the United States."),
    V("jurisdiction", "How much is a bath and tidy at Kitsilano?", [f"{PCA}#bath-tidy"], [f"{PCA}#bath-tidy"],
      "A bath and tidy costs C$60 for a small dog and C$75 for a medium or large dog at both salons.", NJ,
      src="In Canada, a bath and tidy costs C$60",
      note="a Canada-only context, the country not named (only 'C$' and 'both salons')."),
    V("degenerate", "What does a full groom include?", [SERV], [f"{SERV}#full-groom-includes"],
      "What does a full groom include?", DG, note="an answer that only restates the question."),
    V("limitations", "How much is the deposit for a new client in the United States?", [DEP], [f"{DEP}#new-clients"],
      "In the United States a new client pays a deposit of US$25 when booking a first appointment, and it is taken "
      "off the price on the day.", UM, limitations=["I have already booked your first appointment for Saturday."],
      note="a correct answer; `limitations` claims an action that was not performed."),
]

CRF, CKG, C39 = "prz-ceny-rf", "prz-ceny-kg", "prz-ceny-rf-2039"
VOZR, NOSKI, ZONY, ZDOR, INSTR = "prz-vozrast", "prz-noski", "prz-zony", "prz-zdorovye", "prz-instruktazh"
TRAVM, EDA, PRAZD, GRUP, ABON = "prz-travmy", "prz-eda", "prz-prazdniki", "prz-gruppy", "prz-abonementy"
SERT, PEREN, LGOT, HRAN, FOTO, PRET = ("prz-sertifikaty", "prz-perenos", "prz-lgoty", "prz-hranenie", "prz-foto",
                                      "prz-pretenzii")

RU = [
    # --- clean (22)
    V("clean", "Сколько стоит сеанс в будни в Новосибирске и в Екатеринбурге?", [CRF], [f"{CRF}#seansy"],
      "В России сеанс на 60 минут в будни обойдётся в 700 рублей в Новосибирске и в 650 рублей в Екатеринбурге.",
      note="«рублей» for «₽»; «обойдётся в» for «стоит»; both parks, each to its own figure."),
    V("clean", "Сколько стоят сеансы в Кыргызстане?", [CKG], [f"{CKG}#seansy", f"{CKG}#detskaya-zona"],
      "В Кыргызстане сеанс 60 минут в будни стоит 500 KGS в Бишкеке и 400 KGS в Оше, в выходные и праздничные дни — "
      "600 сомов в обоих парках, а сеанс 30 минут в детской зоне — 300 сомов.",
      note="pretty-printed JSON; «KGS» for «сомов»; two fragments cited.", pretty=True),
    V("clean", "Как изменилась цена сеанса в будни в Екатеринбурге с 2039 года?", [f"{C39}#seansy", f"{CRF}#seansy"],
      [f"{C39}#seansy", f"{CRF}#seansy"],
      "В России сеанс 60 минут в будни в Екатеринбурге в 2039 году стоил 550 ₽, а сейчас стоит 650 рублей.",
      note="```json fence; two editions, both cited; notations swapped; the difference not derived.", fence=True),
    V("clean", "Где можно купить безлимит в России и в Кыргызстане?", [f"{CRF}#bezlimit", f"{CKG}#bezlimit"],
      [f"{CRF}#bezlimit", f"{CKG}#bezlimit"],
      "Безлимит на весь день продаётся в России только в Новосибирске (1 800 ₽), а в Кыргызстане — только в "
      "Бишкеке (1 200 сомов).", note="two countries, each city and figure to its own; «только» kept."),
    V("clean", "Моей дочери 8 лет, рост 125 см. Её пустят в основной зал?", [VOZR], [f"{VOZR}#osnovnoy-zal"],
      "Да: в основной зал пускают гостей от 7 лет ростом не ниже 120 см, а ей 8 лет и рост у неё 125 см. Взрослый "
      "на батуте её не сопровождает, но должен оставаться в парке до конца сеанса.",
      note="the reader's age and height inside the bounds; «пускают» for «допускаются»."),
    V("clean", "Моему сыну 15 лет. Может он прыгать один?", [VOZR], [f"{VOZR}#podrostki"],
      "Да, если вы как родитель заранее подписали согласие в личном кабинете на сайте парка: подростки от 14 до 17 "
      "лет прыгают без взрослого. Согласие действует 12 месяцев.",
      note="the condition put first; the reader's 15 inside the band; «один» for «без взрослого»."),
    V("clean", "Можно ли прыгать в своих носках?", [NOSKI], [f"{NOSKI}#noski"],
      "Можно, если у ваших носков прорезиненная подошва; иначе нескользящие носки покупают на кассе — 150 рублей в "
      "России или 100 сомов в Кыргызстане.", note="the two choices turned into a condition and its other side."),
    V("clean", "Мне 10 лет, рост 135 см, вешу 40 кг. Можно мне на ниндзя-трассу?", [ZONY], [f"{ZONY}#ninja"],
      "Да: ниндзя-трасса открыта для гостей от 8 лет ростом не ниже 130 см и весом до 90 кг, и вы подходите и по "
      "возрасту, и по росту, и по весу.", note="the reader's age, height and weight against three bounds; no count "
      "written."),
    V("clean", "Моему сыну 9 лет. Можно ему на скалодром?", [ZONY], [f"{ZONY}#skalodrom"],
      "Да, но только на детскую стену высотой 4 метра и со страховкой инструктора: дети до 10 лет лазают только по "
      "ней.", note="the reader's 9 under 10; «Да, но только» keeps the limit."),
    V("clean", "Я беременна. Можно мне пойти с ребёнком в детскую зону?", [ZDOR], [f"{ZDOR}#beremennost"],
      "Да, сопровождать ребёнка в детской зоне можно, стоя рядом с батутом, но самой прыгать вам нельзя.",
      note="the allowance and the ban in one sentence; «вам» for «беременным гостьям»."),
    V("clean", "Два месяца назад у меня было сотрясение мозга. Можно прыгать?", [ZDOR],
      [f"{ZDOR}#protivopokazaniya"],
      "Нет: прыгать нельзя тем, у кого было сотрясение мозга в последние 3 месяца.",
      note="the reader's two months inside the 3; «Нет:» opener."),
    V("clean", "Можно ли сделать сальто на батуте?", [INSTR], [f"{INSTR}#pravila"],
      "Только с инструктором: без инструктора сальто делать нельзя.",
      note="the prohibition restated from its other side and then as written; word order turned."),
    V("clean", "Кто записывает травму в журнал?", [TRAVM], [f"{TRAVM}#zhurnal"],
      "Травму записывает в журнал травм инструктор, а выписку из журнала парк выдаёт по просьбе гостя в течение 3 "
      "рабочих дней.", note="the actor named; the subject put after the verb."),
    V("clean", "Отвечает ли парк за травму, если ребёнок делал сальто без инструктора?", [TRAVM],
      [f"{TRAVM}#otvetstvennost"],
      "Нет. Парк отвечает за исправность батутов и работу инструкторов, но за травмы, полученные при нарушении "
      "правил, в том числе при сальто без инструктора, не отвечает.", note="«Нет.» opener; the negation moved to the "
      "end."),
    V("clean", "Можно взять с собой бутылку воды?", [EDA], [f"{EDA}#svoya-eda"],
      "Да, воду в пластиковых бутылках приносить можно, как и детское питание; другую свою еду и напитки приносить "
      "нельзя.", note="the exception made the answer; the rule kept."),
    V("clean", "Сколько стоит праздник с отдельной комнатой в Кыргызстане?", [PRAZD], [f"{PRAZD}#den-rozhdeniya"],
      "В Кыргызстане праздник с отдельной комнатой стоит 800 сомов с гостя, и в эту цену входят 2 часа прыжков и 1 "
      "час в комнате. Бронируют его для группы от 8 гостей.",
      note="the country's figure of a two-country sentence; «входят» for what the price covers."),
    V("clean", "Мы отменяем праздник за 5 дней. Вернут ли предоплату?", [PRAZD], [f"{PRAZD}#predoplata"],
      "Да: предоплату возвращают, если праздник отменён не позднее чем за 72 часа.",
      note="the reader's 5 days read against «72 часа» (no conversion written)."),
    V("clean", "Кто собирает согласия родителей при визите класса?", [GRUP], [f"{GRUP}#soglasiya-grupp"],
      "Согласия родителей собирает сопровождающий; он же сдаёт их администратору до начала сеанса.",
      note="the actor named; «он же» joins the second act."),
    V("clean", "Можно ли заморозить абонемент?", [ABON], [f"{ABON}#srok"],
      "Да, один раз и не больше чем на 14 дней, по заявлению. Сам абонемент действует 60 дней со дня первого "
      "сеанса.", note="«не больше чем на 14 дней» for «на срок до 14 дней»."),
    V("clean", "Можно ли подарить сертификат подруге, если он на моё имя?", [SERT], [f"{SERT}#imennoy"],
      "Нет: в сертификате указано имя получателя, и передать его другому человеку нельзя.",
      note="«указано» for «указывают»; «Нет:» opener."),
    V("clean", "Парк отменил мой сеанс из-за отключения света. Что мне положено?", [PEREN], [f"{PEREN}#otmena-park"],
      "Вы можете выбрать перенос сеанса или полный возврат денег.", note="'you'-addressed; «выбрать» kept."),
    V("clean", "Какая скидка для многодетных семей в России?", [LGOT], [f"{LGOT}#mnogodetnye", f"{LGOT}#lgoty-kg"],
      "В России многодетные семьи получают скидку 30 % на сеансы в будни по удостоверению многодетной семьи.",
      limitations=["В Кыргызстане скидки многодетным семьям нет."],
      note="`limitations` filled with the cited #lgoty-kg's first clause."),

    # --- wrong (23)
    V("wrong-case", "Сколько стоит сеанс в будни в Екатеринбурге?", [CRF], [f"{CRF}#seansy"],
      "В России сеанс 60 минут в будни в Екатеринбурге стоит 700 ₽.", MC, src="650 ₽ в Екатеринбурге",
      note="Новосибирск's 700 ₽ (the same sentence) given to Екатеринбург."),
    V("wrong-case", "Сколько стоит сеанс в будни в Оше?", [CKG], [f"{CKG}#seansy"],
      "В Кыргызстане сеанс 60 минут в будни в Оше стоит 500 сомов.", MC, src="400 сомов в Оше",
      note="Бишкек's 500 сомов (the same sentence) given to Ош."),
    V("country", "Сколько стоит безлимит в Кыргызстане?", [f"{CRF}#bezlimit", f"{CKG}#bezlimit"],
      [f"{CRF}#bezlimit", f"{CKG}#bezlimit"],
      "В Кыргызстане безлимит на весь день стоит 1 800 ₽ и продаётся только в Бишкеке.", MC,
      src="В Кыргызстане безлимит на весь день стоит 1 200 сомов",
      note="a wrong country: Russia's 1 800 ₽ given to Kyrgyzstan; both fragments cited, the value only in the "
      "Russian one."),
    V("unit", "Сколько стоит аниматор в России?", [PRAZD], [f"{PRAZD}#animator"],
      "В России аниматор стоит 2 500 ₽ за весь праздник.", UC, src="час работы аниматора стоит 2 500 ₽",
      note="a price per hour given per party (the figure right, the unit wrong)."),
    V("other-value", "Сколько стоит абонемент на 12 сеансов в Кыргызстане?", [ABON], [f"{ABON}#abonementy"],
      "В Кыргызстане абонемент на 12 сеансов стоит 3 200 сомов.", MC, src="4 500 сомов",
      note="the 8-session pass's 3 200 сомов (the same sentence) given to the 12-session pass."),
    V("other-value", "Сколько времени праздник проходит в комнате?", [PRAZD], [f"{PRAZD}#den-rozhdeniya"],
      "В отдельной комнате праздник проходит 2 часа.", MC, src="1 час в комнате",
      note="the 2 hours of jumping (the same sentence) given to the room."),
    V("deadline", "В какой срок отвечают на претензию?", [PRET], [f"{PRET}#otvet"],
      "Управляющий парком отвечает на претензию в течение 14 дней.", MC, src="в течение 10 рабочих дней",
      note="the 14 days of another rule (filing a claim, #podacha, uncited) given to the reply."),
    V("uncited-fragment", "Сколько стоит сеанс в будни в Новосибирске?", [f"{CRF}#seansy", f"{C39}#seansy"],
      [f"{CRF}#seansy"], "В России сеанс 60 минут в будни в Новосибирске стоит 600 ₽.", MC,
      src="700 ₽ в Новосибирске", note="the 2039 edition's 600 рублей (uncited) given as today's, citing today's list."),
    V("uncited-fragment", "Сколько стоит потерянный ключ от шкафчика в России?", [HRAN], [],
      "В России за потерянный ключ от шкафчика платят 300 ₽.", NC,
      note="no citation at all: the figure is true but in an uncited fragment."),
    V("exception", "Можно ли прыгать с гипертонией, если я хорошо себя чувствую?", [ZDOR],
      [f"{ZDOR}#protivopokazaniya"],
      "Да, с гипертонией прыгать можно, если вы хорошо себя чувствуете.", UC,
      src="Прыгать нельзя гостям с грыжей позвоночника, с гипертонией",
      note="a case the source excludes granted under the reader's own condition."),
    V("exception", "Можно ли оплатить сертификатом еду в кафе?", [SERT], [f"{SERT}#oplata-sertifikatom"],
      "Да, сертификатом оплачивают сеансы, носки, праздники и в том числе еду в кафе.", UC, src="но не еду в кафе",
      note="the excluded case added («в том числе»)."),
    V("condition", "Вернут ли деньги, если я отменю сеанс?", [PEREN], [f"{PEREN}#otmena-gost"],
      "Да, оплаченный сеанс можно отменить с полным возвратом в любое время, даже перед самым началом.", UC,
      src="не позднее чем за 3 часа до начала",
      note="the condition (no later than 3 hours before) dropped and turned round («даже перед самым началом»)."),
    V("condition", "Пускают ли подростков 15 лет без взрослого?", [VOZR], [f"{VOZR}#podrostki"],
      "Да, подростки от 14 до 17 лет прыгают без взрослого, и согласие родителя для этого не нужно.", UC,
      src="если родитель заранее подписал согласие", note="the condition (the parent's consent) dropped and denied."),
    V("bound", "Когда нужно отменить сеанс, чтобы вернули все деньги?", [PEREN], [f"{PEREN}#otmena-gost"],
      "Полный возврат получают, если отменили оплаченный сеанс меньше чем за 3 часа до начала.", UC,
      src="не позднее чем за 3 часа до начала", note="«не позднее чем за 3 часа» turned into «меньше чем за»."),
    V("bound", "Какой вес допускается на больших батутах?", [ZONY], [f"{ZONY}#ves"],
      "На большие батуты допускаются гости весом от 120 кг.", UC, src="весом до 120 кг",
      note="«до 120 кг» turned into «от 120 кг»."),
    V("modality", "Обязательно ли проходить инструктаж?", [INSTR], [f"{INSTR}#instruktazh"],
      "Нет, инструктаж 5 минут перед первым сеансом гость проходит по желанию.", UC,
      src="каждый гость проходит инструктаж 5 минут; без инструктажа на батуты не пускают",
      note="a duty made optional («по желанию»)."),
    V("flipped", "Выдают ли гостям записи камер?", [FOTO], [f"{FOTO}#kamery"],
      "Да, записи камер наблюдения хранятся 30 дней, и за это время их выдают гостям по запросу.", UC,
      src="гостям не выдаются", note="«не выдаются» turned into a yes."),
    V("agent", "Кто звонит родителям при травме ребёнка?", [TRAVM], [f"{TRAVM}#pri-travme"],
      "При травме ребёнка родителям звонит инструктор, а администратор оказывает первую помощь.", UC,
      src="родителям ребёнка звонит администратор",
      note="the roles swapped (администратор → инструктор calls, инструктор → администратор gives first aid)."),
    V("agent", "Кто собирает согласия родителей, когда приходит школьная группа?", [GRUP], [f"{GRUP}#soglasiya-grupp"],
      "Согласия родителей собирает администратор парка до начала сеанса.", UC,
      src="согласия родителей собирает сопровождающий", note="the collector swapped (сопровождающий → администратор)."),
    V("invented", "Сколько стоит групповой визит?", [GRUP], [f"{GRUP}#ceny-grupp"],
      "Сеанс 60 минут для организованной группы стоит 480 ₽ с ребёнка в России или 340 сомов в Кыргызстане, а "
      "сопровождающие проходят бесплатно.", UN, src="320 сомов в Кыргызстане",
      note="an invented sum (340 сомов) for Kyrgyzstan."),
    V("jurisdiction", "Сколько стоит сеанс в детской зоне в Бишкеке?", [f"{CKG}#detskaya-zona"],
      [f"{CKG}#detskaya-zona"],
      "Сеанс 30 минут в детской зоне стоит 300 сомов в обоих парках.", NJ,
      src="В Кыргызстане сеанс 30 минут в детской зоне стоит 300 сомов",
      note="a Kyrgyzstan-only context, the country not named (only «сомов» and «в обоих парках»)."),
    V("degenerate", "Сколько хранятся забытые вещи?", [HRAN], [f"{HRAN}#zabytye"],
      "Забытые вещи хранятся 14 дней. Забытые вещи хранятся 14 дней. Забытые вещи хранятся 14 дней.", DG,
      note="one sentence repeated three times."),
    V("limitations", "Сколько действует подарочный сертификат?", [SERT], [f"{SERT}#sertifikaty"],
      "Подарочный сертификат действует 6 месяцев.", UN,
      limitations=["Продлить просроченный сертификат можно за 200 ₽."],
      note="a correct answer; `limitations` invents a figure (200 ₽ for an extension)."),
]
