"""Audit of factrecall proof of Lemma 3, L896-L898: 'Therefore by Lemma 14, with probability 1 - delta' we have
gamma_sra > 0', construction v_i = (1/m) sum_{s,r} <He_{p+k}(w_i), phi~(s)^p (x) phi~(r)^k> phi(a*(s,r)) (L788),
under L883 (d >~ (C3 log(1/delta')/eps)^{C4/eps}, C3, C4 universal, L772) and L889 (m above a width; any larger m).
S = R = 1. As m -> inf, gamma_sra -> E[gamma | phi] = g(X + Y) X^p Y^k (1 - U) (the proof's own conditional mean,
L800-L830), X = |phi~(s)|^2, Y = |phi~(r)|^2 ~ Beta(h/2, (d - h)/2), h = floor(d/2), U = <phi(a*), phi(a)> < 1 a.s.,
g(t) = E_Z sigma^{(p+k)}(Z sqrt t) = sum_j A_{p+k+2j} (t - 1)^j/(2^j j!), A_n = E sigma^{(n)}(Z).
So P(gamma <= 0) -> P(g(X + Y) <= 0). sigma of degree q = 8, p = k = 3: g(t) = A_6 + A_8 (t - 1)/2."""
import numpy as np
from scipy import stats, integrate


def p_fail(d, A6, A8):
    h = d // 2
    a, b = h / 2, (d - h) / 2
    s0 = 1 - 2 * A6 / A8                        # root of g; g <= 0 for t >= s0 when A8 < 0
    # P(X + Y >= s0), X, Y iid Beta(a, b): integrate the density of X times the tail of Y
    f = lambda x: stats.beta.pdf(x, a, b) * stats.beta.sf(s0 - x, a, b)
    sd = np.sqrt(a * b / ((a + b) ** 2 * (a + b + 1)))
    mu = a / (a + b)
    val, _ = integrate.quad(f, max(0, mu - 12 * sd), min(1, mu + 12 * sd), limit=200, points=[mu])
    return val, s0


def p_fail_mc(d, A6, A8, n=400000, seed=0):
    rng = np.random.default_rng(seed)
    h = d // 2
    X = rng.beta(h / 2, (d - h) / 2, n); Y = rng.beta(h / 2, (d - h) / 2, n)
    g = A6 + A8 * (X + Y - 1) / 2
    return float(np.mean(g <= 0))


if __name__ == "__main__":
    dp = 1 / 3
    print("delta' = 1/3 (S = R = 1, |V| = 3); sigma with A_6 = c_{p+k} = 1/d > 0, A_8 = -1 (every Hermite coefficient",
          "may be non-zero: Assumption 3; c_{p+k} > 0: L790)")
    for d in (101, 1001, 10001, 100001, 1000001):
        pf, s0 = p_fail(d, 1 / d, -1.0)
        mc = p_fail_mc(d, 1 / d, -1.0) if d <= 100001 else float("nan")
        print(f"  d = {d:7d}: root s0 = 1 + {(s0 - 1) * d:.2f}/d, P(gamma <= 0) -> {pf:.4f} (Monte Carlo {mc:.4f}) vs delta' = {dp:.3f}")
    print("fixed sigma (A_6 = 0.05, A_8 = -1, root 1.1): P(gamma <= 0) ->", [f"d={d}: {p_fail(d, 0.05, -1.0)[0]:.2e}" for d in (11, 101, 1001, 3001, 10001)])
