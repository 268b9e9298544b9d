"""The reader's own figure, placed in the rule's case by the answer: words that say nothing of the
material ("and 20 days falls in that range", «а ваша весит 28 кг»), left out of what the cited
sentences must cover (:mod:`tether.checks.claim_text`, :mod:`tether.checks.clauses`)."""

from __future__ import annotations

import re

from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..terms import figure_free_terms, subject_terms

MEASURED = lazy_pattern(r"(?:\b(?:heavier|lighter|older|younger|longer|shorter|taller|weighs?|weighing|aged)"
                        r"(?:\s+than)?|(?<!\w)(?:тяжелее|легче|старше|младше|дольше|короче|выше|ниже|весит|весят|"
                        r"весом|весу|возрастом|длится|длятся)(?:\s+чем)?)\s*$", re.IGNORECASE)
"""A word right before the reader's own figure (one the question gives) that only says what it
measures or which side of the rule it stands on: «а ваша *весит* 28 кг», "your father is *older
than* 75" restate the question (unseen35 dev u35-ru-003, a correct answer that failed on «весит»
and «тяжелее»). Before the rule's own figure such a word stays a term to cover: "dogs *heavier*
than 25 kg are groomed" for "over 25 kg … not groomed" is caught by it where the verbs'
stems differ («стригут» / «стрижём»), which the polarity reader cannot meet."""

PLACING = frozenset(subject_terms(
    "fall falls fit fits range band bracket within between inside covered case cases applies apply "
    "попадает попадаете попадают подпадает подпадаете диапазон промежуток интервал случай случае относится "
    "укладывается укладываются укладываетесь"))
"""The words an answer places the reader's own figure with in the rule's case: "… is refunded at
50 %, and *20 days falls in that range*" (unseen34 dev u34-en-006, a correct answer for a reader
cancelling 20 days before, against "14 to 29 days"), «а 11 месяцев *укладываются* в этот срок»
(unseen35 dev u35-ru-006). A clause of only these words, holding a figure of the question, adds
no statement of its own."""
_POINTED = frozenset(subject_terms("срок сроки группу группа группе period window limit limits group "
                                   "весом весит вес weighs weighing weight aged age возрастом возраст"))
"""What such a clause points back to ("in *that period*", «в эту *группу*»), and what the reader's
figure measures («бигль *весом* 15 кг»: unseen35 dev u35-ru-030): the rule's words, named again."""
_JOINED_CLAUSE = lazy_pattern(r";|,\s+(?:and|so|а|и|так\s+что)\s|\s[—–]\s", re.IGNORECASE)


def placing_terms(text: str, question: str) -> frozenset[str]:
    """The words of the clauses of ``text`` that only place the reader's own figure (digits of
    the ``question``) in the rule's case (:data:`PLACING`): they are no claim about the
    material, and are left out of what the cited sentences must cover."""
    digits = frozenset(DIGIT_RUN.findall(question))
    if not digits:
        return frozenset()
    own = frozenset(subject_terms(question))
    out: set[str] = set()
    for part in _JOINED_CLAUSE.split(text)[1:]:
        if digits.isdisjoint(DIGIT_RUN.findall(part)):
            continue
        terms = frozenset(figure_free_terms(part)) - own
        if terms & PLACING and terms <= PLACING | _POINTED:
            out |= terms
    return frozenset(out)
