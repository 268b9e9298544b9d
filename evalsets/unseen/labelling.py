"""Helpers for the unseen question sets: one call per question, checked against the corpus.

Written black-box (CONTRACTS §1–§2, issue 12, evalsets/questions/README.md format),
without reading Tether's source. The checks here validate the labels against the
corpus metadata only; they never run Tether.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

import yaml

DEFAULT_NOW = "2026-11-30T12:00:00Z"
KNOWN_POLICIES = {"operational", "historical"}
ANCHOR = re.compile(r"^(#{1,6})\s+.*\{#([A-Za-z0-9_-]+)\}\s*$")
HEADING = re.compile(r"^(#{1,6})\s+")


@dataclass(frozen=True)
class Record:
    id: str
    document: str
    title: str
    meta: dict
    anchors: dict[str, str]  # anchor -> fragment text (heading line excluded)
    unanchored_text: str


def _ts(value) -> datetime:
    if isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value).replace("Z", "+00:00"))


def load_corpus(directory: Path) -> dict[str, Record]:
    records: dict[str, Record] = {}
    for path in sorted(directory.glob("*.md")):
        _, front, body = path.read_text(encoding="utf-8").split("---\n", 2)
        meta = yaml.safe_load(front)
        anchors: dict[str, list[str]] = {}
        loose: list[str] = []
        current: str | None = None
        level = 0
        for line in body.splitlines():
            m = ANCHOR.match(line)
            h = HEADING.match(line)
            if m:
                current, level = m.group(2), len(m.group(1))
                anchors[current] = []
                continue
            if h and (current is None or len(h.group(1)) <= level):
                current = None
                continue
            (anchors[current] if current else loose).append(line)
        records[meta["id"]] = Record(
            id=meta["id"], document=meta["document"], title=meta.get("title", ""), meta=meta,
            anchors={a: "\n".join(t).strip() for a, t in anchors.items()},
            unanchored_text="\n".join(loose).strip(),
        )
    return records


def reasons(record: Record, labels: list[str], now: str) -> list[str]:
    """Every CONTRACTS §2 reason that rejects the record's unanchored or anchored fragments."""
    meta, at = record.meta, _ts(now)
    out = []
    if not set(meta["access"]) <= set(labels):
        out.append("denied")
    policy = meta.get("policy")
    if policy == "operational" and meta.get("expires_at") and _ts(meta["expires_at"]) <= at:
        out.append("expired")
    if _ts(meta["published_at"]) > at:
        out.append("not-yet-published")
    if policy not in KNOWN_POLICIES:
        out.append("unknown-policy")
    return out


@dataclass
class QuestionSet:
    corpus: dict[str, Record]
    prefix: str
    rows: list[dict] = field(default_factory=list)

    def _row(self, kind, lang, question, labels, now, note):
        return {"id": "", "split": "", "lang": lang, "kind": kind, "question": question,
                "labels": labels or ["public"], "now": now or DEFAULT_NOW, "note": note}

    def answer(self, kind, question, citations, note, *, lang="en", labels=None, now=None):
        row = self._row(kind, lang, question, labels, now, note)
        for cite in citations:
            doc, anchor = cite.split("#")
            rec = next((r for r in self.corpus.values() if r.document == doc and anchor in r.anchors), None)
            assert rec is not None, f"{question}: no anchored fragment {cite}"
            assert not reasons(rec, row["labels"], row["now"]), f"{question}: {cite} is not citable"
        row.update(expect="completed", citations=list(citations), rejected=[])
        self.rows.append(row)

    def stop(self, kind, question, rejected, note, *, lang="en", labels=None, now=None,
             unanchored=()):
        """`rejected`: record ids; `unanchored`: the subset asked about through their
        unanchored text (they carry `missing-anchor` on top of metadata reasons)."""
        row = self._row(kind, lang, question, labels, now, note)
        listed = []
        for rid in rejected:
            rec = self.corpus[rid]
            rs = reasons(rec, row["labels"], row["now"])
            if rid in unanchored:
                assert rec.unanchored_text, f"{rid} has no unanchored text"
                rs = rs + ["missing-anchor"]
            assert rs, f"{question}: {rid} would not be rejected"
            listed.append({"recordId": rid, "reasons": rs})
        row.update(expect="stopped", citations=[], rejected=listed)
        self.rows.append(row)
