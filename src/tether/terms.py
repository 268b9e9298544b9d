"""Distinctive terms and how much of one text's subject another holds.

One term model for every stage that asks "is this text about that": the
gate's sufficiency rule (does a fragment answer the question?), the figure
grounding check (is this value from a sentence about the same thing?), the
claim check (does a cited sentence state this?) and the seed-001 checks.
Terms are content stems (:mod:`tether.text`: Snowball, ru + en, stop words
out); digits are figures, not subject. Two stems are one term when equal or
when both have 4+ letters and share their first five (Snowball leaves
"registr"/"registri", «регистрац»/«регистрир» apart). Each term weighs by
how rare it is where it is looked up (an inverse document frequency): a
word that every unit uses ("policy", "fee", "employees") says little about
the subject, and a word found nowhere weighs the most.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache

from . import jurisdictions
from .class_names import class_names
from .class_names import is_class_name as is_class_name  # re-exported: callers read both here
from .guard import Guarded, lazy_pattern
from .text import STOP_WORDS, sentences, stem, tokens

_URL = lazy_pattern(r"https?://\S+|www\.\S+")


def subject_terms(text: str) -> tuple[str, ...]:
    """The distinct content stems of ``text`` that are words, not figures, in order. An
    address is no subject: ".../fees/de" must not make a sentence about fees."""
    return tuple(dict.fromkeys(filter(None, map(_subject_stem, tokens(_as_read(text))))))


def figure_free_terms(text: str) -> tuple[str, ...]:
    """``subject_terms`` less every term that holds a digit at all ("16th", "f-16"): a word
    holding digits is a figure, not a subject."""
    return tuple(dict.fromkeys(filter(None, map(_figure_free_stem, tokens(_as_read(text))))))


def figure_free_terms_of(tokens: Iterable[str]) -> tuple[str, ...]:
    """``figure_free_terms`` of a text already cut into ``tokens`` (none of them an address)."""
    return tuple(dict.fromkeys(filter(None, map(_figure_free_stem, tokens))))


def _as_read(text: str) -> str:
    """``text`` with its addresses blanked and "on its own" read as "alone" (:data:`ALONE`)."""
    if "://" in text or "www." in text:  # what _URL needs: most texts hold no address
        text = _URL.sub(" ", text)
    if "own" in text or "Own" in text or "itself" in text or "themselves" in text:
        # what ALONE needs, as written in prose ("On Its Own" too; not all capitals): folding every
        # text for it cost subject_terms a fifth of its time (benchmarks/verify.py)
        text = ALONE.pattern.sub(" alone ", text)
    return text


ALONE = Guarded(r"\b(?:on\s+(?:its|their|his|her|your|my|our)\s+own|by\s+(?:itself|themselves))\b"
                r"(?=\s*(?:[,.;:!?)]|$)|\s+(?:costs?|is|are|was|were|can|could|may|must|will|would|pays?|has|have|"
                r"does|do|for|at|in|from|with|and|or|but|to|only|without|if|when|unless)\b)",
                re.IGNORECASE, ("own", "itself", "themselves"))
""""On its own" says "alone" in words of the stop list: "a wetsuit on its own costs €12" names the
case of "a wetsuit alone costs €12", not of "a board and wetsuit together cost €25" (unseen56 dev
u56-en-028). Read as the word it stands for, in answers and sources alike — not "on your own bike",
where "own" says whose (a red-team probe), so only before what ends the phrase or a verb. A question's
distinctive terms leave it out (tether.question_frame.question_terms): there "on its own" asks for no
word a record must hold; the question's other readers see "alone"."""


_CLITIC = lazy_pattern(r"(?:n't|'(?:s|ll|re|ve|d|m))$")
_NEGATED_AUXILIARIES = frozenset({"ca", "wo", "sha", "ai"})  # can't, won't, shan't, ain't


@lru_cache(maxsize=65536)
def _subject_stem(token: str) -> str | None:
    """The stem one token gives a subject (:func:`content_stems` less digits and one-letter
    stems), or None; kept per token, since every answer and fragment repeats its words."""
    if token in STOP_WORDS:
        return None
    if "'" in token:
        # "haven't", "we'll", "policyholder's": the word before the clitic is the subject, and
        # an auxiliary's is none (its "not" is read by the polarity checks, not as a word).
        token = _CLITIC.sub("", token)
        if token in STOP_WORDS or token in _NEGATED_AUXILIARIES:
            return None
    term = stem(token)
    return term if not term.isdigit() and len(term) > 1 else None


_DIGIT = lazy_pattern(r"\d")


@lru_cache(maxsize=65536)
def _figure_free_stem(token: str) -> str | None:
    term = _subject_stem(token)
    return term if term is not None and not _DIGIT.search(term) else None


_ALTERNATION = str.maketrans("чщжш", "ттдс")
"""Russian aspect pairs alternate the consonant that ends a shared root: оплатить / оплачивать,
ответить / отвечать, обратиться / обращаться, посетить / посещать, находить / нахожу. Snowball
leaves «оплат» and «оплачива» four letters apart, so a faithful «оплатить его нужно» for the
source's «штраф оплачивается» held none of its words (unseen20 dev u20-ru-018). Read through
this table, the fifth letter makes them one term; roots that share only three letters
(«спросить» / «спрашивать») stay apart."""


def _front(t: str) -> str:
    """The first five letters of a stem, the fifth read through :data:`_ALTERNATION`."""
    return t[:4] + t[4:5].translate(_ALTERNATION)


SHORTEST_SHARED = 4
"""A stem shorter than this meets only itself (:func:`same_term`): «пос» is no «посев»."""


def same_term(a: str, b: str) -> bool:
    """One term: equal stems, or stems of 4+ letters sharing a prefix of 5 (or the shorter;
    a Russian root's alternating consonant read as one, :data:`_ALTERNATION`)."""
    if a == b:
        return True
    if a.isdigit() or b.isdigit() or min(len(a), len(b)) < SHORTEST_SHARED:
        return False
    if min(len(a), len(b)) >= 5:
        return _front(a) == _front(b)
    return a[:4] == b[:4]


def has_term(term: str, bag: Iterable[str] | TermSet) -> bool:
    if isinstance(bag, TermSet):
        return term in bag
    return any(same_term(term, other) for other in bag)


class TermSet:
    """Terms looked up by :func:`same_term` in a few set operations, not a scan."""

    __slots__ = ("_keys",)

    def __init__(self, terms: Iterable[str] = ()) -> None:
        self._keys = frozenset(k for t in terms for k in _stored_keys(t))

    @classmethod
    def of(cls, terms: tuple[str, ...]) -> TermSet:
        """The set of a tuple kept by an index (a material sentence's terms): built once,
        since the same sentences are compared with claim after claim."""
        return _term_set(terms)

    def __or__(self, other: TermSet) -> TermSet:
        joined = TermSet.__new__(TermSet)
        joined._keys = self._keys | other._keys
        return joined

    def __contains__(self, term: object) -> bool:
        return isinstance(term, str) and not self._keys.isdisjoint(_query_keys(term))


@lru_cache(maxsize=16384)
def _term_set(terms: tuple[str, ...]) -> TermSet:
    return TermSet(terms)



@dataclass(frozen=True, slots=True)
class Weights:
    """Rarity of terms over ``size`` units (sentences, fragments): an IDF.

    ``weight(t) = ln(1 + (size + 1) / (df(t) + 0.5))``: never zero, so a term in
    every unit still counts a little, and highest for a term in no unit. ``df``
    says in how many units a term occurs; each weight is computed once.
    """

    size: int
    df: Callable[[str], int]
    _memo: dict[str, float] = field(default_factory=dict, compare=False, repr=False)

    @classmethod
    def of_units(cls, units: Sequence[Sequence[str]]) -> Weights:
        """Weights over in-memory units (each a sequence of terms), matched by :func:`same_term`."""
        return cls(len(units), lambda term: sum(1 for unit in units if has_term(term, unit)))

    def weight(self, term: str) -> float:
        w = self._memo.get(term)
        if w is None:
            w = self._memo[term] = math.log(1.0 + (self.size + 1) / (self.df(term) + 0.5))
        return w

    def coverage(self, subject: Sequence[str], held: Sequence[str] | TermSet) -> float:
        """Share of the subject's weight that ``held`` also has (0..1; 0 for no subject)."""
        total = sum(self.weight(t) for t in subject)
        if total == 0:
            return 0.0
        return self.matched(subject, held) / total

    def matched(self, subject: Sequence[str], held: Sequence[str] | TermSet) -> float:
        """The weight of the subject's terms that ``held`` also has (absolute)."""
        bag = held if isinstance(held, TermSet) or len(held) < 4 else TermSet(held)
        return sum(self.weight(t) for t in subject if has_term(t, bag))

    def shared(self, subject: Sequence[str], held: Sequence[str] | TermSet) -> int:
        return sum(1 for t in subject if has_term(t, held))


class SentenceIndex:
    """The subject terms of a list of sentences, indexed so that "which sentences hold a
    term like this" costs a few set lookups instead of a scan (answers are checked against
    hundreds of material sentences, per sentence of the answer).

    Keys follow :func:`same_term`: a term of 5+ letters meets others on its first five
    letters (and a 4-letter term equal to its first four); a 4-letter term meets terms that
    begin with it; a shorter one only itself. An index can be joined from the indexes of
    its parts (:meth:`join`): a fragment's index is built once and kept while the same
    fragment comes back, question after question.
    """

    __slots__ = ("sentences", "terms", "_parts", "_memo", "weights", "_by_length")

    def __init__(self, sentences: Sequence[str]) -> None:
        self.sentences = tuple(sentences)
        self.terms = tuple(subject_terms(s) + class_names(s) for s in self.sentences)
        # Each term's sentences first, then each distinct term's keys once: a sentence's
        # terms recur across sentences, and every term has up to three keys.
        by_term: dict[str, list[int]] = {}
        for i, terms in enumerate(self.terms):
            for t in terms:
                held = by_term.get(t)
                if held is None:
                    by_term[t] = [i]
                else:
                    held.append(i)
        keys: dict[str, set[int]] = {}
        for t, ids in by_term.items():
            for key in _stored_keys(t):
                found = keys.get(key)
                if found is None:
                    keys[key] = set(ids)
                else:
                    found.update(ids)
        self._parts: tuple[tuple[int, dict[str, set[int]]], ...] = ((0, keys),)
        self._memo: dict[tuple[str, bool], frozenset[int]] = {}
        self._by_length: tuple[int, ...] | None = None
        self.weights = Weights(len(self.sentences), lambda term: len(self.holding(term)))

    @classmethod
    def join(cls, parts: Sequence[SentenceIndex]) -> SentenceIndex:
        """One index over the parts' sentences, in order, sharing their postings."""
        joined = cls.__new__(cls)
        joined.sentences = tuple(s for p in parts for s in p.sentences)
        joined.terms = tuple(t for p in parts for t in p.terms)
        offsets, at = [], 0
        for p in parts:
            offsets += [(at + base, keys) for base, keys in p._parts]
            at += len(p.sentences)
        joined._parts = tuple(offsets)
        joined._memo = {}
        joined._by_length = None
        joined.weights = Weights(len(joined.sentences), lambda term: len(joined.holding(term)))
        return joined

    def holding(self, term: str, exact: bool = False) -> frozenset[int]:
        """The sentences holding ``term`` (by :func:`same_term`, or the very stem if ``exact``:
        English Snowball stems are reliable enough that "applic" must not meet "appli(es)";
        Russian keeps the prefix match, since its stemmer leaves «рассматрива» and «рассмотрен»
        apart)."""
        memo = (term, exact)
        found = self._memo.get(memo)
        if found is None:
            if not exact:
                wanted = _query_keys(term)
            elif _CYRILLIC_TERM.search(term):
                wanted = _query_keys(term, aspects=False)
            else:
                wanted = (term, *_phrasal_head(term))
            hits: set[int] = set()
            for base, keys in self._parts:
                for key in wanted:
                    hits.update(base + i for i in keys.get(key, ()))
            found = self._memo[memo] = frozenset(hits)
        return found

    def scores(self, terms: Iterable[str], allowed: frozenset[int] | set[int],
               weights: Weights | None = None, exact: bool = False) -> dict[int, float]:
        """Per allowed sentence, the weight of ``terms`` it holds (``Weights.matched``),
        summed over the postings of each term rather than over every sentence."""
        weights = weights or self.weights
        out: dict[int, float] = {}
        for t in dict.fromkeys(terms):
            w = weights.weight(t)
            for i in self.holding(t, exact) & allowed:
                out[i] = out.get(i, 0.0) + w
        return out

    def shortest(self, ids: Iterable[int]) -> int:
        """The id of the shortest of the ``ids`` sentences, the first of equal length."""
        if self._by_length is None:
            n = len(self.sentences)  # length, then id, as one number: min() needs no tuples
            self._by_length = tuple(len(s) * n + i for i, s in enumerate(self.sentences))
        return min(ids, key=self._by_length.__getitem__)

    def candidates(self, terms: Iterable[str]) -> set[int]:
        """The sentences holding any of ``terms``."""
        found: set[int] = set()
        for t in terms:
            found |= self.holding(t)
        return found


_CYRILLIC_TERM = lazy_pattern("[а-яё]")
_PARTICLES = frozenset("in out up off on over back down away".split())


@lru_cache(maxsize=4096)
def _phrasal_head(term: str) -> tuple[str, ...]:
    """The verb of a noun made from a phrasal verb ("lift-out", "check-in", "top-up"), which the
    source may use alone ("Lifts are booked …": unseen24 dev u24-en-031); nothing for another
    compound ("non-members" is not "members", "e-bike" not "bike")."""
    head, _, rest = term.partition("-")
    if not rest or len(head) < 3 or not all(p in _PARTICLES for p in rest.split("-")):
        return ()
    return (stem(head),)


@lru_cache(maxsize=65536)  # a corpus has a vocabulary: each stem's keys are made once
def _stored_keys(t: str) -> tuple[str, ...]:
    if t.isdigit() or len(t) < SHORTEST_SHARED:
        return (t,)
    if len(t) == 4:
        return (t, "4:" + t)
    return (t, "5:" + t[:5], "~" + _front(t), "4:" + t[:4])


@lru_cache(maxsize=65536)
def _query_keys(t: str, aspects: bool = True) -> tuple[str, ...]:
    """The keys a stem is looked up by: its first five letters (an aspect's consonant read as one,
    :data:`_ALTERNATION`, unless ``aspects`` is False: an exact look-up of a Russian stem, where a
    figure's neighbour «уплатите» is not the sentence «пошлина уплачивается …»), or a 4-letter
    stored term equal to its first four."""
    if t.isdigit() or len(t) < SHORTEST_SHARED:
        return (t,)
    if len(t) == 4:
        return ("4:" + t,)  # every stored term that begins with it (itself included)
    return ("~" + _front(t) if aspects else "5:" + t[:5], t[:4])


@lru_cache(maxsize=2048)
def fragment_index(text: str) -> SentenceIndex:
    """The sentence index of one fragment's text, kept across requests: the same fragments
    come back question after question."""
    return SentenceIndex(sentences(text))


INCLUSION_WORDS = ("include", "includes", "included", "входит", "входят", "включает", "включают", "включена",
                   "включены", "включая")
"""Saying that one thing is part of another: paraphrase swaps them (a generic claim word),
and denying one is still a flip (tether.checks.claims)."""

ITEM_EXCEPTION_MARKERS = (r"\b(?:except(?:\s+for)?|other\s+than|apart\s+from|excluding)\b|"
                          r"(?<!\w)(?:кроме|за\s+исключением|исключая)(?!\w)")
"""The words that set things apart from a rule ("…, except livery", «…, кроме абонементов»):
EXCEPTION_MARKERS but "unless", which sets a condition (tether.checks.excepted_item)."""
EXCEPTION_MARKERS = r"\bunless\b|" + ITEM_EXCEPTION_MARKERS
"""The words that open a rule's exception ("…, except orders from 50 000 RUB", «…, кроме …»):
one pattern for the claim shapes (tether.checks.excluded) and the reader's threshold
(tether.verify.thresholds)."""
EXCEPTED = lazy_pattern(EXCEPTION_MARKERS, re.IGNORECASE)
"""The exception markers compiled once, for every reader that looks for one."""

GENERIC_TERMS = frozenset(subject_terms(
    # answering the question, not claiming: "Yes.", "in your case", "here"
    "yes yeah okay ok indeed answer case situation here therefore thus so also only "
    "да ответ случай ситуация здесь поэтому значит также только течение практике practice mean means "
    # numbers in words are figures, the figure checks' business ("two-time", "three-door")
    "one two three four five six seven eight nine ten eleven twelve first second third fourth fifth "
    "sixth seventh eighth ninth tenth twice once half "
    "один одна два две три четыре пять шесть семь восемь девять десять первый второй третий половина "
    # where in a period, how exact: "mid-1960s", "about", «в начале»
    "mid early late around about approximately nearly almost roughly середина середине начале конце "
    "означает "
    # light verbs: paraphrase carries a value with any of them ("charges", "sets", "costs")
    "be is are was were been have has had get gets got make makes made take takes give gives "
    "set sets charge charges charged cost costs offer offers apply applies applied use uses used "
    "require requires required need needed allow allows allowed keep kept go goes receive "
    f"{' '.join(INCLUSION_WORDS)} "
    "являться является составляет составляют стоит стоят иметь имеет получать получает давать "
    "дает применяется применяются действует действуют требует требуется нужен нужна нужны "
    # charging from the other side: «банк *берёт* 99 ₽» for «*взимается* 99 ₽» (unseen14 dev u14-ru-003)
    "берёт берет берут возьмёт возьмет возьмут взимает взимают взимается взимаются списывает списывают "
    # what a sentence says about the material itself ("the material does not say")
    "material materials source sources fragment fragments document documents text say says said "
    "state states stated mention mentions mentioned specify specifies specified address addresses "
    "cover covers contain contains given provide provides information cite cited "
    "материал материале материалы источник источнике фрагмент фрагменте документ документе текст "
    "сказано говорится указано упоминается упомянуто содержит касается приведено информация "
    # bounds on a figure, said either way: "cannot exceed 30 %" is "capped at 30 %"
    "exceed exceeds exceeded capped cap caps maximum minimum превышать превышает превышают "
    "максимум минимум максимальный максимальная минимальный минимальная "
    # a period's course and its reference point: "the 14 days run from the date of the change"
    "happen happens happened occur occurs run runs start starts begin begins count counted date "
    "происходит произошло наступает наступления истекает начинается исчисляется считается "
    # connectives, emphatic pronouns and manner: «причём в зашифрованном виде», "file it yourself"
    "moreover furthermore besides additionally yourself yourselves myself ourselves themselves "
    # pointing the reader at what follows: "Also *note* that …", «*Обратите внимание*: …»
    "note please remember mind обратите внимание учтите помните "
    "причём притом кроме сам сама сами самостоятельно виде образом "
    # modality and function words the retrieval stop list keeps: paraphrase swaps them freely
    "may might must shall can could need needs should would will per plus within least each every "
    "also either whether whose which another other others one ones "
    "может могут можно должен должна должны нужно надо следует вправе ко всем всему всего "
    # «придётся доплатить» is "have to pay" (unseen23 dev u23-ru-003)
    "придётся придется "
    # the reader told: "let us *know* 24 hours before" for "tell us" (unseen37 dev u37-en-006).
    # Not "want" / «хотите»: "if you wish, assembly can be ordered after delivery" kept a second
    # uncovered word by it (a review's probe, session 36)
    "know "
    "пока лишь сейчас такой такие так "
    "который которая которое которые которых"))
"""Words a sentence may use without the source stating them. They answer, point at the
material, or carry modality and grammar; the seed-001 checks own modality claims
("explicitly allows", "will be accepted")."""


@lru_cache(maxsize=8192)
def specific_terms(text: str) -> frozenset[str]:
    """The subject terms of ``text`` less the generic words (GENERIC_TERMS): what names a
    rule or a case. Kept per text: the same cited sentences are read figure after figure."""
    return frozenset(t for t in subject_terms(text) if t not in GENERIC_TERMS)


def place_terms(text: str) -> tuple[str, ...]:
    """The terms of every jurisdiction ``text`` names, by code or by name ("DE", "Germany")."""
    return tuple(t for code in jurisdictions.find(text) for name in (code, *jurisdictions.NAMES.get(code, ()))
                 for t in subject_terms(name))


@lru_cache(maxsize=4096)
def place_words(text: str) -> tuple[str, ...]:
    """:func:`place_terms`, and the stems of the text's own words that name a place in another
    form than its name: Snowball cuts a Russian name and its inflection apart («Казахстан» →
    «казахста», «в Казахстане» → «казахстан»), which :func:`tether.jurisdictions.find` reads
    (unseen52 dev u52-ru-004: «25 % в Казахстане» kept its place word and was read as another
    sentence's). Kept: every figure of an answer's sentence asks of its neighbours' clauses."""
    names = place_terms(text)
    if not names:
        return ()
    cut = tuple(n for n in names if len(n) >= jurisdictions.MIN_CUT_NAME and "а" <= n[:1] <= "я")
    own = tuple(dict.fromkeys(s for w in tokens(text) if (s := stem(w)) not in names
                              and any(s.startswith(n) for n in cut) and jurisdictions.find(w))) if cut else ()
    return names + own
