"""Auditor A r19: thesis (E.65)/(E.66), seed 003 L8233-L8239 (proof of Theorem 6.3.3): for any testing prompt P with z = +1,
F(Psi; P) >= 1 - eps; with z = -1, F(Psi; P) <= -1 + eps (trained model, 'with a high probability').
Own torch model of Chapter 6 (written for this audit; structure as my round-18 ch6 model, no repository code):
(6.2) F = a^T Relu(W_O sum_{i<=l} W_V p_i softmax_i((W_K p_i)^T W_Q p_query)); hinge loss (6.3); SGD, step eta, B fresh prompts/step;
Sec. 6.2.3 init (W_V diagonal delta, first d_x diagonal entries of W_Q, W_K delta, W_O ~ N(0, 1/m), a = +-1/m fixed);
m_a = m_b = d_x + d_y + 2; data (6.6): mu_j = beta e_j, nu_k = beta e_{M1+k}, kappa ~ U(-K, K); (6.7) labels, y = +-1 (d_y = 1, q = 1);
contexts' IDR: the task's two patterns w.p. alpha/2 each, others (1 - alpha)/(M1 - 2); query IDR one of the task's two patterns.
Training tasks: cyclic T_tr = {(j -> +1, j+1 -> -1)} (Condition 6.3.2's example, |T_tr| = M1). T from (E.62) with constant c_T.
Testing: all M1 (M1 - 1) ordered in-domain tasks (a -> +1, b -> -1), alpha' = alpha, l_ts = l_tr."""
import sys, math, time
import numpy as np, torch
torch.set_default_dtype(torch.float64)
torch.set_num_threads(1)

def make_batch(rng, nb, tasks, M1, M2, beta, alpha, K, l, dim, dx):
    ti = rng.integers(len(tasks), size=nb)
    ta = np.array([tasks[t][0] for t in ti]); tb = np.array([tasks[t][1] for t in ti])
    P = np.zeros((nb, l + 1, dim))
    # context IDR pattern
    u = rng.random((nb, l))
    js = np.empty((nb, l), dtype=int)
    for n in range(nb):
        others = [j for j in range(M1) if j not in (ta[n], tb[n])]
        probs = np.array([alpha / 2, alpha / 2] + [(1 - alpha) / len(others)] * len(others))
        js[n] = np.array([ta[n], tb[n]] + others)[np.searchsorted(probs.cumsum(), u[n] * probs.sum())]
    nn, ii = np.meshgrid(np.arange(nb), np.arange(l), indexing='ij')
    P[nn, ii, js] = beta
    P[nn, ii, M1 + rng.integers(M2, size=(nb, l))] += rng.uniform(-K, K, size=(nb, l)) * beta
    lab = np.where(js == ta[:, None], 1.0, np.where(js == tb[:, None], -1.0, rng.choice([-1.0, 1.0], size=(nb, l))))
    P[:, :l, dx] = lab
    pick = rng.random(nb) < 0.5; jq = np.where(pick, ta, tb)
    P[np.arange(nb), l, jq] = beta
    P[np.arange(nb), l, M1 + rng.integers(M2, size=nb)] += rng.uniform(-K, K, size=nb) * beta
    return torch.tensor(P), torch.tensor(np.where(pick, 1.0, -1.0)), ti

def run(seed, delta, M1=4, M2=8, beta=2.0, alpha=0.8, eta=0.9, m=80, B=45, l=18, K=0.5, cT=40.0, ntest=400):
    g = torch.Generator().manual_seed(seed); rng = np.random.default_rng(seed)
    dx, dim = M1 + M2, M1 + M2 + 1; mab = dim + 2
    WV = torch.zeros(mab, dim); WV[:dim, :dim] = delta * torch.eye(dim)
    WQ = torch.zeros(mab, dim); WQ[:dx, :dx] = delta * torch.eye(dx); WK = WQ.clone()
    WO = torch.randn(m, mab, generator=g) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m
    params = (WV, WQ, WK, WO)
    for P_ in params: P_.requires_grad_()
    def F(P):
        ctx, qry = P[:, :l], P[:, l]
        att = torch.softmax(torch.einsum('nia,na->ni', ctx @ WK.T, qry @ WQ.T), dim=1)
        return torch.relu(torch.einsum('ni,nia->na', att, ctx @ WV.T) @ WO.T) @ a, att
    train_tasks = [(i, (i + 1) % M1) for i in range(M1)]
    all_tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]
    T = int(round(cT * M1 * delta ** (-2 / 3) * beta ** (-2 / 3) * alpha ** (-2 / 3) * math.sqrt(math.log(M1)) / eta))
    for t in range(T):
        P, z, _ = make_batch(rng, B, train_tasks, M1, M2, beta, alpha, K, l, dim, dx)
        loss = torch.clamp(1 - z * F(P)[0], min=0).mean()
        for X_ in params: X_.grad = None
        loss.backward()
        with torch.no_grad():
            for X_ in params: X_ -= eta * X_.grad
    with torch.no_grad():
        Ptr, ztr, _ = make_batch(rng, ntest, train_tasks, M1, M2, beta, alpha, K, l, dim, dx)
        trloss = float(torch.clamp(1 - ztr * F(Ptr)[0], min=0).max())
        Pte, zte, tte = make_batch(rng, ntest, all_tasks, M1, M2, beta, alpha, K, l, dim, dx)
        Fte, att = F(Pte)
        # attention mass on contexts sharing the query's IDR pattern
        qpat = Pte[:, l, :M1].argmax(1); cpat = Pte[:, :l, :M1].argmax(2)
        same = (att * (cpat == qpat[:, None])).sum(1)
        pos, neg = zte > 0, zte < 0
        unseen = torch.tensor([all_tasks[t] not in train_tasks for t in tte])
        out = dict(T=T, trloss_max=trloss, minF_pos=float(Fte[pos].min()), maxF_neg=float(Fte[neg].max()),
                   err_unseen=float(((zte * Fte) <= 0)[unseen].double().mean()), err_seen=float(((zte * Fte) <= 0)[~unseen].double().mean()),
                   att_same=float(same.mean()))
    return out

if __name__ == "__main__":
    delta = float(sys.argv[1]); seeds = range(int(sys.argv[2]), int(sys.argv[3]))
    kw = {k: float(v) if k == 'cT' else int(v) for k, v in (a.split('=') for a in sys.argv[4:])}
    eps = 0.5
    for s in seeds:
        t0 = time.time(); o = run(s, delta, **kw)
        print(f"delta={delta} {kw} seed={s} T={o['T']} train max hinge(400 fresh train-task prompts)={o['trloss_max']:.3f} | "
              f"min F(z=+1)={o['minF_pos']:.3f} (>= {1-eps}? {o['minF_pos'] >= 1-eps}) max F(z=-1)={o['maxF_neg']:.3f} (<= {-1+eps}? {o['maxF_neg'] <= -1+eps}) "
              f"| sign error unseen {o['err_unseen']:.3f} seen {o['err_seen']:.3f} | mean attention on same-IDR contexts {o['att_same']:.3f} [{time.time()-t0:.0f}s]", flush=True)
