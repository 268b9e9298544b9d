"""Builders for `tether verify` inputs used across the verifier's tests."""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from decimal import Decimal

from tether.figures import find_mentions
from tether.figures.quantities import Mention
from tether.verifier import verify_output
from tether.verify import VerifyInput

FEES_EN = (
    "The registration fee is 1 250 EUR. Applications filed electronically are charged 850 EUR. "
    "The fee is payable within 30 working days of the invoice date (Article 5). "
    "Fee schedule version 2024.2 applies from 12.06.2024. Use form NW-200. "
    "A late payment surcharge of 5% applies; an appeal may be lodged within 30 days."
)
FEES_RU = (
    "Регистрационная пошлина составляет 1 250 евро. За электронную подачу взимается 850 евро. "
    "Пошлина уплачивается в течение 30 рабочих дней (ст. 5). "
    "Тарифы действуют с 12 июня 2024 г. Надбавка за просрочку — 5 %."
)


def fragment(text: str, fid: str = "fees-de#registration", **extra: object) -> dict:
    return {"id": fid, "documentId": fid.split("#")[0], "text": text, **extra}


def fact(label: str, kind: str, value: str, unit: str | None = None,
         fragment_id: str = "fees-de#registration") -> dict:
    out = {"label": label, "kind": kind, "value": value, "fragmentId": fragment_id}
    if unit is not None:
        out["unit"] = unit
    return out


def contract(answer: str, *, citations: Sequence[str] = ("fees-de#registration",),
             entities: Iterable[dict] = (), limitations: Sequence[str] = ()) -> str:
    return json.dumps({
        "answer": answer,
        "entityCitations": list(entities),
        "documentationCitations": list(citations),
        "limitations": list(limitations),
    }, ensure_ascii=False)


def make_input(answer: str, *, text: str = FEES_EN, facts: Sequence[dict] = (),
               fragments: Sequence[dict] | None = None, question: str = "",
               citations: Sequence[str] = ("fees-de#registration",),
               entities: Iterable[dict] = (), context_entities: Sequence[dict] = (),
               performed: Sequence[dict] = (), output: str | None = None,
               finish_reason: str | None = "stop", lang: str | None = None) -> VerifyInput:
    data = {
        "question": question,
        "context": {
            "entities": list(context_entities),
            "fragments": list(fragments) if fragments is not None else [fragment(text)],
            "facts": list(facts),
            "performedMutations": list(performed),
        },
        "output": output if output is not None else contract(answer, citations=citations,
                                                            entities=entities),
        "finishReason": finish_reason,
    }
    if lang:
        data["lang"] = lang
    return VerifyInput.model_validate(data)


def only(text: str, kind: str | None = None) -> Mention:
    """The single mention of ``text`` (of ``kind``, when given)."""
    found = [m for m in find_mentions(text) if kind is None or m.kind == kind]
    assert len(found) == 1, found
    return found[0]


def values(m: Mention) -> list[Decimal]:
    return [r.value for r in m.readings]


def checks_citing_all(fragments: Sequence[tuple[str, str]], answer: str, question: str) -> list[str]:
    """The check ids ``verify`` reports for ``answer`` citing every one of ``fragments``
    (``(id, text)`` pairs; the document is the id's part before "#")."""
    out = json.dumps({"answer": answer, "entityCitations": [], "limitations": [],
                      "documentationCitations": [i for i, _ in fragments]})
    inp = VerifyInput.model_validate({"question": question, "output": out, "context": {"fragments": [
        {"id": i, "documentId": i.split("#")[0], "text": t} for i, t in fragments]}})
    return sorted({v.check for v in verify_output(inp).violations})


def checks_on(question: str, text: str, answer: str, title: str | None = None) -> list[str]:
    """The check ids that fire on ``answer`` citing one fragment of ``text`` (``r#r``), titled ``title``."""
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["r#r"], "limitations": []},
                     ensure_ascii=False)
    titled = {"title": title} if title is not None else {}
    inp = VerifyInput.model_validate({"question": question, "output": out, "context": {"fragments": [
        {"id": "r#r", "documentId": "r", "text": text, **titled}]}})
    return sorted({v.check for v in verify_output(inp).violations})

