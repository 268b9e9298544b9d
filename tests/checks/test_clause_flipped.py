"""A contrasted claim whose one clause turns round the sentence that states that clause (issue 11).

The whole claim is compared with the cited sentence holding most of its words; a clause that
another cited sentence states is read against that one as well.
"""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tether.checks.polarity import polarity

DOGS = ("Dogs may join you in the bar and the garden, but not in the restaurant. "
        "A dog must not be left alone in the room for more than 2 hours.")
PARTS = ("Если запчасти привёз клиент, гарантия распространяется только на работу, а не на сами детали. "
         "На слесарные работы даётся гарантия 6 месяцев.")
DEPOSIT = ("The deposit is refunded within 5 working days. "
           "The booking fee is not refunded if you cancel later than 48 hours before arrival.")




@pytest.mark.parametrize(("text", "answer"), [
    (DOGS, "Dogs may join you anywhere in the hotel, the restaurant included, but must not be left alone in the "
           "room for more than 2 hours."),  # unseen12 dev u12-en-032
    ("The deposit is refunded when you check out. The booking fee is not refunded.",
     "The deposit is refunded when you check out, but the booking fee is refunded too."),
    ("Деньги за неиспользованные дни не возвращаются. Путёвку можно передать другому ребёнку.",
     "Путёвку можно передать другому ребёнку, а деньги за неиспользованные дни возвращаются."),
])
def test_a_clause_that_turns_its_own_sentence_round_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (DOGS, "Dogs may join you in the bar and the garden, but a dog must not be left alone in the room for more "
           "than 2 hours."),
    (DOGS, "Dogs are welcome in the bar and the garden, but not in the restaurant."),
    (DEPOSIT, "The deposit is refunded within 5 working days, but the booking fee is not refunded if you cancel "
              "later than 48 hours before arrival."),
    (PARTS, "Гарантия на слесарные работы — 6 месяцев, но на детали клиента она не распространяется."),
    # review11: the other side of a rule, and a denial that agrees with an "only"
    ("Lifeguards are on duty from 9:00 to 19:00. The pool is open from 7:00 to 21:00.",
     "The pool is open from 7:00 to 21:00, but lifeguards are not on duty before 9:00 or after 19:00."),
    ("Refunds are given only for unused tickets. Tickets can be exchanged up to 2 hours before the show.",
     "You can exchange a ticket up to 2 hours before the show, but used tickets are not refunded."),
    ("Спасатели дежурят с 9:00 до 19:00. Бассейн открыт с 7:00 до 21:00.",
     "Бассейн открыт с 7:00 до 21:00, но спасатели не дежурят до 9:00 и после 19:00."),
])
def test_contrasted_clauses_that_keep_their_sentences_polarity_pass(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


def test_a_russian_intensive_pronoun_does_not_take_the_denial() -> None:
    # «а не на *сами* детали» denies the parts, not «сами» (unseen12 dev u12-ru-032)
    denied, _, _ = polarity("гарантия распространяется только на работу, а не на сами детали")
    assert any(t.startswith("дета") for t in denied)
    assert "unsupported-claim" in _checks(PARTS, "Да, гарантия распространяется и на работу, и на сами детали, "
                                                 "привезённые клиентом.")


def test_a_clause_is_compared_with_the_sentence_that_states_it_not_the_other_clauses() -> None:
    # unseen15 dev u15-en-006: "… but you have to keep paying" is not turned round by the
    # "If you cannot pay a bill in full" of the sentence stating the first clause
    text = ("If you cannot pay a bill in full, we offer a payment plan that spreads the arrears over up to 12 months "
            "without interest. You must keep paying for the energy you use while the plan runs.")
    answer = ("The supplier spreads the arrears over up to 12 months, without charging interest, but you have to "
              "keep paying for the energy you use while the plan is running.")
    assert "unsupported-claim" not in _checks(text, answer, "How long can a payment plan run?")


def test_a_clause_borrowing_its_verb_is_still_compared_where_the_verb_is() -> None:
    # HaluEval halueval-qa-6760: "… was not founded by DePauw, but the Society … was"
    text = ("The 1884 DePauw Tigers football team represented DePauw University during the 1884 college football "
            "season. The Society of Professional Journalists was founded at DePauw.")
    answer = ("The Tigers football team was not founded by DePauw University, but the Society of Professional "
              "Journalists was.")
    assert "unsupported-claim" in _checks(text, answer, "Which was founded at DePauw University?")


@pytest.mark.parametrize(("text", "denied"), [
    ("We do not charge a late payment fee or interest on late bills.", {"interest", "fee"}),
    ("Мы не взимаем комиссию за переводы между своими счетами.", {"комисс"}),
])
def test_a_denied_light_verb_denies_what_it_takes(text: str, denied: set[str]) -> None:
    assert denied <= polarity(text)[0]


@pytest.mark.parametrize("text", [
    "We do not charge a fee if you cancel within 14 days.",
    "We do not charge for damage caused by a fault you reported before the ride.",
])
def test_a_denied_light_verbs_object_ends_at_a_condition_or_a_modifier(text: str) -> None:
    denies = polarity(text)[0]
    assert "cancel" not in denies and "caus" not in denies and "fault" not in denies


def test_charging_what_the_source_does_not_charge_is_flipped() -> None:
    # unseen15 dev u15-en-026
    text = ("If a bill is still unpaid 14 days after the due date, we send you a reminder. We do not charge a late "
            "payment fee or interest on late bills.")
    assert "unsupported-claim" in _checks(
        text, "We charge interest on late bills, although there is no separate late payment fee.",
        "Do you charge interest on late bills?")
    assert "unsupported-claim" not in _checks(
        text, "No interest is charged on late bills, and there is no late payment fee either.",
        "Do you charge interest on late bills?")


GYM = ("Members pay £30 a month by direct debit, and the first month is paid at sign-up. "
       "No joining fee is charged for a membership.")
ABONEMENT = ("Абонемент на 8 занятий стоит 4 000 ₽ и действует 30 дней. "
             "Заморозка абонемента не предусмотрена.")
POLIS = ("Страховка стоит 4 % стоимости тура и покрывает штрафы при отказе из-за болезни туриста. "
         "Добровольный отказ от тура она не покрывает.")
GYM_EN = "Membership costs £30 a month and includes the pool. The sauna is not covered by a membership."


@pytest.mark.parametrize(("text", "answer", "question"), [
    # an "and" joins a clause of the other sentence, turned round, to the figures' plain one
    # (unseen20 dev u20-en-037)
    (GYM, "Yes, a joining fee is charged for a membership, and you pay £30 a month by direct debit.",
     "Is a joining fee charged for a membership?"),
    (ABONEMENT, "Да, заморозка абонемента предусмотрена, и абонемент на 8 занятий стоит 4 000 ₽.",
     "Можно ли заморозить абонемент?"),
    # no comma: the "and" is followed by a verb, so a clause begins there (unseen28 dev u28-ru-041)
    (POLIS, "Страховка стоит 4 % стоимости тура и покрывает также добровольный отказ от тура.",
     "Покрывает ли страховка добровольный отказ?"),
    (GYM_EN, "Membership costs £30 a month and also covers the sauna.", "Is the sauna included?"),
])
def test_a_clause_joined_by_and_that_turns_its_sentence_round_is_unsupported(text: str, answer: str,
                                                                             question: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "answer", "question"), [
    (GYM, "No, no joining fee is charged for a membership, and you pay £30 a month by direct debit.",
     "Is a joining fee charged for a membership?"),
    (ABONEMENT, "Нет, заморозка абонемента не предусмотрена, и абонемент на 8 занятий действует 30 дней.",
     "Можно ли заморозить абонемент?"),
    (GYM_EN, "Membership costs £30 a month and includes the pool.", "What does membership include?"),
])
def test_joined_clauses_that_keep_their_sentences_polarity_pass(text: str, answer: str, question: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


AFTER_HOURS = ("In Ireland, night calls are handled by our partner VetNight. VetNight bills the owner directly and "
               "takes payment at the visit; the clinic does not take payment for night calls.")


@pytest.mark.parametrize(("answer", "fails"), [
    # a leading place, as the prompt asks models to name it, opens no clause: the claim is
    # still compared whole with the sentence that denies it (unseen20 dev u20-en-039); and its
    # words do not make the sentence naming the place the one the claim is compared with
    ("In Ireland, the clinic bills you for night calls and takes payment at the visit.", True),
    ("In Ireland, VetNight bills you directly and takes payment at the visit.", False),
    ("In Ireland, the clinic does not take payment for night calls.", False),
])
def test_a_claim_opening_with_its_place_is_compared_whole(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(AFTER_HOURS, answer, "Who do I pay for a night call?")) is fails


FEES = "The annual licence fee is 400 EUR. Renewals filed online are charged 320 EUR."


@pytest.mark.parametrize(("answer", "fails"), [
    # a place named anywhere in the claim is no word the source must hold: the uncovered code
    # kept the sentence that states the fee from being compared with its denial (found by
    # rule-made flips of faithful answers, evalsets/mutations.py)
    ("The annual licence fee in PL is not 400 EUR.", True),
    ("The annual licence fee in Poland is not 400 EUR.", True),
    ("The annual licence fee in Poland is 400 EUR.", False),
    ("The annual licence fee in PL is 400 EUR.", False),
])
def test_a_place_named_inside_a_claim_does_not_keep_its_denial_from_being_compared(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(FEES, answer, "What is the annual licence fee?")) is fails


DEBIT = "Customers in Ireland can pay by direct debit. Customers in the United Kingdom cannot pay by direct debit."


@pytest.mark.parametrize(("answer", "fails"), [
    # sentences that differ only by their place: the one naming the claim's place, however
    # written ("UK"), is the one compared (review of ab51901)
    ("In the UK, you cannot pay by direct debit.", False),
    ("In the United Kingdom, customers cannot pay by direct debit.", False),
    ("In Ireland, you can pay by direct debit.", False),
    ("In the United Kingdom, you can pay by direct debit.", True),
])
def test_of_sentences_differing_by_place_the_claims_place_is_compared(answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(DEBIT, answer, "Can I pay by direct debit?")) is fails


@pytest.mark.parametrize(("text", "answer", "question", "fails"), [
    # a joined clause compared whole with its own sentence, whose denial governs a modal or a
    # light verb, not a word of the clause (a review of b646228)
    ("Гости проходят в общежитие по паспорту. Гости не могут оставаться на ночь.",
     "Гости проходят в общежитие по паспорту, и оставаться на ночь они могут.", "Могут ли гости остаться на ночь?",
     True),
    ("Refunds are not given for opened software. Unopened software can be returned for a full refund.",
     "Yes, unopened software can be returned for a full refund, and opened software is refunded too.",
     "Can I get a refund for software?", True),
    ("Гости проходят в общежитие по паспорту. Гости не могут оставаться на ночь.",
     "Гости проходят в общежитие по паспорту, и оставаться на ночь они не могут.", "Могут ли гости остаться на ночь?",
     False),
    ("Refunds are not given for opened software. Unopened software can be returned for a full refund.",
     "Unopened software can be returned for a full refund, and opened software is not refunded.",
     "Can I get a refund for software?", False),
])
def test_a_joined_clause_is_compared_whole_with_its_sentence(text: str, answer: str, question: str,
                                                            fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fails


LEAVE_AU = ("Full-time staff get 10 days of personal leave a year. Unused personal leave carries over without a cap, "
            "but it is not paid out when employment ends.")


@pytest.mark.parametrize(("text", "answer", "fails"), [
    # "without" denies its noun, not its clause: the clause's "paid out" is still affirmed
    # (unseen19 dev u19-en-025)
    (LEAVE_AU, "Unused personal leave carries over without a cap and is paid out when your employment ends.", True),
    (LEAVE_AU, "Unused personal leave carries over without a cap, but it is not paid out when employment ends.", False),
    (LEAVE_AU, "Unused personal leave carries over without any cap.", False),
    ("Рассрочка на 4 месяца предоставляется без процентов. Первый взнос не возвращается.",
     "Рассрочку на 4 месяца дают без процентов, и первый взнос возвращается.", True),
])
def test_without_denies_its_noun_not_its_clause(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, "Is it paid out?")) is fails


SOGLASOVANIE = ("Перенос стен и дверных проёмов (перепланировка), а также перенос радиаторов, сантехники и газового "
                "оборудования (переустройство) согласуются с администрацией района, а не с управляющей компанией. Для "
                "согласования управляющая компания по заявлению собственника выдаёт копию поэтажного плана и "
                "технические условия в течение 10 рабочих дней.")
PERMITS = ("Applications for a parking permit go to the council, not to the management company. "
           "The management company only issues gate fobs.")


@pytest.mark.parametrize(("text", "answer"), [
    # unseen21 dev u21-ru-018: «а не с управляющей компанией» sets a party against another; cut off
    # at its «, а» it read as a clause denying what the next sentence says of the company
    (SOGLASOVANIE, "Перенос радиаторов — это переустройство, и согласуют его с администрацией района, а не с "
                   "управляющей компанией."),
    (SOGLASOVANIE, "Согласовывать перенос радиаторов нужно с администрацией района, а не с управляющей компанией."),
    ("Перепланировку согласуют с администрацией района, а не с управляющей компанией. Управляющая компания выдаёт "
     "поэтажный план за 10 рабочих дней.",
     "Согласовывать перепланировку нужно с администрацией района, а не с управляющей компанией."),
    (PERMITS, "You apply to the council for a parking permit, not to the management company."),
])
def test_a_party_set_against_another_is_no_denial(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    (SOGLASOVANIE, "Согласовывать перенос радиаторов нужно с управляющей компанией, а не с администрацией района."),
    (PERMITS, "You apply to the management company for a parking permit, not to the council."),
])
def test_the_parties_swapped_round_are_still_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


GUESTS = ("Гости въезжают по заявке, поданной через приложение или диспетчеру, и могут стоять во дворе не более "
          "3 часов. Двор закрыт шлагбаумом.")
MEMBERS = "Members book through the app, and they can extend a booking once. Cars are cleaned weekly."


@pytest.mark.parametrize(("text", "answer"), [
    # unseen21 dev u21-ru-016: the permission is the source's second clause's, not its first's
    (GUESTS, "Гость въезжает по заявке через приложение и может оставаться во дворе не более 3 часов."),
    (MEMBERS, "Members book through the app and can extend their booking once."),
])
def test_a_permission_stated_in_the_sources_other_clause_passes(text: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer)


@pytest.mark.parametrize(("text", "answer"), [
    ("Members book through the app, and they must return the car by 10 pm. Cars are cleaned weekly.",
     "Members book through the app and may return the car by 10 pm."),
    ("Guests enter with a visitor pass, and they may not stay in the building after 22:00. The desk opens at 8:00.",
     "Guests enter with a visitor pass and may stay in the building after 22:00."),
])
def test_a_permission_the_sources_other_clause_withholds_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer)


LATE = ("No late fee is charged when the delay was caused by a breakdown, an accident or a road closure that the "
        "member reported to the club before the booking ended.")


def test_not_if_answers_the_question_and_keeps_the_condition() -> None:
    # unseen21 dev u21-en-009: the "Not" of "Not if …" is the answer's "no", not the condition's
    question = "My car broke down and I'm going to be late back. Will I be charged a late fee?"
    assert _checks(LATE, "Not if you report the breakdown to the club before your booking ends.", question) == []
    # a condition the source does not state wholly is not excused by reading "Not" as the answer
    for wrong in ("Not if the delay was caused by traffic.", "Not if you pay the late fee before your booking ends."):
        assert "unsupported-claim" in _checks(LATE, wrong, question), wrong


REPORTED = ("No late fee is charged when a breakdown is reported to the club before the booking ended. Otherwise the "
            "late fee is $25 per hour. Reports can be made by phone or in the app.")


@pytest.mark.parametrize("answer", [
    # a red-team of e7f2b53: read as "No," the answer's "Not" stopped agreeing with "No late fee"
    "Not if you report the breakdown to the club before your booking ends.",
    "Not if a breakdown is reported to the club before the booking ended.",
    "Not if you report it to the club before your booking ends.",
])
def test_not_if_agrees_with_the_sources_denial(answer: str) -> None:
    assert _checks(REPORTED, answer, "Will I be charged a late fee if the car breaks down?") == []


OVERDRAFT = ("No fee is charged for the first 7 days of an unarranged overdraft; after that a fee of 6 GBP per day "
             "applies, capped at 30 GBP per month.")


@pytest.mark.parametrize(("text", "answer", "failing"), [
    # a long sentence's clause holding every word of the claim, its negation dropped (red-team p27)
    (OVERDRAFT, "A fee is charged for the first 7 days of an unarranged overdraft.", True),
    ("Плата не взимается за первые 7 дней неразрешённого овердрафта; после этого взимается 300 ₽ в день, "
     "но не более 3 000 ₽ в месяц.", "Плата взимается за первые 7 дней неразрешённого овердрафта.", True),
    (OVERDRAFT, "No fee is charged for the first 7 days of an unarranged overdraft.", False),
    (OVERDRAFT, "For the first 7 days of an unarranged overdraft there is no fee.", False),
])
def test_a_clause_of_a_long_sentence_is_compared_by_its_negation(text: str, answer: str, failing: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is failing


IRELAND = ("In Ireland our car parks charge €3.20 for up to 1 hour. Payment is by card or phone only; the machines in "
           "Ireland do not take cash.")


@pytest.mark.parametrize(("answer", "fires"), [
    # a hyphen between spaces is a dash typed without one (unseen27 dev u27-en-004)
    ("No. In Ireland payment is by card or phone only - the machines there don't take cash.", False),
    ("In Ireland you can pay in cash at the machines.", True),
])
def test_a_spaced_hyphen_parts_clauses(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(IRELAND, answer, "Can I pay with cash in Ireland?")) is fires


def test_a_clause_after_though_is_compared_with_its_own_sentence() -> None:
    text = ("We do not control government refunds. With e-filing and direct deposit, the IRS usually pays a "
            "refund within 21 days and the CRA within 14 days.")
    said = "With e-filing and direct deposit the CRA pays a refund within 14 days, though {}"
    assert "unsupported-claim" in _checks(text, said.format("we do control government refunds."))
    assert "unsupported-claim" not in _checks(text, said.format("we do not control government refunds."))
