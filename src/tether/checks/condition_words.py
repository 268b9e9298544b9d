"""The words that make a grant hold only in some cases, read by :mod:`tether.checks.condition`: an "if"
(«если», «при условии»), a «при» before a threshold or after «только», and — against a claim that the
grant holds every time — a «при» before any case («при первой прививке»)."""

from __future__ import annotations

import re

from ..guard import lazy_pattern
from .lexicon import IF_MARKERS

CONDITION_SOURCE = (IF_MARKERS + r"|(?<!\w)при(?=\s+[^\W\d_]+\s+(?:[^\W\d_]+\s+)?(?:от|свыше|более|"
                    r"не\s+менее)\s+\d)|(?<!\w)(?:только|лишь)\s+при(?!\w)|^\s*when\b")
CONDITION = lazy_pattern(CONDITION_SOURCE, re.IGNORECASE)
"""A condition of a grant; «при сумме заказа от 3 000 ₽» too — «при» with a threshold after it, or any
«только при» («вход возможен *только при* наличии заявки»: unseen8 dev u8-ru-012); and a
sentence that opens with "When" (unseen30 dev u30-en-034). Not «Когда»: read so, «Когда вы приедете,
администратор выдаст расписание» made a time a condition (red-team rt30, session 29)."""
CONDITION_OR_CASE = lazy_pattern(
    CONDITION_SOURCE + r"|(?<![,;]\sа\s)(?<![,;]\sи\s)(?<![,;]\sно\s)(?<!\w)(?P<case>при)"
    r"(?=\s+(?!(?:люб|всех|всяк|кажд)\w*)[^\W\d_])",
    re.IGNORECASE)
""":data:`CONDITION`, and «при» before any word («при первой прививке»): the case a grant is made in,
read only against a claim that it is granted every time (:data:`ALWAYS_GRANTED`). Elsewhere «при» is
as often a place or a time («при клинике», «при осмотре»). Not «при любом / каждом …», which says
"every time" itself, nor a «при» that opens another clause («…, а при выходе её сдают»: a review of this
reading). The case is its next words (:data:`CASE_PHRASE`), not the rest of the clause: «при первой
прививке *в клинике*»."""
MIN_CASE_TERMS = 1
"""Words of a «при» case the answer must say: one. A case is named by its noun («при *прививке*»),
where an "if" condition (:data:`tether.checks.excluded.MIN_GROUP_TERMS`) needs two words to be told
apart from a shared one."""
CASE_PHRASE = lazy_pattern(r"\s+[^\W\d_]+(?:\s+[^\W\d_]+)?")
"""The words of a case after «при»: an adjective and its noun at most."""
ALWAYS_GRANTED = lazy_pattern(r"\b(?:always|whenever|(?:at\s+)?any\s+time|in\s+(?:all|every)\s+cases?)\b|"
                              r"(?<!\w)(?:всегда|когда\s+угодно|в\s+любое\s+время|в\s+любой\s+момент|"
                              r"в\s+любом\s+случае|во\s+всех\s+случаях)(?!\w)", re.IGNORECASE)
"""What grants every time, read against a «при» case (:data:`CONDITION_OR_CASE`): the condition reader's
"always" less "never" — «никогда не берут плату» denies, and «при заселении» does not make it hold less."""
