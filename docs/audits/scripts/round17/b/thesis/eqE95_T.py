"""Auditor B r17: (E.95) probe along T (Theorem 6.3.3's T = Theta(eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)) = 3.8
at constant 1 on this family): smallest |(mu';0) W_Q^(T) (mu';0)| / (sum|k| sqrt(log M1)) over ODR combinations
mu' = sum k_i mu_i, sum k >= 1, sum k^2 = 1 (kappa' = 0), and the symmetric part's eigenvalues of the mu-block."""
import math, sys
import numpy as np
from scipy.optimize import minimize
from eqE53 import train
M1 = 4
DELTA = float(__import__("os").environ.get("DELTA", "0.015"))
T0 = 1 / 0.9 * M1 * 0.8 ** (-2 / 3) * 2 ** (-2 / 3) * math.sqrt(math.log(M1))
for s in [int(x) for x in sys.argv[1:]] or [5]:
    for T in (4, 12, 40, 120, 400, 1200):
        r = train(seed=s, max_steps=T, delta=DELTA)
        Wq = r["Wq"].detach().numpy(); beta = r["beta"]
        A = Wq[:M1, :M1] * beta**2
        f = lambda k: abs(k @ A @ k) / (np.abs(k).sum() * math.sqrt(math.log(M1)))  # noqa: E731
        cons = [{"type": "eq", "fun": lambda k: k @ k - 1}, {"type": "ineq", "fun": lambda k: k.sum() - 1}]
        rng = np.random.default_rng(0); best = 1e9
        for _ in range(30):
            k0 = np.abs(rng.normal(size=M1)); k0 /= np.linalg.norm(k0)
            res = minimize(f, k0, constraints=cons, method="SLSQP")
            if res.success and res.x.sum() >= 1 - 1e-9 and abs(res.x @ res.x - 1) < 1e-6:
                best = min(best, res.fun)
        print(f"seed {s} T={r['T']} (T/T0 = {r['T']/T0:.1f}, zero-loss {r['zero']}): min ratio {best:.4f}; "
              f"eig sym A {np.round(np.linalg.eigvalsh((A + A.T) / 2), 3)}", flush=True)
