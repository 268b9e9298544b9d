"""The shape every answer check has (seed 001): pre-check → one extraction → decision.

The order is fixed and is what makes a check affordable:

1. ``precheck`` — strings and patterns over the finished answer (and, where a
   cheap string test can rule the form out, over the material). No model, no
   I/O. Almost always ``None``, and then the check is over.
2. Only when it fired: ONE ``ExtractionRequest`` answered by an ``Extractor``,
   which *copies* sentences from the material. It is never asked to judge.
3. ``decide`` — code. An extracted sentence counts only when it occurs in the
   material character for character after one documented normalisation
   (``tether.text.normalize_ws``). A fabricated or paraphrased quote is discarded, however
   close: otherwise a judge could invent a sentence and refute a correct
   answer with it.

Checks that need no extraction (the figure/jurisdiction, document and
tool-call checks) return ``None`` from ``extraction`` and decide from the
context alone.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Literal, Protocol, runtime_checkable

from ..contract import AnswerContract
from ..models import CheckId, Violation
from ..text import detect_lang, normalize_ws, sentences
from ..verify.models import ContextFragment, VerifyInput

Lang = Literal["en", "ru"]


@dataclass(frozen=True, slots=True)
class Trigger:
    """What a pre-check saw: the matched form and what the decision needs from it."""

    check: CheckId
    form: str  # the answer text that matched, as written
    span: tuple[int, int] | None = None  # into the answer string
    kind: str = ""  # the check's sub-kind: "permit" | "forbid" | "require", "json", …
    subject: tuple[str, ...] = ()  # term keys of the claim's subject (see lexicon.keys)
    subject_text: str = ""  # the subject as written, for the extraction instruction
    evidence: tuple[str, ...] = ()  # deterministic evidence (jurisdiction, document ids, …)


@dataclass(frozen=True, slots=True)
class ExtractionRequest:
    """One request to copy sentences from the material.

    ``instruction`` says in words exactly what to copy (for a model).
    ``cues`` and ``subject`` say the same thing for the lexical extractor: a
    sentence qualifies when one cue pattern matches it and it shares at least
    ``min_shared`` subject keys.
    """

    check: CheckId
    instruction: str
    fragments: tuple[ContextFragment, ...]
    cues: tuple[str, ...] = ()
    subject: tuple[str, ...] = ()
    min_shared: int = 1
    lang: Lang = "en"


@runtime_checkable
class Extractor(Protocol):
    """Copies sentences from the material; never judges."""

    def extract(self, request: ExtractionRequest) -> list[str]: ...


@dataclass(frozen=True, slots=True)
class CheckRecord:
    """One check's run on one answer, so that firing rates are data, not opinion."""

    check: CheckId
    form_matched: bool  # the answer-side pattern matched (before any material test)
    precheck_fired: bool
    extraction_run: bool
    extracted_count: int
    verbatim_count: int
    hit: bool
    skipped: str | None = None  # "check-skipped: <reason>: <detail>" when the check failed open
    evidence: tuple[str, ...] = ()  # the verbatim quotes the decision used
    skip_reason: str | None = None  # the reason code alone, for logs and metrics (never the detail)


@dataclass(frozen=True, slots=True)
class CheckReport:
    violations: tuple[Violation, ...]
    records: tuple[CheckRecord, ...]

    @property
    def hit(self) -> bool:
        return bool(self.violations)


# ---------------------------------------------------------------------------
# The verbatim comparison, after the project's one normalisation (``normalize_ws``).


def occurs_verbatim(quote: str, material: Sequence[str]) -> bool:
    """True when ``quote`` occurs in one material text after ``normalize_ws``.

    The quote must also start and end on a word boundary: "accepted" cut out
    of "unaccepted" is not a quote of the material.
    """
    q = normalize_ws(quote)
    if not q:
        return False
    for text in material:
        t = _normalised(text)
        start = t.find(q)
        while start >= 0:
            end = start + len(q)
            before_ok = start == 0 or not (t[start - 1].isalnum() and q[0].isalnum())
            after_ok = end == len(t) or not (t[end].isalnum() and q[-1].isalnum())
            if before_ok and after_ok:
                return True
            start = t.find(q, start + 1)
    return False


@lru_cache(maxsize=1024)
def _normalised(text: str) -> str:
    """``normalize_ws`` of a material text, done once however many quotes are compared."""
    return normalize_ws(text)


def material_texts(inp: VerifyInput) -> list[str]:
    """The texts quotes are compared with: each fragment's text on its own."""
    return [f.text for f in inp.context.fragments]


@lru_cache(maxsize=1024)
def _sentences_of(text: str) -> tuple[str, ...]:
    return tuple(sentences(text))


def material_sentences(inp: VerifyInput) -> list[str]:
    """Every sentence of the fragments (``tether.text.sentences``), in order.

    Several checks read the material sentence by sentence (the gate, the
    weights, the decision); each fragment is split once, however often it is
    asked for, in this request or a later one with the same fragments.
    """
    return [s for f in inp.context.fragments for s in _sentences_of(f.text)]


def verbatim_quotes(extracted: Sequence[object], inp: VerifyInput) -> tuple[str, ...]:
    """The extracted items that are strings occurring verbatim in the material."""
    material = material_texts(inp)
    out: list[str] = []
    for item in extracted:
        if isinstance(item, str) and occurs_verbatim(item, material):
            q = normalize_ws(item)
            if q not in out:
                out.append(q)
    return tuple(out)


# ---------------------------------------------------------------------------


class Check(ABC):
    """An answer check. Subclasses are stateless and immutable.

    The pre-check is ``form`` (a pattern over the answer) followed by ``gate``
    (an optional cheap string test over the material that rules the form out,
    e.g. "no sentence of the material negates acceptance at all"). Both are
    deterministic; the runner records them separately, so the data shows how
    often the answer-side form alone would have cost an extraction call.
    """

    id: CheckId

    @abstractmethod
    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        """The answer-side pattern. ``answer`` is None when the output did not parse."""

    def gate(self, trigger: Trigger, inp: VerifyInput) -> bool:
        """False when a string test over the material already rules the form out."""
        return True

    def ruled_out(self, answer: AnswerContract | None, inp: VerifyInput) -> bool:
        """True when the gate would refuse whatever the form found: a shortcut for
        callers that want only the violation, never the record (``BoundCheck``).

        Only for checks whose gate does not depend on the matched form; it must be
        at least as cheap as the form. The default rules nothing out.
        """
        return False

    def precheck(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        """The deterministic pre-check: the form, kept only if the gate lets it through."""
        trigger = self.form(answer, inp)
        return trigger if trigger is not None and self.gate(trigger, inp) else None

    def extraction(self, trigger: Trigger, inp: VerifyInput) -> ExtractionRequest | None:
        """The one extraction request, or None for a check that needs none."""
        return None

    def decide(
        self, trigger: Trigger, extracted: Sequence[object], inp: VerifyInput
    ) -> Violation | None:
        """The decision in code. Only verbatim quotes ever reach ``judge``."""
        return self.judge(trigger, verbatim_quotes(extracted, inp), inp)

    @abstractmethod
    def judge(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> Violation | None:
        """Decide from verbatim quotes only."""

    def evidence(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> tuple[str, ...]:
        """The quotes behind a hit (they feed the corrective sentence). Default: all."""
        return quotes


def answer_lang(inp: VerifyInput) -> Lang:
    """The language a corrective sentence or instruction should use."""
    if inp.lang:
        return inp.lang
    return detect_lang(inp.question) if inp.question.strip() else detect_lang(inp.output)
