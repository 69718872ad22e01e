# alternative readings for ch2_late.py: (1) |K(t)|, |Q(t)| on the right of (A.131)/(A.132)/(A.149)/(A.150)
# (ratio left / (|K| frac)); (2) cumulative reading of (A.144)/(A.145): q_1-content accumulated over steps
import sys, numpy as np
from ch2_late import run, frac
seeds = [int(s) for s in sys.argv[1].split(',')]
kw = {}
for a in sys.argv[2:]:
    k, v = a.split('='); kw[k] = int(v)
for seed in seeds:
    rec, Tstar, counts = run(seed, **kw)
    late = [r for r in rec if r['t'] >= Tstar // 2 and r['active_batch'] >= 5]
    R = dict(A131=0, A132=0, A149=0, A150=0)
    for r in late:
        At, Ct, idx = r['A'], r['C'], r['idx']; K_ = abs(At[0, 0]); Q_ = abs(Ct[0, 0])
        for l in range(2, 5):
            R['A131'] = max(R['A131'], abs(At[0, l]) / (K_ * frac(counts, idx, l)))
            R['A149'] = max(R['A149'], abs(Ct[0, l]) / (Q_ * frac(counts, idx, l)))
        R['A132'] = max(R['A132'], abs(At[0, 1]) / (K_ * frac(counts, idx, 1)))
        R['A150'] = max(R['A150'], abs(Ct[0, 1]) / (Q_ * frac(counts, idx, 1)))
    # cumulative: sum_b coord_b * ||q_1(b)|| (q_1(b) nearly parallel: report min cosine)
    q1s = np.array([r['q'][:, 0] for r in rec]); cosmin = float(np.min(q1s @ q1s[0] / np.linalg.norm(q1s, axis=1) / np.linalg.norm(q1s[0])))
    nq = np.linalg.norm(q1s, axis=1)
    cK = np.cumsum([r['A'][0, 0] for r in rec] * nq)
    cabsKe = np.cumsum(np.abs([r['A'][1, 0] for r in rec]) * nq)
    c2 = np.cumsum([r['A'][1, 0] for r in rec] * nq)
    cl = [np.cumsum([r['A'][l, 0] for r in rec] * nq) for l in range(2, 5)]
    ts = range(Tstar // 2, Tstar)
    rat144 = [min(c[t] for c in cl) / cK[t] for t in ts]
    print(f'seed {seed} {kw}: T*={Tstar}; |K|-reading max ratios over late busy steps {", ".join(f"{k} {v:.2f}" for k, v in R.items())}; '
          f'min cos(q_1(t), q_1(0)) = {cosmin:.4f}; cumulative (A.144) ratio min_l cum A[l,1] / cum K over [T*/2,T*): [{min(rat144):.2f}, {max(rat144):.2f}]; '
          f'cumulative (A.145) actual / sum|coord|: [{min(c2[t]/cabsKe[t] for t in ts):.2f}, {max(c2[t]/cabsKe[t] for t in ts):.2f}], actual min {min(c2[t] for t in ts):.3f}', flush=True)
