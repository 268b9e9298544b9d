"""A rule told from its other side (issue 11): a provider's discretion stated as the reader's
duty, a permission for some only stated as a requirement, a value stated without the condition
it holds under."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

DAMAGE = ("You are not charged for normal wear. If a vehicle is damaged through misuse, we may charge the cost of "
          "repair, up to £250.")
AGE = ("In the United Kingdom, rental e-scooters may be ridden only by people aged 18 or over who hold a driving "
       "licence. E-bikes may be ridden from the age of 16.")




@pytest.mark.parametrize(("text", "answer"), [
    (DAMAGE, "Yes. If a vehicle is damaged through misuse, you must pay the cost of repair, up to £250."),
    ("При порче инвентаря клуб может списать с карты стоимость ремонта.",
     "При порче инвентаря вы обязаны оплатить стоимость ремонта."),
])
def test_a_charge_the_provider_may_make_stated_as_a_duty_to_pay_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (DAMAGE, "If a vehicle is damaged through misuse, you may be charged the cost of repair, up to £250.",
     "Do I pay for damage?"),
    ("If a vehicle is damaged through misuse, you must pay the cost of repair, up to £250.",
     "If a vehicle is damaged through misuse, you must pay the cost of repair, up to £250.", "Do I pay for damage?"),
    # a permission for some only is a requirement for the rest (unseen13 dev u13-en-007)
    (AGE, "In the United Kingdom you must be 18 or over and hold a driving licence to ride a rental e-scooter.",
     "How old do I have to be to ride an e-scooter?"),
    ("Электросамокат можно взять только с 18 лет.", "Чтобы взять электросамокат, вам должно быть 18 лет.",
     "С какого возраста можно взять самокат?"),
    # review12: the duty stated in the source's own words; a hedged claim
    ("A late fee of £10 may be charged. The fee must be paid within 14 days.",
     "You must pay the late fee within 14 days.", "When do I pay the late fee?"),
    ("Банк может списать пени с любого счёта клиента. Клиент обязан оплатить пени в течение 5 дней.",
     "Вы должны оплатить пени в течение 5 дней.", "Когда платить пени?"),
    ("We may charge £20 for late cancellations.", "You might have to pay £20 if you cancel late.",
     "Is there a fee for cancelling late?"),
])
def test_the_same_modality_from_either_side_passes(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


LOST = ("If a vehicle is lost or stolen during your ride, report it to the police and to us within 12 hours. If you "
        "report it in time and give a police crime reference number, the charge is £50; otherwise the full "
        "replacement cost is charged: £900 for an e-bike and £600 for an e-scooter.")


def test_a_value_stated_without_the_condition_it_holds_under_is_unsupported() -> None:
    # unseen13 dev u13-en-034: the source says what holds otherwise, so £50 depends on the condition
    assert "unsupported-claim" in _checks(LOST, "Yes. If a vehicle is lost or stolen during your ride, the charge is "
                                                "£50.", "Will a lost bike only cost me £50?")


@pytest.mark.parametrize("answer", [
    "Report it to the police and to the scheme within 12 hours. If you do so and give a police crime reference "
    "number, you pay £50; otherwise the full replacement cost is charged, which is £900 for an e-bike.",
    "If you report it in time and give a crime reference number, the charge is £50.",
    "The charge is £50 if you report the theft in time with a police crime reference number.",
])
def test_a_value_stated_with_its_condition_passes(answer: str) -> None:
    assert "unsupported-claim" not in _checks(LOST, answer, "What if my bike is stolen?")


@pytest.mark.parametrize(("text", "answer"), [
    # a limit given alone states no modality (unseen14 dev u14-ru-016)
    ("Снять можно не более 300 000 ₽ в сутки и не более 2 000 000 ₽ в месяц.",
     "Не более 300 000 ₽ в сутки и не более 2 000 000 ₽ в месяц."),
    ("You can carry up to 8 kg in the cabin.", "Up to 8 kg in the cabin."),
])
def test_a_limit_given_alone_agrees_with_the_permission_that_sets_it(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "What is the limit?")


@pytest.mark.parametrize(("text", "answer"), [
    # review13: the condition in the claim's own words, and the figure of another sentence
    ("If you hold a valid Railcard, the fare is £12; otherwise it is £18.", "With a Railcard the fare is £12."),
    ("Если заявление подано онлайн, пошлина — 1 500 ₽; иначе — 2 000 ₽.",
     "При подаче через интернет пошлина — 1 500 ₽."),
    ("Parcels are delivered within 2 days. If the courier cannot reach the recipient at the address given, the parcel "
     "is kept at the depot for 2 days; otherwise it is handed over.", "Parcels are delivered within 2 days."),
    ("Стандартная доставка занимает 5 дней. Если товар пришёл повреждённым и вы сообщили об этом в течение 5 дней, "
     "магазин заменит его; иначе замена не производится.", "Стандартная доставка занимает 5 дней."),
])
def test_a_value_with_its_condition_in_other_words_or_from_another_sentence_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, "What does it cost?")
