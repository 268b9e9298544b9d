"""wrong-document: the question names document A; the answer's only citation is from B.

Two acts often say almost the same thing, and the one whose wording matches
better is usually the wrong one. Fully deterministic: a document is *named*
when its ``documentId`` or a fragment ``title`` occurs in the question
(case-insensitive; titles compared word by word on their Snowball stems, so
"по Положению о закупках 2021" names "Положение о закупках 2021" and "the
employee handbooks" names "Employee Handbook"). When one named title is part of a longer named
title at the same place ("Data Retention Act" inside "Data Retention Act
2023"), only the longer one counts.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..contract import AnswerContract
from ..models import CheckId, Violation
from ..text import _TOKEN, stem, tokens
from ..verify.models import ContextFragment, VerifyInput
from .base import Check, Trigger


def document_of(fragment_id: str, fragments: list[ContextFragment]) -> str:
    for f in fragments:
        if f.id == fragment_id:
            return f.document
    return fragment_id.split("#", 1)[0]


def _token_spans(needle: list[str], hay: list[str]) -> list[tuple[int, int]]:
    n = len(needle)
    return [(i, i + n) for i in range(len(hay) - n + 1) if n and hay[i : i + n] == needle]


@lru_cache(maxsize=4096)
def _title_tokens(title: str) -> tuple[str, ...]:
    return _stems(title)


@lru_cache(maxsize=4096)
def _stems(text: str) -> tuple[str, ...]:
    """Stems of the words: Russian titles are named in another case («по Приказу № 12»)."""
    return tuple(stem(t) for t in tokens(text))


def _named_inflected(title: str, start: int, question_words: list[str]) -> bool:
    """A title met only on its stems names the document when it reads as a name: it holds a
    number or a quoted name («Стандарт», "v3", "№ 12"), or the question capitalises its first
    word mid-sentence ("по Инструкции по …"). A generic title ("Registration fees") met in
    ordinary words ("the registration fee") names nothing."""
    if any(c.isdigit() for c in title) or any(q in title for q in "«\"“"):
        return True
    return 0 < start < len(question_words) and question_words[start][:1].isupper()


def named_documents(question: str, fragments: list[ContextFragment]) -> list[str]:
    """Documents of the context that the question names, in order of first fragment."""
    q_lower = question.lower()
    q_tokens = list(_stems(question))
    q_words = tokens(question)
    q_cased = _TOKEN.findall(question)
    matches: list[tuple[int, int, str]] = []  # token span in the question, document
    by_id: set[str] = set()
    for f in fragments:
        doc = f.document
        low = doc.lower()
        # The pattern needs the id as a substring: test that first (C speed), and
        # build the pattern only for the few ids the question contains.
        if doc not in by_id and low in q_lower:
            pattern = r"(?<![\w-])" + re.escape(low) + r"(?![\w-])"
            if re.search(pattern, q_lower):
                by_id.add(doc)
        if f.title:
            exact = set(_token_spans(list(tokens(f.title)), q_words))
            for lo, hi in _token_spans(list(_title_tokens(f.title)), q_tokens):
                if (lo, hi) in exact or _named_inflected(f.title, lo, q_cased):
                    matches.append((lo, hi, doc))
    by_title = {
        doc
        for lo, hi, doc in matches
        if not any(
            o_doc != doc and o_lo <= lo and hi <= o_hi and (o_hi - o_lo) > (hi - lo)
            for o_lo, o_hi, o_doc in matches
        )
    }
    named = by_id | by_title
    return list(dict.fromkeys(f.document for f in fragments if f.document in named))


def fragments_of(document: str, fragments: list[ContextFragment]) -> list[str]:
    return [f.id for f in fragments if f.document == document]


@dataclass(frozen=True)
class WrongDocument(Check):
    id: CheckId = "wrong-document"

    def form(self, answer: AnswerContract | None, inp: VerifyInput) -> Trigger | None:
        if answer is None:
            return None
        cited = list(dict.fromkeys(answer.documentation_citations))
        if len(cited) != 1:
            return None
        fragments = inp.context.fragments
        named = named_documents(inp.question, fragments)
        if not named:
            return None
        cited_doc = document_of(cited[0], fragments)
        if cited_doc in named:
            return None
        return Trigger(self.id, cited[0], kind="citation", evidence=(cited[0], cited_doc, *named))

    def judge(
        self, trigger: Trigger, quotes: tuple[str, ...], inp: VerifyInput
    ) -> Violation | None:
        citation, cited_doc, *named = trigger.evidence
        return Violation(
            check=self.id,
            detail=f"the question names {', '.join(named)} but the only citation, {citation}, "
            f"belongs to {cited_doc}",
        )
