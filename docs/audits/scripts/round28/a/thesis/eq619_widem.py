"""Auditor A r28: thesis.ch6.eq6.19-uniform-widem.  Proposition 6.4.1 (6.19) (seed 003 L1877-L1886) in the wide-m part
of Theorem 6.3.3's (i) m >= Omega(M1^2 log M1).  Own derivation of a drift bound (part 1, exact-rational-free floats with
rounding margin) and an own torch training run (part 2) with uniform IDI selection.  Nothing from the repository.
Model (6.2): F = a^T ReLU(W_O sum_i W_V p_i attn_i), attn = softmax((W_K p_i)^T W_Q p_query); hinge loss; SGD;
init L1727: first d_x diagonal entries of W_Q, W_K and all diagonal entries of W_V = delta, W_O ~ N(0, 1/m), a = +-1/m fixed.
Bound (per sample, hence per batch mean; |hinge'| <= 1), with P = max token norm, V = ||W_V||, w = mean_r ||W_O[r]||,
Q = ||W_Q||, Kk = ||W_K|| (operator/Frobenius upper bounds):
  ||dW_O[r]|| <= |a_r| ||h|| <= V P / m ;  ||dW_V|| <= w P ;  sum_j |dF/ds_j| <= 2 w V P ;
  ||dW_Q||_F <= 2 w V P * Kk P * P ;  ||dW_K||_F <= 2 w V P * Q P * P.
So w, V, Q, Kk obey w+ <= w + eta V P/m, V+ <= V + eta w P, Q+ <= Q + 2 eta w V P^3 Kk, Kk+ <= Kk + 2 eta w V P^3 Q, and
||W_Q^(T) - W_Q^(0)||_F <= D_Q := sum_t 2 eta w_t V_t P^3 Kk_t.  For a token p = [mu_j + kappa nu_k; 0] and b = nu_k:
  [b^T, 0^T] W_Q^(T) p >= delta kappa beta^2 - beta D_Q P."""
import math, sys
import numpy as np

def certificate(M1, C=1e12, cT=60.0, alpha=0.5, beta=3.0, delta=0.2, K=0.5, eta=1.0):
    M2 = 4 * M1; dx = M1 + M2; dy = 1; mb = dx + dy + 1
    m = C * M1**3 * math.log(M1)
    T = math.ceil(cT * M1 * alpha**(-2/3) * beta**(-2/3) * math.sqrt(math.log(M1)) / eta)
    P = math.sqrt(beta**2 * (1 + K**2) + 1)
    w = 1.01 * math.sqrt(mb / m); V = delta; Q = Kk = delta; DQ = 0.0
    for t in range(T):
        dq = 2 * eta * w * V * P**3 * Kk; dk = 2 * eta * w * V * P**3 * Q
        DQ += dq
        w, V, Q, Kk = w + eta * V * P / m, V + eta * w * P, Q + dq, Kk + dk
    kappa = 0.99 * K
    lhs_lb = delta * kappa * beta**2 - beta * DQ * P
    shape = math.sqrt(math.log(M1)) * (1 / M1 + 1 / M2)
    return dict(M1=M1, m=m, T=T, DQ=DQ, lhs_lb=lhs_lb, shape=shape, ratio=lhs_lb / shape, mcheck=m / (M1**2 * math.log(M1)))

print("part 1: certificate (w_0 <= 1.01 sqrt(m_b/m), which fails with probability <= exp(-c m m_b), chi-square tail)")
for cT in (60.0, 1000.0):
    for M1 in (2, 16, 128, 1000, 100000):
        r = certificate(M1, cT=cT)
        print(f"  c_T={cT:g} M1={M1}: m={r['m']:.3g} (m/(M1^2 ln M1) = {r['mcheck']:.2g}), T={r['T']}, drift bound ||dW_Q||_F <= {r['DQ']:.3e},"
              f" lhs >= {r['lhs_lb']:.4f} vs shape {r['shape']:.5f}: ratio >= {r['ratio']:.3g}")

if len(sys.argv) > 1 and sys.argv[1] == "train":
    import torch
    torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
    M1 = 3; M2 = 12; dx = M1 + M2; dy = 1; ma = mb = dx + dy + 1
    beta, delta, K, alpha, eta, B, l = 3.0, 0.2, 0.5, 0.5, 1.0, 16, 10
    T = math.ceil(60 * M1 * alpha**(-2/3) * beta**(-2/3) * math.sqrt(math.log(M1)) / eta)
    g0 = torch.Generator().manual_seed(4)
    frame, _ = torch.linalg.qr(torch.randn(dx, dx, generator=g0)); mus = beta * frame[:, :M1].T; nus = beta * frame[:, M1:].T
    tasks = [(i, (i + 1) % M1) for i in range(M1)]          # Condition 6.3.2 (the cyclic example of L1803)
    def token(j, k, kap, y):
        x = mus[j] + kap * nus[k]; return torch.cat([x, torch.tensor([float(y)])])
    def prompt(gen):
        a_, b_ = tasks[int(torch.randint(M1, (1,), generator=gen))]
        jq = a_ if torch.rand(1, generator=gen) < 0.5 else b_; z = 1 if jq == a_ else -1
        cols = []
        for _ in range(l):
            u = float(torch.rand(1, generator=gen))
            if u < alpha / 2: j = a_
            elif u < alpha: j = b_
            else: j = [c for c in range(M1) if c not in (a_, b_)][int(torch.randint(M1 - 2, (1,), generator=gen))] if M1 > 2 else a_
            y = 1 if j == a_ else (-1 if j == b_ else (1 if torch.rand(1, generator=gen) < 0.5 else -1))
            cols.append(token(j, int(torch.randint(M2, (1,), generator=gen)), float(torch.empty(1).uniform_(-K, K, generator=gen)), y))
        q = torch.cat([mus[jq] + float(torch.empty(1).uniform_(-K, K, generator=gen)) * nus[int(torch.randint(M2, (1,), generator=gen))], torch.zeros(dy)])
        return torch.stack(cols), q, z
    P = math.sqrt(beta**2 * (1 + K**2) + 1)
    for m in (1000, 10000, 100000):
        gen = torch.Generator().manual_seed(m)
        WQ = torch.zeros(ma, dx + dy); WK = torch.zeros(ma, dx + dy); WV = torch.zeros(mb, dx + dy)
        for i in range(dx): WQ[i, i] = WK[i, i] = delta
        for i in range(min(mb, dx + dy)): WV[i, i] = delta
        WO = torch.randn(m, mb, generator=gen) / math.sqrt(m); a = (torch.randint(2, (m,), generator=gen) * 2 - 1) / m
        WQ0 = WQ.clone(); w0 = float(WO.norm(dim=1).mean())
        ps = [WQ, WK, WV, WO]
        for t in range(T):
            for p_ in ps: p_.requires_grad_(True)
            L = 0
            for _ in range(B):
                X, q, z = prompt(gen)
                attn = torch.softmax((X @ WK.T) @ (WQ @ q), 0)
                h = (X @ WV.T * attn[:, None]).sum(0)
                F = a @ torch.relu(WO @ h)
                L = L + torch.clamp(1 - z * F, min=0)
            (L / B).backward()
            with torch.no_grad():
                for p_ in ps: p_ -= eta * p_.grad; p_.grad = None
            ps = [p_.detach() for p_ in ps]; WQ, WK, WV, WO = ps
        # bound chain on this run's own quantities
        w, V, Q, Kk, DQ = w0, delta, delta, delta, 0.0
        for t in range(T):
            dq = 2 * eta * w * V * P**3 * Kk; dk = 2 * eta * w * V * P**3 * Q; DQ += dq
            w, V, Q, Kk = w + eta * V * P / m, V + eta * w * P, Q + dq, Kk + dk
        lhs = []
        for k in range(M2):
            for j in range(M1):
                p = token(j, k, 0.99 * K, 0); p[-1] = 0.0
                lhs.append(float(torch.cat([nus[k], torch.zeros(ma - dx)]) @ WQ @ p))
        print(f"part 2: M1=3 m={m} T={T}: ||W_Q^(T)-W_Q^(0)||_F = {float((WQ - WQ0).norm()):.3e} (bound {DQ:.3e}); "
              f"own-IDI lhs [nu_k;0]^T W_Q p over all (j,k), kappa=0.99K: min {min(lhs):.4f}, max {max(lhs):.4f} (init value {delta*0.99*K*beta**2:.4f});"
              f" shape {math.sqrt(math.log(M1))*(1/M1+1/M2):.4f}", flush=True)
