"""Independent checks for ``checks/papers/thesis/r19_thesisD2.py`` and the round-19 re-decision of
thesis.ch5.lemmaD.2.12-D.88 (r12): the printed displays rebuilt in mpmath, sharing no code with the claims' measures or
bounds."""

from __future__ import annotations

import mpmath as mp


def _cs(coeffs: list, R: mp.mpf, cstar: mp.mpf) -> mp.mpf:
    """C_s(f, R) of (5.3) (L1357): C^* sum_i (i + 1)^{1.75} R^i |c_i| for a polynomial f with Taylor coefficients c."""
    return cstar * mp.fsum((i + 1) ** mp.mpf("1.75") * R**i * abs(c) for i, c in enumerate(coeffs))


def test_d66_from_d57_ratio_is_one_over_eps() -> None:
    """(D.57) (L7141) as printed: error p2^2 C_s(Phi, p2 C_s(phi, ||A||)) C_s(phi, ||A||) sqrt(||A||^2 + 1), no eps;
    (D.66) (L7199-L7205): the same times eps. With phi(z) = z, Phi(z) = z + z^2/2, p2 = 2, ||A||_inf = 3, C^* = 1,
    K = p1 = ||q||_1 = 1 and eps = u eps_sup, eps_sup = 1/(K ||q||_1 p1 p2^2 C_s(Phi, .) C_s(phi, .) sqrt(||A||^2 + 1))
    (L6946): the ratio of the two error terms is 1/eps, unbounded as u -> 0 (1e12 times u = 1e-12 over u = 1)."""
    mp.mp.dps = 40
    p2, A, one = 2, mp.mpf(3), mp.mpf(1)
    cs_phi = _cs([0, 1], A, one)  # phi(z) = z: C_s = 2^{1.75} ||A||
    cs_Phi = _cs([0, 1, mp.mpf(1) / 2], p2 * cs_phi, one)
    err57 = p2**2 * cs_Phi * cs_phi * mp.sqrt(A**2 + 1)
    eps_sup = 1 / err57  # K ||q||_1 p1 = 1
    ratios = []
    for u in (mp.mpf("0.5"), mp.mpf("1e-6"), mp.mpf("1e-12")):
        eps = u * eps_sup
        err66 = p2**2 * cs_Phi * cs_phi * (mp.sqrt(A**2 + 1) * eps)
        ratios.append(err57 / err66)
        assert abs(ratios[-1] * eps - 1) < mp.mpf("1e-30")
    assert ratios[-1] / ratios[0] > mp.mpf("4e11") and ratios[-1] > 1e12


def _d88_over_shape(lm: mp.mpf, A: mp.mpf, e: mp.mpf) -> mp.mpf:
    """(D.88)'s first line at Table D.2's choices (L6766-L6780), m1 = m2 = m = e^{lm}, over m2 ||A||^2 (eps/C0)."""
    m = mp.e**lm
    sigma_v = m ** (-(mp.mpf(1) / 2 + mp.mpf("0.01")))
    tau_w = m ** (-(mp.mpf(3) / 4 - mp.mpf("0.01")))
    tau_v = m ** (mp.mpf(1) / 2 - mp.mpf("0.001")) / mp.sqrt(m)
    q = m ** (mp.mpf(1) / 4)
    first = m ** (mp.mpf(3) / 2) * sigma_v * (A**2 + A**2 * tau_w * q)
    second = m * A ** (mp.mpf(2) / 3) * (A * tau_v + A * tau_w * q * (1 + tau_v)) ** (mp.mpf(2) / 3)
    return (first + second) / (m * A**2 * e)


def test_d88_inside_the_width_of_5_17_the_ratio_stays_bounded() -> None:
    """thesis.ch5.lemmaD.2.12-D.88 re-decided: with m = 2 (C0/eps)^{1500} ((5.17) at degree 1500) the ratio to m ||A||^2
    (eps/C0) stays below 2 from eps/C0 = 0.99 (m ~ 7e6) down to 1e-300 (m ~ 10^{450000}), and at ||A||_inf = 1e4;
    untied (m = 1e6 fixed) it grows like C0/eps (the former conditional)."""
    mp.mp.dps = 50
    for e in (mp.mpf("0.99"), mp.mpf("0.65"), mp.mpf("1e-2"), mp.mpf("1e-50"), mp.mpf("1e-300")):
        lm = mp.log(2) + 1500 * mp.log(1 / e)
        for A in (mp.mpf(1), mp.mpf(10) ** 4):
            r = _d88_over_shape(lm, A, e)
            assert 0 < r < 2, (e, A, r)
    fixed = [_d88_over_shape(mp.log(mp.mpf(10) ** 6), mp.mpf(1), e) for e in (mp.mpf("1e-2"), mp.mpf("1e-10"))]
    assert fixed[1] / fixed[0] > mp.mpf("0.99e8")
