"""Stub: the verify cases are written next."""
EN = []
RU = []
