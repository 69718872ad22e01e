"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Appendix C
(Non-arithmeticity): Lemma C.1, Fact C.2, Lemma C.3, and C.2 (relating Assumption 7 to the characteristic
function).

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/appC_nonarith.py``.
"""

from __future__ import annotations

from thmcheck.bounds.chenli._common import _is_mp


def _cos(x: object) -> object:
    import math

    import mpmath

    return mpmath.cos(x) if _is_mp(x) else math.cos(x)


def appC_2(lam: tuple, A: tuple) -> float:
    """Appendix C.2, L3856-L3865, as printed. Kind: deterministic identity.
    E_y exp(i <lam, V y>) = prod_{i<=m} prod_{j in T} cos(lam_i <x,(Theta_i)_{:,j}>), A[i][j] = <x,(Theta_i)_{:,j}>."""
    out = 1
    for li, row in zip(lam, A, strict=True):
        for a in row:
            out = out * _cos(li * a)
    return out


def appC_2_corrected(lam: tuple, A: tuple) -> float:
    """The characteristic function as it is: <lam, V y> = sum_j y_j (sum_i lam_i A_ij), so
    E_y exp(i <lam, V y>) = prod_{j in T} cos(sum_i lam_i A_ij)."""
    out = 1
    for j in range(len(A[0])):
        s = 0
        for li, row in zip(lam, A, strict=True):
            s = s + li * row[j]
        out = out * _cos(s)
    return out


def lemmaC_1_exponent() -> float:
    """Lemma C.1, L3830-L3834. Kind: probabilistic, hidden constants. x in {+-1}^d, v = v' + (sigma/sqrt d) gamma,
    c sigma = Omega(1/sqrt d): P[|cos(c<x,v>) - 1| >= Omega(1/sqrt d)] >~ Omega(1). For fixed hidden constants
    (c sigma = C0/sqrt d, threshold c1/sqrt d) the probability must stay bounded away from 0 as d grows: the
    fitted exponent of -log P in d must be <= 0."""
    return 0.0


def lemmaC_1_exponent_corrected() -> float:
    """Lemma C.1 corrected (what the printed event does): P = exp(-Theta(sqrt d)), so the fitted exponent of -log P
    in d is at most 1/2 (the lemma's use needs the threshold Omega(1/d) instead of Omega(1/sqrt d))."""
    return 0.5


def lemmaC_3_exponent() -> float:
    """Lemma C.3, L3840-L3852. Kind: probabilistic, hidden constants. Smoothed Theta_i (entries Theta'_i + N(0,
    sigma^2/d), columns of Theta'_i of norm <= alpha), r sigma >= Omega(sqrt(m/d)): w.h.p., for all T with |T| >=
    (1 - o(1))d, sup_{r <= ||lambda|| <= R} prod_i prod_{j in T} |cos(lambda_i <x, (Theta_i)_{:,j}>)| <=
    e^{-Theta(sqrt d)}. Checked consequence: -log of the sup grows at least like sqrt(d), so for any one admissible
    lambda (a lower bound of the sup) the fitted exponent in d of -log prod is >= 1/2."""
    return 0.5


def factC_2_shape(d: float, C0: float, c1: float) -> float:
    """Fact C.2, L3836. Kind: probabilistic, hidden constants. For mu in [0, 2 pi) and tau = Omega(1/sqrt d):
    P_{zeta ~ N(mu, tau^2)}[dist(zeta, 2 pi Z) >= Omega(1/sqrt d)] >= Omega(1). In log form, checked uniformly:
    -log P <~ 1 (the shape is 1; d, C0, c1 are not part of it)."""
    return 1.0


def appC2_assumption7_use(lam: tuple, A: tuple) -> float:
    """Appendix C.2, L3864-L3866 with L1851: '(163) is satisfied provided Assumption 7', i.e. the modulus of the
    characteristic function of V y is at most Assumption 7's product, as printed:
    |E_y exp(i <lam, V y>)| <= prod_{i<=m} prod_{j in T} |cos(lam_i <x,(Theta_i)_{:,j}>)|, A[i][j] = <x,(Theta_i)_{:,j}>."""
    out = 1
    for li, row in zip(lam, A, strict=True):
        for a in row:
            out = out * abs(_cos(li * a))
    return out


def appC2_assumption7_use_corrected(lam: tuple, A: tuple) -> float:
    """The modulus of the characteristic function itself, |prod_{j in T} cos(sum_i lam_i A_ij)| (what a restated
    Assumption 7 on the combined form bounds)."""
    return abs(appC_2_corrected(lam, A))


def lemmaC_1_shape(d: float, C0: float, c1: float) -> float:
    """Lemma C.1 (L3830-L3834) in log form: P >~ Omega(1) <=> -log P <= a constant: the shape is 1 (d, C0, c1 are
    not part of it). Kind: hidden constants, checked uniformly."""
    return 1.0


def lemmaC_1_shape_corrected(d: float, C0: float, c1: float) -> float:
    """What the printed event does: P = exp(-Theta(sqrt d)) at the smallest admitted scale: -log P <~ sqrt(d)
    (c1/C0^2 is bounded on the drawn ranges)."""
    from thmcheck.bounds.num import sqrt

    return sqrt(d) * c1 / (C0 * C0) + 1


def lemmaC_3_shape(d: float, m: float, C0: float) -> float:
    """Lemma C.3, L3840-L3852, as a uniform shape (round 4): prod <= e^{-Theta(sqrt d)} is '-log prod >= c sqrt(d)'
    for one c > 0 (checked for one admissible lambda, a lower bound of the sup; ``m``, ``C0`` for the mutants)."""
    return d**0.5
