"""Record the local model's replies to the answer checks' extraction requests.

The model extractor (TETHER_EXTRACTOR=model) runs only where a pre-check fired, so
this takes the paraphrase cases on which the acceptance, explicit-rule and exception
pre-checks fire, draws a fixed-seed sample, asks the provider once per case exactly
as ModelExtractor would, and writes the raw replies (JSON Lines). Replaying them with
``--replay`` decides each case in code, so the decision rules can be re-run without
the model. Slow on a small CPU: minutes per call for SmolLM2 on two shared cores.

    nice -n 15 python scripts/record_model_extractions.py --provider local --n 6 --out runs.jsonl
    python scripts/record_model_extractions.py --replay runs.jsonl
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from tether.checks import ModelExtractor  # noqa: E402
from tether.checks.extractors import parse_extraction  # noqa: E402
from tether.checks.run import SEED_001, run_check  # noqa: E402
from tether.contract import parse_output  # noqa: E402
from tether.eval.cases import load_cases  # noqa: E402
from tether.providers.base import collect  # noqa: E402
from tether.providers.config import ProviderSettings  # noqa: E402
from tether.providers.registry import build_providers  # noqa: E402
from tether.providers.scripted import ScriptedProvider  # noqa: E402

EXTRACTING = ("acceptance-contradiction", "unsupported-explicit-rule", "exception-overridden")
CHECKS = {c.id: c for c in SEED_001 if c.id in EXTRACTING}


def extracting_cases(directory: Path) -> list[tuple[dict, str]]:
    """(case, check) where the check's deterministic pre-check fires: an extraction happens."""
    out = []
    for case in load_cases(directory):
        inp = case["input"]
        contract = parse_output(inp.output, inp.finish_reason).contract
        for cid, check in CHECKS.items():
            if case["kind"] == "faulty" and case["check"] != cid:
                continue
            if check.precheck(contract, inp) is not None:
                out.append((case, cid))
    return out


def record(args: argparse.Namespace) -> None:
    pairs = extracting_cases(args.dir)
    rng = random.Random(args.seed)
    rng.shuffle(pairs)
    provider = build_providers(ProviderSettings.from_env(os.environ))[args.provider]
    extractor = ModelExtractor(provider, timeout=args.timeout)
    with open(args.out, "a", encoding="utf-8") as out:
        for case, cid in pairs[: args.n]:
            inp = case["input"]
            check = CHECKS[cid]
            trigger = check.precheck(parse_output(inp.output, inp.finish_reason).contract, inp)
            request = check.extraction(trigger, inp)
            started = time.monotonic()
            try:
                text, error = collect(provider, extractor.request_for(request)).text, None
            except Exception as exc:  # recorded, as the runner would fail open
                text, error = "", f"{type(exc).__name__}: {exc}"
            row = {"id": case["id"], "split": case.get("split"), "kind": case["kind"], "check": cid,
                   "seconds": round(time.monotonic() - started, 1), "reply": text, "error": error}
            out.write(json.dumps(row, ensure_ascii=False) + "\n")
            out.flush()
            print(row["id"], cid, row["seconds"], "s", (error or text)[:120].replace("\n", " "), flush=True)


def replay(args: argparse.Namespace) -> None:
    cases = {c["id"]: c for c in load_cases(args.dir)}
    hits = {"faulty": [0, 0], "correct": [0, 0]}
    for line in Path(args.replay).read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        case = cases[row["id"]]
        inp = case["input"]
        contract = parse_output(inp.output, inp.finish_reason).contract
        if row["error"]:  # the runner fails open: no violation, the check is skipped
            print(f"{row['id']:28} {case['kind']:8} {row['check']:26} skipped: {row['error'][:80]}")
            hits[case["kind"]][1] += 1
            continue
        violation, record_ = run_check(CHECKS[row["check"]], inp, contract,
                                       ModelExtractor(ScriptedProvider([row["reply"]]), timeout=5))
        try:
            readable = parse_extraction(row["reply"]) is not None
        except Exception:
            readable = False
        hits[case["kind"]][0] += violation is not None
        hits[case["kind"]][1] += 1
        print(f"{row['id']:28} {case['kind']:8} {row['check']:26} hit={violation is not None!s:5} "
              f"readable={readable!s:5} verbatim={record_.verbatim_count} skipped={record_.skipped}")
    for kind, (hit, total) in hits.items():
        print(f"{kind}: hit {hit}/{total}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dir", type=Path, default=ROOT / "evalsets" / "paraphrases")
    parser.add_argument("--provider", default="local")
    parser.add_argument("--n", type=int, default=6)
    parser.add_argument("--seed", type=int, default=13)
    parser.add_argument("--timeout", type=float, default=900.0)
    parser.add_argument("--out", default="model_extractions.jsonl")
    parser.add_argument("--replay")
    args = parser.parse_args()
    replay(args) if args.replay else record(args)


if __name__ == "__main__":
    main()
