"""Round 27 (helper m1cert): Proposition 6.4.1 (6.19) with the token's IDI noise (thesis.ch6.eq6.19-M1cert).

test_reduction_equals_full_training: thmcheck.models.icl_r27's reduced rows (an IDI pattern nu_k0 left out of the
training data keeps row and column e = M1 + k0 of W_Q, W_K at delta e) against the full training run of the same
model (icl_r27.train_idi_subset), bitwise, at M1 = 3 and 4 (8 in the slow test).

Second paths (import nothing from bounds/ or models/): test_own_training_keeps_unseen_row trains its own model
((6.1)-(6.2), (6.6), Sec. 6.2.3 initialisation, hinge loss, SGD; the training IDI patterns drawn from [M2] minus {k0})
and checks that [nu_k0; 0]^T W^(T) p = delta kappa beta^2 exactly for p = [mu_j + kappa nu_k0; y]; and
test_ratio_at_large_M1 evaluates delta K beta^2 / (sqrt(ln M1)(1/M1 + 1/M2)) in mpmath along M1 to 1000.
"""

from __future__ import annotations

import math

import mpmath
import pytest
import torch


def _check_reduction(M1: int) -> None:
    from thmcheck.models import icl_r27 as R

    cfg = R.tied_cfg(M1)
    k0 = R.unseen_k0(cfg)
    model = R.train_idi_subset(cfg, tuple(k for k in range(cfg.M2) if k != k0))
    e = cfg.M1 + k0
    assert model.history[0] > model.history[-1]  # the model trained (its other entries moved)
    for which, W, W0 in (("Q", model.WQ, None), ("K", model.WK, None)):
        del W0
        row = R.reduced_row(cfg, which)
        assert torch.equal(W[e], row), (M1, which)
        col = torch.zeros(W.shape[0], dtype=torch.float64)
        col[e] = cfg.delta
        assert torch.equal(W[:, e], col), (M1, which)
        for label in ((0.0,) if which == "Q" else (1.0, -1.0)):
            for kappa in (cfg.K, -0.3 * cfg.K):
                p = R.token(cfg, 1, kappa, label)
                full = abs(cfg.beta * float(W[e] @ p))
                assert full == R.own_idi_projection(cfg, which, 1, kappa, label)
                assert abs(full - cfg.delta * abs(kappa) * cfg.beta ** 2) < 1e-12
    # the trained W_Q moved off its initialisation elsewhere (the reduction is not a frozen model)
    assert float((model.WQ[: cfg.M1, : cfg.M1] - cfg.delta * torch.eye(cfg.M1)).abs().max()) > 1e-3


def test_reduction_equals_full_training() -> None:
    for M1 in (3, 4):
        _check_reduction(M1)


@pytest.mark.slow  # M1 = 8: ~8 s of training
def test_reduction_equals_full_training_M1_8() -> None:
    _check_reduction(8)


def _own_train(M1: int, m: int, B: int, l: int, T: int, k0: int, seed: int = 0, beta: float = 3.0,
               K: float = 0.5, delta: float = 0.2, dy: int = 8, alpha: float = 0.8) -> dict:
    """Own model and SGD (written from the thesis text; as tests/test_thesis_r26_literalT.py's, with every training
    token's IDI pattern drawn from [M2] minus {k0})."""
    g = torch.Generator().manual_seed(2000 + seed)
    M2 = 4 * M1
    dx = M1 + M2
    D = dx + dy
    mu = beta * torch.eye(dx, dtype=torch.float64)[:M1]
    nu = beta * torch.eye(dx, dtype=torch.float64)[M1:]
    S = torch.tensor([k for k in range(M2) if k != k0])
    q = torch.zeros(dy, dtype=torch.float64)
    q[0] = 1.0
    WQ = torch.zeros(D, D, dtype=torch.float64)
    WK = torch.zeros(D, D, dtype=torch.float64)
    WQ[range(dx), range(dx)] = delta
    WK[range(dx), range(dx)] = delta
    WV = delta * torch.eye(D, dtype=torch.float64)
    WO = torch.randn(m, D, generator=g, dtype=torch.float64) / math.sqrt(m)
    a = torch.where(torch.rand(m, generator=g, dtype=torch.float64) < 0.5, 1.0 / m, -1.0 / m).double()
    WQ0 = WQ.clone()
    ps = [w.requires_grad_() for w in (WQ, WK, WV, WO)]
    tasks = [(j, (j + 1) % M1) for j in range(M1)]
    losses = []
    for _ in range(T):
        ti = torch.randint(M1, (B,), generator=g)
        A = torch.tensor([tasks[i][0] for i in ti])
        Bb = torch.tensor([tasks[i][1] for i in ti])
        z = torch.where(torch.rand(B, generator=g) < 0.5, 1.0, -1.0).double()
        qp = torch.where(z > 0, A, Bb)
        w = torch.full((B, M1), (1 - alpha) / max(M1 - 2, 1), dtype=torch.float64)
        w[torch.arange(B), A] = alpha / 2
        w[torch.arange(B), Bb] = alpha / 2
        cp = torch.multinomial(w, l, replacement=True, generator=g)
        cl = torch.where(torch.rand(B, l, generator=g) < 0.5, 1.0, -1.0).double()
        cl = torch.where(cp == A[:, None], 1.0, torch.where(cp == Bb[:, None], -1.0, cl))
        kq = S[torch.randint(len(S), (B,), generator=g)]
        kc = S[torch.randint(len(S), (B, l), generator=g)]
        sq = (2 * torch.rand(B, 1, generator=g, dtype=torch.float64) - 1) * K
        sc = (2 * torch.rand(B, l, 1, generator=g, dtype=torch.float64) - 1) * K
        xq = mu[qp] + sq * nu[kq]
        xc = mu[cp] + sc * nu[kc]
        ctx = torch.cat([xc, cl[..., None] * q], -1)
        pq = torch.cat([xq, torch.zeros(B, dy, dtype=torch.float64)], -1)
        logits = torch.einsum("bld,bd->bl", ctx @ WK.T, pq @ WQ.T)  # (W_K p_i)^T (W_Q p_query)
        at = torch.softmax(logits, -1)
        v = torch.einsum("bl,bld->bd", at, ctx @ WV.T)
        F = torch.relu(v @ WO.T) @ a
        loss = torch.clamp(1 - z * F, min=0).mean()
        for p in ps:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in ps:
                p -= p.grad
        losses.append(float(loss.detach()))
    WQ, WK = WQ.detach(), WK.detach()
    out = {"moved": float((WQ - WQ0).abs().max()), "losses": losses, "proj": []}
    for W, labels in ((WQ, (0.0,)), (WK, (1.0, -1.0))):
        bvec = torch.cat([nu[k0], torch.zeros(dy, dtype=torch.float64)])
        for lab in labels:
            for kappa in (K, -K, 0.37 * K):
                for j in range(M1):
                    p = torch.cat([mu[j] + kappa * nu[k0], lab * q])
                    out["proj"].append((float(bvec @ (W @ p)), delta * kappa * beta ** 2))
    return out


def test_own_training_keeps_unseen_row() -> None:
    for M1, m, B, l, T in ((2, 20, 16, 8, 30), (3, 30, 16, 8, 30)):
        out = _own_train(M1, m, B, l, T, k0=4 * M1 - 1)
        assert out["moved"] > 1e-3, out["moved"]  # training moved W_Q
        assert out["losses"][-1] < out["losses"][0]
        for got, want in out["proj"]:
            assert abs(got - want) <= 1e-12 * abs(want), (M1, got, want)


def test_ratio_at_large_M1() -> None:
    """lhs = delta K beta^2 (0.2, 1/2, 3: 0.9) against sqrt(ln M1)(1/M1 + 1/(4 M1)): x10 over every decade from 10."""
    mpmath.mp.dps = 40
    lhs = mpmath.mpf("0.2") * mpmath.mpf("0.5") * 9

    def ratio(M1: int) -> mpmath.mpf:
        return lhs / (mpmath.sqrt(mpmath.log(M1)) * (mpmath.mpf(1) / M1 + mpmath.mpf(1) / (4 * M1)))

    rs = [ratio(M1) for M1 in (2, 10, 100, 1000)]
    assert all(b > a for a, b in zip(rs, rs[1:], strict=False))
    assert rs[3] / rs[2] > 8 and rs[2] / rs[1] > 6.5  # ~ x10 / sqrt(ln) per decade
    assert rs[3] / rs[1] > 50
    assert abs(float(rs[3]) - 273.9) < 1  # 0.9 / (sqrt(ln 1000) * 1.25e-3)
