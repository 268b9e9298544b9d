"""Providers: the template presenter (no model) and model adapters behind one protocol."""

from .base import Chunk, Provider, ProviderRun, collect
from .registry import build_profiles, build_providers
from .template import TemplatePresenter

__all__ = ["Chunk", "Provider", "ProviderRun", "TemplatePresenter", "build_profiles", "build_providers", "collect"]
