"""Second paths for round 17 (helper thesisC2) on thesis App. C, sharing no code with the claims' measurements."""

from __future__ import annotations

import math


def test_c192_rare_heavy_group_hessian_mgf() -> None:
    """(C.192) L6181's end at d = 2, K = 1, W = W* = e_1, v = e_2: the Hessian of the cross-entropy (4.3) with H =
    sigmoid(w^T x) is sigmoid'(w^T x) x x^T (checked by central differences of the loss), so G = sigmoid'(x_1) x_2^2 -
    E[.]. Groups N(0, I_2) (1 - eps) and N(0, diag(1, 1/eps)) (eps): S = 2 - eps. theta = eps (inside 27/(4e) S and
    27/(8e S)). E[exp(theta G)] - 1 = E[expm1(theta G)] by nested scipy quad over (x_1, x_2) in each group; the ratio
    to |e theta|^2 S^2 grows like 1/eps."""
    from scipy.integrate import quad
    from scipy.stats import norm

    def sig(a: float) -> float:
        return 1.0 / (1.0 + math.exp(-a))

    def loss(w1: float, x1: float, y: int) -> float:
        h = sig(w1 * x1)
        return -y * math.log(h) - (1 - y) * math.log(1 - h)

    for x1 in (-1.3, 0.2, 2.0):  # d^2 loss / d w_1^2 = sigmoid'(w_1 x_1) x_1^2 at w_1 = 1, both labels
        for y in (0, 1):
            h = 1e-4
            d2 = (loss(1 + h, x1, y) - 2 * loss(1.0, x1, y) + loss(1 - h, x1, y)) / h**2
            assert abs(d2 - sig(x1) * (1 - sig(x1)) * x1 * x1) < 1e-5

    def dphi(x: float) -> float:
        return sig(x) * (1 - sig(x))

    Ed = quad(lambda x: dphi(x) * norm.pdf(x), -40, 40)[0]
    def inner(x1: float, s: float, theta: float, m: float) -> float:
        def g(x2: float) -> float:  # expm1(theta G) times the density, the exponent in logs (no overflow)
            lp = norm.logpdf(x2, scale=s)
            return math.exp(theta * (dphi(x1) * x2 * x2 - m) + lp) - math.exp(lp)
        return quad(g, -30 * s, 30 * s, points=(0.0,), limit=100, epsrel=1e-9)[0] * norm.pdf(x1)

    ratios = []
    for eps in (1e-1, 1e-2, 1e-3):
        groups = ((1 - eps, 1.0), (eps, 1.0 / math.sqrt(eps)))
        m = Ed * sum(lam * s * s for lam, s in groups)
        theta = eps
        S = sum(lam * max(1.0, s) ** 2 for lam, s in groups)
        assert theta <= 27 / (8 * math.e * S) <= 27 / (4 * math.e) * S

        val = sum(lam * quad(inner, -12, 12, args=(s, theta, m), limit=100, epsrel=1e-8)[0] for lam, s in groups)
        ratios.append(val / ((math.e * theta) ** 2 * S * S))
    assert ratios[1] > 5 * ratios[0] and ratios[2] > 5 * ratios[1] and ratios[2] > 1.0, ratios
