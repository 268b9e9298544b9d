"""Providers: the template presenter (no model) and model adapters."""

from .base import Chunk, Provider, ProviderRun, collect
from .template import TemplatePresenter

__all__ = ["Chunk", "Provider", "ProviderRun", "TemplatePresenter", "collect", "available_providers"]


def available_providers() -> dict[str, Provider]:
    """The providers usable without configuration."""
    return {"template": TemplatePresenter()}
