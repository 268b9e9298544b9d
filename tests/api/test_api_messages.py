"""Issue 16 over HTTP: messages in the question's language, one line for a failed answer,
no model that cannot run, a missing body that names its field."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, Api, Keys, bearer, make_app
from tether.providers.scripted import ScriptedProvider
from tether.providers.template import TemplatePresenter
from tether.store.db import Store

RU_SANCTIONS = "Как оформить санкционное исключение?"
RU_GERMANY = "Какая пошлина за регистрацию в Германии?"


class NotInstalled(TemplatePresenter):
    """Stands for the local provider on a server without the `local` extra."""

    def installed(self) -> bool:
        return False


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    faulty = ScriptedProvider([{"text": '{"answer": "The fee', "error": "stream-cut"}], cycle=True)
    with TestClient(make_app(demo_store, {"template": TemplatePresenter(), "scripted": faulty,
                                          "local": NotInstalled()})) as client:
        yield Api(client)


def chat(api: Api, key: str, question: str, model: str = "tether"):  # type: ignore[no-untyped-def]
    return api.post("/v1/chat/completions", headers=bearer(key),
                    json={"model": model, "messages": [{"role": "user", "content": question}],
                          "tether": {"now": DEMO_NOW}})


def test_a_russian_stop_is_explained_in_russian(api: Api, keys: Keys) -> None:
    content = chat(api, keys.asker, RU_SANCTIONS).json()["choices"][0]["message"]["content"]
    assert content.startswith("Tether остановился до ответа: stop-no-fresh-authorized-citable-source.")
    assert "владелец" in content and "denied" in content  # reason codes stay codes
    english = chat(api, keys.asker, "What is the sanctions exemption procedure?").json()
    assert english["choices"][0]["message"]["content"].startswith("Tether stopped before answering")


def test_a_failed_answer_is_one_line_for_the_reader_in_their_language(api: Api, keys: Keys) -> None:
    ru = chat(api, keys.asker, RU_GERMANY, model="scripted").json()["choices"][0]["message"]["content"]
    assert ru == ("Ответ модели не удалось проверить (stream-cut); спросите ещё раз или обратитесь "
                  "к оператору сервиса.")
    en = chat(api, keys.asker, GERMANY, model="scripted").json()["choices"][0]["message"]["content"]
    assert "\n" not in en and "ask again or contact" in en


def test_models_leave_out_a_provider_that_cannot_run(api: Api, keys: Keys) -> None:
    ids = [m["id"] for m in api.get("/v1/models", headers=bearer(keys.asker)).json()["data"]]
    assert ids == ["tether", "scripted", "template"]
    r = chat(api, keys.asker, GERMANY, model="tether-local")
    assert r.status_code == 404 and r.json()["error"]["field"] == "model"
    assert "pip install 'tether[local]'" in r.json()["error"]["message"]


def test_rejecting_without_a_body_names_the_reason_field(api: Api, keys: Keys) -> None:
    draft = api.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
                     json={"question": GERMANY, "options": {"now": DEMO_NOW}}).json()["review"]["draftId"]
    r = api.post(f"/v1/review/drafts/{draft}/reject", headers=bearer(keys.reviewer))
    assert r.status_code == 422
    error = r.json()["error"]
    assert error["field"] == "reason" and error["message"].startswith("reason: required")
