"""Audit r14 A: chenli Lemma 6.5 (L1583-L1593). If sum alpha_i >= 1 + sigma, Item 1 and x^T E (X_2 - X_3)^T >= 0 suffice
for Item 2 (value not in [s - Theta(eps*), s + xi F + Theta(eps*)]); sigma = c_* eps*/(2s + xi F), c_* = 1/(K m L).
Own check: m = 1, alpha = 1 + sigma, a = x^T Theta_1 y at Item 1's bottom s, e = x^T E y = 0 (E orthogonal to Theta_1
and to x y^T): value (1 + sigma) s, only sigma s - xi F ~ c_* eps*/2 above s + xi F. Sizes reuse the hypotheses of my
chenli.lemma6.6.py (imported from my own audit script, not the repository)."""
import importlib.util, math, os
import numpy as np

spec = importlib.util.spec_from_file_location("l66", os.path.join(os.path.dirname(__file__), "chenli.lemma6.6.py"))
l66 = importlib.util.module_from_spec(spec); spec.loader.exec_module(l66)
rng = np.random.default_rng(8)

def explicit(d=60, F=10.0, c_s=0.1, xi=1e-5, K=0.5, m=1, k=3, beta=0.0, lam=0.5, fe=1.0):
    L = (math.log(k) + beta**2) / lam + math.log(1 / xi)
    cst = 1 / (K * m * L)
    eps_star = fe * m * L * (0.5 + 1 / lam) * xi * F
    s = c_s
    sigma = cst * eps_star / (2 * s + xi * F)
    x, X2, X3 = (rng.choice([-1.0, 1.0], size=d) for _ in range(3))
    y = X2 - X3
    T = rng.normal(size=(d, d)); T *= F / np.linalg.norm(T)
    T = T + (s - x @ T @ y) * np.outer(x, y) / ((x @ x) * (y @ y))   # a = s exactly (Item 1's bottom)
    th = T / np.linalg.norm(T)
    E = rng.normal(size=(d, d))
    for U in (th, np.outer(x, y) / np.linalg.norm(np.outer(x, y))):
        E -= np.sum(E * U) * U
    E -= np.sum(E * th) * th
    E *= eps_star / np.linalg.norm(E)
    alpha = 1 + sigma
    val = x @ (alpha * T + E) @ y
    margin = min(abs(val - s), abs(val - (s + xi * F))) if not (s <= val <= s + xi * F) else -1
    print(f"explicit d={d}: <E,Theta_1> = {np.sum(E*T):.1e}, x^T E y = {x @ E @ y:.1e} (>= 0 with equality), "
          f"||Theta'|| <= 2F: {np.linalg.norm(alpha*T+E) <= 2*np.linalg.norm(T)}; value - (s + xi F) = {val - s - xi*F:.4e} "
          f"= {(val - s - xi*F)/eps_star:.4f} eps* (c_*/2 = {cst/2:.4f})")

if __name__ == "__main__":
    explicit(); explicit(xi=1e-8, K=0.1, fe=2.0)
    # sizes: margin/eps* = sigma s/eps* - xi F/eps* <= c_* s/(2s + xi F) <= c_*/2; hypotheses as in lemma6.6's part2
    for lx in (10, 100, 1e3, 1e4, 1e5):
        l66.part2(lx)
