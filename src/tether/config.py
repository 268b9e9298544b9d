"""Wiring from configuration: the Deps an interaction runs with.

The CLI and the HTTP service both build their dependencies here, from the
environment, so a variable means the same thing everywhere. Tests build Deps
directly and swap any part.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import TYPE_CHECKING

from .disclosure import Disclosure
from .errors import UsageError
from .interaction import Deps
from .providers.config import ProviderSettings
from .providers.registry import build_profiles, build_providers
from .review_policy import review_policy
from .settings import load
from .store.db import Store

if TYPE_CHECKING:  # the tools file is read only when TETHER_TOOLS names one
    from .facts.tools import ToolRegistry

ENV_TOOLS = "TETHER_TOOLS"
ENV_EXTRACTOR = "TETHER_EXTRACTOR"  # lexical (default) | model


def build_deps(store: Store, env: Mapping[str, str] = os.environ) -> Deps:
    settings = ProviderSettings.from_env(env)
    values = load(env, use_file=False).values  # the declared settings (tether.settings)
    tools: ToolRegistry | None = None
    if env.get(ENV_TOOLS):
        path = Path(env[ENV_TOOLS])
        if not path.is_file():
            raise UsageError(f"{ENV_TOOLS}: {path} does not exist; point it at a tools TOML file")
        from .facts.tools import load_tools

        tools = load_tools(path)
    extractor = env.get(ENV_EXTRACTOR) or "lexical"
    if extractor not in ("lexical", "model"):
        raise UsageError(f"{ENV_EXTRACTOR}: {extractor!r} is not lexical or model")
    return Deps(
        store=store,
        providers=build_providers(settings),
        profiles=build_profiles(settings),
        limits=settings.limits(),
        tools=tools,
        model_extraction=extractor == "model",
        disclosure=Disclosure.from_env(env),
        review=review_policy(env),
        log_text=values.log_text,
        keep_failed_outputs=values.keep_failed_outputs,
    )

