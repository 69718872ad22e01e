# Auditor B, round 16. chenli L1418 (proof of Lemma 6.2): ||M_j||_op^2 <= (m/r_W)(1 + m kappa') ||M_j||_F^2.
# Own construction: W_i = diag(1, y_i (x) 1_L / sqrt(L)) (top singular value 1 shared on coordinate 0),
# ||W_i||_F^2 = r_W, <W_i, W_i'> = -kappa' r_W for i != i'; (lambda_i)_j = 1 for every i (lambda_i = e_j - e_j').
# Hypotheses checked: Assumption 8 (realised coherence = kappa' in (0,1)), (9) kappa' << 1/m (m kappa' = 0.1 or less),
# Assumption 9 (realised r_W = min ||W_i||_F^2/||W_i||_op^2 >> m^3 k log d), (lambda_i)_j in [-1, 1].
import numpy as np
from mpmath import mp, mpf, matrix, eigsy, sqrt, ceil
mp.dps = 50


def explicit(m, kp, rW):
    """Full diagonal matrices (small r_W) built explicitly; returns realised quantities and the ratio."""
    g = -(kp * rW + 1.0)
    Gy = np.full((m, m), g); np.fill_diagonal(Gy, rW - 1.0)
    w, V = np.linalg.eigh(Gy)
    assert w.min() > -1e-9, "Gram infeasible"
    Y = V * np.sqrt(np.clip(w, 0, None))
    L = int(np.ceil(np.abs(Y).max() ** 2)) + 1
    D = np.concatenate([np.ones((m, 1)), np.repeat(Y, L, axis=1) / np.sqrt(L)], axis=1)  # diagonals of W_i
    F2 = (D ** 2).sum(1); op = np.abs(D).max(1)
    rW_real = float((F2 / op ** 2).min())
    G = D @ D.T
    coh = np.abs(G) / np.sqrt(np.outer(F2, F2)); np.fill_diagonal(coh, 0)
    kp_real = float(coh.max())
    Md = D.sum(0)  # M_j diagonal, (lambda_i)_j = 1
    lhs = float(np.abs(Md).max() ** 2)
    rhs = m / rW_real * (1 + m * kp_real) * float((Md ** 2).sum())
    return dict(d=D.shape[1], rW=rW_real, kp=kp_real, lhs=lhs, rhs=rhs, ratio=lhs / rhs)


def compressed(m, kp, rW, log_d, k):
    """Same construction at r_W = 1e12+ in mpmath: each y_i coordinate repeated L times (counted, not stored)."""
    m_ = m; kp = mpf(kp); rW = mpf(rW)
    Gy = matrix(m_, m_)
    for a in range(m_):
        for b in range(m_):
            Gy[a, b] = rW - 1 if a == b else -(kp * rW + 1)
    E, Q = eigsy(Gy)
    assert min(E) > 0
    Y = [[Q[a, t] * sqrt(E[t]) for t in range(m_)] for a in range(m_)]
    ymax = max(abs(v) for row in Y for v in row)
    L = int(ceil(ymax ** 2)) + 1
    # W_i diag = (1, Y[i][t]/sqrt(L) repeated L times for t < m); zero padding up to d = e^{log_d}
    F2 = [1 + L * sum((Y[a][t] ** 2) / L for t in range(m_)) for a in range(m_)]
    op = [max(mpf(1), max(abs(Y[a][t]) / sqrt(L) for t in range(m_))) for a in range(m_)]
    rW_real = min(F2[a] / op[a] ** 2 for a in range(m_))
    G = [[1 + sum(Y[a][t] * Y[b][t] for t in range(m_)) for b in range(m_)] for a in range(m_)]
    kp_real = max(abs(G[a][b]) / sqrt(F2[a] * F2[b]) for a in range(m_) for b in range(m_) if a != b)
    col = [sum(Y[a][t] for a in range(m_)) for t in range(m_)]
    opM = max(mpf(m_), max(abs(c) / sqrt(L) for c in col))
    F2M = m_ ** 2 + sum(c ** 2 for c in col)
    lhs = opM ** 2
    rhs = m_ / rW_real * (1 + m_ * kp_real) * F2M
    d_needed = 1 + L * m_
    assert mp.log(d_needed) <= log_d, "padding: d must hold the construction"
    return dict(L=L, rW=float(rW_real), kp=float(kp_real), m_kp=float(m_ * kp_real),
                A9=float(rW_real / (m_ ** 3 * k * log_d)), lhs=float(lhs), rhs=float(rhs), ratio=float(lhs / rhs),
                formula=float(1 / ((1 + m_ * kp) * (1 - (m_ - 1) * kp))), true_factor_ok=bool(
                    lhs <= m_ / rW_real / (1 - m_ * kp_real) * F2M))


print("explicit matrices (small r_W, only to validate the construction):")
for m, kp, rW in [(3, 0.3, 8.0), (20, 0.005, 400.0), (20, 0.005, 3000.0)]:
    print(m, kp, rW, explicit(m, kp, rW))
print("inside (9) and Assumption 9 (compressed, exact multiplicities):")
for m, kp, rW, log_d, k in [(20, 1 / 200, 1e12, 73.0, 20), (100, 2e-4, 1e18, 505.0, 20), (12, 1 / 120, 1e10, 60.0, 12),
                            (13, 1 / 130, 1e10, 60.0, 13)]:
    r = compressed(m, kp, rW, log_d, k)
    print(f"m={m} kappa'={kp:.3g} r_W={rW:.0e} log d={log_d} k={k}:", r)
# general: kappa' = c/m: violated iff m > 1 + 1/c, i.e. for every fixed constant in (9) at large m.
for c in [0.1, 0.01]:
    m0 = 1 + 1 / c
    for m in [int(m0) - 1, int(m0) + 2]:
        kp = c / m
        print(f"c={c} m={m}: printed factor/true ratio = {1 / ((1 + m * kp) * (1 - (m - 1) * kp)):.6f}")
