"""chenli Algorithm 5 (ESTIMATEVALUEMATRICES) and the test loss of Lemma 9.1 (Section 9, L2860-L2961): the
multi-head layer F of Eq. (1), the regression covariates Z of Eq. (140), the constrained least squares per column
(Chen & Li, shared/seeds/000_7ee2e1d97e13a266.txt).
"""

from __future__ import annotations

import math

import torch


def _heads_out(X: torch.Tensor, thetas: torch.Tensor) -> torch.Tensor:
    """softmax(X Theta_i X^T) X for every head: (m, N, k, d)."""
    logits = torch.matmul(torch.matmul(X.unsqueeze(0), thetas.unsqueeze(1)), X.transpose(-1, -2).unsqueeze(0))
    return torch.softmax(logits, dim=-1) @ X.unsqueeze(0)


def layer(X: torch.Tensor, thetas: torch.Tensor, Ws: torch.Tensor) -> torch.Tensor:
    """F(X) = sum_i softmax(X Theta_i X^T) X W_i^T (Eq. (1)): (N, k, d)."""
    return (_heads_out(X, thetas) @ Ws.transpose(-1, -2).unsqueeze(1)).sum(0)


def algorithm5(X: torch.Tensor, Y: torch.Tensor, thetas_hat: torch.Tensor) -> tuple[torch.Tensor, int]:
    """ESTIMATEVALUEMATRICES (Algorithm 5, L2875-L2889): for every column s, w^ = argmin_{||w|| <= sqrt(m)} sum_a
    ||Z_a w - Y_{a,:,s}||^2 with Z of Eq. (140) built from the estimates Theta^_i; W^_i's row s is block i of w^
    (w*_{i,j} = (W_i)_{s,j}, since F(X)_{:,s} = sum_i softmax(.) X W_i[s, :]^T). The norm constraint is enforced
    exactly: columns whose least-squares solution is longer than sqrt(m) are re-solved with the ridge multiplier
    found by bisection (the KKT point of the constrained problem). Returns (W^ (m, d, d), number of such columns)."""
    m, d = thetas_hat.shape[0], X.shape[-1]
    Z = _heads_out(X, thetas_hat)  # (m, N, k, d)
    G = Z.permute(1, 2, 0, 3).reshape(-1, m * d)  # rows (a, r), columns (i, j)
    T = Y.reshape(-1, d)
    sol = torch.linalg.lstsq(G, T, driver="gelsd").solution  # (m d, d): column s is w^_s
    cap = math.sqrt(m)
    bound_hit = 0
    GtG, GtT = G.T @ G, G.T @ T
    eye = torch.eye(m * d, dtype=G.dtype)
    for s in range(d):
        if float(sol[:, s].norm()) <= cap:
            continue
        bound_hit += 1
        lo, hi = 0.0, 1.0
        while float(torch.linalg.solve(GtG + hi * eye, GtT[:, s]).norm()) > cap:
            hi *= 2
        for _ in range(100):
            mid = (lo + hi) / 2
            if float(torch.linalg.solve(GtG + mid * eye, GtT[:, s]).norm()) > cap:
                lo = mid
            else:
                hi = mid
        sol[:, s] = torch.linalg.solve(GtG + hi * eye, GtT[:, s])
    W_hat = sol.T.reshape(d, m, d).permute(1, 0, 2)  # W^_i[s, j] = w^_s[(i, j)]
    return W_hat.contiguous(), bound_hit


def lemma9_1_loss(thetas: torch.Tensor, Ws: torch.Tensor, U: torch.Tensor, eps: float, k: int, n_train: int,
                  n_test: int, gen: torch.Generator) -> dict:
    """One run of Algorithm 5 with Theta^_i = Theta_i + eps U_i (||U_i||_F = 1) on n_train fresh examples, and its
    test loss E ||F^(X) - F(X)||_F^2 estimated on n_test fresh examples (mean and standard error)."""
    d = thetas.shape[-1]
    dt = thetas.dtype
    X = (2 * torch.randint(0, 2, (n_train, k, d), generator=gen) - 1).to(dt)
    th_hat = thetas + eps * U
    W_hat, hit = algorithm5(X, layer(X, thetas, Ws), th_hat)
    Xt = (2 * torch.randint(0, 2, (n_test, k, d), generator=gen) - 1).to(dt)
    err = ((layer(Xt, th_hat, W_hat) - layer(Xt, thetas, Ws)) ** 2).sum((1, 2))
    return {"loss": float(err.mean()), "se": float(err.std() / math.sqrt(n_test)), "bound_hit": hit}
