"""`tether config show`: the effective settings, where each came from, secrets masked."""

from __future__ import annotations

import typer

from .common import out, print_json, wrapped_table

config_app = typer.Typer(help="The effective configuration (tether.toml and TETHER_* variables).",
                         no_args_is_help=True)


@config_app.command("show")
def config_show(as_json: bool = typer.Option(False, "--json", help="Print one JSON object.")) -> None:
    """Print every setting's effective value and its source: default, the file, or the environment."""
    from ..settings import load

    config = load()
    rows = config.rows()
    if as_json:
        print_json({"file": str(config.file) if config.file else None,
                    "settings": [{"key": k, "env": e, "value": v, "source": s} for k, e, v, s in rows]})
        return
    out.print(f"config file: {config.file or '(none: ./tether.toml, $TETHER_CONFIG, user config dir)'}",
              markup=False)
    table = wrapped_table("key", "variable", "value", "source")
    for row in rows:
        table.add_row(*row)
    out.print(table)
