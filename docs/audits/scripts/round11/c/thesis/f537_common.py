"""Auditor C: the per-prompt terms of the proof of Lemma F.3.7 (App. F.5.3, L10034-L10135), own code.
term_n(p~', p~) = (F - z^n)^T sum_i W_V p~_i a_i . p~'^T (p~_i - sum_r a_r p~_r) . p~_query^T p~
               = (p~'^T A_n)(q_n^T p~),  A_n = sum_i a_i (c_i - cbar) p~_i  (the summand of (F.66)/(F.151)).
Tokens p~ = (e_X; e_Y; c_k) with Y != X (a context column: f_k has no fixed point in this task family)."""
import math
import numpy as np
import cot_own as C

# relation of p~ to the query (X, k vs xq, kq) and of p~' to p~
PCASE = {
    'qPE_oTRR': lambda X, k, xq, kq: X != xq and k == kq,      # same PE, other TRR than the query
    'qBOTH': lambda X, k, xq, kq: X == xq and k == kq,         # same TRR and PE as the query
}
REL = {
    'self': None,
    'onlyTRR': lambda X2, k2, X, k: X2 == X and k2 != k,
    'onlyPE': lambda X2, k2, X, k: X2 != X and k2 == k,
    'neither': lambda X2, k2, X, k: X2 != X and k2 != k,
}
CASES = {  # display: (p~ case, p~' relation, absolute value?)
    'F.150': ('qPE_oTRR', 'self', False),
    'F.154': ('qPE_oTRR', 'onlyTRR', True),
    'F.156': ('qBOTH', 'onlyPE', False),
    'F.158': ('qPE_oTRR', 'onlyPE', False),
    'F.162': ('qPE_oTRR', 'neither', True),
    'F.160': ('qBOTH', 'neither', False),
}


def T1(eps, K, eta, alpha):
    return K ** 3 * math.log(K / eps) / (eta * alpha ** 2)


def terms(W, d, case):
    """per prompt: max term (or |term|), min term, over the admissible token pairs; plus p_n. Vectorised over tokens:
    p~'^T A_n = A[X'] + A[M+Y'] + A[2M+k'-1], q_n^T p~ = [X = x_q] + [k = k_q]."""
    A, p, _ = C.per_prompt_A(W, d)
    M, K = d['M'], d['K']
    pc, rel, ab = CASES[case]
    X, Y, k = np.meshgrid(np.arange(M), np.arange(M), np.arange(1, K + 1), indexing='ij')
    X, Y, k = X.ravel(), Y.ravel(), k.ravel()
    ok = X != Y
    X, Y, k = X[ok], Y[ok], k[ok]
    n = len(p)
    mx = np.full(n, -np.inf)
    mn = np.full(n, np.inf)
    if rel != 'self':
        R = np.vectorize(REL[rel])(X[:, None], k[:, None], X[None, :], k[None, :])  # R[j, i]: token j as p~' of p~ = i
    for i in range(n):
        xq, kq = d['xq'][i], d['kq'][i]
        va = A[i, X] + A[i, M + Y] + A[i, 2 * M + k - 1]      # p~^T A_n for every token
        qu = (X == xq).astype(float) + (k == kq)
        sel = np.vectorize(PCASE[pc])(X, k, xq, kq)
        if not sel.any():
            continue
        if rel == 'self':
            T = (va * qu)[sel]
        else:
            T = (va[:, None] * qu[None, :])[:, sel]            # rows p~', cols p~
            T = T[R[:, sel]]
        T = np.abs(T) if ab else T
        if T.size:
            mx[i], mn[i] = T.max(), T.min()
    return mx, mn, p


def eps_path(case, fam, eps_list, nev=200, seed=0, tmult=1.0):
    M, K, l_tr, alpha, eta, B, xi = (fam[k] for k in ('M', 'K', 'l_tr', 'alpha', 'eta', 'B', 'xi'))
    ts = {e: math.ceil(tmult * T1(e, K, eta, alpha)) for e in eps_list}
    rec = {t: None for t in ts.values()}
    C.train(M, K, l_tr, alpha, eta, B, max(rec), xi, seed, record=rec)
    out = []
    d = C.prompts(np.random.default_rng(seed + 12345), nev, M, K, l_tr, alpha)
    for e in eps_list:
        mx, mn, p = terms(rec[ts[e]], d, case)
        a, _ = C.attend(rec[ts[e]], d)
        other = (a * (d['info'][..., 2] != d['kq'][:, None]) * d['mask']).sum(1)   # (F.12): mass on other steps
        out.append((e, ts[e], mx.max(), np.median(mx), mn.min(), (mx > 0).mean(), p.mean(), (mx / (1 - p)).max(),
                    other.max(), mn, p))
    return out


def hyp(fam):
    M, K, l_tr, alpha, eta, B = (fam[k] for k in ('M', 'K', 'l_tr', 'alpha', 'eta', 'B'))
    assert 0 < alpha < 1 and 0 < eta < 1
    return (f"hypotheses: alpha={alpha} in (0,1), eta={eta} < 1, l_tr alpha = {l_tr*alpha:.1f} (l >= Omega(1/alpha)), "
            f"B = {B} vs M log M = {M*math.log(M):.2f} (B >= Omega(M log M)), K={K}, M={M}, xi={fam['xi']}")
