"""Hongkang Li, PhD thesis (RPI 2024), Appendix B (Chapter 3): displays inside the proofs, round 12 (step claims of
``thmcheck.checks.papers.thesis.r12_thesisAB``).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's named quantities (no torch, no
Hypothesis).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds.num import log, sqrt

# -------------------- (B.73) L4199 (proof of Lemma 3.4.7): the sampled class-relevant fraction against |D_* cap N_z|/N


def eqB73_printed(**_: Any) -> Any:
    """The printed eps_* < 1 ('for some 1 > eps_* > 0'): the deviation must stay below 1 with high probability (read
    generously: with probability at least 1/2, so the median of the deviation is compared)."""
    return 1.0


def eqB73_hoeffding(T: Any, B: Any, **_: Any) -> Any:
    """Corrected: Hoeffding's bound for the T B independent sampled fractions (each in an interval of length 1):
    Pr(|dev| >= x) <= 2 exp(-2 x^2 B / T), so the median of |dev| is at most sqrt(T ln 4 / (2 B)) (and |dev| <=
    sqrt(T log(2/delta) / (2B)) with probability 1 - delta): eps_* grows like sqrt(T/B); with the 1/(BT) average in
    place of 1/B it is sqrt(log(2/delta) / (2BT)) < 1."""
    return sqrt(T * log(4.0) / (2 * B))


def eqB73_mut_no_t(T: Any, B: Any, **_: Any) -> Any:
    """Mutant: sqrt(ln 4 / (2B)) (the growth with T dropped: wrong along eta -> 0, where T = Theta(eta^-1/2))."""
    return sqrt(log(4.0) / (2 * B))


def eqB73_mut_const(T: Any, B: Any, **_: Any) -> Any:
    """Mutant: sqrt(T/B)/20 (a constant 17 times too small)."""
    return sqrt(T / B) / 20


# -------------------- (A.95) L3084 (proof of Lemma A.3.1, Claim 1): |I_3| for p_j in P minus p^+


def eqA95_printed(rhs_sum: Any, eta: Any, m: Any, B: Any, **_: Any) -> Any:
    """(1/B) sum_{n in B_b} nu_n(t) (eta |S_l^n| / a) sqrt(log m log B / B) ||p||^2 with a = sqrt(m), ||p|| = 1;
    rhs_sum = (1/B) sum_{n in B_b} nu_n(t) |S_l^n| (computed by the measurement from the batch)."""
    return rhs_sum * eta / sqrt(m) * sqrt(log(m) * log(B) / B)


def eqA95_triangle(mass_sum: Any, eta: Any, m: Any, **_: Any) -> Any:
    """Corrected: the triangle inequality without concentration, |I_3| <= (eta/a) (1/B) sum_{n in B_b} (1/|S^n|)
    sum_{l in S^n} sum_{k != l} W_l(t) p_k^T p_j (|a_(l)i| = 1/a, indicators <= 1); mass_sum is that batch average of
    the attention mass on p_j's tokens (by (A.67) at most (1/B) sum_n nu_n(t)|S_j^n| where (A.67) holds)."""
    return mass_sum * eta / sqrt(m)


def eqA95_mut_concentrated(mass_sum: Any, eta: Any, m: Any, B: Any, **_: Any) -> Any:
    """Mutant: the corrected side times the printed concentration factor sqrt(log m log B / B) (the step (A.95)
    takes: wrong along B, where I_3 keeps a nonzero mean)."""
    return mass_sum * eta / sqrt(m) * sqrt(log(m) * log(B) / B)


# -------------------- (A.98) L3094-L3100 (proof of Lemma A.3.1, Claim 1): the lucky neuron's p_j update, p_j != p_1


def eqA98_shape(c1: Any, c3: Any, sig: Any, eta: Any, m: Any, B: Any, t: Any, xi: Any, **_: Any) -> Any:
    """The middle member of (A.98) (constants of '<~' hidden): (eta/a) (1/B) sum_n ((|S_l^n|/|S^n|)|S_l^n| nu_n(t) +
    (sigma + tau) + sum_{b=1}^t |S_1^n| p_n(b) eta m/(|S^n| a) |W_O(i) p_j|) sqrt(log m log B / B) + eta^2 t m xi /
    (sqrt(B) a^2), a = sqrt(m), ||p|| = 1; c1 = (1/B) sum_n (|S_j^n|/|S^n|)|S_j^n| nu_n(t), c3 = the batch average of the
    sum over b, sig = sigma + tau."""
    a = sqrt(m)
    return eta / a * (c1 + sig + c3) * sqrt(log(m) * log(B) / B) + eta ** 2 * t * m * xi / (sqrt(B) * a ** 2)


def eqA98_mut_b(c1: Any, c3: Any, sig: Any, eta: Any, m: Any, B: Any, t: Any, xi: Any, **_: Any) -> Any:
    """Mutant: the shape with 1/B in place of sqrt(log B / B) (a wrong power of B)."""
    return eqA98_shape(c1, c3, sig, eta, m, B, t, xi) * sqrt(B / log(B)) / B


# -------------------- (B.105) L4345 (proof of Lemma B.3.1, case (2)): the lucky neuron's p_j update, p_j != p_1


def eqB105_shape(nubar: Any, sig: Any, c3: Any, eta: Any, m: Any, B: Any, **_: Any) -> Any:
    """The right side of (B.105) (constants of '<~' hidden): (eta/a) (1/B) sum_{n in B_b} (nu_n(t) + sigma + sum_{b=1}^t
    p_n(b) eta m W_O(i)^T p_j / a) sqrt(log m log B / B), a = sqrt(m); nubar = (1/B) sum_n nu_n(t), sig = sigma, c3 =
    the batch average of the sum over b (0 at t = 0)."""
    return eta / sqrt(m) * (nubar + sig + c3) * sqrt(log(m) * log(B) / B)


def eqB105_mut_b(nubar: Any, sig: Any, c3: Any, eta: Any, m: Any, B: Any, **_: Any) -> Any:
    """Mutant: the shape with 1/B in place of sqrt(log B / B) (a wrong power of B)."""
    return eqB105_shape(nubar, sig, c3, eta, m, B) * sqrt(B / log(B)) / B


# -------------------- (B.178) L4733 (proof of Lemma B.3.3's P_2): T_1 of (B.174), the non-discriminative nodes


def eqB178_printed(sigma: Any, wo_norm: Any, frac_nd_in: Any, frac_out: Any, **_: Any) -> Any:
    """sigma ||W_O(i)^(t)|| |N_z^l - S_* - S_#| / |S^{l,t}| x |S^{l,t} - N_z^l| / |S^{l,t}| (as printed)."""
    return sigma * wo_norm * frac_nd_in * frac_out


def eqB178_triangle(wo_norm: Any, vmax: Any, mass_nd_in: Any, mass_out: Any, mass_nd_out: Any, mass_in: Any,
                    **_: Any) -> Any:
    """Corrected: the triangle inequality on (B.174)'s two sums, |T_1| <= ||W_O(i)|| max_s ||W_V x_s|| (W(A) W(out) +
    W(C) W(in)), W(.) the softmax masses of A = N_z cap S minus S_*, S_#, C = (S - N_z) minus S_*, S_#, out = S - N_z,
    in = S cap N_z (no sigma: two non-discriminative nodes of different patterns differ by p_k - p_k', not by noise)."""
    return wo_norm * vmax * (mass_nd_in * mass_out + mass_nd_out * mass_in)


def eqB178_mut_small(wo_norm: Any, vmax: Any, mass_nd_in: Any, mass_out: Any, mass_nd_out: Any, mass_in: Any,
                     **_: Any) -> Any:
    """Mutant: the corrected side / 100 (a lost constant)."""
    return eqB178_triangle(wo_norm, vmax, mass_nd_in, mass_out, mass_nd_out, mass_in) / 100


# -------------------- (B.181) L4747: the upper bound on ||W_O(i)^(t)(W_V^(t) x_s - W_V^(t) x_j)||, s in S_*, j in S_#


def eqB181_shape(xi: Any, eta: Any, t: Any, m: Any, **_: Any) -> Any:
    """xi eta t^2 m / a^2 + (eta t m / a) (xi eta t^2 m / a^2)^2, a = sqrt(m) (constants of '<~' hidden)."""
    a = sqrt(m)
    u = xi * eta * t ** 2 * m / a ** 2
    return u + eta * t * m / a * u ** 2


def eqB181_corrected(xi: Any, eta: Any, t: Any, m: Any, **_: Any) -> Any:
    """Corrected shape: the initial term xi plus the printed growth with t + 1 in place of t, as (B.180)'s lower bound
    carries (t + 1)^2: xi + xi eta (t+1)^2 m / a^2 + (eta (t+1) m / a) (xi eta (t+1)^2 m / a^2)^2."""
    return xi + eqB181_shape(xi, eta, t + 1, m)


def eqB181_mut_noxi(xi: Any, eta: Any, t: Any, m: Any, **_: Any) -> Any:
    """Mutant: the corrected shape without its initial xi (wrong along eta -> 0)."""
    return eqB181_shape(xi, eta, t + 1, m)


# -------------------- (B.106) L4349, (B.108) L4355: W_O(i)^(t+1) p_j <~ (1/sqrt B) W_O(i)^(t+1) p_ref


def eqB106_shape(wref: Any, B: Any, **_: Any) -> Any:
    """The right side of (B.106) / (B.108) (constant of '<~' hidden): W_O(i)^(t+1) p_ref / sqrt(B), p_ref = p_1 for a
    lucky neuron ((B.106)), p_2 for i in U_l(0) ((B.108))."""
    return wref / sqrt(B)


def eqB106_mut_b(wref: Any, B: Any, **_: Any) -> Any:
    """Mutant: 1/B in place of 1/sqrt(B) (a wrong power of B)."""
    return wref / B


def eqB106_corrected(wref: Any, **_: Any) -> Any:
    """Corrected (B.106) / (B.108) (constant hidden): W_O(i)^(t+1) p_j <~ W_O(i)^(t+1) p_ref, no 1/sqrt(B) gain."""
    return wref



# -------------------- (B.107) L4353: W_O(i)^(t+1) p_2 >~ (xi/(aB)) sum [...] + xi, i in U_l(0)


def eqB107_shape(xi: Any, eta: Any, eps0: Any, pbar: Any, m: Any, B: Any, **_: Any) -> Any:
    """The right side of (B.107) at t = 0 (constant hidden): (xi/(aB)) B (eta (1 - 2 eps0)/(4B)) (m/a) B pbar + xi =
    xi (1 + eta (1 - 2 eps0) pbar m / (4 a^2)), a = sqrt(m); pbar = the batch mean of p_n(0)."""
    a = sqrt(m)
    return xi * (1 + eta * (1 - 2 * eps0) * pbar * m / (4 * a ** 2))


def eqB107_mut_b(xi: Any, eta: Any, eps0: Any, pbar: Any, m: Any, B: Any, **_: Any) -> Any:
    """Mutant: the shape times sqrt(B) (grows along N = B)."""
    return eqB107_shape(xi, eta, eps0, pbar, m, B) * sqrt(B)
