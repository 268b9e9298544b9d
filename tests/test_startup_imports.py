"""`tether --help` and `tether verify` do not import the store, the ORM or the service."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("sqlalchemy", "alembic", "fastapi", "uvicorn", "tether.store", "tether.api", "tether.interaction",
         "pydantic_settings", "yaml", "tether.corpus")
# Runs one command in a fresh interpreter, then prints which of HEAVY it imported.
PROBE = """
import json, sys
heavy = tuple(json.loads(sys.argv[2]))
sys.argv = ["tether", *json.loads(sys.argv[1])]
from tether.cli import main
try:
    main()
except SystemExit:
    pass
print("\\nLOADED " + json.dumps(sorted(m for m in sys.modules if m.startswith(heavy))))
"""


def loaded_after(*args: str, watched: tuple[str, ...] = HEAVY) -> list[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-c", PROBE, json.dumps(args), json.dumps(watched)],
                          capture_output=True, text=True, env=env, timeout=60)
    return json.loads(done.stdout.rsplit("LOADED ", 1)[1])


VERIFY_INPUT = {
    "question": "What is the fee?",
    "context": {"fragments": [{"id": "fees#fee", "documentId": "fees", "text": "The fee is 120 EUR."}], "facts": []},
    "output": json.dumps({"answer": "The fee is 120 EUR.", "entityCitations": [],
                          "documentationCitations": ["fees#fee"], "limitations": []}),
}


@pytest.mark.parametrize("command", ["--help", "verify"])
def test_help_and_verify_load_neither_the_store_nor_the_service(command: str, tmp_path: Path) -> None:
    args = ["--help"]
    if command == "verify":
        path = tmp_path / "in.json"
        path.write_text(json.dumps(VERIFY_INPUT))
        args = ["verify", str(path)]
    assert loaded_after(*args) == []


def test_the_package_still_exports_its_surface_on_first_use() -> None:
    import tether

    assert callable(tether.verify) and tether.Store.__name__ == "Store"
    assert sorted(tether.__all__) == sorted(set(tether.__all__) & set(dir(tether)))


def test_the_service_never_imports_the_command_line() -> None:
    """The library, the CLI and the API call the same functions; the API never imports the CLI."""
    import subprocess
    import sys

    code = ("import sys, tether.api.app, tether.api.routes.verify, tether.api.errors; "
            "print(sorted(m for m in sys.modules if m.startswith('tether.cli')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**__import__("os").environ, "PYTHONPATH": "src"})
    assert out.stdout.strip() == "[]"


def test_ask_loads_neither_eval_tables_and_progress_bars_nor_the_tools_config_reader() -> None:
    """What `tether ask` on an ingested corpus does not use is not imported (issue 15): nor
    the tool registry without TETHER_TOOLS, nor the reviewing (tether.review imports the
    review record) — a question only writes a draft (tether.review_summary) —, nor the
    scripted provider without TETHER_SCRIPTED."""
    question = ["ask", "What is the registration fee in Germany?"]
    loaded_after(*question)  # the first ask ingests the demo corpus
    watched = ("rich.progress", "rich.table", "tomllib", "tether.facts.tools", "tether.review_record",
               "tether.providers.scripted")
    assert loaded_after(*question, watched=watched) == []


def test_ask_on_an_unchanged_corpus_runs_on_core_without_importing_or_mapping_the_orm() -> None:
    """Retrieval, the gate, the context and persisting the interaction use the Core tables
    (tether.store.tables); the ORM and its mapped classes load only where rows are objects
    (principals, review drafts): a tenth of `tether ask`'s start-up (issue 15)."""
    question = ["ask", "What is the registration fee in Germany?"]
    loaded_after(*question)  # the first ask ingests the demo corpus
    assert loaded_after(*question, watched=("sqlalchemy.orm", "tether.store.schema")) == []


def test_ask_on_an_unchanged_corpus_neither_parses_nor_imports_the_parser_and_the_writers() -> None:
    """Every `tether ask` compares the corpus's files with the stored records; when they match,
    the YAML parser, the record parser and the ingest writers are not imported (issue 15)."""
    question = ["ask", "What is the registration fee in Germany?"]
    loaded_after(*question)  # the first ask ingests the demo corpus
    watched = ("yaml", "tether.corpus.parse", "tether.corpus.load", "tether.store.ingest")
    assert loaded_after(*question, watched=watched) == []


def test_verify_prints_without_rich_and_compiles_no_claim_pattern_for_an_answer_without_claims(tmp_path: Path) -> None:
    """`tether verify` writes JSON itself (rich is imported only to print through it, logging only
    to log a check that failed open), and the unperformed-mutation and explicit-rule patterns
    are compiled only for a sentence that could hold such a claim."""
    path = tmp_path / "in.json"
    path.write_text(json.dumps(VERIFY_INPUT))
    assert loaded_after("verify", str(path), watched=("rich", "logging")) == []  # nor logging, to log nothing
    # The answer checks need the provider protocol only, not the adapters and their registry.
    adapters = ("tether.providers.registry", "tether.providers.local", "tether.providers.openai_compat",
                "tether.providers.scripted", "tether.providers.template")
    assert loaded_after("verify", str(path), watched=adapters) == []
    code = ("import sys; sys.argv = ['tether', 'verify', sys.argv[1]]\n"
            "from tether.cli import main\n"
            "try:\n    main()\nexcept SystemExit:\n    pass\n"
            "from tether.verify.mutations import _patterns\n"
            "from tether.checks.explicit_rule import _patterns as rule_patterns\n"
            "print('\\nCOMPILED', _patterns.cache_info().currsize + rule_patterns.cache_info().currsize)")
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, env=env, timeout=60)
    assert done.stdout.rsplit("COMPILED ", 1)[1].strip() == "0"


NO_PSYCOPG = """
import builtins
real = builtins.__import__
def without_psycopg(name, globals=None, locals=None, fromlist=(), level=0):
    if level == 0 and name.split(".")[0] == "psycopg":
        raise ImportError("psycopg is the [postgres] extra: not installed here")
    return real(name, globals, locals, fromlist, level)
builtins.__import__ = without_psycopg
import tether.store.search, tether.store.ranked
print("imported")
"""


def test_the_store_imports_without_the_postgres_extra() -> None:
    """A SQLite install has no psycopg: the search modules may name it for typing only."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-c", NO_PSYCOPG], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0 and "imported" in done.stdout, done.stderr


def test_ask_on_the_embedded_database_does_not_load_the_postgresql_dialect() -> None:
    """The impact search's PostgreSQL statements are made on first use (tether.store.impact_pg)."""
    question = ["ask", "What is the registration fee in Germany?"]
    loaded_after(*question)  # the first ask ingests the demo corpus
    assert loaded_after(*question, watched=("sqlalchemy.dialects.postgresql",)) == []


EXIT_PROBE = """
import atexit, gc, json, sys
sys.argv = ["tether", *json.loads(sys.argv[1])]
atexit.register(lambda: print("\\nFROZEN", gc.get_freeze_count() > 0))  # runs last: registered first
from tether.cli import main
main()
"""


def test_the_command_line_leaves_its_heap_uncollected_at_exit_and_still_closes_the_database(tmp_path: Path) -> None:
    """The interpreter's last collections would walk every imported module's objects for a
    process that is ending (~70 ms of `tether ask`, issue 15): the CLI freezes the heap at
    exit. The store still closes its connections, so SQLite folds its log into the file."""
    home = tmp_path / "home"
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src"), "TETHER_HOME": str(home)}
    question = json.dumps(["ask", "What is the registration fee in Germany?"])
    done = subprocess.run([sys.executable, "-c", EXIT_PROBE, question], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.rsplit("FROZEN ", 1)[1].strip() == "True"
    assert sorted(p.name for p in home.iterdir()) == ["tether.db"]  # no -wal / -shm left behind


@pytest.mark.parametrize("command", ["ask", "verify"])
def test_a_command_run_in_process_gives_the_caller_its_collector_back(command: str, cli, tmp_path: Path) -> None:
    """`ask` and `verify` load their modules and do their one piece of work with the cyclic
    collector paused, and freeze what they made (issue 15: ~45 ms of `ask`); main() hands the
    collector back as it found it: running, nothing frozen."""
    import gc

    if command == "verify":
        path = tmp_path / "in.json"
        path.write_text(json.dumps(VERIFY_INPUT))
        args = ["verify", str(path)]
    else:
        args = ["ask", "What is the registration fee in Germany?", "--json"]
    result = cli(*args)
    assert result.exit_code in (0, 3) and result.json()
    assert gc.isenabled() and gc.get_freeze_count() == 0


OTHER_COMMANDS = ("tether.cli.evaluate", "tether.cli.review", "tether.cli.manage", "tether.cli.serve",
                  "tether.cli.config")


def test_a_command_imports_and_builds_only_itself_and_the_whole_help_is_unchanged(tmp_path: Path) -> None:
    """`tether verify` / `tether ask` import no other command's module (nor make click
    commands of the other 50 signatures); `tether --help` still lists every command."""
    path = tmp_path / "in.json"
    path.write_text(json.dumps(VERIFY_INPUT))
    assert loaded_after("verify", str(path), watched=OTHER_COMMANDS) == []
    assert loaded_after("ask", "What is the registration fee in Germany?", watched=OTHER_COMMANDS) == []
    assert loaded_after("--help", watched=OTHER_COMMANDS) == sorted(OTHER_COMMANDS)


FIGURE_PROBE = """
import sys
sys.argv = ["tether", "verify", sys.argv[1]]
from tether.cli import main
try:
    main()
except SystemExit:
    pass
from tether.figures import quantities, scanner, units, years
cached = (units.year_tail, units.lower_month_end, years._year_range, years._ru_decade_word, scanner._day_year,
          scanner._refnum, quantities._url)
print("\\nCOMPILED", sum(f.cache_info().currsize for f in cached))
"""


def test_verify_compiles_no_figure_pattern_a_plain_answer_does_not_reach(tmp_path: Path) -> None:
    """The figure patterns only a date's tail, a year range, a reference or an address needs are
    compiled when one comes, not for "The fee is 120 EUR." (issue 15: ~3 ms of each command)."""
    path = tmp_path / "in.json"
    path.write_text(json.dumps(VERIFY_INPUT))
    env = {**os.environ, "PYTHONPATH": str(ROOT / "src")}
    done = subprocess.run([sys.executable, "-c", FIGURE_PROBE, str(path)], capture_output=True, text=True, env=env,
                          timeout=60)
    assert done.stdout.rsplit("COMPILED ", 1)[1].strip() == "0", done.stderr[-2000:]
