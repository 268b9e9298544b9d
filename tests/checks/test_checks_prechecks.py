"""Pre-checks fire on the real forms and stay quiet on innocent correct answers (en + ru)."""

from __future__ import annotations

import pytest
from answer_check_fixtures import (
    ACT_2019,
    ACT_2023,
    ACT_2023_SCOPE,
    DEADLINE_FR,
    DEADLINE_PL_RU,
    FAX_EN,
    FAX_RU,
    POST_EN,
    POST_RU,
    contract_of,
)

from tether.checks import CHECKS_BY_ID


def fires(check_id, inp) -> bool:
    return CHECKS_BY_ID[check_id].precheck(contract_of(inp), inp) is not None


# -- unsupported-explicit-rule ----------------------------------------------


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        (
            "Can I file by email?",
            [FAX_EN, POST_EN],
            "Yes, the rules explicitly allow filing by email.",
        ),
        (
            "Can I file by email?",
            [FAX_EN, POST_EN],
            "The regulation permits e-mail filing for every applicant.",
        ),
        (
            "Can I file by email?",
            [FAX_EN, POST_EN],
            "It is expressly forbidden to file through a courier.",
        ),
        (
            "Можно ли подать по электронной почте?",
            [FAX_RU, POST_RU],
            "Да, согласно регламенту, допускается подача по электронной почте.",
        ),
        (
            "Нужна ли нотариальная копия?",
            [FAX_RU, POST_RU],
            "Правила прямо требуют нотариально заверенную копию паспорта.",
        ),
    ],
)
def test_explicit_rule_fires_on_unsupported_claims(make_input, question, fragments, answer):
    assert fires("unsupported-explicit-rule", make_input(question, fragments, answer))


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        # the same claim forms, backed by a sentence of the material
        (
            "Can I file by fax?",
            [FAX_EN, POST_EN],
            "No. The rules explicitly prohibit it: applications submitted by fax will not be "
            "accepted.",
        ),
        (
            "Can I send it by post?",
            [FAX_EN, POST_EN],
            "The rules allow paper applications by post only from applicants without access "
            "to the online portal.",
        ),
        (
            "Можно ли подать по факсу?",
            [FAX_RU, POST_RU],
            "Нет, правила прямо запрещают это: заявления, поданные по факсу, не принимаются.",
        ),
        # claims that the material is silent are not claims of a rule
        (
            "Can I file by email?",
            [FAX_EN, POST_EN],
            "The material does not explicitly mention email filing.",
        ),
        (
            "Можно ли подать по электронной почте?",
            [FAX_RU, POST_RU],
            "В материале прямо не сказано о подаче по электронной почте.",
        ),
        # ordinary answers
        (
            "What is the deadline in France?",
            [DEADLINE_FR],
            "In France the dossier must be filed within 45 days (Article 12).",
        ),
        ("Какой срок в Польше?", [DEADLINE_PL_RU], "В Польше досье подаётся в течение 21 дня."),
    ],
)
def test_explicit_rule_quiet_on_innocent_answers(make_input, question, fragments, answer):
    assert not fires("unsupported-explicit-rule", make_input(question, fragments, answer))


# -- acceptance-contradiction -------------------------------------------------


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        (
            "Can I file by fax?",
            [FAX_EN, POST_EN],
            "Yes, applications submitted by fax will be accepted.",
        ),
        (
            "Можно ли подать по факсу?",
            [FAX_RU, POST_RU],
            "Да, заявление, поданное по факсу, будет принято.",
        ),
        ("Можно ли подать по факсу?", [FAX_RU, POST_RU], "Заявления по факсу принимаются."),
    ],
)
def test_acceptance_fires_on_affirmative_acceptance(make_input, question, fragments, answer):
    assert fires("acceptance-contradiction", make_input(question, fragments, answer))


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        # negated acceptance is not an affirmative claim
        (
            "Can I file by fax?",
            [FAX_EN, POST_EN],
            "No, applications submitted by fax will not be accepted.",
        ),
        (
            "Можно ли подать по факсу?",
            [FAX_RU, POST_RU],
            "Нет, заявления, поданные по факсу, не принимаются.",
        ),
        ("Можно ли подать по факсу?", [FAX_RU, POST_RU], "Нет, такое заявление не будет принято."),
        # other senses of the verbs
        (
            "Как выбрать канал?",
            [FAX_RU, POST_RU],
            "Решение принимается заявителем с учётом доступа к порталу.",
        ),
        ("Which format?", [FAX_EN, POST_EN], "PDF is the generally accepted format for scans."),
        # material that never negates acceptance: nothing to contradict
        (
            "What is the deadline in France?",
            [DEADLINE_FR],
            "Dossiers filed within 45 days are accepted in France.",
        ),
    ],
)
def test_acceptance_quiet_on_innocent_answers(make_input, question, fragments, answer):
    assert not fires("acceptance-contradiction", make_input(question, fragments, answer))


# -- number-without-jurisdiction ----------------------------------------------


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        ("What is the deadline?", [DEADLINE_FR], "The dossier must be filed within 45 days."),
        (
            "What is the deadline?",
            [DEADLINE_FR],
            "Micro-enterprises with fewer than 10 employees get 60 days.",
        ),
        ("Какой срок?", [DEADLINE_PL_RU], "Досье подаётся в течение 21 дня."),
        ("Какой срок?", [DEADLINE_PL_RU], "Для микропредприятий срок составляет 30 дней."),
    ],
)
def test_jurisdiction_fires_on_figures_without_it(make_input, question, fragments, answer):
    assert fires("number-without-jurisdiction", make_input(question, fragments, answer))


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        (
            "What is the deadline?",
            [DEADLINE_FR],
            "In France the dossier must be filed within 45 days.",
        ),
        (
            "What is the deadline?",
            [DEADLINE_FR],
            "The French deadline is 45 days; FR micro-enterprises get 60.",
        ),
        ("Какой срок?", [DEADLINE_PL_RU], "В Польше досье подаётся в течение 21 дня."),
        ("Какой срок?", [DEADLINE_PL_RU], "По польским правилам срок — 21 день."),
        # no figure: dates, years, references, list numbers, identifiers
        (
            "When?",
            [DEADLINE_FR],
            "The rule dates from 12 June 2024 and is set out in Article 30, section 2.",
        ),
        ("Когда?", [DEADLINE_PL_RU], "Правило действует с 1 января 2024 года (статья 257, п. 3)."),
        (
            "Which number?",
            [DEADLINE_FR],
            "1. File the dossier.\n2. Quote NWR-DE-2024-00417 and ISO 4217.",
        ),
        # material from several or no jurisdictions
        ("Deadline?", [DEADLINE_FR, DEADLINE_PL_RU], "The dossier must be filed within 45 days."),
        ("Fee?", [FAX_EN], "They are scanned within 3 working days."),
    ],
)
def test_jurisdiction_quiet_on_innocent_answers(make_input, question, fragments, answer):
    assert not fires("number-without-jurisdiction", make_input(question, fragments, answer))


# -- wrong-document ----------------------------------------------------------

ACTS = [ACT_2019, ACT_2023, ACT_2023_SCOPE]


@pytest.mark.parametrize(
    "question, cites",
    [
        ("How long is a file kept under the Data Retention Act 2023?", [ACT_2019["id"]]),
        ("How long does act-2023-data-retention keep a file?", [ACT_2019["id"]]),
        ("Сколько хранится дело по data retention act, 2023?", [ACT_2019["id"]]),
    ],
)
def test_wrong_document_fires_when_the_only_citation_is_another_document(
    make_input, question, cites
):
    inp = make_input(question, ACTS, "A file is kept for 6 years.", cites=cites)
    assert fires("wrong-document", inp)


@pytest.mark.parametrize(
    "question, cites",
    [
        ("How long is a file kept under the Data Retention Act 2023?", [ACT_2023["id"]]),
        ("How long is a file kept under the Data Retention Act 2023?", [ACT_2023_SCOPE["id"]]),
        (
            "How long is a file kept under the Data Retention Act 2023?",
            [ACT_2019["id"], ACT_2023["id"]],
        ),
        ("Compare the Data Retention Act 2019 and the Data Retention Act 2023.", [ACT_2019["id"]]),
        ("How long is a registration file kept?", [ACT_2019["id"]]),  # names no document
        ("Сколько хранится дело по закону 2023 года?", [ACT_2019["id"]]),  # no id or title
    ],
)
def test_wrong_document_quiet_otherwise(make_input, question, cites):
    inp = make_input(question, ACTS, "A file is kept for 10 years.", cites=cites)
    assert not fires("wrong-document", inp)


# -- exception-overridden -----------------------------------------------------


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        (
            "Deadline for a micro-enterprise?",
            [DEADLINE_FR],
            "In France micro-enterprises formally get 60 days, but in practice the general "
            "45-day deadline always applies.",
        ),
        (
            "Deadline for a micro-enterprise?",
            [DEADLINE_FR],
            "Except for micro-enterprises the French deadline is 45 days; regardless, plan "
            "for 45 days.",
        ),
        (
            "Срок для микропредприятия?",
            [DEADLINE_PL_RU],
            "В Польше микропредприятиям положено 30 дней, однако на практике всегда "
            "действует общий срок в 21 день.",
        ),
    ],
)
def test_exception_fires_on_overrides(make_input, question, fragments, answer):
    assert fires("exception-overridden", make_input(question, fragments, answer))


@pytest.mark.parametrize(
    "question, fragments, answer",
    [
        (
            "Deadline for a micro-enterprise?",
            [DEADLINE_FR],
            "In France the deadline is 45 days, except for micro-enterprises, which have 60 days.",
        ),
        (
            "Deadline for a micro-enterprise?",
            [DEADLINE_FR],
            "Unless you are a micro-enterprise, the French deadline is 45 days; in practice, "
            "file early.",
        ),
        (
            "Срок для микропредприятия?",
            [DEADLINE_PL_RU],
            "В Польше срок 21 день, за исключением микропредприятий: для них срок составляет "
            "30 дней.",
        ),
        ("Срок?", [DEADLINE_PL_RU], "На практике в Польше досье подают в течение 21 дня."),
        # "in practice … always" where the material states no exception at all
        (
            "Fax?",
            [FAX_EN, POST_EN],
            "Fax is not a channel, but in practice applicants always use the portal.",
        ),
    ],
)
def test_exception_quiet_on_innocent_answers(make_input, question, fragments, answer):
    assert not fires("exception-overridden", make_input(question, fragments, answer))


# -- raw-tool-call --------------------------------------------------------------


@pytest.mark.parametrize(
    "output",
    [
        '{"tool": "get_fee", "arguments": {"country": "DE"}}',
        '<tool_call>{"name": "get_fee", "arguments": {"country": "DE"}}</tool_call>',
        '{"answer": "[TOOL_CALLS] [{\\"name\\": \\"get_fee\\", \\"arguments\\": {}}]", '
        '"entityCitations": [], "documentationCitations": [], "limitations": []}',
    ],
)
def test_tool_call_fires_on_whole_calls(make_input, output):
    assert fires("raw-tool-call", make_input("Fee?", [FAX_EN], output=output))


@pytest.mark.parametrize(
    "answer",
    [
        "Use the deploy tool to roll back, then call the on-call engineer.",
        'The documented example is {"name": "notify", "arguments": {"channel": "ops"}}, sent '
        'by the bridge.',
        "Вызов API выполняет инструмент оповещения.",
    ],
)
def test_tool_call_quiet_on_answers_about_tools(make_input, answer):
    assert not fires("raw-tool-call", make_input("How?", [FAX_EN], answer))
