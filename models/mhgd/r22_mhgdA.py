"""Round 22 (helper mhgdA): a closed-form, vectorised numpy full-batch GD for the group-reduced H-head attention
classifier, so that the GD-run claims of App. B (Lemmas 9, 10, Theorem 3) reach large n, T, d and long horizons K.

Model (as :mod:`thmcheck.models.mhgd.sec2_model`): Phi(X; U, W) = sum_{t,s} A_ts <x_s, u_t>, A = row-softmax(X W X^T)
(logits x_t^T W x_s), Phi~(X) = H^{-1/2} sum_g m_g Phi(X; theta_g), L^ = (1/n) sum_i l(y_i Phi~(X_i)), l(z) = log(1+e^-z).

Per-head gradient (the gradient of L^ w.r.t. ONE head of group g, i.e. the GD step of every head of the group):
  dPhi/du_t = (A X)_t,  dPhi/dW = X^T C X with C_ts = A_ts (v_ts - sum_s' A_ts' v_ts'), v_ts = <x_s, u_t>,
  grad_g = (1/n) sum_i l'(y_i Phi~_i) y_i H^{-1/2} dPhi(X_i; theta_g).
No autograd: one step is a handful of einsums over (n, G, T, T), so K = 10^4 steps at small sizes take about a second.
"""

from __future__ import annotations

import numpy as np


def _softplus_neg(z: np.ndarray) -> np.ndarray:
    """l(z) = log(1 + e^{-z}) without overflow."""
    return np.logaddexp(0.0, -z)


def _sigmoid_neg(z: np.ndarray) -> np.ndarray:
    """-l'(z) = 1/(1 + e^{z})."""
    return np.exp(-np.logaddexp(0.0, z))


def heads(X: np.ndarray, U: np.ndarray, W: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Attention A (n,G,T,T), values v (n,G,T,T) and single-head outputs (n,G)."""
    Z = np.einsum("ntd,gde,nse->ngts", X, W, X, optimize=True)
    Z -= Z.max(-1, keepdims=True)
    A = np.exp(Z)
    A /= A.sum(-1, keepdims=True)
    V = np.einsum("nsd,gtd->ngts", X, U, optimize=True)
    return A, V, (A * V).sum((-1, -2))


def loss(X: np.ndarray, y: np.ndarray, U: np.ndarray, W: np.ndarray, m: np.ndarray) -> float:
    """L^(theta~) of the full model with m_g heads equal to group g."""
    _, _, out = heads(X, U, W)
    return float(_softplus_neg(y * (out @ m) / np.sqrt(m.sum())).mean())


def grad(X: np.ndarray, y: np.ndarray, U: np.ndarray, W: np.ndarray,
         m: np.ndarray) -> tuple[np.ndarray, np.ndarray, float]:
    """(per-head gradient for U (G,T,d), for W (G,d,d), L^)."""
    n = X.shape[0]
    sH = np.sqrt(m.sum())
    A, V, out = heads(X, U, W)
    z = y * (out @ m) / sH
    L = float(_softplus_neg(z).mean())
    coef = -_sigmoid_neg(z) * y / (n * sH)  # (1/n) l'(z_i) y_i / sqrt(H)
    gU = np.einsum("n,ngts,nsd->gtd", coef, A, X, optimize=True)
    C = A * (V - (A * V).sum(-1, keepdims=True))
    gW = np.einsum("n,ntd,ngts,nse->gde", coef, X, C, X, optimize=True)
    return gU, gW, L


def full_dist(m: np.ndarray, Ua: np.ndarray, Wa: np.ndarray, Ub: np.ndarray, Wb: np.ndarray) -> float:
    """||theta_a - theta_b|| in the full H-head space: sqrt(sum_g m_g ||theta_a,g - theta_b,g||^2)."""
    sq = ((Ua - Ub) ** 2).reshape(len(m), -1).sum(1) + ((Wa - Wb) ** 2).reshape(len(m), -1).sum(1)
    return float(np.sqrt((m * sq).sum()))


def nrm_2inf(U: np.ndarray, W: np.ndarray) -> float:
    """||theta||_{2,inf} = max_h ||theta_h|| (heads of a group are equal)."""
    return float(np.sqrt((U**2).reshape(U.shape[0], -1).sum(1) + (W**2).reshape(W.shape[0], -1).sum(1)).max())


def trajectory(X: np.ndarray, y: np.ndarray, U0: np.ndarray, W0: np.ndarray, m: np.ndarray, eta: float, K: int,
               Ut: np.ndarray, Wt: np.ndarray, grid: int = 0) -> dict:
    """K GD steps from (U0, W0) keeping per-step scalars only (no iterates):

    ``L`` (K+1,) losses L^(theta_k); ``A`` (K+1,) ||theta_k - theta|| to the target (Ut, Wt); ``B`` (K+1,)
    ||theta_k - theta_0||; ``nrm`` (K+1,) ||theta_k||_{2,inf}; ``gsq`` (K,) ||grad L^(theta_k)||^2 and ``ip`` (K,)
    <grad L^(theta_k), theta - theta_k> (full model); with ``grid`` > 0 also ``seg`` (K,), the max of L^ over the
    ``grid`` equispaced points alpha theta_k + (1 - alpha) theta, alpha in [0, 1] (k = 0..K-1)."""
    U, W = U0.copy(), W0.copy()
    L, A, B, nrm = (np.empty(K + 1) for _ in range(4))
    gsq, ip, seg = np.empty(K), np.empty(K), np.empty(K)
    al = np.linspace(0.0, 1.0, grid)
    for k in range(K + 1):
        A[k] = full_dist(m, U, W, Ut, Wt)
        B[k] = full_dist(m, U, W, U0, W0)
        nrm[k] = nrm_2inf(U, W)
        if k == K:
            L[k] = loss(X, y, U, W, m)
            break
        if grid:
            seg[k] = max(loss(X, y, a * U + (1 - a) * Ut, a * W + (1 - a) * Wt, m) for a in al)
        gU, gW, L[k] = grad(X, y, U, W, m)
        gsq[k] = float((m * ((gU**2).reshape(len(m), -1).sum(1) + (gW**2).reshape(len(m), -1).sum(1))).sum())
        ip[k] = float((m * ((gU * (Ut - U)).reshape(len(m), -1).sum(1) + (gW * (Wt - W)).reshape(len(m), -1).sum(1)))
                      .sum())
        U = U - eta * gU
        W = W - eta * gW
    out = {"L": L, "A": A, "B": B, "nrm": nrm, "gsq": gsq, "ip": ip}
    if grid:
        out["seg"] = seg
    return out


def loo_stability(X: np.ndarray, y: np.ndarray, U0: np.ndarray, W0: np.ndarray, m: np.ndarray, eta: float,
                  K: int) -> np.ndarray:
    """Full GD and the n leave-one-out GD runs (L^{-i} = (1/n) sum_{j != i} l_j, same theta_0 and eta), batched:
    returns (K+1,) the on-average stability (1/n) sum_i ||theta_k - theta_k^{-i}|| (full-model norm) at every k."""
    n, G = X.shape[0], len(m)
    sH = np.sqrt(m.sum())
    w = np.ones((n + 1, n))
    w[1:] -= np.eye(n)  # run 0 = full GD, run i+1 omits sample i
    U = np.broadcast_to(U0, (n + 1, *U0.shape)).copy()
    W = np.broadcast_to(W0, (n + 1, *W0.shape)).copy()
    out = np.empty(K + 1)
    for k in range(K + 1):
        dU = ((U[1:] - U[:1]) ** 2).reshape(n, G, -1).sum(-1) + ((W[1:] - W[:1]) ** 2).reshape(n, G, -1).sum(-1)
        out[k] = float(np.sqrt(dU @ m).mean())
        if k == K:
            break
        Z = np.einsum("ntd,rgde,nse->rngts", X, W, X, optimize=True)
        Z -= Z.max(-1, keepdims=True)
        A = np.exp(Z)
        A /= A.sum(-1, keepdims=True)
        V = np.einsum("nsd,rgtd->rngts", X, U, optimize=True)
        z = y * ((A * V).sum((-1, -2)) @ m) / sH  # (r, n)
        coef = -w * _sigmoid_neg(z) * y / (n * sH)
        gU = np.einsum("rn,rngts,nsd->rgtd", coef, A, X, optimize=True)
        C = A * (V - (A * V).sum(-1, keepdims=True))
        gW = np.einsum("rn,ntd,rngts,nse->rgde", coef, X, C, X, optimize=True)
        U -= eta * gU
        W -= eta * gW
    return out
