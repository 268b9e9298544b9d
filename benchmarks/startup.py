"""Start-up: `tether ask`, `tether verify` and `tether --help` as a user runs them.

Each command runs ``--runs`` times as a fresh ``python -m tether …`` process (the
interpreter itself, not a version-manager shim) and the median wall time is printed
beside the ratio to ``python -c pass`` measured in the same run, interleaved with the
commands so that a noisy machine moves both. Targets (issue 15): ``ask`` on the demo
corpus ≤ 0.25 s and ≤ 25× ``python -c pass``; ``verify`` ≤ 0.2 s.

Byte code is what an installed package runs from, so the children write and reuse it
in a private cache (``PYTHONPYCACHEPREFIX``) even where ``PYTHONDONTWRITEBYTECODE``
is set, and a warm-up run of each command fills it (and ingests the demo corpus into a
private ``TETHER_HOME``) before anything is timed. Then ``python -X importtime`` of
each command lists the modules that cost the most to import (self time, and cumulative
time of the top-level ``tether`` modules), which is where start-up goes.

    python benchmarks/startup.py                 # 11 runs each
    python benchmarks/startup.py --runs 21 --top 25
    python benchmarks/startup.py --baseline-src /tmp/old/src   # before/after, interleaved in one run
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ASK_TARGET_S = 0.25  # issue 15
ASK_TARGET_RATIO = 25.0  # issue 15: × `python -c pass` in the same run
VERIFY_TARGET_S = 0.2  # issue 15
QUESTION = "What is the registration fee in Germany?"
VERIFY_INPUT = {
    "question": "What is the registration fee in Germany?",
    "context": {"fragments": [{"id": "fees-de#registration", "documentId": "fees-de", "jurisdiction": "DE",
                               "text": "The registration fee is 1 250 EUR per product registration in Germany."}],
                "facts": [{"label": "t1", "kind": "money", "value": "1250", "unit": "EUR",
                           "fragmentId": "fees-de#registration"}]},
    "output": json.dumps({"answer": "The registration fee in Germany is 1 250 EUR [t1].", "entityCitations": [],
                          "documentationCitations": ["fees-de#registration"], "limitations": []}),
}
OK_EXITS = (0, 3)  # completed, stopped: a start-up that ends in an answer either way


def commands(verify_file: Path) -> dict[str, list[str]]:
    return {
        "python -c pass": ["-c", "pass"],
        "tether --help": ["-m", "tether", "--help"],
        "tether verify": ["-m", "tether", "verify", str(verify_file)],
        "tether ask": ["-m", "tether", "ask", QUESTION],
    }


def child_env(work: Path, src: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env.update(PYTHONPYCACHEPREFIX=str(work / "pycache"), TETHER_HOME=str(work / "home"),
               PYTHONPATH=os.pathsep.join(filter(None, [str(src), os.environ.get("PYTHONPATH", "")])))
    return env


def run_once(args: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    done = subprocess.run([sys.executable, *args], env=env, capture_output=True, text=True, check=False)
    elapsed = time.perf_counter() - started
    if done.returncode not in OK_EXITS:
        raise SystemExit(f"{' '.join(args)} exited with {done.returncode}:\n{done.stderr[-2000:]}")
    return elapsed


def import_costs(args: list[str], env: dict[str, str], top: int) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(self µs, module) of the costliest imports, and (cumulative µs, module) of tether's."""
    done = subprocess.run([sys.executable, "-X", "importtime", *args], env=env, capture_output=True, text=True,
                          check=False)
    own, tether = [], []
    for line in done.stderr.splitlines():
        if not line.startswith("import time:") or "|" not in line or "self [us]" in line:
            continue
        self_us, cumulative_us, name = (part.strip() for part in line.removeprefix("import time:").split("|"))
        own.append((int(self_us), name))
        if name.startswith("tether"):
            tether.append((int(cumulative_us), name))
    return sorted(own, reverse=True)[:top], sorted(tether, reverse=True)[:top]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--runs", type=int, default=11, help="timed runs of each command; medians are reported")
    parser.add_argument("--top", type=int, default=15, help="import-time offenders listed per command")
    parser.add_argument("--baseline-src", type=Path, help="another checkout's src directory, timed in the same "
                        "run, interleaved (e.g. the code before a change)")
    args = parser.parse_args()
    if args.runs < 1:
        parser.error("--runs: must be at least 1")
    with tempfile.TemporaryDirectory(prefix="tether-startup-") as tmp:
        work = Path(tmp)
        verify_file = work / "verify.json"
        verify_file.write_text(json.dumps(VERIFY_INPUT))
        trees = {"": child_env(work, Path(__file__).resolve().parent.parent / "src")}
        if args.baseline_src:
            trees["baseline "] = child_env(work / "baseline", args.baseline_src.resolve())
        cmds = commands(verify_file)
        runs = {prefix + name: (argv, env) for prefix, env in trees.items() for name, argv in cmds.items()}
        for argv, env in runs.values():  # byte code cached, demo corpus ingested
            run_once(argv, env)
        times: dict[str, list[float]] = {name: [] for name in runs}
        for _ in range(args.runs):  # interleaved: load on the machine moves every command alike
            for name, (argv, env) in runs.items():
                times[name].append(run_once(argv, env))
        medians = {name: statistics.median(values) for name, values in times.items()}
        print(f"median of {args.runs} runs each ({sys.executable}):")
        for prefix in trees:
            base = medians[prefix + "python -c pass"]
            for name in cmds:
                value = medians[prefix + name]
                print(f"  {prefix + name:<25} {value * 1000:7.1f} ms  ({value / base:5.1f}× python -c pass)")
        base = medians["python -c pass"]
        ask, verify = medians["tether ask"], medians["tether verify"]
        ok_ask = ask <= ASK_TARGET_S and ask / base <= ASK_TARGET_RATIO
        print(f"targets: ask ≤ {ASK_TARGET_S * 1000:.0f} ms and ≤ {ASK_TARGET_RATIO:.0f}× "
              f"{'OK' if ok_ask else 'MISSED'}; verify ≤ {VERIFY_TARGET_S * 1000:.0f} ms "
              f"{'OK' if verify <= VERIFY_TARGET_S else 'MISSED'}")
        env = trees[""]
        for name in ("tether ask", "tether verify"):
            own, tether = import_costs(cmds[name], env, args.top)
            print(f"\n{name}: costliest imports, self time (python -X importtime)")
            for us, module in own:
                print(f"  {us / 1000:7.1f} ms  {module}")
            print(f"{name}: tether modules, cumulative")
            for us, module in tether:
                print(f"  {us / 1000:7.1f} ms  {module}")


if __name__ == "__main__":
    main()
