"""Auditor C: own torch implementation of the thesis Chapter 6 model (Sec. 6.2-6.3.2, App. E (E.30)-(E.35)), no
repository code. Data (6.6): x = mu_j + kappa nu_k, ||mu|| = ||nu|| = beta, kappa ~ U(-K, K); tasks: ALL M1(M1-1) tasks
of Def. 6.3.1 (Condition 6.3.2 holds: each mu_j maps to each label in M1-1 = |T_tr|/M1 tasks); training prompt: task
(a, b) uniform, query IDR mu_a (z = +1) or mu_b (z = -1) w.p. 1/2; contexts IDR mu_a, mu_b w.p. alpha/2 each, others
(1-alpha)/(M1-2), labels by the task (random for other IDRs), Embd(+-1) = +-q, q = 1 (d_y = 1).
Model (6.2) with (E.30)'s l+1 columns: F = a^T Relu(W_O sum_s W_V p_s softmax_s((W_K p_s)^T W_Q p_q)); m_a = m_b = d_x + d_y;
init Sec. 6.2.3: W_V = delta I, W_Q = W_K = delta on the first d_x diagonal entries, W_O ~ N(0, 1/m), a = +-1/m fixed.
Hinge loss, SGD (all of W_Q, W_K, W_V, W_O), batch B, step eta; trained until the batch-hinge EMA < tol.
Lucky sets at initialisation per training prompt n (E.31)/(E.32); W, U their unions (E.35)."""
import sys
import torch
torch.set_num_threads(1)

def run(M1=4, M2=4, beta=1.0, alpha=0.8, Kk=0.5, delta=0.2, m=100, B=32, l=12, eta=1.0, tol=0.02, seed=0, maxT=4000,
        a_scale=None):
    g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; D = dx + 1
    tasks = [(a, b) for a in range(M1) for b in range(M1) if a != b]
    def batch(n):
        t = torch.randint(len(tasks), (n,), generator=g)
        A_ = torch.tensor([tasks[i][0] for i in t]); B_ = torch.tensor([tasks[i][1] for i in t])
        z = torch.where(torch.rand(n, generator=g) < 0.5, 1.0, -1.0)
        jq = torch.where(z > 0, A_, B_)
        u = torch.rand(n, l, generator=g)
        oth = torch.randint(M1 - 2, (n, l), generator=g)
        # map oth in [0, M1-2) to patterns other than a, b
        allp = torch.arange(M1).expand(n, M1)
        mask = (allp != A_[:, None]) & (allp != B_[:, None])
        others = allp[mask].reshape(n, M1 - 2)
        jc = torch.where(u < alpha / 2, A_[:, None], torch.where(u < alpha, B_[:, None], torch.gather(others, 1, oth)))
        yc = torch.where(jc == A_[:, None], 1.0, torch.where(jc == B_[:, None], -1.0,
                         torch.where(torch.rand(n, l, generator=g) < 0.5, 1.0, -1.0)))
        J = torch.cat([jc, jq[:, None]], 1)
        kap = (torch.rand(n, l + 1, generator=g) * 2 - 1) * Kk
        kk = torch.randint(M2, (n, l + 1), generator=g)
        P = torch.zeros(n, l + 1, D)
        P.scatter_(2, J[..., None], beta)
        P.scatter_add_(2, (M1 + kk)[..., None], (kap * beta)[..., None])
        P[:, :l, dx] = yc
        return P, z, J, jq
    WQ = torch.zeros(D, D); WK = torch.zeros(D, D)
    for i in range(dx):
        WQ[i, i] = WK[i, i] = delta
    WV = delta * torch.eye(D)
    WO = torch.randn(m, D, generator=g) / m ** 0.5
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) * (a_scale if a_scale else 1.0 / m)
    WO0, WV0, WQ0, WK0 = WO.clone(), WV.clone(), WQ.clone(), WK.clone()
    params = [p.requires_grad_() for p in (WQ, WK, WV, WO)]

    def Vn(P, WQ, WK, WV):
        q = P[:, -1, :]
        s = torch.einsum('nsd,ed,ef,nf->ns', P, WK, WQ, q)
        att = torch.softmax(s, 1)
        return torch.einsum('ns,ed,nsd->ne', att, WV, P)
    hist = []   # training prompts, for the lucky sets and the replay
    ema = 1.0
    for t in range(maxT):
        P, z, J, jq = batch(B)
        with torch.no_grad():
            V0 = Vn(P, WQ0, WK0, WV0)
            o1 = (WO0[:, :dx] @ V0[:, :dx].T) > 0          # (m, n)
            o2 = (WO0[:, dx:] @ V0[:, dx:].T) > 0
            Wn = o1 & o2 & (a[:, None] > 0); Un = o1 & o2 & (a[:, None] < 0)
        hist.append((P, z, J, jq, Wn, Un))
        F = torch.relu(Vn(P, WQ, WK, WV) @ WO.T) @ a
        loss = torch.clamp(1 - z * F, min=0).mean()
        for p in params:
            p.grad = None
        loss.backward()
        with torch.no_grad():
            for p in params:
                p -= eta * p.grad
        ema = 0.9 * ema + 0.1 * float(loss)
        if ema < tol and t > 20:
            break
    return dict(T=t + 1, ema=ema, hist=hist, WQ=WQ.detach(), WK=WK.detach(), WV=WV.detach(), WO=WO.detach(), a=a,
                dx=dx, M1=M1, Vn=Vn, batch=batch)

def analyse(r):
    dx = r['dx']
    R = r['WO'] @ r['WV']                       # rows r_i = W_O(i) W_V
    Wall = torch.zeros(R.shape[0], dtype=torch.bool); Uall = Wall.clone()
    for (P, z, J, jq, Wn, Un) in r['hist']:
        Wall |= Wn.any(1); Uall |= Un.any(1)
    e49_u, e49_n, e58_u, e58_n = [], [], [], []
    e59 = 0; e59_n = 0; npos = 0; e59_max = 0.0
    for (P, z, J, jq, Wn, Un) in r['hist']:
        vals = torch.einsum('id,nsd->nis', R, P)    # r_i . p_s
        V = r['Vn'](P, r['WQ'], r['WK'], r['WV'])
        pre = V @ r['WO'].T                          # (n, m)
        for n in range(P.shape[0]):
            if z[n] < 0:
                continue
            npos += 1
            same = (J[n] == jq[n]); same[-1] = False   # context columns with the query's IDR (label +q)
            lab = (P[n, :, dx] > 0)                    # context columns with y = +q
            if same.any():
                v = vals[n][:, same].min(1).values     # per neuron least over those tokens
                e49_u.append(v[Wall].min()); 
                if Wn[:, n].any():
                    e49_n.append(v[Wn[:, n]].min())
            if lab.any():
                v = vals[n][:, lab].max(1).values
                e58_u.append(v[Uall].max())
                if Un[:, n].any():
                    e58_n.append(v[Un[:, n]].max())
            mx = torch.relu(pre[n][Uall]).max()
            e59 += bool(mx > 0); e59_max = max(e59_max, float(mx))
            if Un[:, n].any():
                e59_n += bool(torch.relu(pre[n][Un[:, n]]).max() > 0)
    f = lambda L: (float(torch.stack(L).min()) if L else float('nan'))
    F_ = lambda L: (float(torch.stack(L).max()) if L else float('nan'))
    negW = int(((torch.stack([((R @ P_.transpose(1, 2)) ) .new_zeros(1)[0] for P_ in [] ]) if False else 0)))
    beta = float(r['hist'][0][0].abs().max())
    mu = torch.zeros(r['M1'], R.shape[1]); mu[torch.arange(r['M1']), torch.arange(r['M1'])] = 1.0
    WU = Wall | Uall
    rmu = R[:, :r['M1']]                               # r_i . (mu_j/beta; 0)
    extra = dict(E98_min_over_WuU_j=float(rmu[WU].min()), E98_neg_rows=int((rmu[WU].min(1).values < 0).sum()),
                 E101_min_W=float(R[Wall, dx].min()), E101_neg_rows=int((R[Wall, dx] < 0).sum()),
                 E103_min_U=float((-R[Uall, dx]).min()), E103_neg_rows=int((-R[Uall, dx] < 0).sum()))
    return dict(**extra, W=int(Wall.sum()), U=int(Uall.sum()), m=R.shape[0], E49_union_min=f(e49_u), E49_pern_min=f(e49_n),
                E49_union_negshare=float((torch.stack(e49_u) < 0).float().mean()) if e49_u else float('nan'),
                E49_pern_negshare=float((torch.stack(e49_n) < 0).float().mean()) if e49_n else float('nan'),
                E58_union_max=F_(e58_u), E58_pern_max=F_(e58_n),
                E58_pern_posshare=float((torch.stack(e58_n) > 0).float().mean()) if e58_n else float('nan'),
                E59_union_prompts=e59, E59_pern_prompts=e59_n, E59_max=e59_max, zpos_prompts=npos)

if __name__ == '__main__':
    import json, time
    kw = dict(a.split('=') for a in sys.argv[1:])
    kw = {k: (float(v) if '.' in v or 'e' in v else int(v)) for k, v in kw.items()}
    t0 = time.time()
    r = run(**kw)
    out = analyse(r)
    import math
    M1 = r['M1']
    print(json.dumps(dict(kw=kw, T=r['T'], ema=round(r['ema'], 4), m_over_M1sq_logM1=round(kw.get('m', 100) / (M1 ** 2 * math.log(M1)), 2),
                          **{k: (round(v, 4) if isinstance(v, float) else v) for k, v in out.items()}, secs=round(time.time() - t0, 1))))
