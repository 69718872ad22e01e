"""An own ViT of thesis (2.1) for second paths, sharing no code with the claims (round 18's construction, used by
tests/test_thesis_r18_thesisA.py, tests/test_thesis_r22_thesisX3.py and tests/test_thesis_r32_endsT13.py)."""

from __future__ import annotations

from typing import Any


def own_vit(seed: int, N: int, m: int, L: int = 10, d: int = 8, M: int = 5) -> dict[str, Any]:
    """Tokens e_pattern + N(0, 0.01^2) noise: 3 label-relevant (pattern 0 for y = +1, 1 for y = -1), 1 confusion, L - 4
    from patterns 2..M-1, shuffled; labels alternate; W_K, W_Q = I + 0.2/sqrt(d) noise, W_V = orthogonal + 0.1/sqrt(d)
    noise (each divided by max(1, spectral norm)), W_O ~ N(0, 0.01^2) (W_K, W_Q, W_V, W_O require grad), a = +-1/sqrt(m)
    (frozen). ``seed`` seeds the torch generator as given (the callers offset it)."""
    import torch

    g = torch.Generator().manual_seed(seed)
    E = torch.eye(d, dtype=torch.float64)
    X = torch.empty(N, L, d, dtype=torch.float64)
    P = torch.empty(N, L, dtype=torch.long)
    y = torch.tensor([1.0 if n % 2 == 0 else -1.0 for n in range(N)], dtype=torch.float64)
    for n in range(N):
        rel, conf = (0, 1) if y[n] > 0 else (1, 0)
        pats = torch.cat([torch.full((3,), rel), torch.full((1,), conf), torch.randint(2, M, (L - 4,), generator=g)])
        pats = pats[torch.randperm(L, generator=g)]
        P[n] = pats
        X[n] = E[pats] + 0.01 * torch.randn(L, d, generator=g, dtype=torch.float64)

    def nrm(W: torch.Tensor) -> torch.Tensor:
        return W / max(1.0, float(torch.linalg.matrix_norm(W, 2)))

    WK = nrm(E + 0.2 / d**0.5 * torch.randn(d, d, generator=g, dtype=torch.float64)).requires_grad_()
    WQ = nrm(E + 0.2 / d**0.5 * torch.randn(d, d, generator=g, dtype=torch.float64)).requires_grad_()
    U = torch.linalg.qr(torch.randn(d, d, generator=g, dtype=torch.float64))[0]
    WV = nrm(U + 0.1 / d**0.5 * torch.randn(d, d, generator=g, dtype=torch.float64)).requires_grad_()
    WO = (0.01 * torch.randn(m, d, generator=g, dtype=torch.float64)).requires_grad_()
    a = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1).to(torch.float64) / m**0.5
    return {"E": E, "X": X, "P": P, "y": y, "WK": WK, "WQ": WQ, "WV": WV, "WO": WO, "a": a, "g": g}
