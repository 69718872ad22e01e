"""Bounds of chenli's round-6 uniform conversions (helper chenliH): the printed SHAPES of hidden-constant statements
(issue 31), pure functions of named quantities; the constant is left to the engine's uniform check. Seed:
``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

import math

# ----------------------------------------------------------------------------- Lemma 6.2 (L1386-L1390)


def lemma6_2_prefactor_shape(k: int, m: int, d: int, lam_p: float, eps: float) -> float:
    """Lemma 6.2, L1388: P[event fails] <= O(sqrt(m k d lambda')/eps)^{km} exp(-Omega(r_W/m)), as the shape
    (sqrt(m k d lambda')/eps)^{km}: exp(-Omega(r_W/m)) <= 1 is dropped (a weaker consequence: the printed bound is at
    most K^{km} times this shape, so a divergence of lhs/shape at fixed k, m refutes the printed bound for every K)."""
    return (math.sqrt(m * k * d * lam_p) / eps) ** (k * m)


def lemma6_2_corrected(k: int, m: int, d: int, lam_p: float, eps: float) -> float:
    """Lemma 6.2 corrected: the net over norms in [eps, 2] has max(1, O(sqrt(m k d lambda')/eps))^{km} points, so the
    union bound gives max(1, O(.))^{km} exp(-Omega(r_W/m)); shape max(1, sqrt(m k d lambda')/eps)^{km}."""
    return max(1.0, math.sqrt(m * k * d * lam_p) / eps) ** (k * m)


def lemma6_2_mutant_no_eps(k: int, m: int, d: int, lam_p: float, eps: float) -> float:
    """Planted mutant (wrong along eps -> 0): the prefactor without its 1/eps, (sqrt(m k d lambda'))^{km}."""
    return math.sqrt(m * k * d * lam_p) ** (k * m)


# ----------------------------------------------------------------------------- Lemma 5.12 (L886-L890)


def _l512_a(upsilon: float, d2: int, d3: int, F: float) -> float:
    return upsilon * (d2 + d3) * (1 + math.sqrt(d2 + d3)) * F


def lemma5_12_quantile_shape(upsilon: float, d: int, d2: int, d3: int, F: float, q: float) -> float:
    """Lemma 5.12, L890, read through its upper q-quantile: with s = s' = s'' the threshold is s^2 upsilon (d2 + d3)
    (1 + sqrt(d2 + d3)) ||Theta||_F/d and the bound C (3/s^2); choosing 3C/s^2 = 1 - q gives q-quantile of |x^T Theta
    (y - y')| <~ upsilon (d2 + d3)(1 + sqrt(d2 + d3)) ||Theta||_F/((1 - q) d)."""
    return _l512_a(upsilon, d2, d3, F) / ((1 - q) * d)


def lemma5_12_quantile_shape_corrected(upsilon: float, d: int, d2: int, d3: int, F: float, q: float) -> float:
    """Lemma 5.12 with the proof's threshold (E||Theta_[2,3]^T x||^2 <~ upsilon^2 (d2 + d3)^2 ||Theta||_F^2/d, so 1/sqrt(d)
    where the lemma prints 1/d): q-quantile <~ upsilon (d2 + d3)(1 + sqrt(d2 + d3)) ||Theta||_F/((1 - q) sqrt(d))."""
    return _l512_a(upsilon, d2, d3, F) / ((1 - q) * math.sqrt(d))


def lemma5_12_mutant_sqrt_f(upsilon: float, d: int, d2: int, d3: int, F: float, q: float) -> float:
    """Planted mutant (wrong along the scale ||Theta||_F): the corrected shape with ||Theta||_F^{1/2} for ||Theta||_F."""
    return lemma5_12_quantile_shape_corrected(upsilon, d, d2, d3, math.sqrt(F), q)



# ----------------------------------------------------------------------------- Lemma 5.9 (L708-L712)


def lemma5_9_shape(s: float, upsilon: float, r_theta: float, d: int) -> float:
    """Lemma 5.9, L712: P[|x^T Theta y - t| <= s ||Theta||_F] <~ s^{1/2} + upsilon^3 r_Theta^3/sqrt(d) (the shape)."""
    return math.sqrt(s) + upsilon**3 * r_theta**3 / math.sqrt(d)


def lemma5_9_mutant_no_additive(s: float, upsilon: float, r_theta: float, d: int) -> float:
    """Planted mutant (wrong along s -> 0, where the discrete law's atoms remain): s^{1/2} alone."""
    return math.sqrt(s)


# ----------------------------------------------------------------------------- Lemma 5.16 (L1108-L1114)


def lemma5_16_shape(k: int, d: int, d2: int, srank: float, upsilon: float, F: float) -> float:
    """Lemma 5.16, L1114, without its k^5 (upsilon sqrt(r_Theta)/sqrt(d))^C term (C existential, the term >= 0) and the
    Theta~ polylogs: k^{14/3} (r^{1/4}/d2^{1/4} + 1/r^{1/4} + r^{1/8} sqrt(upsilon)/d^{1/4})^{1/3}, at the r_Theta in
    [1, stable rank] (Assumption 3) that makes it smallest: a shape below delta* for every C, so no counterexample to it
    is one to delta*. (||Theta||_F = F does not enter the shape.)"""
    best = math.inf
    for i in range(201):
        r = srank ** (i / 200)
        inner = r**0.25 / d2**0.25 + r**-0.25 + r**0.125 * math.sqrt(upsilon) / d**0.25
        best = min(best, k ** (14 / 3) * inner ** (1 / 3))
    return best


def lemma5_16_mutant_over_f(k: int, d: int, d2: int, srank: float, upsilon: float, F: float) -> float:
    """Planted mutant (wrong along the scale ||Theta||_F): the shape divided by ||Theta||_F."""
    return lemma5_16_shape(k, d, d2, srank, upsilon, F) / F
