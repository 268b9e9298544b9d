"""Read a black-box set's corpora (front matter, anchored sections, unanchored text) without Tether.

Used by set_builder.py to check that every label agrees with the records' metadata and to take
verify fragments verbatim from the corpora.
"""
from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import yaml

HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*(?:\{#([A-Za-z0-9_-]+)\})?\s*$")


def _ts(value) -> datetime:
    if isinstance(value, datetime):
        return value
    return datetime.fromisoformat(str(value).replace("Z", "+00:00"))


def load(here: Path, corpus: str) -> dict[str, dict]:
    """The records of ``here``/corpora/``corpus``, by id."""
    records = {}
    for path in sorted((here / "corpora" / corpus).glob("*.md")):
        text = path.read_text(encoding="utf-8")
        _, front, body = text.split("---\n", 2)
        meta = yaml.safe_load(front)
        sections, current, unanchored = {}, None, False
        pre, loose = [], []
        for line in body.splitlines():
            m = HEADING.match(line)
            if m:
                anchor = m.group(3)
                if anchor:
                    current = f"{meta['document']}#{anchor}"
                    sections[current] = []
                else:
                    current = None
                    unanchored = True
                continue
            if current:
                sections[current].append(line)
            elif line.strip():
                (loose if unanchored else pre).append(line.strip())
        meta["sections"] = {k: " ".join(l.strip() for l in v if l.strip()) for k, v in sections.items()}
        meta["has_unanchored"] = unanchored or bool(pre)
        meta["unanchored_text"] = " ".join(pre + loose)
        records[meta["id"]] = meta
    return records


def reasons(meta: dict, labels: list[str], now: str, unanchored_asked: bool = False) -> list[str]:
    t = _ts(now)
    out = []
    if not set(meta["access"]) <= set(labels):
        out.append("denied")
    if meta.get("policy") == "operational" and meta.get("expires_at") and _ts(meta["expires_at"]) <= t:
        out.append("expired")
    if _ts(meta["published_at"]) > t:
        out.append("not-yet-published")
    if unanchored_asked:
        out.append("missing-anchor")
    if meta.get("policy") not in ("operational", "historical"):
        out.append("unknown-policy")
    return out


def citable(meta: dict, labels: list[str], now: str) -> bool:
    return not reasons(meta, labels, now)
