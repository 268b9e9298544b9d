"""The bundled demo corpus (see QUESTIONS.md beside it)."""

from importlib import resources
from pathlib import Path

DEMO_CORPUS_KEY = "demo"


def demo_corpus_dir() -> Path:
    return Path(str(resources.files("tether.demo") / "corpus"))
