# hypothesis window of Lemma D.2.13 for the instance (literal (D.93)/(D.94) model): y = 0, Huber loss (1-Lipschitz, 1-smooth,
# L(0,y)=0), OPT = 0 (C* = 0 allowed), W_t = V_t = 0, lambda_t = 1: L' = E_{Wrho,Vrho} L(F(W0+Wrho, V0+Vrho), 0).
# window: L' >= (1+gamma) OPT + c * ||q^T A*||_1 ||A*||_inf^4 eps0/gamma  (c = the Omega constant), L' <= O~(1).
import numpy as np, importlib.util
spec = importlib.util.spec_from_file_location('m', 'thesis.ch5.lemmaD.2.13-D.97-Astar.py'); M = importlib.util.module_from_spec(spec); spec.loader.exec_module(M)
def huber(x): a = np.abs(x); return np.where(a <= 1, 0.5 * x * x, a - 0.5)
m = 64; S = M.setup(m, seed=m); A = M.graph(6); g = 0; eps0 = 0.5; gamma = 0.25
sw = m ** -(0.99); sv = m ** -0.51; rng = np.random.default_rng(3)
for p in (1, 1e-1, 1e-2, 1e-3, 1e-4):
    As = p * A; vals = []
    for _ in range(200):
        W = S['W0'] + rng.standard_normal(S['W0'].shape) * sw; V = S['V0'] + rng.standard_normal(S['V0'].shape) * sv
        Z = As @ np.maximum(As @ S['X'] @ W + S['b1'][None, :], 0)
        F = As[g] @ np.maximum(Z @ V, 0) @ S['C']
        vals.append(huber(F).sum())
    Lp = np.mean(vals); low = np.abs(As[g]).sum() * np.abs(As).sum(1).max() ** 4 * eps0 / gamma
    print(f"p={p:.0e}: L'={Lp:.3g}  window low end / Omega-const = {low:.3g}  L'/low = {Lp/low:.3g}")
