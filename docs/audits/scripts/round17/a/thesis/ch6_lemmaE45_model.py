"""Own Chapter 6 ICL model (seed 003 Sec. 6.2-6.3, Subroutine 2 L7906-L7912) for auditing Lemma E.4.5 ((E.6), (E.7), (E.10), (E.11)).
F(Psi; P) = a^T Relu(W_O sum_{i=1}^l W_V p_i softmax_i((W_K p_i)^T W_Q p_query)) (6.2); hinge loss; SGD (E.2).
Data (6.6): x = mu_j + kappa nu_k, kappa ~ U(-K, K); mu_j = beta e_j (j < M1), nu_k = beta e_{M1+k}; label embedding +-q, q = e_{dx}
(d_y = 2, ||q|| = 1); p = (x; y), p_query = (x_query; 0). Tasks: the cyclic T_tr (task i maps mu_i -> +1, mu_{i+1} -> -1), which
meets Condition 6.3.2. Batch: every IDR pattern equally often as the query's; f drawn from T_tr; context IDR patterns: the two
decisive ones w.p. alpha/2 each, others (1-alpha)/(M1-2); labels by f (random for non-decisive patterns).
Init (Sec. 6.2.3): W_V = delta I, W_Q, W_K = delta on the first d_x diagonal entries, 0 elsewhere (square d x d); W_O ~ N(0, 1/m);
a uniform in {+-1/m}, fixed."""
import math
import numpy as np
import torch

torch.set_default_dtype(torch.float64)

def make_batch(rng, M1, M2, beta, K, alpha, l, B, dy=2):
    dx = M1 + M2; d = dx + dy
    P = np.zeros((B, l + 1, d)); z = np.zeros(B); qj = np.zeros(B, dtype=int); same = np.zeros((B, l))
    js = np.tile(np.arange(M1), B // M1 + 1)[:B]; rng.shuffle(js)
    for n in range(B):
        j = js[n]; qj[n] = j
        f = rng.integers(M1)                       # task f: mu_f -> +1, mu_{f+1} -> -1
        a_, b_ = f, (f + 1) % M1
        def lab(p):
            return 1.0 if p == a_ else (-1.0 if p == b_ else rng.choice([1.0, -1.0]))
        probs = np.full(M1, (1 - alpha) / max(M1 - 2, 1)); probs[a_] = probs[b_] = alpha / 2; probs /= probs.sum()
        for i in range(l):
            p = rng.choice(M1, p=probs)
            P[n, i, p] = beta; P[n, i, M1 + rng.integers(M2)] += rng.uniform(-K, K) * beta
            P[n, i, dx] = lab(p); same[n, i] = float(p == j)
        P[n, l, j] = beta; P[n, l, M1 + rng.integers(M2)] += rng.uniform(-K, K) * beta
        z[n] = lab(j)
    return torch.tensor(P), torch.tensor(z), torch.tensor(qj), torch.tensor(same)

def forward(W, P):
    WQ, WK, WV, WO, a = W
    ctx, pq = P[:, :-1, :], P[:, -1, :]
    sc = torch.einsum("nid,ed,ef,nf->ni", ctx, WK, WQ, pq)
    att = torch.softmax(sc, -1)
    v = torch.einsum("ni,nid->nd", att, ctx) @ WV.T
    h = v @ WO.T
    return torch.relu(h) @ a, att, h

def loss_of(W, P, z):
    F, _, _ = forward(W, P)
    return torch.clamp(1 - z * F, min=0).mean()

def run(seed, M1=3, M2=4, beta=1.0, K=0.5, alpha=1.0, delta=0.2, eta=1.0, m=50, B=20, l=27, T=64, literal_at=()):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; d = dx + 2
    WQ = torch.zeros(d, d); WK = torch.zeros(d, d)
    WQ[range(dx), range(dx)] = delta; WK[range(dx), range(dx)] = delta
    WV = delta * torch.eye(d)
    WO = torch.randn(m, d, generator=g) / math.sqrt(m)
    a = torch.tensor(rng.choice([1.0, -1.0], m) / m)
    rec = {"GQ": [], "GK": [], "zeta": [], "gamma": [], "LQ": {}}
    past = []
    for t in range(T):
        P, z, qj, same = make_batch(rng, M1, M2, beta, K, alpha, l, B)
        params = [WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_(), WO.requires_grad_()]
        L = loss_of((WQ, WK, WV, WO, a), P, z)
        gQ, gK, gV, gO = torch.autograd.grad(L, params)
        with torch.no_grad():
            _, att, h = forward((WQ, WK, WV, WO, a), P)
            rec["zeta"].append(float(h[h > 0].min()) if bool((h > 0).any()) else 0.0)
            rec["gamma"].append(float((1 - (att * same).sum(1)).max()))
        rec["GQ"].append(gQ.numpy().copy()); rec["GK"].append(gK.numpy().copy())
        if t in literal_at:   # every earlier batch b < t at the CURRENT weights W^(t) (the printed '|_{t=t0}')
            WQc = WQ.detach().clone().requires_grad_()
            tot = sum(loss_of((WQc, WK.detach(), WV.detach(), WO.detach(), a), Pb, zb) for Pb, zb in past)
            (gl,) = torch.autograd.grad(tot, [WQc])
            rec["LQ"][t] = gl.numpy().copy()
        past.append((P, z))
        with torch.no_grad():
            WQ = (WQ - eta * gQ).detach(); WK = (WK - eta * gK).detach()
            WV = (WV - eta * gV).detach(); WO = (WO - eta * gO).detach()
    rec["GQ"] = np.array(rec["GQ"]); rec["GK"] = np.array(rec["GK"])
    rec["zeta"] = np.array(rec["zeta"]); rec["gamma"] = np.array(rec["gamma"])
    return rec
