"""Two cases in one cited sentence: which of its values the answer's clause is about.

"A full-time candidate must submit within 4 years of first registration, and a part-time
candidate within 7 years": the sentence holds both values, so asking "does the sentence
holding 4 years say what the answer says" cannot tell an answer that gives the part-time
candidate 4 years. The sentence is split into its coordinated parts (at commas, semicolons
and "and / and not / but", «и / а / но»); each part's own words are those the other parts
lack ("full-time … doctoral … submit …" against "part-time"). The answer's clause is about
the other part's case when it holds a larger share of that part's own words than of the
value's part's own words. An elided predicate ("and a part-time candidate within 7 years")
leaves the other part only its case words, so naming that case outweighs repeating the
predicate.

A case with a sentence of its own, a figure that is another rule's limit and a lettered
class's value are read across the cited sentences: :mod:`tether.verify.case_rules`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import lru_cache

from ..figures import find_mentions
from ..figures.digits import DIGIT_RUN
from ..figures.mention import Mention, one_measure
from ..guard import lazy_pattern
from ..terms import (
    EXCEPTED,
    GENERIC_TERMS,
    class_names,
    is_class_name,
    place_words,
    subject_terms,
)
from ..text import without_fleeting_vowel
from .answer_clauses import CLAUSE_END
from .case_parts import (
    OPENS_WITH_VALUE,
    contrasted,
    currency_twins,
    elliptic_cases,
    in_another_currency,
    items_of,
    mention_kinds,
    mentions_of,
    parts_of,
    values_like,
)
from .case_rules import rule_terms
from .clock_cases import by_the_hour
from .counted_cases import of_another_count
from .figure_cases import named_by_a_figure, ranged_as
from .named_parts import names_its_own_part, of_another_name
from .names import digits_of, numbered_names
from .people import kinds_named
from .places import parts_of_the_place
from .thresholds import without_figures


def other_case(sentence: str, m: Mention, clause_terms: Sequence[str], clause_mentions: Sequence[Mention],
               holds: Callable[[str, Mention], bool], *, items_only: bool = False, clause: str = "",
               figure_clause: str | None = None, placed: str | None = None) -> str | None:
    """The part of ``sentence`` that states another value of ``m``'s kind for the case the
    answer's clause names, or None. ``holds(text, m)`` says whether a text states ``m``; a
    clause that gives the other part's value too ("75 or 50 years, by date") names both.
    ``items_only``: read only a semicolon list's items (:func:`tether.verify.case_parts.items_of`), for a fragment of
    one sentence, whose commas part a rule from its conditions and exceptions as often as
    one case from another. ``clause``: the answer clause's text, for the names it writes
    with a capital that are generic words elsewhere (the "Plus" plan). ``figure_clause``: the
    figure's own clause when ``clause`` is its whole sentence; a time of day names the case only
    there (another clause may name a time for another value: a review of 21f2759). ``placed``: the
    text whose place names the case, when not the clause (its sentence's leading "In Canada")."""
    if values_like(sentence, m) < 2:
        return None  # most sentences state one value of a kind: nothing to split
    # A time of day inside one part's hours names that part, whatever words the clause shares
    # with the others ("a night call-out at 1 am" of "€120 … until midnight and €200 after").
    own = clause if figure_clause is None else figure_clause
    hours = by_the_hour(sentence, m, own, holds) if own else None
    if hours is not None:
        return hours.other
    said, borrowing = _said_by(clause, tuple(clause_terms))
    parts = contrasted(sentence) if items_only else parts_of(sentence)
    # The elliptic list may be one clause of the sentence: "… cost JPY 11,000 per adult and JPY 7,500
    # per child aged 6 to 12; infants under 6 joined free" (unseen33 dev u33-en-038). When it tells
    # nothing ("Rs 50,000 or AED 8,000 for the ICU": one case in two currencies), the clauses may.
    listing = sentence if len(parts) < 2 else next((p for p in parts if holds(p, m)), "")
    elliptic = list(elliptic_cases(listing, m.kind)) if items_only and listing else []
    where = clause if placed is None else placed
    found = _other_part(elliptic, m, said, clause_mentions, holds, borrowing, clause, where) if elliptic else None
    if found is not None and _names_its_own_case(elliptic, m, said, holds, found) \
            and not ranged_as(elliptic, found, m, clause_mentions, clause, holds):
        found = None  # (the range the clause names is the other part's alone: its case, named)
    if found is None:
        twins = {} if items_only else currency_twins(sentence)
        found = _other_part(parts, m, said, clause_mentions, holds, borrowing, clause, where, coarse=items_only,
                            twins=twins)
    items = items_of(sentence, m.kind) if found is None else []
    if items:
        found = _other_part(items, m, said, clause_mentions, holds, borrowing, clause, where, coarse=True)
    if found is None and items_only:
        # A fragment of one sentence is read by its items, its commas parting conditions as often
        # as cases; the kind of person each part names is a case all the same ("Residents park for
        # £2 … and non-residents for £12", «Члены клуба … на 60 минут, гости клуба — на 30 минут»).
        found = _of_another_kind(_parts_kept(sentence), m, said, holds, clause_mentions)
    if found is not None and placed is not None and names_its_own_part(_parts_kept(sentence), m, found, placed, holds):
        found = None
    if found is None and (items_only or placed is not None):
        # a town or a studio named is a case too, wherever the parts are cut (tether.verify.named_parts)
        found = of_another_name(_parts_kept(sentence), m, " ".join(filter(None, (clause, placed))), holds,
                                clause_mentions)
    if found is None and clause:
        # and so is a count: «абонемент на 10 заездов» (tether.verify.counted_cases)
        found = of_another_count(_parts_kept(sentence), m, clause, holds)
    return found


_THE_REST = lazy_pattern(r"\b(?:everyone\s+else|all\s+others|the\s+rest|other\s+(?:visitors|guests|customers))\b|"
                         r"(?<!\w)(?:остальн\w*|все\s+прочие|прочие)(?!\w)", re.IGNORECASE)
"""A part for everyone but the kinds of person the other parts name."""


@lru_cache(maxsize=256)
def _parts_kept(sentence: str) -> tuple[str, ...]:
    """The parts of a cited sentence, read once: every figure of the answer asks of the same sentence."""
    return tuple(parts_of(sentence))


def _of_another_kind(parts: Sequence[str], m: Mention, said: frozenset[str], holds: Callable[[str, Mention], bool],
                     clause_mentions: Sequence[Mention]) -> str | None:
    """The part of ``parts`` that states another value of ``m``'s measure for the kind of person
    the clause names (:mod:`tether.verify.people`), where the value's own part names another kind
    and the clause does not give that part's value too ("Children's tickets aren't €12, they cost
    €6" names both)."""
    named = kinds_named(said)
    if not named:
        return None
    # only the parts that hold the figure's digits are asked whether they state it: a sentence of
    # thousands of parts is asked once per figure of the answer, not once per part (linear time)
    runs = DIGIT_RUN.findall(m.text)
    own = [p for p in parts if runs and all(r in p for r in runs) and holds(p, m)]
    if len(own) != 1:
        return None
    # «остальные — за 200 рублей»: everyone but the kinds the other parts name
    rest = frozenset({"the rest"}) if _THE_REST.search(own[0]) else frozenset()
    # with the value-less parts before it, the first one too: "On Tuesdays children | and adults both
    # pay £5" is both's (a red-team of this reading)
    read = (*_lead_inparts_of(parts, own[0], m.kind, first=True), own[0])
    own_kinds = kinds_named(frozenset().union(*map(rule_terms, read))) or rest
    if not own_kinds or named & own_kinds:
        return None
    given = [x for x in clause_mentions if x is not m and x.kind == m.kind]
    return next((p for p in parts if p is not own[0] and named & kinds_named(rule_terms(p)) and values_like(p, m)
                 and not holds(p, m) and not any(holds(p, x) for x in given)), None)


@lru_cache(maxsize=256)
def _said_by(clause: str, clause_terms: tuple[str, ...]) -> tuple[frozenset[str], bool]:
    """What a clause names (its terms, capitalised names and ordinals), and whether it borrows
    another part's case — not when it sets a case apart ("other than categories F and G" names
    it to exclude it). Kept: every figure of an answer sentence asks it of the same sentence, so
    a sentence of many figures is read once, not once per figure."""
    said = (frozenset(map(without_fleeting_vowel, clause_terms)) | capitalized_names(clause, initial=True)
            | ordinals(clause))
    excepted = EXCEPTED.search(clause)
    if excepted is None:
        return said, True
    # «Цветы, *кроме роз*, стоят не меньше 3 дней» names the other flowers, not the roses' part
    # (unseen33 dev u33-ru-015): what it sets apart is no word it names its case by.
    end = CLAUSE_END.search(clause, excepted.end())
    apart = frozenset(map(without_fleeting_vowel, subject_terms(clause[excepted.end():end.start() if end else None])))
    return (said - apart) or said, False



def _other_part(parts: list[str], m: Mention, said: frozenset[str], clause_mentions: Sequence[Mention],
                holds: Callable[[str, Mention], bool], borrowing: bool, clause: str, placed: str, *,
                coarse: bool = False, twins: Mapping[int, str] | None = None) -> str | None:
    """The part of ``parts`` whose case the clause names, when not the value's own; ``coarse``: the
    parts are a sentence's semicolon items, each of which may list cases of its own; ``twins``: each
    part's same case in another currency (:func:`tether.verify.case_parts.currency_twins`), whose
    words other than its place name the part's case too."""
    if len(parts) < 2:
        return None
    numbered = numbered_names(tuple(parts))
    if digits_of(m) in numbered:
        return None  # the figure is a name's number ("Fibre 900"), not a value of the part
    own = [p for p in parts if holds(p, m)]
    others = [p for p in parts if p not in own and values_like(p, m)
              and not (len(own) == 1 and in_another_currency(parts, own[0], p, m, placed))]
    if len(own) != 1 or not others:
        return None  # the value stated twice, or no other value of its kind: nothing to tell apart
    by_figure = named_by_a_figure(own[0], others, m, clause_mentions, holds, clause)
    if by_figure is not None:
        return by_figure
    # The clause's terms are read without its figures; so are the parts', or a name with
    # digits («Зал-12») would be a word of its part that no clause could say.
    own_terms, own_lead = _case_terms(parts, own[0], m.kind)
    twinned = _twin_words(twins or {}, parts.index(own[0]))
    own_terms, own_lead = own_terms | twinned, own_lead | twinned
    if coarse and values_like(own[0], m) > 1:
        # The value's item lists cases of its own ("a standard service costs €45 at Utrecht and €39
        # at Haarlem; a full service …", parted at the semicolon): the words that name only its
        # other values' cases ("Utrecht") are not the value's (unseen44 dev u44-en-001). Only an
        # item: the finer parts of :func:`parts_of` have told its cases apart already.
        apart = _other_values_cases(own[0], m, holds)
    else:
        apart = frozenset()
    # The clause names the other part's case by its name («Кабинет-8», "Suite B2", "Fibre 500")
    # and not the value's own; a clause naming both compares them ("B2 at 40 EUR versus B3").
    named = [x for x in clause_mentions if (x.kind == "identifier" or digits_of(x) in numbered) and x is not m]
    given = [x for x in clause_mentions if x is not m and x.kind == m.kind and x not in named]
    if all(any(holds(other, x) for x in given) for other in others):
        return None  # the clause gives every other part's value too: it restates the list, whose
        # names ("A4" of «печать формата A4 … 10 ₽ …, цветная — 30 ₽») are no case it picks (the
        # template's quote of the sentence failed: unseen31 u31K-012, unseen32 u32C-009)
    names = [x for x in named if not holds(own[0], x)] if m.kind != "identifier" and len(named) == 1 else []
    # A later part that shares no word with the first elides the first part's predicate
    # («Клуб работает по будням с 7:00 до 23:00, по выходным — с 9:00 до 21:00»): the clause
    # that repeats it («По выходным клуб работает с 9:00 …») names no case by it.
    elided = (own[0] is not parts[0] and own_terms.isdisjoint(rule_terms(parts[0]))
              and not _PREDICATE.search(own[0]))
    # The first part's predicate is its subject and verb, its first two words («клуб
    # работает»); the rest is its case («по будням»), which a clause naming it still names.
    predicate = frozenset(_ordered_terms(parts[0])[:PREDICATE_WORDS]) if elided else frozenset()
    # The value's case may begin in parts with no value before it: «по выходным» of «по
    # выходным и праздникам — с 9:00 до 21:00», parted at «и».
    case = own_lead if elided else own_terms
    # The value's part may borrow the subject of the part before it, which states another case's
    # value: "a standard service costs €45 at Utrecht *and €39 at Haarlem*; a full service costs €95
    # in both shops". The borrowed subject ("standard service") is the value's case too, against
    # a third part ("full service … shops" took "39 euros for a standard service at the Haarlem
    # shop" for itself: unseen44 dev u44-en-001).
    # Only against a third part, only as the value's words, and only those the clause names: the
    # lender's own case is told from the value's by the words after their values, as before.
    position: dict[str, int] = {}  # each part's first place: looked up per other part, not searched for
    for i, part in enumerate(parts):
        position.setdefault(part, i)
    subject, lender = _borrowed_subject(parts, position[own[0]], m.kind)
    # The place the clause names tells the value's case, where the parts are told apart by place
    # (:func:`tether.verify.places.parts_of_the_place`).
    others, placed_part = parts_of_the_place(placed, own[0], others)
    if placed_part is not None:
        return placed_part
    best, best_share = None, 0.0
    for other in others:
        if any(holds(other, x) for x in names):
            return other
        # The clause gives the other part's value of this kind too: it names both ("75 or 50
        # years"). A value of another kind ("£20 … and gives 40GB") names no second case.
        if any(holds(other, x) for x in given):  # (the clause's other values of this kind)
            continue
        other_bare, other_terms = _case_terms(parts, other, m.kind)
        twinned = _twin_words(twins or {}, position[other])
        other_bare, other_terms = other_bare | twinned, other_terms | twinned
        its_subject, its_lender = _borrowed_subject(parts, position[other], m.kind)
        if its_lender is not None and its_lender is not own[0]:
            # the other part's borrowed subject is its case too: "€95 for a standard service at
            # Haarlem" names "€39 at Haarlem", which borrows "a standard service" (unseen44 dev
            # u44-en-001's mutation)
            other_bare, other_terms = other_bare | its_subject, other_terms | its_subject
        classes = {t for t in other_terms if is_class_name(t)}
        if classes and classes.isdisjoint(said) and any(is_class_name(t) for t in said):
            continue  # the clause names another lettered class than this part's ("category B")
        people, own_people, its_people = kinds_named(said), kinds_named(own_lead | subject), kinds_named(other_terms)
        if people & own_people and its_people and not people & its_people:
            continue  # the clause names the value's kind of person, and the other part another's
        if people & its_people and own_people and not people & own_people:
            # the clause names the kind of person the other part prices apart, and the value's part
            # names another («*Детский* билет … в Набережных Челнах — 900 рублей», the adults' price
            # there). A value's part that names none may be everyone's, "for adults" written once
            # after the last value ("£65 on weekdays, £85 at weekends for adults")
            return _with_lead_in(parts, other, m.kind)
        if apart:
            # Items told apart by what each is about, the words before its first value ("a *private*
            # lesson costs CHF 120 … and CHF 100 in the afternoon; a *group* lesson costs CHF 60"):
            # the clause that names one item's and not the other's is about that item, whatever
            # words after the values it shares. Read where the value's item lists cases of its own,
            # whose other cases' words are left out of its share (a red-team of u44-en-001's reading)
            mine, theirs = _opening_words(own[0], m.kind), _opening_words(other, m.kind)
            names_mine, names_theirs = not said.isdisjoint(mine - theirs), not said.isdisjoint(theirs - mine)
            if names_theirs and not names_mine:
                return _with_lead_in(parts, other, m.kind)
            if names_mine and not names_theirs:
                continue
        # The value's case read with and without the value-less parts before it: the answer's
        # clause is cut at the same «и» («в выходные и праздничные дни»), so it may hold either.
        # (the other values' case words are left out of the value's share, not of what the other
        # part's own words are told from)
        own_words, lead_words = own_terms - other_terms - apart, own_lead - other_terms - apart
        if other is not lender and not said.isdisjoint(own_words):
            # (with the value's own case words named too: the borrowed subject alone is the
            # predicate both may share)
            borrowed_named = (subject & said) - other_terms  # unnamed, it tells nothing either way
            own_words, lead_words = own_words | borrowed_named, lead_words | borrowed_named
        other_words, bare_words = other_terms - own_lead, other_bare - own_lead
        if elided and other is parts[0] and not said.isdisjoint(case) and said & other_words <= predicate:
            other_words -= predicate
            bare_words -= predicate
        if _SUBJECTLESS.match(own[0]) and parts.index(other) < parts.index(own[0]):
            # "Water bills are issued every 3 months and must be paid within 14 days": the value's
            # part has no subject of its own, and the other's ("water bills") is both parts' (a
            # red-team of the verify checks, p31).
            subject = _subject_of(other)
            other_words, bare_words = other_words - subject, bare_words - subject
        default = False
        if borrowing and _borrows_the_predicate(parts, other, own[0], m.kind):
            # "each extra kilometre costs €0.22, or €0.45 for categories F and G": the later
            # part borrows the value's subject and verb, so a clause that repeats them names
            # no case by them; the value's part may have no case words left (the default).
            # The value-less parts before the value's are the subject both borrow: "… guided day
            # hikes from Zermatt, Grindelwald and Engelberg cost CHF 145 per adult and CHF 95 per
            # child aged 8 to 15" — "day hike … Grindelwald" names no case (unseen34 dev u34-en-035,
            # the adult's CHF 145 given to "a child").
            borrowed = frozenset(_ordered_terms(own[0])[:PREDICATE_WORDS]) | (own_lead - own_terms)
            own_words, lead_words = own_words - borrowed, lead_words - borrowed
            default = not own_words
        # The value's case may be all in the value-less parts before it: «для грузовых машин (до
        # 3,5 т) — 700 ₽» parts at the parenthesis, and its case words are its lead's.
        if not other_words or not (own_words or lead_words or default):
            continue
        if borrowing and _borrows_the_predicate(parts, own[0], other, m.kind):
            # "Adults pay €15 per visit or €12 with a student card", "A consultation costs €60 in
            # person or €45 online": the value's part borrows the other's subject and verb, so a
            # clause repeating them names no case by them. It names the value's own case
            # ("Students pay €12 per visit"), or the other's by the words after its value, where
            # the value's part puts its own ("in person" against "online"); "A remote
            # consultation costs €45" names neither (a review of parting at "or").
            # A part with no words after its value ("A day pass costs €20, or €12 with a student
            # card") is the default case, which a clause repeating its predicate names.
            after = _after_the_value(other, m.kind)
            if (not said.isdisjoint(own_words) and not _names_only_the_others_case(own[0], other, m.kind, said)) \
                    or (after and said.isdisjoint(after)):
                continue
        share = _best_share(said, other_words, bare_words)
        if share > _best_share(said, own_words, lead_words) and share > best_share:
            best, best_share = other, share  # the part the clause names most
    return None if best is None else _with_lead_in(parts, best, m.kind)


def _names_only_the_others_case(own: str, other: str, kind: str, said: frozenset[str]) -> bool:
    """Whether the clause names the case word right after the other part's value and not the one
    right after the value's own: «950 ₽ для *ребёнка* и 1 300 ₽ для *взрослого* в Москве» — a clause
    naming «ребёнка» and «Москве» gives the child's case, the place being both parts' (unseen41 dev
    u41-ru-035, the adult's 1 300 ₽ given to a child)."""
    own_first, other_first = _first_after_the_value(own, kind), _first_after_the_value(other, kind)
    return other_first is not None and own_first is not None and other_first in said and own_first not in said


@lru_cache(maxsize=4096)
def _first_after_the_value(part: str, kind: str) -> str | None:
    """The first of :func:`_after_the_value`'s words, in order ("child" of "£9.50 for a child")."""
    found = [x for x in find_mentions(part) if x.kind == kind]
    words = _ordered_terms(part[found[-1].end:]) if found else ()
    return words[0] if words else None


@lru_cache(maxsize=4096)
def _after_the_value(part: str, kind: str) -> frozenset[str]:
    """The words of ``part`` after its last figure of ``kind`` ("in person" of "A consultation
    costs €60 in person"), read as :func:`_rule_terms` reads a sentence's."""
    found = [x for x in find_mentions(part) if x.kind == kind]
    return rule_terms(part[found[-1].end:]) if found else frozenset()


def _names_its_own_case(parts: list[str], m: Mention, said: frozenset[str], holds: Callable[[str, Mention], bool],
                        other: str) -> bool:
    """Whether the clause names the case written after the value in its own part and not after
    the other's: "At peak … 41.5 cent per kWh" of "…, 41.5 cent per kWh *at peak* … and 28.0 cent
    per kWh at all other times" (unseen15 dev u15-en-007) is the peak's value, whatever other
    words ("Smart *Time*") it shares with the other part."""
    own = [p for p in parts if holds(p, m)]
    if len(own) != 1:
        return True
    if not OPENS_WITH_VALUE.match(other):
        return False  # «цветная — 30 ₽» names its case before its value
    return not said.isdisjoint(_after_the_value(own[0], m.kind) - _after_the_value(other, m.kind)) \
        and not _names_only_the_others_case(own[0], other, m.kind, said)


def _borrows_the_predicate(parts: list[str], later: str, own: str, kind: str) -> bool:
    """Whether ``later`` follows ``own`` and opens with its value, borrowing ``own``'s subject
    and verb ("…, or €0.45 for categories F and G", "and £17 for non-members"). A part with no
    verb of its own lends the one it borrows from the part before it ("we pay the costs …, up to
    £3,000 per person, or £7,500 on Premier"), but not when that part states a value of ``kind``
    itself: "$0.50 per minute, $16 per hour or $99 per day" lists three cases, and "hour" is the
    second one's case, not a predicate the third repeats."""
    at = parts.index(own)
    return parts.index(later) == at + 1 and _borrows_at(parts, at + 1, kind)


def _borrows_at(parts: list[str], at: int, kind: str) -> bool:
    """:func:`_borrows_the_predicate` of the part at ``at`` from the one before it, by position."""
    if at == 0 or OPENS_WITH_VALUE.match(parts[at]) is None:
        return False
    own = parts[at - 1]
    return _PREDICATE.search(without_figures(own)) is not None or at == 1 or kind not in mention_kinds(parts[at - 2])



def _other_values_cases(part: str, m: Mention, holds: Callable[[str, Mention], bool]) -> frozenset[str]:
    """The words written after each other value of ``m``'s measure in ``part``, up to the next
    value, less those written after ``m``'s own ("Utrecht" of "… €45 at Velomaat Utrecht and €39
    at Velomaat Haarlem" for €39)."""
    # In digits and in the value's unit: "*one* group leader goes free for every 10 paying
    # visitors" counts two things, not two cases of one (unseen41 dev u41-en-012).
    values = [x for x in mentions_of(part) if one_measure(m, x) and x.unit == m.unit
              and any(c.isdigit() for c in x.text)]
    after = [rule_terms(part[x.end:values[i + 1].start if i + 1 < len(values) else None])
             for i, x in enumerate(values)]
    own = [words for x, words in zip(values, after, strict=True) if holds(part[x.start:x.end], m)]
    if len(own) != 1 or not own[0]:
        return frozenset()  # no case written after the value: "Rs 50,000 or AED 8,000 for the ICU"
    return frozenset().union(*after) - own[0]


def _opening_words(part: str, kind: str) -> frozenset[str]:
    """The words of ``part`` before its first value of ``kind``: what the part is about."""
    first = next((x for x in mentions_of(part) if x.kind == kind), None)
    return rule_terms(part[:first.start]) if first else frozenset()


def _borrowed_subject(parts: list[str], at: int, kind: str) -> tuple[frozenset[str], str | None]:
    """The words before the value of the part the one at ``at`` borrows its subject and verb
    from (the part right before it, which states a value of ``kind`` too), and that part; none and
    None when it borrows nothing."""
    if not _borrows_at(parts, at, kind):
        return frozenset(), None
    opening = mentions_of(parts[at])
    if not opening or opening[0].kind != kind:
        return frozenset(), None  # "€55 for seniors aged 66": it opens with a value of another kind
    lender = parts[at - 1]
    if kind not in mention_kinds(lender):
        return frozenset(), None
    return _opening_words(lender, kind), lender


PREDICATE_WORDS = 2
"""Words that open a sentence as its subject and verb («Клуб работает», "Check-in closes")."""


def _ordered_terms(part: str) -> list[str]:
    """A part's words (figures and generic words aside) in the order written."""
    return [without_fleeting_vowel(t) for t in subject_terms(without_figures(part)) if t not in GENERIC_TERMS]


_SUBJECTLESS = lazy_pattern(r"\s*(?:must|may|can|cannot|will|shall|should|need|needs|has\s+to|have\s+to|"
                            r"is\s+(?:paid|charged|due|issued|sent|refunded|valid)|are\s+(?:paid|charged|due|issued|sent|"
                            r"refunded|valid)|должен|должна|должно|должны|может|могут|нужно|надо|обязан\w*)\b",
                            re.IGNORECASE)
"""A part that opens with its verb: it shares the subject of the part before it ("… and *must be
paid* within 14 days", «… и *должны быть оплачены* в течение 14 дней»)."""


def _subject_of(part: str) -> frozenset[str]:
    """The subject words of a part: its terms before its first verb."""
    verb = _PREDICATE.search(part)
    return frozenset(subject_terms(part[:verb.start()] if verb else ""))


_PREDICATE = lazy_pattern(
    r"\b(?:is|are|was|were|be|been|has|have|had|does|do|did|can|could|may|might|must|shall|should|will|would|"
    r"[a-z]+s)\b|(?<!\w)[а-яё]+(?:ет|ют|ит|ят|ется|ются|ится|ятся|ется|ал|ала|ало|али|ен|ена|ено|ены)(?!\w)",
    re.IGNORECASE)
"""A verb of a part's own (an auxiliary, an English third-person verb, a Russian finite verb or
short participle): a part without one elides the first part's ("… — с 9:00 до 21:00")."""
_CAPITALIZED = lazy_pattern(r"(?<![.!?:]\s)(?<!\w)[A-ZА-ЯЁ][a-zа-яё]+(?!\w)")


@lru_cache(maxsize=4096)
def capitalized_names(text: str, initial: bool = False) -> frozenset[str]:
    """The generic words a text writes with a capital inside a sentence: names ("the *Plus*
    plan", "*Plus* gives 40GB"), which the generic list drops as the words they also are.
    ``initial``: the first word's capital is a name's too — in a part after "and", and in an
    answer's clause ("*Plus* comes with 40GB"), unless a comma follows it ("Plus, …")."""
    text = text.strip()
    return frozenset(t for found in _CAPITALIZED.finditer(text)
                     if found.start() > 0 or (initial and text[found.end():found.end() + 1] != ",")
                     for t in subject_terms(found.group().lower()) if t in GENERIC_TERMS) | frozenset(class_names(text))


_ORDINALS = frozenset(subject_terms(
    "first second third fourth fifth sixth seventh eighth ninth tenth первый второй третий четвёртый пятый"))


@lru_cache(maxsize=4096)
def ordinals(text: str) -> frozenset[str]:
    """The ordinals a text holds: generic words elsewhere (numbers in words are figures), but
    a coordinated list's case names — "£60 for the *first* car … and £95 for a *second* car"
    (unseen16 dev u16-en-020)."""
    return frozenset(t for t in subject_terms(text) if t in _ORDINALS)


def _lead_inparts_of(parts: Sequence[str], part: str, kind: str, *, first: bool = False) -> list[str]:
    """The parts with no value of ``kind`` right before ``part``, back to the previous part
    that has one (never the first part, the sentence's subject, unless ``first``): a case parted
    from its value by commas («…, а препарат, который хранится в холодильнике, — 1 день»: unseen16
    dev u16-ru-021)."""
    at = start = parts.index(part)
    floor = 0 if first else 1
    while at - 1 >= floor and kind not in mention_kinds(parts[at - 1]):
        at -= 1
    return list(parts[at:start])


def _case_terms(parts: list[str], part: str, kind: str) -> tuple[frozenset[str], frozenset[str]]:
    """The words that name a part's case, figures aside, with the names written with a capital
    and the ordinals: the part's own, and those with its lead-in's."""
    def words(p: str) -> frozenset[str]:
        return rule_terms(p) | capitalized_names(p, initial=p is not parts[0]) | ordinals(p)

    own = words(part)
    return own, own.union(*map(words, _lead_inparts_of(parts, part, kind)))


def _twin_words(twins: Mapping[int, str], i: int) -> frozenset[str]:
    """The words of part ``i``'s twin in another currency (``twins``) less the places it names:
    "€28 for a glaze firing" names the £24's glaze firing, not its country."""
    twin = twins.get(i)
    return frozenset() if twin is None else rule_terms(twin) - frozenset(place_words(twin))


def _with_lead_in(parts: list[str], part: str, kind: str) -> str:
    return ", ".join(p.strip() for p in (*_lead_inparts_of(parts, part, kind), part))


def _share(said: frozenset[str], words: frozenset[str]) -> float:
    return len(said & words) / len(words)


def _best_share(said: frozenset[str], *readings: frozenset[str]) -> float:
    """The larger share of one case's words the clause holds, over the readings that have any."""
    return max((_share(said, w) for w in readings if w), default=0.0)
