"""Two cases of one value kind in a fragment of one sentence, the second with its predicate left
out: "… for R950 per adult and R475 per child" (tether.verify.case_parts.elliptic_cases)."""

from __future__ import annotations

import pytest

from tests.verify.verify_helpers import checks_on as checks

DRIVES = ("Guests not staying at the lodge can join the morning game drive for R950 per adult and R475 per child "
          "aged 6 to 11, breakfast included.")
NEFIKS = "В Узбекистане нефиксированное место стоит 120 000 сум в день и 1 400 000 сум в месяц."


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # unseen31 dev u31-en-038: the adult's price given to a child
    ("What does a child pay for the morning drive?", DRIVES,
     "A child aged 6 to 11 who is not staying at the lodge pays R950 for the morning game drive.", True),
    ("What does a child pay for the morning drive?", DRIVES,
     "A child aged 6 to 11 who is not staying at the lodge pays R475 for the morning game drive.", False),
    ("What does an adult pay for the morning drive?", DRIVES,
     "An adult who is not staying at the lodge pays R950 for the morning game drive, breakfast included.", False),
    # unseen31 dev u31-ru-037: the month's price given to a day
    ("Сколько стоит нефиксированное место на день?", NEFIKS,
     "В Узбекистане нефиксированное место на день стоит 1 400 000 сум.", True),
    ("Сколько стоит нефиксированное место на день?", NEFIKS,
     "В Узбекистане нефиксированное место на день стоит 120 000 сум.", False),
    # a case named before a dash, its predicate left out
    ("Сколько стоит детский билет?", "Взрослый билет в бассейн стоит 500 ₽, детский — 250 ₽.",
     "Детский билет в бассейн стоит 500 ₽.", True),
    ("Сколько стоит детский билет?", "Взрослый билет в бассейн стоит 500 ₽, детский — 250 ₽.",
     "Детский билет в бассейн стоит 250 ₽.", False),
    # three values in a row part at their times too: the peak's value named "at peak" passes
    # (unseen15 dev u15-en-007)
    ("How much is electricity at peak?",
     "You can choose the Smart Time tariff: 15.2 cent per kWh at night (23:00 to 08:00), 41.5 cent per kWh at "
     "peak (17:00 to 19:00) and 28.0 cent per kWh at all other times.",
     "At peak, from 17:00 to 19:00, the Smart Time tariff charges 41.5 cent per kWh.", False),
])
def test_the_value_of_the_other_case_of_a_pair(question: str, text: str, answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed


ROOMS = ("In the UAE, our hospitals in Dubai and Abu Dhabi charge AED 1,200 a day for a standard room (two beds), "
         "AED 2,000 a day for a private room and AED 4,500 a day for a VIP suite.")
ZALY = "В Тбилиси зал с циклорамой стоит 90 лари в час, лофт — 70 лари в час, малый зал — 40 лари в час."
VISITS = ("A consultation with a specialist costs Rs 1,200 in India or AED 350 in the UAE; a consultation with a "
          "general physician costs Rs 800 or AED 250.")


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # unseen32 dev u32-en-035: a list of three, an aside without a figure between its cases
    ("How much is a standard room in Dubai?", ROOMS, "In the UAE a standard room costs AED 2,000 a day.", True),
    ("How much is a standard room in Dubai?", ROOMS, "In the UAE a standard room costs AED 1,200 a day.", False),
    ("How much is a VIP suite?", ROOMS, "A VIP suite costs AED 4,500 a day in the UAE.", False),
    # unseen32 dev u32-ru-038: three cases, each after a dash
    ("Сколько стоит малый зал?", ZALY, "В Тбилиси малый зал стоит 70 лари в час.", True),
    ("Сколько стоит малый зал?", ZALY, "В Тбилиси малый зал стоит 40 лари в час.", False),
    ("Сколько стоит лофт?", ZALY, "Лофт в Тбилиси стоит 70 лари в час.", False),
    # unseen32 dev u32-en-037: "AED 350 … AED 250" are sums, not a name's numbers
    ("How much is a GP consultation in the UAE?", VISITS,
     "A consultation with a general physician costs AED 350 in the UAE.", True),
    ("How much is a GP consultation in the UAE?", VISITS,
     "A consultation with a general physician costs AED 250 in the UAE.", False),
])
def test_the_value_of_another_case_of_a_list(question: str, text: str, answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed


ZALOG = "При прокате на вынос берётся залог: 50 000 ₽ или 1 500 лари за камеру."
PECHAT = ("Чёрно-белая печать стоит 10 ₽ за страницу в России и 1 000 сум в Узбекистане, цветная — 30 ₽ и 3 000 сум "
          "за страницу.")


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # one case's sum in two currencies, the case named after the second (unseen32 dev u32-ru-016)
    ("Какой залог за камеру в Москве?", ZALOG, "В России залог за камеру — 50 000 ₽.", False),
    ("Какой залог за камеру в Тбилиси?", ZALOG, "В Грузии залог за камеру — 1 500 лари.", False),
    # two cases, each in two currencies: the other currency's sum is no case of its own, the other
    # case's sum in this currency is (unseen31 dev u31-ru-038)
    ("Сколько стоит цветная печать в России?", PECHAT, "В России цветная печать стоит 10 ₽ за страницу.", True),
    ("Сколько стоит цветная печать в России?", PECHAT, "В России цветная печать стоит 30 ₽ за страницу.", False),
])
def test_a_sum_in_another_currency_is_the_same_case_elsewhere(question: str, text: str, answer: str,
                                                            misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed


DEPOSIT = ("Patients without an approved cashless authorisation pay an admission deposit of Rs 20,000 in India or "
           "AED 3,000 in the UAE for a ward or a standard room, and Rs 50,000 or AED 8,000 for the ICU.")
PRINTING = ("Чёрно-белая печать формата A4 стоит 10 ₽ за страницу в России и 1 000 сум в Узбекистане, цветная — 30 ₽ "
            "и 3 000 сум за страницу.")


@pytest.mark.parametrize(("question", "text"), [
    # the template presenter quotes the sentence that answers; its own verification refused the
    # quote (unseen32 u32C-009: the ward's value read as the standard room's; unseen31 u31K-012:
    # "A4" read as the name of a case)
    ("What is the ICU deposit in India?", DEPOSIT),
    ("Сколько стоит цветная печать в Узбекистане?", PRINTING),
])
def test_the_cited_sentence_quoted_whole_misattributes_nothing(question: str, text: str) -> None:
    assert checks(question, text, text) == []
    # a fragment of several sentences reads each sentence's commas as parts too
    assert checks(question, f"{text} The amount is adjusted against the final bill.", text) == []


def test_a_value_given_to_another_case_in_the_sources_words_still_fails() -> None:
    # not a quote of the sentence: the standard room is given the ICU's deposit
    answer = "Without cashless approval, the deposit for a standard room in India is Rs 50,000."
    assert "misattributed-figure" in checks("What is the deposit for a standard room?", DEPOSIT, answer)


HIKES = ("In Switzerland, guided day hikes from Zermatt, Grindelwald and Engelberg cost CHF 145 per adult and CHF 95 "
         "per child aged 8 to 15. Children under 8 cannot join a day hike. Guests aged 16 and over pay the adult "
         "price.")


@pytest.mark.parametrize(("answer", "fails"), [
    # unseen34 dev u34-en-035: the shared subject before "CHF 145 per adult" names no case
    ("In Switzerland, a guided day hike from Grindelwald costs CHF 145 for a child.", True),
    ("In Switzerland, a guided day hike from Grindelwald costs CHF 145 for a child of 10.", True),
    ("In Switzerland, a guided day hike from Grindelwald costs CHF 145 for an adult.", False),
    ("In Switzerland, a guided day hike from Grindelwald costs CHF 95 for a child.", False),
    ("In Switzerland, a guided day hike from Grindelwald costs CHF 145.", False),
])
def test_the_subject_an_elided_part_borrows_names_no_case(answer: str, fails: bool) -> None:
    fired = checks("How much is a day hike from Grindelwald for my 10-year-old?", HIKES, answer)
    assert ("misattributed-figure" in fired) is fails


LESSONS = ("A private lesson costs CHF 120 in the morning and CHF 100 in the afternoon; a group lesson costs CHF 60 "
           "at any time.")
WASH = ("In Germany, a basic wash costs €12 at Waschpark Berlin and €10 at Waschpark Hamburg; a premium wash "
        "costs €25 in both branches.")
STRIZHKA = ("В Казахстане мужская стрижка стоит 4 000 тенге в «Барбершопе Алматы» и 3 500 тенге в «Барбершопе "
            "Астана»; детская стрижка стоит 2 000 тенге в обоих салонах.")


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # unseen44 dev u44-en-001: the second value borrows the first part's subject ("a basic wash"),
    # which the clause names; a third part sharing "branch" with it is not its case
    ("What does a basic wash cost in Hamburg?", WASH,
     "In Germany you pay 10 euros for a basic wash at the Hamburg branch.", False),
    ("What does a basic wash cost in Hamburg?", WASH,
     "In Germany a premium wash costs €10 at the Hamburg branch.", True),
    ("What does a basic wash cost in Berlin?", WASH, "In Germany a basic wash costs €10 at the Berlin branch.", True),
    ("What does a basic wash cost in Hamburg?", WASH, "In Germany a basic wash at the Hamburg branch costs €12.", True),
    # a second red-team: the clause names the other item by what it is about ("group" lesson)
    ("What is an afternoon group lesson?", LESSONS, "An afternoon group lesson costs CHF 100.", True),
    ("What is an afternoon private lesson?", LESSONS, "An afternoon private lesson costs CHF 100.", False),
    ("Сколько стоит мужская стрижка в Астане?", STRIZHKA,
     "В Казахстане за мужскую стрижку в салоне в Астане вы заплатите 3 500 тенге.", False),
    ("Сколько стоит мужская стрижка в Астане?", STRIZHKA,
     "В Казахстане детская стрижка в салоне в Астане стоит 3 500 тенге.", True),
])
def test_a_value_that_borrows_its_subject_keeps_it(question: str, text: str, answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed


SAUNA = ("Members can book the sauna for 90 minutes on weekdays and 60 minutes at weekends; guests can book it for "
         "30 minutes at all times.")
AKVAPARK = ("В Татарстане взрослый билет в аквапарк стоит 1 200 рублей в Казани и 900 рублей в Набережных Челнах; "
            "детский билет стоит 600 рублей в обоих городах.")
GOLF = "Green fees are £65 on weekdays and £85 at weekends for adults; juniors pay £20 at all times."
FERRY = "Adults pay €15 on weekdays and €18 at weekends; children pay €7 at all times."
PAROM = ("Проезд на пароме для взрослых стоит 800 рублей в будни и 1000 рублей в выходные; для детей — 400 рублей в "
         "любой день.")
GREENS = "A round costs £65 on weekdays and £85 at weekends for adults, and £30 for juniors."


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # a red-team of session 44: the kind of person the clause names is the other part's
    ("How long can a guest book the sauna?", SAUNA, "At weekends a guest can book the sauna for 60 minutes.", True),
    ("How long can a guest book the sauna?", SAUNA, "A guest can book the sauna for 30 minutes at any time.", False),
    ("How long can a member book the sauna?", SAUNA, "At weekends a member can book the sauna for 60 minutes.",
     False),
    ("Сколько стоит детский билет?", AKVAPARK, "Детский билет в аквапарк в Набережных Челнах стоит 900 рублей.", True),
    ("Сколько стоит детский билет?", AKVAPARK, "Детский билет в аквапарк в Казани стоит 1 200 рублей.", True),
    ("Сколько стоит детский билет?", AKVAPARK, "Детский билет в аквапарк в Казани стоит 600 рублей.", False),
    ("Сколько стоит взрослый билет?", AKVAPARK, "Взрослый билет в Набережных Челнах стоит 900 рублей.", False),
    # each word as its kind: "a child's ticket" names "children pay …", «детский» names «для детей»
    ("What does a child pay at weekends?", FERRY, "A child's ticket at weekends costs €18.", True),
    ("What does a child pay at weekends?", FERRY, "A child's ticket costs €7 at weekends too.", False),
    ("Сколько стоит детский билет в выходные?", PAROM, "Детский билет в выходные стоит 1000 рублей.", True),
    ("Сколько стоит детский билет в выходные?", PAROM, "Детский билет в выходные стоит 400 рублей.", False),
    # the value's item names the clause's kind of person ("for adults" after its last value): no item's
    # opening words ("juniors *pay*") take the clause elsewhere (a third red-team)
    ("What do adults pay on weekdays?", GOLF, "Adults pay £65 on weekdays.", False),
    ("What do adults pay at weekends?", GOLF, "At weekends, adults pay £85.", False),
    ("What do juniors pay at weekends?", GOLF, "At weekends, juniors pay £85.", True),
    # a part that names no kind of person may be everyone's: "for adults" once, after the last value
    ("What does an adult pay on a weekday?", GREENS, "An adult pays £65 for a weekday round.", False),
])
def test_the_kind_of_person_a_clause_names_is_its_case(question: str, text: str, answer: str,
                                                        misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed


@pytest.mark.parametrize(("text", "answer", "misattributed"), [
    # a fragment of one sentence: its commas and "and" part kinds of person too (a second red-team)
    ("Residents park for £2 per day and non-residents for £12 per day.", "Non-residents pay £2 per day.", True),
    ("Residents park for £2 per day and non-residents for £12 per day.", "Residents pay £2 per day.", False),
    ("Adult foot passengers pay £12 for a single crossing; children pay £6 and pensioners pay £9.",
     "Pensioners pay £6 for a single crossing.", True),
    ("Adult foot passengers pay £12 for a single crossing; children pay £6 and pensioners pay £9.",
     "Children pay £6 for a single crossing.", False),
    ("Члены клуба могут бронировать дорожку на 60 минут, гости клуба — на 30 минут.",
     "Гости могут забронировать дорожку на 60 минут.", True),
    ("Члены клуба могут бронировать дорожку на 60 минут, гости клуба — на 30 минут.",
     "Гости клуба могут забронировать дорожку на 30 минут.", False),
    # the value-less part before the value's names its kind too, the first part as well (a third red-team)
    ("On Tuesdays children and adults both pay £5 at the cinema; on other days adults pay £11 and children £7.",
     "On Mondays children pay £11.", True),
    # «остальные»: everyone but the kinds the other parts name
    ("Жители района паркуются за 50 рублей в час, остальные — за 200 рублей в час.",
     "Жители района платят 200 рублей в час.", True),
    ("Жители района паркуются за 50 рублей в час, остальные — за 200 рублей в час.",
     "Все остальные платят 200 рублей в час.", False),
])
def test_kinds_of_person_in_a_fragment_of_one_sentence(text: str, answer: str, misattributed: bool) -> None:
    assert ("misattributed-figure" in checks("How much?", text, answer)) is misattributed



SPA = ("Our spa opens at 9. A spa visit costs £12 in the UK or €14 in Ireland for the sauna, and £20 or €24 for a "
       "hot-stone massage; towels cost £2 or €3.")
SPA_RU = ("Баня открыта с 10 утра. Баня стоит 1 500 ₽ или 600 000 сум за час парения, а 2 000 ₽ или 800 000 сум — "
          "за час с веником.")


@pytest.mark.parametrize(("question", "text", "answer", "misattributed"), [
    # The words after the second currency's sum name both sums' case: "£20 or €24 for a hot-stone
    # massage" is the massage's price in either currency (tether.verify.case_parts.currency_twins).
    # A fragment of more than one sentence: its commas part cases (a fragment of one is read by
    # its items).
    ("How much is the sauna in the UK?", SPA, "In the UK the sauna costs £20 per visit.", True),
    ("How much is the sauna in the UK?", SPA, "In the UK a spa visit for the sauna costs £12.", False),
    ("How much is a massage in Ireland?", SPA, "In Ireland a hot-stone massage costs €14.", True),
    ("How much is a massage in Ireland?", SPA, "In Ireland a hot-stone massage costs €24.", False),
    ("How much is a massage?", SPA, "A hot-stone massage costs £20 in the UK or €24 in Ireland.", False),
    ("Сколько стоит час парения?", SPA_RU, "Час парения стоит 2 000 ₽.", True),
    ("Сколько стоит час парения?", SPA_RU, "Час парения стоит 1 500 ₽ или 600 000 сум.", False),
    ("Сколько стоит час с веником?", SPA_RU, "Час с веником стоит 800 000 сум или 2 000 ₽.", False),
])
def test_a_sum_takes_the_case_its_other_currencys_sum_is_given_for(question: str, text: str, answer: str,
                                                                    misattributed: bool) -> None:
    assert ("misattributed-figure" in checks(question, text, answer)) is misattributed


def test_a_twin_lends_its_case_words_not_its_country() -> None:
    """The Russian sum's twin in tenge names its session, not Kazakhstan in the form the sentence
    writes it («в Казахстане», which the name's stem «казахста» does not hold)."""
    import importlib

    coordinated = importlib.import_module("tether.verify.coordinated")
    words = coordinated._twin_words({0: "1 500 ₸ в Казахстане за сеанс"}, 0)
    assert "сеанс" in words
    assert not any(w.startswith("казахста") for w in words)
