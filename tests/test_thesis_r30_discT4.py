"""Round 30 (helper discT4): second paths of checks/papers/thesis/r30_discT4.py (own mpmath code, no repository
imports)."""

from __future__ import annotations

import mpmath


def _rho_scaled(u: tuple[float, ...], sigma: float) -> mpmath.mpf:
    """rho(u/sigma, sigma) of (C.6) by direct quadrature at 20 digits: z_i ~ N(u_i/sigma, 1), phi the sigmoid."""
    with mpmath.workdps(20):
        s = mpmath.mpf(sigma)

        def dphi(t: mpmath.mpf) -> mpmath.mpf:
            p = 1 / (1 + mpmath.exp(-t))
            return p * (1 - p)

        def mom(ui: float, f) -> mpmath.mpf:  # E_{g ~ N(0, 1)} f(u_i/sigma + g)
            m = mpmath.mpf(ui) / s
            return mpmath.quad(lambda g: f(m + g) * mpmath.npdf(g), [-12, -4, 0, 4, 12])

        out = []
        for i, ui in enumerate(u):
            a0 = mom(ui, lambda z: dphi(s * z))
            b0 = mom(ui, lambda z: dphi(s * z) ** 2)
            a2 = mom(ui, lambda z: dphi(s * z) * z**2)
            b2 = mom(ui, lambda z: dphi(s * z) ** 2 * z**2)
            tb = b2 - a2**2 / ((mpmath.mpf(ui) / s) ** 2 + 1)
            for j, uj in enumerate(u):
                if j != i:
                    out.append(min(((mpmath.mpf(uj) / s) ** 2 + 1) * (b0 - a0**2), tb))
        return min(out)


def test_c22_limit_positive_own_mpmath() -> None:
    """(C.22): with every u_i != 0 the values settle on a positive limit (relative Cauchy differences ~ sigma^2, the
    limit min_{i != j} min(u_i^2, u_j^2) phi''(u_i)^2); with a zero entry ((C.23)) they fall like sigma^2 instead."""
    def d2(x: float) -> float:
        p = 1 / (1 + mpmath.exp(-x))
        return float(p * (1 - p) * (1 - 2 * p))

    u = (1.0, 2.0)
    r = [_rho_scaled(u, s) for s in (1e-2, 1e-3)]
    limit = min(min(u[i] ** 2, u[j] ** 2) * d2(u[i]) ** 2 for i in range(2) for j in range(2) if i != j)
    assert r[1] > 0 and abs(r[1] / r[0] - 1) < 1e-3, r
    assert abs(float(r[1]) / limit - 1) < 1e-5, (r, limit)
    z = [_rho_scaled((0.0, 1.0), s) for s in (1e-1, 1e-2)]
    assert float(z[0] / z[1]) > 50, z
