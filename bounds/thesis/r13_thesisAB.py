"""Hongkang Li, PhD thesis (RPI 2024), Appendix B (Chapter 3): displays inside the proofs, round 13 (step claims of
``thmcheck.checks.papers.thesis.r13_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import sqrt

# -------------------- (B.119) L4416-L4419 (proof of Lemma B.3.2): softmax_l(s) >= Omega(1) sum_{r in S_2} softmax_l(r)


def eqB119_printed(sum_s2: Any, **_: Any) -> Any:
    """The printed right side without its hidden constant: sum_{r in S_2^{l,t}} softmax_l((W_K^(0) x_r)^T W_Q^(0) x_l
    + u^T b^(0)) (b^(0) = 0), the softmax mass of query l on the sampled mu_2 nodes."""
    return sum_s2


def eqB119_per_node(max_s2: Any, **_: Any) -> Any:
    """Corrected shape: the largest single softmax_l(r), r in S_2^{l,t} (softmax_l(s) >= Omega(1) softmax_l(r) for
    every r in S_2^{l,t}: the logits differ by at most (1 + delta)^2 + 2 delta + delta^2 under Assumption B.2.1)."""
    return max_s2


def eqB119_mut_sqrt(max_s2: Any, k2: Any, **_: Any) -> Any:
    """Mutant: the per-node shape times sqrt(|S_2^{l,t}|) (half of the printed sum's growth: wrong along |S^{l,t}|)."""
    return max_s2 * sqrt(k2)


# -------------------- (B.9), (B.11), (B.13), (B.15) L3949-L3965 (Lemma B.3.1) at t = 0: the lucky rows of W_O^(0)


def eqB9_shape_t0(xi: Any, **_: Any) -> Any:
    """(B.9)/(B.13)'s right side at t = 0 without its hidden constant: xi/(aB) sum_n (eta t^2 (1 - 2 eps_0)/(4B)) sum_n
    (m/a) p_n(t) + xi = xi (the t^2 term vanishes)."""
    return xi


def eqB9_mut_sqrt_m(xi: Any, m: Any, **_: Any) -> Any:
    """Mutant: xi sqrt(m) (a right side growing with the width)."""
    return xi * sqrt(m)


def eqB11_printed_t0(xi: Any, **_: Any) -> Any:
    """(B.11)/(B.15)'s right side at t = 0 (explicit, constant 1): (xi/(aB) sum_n ... t^2 ... + xi)^2 = xi^2."""
    return xi ** 2


def eqB11_mut_double(xi: Any, **_: Any) -> Any:
    """Mutant: 2 xi^2."""
    return 2 * xi ** 2
