"""Jurisdiction names in English and Russian, matched on stems (any inflection).

Used by the rule router (which jurisdiction a question is about) and by the
``number-without-jurisdiction`` check (does the answer name it).
"""

from __future__ import annotations

import re
from functools import cache

from .text import stem, tokens

# code: names and adjectives, English then Russian. Matching is by Snowball
# stem, so one form per word is enough ("Германия" covers "Германии", "Германией").
NAMES: dict[str, tuple[str, ...]] = {
    "DE": ("Germany", "German", "Deutschland", "Германия", "немецкий", "германский", "ФРГ"),
    "FR": ("France", "French", "Франция", "французский"),
    "PL": ("Poland", "Polish", "Польша", "польский"),
    "ES": ("Spain", "Spanish", "Испания", "испанский"),
    "IT": ("Italy", "Italian", "Италия", "итальянский"),
    "NL": ("Netherlands", "Dutch", "Holland", "Нидерланды", "Голландия", "нидерландский"),
    "BE": ("Belgium", "Belgian", "Бельгия", "бельгийский"),
    "AT": ("Austria", "Austrian", "Австрия", "австрийский"),
    "CH": ("Switzerland", "Swiss", "Швейцария", "швейцарский"),
    "CZ": ("Czechia", "Czech Republic", "Czech", "Чехия", "чешский"),
    "SE": ("Sweden", "Swedish", "Швеция", "шведский"),
    "FI": ("Finland", "Finnish", "Финляндия", "финский"),
    "DK": ("Denmark", "Danish", "Дания", "датский"),
    "NO": ("Norway", "Norwegian", "Норвегия", "норвежский"),
    "PT": ("Portugal", "Portuguese", "Португалия", "португальский"),
    "IE": ("Ireland", "Irish", "Ирландия", "ирландский"),
    "GB": ("United Kingdom", "Britain", "British", "England", "Великобритания", "Британия",
           "британский", "Англия"),
    "US": ("United States", "USA", "America", "American", "США", "Америка", "американский"),
    "RU": ("Russia", "Russian Federation", "Россия", "РФ", "российский"),
    "KZ": ("Kazakhstan", "Казахстан", "казахстанский"),
    "UA": ("Ukraine", "Ukrainian", "Украина", "украинский"),
    "BY": ("Belarus", "Беларусь", "белорусский"),
    "LT": ("Lithuania", "Литва", "литовский"),
    "LV": ("Latvia", "Латвия", "латвийский"),
    "EE": ("Estonia", "Эстония", "эстонский"),
    "TR": ("Turkey", "Türkiye", "Турция", "турецкий"),
    "CN": ("China", "Chinese", "Китай", "китайский"),
    "JP": ("Japan", "Japanese", "Япония", "японский"),
    "IN": ("India", "Indian", "Индия", "индийский"),
    "CA": ("Canada", "Canadian", "Канада", "канадский"),
    "EU": ("European Union", "Евросоюз", "Европейский союз", "ЕС"),
}
ALIASES = {"UK": "GB"}

_CODE = re.compile(r"\b([A-Z]{2})\b")


@cache
def _stem_names() -> dict[str, list[tuple[str, ...]]]:
    return {
        code: [tuple(stem(t) for t in tokens(name)) for name in names]
        for code, names in NAMES.items()
    }


def canonical(code: str) -> str:
    code = code.strip().upper()
    return ALIASES.get(code, code)


def mentions(text: str, code: str) -> bool:
    """True when ``text`` names jurisdiction ``code`` by code or by name (en/ru, any inflection)."""
    code = canonical(code)
    codes = {canonical(c) for c in _CODE.findall(text)}
    if code in codes:
        return True
    words = tokens(text)
    return any(_index(words, name) >= 0 for name in _stem_names().get(code, []))


def find(text: str, known: set[str] | None = None) -> list[str]:
    """Jurisdiction codes named in ``text``, in order of first mention."""
    found: dict[str, int] = {}
    for m in _CODE.finditer(text):
        code = canonical(m.group(1))
        if code in NAMES or (known and code in known):
            found.setdefault(code, m.start())
    words = tokens(text)
    for code, names in _stem_names().items():
        for name in names:
            pos = _index(words, name)
            if pos >= 0:
                found.setdefault(code, 10_000 + pos)
    return sorted(found, key=found.__getitem__)


def _matches(word: str, name_stem: str) -> bool:
    # Russian Snowball may cut a name and its inflection differently
    # ("Казахстан" → "казахста", "Казахстане" → "казахстан"), so a Cyrillic word
    # that starts with the name's stem counts too. English names do not inflect
    # ("franchise" must not name France); short stems ("ес") match exactly.
    if stem(word) == name_stem:
        return True
    return len(name_stem) >= 4 and "а" <= word[0] <= "я" and word.startswith(name_stem)


def _index(words: list[str], name: tuple[str, ...]) -> int:
    """Position of the first run of ``words`` that spells ``name``, or -1."""
    n = len(name)
    for i in range(len(words) - n + 1):
        if all(_matches(words[i + k], name[k]) for k in range(n)):
            return i
    return -1
