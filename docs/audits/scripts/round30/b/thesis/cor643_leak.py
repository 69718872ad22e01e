# Auditor B, round 30: thesis.ch6.cor6.4.3-alpha-M1 -- own re-implementation (paper only, seed 003 Sec. 6.2-6.3, App. E.3)
# Model (6.2): F = a^T Relu(W_O sum_i W_V p_i attn_i), attn = softmax_i((W_K p_i)^T W_Q p_query), sum over the l contexts.
# Data (6.6): x = mu_j + kappa nu_k, kappa ~ U(-K, K), K = 1/2, patterns orthonormal with norm beta = 1, M2 = 4 M1.
# Training prompts (Sec 6.3.2): contexts' IDR ~ categorical (alpha/2 each decisive, (1-alpha)/(M1-2) others), labels by f;
# tasks T_tr: cyclic (mu_j -> +1, mu_{j+1} -> -1), Condition 6.3.2 holds; query IDR uniform over [M1] (App. E.3 Subroutine 2).
# Init (L1727): diag of W_V and first d_x diag of W_Q, W_K = delta = 0.2; W_O ~ N(0, 1/m); a ~ U{+-1/m}, frozen. Hinge loss, SGD.
# Test ('opp' prompts, alpha' = 1): l_ts = 50, 25 contexts with the query's IDR pattern, 25 with the task's other decisive one.
# Leakage = 1 - sum_{s in N_*} attn.  Question: does the leakage decay faster when the hidden constant in T (6.10) grows?
import torch, math, sys, time
torch.set_num_threads(1)

def run(M1, cT, seed, cm=2.0, B=64, eta=1.0, alpha=0.8, ltr=20, lts=50, delta=0.2, K=0.5, dy=1, n_test=400):
    g = torch.Generator().manual_seed(seed)
    M2 = 4*M1; dx = M1 + M2; D = dx + dy
    ma = mb = D
    m = int(cm*M1*M1*math.log(M1)) + 10
    T = int(cT*M1*math.sqrt(math.log(M1))/eta)
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(mb, D)
    WQ[range(dx), range(dx)] = delta; WK[range(dx), range(dx)] = delta; WV[range(D), range(D)] = delta
    WO = torch.randn(m, mb, generator=g)/math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g).float()*2 - 1)/math.sqrt(m)   # Subroutine 2 (L7907)
    for W in (WQ, WK, WV, WO): W.requires_grad_(True)
    q = torch.zeros(dy); q[0] = 1.0

    def tokens(pat, n):   # pat: (...,) IDR indices -> x vectors
        x = torch.zeros(*pat.shape, D)
        x.scatter_(-1, pat.unsqueeze(-1), 1.0)
        k = torch.randint(0, M2, pat.shape, generator=g) + M1
        kap = (torch.rand(pat.shape, generator=g)*2 - 1)*K
        x.scatter_add_(-1, k.unsqueeze(-1), kap.unsqueeze(-1))
        return x

    def label(pat, apos, aneg):
        z = torch.where(torch.rand(pat.shape, generator=g) < 0.5, 1.0, -1.0)
        z = torch.where(pat == apos.unsqueeze(-1) if pat.dim() > apos.dim() else pat == apos, 1.0, z)
        z = torch.where(pat == aneg.unsqueeze(-1) if pat.dim() > aneg.dim() else pat == aneg, -1.0, z)
        return z

    def forward(P, pq):
        # P: (B, l, D) contexts; pq: (B, D) query (label part 0)
        kq = (P @ WK.T) @ (WQ @ pq.unsqueeze(-1))          # (B, l, 1)
        att = torch.softmax(kq.squeeze(-1), dim=-1)           # (B, l)
        v = ((P @ WV.T) * att.unsqueeze(-1)).sum(1)           # (B, mb)
        return torch.relu(v @ WO.T) @ a, att

    for t in range(T):
        task = torch.randint(0, M1, (B,), generator=g)
        apos, aneg = task, (task + 1) % M1
        qp = torch.randint(0, M1, (B,), generator=g)
        # contexts: decisive with prob alpha/2 each, else uniform over the other M1-2
        u = torch.rand(B, ltr, generator=g)
        other = torch.randint(0, M1 - 2, (B, ltr), generator=g)
        # map other index to patterns excluding apos, aneg
        oth = (aneg.unsqueeze(1) + 1 + other) % M1
        cp = torch.where(u < alpha/2, apos.unsqueeze(1), torch.where(u < alpha, aneg.unsqueeze(1), oth))
        X = tokens(cp, None); Xq = tokens(qp, None)
        y = label(cp, apos.unsqueeze(1).expand_as(cp), aneg.unsqueeze(1).expand_as(cp))
        X[..., dx] = y*q[0]
        z = label(qp, apos, aneg)
        F, _ = forward(X, Xq)
        loss = torch.clamp(1 - z*F, min=0).mean()
        for W in (WQ, WK, WV, WO):
            if W.grad is not None: W.grad = None
        loss.backward()
        with torch.no_grad():
            for W in (WQ, WK, WV, WO):
                W -= eta*W.grad
    # test: unseen-or-seen tasks with decisive (apos, aneg) random distinct; query pattern apos or aneg
    with torch.no_grad():
        apos = torch.randint(0, M1, (n_test,), generator=g)
        aneg = (apos + 1 + torch.randint(0, M1 - 1, (n_test,), generator=g)) % M1
        which = torch.rand(n_test, generator=g) < 0.5
        qp = torch.where(which, apos, aneg); op = torch.where(which, aneg, apos)
        cp = torch.cat([qp.unsqueeze(1).expand(n_test, lts//2), op.unsqueeze(1).expand(n_test, lts - lts//2)], 1)
        X = tokens(cp, None); Xq = tokens(qp, None)
        y = label(cp, apos.unsqueeze(1).expand_as(cp), aneg.unsqueeze(1).expand_as(cp))
        X[..., dx] = y*q[0]
        F, att = forward(X, Xq)
        z = torch.where(which, 1.0, -1.0)
        leak = 1 - att[:, :lts//2].sum(1)
        err = (z*F <= 0).float().mean().item()
        hinge = torch.clamp(1 - z*F, min=0).mean().item()
    return leak.mean().item(), leak.max().item(), err, hinge, T, m

if __name__ == "__main__":
    cTs = [float(s) for s in sys.argv[1].split(",")]
    M1s = [int(s) for s in sys.argv[2].split(",")]
    seeds = [int(s) for s in sys.argv[3].split(",")]
    for cT in cTs:
        for M1 in M1s:
            for sd in seeds:
                t0 = time.time()
                lm, lx, err, h, T, m = run(M1, cT, sd)
                print(f"cT={cT:g} M1={M1} seed={sd} T={T} m={m}: leak mean {lm:.3e} max {lx:.3e}  test err {err:.3f} hinge {h:.3f}  ({time.time()-t0:.0f}s)", flush=True)
