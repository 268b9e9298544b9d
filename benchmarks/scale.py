"""Scale: ingest, retrieval + gate and whole questions at 1k … 1M fragments.

Generates corpora in the corpus format (70/30 English/Russian regulatory prose,
four access classes, 10 % expired records, some unanchored sections, named
documents with jurisdictions), ingests each into a fresh database and prints per
size and backend:

* ingest, as `tether ingest` runs it: CPU seconds of this side (not the PostgreSQL
  server's), fragments per CPU second and peak RSS (in a child process, so one size's
  memory does not hide in another's peak), and the database's size;
* retrieval + gate (catalog, rule router, search, metadata, verdicts) and the
  whole question through the library (``run_interaction``, template provider,
  stored) as p50 / p95 over a fixed question set — with very common words too;
* the ratio of each p50 to a baseline measured in the same run on the same
  database: a bare ``SELECT`` of one fragment's text by its key.

Every figure is the median over ``--runs`` rounds of the question set, so a noisy
machine moves the whole round, not one question. The first round also pays for what a
worker keeps per corpus generation (the catalog, each word's statistics in the index):
its retrieval + gate p50 is printed beside the median as "first round".

    python benchmarks/scale.py                               # 1k, 10k, 100k on SQLite
    python benchmarks/scale.py --sizes 1000,10000 --json
    python benchmarks/scale.py --db postgresql://postgres@127.0.0.1:55433/bench
    python benchmarks/scale.py --db postgresql://… --sizes 10000 --million   # adds 1M, PostgreSQL only

``--db`` names a PostgreSQL database (emptied for each size: every table is
dropped) to measure beside SQLite; ``--no-sqlite`` measures it alone.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from pathlib import Path

from progress import step  # this folder is on sys.path when run

MILLION = 1_000_000
FRAGMENTS_PER_FILE = 10
CORPUS = "scale"
ACCESS = (["public"], ["public"], ["internal"], ["confidential"])  # four classes, public twice as common
LABELS = ("public", "internal")  # the reader: may read public and internal records
EXPIRED_SHARE = 0.10
UNANCHORED_SHARE = 0.05  # sections written without an {#anchor}: the gate rejects them
JURISDICTIONS = ("DE", "FR", "PL", "IT", "ES", "NL", "AT", "RU")
TOPICS_EN = ("registration fee", "variation fee", "reporting deadline", "payment terms", "renewal",
             "appeal procedure", "safety data sheet", "label language", "annual report", "dossier format")
TOPICS_RU = ("регистрационный сбор", "срок подачи отчёта", "порядок оплаты", "продление регистрации",
             "обжалование решения", "паспорт безопасности", "язык маркировки", "годовой отчёт")
EN_WORDS = ("the applicant submits the dossier through the registry portal and the registry confirms receipt "
            "before the assessment starts questions about the assessment go to the case officer named in the "
            "confirmation the registry publishes its decisions in the public register once they are final the "
            "fee is payable within days of the invoice and covers the completeness check and the technical "
            "assessment a variation of an existing registration requires a new form signed by the holder").split()
RU_WORDS = ("заявитель подаёт досье через портал реестра и реестр подтверждает получение до начала оценки "
            "вопросы об оценке направляются сотруднику указанному в подтверждении реестр публикует решения "
            "в открытом реестре после того как они становятся окончательными сбор уплачивается в течение "
            "дней со дня выставления счёта и покрывает проверку полноты и техническую оценку").split()
QUESTIONS = (
    "What is the registration fee in Germany?",
    "What is the reporting deadline in France?",
    "How are fees paid?",
    "What does the registry do?",  # very common words: most fragments match
    "What is the applicant, the registry and the fee?",  # common words only
    "What does doc-00007 say about the variation fee?",  # a named document
    "What was the previous renewal fee in Poland?",  # historical, jurisdiction
    "Какой регистрационный сбор в Германии?",
    "Как подать досье через портал реестра?",  # common Russian words
    "Which safety data sheet rules apply in Italy?",
    "What is the appeal procedure?",
    "Zebra quantum marmalade?",  # matches nothing
)


# --- corpus generation -------------------------------------------------------------------

def generate_corpus(root: Path, fragments: int, seed: int = 15) -> None:
    """``fragments`` fragments in files of ``FRAGMENTS_PER_FILE`` sections each."""
    rng = random.Random(seed)
    for n in range((fragments + FRAGMENTS_PER_FILE - 1) // FRAGMENTS_PER_FILE):
        sections = min(FRAGMENTS_PER_FILE, fragments - n * FRAGMENTS_PER_FILE)
        folder = root / f"{n // 1000:04d}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"doc-{n:05d}.md").write_text(_record(rng, n, sections), encoding="utf-8")


def _record(rng: random.Random, n: int, sections: int) -> str:
    ru = rng.random() < 0.3
    words, topics = (RU_WORDS, TOPICS_RU) if ru else (EN_WORDS, TOPICS_EN)
    jurisdiction = rng.choice(JURISDICTIONS)
    topic = rng.choice(topics)
    expired = rng.random() < EXPIRED_SHARE
    policy = "historical" if rng.random() < 0.05 else "operational"
    head = [
        "---", f"id: doc-{n:05d}-v1", f"document: doc-{n:05d}", f"title: {topic.capitalize()} {jurisdiction} {n}",
        f'version: "{rng.randint(2019, 2025)}.{rng.randint(1, 4)}"', "owner: docs@example.org",
        "published_at: 2023-01-01T00:00:00Z",
        *(["expires_at: 2024-01-01T00:00:00Z"] if expired else []),
        f"access: [{', '.join(rng.choice(ACCESS))}]", f"policy: {policy}", f"jurisdiction: {jurisdiction}",
        f"lang: {'ru' if ru else 'en'}", "---", "",
    ]
    body = []
    for s in range(sections):
        section_topic = rng.choice(topics)
        anchor = "" if rng.random() < UNANCHORED_SHARE else f" {{#s{s}}}"
        body.append(f"## {section_topic.capitalize()} {s}{anchor}")
        body.append("")
        sentence = " ".join(rng.choice(words) for _ in range(rng.randint(30, 60)))
        body.append(f"{section_topic.capitalize()}: {sentence}. {rng.randint(100, 9999)} EUR.")
        body.append("")
    return "\n".join(head + body)


# --- one ingest, in a child process ------------------------------------------------------

def ingest_child(root: str, url: str) -> None:
    """Run by this script in a child: ingest ``root`` as `tether ingest` does (the CLI's
    own function, so the figures are the command's) and print CPU seconds and peak RSS."""
    from tether.cli.common import ingest_dir
    from tether.store.db import Store

    store = Store(url)
    started = time.process_time()
    ingest_dir(store, Path(root), CORPUS, quiet=True)
    cpu = time.process_time() - started
    store.dispose()
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(json.dumps({"cpu_s": cpu, "peak_rss_mib": peak_kib / 1024}))


def ingest(root: Path, url: str) -> dict[str, float]:
    done = subprocess.run([sys.executable, __file__, "--ingest-child", str(root), url],
                          capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"ingest failed:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def empty_postgres(url: str) -> None:
    from sqlalchemy import create_engine, text

    from tether.store.db import normalize_url

    engine = create_engine(normalize_url(url))
    with engine.begin() as conn:
        conn.execute(text("DROP SCHEMA public CASCADE"))
        conn.execute(text("CREATE SCHEMA public"))
    engine.dispose()


def db_size_mib(store, path: Path | None) -> float:  # type: ignore[no-untyped-def]
    if path is not None:
        return sum(p.stat().st_size for p in path.parent.glob(path.name + "*")) / 2**20
    from sqlalchemy import text

    with store.connect() as conn:
        return conn.execute(text("SELECT pg_database_size(current_database())")).scalar() / 2**20


# --- timing --------------------------------------------------------------------------------

def timings(fn: Callable[[str], object], questions: tuple[str, ...]) -> list[float]:
    out = []
    for q in questions:
        started = time.perf_counter()
        fn(q)
        out.append((time.perf_counter() - started) * 1000)
    return out


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p * (len(ordered) - 1)))]


def measure(url: str, runs: int) -> dict[str, object]:
    from sqlalchemy import text

    from tether import Principal, build_deps, run_interaction
    from tether.context import catalog, load_catalog
    from tether.gate import judge_all
    from tether.plan import interpret
    from tether.retrieve import retrieve
    from tether.store.db import Store

    store = Store(url)
    deps = build_deps(store, env={})
    principal = Principal(labels=LABELS)
    some = text("SELECT text FROM fragments WHERE pk = :pk")
    with store.connect() as conn:
        pks = [row[0] for row in conn.execute(text("SELECT pk FROM fragments ORDER BY pk LIMIT 1000"))]

    def baseline(q: str) -> None:
        with store.connect() as conn:
            conn.execute(some, {"pk": pks[hash(q) % len(pks)]}).scalar()

    def gated(q: str) -> None:
        with store.connect() as conn:
            plan = interpret(q, catalog(store, conn, None))
            judge_all(retrieve(store, conn, plan, None, deps.top_k), principal.labels, deps.clock())

    def ask(q: str) -> None:
        run_interaction(deps, q, principal)

    started = time.perf_counter()
    load_catalog(store)  # what `tether serve` builds in each worker before its first request
    catalog_ms = (time.perf_counter() - started) * 1000
    started = time.perf_counter()
    gated(QUESTIONS[0])
    first_ms = (time.perf_counter() - started) * 1000
    rounds: dict[str, list[tuple[float, float]]] = {"baseline": [], "gate": [], "ask": []}
    per_question: dict[str, list[float]] = {q: [] for q in QUESTIONS}  # retrieval + gate, each round
    for _ in range(runs):
        for name, fn in (("baseline", baseline), ("gate", gated), ("ask", ask)):
            ms = timings(fn, QUESTIONS)
            rounds[name].append((percentile(ms, 0.5), percentile(ms, 0.95)))
            if name == "gate":
                for q, one in zip(QUESTIONS, ms, strict=True):
                    per_question[q].append(one)
    store.dispose()
    out: dict[str, object] = {"catalog_ms": catalog_ms, "first_question_ms": first_ms,
                              "gate_first_round_p50_ms": rounds["gate"][0][0],
                              "gate_per_question_ms": {q: statistics.median(v) for q, v in per_question.items()}}
    for name, pairs in rounds.items():
        out[f"{name}_p50_ms"] = statistics.median(p for p, _ in pairs)
        out[f"{name}_p95_ms"] = statistics.median(p for _, p in pairs)
    out["gate_ratio"] = out["gate_p50_ms"] / out["baseline_p50_ms"]  # type: ignore[operator]
    out["ask_ratio"] = out["ask_p50_ms"] / out["baseline_p50_ms"]  # type: ignore[operator]
    return out


# --- the run --------------------------------------------------------------------------------

def backends(args: argparse.Namespace, work: Path, size: int) -> Iterator[tuple[str, str, Path | None]]:
    if not args.no_sqlite and size < MILLION:
        path = work / f"scale-{size}.db"
        yield "sqlite", f"sqlite:///{path}", path
    if args.db:
        empty_postgres(args.db)
        yield "postgresql", args.db, None


def run_size(args: argparse.Namespace, work: Path, size: int) -> list[dict[str, object]]:
    root = work / f"corpus-{size}"
    with step(f"{size} fragments: generating the corpus"):
        generate_corpus(root, size)
    rows = []
    for backend, url, path in backends(args, work, size):
        from tether.store.db import Store

        row: dict[str, object] = {"fragments": size, "backend": backend}
        with step(f"{size} fragments, {backend}: ingesting"):
            row.update(ingest(root, url))
        row["fragments_per_cpu_s"] = size / row["cpu_s"]  # type: ignore[operator]
        store = Store(url)
        if backend == "postgresql":
            # What autovacuum would do soon after a bulk load: planner statistics, and the
            # visibility map and hint bits, so the first questions do not pay for them.
            with store.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as conn:
                conn.exec_driver_sql("VACUUM ANALYZE")
        row["db_mib"] = db_size_mib(store, path)
        store.dispose()
        with step(f"{size} fragments, {backend}: asking the question set {args.runs}x"):
            row.update(measure(url, args.runs))
        rows.append(row)
        print_row(row, args.json, args.per_question)
        if path is not None:
            for p in path.parent.glob(path.name + "*"):
                p.unlink()
    shutil.rmtree(root)
    return rows


def print_row(row: dict[str, object], as_json: bool, per_question: bool = False) -> None:
    if as_json:
        return
    r: dict = row
    print(f"{r['fragments']:>8} {r['backend']:<10} ingest {r['cpu_s']:7.1f} s CPU "
          f"({r['fragments_per_cpu_s']:6.0f} fragments/s), peak RSS {r['peak_rss_mib']:5.0f} MiB, "
          f"DB {r['db_mib']:6.1f} MiB | catalog at worker start {r['catalog_ms']:6.1f} ms, "
          f"then first question {r['first_question_ms']:6.1f} ms", flush=True)
    print(f"{'':8} {'':10} baseline SELECT by key p50 {r['baseline_p50_ms']:6.2f} ms | "
          f"retrieval + gate p50 {r['gate_p50_ms']:6.2f} p95 {r['gate_p95_ms']:6.2f} ms "
          f"(p50 / baseline {r['gate_ratio']:5.1f}; first round p50 {r['gate_first_round_p50_ms']:6.2f}) | "
          f"whole ask p50 {r['ask_p50_ms']:6.2f} "
          f"p95 {r['ask_p95_ms']:6.2f} ms (p50 / baseline {r['ask_ratio']:5.1f})", flush=True)
    if per_question:
        for question, ms in r["gate_per_question_ms"].items():
            print(f"{'':19} retrieval + gate {ms:8.2f} ms  {question}", flush=True)


def main() -> None:
    if len(sys.argv) == 4 and sys.argv[1] == "--ingest-child":
        ingest_child(sys.argv[2], sys.argv[3])
        return
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--sizes", default="1000,10000,100000", help="fragment counts, comma-separated")
    parser.add_argument("--db", help="a PostgreSQL URL to measure too (its tables are dropped)")
    parser.add_argument("--no-sqlite", action="store_true", help="measure only the --db database")
    parser.add_argument("--million", action="store_true", help="add 1M fragments (PostgreSQL only; needs --db)")
    parser.add_argument("--runs", type=int, default=5, help="rounds of the question set; medians are reported")
    parser.add_argument("--json", action="store_true", help="print one JSON document instead of lines")
    parser.add_argument("--per-question", action="store_true",
                        help="also print each question's retrieval + gate time (median over the rounds)")
    parser.add_argument("--workdir", help="where corpora and SQLite files go (default: a temporary directory)")
    args = parser.parse_args()
    try:
        sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    except ValueError:
        parser.error(f"--sizes: {args.sizes!r} is not a comma-separated list of fragment counts, e.g. 1000,10000")
    if any(s < 1 for s in sizes):
        parser.error("--sizes: every size must be at least 1 fragment")
    if args.million:
        if not args.db:
            parser.error("--million: 1M fragments run on PostgreSQL only; give --db postgresql://…")
        sizes.append(MILLION)
    if any(s >= MILLION for s in sizes) and not args.million:
        parser.error("--sizes: 1M fragments and more run only with --million (PostgreSQL only)")
    if args.runs < 1:
        parser.error("--runs: must be at least 1")
    if args.workdir:
        # A workdir the user names is made for them rather than failing after the argument checks.
        Path(args.workdir).mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="tether-scale-", dir=args.workdir) as tmp:
        os.environ.setdefault("TETHER_HOME", tmp)
        rows = [row for size in sizes for row in run_size(args, Path(tmp), size)]
    if args.json:
        print(json.dumps(rows, indent=2))


if __name__ == "__main__":
    main()
