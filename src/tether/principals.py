"""Principals: who is asking, with which access labels and scopes — and their keys.

API keys are stored as SHA-256 digests only; a key itself is shown once, when
it is created or rotated. Key management (issue 10, item 12) lives here so the
CLI (`tether principals …`) and the HTTP service (`/v1/principals`, scope
``admin``) change principals through the same functions:

- ``revoke_principal`` forgets the key's digest (the row, and the history that
  names it, stay). A revoked key is refused by the next request that reads the
  principal: at once by the CLI, and by a running service within its principal
  cache window (``TETHER_PRINCIPAL_CACHE_SECONDS``, default 10 s; a service
  that made the change itself forgets its cache at once).
- ``rotate_key`` replaces the digest with a new key's in one transaction: the
  old key stops working (same window), the new one works at once. Rotating a
  revoked principal gives it a working key again.
- ``set_labels`` / ``set_scopes`` replace the principal's labels or scopes
  (same window for requests with the existing key).
"""

from __future__ import annotations

import hashlib
import secrets
from collections.abc import Iterable
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Literal

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError

from .errors import InputError, NotFoundError, PrincipalExistsError, UnknownPrincipalError
from .guard import lazy_pattern
from .models import Frozen
from .store.db import Store

if TYPE_CHECKING:  # stored principals are ORM rows, imported where they are read: a question needs none
    from sqlalchemy.orm import Session

    from .store.schema import PrincipalRow

Scope = Literal["ask", "review", "admin"]
SCOPES: tuple[Scope, ...] = ("ask", "review", "admin")
DEFAULT_LABELS = ("public",)
# A label has the form the corpus's `access` lists use (corpus/parse.py), so a
# principal can be given exactly the labels records require, and nothing a
# record could never ask for.
LABEL = lazy_pattern(r"^[A-Za-z0-9][A-Za-z0-9._:-]*$")
# The width of a principal's name column (store/schema.py); labels are short words.
MAX_LABEL_CHARS = 128


class Principal(Frozen):
    name: str | None = None
    labels: tuple[str, ...] = DEFAULT_LABELS
    scopes: tuple[Scope, ...] = ("ask",)


class PrincipalInfo(Frozen):
    """A principal as an administrator sees it: whether it has a working key, never the key."""

    name: str
    labels: tuple[str, ...]
    scopes: tuple[Scope, ...]
    active: bool  # False once revoked, until a rotate issues a new key
    created_at: datetime


class IssuedKey(Frozen):
    """A new API key (shown once) and the principal it belongs to."""

    principal: PrincipalInfo
    key: str


def hash_key(key: str) -> str:
    return hashlib.sha256(key.encode()).hexdigest()


def check_labels(labels: Iterable[str], field: str = "labels") -> tuple[str, ...]:
    """Labels as given, stripped and without repeats, or an InputError naming ``field``."""
    cleaned = tuple(dict.fromkeys(label.strip() for label in labels if label.strip()))
    if not cleaned:
        raise InputError(field, "give at least one label, e.g. public or public,restricted-legal")
    for label in cleaned:
        if len(label) > MAX_LABEL_CHARS:
            raise InputError(field, f"a label is over {MAX_LABEL_CHARS} characters; labels are short words")
        if not LABEL.match(label):
            raise InputError(field, f"{label!r} is not a label (letters, digits, . _ - :, starting with a "
                                    "letter or digit), e.g. public")
    return cleaned


def check_scopes(scopes: Iterable[str], field: str = "scopes") -> tuple[Scope, ...]:
    cleaned = tuple(dict.fromkeys(scope.strip() for scope in scopes if scope.strip()))
    bad = [s for s in cleaned if s not in SCOPES]
    if bad:
        raise InputError(field, f"unknown {', '.join(repr(b) for b in bad)}; choose from {', '.join(SCOPES)}")
    if not cleaned:
        raise InputError(field, f"give at least one scope: {', '.join(SCOPES)}")
    return cleaned  # type: ignore[return-value]  # every entry was checked against SCOPES


def create_principal(store: Store, name: str, labels: list[str], scopes: list[str]) -> str:
    """Create a principal and return its new API key (shown once, stored hashed)."""
    return issue_principal(store, name, labels, scopes).key


def issue_principal(store: Store, name: str, labels: Iterable[str], scopes: Iterable[str]) -> IssuedKey:
    """Create a principal; its new key comes back once, with what was stored."""
    from .store.schema import PrincipalRow

    clean_labels, clean_scopes = check_labels(labels), check_scopes(scopes)
    key = _new_key()
    row = PrincipalRow(name=name, labels=list(clean_labels), scopes=list(clean_scopes), key_hash=hash_key(key),
                       created_at=datetime.now(UTC))
    exists = PrincipalExistsError(f"principal {name!r} exists; choose another name, or rotate its key "
                                  f"with `tether principals rotate {name}`")
    try:
        with store.session() as session:
            if session.scalar(select(PrincipalRow.pk).where(PrincipalRow.name == name)) is not None:
                raise exists
            session.add(row)
            session.flush()
            info = _info(row)
    except IntegrityError:  # created by someone else between the check and the insert
        raise exists from None
    return IssuedKey(principal=info, key=key)


def revoke_principal(store: Store, name: str) -> PrincipalInfo:
    """Forget the principal's key: it can no longer authenticate (idempotent)."""
    with store.session() as session:
        row = _row(session, name)
        row.key_hash = None
        return _info(row)


def rotate_key(store: Store, name: str) -> IssuedKey:
    """Replace the principal's key with a new one, returned once; the old key stops working."""
    key = _new_key()
    with store.session() as session:
        row = _row(session, name)
        row.key_hash = hash_key(key)
        return IssuedKey(principal=_info(row), key=key)


def set_labels(store: Store, name: str, labels: Iterable[str], field: str = "labels") -> PrincipalInfo:
    """Replace the principal's access labels (all of them: pass every label it should keep)."""
    return update_principal(store, name, labels=check_labels(labels, field))


def set_scopes(store: Store, name: str, scopes: Iterable[str], field: str = "scopes") -> PrincipalInfo:
    """Replace the principal's scopes (all of them)."""
    return update_principal(store, name, scopes=check_scopes(scopes, field))


def update_principal(store: Store, name: str, *, labels: Iterable[str] | None = None,
                     scopes: Iterable[str] | None = None) -> PrincipalInfo:
    """Replace labels and/or scopes in one transaction; both are checked before anything changes."""
    clean_labels = check_labels(labels) if labels is not None else None
    clean_scopes = check_scopes(scopes) if scopes is not None else None
    with store.session() as session:
        row = _row(session, name)
        if clean_labels is not None:
            row.labels = list(clean_labels)
        if clean_scopes is not None:
            row.scopes = list(clean_scopes)
        return _info(row)


def principal_by_name(store: Store, name: str) -> Principal:
    from .store.schema import PrincipalRow

    with store.session() as session:
        row = session.scalar(select(PrincipalRow).where(PrincipalRow.name == name))
        if row is None:
            raise NotFoundError(f"no principal named {name!r}; create it with `tether principals add {name}`")
        return _principal(row)


def principal_by_digest(store: Store, digest: str) -> Principal | None:
    """The principal whose API key has this SHA-256 digest, if any (never a revoked one:
    revoking sets the digest to NULL, which equals nothing)."""
    from .store.schema import PrincipalRow

    with store.session() as session:
        row = session.execute(
            select(PrincipalRow.name, PrincipalRow.labels, PrincipalRow.scopes).where(PrincipalRow.key_hash == digest)
        ).first()
    return Principal(name=row.name, labels=tuple(row.labels), scopes=tuple(row.scopes)) if row else None


def list_principals(store: Store) -> list[PrincipalInfo]:
    from .store.schema import PrincipalRow

    with store.session() as session:
        return [_info(r) for r in session.scalars(select(PrincipalRow).order_by(PrincipalRow.name))]


def get_principal(store: Store, name: str) -> PrincipalInfo:
    with store.session() as session:
        return _info(_row(session, name))


def _new_key() -> str:
    return "tk_" + secrets.token_urlsafe(24)


def _row(session: Session, name: str) -> PrincipalRow:
    from .store.schema import PrincipalRow

    row = session.scalar(select(PrincipalRow).where(PrincipalRow.name == name))
    if row is None:
        raise UnknownPrincipalError(f"no principal named {name!r}; `tether principals list` (or GET "
                                    "/v1/principals) shows the names")
    return row


def _principal(row: PrincipalRow) -> Principal:
    return Principal(name=row.name, labels=tuple(row.labels), scopes=tuple(row.scopes))


def _info(row: PrincipalRow) -> PrincipalInfo:
    return PrincipalInfo(name=row.name, labels=tuple(row.labels), scopes=tuple(row.scopes),
                         active=row.key_hash is not None, created_at=row.created_at)
