"""Second paths for ``thmcheck.checks.papers.thesis.r17_thesisD2`` (own code, from the paper's definitions).

(D.35) (proof of Lemma D.2.3 (1), L6918): sum_i |c'_i| E_x[|h_i(z)| 1[|x| >= b]] <= ... <= eps/8 sqrt(t^2+1). Nothing
here is imported from the claim's module: p'_1 from Lemma D.2.2's definition (D.29)-(D.30) as an mpmath integral in
b (no substitution, no closed form), the Gaussian tail by mpmath quadrature of |He_1(z)| phi(z) = |z| phi(z), the
scale of phi from Lemma D.2.1's range with C_eps (5.2) and C_s (5.3) written out for phi(z) = lam z.
"""

from __future__ import annotations

import mpmath


def _first_member_phi_linear(lam: mpmath.mpf, t: mpmath.mpf, eps: mpmath.mpf) -> mpmath.mpf:
    """phi(z) = lam z: the i = 1 term alone, |c_1/p'_1| E[|z| 1[|z| >= b]], b = 100 theta_1, theta_1 = 1 +
    sqrt(log(1/eps_1^2 sqrt(t^2+1)/t^0))/10 with eps_1^2 = sqrt(t^2+1) eps^2. p'_1 = t^{-1} int_{|b0| <= t/2} phi(b0)
    phi(b0/t) db0 (Lemma D.2.2 for i = 1: E[He_1(alpha_1) 1[alpha >= -b0/t] 1[|b0| <= t/2]] = x_1 p'_1, Mehler)."""
    eps1sq = mpmath.sqrt(t * t + 1) * eps * eps
    theta = 1 + mpmath.sqrt(mpmath.log(mpmath.sqrt(t * t + 1) / eps1sq)) / 10
    b = 100 * theta
    pp = mpmath.quad(lambda b0: mpmath.npdf(b0) * mpmath.npdf(b0 / t), [-t / 2, 0, t / 2]) / t
    tail = 2 * mpmath.quad(lambda z: z * mpmath.npdf(z), [b, b + 1, b + 10, mpmath.inf])
    return abs(lam / pp) * tail


def test_d35_first_member_exceeds_eps_over_8() -> None:
    """phi(z) = lam z with lam half the end of Lemma D.2.1's range, eps = 1/2, C* = 1, t = 1e-3000 (<= O(1)): the
    first member of (D.35) exceeds its last member eps/8 sqrt(t^2+1) by ~1e288; at t = 1e-2000 it holds."""
    with mpmath.workdps(40):
        eps, cstar = mpmath.mpf(1) / 2, mpmath.mpf(1)
        for lt, fails in ((-3000, True), (-2000, False)):
            t = mpmath.mpf(10) ** lt
            # C_eps(z, t) = C* t + sqrt(log(1/eps)) C* t (5.2, c_1 = 1), C_s(z, t) = C* 2^1.75 t (5.3)
            c_eps = cstar * t * (1 + mpmath.sqrt(mpmath.log(1 / eps)))
            c_s = cstar * mpmath.mpf(2) ** mpmath.mpf(1.75) * t
            lam = mpmath.mpf(1) / 2 / (eps * max(c_eps, c_s) * mpmath.sqrt(t * t + 1))
            for c in (c_eps, c_s):  # Lemma D.2.1's range holds for phi = lam z under both readings of C
                assert eps < 1 / (lam * c * mpmath.sqrt(t * t + 1))
            lhs = _first_member_phi_linear(lam, t, eps)
            rhs = eps / 8 * mpmath.sqrt(t * t + 1)
            assert (lhs > rhs) == fails, (lt, mpmath.nstr(lhs, 8), mpmath.nstr(rhs, 8))
            if fails:
                assert mpmath.log10(lhs / rhs) > 280


def test_l6924_first_member_exceeds_eps_over_8() -> None:
    """L6924 (Lemma D.2.3 (2)): phi(z) = lam z as above, eps = 1/2, C* = 1, t = 1e-3000: |c'_1| |He_1(b)| P(|x| >= b) =
    |lam/p'_1| b erfc(b/sqrt 2) exceeds eps/8 sqrt(t^2+1) by ~1e288; at t = 1e-2000 it holds."""
    with mpmath.workdps(40):
        eps, cstar = mpmath.mpf(1) / 2, mpmath.mpf(1)
        for lt, fails in ((-3000, True), (-2000, False)):
            t = mpmath.mpf(10) ** lt
            c_eps = cstar * t * (1 + mpmath.sqrt(mpmath.log(1 / eps)))
            c_s = cstar * mpmath.mpf(2) ** mpmath.mpf(1.75) * t
            lam = mpmath.mpf(1) / 2 / (eps * max(c_eps, c_s) * mpmath.sqrt(t * t + 1))
            assert all(eps < 1 / (lam * c * mpmath.sqrt(t * t + 1)) for c in (c_eps, c_s))
            b = 100 * (1 + mpmath.sqrt(mpmath.log(1 / (eps * eps))) / 10)
            pp = mpmath.quad(lambda b0, t=t: mpmath.npdf(b0) * mpmath.npdf(b0 / t), [-t / 2, 0, t / 2]) / t
            lhs = abs(lam / pp) * b * mpmath.erfc(b / mpmath.sqrt(2))  # He_1(b) = b, P(|x| >= b) = erfc(b/sqrt 2)
            rhs = eps / 8 * mpmath.sqrt(t * t + 1)
            assert (lhs > rhs) == fails, (lt, mpmath.nstr(lhs, 8), mpmath.nstr(rhs, 8))
            if fails:
                assert mpmath.log10(lhs / rhs) > 280
