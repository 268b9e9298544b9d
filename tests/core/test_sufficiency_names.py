"""A question that names a thing by its proper name is about that thing (tether.named_things):
a fragment that shares its other words but never names it does not answer."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given
from hypothesis import strategies as st

from tests.conftest import record, write_corpus
from tether.named_things import GROUPS, _groups, another_groups_rule, name_unheld, names_asked, place_of_its_names
from tether.terms import Weights
from tether.text import stem

NOW = "2027-05-12T10:00:00Z"

TARIFFS = {
    "tariffs.md": record("tariffs", (
        "## Electricity {#electricity}\nThe standing charge is €0.72 per day on the Standard tariff. "
        "A unit costs 31 cent per kWh.\n")),
    "smart.md": record("smart", "## Installation {#installation}\nA Smart Time meter is installed free of charge "
                                "within 10 working days of the order.\n"),
    "skidki.md": record("skidki", "## Тариф «Школьный» {#shkolnyi}\nТариф «Школьный» стоит 200 ₽ в месяц.\n\n"
                                  "## Обещанный платёж {#obeshchannyi}\nОбещанный платёж можно взять на сумму "
                                  "до 300 ₽ на 3 дня.\n"),
}


def _ask(cli, corpus: Path, question: str) -> dict:  # type: ignore[no-untyped-def]
    return cli("ask", question, "--corpus", str(corpus), "--now", NOW, "--json").json()


def test_a_named_tariff_is_not_answered_by_another_tariffs_figure(cli, tmp_path: Path) -> None:
    """The Standard tariff's standing charge shares every word of the question but "Smart"
    (unseen15 dev u15e-027): it was quoted for the Smart Time tariff."""
    corpus = write_corpus(tmp_path / "c", TARIFFS)
    d = _ask(cli, corpus, "What is the standing charge on the Smart Time tariff?")
    assert d["status"] == "stopped", d.get("answer")
    assert d["decision"]["rejected"] == []
    # the tariff the record names is still answered
    std = _ask(cli, corpus, "What is the standing charge on the Standard tariff?")
    assert std["status"] == "completed", std["decision"]
    assert std["answer"]["documentationCitations"] == ["tariffs#electricity"]


def test_a_quoted_russian_name_must_be_held_by_the_fragment_answered_from(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", TARIFFS)
    d = _ask(cli, corpus, "Сколько можно взять обещанным платежом на тарифе «Школьный»?")
    assert d["status"] == "stopped", d.get("answer")
    plain = _ask(cli, corpus, "Сколько можно взять обещанным платежом?")
    assert plain["status"] == "completed", plain["decision"]
    assert plain["answer"]["documentationCitations"] == ["skidki#obeshchannyi"]


def test_names_are_capitalised_words_after_the_first_and_quoted_names() -> None:
    assert names_asked("Is there a fee on the Smart Time tariff?") == {stem("smart"), stem("time")}
    assert names_asked("Какой кешбэк по карте «Детская»?") == {stem("детская")}
    # not names: the first word, jurisdictions, weekdays and months, "I"
    assert names_asked("Can I visit on Sunday in March in Germany?") == frozenset()
    assert names_asked("Сколько стоит приём в Москве?") == {stem("москве")}
    # the sentence that asks, not the case told before it ("My flight from Riga …")
    assert names_asked("My flight from Riga was late. How much do I get?") == frozenset()


def test_a_name_the_corpus_lacks_or_the_fragment_holds_is_no_reason() -> None:
    weights = Weights(10, lambda term: 2 if term == stem("smart") else 0)
    held = frozenset({stem("standing"), stem("charge")})
    assert name_unheld("What is the charge on the Smart tariff?", held, weights) == stem("smart")
    assert name_unheld("What is the charge on the Smart tariff?", held | {stem("smart")}, weights) is None
    assert name_unheld("What is the charge on the Zeta tariff?", held, weights) is None  # df 0: coverage's business
    # a word of the named document's title is not a name to hold
    assert name_unheld("In the Smart guide, what is the charge?", held, weights, ["Smart guide"]) is None


def test_acronyms_hyphenated_words_and_title_case_are_no_names() -> None:
    """A record spells "ATM", "ID", «ИНН» out, writes "WiFi" for "Wi-Fi", and a question in title
    case marks nothing (a red-team of this reader: five answerable questions stopped)."""
    assert names_asked("What is the daily ATM withdrawal limit?") == frozenset()
    assert names_asked("Нужен ли ИНН для открытия счёта?") == frozenset()
    assert names_asked("Is Wi-Fi free in the rooms?") == frozenset()
    assert names_asked("What Is The Late Checkout Fee?") == frozenset()
    assert names_asked("What is the fee on the Smart Time tariff?") == {stem("smart"), stem("time")}


def test_a_rule_for_another_group_does_not_answer(cli, tmp_path: Path) -> None:
    """"How many days of annual leave do contractors get?" was answered with the employees'
    22 days (unseen19 dev u19h-041); a section naming no group states a general rule."""
    corpus = write_corpus(tmp_path / "c", {
        "leave.md": record("leave", "## Annual leave {#annual-leave}\nEmployees accrue 22 days of paid annual "
                                    "leave each year.\n"),
        "suppliers.md": record("suppliers", "## Contractors {#contractors}\nContractors invoice monthly through "
                                            "the supplier portal.\n"),
        "holidays.md": record("holidays", "## Public holidays {#public}\nThe office is closed on 8 public "
                                          "holidays each year.\n"),
    })
    d = _ask(cli, corpus, "How many days of annual leave do contractors get?")
    assert d["status"] == "stopped", d.get("answer")
    ok = _ask(cli, corpus, "How many days of annual leave do staff get?")  # staff are employees
    assert ok["status"] == "completed", ok["decision"]
    general = _ask(cli, corpus, "How many public holidays do contractors get?")
    assert general["status"] == "completed", general["decision"]
    assert another_groups_rule("Сколько стоит ужин для ребёнка?", frozenset({"ужин", "взросл", "стоит"}))
    assert not another_groups_rule("Сколько стоит ужин для детей?", frozenset({"ужин", "дет"}))


def test_words_that_only_look_like_a_group_name_none() -> None:
    """"seniority", "retirement", "minor damage", «детали», «гостиница» name no group of people."""
    fragment = frozenset({stem("employees"), stem("leave")})
    for question in ("How does seniority affect leave?", "Does the company match retirement contributions?",
                     "Is minor damage covered?", "Где посмотреть детали заказа?", "Есть ли рядом гостиница?"):
        assert not another_groups_rule(question, fragment), question


@given(st.frozensets(st.sampled_from(
    ("employe", "employee", "staff", "дет", "дети", "детск", "детали", "гост", "гостиниц", "resid", "residenc",
     "child", "children", "ужин", "fee", "member", "членств", "учащ", "senior", "retire", "adult", "взросл")),
    max_size=6))
def test_the_groups_of_stems_are_those_any_start_names(stems: frozenset[str]) -> None:
    """Each group named by a stem read once per stem, as testing every stem against every start."""
    expected = frozenset(i for i, group in enumerate(GROUPS)
                         if any(s == p[:-1] if p.endswith("=") else s.startswith(p) for s in stems for p in group))
    assert _groups(stems) == expected


GOLF = {
    "fees-uk.md": record("fees-uk", (
        "## Green fees {#green-fees}\nIn the United Kingdom, a round at Fernhill Surrey and Fernhill Ayrshire costs "
        "£65 for adults.\n\n## Twilight golf {#twilight}\nIn the United Kingdom, twilight green fees apply after "
        "16:00: £40 for adults.\n"), jurisdiction="GB"),
    "fees-ie.md": record("fees-ie", (
        "## Green fees {#green-fees}\nIn Ireland, a round at Fernhill Wicklow costs €70 for adults.\n\n"
        "## Twilight golf {#twilight}\nIn Ireland, twilight green fees at Fernhill Wicklow apply after 15:30 and "
        "cost €45 for adults.\n"), jurisdiction="IE"),
    "visitors.md": record("visitors", "## Dress {#dress}\nJeans are not allowed at Fernhill Ayrshire, Fernhill "
                                      "Surrey or Fernhill Wicklow.\n"),
}


def test_a_name_only_one_jurisdictions_records_hold_places_the_question(cli, tmp_path: Path) -> None:
    """unseen42 dev u42G-006 (read after its blind arrival measurement): Ayrshire is named only by the
    United Kingdom's list, and Ireland's twilight section, naming "Fernhill Wicklow", was quoted."""
    corpus = write_corpus(tmp_path / "c", GOLF)
    d = _ask(cli, corpus, "We tee off at 17:00 at Fernhill Ayrshire. What is the twilight green fee for an adult?")
    assert d["status"] == "completed", d["decision"]
    assert d["answer"]["documentationCitations"] == ["fees-uk#twilight"]
    # a name both places' records hold places nothing: Wicklow is Ireland's by its own words
    ie = _ask(cli, corpus, "What is the twilight green fee at Fernhill Wicklow?")
    assert ie["answer"]["documentationCitations"] == ["fees-ie#twilight"]


def test_the_place_of_a_name_is_read_from_its_holders() -> None:
    held = [(frozenset({stem("ayrshire"), stem("fernhill")}), "GB"), (frozenset({stem("fernhill")}), "IE"),
            (frozenset({stem("ayrshire"), stem("wicklow")}), None)]
    assert place_of_its_names("Is it open at Fernhill Ayrshire?", held) == "GB"
    assert place_of_its_names("Is it open at Fernhill?", held) is None  # both places hold it
    assert place_of_its_names("Is it open in the evening?", held) is None  # no name



def test_a_russian_name_is_placed_in_any_of_its_cases() -> None:
    """Snowball cuts «Астаны» to «аста» and «Астане» to «астан»: «из Астаны» is placed by the records
    that say «в Астане» (unseen54 dev u54K-003). A short stem («уф» of «Уфы») is read as it is."""
    held = [(frozenset({stem("астане"), stem("тенге")}), "KZ"), (frozenset({stem("москве"), stem("рублей")}), "RU")]
    assert stem("астаны") != stem("астане")
    assert place_of_its_names("Выезжаете ли вы за город из Астаны?", held) == "KZ"
    assert place_of_its_names("Выезжаете ли вы за город из Москвы?", held) == "RU"
    # a name in another case, not a word that begins with it (a review): «Твери» is no «твёрдый»
    assert place_of_its_names("Работаете ли вы в Твери?", [(frozenset({stem("твёрдый")}), "KZ")]) is None
    assert place_of_its_names("Работаете ли вы в Твери?", [(frozenset({stem("тверь")}), "RU")]) == "RU"
    assert place_of_its_names("Is it open in Paris?", [(frozenset({stem("parish")}), "GB")]) is None


CLEANING = {
    "prices-ru.md": record("prices-ru", (
        "## Выезд за город {#za-gorod}\nВ России выезжаем на уборку за город за 40 ₽ за километр; в Новосибирске "
        "за город не выезжаем.\n"), jurisdiction="RU"),
    "prices-kz.md": record("prices-kz", (
        "## Выезд за город {#za-gorod}\nВ Казахстане за город выезжаем только из Алматы.\n\n"
        "## Уборка {#uborka}\nВ Казахстане уборка стоит 500 тенге за квадратный метр в Астане.\n"), jurisdiction="KZ"),
}


def test_a_town_named_in_another_case_places_the_question(cli, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path / "c", CLEANING)
    d = _ask(cli, corpus, "Выезжаете ли вы на уборку за город из Астаны?")
    assert d["status"] == "completed", d["decision"]
    assert d["answer"]["documentationCitations"] and all(
        c.startswith("prices-kz#") for c in d["answer"]["documentationCitations"]), d["answer"]


KENNEL = {
    "prices-ca.md": record("prices-ca", (
        "## Boarding {#boarding}\nIn Canada, overnight boarding costs C$48 per dog per night at Pawhaven Toronto and "
        "C$44 at Pawhaven Vancouver.\n"), jurisdiction="CA"),
    "prices-us.md": record("prices-us", (
        "## Boarding {#boarding}\nIn the United States, overnight boarding costs US$52 per dog per night at Pawhaven "
        "Seattle. There is no long-stay discount in the United States.\n"), jurisdiction="US"),
    "rules.md": record("rules", "## Vaccinations {#vaccinations}\nEvery dog must be vaccinated against rabies.\n"),
}


def test_a_name_one_jurisdiction_holds_is_not_answered_by_another_jurisdictions_rule(cli, tmp_path: Path) -> None:
    """unseen46 dev u46K-004 (read after its blind arrival measurement): Vancouver is named only by
    Canada's list, which says nothing of a discount; the United States' "no long-stay discount" was
    quoted. Another jurisdiction's rule is no answer: a stop."""
    corpus = write_corpus(tmp_path / "c", KENNEL)
    d = _ask(cli, corpus, "Our dog stays 16 nights in Vancouver. Is there a long-stay discount?")
    assert d["status"] == "stopped", d.get("answer")
    d = _ask(cli, corpus, "How much is overnight boarding per night in Vancouver?")
    assert d["status"] == "completed", d["decision"]
    assert d["answer"]["documentationCitations"] == ["prices-ca#boarding"]
    d = _ask(cli, corpus, "Is there a long-stay discount in Seattle?")
    assert d["status"] == "completed", d["decision"]
    assert d["answer"]["documentationCitations"] == ["prices-us#boarding"]
