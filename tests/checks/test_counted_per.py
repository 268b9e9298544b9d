"""A sum given per a basis its cited sentences do not count it by (tether.checks.counted_per): "each
further redraw costs £25 *an hour*" for "each further redraw costs £25" (unseen54 dev u54-en-027),
«300 ₽ *за ковёр*» for «300 ₽ … за квадратный метр» (u54-ru-026)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.claim_sources import context_of
from tether.checks.counted_per import counts_per_the_unsaid
from tether.verify.models import VerifyInput

REDRAW = ("The artist sends the design 48 hours before the appointment. Two rounds of changes are included in "
          "the price; each further redraw costs £25 in the UK or €30 in Ireland.")
КОВРЫ = "Ковры чистим у клиента дома за 300 ₽ в России или 1 600 ₸ в Казахстане за квадратный метр."
HOURLY = "Tattooing is charged at £120 an hour in Bristol; the minimum charge is £60."
ГОД = "Годовая программа «Базовая» стоит 42 000 ₽ и включает приёмы терапевта без ограничений."

HANDWRITTEN = ("К каждому букету бесплатно прикладываем открытку с напечатанным текстом до 300 знаков. Текст, "
               "написанный флористом от руки, стоит 150 ₽ в России.")
EXTENSION = "A pack can be extended once by 2 months for A$40, if the rider asks before it expires."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (REDRAW, "In the UK each further redraw costs £25 an hour.", "How much is a further redraw in the UK?"),
    (REDRAW, "A further redraw is £25 per day in the UK.", "How much is a further redraw in the UK?"),
    (КОВРЫ, "В России химчистка ковра у вас дома стоит 300 ₽ за ковёр.", "Сколько стоит химчистка ковра?"),
    (КОВРЫ, "Чистка ковра на дому — 300 ₽ за штуку.", "Сколько стоит химчистка ковра?"),
    # per a square metre or a tonne spelt out (a red-team)
    ("Carpets are cleaned at £3 per square metre.", "Carpet cleaning costs £3 per carpet.", "How much?"),
    ("Gravel is delivered at £40 per tonne.", "Gravel costs £40 per bag.", "How much is gravel?"),
    # per a thing no cited sentence names (unseen55 dev u55-ru-026), per a month of a 2-month span (u55-en-027)
    (HANDWRITTEN, "Текст от руки стоит 150 ₽ за строку.", "Сколько стоит текст от руки?"),
    ("A handwritten card costs £3.", "A handwritten card is £3 per line.", "How much is a card?"),
    (EXTENSION, "A pack can be extended once by 2 months for A$40 a month.", "How much is an extension?"),
])
def test_a_sum_counted_per_a_basis_the_source_does_not_give_is_unsupported(text: str, answer: str,
                                                                            question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (REDRAW, "In the UK each further redraw costs £25.", "How much is a further redraw in the UK?"),
    (REDRAW, "Two rounds of changes are included; after that each redraw costs £25 in the UK.",
     "How much is a further redraw in the UK?"),
    (КОВРЫ, "В России ковёр почистят у вас дома за 300 ₽ за квадратный метр.", "Сколько стоит химчистка ковра?"),
    (КОВРЫ, "Химчистка ковра на дому стоит 300 ₽ за м² в России.", "Сколько стоит химчистка ковра?"),
    (HOURLY, "In Bristol tattooing costs £120 per hour.", "How much is an hour in Bristol?"),
    (HOURLY, "In Bristol an hour of tattooing costs £120, with a £60 minimum.", "How much is an hour in Bristol?"),
    (ГОД, "Программа «Базовая» стоит 42 000 ₽ в год.", "Сколько стоит программа «Базовая»?"),
    # a period written another way (a review and a red-team)
    ("Ежемесячная плата за тариф — 450 ₽.", "Тариф стоит 450 ₽ в месяц.", "Сколько стоит тариф?"),
    ("Parking costs £5/h at the studio.", "Parking at the studio costs £5 an hour.", "How much is parking?"),
    ("Studio hire is £40 per 60 minutes.", "Studio hire is £40 an hour.", "How much is studio hire?"),
    ("The flat is let at £800 pcm.", "The flat costs £800 a month.", "How much is the flat?"),
    ("Абонемент стоит 3000 ₽ на 30 дней.", "Абонемент стоит 3000 ₽ в месяц.", "Сколько стоит абонемент?"),
    (КОВРЫ, "Чистка ковра стоит 300 ₽ за кв. м.", "Сколько стоит химчистка ковра?"),
    ("Carpets are cleaned at £3 per m².", "Carpet cleaning costs £3 per square metre.", "How much?"),
    (HANDWRITTEN, "Текст от руки стоит 150 ₽ за открытку.", "Сколько стоит текст от руки?"),
    (HANDWRITTEN, "Текст, написанный флористом от руки, стоит 150 ₽ за текст.", "Сколько стоит текст от руки?"),
    ("A handwritten card costs £3.", "A handwritten card is £3 per card.", "How much is a card?"),
    (EXTENSION, "A pack can be extended by 2 months once, for A$40.", "How much is an extension?"),
    ("The annual membership costs £300.", "The membership costs £300 a year.", "How much is membership?"),
])
def test_the_sum_on_the_sources_basis_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def _sources(sentences: list[str]) -> object:
    inp = VerifyInput.model_validate({
        "question": "q", "output": "{}",
        "context": {"fragments": [{"id": "a#b", "documentId": "a", "text": " ".join(sentences)}]}})
    return context_of(inp).cited(["a#b"])


def test_reading_the_basis_of_many_sums_over_much_material_is_linear() -> None:
    """Answer and material grown together (a review: each sum read every cited sentence)."""
    def make(n: int) -> tuple[str, list[str]]:
        return (" ".join(f"Redraw {k} costs £{k + 10} an hour." for k in range(n)),
                [f"Redraw {k} costs £{k + 10}." for k in range(n)])

    def read(given: tuple[str, list[str]]) -> object:
        claim, sentences = given
        return counts_per_the_unsaid(claim, _sources(sentences))  # type: ignore[arg-type]

    assert grows_linearly(make, read, small=60)


def test_reading_sums_per_another_thing_in_one_long_sentence_is_linear() -> None:
    """A source of one sentence of many sums per a crate, an answer of many per a box, a word the
    sentence opens with (a review of the fourth shape: the sentence before each sum was read whole,
    once per sum)."""
    def make(n: int) -> tuple[str, list[str]]:
        return (" ".join(f"Item {k} is £{k + 10} per box." for k in range(n)),
                ["Box packing: " + ", ".join(f"lot {k} is £{k + 10} per crate" for k in range(n)) + "."])

    def read(given: tuple[str, list[str]]) -> object:
        claim, sentences = given
        return counts_per_the_unsaid(claim, _sources(sentences))  # type: ignore[arg-type]

    assert grows_linearly(make, read, small=250)
