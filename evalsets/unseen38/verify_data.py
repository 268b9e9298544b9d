"""Labelled verify cases of unseen38 (a stub until the verify cases are written)."""
from __future__ import annotations

EN: list[dict] = []
RU: list[dict] = []
