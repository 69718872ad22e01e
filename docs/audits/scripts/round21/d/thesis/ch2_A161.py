# Auditor D, round 21, second audit of thesis.ch2.eqA.161 (seed 003 L3399). Own ViT (2.1) + Algorithm 3; nothing from the repo.
# LHS(t) = (W_K^(t+1) mu_1) . (W_Q^(t+1) mu_l), l non-discriminative; RHS(t) = (1+Q(t)) sum_{b<t} |K(b)| ||q_1(b)|| - (delta+tau)||q_1(t)||,
# q_1(b) = W_K^(b) mu_1, K(t) = coordinate of W_Q^(t+1) mu_1 - W_Q^(t) mu_1 on W_K^(t) mu_1 in the basis {W_K^(t) mu_a}
# (the update lies in that span exactly for one-hot tokens), Q(t) = coordinate of W_K mu_1's update on W_Q^(t) mu_1 in {W_Q^(t) mu_a}.
import numpy as np, torch, sys, json
torch.set_num_threads(1)
def run(seed, M=5, mb=8, S=8, k1=3, k2s=(1, 2), N=20, B=8, m=64, eta=0.1, sigma=0.1, delta=0.2, xi=0.01, Tmax=4000):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    d = M
    # data: one-hot patterns, |S| tokens, k1 relevant, k2 in k2s confusion, rest non-discriminative mu_3..mu_M (tau = 0)
    Xs, ys = [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        k2 = rng.choice(k2s)
        rel, con = (0, 1) if y == 1 else (1, 0)
        toks = [rel]*k1 + [con]*k2 + list(rng.integers(2, M, S - k1 - k2))
        rng.shuffle(toks)
        Xs.append(np.eye(d)[toks].T); ys.append(y)
    X = torch.tensor(np.array(Xs), dtype=torch.float64)       # [N, d, S]
    Y = torch.tensor(ys, dtype=torch.float64)
    def near(noise):
        W = np.zeros((mb, d)); W[:d, :d] = np.eye(d)
        E = rng.normal(size=(mb, d)); E *= noise*rng.uniform(0.5, 1.0, d)/np.linalg.norm(E, axis=0)
        return torch.tensor(W + E, dtype=torch.float64)
    WK = near(delta); WQ = WK.clone() + 0.0   # q_j = r_j allowed ('not necessarily different'); same start
    WQ = near(delta)
    WV = near(sigma)
    for W in (WK, WQ, WV):
        W /= max(1.0, float(torch.linalg.matrix_norm(W, 2)))   # Assumption 2.3.1: norms <= 1
    WO = xi*torch.randn(m, mb, dtype=torch.float64)
    A = torch.tensor(rng.choice([1.0, -1.0], (S, m))/np.sqrt(m))
    P = [WO, WV, WK, WQ]
    for p in P: p.requires_grad_(True)
    def F(Xb):
        sc = torch.einsum('nds,ed,ef,nft->nst', Xb, WK, WQ, Xb)   # score[n, s, l] = x_s^T WK^T WQ x_l
        att = torch.softmax(sc, 1)
        H = torch.einsum('ed,nds,nsl->nle', WV, Xb, att)           # value aggregation per query token l
        return (torch.relu(H @ WO.T) * A[None]).sum(-1).mean(-1)
    mu = torch.eye(d, dtype=torch.float64)
    hist = []; Ksum = 0.0; Tstar = None
    for t in range(Tmax):
        with torch.no_grad():
            full = torch.clamp(1 - Y*F(X), min=0)
            if float(full.max()) == 0.0: Tstar = t; break
        idx = torch.tensor(rng.integers(0, N, B))
        loss = torch.clamp(1 - Y[idx]*F(X[idx]), min=0).mean()
        for p in P: p.grad = None
        loss.backward()
        with torch.no_grad():
            WK0, WQ0 = WK.detach().clone(), WQ.detach().clone()
            for p in P: p -= eta*p.grad
            dQ = (WQ - WQ0) @ mu[0]; dK = (WK - WK0) @ mu[0]
            cK, resK = np.linalg.lstsq(WK0.numpy(), dQ.numpy(), rcond=None)[:2]   # basis W_K^(t) mu_a (columns)
            cQ, resQ = np.linalg.lstsq(WQ0.numpy(), dK.numpy(), rcond=None)[:2]
            Kt, Qt = cK[0], cQ[0]
            q1t = float(torch.linalg.norm(WK0 @ mu[0]))
            lhs = min(float((WK @ mu[0]) @ (WQ @ mu[l])) for l in range(2, M))
            Aterm = (1 + Qt)*Ksum
            hist.append(dict(t=t, K=float(Kt), Q=float(Qt), q1=q1t, lhs=lhs, A=float(Aterm), active=int((full > 0).sum()),
                             resid=float(np.linalg.norm(WK0.numpy() @ cK - dQ.numpy()) + np.linalg.norm(WQ0.numpy() @ cQ - dK.numpy()))))
            Ksum += abs(Kt)*q1t
    return Tstar, hist
if __name__ == '__main__':
    out = []
    for seed in range(int(sys.argv[1]), int(sys.argv[2])):
        Tstar, h = run(seed, **(json.loads(sys.argv[3]) if len(sys.argv) > 3 else {}))
        T = Tstar or len(h)
        late = [r for r in h if r['t'] >= T//2]
        for dl in (0.2, 0.5):
            cross = [r for r in late if r['lhs'] < 0 and r['A'] - dl*r['q1'] > 0]
            # per-term constant needed on the subtracted term (c1 = 1): c2 >= (A - lhs)/(dl q1), over late steps with lhs < 0
            need = max([(r['A'] - r['lhs'])/(dl*r['q1']) for r in late if r['lhs'] < 0] or [0])
            w = min(cross, key=lambda r: r['lhs']) if cross else None
            print(json.dumps(dict(seed=seed, Tstar=Tstar, delta_rhs=dl, n_cross=len(cross), minlhs_late=round(min(r['lhs'] for r in late), 5),
                  need_c2=round(need, 3), negK_late=sum(r['K'] < 0 for r in late), n_late=len(late), max_resid=max(r['resid'] for r in h),
                  worst=None if w is None else {k: round(v, 5) for k, v in w.items()})), flush=True)
