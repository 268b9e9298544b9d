"""Material and helpers shared by the answer-check tests (imported by name: no package)."""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence

from tether.checks import ExtractionRequest
from tether.contract import AnswerContract, parse_output
from tether.verify.models import VerifyInput

FAX_EN = {
    "id": "filing-channels#fax",
    "documentId": "filing-channels",
    "title": "Filing channels",
    "text": "Applications submitted by fax will not be accepted. A fax received by the\n"
    "Registry is not registered as an application and does not stop any filing\n"
    "deadline from running.",
}
POST_EN = {
    "id": "filing-channels#post",
    "documentId": "filing-channels",
    "title": "Filing channels",
    "text": "Paper applications sent by post are accepted only from applicants without\n"
    "access to the online portal. They are scanned within 3 working days of\n"
    "arrival, and the date of arrival counts as the filing date.",
}
FAX_RU = {
    "id": "filing-channels-ru#fax",
    "documentId": "filing-channels-ru",
    "title": "Каналы подачи",
    "text": "Заявления, поданные по факсу, не принимаются. Факс, полученный Реестром, не\n"
    "регистрируется как заявление и не останавливает течение срока подачи.",
}
POST_RU = {
    "id": "filing-channels-ru#post",
    "documentId": "filing-channels-ru",
    "title": "Каналы подачи",
    "text": "Бумажные заявления по почте принимаются только от заявителей, у которых нет\n"
    "доступа к онлайн-порталу. Датой подачи считается дата поступления письма.",
}
DEADLINE_FR = {
    "id": "deadlines-fr#filing-deadline",
    "documentId": "deadlines-fr",
    "jurisdiction": "FR",
    "title": "Filing deadlines — France",
    "text": "In France, a registration dossier must be filed within 45 days of the first\n"
    "placing of the product on the French market. This deadline applies to every\n"
    "applicant, except where the applicant is a micro-enterprise with fewer than\n"
    "10 employees: for a micro-enterprise the deadline is extended to 60 days.",
}
DEADLINE_PL_RU = {
    "id": "deadlines-pl-ru#filing-deadline",
    "documentId": "deadlines-pl-ru",
    "jurisdiction": "PL",
    "title": "Сроки подачи — Польша",
    "text": "Досье подаётся в течение 21 дня с даты первого размещения продукта на рынке.\n"
    "Срок не продлевается, за исключением случаев, когда заявитель является\n"
    "микропредприятием: для него срок составляет 30 дней.",
}
ACT_2019 = {
    "id": "act-2019-data-retention#retention-period",
    "documentId": "act-2019-data-retention",
    "title": "Data Retention Act 2019",
    "text": "Under the Data Retention Act 2019, the Registry keeps a registration file for 6 "
    "years.",
}
ACT_2023 = {
    "id": "act-2023-data-retention#retention-period",
    "documentId": "act-2023-data-retention",
    "title": "Data Retention Act 2023",
    "text": "Under the Data Retention Act 2023, the Registry keeps a registration file for\n"
    "10 years after the registration ends.",
}
ACT_2023_SCOPE = {
    "id": "act-2023-data-retention#scope",
    "documentId": "act-2023-data-retention",
    "title": "Data Retention Act 2023",
    "text": "The Data Retention Act 2023 governs registration files open on or after 1 "
    "January 2024.",
}

MakeInput = Callable[..., VerifyInput]


def contract_json(answer: str, cites: Sequence[str] = ()) -> str:
    return json.dumps(
        {
            "answer": answer,
            "entityCitations": [],
            "documentationCitations": list(cites),
            "limitations": [],
        },
        ensure_ascii=False,
    )


def contract_of(inp: VerifyInput) -> AnswerContract | None:
    return parse_output(inp.output, inp.finish_reason).contract


class StubExtractor:
    """Returns fixed sentences (or raises) and remembers the requests it got."""

    def __init__(self, result: Sequence[object] | BaseException = ()) -> None:
        self.result = result
        self.requests: list[ExtractionRequest] = []

    def extract(self, request: ExtractionRequest) -> list[str]:
        self.requests.append(request)
        if isinstance(self.result, BaseException):
            raise self.result
        return list(self.result)  # type: ignore[arg-type]
