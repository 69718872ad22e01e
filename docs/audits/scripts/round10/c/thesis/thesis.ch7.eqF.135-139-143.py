"""Auditor C, round 10: thesis Ch. 7, proof of Lemma F.3.6 (App. F.5.2): (F.135) L9982, (F.139) L9998, (F.143) L10014:
s_2, s_5, s_6 >= sum_{b=0}^t (1 - p_n(b))^2 2 eta alpha^2/K^3, t >= 1.
The s_i are defined only through the printed softmax forms (F.133), (F.137), (F.142): with the four groups of context
columns A (query's input pattern, query's step = S_1^n), B (query's pattern, other step), C (other pattern, query's
step), D (other pattern, other step) and x_G = log mean_{i in G} exp(p~_i^T W p~_query), those forms are exact with
s_1 = x_A - x_B, s_2 = x_A - x_D (F.133), s_5 = x_C - x_B (F.137), s_6 = x_C - x_D (F.142); p_n(b) = softmax mass on A at W^(b).
Trainer: my vectorised Sec. 7.2 trainer (thesis.ch7.lemmaF.3.5.py, imported from my own audit folder), K = 2, M = d = 4,
alpha = eta = 0.5, xi = 1e-4; Lemma F.3.6's hypotheses B >= Omega(M log M), l_tr >= Omega(1/alpha) with constants
c_B, c_l: B = ceil(c_B M log M), l_tr = ceil(c_l/alpha); tracked t = 1 .. min(ceil(eta^-1 alpha^-2 K^3), 40) - 1 on 32 fixed
fresh prompts; reported: the least ratio s/right side over (prompt, t) for each s, as c_B = c, c_l = c/2 grow.
"""
import importlib.util
import math
import os

import numpy as np
import torch

BY_EXAMPLE = False
here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("tr", os.path.join(here, "thesis.ch7.lemmaF.3.5.py"))
tr = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tr)


def lme(logits, sel):
    """log mean exp over the selected columns, per prompt (nan where the group is empty)."""
    z = np.where(sel, logits, -np.inf)
    mx = z.max(1, keepdims=True)
    cnt = sel.sum(1)
    with np.errstate(divide="ignore", invalid="ignore"):
        return (mx[:, 0] + np.log(np.exp(z - mx).sum(1)) - np.log(cnt)) if True else None


def run(c, K=2, M=4, alpha=0.5, eta=0.5, xi=1e-4, seed=0, nev=32):
    B = math.ceil(c * M * math.log(M))
    l_tr = math.ceil((c / 2) / alpha)
    l_tr = max(l_tr, 2)
    T = min(math.ceil(K**3 / (eta * alpha**2)), 40)
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = torch.tensor(xi * rng.standard_normal((D, D)), requires_grad=True)
    P, mask, Q, Z, k, stepcol = tr.batch(np.random.default_rng(seed + 104729), nev, M, K, l_tr, alpha)
    colinp, qinp, xq = tr.batch.last
    ctx = stepcol >= 1
    same_step = stepcol == k[:, None]
    same_pat = colinp == qinp[:, None]
    if BY_EXAMPLE:  # 'shares the TRR pattern' read per example: the example's first input is the query's x
        ex_first = colinp[:, (np.arange(colinp.shape[1]) // K) * K]
        same_pat = (ex_first == xq[:, None]) & ctx
    G = {"A": ctx & same_step & same_pat, "B": ctx & ~same_step & same_pat,
         "C": ctx & same_step & ~same_pat, "D": ctx & ~same_step & ~same_pat}
    ps, xs = [], []
    for t in range(T):
        with torch.no_grad():
            lg = torch.einsum("bcd,de,be->bc", P, W, Q).numpy()
            lg = np.where(mask.numpy(), lg, -np.inf)
            a = np.exp(lg - lg.max(1, keepdims=True)); a /= a.sum(1, keepdims=True)
        ps.append((a * G["A"]).sum(1))
        xs.append({g: lme(lg, sel) for g, sel in G.items()})
        Pb, mb, Qb, Zb, _, _ = tr.batch(rng, B, M, K, l_tr, alpha)
        out = torch.einsum("bc,bcm->bm", tr.attn(W, Pb, mb, Qb), Pb[:, :, M:2 * M])
        (g,) = torch.autograd.grad(0.5 * ((Zb - out) ** 2).sum(1).mean(), W)
        with torch.no_grad():
            W -= eta * g
    ps = np.array(ps)  # (T, nev): p_n(b) at W^(b)
    res = {}
    for name, (g1, g2) in {"s_2 (F.135)": ("A", "D"), "s_5 (F.139)": ("C", "B"), "s_6 (F.143)": ("C", "D")}.items():
        worst = np.inf
        for t in range(1, T - 1):  # s at W^(t+1) against sum_{b=0}^t
            s = xs[t + 1][g1] - xs[t + 1][g2]
            rhs = ((1 - ps[: t + 1]) ** 2).sum(0) * 2 * eta * alpha**2 / K**3
            r = s / rhs
            r = r[np.isfinite(r)]
            if r.size:
                worst = min(worst, float(r.min()))
        res[name] = worst
    return res, B, l_tr, T


if __name__ == "__main__":
    print("K = 2, M = d = 4, alpha = eta = 0.5, xi = 1e-4, seed 0; least s/right side over 32 prompts and t")
    for c in (1, 2, 4, 8, 16, 32):
        res, B, l_tr, T = run(c)
        print(f"  c_B = {c}, c_l = {c / 2}: B = {B}, l_tr = {l_tr}, T = {T}: " +
              ", ".join(f"{k} {v:.2f}" for k, v in res.items()))


def detail(c, seed=0, K=2, M=4, alpha=0.5, eta=0.5):
    """Per t: the median over prompts of s_5 and of its right side, and the least ratio (diagnostic)."""
    import types
    B = math.ceil(c * M * math.log(M)); l_tr = max(math.ceil((c / 2) / alpha), 2)
    T = min(math.ceil(K**3 / (eta * alpha**2)), 40)
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = torch.tensor(1e-4 * rng.standard_normal((D, D)), requires_grad=True)
    P, mask, Q, Z, k, stepcol = tr.batch(np.random.default_rng(seed + 104729), 32, M, K, l_tr, alpha)
    colinp, qinp, xq = tr.batch.last
    ctx = stepcol >= 1; ss = stepcol == k[:, None]; sp = colinp == qinp[:, None]
    ps, rows = [], []
    for t in range(T):
        with torch.no_grad():
            lg = np.where(mask.numpy(), torch.einsum("bcd,de,be->bc", P, W, Q).numpy(), -np.inf)
            a = np.exp(lg - lg.max(1, keepdims=True)); a /= a.sum(1, keepdims=True)
        ps.append((a * (ctx & ss & sp)).sum(1))
        if t >= 2:
            s5 = lme(lg, ctx & ss & ~sp) - lme(lg, ctx & ~ss & sp)
            rhs = ((1 - np.array(ps[:t])) ** 2).sum(0) * 2 * eta * alpha**2 / K**3
            ok = np.isfinite(s5)
            rows.append((t, float(np.median(s5[ok])), float(np.median(rhs[ok])), float((s5[ok] / rhs[ok]).min())))
        Pb, mb, Qb, Zb, _, _ = tr.batch(rng, B, M, K, l_tr, alpha)
        out = torch.einsum("bc,bcm->bm", tr.attn(W, Pb, mb, Qb), Pb[:, :, M:2 * M])
        (g,) = torch.autograd.grad(0.5 * ((Zb - out) ** 2).sum(1).mean(), W)
        with torch.no_grad():
            W -= eta * g
    return rows


if __name__ == "__main__":
    for c in (32, 64):
        for seed in (0, 1):
            rows = detail(c, seed)
            print(f"s_5 detail c = {c}, seed {seed}: (t, median s_5, median rhs, least ratio) at t = 2, 5, 10, 20, 39:",
                  [tuple(round(x, 3) for x in r) for r in rows if r[0] in (2, 5, 10, 20, 39)])

    BY_EXAMPLE = True
    print("grouping by example (A, B = the same-pattern examples' columns at the query's / other steps):")
    for c in (8, 32, 64):
        res, B, l_tr, T = run(c)
        print(f"  c = {c}: " + ", ".join(f"{k} {v:.2f}" for k, v in res.items()))
