"""Opening the store: URL resolution, SQLite pragmas, migrations, sessions."""

from __future__ import annotations

import hashlib
import os
import secrets
import sqlite3
import weakref
from collections.abc import Callable, Hashable, Iterator, Mapping
from contextlib import contextmanager
from importlib import resources
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from platformdirs import user_data_dir
from sqlalchemy import Connection, Engine, create_engine, event, insert, inspect, text, update
from sqlalchemy.engine import ExceptionContext
from sqlalchemy.engine.interfaces import DBAPIConnection
from sqlalchemy.exc import SQLAlchemyError

from ..errors import StoreBusyError, StoreError, StoreFullError
from ..lru import Lru
from .tables import store_state as StoreState

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy.orm import Session, sessionmaker

T = TypeVar("T")
DERIVED_ENTRIES = 64  # corpus-derived values kept per store (one per distinct corpus selection)

# The newest Alembic revision. Checked with one query at start-up so Alembic
# itself (a fifth of a second to import) loads only when a database needs
# upgrading; tests/core/test_store.py keeps this equal to the scripts' head.
SCHEMA_HEAD = "0007"

ENV_URL = "TETHER_DATABASE_URL"
ENV_HOME = "TETHER_HOME"


def data_dir(env: Mapping[str, str] = os.environ) -> Path:
    """Where Tether keeps its databases: ``$TETHER_HOME`` or the user data directory."""
    home = env.get(ENV_HOME, "").strip()
    return Path(home) if home else Path(user_data_dir("tether", appauthor=False))


def url_from_path(path: str | Path) -> str:
    return f"sqlite:///{Path(path).expanduser().resolve()}"


def normalize_url(value: str) -> str:
    """Accept a SQLAlchemy URL or a plain file path (taken as SQLite)."""
    if "://" in value:
        if value.startswith("postgresql://"):
            # psycopg 3 is the driver we ship; plain postgresql:// would ask for psycopg2.
            return "postgresql+psycopg://" + value[len("postgresql://"):]
        return value
    return url_from_path(value)


def default_url(env: Mapping[str, str] = os.environ) -> str:
    """The embedded default: ``$TETHER_DATABASE_URL`` or ``tether.db`` in the data dir."""
    configured = env.get(ENV_URL, "").strip()
    if configured:
        return normalize_url(configured)
    return url_from_path(data_dir(env) / "tether.db")


def corpus_url(corpus_dir: Path, env: Mapping[str, str] = os.environ) -> str:
    """A database kept for one corpus directory, so corpora never mix."""
    key = hashlib.sha256(str(corpus_dir.resolve()).encode()).hexdigest()[:16]
    return url_from_path(data_dir(env) / "corpora" / f"{corpus_dir.resolve().name}-{key}.db")


BUSY_TIMEOUT_MS = 10_000  # how long a SQLite write waits for another writer


def _sqlite_pragmas(dbapi_conn: DBAPIConnection, _record: object) -> None:
    cur = dbapi_conn.cursor()
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=NORMAL")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
    cur.close()


PG_DISK_FULL = "53100"  # PostgreSQL's SQLSTATE disk_full


def _named_errors(url: str) -> Callable[[ExceptionContext], None]:
    """A ``handle_error`` listener that turns the database errors a caller can act on into
    Tether's own: a database held by another writer past the busy timeout (StoreBusyError:
    retry later) and a full disk (StoreFullError: free space). Anything else stays a driver
    error, reported by class only, since driver messages can quote stored text."""

    def name(context: ExceptionContext) -> None:
        orig = context.original_exception
        code = getattr(orig, "sqlite_errorcode", None)
        if code is not None:
            # The primary code: SQLITE_BUSY_RECOVERY, SQLITE_BUSY_SNAPSHOT … are busy too.
            if code & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED):
                raise StoreBusyError(f"{url} is being written by another connection; try again shortly")
            if code & 0xFF == sqlite3.SQLITE_FULL:
                raise StoreFullError(f"{url} is full: the disk (or its size limit) has no room left; "
                                     "free space and try again — nothing was changed")
        elif getattr(orig, "sqlstate", None) == PG_DISK_FULL:
            raise StoreFullError(f"{url}: the database server's disk is full; free space and try again "
                                 "— nothing was changed")

    return name


def _alembic_config() -> Config:
    from alembic.config import Config

    cfg = Config()
    cfg.set_main_option("script_location", str(resources.files("tether.store") / "migrations"))
    return cfg


def _revision(conn: Connection) -> str | None:
    if not inspect(conn).has_table("alembic_version"):
        return None
    return conn.execute(text("SELECT version_num FROM alembic_version")).scalar()


def _close_pool(engine: Engine, owner: int) -> None:
    """Close the engine's pooled connections — in the process that opened them: a forked
    child lets its copies go unclosed, which would end the parent's sessions (SQLAlchemy's
    advice for a fork)."""
    engine.dispose(close=os.getpid() == owner)


class Store:
    """A database handle: one engine, a session factory, migrations applied."""

    def __init__(self, url: str, *, concurrency: int = 5) -> None:
        """``concurrency``: how many threads may hold a session at once (the pool keeps
        that many connections open, so a busy server does not reconnect per request)."""
        self.url = normalize_url(url)
        sqlite = self.url.startswith("sqlite")
        if self.url.startswith("sqlite:///") and ":memory:" not in self.url:
            Path(self.url.removeprefix("sqlite:///")).parent.mkdir(parents=True, exist_ok=True)
        options: dict = {
            # A server's connection can be dropped under us; a SQLite file's cannot,
            # and pinging it would cost a statement per checkout.
            "pool_pre_ping": not sqlite,
        }
        in_memory = ":memory:" in self.url or "mode=memory" in self.url
        if not in_memory:  # an in-memory SQLite database has its own single-connection pool
            options |= {"pool_size": max(concurrency, 1), "max_overflow": max(concurrency, 1)}
        try:
            self.engine: Engine = create_engine(self.url, **options)
        except ImportError as exc:
            # "No module named 'psycopg'" alone does not say what to install.
            hint = (" — install the PostgreSQL driver with: pip install 'tether[postgres]'"
                    if "postgres" in self.url else "")
            raise StoreError(f"cannot open database {self.safe_url}: {exc}{hint}") from None
        except SQLAlchemyError as exc:
            raise StoreError(f"cannot open database {self.safe_url}: {exc}") from None
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_pragmas)
        event.listen(self.engine, "handle_error", _named_errors(self.safe_url))
        # Connections close when the store is collected, or at the latest at exit (before the
        # CLI freezes the heap, tether.cli): SQLite then folds its log into the file.
        weakref.finalize(self, _close_pool, self.engine, os.getpid())
        self._sessions: sessionmaker[Session] | None = None  # made on first use: see session()
        # key -> (corpus generation, value, how it is built): the builder is kept so that
        # refresh() can rebuild a stale value before a question asks for it.
        self._derived: Lru[Hashable, tuple[int, object, Callable[[Connection], object]]] = Lru(DERIVED_ENTRIES)
        self.migrate()

    @property
    def dialect(self) -> str:
        return self.engine.dialect.name

    @property
    def safe_url(self) -> str:
        """The URL with any password hidden, for messages."""
        return self.engine.url.render_as_string(hide_password=True) if hasattr(self, "engine") else self.url

    def migrate(self) -> None:
        """Bring the schema to the newest revision (one query when it is there)."""
        try:
            with self.engine.begin() as conn:
                if _revision(conn) == SCHEMA_HEAD:
                    return
                if self.dialect == "postgresql":
                    # Several workers may start at once; one migrates, the others wait.
                    conn.exec_driver_sql("SELECT pg_advisory_xact_lock(7171)")
                    if _revision(conn) == SCHEMA_HEAD:
                        return
                from alembic import command

                cfg = _alembic_config()
                cfg.attributes["connection"] = conn
                command.upgrade(cfg, "head")
        except SQLAlchemyError as exc:
            raise StoreError(
                f"cannot prepare database {self.safe_url}: {exc.__class__.__name__}: {getattr(exc, 'orig', exc)}"
            ) from None

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session in one transaction: committed on success, rolled back on any error.

        The ORM is imported here, on first use: the per-question path runs on Core
        connections (:meth:`connect`), so `tether ask` need not import and map it."""
        if self._sessions is None:
            from sqlalchemy.orm import sessionmaker

            # Two threads may both make one the first time; either is right.
            self._sessions = sessionmaker(self.engine, expire_on_commit=False)
        with self._sessions() as session, session.begin():
            yield session

    @contextmanager
    def connect(self, *, wait: bool = True) -> Iterator[Connection]:
        """A Core connection in one transaction, committed on success: for the per-question
        path, which uses no ORM objects and need not pay for a session's bookkeeping.

        ``wait=False`` (SQLite): a write that finds another writer holding the database
        raises StoreBusyError at once, rolled back, instead of waiting up to
        ``BUSY_TIMEOUT_MS`` — for callers that must not block, such as an event loop.
        """
        if wait or self.dialect != "sqlite":
            with self.engine.begin() as conn:
                yield conn
            return
        # A busy write raises StoreBusyError (_named_errors), rolled back by begin(). The
        # pragmas go to the driver directly: through SQLAlchemy each cost ~80 µs of set-up,
        # twice per interaction on the service's event loop.
        with self.engine.begin() as conn:
            driver = conn.connection.driver_connection
            assert driver is not None  # a connection in a transaction has one
            driver.execute("PRAGMA busy_timeout=0")
            try:
                yield conn
            finally:
                driver.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")

    def derived(self, conn: Connection, key: Hashable, build: Callable[[Connection], T]) -> T:
        """``build(conn)``, computed from the corpus and reused until an ingest — by any
        worker on this database — changes it. ``key`` names what is built and from which
        corpora; the least recently used of more than ``DERIVED_ENTRIES`` keys are dropped."""
        generation = self._generation(conn)
        if generation is None:  # the state row was deleted by hand: nothing can be trusted to stay fresh
            return build(conn)
        hit = self._derived.get(key)
        if hit is not None and hit[0] == generation:
            return hit[1]  # type: ignore[return-value]
        # Two threads may both build once after a change; either result is right.
        value = build(conn)
        self._derived.put(key, (generation, value, build))
        return value

    def analyze(self) -> None:
        """On PostgreSQL, read the search tables' statistics now. Left to autovacuum, they arrive
        a minute or so after an ingest, and until then the planner guesses: the impact index's
        union of per-term reads was planned fast with some statistics and for minutes with others,
        so the same question's cost hung on when the ingest ran (a CI run of session 40 held one
        test for over 15 minutes). SQLite plans from its indexes alone: nothing to do."""
        if self.dialect != "postgresql":
            return
        with self.engine.begin() as conn:
            conn.execute(text("ANALYZE fragments, fragment_search, fragment_terms, source_records"))

    def refresh(self) -> int:
        """Rebuild every kept corpus-derived value that an ingest has made stale, so the next
        question finds it ready (the catalog of 10k documents took 150–257 ms to build on the
        first question after an ingest). Returns how many were rebuilt. Called after an
        ingest in this process, and periodically by the service for ingests by others."""
        rebuilt = 0
        with self.connect() as conn:
            generation = self._generation(conn)
            if generation is None:
                return 0
            for key, (seen, _, build) in self._derived.items():
                if seen != generation:
                    self._derived.put(key, (generation, build(conn), build))
                    rebuilt += 1
        return rebuilt

    @staticmethod
    def _generation(conn: Connection) -> int | None:
        """The corpus generation, read once per transaction however many values it checks.
        Not a snapshot: an ingest may land while the transaction goes on, so values kept
        per fragment are keyed by the fragment's content, not by this number alone."""
        transaction = conn.get_transaction()
        seen = conn.info.get(_GENERATION_SEEN)
        if seen is not None and transaction is not None and seen[0] is transaction:
            return seen[1]
        generation = corpus_generation(conn)
        conn.info[_GENERATION_SEEN] = (transaction, generation)
        return generation

    def tables(self) -> list[str]:
        return inspect(self.engine).get_table_names()

    def dispose(self) -> None:
        self.engine.dispose()


_GENERATION = text("SELECT corpus_generation FROM store_state WHERE id = 1")
_GENERATION_SEEN = "tether.corpus_generation"  # in Connection.info: (transaction, generation)


def corpus_generation(conn: Connection | Session) -> int | None:
    """The counter, or None when its row is missing (tables emptied by hand)."""
    return conn.execute(_GENERATION).scalar()


def bump_corpus_generation(conn: Connection | Session) -> None:
    """Mark every worker's corpus-derived values stale (call in the ingest's transaction)."""
    bumped = conn.execute(update(StoreState).where(StoreState.c.id == 1)
                          .values(corpus_generation=StoreState.c.corpus_generation + 1))
    if bumped.rowcount == 0:  # type: ignore[attr-defined]
        # Recreated with a random start, so a worker that cached values under the
        # deleted row's numbers cannot mistake the new corpus for the old one.
        conn.execute(insert(StoreState).values(id=1, corpus_generation=secrets.randbelow(2**30) + 1))
