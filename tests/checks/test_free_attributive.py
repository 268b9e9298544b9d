"""An attributive "free" ("a *free* apron", «*бесплатный* фартук») names what is given and denies
nothing of its clause, so a claim that denies the giving is compared with the source's giving
(tether.checks.polarity._attributive; a review's probe, session 36)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.polarity import polarity
from tether.text import stem


@pytest.mark.parametrize(("text", "answer", "fires"), [
    ("The school gives a free apron to every guest.", "The school does not give a free apron to guests.", True),
    ("Every guest gets a free recipe book.", "Guests do not get a free recipe book.", True),
    ("Мы даём бесплатный фартук каждому гостю.", "Мы не даём бесплатный фартук гостям.", True),
    # the same statement in other words, attributive or predicative
    ("The school gives a free apron to every guest.", "Every guest gets a free apron.", False),
    ("Free parking is available for guests.", "Parking is free for guests.", False),
    ("Parking is free for guests.", "Guests get free parking.", False),
    ("Бесплатная доставка действует по Москве.", "Доставка по Москве бесплатная.", False),
    # a predicative "free" is still the denial of a charge
    ("Free parking is available for guests.", "Parking is not free for guests.", True),
])
def test_a_denied_giving_of_a_free_thing(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, "What do guests get?")) is fires


def test_an_attributive_free_affirms_its_clause() -> None:
    denied, affirmed, _ = polarity("The school gives a free apron to every guest.")
    assert stem("gives") in affirmed and not denied
    _, affirmed, _ = polarity("Entry is free for members.")
    assert stem("free") in affirmed and stem("entry") not in affirmed  # its clause denies the charge
