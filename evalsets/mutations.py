"""Wrong answers made by rule from the faithful answers of the labelled verify sets (evalset
tooling, not Tether code): how often does a wrong answer of a known shape pass?

The labelled sets' wrong answers were each written by hand for one case, and the readers that
catch them were built case by case; a new set's wrong answers pass at about the same rate as
the last one's did on arrival. A rule-made mutation is the same kind of wrong answer on every
faithful answer there is, so its pass rate measures a reader's reach, not its fit:

- ``figure``: one figure of the answer replaced by another value of the same measure (kind and
  unit) that a cited fragment states and the answer gives nowhere — "taken from the wrong
  sentence" (issue 11);
- ``negation``: a negation added to or dropped from the first verb it can govern ("is" → "is
  not", «не может» → «может»);
- ``bound``: a bound turned round ("at least" → "at most", «не позднее» → «не ранее»);
- ``modality``: an obligation made a permission or the reverse ("must" → "may").

Seeds are the cases labelled ``passed`` of one split whose output is a JSON contract and which
pass unmutated (a seed that already fails says nothing about its mutation). At most two figure
mutations and one of each other kind per seed, chosen by a generator seeded with the case's id
(so a seed joining the set changes no other's mutations). A mutation is not always wrong
("over" in "handed over" → "under"; a value a fragment states twice): on a hand
read of the 66 figure mutations that passed at the start (session 18, dev), all but three were
wrong answers; the other kinds are noisier (ungrammatical flips), so compare their rates over
time, not with zero.

The other side, ``--faithful``: the same seeds rewritten by rules that keep their meaning
("per week" → "a week", "30%" → "30 per cent", «₽» → «рублей», "you must" → "you have to",
«нужно» → «необходимо», a clause after a semicolon made a sentence of its own) and counted as
failed — correct answers a reader would lose.

    python evalsets/mutations.py                 # dev seeds, a table per kind
    python evalsets/mutations.py --split holdout --json
    python evalsets/mutations.py --show figure   # the mutations of a kind that passed
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
KINDS = ("figure", "negation", "bound", "modality")
FIGURES_PER_SEED = 2

_BOUNDS = [
    (r"\bat least\b", "at most"), (r"\bat most\b", "at least"), (r"\bno later than\b", "no earlier than"),
    (r"\bmore than\b", "less than"), (r"\bless than\b", "more than"), (r"\bfewer than\b", "more than"),
    (r"\bover\b", "under"), (r"\bunder\b", "over"), (r"\bbefore\b", "after"), (r"\bafter\b", "before"),
    (r"\bup to\b", "at least"), (r"\bminimum\b", "maximum"), (r"\bmaximum\b", "minimum"),
    (r"не менее", "не более"), (r"не более", "не менее"), (r"не позднее", "не ранее"), (r"не ранее", "не позднее"),
    (r"(?<!\w)больше(?!\w)", "меньше"), (r"(?<!\w)меньше(?!\w)", "больше"), (r"(?<!\w)более(?!\w)", "менее"),
    (r"(?<!\w)менее(?!\w)", "более"), (r"(?<!\w)до(?!\w)", "после"), (r"(?<!\w)после(?!\w)", "до"),
    (r"(?<!\w)свыше(?!\w)", "менее"), (r"(?<!\w)минимум(?!\w)", "максимум"), (r"(?<!\w)максимум(?!\w)", "минимум"),
]
_NEGATIONS = [
    (r"\bis not\b", "is"), (r"\bare not\b", "are"), (r"\bcannot\b", "can"), (r"\bcan't\b", "can"),
    (r"\bdoes not\b", "does"), (r"\bdo not\b", "do"), (r"\bwill not\b", "will"), (r"\bisn't\b", "is"),
    (r"\bmust not\b", "must"), (r"\bnot\b ", ""), (r"\bno\b", "a"),
    (r"(?<!\w)нельзя(?!\w)", "можно"), (r"(?<!\w)можно(?!\w)", "нельзя"), (r"(?<!\w)не(?!\w) ", ""),
    (r"\bis\b", "is not"), (r"\bare\b", "are not"), (r"\bcan\b", "cannot"), (r"\bwill\b", "will not"),
    (r"(?<!\w)может(?!\w)", "не может"), (r"(?<!\w)могут(?!\w)", "не могут"), (r"(?<!\w)должен(?!\w)", "не должен"),
    (r"(?<!\w)обязан(?!\w)", "не обязан"),
]
_MODALS = [
    (r"\bmust\b", "may"), (r"\bmay\b", "must"), (r"\bcan\b", "must"), (r"\bshould\b", "may"), (r"\bhas to\b", "may"),
    (r"(?<!\w)мо(?:жет|гут)(?!\w)", "должен"), (r"(?<!\w)долж(?:ен|на|ны|но)(?!\w)", "может"),
    (r"(?<!\w)обязан[аы]?(?!\w)", "может"),
]
_QUANTITIES = ("money", "percent", "duration", "number")
_FAITHFUL = [
    ("per-a", r"\bper (day|night|week|month|year|hour|person)\b", r"a \1", re.IGNORECASE),
    ("a-per", r"(?<=\d) a (day|night|week|month|year)\b", r" per \1", re.IGNORECASE),
    ("have-to", r"\b(you|they|we) must\b", r"\1 have to", re.IGNORECASE),
    ("thousands", r"(?<=[£€$])(\d{1,3}),(\d{3})\b", r"\1\2", 0),
    ("per-cent", r"(\d)\s?%(?![^.]*[а-яё])", r"\1 per cent", 0),
    ("процентов", r"(\d)\s?%(?=[^.]*[а-яё])", r"\1 процентов", 0),
    ("рублей", r"(\d)\s?₽", r"\1 рублей", 0),
    ("необходимо", r"(?<!не )(?<!\w)нужно(?!\w)", "необходимо", 0),
    ("sentence", r";\s+([a-zа-яё])", lambda m: ". " + m.group(1).upper(), 0),
]
FAITHFUL_KINDS = tuple(name for name, *_ in _FAITHFUL)


def seeds(split: str) -> Iterator[dict]:
    files = sorted((HERE / "verify").glob("*.jsonl")) + sorted(HERE.glob("unseen*/verify_cases.jsonl"))
    for path in files:
        for line in path.read_text(encoding="utf-8").splitlines():
            if not line.strip():
                continue
            case = json.loads(line)
            own = case.get("split") or ("holdout" if "holdout" in path.name else "dev")
            if own == split and case["expect"]["status"] == "passed":
                case["set"] = path.parent.name
                yield case


def _by_words(answer: str, pairs: list[tuple[str, str]], kind: str) -> list[tuple[str, str]]:
    """The first pair whose pattern occurs, applied at its first occurrence."""
    for pattern, replacement in pairs:
        found = re.search(pattern, answer, flags=re.IGNORECASE)
        if found:
            if answer[found.start()].isupper():
                replacement = replacement[:1].upper() + replacement[1:]
            return [(f"{kind}: {found.group(0)!r} -> {replacement!r}",
                     answer[:found.start()] + replacement + answer[found.end():])]
    return []


def _figures(answer: str, cited: list[str], rng: random.Random) -> list[tuple[str, str]]:
    from tether.figures import find_mentions

    mine = [m for m in find_mentions(answer) if m.kind in _QUANTITIES and m.readings and not m.from_words]
    theirs = [m for text in cited for m in find_mentions(text)
              if m.kind in _QUANTITIES and m.readings and not m.from_words]  # "one" is too often no figure
    given = {r.value for m in mine for r in m.readings}
    out = []
    for m in mine:
        if answer[max(0, m.start - 2):m.start].endswith("[t"):
            continue
        used = set()
        for other in theirs:
            value = other.readings[0].value
            if other.kind != m.kind or other.unit != m.unit or value in given or value in used:
                continue
            if m.kind == "number" and min(value, m.readings[0].value) < 2:
                continue  # "one", "1 bin": a count of one is read as a number too often
            used.add(value)
            out.append((f"figure: {m.text!r} -> {other.text!r}", answer[:m.start] + other.text + answer[m.end:]))
    rng.shuffle(out)
    return out[:FIGURES_PER_SEED]


def mutations(case: dict, rng: random.Random) -> list[tuple[str, str]]:
    contract = json.loads(case["input"]["output"])
    answer = contract["answer"]
    cited = set(contract.get("documentationCitations") or [])
    texts = [f["text"] for f in case["input"]["context"]["fragments"] if f["id"] in cited]
    return (_figures(answer, texts, rng) + _by_words(answer, _NEGATIONS, "negation")
            + _by_words(answer, _BOUNDS, "bound") + _by_words(answer, _MODALS, "modality"))


def rewrites(case: dict) -> list[tuple[str, str]]:
    """The faithful rewrites of a case's answer: each rule once, at its first place."""
    answer = json.loads(case["input"]["output"])["answer"]
    out = []
    for name, pattern, replacement, flags in _FAITHFUL:
        new = re.sub(pattern, replacement, answer, count=1, flags=flags)
        if new != answer:
            out.append((name, new))
    return out


def run(split: str, faithful: bool = False) -> dict:
    from tether.verifier import verify_output
    from tether.verify.models import VerifyInput

    made: Counter[str] = Counter()
    passed: Counter[str] = Counter()
    skipped = 0
    shown: list[dict] = []
    for case in seeds(split):
        try:
            contract = json.loads(case["input"]["output"])
        except ValueError:
            skipped += 1
            continue
        if verify_output(VerifyInput.model_validate(case["input"])).status != "passed":
            skipped += 1
            continue
        # one generator per seed, so that a seed joining or leaving the set (a case that now
        # passes unmutated) changes no other seed's mutations
        rng = random.Random(f"18:{case['set']}:{case['id']}")
        for label, answer in (rewrites(case) if faithful else mutations(case, rng)):
            kind = label.split(":")[0]
            changed = dict(case["input"], output=json.dumps(dict(contract, answer=answer), ensure_ascii=False))
            made[kind] += 1
            # a mutation that passes, or a faithful rewrite that fails, is what is counted and shown
            if (verify_output(VerifyInput.model_validate(changed)).status == "passed") != faithful:
                passed[kind] += 1
                shown.append({"kind": kind, "seed": f"{case['set']}:{case['id']}", "change": label, "answer": answer})
    verdict = "failed" if faithful else "passed"
    return {"split": split, "seedsSkipped": skipped, "faithful": faithful,
            "kinds": {k: {"mutations": made[k], verdict: passed[k]} for k in (FAITHFUL_KINDS if faithful else KINDS)},
            verdict: shown}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--split", choices=("dev", "holdout"), default="dev")
    parser.add_argument("--json", action="store_true", help="the whole result, passed mutations included")
    parser.add_argument("--faithful", action="store_true", help="rewrites that keep the meaning: count those that fail")
    parser.add_argument("--show", choices=KINDS + FAITHFUL_KINDS, help="print the cases of this kind that are counted")
    args = parser.parse_args()
    result = run(args.split, args.faithful)
    if args.json:
        print(json.dumps(result, ensure_ascii=False, indent=1))
        return 0
    verdict = "failed" if args.faithful else "passed"
    what = "faithful answers rewritten by rule that verify failed" if args.faithful else \
        "wrong answers made by rule that verify passed"
    print(f"{args.split}: {what} ({result['seedsSkipped']} seeds skipped: not a contract, or failing unchanged)")
    for kind, row in result["kinds"].items():
        share = row[verdict] / row["mutations"] if row["mutations"] else 0.0
        print(f"  {kind:<11} {row[verdict]:>4} of {row['mutations']:<4} {verdict} ({share:.0%})")
    for item in result[verdict]:
        if item["kind"] == args.show:
            print(f"  {item['seed']}  {item['change']}\n      {item['answer'][:240]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
