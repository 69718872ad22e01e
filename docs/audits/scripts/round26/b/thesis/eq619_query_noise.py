"""Auditor B r26: thesis Proposition 6.4.1 (6.19) L1877-L1886 with the printed noisy tokens x = mu_j + kappa nu_k ((6.6)):
||[b^T, 0^T] W p|| <= O(sqrt(log M1)(1/M1 + 1/M2)) for b any IDI pattern, (p, W) in {(p_query, W_Q^(T)), (p_i, W_K^(T))}.
Own model (6.2), init Sec. 6.2.3, prompts Sec. 6.3.2, SGD (Algorithm 2) with hinge; torch float64, one thread."""
import sys, math, numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def run(M1, seed, beta=3.0, delta=0.2, K=0.5, alpha=0.8, eta=1.0, Tc=60.0):
    M2 = 4 * M1; dx = M1 + M2; dy = 1; D = dx + dy; ma = mb = D + 1
    m = math.ceil(M1 * M1 * math.log(M1)); B = max(64, math.ceil(M1 * math.log(M1)) * 4)
    ltr = max(math.ceil(4 * math.log(M1) / alpha), math.ceil(4 / (beta ** 2 * alpha)), 8)
    T = math.ceil(Tc * M1 * math.sqrt(math.log(M1)) / eta)
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(mb, D)
    for i in range(dx): WQ[i, i] = delta; WK[i, i] = delta
    for i in range(min(mb, D)): WV[i, i] = delta
    WO = torch.randn(m, mb, generator=g) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m
    for p in (WQ, WK, WV, WO): p.requires_grad_()
    q = 1.0
    tasks = [(i, (i + 1) % M1) for i in range(M1)]                      # cyclic T_tr (Condition 6.3.2)
    def token(j, k, kap):
        x = torch.zeros(D); x[j] = beta; x[M1 + k] = kap * beta; return x
    def sample(Bn):
        Ps, zs = [], []
        for _ in range(Bn):
            ta, tb = tasks[rng.integers(M1)]
            jq = ta if rng.random() < 0.5 else tb; z = 1.0 if jq == ta else -1.0
            cols = []
            for i in range(ltr):
                u = rng.random()
                if u < alpha / 2: j = ta
                elif u < alpha: j = tb
                else: j = int(rng.choice([c for c in range(M1) if c not in (ta, tb)])) if M1 > 2 else ta
                lab = 1.0 if j == ta else (-1.0 if j == tb else float(rng.choice([-1, 1])))
                x = token(j, int(rng.integers(M2)), rng.uniform(-K, K)); x[dx] = lab * q; cols.append(x)
            cols.append(token(jq, int(rng.integers(M2)), rng.uniform(-K, K)))   # query with zero label slot
            Ps.append(torch.stack(cols, 1)); zs.append(z)
        return torch.stack(Ps), torch.tensor(zs)
    def F(P):
        ctx = P[:, :, :-1]; pq = P[:, :, -1]
        s = torch.einsum("bmi,bm->bi", WK @ ctx, pq @ WQ.T)
        att = torch.softmax(s, dim=1)
        v = torch.einsum('bmi,bi->bm', WV @ ctx, att)
        return torch.relu(v @ WO.T) @ a
    for t in range(T):
        P, z = sample(B)
        loss = torch.clamp(1 - z * F(P), min=0).mean()
        for p in (WQ, WK, WV, WO): p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in (WQ, WK, WV, WO): p -= eta * p.grad
    with torch.no_grad():
        P, z = sample(400); test = torch.clamp(1 - z * F(P), min=0).mean().item()
        lhsQ = lhsK = 0.0
        for j in range(M1):
            for k in range(M2):
                for kap in (-K, K):
                    x = token(j, k, kap)
                    wq = WQ @ x                                       # [nu_kb;0]^T W p = beta * (W p)_{nu_kb coordinate}
                    lhsQ = max(lhsQ, beta * wq[M1:dx].abs().max().item())
                    for lab in (1.0, -1.0):
                        xc = x.clone(); xc[dx] = lab * q
                        lhsK = max(lhsK, beta * (WK @ xc)[M1:dx].abs().max().item())
        # the (nu_k, nu_k) entries of W_Q in units of delta (init delta)
        nn = torch.stack([WQ[M1 + k, M1 + k] for k in range(M2)]) / delta
    shape = math.sqrt(math.log(M1)) * (1 / M1 + 1 / M2)
    return dict(M1=M1, T=T, B=B, m=m, ltr=ltr, test=test, lhsQ=lhsQ, lhsK=lhsK, shape=shape, nn_min=nn.min().item(), nn_max=nn.max().item())
if __name__ == '__main__':
    for M1 in [int(x) for x in sys.argv[1].split(',')]:
        r = run(M1, 0)
        print(f"M1={M1} (M2={4*M1}) T={r['T']} B={r['B']} m={r['m']} l_tr={r['ltr']}: test hinge {r['test']:.4f}; "
              f"max|[nu;0]^T W_Q p_query| = {r['lhsQ']:.4f}, max|[nu;0]^T W_K p_i| = {r['lhsK']:.4f} (init delta K beta^2 = 0.9); "
              f"shape sqrt(ln M1)(1/M1+1/M2) = {r['shape']:.4f}; ratios {r['lhsQ']/r['shape']:.2f} / {r['lhsK']/r['shape']:.2f}; "
              f"W_Q (nu_k,nu_k)/delta in [{r['nn_min']:.3f}, {r['nn_max']:.3f}]", flush=True)
