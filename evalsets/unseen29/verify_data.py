"""Labelled verify cases of unseen29 (written in the next commit)."""
EN = []
RU = []
