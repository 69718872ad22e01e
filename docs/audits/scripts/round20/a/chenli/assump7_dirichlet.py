"""Auditor A, round 20: chenli (seed 000) Assumption 7 (L463-L467) and its 'generic property' remark.

Assumption 7: w.p. >= 1 - exp(-d^Theta(1)) over x in {+-1}^d, for all T of size (1 - o(1))d,
   prod_{i<=m} prod_{j in T} |cos(lambda_i <x, (Theta_i)_{:,j}>)| <= exp(-Omega(sqrt d))
   for all lambda in R^m with sqrt(m) <= ||lambda|| <= exp(d^{O(1)}).
(1) Dirichlet (pigeonhole): for any N = md reals alpha_ij = <x, (Theta_i)_{:,j}>/(2 pi) and integer Q >= 1 there is
    1 <= q <= Q^N with dist(q alpha_ij, Z) <= 1/Q for all i, j. With lambda = q (1, ..., 1): ||lambda|| = q sqrt(m) >= sqrt(m)
    and every factor |cos(2 pi q alpha_ij)| >= cos(2 pi/Q); the product over ANY T is >= cos(2 pi/Q)^{md}.
    Q = ceil(2 pi sqrt(md)) gives >= exp(-1.0...) ; log ||lambda|| <= md log Q + log sqrt(m).
(2) Concrete q found by my own LLL (mpmath, 120 digits) on the simultaneous-approximation lattice, m = 1,
    Theta ~ N(0, 1/d) entries, x uniform; report log q, the product over T = [d], and compare log ||lambda|| with d^C.
"""
import math
import numpy as np
import mpmath as mp

mp.mp.dps = 120


def lll(B, delta=mp.mpf('0.75')):
    """textbook LLL on rows of B (list of lists of mpf)."""
    B = [list(r) for r in B]
    n = len(B)

    def dot(u, v):
        return mp.fsum(a * b for a, b in zip(u, v))

    def gs(B):
        Bs, mu = [], [[mp.mpf(0)] * n for _ in range(n)]
        for i in range(n):
            v = list(B[i])
            for j in range(i):
                mu[i][j] = dot(B[i], Bs[j]) / dot(Bs[j], Bs[j])
                v = [a - mu[i][j] * b for a, b in zip(v, Bs[j])]
            Bs.append(v)
        return Bs, mu
    Bs, mu = gs(B)
    k = 1
    it = 0
    while k < n and it < 20000:
        it += 1
        for j in range(k - 1, -1, -1):
            qq = mp.nint(mu[k][j])
            if qq != 0:
                B[k] = [a - qq * b for a, b in zip(B[k], B[j])]
                Bs, mu = gs(B)
        if dot(Bs[k], Bs[k]) >= (delta - mu[k][k - 1] ** 2) * dot(Bs[k - 1], Bs[k - 1]):
            k += 1
        else:
            B[k], B[k - 1] = B[k - 1], B[k]
            Bs, mu = gs(B)
            k = max(k - 1, 1)
    return B


def sim_approx(alpha, eps):
    """lattice rows: (eps, alpha_1..alpha_N), (0, .., 1, .., 0); a vector q*row0 - sum p_k row_k = (q eps, q alpha - p).
    Returns the q's of the reduced basis vectors."""
    N = len(alpha)
    B = [[mp.mpf(eps)] + [mp.mpf(a) for a in alpha]]
    for k in range(N):
        r = [mp.mpf(0)] * (N + 1)
        r[k + 1] = mp.mpf(1)
        B.append(r)
    R = lll(B)
    qs = []
    for r in R:
        q = mp.nint(r[0] / eps)
        if q != 0:
            qs.append(abs(int(q)))
    return qs


def product(q, alpha):
    return mp.fsum(mp.log(abs(mp.cos(2 * mp.pi * q * a))) for a in alpha)   # log of prod |cos(lambda <x, col>)|, lambda = q


if __name__ == '__main__':
    print('(1) Dirichlet bound, Q = ceil(2 pi sqrt(md)): product over any T >= cos(2pi/Q)^{md}; log||lambda|| <= md log Q + log sqrt m')
    for m, d in [(1, 8), (1, 22), (1, 100), (1, 10 ** 4), (4, 10 ** 4), (1, 10 ** 6), (10, 10 ** 6)]:
        Q = math.ceil(2 * math.pi * math.sqrt(m * d))
        lp = m * d * math.log(math.cos(2 * math.pi / Q))
        lr = m * d * math.log(Q) + 0.5 * math.log(m)
        print('  m=%-3d d=%-8d: log prod >= %.3f; log||lambda|| <= %.4g = d^%.3f  (d^1.5 = %.3g, d^2 = %.3g)' % (
            m, d, lp, lr, math.log(lr) / math.log(d), d ** 1.5, d ** 2.0))
    print('  => inside exp(d^C) for every C > 1 once d is large (m fixed; m = d^a needs C > 1 + a); never inside exp(d^c), c < 1.')

    print('\n(2) LLL instances (m = 1, T = [d])')
    rng = np.random.default_rng(0)
    for d in [6, 8, 12]:
        Th = rng.standard_normal((d, d)) / math.sqrt(d)
        x = rng.choice([-1, 1], d)
        alpha = [mp.mpf(float(v)) / (2 * mp.pi) for v in x @ Th]   # <x, Theta_{:,j}>/(2 pi)
        best = None
        for ex in range(2, 40, 2):
            for q in sim_approx(alpha, mp.mpf(10) ** (-ex)):
                lp = product(q, alpha)
                if best is None or lp > best[1] + 1e-12 or (abs(lp - best[1]) < 1e-12 and q < best[0]):
                    if lp > -1.0 and (best is None or q < best[0] or lp > best[1]):
                        best = (q, lp)
            if best is not None and best[1] > -0.5:
                break
        if best is None:
            print('  d=%d: no q with product >= 1/e found' % d)
            continue
        q, lp = best
        lr = float(mp.log(q))
        print('  d=%-3d: q = %s (log q = %.2f = d^%.3f), log prod_{j<=d} |cos(q <x, Theta_:j>)| = %.4f (vs -Omega(sqrt d) = -%.2f c)' % (
            d, ('%d' % q) if q < 10 ** 30 else '%.3e' % q, lr, math.log(lr) / math.log(d), float(lp), math.sqrt(d)))
