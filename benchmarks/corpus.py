"""Benchmark: parsing one corpus file (front matter, fragments, facts, search stems) of about
1 MB, ordinary prose against the adversarial shapes of issue 10 item 5, per megabyte.

Corpus files are untrusted (POST /v1/sources); parsing must stay linear, so each adversarial
shape should cost about what prose of the same size costs, and 8x the size about 8x the
time. Run on demand:  python benchmarks/corpus.py [--size BYTES]
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable

from tether.corpus.parse import parse_record
from tether.facts.extract import extract_facts
from tether.text import index_text

HEAD = ("---\nid: x\ndocument: x\nversion: '1'\nowner: o\npublished_at: 2024-01-01T00:00:00Z\n"
        "access: [public]\n---\n")
PROSE = ("## Fees {#fees}\nThe registration fee in Germany is 1 250 EUR per product, payable within "
         "30 days of the invoice EU-2024-17; see https://docs.example.org/fees for details.\n\n")

SHAPES: dict[str, Callable[[int], str]] = {
    "prose (baseline)": lambda n: PROSE * (n // len(PROSE)),
    "heading of blanks": lambda n: "## a" + " \t" * (n // 2) + "x {#a}\n",
    "repeated '<!--'": lambda n: "<!--" * (n // 4),
    "many headings": lambda n: "# a\n" * (n // 4),
    "run like A-A-A-": lambda n: "## a {#a}\n" + "A-" * (n // 2),
}


def ingest_work(body: str) -> None:
    """What ingest does with one file's text before writing it."""
    record, problems = parse_record("x.md", (HEAD + body).encode())
    assert not problems, problems[:3]
    for fragment in record.fragments:  # type: ignore[union-attr]
        extract_facts(fragment.text)
        index_text(fragment.text)


def seconds(body: str) -> float:
    """The best of three runs of :func:`ingest_work` on ``body``."""
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        ingest_work(body)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--size", type=int, default=1_000_000, help="bytes per file (default 1 MB)")
    size = parser.parse_args().size
    print(f"{'':20} {'ms, size/8':>11} {'ms, size':>10} {'growth':>7} {'ms per MB':>10}")
    for name, make in SHAPES.items():
        small, large = make(size // 8), make(size)
        t_small, t_large = seconds(small), seconds(large)
        print(f"{name:20} {t_small * 1e3:11.1f} {t_large * 1e3:10.1f} {t_large / t_small:7.1f} "
              f"{t_large * 1e3 / (len(large) / 1e6):10.1f}")
    print("linear: growth about 8 for every shape")


if __name__ == "__main__":
    main()
