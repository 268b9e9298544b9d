"""Verify cases of unseen30: written in the next commit (this stub lets the builder run)."""
EN = []
RU = []
