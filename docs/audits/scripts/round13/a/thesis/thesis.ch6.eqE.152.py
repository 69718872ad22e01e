"""Audit A, r13: thesis (E.152) L8714-L8716 (proof of Lemma E.4.5 (a), t = 0): for k in [M2],
 |(nu_k^T,0^T) eta (1/B) sum_n dl/dW_Q|_{t=0} (x_query^T,0^T)^T| <~ (1/M2) |(mu_q^T,0^T) eta (1/B) sum_n dl/dW_Q|_{t=0} (x_query^T,0^T)^T|
(mu_q the IDR pattern of x_query; w.h.p.). Own model icl_common.py at t = 0 (first batch, balanced over patterns:
(E.146) holds); kappa ~ U(-1/2, 1/2); M2 = M1 (M2 = O(M1)); m = ceil(2 M1^2 log M1), B ~ 8 M1 log M1 (multiple of M1),
l = ceil(8 max(log M1/alpha, 1/(beta^2 alpha))). Per run: max over q of M2 max_k |nu-entry| / |own entry|, and the same
at the q with the largest own entry."""
import math, statistics
import torch
import icl_common as I

def nu_left(r, k):
    x = torch.zeros(r.ma); x[r.M1 + k] = r.beta; return x

def one(M1, seed, beta=1.0, alpha=0.8, delta=0.1):
    m = math.ceil(2 * M1 * M1 * math.log(M1)); B = M1 * math.ceil(8 * math.log(M1))
    l = math.ceil(8 * max(math.log(M1) / alpha, 1 / (beta**2 * alpha)))
    r = I.Run(M1=M1, M2=M1, beta=beta, alpha=alpha, delta=delta, l=l, m=m, B=B, eta=1.0, seed=seed)
    G = r.grads(r.batch())["WQ"]
    rows = []
    for q in range(M1):
        xq = r.vec(q)
        own = float(I.left(r, q) @ G @ xq)
        nmax = max(abs(float(nu_left(r, k) @ G @ xq)) for k in range(r.M2))
        rows.append((abs(own), M1 * nmax / abs(own)))
    worst = max(x[1] for x in rows)
    at_best = max(rows)[1]
    return worst, at_best, (m, B, l)

import sys
for M1 in ([int(a) for a in sys.argv[1:]] or (3, 6, 12)):
    res = [one(M1, s) for s in range(12)]
    m, B, l = res[0][2]
    print(f"M1 = M2 = {M1} (m = {m}, B = {B}, l = {l}): median over runs of max_q M2 max_k |nu entry|/|own entry| = "
          f"{statistics.median(x[0] for x in res):.3g} (max {max(x[0] for x in res):.3g}); at the q with the largest own "
          f"entry: {statistics.median(x[1] for x in res):.3g}", flush=True)
