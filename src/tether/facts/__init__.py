"""Facts (seed 004): typed values that only code writes, each with provenance."""
