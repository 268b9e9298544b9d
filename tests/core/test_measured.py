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
    ("Сколько стоит доставка шин на 1 200 км?", Span("km", Decimal(1200), Decimal(1200))),
    ("How much is a puncture repair?", None),
    ("How much for a 5 mm and a 7 mm wetsuit?", None),  # two measures: none is the one asked
    ("У меня рост 190 см — сколько стоит прокат велосипеда?", None),  # the reader's own (a red-team)
    ("I'm 95 kg, how much is the quad bike tour?", None),
])
def test_the_measure_asked(question: str, span: Span | None) -> None:
    found = measure_asked(question)
    assert (found._replace(near=frozenset()) if found else None) == span


def _asked(question: str) -> Span:
    span = measure_asked(question)
    assert span is not None
    return span


ABOVE_32 = _asked("How much is a nitrox fill above 32%?")
CUT_40 = _asked("Сколько стоит ремонт пореза протектора длиной 40 мм?")


@pytest.mark.parametrize(("text", "asked", "other"), [
    ("A nitrox fill up to 32% costs A$20.", ABOVE_32, True),
    ("A nitrox fill up to 40% costs A$25.", ABOVE_32, False),
    ("Nitrox fills of more than 32% are blended to order for A$30.", ABOVE_32, False),
    ("Порез протектора длиной до 25 мм ремонтируем пластырем за 1 500 ₽.", CUT_40, True),
    ("Порезы от 25 до 50 мм ремонтируем за 2 500 ₽.", CUT_40, False),
    # a band open above sets a case apart from a rule below it (a red-team: a 95 kg rider, a 25 kg suitcase)
    ("Порезы длиной более 40 мм не ремонтируем.", CUT_40, False),
    ("Riders over 100 kg pay €20 extra.", _asked("How much does a rider of 95 kg pay?"), False),
    ("Items over 30 kg are not accepted; each item costs €8.", _asked("How much is an item of 25 kg?"), False),
    # a negated bound is the other side of its bare words (a red-team of this reader)
    ("Cuts of not more than 25 mm are patched for $30.", _asked("How much is it to patch a 12 mm cut?"), False),
    ("Порезы длиной не более 25 мм ремонтируем за 1 500 ₽.", CUT_40, True),
    ("Parcels of no less than 35 kg go by freight for €40.", _asked("How much is freight for parcels of 40 kg?"),
     False),
    ("Cuts of 25 mm or less are patched for $30.", _asked("How much is it to patch a cut of 40 mm?"), True),
    ("Cuts of 25 mm or less are patched for $30.", _asked("How much is it to patch a cut of 12 mm?"), False),
    # a band without a figure of its own goes on past the others
    ("Порезы до 25 мм — 1 500 ₽, свыше — 3 000 ₽.", CUT_40, False),
    ("Cuts up to 25 mm cost $30; longer cuts cost $50.", CUT_40, False),
    # a range's start is no band of its own
    ("Nitrox from 33% to 40% costs A$30.", _asked("How much is nitrox above 50%?"), True),
    # another thing's measure in the same unit (a review: a members' discount, Russian thousands)
    ("A nitrox fill of any mix costs A$30; club members get 10% off.", _asked("How much is a nitrox fill of 36%?"),
     False),
    ("Доставка шин по России на расстояние до 1 500 км стоит 3 000 ₽.",
     _asked("Сколько стоит доставка шин на 1 200 км?"), False),
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


def test_a_section_that_states_the_measure_answers_below_one_that_does_not(cli, tmp_path: Path) -> None:
    # a review of this reader: the best section's other bound dropped the one that answers
    corpus = write_corpus(tmp_path / "c", {
        "fills.md": record("fills", "## Nitrox {#nitrox}\nA nitrox fill up to 32% costs A$20 in Australia.\n\n"
                                    "## Rich nitrox {#rich}\nNitrox fills above 32% are blended to order and cost A$35 "
                                    "in Australia.\n\n## Nitrox fill times {#times}\nA nitrox fill is ready in two "
                                    "hours and costs nothing extra on weekends.\n"),
    })
    d = cli("ask", "How much is a nitrox fill above 32%?", "--corpus", str(corpus), "--now", "2027-05-12T10:00:00Z",
            "--json").json()
    assert d["status"] == "completed" and d["answer"]["documentationCitations"] == ["fills#rich"], d
