"""Labelled verify cases of unseen43 (stub: the cases are written in the next commit)."""
from __future__ import annotations

EN: list = []
RU: list = []
