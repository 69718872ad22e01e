# Referee C: own toy re-implementation of thesis Ch. 2 (shallow ViT, Theorem 1 data model) to look at (A.164)'s gap
# at small N (full batch). Constants are my own choices (M = 5, L = 10, m = 112, tau = 0.1, sigma = delta = 0.1);
# no thmcheck code used.
import math, sys, json
import torch
torch.set_default_dtype(torch.float64)

def run(seed=0, N=2, M=5, L=10, m=112, eta=1.0, tau=0.1, sig=0.1, dl=0.1, p_rel=0.5, p_conf=0.1, Tmax=3000, f=0.9):
    g = torch.Generator().manual_seed(seed)
    d = M
    mu = torch.eye(d)
    X = torch.zeros(N, L, d); y = torch.zeros(N); pat = torch.zeros(N, L, dtype=torch.long)
    for n in range(N):
        yn = 1 if n % 2 == 0 else -1   # balanced
        while True:
            r = torch.rand(L, generator=g)
            nd = torch.randint(2, M, (L,), generator=g)
            rel, conf = (0, 1) if yn == 1 else (1, 0)
            p = torch.where(r < p_rel, torch.tensor(rel), torch.where(r < p_rel + p_conf, torch.tensor(conf), nd))
            if (p == rel).sum() > (p == conf).sum(): break
        noise = torch.randn(L, d, generator=g); noise = noise / noise.norm(dim=1, keepdim=True) * tau * torch.rand(L, 1, generator=g)
        X[n] = mu[p] + noise; y[n] = yn; pat[n] = p
    WQ = torch.eye(d) + dl / math.sqrt(d) * torch.randn(d, d, generator=g)
    WK = torch.eye(d) + dl / math.sqrt(d) * torch.randn(d, d, generator=g)
    WV = torch.eye(d) + sig / math.sqrt(d) * torch.randn(d, d, generator=g)
    WO = torch.randn(m, d, generator=g) / math.sqrt(m)
    a = torch.where(torch.rand(L, m, generator=g) < 0.5, -1.0, 1.0) / math.sqrt(m)
    ps = [WQ, WK, WV, WO]
    for q in ps: q.requires_grad_(True)
    def F(X):
        s = torch.einsum('nld,ed,ef,nkf->nlk', X, WK, WQ, X)   # s[n, j, l] = x_j^T WK^T WQ x_l
        at = torch.softmax(s, dim=1)                            # over keys j for each query l
        v = torch.einsum('nld,ed->nle', X, WV)                  # W_V x_j
        h = torch.einsum('nlk,nle->nke', at, v) @ WO.T          # (n, l, m)
        return (torch.relu(h) * a[None]).sum(-1).mean(-1)
    def gap():
        with torch.no_grad():
            A = WK.T @ WQ; best = float('inf')
            for n in range(N):
                rel = 0 if y[n] > 0 else 1
                S = (pat[n] == rel).nonzero().flatten().tolist(); ND = (pat[n] >= 2).nonzero().flatten().tolist()
                for l in ND:
                    sc = X[n] @ A @ X[n, l]
                    for j in S:
                        for jp in ND:
                            best = min(best, (sc[j] - sc[jp]).item())
            return best
    hist = []; Tstar = None
    for t in range(Tmax):
        out = F(X); loss = torch.clamp(1 - y * out, min=0).mean()
        hist.append((t, gap(), loss.item()))
        if loss.item() == 0.0: Tstar = t; break
        for q in ps: q.grad = None
        loss.backward()
        with torch.no_grad():
            for q in ps: q -= eta * q.grad
    if Tstar is None: Tstar = Tmax
    w0 = int(math.floor(f * (Tstar - 1)))
    win = [h for h in hist if w0 <= h[0] < Tstar - 1 + 1e-9 and h[0] <= Tstar - 1]
    return dict(seed=seed, N=N, eta=eta, Tstar=Tstar, win_min_gap=min(h[1] for h in win) if win else None,
                win_n=len(win), win_neg=sum(h[1] < 0 for h in win), gap0=hist[0][1], gap_last=hist[-1][1])

if __name__ == "__main__":
    kw = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    print(json.dumps(run(**kw)))
