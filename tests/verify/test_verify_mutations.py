"""`unperformed-mutation`: completed first-person changes, and everything that is not one."""

from __future__ import annotations

import pytest
from verify_helpers import make_input

from tether.verify import find_claims, verify
from tether.verify.mutations import action_families, family_of, target_matches


def fired(answer: str, performed=()) -> bool:
    result = verify(make_input(answer, text="No figures here.", performed=list(performed)))
    return any(v.check == "unperformed-mutation" for v in result.violations)


@pytest.mark.parametrize(
    "answer",
    [
        "I have submitted your application.",
        "I've sent the form to the office.",
        "We have created a new request for you.",
        "I just updated your address.",
        "I deleted the old record.",
        "I have assigned the case to a clerk.",
        "I filed the appeal yesterday.",
        "We registered your company.",
        "I cancelled the appointment.",
        "I paid the fee on your behalf.",
        "Your application has been submitted.",
        "Your request has been successfully created.",
        "The form was sent by me this morning.",
        "I went ahead and booked the slot.",
        "I have made the requested changes.",
        "Done — the application has been successfully submitted.",
    ],
)
def test_english_claims(answer: str) -> None:
    assert fired(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Я отправил заявку.",
        "Мы уже подали ваше заявление.",
        "Я создала новую заявку.",
        "Я обновил ваши данные.",
        "Я удалил старую запись.",
        "Мы назначили ответственного.",
        "Я зарегистрировал компанию.",
        "Я внёс изменения в анкету.",
        "Заявка создана мной.",
        "Ваша заявка отправлена.",
        "Ваша заявка была успешно зарегистрирована.",
        "Отправил вам письмо.",
        "Я вам уже направила ответ.",
        "Я уже перенёс ваш заезд на субботу.",  # a consonant stem's past: no «л» (unseen57 u57-ru-045)
        "Мы перенесли вашу бронь на пятницу.",
    ],
)
def test_russian_claims(answer: str) -> None:
    assert fired(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Submit the form within 30 days.",
        "Please send the application to the office.",
        "I have not submitted anything.",
        "I haven't sent the form.",
        "I did not create a request.",
        "I can submit it for you.",
        "I will send the form once you confirm.",
        "I could create a ticket if you like.",
        "Should I update the record?",
        "Once you have submitted the form, the office replies.",
        "If your application has been submitted, wait for the letter.",
        "Make sure your application has been submitted.",
        "Your application must be submitted by June.",
        "The applicant submitted the form.",
        "You have created the request.",
        "I checked the fee schedule.",
        "I reviewed the material.",
        "The office has updated the schedule.",
    ],
)
def test_english_non_claims(answer: str) -> None:
    assert not fired(answer)


@pytest.mark.parametrize(
    "answer",
    [
        "Отправьте заявку до конца месяца.",
        "Я не отправлял заявку.",
        "Мы ещё не подали заявление.",
        "Я могу отправить заявку за вас.",
        "Я отправлю заявку завтра.",
        "Я бы отправил заявку, но нужен ваш ответ.",
        "Если ваша заявка отправлена, дождитесь ответа.",
        "Ваша заявка должна быть подана до июня.",
        "Ваша заявка будет рассмотрена.",
        "Заявитель отправил документы.",
        "Вы создали заявку?",
        "Я проверил тарифы.",
        "Мы перенесём заезд, если вы попросите.",
        "Мы бизнес сопровождаем с 2010 года.",  # «бизнес» ends in «нес», no past (red-team rt56)
    ],
)
def test_russian_non_claims(answer: str) -> None:
    assert not fired(answer)


@pytest.mark.parametrize(
    "answer, performed",
    [
        ("I have submitted your application.", [{"action": "submit", "target": "application"}]),
        ("I have sent your application.", [{"action": "submit_application"}]),
        ("Я отправил заявку.", [{"action": "submit", "target": "application"}]),
        ("Я отправил заявку на продление лицензии.",
         [{"action": "отправить", "target": "заявка на продление лицензии"}]),
        ("I have created request NW-201.", [{"action": "create", "target": "NW-201"}]),
        ("I have submitted it.", [{"action": "submit", "target": "application"}]),
        ("Ваша заявка зарегистрирована.", [{"action": "register", "target": "заявка"}]),
    ],
)
def test_claims_matched_by_performed_mutations(answer: str, performed: list[dict]) -> None:
    assert not fired(answer, performed)


@pytest.mark.parametrize(
    "answer, performed",
    [
        ("I have deleted your application.", [{"action": "submit", "target": "application"}]),
        ("I have created request NW-202.", [{"action": "create", "target": "NW-201"}]),
        ("I have submitted the payment.", [{"action": "submit", "target": "application"}]),
        ("I submitted the form and paid the fee.", [{"action": "submit", "target": "form"}]),
    ],
)
def test_claims_not_matched(answer: str, performed: list[dict]) -> None:
    assert fired(answer, performed)


def test_claim_detail_and_span() -> None:
    answer = "The fee is due. I have submitted your application."
    (v,) = verify(make_input(answer, text="No figures.")).violations
    assert v.check == "unperformed-mutation"
    assert answer[v.span[0]:v.span[1]] == "I have submitted"
    assert "submit" in v.detail


def test_families() -> None:
    assert family_of("submitted") == family_of("отправил") == family_of("подана") == "submit"
    assert family_of("made the changes") == family_of("внёс") == "update"
    assert action_families("create_request") == {"create"}
    assert action_families("отправка заявления") == {"submit"}


def test_targets() -> None:
    assert target_matches("application", "I have submitted your application.")
    assert target_matches("заявка", "Я отправил заявку.")
    assert target_matches("application", "Я отправил заявку.")  # across languages
    assert not target_matches("payment", "I have submitted your application.")


def test_find_claims_is_cheap_without_trigger_words() -> None:
    assert find_claims("The fee is 1 250 EUR and it is due in 30 days.") == []


def test_an_irregular_past_claims_an_action_too() -> None:
    """"I have already taken the deposit from your card" (unseen12 dev u12-en-039, in
    `limitations`) passed: "taken" ends in no -ed; «списал» names a payment as well."""
    from tether.verify.mutations import find_claims

    assert [(c.text, c.family) for c in find_claims("I have already taken the deposit from your card for you.")] == [
        ("I have already taken", "pay")]
    assert [c.family for c in find_claims("Я уже списал депозит с вашей карты.")] == ["pay"]
    assert find_claims("A deposit of one night's rate is taken when you book.") == []
