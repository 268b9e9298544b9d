"""A discretion stated as done (tether.checks.discretion): "we may reduce" → "we reduce"."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

CALLING = ("You must call Meridian Assist before you are admitted to hospital, or within 48 hours of admission. "
           "If you do not call, we may reduce what we pay for your treatment.")
DOLG = ("Если номером не пользуются 90 дней подряд, оператор вправе расторгнуть договор и через 6 месяцев передать "
        "номер другому абоненту.")
GUESTS = "Members may bring up to 3 guests a day. The club may refuse entry to a guest without ID."
RASTORZHENIE = ("Автошкола вправе расторгнуть договор, если ученик пропустил более 30 дней занятий подряд. В этом "
                "случае возврат рассчитывается так же, как при расторжении по заявлению ученика.")
TOPUP = ("Residents may claim a top-up of 95 EUR per month. The top-up is paid from the first day of the second "
         "month after the claim.")
OWNER = ("Плата вносится до 10-го числа. Собственник, получивший квитанцию позже 5-го числа, вправе оплатить её без "
         "пеней в течение 7 дней.")


@pytest.mark.parametrize(("text", "answer"), [
    # unseen17 dev u17-en-026, u17-ru-027
    (CALLING, "If you do not call Meridian Assist before you are admitted, we reduce what we pay for your treatment."),
    (DOLG, "Если номером не пользуются 90 дней подряд, оператор расторгает договор."),
    (GUESTS, "The club refuses entry to a guest without ID."),
    # the act named as a circumstance elsewhere («при расторжении») states nothing (unseen18 dev u18-ru-027)
    (RASTORZHENIE, "Если вы пропустите более 30 дней занятий подряд, автошкола расторгает договор."),
])
def test_an_institutions_discretion_stated_as_done_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (CALLING, "If you do not call, we may reduce what we pay for your treatment."),
    (CALLING, "Without a call, the insurer might reduce what it pays."),
    (DOLG, "Если номером не пользоваться 90 дней подряд, оператор может расторгнуть договор."),
    # the reader's own permission, stated plainly
    (GUESTS, "Members bring up to 3 guests a day."),
    (OWNER, "Если квитанция пришла позже 5-го числа, оплатить её без пеней можно в течение 7 дней."),
    # the act inside a condition, or as an infinitive, is not stated as done
    (GUESTS, "If the club refuses entry to your guest, ask for the manager."),
    (DOLG, "Чтобы оператор не расторгнул договор, пользуйтесь номером хотя бы раз в 90 дней."),
    # the act as a circumstance in the answer too
    (TOPUP, "The top-up is paid from the first day of the second month after the claim."),
    (RASTORZHENIE, "Возврат при расторжении по инициативе школы рассчитывается как по заявлению ученика."),
])
def test_a_discretion_kept_or_the_readers_own_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


MISSED = ("A routine appointment that is missed is charged €25. After 3 missed appointments within 12 months, the "
          "practice may ask the owner to pay the consultation fee in full when booking.")
REMONT = ("Университет вправе потребовать от студента оплатить ремонт комнаты, если повреждение произошло по его вине. "
          "Ремонт проводит хозяйственная служба.")


@pytest.mark.parametrize(("text", "answer"), [
    # what an institution may ask for, stated as done (unseen20 dev u20-en-045)
    (MISSED, "After 3 missed appointments within 12 months, the practice makes you pay the consultation fee in full "
             "whenever you book."),
    (MISSED, "After 3 missed appointments within 12 months, you pay the consultation fee in full when booking."),
    (REMONT, "Если комната повреждена по вашей вине, вы оплачиваете ремонт комнаты."),
])
def test_an_act_an_institution_may_ask_for_stated_as_done_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (MISSED, "After 3 missed appointments within 12 months, the practice may ask you to pay the consultation fee in "
             "full when booking."),
    (MISSED, "After 3 missed appointments in 12 months, you might be asked to pay the consultation fee in full."),
    (MISSED, "A missed routine appointment is charged €25."),
    (REMONT, "Если комната повреждена по вашей вине, университет может потребовать оплатить её ремонт."),
    (REMONT, "Ремонт комнаты проводит хозяйственная служба."),
])
def test_the_request_kept_as_a_discretion_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    # the asked act on another object, stated as done, is another act (a review of ff9bb13)
    ("Rent is paid monthly in advance. The landlord may ask the tenant to pay for repairs caused by negligence.",
     "You pay rent every month in advance."),
    ("We may send you reminders by text message. Invoices are emailed on the first day of each month.",
     "We send your invoice by email on the first day of each month."),
    ("The bank may ask you to provide proof of address. Proof of identity is required to open an account.",
     "You must provide proof of identity to open an account, and the bank may also ask for proof of address."),
    ("Staff may ask guests to leave the pool if they break the rules. Swimmers must be out of the water by 8.45pm.",
     "Swimmers must leave the water by 8.45pm."),
    ("Университет вправе потребовать от студента оплатить обучение за семестр вперёд. Деньги перечисляются по "
     "безналичному расчёту.", "Обучение вы оплачиваете по безналичному расчёту."),
])
def test_the_act_on_another_object_is_not_the_discretion(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


SUSPEND = ("The club may suspend an account when a payment fails and is not settled within 7 days, or after 3 late "
           "returns within 6 months. The club must suspend an account at once when it learns that the member's "
           "licence has been suspended or cancelled. The member is told of a suspension by email, with the reason.")


def test_the_act_due_in_another_case_does_not_excuse_the_discretion() -> None:
    # unseen21 dev u21-en-043: "must suspend" is the licence's case, not a failed payment's
    for answer in ("If a payment fails and you do not settle it within 7 days, the club suspends your account.",
                   "After 3 late returns within 6 months, the club suspends your account."):
        assert "unsupported-claim" in _checks(SUSPEND, answer), answer


@pytest.mark.parametrize("answer", [
    "If a payment fails and is not settled within 7 days, the club may suspend your account.",
    "The club suspends your account at once if it learns your licence has been suspended.",
])
def test_the_due_case_restated_or_the_discretion_kept_passes(answer: str) -> None:
    assert "unsupported-claim" not in _checks(SUSPEND, answer)


LAPSED = "Every boat must be insured. A boat whose insurance has lapsed may be moved ashore at the owner's expense."
PRODAZHA = ("Вещь хранится бесплатно 30 дней. Через 6 месяцев химчистка вправе продать невостребованную вещь, "
            "предупредив клиента за 30 дней.")
FINES = "Infringements may be fined up to 20 000 000 EUR or up to 4% of annual turnover, whichever is higher."


@pytest.mark.parametrize(("text", "answer"), [
    # a passive discretion ("may be moved") stated as the institution's act (unseen24 dev u24-en-049)
    (LAPSED, "If your insurance lapses, the marina will move your boat ashore at your expense."),
    # «обязательно» states the act for certain, it does not ask for it (unseen24 dev u24-ru-049)
    (PRODAZHA, "Через 6 месяцев химчистка обязательно продаёт невостребованную вещь, предупредив клиента за 30 дней."),
])
def test_a_discretion_made_certain_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (LAPSED, "If your insurance lapses, your boat may be moved ashore at your expense."),
    (LAPSED, "If your insurance lapses, the marina can move your boat ashore at your expense."),
    (LAPSED, "If your insurance lapses, your boat risks being moved ashore at your expense."),
    (PRODAZHA, "Через 6 месяцев химчистка вправе продать невостребованную вещь, предупредив клиента за 30 дней."),
    # the word is the subject of a modal, not the act ("Fines may reach …": struct-052)
    (FINES, "Fines may reach 20 000 000 EUR or 4% of annual turnover, whichever is higher."),
])
def test_the_discretion_kept_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


@pytest.mark.parametrize("answer", [
    "You use the voucher in any of our stores.",  # the reader's act, which the passive grants them
])
def test_a_passive_grant_to_the_reader_is_no_discretion(answer: str) -> None:
    assert "unsupported-claim" not in _checks("The voucher may be used in any of our stores.", answer,
                                              "Where can I use the voucher?")


def test_a_modal_three_words_before_the_act_keeps_it() -> None:
    assert "unsupported-claim" not in _checks(
        LAPSED, "If your insurance lapses, your boat may end up being moved ashore at your expense.")


IMENNOY = "Абонемент именной: передавать его другому человеку нельзя, при входе администратор может попросить документ."
INSPECTION = ("On return, depot staff may inspect the machine for damage. The hirer must clean the machine before "
              "return.")


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # a duty in the answer's own verb for what the holder may do to the same object (unseen29 dev u29-ru-044)
    (IMENNOY, "Абонемент именной, и при входе администратор обязан проверить документ.", True),
    (IMENNOY, "Абонемент именной; при входе администратор может попросить документ.", False),
    (INSPECTION, "On return, depot staff must check the machine for damage.", True),
    (INSPECTION, "On return, depot staff may check the machine for damage.", False),
    # the reader's duty, which the source lays itself: another reader's business
    (INSPECTION, "You must clean the machine before you return it.", False),
], ids=["ru-duty", "ru-may", "en-duty", "en-may", "readers-duty"])
def test_a_duty_in_another_verb_for_a_discretion(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fires
