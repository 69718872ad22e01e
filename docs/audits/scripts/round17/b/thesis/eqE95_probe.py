"""Auditor B r17: probe of (E.95) on my zero-loss runs (eqE53.train): |(mu'_j;0)^T W_Q^(T) (mu'_j + kappa' nu';0)| vs
sum_i |k_i| sqrt(log M1), mu'_j = sum_i k_i mu_i, sum_i k_i >= 1, sum k_i^2 = 1."""
import math, sys
import numpy as np, torch
from scipy.optimize import minimize
from eqE53 import train
for s in [int(x) for x in sys.argv[1:]] or [5]:
    r = train(seed=s)
    Wq = r["Wq"].detach().numpy(); M1, M2, beta = r["M1"], r["M2"], r["beta"]
    A = Wq[:M1, :M1] * beta**2  # (mu_a;0)^T W_Q (mu_b;0), padded rows beyond d_x ignored? rows index m_a
    # full: (mu'_j;0) in R^{m_a} padded; W_Q p in R^{m_a}
    def val(k, kap=0.0, nu=None):
        mu = np.zeros(Wq.shape[1]); mu[:M1] = beta * k
        x = mu.copy()
        if nu is not None: x[M1:M1 + M2] += kap * beta * nu
        left = np.zeros(Wq.shape[0]); left[:M1] = beta * k
        return left @ Wq @ x
    cons = [{"type": "eq", "fun": lambda k: k @ k - 1}, {"type": "ineq", "fun": lambda k: k.sum() - 1}]
    best = None
    rng = np.random.default_rng(0)
    for _ in range(40):
        k0 = rng.normal(size=M1); k0 /= np.linalg.norm(k0)
        if k0.sum() < 1: k0 = np.abs(k0) / np.linalg.norm(k0)
        res = minimize(lambda k: abs(val(k)) / (np.abs(k).sum() * math.sqrt(math.log(M1))), k0, constraints=cons, method="SLSQP")
        if res.success and (best is None or res.fun < best[0]):
            best = (res.fun, res.x)
    diag = [val(np.eye(M1)[j]) / math.sqrt(math.log(M1)) for j in range(M1)]
    print(f"seed {s} T={r['T']}: in-domain (mu_j;0)W_Q(mu_j;0)/sqrt(log M1) = {np.round(diag,3)}; min over OOD k of "
          f"|(mu';0)W_Q(mu';0)|/(sum|k| sqrt(log M1)) = {best[0]:.4f} at k = {np.round(best[1],3)}; sym eig of A: "
          f"{np.round(np.linalg.eigvalsh((A+A.T)/2),3)}", flush=True)
