"""The framework: fixed order, verbatim decision, records, fail-open."""

from __future__ import annotations

from answer_check_fixtures import FAX_EN, POST_EN, StubExtractor, contract_of

from tether.checks import (
    ALL,
    CHECKS_BY_ID,
    SEED_001,
    ExtractionError,
    ExtractionTimeout,
    LexicalExtractor,
    answer_checks,
    occurs_verbatim,
    run_checks,
    verbatim_quotes,
)
from tether.models import CHECK_IDS
from tether.text import normalize_ws as normalise

FAX_SENTENCE = "Applications submitted by fax will not be accepted."
ACCEPTED_BY_FAX = "Yes, applications submitted by fax will be accepted."


def _record(report, check_id):
    (record,) = [r for r in report.records if r.check == check_id]
    return record


def test_seven_checks_with_stable_ids():
    """The six of seed 001, then unsupported-claim (issue 11) last."""
    assert ALL[-1].id == "unsupported-claim" and ALL[:-1] == SEED_001
    ids = [c.id for c in SEED_001]
    assert sorted(ids) == sorted(
        [
            "unsupported-explicit-rule",
            "acceptance-contradiction",
            "number-without-jurisdiction",
            "wrong-document",
            "exception-overridden",
            "raw-tool-call",
        ]
    )
    assert set(ids) <= set(CHECK_IDS)
    assert set(CHECKS_BY_ID) == {*ids, "unsupported-claim"}


def test_normalisation_is_whitespace_only():
    assert normalise("  a \n\t b\u00a0c  ") == "a b c"
    assert normalise("Fax") != normalise("fax")  # no case folding
    assert normalise("«quote»") == "«quote»"  # no quote folding


def test_verbatim_after_whitespace_normalisation_only():
    material = [FAX_EN["text"]]
    wrapped = "A fax received by the Registry is not registered as an application"
    assert occurs_verbatim(wrapped, material)  # the line break in the material is a space
    assert occurs_verbatim("  " + wrapped.replace(" ", "\n  ") + " ", material)
    assert not occurs_verbatim(wrapped.replace("Registry", "registry"), material)  # one character
    assert not occurs_verbatim(FAX_SENTENCE.replace("fax", "fax,"), material)
    assert not occurs_verbatim("", material)
    assert not occurs_verbatim("accepted", ["It was unaccepted."])  # not cut out of a word


def test_verbatim_quotes_drop_fabrications_and_non_strings(make_input):
    inp = make_input("q", [FAX_EN], "a")
    close = FAX_SENTENCE.replace("will not", "won't")
    assert verbatim_quotes([FAX_SENTENCE, close, 42, None], inp) == (FAX_SENTENCE,)


def test_fabricated_quote_is_rejected_even_when_one_character_differs(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    check = CHECKS_BY_ID["acceptance-contradiction"]
    trigger = check.precheck(contract_of(inp), inp)
    assert trigger is not None
    one_off = FAX_SENTENCE[:-1] + "!"  # the judge "quotes" a sentence the material lacks
    assert check.decide(trigger, [one_off], inp) is None
    assert check.decide(trigger, [FAX_SENTENCE], inp) is not None

    fabricated = run_checks(inp, contract_of(inp), StubExtractor([one_off]))
    record = _record(fabricated, "acceptance-contradiction")
    assert (record.extraction_run, record.extracted_count, record.verbatim_count, record.hit) == (
        True,
        1,
        0,
        False,
    )
    genuine = run_checks(inp, contract_of(inp), StubExtractor([FAX_SENTENCE]))
    assert _record(genuine, "acceptance-contradiction").hit
    # The flipped sentence is an unsupported claim as well ("Yes," no longer hides it).
    assert sorted(v.check for v in genuine.violations) == ["acceptance-contradiction", "unsupported-claim"]


def test_a_fabricated_quote_cannot_refute_a_correct_answer(make_input):
    # The judge invents "post applications will not be accepted"; code throws it away.
    inp = make_input(
        "Can I send a paper application by post?",
        [FAX_EN, POST_EN],
        "Yes, paper applications sent by post are accepted if you have no portal access.",
    )
    invented = "Paper applications sent by post will not be accepted."
    report = run_checks(inp, contract_of(inp), StubExtractor([invented]), SEED_001)
    assert not report.violations


def test_no_extraction_when_the_precheck_does_not_fire(make_input):
    inp = make_input(
        "Can I file by fax?", [FAX_EN], "No, applications submitted by fax will not be accepted."
    )
    stub = StubExtractor([FAX_SENTENCE])
    report = run_checks(inp, contract_of(inp), stub)
    assert stub.requests == []
    assert not report.violations
    assert all(not r.precheck_fired and not r.extraction_run for r in report.records)
    assert [r.check for r in report.records] == [c.id for c in ALL]


def test_one_extraction_request_per_fired_check(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    stub = StubExtractor([FAX_SENTENCE])
    run_checks(inp, contract_of(inp), stub)
    # The flipped sentence fires the claim check too: one request each, no more.
    assert [r.check for r in stub.requests] == ["acceptance-contradiction", "unsupported-claim"]
    assert "copy every sentence" in stub.requests[0].instruction.lower()


def test_fail_open_on_extractor_exception(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    report = run_checks(inp, contract_of(inp), StubExtractor(RuntimeError("backend down")))
    assert not report.violations
    record = _record(report, "acceptance-contradiction")
    assert record.skipped == "check-skipped: extractor-error: RuntimeError: backend down"
    assert record.skip_reason == "extractor-error"  # the code alone: the detail may quote text
    assert record.precheck_fired and record.extraction_run and not record.hit


def test_fail_open_on_timeout_and_unreadable(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    timed_out = run_checks(
        inp, contract_of(inp), StubExtractor(ExtractionTimeout("no extraction within 2 s"))
    )
    assert not timed_out.violations
    assert _record(timed_out, "acceptance-contradiction").skipped.startswith(
        "check-skipped: timeout"
    )
    unreadable = run_checks(
        inp, contract_of(inp), StubExtractor(ExtractionError("unreadable", "not JSON"))
    )
    assert (
        _record(unreadable, "acceptance-contradiction").skipped
        == "check-skipped: unreadable: not JSON"
    )

    class NotAList:
        def extract(self, request):
            return "Applications submitted by fax will not be accepted."

    odd = run_checks(inp, contract_of(inp), NotAList())
    assert not odd.violations
    assert _record(odd, "acceptance-contradiction").skipped.startswith("check-skipped: unreadable")


def test_lexical_extractor_is_the_default(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    assert (
        run_checks(inp, contract_of(inp)).violations
        == run_checks(inp, contract_of(inp), LexicalExtractor()).violations
    )
    record = _record(run_checks(inp, contract_of(inp)), "acceptance-contradiction")
    assert record.hit and record.evidence == (FAX_SENTENCE,)


def test_unparsed_output_runs_only_the_raw_output_check(make_input):
    inp = make_input("Fee?", [FAX_EN], output='{"tool": "search", "arguments": {"q": "fee"}}')
    report = run_checks(inp, None, StubExtractor(RuntimeError("never called")))
    assert [v.check for v in report.violations] == ["raw-tool-call"]


def test_bound_checks_have_the_verifier_shape(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    bound = {b.id: b for b in answer_checks()}
    material = object()  # the checks never look at it
    assert [
        v.check for v in bound["acceptance-contradiction"](inp, contract_of(inp), material)
    ] == ["acceptance-contradiction"]
    assert bound["wrong-document"](inp, contract_of(inp), material) == []
    broken = answer_checks(StubExtractor(RuntimeError("down")))
    assert all(b(inp, contract_of(inp), material) == [] for b in broken)


def test_verify_runs_the_bound_checks(make_input):
    from tether.verify import verify

    inp = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    result = verify(inp, answer_checks=answer_checks())
    assert "acceptance-contradiction" in [v.check for v in result.violations]
    assert result.status == "failed"


def _raising(message: str):
    """A check whose pre-check raises ``ValueError(message)``."""
    from tether.checks.base import Check

    class Broken(Check):
        id = "wrong-document"

        def form(self, answer, inp):
            raise ValueError(message)

        def judge(self, trigger, quotes, inp):
            return None

    return Broken()


def test_a_check_that_raises_fails_open(make_input):
    inp = make_input("Can I file by fax?", [FAX_EN], ACCEPTED_BY_FAX)
    report = run_checks(inp, contract_of(inp), StubExtractor(), checks=[_raising("bad pattern")])
    assert report.violations == ()
    assert report.records[0].skipped == "check-skipped: check-error: ValueError: bad pattern"
    assert report.records[0].skip_reason == "check-error"


def test_a_check_that_raises_under_verify_is_logged_with_its_reason_code_only(make_input, caplog):
    """``tether verify`` and /v1/verify keep no check records: a check that failed open there
    is a warning of its own, naming the check and the reason code, never the exception's text
    (it can quote what the check read)."""
    from tether.checks.run import BoundCheck
    from tether.verify import verify

    inp = make_input("Can I file by fax?", [FAX_EN], ACCEPTED_BY_FAX)
    broken = _raising("bad pattern near 'Fax filings are accepted'")
    with caplog.at_level("WARNING", logger="tether.checks"):
        verify(inp, answer_checks=[BoundCheck(broken, StubExtractor())])
    [line] = [r for r in caplog.records if r.name == "tether.checks"]
    assert line.levelname == "WARNING" and line.tether["check"] == "wrong-document"
    assert line.tether["reason"] == "check-error"
    assert "Fax" not in str(line.__dict__)


def test_evaluate_counts_against_labels(make_input):
    from tether.checks import evaluate_checks

    faulty = make_input("Can I file by fax?", [FAX_EN, POST_EN], ACCEPTED_BY_FAX)
    correct = make_input("Can I file by fax?", [FAX_EN, POST_EN], "No, fax is not accepted.")
    cases = [
        {"id": "a-1", "lang": "en", "kind": "faulty", "check": "acceptance-contradiction",
         "input": faulty.model_dump(by_alias=True)},
        {"id": "a-2", "lang": "en", "kind": "correct", "check": None,
         "input": correct.model_dump(by_alias=True)},
    ]
    report = evaluate_checks(cases, LexicalExtractor())
    (stats,) = [s for s in report.stats if s.check == "acceptance-contradiction"]
    assert (stats.caught, stats.faulty, stats.hits_on_correct, stats.correct) == (1, 1, 0, 1)
    assert stats.catch_rate == 1.0 and stats.meets_targets
    assert {r["check"] for r in report.rows()} == {c.id for c in ALL}
