"""Properties of figure reading on real prose (issue 13): a date in any supported format
is read back as itself, and supports itself written in any other; a year range's both
ends are read; a decade reads as a decade, supported by a year in it but not supporting
one."""

from __future__ import annotations

from datetime import date

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from tether.figures.dates import DateValue
from tether.figures.quantities import find_mentions
from tether.verify.material import Material
from tether.verify.models import ContextFragment

EN = ("january", "february", "march", "april", "may", "june", "july", "august", "september",
      "october", "november", "december")
RU_GEN = ("января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября",
          "октября", "ноября", "декабря")


def _suffix(day: int) -> str:
    return "th" if 10 <= day % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(day % 10, "th")


def _formats(d: date) -> dict[str, str]:
    en, ru = EN[d.month - 1], RU_GEN[d.month - 1]
    return {
        "en-mdy": f"{en.capitalize()} {d.day}, {d.year}",
        "en-dmy": f"{d.day} {en.capitalize()} {d.year}",
        "en-mdy-lower": f"{en} {d.day}, {d.year}",
        "en-dmy-lower": f"{d.day} {en} {d.year}",
        "en-upper": f"{en.upper()} {d.day}, {d.year}",
        "en-ordinal": f"{en.capitalize()} {d.day}{_suffix(d.day)}, {d.year}",
        "iso": d.isoformat(),
        "dotted": f"{d.day:02d}.{d.month:02d}.{d.year}",
        "ru": f"{d.day} {ru} {d.year} г.",
        "ru-upper": f"{d.day} {ru.upper()} {d.year} года",
        "ru-capital": f"{d.day} {ru.capitalize()} {d.year}",
    }


FORMATS = tuple(_formats(date(2000, 1, 1)))
DATES = st.dates(min_value=date(1600, 1, 1), max_value=date(2099, 12, 31))
"""Written dates are read for years 1000–2099 after a month name; ISO dates from 1900."""


def _dates_in(text: str) -> list[DateValue]:
    return [d for m in find_mentions(text) if m.kind == "date" for d in m.dates]


def _material(text: str) -> Material:
    return Material([ContextFragment.model_validate({"id": "f#1", "text": text})])


def _only_date(text: str):
    found = [m for m in find_mentions(text) if m.is_figure]
    assert len(found) == 1, (text, found)
    return found[0]


@settings(max_examples=60, deadline=None)
@given(DATES, st.sampled_from(FORMATS))
def test_a_date_in_any_format_reads_back_as_itself(d: date, fmt: str) -> None:
    if fmt == "iso" and d.year < 1900:
        fmt = "dotted"
    written = _formats(d)[fmt]
    text = f"The office reopened on {written} ."
    assert DateValue(d.year, d.month, d.day) in _dates_in(text), written


@settings(max_examples=60, deadline=None)
@given(DATES, st.sampled_from(FORMATS), st.sampled_from(FORMATS))
def test_a_date_supports_itself_written_in_another_format(d: date, in_material: str,
                                                          in_answer: str) -> None:
    if d.year < 1900:
        in_material = "dotted" if in_material == "iso" else in_material
        in_answer = "dotted" if in_answer == "iso" else in_answer
    material = _material(f"the office reopened on {_formats(d)[in_material]} .")
    answer = _only_date(f"It reopened on {_formats(d)[in_answer]}.")
    assert material.supports(answer)
    other = d.replace(year=d.year + 1 if d.year < 2099 else d.year - 1, day=min(d.day, 28))
    assert not material.supports(_only_date(f"It reopened on {_formats(other)[in_answer]}."))


RANGE_FORMATS = ("{y}–{t}", "{y} -- {t}", "{y}-{t}", "{y} — {t}", "{y}–{t} гг.")


@settings(max_examples=60, deadline=None)
@given(st.integers(1900, 2089), st.integers(1, 9), st.sampled_from(RANGE_FORMATS))
def test_a_shortened_range_reads_both_ends(start: int, length: int, fmt: str) -> None:
    end = min(start + length, start // 100 * 100 + 99)  # a two-digit end stays in its century
    assume(end > start)
    written = fmt.format(y=start, t=f"{end % 100:02d}")
    m = _only_date(f"The programme ran {written} in the northern regions.")
    assert m.year_range == (DateValue(start), DateValue(end)), written
    material = _material(f"The programme ran {written} in the northern regions.")
    for year in (start, end):
        assert material.supports(_only_date(f"It ran in {year}."))
    assert not material.supports(_only_date(f"It ran until {end + 1}."))


@settings(max_examples=40, deadline=None)
@given(st.integers(1900, 2089), st.integers(1, 9), st.integers(1, 5))
def test_a_range_in_the_answer_needs_both_ends(start: int, length: int, extra: int) -> None:
    end = start // 100 * 100 + min(start % 100 + length, 99)
    assume(end > start)
    answer = _only_date(f"The programme ran {start}–{end % 100:02d}.")
    assert _material(f"It began in {start} and ended in {end}.").supports(answer)
    assert not _material(f"It began in {start} and ended in {end + extra + 100}.").supports(answer)


DECADE_FORMATS = ("the {d}s", "the {d}'s", "the {d}’s", "в {d}-х годах", "{d}-е годы",
                  "mid-{d}s", "the {d}s.Later")


@settings(max_examples=60, deadline=None)
@given(st.integers(100, 209).map(lambda x: x * 10), st.integers(0, 9),
       st.sampled_from(DECADE_FORMATS), st.sampled_from(DECADE_FORMATS))
def test_a_decade_reads_as_a_decade(decade: int, offset: int, fmt: str, other: str) -> None:
    m = _only_date(f"It was popular in {fmt.format(d=decade)}.")
    assert m.dates == (DateValue(decade, decade=True),) and not m.readings
    # The decade supports itself in any format, and is supported by a year in it ...
    assert _material(f"popular in {other.format(d=decade)} .").supports(m)
    assert _material(f"It opened in {decade + offset}.").supports(m)
    assert not _material(f"It opened in {decade + 10 + offset}.").supports(m)
    # ... but a decade does not say which year: it supports no year.
    year = _only_date(f"It opened in {decade + offset}.")
    assert not _material(f"popular in {fmt.format(d=decade)} .").supports(year)
