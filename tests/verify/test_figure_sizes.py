"""A value taken from the sentence about another numbered size ("30-amp" for "50-amp"): every
other word of the two sentences is shared, and the answer's size is stated by the other
sentence, so only the size tells whose value it is (tether.verify.sizes; unseen30 dev u30-en-037)."""

from __future__ import annotations

import pytest
from verify_helpers import checks_citing_all

RV = [("rates#rv", "An RV site with 30-amp service costs US$55 a night in peak season and US$45 a night off-season. An "
                   "RV site with 50-amp service costs US$65 a night in peak season and US$52 a night off-season.")]
KVARTIRY = [("ceny#nomera", "2-комнатный номер стоит 6 000 ₽ в сутки. 3-комнатный номер стоит 8 500 ₽ в сутки.")]
HOOKUPS = [("marina#power", "Shore power: 16-amp hook-up £4 per night, 32-amp hook-up £7 per night.")]
PASSES = [("passes#prices", "Lift passes: 3-day pass €120, 5-day pass €185. Children under 12 pay half.")]
LIFTS = [("lifts#rates", "The 8-metre scissor lift costs £140 a day. The 12-metre boom lift costs £210 a day. "
                         "Delivery costs £45 each way.")]


@pytest.mark.parametrize(("fragments", "answer", "question", "fires"), [
    (RV, "Off-season, a 50-amp RV site costs US$45 a night.", "What's the off-season rate for 50-amp?", True),
    (RV, "A 50-amp RV site costs US$52 a night off-season.", "What's the off-season rate for 50-amp?", False),
    (KVARTIRY, "3-комнатный номер стоит 6 000 ₽ в сутки.", "Сколько стоит трёхкомнатный номер?", True),
    (KVARTIRY, "3-комнатный номер стоит 8 500 ₽ в сутки.", "Сколько стоит трёхкомнатный номер?", False),
    # a value no size's sentence holds alone: delivery is priced for both
    (LIFTS, "Delivery of the 12-metre boom lift costs £45 each way.", "How much is delivery?", False),
    # sizes listed in one sentence: the item holding the value names its size
    (HOOKUPS, "A 32-amp hook-up costs £4 per night.", "How much is a 32-amp hook-up?", True),
    (HOOKUPS, "A 32-amp hook-up costs £7 per night.", "How much is a 32-amp hook-up?", False),
    (PASSES, "The 3-day pass is €185 and the 5-day pass is €120.", "What are the pass prices?", True),
    (PASSES, "The 3-day pass is €120 and the 5-day pass is €185.", "What are the pass prices?", False),
], ids=["other-size-en", "own-size-en", "other-size-ru", "own-size-ru", "no-size-sentence", "listed-other",
        "listed-own", "swapped-in-one-sentence", "both-right"])
def test_a_value_of_another_numbered_size_is_misattributed(fragments: list[tuple[str, str]], answer: str,
                                                            question: str, fires: bool) -> None:
    assert ("misattributed-figure" in checks_citing_all(fragments, answer, question)) is fires


def test_sizes_are_read_up_to_a_bound() -> None:
    from tether.verify.sizes import MAX_SIZES, sizes

    assert sizes("A 50-amp site and an 8-metre lift, «2-комнатный».") == {("50", "amp"), ("8", "metr"),
                                                                          ("2", "комнатн")}
    assert len(sizes(" ".join(f"{n}-amp" for n in range(1000)))) == MAX_SIZES
