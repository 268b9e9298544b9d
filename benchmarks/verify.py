"""Benchmark: `tether verify` on a 300-word answer over 20 fragments (~10k words), 30 labels.

Prints p50/p95 for
  * the whole call on material never seen before (cold: the material index is built),
  * the whole call on material seen before (warm: the per-text index is reused) with a
    new answer each run (the same labelled sentences reordered, other filler),
  * the answer pass alone once the material index exists,
and the ratio of each to a baseline measured in the same run: json.loads of
the same input document. Run on demand:  python benchmarks/verify.py [--runs N]

The material index is lazy (tether.figures.digits): a labelled figure that
matches its fact is never looked up, so the cold, warm and answer-pass lines
build no index at all. Two more lines show where the time goes otherwise:
  * the whole call on new material with the labels and facts removed, so that
    all 30 figures are looked up in the fragments (digit maps built, the
    clusters that could hold them scanned),
  * the six answer checks alone (warm), which run on every answer.
Two more, a few runs each, show that a whole call grows linearly with the output: the same
answer repeated to 125 KB and to 1 MB (just under the 1 MiB verify accepts, tether.inputs).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import statistics
import time
from pathlib import Path

from tether.checks import LexicalExtractor, answer_checks
from tether.contract import parse_output
from tether.eval.report import latency_chart, require_matplotlib, save_pngs
from tether.verify import build_material, deterministic_checks, verify
from tether.verify.models import VerifyInput

FILLER = (
    "The applicant submits the dossier through the registry portal and the registry confirms receipt "
    "before the assessment starts. Questions about the assessment go to the case officer named in the "
    "confirmation. The registry publishes its decisions in the public register once they are final."
).split()


def make_input(seed: int) -> VerifyInput:
    rng = random.Random(seed)
    fragments, facts = [], []
    for i in range(20):
        words: list[str] = []
        while len(words) < 500:
            words.extend(rng.sample(FILLER, 12))
            if rng.random() < 0.3:
                amount = rng.randint(100, 9_999)
                words.extend(f"The fee under rule {i}.{len(words)} is {amount:,} EUR.".replace(",", " ").split())
                if len(facts) < 30:
                    facts.append({"label": f"t{len(facts) + 1}", "kind": "money", "value": str(amount),
                                  "unit": "EUR", "fragmentId": f"doc-{i}#s{i}"})
            if rng.random() < 0.15:
                day, month, year = rng.randint(1, 28), rng.randint(1, 12), rng.randint(10, 29)
                words.extend(f"It applies from {day:02d}.{month:02d}.20{year}.".split())
        fragments.append({"id": f"doc-{i}#s{i}", "documentId": f"doc-{i}", "text": " ".join(words)})
    sentences = []
    for fact in facts:
        sentences.append(f"The fee is {int(fact['value']):,} EUR [{fact['label']}]".replace(",", " ") + ".")
    answer_words = " ".join(sentences).split()
    while len(answer_words) < 300:
        answer_words.extend(rng.sample(FILLER, 10))
    # The answer cites the fragments its labelled figures come from (misattributed-figure).
    cited = list(dict.fromkeys([fragments[0]["id"], *(f["fragmentId"] for f in facts)]))
    output = json.dumps({"answer": " ".join(answer_words[:300]) + ".", "entityCitations": [],
                         "documentationCitations": cited, "limitations": []})
    return VerifyInput.model_validate({"question": "What are the fees?",
                                       "context": {"fragments": fragments, "facts": facts}, "output": output})


def reworded(inp: VerifyInput, seed: int) -> VerifyInput:
    """The same material and facts with another answer: the labelled sentences with other
    words and in another order, and other filler, so that nothing keyed on the answer's or
    its sentences' text is reused (the warm line measures a new answer over material seen
    before, as in use)."""
    rng = random.Random(seed)
    wire = inp.wire()
    contract = json.loads(wire["output"])
    labelled = [f"{sentence[:-1]} {' '.join(rng.sample(FILLER, 2))}."  # no sentence text seen before
                for sentence in re.findall(r"The fee is [\d ]+ EUR \[t\d+\]\.", contract["answer"])]
    rng.shuffle(labelled)
    words = " ".join(labelled).split()
    while len(words) < 300:
        words.extend(rng.sample(FILLER, 10))
    wire["output"] = json.dumps({**contract, "answer": " ".join(words[:300]) + "."})
    return VerifyInput.model_validate(wire)


def unlabelled(inp: VerifyInput) -> VerifyInput:
    """The same input with no labels and no facts: every figure is looked up in the fragments."""
    wire = inp.wire()
    out = json.loads(wire["output"])
    out["answer"] = re.sub(r" \[t\d+\]", "", out["answer"])
    wire["output"] = json.dumps(out)
    wire["context"]["facts"] = []
    return VerifyInput.model_validate(wire)


def with_output_of(inp: VerifyInput, size: int) -> VerifyInput:
    """The input with an answer of about ``size`` bytes: the clean answer's sentences, numbered
    so that none repeats, over and over (issue 10 item 6: 1 MB once never finished)."""
    contract = json.loads(inp.output)
    parts, total, i = [], 0, 0
    while total < size:
        part = f"Part {i}. {contract['answer']} "
        parts.append(part)
        total += len(part.encode())
        i += 1
    wire = inp.wire()
    wire["output"] = json.dumps({**contract, "answer": "".join(parts)})
    return VerifyInput.model_validate(wire)


def timed(fn, runs: int) -> list[float]:  # type: ignore[no-untyped-def]
    """Milliseconds of this thread's CPU time per call. The target is on one core, and on a
    shared machine wall time mostly measures the neighbours (the ratio to the baseline
    swung 2x between runs with wall time)."""
    out = []
    for _ in range(runs):
        start = time.thread_time()
        fn()
        out.append((time.thread_time() - start) * 1000)
    return out


def pct(samples: list[float], q: float) -> float:
    return statistics.quantiles(samples, n=100)[int(q) - 1] if len(samples) > 1 else samples[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=200)
    parser.add_argument("--plots", type=Path, help="Also write a latency histogram as PNG into this directory "
                        "(the report extra: matplotlib).")
    args = parser.parse_args()
    if args.plots is not None:
        require_matplotlib()  # before minutes of measuring, not after
    checks = answer_checks(LexicalExtractor())
    inputs = [make_input(seed) for seed in range(args.runs + 1)]
    doc = json.dumps(inputs[0].wire())
    words = sum(len(f.text.split()) for f in inputs[0].context.fragments)
    answer_words = len(json.loads(inputs[0].output)["answer"].split())
    result = verify(inputs[0], answer_checks=checks)
    assert result.status == "passed", result.violations  # the benchmark input is a clean answer

    baseline = timed(lambda: json.loads(doc), args.runs)
    cold_iter = iter(inputs[1:])
    cold = timed(lambda: verify(next(cold_iter), answer_checks=checks), args.runs)
    warm_inputs = [reworded(inputs[0], seed) for seed in range(args.runs)]
    assert all(verify(i, answer_checks=checks).status == "passed" for i in warm_inputs[:5])
    warm_iter = iter(warm_inputs)
    warm = timed(lambda: verify(next(warm_iter), answer_checks=checks), args.runs)
    material = build_material(inputs[0])  # the reworded inputs share its fragments and facts
    parsed = [(i, parse_output(i.output).contract) for i in warm_inputs]
    assert all(contract is not None for _, contract in parsed)
    pass_iter = iter(parsed)
    answer_pass = timed(lambda: deterministic_checks(*next(pass_iter), material), args.runs)  # type: ignore[arg-type]
    bare = [unlabelled(make_input(10_000 + seed)) for seed in range(args.runs)]
    assert verify(bare[0], answer_checks=checks).status == "passed"  # every figure is in the material
    bare_iter = iter(bare)
    looked_up = timed(lambda: verify(next(bare_iter), answer_checks=checks), args.runs)
    checks_iter = iter(parsed)

    def answer_checks_once() -> None:
        inp, contract = next(checks_iter)
        for check in checks:
            check(inp, contract, material)  # type: ignore[arg-type]

    checks_only = timed(answer_checks_once, args.runs)
    # Large outputs: a few runs each (seconds per call); 8x the size should cost about 8x.
    big_runs = min(args.runs, 3)
    kb128, mb1 = with_output_of(inputs[0], 125_000), with_output_of(inputs[0], 1_000_000)
    out_128k = timed(lambda: verify(kb128, answer_checks=checks), big_runs)
    out_1m = timed(lambda: verify(mb1, answer_checks=checks), big_runs)

    base = statistics.median(baseline)
    print(f"input: {answer_words}-word answer, {len(inputs[0].context.fragments)} fragments, {words} words of "
          f"material, {len(inputs[0].context.facts)} labels; {args.runs} runs each")
    print(f"{'':34} {'p50 ms':>8} {'p95 ms':>8} {'p50 / json.loads':>17}")
    for name, samples in [("baseline json.loads(input)", baseline), ("whole call, new material (cold)", cold),
                          ("whole call, material seen (warm)", warm), ("answer pass, index built", answer_pass),
                          ("cold, 30 unlabelled figures", looked_up), ("answer checks alone (warm)", checks_only),
                          ("whole call, 125 KB output", out_128k), ("whole call, 1 MB output", out_1m)]:
        print(f"{name:34} {statistics.median(samples):8.3f} {pct(samples, 95):8.3f} "
              f"{statistics.median(samples) / base:17.1f}")
    print("times are CPU time of one thread; target: whole call p50 <= 1 ms on one core")
    if args.plots is not None:
        chart = latency_chart("verify-latency", f"tether verify, {args.runs} runs each",
                              {"whole call, cold": cold, "whole call, warm": warm, "answer pass": answer_pass})
        for path in save_pngs([chart], args.plots):
            print(f"chart: {path}")


if __name__ == "__main__":
    main()
