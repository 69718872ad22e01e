# Auditor B, round 24: thesis (seed 003) (A.93), Claim 1 of Lemma A.3.1, Chapter 2 ViT.
# Own model, nothing imported from the repository.
# (2.1) F(X) = 1/|S| sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss (2.3),
# Algorithm 3 SGD on W_O, W_V, W_K, W_Q (A fixed, entries +-1/sqrt(m), per token l), W_O^(0) ~ N(0, xi^2), xi = 1/sqrt(M).
# Lucky neurons (A.8): W_{l,n}(0) = {i : W_O^(0)(i) V_l^n(0) > 0}, l in S_1^n.
# (A.93): W_O(i)^(t+1) p_1 >~ y(t) >~ xi exp(X(t)),
#   X(t) = (1/(aB)) sum_n eta (t+1)^2 |S1|/|S| * (1/(4B)) sum_n |S1| m/(|S| a) p_n(t),  a = sqrt(m) (|a_(l)i| = 1/a).
# p_n(t) >= p_n(0) = |S1| E/(|S1| E + |S|-|S1|), E = e^{1-(delta+tau)}  (||q_1(t)|| >= 1 since K(t) > 0, (A.34)).
import sys, math, torch
torch.set_default_dtype(torch.float64)

def make(seed, M=5, d=10, L=10, s1=5, s2=1, N=64, c0=0.01, sig=0.08, dl=0.15):
    g = torch.Generator().manual_seed(seed)
    mu = torch.eye(d)[:M]
    def near_I(eps):
        E = torch.randn(d, d, generator=g); E = E / torch.linalg.matrix_norm(E, 2)
        W = torch.eye(d) + eps * E
        return W / torch.linalg.matrix_norm(W, 2)   # ||W|| <= 1 (Assumption 2.3.1)
    WV, WK = near_I(sig), near_I(dl); WQ = WK.clone()   # q_j = r_j (q_1 = r_1)
    X, y, S1 = [], [], []
    for n in range(N):
        yn = 1 if n % 2 == 0 else -1
        lab = [0] * s1 + [1] * s2 + list(torch.randint(2, M, (L - s1 - s2,), generator=g).tolist())
        if yn == -1:
            lab = [1 - j if j < 2 else j for j in lab]
        tok = mu[lab] + c0 * torch.randn(L, d, generator=g)
        tok = tok / tok.norm(dim=1, keepdim=True)     # unit-norm tokens
        X.append(tok.T); y.append(yn); S1.append([i for i, j in enumerate(lab) if j == 0])
    X = torch.stack(X); y = torch.tensor(y, dtype=torch.float64)
    tau = max(((X[n].T - mu[[0 if i in S1[n] else -1 for i in range(L)]]).norm(dim=1)[S1[n]].max().item()) for n in range(N))
    return dict(X=X, y=y, S1=S1, WV=WV, WK=WK, WQ=WQ, mu=mu, M=M, d=d, L=L, s1=s1, s2=s2, N=N,
                sigma=max((WV @ mu.T - mu.T).norm(dim=0)).item(), delta=max((WK @ mu.T - mu.T).norm(dim=0)).item())

def V_all(X, WV, WK, WQ):
    # V[n, l] = W_V X softmax(X^T W_K^T W_Q x_l) in R^{m_a}
    S = torch.einsum('nds,ed,ef,nfl->nsl', X, WK, WQ, X)   # score[n, s, l]
    A = torch.softmax(S, dim=1)
    return torch.einsum('ad,nds,nsl->nla', WV, X, A)

def F(p, X):
    V = V_all(X, p['WV'], p['WK'], p['WQ'])                 # n, l, m_a
    H = torch.relu(torch.einsum('ia,nla->nli', p['WO'], V))  # n, l, m
    return (H * p['A'][None]).sum(-1).mean(-1)              # A[l, i]

def run(seed, m, eta, steps, B=16, record=(), lucky_check=False):
    D = make(seed)
    g = torch.Generator().manual_seed(1000 + seed)
    M, L, N = D['M'], D['L'], D['N']
    xi = 1 / math.sqrt(M)
    p = dict(WO=xi * torch.randn(m, D['d'], generator=g), WV=D['WV'].clone(), WK=D['WK'].clone(), WQ=D['WQ'].clone(),
             A=(torch.randint(0, 2, (L, m), generator=g) * 2 - 1) / math.sqrt(m))
    p1 = D['mu'][0]   # p_j = e_j (W_V^(0) mu_j within sigma of e_j)
    V0 = V_all(D['X'], p['WV'], p['WK'], p['WQ'])
    lucky = (torch.einsum('ia,nla->nli', p['WO'], V0) > 0)   # [n, l, i]
    WO0 = p['WO'].clone()
    out = {}
    for t in range(steps):
        idx = torch.randint(0, N, (B,), generator=g)
        for k in ('WO', 'WV', 'WK', 'WQ'):
            p[k].requires_grad_(True)
        loss = torch.clamp(1 - D['y'][idx] * F(p, D['X'][idx]), min=0).mean()
        gr = torch.autograd.grad(loss, [p['WO'], p['WV'], p['WK'], p['WQ']])
        with torch.no_grad():
            for k, gg in zip(('WO', 'WV', 'WK', 'WQ'), gr):
                p[k] = (p[k] - eta * gg).detach()
        if (t + 1) in record:
            out[t + 1] = (p['WO'] @ p1).clone()
        if loss.item() == 0 and not record:
            pass
    return D, p, WO0, lucky, out, xi

def X_exp(D, m, eta, t1, xi):
    # exponent of (A.93) at (t+1) = t1, batch = the pattern-balanced population (every n has |S1| = s1 of the label's
    # pattern: |S_*| = s1 for y = +-1), p_n(t) >= p_n(0)
    a = math.sqrt(m); s1, L = D['s1'], D['L']
    E = math.exp(1 - (D['delta'] + 0.03))
    pn = s1 * E / (s1 * E + L - s1)
    r = s1 / L
    return (1 / a) * eta * t1 ** 2 * r * 0.25 * r * m / a * pn

if __name__ == '__main__':
    mode = sys.argv[1] if len(sys.argv) > 1 else 'sign'
    if mode == 'sign':
        # t = 0: W_O^(1)(i) p_1 for lucky neurons i in W_{l,n}(0), (n, l in S_1^n, y^n = +1)
        for m in (128, 512, 2048):
            for eta in (0.1, 0.01):
                rows = []
                for seed in range(8):
                    D, p, WO0, lucky, out, xi = run(seed, m, eta, 1, record=(1,))
                    w1 = out[1]; w0 = WO0 @ D['mu'][0]
                    negpairs = 0; pairs = 0; mins = []; negpairs_pos = 0; minpos = []
                    for n in range(D['N']):
                        if D['y'][n] < 0: continue
                        for l in D['S1'][n]:
                            pairs += 1
                            L_ = lucky[n, l]
                            mn = w1[L_].min().item(); mins.append(mn)
                            negpairs += mn < 0
                            Lp = L_ & (p['A'][l] > 0)
                            mp = w1[Lp].min().item(); minpos.append(mp); negpairs_pos += mp < 0
                    X1 = X_exp(D, m, eta, 1, xi)
                    rows.append((seed, pairs, negpairs, min(mins), negpairs_pos, min(minpos), xi * math.exp(X1),
                                 (w0 < 0).double()[lucky[0, D['S1'][0][0]]].mean().item(), D['sigma'], D['delta']))
                print(f"m={m} eta={eta}")
                for r in rows:
                    print("  seed %d: pairs %d, with a lucky neuron W_O^(1)p_1<0: %d (least %.4f); lucky & a_(l)i>0: %d (least %.4f); "
                          "rhs xi e^X = %.4f; frac of lucky with W_O^(0)p_1<0 (one pair) %.3f; sigma %.3f delta %.3f" % r)
    elif mode == 'path':
        # eta -> 0 along t = T = c eta^{-3/5} / alpha_* ((2.10)): max over ALL neurons of W_O^(T) p_1 vs xi e^{X(T)}
        c = float(sys.argv[2]) if len(sys.argv) > 2 else 1.0
        m = 256
        etamin = float(sys.argv[3]) if len(sys.argv) > 3 else 1e-6
        for eta in [e for e in (0.3, 0.1, 0.03, 0.01, 1e-3, 1e-4, 1e-5, 1e-6) if e >= etamin]:
            alpha = 0.5
            T = int(math.ceil(c * eta ** -0.6 / alpha))
            res = []
            for seed in range(3):
                D, p, WO0, lucky, out, xi = run(seed, m, eta, T, record=(T,))
                lhs = out[T].max().item(); lhs0 = (WO0 @ D['mu'][0]).max().item()
                X = X_exp(D, m, eta, T, xi)   # (A.93) at t+1 = T
                res.append((lhs0, lhs, X, math.log10(lhs) - (math.log10(xi) + X / math.log(10))))
            print("eta %.0e T %d: " % (eta, T) + "; ".join("max W_O^(0)p1 %.3f max W_O^(T)p1 %.3f X %.2f log10(lhs/(xi e^X)) %.2f" % r for r in res))
            sys.stdout.flush()
