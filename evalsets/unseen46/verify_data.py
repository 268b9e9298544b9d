"""Labelled verify cases of unseen46 (a stub until the verify cases are written)."""
from __future__ import annotations

EN: list[dict] = []
RU: list[dict] = []
