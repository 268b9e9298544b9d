"""The benchmarks run and print what they promise (tiny sizes: this checks they work, not speed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run(*args: str) -> str:
    # This checkout's code, whatever the interpreter has installed (as pytest's pythonpath does).
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def test_serve_benchmark_prints_both_rates_the_ratio_and_cpu_per_request() -> None:
    out = run("benchmarks/serve.py", "--requests", "20", "--rounds", "1", "--concurrency", "4")
    for line in ("bare /healthz:", "interactions:", "ratio:", "ceiling:", "core, no HTTP:"):
        assert line in out, out
    assert out.count("CPU ms/request: server") == 2, out


def test_verify_benchmark_prints_the_baseline_and_the_ratio(tmp_path: Path) -> None:
    out = run("benchmarks/verify.py", "--runs", "1", "--plots", str(tmp_path))  # one run: the 1 MB output takes seconds
    assert "baseline json.loads" in out and "p50 / json.loads" in out and "whole call" in out, out
    assert (tmp_path / "verify-latency.png").read_bytes().startswith(b"\x89PNG"), "the latency histogram"


def test_scale_benchmark_prints_ingest_retrieval_and_the_ratios_to_its_baseline() -> None:
    out = run("benchmarks/scale.py", "--sizes", "40,120", "--runs", "1")
    for line in ("ingest", "fragments/s", "peak RSS", "baseline SELECT by key", "retrieval + gate p50",
                 "whole ask p50", "p50 / baseline", "catalog at worker start"):
        assert line in out, out
    assert out.count(" sqlite ") == 2, out


def test_scale_benchmark_refuses_a_million_without_postgresql() -> None:
    done = subprocess.run([sys.executable, "benchmarks/scale.py", "--million"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "--million" in done.stderr and "--db" in done.stderr


def test_sufficiency_benchmark_prints_the_baseline_and_the_difference() -> None:
    out = run("benchmarks/sufficiency.py", "--fragments", "300", "--rounds", "1")
    assert "retrieve top 5 + gate (before)" in out and "added by the sufficiency rule" in out


def test_audit_benchmark_prints_the_p50_and_the_ratio_to_its_baseline() -> None:
    out = run("benchmarks/audit.py", "--interactions", "2000", "--runs", "5")
    assert "stored interactions" in out and "baseline SELECT by key p50" in out and "audit p50" in out, out
    assert "p50 / baseline" in out and "(100 answers each" in out, out


def test_audit_benchmark_refuses_a_million_without_postgresql() -> None:
    done = subprocess.run([sys.executable, "benchmarks/audit.py", "--million"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and "--million" in done.stderr and "--db" in done.stderr


def test_startup_benchmark_prints_medians_ratios_targets_and_import_offenders() -> None:
    out = run("benchmarks/startup.py", "--runs", "1", "--top", "3")
    for line in ("python -c pass", "tether ask", "tether verify", "× python -c pass", "targets:",
                 "costliest imports", "tether modules, cumulative"):
        assert line in out, out
