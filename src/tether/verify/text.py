"""Plain-text helpers for verification: sentences, whitespace, tokens, and the text comparator.

Everything is deterministic and language-aware only as far as English and
Russian need: a sentence splitter that does not break at "Art. 5" or
"1.250", a whitespace normalisation for verbatim comparison, and a default
entailment scorer built on Snowball stems.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Protocol, runtime_checkable

from ..text import detect_lang  # noqa: F401 - re-exported: one language rule for the project
from ..text import stem as _stem

_WS = re.compile(r"\s+")


def normalize_ws(text: str) -> str:
    """The only normalisation verbatim comparison allows.

    Every run of Unicode whitespace (spaces, tabs, line breaks, no-break and
    narrow no-break spaces) becomes one ASCII space; the ends are stripped.
    Nothing else changes: case, quotes, dashes and punctuation must match.
    """
    return _WS.sub(" ", text).strip()


# --- sentences -----------------------------------------------------------------

_LABEL_TAIL = r"(?:\s*\[\s*[tT]\d+(?:\s*[,;]\s*[tT]\d+)*\s*\])*"
_LABEL_AT = re.compile(r"\[\s*[tT]\d+\s*[\],;]")
_BOUNDARY = re.compile(
    rf"(?P<punct>[.!?…]+)(?P<close>[\"'»”’)\]]*{_LABEL_TAIL}[\"'»”’)\]]*)(?P<ws>\s+)"
    r"|(?P<para>\n[ \t]*\n\s*)"
    r"|(?P<nl>\n[ \t]*)"
)
# Words whose abbreviation dot is not a sentence end when a number or a capital follows.
_ABBREVIATIONS = frozenset(
    """art arts sec secs para paras par no nr nos fig figs p pp ch cl vol ed e.g i.e
    cf approx ca incl excl max min mr mrs ms dr prof st vs etc al resp ref refs
    ст п пп ч гл абз прил рис табл стр см им т.е т.к т.д т.п др пр напр ср руб тыс млн
    млрд долл коп ул д г.р""".split()
)
_OPENERS = "\"'«“„([-*•–—#|"


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentence spans ``[start, end)`` of English or Russian prose, in order.

    A sentence ends at ``.``, ``!``, ``?`` or ``…`` followed by space and a
    capital, digit or opening mark — unless the dot closes an abbreviation
    ("Art. 5", "ст. 5", "e.g.") or a single initial. Fact labels written right
    after the stop ("… 1 250 EUR. [t1]") stay with the sentence they follow.
    A blank line always ends a sentence; a single line break does when the
    line before ends with punctuation, a label or an upper-case letter, or the
    next line starts a list item (a soft-wrapped line does not).
    """
    spans: list[tuple[int, int]] = []
    start = 0
    n = len(text)
    for m in _boundaries(text):
        cut = m.end()
        if cut >= n:
            break
        nxt = text[cut]
        if m.group("punct"):
            opens = nxt.isupper() or nxt.isdigit() or nxt in _OPENERS
            if not opens or _LABEL_AT.match(text, cut):
                continue
            if (m.group("punct") == "." and not m.group("close") and "\n" not in m.group("ws")
                    and _abbreviation(text, m.start())):
                continue
            end = m.start("ws")
        elif m.group("para"):
            end = m.start()
        else:
            prev = _char_before(text, m.start())
            if not prev or not (prev in ".!?…:;]|" or prev.isupper() or prev.isdigit()
                                or nxt in "-*•#|" or _list_item(text, cut)
                                or _list_item(text, text.rfind("\n", 0, m.start()) + 1)):
                continue
            end = m.start()
        if text[start:end].strip():
            spans.append(_trim(text, start, end))
        start = cut
    if text[start:].strip():
        spans.append(_trim(text, start, n))
    return spans


_STOP_CHAR = re.compile(r"[.!?…\n]")


def _boundaries(text: str) -> Iterator[re.Match[str]]:
    """``_BOUNDARY`` matches, found by jumping between stop characters (a C scan) and
    matching there: searching with the alternation would try it at every character."""
    pos = 0
    find, match = _STOP_CHAR.search, _BOUNDARY.match
    while True:
        c = find(text, pos)
        if c is None:
            return
        m = match(text, c.start())
        if m is None:
            pos = c.end()
            continue
        yield m
        pos = m.end()


def split_sentences(text: str) -> list[str]:
    """The sentences of ``text`` as strings (see ``sentence_spans``)."""
    return [text[s:e] for s, e in sentence_spans(text)]


def _char_before(text: str, pos: int) -> str:
    """The last non-space character before ``pos`` ("" at the start)."""
    while pos > 0 and text[pos - 1].isspace():
        pos -= 1
    return text[pos - 1] if pos else ""


def _trim(text: str, start: int, end: int) -> tuple[int, int]:
    while start < end and text[start].isspace():
        start += 1
    while end > start and text[end - 1].isspace():
        end -= 1
    return (start, end)


def _abbreviation(text: str, dot: int) -> bool:
    i = dot
    while i > 0 and (text[i - 1].isalpha() or text[i - 1] == "."):
        i -= 1
    word = text[i:dot].lower()
    if len(word) == 1 and word.isalpha():
        return True  # an initial: "J. Smith", "п. 3"
    return word in _ABBREVIATIONS


_LIST_ITEM = re.compile(r"[ \t]*(?:[-*•–]|\d{1,2}[.)]|#{1,6})[ \t]")


def _list_item(text: str, pos: int) -> bool:
    return _LIST_ITEM.match(text, pos) is not None


# --- tokens and stems ------------------------------------------------------------

_TOKEN = re.compile(r"[^\W_]+")
_STOP = frozenset(
    """a an the of to in on at for by with and or is are was were be been being it its this that
    these those as from per their there here which who whom whose will shall may can must should
    would could do does did has have had not no into than then so such also any all each
    и в во на с со по к ко о об обо от до за из у для не ни что это как а но или же ли бы то
    так при все всё его её их он она оно они мы вы я быть был была были было есть также этот
    эта эти этого этой который которая которые которого""".split()
)
def stem(word: str) -> str:
    """Lower-cased Snowball stem (the project's one stemmer, thread-safe and cached)."""
    return _stem(word.lower().replace("ё", "е"))


def content_stems(text: str) -> list[str]:
    """Stems of the content words of ``text``: punctuation and stop words dropped."""
    return [stem(t) for t in _TOKEN.findall(text) if t.lower() not in _STOP]


# --- entailment ----------------------------------------------------------------------

@runtime_checkable
class EntailmentScorer(Protocol):
    """How strongly ``premise`` supports ``hypothesis``, in [0, 1]."""

    def score(self, premise: str, hypothesis: str) -> float: ...


class TokenContainmentScorer:
    """The deterministic default: the share of the hypothesis's content stems found in the premise.

    Lower-case, punctuation and stop words dropped, Snowball stems (Russian or
    English by script). A hypothesis with no content words scores 1.0 — it
    asserts nothing the premise could contradict. It cannot see negation or
    word order; a real NLI model can be plugged in through the protocol.
    """

    threshold: float = 0.8

    def score(self, premise: str, hypothesis: str) -> float:
        wanted = content_stems(hypothesis)
        if not wanted:
            return 1.0
        have = set(content_stems(premise))
        return sum(1 for w in wanted if w in have) / len(wanted)


DEFAULT_SCORER = TokenContainmentScorer()
ENTAILMENT_THRESHOLD = 0.8
