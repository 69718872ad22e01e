"""Hongkang Li, PhD thesis (RPI 2024), Appendix B (Chapter 3): displays inside the proofs, round 13 (step claims of
``thmcheck.checks.papers.thesis.r13_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt

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


# -------------------- (A.96) L3086 (proof of Lemma A.3.1, Claim 1, case p_j in P minus p^+): |I_4| of the lucky update


def eqA96_printed(rsum: Any, wop: Any, eta: Any, m: Any, B: Any, **_: Any) -> Any:
    """(eta^2/a) sum_{b=1}^t sqrt(log m log B / B) (1/2B) sum_{n in B_b} (|S_1^n| m/(|S^n| a)) p_n(b) |W_O(i)^T p_j|
    ||p|| with a = sqrt(m) ((1/a)(m/a) = 1), ||p|| = 1; rsum = sum_{b=1}^t (1/2B) sum_{n in B_b} (|S_1^n|/|S^n|)
    p_n(b), wop = |W_O(i)^(t) p_j| (computed by the measurement)."""
    return eta * eta * rsum * wop * sqrt(log(m) * log(B) / B)


def eqA96_triangle(abs_sum: Any, **_: Any) -> Any:
    """Corrected: the triangle inequality without concentration, |I_4| <= (eta/B) sum_{n in B_b} (1/|S^n|) sum_l
    |a_(l)i| 1[W_O(i) V_l^n(t) >= 0] |(Delta_W X^n softmax_l)^T p_j| (abs_sum, measured; Delta_W the lucky neurons'
    part of W_V^(t) - W_V^(0))."""
    return abs_sum


def eqA96_mut_concentrated(abs_sum: Any, m: Any, B: Any, **_: Any) -> Any:
    """Mutant: the corrected side times the printed concentration factor sqrt(log m log B / B) (wrong along B, where
    I_4 keeps a nonzero mean)."""
    return abs_sum * sqrt(log(m) * log(B) / B)


# -------------------- (B.180) L4739-L4745 (proof of Lemma B.3.3): ||W_O(i)(W_V x_s - W_V x_j)|| at t = 0


def eqB180_shape_t0(xi: Any, eta: Any, pbar: Any, **_: Any) -> Any:
    """(B.180)'s right side at t = 0 without its hidden constant: ((1 - 2 eps_0)/B) sum_n (xi eta (t+1)^2 m/a^2)
    ((1/4B) sum_n p_n(b) - sigma) + (an empty sum over b = 1..0) = xi eta (pbar/4) (a = sqrt(m), sigma = 0, the fixed
    factor 1 - 2 eps_0 absorbed by the hidden constant; pbar = the mean p_n(0) over the query nodes)."""
    return xi * eta * pbar / 4


def eqB180_mut_sqrt_m(xi: Any, eta: Any, pbar: Any, m: Any, **_: Any) -> Any:
    """Mutant: the shape times sqrt(m) (a right side growing with the width)."""
    return xi * eta * pbar / 4 * sqrt(m)


# -------------------- (A.97) L3088 / (A.104) L3120 (proof of Lemma A.3.1 Claim 1): |I_5|, the non-lucky W_V update


def eqA97_shape(r2: Any, eta: Any, t: Any, xi: Any, m: Any, B: Any, **_: Any) -> Any:
    """(A.97)/(A.104)'s right side without its hidden constant: (eta^2 t m/(sqrt(B) a^2)) xi ||p||^2 + (eta^2/a)
    sum_{b=1}^t sqrt(log m log B / B) (1/2B) sum_{n in B_b} (|S_2^n| m/(|S^n| a)) p_n xi ||p|| with a = sqrt(m)
    (m/a^2 = 1), ||p|| = 1; r2 = sum_{b=1}^t (1/2B) sum_{n in B_b} (|S_2^n|/|S^n|) p_n (p_n(t) for (A.97), p_n(b) for
    (A.104); computed by the measurement)."""
    return eta * eta * xi * (t / sqrt(B) + r2 * sqrt(log(m) * log(B) / B))


def eqA97_mut_b(r2: Any, eta: Any, t: Any, xi: Any, m: Any, B: Any, **_: Any) -> Any:
    """Mutant: 1/B in place of 1/sqrt(B) and sqrt(log B / B) (wrong along B)."""
    return eta * eta * xi * (t / B + r2 * sqrt(log(m)) / B)


def eqA104_mut_b2(r2: Any, eta: Any, t: Any, xi: Any, m: Any, B: Any, **_: Any) -> Any:
    """Mutant: 1/B^2 in place of 1/sqrt(B) and sqrt(log B / B) (wrong along B; the non-lucky I_5 of case (4) is noisy
    along B, a decay as fast as 1/B^2 is far outside that noise)."""
    return eta * eta * xi * (t + r2 * sqrt(log(m))) / (B * B)
