"""Second paths of round 18's factrecall claims (checks/papers/factrecall/r18_mhgd.py): own numpy, no code shared with
the claims' measures or bounds."""

from __future__ import annotations

import numpy as np


def test_one_dim_head_predicts_at_most_two_answers() -> None:
    """Eqs. (4)-(5) with H = d_h = 1 (W_K, W_Q in R^{1 x d}, W_V, W_O in R^{1 x d}): F(X) = W_O^T W_V X^T
    softmax(X W_K^T W_Q x_T) is a multiple of o = W_O^T, so over many random contexts and random weights the
    predicted argmax_z phi(z)^T F(X) takes at most two values, argmax and argmin of phi(z)^T o; M = 50 stored facts
    with 50 distinct answers are then recalled at most 2/50 of the time (error >= 48/50), for any d."""
    rng = np.random.default_rng(7)
    for d in (8, 64, 512):
        V, T = 60, 5
        phi = rng.standard_normal((V, d))
        phi /= np.linalg.norm(phi, axis=1, keepdims=True)
        WK, WQ, WV, WO = (rng.standard_normal((1, d)) for _ in range(4))
        o = WO.ravel()
        scores = phi @ o
        allowed = {int(np.argmax(scores)), int(np.argmin(scores))}
        preds = set()
        for _ in range(2000):
            idx = rng.integers(0, V, size=T)
            X = phi[idx]  # (T, d) rows x_t = phi(z_t)
            logits = X @ WK.T @ WQ @ X[-1]  # (T,)
            a = np.exp(logits - logits.max())
            a /= a.sum()
            F = WO.T @ (WV @ X.T @ a)  # (d,)
            preds.add(int(np.argmax(phi @ F)))
        assert preds <= allowed and len(preds) <= 2
        # M facts with M distinct answers: at most 2 are ever answered right
        M = 50
        answers = rng.choice(V, size=M, replace=False)
        assert len(set(answers.tolist()) & preds) <= 2
        assert (M - 2) / M == 0.96


def test_hermite_inner_products_by_quadrature() -> None:
    """App. F.1 L1735, '<h_i, h_k>_{L2(mu)} = delta_ij': Gauss-Hermite quadrature (probabilists', 60 nodes, exact for
    degree < 120) of He_i He_k / sqrt(i! k!) against N(0, 1): it equals delta_ik, so delta_ij fails at (i, j, k) =
    (0, 0, 1) and (0, 1, 0)."""
    import math

    from numpy.polynomial import hermite_e as He

    x, w = He.hermegauss(60)
    w = w / w.sum()

    def inner(i: int, k: int) -> float:
        hi = He.hermeval(x, [0] * i + [1]) / math.sqrt(math.factorial(i))
        hk = He.hermeval(x, [0] * k + [1]) / math.sqrt(math.factorial(k))
        return float((w * hi * hk).sum())

    for i in range(6):
        for k in range(6):
            assert abs(inner(i, k) - (1.0 if i == k else 0.0)) < 1e-9
    assert abs(inner(0, 1) - 1.0) > 0.9  # (i, j, k) = (0, 0, 1): delta_ij = 1, inner product 0
    assert abs(inner(0, 0) - 0.0) > 0.9  # (i, j, k) = (0, 1, 0): delta_ij = 0, inner product 1


def test_lemma5_l1111_relation_outgrows_rare_subject_bound() -> None:
    """Lemma 5's L1111 as printed, 'for s in S, W_KQ(z) <= exp(2 p(s) t) alpha sqrt(|A| + 1)': own gradient flow (RK4,
    torch autograd of the exact population loss) of the Section 5 model (L233-L255: one-hot embeddings, logit(a) =
    sum_t W_OV(a, z_t) W_KQ(z_t) over z_{1:T} = (s, r, EOS), T = 3, softmax over the |A| = RD answers, L = E[-log
    p^(a*(s, r))]), S = 3, R = 1, D = 2, p(s) = (0.9, 0.05, 0.05), a* = (0, 1, 0), Assumption 2's init alpha = 1e-4."""
    import math

    import torch

    p, astar, S, A, alpha = [0.9, 0.05, 0.05], [0, 1, 0], 3, 2, 1e-4
    V = S + 2  # subjects, the relation, EOS
    Wov = torch.full((A, V), alpha, dtype=torch.float64)
    Wkq = torch.full((V,), alpha * math.sqrt(A + 1), dtype=torch.float64)

    def grad(Wo: torch.Tensor, Wk: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
        Wo, Wk = Wo.clone().requires_grad_(True), Wk.clone().requires_grad_(True)
        L = sum(p[s] * -torch.log_softmax(sum(Wo[:, z] * Wk[z] for z in (s, S, S + 1)), 0)[astar[s]]
                for s in range(S))
        return torch.autograd.grad(L, (Wo, Wk))

    h, t = 0.05, 0.0
    while t < 40.0 - 1e-9:
        k1 = grad(Wov, Wkq)
        k2 = grad(Wov - h / 2 * k1[0], Wkq - h / 2 * k1[1])
        k3 = grad(Wov - h / 2 * k2[0], Wkq - h / 2 * k2[1])
        k4 = grad(Wov - h * k3[0], Wkq - h * k3[1])
        Wov = Wov - h / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0])
        Wkq = Wkq - h / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1])
        t += h
    bound_rare = math.exp(2 * 0.05 * t) * alpha * math.sqrt(A + 1)  # s with p(s) = 0.05
    assert float(Wkq[S]) > 50 * bound_rare  # the relation's W_KQ (0.56 against 0.0095)
    assert float(Wkq[0]) > 100 * bound_rare  # the frequent subject's W_KQ (1.64)
    for s in range(S):  # the reading z = s holds
        assert float(Wkq[s]) <= math.exp(2 * p[s] * t) * alpha * math.sqrt(A + 1)
