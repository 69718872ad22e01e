"""Auditor A r23: thesis (E.157) and (E.159) (seed 003 L8753, L8761; proof of Lemma E.4.5 (a), induction step t = t0) along M1.
Own model (torch float64, no repository code): Chapter 6 (6.1)-(6.2), softmax over the l contexts, hinge loss, init of
Sec. 6.2.3 (first d_x diagonal entries of W_Q, W_K = delta, diagonal of W_V = delta, W_O ~ N(0, 1/m), a_i = +-1/m fixed),
data (6.6) mu_j = beta e_j, nu_k = beta e_{M1+k}, kappa ~ U(-K, K), K = 1/2, cyclic T_tr (task j: mu_j -> +1, mu_{j+1} -> -1,
Condition 6.3.2), contexts per L1790 (decisive patterns alpha/2 each, the others (1 - alpha)/(M1 - 2)), labels +-q (d_y = 1),
query IDR uniform over [M1] with label by (6.7). SGD (eta) for t0 steps, then G = eta (1/B) sum_n dl/dW_Q at t = t0 on batch
b_{t0}; A_jq = (mu_j; 0)^T G (mu_q; 0), N_kq = (nu_k; 0)^T G (mu_q; 0) (x_query = mu_q). Reported per run:
R157 = M1 max_q max_{j not q, not a partner of q} |A_jq|/|A_qq|, R159 = M2 max_q max_k |N_kq|/|A_qq|, and the fraction of q
with A_qq <= 0. usage: python eqE.157-159-M1.py M1 seeds t0"""
import sys, math, torch
torch.set_default_dtype(torch.float64)
M1 = int(sys.argv[1]); seeds = [int(s) for s in sys.argv[2].split(',')]; t0 = int(sys.argv[3])
M2 = M1; beta, alpha, delta, eta, K = 1.0, 0.8, 0.1, 1.0, 0.5
m = math.ceil(2 * M1 ** 2 * math.log(M1)); B = math.ceil(6 * M1 * math.log(M1)); l = math.ceil(8 * math.log(M1) / alpha)
dx, dy = M1 + M2, 1; D = dx + dy; ma = mb = D + 1
def batch(g):
    task = torch.randint(0, M1, (B,), generator=g); a_ = task; b_ = (task + 1) % M1
    qpat = torch.randint(0, M1, (B,), generator=g)
    def lab(pat):
        r = torch.where(torch.rand(pat.shape, generator=g) < .5, 1., -1.)
        return torch.where(pat == a_.view(-1, *[1] * (pat.dim() - 1)), 1., torch.where(pat == b_.view(-1, *[1] * (pat.dim() - 1)), -1., r))
    u = torch.rand(B, l, generator=g)
    other = torch.randint(0, M1 - 2, (B, l), generator=g)
    other = (b_[:, None] + 1 + other) % M1                                 # uniform over the M1 - 2 non-decisive
    cpat = torch.where(u < alpha / 2, a_[:, None], torch.where(u < alpha, b_[:, None], other))
    def feat(pat):
        x = torch.zeros(*pat.shape, D)
        x.scatter_(-1, pat.unsqueeze(-1), beta)
        k = torch.randint(0, M2, pat.shape, generator=g); kap = (torch.rand(pat.shape, generator=g) * 2 - 1) * K
        x.scatter_add_(-1, (M1 + k).unsqueeze(-1), (kap * beta).unsqueeze(-1))
        return x
    Pc = feat(cpat); Pc[..., dx] = lab(cpat)                                # context columns (x; y), y = +-q, q = 1
    pq = feat(qpat); z = lab(qpat)                                          # query column (x_query; 0)
    return Pc, pq, z
def pad(M_, rows): Z = torch.zeros(rows, D); Z[:M_.shape[0], :M_.shape[1]] = M_; return Z
for seed in seeds:
    g = torch.Generator().manual_seed(seed)
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(mb, D)
    WQ[range(dx), range(dx)] = delta; WK[range(dx), range(dx)] = delta; WV[range(D), range(D)] = delta
    WO = torch.randn(m, mb, generator=g) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m
    params = [WQ, WK, WV, WO]
    def loss_fn(WQ, WK, WV, WO, Pc, pq, z):
        sc = torch.einsum('bld,ad,ae,be->bl', Pc, WK, WQ, pq)
        att = torch.softmax(sc, dim=1)
        v = torch.einsum('bl,bld->bd', att, Pc) @ WV.T                     # sum_s W_V p_s attn_s
        F = torch.relu(v @ WO.T) @ a
        return torch.clamp(1 - z * F, min=0).mean()
    for t in range(t0 + 1):
        Pc, pq, z = batch(g)
        ps = [p.clone().requires_grad_(True) for p in params]
        grads = torch.autograd.grad(loss_fn(*ps, Pc, pq, z), ps)
        if t == t0: G = eta * grads[0]; break
        params = [p - eta * gr for p, gr in zip(params, grads)]
    A = beta * beta * G[:M1, :M1]          # A[j, q]
    N = beta * beta * G[M1:dx, :M1]        # N[k, q]
    own = torch.diagonal(A).abs()
    mask = torch.ones(M1, M1, dtype=torch.bool)
    for q in range(M1):
        mask[q, q] = False; mask[(q + 1) % M1, q] = False; mask[(q - 1) % M1, q] = False
    r157 = M1 * float(((A.abs() * mask).max(0).values / own).max())
    r159 = M2 * float((N.abs().max(0).values / own).max())
    neg = float((torch.diagonal(A) <= 0).double().mean())
    rq = (A.abs() * mask).max(0).values / own
    best = int(torch.argmax(own))
    print(f"M1={M1} m={m} B={B} l={l} t0={t0} seed={seed}: R157={r157:.3f} R159={r159:.3f} frac(A_qq<=0)={neg:.2f} "
          f"| at the q with the largest |A_qq|: M1*ratio157={M1*float(rq[best]):.3f}", flush=True)
