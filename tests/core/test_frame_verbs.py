"""The reader's waiting and writing, chat spellings of «только», and one verb's two aspects from
two stems (issue 12): words no record holds weighed as the rarest and stopped answerable questions
(unseen47 dev u47R-015, -047, -050, -052)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import record, write_corpus
from tests.core.test_sufficiency import ask

REMONT = {
    "smeta.md": record("smeta", "## Смета {#smeta}\nЗамер бесплатный; смету готовим за 3 рабочих дня после "
                                "замера.\n"),
    "priemka.md": record("priemka", "## Претензии {#pretenzii}\nПретензии по качеству работ принимает "
                                    "руководитель отдела качества Ирина Савельева.\n"),
    "materialy.md": record("materialy", "## Материалы заказчика {#zakazchika}\nЗаказчик может купить материалы "
                                        "сам и привезти их на объект за 2 рабочих дня до начала этапа.\n"),
    "ceny.md": record("ceny", "## Цены {#ceny}\nШтукатурка стен стоит 690 ₽ за м².\n"),
}


@pytest.mark.parametrize(("question", "cited"), [
    ("скока ждать смету после замера", "smeta#smeta"),
    ("кому писать претензию по качеству работ", "priemka#pretenzii"),
    ("свои материалы можно привезти или тока ваши", "materialy#zakazchika"),
    ("Я сам покупаю материалы. Когда их нужно привезти на объект?", "materialy#zakazchika"),
])
def test_the_readers_frame_words_do_not_stop_an_answerable_question(cli, tmp_path: Path, question: str,
                                                                    cited: str) -> None:
    d = ask(cli, write_corpus(tmp_path / "c", REMONT), question)
    assert d["status"] == "completed" and d["answer"]["documentationCitations"][0] == cited


def test_a_frame_word_a_record_holds_is_the_subject(cli, tmp_path: Path) -> None:
    """Read away only when no record holds it: where one says "wait", waiting is asked about."""
    corpus = write_corpus(tmp_path / "c", {
        "queue.md": record("queue", "## Queue {#queue}\nVisitors wait in the lobby until they are called.\n"),
        "prices.md": record("prices", "## Prices {#prices}\nA standard visit costs 40 EUR.\n"),
    })
    d = ask(cli, corpus, "Where do visitors wait until they are called?")
    assert d["status"] == "completed" and d["answer"]["documentationCitations"][0] == "queue#queue"
