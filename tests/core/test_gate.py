"""The gate: every reason that applies, and the stop decision."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from tether.gate import judge, stop_decision
from tether.retrieve import Candidate

NOW = datetime(2026, 1, 1, tzinfo=UTC)


def cand(**kw) -> Candidate:  # type: ignore[no-untyped-def]
    base = dict(
        fragment_pk=1, fragment_id="doc#a", document="doc", anchor="a", record_id="r", version="1",
        owner="o@example.org", title=None, uri=None, published_at=NOW - timedelta(days=10),
        expires_at=None, access=("public",), policy="operational", jurisdiction=None, lang="en",
        entities=(), score=1.0,
    )
    base.update(kw)
    return Candidate(**base)  # type: ignore[arg-type]


def test_fresh_allowed_anchored_is_accepted() -> None:
    assert judge(cand(), ["public"], NOW).accepted


def test_each_reason() -> None:
    assert judge(cand(access=("restricted-legal",)), ["public"], NOW).reasons == ("denied",)
    assert judge(cand(expires_at=NOW - timedelta(seconds=1)), ["public"], NOW).reasons == ("expired",)
    assert judge(cand(published_at=NOW + timedelta(days=1)), ["public"], NOW).reasons == ("not-yet-published",)
    assert judge(cand(anchor=None, fragment_id="doc"), ["public"], NOW).reasons == ("missing-anchor",)
    assert judge(cand(policy=None), ["public"], NOW).reasons == ("unknown-policy",)
    assert judge(cand(policy="quarterly"), ["public"], NOW).reasons == ("unknown-policy",)


def test_expiry_equal_to_now_is_expired_and_historical_is_exempt() -> None:
    assert judge(cand(expires_at=NOW), ["public"], NOW).reasons == ("expired",)
    assert judge(cand(expires_at=NOW - timedelta(days=400), policy="historical"), ["public"], NOW).accepted


def test_reader_needs_every_label() -> None:
    c = cand(access=("public", "internal"))
    assert judge(c, ["public"], NOW).reasons == ("denied",)
    assert judge(cand(), ["restricted-legal"], NOW).reasons == ("denied",)
    assert judge(c, ["internal", "public", "x"], NOW).accepted


def test_all_reasons_listed() -> None:
    v = judge(cand(access=("secret",), expires_at=NOW, anchor=None, policy=None,
                   published_at=NOW + timedelta(days=1)), ["public"], NOW)
    assert v.reasons == ("denied", "expired", "not-yet-published", "missing-anchor", "unknown-policy")


def test_stop_only_when_nothing_is_acceptable_and_groups_per_record() -> None:
    good = judge(cand(score=0.1), ["public"], NOW)
    bad = judge(cand(score=9.0, access=("secret",)), ["public"], NOW)
    assert stop_decision("q", [bad, good]) is None, "a high score never beats an acceptable candidate"
    d = stop_decision("q", [
        bad,
        judge(cand(fragment_pk=2, fragment_id="doc", anchor=None, access=("secret",)), ["public"], NOW),
    ])
    assert d is not None and d.code == "stop-no-fresh-authorized-citable-source"
    assert [(r.record_id, r.reasons, r.owner) for r in d.rejected] == [
        ("r", ["denied", "missing-anchor"], "o@example.org")]
    assert stop_decision("q", []).rejected == []  # type: ignore[union-attr]


def test_a_record_that_requires_no_label_is_denied_to_everyone() -> None:
    """Issue 10 item 7: rows ingested before ``access`` became required may hold []."""
    from tether.gate import may_read

    assert not may_read([], ["public", "restricted-legal"])
    assert may_read(["public"], ["public"])
