"""Audit B, round 12: thesis (E.166) L8810-L8815: for k in [M2], |(nu_k;0) G_K p_q| <= (1/M2) |(mu_j;0) G_K p_q|,
mu_j of (E.165) (not forming a task with mu_q), t = t0 >= 1.  Per run (one init, t0 SGD steps, a fresh batch):
(a) printed, every non-partner j (the display is stated for each such mu_j): max_{q,y,k,j} |N_kq| / |X_jq|;
(b) printed, the most favourable j (largest |X_jq|): max_{q,y,k} |N_kq| / max_j |X_jq|;
(c) reading with mu_q on the right ((E.159)'s form): max_{q,y,k} |N_kq| / |X_qq|.
Fraction of runs above 1/M2.  Model and projections: thesis.ch6.eqE.165.py / ch6_model.py."""
import math, sys, statistics, importlib.util
import torch
sys.path.insert(0, '/work/audit/r12B/thesis')
spec = importlib.util.spec_from_file_location('e165', '/work/audit/r12B/thesis/thesis.ch6.eqE.165.py')
e = importlib.util.module_from_spec(spec); spec.loader.exec_module(e)
from ch6_model import Cfg


def run_stats(c, seed, t0=1):
    M1 = c.M1; a = b = cc = 0.0
    for X, N in e.projections(c, seed, t0):
        for q in range(M1):
            non = [j for j in range(M1) if j not in (q, (q + 1) % M1, (q - 1) % M1)]
            nk = float(N[:, q].abs().max())
            a = max(a, nk / min(float(X[j, q].abs()) for j in non))
            b = max(b, nk / max(float(X[j, q].abs()) for j in non))
            cc = max(cc, nk / float(X[q, q].abs()))
    return a, b, cc


if __name__ == '__main__':
    fams = [dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=1.0, l=15, m=144, B=72),
            dict(M1=6, M2=6, beta=1.0, delta=0.1, alpha=0.8, l=20, m=400, B=1200),
            dict(M1=10, M2=10, beta=1.0, delta=0.1, alpha=0.8, l=24, m=800, B=2000),
            dict(M1=6, M2=12, beta=2.0, delta=0.2, alpha=0.6, l=30, m=400, B=1200)]
    for kw in fams:
        c = Cfg(**kw); e.check(c); side = 1 / c.M2
        R = [run_stats(c, s) for s in range(8)]
        for i, name in enumerate(['(a) every j', '(b) favourable j', '(c) mu_q']):
            v = [r[i] for r in R]
            print(f'{kw} t0=1 {name}: per-run max ratio median {statistics.median(v):.3f} range [{min(v):.3f}, {max(v):.3f}], '
                  f'runs above 1/M2={side:.3f}: {sum(x > side for x in v)}/8', flush=True)
