"""Auditor A r27: thesis.ch6.eq6.19-M1cert (seed 003 L1877-L1886, Prop. 6.4.1 (6.19)).
Own torch float64 model of (6.1)-(6.2), data (6.6)-(6.7), prompts L1790-L1797, init L1727, SGD (hinge) with eta = 1 on
W_Q, W_K, W_V, W_O. Training IDI patterns are drawn from S = [M2] minus {k0} ("arbitrarily selected", (6.6)).
Patterns in a random orthonormal frame of R^{d_x} (not coordinate-aligned). Nothing imported from the repository."""
import math, sys
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

def run(M1, seed, T=None, B=32, ltr=None, eta=1.0, beta=3.0, delta=0.2, K=0.5, alpha=0.8):
    g = torch.Generator().manual_seed(seed)
    M2 = 4 * M1; dx = M1 + M2; dy = 1; ma = mb = dx + dy + 1
    m = max(8, math.ceil(M1 ** 2 * math.log(M1)))
    ltr = ltr or max(8, math.ceil(4 * math.log(M1) / alpha))
    T = T or math.ceil(120 * M1 * math.sqrt(math.log(M1)))
    Qf, _ = torch.linalg.qr(torch.randn(dx, dx, generator=g))
    mu = [beta * Qf[:, j] for j in range(M1)]; nu = [beta * Qf[:, M1 + k] for k in range(M2)]
    k0 = M2 - 1; S = list(range(M2 - 1))
    q = torch.ones(dy)
    WQ = torch.zeros(ma, dx + dy); WK = torch.zeros(ma, dx + dy); WV = torch.zeros(mb, dx + dy)
    for i in range(dx): WQ[i, i] = delta; WK[i, i] = delta
    for i in range(dx + dy): WV[i, i] = delta
    WO = torch.randn(m, mb, generator=g) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m
    tasks = [(i, (i + 1) % M1) for i in range(M1)]          # cyclic T_tr: Condition 6.3.2 exact
    def U(lo, hi, n): return lo + (hi - lo) * torch.rand(n, generator=g)
    def token(j, k, kap): return mu[j] + kap * nu[k]
    def prompt():
        ta, tb = tasks[int(torch.randint(0, M1, (1,), generator=g))]
        f = lambda j: 1.0 if j == ta else -1.0 if j == tb else float(torch.randint(0, 2, (1,), generator=g)) * 2 - 1
        cols = []
        probs = torch.full((M1,), (1 - alpha) / (M1 - 2) if M1 > 2 else 0.0); probs[ta] = probs[tb] = alpha / 2
        for _ in range(ltr):
            j = int(torch.multinomial(probs, 1, generator=g)); k = S[int(torch.randint(0, len(S), (1,), generator=g))]
            x = token(j, k, float(U(-K, K, 1))); cols.append(torch.cat([x, f(j) * q]))
        jq = (ta, tb)[int(torch.randint(0, 2, (1,), generator=g))];   # query IDR uniform on the decisive pair
        kq = S[int(torch.randint(0, len(S), (1,), generator=g))]
        pq = torch.cat([token(jq, kq, float(U(-K, K, 1))), torch.zeros(dy)])
        return torch.stack(cols, 1), pq, f(jq)
    params = [WQ, WK, WV, WO]
    for p in params: p.requires_grad_()
    def F(P, pq):
        s = torch.softmax((WK @ P).T @ (WQ @ pq), 0)
        return a @ torch.relu(WO @ (WV @ P @ s))
    e = torch.cat([nu[k0] / beta, torch.zeros(dy)])
    for t in range(T):
        loss = 0
        for _ in range(B):
            P, pq, z = prompt()
            loss = loss + torch.clamp(1 - z * F(P, pq), min=0) / B
        for p in params: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params: p -= eta * p.grad
    with torch.no_grad():
        eq = torch.cat([e, torch.zeros(ma - dx - dy)])      # [nu_k0/beta; 0] in R^{m_a}
        dev_row = max(float((eq @ W - delta * e).abs().max()) for W in (WQ, WK))
        dev_col = max(float((W @ e - delta * eq).abs().max()) for W in (WQ, WK))
        # lhs for the unseen pattern: query token with W_Q, context token (+-q) with W_K, kappa = +-0.99 K
        b = torch.cat([nu[k0], torch.zeros(ma - dx)])
        lhs_unseen = []
        for j in range(M1):
            for kap in (0.99 * K, -0.99 * K):
                pq = torch.cat([token(j, k0, kap), torch.zeros(dy)])
                lhs_unseen.append(float((b @ (WQ @ pq)).abs()))
                for sgn in (1, -1):
                    pi = torch.cat([token(j, k0, kap), sgn * q])
                    lhs_unseen.append(float((b @ (WK @ pi)).abs()))
        lhs_seen = []
        for k in S[:5]:
            bk = torch.cat([nu[k], torch.zeros(ma - dx)])
            for j in range(M1):
                pq = torch.cat([token(j, k, 0.99 * K), torch.zeros(dy)])
                lhs_seen.append(float((bk @ (WQ @ pq)).abs()))
        # held-out test hinge on the training law (the model learns)
        hl = 0
        for _ in range(200):
            P, pq, z = prompt(); hl += float(torch.clamp(1 - z * F(P, pq), min=0)) / 200
    shape = math.sqrt(math.log(M1)) * (1 / M1 + 1 / M2)
    exact = delta * 0.99 * K * beta ** 2
    print(f"M1={M1} M2={M2} m={m} l_tr={ltr} B={B} T={T}: test hinge {hl:.3f}; max|row_e - delta e|={dev_row:.1e}, max|col_e - delta e|={dev_col:.1e}; "
          f"lhs(unseen nu_k0) max={max(lhs_unseen):.6f} min={min(lhs_unseen):.6f} vs delta kappa beta^2={exact:.6f}; lhs(seen, own nu_k) max={max(lhs_seen):.4f}; "
          f"shape={shape:.4f} ratio={max(lhs_unseen)/shape:.2f}")

for M1 in [int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else "3,4,6").split(",")]:
    run(M1, seed=M1)
print("closed form, delta = 0.2, K = 1/2, kappa = 0.99 K, beta = 3: lhs = 0.891; ratio to sqrt(ln M1)(1/M1 + 1/M2), M2 = 4 M1:")
print(", ".join(f"M1={M1}: {0.891 / (math.sqrt(math.log(M1)) * (1/M1 + 1/(4*M1))):.3g}" for M1 in (2, 4, 16, 64, 1000, 10**6)))
