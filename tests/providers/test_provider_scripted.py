"""ScriptedProvider: replay order, faults, exhaustion, files, thread safety."""

from __future__ import annotations

import json
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from provider_support import make_request

from tether.errors import ProviderError, UsageError
from tether.providers.base import collect
from tether.providers.scripted import ScriptedProvider, ScriptedStep


def test_replays_outputs_in_order_then_raises() -> None:
    provider = ScriptedProvider(["first", ScriptedStep(text="second", finish_reason="length")])
    assert collect(provider, make_request()).text == "first"
    run = collect(provider, make_request())
    assert (run.text, run.finish_reason) == ("second", "length")
    with pytest.raises(ProviderError) as caught:
        collect(provider, make_request())
    assert caught.value.reason == "script-exhausted"


def test_cycle_starts_again() -> None:
    provider = ScriptedProvider(["a", "b"], cycle=True)
    assert [collect(provider, make_request()).text for _ in range(5)] == ["a", "b", "a", "b", "a"]


def test_text_is_chunked() -> None:
    provider = ScriptedProvider(
        [ScriptedStep(text="x" * 40, chunk_size=16), ScriptedStep(text="y" * 40, chunk_size=0)]
    )
    assert collect(provider, make_request()).chunks == 3
    assert collect(provider, make_request()).chunks == 1


def test_a_fault_after_some_chunks_raises_its_reason_and_returns_no_text() -> None:
    provider = ScriptedProvider(
        [ScriptedStep(text='{"answer": "half', error="stream-cut", chunk_size=4)]
    )
    seen: list[str] = []
    with pytest.raises(ProviderError) as caught:
        for chunk in provider.stream(make_request()):
            seen.append(chunk.text)
    assert caught.value.reason == "stream-cut"
    assert seen  # chunks came before the fault…
    provider = ScriptedProvider([ScriptedStep(text='{"answer": "half', error="http-error")])
    with pytest.raises(ProviderError) as caught:
        collect(provider, make_request())  # …but collect hands back nothing
    assert caught.value.reason == "http-error"


def test_delay_sleeps_and_a_delay_past_the_limit_is_a_timeout() -> None:
    slept: list[float] = []
    provider = ScriptedProvider(
        [ScriptedStep(text="ok", delay_s=0.2), ScriptedStep(text="late", delay_s=30)],
        sleep=slept.append,
    )
    assert collect(provider, make_request(timeout_s=1)).text == "ok"
    with pytest.raises(ProviderError) as caught:
        collect(provider, make_request(timeout_s=1))
    assert caught.value.reason == "timeout"
    assert slept == [0.2, 1]  # the stall is cut at the request's limit


def test_by_question_picks_the_script_by_substring() -> None:
    provider = ScriptedProvider.by_question({"germany": ["de-1", "de-2"], "France": ["fr-1"]})
    assert collect(provider, make_request(question="Fee in GERMANY?")).text == "de-1"
    assert collect(provider, make_request(question="Fee in france?")).text == "fr-1"
    assert collect(provider, make_request(question="Germany again")).text == "de-2"
    assert provider.used("germany") == 2
    with pytest.raises(ProviderError) as caught:
        collect(provider, make_request(question="Fee in Poland?"))
    assert caught.value.reason == "script-no-match"


def test_from_file_reads_strings_steps_and_keyed_scripts(tmp_path: Path) -> None:
    plain = tmp_path / "plain.json"
    plain.write_text(
        json.dumps(["one", {"text": "two", "finishReason": "length", "delayS": 0, "chunkSize": 2}])
    )
    provider = ScriptedProvider.from_file(plain)
    assert collect(provider, make_request()).text == "one"
    assert collect(provider, make_request()).finish_reason == "length"

    faulty = tmp_path / "faulty.json"
    faulty.write_text(json.dumps({"outputs": [{"text": "x", "error": "timeout"}], "cycle": True}))
    provider = ScriptedProvider.from_file(faulty)
    for _ in range(2):
        with pytest.raises(ProviderError, match="timeout"):
            collect(provider, make_request())

    keyed = tmp_path / "keyed.json"
    keyed.write_text(json.dumps({"byQuestion": {"germany": ["de"]}}))
    assert collect(ScriptedProvider.from_file(keyed), make_request()).text == "de"


@pytest.mark.parametrize(
    "content", ["{not json", '{"outputs": 3}', '[{"text": "x", "bogus": 1}]', "42"]
)
def test_from_file_refuses_a_bad_script_naming_the_variable(tmp_path: Path, content: str) -> None:
    path = tmp_path / "bad.json"
    path.write_text(content)
    with pytest.raises(UsageError, match="TETHER_SCRIPTED"):
        ScriptedProvider.from_file(path)


def test_twenty_threads_each_get_a_distinct_output() -> None:
    outputs = [f"output-{i:03d}" for i in range(100)]
    provider = ScriptedProvider([ScriptedStep(text=o, chunk_size=3) for o in outputs])
    barrier = threading.Barrier(20)

    def worker(_: int) -> list[str]:
        barrier.wait(timeout=10)
        return [collect(provider, make_request()).text for _ in range(5)]

    with ThreadPoolExecutor(max_workers=20) as pool:
        got = [text for texts in pool.map(worker, range(20)) for text in texts]
    assert sorted(got) == outputs  # every output exactly once: no step lost or handed out twice
    with pytest.raises(ProviderError, match="script-exhausted"):
        collect(provider, make_request())


def test_twenty_threads_keyed_by_question_get_their_own_answers() -> None:
    provider = ScriptedProvider.by_question({f"q{i:02d}?": [f"a{i:02d}"] * 10 for i in range(20)})
    barrier = threading.Barrier(20)

    def worker(i: int) -> set[str]:
        barrier.wait(timeout=10)
        return {collect(provider, make_request(question=f"q{i:02d}?")).text for _ in range(10)}

    with ThreadPoolExecutor(max_workers=20) as pool:
        results = list(pool.map(worker, range(20)))
    assert results == [{f"a{i:02d}"} for i in range(20)]


def test_an_empty_script_is_exhausted_at_once() -> None:
    with pytest.raises(ProviderError, match="script-exhausted"):
        collect(ScriptedProvider([]), make_request())
