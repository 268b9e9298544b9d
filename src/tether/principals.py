"""Principals: who is asking, with which access labels and scopes.

API keys are stored as SHA-256 digests only; the key itself is shown once,
when it is created.
"""

from __future__ import annotations

import hashlib
import secrets
from datetime import UTC, datetime
from typing import Literal

from sqlalchemy import select

from .errors import NotFoundError, UsageError
from .models import Frozen
from .store.db import Store
from .store.schema import PrincipalRow

Scope = Literal["ask", "review", "admin"]
SCOPES: tuple[Scope, ...] = ("ask", "review", "admin")
DEFAULT_LABELS = ("public",)


class Principal(Frozen):
    name: str | None = None
    labels: tuple[str, ...] = DEFAULT_LABELS
    scopes: tuple[Scope, ...] = ("ask",)


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def create_principal(store: Store, name: str, labels: list[str], scopes: list[str]) -> str:
    """Create a principal and return its new API key (shown once, stored hashed)."""
    bad = [s for s in scopes if s not in SCOPES]
    if bad:
        raise UsageError(f"scopes: unknown {', '.join(bad)}; choose from {', '.join(SCOPES)}")
    key = "tk_" + secrets.token_urlsafe(24)
    with store.session() as session:
        if session.scalar(select(PrincipalRow).where(PrincipalRow.name == name)):
            raise UsageError(f"principal {name!r} exists; choose another name")
        session.add(PrincipalRow(name=name, labels=labels, scopes=scopes, key_hash=hash_key(key),
                                 created_at=datetime.now(UTC)))
    return key


def principal_by_name(store: Store, name: str) -> Principal:
    with store.session() as session:
        row = session.scalar(select(PrincipalRow).where(PrincipalRow.name == name))
        if row is None:
            raise NotFoundError(f"no principal named {name!r}; create it with `tether principals add {name}`")
        return _principal(row)


def principal_by_digest(store: Store, digest: str) -> Principal | None:
    """The principal whose API key has this SHA-256 digest, if any."""
    with store.session() as session:
        row = session.execute(
            select(PrincipalRow.name, PrincipalRow.labels, PrincipalRow.scopes).where(PrincipalRow.key_hash == digest)
        ).first()
    return Principal(name=row.name, labels=tuple(row.labels), scopes=tuple(row.scopes)) if row else None


def list_principals(store: Store) -> list[Principal]:
    with store.session() as session:
        return [_principal(r) for r in session.scalars(select(PrincipalRow).order_by(PrincipalRow.name))]


def _principal(row: PrincipalRow) -> Principal:
    return Principal(name=row.name, labels=tuple(row.labels), scopes=tuple(row.scopes))
