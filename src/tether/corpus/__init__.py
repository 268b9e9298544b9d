"""The corpus format (CONTRACTS §1): parsing, validation, atomic ingest."""

from .load import corpus_files, iter_corpus, iter_corpus_files, load_corpus
from .parse import parse_record, split_fragments
from .records import Fragment, SourceRecord

__all__ = ["Fragment", "SourceRecord", "corpus_files", "iter_corpus", "iter_corpus_files", "load_corpus",
           "parse_record", "split_fragments"]
