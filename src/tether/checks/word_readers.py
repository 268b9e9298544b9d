"""Readers of a claim that turns on one word, which coverage cannot weigh.

Each compares the claim with the cited sentences on what one word of it says: a grant or a
denial («вправе», "prohibited"), a condition's sense ("if" / "unless"), a prefix that negates
(«не»/«бес», "non-"), a day named, an "only" that restricts, an "including" that adds, an "any"
that widens, a fee said to be waived, a thing put on the other side of a price ("included" /
"costs extra"), money given back or kept ("refunded" / "still charged"), advice made a rule
("advised" / "must"). The coverage pre-check (:mod:`tether.checks.claims`) passes such a claim:
every other word is the source's.
"""

from __future__ import annotations

from .claim_sources import Sources
from .claim_text import Claim
from .condition_flip import turns_a_condition
from .duty_choice import makes_a_duty_a_choice
from .free_unsaid import free_unsaid
from .inclusion import gives_back_what_is_kept, puts_a_thing_on_the_other_side
from .only_scope import includes_the_unsaid, restricts_to_the_unsaid
from .permission_denied import denies_a_granted_permission, grants_a_denied_permission
from .prefix_negation import negates_by_prefix
from .recommendation import turns_a_recommendation
from .weekdays import names_an_unsaid_day
from .widened import joins_another_to_an_only, widens_the_subject


def turned_by_a_word(claim: Claim, sources: Sources) -> bool:
    """Whether a reader of one word finds ``claim`` saying what the cited sentences do not."""
    text, index, allowed = claim.text, sources.index, sources.allowed
    return (free_unsaid(text, sources)
            or denies_a_granted_permission(text, sources) is not None
            or grants_a_denied_permission(text, sources) is not None
            or turns_a_condition(text, index, allowed) is not None
            or negates_by_prefix(text, index, allowed) is not None
            or bool(names_an_unsaid_day(text, claim.asked.question if claim.asked else None, sources))
            or restricts_to_the_unsaid(text, sources) is not None
            or includes_the_unsaid(text, sources) is not None
            or widens_the_subject(text, sources) is not None
            or joins_another_to_an_only(text, sources) is not None
            or puts_a_thing_on_the_other_side(text, sources) is not None
            or gives_back_what_is_kept(text, sources) is not None
            or turns_a_recommendation(text, sources) is not None
            or makes_a_duty_a_choice(text, sources) is not None)
