"""Auditor A r25: Lemma 3.4.7 (3.14), seed 003 L917-L923: starting from b = 0, T per (3.8) = Theta(eta^-1/2 (1-2eps0)^-1/2 (1-delta)^-1/2),
b_{z_m}^(T) - b_z^(T) >= Omega(gamma_d (Delta_bar(z_m) - Delta_bar(z))). Own simulator gt_sim.py (b indexed by distance, as (3.14), L925 and
Lemma B.3.3 'b_0 ... for z >= 1' use it; the literal (3.2) index i <-> distance i-1 is reported too).
usage: python3 this.py [mode]  mode = path (T = ceil(CT eta^-1/2 / sqrt(1-delta))) | proof (T = ceil(CT/eta), the proof's 'eta T >= Theta(1)')"""
import sys, numpy as np, gt_sim as G
mode = sys.argv[1] if len(sys.argv) > 1 else 'path'
N = int(sys.argv[2]) if len(sys.argv) > 2 else 2400
gd = float(sys.argv[3]) if len(sys.argv) > 3 else 0.6
eS = float(sys.argv[4]) if len(sys.argv) > 4 else 0.0
seeds = [1, 2, 3]
delta = 0.2; CT = 4.0; B = 32; m = 500
for s in seeds:
    A, pat, y, _ = G.make_graph(N, gd, eS, seed=100 * s)
    Dm = G.margins(A, pat, y)
    Db = Dm.mean(0); zm = 1 + int(np.argmax(Db[1:]))
    eps0_needed = np.mean(Dm[:, zm] <= 0)
    L = np.random.default_rng(s).permutation(N)[:int(0.8 * N)]
    print(f"seed {s}: N={N} gamma_d={gd} eps_S={eS} Delta_bar(1..3)={np.round(Db[1:],1)} z_m={zm} frac(Delta_n(z_m)<=0)={eps0_needed:.3f}", flush=True)
    for eta in (0.2, 0.1, 0.05, 0.02, 0.01):
        T = int(np.ceil(CT * eta ** -0.5 / np.sqrt(1 - delta))) if mode == 'path' else int(np.ceil(CT / eta))
        Bq = min(B, len(L) // T) if T * B > len(L) else B
        p, h, smp = G.train(A, pat, y, L, B=Bq, T=T, m=m, eta=eta, seed=s)
        bb = p['b'].numpy()
        rhs = [gd * (Db[zm] - Db[z]) for z in (1, 2, 3)]
        lhs = [bb[zm] - bb[min(z, 4)] for z in (1, 2, 3)]
        lit = bb[zm - 1] - bb[0]   # literal (3.2) indices: b_{z_m} = distance z_m - 1 entry, b_1 = distance-0 entry
        print(f"  eta={eta:<5} T={T:3d} B={Bq} |L|={len(L)} b(dist0..3)={np.array2string(bb[:4], precision=5)}  "
              f"b_zm-b_1={lhs[0]:+.5f} vs f={rhs[0]:.1f}  b_zm-b_3={lhs[2]:+.5f} vs f={rhs[2]:.1f}  ratio(z=1)={lhs[0]/rhs[0]:+.2e}  literal-index b_2-b_1={lit:+.5f}", flush=True)
