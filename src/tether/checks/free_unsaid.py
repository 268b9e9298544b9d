"""A claim that something is free where no cited sentence says anything is free.

"Berth holders get their laundry tokens free of charge" against "Laundry tokens cost €4 at
the office" (unseen24 dev u24-en-039): the claim re-uses the source's words ("berth",
"laundry tokens") and brings one of its own ("holders"), so coverage stands; what it adds is
the price, taken away. The reader of the answer stops paying on that word. A source that
makes anything free says so in a handful of ways — "free", "included", "no charge", "waived",
"do not pay", «бесплатно», «входит», «не взимается», «без оплаты» — so a "free" claim with
none of them anywhere in the cited sentences is unsupported. Where a source says one of them,
which thing it makes free is left to the other readers (coverage, polarity).
"""

from __future__ import annotations

import re

from ..guard import Guarded
from .claim_sources import Sources

_CLAIMS_FREE = Guarded(
    r"(?<![\w-])(?<!feel\s)(?:free(?!-)(?!\s+of\s+(?!charge|cost))|complimentary|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)|"
    r"no\s+(?:extra\s+|additional\s+)?(?:charge|fee|cost))(?![\w-])|"
    r"(?<!\w)(?:бесплатн\w*|без\s+(?:оплаты|платы|доплаты))(?!\w)",
    re.IGNORECASE, ("free", "complimentary", "no", "бесплатн", "без"))
"""A claim that something costs nothing; not "feel free" (a closing: tether.checks.claim_text),
"free-flowing", "hands-free" or "free of gluten" (without it)."""

_SAYS_FREE = Guarded(
    r"(?<![\w-])(?:free|complimentary|included|includes?|including|inclusive|waived?|waives|exempt\w*|"
    r"(?:no|without(?:\s+any)?)\s+(?:[^\W\d_]+\s+)?(?:charge|fee|cost|payment)s?|(?:pay|pays|paid)\s+nothing|"
    r"nothing\s+to\s+pay|"
    r"(?:not|n't|never)\s+(?:be\s+)?(?:charged|charge|pay|paid|cost|billed)|"
    r"costs?\s+nothing|at\s+no\s+(?:extra\s+|additional\s+)?(?:cost|charge)|"
    r"[€£$]\s?0(?:[.,]00)?(?![\d.,]))(?![\w-])|"
    r"gratis|"
    r"(?<!\w)(?:бесплатн\w*|безвозмездн\w*|входит|входят|включ\w*|без\s+(?:оплаты|платы|доплаты)|освобожд\w*|"
    r"не\s+(?:взима\w*|плат\w*|оплачива\w*|берут|берёт|берет|стоит|стоят|тарифицир\w*)|"
    r"0\s?(?:₽|руб\w*|₸|тенге))(?!\w)",
    re.IGNORECASE, ("free", "complimentary", "inclu", "waive", "exempt", "no", "not", "n't", "never", "nothing",
                    "without", "€", "£", "$", "gratis", "бесплатн", "безвозмездн", "вход", "включ", "без", "освобожд",
                    "не", "0"))
"""What a source says when it makes something cost nothing."""


def free_unsaid(claim: str, sources: Sources) -> bool:
    """Whether ``claim`` says something is free while no allowed cited sentence says anything is."""
    if not _CLAIMS_FREE.search(claim):
        return False
    sentences = sources.index.sentences
    return not any(_SAYS_FREE.search(sentences[i]) for i in sources.allowed)
