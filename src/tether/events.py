"""Events of one interaction, in the order a client receives them.

``status``… while it works; then either ``content_delta``… and ``completed``,
or exactly one ``failed`` or ``stopped``. Content is emitted only after the
whole answer has passed verification and has been stored.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal

EventType = Literal["status", "content_delta", "completed", "failed", "stopped"]
TERMINAL: frozenset[str] = frozenset({"completed", "failed", "stopped"})


@dataclass(frozen=True, slots=True)
class Event:
    """One event. A plain dataclass, not a model: the core builds every one itself, with
    JSON-ready ``data``, and several are sent per interaction — nothing to validate."""

    type: EventType
    interaction_id: str
    data: dict[str, Any] = field(default_factory=dict)

    def wire(self) -> dict[str, Any]:
        """The JSON-ready dict with camelCase keys (what SSE ``data:`` lines carry)."""
        return {"type": self.type, "interactionId": self.interaction_id, "data": self.data}


Emit = Callable[[Event], None]


def ignore(_event: Event) -> None:
    """The default sink: events are optional for library callers."""


def deltas(text: str, size: int = 80) -> list[str]:
    """Cut verified text into content_delta pieces on word boundaries."""
    pieces: list[str] = []
    current = ""
    for word in text.split(" "):
        candidate = f"{current} {word}" if current else word
        if len(candidate) > size and current:
            pieces.append(current + " ")
            current = word
        else:
            current = candidate
    if current:
        pieces.append(current)
    return pieces
