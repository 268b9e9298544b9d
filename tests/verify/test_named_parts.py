"""A value of one named case given to another named in the same cited sentence
(tether.verify.named_parts): «… 180 ₽ за квадратный метр в Москве и 140 ₽ в Новосибирске» gives
Novosibirsk 140 ₽, not 180 ₽, in a fragment of one sentence as in a longer one (unseen54 dev
u54-ru-023); and an answer whose sentence opens with the town («В России, в Новосибирске, …»)
gives that town's value, however its clause is cut (u54-ru-003)."""

from __future__ import annotations

import json

import pytest

from tests.linear import grows_linearly
from tether.figures import find_mentions
from tether.verifier import verify_output
from tether.verify.case_readers import states_value
from tether.verify.models import VerifyInput
from tether.verify.named_parts import names_in, of_another_name

ONE_SENTENCE = {
    "ru": "В России генеральная уборка стоит 180 ₽ за квадратный метр в Москве и 140 ₽ в Новосибирске, "
          "а уборка после ремонта — 250 ₽ и 200 ₽ за квадратный метр.",
    "en": "In the United Kingdom an hour of tattooing costs £120 in Bristol and £110 in Manchester, "
          "and a day session £650 and £600.",
}
TWO_SENTENCES = {
    "ru": "В России поддерживающая уборка стоит 90 ₽ за квадратный метр в Москве и 70 ₽ в Новосибирске. "
          "В неё входят влажная уборка полов и санузел.",
    "en": "In the United Kingdom an hour of tattooing costs £120 in Bristol and £110 in Manchester. "
          "The minimum charge is £60.",
}


def _checks(text: str, answer: str, lang: str) -> list[str]:
    jurisdiction = "RU" if lang == "ru" else "GB"
    out = {"answer": answer, "entityCitations": [], "documentationCitations": ["prices#main"], "limitations": []}
    inp = VerifyInput.model_validate({
        "question": "Сколько стоит уборка?" if lang == "ru" else "How much is an hour?", "output": json.dumps(out),
        "context": {"fragments": [{"id": "prices#main", "documentId": "prices", "jurisdiction": jurisdiction,
                                   "text": text}]}})
    return sorted({v.check for v in verify_output(inp).violations})


@pytest.mark.parametrize(("lang", "answer"), [
    ("ru", "В России генеральная уборка в Новосибирске стоит 180 ₽ за квадратный метр."),
    ("en", "In the United Kingdom an hour of tattooing in Manchester costs £120."),
])
def test_one_towns_value_given_to_the_other_is_misattributed(lang: str, answer: str) -> None:
    assert "misattributed-figure" in _checks(ONE_SENTENCE[lang], answer, lang)


@pytest.mark.parametrize(("lang", "answer"), [
    ("ru", "В России генеральная уборка в Новосибирске стоит 140 ₽ за квадратный метр."),
    ("ru", "В России генеральная уборка стоит 180 ₽ за квадратный метр в Москве."),
    ("en", "In the United Kingdom an hour of tattooing in Manchester costs £110."),
    ("en", "In the United Kingdom an hour of tattooing costs £120 in Bristol and £110 in Manchester."),
])
def test_each_towns_own_value_passes(lang: str, answer: str) -> None:
    assert _checks(ONE_SENTENCE[lang], answer, lang) == []


@pytest.mark.parametrize(("lang", "answer"), [
    ("ru", "В России, в Новосибирске, поддерживающая уборка стоит 70 ₽ за квадратный метр."),
    ("en", "In the United Kingdom, in Manchester, an hour of tattooing costs £110."),
])
def test_a_town_named_before_the_clause_names_its_case(lang: str, answer: str) -> None:
    assert _checks(TWO_SENTENCES[lang], answer, lang) == []


@pytest.mark.parametrize(("lang", "answer"), [
    ("ru", "В России, в Новосибирске, поддерживающая уборка стоит 90 ₽ за квадратный метр."),
    ("en", "In the United Kingdom, in Manchester, an hour of tattooing costs £120."),
])
def test_a_town_named_before_the_clause_still_takes_only_its_own_value(lang: str, answer: str) -> None:
    assert "misattributed-figure" in _checks(TWO_SENTENCES[lang], answer, lang)


def test_countries_and_a_texts_first_word_are_no_names() -> None:
    assert names_in("Bristol studio, in the United Kingdom, at Galway") == frozenset({"galway"})
    assert names_in("В России уборка в Москве") == frozenset({"москв"})


def test_names_in_any_script_and_with_hyphens_are_names() -> None:
    """A review: "Zürich", "Kraków" and "McDonald" were missed, "Stratford-upon-Avon" cut in two."""
    assert names_in("in Zürich and Kraków at McDonald Street") >= {"zürich", "kraków", "mcdonald"}
    assert names_in("a day in Stratford-upon-Avon") == frozenset({"stratford-upon-avon"})


def test_reading_named_parts_is_linear() -> None:
    def read(sentence: str) -> object:
        parts = [p for p in sentence.split(" and ") if p]
        m = find_mentions(parts[0])[0]
        return of_another_name(parts, m, "an hour in Leeds", states_value, [m])

    assert grows_linearly(lambda n: "£120 in Bristol" + "".join(f" and £{i + 1} in Town{chr(65 + i % 26)}x"
                                                                for i in range(n)), read, small=100)
