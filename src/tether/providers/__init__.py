"""Providers: the template presenter (no model) and model adapters behind one protocol.

Names load on first use (PEP 562): the answer checks need only the protocol
(:mod:`tether.providers.base`), and `tether verify` must not import every adapter and
the registry that builds them (issue 15).
"""

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .base import Chunk, Provider, ProviderRun, collect
    from .registry import build_profiles, build_providers
    from .template import TemplatePresenter

_EXPORTS = {
    "Chunk": ".base", "Provider": ".base", "ProviderRun": ".base", "collect": ".base",
    "build_profiles": ".registry", "build_providers": ".registry", "TemplatePresenter": ".template",
}

__all__ = ["Chunk", "Provider", "ProviderRun", "TemplatePresenter", "build_profiles", "build_providers", "collect"]


__getattr__, __dir__ = lazy_names(__name__, _EXPORTS, globals())
