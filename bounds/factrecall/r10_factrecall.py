"""Round 10 (factrecall): bound shapes of the proof of Lemma 3 (App. C.2, L827-L879) of Nichani, Lee & Bietti.

Pure functions of plain numbers (no torch). The claims are in ``checks/papers/factrecall/r10_factrecall.py``.
Notation: c2 = c_{p+k}^2 (L790), rho_s = rho_ss', rho_r = rho_rr' (L837-L838), rho_a = rho_aa*(s',r') +
rho_a*(s,r)a*(s',r') (L839), q = deg sigma (Assumption 3), m the width, d the embedding dimension.
"""

from __future__ import annotations

import math


def diag_shape(d: int, b2: float) -> float:
    """L833's remainder O(1/d), carrying sigma's scale B^2 (B = sum_h |a_h| >= max_{[0, 2]} |g|, g(t) =
    E_Z sigma^{(p+k)}(Z sqrt t) = sum_h a_h (t - 1)^h): B^2/d."""
    return b2 / d


def diag_shape_d2(d: int, b2: float) -> float:
    """Mutant: B^2/d^2 (a wrong power of d)."""
    return b2 / d**2


def cross_printed(c2: float, rho_s: float, rho_r: float, rho_a: float) -> float:
    """L828/L843: E[omega_is'r' omega_js'r'] <~ c_{p+k}^2 rho_ss' rho_rr' (rho_aa*' + rho_a*a*') (the shape)."""
    return c2 * rho_s * rho_r * rho_a


def cross_rho_s_squared(c2: float, rho_s: float, rho_r: float, rho_a: float) -> float:
    """Mutant: rho_ss'^2 in place of rho_ss' (a wrong power of d when s' != s)."""
    return c2 * rho_s**2 * rho_r * rho_a


def l866_printed(c2: float, cross: float, ans: float, q: int, m: float, d: int, b2: float) -> float:  # noqa: ARG001
    """L866: Var(gamma_sra) <~ c^2 sum_{(s',r') != (s,r)} rho_ss' rho_rr' (rho + rho) + 2^{4q}/m sum_{s',r'} (rho + rho)."""
    return c2 * cross + 2.0 ** (4 * q) / m * ans


def l866_corrected(c2: float, cross: float, ans: float, q: int, m: float, d: int, b2: float) -> float:
    """L866 with the diagonal's O(1/d) remainder (L833) kept: printed + B^2/d, B = sum_h |a_h| >= max_{[0, 2]} |g|
    (g(t) = E_Z sigma^{(p+k)}(Z sqrt t) = sum_h a_h (t - 1)^h; sigma's scale, so that one constant serves every sigma)."""
    return l866_printed(c2, cross, ans, q, m, d, b2) + b2 / d


def l866_corrected_d2(c2: float, cross: float, ans: float, q: int, m: float, d: int, b2: float) -> float:
    """Mutant of the correction: printed + B^2/d^2 (a wrong power of d)."""
    return l866_printed(c2, cross, ans, q, m, d, b2) + b2 / d**2


def l879_printed(
    S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float
) -> float:
    """L879: Var/E^2 <~ S(4p)^p/d^p + R(4k)^k/d^k + their product + 2^{4q}(C(a) + C(a*))/(m c^2) + 2^{4q}SR/(m d c^2)
    (cc = C(a) + C(a*(s,r)))."""
    a = S * math.exp(p * math.log(4 * p) - p * math.log(d))
    b = R * math.exp(k * math.log(4 * k) - k * math.log(d))
    w = 2.0 ** (4 * q) / (m * c2)
    return a + b + a * b + w * cc + w * S * R / d


def l879_corrected(
    S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float
) -> float:
    """L879 with the diagonal's relative O(1/d) (L833 against L812's mean c 2^{-p-k}) kept: printed +
    B^2 4^{p+k}/(c^2 d) (B as in :func:`l866_corrected`)."""
    return l879_printed(S, R, p, k, d, q, cc, m, c2, b2) + b2 * 4.0 ** (p + k) / (c2 * d)


def l879_corrected_d2(
    S: int, R: int, p: int, k: int, d: int, q: int, cc: float, m: float, c2: float, b2: float
) -> float:
    """Mutant of the correction: the added term over d^2 (a wrong power of d)."""
    return l879_printed(S, R, p, k, d, q, cc, m, c2, b2) + b2 * 4.0 ** (p + k) / (c2 * d**2)
