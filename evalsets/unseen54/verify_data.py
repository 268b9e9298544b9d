"""Labelled verify cases of unseen54 — a stub so that build_unseen54.py runs before the verify cases are
written (the cases come in their own commit)."""
from __future__ import annotations

NOW = "2036-04-15T10:00:00Z"

EN = []
RU = []
