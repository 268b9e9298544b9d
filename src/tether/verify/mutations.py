"""`unperformed-mutation`: the answer says a change was made that no tool performed (seed 000).

A claim is first-person and completed: "I have submitted your application",
"we sent the form", "your request has been created", "я отправил заявку",
"заявка создана мной", "ваша заявка зарегистрирована". Instructions ("Submit
the form", "Отправьте заявку"), negations ("I have not submitted", "я не
отправлял"), modal and future forms ("I can submit", "I will", "могу
отправить", "я бы отправил"), questions and conditional clauses ("once we have
created…", "если заявка отправлена…") are not claims. A claim is matched
against ``performedMutations`` by action family (submit ≈ send ≈ file ≈
отправить ≈ подать, …) and, when the mutation names a target, by the object
the claim's sentence names.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import cache
from typing import NamedTuple

from ..guard import lazy_pattern
from ..models import Violation
from ..text import sentence_spans, stem
from .models import Mutation

# Longest prefix wins; each prefix names an action family.
_FAMILY_PREFIXES: dict[str, str] = {
    **dict.fromkeys(("submit", "resubmit", "file", "lodg", "send", "sent", "forward", "email",
                     "e-mail", "mail", "отправ", "направ", "подал", "подан", "подач", "подать",
                     "пересла", "переда"), "submit"),
    **dict.fromkeys(("creat", "open", "add", "generat", "issu", "set up", "созда", "оформ",
                     "откры", "добав", "выстав", "заказа"), "create"),
    **dict.fromkeys(("updat", "chang", "modif", "edit", "amend", "correct", "adjust", "activat",
                     "deactivat", "обнов", "измен", "исправ", "внес", "внёс", "скорректир"),
                    "update"),
    **dict.fromkeys(("delet", "remov", "eras", "archiv", "удал"), "delete"),
    **dict.fromkeys(("assign", "reassign", "назнач", "закреп"), "assign"),
    **dict.fromkeys(("regist", "enrol", "регистр", "зарегистр"), "register"),
    **dict.fromkeys(("cancel", "revok", "withdr", "termin", "отмен", "отозв", "аннулир"),
                    "cancel"),
    **dict.fromkeys(("paid", "pay", "transfer", "charg", "refund", "taken", "took", "оплат", "заплат", "перечисл",
                     "платеж", "платёж", "списа", "снял", "сняли"), "pay"),
    **dict.fromkeys(("book", "schedul", "reschedul", "reserv", "заброн", "запис"), "book"),
    **dict.fromkeys(("upload", "sav", "attach", "загруз", "сохран", "прикреп"), "upload"),
    **dict.fromkeys(("approv", "reject", "одобр", "утверд", "отклон"), "approve"),
    **dict.fromkeys(("sign", "подпис"), "sign"),
    **dict.fromkeys(("renew", "extend", "продл"), "renew"),
    **dict.fromkeys(("clos", "закры"), "close"),
    **dict.fromkeys(("process", "обработ"), "process"),
    **dict.fromkeys(("reset", "unlock", "lock", "rotat", "restart", "reboot", "renam", "grant",
                     "disabl", "enabl", "post", "publish", "deploy", "merg", "migrat", "restor",
                     "сброс", "разблокир", "заблокир", "перезапуст", "переименова", "выда",
                     "отключ", "включ", "опубликова", "разверн", "восстанови", "провёл", "провел",
                     "согласова"), "change"),
    **dict.fromkeys(("notif", "inform", "уведоми", "сообщи", "оповести"), "notify"),
}
_PREFIXES_BY_LENGTH = sorted(_FAMILY_PREFIXES, key=len, reverse=True)

_EN_VERBS = (
    "created opened added generated issued submitted resubmitted filed lodged sent forwarded "
    "emailed e-mailed mailed updated changed modified edited amended corrected adjusted "
    "activated deactivated deleted removed erased archived assigned reassigned registered "
    "enrolled cancelled canceled revoked withdrawn withdrew terminated paid transferred charged "
    "refunded booked scheduled rescheduled reserved uploaded saved attached approved rejected "
    "signed renewed extended closed processed reset unlocked locked rotated restarted rebooted "
    "renamed granted disabled enabled posted published deployed merged migrated restored "
    "notified informed taken took"
).split()
_EN_MADE = (
    r"made\s+(?:the\s+|these\s+|those\s+|all\s+(?:the\s+)?|your\s+|a\s+|an\s+)?"
    r"(?:requested\s+)?(?:changes?|updates?|corrections?|amendments?|payment|booking|reservation)"
)
_EN_VERB = rf"(?:{_EN_MADE}|{'|'.join(sorted(_EN_VERBS, key=len, reverse=True))})"
_EN_ADV = (
    r"(?:already|just|now|successfully|also|then|finally|today|both|all|recently"
    r"|automatically|officially|duly|immediately)"
)

_RU_STEMS = (
    "отправи направи пересла переда пода созда оформи откры добави обнови измени исправи "
    "скорректирова удали назначи зарегистрирова отмени отозва аннулирова оплати заплати "
    "перечисли загрузи сохрани прикрепи записа забронирова одобри утверди отклони подписа "
    "продли закры обработа выстави заказа сброси разблокирова заблокирова перезапусти "
    "переименова выда отключи включи опубликова восстанови провё прове согласова уведоми "
    "сообщи оповести разверну"
).split()
_RU_STEM_ALT = "|".join(sorted(_RU_STEMS, key=len, reverse=True))
_RU_PAST = rf"(?:(?:{_RU_STEM_ALT})(?:ли|ла|ло|л)|вн[её]с(?:ли|ла|ло)?)"
_RU_PAST_SG = rf"(?:(?:{_RU_STEM_ALT})(?:ла|л)|вн[её]с(?:ла)?)"
_RU_PARTICIPLES = (
    "отправлен направлен переслан передан подан создан оформлен открыт добавлен обновлён "
    "изменён исправлен скорректирован удалён назначен зарегистрирован отменён отозван "
    "аннулирован оплачен перечислен загружен сохранён прикреплён записан забронирован одобрен "
    "утверждён отклонён подписан продлён закрыт обработан выставлен внесён сброшен "
    "разблокирован заблокирован перезапущен переименован выдан отключён включён опубликован "
    "восстановлен проведён согласован"
).split()
_RU_PART = "(?:(?:{})(?:а|о|ы)?)".format(
    "|".join(sorted((p.replace("ё", "[её]") for p in _RU_PARTICIPLES), key=len, reverse=True)))
_RU_ADV = (
    r"(?:уже|успешно|только\s+что|сейчас|сегодня|также|тоже|вам|для\s+вас|за\s+вас"
    r"|от\s+вашего\s+имени|наконец|теперь)"
)
# Open classes: a first-person subject followed by any regular past form ("I routed",
# "we purged", «я завёл», «мы поправили») or an agent passive with any participle
# («закреплён мной», "raised on your behalf") is a claimed action, unless the verb
# is one of reading, reckoning or telling — what an assistant does to the material,
# not to the world. Listed as prefixes, en + ru; a verb outside both lists and the
# families above counts as a generic change.
_EN_NOT_ACTIONS = (
    "check", "double-check", "cross-check", "recheck", "review", "look", "verif", "confirm",
    "notic", "us", "bas", "calculat", "compar", "assum", "includ", "list", "quot", "cit",
    "summari", "focus", "answer", "explain", "not", "mention", "search", "consult", "examin",
    "analy", "consider", "miss", "learn", "tri", "want", "need", "ask", "receiv", "follow",
    "interpret", "round", "estimat", "convert", "translat", "simplif", "highlight", "recommend",
    "suggest", "advis", "referenc", "work", "determin", "identif", "hop", "believ", "expect",
    "guess", "count", "measur", "provid", "offer", "limit", "omitt", "skipp", "stat", "pointed",
    "inferr", "deriv", "quer", "research", "studi", "scann", "glanc", "read", "rephras",
    "reword", "restat", "clarifi", "describ", "outlin", "mark", "flagg", "seem", "appear",
    "tend", "manag", "fail", "decid", "plann", "intend", "prepar", "help", "enjoy", "lik",
    "lov", "hat", "prefer", "worri", "wonder", "realiz", "realis", "understand", "assess",
    "evaluat", "investigat", "emphasi", "underlin", "excerpt", "extract", "pars", "match",
)
_RU_NOT_ACTIONS = (
    "был", "провер", "посмотр", "нашл", "наше", "нашё", "прочита", "изучи", "уточни", "поня",
    "дума", "счита", "посчита", "подсчита", "сравни", "рассчита", "учел", "учёл", "учл",
    "использова", "приве", "привё", "указа", "отмети", "ответи", "объясни", "перечисли",
    "процитирова", "просмотре", "проанализирова", "получи", "зна", "хоте", "мог", "смог",
    "увиде", "замети", "исходи", "округли", "предположи", "свери", "собра", "нача", "стал",
    "пыта", "попыта", "реши", "сумел", "сочл", "упусти", "опира", "ориентирова", "описа",
    "сформулирова", "рассказа", "сосредоточи", "выдели", "подчеркну", "перефразирова",
    "сократи", "искал", "поиска", "нужда", "ожида", "надея", "полага", "виде", "слыша",
    "говори", "сказа", "писа", "спроси", "помог", "пропусти", "оценил", "оцени",
)


def _not_actions(prefixes: tuple[str, ...], ending: str) -> str:
    """A lookahead refusing a word that starts with one of ``prefixes`` and is one word."""
    return r"(?!(?:{})[\w-]*{}(?![\w-]))".format("|".join(sorted(prefixes, key=len, reverse=True)), ending)


# Lower case only (the patterns ignore case elsewhere): "How I Raised, Folded …" is a title.
_EN_OPEN_PAST = _not_actions(_EN_NOT_ACTIONS, "") + r"(?-i:[a-z][a-z-]*[a-z]ed)(?![\w-])"
_EN_ANY_VERB = rf"(?:{_EN_VERB}|{_EN_OPEN_PAST})"
# Russian past: stem vowel + л (sg m), ла, ли, ло; reflexives (-ся, -сь) are not actions on
# an object.
_CONSONANT_PAST_ROOTS = ("нёс", "нес", "вёз", "вез", "пёк", "пек", "тёк", "тек", "стриг", "жёг", "жег")
_RU_OPEN_PAST = _not_actions(_RU_NOT_ACTIONS, "") + (
    r"(?-i:[а-яё]{2,}[иаяеёыуо](?:л|ла|ли|ло)|(?:пере|при|за|от|до|вы|у|с|раз|рас|под|про|на|в|вз|о|об|по)"
    rf"(?:{'|'.join(_CONSONANT_PAST_ROOTS)})(?:ла|ли|ло)?)"
    r"(?![\w-])")
# The past of a verb whose stem ends in a consonant has no vowel before «л», or no «л» at all:
# «я уже *перенёс* ваш заезд», «мы *перенесли*», «*перевезли*» (unseen57 dev u57-ru-045). Its root after
# a verb's prefix only: «бизнес» ends in «нес» too (red-team rt56).
_RU_ANY_PAST = rf"(?:{_RU_PAST}|{_RU_OPEN_PAST})"
# Short passive participles (закреплён, поправлена, отправлены): only with an agent (мной).
_RU_ANY_PART = rf"(?:{_RU_PART}|[а-яё]{{3,}}(?:ен|ён|ан|ян|т)(?:а|о|ы)?(?![\w-]))"

_NOT_OBJECT = (
    r"(?:not|must|should|will|would|can|could|may|might|needs?|to|be|if|is|are|was|were"
    r"|has|have|had|did|does|do)"
)
_RU_NOT_OBJECT = r"(?:не|быть|будет|будут|должн\w*|может|могут|нужно|необходимо|следует|если|бы)"

# Pattern sources; compiled by _patterns() when first needed.
_CLAIM_SOURCES = (
    # I have submitted / we've sent / I just created / I went ahead and filed
    rf"\b(?:I|we)(?:\s+(?:have|had)|['’]ve|['’]d)?(?:\s+{_EN_ADV})*\s+"
    rf"(?:(?:went|gone)(?:\s+(?:ahead|in|on|back))?\s+and\s+)?(?P<verb>{_EN_ANY_VERB})\b",
    # your application has been submitted / your request was successfully created
    rf"\byour\s+(?:(?!{_NOT_OBJECT}\b)[\w-]+\s+){{1,4}}?(?:(?:has|have)\s+(?:{_EN_ADV}\s+)*been"
    rf"|(?:is|are|was|were)\s+(?:{_EN_ADV}\s+)*(?:successfully|now|just))\s+(?:{_EN_ADV}\s+)*"
    rf"(?P<verb>{_EN_VERB})\b",
    # … has been successfully submitted
    rf"\b(?:has|have)\s+been\s+successfully\s+(?P<verb>{_EN_VERB})\b",
    # … was submitted by me / on your behalf / for you
    # (adverbs, then optionally "been" and more adverbs: two adjacent adverb runs would
    # backtrack quadratically over "has already already …")
    rf"\b(?:has|have|had|was|were|is|are)\s+(?:{_EN_ADV}\s+)*(?:been\s+(?:{_EN_ADV}\s+)*)?"
    rf"(?P<verb>{_EN_ANY_VERB})\s+(?:[\w-]+\s+){{0,5}}?(?:by\s+(?:me|us|myself|ourselves)"
    rf"|on\s+your\s+behalf|for\s+you)\b",
    # я отправил / мы уже подали / я вам направила / я внёс изменения
    rf"(?<![\w-])(?:я|мы)\s+(?:{_RU_ADV}\s+)*(?P<verb>{_RU_ANY_PAST})(?![\w-])",
    # ваша заявка отправлена / ваша заявка была успешно создана
    rf"(?<![\w-])ваш(?:а|е|и|у|его|ей|их)?\s+(?:(?!{_RU_NOT_OBJECT}(?![\w-]))[\w-]+\s+){{1,3}}?"
    rf"(?:(?:уже|успешно|только\s+что|теперь)\s+)*"
    rf"(?:был[аои]?\s+(?:уже\s+)?(?:успешно|только\s+что)\s+|(?:уже\s+)?)"
    rf"(?P<verb>{_RU_PART})(?![\w-])",
    # заявка создана мной / мною была отправлена
    rf"(?P<verb>{_RU_ANY_PART})\s+(?:[\w-]+\s+){{0,3}}?(?:мной|мною|нами)(?![\w-])",
    rf"(?<![\w-])(?:мной|мною|нами)\s+(?:(?:уже|успешно)\s+)*(?:был[аои]?\s+)?"
    rf"(?P<verb>{_RU_ANY_PART})(?![\w-])",
)
# A second verb sharing the claim's subject: "I submitted the form and paid the fee".
_COORDINATED_SOURCE = (
    rf"(?:\b(?:and|then)\s+(?:then\s+)?(?:{_EN_ADV}\s+)*(?P<en>{_EN_VERB})\b"
    rf"|(?<![\w-])(?:и|затем|а\s+также)\s+(?:{_RU_ADV}\s+)*(?P<ru>{_RU_PAST})(?![\w-]))"
)
_RU_DROPPED_SUBJECT_SOURCE = (
    rf"\s*(?:[^\W\d_]+[:!]\s+)?[«\"]?(?:(?:уже|успешно|только\s+что)\s+)*(?P<verb>{_RU_PAST_SG})(?![\w-])"
)


class _ClaimPatterns(NamedTuple):
    claims: tuple[re.Pattern[str], ...]
    coordinated: re.Pattern[str]
    dropped_subject: re.Pattern[str]


@cache
def _patterns() -> _ClaimPatterns:
    """The claim patterns, compiled when a sentence first holds a trigger word (``_may_claim``):
    most answers hold none, and compiling them was ~12 ms of every `tether verify` start-up."""
    return _ClaimPatterns(tuple(re.compile(p, re.IGNORECASE) for p in _CLAIM_SOURCES),
                          re.compile(_COORDINATED_SOURCE, re.IGNORECASE),
                          re.compile(_RU_DROPPED_SUBJECT_SOURCE, re.IGNORECASE))


_FIRST_PERSON = (0, 4)  # indexes in _patterns().claims of the active first-person patterns
_NOT_A_CLAIM = lazy_pattern(
    r"\b(?:if|once|when|whenever|after|before|until|unless|as\s+soon\s+as|whether|in\s+case"
    r"|make\s+sure|ensure|check|verify|please|confirm\s+whether)\b"
    r"|(?<![\w-])(?:если|когда|как\s+только|после\s+того\s+как|пока|чтобы|убедитесь|проверьте"
    r"|пожалуйста|ли)(?![\w-])",
    re.IGNORECASE,
)
_CLAUSE_BREAK = lazy_pattern(r"[,;:—–]")


@dataclass(frozen=True, slots=True)
class MutationClaim:
    """One first-person claim of a completed change."""

    start: int
    end: int
    text: str
    family: str
    sentence: str


def family_of(word: str) -> str | None:
    """The action family of a verb form or a mutation's action name."""
    low = word.lower().replace("ё", "е") if word else ""
    if low.startswith("made"):
        last = low.split()[-1]
        for key, fam in (("pay", "pay"), ("book", "book"), ("reserv", "book")):
            if last.startswith(key):
                return fam
        return "update"
    for prefix in _PREFIXES_BY_LENGTH:
        if low.startswith(prefix.replace("ё", "е")):
            return _FAMILY_PREFIXES[prefix]
    return None


def action_families(action: str) -> set[str]:
    """Families named by a performed mutation's ``action``: "submit", "create_request",
    "отправка"."""
    families = {family_of(t) for t in re.findall(r"[^\W\d_]+", action)}
    families.discard(None)
    return families  # type: ignore[return-value]


def _trigger_words() -> frozenset[str]:
    """Every word form a claim pattern can hinge on, for a cheap pre-filter."""
    words = {w.lower() for w in _EN_VERBS} | {"made", "emailed"}
    words |= {stem + end for stem in _RU_STEMS for end in ("л", "ла", "ли", "ло")}
    words |= {"внёс", "внес", "внесла", "внесли", "внесло"}
    for part in _RU_PARTICIPLES:
        for base in {part, part.replace("ё", "е")}:
            words |= {base + end for end in ("", "а", "о", "ы")}
    return frozenset(words)


_TRIGGERS = _trigger_words()
_WORD_TOKEN = lazy_pattern(r"[^\W\d_]+")


_SUBJECTS = frozenset({"i", "we", "me", "us", "я", "мы", "мной", "мною", "нами", "behalf"})
_PAST_ENDINGS = ("ed", "л", "ла", "ли", "ло", "ен", "ён", "ан", "ена", "ёна", "ана", "ено", "ены",
                 *_CONSONANT_PAST_ROOTS)


def _may_claim(words: frozenset[str]) -> bool:
    """A cheap necessary condition: a closed-list verb form, or a first-person word and a
    past form (an open-class claim). A Russian claim with its subject dropped ("Отправила
    заявку") needs a closed-list verb: at a sentence's head an open class meets nouns
    ("Журнал …", "Школа …")."""
    if not _TRIGGERS.isdisjoint(words):
        return True
    if not any(w.endswith(_PAST_ENDINGS) for w in words):
        return False
    if not _SUBJECTS.isdisjoint(words):
        return True
    return False


def find_claims(text: str, spans: list[tuple[int, int]] | None = None,
                tokens: frozenset[str] | None = None) -> list[MutationClaim]:
    """Every first-person claim of a completed change in ``text``.

    A sentence is searched only when it holds one of the verb forms the
    patterns hinge on (``_TRIGGERS``); most answers hold none and cost one
    tokenisation. ``spans`` and ``tokens`` (lower-cased letter runs) may pass
    what the caller already computed for the answer.
    """
    if not _may_claim(tokens if tokens is not None else frozenset(_WORD_TOKEN.findall(text.lower()))):
        return []
    claims: list[MutationClaim] = []
    # Claims are found in order, so one that starts inside an earlier claim starts before the
    # furthest end seen: a number, not a scan of every claim so far.
    covered = 0
    for s, e in spans if spans is not None else sentence_spans(text):
        sentence = text[s:e]
        if sentence.rstrip().endswith("?"):
            continue
        if not _may_claim(frozenset(_WORD_TOKEN.findall(sentence.lower()))):
            continue
        hits: list[tuple[int, int, str, str]] = []
        coordinated_from: int | None = None  # the earliest end of a claim with a subject
        patterns = _patterns()
        for i, pattern in enumerate(patterns.claims):
            for m in pattern.finditer(sentence):
                hits.append((m.start(), m.end(), m.group(), m.group("verb")))
                if i in _FIRST_PERSON:
                    coordinated_from = min(m.end(), coordinated_from if coordinated_from is not None else m.end())
        dropped = patterns.dropped_subject.match(sentence)
        if dropped:
            hits.append((dropped.start(), dropped.end(), dropped.group(), dropped.group("verb")))
            coordinated_from = dropped.end()  # the match is at the sentence's start: the earliest end
        if coordinated_from is not None:
            # Verbs sharing a claim's subject: found once per sentence, after its first claim
            # (each claim scanning the rest of the sentence again was quadratic).
            hits.extend(_coordinated(sentence, coordinated_from))
        clauses = _Clauses(sentence)
        for start, end, written, verb in sorted(hits):
            if s + start < covered or clauses.conditional(start):
                continue
            family = family_of(verb) or "change"  # an open-class verb: a change of some kind
            claims.append(MutationClaim(s + start, s + end, written.strip(), family, sentence))
            covered = max(covered, s + end)
    return claims


def _coordinated(sentence: str, pos: int) -> list[tuple[int, int, str, str]]:
    out = []
    for m in _patterns().coordinated.finditer(sentence, pos):
        verb = m.group("en") or m.group("ru")
        out.append((m.start(), m.end(), m.group(), verb))
    return out


class _Clauses:
    """Where a sentence's clauses start and where its condition words are, found once, so
    each claim's test costs a binary search instead of a scan of the text before it."""

    def __init__(self, sentence: str) -> None:
        self.breaks = [m.end() for m in _CLAUSE_BREAK.finditer(sentence)]
        found = list(_NOT_A_CLAIM.finditer(sentence))
        self.starts = [m.start() for m in found]
        self.ends = [m.end() for m in found]

    def conditional(self, pos: int) -> bool:
        """A condition, instruction or question word earlier in the same clause as ``pos``."""
        cut_at = bisect_right(self.breaks, pos) - 1
        cut = self.breaks[cut_at] if cut_at >= 0 else 0  # the clause starts after its last break
        first = bisect_left(self.starts, cut)
        # Condition words never hold a clause break, and they do not overlap, so the first one
        # in the clause is the one that ends soonest.
        return first < len(self.starts) and self.ends[first] <= pos


# Objects a claim may name, across both languages (prefixes of lower-cased words).
_CONCEPTS: dict[str, tuple[str, ...]] = {
    "application": ("application", "заявк", "заявлен", "ходатайств", "petition"),
    "request": ("request", "запрос", "обращен", "ticket", "тикет", "case"),
    "form": ("form", "форм", "анкет", "questionnaire"),
    "document": ("document", "документ", "certificate", "справк", "свидетельств"),
    "payment": ("payment", "fee", "invoice", "платеж", "платёж", "оплат", "пошлин", "сбор",
                "счет", "счёт"),
    "email": ("email", "e-mail", "mail", "letter", "message", "письм", "сообщен"),
    "account": ("account", "аккаунт", "учетн", "учётн", "профил", "profile"),
    "appointment": ("appointment", "meeting", "slot", "встреч", "прием", "приём", "запис"),
    "registration": ("registration", "регистрац"),
    "record": ("record", "entry", "entries", "запис"),
    "order": ("order", "заказ"),
    "task": ("task", "задач", "поручен"),
}
_WORDS = lazy_pattern(r"[^\W_]+(?:-[^\W_]+)*")


def _concepts(words: list[str]) -> set[str]:
    found = set()
    for w in words:
        for concept, prefixes in _CONCEPTS.items():
            if w.startswith(prefixes):
                found.add(concept)
    return found


def _identifiers(words: list[str]) -> set[str]:
    return {w for w in words if any(c.isdigit() for c in w) and any(c.isalpha() for c in w)}


def target_matches(target: str, sentence: str) -> bool:
    """The claim's sentence names the mutation's target, or names no object that contradicts it."""
    t_words = [w.lower().replace("ё", "е") for w in _WORDS.findall(target)]
    s_words = [w.lower().replace("ё", "е") for w in _WORDS.findall(sentence)]
    if not t_words:
        return True
    if target.lower() in sentence.lower():
        return True
    s_ids, t_ids = _identifiers(s_words), _identifiers(t_words)
    if t_ids & s_ids:
        return True
    if {stem(w) for w in t_words} & {stem(w) for w in s_words} - {""}:
        return not (s_ids and t_ids)
    s_con, t_con = _concepts(s_words), _concepts(t_words)
    if s_ids and t_ids:
        return False  # the claim names another record
    if s_con & t_con:
        return True
    return not s_con and not s_ids


def check_unperformed_mutations(answer: str, performed: list[Mutation],
                                spans: list[tuple[int, int]] | None = None,
                                tokens: frozenset[str] | None = None) -> list[Violation]:
    """Violations for claims of changes that no entry of ``performedMutations`` matches."""
    claims = find_claims(answer, spans, tokens)
    if not claims:
        return []
    done = [(action_families(m.action) or {m.action.lower()}, m.target) for m in performed]
    out: list[Violation] = []
    for c in claims:
        if any(c.family in fams and (not target or target_matches(target, c.sentence))
               for fams, target in done):
            continue
        out.append(Violation(
            check="unperformed-mutation",
            detail=f'the answer claims a completed change ("{c.text}", action {c.family}) '
                   f"that no performed mutation matches",
            span=(c.start, c.end),
        ))
    return out
