"""Audit of thesis.ch6.eqE.95 (seed 003 L8361, L8377, proof of Proposition 6.4.1 (2)): |(mu'_j^T, 0^T) W_Q^(T) p'_query| >~ sum_i |k_ji|
sqrt(log M1) >= sqrt(log M1), mu'_j = sum_i k_ji mu_i (sum_i k_ji >= 1, sum_i k_ji^2 = 1), p'_query = (mu'_j + kappa' nu'_k; 0), nu'_k in the
IDI span, kappa' in [-K', K'], K' = 1 ((6.8), K' = O(1)). Own model and trainer (thesis.ch6.eqE.53_69_70.py, E79_FIRST sizes,
zero-loss runs); per run the least |.| over k_j in {e_j, uniform 1/sqrt(M1)}, nu' in {beta e_k (each k), uniform combination}, kappa' grid."""
import importlib.util, math, statistics, sys
import numpy as np
import torch

src = open("/work/audit/r17A/thesis/thesis.ch6.eqE.53_69_70.py").read().split("res = []")[0]
ns = {"__name__": "e53"}; exec(src, ns)
M1, M2, beta, dx, d = ns["M1"], ns["M2"], ns["beta"], ns["dx"], ns["d"]
vals = []
for seed in range(int(sys.argv[1]), int(sys.argv[2])):
    (WQ, WK), T = ns["train"](seed)
    if T is None: print(f"seed {seed}: no zero loss"); continue
    least = math.inf; where = None
    for kname, kv in (("e_j", None), ("uniform", np.ones(M1) / math.sqrt(M1))):
        for j in (range(M1) if kv is None else [0]):
            k = np.eye(M1)[j] if kv is None else kv
            mu = torch.zeros(d); mu[:M1] = torch.tensor(k * beta)
            nus = [beta * torch.eye(d)[M1 + kk] for kk in range(M2)]
            u = torch.zeros(d); u[M1:dx] = beta / math.sqrt(M2); nus.append(u)
            for nu in nus:
                for kap in np.linspace(-1, 1, 21):
                    v = abs(float(mu @ (WQ @ (mu + float(kap) * nu))))
                    if v < least: least, where = v, (kname, j, float(kap))
    vals.append(least)
    print(f"seed {seed}: T = {T}; least |(mu'_j;0) W_Q^(T) p'_query| = {least:.4f} at {where}; delta beta^2 = {ns['delta']*beta*beta:.4f}; "
          f"sqrt(log M1) = {math.sqrt(math.log(M1)):.4f}", flush=True)
if vals: print("median over runs:", statistics.median(vals))
