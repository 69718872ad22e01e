"""Auditor B r17: thesis Lemma C.5.1 (C.204), L6257-L6263: w.p. >= 1 - d^-10,
sup_{W in B(W*P, r)} ||grad f~_n(W) - grad f~(W)|| <= C13 sqrt(K sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2) sqrt(d log n/n) (1 + xi),
grad f~_n = (1/n) sum_i (grad l(W, x_i, y_i) + nu_i), grad f~ = grad f-bar (E nu = 0, L6269), noise iid zero-mean with
|(nu_i)_jk| <= xi (L5051): here Rademacher +-xi. Model (4.1)/(4.3) with K = 1 (logistic regression): grad l = (phi(w^T x) - y) x.
Take W = W* (the ball's centre, inside for every r): grad f-bar(W*) = 0, so the sup is >= ||(1/n) sum_i ((phi_i - y_i) x_i + nu_i)||.
Mixture: N(t mu_l, t^2 I_d), mu_1 = e_1, mu_2 = -e_1, lambda = 1/2; data scale t -> 0, n = 20/t; d = 2, xi = 1."""
import math
import numpy as np

rng = np.random.default_rng(7)
sig = lambda z: 1 / (1 + np.exp(-z))  # noqa: E731
d, K, xi = 2, 1, 1.0
w = np.array([1.0, 0.0])
for t in (1.0, 0.3, 0.1, 0.03, 0.01, 0.003):
    n = int(round(20 / t))
    vals = []
    for rep in range(400):
        grp = rng.random(n) < 0.5
        mu = np.where(grp[:, None], 1.0, -1.0) * np.array([1.0, 0.0])
        X = t * mu + t * rng.normal(size=(n, d))
        y = (rng.random(n) < sig(X @ w)).astype(float)
        nu = xi * rng.choice([-1.0, 1.0], size=(n, d))
        g = ((sig(X @ w) - y)[:, None] * X + nu).mean(0)
        vals.append(np.linalg.norm(g))
    vals = np.array(vals)
    S_pr = 0.5 * (t + t * t) ** 2 * 2          # ||mu_l|| = t, ||Sigma_l|| = t^2
    S_rd = 0.5 * (t + t) ** 2 * 2              # reading ||Sigma_l^{1/2}|| = t
    shape = lambda S: math.sqrt(K * S) * math.sqrt(d * math.log(n) / n) * (1 + xi)  # noqa: E731
    q = np.quantile(vals, 0.01)  # the bound must hold on >= 1 - 2^-10 of draws: its 1st percentile must be below it
    print(f"t={t:g} n={n}: 1%-quantile of lhs {q:.4e}, median {np.median(vals):.4e}; printed shape {shape(S_pr):.3e} "
          f"(ratio q/shape {q/shape(S_pr):.3g}); reading ||Sigma^1/2|| shape {shape(S_rd):.3e} (ratio {q/shape(S_rd):.3g})")
