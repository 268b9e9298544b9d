"""The template presenter: an extractive answer with no model (the embedded default).

It quotes the accepted fragments' sentences that share the most question
terms, preferring material in the question's language, and cites the
fragments it quoted. Because every sentence is copied from the material, the
answer passes verification by construction — and is verified all the same.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass

from .. import jurisdictions
from ..request import ModelRequest
from ..text import content_stems, detect_lang, sentences
from ..verify.models import ContextFragment
from .base import Chunk

MAX_SENTENCES = 3


@dataclass(frozen=True, slots=True)
class _Scored:
    overlap: int
    rank: int  # fragment rank, then position: earlier is better
    position: int
    fragment: ContextFragment
    sentence: str


def compose(question: str, lang: str, fragments: list[ContextFragment]) -> dict:
    """The answer contract as a dict, quoting the best-matching sentences."""
    terms = set(content_stems(question))
    same_lang = [f for f in fragments if (f.lang or lang) == lang]
    pool = same_lang if any(_overlap(terms, s) for f in same_lang for s in sentences(f.text)) else fragments
    scored = [
        _Scored(_overlap(terms, s), rank, pos, f, s)
        for rank, f in enumerate(pool)
        for pos, s in enumerate(sentences(f.text))
    ]
    if not scored:
        return {"answer": "", "entityCitations": [], "documentationCitations": [], "limitations": []}
    best = max(scored, key=lambda s: (s.overlap, -s.rank, -s.position))
    chosen = [best]
    if best.overlap:
        # Neighbouring sentences of the best fragment that also match complete
        # the answer (a rule and its exception usually sit side by side).
        threshold = max(1, (best.overlap + 1) // 2)
        for s in sorted(scored, key=lambda s: (-s.overlap, s.rank, s.position)):
            if len(chosen) >= MAX_SENTENCES:
                break
            if s is not best and s.fragment.id == best.fragment.id and s.overlap >= threshold:
                chosen.append(s)
    chosen.sort(key=lambda s: (s.rank, s.position))
    cited = list(dict.fromkeys(s.fragment.id for s in chosen))
    text = " ".join(s.sentence for s in chosen)
    codes = {f.jurisdiction for f in fragments if f.id in cited}
    if len(codes) == 1 and (code := codes.pop()) and not jurisdictions.mentions(text, code):
        # A figure without its market gets applied to the wrong one (seed 001):
        # say which jurisdiction the quoted material belongs to.
        text = f"{code}: {text}"
    lang_note = []
    quoted_lang = best.fragment.lang or detect_lang(best.fragment.text)
    if quoted_lang != lang:
        lang_note = [
            "The material exists only in another language; the answer quotes it as written."
            if lang == "en"
            else "Материал есть только на другом языке; ответ цитирует его как есть."
        ]
    return {
        "answer": text,
        "entityCitations": [],
        "documentationCitations": cited,
        "limitations": lang_note,
    }


def _overlap(terms: set[str], sentence: str) -> int:
    return len(terms.intersection(content_stems(sentence)))


class TemplatePresenter:
    """A Provider that needs no model: it quotes the material."""

    name = "template"
    deterministic = True  # same request, same text: a rewrite cannot change it
    waits = False  # it computes the answer here and returns

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        answer = compose(request.question, request.lang, list(request.context.fragments))
        entities = [
            e for fid in answer["documentationCitations"] for e in request.fragment_entities.get(fid, [])
        ]
        answer["entityCitations"] = [e.wire() for e in dict.fromkeys(entities)]
        yield Chunk(json.dumps(answer, ensure_ascii=False), "stop")
