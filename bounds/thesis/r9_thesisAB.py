"""Hongkang Li, PhD thesis (RPI 2024), Appendices A and B (Chapters 2-3): displays inside the proofs, round 9
(step claims of ``thmcheck.checks.papers.thesis.r9_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt

# ------------------------------------------------- (B.85) L4255: the noise term H_1 of (B.80), proof of Lemma B.3.1


def eqB85_printed(m: Any, B: Any, sigma: Any, **_: Any) -> Any:
    """(B.85): (eta sigma / a) sqrt(log m log B / B) with eta = 1, a = sqrt(m)."""
    return sigma * sqrt(log(m) * log(B) / B) / sqrt(m)


def eqB85_corrected(m: Any, sigma: Any, **_: Any) -> Any:
    """The bound every term gives: |H_1| <= eta sigma / a (|z_l(t)^T p_1| <= ||z_l(t)|| <= sigma), eta = 1, a = sqrt(m)."""
    return sigma / sqrt(m)


def eqB85_mut_sqrtB(m: Any, B: Any, sigma: Any, **_: Any) -> Any:
    """Mutant of the correction: eta sigma / (a sqrt(B)) (a Hoeffding-like 1/sqrt(B) decay, wrong along B)."""
    return sigma / sqrt(m) / sqrt(B)


def eqB85_mut_corr_small(m: Any, sigma: Any, **_: Any) -> Any:
    """Mutant of the correction: eta sigma / (100 a) (a lost constant)."""
    return sigma / sqrt(m) / 100


# ------------------------------------- (B.182) L4751 / (B.183) L4753: the sampled fractions within sqrt(log s / s)


def eqB182_shape(**_: Any) -> Any:
    """(B.182)/(B.183)'s probability: log(s) / log(1/Pr(fail)) <= 1/C, the printed shape 1 (C hidden)."""
    return 1.0


def eqB182_mut_exp_s(s: Any, **_: Any) -> Any:
    """Mutant: log(s)/log(1/Pr(fail)) <= log(s)/s (failure probability e^{-C s}: an exponential tail in s)."""
    return log(s) / s


def eqB182_mut_exp_n(s: Any, N: Any, **_: Any) -> Any:
    """Mutant: log(s)/log(1/Pr(fail)) <= log(s)/N (failure probability e^{-C N}: the population size N in place of
    the sample size, wrong along N)."""
    return log(s) / N


# --------------------------------------- (B.207) L4891: |V_i(t)| <~ 1/(sqrt(B) a) for an unlucky neuron (App. B.4)


def eqB207_shape(B: Any, m: Any, **_: Any) -> Any:
    """(B.207)'s shape 1/(sqrt(B) a) with a = sqrt(m) (the constant of '<~' hidden)."""
    return 1.0 / (sqrt(B) * sqrt(m))


def eqB207_corrected(m: Any, **_: Any) -> Any:
    """The per-term bound: |V_i(t)| <= 1/a (each term |a_i 1[...] sum_s softmax x_s^T x_j| <= 1/a), a = sqrt(m)."""
    return 1.0 / sqrt(m)


def eqB207_mut_corr_sqrtB(B: Any, m: Any, **_: Any) -> Any:
    """Mutant of the correction: 1/(sqrt(B) a) with the constant 1 (a Hoeffding-like 1/sqrt(B) decay, wrong along B)."""
    return 1.0 / (sqrt(B) * sqrt(m))


def eqB207_mut_corr_zero(**_: Any) -> Any:
    """Mutant of the correction: |V_i(t)| <= 0 (an unlucky neuron's gradient coefficient vanishing)."""
    return 0.0


# ------------- (B.212) L4909 / (B.213) L4913: W_V^(t+1) x_j = W_V^(0) x_j - eta (dLoss/dW_V at W_V^(0)) x_j (first '=')


def eqB212_printed(rhs_printed: Any, **_: Any) -> Any:
    """(B.212)/(B.213)'s first '=' as printed: the coordinate of W_V^(0) x_j - eta (dLoss/dW_V |_{W_V^(0)}) x_j."""
    return rhs_printed


def eqB212_corrected(rhs_update: Any, **_: Any) -> Any:
    """The SGD update (as (B.211) prints it): the coordinate of W_V^(t) x_j - eta (dLoss/dW_V |_{W_V^(t)}) x_j."""
    return rhs_update


def eqB212_mut_no_step(rhs_prev: Any, **_: Any) -> Any:
    """Mutant of the correction: W_V^(t) x_j (the step left out)."""
    return rhs_prev


def eqB212_mut_double_step(rhs_update: Any, rhs_prev: Any, **_: Any) -> Any:
    """Mutant of the correction: W_V^(t) x_j - 2 eta (dLoss/dW_V) x_j (a step of twice the learning rate)."""
    return 2 * rhs_update - rhs_prev


# ------------------------------------------ (B.196) L4817: -eta (1/B) sum_n dLoss/db_z >~ (...)(|S_* cap N_z| - |S_* cap N_z|)


def eqB196_printed(**_: Any) -> Any:
    """(B.196)'s right side as printed: a positive factor times (|S_*^{l,t} cap N_z^l| - |S_*^{l,t} cap N_z^l|) / (K
    |S^{l,t}|) = 0."""
    return 0.0


# ----------------------------- (B.150) L4577: the W_K gradient of the batch loss (proof of Lemma B.3.2), an entry


def eqB150_printed(rhs_printed: Any, **_: Any) -> Any:
    """(B.150)'s right side as printed, the entry compared: (1/B) sum_n (-y_n) sum_i a_i 1[...] sum_s (W_O(i) W_V
    x_s softmax_l(s)) W_Q^T x_l (x_s - sum_r softmax_l(r) x_r)^T, the r-softmax with u_(s,l)^T b (constant in r)."""
    return rhs_printed


def eqB150_reading(rhs_reading: Any, **_: Any) -> Any:
    """(B.150) with the hinge's indicator 1[y_n F < 1] and u_(r,l) in the r-softmax (W_Q^T x_l as printed)."""
    return rhs_reading


def eqB150_corrected(rhs_corrected: Any, **_: Any) -> Any:
    """The chain rule: W_Q x_l (d logit_s / dW_K = W_Q x_l x_s^T), the hinge's indicator, u_(r,l) in the r-softmax."""
    return rhs_corrected


def eqB150_mut_uncentred(rhs_uncentred: Any, **_: Any) -> Any:
    """Mutant of the correction: x_s in place of x_s - sum_r softmax_l(r) x_r (the softmax Jacobian's centring lost)."""
    return rhs_uncentred


def eqB150_mut_double(rhs_corrected: Any, **_: Any) -> Any:
    """Mutant of the correction: twice the gradient (a factor 2 from the quadratic form x_s^T W_K^T W_Q x_l)."""
    return 2 * rhs_corrected


# ------------------------ (A.146) L3339: the W_K gradient of the ViT's batch loss (proof of Lemma A.3.1), an entry


def eqA146_printed(rhs_printed: Any, **_: Any) -> Any:
    """(A.146)'s right side as printed, the entry compared: (1/B) sum_n (-y^n) sum_{l in S^n} sum_i a_(l)i 1[...]
    sum_s (W_O(i) W_V x_s softmax(s)) W_Q^T x_l (x_s - sum_r softmax(r) x_r)^T (no 1/|S^n|, no hinge indicator)."""
    return rhs_printed


def eqA146_reading(rhs_reading: Any, **_: Any) -> Any:
    """(A.146) with (2.1)'s 1/|S^n| and the hinge's indicator 1[y^n F < 1] (W_Q^T x_l as printed)."""
    return rhs_reading


def eqA146_corrected(rhs_corrected: Any, **_: Any) -> Any:
    """The chain rule: W_Q x_l, the factor 1/|S^n| of (2.1) and the hinge's indicator."""
    return rhs_corrected


def eqA146_mut_uncentred(rhs_uncentred: Any, **_: Any) -> Any:
    """Mutant of the correction: x_s in place of x_s - sum_r softmax(r) x_r (the softmax Jacobian's centring lost)."""
    return rhs_uncentred


def eqA146_mut_no_mean(rhs_corrected: Any, L: Any, **_: Any) -> Any:
    """Mutant of the correction: the 1/|S^n| of (2.1) dropped (|S^n| = L tokens), as (A.146) prints it."""
    return rhs_corrected * L


# ------------------------------------------------- (B.25) L3997 (Lemma B.3.3): b_z^(t) >= (positive) (|S_* cap N_z| - |S_# cap N_z|)/(K|S|)


def eqB25_sign(**_: Any) -> Any:
    """(B.25)'s right side's sign where its last factor is positive: b_z^(t) >= (a positive product) > 0, checked as
    b_z^(t) >= 0 (the positive product, of p_n(b), K and the other unmeasured factors, left out: a weaker test)."""
    return 0.0


# ------------------- (A.176) L3462, first '=': the ViT's W_V gradient applied to x_j^g (proof of Lemma A.3.1), an entry


def eqA176_printed(rhs_printed: Any, **_: Any) -> Any:
    """(A.176)'s first '=' as printed, the coordinate compared: (1/B) sum_n (-y^n) (1/|S^n|) sum_l sum_i a_(l)i 1[...]
    W_O(i)^T sum_s softmax_l(s) x_s^T x_j^g (no hinge indicator)."""
    return rhs_printed


def eqA176_mut_no_mean(rhs_printed: Any, L: Any, **_: Any) -> Any:
    """Mutant: (2.1)'s 1/|S^n| dropped (|S^n| = L tokens)."""
    return rhs_printed * L


def eqA176_mut_double(rhs_printed: Any, **_: Any) -> Any:
    """Mutant: twice the gradient."""
    return 2 * rhs_printed
