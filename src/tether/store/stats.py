"""Corpus statistics for the sufficiency rule: how many current fragments hold a stem.

Read from the full-text index itself (the same stems retrieval ranks on), one
count per stem, and kept per store until an ingest changes the corpus
(:meth:`tether.store.db.Store.derived`): questions repeat their words.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from sqlalchemy import Connection, text

from ..errors import StoreError
from ..lru import Lru

TERM_ENTRIES = 65_536  # stems whose fragment counts are kept per corpus selection


@dataclass
class CorpusStats:
    """Fragment counts for one selection of corpora, filled as stems are asked for."""

    fragments: int
    _df: Lru[str, int] = field(default_factory=lambda: Lru(TERM_ENTRIES))

    def df(self, conn: Connection, stem: str, corpora: Sequence[str] | None) -> int:
        known = self._df.get(stem)
        if known is None:
            known = _count(conn, stem, corpora)
            self._df.put(stem, known)
        return known


def corpus_stats(conn: Connection, corpora: Sequence[str] | None) -> CorpusStats:
    where, params = _where(corpora)
    total = conn.execute(text(f"SELECT count(*) FROM fragment_search s WHERE {where}"), params).scalar_one()
    return CorpusStats(int(total))


def _where(corpora: Sequence[str] | None) -> tuple[str, dict[str, object]]:
    if corpora is None:
        return "s.current", {}
    names: dict[str, object] = {f"c{i}": c for i, c in enumerate(corpora)}
    return f"s.current AND s.corpus IN ({', '.join(':' + n for n in names)})", names


def _count(conn: Connection, stem: str, corpora: Sequence[str] | None) -> int:
    if not stem or '"' in stem or "'" in stem or "\\" in stem:
        return 0
    where, params = _where(corpora)
    dialect = conn.dialect.name
    if dialect == "sqlite":
        sql = (f"SELECT count(*) FROM fragment_fts CROSS JOIN fragment_search s ON s.pk = fragment_fts.rowid "
               f"WHERE fragment_fts MATCH :q AND {where}")
        q = f'"{stem}"'
    elif dialect == "postgresql":
        sql = f"SELECT count(*) FROM fragment_search s WHERE s.search_vector @@ to_tsquery('simple', :q) AND {where}"
        q = f"'{stem}'"
    else:
        raise StoreError(f"full-text search is not available on {dialect}; use SQLite or PostgreSQL")
    return int(conn.execute(text(sql), {"q": q, **params}).scalar_one())
