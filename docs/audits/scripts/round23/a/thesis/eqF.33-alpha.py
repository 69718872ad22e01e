"""Auditor A r23: thesis (F.33) (seed 003 L9450-L9452) along alpha. Own model (torch float64, no repository code):
Chapter 7 (7.1)-(7.2), Section 7.2.2: F(P) = sum_{i <= len(P)-1} W_V p~_i softmax_i(p~_i^T W p~_query), W_V = (0 I) fixed,
squared loss 1/2 ||z - F||^2, SGD on W from W^(0) ~ N(0, xi^2). K = 1, M = 3 orthonormal TRR patterns e_1..e_3 in
R^{d_x}, d_x = 4 (M <= d, M = Theta(d)); positional encoding c_1 = (e_4; 0) (orthonormal, perp to (mu_i; 0), zero in the
output block). Tasks: f_s(e_j) = e_{j+s mod 3}, s in {1, 2} (f_k(x) != f_k'(x') iff x != x' or f_k != f_k'), every pattern
equally likely. Context inputs: 'iid' reading (each x_i = query w.p. alpha, else uniform on the other patterns) or 'exact'
reading (exactly round(alpha l_tr) examples share the query input). T = ceil(T1 + T2 + T3) of (F.11), (F.23), (F.31).
Score = min over q and r in {f_s(q)} of (e_q; e_r)+c^T W (e_q; 0)+c, reported / log(K/eps).
usage: python eqF.33-alpha.py"""
import math, torch, sys
torch.set_default_dtype(torch.float64)
dx, M, K = 4, 3, 1
def col(x, y):
    v = torch.zeros(2 * dx); v[:dx] = x; v[dx:] = y; v[3] += 1.0   # + c_1 = (e_4; 0)
    return v
E = torch.eye(dx)
def run(alpha, l_tr, eps, eta, xi, B, seed, reading):
    g = torch.Generator().manual_seed(seed)
    T1 = alpha ** -2 * K ** 3 * math.log(K / eps) / eta; T2 = K * M / (alpha * eta); T3 = K * M / (eps * eta)
    T = math.ceil(T1 + T2 + T3)
    W = xi * torch.randn(2 * dx, 2 * dx, generator=g)
    for t in range(T):
        q = torch.randint(0, M, (B,), generator=g); s = torch.randint(1, 3, (B,), generator=g)
        if reading == 'iid':
            share = torch.rand(B, l_tr, generator=g) < alpha
        else:
            k = round(alpha * l_tr); share = torch.zeros(B, l_tr, dtype=torch.bool); share[:, :k] = True
        other = (q[:, None] + torch.randint(1, M, (B, l_tr), generator=g)) % M
        x = torch.where(share, q[:, None].expand(B, l_tr), other)
        y = (x + s[:, None]) % M
        Pc = torch.zeros(B, l_tr, 2 * dx); Pc[..., :dx] = E[x][..., :dx]; Pc[..., dx:] = E[y]; Pc[..., 3] += 1
        pq = torch.zeros(B, 2 * dx); pq[:, :dx] = E[q]; pq[:, 3] += 1
        z = E[(q + s) % M]
        Wr = W.clone().requires_grad_(True)
        sm = torch.softmax(torch.einsum('bid,de,be->bi', Pc, Wr, pq), dim=1)
        F = torch.einsum('bi,bid->bd', sm, Pc[..., dx:])
        loss = 0.5 * ((z - F) ** 2).sum(1).mean()
        gW, = torch.autograd.grad(loss, Wr)
        W = W - eta * gW
    sc = min(float(col(E[qq], E[(qq + ss) % M]) @ W @ col(E[qq], torch.zeros(dx))) for qq in range(M) for ss in (1, 2))
    return T, sc / math.log(K / eps)
if __name__ == '__main__':
    eps, eta, B = 0.5, 0.9, 256
    for reading in ['iid', 'exact']:
        for xi in [1e-3, 1e-8]:
            for l_tr in [4, 40]:
                for alpha in [0.5, 0.75, 0.9, 0.99, 0.999]:
                    if reading == 'exact' and abs(alpha * l_tr - round(alpha * l_tr)) > 1e-9: continue
                    res = [run(alpha, l_tr, eps, eta, xi, B, sd, reading) for sd in (1, 2, 3)]
                    print(f"{reading:5s} xi={xi:.0e} l_tr={l_tr:3d} alpha={alpha:<6} T={res[0][0]:3d} "
                          f"score/log(K/eps) seeds 1-3: " + ", ".join(f"{r:+.4f}" for _, r in res), flush=True)
