"""Names of a package loaded on first use (PEP 562), for ``tether`` and ``tether.corpus``:
a command pays only for the parts it touches."""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any


def lazy_names(package: str, exports: dict[str, str],
               namespace: dict[str, Any]) -> tuple[Callable[[str], Any], Callable[[], list[str]]]:
    """The package's ``__getattr__`` and ``__dir__``: each name in ``exports`` is imported
    from its module (relative to ``package``) when first read, then kept in ``namespace``
    as an ordinary attribute."""

    def __getattr__(name: str) -> Any:
        module = exports.get(name)
        if module is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(import_module(module, package), name)
        namespace[name] = value  # once loaded, an ordinary attribute
        return value

    def __dir__() -> list[str]:
        return sorted([*namespace, *exports])

    return __getattr__, __dir__
