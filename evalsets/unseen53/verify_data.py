"""Labelled verify cases of unseen53 — a stub, so that build_unseen53.py runs at the questions' commit.
The cases are written in the next commit."""
from __future__ import annotations

NOW = "2035-09-16T10:00:00Z"

EN: list = []
RU: list = []
