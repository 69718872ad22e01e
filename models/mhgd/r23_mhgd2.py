"""Round 23 (helper mhgd2): one full-batch GD run of the group-reduced H-head attention classifier (numpy, the
closed-form gradient of :mod:`thmcheck.models.mhgd.r22_mhgdA`) keeping the iterates, for Lemmas 8-10 at long
sequences and large token norms: losses, distances to a target theta and to theta0, ||theta_k||_{2,inf}, squared
gradient norms (full model) and the grid maximum of L^ on every segment [theta, theta_k].

Model: Phi~(X) = H^{-1/2} sum_g m_g Phi(X; U_g, W_g) (m_g identical heads per group g), l(z) = log(1 + e^{-z}).
"""

from __future__ import annotations

import numpy as np

from thmcheck.models.mhgd import r22_mhgdA as A


def full_dist(m: np.ndarray, Ua: np.ndarray, Wa: np.ndarray, Ub: np.ndarray, Wb: np.ndarray) -> float:
    """||theta_a - theta_b|| in the full H-head space: sqrt(sum_g m_g ||theta_a,g - theta_b,g||^2)."""
    sq = ((Ua - Ub) ** 2).reshape(len(m), -1).sum(1) + ((Wa - Wb) ** 2).reshape(len(m), -1).sum(1)
    return float(np.sqrt((m * sq).sum()))


def nrm_2inf(U: np.ndarray, W: np.ndarray) -> float:
    """||theta||_{2,inf} = max_h ||theta_h|| (heads of a group are equal)."""
    return float(np.sqrt((U**2).reshape(U.shape[0], -1).sum(1) + (W**2).reshape(W.shape[0], -1).sum(1)).max())


def run(X: np.ndarray, y: np.ndarray, U0: np.ndarray, W0: np.ndarray, m: np.ndarray, eta: float, K: int,
        Ut: np.ndarray, Wt: np.ndarray, grid: int = 17) -> dict:
    """K GD steps from (U0, W0) on L^ of the set (X (n,T,d), y (n,)), target theta = (Ut, Wt).

    Returns ``L`` (K+1,) L^(theta_k); ``A`` (K+1,) ||theta_k - theta||; ``B`` (K+1,) ||theta_k - theta0||;
    ``nrm`` (K+1,) ||theta_k||_{2,inf}; ``gsq`` (K,) ||grad L^(theta_k)||^2; ``ip`` (K,) <grad L^(theta_k), theta -
    theta_k> (full model); ``seg`` (K,) the max of L^ over the
    ``grid`` equispaced points alpha theta_k + (1 - alpha) theta, alpha in [0, 1] (k = 0..K-1)."""
    U, W = U0.copy(), W0.copy()
    L, Ad, Bd, nrm = (np.empty(K + 1) for _ in range(4))
    gsq, seg, ip = np.empty(K), np.empty(K), np.empty(K)
    al = np.linspace(0.0, 1.0, grid)
    for k in range(K + 1):
        Ad[k] = full_dist(m, U, W, Ut, Wt)
        Bd[k] = full_dist(m, U, W, U0, W0)
        nrm[k] = nrm_2inf(U, W)
        if k == K:
            L[k] = A.loss(X, y, U, W, m)
            break
        seg[k] = max(A.loss(X, y, a * U + (1 - a) * Ut, a * W + (1 - a) * Wt, m) for a in al)
        gU, gW, L[k] = A.grad(X, y, U, W, m)
        gsq[k] = float((m * ((gU**2).reshape(len(m), -1).sum(1) + (gW**2).reshape(len(m), -1).sum(1))).sum())
        ip[k] = float((m * ((gU * (Ut - U)).reshape(len(m), -1).sum(1) + (gW * (Wt - W)).reshape(len(m), -1).sum(1)))
                      .sum())
        U = U - eta * gU
        W = W - eta * gW
    return {"L": L, "A": Ad, "B": Bd, "nrm": nrm, "gsq": gsq, "ip": ip, "seg": seg}
