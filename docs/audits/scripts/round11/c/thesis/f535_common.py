"""Auditor C: the per-prompt terms of the proof of Lemma F.3.5 (App. F.5.1), (F.96), (F.111), (F.126), against the
printed sides, on the own model cot_own.py. p~ = (e_xq; e_Y; c_kq) (the query's TRR pattern and PE; q^T p~ = 2, Y
does not enter); term = 2 p~'^T A_n. l read as the column count len(P) - 1 (the sum index of (F.66)), and as l_tr."""
import math
import numpy as np
import cot_own as C

def side(key, p, a, K, l):
    if key == 'F.96':
        return -4 * p * (1 - p) + (1 / l) * (1 / K - a / K) * (-2 * K)
    if key == 'F.111':
        return 0 - 2 * (1 - p) ** 2 * a ** 2 / K ** 2 + (1 / l) * (1 / K - a / K) * (-2 * (K - 1))
    if key == 'F.126':
        return -p * (1 - p) * (-2 + 2 * p) + (1 - p) ** 2 * (a ** 2 / K ** 2) * 2 * p + (1 / l) * (1 - a) * (-2 + 2 * p)

REL = {'F.96': lambda X2, k2, xq, kq: X2 == xq and k2 != kq,
       'F.111': lambda X2, k2, xq, kq: X2 != xq and k2 == kq,
       'F.126': lambda X2, k2, xq, kq: X2 != xq and k2 != kq}

def check(key, fam, ts, nev=150, seed=0):
    M, K, l_tr, alpha, eta, B, xi = (fam[k] for k in ('M', 'K', 'l_tr', 'alpha', 'eta', 'B', 'xi'))
    rec = {t: None for t in ts}
    C.train(M, K, l_tr, alpha, eta, B, max(ts), xi, seed, record=rec)
    d = C.prompts(np.random.default_rng(seed + 999), nev, M, K, l_tr, alpha)
    out = []
    for t in ts:
        A, p, _ = C.per_prompt_A(rec[t], d)
        lcol = d['mask'].sum(1)                      # len(P) - 1 columns
        mx = np.full(nev, -np.inf); mn = np.full(nev, np.inf)
        for n in range(nev):
            xq, kq = d['xq'][n], d['kq'][n]
            for X2 in range(M):
                for k2 in range(1, K + 1):
                    if not REL[key](X2, k2, xq, kq):
                        continue
                    for Y2 in range(M):
                        if Y2 == X2:
                            continue
                        v = 2 * (A[n, X2] + A[n, M + Y2] + A[n, 2 * M + k2 - 1])
                        mx[n] = max(mx[n], v); mn[n] = min(mn[n], v)
        s_col = side(key, p, alpha, K, lcol)
        s_ltr = side(key, p, alpha, K, l_tr)
        s_hi = np.maximum(s_col, s_ltr)
        out.append(dict(t=t, frac_max=(mx > s_hi).mean(), frac_min=(mn > s_hi).mean(),
                        worst=(mx - s_hi).max(), med_gap_min=np.median(mn - s_hi), mean_p=p.mean(),
                        ex=(mx[np.argmax(mx - s_hi)], s_hi[np.argmax(mx - s_hi)], p[np.argmax(mx - s_hi)]),
                        med_mx=np.median(mx), med_side=np.median(s_hi)))
    return out

FAMS = [dict(M=3, K=2, l_tr=16, alpha=0.7, eta=0.9, B=14, xi=1e-3),
        dict(M=4, K=2, l_tr=20, alpha=0.5, eta=0.9, B=24, xi=1e-2),
        dict(M=18, K=2, l_tr=16, alpha=0.9, eta=0.99, B=64, xi=1e-3),
        dict(M=4, K=3, l_tr=12, alpha=0.9, eta=0.99, B=24, xi=1e-3),
        dict(M=3, K=1, l_tr=16, alpha=0.7, eta=0.9, B=14, xi=1e-3)]

def run(key):
    for fam in FAMS:
        M, K, l_tr, alpha, eta, B = (fam[k] for k in ('M', 'K', 'l_tr', 'alpha', 'eta', 'B'))
        if key != 'F.111' and K < 2:
            continue
        assert 0 < alpha < 1 and 0 < eta < 1
        t1 = K ** 3 * math.log(K / 0.5) / (eta * alpha ** 2) if K > 1 else 1 / (eta * alpha ** 2)
        ts = sorted({1, 3, 10, max(1, math.ceil(t1))})
        print(f"family {fam}: l_tr alpha = {l_tr*alpha:.1f}, B/(M log M) = {B/(M*math.log(max(M,2))):.1f}, "
              f"T_1(eps=0.5) = {t1:.1f} (t <= O(T_1) for every t shown, eps in (0, 1) free)")
        for r in check(key, fam, ts):
            print(f"  t={r['t']}: mean p_n {r['mean_p']:.3f}; share of prompts whose largest term over p~' > side "
                  f"{r['frac_max']:.2f}, whose LEAST term > side {r['frac_min']:.2f}; median largest term {r['med_mx']:.3f} vs "
                  f"median side {r['med_side']:.3f}; worst: term {r['ex'][0]:.3f} vs side {r['ex'][1]:.3f} (p_n {r['ex'][2]:.3f})")
