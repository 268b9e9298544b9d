"""Provenance recall at scale: `tether audit RECORD_ID` over many stored interactions.

Issue 14's target: ≤ 50 ms p50 on 1M stored interactions on PostgreSQL. The script
fills an empty database with N completed interactions (each with its review draft and
one citation, spread over N / CITED_PER_RECORD records), then times ``audit()`` —
the function the CLI and the API call — for random records, beside a baseline measured
in the same run: reading one interaction by primary key.

    python benchmarks/audit.py                                  # 20,000 on SQLite (a smoke run)
    python benchmarks/audit.py --db postgresql://…/db --million # 1M on PostgreSQL (tables are emptied)
    python benchmarks/audit.py --db postgresql://…/db --interactions 300000

The rows are written by the database itself (generate_series / a recursive CTE), not
through the interaction flow: what is measured is the lookup, and the flow writes the
same rows (tether.interaction._persist).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

from sqlalchemy import select, text

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from progress import step  # noqa: E402  (this folder is on sys.path when run)

from tether.audit import audit  # noqa: E402
from tether.store.db import Store, normalize_url, url_from_path  # noqa: E402
from tether.store.schema import Base, InteractionRow  # noqa: E402

MILLION = 1_000_000
# Answers citing each record: a record cited a hundred times is a busy rule in a
# registry's FAQ; the audit lists all of them (below its 1,000-answer page).
CITED_PER_RECORD = 100
TARGET_MS = 50.0  # issue 14


def series(dialect: str, n: int) -> str:
    """A row source ``g(x)`` of 1..n in the database's own dialect."""
    if dialect == "postgresql":
        return f"generate_series(1, {n}) AS g(x)"
    return f"(WITH RECURSIVE s(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM s WHERE x < {n}) SELECT x FROM s) AS g"


def fill(store: Store, n: int, records: int) -> float:
    """Empty the tables and write n interactions, drafts and citations; seconds taken."""
    start = time.perf_counter()
    dialect = store.dialect
    with store.engine.begin() as conn:
        names = [t.name for t in reversed(Base.metadata.sorted_tables) if t.name != "store_state"]
        if dialect == "postgresql":
            conn.execute(text(f"TRUNCATE {', '.join(names)} RESTART IDENTITY CASCADE"))
        else:
            for name in names:
                conn.execute(text(f"DELETE FROM {name}"))
        when = "now() - x * interval '1 second'" if dialect == "postgresql" else "datetime('now', -x || ' seconds')"
        g = series(dialect, n)
        conn.execute(text(
            "INSERT INTO source_records (corpus, record_id, version, content_hash, path, document, title, owner, uri, "
            "published_at, expires_at, access, policy, jurisdiction, lang, entities, current, ingested_at, "
            "superseded_at) SELECT 'bench', 'rec-' || x, '1', 'h' || x, 'r.md', 'doc-' || x, NULL, "
            "'owner@example.org', "
            f"NULL, {when}, NULL, '[\"public\"]', 'operational', NULL, NULL, '[]', true, {when}, NULL "
            f"FROM {series(dialect, records)}"))
        conn.execute(text(
            "INSERT INTO interactions (id, principal, labels, question, status, provider, plan_version, plan, "
            "decision, "
            "violations, provenance, context_records, checks, diagnostics, model_request, created_at, finished_at) "
            "SELECT 'i' || x, 'bench', '[\"public\"]', 'question ' || x, 'completed', 'template', 'v1', '{}', NULL, "
            f"'[]', '[]', '[]', '[]', '{{}}', NULL, {when}, {when} FROM {g}"))
        conn.execute(text(
            "INSERT INTO review_drafts (id, interaction_id, principal, status, answer, citations, steps, reason, "
            "created_at, decided_at, mode, reviewer, record) SELECT 'd' || x, 'i' || x, 'bench', "
            "'requires-human-verification', '{}', '[]', '[]', NULL, " + when + ", NULL, 'annotate', NULL, NULL "
            f"FROM {g}"))
        conn.execute(text(
            "INSERT INTO answer_citations (interaction_id, corpus, record_id, version, content_hash, fragment_id, "
            f"created_at) SELECT 'i' || x, 'bench', 'rec-' || (x % {records}), '1', 'h' || (x % {records}), "
            f"'doc#a', {when} FROM {g}"))
    with store.engine.connect() as conn:
        conn.execution_options(isolation_level="AUTOCOMMIT").execute(text("ANALYZE"))
    return time.perf_counter() - start


def timed(fn, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    out = []
    for _ in range(runs):
        start = time.perf_counter()
        fn()
        out.append((time.perf_counter() - start) * 1000)
    return out


def pct(samples: list[float], q: int) -> float:
    return statistics.quantiles(samples, n=100)[q - 1] if len(samples) > 1 else samples[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--db", help="a PostgreSQL URL (its tables are emptied); default: a temporary SQLite file")
    parser.add_argument("--interactions", type=int, default=20_000, help="stored interactions to generate")
    parser.add_argument("--million", action="store_true", help="1M interactions (PostgreSQL only; needs --db)")
    parser.add_argument("--runs", type=int, default=200, help="audit calls timed (random records)")
    parser.add_argument("--json", action="store_true", help="print one JSON document instead of lines")
    args = parser.parse_args()
    n = MILLION if args.million else args.interactions
    if args.million and not (args.db and args.db.startswith("postgresql")):
        parser.error("--million: 1M interactions run on PostgreSQL only; give --db postgresql://…")
    if n < CITED_PER_RECORD:
        parser.error(f"--interactions: at least {CITED_PER_RECORD}")
    records = n // CITED_PER_RECORD
    with tempfile.TemporaryDirectory() as tmp:
        url = normalize_url(args.db) if args.db else url_from_path(Path(tmp) / "audit.db")
        store = Store(url)
        with step(f"writing {n:,} stored interactions"):
            seconds = fill(store, n, records)
        rng = random.Random(14)
        ids = [f"rec-{rng.randrange(records)}" for _ in range(args.runs)]
        iids = [f"i{rng.randrange(1, n + 1)}" for _ in range(args.runs)]
        audit(store, ids[0])  # warm the pool and the statement cache
        it_ids, it_iids = iter(ids), iter(iids)

        def by_key() -> None:
            with store.connect() as conn:
                conn.execute(select(InteractionRow.id, InteractionRow.status).where(
                    InteractionRow.id == next(it_iids))).first()

        baseline = timed(by_key, args.runs)
        listed = []

        def one() -> None:
            listed.append(audit(store, next(it_ids)).total)

        samples = timed(one, args.runs)
        store.dispose()
    result = {
        "backend": store.dialect, "interactions": n, "records": records, "fill_s": round(seconds, 1),
        "answers_per_audit": statistics.median(listed), "baseline_p50_ms": round(statistics.median(baseline), 3),
        "audit_p50_ms": round(statistics.median(samples), 3), "audit_p95_ms": round(pct(samples, 95), 3),
        "ratio": round(statistics.median(samples) / statistics.median(baseline), 1), "target_ms": TARGET_MS,
    }
    if args.json:
        print(json.dumps(result))
        return
    print(f"{result['backend']}: {n:,} stored interactions, {records:,} records, filled in {seconds:.1f} s")
    print(f"baseline SELECT by key p50: {result['baseline_p50_ms']} ms")
    print(f"audit p50: {result['audit_p50_ms']} ms  p95: {result['audit_p95_ms']} ms  "
          f"({result['answers_per_audit']:g} answers each; target ≤ {TARGET_MS:g} ms p50)")
    print(f"p50 / baseline: {result['ratio']}")


if __name__ == "__main__":
    main()
