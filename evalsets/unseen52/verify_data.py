"""Labelled verify cases of unseen52 (stub: the cases come in their own commit)."""
from __future__ import annotations

NOW = "2034-10-07T10:00:00Z"
EN = []
RU = []
