"""What a review of session 46's readers found: untrusted text read in linear time and no fail-open
on a long answer; bans that name themselves with a permission's word; an absence that is a claim; a
relative clause's denial read narrowly; a copula after a comma."""

from __future__ import annotations

from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.bounds import _denies
from tether.checks.clauses import _after_a_ruling_dash
from tether.checks.payer import _payments
from tether.checks.polarity import polarity

PROPS = ("Реквизит студии входит в аренду. Свой реквизит приносить можно, кроме конфетти, блёсток и "
         "живого огня.")


def test_many_dashes_neither_run_out_of_stack_nor_turn_the_claim_check_off() -> None:
    padding = " — ".join(["курить в студии нельзя"] * 2_000)
    assert len(_after_a_ruling_dash(padding)) > 1_000
    assert grows_linearly(lambda n: " — ".join(["курить нельзя"] * n), _after_a_ruling_dash, small=200)
    answer = "Свой реквизит приносить нельзя. " + padding + "."
    assert "unsupported-claim" in _checks(PROPS, answer, "Можно ли приносить свой реквизит?")


def test_a_gapped_payer_clause_with_long_spaces_is_read_in_linear_time() -> None:
    def read(text: str) -> object:
        _payments.cache_clear()
        return _payments(text)
    assert grows_linearly(lambda n: "The IRS pays a refund and the CRA 14" + " " * n + "!x", read, small=250)


def test_a_clause_ending_in_spaces_is_read_in_linear_time() -> None:
    assert grows_linearly(lambda n: "курить нельзя" + " " * n + "x", polarity)


def test_bans_that_name_a_permissions_word_still_ban() -> None:
    for ban in ("не допускается", "не разрешается"):
        denied, _, _ = polarity(f"Свой реквизит приносить {ban}")
        assert "принос" in denied
        assert "unsupported-claim" in _checks(PROPS, f"Нет, свой реквизит приносить {ban} — пользуйтесь "
                                                     "реквизитом студии.", "Можно ли приносить свой реквизит?")


def test_an_absence_said_beside_a_claim_is_still_checked() -> None:
    assert "unsupported-claim" in _checks("Предоплата составляет 30 % стоимости этапа.",
                                          "Информация о ценах есть на сайте, а предоплаты нет.", "Нужна ли предоплата?")


def test_a_relative_clause_denial_is_read_narrowly() -> None:
    assert not _denies("work that no fixed fee covers is billed at ")
    assert _denies("Keep in mind that no refund is given after ")
    assert _denies("It is our policy that no refunds are issued after ")


def test_a_copula_after_a_comma_is_not_split() -> None:
    text = "Заморозить абонемент можно дважды в год, одна заморозка — не меньше 7 дней"
    assert _after_a_ruling_dash(text) == [text]
