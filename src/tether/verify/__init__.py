"""Deterministic verification of one model output against its context (DESIGN step 8).

``verify`` parses the output into the answer contract, builds the material
index once, runs the deterministic checks and then any plugged-in answer
checks (seed 001), and settles the status by CONTRACTS §3.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from ..contract import AnswerContract, is_raw_tool_call, parse_output
from ..models import Violation
from ..text import detect_lang
from .checks import (
    AnswerText,
    check_citations,
    check_entities,
    check_fact_labels,
    check_figures,
    scan_answer,
)
from .comparators import (
    FactValue,
    compare,
    normalize_currency,
    normalize_duration_unit,
    normalize_fact_value,
    parse_fact_value,
)
from .degenerate import check_degenerate
from .entailment import DEFAULT_SCORER, EntailmentScorer, TokenContainmentScorer
from .grounding import check_attribution, check_missing_citation
from .material import Material, MaterialFragment, build_material
from .models import ContextFact, ContextFragment, Mutation, VerifyContext, VerifyInput, VerifyResult
from .mutations import check_unperformed_mutations, find_claims

__all__ = [
    "AnswerCheck", "AnswerText", "ContextFact", "ContextFragment", "DEFAULT_SCORER",
    "EntailmentScorer", "FactValue", "Material", "MaterialFragment",
    "Mutation", "TokenContainmentScorer", "VerifyContext", "VerifyInput",
    "VerifyResult", "build_material", "compare", "deterministic_checks",
    "find_claims", "normalize_currency", "normalize_duration_unit",
    "normalize_fact_value", "parse_fact_value", "verify",
]


class AnswerCheck(Protocol):
    """A seed-001 answer check plugged into ``verify``.

    It must not re-report ``unsupported-number``: the deterministic checks own it.
    """

    def __call__(self, inp: VerifyInput, contract: AnswerContract,
                 material: Material) -> list[Violation]: ...


def deterministic_checks(inp: VerifyInput, contract: AnswerContract, material: Material, *,
                         scorer: EntailmentScorer = DEFAULT_SCORER) -> list[Violation]:
    """Every deterministic check over a parsed contract, in a stable order.

    ``limitations`` are checked like the answer for figures, claimed actions and
    attribution (CONTRACTS §3): a limitation is text the reader reads too.
    """
    ctx = inp.context
    answer = scan_answer(contract.answer)
    citations, _ = check_citations(contract, ctx)
    vouched: set[int] = set()
    labels = check_fact_labels(answer, ctx, material, scorer, vouched)
    out = [
        *check_missing_citation(contract, ctx),
        *check_entities(contract, ctx),
        *citations,
        *check_degenerate(contract, inp.question),
        *check_unperformed_mutations(contract.answer, ctx.performed_mutations,
                                     list(answer.sentences), answer.tokens),
        *labels,
        *check_figures(answer, material, vouched),
        *check_attribution(answer, contract, ctx, material, inp.question, vouched),
    ]
    for i, limitation in enumerate(contract.limitations):
        out += [_in_limitation(i, v) for v in _limitation_checks(limitation, inp, contract, material)]
    return out


def _limitation_checks(text: str, inp: VerifyInput, contract: AnswerContract,
                       material: Material) -> list[Violation]:
    lim = scan_answer(text)
    return [
        *check_unperformed_mutations(text, inp.context.performed_mutations, list(lim.sentences), lim.tokens),
        *check_figures(lim, material),
        *check_attribution(lim, contract, inp.context, material, inp.question, set()),
    ]


def _in_limitation(index: int, v: Violation) -> Violation:
    """A violation found in ``limitations[index]``: spans point into the answer string, so
    this one names its place in the detail instead."""
    return v.model_copy(update={"detail": f"limitations[{index}]: {v.detail}", "span": None})


def verify(inp: VerifyInput, *, answer_checks: Sequence[AnswerCheck] = (),
           scorer: EntailmentScorer = DEFAULT_SCORER) -> VerifyResult:
    """Verify one model output against the context it was given (``tether verify``)."""
    parsed = parse_output(inp.output, inp.finish_reason)
    if parsed.violations or parsed.contract is None:
        violations = list(parsed.violations)
        if inp.finish_reason == "length" and not any(v.check == "truncated" for v in violations):
            # CONTRACTS §3: `length` is always `truncated`, even when the output is also empty.
            violations.append(Violation(check="truncated",
                                        detail="the provider stopped at its length limit"))
        if is_raw_tool_call(inp.output):
            # CONTRACTS §3: the whole output is a tool call, not an answer. That is
            # the diagnosis; "not a contract" would only restate it.
            violations = [v for v in violations if v.check != "contract-invalid"]
            violations.append(Violation(check="raw-tool-call",
                                        detail="the output is a tool call, not an answer"))
        return VerifyResult(status="failed", violations=violations)
    contract = parsed.contract
    material = build_material(inp)
    violations = deterministic_checks(inp, contract, material, scorer=scorer)
    seen = {(v.check, v.span if v.span else v.detail) for v in violations}
    for check in answer_checks:
        try:
            extra = check(inp, contract, material)
        except Exception:  # fail open (seed 001): a broken check lets the answer through
            import logging  # only now: `tether verify` imports no logging to log nothing (issue 15)

            logging.getLogger(__name__).exception("answer check %r failed; ignored", check)
            continue
        for v in extra:
            key = (v.check, v.span if v.span else v.detail)
            if key not in seen:
                seen.add(key)
                violations.append(v)
    return _settle(inp, contract, violations)


def _settle(inp: VerifyInput, contract: AnswerContract,
            violations: list[Violation]) -> VerifyResult:
    """CONTRACTS §3: ``passed_with_limitations`` only for unconfirmed citations beside a
    confirmed one; any other violation fails."""
    if not violations:
        return VerifyResult(status="passed", answer=contract)
    _, confirmed = check_citations(contract, inp.context)
    if confirmed and all(v.check == "unknown-citation" for v in violations):
        removed = [c for c in contract.documentation_citations if c not in confirmed]
        lang = inp.lang or detect_lang(contract.answer)
        limitation = _limitation(removed, lang)
        trimmed = contract.model_copy(update={
            "documentation_citations": confirmed,
            "limitations": [*contract.limitations, limitation],
        })
        return VerifyResult(status="passed_with_limitations", violations=violations,
                            limitations=[limitation], answer=trimmed)
    return VerifyResult(status="failed", violations=violations, answer=contract)


def _limitation(removed: list[str], lang: str) -> str:
    ids = ", ".join(removed)
    if lang == "ru":
        if len(removed) == 1:
            return f"Ссылка {ids} не подтверждена среди отобранных фрагментов и удалена из ответа."
        return f"Ссылки {ids} не подтверждены среди отобранных фрагментов и удалены из ответа."
    if len(removed) == 1:
        return (f"The citation {ids} could not be confirmed among the selected fragments "
                "and was removed.")
    return (f"The citations {ids} could not be confirmed among the selected fragments "
            "and were removed.")
