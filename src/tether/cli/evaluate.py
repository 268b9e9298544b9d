"""`tether eval verify DIR` and `tether eval checks DIR`: labelled-set reports."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import typer

from ..errors import UsageError

if TYPE_CHECKING:
    from ..checks import Extractor
from .common import environ, err, escape, out, print_json, real

if TYPE_CHECKING:
    from rich.table import Table

T = TypeVar("T")

eval_app = typer.Typer(help="Run labelled sets and report rates.", no_args_is_help=True)


def _with_progress(label: str, work: Callable[[Callable[[int, int], None]], T]) -> T:
    """Run ``work(tick)`` with a progress bar on stderr (when it is a terminal)."""
    from rich.progress import Progress

    with Progress(console=real(err), transient=True, disable=not err.is_terminal) as progress:
        task = progress.add_task(label, total=None)
        return work(lambda done, total: progress.update(task, completed=done, total=total))


REPORT_OPTION = typer.Option(None, "--report", help="Also write the report to this file: "
                             "out.html is one self-contained page with charts (the report extra), else JSON.")
PLOTS_OPTION = typer.Option(None, "--plots", help="Also write the charts as PNG files into this directory "
                            "(the report extra).")


def _charts_first(report: Path | None, plots: Path | None) -> None:
    """Refuse before the evaluation runs, not after, when charts are asked for without matplotlib."""
    if (report is not None and report.suffix.lower() in (".html", ".htm")) or plots is not None:
        from ..eval.report import require_matplotlib

        require_matplotlib()


def _report(summary: dict, report: Path | None, as_json: bool, kind: str, title: str,
            plots: Path | None = None) -> bool:
    """Write the report and charts where asked; True when the JSON was printed instead of the table.

    Charts need matplotlib (`pip install 'tether[report]'`): without it, asking for them
    stops before anything is written, with the install command.
    """
    from ..eval import report as charts

    if report is not None:
        if report.suffix.lower() in (".html", ".htm"):
            charts.write_html(kind, summary, report, title)
        else:
            report.write_text(json.dumps(summary, ensure_ascii=False, indent=2), encoding="utf-8")
        err.print(f"report: {report}", markup=False)
    if plots is not None:
        for path in charts.write_plots(kind, summary, plots):
            err.print(f"chart: {path}", markup=False)
    if as_json:
        print_json(summary)
    return as_json


def _table(*columns: str, **options: object) -> Table:
    """A rich table, its module loaded here: `tether eval` draws tables, other commands do not."""
    from rich.table import Table

    return Table(*columns, **options)  # type: ignore[arg-type]


def _pct(x: float | None, digits: int = 1) -> str:
    return "—" if x is None else f"{100 * x:.{digits}f}%"


@eval_app.command("verify")
def eval_verify(
    directory: Path = typer.Argument(..., help="A directory of *.jsonl verify cases."),
    as_json: bool = typer.Option(False, "--json", help="Print the JSON report instead of the table."),
    report: Path | None = REPORT_OPTION,
    plots: Path | None = PLOTS_OPTION,
    split: str | None = typer.Option(None, "--split", help="Only the cases of this split (e.g. dev, holdout)."),
) -> None:
    """Per-check recall on faulty cases and the false-firing rate on clean ones."""
    _charts_first(report, plots)
    from ..eval.cases import load_cases
    from ..eval.verify_eval import evaluate_verify
    from ..verifier import deterministic_answer_checks

    cases = [c for c in load_cases(directory) if split is None or c.get("split") == split]
    if not cases and split is not None:
        raise UsageError(f"--split: no case below {directory} has split {split!r}")
    result = _with_progress("verifying", lambda tick: evaluate_verify(cases, deterministic_answer_checks(), tick))
    summary = result.summary()
    if _report(summary, report, as_json, "verify", f"tether eval verify {directory}", plots):
        return
    table = _table(
        "check", "faulty cases", "caught", "recall", "fires on clean",
        title=f"tether eval verify {directory}" + (f" --split {split}" if split else ""),
    )
    for row in result.rows:
        table.add_row(row.check, str(row.expected), str(row.caught), _pct(row.recall), str(row.false_fires))
    out.print(table)
    out.print(
        f"{summary['cases']} cases ({result.clean} clean, {result.faulty} faulty); status right on "
        f"{result.status_correct}/{result.cases}; clean cases with any violation: "
        f"{result.clean_with_any_violation} ({_pct(result.false_firing_rate)})"
    )
    for miss in result.misses[:20]:
        out.print(
            f"[yellow]miss[/yellow] {miss['id']} ({miss['where']}): expected {miss['expected']} "
            f"{miss['expectedStatus']}, got {miss['got']} {miss['status']}",
            markup=True,
        )


@eval_app.command("checks")
def eval_checks(
    directory: Path = typer.Argument(..., help="A directory of *.jsonl finished answers (correct and faulty)."),
    as_json: bool = typer.Option(False, "--json", help="Print the JSON report instead of the table."),
    report: Path | None = REPORT_OPTION,
    plots: Path | None = PLOTS_OPTION,
) -> None:
    """Per answer check: pre-check and hit rates on correct answers, catch rate on faulty ones."""
    _charts_first(report, plots)
    from ..checks import LexicalExtractor, evaluate_checks
    from ..eval.cases import load_cases

    cases = load_cases(directory)  # the same reader as eval verify: every line checked, ids unique
    result = _with_progress("checking", lambda tick: evaluate_checks(cases, LexicalExtractor(), tick))
    rows = result.rows()
    summary = {
        "cases": result.cases,
        "correct": result.correct,
        "faulty": result.faulty,
        "meetsTargets": result.passed,
        "checks": rows,
    }
    if _report(summary, report, as_json, "checks", f"tether eval checks {directory}", plots):
        return
    table = _table(
        "check",
        "pre-check on correct",
        "rate",
        "hit on correct",
        "rate",
        "caught",
        "catch rate",
        title=f"tether eval checks {directory} (targets: ≤5%, ≤2%, ≥90%)",
    )
    for r, s in zip(rows, result.stats, strict=True):
        table.add_row(
            str(r["check"]),
            str(r["precheckOnCorrect"]),
            _pct(round(s.precheck_rate, 4)),  # rounded as the JSON row is
            str(r["hitOnCorrect"]),
            _pct(round(s.hit_rate, 4)),
            str(r["caught"]),
            _pct(round(s.catch_rate, 4)),
        )
    out.print(table)
    out.print(
        f"{result.cases} answers ({result.correct} correct, {result.faulty} faulty); "
        f"targets {'met' if result.passed else 'NOT met'}"
    )


@eval_app.command("paraphrases")
def eval_paraphrases(
    directory: Path = typer.Argument(..., help="A directory of *.jsonl paraphrase cases (evalsets/paraphrases)."),
    extractor: str = typer.Option("lexical", "--extractor", help="lexical (no model) or model."),
    provider: str | None = typer.Option(None, "--provider", help="With --extractor model: the provider "
                                        "that extracts (default: TETHER_PROVIDER or openai)."),
    split: str | None = typer.Option(None, "--split", help="Only the cases of this split (dev, holdout)."),
    limit: int | None = typer.Option(None, "--limit", min=1, help="Only the first N cases (a slow model)."),
    as_json: bool = typer.Option(False, "--json", help="Print the JSON report instead of the table."),
    report: Path | None = REPORT_OPTION,
    plots: Path | None = PLOTS_OPTION,
) -> None:
    """Recall per check on reworded faults and firing on correct answers, per split."""
    from ..eval.cases import load_cases
    from ..eval.paraphrases import evaluate_paraphrases

    cases = [c for c in load_cases(directory) if split is None or c.get("split") == split]
    if not cases:
        raise UsageError(f"--split: no case below {directory} has split {split!r}")
    cases = cases[:limit] if limit else cases
    chosen = _extractor_for(extractor, provider)
    summary = _with_progress("checking", lambda tick: evaluate_paraphrases(cases, chosen, tick))
    if _report(summary, report, as_json, "paraphrases", "Answer checks on paraphrases", plots):
        return
    for name, s in [*summary["splits"].items(), ("total", summary["total"])]:
        table = _table("check", "faulty", "caught", "recall", "fires on correct",
                      title=f"{name}: {s['faulty']} faulty, {s['correct']} correct ({extractor} extractor)")
        for row in s["checks"]:
            table.add_row(row["check"], str(row["faulty"]), str(row["caught"]), _pct(row["recall"]),
                          str(row["firesOnCorrect"]))
        out.print(table)
        out.print(f"{name}: correct answers with any check fired: {s['correctFiredOn']}/{s['correct']} "
                  f"({_pct(s['firingRate'])})")


def _extractor_for(kind: str, provider: str | None) -> Extractor:
    """The extractor ``tether eval paraphrases --extractor`` names."""
    from ..checks import LexicalExtractor, ModelExtractor

    if kind == "lexical":
        return LexicalExtractor()
    if kind != "model":
        raise UsageError(f"--extractor: {kind!r} is not lexical or model")
    import os

    from ..providers.config import ProviderSettings
    from ..providers.registry import build_providers

    settings = ProviderSettings.from_env(os.environ)
    providers = build_providers(settings)
    name = provider or ("openai" if "openai" in providers else "local")
    if name not in providers or name == "template":
        raise UsageError(f"--provider: {name!r} is not a model provider here "
                         f"({', '.join(sorted(set(providers) - {'template'}))})")
    return ModelExtractor(providers[name], timeout=settings.limits().timeout_s)


@eval_app.command("real")
def eval_real(
    file: Path | None = typer.Argument(
        None, help="HaluEval-style JSON Lines (e.g. evalsets/halueval_qa_2k.jsonl); "
                   "leave out with --full."),
    full: bool = typer.Option(False, "--full", help="The full HaluEval QA set (10,000 pairs) "
                              "from the cache (scripts/fetch_halueval.py puts it there)."),
    fetch: bool = typer.Option(False, "--fetch", help="With --full: download it with pip when absent."),
    cache_dir: Path | None = typer.Option(None, "--cache-dir", help="Where --full keeps the set."),
    as_json: bool = typer.Option(False, "--json"),
    report: Path | None = REPORT_OPTION,
    plots: Path | None = PLOTS_OPTION,
) -> None:
    """How often each check fires on real answers labelled correct (and on hallucinated ones)."""
    _charts_first(report, plots)
    from ..eval import halueval_fetch
    from ..eval.halueval import evaluate_real, load_items
    from ..verifier import deterministic_answer_checks

    if (file is None) == (not full):
        raise UsageError("give either FILE or --full (the fetched 10,000-pair HaluEval set), not both")
    if file is None:
        file = halueval_fetch.fetch(cache_dir) if fetch else halueval_fetch.full_set_path(cache_dir)
        if not file.is_file():
            # Skipped loudly, not failed: the set is licensed data that is never committed.
            err.print(f"[bold yellow]SKIPPED[/bold yellow]: the full HaluEval set is not at {file}; "
                      "fetch it with `python scripts/fetch_halueval.py` or add --fetch", markup=True)
            return
    items = load_items(file)
    summary = _with_progress("verifying", lambda tick: evaluate_real(items, deterministic_answer_checks(), tick))
    if _report(summary, report, as_json, "real", f"tether eval real {file.name}", plots):
        return
    table = _table("check", "fired on correct", "rate", "fired on hallucinated", title=f"tether eval real {file.name}")
    for c in summary["checks"]:
        table.add_row(c["check"], str(c["firedOnCorrect"]), _pct(c["rateOnCorrect"]), str(c["firedOnHallucinated"]))
    out.print(table)
    pre = summary["prechecksOnCorrect"]
    out.print("answer-check pre-checks fired on correct answers: "
              + (", ".join(f"{c} {n}" for c, n in pre.items()) if pre else "none"))
    causes = summary["causesOnCorrect"]
    out.print("causes of firing on correct answers: "
              + (", ".join(f"{c} {n}" for c, n in causes.items()) if causes else "none"))
    for firing in summary["firingsOnCorrect"][:20]:
        out.print(f"  {firing['id']} {firing['check']} ({firing['cause']}): {firing['detail']}",
                  markup=False, highlight=False)
    out.print(
        f"{summary['correct']} correct answers: any check fired on {summary['anyCheckOnCorrect']} "
        f"({_pct(summary['anyCheckOnCorrectRate'], 2)}); {summary['hallucinated']} hallucinated: "
        f"caught {summary['anyCheckOnHallucinated']} ({_pct(summary['anyCheckOnHallucinatedRate'], 2)})"
    )


@eval_app.command("questions")
def eval_questions(
    file: Path = typer.Argument(..., help="JSON Lines: question, labels, now, expect, citations | rejected."),
    corpus: Path | None = typer.Option(None, "--corpus", help="Ingest this corpus directory first and ask it."),
    db: str | None = typer.Option(None, "--db", help="Database URL or SQLite file (default: the demo database)."),
    name: str | None = typer.Option(None, "--corpus-name", help="Ask this corpus only (with --corpus: its name)."),
    split: str | None = typer.Option(None, "--split", help="Only the cases of this split (e.g. dev, holdout)."),
    as_json: bool = typer.Option(False, "--json", help="Print the JSON report instead of the table."),
    report: Path | None = REPORT_OPTION,
    plots: Path | None = PLOTS_OPTION,
) -> None:
    """Ask a team's golden questions; exit 1 when any answer came from a wrong source."""
    _charts_first(report, plots)
    from ..config import build_deps
    from ..eval.questions import QuestionCase, evaluate_questions, load_questions
    from ..interaction import InteractionResult, run_interaction
    from ..principals import Principal
    from .ask import _store_for

    cases = [c for c in load_questions(file) if split is None or c.split == split]
    if not cases:
        raise UsageError(f"--split: no case of {file} has split {split!r}")
    env = environ()
    store, corpora = _store_for(corpus, db, env, name)
    deps = build_deps(store, env)

    def ask_one(case: QuestionCase) -> InteractionResult:
        return run_interaction(deps, case.question, Principal(name="eval", labels=tuple(case.labels)),
                               corpora=corpora, now=case.now)

    summary = _with_progress("asking", lambda tick: evaluate_questions(cases, ask_one, tick))
    if not _report(summary, report, as_json, "questions", f"tether eval questions {file.name}", plots):
        table = _table("split", "questions", "right", "answers from a wrong source", "missed stops",
                      "unnecessary stops", "wrong reasons", "failed", title=f"tether eval questions {file.name}")
        for name, t in [*summary["splits"].items(), ("total", summary["total"])]:
            table.add_row(name, str(t["questions"]), str(t["right"]), str(t["answersFromWrongSource"]),
                          str(t["missedStops"]), f"{t['unnecessaryStops']} ({_pct(t['unnecessaryStopRate'])})",
                          str(t["wrongReasons"]), str(t["failed"]))
        out.print(table)
        for row in summary["cases"]:
            if row["outcome"] != "right":
                out.print(f"[yellow]{row['outcome']}[/yellow] {escape(row['id'])}: {escape(row['why'])}", markup=True)
    raise typer.Exit(1 if summary["total"]["answersFromWrongSource"] else 0)


@eval_app.command("answers")
def eval_answers(
    directory: Path = typer.Argument(..., help="A directory of *.jsonl labelled model outputs (or one file)."),
    as_json: bool = typer.Option(False, "--json", help="Print the JSON report instead of the table."),
    report: Path | None = REPORT_OPTION,
    plots: Path | None = PLOTS_OPTION,
) -> None:
    """Replay labelled real model outputs; exit 1 when a wrong answer would be delivered."""
    _charts_first(report, plots)
    from ..eval.answers import evaluate_answers, load_answers

    cases = load_answers(directory)
    summary = _with_progress("replaying", lambda tick: evaluate_answers(cases, tick))
    if not _report(summary, report, as_json, "answers", f"tether eval answers {directory}", plots):
        table = _table("split", "cases", "wrong answers delivered", "right delivered", "right wrongly failed",
                      "rewrites that fixed", title=f"tether eval answers {directory}")
        for name, t in [*summary["splits"].items(), ("total", summary["total"])]:
            table.add_row(name, str(t["cases"]), str(t["wrongAnswersDelivered"]), str(t["rightAnswersDelivered"]),
                          str(t["rightAnswersWronglyFailed"]), str(t["rewritesThatFixed"]))
        out.print(table)
        for row in summary["cases"]:
            if row["delivered"] in ("wrong", "invalid"):
                out.print(f"[red]wrong delivered[/red] {escape(row['id'])}: {escape(row['why'])}", markup=True)
    raise typer.Exit(1 if summary["total"]["wrongAnswersDelivered"] else 0)
