"""Typos in questions: a word the corpus does not hold, read as the candidate's word it
misspells ("anual" → "annual", «отпкск» → «отпуск»), by slipped-finger edit distance."""

from __future__ import annotations

from collections.abc import Callable

from .terms import Weights
from .text import stem

MAX_TYPO_DISTANCE = {4: 1, 5: 1}
"""Edits allowed to read a question word the corpus does not hold as one it does: one for
short stems, two from six letters ("chnage" → "chang"); shorter stems are never repaired.
A substitution is one edit only between neighbouring keys (a slipped finger: "lesve" →
"leave"); any other costs two, so a short word is not read as another real word one letter
away («скок» → «срок», "cost" → "most")."""

_KEYBOARD_ROWS = (("qwertyuiop", "asdfghjkl", "zxcvbnm"), ("йцукенгшщзхъ", "фывапролджэ", "ячсмитьбю"))


def _neighbour_keys() -> dict[str, frozenset[str]]:
    """Keys next to each letter on a QWERTY and a ЙЦУКЕН keyboard: beside it in its row, and
    the two that touch it in the rows above and below (each row sits half a key to the right)."""
    out: dict[str, set[str]] = {}
    for rows in _KEYBOARD_ROWS:
        for r, row in enumerate(rows):
            for c, key in enumerate(row):
                near = out.setdefault(key, set())
                for rr, cols in ((r, (c - 1, c + 1)), (r - 1, (c, c + 1)), (r + 1, (c - 1, c))):
                    if 0 <= rr < len(rows):
                        near.update(rows[rr][k] for k in cols if 0 <= k < len(rows[rr]))
    return {k: frozenset(v) for k, v in out.items()}


_NEIGHBOURS = _neighbour_keys()


def repair(term: str, weights: Weights, candidates_stems: Callable[[], frozenset[str]]) -> str:
    """A question term that occurs nowhere in the corpus, read as the candidates' stem it is
    a typo of ("anual" → "annual", "laptpo" → "laptop"); otherwise the term itself, which
    then covers nothing and weighs the most."""
    if not reads_candidates(term, weights):
        return term
    vocabulary = candidates_stems()
    # A misspelt ending keeps the stem in front: "registraton" holds "registr".
    stems = [t for t in vocabulary if len(t) >= 5 and term.startswith(t)]
    if stems:
        return max(stems, key=len)
    allowed = MAX_TYPO_DISTANCE.get(len(term), 2)
    near = [(distance(term, t), t) for t in vocabulary if abs(len(t) - len(term)) <= allowed and t[:1] == term[:1]]
    near = [(d, t) for d, t in near if d <= allowed and not _two_letters_changed(term, t) and not _runs_past(term, t)]
    if near:
        return min(near)[1]
    return _with_another_prefix(term, vocabulary) or term


_RU_PREFIXES = tuple(sorted(("пере", "при", "про", "раз", "рас", "вы", "за", "на", "до", "от", "об", "по", "под", "у",
                             "о", "с"), key=len, reverse=True))
"""Russian verbal prefixes: «заплатить» and «оплата» are one root, «плат». Longest first: «под»
before «по»."""
MIN_ROOT = 4
"""Letters a root keeps once its prefix is cut: «плат», «дава»; shorter roots meet unrelated words."""


def _with_another_prefix(term: str, vocabulary: frozenset[str]) -> str | None:
    """The candidates' stem that is ``term`` with another Russian verbal prefix (or none): a
    question's «*за*платить по СБП» against the records' «*о*плата» (unseen12 dev u12a-006)."""
    root = next((term[len(p):] for p in _RU_PREFIXES if term.startswith(p) and len(term) - len(p) >= MIN_ROOT), term)
    if len(root) < MIN_ROOT or not ("а" <= root[0] <= "я" or root[0] == "ё"):
        return None
    found = sorted(t for t in vocabulary if t != term and t.endswith(root)
                   and (t == root or t[:len(t) - len(root)] in _RU_PREFIXES))
    return found[0] if found else None


_ENDINGS_EN = ("ing", "ed", "er", "es", "s", "ly", "ment", "ion")
"""English endings the stemmer cuts: a typo in one ("parkng") leaves the stem's letters in front."""


def _runs_past(term: str, stem_: str) -> bool:
    """Whether English ``term`` is ``stem_`` followed by two letters or more that are no ending
    of it, mistyped or not: another word, not a typo of it — "shuttle" is no "shut" (unseen30 dev
    u30C-037), while "parkng" is "parking" mistyped."""
    return (term.isascii() and term.startswith(stem_) and len(term) - len(stem_) >= 2
            and not any(distance(term, stem_ + ending) <= 1 for ending in _ENDINGS_EN))


def _two_letters_changed(a: str, b: str) -> bool:
    """Two letters of a word of the same length changed, not swapped: "differ" is not a typo of
    "digger", nor "branch" of "breach" (each two slipped fingers, which a typist hardly makes in
    one word, while a real word of the question is then read as another: unseen29 dev
    u29H-021). One letter mistyped, or two swapped ("recieve"), stays a typo."""
    if len(a) != len(b):
        return False
    changed = [i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y]
    return len(changed) >= 2 and not (len(changed) == 2 and changed[1] == changed[0] + 1
                                      and a[changed[0]] == b[changed[1]] and a[changed[1]] == b[changed[0]])


def reads_candidates(term: str, weights: Weights) -> bool:
    """Whether :func:`repair` reads the candidates' stems for ``term``: only for a word of four
    letters or more, not a number, that the corpus holds nowhere."""
    return len(term) >= 4 and not term.isdigit() and weights.df(term) == 0


def distance(a: str, b: str) -> int:
    """Optimal string alignment distance (insertions, deletions, substitutions, adjacent
    transpositions), a substitution of keys that are not neighbours counting two; words are
    short, so the quadratic table is a few dozen cells."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        row = [i]
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1 if cb in _NEIGHBOURS.get(ca, ()) else 2
            best = min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                best = min(best, prev2[j - 2] + 1)
            row.append(best)
        prev2, prev = prev, row
    return prev[-1]


_QUESTION_WORDS = frozenset(stem(w) for w in (
    "how what when where which who whom whose why "
    "как какой какая какое какие каков сколько когда где куда откуда кто что чей почему зачем").split())
"""The words that ask: a misspelt one ("wen does …", «скоко») is no subject."""


TEXTED_QUESTION_WORDS = frozenset({"hw"})
"""Question words texted short ("hw much is …", unseen7 dev u7bb-034): too short for the
slip rule below, read as question words only where the caller reads a question's first word
("How often is HW replaced?" asks about hardware)."""


def misspelt_question_word(term: str) -> bool:
    """``term`` is one slipped key, a dropped or a doubled letter away from a question word
    ("wen" for "when", "whta" for "what", «кагда» for «когда»), or one texted short ("hw").
    Call it only for a term the corpus does not hold: a corpus word is never taken for a
    question word."""
    if term in TEXTED_QUESTION_WORDS:
        return True
    edits = QUESTION_WORD_EDITS
    return len(term) >= MIN_QUESTION_WORD and any(
        w[:1] == term[:1] and abs(len(w) - len(term)) <= edits and distance(term, w) <= edits for w in _QUESTION_WORDS)


MIN_QUESTION_WORD = 3
"""Letters a word needs to be read as a misspelt question word: "hw" could be anything."""
QUESTION_WORD_EDITS = 1
"""One slip, as MAX_TYPO_DISTANCE allows for short stems; same first letter, as for repair."""
