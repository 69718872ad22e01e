"""chenli: exact laws for records turned into checks (issue #17), Chen & Li, "Provably learning a multi-head
attention layer" (shared/seeds/000_7ee2e1d97e13a266.txt).

Staging module: to be moved into the section modules of ``models/chenli/`` once the layout move lands.

* Lemma 6.8, Items 2-3: exact failure probabilities over all 2^d points of the cube, in integers.
* Lemmas 7.5/7.6: exact laws of x^T Theta x and x^T Theta y for heads whose entries sit on a partial permutation
  (each row and column holds at most one entry), with two entry sizes: the forms are then sums of independent
  Rademacher variables in two weight classes, so their law is the convolution of two binomials.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from scipy import special

# ------------------------------------------------------------------------------------------ Lemma 6.8, Items 2-3


def cube_int(d: int) -> torch.Tensor:
    """All 2^d points of {+-1}^d as an int64 tensor (row r has x_j = 2 bit_j(r) - 1)."""
    r = torch.arange(2**d, dtype=torch.int64)[:, None]
    return 2 * ((r >> torch.arange(d, dtype=torch.int64)) & 1) - 1


def smallest_v(theta: np.ndarray) -> float:
    """The smallest v >= 1 of Assumption 4 for one head: sqrt(d) max(column, row norms)/||Theta||_F."""
    th = np.asarray(theta, dtype=float)
    d = th.shape[0]
    worst = max(float(np.max((th * th).sum(0))), float(np.max((th * th).sum(1))))
    return max(1.0, math.sqrt(d * worst / float((th * th).sum())))


def lemma6_8_failures(thetas: list[np.ndarray], E: np.ndarray, s: float, K: float, item2: bool = True,
                      item3: bool = True) -> dict:
    """Exact counts over x in {+-1}^d (integer Theta_i, d x d, and integer E', d x p):

    item 2 fails at x when some (Theta_i^T x)_j^2 > s^2 v_i^2 log(d) ||Theta_i||_F^2/d (v_i = :func:`smallest_v`,
    the worst admissible v); item 3 fails when ||E'^T x||^2 > K ||E'||_F^2. Item 3 is compared exactly (integers
    against the exact rational value of the float K); item 2's threshold is irrational (log d), so it is compared in
    float64 and every left side within 1e-9 of it is re-decided with mpmath at 50 digits ('refined' counts them)."""
    from fractions import Fraction

    import mpmath

    d = int(E.shape[0])
    X = cube_int(d)
    f2 = torch.zeros(2**d, dtype=torch.bool)
    f3 = torch.zeros(2**d, dtype=torch.bool)
    refined = 0
    if item2:
        for th in thetas:
            T = torch.as_tensor(np.asarray(th, dtype=np.int64))
            fro2 = int((T * T).sum())
            worst = max(int((T * T).sum(0).max()), int((T * T).sum(1).max()))
            v2 = max(Fraction(1), Fraction(d * worst, fro2))  # smallest_v(th)^2, exactly
            thr = s * s * float(v2) * math.log(d) * fro2 / d
            vals = (X @ T) ** 2  # entries of Theta^T x, squared, exact int64
            fail = vals.to(torch.float64) > thr
            close = ((vals.to(torch.float64) - thr).abs() <= 1e-9 * thr).nonzero()
            if close.numel():
                with mpmath.workdps(50):
                    thr_mp = mpmath.mpf(s) ** 2 * mpmath.mpf(v2.numerator) / v2.denominator * mpmath.log(d) * fro2 / d
                    for row, col in close.tolist():
                        fail[row, col] = mpmath.mpf(int(vals[row, col])) > thr_mp
                        refined += 1
            f2 |= fail.any(1)
    if item3:
        Et = torch.as_tensor(np.asarray(E, dtype=np.int64))
        energy = ((X @ Et) ** 2).sum(1)
        k = Fraction(K)  # the float's exact value: energy > k fro  <=>  den * energy > num * fro (integers)
        fro = int((Et * Et).sum())
        f3 = torch.tensor([k.denominator * int(e) > k.numerator * fro for e in energy.tolist()], dtype=torch.bool)
    fail = f2 | f3
    return {"fail": int(fail.sum()), "fail2": int(f2.sum()), "fail3": int(f3.sum()), "n": 2**d, "refined": refined}


# ------------------------------------------------------------------------------------------ Lemmas 7.5/7.6


def _log_binom_pmf(n: int) -> np.ndarray:
    """log P[Bin(n, 1/2) = j], j = 0..n."""
    j = np.arange(n + 1)
    return special.gammaln(n + 1) - special.gammaln(j + 1) - special.gammaln(n - j + 1) - n * math.log(2)


def two_class_log_tail(n1: int, w1: float, n2: int, w2: float, shift: float, tau: float) -> float:
    """log P[|shift + w1 S1 + w2 S2| > tau] for independent S_c = 2 Bin(n_c, 1/2) - n_c (exact convolution of the
    two binomial laws in log space; n_c may be 0)."""
    lp1, lp2 = _log_binom_pmf(n1), _log_binom_pmf(n2)
    s1 = w1 * (2 * np.arange(n1 + 1) - n1)
    s2 = w2 * (2 * np.arange(n2 + 1) - n2)
    val = shift + s1[:, None] + s2[None, :]
    lp = lp1[:, None] + lp2[None, :]
    mask = np.abs(val) > tau
    if not mask.any():
        return -math.inf
    return float(special.logsumexp(lp[mask]))


def pair_head(n1: int, w1: float, n2: int, w2: float, n_diag: int, w_diag: float, t_diag: int) -> np.ndarray:
    """The head whose law :func:`two_class_log_tail` gives, as an explicit d x d matrix (d = 2(n1 + n2) + n_diag; for
    tests): entries w1 (n1 of them) and w2 (n2) at (2p, 2p+1) on disjoint coordinate pairs, and a diagonal block of
    n_diag entries +-w_diag summing to t_diag w_diag (trace), so x^T Theta x = Tr + w1 S1 + w2 S2 exactly (the
    pair products x_{2p} x_{2p+1} are independent signs) and x^T Theta y = w1 S1 + w2 S2 + w_diag S3 in law."""
    d = 2 * (n1 + n2) + n_diag
    th = np.zeros((d, d))
    for p in range(n1 + n2):
        th[2 * p, 2 * p + 1] = w1 if p < n1 else w2
    u = (n_diag + t_diag) // 2
    for q in range(n_diag):
        th[2 * (n1 + n2) + q, 2 * (n1 + n2) + q] = w_diag if q < u else -w_diag
    return th


# ------------------------------------------------------------------------------------------ Lemma 9.1 / Algorithm 5


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
