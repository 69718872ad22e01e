"""Audit C of thesis.ch6.eqE.122 (conditional entry): for i in W_n (E.31, lucky at t = 0), W_O(i)^(t) V_n(t) > 0 at later t?
Own torch model (6.2): F = a^T relu(W_O sum_{i<=l} W_V p_i softmax_i(p_i^T W_K^T W_Q p_q)), hinge, SGD (B = 16, eta = 1),
init Sec. 6.2.3 (W_V = delta I, W_K = W_Q = delta I on the data block, W_O ~ N(0, 1/m), a = +-1/m fixed), data (6.6)/(6.7),
prompts L1790ff (decisive mu_a, mu_b w.p. alpha/2, others (1-alpha)/(M1-2), nu_k uniform, kappa ~ U(-K, K)), y = +-q."""
import sys, math
import torch
torch.set_default_dtype(torch.float64)
def run(M1, M2, mfac, seed, T=30, B=16, l=8, eta=1.0, delta=0.2, beta=1.0, alpha=0.5, K=0.5, dy=4, nprobe=32):
    g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; D = dx + dy; m = int(math.ceil(mfac * M1**2 * math.log(M1)))
    q = torch.zeros(dy); q[0] = 1.0
    def prompt():
        a_, b_ = torch.randperm(M1, generator=g)[:2].tolist()
        qa = a_ if torch.rand(1, generator=g) < .5 else b_
        def x_of(j):
            v = torch.zeros(D); v[j] = beta; k = int(torch.randint(0, M2, (1,), generator=g)); v[M1 + k] = beta * (2 * K * float(torch.rand(1, generator=g)) - K); return v
        def lab(j):
            return 1.0 if j == a_ else -1.0 if j == b_ else (1.0 if torch.rand(1, generator=g) < .5 else -1.0)
        P = []
        others = [j for j in range(M1) if j not in (a_, b_)]
        for _ in range(l):
            u = float(torch.rand(1, generator=g))
            j = a_ if u < alpha / 2 else b_ if u < alpha else others[int(torch.randint(0, len(others), (1,), generator=g))]
            v = x_of(j); v[dx:] = lab(j) * q; P.append(v)
        pq = x_of(qa)
        return torch.stack(P, 1), pq, lab(qa)
    WV = delta * torch.eye(D); WK = torch.zeros(D, D); WK[:dx, :dx] = delta * torch.eye(dx); WQ = WK.clone()
    WO = torch.randn(m, D, generator=g) / m**.5; a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m
    probes = [prompt() for _ in range(nprobe)]
    def V(P, pq, WV, WK, WQ):
        s = torch.softmax((WK @ P).T @ (WQ @ pq), 0); return WV @ P @ s
    lucky = []
    for n, (P, pq, z) in enumerate(probes):
        v = V(P, pq, WV, WK, WQ)
        for i in range(m):
            if WO[i, :dx] @ v[:dx] > 0 and WO[i, dx:] @ v[dx:] > 0 and a[i] > 0:
                lucky.append((n, i))
    off = set(); offz = set(); init = {}
    for (n, i) in lucky:
        P, pq, z = probes[n]; init[(n, i)] = float(WO[i] @ V(P, pq, WV, WK, WQ))
    worst = {}
    params = [WO, WV, WK, WQ]
    for t in range(T):
        batch = [prompt() for _ in range(B)]
        pr = [p.clone().requires_grad_(True) for p in params]
        loss = sum(torch.clamp(1 - z * (a @ torch.relu(pr[0] @ V(P, pq, pr[1], pr[2], pr[3]))), min=0) for P, pq, z in batch) / B
        gs = torch.autograd.grad(loss, pr); params = [p - eta * gg for p, gg in zip(params, gs)]
        with torch.no_grad():
            for (n, i) in lucky:
                P, pq, z = probes[n]
                val = float(params[0][i] @ V(P, pq, *params[1:]))
                if val <= 0:
                    worst[(n, i)] = min(worst.get((n, i), 0.0), val)
                    off.add((n, i)); offz.add((n, i)) if z > 0 else None
    npos = sum(1 for (n, i) in lucky if probes[n][2] > 0)
    ex = sorted(worst.items(), key=lambda kv: kv[1])[:3]
    print('   examples (n, i): initial pre-activation -> most negative later:', [(k, f'{init[k]:.2e}', f'{v:.2e}') for k, v in ex])
    return m, len(lucky), len(off) / max(len(lucky), 1), len(offz) / max(npos, 1), float(loss.detach())
for (M1, M2, mfac, seed) in ((3, 2, 1, 0), (4, 3, 1, 2), (4, 3, 4, 1), (5, 4, 2, 3)):
    m, nl, fo, foz, L = run(M1, M2, mfac, seed)
    print(f"M1={M1} M2={M2} m={m} seed={seed}: lucky pairs {nl}, switched off at some t<=30: {fo:.2f} (z=+1 prompts: {foz:.2f}); last batch loss {L:.3f}")
