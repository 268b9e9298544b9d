"""Labelled verify cases of unseen34 (stub; the cases are written in the next commit)."""
EN: list = []
RU: list = []
