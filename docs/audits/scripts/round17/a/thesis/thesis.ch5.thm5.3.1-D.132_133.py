"""Audit of thesis.ch5.thm5.3.1-D.132 / -D.133 (seed 003 L7806, L7810). Own numpy.
(D.132) f_r(e_g, A*, X, W0 + Wrho + W_T Sigma, V0 + Vrho + Sigma V_T, B) <= O~(||A*||_inf^2 (eps_c + C0)), eps_c = 1,
C0 = O~(p1^2 p2 K^2 C C'') with C = C_eps(phi, ||A||_inf) sqrt(||A||_inf^2 + 1), C' = 10 C sqrt(p2), C'' = C_eps(Phi, C') sqrt(||A||_inf^2+1)
(Table D.2). By (D.128) at any W_T, V_T: f_r = f_r(W0 + Wrho, V0 + Vrho) + g_r(W_T, V_T) +- eps/K, |g_r| <= C0 R^2 (D.131).
Graph: a star (centre g, D = 400 leaves) beside a disconnected d_pad-regular padding component of N_pad nodes (d_pad = 28);
A = Dg^{-1/2}(A~ + I)Dg^{-1/2}; degree groups (with self-loops) 2 (leaves), 29 (padding), 401 (centre), L = 3;
psi_l = sqrt(d_L d_l) N_l / sum_i d_i N_i (5.9), p_l* = c1/(L psi_l) at (5.8)'s cap, c1 = 1; A* = A P* (5.6).
Network (5.4) at init (L1485): W0 ~ N(0, 1/m1), V0 ~ N(0, 1/m2), B1 = 1 b1^T, B2 = 1 b2^T, c ~ N(0, 1); Wrho ~ N(0, sigma_w^2),
Vrho ~ N(0, sigma_v^2), sigma_w = m1^-0.99, sigma_v = m2^-(1/2+0.01) (Table D.2); x_n = e_1 (unit features), d = 4."""
import math
import numpy as np

def star_Astar(D, Npad, dpad=28, c1=1.0):
    dl = {"leaf": 2.0, "pad": dpad + 1.0, "centre": D + 1.0}
    Nl = {"leaf": D, "pad": Npad, "centre": 1}
    tot = sum(dl[k] * Nl[k] for k in dl)
    dL = dl["centre"]
    p = {k: c1 / (3 * math.sqrt(dL * dl[k]) * Nl[k] / tot) for k in dl}
    n = D + 1
    A = np.zeros((n, n))
    A[0, 0] = 1 / (D + 1); A[0, 1:] = A[1:, 0] = 1 / math.sqrt(2 * (D + 1)); A[np.arange(1, n), np.arange(1, n)] = 0.5
    P = np.array([p["centre"]] + [p["leaf"]] * D)
    Ast = A * P[None, :]
    R_star = max(np.abs(Ast).sum(1).max(), p["pad"] * 1.0)   # padding rows: row sum of A is 1 for a regular graph
    A_inf = max(np.abs(A).sum(1).max(), 1.0)
    return Ast, R_star, A_inf

def f_r(Ast, m1, m2, d, rng):
    n = Ast.shape[0]
    X = np.zeros((n, d)); X[:, 0] = 1.0
    W = rng.normal(0, m1**-0.5, (d, m1)) + rng.normal(0, m1**-0.99, (d, m1))
    V = rng.normal(0, m2**-0.5, (m1, m2)) + rng.normal(0, m2**-0.51, (m1, m2))
    b1, b2, c = rng.normal(0, m1**-0.5, m1), rng.normal(0, m2**-0.5, m2), rng.normal(0, 1, m2)
    H1 = np.maximum(Ast @ X @ W + b1, 0)
    return float(Ast[0] @ np.maximum(Ast @ H1 @ V + b2, 0) @ c)

def C0_tableD2(a, cphi=1e-3, cPhi=1e-3, Cs=1.0, K=1, p1=1, p2=1, eps=0.5):
    g = 1 + math.sqrt(math.log(1 / eps))
    C = g * Cs * a * abs(cphi) * math.sqrt(a * a + 1)          # C_eps(c z, a) = (C* a + sqrt(log 1/eps) C* a)|c|
    C1 = 10 * C * math.sqrt(p2)
    C2 = g * Cs * C1 * abs(cPhi) * math.sqrt(a * a + 1)
    return p1**2 * p2 * K**2 * C * C2

rng = np.random.default_rng(2)
m1 = m2 = 64; d = 4
for Npad in (10**2, 10**3, 10**4, 10**5, 10**6, 10**7):
    Ast, R, Ainf = star_Astar(400, Npad)
    fs = np.array([f_r(Ast, m1, m2, d, rng) for _ in range(15)])
    C0 = C0_tableD2(Ainf)
    med = float(np.median(np.abs(fs)))
    print(f"N_pad={Npad:.0e}: R=||A*||_inf={R:.4g} ||A||_inf={Ainf:.4g} C0(Table D.2)={C0:.3g}  median|f_r|={med:.4g}  "
          f"share f_r>0: {np.mean(fs > 0):.2f}  median|f_r|/(R^2(1+C0))={med/(R*R*(1+C0)):.4g}  median|f_r|/R^3={med/R**3:.3g}")
