import sys, time
import numpy as np
import f537_common as Fc
case = sys.argv[1]
fams = [dict(M=3, K=2, l_tr=16, alpha=0.9, eta=0.99, B=14, xi=1e-3),
        dict(M=4, K=2, l_tr=20, alpha=0.5, eta=0.9, B=24, xi=1e-2),
        dict(M=18, K=2, l_tr=16, alpha=0.9, eta=0.99, B=64, xi=1e-3),   # M >= K^4/alpha ((F.140)'s proof condition)
        dict(M=4, K=3, l_tr=12, alpha=0.9, eta=0.99, B=24, xi=1e-3)]
eps_list = [0.5, 0.1, 1e-2, 1e-3, 1e-4, 1e-5]
tms = [float(x) for x in sys.argv[2].split(',')] if len(sys.argv) > 2 else [1.0, 4.0]
for fam in fams:
    print(Fc.hyp(fam))
    for tm in tms:
        t0 = time.time()
        print(f" t = ceil({tm} T_1(eps)); max/med = largest / median-over-prompts of the per-prompt largest "
              f"{'|term|' if Fc.CASES[case][2] else 'term'}; min = least term; pos = share of prompts with a positive largest term")
        for r in Fc.eps_path(case, fam, eps_list, nev=150, tmult=tm):
            e, t, mx, med, mn, fpos, mp, rd, oth = r[:9]
            print(f"  eps={e:g} t={t} max={mx:.4g} med={med:.4g} min={mn:.4g} pos={fpos:.2f} mean_p={mp:.3f} "
                  f"max/(1-p)={rd:.3f} other-step mass max={oth:.3g} | max/eps={mx/e:.3g} med/eps={med/e:.3g}")
        print('  ', round(time.time() - t0, 1), 's')
