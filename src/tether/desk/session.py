"""Desk sessions: a signed cookie, and a CSRF token bound to it.

The cookie holds the signed-in key's SHA-256 digest (never the key), a random
nonce and an expiry, signed with HMAC-SHA256 under the app's secret. Every
request resolves the digest to its principal again, so a revoked key or changed
labels take effect on the next page. Every visitor — signed in or not — has a
nonce; the CSRF token is an HMAC of it, carried in each form and checked on
every POST (a cross-site form cannot read it). The cookie is ``HttpOnly`` and
``SameSite=Strict``, ``Secure`` over HTTPS.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import secrets
import time
from dataclasses import dataclass

COOKIE = "tether_desk"
SESSION_SECONDS = 8 * 3600  # one working day: a reviewer signs in again the next morning
CSRF_FIELD = "csrf"


@dataclass(frozen=True)
class Session:
    nonce: str
    digest: str | None = None  # the signed-in API key's digest; None before sign-in
    expires: float = 0.0


class Sessions:
    """Signs and reads session cookies with one secret (``Settings.desk_secret``)."""

    def __init__(self, secret: bytes, clock=time.time) -> None:
        self._secret, self._clock = secret, clock

    def _sign(self, payload: bytes) -> str:
        return hmac.new(self._secret, payload, hashlib.sha256).hexdigest()

    def new(self, digest: str | None = None) -> Session:
        """A fresh session: a new nonce on every sign-in and sign-out (no fixation)."""
        return Session(nonce=secrets.token_urlsafe(24), digest=digest, expires=self._clock() + SESSION_SECONDS)

    def dump(self, session: Session) -> str:
        payload = base64.urlsafe_b64encode(json.dumps(
            {"n": session.nonce, "d": session.digest, "e": session.expires}).encode()).decode()
        return f"{payload}.{self._sign(payload.encode())}"

    def load(self, cookie: str | None) -> Session | None:
        """The session in ``cookie``; None when absent, forged or expired."""
        if not cookie or "." not in cookie:
            return None
        payload, _, signature = cookie.rpartition(".")
        if not hmac.compare_digest(signature, self._sign(payload.encode())):
            return None
        try:
            data = json.loads(base64.urlsafe_b64decode(payload.encode()))
            session = Session(nonce=str(data["n"]), digest=data["d"], expires=float(data["e"]))
        except (ValueError, KeyError, TypeError):
            return None
        return session if session.expires > self._clock() else None

    def csrf(self, session: Session) -> str:
        return self._sign(f"csrf:{session.nonce}".encode())

    def csrf_ok(self, session: Session | None, token: str | None) -> bool:
        return session is not None and bool(token) and hmac.compare_digest(self.csrf(session), str(token))
