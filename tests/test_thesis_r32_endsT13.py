"""Second path of round 32's endsT13 work (thesis (A.164) L3414 at the N -> 1 end, thesis.ch2.eqA.164-endN), sharing
no code with the claim's measure or bound: an own torch ViT of (2.1) (own data, initialisation, full-batch gradient
descent on the mean hinge, own softmax; the construction of tests/test_thesis_r18_thesisA.py's own run, shared in
tests/vit_own.py), and the score gap (x_j - x_j')^T W_K^T W_Q x_l (j in S_1, j' and l non-discriminative, y = +1
samples) computed from the raw weights after every step.
"""

from __future__ import annotations

from tests.vit_own import own_vit


def _own_gaps(seed: int, N: int, eta: float = 1.0, m: int = 112, L: int = 10, d: int = 8, M: int = 5,
              steps: int = 3000) -> list[tuple[float, float]]:
    """Per step until the training hinge is 0: (mean hinge before the step, min over y = +1 samples and j in S_1,
    j', l of patterns >= 2 of (x_j - x_j')^T W_K^T W_Q x_l after the step)."""
    import torch

    v = own_vit(20_000 + seed, N, m, L, d, M)
    X, P, y = v["X"], v["P"], v["y"]
    WK, WQ, WV, WO, a = v["WK"], v["WQ"], v["WV"], v["WO"], v["a"]

    def scores() -> torch.Tensor:
        return (X @ WK.T) @ (X @ WQ.T).transpose(1, 2)       # s[n, j, l] = x_j^T W_K^T W_Q x_l

    def F() -> torch.Tensor:
        s = scores()
        e = (s - s.max(dim=1, keepdim=True).values).exp()
        A = e / e.sum(dim=1, keepdim=True)                   # softmax over keys j
        V = A.transpose(1, 2) @ (X @ WV.T)
        return (torch.relu(V @ WO.T) * a).sum(-1).mean(-1)

    out = []
    for _ in range(steps):
        h = torch.clamp(1 - y * F(), min=0)
        if float(h.detach().max()) == 0.0:
            return out
        loss = h.mean()
        for W in (WK, WQ, WV, WO):
            W.grad = None
        loss.backward()
        with torch.no_grad():
            for W in (WK, WQ, WV, WO):
                W -= eta * W.grad
            s = scores()
            worst = float("inf")
            for n in range(N):
                if y[n] < 0:
                    continue
                s1 = (P[n] == 0).nonzero().flatten()
                nd = (P[n] >= 2).nonzero().flatten()
                for li in nd:
                    gap = s[n, s1, li][:, None] - s[n, nd, li][None, :]
                    worst = min(worst, float(gap.min()))
            out.append((float(h.mean()), worst))
    return out


def test_a164_gap_negative_late_at_small_n() -> None:
    """(A.164): at N = 2 and 4 (full batch, m = 112 >= M^2 ln N), in the last tenth of the steps before the training
    hinge is 0 (the final step left out), the S_1-over-non-discriminative score gap is negative at some step with a
    positive hinge, on most seeds."""
    import torch

    torch.set_num_threads(1)
    found = tried = 0
    for N in (2, 4):
        for seed in range(3):
            rows = _own_gaps(seed, N)
            T = len(rows)
            assert 10 < T < 3000                       # converged: T = the first step with zero training hinge
            late = rows[int(0.9 * T):-1]
            tried += 1
            found += any(gap < 0 and h > 0 for h, gap in late)
    assert found >= 4, (found, tried)
