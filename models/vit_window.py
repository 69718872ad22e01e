"""Chapter 2 of Li's thesis: one Algorithm-3 run of the shallow ViT (``thmcheck.models.vit``) to its first zero
training hinge T*, keeping W_K^(t), W_Q^(t) of every step (8 x 8 matrices: cheap) so that attention statistics are
computed afterwards on the steps of a late window only.

The run is step for step the one round 18's ``thmcheck.checks.papers.thesis.r18_thesisA2.a2_run`` trained (same
data, same initialisation, same mini-batch draws from the same generator, the same stopping rule), without its per-step
attention maps (since round 19, thesisA2, a2_run is this run cut at 300 steps, and every attention statistic is
computed afterwards by ``step_stats``, vectorised over the steps it is asked for and cached, so that the claims of
(A.30)-(A.167) and (A.134) share one set of runs and one attention pass per run): a full batch (B >= N) reuses the training forward pass for the zero-hinge check (one forward and one
backward per step instead of four forwards), which makes |S^n| = 160 affordable under the ci profile.
"""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
import torch

from thmcheck.models import vit as VIT


@lru_cache(maxsize=32)
def window_run(seed: int, eta: float, B: int, m: int, L: int, N: int, cfg: tuple[tuple[str, float], ...],
               cap: int) -> dict:
    """Train (seed, eta, B, m, L, N, cfg = sorted (key, value) pairs of a_star, a_conf, d, M, c0, sigma, delta, xi)
    until the training hinge is 0 on every sample (T*) or ``cap`` steps. Returns X, P, y, T_star (``cap`` if never)
    and WK, WQ: lists of W_K^(t), W_Q^(t) for t = 0..T_star (detached copies)."""
    c = dict(cfg)
    d, M = int(c["d"]), int(c["M"])
    gen = torch.Generator().manual_seed(int(seed) % 2**63)
    X, P, y = VIT.make_data(N, L, c["a_star"], c["a_conf"], d, M, c["c0"], gen)
    with VIT.single_thread():
        p = VIT.init_params(d, m, L, c["sigma"], c["delta"], c["xi"], gen, normalize=True)
        opt = torch.optim.SGD(p.trainable(), lr=eta)
        WK, WQ = [p.WK.detach().clone()], [p.WQ.detach().clone()]
        T_star = cap
        full = B >= N
        for t in range(cap):
            if full:
                h = VIT.hinge(VIT.forward(X, p)[0], y)
                if float(h.detach().max()) == 0.0:
                    T_star = t
                    break
                loss = h.mean()
            else:
                with torch.no_grad():
                    if float(VIT.hinge(VIT.forward(X, p)[0], y).max()) == 0.0:
                        T_star = t
                        break
                idx = torch.randint(0, N, (B,), generator=gen)
                loss = VIT.hinge(VIT.forward(X[idx], p)[0], y[idx]).mean()
            opt.zero_grad()
            loss.backward()
            opt.step()
            WK.append(p.WK.detach().clone())
            WQ.append(p.WQ.detach().clone())
    return {"X": X, "P": P, "y": y, "T_star": T_star, "WK": WK, "WQ": WQ}


def window(T_star: int, f: float) -> tuple[int, int]:
    """The steps t of [ceil(f (T* - 1)), T* - 1) (as r18_thesisA2: at least the one step T* - 2)."""
    T = int(T_star) - 1
    return min(T - 1, int(math.ceil(f * T))), T


def natural_upper(seed: int, eta: float, B: int, m: int, L: int, N: int, cfg: tuple[tuple[str, float], ...], cap: int,
                  f: float, c: float, l_in_s1: bool) -> dict:
    """Over the window steps t (t -> t + 1) of ``window_run(seed, ..., cap)``, samples with y^n = 1 (S_1 = pattern 0):
    the largest entry softmax_j(x_j^T W_K^(t+1)T W_Q^(t+1) x_l) over keys j not in S_1 and queries l (every l, or l in
    S_1 when ``l_in_s1``), its ratio to the natural-witness side 1/(|S_1| e^E + |S| - |S_1|), E = ||q_1(t+1)||^2 -
    c ||q_1(t)||, ||q_1(t)|| = ||W_K^(t) mu_1|| (mu_1 = e_1). The entries come from ``step_stats`` over every step
    s < T* (the set (A.134) uses too: one attention pass per run). Returns the worst step's ratio, entry, ||q_1|| and
    |S^n| x entry."""
    run = window_run(seed, eta, B, m, L, N, cfg, cap)
    P = run["P"]
    lo, T = window(run["T_star"], f)
    st = step_stats(seed, eta, B, m, L, N, cfg, cap, 0, max(1, run["T_star"]), False)
    ent = st["T112" if l_in_s1 else "T32"][lo + 1:T + 1]                   # weights of step t + 1, t in [lo, T)
    nq = key_norms(run)
    q0, q1 = nq[lo:T], nq[lo + 1:T + 1]
    S1 = int((P[0] == 0).sum())
    R = P.shape[1] - S1
    ratio = ent * (S1 * np.exp(q1 * q1 - c * q0) + R)
    k = int(np.argmax(ratio))
    return {"ratio": float(ratio[k]), "entry": float(ent[k]), "t": k + lo, "q1": float(q1[k]),
            "L_entry": float(ent[k]) * P.shape[1], "S1": S1, "R": R}


def key_norms(run: dict) -> np.ndarray:
    """||W_K^(t) mu_1|| for t = 0..T*."""
    return np.array([float(W[:, 0].norm()) for W in run["WK"]])


def attention_steps(X: torch.Tensor, WQs: list[torch.Tensor], WKs: list[torch.Tensor], transpose: bool = True,
                    chunk: int = 4_000_000) -> torch.Tensor:
    """The attention maps of several steps at once, shape (steps, N, L_keys, L_queries): softmax over keys s of
    x_s^T W_K^T W_Q x_l (``transpose``, as ``thmcheck.models.vit.attention``) or of x_s^T W_K W_Q x_l (no transpose,
    as printed in (A.30), (A.111), (A.165)). Vectorised over the steps, in chunks of about ``chunk`` entries."""
    N, L, _ = X.shape
    per = max(1, chunk // max(1, N * L * L))
    out = []
    with torch.no_grad():
        for i in range(0, len(WKs), per):
            WK = torch.stack(WKs[i:i + per])                                  # (k, e, d)
            WQ = torch.stack(WQs[i:i + per])
            K = torch.einsum("nsd,ked->knse", X, WK) if transpose else torch.einsum("nsd,kde->knse", X, WK)
            Q = torch.einsum("nlf,kef->knle", X, WQ)
            out.append(torch.softmax(K @ Q.transpose(-1, -2), dim=2))
    return torch.cat(out) if out else X.new_zeros((0, N, L, L))


def _masked(att: torch.Tensor, mask: torch.Tensor, lower: bool) -> np.ndarray:
    """Per step, the least (``lower``) / largest entry of att[k][mask] (NaN where the mask is empty)."""
    if not bool(mask.any()):
        return np.full(att.shape[0], np.nan)
    v = att[:, mask]
    return (v.min(1).values if lower else v.max(1).values).numpy()


@lru_cache(maxsize=64)
def step_stats(seed: int, eta: float, B: int, m: int, L: int, N: int, cfg: tuple[tuple[str, float], ...], cap: int,
               s_lo: int, s_hi: int, lit: bool) -> dict:
    """Attention statistics of ``window_run(seed, ..., cap)`` at the weights of steps s in [s_lo, s_hi), samples with
    y^n = 1 (S_1 = pattern 0), arrays indexed s - s_lo. With A = softmax_j(x_j^T W_K^T W_Q x_l):
      T32   max_{j not in S_1, every l} A[j, l]                ((A.32) at t = s - 1)
      T112  max_{j not in S_1, l in S_1} A[j, l]               ((A.112) = (A.167) at t = s - 1)
      T158  min_{j, l in S_1} A[j, l]                          ((A.158) at t = s - 1)
      out1  max_{l in S_1} sum_{r not in S_1} A[r, l] = 1 - A_1 ((A.134) at t = s)
    and with ``lit`` (A' = softmax_j(x_j^T W_K W_Q x_l), no transpose, as printed):
      L30   min_{j in S_1, every l} A'[j, l]                   ((A.30) at t = s - 1)
      L111  min_{j, l in S_1} A'[j, l]                         ((A.111) at t = s)
      L165  min_{j in S_1, l not in S_1 u S_2} A'[j, l]        ((A.165) at t = s - 1)."""
    run = window_run(seed, eta, B, m, L, N, cfg, cap)
    X, P, y = run["X"], run["P"], run["y"]
    pos = torch.nonzero(y == 1).flatten()
    Xp, Pp = X[pos], P[pos]
    s1, oth, nd = Pp == 0, Pp != 0, Pp >= 2
    allq = torch.ones_like(s1)
    out: dict[str, np.ndarray] = {}
    s_hi = min(s_hi, len(run["WK"]))
    WKs, WQs = run["WK"][s_lo:s_hi], run["WQ"][s_lo:s_hi]
    att = attention_steps(Xp, WQs, WKs, True)
    out["T32"] = _masked(att, oth[:, :, None] & allq[:, None, :], False)
    out["T112"] = _masked(att, oth[:, :, None] & s1[:, None, :], False)
    out["T158"] = _masked(att, s1[:, :, None] & s1[:, None, :], True)
    outside = (att * oth[None, :, :, None]).sum(2)                        # (k, n, queries)
    out["out1"] = outside[:, s1].max(1).values.numpy() if att.shape[0] else np.zeros(0)
    del att, outside
    if lit:
        att = attention_steps(Xp, WQs, WKs, False)
        out["L30"] = _masked(att, s1[:, :, None] & allq[:, None, :], True)
        out["L111"] = _masked(att, s1[:, :, None] & s1[:, None, :], True)
        out["L165"] = _masked(att, s1[:, :, None] & nd[:, None, :], True)
    return out
