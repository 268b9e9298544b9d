"""What people read when there is no answer, in the question's language (en, ru).

Two audiences (issue 16): a *reader* (the HTTP service, the OpenAI-compatible
endpoint) learns in one line that the model's answer could not be verified and
whom to ask; an *operator* (the command line, which has the database) gets the
check ids or the provider's reason and the command that shows the whole run.
Stop codes, reason codes and check ids stay as they are in every language: they
are stable identifiers a reader can quote to the owner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Literal

from .gate import REASON_OWNER_ROLE
from .text import detect_lang

if TYPE_CHECKING:
    from .gate import StopDecision
    from .interaction import InteractionResult

Lang = Literal["en", "ru"]

OWNER_ROLE: dict[str, dict[str, str]] = {
    "en": REASON_OWNER_ROLE,
    "ru": {
        "denied": "владелец политики доступа",
        "expired": "владелец документации (опубликовать действующую версию)",
        "not-yet-published": "владелец документации (дата публикации)",
        "missing-anchor": "владелец структуры источника (добавить {#якорь} к заголовку)",
        "unknown-policy": "владелец политики (указать policy: operational или historical)",
    },
}

_TEXT: dict[str, dict[str, str]] = {
    "stopped": {"en": "stopped", "ru": "остановлено"},
    "query": {"en": "query", "ru": "вопрос"},
    "failed": {"en": "failed", "ru": "не удалось"},
    "interaction": {"en": "interaction", "ru": "взаимодействие"},
    "check_skipped": {"en": "warning: the check {check} did not run ({reason}); the answer was not checked by it",
                      "ru": "внимание: проверка {check} не выполнилась ({reason}); ответ ею не проверен"},
    "source": {"en": "source", "ru": "источник"},
    "sources": {"en": "Sources", "ru": "Источники"},
    "limitation": {"en": "Limitation", "ru": "Ограничение"},
    "no_match": {"en": "No source in the corpus matches this question.",
                 "ru": "Ни один источник корпуса не относится к этому вопросу."},
    "stopped_before": {"en": "Tether stopped before answering: {code}. "
                             "No fresh, authorized, citable source answers this question.",
                       "ru": "Tether остановился до ответа: {code}. "
                             "Ни один свежий, доступный вам источник, на который можно сослаться, "
                             "не отвечает на вопрос."},
    "rejected": {"en": "- {record} (version {version}): {reasons}; owner {owner} ({who})",
                 "ru": "- {record} (версия {version}): {reasons}; владелец {owner} ({who})"},
    "reader_failed": {"en": "The model's answer could not be verified ({why}); ask again or contact {contact}.",
                      "ru": "Ответ модели не удалось проверить ({why}); спросите ещё раз или обратитесь к {contact}."},
    "operator": {"en": "the service's operator", "ru": "оператору сервиса"},
    "operator_checks": {"en": "the model's answer failed the checks {checks}; nothing was shown to the reader. "
                              "See why: tether interactions show {iid}",
                        "ru": "ответ модели не прошёл проверки {checks}; читателю ничего не показано. "
                              "Подробности: tether interactions show {iid}"},
    "operator_provider": {"en": "the model gave no usable answer ({reason}: {detail}). "
                                "See the run: tether interactions show {iid}",
                          "ru": "модель не дала пригодного ответа ({reason}: {detail}). "
                                "Подробности: tether interactions show {iid}"},
}

TABLE_HEADERS: dict[str, tuple[str, ...]] = {
    "en": ("record", "version", "reasons", "owner", "who can lift it"),
    "ru": ("запись", "версия", "причины", "владелец", "кто может снять"),
}


def lang_of(question: str) -> Lang:
    return "ru" if detect_lang(question) == "ru" else "en"


def text(key: str, lang: Lang, **values: str) -> str:
    template = _TEXT[key].get(lang, _TEXT[key]["en"])
    return template.format(**values) if values else template


def who_can_lift(reasons: Sequence[str], lang: Lang) -> str:
    return "; ".join(OWNER_ROLE[lang][r] for r in reasons)


def stop_lines(decision: StopDecision, lang: Lang) -> list[str]:
    """A stop as plain lines for a reader (the chat endpoint)."""
    lines = [text("stopped_before", lang, code=decision.code)]
    if decision.withheld is not None:
        lines.append(decision.withheld.message)
    elif not decision.rejected:
        lines.append(text("no_match", lang))
    for r in decision.rejected:
        lines.append(text("rejected", lang, record=r.record_id, version=r.version, reasons=", ".join(r.reasons),
                          owner=r.owner, who=who_can_lift(r.reasons, lang)))
    return lines


def failure_causes(result: InteractionResult) -> list[str]:
    """The provider's reason and the failed check ids, each once, in order."""
    why = [result.error["reason"]] if result.error else []
    return list(dict.fromkeys([*why, *(v.check for v in result.violations)]))


def reader_failure(result: InteractionResult | None, lang: Lang, contact: str | None,
                   fallback_reason: str = "internal-error") -> str:
    """One line for a reader: what went wrong and what to do."""
    why = ", ".join(failure_causes(result)) if result is not None else fallback_reason
    return text("reader_failed", lang, why=why or "unknown", contact=contact or text("operator", lang))


def operator_failure(result: InteractionResult, lang: Lang) -> str:
    """One line for an operator: the provider's reason or the check ids, and the command to see more."""
    if result.error:
        return text("operator_provider", lang, reason=result.error["reason"],
                    detail=result.error.get("detail", ""), iid=result.interaction_id)
    checks = ", ".join(dict.fromkeys(v.check for v in result.violations)) or "unknown"
    return text("operator_checks", lang, checks=checks, iid=result.interaction_id)
