"""Issue 14, item 5: the review desk in a real browser — Playwright driving Debian's chromium.

The browser is the system's (``apt-get install chromium``; `.ci/run` installs it), launched
through ``executable_path``: nothing is downloaded at test time. Without it these tests are
skipped loudly, and with ``CI=true`` they fail, like the PostgreSQL tests.
"""

from __future__ import annotations

import os
import re
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from tests.api.helpers import DEMO_NOW, GERMANY, SANCTIONS, SECRET, add_principals, bearer, ingest_demo, make_app
from tether.principals import create_principal
from tether.review_policy import ReviewPolicy
from tether.store.db import Store, url_from_path

ROOT = Path(__file__).resolve().parents[2]
SCREENSHOT = ROOT / "docs" / "review-desk.png"
# The README's screenshot is rewritten only when asked: a test run must not dirty the checkout.
UPDATE_SCREENSHOT = "TETHER_UPDATE_SCREENSHOTS"
RUSSIAN = "Какая пошлина за регистрацию в Германии?"
CHROMIUM_ENV = "TETHER_TEST_CHROMIUM"
MISSING = (f"BROWSER TESTS NOT RUN: no Chromium (apt-get install chromium, or set {CHROMIUM_ENV}) "
           "or no Playwright (pip install -e '.[test]')")


def _chromium() -> str:
    path = os.environ.get(CHROMIUM_ENV) or shutil.which("chromium") or shutil.which("chromium-browser")
    try:
        import playwright.sync_api  # noqa: F401
    except ImportError:
        path = None
    if not path:
        if os.environ.get("CI", "").strip().lower() == "true":
            pytest.fail(f"CI=true but {MISSING}", pytrace=False)
        pytest.skip(MISSING)
    return path


@dataclass
class Desk:
    base: str
    store: Store
    keys: object
    api: object  # httpx.Client with the app's base URL
    drafts: dict[str, str]  # question → draft id
    interactions: dict[str, str]  # question → interaction id
    legal_reviewer: str


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def desk(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Desk]:
    import httpx
    import uvicorn

    store = Store(url_from_path(tmp_path_factory.mktemp("desk") / "t.db"))
    ingest_demo(store)
    keys = add_principals(store)
    legal_reviewer = create_principal(store, "legal-reviewer", ["public", "restricted-legal"], ["review"])
    app = make_app(store, review=ReviewPolicy(default="hold"), desk_secret="test-secret")
    port = _free_port()
    server = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=server.run, daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    base = f"http://127.0.0.1:{port}"
    api = httpx.Client(base_url=base, timeout=30)
    drafts, interactions = {}, {}
    for question, key in ((GERMANY, keys.asker), (RUSSIAN, keys.asker), (SANCTIONS, keys.legal)):
        d = api.post("/v1/interactions", headers={**bearer(key), "Accept": "application/json"},
                     json={"question": question, "options": {"now": DEMO_NOW}}).json()
        assert d["status"] == "completed" and d["answer"] is None, d  # held
        drafts[question], interactions[question] = d["review"]["draftId"], d["interactionId"]
    yield Desk(base, store, keys, api, drafts, interactions, legal_reviewer)
    api.close()
    server.should_exit = True
    thread.join(timeout=10)
    store.dispose()


@pytest.fixture(scope="module")
def browser(desk: Desk) -> Iterator[object]:
    path = _chromium()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=path, args=["--no-sandbox"])
        yield b
        b.close()


@pytest.fixture
def page(browser):  # type: ignore[no-untyped-def]
    context = browser.new_context(viewport={"width": 1400, "height": 900}, locale="ru-RU")
    yield context.new_page()
    context.close()


def sign_in(page, desk: Desk, key: str) -> None:  # type: ignore[no-untyped-def]
    """Keyboard only: the key field has focus; type the key and press Enter."""
    page.goto(f"{desk.base}/desk/signin")
    # The field takes focus by itself (autofocus); typing before it has would type into nothing.
    page.wait_for_function("document.activeElement && document.activeElement.id === 'key'")
    page.keyboard.type(key)
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/desk/queue.*"))


def test_reviewer_opens_a_draft_sees_the_source_beside_the_claim_and_approves(page, desk: Desk,
                                                                              tmp_path: Path) -> None:
    sign_in(page, desk, desk.keys.reviewer)
    page.get_by_role("link", name=GERMANY).click()
    claim, source = page.get_by_role("region", name="Claim").first, page.get_by_role("region", name="Source").first
    left, right = claim.bounding_box(), source.bounding_box()
    assert left["x"] + left["width"] <= right["x"] and abs(left["y"] - right["y"]) < 5  # side by side
    assert "1 250 EUR" in claim.inner_text() and "1 250 EUR" in source.locator("mark").first.inner_text()
    assert "Paragraph after" in source.inner_text()  # the neighbouring paragraph, for a lost restriction
    shot = SCREENSHOT if os.environ.get(UPDATE_SCREENSHOT) == "1" else tmp_path / SCREENSHOT.name
    page.screenshot(path=str(shot), full_page=True)
    assert shot.stat().st_size > 10_000  # a rendered page, not a blank one
    for name in ("version", "anchor", "neighbours", "policy"):
        page.locator(f"input[name={name}][value=yes]").check()
    page.get_by_label("Reason (required)").fill("Anchor and version match the claim.")
    page.get_by_role("button", name="Approve").focus()
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r".*/desk/queue\?decided=.*"))
    assert page.get_by_role("link", name=GERMANY).count() == 0  # it left the queue
    delivered = desk.api.get(f"/v1/interactions/{desk.interactions[GERMANY]}", headers=bearer(desk.keys.asker)).json()
    assert "1 250" in delivered["answer"]["answer"] and delivered["review"]["reviewer"] == "reviewer"


def test_rejecting_a_draft_turns_its_interaction_into_a_stop(page, desk: Desk) -> None:
    sign_in(page, desk, desk.keys.reviewer)
    page.get_by_role("link", name=RUSSIAN).click()
    assert "Пошлина" in page.get_by_role("region", name="Source").first.inner_text()  # Russian renders
    page.locator("input[name=anchor][value=no]").check()
    page.get_by_label("Reason (required)").fill("Якорь говорит о другой пошлине")
    page.get_by_role("button", name="Reject").click()
    page.wait_for_url(re.compile(r".*/desk/queue\?decided=.*"))
    stopped = desk.api.get(f"/v1/interactions/{desk.interactions[RUSSIAN]}", headers=bearer(desk.keys.asker)).json()
    assert stopped["status"] == "stopped" and stopped["answer"] is None
    assert stopped["decision"]["review"]["reason"] == "Якорь говорит о другой пошлине"
    page.get_by_role("link", name="Stops").click()
    assert "Якорь говорит о другой пошлине" in page.inner_text("main")
    assert "fees-team@northwind-registry.example" in page.inner_text("main")


def test_a_reviewer_without_the_label_sees_neither_the_draft_nor_its_text(page, desk: Desk) -> None:
    sign_in(page, desk, desk.keys.reviewer)
    assert page.get_by_role("link", name=SANCTIONS).count() == 0
    for status in ("pending", "all"):
        page.goto(f"{desk.base}/desk/queue?status={status}")
        assert SECRET not in page.content()
    response = page.goto(f"{desk.base}/desk/drafts/{desk.drafts[SANCTIONS]}")
    assert response is not None and response.status == 404
    source = response.text()
    assert SECRET not in page.content() and SECRET not in source  # neither DOM nor page source
    missing = page.goto(f"{desk.base}/desk/drafts/d-nonexistent")
    assert missing is not None and missing.status == 404 and missing.text() == source  # exactly like a missing one
    # the reviewer who holds the label does see it
    sign_in(page, desk, desk.legal_reviewer)
    page.get_by_role("link", name=SANCTIONS).click()
    assert SECRET in page.get_by_role("region", name="Source").first.inner_text()


def test_a_post_without_the_csrf_token_is_refused(page, desk: Desk) -> None:
    sign_in(page, desk, desk.keys.reviewer)
    draft = desk.drafts[GERMANY]
    refused = page.request.post(f"{desk.base}/desk/drafts/{draft}/decide",
                                form={"decision": "reject", "reason": "forged", "version": "no"})
    assert refused.status == 403
    forged = page.request.post(f"{desk.base}/desk/drafts/{draft}/decide",
                               form={"decision": "reject", "reason": "forged", "csrf": "0" * 64})
    assert forged.status == 403
    shown = desk.api.get(f"/v1/review/drafts/{draft}", headers=bearer(desk.keys.reviewer)).json()
    assert shown["reason"] != "forged"
