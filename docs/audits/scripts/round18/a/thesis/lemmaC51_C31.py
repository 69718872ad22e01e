"""Auditor A, round 18: thesis Lemma C.5.1 (C.204) (seed 003 L6257-L6262) and Lemma C.3.1 upper side (C.83) (L5652),
rare heavy group with n*eps = q d^-10 (one heavy sample appears with probability ~ q d^-10 > d^-10). Own model, no repo code.
K = 1, W* = e_1 in R^d, sigmoid, cross-entropy; groups N(0, I_d) (weight 1 - eps) and N(M e_2, I_d) (weight eps),
M = s eps^-1/2 (lambda_2 ||mu_2||^2 = s^2), all covariances I (tau = 1), mu_2 orthogonal to W*; nu_i = 0 (entries <= xi, any xi).
grad_w l = (sigmoid(w^T x) - y) x, Hess_w l = sigmoid'(w^T x) x x^T; grad fbar(W*) = 0 (W* is the population minimiser).
Event E: some sample is heavy with |x_1| <= 1 and x_2 >= M - 2; P(E) = 1 - (1 - eps p_c)^n, p_c = P(|x1|<=1) P(z >= -2).
On E: ||grad f_n(W*) - grad fbar(W*)|| >= sigmoid(-1)(M - 2)/n - ||rest||, rest = the other samples' average (simulated);
      ||Hess f_n(W*)|| >= e_2^T Hess f_n e_2 >= sigmoid'(1)(M - 2)^2 / n (exact: every term is PSD).
Bounds (constants set to 1): (C.204) sqrt(K sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2) sqrt(d log n/n) (xi = 0);
(C.83) sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^1/2||)^2 with mu~_l = mu_l (Sigma_l = I).
"""
import numpy as np
from scipy.stats import norm
rng = np.random.default_rng(51)
sg = lambda z: 1 / (1 + np.exp(-z)); sgp = lambda z: sg(z) * (1 - sg(z))
p_c = (norm.cdf(1) - norm.cdf(-1)) * norm.sf(-2)
s = 1.0
print("(C.204): q = 4, n = 10 d^2")
for d in [2, 3, 4, 6, 8, 12, 16, 20]:
    q = 4.0; n = 10 * d * d
    eps = q * d ** -10.0 / n; M = s / np.sqrt(eps)
    PE = -np.expm1(n * np.log1p(-eps * p_c))
    Ssum = (1 - eps) * 1 + eps * (M + 1) ** 2
    bound = np.sqrt(1 * Ssum) * np.sqrt(d * np.log(n) / n)
    rest = []
    for _ in range(200):
        X = rng.standard_normal((n - 1, d)); y = (rng.random(n - 1) < sg(X[:, 0])).astype(float)
        rest.append(np.linalg.norm(((sg(X[:, 0]) - y)[:, None] * X).sum(0) / n))
    r99 = np.quantile(rest, 0.99)
    lb = sg(-1) * (M - 2) / n - r99
    print(f"  d={d:>2} n={n:>5}: P(E)/d^-10 = {PE / d ** -10.0:.3f}; on E (and rest <= its 99% quantile {r99:.3g}): deviation >= {lb:.4g}, bound {bound:.4g}, ratio >= {lb / bound:.4g}")
print("(C.83): q = 3, n = 10 d^2 (>= c d log^2 d of (C.82) for large d whatever C_1)")
for d in [2, 3, 4, 6, 8, 12, 16, 20]:
    q = 3.0; n = 10 * d * d
    eps = q * d ** -10.0 / n; M = s / np.sqrt(eps)
    PE = -np.expm1(n * np.log1p(-eps * p_c))
    rhs = (1 - eps) * 1 + eps * (M + 1) ** 2
    lhs = sgp(1.0) * (M - 2) ** 2 / n
    print(f"  d={d:>2}: P(E)/d^-10 = {PE / d ** -10.0:.3f}; on E ||Hess f_n(W*)|| >= {lhs:.4g} vs sum lambda (||mu~||_inf + 1)^2 = {rhs:.4g}: ratio >= {lhs / rhs:.4g}  (~0.197 s^2 d^10/(q(1+s^2)) = {sgp(1.0) * d**10 / (q * 2):.4g})")
