"""Auditor A r25: (B.64), seed 003 L4145-L4151 (end of the proof of Theorem 3.4.4; eps0 in (0,1/2) L877): with B >~ eps^-2 log N,
'for all n in V_d, f_N(Psi) <= eps' -- read as: the hinge risk (3.3) of the trained model over the labelled nodes of V_d
(Assumption 3.4.2) is <= eps. Superseding queue block: Section 3.5.1 graph with M = 4 patterns, degree 8, gamma_d = 0.4,
eps_S = 0.1, round(0.3 N) NON-DISCRIMINATIVE labels flipped (half of them: eps0 = 1 - |V_d|/N ~ 0.3 < 1/2), eta = 0.2,
B = ceil(eps^-2 ln N), m = ceil(M^2 ln N), one pass T = floor(0.8 N/B), sampler = self + 10 from the 1-2-hop set, eps = 0.3.
Own simulator gt_sim.py (B.2.1-compliant 'pre-trained' W_V orthogonal, W_K = W_Q = I)."""
import sys, time, numpy as np, gt_sim as G
eps = float(sys.argv[1]) if len(sys.argv) > 1 else 0.3
Ns = [int(x) for x in sys.argv[2].split(',')] if len(sys.argv) > 2 else [1200, 4800, 19200]
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 0
gd, eS, M, deg, eta, ns = 0.4, 0.1, 4, 8, 0.2, 10
for N in Ns:
    t0 = time.time()
    A, pat, y, _ = G.make_graph(N, gd, eS, M=M, deg=deg, seed=seed)
    rng = np.random.default_rng(seed + 1)
    nondisc = np.where(pat >= 2)[0]
    import os; FR = float(os.environ.get("FR", 0.5)); fl = rng.choice(nondisc, int(round(FR * len(nondisc))), replace=False); y = y.copy(); y[fl] *= -1
    rel = np.where(y > 0, 0, 1)
    def delta(n):
        n1, n2 = G.neigh12(A, n); out = []
        for s in (n1, n2):
            c1 = np.sum(pat[s] == 0); c2 = np.sum(pat[s] == 1); out.append(c1 - c2 if rel[n] == 0 else c2 - c1)
        return out
    sub = rng.choice(N, min(N, 2000), replace=False)
    Dbar = np.array([delta(n) for n in sub]).mean(0); zm = 1 + int(np.argmax(Dbar))
    L = rng.permutation(N)[:int(0.8 * N)]
    B = int(np.ceil(eps ** -2 * np.log(N))); m = int(np.ceil(M ** 2 * np.log(N))); T = int(0.8 * N) // B
    res = []
    for passes in [int(x) for x in os.environ.get("PASSES", "1,4").split(",")]:
        p, _, smp = G.train(A, pat, y, np.concatenate([rng.permutation(L) for _ in range(passes)]), B=B, T=T * passes, m=m, eta=eta, M=M, nsamp=ns, seed=seed)
        ev = rng.choice(L, min(len(L), 2000), replace=False)
        Dz = np.array([delta(n) for n in ev])[:, zm - 1]; inV = Dz > 0
        F = G.evaluate(p, ev, smp); h = np.maximum(1 - y[ev] * F, 0)
        disc = pat[ev] < 2
        res.append((passes, T * passes, h[inV].mean(), h[inV & disc].mean(), h[inV & ~disc].mean(), np.mean(inV), (y[ev] * F)[inV & ~disc].mean()))
    s = "  ".join(f"[{r[0]} pass T={r[1]}: V_d hinge {r[2]:.3f} ({'<=' if r[2] <= eps else '>'} eps), disc {r[3]:.3f}, non-disc {r[4]:.3f} (mean yF {r[6]:+.3f})]" for r in res)
    print(f"flip {FR:.0%} of non-disc, N={N} eps={eps}: Delta_bar(1,2)~{np.round(Dbar,2)} z_m={zm} |V_d|/N~{res[0][5]:.3f} B={B} m={m}: {s} [{time.time()-t0:.0f}s]", flush=True)
