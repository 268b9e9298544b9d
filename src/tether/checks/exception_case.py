"""A claim that restates the case a cited sentence sets apart with an exception marker, not the rule
it denies (:func:`tether.checks.excluded.affirms_a_denied_case`)."""

from __future__ import annotations

import re

from ..guard import Guarded, lazy_pattern
from ..terms import EXCEPTION_MARKERS, subject_terms

EXCEPT = Guarded(EXCEPTION_MARKERS + r"|(?<!\w)если\s+только\s+не(?!\w)", re.IGNORECASE,
                 ("except", "other", "apart", "excluding", "unless", "кроме", "исключ", "если"))
"""An exception marker, or «если только не» (a condition that excepts)."""


def names_its_exception(claim: str, said: tuple[str, ...], sentence: str) -> bool:
    """Whether the claim (its words ``said``) restates the case ``sentence`` sets apart with an
    exception marker: it names the first word of the exception the rule before the marker lacks,
    and claims nothing of the rule beside it. "Drinks and snacks are not included, except drinks
    from the welcome bar" affirms the welcome bar's drinks, and a claim naming the bar restates
    the exception, not the denial (a false failure found beside evalsets/mutations.py negation on
    unseen10 dev u10-ru-003). Not "on Osaka tours two drinks are included" for "except on *night*
    tours: the Osaka night tour includes two drinks" (unseen33 dev u33-en-034), nor «могут
    присутствовать на занятиях, *в том числе* на пробном» (unseen27 dev u27-ru-041)."""
    exception = EXCEPT.search(sentence)
    if exception is None or _AS_WELL.search(claim):
        return False
    rule = frozenset(subject_terms(sentence[:exception.start()]))
    own = next((t for t in subject_terms(sentence[exception.end():]) if t not in rule), None)
    return own is not None and own in said


_AS_WELL = lazy_pattern(r"\b(?:including|even|as\s+well\s+as)\b|(?<!\w)(?:в\s+том\s+числе|включая|даже)(?!\w)",
                        re.IGNORECASE)
"""A claim that states its case as one more of the rule's ("including the trial class"), not apart."""


