#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) proof of Proposition 6.4.1: (E.83) L8333-8337 and (E.93) L8371-8373.
(E.83): for p_q with mu_j as IDR pattern and a in {mu_1..mu_M1} - {mu_j} not forming a task in T_tr with mu_j,
  (a^T, 0^T) W_K^(T) p_q <~ (1/M1) (mu_j^T, 0^T) S_K p_q, S_K = eta (1/B) sum_{b<T} sum_n dl/dW_K^(b) = W_K^(0) - W_K^(T) ((E.2)).
(E.93): ||W_Q^(t) p'_query|| >= sqrt(log M1)(1 - Theta(1)/M1 - Theta(1)/M2) >~ sqrt(log M1), p'_query = (mu'_j + kappa' nu'_k; 0),
  mu'_j = sum_i k_ji mu_i, sum k_ji >= 1, sum k_ji^2 = 1 (L8361), kappa' ~ U(-K', K'), K' = O(1) (6.8) (read K' = 1).
Own model: _icl_own.py (as in the (E.79) script); T = the zero-training-loss step (EMA < 0.02); cyclic T_tr (partners j +- 1).
Each (E.83) token is checked with its own right side (the statement is per token p_q and per non-partner a)."""
import math
import sys

import torch

sys.path.insert(0, "/work/audit/r16A/thesis")
from _icl_own import forward, init, prompts  # noqa: E402

torch.set_num_threads(1)


def train(seed, M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.15, eta=0.9, m=80, B=45, l=18, K=0.5, Tmax=4000):
    g = torch.Generator().manual_seed(seed)
    WQ, WK, WV, WO, a = init(M1, M2, m, delta, g)
    WQ0, WK0 = WQ.clone(), WK.clone()
    ps = [WQ, WK, WV, WO]
    for p in ps:
        p.requires_grad_()
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    SK = torch.zeros_like(WK)
    ema, T = None, None
    for t in range(Tmax):
        P, z = prompts(B, tasks, M1, M2, l, alpha, beta, g, K)
        F, _, _ = forward(P, WQ, WK, WV, WO, a)
        loss = torch.clamp(1 - z * F, min=0).mean()
        for p in ps:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            SK += eta * WK.grad
            for p in ps:
                p -= eta * p.grad
        ema = float(loss.detach()) if ema is None else 0.9 * ema + 0.1 * float(loss.detach())
        if t > 10 and ema < 0.02:
            T = t + 1
            break
    return dict(WQ0=WQ0, WK0=WK0, WQT=WQ.detach(), WKT=WK.detach(), SK=SK, T=T, M1=M1, M2=M2, beta=beta, K=K,
                delta=delta, eta=eta, m=m, B=B, l=l, alpha=alpha)


def e83(r):
    M1, M2, b, K = r["M1"], r["M2"], r["beta"], r["K"]
    dx = M1 + M2
    W, S = r["WKT"], r["SK"]
    mb = W.shape[0]
    fails_p = fails_u = tot = 0
    worst_p = (None, None)
    for j in range(M1):
        for k in range(M2):
            for kap in (-K, K):
                for y in (-1.0, 1.0):
                    p = torch.zeros(dx + 1); p[j] = b; p[M1 + k] = kap * b; p[dx] = y
                    rp = b * float(S[j] @ p) / M1            # (mu_j, 0) S_K p_q / M1  (mu_j = beta e_j)
                    for a_ in range(M1):
                        if a_ in (j, (j + 1) % M1, (j - 1) % M1):
                            continue
                        lhs = b * float(W[a_] @ p)
                        tot += 1
                        fails_p += (lhs > 0 >= rp)
                        fails_u += (lhs > 0 >= -rp)
                        if lhs > 0 >= rp and (worst_p[0] is None or lhs > worst_p[0]):
                            worst_p = (lhs, rp)
    return fails_p, fails_u, tot, worst_p


def e93(r, W):
    M1, M2, b = r["M1"], r["M2"], r["beta"]
    dx = M1 + M2
    ks = [torch.eye(M1)[j] for j in range(M1)] + [torch.full((M1,), M1 ** -0.5)]
    gs = [torch.eye(M2)[0], torch.full((M2,), M2 ** -0.5)]
    best = math.inf
    for kv in ks:
        for gv in gs:
            for kap in (-1.0, 0.0, 1.0):
                p = torch.zeros(dx + 1); p[:M1] = b * kv; p[M1:dx] = kap * b * gv
                best = min(best, float(torch.linalg.vector_norm(W @ p)))
    return best


if __name__ == "__main__" and len(sys.argv) == 1:
    for kw in (dict(seed=5), dict(seed=1, delta=0.05), dict(seed=2, delta=0.015), dict(seed=3, M1=5, M2=6, beta=1.0, alpha=1.0, delta=0.2, eta=1.0, m=120, B=40, l=20)):
        r = train(**kw)
        M1 = r["M1"]
        fp, fu, tot, wp = e83(r)
        print(kw, f"T = {r['T']} (eta T/(M1 sqrt ln M1) = {r['eta'] * (r['T'] or 4000) / (M1 * math.sqrt(math.log(M1))):.0f}), "
              f"m/(M1^2 lnM1) = {r['m'] / (M1 * M1 * math.log(M1)):.2f}, B/(M1 lnM1) = {r['B'] / (M1 * math.log(M1)):.2f}, "
              f"l alpha beta^2 = {r['l'] * r['alpha'] * r['beta']**2:.1f}")
        print(f"   (E.83) per (token, non-partner a): printed fails {fp}/{tot} (e.g. lhs {wp[0]}, rhs {wp[1]}); update reading fails {fu}/{tot}")
        n0, nT = e93(r, r["WQ0"]), e93(r, r["WQT"])
        print(f"   (E.93) least ||W_Q p'|| over OOD tokens: t = 0: {n0:.4f} (delta ||x'|| scale), t = T: {nT:.4f}; sqrt(ln M1) = {math.sqrt(math.log(M1)):.4f}"
              f"; ratios {n0 / math.sqrt(math.log(M1)):.4f}, {nT / math.sqrt(math.log(M1)):.3f}")


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "--e93path":
    # (E.93) under the reading t = T along delta -> 0, two seeds each (M1 = 4, M2 = 8, beta = 2, alpha = 0.8)
    for d in (0.2, 0.1, 0.05, 0.025, 0.01):
        for s in (11, 12):
            r = train(s, delta=d, Tmax=9000)
            M1 = r["M1"]
            nT = e93(r, r["WQT"])
            print(f"delta={d} seed={s}: T={r['T']}, least ||W_Q^(T) p'|| = {nT:.4f}, ratio to sqrt(ln M1) = {nT / math.sqrt(math.log(M1)):.3f}", flush=True)
