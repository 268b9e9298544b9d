"""What a search returns, and the order it returns it in."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Hit:
    """A match: its score as the database computed it (higher is better; 0 for an
    unmatched fragment of a named document), the columns preferences rank on, and
    what identifies the fragment's content beyond its key (which a database may reuse
    once rows are deleted): its id within the record and the record's content hash."""

    fragment_pk: int
    score: float
    document: str
    jurisdiction: str | None
    policy: str | None
    fragment_id: str
    content_hash: str


@dataclass(frozen=True, slots=True)
class Preference:
    """What ranks before the score. Fragments of the document the question names come
    first; when it asks about a jurisdiction, fragments of any other jurisdiction are not
    results at all and those of no jurisdiction come after its own; a historical question
    prefers historical records. The database orders by exactly :meth:`key`."""

    document: str | None = None
    jurisdiction: str | None = None
    historical: bool = False

    def key(self, hit: Hit) -> tuple:
        return (
            self.document is not None and hit.document != self.document,
            self.jurisdiction is not None and hit.jurisdiction != self.jurisdiction,
            self.historical and hit.policy != "historical",
            -hit.score,
            hit.fragment_pk,
        )
