"""Audit A: thesis (A.200)-(A.202), proof of Lemma A.5.2 (t = 1), own torch model of (2.1) from the text.
Model (2.1): F(X) = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss (2.3), Algorithm 3
(one SGD step on W_O, W_V, W_K, W_Q; a fixed), W_O entries N(0, xi^2), xi = 1/sqrt(M), a_(l)i = +-1/sqrt(m).
Data (Sec. 2.3.2): M = 4 patterns mu_j = e_j + 0.1 e_d (|mu|^2 = 1.01 >= 1, mu_i.mu_j = 0.01 = lambda < 1, A.2.4),
tokens = patterns (tau = 0 <= min(sigma, delta)); y = +1: |S_1| = 5 > |S_2| = 2, y = -1 mirrored, 3 tokens of
patterns 3, 4; balanced N = 32. W_V = W_K = W_Q = I_d (norm 1 <= 1; p_j = q_j = r_j = e_j, errors 0.1 = sigma
= O(1/M), delta = 0.1 < 1/2; q_1 = r_1, q_2 = r_2), m_a = m_b = d = 8 > M. (2.8): alpha_* = 0.5 >= alpha_# e^{0.1}/0.9 = 0.245.
Lucky (A.8): W_O(i)^(0) V_l^n(0) > 0, l in S_1^n (y^n = 1). Checks at t = 1 for every lucky (i, l, n):
 A200: W_O(i)^(0) (W_V^(1) - W_V^(0)) x_l  (the bracket: W_V's update of an S_1 token, L2795 / (A.184))
 A201: W_O(i)^(0) W_V^(0) X softmax^(1)_l  (the first three terms of (A.196))
 A202: W_O(i)^(0) W_V^(1) X softmax^(1)_l  = W_O(i)^(0) V_l^n(1)
"""
import math, sys
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

def run(seed, m, eta, B=32, M=4, d=8, L=10, N=32):
    g = torch.Generator().manual_seed(seed)
    mu = torch.zeros(M, d); mu[:, :M] = torch.eye(M); mu[:, d - 1] = 0.1
    pats, ys = [], []
    for n in range(N):
        y = 1 if n < N // 2 else -1
        main, conf = (0, 1) if y == 1 else (1, 0)
        others = [2 + int(torch.randint(0, M - 2, (1,), generator=g)) for _ in range(3)]
        pats.append([main] * 5 + [conf] * 2 + others); ys.append(y)
    P = torch.tensor(pats); Y = torch.tensor(ys, dtype=torch.float64)
    X = mu[P].transpose(1, 2)  # N x d x L (columns = tokens)
    xi = 1 / math.sqrt(M)
    WO = (torch.randn(m, d, generator=g) * xi).requires_grad_()
    A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1).double() / math.sqrt(m)
    WV = torch.eye(d).requires_grad_(); WK = torch.eye(d).requires_grad_(); WQ = torch.eye(d).requires_grad_()
    def attn(WK, WQ):  # N x L(s) x L(l): softmax over s of x_s^T WK^T WQ x_l
        return torch.softmax((WK @ X).transpose(1, 2) @ (WQ @ X), dim=1)
    def V(WV, WK, WQ):  # N x L x d : V_l = WV X softmax_l
        return ((WV @ X) @ attn(WK, WQ)).transpose(1, 2)
    def F(WO, WV, WK, WQ):
        h = torch.relu(V(WV, WK, WQ) @ WO.T)  # N x L x m
        return (h * A[None]).sum(-1).mean(-1)
    with torch.no_grad():
        V0 = V(WV, WK, WQ); WO0 = WO.clone(); WV0 = WV.clone()
        lucky = (V0 @ WO0.T > 0) & ((Y[:, None] == 1) & (P == 0))[:, :, None]
        marg0 = V0 @ WO0.T
    idx = torch.randperm(N, generator=g)[:B]
    loss = torch.clamp(1 - Y[idx] * F(WO, WV, WK, WQ)[idx], min=0).mean()
    loss.backward()
    with torch.no_grad():
        WV1, WK1, WQ1 = WV - eta * WV.grad, WK - eta * WK.grad, WQ - eta * WQ.grad
        sm1 = attn(WK1, WQ1)
        a200 = (WV1 - WV0) @ X  # N x d x L : update of each token
        a200 = a200.transpose(1, 2) @ WO0.T  # N x L x m
        a201 = ((WV0 @ X) @ sm1).transpose(1, 2) @ WO0.T
        a202 = ((WV1 @ X) @ sm1).transpose(1, 2) @ WO0.T
        dsm = (sm1 - attn(WK, WQ)).abs().max().item()
    out = {}
    for k, v in (("A200", a200), ("A201", a201), ("A202", a202)):
        vl = v[lucky]
        out[k] = (int((vl <= 0).sum()), int(vl.numel()), float(vl.min()), float(vl.abs().max()))
    return out, float(marg0[lucky].min()), dsm

for (m, eta) in ((128, 0.1), (1024, 0.1), (1024, 0.01), (4096, 0.01), (4096, 0.001)):
    for seed in (0, 1):
        o, mm, dsm = run(seed, m, eta)
        s = "; ".join(f"{k}: {a}/{b} <= 0 (min {mn:.2e}, max|.| {mx:.2e})" for k, (a, b, mn, mx) in o.items())
        print(f"m={m} eta={eta} seed={seed}: min t=0 lucky margin {mm:.1e}, max attention move {dsm:.1e} | {s}")
        sys.stdout.flush()
