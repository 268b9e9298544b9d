"""What a question asks for — a figure, a sum, a time — and whether a fragment states it.

Coverage (tether.sufficiency) says a fragment is about the question; these readers say
whether it answers it: "How much …" is answered by a figure beside the question's words,
"How much does … cost" by a sum (or "free"), "When …" first by a date or a clock time.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from .class_names import class_names, of_other_classes
from .coverage import holds
from .gate import Verdict
from .guard import lazy_pattern
from .plan import Plan
from .sufficiency import Sufficiency
from .terms import subject_terms
from .text import STOP_WORDS, sentences, stem, tokens

_VALUE_QUESTION = lazy_pattern(r"\bhow\s+(?:much|many|long|often|frequently|quickly|soon)\b|"
                               r"(?<!\w)(?:сколько|скока|скоко|как\s+долго|как\s+часто|как\s+быстро)(?!\w)",
                               re.IGNORECASE)
_NO_VALUE = frozenset({"list", "reference", "identifier", "url", "email", "ordinal"})


def asks_for_a_value(plan: Plan) -> bool:
    """"How much / many / long", «сколько»: the answer is a figure; "at what time", «во сколько»:
    a clock time (:data:`CLOCK`); "what fee", «какая скидка»: a sum (_SUM_ASKED); "how old", or
    whether someone of an age given may do something: an age (:data:`AGE`, :data:`AGE_RULE`)."""
    return bool(_VALUE_QUESTION.search(plan.question) or _CLOCK_ASKED.search(plan.question)
                or _SUM_ASKED.search(plan.question) or _MEASURE_ASKED.search(plan.question)
                or _AGE_ASKED.search(plan.question) or _asks_if_an_age_may(plan.question))


AGE_RULE = "age rule"
"""The kind a question asks for when it gives someone's age and asks whether they may do something
("My son is 6. Can he join a group lesson?", «Моей дочери 16 лет, можно ей …»): answered only by a
sentence that bounds an age (:data:`_AGE_BOUND`), not by one that counts children ("one instructor
teaches no more than 8 students … no more than 5 children": unseen56 dev u56S-004)."""
_PERSON_EN = r"(?:he|she|they|i|we|son|daughter|child|kid|boy|girl|grandson|granddaughter|nephew|niece|teenager)"
_PERSON_RU = (r"(?:мне|ему|ей|нам|им|сыну|дочке|дочери|ребёнку|ребенку|внуку|внучке|племяннику|племяннице|"
              r"подростку|мужу|жене|другу|подруге)")
_AGE_GIVEN = lazy_pattern(
    rf"\b{_PERSON_EN}(?:'s|'m|\s+(?:is|are|am|turns?|turned|just\s+turned|will\s+be))\s+\d{{1,2}}\b"
    r"(?!\s*(?:%|[.,:]\d|months?|weeks?|days?|kg|kilos?|cm|stone|lbs?|minutes?|hours?))|"
    r"\b\d{1,2}\s*-?\s*(?:years?|yrs?)\s*-?\s*old\b|\b\d{1,2}\s*yo\b|\baged?\s+\d{1,2}\b|"
    rf"(?<!\w){_PERSON_RU}\s+(?:уже\s+|только\s+|почти\s+|исполнилось\s+)?\d{{1,2}}\s*(?:лет|года?)(?!\w)|"
    rf"(?<!\w)\d{{1,2}}\s*(?:лет|года?)\s+{_PERSON_RU}(?!\w)|(?<!\w)в\s+возрасте\s+\d|(?<!\w)\d{{1,2}}-?летн\w*",
    re.IGNORECASE)
"""Someone's age, given: "my son is 6", "she's 16", "a 7-year-old", "7yo", "aged 15", «дочери 16 лет»,
«ему 7 лет», «12-летний»; not a period («через 2 года») or a figure of something else ("the fee is 25")."""
_MAY_ASKED = lazy_pattern(
    r"\b(?:can|could|may|might|is\s+(?:he|she|it|they)\s+allowed|are\s+(?:they|kids|children)\s+allowed|"
    r"allowed|old\s+enough|able\s+to|cn)\b|"
    r"(?<!\w)(?:можно|может|могут|разрешено|разрешается|пустят|пускаете|пускают|возьмут|берёте|берете|примут|"
    r"принимаете|допускается|допустят)(?!\w)", re.IGNORECASE)
"""A question whether someone may do something: "can he join", «можно ей», «пустят ли»."""


def _asks_if_an_age_may(question: str) -> bool:
    return bool(_AGE_GIVEN.search(question) and _MAY_ASKED.search(question))


AGE = "age"
"""The kind "how old", «с какого возраста» ask for: an age. "How old do you have to be to buy a
Club membership?" is not answered by the membership's price and number of shows (unseen25 dev
u25X-041)."""
_AGE_ASKED = lazy_pattern(
    r"\bhow\s+old\b|\bwhat\s+age\b|\bage\s+(?:limits?|requirements?|restrictions?)\b|\bminimum\s+age\b|"
    r"(?<!\w)(?:(?:со|с|до)\s+скольки\s+лет|с\s+какого\s+возраста|как(?:ой|ие)\s+(?:минимальный\s+)?возраст\w*|"
    r"возрастн\w+\s+ограничени\w*)(?!\w)", re.IGNORECASE)
_AGE = lazy_pattern(
    r"\b(?:age|aged|ages|years?\s+old|older|younger|adults?|minors?|children|child|kids?|teens?|teenagers?|"
    r"infants?|babies|baby|under\s+\d+|over\s+\d+|\d+\s*\+)|"
    r"(?<!\w)(?:лет|года?|возраст\w*|старше|младше|совершеннолет\w*|несовершеннолет\w*|взросл\w*|дет(?:и|ей|ям|ьми)|"
    r"ребён\w*|ребен\w*|подрост\w*|младенц\w*)(?!\w)", re.IGNORECASE)
"""What states an age, or who it is for: "aged 16 or over", "adults only", «детям до 14 лет»."""


_AGE_BOUND = lazy_pattern(
    r"\baged?\s+(?:of\s+)?\d|\b\d{1,2}\s*-?\s*(?:years?|yrs?)\b|\bage\s+(?:limit|of|requirement)|\bminimum\s+age|"
    r"\b(?:under|over|below|above|from)\s+(?:the\s+age\s+of\s+)?\d{1,2}\b(?!\s*(?:%|[.,]\d|kg|cm|km|m\b|min|hours?|"
    r"days?|weeks?|months?|nights?|people|persons?|guests?|students?|riders?|children|kids|adults|[€£$₽]))|"
    r"\b\d{1,2}\s*\+|\b\d{1,2}\s+(?:and|or)\s+(?:over|older|above|under|younger)\b|\b(?:adults|children)\s+only\b|"
    r"(?<!\w)\d{1,2}\s*(?:лет|года?)(?!\w)|(?<!\w)\d{1,2}-?летн\w*|(?<!\w)(?:старше|младше)\s+\d|(?<!\w)возраст\w*|"
    r"(?<!\w)(?:только\s+)?(?:для\s+)?(?:взрослых|совершеннолетних)(?!\w)", re.IGNORECASE)
"""A sentence that bounds an age: "aged 8 and over", "children under 12", "16+", "minimum age", «с 14
лет», «младше 6», «только для взрослых». Not a count of children ("no more than 5 children")."""
_MEASURE_ASKED = lazy_pattern(
    r"\bwhat(?:'s|\s+is|\s+are)?\s+(?:the\s+|a\s+|my\s+)?(?:[\w-]+\s+){0,2}?"
    r"(?:minimum|maximum)\b(?!\s+(?:requirements?|conditions?|documents?))"
    r"|(?<!\w)как(?:ая|ой|ие|ова|ов)\s+(?:[\w-]+\s+){0,1}?(?:минимальн\w+|максимальн\w+)(?!\s+(?:требован|услови|документ))",
    re.IGNORECASE)
""""What is the *minimum* insurance cover …", «Какой *минимальный* взнос …» ask for a figure: not
answered by the sentence that names the insurance (unseen24 dev u24X-039). Not "the minimum
requirements" (a list), nor a "limit" or a "rate": "There is *no limit* …" answers, and a rate
is often a tool's fact that the record only names (a red-team and tests/facts)."""


_SUMS = (r"fee|fees|price|cost|costs|charge|charges|fare|fares|rent|fine|fines|toll|tolls|premium|premiums|deposit|"
         r"surcharge")
"""The English nouns of a sum, which "what is the …" and "how much is the …" ask for alike."""
_SUM_ASKED = lazy_pattern(
    r"\bwhat(?:'s|\s+is|\s+are)?\s+(?:the\s+|a\s+|my\s+)?(?:[\w-]+\s+){0,2}?"
    rf"(?:{_SUMS}|prices|discount|discounts|penalty)\b"
    r"|(?<!\w)как(?:ая|ой|ие|ова|ов)\s+(?:[\w-]+\s+){0,1}?"
    r"(?:скидк[аиуе]|плат[аы]|стоимость|штраф|пени|комисси[яи]|цена|залог|взнос|доплата|надбавка)(?!\w)",
    re.IGNORECASE)
"""A sum named by its noun: "What is the late fee?", «Какая скидка на второго ребёнка?» — answered
by a sum, a share ("10 %") or "free", not by a section that names the child (unseen22 dev u22k-003)."""


CLOCK = "clock"
"""The kind "at what time", «во сколько» ask for: a time of day. Not "when" (a date, a period or
a rule answers it: :func:`the_dated` only prefers a dated section). «Во сколько в саду ужин?» is
not answered by the menu that names the dinner (unseen22 dev u22k-040)."""
_CLOCK_ASKED = lazy_pattern(
    r"(?<!within\s)\bwhat\s+times?\b(?!\s+(?:limit|limits|frame|frames|period|periods|off|zone))|"
    r"\bwhat\s+(?:are\s+the\s+)?hours\b|\bat\s+what\s+hour\b|"
    r"(?<!\w)(?:(?:во|до|со)\s+скольк[ио](?!\s+(?:обойд|раз|недел|лет|год|месяц|дн|сут|минут|час|процент|рубл))"
    r"|в\s+какое\s+время|в\s+какие\s+часы|с\s+какого\s+часа|до\s+какого\s+часа)(?!\w)", re.IGNORECASE)
"""Not "*within* what time" (a period), nor «во сколько *обойдётся*» (a price) or «со скольки *недель*» (an
age): those name what they count."""
_ROUND_THE_CLOCK = lazy_pattern(r"\b(?:round[\s-]the[\s-]clock|24\s+hours\s+a\s+day|24/7|midnight|noon|midday)\b|"
                                r"(?<!\w)(?:круглосуточн\w*|полноч\w*|полдень|полдня)(?!\w)", re.IGNORECASE)
"""Times of day said in words: "round the clock", «круглосуточно», "midnight"."""


_COUNTED = lazy_pattern(r"\bhow\s+many\s+(\w+(?:\s+\w+)?)|(?<!\w)(?:сколько|скока|скоко)\s+(\w+(?:\s+\w+)?)",
                        re.IGNORECASE)
_MEASURED_KINDS = frozenset({"duration", "money", "percent"})
_UNITS = ("kilometre kilometres kilometer kilometers km километр километра километров км",
          "mile miles mi миля мили миль",
          "kilogram kilograms kilo kilos kg килограмм килограмма килограммов кило кг",
          "litre litres liter liters литр литра литров",
          "metre metres meter meters метр метра метров",
          "centimetre centimetres centimeter centimeters cm сантиметр сантиметра сантиметров см",
          "gigabyte gigabytes gb гигабайт гигабайта гигабайтов гб")
UNIT_NAMED = {stem(word): "unit:" + group.split()[0] for group in _UNITS for word in group.split()}
"""A unit a question counts in ("how many *kilometres*", «сколько *килограммов*»): the figure
reader reads "12 km" as a bare number, so the sentence that answers is one that names the unit,
in full or short. "How many kilometres is the day hike in Zermatt?" is not answered by the day
hikes' prices (unseen34 dev u34A-037)."""
_SHORT_UNITS = {"kilometre": "km км", "mile": "mi", "kilogram": "kg кг", "litre": "l л", "metre": "m м",
                "centimetre": "cm см", "gigabyte": "gb гб"}
_UNIT_FORMS = {"unit:" + group.split()[0]: frozenset(group.split()) | frozenset(_SHORT_UNITS[group.split()[0]].split())
               for group in _UNITS}
"""Each unit as written right after a figure: in full, short, or joined to it ("8kg", "800 m", «5 л»)."""
_MEASURE_FORMS = frozenset().union(*_UNIT_FORMS.values())
"""Every measure's unit as written after a figure: a number followed by one is no count ("bags must
weigh less than 20 kg" counts no bags: a red-team of session 45)."""
_WORD_AFTER = lazy_pattern(r"\s?([^\W\d_]{1,12})")
_JOINED_UNIT = lazy_pattern(r"[^\W\d_]+")


def _a_count(sentence: str, text: str, end: int) -> bool:
    """Whether the number ``text`` ending at ``end`` counts things rather than measuring: no
    measure's unit joined to it ("8kg") or right after it ("20 kg")."""
    joined = _JOINED_UNIT.search(text)
    if joined is not None:
        return joined.group().lower() not in _MEASURE_FORMS
    after = _WORD_AFTER.match(sentence, end)
    return after is None or after.group(1).lower() not in _MEASURE_FORMS


_AGE_SPAN = lazy_pattern(
    r"\b(?:aged?|ages)\s+(?:of\s+|from\s+|between\s+)?\d{1,2}(?:\s*(?:-|–|to|and|or)\s*\d{1,2})?|"
    r"\b\d{1,2}(?:\s*(?:-|–|to|and)\s*\d{1,2})?\s*(?:-\s*)?(?:years?|yrs?)\b|\b(?:under|over)-\d{1,2}s\b|"
    r"(?<!\w)(?:(?:от|с|до|младше|старше)\s+)?\d{1,2}(?:\s*(?:до|-|–)\s*\d{1,2})?\s*(?:лет|года?)(?!\w)|"
    r"(?<!\w)(?:младше|старше)\s+\d{1,2}", re.IGNORECASE)
"""An age a sentence gives: "children *aged 8 to 12*", "*ages 13 to 17*", "*16 years* and over", «*от 7 до
12 лет*», «*младше 6*». Its numbers count no things: "How many children can a kids' holiday class take?"
is not answered by the ages the class is for (unseen57 dev u57C-034)."""


def _an_age(ages: Sequence[tuple[int, int]], start: int) -> bool:
    """Whether the figure starting at ``start`` lies in one of the ``ages`` spans (in order, apart: a
    look-up, not a scan of every span for every figure)."""
    k = bisect_right(ages, (start, _PAST_ANY_END)) - 1
    return k >= 0 and ages[k][0] <= start < ages[k][1]


_PAST_ANY_END = 1 << 62
"""Past any span's end: the key that puts a span starting at ``start`` before it in :func:`_an_age`."""


_AFTER_A_FIGURE = lazy_pattern(r"\d\s?([^\W\d_]{1,12})")
_ANSWERED_BY = {"money": ("money", "percent"), "period": ("duration", "date")}
"""A sum is also stated as a share of another ("a fee of 20 % of the order value")."""
_FREE = lazy_pattern(r"\b(?:free|no\s+(?:extra\s+)?charge|no\s+cost|not\s+charged|waived)\b|"
                     r"(?<!\w)(?:бесплатн\w*|без\s+(?:оплаты|доплаты)|не\s+взима\w*)(?!\w)", re.IGNORECASE)
"""No sum at all is the commonest answer to "how much": "Installation is free on Fibre 150"."""
_PRICE_ASKED = lazy_pattern(
    rf"\bhow\s+much\b(?!\s+of\b)(?:\s+[\w-]+){{0,6}}?\s+(?:{_SUMS}|pay|pays|paid|charged)\b|"
    r"(?<!\w)(?:сколько|скока|скоко)(?:\s+[\w-]+){0,3}?\s+(?:стоит|стоят|стоить|стоимость|платить|заплатить|платят|"
    r"платит|плата|доплата|доплатить)(?!\w)", re.IGNORECASE)
""""How much is an on-call engineer *paid*", «сколько *стоит*»: money is asked for. A record
that states only a period beside the question's words (the weekly rota) does not answer it."""


def asked_kind(plan: Plan) -> str | None:
    """The kind of figure a question counts in, when it names a unit: "how many *hours*",
    «сколько *рабочих дней*» ask for a duration, "how many *euros*" for money. A record that
    states only another kind of figure (a daily allowance in roubles for "how many hours
    is the working day") does not answer it. "How much … cost / paid", «сколько стоит»
    ask for money (_PRICE_ASKED). "How many *sessions*", «сколько *человек*» ask for a count
    (COUNT), answered by a number, a count in words ("twice", «двое») or a share of them ("2% of
    seats")."""
    return _kind_asked(plan.question)


@lru_cache(maxsize=1024)
def _kind_asked(question: str) -> str | None:
    """:func:`asked_kind` of a question's text; kept, as it reads nothing else: a question
    whose answer the value check empties asks it twice (the probe, then the window), each
    time reading the counted word's figures again (~50 µs)."""
    from .figures import find_mentions  # the figure reader, loaded only for such questions

    if _AGE_ASKED.search(question):
        return AGE
    if _asks_if_an_age_may(question):
        return AGE_RULE
    match = _COUNTED.search(question)
    if match is not None:
        words = (match.group(1) or match.group(2)).split()
        # The unit is the counted word or the one after its adjective («рабочих *дней*»).
        for counted in (words[:1], words):
            kinds = {m.kind for m in find_mentions(" ".join(("2", *counted)))} & _MEASURED_KINDS
            if kinds:
                return kinds.pop()
        unit = UNIT_NAMED.get(stem(words[0].lower()))
        if unit is not None:
            return unit
    priced = _PRICE_ASKED.search(question) or _SUM_ASKED.search(question)
    if match is not None and not priced and _counts_things(question, match):
        return COUNT  # not "How many can join, and how much is it?": that asks the price as before
    if priced:
        return "money"  # «сколько *стоит*», "what fee" count no unit
    if _CLOCK_ASKED.search(question):
        return CLOCK
    return PERIOD if _PERIOD_ASKED.search(question) else None


COUNT = "count"
"""The kind "how many bicycles", «сколько человек» ask for: a number of things. "How many bicycles can be
reserved on an Intercity train?" is not answered by "a space must be reserved at least 2 hours before
departure" (unseen14 dev u14r-030), nor "how many guests can the barn seat" by its hire price (unseen43
dev u43W-042)."""
_COUNT_NOUNS_RU = frozenset("человек людей гостей детей участников посетителей мест штук".split())
"""Russian «сколько» asks for anything («сколько стоит», «сколько длится»): only these counted nouns
make it a count, where English "how many" counts any noun. Read by the noun's stem instead, «сколько
стоит», «сколько раз» and «сколько дней» would need a verb and unit list: measured on the pooled
question sets, a suffix reading of the noun changed no outcome."""
_NOT_COUNTED = frozenset("times time more less much of".split())
""""How many *times*" is a frequency ("once a year"), "how many *more*" a difference."""
UNIT_REACH = 4
"""The counted words read for a unit: "how many annual leave *days*" counts days (a duration). 4: that
question's "anual leave days" (questions/staff.jsonl staff-085, which became a wrong source when only
the first two words were read) with a word to spare."""
_TIMES = lazy_pattern(r"\b(?:twice|thrice|a\s+dozen)\b|"
                      r"(?<!\w)(?:дважды|трижды|двое|трое|четверо|пятеро|шестеро|семеро|десяток|дюжина)(?!\w)",
                      re.IGNORECASE)
"""A count said in words the figure reader leaves: the coordinator "meets the couple *twice*", the
minibus "carries *a dozen* passengers", «бесплатно проходят *двое* детей» (a red-team of session 45).
Not "once", "a couple", "a pair", «пара»: as often "once booking opens", "a couple of hours",
«пара часов» (a review of this reading)."""
_SHARE_OF = lazy_pattern(r"\d\s?%\s+(?:of|от)\s|\d\s?%\s+(?:мест|билетов|номеров)(?!\w)", re.IGNORECASE)
"""A share of the things counted: "*2% of* seats are reserved", «*5 % мест* отведено» — not "10%
off" or "a 10% discount", which are no count."""


def _counts_things(question: str, counted: re.Match[str]) -> bool:
    """Whether "how many …" / «сколько …» (``counted``: a _COUNTED match) counts things, not units,
    a frequency or a sum."""
    from .figures import find_mentions  # the figure reader, loaded only for such questions

    english = counted.group(1) is not None
    first = (counted.group(1) or counted.group(2)).split()[0].lower()
    if (english and first in _NOT_COUNTED) or (not english and first not in _COUNT_NOUNS_RU):
        return False
    words = question[counted.start(1 if english else 2):].split()[:UNIT_REACH]
    return not any({m.kind for m in find_mentions("2 " + w)} & _MEASURED_KINDS or stem(w.lower()) in UNIT_NAMED
                   for w in words)


PERIOD = "period"
"""The kind "how long" asks for: a duration, a date it lasts until, or a period a figure
reader leaves bare ("up to 3 nights", "a year", «не более суток»). "How long does the smart meter
installation appointment take?" is not answered by the section naming the "Aura 300" meter
(unseen15 dev u15e-030)."""
_PERIOD_ASKED = lazy_pattern(r"\bhow\s+(?:long|often|frequently|quickly|soon)\b|"
                             r"(?<!\w)(?:как\s+долго|как\s+часто|как\s+быстро|сколько\s+(?:времени|по\s+времени)|"
                             r"сколько\s+(?:длится|длятся|продолжается|продолжаются|идёт|идет|идут))(?!\w)",
                             re.IGNORECASE)
""""How long", and "how often" / «как часто» (answered "every 6 months", «раз в полгода»), "how
quickly" (within 2 working days), «сколько длится» (how long it lasts): a period (unseen13 dev
u13d-010, unseen8 dev u8wa-023; «Сколько длится итоговый тест?» is not answered by the
certificate's "80 % of the classes": unseen27 dev u27Y-043)."""
_PERIOD_EXTRAS = frozenset((
    "fortnight fortnights night nights annual annually daily weekly monthly permanently indefinitely until forever "
    # how often: "quarterly", «не реже 1 раза в квартал»
    "quarter quarters quarterly квартал квартала квартале ежеквартально "
    "ночь ночи ночей полчаса ежегодно ежемесячно ежедневно бессрочно постоянно пока").split())
"""Words that name a period with no unit of the figure reader's (tether.figures.lexicon.DURATION_UNITS)."""


@lru_cache(maxsize=1)
def _period_words() -> frozenset[str]:
    """The figure reader's duration units and _PERIOD_EXTRAS: what names a period in a sentence."""
    from .figures.lexicon import DURATION_UNITS  # the figure reader, loaded only for such questions

    return frozenset(w.replace("ё", "е") for w in DURATION_UNITS) | _PERIOD_EXTRAS


def _names_a_period(sentence: str) -> bool:
    """Whether ``sentence`` names a period ("up to 3 nights", "a year", «не более суток»). Not a
    length: "within 15 km of the return branch" answered "how long does it take to get the
    deposit back" (unseen6 dev u6car-011), so "How long is the pool?" stops (review15 A-en-12).
    Nor a unit that names a kind of thing: "at most 4 guests on a *day* hike" says how many, not
    how long "a via ferrata takes" (unseen34 dev u34A-045)."""
    periods = _period_words()
    return not periods.isdisjoint(tokens(_KIND_OF_THING.sub(_unless_counted, sentence)))


_KIND_OF_THING = lazy_pattern(r"(?P<before>\b[^\W_]+\s+)?\b(?:day|night|week|month|year|hour|weekend)"
                              r" (?P<after>[a-z]+)\b")
"""An English unit and the word right after it, with one space and no mark between: "a *day
hike*", "the *night tour*", "*day pass*" — a kind of thing, not a period."""
_NOT_A_THING = frozenset("""longer later earlier sooner extra more less maximum minimum ahead before after early late
    each per every in advance ago old long""".split())
"""Words after a unit that leave it a period: "a day longer", "a day ahead", "a week in advance"."""


def _unless_counted(found: re.Match[str]) -> str:
    """The match without its unit when it names a kind of thing; as it is when a figure, "per",
    "each" or "every" counts the unit ("twice a day", "per day rate"), or when the word after it is
    a stop word, an adverb or an -ing form ("half a day, including …" keeps its comma out of the
    match; "a day including" is still a day)."""
    before = (found.group("before") or "").strip().lower()
    after = found.group("after").lower()
    if (before.isdigit() or before in ("per", "each", "every") or after in STOP_WORDS or after in _NOT_A_THING
            or after.endswith(("ing", "ly"))):
        return found.group()
    return (found.group("before") or "") + after


@dataclass(frozen=True, slots=True)
class ValueSentence:
    """A sentence of a fragment with a figure or a "free": all :func:`states_a_value` reads
    of it, whatever the question (so it may be kept with the fragment's content)."""

    kinds: frozenset[str]  # the kinds of its figures
    free: bool  # it says no sum is charged (_FREE)
    held: frozenset[str]  # its subject terms
    period: bool = False  # it names a period (_names_a_period): "up to 3 nights", "a year"
    clock: bool = False  # it names a time of day ("18:00", "8 am", «круглосуточно»)
    classes: frozenset[str] = frozenset()  # the lettered classes it names (tether.class_names)
    age: bool = False  # it states an age or whom it is for (_AGE)
    units: frozenset[str] = frozenset()  # the words right after its figures ("km", "kilos", «л»)
    times: bool = False  # it counts in words: "twice", "a dozen", «двое» (_TIMES)
    share_of: bool = False  # it gives a share of things: "2% of seats" (_SHARE_OF)
    counts: bool = False  # it has a number that is no measure: "12 passengers", not "20 kg" (_a_count)
    age_bound: bool = False  # it bounds an age: "aged 8 and over", «с 14 лет» (_AGE_BOUND)


def value_sentences(text: str) -> tuple[ValueSentence, ...]:
    """The sentences of ``text`` that could state a value, in order."""
    from .figures import find_mentions  # the figure reader, loaded only for such questions

    out = []
    for sentence in sentences(text):
        mentions = find_mentions(sentence)
        kinds = frozenset(m.kind for m in mentions)
        free = bool(_FREE.search(sentence))
        period = _names_a_period(sentence)  # "a year", «не более суток»: no figure needed
        clock = bool(_CLOCK.search(sentence) or _ROUND_THE_CLOCK.search(sentence))
        times = bool(_TIMES.search(sentence))
        if kinds or free or period or clock or times:
            ages = [found.span() for found in _AGE_SPAN.finditer(sentence)] if "number" in kinds else []
            out.append(ValueSentence(kinds, free, frozenset(subject_terms(sentence)), period, clock,
                                     frozenset(class_names(sentence)), bool(_AGE.search(sentence)),
                                     frozenset(w.lower() for w in _AFTER_A_FIGURE.findall(sentence)), times,
                                     bool(_SHARE_OF.search(sentence)),
                                     any(m.kind == "number" and _a_count(sentence, m.text, m.end)
                                         and not _an_age(ages, m.start) for m in mentions),
                                     bool(_AGE_BOUND.search(sentence))))
    return tuple(out)


def states_a_value(found: Sufficiency, text: str, kind: str | None = None,
                   stated: Sequence[ValueSentence] | None = None, classes: frozenset[str] = frozenset()) -> bool:
    """The fragment has a sentence with a figure and a word of the question: it states the
    value asked for, rather than naming the subject beside other figures ("… may apply for
    the mortgage relief grant instead" does not say how much that grant is). When the
    question names the figure's kind (:func:`asked_kind`), the figure is of that kind.
    ``stated``: :func:`value_sentences` of ``text``, when kept already."""
    sentences_ = value_sentences(text) if stated is None else stated
    return any(_of_the_kind(sentence, kind) and (not found.terms or any(holds(sentence.held, t) for t in found.terms))
               and not of_other_classes(classes, sentence.classes) for sentence in sentences_)


def states_for_other_classes(kind: str | None, stated: Sequence[ValueSentence], classes: frozenset[str]) -> bool:
    """Whether a sentence of ``stated`` gives a value of ``kind`` for lettered classes of the
    asked kind other than the asked ``classes``."""
    return any(_of_the_kind(sentence, kind) and of_other_classes(classes, sentence.classes) for sentence in stated)


def _of_the_kind(sentence: ValueSentence, kind: str | None) -> bool:
    """Whether ``sentence`` states a value of ``kind`` (any value for None)."""
    if kind == CLOCK:
        return sentence.clock
    if kind == COUNT:  # a share of them counts too: "2% of seats are reserved for wheelchair users"
        return sentence.counts or sentence.times or sentence.share_of
    if kind == AGE:
        return sentence.age and any(k in ("number", "duration") for k in sentence.kinds)
    if kind == AGE_RULE:
        return sentence.age_bound
    if kind is not None and kind in _UNIT_FORMS:
        return bool(sentence.kinds) and not _UNIT_FORMS[kind].isdisjoint(sentence.units)
    answered_by = None if kind is None else _ANSWERED_BY.get(kind, (kind,))
    return any(k not in _NO_VALUE and (answered_by is None or k in answered_by) for k in sentence.kinds) or (
        kind == "money" and sentence.free) or (kind == PERIOD and sentence.period)


_WHEN_QUESTION = lazy_pattern(r"\b(?:wh?en|whe|(?:by\s+)?what\s+(?:date|time))\b|"
                              r"(?<!\w)(?:когда|кагда|какого\s+числа|до\s+какого|во\s+сколько|до\s+скольки)(?!\w)",
                              re.IGNORECASE)


def asks_when(plan: Plan) -> bool:
    """"When …", «когда …», «до какого числа»: the answer is a date or a period (typed "wen"
    too, as :func:`tether.typos.misspelt_question_word` reads it)."""
    return bool(_WHEN_QUESTION.search(plan.question))


def the_dated(found: Sufficiency, answer_from: Sequence[Verdict], texts: dict[int, str]) -> tuple[Verdict, ...]:
    """Of the fragments to answer a "when" question from, those that say when best (a date or a
    clock time, else a period), before their sentences are compared: «Плата вносится … до 20-го
    числа» answers «До какого числа надо было платить за содержание?», though the section on the
    amount («Плата за содержание … составляет 34,20 ₽») holds more of its words in one sentence
    (unseen21 dev u21u-016); of two sections of a resit policy that cover "when does resit
    registration close", the one with "closes on 15 July". All of them when none says when: a
    preference, never a stop (a rule can answer "when" without a figure). Those kept say when
    equally well, so no order among them is needed after."""
    ranks = {v.candidate.fragment_pk: _undated(found, texts.get(v.candidate.fragment_pk, "")) for v in answer_from}
    best = min(ranks.values(), default=_UNDATED)
    return tuple(answer_from) if best == _UNDATED else tuple(v for v in answer_from
                                                             if ranks[v.candidate.fragment_pk] == best)


_UNDATED = 2


def _undated(found: Sufficiency, text: str) -> int:
    """0 for a text that states a date or a clock time, 1 a period, 2 neither. A period ("within 6
    months") may say when, or how long something else lasts: «Шумные работы разрешены … с 20:00
    до 8:00» answers «Когда можно проводить шумные работы?», not «… при повторном нарушении в
    течение 6 месяцев»."""
    if states_a_value(found, text, "date") or _clock_beside(found, text) or _names_a_day_of_the_month(text):
        return 0
    return 1 if states_a_value(found, text, "duration") else _UNDATED


def _names_a_day_of_the_month(text: str) -> bool:
    """«до *20-го числа*», "by the *20th of each month*": a day the figure scanner reads as a
    number (tether.figures.scanner.DAY_OF_MONTH), which says when as a date does."""
    if "числа" not in text and "month" not in text.lower():
        return False
    from .figures import find_mentions  # the figure reader, loaded only for such texts
    from .figures.scanner import DAY_OF_MONTH

    return any(m.kind == "number" and DAY_OF_MONTH.match(text, m.end) for m in find_mentions(text))
_CLOCK = lazy_pattern(r"(?<![\d.,:£$€])(?:[01]?\d|2[0-3])[:.][0-5]\d(?![\d,:]|\.\d)|"
                      r"\b\d{1,2}\s?(?:am|pm|a\.m\.|p\.m\.)", re.IGNORECASE)


def _clock_beside(found: Sufficiency, text: str) -> bool:
    """A clock time in a sentence with a word of the question (the figure reader takes "18:00"
    for an identifier)."""
    return any(_CLOCK.search(s) and (not found.terms or any(holds(frozenset(subject_terms(s)), t)
                                                            for t in found.terms)) for s in sentences(text))
