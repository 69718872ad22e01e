"""Second paths for the round-8 App. C-D claims of the thesis (``checks/papers/thesis/r8_thesisCD.py``) and for the
two potentials settled this round: each computes its quantities by a method that shares no code with the claim's
measurement or bound (mpmath quadrature, exact rationals, closed forms)."""

from __future__ import annotations

import mpmath


def _rho_coord_terms(u: float, sigma: float) -> tuple[mpmath.mpf, mpmath.mpf]:
    """beta_0 - alpha_0^2 and beta_2 - alpha_2^2/(u^2 + 1) of Definition C.2.2 (L5151) at 50 digits by mpmath
    quadrature of the raw moments (the cancellation is absorbed by the precision)."""
    with mpmath.workdps(50):
        s = mpmath.mpf(sigma)

        def dphi(z: mpmath.mpf) -> mpmath.mpf:
            e = mpmath.exp(-s * z)
            return e / (1 + e) ** 2

        def mom(f, q: int) -> mpmath.mpf:  # noqa: ANN001
            return mpmath.quad(lambda z: f(z) * z**q * mpmath.npdf(z, u, 1), [-mpmath.inf, u, mpmath.inf])

        a0, b0 = mom(dphi, 0), mom(lambda z: dphi(z) ** 2, 0)
        a2, b2 = mom(dphi, 2), mom(lambda z: dphi(z) ** 2, 2)
        return b0 - a0**2, b2 - a2**2 / (u * u + 1)


def test_prop_c4_lower_rho_mpmath() -> None:
    """Property 4 (1)'s lower half (L5345-L5400), settled with atol = 0: rho(u, sigma) of (C.6) at u = (0, 1) and
    sigma = 1e-2, 1e-3 by 50-digit quadrature is strictly positive and sigma^4/rho stays at the same constant (no
    decay toward 0 as sigma -> 0): the float64 variance form's sign is right and its values ~ sigma^4/128 are
    not rounding noise."""
    ratios = []
    for sigma in (1e-2, 1e-3):
        g0 = [_rho_coord_terms(x, sigma) for x in (0.0, 1.0)]
        vals = [g0[0][1], g0[1][1], (1 + 1.0) * g0[0][0], (1 + 0.0) * g0[1][0]]
        rho = min(vals)
        assert rho > 0
        ratios.append(float(mpmath.mpf(sigma) ** 4 / rho))
    assert all(20.0 < r < 200.0 for r in ratios)
    assert abs(ratios[0] / ratios[1] - 1) < 0.01
