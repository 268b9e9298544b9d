"""The HTTP service: ``create_app`` builds one self-contained FastAPI app.

No module-level state: the store, providers, clock, metrics registry and
interaction pool live on ``app.state`` and reach routes through dependency
injection, so tests run several apps side by side and workers share nothing
but the database.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import secrets
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING

from fastapi import FastAPI
from starlette.concurrency import run_in_threadpool

from .. import desk
from ..context import load_catalog
from .auth import PrincipalCache
from .errors import install_handlers
from .limits import BodyLimit
from .metrics import Metrics
from .request_id import RequestId
from .routes import audit, chat, interactions, ops, principals, review, sources, verify
from .runner import Runner
from .settings import DepsFactory, Settings, default_deps
from .strict_json import RefuseDuplicateKeys

if TYPE_CHECKING:
    from ..store.db import Store

DESCRIPTION = """Answers with citations from fresh, authorized sources — or a stop that says why.

Authenticate with an API key from `tether principals add NAME --labels … --scopes ask,review,admin`:
`Authorization: Bearer <key>` or `X-API-Key: <key>`. Every error is
`{"error": {"code", "message", "field"?}}`; the codes each route can return are listed on it.
"""


log = logging.getLogger("tether.api")


async def _keep_fresh(store: Store, every: float) -> None:
    """Rebuild stale corpus-derived values between questions (:meth:`Store.refresh`). A failed
    round is logged by class only (driver messages can quote stored text) and tried again:
    questions still rebuild what they find stale."""
    while True:
        await asyncio.sleep(every)
        try:
            await run_in_threadpool(store.refresh)
        except Exception as exc:  # noqa: BLE001 - the service must outlive a failed refresh
            log.warning("refreshing corpus-derived values failed: %s", type(exc).__name__)


async def _warm(store: Store) -> None:
    """Build the catalog before the worker takes its first request, so no reader waits for it
    (1.66 s at 1M fragments on PostgreSQL, issue 15). A failure is logged by class only and
    left to the first question, which builds what it finds missing."""
    try:
        await run_in_threadpool(load_catalog, store)
    except Exception as exc:  # noqa: BLE001 - a worker must start even on an unready database
        log.warning("building the catalog at start-up failed: %s", type(exc).__name__)


def create_app(settings: Settings | None = None, *, deps_factory: DepsFactory = default_deps) -> FastAPI:
    """A new app. ``deps_factory(settings)`` runs at startup and may be replaced by tests."""
    settings = settings or Settings()

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        metrics = Metrics.from_env()  # shared by all workers when tether serve runs several
        deps = deps_factory(settings)
        # A provider that cannot run here (the local model without its extra) is not offered:
        # /v1/models leaves it out and asking for it is a 404 naming the extra to install.
        app.state.missing_providers = frozenset(
            name for name, p in deps.providers.items() if not getattr(p, "installed", lambda: True)())
        # Providers are wrapped once, here, so every run is timed for /metrics.
        deps = dataclasses.replace(deps, providers=metrics.timed(deps.providers))
        slots = settings.compute_slots or (1 if deps.store.dialect == "sqlite" else settings.interaction_threads)
        runner = Runner(deps, metrics, settings.interaction_threads, slots, debug=settings.debug)
        app.state.deps, app.state.metrics, app.state.runner = deps, metrics, runner
        app.state.principals = PrincipalCache(settings.principal_cache_seconds)
        await _warm(deps.store)
        refresher = (asyncio.create_task(_keep_fresh(deps.store, settings.derived_refresh_seconds))
                     if settings.derived_refresh_seconds > 0 else None)
        try:
            yield
        finally:
            if refresher is not None:
                refresher.cancel()
            runner.shutdown()  # in-flight interactions finish and are stored
            deps.store.dispose()

    app = FastAPI(title="Tether", version="0.1.0", description=DESCRIPTION, lifespan=lifespan)
    app.state.settings = settings
    app.state.desk_sessions = desk.Sessions(
        settings.desk_secret.encode() if settings.desk_secret else secrets.token_bytes(32))
    # Added first, so it runs inside BodyLimit, on a bounded body.
    app.add_middleware(RefuseDuplicateKeys, binary_paths=frozenset({"/v1/sources"}))
    app.add_middleware(BodyLimit, default=settings.max_json_bytes,
                       per_path={"/v1/sources": settings.max_upload_bytes})
    # Added last, so it runs first: every error, even a refused body, carries the id.
    app.add_middleware(RequestId)
    install_handlers(app)
    for module in (interactions, chat, verify, sources, review, audit, principals, ops):
        app.include_router(module.router)
    app.include_router(desk.router)  # HTML pages, outside the OpenAPI document
    return app


def create_app_from_env() -> FastAPI:
    """The uvicorn ``--factory`` entry point for worker processes (configured by environment)."""
    from ..settings import load

    return create_app(Settings.from_env(load().environ()))
