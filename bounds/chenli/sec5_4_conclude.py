"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Section 5.4 (Concluding the
argument): Lemmas 5.15, 5.16 (restricted bilinear test vectors, exact enumeration), 5.17, 5.18.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/sec5_4_conclude.py``.

Chen & Li, Lemma 5.15 (Section 5.4, L1056-L1066): stability of E[softmax(X Theta X^T)] under slice conditioning.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. delta*_c carries hidden Theta~ constants, so the check
compares
scaling exponents: the fitted exponent (in d) of the measured ||E Delta(X, X')||_max along a sweep must not exceed the
exponent of delta*_c along the same sweep (a ratio measured/delta*_c that stays bounded). The pairing with the
measurement and the instance strategy is in ``checks/papers/chenli/sec5_4_conclude.py``.
"""

from __future__ import annotations

from collections.abc import Sequence

from thmcheck.bounds.num import log, sqrt


def lemma5_16_exponent() -> float:
    """Lemma 5.16, L1108-L1190. Kind: rate, hidden constants (Theta~, C). v, w in {0,1}^d equal or disjoint, d2 =
    max(|v|, |w|), d3 = min (0 if v = w): |v^T(E[X^T J softmax(X Theta X^T) X] - k I) w|/sqrt(d2 d3) <= delta*,
    delta* = Theta~(k^{14/3}(r^{1/4}/d2^{1/4} + 1/r^{1/4} + r^{1/8} sqrt(upsilon)/d^{1/4})^{1/3} + k^5(upsilon
    sqrt(r)/sqrt(d))^C) (normalisation 1/d2 for v = w: the printed sqrt(d2 * 0) is a typo). For dense test vectors
    (d2 >= d/2) and r_Theta ~ sqrt(d), delta* -> 0 as d grows; the weakest consequence checked: the fitted exponent
    in d of the max over such (v, w) of the normalised deviation must not exceed 0."""
    return 0.0


def delta_star(d: float, d2: float, d3: float, r: float, c: float, k: float, v: float, ind: float = 1.0) -> float:
    """delta*_c of Lemma 5.15 (L1062) with every hidden Theta~ constant and log factor set to 1.

    Kind: rate (hidden constants). ``v`` is the incoherence upsilon of Assumption 4, ``r`` is r_Theta (Assumption 3),
    ``ind`` the printed indicator 1[|nu|, |nu'| <= c/sqrt(d3)]. As printed:
    k^{8/3}(sqrt(c) r^{1/4}/d2^{1/4} + c^2/r^{1/4} + [r^{1/8} v d3^{3/2}/sqrt(d) + r^{1/8} sqrt(c v d3)/d^{1/4}] 1)^{1/3}
    + 1 k^{7/3} min(d2^{1/12} r^{1/24} c^{1/3}/d^{1/4}, r^{5/24}/(c^{1/6} d^{1/4}), r^{1/12} sqrt(c)/(v^{1/3} sqrt(d3)
    d^{1/12}), r^{1/12} c^{1/3}/(v^{1/6} d3^{1/6} d^{1/6})) + k^3 (c^2 v sqrt(r)/sqrt(d))^c (the last exponent is
    printed as c; the proof's delta has an absolute constant C there: the term is negligible on the sweeps used).
    """
    inner = (sqrt(c) * r ** 0.25 / d2 ** 0.25 + c**2 / r ** 0.25
             + ind * (r ** 0.125 * v * d3 ** 1.5 / sqrt(d) + r ** 0.125 * sqrt(c * v * d3) / d ** 0.25))
    t1 = k ** (8 / 3) * inner ** (1 / 3)
    mins = [d2 ** (1 / 12) * r ** (1 / 24) * c ** (1 / 3) / d ** 0.25, r ** (5 / 24) / (c ** (1 / 6) * d ** 0.25)]
    if d3 > 0:
        mins += [r ** (1 / 12) * sqrt(c) / (v ** (1 / 3) * sqrt(d3) * d ** (1 / 12)),
                 r ** (1 / 12) * c ** (1 / 3) / (v ** (1 / 6) * d3 ** (1 / 6) * d ** (1 / 6))]
    t2 = ind * k ** (7 / 3) * min(mins)
    t3 = k**3 * (c**2 * v * sqrt(r) / sqrt(d)) ** c
    return t1 + t2 + t3


def _slope(xs: Sequence[float], ys: Sequence[float]) -> float:
    """Least-squares slope of log ys against log xs (the exponent a sweep of ys shows in xs)."""
    lx = [log(x) for x in xs]
    ly = [log(y) for y in ys]
    n = len(lx)
    mx = sum(lx) / n
    my = sum(ly) / n
    return sum((a - mx) * (b - my) for a, b in zip(lx, ly)) / sum((a - mx) ** 2 for a in lx)


def lemma5_15_exponent(ds: Sequence[float], d2s: Sequence[float], d3s: Sequence[float], rs: Sequence[float],
                       c: float, k: float, vs: Sequence[float], ind: float) -> float:
    """Lemma 5.15, L1056-L1066. Kind: rate, hidden Theta~ constants.

    Statement: 1 <= c <= sqrt(min(r_Theta, d2, d3))/2, mu_i, mu'_i in [-c/sqrt(d2), c/sqrt(d2)], rows X_i ~
    pi^s_{mu_i,nu_i}, X'_i ~ pi^s_{mu'_i,nu'_i}, and |nu|, |nu'| <= c/sqrt(d3) or d3 <= min(d/(8 v^2), sqrt(d) r/(8 c
    v)): ||E softmax(X Theta X^T) - E softmax(X' Theta X'^T)||_max <= delta*_c. Along a sweep (d, d2, d3, r_Theta,
    upsilon) at fixed c, k the measured max-entry difference can grow at most like delta*_c: its fitted exponent in d
    is at most this one, the least-squares exponent of delta*_c (:func:`delta_star`) over the same sweep."""
    return _slope(ds, [delta_star(d, d2, d3, r, c, k, v, ind) for d, d2, d3, r, v in zip(ds, d2s, d3s, rs, vs)])


def _asymptotic_exponent(rho: float, beta2: float, beta3: float, c: float, ind: float, cube_root: bool = True,
                         keep_c2_term: bool = True) -> float:
    """Exponent in d of delta*_c (:func:`delta_star`) as d -> infinity along the power-law sweep d2 ~ d^beta2,
    d3 ~ d^beta3, r_Theta ~ d^rho with c, k, upsilon fixed: each printed monomial has an exponent, a sum (and the
    cube root) keeps the largest, the min of T2 the smallest. ``cube_root``/``keep_c2_term`` = False give the
    planted wrong versions (the 1/3 power dropped, the c^2/r^{1/4} term dropped)."""
    inner = [(rho - beta2) / 4]
    if keep_c2_term:
        inner.append(-rho / 4)
    if ind:
        inner += [rho / 8 + 1.5 * beta3 - 0.5, rho / 8 + beta3 / 2 - 0.25]
    e1 = max(inner) / (3 if cube_root else 1)
    exps = [e1, c * (rho - 1) / 2]
    if ind:
        exps.append(min(beta2 / 12 + rho / 24 - 0.25, 5 * rho / 24 - 0.25, rho / 12 - beta3 / 2 - 1 / 12,
                        rho / 12 - beta3 / 6 - 1 / 6))
    return max(exps)


def lemma5_15_sweep_exponent(rho: float, beta2: float, beta3: float, c: float, ind: float) -> float:
    """Lemma 5.15, L1056-L1066. Kind: rate, hidden Theta~ constants.

    Statement: 1 <= c <= sqrt(min(r_Theta, d2, d3))/2, mu_i, mu'_i in [-c/sqrt(d2), c/sqrt(d2)], rows X_i ~
    pi^s_{mu_i,nu_i}, X'_i ~ pi^s_{mu'_i,nu'_i}, and |nu|, |nu'| <= c/sqrt(d3) or d3 <= min(d/(8 v^2), sqrt(d) r/(8 c
    v)): ||E softmax(X Theta X^T) - E softmax(X' Theta X'^T)||_max <= delta*_c. With the hidden constants the
    checkable consequence is a bounded ratio measured/delta*_c along any sweep: along d2 ~ d^beta2, d3 ~ d^beta3,
    r_Theta ~ d^rho (c, k, upsilon fixed) the measured max-entry difference grows at most like d^e, e this asymptotic
    exponent of delta*_c. (The exponent of the finite-d delta*_c is steeper in its transient, where lower-order terms
    still decay: comparing with it would flag bounded ratios.)"""
    return _asymptotic_exponent(rho, beta2, beta3, c, ind)


def lemma5_18_shape(k: int, upsilon: float, r: float, d: int, d2: int, d3: int, F: float) -> float:
    """Lemma 5.18 (L1224-L1232) with delta** of Eq. (56) (L1218-L1222), as printed. Kind: hidden constant (the
    Theta(.) of (56)), checked uniformly.

    Statement: for d2, d3 <~ r_Theta^2 and v, w in {0,1}^d equal or disjoint (d2 = max(|v|, |w|), d3 = min(|v|, |w|)
    for disjoint, 0 for v = w): |v^T(E[X^T J softmax(X Theta X^T) X] - k Id) w|/sqrt(d2 d3) <= delta** k^2 with
    delta** = Theta(k^{8/3} upsilon^{1/3} sqrt(d2 + d3)/d^{1/6} + k^2/sqrt(r_Theta) + k^3 upsilon^3 r_Theta^3/sqrt d).
    Returns the shape delta** k^2 (the constant is left to the uniform check); ``F`` = ||Theta||_F is not part of
    the shape."""
    dss = (k ** (8 / 3) * upsilon ** (1 / 3) * sqrt(d2 + d3) / d ** (1 / 6) + k**2 / sqrt(r)
           + k**3 * upsilon**3 * r**3 / sqrt(d))
    return dss * k**2


def lemma5_17_shape(k: int, upsilon: float, d2: int, d3: int, d: int, r: float, F: float) -> float:
    """Lemma 5.17, Eq. (56) (L1192-L1196), as printed. Kind: hidden constants (Theta(.)), checked uniformly.
    delta** = k^{8/3} upsilon^{1/3} sqrt(d2 + d3)/d^{1/6} + k^2/sqrt(r_Theta) + k^3 upsilon^3 r_Theta^3/sqrt(d).
    ``F`` = ||Theta||_F is not part of the shape (it is a quantity so that a shape in it can be written)."""
    return (k ** (8 / 3) * upsilon ** (1 / 3) * sqrt(d2 + d3) / d ** (1 / 6) + k**2 / sqrt(r)
            + k**3 * upsilon**3 * r**3 / sqrt(d))
