"""Building blocks added for the fidelity audit of thesis Ch. 2-4 (issue 21): the Gram-factor Hessian, the large-d
Subroutine 1, the corrected bounds, and the domains/mutants/second paths of every real claim."""

from __future__ import annotations

import numpy as np
import pytest
import torch

from thmcheck.bounds.thesis import ch4 as B
from thmcheck.checks.papers import thesis as P
from thmcheck.checks.registry import all_claims
from thmcheck.models import group_imbalance as GI
from thmcheck.models import tensor_init as TI


def test_hessian_factor_matches_assembled_hessian() -> None:
    rng = np.random.default_rng(3)
    W = rng.normal(size=(3, 2))
    mus, s2, lam = rng.normal(size=(2, 3)), np.exp(rng.uniform(-1, 1, (2, 3))), np.array([0.3, 0.7])
    G = GI.hessian_factor_at_wstar(W, mus, s2, lam, 16)
    H = GI.population_hessian_gmm(W, W, mus, s2, lam, 16)
    assert np.allclose(G.T @ G, H, rtol=1e-10, atol=1e-15)


def test_subroutine1_large_d_equals_subroutine1() -> None:
    rng = np.random.default_rng(0)
    d, K = 4, 2
    W = rng.uniform(-1, 1, (d, K))
    lam, mus, s2 = np.array([0.5, 0.5]), np.stack([-0.3 * np.ones(d), np.zeros(d)]), np.ones((2, d))
    g = torch.Generator().manual_seed(1)
    x, _ = GI.sample_gmm(3000, lam, mus, s2, g)
    y = GI.sample_labels(torch.as_tensor(W), x, g)
    r1 = TI.subroutine1(x, y, K, lam, mus, s2, False, np.random.default_rng(3))
    r2 = TI.subroutine1_large_d(x, y, K, lam, mus, s2, np.random.default_rng(3))
    assert np.allclose(r1["W0"], r2["W0"], atol=1e-12)


def test_c65_corrected_is_met_with_equality_in_the_population_limit() -> None:
    c = next(c for c in P.CLAIMS if c.id == "thesis.ch4.lemmaC.6.5")
    inst = {"d": 2, "K": 1, "L": 1, "Wstar": np.array([[0.5], [0.6]]), "mus": np.array([[0.3, -0.2]]),
            "s2": np.full((1, 2), 1.44), "lam": np.array([1.0]), "sym": False, "kind": "gaussian", "seed": 0, "n": 0}
    m = c.measure(inst, None)
    assert c.corrected(**m.quantities) == pytest.approx(m.lhs, rel=1e-9)
    assert B.lemma_c65(**m.quantities) < m.lhs  # the printed bound (0 here) fails


THESIS = [c for c in all_claims() if c.id.startswith(("thesis.ch2", "thesis.ch3", "thesis.ch4")) and c.checkable]


CHAPTERS = ("thesis.ch2", "thesis.ch3", "thesis.ch4")


@pytest.mark.parametrize("chapter", CHAPTERS)
def test_thesis_claim_fidelity_fields(chapter: str) -> None:
    """One test per chapter, each failure naming its claim (these checks take microseconds; ~800 parametrised tests
    took most of this file's time in pytest's own per-test work)."""
    bad = []
    for claim in THESIS:
        if not claim.id.startswith(chapter + "."):
            continue
        if not claim.domain:
            bad.append(f"{claim.id}: every real claim declares its printed domain")
        if not (claim.all_mutants() or claim.no_mutant_reason):
            bad.append(f"{claim.id}: a planted mutant or the reason none can exist")
        if claim.expect.value.startswith("erratum") and not (
                claim.second_path.startswith("tests/") and "::test_" in claim.second_path):
            bad.append(f"{claim.id}: an erratum's second path is a test in tests/: {claim.second_path!r}")
    assert not bad, "\n".join(bad)


def test_the_chapters_cover_every_ch2_4_claim() -> None:
    assert THESIS and all(c.id.startswith(tuple(ch + "." for ch in CHAPTERS)) for c in THESIS)
