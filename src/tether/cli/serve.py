"""`tether serve`: the HTTP service under uvicorn."""

from __future__ import annotations

import os
import tempfile

import typer

from .common import err, ingest_dir


def serve(
    host: str = typer.Option("127.0.0.1", "--host", help="Interface to bind (0.0.0.0 for all)."),
    port: int = typer.Option(8000, "--port", help="TCP port."),
    db: str | None = typer.Option(None, "--db", help="Database URL or SQLite file "
                                  "(default: $TETHER_DATABASE_URL, else the embedded database)."),
    workers: int = typer.Option(1, "--workers", min=1, help="Worker processes (use PostgreSQL for more than one)."),
    demo: bool | None = typer.Option(None, "--demo/--no-demo", help="Ingest the bundled demo corpus first "
                                     "(default: only for the embedded database)."),
    log_level: str = typer.Option("info", "--log-level", help="Log level (debug, info, warning, error)."),
    log_format: str = typer.Option("json", "--log-format", help="json (one object per line: the interaction "
                                   "lines, provider failures, access lines, each with its request id) or text."),
) -> None:
    """Serve the HTTP API: interactions (SSE or JSON), verify, sources, review, /v1/chat/completions."""
    import uvicorn

    from ..api.metrics import MULTIPROC_ENV
    from ..api.settings import Settings
    from ..demo import DEMO_CORPUS_KEY, demo_corpus_dir
    from ..errors import UsageError
    from ..logs import log_config
    from ..settings import ENV_CONFIG, load
    from ..store.db import ENV_URL, Store, default_url, normalize_url

    if log_format not in ("json", "text"):
        raise UsageError(f"--log-format: {log_format!r} is not json or text")
    logging_config = log_config(log_level, log_format)
    config = load()
    env = config.environ()
    Settings.from_env(env)  # a bad TETHER_* setting stops here, named, not in every worker
    configured = db is not None or bool(env.get(ENV_URL, "").strip())
    url = normalize_url(db) if db else default_url(env)
    # Workers are separate processes started by uvicorn; the environment is how they
    # learn the database and the config file (tether.api.create_app_from_env).
    os.environ[ENV_URL] = url
    if config.file is not None:
        os.environ[ENV_CONFIG] = str(config.file.resolve())
    store = Store(url)  # migrate once here, before any worker starts
    if demo if demo is not None else not configured:
        ingest_dir(store, demo_corpus_dir(), DEMO_CORPUS_KEY, quiet=True)
    store.dispose()
    if workers > 1 and url.startswith("sqlite"):
        err.print("note: several workers on SQLite serialise their writes; use PostgreSQL to scale out",
                  markup=False)
    if workers == 1:
        uvicorn.run("tether.api:create_app_from_env", factory=True, host=host, port=port, workers=workers,
                    log_level=log_level, log_config=logging_config, access_log=False, timeout_graceful_shutdown=30)
        return
    # Workers are new interpreters: the directory reaches them, and prometheus_client in
    # them, through the environment. A fresh one per run, so no count of an earlier run
    # (or of another server) is ever added in; removed when the server stops.
    with tempfile.TemporaryDirectory(prefix="tether-metrics-") as metrics_dir:
        os.environ[MULTIPROC_ENV] = metrics_dir
        try:
            uvicorn.run("tether.api:create_app_from_env", factory=True, host=host, port=port, workers=workers,
                        log_level=log_level, log_config=logging_config, access_log=False, timeout_graceful_shutdown=30)
        finally:
            os.environ.pop(MULTIPROC_ENV, None)

