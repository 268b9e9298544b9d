"""Which numbers in an answer are *figures* (CONTRACTS §3, number-without-jurisdiction).

A figure is money, a percentage, a duration or another quantity. Not a
figure: a date or a year, a time of day, an article/section/paragraph
reference, a list number, a version, an ordinal, or a number that is part of
an identifier ("NWR-DE-2024-00417", "JPK_V7M", "ISO 4217", "2019/1020",
"[t1]"). The test is by the words around the digits, never by the digits
alone: "30" is a figure in "within 30 days" and a reference in "Article 30".
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

_SPACE = "[ \u00a0\u202f\u2009]"
# Digits, optionally grouped by spaces ("1 250"), commas or dots, with a decimal part.
NUMBER = re.compile(
    r"(?<![\w])(?:\d{1,3}(?:" + _SPACE + r"\d{3})+|\d{1,3}(?:[.,]\d{3})+|\d+)(?:[.,]\d+)?(?![\d])"
)

_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|"
    r"январ\w*|феврал\w*|март\w*|апрел\w*|ма[йяею]|июн\w*|июл\w*|август\w*|"
    r"сентябр\w*|октябр\w*|ноябр\w*|декабр\w*"
)
_MONTH = re.compile(r"^(?:" + _MONTHS + r")\.?$", re.IGNORECASE)

# A word just before the number that makes it a reference, not a quantity.
_REFERENCE_BEFORE = re.compile(
    r"(?:^|[\s(])(?:art(?:icle)?s?|sec(?:tion)?s?|§+|para(?:graph)?s?|clauses?|chapters?|annex(?:es)?|"
    r"appendix|appendices|schedules?|parts?|items?|rules?|regulations?|directives?|no|nos|nr|"
    r"numbers?|forms?|tables?|figures?|fig|pages?|pp?|steps?|lines?|levels?|versions?|v|ver|"
    r"release|tier|class|category|grade|round|phase|stage|option|point|question|case|"
    r"room|floor|box|code|model|type|series|iso|en|din|gost|cas|ec|eu|un|"
    r"стать(?:я|и|е|ю|ей|ёй|ею|ёю|ям|ях|ями)|ст|пункт(?:а|е|у|ом|ы|ов|ах)?|пп?|подпункт\w*|част(?:ь|и|ью)|ч|"
    r"раздел(?:а|е|у|ом)?|глав(?:а|ы|е|у)|приложени(?:е|я|и|ю)|форм(?:а|ы|е|у)|таблиц\w*|"
    r"страниц\w*|стр|шаг\w*|уров(?:ень|ня|не)|верси(?:я|и|ю)|редакци\w*|класс\w*|категори\w*|"
    r"номер\w*|№|абзац\w*|строк\w*|этап\w*|вопрос\w*|гост|исо|кас)\.?" + _SPACE + r"*$",
    re.IGNORECASE,
)
# A connective that continues a run of references: "Articles 12, 13 and 14".
_REFERENCE_RUN = re.compile(r"^\s*(?:,|and|or|to|through|и|или|по|–|-|—)\s*$", re.IGNORECASE)
_LIST_MARKER = re.compile(r"(?:^|\n)\s*$")
_ORDINAL_AFTER = re.compile(r"^(?:st|nd|rd|th|-?(?:й|я|е|го|му|м|х|ый|ой|ая|ое))\b", re.IGNORECASE)
_YEAR_AFTER = re.compile(r"^" + _SPACE + r"*(?:г\.|гг\.|год[а-я]*|years?\s+old)", re.IGNORECASE)
# Units that make any number, a "year-like" one included, a quantity.
_UNIT_AFTER = re.compile(
    r"^" + _SPACE + r"*(?:%|percent|per\s*cent|процент\w*|€|\$|£|₽|zł|"
    r"(?-i:EUR|USD|GBP|PLN|CHF|SEK|NOK|DKK|CZK|HUF|RON|BGN|RUB|KZT|UAH|BYN|TRY|CNY|JPY|INR|CAD|AUD)\b|euro?s?\b|евро|руб\w*|доллар\w*|злот\w*|фунт\w*|тенге|"
    r"(?:working\s+|business\s+|calendar\s+|рабоч\w*\s+|календарн\w*\s+)?"
    r"(?:days?|hours?|weeks?|months?|years?|minutes?|seconds?|дн\w*|день|час\w*|недел\w*|"
    r"месяц\w*|лет|года?|минут\w*|секунд\w*|сут\w*)\b|"
    r"(?:k|m)?(?:g|kg|t|m|km|cm|mm|l|ml|gb|mb|tb|kwh)\b|кг|км|тонн\w*|штук\w*|шт\b)",
    re.IGNORECASE,
)
_CURRENCY_BEFORE = re.compile(r"(?:[€$£₽]|\b[A-Z]{3})" + _SPACE + r"*$")
_ACRONYM_BEFORE = re.compile(r"\b[A-Z][A-Z0-9]{1,9}" + _SPACE + r"+$")
_CURRENCY_CODES = frozenset(
    "EUR USD GBP PLN CHF SEK NOK DKK CZK HUF RON BGN RUB KZT UAH BYN TRY CNY JPY INR CAD AUD"
    .split()
)


@dataclass(frozen=True, slots=True)
class Figure:
    text: str
    span: tuple[int, int]


# Whole tokens whose digits are never figures.
_COMPOUND = re.compile(r"\w+(?:[-_/.:]\w+)+")
_DATE_TIME = re.compile(
    r"(?<!\d)(?:\d{1,2}[./]\d{1,2}[./]\d{2,4}|\d{4}-\d{2}-\d{2}|\d{1,2}:\d{2}(?::\d{2})?)(?!\d)"
)
_NUMBER_WORD = re.compile(r"^\d+(?:[.,]\d+)?-[^\W\d_]+$")  # "30-дневный", "3-й", "10-year"


def _blocked_spans(text: str) -> list[tuple[int, int]]:
    """Spans of dates, times and identifiers ("NWR-DE-2024-00417", "JPK_V7M", "2019/1020")."""
    spans = [m.span() for m in _DATE_TIME.finditer(text)]
    for m in _COMPOUND.finditer(text):
        token = m.group(0)
        has_digit = any(c.isdigit() for c in token)
        has_letter = any(c.isalpha() for c in token)
        if not has_digit or _NUMBER_WORD.match(token):
            continue
        if has_letter or "/" in token or "_" in token:
            spans.append(m.span())
    return spans


def _next_to_month(text: str, start: int, end: int) -> bool:
    word_after = re.match(r"^" + _SPACE + r"*([^\W\d_]+\.?)", text[end : end + 14])
    word_before = re.search(r"([^\W\d_]+\.?),?" + _SPACE + r"*$", text[max(0, start - 14) : start])
    return bool(
        (word_after and _MONTH.match(word_after.group(1)))
        or (word_before and _MONTH.match(word_before.group(1)))
    )


def _is_year(value: str, after: str) -> bool:
    if not re.fullmatch(r"\d{4}", value) or not 1800 <= int(value) <= 2199:
        return False
    if _YEAR_AFTER.match(after):
        return True  # "2024 года", "2024 г."
    return not _UNIT_AFTER.match(after)


def _glued_to_code(text: str, start: int, end: int) -> bool:
    """Digits glued to letters ("v3", "A12", "t1") or after a non-currency acronym ("ISO 4217")."""
    before = text[start - 1] if start else ""
    after_text = text[end:]
    if before and (before.isalpha() or before in "#@"):
        return True
    if after_text[:1].isalpha() and not (
        _ORDINAL_AFTER.match(after_text) or _UNIT_AFTER.match(after_text)
    ):
        return True
    acronym = _ACRONYM_BEFORE.search(text[max(0, start - 12) : start])
    return bool(acronym and acronym.group(0).strip() not in _CURRENCY_CODES)


def figures(text: str) -> list[Figure]:
    """The numbers in ``text`` that are figures, in order."""
    return list(iter_figures(text))


def first_figure(text: str) -> Figure | None:
    """The first figure of ``text``; stops reading there (a pre-check needs only one)."""
    return next(iter_figures(text), None)


def iter_figures(text: str) -> Iterator[Figure]:
    """The figures of ``text`` one by one, in order (see ``figures``)."""
    blocked = _blocked_spans(text)
    previous_reference_end = -1
    for m in NUMBER.finditer(text):
        start, end = m.span()
        before, after = text[max(0, start - 40) : start], text[end : end + 40]
        if previous_reference_end >= 0 and _REFERENCE_RUN.match(text[previous_reference_end:start]):
            previous_reference_end = end
            continue
        if _REFERENCE_BEFORE.search(before):
            previous_reference_end = end
            continue
        previous_reference_end = -1
        if any(lo <= start and end <= hi for lo, hi in blocked):
            continue
        if _ORDINAL_AFTER.match(after) and not _UNIT_AFTER.match(after):
            continue
        if re.match(r"^[.)]" + _SPACE, after) and _LIST_MARKER.search(before):
            continue  # "1. …", "2) …" at the start of a line
        if _glued_to_code(text, start, end) and not _CURRENCY_BEFORE.search(before):
            continue
        if _next_to_month(text, start, end) or _is_year(m.group(0), after):
            continue
        yield Figure(m.group(0), (start, end))
