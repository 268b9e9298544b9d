"""The reader's own figure, placed in the rule's case by the answer: words that say nothing of the
material ("and 20 days falls in that range", «а ваша весит 28 кг»), left out of what the cited
sentences must cover (:mod:`tether.checks.claim_text`, :mod:`tether.checks.clauses`)."""

from __future__ import annotations

import re

from ..figures.digits import DIGIT_RUN
from ..guard import lazy_pattern
from ..terms import figure_free_terms, subject_terms

MEASURED = lazy_pattern(r"(?:\b(?:weighs?|weighing|aged)|(?<!\w)(?:весит|весят|весом|возрастом|длится|длятся))\s*$",
                        re.IGNORECASE)
"""A verb right before the reader's own figure (one the question gives) that only says what it
measures: «а ваша *весит* 28 кг» restates the question (unseen35 dev u35-ru-003, a correct answer
that failed on «весит»). Not a comparative ("heavier than", «тяжелее»): that says which side of
the rule the case is on, and stays a term to cover — "dogs *heavier* than 30 kg are groomed" for
"over 30 kg … not accepted" is caught by it where the question repeats the rule's figure (a
review of this reader)."""

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


def placing_terms(text: str, digits: frozenset[str], own: frozenset[str]) -> frozenset[str]:
    """The words of the clauses of ``text`` that only place the reader's own figure (``digits``,
    the question's) in the rule's case (:data:`PLACING`): they are no claim about the material,
    and are left out of what the cited sentences must cover. ``own``: the question's subject
    terms, which such a clause may repeat. Both are read once per answer by the caller."""
    if not digits:
        return frozenset()
    parts = _JOINED_CLAUSE.split(text)
    out: set[str] = set()
    placing = set()
    for k, part in enumerate(parts):
        if k == 0 or digits.isdisjoint(DIGIT_RUN.findall(part)):
            continue
        terms = frozenset(figure_free_terms(part)) - own
        if terms & PLACING and terms <= PLACING | _POINTED:
            out |= terms
            placing.add(k)
    if out:
        # a word the rest of the sentence says too is its own claim there ("*Group* grooming costs
        # €50 …, and 30 kg falls in that group": a review of this reader)
        out -= set(figure_free_terms(" ".join(p for k, p in enumerate(parts) if k not in placing)))
    return frozenset(out)
