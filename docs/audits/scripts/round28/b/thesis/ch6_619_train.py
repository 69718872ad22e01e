"""Auditor B r28: own torch training of (6.2) (hinge loss, SGD, printed init) at moderate widths, M1 = 2, M2 = 8,
to check the drift chain of ch6_619_widem.py on a real run: IDI-row drift of W_Q/W_K vs the bound, and the LHS of (6.19)."""
import math, torch, numpy as np
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
M1, M2 = 2, 8; dx = M1 + M2; dy = 1; D = dx + dy; ma = mb = D + 1
delta, K, beta, eta, alpha = 0.2, 0.5, 3.0, 1.0, 0.5
l, B = 20, 32
T = math.ceil(60 * M1 * alpha ** (-2/3) * beta ** (-2/3) * math.sqrt(math.log(M1)) / eta)
P = math.sqrt(beta**2 * (1 + K**2) + 1)
tasks = [(0, 1), (1, 0)]   # Condition 6.3.2 with M1 = 2: each pattern mapped to +1 and to -1 by one task each
def batch(g):
    X, Z = [], []
    for _ in range(B):
        a, b = tasks[g.integers(2)]
        def tok(j):
            k = g.integers(M2); kap = g.uniform(-K, K)
            x = torch.zeros(D); x[j] = beta; x[M1 + k] = kap * beta
            return x
        jq = [a, b][g.integers(2)]
        cols = []
        for _ in range(l):
            j = g.choice(M1, p=[alpha/2 + (1-alpha)/2]*2) if M1 == 2 else None
            x = tok(j); x[dx] = 1.0 if j == a else -1.0
            cols.append(x)
        q = tok(jq)
        X.append(torch.stack(cols + [q])); Z.append(1.0 if jq == a else -1.0)
    return torch.stack(X), torch.tensor(Z)
for m in (10**4, 10**5, 10**6):
    g = np.random.default_rng(1); gen = torch.Generator().manual_seed(1)
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WQ[:dx, :dx] = delta * torch.eye(dx); WK[:dx, :dx] = delta * torch.eye(dx)
    WV = torch.zeros(mb, D); WV[:D, :D] = delta * torch.eye(D)
    WO = torch.randn(m, mb, generator=gen) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=gen) * 2 - 1) / m
    params = [p.requires_grad_(True) for p in (WQ, WK, WV, WO)]
    e = M1 + 3   # an IDI row
    u0, v0 = WQ[e].detach().clone(), WK[e].detach().clone()
    w0 = WO.detach().norm(dim=1).mean().item()
    for t in range(T):
        X, Z = batch(g)
        ctx, q = X[:, :l], X[:, l]
        s = torch.einsum('nid,ed,ef,nf->ni', ctx, WK, WQ, q)
        att = torch.softmax(s, 1)
        h = torch.einsum('ni,nid->nd', att, ctx) @ WV.T
        F = torch.relu(h @ WO.T) @ a
        loss = torch.clamp(1 - Z * F, min=0).mean()
        gr = torch.autograd.grad(loss, params)
        with torch.no_grad():
            for p_, g_ in zip(params, gr): p_ -= eta * g_
    with torch.no_grad():
        du = (WQ[e] - u0).norm().item(); dv = (WK[e] - v0).norm().item()
        w = WO.norm(dim=1).mean().item(); V = torch.linalg.matrix_norm(WV, 2).item()
        S = 2 * eta * T * max(w, w0) * V * P**3
        tok = torch.zeros(D); tok[0] = beta; tok[e] = 0.99 * K * beta; tok[dx] = 1.0
        lhs = (beta * WQ[e] @ torch.cat([tok[:dx], torch.zeros(dy)])).abs().item()   # query-type token (label slot 0)
        lhsK = (beta * WK[e] @ tok).abs().item()
    print(f"m={m:8d} T={T} final batch loss {loss.item():.4f} |F|max {F.abs().max().item():.2e}: IDI-row drift |du|={du:.2e} |dv|={dv:.2e} "
          f"<= bound 2 delta (e^S-1) = {2*delta*math.expm1(S):.2e} (S={S:.2e}); (6.19) LHS query {lhs:.4f}, key {lhsK:.4f} "
          f"vs shape {math.sqrt(math.log(M1))*(1/M1+1/M2):.4f}")
