"""A number that is only a name's in the cited text ("the Aura 300", «коробка «Сорока 25»») is
no value to give with a unit or a count (issue 11; unseen15 dev u15-en-040, u15-ru-040)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "checks"))
from one_fragment import checks_of  # noqa: E402

METER = ("Smart meters are installed by the network operator, Laneway Networks, not by us; the model fitted in most "
         "homes is the Aura 300. Installation is free: there is no charge for the meter or for fitting it.")
BOX = ("Отправитель сам упаковывает посылку. В пункте приёма можно купить фирменную коробку «Сорока 25» — от 40 ₽.")


@pytest.mark.parametrize(("text", "answer"), [
    (METER, "Laneway Networks has fitted smart meters in 300 homes, and installation is free."),
    (BOX, "Фирменная коробка выдерживает до 25 кг и стоит от 40 ₽."),
    ("The NW Sensor 200 measures temperatures from -40 to 85 °C.", "The sensor measures up to 200 readings a day."),
    ("Most homes get the Aura 300 meter, fitted free of charge.", "Meters were fitted free of charge in 300 homes."),
    # unseen16 dev u16-en-040: a name as an aside, its number also a sum of another kind
    ("The mobile library, Bus 7, visits each village every 2 weeks. Overdue books cost up to £7 per item.",
     "The mobile library visits each village every 7 weeks."),
    ("Blood tests are taken in Room 14 on the ground floor.", "Blood tests are taken for up to 14 patients a day."),
])
def test_a_number_read_off_a_name_is_misattributed(text: str, answer: str) -> None:
    assert "misattributed-figure" in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (METER, "Most homes get the Aura 300 meter, fitted free by Laneway Networks."),
    (BOX, "Можно купить фирменную коробку «Сорока 25» за 40 ₽ или дороже."),
    # a month, a sentence's first word, a number with a unit: no name
    ("Applications open on May 5 and close a month later.", "Applications open on 5 May."),
    ("Zone 2 deliveries cost £5. Parcels to Zone 3 cost £8.", "Delivery to zone 2 costs £5."),
    ("Norman is a city in the state of Oklahoma 20 mi south of downtown Oklahoma City.",
     "Norman is 20 mi south of Oklahoma City."),
    ("The fee is EUR 300 per application.", "The fee is 300 EUR per application."),
    # review14: a count after a place ("to Paris 5 times"), an address's or a building's number
    ("In summer we fly to Paris 5 times a week and to Rome 3 times a week.",
     "In summer there are 5 flights a week to Paris and 3 to Rome."),
    ("At Gatwick 2 terminals are linked by a free train.", "Gatwick's 2 terminals are linked by a free train."),
    ("The hospital is served by Bus 66, which runs every 10 minutes.", "The number 66 bus goes to the hospital."),
    ("Приём документов ведётся в МФЦ на Лесной 12, окно 3, с 9:00 до 18:00.",
     "Документы принимают в МФЦ на Лесной, 12 (окно 3) с 9:00 до 18:00."),
    ("Жители Казани 2 раза в месяц могут бесплатно заказать вывоз мусора.",
     "Бесплатно заказать вывоз мусора можно 2 раза в месяц."),
])
def test_a_name_written_as_such_or_no_name_passes(text: str, answer: str) -> None:
    assert "misattributed-figure" not in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    # HaluEval 7437, 6345: another name with the same number, an ordinal street
    ('The photos show the ocean liner "Queen Mary 2", the largest ship since "Queen Elizabeth 2" in 1969.',
     "Queen Mary 2"),
    ("Simon was launched at Studio 54, a nightclub at 254 West 54th Street.", "Studio 54"),
])
def test_the_answer_writing_one_of_the_names_passes(text: str, answer: str) -> None:
    assert "misattributed-figure" not in checks_of(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    ("The mobile library, Bus 7, visits each village every 2 weeks.",
     "Bus 7, the mobile library, comes every 2 weeks."),
    ("Документы принимают в офисе на Садовой 14, второй этаж.", "Документы принимают по адресу: Садовая, 14."),
    ("The hospital is served by Bus 66, which runs every 10 minutes.", "The number 66 bus runs every 10 minutes."),
])
def test_a_name_written_in_another_form_passes(text: str, answer: str) -> None:
    assert "misattributed-figure" not in checks_of(text, answer)
