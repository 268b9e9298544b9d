"""POST /v1/sources: ingest a corpus archive atomically; GET/DELETE /v1/corpora (scope ``admin``)."""

from __future__ import annotations

import tempfile
from datetime import datetime
from pathlib import Path
from typing import Annotated

from fastapi import APIRouter, Query, Request
from fastapi import Path as FastApiPath
from fastapi.concurrency import run_in_threadpool
from pydantic import Field
from sqlalchemy.exc import IntegrityError

from ...corpus import load_corpus
from ...errors import ApiError, ArchiveError
from ...interaction import Deps
from ...store.corpora import list_corpora, remove_corpus
from ...store.ingest import ingest_records
from ..archive import Limits, extract
from ..auth import Admin, DepsDep
from ..errors import errors
from ..models import ApiModel, CorpusKey, IngestResult
from ..settings import Settings

router = APIRouter(tags=["sources"])

ARCHIVE_TYPES = ("application/gzip", "application/x-gzip", "application/x-tar+gzip", "application/zip",
                 "application/x-zip-compressed", "application/octet-stream")
BODY = {"required": True, "description": "The corpus as a .tar.gz or .zip archive (raw body; the "
        "format is detected from the bytes). Every *.md file in it is a source record (CONTRACTS §1).",
        "content": {t: {"schema": {"type": "string", "format": "binary"}} for t in ARCHIVE_TYPES}}


async def read_limited(request: Request, limit: int) -> bytes:
    """The body, refused as soon as it passes ``limit`` (never buffered beyond it)."""
    declared = request.headers.get("content-length", "")
    if declared.isdigit() and int(declared) > limit:
        raise ApiError(413, "payload-too-large", f"the archive is over the {limit} byte upload limit")
    data = bytearray()
    async for chunk in request.stream():
        data += chunk
        if len(data) > limit:
            raise ApiError(413, "payload-too-large", f"the archive is over the {limit} byte upload limit")
    return bytes(data)


def ingest_archive(data: bytes, corpus: str, deps: Deps, settings: Settings) -> IngestResult:
    """Extract into a fresh directory, validate the whole corpus, load it in one transaction."""
    limits = Limits(max_files=settings.max_archive_files, max_bytes=settings.max_extracted_bytes)
    with tempfile.TemporaryDirectory(prefix="tether-upload-") as tmp:
        try:
            root = extract(data, Path(tmp), limits)
        except ArchiveError as exc:
            if exc.too_large:
                raise ApiError(413, "payload-too-large", exc.problems[0]) from None
            raise ApiError(422, "archive-invalid", f"archive refused, {len(exc.problems)} problem(s); "
                           "nothing was changed", problems=exc.problems) from None
        records = load_corpus(root)  # CorpusError → 422 corpus-invalid with every problem
    try:
        report = ingest_records(deps.store, corpus, records)
    except IntegrityError:
        # Another worker ingested the same corpus at the same moment; ours rolled back whole.
        raise ApiError(409, "conflict", f"corpus {corpus!r} was being ingested concurrently; "
                       "nothing was changed, send it again") from None
    return IngestResult(corpus=corpus, added=report.added, updated=report.updated,
                        unchanged=report.unchanged, retired=report.retired)


@router.post("/v1/sources", response_model=IngestResult, responses=errors(401, 403, 409, 413, 415, 422),
             openapi_extra={"requestBody": BODY}, summary="Ingest a corpus archive atomically")
async def post_sources(
    request: Request,
    deps: DepsDep,
    _admin: Admin,
    corpus: Annotated[CorpusKey, Query(
        description="The corpus key, up to 128 characters of A-Z a-z 0-9 . _ -. Sending the same key again "
                    "replaces that corpus: changed files add versions, missing ones stop being current.")],
) -> IngestResult:
    """All files valid, or nothing changes; problems come back as `path: field: reason` lines."""
    media = request.headers.get("content-type", "application/octet-stream").split(";")[0].strip().lower()
    if media not in ARCHIVE_TYPES:
        raise ApiError(415, "unsupported-media-type",
                       f"send the archive as the raw body with one of: {', '.join(ARCHIVE_TYPES)}")
    data = await read_limited(request, request.app.state.settings.max_upload_bytes)
    return await run_in_threadpool(ingest_archive, data, corpus, deps, request.app.state.settings)


class CorpusOut(ApiModel):
    name: str = Field(description="The key it was ingested under (`?corpus=`, `tether ingest --corpus-name`).")
    records: int = Field(description="Current record versions.")
    fragments: int = Field(description="Current fragments.")
    ingested_at: datetime = Field(description="When its newest current version was ingested.")


@router.get("/v1/corpora", response_model=list[CorpusOut], responses=errors(401, 403),
            summary="List corpora with current records")
async def get_corpora(deps: DepsDep, _admin: Admin) -> list[CorpusOut]:
    """The same list as `tether corpus list`."""
    corpora = await run_in_threadpool(list_corpora, deps.store)
    return [CorpusOut(**c.model_dump()) for c in corpora]


@router.delete("/v1/corpora/{name}", response_model=IngestResult, responses=errors(401, 403, 404, 422),
               summary="Remove a corpus (its records stop being current)")
async def delete_corpus(
    deps: DepsDep,
    _admin: Admin,
    name: Annotated[CorpusKey, FastApiPath(description="The corpus key (`GET /v1/corpora`).")],
) -> IngestResult:
    """As `tether corpus remove`: it stops answering at once; its versions stay, so stored
    interactions that cite them still resolve for their audit."""
    report = await run_in_threadpool(remove_corpus, deps.store, name)
    return IngestResult(corpus=name, added=[], updated=[], unchanged=[], retired=report.retired)
