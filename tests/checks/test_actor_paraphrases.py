"""Who-questions: the reader or the provider named otherwise is no other actor (unseen15 dev
u15-en-010, u15-en-013), but a reader set beside the provider may have swapped roles (unseen10 dev
u10-en-035)."""

from __future__ import annotations

import pytest
from one_fragment import checks_of as _checks

METERS = ("Smart meters are installed by the network operator, Laneway Networks, not by us. Installation is free: "
          "there is no charge for the meter or for fitting it.")
PRIORITY = ("You can join the priority services register if you depend on medical equipment. If you depend on "
            "medical equipment, you must send us a letter from your doctor or consultant.")
CANCEL = "We may cancel the policy by giving you 7 days' notice in writing."


@pytest.mark.parametrize(("text", "question", "answer"), [
    (METERS, "Who fits smart meters?", "Smart meters are fitted by the network operator, Laneway Networks, not by your "
                                       "supplier. Fitting is free: nothing is charged for the meter."),
    (PRIORITY, "Who can join the priority services register?",
     "Anyone who depends on medical equipment has to send a letter from their doctor or consultant."),
    ("Мы не устанавливаем счётчики: их устанавливает сетевая компания «Ток».",
     "Кто устанавливает счётчики?", "Счётчики устанавливает сетевая компания «Ток», а не поставщик."),
    # a passive's participle is the act, not a party: "paid" is no stem of "pays" (session 31)
    ("The patient pays the co-payment shown on the insurance card at discharge, and the insurer pays the rest.",
     "Who pays the co-payment?", "The co-payment is paid by the patient at discharge."),
])
def test_the_reader_or_the_provider_named_otherwise_passes(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    (CANCEL, "Who can cancel the policy with 7 days' notice?",
     "You, the policyholder, can cancel the policy by giving the insurer 7 days' notice in writing."),
    (METERS, "Who installs smart meters?", "Smart meters are installed by the electrician, not by us."),
])
def test_another_actor_is_still_unsupported(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" in _checks(text, answer, question)


@pytest.mark.parametrize(("text", "question", "answer"), [
    ("If your card is lost, call us and we will send a new card within 5 working days.",
     "Who sends the replacement card?", "The bank sends you a new card within 5 working days after you call."),
    ("If a parcel is lost, we refund the full price. You pay nothing.", "Who pays if a parcel is lost?",
     "If a parcel is lost, the shop refunds the full price and nothing is charged to you."),
])
def test_the_reader_as_an_object_leaves_the_provider_named(text: str, question: str, answer: str) -> None:
    # review15 B-en-05, B-en-07: "sends *you*" sets no reader beside the provider as an actor
    assert "unsupported-claim" not in _checks(text, answer, question)


COURIER = ("За товар, утерянный при доставке, отвечает курьерская служба. Магазин возмещает покупателю его стоимость "
           "в течение 10 дней.")
RENTAL = ("Outside opening hours, the car may be left in the branch car park with the key in the drop box. The "
          "renter remains responsible for the car until a member of staff checks it.")
RETURNS = ("Товар можно вернуть в течение 7 дней, если он не был в употреблении. Доставку обратно оплачивает "
           "покупатель.")


@pytest.mark.parametrize(("text", "question", "answer"), [
    # «стоимость товара» for «его стоимость»: what the pronoun stands for, named outright
    (COURIER, "Кто возмещает деньги за потерянную посылку?",
     "Стоимость товара покупателю возмещает магазин в течение 10 дней."),
    # the markers of a condition or a case, and a past plural verb, name nobody
    (RETURNS, "Кто оплачивает доставку при возврате?",
     "Вернуть товар можно в течение 7 дней при условии, что его не носили. В таком случае доставку обратно "
     "оплачивает покупатель."),
])
def test_a_pronouns_noun_a_condition_or_a_past_verb_is_no_actor(text: str, question: str, answer: str) -> None:
    assert "unsupported-claim" not in _checks(text, answer, question)


def test_a_doer_named_before_the_verb_is_no_pronouns_noun() -> None:
    # «Продавец» two words before «стоимость» is who pays, not what «Его» stands for (review)
    text = "Товар доставляет продавец. Его стоимость и доставку до склада оплачивает покупатель."
    assert "unsupported-claim" in _checks(text, "Продавец оплачивает стоимость и доставку до склада.",
                                          "Кем оплачивается стоимость и доставка до склада?")


def test_a_word_of_the_sentence_before_elsewhere_is_still_an_actor() -> None:
    # "checks *it*" stands for the car, not for the branch the answer makes responsible
    assert "unsupported-claim" in _checks(RENTAL, "Once the key is in the drop box, the branch staff are "
                                                  "responsible for the car.", "Who is responsible for the car "
                                                                              "after I leave the key?")


SMESITEL = ("Ремонт оборудования внутри квартиры, которое не относится к общему имуществу (смесители, унитазы, "
            "розетки), выполняется по прейскуранту за счёт собственника. Стояки до первого запорного крана "
            "относятся к общему имуществу и ремонтируются бесплатно.")


def test_the_readers_own_verb_is_no_actor() -> None:
    # unseen21 dev u21-ru-007: «оплачиваете» is the reader's verb for «за счёт собственника»
    assert "unsupported-claim" not in _checks(
        SMESITEL, "Ремонт смесителя оплачиваете вы: оборудование внутри квартиры, которое не относится к общему "
                  "имуществу, ремонтируется по прейскуранту за счёт собственника.", "Кто платит за ремонт смесителя?")


def test_another_party_beside_the_readers_verb_is_still_an_actor() -> None:
    assert "unsupported-claim" in _checks(
        SMESITEL, "Ремонт смесителя оплачиваете не вы: оборудование внутри квартиры ремонтируется по прейскуранту "
                  "за счёт управляющей компании.", "Кто платит за ремонт смесителя?")


HIRER = ("The hirer is responsible for the equipment from collection or delivery until it is returned or collected. "
         "Keep it secure and locked away when it is not in use.")
OTVETSTVENNOST = "Арендатор отвечает за сохранность инвентаря с момента выдачи до возврата."
DEPOT = "The depot is responsible for servicing every machine before it is hired out."


@pytest.mark.parametrize(("text", "question", "answer", "fires"), [
    # the provider by its pronoun where the source's actor is the reader (unseen29 dev u29-en-043)
    (HIRER, "Who is responsible for the equipment while it's on my site?",
     "We are responsible for the equipment from delivery until it is collected.", True),
    (OTVETSTVENNOST, "Кто отвечает за инвентарь?", "Мы отвечаем за сохранность инвентаря с момента выдачи до возврата.",
     True),
    (HIRER, "Who is responsible for the equipment while it's on my site?",
     "You, the hirer, are responsible for the equipment from delivery until it is collected.", False),
    # the source's actor is the provider's own: "we" names it
    (DEPOT, "Who services the machines?", "We service every machine at the depot before it is hired out.", False),
], ids=["we-for-hirer", "my-for-arendator", "you-the-hirer", "we-for-depot"])
def test_the_provider_for_the_readers_role_is_another_actor(text: str, question: str, answer: str,
                                                            fires: bool) -> None:
    assert ("unsupported-claim" in _checks(text, answer, question)) is fires


SKIPPER = "Питание шкипера оплачивает клиент — до 25 евро в день."


def test_the_readers_imperative_is_no_actor() -> None:
    # unseen40 dev u40-ru-021: «закладывайте» tells the reader to pay; it names no other party
    assert "unsupported-claim" not in _checks(SKIPPER, "Питание шкипера на вас: закладывайте до 25 € в день.",
                                              "Кто платит за питание шкипера?")


def test_another_party_beside_an_imperative_is_still_an_actor() -> None:
    assert "unsupported-claim" in _checks(SKIPPER, "Питание шкипера оплачивает компания, до 25 € в день.",
                                          "Кто платит за питание шкипера?")


CARERS = ("A carer who accompanies a disabled visitor goes free of charge. The disabled visitor pays the "
          "concession price.")


def test_a_party_the_question_names_before_its_who_can_be_swapped() -> None:
    # unseen41 dev u41-en-048 (read after its arrival measurement): the carer is named in the
    # question's first sentence, and the answer gives the carer the visitor's payment
    question = "My carer and I are visiting. Who pays what?"
    swapped = "The carer pays the concession price, and you, as the disabled visitor, go free of charge."
    assert "unsupported-claim" in _checks(CARERS, swapped, question)
    assert "unsupported-claim" not in _checks(CARERS, "You pay the concession price, and your carer goes free.",
                                              question)
    assert "unsupported-claim" not in _checks(CARERS, "The disabled visitor pays the concession price.", question)


def test_a_who_question_asked_with_needs_to_reads_its_act() -> None:
    # a red-team of this session: "Who needs to sign …" took "needs" for the act asked about
    text = "The parent or guardian signs the waiver. Children must wear a helmet."
    question = "Who needs to sign the waiver?"
    assert "unsupported-claim" in _checks(text, "The child signs the waiver.", question)
    assert "unsupported-claim" not in _checks(text, "The parent or guardian signs the waiver.", question)


CONSENT = ("Гости младше 18 лет допускаются к заезду только с согласием родителя или законного представителя, которое "
           "он подписывает лично в клубе. Согласие, присланное по почте или в мессенджере, не принимается.")


@pytest.mark.parametrize(("answer", "fires"), [
    ("Согласие подписывает родитель или законный представитель — лично, в клубе; присланное по почте или в "
     "мессенджере не примут.", False),
    ("Согласие подписывает гость; присланное по почте или в мессенджере не примут.", True),
], ids=["denied-impersonal-plural", "another-signer"])
def test_a_denied_impersonal_plural_names_no_party(answer: str, fires: bool) -> None:
    """unseen57 dev u57-ru-007: «не примут» says the passive «не принимается», no actor."""
    assert ("unsupported-claim" in _checks(CONSENT, answer, "Кто должен подписать согласие?")) is fires
