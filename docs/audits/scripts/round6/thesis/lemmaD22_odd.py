"""Audit thesis.ch5.display.lemmaD.2.2-odd-identity (seed 003 L6870-L6876; setting L6812; statement L6848-L6854).

LHS = E_{alpha,beta,b0 ~ N(0,1)}[h_i(alpha_1) 1[alpha >= -b0/t] 1[|b0| <= t/(2i)]], alpha_1 = rho alpha +
sqrt(1-rho^2) beta, rho = x_1/t. Computed by direct 2D/3D quadrature (mpmath), no Mehler shortcut, then compared
with the printed RHS E_b0[p_i 1[|b0| <= t/(2i)]] x_1^i/t^i, p_i as printed (sum over even r from 1 to i-1).
h_i = probabilists' Hermite He_i (any normalisation c_i He_i gives the same sign/zero pattern).
"""
import mpmath as mp

mp.mp.dps = 20
import numpy as _np
_x, _w = _np.polynomial.hermite.hermgauss(40)
GH = [(mp.mpf(a), mp.mpf(b)) for a, b in zip(_x, _w)]


def He(n, x):
    return mp.hermite(n, x / mp.sqrt(2)) * mp.power(2, -mp.mpf(n) / 2)  # probabilists'


def dfact(n):
    return mp.mpf(1) if n <= 0 else mp.fac2(n)


def gbinom(a, b):
    return mp.gamma(a + 1) / (mp.gamma(b + 1) * mp.gamma(a - b + 1))


def phi(x):
    return mp.exp(-x * x / 2) / mp.sqrt(2 * mp.pi)


def lhs(i, t, x1):
    rho = mp.mpf(x1) / t
    s = mp.sqrt(1 - rho ** 2)

    def inner(b0):  # E_{alpha,beta}[He_i(alpha_1) 1[alpha >= -b0/t]]
        if s == 0:
            return mp.quad(lambda a: He(i, a) * phi(a), [-b0 / t, mp.inf])
        # E_beta[He_i(rho a + s beta)] by Gauss-Hermite (exact for polynomials of degree <= 2*40-1)
        return mp.quad(lambda a: phi(a) * sum(w * He(i, rho * a + s * xn * mp.sqrt(2)) for xn, w in GH) / mp.sqrt(mp.pi),
                       [-b0 / t, mp.inf])
    L = mp.mpf(t) / (2 * i)
    return mp.quad(lambda b0: phi(b0) * inner(b0), [-L, 0, L])


def p_printed(i, t, b0, r_from=1):
    tot = mp.mpf(0)
    for r in range(r_from, i):
        if r % 2 == 0:
            tot += (-1) ** ((i - 1 - r) // 2) / dfact(r) * gbinom(mp.mpf(i) / 2 - 1, mp.mpf(r - 1) / 2) * (-b0 / t) ** r
    return dfact(i - 1) * mp.exp(-b0 ** 2 / (2 * t ** 2)) / mp.sqrt(2 * mp.pi) * tot


def rhs(i, t, x1, r_from=1):
    L = mp.mpf(t) / (2 * i)
    return mp.quad(lambda b0: phi(b0) * p_printed(i, t, b0, r_from), [-L, L]) * (mp.mpf(x1) / t) ** i


def main() -> None:
    for i, t, x1 in [(1, 1, 1), (3, 1, 1)]:
        l = lhs(i, mp.mpf(t), x1)
        r = rhs(i, mp.mpf(t), x1)
        r0 = rhs(i, mp.mpf(t), x1, r_from=0)
        print(f"i={i} t={t} x1={x1}: LHS {mp.nstr(l, 8)}  printed RHS {mp.nstr(r, 8)}  RHS with r=0 term {mp.nstr(r0, 8)}")
    # identity check: printed coefficients with r = 0 reproduce He_{i-1}(c) (odd i)
    for i in [3, 5, 7, 9]:
        c = mp.mpf("0.37")
        tot = sum((-1) ** ((i - 1 - r) // 2) / dfact(r) * gbinom(mp.mpf(i) / 2 - 1, mp.mpf(r - 1) / 2) * c ** r
                  for r in range(0, i, 2)) * dfact(i - 1)
        print(f"i={i}: (i-1)!! sum_(r=0,even) ... at c=0.37: {mp.nstr(tot, 12)}  He_(i-1)(0.37) = {mp.nstr(He(i - 1, c), 12)}")


if __name__ == "__main__":
    main()


def interior_scipy(i: int, t: float, x1: float) -> float:
    """Interior point rho < 1: triple integral by scipy (float64), independent of Mehler."""
    import numpy as np
    from scipy import integrate
    from numpy.polynomial.hermite_e import hermeval
    rho = x1 / t; s = np.sqrt(1 - rho ** 2)
    ci = [0] * i + [1]
    ph = lambda x: np.exp(-x * x / 2) / np.sqrt(2 * np.pi)
    f = lambda beta_, a, b0: hermeval(rho * a + s * beta_, ci) * ph(beta_) * ph(a) * ph(b0)
    L = t / (2 * i)
    val, _ = integrate.tplquad(f, -L, L, lambda b0: -b0 / t, lambda b0: 12.0, lambda b0, a: -12.0, lambda b0, a: 12.0)
    return val


if __name__ == "__main__":
    for i, t, x1 in [(1, 2.0, 1.5), (3, 2.0, 1.0)]:
        print(f"interior i={i} t={t} x1={x1}: LHS (scipy) {interior_scipy(i, t, x1):.8f}; printed RHS",
              mp.nstr(rhs(i, mp.mpf(t), x1), 8), "; with r=0", mp.nstr(rhs(i, mp.mpf(t), x1, r_from=0), 8))
