"""Auditor A, round 18: thesis (B.89) (seed 003 L4267), own model of Chapter 3 (3.1)-(3.3), Algorithm 4 (B.2).
No repository code. Graph: 2-block SBM (labels = blocks); mu_1 nodes only in the + block and mu_2 only in the - block
(discriminative patterns 'correspond to the label 1 and -1', L813), pattern law nu_1 = nu_2 = gamma_d/2 (footnote 9).
Features x_n = e_j (M = 4, d = 4), W_V = W_K = W_Q = [I_4; 0] in R^{6x4} (Assumption B.2.1 with sigma = delta = 0,
M < m_a = m_b = 6), b^(0) = 0, Z = 4 one-hot truncated SPD (3.2), a_i = +-1/sqrt(m) fixed, W_O^(0) ~ N(0, xi^2),
hinge loss, SGD on W_O, W_V, W_K, W_Q, b with batch B (fresh batch each step, without replacement), T^n = S^{n,t} = V
(the whole graph: a 'subset' of the graph, |S| >= Omega(1)).  Checked per instance: z_m = argmax Delta-bar (3.6),
eps_0 (Assumption 3.4.2), eps_S (3.7), m >= M^2 ln N, B >= ln N, |L| = N >= B t.
(B.89): for a lucky neuron i (B.4), H_4 (B.77) = (1/B) sum_n eta y_n a_i 1[W_O(i) V_n(t) >= 0] (...) is EXACTLY 0 if
the indicator is 0 on every batch node; the printed right side is a positive prefactor times W_O(i)^(t) p_1.
"""
import sys
import numpy as np
import torch
from scipy.sparse.csgraph import shortest_path

torch.set_default_dtype(torch.float64)
M, d, mab, Z = 4, 4, 6, 4

def build(N, deg, pout_frac, gamma_d, rng):
    y = np.where(rng.random(N) < 0.5, 1, -1)
    # patterns: + block: mu1 w.p. gamma_d, else nondisc; - block: mu2 w.p. gamma_d -> nu1 = nu2 = gamma_d/2
    pat = np.where(rng.random(N) < gamma_d, np.where(y > 0, 0, 1), rng.integers(2, M, size=N))
    same = (y[:, None] == y[None, :])
    pin = deg * (1 - pout_frac) / (N / 2); pout = deg * pout_frac / (N / 2)
    P = np.where(same, pin, pout)
    A = np.triu(rng.random((N, N)) < P, 1); A = A | A.T
    D = shortest_path(A.astype(float), unweighted=True)
    D[np.isinf(D)] = 1e9
    return y, pat, D

def margins(y, pat, D, Z=4):
    out = {}
    for z in range(1, Z):
        Nz = (D == z)
        rel = np.where(y > 0, (Nz & (pat[None, :] == 0)).sum(1), (Nz & (pat[None, :] == 1)).sum(1))
        con = np.where(y > 0, (Nz & (pat[None, :] == 1)).sum(1), (Nz & (pat[None, :] == 0)).sum(1))
        out[z] = (rel - con, rel, con)
    return out

def run(seed, N=400, deg=12, pout_frac=0.2, gamma_d=0.42, mfac=1.0, B=64, eta=0.5, xi=1e-3, T=5, s_agg=None, Zpe=4, verbose=False):
    Z = Zpe
    rng = np.random.default_rng(seed)
    y, pat, D = build(N, deg, pout_frac, gamma_d, rng)
    mg = margins(y, pat, D, Z)
    Dbar = {z: mg[z][0].mean() for z in mg}
    zm = max(Dbar, key=Dbar.get)
    eps0 = float(np.mean(mg[zm][0] <= 0))
    nd = pat >= 2
    rel, con = mg[zm][1], mg[zm][2]
    ok = nd & ((rel + con) > 0)
    epsS = float(np.mean(con[ok] / (rel[ok] + con[ok])))
    m = int(np.ceil(mfac * M**2 * np.log(N)))
    hyp = dict(N=N, zm=zm, eps0=round(eps0, 3), epsS=round(epsS, 3), m=m, m_ge_M2lnN=m >= M**2 * np.log(N),
               B=B, B_ge_lnN=B >= np.log(N), L_ge_BT=N >= B * T, delta_zm=int((D == zm).sum(1).max()), sqrtN=round(float(np.sqrt(N)), 1), gamma_d_emp=round(float(np.mean(pat < 2)), 3))
    X = torch.zeros(N, d); X[torch.arange(N), torch.tensor(pat)] = 1.0
    Dc = np.minimum(D, Z - 1).astype(int)
    Dct = torch.tensor(Dc)
    g = torch.Generator().manual_seed(seed)
    I = torch.zeros(mab, d); I[:d, :d] = torch.eye(d)
    WV = I.clone().requires_grad_(); WK = I.clone().requires_grad_(); WQ = I.clone().requires_grad_()
    b = torch.zeros(Z, requires_grad=True)
    WO = (xi * torch.randn(m, mab, generator=g)).requires_grad_()
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / np.sqrt(m)
    yt = torch.tensor(y, dtype=torch.float64)
    p1 = torch.zeros(mab); p1[0] = 1.0

    def draw_mask():
        if s_agg is None:
            return torch.zeros(N, N)
        r = torch.rand(N, N, generator=g)
        idx = r.argsort(dim=1)[:, :s_agg]
        mk = torch.full((N, N), float('-inf')); mk.scatter_(1, idx, 0.0)
        return mk
    mask = draw_mask()
    def Vall():
        G = (X @ WK.T) @ (X @ WQ.T).T           # G[s, n] = x_s^T W_K^T W_Q x_n
        logits = G.T + b[Dct] + mask           # [n, s]; S^{n,t} uniform subset of the whole graph
        S = torch.softmax(logits, dim=1)
        return S @ (X @ WV.T)                  # V_n = sum_s softmax_n * W_V x_s

    with torch.no_grad():
        V0 = Vall(); act0 = (WO @ V0.T) > 0    # [m, N], with S^{n,0}
    mu1 = torch.tensor(pat == 0)
    lucky_pos = ((act0[:, mu1].any(1)) & (a > 0)).numpy()   # (B.4) lucky on some mu_1 node, with a_i > 0
    lucky_any = (act0[:, mu1].any(1)).numpy()               # (B.4) as printed (no sign of a_i)
    perm = torch.randperm(N, generator=g)
    res = []
    for t in range(T + 1):
        batch = perm[(t * B) % N:(t * B) % N + B]
        if len(batch) < B:
            batch = torch.randperm(N, generator=g)[:B]
        if t > 0:
            mask = draw_mask()
        V = Vall()
        if t > 0:
            with torch.no_grad():
                pre = WO @ V[batch].T                 # indicators of (B.77) on the batch at time t
                off = (pre < 0).all(1).numpy()        # indicator 0 on every batch node -> H_4 = 0 exactly
                wp1 = (WO @ p1).numpy()
                dead_pos = lucky_pos & off & (wp1 > 0)
                dead_any = lucky_any & off & (wp1 > 0)
                if verbose and dead_pos.any():
                    allpre = (WO @ V.T).numpy()
                    for i in np.where(dead_pos)[0]:
                        print(f"    [t={t}] neuron {i}: a_i>0, lucky on {int(act0[i, mu1].sum())} mu_1 nodes at t=0, active at t=0 on {act0[i].float().mean():.2f} of all nodes, "
                              f"active now on {np.mean(allpre[i] >= 0):.3f} of all nodes, max over batch W_O V = {pre[i].max():.3e}, W_O p1 = {wp1[i]:.3e}")
                res.append((t, int(lucky_pos.sum()), int(dead_pos.sum()), int(lucky_any.sum()), int(dead_any.sum()),
                            (float(pre.max(1).values.numpy()[dead_pos].max()) if dead_pos.any() else None),
                            (float(wp1[dead_pos].max()) if dead_pos.any() else None), int((lucky_pos & off).sum())))
        if t == T:
            break
        F = torch.relu(V[batch] @ WO.T) @ a
        loss = torch.clamp(1 - yt[batch] * F, min=0).mean()
        for P_ in (WO, WV, WK, WQ, b):
            P_.grad = None
        loss.backward()
        with torch.no_grad():
            for P_ in (WO, WV, WK, WQ, b):
                P_ -= eta * P_.grad
    return hyp, res

if __name__ == "__main__":
    mode = sys.argv[1] if len(sys.argv) > 1 else "demo"
    if mode == "demo":
        hyp, res = run(int(sys.argv[3]) if len(sys.argv) > 3 else 906, verbose=True, **(eval("dict(" + sys.argv[2] + ")") if len(sys.argv) > 2 else {}))
        print(hyp)
        for r in res:
            print("  t=%d lucky(a>0)=%d dead&Wp1>0=%d | lucky(printed B.4)=%d dead&Wp1>0=%d | max_n W_O V_n of dead=%s, max W_O p1 among them=%s | dead(any W_O p1)=%d" % r)
    else:
        kw = eval("dict(" + mode + ")")
        seeds = range(kw.pop("S0", 0), kw.pop("S0", 0) + kw.pop("nseeds", 20))
        cnt_pos = cnt_any = 0; tot = 0; hyps = []; best = []
        for s in seeds:
            hyp, res = run(s, **kw)
            hyps.append(hyp)
            tot += 1
            last = res[-1]
            cnt_pos += last[2] > 0; cnt_any += last[4] > 0
            if last[6] is not None: best.append(last[6] / kw.get('xi', 1e-3))
        h = hyps[0]
        bad = [hh for hh in hyps if not (hh["eps0"] < 0.5 and hh["epsS"] < 0.5 and hh["m_ge_M2lnN"] and hh["B_ge_lnN"] and hh["L_ge_BT"])]
        print(kw, "m=%d" % h["m"], "eps0~%.3f epsS~%.3f" % (np.mean([hh['eps0'] for hh in hyps]), np.mean([hh['epsS'] for hh in hyps])),
              "hyp-violations=%d" % len(bad),
              "| seeds with a dead lucky(a>0) neuron, W_O p1>0, at t=T: %d/%d ; printed-(B.4) lucky: %d/%d" % (cnt_pos, tot, cnt_any, tot), "| max over seeds of W_O p1/xi of a dead lucky neuron: %s" % (max(best) if best else None))
