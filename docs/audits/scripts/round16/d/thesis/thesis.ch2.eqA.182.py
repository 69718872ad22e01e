# Auditor D, own derivation of thesis (A.182) (ch2 ViT model (2.1), Alg. 3, hinge loss (2.3)).
# Instance: patterns mu_k = e_k in R^d (d = M+2 > M), W_V = W_K = W_Q = I (so p_k = q_k = r_k = e_k, sigma=delta=tau=0,
# ||W|| <= 1: Assumption 2.3.1 / A.2.1 hold with slack), W_O^(0) ~ N(0, xi^2), xi = 1/sqrt(M), a_(l)i = +-1/sqrt(m),
# m = ceil(M^2 ln N) (2.7), N = B (balanced), y=+1 data: s1 tokens of mu_1, s2 < s1 of mu_2, rest mu_3..mu_M; y=-1 mirrored.
# One full SGD step (all four matrices, autograd) then V_j(1) of (A.176) at W^(1) on the batch, and
#   LHS_i = -eta t W_O(i)^(t) sum_{j notin W u U} V_j(t) W_O(j)^(t)T ,  RHS_i = eta t m ||p||^2/(B a) ||W_O(i)^(t)||^2 .
import math, sys, torch
torch.set_default_dtype(torch.float64)
M, L, s1, s2, eta, t = 4, 8, 4, 2, 0.5, 1
d = M + 2

def data(B, g):
    X = torch.zeros(B, d, L); y = torch.ones(B)
    y[B // 2:] = -1
    for n in range(B):
        pat = torch.randint(2, M, (L,), generator=g)         # non-discriminative mu_3..mu_M (indices 2..M-1)
        a, b = (0, 1) if y[n] > 0 else (1, 0)
        pat[:s1] = a; pat[s1:s1 + s2] = b
        X[n, pat, torch.arange(L)] = 1.0
    return X, y

def run(B, seed):
    g = torch.Generator().manual_seed(seed)
    N = B; m = math.ceil(M * M * math.log(N)); a = math.sqrt(m); xi = 1 / math.sqrt(M)
    X, y = data(B, g)
    WO = (torch.randn(m, d, generator=g) * xi).requires_grad_()
    A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1) / a          # a_(l)i, fixed
    WV = torch.eye(d).requires_grad_(); WK = torch.eye(d).requires_grad_(); WQ = torch.eye(d).requires_grad_()
    def fwd(WO, WV, WK, WQ):
        att = torch.softmax(torch.einsum('nds,ed,ef,nfl->nsl', X, WK, WQ, X), dim=1)   # softmax over s, query l
        Vl = torch.einsum('ed,nds,nsl->nel', WV, X, att)                               # V_l^n (A.7)
        pre = torch.einsum('ie,nel->nil', WO, Vl)
        F = (A.T[None] * torch.relu(pre)).sum(1).sum(1) / L
        return F, att, Vl, pre
    # lucky sets at t=0 for sample n0 (y=+1), l1 in S_1, l2 in S_2
    with torch.no_grad():
        _, _, Vl0, _ = fwd(WO, WV, WK, WQ)
        W = (WO @ Vl0[0, :, 0]) > 0; U = (WO @ Vl0[0, :, s1]) > 0
    F, *_ = fwd(WO, WV, WK, WQ)
    loss = torch.clamp(1 - y * F, min=0).mean()
    gs = torch.autograd.grad(loss, [WO, WV, WK, WQ])
    with torch.no_grad():
        WO1, WV1, WK1, WQ1 = [w - eta * gw for w, gw in zip([WO, WV, WK, WQ], gs)]
        F1, att, Vl, pre = fwd(WO1, WV1, WK1, WQ1)
        act = (1 - y * F1 > 0).double()                    # hinge active (paper writes -y)
        xj = torch.zeros(d); xj[0] = 1.0                   # x_j^g in S_1^g
        mass = torch.einsum('nsl,nds,d->nl', att, X, xj)   # sum_s softmax_s(l) x_s^T x_j^g
        # V_i(t) = 1/B sum_n (-y^n) 1/|S| sum_l a_(l)i 1[W_O(i) V_l^n >= 0] mass_nl
        Vcoef = torch.einsum('n,nl,li,nil->i', -y * act, mass, A, (pre >= 0).double()) / (B * L)
        rest = ~(W | U)
        v = (Vcoef[rest][:, None] * WO1[rest]).sum(0)
        lhs = -eta * t * (WO1[W] @ v)
        rhs = eta * t * m / (B * a) * (WO1[W] ** 2).sum(1)
        r = (lhs / rhs)
    return float(r.max()), float(lhs.max()), float(Vcoef[rest].abs().mean()) * a, int(W.sum()), int(rest.sum()), m, float(act.mean())

print("B     m   max_i LHS/RHS (median of 4 seeds)   max LHS     a*mean|V_j| unlucky   |W| |rest|  hinge-active")
for B in [64, 256, 1024, 4096, 16384]:
    res = [run(B, s) for s in range(4)]
    rs = sorted(x[0] for x in res)
    print(B, res[0][5], [round(x, 3) for x in rs], round(res[0][1], 5), round(sum(x[2] for x in res) / 4, 5), res[0][3], res[0][4], res[0][6])
