"""Second path of thesis r17_thesisE2 ((E.129) L8562, (E.130) L8568-L8572, (E.131) L8576-L8580, App. E.5.5): a numpy
rebuild from the paper's definitions, sharing no code with the claims' measure: the initialisation of Sec. 6.2.3
(W_Q = W_K = delta on the first d_X diagonal entries, W_V = delta I, W_O ~ N(0, 1/m), a_i = +-1/m), prompts (6.1) on
the cyclic training tasks drawn by an own numpy generator, the lucky set W_n of (E.31), zeta'_{i,n}, gamma_{t,n} and
gamma_t of Definition E.4.4, and the displays' two sides, each term summed over contexts explicitly."""

from __future__ import annotations

import math

import numpy as np


def _setup(M1: int, M2: int, beta: float, alpha: float, delta: float, m: int, l: int, K: float, n: int,
           seed: int) -> dict:
    rng = np.random.default_rng(seed)
    dx, dy = M1 + M2, 2
    D, ma = dx + dy, max(60, dx + dy)
    WQ = np.zeros((ma, D))
    WK = np.zeros((ma, D))
    WQ[np.arange(dx), np.arange(dx)] = delta
    WK[np.arange(dx), np.arange(dx)] = delta
    WV = np.zeros((ma, D))
    WV[np.arange(D), np.arange(D)] = delta
    WO = rng.standard_normal((m, ma)) / math.sqrt(m)
    a = np.where(rng.random(m) < 0.5, 1.0 / m, -1.0 / m)
    prompts = []
    for _ in range(n):
        A = int(rng.integers(M1))
        Bp = (A + 1) % M1  # the cyclic task (mu_A -> +1, mu_{A+1} -> -1)
        z = 1.0 if rng.random() < 0.5 else -1.0
        qp = A if z > 0 else Bp
        pr = np.full(M1, (1 - alpha) / max(M1 - 2, 1))
        pr[A] = pr[Bp] = alpha / 2
        pr /= pr.sum()
        pats = rng.choice(M1, size=l, p=pr)
        ctx = np.zeros((l, D))
        for s, j in enumerate(pats):
            ctx[s, j] = beta
            ctx[s, M1 + rng.integers(M2)] = rng.uniform(-K, K) * beta
            lab = 1.0 if j == A else (-1.0 if j == Bp else (1.0 if rng.random() < 0.5 else -1.0))
            ctx[s, dx] = lab
        pq = np.zeros(D)
        pq[qp] = beta
        pq[M1 + rng.integers(M2)] = rng.uniform(-K, K) * beta
        prompts.append((ctx, pq, pats, qp, Bp if qp == A else A))
    return {"W": (WQ, WK, WV, WO), "a": a, "prompts": prompts, "M1": M1, "dx": dx, "D": D, "beta": beta,
            "delta": delta, "alpha": alpha, "l": l}


def _sides(S: dict) -> list[dict]:
    WQ, WK, WV, WO = S["W"]
    M1, dx, D, b = S["M1"], S["dx"], S["D"], S["beta"]
    out = []
    for ctx, pq, pats, qp, partner in S["prompts"]:
        sc = np.array([(WK @ p) @ (WQ @ pq) for p in ctx])
        at = np.exp(sc - sc.max())
        at /= at.sum()
        V = WV @ (at @ ctx)
        lucky = (WO[:, :dx] @ V[:dx] > 0) & (WO[:, dx:D] @ V[dx:D] > 0) & (S["a"] > 0)  # W_n, (E.31)
        kbar = sum(at[r] * (WK @ ctx[r]) for r in range(len(ctx)))
        xx = float(pq[:dx] @ pq[:dx])  # p_query^T (x_query; 0)

        def led(vec: np.ndarray, pat: int, ctx: np.ndarray = ctx, pats: np.ndarray = pats, at: np.ndarray = at,
                kbar: np.ndarray = kbar, xx: float = xx) -> np.ndarray:
            tot = np.zeros(WO.shape[0])
            for s in range(len(ctx)):
                if pats[s] == pat:
                    tot += (WO @ (WV @ ctx[s])) * at[s] * float(vec @ (WK @ ctx[s] - kbar)) * xx
            return tot

        def unit(j: int) -> np.ndarray:
            e = np.zeros(WK.shape[0])
            e[j] = b
            return e

        zeta = sum((WO @ (WV @ ctx[s])) * at[s] for s in range(len(ctx)) if pats[s] == qp)
        if np.isscalar(zeta):
            zeta = np.zeros(WO.shape[0])
        xq = np.zeros(WK.shape[0])
        xq[:dx] = pq[:dx]
        out.append({"lucky": lucky, "zeta": zeta, "gam": 1 - at[pats == qp].sum(), "own": led(unit(qp), qp),
                    "partner": led(unit(partner), partner), "partner_x": led(xq, partner),
                    "other": [led(unit(j), j) for j in range(M1) if j not in (qp, partner)]})
    return out


def test_eqE129_130_131_second_path() -> None:
    """E129_FIRST's sizes (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, delta = 0.2, m = 80, l = 18, K = 1/2), t = 0, 200
    prompts of an own seed: (E.129) with gamma_t = max_n gamma_{t,n} fails on most (prompt, i) pairs and never with
    the prompt's own gamma_{t,n}; (E.130) (right side restored) and (E.131) fail on far more than 1/M1 of them."""
    S = _setup(4, 8, 2.0, 0.8, 0.2, 80, 18, 0.5, 200, seed=20261130)
    rows = _sides(S)
    gam_t = max(r["gam"] for r in rows)
    d, b, al, l = S["delta"], S["beta"], S["alpha"], S["l"]
    n129 = n129r = n130 = n131 = tot = 0
    for r in rows:
        ok = r["lucky"] & (r["zeta"] > 0)
        tot += int(ok.sum())
        n129 += int((ok & (r["own"] < r["zeta"] * d * b**4 * gam_t)).sum())
        n129r += int((ok & (r["own"] < r["zeta"] * d * b**4 * r["gam"] * (1 - 1e-12))).sum())
        n130 += int((ok & (r["partner"] > (1 - al) / (1 - al / 2) * r["partner_x"])).sum())
        bad = np.zeros_like(ok)
        for Lj in r["other"]:
            bad |= ok & (Lj > r["zeta"] * d * gam_t * b**4 / l)
        n131 += int(bad.sum())
    assert tot > 1000
    assert n129 / tot > 0.9, n129 / tot
    assert n129r == 0
    assert n130 / tot > 0.4, n130 / tot
    assert n131 / tot > 0.5, n131 / tot
