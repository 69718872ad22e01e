"""Round 23 (helper mhgd): full-batch GD of the group-reduced H-head attention classifier batched over TRAINING SETS
(numpy, closed-form gradient as :mod:`thmcheck.models.mhgd.r22_mhgdA`), for the Monte Carlo generalization gap of
App. C at sizes the torch Monte Carlo of :mod:`thmcheck.models.mhgd.sec4_gd` (which also runs the n leave-one-out
runs of every set) does not reach: T up to 256, n up to 256, token norms R up to 10^2.

Model: Phi(X; U, W) = sum_{t,s} A_ts <x_s, u_t>, A = row-softmax(X W X^T), Phi~(X) = H^{-1/2} sum_g m_g Phi(X; theta_g),
l(z) = log(1 + e^{-z}); every set has its own parameters (S, G, T, d), (S, G, d, d) and data (S, n, T, d).
"""

from __future__ import annotations

import numpy as np

from thmcheck.models.mhgd.r22_mhgdA import _sigmoid_neg as _sig_neg
from thmcheck.models.mhgd.r22_mhgdA import _softplus_neg as _lneg


def _heads(X: np.ndarray, U: np.ndarray, W: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per set: attention A (S,n,G,T,T), values V (S,n,G,T,T), single-head outputs (S,n,G)."""
    Z = np.einsum("bntd,bgde,bnse->bngts", X, W, X, optimize=True)
    Z -= Z.max(-1, keepdims=True)
    A = np.exp(Z)
    A /= A.sum(-1, keepdims=True)
    V = np.einsum("bnsd,bgtd->bngts", X, U, optimize=True)
    return A, V, (A * V).sum((-1, -2))


def outputs(X: np.ndarray, U: np.ndarray, W: np.ndarray, m: np.ndarray) -> np.ndarray:
    """Phi~ (S, n) of the full model (m_g heads equal to group g) on each set's inputs X (S, n, T, d)."""
    return _heads(X, U, W)[2] @ m / np.sqrt(m.sum())


def mean_loss(X: np.ndarray, y: np.ndarray, U: np.ndarray, W: np.ndarray, m: np.ndarray,
              chunk: int = 32) -> np.ndarray:
    """(1/N) sum_j l(y_j Phi~(X_j)) per set (S,), in chunks of samples (held-out samples are many)."""
    tot = np.zeros(X.shape[0])
    for j in range(0, X.shape[1], chunk):
        tot += _lneg(y[:, j:j + chunk] * outputs(X[:, j:j + chunk], U, W, m)).sum(1)
    return tot / X.shape[1]


def gd_sets(X: np.ndarray, y: np.ndarray, U0: np.ndarray, W0: np.ndarray, m: np.ndarray, eta: float,
            K: int, w: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """K full-batch GD steps on L^ of each set from the same theta0 (G, T, d), (G, d, d): returns theta_K per set
    (S, G, T, d), (S, G, d, d) and the train losses L^(theta_k), k = 0..K, per set (K+1, S). With sample weights
    w (S, n) the runs descend (1/n) sum_j w_j l_j (w_i = 0: the leave-one-out loss L^{-i}, the 1/n kept); the
    losses returned are then the weighted ones."""
    if w is None:
        w = np.ones(y.shape)
    S, n = y.shape
    sH = np.sqrt(m.sum())
    U = np.broadcast_to(U0, (S, *U0.shape)).copy()
    W = np.broadcast_to(W0, (S, *W0.shape)).copy()
    Ls = np.empty((K + 1, S))
    for k in range(K + 1):
        A, V, out = _heads(X, U, W)
        z = y * (out @ m) / sH
        Ls[k] = (w * _lneg(z)).mean(1)
        if k == K:
            break
        coef = -w * _sig_neg(z) * y / (n * sH)  # (1/n) w_i l'(z_i) y_i / sqrt(H)
        gU = np.einsum("bn,bngts,bnsd->bgtd", coef, A, X, optimize=True)
        C = A * (V - (A * V).sum(-1, keepdims=True))
        gW = np.einsum("bn,bntd,bngts,bnse->bgde", coef, X, C, X, optimize=True)
        U -= eta * gU
        W -= eta * gW
    return U, W, Ls


def loo_sets(X: np.ndarray, y: np.ndarray, U0: np.ndarray, W0: np.ndarray, m: np.ndarray, eta: float,
             K: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Full GD and the n leave-one-out GD runs of every set, batched as S (n + 1) runs: returns theta_K of the full
    runs (S, G, T, d), (S, G, d, d), the on-average stability (1/n) sum_i ||theta_K - theta_K^{-i}|| per set (S,)
    (full-model norm sqrt(sum_g m_g ||.||^2)) and max ||theta_K||_{2,inf} over every run (S,)."""
    S, n = y.shape
    w = np.ones((S, n + 1, n))
    w[:, 1:] -= np.eye(n)  # run 0 = full GD, run i+1 omits sample i
    Xr = np.repeat(X, n + 1, axis=0)
    yr = np.repeat(y, n + 1, axis=0)
    U, W, _ = gd_sets(Xr, yr, U0, W0, m, eta, K, w=w.reshape(S * (n + 1), n))
    U = U.reshape(S, n + 1, *U.shape[1:])
    W = W.reshape(S, n + 1, *W.shape[1:])
    G = len(m)
    dsq = (((U[:, 1:] - U[:, :1]) ** 2).reshape(S, n, G, -1).sum(-1)
           + ((W[:, 1:] - W[:, :1]) ** 2).reshape(S, n, G, -1).sum(-1))
    stab = np.sqrt(dsq @ m).mean(1)
    nrm = np.sqrt((U**2).reshape(S, n + 1, G, -1).sum(-1) + (W**2).reshape(S, n + 1, G, -1).sum(-1)).max((1, 2))
    return U[:, 0], W[:, 0], stab, nrm
