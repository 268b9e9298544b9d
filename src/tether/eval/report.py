"""Evaluation reports people can show: charts (matplotlib, the `report` extra) as PNG files
or one self-contained HTML page.

The HTML page holds everything it shows — the charts as inline SVG with their text drawn as
paths (no font is fetched), the figures as tables, a style sheet, no script — so it opens
offline, from an e-mail or a ticket. It shows what the JSON report holds and nothing else:
counts, rates, check ids, case ids and outcomes. No question, answer or record text is in
an evaluation summary, so none can reach the page.
"""

from __future__ import annotations

import html
import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..errors import UsageError

if TYPE_CHECKING:
    from matplotlib.figure import Figure

INSTALL_HINT = "pip install 'tether[report]' (matplotlib)"
# Outcome colours: one hue per outcome of `eval questions`, red for the headline (a wrong source).
OUTCOME_COLOURS = {"right": "#3a7d44", "wrong-source": "#c0392b", "missed-stop": "#e67e22",
                   "unnecessary-stop": "#f1c40f", "wrong-reasons": "#8e44ad", "failed": "#7f8c8d"}
BAR = "#2c6fbb"
ALT = "#d98c1f"


@dataclass(frozen=True)
class Chart:
    name: str  # the PNG's file name without suffix
    title: str
    draw: Callable[[Any], Figure]  # given matplotlib.pyplot


def require_matplotlib() -> Any:
    """matplotlib.pyplot on the file-only Agg backend, or a UsageError naming the extra."""
    try:
        import matplotlib
    except ImportError:
        raise UsageError(f"--report .html and --plots draw charts with matplotlib, which is not installed; "
                         f"{INSTALL_HINT}. A JSON report (--report out.json) needs nothing.") from None
    matplotlib.use("Agg")  # no display: files only
    import matplotlib.pyplot as plt

    plt.rcParams.update({"svg.fonttype": "path", "svg.hashsalt": "tether", "figure.dpi": 100,
                         "axes.spines.top": False, "axes.spines.right": False, "font.size": 9})
    return plt


def _barh(plt: Any, labels: Sequence[str], series: Sequence[tuple[str, Sequence[float], str]],
          xlabel: str, percent: bool = True) -> Figure:
    fig, ax = plt.subplots(figsize=(7.5, 0.32 * max(len(labels), 3) * max(len(series), 1) + 1.2))
    height = 0.8 / max(len(series), 1)
    for i, (name, values, colour) in enumerate(series):
        ys = [y + i * height for y in range(len(labels))]
        shown = [100 * v for v in values] if percent else list(values)
        bars = ax.barh(ys, shown, height=height, color=colour, label=name)
        ax.bar_label(bars, fmt="%.0f%%" if percent else "%g", padding=2, fontsize=7)
    ax.set_yticks([y + height * (len(series) - 1) / 2 for y in range(len(labels))], labels)
    ax.invert_yaxis()
    ax.set_xlabel(xlabel)
    if percent:
        ax.set_xlim(0, 110)
    if len(series) > 1:
        ax.legend(loc="lower right", fontsize=7, frameon=False)
    fig.tight_layout()
    return fig


def verify_charts(summary: dict[str, Any]) -> list[Chart]:
    rows = [r for r in summary["checks"] if r["expected"] or r["falseFiresOnClean"]]

    def recall(plt: Any) -> Figure:
        measured = [r for r in rows if r["recall"] is not None]
        fig = _barh(plt, [r["check"] for r in measured], [("recall", [r["recall"] for r in measured], BAR)],
                    "faulty cases caught (recall)")
        fig.axes[0].set_title(f"Recall per check — {summary['faulty']} faulty cases")
        return fig

    def firing(plt: Any) -> Figure:
        fig = _barh(plt, [r["check"] for r in rows], [("fires on clean", [r["falseFiresOnClean"] for r in rows],
                                                        ALT)], "clean cases it fired on", percent=False)
        fig.axes[0].set_title(f"False firing per check — {summary['clean']} clean cases")
        return fig

    return [Chart("verify-recall", "Recall per check", recall),
            Chart("verify-false-firing", "False firing on clean cases", firing)]


def checks_charts(summary: dict[str, Any]) -> list[Chart]:
    rows = summary["checks"]

    def rates(plt: Any) -> Figure:
        fig = _barh(plt, [r["check"] for r in rows], [
            ("catch rate on faulty answers", [r["catchRate"] for r in rows], BAR),
            ("hit rate on correct answers", [r["hitRate"] for r in rows], "#c0392b"),
            ("pre-check rate on correct answers", [r["precheckRate"] for r in rows], ALT)], "rate")
        fig.axes[0].set_title(f"Answer checks — {summary['correct']} correct, {summary['faulty']} faulty answers")
        return fig

    return [Chart("checks-rates", "Catch, hit and pre-check rates per answer check", rates)]


def real_charts(summary: dict[str, Any]) -> list[Chart]:
    rows = [c for c in summary["checks"] if c["firedOnCorrect"] or c["firedOnHallucinated"]]

    def firing(plt: Any) -> Figure:
        fig = _barh(plt, [c["check"] for c in rows], [
            ("on answers labelled correct", [c["firedOnCorrect"] for c in rows], "#c0392b"),
            ("on hallucinated answers", [c["firedOnHallucinated"] for c in rows], BAR)], "answers", percent=False)
        fig.axes[0].set_title(f"Firing per check — {summary['correct']} correct, "
                              f"{summary['hallucinated']} hallucinated answers")
        return fig

    return [Chart("real-firing", "Firing per check on real answers", firing)]


def _stacked(plt: Any, groups: dict[str, dict[str, int]], keys: Sequence[str], colours: dict[str, str],
             title: str) -> Figure:
    fig, ax = plt.subplots(figsize=(7.5, 0.5 * max(len(groups), 2) + 1.4))
    names = list(groups)
    left = [0] * len(names)
    for key in keys:
        values = [groups[n].get(key, 0) for n in names]
        bars = ax.barh(names, values, left=left, color=colours[key], label=key)
        ax.bar_label(bars, labels=[str(v) if v else "" for v in values], label_type="center", fontsize=7)
        left = [a + b for a, b in zip(left, values, strict=True)]
    ax.invert_yaxis()
    ax.set_xlabel("questions")
    ax.set_title(title)
    ax.legend(loc="upper center", bbox_to_anchor=(0.5, -0.3), ncol=3, fontsize=7, frameon=False)
    fig.tight_layout()
    return fig


def questions_charts(summary: dict[str, Any]) -> list[Chart]:
    groups = {name: _outcomes(summary["cases"], name) for name in summary["splits"]}
    groups["total"] = _outcomes(summary["cases"], None)

    def outcomes(plt: Any) -> Figure:
        return _stacked(plt, groups, list(OUTCOME_COLOURS), OUTCOME_COLOURS,
                        f"Golden questions by outcome — {summary['total']['answersFromWrongSource']} "
                        "answers from a wrong source")

    return [Chart("questions-outcomes", "Outcomes per split", outcomes)]


def _outcomes(cases: Sequence[dict[str, Any]], split: str | None) -> dict[str, int]:
    chosen = [c for c in cases if split is None or c["split"] == split]
    return {o: sum(1 for c in chosen if c["outcome"] == o) for o in OUTCOME_COLOURS}


def answers_charts(summary: dict[str, Any]) -> list[Chart]:
    keys = {"wrongAnswersDelivered": "#c0392b", "rightAnswersDelivered": "#3a7d44",
            "rightAnswersWronglyFailed": ALT}
    groups = {**summary["splits"], "total": summary["total"]}

    def delivered(plt: Any) -> Figure:
        return _stacked(plt, {k: {key: v[key] for key in keys} for k, v in groups.items()}, list(keys), keys,
                        "Replayed model answers: what would reach a reader")

    return [Chart("answers-delivered", "Delivered answers per split", delivered)]


def paraphrases_charts(summary: dict[str, Any]) -> list[Chart]:
    rows = summary["total"]["checks"]

    def recall(plt: Any) -> Figure:
        fig = _barh(plt, [r["check"] for r in rows], [("recall on reworded faults", [r["recall"] for r in rows], BAR)],
                    "faulty paraphrases caught (recall)")
        fig.axes[0].set_title(f"Answer checks on paraphrases — {summary['total']['faulty']} faulty, "
                              f"{summary['total']['correct']} correct")
        return fig

    return [Chart("paraphrases-recall", "Recall per check on paraphrases", recall)]


CHARTS: dict[str, Callable[[dict[str, Any]], list[Chart]]] = {
    "verify": verify_charts, "checks": checks_charts, "real": real_charts,
    "questions": questions_charts, "answers": answers_charts, "paraphrases": paraphrases_charts,
}


def render(charts: Sequence[Chart], fmt: str) -> list[tuple[Chart, bytes]]:
    plt = require_matplotlib()
    rendered = []
    for chart in charts:
        fig = chart.draw(plt)
        buf = io.BytesIO()
        # No creation date or tool version in the file: the same summary gives the same bytes.
        fig.savefig(buf, format=fmt, bbox_inches="tight",
                    metadata={"Date": None} if fmt == "svg" else {"Software": None})
        plt.close(fig)
        rendered.append((chart, buf.getvalue()))
    return rendered


def latency_chart(name: str, title: str, series: dict[str, Sequence[float]]) -> Chart:
    """A histogram of latencies in milliseconds, one series per measured call (benchmarks/)."""

    def draw(plt: Any) -> Figure:
        import numpy as np  # matplotlib's own dependency

        fig, ax = plt.subplots(figsize=(7.5, 3.6))
        every = [x for samples in series.values() for x in samples if x > 0]
        # Log-spaced bins: the calls compared differ by orders of magnitude.
        bins = np.logspace(np.log10(min(every)), np.log10(max(every)), 50)
        for label, samples in series.items():
            ax.hist(samples, bins=bins, alpha=0.6, label=f"{label} (p50 {sorted(samples)[len(samples) // 2]:.2f} ms)")
        ax.set_xscale("log")
        ax.set_xlabel("milliseconds per call (log scale)")
        ax.set_ylabel("calls")
        ax.set_title(title)
        ax.legend(fontsize=7, frameon=False)
        fig.tight_layout()
        return fig

    return Chart(name, title, draw)


def save_pngs(charts: Sequence[Chart], directory: Path) -> list[Path]:
    """Each chart as ``DIRECTORY/<name>.png``."""
    directory.mkdir(parents=True, exist_ok=True)
    paths = []
    for chart, data in render(charts, "png"):
        path = directory / f"{chart.name}.png"
        path.write_bytes(data)
        paths.append(path)
    return paths


def write_plots(kind: str, summary: dict[str, Any], directory: Path) -> list[Path]:
    """Every chart of this evaluation as ``DIRECTORY/<name>.png``."""
    return save_pngs(CHARTS[kind](summary), directory)


def write_html(kind: str, summary: dict[str, Any], path: Path, title: str) -> None:
    """One self-contained page: the charts inline, the figures as tables."""
    figures = "\n".join(
        f'<figure><figcaption>{html.escape(chart.title)}</figcaption>'
        f'{_inline_svg(data)}</figure>' for chart, data in render(CHARTS[kind](summary), "svg"))
    path.write_text(PAGE.format(title=html.escape(title), figures=figures, tables=_tables(kind, summary)),
                    encoding="utf-8")


def _inline_svg(data: bytes) -> str:
    text = data.decode("utf-8")
    text = text[text.index("<svg"):]  # drop the XML prolog and doctype: not allowed inside HTML
    start, end = text.find("<metadata>"), text.find("</metadata>")
    if 0 <= start < end:  # RDF naming the drawing tool: nothing a reader needs
        text = text[:start] + text[end + len("</metadata>"):]
    return text


def _tables(kind: str, summary: dict[str, Any]) -> str:
    if kind in ("questions", "answers"):
        totals = {**summary["splits"], "total": summary["total"]}
        columns = list(summary["total"])
        head = "".join(f"<th>{html.escape(c)}</th>" for c in ["split", *columns])
        body = "".join("<tr>" + f"<td>{html.escape(name)}</td>" + "".join(
            f"<td>{html.escape(str(t[c]))}</td>" for c in columns) + "</tr>" for name, t in totals.items())
        cases = [c for c in summary["cases"] if c.get("outcome", "right") != "right"
                 and c.get("delivered") not in ("right",)]
        rows = "".join(f"<tr><td>{html.escape(str(c['id']))}</td><td>{html.escape(str(c.get('outcome', '')))}"
                       f"</td><td>{html.escape(str(c.get('why', '')))}</td></tr>" for c in cases[:200])
        extra = (f"<h2>Cases not right ({len(cases)})</h2><table><tr><th>case</th><th>outcome</th><th>why</th>"
                 f"</tr>{rows}</table>") if kind == "questions" and cases else ""
        return f"<table><tr>{head}</tr>{body}</table>{extra}"
    rows = summary["total"]["checks"] if kind == "paraphrases" else summary["checks"]
    columns = [c for c in rows[0] if not isinstance(rows[0][c], list | dict)] if rows else []
    head = "".join(f"<th>{html.escape(c)}</th>" for c in columns)
    body = "".join("<tr>" + "".join(f"<td>{html.escape(str(r[c]))}</td>" for c in columns) + "</tr>" for r in rows)
    return f"<table><tr>{head}</tr>{body}</table>"


PAGE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>
body {{ font: 14px/1.45 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; color: #222; }}
figure {{ margin: 1.5rem 0; }} figcaption {{ font-weight: 600; margin-bottom: .3rem; }}
svg {{ max-width: 100%; height: auto; }}
table {{ border-collapse: collapse; margin: 1rem 0; font-size: 13px; }}
th, td {{ border: 1px solid #ccc; padding: .25rem .5rem; text-align: left; }} th {{ background: #f3f3f3; }}
</style></head>
<body><h1>{title}</h1>
{figures}
<h2>Figures</h2>
{tables}
<p><small>Written by tether; this page loads nothing from the network.</small></p>
</body></html>
"""
