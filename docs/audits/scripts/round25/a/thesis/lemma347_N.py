# Lemma 3.4.7 along N (counts grow with N, b^(T) does not) and the per-neighbourhood-fraction reading of the margins
import sys, numpy as np, gt_sim as G
gd, eS = 0.6, 0.0
for N in (1200, 2400, 4800):
    A, pat, y, _ = G.make_graph(N, gd, eS, seed=7)
    Ad = A.toarray().astype(np.float32); Nn = N
    seen = np.eye(N, dtype=bool); front = np.eye(N, dtype=np.float32)
    is1 = (pat == 0).astype(np.float32); is2 = (pat == 1).astype(np.float32); rel = np.where(y > 0, 0, 1)
    cnt = []; frac = []
    for z in (1, 2, 3):
        nxt = (front @ Ad > 0) & ~seen; seen |= nxt; front = nxt.astype(np.float32)
        c1 = front @ is1; c2 = front @ is2; sz = front.sum(1)
        dz = np.where(rel == 0, c1 - c2, c2 - c1); cnt.append(dz.mean()); frac.append(np.mean(np.where(sz > 0, dz / np.maximum(sz, 1), 0)))
    cnt = np.array(cnt); frac = np.array(frac)
    L = np.random.default_rng(1).permutation(N)[:int(0.8 * N)]
    for eta, T in ((0.1, 40), (0.1, 15)):
        p, _, _ = G.train(A, pat, y, L, B=32, T=T, m=500, eta=eta, seed=1)
        b = p['b'].numpy()
        zc = 1 + np.argmax(cnt); zf = 1 + np.argmax(frac)
        print(f"N={N} eta={eta} T={T} (eta T={eta*T:.1f}): counts Delta_bar(1..3)={np.round(cnt,1)} z_m={zc}; fractions {np.round(frac,3)} z_m'={zf}; "
              f"b(dist0..2)={np.round(b[:3],5)}; counts: b_zm-b_1={b[zc]-b[1]:+.5f} vs f={gd*(cnt[zc-1]-cnt[0]):.1f}; "
              f"fractions: b_zm'-b_2={b[zf]-b[2]:+.5f} vs f'={gd*(frac[zf-1]-frac[1]):.3f}", flush=True)
