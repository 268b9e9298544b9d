"""Stub: the verify cases are written in the next commit."""
EN: list = []
RU: list = []
