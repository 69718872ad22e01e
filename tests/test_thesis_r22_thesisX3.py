"""Second paths for ``checks/papers/thesis/r22_thesisX3.py`` (thesis (A.143), (A.159), (A.166) along m to 12800): an
own torch model of Section 2.4.1 (no thmcheck code), full-batch gradient descent on the mean hinge, the attention
increments and the W_Q gradient projection recomputed per step."""

from __future__ import annotations

from tests.vit_own import own_vit


def _own_run(seed: int, m: int, eta: float = 1.0, N: int = 20, L: int = 10, d: int = 8, M: int = 5,
             steps: int = 3000):
    """Own ViT: tokens e_pattern + N(0, 0.01^2), 3 label-relevant (pattern 0 for y = +1, 1 for y = -1), 1 confusion,
    L - 4 from patterns 2..M-1; W_K, W_Q = I + noise, W_V orthogonal + noise (each divided by max(1, ||.||_2)), W_O ~
    N(0, 0.01^2), a = +-1/sqrt(m) frozen. Yields per step (hinge before the step, min over y = +1 samples of the
    S_1 -> S_1 increment (A.159), of the S_1-key -> non-discriminative-query increment (A.166), min over
    non-discriminative tokens of eta <(dLoss/dW_Q) x_j, e_1> (A.143))."""
    import torch

    own = own_vit(20_000 + seed, N, m, L, d, M)
    X, P, y, WK, WQ, WV, WO, a = (own[k] for k in ("X", "P", "y", "WK", "WQ", "WV", "WO", "a"))

    def att(WK: torch.Tensor, WQ: torch.Tensor) -> torch.Tensor:
        s = (X @ WK.T) @ (X @ WQ.T).transpose(1, 2)          # s[n, j, l] = x_j^T W_K^T W_Q x_l
        return torch.softmax(s, dim=1)                       # over keys j

    def F() -> torch.Tensor:
        V = att(WK, WQ).transpose(1, 2) @ (X @ WV.T)
        return (torch.relu(V @ WO.T) * a).sum(-1).mean(-1)

    pos = (y > 0)[:, None]
    s1 = pos & (P == 0)
    nd = pos & (P >= 2)
    mss = s1[:, :, None] & s1[:, None, :]
    mnd = s1[:, :, None] & nd[:, None, :]
    with torch.no_grad():
        A0 = att(WK, WQ)
    for _ in range(steps):
        h = torch.clamp(1 - y * F(), min=0)
        if float(h.detach().max()) == 0.0:
            return
        loss = h.mean()
        for W in (WK, WQ, WV, WO):
            W.grad = None
        loss.backward()
        with torch.no_grad():
            proj = eta * (X[P >= 2] @ WQ.grad.T)[:, 0]
            for W in (WK, WQ, WV, WO):
                W -= eta * W.grad
            A1 = att(WK, WQ)
            dA = A1 - A0
            yield float(h.mean()), float(dA[mss].min()), float(dA[mnd].min()), float(proj.min())
            A0 = A1


def test_signs_persist_at_m_12800() -> None:
    """At m = 12800 = 171 M^2 ln N (N = 20, full batch, eta = 1), in the last 10 % of the steps before the training
    hinge is 0 (the final step left out, L3414): some step has a negative S_1 -> S_1 increment ((A.159) needs >= 0),
    a negative S_1-key -> non-discriminative-query increment ((A.166)), and a negative eta <G x_j, e_1> ((A.143) as
    printed), each at a step with a positive training hinge."""
    import torch

    torch.set_num_threads(1)
    rows = list(_own_run(0, 12800))
    T = len(rows)
    assert 20 < T < 3000
    late = [r for r in rows[int(0.9 * T):-1] if r[0] > 0]
    assert min(r[1] for r in late) < -1e-3
    assert min(r[2] for r in late) < -1e-3
    assert min(r[3] for r in late) < -1e-3
