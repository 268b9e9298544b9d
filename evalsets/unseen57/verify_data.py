"""Labelled verify cases of unseen57 (stub: written after the questions' commit; the builder needs the module)."""
from __future__ import annotations

NOW = "2039-08-19T10:00:00Z"

EN: list = []
RU: list = []
