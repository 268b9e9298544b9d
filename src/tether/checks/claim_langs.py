"""The language of a claim and of the fragments it cites (tether.checks.claims).

Words do not meet across languages: a claim in another language than every cited fragment is
compared with nothing, so it stands only as a claim with nothing of its own would.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from ..text import detect_lang
from ..verify.models import ContextFragment
from .claim_text import Claim


def unsupported_apart(claim: Claim, min_words: int) -> bool:
    """Whether a claim in another language than every cited fragment is unsupported: it stands
    only on a figure (the figure checks read those in any language) or with fewer than
    ``min_words`` distinctive words. An invented English sentence citing a Russian record was
    passed unread before."""
    return claim.stated_by_nothing or (not claim.has_figure and len(claim.terms) >= min_words)


def langs_of(fragments: Iterable[ContextFragment]) -> set[str]:
    """The languages of ``fragments``: each one's own, else read from its text."""
    return {f.lang or lang_of(f.text) for f in fragments}


def lang_of(text: str) -> str:
    return "en" if text.isascii() else _cached_lang(text)  # as detect_lang: no Cyrillic letter


@functools.lru_cache(maxsize=4096)
def _cached_lang(text: str) -> str:
    return detect_lang(text)
