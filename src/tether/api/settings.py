"""Service settings and the default way to build an app's dependencies.

Everything a worker needs arrives through ``Settings`` (or the environment,
for ``uvicorn --factory`` workers that cannot receive Python objects), so two
apps in one process never share a store, a provider or a metrics registry.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from ..disclosure import ENV_ACCESS_OWNER, ENV_DISCLOSE, Disclosure
from ..interaction import Deps
from ..review_policy import review_policy
from ..settings import load
from ..store.db import Store, default_url, normalize_url

MiB = 1024 * 1024
DISCLOSURE_ENV = (ENV_DISCLOSE, ENV_ACCESS_OWNER)


@dataclass(frozen=True)
class Settings:
    """What one app instance is configured with; every field has a safe default."""

    # None: $TETHER_DATABASE_URL, else the embedded SQLite database.
    database_url: str | None = None
    # Worker threads that run interactions. Interactions are synchronous (the
    # store and providers block); a bounded pool keeps the database pool from
    # being oversubscribed when hundreds of clients arrive at once.
    interaction_threads: int = 16
    # Of those, how many may compute at once (the others wait on their models). None:
    # one on SQLite, whose queries run in-process — more threads only pass the GIL
    # around — and all of them on PostgreSQL, where every query is a network wait a
    # held slot would serialise (benchmarks/serve.py, TETHER_API_COMPUTE_SLOTS). With
    # one slot on SQLite, jobs that never wait compute on the event loop (api/runner.py).
    compute_slots: int | None = None
    # How long a known API key's principal is reused before it is read again (0: every request).
    principal_cache_seconds: float = 10.0
    # How often a worker rebuilds what an ingest by any worker made stale (the router's
    # catalog: 150–257 ms at 100k fragments), so that questions do not; 0: questions do.
    # One indexed row read per tick when nothing changed.
    derived_refresh_seconds: float = 1.0
    # Any other request body (JSON): questions and verify inputs are small.
    max_json_bytes: int = 2 * MiB
    # POST /v1/sources bounds: the upload as sent, and what it may expand to.
    max_upload_bytes: int = 20 * MiB
    max_extracted_bytes: int = 100 * MiB
    max_archive_files: int = 5000
    # What readers learn of records they may not read (TETHER_DISCLOSE, TETHER_ACCESS_OWNER;
    # tether.disclosure). None: from the environment, exactly as the CLI reads it.
    disclosure: Disclosure | None = None
    # Signs the review desk's session cookies (TETHER_DESK_SECRET). None: a random secret per
    # process, so sessions end when it restarts and do not carry across --workers processes.
    desk_secret: str | None = None

    # Tracebacks of internal errors in the log (TETHER_DEBUG; they may show internals).
    debug: bool = False

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> Settings:
        """The service's share of the declared settings (tether.settings), from an
        environment mapping that already holds the config file's values."""
        values = load(env, use_file=False).values
        review_policy(env)  # a bad TETHER_REVIEW is named before any worker starts (it is read in tether.config)
        return cls(
            database_url=normalize_url(values.database_url) if values.database_url else None,
            interaction_threads=values.api_threads,
            compute_slots=values.api_compute_slots,
            principal_cache_seconds=values.principal_cache_seconds,
            # Checked here, so `tether serve` names a bad value before starting workers.
            disclosure=Disclosure.from_env(env) if any(env.get(v) for v in DISCLOSURE_ENV) else None,
            desk_secret=values.desk_secret.get_secret_value() if values.desk_secret else None,
            debug=values.debug,
        )


DepsFactory = Callable[[Settings], Deps]


def default_deps(settings: Settings) -> Deps:
    """The store named by the settings; providers, profiles, limits and tools from the
    environment, exactly as the CLI builds them (tether.config)."""
    from ..config import build_deps

    # Interaction threads plus a few for authentication and the other routes' sessions.
    env = load().environ()
    store = Store(settings.database_url or default_url(env), concurrency=settings.interaction_threads + 4)
    deps = build_deps(store, env)
    return dataclasses.replace(deps, disclosure=settings.disclosure) if settings.disclosure else deps
