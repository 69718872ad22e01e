"""Audit A: thesis (B.206) L4887 (= (B.32)): for i in U_l (lucky for l in D_2, (B.5)), V_i >~ (1-2eps_0)/(2B) sum_{B-} p_n/a > 0.
Same graph model as eqB205_B220-222.py (imported by exec of its definitions). V_i = (1/B) sum_l (-y_l) a_i 1[W_O(i) V_l >= 0]
W_j^l, W_j^l = attention mass of node l on the pattern of x_j: x_j = mu_1 as printed ((B.204) is for j in S_1), or mu_2
(the twin for the S_2 update, (B.27)); lucky set unsigned as printed, or a_i < 0."""
import math, torch
src = open("/work/audit/r10A/thesis/eqB205_B220-222.py").read().split("def b205")[0]
ns = {}; exec(src, ns)
for seed in range(4):
    pat, y, D = ns["graph"](seed)
    X, P, a, att = ns["model"](seed, 256, 0.1, pat, D)
    with torch.no_grad():
        A0 = att(P); pre = (A0 @ (X @ P["WV"].T)) @ P["WO"].T
        lucky = (pre > 0) & torch.as_tensor(pat == 1)[:, None]
        out = []
        for jpat in (0, 1):
            Wj = A0[:, torch.as_tensor(pat == jpat)].sum(1)
            Vi = ((-torch.as_tensor(y) * Wj)[:, None] * (pre >= 0)).mean(0) * a
            for signed in (False, True):
                L = lucky & ((a < 0)[None] if signed else torch.ones_like(lucky))
                v = Vi[None].expand_as(L)[L]
                out.append(f"x_j=mu_{jpat+1}{' a_i<0' if signed else ''}: V_i<=0 for {(v <= 0).double().mean():.3f}")
    print(f"seed {seed}: lucky U pairs {int(lucky.sum())}; " + "; ".join(out))
