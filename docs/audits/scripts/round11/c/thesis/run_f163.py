"""(F.163) L10133: for p~, p~' with another TRR pattern and another PE, t >= T_1(eps):
|p~'^T eta (1/B) sum_n dl_n/dW p~| <~ eta eps. Batch gradient = mean_n A_n q_n^T (own model cot_own); evaluated on a
fresh batch of NB prompts (NB = 2000: close to the expectation; and NB = B, the training batch size)."""
import math, sys
import numpy as np
import cot_own as C
import f537_common as Fc

def form_max(W, d, eta):
    A, p, _ = C.per_prompt_A(W, d)
    G = np.einsum('nd,ne->de', A, d['q']) / len(p)       # (1/B) sum_n dl_n/dW
    M, K = d['M'], d['K']
    toks = [(X, Y, k) for X in range(M) for Y in range(M) for k in range(1, K + 1) if X != Y]
    V = np.array([C.tok(M, K, *u) for u in toks])
    F = eta * V @ G @ V.T                                 # F[j, i] = p~'_j^T eta G p~_i
    Xa = np.array([u[0] for u in toks]); ka = np.array([u[2] for u in toks])
    adm = (Xa[:, None] != Xa[None, :]) & (ka[:, None] != ka[None, :])
    return np.abs(F[adm]).max(), p.mean()

fams = [dict(M=3, K=2, l_tr=16, alpha=0.9, eta=0.99, B=14, xi=1e-3),
        dict(M=4, K=2, l_tr=20, alpha=0.5, eta=0.9, B=24, xi=1e-2),
        dict(M=18, K=2, l_tr=16, alpha=0.9, eta=0.99, B=64, xi=1e-3),
        dict(M=4, K=3, l_tr=12, alpha=0.9, eta=0.99, B=24, xi=1e-3)]
eps_list = [0.5, 0.1, 1e-2, 1e-3, 1e-4, 1e-5]
for fam in fams:
    M, K, l_tr, alpha, eta, B, xi = (fam[k] for k in ('M', 'K', 'l_tr', 'alpha', 'eta', 'B', 'xi'))
    print(Fc.hyp(fam))
    for tm in (1.0, 4.0):
        ts = {e: math.ceil(tm * Fc.T1(e, K, eta, alpha)) for e in eps_list}
        rec = {t: None for t in ts.values()}
        C.train(M, K, l_tr, alpha, eta, B, max(rec), xi, 0, record=rec)
        big = C.prompts(np.random.default_rng(777), 2000 if M < 10 else 600, M, K, l_tr, alpha)
        rows = []
        for e in eps_list:
            W = rec[ts[e]]
            fb, mp = form_max(W, big, eta)
            fs = np.median([form_max(W, C.prompts(np.random.default_rng(900 + s), B, M, K, l_tr, alpha), eta)[0]
                            for s in range(20)])
            rows.append(f"    eps={e:g} t={ts[e]}: max|form| (large batch) {fb:.4g} -> /(eta eps) {fb/(eta*e):.3g}; "
                        f"median over 20 batches of size B {fs:.4g} -> /(eta eps) {fs/(eta*e):.3g}; "
                        f"/(eta (1 - mean p_n)) {fb/(eta*(1-mp)):.3f} (mean p_n {mp:.3f})")
        print(f"  t = ceil({tm} T_1(eps)):"); print("\n".join(rows))
