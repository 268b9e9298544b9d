"""unsupported-claim (issue 11): a sentence the cited fragments do not state; paraphrase passes."""

from __future__ import annotations

import json

import pytest

from tether.verifier import verify_output
from tether.verify.models import VerifyInput

FRAGMENT = {"id": "fees-de#registration", "documentId": "fees-de", "jurisdiction": "DE",
            "text": "The registration fee in Germany is 1 250 EUR per product registration. "
                    "The annual upkeep fee is 300 EUR. The applicant pays the fee by bank transfer."}


def checks(answer: str, limitations: tuple[str, ...] = ()) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["fees-de#registration"],
                      "limitations": list(limitations)})
    inp = VerifyInput.model_validate({"question": "What is the registration fee in Germany?",
                                      "context": {"fragments": [FRAGMENT]}, "output": out})
    return sorted({v.check for v in verify_output(inp).violations})


@pytest.mark.parametrize("answer", [
    "The fee is paid by the authority on behalf of the applicant.",  # invented actor
    "The data is stored on a server that is located in a data center.",  # invented prose
    "The registration fee in Germany is waived.",  # polarity flipped by a word
    "Registration in Germany is free.",
    "Germany does not charge a registration fee.",  # negation behind a light verb
    "The annual upkeep fee is not required in Germany.",
])
def test_an_invented_or_flipped_sentence_is_unsupported(answer: str) -> None:
    assert "unsupported-claim" in checks(answer)


@pytest.mark.parametrize("answer", [
    "In Germany the registration fee is 1 250 EUR per product registration.",
    "Registering a product in Germany costs 1 250 EUR; applicants pay by bank transfer.",
    "For each product registration in Germany you pay 1 250 EUR, and the yearly upkeep fee is 300 EUR.",
    "Yes. In Germany the registration fee is 1 250 EUR per product registration.",
])
def test_faithful_paraphrase_passes(answer: str) -> None:
    assert checks(answer) == []


def test_limitations_are_claims_too() -> None:
    assert "unsupported-claim" in checks("In Germany the registration fee is 1 250 EUR per product registration.",
                                         ("Fees are refunded to start-ups on request.",))
    assert checks("In Germany the registration fee is 1 250 EUR per product registration.",
                  ("The material does not say whether fees are refunded.",)) == []


def checks_on(fragment_text: str, question: str, answer: str) -> list[str]:
    fragment = {"id": "rules#terms", "documentId": "rules", "jurisdiction": "DE", "text": fragment_text}
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["rules#terms"],
                      "limitations": []})
    inp = VerifyInput.model_validate({"question": question, "context": {"fragments": [fragment]}, "output": out})
    return sorted({v.check for v in verify_output(inp).violations})


RULES_EN = ("In Germany, objections are lodged within 45 days of delivery. "
            "Late payment surcharges are capped at 200 EUR.")
RULES_RU = ("В Германии возражение подаётся в течение 45 дней со дня вручения. Надбавка за просрочку "
            "ограничена суммой 200 евро. Документы хранятся в архиве в электронном виде.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a bound said the other way round is the figure's business, not a new subject
    (RULES_EN, "How high can the late payment surcharge be in Germany?",
     "In Germany a late payment surcharge cannot exceed 200 EUR."),
    (RULES_RU, "Какая надбавка за просрочку в Германии?",
     "В Германии надбавка за просрочку не может превышать 200 евро."),
    # how a period runs and from when is no new statement about the subject
    (RULES_EN, "How long do I have for an objection in Germany?",
     "In Germany the 45 days for an objection begin on the date of delivery."),
    (RULES_RU, "Сколько дней на возражение в Германии?",
     "В Германии 45 дней на возражение исчисляются со дня вручения."),
    # connectives and manner words
    (RULES_RU, "Как хранятся документы?", "Документы хранятся в архиве, причём в электронном виде."),
])
def test_paraphrase_of_bounds_periods_and_manner_passes(text: str, question: str, answer: str) -> None:
    """Every word of these answers but the paraphrased ones is the question's or the source's."""
    assert checks_on(text, question, answer) == []


@pytest.mark.parametrize(("text", "answer"), [
    (RULES_EN, "In Germany the 45 days start once the court confirms the hearing."),
    (RULES_RU, "В Германии иностранные банки самостоятельно утверждают тарифы, причём ежегодно."),
])
def test_an_invented_condition_beside_those_words_is_still_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, "What applies in Germany?", answer)


DUES = ("The filing fee of 200 EUR is paid before the application is filed and is not refunded when the "
        "application is refused. Screening results are stored in the case file and do not change the register.")
DUES_RU = "Пошлина уплачивается до подачи заявления и не возвращается при отказе в регистрации."


@pytest.mark.parametrize(("text", "answer"), [
    # the word a negation governs, flipped, inside a claim of several clauses
    (DUES, "The filing fee is refunded, if the application is refused."),
    (DUES_RU, "Пошлина возвращается, если в регистрации отказано."),
    (DUES, "Screening results are stored in the case file, and they change the register."),
])
def test_a_flipped_negation_in_a_clause_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, "What happens to the fee?", answer)


@pytest.mark.parametrize(("text", "answer"), [
    (DUES, "If the application is refused, the filing fee is not refunded."),
    (DUES_RU, "Если в регистрации отказано, пошлина не возвращается."),
    (DUES, "Screening results go to the case file, without changing the register."),  # 'without' denies too
    (DUES, "The fee is paid before the application is filed; when the application is refused, it is not refunded."),
])
def test_the_same_denial_in_other_words_passes(text: str, answer: str) -> None:
    assert checks_on(text, "What happens to the fee?", answer) == []


def test_a_denial_placed_on_another_word_of_its_clause_passes() -> None:
    # "no … fee is charged" and "won't be charged a … fee" deny the same thing
    text = ("A claim must be filed within 7 days. If the claim is approved, the next attempt counts as a first "
            "attempt and no resit fee is charged.")
    answer = ("If the claim is approved, the next attempt counts as a first attempt and you won't be charged a "
              "resit fee.")
    assert checks_on(text, "What if my claim is approved?", answer) == []


def test_a_number_sign_and_a_double_negative_are_no_denial() -> None:
    from tether.checks.polarity import polarity

    assert polarity("He drives the No. 32 Ford Fusion.")[0] == frozenset()
    assert polarity("The service rejects calls whose arguments are not valid JSON.")[2] is True


GRANT = ("Students enrolled full-time receive a monthly rent grant. Students living in a dormitory are not "
         "eligible, because the dormitory fee already includes a rent reduction. The rent grant is never paid "
         "retroactively.")
GRANT_RU = ("Отчёты об испытаниях принимаются, если они выданы не ранее чем за 12 месяцев до подачи. "
            "Отчёты иностранных лабораторий не принимаются, кроме лабораторий из стран Евросоюза.")


@pytest.mark.parametrize(("text", "answer"), [
    # a case the source excludes, included after all
    (GRANT, "All full-time students, including those living in a dormitory, receive a monthly rent grant."),
    # the source denies it except for a group; the answer denies it for that group
    (GRANT_RU, "Отчёты лабораторий из стран Евросоюза не принимаются."),
    # the denial sits in the sentence the claim's rarer words do not point to
    (GRANT, "Yes, the rent grant can be paid retroactively if the form is filed late."),
])
def test_a_case_the_source_excludes_is_unsupported(text: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, "Who gets the rent grant?", answer)


@pytest.mark.parametrize(("text", "answer"), [
    (GRANT, "Full-time students receive a monthly rent grant; those living in a dormitory are not eligible."),
    (GRANT, "Students living in a dormitory do not get the rent grant, because their dormitory fee already "
            "includes a rent reduction."),
    (GRANT_RU, "Из иностранных лабораторий учитываются только отчёты лабораторий из стран Евросоюза, отчёты "
               "остальных не учитываются."),
    (GRANT_RU, "Отчёты иностранных лабораторий не принимаются, кроме лабораторий из стран Евросоюза."),
])
def test_the_exclusion_stated_faithfully_passes(text: str, answer: str) -> None:
    assert checks_on(text, "Who gets the rent grant?", answer) == []


RETURNS = ("Goods of proper quality can be returned within 14 days, except goods made to the customer's order. "
           "Animals are not carried in sleeping cars, except in compartments marked with a pet sign.")
RETURNS_RU = "Несовершеннолетние до 14 лет не могут ехать без сопровождения взрослого."
REPAIRS = ("Any repair by someone other than an authorised partner voids the guarantee, except the replacement "
           "of a power cord by a certified electrician. Deposits are not refunded, except when the booking is "
           "cancelled within 48 hours.")
REPAIRS_RU = ("Ущерб от затопления не возмещается, кроме случаев, когда протечка произошла из-за неисправности "
              "общедомового стояка.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # "without exception" / "in all" against a rule that has one
    (RETURNS, "Can I take my cat in a sleeping car?", "No, animals are not carried in any sleeping car "
                                                      "compartment, without exception."),
    # "whenever" / «ни в каком случае»: the same universal in other words
    (REPAIRS, "Is my deposit refunded?", "No. Whenever a booking is cancelled, deposits are not refunded."),
    (REPAIRS_RU, "Возместят ли ущерб от затопления?", "Нет, ущерб от затопления не возмещается ни в каком случае."),
    # "Yes," before a flipped sentence is no second clause
    (RETURNS_RU, "Может ли ребёнок 12 лет ехать один?", "Да, несовершеннолетние до 14 лет могут ехать без "
                                                         "сопровождения взрослого."),
    # a tool call talked about, then a claim the source does not make
    (RETURNS, "Can I return a sofa?", 'A call such as {"name": "search", "arguments": {"q": "returns"}} is not '
                                      "needed here: every sofa can be returned within 30 days."),
])
def test_an_exception_dropped_or_a_flip_behind_an_answer_word_is_unsupported(text: str, question: str,
                                                                           answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # applying the rule to the reader's case, naming the rule and the reason
    (RETURNS, "My wardrobe was made to order. Can I return it within 14 days?",
     "The 14-day rule does not apply to your wardrobe, because it was made to order."),
    (RETURNS, "Can I take my cat in a sleeping car?",
     "Only in a sleeping-car compartment marked with a pet sign; in the others animals are not carried."),
    # talk about the assistant's tools, an offer, and a remark on what the source names
    (RETURNS, "Can I return a kettle?", 'A call such as {"name": "search", "arguments": {"q": "returns"}} is not '
                                        "needed here: goods of proper quality can be returned within 14 days."),
    (RETURNS_RU, "Может ли ребёнок 12 лет ехать один?", "Нет, несовершеннолетние до 14 лет не могут ехать без "
                                                         "сопровождения взрослого. Могу подсказать, как "
                                                         "оформить билет сопровождающему."),
    (RETURNS, "Who approves a return?", "Goods of proper quality can be returned within 14 days. No approver "
                                        "is named."),
])
def test_reasoning_about_the_readers_case_passes(text: str, question: str, answer: str) -> None:
    # (The fragment's jurisdiction is not named: that is number-without-jurisdiction's business.)
    assert "unsupported-claim" not in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the excepted case included by "and that includes"
    (REPAIRS, "Does an electrician's work void the guarantee?",
     "Yes. Any repair by someone other than an authorised partner voids the guarantee, and that includes the "
     "replacement of a power cord by a certified electrician."),
    # … by "even when"
    (REPAIRS, "Do I get my deposit back if I cancel the same day?",
     "No, deposits are never refunded, even when the booking is cancelled within 48 hours."),
    # … by «в том числе когда»
    (REPAIRS_RU, "Возместят ли ущерб, если течёт общедомовой стояк?",
     "Нет. Ущерб от затопления не возмещается, в том числе когда протечка произошла из-за неисправности "
     "общедомового стояка."),
])
def test_the_excepted_case_included_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # "even" for a case the exception does not name
    (REPAIRS, "Is my group's deposit refunded?", "Deposits are not refunded, even for group bookings, unless the "
                                                 "booking is cancelled within 48 hours."),
    (REPAIRS, "Is my group's deposit refunded?", "Deposits are not refunded, even for group bookings."),
    # the exception itself, stated with "including"
    (REPAIRS, "Who may replace a power cord?",
     "Repairs by anyone other than an authorised partner void the guarantee; the exception is the replacement "
     "of a power cord by a certified electrician."),
    (REPAIRS_RU, "Возместят ли ущерб от затопления?",
     "Ущерб от затопления не возмещается, но если протечка произошла из-за неисправности общедомового стояка, "
     "его возмещают, даже когда квартира не застрахована."),
])
def test_an_extension_to_a_case_the_rule_does_not_except_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


LOANS = ("Laptops can be borrowed from the library desk for up to 3 days. Laptops are not lent to visiting "
         "readers or to alumni. Late returns cost 2 EUR per day, except on public holidays.")
POOL_RU = ("Бассейн открыт в будние дни с 7:00 до 22:00. В понедельник и в дни санитарной обработки бассейн "
           "не работает, кроме секции плавания для детей.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the case the sentence denies the rule for, affirmed
    (LOANS, "Can alumni borrow a laptop?", "Yes, alumni can borrow a laptop from the library desk for up to 3 days."),
    (POOL_RU, "Можно ли поплавать в понедельник?",
     "Да, в понедельник бассейн открыт с 7:00 до 22:00, как и в другие будние дни."),
])
def test_a_case_the_source_denies_affirmed_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the denial itself, in other words
    (LOANS, "Can alumni borrow a laptop?", "No, alumni and visiting readers cannot borrow laptops."),
    (LOANS, "Can alumni borrow a laptop?",
     "Laptops can be borrowed from the library desk for up to 3 days, but alumni are excluded."),
    # the case the exception names is affirmed by the source
    (POOL_RU, "Работает ли в понедельник секция плавания для детей?",
     "Да, секция плавания для детей работает и в понедельник."),
    # the denial sits in a relative or conditional clause, or bounds a value
    ("Wheelchair users who cannot board low-floor buses receive 12 taxi vouchers per month.",
     "How many taxi vouchers do wheelchair users get?", "Wheelchair users get 12 taxi vouchers per month."),
    ("The security deposit may not exceed 3 months' rent.", "What is the maximum deposit?",
     "The security deposit is capped at 3 months' rent."),
])
def test_a_denied_case_told_as_denied_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # «бесплатен» (the short form) is a denial of paying, as «бесплатно» is
    ("Подъём мебели на этаж при наличии лифта бесплатен для покупателя. Сборка мебели оплачивается отдельно.",
     "Платный ли подъём на этаж, если есть лифт?", "Да, подъём мебели на этаж при наличии лифта оплачивается "
                                                  "покупателем."),
    # "optional" denies "must"
    ("The signed consent form must be submitted before the first lab session. Submitting a photo is optional.",
     "Is the consent form needed?", "Submitting the signed consent form before the first lab session is optional."),
])
def test_free_and_optional_deny_what_the_source_requires(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


QUIET = ("С 22:00 до 8:00 запрещены громкая музыка, работа шумной бытовой техники и перестановка мебели. "
         "Шумные работы в подвале разрешены в любое время.")


def test_a_prohibition_told_as_a_negation_passes() -> None:
    answer = "С 22:00 до 8:00 нельзя громко слушать музыку, включать шумную бытовую технику и переставлять мебель."
    assert checks_on(QUIET, "Когда нельзя шуметь?", answer) == []
    assert checks_on("Smoking is prohibited on all platforms. Tickets are checked on board.",
                     "Can I smoke on the platform?", "No, you must not smoke on any platform.") == []


def test_a_prohibition_lifted_is_still_a_flip() -> None:
    answer = "С 22:00 до 8:00 громкая музыка и перестановка мебели не запрещены."
    assert "unsupported-claim" in checks_on(QUIET, "Можно ли ночью слушать музыку?", answer)


EXAM = ("No candidate is admitted more than 30 minutes after the start of the examination. Candidates may not "
        "leave the room during the first 45 minutes or the last 15 minutes of an examination.")


def test_an_elided_denial_and_a_negative_pronoun_pass() -> None:
    # "You can leave, but not during …" denies what "may not leave … during" denies
    answer = ("You can leave, but not during the first 45 minutes or the last 15 minutes of the exam. Also note "
              "that nobody is admitted more than 30 minutes after the start.")
    assert "unsupported-claim" not in checks_on(EXAM, "Can I leave an exam early?", answer)


def test_leaving_whenever_one_likes_is_still_a_flip() -> None:
    answer = "You can leave the room during the first 45 minutes or the last 15 minutes of the examination."
    assert "unsupported-claim" in checks_on(EXAM, "Can I leave an exam early?", answer)


def test_included_in_other_words_passes_and_a_denied_inclusion_is_a_flip() -> None:
    tariff = ("С 1 июля плата за содержание жилья составляет 36,90 рубля за 1 кв. м в месяц, включая уборку "
              "подъездов — 4,20 рубля. Уборка подъездов проводится дважды в неделю. Мытьё окон в подъездах "
              "и уборка лестниц — раз в месяц.")
    assert "unsupported-claim" not in checks_on(tariff, "Сколько стоит содержание жилья?",
                                                "В эту сумму входит уборка подъездов — 4,20 рубля.")
    song = "The song was later included in the 1953 film Kiss Me Kate. It was written in 1950."
    assert "unsupported-claim" in checks_on(song, "Which film was the song in?",
                                            "The song was never included in the 1953 film Kiss Me Kate.")


def test_otherwise_denies_the_clause_before_it() -> None:
    text = ("Fees are payable before resit registration closes; resits that have not been paid for are "
            "cancelled. Resit results are published in September.")
    answer = "Fees must be paid before resit registration closes, otherwise the resit is cancelled."
    assert "unsupported-claim" not in checks_on(text, "When do I pay for a resit?", answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    ("Returned items are accepted within 30 days of delivery. Items that have been used or damaged by the "
     "customer will not be accepted for refund.", "Will a used blender be accepted?",
     "Returned items are accepted within 30 days of delivery only if they have not been used or damaged."),
    ("Заявление о страховой выплате принимается в течение 30 дней с даты события. Заявления без справки из "
     "компетентных органов не принимаются.", "Примут ли заявление без справки?",
     "Заявление примут в течение 30 дней с даты события, но только со справкой из компетентных органов."),
])
def test_a_condition_that_turns_a_denial_around_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # "X, not Y" contrasts two parties and still affirms X: the swap is a flip (review)
    ("Плату за вывоз мусора вносит собственник, а не арендатор.", "Кто платит за вывоз мусора?",
     "Плату за вывоз мусора вносит арендатор, а не собственник."),
    # a condition in the source alone does not excuse a denial the claim adds (review)
    ("Возврат денежных средств производится при условии предъявления кассового чека.", "Вернут ли деньги?",
     "Возврат денежных средств не производится при предъявлении кассового чека."),
    ("Fees are refunded only if the course is cancelled by the university.", "Do I get my fee back?",
     "Fees are not refunded if the course is cancelled by the university."),
])
def test_a_flip_beside_a_contrast_or_a_condition_is_still_a_flip(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


def test_a_one_word_case_after_including_is_not_judged_by_an_unrelated_denial() -> None:
    text = "Плата за содержание включает все коммунальные услуги. Отопление не отключается в мае."
    answer = "Плата за содержание включает все коммунальные услуги, в том числе отопление."
    assert "unsupported-claim" not in checks_on(text, "Что входит в плату?", answer)


@pytest.mark.parametrize(("sentence", "denied"), [
    ("Laptops are not lent to visiting readers or to alumni.", {"alumni", "laptop"}),
    ("В субботу и воскресенье шумные работы запрещены, кроме устранения аварий.", {"суббот", "шумн"}),
    # what is no denial of the sentence's own statement: a bound, a relative or conditional
    # clause, a participle, a determiner
    ("The security deposit may not exceed 3 months' rent.", set()),
    ("Wheelchair users who cannot board low-floor buses receive 12 taxi vouchers.", set()),
    ("If the invoice is not paid, a surcharge of 5% applies.", set()),
    ("A surcharge applies to fees not paid on time.", set()),
    ("A folded bicycle counts as hand luggage and needs no ticket.", set()),
    # a quoted title, and what lies past a contrast or a glued sentence break
    ('Their second album "Don\'t Look Back" sold well.', set()),
])
def test_a_sentence_denies_its_own_statement(sentence: str, denied: set[str]) -> None:
    from tether.checks.excluded import _denied_terms
    from tether.text import stem

    found = _denied_terms(sentence)
    assert {stem(w) if w.isascii() else w for w in denied} <= found if denied else not found
    if "кроме" in sentence:
        assert not {"устранен", "авар"} & found  # the excepted case is affirmed


METERS_RU = ("Межповерочный интервал счётчиков горячей воды — 4 года, холодной — 6 лет. Собственник организует "
             "поверку за свой счёт.")
HOTFIX = "A production hotfix is approved by the duty manager and deployed by the on-call engineer."


@pytest.mark.parametrize(("text", "question", "answer"), [
    # another actor, every other word the source's
    (METERS_RU, "Кто оплачивает поверку счётчиков?", "Поверку организует управляющая компания за свой счёт; "
                                                     "межповерочный интервал для горячей воды — 4 года."),
    (HOTFIX, "Who approves a production hotfix?", "A production hotfix is approved by the release board and "
                                                  "deployed by the on-call engineer."),
])
def test_another_actor_in_an_answer_to_who_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (METERS_RU, "Кто оплачивает поверку счётчиков?", "Поверку организует и оплачивает собственник."),
    (HOTFIX, "Who approves a production hotfix?", "The duty manager approves it; the on-call engineer deploys it."),
    # a carrier verb for a noun's action is no other actor
    ("The operator notifies the supervisory authority within 24 hours.", "Who must be notified?",
     "The operator sends a notification to the supervisory authority within 24 hours."),
    # a figure's comparison told in other words
    ("Если стоимость посылки превышает 200 евро, пошлину оплачивает покупатель при получении.",
     "Кто платит пошлину?", "Если посылка стоит больше 200 евро, пошлину оплачивает покупатель при получении."),
    # the same extra words outside a who-question are the coverage rule's to judge
    (HOTFIX, "How is a production hotfix approved?", "A production hotfix is approved by the duty manager."),
    # "nobody" for "no one" (unseen8 dev u8-en-016)
    ("You can get one only if no one living in the household aged 16 or over is able to move the bins.",
     "Who qualifies for an assisted collection?",
     "You qualify only if nobody in the household aged 16 or over can move the bins."),
])
def test_the_sources_actor_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


@pytest.mark.parametrize(("sentence", "courtesy"), [
    ("Hope this helps!", True), ("Let me know if you have any other questions.", True), ("Possibly.", True),
    ("Feel free to ask if anything is unclear.", True), ("Have a safe flight!", True),
    ("Обращайтесь, если будут ещё вопросы!", True), ("Надеюсь, это поможет!", True), ("Приятных покупок!", True),
    # facts, however short or friendly
    ("It's free.", False), ("Possibly 30 days.", False), ("Contact the registry.", False),
    ("No questions can be asked.", False), ("Maybe not.", False), ("Нет, вопросы не принимаются.", False),
    # a closing's own negations (second review)
    ("Hope this helps; if not, let me know.", True), ("Надеюсь, это поможет, если нет — пишите.", True),
    ("Don't hesitate to ask.", True), ("Не стесняйтесь обращаться.", True),
    ("Enjoy free upgrades on every flight!", False), ("Удачно, что доставка бесплатна!", False),
    # wishes for the reader's health, trip or move (unseen28 dev u28-ru-015)
    ("Выздоравливайте!", True), ("Поправляйтесь!", True), ("Лёгкого переезда!", True), ("Get well soon!", True),
    ("Take care!", True), ("All the best!", True), ("Берегите себя!", True),
    ("Take care: the fee is not refunded!", False), ("Лёгкие вещи перевозим бесплатно!", False),
])
def test_a_closing_or_a_hedge_states_nothing(sentence: str, courtesy: bool) -> None:
    from tether.checks.claim_text import is_courtesy

    assert is_courtesy(sentence) is courtesy


def test_an_answer_with_a_closing_line_passes() -> None:
    # (The fragment's jurisdiction is not named: that is number-without-jurisdiction's business.)
    answer = "Goods of proper quality can be returned within 14 days. Hope this helps!"
    assert "unsupported-claim" not in checks_on(RETURNS, "How long do I have to return a kettle?", answer)
    assert "unsupported-claim" not in checks_on(
        RETURNS_RU, "Может ли ребёнок 12 лет ехать один?",
        "Нет, несовершеннолетние до 14 лет не могут ехать без сопровождения взрослого. "
        "Обращайтесь, если будут ещё вопросы!")


PICKUP_RU = ("Для получения заказа нужны код из SMS и паспорт. Заказ может получить другой человек, если покупатель "
             "указал его имя при оформлении.")
PICKUP = ("Orders are handed out on showing the SMS code and an ID. Another person may collect an order if the buyer "
          "named them when ordering.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    (PICKUP_RU, "Может ли моя жена забрать мой заказ?", "Да, заказ может получить другой человек — ему "
                                                        "достаточно назвать код из SMS."),
    (PICKUP, "Can my wife collect my order?", "Yes, another person may collect an order with the SMS code."),
])
def test_a_yes_that_drops_the_sources_condition_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the condition stated
    (PICKUP_RU, "Может ли моя жена забрать мой заказ?", "Да, если вы указали её имя при оформлении заказа."),
    (PICKUP, "Can my wife collect my order?", "Yes, another person may collect an order if the buyer named "
                                              "them when ordering."),
    # the question says the condition holds
    (PICKUP, "I named my wife when ordering. Can she collect my order?",
     "Yes, another person may collect the order."),
])
def test_a_yes_with_its_condition_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


@pytest.mark.parametrize(("sentence", "outside"), [
    ("The song was announced by the host of Top Forty, but ultimately was not used.", {"host", "forty"}),
    ("The design never left the drawing board, in favor of the heavier Maus.The Maus was completed.", {"maus"}),
])
def test_a_denial_reaches_no_further_than_its_clause(sentence: str, outside: set[str]) -> None:
    from tether.checks.excluded import _denied_terms
    from tether.text import stem

    found = _denied_terms(sentence)
    assert found and not {stem(w) for w in outside} & found


FLEX = ("Flex tickets are refunded in full if cancelled at least 24 hours before departure, and with a fee of "
        "75 EUR if cancelled later.")
FLEX_RU = ("Билеты «Флекс» возвращаются полностью при условии отмены не менее чем за 24 часа до вылета, позже — "
           "с удержанием 75 евро.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    (FLEX, "I cancel my Flex ticket 3 hours before the flight. Will I get a full refund?",
     "Yes, Flex tickets are refunded in full."),
    (FLEX_RU, "Отменяю билет «Флекс» за 5 часов до вылета. Вернут всю сумму?", "Да, билеты «Флекс» возвращаются "
                                                                          "полностью."),
])
def test_a_yes_for_a_reader_whose_figure_fails_the_condition_is_unsupported(text: str, question: str,
                                                                           answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the reader's figure meets the threshold, or is in another unit (not compared)
    (FLEX, "I cancel my Flex ticket 30 hours before the flight. Will I get a full refund?",
     "Yes, Flex tickets are refunded in full."),
    (FLEX, "I cancel my Flex ticket 3 days before the flight. Will I get a full refund?",
     "Yes, Flex tickets are refunded in full."),
    # the bound's words are no words of the condition (second review)
    (FLEX_RU, "Отменяю билет «Флекс» за 30 часов до вылета. Вернут всю сумму?",
     "Да, билеты «Флекс» возвращаются полностью."),
])
def test_a_yes_for_a_reader_who_meets_the_condition_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a hedge that is the whole answer is the answer, and is checked (review)
    ("Pets are not allowed in the flat.", "Are pets allowed in the flat?", "Possibly."),
    ("Держать собак в квартире запрещено.", "Можно ли держать собак?", "Возможно."),
    # a denial in courtesy words states something
    ("Candidates may ask questions during the exam.", "Can I ask questions during the exam?",
     "No questions can be asked."),
])
def test_a_hedge_or_denial_that_is_the_answer_is_checked(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


def test_a_hedge_beside_the_answers_claims_is_no_claim() -> None:
    assert "unsupported-claim" not in checks_on("Pets are not allowed in the flat.", "Are pets allowed?",
                                                "Pets are not allowed in the flat. It depends.")


METER = ("The owner arranges the meter check at their own expense. The managing company keeps the register of "
         "meters.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the question offers the candidates: its words excuse no actor (review)
    (METER, "Who pays for the meter check, the owner or the managing company?",
     "The managing company arranges the meter check at its own expense."),
    # a passive's agent in a clause of its own (review)
    (METER, "Who pays for the meter check?",
     "The meter check is arranged at its own expense, by the managing company."),
    # an indefinite pronoun for a named actor, and a Russian noun with an infinitive's ending (review)
    ("The tenant must sign the form.", "Who must sign the form?", "Anyone may sign the form."),
    ("Заявление за ребёнка подписывает отец.", "Кто подписывает заявление за ребёнка?",
     "Заявление за ребёнка подписывает мать."),
])
def test_another_actor_however_it_is_put_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


LIBRARY = ("Members may borrow books whenever the library is open, except rare books, which stay in the reading "
           "room.")
GROUPS = "Extensions are not available for group presentations. Individual essays may be extended by up to 7 days."


@pytest.mark.parametrize(("text", "question", "answer"), [
    # a negative universal about the excepted case agrees with the exception (review)
    (LIBRARY, "Can I borrow a rare book?", "Under no circumstances: rare books stay in the reading room."),
    # in the source's language: across languages nothing is compared (test_claims_across_languages.py)
    ("Читатели могут брать книги домой, пока библиотека открыта, кроме редких книг: они остаются в читальном зале.",
     "Можно ли взять домой редкую книгу?", "Ни в каком случае: редкие книги остаются в читальном зале."),
    # the denial told with a negative adjective (review)
    (GROUPS, "Can I get an extension for a group presentation?", "Extensions are unavailable for group presentations."),
    ("В субботу шумные работы запрещены.", "Можно ли шуметь в субботу?", "Шумные работы в субботу недопустимы."),
    # the second predicate of a denying sentence is not denied (review)
    ("Dogs are not allowed in the dining room and must be kept on a lead in the garden.",
     "Can I bring my dog to the garden?", "Yes, dogs must be kept on a lead in the garden."),
    # a second statement with its own subject is not what the first one says (unseen7 dev)
    ("Moving your broadband to a new address costs 40 GBP, and your minimum term does not start again.",
     "I'm moving to a new flat. What does it cost?", "It costs 40 GBP to move your broadband to the new address."),
])
def test_a_denial_or_exception_told_in_other_words_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


def test_a_rule_said_to_hold_everywhere_against_a_sentence_that_waives_it_is_unsupported() -> None:
    """The exception in a sentence of its own (unseen7 dev u7-en-026)."""
    text = ("Using your plan in the Europe Zone costs 2.25 GBP a day. Roaming is not available on Lite. "
            "The daily charge is waived in the Republic of Ireland.")
    assert "unsupported-claim" in checks_on(text, "Do I pay the daily charge everywhere in the Europe Zone?",
                                            "Yes, the 2.25 GBP daily charge applies in every destination of the "
                                            "Europe Zone, with no exceptions.")
    assert "unsupported-claim" not in checks_on(text, "Do I pay the daily charge everywhere in the Europe Zone?",
                                                "Yes, except in the Republic of Ireland, where the daily charge is "
                                                "waived.")
    # "all your calls" is no rule's reach; a waiver told is told (review)
    roaming = ("Roaming in the EU costs a daily charge of 2 GBP, which covers all your calls, texts and data for that "
               "day. The daily charge is waived in the Republic of Ireland.")
    for told in ("Roaming in the EU costs a daily charge of 2 GBP, which covers all your calls, texts and data for "
                 "that day.", "The daily charge of 2 GBP applies in every EU country; it is waived in the Republic "
                                "of Ireland."):
        assert "unsupported-claim" not in checks_on(roaming, "How much does roaming cost?", told), told
    assert "unsupported-claim" in checks_on(roaming, "Do I pay it?", "Yes, like every other country, the Republic "
                                                                    "of Ireland pays the 2 GBP daily charge.")
    router = "Every broadband plan includes a hub router. The router fee is waived on Fibre 900."
    assert "unsupported-claim" not in checks_on(router, "Do all plans come with a router?",
                                                "Yes, all broadband plans include a hub router.")


INSTALL = ("Installation is free on Fibre 150 and Fibre 500; Fibre 900 has a set-up fee of 29 GBP. Most connections "
           "are live within 10 working days.")


@pytest.mark.parametrize(("text", "answer", "fires"), [
    # a figure-bearing condition joined from another sentence (unseen7 dev u7-en-031)
    (INSTALL, "On Fibre 150, installation is free if the connection is live within 10 working days.", True),
    ("Подключение бесплатное для тарифов «Старт» и «Плюс». Большинство подключений выполняется за 5 рабочих дней.",
     "Подключение на тарифе «Старт» бесплатное, если его выполнят за 5 рабочих дней.", True),
    # the rule's own sentence states the condition, or the condition has no figure
    ("Installation on Fibre 150 is free if you order online within 30 days of signing up.",
     "On Fibre 150, installation is free if you order online within 30 days of signing up.", False),
    ("Items can be returned within 30 days. Refunds are paid within 5 days of receiving the item.",
     "Refunds are paid within 5 days if you return the item.", False),
    (INSTALL, "Installation is free on Fibre 150 and Fibre 500, and most connections are live within 10 working "
              "days.", False),
    # the figure's sentence states the dependency itself (review)
    ("Refunds are paid to your original payment method. If you return the item within 30 days, you get a full "
     "refund.", "You get a full refund to your original payment method if you return the item within 30 days.",
     False),
])
def test_a_condition_joined_from_another_sentence(text: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_on(text, "Is installation free?", answer)) is fires


def test_a_figures_comparison_and_unit_said_in_other_words_pass() -> None:
    """«не менее 5 000 ₽ за заказ» / «заказ не может стоить меньше 5000 рублей», «за м²» / «за
    квадратный метр» (unseen8 dev u8-ru-007): the figure checks judge the figure."""
    text = "Генеральная уборка офиса по заявке стоит 95 ₽ за м², но не менее 5 000 ₽ за заказ."
    assert "unsupported-claim" not in checks_on(text, "Сколько стоит генеральная уборка?", "Генеральная уборка по "
                                                "заявке стоит 95 рублей за квадратный метр, но заказ не может стоить "
                                                "меньше 5000 рублей.")


BINS = ("Each house gets a grey bin for general waste and a blue bin for mixed recycling. Glass goes in the blue "
        "bin only in Zone 1; in Zone 2 and Zone 3 glass goes in a separate black box.")
PARKING = ("Оставлять автомобиль на открытой площадке дольше 72 часов запрещено. Это ограничение не "
           "распространяется на тариф «Резидент».")


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    # a rule restricted to one case, said of every case (unseen8 dev u8-en-025)
    (BINS, "Does glass go in the blue bin?", "Yes, glass goes in the blue bin in all zones.", True),
    (BINS, "Does glass go in the blue bin?", "Only in Zone 1: there glass goes in the blue bin.", False),
    (BINS, "What bins does a house get?", "Every house gets a grey bin and a blue bin.", False),
    # a prohibition extended to the group another sentence lets off (unseen8 dev u8-ru-010)
    (PARKING, "Можно ли оставить машину на неделю?", "Нет, оставлять автомобиль дольше 72 часов запрещено всем "
                                                   "арендаторам, включая тариф «Резидент».", True),
    (PARKING, "Можно ли оставить машину на неделю?", "Нет, оставлять автомобиль дольше 72 часов запрещено; на тариф "
                                                   "«Резидент» это ограничение не распространяется.", False),
    ("Smoking is prohibited in the building. Smoking is not allowed in the car park either.",
     "Can I smoke in the car park?", "No, smoking is prohibited everywhere, including the car park.", False),
    # "all N" where another sentence excepts N (unseen8 dev u8-ru-025)
    ("Ежедневная уборка офисов проводится по будням. Уборка включает вынос мусора и протирку столов, кроме "
     "столов, на которых оставлены документы.", "Протирают ли столы при ежедневной уборке?",
     "Да, при ежедневной уборке протирают все столы в офисе.", True),
    ("Daily cleaning covers the offices. Cleaning includes wiping the desks, except desks with papers left on "
     "them.", "Are offices cleaned daily?", "Yes, all offices are cleaned daily.", False),
])
def test_a_rule_said_of_every_case_against_its_restriction_or_waiver(text: str, question: str, answer: str,
                                                                     fires: bool) -> None:
    assert ("unsupported-claim" in checks_on(text, question, answer)) is fires


def test_all_of_a_noun_another_sentence_excepts() -> None:
    from tether.checks.quantified import excepts_the_quantified
    from tether.terms import SentenceIndex

    index = SentenceIndex(["Cleaning includes wiping the desks, except desks with papers left on them."])
    assert excepts_the_quantified("All desks are wiped every day.", index, frozenset({0})) == index.sentences[0]
    assert excepts_the_quantified("Not all desks are wiped.", index, frozenset({0})) is None
    assert excepts_the_quantified("All offices are cleaned.", index, frozenset({0})) is None


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the clause that says the claim is compared, not the whole sentence (unseen9 dev)
    ("Bicycles travel free, but only 12 bicycles can be carried on each sailing.", "Can I take my bike?",
     "Yes — bicycles travel free of charge."),
    # a plain answer to "may I" carries the question's modality
    ("Only assistance dogs are allowed in the passenger lounges and the café.", "Can my dog come into the café?",
     "Only if it is an assistance dog."),
    ("Гости младше 16 лет допускаются только вместе со взрослым членом клуба и только в бассейн.",
     "Можно ли прийти с сыном 12 лет?", "Гостей младше 16 лет пускают только вместе со взрослым членом клуба и "
                                       "только в бассейн."),
])
def test_modality_and_negation_are_read_in_the_clause_that_says_it(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


def test_a_permission_stated_as_a_fact_is_still_read_without_a_may_question() -> None:
    assert "unsupported-claim" in checks_on("Data may be encrypted at rest.", "How is data stored?",
                                            "Data is encrypted at rest.")


ANNUAL_REFUND = ("You may get a full refund of an annual plan if you cancel within 30 days of your first annual "
                 "payment. After 30 days, and for monthly plans at any time, we do not refund the payment, but your "
                 "plan stays active until the end of the period you paid for.")


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    # "always … when you cancel" grants unconditionally what the source grants 14 days ahead
    ("If you cancel at least 14 days before arrival, the deposit is refunded in full. If you cancel later, the "
     "deposit is kept.", "If I cancel, do I get my deposit back?",
     "Yes, the deposit is always refunded in full when you cancel.", True),
    # "whenever" grants it every time (unseen18 dev u18-en-033)
    (ANNUAL_REFUND, "Can I get a refund for my annual plan?",
     "Yes, you can get a full refund of an annual plan whenever you cancel.", True),
    (ANNUAL_REFUND, "Can I get a refund for my annual plan?",
     "Yes, you can get a full refund of an annual plan if you cancel within 30 days of your first annual payment.",
     False),
    ("If you cancel at least 14 days before arrival, the deposit is refunded in full.", "If I cancel, do I get "
     "my deposit back?", "Yes, if you cancel at least 14 days before arrival the deposit is refunded in full.",
     False),
    # «при сумме заказа от 3 000 ₽» is a condition (unseen9 dev u9-ru-034)
    ("Курьер забирает и привозит заказы бесплатно при сумме заказа от 3 000 ₽; при меньшей сумме доставка стоит "
     "300 ₽.", "Бесплатна ли доставка?", "Да, курьер забирает и привозит заказы бесплатно.", True),
    ("Курьер забирает и привозит заказы бесплатно при сумме заказа от 3 000 ₽; при меньшей сумме доставка стоит "
     "300 ₽.", "Бесплатна ли доставка?", "Да, при заказе от 3 000 ₽ курьер забирает и привозит заказы бесплатно.",
     False),
])
def test_a_yes_that_drops_a_threshold_condition(text: str, question: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in checks_on(text, question, answer)) is fires


def test_a_sure_that_drops_the_condition_is_unsupported() -> None:
    assert "unsupported-claim" in checks_on(PICKUP, "Can my wife collect my order?",
                                            "Sure, another person may collect an order with the SMS code.")
    assert "unsupported-claim" in checks_on(
        PICKUP_RU, "Может ли жена забрать заказ?", "Конечно, заказ может получить другой человек — ему достаточно "
                                                   "кода из SMS.")


def test_every_denial_of_a_sentence_is_read() -> None:
    """Second review: the reader stopped at the first denial, past the second predicate."""
    from tether.checks.excluded import _denied_terms

    found = _denied_terms("Refunds are not given for tickets bought on sale and are not available for gift cards.")
    assert {"gift", "card", "sale"} <= found
    assert "garden" not in _denied_terms("Dogs must be kept on a lead in the garden and must not enter the dining "
                                         "room.")
    assert "address" not in _denied_terms("Moving to a new address costs 40 GBP, and your term does not restart.")
    assert "address" in _denied_terms("Moving to a new address is not free, and the fee is 40 GBP.")
    assert "spa" in _denied_terms("Dogs are not allowed in the bedrooms, the dining room, and the spa.")  # review
    assert "unsupported-claim" in checks_on(
        "Refunds are not given for tickets bought on sale and are not available for gift cards. Refunds are paid to "
        "the original card.", "Can I get a refund for a gift card?",
        "Yes, gift cards are refunded to the original card.")


def test_excepted_case_and_rule_told_apart_by_the_rules_own_words() -> None:
    """Second review: "all rare books … may be borrowed" says the rule's "borrowed" and drops
    the exception; counting words on each side let it pass."""
    text = "Books may be borrowed for 21 days, except rare books and manuscripts, which stay in the reading room."
    for answer in ("Yes, all rare books and manuscripts from the reading room may be borrowed.",
                   "All books, rare books and manuscripts included, may be borrowed."):
        assert "unsupported-claim" in checks_on(text, "Can I borrow a rare book?", answer), answer


SAIL_RU = ("На профильную смену «Юный программист» (третья смена) принимаются дети с 10 лет, на смену «Парусная школа» "
           "(вторая смена) — с 12 лет и только при умении плавать, подтверждённом справкой тренера.")
SAIL_EN = ("The Young Coders session takes children from age 10, and the Sailing School session from age 12 and "
           "only if they can swim, as confirmed by a coach's note.")


POOL = ("Annual passes can be cancelled and refunded pro rata only within the first 2 months, less a fee of 10 EUR; "
        "after that they are not refunded.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the "only within" restriction dropped from a verbatim truncation
    (POOL, "Can I get a refund on my annual pass?", "Annual passes can be cancelled and refunded pro rata, less a fee "
                                                    "of 10 EUR."),
    # "whatever month" and «без каких-либо исключений» drop an exception as "always" does
    ("A joining fee of 30 EUR is charged to new members, except those who join in May, when it is waived.",
     "Do new members pay a joining fee?", "Yes, every new member pays a joining fee of 30 EUR, whatever month "
                                          "they join."),
    ("Пациент вправе отказаться от процедуры в любой момент, кроме случаев, когда она уже начата.",
     "Могу ли я отказаться от процедуры?", "Да, пациент вправе отказаться от процедуры в любой момент, без каких-либо "
                                          "исключений."),
    # two restrictions: the answer tells the first, drops the second (the question's "staff"
    # is one word of three)
    ("Group rooms can be reserved online only for teams of 4 or more, and only if a staff member approves the "
     "request.", "Can I, as staff, reserve a group room online for my team of 5?",
     "Yes, group rooms can be reserved online for teams of 4 or more, and your team has 5."),
    ("Скидка 10 % действует только для студентов очной формы и только при оплате за весь семестр сразу.",
     "Есть ли скидка для студентов очной формы?", "Да, студентам очной формы положена скидка 10 %."),
    # the restriction of the case the claim is about, in a sentence of two cases
    (SAIL_RU, "С какого возраста берут на «Парусную школу»?", "На смену «Парусная школа» принимаются дети с 12 лет."),
    (SAIL_EN, "From what age can children join the Sailing School?", "The Sailing School session takes children from "
                                                                    "age 12."),
    # a yes that grants on a minimum the reader was not told
    ("A parking permit is issued for 30 EUR a month only to tenants with a lease of at least 6 months.",
     "Can a tenant get a parking permit?", "Yes, tenants get a parking permit for 30 EUR a month."),
    ("A parking permit is issued for 30 EUR a month only to tenants with a lease of at least 6 months.",
     "My lease is 3 months, can I get a parking permit?", "Yes, tenants get a parking permit for 30 EUR a month."),
    ("Хранение велосипеда во дворе разрешается только жильцам, прожившим в доме не менее 3 месяцев.",
     "Можно ли жильцам хранить велосипед во дворе?", "Да, жильцам разрешается хранить велосипед во дворе."),
    # "free of charge" does not deny the case the source denies
    ("A carer enters free of charge; the carer must be registered and may not use the pool alone.",
     "Can carers use the pool on their own?", "Yes, a registered carer can use the pool alone, free of charge."),
])
def test_a_restriction_or_exception_dropped_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    # the restriction told, by the answer or by the question
    (POOL, "Can I get a refund on my annual pass?", "Only within the first 2 months: annual passes are then "
                                                    "refunded pro rata, less a fee of 10 EUR."),
    (POOL, "I bought my annual pass 1 month ago; within the first 2 months, can I get a refund?",
     "Annual passes can be cancelled and refunded pro rata, less a fee of 10 EUR."),
    # the minimum told, by the answer or by the question's own figure; a maximum left out
    ("A parking permit is issued for 30 EUR a month only to tenants with a lease of at least 6 months.",
     "Can a tenant get a parking permit?", "Yes, with a lease of 6 months or more, for 30 EUR a month."),
    ("A parking permit is issued for 30 EUR a month only to tenants with a lease of at least 6 months.",
     "My lease is 12 months, can I get a parking permit?", "Yes, tenants get a parking permit for 30 EUR a month."),
    ("Members may bring up to 2 guests per visit.", "Can members bring guests?", "Yes, members may bring guests."),
    # the minimum told in another sentence, in words, or by a reader's figure in another unit;
    # a minimum that says how much, not who may
    ("A parking permit is issued for 30 EUR a month only to tenants with a lease of at least 6 months.",
     "Can a tenant get a parking permit?", "Yes, tenants get a parking permit for 30 EUR a month. You need a "
                                           "lease of at least 6 months."),
    ("A parking permit is issued for 30 EUR a month only to tenants with a lease of at least 6 months.",
     "Can a tenant get a parking permit?", "Yes, for 30 EUR a month, with a lease of six months or more."),
    ("A parking permit is issued for 30 EUR a month only to tenants with a lease of at least 6 months.",
     "My lease runs for 2 years. Can I get a parking permit?", "Yes, tenants get a parking permit for 30 EUR a month."),
    ("Students get a discount of at least 10 % on annual passes.", "Do students get a discount on annual passes?",
     "Yes, students get a discount on annual passes."),
    # both restrictions told
    ("Group rooms can be reserved online only for teams of 4 or more, and only if a staff member approves the "
     "request.", "Can I reserve a group room online for a team of 5?",
     "Yes: group rooms can be reserved online for teams of 4 or more once a staff member approves the request."),
    # the "only" of another case of the sentence, which the claim does not name (unseen10 dev u10-ru-006)
    (SAIL_RU, "Можно ли отправить восьмилетнего ребёнка на «Юного программиста»?",
     "Нет: на профильную смену «Юный программист» принимают детей с 10 лет."),
    (SAIL_EN, "Can my 8-year-old join Young Coders?", "No: the Young Coders session takes children from age 10."),
    # a bare noun for a person for another («человеку» / «лицу»), and a closing
    ("Копии выдаются пациенту или лицу, указанному пациентом в согласии.", "Кому выдают копии?",
     "Копии выдают пациенту или человеку, которого пациент указал в согласии."),
    ("Junior members can borrow up to 10 items.", "How many items can my kid borrow?",
     "Junior members can borrow up to 10 items. Let me know if you need anything else!"),
    # charging said from the bank's side: «банк берёт» for «взимается» (unseen14 dev u14-ru-003)
    ("За снятие меньше 3 000 ₽ в банкоматах других банков взимается 99 ₽ за операцию.",
     "Сколько возьмут за снятие 2 000 рублей в банкомате другого банка?",
     "За снятие меньше 3 000 ₽ в чужом банкомате банк берёт 99 ₽ за операцию."),
])
def test_a_restriction_told_and_a_paraphrased_person_pass(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


REFUND_TWO = ("The fee is refunded in full if the contract is cancelled within 14 days and no service has been "
              "provided under it. Otherwise the services provided are deducted.")
RECALC_RU = ("Если жилец отсутствовал более 5 полных календарных дней подряд, а в квартире нет счётчиков воды, "
             "плата за холодную и горячую воду пересчитывается за дни отсутствия.")
REFUND_TWO_RU = ("Если договор расторгнут в первые 14 дней и услуги по нему не оказывались, возвращается полная "
                 "стоимость.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    (REFUND_TWO, "Is the fee refunded if I cancel in the first two weeks?",
     "Yes, if the contract is cancelled within 14 days, the fee is refunded in full."),
    (REFUND_TWO_RU, "Вернут ли полную стоимость, если расторгнуть договор в первые две недели?",
     "Да, если договор расторгнут в первые 14 дней, возвращается полная стоимость."),
    # the second part after «, а»; one word of it («воду») said for another reason (unseen21 dev u21-ru-039)
    (RECALC_RU, "Сделают ли перерасчёт за воду, если я уезжал на неделю?",
     "Да, если вы отсутствовали более 5 полных календарных дней подряд, плату за холодную и горячую воду "
     "пересчитают за дни отсутствия."),
])
def test_a_condition_stated_by_one_of_its_two_parts_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


def test_a_condition_stated_by_both_its_parts_passes() -> None:
    assert "unsupported-claim" not in checks_on(
        RECALC_RU, "Сделают ли перерасчёт за воду, если я уезжал на неделю?",
        "Да, если вы отсутствовали более 5 полных календарных дней подряд и в квартире нет счётчиков воды, плату "
        "за холодную и горячую воду пересчитают за дни отсутствия.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    (REFUND_TWO, "Is the fee refunded if I cancel in the first two weeks?",
     "Yes, if the contract is cancelled within 14 days and no service has been provided, the fee is refunded "
     "in full."),
    # the question tells the second part
    (REFUND_TWO, "No service has been provided yet. Is the fee refunded if I cancel in the first two weeks?",
     "Yes, if the contract is cancelled within 14 days, the fee is refunded in full."),
])
def test_a_condition_stated_whole_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


PAYING = {"id": "paying#methods", "documentId": "paying",
          "text": "You can pay the annual premium in one payment by debit or credit card, or in 11 monthly instalments "
                  "by Direct Debit. Paying monthly costs 9 % more than paying annually. A credit card payment "
                  "carries no fee."}


def _paying(answer: str) -> list[str]:
    out = json.dumps({"answer": answer, "entityCitations": [], "documentationCitations": ["paying#methods"],
                      "limitations": []})
    inp = VerifyInput.model_validate({"question": "Is it more expensive to pay in instalments?",
                                      "context": {"fragments": [PAYING]}, "output": out})
    return sorted({v.check for v in verify_output(inp).violations if v.check == "unsupported-claim"})


def test_a_claim_is_compared_with_the_sentence_that_states_its_figure() -> None:
    """The words of "paying monthly by Direct Debit (11 instalments) … the annual premium in one
    payment" are all in the sentence that *permits* paying so; its 9 % is in the one that says
    what paying monthly costs, and that one decides modality (unseen10 dev u10-en-009)."""
    assert _paying("Yes, paying monthly by Direct Debit (11 instalments) costs 9 % more than paying the annual "
                   "premium in one payment.") == []
    # the figure's sentence chosen, a word the other sentence denies is still read
    fee = {"id": "f#f", "documentId": "f", "text": "Пошлина за регистрацию составляет 1 250 евро. Пошлина не "
                                                   "возвращается."}
    out = json.dumps({"answer": "Пошлина 1 250 евро возвращается заявителю.", "entityCitations": [],
                      "documentationCitations": ["f#f"], "limitations": []})
    inp = VerifyInput.model_validate({"question": "Можно ли вернуть пошлину?", "context": {"fragments": [fee]},
                                      "output": out})
    assert "unsupported-claim" in {v.check for v in verify_output(inp).violations}


def test_no_more_than_a_figure_bounds_it_and_no_more_than_a_case_denies() -> None:
    assert _paying("Paying monthly costs no more than paying annually.") == ["unsupported-claim"]
    assert _paying("Paying monthly costs 9 % more than paying annually.") == []



@pytest.mark.parametrize("answer", ["No, annual leave can't be carried over.", "Annual leave can’t be carried over.",
                                    "No, annual leave can not be carried over."])
def test_cant_is_cannot(answer: str) -> None:
    """Review: "can't" read as the permission "can" against the source's "cannot"."""
    text = "Annual leave cannot be carried over to the next year."
    assert "unsupported-claim" not in checks_on(text, "Can annual leave be carried over?", answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    ("Premium members may bring one guest free of charge up to 4 times a month. Members on other plans can buy a "
     "guest pass for €12 per visit.", "How much does it cost to bring a friend if I'm on Standard?",
     "On the Standard plan you buy a guest pass at €12 per visit."),  # unseen11 dev u11-en-006
    ("Кошек привозят в переноске. Собак привозят на поводке, а в наморднике — если собака крупнее 10 кг или может "
     "укусить.", "Нужен ли намордник для собаки весом 25 кг?",
     "Да: собаку крупнее 10 кг привозят в наморднике и на поводке."),  # u11-ru-004: «может» is a possibility
])
def test_doing_what_one_may_is_no_change_of_modality(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in checks_on(text, question, answer)


@pytest.mark.parametrize(("text", "question", "answer"), [
    ("Members can buy a guest pass for €12 per visit.", "Do I need a guest pass?",
     "Members must buy a guest pass for €12 per visit."),  # a permission made a duty
    ("Backups may be encrypted and are kept for 30 days.", "Are backups encrypted?",
     "Backups are encrypted and kept for 30 days."),  # what may be so, asserted
    ("Заявитель может подать заявление через онлайн-портал.", "Обязательно ли подавать через портал?",
     "Заявитель обязан подать заявление через онлайн-портал."),
    # what someone else may do at their discretion, stated as done (review)
    ("The clinic may charge a €25 fee for missed appointments.", "Is there a fee for missing an appointment?",
     "The clinic charges a €25 fee for missed appointments."),
    ("The insurer can refuse claims submitted after 30 days.", "What happens to late claims?",
     "The insurer refuses claims submitted after 30 days."),
    ("Врач может назначить дополнительные анализы.", "Назначат ли анализы?", "Врач назначает дополнительные анализы."),
    ("You can pay the deposit by bank transfer.", "How do I pay the deposit?",
     "You should pay the deposit by bank transfer."),
    # a second review: the institution's discretion done to the reader, a "may" of the main clause
    ("The airline may rebook you on the next available flight.", "What happens if my flight is cancelled?",
     "The airline rebooks you on the next available flight."),
    ("The club may offer a 10% discount to long-standing members.", "Is there a loyalty discount?",
     "As a long-standing member you get a 10% discount."),
    ("We may charge a €25 fee for late cancellations.", "Is there a fee for cancelling late?",
     "You will be charged a €25 fee for late cancellations."),
    ("Страховая может компенсировать вам стоимость такси до больницы.", "Оплатят ли такси?",
     "Вы получаете компенсацию стоимости такси до больницы."),
    ("When a class is full the gym may offer you a place on the waiting list.", "What if the class is full?",
     "When a class is full the gym puts you on the waiting list."),
    ("Employees may carry over up to 5 days of unused leave.", "Is unused leave carried over?",
     "Up to 5 days of unused leave are carried over."),
])
def test_a_permission_made_a_duty_or_a_possibility_a_fact_is_unsupported(text: str, question: str,
                                                                         answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


def test_the_sentence_stating_the_figures_is_compared_past_the_other_side() -> None:
    """The shortest sentence holding a claim's words may state the other side of the rule ("A
    session cancelled later … is charged in full"); then the one stating its figures is compared.
    One that does not ("Guests are not allowed in the sauna") is still compared (review)."""
    pt = ("You can cancel or move a session free of charge up to 24 hours before it starts. A session cancelled "
          "later, or missed, is charged in full.")
    assert "unsupported-claim" not in checks_on(pt, "How late can I cancel for free?",
                                                "You can cancel free of charge at least 24 hours before the session "
                                                "starts.")
    sauna = "Guests are not allowed in the sauna. Guests are allowed in the gym for €10, but the sauna is for members."
    assert "unsupported-claim" in checks_on(sauna, "Can guests use the sauna?",
                                            "Guests are allowed in the sauna for €10.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    ("Если вы опоздали больше чем на 15 минут, мастер может принять следующего клиента, а вас — в ближайшее "
     "свободное окно.", "Что будет, если я опоздаю на 20 минут?",
     "Если вы опоздали больше чем на 15 минут, мастер обязан принять следующего клиента, а вас — в ближайшее "
     "свободное окно."),  # unseen12 dev u12-ru-030: a claim of several clauses is not compared whole
    ("The room of a guest who has not arrived by 23:00 may be released unless the guest has told us they will arrive "
     "late.", "Will my room be given away if I arrive late?",
     "If you have not arrived by 23:00, your room is released, unless you told the hotel you would arrive late."),
    # "must *be* filed" names the filing (gr-en-046); "sold" is a participle too (unseen22 dev u22-en-044)
    ("The applicant may file the application through the online portal or on paper at the registry office.",
     "Do I have to file through the portal?", "Yes, the application must be filed through the online portal."),
    ("If the balance is still unpaid 14 days after the final notice, the goods may be sold at auction or disposed "
     "of.", "Will my goods be auctioned if I don't pay?",
     "If the balance is still unpaid 14 days after the final notice, your goods will be sold at auction."),
])
def test_an_act_the_source_only_permits_stated_as_a_duty_or_as_done_is_unsupported(text: str, question: str,
                                                                                   answer: str) -> None:
    assert "unsupported-claim" in checks_on(text, question, answer)


def test_an_act_a_cited_sentence_states_as_done_is_no_permission_turned_round() -> None:
    """"Courts are booked for 40 or 60 minutes" beside "Members can book … courts" (unseen5 dev
    u5lib-015's template answer)."""
    text = ("Members can book badminton and squash courts up to 14 days ahead, and non-members up to 3 days ahead. "
            "Courts are booked for 40 or 60 minutes: a court costs £9 for 40 minutes and £12 for 60 minutes.")
    assert "unsupported-claim" not in checks_on(text, "How long is a court booking?",
                                                "Courts are booked for 40 or 60 minutes.")
    assert "unsupported-claim" not in checks_on("The room may be released at 23:00.", "Will my room be released?",
                                                "Yes, the room may be released at 23:00.")
    # "has to be *bought*" is what "you must *buy*" says (unseen14 dev u14-en-018), beside "can be bought"
    text = ("Advance tickets can be bought until 15 minutes before the train leaves. If you take a different train, "
            "you must buy a new ticket at the full Anytime price.")
    assert "unsupported-claim" not in checks_on(text, "What if I take another train?", "On a different train a new "
                                                "ticket at the full Anytime price has to be bought.")
    text = ("Applications must be filed within 21 days of the decision. The applicant may file the application "
            "through the online portal or on paper at the registry office.")
    assert "unsupported-claim" not in checks_on(text, "How do I file?", "The application must be filed within 21 "
                                                "days, through the online portal or on paper.")
    # a choice between ways restated with its choice (a red-team's probe)
    assert "unsupported-claim" not in checks_on("Deposits can be paid by card or bank transfer.",
                                                "How do I pay the deposit?",
                                                "The deposit is paid by card or bank transfer.")
    # the reader's choice ("can be paid") restated as how it is done (a red-team of ae7b2b1)
    assert "unsupported-claim" not in checks_on("Rent can be paid monthly or quarterly by standing order.",
                                                "How do I pay rent?", "Rent is paid by standing order, either monthly "
                                                "or quarterly.")
