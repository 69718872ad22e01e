"""Second paths for thesis round 17 (thesisE1): Lemma E.4.5's (E.6) L8009, (E.7) L8011, (E.10) L8017, (E.11) L8019
on 16 SGD runs of the Chapter 6 model (E1_FIRST's family, written out), re-run in numpy with hand-derived gradients
from each run's W^(0) over its prompts (the prompts and the initialisation are taken from models/icl.train's step
hook; every gradient, sum and ratio below is this file's own)."""

from __future__ import annotations

import math
import statistics

import numpy as np

# E1_FIRST of r16_thesisE1, written out: M1 = 3, M2 = 4, beta = 1, alpha = 1, delta = 0.2, eta = 1, m = 50, B =
# ceil(6 M1 log M1) = 20, l_tr = ceil(24 max(log M1 / alpha, 1 / (beta^2 alpha))) = 27, K = 1/2, seeds 342 .. 357
M1, M2, BETA, ALPHA, DELTA, ETA, M, K, SEED = 3, 4, 1.0, 1.0, 0.2, 1.0, 50, 0.5, 342
B = math.ceil(6.0 * M1 * math.log(M1))
L_TR = math.ceil(24.0 * max(math.log(M1) / ALPHA, 1 / (BETA * BETA * ALPHA)))
STEPS, RUNS = 64, 16
DX = M1 + M2


def _grads(W: tuple, a: np.ndarray, ctx: np.ndarray, pq: np.ndarray, z: np.ndarray, B: int) -> tuple:
    """Hand-derived gradients of (1/B) sum_n max(0, 1 - z_n F(P^n)) in W_Q, W_K (F = a^T relu(W_O W_V sum_i attn_i p_i),
    attn = softmax_i((W_K p_i)^T W_Q p_query)); also those of W_V, W_O (for the SGD), and h = W_O W_V pbar."""
    WQ, WK, WV, WO = W
    kq = (pq @ WQ.T) @ WK
    s = np.einsum("nld,nd->nl", ctx, kq)
    att = np.exp(s - s.max(1, keepdims=True))
    att /= att.sum(1, keepdims=True)
    pbar = np.einsum("nl,nld->nd", att, ctx)
    U = pbar @ WV.T
    H = U @ WO.T
    R = a[None, :] * (H > 0)
    F = np.maximum(H, 0.0) @ a
    c = -z * (z * F < 1)  # dl/dF
    g = (R @ WO) @ WV  # dF/dpbar
    dFds = att * (np.einsum("nld,nd->nl", ctx, g) - (pbar * g).sum(1)[:, None])
    w = np.einsum("nl,nld->nd", dFds, ctx)  # sum_i dF/ds_i p_i
    GQ = (c[:, None] * (w @ WK.T)).T @ pq / B  # ds_i/dW_Q = (W_K p_i) p_query^T
    GK = (c[:, None] * (pq @ WQ.T)).T @ w / B  # ds_i/dW_K = (W_Q p_query) p_i^T
    GV = ((R * c[:, None]) @ WO).T @ pbar / B
    GO = (R * c[:, None]).T @ U / B
    return GQ, GK, GV, GO, H, att


def _own_runs() -> list[dict]:
    """16 runs: the torch run supplies W^(0), a and the prompts; the numpy SGD recomputes every step. Per run: GQ[t],
    GK[t] (batch t at W^(t)), LQ[t] (batches b < t at W^(t), for t in {1, 14, 62}) and zeta_0 > 0, gamma_0."""
    from thmcheck.models.icl import ICLConfig, train

    out = []
    for r in range(RUNS):
        cfg = ICLConfig(M1=M1, M2=M2, dy=2, beta=BETA, K=K, alpha=ALPHA, l_tr=L_TR, m=M, delta=DELTA, eta=ETA, B=B,
                        T=STEPS, seed=SEED + r)
        got: dict = {"batches": []}

        def hook(t: int, model, batch, got: dict = got) -> None:
            if t == 0:
                got["W0"] = tuple(p.detach().numpy().copy() for p in model.params())
                got["a"] = (model.a * model.mask).numpy().copy()
            got["batches"].append(tuple(x.numpy().copy() for x in batch))

        model, _ = train(cfg, t_max=STEPS, step_hook=hook)
        W, a = tuple(x.copy() for x in got["W0"]), got["a"]
        rec: dict = {"GQ": [], "GK": [], "LQ": {}}
        for t, (ctx, pq, z, same) in enumerate(got["batches"]):
            if t in (1, 14, 62):
                past = got["batches"][:t]
                G = _grads(W, a, np.concatenate([p[0] for p in past]), np.concatenate([p[1] for p in past]),
                           np.concatenate([p[2] for p in past]), B)
                rec["LQ"][t] = G[0]
            GQ, GK, GV, GO, H, att = _grads(W, a, ctx, pq, z, B)
            if t == 0:
                rec["zeta0"] = float(H[H > 0].min())
                rec["gamma0"] = float((1.0 - (att * same).sum(1)).max())
            rec["GQ"].append(GQ)
            rec["GK"].append(GK)
            W = (W[0] - ETA * GQ, W[1] - ETA * GK, W[2] - ETA * GV, W[3] - ETA * GO)
        assert np.abs(W[0] - model.WQ.detach().numpy()).max() < 1e-8
        assert np.abs(W[1] - model.WK.detach().numpy()).max() < 1e-8
        out.append(rec)
    return out


def _wilson_lower(k: int, n: int) -> float:
    zq, p = 1.96, k / n
    return (p + zq * zq / (2 * n) - zq * math.sqrt(p * (1 - p) / n + zq * zq / (4 * n * n))) / (1 + zq * zq / n)


def _partners(j: int) -> list[int]:
    return [(j + 1) % M1, (j - 1) % M1]


def test_lemmaE45_second_path() -> None:
    """(E.6): the right side eta (1/M1) sum_b zeta_b delta gamma_b beta^4 is > 0 (zeta_0, gamma_0 > 0); the printed
    sum (every batch b <= t0 at W^(t0)), least over j, is <= 0 on every run at t0 = 62, and the update's least value is
    <= 0 on >= 11 of 16 runs at t0 = 1 (Wilson lower bound > 1/M1). (E.10): at t0 = 1 the batch gradient of step 2 has
    a least value over j and the label <= 0 on every run, as printed and with the update's sign. (E.7), (E.11): the
    partner ratios do not decay: at t0 = 14 the medians are >= 0.5 (E.7) and >= 1 (E.11) while e^{-(eta t0/M1)^2} =
    3.5e-10, and at t0 = 62 every run's (E.7) ratio is >= 0.4."""
    runs = _own_runs()
    assert all(r["zeta0"] > 0 and r["gamma0"] > 0 for r in runs)
    jj = range(M1)
    # (E.6) as printed at t0 = 62: LQ[62] + GQ[62]
    lit62 = [min(ETA * BETA**2 * (r["LQ"][62] + r["GQ"][62])[j, j] for j in jj) for r in runs]
    assert sum(x <= 0 for x in lit62) == RUNS
    upd1 = [min(-ETA * BETA**2 * (r["GQ"][0] + r["GQ"][1])[j, j] for j in jj) for r in runs]
    k = sum(x <= 0 for x in upd1)
    assert k >= 11 and _wilson_lower(k, RUNS) > 1 / M1
    # (E.10) at t0 = 1: batch 2 at W^(2), p_q = (mu_j; y q)
    for sgn in (1.0, -1.0):
        e10 = [min(sgn * ETA * BETA * (BETA * r["GK"][2][j, j] + y * r["GK"][2][j, DX]) for j in jj for y in (1, -1))
               for r in runs]
        assert sum(x <= 0 for x in e10) == RUNS
    # (E.7) at t0 = 14 and 62 (batches b <= t0 - 1 at W^(t0))
    def e7(r: dict, t0: int) -> float:
        S = r["LQ"][t0]
        return max(abs(S[l, j]) / abs(S[j, j]) for j in jj for l in _partners(j))

    shape14 = math.exp(-((ETA * 14 / M1) ** 2))
    assert shape14 < 4e-10
    assert statistics.median(e7(r, 14) for r in runs) >= 0.5
    assert min(e7(r, 62) for r in runs) >= 0.4

    # (E.11) at t0 = 14: batch 14 at W^(14)
    def e11(r: dict, t0: int) -> float:
        G = r["GK"][t0]
        return max(abs(BETA * G[l, j] + y * G[l, DX]) / abs(BETA * G[j, j] + y * G[j, DX])
                   for j in jj for y in (1, -1) for l in _partners(j))

    assert statistics.median(e11(r, 14) for r in runs) >= 1.0
