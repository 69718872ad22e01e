"""(F.160) L10119: p~ with the query's TRR pattern and PE, p~' with another TRR pattern and another PE than p~:
term >~ eps (eps > 0). '>~' (term >= c eps, some c > 0) needs term > 0 for every such p~'. Own model (cot_own)."""
import numpy as np
import f537_common as Fc
fams = [dict(M=3, K=2, l_tr=16, alpha=0.9, eta=0.99, B=14, xi=1e-3),
        dict(M=4, K=2, l_tr=20, alpha=0.5, eta=0.9, B=24, xi=1e-2),
        dict(M=18, K=2, l_tr=16, alpha=0.9, eta=0.99, B=64, xi=1e-3),
        dict(M=4, K=3, l_tr=12, alpha=0.9, eta=0.99, B=24, xi=1e-3)]
eps_list = [0.5, 0.1, 1e-2, 1e-3, 1e-5]
for fam in fams:
    print(Fc.hyp(fam))
    for r in Fc.eps_path('F.160', fam, eps_list, nev=150, tmult=1.0):
        e, t, mx, med, mnall, fpos, mp, rd, oth, mn, p = r
        neg = (mn < 0).mean()
        print(f"  eps={e:g} t=ceil(T_1)={t}: least term over p~' per prompt: min {mn.min():.4g}, median {np.median(mn):.4g}, "
              f"share of prompts with a negative term {neg:.2f}; largest term {mx:.4g}; least term/(1-p_n) {np.min(mn/(1-p)):.3f}; mean p_n {mp:.3f}")
