"""Auditor B r17: thesis (C.214), proof of Lemma C.5.1: P(|(1/n) sum G'_i| >= t/6) <= 2 exp(max{-C14 n t^2/(144 S),
-C15 n sqrt(S) t}), S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, C14, C15 > 0 constants (absolute: S carries
the mixture). G'_i = <v, grad l(W, x_i) - E grad l(W, x)>.
Instance: chapter 4's model (4.1)/(4.3) with K = 1 (logistic regression, footnote 16), phi = sigmoid, d = 2,
W = W* = e_1, v = e_2 (unit): grad l = (phi(x_1) - y) x, so G' = (phi(x_1) - y) x_2 (mean 0: E[y|x] = phi(x_1)).
Mixture (L = 2): N(0, I_2) weight 1 - eps, N(0, diag(1, M^2)) weight eps; eps = n^-2, M = n, t = 1.
Lower bound: G' symmetric (x_2 symmetric, independent of (x_1, y)) and iid, so
P(|sum G'| >= n/6) >= (1/2) P(|G'_1| >= n/6) >= (1/2) eps P(|zeta| M |g| >= n/6).
"""
import numpy as np
from scipy import integrate, special

sig = lambda z: 1 / (1 + np.exp(-z))  # noqa: E731
phiN = lambda z: np.exp(-z * z / 2) / np.sqrt(2 * np.pi)  # noqa: E731
tail2 = lambda a: special.erfc(a / np.sqrt(2))  # P(|g| >= a)  # noqa: E731


def lower_P(n):
    eps, M, s = n**-2.0, float(n), n / 6
    f = lambda x1: phiN(x1) * (sig(x1) * tail2(s / (M * (1 - sig(x1)))) + (1 - sig(x1)) * tail2(s / (M * sig(x1))))  # noqa
    q = integrate.quad(f, -40, 40, limit=400)[0]
    S = (1 - eps) * 1.0 + eps * (1 + M) ** 2  # ||Sigma^{1/2}|| = M, ||mu|| = 0; first group (0 + 1)^2
    return 0.5 * eps * q, S


def mc_check(n=20, reps=200000, seed=3):
    rng = np.random.default_rng(seed)
    eps, M = n**-2.0, n
    heavy = rng.random((reps, n)) < eps
    x1 = rng.normal(size=(reps, n))
    x2 = rng.normal(size=(reps, n)) * np.where(heavy, M, 1.0)
    y = (rng.random((reps, n)) < sig(x1)).astype(float)
    G = (sig(x1) - y) * x2
    return float(np.mean(np.abs(G.mean(1)) >= 1 / 6)), lower_P(n)[0]


if __name__ == "__main__":
    print("MC check (n=20): P(|avg| >= 1/6) =", mc_check(), "(MC, my lower bound)")
    for C in (1.0, 1e-2, 1e-4):
        for n in (10**2, 10**3, 10**4, 10**5, 10**6, 10**7, 10**8):
            P, S = lower_P(n)
            logb = np.log(2) - min(C * n / (144 * S), C * n * np.sqrt(S))
            print(f"C14=C15={C:g} n={n:.0e} S={S:.4f} log P_lower={np.log(P):.2f} log printed bound={logb:.2f} "
                  f"{'VIOLATED' if np.log(P) > logb else ''}")
