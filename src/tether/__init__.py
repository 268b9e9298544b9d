"""Tether: a deterministic guard between language models and their readers.

The library surface, by stage of the flow::

    from tether import Store, load_corpus, ingest_records, build_deps, run_interaction, Principal
    store = Store("sqlite:///tether.db")
    ingest_records(store, "my-corpus", load_corpus(Path("corpus")))
    result = run_interaction(build_deps(store), "What is the fee?", Principal(labels=("public",)))

and ``verify(VerifyInput)`` for checking one model output against its context.
"""

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

__version__ = "0.1.0"

__all__ = [
    "AnswerContract", "CorpusError", "Deps", "InputError", "InteractionResult", "Principal",
    "ProviderError", "Store", "StoreError", "TetherError", "UsageError", "VerifyInput", "VerifyResult",
    "build_deps", "ingest_records", "load_corpus", "parse_output", "run_interaction", "verify",
]
