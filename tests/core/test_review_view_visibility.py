"""Issue 14, item 4's rule below the desk: what the queue and the draft view show a reviewer
never holds text of a record whose labels they lack — including the *new* version of a
stale draft's record, whose labels may differ from the version the answer cited."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.conftest import record, write_corpus
from tests.core.test_review_visibility import NOW, _ask, _store
from tether.corpus import load_corpus
from tether.review import list_drafts, readable_by
from tether.review_view import draft_view, queue
from tether.store.ingest import ingest_records

LABELS = ["public", "internal", "legal"]


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    first=st.lists(st.sampled_from(LABELS), min_size=1, max_size=2, unique=True),
    second=st.lists(st.sampled_from(LABELS), min_size=1, max_size=2, unique=True),
    reviewer=st.lists(st.sampled_from(LABELS), min_size=1, max_size=3, unique=True),
)
def test_the_queue_and_draft_view_hold_only_text_the_reviewer_may_read(first, second, reviewer) -> None:  # type: ignore[no-untyped-def]
    with tempfile.TemporaryDirectory() as tmp:
        old = record("r", "## Screening rule {#s}\nWatchlist screening rule: zzoldqq applies.\n",
                     access="[" + ", ".join(first) + "]")
        store = _store(Path(tmp), {"r.md": old})
        _ask(store, "Which watchlist screening rule applies?", tuple(LABELS))
        new = record("r", "## Screening rule {#s}\nWatchlist screening rule: zznewqq applies.\n",
                     access="[" + ", ".join(second) + "]", version="2")
        ingest_records(store, "c", load_corpus(write_corpus(Path(tmp) / "v2", {"r.md": new})))
        drafts = readable_by(store, reviewer, list_drafts(store, status=None))
        shown = json.dumps([i.wire() for i in queue(store, drafts, NOW)], ensure_ascii=False)
        views = [draft_view(store, d, reviewer, NOW).wire() for d in drafts]
        shown += json.dumps(views, ensure_ascii=False, default=str)
        if not set(first) <= set(reviewer):
            assert "zzoldqq" not in shown and drafts == []
        if not set(second) <= set(reviewer):
            assert "zznewqq" not in shown
        if set(first) | set(second) <= set(reviewer):
            assert "zzoldqq" in shown and "zznewqq" in shown  # the test can fail: text does show when allowed
        store.dispose()
