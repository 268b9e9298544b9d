"""Labelled-set runners and their reports."""
