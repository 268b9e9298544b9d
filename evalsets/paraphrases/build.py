"""Build evalsets/paraphrases/{dev,holdout}.jsonl from the texts_*.py files.

Run from the repository root: ``python evalsets/paraphrases/build.py``.
Each generated case takes its source case's input (material, citations,
facts, performed mutations) and replaces the answer (or, for wrong-document,
the question; for raw-tool-call, the call's syntax). The split is drawn per
source case with a fixed seed, so every paraphrase of one source case lands in
the same split and a holdout case never shares its material with a dev case.
"""

from __future__ import annotations

import json
import random
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))

import texts_exception_mutation as tem  # noqa: E402
import texts_jurisdiction_document as tjd  # noqa: E402
import texts_rule_accept as tra  # noqa: E402

# Drawn before any result was seen; changing it re-deals the splits.
SPLIT_SEED = 13
HOLDOUT_SHARE = 1 / 3

CHECK_BY_PREFIX = {
    "rule": "unsupported-explicit-rule",
    "accept": "acceptance-contradiction",
    "jur": "number-without-jurisdiction",
    "doc": "wrong-document",
    "exc": "exception-overridden",
    "tool": "raw-tool-call",
    "mut": "unperformed-mutation",
}


def load_sources() -> dict[str, dict]:
    sources: dict[str, dict] = {}
    for path in sorted((ROOT / "evalsets" / "checks").glob("*.jsonl")):
        for line in path.read_text(encoding="utf-8").splitlines():
            case = json.loads(line)
            if case["kind"] == "faulty":
                sources[case["id"]] = case
    for line in (ROOT / "evalsets" / "verify" / "mutations.jsonl").read_text(encoding="utf-8").splitlines():
        case = json.loads(line)
        if case["kind"] == "faulty":
            sources[case["id"]] = case
    return sources


def with_answer(source: dict, answer: str) -> dict:
    contract = json.loads(source["input"]["output"])
    contract["answer"] = answer
    new_input = json.loads(json.dumps(source["input"]))
    new_input["output"] = json.dumps(contract, ensure_ascii=False)
    return new_input


def first_sentence(text: str) -> str:
    match = re.match(r"(.+?[.!?])(\s|$)", text)
    return match.group(1) if match else text


def parse_call(output: str) -> tuple[str, dict]:
    text = output
    try:
        contract = json.loads(text)
        if isinstance(contract, dict) and "answer" in contract:
            text = contract["answer"]
    except json.JSONDecodeError:
        pass
    text = text.strip()
    text = re.sub(r"^```(json)?", "", text).removesuffix("```").strip()
    text = text.replace("<tool_call>", "").replace("</tool_call>", "").replace("[TOOL_CALLS]", "").strip()
    call = json.loads(text)
    if isinstance(call, list):
        call = call[0]
    if "function_call" in call:
        call = call["function_call"]
    name = call.get("name") or call.get("tool")
    args = call.get("arguments", call.get("parameters", {}))
    if isinstance(args, str):
        args = json.loads(args)
    return name, args


def contract_around(answer: str) -> str:
    return json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": [],
                       "limitations": []}, ensure_ascii=False)


def python_call(name: str, args: dict) -> str:
    inner = ", ".join(f"{key}={json.dumps(value, ensure_ascii=False)}" for key, value in args.items())
    return f"{name}({inner})"


def tool_formats(name: str, args: dict) -> list[tuple[str, str]]:
    """(form, raw output) for one call in syntaxes other models emit."""
    a = json.dumps(args, ensure_ascii=False)
    openai_call = {"id": "call_0", "type": "function", "function": {"name": name, "arguments": a}}
    return [
        ("openai-tool_calls", json.dumps({"role": "assistant", "content": None, "tool_calls": [openai_call]},
                                         ensure_ascii=False)),
        ("llama-json", json.dumps({"type": "function", "name": name, "parameters": args}, ensure_ascii=False)),
        ("llama-function-tag", f"<function={name}>{a}</function>"),
        ("python-tag", "<|python_tag|>" + json.dumps({"name": name, "parameters": args}, ensure_ascii=False)),
        ("langchain-action", json.dumps({"action": name, "action_input": args}, ensure_ascii=False)),
        ("react-text", f"Action: {name}\nAction Input: {a}"),
        ("answer-tool_call-pretty", contract_around(
            "<tool_call>\n" + json.dumps({"name": name, "arguments": args}, ensure_ascii=False, indent=2)
            + "\n</tool_call>")),
        ("answer-tool_code", contract_around(f"```tool_code\n{python_call(name, args)}\n```")),
        ("answer-openai-tool_calls", contract_around(json.dumps({"tool_calls": [openai_call]}, ensure_ascii=False))),
        ("fenced-list", "```json\n" + json.dumps([{"name": name, "arguments": args}], ensure_ascii=False) + "\n```"),
    ]


def case(source: dict, suffix: str, kind: str, new_input: dict, form: str, note: str) -> dict:
    prefix = source["id"].split("-")[0]
    return {"id": f"para-{source['id']}-{suffix}", "lang": source["lang"], "kind": kind,
            "check": CHECK_BY_PREFIX[prefix] if kind == "faulty" else None,
            "source": source["id"], "form": form, "note": note, "input": new_input}


def build() -> list[dict]:
    sources = load_sources()
    out: list[dict] = []
    answer_texts = [(tra.F, tra.C), (tem.F, tem.C), (tjd.JF, tjd.JC)]
    for faulty, correct in answer_texts:
        for sid, texts in faulty.items():
            src = sources[sid]
            for k, text in enumerate(texts, 1):
                out.append(case(src, f"f{k}", "faulty", with_answer(src, text), "answer",
                                f"paraphrase of {sid}'s fault"))
            for k, text in enumerate(correct.get(sid, []), 1):
                out.append(case(src, f"c{k}", "correct", with_answer(src, text), "answer",
                                f"same material as {sid}; trigger words used truthfully "
                                "(negated, quoted or conditional)"))
    for sid, questions in tjd.DQ.items():
        src = sources[sid]
        named = src["input"]["context"]["fragments"][0]
        for k, question in enumerate(questions, 1):
            new_input = json.loads(json.dumps(src["input"]))
            new_input["question"] = question
            out.append(case(src, f"f{k}", "faulty", new_input, "question",
                            f"{sid} with the question reworded; it still names {named['documentId']}"))
            right = json.loads(json.dumps(new_input))
            contract = json.loads(right["output"])
            contract["answer"] = first_sentence(named["text"])
            contract["documentationCitations"] = [named["id"]]
            right["output"] = json.dumps(contract, ensure_ascii=False)
            out.append(case(src, f"c{k}", "correct", right, "question",
                            f"the same question answered from the named document {named['documentId']}"))
    tool_ids = sorted(sid for sid in sources if sid.startswith("tool-"))
    for index, sid in enumerate(tool_ids):
        src = sources[sid]
        name, args = parse_call(src["input"]["output"])
        formats = tool_formats(name, args)
        for k in range(3):
            form, raw = formats[(index * 3 + k) % len(formats)]
            new_input = json.loads(json.dumps(src["input"]))
            new_input["output"] = raw
            out.append(case(src, f"f{k + 1}", "faulty", new_input, form, f"{sid}'s call in {form} syntax"))
        fragment = src["input"]["context"]["fragments"][0]
        quoted = json.dumps({"name": name, "arguments": args}, ensure_ascii=False)
        if src["lang"] == "ru":
            mentions = [f"{first_sentence(fragment['text'])} Вызов инструмента {name} для этого не понадобился.",
                        f"Вызов вида {quoted} здесь не нужен: {first_sentence(fragment['text'])}"]
        else:
            mentions = [f"{first_sentence(fragment['text'])} I did not need to call the {name} tool for this.",
                        f"A call such as {quoted} is not needed here: {first_sentence(fragment['text'])}"]
        for k, text in enumerate(mentions, 1):
            new_input = json.loads(json.dumps(src["input"]))
            new_input["output"] = json.dumps({"answer": text, "entityCitations": [],
                                              "documentationCitations": [fragment["id"]], "limitations": []},
                                             ensure_ascii=False)
            out.append(case(src, f"c{k}", "correct", new_input, "mention", "mentions a tool call inside a real answer"))
    return out


def assign_splits(cases: list[dict]) -> None:
    by_check: dict[str, list[str]] = {}
    for c in cases:
        prefix = c["source"].split("-")[0]
        by_check.setdefault(prefix, [])
        if c["source"] not in by_check[prefix]:
            by_check[prefix].append(c["source"])
    rng = random.Random(SPLIT_SEED)
    holdout: set[str] = set()
    for prefix in sorted(by_check):
        ids = sorted(by_check[prefix])
        rng.shuffle(ids)
        holdout.update(ids[: round(len(ids) * HOLDOUT_SHARE)])
    for c in cases:
        c["split"] = "holdout" if c["source"] in holdout else "dev"


def warn_jurisdiction(cases: list[dict]) -> None:
    """Correct answers must not give a bare figure when all fragments share a jurisdiction."""
    for c in cases:
        if c["kind"] != "correct" or c["check"]:
            continue
        jurisdictions = {f.get("jurisdiction") for f in c["input"]["context"]["fragments"]}
        answer = json.loads(c["input"]["output"])["answer"]
        if len(jurisdictions) == 1 and None not in jurisdictions and re.search(r"\d", answer) \
                and not c["source"].startswith("jur-"):
            print(f"check by hand: {c['id']} gives a figure in a {jurisdictions} context", file=sys.stderr)


def main() -> None:
    cases = build()
    assign_splits(cases)
    warn_jurisdiction(cases)
    for split in ("dev", "holdout"):
        rows = [c for c in cases if c["split"] == split]
        with open(HERE / f"{split}.jsonl", "w", encoding="utf-8") as handle:
            for c in rows:
                handle.write(json.dumps(c, ensure_ascii=False) + "\n")
        print(split, len(rows), "cases,", sum(c["kind"] == "faulty" for c in rows), "faulty")


if __name__ == "__main__":
    main()
