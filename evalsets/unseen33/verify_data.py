"""Labelled verify cases of unseen33 (a stub until the cases are written, so the builder runs)."""
from __future__ import annotations

EN: list = []
RU: list = []
