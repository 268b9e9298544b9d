"""Cases told apart by a figure of another kind than their value ("for a delay of 1 to 3 days
£5, for 4 to 10 days £8", «на уровне 1 … на уровнях 2 и 3»): a clause that gives one case the
other's value took it from the wrong part of the sentence (issue 11, misattributed-figure)."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

LATE = [("late-returns#charges", "Late returns are charged by the length of the delay. For a delay of 1 to 3 days "
                                 "we charge £5 a day, for 4 to 10 days £8 a day, and for 11 days or more £12 a day.")]
PARKING = [("parkovka#tarify", "Парковка стоит 100 ₽ в час на уровне 1 и 60 ₽ в час на уровнях 2 и 3. "
                               "Первые 15 минут бесплатны.")]
LOCKERS = [("shkafchiki#ceny", "Шкафчик стоит 200 ₽ до 4 часов и 500 ₽ до 24 часов. Ключ выдаёт администратор.")]
ROOMS = [("rooms#rates", "A room for 2 people costs £80 a night and a room for 4 people costs £120 a night. "
                         "Breakfast is included.")]
HOUSING = [("housing#amounts", "A single tenant receives 420 EUR per month. A household of two receives 515 EUR, "
                               "and a household of three or more persons receives 610 EUR per month.")]
PARCELS = [("posylki#ceny", "Посылка до 5 кг стоит 300 ₽ в зону 1 и 450 ₽ в зону 2. Посылки тяжелее 5 кг "
                            "принимаются только в отделении.")]

BOATS = [("lodki#ceny", "Лодка на 4 человека стоит 2 000 ₽ в час в России и 25 000 тенге в час в Казахстане, "
                       "лодка на 8 человек — 3 500 ₽ и 40 000 тенге в час.")]
TRIPS = [("poezdki#ceny", "Экскурсия по городу стоит 1 200 ₽, поездка в Суздаль на 2 дня — 9 800 ₽, "
                          "поездка во Владимир на 1 день — 4 500 ₽.")]
KAYAKS = [("kayaks#rates", "A double kayak costs €60 a day at peak times and €45 a day off-peak. "
                           "Paddles and life jackets are included.")]
WEIGHTS = [("strizhka#ceny", "Стрижка стоит 2 000 ₽ для собак до 8 кг, 3 000 ₽ — от 8 до 20 кг и 4 500 ₽ — свыше "
                            "20 кг.")]
STORAGE = [("storage#rates", "Storage costs £30 a month for items up to 20 kg and £45 a month for items over 20 kg. "
                             "We collect from your door.")]


_checks = checks_citing_all


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (LATE, "For a delay of 1 to 3 days you are charged £8 a day.", "What is the late charge for two days?"),
    (LATE, "If you are 4 to 10 days late, the charge is £12 a day.", "What do I pay for a week's delay?"),
    (PARKING, "Час парковки на уровне 1 стоит 60 ₽.", "Сколько стоит парковка на первом уровне?"),
    (LOCKERS, "До 4 часов шкафчик стоит 500 ₽.", "Сколько стоит шкафчик на 3 часа?"),
    # the word beside the case's figure is past "of" and "or more" (evalsets/mutations.py figure)
    (HOUSING, "A household of three or more persons receives 515 EUR per month.",
     "How much does a household of three get?"),
    # each case priced in two currencies is still one case (evalsets/mutations.py figure, unseen31)
    (BOATS, "Лодка на 4 человека стоит 3 500 ₽ в час.", "Сколько стоит лодка на четверых?"),
    # a case named by a figure before the dash to its value (evalsets/mutations.py figure, unseen28)
    (TRIPS, "Поездка в Суздаль на 2 дня стоит 4 500 ₽.", "Сколько стоит поездка в Суздаль?"),
    # the short phrase that opens the sentence names the case (evalsets/mutations.py figure, unseen30)
    (KAYAKS, "Off-peak, a double kayak costs €60 a day.", "How much is a double kayak off-peak?"),
    # cases told apart by the bound on the figure they share (evalsets/mutations.py figure, unseen24)
    (STORAGE, "An item over 20 kg costs £30 a month to store.", "What does storing a 25 kg box cost?"),
    # the range the clause names is one part's, though its lower end is another's too
    # (evalsets/mutations.py figure on unseen35 dev u35-ru-030)
    (WEIGHTS, "Собаки от 8 до 20 кг стригутся за 2 000 ₽.", "Сколько стоит стрижка собаки 12 кг?"),
])
def test_a_value_given_to_the_case_another_figure_names_is_misattributed(
        fragments: list[tuple[str, str]], answer: str, question: str) -> None:
    assert "misattributed-figure" in _checks(fragments, answer, question)


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    (LATE, "If you are 4 to 10 days late, the charge is £8 a day.", "What do I pay for a week's delay?"),
    (LATE, "A delay of 1 to 3 days costs £5 a day, 4 to 10 days £8 a day, and 11 days or more £12 a day.",
     "What are the late charges?"),
    (LATE, "The charge for a delay of 11 days or more is £12 a day.", "What is the charge for a long delay?"),
    (PARKING, "На уровнях 2 и 3 час парковки стоит 60 ₽.", "Сколько стоит парковка на втором уровне?"),
    (PARKING, "На уровне 1 — 100 ₽ в час, на уровнях 2 и 3 — 60 ₽ в час.", "Сколько стоит парковка?"),
    (HOUSING, "A household of three or more persons receives 610 EUR per month.",
     "How much does a household of three get?"),
    # the figure every case shares is the rule's, not a case's
    (PARCELS, "Посылка до 5 кг обойдётся в 450 ₽, если отправлять её во вторую зону.",
     "Сколько стоит посылка во вторую зону?"),
    (PARCELS, "Посылку до 5 кг в зону 2 отправят за 450 ₽.", "Сколько стоит посылка в зону 2?"),
    # the other case's figure as where this one begins (a red-team's probes: 29 such false fires)
    (LATE, "A delay longer than 3 days costs £8 a day.", "What do I pay for a week's delay?"),
    (LATE, "After 10 days the charge goes up to £12 a day.", "What is the charge for a long delay?"),
    (LOCKERS, "Больше 4 часов шкафчик стоит 500 ₽.", "Сколько стоит шкафчик на 6 часов?"),
    # a bare number with another word beside it names another thing
    (ROOMS, "A stay of 2 nights in the larger room costs £120 per night.", "What does the larger room cost?"),
    (BOATS, "В России лодка на 4 человека стоит 2 000 ₽ в час.", "Сколько стоит лодка на четверых?"),
    (BOATS, "Лодка на 8 человек обойдётся в 3 500 ₽ в час.", "Сколько стоит лодка на восьмерых?"),
    (BOATS, "В Казахстане лодка на 4 человека стоит 25 000 тенге в час.", "Сколько стоит лодка на четверых?"),
    (TRIPS, "Поездка в Суздаль на 2 дня стоит 9 800 ₽.", "Сколько стоит поездка в Суздаль?"),
    (TRIPS, "Однодневная поездка во Владимир обойдётся в 4 500 ₽.", "Сколько стоит поездка во Владимир?"),
    (KAYAKS, "Off-peak, a double kayak costs €45 a day.", "How much is a double kayak off-peak?"),
    (KAYAKS, "Yes, a double kayak costs €60 a day at peak times.", "Is a kayak €60 at peak times?"),
    (STORAGE, "Items over 20 kg cost £45 a month to store.", "What does storing a 25 kg box cost?"),
    (STORAGE, "For items up to 20 kg storage is £30 a month.", "What does storing a 15 kg box cost?"),
    (WEIGHTS, "Собаки от 8 до 20 кг стригутся за 3 000 ₽.", "Сколько стоит стрижка собаки 12 кг?"),
    (WEIGHTS, "Собак до 8 кг стригут за 2 000 ₽.", "Сколько стоит стрижка собаки 5 кг?"),
])
def test_each_case_named_by_its_own_figure_passes(fragments: list[tuple[str, str]], answer: str,
                                                  question: str) -> None:
    assert "misattributed-figure" not in _checks(fragments, answer, question)


def test_a_clause_of_many_figures_is_read_in_linear_time() -> None:
    """Each figure of the answer's clause was once compared with every other one (quadratic
    in an untrusted answer); eight times the figures may cost at most SLACK times eight."""
    import timeit

    from tether.figures import find_mentions
    from tether.verify.case_readers import states_value
    from tether.verify.figure_cases import named_by_a_figure

    own, other = "for 30 to 59 minutes 50 %", "For a delay of 15 to 29 minutes we pay 25 %"

    def cost(n: int) -> float:
        clause = "For delays of " + " ".join(f"{i % 97 + 100} minutes" for i in range(n)) + " you get 50 %"
        mentions = find_mentions(clause)
        m = next(x for x in mentions if x.kind == "percent")
        return min(timeit.repeat(lambda: named_by_a_figure(own, [other], m, mentions, states_value, clause),
                                 number=1, repeat=3))

    growth, slack = 8, 3
    assert cost(400 * growth) / cost(400) < growth * slack


GROOMING_NOW = ("gigiena#ceny", "Гигиенический груминг стоит 1 500 ₽ для собаки и 1 100 ₽ для кошки.")
GROOMING_2026 = ("gigiena-2026#ceny", "В 2026 году гигиенический груминг стоил 1 100 ₽ для собаки и 950 ₽ для кошки.")


@pytest.mark.parametrize(("answer", "fails"), [
    # the year the clause names picks the edition: 1 100 ₽ is the 2026 dog's price, not today's
    # cat's (unseen35 dev u35-ru-019, a correct answer)
    ("В 2026 году гигиенический груминг собаки стоил 1 100 ₽, а сейчас стоит 1 500 ₽.", False),
    ("Гигиенический груминг собаки в 2026 году стоил 1 100 ₽.", False),
    # within that edition the case is still read, and without a year today's list is
    ("В 2026 году гигиенический груминг собаки стоил 950 ₽.", True),
    ("Сейчас гигиенический груминг собаки стоит 1 100 ₽.", True),
])
def test_a_year_the_clause_names_picks_its_edition(answer: str, fails: bool) -> None:
    found = _checks([GROOMING_NOW, GROOMING_2026], answer, "Сколько стоит гигиена собаки?")
    assert ("misattributed-figure" in found) is fails


GUIDES = [("guides#ratio", "On a standard tour, one guide leads at most 12 adult guests. On glacier and canyon tours, "
                           "one guide leads at most 6 guests. Private guides cost €200 a day.")]


@pytest.mark.parametrize(("answer", "fails"), [
    # the sentence's opener names the case; the rest shares more words with the other sentence
    # (unseen35 dev u35-en-037)
    ("On a canyon tour, one guide leads at most 12 adult guests.", True),
    ("On a canyon tour, one guide leads at most 6 guests.", False),
    ("On a standard tour, one guide leads at most 12 guests.", False),
    ("Yes, one guide leads at most 12 guests on a standard tour.", False),
])
def test_the_opener_names_the_case(answer: str, fails: bool) -> None:
    assert ("misattributed-figure" in _checks(GUIDES, answer, "How many guests per guide?")) is fails


# A review of this session's readers: faithful answers they failed, and a quadratic read.
DIVES = [("dives#prices", "A two-tank boat dive costs $120. Equipment rental costs $30 per day. Nitrox fills cost $10 "
                          "each.")]
WASH = [("moyka#ceny", "Для собак от 10 до 25 кг стрижка стоит 2 600 ₽, а мытьё — 900 ₽.")]
GROOMING_YEARS = [("g#now", "Hygiene grooming costs €50 for a dog and €40 for a cat."),
                  ("g-2026#old", "In 2026, hygiene grooming cost €40 for a dog and €32 for a cat.")]


@pytest.mark.parametrize(("fragments", "answer", "question"), [
    # the opener names another sentence's case, but the clause says this one's rule
    (DIVES, "For a boat dive, equipment rental costs $30 per day.", "How much is equipment rental for a boat dive?"),
    # a range stated once, before a part that elides it
    (WASH, "Мытьё собаки от 10 до 25 кг стоит 900 ₽.", "Сколько стоит мытьё собаки 15 кг?"),
    # a limit word negated is the other side
    (STORAGE, "Items not over 20 kg cost £30 a month to store.", "What does storing a 15 kg box cost?"),
    # a year fronted with a comma still picks its edition
    (GROOMING_YEARS, "In 2026, hygiene grooming for a dog cost €40.", "How much was hygiene grooming in 2026?"),
])
def test_review_faithful_answers_pass(fragments: list[tuple[str, str]], answer: str, question: str) -> None:
    assert "misattributed-figure" not in _checks(fragments, answer, question)


def test_the_range_reader_is_linear_in_the_answers_figures() -> None:
    """Each pair of figures once searched the clause from its start (a review: 16x the time for
    4x the figures, with distinct figures). Timed on the reader alone, with a test of a part's
    value that costs nothing, so that the search is what is measured."""
    import timeit

    from tether.figures import find_mentions
    from tether.verify.figure_cases import _told_by_its_range

    def cost(n: int) -> float:
        clause = "Собаки " + " ".join(f"от {i} до {i + 1} кг" for i in range(1000, 1000 + 2 * n, 2)) + " стоят 2 400 ₽"
        mentions = find_mentions(clause)
        return min(timeit.repeat(lambda: _told_by_its_range("до 10 кг", ["от 10 до 25 кг"], mentions, clause,
                                                            lambda part, x: False), number=1, repeat=3))

    growth, slack = 8, 3
    assert cost(500 * growth) / cost(500) < growth * slack


@pytest.mark.parametrize("item", ["halueval-qa-2561-hallucinated", "halueval-qa-8759-hallucinated"])
def test_the_figures_own_year_is_not_the_year_that_names_its_edition(item: str) -> None:
    """"… serving as the U.S. Representative … since 1953" took the birth year; the year reader
    read the figure itself as the year its clause names and picked the sentence holding it, so
    two hallucinated HaluEval answers passed (caught again; evalsets/halueval_qa_2k.jsonl)."""
    from pathlib import Path

    from tether.eval.halueval import load_items, to_input
    from tether.verifier import verify_output

    items = load_items(Path(__file__).resolve().parents[2] / "evalsets" / "halueval_qa_2k.jsonl")
    found = next(x for x in items if x["id"] == item)
    assert "misattributed-figure" in {v.check for v in verify_output(to_input(found)).violations}
