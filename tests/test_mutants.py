"""A check that cannot fail is a defect: planted wrong bounds must be killed under the ``ci`` profile,
and the bounds expected to hold must survive several seeds."""

from __future__ import annotations

import pytest

from checks.claim import Verdict
from checks.engine import run_claim
from checks.registry import all_claims

MUTANTS = [(c, name, m) for c in all_claims() if c.checkable for name, m in c.all_mutants().items()]

# The engine issue's proving ground: each must hold (or, for an erratum, its corrected bound must) over 5 seeds.
# (The appendix version of factrecall Thm 7 has no catalog id of its own: it is factrecall.thm7's corrected bound.)
PROVING_GROUND = [
    "chenli.thm3.3", "chenli.lemma3.2", "chenli.lemma3.6", "chenli.lemma3.7", "chenli.lemma3.8", "chenli.lemma3.9",
    "chenli.eq4", "mhgd.lemma1", "mhgd.prop1", "mhgd.cor1", "factrecall.thm7", "factrecall.lemma14",
]
SEEDS = [11, 22, 33, 44, 55]


@pytest.mark.parametrize(("claim", "name", "mutant"), MUTANTS,
                         ids=[f"{c.id}:{n}" for c, n, _ in MUTANTS])
def test_planted_mutant_is_killed(claim, name, mutant) -> None:  # noqa: ANN001
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
