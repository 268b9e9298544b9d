"""Property: no text of a record the reader may not read ever leaves the gate.

For generated corpora, readers and questions (including questions that name
the secret itself), the secret words of unreadable records appear neither in
the result nor in any stored row of the interaction.
"""

from __future__ import annotations

import json
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from sqlalchemy import select

from tests.conftest import record, write_corpus
from tether.corpus import load_corpus
from tether.interaction import Deps, run_interaction
from tether.principals import Principal
from tether.providers import TemplatePresenter
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records
from tether.store.schema import InteractionRow, MessageRow, ReviewDraftRow, SnapshotRow

WORDS = ["fee", "registration", "deadline", "filing", "пошлина", "срок", "регистрация", "renewal", "appeal", "audit"]
LABELS = ["public", "internal", "legal"]
NOW = datetime(2026, 6, 1, tzinfo=UTC)

record_spec = st.fixed_dictionaries({
    "words": st.lists(st.sampled_from(WORDS), min_size=1, max_size=6),
    "access": st.lists(st.sampled_from(LABELS), min_size=1, max_size=2, unique=True),
    "anchored": st.booleans(),
    "expired": st.booleans(),
})


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    specs=st.lists(record_spec, min_size=1, max_size=6),
    reader=st.lists(st.sampled_from(LABELS), min_size=1, max_size=3, unique=True),
    question_words=st.lists(st.sampled_from(WORDS), min_size=1, max_size=4),
    ask_for_secret=st.integers(min_value=-1, max_value=5),
)
def test_unreadable_text_never_leaves_the_gate(specs, reader, question_words, ask_for_secret) -> None:  # type: ignore[no-untyped-def]
    with tempfile.TemporaryDirectory() as tmp:
        files, secrets = {}, {}
        for i, spec in enumerate(specs):
            # The reader may type a record's key word to fish for it; the hidden
            # word beside it is what must never come out.
            key, hidden = f"zzkey{i}qq", f"zzhidden{i}qq"
            secrets[i] = (key, hidden, set(spec["access"]) <= set(reader))
            heading = "## Section {#s}" if spec["anchored"] else "## Section"
            body = f"{heading}\nThe {' '.join(spec['words'])} rule says {key} {hidden} applies.\n"
            files[f"r{i}.md"] = record(
                f"r{i}", body, access="[" + ", ".join(spec["access"]) + "]",
                expires="2026-01-01T00:00:00Z" if spec["expired"] else None,
            )
        root = write_corpus(Path(tmp) / "c", files)
        store = Store(url_from_path(Path(tmp) / "t.db"))
        ingest_records(store, "c", load_corpus(root))
        question = " ".join(question_words)
        if 0 <= ask_for_secret < len(specs):
            question += " " + secrets[ask_for_secret][0]
        events = []
        result = run_interaction(
            Deps(store=store, providers={"template": TemplatePresenter()}), question, Principal(labels=tuple(reader)),
            now=NOW, emit=events.append,
        )
        with store.session() as s:
            rows = [
                {c.name: getattr(r, c.name) for c in r.__table__.columns}
                for table in (InteractionRow, SnapshotRow, MessageRow, ReviewDraftRow)
                for r in s.scalars(select(table))
            ]
        stored = json.dumps(rows, default=str, ensure_ascii=False)
        emitted = json.dumps([result.wire(), *[e.wire() for e in events]], ensure_ascii=False)
        for _key, hidden, readable in secrets.values():
            if not readable:
                assert hidden not in stored
                assert hidden not in emitted
        store.dispose()
