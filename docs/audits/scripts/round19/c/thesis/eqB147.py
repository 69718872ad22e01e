"""Auditor C, round 19: thesis (seed 003) (B.147) L4563, own model (no repository code).
Chapter 3 graph transformer (3.1) on a Section 3.5.1-style graph; SGD on the hinge loss (Algorithm 4, (B.2)).
LHS_l(t) = < eta (1/B) sum_n dLoss_n/dW_Q^(t) mu_l , q_1(t) >  for a non-discriminative pattern l >= 3,
K(t)     = < -eta (1/B) sum_n dLoss_n/dW_Q^(t) mu_1 , q_1(t) > / ||q_1(t)||^2   ((B.134): the q_1 coefficient of the update
           of W_Q x_j, j in S_1), q_1(t) = W_K^(t) mu_1 (natural witness; Assumption B.2.1 with W_K^(0) ~ I).
Printed: LHS_l >~ Theta(1) K(t) (ratio LHS/K >= c > 0). Descent reading: -LHS_l >~ Theta(1) K(t).
"""
import sys, numpy as np, torch
torch.set_num_threads(1)

def build(N, M, gd, epsS, deg, rng):
    nd = int(round(gd * N / 2))
    pat = np.concatenate([np.zeros(nd, int), np.ones(nd, int), 2 + rng.integers(0, M - 2, N - 2 * nd)])
    y = np.where(pat == 0, 1, np.where(pat == 1, -1, rng.choice([1, -1], size=N)))
    A = np.zeros((N, N), bool)
    D1 = np.where(pat == 0)[0]; D2 = np.where(pat == 1)[0]
    for n in np.where(pat >= 2)[0]:
        rel, con = (D1, D2) if y[n] == 1 else (D2, D1)
        k1 = int(round(deg * (1 - epsS))); k2 = deg - k1
        A[n, rng.choice(rel, min(k1, len(rel)), replace=False)] = True
        if k2: A[n, rng.choice(con, min(k2, len(con)), replace=False)] = True
    A = A | A.T
    for Dc in (D1, D2):   # edges among the same discriminative pattern up to degree deg
        for n in Dc:
            short = deg - A[n].sum()
            if short > 0:
                c = rng.choice(Dc, int(short), replace=False); c = c[c != n]
                A[n, c] = True; A[c, n] = True
    # distances 0,1,2,>=3 (Z = 4)
    Ai = A.astype(np.int32)
    two = (Ai @ Ai) > 0
    dist = np.full((N, N), 3); dist[two] = 2; dist[A] = 1; np.fill_diagonal(dist, 0)
    return pat, y, dist

def run(seed, N=1000, M=10, d=20, gd=0.4, epsS=0.05, deg=120, s=60, m=160, B=64, eta=0.1, T=12,
        sample='nbhd', sig=0.1, dlt=0.2, xi=0.01, unit=False):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    pat, y, dist = build(N, M, gd, epsS, deg, rng)
    mu = torch.eye(d)[:M]                     # orthonormal patterns, x_n = mu_{pat(n)} exactly (data model)
    X = mu[torch.tensor(pat)]
    WK = (torch.eye(d) + dlt / np.sqrt(d) * torch.randn(d, d, generator=g)).requires_grad_()
    WQ = (torch.eye(d) + dlt / np.sqrt(d) * torch.randn(d, d, generator=g)).requires_grad_()
    WV = (torch.eye(d) + sig / np.sqrt(d) * torch.randn(d, d, generator=g)).requires_grad_()
    if unit:   # Assumption B.2.1: ||W_V^(0)||, ||W_K^(0)||, ||W_Q^(0)|| <= 1
        with torch.no_grad():
            for W in (WK, WQ, WV): W /= torch.linalg.matrix_norm(W, 2)
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_()
    b = torch.zeros(4, requires_grad=True)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).float() / np.sqrt(m)
    Y = torch.tensor(y).float()
    near = [np.where((dist[n] == 1) | (dist[n] == 2))[0] for n in range(N)]
    out = []
    for t in range(T):
        batch = rng.choice(N, B, replace=False)
        idx = []
        for n in batch:
            pool = near[n] if sample == 'nbhd' else np.delete(np.arange(N), n)
            idx.append(np.concatenate([[n], rng.choice(pool, s, replace=False)]))
        idx = np.array(idx)
        Xs = X[torch.tensor(idx)]                   # B x (s+1) x d
        xq = X[torch.tensor(batch)]                 # B x d
        Z = torch.tensor(dist[batch[:, None], idx])
        sc = torch.einsum('bsd,ed,ef,bf->bs', Xs, WK, WQ, xq) + b[Z]
        att = torch.softmax(sc, 1)
        h = torch.einsum('bs,bsd,ed->be', att, Xs, WV)
        F = torch.relu(h @ WO.T) @ a
        loss = torch.clamp(1 - Y[torch.tensor(batch)] * F, min=0).mean()
        gs = torch.autograd.grad(loss, [WK, WQ, WV, WO, b])
        with torch.no_grad():
            q1 = WK @ mu[0]
            K = float((-eta * gs[1] @ mu[0]) @ q1 / (q1 @ q1))
            lhs = [float((eta * gs[1] @ mu[l]) @ q1) for l in range(2, M)]
            cnt = [int(np.sum(pat[batch] == l)) for l in range(2, M)]
            out.append((t, K, lhs, cnt, float(loss)))
            for P, G in zip([WK, WQ, WV, WO, b], gs):
                P -= eta * G
    return out

if __name__ == '__main__':
    cfgs = eval(sys.argv[1]) if len(sys.argv) > 1 else [dict()]
    for cfg in cfgs:
        for seed in cfg.pop('seeds', [0]):
            res = run(seed, **cfg)
            worst_p, worst_d, npos = [], [], 0
            for (t, K, lhs, cnt, L) in res:
                if K > 0:
                    npos += 1
                    r = [x / K for x, c in zip(lhs, cnt) if c > 0]
                    worst_p.append(min(r)); worst_d.append(min(-x for x in r))
            print(cfg, 'seed', seed, 'K>0 at', npos, '/', len(res), 'steps; least printed ratio LHS/K per step:',
                  np.round(worst_p, 3).tolist(), '| least descent ratio -LHS/K:', np.round(worst_d, 3).tolist(),
                  '| loss', round(res[-1][4], 3), flush=True)
