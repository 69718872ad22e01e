"""Hongkang Li, PhD thesis (RPI 2024), Chapter 6, round 21 (thesisEF): the explicit side of the pruning certificate
for Theorem 6.3.7's (6.15) L1860 (shared/seeds/003_84cf0eb31e2dc802.txt), and its planted mutants.

For the hinge loss (1-Lipschitz in F) and F = sum_i a_i relu(r_i^T v) (|a_i| = 1/m, v = sum_s attn_s p_s), removing
the neurons of L^c = {i : ||r_i|| <= M2^{-1/2}} moves F by at most (1/m) sum_{i in L^c} |r_i^T v| <= (|L^c| / m)
M2^{-1/2} ||v||, and ||v|| <= max_s ||p_s|| <= sqrt(beta^2 (1 + K^2) + 1) (p_s = (mu + kappa nu, y q), mu, nu
orthogonal of norm beta, |kappa| <= K, |y| = ||q|| = 1). Pure functions of the instance's named quantities.
"""

from __future__ import annotations

from thmcheck.bounds.num import sqrt


def prune_certificate(eps_id: float, frac_c: float, M2: int, beta: float, K: float) -> float:
    """E l(Psi_{L^c}) <= eps + (|L^c| / m) sqrt(beta^2 (1 + K^2) + 1) M2^{-1/2}: eps the unpruned hinge on the same
    prompts, frac_c = |L^c| / m, K the largest |kappa| of the prompts' IDI (or ODI) scale."""
    return eps_id + frac_c * sqrt(beta**2 * (1 + K**2) + 1) * M2**-0.5


def prune_certificate_mutant_sign(eps_id: float, frac_c: float, M2: int, beta: float, K: float) -> float:
    """Mutant: the pruning term subtracted (pruning would have to lower the hinge by the full Lipschitz margin)."""
    return eps_id - frac_c * sqrt(beta**2 * (1 + K**2) + 1) * M2**-0.5 - 1e-3


def prune_certificate_mutant_unpruned(eps_id: float, frac_c: float, M2: int, beta: float, K: float) -> float:
    """Mutant: the unpruned hinge minus 1e-3 (pruning L^c would have to lower the loss)."""
    del frac_c, M2, beta, K
    return eps_id - 1e-3


def theorem633_eps_mutant_square(M1: int, B: int) -> float:
    """Mutant: eps^2 = log M1 / B (a faster rate in the batch than the printed O(eps))."""
    import math

    return math.log(M1) / B
