"""POST /v1/sources: a corpus archive, extracted safely and ingested atomically."""

from __future__ import annotations

import io
import tarfile
import zipfile
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from sqlalchemy import func, select

from tests.api.helpers import DEMO_NOW, Api, Keys, bearer, make_app
from tests.conftest import record
from tether.store.db import Store
from tether.store.schema import SourceRecordRow

GOOD = {
    "corpus/fees/a.md": record("upload-a", "## Fee {#fee}\nThe upload fee in Norway is 42 NOK.\n", jurisdiction="NO"),
    "corpus/b.md": record("upload-b", "## Rate {#rate}\nThe upload rate is 7 %.\n"),
}


@pytest.fixture
def api(demo_store: Store, keys: Keys) -> Iterator[Api]:
    with TestClient(make_app(demo_store, max_upload_bytes=64 * 1024, max_extracted_bytes=256 * 1024)) as client:
        yield Api(client)


def targz(files: dict[str, str | bytes], *, links: dict[str, str] | None = None) -> bytes:
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for name, content in files.items():
            data = content.encode() if isinstance(content, str) else content
            info = tarfile.TarInfo(name)
            info.size = len(data)
            tar.addfile(info, io.BytesIO(data))
        for name, target in (links or {}).items():
            info = tarfile.TarInfo(name)
            info.type, info.linkname = tarfile.SYMTYPE, target
            tar.addfile(info)
    return buf.getvalue()


def zipped(files: dict[str, str]) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for name, content in files.items():
            z.writestr(name, content)
    return buf.getvalue()


def upload(api: Api, key: str, data: bytes, corpus: str = "uploads", media: str = "application/gzip"):  # type: ignore[no-untyped-def]
    return api.post(f"/v1/sources?corpus={corpus}", content=data,
                    headers={**bearer(key), "Content-Type": media})


def count(store: Store, corpus: str) -> int:
    with store.session() as s:
        return s.scalar(select(func.count()).select_from(SourceRecordRow).where(SourceRecordRow.corpus == corpus))


@pytest.mark.parametrize("pack", [targz, zipped])
def test_upload_ingests_and_answers(api: Api, keys: Keys, demo_store: Store, pack) -> None:  # type: ignore[no-untyped-def]
    r = upload(api, keys.admin, pack(GOOD), media="application/zip" if pack is zipped else "application/gzip")
    assert r.status_code == 200, r.text
    assert sorted(r.json()["added"]) == ["upload-a", "upload-b"]
    again = upload(api, keys.admin, pack(GOOD)).json()
    assert sorted(again["unchanged"]) == ["upload-a", "upload-b"] and not again["added"]
    answer = api.post("/v1/interactions", headers={**bearer(keys.asker), "Accept": "application/json"},
                      json={"question": "What is the upload fee in Norway?",
                            "options": {"now": DEMO_NOW, "corpus": "uploads"}}).json()
    assert answer["status"] == "completed" and answer["answer"]["documentationCitations"] == ["upload-a#fee"]
    with demo_store.session() as s:
        paths = sorted(s.scalars(select(SourceRecordRow.path).where(SourceRecordRow.corpus == "uploads")))
    assert paths == ["b.md", "fees/a.md"], "a single top-level directory is the corpus root"


def test_an_invalid_file_loads_nothing_and_lists_every_problem(api: Api, keys: Keys, demo_store: Store) -> None:
    bad = {**GOOD, "corpus/c.md": "---\nid: c\n---\nno front matter fields\n"}
    r = upload(api, keys.admin, targz(bad))
    assert r.status_code == 422
    error = r.json()["error"]
    assert error["code"] == "corpus-invalid" and error["problems"]
    assert all(p.startswith("c.md: ") and p.count(": ") >= 2 for p in error["problems"]), error["problems"]
    assert count(demo_store, "uploads") == 0


@pytest.mark.parametrize(("files", "links", "bad"), [
    ({"../evil.md": "x"}, None, "../evil.md: path:"),
    ({"/etc/evil.md": "x"}, None, "/etc/evil.md: path:"),
    ({"corpus/a/../../evil.md": "x"}, None, "corpus/a/../../evil.md: path:"),
    (GOOD, {"corpus/link.md": "/etc/passwd"}, "corpus/link.md: type:"),
])
def test_unsafe_archives_are_refused(api: Api, keys: Keys, demo_store: Store, files, links, bad) -> None:  # type: ignore[no-untyped-def]
    r = upload(api, keys.admin, targz(files, links=links))
    assert r.status_code == 422, r.text
    error = r.json()["error"]
    assert error["code"] == "archive-invalid" and any(p.startswith(bad) for p in error["problems"]), error
    assert count(demo_store, "uploads") == 0


def test_size_limits(api: Api, keys: Keys) -> None:
    too_big = upload(api, keys.admin, b"\x1f\x8b" + b"\0" * (65 * 1024))
    assert too_big.status_code == 413 and too_big.json()["error"]["code"] == "payload-too-large"
    # 1 MiB of zeros compresses to about 1 KiB: under the upload limit, over the extracted one.
    bomb = upload(api, keys.admin, targz({"corpus/bomb.md": b"\0" * (1024 * 1024)}))
    assert bomb.status_code == 413, bomb.text


def test_format_and_scope(api: Api, keys: Keys) -> None:
    assert upload(api, keys.admin, b"plain text, no archive").json()["error"]["code"] == "archive-invalid"
    assert upload(api, keys.admin, targz(GOOD), media="text/plain").status_code == 415
    assert upload(api, keys.asker, targz(GOOD)).status_code == 403
    assert upload(api, "", targz(GOOD)).status_code == 401
    assert upload(api, keys.admin, targz(GOOD), corpus="bad key!").status_code == 422
