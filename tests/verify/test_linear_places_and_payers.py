"""Linear time for session 51's readings (a review of session 51): the rival reading of a figure
read its sentence's other sums' place words up to the clause's end however far (a clause of no
commas and hundreds of sums: 38x the time for 8x the answer), and the «мы» payer read its whole
sentence again for each act clause (60x for 8x the material)."""

from __future__ import annotations

import json
from collections.abc import Callable

from tests.verify.test_verify_linear import GROWTH, SLACK, _cost
from tether.verifier import deterministic_answer_checks
from tether.verify import verify
from tether.verify.models import VerifyInput

CLUB = [("club-ru#p", "В России годовой абонемент стоит 20 000 ₽. Месячный абонемент стоит 2 500 ₽."),
        ("club-kz#p", "В Казахстане годовой абонемент стоит 90 000 ₸. Месячный абонемент стоит 11 000 ₸.")]


def _input(fragments: list[tuple[str, str]], answer: str, question: str) -> VerifyInput:
    output = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": [i for i, _ in fragments],
                         "limitations": []}, ensure_ascii=False)
    context = {"fragments": [{"id": i, "documentId": i.split("#")[0], "text": t} for i, t in fragments]}
    return VerifyInput.model_validate({"question": question, "output": output, "context": context})


def _ratio(make: Callable[[int], VerifyInput], base: int) -> float:
    checks = deterministic_answer_checks()
    small, large = make(base), make(base * GROWTH)
    return _cost(lambda: verify(large, answer_checks=checks)) / _cost(lambda: verify(small, answer_checks=checks))


def test_sums_of_one_long_clause_are_read_in_linear_time() -> None:
    def make(k: int) -> VerifyInput:
        answer = "Годовой абонемент стоит " + "20 000 ₽ в России и 11 000 ₸ в Казахстане и " * k + "всё."
        return _input(CLUB, answer, "Сколько стоит абонемент?")

    ratio = _ratio(make, 40)
    assert ratio < GROWTH * SLACK, f"{GROWTH}x the answer cost {ratio:.0f}x the time"


def test_the_operators_acts_are_read_in_linear_time() -> None:
    def make(k: int) -> VerifyInput:
        text = ("Мойка открыта с 8 до 20. Если автомобиль повреждён по вине мойщика, мы оплачиваем ремонт"
                + ", мы оплачиваем ремонт" * k + ".")
        return _input([("w#p", text)], "Ремонт по вине мойщика оплачивает мойщик.", "Кто оплачивает ремонт?")

    ratio = _ratio(make, 250)
    assert ratio < GROWTH * SLACK, f"{GROWTH}x the material cost {ratio:.0f}x the time"


def test_choices_are_read_in_linear_time_when_answer_and_material_grow() -> None:
    """tether.checks.chooser: each claim naming whose a choice is compared itself with every cited
    sentence naming one (the material's choices are now read once per set of cited fragments, at
    most MAX_CHOICES of them)."""
    def make(k: int) -> VerifyInput:
        text = " ".join(f"For tour {n} the operator decides between a refund and another date." for n in range(k))
        answer = " ".join(f"For tour {n} you choose between a refund and another date." for n in range(k))
        return _input([("t#p", text)], answer, "What if my tour is cancelled?")

    ratio = _ratio(make, 8)
    assert ratio < GROWTH * SLACK, f"{GROWTH}x the answer and material cost {ratio:.0f}x the time"
