"""The configured providers, by name, built from ProviderSettings.

Only the template presenter needs nothing. The others are listed when their
configuration is present, except ``local``, which is always listed: asking
for it without the extra fails at run time with the install command, which
is more helpful than "not configured".
"""

from __future__ import annotations

from ..request import ModelProfile
from .base import Provider
from .config import ProviderSettings
from .local import LocalProvider
from .openai_compat import OpenAIProvider
from .template import TemplatePresenter


def build_providers(settings: ProviderSettings) -> dict[str, Provider]:
    """template and local always; scripted when TETHER_SCRIPTED is set; openai with a URL or key."""
    providers: dict[str, Provider] = {"template": TemplatePresenter()}
    if settings.scripted is not None:
        from .scripted import ScriptedProvider  # only when configured: its step model is ~1 ms of every ask

        providers["scripted"] = ScriptedProvider.from_file(settings.scripted)
    if settings.openai_configured:
        providers["openai"] = OpenAIProvider(settings)
    providers["local"] = LocalProvider(settings)
    return providers


def build_profiles(settings: ProviderSettings) -> dict[str, ModelProfile]:
    """The profile snapshot per provider, for Deps.profiles.

    ``openai`` must carry the configured structured-output form: the request's
    profile decides what is sent, and a llama.cpp server answers HTTP 500 to
    the default json_schema form. ``scripted`` replays text the model might
    have produced unconstrained, so it leaves the one repair attempt enabled.
    """
    return {
        "template": ModelProfile(provider="template", structured_output="json_schema"),
        "scripted": ModelProfile(provider="scripted", structured_output="none"),
        "openai": settings.openai_profile(),
        "local": settings.local_profile(),
    }
