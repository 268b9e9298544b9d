"""A small thread-safe map that forgets its least recently used entries.

For values worth keeping between requests in a long-running process (the
store's corpus-derived values, the service's known principals): bounded, so
keys that come from requests cannot grow it without limit.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Hashable, Iterable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Lru(Generic[K, V]):
    def __init__(self, size: int) -> None:
        self.size = size
        self._entries: OrderedDict[K, V] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: K) -> V | None:
        with self._lock:
            value = self._entries.get(key)
            if value is not None:
                self._entries.move_to_end(key)
            return value

    def get_many(self, keys: Iterable[K]) -> list[V | None]:
        """:meth:`get` of each key, under one hold of the lock (a window of 256 candidates
        looked up one by one spent more on the lock than on the look-ups)."""
        out: list[V | None] = []
        with self._lock:
            for key in keys:
                value = self._entries.get(key)
                if value is not None:
                    self._entries.move_to_end(key)
                out.append(value)
        return out

    def put(self, key: K, value: V) -> None:
        with self._lock:
            self._entries[key] = value
            self._entries.move_to_end(key)
            while len(self._entries) > self.size:
                self._entries.popitem(last=False)

    def items(self) -> list[tuple[K, V]]:
        """A snapshot of the entries, least recently used first (reading them refreshes none)."""
        with self._lock:
            return list(self._entries.items())
