"""The project's one text layer: tokens, stems, stop words, whitespace and sentences.

Retrieval, the rule router, sufficiency, the verifier and the answer checks all
read text through this module, so they agree on what a word, a stop word and a
sentence are (issue 13: three splitters used to disagree on "See ch. 5 of the act.").

Russian inflects heavily ("пошлина", "пошлины", "пошлину"), so every token is
reduced by a Snowball stemmer, chosen per token by its script: Cyrillic tokens
by the Russian stemmer, Latin ones by the English stemmer. The same function
runs at index time and at query time, so both sides meet on the same stems.
"""

from __future__ import annotations

import re
import threading
from collections.abc import Iterator
from functools import lru_cache
from typing import Literal

import snowballstemmer

from .guard import lazy_pattern

Lang = Literal["en", "ru"]

_TOKEN = lazy_pattern(r"[^\W_]+(?:[-'][^\W_]+)*", re.UNICODE)
_CYRILLIC = lazy_pattern(r"[а-яё]", re.IGNORECASE)
_LATIN = lazy_pattern(r"[a-z]", re.IGNORECASE)

STOP_WORDS_EN = frozenset(
    """a about above after again against all am an and any are as at be because been before
    being below between both but by can could did do does doing down during each few for from
    further had has have having he her here hers herself him himself his how i if in into is it
    its itself just me more most my myself no nor not now of off on once only or other our ours
    ourselves out over own same she should so some such than that the their theirs them
    themselves then there these they this those through to too under until up very was we were
    what when where which while who whom why will with would you your yours yourself yourselves
    please tell me much many does there s t
    i'm i've i'd i'll you're you've you'll we're we've they're it's that's there's let's
    dont doesnt didnt cant wont isnt arent wasnt werent havent hasnt hadnt couldnt wouldnt shouldnt
    im ive youre theyre thats whats theres ur""".split()
)
"""Function words, and the contractions a hurried question writes without their apostrophe ("what
happens if i *dont* turn up": unseen53 dev u53D-047 stopped on "dont", a word no record holds and so
the heaviest of the question's)."""

STOP_WORDS_RU = frozenset(
    """а без более бы был была были было быть в вам вас весь во вот все всего всех вы где да
    даже для до его ее её если есть еще ещё же за здесь и из или им их к как какая какие каким
    какой каков какова каково каковы когда кто ли либо мне может мы на над надо наш не него нее
    неё нет ни них но ну о об однако он она они оно от очень по под при с со так также такой там
    те тем то того тоже той только том ты у уже хотя чего чей чем что чтобы чье чья эта эти это
    я сколько нужно ли пожалуйста скажите
    затем потом сначала далее
    будет будут буду будем будете будешь наша наше наши нашего нашей нашем нашу наших нашим
    ваш ваша ваше ваши вашего вашей вашем вашу ваших мой моя моё мое мои моего моей моём моем мою
    моих свой своя своё свое свои своего своей своём своем свою своих меня мной нам нас нами ему
    ей тебе тебя себе себя этот этого этой этом этим эту этих этому этими вашим вашими своим своими
    нашими моим моими вашему нашему моему своему твоему твой твоя твоё твое твои твоего твоей твою
    тот та ту тех теми тому такая такое такие таких таким такими такую ими ней ним ними нему нём
    через после перед между около среди вместо ради против
    сам сама само сами самого самой самому саму самим самих самими
    который которая которое которые которого которой которому которую которых которым которыми котором""".split()
)

STOP_WORDS = STOP_WORDS_EN | STOP_WORDS_RU

NEGATORS = frozenset({"not", "no", "never", "none", "nor", "cannot", "neither", "without", "nobody", "nothing",
                      "не", "нет", "ни", "никогда", "нельзя", "без", "никто", "ничто", "ничего", "никого"})
"""The words that negate the word they govern (stop words elsewhere, content where a denial
matters: "What is *not* reimbursed"). Not cancelling words such as "free" or "waived":
"free of charge" and "no fee is charged" say one thing."""

class _Stemmers(threading.local):
    """One Snowball stemmer pair per thread: a stemmer keeps per-word state and
    two threads stemming at once corrupt each other's result (or crash)."""

    def __init__(self) -> None:
        self.ru = snowballstemmer.stemmer("russian")
        self.en = snowballstemmer.stemmer("english")


_STEMMERS = _Stemmers()


def has_cyrillic(text: str) -> bool:
    """Whether ``text`` holds a Cyrillic letter."""
    return _CYRILLIC.search(text) is not None


def detect_lang(text: str) -> Lang:
    """``ru`` when Cyrillic letters outnumber Latin ones, else ``en``."""
    if text.isascii() or not _CYRILLIC.search(text):
        return "en"  # no Cyrillic letter: nothing to count (isascii answers at once)
    cyr = len(_CYRILLIC.findall(text))
    lat = len(_LATIN.findall(text))
    return "ru" if cyr > lat else "en"


def tokens(text: str) -> list[str]:
    """Lower-cased word tokens (letters and digits), ``ё`` folded to ``е``."""
    low = text.lower()
    if low.isascii():
        return _ascii_tokens(low)
    # A typographic apostrophe is an apostrophe: "haven’t" is one word, as "haven't" is.
    return [t.replace("ё", "е") for t in _TOKEN.findall(low.replace("’", "'"))]


# Every ASCII byte a token cannot hold (all but letters, digits, "-" and "'") to a space.
_ASCII_BREAKS = bytes(c if chr(c).isalnum() or chr(c) in "-'" else 32 for c in range(128)) + bytes([32] * 128)


def _ascii_tokens(low: str) -> list[str]:
    """``_TOKEN.findall(low)`` for ASCII text, several times faster: a token never spans a
    character that no token holds, so the text is cut there in C (``bytes.translate``,
    ``split``) and only the rare chunk with "-" or "'" is left to the pattern."""
    chunks = low.encode("ascii").translate(_ASCII_BREAKS).decode("ascii").split()
    if "-" not in low and "'" not in low:
        return chunks  # every chunk is a run of letters and digits: a token
    return ascii_chunk_tokens(chunks)


def ascii_chunk_tokens(chunks: list[str]) -> list[str]:
    """The tokens of ASCII chunks cut where no token can go on: a chunk with "-" or "'" may
    hold several ("-5-", "'quoted'"), any other is one."""
    out: list[str] = []
    for chunk in chunks:
        if chunk.isalnum():
            out.append(chunk)
        else:
            out += _TOKEN.findall(chunk)
    return out


def ascii_token_text(text: str) -> str | None:
    """An ASCII ``text`` lower-cased, with every character no token holds turned into a space,
    position for position (None for any other text): the tokens of any stretch of ``text``
    are then ``ascii_chunk_tokens`` of that stretch's ``split()`` — one translation for a
    whole answer instead of one per sentence."""
    if not text.isascii():
        return None
    return text.lower().encode("ascii").translate(_ASCII_BREAKS).decode("ascii")


_WORD_RUN = lazy_pattern(r"[^\W_]+")
# Every ASCII byte that is no letter or digit to a space.
_ASCII_NON_WORD = bytes(c if chr(c).isalnum() else 32 for c in range(128)) + bytes([32] * 128)


def word_runs(text: str) -> list[str]:
    """The runs of letters and digits of ``text`` as written (``[^\\W_]+``), in order; for
    ASCII text cut in C (``bytes.translate``, ``split``)."""
    if text.isascii():
        return text.encode("ascii").translate(_ASCII_NON_WORD).decode("ascii").split()
    return _WORD_RUN.findall(text)


def ascii_word_text(text: str) -> str | None:
    """An ASCII ``text`` with every character that is no letter or digit turned into a space,
    position for position (None for any other text): ``word_runs`` of any stretch of ``text``
    is then that stretch's ``split()``."""
    if not text.isascii():
        return None
    return text.encode("ascii").translate(_ASCII_NON_WORD).decode("ascii")


# Russian Snowball leaves imperatives ("повысьте", "отправьте", "убедитесь")
# apart from their infinitives; runbooks and rules are written in them.
_RU_IMPERATIVE = lazy_pattern(r"(?<=...)(ьтесь|йтесь|ьте|йте)$")
_RU_INFINITIVE = {"ьтесь": "иться", "йтесь": "ться", "ьте": "ить", "йте": "ть"}


@lru_cache(maxsize=65536)
def stem(token: str) -> str:
    """The Snowball stem of one lower-cased token, by its script."""
    if _CYRILLIC.search(token):
        token = _RU_IMPERATIVE.sub(lambda m: _RU_INFINITIVE[m.group(1)], token)
        stemmed = _STEMMERS.ru.stemWord(token)
        # «госпошлина» is «государственная пошлина»: the compound says the same as its noun
        return "пошлин" + stemmed[len("госпошлин"):] if stemmed.startswith("госпошлин") else stemmed
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


# --- whitespace and sentences ------------------------------------------------

def normalize_ws(text: str) -> str:
    """The only normalisation verbatim comparison allows.

    Every run of Unicode whitespace (spaces, tabs, line breaks, no-break and
    narrow no-break spaces) becomes one ASCII space; the ends are stripped.
    Nothing else changes: case, quotes, dashes and punctuation must match.
    """
    # Most sentences are normal already: no whitespace but single spaces between words
    # (isprintable() is False for every other whitespace character). Otherwise split()
    # and strip() see the same whitespace as \s: " ".join(split()) is sub() then strip().
    if text.isprintable() and "  " not in text and text[:1] != " " and text[-1:] != " ":
        return text
    return " ".join(text.split())


_LABEL_TAIL = r"(?:\s*\[\s*[tT]\d+(?:\s*[,;]\s*[tT]\d+)*\s*\])*"
_LABEL_AT = lazy_pattern(r"\[\s*[tT]\d+\s*[\],;]")
_BOUNDARY = lazy_pattern(
    rf"(?P<punct>[.!?…]+)(?P<close>[\"'»”’)\]]*{_LABEL_TAIL}[\"'»”’)\]]*)(?P<ws>\s+)"
    r"|(?P<para>\n[ \t]*\n\s*)"
    r"|(?P<nl>\n[ \t]*)"
)
# Words whose abbreviation dot is not a sentence end when a number or a capital follows.
_ABBREVIATIONS = frozenset(
    """art arts sec secs para paras par no nr nos fig figs p pp ch cl vol ed e.g i.e
    cf approx ca incl excl max min mr mrs ms dr prof st vs etc al resp ref refs
    ст п пп ч гл абз прил рис табл стр см им т.е т.к т.д т.п др пр напр ср руб тыс млн
    млрд долл коп ул д г.р гг ок прим""".split()
)
_CURRENCIES = frozenset("fr sfr rs kr".split())
"""Currencies written short whose dot ends no sentence when a figure follows: "Fr. 360" (Swiss
francs; unseen34 dev u34-en-004 read "360 per adult" as a sentence of its own), "Rs. 500". Before a
capital the dot is the sentence's: "A hut night costs 450 kr. The deposit …" (a review of 7c6c9e2)."""
_OPENERS = "\"'«“„([-*•–—#|"


def sentence_spans(text: str) -> list[tuple[int, int]]:
    """Sentence spans ``[start, end)`` of English or Russian prose, in order.

    A sentence ends at ``.``, ``!``, ``?`` or ``…`` followed by space and a
    capital, digit or opening mark — unless the dot closes an abbreviation
    ("Art. 5", "ст. 5", "e.g.") or a single initial. Fact labels written right
    after the stop ("… 1 250 EUR. [t1]") stay with the sentence they follow.
    A blank line always ends a sentence; a single line break does when the
    line before ends with punctuation, a label or an upper-case letter, or the
    next line starts a list item, or the line before is one and the next is not
    indented (a soft-wrapped line, or an item's indented continuation, does not).
    """
    spans: list[tuple[int, int]] = []
    start = 0
    n = len(text)
    for m in _boundaries(text):
        cut = m.end()
        if cut >= n:
            break
        nxt = text[cut]
        punct = m.group("punct")
        if punct:
            opens = nxt.isupper() or nxt.isdigit() or nxt in _OPENERS
            if not opens or (nxt == "[" and _LABEL_AT.match(text, cut)):
                continue
            if (punct == "." and not m.group("close") and "\n" not in m.group("ws")
                    and _abbreviation(text, m.start(), nxt.isdigit())):
                continue
            end = m.start("ws")
        elif m.group("para"):
            end = m.start()
        else:
            prev = _char_before(text, m.start())
            if not prev or not (prev in ".!?…:;]|" or prev.isupper() or prev.isdigit()
                                or nxt in "-*•#|" or _list_item(text, cut)
                                or (_list_item(text, text.rfind("\n", 0, m.start()) + 1)
                                    and cut == m.start() + 1)):  # indented: the item goes on
                continue
            end = m.start()
        # Whether anything but space lies between: the first character mostly tells.
        if end > start and (not text[start].isspace() or text[start:end].strip()):
            # Most sentences have no space at either end: then _trim (a call) has nothing to do.
            spans.append((start, end) if not (text[start].isspace() or text[end - 1].isspace())
                         else _trim(text, start, end))
        start = cut
    if text[start:].strip():
        spans.append(_trim(text, start, n))
    return spans


# A stop character where _BOUNDARY can match: a line break, or a stop followed by what may
# come next in a boundary (another stop, a closing mark, a label's "[", whitespace). The
# dots inside "3.45" or "01.05.2024" are passed over in C. A character class first, so that
# re scans for it rather than trying the pattern at every character.
_STOP_CHAR = lazy_pattern(r"[.!?…\n](?:(?<=\n)|(?=[.!?…\"'»”’)\]\[\s]))")


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


_LONGEST_ABBREVIATION = max(map(len, _ABBREVIATIONS))


def _abbreviation(text: str, dot: int, figure_next: bool = False) -> bool:
    i = dot
    # A word longer than every abbreviation is none: read back no further than one more
    # letter (lower() never shortens a word, so that one is not in the set either).
    stop = max(0, dot - _LONGEST_ABBREVIATION - 1)
    if stop and text[stop:dot].isalpha():
        return False  # that many letters, as the loop below would read them: most sentences end so
    while i > stop and (text[i - 1].isalpha() or text[i - 1] == "."):
        i -= 1
    word = text[i:dot].lower()
    if len(word) == 1 and word.isalpha():
        # An initial ("J. Smith", "п. 3"), unless the letter names a class or ends a list of
        # them: "… for categories F and G. Rentals …", "… in Zone B. …" end sentences
        # (unseen6 dev u6-en-003 read two sentences as one).
        return _CLASS_LETTER_BEFORE.search(text, max(0, i - _WORD_REACH), i) is None
    return word in _ABBREVIATIONS or (figure_next and word in _CURRENCIES)


CLASS_NOUN = (r"categor(?:y|ies)|class(?:es)?|zones?|types?|groups?|plans?|tiers?|bands?|blocks?|levels?|grades?|"
              r"sections?|rooms?|suites?|категори[яиюей]|класс[аеыу]?|зон[аыеу]?|групп[аыеу]?|тип[аы]?|блок[аи]?|"
              r"корпус[аы]?|уров(?:ень|ня|ни)")
"""The nouns that name a class by a letter ("Category B", «зона Б»): here, where such a letter
ends a sentence, and in tether.terms.class_names, where it becomes a term."""
_CLASS_LETTER_BEFORE = lazy_pattern(
    rf"(?:(?<!\w)(?-i:[A-ZА-ЯЁ])(?:,|\s+(?:and|or|&|и|или))|(?<!\w)(?:{CLASS_NOUN}))\s+$", re.IGNORECASE)
_WORD_REACH = 24
"""Characters read back for the word before a single letter: bounded, so a scan stays linear."""


_LIST_ITEM = lazy_pattern(r"[ \t]*(?:[-*•–]|\d{1,2}[.)]|#{1,6})[ \t]")


def _list_item(text: str, pos: int) -> bool:
    return _LIST_ITEM.match(text, pos) is not None


_BULLET = lazy_pattern(r"(?:[-*+•]|\d+[.)])\s+")


def sentences(text: str) -> list[str]:
    """The sentences of ``text`` (``sentence_spans``) as single lines: whitespace
    normalised (a soft-wrapped sentence is one line) and a list item's marker dropped."""
    out: list[str] = []
    for start, end in sentence_spans(text):
        sentence = normalize_ws(text[start:end])
        bullet = _BULLET.match(sentence)
        if bullet and bullet.end() < len(sentence):
            sentence = sentence[bullet.end():]
        out.append(sentence)
    return out


_RU_CONSONANTS = frozenset("бвгджзклмнпрстфхцчшщ")


def without_fleeting_vowel(term: str) -> str:
    """A Russian stem less the vowel its genitive plural puts between its last two consonants:
    «кошек» is «кошк» (кошка), «заявок» «заявк», «прививок» «прививк», which Snowball leaves
    apart; any other term as it is. Read where a case is told by its words (which of a
    sentence's parts an answer names: «для собак …, для *кошек* — 1 900 ₽»)."""
    if len(term) >= 5 and term[-2] in "еоё" and term[-1] in _RU_CONSONANTS and term[-3] in _RU_CONSONANTS:
        return term[:-2] + term[-1]
    return term
