"""Auditor B r17: thesis (D.132) L7806: f_r(e_g, A*, X, W0+Wrho+W_T Sigma, V0+Vrho+Sigma V_T, B) <= O~(||A*||_inf^2 (eps_c + C0)).
My own graph: a star (centre + D leaves) beside an N_pad-node d_pad-regular padding component; A = D^-1/2 (A~ + I) D^-1/2;
degree groups leaves (2) < padding (d_pad) < centre (D + 1); p_l* at (5.8)'s cap c1/(L psi_l), psi_l (5.9), c1 = 1;
A* = A P* (5.6)-(5.7). Network (5.4) at Algorithm 2's start W_T = V_T = 0 (Wrho, Vrho ~ 0), init of L1485:
W0 ~ N(0, 1/m1), V0 ~ N(0, 1/m2), B1 = 1 b1^T, b1 ~ N(0, 1/m1), B2 likewise, c_r ~ N(0, 1); aligned unit features.
Only the star block matters for the centre's output (A* block-diagonal)."""
import math
import numpy as np

rng = np.random.default_rng(11)
D, c1, dfeat, m1, m2 = 400, 1.0, 4, 64, 64
dpad = round(math.sqrt(2 * (D + 1)))
relu = lambda z: np.maximum(z, 0)  # noqa: E731
for npad in (0, 10**2, 10**3, 10**4, 10**5, 10**6):
    groups = [("leaves", 2.0, D)] + ([("padding", float(dpad), npad)] if npad else []) + [("centre", float(D + 1), 1)]
    L = len(groups); dL = groups[-1][1]; E = sum(dg * n for _, dg, n in groups)
    psi = {k: math.sqrt(dL * dg) * n / E for k, dg, n in groups}
    p = {k: c1 / (L * v) for k, v in psi.items()}  # (5.8) at equality (slack 0)
    A = np.zeros((D + 1, D + 1)); A[0, 0] = 1 / (D + 1); A[0, 1:] = A[1:, 0] = 1 / math.sqrt(2 * (D + 1))
    A[np.arange(1, D + 1), np.arange(1, D + 1)] = 0.5
    pv = np.r_[p["centre"], np.full(D, p["leaves"])]
    As = A * pv[None, :]
    R = max(np.abs(As).sum(1).max(), p.get("padding", 0.0))  # padding rows: p_pad * 1 (regular: row sum of A is 1)
    RA = max(np.abs(A).sum(1).max(), 1.0 if npad else 0.0)
    X = np.zeros((D + 1, dfeat)); X[:, 0] = 1.0
    vals = []
    for _ in range(200):
        W0 = rng.normal(0, 1 / math.sqrt(m1), (dfeat, m1)); V0 = rng.normal(0, 1 / math.sqrt(m2), (m1, m2))
        b1 = rng.normal(0, 1 / math.sqrt(m1), m1); b2 = rng.normal(0, 1 / math.sqrt(m2), m2); c = rng.normal(0, 1, m2)
        h = relu(As @ X @ W0 + b1[None, :])
        f = (As[0] @ relu(As @ h @ V0 + b2[None, :])) @ c
        vals.append(f)
    vals = np.array(vals)
    print(f"N_pad={npad:>7}: ||A||_inf={RA:.2f}, R=||A*||_inf={R:.3e}, p*={ {k: round(v, 3) for k, v in p.items()} }, "
          f"median |f_r| = {np.median(np.abs(vals)):.3e}, median|f_r|/R^2 = {np.median(np.abs(vals))/R**2:.3e}, /R^3 = {np.median(np.abs(vals))/R**3:.3e}")
