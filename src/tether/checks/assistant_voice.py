"""The assistant speaking of itself rather than stating the material: "I have filed it for you",
«Могу подать заявку за вас», "We can help you with that". Such a sentence is no claim about the
material (tether.checks.claim_text); what it says the assistant did is the mutation checks'.
"""

from __future__ import annotations

import re

from ..guard import Guarded
from ..text import has_cyrillic

# The assistant speaking of itself, and the Russian offers that leave the pronoun out
# («Могу подать заявку за вас»).
FIRST_PERSON = Guarded(
    r"(?<!\w)(?:I|I've|I'm|I'll|[Яя]|[Мм]ной|[Мм]не|[Мм]огу|[Гг]отов|[Гг]отова)(?!\w)", 0,
    ("I", "Я", "я", "Мн", "мн", "Мо", "мо", "Гот", "гот"))
_NUMBERED = frozenset((
    "group", "class", "category", "phase", "stage", "level", "grade", "type", "tier", "part", "annex", "title",
    "schedule", "chapter", "article", "section", "volume", "war", "form", "band"))
"""Nouns a Roman "I" numbers ("category I", "World War I"): no assistant speaking."""


def first_person(plain: str) -> bool:
    """Whether ``plain`` speaks as the assistant: a first-person word, but not a Roman "I" —
    one in Russian text («инвалид *I* группы»: unseen26 dev u26-ru-046, whose claim was never
    read) or after a noun it numbers ("category I")."""
    for m in FIRST_PERSON.pattern.finditer(plain):
        if m.group() != "I":
            return True
        before = plain[max(0, m.start() - 20):m.start()].split()
        after = plain[m.end():m.end() + 20].split()
        if (before and (has_cyrillic(before[-1]) or before[-1].lower().strip(",;:") in _NUMBERED)) or \
                (after and has_cyrillic(after[0])):
            continue
        return True
    return False


# "We" is the provider's voice as often as the assistant's: material written as "We refund
# within 14 days" is paraphrased as "We refund …" (unseen14's records, most real help
# pages). Such a sentence is a claim about the material; only what "we" did (a change a
# tool records or none does) or offer to do for the reader is the assistant's own.
WE = Guarded(r"(?<!\w)(?:[Ww]e|[Ww]e've|[Ww]e're|[Ww]e'll|[Мм]ы|[Нн]ами|[Нн]ас|[Нн]ам|[Мм]ожем)(?!\w)", 0,
              ("We", "we", "Мы", "мы", "На", "на", "Мо", "мо"))
OFFER = Guarded(
    r"\b(?:we|we'll|we\s+can|we\s+could|we\s+would|we'd|we\s+will)\b[^.!?]{0,30}?"
    r"\b(?:help|assist|happy\s+to|glad\s+to|for\s+you|on\s+your\s+behalf)\b|"
    r"(?<!\w)(?:можем|могли\s+бы|готовы|поможем)(?!\w)[^.!?]{0,40}?(?<!\w)(?:помочь|за\s+вас|вместо\s+вас|"
    r"для\s+вас|подать|оформить|отправить|записать|проверить|уточнить)(?!\w)|(?<!\w)поможем(?!\w)|"
    # what "we" did not do: the assistant's history ("We did not delete it", «Мы не удаляли»)
    r"\bwe\s+(?:did\s+not|didn't|didn’t|have\s+not|haven't|haven’t|never)\b|(?<!\w)мы\s+(?:ещё\s+|еще\s+)?не\s+[^\W\d_]+ли(?!\w)",
    re.IGNORECASE, ("we", "мож", "могли", "готовы", "поможем", "мы"))
