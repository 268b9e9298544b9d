"""A load of concurrent SSE clients, and the checks that nothing was lost."""

from __future__ import annotations

import asyncio
import json
import random
from collections import Counter
from dataclasses import dataclass

import httpx
from sqlalchemy import func, select

from tests.api.helpers import DEMO_NOW, GERMANY, GERMANY_ANSWER, SANCTIONS, bearer, parse_sse
from tether.store.db import Store
from tether.store.schema import InteractionRow, MessageRow, ReviewDraftRow

FAULTY = "What is the filing deadline in Poland?"
EXPECTED = {GERMANY: "completed", FAULTY: "failed", SANCTIONS: "stopped"}
# keys are matched case-insensitively as substrings of the question
SCRIPT = {
    "cycle": True,
    "byQuestion": {
        "registration fee in germany": [GERMANY_ANSWER],
        "filing deadline in poland": [{"text": '{"answer": "In Poland, a registration dossier', "error": "stream-cut"}],
    },
}


def script_json() -> str:
    return json.dumps(SCRIPT)


def plan(total: int = 200, seed: int = 5) -> list[str]:
    """Three fifths answered, a fifth with provider faults, a fifth stopped; shuffled."""
    fifth = total // 5
    questions = [GERMANY] * (total - 2 * fifth) + [FAULTY] * fifth + [SANCTIONS] * fifth
    random.Random(seed).shuffle(questions)
    return questions


@dataclass
class Outcome:
    question: str
    events: list[tuple[str, dict]]

    @property
    def terminals(self) -> list[str]:
        return [k for k, _ in self.events if k in ("completed", "failed", "stopped")]

    @property
    def interaction_id(self) -> str:
        return self.events[-1][1]["interactionId"]


async def run_load(urls: list[str], key: str, questions: list[str], concurrency: int = 50) -> list[Outcome]:
    gate = asyncio.Semaphore(concurrency)
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(timeout=120, limits=limits) as client:

        async def one(i: int, question: str) -> Outcome:
            async with gate, client.stream(
                "POST", f"{urls[i % len(urls)]}/v1/interactions", headers=bearer(key),
                json={"question": question, "options": {"now": DEMO_NOW, "provider": "scripted"}},
            ) as response:
                assert response.status_code == 200, await response.aread()
                return Outcome(question, parse_sse([line async for line in response.aiter_lines()]))

        return list(await asyncio.gather(*(one(i, q) for i, q in enumerate(questions))))


def check_nothing_lost(store: Store, outcomes: list[Outcome]) -> Counter[str]:
    """Every client got one terminal event, last; the database agrees with every client."""
    for o in outcomes:
        assert o.terminals == [EXPECTED[o.question]], (o.question, o.events[-1])
        assert o.events[-1][0] == o.terminals[0]
        assert len({d["interactionId"] for _, d in o.events}) == 1
    ids = {o.interaction_id: o.terminals[0] for o in outcomes}
    assert len(ids) == len(outcomes)
    with store.session() as s:
        stored = dict(s.execute(select(InteractionRow.id, InteractionRow.status)).all())
        messages = dict(s.execute(select(MessageRow.interaction_id, func.count())
                                  .group_by(MessageRow.interaction_id)).all())
        drafts = dict(s.execute(select(ReviewDraftRow.interaction_id, func.count())
                                .group_by(ReviewDraftRow.interaction_id)).all())
    assert stored == ids
    for iid, status in ids.items():
        expected = 1 if status == "completed" else 0
        assert messages.get(iid, 0) == expected and drafts.get(iid, 0) == expected, (iid, status)
    return Counter(ids.values())
