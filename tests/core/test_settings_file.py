"""tether.toml: one declaration of every setting, file under environment, errors that name the key."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tether.api.settings import Settings
from tether.config import build_deps
from tether.errors import UsageError
from tether.settings import load, settings_table
from tether.store.db import Store, default_url

ROOT = Path(__file__).resolve().parents[2]


def write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_the_file_feeds_the_same_settings_the_code_reads(tmp_path: Path) -> None:
    write(tmp_path / "tether.toml", 'timeout_s = 5\napi_threads = 3\n[openai]\nbase_url = "http://127.0.0.1:9/v1"\n')
    config = load({}, cwd=tmp_path)
    env = config.environ()
    assert env["TETHER_TIMEOUT_S"] == "5.0" and env["TETHER_OPENAI_BASE_URL"] == "http://127.0.0.1:9/v1"
    store = Store(f"sqlite:///{tmp_path / 'x.db'}")
    deps = build_deps(store, env)
    assert deps.limits.timeout_s == 5.0 and "openai" in deps.providers
    assert Settings.from_env(env).interaction_threads == 3
    assert config.sources["timeout_s"] == str(tmp_path / "tether.toml") and config.sources["home"] == "default"
    assert not deps.keep_failed_outputs and not deps.log_text
    write(tmp_path / "tether.toml", "keep_failed_outputs = true\nlog_text = true\n")
    flags = build_deps(store, load({}, cwd=tmp_path).environ())
    assert flags.keep_failed_outputs and flags.log_text


def test_the_environment_wins_over_the_file(tmp_path: Path) -> None:
    write(tmp_path / "tether.toml", 'database_url = "/srv/from-file.db"\ntimeout_s = 5\n')
    config = load({"TETHER_TIMEOUT_S": "9", "TETHER_CONFIG": str(tmp_path / "tether.toml")}, cwd=ROOT)
    assert config.values.timeout_s == 9.0 and config.sources["timeout_s"] == "environment"
    assert config.environ()["TETHER_TIMEOUT_S"] == "9"
    assert default_url(config.environ()) == "sqlite:////srv/from-file.db"


def test_an_unknown_key_names_the_key_and_the_file(tmp_path: Path) -> None:
    path = write(tmp_path / "tether.toml", 'databse_url = "x"\n')
    with pytest.raises(UsageError, match=re.escape(f"{path}: unknown setting 'databse_url'")):
        load({}, cwd=tmp_path)
    write(path, '[openai]\nmodle = "x"\n')
    with pytest.raises(UsageError, match="unknown setting 'openai_modle'"):
        load({}, cwd=tmp_path)


def test_a_bad_value_names_where_it_came_from(tmp_path: Path) -> None:
    path = write(tmp_path / "tether.toml", 'local_threads = "many"\n')
    with pytest.raises(UsageError, match=re.escape(f"local_threads in {path}: 'many' is not valid")):
        load({}, cwd=tmp_path)
    with pytest.raises(UsageError, match="TETHER_REVIEW: 'sometimes' is not valid"):
        load({"TETHER_REVIEW": "sometimes"}, cwd=ROOT / "src")
    with pytest.raises(UsageError, match="TETHER_CONFIG: no file at"):
        load({"TETHER_CONFIG": str(tmp_path / "missing.toml")})
    write(path, "timeout_s = = 1\n")
    with pytest.raises(UsageError, match="not valid TOML"):
        load({}, cwd=tmp_path)


def test_config_show_gives_sources_and_masks_secrets(cli, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    path = write(tmp_path / "t.toml", 'review = "hold"\ndatabase_url = "postgresql://ops:pg-pass@db/t"\n'
                                      '[openai]\napi_key = "sk-file-secret"\n')
    monkeypatch.setenv("TETHER_CONFIG", str(path))
    monkeypatch.setenv("TETHER_TIMEOUT_S", "7")
    r = cli("config", "show", "--json")
    assert r.exit_code == 0 and "sk-file-secret" not in r.stdout and "pg-pass" not in r.stdout
    rows = {row["key"]: row for row in r.json()["settings"]}
    assert rows["openai_api_key"] == {"key": "openai_api_key", "env": "TETHER_OPENAI_API_KEY",
                                      "value": "********", "source": str(path)}
    assert rows["review"]["value"] == "hold" and rows["timeout_s"]["source"] == "environment"
    assert rows["debug"]["source"] == "default"
    assert rows["database_url"]["value"] == "postgresql://ops:********@db/t"
    table = cli("config", "show")
    assert "sk-file-secret" not in table.stdout and "********" in table.stdout


def test_the_readme_table_is_generated_from_the_declaration() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("<!-- settings:start -->\n", 1)[1].split("\n<!-- settings:end -->", 1)[0]
    regenerate = "python -c 'from tether.settings import settings_table as t; print(t())'"
    assert block == settings_table(), f"regenerate the table: {regenerate}"


def test_debug_is_read_in_one_place() -> None:
    readers = [p.relative_to(ROOT / "src").as_posix() for p in (ROOT / "src").rglob("*.py")
               if '"TETHER_DEBUG"' in p.read_text(encoding="utf-8")]
    assert readers == []  # only tether/settings.py declares it, as the field `debug`
