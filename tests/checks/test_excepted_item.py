"""An item the cited sentence sets outside its grant, listed as granted (tether.checks.excepted_item;
unseen55 dev u55-en-033), and a rule said of every place, which is no condition (unseen55 dev
u55-ru-006)."""

from __future__ import annotations

import json

import pytest
from one_fragment import checks_of as _checks

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

VOUCHER = "A voucher pays for lessons, trail rides and pony parties, but not for livery or lesson packs."
CERTIFICATE = "Сертификатом можно оплатить уроки и прогулки, но не абонементы."
KETTLE = "Every room has a kettle and a hairdryer, except the attic rooms."


@pytest.mark.parametrize(("text", "answer"), [
    (VOUCHER, "A gift voucher can pay for lessons, trail rides, pony parties and lesson packs."),
    (VOUCHER, "A voucher pays for lessons, lesson packs and trail rides."),
    (VOUCHER, "A voucher can pay for lesson packs too."),
    (CERTIFICATE, "Сертификатом можно оплатить уроки, абонементы и прогулки."),
    ("Магазин работает ежедневно, кроме воскресенья.", "Магазин работает ежедневно, и в воскресенье тоже."),
    # a grant of one distinctive word («заказ» is generic), a dash its copula (unseen47 dev u47-ru-030)
    ("Минимальный заказ — 60 000 ₽, кроме ремонта санузла.",
     "В России минимальный заказ — 60 000 ₽ для любых работ, включая ремонт санузла."),
])
def test_an_excepted_item_granted_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, "What can I pay for with it?")


@pytest.mark.parametrize(("text", "answer"), [
    (VOUCHER, "A gift voucher can pay for lessons, trail rides and pony parties."),
    (VOUCHER, "A voucher pays for lessons, trail rides and pony parties, but not for livery or lesson packs."),
    (VOUCHER, "A voucher can't be used for livery or lesson packs."),
    (VOUCHER, "Lessons, trail rides and pony parties can be paid with a voucher; livery and lesson packs cannot."),
    (CERTIFICATE, "Сертификатом можно оплатить уроки и прогулки, а абонементы — нельзя."),
    (KETTLE, "All rooms except the attic rooms have a kettle and a hairdryer."),
    # the item not granted: set against the grant, or stated apart (a review of session 54)
    (VOUCHER, "A voucher pays for lessons, trail rides and pony parties; livery and lesson packs must be paid in "
              "cash rather than by voucher."),
    (VOUCHER, "Lessons, rides and pony parties can be paid with a voucher, and livery is paid monthly by card "
              "instead of a voucher."),
    ("Магазин работает ежедневно, кроме воскресенья.", "Магазин работает ежедневно, в воскресенье выходной."),
    ("Магазин работает ежедневно, кроме воскресенья.", "Магазин работает ежедневно, в воскресенье магазин отдыхает."),
    # a claim that names the exception as one
    ("Drivers need a licence held for 2 years, except licences from Switzerland, the UK and Norway.",
     "Swiss licences, like those from the UK and Norway, are an exception to the rule that a licence must be held "
     "for 2 years."),
    # the exception's own rule after a dash
    ("Срок апостиля — 5 рабочих дней, кроме документов ЗАГС, выданных за пределами Москвы, — до 30 рабочих дней.",
     "На документы ЗАГС, выданные за пределами Москвы, срок апостиля — до 30 рабочих дней."),
    # the exception's own rule, stated (unseen2 dev u2-ru-008)
    ("Small pets travel in carriers for a fee, except guide dogs, which travel free.",
     "Guide dogs travel free, whereas other small pets travel in carriers for a fee."),
    ("Мелкие животные провозятся в переносках за отдельную плату, кроме собак-проводников, которые "
     "перевозятся бесплатно.",
     "Собаки-проводники перевозятся бесплатно, тогда как остальные мелкие животные провозятся в переносках "
     "за отдельную плату."),
])
def test_the_exception_kept_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "What can I pay for with it?")


def _two_fragments(answer: str, cited: str) -> list[str]:
    fragments = [
        {"id": "zones#z", "documentId": "zones", "jurisdiction": "BY",
         "text": "В Беларуси доставка по Минску стоит 15 белорусских рублей, по Гомелю — 12 белорусских рублей."},
        {"id": "free#f", "documentId": "free", "jurisdiction": "BY", "text": cited},
    ]
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["free#f"],
                      "limitations": []}, ensure_ascii=False)
    inp = VerifyInput.model_validate({"question": "Заказ на 300 белорусских рублей в Гомеле — доставка бесплатна?",
                                      "output": out, "context": {"fragments": fragments}})
    return sorted({v.check for v in verify_output(inp).violations})


def test_a_rule_of_every_place_holds_for_a_town_of_the_material() -> None:
    cited = "В Беларуси доставка бесплатна при заказе от 250 белорусских рублей в обоих городах."
    answer = "Да, в Беларуси доставка бесплатна при заказе от 250 белорусских рублей, и в Гомеле тоже."
    assert "unsupported-claim" not in _two_fragments(answer, cited)


def test_a_condition_beside_the_scope_is_still_read() -> None:
    cited = ("В Беларуси доставка бесплатна при заказе от 250 белорусских рублей для постоянных клиентов "
             "в обоих городах.")
    answer = "Да, в Беларуси доставка бесплатна при заказе от 250 белорусских рублей, и в Гомеле тоже."
    assert "unsupported-claim" in _two_fragments(answer, cited)


def test_reading_excepted_items_is_linear_when_answer_and_material_grow() -> None:
    """A review of session 54: every cited sentence was read again for every claim."""
    from tests.linear import grows_linearly
    from tether.checks.claim_sources import context_of
    from tether.checks.excepted_item import grants_an_excepted_item

    def make(n: int) -> tuple[str, object]:
        text = " ".join(f"Voucher {k} pays for lessons and rides, but not for packs {k}." for k in range(n))
        inp = VerifyInput.model_validate({"question": "q", "output": "{}", "context": {
            "fragments": [{"id": "a#b", "documentId": "a", "text": text}]}})
        claim = " ".join(f"Voucher {k} pays for lessons and rides." for k in range(n))
        return claim, context_of(inp).cited(["a#b"])

    assert grows_linearly(make, lambda given: grants_an_excepted_item(*given))  # type: ignore[arg-type]
