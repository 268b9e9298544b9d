"""What an answer says of its review, and the draft's constants: all a question needs.

`tether ask` stores a draft and reports its ``review`` object with every completed answer;
the reviewing itself (:mod:`tether.review`, the review record, its pydantic models) loads
where drafts are read or decided — a tenth of the interaction's imports (issue 15).
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from .models import Frozen

DraftStatus = Literal["requires-human-verification", "approved", "rejected"]
SummaryStatus = Literal["requires-human-verification", "awaiting-review", "approved", "rejected"]
PENDING: DraftStatus = "requires-human-verification"
AWAITING = "awaiting-review"
MAX_REASON = 2000  # the API's bound on a rejection reason (api/models.RejectBody), kept everywhere

REVIEW_STEPS: tuple[str, ...] = (
    "Open the cited source outside the model (its URI at the cited version).",
    "Compare the claim with the exact anchor: the same version, the same condition, "
    "no limitation lost from a neighbouring paragraph.",
    "Confirm the access and freshness policy with the source owner.",
    "Save the answer together with its citation.",
)
HOLD_REVIEWERS = ("a principal with the review scope who may read every cited record; "
                  "the answer is delivered once they approve it")


class ReviewSummary(Frozen):
    """The ``review`` object of an answer."""

    status: SummaryStatus = PENDING
    steps: list[str] = list(REVIEW_STEPS)
    draft_id: str | None = None
    # Only under the hold policy: who will review (CLI: "a line saying who will review").
    reviewed_by: str | None = Field(None, exclude_if=lambda value: value is None)
