"""Labelled verify cases of unseen39 (stub; the cases follow in the next commit)."""
from __future__ import annotations

EN: list = []
RU: list = []
