"""number-without-jurisdiction: a figure, all material from one jurisdiction, not named.

Fees and deadlines differ by market; a figure with no jurisdiction beside it
gets applied in the wrong one. Fully deterministic: the "extraction" is the
set of the fragments' jurisdictions. Whether a figure is in the material at
all is ``unsupported-number`` (the verifier's), not checked again here.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..contract import AnswerContract
from ..jurisdictions import NAMES, canonical, mentions
from ..models import CheckId, Violation
from ..text import stem, tokens
from ..verify.models import VerifyInput
from .base import Check, Trigger
from .figures import first_figure


def single_jurisdiction(inp: VerifyInput) -> str | None:
    """The jurisdiction every fragment carries, or None (none, mixed, or some missing)."""
    codes = {canonical(f.jurisdiction) if f.jurisdiction else None for f in inp.context.fragments}
    if len(codes) != 1:
        return None
    (code,) = codes
    return code or None


MIN_PREFIX = 5


def names_jurisdiction(text: str, code: str) -> bool:
    """``jurisdictions.mentions``, plus one-word names matched when one stem is a
    prefix of the other (5+ letters): Snowball cuts "Казахстан" and "Казахстане",
    "Беларусь" and "Беларуси" to different stems, and "в Казахстане" names it all
    the same."""
    if mentions(text, code):
        return True
    names = [stem(n.lower()) for n in NAMES.get(canonical(code), ()) if len(tokens(n)) == 1]
    for word in tokens(text):
        s = stem(word)
        for name in names:
            short, long_ = sorted((s, name), key=len)
            if len(short) >= MIN_PREFIX and long_.startswith(short):
                return True
    return False


@dataclass(frozen=True)
class NumberWithoutJurisdiction(Check):
    id: CheckId = "number-without-jurisdiction"

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if answer is None:
            return None
        first = first_figure(answer.answer)
        if first is None:
            return None
        # The whole answer travels in the trigger: naming the jurisdiction
        # anywhere in the answer string is enough.
        return Trigger(self.id, first.text, first.span, kind="figure", subject_text=answer.answer)

    def gate(self, trigger: Trigger, inp: VerifyInput) -> bool:
        code = single_jurisdiction(inp)
        return code is not None and not names_jurisdiction(trigger.subject_text, code)

    def ruled_out(self, answer: AnswerContract | None, inp: VerifyInput) -> bool:
        # The gate reads only the context and the whole answer string (the
        # trigger's subject_text), so it can run before the form: most material
        # spans several jurisdictions or none, and then no figure matters.
        if answer is None:
            return True
        code = single_jurisdiction(inp)
        return code is None or names_jurisdiction(answer.answer, code)

    def judge(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> Violation | None:
        code = single_jurisdiction(inp)
        if code is None or names_jurisdiction(trigger.subject_text, code):
            return None
        return Violation(
            check=self.id,
            detail=f'the answer gives the figure "{trigger.form}" without naming {code}, '
            f"the jurisdiction of all the material",
            span=trigger.span,
        )
