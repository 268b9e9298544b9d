"""Which sentences of an answer are claims, and the words each claims.

Every sentence of ``answer`` and of ``limitations`` is a claim, less those that assert
nothing about the material: what the assistant did or offers (first person, recorded
actions), remarks on the material itself ("the material does not say …"), talk about a
tool call. A claim's *terms* are its subject words less those any answer may use (the
question's, the cited documents' names, generic and rule-talk words); the claim check
(:mod:`tether.checks.claims`) looks those up in the cited sentences.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Sequence
from typing import NamedTuple

from ..contract import AnswerContract
from ..figures.digits import DIGIT_RUN
from ..guard import Guarded, lazy_pattern
from ..jurisdictions import NAMES
from ..jurisdictions import find as find_jurisdictions
from ..terms import EXCEPTED, GENERIC_TERMS, TermSet, figure_free_terms, figure_free_terms_of, subject_terms
from ..text import ascii_chunk_tokens, ascii_token_text, sentences
from ..verify.checks import LABEL, AnswerText, scan_answer
from ..verify.editions import years_named
from ..verify.models import ContextFragment, VerifyInput
from ..verify.mutations import check_unperformed_mutations, find_claims
from ..verify.places import unnamed_countries
from ..verify.thresholds import ReaderFigure, question_figures
from .absence import may_say_nothing, says_what_the_material_lacks
from .assistant_voice import FIRST_PERSON, OFFER, WE, first_person
from .hints import AnswerHints
from .lexicon import base_forms, frame_stems
from .polarity import BOUND, has_negator
from .reader_placing import MEASURED, placing_terms

FREE_WORDS = GENERIC_TERMS  # tether.terms: words a sentence may use without the source stating them
# Negation, denial and permission (NEGATIONS, negated, polarity, permissive, plain): tether.checks.polarity.


AND_A_VERB = (r"\s(?:and|и)\s(?=(?:also\s+|также\s+)?(?:не\s+)?(?:(?:is|are|must|may|can|cannot|will|does|has)\b|"
              r"[а-яё]{3,}(?:ает|яет|ует|ится|ется|ается|яется)(?!\w)))")
"""An "and" before a verb of its own: the next clause begins there ("… costs 4 % *and covers*
…", «… стоит 4 % *и покрывает* …»), where a bare "and" may join two nouns of one clause."""
_CLAUSE_BREAK = r"[;:—–]|\s-\s|,\s"
SEVERAL_CLAUSES = lazy_pattern(_CLAUSE_BREAK)
"""Where a claim's clauses part: a claim of several clauses may negate one of them. A hyphen
between spaces is a dash typed without one ("card or phone only - the machines there don't take
cash": unseen27 dev u27-en-004)."""
FIGURE_CLAUSES = lazy_pattern(_CLAUSE_BREAK + "|" + AND_A_VERB, re.IGNORECASE)
"""Where a figure's clause ends (tether.checks.bounds.figure_clause): where a claim's clauses
part, and at an "and" before a verb of its own: «Страховка стоит 4 % и *не покрывает*
добровольный отказ» denies no figure (unseen28 dev u28-ru-041, its correct reading)."""
_LEADING_PHRASE = lazy_pattern(r"\s*([^,;:—–]{1,60}),\s")
PLACE_WORDS = 5
"""Words a leading phrase may have to be only a place: "In the United Kingdom," / «В Республике Казахстан,»."""


class Place(NamedTuple):
    """A claim's leading place (:func:`leading_place`): its phrase and jurisdiction codes, empty
    when there is none, and the text after it."""

    phrase: str
    codes: tuple[str, ...]
    rest: str


def leading_place(text: str) -> Place:
    """The leading phrase of ``text`` that only names a jurisdiction ("In the United Kingdom, the
    clinic invoices you …"). What the prompt asks a model to say is context, not what the claim
    states: it opens no clause, and its words do not choose the sentence the claim is compared
    with (unseen20 dev u20-en-039)."""
    lead = _LEADING_PHRASE.match(text)
    codes = find_jurisdictions(lead.group(1)) if lead is not None and len(lead.group(1).split()) <= PLACE_WORDS else []
    if lead is None or not codes:
        return Place("", (), text)
    return Place(lead.group(1), tuple(codes), text[lead.end():])


class Claim(NamedTuple):
    """One sentence to support. A NamedTuple rather than a frozen dataclass: one is built
    for every sentence of every answer, and tuple construction is several times cheaper."""

    text: str  # as written, labels removed
    span: tuple[int, int] | None  # into the answer string; None inside limitations
    terms: tuple[str, ...]  # distinctive terms left after the free ones
    anchors: tuple[str, ...] = ()  # its terms less generic words: the question's and titles' kept
    words: tuple[str, ...] = ()  # all its subject terms, figures cut out
    stated_by_nothing: bool = False  # a claimed action no performed mutation records
    has_figure: bool = False
    asked: Asked | None = None  # what the answer's question says: one per answer, shared by its claims


class Asked(NamedTuple):
    """What the question tells the reader, read once per answer for all its claims."""

    question: str
    free: TermSet  # the words any sentence of the answer may use (the question's, the titles')
    figures: tuple[ReaderFigure, ...]  # the question's figures a threshold can be compared with
    answer: str = ""  # the whole answer and its limitations: what one claim leaves, another may tell
    hints: AnswerHints | None = None  # what its claims can hold at all (tether.checks.hints)



_LANGUAGE_NOTE = Guarded(
    r"\b(?:material|source|fragment|text)s?\b[^.;]{0,60}\b(?:language|english|russian)\b|"
    r"\bquot\w*[^.;]{0,30}\bas\s+written\b|"
    r"(?<!\w)(?:материал|источник|фрагмент|текст)\w*[^.;]{0,60}(?:язык|русск|английск)|"
    r"(?<!\w)цитир\w*[^.;]{0,30}как\s+есть(?!\w)",
    re.IGNORECASE, ("language", "english", "russian", "quot", "язык", "русск", "английск", "цитир"))
"""A note on the material's language or on quoting it ("The material exists only in another
language; the answer quotes it as written", the template presenter's own): it states nothing
the material says, in whichever language it is written."""


def _a_language_note(text: str) -> bool:
    """Whether every clause of ``text`` is such a note: "…; fees are refunded on request" beside
    one is a claim still."""
    return _LANGUAGE_NOTE.possible(text) and all(
        _LANGUAGE_NOTE.search(part) for part in re.split(r"[;,]", text) if part.strip(" .!?"))


# Talk about a tool call (the assistant's process, not the material's content).
_TOOL_TALK = Guarded(
    r"\b(?:tool|function)\s+calls?\b|\bcalls?\s+(?:such\s+as|like|to\s+the\s+tool)\b|"
    r"(?<!\w)вызов\w*\s+(?:инструмент\w*|функци\w*|вида|наподобие)(?!\w)", re.IGNORECASE, ("call", "вызов"))


_CLOSING = frozenset(subject_terms(
    "hope help helps helped helpful question questions let know ask asking anything unclear glad "
    "happy assist further thanks thank welcome contact us luck "
    "надеюсь поможет помочь помогу помогла обращайтесь обращаться вопросы вопросов вопрос остались останутся "
    "пишите спрашивайте рад рада радостью спасибо пожалуйста удачи уточнить"))
"""The words of a closing ("Hope this helps!", «Обращайтесь, если будут ещё вопросы!»): a
sentence of nothing else states no fact about the material."""
_HEDGE = frozenset(subject_terms("possibly perhaps maybe depend depends возможно наверное зависит"))
"""The words of a bare hedge ("Possibly.", "It depends."): no fact beside an answer's claims,
but as the whole answer it is the answer, and is checked ("Possibly." where the source
forbids)."""
_WISH = lazy_pattern(r"^\s*(?:have\s+an?|enjoy\s+your|happy|good\s+luck|best\s+of\s+luck|all\s+the\s+best|safe|bon|"
                     r"get\s+well|take\s+care|"
                     r"(?:приятн|удачн|хорош|счастлив|спокойн|л[её]гк)(?:ых|ой|ого|его)|удачи|желаю|всего\s+доброго|"
                     r"выздоравливайте|поправляйтесь|берегите\s+себя|в\s+добрый\s+путь)"
                     r"(?!\w)[^.!?]*!\s*$", re.IGNORECASE)
COURTESY_CHARS = 90
"""Closings are short ("Let me know if you have any other questions about your booking." is
65 characters; the longest in evalsets/unseen3 and unseen4 is under 60): a longer sentence is
read as a claim without looking at its words."""
_DIGIT = lazy_pattern(r"\d")
_POLITE = lazy_pattern(r"\bfeel\s+free\b|\bif\s+not\b|\bif\s+you\s+need\s+anything(?:\s+else)?\b|"
                       r"\b(?:don't|don’t|do\s+not)\s+hesitate\b|\bno\s+problem\b|"
                       r"(?<!\w)(?:если\s+нет|если\s+не\s+поможет|не\s+стесняйтесь|не\s+за\s+что)(?!\w)", re.IGNORECASE)
"""A closing's own phrases, negations among them ("Hope this helps; if not, let me know",
«Не стесняйтесь обращаться»): removed before a closing is told from a denial (second review)."""
WISH_WORDS = 4
"""A wish ("Have a safe flight!", «Приятных покупок!») is short: a longer sentence that opens
like one ("Enjoy free upgrades on every flight!") may state a fact, and stays a claim."""


_VERDICT = lazy_pattern(r"\s*(?:(?:unfortunately|sadly|regrettably|i'?m\s+afraid|к\s+сожалению|увы)[\s,]*)?"
                        r"(?:no|not|not\s+really|not\s+necessarily|нет|не\s+совсем|не\s+обязательно)\s*[.!]?\s*",
                        re.IGNORECASE)
"""A "No" in regretful or hedging words, with nothing else (unseen33 dev u33-en-022): as a sentence
beside the answer's claims it states no fact, as the bare "No." does not."""


def is_courtesy(sentence: str, alone: bool = False) -> bool:
    """A closing, a wish or — beside other sentences (not ``alone``) — a bare hedge, with no
    figure and no denial ("No questions can be asked.", "Maybe not." state something): it
    asserts nothing to check."""
    if len(sentence) > COURTESY_CHARS or _DIGIT.search(sentence):
        return False
    polite = _POLITE.sub(" ", sentence)  # "feel free", "if not", "don't hesitate": a closing's own words
    if not alone and _VERDICT.fullmatch(polite):
        return True  # "Unfortunately not.", «К сожалению, нет.»: the answer's "No", said beside its claims
    if has_negator(polite):
        return False
    if _WISH.match(polite) and len(polite.split()) <= WISH_WORDS:
        return True
    terms = subject_terms(polite)  # not "free" alone: "It's free." is a fact
    allowed = _CLOSING if alone else _CLOSING | _HEDGE
    return bool(terms) and all(t in allowed for t in terms)


class _Possible(NamedTuple):
    """Which per-sentence patterns can match somewhere in a text: tested once for the text,
    so that a sentence is searched only when its text holds a word the pattern needs."""

    absence: bool
    first_person: bool
    we: bool
    bounds: bool
    token_text: str | None = None  # text.ascii_token_text, when no sentence needs more than it
    joiners: bool = True  # the text holds "-" or "'": a chunk of token_text may hold several tokens
    unlabelled: str | None = None  # the text, labels removed: None when a sentence may not be a stretch of it


def _possible(text: str) -> _Possible:
    """A sentence's plain text (its labels removed) is a stretch of ``LABEL.sub("", text)``,
    as long as no label holds a line break (a sentence can end only there inside a label:
    then every pattern is searched); what ``_words`` reads is pieces of ``text`` itself, and
    those are cut into tokens from one translation of the whole text when none of them can
    hold a bound or an address (``figure_free_terms`` would substitute those first)."""
    bounds = BOUND.possible(text)
    token_text = None if bounds or "://" in text or "www." in text else ascii_token_text(text)
    joiners = "-" in text or "'" in text
    unlabelled = LABEL.sub("", text) if "[" in text else text
    if unlabelled.count("\n") != text.count("\n"):
        return _Possible(True, True, True, bounds, token_text, joiners)
    return _Possible(may_say_nothing(unlabelled), FIRST_PERSON.possible(unlabelled), WE.possible(unlabelled),
                     bounds, token_text, joiners, unlabelled)


_JOINED = lazy_pattern(r"(?:st|nd|rd|th)?(?:-[^\W_]+)+")


def _words(scanned: AnswerText, start: int, end: int, possible: _Possible | None = None,
           reader: frozenset[str] = frozenset()) -> tuple[tuple[str, ...], bool]:
    """The subject terms of ``scanned.text[start:end]`` with its figures cut out (a date's
    month name or a currency word is the figure checks' business, not a claim's subject),
    and whether it has a figure at all. The figures are the verifier's scan of the whole
    text (:func:`scan_answer`), read once for every check. ``possible``: what the whole
    text can hold (:func:`_possible`)."""
    text = scanned.text
    mentions = scanned.mentions_in(start, end)
    pieces, pos = [], start  # the stretches between the figures, as (start, end)
    for m in mentions:
        measured = MEASURED.search(text, pos, m.start) if reader and not reader.isdisjoint(
            DIGIT_RUN.findall(m.text)) else None
        pieces.append((pos, measured.start() if measured else m.start))
        # "16-year-old", "18th-century", "two-time": the word joined to a figure goes with it
        tail = _JOINED.match(text, m.end, end)
        pos = max(pos, tail.end() if tail else m.end)
    pieces.append((pos, end))
    # "16-year-old", "18th-century": a word holding digits is a figure, not a subject
    # (figure_free_terms; so is a label's "t1", set apart by its brackets: labels need no
    # removing here). A bound is the figure's ("no later than", «не позднее», "cannot
    # exceed"), not a subject.
    if possible is not None and possible.token_text is not None:
        # The stretches' tokens, read off the whole text's one translation: the tokens of
        # the stretches joined by spaces, as below, without a pass over each.
        cut, chunks = possible.token_text, []
        for a, b in pieces:
            chunks += cut[a:b].split()
        return figure_free_terms_of(ascii_chunk_tokens(chunks) if possible.joiners else chunks), bool(mentions)
    joined = " ".join([text[a:b] for a, b in pieces])
    return figure_free_terms(BOUND.sub(" ", joined) if possible is None or possible.bounds else joined), \
        bool(mentions)


_AT_THAT_POINT = lazy_pattern(r"\b(?:at|from|after|by)\s+(?:that|this|which)\s+(?:point|moment|stage)\b|"
                              r"(?<!\w)(?:в|с)\s+(?:этот|тот)\s+момент(?!\w)", re.IGNORECASE)
_POINT = frozenset(subject_terms("point moment stage момент"))
_A_YEAR = lazy_pattern(r"(?<![\d.,])(?:19|20)\d\d(?!\d|[.,]\d)")
"""A run of digits that may be a year: the cheap test before the figure reader is asked
(tether.verify.editions.years_named: a bare year, a date, not "2000 ₽")."""
_THE_PRESENT = frozenset(subject_terms("today сегодня теперь"))
"""The present set against a year: the edition in force ("an adult paid £16 in 2027; *today* the same
ticket costs 18 pounds": unseen41 dev u41-en-004, -42 u42-en-003, -43 u43-en-003, -40 u40-en-004),
which no edition states. Only in a claim that states a figure, beside a year (a date the figure
reader reads, not "2000 ₽") in its own sentence or the one before: elsewhere "today" is a claim of
its own («Да, привезут *сегодня*» for an order after the cut-off: a red-team of session 40). Not
"currently" or "presently" (stems "current", "present", words of their own), "partly" ("part") nor
"pay" for "cost": each let a wrong answer of the dev split through (session 56)."""
_CONNECTIVE = lazy_pattern(r"\b(?:as|so)\s+(?:long|soon|far)\s+as\b|\bas\s+well\s+as\b|\bin\s+order\s+(?:to|that)\b|"
                         r"\b(?:comes?\s+)?on\s+top\s+of\b|\bin\s+addition\s+to\b|"
                         r"(?<!\w)(?:до\s+тех\s+пор|при\s+условии\s*,?\s+что|в\s+то\s+время\s*,?\s+как)(?!\w)",
                         re.IGNORECASE)
_CONNECTIVE_WORDS = frozenset(subject_terms("long soon far well order top come comes addition пор условии время"))
"""A conjunction spelt with a content word: "*as long as* the new sailing is within 30 days"
(unseen26 dev u26-en-025) says nothing "long", «при условии, что» no condition of its own; "the
materials fee … *comes on top of* that" (unseen39 dev u39-en-024) nothing "top": it adds one sum
to another, as "and" does."""
"""A time pointed back to ("Not if the wind is above 25 knots: lifts stop *at that point*",
unseen24 dev u24-en-013): the clause before names it, no source needs the word."""


RULE_TALK = frozenset(subject_terms(
    # why a rule applies to the reader's case: "since 90 EUR is below 150 EUR", «поскольку …»
    "since because hence whereas given поскольку потому ввиду "
    # the rule's own structure, named while applying it: "the exception applies", «это ограничение не действует»
    "rule rules exception exceptions limit limits restriction restrictions usually normally generally typically "
    "правило правила правилу исключение исключения исключением ограничение ограничения обычно "
    "распространяется распространяются относится относятся сделан сделана сделано сделаны"))
# Not "qualifies", "meets", "satisfies": read as rule talk (unseen39 dev u39-en-015, "her attendance
# qualifies … 95% meets that"), "a gym card satisfies the requirement, so you qualify" passed where
# the rule asks for a council tax bill, and "if you are not satisfied" lost its negation (a red-team
# and the holdout mutations of session 39).
"""Words an answer uses to apply the source's rule to the reader's case rather than to state
a fact: faithful answers that reason ("the 14-day rule does not apply to your wardrobe,
because it was made to order") failed on them alone. What they qualify is still checked."""


FIGURE_TALK = frozenset(subject_terms(
    # a comparison a figure carries, said either way: «не менее 5 000 ₽» is «не может стоить
    # меньше 5000 рублей» (unseen8 dev u8-ru-007)
    "less fewer меньше больше менее "
    # units of area written out or as a symbol: «за м²» is «за квадратный метр»
    "square metre metres meter meters квадратный квадратных квадратного метр метра метров"))
"""Words that say how a figure compares or what it is measured in: the figure checks judge
the figure; a claim's subject is the rest. Not in GENERIC_TERMS: the words next to a figure
still tell which sentence it is taken from ("no less than 18 months" beside "at least 3")."""


EDITION_TALK = frozenset(subject_terms(
    "edition editions version versions previous previously earlier "
    "редакция редакции редакцией версия версии текущая текущий текущей действующая действующий действующей "
    "прежняя прежний прежней предыдущая предыдущей"))
"""Words that say which edition of the material a value is from ("the 2026 edition set …; the
current tariff charges …", unseen15 dev u15-en-016): the cited records' dates say it, not a
sentence. Not "current": terms match on five letters, and "currency" would go with it."""


MIN_FRAME_PREFIX = 5
"""A claim or cue word's stem (tether.checks.lexicon.frame_stems) shorter than this is generic
only as itself: «принят» stems to «прин», and read as a prefix (terms.same_term) it made
«приносить» generic, so «Нет, свой реквизит приносить нельзя» had one word left to compare, and
so was never compared with «Свой реквизит приносить можно, кроме …» (unseen46 dev u46-ru-036,
which still passes: a sentence this long is compared by a clause only); «стат» of «статья» took
«статус». The other generic words keep the prefix reading: applied to them too, it moved
verdicts both ways (HaluEval and mutation cases) for no net gain."""


@functools.lru_cache(maxsize=1)
def _generic() -> TermSet:
    return TermSet(FREE_WORDS | _long(frame_stems()) | RULE_TALK | FIGURE_TALK | EDITION_TALK)


def _long(stems: frozenset[str]) -> frozenset[str]:
    return frozenset(s for s in stems if len(s) >= MIN_FRAME_PREFIX)


@functools.lru_cache(maxsize=1)
def _short_frame() -> frozenset[str]:
    return frame_stems() - _long(frame_stems())


@functools.lru_cache(maxsize=16384)
def _is_generic(term: str) -> bool:
    """Whether ``term`` is a generic word (:func:`_generic`, or a short frame stem as itself:
    MIN_FRAME_PREFIX), kept per term: every answer repeats its words."""
    return term in _generic() or term in _short_frame()


def _free_terms(inp: VerifyInput, cited: Sequence[ContextFragment]) -> TermSet:
    """Terms a sentence may use without the source stating them: the question's, the cited
    documents' names and titles, jurisdiction names, the context's entity identities, tool
    facts' keys (and the generic words, :func:`_generic`)."""
    # "I *lost* my ticket" tells "if you *lose* your ticket": Snowball keeps the two apart
    pieces = [inp.question, *base_forms(inp.question)]
    for f in cited:
        pieces += [f.title or "", f.document.replace("-", " "), f.jurisdiction or ""]
        pieces += NAMES.get(f.jurisdiction or "", ())
        # a sum's country, where the text names none (tether.verify.places.unnamed_countries)
        pieces += unnamed_countries(f.text)
    pieces += [e.identity.replace("-", " ") for e in inp.context.entities]
    # A tool's fact stands on its own source, named by its key ("ecb#main-refinancing").
    fragment_ids = {f.id for f in inp.context.fragments}
    pieces += [re.sub(r"[#_-]", " ", f.fragment_id) for f in inp.context.facts
               if f.fragment_id and f.fragment_id not in fragment_ids]
    return term_set_of(" ".join(pieces))


_NOT_INCLUDED = lazy_pattern(
    r"\bnot\s+included\b|\bexclud(?:es|ing)\b|\bexclusive\s+of\b|\b(?:charged|paid|payable)\s+(?:for\s+)?separately\b|"
    r"(?<!\w)(?:не\s+вход(?:ит|ят)\s+в\s+(?:стоимость|цену)|в\s+(?:стоимость|цену)[^.;!?]{0,60}?не\s+вход(?:ит|ят)|"
    r"без\s+уч[её]та|оплачива\w*\s+отдельно|за\s+отдельную\s+плату)(?!\w)", re.IGNORECASE)
"""A cited sentence that sets a thing outside the price: "not included", "excluding", «в стоимость … не
входят», «без учёта запчастей»."""
_INCLUDED = lazy_pattern(r"\b(?:included|includes|including)\b|(?<!\w)(?:входит|входят|включен\w*|включает)(?!\w)",
                         re.IGNORECASE)
"""Every word that puts a thing inside the price, negated or not: a sentence with more of them than of
:data:`_NOT_INCLUDED` puts something inside it too."""
_SEPARATELY = lazy_pattern(r"\b(?:paid|charged|payable)\s+(?:for\s+)?separately\b|(?<!\w)оплачива\w*\s+отдельно(?!\w)",
                           re.IGNORECASE)
"""An answer's "paid for separately", «оплачивается отдельно»: what a sentence setting the thing outside
the price says (unseen30 dev u30-ru-004, unseen34 dev u34-ru-003: faithful answers failed on these words)."""
_SEPARATELY_TERMS = frozenset(subject_terms("paid charged payable separately оплачивается оплачиваются отдельно"))


def paid_apart(claim: str, clause: str) -> bool:
    """Whether ``claim`` says a thing is paid for separately where ``clause`` says it is not included:
    the same statement, one affirmed and one denied («оплачивается отдельно» / «в цену не входит»)."""
    return _SEPARATELY.search(claim) is not None and _NOT_INCLUDED.search(clause) is not None


def _set_apart(words: Sequence[str], cited: Sequence[ContextFragment]) -> bool:
    """Whether a cited sentence sets outside the price a thing a claim (its ``words``) says is paid for
    separately: it holds a word of the claim besides those of paying (the thing), and says "not
    included" of it."""
    own = frozenset(words) - _SEPARATELY_TERMS
    return bool(own) and any(not own.isdisjoint(terms) for f in cited for terms in _set_apart_in(f.text))


@functools.lru_cache(maxsize=1024)
def _set_apart_in(text: str) -> tuple[frozenset[str], ...]:
    """The subject terms of each sentence of a cited text that sets a thing outside the price, read once:
    wholly, not for one case of it ("included for adults; for children … not included") nor with an
    exception ("not included, except for suite guests"), which "paid for separately" would drop."""
    return tuple(frozenset(subject_terms(s)) for s in sentences(text) if _NOT_INCLUDED.search(s)
                 and len(_INCLUDED.findall(s)) <= len(_NOT_INCLUDED.findall(s)) and not EXCEPTED.search(s))


@functools.lru_cache(maxsize=256)
def term_set_of(text: str) -> TermSet:
    """The subject terms of ``text`` as a TermSet, kept: a question and its citations come
    back (the rewrite of a failed answer is checked against the same ones)."""
    return TermSet(subject_terms(text))


_GENERIC, _FREE, _DISTINCTIVE = 0, 1, 2  # what a claim's word is to it (claims_of)


def claims_of(answer: AnswerContract, inp: VerifyInput, cited: Sequence[ContextFragment]) -> list[Claim]:
    free = _free_terms(inp, cited)
    texts = [(answer.answer, True, _possible(answer.answer))] + [(lim, False, _possible(lim))
                                                                 for lim in answer.limitations]
    unlabelled = [p.unlabelled for _, _, p in texts]  # None: a sentence may not be a stretch of its text
    hints = AnswerHints(None if None in unlabelled else [u for u in unlabelled if u is not None])
    asked = Asked(inp.question, free, question_figures(inp.question), " ".join([answer.answer, *answer.limitations]),
                  hints)
    reader = frozenset(DIGIT_RUN.findall(inp.question))  # the reader's own figures' digits
    reader_terms = frozenset(subject_terms(inp.question)) if reader else frozenset()
    out = []
    # Per term, which of the three it is (generic, free or distinctive), looked up once per
    # answer: words recur across its sentences.
    kinds: dict[str, int] = {}
    for text, in_answer, possible in texts:
        scanned = scan_answer(text)
        talks_of_tools = _TOOL_TALK.possible(text)  # once for the text: most never say "call"
        alone = in_answer and len(scanned.sentences) == 1  # a bare hedge is then the answer itself
        # Read once for the text (locals: the loop below runs for every sentence).
        may_absence, may_first_person, may_we = possible.absence, possible.first_person, possible.we
        # which sentences name a year, read once for the text ("in 2027 …; today …")
        dated = [bool(years_named(text[a:b])) for a, b in scanned.sentences] if _A_YEAR.search(text) else None
        for k, (start, end) in enumerate(scanned.sentences):
            if talks_of_tools:
                tool_talk = _TOOL_TALK.search_between(text, start, end)
                if tool_talk:
                    # "A call such as {…} is not needed here: the fee is …" — what the assistant
                    # did not need states nothing about the material; what follows the colon does.
                    colon = text.find(": ", _past_braces(text, tool_talk.end(), end), end)
                    if colon < 0:
                        continue
                    start = colon + 2
            plain = text[start:end]
            plain = LABEL.sub("", plain) if "[" in plain else plain
            if (may_absence and says_what_the_material_lacks(plain)) or plain.rstrip().endswith(":") \
                    or is_courtesy(plain, alone) or _a_language_note(plain):
                continue  # "The material does not say …", "Deadlines:", "Hope this helps!" assert no fact
            unrecorded = False
            if (may_first_person and first_person(plain)) or \
                    (may_we and WE.search(plain) and (OFFER.search(plain) or find_claims(plain))):
                # What the assistant did (recorded), offers or did not do states nothing about
                # the material; a claimed action nothing records is stated by nothing.
                unrecorded = bool(check_unperformed_mutations(plain, list(inp.context.performed_mutations)))
                if not unrecorded:
                    continue
            words, has_figure = _words(scanned, start, end, possible, reader)
            if _AT_THAT_POINT.search(plain):
                words = tuple(t for t in words if t not in _POINT)  # "lifts stop *at that point*"
            if _SEPARATELY.search(plain) and _set_apart(words, cited):
                words = tuple(t for t in words if t not in _SEPARATELY_TERMS)  # "… *paid for separately*"
            if _CONNECTIVE.search(plain):
                words = tuple(t for t in words if t not in _CONNECTIVE_WORDS)
            if dated and has_figure and (dated[k] or (k > 0 and dated[k - 1])):
                words = tuple(t for t in words if t not in _THE_PRESENT)  # "in 2027 …; *today* …"
            # The claim and cue words of the seed-001 checks ("explicitly prohibits", «прямо
            # разрешает») are theirs to judge against the material's own sentence.
            for t in words:
                if t not in kinds:
                    kinds[t] = _GENERIC if _is_generic(t) else _FREE if t in free else _DISTINCTIVE
            anchors = tuple([t for t in words if kinds[t]])  # a list: cheaper than a generator
            terms = tuple([t for t in anchors if kinds[t] is _DISTINCTIVE])
            if reader and has_figure and terms:
                placing = placing_terms(plain, reader, reader_terms)
                terms = tuple([t for t in terms if t not in placing]) if placing else terms
            span = (start, end) if in_answer else None
            out.append(Claim(plain.strip(), span, terms, anchors, words, unrecorded, has_figure, asked))
    return out


def _past_braces(text: str, start: int, end: int) -> int:
    """Where a ``{…}`` object that opens after ``start`` closes (``start`` when none does),
    so that a colon inside a quoted tool call is not taken for the sentence's own."""
    opened = text.find("{", start, end)
    if opened < 0:
        return start
    depth = 0
    for i in range(opened, end):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        if depth == 0:
            return i + 1
    return end
