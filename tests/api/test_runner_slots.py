"""Compute slots: interactions compute one (or a few) at a time, but wait on their models together."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor

import pytest

from tests.api.helpers import GERMANY, GERMANY_ANSWER
from tether.api.metrics import Metrics
from tether.api.runner import Job, Runner
from tether.api.slots import ComputeSlots
from tether.errors import ProviderError
from tether.interaction import Deps
from tether.principals import Principal
from tether.providers.base import Chunk
from tether.providers.scripted import ScriptedProvider
from tether.providers.template import TemplatePresenter
from tether.request import ModelProfile, ModelRequest
from tether.store.db import Store


class Rendezvous:
    """Each stream waits until ``parties`` streams are waiting at once, then answers (or raises)."""

    name = "rendezvous"

    def __init__(self, parties: int, fail: bool = False) -> None:
        self.barrier = threading.Barrier(parties, timeout=20)
        self.fail = fail

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        self.barrier.wait()  # BrokenBarrierError if the others cannot get here
        if self.fail:
            raise ProviderError("provider-error", "injected")
        yield Chunk(GERMANY_ANSWER, "stop")


def run_together(store: Store, provider: Rendezvous, jobs: int, slots: int) -> list:
    deps = Deps(store=store, providers={"rendezvous": provider},
                profiles={"rendezvous": ModelProfile(provider="rendezvous")})
    runner = Runner(deps, Metrics(), threads=jobs, compute_slots=slots)
    job = Job(question=GERMANY, principal=Principal(name="r"), provider="rendezvous")
    try:
        with ThreadPoolExecutor(jobs) as pool:
            return list(pool.map(lambda _: runner.run_blocking(job), range(jobs)))
    finally:
        runner.shutdown()


@pytest.mark.parametrize("backend", ["sqlite"])
def test_one_compute_slot_still_lets_every_interaction_wait_on_its_model_at_once(demo_store: Store) -> None:
    # Each provider returns only once all four are waiting: with the slot held
    # across the wait, the barrier would break and the runs would fail.
    results = run_together(demo_store, Rendezvous(4), jobs=4, slots=1)
    assert [r.status for r in results] == ["completed"] * 4


@pytest.mark.parametrize("backend", ["sqlite"])
def test_a_provider_that_raises_gives_its_slot_back(demo_store: Store) -> None:
    results = run_together(demo_store, Rendezvous(3, fail=True), jobs=3, slots=1)
    assert [(r.status, r.error["reason"]) for r in results] == [("failed", "provider-error")] * 3
    assert run_together(demo_store, Rendezvous(2), jobs=2, slots=1)[0].status == "completed"


def free_slots(slots: ComputeSlots, count: int) -> int:
    taken = 0
    while taken < count + 1 and slots._free.acquire(blocking=False):
        taken += 1
    for _ in range(taken):
        slots._free.release()
    return taken


def test_a_stream_finalized_after_its_job_ended_neither_leaks_nor_doubles_a_slot() -> None:
    slots = ComputeSlots(2)
    with slots.job():
        slots.give_back()  # the provider run started …
    slots.take_back()  # … and its stream is finalised only now, outside any job: nothing taken
    assert free_slots(slots, 2) == 2
    with slots.job():
        slots.give_back()
        slots.give_back()  # a second hand-back by the same job gives nothing more
        assert free_slots(slots, 2) == 2
        slots.take_back()
        assert free_slots(slots, 2) == 1
    assert free_slots(slots, 2) == 2


class SlotProbe:
    """Answers, noting how many compute slots were free while it ran."""

    name = "probe"

    def __init__(self, slots: ComputeSlots, waits: bool) -> None:
        self.slots, self.waits, self.free_while_running = slots, waits, -1

    def stream(self, request: ModelRequest) -> Iterator[Chunk]:
        self.free_while_running = free_slots(self.slots, 1)
        yield Chunk(GERMANY_ANSWER, "stop")


@pytest.mark.parametrize(("waits", "free"), [(True, 1), (False, 0)])
def test_only_a_provider_that_may_wait_hands_its_slot_over(waits: bool, free: int) -> None:
    # A provider that only computes would pass the slot to another thread and
    # queue for it again; one that may wait must let others compute meanwhile.
    slots = ComputeSlots(1)
    probe = SlotProbe(slots, waits)
    wrapped = slots.providers({"probe": probe})["probe"]
    with slots.job():
        assert [c.text for c in wrapped.stream(None)] == [GERMANY_ANSWER]  # type: ignore[arg-type]
    assert probe.free_while_running == free
    assert free_slots(slots, 1) == 1


def test_a_script_waits_only_when_one_of_its_steps_has_a_delay() -> None:
    assert not ScriptedProvider(["a", "b"]).waits
    assert ScriptedProvider(["a", {"text": "b", "delayS": 0.5}]).waits
    assert not ScriptedProvider.by_question({"fee": ["a"], "date": ["b"]}).waits
    assert ScriptedProvider.by_question({"fee": ["a"], "date": [{"text": "b", "delayS": 1}]}).waits
    assert TemplatePresenter.waits is False
