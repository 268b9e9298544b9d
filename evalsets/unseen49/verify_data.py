"""Labelled verify cases of unseen49 (stub: the cases follow in the next commit)."""
from __future__ import annotations

EN: list[dict] = []
RU: list[dict] = []
