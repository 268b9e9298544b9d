"""/healthz, /metrics and the OpenAPI document."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient

from tests.api.helpers import DEMO_NOW, GERMANY, SANCTIONS, Api, Keys, bearer, make_app
from tether.checks import ExtractionError
from tether.providers.scripted import ScriptedProvider
from tether.providers.template import TemplatePresenter
from tether.store.db import Store


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    providers = {"template": TemplatePresenter(),
                 "scripted": ScriptedProvider(['{"answer": "The fee is 9 999 EUR.", "entityCitations": [], '
                                               '"documentationCitations": ["fees-de#registration-fee"], '
                                               '"limitations": []}'], cycle=True)}
    with TestClient(make_app(demo_store, providers)) as client:
        yield Api(client)


def test_healthz(api: Api) -> None:
    assert api.get("/healthz").json() == {"status": "ok"}


def test_metrics_count_statuses_reasons_violations_and_latency(api: Api, keys: Keys) -> None:
    headers = {**bearer(keys.asker), "Accept": "application/json"}
    for question, provider in [(GERMANY, "template"), (SANCTIONS, "template"), (GERMANY, "scripted")]:
        api.post("/v1/interactions", headers=headers,
                 json={"question": question, "options": {"now": DEMO_NOW, "provider": provider}})
    r = api.get("/metrics")
    assert r.headers["content-type"].startswith("text/plain")
    text = r.text
    assert 'tether_interactions_total{status="completed"} 1.0' in text
    assert 'tether_interactions_total{status="stopped"} 1.0' in text
    assert 'tether_interactions_total{status="failed"} 1.0' in text
    assert 'tether_stop_reasons_total{reason="denied"} 1.0' in text
    assert 'tether_violations_total{check="unsupported-number"}' in text
    assert 'tether_provider_latency_seconds_count{provider="template"} 1.0' in text
    assert 'tether_provider_latency_seconds_count{provider="scripted"}' in text


class DownExtractor:
    def extract(self, request):  # type: ignore[no-untyped-def]
        raise ExtractionError("timeout", "no answer in 30 s")


def test_metrics_count_the_checks_that_failed_open(demo_store: Store, keys: Keys) -> None:
    """A check that could not run let the answer through without it (seed 001): the operator
    sees it on /metrics, by check id and reason code."""
    answer = ('{"answer": "The registration act explicitly allows paying the fee in instalments.", '
              '"entityCitations": [], "documentationCitations": ["fees-de#registration-fee"], "limitations": []}')
    app = make_app(demo_store, {"scripted": ScriptedProvider([answer], cycle=True)}, extractor=DownExtractor())
    with TestClient(app) as client:
        api = Api(client)
        api.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
                 json={"question": GERMANY, "options": {"now": DEMO_NOW, "provider": "scripted"}})
        text = api.get("/metrics").text
    assert 'tether_checks_skipped_total{check="unsupported-explicit-rule",reason="timeout"} 1.0' in text


def test_two_apps_keep_separate_metrics(demo_store: Store, keys: Keys) -> None:
    with TestClient(make_app(demo_store)) as a, TestClient(make_app(demo_store)) as b:
        a.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
               json={"question": GERMANY, "options": {"now": DEMO_NOW}})
        assert 'tether_interactions_total{status="completed"} 1.0' in a.get("/metrics").text
        assert 'tether_interactions_total{status="completed"} 0.0' in b.get("/metrics").text


def test_openapi_declares_every_error_with_the_error_body(api: Api) -> None:
    spec = api.spec
    assert {"/v1/interactions", "/v1/interactions/{interaction_id}", "/v1/verify", "/v1/sources",
            "/v1/review/drafts", "/v1/review/drafts/{draft_id}", "/v1/review/drafts/{draft_id}/approve",
            "/v1/review/drafts/{draft_id}/reject", "/v1/chat/completions", "/v1/models", "/healthz",
            "/metrics"} <= set(spec["paths"])
    assert "HTTPValidationError" not in spec["components"]["schemas"]
    for path, methods in spec["paths"].items():
        for method, op in methods.items():
            responses = op["responses"]
            assert "500" in responses, (method, path)
            secured = path not in ("/healthz", "/metrics")
            if secured:
                assert {"401", "403"} <= set(responses), (method, path)
                assert op.get("security"), (method, path)
            if op.get("requestBody") or any(p["in"] == "query" for p in op.get("parameters", [])):
                assert "422" in responses, (method, path)
            if op.get("requestBody"):
                assert "413" in responses, (method, path)
            for code, response in responses.items():
                if int(code) >= 400:
                    ref = response["content"]["application/json"]["schema"]["$ref"]
                    assert ref.endswith("/ErrorBody"), (method, path, code)
    schemes = spec["components"]["securitySchemes"]
    assert {s["type"] for s in schemes.values()} == {"http", "apiKey"}
    assert "text/event-stream" in spec["paths"]["/v1/interactions"]["post"]["responses"]["200"]["content"]


def test_unknown_route_is_a_json_error(api: Api) -> None:
    r = api.client.get("/v1/nothing-here")
    assert r.status_code == 404 and r.json()["error"]["code"] == "not-found"


def test_the_service_rebuilds_the_catalog_after_another_workers_ingest_before_a_question(
    demo_store: Store, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    """An ingest by another worker makes this worker's catalog stale; the service's
    periodic refresh rebuilds it, so the next question does not."""
    import time

    from tests.conftest import record, write_corpus
    from tether.context import load_catalog
    from tether.corpus import load_corpus
    from tether.store.db import corpus_generation
    from tether.store.ingest import ingest_records

    with TestClient(make_app(demo_store, derived_refresh_seconds=0.05)):
        load_catalog(demo_store)  # what a question keeps
        other = Store(demo_store.url)  # another worker on the same database
        root = write_corpus(tmp_path / "extra", {"x.md": record("extra-rules", "## Rule {#rule}\nKept six years.\n")})
        ingest_records(other, "extra", load_corpus(root))
        other.dispose()
        with demo_store.connect() as conn:
            generation = corpus_generation(conn)
        deadline = time.monotonic() + 10
        # The kept catalog's generation catches up without a question asking for it.
        while time.monotonic() < deadline and demo_store._derived.get(("catalog", None))[0] != generation:
            time.sleep(0.02)
        assert demo_store._derived.get(("catalog", None))[0] == generation
        assert "extra-rules" in load_catalog(demo_store).documents


def test_a_worker_builds_the_catalog_before_its_first_request(demo_store: Store, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Start-up, not the first reader, pays for the catalog (1.66 s at 1M fragments)."""
    from tether import context

    built: list[object] = []
    real = context._build_catalog
    monkeypatch.setattr(context, "_build_catalog", lambda conn, corpora: built.append(corpora) or real(conn, corpora))
    with TestClient(make_app(demo_store, derived_refresh_seconds=0)) as client:
        assert built == [None]  # before any request
        client.get("/healthz")
        context.load_catalog(demo_store)  # what a question asks for: kept, not rebuilt
        assert built == [None]


def test_a_worker_starts_when_the_catalog_cannot_be_built(demo_store: Store, monkeypatch, caplog) -> None:  # type: ignore[no-untyped-def]
    from tether import context

    def broken(conn, corpora):  # type: ignore[no-untyped-def]
        raise RuntimeError("secret stored text")

    monkeypatch.setattr(context, "_build_catalog", broken)
    with TestClient(make_app(demo_store, derived_refresh_seconds=0)) as client:
        assert client.get("/healthz").json() == {"status": "ok"}
    assert "building the catalog at start-up failed: RuntimeError" in caplog.text
    assert "secret stored text" not in caplog.text
