"""Auditor B r18: thesis (E.95) |(mu'_j^T,0) W_Q^(T) p'_query| >~ sum_i |k_ji| sqrt(log M1) >= sqrt(log M1).
Own model of (6.1)-(6.2), Algorithm 2 init (W_Q0/W_K0: first d_x diagonal entries delta, W_V0 all diagonal delta,
W_O ~ N(0, 1/m), a ~ +-1/sqrt(m) fixed), hinge loss, SGD with FRESH batches (N = B T) for T = cT * T0,
T0 = eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1) of (6.10) -- T does not depend on delta.
Analytic point: dF/dW_Q = sum_i dF/ds_i (W_K p_i) p_q^T = O(||W_K||), dF/dW_K = O(||W_Q||), with dF/ds_i bounded
uniformly in delta over a fixed number of steps, so ||W_Q^(T)||, ||W_K^(T)|| <= delta (1 + eta C)^T -> 0 as delta -> 0:
the left side of (E.95) is O(delta) while the right side is >= sqrt(log M1) > 0."""
import sys, math, numpy as np, torch
torch.set_default_dtype(torch.float64)

def run(M1=4, M2=8, beta=2.0, alpha=0.8, eta=0.9, m=80, B=45, ltr=18, K=0.5, delta=0.2, cT=10, seed=0):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    dx = M1 + M2; dy = 1; D = dx + dy; ma = D
    T0 = (1 / eta) * M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)); T = int(math.ceil(cT * T0))
    tasks = [(i, (i + 1) % M1) for i in range(M1)]          # Condition 6.3.2 (the paper's cyclic example)
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(ma, D)
    for i in range(dx): WQ[i, i] = delta; WK[i, i] = delta
    for i in range(D): WV[i, i] = delta
    WO = torch.randn(m, ma) / math.sqrt(m); a = torch.tensor(rng.choice([-1.0, 1.0], size=m)) / math.sqrt(m)
    P = [WQ, WK, WV, WO]
    for p in P: p.requires_grad_()
    def batch():
        X = np.zeros((B, D, ltr + 1)); z = np.zeros(B)
        for n in range(B):
            ta, tb = tasks[rng.integers(M1)]
            def lab(j): return 1.0 if j == ta else (-1.0 if j == tb else rng.choice([-1.0, 1.0]))
            jq = ta if rng.random() < 0.5 else tb
            z[n] = lab(jq)
            X[n, jq, -1] = beta; X[n, M1 + rng.integers(M2), -1] += rng.uniform(-K, K) * beta
            others = [j for j in range(M1) if j not in (ta, tb)]
            for i in range(ltr):
                u = rng.random()
                j = ta if u < alpha / 2 else (tb if u < alpha else others[rng.integers(len(others))])
                X[n, j, i] = beta; X[n, M1 + rng.integers(M2), i] += rng.uniform(-K, K) * beta
                X[n, dx, i] = lab(j)                                   # y_i = +-q, q = e (d_y = 1)
        return torch.tensor(X), torch.tensor(z)
    def F(X):
        ctx = X[:, :, :-1]; pq = X[:, :, -1]
        s = torch.einsum('ad,ndi,ae,ne->ni', WK, ctx, WQ, pq)
        att = torch.softmax(s, dim=1)
        v = torch.einsum('ad,ndi,ni->na', WV, ctx, att)
        return torch.relu(v @ WO.T) @ a
    losses = []
    for t in range(T):
        X, z = batch()
        loss = torch.clamp(1 - z * F(X), min=0).mean()
        g = torch.autograd.grad(loss, P)
        with torch.no_grad():
            for p, gg in zip(P, g): p -= eta * gg
        losses.append(float(loss))
    with torch.no_grad():
        A = WQ[:M1, :M1].numpy() * beta ** 2; C = WQ[:M1, M1:dx].numpy() * beta ** 2
        ku = np.ones(M1) / math.sqrt(M1)
        v_unif = abs(ku @ A @ ku)                                       # kappa' = 0, uniform ODR pattern
        # min over the admissible cap (unit k, sum k >= 1) of max(0, |k^T A k| - K'||C^T k||), K' = 1: random search
        ks = rng.normal(size=(20000, M1)); ks /= np.linalg.norm(ks, axis=1, keepdims=True); ks[ks.sum(1) < 0] *= -1
        ks = ks[ks.sum(1) >= 1]
        vals = np.maximum(0, np.abs(np.einsum('ki,ij,kj->k', ks, A, ks)) - np.linalg.norm(ks @ C, axis=1))
        vmin = vals.min(); kk = ks[vals.argmin()]
        Xt, zt = batch(); test = float(torch.clamp(1 - zt * F(Xt), min=0).mean())
        nQ = float(torch.linalg.matrix_norm(WQ, 2)); nK = float(torch.linalg.matrix_norm(WK, 2))
    rhs = math.sqrt(math.log(M1))
    print(f'delta={delta:<7} cT={cT:<4} T={T:<5} ||W_Q||={nQ:.4g} ||W_K||={nK:.4g} | LHS(uniform k, kappa=0)={v_unif:.4g} ratio sqrt(logM1)/LHS={rhs / v_unif:.3g}'
          f' (printed RHS with sum|k|: {ku.sum() * rhs:.3g}) | min over cap {vmin:.3g} | last train loss {np.mean(losses[-5:]):.3f} test hinge {test:.3f}', flush=True)
    return v_unif

if __name__ == '__main__':
    for cT in [1, 10, 100]:
        for delta in [0.2, 0.05, 0.01, 0.002]:
            run(delta=delta, cT=cT)
