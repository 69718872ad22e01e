"""Audit A, r14 re-audit (all runs at eta <= 1): thesis (E.207) L9028 (proof of Lemma E.4.7, induction step t = t0 + 1), for i in W = U_n W_n:
 eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b} dl/dW_O(i) (nu_c^T, 0^T)^T <= (1/(BT)) eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b} dl/dW_O(i) (mu_b^T, q^T)^T
(explicit). W_n of (E.31): O_{i,1}^(0) V_{n,1}(0) > 0, O_{i,2}^(0) V_{n,2}(0) > 0, a_i > 0, V^n(0) = sum_s W_V^(0) p_s softmax
(E.30). Lemma E.4.7's hypotheses: Theta(1) >= beta >= 1, m >~ M1^2, BT >~ M1 log M1, B >~ M1, t0 >= Theta(1).
Own model icl_common.py. acc = eta sum_b G_WO(b) (batch b's mean-loss gradient at W^(b)); T = t0 + 2 (the smallest
number of iterations the sum allows, most favourable to the display); the right side with each neuron's most
favourable pattern mu_b; both signs (gradient as printed, and the update -acc)."""
import statistics
import torch
import icl_common as I

def run(cfg, t0, seed):
    r = I.Run(seed=seed, **cfg)
    with torch.no_grad():
        WO0, a = r.WO.detach().clone(), r.a.clone()
    acc = torch.zeros_like(r.WO)
    lucky = torch.zeros(r.m, dtype=torch.bool)
    for t in range(t0 + 2):
        b = r.batch()
        if t == 0 or True:
            with torch.no_grad():   # lucky sets use V^n(0) (W_V^(0) = delta I, attention at the initial W_Q, W_K)
                P, Pq, _ = b
                sc = torch.einsum("nld,nd->nl", P, Pq) * cfg["delta"] ** 2 * 0 + torch.einsum(
                    "nld,ed,ef,nf->nl", P, torch.eye(r.ma, r.D) * 0 + _init(r, "K"), _init(r, "Q"), Pq)
                at = torch.softmax(sc, 1)
                V = cfg["delta"] * torch.einsum("nl,nld->nd", at, P)       # W_V^(0) = delta I
                V1, V2 = V[:, :r.dx], V[:, r.dx:]
                O1, O2 = WO0[:, :r.dx], WO0[:, r.dx:r.D]
                Wn = ((O1 @ V1.T) > 0) & ((O2 @ V2.T) > 0) & (a[:, None] > 0)
                lucky |= Wn.any(1)
        G = r.grads(b)
        acc += r.eta * G["WO"]
        r.step(G)
    BT = cfg["B"] * (t0 + 2)
    res = {}
    for sgn, name in ((1.0, "gradient"), (-1.0, "update")):
        A = sgn * acc[lucky]
        L = torch.stack([A[:, :r.dx] @ _nu(r, c) for c in range(r.M2)], 1)            # (|W|, M2)
        R = torch.stack([A[:, :r.D] @ torch.cat([_mu(r, j), r.q]) for j in range(r.M1)], 1).max(1).values
        exc = (L.max(1).values - R / BT)
        res[name] = (float((exc > 0).double().mean()), float(statistics.median((L.abs().max(1).values / (R.abs() / BT)).tolist())))
    return int(lucky.sum()), res

_cache = {}
def _init(r, k):
    W = torch.zeros(r.ma, r.D)
    for i in range(r.dx):
        W[i, i] = r.delta
    return W
def _nu(r, c):
    x = torch.zeros(r.dx); x[r.M1 + c] = r.beta; return x
def _mu(r, j):
    x = torch.zeros(r.dx); x[j] = r.beta; return x

for cfg, t0, seeds in ((dict(M1=3, M2=3, beta=1.0, alpha=0.6, delta=0.125, l=9, m=20, B=21, eta=0.5), 5, range(6)),
                       (dict(M1=3, M2=3, beta=1.0, alpha=0.6, delta=0.125, l=9, m=20, B=21, eta=0.5), 20, range(4)),
                       (dict(M1=4, M2=4, beta=2.0, alpha=0.8, delta=0.2, l=12, m=48, B=24, eta=1.0), 10, range(4))):
    print(cfg, "t0 =", t0, "BT =", cfg["B"] * (t0 + 2))
    for s in seeds:
        nW, res = run(cfg, t0, s)
        print(f"   seed {s}: |W| = {nW}; gradient sign: fraction of i in W with max_c L > max_b R/(BT) = {res['gradient'][0]:.2f}, "
              f"median max_c|L| / (|R|/BT) = {res['gradient'][1]:.3g}; update sign: fraction {res['update'][0]:.2f}")
