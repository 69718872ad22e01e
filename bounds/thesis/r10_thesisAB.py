"""Hongkang Li, PhD thesis (RPI 2024), Appendix B (Chapter 3): displays inside the proofs, round 10 (step claims of
``thmcheck.checks.papers.thesis.r10_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis). Notation: at t = 0 (b^(0) = 0, ||q_1(0)|| = 1) a node n in D_1 with label +1 samples |S_1| nodes of
pattern mu_1 (= S_* = its class-relevant nodes), |S_2| of mu_2 (confusion) and |S_3| of the other patterns;
R = |S_2| + |S_3| = |S^{n,t}| - |S_1^{n,t}|; ``extra`` = sum_z |(N_z^n cap S_*^{n,t}) - S_1^{n,t}| (0: S_* = S_1).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import exp

# ------------------------- (B.203) L4870 / (B.30) L4011: p_n(0), nu_n(0) of Definition B.2.3 (L3911-L3916) at t = 0


def nuB23_printed(S1: Any, extra: Any, sigma: Any, **_: Any) -> Any:
    """nu_n(0) of Definition B.2.3 (2) for n in D_1 u D_2, b^(0) = 0, ||q_1(0)|| = 1: 1/(|S_*| e^{1 - sigma} + extra),
    |S_*| = |S_1| (sum_z |N_z^n cap S_*| over the sampled neighbourhoods)."""
    return 1 / (S1 * exp(1 - sigma) + extra)


def eqB203_printed(S1: Any, extra: Any, sigma: Any, **_: Any) -> Any:
    """p_n(0) of Definition B.2.3 (3): |S_*| e^{1 - sigma} nu_n(0) (= 1 when extra = 0, i.e. S_* = S_1)."""
    return S1 * exp(1 - sigma) * nuB23_printed(S1, extra, sigma)


def eqB203_reading_other(S1: Any, R: Any, sigma: Any, **_: Any) -> Any:
    """Reading: nu_n's second sum over the other sampled nodes (|S^n| - |S_1^n| as Definition A.2.2):
    |S_1| e^{1 - sigma} / (|S_1| e^{1 - sigma} + R)."""
    a = S1 * exp(1 - sigma)
    return a / (a + R)


def eqB203_reading_2delta(S1: Any, R: Any, delta: Any, **_: Any) -> Any:
    """Reading: the proof's own p_n(t) = |S_1| nu_n(t) e^{||q_1||^2 - 2 delta ||q_1||} (L4261), nu_n over the other
    sampled nodes: |S_1| e^{1 - 2 delta} / (|S_1| e^{1 - 2 delta} + R)."""
    a = S1 * exp(1 - 2 * delta)
    return a / (a + R)


def eqB203_corrected(S1: Any, R: Any, delta: Any, **_: Any) -> Any:
    """What Assumption B.2.1 allows (||n_j(0)||, ||o_j(0)|| <= delta, q_1 = r_1, q_j orthonormal): logits >= 1 - 2 delta
    - delta^2 on S_1 and <= 2 delta + delta^2 elsewhere, so the S_1 mass is >= |S_1| e^{1 - 4 delta - 2 delta^2} /
    (|S_1| e^{1 - 4 delta - 2 delta^2} + R)."""
    a = S1 * exp(1 - 4 * delta - 2 * delta * delta)
    return a / (a + R)


def eqB203_mut_small(S1: Any, R: Any, delta: Any, **_: Any) -> Any:
    """Mutant of the correction: e^{1 - 6 delta / 5} (too small a noise allowance: too large a bound)."""
    a = S1 * exp(1 - 1.2 * delta)
    return a / (a + R)


def eqB30_printed(S1: Any, S2: Any, extra: Any, sigma: Any, **_: Any) -> Any:
    """(B.30): nu_n(0) |S_2^n| with nu_n(0) of Definition B.2.3 (2) as printed."""
    return S2 * nuB23_printed(S1, extra, sigma)


def eqB30_reading_other(S1: Any, S2: Any, R: Any, sigma: Any, **_: Any) -> Any:
    """Reading: nu_n(0) with the second sum over the other sampled nodes: |S_2| / (|S_1| e^{1 - sigma} + R)."""
    return S2 / (S1 * exp(1 - sigma) + R)


def eqB30_corrected(S1: Any, S2: Any, R: Any, delta: Any, **_: Any) -> Any:
    """What Assumption B.2.1 allows: a pattern-2 node's logit <= 2 delta + delta^2, an S_1 logit >= 1 - 2 delta -
    delta^2, the other nodes' logits >= -(2 delta + delta^2): W_2(0) <= |S_2| e^{c} / (|S_1| e^{1 - c} + R e^{-c}), c =
    2 delta + delta^2."""
    c = 2 * delta + delta * delta
    return S2 * exp(c) / (S1 * exp(1 - c) + R * exp(-c))


def eqB30_mut_small(S1: Any, S2: Any, R: Any, delta: Any, **_: Any) -> Any:
    """Mutant of the correction: the pattern-2 logit priced at delta instead of 2 delta + delta^2 (too small)."""
    return S2 * exp(delta) / (S1 * exp(1 - delta) + R * exp(-delta))


# ----------------------------------------- (A.200) L3574, proof of Lemma A.5.2 (t = 1): the W_V update's projection


def eqA200_zero(**_: Any) -> Any:
    """(A.200): -W_O(i,:)^(0) eta sum_b (...) > 0, i.e. the projection is above 0."""
    return 0.0


def eqA200_mut_neg(scale: Any, **_: Any) -> Any:
    """Mutant: the projection above -scale (a bound the crossing's own size refutes only when it is wrong by less)."""
    return -1e-3 * scale


def eqA201_mut_neg(scale: Any, **_: Any) -> Any:
    """Mutant of (A.201): the projection above -1e-6 times its largest size (the flips are small: a refuted bound must
    sit above them)."""
    return -1e-6 * scale


def eqB206_mut_pos(scale: Any, **_: Any) -> Any:
    """Mutant of (B.206): every lucky a V_i above 1e-3 times the largest |a V_i|."""
    return 1e-3 * scale


def eqA201_mut_half(scale: Any, **_: Any) -> Any:
    """Mutant of (A.201)/(A.202)/(B.221) under the margin reading: every lucky value above half the largest (the lucky
    values with margin spread from near 0 to their largest size)."""
    return 0.5 * scale
