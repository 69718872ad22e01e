"""Auditor C, round 10: factrecall (Nichani, Lee, Bietti) Lemma 3 proof, App. C.2, L865-L866 and L877-L879.

Setting (seed L169, L465-L467, Lemma 3 L772-L786): token embeddings phi(z) i.i.d. uniform on S^{d-1}, d odd, P, Q
orthogonal floor(d/2)-dim subspaces, phi~(s) = Pi_P phi(s), phi~(r) = Pi_Q phi(r); w_i ~ N(0, I_d); sigma a degree-q
polynomial with all Hermite coefficients nonzero (Assumption 3), q = C2/eps, C2 > 2; p, k odd.
gamma_sra = (1/m) sum_i sum_{s',r'} sigma(<w_i, phi~(s)+phi~(r)>) <He_{p+k}(w_i), phi~(s')^{(x)p} (x) phi~(r')^{(x)k}>
            * <phi(a*(s',r')), phi(a*(s,r)) - phi(a)>          (L795-L796), a != a*(s,r).
L866: Var(gamma) <~ c^2 sum_{(s',r') != (s,r)} rho rho (rho + rho) + (2^{4q}/m) sum_{s',r'} (rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')})
L879: Var/E^2 <~ S(4p)^p/d^p + R(4k)^k/d^k + product + 2^{4q}(C(a)+C(a*))/(m c^2) + 2^{4q} S R/(m d c^2).
Instance: S = R = 1 (one subject, one relation, a*(s,r) = a*, competitor a != a*): the first sum is empty,
rho_{a a*} = E<phi(a),phi(a*)>^2 = 1/d, rho_{a* a*} = 1, C(a) = 0, C(a*) = 1.

(A) direct Monte Carlo of gamma (own sampling of embeddings, w_i, Hermite contraction) at p = k = 1, q = 3,
    d = 7: Var(gamma) against L866's right side 2^{4q}(1 + 1/d)/m as m grows.
(B) exact: Var(gamma) >= Var(E[gamma | phi]) (law of total variance; independent of m), with
    E[gamma | phi] = g(X+Y) X^p Y^k (1 - c), X = |phi~(s)|^2, Y = |phi~(r)|^2 ~ Beta(h/2, (d-h)/2), c = <phi(a*),phi(a)>,
    g(t) = E_Z sigma^{(p+k)}(Z sqrt t)   (Gaussian integration by parts; checked by (A) at p = k = 1).
    Ratio LHS/RHS for L866 (m -> inf: unbounded, RHS -> 0) and for L879 at p = k = 5, q = 12 (eps = 1/2, C2 = 6,
    the proof's own p = k = 2 ceil(1/eps) + 1): RHS -> 2(4p)^p/d^p + (4p)^{2p}/d^{2p} while LHS ~ 1/d.
"""
import math
from fractions import Fraction as Fr

import numpy as np
from numpy.polynomial.hermite_e import hermeval

rng = np.random.default_rng(20261129)


def herm_norm_coeffs(q):
    """sigma = sum_{j<=q} h_j with h_j = He_j/sqrt(j!) (normalized): coefficients in the He basis."""
    return np.array([1.0 / math.sqrt(math.factorial(j)) for j in range(q + 1)])


# ------------------------------------------------------------------ (A) direct Monte Carlo at p = k = 1
def sphere(n, d):
    x = rng.standard_normal((n, d))
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def gamma_samples(d, p, k, q, m, N, chunk=200):
    coef = herm_norm_coeffs(q)
    h = d // 2
    out = np.empty(N)
    for st in range(0, N, chunk):
        n = min(chunk, N - st)
        ps, pr, pa_star, pa = sphere(n, d), sphere(n, d), sphere(n, d), sphere(n, d)
        u = ps.copy()
        u[:, h:] = 0.0  # P = first h coordinates
        v = pr.copy()
        v[:, :h] = 0.0
        v[:, 2 * h:] = 0.0  # Q = next h coordinates (d odd: last coordinate in neither)
        nu, nv = np.linalg.norm(u, axis=1), np.linalg.norm(v, axis=1)
        W = rng.standard_normal((n, m, d))
        pre = np.einsum("nmd,nd->nm", W, u + v)
        g1 = np.einsum("nmd,nd->nm", W, u / nu[:, None])
        g2 = np.einsum("nmd,nd->nm", W, v / nv[:, None])
        # <He_{p+k}(w), u^{(x)p} (x) v^{(x)k}> = |u|^p |v|^k He_p(<w,u^>) He_k(<w,v^>) for u perp v
        ep = np.zeros(p + 1); ep[p] = 1
        ek = np.zeros(k + 1); ek[k] = 1
        her = (nu**p)[:, None] * (nv**k)[:, None] * hermeval(g1, ep) * hermeval(g2, ek)
        ang = 1.0 - np.einsum("nd,nd->n", pa_star, pa)  # <phi(a*), phi(a*) - phi(a)>
        out[st:st + n] = (hermeval(pre, coef) * her).mean(axis=1) * ang
    return out


# ------------------------------------------------------------------ (B) exact Var(E[gamma | phi])
def beta_moment(n, a2, b2):
    """E[X^n], X ~ Beta(a2/2, b2/2), exact."""
    r = Fr(1)
    for j in range(n):
        r *= Fr(a2 + 2 * j, a2 + b2 + 2 * j)
    return r


def g_poly(p, k, q):
    """g(t) = E_Z[sigma^{(p+k)}(Z sqrt t)] as a polynomial in t (float coefficients, sigma = sum h_j)."""
    n = p + k
    # sigma^{(n)} = sum_{j>=n} sqrt(j!)/(j-n)! He_{j-n};  E_Z He_{2l}(Z sqrt t) = (2l-1)!! (t-1)^l
    poly = np.zeros(q + 1)
    for j in range(n, q + 1):
        mm = j - n
        if mm % 2:
            continue
        l = mm // 2
        c = math.sqrt(math.factorial(j)) / math.factorial(mm) * (math.prod(range(1, mm, 2)) if mm else 1)
        # (t-1)^l expanded
        for i in range(l + 1):
            poly[i] += c * math.comb(l, i) * (-1) ** (l - i)
    return poly


def cond_mean_moments(d, p, k, q):
    """E[G] and E[G^2] for G = g(X+Y) X^p Y^k (1 - c)."""
    h = d // 2
    gp = g_poly(p, k, q)

    def EXY(i, j):  # E[X^i Y^j]
        return float(beta_moment(i, h, d - h)) * float(beta_moment(j, h, d - h))

    def E_poly_times(pow_x, pow_y, coeffs):  # E[ sum_n coeffs[n] (X+Y)^n X^px Y^py ]
        s = 0.0
        for n, cn in enumerate(coeffs):
            if cn == 0:
                continue
            for i in range(n + 1):
                s += cn * math.comb(n, i) * EXY(pow_x + i, pow_y + n - i)
        return s

    EG = E_poly_times(p, k, gp)  # E[1 - c] = 1
    g2 = np.polynomial.polynomial.polymul(gp, gp)
    EG2 = E_poly_times(2 * p, 2 * k, g2) * (1.0 + 1.0 / d)  # E[(1-c)^2] = 1 + 1/d
    return EG, EG2


if __name__ == "__main__":
    print("(A) direct Monte Carlo, p = k = 1, q = 3 (sigma = h0+h1+h2+h3), d = 7, S = R = 1")
    d, p, k, q = 7, 1, 1, 3
    EG, EG2 = cond_mean_moments(d, p, k, q)
    Vinf = EG2 - EG**2
    print(f"  exact: E gamma = {EG:.5f}, Var(E[gamma|phi]) = {Vinf:.5f}")
    for m, N in ((100, 4000), (1000, 2000), (10000, 400)):
        gs = gamma_samples(d, p, k, q, m, N)
        var = gs.var(ddof=1)
        se = var * math.sqrt(2.0 / (N - 1))
        rhs = 2 ** (4 * q) * (1 + 1 / d) / m
        print(f"  m = {m:>6}: MC E gamma = {gs.mean():.4f}, Var(gamma) = {var:.4f} +- {se:.4f};"
              f" L866 RHS (const 1) = {rhs:.4f}; ratio = {var / rhs:.2f}")
    for m in (1e6, 1e9, 1e12):
        rhs = 2 ** (4 * q) * (1 + 1 / d) / m
        print(f"  m = {m:.0e}: Var(gamma) >= {Vinf:.4f} (exact floor) vs RHS {rhs:.3e}: ratio >= {Vinf / rhs:.3g}")

    print("\n(B) L879 at the proof's p = k = 5, q = 12 (eps = 1/2, C2 = 6), S = R = 1, m -> inf")
    p = k = 5
    q = 12
    for d in (101, 1001, 10001, 100001):
        EG, EG2 = cond_mean_moments(d, p, k, q)
        lhs = (EG2 - EG**2) / EG**2
        a = (4 * p) ** p / d**p
        rhs_inf = 2 * a + a * a
        print(f"  d = {d:>6}: Var/E^2 >= {lhs:.4e} (d * it = {lhs * d:.2f}); RHS(m = inf) = {rhs_inf:.3e};"
              f" ratio >= {lhs / rhs_inf:.3e}")
    # the m-terms at a width m = 1e3 2^{4q} d^3 / c^2 (allowed: L775 bounds m only from below)
    print("  with finite m = 1e3 2^{4q} d^3/c^2 (c = c_{p+k}):")
    c = math.sqrt(math.factorial(p + k))  # E sigma^{(p+k)} for sigma = sum h_j: sqrt((p+k)!) at the top... (Hermite coeff)
    for d in (101, 1001, 10001):
        EG, EG2 = cond_mean_moments(d, p, k, q)
        lhs = (EG2 - EG**2) / EG**2
        m = 1e3 * 2 ** (4 * q) * d**3 / c**2
        a = (4 * p) ** p / d**p
        rhs = 2 * a + a * a + 2 ** (4 * q) * (0 + 1) / (m * c**2) + 2 ** (4 * q) / (m * d * c**2)
        print(f"  d = {d:>6}, m = {m:.2e}: Var/E^2 >= {lhs:.4e}, RHS = {rhs:.3e}, ratio >= {lhs / rhs:.3e}")
