"""Advice made a rule, or a rule made advice (tether.checks.recommendation): "advised to have it
notarised" answered "it must be notarised", «необходима регистрация» answered «регистрация
желательна» (a red-team set of session 29; unseen28 dev u28-ru-044). A restatement in other
words of the same strength passes, and so does a sentence that says both."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

from tests.linear import grows_linearly
from tether.checks.claim_sources import context_of
from tether.checks.recommendation import _a_condition_made_optional, _excepts, _refused_without, _the_clause_saying
from tether.terms import subject_terms
from tether.verify.models import VerifyInput

NOTARY = ("Clients are advised to have the translation notarised if it will be submitted to a foreign court. "
          "Notarisation costs an additional €35 per document.")
MASTER = ("Участники могут посещать любые секции без предварительной записи. На мастер-классы необходима регистрация, "
          "количество мест ограничено.")
HELMETS = "Helmets are compulsory for children under 14 and recommended for everyone else."
LAMPS = "Перед сдачей велосипеда в ремонт рекомендуется снять с него фонари и велокомпьютер."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    (NOTARY, "If the translation will be submitted to a foreign court, it must be notarised.", True),
    (NOTARY, "If the translation will be submitted to a foreign court, notarising it is recommended.", False),
    (NOTARY, "You don't have to, but clients are advised to have a translation for a foreign court notarised.",
     False),
    (MASTER, "На мастер-классы регистрация желательна.", True),
    (MASTER, "На мастер-классы регистрация обязательна.", False),
    (LAMPS, "Перед сдачей велосипеда в ремонт обязательно нужно снять фонари и велокомпьютер.", True),
    (LAMPS, "Снимать фонари и велокомпьютер перед ремонтом не обязательно, но рекомендуется.", False),
    (HELMETS, "Helmets are mandatory for children under 14; for everyone else they are recommended.", False),
], ids=["advised-made-must", "advised-restated", "not-required-restated", "required-made-desirable",
        "required-restated-ru", "recommended-made-required-ru", "not-required-ru", "both-in-one-sentence"])
def test_a_recommendation_turned_fails(source: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, "Is it required?")) is fires


def test_optional_for_the_excepted_case_is_no_advice_made_of_the_rule() -> None:
    source = "You must show ID at check-in unless you booked with a passport number."
    answer = "Showing ID at check-in is optional if you booked with a passport number."
    assert "unsupported-claim" not in _checks(source, answer, "Do I need ID?")


PETS = ("Passengers travelling with pets must book a pet-friendly cabin. Dogs may be walked on the designated area "
        "of deck 7.")
REGISTRATION = "Пассажиры обязаны зарегистрироваться на рейс не позднее чем за 1 час до отправления."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    (PETS, "Passengers with pets may book a pet-friendly cabin.", True),
    (PETS, "Passengers with pets have to book a pet-friendly cabin, and dogs may be walked on deck 7.", False),
    (PETS, "You cannot travel with a pet without booking a pet-friendly cabin.", False),
    (REGISTRATION, "Пассажиры могут зарегистрироваться на рейс не позднее чем за 1 час, если захотят.", True),
    (REGISTRATION, "Зарегистрироваться на рейс нужно не позднее чем за 1 час до отправления.", False),
], ids=["must-made-may", "duty-kept", "denied-permission", "obliged-made-may-ru", "duty-kept-ru"])
def test_a_duty_made_a_choice_fails(source: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, "Do I have to?")) is fires


MEDICAL = ("The nearest hospital is about 1 hour by road from the lodge, and patients are evacuated from the camp by "
           "air. Guests must have medical insurance that covers evacuation by air.")


@pytest.mark.parametrize(("answer", "fires"), [
    # unseen31 dev u31-en-044: the reason after "as" is another sentence's; the advice is the first clause's
    ("Medical insurance that covers evacuation by air is recommended, as patients are evacuated from the camp by "
     "air.", True),
    ("You must have medical insurance that covers evacuation by air, as patients are evacuated from the camp by "
     "air.", False),
])
def test_a_reason_after_the_rule_is_a_clause_of_its_own(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(MEDICAL, answer, "Do I need medical insurance?")) is fires


PAYMENT = "Записаться можно на сайте или у администратора филиала. Первый абонемент оплачивается до первого урока."
BALANCE = "The balance is due 30 days before the start of the tour."
EARLY = "We recommend booking at least 2 days before the tour."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    # a rule stated with its deadline, softened to a wish (unseen36 dev u36-ru-044)
    (PAYMENT, "Первый абонемент желательно оплатить до первого урока.", True),
    (PAYMENT, "Первый абонемент рекомендуется оплатить до первого урока.", True),
    (BALANCE, "It is recommended to pay the balance 30 days before the start.", True),
    (PAYMENT, "Первый абонемент нужно оплатить до первого урока.", False),
    (BALANCE, "You must pay the balance 30 days before the start of the tour.", False),
    (EARLY, "It is recommended to book at least 2 days before the tour.", False),
])
def test_a_rule_with_its_deadline_made_advice(source: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer)) is fires


HELMETS = ("Children under 12 must wear a helmet on every rented bike; for adults a helmet is recommended but not "
           "required, except on speed pedelecs.")
SHLEM = "Детям до 12 лет шлем обязателен; взрослым шлем рекомендуется."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    # unseen44 dev u44-en-031: a sentence that requires for one case and recommends for another is
    # read by the clause that says most of the claim's
    (HELMETS, "For children under 12 a helmet is recommended; with a city bike it costs €3 a day.", True),
    (HELMETS, "Adults must wear a helmet on every rented bike.", True),
    (SHLEM, "Детям до 12 лет шлем рекомендуется.", True),
    (HELMETS, "Children under 12 must wear a helmet; for adults it is recommended but not required.", False),
    (HELMETS, "For adults a helmet is only recommended, unless they ride a speed pedelec.", False),
    (SHLEM, "Детям до 12 лет шлем обязателен, а взрослым только рекомендуется.", False),
])
def test_a_clause_of_a_sentence_of_both_sides_turned(source: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer)) is fires


def test_a_clause_that_says_the_place_of_one_and_the_thing_of_another_is_not_turned() -> None:
    # a red-team probe of this session (en-049)
    source = "Helmets are required on the via ferrata; gloves are recommended, but not required."
    answer = "Gloves are recommended on the via ferrata, but you don't have to wear them."
    assert "unsupported-claim" not in _checks(source, answer)


CYCLORAMA = "На белую циклораму и бумажный фон заходят только в бахилах или босиком."
WINDOWS = "After the valet the seats dry for up to 12 hours; do not close the windows fully during that time."
OKNA = "После химчистки салон сохнет ещё до 12 часов; в это время не закрывайте окна полностью."
POOL = "Swimmers enter the pool only in a swimming cap."
INSURANCE = "Travel insurance is available for EUR 5 a day."
CONSULTATION = "Если в тот же день вы начинаете лечение у того же врача, консультация не оплачивается."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    (CYCLORAMA, "На белую циклораму желательно заходить в бахилах, но можно и в обуви.", True),
    (CYCLORAMA, "На белую циклораму заходят только в бахилах или босиком.", False),
    (WINDOWS, "While the seats dry it is advisable to leave the windows slightly open, but not required.", True),
    ("Do not leave children unattended at the hotel pool.",
     "It is recommended not to leave children unattended at the hotel pool.", True),
    ("Dinner is served only after 7 pm. Reservations are not required.",
     "Dinner is served after 7 pm, and reservations for dinner are not required.", False),
    ("The museum is never crowded on weekday mornings. A visit on a weekday morning is recommended.",
     "A visit to the museum on a weekday morning is recommended.", False),
    ("Завтрак подают только в ресторане на первом этаже. Заказывать завтрак заранее не нужно.",
     "Завтрак подают в ресторане на первом этаже, заказывать его заранее не нужно.", False),
    (WINDOWS, "Do not close the windows fully for up to 12 hours while the seats dry.", False),
    (OKNA, "После химчистки окна в это время желательно приоткрыть, но это не обязательно.", True),
    (POOL, "A swimming cap is recommended in the pool.", True),
    (INSURANCE, "Travel insurance is optional and costs EUR 5 a day.", False),
    (CONSULTATION, "Если в тот же день вы начинаете лечение у того же врача, платить за консультацию не нужно.", False),
    ("The free beach shuttle runs only on weekends.", "The beach shuttle is free and optional; it runs on weekends.",
     False),
    ("The audio guide costs only EUR 2 at the ticket desk.", "The audio guide is optional; it costs EUR 2 at the "
     "ticket desk.", False),
    ("An extra bed costs EUR 20 per night, with no more than one per room.",
     "An extra bed is optional and costs EUR 20 per night.", False),
    ("Гардероб в театре бесплатный, залог за номерок не берут.", "Гардероб необязателен и бесплатен, залог не берут.",
     False),
], ids=["only-made-desirable-ru", "only-restated-ru", "ban-made-advice", "do-not-made-advice",
        "another-sentence-says-not-required", "never-states-a-fact", "another-sentence-says-not-needed-ru",
        "ban-restated",
        "ban-made-advice-ru", "only-made-recommended",
        "available-is-optional", "not-charged-is-not-required-ru", "only-of-a-period", "only-of-a-sum",
        "a-bound-is-no-ban", "a-fact-denied-is-no-ban-ru"])
def test_a_rule_the_source_binds_made_advice(source: str, answer: str, fires: bool) -> None:
    """A restriction ("only in a cap", «только в бахилах») or a ban («не закрывайте окна») laid down
    with no word of duty, answered as advice (unseen46 dev u46-ru-035, unseen38 u38-ru-044,
    unseen37 u37-ru-044). Not an "only" of a period or a sum, nor a "no" that states a fact or a
    bound (a red-team of session 47: eleven correct "optional" answers failed on them)."""
    assert ("unsupported-claim" in _checks(source, answer, "Is it required?")) is fires


def test_the_clause_that_says_most_is_found_in_linear_time() -> None:
    """A long answer clause against a long cited clause: a term set rebuilt per term was quadratic
    (3.2 s on an 18k-character answer; a review of session 47)."""
    def make(n: int) -> tuple[str, frozenset[str]]:
        text = " ".join(f"слово{i:05d}x" for i in range(n))
        return text, frozenset(subject_terms(text))

    assert grows_linearly(make, lambda given: _the_clause_saying(given[0], given[1], 2), small=300)


@pytest.mark.parametrize(("source", "answer"), [
    ("Children are admitted to the pool only with an adult. Swimming lessons cost €10.",
     "Swimming lessons for children in the pool are optional and cost €10."),
    ("Детей пускают в бассейн только со взрослыми. Уроки плавания стоят 900 ₽.",
     "Уроки плавания для детей в бассейне по желанию, стоят 900 ₽."),
])
def test_a_restriction_binds_only_what_it_restricts(source: str, answer: str) -> None:
    """"only with an adult" binds coming in with an adult, not the lessons the claim calls optional
    (a review of session 47)."""
    assert "unsupported-claim" not in _checks(source, answer, "Are lessons required?")


@pytest.mark.parametrize(("text", "answer", "fails"), [
    # the clause is the source's own words for its case, beside a sentence that rules the other case
    ("Helmets are compulsory for riders under 16. For riders aged 16 and over helmets are recommended.",
     "For riders aged 16 and over helmets are recommended.", False),
    ("Детям до 7 лет запись к врачу обязательна, запись делает родитель. Для детей от 7 до 14 лет запись "
     "необязательна.", "Для детей от 7 до 14 лет запись необязательна.", False),
    # the other case given this case's word: still turned
    ("Helmets are compulsory for riders under 16. For riders aged 16 and over helmets are recommended.",
     "For riders under 16 helmets are recommended.", True),
])
def test_a_clause_that_a_cited_sentence_says_as_it_is_is_not_turned(text: str, answer: str, fails: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer)) is fails


def test_a_sentence_of_the_other_bound_does_not_vouch_for_the_clause() -> None:
    text = ("Детям до 7 лет запись к врачу обязательна, запись делает родитель. Для детей от 7 до 14 лет запись "
            "необязательна.")
    assert "unsupported-claim" in _checks(text, "Для детей до 7 лет запись к врачу необязательна.")


@pytest.mark.parametrize("answer", ["Booking a court is optional.", "Запись к врачу необязательна."])
def test_a_case_named_by_a_word_is_not_vouched_for_by_marks(answer: str) -> None:
    # neither clause marks a case by a figure or a bound word: the dropped case still fails (a review)
    text = ("Members must book a court in advance. Booking a court is optional for guests. Для взрослых запись к "
            "врачу обязательна. Для детей запись к врачу необязательна.")
    assert "unsupported-claim" in _checks(text, answer)


MUZZLE = ("Small pets in a closed carrier travel free of charge. A dog outside a carrier needs a child ticket and "
          "must wear a muzzle, except assistance dogs, which travel free and without a muzzle. Items left on a train "
          "are handed back to their owner on request.")


@pytest.mark.parametrize(("answer", "fires"), [
    ("A dog that travels outside a carrier needs a child ticket; a muzzle is optional and left to the owner's "
     "judgement.", True),
    ("A dog outside a carrier needs a child ticket; for assistance dogs a muzzle is optional.", False),
    ("A dog outside a carrier needs a child ticket and must wear a muzzle, except assistance dogs, which travel "
     "without one.", False),
], ids=["optional-for-every-dog", "optional-for-the-excepted-case", "duty-kept"])
def test_an_exception_vouches_only_for_the_case_it_names(answer: str, fires: bool) -> None:
    """unseen2 dev u2-en-015: "optional" read with the clause before it, and the rule's exception
    (assistance dogs) is no licence for a claim that does not name it."""
    assert ("unsupported-claim" in _checks(MUZZLE, answer, "Does a dog need a muzzle?")) is fires


BRIEFING = ("Перед первым посещением каждый гость проходит инструктаж по технике безопасности: он длится 15 минут и "
            "проводится бесплатно. Без инструктажа в зал не пускаем, даже если у гостя есть опыт лазания.")
TABLE = "Without a reservation a table cannot be guaranteed on Friday evenings. Walk-in guests are seated in turn."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    (BRIEFING, "Инструктаж по технике безопасности длится 15 минут и бесплатен; опытным гостям его пройти "
               "рекомендуется, но не обязательно.", True),
    (BRIEFING, "Инструктаж длится 15 минут и бесплатен; без него в зал не пускают даже опытных гостей.", False),
    (TABLE, "Booking a table is recommended but not required: walk-in guests are seated in turn.", False),
], ids=["refused-without-made-optional", "refusal-kept", "no-guarantee-is-no-duty"])
def test_a_thing_refused_without_made_optional(source: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(source, answer, "Обязателен ли инструктаж?")) is fires


ASSISTANT = ("Абонемент именной, но владелец может передать часы своему ассистенту, если письменно предупредит "
             "администратора.")
EARLY = "If you book a lesson in advance, you get 10 % off the lesson price."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    (ASSISTANT, "Да, владелец абонемента может передать часы ассистенту; предупреждать администратора не обязательно.",
     True),
    (ASSISTANT, "Да, владелец может передать часы ассистенту, если письменно предупредит администратора.", False),
    (EARLY, "You don't need to book a lesson in advance, but booking in advance gives 10 % off.", False),
], ids=["condition-made-optional", "condition-kept", "condition-of-a-discount-is-no-duty"])
def test_the_condition_of_a_permission_made_optional(source: str, answer: str, fires: bool) -> None:
    """unseen32 dev u32-ru-044: the condition a permission is granted on is required of the reader."""
    assert ("unsupported-claim" in _checks(source, answer, "Можно передать часы?")) is fires


AGE = ("Индивидуальные занятия проводятся для учеников с 4 лет, групповые — с 7 лет. Ученики младше 12 лет приходят "
       "на занятия со взрослым, который ждёт их в холле.")
GROUPS = "Занятия проходят в группах по 6 человек. Индивидуальные занятия можно заказать отдельно."


@pytest.mark.parametrize(("source", "answer", "fires"), [
    (AGE, "Нет, ученики младше 12 лет могут приходить со взрослым, если хотят, но это не обязательно.", True),
    (AGE, "Да, ученики младше 12 лет приходят на занятия со взрослым, который ждёт их в холле.", False),
    (GROUPS, "Заниматься в группе не обязательно: индивидуальные занятия можно заказать отдельно.", False),
], ids=["plain-rule-made-optional", "plain-rule-kept", "a-fact-of-another-act"])
def test_a_rule_in_the_plain_present_made_optional(source: str, answer: str, fires: bool) -> None:
    """unseen50 dev u50-ru-036: Russian lays a rule in the present plural, with no word of duty."""
    assert ("unsupported-claim" in _checks(source, answer, "Обязательно ли приходить со взрослым?")) is fires


def test_a_refusal_without_a_thing_is_read_in_linear_time() -> None:
    """Each «без X» is read up to REFUSAL_REACH characters on, not to the sentence's end."""
    assert grows_linearly(lambda n: "без шлема и перчаток " * n + "на трассу не выпускаем",
                          lambda s: _refused_without(s, frozenset({"шлем"})))


@pytest.mark.parametrize(("source", "answer"), [
    # the condition governs a later clause, not the permission (a review of session 56)
    ("Guests may use the pool, and if they book a massage, they get a free towel.",
     "Booking a massage is not required."),
    # a fact told, not a rule laid: how often, how many (a review)
    ("Индивидуальные занятия проводятся с 4 лет. Ученики младше 12 лет часто приходят на занятия со взрослым.",
     "Нет, ученики младше 12 лет могут приходить со взрослым, если хотят, но это не обязательно."),
], ids=["condition-of-a-later-clause", "often-is-no-rule"])
def test_what_binds_no_duty_is_not_turned(source: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(source, answer, "Is it required?")


@pytest.mark.parametrize(("sentence", "refused"), [
    ("Riders are not admitted without a helmet.", True),  # the other order (a review)
    ("В зал не пускаем без инструктажа.", True),
    ("Without a helmet riders will not be admitted.", True),
    ("Members enter without a helmet, but guests are not admitted before 10:00.", False),  # another subject's
    ("Члены клуба проходят без шлема, а гостей после 22:00 не пускаем.", False),
])
def test_a_refusal_without_a_thing_in_either_order(sentence: str, refused: bool) -> None:
    assert _refused_without(sentence, frozenset({"helmet", "шлем", "инструктаж"})) is refused


@pytest.mark.parametrize(("sentence", "claim", "excepts"), [
    ("You must book a table in advance unless you come before 6 pm.", "You can come any time: booking is optional.",
     False),  # one shared word ("come") is not the excepted case (a review)
    ("You must book a table in advance unless you come before 6 pm.",
     "If you come before 6 pm, booking is optional.", True),
])
def test_an_exception_is_named_by_most_of_its_words(sentence: str, claim: str, excepts: bool) -> None:
    assert _excepts(sentence, frozenset(subject_terms(claim))) is excepts


def test_conditions_made_optional_are_read_in_linear_time() -> None:
    """Each clause asks only the cited sentences holding its words, read once per cited set (a review:
    400 clauses against 2,000 conditions took 8.6 s)."""
    def make(n: int) -> tuple[object, list[tuple[str, ...]]]:
        text = " ".join(f"Гости группы {i} могут записаться к врачу, если предупредят администратора {i}."
                        for i in range(n))
        inp = VerifyInput.model_validate({"question": "q", "output": "{}", "context": {"fragments": [
            {"id": "a#b", "documentId": "a", "text": text}]}})
        return context_of(inp).cited(["a#b"]), [("записыва", "тренер", str(i)) for i in range(n)]

    def read(given: tuple[object, list[tuple[str, ...]]]) -> None:
        sources, clauses = given
        sources.read_once.clear()  # type: ignore[attr-defined]
        for terms in clauses:
            _a_condition_made_optional(terms, sources)  # type: ignore[arg-type]

    assert grows_linearly(make, read, small=100)


def test_an_exception_is_read_in_linear_time() -> None:
    """The claim's terms are read once, not once per clause (a review: 3.8 s at 100 KB)."""
    source = "You must book a table in advance, except for groups."
    assert grows_linearly(lambda n: "for groups booking a table in advance is optional; " * n,
                          lambda answer: _checks(source, answer, "Do I have to book?"), small=30)
