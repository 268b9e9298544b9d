"""A thing asked for by a measure its fragment's every bound leaves out (tether.measured): "a nitrox fill
above 32%" is not priced by "a nitrox fill up to 32%", «порез 40 мм» not by «порез до 25 мм» (unseen53 dev
u53D-035, u53T-034); a value or bound that takes it in, or a record naming no such measure, answers."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tests.linear import grows_linearly
from tether.measured import Span, measure_asked, states_other_measures


@pytest.mark.parametrize(("question", "span"), [
    ("How much is a nitrox fill above 32%?", Span("%", Decimal(32), None, low_open=True)),
    ("Сколько стоит ремонт пореза протектора длиной 40 мм?", Span("mm", Decimal(40), Decimal(40))),
    ("How much is a cut of up to 25 mm?", Span("mm", Decimal(0), Decimal(25))),
    ("Сколько стоит доставка груза от 10 до 20 кг?", Span("kg", Decimal(10), Decimal(20))),
    ("How much is a puncture repair?", None),
    ("How much for a 5 mm and a 7 mm wetsuit?", None),  # two measures: none is the one asked
])
def test_the_measure_asked(question: str, span: Span | None) -> None:
    assert measure_asked(question) == span


ABOVE_32 = Span("%", Decimal(32), None, low_open=True)
CUT_40 = Span("mm", Decimal(40), Decimal(40))


@pytest.mark.parametrize(("text", "asked", "other"), [
    ("A nitrox fill up to 32% costs A$20.", ABOVE_32, True),
    ("A nitrox fill up to 40% costs A$25.", ABOVE_32, False),
    ("Nitrox fills of more than 32% are blended to order for A$30.", ABOVE_32, False),
    ("Порез протектора длиной до 25 мм ремонтируем пластырем за 1 500 ₽.", CUT_40, True),
    ("Порезы от 25 до 50 мм ремонтируем за 2 500 ₽.", CUT_40, False),
    ("Порезы длиной более 40 мм не ремонтируем.", CUT_40, True),  # "more than 40" leaves 40 out
    ("Ремонт пореза стоит 1 500 ₽.", CUT_40, False),  # no measure: a general rule
    ("A nitrox fill costs A$20 and a 7 mm wetsuit A$15.", ABOVE_32, False),  # another unit
])
def test_other_measures_stated(text: str, asked: Span, other: bool) -> None:
    assert states_other_measures(text, asked) is other


def test_reading_measures_is_linear() -> None:
    assert grows_linearly(lambda n: ("до 25 мм" + " " * 40) * n, lambda given: states_other_measures(given, CUT_40),
                          small=200)


def test_a_case_priced_only_within_other_bounds_is_not_answered(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", {
        "fills.md": record("fills", "## Nitrox {#nitrox}\nA nitrox fill up to 32% costs A$20 in Australia.\n\n"
                                    "## Air fills {#air}\nAn air fill costs A$12 in Australia.\n"),
    })

    def ask(question: str) -> dict:  # type: ignore[type-arg]
        return cli("ask", question, "--corpus", str(corpus), "--now", "2027-05-12T10:00:00Z", "--json").json()

    assert ask("How much is a nitrox fill above 32%?")["status"] == "stopped"
    d = ask("How much is a nitrox fill of 30%?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["fills#nitrox"], d
