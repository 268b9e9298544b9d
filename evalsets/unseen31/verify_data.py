"""Labelled verify cases of unseen31 (stub until the verify cases are written)."""
EN: list = []
RU: list = []
