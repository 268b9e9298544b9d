"""The web review desk (issue 14, item 4): server-rendered pages on the API's functions.

Plain HTML forms, no JavaScript. A reviewer signs in with an API key holding the
``review`` scope; every page reads drafts through :func:`tether.review.readable_by`
(the gate's rule), so a draft whose records the reviewer may not read is answered
exactly like a missing one — the same 404 page, with no text of it anywhere.
Every POST carries the session's CSRF token; one without it is refused (403).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates
from starlette.concurrency import run_in_threadpool

from ..errors import InputError, NotFoundError, ReviewConflictError
from ..interaction import Deps
from ..principals import Principal, hash_key, principal_by_digest
from ..review import PENDING, ReviewDecision, decide, get_draft, list_drafts, readable_by
from ..review_record import QUESTIONS, Questions
from ..review_view import draft_view, queue
from ..stops import stop_groups
from .session import COOKIE, CSRF_FIELD, Session, Sessions

router = APIRouter(prefix="/desk", include_in_schema=False)
templates = Jinja2Templates(directory=str(Path(__file__).parent / "templates"))
ANSWERS = ("yes", "no", "unknown")
STATUSES = {"pending": PENDING, "approved": "approved", "rejected": "rejected", "all": None}
MISSING = "No such draft, or not one you may review."


def _sessions(request: Request) -> Sessions:
    return request.app.state.desk_sessions


def _deps(request: Request) -> Deps:
    return request.app.state.deps


def _session(request: Request) -> Session:
    return _sessions(request).load(request.cookies.get(COOKIE)) or _sessions(request).new()


async def _reviewer(request: Request, session: Session) -> Principal | None:
    if session.digest is None:
        return None
    principal = await run_in_threadpool(principal_by_digest, _deps(request).store, session.digest)
    return principal if principal is not None and "review" in principal.scopes else None


def _page(request: Request, session: Session, name: str, code: int = 200, **context: Any) -> HTMLResponse:
    response = templates.TemplateResponse(request, name, {"csrf": _sessions(request).csrf(session), **context},
                                          status_code=code)
    _set_cookie(request, response, session)
    response.headers["Cache-Control"] = "no-store"  # drafts quote records: keep them out of shared caches
    return response


def _set_cookie(request: Request, response: Response, session: Session) -> None:
    response.set_cookie(COOKIE, _sessions(request).dump(session), httponly=True, samesite="strict",
                        secure=request.url.scheme == "https", path="/desk")


def _redirect(request: Request, session: Session, to: str) -> RedirectResponse:
    response = RedirectResponse(to, status_code=303)
    _set_cookie(request, response, session)
    return response


async def _form(request: Request, session: Session) -> dict[str, str] | None:
    """The posted form, or None when its CSRF token is missing or wrong."""
    form = {k: str(v) for k, v in (await request.form()).items()}
    return form if _sessions(request).csrf_ok(session, form.get(CSRF_FIELD)) else None


def _refused(request: Request, session: Session) -> HTMLResponse:
    return _page(request, session, "error.html", 403, title="Refused",
                 message="This form is missing its security token. Reload the page and submit it again.")


@router.get("")
async def home(request: Request) -> Response:
    return RedirectResponse("/desk/queue", status_code=303)


@router.get("/signin")
async def signin_page(request: Request) -> HTMLResponse:
    return _page(request, _session(request), "signin.html", reviewer=None)


@router.post("/signin")
async def signin(request: Request) -> Response:
    session = _session(request)
    form = await _form(request, session)
    if form is None:
        return _refused(request, session)
    digest = hash_key(form.get("key", "").strip())
    principal = await run_in_threadpool(principal_by_digest, _deps(request).store, digest)
    if principal is None or "review" not in principal.scopes:
        return _page(request, session, "signin.html", 401, reviewer=None,
                     error="That key is unknown, revoked, or lacks the review scope.")
    return _redirect(request, _sessions(request).new(digest), "/desk/queue")


@router.post("/signout")
async def signout(request: Request) -> Response:
    session = _session(request)
    if await _form(request, session) is None:
        return _refused(request, session)
    return _redirect(request, _sessions(request).new(), "/desk/signin")


@router.get("/queue")
async def queue_page(request: Request, status: str = "pending", stale: str = "", q: str = "") -> Response:
    session = _session(request)
    reviewer = await _reviewer(request, session)
    if reviewer is None:
        return _redirect(request, session, "/desk/signin")
    deps = _deps(request)
    wanted = STATUSES.get(status, PENDING)

    def load() -> list:
        drafts = readable_by(deps.store, reviewer.labels, list_drafts(deps.store, wanted))
        return queue(deps.store, drafts, deps.clock())

    items = await run_in_threadpool(load)
    if stale == "only":
        items = [i for i in items if i.stale]
    if q.strip():
        needle = q.strip().casefold()
        items = [i for i in items if needle in i.question.casefold()]
    return _page(request, session, "queue.html", reviewer=reviewer, items=items, status=status, stale=stale, q=q,
                 statuses=list(STATUSES))


@router.get("/drafts/{draft_id}")
async def draft_page(request: Request, draft_id: str) -> Response:
    session = _session(request)
    reviewer = await _reviewer(request, session)
    if reviewer is None:
        return _redirect(request, session, "/desk/signin")
    view = await run_in_threadpool(_visible_view, _deps(request), reviewer, draft_id)
    if view is None:
        return _page(request, session, "error.html", 404, reviewer=reviewer, title="Not found", message=MISSING)
    return _page(request, session, "draft.html", reviewer=reviewer, view=view, questions=QUESTIONS,
                 answers=ANSWERS, form={}, error=None)


def _visible_view(deps: Deps, reviewer: Principal, draft_id: str):
    try:
        draft = get_draft(deps.store, draft_id)
    except NotFoundError:
        return None
    if not readable_by(deps.store, reviewer.labels, [draft]):
        return None
    return draft_view(deps.store, draft, reviewer.labels, deps.clock())


@router.post("/drafts/{draft_id}/decide")
async def decide_draft(request: Request, draft_id: str) -> Response:
    session = _session(request)
    reviewer = await _reviewer(request, session)
    if reviewer is None:
        return _redirect(request, session, "/desk/signin")
    form = await _form(request, session)
    if form is None:
        return _refused(request, session)
    deps = _deps(request)
    view = await run_in_threadpool(_visible_view, deps, reviewer, draft_id)
    if view is None:  # checked before anything is decided: the same page as a missing draft
        return _page(request, session, "error.html", 404, reviewer=reviewer, title="Not found", message=MISSING)
    try:
        decision = _decision(form)
        await run_in_threadpool(lambda: decide(deps.store, draft_id, decision, reviewer=str(reviewer.name),
                                               clock=deps.clock))
    except (InputError, ReviewConflictError) as exc:
        return _page(request, session, "draft.html", 422 if isinstance(exc, InputError) else 409, reviewer=reviewer,
                     view=view, questions=QUESTIONS, answers=ANSWERS, form=form, error=str(exc))
    return _redirect(request, session, f"/desk/queue?decided={draft_id}")


def _decision(form: dict[str, str]) -> ReviewDecision:
    reason = form.get("reason", "").strip()
    if not reason:  # the desk asks a reason for either decision: the record says why
        raise InputError("reason", "say why you approve or reject this draft")
    answers = {q: form.get(q, "unknown") for q in QUESTIONS}
    for q, a in answers.items():
        if a not in ANSWERS:
            raise InputError(q, f"{a!r} is not yes, no or unknown")
    approve = form.get("decision") == "approve"
    return ReviewDecision(
        status="approved" if approve else "rejected", questions=Questions(**answers), reason=reason[:2000],
        limitation=(form.get("limitation", "").strip() or None) if approve else None,
        residual_risk_owner=form.get("owner", "").strip() or None, reopened=form.get("reopened") == "yes")


@router.get("/stops")
async def stops_page(request: Request) -> Response:
    session = _session(request)
    reviewer = await _reviewer(request, session)
    if reviewer is None:
        return _redirect(request, session, "/desk/signin")
    groups = await run_in_threadpool(stop_groups, _deps(request).store)
    return _page(request, session, "stops.html", reviewer=reviewer, groups=groups)
