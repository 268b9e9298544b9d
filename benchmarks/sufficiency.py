"""What the sufficiency rule costs per question (issue 12): in-process, one store.

Generates a corpus of N fragments (en + ru policy prose, four access classes,
some expired and unanchored), ingests it into SQLite, and times, for a fixed set
of questions in alternating rounds:

- baseline: retrieval of the top 5 and the gate (what a question cost before);
- now: the window of 32, the gate on all of it, and the sufficiency rule
  (``tether.evidence.gather``), corpus statistics kept as in a running server.

Prints p50/p95 of each and the difference, median of the rounds.

    python benchmarks/sufficiency.py --fragments 10000
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
from datetime import UTC, datetime
from pathlib import Path

from progress import step
from verify import timed  # the verify benchmark's timer (this folder is on sys.path when run)

from tether.context import catalog
from tether.corpus import load_corpus
from tether.evidence import gather
from tether.gate import judge_all
from tether.plan import interpret
from tether.retrieve import retrieve
from tether.store.db import Store, url_from_path
from tether.store.ingest import ingest_records

EN = ("fee registration deadline filing renewal appeal audit backup retention invoice payment employee "
      "leave travel expense laptop access incident release approval review notice period days").split()
RU = "пошлина регистрация срок подача продление жалоба аудит хранение счёт оплата отпуск командировка".split()
LABELS = ["public", "public", "restricted-hr", "restricted-legal"]
QUESTIONS = ["What is the registration fee?", "How long are backups kept?", "Who approves a release?",
             "How many leave days do employees get?", "Какой срок подачи жалобы?", "What is the travel expense limit?",
             "How long is the appeal period?", "Сколько стоит продление регистрации?", "What is the policy?",
             "When is the invoice payment due?"]
NOW = datetime(2026, 11, 30, 12, tzinfo=UTC)


def write_corpus(root: Path, fragments: int, seed: int = 7) -> None:
    rng = random.Random(seed)
    per_record = 10
    for r in range(fragments // per_record):
        words = RU if r % 3 == 0 else EN
        access = rng.choice(LABELS)
        expires = "expires_at: 2025-01-01T00:00:00Z\n" if rng.random() < 0.1 else ""
        body = []
        for s in range(per_record):
            anchor = f" {{#s{s}}}" if rng.random() > 0.05 else ""
            text = " ".join(rng.choice(words) for _ in range(40))
            body.append(f"## Section {s}{anchor}\n{text.capitalize()} within {rng.randint(1, 90)} days.\n")
        (root / f"r{r}.md").write_text(
            f"---\nid: rec-{r}\ndocument: doc-{r}\ntitle: Policy {r}\nversion: \"1\"\nowner: o@example.org\n"
            f"published_at: 2024-01-01T00:00:00Z\n{expires}access: [{access}]\npolicy: operational\n---\n"
            + "\n".join(body), encoding="utf-8")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--fragments", type=int, default=10_000)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "c"
        root.mkdir()
        with step(f"writing and ingesting {args.fragments} fragments"):
            write_corpus(root, args.fragments)
            store = Store(url_from_path(Path(tmp) / "b.db"))
            ingest_records(store, "c", load_corpus(root))
        labels = ("public",)
        with store.connect() as conn:
            plans = [interpret(q, catalog(store, conn, None)) for q in QUESTIONS]

            def baseline() -> None:
                for plan in plans:
                    judge_all(retrieve(store, conn, plan, None, 5), labels, NOW)

            def now() -> None:
                for plan in plans:
                    gather(store, conn, plan, labels, NOW, None, 5)

            baseline(), now()  # warm: statistics and metadata kept as in a running server
            before, after = [], []
            for _ in range(args.rounds):
                before += [t / len(plans) for t in timed(baseline, 5)]
                after += [t / len(plans) for t in timed(now, 5)]
        store.dispose()
    b, a = statistics.median(before), statistics.median(after)
    print(f"{args.fragments} fragments, {len(QUESTIONS)} questions, {args.rounds} alternating rounds (ms per question)")
    print(f"{'':44} {'p50':>8} {'p95':>8}")
    for name, xs in (("retrieve top 5 + gate (before)", before), ("window 32 + gate + sufficiency (now)", after)):
        print(f"{name:44} {statistics.median(xs):8.3f} {statistics.quantiles(xs, n=20)[-1]:8.3f}")
    print(f"added by the sufficiency rule: {a - b:.3f} ms p50 (target ≤ 1 ms at 10k fragments)")


if __name__ == "__main__":
    main()
