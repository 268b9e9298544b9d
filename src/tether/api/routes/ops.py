"""/healthz and /metrics: no key needed (they reveal no record, text or principal)."""

from __future__ import annotations

from fastapi import APIRouter, Request, Response
from prometheus_client import CONTENT_TYPE_LATEST

from ..errors import errors
from ..models import Health

router = APIRouter(tags=["operations"])


@router.get("/healthz", response_model=Health, responses=errors(), summary="Liveness")
async def healthz() -> Health:
    # Deliberately bare: the benchmark compares interactions with this route.
    return Health()


@router.get("/metrics", response_class=Response, responses={
    200: {"description": "Prometheus text format: tether_interactions_total{status}, "
                         "tether_stop_reasons_total{reason}, tether_violations_total{check}, "
                         "tether_provider_latency_seconds{provider}, tether_interactions_in_flight.",
          "content": {CONTENT_TYPE_LATEST: {"schema": {"type": "string"}}}},
    **errors()}, summary="Prometheus metrics of the server (all its workers)")
async def metrics(request: Request) -> Response:
    return Response(request.app.state.metrics.exposition(), media_type=CONTENT_TYPE_LATEST)
