"""Corpora as named things over HTTP and the CLI: one name, never duplicated; list; remove."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from tests.api.helpers import DEMO_NOW, Api, Keys, bearer, make_app
from tests.api.test_api_sources import GOOD, targz, upload
from tests.conftest import write_corpus
from tether.store.db import Store
from tether.store.schema import FragmentRow, SourceRecordRow


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with TestClient(make_app(demo_store)) as client:
        yield Api(client)


def current(store: Store, corpus: str) -> tuple[int, int]:
    with store.session() as s:
        records = s.scalar(select(func.count()).select_from(SourceRecordRow)
                           .where(SourceRecordRow.corpus == corpus, SourceRecordRow.current))
        fragments = s.scalar(select(func.count()).select_from(FragmentRow)
                             .where(FragmentRow.corpus == corpus, FragmentRow.current))
    return records, fragments


def ask(api: Api, keys: Keys, corpus: str) -> dict:
    return api.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
                    json={"question": "What is the upload fee in Norway?",
                          "options": {"now": DEMO_NOW, "corpus": corpus}}).json()


def test_the_same_files_by_cli_and_http_are_one_corpus(cli, api: Api, keys: Keys, demo_store: Store,  # type: ignore[no-untyped-def]
                                                       tmp_path: Path) -> None:
    root = write_corpus(tmp_path / "acme", {name.removeprefix("corpus/"): text for name, text in GOOD.items()})
    by_cli = cli("ingest", str(root), "--db", demo_store.url)
    assert by_cli.exit_code == 0 and "corpus 'acme': 2 added" in by_cli.stdout, by_cli.stdout + by_cli.stderr
    by_http = upload(api, keys.admin, targz(GOOD), corpus="acme")
    assert by_http.status_code == 200 and sorted(by_http.json()["unchanged"]) == ["upload-a", "upload-b"]
    assert by_http.json()["added"] == [] and current(demo_store, "acme") == (2, 2)
    answer = ask(api, keys, "acme")
    assert answer["status"] == "completed" and answer["answer"]["documentationCitations"] == ["upload-a#fee"]
    assert answer["answer"]["answer"].count("42 NOK") == 1  # one candidate, not two copies

    listed = api.get("/v1/corpora", headers=bearer(keys.admin))
    assert listed.status_code == 200
    acme = [c for c in listed.json() if c["name"] == "acme"]
    assert [(c["records"], c["fragments"]) for c in acme] == [(2, 2)]
    cli_names = [c["name"] for c in cli("corpus", "list", "--db", demo_store.url, "--json").json()]
    assert cli_names == [c["name"] for c in listed.json()]


def test_removing_a_corpus_stops_its_answers_and_keeps_its_versions(api: Api, keys: Keys,
                                                                     demo_store: Store) -> None:
    assert upload(api, keys.admin, targz(GOOD), corpus="acme").status_code == 200
    removed = api.request("DELETE", "/v1/corpora/acme", headers=bearer(keys.admin))
    assert removed.status_code == 200 and sorted(removed.json()["retired"]) == ["upload-a", "upload-b"]
    assert current(demo_store, "acme") == (0, 0)
    assert "acme" not in [c["name"] for c in api.get("/v1/corpora", headers=bearer(keys.admin)).json()]
    assert ask(api, keys, "acme")["status"] == "stopped"
    with demo_store.session() as s:  # the versions stay for stored interactions' audit
        assert s.scalar(select(func.count()).select_from(SourceRecordRow)
                        .where(SourceRecordRow.corpus == "acme")) == 2
    again = api.request("DELETE", "/v1/corpora/acme", headers=bearer(keys.admin))
    assert again.status_code == 404 and "tether corpus list" in again.json()["error"]["message"]
    # Sent again, it is a corpus again.
    assert sorted(upload(api, keys.admin, targz(GOOD), corpus="acme").json()["added"]) == ["upload-a", "upload-b"]


def test_corpora_need_the_admin_scope(api: Api, keys: Keys) -> None:
    assert api.get("/v1/corpora", headers=bearer(keys.asker)).status_code == 403
    assert api.request("DELETE", "/v1/corpora/demo", headers=bearer(keys.reviewer)).status_code == 403
    assert api.get("/v1/corpora").status_code == 401
    bad = api.request("DELETE", "/v1/corpora/bad%20name", headers=bearer(keys.admin))
    assert bad.status_code == 422 and bad.json()["error"]["field"] == "name"
