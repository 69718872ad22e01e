"""Independent audit of thesis (E.213), L9050-L9052 (proof of Lemma E.4.7, step t = t0+1):
  for i notin W u U:  eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b} dl/dW_O(i,.) (mu_a^T, -q^T)^T
                      <= eta sqrt( log(B(t0+1)) / (B(t0+1)) ) / a .
Model (6.2), hinge loss, init of Sec. 6.2.3 (W_V diag delta, W_Q/W_K first d_x diag delta, W_O ~ N(0,1/m),
a_i = +-1/m, a = m fixed), SGD (E.2) with fresh prompts each step (N = BT), data (6.6)/(6.7), prompt construction
Sec. 6.3.2, T_tr = the cyclic task set of Condition 6.3.2. W, U as (E.31),(E.32),(E.35): at init, over ALL N prompts.
Own numpy implementation with manual backprop (checked against finite differences)."""
import numpy as np, sys, math

def make(M1, M2, beta, dy, mq):
    dx = M1 + M2; D = dx + dy
    mu = np.zeros((M1, D)); nu = np.zeros((M2, D))
    for j in range(M1): mu[j, j] = beta
    for k in range(M2): nu[k, M1 + k] = beta
    q = np.zeros(D); q[dx] = 1.0           # label embedding, ||q|| = 1 (unspecified in the paper)
    return dx, D, mu, nu, q

def sample_prompts(rng, N, M1, M2, l, alpha, K, mu, nu, q, query_mode):
    tasks = [(j, (j + 1) % M1) for j in range(M1)]       # Condition 6.3.2 (cyclic), f: mu_a->+1, mu_b->-1
    D = mu.shape[1]
    P = np.zeros((N, l + 1, D)); z = np.zeros(N)
    for n in range(N):
        ta, tb = tasks[rng.integers(M1)]
        def lab(j):
            return 1.0 if j == ta else (-1.0 if j == tb else rng.choice([-1.0, 1.0]))
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[ta] = alpha / 2; probs[tb] = alpha / 2
        for s in range(l):
            j = rng.choice(M1, p=probs); k = rng.integers(M2)
            P[n, s] = mu[j] + rng.uniform(-K, K) * nu[k] + lab(j) * q
        jq = rng.integers(M1) if query_mode == "uniform" else (ta if rng.random() < 0.5 else tb)
        P[n, l] = mu[jq] + rng.uniform(-K, K) * nu[rng.integers(M2)]
        z[n] = lab(jq)
    return P, z

def forward(Wq, Wk, Wv, Wo, avec, P):
    ctx = P[:, :-1, :]; pq = P[:, -1, :]
    kk = ctx @ Wk.T                      # (n,l,ma)
    qq = pq @ Wq.T                       # (n,ma)
    s = np.einsum('nla,na->nl', kk, qq)
    s = s - s.max(1, keepdims=True); A = np.exp(s); A /= A.sum(1, keepdims=True)
    pbar = np.einsum('nl,nld->nd', A, ctx)
    V = pbar @ Wv.T                      # (n,mb)
    h = V @ Wo.T                         # (n,m)
    F = np.maximum(h, 0) @ avec
    return dict(ctx=ctx, pq=pq, kk=kk, qq=qq, A=A, pbar=pbar, V=V, h=h, F=F)

def grads(Wq, Wk, Wv, Wo, avec, P, z):
    c = forward(Wq, Wk, Wv, Wo, avec, P)
    g = np.where(z * c['F'] < 1, -z, 0.0)               # dl/dF (hinge)
    u = (c['h'] > 0) * avec[None, :] * g[:, None]        # dl/dh  (n,m)
    gWo_n = np.einsum('ni,nj->nij', u, c['V'])           # per-sample dl/dW_O (n,m,mb)
    gV = u @ Wo                                          # (n,mb)
    gWv = np.einsum('nb,nd->bd', gV, c['pbar'])
    wvp = np.einsum('nld,bd->nlb', c['ctx'], Wv)
    e = np.einsum('nlb,nb->nl', wvp, gV)
    ds = c['A'] * (e - (c['A'] * e).sum(1, keepdims=True))
    gWk = np.einsum('nl,na,nld->ad', ds, c['qq'], c['ctx'])
    gWq = np.einsum('nl,nla,nd->ad', ds, c['kk'], c['pq'])
    nb = len(z)
    loss = np.maximum(0, 1 - z * c['F']).mean()
    return gWq / nb, gWk / nb, gWv / nb, gWo_n.mean(0), gWo_n, loss

def fd_check(rng):
    M1, M2, dy = 3, 2, 1
    dx, D, mu, nu, q = make(M1, M2, 1.0, dy, 1.0)
    ma = mb = D + 1; m = 6
    Wq = rng.normal(size=(ma, D)) * .3; Wk = rng.normal(size=(ma, D)) * .3; Wv = rng.normal(size=(mb, D)) * .3
    Wo = rng.normal(size=(m, mb)); avec = rng.choice([-1., 1.], size=m) * 3
    P, z = sample_prompts(rng, 5, M1, M2, 4, .8, .5, mu, nu, q, "uniform")
    G = grads(Wq, Wk, Wv, Wo, avec, P, z)
    L = lambda *W: np.maximum(0, 1 - z * forward(*W, avec, P)['F']).mean()
    err = 0
    for idx, W in enumerate([Wq, Wk, Wv, Wo]):
        for _ in range(5):
            i, j = rng.integers(W.shape[0]), rng.integers(W.shape[1])
            Ws = [Wq.copy(), Wk.copy(), Wv.copy(), Wo.copy()]
            Ws[idx][i, j] += 1e-6; lp = L(*Ws); Ws[idx][i, j] -= 2e-6; lm = L(*Ws)
            err = max(err, abs((lp - lm) / 2e-6 - G[idx][i, j]))
    return err

def run(M1=3, M2=2, beta=1.0, alpha=0.8, delta=0.2, eta=1.0, m=40, B=32, l=8, t0=100, K=0.5, dy=1,
        seed=0, query_mode="uniform", checkpoints=()):
    rng = np.random.default_rng(seed)
    dx, D, mu, nu, q = make(M1, M2, beta, dy, 1.0)
    ma = mb = D + 1
    nbat = t0 + 2                                        # b = 0 .. t0+1
    P, z = sample_prompts(rng, B * nbat, M1, M2, l, alpha, K, mu, nu, q, query_mode)
    Wv = np.zeros((mb, D)); Wv[np.arange(D), np.arange(D)] = delta
    Wq = np.zeros((ma, D)); Wq[np.arange(dx), np.arange(dx)] = delta; Wk = Wq.copy()
    Wo = rng.normal(0, 1 / math.sqrt(m), size=(m, mb)); avec = rng.choice([1.0 / m, -1.0 / m], size=m)
    a = m
    # lucky sets (E.31),(E.32) at init over all N prompts
    c0 = forward(Wq, Wk, Wv, Wo, avec, P)
    V1 = c0['V'][:, :dx]; V2 = c0['V'][:, dx:dx + dy]
    O1 = Wo[:, :dx]; O2 = Wo[:, dx:dx + dy]
    both = (V1 @ O1.T > 0) & (V2 @ O2.T > 0)             # (N,m)
    inWU = both.any(0)
    out = np.where(~inWU)[0]
    vecs = np.zeros((M1, mb)); vecs[:, :D] = mu - q[None, :]     # (mu_a^T, -q^T, 0)^T
    acc = np.zeros((m, mb)); act = np.zeros(m)
    res = []
    for b in range(nbat):
        Pb, zb = P[b * B:(b + 1) * B], z[b * B:(b + 1) * B]
        gq, gk, gv, go, gon, loss = grads(Wq, Wk, Wv, Wo, avec, Pb, zb)
        h = forward(Wq, Wk, Wv, Wo, avec, Pb)['h']; act += (h > 0).mean(0)
        acc += eta * go
        Wq -= eta * gq; Wk -= eta * gk; Wv -= eta * gv; Wo -= eta * go
        if b in checkpoints or b == nbat - 1:
            T = b                                        # sum over b'=0..T  <=> printed t0+1 = T
            rhs = eta * math.sqrt(math.log(B * T) / (B * T)) / a if T >= 2 else float('nan')
            if len(out):
                L = acc[out] @ vecs.T                    # (|out|, M1)
                res.append(dict(printed_t0=T - 1, lhs_max=L.max(), lhs_min=L.min(), rhs=rhs,
                                ratio=L.max() / rhs, ratio_neg=(-L).max() / rhs, loss=loss))
            else:
                res.append(dict(printed_t0=T - 1, note="no neuron outside W u U"))
    return dict(nW=int((inWU & (avec > 0)).sum()), nU=int((inWU & (avec < 0)).sum()), nout=len(out),
                act_out=(act[out] / nbat).round(2).tolist(), res=res)

if __name__ == "__main__":
    rng = np.random.default_rng(123)
    print("finite-difference max abs error of manual gradients:", fd_check(rng))
    # hypotheses: beta=1 in [1,Theta(1)], delta=0.2 in (0,0.2], K=1/2, alpha in (0,1], M2=O(M1), d_x=M1+M2,
    # m >~ M1^2 log M1, B >~ M1 log M1 (and B >~ M1), BT >~ M1 log M1, l >= max(log M1/alpha, 1/(beta^2 alpha)),
    # eta <= 1 (Thm 6.3.3), t0 >= 1, a = m.
    configs = []
    for qm in ["uniform", "decisive"]:
        for seed in range(3):
            configs.append(dict(M1=3, M2=2, m=40, B=32, l=8, eta=1.0, t0=200, seed=seed, query_mode=qm))
    configs.append(dict(M1=4, M2=3, m=64, B=64, l=8, eta=0.5, t0=200, seed=0, query_mode="uniform"))
    configs.append(dict(M1=3, M2=2, m=40, B=32, l=8, eta=0.1, t0=400, seed=1, query_mode="uniform"))
    for cfg in configs:
        M1, m, B, l = cfg['M1'], cfg['m'], cfg['B'], cfg['l']
        hyp = dict(m_ge_M1sq_logM1=m >= M1**2 * math.log(M1), B_ge_M1logM1=B >= M1 * math.log(M1),
                   l_ok=l >= max(math.log(M1) / 0.8, 1 / 0.8), eta_le_1=cfg['eta'] <= 1)
        r = run(**cfg, checkpoints=(2, 3, 5, 10, 20, 50, 100, 200, 400))
        print(cfg, hyp, "|W|,|U|,out:", r['nW'], r['nU'], r['nout'], "active frac of out neurons:", r['act_out'])
        for x in r['res']:
            print("   ", {k: (round(v, 5) if isinstance(v, float) else v) for k, v in x.items()})

    # seed sweep inside all hypotheses (eta = 0.1 <= 1): how the ratio lhs/rhs grows with the printed t0
    print("\nseed sweep: M1=3, M2=2, beta=1, alpha=0.8, delta=0.2, m=40, B=32, l=8, eta=0.1, uniform queries")
    cps = (10, 50, 100, 200, 400, 800)
    table = {c: [] for c in cps}
    for seed in range(10, 20):
        r = run(M1=3, M2=2, m=40, B=32, l=8, eta=0.1, t0=799, seed=seed, checkpoints=cps)
        line = []
        for x in r['res']:
            if 'ratio' in x and x['printed_t0'] + 1 in cps:
                table[x['printed_t0'] + 1].append(x['ratio'])
                line.append(f"t0+1={x['printed_t0']+1}: {x['ratio']:.2f} (-G {x['ratio_neg']:.2f})")
        print(f" seed {seed}: |out|={r['nout']} active={r['act_out']}  " + "; ".join(line))
    for c in cps:
        v = np.array(table[c])
        print(f" t0+1={c}: fraction of runs with lhs > rhs: {np.mean(v > 1):.2f}, max ratio {v.max() if len(v) else float('nan'):.2f}")
