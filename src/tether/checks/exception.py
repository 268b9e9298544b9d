"""exception-overridden: the answer cites the material's exception, then talks it away.

The material was read correctly and then argued out of: "micro-enterprises
have 60 days, but in practice the general 45-day deadline always applies".
The pre-check needs both halves in the answer, in that order: something
acknowledged — an exception word (except / unless / exempt / за исключением /
кроме / если только …), or any statement followed by a contrastive turn
("…; however, in practice …", "…, однако на практике …") — and then an
override: a strong one ("regardless", "in any case", "formally/on paper …
but", "в любом случае", "независимо от") or a weak one ("in practice", "as a
rule", "на практике", "фактически") in a sentence that also asserts
generality ("always", "the general/standard rule", "всегда", "общий срок").
"In practice" alone, in support of the material, is not an override. The
gate asks that the material state some exception at all; the decision, that
a quoted exception sentence shares the answer's subject.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..contract import AnswerContract
from ..guard import Guarded, lazy_pattern
from ..models import CheckId, Violation
from ..verify.models import VerifyInput
from .base import Check, ExtractionRequest, Trigger, answer_lang, material_sentences
from .clauses import quoted_in
from .lexicon import EXCEPTION, Hints, any_hint, exception_pattern, folded, keys, sentence_around, weights_for

MIN_COVERAGE = 0.3
MIN_SHARED = 2

_STRONG = lazy_pattern(
    r"\b(?:regardless|irrespective|in\s+any\s+case|in\s+all\s+cases|anyway|either\s+way|all\s+the\s+same)\b|"
    r"\b(?:formally|on\s+paper|officially|technically|in\s+theory|nominally)\b[^.]{0,100}\b(?:but|however|yet|though)\b|"
    r"(?<![\w-])(?:в\s+любом\s+случае|во\s+всех\s+случаях|независимо\s+от|вс[её]\s+равно|"
    r"(?:формально|на\s+бумаге|официально|теоретически|номинально)(?![\w-])[^.]{0,100}(?<![\w-])(?:но|однако|а))(?![\w-])",
    re.IGNORECASE,
)
_WEAK = lazy_pattern(
    r"\b(?:in\s+practice|in\s+(?:actual\s+)?reality|in\s+real\s+life|realistically|practically|de\s+facto|"
    r"as\s+a\s+(?:general\s+)?rule|nevertheless|nonetheless|in\s+fact)\b|"
    r"(?<![\w-])(?:на\s+практике|фактически|на\s+деле|в\s+реальности|как\s+правило|тем\s+не\s+менее|"
    r"вс[её]\s+же)(?![\w-])",
    re.IGNORECASE,
)
_GENERAL = lazy_pattern(
    r"\b(?:always|general|generally|standard|usual|normal|regular|every|all|same|at\s+all)\b|"
    r"(?<![\w-])(?:всегда|общ(?:ий|ее|ая|его|ему|им|ем|ие|их)|стандартн\w*|обычн\w*|един\w*|"
    r"одинаков\w*|все|всех|всем|любо\w*|по-прежнему|вообще)(?![\w-])",
    re.IGNORECASE,
)


# "Although X is exempt, …", «Хотя X освобождается, …»: a concession whose own clause
# grants the exception, followed by a main clause that keeps the rule anyway.
_CONCESSIVE = lazy_pattern(
    r"\b(?:although|though|even\s+though|even\s+if|despite|in\s+spite\s+of|notwithstanding|while|whilst)\b|"
    r"(?<![\w-])(?:хотя|несмотря\s+на|невзирая\s+на|пусть)(?![\w-])",
    re.IGNORECASE,
)
_CONCESSIVE_HINTS: Hints = (
    ("though",), ("even", "if"), ("despite",), ("spite",), ("notwithstanding",), ("while",),
    ("whilst",), ("хотя",), ("несмотря",), ("невзирая",), ("пусть",),
)
# Where the concession ends and the main clause starts.
_CLAUSE_END = lazy_pattern(r"[,;:\u2014\u2013]")

# "but in practice", "однако на практике": the turn from what the material says.
_CONTRAST_BEFORE = lazy_pattern(
    r"(?:\b(?:but|however|yet|though|although|still)|(?<![\w-])(?:но|однако|а|хотя|зато))[\s,;:—-]*$",
    re.IGNORECASE,
)


# Words without which _STRONG / _WEAK cannot match (see lexicon.folded): one
# alternative per branch of the pattern, all its words required.
_STRONG_HINTS: Hints = (
    ("regardless",), ("irrespective",), ("any", "case"), ("all", "cases"), ("anyway",),
    ("either", "way"), ("all", "same"), ("formally",), ("paper",), ("officially",),
    ("technically",), ("theory",), ("nominally",),
    ("любом", "случае"), ("всех", "случаях"), ("независимо",), ("равно",),
    ("формально",), ("бумаге",), ("официально",), ("теоретически",), ("номинально",),
)
_WEAK_HINTS: Hints = (
    ("practice",), ("reality",), ("real", "life"), ("realistically",), ("practically",),
    ("fact",), ("rule",), ("nevertheless",),
    ("nonetheless",), ("практике",), ("фактически",), ("деле",), ("реальности",), ("правило",),
    ("менее",), ("все", "же"), ("всё", "же"),
)


def _concession(answer: str, low: str) -> tuple[int, int, int] | None:
    """A concession that grants an exception, then a main clause that does not apply it:
    "Although the policy makes an exception for X, your leave still expires". A main
    clause that names an exception itself ("…, it does not apply to you") applies one."""
    if not any_hint(low, _CONCESSIVE_HINTS):
        return None
    for m in _CONCESSIVE.finditer(answer):
        lo, hi = sentence_around(answer, m.start(), m.end())
        end = _CLAUSE_END.search(answer, m.end(), hi)
        if end is None:
            continue
        granted = exception_pattern().search(answer, m.end(), end.start())
        if granted and not exception_pattern().search(answer, end.end(), hi) and keys(answer[end.end():hi]):
            return granted.start(), end.end(), hi
    return None


def find_override(answer: str) -> tuple[int, int, int] | None:
    """(ack_start, override_start, override_end) when the answer first acknowledges
    something — an exception word, or any statement followed by a contrastive turn —
    and then overrides it, or concedes an exception and keeps the rule in its main clause."""
    low = folded(answer)
    for pattern, needs_general, hints in ((_STRONG, False, _STRONG_HINTS),
                                          (_WEAK, True, _WEAK_HINTS)):
        if not any_hint(low, hints):
            continue  # the pattern needs a word the answer lacks
        for m in pattern.finditer(answer):
            lo, hi = sentence_around(answer, m.start(), m.end())
            # The generality must be what the override asserts, after it: "…, so in practice
            # yours needs none" draws the exception's consequence, it does not override it.
            if needs_general and (not _GENERAL.search(answer, m.end(), hi)
                                  or _CONSEQUENCE_BEFORE.search(answer[lo : m.start()])):
                continue
            ack = exception_pattern().search(answer, 0, m.start())
            if ack:
                return ack.start(), m.start(), m.end()
            if pattern is _STRONG and m.group(0).split()[0].lower() in _CONCEDING_WORDS:
                return m.start(), m.start(), m.end()  # "formally X, but …" grants X itself
            if m.start() > 0 and (
                pattern is _STRONG or _CONTRAST_BEFORE.search(answer[: m.start()])
            ):
                return 0, m.start(), m.end()
    return _concession(answer, low)


# The first words of _STRONG's "formally … but" branch: the match holds its own acknowledgement.
_CONCEDING_WORDS = frozenset(
    "formally on officially technically in nominally формально на официально теоретически номинально".split()
)
_CONSEQUENCE_BEFORE = lazy_pattern(
    r"(?:\b(?:so|therefore|thus|hence|which\s+means)|(?<![\w-])(?:поэтому|значит|так\s+что|следовательно))"
    r"[\s,]*$",
    re.IGNORECASE,
)


# EXCEPTION over a fragment, tried only where one of its words occurs (one word of each
# branch: "with the exception" holds "except", «за исключением» «исключ», "other than"
# "other", "does not apply" "apply", «если только» «если», «не применяется» «применя»…).
_EXCEPTION_IN_MATERIAL = Guarded(EXCEPTION, re.IGNORECASE, (
    "except", "unless", "exempt", "exclu", "save", "other", "however", "apply",
    "исключ", "кроме", "если", "освобожд", "распространя", "применя", "однако"))


@lru_cache(maxsize=4096)
def _states_exception(text: str) -> bool:
    """The gate's test on one fragment, once per text."""
    return _EXCEPTION_IN_MATERIAL.search(text) is not None


def _the_materials_words(sentence: str, inp: VerifyInput) -> bool:
    """Whether ``sentence`` (closing stop aside) is word for word in a fragment of the material."""
    return any(quoted_in(sentence, f.text) for f in inp.context.fragments)


@dataclass(frozen=True)
class ExceptionOverridden(Check):
    id: CheckId = "exception-overridden"

    def ruled_out(self, answer: AnswerContract | None, inp: VerifyInput) -> bool:
        # The gate reads only the material, each fragment's answer kept: with no exception
        # stated there, no override can contradict one, and the answer need not be scanned
        # for the many words an override is said with.
        return answer is None or not any(_states_exception(f.text) for f in inp.context.fragments)

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if answer is None:
            return None
        found = find_override(answer.answer)
        if not found:
            return None
        ack_start, o_start, o_end = found
        if _the_materials_words(answer.answer[slice(*sentence_around(answer.answer, o_start, o_end))], inp):
            # «… стоит 590 рублей независимо от суммы заказа» quoted from the material is its rule,
            # not the answer talking an exception away (unseen4 dev u4shop-001: the template
            # presenter's quote failed)
            return None
        lo, _ = sentence_around(answer.answer, ack_start, ack_start + 1)
        _, hi = sentence_around(answer.answer, o_start, o_end)
        passage = answer.answer[lo:hi]
        return Trigger(
            self.id,
            answer.answer[o_start:o_end],
            (o_start, o_end),
            kind="override",
            subject=keys(passage),
            subject_text=passage.strip(),
        )

    def gate(self, trigger: Trigger, inp: VerifyInput) -> bool:
        return any(_states_exception(f.text) for f in inp.context.fragments)

    def extraction(self, trigger: Trigger, inp: VerifyInput) -> ExtractionRequest:
        return ExtractionRequest(
            check=self.id,
            instruction=(
                "Copy every sentence of the material that states an exception to a rule "
                f"(except, unless, exempt, does not apply) about: {trigger.subject_text}"
            ),
            fragments=tuple(inp.context.fragments),
            cues=(EXCEPTION,),
            subject=trigger.subject,
            min_shared=1,
            lang=answer_lang(inp),
        )

    def _stated(self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput) -> list[str]:
        weights = weights_for(material_sentences(inp))
        return [
            q
            for q in quotes
            if exception_pattern().search(q)
            and (
                weights.shared(trigger.subject, keys(q)) >= MIN_SHARED
                or weights.coverage(trigger.subject, keys(q)) >= MIN_COVERAGE
            )
        ]

    def judge(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> Violation | None:
        stated = self._stated(trigger, quotes, inp)
        if not stated:
            return None
        return Violation(
            check=self.id,
            detail=f'the material states an exception ("{stated[0]}") and the answer overrides it '
            f'("{trigger.form}")',
            span=trigger.span,
        )

    def evidence(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> tuple[str, ...]:
        return tuple(self._stated(trigger, quotes, inp))
