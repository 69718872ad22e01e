# Auditor D: thesis (D.130) and the remark after Theorem 5.3.1 (L1562), own numpy script.
# Graph: a star (centre g, D leaves) plus a separate d_pad-regular component of N_pad nodes (exists when N_pad*d_pad even).
# A~ = adjacency + I, A = D^-1/2 A~ D^-1/2. Degree groups (with self loops): leaves 2, padding d_pad+1, centre D+1
# (L = 3, d_1 < d_2 < d_3 separated by factors ~14). (5.9): psi_l = sqrt(d_L d_l) N_l / sum_i d_i N_i; (5.8): p_l <= c1/(L psi_l).
# A* = A P*, p*_l at the caps. Network (5.4) with A*, init L1485: W ~ N(0,1/m1), V ~ N(0,1/m2), B1 = 1 b1^T, b1 ~ N(0,1/m1),
# B2 = 1 b2^T, b2 ~ N(0,1/m2), C ~ N(0,1) (eps_c = 1, Table D.2), W^rho ~ N(0, sigma_w^2), V^rho ~ N(0, sigma_v^2) (Table D.2).
# f_r(e_g) = e_g^T A* relu(r' + B2) c_r, r' = A* relu(A* X (W0+Wrho) + B1)(V0+Vrho). Only the star's nodes enter row g.
import numpy as np
D, dpad, c1, L, d = 400, 28, 1.0, 3, 4
m1 = m2 = 64
n = D + 1                                    # star nodes: 0 = centre, 1..D leaves
At = np.zeros((n, n)); At[0, 1:] = At[1:, 0] = 1; At += np.eye(n)
deg = At.sum(1); A = At / np.sqrt(np.outer(deg, deg))
def run(Npad, feats, seed):
    dl = np.array([2.0, dpad + 1.0, D + 1.0]); Nl = np.array([D, Npad, 1.0])
    E = (dl * Nl).sum(); psi = np.sqrt(dl[-1] * dl) * Nl / E; p = c1 / (L * psi)      # p* at the caps of (5.8)
    P = np.r_[p[2], np.full(D, p[0])]
    As = A * P[None, :]
    R = max(np.abs(As).sum(1).max(), p[1] * 1.0)            # padding rows: p_pad * (row sum of A = 1 for a regular graph)
    rng = np.random.default_rng(seed)
    if feats == "aligned":
        X = np.zeros((n, d)); X[:, 0] = 1.0
    else:
        X = rng.standard_normal((n, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W = rng.standard_normal((d, m1)) / np.sqrt(m1) + rng.standard_normal((d, m1)) / m1 ** (1 - 0.01)
    V = rng.standard_normal((m1, m2)) / np.sqrt(m2) + rng.standard_normal((m1, m2)) / m2 ** (0.5 + 0.01)
    b1 = rng.standard_normal(m1) / np.sqrt(m1); b2 = rng.standard_normal(m2) / np.sqrt(m2)
    c = rng.standard_normal(m2)
    r1 = As @ np.maximum(As @ X @ W + b1[None], 0) @ V
    f = (As[0] @ np.maximum(r1 + b2[None], 0)) @ c
    return f, R, p, psi
for feats in ["aligned", "random"]:
    print(feats)
    for Npad in [100, 1000, 10000, 100000, 1000000]:
        fs = []
        for s in range(9):
            f, R, p, psi = run(Npad, feats, s); fs.append(abs(f))
        med = np.median(fs)
        print(f" Npad={Npad:>8} ||A*||_inf={R:10.2f} p*=(leaf {p[0]:.3g}, pad {p[1]:.3g}, centre {p[2]:.3g}) "
              f"median|f_r|={med:.4g}  /(R(R+1))={med/(R*(R+1)):.4g}  /R^3={med/R**3:.4g}")
# width check: (5.17) asks m >= poly(||A*||_inf, ...): |f_r|/R^3 does not fall with m (Otilde hides only polylog(m1 m2))
print("width check, aligned, Npad = 1e5")
for mm in [64, 256, 1024]:
    m1 = m2 = mm
    fs = [abs(run(100000, "aligned", s)[0]) for s in range(9)]
    R = run(100000, "aligned", 0)[1]
    print(f" m1=m2={mm}: median|f_r|/R^3 = {np.median(fs)/R**3:.4g}")
