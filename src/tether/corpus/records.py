"""Parsed source records and fragments: what a valid corpus file becomes."""

from __future__ import annotations

from datetime import datetime

from pydantic import Field

from ..models import Entity, Frozen


class Fragment(Frozen):
    """A citable piece of a record: ``document#anchor``, or unanchored (``anchor`` is None)."""

    document: str
    anchor: str | None
    heading: str | None
    position: int
    text: str

    @property
    def fragment_id(self) -> str:
        return f"{self.document}#{self.anchor}" if self.anchor else self.document


class SourceRecord(Frozen):
    """One corpus file, validated: front matter fields and its fragments."""

    id: str
    document: str
    title: str | None = None
    version: str
    owner: str
    uri: str | None = None
    published_at: datetime
    expires_at: datetime | None = None
    access: list[str] = Field(min_length=1)  # required: no label would admit every reader
    policy: str | None = None
    jurisdiction: str | None = None
    lang: str | None = None
    entities: list[Entity] = []
    path: str
    content_hash: str
    fragments: list[Fragment] = []
