"""Lemma 6.2 of Chen & Li (restricted isometry of the head/row map), exact spectral form, sampled in batches.

Event (L1386-L1452): for all lambda_i in Delta^{k-1} - Delta^{k-1}, ||sum_i lambda_i^T X W_i||^2 in [0.9, 1.1]
sum_i ||lambda_i||^2 ||W_i||_F^2. The condition is 2-homogeneous and Delta - Delta spans 1^perp, so with U an
orthonormal basis of 1^perp and G = vstack_i(U^T X W_i/||W_i||_F), the event is spec(G G^T) in [0.9, 1.1].

W_i = O_i/sqrt(d) with O_i Haar orthogonal (||W_i||_F = 1, stable rank d). Then G G^T has blocks
U^T X O_i O_j^T X^T U/d. With X^T = Q_A R_A (thin QR), X O_i O_j^T X^T = R_A^T F_i^T F_j R_A for the frames
F_i := O_i^T Q_A (d x k); for independent Haar O_i these are independent uniform frames, independent of X, so a
sample costs O(m d k^2) instead of O(d^3). (This samples W afresh with every X: the estimate is E_W P_X[event],
a consequence of the lemma's bound for every admissible W.) Torch, float64, no Hypothesis.
"""

from __future__ import annotations

import torch


def sum_zero_basis(k: int, dtype: torch.dtype = torch.float64) -> torch.Tensor:
    """An orthonormal basis U (k x (k-1)) of the sum-zero subspace 1^perp."""
    return torch.linalg.svd(torch.eye(k, dtype=dtype) - 1.0 / k)[0][:, : k - 1]


def haar_frames(n: int, d: int, k: int, gen: torch.Generator, dtype: torch.dtype = torch.float64) -> torch.Tensor:
    """n independent uniform d x k orthonormal frames (QR of Gaussians with the sign of diag(R) fixed)."""
    g = torch.randn(n, d, k, generator=gen, dtype=dtype)
    q, r = torch.linalg.qr(g)
    return q * torch.sign(torch.diagonal(r, dim1=-2, dim2=-1)).unsqueeze(-2)


def gram_from_frames(X: torch.Tensor, F: torch.Tensor) -> torch.Tensor:
    """G G^T (batch, m(k-1), m(k-1)) from X (batch, k, d) and frames F (batch, m, d, k) standing for F_i = O_i^T Q_A."""
    b, k, d = X.shape
    m = F.shape[1]
    _, R = torch.linalg.qr(X.transpose(1, 2))  # X^T = Q_A R_A
    U = sum_zero_basis(k, X.dtype)
    C = torch.einsum("bidk,bjdl->bijkl", F, F)  # F_i^T F_j
    blocks = torch.einsum("xa,bkx,bijkl,bly,yc->bijac", U, R, C, R, U) / d  # U^T R^T F_i^T F_j R U / d
    return blocks.permute(0, 1, 3, 2, 4).reshape(b, m * (k - 1), m * (k - 1))


def isometry_failures(d: int, k: int, m: int, n: int, seed: int, batch: int = 2048) -> int:
    """Number of failures of the Lemma 6.2 event among n samples (X uniform on {+-1}^{k x d}, W_i = O_i/sqrt d Haar)."""
    gen = torch.Generator().manual_seed(seed)
    fails = 0
    done = 0
    while done < n:
        b = min(batch, n - done)
        X = (torch.randint(0, 2, (b, k, d), generator=gen) * 2 - 1).to(torch.float64)
        F = haar_frames(b * m, d, k, gen).reshape(b, m, d, k)
        ev = torch.linalg.eigvalsh(gram_from_frames(X, F))
        fails += int(((ev[:, 0] < 0.9) | (ev[:, -1] > 1.1)).sum())
        done += b
    return fails


def k2_event_bounds(d: int) -> tuple[int, int]:
    """k = 2, m = 1, W W^T = I/d: G G^T = ||x_1 - x_2||^2/(2d) = 2H/d with H the Hamming distance of the two rows
    (H ~ Bin(d, 1/2)), so the event is 9d <= 20 H <= 11d: returns (lo, hi) = (ceil(9d/20), floor(11d/20))."""
    return -(-9 * d // 20), (11 * d) // 20


def k2_log_failure(d: int) -> float:
    """log P[event fails] for k = 2, m = 1 exactly (the binomial law of H; scipy log-CDF/log-SF, no Monte Carlo)."""
    import numpy as np
    from scipy import stats

    lo, hi = k2_event_bounds(d)
    return float(np.logaddexp(stats.binom.logcdf(lo - 1, d, 0.5), stats.binom.logsf(hi, d, 0.5)))


def k2_failure_exact(d: int):  # noqa: ANN201
    """The same probability as an exact Fraction (integer binomial sums; for tests and small d)."""
    import math
    from fractions import Fraction

    lo, hi = k2_event_bounds(d)
    bad = sum(math.comb(d, h) for h in range(d + 1) if h < lo or h > hi)
    return Fraction(bad, 2**d)
