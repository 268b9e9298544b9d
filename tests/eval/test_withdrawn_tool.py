"""evalsets/withdrawn.py: each rule withdraws the answering document, and only it."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from tests.conftest import evalset_tool, record
from tether.corpus.parse import parse_record
from tether.corpus.records import SourceRecord
from tether.gate import judge
from tether.retrieve import Candidate

ASKED = datetime(2026, 6, 1, tzinfo=UTC)


def _tool():
    return evalset_tool("withdrawn")


def _parsed(name: str, text: str) -> SourceRecord:
    parsed, problems = parse_record(name, text.encode())
    assert isinstance(parsed, SourceRecord), problems
    return parsed


@pytest.fixture
def records() -> list[SourceRecord]:
    rates = "## Rates {#rates}\nA room costs £140.\n\n## Pets {#pets}\nDogs stay free.\n"
    return [_parsed("rates.md", record("rates", rates, expires="2027-01-01T00:00:00Z")),
            _parsed("old.md", record("rates-2025", "## Rates {#rates}\nA room cost £120.\n", policy="historical")),
            _parsed("spa.md", record("spa", "## Spa {#spa}\nThe spa opens at 7.\n"))]


def _gate(records: list[SourceRecord]) -> dict[str, list[str]]:
    """The gate's reasons for every fragment, read by a reader holding ``public``."""
    out = {}
    for n, r in enumerate(records):
        for f in r.fragments:
            candidate = Candidate(
                fragment_pk=n, fragment_id=f.fragment_id, document=r.document, anchor=f.anchor, record_id=r.id,
                version=r.version, owner=r.owner, title=r.title, uri=r.uri, published_at=r.published_at,
                expires_at=r.expires_at, access=tuple(r.access), policy=r.policy, jurisdiction=r.jurisdiction,
                lang=r.lang, entities=(), score=0.0)
            out[f.fragment_id] = list(judge(candidate, ("public",), ASKED).reasons)
    return out


@pytest.mark.parametrize(("rule", "reason"), [("denied", "denied"), ("expired", "expired"),
                                              ("unpublished", "not-yet-published")])
def test_a_rule_rejects_every_fragment_of_the_document_and_nothing_else(records, rule: str, reason: str) -> None:
    changed = _tool().withdraw(records, "rates", rule, ASKED, {"rates#rates"})
    assert _gate(records) == {"rates#rates": [], "rates#pets": [], "rates-2025#rates": [], "spa#spa": []}
    assert _gate(changed) == {"rates#rates": [reason], "rates#pets": [reason], "rates-2025#rates": [], "spa#spa": []}


def test_unanchored_takes_the_anchor_of_the_cited_fragments_only(records) -> None:
    changed = _tool().withdraw(records, "rates", "unanchored", ASKED, {"rates#rates"})
    assert _gate(changed) == {"rates": ["missing-anchor"], "rates#pets": [], "rates-2025#rates": [], "spa#spa": []}


def test_a_historical_record_cannot_be_expired_so_the_rule_does_not_apply(records) -> None:
    assert _tool().withdraw(records, "rates-2025", "expired", ASKED, {"rates-2025#rates"}) is None
