"""A claim or cue word whose stem is short («принят» → «прин», «статья» → «стат») is generic only
as itself, not as the start of every longer stem: «приносить», «статус» are a claim's
own words (tether.checks.claim_text.MIN_FRAME_PREFIX)."""

from __future__ import annotations

import pytest

from tether.checks.claim_text import _is_generic
from tether.text import stem


@pytest.mark.parametrize("word", ["приносить", "статус", "принтер", "terminal"])
def test_a_longer_stem_is_not_generic_by_a_short_frame_stems_prefix(word: str) -> None:
    assert not _is_generic(stem(word))


@pytest.mark.parametrize("word", ["принят", "правила", "можно", "rules", "says", "требуется"])
def test_the_frame_words_themselves_stay_generic(word: str) -> None:
    assert _is_generic(stem(word))
