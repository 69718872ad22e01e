"""Auditor A, round 27: thesis.ch2.eqA.77 (seed 003 L3010-L3018).
(A.72) I_1 = (1/B) sum_n eta y^n (1/|S^n|) sum_l a_(l)i 1[W_O(i)^(t) V_l^n(t) >= 0] z_l(t)^T p_1, and (A.77) claims
|I_1| <= eta (sigma+tau)/a sqrt(log m log B / B) w.p. >= 1-(mB)^{-c}, a = sqrt(m) (L2880).
Own model: the network (A.1) with hinge loss (A.2)-(A.3), full SGD (Algorithm 3, all four matrices) in torch float64.
Data: every y=+1 sample is the same token matrix X+, every y=-1 sample X- (so a batch is 2 distinct samples weighted
by the label counts n+/B, n-/B, labels fair coins). z-identification: W_V^(t) x_s - W_V^(0) x_s lies in the span of the
W_O^(b) rows (it is the eta-sum of (A.36)), so z_s(t) = z_s(0) = W_V^(0) x_s - p_{j(s)}, and the z_l(t) of (A.66) is
sum_s softmax_s^(t) z_s(0). Nothing imported from the repository."""
import math
import numpy as np
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

M, d = 3, 5                    # 2 < M < m_a = m_b = d
tau = 0.1                      # kappa = min ||mu_i - mu_j|| = sqrt 2, tau < kappa/4 = 0.354, tau < 1/M
sigma = delta = tau            # (2.6) holds with any sigma, delta >= 0 (here exact: W_V mu_j = p_j); Thm 1's tau <= min(sigma, delta)
E = torch.eye(d)
mu = [E[0], E[1], E[2]]
P = [E[0], E[1], E[2]]         # p_j = q_j = r_j = e_j orthonormal; W_V = W_K = W_Q = I_d, norms <= 1

def make_samples(variant):
    # 8 tokens: 5 noisy copies of the label pattern, 3 exact copies of mu_3 (non-discriminative)
    if variant == "label-correlated":      # noise +tau e1 on mu_1 tokens (y=+1), -tau e1 on mu_2 tokens (y=-1)
        tp, tm = (1 + tau) * E[0], E[1] - tau * E[0]
    elif variant == "constant-noise":      # the same noise +tau e1 in every discriminative token, whatever the label
        tp, tm = (1 + tau) * E[0], E[1] + tau * E[0]
    Xp = torch.stack([tp] * 5 + [mu[2]] * 3, dim=1)     # d x L, columns tokens
    Xm = torch.stack([tm] * 5 + [mu[2]] * 3, dim=1)
    pat = [0] * 5 + [2] * 3
    return Xp, Xm, [0] * 5 + [2] * 3, [1] * 5 + [2] * 3

def check_data(Xp, Xm, pp, pm):
    out = []
    for X, pat in ((Xp, pp), (Xm, pm)):
        L = X.shape[1]
        for s in range(L):
            dist = min(float(torch.norm(X[:, s] - mu[j])) for j in range(M))
            assert dist <= tau + 1e-12 and dist == float(torch.norm(X[:, s] - mu[pat[s]]))    # (2.5)
            for u in range(L):
                ip = float(X[:, s] @ X[:, u])
                if pat[s] == pat[u]: assert ip >= 1 - 1e-12                                    # (A.10)
                else: assert ip <= 0.5                                                        # (A.11) lambda = 1/2
            zs = X[:, s] - P[pat[s]]                                                          # W_V = I
            assert float(torch.norm(zs)) <= sigma + tau + 1e-12                               # Assumption A.2.1 / (A.39)
        # majority vote label: count mu_1 vs mu_2 tokens
    assert pp.count(0) > pp.count(1) and pm.count(1) > pm.count(0)
    out.append("data ok")
    return out

def F(X, WO, WV, WK, WQ, A):
    S = torch.softmax(X.T @ WK.T @ WQ @ X, dim=0)          # column l: softmax(X^T W_K^T W_Q x_l)
    V = WV @ X @ S                                          # d x L, column l = V_l
    H = torch.relu(WO @ V)                                  # m x L
    return (A * H).sum(0).mean(), V, S                       # (1/|S|) sum_l a_(l)^T relu(.)

def run(variant, m, B, eta, ts, seed):
    g = torch.Generator().manual_seed(seed)
    Xp, Xm, pp, pm = make_samples(variant)
    check_data(Xp, Xm, pp, pm)
    L = Xp.shape[1]
    xi = 1 / math.sqrt(M)
    WO = (torch.randn(m, d, generator=g) * xi).requires_grad_()
    WV, WK, WQ = [torch.eye(d).clone().requires_grad_() for _ in range(3)]
    A = (torch.randint(0, 2, (m, L), generator=g) * 2 - 1) / math.sqrt(m)   # a_(l)i, fixed
    npos = int(torch.distributions.Binomial(B, torch.tensor(0.5)).sample()) if False else int(np.random.default_rng(seed).binomial(B, 0.5))
    wp, wm = npos / B, (B - npos) / B
    z0 = {+1: Xp - torch.stack([P[j] for j in pp], 1), -1: Xm - torch.stack([P[j] for j in pm], 1)}   # z_s(0), W_V^(0) = I
    a = math.sqrt(m)
    bound = eta * (sigma + tau) / a * math.sqrt(math.log(m) * math.log(B) / B)
    bound2 = eta * (sigma + tau) / a * math.sqrt(math.log2(m) * math.log2(B) / B)
    res = {}
    WV0 = WV.detach().clone()
    for t in range(max(ts) + 1):
        if t in ts:
            with torch.no_grad():
                I1 = torch.zeros(m)
                for y, X, w in ((+1, Xp, wp), (-1, Xm, wm)):
                    _, V, S = F(X, WO, WV, WK, WQ, A)
                    act = (WO @ V >= 0).double()                       # m x L
                    zl = z0[y] @ S                                     # z_l(t) = sum_s softmax_s z_s
                    c = zl.T @ P[0]                                    # z_l(t)^T p_1, length L
                    I1 += w * eta * y * (A * act * c[None, :]).mean(1)
                r = I1.abs() / bound
                res[t] = (float(r.max()), float((r > 1).float().mean()), float(I1.abs().max()),
                          float(torch.norm(WV.detach() - WV0)))
        # SGD step (Algorithm 3) on the weighted batch
        loss = wp * torch.clamp(1 - F(Xp, WO, WV, WK, WQ, A)[0], min=0) + wm * torch.clamp(1 + F(Xm, WO, WV, WK, WQ, A)[0], min=0)
        for W in (WO, WV, WK, WQ):
            W.grad = None
        loss.backward()
        with torch.no_grad():
            for W in (WO, WV, WK, WQ):
                W -= eta * W.grad
    return bound, bound2, npos, res

print(f"M={M} d=m_a=m_b={d} tau={tau} sigma=delta={sigma}; |S^n|=8; lambda(A.11)=1/2")
for variant in ("label-correlated", "constant-noise"):
    print(f"\n== variant: {variant} ==")
    for (m, B) in [(1000, 2**12), (1000, 2**16), (2000, 2**20), (2000, 2**24), (8000, 2**24)]:
        N = B
        assert m >= 10 * M**2 * math.log(N), (m, N)          # (2.7) m >~ M^2 log N, factor 10
        for seed in (1, 2):
            bound, bound2, npos, res = run(variant, m, B, eta=0.01, ts=(0, 1, 2, 3, 10), seed=seed)
            s = " ".join(f"t={t}: max|I1|/bound={v[0]:.2f} frac(i:|I1|>bound)={v[1]:.2f} ||dW_V||={v[3]:.1e}" for t, v in res.items() if t in (0, 2, 10))
            print(f"m={m} B=N=2^{int(math.log2(B))} seed={seed} n+={npos} bound(ln)={bound:.3e} (log2: {bound2:.3e}) max|I1|={res[2][2]:.3e}@t=2 | {s}")
