"""Auditor A r30: thesis Cor 6.4.3 (6.20) sum_{s in N*} attn >= 1 - Theta(1/M1^C) 'for any constant C > 1', alpha' = 1.
Own torch re-implementation (no repo imports) of Chapter 6's model (6.2) and training (Sec. 6.2.3, Algorithm 2 as described):
F = sum_i a_i relu(W_O W_V P softmax(P^T W_K^T W_Q p_query))_i, hinge loss, SGD (step eta, batch B), init: diag(W_V) = delta,
first d_x diagonals of W_Q, W_K = delta, W_O ~ N(0, 1/m), a ~ U{+-1/m} fixed.  Data (6.6): orthogonal patterns of norm beta,
x = mu_j + kappa nu_k, kappa ~ U(-K, K).  Training tasks: cyclic T_tr (Condition 6.3.2 with |T_tr| = M1).  Question: does the
leakage exponent at fixed constants depend on the (hidden) constant in T (6.10)?"""
import torch, math, sys
torch.set_num_threads(1)

def run(M1, Tc, seed=0, alpha=0.5, beta=1.0, K=0.5, delta=0.2, eta=1.0, lts=50, mfac=2, Bfac=4):
    g = torch.Generator().manual_seed(seed)
    M2 = 4 * M1; dx = M1 + M2; dy = 1; D = dx + dy
    m = int(mfac * M1 ** 2 * math.log(M1)) + 8                 # m >= Omega(M1^2 log M1)
    B = int(Bfac * M1 * math.log(M1)) + 8                       # B > Omega(M1 log M1) (eps fixed)
    ltr = max(int(math.ceil(4 * math.log(M1) / alpha)), int(math.ceil(4 / (beta ** 2 * alpha))))   # (6.9)
    T = int(Tc * M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1)) / eta)       # (6.10)
    mu = beta * torch.eye(dx)[:M1]; nu = beta * torch.eye(dx)[M1:]
    q = torch.ones(dy)
    WQ = torch.zeros(D, D); WK = torch.zeros(D, D); WV = delta * torch.eye(D)
    WQ[:dx, :dx] = delta * torch.eye(dx); WK[:dx, :dx] = delta * torch.eye(dx)
    WO = torch.randn(m, D, generator=g) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g).float() * 2 - 1) / m
    for t_ in (WQ, WK, WV, WO):
        t_.requires_grad_(True)

    def embed(pat, lab):
        k = torch.randint(0, M2, pat.shape, generator=g)
        kap = (torch.rand(pat.shape, generator=g) * 2 - 1) * K
        x = mu[pat] + kap.unsqueeze(-1) * nu[k]
        y = lab.unsqueeze(-1) * q
        return torch.cat([x, y], -1)

    def forward(P, pq, return_attn=False):
        # P: (b, l, D), pq: (b, D)
        s = torch.einsum('bld,ed,ef,bf->bl', P, WK, WQ, pq)      # (W_K p_s)^T W_Q p_q
        at = torch.softmax(s, -1)
        h = torch.einsum('bl,bld->bd', at, P) @ WV.T @ WO.T
        out = torch.relu(h) @ a
        return (out, at) if return_attn else out

    for it in range(T):
        task = torch.randint(0, M1, (B,), generator=g)
        pa, pb = task, (task + 1) % M1                              # cyclic T_tr: mu_i -> +1, mu_{i+1} -> -1
        qlab = torch.randint(0, 2, (B,), generator=g).float() * 2 - 1
        qpat = torch.where(qlab > 0, pa, pb)
        u = torch.rand(B, ltr, generator=g)
        other = torch.randint(0, M1 - 2, (B, ltr), generator=g)
        # map 'other' index to patterns != pa, pb
        o = other.clone()
        for j in range(2):
            lo = torch.minimum(pa, pb).unsqueeze(1); hi = torch.maximum(pa, pb).unsqueeze(1)
        o = o + (o >= lo).long(); o = o + (o >= hi).long()
        cpat = torch.where(u < alpha / 2, pa.unsqueeze(1), torch.where(u < alpha, pb.unsqueeze(1), o))
        clab = torch.where(cpat == pa.unsqueeze(1), 1.0, torch.where(cpat == pb.unsqueeze(1), -1.0,
                           torch.randint(0, 2, cpat.shape, generator=g).float() * 2 - 1))
        P = embed(cpat, clab)
        pq = torch.cat([embed(qpat, qlab)[:, :dx], torch.zeros(B, dy)], -1)
        loss = torch.clamp(1 - qlab * forward(P, pq), min=0).mean()
        for t_ in (WQ, WK, WV, WO):
            t_.grad = None
        loss.backward()
        with torch.no_grad():
            for t_ in (WQ, WK, WV, WO):
                t_ -= eta * t_.grad
    # test: 'opp' prompts, alpha' = 1: half the contexts share the query's pattern, half the opposite decisive one
    with torch.no_grad():
        n = 400
        pa = torch.randint(0, M1, (n,), generator=g)
        pb = (pa + 1 + torch.randint(0, M1 - 1, (n,), generator=g)) % M1       # any test task (a, b), a != b
        kk = lts // 2
        cpat = torch.cat([pa.unsqueeze(1).expand(n, kk), pb.unsqueeze(1).expand(n, lts - kk)], 1)
        clab = torch.cat([torch.ones(n, kk), -torch.ones(n, lts - kk)], 1)
        P = embed(cpat, clab)
        pq = torch.cat([embed(pa, torch.ones(n))[:, :dx], torch.zeros(n, dy)], -1)
        out, at = forward(P, pq, True)
        leak = (1 - at[:, :kk].sum(1)).mean().item()
        err = (out <= 0).float().mean().item()
    return dict(M1=M1, T=T, m=m, B=B, ltr=ltr, leak=leak, test_err=err)

if __name__ == '__main__':
    for Tc in [float(x) for x in sys.argv[1].split(',')]:
        res = []
        for M1 in [int(x) for x in sys.argv[2].split(',')]:
            r = run(M1, Tc); res.append(r); print(Tc, r); sys.stdout.flush()
        import numpy as np
        x = np.log([r['M1'] for r in res]); y = np.log([r['leak'] for r in res])
        print(f"Tc={Tc}: log-log slope of leakage vs M1 = {np.polyfit(x, y, 1)[0]:.3f}")
