"""SQLite's FTS5 as Python reproduces it: the tokens its unicode61 tokenizer makes of an index
text (where Python can vouch for them) and the statistics of ``fragment_fts`` its bm25 reads —
the table's size and a phrase's matching rows. :mod:`.impact_sqlite` scores fragments with
them exactly as FTS5 would, and indexes only texts it can split so.
"""

from __future__ import annotations

import math
import re
import sqlite3
from collections import defaultdict
from contextlib import closing
from functools import lru_cache

from sqlalchemy import Connection, text

from ..guard import lazy_pattern

MAX_TOKEN = 256  # FTS5 cuts very long tokens; Python does not, so a text with one is not split here
_SEPARATORS = lazy_pattern(r"[ \-']+")  # all an index text holds between tokens (tether.text.tokens)
_CANDIDATES = range(0x30, 0x530)  # Latin, Greek, Cyrillic: the scripts Tether stems


@lru_cache(maxsize=1)
def plain_characters() -> frozenset[str]:
    """The characters unicode61 keeps in a token unchanged, as this SQLite sees them: a letter
    or digit that it neither splits at nor folds ("ς" folds to "σ", "µ" to "μ", "ſ" to "s").
    Asked of an in-memory FTS5 table once per process, so it is this library's answer."""
    chars = [chr(c) for c in _CANDIDATES if chr(c).isalnum() and chr(c) == chr(c).lower()]
    with closing(sqlite3.connect(":memory:")) as db:
        db.execute("CREATE VIRTUAL TABLE t USING fts5(b, tokenize = 'unicode61 remove_diacritics 0')")
        db.execute("CREATE VIRTUAL TABLE v USING fts5vocab(t, instance)")
        db.executemany("INSERT INTO t(rowid, b) VALUES (?, ?)", [(n, f"x{c}x") for n, c in enumerate(chars)])
        tokens: defaultdict[int, list[str]] = defaultdict(list)
        for term, doc in db.execute("SELECT term, doc FROM v"):
            tokens[doc].append(term)
    return frozenset(c for n, c in enumerate(chars) if tokens[n] == [f"x{c}x"])


def fts_tokens(body: str) -> list[str] | None:
    """The tokens FTS5 makes of an index text (:func:`tether.text.index_text`), or None when
    the text holds a character whose treatment Python cannot vouch for."""
    if not body.isascii() and _unknown_character().search(body):
        return None
    if len(body) > MAX_TOKEN and _LONG_TOKEN.search(body):
        return None
    return split_plain(body)


def split_plain(body: str) -> list[str]:
    """A plain index text's tokens: what separates them (:func:`tether.text.tokens`) is a
    space, a hyphen or an apostrophe."""
    return body.split() if "-" not in body and "'" not in body else [t for t in _SEPARATORS.split(body) if t]


_LONG_TOKEN = lazy_pattern(rf"[^ \-']{{{MAX_TOKEN + 1}}}")


@lru_cache(maxsize=1)
def _unknown_character() -> re.Pattern[str]:
    """Any character but a plain one or a separator (one search in C, not a set per text)."""
    return re.compile("[^" + re.escape("".join(sorted(plain_characters() | set(" -'")))) + "]")



# --- what bm25 reads of the table ------------------------------------------------------------

def phrase_of(term: str) -> tuple[str, ...] | None:
    """The phrase FTS5 makes of a quoted search term, or None when Python cannot tell."""
    tokens = fts_tokens(term.replace('"', ""))
    return tuple(tokens) if tokens else None


def table_size(conn: Connection) -> tuple[int, int] | None:
    """(rows, total tokens) of ``fragment_fts``, from FTS5's averages record (rowid 1 of
    its data table: two varints). None when it is missing or not that shape."""
    blob = conn.execute(text("SELECT block FROM fragment_fts_data WHERE id = 1")).scalar()
    if not isinstance(blob, bytes):
        return None
    values = _varints(blob)
    return (values[0], values[1]) if len(values) >= 2 and values[0] > 0 else None


def _varints(blob: bytes) -> list[int]:
    """SQLite's varints (big-endian groups of seven bits, a ninth byte of eight), as FTS5 writes them."""
    out: list[int] = []
    i = 0
    while i < len(blob):
        value = 0
        for n in range(9):
            if i >= len(blob):
                return out
            byte = blob[i]
            i += 1
            if n == 8:
                value = (value << 8) | byte
                break
            value = (value << 7) | (byte & 0x7F)
            if not byte & 0x80:
                break
        out.append(value)
    return out


def idf(rows: int, hits: int) -> float:
    value = math.log((rows - hits + 0.5) / (hits + 0.5))
    return value if value > 0.0 else 1e-6  # FTS5 keeps a phrase in half the rows or more barely above zero


def phrase_hits(conn: Connection, phrase: tuple[str, ...]) -> int:
    """Rows of ``fragment_fts`` (every version) that hold the phrase: bm25's n(q)."""
    quoted = '"' + " ".join(phrase) + '"'
    return int(conn.execute(text("SELECT count(*) FROM fragment_fts WHERE fragment_fts MATCH :q"),
                            {"q": quoted}).scalar_one())

