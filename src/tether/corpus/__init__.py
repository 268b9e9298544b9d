"""The corpus format (CONTRACTS §1): parsing, validation, atomic ingest.

Names load on first use (PEP 562): listing a corpus's files (:mod:`tether.corpus.files`)
must not import the YAML parser and the record models, which `tether ask` on an
unchanged corpus never uses.
"""

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .files import corpus_files, iter_corpus_files
    from .load import iter_corpus, load_corpus
    from .parse import parse_record, split_fragments
    from .records import Fragment, SourceRecord

_EXPORTS = {
    "Fragment": ".records", "SourceRecord": ".records", "corpus_files": ".files", "iter_corpus_files": ".files",
    "iter_corpus": ".load", "load_corpus": ".load", "parse_record": ".parse", "split_fragments": ".parse",
}

__all__ = ["Fragment", "SourceRecord", "corpus_files", "iter_corpus", "iter_corpus_files", "load_corpus",
           "parse_record", "split_fragments"]


__getattr__, __dir__ = lazy_names(__name__, _EXPORTS, globals())
