# Referee C: own torch re-implementation of thesis Ch. 6 model (6.2), training (Sec. 6.2.3 / Subroutine 2),
# in-domain data (6.6), cyclic tasks (Cond. 6.3.2), OOD data (6.8) with Theorem 6.3.4's ODR/ODI families.
# No thmcheck code used.
import math, sys, json
import torch
torch.set_default_dtype(torch.float64)

def run(seed=5, M1=2, M2=4, m=50, delta=0.2, beta=math.sqrt(2), alpha=0.8, alpha_p=0.8, cT=60.0, cB=6.0,
        l_tr=18, l_ts=9, dy=2, K=0.5, Kp=1.0, eta=1.0, odr="swap", ctx="exact", n_ood=400, a_scale="1/m",
        odi="rot", verbose=False, train_ctx="cat"):
    g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; d = dx + dy
    E = torch.eye(dx)
    mu = beta * E[:M1]            # IDR patterns
    nu = beta * E[M1:]            # IDI patterns
    q = torch.zeros(dy); q[0] = 1.0
    B = math.ceil(cB * M1 * math.log(M1))
    T = math.ceil(cT * M1 * delta ** (-2/3) * beta ** (-2/3) * alpha ** (-2/3) * math.sqrt(math.log(M1)) / eta)
    # tasks: cyclic, task i maps mu_i -> +1, mu_{i+1} -> -1
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    # init
    ma = mb = d
    WQ = torch.zeros(ma, d); WK = torch.zeros(ma, d); WV = torch.zeros(mb, d)
    for i in range(dx): WQ[i, i] = delta; WK[i, i] = delta
    for i in range(d): WV[i, i] = delta
    WO = torch.randn(m, mb, generator=g) / math.sqrt(m)
    sgn = torch.where(torch.rand(m, generator=g) < 0.5, -1.0, 1.0)
    a = sgn / m if a_scale == "1/m" else sgn / math.sqrt(m)
    params = [WQ, WK, WV, WO]
    for p in params: p.requires_grad_(True)

    def F(P, ret_attn=False):   # P: (n, l+1, d), last is query
        ctxs = P[:, :-1, :]; qv = P[:, -1, :]
        s = torch.einsum('nld,ad,ae,ne->nl', ctxs, WK, WQ, qv)
        at = torch.softmax(s, dim=1)
        h = torch.einsum('nl,nld->nd', at, ctxs) @ WV.T @ WO.T
        out = torch.relu(h) @ a
        return (out, at, s) if ret_attn else out

    def make_prompts(n, l, pats, noise, kap, task_list, ctx_mode, fracp):
        # pats: (M, dx) relevant pattern vectors; noise: (M2, dx) irrelevant; task_list: list of (a,b)
        P = torch.zeros(n, l + 1, d); z = torch.zeros(n); same = torch.zeros(n, l, dtype=torch.bool)
        for k in range(n):
            ta, tb = task_list[int(torch.randint(len(task_list), (1,), generator=g))]
            jq = ta if torch.rand(1, generator=g) < 0.5 else tb
            def lab(j):
                if j == ta: return 1.0
                if j == tb: return -1.0
                return 1.0 if torch.rand(1, generator=g) < 0.5 else -1.0
            def x_of(j):
                kk = int(torch.randint(noise.shape[0], (1,), generator=g))
                kap_v = (2 * torch.rand(1, generator=g) - 1) * kap
                return pats[j] + kap_v * noise[kk]
            P[k, -1, :dx] = x_of(jq); z[k] = lab(jq)
            M = pats.shape[0]
            if ctx_mode == "exact":   # exactly ceil(fracp/2 * l) with the query's pattern, others the partner / others
                nsame = math.ceil(fracp / 2 * l)
                other = tb if jq == ta else ta
                js = [jq] * nsame
                for _ in range(l - nsame):
                    if M > 2 and torch.rand(1, generator=g) > fracp:
                        rest = [j for j in range(M) if j not in (ta, tb)]
                        js.append(rest[int(torch.randint(len(rest), (1,), generator=g))])
                    else:
                        js.append(other)
                perm = torch.randperm(l, generator=g).tolist(); js = [js[p] for p in perm]
            elif ctx_mode == "catq1":  # each context: the query's pattern w.p. fracp, else the partner (M = 2)
                other = tb if jq == ta else ta
                js = [jq if float(torch.rand(1, generator=g)) < fracp else other for _ in range(l)]
            elif ctx_mode == "catnull":  # M = 2: decisive fracp/2 each, the rest (1 - fracp) a pattern-free context
                js = []
                for _ in range(l):
                    r = float(torch.rand(1, generator=g))
                    js.append(ta if r < fracp / 2 else (tb if r < fracp else -1))
            elif ctx_mode == "catq":  # each context: the query's pattern w.p. fracp/2, else the partner (M = 2)
                other = tb if jq == ta else ta
                js = [jq if float(torch.rand(1, generator=g)) < fracp / 2 else other for _ in range(l)]
            else:  # categorical: decisive alpha/2 each, others (1-alpha)/(M-2); at M = 2: 1/2 each
                js = []
                for _ in range(l):
                    if M == 2: js.append(ta if torch.rand(1, generator=g) < 0.5 else tb)
                    else:
                        r = float(torch.rand(1, generator=g))
                        if r < fracp / 2: js.append(ta)
                        elif r < fracp: js.append(tb)
                        else:
                            rest = [j for j in range(M) if j not in (ta, tb)]
                            js.append(rest[int(torch.randint(len(rest), (1,), generator=g))])
            for i, j in enumerate(js):
                if j < 0:
                    kk = int(torch.randint(noise.shape[0], (1,), generator=g))
                    P[k, i, :dx] = (2 * torch.rand(1, generator=g) - 1) * kap * noise[kk]
                    P[k, i, dx:] = (1.0 if torch.rand(1, generator=g) < 0.5 else -1.0) * q
                else:
                    P[k, i, :dx] = x_of(j); P[k, i, dx:] = lab(j) * q
                same[k, i] = (j == jq)
        return P, z, same

    ema = None
    for t in range(T):
        P, z, _ = make_prompts(B, l_tr, mu, nu, K, tasks, train_ctx, alpha)
        loss = torch.clamp(1 - z * F(P), min=0).mean()
        for p in params:
            if p.grad is not None: p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params: p -= eta * p.grad
        ema = loss.item() if ema is None else 0.9 * ema + 0.1 * loss.item()
    # training check
    with torch.no_grad():
        P, z, _ = make_prompts(400, l_tr, mu, nu, K, tasks, train_ctx, alpha)
        Ftr = F(P); tr_loss = torch.clamp(1 - z * Ftr, min=0).mean().item(); tr_zF = z * Ftr; e64 = (-Ftr[z < 0]).min().item(); e63 = Ftr[z > 0].min().item()
        # OOD patterns
        if odr == "swap":
            Kmat = torch.tensor([[0.0, 1.0], [1.0, 0.0]]) if M1 == 2 else None
        elif odr == "identity":
            Kmat = torch.eye(M1)
        mup = Kmat @ mu   # rows: mu'_j = sum_i k_ji mu_i
        if odi == "rot":
            Qr, _ = torch.linalg.qr(torch.randn(M2, M2, generator=g))
            nup = Qr @ nu
        else:
            nup = nu.clone()
        otasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
        P, z, same = make_prompts(n_ood, l_ts, mup, nup, Kp, otasks, ctx, alpha_p)
        Fo, at, s = F(P, True)
        gam = 1 - (at * same).sum(1)
        pos = z > 0
        i_min = torch.argmin(torch.where(pos, Fo, torch.tensor(1e9)))
        res = dict(seed=seed, T=T, B=B, ema=ema, tr_loss=tr_loss, tr_minzF=tr_zF.min().item(), e64_lhs=e64, e63_lhs=e63, tr_frac_below1=(tr_zF < 1).double().mean().item(),
                   ood_loss=torch.clamp(1 - z * Fo, min=0).mean().item(), ood_err=(z * Fo <= 0).double().mean().item(),
                   minF_pos=Fo[i_min].item(), gamma_at_min=gam[i_min].item(), gamma_max=gam.max().item(),
                   gamma_med=gam.median().item(), n_pos_neg=int(((z > 0) & (Fo < 0)).sum()), n_pos=int(pos.sum()),
                   nsame_at_min=int(same[i_min].sum()),
                   n_prompts_nsame0=int((same.sum(1) == 0).sum()),
                   n_below_hyp=int((same.sum(1) < math.ceil(alpha_p / 2 * l_ts)).sum()),
                   minF_pos_hyp_ok=Fo[pos & (same.sum(1) >= math.ceil(alpha_p / 2 * l_ts))].min().item(),
                   minF_pos_nonempty=Fo[pos & (same.sum(1) >= 1)].min().item())
        # diagnose worst prompt
        if verbose:
            Pw = P[i_min]; print('query x', Pw[-1, :dx].numpy().round(3))
            for i in range(l_ts):
                print(' ctx', Pw[i, :dx].numpy().round(2), 'y', Pw[i, dx:].numpy().round(1), 'same', bool(same[i_min, i]),
                      'score %.3f attn %.3f' % (s[i_min, i].item(), at[i_min, i].item()))
            A = (WK.T @ WQ)[:dx, :dx]
            print('W_K^T W_Q (x-block):\n', A.numpy().round(3))
        return res

if __name__ == "__main__":
    kw = json.loads(sys.argv[1]) if len(sys.argv) > 1 else {}
    print(json.dumps(run(**kw)))
