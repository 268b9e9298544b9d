"""The desk's session cookie and CSRF token (no browser needed)."""

from __future__ import annotations

from tether.desk.session import SESSION_SECONDS, Sessions


def test_a_session_survives_its_cookie_and_nothing_forged_does() -> None:
    now = [1000.0]
    sessions = Sessions(b"secret", clock=lambda: now[0])
    s = sessions.new("digest")
    cookie = sessions.dump(s)
    assert sessions.load(cookie) == s
    payload, _, signature = cookie.rpartition(".")
    assert sessions.load(payload + "." + "0" * len(signature)) is None
    assert Sessions(b"other", clock=lambda: now[0]).load(cookie) is None  # another secret
    assert sessions.load("garbage") is None and sessions.load(None) is None
    now[0] += SESSION_SECONDS + 1
    assert sessions.load(cookie) is None  # expired


def test_the_csrf_token_is_bound_to_the_session() -> None:
    sessions = Sessions(b"secret")
    a, b = sessions.new(), sessions.new()
    assert sessions.csrf_ok(a, sessions.csrf(a))
    assert not sessions.csrf_ok(a, sessions.csrf(b)) and not sessions.csrf_ok(a, None)
    assert not sessions.csrf_ok(None, "x")
    assert sessions.new("d").nonce != a.nonce  # a fresh nonce at sign-in: no fixation
