"""Round 19 (helper papers): the J-less matrix E[X^T softmax(X Theta X^T) X] of Lemma 5.16's proof, L1162."""

from __future__ import annotations

import torch

from thmcheck.models.chenli.sec5_exact import all_sign_matrices


def sx_matrix_exact(theta: torch.Tensor, k: int, batch: int = 1 << 15) -> torch.Tensor:
    """E[X^T softmax(X Theta X^T) X] for X uniform on {+-1}^{k x d} (no J), by enumeration (k d <= 24).

    X -> -X leaves X Theta X^T and X^T S X unchanged, so averaging over the half with X_{k,d} = -1 is exact."""
    d = theta.shape[0]
    if k * d > 24:
        raise ValueError("enumeration limited to k d <= 24")
    Xall = all_sign_matrices(k, d, dtype=theta.dtype, device=str(theta.device))
    acc = torch.zeros(d, d, dtype=theta.dtype, device=theta.device)
    for i in range(0, Xall.shape[0], batch):
        X = Xall[i: i + batch]
        S = torch.softmax(X @ theta @ X.transpose(1, 2), -1)  # softmax(X Theta X^T), row-wise
        acc += (X.transpose(1, 2) @ S @ X).sum(0)
    return acc / Xall.shape[0]
