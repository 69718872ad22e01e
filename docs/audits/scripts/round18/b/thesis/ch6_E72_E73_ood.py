"""Auditor B r18: thesis (E.72)/(E.73) (proof of Theorem 6.3.4): for an out-of-domain prompt with label +1,
F(Psi; P') >~ (1-gamma_T)(...)(1-eps) >= 1 - eps (E.73), and W_O(i) W_V p_s' >~ positive for a certain lucky i (E.72).
Own model as in ch6_E95_deltapath.py (Algorithm 2 init, a = +-1/sqrt(m) or +-1/m, fresh-batch SGD, hinge loss);
T from (E.62) = cT * eta^-1 M1 delta^-2/3 beta^-2/3 alpha^-2/3 sqrt(log M1) and from (6.10) (no delta).
OOD: mu'_j = sum_i Kmat_ji mu_i with Kmat = I - 2 v v^T (v unit, v orthogonal to 1, so row sums S_j = 1, mu'_j pairwise
orthogonal, norm beta), nu'_k = rotation of the nu's (in their span), kappa' ~ U(-1, 1) (K' = 1), tasks T' cyclic on the
mu'_j, test prompts with alpha' = 0.8, l_ts = 18.  Measures min F over label +1 OOD prompts, and (E.72)'s
max over a_i > 0 lucky-candidates of min over tokens (mu'_j + kappa' nu'_k; q) of W_O(i) W_V p."""
import sys, math, numpy as np, torch
torch.set_default_dtype(torch.float64)

def gen(rng, B, l, M1, M2, beta, alpha, K, tasks, MU, NU, qsign_dim):
    D = MU.shape[1] + 0
    X = np.zeros((B, D, l + 1)); z = np.zeros(B); same = np.zeros(B)
    for n in range(B):
        ta, tb = tasks[rng.integers(len(tasks))]
        def lab(j): return 1.0 if j == ta else (-1.0 if j == tb else rng.choice([-1.0, 1.0]))
        jq = ta if rng.random() < 0.5 else tb
        z[n] = lab(jq)
        X[n, :, -1] = MU[jq] + rng.uniform(-K, K) * NU[rng.integers(M2)]
        others = [j for j in range(M1) if j not in (ta, tb)] or [ta, tb]
        for i in range(l):
            u = rng.random()
            j = ta if u < alpha / 2 else (tb if u < alpha else others[rng.integers(len(others))])
            X[n, :, i] = MU[j] + rng.uniform(-K, K) * NU[rng.integers(M2)]
            same[n] += (j == jq)
            X[n, qsign_dim, i] = lab(j)
    gen.same = same
    return torch.tensor(X), torch.tensor(z)

def train(M1=4, M2=8, beta=2.0, alpha=0.8, eta=0.9, m=80, B=45, ltr=18, K=0.5, delta=0.02, cT=10, Tmode='E62', seed=5, aval='sqrt'):
    rng = np.random.default_rng(seed); torch.manual_seed(seed)
    dx = M1 + M2; D = dx + 1; ma = D
    T0 = (1 / eta) * M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * math.sqrt(math.log(M1))
    T = int(math.ceil(cT * T0 * (delta ** (-2 / 3) if Tmode == 'E62' else 1)))
    MU = np.zeros((M1, D)); NU = np.zeros((M2, D))
    for j in range(M1): MU[j, j] = beta
    for k in range(M2): NU[k, M1 + k] = beta
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    WQ = torch.zeros(ma, D); WK = torch.zeros(ma, D); WV = torch.zeros(ma, D)
    for i in range(dx): WQ[i, i] = delta; WK[i, i] = delta
    for i in range(D): WV[i, i] = delta
    WO = torch.randn(m, ma) / math.sqrt(m)
    a = torch.tensor(rng.choice([-1.0, 1.0], size=m)) / (math.sqrt(m) if aval == 'sqrt' else m)
    P = [WQ, WK, WV, WO]
    for p in P: p.requires_grad_()
    def F(X):
        ctx = X[:, :, :-1]; pq = X[:, :, -1]
        s = torch.einsum('ad,ndi,ae,ne->ni', WK, ctx, WQ, pq)
        att = torch.softmax(s, dim=1)
        v = torch.einsum('ad,ndi,ni->na', WV, ctx, att)
        return torch.relu(v @ WO.T) @ a
    last = []
    for t in range(T):
        X, z = gen(rng, B, ltr, M1, M2, beta, alpha, K, tasks, MU, NU, dx)
        loss = torch.clamp(1 - z * F(X), min=0).mean()
        g = torch.autograd.grad(loss, P)
        with torch.no_grad():
            for p, gg in zip(P, g): p -= eta * gg
        last.append(float(loss.detach()))
    return dict(F=F, WQ=WQ.detach(), WK=WK.detach(), WV=WV.detach(), WO=WO.detach(), a=a, MU=MU, NU=NU, T=T, rng=rng,
                cfg=dict(M1=M1, M2=M2, beta=beta, alpha=alpha, K=K, dx=dx, D=D, delta=delta, seed=seed, cT=cT, Tmode=Tmode, aval=aval),
                train_loss=float(np.mean(last[-20:])))

def ood_eval(res, n_prompts=400, alpha_p=0.8, lts=18, Kp=1.0, family='householder'):
    c = res['cfg']; M1, M2, beta, D, dx = c['M1'], c['M2'], c['beta'], c['D'], c['dx']
    rng = np.random.default_rng(1000 + c['seed'])
    if family == 'householder':
        v = rng.normal(size=M1); v -= v.mean(); v /= np.linalg.norm(v); Km = np.eye(M1) - 2 * np.outer(v, v)
    elif family == 'identity':
        Km = np.eye(M1)
    else:  # pairs (mu_{2j-1} + mu_{2j})/sqrt2 and (mu_{2j-1} - mu_{2j})/sqrt2 would break S_j >= 1; use only the '+' ones
        Km = np.zeros((M1 // 2, M1))
        for j in range(M1 // 2): Km[j, 2 * j] = Km[j, 2 * j + 1] = 1 / math.sqrt(2)
    M1p = Km.shape[0]
    assert np.all(Km.sum(1) >= 1 - 1e-12) and np.allclose(Km @ Km.T, np.eye(M1p))
    MUp = Km @ res['MU'][:, :]                       # rows: mu'_j in R^D
    Rm, _ = np.linalg.qr(rng.normal(size=(M2, M2)))
    NUp = Rm @ res['NU']
    tasks = [(i, (i + 1) % M1p) for i in range(M1p)]
    F = res['F']
    X, z = gen(rng, n_prompts, lts, M1p, M2, beta, alpha_p, Kp, tasks, MUp, NUp, dx)
    with torch.no_grad():
        f = F(X).numpy()
    zz = z.numpy(); ok = gen.same >= alpha_p / 2 * lts   # testing prompts: at least alpha'/2 of contexts share the query's ODR pattern
    zz = np.where(ok, zz, 0.0)
    # (E.72): W_O(i) W_V p for tokens p = (mu'_j + kappa' nu'_k; +q), kappa' = +-Kp, over all j, k
    toks = []
    for j in range(M1p):
        for k in range(M2):
            for kp in (-Kp, Kp):
                p = MUp[j] + kp * NUp[k]; p = p.copy(); p[dx] = 1.0; toks.append(p)
    toks = torch.tensor(np.array(toks))
    G = (res['WO'] @ res['WV'] @ toks.T).numpy()          # [m, tokens]
    apos = (res['a'].numpy() > 0)
    best = G[apos].min(1).max()                            # best positive-a neuron's worst token
    return dict(minF_pos=f[zz > 0].min(), frac_neg_pos=float(np.mean(f[zz > 0] < 0)), maxF_neg=f[zz < 0].max(),
                ood_hinge=float(np.mean(np.maximum(0, 1 - zz[ok] * f[ok]))), n_ok=int(ok.sum()), E72_best=best, M1p=M1p)

if __name__ == '__main__':
    for delta, seed in [(0.02, 5), (0.2, 5), (0.02, 6), (0.02, 7)]:
        if True:
            res = train(delta=delta, seed=seed, cT=10, Tmode='E62')
            # in-domain test
            o = ood_eval(res); o2 = ood_eval(res, family='pairs'); oi = ood_eval(res, family='identity')
            print(f"delta={delta} seed={seed} T={res['T']} train_loss(last20)={res['train_loss']:.4f} | householder: minF(z=+1)={o['minF_pos']:.3f} "
                  f"frac F<0 (z=+1)={o['frac_neg_pos']:.3f} ood_hinge={o['ood_hinge']:.3f} E72 best-neuron worst-token={o['E72_best']:.3f} | pairs: minF={o2['minF_pos']:.3f} frac={o2['frac_neg_pos']:.3f} E72={o2['E72_best']:.3f} | prompts kept {o['n_ok']}/400, {o2['n_ok']}/400 | ID: minF(z=+1)={oi['minF_pos']:.3f} frac={oi['frac_neg_pos']:.3f}", flush=True)
