"""Labelled verify cases of unseen48 (stub: the cases follow in their own commit)."""
from __future__ import annotations

EN: list[dict] = []
RU: list[dict] = []
