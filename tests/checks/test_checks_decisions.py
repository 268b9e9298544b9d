"""Final decisions per check (with the lexical extractor), en + ru, and the figure finder."""

from __future__ import annotations

import pytest
from answer_check_fixtures import (
    ACT_2019,
    ACT_2023,
    DEADLINE_FR,
    DEADLINE_PL_RU,
    FAX_EN,
    FAX_RU,
    POST_EN,
    POST_RU,
    StubExtractor,
    contract_of,
)

from tether.checks import CHECKS_BY_ID, SEED_001, LexicalExtractor, run_checks
from tether.checks.figures import figures


def hits(inp, extractor=None) -> list[str]:
    return [
        v.check
        # The six seed-001 decisions; unsupported-claim has its own tests (test_checks_claims.py).
        for v in run_checks(inp, contract_of(inp), extractor or LexicalExtractor(), SEED_001).violations
    ]


@pytest.mark.parametrize(
    "question, fragments, answer, expected",
    [
        (
            "Can I file by email?",
            [FAX_EN, POST_EN],
            "Yes, the rules explicitly allow filing by email.",
            ["unsupported-explicit-rule"],
        ),
        (
            "Can I file by fax?",
            [FAX_EN, POST_EN],
            "Yes, the rules explicitly allow filing by fax.",
            ["unsupported-explicit-rule"],
        ),
        (
            "Можно ли подать по электронной почте?",
            [FAX_RU, POST_RU],
            "Да, согласно правилам, допускается подача по электронной почте.",
            ["unsupported-explicit-rule"],
        ),
        (
            "Can I file by fax?",
            [FAX_EN, POST_EN],
            "No. The rules explicitly prohibit filing by fax: applications submitted by fax "
            "will not be accepted.",
            [],
        ),
        (
            "Можно ли подать по факсу?",
            [FAX_RU, POST_RU],
            "Нет, правила прямо запрещают подачу по факсу: заявления, поданные по факсу, не "
            "принимаются.",
            [],
        ),
    ],
)
def test_explicit_rule_decision(make_input, question, fragments, answer, expected):
    assert hits(make_input(question, fragments, answer)) == expected


@pytest.mark.parametrize(
    "question, answer, expected",
    [
        (
            "Can I file by fax?",
            "Yes, applications submitted by fax will be accepted.",
            ["acceptance-contradiction"],
        ),
        (
            "Can I file by fax?",
            "Yes, faxed applications are accepted.",
            ["acceptance-contradiction"],
        ),
        (
            "Can I file by fax?",
            "No, fax applications are not accepted; paper applications by post are accepted "
            "only from applicants without portal access.",
            [],
        ),
        (
            "Can I send a paper application by post?",
            "Yes, paper applications submitted by post are accepted only from applicants "
            "without portal access.",
            [],
        ),
    ],
)
def test_acceptance_decision_en(make_input, question, answer, expected):
    assert hits(make_input(question, [FAX_EN, POST_EN], answer)) == expected


@pytest.mark.parametrize(
    "question, answer, expected",
    [
        (
            "Можно ли подать заявление по факсу?",
            "Да, заявление, поданное по факсу, будет принято.",
            ["acceptance-contradiction"],
        ),
        (
            "Можно ли подать заявление по почте?",
            "Да, бумажные заявления по почте принимаются, если у вас нет доступа к онлайн-порталу.",
            [],
        ),
    ],
)
def test_acceptance_decision_ru(make_input, question, answer, expected):
    assert hits(make_input(question, [FAX_RU, POST_RU], answer)) == expected


def test_acceptance_absence_is_not_presence(make_input):
    policy = {
        "id": "late#policy",
        "text": "Returns filed after 31 March will not be accepted without a "
        "late-filing declaration. Returns filed with a late-filing declaration are accepted "
        "until 30 June.",
    }
    with_declaration = make_input(
        "I file on 15 April with a late-filing declaration. Will it be accepted?",
        [policy],
        "Yes. Returns filed with a late-filing declaration are accepted until 30 June.",
    )
    without = make_input(
        "I file my annual return on 15 April without a late-filing declaration. Will it be "
        "accepted?",
        [policy],
        "Yes, the return will be accepted.",
    )
    assert hits(with_declaration) == []
    assert hits(without) == ["acceptance-contradiction"]


@pytest.mark.parametrize(
    "fragments, answer, expected",
    [
        (
            [DEADLINE_FR],
            "A micro-enterprise has 60 days instead of 45 days.",
            ["number-without-jurisdiction"],
        ),
        ([DEADLINE_FR], "In France a micro-enterprise has 60 days instead of 45 days.", []),
        (
            [DEADLINE_PL_RU],
            "Для микропредприятий срок составляет 30 дней.",
            ["number-without-jurisdiction"],
        ),
        ([DEADLINE_PL_RU], "В Польше для микропредприятий срок составляет 30 дней.", []),
    ],
)
def test_jurisdiction_decision(make_input, fragments, answer, expected):
    assert hits(make_input("Deadline?", fragments, answer)) == expected


def test_jurisdiction_needs_no_extraction(make_input):
    inp = make_input("Deadline?", [DEADLINE_FR], "The deadline is 45 days.")
    stub = StubExtractor(RuntimeError("never called"))
    report = run_checks(inp, contract_of(inp), stub)
    assert [v.check for v in report.violations] == ["number-without-jurisdiction"]
    assert stub.requests == []


def test_wrong_document_decision(make_input):
    question = "How long is a file kept under the Data Retention Act 2023?"
    wrong = make_input(
        question, [ACT_2019, ACT_2023], "A file is kept for 6 years.", cites=[ACT_2019["id"]]
    )
    right = make_input(
        question, [ACT_2019, ACT_2023], "A file is kept for 10 years.", cites=[ACT_2023["id"]]
    )
    (violation,) = run_checks(wrong, contract_of(wrong), LexicalExtractor()).violations
    assert violation.check == "wrong-document"
    assert "act-2023-data-retention" in violation.detail and ACT_2019["id"] in violation.detail
    assert hits(right) == []


@pytest.mark.parametrize(
    "fragments, answer, expected",
    [
        (
            [DEADLINE_FR],
            "In France micro-enterprises formally get 60 days, but in practice the general 45-day "
            "deadline always applies.",
            ["exception-overridden"],
        ),
        (
            [DEADLINE_FR],
            "In France micro-enterprises get 60 days; however, in practice the standard 45 "
            "days apply "
            "to everyone.",
            ["exception-overridden"],
        ),
        (
            [DEADLINE_PL_RU],
            "В Польше микропредприятиям положено 30 дней, однако на практике всегда действует "
            "общий срок в 21 день.",
            ["exception-overridden"],
        ),
        (
            [DEADLINE_FR],
            "In France the deadline is 45 days, except for micro-enterprises, which have 60 days.",
            [],
        ),
        (
            [DEADLINE_PL_RU],
            "В Польше срок 21 день, за исключением микропредприятий: для них срок составляет "
            "30 дней.",
            [],
        ),
    ],
)
def test_exception_decision(make_input, fragments, answer, expected):
    assert hits(make_input("Deadline for a micro-enterprise?", fragments, answer)) == expected


def test_exception_needs_a_verbatim_exception_sentence(make_input):
    inp = make_input(
        "Deadline?",
        [DEADLINE_FR],
        "In France micro-enterprises formally get 60 days, but in "
        "practice the general 45-day deadline always applies.",
    )
    check = CHECKS_BY_ID["exception-overridden"]
    trigger = check.precheck(contract_of(inp), inp)
    paraphrase = (
        "This deadline applies to every applicant, except micro-enterprises with "
        "fewer than 10 employees."
    )
    assert check.decide(trigger, [paraphrase], inp) is None
    exact = (
        "This deadline applies to every applicant, except where the applicant is a "
        "micro-enterprise "
        "with fewer than 10 employees: for a micro-enterprise the deadline is extended to 60 days."
    )
    assert check.decide(trigger, [exact], inp) is not None


@pytest.mark.parametrize(
    "text, expected",
    [
        ("The fee is 1 250 EUR.", ["1 250"]),
        ("within 30 working days", ["30"]),
        ("€1,250 and 19 %", ["1,250", "19"]),
        ("в течение 30 рабочих дней", ["30"]),
        ("fewer than 10 employees", ["10"]),
        ("30-45 days", ["30", "45"]),
        ("2 года", ["2"]),
        ("EUR 4 300", ["4 300"]),
        ("Article 30 and 31 apply", []),
        ("On 12 June 2024 it changed", []),
        ("since 2019", []),
        ("1 января 2024 года", []),
        ("статьёй 257 Торгового кодекса", []),
        ("см. п. 3", []),
        ("NWR-DE-2024-00417", []),
        ("ISO 4217 codes", []),
        ("JPK_V7M", []),
        ("до 10:00", []),
        ("1. First\n2. Second", []),
        ("fee 320 EUR [t1]", ["320"]),
        ("3-й день", []),
        ("v3.2 of the act", []),
    ],
)
def test_figures(text, expected):
    assert [f.text for f in figures(text)] == expected


def test_a_supported_first_claim_does_not_hide_an_unsupported_second(make_input):
    answer = (
        "The rules explicitly prohibit fax filing: applications submitted by fax will not be "
        "accepted. The rules also explicitly allow filing by email."
    )
    inp = make_input("How can I file?", [FAX_EN, POST_EN], answer)
    assert hits(inp) == ["unsupported-explicit-rule"]
