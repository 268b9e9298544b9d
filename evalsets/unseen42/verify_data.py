"""Labelled verify cases of unseen42 (a stub until the verify cases are written)."""
from __future__ import annotations

EN: list = []
RU: list = []
