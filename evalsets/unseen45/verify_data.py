"""Verify cases of unseen45: written after the questions' commit (a stub so the builder runs)."""
EN = []
RU = []
