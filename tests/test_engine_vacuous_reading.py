"""A reading marked ``vacuous`` (it holds only because its hypothesis set is empty or its bound degenerate, e.g. a
lower bound made negative by a definition) is run and reported, but does not turn a literal violation into 'violated
as printed' (thmcheck.checks.readings.combine); a non-vacuous holding reading still does."""

from __future__ import annotations

import pytest

from tests.test_fidelity import _R  # a stand-in run result (verdict, message, best score)
from tests.toys import toy as toy_claim
from thmcheck.checks.claim import LITERAL, Claim, Expect, Reading, Verdict
from thmcheck.checks.readings import combine, run_with_readings


def test_combine_ignores_a_vacuous_holding_reading() -> None:
    v, n = _R(Verdict.VIOLATED), _R(Verdict.NONE)
    verdict, msg = combine(v, {"empty zeta": n}, {"empty zeta"})
    assert verdict is Verdict.VIOLATED and "vacuously" in msg and "empty zeta" in msg
    verdict, msg = combine(v, {"empty zeta": n, "other": _R(Verdict.VIOLATED)}, {"empty zeta"})
    assert verdict is Verdict.VIOLATED
    verdict, msg = combine(v, {"empty zeta": n, "large C": n}, {"empty zeta"})  # a real rescue still counts
    assert verdict is Verdict.VIOLATED_AS_PRINTED and "large C" in msg and "empty zeta" not in msg
    assert combine(v, {"empty zeta": n})[0] is Verdict.VIOLATED_AS_PRINTED  # unmarked: as before
    assert combine(n, {"empty zeta": v}, {"empty zeta"})[0] is Verdict.NONE  # a holding literal stands


def test_run_with_readings_passes_the_vacuous_mark() -> None:
    base = toy_claim()
    empty = Reading("negative bound", "the bound made negative by a definition", bound=lambda **q: -1e9,
                    vacuous=True)
    claim = Claim(**{**base.__dict__, "readings": (empty,)})

    def run(c: Claim, **kw: object) -> _R:
        return _R(Verdict.VIOLATED if c.bound is base.bound else Verdict.NONE)

    out = run_with_readings(claim, run)
    assert out.verdict is Verdict.VIOLATED and set(out.readings) == {LITERAL, "negative bound"}
    assert out.readings["negative bound"]["verdict"] == str(Verdict.NONE)  # still run and reported
    assert claim.fidelity()["vacuous_readings"] == ["negative bound"]


def test_erratum_as_printed_needs_a_non_vacuous_reading() -> None:
    base = toy_claim()
    empty = Reading("negative bound", "vacuous", bound=lambda **q: -1e9, vacuous=True)
    with pytest.raises(ValueError, match="non-vacuous"):
        Claim(**{**base.__dict__, "expect": Expect.ERRATUM_AS_PRINTED, "evidence": "x" * 50, "readings": (empty,)})
    real = Reading("doubled", "factor 2", bound=lambda **q: 2 * base.bound(**q))
    c = Claim(**{**base.__dict__, "expect": Expect.ERRATUM_AS_PRINTED, "evidence": "x" * 50,
                 "readings": (empty, real)})
    assert c.mutant_target().bound is real.bound  # the mutants run under the first non-vacuous reading


def test_combine_names_a_reading_that_did_not_run_to_a_verdict() -> None:
    """A holding literal reading keeps its verdict, and the message names a reading that faulted or gave up (round
    30's helpers: a reading whose measure omitted a quantity its assumptions read showed 'unknown' silently)."""
    n = _R(Verdict.NONE)
    verdict, msg = combine(n, {"base 2": _R(Verdict.UNKNOWN), "large C": _R(Verdict.GAVE_UP), "ok": n})
    assert verdict is Verdict.NONE
    assert "'base 2' (unknown)" in msg and "'large C' (gave up)" in msg and "'ok'" not in msg
    assert combine(n, {"ok": n}) == (Verdict.NONE, n.message)  # nothing to name: the literal message alone
