"""Auditor B, round 19: thesis (E.6) L8009 and (E.10) L8017 (Lemma E.4.5), own model from Chapter 6.

Model (6.2): F = a^T relu(W_O sum_{i<=l} W_V p_i attn_i), attn = softmax_i((W_K p_i)^T W_Q p_query), hinge loss,
init Sec. 6.2.3 (W_V diag delta, W_Q/W_K first d_x diag delta, W_O ~ N(0, 1/m), a = +-1/m fixed), data (6.6),
training prompts Sec. 6.3.2 (decisive patterns alpha/2 each, others (1-alpha)/(M1-2)), cyclic T_tr (Condition 6.3.2),
SGD (E.2). Nothing imported from the repository.

Left side (E.6) as printed: (mu_j,0)^T eta sum_{b=0}^{t0} (1/B) sum_{n in B_b} dl/dW_Q |_{W^(t0)} (mu_j,0)  (x_query = mu_j)
  reading 'at W^(b)': each batch's gradient at its own iterate (= the accumulated gradient steps).
  reading 'update sign': minus either of them.
Left side (E.10): (mu_j,0)^T eta (1/B) sum_{n in B_b} dl/dW_K |_{W^(t0+1)} p_q, p_q = (mu_j, +-q), b = t0+1 (and b = t0).
Right side: eta/M1 sum_{b<=t0} zeta_b delta gamma_b beta^4 with zeta_b = smallest POSITIVE value inside the Relu over all
neurons and all n (Table E.2) -- or min over all (Def. E.4.4 literal); gamma_b = max_n (1 - attention on same-IDR contexts).
Usage: python eqE_6_10.py M1 M2 beta m B l nseed [delta eta alpha T]
"""
import sys
import numpy as np
import torch

torch.set_default_dtype(torch.float64)
torch.set_num_threads(1)


def make_batch(rng, B, l, M1, M2, beta, alpha, K, dy, tasks, qvec):
    dx = M1 + M2
    D = dx + dy
    P = np.zeros((B, l + 1, D))
    z = np.zeros(B)
    ctx_pat = np.zeros((B, l), dtype=int)
    qpat = np.zeros(B, dtype=int)
    # each IDR pattern equally likely for the query within the batch
    qp = np.array([n % M1 for n in range(B)])
    rng.shuffle(qp)
    for n in range(B):
        a_, b_ = tasks[rng.integers(len(tasks))]
        def lab(j):
            if j == a_:
                return 1.0
            if j == b_:
                return -1.0
            return float(rng.choice([-1.0, 1.0]))
        probs = np.full(M1, (1 - alpha) / (M1 - 2) if M1 > 2 else 0.0)
        probs[a_] = alpha / 2
        probs[b_] = alpha / 2
        probs = probs / probs.sum()
        for s in range(l):
            j = rng.choice(M1, p=probs)
            k = rng.integers(M2)
            kap = rng.uniform(-K, K)
            P[n, s, j] = beta
            P[n, s, M1 + k] += kap * beta
            P[n, s, dx:] = lab(j) * qvec
            ctx_pat[n, s] = j
        j = qp[n]
        k = rng.integers(M2)
        P[n, l, j] = beta
        P[n, l, M1 + k] += rng.uniform(-K, K) * beta
        z[n] = lab(j)
        qpat[n] = j
    return torch.tensor(P), torch.tensor(z), ctx_pat, qpat


def forward(W, P):
    WQ, WK, WV, WO, a = W
    ctx = P[:, :-1, :]
    pq = P[:, -1, :]
    Kc = ctx @ WK.T                     # B x l x ma
    Qq = pq @ WQ.T                      # B x ma
    sc = torch.einsum('bla,ba->bl', Kc, Qq)
    att = torch.softmax(sc, dim=1)
    Vc = ctx @ WV.T                     # B x l x mb
    u = torch.einsum('bl,blm->bm', att, Vc)
    pre = u @ WO.T                      # B x m
    F = torch.relu(pre) @ a
    return F, pre, att


def loss(W, P, z):
    F, _, _ = forward(W, P)
    return torch.clamp(1 - z * F, min=0).mean()


def grads(W, P, z):
    Wg = [w.detach().clone().requires_grad_(True) for w in W]
    L = loss(Wg, P, z)
    g = torch.autograd.grad(L, Wg[:4])
    return g


def run(seed, M1, M2, beta, m, B, l, delta=0.2, eta=1.0, alpha=0.8, T=63, K=0.5, dy=2, checkpoints=(1, 2, 4, 8, 16, 32, 62)):
    rng = np.random.default_rng(seed)
    torch.manual_seed(seed)
    dx = M1 + M2
    D = dx + dy
    ma = mb = D + 2
    qvec = np.zeros(dy); qvec[0] = 1.0
    tasks = [(j, (j + 1) % M1) for j in range(M1)]   # cyclic T_tr, Condition 6.3.2
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(mb, D)
    for i in range(dx):
        WQ[i, i] = delta; WK[i, i] = delta
    for i in range(D):
        WV[i, i] = delta
    WO = torch.randn(m, mb) / np.sqrt(m)
    a = torch.tensor(rng.choice([-1.0, 1.0], size=m) / m)
    batches = [make_batch(rng, B, l, M1, M2, beta, alpha, K, dy, tasks, qvec) for _ in range(T + 1)]
    Ws = [[WQ, WK, WV, WO, a]]
    gs = []
    for t in range(T + 1):
        W = Ws[-1]
        P, z, _, _ = batches[t]
        g = grads(W, P, z)
        gs.append(g)
        Ws.append([W[0] - eta * g[0], W[1] - eta * g[1], W[2] - eta * g[2], W[3] - eta * g[3], a])
    # zeta_b, gamma_b over all n of the training set (all batches) at W^(b)
    allP = torch.cat([b[0] for b in batches]); allq = np.concatenate([b[3] for b in batches])
    allctx = np.concatenate([b[2] for b in batches])
    zpos, zmin, gam = [], [], []
    for b in range(T + 1):
        with torch.no_grad():
            _, pre, att = forward(Ws[b], allP)
        pre = pre.numpy(); att = att.numpy()
        zpos.append(pre[pre > 0].min())
        zmin.append(pre.min())
        same = (allctx == allq[:, None])
        gam.append((1 - (att * same).sum(1)).max())
    zpos, zmin, gam = map(np.array, (zpos, zmin, gam))
    mus = [torch.zeros(ma) for _ in range(M1)]
    mud = [torch.zeros(D) for _ in range(M1)]
    for j in range(M1):
        mus[j][j] = beta; mud[j][j] = beta
    out = {}
    for t0 in checkpoints:
        if t0 + 1 > T:
            continue
        # printed: gradients of batches 0..t0 at W^(t0)
        GQ = sum(grads(Ws[t0], batches[b][0], batches[b][1])[0] for b in range(t0 + 1))
        GQb = sum(gs[b][0] for b in range(t0 + 1))     # at own iterate W^(b)
        e6 = np.array([eta * float(mus[j] @ GQ @ mud[j]) for j in range(M1)])
        e6b = np.array([eta * float(mus[j] @ GQb @ mud[j]) for j in range(M1)])
        rhs_pos = eta / M1 * np.sum(zpos[:t0 + 1] * delta * gam[:t0 + 1] * beta ** 4)
        rhs_min = eta / M1 * np.sum(zmin[:t0 + 1] * delta * gam[:t0 + 1] * beta ** 4)
        # (E.10): batch b at W^(t0+1), p_q = (mu_j, +-q)
        e10 = {}
        for bb in (t0 + 1, t0):
            GK = grads(Ws[t0 + 1], batches[bb][0], batches[bb][1])[1]
            vals = []
            for j in range(M1):
                for sgn in (1.0, -1.0):
                    pq = mud[j].clone(); pq[dx:] = sgn * torch.tensor(qvec)
                    vals.append(eta * float(mus[j] @ GK @ pq))
            e10[bb - t0] = np.array(vals)
        out[t0] = dict(e6=e6, e6b=e6b, rhs_pos=rhs_pos, rhs_min=rhs_min, e10=e10)
    return out


if __name__ == '__main__':
    args = sys.argv[1:]
    M1, M2 = int(args[0]), int(args[1]); beta = float(args[2]); m = int(args[3]); B = int(args[4]); l = int(args[5])
    nseed = int(args[6])
    delta = float(args[7]) if len(args) > 7 else 0.2
    eta = float(args[8]) if len(args) > 8 else 1.0
    alpha = float(args[9]) if len(args) > 9 else 0.8
    T = int(args[10]) if len(args) > 10 else 63
    cps = tuple(c for c in (1, 2, 4, 8, 16, 32, 62) if c + 1 <= T)
    print(f'M1={M1} M2={M2} beta={beta} m={m} B={B} l={l} delta={delta} eta={eta} alpha={alpha} T={T}')
    print(f'hyp: m>=M1^2 log M1={M1**2*np.log(M1):.1f}  B vs M1 log M1={M1*np.log(M1):.1f}  '
          f'l vs max(log M1/alpha,1/(beta^2 alpha))={max(np.log(M1)/alpha, 1/(beta**2*alpha)):.2f}')
    res = [run(1000 + s, M1, M2, beta, m, B, l, delta, eta, alpha, T, checkpoints=cps) for s in range(nseed)]
    for t0 in cps:
        r = [x[t0] for x in res]
        lo = np.array([x['e6'].min() for x in r]); hi = np.array([x['e6'].max() for x in r])
        lob = np.array([x['e6b'].min() for x in r]); hib = np.array([x['e6b'].max() for x in r])
        rp = np.array([x['rhs_pos'] for x in r]); rm = np.array([x['rhs_min'] for x in r])
        e10a = np.array([x['e10'][1].min() for x in r]); e10a_hi = np.array([x['e10'][1].max() for x in r])
        e10b = np.array([x['e10'][0].min() for x in r])
        print(f't0={t0:3d} E6 printed: min_j<=0 on {np.sum(lo <= 0)}/{len(r)} (median min_j {np.median(lo):.3e}); '
              f'update sign (-max_j>=0 ... ) min_j(-.)<=0 on {np.sum(-hi <= 0)}/{len(r)} | '
              f'at W^(b): {np.sum(lob <= 0)}/{len(r)}, neg-sign {np.sum(-hib <= 0)}/{len(r)} | '
              f'RHS(TableE.2) median {np.median(rp):.3e} min {rp.min():.3e}; RHS(DefE.4.4) max {rm.max():.3e} | '
              f'E10 b=t0+1: min<=0 on {np.sum(e10a <= 0)}/{len(r)}, neg-sign {np.sum(-e10a_hi <= 0)}/{len(r)}; '
              f'b=t0: {np.sum(e10b <= 0)}/{len(r)}')
        if t0 == 1:
            for i, x in enumerate(r[:4]):
                print('   seed', 1000 + i, 'E6 per j', np.array2string(x['e6'], precision=3), 'RHS+', f"{x['rhs_pos']:.3e}",
                      'E10 per (j,+-q)', np.array2string(x['e10'][1], precision=3))
