"""The review policy (issue 14, item 1): does an answer reach its reader before a human?

``annotate`` (the default, the behaviour before issue 14): the answer is delivered at
once, marked ``requires-human-verification``. ``hold``: nothing is delivered until a
reviewer approves; the interaction completes with ``answer: null`` and
``review.status: "awaiting-review"``, and the reader fetches the answer again once
it is approved.

Read in one place, from a mapping of ``TETHER_*`` names (the environment, or any
configuration layer that produces the same names):

* ``TETHER_REVIEW`` = ``annotate`` | ``hold`` — the deployment's default;
* ``TETHER_REVIEW_CORPORA`` = ``KEY=MODE,KEY=MODE`` — per-corpus overrides.

An answer is held when any corpus it cites is held: a hold is the owner's
requirement on that corpus's text, and one annotated corpus beside it cannot lift it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal, get_args

from .errors import UsageError
from .models import Frozen

ReviewMode = Literal["annotate", "hold"]
MODES: tuple[str, ...] = get_args(ReviewMode)
ENV_REVIEW = "TETHER_REVIEW"
ENV_REVIEW_CORPORA = "TETHER_REVIEW_CORPORA"


class ReviewPolicy(Frozen):
    default: ReviewMode = "annotate"
    corpora: dict[str, ReviewMode] = {}

    def mode_for(self, corpora: Iterable[str]) -> ReviewMode:
        """``hold`` when any of ``corpora`` is held (by override, else by the default)."""
        modes = {self.corpora.get(c, self.default) for c in corpora} or {self.default}
        return "hold" if "hold" in modes else "annotate"


def review_policy(env: Mapping[str, str]) -> ReviewPolicy:
    """The policy named by ``env``; a bad value is a UsageError naming the variable and the fix."""
    default = (env.get(ENV_REVIEW) or "annotate").strip()
    if default not in MODES:
        raise UsageError(f"{ENV_REVIEW}: {default!r} is not a review mode; use annotate or hold")
    corpora: dict[str, ReviewMode] = {}
    for item in (env.get(ENV_REVIEW_CORPORA) or "").split(","):
        if not item.strip():
            continue
        # The corpus key is everything before the last "=": a CLI corpus key is a path.
        key, sep, mode = item.strip().rpartition("=")
        if not sep or not key.strip() or mode.strip() not in MODES:
            raise UsageError(f"{ENV_REVIEW_CORPORA}: {item.strip()!r} is not CORPUS=MODE; "
                             "write e.g. legal=hold,docs=annotate")
        corpora[key.strip()] = mode.strip()  # type: ignore[assignment]
    return ReviewPolicy(default=default, corpora=corpora)
