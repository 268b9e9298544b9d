"""Tether: a deterministic guard between language models and their readers.

The library surface, by stage of the flow::

    from tether import Store, load_corpus, ingest_records, build_deps, run_interaction, Principal
    store = Store("sqlite:///tether.db")
    ingest_records(store, "my-corpus", load_corpus(Path("corpus")))
    result = run_interaction(build_deps(store), "What is the fee?", Principal(labels=("public",)))

and ``verify(VerifyInput)`` for checking one model output against its context.
"""

import sys
from types import ModuleType
from typing import TYPE_CHECKING, Any

from .lazy import lazy_names

if TYPE_CHECKING:
    from .config import build_deps
    from .contract import AnswerContract, parse_output
    from .corpus import load_corpus
    from .errors import CorpusError, InputError, ProviderError, StoreError, TetherError, UsageError
    from .interaction import Deps, InteractionResult, run_interaction
    from .principals import Principal
    from .store.db import Store
    from .store.ingest import ingest_records
    from .verify import verify
    from .verify.models import VerifyInput, VerifyResult

# Where each public name lives. Loaded on first use (PEP 562), so that `import tether` —
# which every `tether` command does — costs nothing for the parts a command does not use
# (the store and its ORM are a third of a second to import).
_EXPORTS = {
    "AnswerContract": ".contract", "parse_output": ".contract", "load_corpus": ".corpus",
    "CorpusError": ".errors", "InputError": ".errors", "ProviderError": ".errors", "StoreError": ".errors",
    "TetherError": ".errors", "UsageError": ".errors", "build_deps": ".config", "Deps": ".interaction",
    "InteractionResult": ".interaction", "run_interaction": ".interaction", "Principal": ".principals",
    "Store": ".store.db", "ingest_records": ".store.ingest", "verify": ".verify",
    "VerifyInput": ".verify.models", "VerifyResult": ".verify.models",
}


__getattr__, __dir__ = lazy_names(__name__, _EXPORTS, globals())


class _Package(ModuleType):
    """``tether.verify`` is the function, as an eager ``from .verify import verify`` made it.
    Importing the submodule ``tether.verify`` sets the package's attribute to the module
    once it has run; this keeps the function there instead."""

    def __setattr__(self, name: str, value: Any) -> None:
        if name == "verify" and isinstance(value, ModuleType):
            value = value.verify
        super().__setattr__(name, value)


sys.modules[__name__].__class__ = _Package


__version__ = "0.1.0"

__all__ = [
    "AnswerContract", "CorpusError", "Deps", "InputError", "InteractionResult", "Principal",
    "ProviderError", "Store", "StoreError", "TetherError", "UsageError", "VerifyInput", "VerifyResult",
    "build_deps", "ingest_records", "load_corpus", "parse_output", "run_interaction", "verify",
]
