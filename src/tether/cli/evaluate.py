"""`tether eval verify DIR` and `tether eval checks DIR`: labelled-set reports."""

from __future__ import annotations

import json
from pathlib import Path

import typer
from rich.progress import Progress
from rich.table import Table

from ..eval.cases import load_cases
from ..eval.verify_eval import evaluate_verify
from .common import err, out, print_json
from .verify import deterministic_answer_checks

eval_app = typer.Typer(help="Run labelled sets and report rates.", no_args_is_help=True)


def _pct(x: float | None) -> str:
    return "—" if x is None else f"{100 * x:.1f}%"


@eval_app.command("verify")
def eval_verify(
    directory: Path = typer.Argument(..., help="A directory of *.jsonl verify cases."),
    as_json: bool = typer.Option(False, "--json", help="Print the JSON report instead of the table."),
    report: Path | None = typer.Option(None, "--report", help="Also write the JSON report to this file."),
) -> None:
    """Per-check recall on faulty cases and the false-firing rate on clean ones."""
    cases = load_cases(directory)
    with Progress(console=err, transient=True, disable=not err.is_terminal) as progress:
        task = progress.add_task("verifying", total=len(cases))
        result = evaluate_verify(cases, deterministic_answer_checks(),
                                 lambda done, _t: progress.update(task, completed=done))
    summary = result.summary()
    if report:
        report.write_text(json.dumps(summary, ensure_ascii=False, indent=2), encoding="utf-8")
    if as_json:
        print_json(summary)
        return
    table = Table("check", "faulty cases", "caught", "recall", "fires on clean", title=f"tether eval verify {directory}")
    for row in result.rows:
        table.add_row(row.check, str(row.expected), str(row.caught), _pct(row.recall), str(row.false_fires))
    out.print(table)
    out.print(
        f"{summary['cases']} cases ({result.clean} clean, {result.faulty} faulty); status right on "
        f"{result.status_correct}/{result.cases}; clean cases with any violation: "
        f"{result.clean_with_any_violation} ({_pct(result.false_firing_rate)})"
    )
    for miss in result.misses[:20]:
        out.print(f"[yellow]miss[/yellow] {miss['id']} ({miss['where']}): expected {miss['expected']} "
                  f"{miss['expectedStatus']}, got {miss['got']} {miss['status']}", markup=True)
