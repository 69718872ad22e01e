#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (E.77) L8309-8311 and (E.84) L8337-8339 (proof of Proposition 6.4.1): for a forming a task
in T_tr with mu_j (cyclic: a = mu_{j+-1}) and eta T = Theta(M1 sqrt(log M1)):
(E.77) (a^T, 0^T) W_Q^(T) p_query <~ (1/M1)(mu_j^T, 0^T) S_Q p_query;  (E.84) (a^T, 0^T) W_K^(T) p_q <~ (1/M1)(mu_j^T, 0^T) S_K p_q,
S = eta (1/B) sum_b sum_n dl/dW^(b) = W^(0) - W^(T) by (E.2). Own model (_icl_own.py), per token, partner a, both readings."""
import math
import sys

import torch

sys.path.insert(0, "/work/audit/r16A/thesis")
from _icl_own import forward, init, prompts  # noqa: E402

torch.set_num_threads(1)


def train(seed, M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.15, eta=0.9, m=80, B=45, l=18, K=0.5, Tmax=6000):
    g = torch.Generator().manual_seed(seed)
    WQ, WK, WV, WO, a = init(M1, M2, m, delta, g)
    WQ0, WK0 = WQ.clone(), WK.clone()
    ps = [WQ, WK, WV, WO]
    for p in ps:
        p.requires_grad_()
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    ema, T = None, None
    for t in range(Tmax):
        P, z = prompts(B, tasks, M1, M2, l, alpha, beta, g, K)
        loss = torch.clamp(1 - z * forward(P, WQ, WK, WV, WO, a)[0], min=0).mean()
        for p in ps:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in ps:
                p -= eta * p.grad
        ema = float(loss.detach()) if ema is None else 0.9 * ema + 0.1 * float(loss.detach())
        if t > 10 and ema < 0.02:
            T = t + 1
            break
    return dict(SQ=WQ0 - WQ.detach(), SK=WK0 - WK.detach(), WQT=WQ.detach(), WKT=WK.detach(), T=T, M1=M1, M2=M2, beta=beta, K=K)


def check(r):
    M1, M2, b, K = r["M1"], r["M2"], r["beta"], r["K"]
    dx = M1 + M2
    res = {}
    for name, W, S, ys in (("E.77", r["WQT"], r["SQ"], (0.0,)), ("E.84", r["WKT"], r["SK"], (-1.0, 1.0))):
        fp = fu = tot = 0
        ex = None
        for j in range(M1):
            for a_ in ((j + 1) % M1, (j - 1) % M1):
                for k in range(M2):
                    for kap in (-K, K):
                        for y in ys:
                            p = torch.zeros(dx + 1); p[j] = b; p[M1 + k] = kap * b; p[dx] = y
                            lhs = b * float(W[a_] @ p)
                            rp = b * float(S[j] @ p) / M1
                            tot += 1
                            if lhs > 0 >= rp:
                                fp += 1
                                ex = ex or (round(lhs, 3), round(rp, 3))
                            fu += lhs > 0 >= -rp
        res[name] = (fp, fu, tot, ex)
    return res


if __name__ == "__main__" and len(sys.argv) == 1:
    for kw in (dict(seed=5), dict(seed=1), dict(seed=2, delta=0.05), dict(seed=3, M1=5, M2=6, beta=1.0, alpha=1.0, delta=0.2, eta=1.0, m=120, B=40, l=20)):
        r = train(**kw)
        M1 = r["M1"]
        out = check(r)
        print(kw, f"T = {r['T']} (eta T/(M1 sqrt lnM1) = {kw.get('eta', 0.9) * (r['T'] or 6000) / (M1 * math.sqrt(math.log(M1))):.0f})")
        for k, (fp, fu, tot, ex) in out.items():
            print(f"   {k}: printed fails {fp}/{tot} (e.g. lhs, rhs = {ex}); update reading fails {fu}/{tot}")


if __name__ == "__main__" and len(sys.argv) > 1 and sys.argv[1] == "--d015":
    for s in range(1, 13):
        r = train(s, delta=0.015)
        if r["T"] is None:
            print(f"seed {s}: no zero loss", flush=True); continue
        out = check(r)
        print(f"delta=0.015 seed {s}: T = {r['T']}: " + "; ".join(f"{k} printed {v[0]}/{v[2]} update {v[1]}/{v[2]}" for k, v in out.items()), flush=True)
