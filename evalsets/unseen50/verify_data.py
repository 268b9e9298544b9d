"""Labelled verify cases of unseen50 (stub: the cases come in the next commit)."""
NOW = "2032-03-18T10:00:00Z"
EN: list = []
RU: list = []
