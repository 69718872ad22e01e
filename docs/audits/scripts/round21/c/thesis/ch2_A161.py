# Auditor C, round 21 (second audit): thesis.ch2.eqA.161 (seed 003 L3399): for l not in S_1 u S_2, j in S_1:
#   x_j^T W_K^(t+1)T W_Q^(t+1) x_l >~ (1 + Q(t)) sum_{b=0}^{t-1} |K(b)| ||q_1(b)|| - (delta + tau)||q_1(t)||.
# Own model: ch2_late.py (noise-free tokens, tau = 0). LHS = (W_K^(t+1) mu_1).(W_Q^(t+1) mu_l), l >= 3;
# K(b) = Q(b) the exact coordinates (A_b[1,1] = C_b[1,1]); q_1(b) = W_K^(b) mu_1.
import sys, numpy as np
from ch2_late import run
def analyse(seed, dlist=(0.5, 0.2), **kw):
    rec, Tstar, counts = run(seed, **kw)
    if Tstar is None: return None
    n = len(rec)
    K = np.array([r['A'][0, 0] for r in rec]); nq = np.array([np.linalg.norm(r['q'][:, 0]) for r in rec])
    cum = np.concatenate([[0.0], np.cumsum(np.abs(K) * nq)])     # cum[t] = sum_{b<t} |K(b)| ||q_1(b)||
    out = []
    for t in range(n - 1):
        q1n = rec[t + 1]['q'][:, 0]
        lhs = min(float(q1n @ rec[t + 1]['r'][:, l]) for l in range(2, 5))
        A = (1 + K[t]) * cum[t]
        out.append((t, lhs, A, nq[t], rec[t]['hinge'], rec[t]['active_batch']))
    return Tstar, out
if __name__ == '__main__':
    configs = [('B=N', {}, range(8)), ('GD', dict(GD=1), range(4)), ('B=8', dict(B=8), range(4)),
               ('S=8,N=20,B=8,m=64,eta=0.1,alpha*=3/8', dict(L=8, n1=3, n2=1, N=20, B=8, m=64, eta=0.1), range(16))]
    for name, kw, seeds in configs:
        tot = 0; cross = {0.5: [], 0.2: []}; need_c2 = []; steps = 0
        for s in seeds:
            res = analyse(s, **kw)
            if res is None: continue
            Tstar, out = res
            for (t, lhs, A, q1, h, act) in out:
                steps += 1
                for dl in (0.5, 0.2):
                    rhs = A - dl * q1
                    if rhs > 0 and lhs < 0: cross[dl].append((s, t, Tstar, round(lhs, 4), round(rhs, 4), round(h, 3)))
                # two-constant reading with c1 = 1: smallest c2 with lhs >= A - c2 * delta ||q1||, delta = 0.5
                need_c2.append((A - lhs) / (0.5 * q1))
        print(f'{name}: {steps} steps over {len(list(seeds))} seeds; crossings (LHS < 0 < RHS) at delta = 0.5: {len(cross[0.5])} {cross[0.5][:4]}; '
              f'at delta = 0.2: {len(cross[0.2])} {cross[0.2][:4]}; two-constant reading (c1 = 1, delta = 0.5): needed c2 max {max(need_c2):.2f}', flush=True)
