"""POST /v1/verify: `tether verify` over HTTP (CONTRACTS §3), no model call."""

from __future__ import annotations

from fastapi import APIRouter

from ...verifier import verify_output
from ...verify.models import VerifyInput, VerifyResult
from ..auth import Asker
from ..errors import errors

router = APIRouter(tags=["verify"])


@router.post("/v1/verify", response_model=VerifyResult, responses=errors(401, 403, 413, 422),
            
             summary="Verify one model output against the context it was given")
def verify(body: VerifyInput, _principal: Asker) -> dict:
    """The body is the `tether verify` input; the answer is its output object. A failed
    verification is a result (status `failed`), not an error."""
    return verify_output(body).wire()
