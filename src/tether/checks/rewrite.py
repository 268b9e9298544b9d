"""What happens on a hit: one rewrite with the same material and one corrective sentence.

The sentence says what to produce, never what to avoid: an early corrective
showed the wrong format three times and asked the model not to produce it,
and the model produced it again. For ``wrong-document`` it carries the
mapping the model cannot derive on its own — which fragment ids belong to
the document the question names — because "you cited the wrong document"
alone changed nothing in three tries out of three.

``check_and_rewrite`` is the only place the limit lives: at most one rewrite;
a hit on the rewritten answer ends as failed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ..contract import parse_output
from ..jurisdictions import NAMES
from ..models import Violation
from ..verify.models import VerifyInput
from .base import CheckRecord, CheckReport, Extractor, Lang, answer_lang
from .jurisdiction import single_jurisdiction
from .run import ALL, run_checks
from .wrong_document import document_of, fragments_of, named_documents

MAX_REWRITES = 1


def _jurisdiction_name(code: str, lang: Lang) -> str:
    names = NAMES.get(code, ())
    wanted = (
        [n for n in names if any("а" <= c.lower() <= "я" for c in n)]
        if lang == "ru"
        else list(names)
    )
    return f"{wanted[0]} ({code})" if wanted else code


def _wrong_document(inp: VerifyInput, lang: Lang) -> str:
    fragments = inp.context.fragments
    named = named_documents(inp.question, fragments)
    parsed = parse_output(inp.output, inp.finish_reason)
    cited = (
        parsed.contract.documentation_citations[0]
        if parsed.contract and parsed.contract.documentation_citations
        else ""
    )
    cited_doc = document_of(cited, fragments) if cited else ""
    if not named:  # called outside a wrong-document hit: the general form of the same request
        if lang == "ru":
            return "Ссылайтесь на фрагменты документа, который назван в вопросе."
        return "Cite the fragments of the document the question names."
    doc = named[0]
    ids = ", ".join(fragments_of(doc, fragments))
    if lang == "ru":
        tail = f" — {cited} относится к документу {cited_doc}." if cited else "."
        return f"Вопрос касается документа {doc}; его фрагменты — {ids}; ссылайтесь на них{tail}"
    tail = f" — {cited} belongs to document {cited_doc}." if cited else "."
    return f"The question is about document {doc}; its fragments are {ids}; cite those{tail}"


# One sentence per check and language; {name} is the jurisdiction, {quote} the
# material's own sentence (with its lead-in), empty when there is none.
_TEMPLATES: Mapping[tuple[str, str], str] = MappingProxyType({
    ("number-without-jurisdiction", "en"):
        "Name the jurisdiction {name} next to every figure in the answer, "
        "since all the material applies to it.",
    ("number-without-jurisdiction", "ru"):
        "Укажите рядом с каждой цифрой ответа юрисдикцию {name}, "
        "к которой относится весь материал.",
    ("acceptance-contradiction", "en"):
        "Answer with what the material says about whether this submission is accepted, "
        "quoting its sentence{quote}.",
    ("acceptance-contradiction", "ru"):
        "Ответьте так, как материал говорит о приёме такой подачи, "
        "и процитируйте его предложение{quote}.",
    ("exception-overridden", "en"):
        "Apply the exception exactly as the material states it{quote}, "
        "and give the conclusion that follows from it for the case asked about.",
    ("exception-overridden", "ru"):
        "Примените исключение так, как его формулирует материал{quote}, "
        "и дайте вывод, который из него следует для заданного случая.",
    ("unsupported-explicit-rule", "en"):
        "Describe the rule in the words of the material sentence that sets it, "
        "quoting that sentence, and list what the material leaves open under limitations.",
    ("unsupported-explicit-rule", "ru"):
        "Опишите правило словами предложения материала, которое его устанавливает, "
        "процитировав это предложение, а то, что материал оставляет открытым, "
        "перечислите в limitations.",
    ("raw-tool-call", "en"):
        'Reply with one JSON object with the keys "answer", "entityCitations", '
        '"documentationCitations" and "limitations", '
        "writing the answer in words from the material given.",
    ("raw-tool-call", "ru"):
        'Ответьте одним JSON-объектом с ключами "answer", "entityCitations", '
        '"documentationCitations" и "limitations", написав ответ словами из данного материала.',
    ("*", "en"):
        "Answer again from the sentences of the material, citing the fragments they come from.",
    ("*", "ru"):
        "Ответьте заново, опираясь на предложения материала "
        "и ссылаясь на фрагменты, из которых они взяты.",
})
_QUOTE_LEAD = MappingProxyType({
    ("acceptance-contradiction", "en"): ': "{}"',
    ("acceptance-contradiction", "ru"): ": «{}»",
    ("exception-overridden", "en"): ' "{}"',
    ("exception-overridden", "ru"): " «{}»",
})


def corrective_sentence(
    violation: Violation, inp: VerifyInput, lang: Lang | None = None, evidence: Sequence[str] = ()
) -> str:
    """ONE sentence telling the model what to produce in its rewrite.

    ``evidence`` (the verbatim quotes behind the hit, from the CheckRecord) is
    quoted when it helps: the material's own sentence is the best instruction.
    """
    lang = lang or answer_lang(inp)
    if violation.check == "wrong-document":
        return _wrong_document(inp, lang)
    if violation.check == "unsupported-claim":
        return correction_for([violation], inp, lang)
    key = (violation.check, lang)
    template = _TEMPLATES.get(key, _TEMPLATES[("*", lang)])
    lead = _QUOTE_LEAD.get(key)
    quote = lead.format(evidence[0]) if lead and evidence else ""
    name = ""
    if violation.check == "number-without-jurisdiction":
        name = _jurisdiction_name(single_jurisdiction(inp) or "", lang)
    return template.format(name=name, quote=quote)


@dataclass(frozen=True)
class CheckedAnswer:
    final_raw: str
    report: CheckReport  # of the final answer
    rewritten: bool
    records: tuple[CheckRecord, ...]  # of every round, in order
    correction: str | None = None

    @property
    def failed(self) -> bool:
        """A hit that survived the one rewrite (or a hit with no rewrite allowed)."""
        return self.report.hit


def _check(raw: str, inp: VerifyInput, extractor: Extractor) -> tuple[VerifyInput, CheckReport]:
    current = inp.model_copy(update={"output": raw})
    parsed = parse_output(raw, current.finish_reason)
    return current, run_checks(current, parsed.contract, extractor, ALL)


def _evidence_for(violation: Violation, report: CheckReport) -> tuple[str, ...]:
    for record in report.records:
        if record.check == violation.check and record.hit:
            return record.evidence
    return ()


def check_and_rewrite(
    first_answer_raw: str,
    inp: VerifyInput,
    extractor: Extractor,
    rewrite: Callable[[str], str],
) -> CheckedAnswer:
    """Check the first answer; on a hit, ONE rewrite with the corrective sentence.

    ``rewrite(correction)`` runs the provider again with the same material plus
    ``correction`` and returns the new raw text (the caller verifies it too).
    Errors raised by ``rewrite`` propagate: the caller's provider handling
    applies to it as to the first run.
    """
    current, report = _check(first_answer_raw, inp, extractor)
    records = list(report.records)
    if not report.hit:
        return CheckedAnswer(first_answer_raw, report, False, tuple(records))
    violation = report.violations[0]  # ALL's order is the priority
    correction = corrective_sentence(
        violation, current, answer_lang(inp), _evidence_for(violation, report)
    )
    rewrites = 0
    raw = first_answer_raw
    while report.hit and rewrites < MAX_REWRITES:
        raw = rewrite(correction)
        rewrites += 1
        current, report = _check(raw, inp, extractor)
        records.extend(report.records)
    return CheckedAnswer(raw, report, True, tuple(records), correction)


# -- the deterministic checks' violations (issue 11): one rewrite for every fixable one --

FIXABLE: frozenset[str] = frozenset({
    "empty-answer", "unknown-entity", "unknown-citation", "missing-citation", "unknown-fact-label",
    "fact-mismatch", "unsupported-number", "unsupported-date", "misattributed-figure",
    "unperformed-mutation", "degenerate-output", "unsupported-claim",
})
"""What one instruction can fix. Not: a broken contract (that has its repair), a cut or
oversized output, and never access — nothing the model writes changes what it may read."""

_FIX: Mapping[tuple[str, str], str] = MappingProxyType({
    ("citation", "en"): "List in documentationCitations the ids of the fragments your answer comes from, "
                        "copied from the brackets: {fragments}.",
    ("citation", "ru"): "Укажите в documentationCitations идентификаторы фрагментов, из которых взят ответ, "
                        "как они написаны в скобках: {fragments}.",
    ("entity", "en"): 'Use in entityCitations only these objects, or none: {entities}.',
    ("entity", "ru"): "Указывайте в entityCitations только эти объекты или ни одного: {entities}.",
    ("figure", "en"): "Give each figure exactly as the fragment you cite writes it, next to what it measures "
                      "there, with that fragment cited; leave out any figure the material does not state.",
    ("figure", "ru"): "Приводите каждую цифру точно так, как её пишет цитируемый фрагмент, рядом с тем, что она "
                      "там означает, и ссылайтесь на этот фрагмент; не приводите цифр, которых нет в материале.",
    ("claim", "en"): "State only what {cited} says, quoting it as written where it is in another language; "
                     "drop: {claims}.",
    ("claim", "ru"): "Утверждайте только то, что говорит {cited}, цитируя его как есть, если он на другом языке; "
                     "уберите: {claims}.",
    ("action", "en"): "Do not say that you did anything; say what the material states and what the reader can do.",
    ("action", "ru"): "Не пишите, что вы что-то сделали; изложите, что сказано в материале "
                      "и что может сделать читатель.",
    ("shape", "en"): "Answer the question in your own sentences from the material, each point once, "
                     "with every label written whole as [tN].",
    ("shape", "ru"): "Ответьте на вопрос своими словами по материалу, каждую мысль один раз, "
                     "каждую метку полностью в виде [tN].",
})
_GROUP = MappingProxyType({
    "unknown-citation": "citation", "missing-citation": "citation", "unknown-entity": "entity",
    "unknown-fact-label": "figure", "fact-mismatch": "figure", "unsupported-number": "figure",
    "unsupported-date": "figure", "misattributed-figure": "figure", "unsupported-claim": "claim",
    "unperformed-mutation": "action", "degenerate-output": "shape", "empty-answer": "shape",
})


def fixable(violations: Sequence[Violation]) -> bool:
    """True when every violation is one an instruction can fix (and there is one)."""
    return bool(violations) and all(v.check in FIXABLE for v in violations)


def correction_for(violations: Sequence[Violation], inp: VerifyInput, lang: Lang | None = None) -> str:
    """The instructions for one rewrite: one sentence per kind of problem, in a fixed order,
    each saying what to produce (the valid ids, the valid entities, the cited text)."""
    lang = lang or answer_lang(inp)
    ctx = inp.context
    parsed = parse_output(inp.output, inp.finish_reason).contract
    cited = [c for c in (parsed.documentation_citations if parsed else []) if c in {f.id for f in ctx.fragments}]
    claims = [v.detail.split('" is not stated', 1)[0].lstrip('"') for v in violations if v.check == "unsupported-claim"]
    values = {
        "fragments": ", ".join(f.id for f in ctx.fragments),
        "entities": ", ".join(json.dumps(e.wire(), ensure_ascii=False) for e in ctx.entities) or "[]",
        "cited": ", ".join(cited) or ", ".join(f.id for f in ctx.fragments),
        "claims": "; ".join(f"«{c}»" for c in claims[:3]),
    }
    groups = dict.fromkeys(_GROUP[v.check] for v in violations if v.check in _GROUP)
    return " ".join(_FIX[(g, lang)].format(**values) for g in ("citation", "entity", "figure", "claim", "action",
                                                              "shape") if g in groups)
