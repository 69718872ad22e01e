"""Audit of thesis.ch3.eqB.128 (seed 003 L4460-L4463, proof of Lemma B.3.2, s in S_1^{l,t}, i in W_l(0)). Own model/code.
Model as /work/audit/r17A/thesis/thesis.ch3.eqB.110_111.py: Chapter 3 graph transformer (3.1), hinge loss, SGD (B.2) on
W_O, W_V, W_K, W_Q (a fixed); M = 4 one-hot patterns, W_V^(0) = W_K^(0) = W_Q^(0) = I (Assumption B.2.1 with
sigma = delta = 0); fresh labeled nodes from 32 types (balanced, eps_S = 1/6, eps_0 = 0); b: one distance bucket.
With sigma = 0 the printed side of (B.128) is POSITIVE for every p > 0:
  (p_l/|S_1|) [xi eta (t+1)^2 (m/a^2) (pbar_t/4 - sigma) + eta (m/a)(1/2) sum_{b<=t} pbar_b (1-sigma) (xi eta (t+1)^2 (m/a^2) p_l/4)^2],
a = sqrt(m), p_n(t) = the attention mass of node n on its class-relevant nodes (Definition B.2.3 (3) at sigma = delta = 0).
Left side: W_O(i)^(t) W_V^(t) x_s softmax_l(x_s) for s in S_1^{l,t} (the mu_1 nodes of l's aggregation), l a class-1 node
with own pattern mu_1. Lucky sets: (P) printed (B.4): {i : W_O(i)^(0) V_l(0) > 0}, V_l(0) of (B.7) = the mu_1 part
(prop. to W_V^(0) mu_1) -- no sign of a_i; (P') the same with V_l(0) = l's whole aggregation (B.3);
(I) intended (Lemma B.3.1's growth of W_O(i) p_1 needs it): a_i > 0 and W_O(i)^(0) W_V^(0) mu_1 > 0."""
import math
import numpy as np
import torch

torch.set_default_dtype(torch.float64)
torch.set_num_threads(1)
M, K = 4, 6
comps = [(3, 1, 1, 1), (2, 1, 2, 1), (3, 0, 1, 2), (2, 0, 2, 2)]
TYPES = []
for y in (1, -1):
    for c in comps:
        for o in range(M):
            cc = list(c) if y == 1 else [c[1], c[0], c[2], c[3]]
            TYPES.append((y, o, cc, 0.5 * 0.25 / len(comps)))
PROB = np.array([t[3] for t in TYPES])
Y = torch.tensor([float(t[0]) for t in TYPES])
XN = torch.zeros(len(TYPES), M); NB = torch.zeros(len(TYPES), K + 1, M)
REL = torch.zeros(len(TYPES), K + 1)
for r, (y, o, cc, _) in enumerate(TYPES):
    XN[r, o] = 1
    rows = [j for j in range(M) for _ in range(cc[j])] + [o]
    for s, j in enumerate(rows):
        NB[r, s, j] = 1
        REL[r, s] = float(j == (0 if y == 1 else 1))

def attn(WK, WQ):
    return torch.softmax(torch.einsum("nsd,ed,ef,nf->ns", NB, WK, WQ, XN), 1)

def run(m, xi, eta, T, B, seed):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    WO = torch.randn(m, M, generator=g) * xi
    WV, WK, WQ = torch.eye(M), torch.eye(M), torch.eye(M)
    a = torch.tensor(rng.choice([-1.0, 1.0], m) / math.sqrt(m))
    L = [r for r, t in enumerate(TYPES) if t[0] == 1 and t[1] == 0]      # class-1 nodes l in D_1
    with torch.no_grad():
        A0 = attn(WK, WQ); agg0 = torch.einsum("ns,nsd->nd", A0, NB) @ WV.T
        v1 = WO @ (WV @ torch.eye(M)[0])
        sets = {"P (B.4)/(B.7), no sign": v1 > 0,
                "P' whole aggregation, no sign": {l: (WO @ agg0[l]) > 0 for l in L},
                "I  a_i>0 and W_O W_V mu_1>0": (v1 > 0) & (a > 0)}
    pbars = []; out = {k: [] for k in sets}
    for t in range(T + 1):
        with torch.no_grad():
            A = attn(WK, WQ)
            pn = (A * REL).sum(1)
            c = torch.tensor(rng.multinomial(B, PROB) / B)
            pbar = float((c * pn).sum())
            if t > 0: pbars.append(pbar)
            val = WO @ (WV @ torch.eye(M)[0])                       # W_O(i) W_V x_s, x_s = mu_1
            for name, S in sets.items():
                worst = math.inf; nneg = 0
                for l in L:
                    sel = S[l] if isinstance(S, dict) else S
                    s1 = [s for s in range(K + 1) if NB[l, s, 0] == 1]
                    pl = float(pn[l])
                    side = pl / len(s1) * (xi * eta * (t + 1)**2 * (pbar / 4) +
                                           eta * math.sqrt(m) / 2 * sum(pbars) * (xi * eta * (t + 1)**2 * pl / 4)**2)
                    lhs = val[sel][:, None] * A[l, s1][None, :]
                    nneg += int((lhs < 0).sum())
                    worst = min(worst, float(lhs.min()) / side)
                out[name].append((t, worst, nneg))
        if t == T: break
        WO.requires_grad_(True); WV.requires_grad_(True); WK.requires_grad_(True); WQ.requires_grad_(True)
        cb = torch.tensor(rng.multinomial(B, PROB) / B)
        agg = torch.einsum("ns,nsd->nd", attn(WK, WQ), NB)
        F = torch.relu(agg @ WV.T @ WO.T) @ a
        loss = (torch.clamp(1 - Y * F, min=0) * cb).sum()
        gs = torch.autograd.grad(loss, (WO, WV, WK, WQ))
        with torch.no_grad():
            WO, WV, WK, WQ = (P - eta * gP for P, gP in zip((WO, WV, WK, WQ), gs))
    return out, int((sets["I  a_i>0 and W_O W_V mu_1>0"]).sum()), int(sets["P (B.4)/(B.7), no sign"].sum())

if __name__ == "__main__":
    for (m, xi, eta, T, B, seed) in ((128, 0.01, 0.1, 20, 64, 0), (256, 0.01, 0.2, 20, 1024, 1), (128, 0.1, 0.1, 30, 256, 2)):
        out, nI, nP = run(m, xi, eta, T, B, seed)
        print(f"m={m} xi={xi} eta={eta} T={T} B={B} seed={seed}: |W(0)| printed={nP}, intended={nI}")
        for name, rows in out.items():
            negs = [(t, n) for t, w, n in rows if n > 0]
            mins = [w for t, w, n in rows]
            sel = [rows[k] for k in (0, 1, 2, 5, 10, len(rows) - 1)]
            print(f"   {name:32s} least ratio lhs/side over t: {min(mins):9.3g}; t with negative lhs: "
                  f"{[t for t, _ in negs][:8]}{'...' if len(negs) > 8 else ''}; (t, ratio): "
                  + ", ".join(f"({t},{w:.3g})" for t, w, n in sel))

    print("--- intended reading (I) along the horizon T = 3/sqrt(eta) (Theorem 3.4.4: T = Theta(eta^-1/2)) ---")
    for eta in (0.1, 0.025, 0.00625, 0.0015625):
        T = math.ceil(3 / math.sqrt(eta))
        out, nI, nP = run(128, 0.01, eta, T, 256, 3)
        rows = out["I  a_i>0 and W_O W_V mu_1>0"]
        print(f"   eta={eta:.4g} T={T}: least ratio over t<=T {min(w for _, w, _ in rows):.3g} (at t=T {rows[-1][1]:.3g}); "
              f"negatives {sum(n for *_, n in rows)}; printed-reading (P) least ratio {min(w for _, w, _ in out['P (B.4)/(B.7), no sign']):.3g}")

    print("--- intended reading (I), t = 0..2, growing width m (xi = 0.01 and xi = 1/sqrt(m)), eta = 0.1, B = 256 ---")
    for xi_rule in ("0.01", "1/sqrt(m)"):
        for m in (128, 1024, 8192, 65536):
            xi = 0.01 if xi_rule == "0.01" else 1 / math.sqrt(m)
            out, nI, nP = run(m, xi, 0.1, 2, 256, 5)
            rows = out["I  a_i>0 and W_O W_V mu_1>0"]
            print(f"   xi={xi_rule:9s} m={m:6d} |W(0)| intended={nI}: least ratio at t=0,1,2: "
                  + ", ".join(f"{w:.3g}" for _, w, _ in rows))
