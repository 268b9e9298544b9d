"""Verify cases of unseen55: a stub so that build_unseen55.py runs with the questions' commit; the cases
follow in the next commit."""
from __future__ import annotations

NOW = "2037-05-20T10:00:00Z"
EN = []
RU = []
