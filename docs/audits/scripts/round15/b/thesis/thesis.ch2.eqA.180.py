"""Auditor B, round 15: thesis (A.180), proof of Lemma A.3.1 Claim 1 (App. A.3, L3480-L3482):
for i in W_{l,n}(0):  -eta sum_{b=1}^t W_O(i)^(b) sum_{j in W_{l,n}(0)} V_j(b) W_O(j)^(b)T
                      >~ eta m (1/(2B)) sum_b sum_{n in B_b+} |S_1^n|/(a|S^n|) p_n(b)  (...)   [right side > 0]
so a negative left side for some lucky i is a crossing no hidden constant repairs.
Own torch model of Chapter 2 (2.x)/(A.7): tokens one-hot e_k in R^M (pattern k), W_V = W_K = W_Q = I (Assumption
A.2.1 with p_j = q_j = r_j = e_j, zero noise, norms <= 1), F(X) = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T
W_K^T W_Q x_l)), hinge loss, W_O^(0) ~ N(0, 1/M), a_(l)i ~ +-1/sqrt(m) per position l (L2650), fixed; SGD (A.6) on all
four matrices (full batch B = N). y = +1 data: |S_1| tokens of pattern 1, |S_2| of pattern 2, the rest patterns >= 3;
y = -1: 1 and 2 swapped. V_i(b) as (A.176) prints it (no hinge indicator), j in S_1^g of a fixed data g.
W_{l,n}(0) as (A.8): {i : W_O(i)^(0) V_l^n(0) > 0} for a fixed y = +1 data n and l in S_1^n.
mode 'printed': a_(l)i drawn per position; mode 'shared': a_(l)i = a_i for all l and W restricted to a_i > 0
(the original ICLR'23 paper's lucky neurons): the intended-reading check.
"""
import math
import sys
import torch

torch.set_default_dtype(torch.float64)


def data(gen, N, L, s1, s2, M):
    y = torch.where(torch.rand(N, generator=gen) < 0.5, 1.0, -1.0)
    pat = torch.randint(2, M, (N, L), generator=gen) if M > 2 else torch.zeros(N, L, dtype=torch.long)
    for n in range(N):
        a, b = (0, 1) if y[n] > 0 else (1, 0)
        pat[n, :s1] = a
        pat[n, s1:s1 + s2] = b
    X = torch.nn.functional.one_hot(pat, M).to(torch.float64)  # (N, L, M): columns x_l as rows
    return X, y, pat


def run(seed=0, L=4, s1=2, s2=1, M=3, N=64, eta=0.1, t=1, mode="printed", mfac=1.0):
    gen = torch.Generator().manual_seed(seed)
    m = math.ceil(mfac * M * M * math.log(N))
    X, y, pat = data(gen, N, L, s1, s2, M)
    WO = torch.randn(m, M, generator=gen) / math.sqrt(M)
    if mode == "printed":
        A = torch.where(torch.rand(L, m, generator=gen) < 0.5, 1.0, -1.0) / math.sqrt(m)
    else:
        A = (torch.where(torch.rand(m, generator=gen) < 0.5, 1.0, -1.0) / math.sqrt(m)).expand(L, m).clone()
    WV, WK, WQ = torch.eye(M), torch.eye(M), torch.eye(M)
    n0 = int(torch.nonzero(y > 0)[0]); l0 = 0  # lucky set's data n (y = +1) and l in S_1^n
    g0 = n0; j0 = 0                            # V_i's token x_j^g, j in S_1^g

    def parts(WO, WV, WK, WQ):
        att = torch.softmax(torch.einsum("nsd,ed,ef,nlf->nls", X, WK, WQ, X), -1)  # att[n, l, s]
        Vl = torch.einsum("nls,nsd,ed->nle", att, X, WV)                            # V_l^n
        pre = torch.einsum("ie,nle->nli", WO, Vl)
        F = (A[None] * torch.relu(pre)).sum(-1).mean(-1)
        return att, Vl, pre, F

    att, Vl, pre, F = parts(WO, WV, WK, WQ)
    lucky = pre[n0, l0] > 0
    if mode != "printed":
        lucky = lucky & (A[0] > 0)
    xj = X[g0, j0]

    def Vcoef(att, pre):
        mass = torch.einsum("nls,ns->nl", att, X @ xj)  # sum_s softmax x_s^T x_j^g
        w = (-y)[:, None, None] * A[None] * (pre >= 0) * mass[:, :, None] / L
        return w.sum((0, 1)) / N                        # V_i, i in [m]

    W = [WO.clone().requires_grad_(), WV.clone().requires_grad_(), WK.clone().requires_grad_(), WQ.clone().requires_grad_()]
    lhs = torch.zeros(int(lucky.sum()))
    hinge_active = []
    for b in range(1, t + 1):
        _, _, _, F = parts(*W)
        loss = torch.clamp(1 - y * F, min=0).mean()
        hinge_active.append(float((1 - y * F > 0).double().mean()))
        gr = torch.autograd.grad(loss, W)
        with torch.no_grad():
            for p, g in zip(W, gr):
                p -= eta * g
            att_b, _, pre_b, _ = parts(*W)
            V = Vcoef(att_b, pre_b)
            WOb = W[0]
            Wl = WOb[lucky]
            lhs += -eta * (Wl @ (V[lucky][:, None] * Wl).sum(0))
            Vlucky = V[lucky]
    return dict(m=m, lucky=int(lucky.sum()), neg=int((lhs < 0).sum()), least=float(lhs.min()),
                median=float(lhs.median()), Vpos=int((Vlucky > 0).sum()), active=hinge_active)


if __name__ == "__main__":
    for mode in ("printed", "shared"):
        for cfg in (dict(L=4, s1=2, s2=1, M=3, N=4096), dict(L=8, s1=4, s2=2, M=3, N=64), dict(L=8, s1=4, s2=2, M=4, N=256)):
            for seed in range(4):
                r = run(seed=seed, mode=mode, **cfg)
                print(mode, cfg, "seed", seed, r, flush=True)
