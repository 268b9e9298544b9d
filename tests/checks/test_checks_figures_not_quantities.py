"""number-without-jurisdiction counts quantities only: codes, references and addresses are not figures."""

import pytest

from tether.checks.figures import figures


@pytest.mark.parametrize(
    "text",
    [
        "Under Art. 17(3)(b) the fee is waived.",
        "Use version 1.9.4 of the tool.",
        "ИНН налогового агента — 7707083893.",
        "Декларацию 3-НДФЛ подают до 30 апреля.",
        "Call +49 30 1234567 for help.",
        "звоните +7 495 123-45-67",
        "An der Küppe 1, 53225 Bonn",
        "по адресу: 119019, г. Москва, ул. Знаменка, д. 9.",
        "UDI-DI 04012345678901 identifies the device.",
    ],
)
def test_not_a_figure(text: str) -> None:
    assert figures(text) == []


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("We received 300 applications.", ["300"]),
        ("The limit is 300.", ["300"]),
        ("Пошлина 4 300 руб., срок 21 день", ["4 300", "21"]),
        ("Сделайте 5 копий", ["5"]),
    ],
)
def test_quantities_are_figures(text: str, expected: list[str]) -> None:
    assert [f.text for f in figures(text)] == expected
