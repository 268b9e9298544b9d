"""What an answer sentence says about the material itself — "the material does not say …" —
which asserts no fact and is not checked as a claim (tether.checks.claim_text)."""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern

# A verb of saying tells it on its own ("The late fee is not specified"); one of holding or giving only
# beside a word for the material ("The sources do not cover Sundays", "No information is given"):
# "No refund is given for phone requests" and «Гарантия не касается окон» are claims, and were
# skipped unchecked as absences (a probe of session 46, after unseen47 dev u47-en-023: "work that
# *no* fixed fee *covers* is billed at C$80 per day" passed for "per hour").
_NOT_EN = r"\b(?:not|no|doesn't|does not|isn't|is not)\b[^.;]{0,40}\b"
_NOT_RU = r"(?<!\w)(?:не|нет)(?!\w)[^.;]{0,40}"
_SAYS_NOTHING = Guarded(
    rf"{_NOT_EN}(?:say|says|mention|mentions|specify|specifies|state|states|described|listed|name|names|named|"
    r"in the material)\b|"
    rf"{_NOT_RU}(?:указан|сказан|говорит|упомина|описан|приведен)",
    re.IGNORECASE, ("no", "n't", "не"))
_HOLDS_NOTHING = Guarded(
    rf"{_NOT_EN}(?:address|addresses|cover|covers|contain|contains|given|provided|material)\b|"
    rf"{_NOT_RU}(?:касает|содерж|материал|сведени|информац)|"
    r"материал\w*\s+(?:нет|не)(?!\w)",
    re.IGNORECASE, ("no", "n't", "не"))
_MATERIAL_WORD = lazy_pattern(
    r"\b(?:materials?|sources?|fragments?|documents?|documentation|texts?|context|information|details|excerpts?|"
    r"given\s+here)\b|(?<!\w)(?:материал|источник|фрагмент|документ|сведени|информац|текст|контекст)",
    re.IGNORECASE)
"""Words for the material: "No terms for a Platinum service are *given here*" (evalsets/verify cit-033);
not "Breakfast is not provided here", a rule of the place."""
_ATTRIBUTION = lazy_pattern(
    r"\b(?:according\s+to|as\s+per|per|under|in\s+line\s+with)\s+(?:the\s+)?(?:[a-z]+\s+)?"
    r"(?:materials?|sources?|documents?|documentation|texts?|information|details)(?:\s+(?:provided|given|cited))?|"
    r"(?<!\w)(?:согласно|по)\s+(?:[а-яё]+\s+)?(?:документ|материал|источник|сведени|информац)[а-яё]*",
    re.IGNORECASE)
"""A source named as the claim's authority, not as what it lacks: "According to the documents, the
plan does not cover …", «Согласно документам, смета не касается …» (a red-team of session 46)."""


def says_what_the_material_lacks(plain: str) -> bool:
    """Whether ``plain`` says what the material does not say, not what the rule is."""
    return _SAYS_NOTHING.search(plain) is not None or (
        _HOLDS_NOTHING.search(plain) is not None and _MATERIAL_WORD.search(_ATTRIBUTION.sub(" ", plain)) is not None)


def may_say_nothing(text: str) -> bool:
    """Whether ``text`` holds a needle of a negation at all: most answers need no closer look."""
    return _SAYS_NOTHING.possible(text)
