"""Labelled verify cases of unseen47 (stub: the cases are written after the questions' commit)."""
EN: list = []
RU: list = []
