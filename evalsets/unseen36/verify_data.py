"""Labelled verify cases of unseen36 (stub: the cases come in their own commit)."""
EN: list = []
RU: list = []
