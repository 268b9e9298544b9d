"""Text handling shared by retrieval and the rule router: tokens, stems, stop words.

Russian inflects heavily ("пошлина", "пошлины", "пошлину"), so every token is
reduced by a Snowball stemmer, chosen per token by its script: Cyrillic tokens
by the Russian stemmer, Latin ones by the English stemmer. The same function
runs at index time and at query time, so both sides meet on the same stems.
"""

from __future__ import annotations

import re
import threading
from functools import lru_cache
from typing import Literal

import snowballstemmer

Lang = Literal["en", "ru"]

_TOKEN = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*", re.UNICODE)
_CYRILLIC = re.compile(r"[а-яё]", re.IGNORECASE)
_LATIN = re.compile(r"[a-z]", re.IGNORECASE)

STOP_WORDS_EN = frozenset(
    """a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is it
    its itself just me more most my myself no nor not now of off on once only or other our ours
    ourselves out over own same she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we were
    what when where which while who whom why will with would you your yours yourself yourselves
    please tell me much many does there s t""".split()
)

STOP_WORDS_RU = frozenset(
    """а без более бы был была были было быть в вам вас весь во вот все всего всех вы где да
    даже для до его ее её если есть еще ещё же за здесь и из или им их к как какая какие каким
    какой каков какова каково каковы когда кто ли либо мне может мы на над надо наш не него нее
    неё нет ни них но ну о об однако он она они оно от очень по под при с со так также такой там
    те тем то того тоже той только том ты у уже хотя чего чей чем что чтобы чье чья эта эти это
    я сколько нужно ли пожалуйста скажите""".split()
)

STOP_WORDS = STOP_WORDS_EN | STOP_WORDS_RU

class _Stemmers(threading.local):
    """One Snowball stemmer pair per thread: a stemmer keeps per-word state and
    two threads stemming at once corrupt each other's result (or crash)."""

    def __init__(self) -> None:
        self.ru = snowballstemmer.stemmer("russian")
        self.en = snowballstemmer.stemmer("english")


_STEMMERS = _Stemmers()


def detect_lang(text: str) -> Lang:
    """``ru`` when Cyrillic letters outnumber Latin ones, else ``en``."""
    cyr = len(_CYRILLIC.findall(text))
    lat = len(_LATIN.findall(text))
    return "ru" if cyr > lat else "en"


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens (letters and digits), ``ё`` folded to ``е``."""
    return [t.replace("ё", "е") for t in _TOKEN.findall(text.lower())]


# Russian Snowball leaves imperatives ("повысьте", "отправьте", "убедитесь")
# apart from their infinitives; runbooks and rules are written in them.
_RU_IMPERATIVE = re.compile(r"(?<=...)(ьтесь|йтесь|ьте|йте)$")
_RU_INFINITIVE = {"ьтесь": "иться", "йтесь": "ться", "ьте": "ить", "йте": "ть"}


@lru_cache(maxsize=65536)
def stem(token: str) -> str:
    """The Snowball stem of one lower-cased token, by its script."""
    if _CYRILLIC.search(token):
        token = _RU_IMPERATIVE.sub(lambda m: _RU_INFINITIVE[m.group(1)], token)
        return _STEMMERS.ru.stemWord(token)
    if _LATIN.search(token):
        return _STEMMERS.en.stemWord(token)
    return token


def content_stems(text: str) -> list[str]:
    """Stems of the tokens that are not stop words, in order, repeats kept."""
    return [stem(t) for t in tokens(text) if t not in STOP_WORDS]


def index_text(text: str) -> str:
    """The form stored in the full-text index: content stems joined by spaces."""
    return " ".join(content_stems(text))


def normalize_title(text: str) -> str:
    """Lower-case, punctuation to spaces, runs of spaces collapsed (for name matching)."""
    return " ".join(tokens(text))


# A sentence ends at . ! ? … followed by space and a capital, digit or quote —
# except after common abbreviations ("e.g.", "Art.", "ст.", "г.", "руб.").
_SENTENCE_END = re.compile(r"(?<=[.!?…])\s+(?=[\"«„(]?[A-ZА-ЯЁ0-9])")
_ABBREV = re.compile(
    r"(?:\b(?:e\.g|i\.e|etc|vs|no|nr|art|sec|para|fig|approx|incl|cf|st|mr|mrs|dr|"
    r"ст|п|пп|г|гг|руб|коп|т\.е|т\.д|т\.п|др|см|им|ч|ок|прим|стр|тыс|млн|млрд)\.)$",
    re.IGNORECASE,
)
ABBREV_TAIL = 16  # longer than the longest abbreviation ("approx.", "т.е.") with a word boundary before it
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d+[.)])\s+")


def paragraphs(text: str) -> list[str]:
    """Logical lines: wrapped paragraph lines joined, each list item on its own.

    Markdown wraps sentences across lines; a sentence is only whole once the
    lines of its paragraph are joined with single spaces.
    """
    items: list[str] = []
    current: list[str] = []
    for raw in text.split("\n"):
        line = raw.strip()
        if not line or _BULLET.match(raw) or line.startswith(("#", "|")):
            if current:
                items.append(" ".join(current))
                current = []
            if line:
                current = [_BULLET.sub("", raw).strip()]
            continue
        current.append(line)
    if current:
        items.append(" ".join(current))
    return [i for i in items if i]


def sentences(text: str) -> list[str]:
    """Split text into sentences (ru + en): by paragraph, then by sentence end."""
    out: list[str] = []
    for line in paragraphs(text):
        start = 0
        for m in _SENTENCE_END.finditer(line):
            head = line[start : m.start()]
            # Only the head's last word can be an abbreviation: searching the whole head at
            # every boundary made long paragraphs quadratic.
            if _ABBREV.search(head[-ABBREV_TAIL:]):
                continue
            out.append(head.strip())
            start = m.end()
        tail = line[start:].strip()
        if tail:
            out.append(tail)
    return out
