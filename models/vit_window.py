"""Chapter 2 of Li's thesis: one Algorithm-3 run of the shallow ViT (``thmcheck.models.vit``) to its first zero
training hinge T*, keeping W_K^(t), W_Q^(t) of every step (8 x 8 matrices: cheap) so that attention statistics are
computed afterwards on the steps of a late window only.

The run is step for step the one of ``thmcheck.checks.papers.thesis.r18_thesisA2.a2_run`` (same data, same
initialisation, same mini-batch draws from the same generator, the same stopping rule), without its per-step
attention maps: a full batch (B >= N) reuses the training forward pass for the zero-hinge check (one forward and one
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


def natural_upper(run: dict, f: float, c: float, l_in_s1: bool) -> dict:
    """Over the window steps t (t -> t + 1), samples with y^n = 1 (S_1 = pattern 0): the largest entry
    softmax_j(x_j^T W_K^(t+1)T W_Q^(t+1) x_l) over keys j not in S_1 and queries l (every l, or l in S_1 when
    ``l_in_s1``), its ratio to the natural-witness side 1/(|S_1| e^E + |S| - |S_1|), E = ||q_1(t+1)||^2 - c ||q_1(t)||,
    ||q_1(t)|| = ||W_K^(t) mu_1|| (mu_1 = e_1). Returns the worst step's ratio, entry, ||q_1|| and |S^n| x entry."""
    X, P, y = run["X"], run["P"], run["y"]
    lo, T = window(run["T_star"], f)
    pos = (y == 1)[:, None]
    oth = pos & (P != 0)
    qry = pos & (P == 0) if l_in_s1 else pos.expand_as(P)
    mask = oth[:, :, None] & qry[:, None, :]
    S1 = int((P[0] == 0).sum())
    R = P.shape[1] - S1
    best = {"ratio": -math.inf}
    with torch.no_grad():
        for k in range(lo, T):
            att = VIT.attention(X, run["WQ"][k + 1], run["WK"][k + 1])
            s = float(att[mask].max())
            q0, q1 = float(run["WK"][k][:, 0].norm()), float(run["WK"][k + 1][:, 0].norm())
            E = q1 * q1 - c * q0
            ratio = s * (S1 * math.exp(E) + R)
            if ratio > best["ratio"]:
                best = {"ratio": ratio, "entry": s, "t": k, "q1": q1, "L_entry": s * P.shape[1], "S1": S1, "R": R}
    return best


def key_norms(run: dict) -> np.ndarray:
    """||W_K^(t) mu_1|| for t = 0..T*."""
    return np.array([float(W[:, 0].norm()) for W in run["WK"]])
