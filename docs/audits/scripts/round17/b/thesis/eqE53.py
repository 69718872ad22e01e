"""Auditor B r17: thesis (E.53) L8179-L8183 (proof of Theorem 6.3.3 (b)): after T steps, for p_s^n sharing the query's
IDR pattern, (W_K^(T) p_s)^T (W_Q^(T) p_query) >~ (eta (1/M1) sum_b zeta_b delta gamma_b beta^2 + delta)^2 >= delta^2 > 0.
Own implementation (eqE6_E7.F, make_batch: model (6.2), hinge loss, data (6.6)-(6.7), Sec. 6.3.2 prompts, Sec. 6.2.3
init, cyclic T_tr). Train with online SGD until the running batch loss is 0 for 20 consecutive steps (zero loss), then
evaluate the score of every same-pattern context type (mu_j + kappa nu_k; z q), kappa = +-K, k in [M2], against every
query mu_j + kappa' nu_k' (kappa' = +-K), label z in {+1, -1} (the label the cyclic tasks give mu_j)."""
import math, sys
import torch
from eqE6_E7 import F, make_batch
torch.set_default_dtype(torch.float64)


def train(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=80, B=45, l=18, K=0.5, seed=5, max_steps=4000):
    g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; D = dx + 1; ma = mb = D + 2
    tasks = [(j, (j + 1) % M1) for j in range(M1)]
    Wq = torch.zeros(ma, D); Wk = torch.zeros(ma, D); Wv = torch.zeros(mb, D)
    for i in range(dx):
        Wq[i, i] = delta; Wk[i, i] = delta
    for i in range(D):
        Wv[i, i] = delta
    Wo = torch.randn(m, mb, generator=g) / math.sqrt(m)
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) / m
    zero_run, T = 0, 0
    for t in range(max_steps):
        P, z = make_batch(g, B, M1, M2, beta, alpha, K, l, tasks)
        params = [w.clone().requires_grad_(True) for w in (Wq, Wk, Wv, Wo)]
        f, _ = F(*params, a, P)
        loss = torch.clamp(1 - z * f, min=0).mean()
        zero_run = zero_run + 1 if float(loss) == 0.0 else 0
        T = t + 1
        if zero_run >= 20:
            break
        gr = torch.autograd.grad(loss, params)
        Wq, Wk, Wv, Wo = [w - eta * gw for w, gw in zip((Wq, Wk, Wv, Wo), gr)]
    return dict(Wq=Wq, Wk=Wk, T=T, zero=zero_run >= 20, M1=M1, M2=M2, beta=beta, K=K, delta=delta)


def scores(r):
    M1, M2, beta, K = r["M1"], r["M2"], r["beta"], r["K"]
    dx = M1 + M2
    def tok(j, kap, k, lab):
        v = torch.zeros(dx + 1); v[j] = beta; v[M1 + k] += kap * beta; v[dx] = lab
        return v
    worst = []
    for j in range(M1):
        # labels the cyclic tasks give mu_j: +1 in task (j, j+1), -1 in task (j-1, j)
        for z in (1.0, -1.0):
            for kq in (K, -K):
                for k2 in range(M2):
                    q = tok(j, kq, k2, 0.0)
                    sc = [float((r["Wk"] @ tok(j, kc, k, z)) @ (r["Wq"] @ q)) for kc in (K, -K) for k in range(M2)]
                    worst.append((max(sc), min(sc), j, z, kq, k2))
    return worst


if __name__ == "__main__":
    seeds = [int(s) for s in sys.argv[1:]] or [5]
    for s in seeds:
        r = train(seed=s)
        w = scores(r)
        allneg = [x for x in w if x[0] < 0]
        print(f"seed {s}: T={r['T']} zero-loss={r['zero']} queries with ALL same-pattern scores < 0: {len(allneg)}/{len(w)}; "
              f"min over queries of max score {min(x[0] for x in w):.3f}; overall min score {min(x[1] for x in w):.3f}; "
              f"delta^2 = {r['delta']**2:.2e}", flush=True)
