# Auditor C, r16: independent re-derivation of thesis (E.54), proof of Thm 6.3.3(b), App. E.4.3 (L8183-8187).
# (W_K p_l)^T (W_Q p_query) <~ (1/M1) (W_K p_s)^T (W_Q p_query), p_l: different IDR pattern, p_s: same IDR pattern.
# Own model from Sec. 6.2 / 6.3.2 / 6.2.3 (eq. 6.1, 6.2, 6.6, Def 6.3.1, Cond 6.3.2 with cyclic tasks, Alg. E.2).
import math, sys, torch
torch.set_default_dtype(torch.float64); torch.set_num_threads(1)

def run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=80, K=0.5, seed=5, steps=4000, a_scale="1/m", dy=2, mab=60, extra=300):
    g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; D = dx + dy
    B = math.ceil(8 * M1 * math.log(M1)); ltr = math.ceil(10 * max(math.log(M1) / alpha, 1 / (beta**2 * alpha)))
    WQ = torch.zeros(mab, D); WK = torch.zeros(mab, D); WV = torch.zeros(mab, D); WV[range(D), range(D)] = delta   # m_a = m_b = mab > d_x + d_y
    WQ[range(dx), range(dx)] = delta; WK[range(dx), range(dx)] = delta
    WO = torch.randn(m, mab, generator=g) / math.sqrt(m)
    s = 1 / m if a_scale == "1/m" else 1 / math.sqrt(m)
    a = s * (2 * torch.randint(0, 2, (m,), generator=g) - 1).double()
    P = [WQ, WK, WV, WO]
    for p in P: p.requires_grad_(True)
    def tok(j, k, kap, y):
        t = torch.zeros(D); t[j] = beta; t[M1 + k] = kap * beta; t[dx] = y; return t   # q = e_1 in R^{dy}, ||q|| = 1
    def batch():   # vectorised sampler of Sec. 6.3.2 with the cyclic tasks (mu_i -> +1, mu_{i+1} -> -1)
        i = torch.randint(0, M1, (B,), generator=g); pa, pb = i, (i + 1) % M1
        z = torch.where(torch.rand(B, generator=g) < 0.5, 1.0, -1.0)
        jq = torch.where(z > 0, pa, pb)
        probs = torch.full((B, M1), (1 - alpha) / (M1 - 2)); probs[torch.arange(B), pa] = alpha / 2; probs[torch.arange(B), pb] = alpha / 2
        js = torch.multinomial(probs, ltr, replacement=True, generator=g)
        y = torch.where(torch.rand(B, ltr, generator=g) < .5, 1.0, -1.0)
        y = torch.where(js == pa[:, None], 1.0, y); y = torch.where(js == pb[:, None], -1.0, y)
        ks = torch.randint(0, M2, (B, ltr + 1), generator=g); kap = (2 * torch.rand(B, ltr + 1, generator=g) - 1) * K
        jall = torch.cat([js, jq[:, None]], 1); yall = torch.cat([y, torch.zeros(B, 1)], 1)
        Pb = torch.zeros(B, D, ltr + 1)
        bi = torch.arange(B)[:, None].expand(B, ltr + 1); ci = torch.arange(ltr + 1)[None].expand(B, ltr + 1)
        Pb[bi, jall, ci] = beta; Pb[bi, M1 + ks, ci] = kap * beta; Pb[bi, torch.full_like(jall, dx), ci] = yall
        return Pb, z
    def F(Pb):
        ctx, q = Pb[:, :, :-1], Pb[:, :, -1]
        sc = torch.einsum('bdi,bd->bi', torch.einsum('ed,bdi->bei', WK, ctx), WQ @ q.T .T if False else (q @ WQ.T))
        at = torch.softmax(sc, 1)
        h = torch.einsum('ed,bdi,bi->be', WV, ctx, at)
        return torch.relu(h @ WO.T) @ a
    ema = None; Tz = None
    for t in range(steps):
        Pb, z = batch()
        loss = torch.clamp(1 - z * F(Pb), min=0).mean()
        for p in P: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in P: p -= eta * p.grad
        ema = float(loss) if ema is None else 0.9 * ema + 0.1 * float(loss)
        if Tz is None and ema < 0.02: Tz = t + 1
        if Tz is not None and t + 1 >= Tz + extra: break   # keep training `extra` steps past zero loss
    # evaluate (E.54) over the prompt configurations of the cyclic tasks
    WQd, WKd = WQ.detach(), WK.detach()
    worst = None; ncross = 0; worst_ratio = -math.inf
    for j in range(M1):
        for z in (1.0, -1.0):
            other = (j + 1) % M1 if z > 0 else (j - 1) % M1
            for k2 in range(M2):
                for kp in (-K, K):
                    qv = WQd @ tok(j, k2, kp, 0.0)
                    same = [float((WKd @ tok(j, k, kap, z)) @ qv) for k in range(M2) for kap in (-K, 0.0, K)]
                    diff = [float((WKd @ tok(aa, k, kap, y)) @ qv) for aa in range(M1) if aa != j
                            for y in ((-z,) if aa == other else (1.0, -1.0)) for k in range(M2) for kap in (-K, 0.0, K)]
                    Smax, Smin, L = max(same), min(same), max(diff)
                    if L > 0 and Smax <= 0:
                        ncross += 1
                        if worst is None or L - Smax > worst[0]: worst = (L - Smax, j, z, k2, kp, Smin, Smax, L)
                    elif Smin > 0: worst_ratio = max(worst_ratio, L / (Smin / M1))
    own = [float(WQd[:, jj] @ WKd[:, jj]) * beta**2 for jj in range(M1)]   # (mu_j,0)W_K^T W_Q(mu_j,0)
    return dict(Tzero=Tz, ema=ema, ncross=ncross, worst=worst, max_ratio_noncross=worst_ratio, own=own, B=B, ltr=ltr)

if __name__ == "__main__":
    args = sys.argv[1:]
    delta = float(args[0]) if args else 0.015
    seeds = [int(x) for x in args[1].split(",")] if len(args) > 1 else [5]
    asc = args[2] if len(args) > 2 else "1/m"
    steps = int(args[3]) if len(args) > 3 else 4000
    for sd in seeds:
        import os
        M1 = int(os.environ.get("M1", 4)); M2 = 2 * M1
        m = int(os.environ.get("m", 80))   # Thm 6.3.3 (i): m >= Omega(M1^2 log M1); 80 = 3.6 M1^2 log M1 at M1 = 4
        r = run(M1=M1, M2=M2, m=m, delta=delta, seed=sd, a_scale=asc, steps=steps)
        print(f"M1={M1} M2={M2} m={m} (m/(M1^2 log M1) = {m/(M1**2*math.log(M1)):.2f})", end=" ")
        print(f"delta={delta} seed={sd} a={asc}", r, flush=True)
