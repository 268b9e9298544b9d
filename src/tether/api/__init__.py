"""The HTTP service (FastAPI): interactions over SSE or JSON, verify, sources,
review, an OpenAI-compatible endpoint, health and metrics."""

from .app import create_app, create_app_from_env
from .settings import Settings, default_deps

__all__ = ["Settings", "create_app", "create_app_from_env", "default_deps"]
