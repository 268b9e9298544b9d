"""Who does the act asked about, in Russian (tether.checks.doer)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

PODPISKI = ("Платные подписки на музыку, кино и другой контент предоставляют наши партнёры — контент-провайдеры, а "
            "деньги за них списывает с баланса «Волна». Перед первым списанием оператор обязан получить согласие "
            "абонента по СМС.")
PRIEMKA = ("При приёмке мастер осматривает автомобиль вместе с владельцем и составляет акт с пробегом и "
           "повреждениями кузова. Автомобиль принимают только от владельца или от лица, вписанного в полис ОСАГО.")
SKIDKA = ("Чтобы получить скидку, нужно один раз предъявить на кассе пенсионное удостоверение; фармацевт отметит "
          "карту участника программы «Забота 60».")
OTKAZ = ("Получатель может отказаться от посылки при получении. Посылка возвращается отправителю, а обратную доставку "
         "оплачивает отправитель по тарифу прямой доставки.")

SOPROVOZHDAYUSHCHIY = ("Сопровождающий гостя с инвалидностью, если сам не играет, проходит бесплатно; гость платит "
                       "за часы по обычной цене.")
WHO_PAYS_HOURS = "Кто платит за часы, если гость с инвалидностью пришёл с сопровождающим?"
WHO_CHARGES = "Кто списывает деньги за подписки?"
WHO_WRITES = "Кто составляет акт при приёмке машины?"
WHO_MARKS = "Кто отмечает карту пенсионера?"
WHO_PAYS = "Кто платит за обратную доставку при отказе от посылки?"


@pytest.mark.parametrize(("text", "question", "answer"), [
    # unseen17 dev u17-ru-031, unseen12 dev u12-ru-031, unseen16 dev u16-ru-029
    (PODPISKI, WHO_CHARGES, "Деньги за платные подписки списывает с баланса сам партнёр — контент-провайдер."),
    (PRIEMKA, WHO_WRITES, "Акт с пробегом и повреждениями кузова составляет владелец автомобиля, а мастер его "
                          "проверяет."),
    (SKIDKA, WHO_MARKS, "Карту участника программы отмечает сам пенсионер, один раз предъявив на кассе удостоверение."),
    (OTKAZ, WHO_PAYS, "Обратную доставку оплачивает получатель по тарифу прямой доставки."),
    # the object of «по» read past its adjective: «по обычной цене» is no doer (unseen42 dev u42-ru-048)
    (SOPROVOZHDAYUSHCHIY, WHO_PAYS_HOURS,
     "Гость с инвалидностью проходит бесплатно, а сопровождающий платит за часы по обычной цене."),
])
def test_the_act_given_to_another_party_of_the_source_is_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (PODPISKI, WHO_CHARGES, "Деньги за подписки списывает с баланса «Волна»; подписки предоставляют партнёры."),
    (PODPISKI, WHO_CHARGES, "Деньги за подписки списывает оператор «Волна»."),
    (SOPROVOZHDAYUSHCHIY, WHO_PAYS_HOURS,
     "За часы по обычной цене платит сам гость, а сопровождающий проходит бесплатно."),
    (SOPROVOZHDAYUSHCHIY, WHO_PAYS_HOURS, "Платит гость по обычной цене."),
    (PRIEMKA, WHO_WRITES, "Акт при приёмке составляет мастер, осматривая автомобиль вместе с владельцем."),
    (PRIEMKA, WHO_WRITES, "Мастер составляет акт с пробегом и повреждениями кузова."),
    (SKIDKA, WHO_MARKS, "Карту участника программы отмечает фармацевт, когда вы предъявите удостоверение."),
    (OTKAZ, WHO_PAYS, "Обратную доставку оплачивает отправитель."),
    # a pronoun is not read: «он сам» may be anyone the answer named before
    (OTKAZ, WHO_PAYS, "Если получатель отказался, обратную доставку оплачивает отправитель, а не он сам."),
    # not a who-question: the doer is not what is asked
    (OTKAZ, "Как оплачивается обратная доставка?", "Обратную доставку оплачивает отправитель по тарифу прямой "
                                                   "доставки."),
])
def test_the_sources_doer_in_any_order_or_words_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


INVOICE = ("After a claim is approved, the insurer appoints an approved repairer. The repairer sends the invoice "
           "directly to the insurer, and the policyholder pays only the excess.")
INSTALL = ("Nova Telecom books the engineer visit once the customer confirms a date online. The installation itself "
           "is carried out by its network partner, FibreLink.")
SMART = ("Smart meters are installed by the network operator, Laneway Networks, not by us; the model fitted in most "
         "homes is the Aura 300. Installation is free: there is no charge for fitting it.")


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    (INVOICE, "Who sends the invoice to the insurer?", "The policyholder sends the invoice directly to the insurer.",
     True),
    (INVOICE, "Who sends the invoice to the insurer?", "The invoice is sent to the insurer by the policyholder.",
     True),
    (INVOICE, "Who sends the invoice to the insurer?", "The approved repairer sends it directly to the insurer.",
     False),
    (INVOICE, "Who sends the invoice to the insurer?", "It is sent by the repairer; you pay only the excess.", False),
    (INSTALL, "Who carries out the installation?", "The installation is carried out by the network partner, "
                                                   "FibreLink.", False),
    # a participle or a gerund of the verb is no act with a doer ("the model fitted", "for fitting it")
    (SMART, "Who fits smart meters?", "Smart meters are fitted by the network operator, Laneway Networks.", False),
])
def test_the_english_doer_is_read_by_its_place(text: str, question: str, answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fires


VYEZD = ("Арендатор может досрочно расторгнуть договор, предупредив за 30 дней. Уборку помещения после выезда "
         "оплачивает арендодатель, а ремонт повреждений — арендатор.")
WHO_CLEANS = "Кто оплачивает уборку после выезда?"


@pytest.mark.parametrize(("answer", "fires"), [
    # «он сам» stands for the subject of the clause before: the tenant, not the landlord
    ("Если арендатор съезжает досрочно, уборку помещения после выезда оплачивает он сам.", True),
    ("Когда арендодатель принимает помещение после выезда, уборку оплачивает он сам.", False),
    # a pronoun no party of the clause before agrees with is not read («договор» pays nothing)
    ("После выезда из помещения, уборку помещения оплачивает он сам.", False),
    ("Если договор расторгнут досрочно, уборку помещения после выезда оплачивает он сам.", False),
])
def test_a_pronoun_doer_is_the_subject_of_the_clause_before(answer: str, fires: bool) -> None:
    assert ("unsupported-claim" in _checks(VYEZD, answer, WHO_CLEANS)) is fires
