"""Word tables for reading figures in English and Russian prose.

Everything here is a plain dict or frozenset keyed by the lowercased word as
written (with its abbreviation dot where one is usual), so the scanner
classifies the words around a number with one hash lookup each instead of a
large alternation regex — the scanner runs over every fragment of every
request.
"""

from __future__ import annotations

import re
from decimal import Decimal
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .mention import Mention


def _forms(value: str, *words: str) -> dict[str, str]:
    return {w: value for w in words}


# --- currencies --------------------------------------------------------------

ISO_CODES: frozenset[str] = frozenset(
    """EUR USD GBP PLN RUB CHF JPY CNY SEK NOK DKK CZK HUF RON BGN UAH KZT BYN TRY
    INR CAD AUD NZD HKD SGD BRL MXN ZAR ILS AED SAR KRW GEL AMD AZN RSD ISK
    MYR THB IDR VND PHP KGS UZS TJS MDL EGP QAR TWD KES NGN TZS UGX PKR LKR""".split()
)

CURRENCY_SYMBOLS: dict[str, str] = {
    "€": "EUR", "$": "USD", "£": "GBP", "₽": "RUB", "¥": "JPY",
    "₴": "UAH", "₸": "KZT", "₺": "TRY", "₹": "INR",
    "֏": "AMD", "₾": "GEL", "₼": "AZN", "฿": "THB", "₫": "VND", "₱": "PHP", "₩": "KRW", "₪": "ILS", "₦": "NGN",
}
CURRENCY_SIGNS = "".join(CURRENCY_SYMBOLS)
"""The signs, for a character class: every pattern that reads a sign before or after digits."""

CASED_CURRENCY_WORDS: dict[str, str] = {"RM": "MYR", "R": "ZAR", "KSh": "KES", "Ksh": "KES", "KSH": "KES",
                                        "Rs": "INR", "Rs.": "INR", "Rp": "IDR", "Dh": "AED", "Dhs": "AED",
                                        "Dhs.": "AED"}
"""Codes that name a currency only as written: "RM95" is 95 Malaysian ringgit, while "rm" and
"Rm 5" are a room (unseen26: every Malaysian fare read as an identifier); "R950" and "R 1 000"
are South African rand (unseen31: every lodge rate read as an identifier, so a rate given to
the wrong case passed), "KSh 2,000" Kenyan shillings. "Rs 4,500" and "Rs.4,500" are rupees, read
as India's, as "rupees" is (Pakistan and Sri Lanka write them so too); "Rp 50.000" is rupiah;
"Dh 350" and "Dhs 350" are UAE dirhams. Found by reading sums as India, Indonesia and the UAE
write them (session 31), before any set held one: each was a bare number or an identifier."""

CASED_CURRENCY_MIN_DIGITS: dict[str, int] = {"R": 3}
"""Digits a cased code needs before it reads as a sum when the number has no separator: "R950",
"R3,500" and "R1 000" are rand, "R16" and «R13–R19» a tyre's radius (unseen12: read as rand, two
rule-made mutations of a radius passed), "R40" a road."""

DOLLAR_PREFIXES: dict[str, str] = {
    "us": "USD", "a": "AUD", "au": "AUD", "nz": "NZD", "c": "CAD", "ca": "CAD", "hk": "HKD", "s": "SGD",
}
"""Country letters glued before "$": "NZ$139" is New Zealand's dollar, not the United States'."""
DOLLARS: frozenset[str] = frozenset(DOLLAR_PREFIXES.values())
SIGN_PREFIXES: dict[str, dict[str, str]] = {"$": DOLLAR_PREFIXES, "£": {"e": "EGP"}}
"""Country letters glued before a sign, by sign: "E£500" is Egyptian pounds (read as sterling before
session 31)."""


_BARE_DOLLARS = re.compile(r"^[\d\s.,\u00a0\u202f]+(?:dollars?|доллар\w*)\s*$", re.IGNORECASE)
"""A sum in dollars that names no country: "180 dollars", «180 долларов»."""

BARE_DOLLAR = "$"
"""The key a dollar sum that names no country ("$35", "35 dollars") is also filed under, so that
another country's dollars agree with it and not with "US$35" (a unit no ISO code spells)."""


def _bare_dollar(unit: str | None, written: str) -> bool:
    return unit == "USD" and (written.lstrip().startswith("$") or bool(_BARE_DOLLARS.search(written)))


def currency_keys(unit: str, written: str = "") -> tuple[str, ...]:
    """The currencies a sum in ``unit``, ``written`` so, agrees with: itself, and for a dollar
    the bare "$" or "dollars" (read as USD), which any country's dollar may be written as
    ("Enrol within 7 days and the 180 dollars comes off" for "the HK$180 is deducted": unseen39
    dev u39-en-022). "NZ$229" is not "A$229", nor is "US$229" (the red-team of session 39: "35
    Australian dollars" passed for "US$35"); "$229" may be either."""
    if _bare_dollar(unit, written):
        return tuple(sorted(DOLLARS))
    return (unit, BARE_DOLLAR) if unit in DOLLARS and unit != "USD" else (unit,)


def filed_keys(unit: str | None, written: str = "") -> tuple[str | None, ...]:
    """The keys a source's sum is filed under, for :func:`currency_keys` to look up: its unit,
    and :data:`BARE_DOLLAR` for a dollar that names no country."""
    return (unit, BARE_DOLLAR) if _bare_dollar(unit, written) else (unit,)


def same_currency(answer: Mention, source: Mention) -> bool:
    """Whether a sum of the answer's and one of a source agree in currency (see currency_keys)."""
    keys = currency_keys(answer.unit or "", answer.text)
    return any(k in keys for k in filed_keys(source.unit, source.text))


CENTS = "¢"
"""The unit of a price in cents, whose currency the word leaves open (see CURRENCY_WORDS)."""

# Words (and codes in lower case) that name a currency next to a number.
CURRENCY_WORDS: dict[str, str] = {
    **{code.lower(): code for code in ISO_CODES},
    **CURRENCY_SYMBOLS,
    **_forms("EUR", "euro", "euros", "евро"),
    # A euro's or a dollar's hundredth: which one the text does not say ("41.5 cent per kWh"),
    # so cents are a unit of their own, equal only to cents (not to "€0.415").
    **_forms(CENTS, "cent", "cents", "цент", "цента", "центов"),
    **_forms("USD", "dollar", "dollars", "us$", "доллар", "доллара", "долларов", "долларах",
             "долларам", "долл.", "долл"),
    **_forms("GBP", "pound", "pounds", "sterling", "фунт", "фунта", "фунтов", "фунтах"),
    **_forms("RUB", "rouble", "roubles", "ruble", "rubles", "рубль", "рубля", "рублей", "рублях",
             "рублям", "руб.", "руб", "р."),
    **_forms("PLN", "zł", "zl", "zloty", "zlotys", "złoty", "złotych", "zlotych", "злотый",
             "злотых", "злотого", "злотые"),
    **_forms("CHF", "franc", "francs", "fr.", "sfr.", "франк", "франка", "франков", "франках"),
    **_forms("JPY", "yen", "иена", "иен", "иены"),
    **_forms("CNY", "yuan", "юань", "юаня", "юаней"),
    **_forms("UAH", "hryvnia", "hryvnias", "гривна", "гривны", "гривен", "грн", "грн."),
    **_forms("KZT", "tenge", "тенге"),
    # Words after a number only ("800 драм", "95 ringgit"): «драма» and «сом» are other words
    # elsewhere, never beside a sum. Not "won", "sum", "dong", "peso" (several countries') or
    # «вон».
    **_forms("MYR", "ringgit", "ринггит", "ринггита", "ринггитов"),
    **_forms("AMD", "dram", "drams", "драм", "драма", "драмов"),
    **_forms("GEL", "lari", "лари"),
    **_forms("AZN", "manat", "manats", "манат", "маната", "манатов"),
    **_forms("KGS", "som", "сом", "сома", "сомов"),
    **_forms("UZS", "soum", "soums", "сум", "сума", "сумов"),
    **_forms("TJS", "somoni", "сомони"),
    **_forms("THB", "baht", "бат", "бата", "батов"),
    **_forms("INR", "rupee", "rupees"),  # not «рупий»: India's and Indonesia's alike
    **_forms("IDR", "rupiah"),
    # Morocco's dirham is a dirham too; read as the UAE's, as "rupees" are India's.
    **_forms("AED", "dirham", "dirhams", "дирхам", "дирхама", "дирхамов"),
    **_forms("TRY", "lira", "liras", "лира", "лиры", "лир"),
    **_forms("CZK", "kč"),
}

# A currency's hundredth, by its word ("22 pence", «50 копеек») or glued to the digits ("22p"):
# UK and Russian prices below one unit are written so. Not "cents", which are dollars' or euros'.
SUBUNIT_WORDS: dict[str, str] = {
    **_forms("GBP", "pence", "penny", "p"),
    **_forms("RUB", "копейка", "копейки", "копеек", "копейку", "коп.", "коп"),
}
SUBUNIT_SCALE = Decimal("0.01")
ATTACHED_SUBUNIT_DIGITS = 2
"""Digits a glued "p" may follow to be pence ("22p", "8p"): "1080p" is a screen's resolution."""

# Words that may stand between a number and its currency word ("5 US dollars").
CURRENCY_FILLERS: frozenset[str] = frozenset({"us", "u.s.", "swiss", "polish", "russian", "сша"})

_RU_ADJECTIVE_ENDINGS = ("ий", "ого", "их", "ому", "им", "ом", "ими")
DOLLAR_COUNTRIES: dict[str, tuple[str | None, str]] = {
    "singapore": (None, "SGD"), "canadian": (None, "CAD"), "australian": (None, "AUD"),
    "american": (None, "USD"), "hong": ("kong", "HKD"), "new": ("zealand", "NZD"),
    **{f"{root}{end}": (None, code) for root, code in (
        ("сингапурск", "SGD"), ("гонконгск", "HKD"), ("канадск", "CAD"), ("австралийск", "AUD"),
        ("новозеландск", "NZD"), ("американск", "USD")) for end in _RU_ADJECTIVE_ENDINGS},
}
"""A country's name (its first word, and the second it needs) or adjective between a number and
"dollars": "48 Singapore dollars", "180 Hong Kong dollars", «48 сингапурских долларов» are that
country's dollars, not a bare number (unseen39: every such sum was read as one, so "S$48" for it
was a figure the material did not hold)."""
ROUBLE_COUNTRIES: dict[str, str] = {
    "belarusian": "BYN", "belarussian": "BYN", "byelorussian": "BYN",
    **{f"{root}{end}": code for root, code in (("белорусск", "BYN"), ("российск", "RUB"))
       for end in _RU_ADJECTIVE_ENDINGS},
}
"""A country's adjective between a number and "roubles": «55 белорусских рублей» is 55 BYN, not a
bare 55 (unseen47 dev u47-ru-006: a correct answer failed, its figure read as another sentence's)."""

# --- magnitudes ----------------------------------------------------------------

_THOUSAND, _MILLION, _BILLION, _TRILLION = (Decimal(10) ** k for k in (3, 6, 9, 12))

MAGNITUDES: dict[str, Decimal] = {
    **{w: _THOUSAND for w in ("thousand", "thousands", "тыс.", "тыс", "тысяча", "тысячи",
                               "тысяч", "тысячу", "тысячам", "тысячах")},
    **{w: _MILLION for w in ("million", "millions", "mn", "mln", "mio", "mio.", "млн", "млн.",
                              "миллион", "миллиона", "миллионов", "миллионах")},
    **{w: _BILLION for w in ("billion", "billions", "bn", "bln", "млрд", "млрд.", "миллиард",
                              "миллиарда", "миллиардов", "миллиардах")},
    # India's "2 lakh" (100,000) and "1.5 crore" (10 million), written beside rupees as often as digits
    **{w: Decimal(10) ** 5 for w in ("lakh", "lakhs")},
    **{w: Decimal(10) ** 7 for w in ("crore", "crores")},
    **{w: _TRILLION for w in ("trillion", "trillions", "tn", "трлн", "трлн.", "триллион",
                               "триллиона", "триллионов")},
}

# Suffixes glued to the digits that scale a sum only beside a currency ("€1.3m", "$5k").
ATTACHED_MAGNITUDES: dict[str, Decimal] = {
    "k": _THOUSAND, "m": _MILLION, "mn": _MILLION, "bn": _BILLION, "b": _BILLION,
}

# --- percent -------------------------------------------------------------------

PERCENT_WORDS: frozenset[str] = frozenset(
    {"%", "percent", "pct", "pct.", "процент", "процента", "процентов", "процентам",
     "процентах", "проц.", "п.п.", "п. п.", "процентных", "процентного"}
)
# Two-word forms: first word → second words that complete it.
PERCENT_PAIRS: dict[str, frozenset[str]] = {
    "per": frozenset({"cent"}),
    "percentage": frozenset({"point", "points"}),
    "процентных": frozenset({"пункта", "пунктов", "пункт"}),
}

# --- durations -----------------------------------------------------------------

DURATION_UNITS: dict[str, str] = {
    **_forms("seconds", "second", "seconds", "sec", "secs", "секунда", "секунды", "секунд",
             "секунду", "сек", "сек."),
    **_forms("operating hours", "моточас", "моточаса", "моточасов", "моточасы", "моточасам",
             "моточасах"),
    **_forms("minutes", "minute", "minutes", "min", "min.", "mins", "минута", "минуты", "минут",
             "минуту", "мин", "мин."),
    **_forms("hours", "hour", "hours", "hr", "hrs", "h", "час", "часа", "часов", "часам",
             "часах", "ч", "ч."),
    **_forms("days", "day", "days", "день", "дня", "дней", "дням", "днях", "дни", "дн",
             "дн.", "сутки", "суток"),
    **_forms("weeks", "week", "weeks", "wk", "wks", "неделя", "недели", "недель", "неделю",
             "неделям", "неделях", "нед", "нед."),
    **_forms("months", "month", "months", "mo", "mos", "месяц", "месяца", "месяцев",
             "месяцам", "месяцах", "мес", "мес."),
    **_forms("years", "year", "years", "yr", "yrs", "год", "года", "лет", "годам", "годах",
             "годов"),
}
"""Unit classes are exact: 30 working days is not 30 days, 72 hours is not 3 days,
500 operating hours is not 500 hours.
``calendar days`` is the class ``days`` — an unqualified day is a calendar day."""

# Qualifier before a unit → the class it makes of that unit's class.
_WORKING = {"days": "working days", "hours": "working hours"}
_OPERATING = {"hours": "operating hours"}
UNIT_QUALIFIERS: dict[str, dict[str, str]] = {
    **{w: _WORKING for w in ("working", "work", "business", "banking", "bank", "рабочих",
                             "рабочий", "рабочие", "рабочего", "рабочим", "рабочему",
                             "банковских", "банковский", "банковского")},
    **{w: {"days": "days"} for w in ("calendar", "календарных", "календарный", "календарные",
                                     "календарного", "календарным")},
    **{w: _OPERATING for w in ("operating", "engine", "machine", "running", "service")},
}

# Hyphenated adjectives: "30-day period", "30-дневный срок", "72-часовой".
HYPHEN_UNIT_PREFIXES: tuple[tuple[str, str], ...] = (
    ("дневн", "days"), ("часов", "hours"), ("недельн", "weeks"), ("месячн", "months"),
    ("летн", "years"), ("годичн", "years"), ("минутн", "minutes"),
)

# Canonical spellings a fact's ``unit`` may use, mapped to the class.
DURATION_CLASS_NAMES: dict[str, str] = {
    "working days": "working days", "business days": "working days",
    "work days": "working days", "workdays": "working days", "banking days": "working days",
    "calendar days": "days", "рабочих дней": "working days", "рабочие дни": "working days",
    "operating hours": "operating hours", "engine hours": "operating hours",
    "working hours": "working hours", "business hours": "working hours",
    "рабочих дня": "working days", "рабочий день": "working days",
    "календарных дней": "days", "банковских дней": "working days",
}

# --- dates ---------------------------------------------------------------------

_EN_MONTHS = ("january", "february", "march", "april", "may", "june", "july", "august",
              "september", "october", "november", "december")
_RU_MONTHS = (
    ("январь", "января", "январе", "январю", "январём", "январем", "янв", "янв."),
    ("февраль", "февраля", "феврале", "февралю", "феврал", "фев", "фев.", "февр", "февр."),
    ("март", "марта", "марте", "марту", "мар", "мар."),
    ("апрель", "апреля", "апреле", "апрелю", "апр", "апр."),
    ("май", "мая", "мае", "маю"),
    ("июнь", "июня", "июне", "июню", "июн", "июн."),
    ("июль", "июля", "июле", "июлю", "июл", "июл."),
    ("август", "августа", "августе", "августу", "авг", "авг."),
    ("сентябрь", "сентября", "сентябре", "сентябрю", "сен", "сен.", "сент", "сент."),
    ("октябрь", "октября", "октябре", "октябрю", "окт", "окт."),
    ("ноябрь", "ноября", "ноябре", "ноябрю", "ноя", "ноя.", "нояб", "нояб."),
    ("декабрь", "декабря", "декабре", "декабрю", "дек", "дек."),
)

MONTHS_EN: dict[str, int] = {}
for _i, _name in enumerate(_EN_MONTHS, 1):
    MONTHS_EN[_name] = _i
    MONTHS_EN[_name[:3]] = _i
    MONTHS_EN[_name[:3] + "."] = _i
MONTHS_EN["sept"] = MONTHS_EN["sept."] = 9
"""English month names are looked up only when capitalised ("May", not the modal "may")."""

MONTHS_EN_LOWER: dict[str, int] = {name: i for i, name in enumerate(_EN_MONTHS, 1)}
"""Full English month names also read in lower case ("on may 30 ." in scraped, OCR'd or
tokenised text), but only where a day or year sits right beside them (``units``):
abbreviations in lower case ("mar", "dec") are too often other words."""

MONTHS_RU: dict[str, int] = {form: i for i, forms in enumerate(_RU_MONTHS, 1) for form in forms}

# Words after a four-digit number that make it a year: "2024 г.", "в 2024 году".
YEAR_WORDS: frozenset[str] = frozenset(
    {"г.", "г", "год", "года", "году", "годом", "гг.", "годы", "годов", "годах", "годам", "year"}
)

DECADE_SUFFIXES: frozenset[str] = frozenset({"s", "'s", "’s", "-х", "-е", "-ые", "-ых", "-ым", "-ыми",
                                            "-ие", "-их", "-м"})
"""What follows the four digits of a decade: "the 1990s", "1990's", «в 1990-х», «1990-е»."""

YEAR_PREFIXES: frozenset[str] = frozenset({"mid", "early", "late", "pre", "post"})
"""Words glued before a year by a hyphen that keep it a year: "mid-2013", "pre-1990s"."""

YEAR_PREPOSITIONS: frozenset[str] = frozenset(
    {"in", "since", "until", "till", "before", "after", "circa", "c.", "ca.", "around", "from",
     "between", "during", "by", "to", "through", "and",
     "в", "с", "со", "до", "по", "после", "около", "к"}
)
"""Words before a four-digit number under 1900 that make it a year ("in 1850", "since 1766",
"from 1862 to 1897", «с 1862 по 1897»), when no counted word follows (``YEAR_FOLLOWERS``);
from 1900 on every four-digit number with no unit is read as a year anyway (``dates``)."""

YEAR_FOLLOWERS: frozenset[str] = frozenset(
    {"the", "a", "an", "and", "or", "but", "he", "she", "it", "they", "we", "his", "her",
     "their", "its", "when", "as", "at", "in", "on", "to", "with", "for", "after", "before",
     "was", "were", "is", "until", "while", "where", "which", "who",
     "и", "или", "по", "до", "когда", "он", "она", "оно", "они", "был", "была", "было", "были",
     "на", "в", "во", "после"}
)
"""Words that may follow a year under 1900 after a preposition ("in 1850 the town…"); any
other lower-case word makes it a count ("in 1500 cases")."""

PLURAL_ID_SUFFIXES: frozenset[str] = frozenset(
    {"s", "'s", "’s", "-е", "-х", "-ые", "-ых", "-ым", "-ыми", "-ми", "-м", "-го", "-й", "-ом", "-ого",
     "-ому"}
)
"""Endings written after an identifier's digits that only inflect it: "F-16s", «Су-27-х»
(a letter glued with no hyphen in Russian, or in capitals, is a model variant: «Су-27М»)."""

MEASURE_SUFFIXES: frozenset[str] = frozenset({
    "kb", "mb", "gb", "tb", "kbit", "mbit", "gbit", "kbps", "mbps", "gbps", "khz", "mhz", "ghz",
    "kw", "kwh", "mw", "mwh", "mah",
    "кб", "мб", "гб", "тб", "кбит", "мбит", "гбит", "кгц", "мгц", "ггц", "квт", "мвт",
})
"""Units of data, speed, frequency and power written glued to their number in capitals
("25GB", "100Mbps", «25ГБ», «2кВт»): a quantity, the number it has read alone ("25 GB"), not
an identifier such as "5G" or "A320" (unseen7 dev u7-en-012: "25 GB" against "25GB" failed)."""

ORDINAL_SUFFIXES: frozenset[str] = frozenset(
    {"st", "nd", "rd", "th", "й", "го", "е", "я", "му", "м", "ого", "ая", "ый", "ой", "ти"}
)

# --- references, versions --------------------------------------------------------

REFERENCE_WORDS: frozenset[str] = frozenset(
    """article articles art art. arts. section sections sec sec. secs. subsection § §§
    paragraph paragraphs para para. paras. par. clause clauses subclause chapter chapters ch.
    annex annexes appendix appendices schedule item items point points part parts rule rules
    recital recitals subparagraph no. nr. # № page pages pp. p. table tables figure fig.
    article's
    статья статьи статье статью статьей статьёй статей статьям статьях ст ст. пункт пункта
    пункте пунктом пункты пунктов пунктах п п. пп пп. подпункт подпункта подпункте подпунктом
    раздел раздела разделе разделом разделы разделов глава главы главе главу гл гл. часть
    части частью ч. приложение приложения приложении прил. абзац абзаца абзаце абз. параграф
    параграфа параграфе таблица таблицы таблице табл. страница страницы странице стр. рис.
    номер номера номером step steps шаг шага шаге этап этапа этапе""".split()
)

VERSION_WORDS: frozenset[str] = frozenset(
    """version versions ver ver. v v. release rel. revision rev. edition build версия версии
    версию версией редакция редакции редакцию ред. релиз релиза сборка""".split()
)

# Words joining several references: "Articles 5 and 6", "ст. 5–7".
REFERENCE_JOINERS: frozenset[str] = frozenset(
    {",", "and", "or", "to", "&", "-", "–", "—", "и", "или", "до", "по", "through"}
)

# Words joining a range whose unit is written once: "5–10 working days", "€10–15".
RANGE_JOINERS: frozenset[str] = frozenset(
    {"-", "–", "—", "to", "and", "or", "до", "и", "или", "по", "/"}
)

# --- number words --------------------------------------------------------------

NUMBER_WORDS: dict[str, int] = {
    **{w: i for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen".split())},
    **{w: 10 * i for i, w in enumerate(
        "twenty thirty forty fifty sixty seventy eighty ninety".split(), 2)},
    "hundred": 100,
}


def _ru(value: int, *forms: str) -> dict[str, int]:
    return {f: value for f in forms}


NUMBER_WORDS.update({
    **_ru(0, "ноль", "нуля"),
    **_ru(1, "один", "одна", "одно", "одного", "одной", "одному", "одним", "одном", "одну"),
    **_ru(2, "два", "две", "двух", "двум", "двумя"),
    **_ru(3, "три", "трёх", "трех", "трём", "трем", "тремя"),
    **_ru(4, "четыре", "четырёх", "четырех", "четырём", "четырем", "четырьмя"),
    **_ru(5, "пять", "пяти", "пятью"),
    **_ru(6, "шесть", "шести", "шестью"),
    **_ru(7, "семь", "семи", "семью"),
    **_ru(8, "восемь", "восьми", "восемью"),
    **_ru(9, "девять", "девяти", "девятью"),
    **_ru(10, "десять", "десяти", "десятью"),
    **_ru(11, "одиннадцать", "одиннадцати"),
    **_ru(12, "двенадцать", "двенадцати"),
    **_ru(13, "тринадцать", "тринадцати"),
    **_ru(14, "четырнадцать", "четырнадцати"),
    **_ru(15, "пятнадцать", "пятнадцати"),
    **_ru(16, "шестнадцать", "шестнадцати"),
    **_ru(17, "семнадцать", "семнадцати"),
    **_ru(18, "восемнадцать", "восемнадцати"),
    **_ru(19, "девятнадцать", "девятнадцати"),
    **_ru(20, "двадцать", "двадцати"),
    **_ru(30, "тридцать", "тридцати"),
    **_ru(40, "сорок", "сорока"),
    **_ru(50, "пятьдесят", "пятидесяти"),
    **_ru(60, "шестьдесят", "шестидесяти"),
    **_ru(70, "семьдесят", "семидесяти"),
    **_ru(80, "восемьдесят", "восьмидесяти"),
    **_ru(90, "девяносто", "девяноста"),
    **_ru(100, "сто", "ста"),
})


_DURATION_STEPS = (("weeks", "days", 7), ("years", "months", 12), ("days", "hours", 24), ("hours", "minutes", 60))


def _duration_equivalents() -> dict[str, tuple[tuple[str, Decimal, Decimal], ...]]:
    found: dict[str, list[tuple[str, Decimal, Decimal]]] = {}
    for big, small, n in _DURATION_STEPS:
        found.setdefault(big, []).append((small, Decimal(n), Decimal(1)))
        found.setdefault(small, []).append((big, Decimal(1), Decimal(n)))
    return {unit: tuple(steps) for unit, steps in found.items()}


DURATION_EQUIVALENTS = _duration_equivalents()
"""For a period in one unit, the other units it is exactly a whole number of, as (unit, ×, ÷):
"two weeks" is "within 14 days" (unseen47 dev u47-en-015), 18 months a year and a half, 48
hours 2 days. Working days are a unit of their own and are never converted (10 working days
are two weeks only when no holiday falls between)."""
