"""A check that cannot fail is a defect: planted wrong bounds must be killed under the ``ci`` profile,
and the bounds expected to hold must survive several seeds."""

from __future__ import annotations

import pytest

from thmcheck.checks.claim import Verdict
from thmcheck.checks.engine import run_claim
from thmcheck.checks.engine.evaluate import MeasurementStore, measurement_cache
from thmcheck.checks.registry import all_claims

MUTANTS = [(c, name, m) for c in all_claims() if c.checkable for name, m in c.all_mutants().items()]

# The engine issue's proving ground: each must hold (or, for an erratum, its corrected bound must) over 5 seeds.
# (The appendix version of factrecall Thm 7 has no catalog id of its own: it is factrecall.thm7's corrected bound.)
PROVING_GROUND = [
    "chenli.thm3.3", "chenli.lemma3.2", "chenli.lemma3.6", "chenli.lemma3.7", "chenli.lemma3.8", "chenli.lemma3.9",
    "chenli.eq4", "mhgd.lemma1", "mhgd.prop1", "mhgd.cor1", "factrecall.thm7", "factrecall.lemma14",
]
SEEDS = [11, 22, 33, 44, 55]


# Mutants that cannot die at ci cost since the engine demands >= 4 points over >= 1 decade (or a stated waiver) and
# a multiplicity count of every evaluated instance before an exponent fit may say 'violated'. Each is a known gap
# of that claim's search, listed here with its reason instead of hidden; the claim's own verdict is unaffected
# (at most 'potential'). The test is xfail, not skipped: it still runs, and an unexpected kill is reported (XPASS).
CI_WEAK = {
    "thesis.ch3.theorem3.4.8": "gamma_d grid 0.4-0.8 (one pass over fresh labels, |L| >= BT met) spans 0.3 decade; "
                               "below 0.4 the GCN does not reach eps within one pass of 960 labels",
    "thesis.ch6.remark.mechanism-experiments": "the mutant's sub-sweeps from alpha = 0.2 or 0.3 span 0.73 decade "
                                               "(< 1); at the ci model (m = 50) alpha = 0.1 does not converge "
                                               "within 3000 steps",
    "thesis.ch5.lemmaD.2.10-L7331-norm": "the sigma_w^2 m1^{9/8} mutant's ratio grows x4.2 along the ci sigma_w span "
                                          "(short of x10; the m1^{1/4} mutant dies)",
    "factrecall.thm3": "uniform m-path 8..16 spans 0.3 decade, so the sqrt(m) and no-polylog mutants cannot grow x10; "
                       "a decade (m = 80) needs ~2e11 operations per draw",
    "thesis.ch3.lemma3.4.7-printed": "a crossing of this 'T, m large enough' claim must persist over the scale path "
                                     "s = 0.1 .. 1 (one decade; s = 1 trains 4500 nodes, ~15 s CPU); ci caps s at "
                                     "0.2 (0 decades); dev kills the mutant (round 27)",
}


def _mutant_param(c, n, m):  # noqa: ANN001, ANN202
    if c.id in CI_WEAK:
        return pytest.param(c, n, m, id=f"{c.id}:{n}",
                            marks=pytest.mark.xfail(reason=f"cannot die at ci cost: {CI_WEAK[c.id]}", strict=False))
    return pytest.param(c, n, m, id=f"{c.id}:{n}")


# Round 27 (perf): a claim's planted mutants search the same claim with other bounds, so they draw many of the same
# instances (the ci draw is derandomized); their measurements are computed once per process here, in one store of
# the engine's measurement cache (round 29: ``measurement_cache(store)``, keyed by the measure function, the
# instance, the context, the active profile and the mpmath precision, as this file's own memo was). A measurement's
# randomness comes from the instance's drawn seeds; copies are stored and handed out; a measurement that raises is not
# stored. Measurements and kills are those of uncached runs.
_STORE = MeasurementStore(256)


@pytest.mark.parametrize(("claim", "name", "mutant"), [_mutant_param(c, n, m) for c, n, m in MUTANTS])
def test_planted_mutant_is_killed(claim, name, mutant) -> None:  # noqa: ANN001
    with measurement_cache(_STORE):
        r = run_claim(claim.mutant_target(), "ci", bound=mutant)  # uncertified requirements granted
    assert r.verdict is Verdict.VIOLATED, f"{claim.id}: mutant '{name}' survived: {r.verdict.value}: {r.message}"


def _reference_claims() -> list:
    ids = {c.id: c for c in all_claims()}
    return [ids[i] for i in PROVING_GROUND if i in ids and ids[i].reference_bound is not None]


@pytest.mark.parametrize("claim", _reference_claims(), ids=lambda c: c.id)
@pytest.mark.parametrize("seed", SEEDS)
def test_reference_bound_holds_over_seeds(claim, seed: int) -> None:  # noqa: ANN001
    r = run_claim(claim, "ci", bound=claim.reference_bound, seed_=seed, max_examples=60, budget_s=2.0)
    assert r.verdict in (Verdict.NONE, Verdict.POTENTIAL), f"{claim.id} seed {seed}: {r.verdict.value}: {r.message}"
