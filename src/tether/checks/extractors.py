"""Extractors: who answers the one extraction request of a check.

``LexicalExtractor`` — deterministic, no model: the sentences of the context
fragments (tether.text.sentences) that match one of the request's cue
patterns and share a subject term. The default without a model, and what
``tether verify`` uses.

``ModelExtractor`` — one call through a tether Provider, asking the model to
*copy* sentences as a JSON list, never to judge. Whatever it returns is
still only a candidate: the check's decision keeps a sentence only if it
occurs in the material verbatim. Any failure (provider error, timeout,
unreadable output) raises, and the runner lets the answer through.
"""

from __future__ import annotations

import json
import re
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..errors import ExtractionError, ExtractionTimeout, ProviderError
from ..guard import lazy_pattern
from ..json_depth import nests_deeper_than
from ..text import sentences
from ..verify.models import VerifyContext
from .base import ExtractionRequest
from .lexicon import keys, same_term

if TYPE_CHECKING:  # the model extractor's request types load when it makes a request:
    # `tether verify` uses the lexical extractor only (issue 15: ~4 ms of its start-up)
    from ..providers.base import Provider
    from ..request import Message, ModelProfile, ModelRequest


@dataclass(frozen=True)
class LexicalExtractor:
    """Sentences with a cue and a shared subject term, copied as the splitter cut them."""

    def extract(self, request: ExtractionRequest) -> list[str]:
        cues = [re.compile(c, re.IGNORECASE) for c in request.cues]
        out: list[str] = []
        for fragment in request.fragments:
            for sentence in sentences(fragment.text):
                if cues and not any(c.search(sentence) for c in cues):
                    continue
                if request.subject:
                    words = keys(sentence)
                    shared = sum(1 for t in request.subject if any(same_term(t, w) for w in words))
                    if shared < request.min_shared:
                        continue
                if sentence not in out:
                    out.append(sentence)
        return out


# The reply is asked for as an object holding the list, not a bare array: servers that
# can only constrain output to a JSON object (llama.cpp's json_object mode, the `local`
# provider) cannot emit a top-level array, and a bare array is still read.
EXTRACTOR_SYSTEM_PROMPT = (
    "You copy sentences out of a text. You do not answer questions, judge, summarise or explain. "
    'Reply with one JSON object {"sentences": [...]} whose list holds strings, and nothing else. '
    "Each string is one whole sentence copied character for character from the MATERIAL: the "
    'same words, punctuation and language. Reply {"sentences": []} when no sentence fits the task.'
)


def extraction_messages(request: ExtractionRequest) -> list[Message]:
    from ..request import Message

    material = "\n\n".join(f"[{f.id}]\n{f.text}" for f in request.fragments)
    user = f"TASK: {request.instruction}\n\nMATERIAL:\n{material}"
    return [
        Message(role="system", content=EXTRACTOR_SYSTEM_PROMPT),
        Message(role="user", content=user),
    ]


_FENCE = lazy_pattern(r"\A```[\w-]*[ \t]*\n(?P<body>.*?)\n?```\Z", re.DOTALL)


# How many "[" of a reply that is not pure JSON are tried as the start of the list: a
# chatty model puts it after a sentence or two ("Here are the sentences: [...]"), and each
# try is one linear decode of a reply bounded by ``max_output_bytes``.
EMBEDDED_LIST_TRIES = 8


def _embedded_list(body: str) -> object | None:
    """The first JSON list of strings inside prose, for servers that cannot be made to
    answer in JSON only (no ``response_format``, or a model that talks around it)."""
    decoder = json.JSONDecoder(strict=False)
    start = body.find("[")
    for _ in range(EMBEDDED_LIST_TRIES):
        if start < 0:
            return None
        try:
            data, _end = decoder.raw_decode(body, start)
        except (json.JSONDecodeError, RecursionError):
            data = None
        if isinstance(data, list) and all(isinstance(x, str) for x in data):
            return data
        start = body.find("[", start + 1)
    return None


def parse_extraction(text: str) -> list[str]:
    """The JSON list of sentences, or ExtractionError("unreadable")."""
    body = text.strip()
    fence = _FENCE.match(body)
    if fence:
        body = fence.group("body").strip()
    if nests_deeper_than(body):
        raise ExtractionError("unreadable", "the JSON nests too deeply; expected a flat list")
    try:
        data = json.loads(body, strict=False)
    except json.JSONDecodeError as exc:
        data = _embedded_list(body)
        if data is None:
            raise ExtractionError("unreadable", f"not a JSON list: {exc.msg}") from None
    except RecursionError:
        raise ExtractionError("unreadable", "the JSON nests too deeply; expected a flat list") from None
    if isinstance(data, dict) and len(data) == 1:
        (data,) = data.values()  # {"sentences": [...]} — one wrapper key is still a list
    elif isinstance(data, dict) and all(isinstance(v, str) for v in data.values()):
        # {"1": "…", "2": "…"}: what a model held to a JSON object often makes of a list.
        # Safe to read: only strings that occur in the material verbatim count.
        data = list(data.values())
    if not isinstance(data, list) or not all(isinstance(x, str) for x in data):
        raise ExtractionError("unreadable", "expected a JSON list of strings")
    return data


@dataclass(frozen=True)
class ModelExtractor:
    """One extraction call through ``provider``, bounded by ``timeout`` seconds.

    The timeout is enforced around the whole run, not only between chunks: a
    provider that hangs before its first chunk is abandoned (its daemon thread
    is left to finish on its own) and the check fails open.
    """

    provider: Provider
    timeout: float = 10.0
    profile: ModelProfile | None = None
    max_output_bytes: int = 16_384

    def request_for(self, request: ExtractionRequest) -> ModelRequest:
        from ..request import Limits, ModelProfile, ModelRequest

        name = getattr(self.provider, "name", "extractor")
        profile = self.profile or ModelProfile(
            provider=name, structured_output="none", max_output_tokens=600
        )
        return ModelRequest(
            profile=profile,
            messages=extraction_messages(request),
            context=VerifyContext(fragments=list(request.fragments)),
            limits=Limits(
                timeout_s=self.timeout, max_output_bytes=self.max_output_bytes, attempts=1
            ),
            question=request.instruction,
            lang=request.lang,
        )

    def extract(self, request: ExtractionRequest) -> list[str]:
        from ..providers.base import collect

        model_request = self.request_for(request)
        result: dict[str, object] = {}

        def run() -> None:
            try:
                result["run"] = collect(self.provider, model_request)
            except BaseException as exc:  # handed to the caller's thread below
                result["error"] = exc

        worker = threading.Thread(target=run, name="tether-extractor", daemon=True)
        worker.start()
        worker.join(self.timeout)
        if worker.is_alive():
            raise ExtractionTimeout(f"no extraction within {self.timeout:g} s")
        error = result.get("error")
        if isinstance(error, ProviderError):
            if error.reason == "timeout":
                raise ExtractionTimeout(error.detail)
            raise ExtractionError(error.reason, error.detail)
        if isinstance(error, BaseException):
            raise ExtractionError("extractor-error", f"{type(error).__name__}: {error}")
        run_ = result["run"]
        if getattr(run_, "finish_reason", "stop") == "length":
            raise ExtractionError("unreadable", "the extraction was cut at the length limit")
        return parse_extraction(run_.text)  # type: ignore[attr-defined]
