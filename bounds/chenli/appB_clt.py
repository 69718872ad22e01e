"""Bounds of chenli (Chen & Li, "Provably learning a multi-head attention layer") Appendix B (Integro-local
CLT): Theorem B.1, Corollary B.3, the density before Lemma B.2, Theorem B.4, Fact B.5.

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Each function is a printed bound, a pure function of named
quantities (no torch); the pairing with measurements and instance strategies is in
``checks/papers/chenli/appB_clt.py``.
"""

from __future__ import annotations

from thmcheck.bounds.chenli._common import _is_mp


def factB_5_det(kappa: float, m: int, prod_norm_sq: float) -> float:
    """Fact B.5, L3816-L3822 (determinant part). Kind: deterministic, explicit. If kappa <= 1/m and the
    pairwise coherences |<v_i,v_j>|/(|v_i||v_j|) <= kappa then det(V V^T) >= (1 - kappa m)^m prod_i |v_i|^2."""
    return (1 - kappa * m) ** m * prod_norm_sq


def lemmaB_2_density(x: float) -> float:
    """The density formula printed before Lemma B.2, L3718, as printed. Kind: deterministic identity.
    (1/2pi) int max(0, 1-|l|) e^{-i l x} dl = (1 - |cos x|)/(pi x^2)."""
    import math

    import mpmath

    if _is_mp(x):
        return (1 - abs(mpmath.cos(x))) / (mpmath.pi * x * x)
    return (1 - abs(math.cos(x))) / (math.pi * x * x)


def lemmaB_2_density_corrected(x: float) -> float:
    """The Fejer density (1 - cos x)/(pi x^2), the actual inverse Fourier transform of max(0, 1-|l|)."""
    import math

    import mpmath

    if _is_mp(x):
        return (1 - mpmath.cos(x)) / (mpmath.pi * x * x)
    return (1 - math.cos(x)) / (math.pi * x * x)


def lemmaB_2_shape(eta: float) -> float:
    """Lemma B.2, L3720, as printed. Kind: hidden constant, checked uniformly.

    Statement: for any eta > 0 and j in [d], P[|zeta_j| > 1/eta] <~ eta. Returns the printed shape eta (the
    constant is left to the uniform check)."""
    return eta


def corB_3_upper(eta: float, m: int) -> float:
    """Corollary B.3, L3724-L3726, the right inequality as printed, rearranged: P[S in R] - P[S~ in R-bar] <= eta
    (S~ = S + delta zeta, R-bar = R widened by delta/eta in every coordinate). Returns eta."""
    return eta


def corB_3_upper_corrected(eta: float, m: int) -> float:
    """A union bound over the m coordinates with the Fejer tail P[|zeta_j| > 1/eta] <= 4 eta/pi (density <= 2/(pi
    x^2)): P[S in R] - P[S~ in R-bar] <= P[some |zeta_j| > 1/eta] <= 4 m eta/pi."""
    return 4 * m * eta / 3.141592653589793


def thmB_4_lower_shape(Delta: float, s: float, a: float) -> float:
    """Theorem B.4 (L3790-L3794), lower bound, as printed, for m = 1 (V = v^T, ||v|| = s): 0.9 Delta (2 pi s^2)^{-1/2}
    exp(-a^2/(2 s^2)). Kind: hidden constant ('>~'), checked uniformly."""
    from thmcheck.bounds.num import exp, sqrt

    return 0.9 * Delta / sqrt(2 * 3.141592653589793 * s * s) * exp(-(a * a) / (2 * s * s))
