"""A labelled fact's figure stands on its fact's fragment, which the answer must cite.

"70 EUR [t1]" is checked against fact t1 (tether.verify.material); where t1 was read from
a fragment of the context, citing that fragment is what ties the figure to its source.
"""

from __future__ import annotations

from ..contract import AnswerContract
from ..models import Violation
from .checks import AnswerText
from .models import VerifyContext


def label_attribution(answer: AnswerText, contract: AnswerContract, ctx: VerifyContext) -> list[Violation]:
    """A ``[tN]`` stands on its fact's fragment: that fragment must be cited."""
    facts = {f.label: f for f in ctx.facts}
    context_ids = {f.id for f in ctx.fragments}
    cited = set(contract.documentation_citations)
    out = []
    for use in answer.labels:
        fact = facts.get(use.label)
        if fact is None or fact.fragment_id is None or fact.fragment_id not in context_ids:
            continue
        if fact.fragment_id not in cited:
            out.append(Violation(
                check="misattributed-figure", span=(use.start, use.end),
                detail=f"[{use.label}] comes from {fact.fragment_id}, which the answer does not cite"))
    return out
