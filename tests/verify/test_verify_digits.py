"""The lazy material index (tether.figures.digits) answers exactly what the full scan would.

The full index scans every number of a text; the digit map scans only the
clusters whose digits could hold the figure asked about. These tests hold the
two to the same answers on hand-picked tricky text and on generated text rich
in notations, units, ranges, references and line breaks.
"""

from __future__ import annotations

import random

import pytest
from verify_helpers import FEES_EN, FEES_RU, make_input, only

from tether.figures import digits, find_mentions
from tether.figures.dates import DateValue
from tether.figures.digits import DigitMap, barrier, digit_map, significant_digits
from tether.figures.index import TextIndex, text_index
from tether.figures.quantities import Mention
from tether.verify import build_material

FIELDS = ("values", "full_dates", "year_months", "years", "month_days", "decades", "references",
          "versions", "identifiers")

TRICKY = [
    FEES_EN,
    FEES_RU,
    "Pay 1 250 EUR, 1,250.50 USD or €1.3m; 5 тыс. руб. and 19 per cent.",
    "Within 5–10 working days; €10–15; €1–2 million; 10, 20 and 30 EUR; 5 - 10 %.",
    "Articles 5 and 6, Art. 5(2)(a), ст. 5 и 6, § 12, п. 3.1, Articles 12, 13 and 14.",
    "From 1–5 June 2024; 12 June 2024; June 12, 2024; 12 июня 2024 г.; в июне 2024 года.",
    "On the 1st June. 2024 was a date; 12th, 2024; 12 (twelve) June 2024; 06/12/2024.",
    "5 (approx. five; see the note below) working days, then 7 more.",
    "Version 2024.2, v2.0b12x, ver. 1.2-beta3x, release 2.0, 2024-06-12T10:00+01001.",
    "Form NW-200, EU-2024-18, JPK_V7M, ISO 4217, ABC12-XY-34, 10:30, 2019/1020, 1/2.",
    "See https://x.example/a/5 or www.test.org/p12 and a5@b.com; [t1] [t1, t2].",
    "1 234 567 and 0,5 and 0.1000000000000000001 and 12345678901234567 and ٣ and ١٢٥٠.",
    "1.\n2) item\n- 3. item\n(4) last, 12.06.24 and 5-10-15 and 1.2.3.4",
    "on may 30 , 1954 . 2007–11 гг., 2016-20, 2007 -- 11, (1844–1846), in 1850 the, the 1990s.In "
    "в 1990-х годах, the '40s, F-16s, Су-27-х, mid-2013, Euro 2020, $26.8 billionFranklin, "
    "magnitude-7.8, 22 June 1757 – 10 May 1798, в 90-х годах, 2010-12 and 1890–95.",
]

_TOKENS = (
    "EUR € $ руб. евро thousand million тыс. млн per cent percent % процентов working days "
    "hours June July Jun. июня мая г. года году year and or to – — - и или до по , ; : . "
    "Article Art. ст. п. § version v. ISO NW US dollars (five) (see (approx. five; see) ) ( "
    "[t1] st th nd -й -day http://x.org/5 a@b.c the fee is due within applicant "
    "may june s 's -х -е годах гг. in since from -- ' F- Су- mid- Euro billionThe .In cases"
).split()
_SPACES = [" ", " ", " ", "  ", "\u00a0", "\t", "\u2003", "\r", "\n", "\u2009"]
_NUMBERS = ["5", "10", "1 250", "1,250", "12.06.2024", "2024", "24", "1", "30", "0,5", "1.3",
            "12", "5(2)", "3.1", "2.0b1", "06.2024", "2024-06-12", "10:30", "1/2", "٣",
            "1 234 567", "15", "31", "2023", "1990", "1862", "2007", "11", "40", "1757"]


def generated(seed: int) -> str:
    """Numbers with 0–8 unit words, joiners, brackets and spaces of every kind between."""
    rng = random.Random(seed)
    parts: list[str] = []
    for _ in range(rng.randint(2, 25)):
        parts.append(rng.choice(_NUMBERS))
        for _ in range(rng.choice([0, 1, 1, 2, 3, 4, 5, 6, 6, 7, 8])):
            parts.append(rng.choice(_SPACES))
            parts.append(rng.choice(_TOKENS))
        parts.append(rng.choice(_SPACES + [""]))
    return "".join(parts)


def _scannable(text: str) -> bool:
    try:
        text_index(text)
    except ValueError:  # "1.5th June": a known scanner failure, not this module's
        return False
    return True


TEXTS = [t for t in TRICKY + [generated(seed) for seed in range(400)] if _scannable(t)]


@pytest.mark.parametrize("text", TEXTS)
def test_clusters_together_are_the_full_index(text: str) -> None:
    dm = DigitMap(text)
    union = TextIndex()
    for index in dm.cluster_indexes():
        union.merge(index)
    union.identifiers |= dm.url_keys()
    full = text_index(text)
    for name in FIELDS:
        assert getattr(union, name) == getattr(full, name), name


@pytest.fixture(autouse=True)
def lazy_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """Never switch to the full scan: these tests are about the lazy route."""
    monkeypatch.setattr(digits, "FULL_SCAN_SHARE", 2.0)


@pytest.mark.parametrize("text", TEXTS[:120])
def test_every_figure_of_the_full_index_is_found(text: str) -> None:
    dm, full = DigitMap(text), text_index(text)
    for key, vals in full.values.items():
        assert all(dm.has_value(f, key) for f in vals), key
    for y, m, d in full.full_dates:
        assert dm.has_date(DateValue(y, m, d))
    assert all(dm.has_date(DateValue(y, m)) for y, m in full.year_months)
    assert all(dm.has_date(DateValue(y)) for y in full.years)
    assert all(dm.has_date(DateValue(None, m, d)) for m, d in full.month_days)
    assert all(dm.has_date(DateValue(d, decade=True)) for d in full.decades)
    assert all(dm.has_key("reference", k) for k in full.references)
    assert all(dm.has_key("version", k) for k in full.versions)
    assert all(dm.has_key("identifier", k) for k in full.identifiers)


@pytest.mark.parametrize("text", TEXTS[:60])
def test_absent_figures_are_absent(text: str) -> None:
    dm, full = DigitMap(text), text_index(text)
    for value in (0, 1, 5, 10, 12, 24, 30, 125, 1250, 2024, 0.5, 1.25, 3.1, 1_300_000, 1862, 1757,
                  11, 7.8):
        for key in [*full.values, "EUR", "%", None]:
            assert dm.has_value(float(value), key) == full.has_value(float(value), key)
    for d in (DateValue(2024, 6, 12), DateValue(2024, 6), DateValue(2024), DateValue(None, 6, 1),
              DateValue(2023, 2, 28), DateValue(1250), DateValue(1990, decade=True),
              DateValue(1940, decade=True), DateValue(1862), DateValue(2011), DateValue(1895)):
        assert dm.has_date(d) == full.has_date(d)
    for key in ("5", "5(2)(a)", "2024.2", "nw-200", "NW-200", "2.0b12", "12"):
        for kind in ("reference", "version", "identifier"):
            assert dm.has_key(kind, key) == full.has_key(kind, key)


@pytest.mark.parametrize(
    "gap, cut",
    [(" EUR. The applicant then submits the form ", True), ("\n", True), (" is ", False),
     (" June ", False), (" EUR (see the notes on fees below) and ", True),
     (" (see the notes on fees below) and ", False),
     (") (five) days and then some more words ", False), (" a b c d e f ", False),
     (" a b c d e f g ", True), ("\u00a0and\u00a0", False)],
)
def test_barrier(gap: str, cut: bool) -> None:
    assert barrier(gap) is cut


@pytest.mark.parametrize("value, digits", [(1250.0, "125"), (0.125, "125"), (0.0, "0"),
                                           (1e16, "1"), (1.5e-7, "15"), (7804.0, "7804")])
def test_significant_digits(value: float, digits: str) -> None:
    assert significant_digits(value) == digits


def test_a_text_mostly_scanned_is_scanned_whole(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(digits, "FULL_SCAN_SHARE", 1 / 3)
    text = " ".join(f"Item {i}: the fee is {i}00 EUR, paid at the registry portal by the applicant."
                    for i in range(1, 13))
    dm = DigitMap(text)
    assert len(dm.starts) == 24
    for i in range(1, 5):
        assert dm.has_value(i * 100.0, "EUR")
    assert dm._full is None  # 8 of 24 groups scanned
    assert dm.has_value(500.0, "EUR")
    assert dm._full is text_index(text)  # past a third: the full index from now on
    assert dm.has_value(1200.0, "EUR") and not dm.has_value(1300.0, "EUR")


def test_material_scans_nothing_until_a_figure_is_looked_up() -> None:
    text = FEES_EN + " A unique sentence for this test: 4 321 EUR."
    before = digit_map.cache_info().misses
    m = build_material(make_input("x", text=text))
    assert digit_map.cache_info().misses == before
    assert m.supports(only("4 321 EUR"))
    assert digit_map.cache_info().misses == before + 1


def test_lazy_and_full_material_agree_on_the_fee_texts() -> None:
    for text in (FEES_EN, FEES_RU):
        m = build_material(make_input("x", text=text))
        for probe in (FEES_EN, FEES_RU, "1 300 EUR 13.06.2024 ст. 6 version 2024.3 NW-300"):
            for mention in find_mentions(probe):
                lazy = m.supports(mention)
                eager = _eager_supports(text, mention)
                assert lazy == eager, mention


def _eager_supports(text: str, mention: Mention) -> bool:
    """``Material.supports`` with the fragment layer read from the full index."""
    m = build_material(make_input("x", text=text))
    m.fragment_layer = _Full(text)  # type: ignore[assignment]
    return m.supports(mention)


class _Full:
    def __init__(self, text: str) -> None:
        self.index = text_index(text)

    def has_value(self, f: float, key: str | None) -> bool:
        return self.index.has_value(f, key)

    def has_date(self, d: DateValue) -> bool:
        return self.index.has_date(d)

    def has_key(self, kind: str, key: str) -> bool:
        return self.index.has_key(kind, key)

    def full(self) -> TextIndex:
        return self.index


def test_threads_share_a_digit_map() -> None:
    """Digit maps are shared across requests (and threads): their memos must not race."""
    from concurrent.futures import ThreadPoolExecutor

    texts = list(TEXTS[13:40])
    questions = [(float(v), key) for v in (1, 5, 10, 12, 24, 30, 1250, 2024, 0.5) for key in
                 (digits.ALL, None, "EUR", "%")]
    expected = [[text_index(t).has_value(f, k) for f, k in questions] for t in texts]
    shared = [DigitMap(t) for t in texts]

    def ask(i: int) -> list[bool]:
        return [shared[i].has_value(f, k) for f, k in questions]

    with ThreadPoolExecutor(max_workers=8) as pool:
        for _ in range(3):
            got = list(pool.map(ask, [i for i in range(len(texts)) for _ in range(4)]))
            assert got == [e for e in expected for _ in range(4)]
