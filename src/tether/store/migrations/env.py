"""Alembic environment: run with a connection handed over by tether.store.db."""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from tether.errors import StoreError
from tether.store.schema import Base

config = context.config
target_metadata = Base.metadata


def run() -> None:
    connection = config.attributes.get("connection")
    if connection is not None:
        context.configure(connection=connection, target_metadata=target_metadata,
                          render_as_batch=connection.dialect.name == "sqlite")
        with context.begin_transaction():
            context.run_migrations()
        return
    url = config.get_main_option("sqlalchemy.url")
    if url is None:
        raise StoreError("alembic: no database to migrate; set sqlalchemy.url or pass a connection")
    engine = create_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=target_metadata,
                          render_as_batch=conn.dialect.name == "sqlite")
        with context.begin_transaction():
            context.run_migrations()


run()
