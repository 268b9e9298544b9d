"""Who chooses (tether.checks.chooser): the answer gives a choice to the other side of the rule."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

FERRY = ("If the ferry company cancels a sailing because of the weather, you choose between a full refund and a free "
         "transfer to another sailing. Refunds are paid within 14 days.")
REPAIR = ("Если ремонт не удался по вине мастерской, по выбору клиента мастерская возвращает деньги за работу или "
          "переделывает её бесплатно.")
CAMP = ("The camp may move an excursion to another day at its discretion. Parents choose the excursion package "
        "when they book.")
DOSTAVKA = "Курьер сам выбирает маршрут доставки. Время доставки клиент выбирает при оформлении заказа."


@pytest.mark.parametrize(("text", "answer", "question"), [
    (FERRY, "If a sailing is cancelled because of the weather, the ferry company decides whether you get a full refund "
            "or a free transfer to another sailing.", "What happens if my sailing is cancelled?"),
    (REPAIR, "Если ремонт не удался по вине мастерской, мастерская сама решает, вернуть деньги за работу или "
             "переделать её бесплатно.", "Что будет, если ремонт не удался?"),
    (CAMP, "You can move an excursion to another day at your own choice.", "Can an excursion be moved?"),
    (DOSTAVKA, "Время доставки курьер выбирает сам при оформлении заказа.", "Кто выбирает время доставки?"),
    # the holder after its verb
    (REPAIR, "Если ремонт не удался по вине мастерской, дальше решает мастерская: вернуть деньги за работу или "
             "переделать её бесплатно.", "Что будет, если ремонт не удался?"),
])
def test_a_choice_given_to_the_other_side_is_unsupported(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (FERRY, "If the ferry company cancels your sailing because of the weather, you can choose a full refund or a "
            "free transfer to another sailing.", "What happens if my sailing is cancelled?"),
    (FERRY, "If the weather cancels your sailing, it is your choice: a full refund or a free transfer to another "
            "sailing.", "What happens if my sailing is cancelled?"),
    (REPAIR, "Если ремонт не удался по вине мастерской, клиент выбирает: мастерская вернёт деньги за работу или "
             "бесплатно переделает её.", "Что будет, если ремонт не удался?"),
    (CAMP, "The camp can move an excursion to another day at its discretion.", "Can an excursion be moved?"),
    # the verb's person names the holder: «выбираете» is «вы»
    (REPAIR, "Если ремонт не удался по вине мастерской, дальше выбираете вы: мастерская вернёт деньги за работу "
             "или бесплатно переделает её.", "Что будет, если ремонт не удался?"),
    (CAMP, "Parents choose the excursion package when they book.", "Who chooses the excursions?"),
    (DOSTAVKA, "Маршрут курьер выбирает сам, а время доставки клиент выбирает при оформлении заказа.",
     "Кто выбирает маршрут?"),
])
def test_a_choice_left_with_its_side_passes(text: str, answer: str, question: str) -> None:
    assert _checks(text, answer, question) == []


def test_a_modal_between_the_holder_and_its_verb_is_read_past() -> None:
    """"you *must* choose" is still the reader's choice (its modality is another reader's to judge)."""
    from tether.checks.chooser import _choices

    assert [side for side, _ in _choices("If the ferry is cancelled, you must choose a refund or a transfer.")] == [
        "reader"]
    assert [side for side, _ in _choices("Если рейс отменён, гость должен выбрать возврат или перенос.")] == []


RESTAURANT = ("Diners choose between the tasting menu and three set menus when they book. If you decide to cancel, "
              "tell us a day ahead; you pick up the vouchers at the bar.")
KLINIKA = "Дату повторного визита пациента выбирает клиника. Время визита вы выбираете сами в приложении."
APP = ("To claim a refund, open the app and choose a refund or a voucher; the school decides the date of a make-up "
       "class.")


@pytest.mark.parametrize(("text", "answer", "question"), [
    # a reader's role on no list of the reader's side reads as nobody's, not the provider's
    (RESTAURANT, "You choose between the tasting menu and the set menus when you book.", "Who picks the menu?"),
    # "decide to", "pick up", "to choose from": no choice given to anyone
    (RESTAURANT, "If you decide to cancel, let us know a day ahead.", "Can I cancel?"),
    (RESTAURANT, "There are three set menus to choose from besides the tasting menu.", "What menus are there?"),
    (RESTAURANT, "You pick up the vouchers at the bar.", "Where are the vouchers?"),
    # a genitive before the verb is whose, not who: the clinic chooses
    (KLINIKA, "Дату повторного визита пациента выбирает клиника, а время — вы сами в приложении.",
     "Кто выбирает дату визита?"),
    # an imperative opens the part: no holder
    (APP, "Open the app and choose a refund or a voucher.", "How do I claim a refund?"),
])
def test_a_choice_word_in_another_sense_passes(text: str, answer: str, question: str) -> None:
    assert _checks(text, answer, question) == []


@pytest.mark.parametrize(("text", "answer", "question"), [
    (KLINIKA, "Дату повторного визита выбираете вы сами в приложении.", "Кто выбирает дату визита?"),
    (APP, "You decide the date of a make-up class.", "When is the make-up class?"),
    (APP, "The date of a make-up class is set at the parents' discretion.", "When is the make-up class?"),
])
def test_a_choice_given_to_the_other_side_in_other_words_is_unsupported(text: str, answer: str,
                                                                         question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)
