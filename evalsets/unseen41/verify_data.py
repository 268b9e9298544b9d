"""Stub: the verify cases of unseen41 are written in the next commit."""
EN: list = []
RU: list = []
