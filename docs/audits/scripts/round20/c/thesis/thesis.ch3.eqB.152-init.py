# Auditor C, round 20. Own model of the Chapter 3 graph transformer (seed 003 (3.1)-(3.3), Algorithm 4) -- no repo code.
# First step (t = 0) from the initialisation: K(0) = q_1-coordinate of Delta W_Q mu_1 in basis {W_K^(0) mu_b},
# Q(0) = r_1-coordinate of Delta W_K mu_1 in basis {W_Q^(0) mu_b}; also the norm witnesses of (B.20)/(B.21).
# Exact symmetry: with every batch node active (|F| < 1), Delta W_Q and Delta W_K are odd in a, the init law
# (a ~ unif{+-1/sqrt m} independent of W_O) is invariant under a -> -a, so P(K(0) < 0) = P(K(0) > 0).
import sys, numpy as np, torch
from scipy.linalg import expm
torch.set_default_dtype(torch.float64)

def orth(rng, d):
    q, r = np.linalg.qr(rng.standard_normal((d, d))); return q * np.sign(np.diag(r))

def init_W(rng, O, err):
    d = O.shape[0]; S = rng.standard_normal((d, d)); S = (S - S.T) / 2; S *= (err / 2) / np.linalg.norm(S, 2)
    return O @ ((1 - err / 4) * expm(S))

def graph(rng, N=200, M=4, gd=0.4, deg=12, epsS=0.1):
    pat = np.empty(N, int); n1 = int(N * gd / 2)
    pat[:n1] = 0; pat[n1:2 * n1] = 1; pat[2 * n1:] = rng.integers(2, M, N - 2 * n1)
    y = np.where(pat == 0, 1, np.where(pat == 1, -1, 0)); nd = pat >= 2
    y[nd] = rng.choice([-1, 1], nd.sum())
    Adj = np.zeros((N, N), bool)
    ones, twos = np.where(pat == 0)[0], np.where(pat == 1)[0]
    for n in np.where(nd)[0]:
        rel, conf = (ones, twos) if y[n] == 1 else (twos, ones)
        k1 = int(round(deg * (1 - epsS))); k2 = deg - k1
        for s in list(rng.choice(rel, k1, replace=False)) + list(rng.choice(conf, k2, replace=False)):
            Adj[n, s] = Adj[s, n] = True
    for grp in (ones, twos):
        for n in grp:
            while Adj[n].sum() < deg:
                s = rng.choice(grp)
                if s != n: Adj[n, s] = Adj[s, n] = True
    # SPD truncated at Z-1 = 2 (u in R^3: 0, 1, >=2)
    A = Adj.astype(int); D = np.full((N, N), 2); D[A > 0] = 1; np.fill_diagonal(D, 0)
    return pat, y, D

def first_step(seed, m=400, eta=0.2, d=10, M=4, ns=20, sigma=0.1, delta=0.2, xi=0.01, flip=False, B=None):
    rng = np.random.default_rng(seed)
    pat, y, D = graph(rng, M=M)
    N = len(pat)
    Oq = orth(rng, d); B2 = np.eye(d); B2[2:, 2:] = orth(rng, d - 2); Or = Oq @ B2; Ov = orth(rng, d)
    WV, WK, WQ = init_W(rng, Ov, sigma), init_W(rng, Oq, delta), init_W(rng, Or, delta)
    for W, O, e in ((WV, Ov, sigma), (WK, Oq, delta), (WQ, Or, delta)):
        assert max(np.linalg.norm(W[:, j] - O[:, j]) for j in range(M)) <= e and np.linalg.norm(W, 2) <= 1
    WO = rng.normal(0, xi, (m, d)); a = rng.choice([-1, 1], m) / np.sqrt(m)
    if flip: a = -a
    b = np.array([1.0, 0.0, 0.0])                        # b_0 = 1 fixed (Lemma B.3.3), b_1 = b_2 = 0
    L = np.arange(N) if B is None else rng.choice(N, B, replace=False)
    # node sampling S^{n,0}: node n + ns uniform nodes from its distance-1/2 neighbourhood
    samp = [np.concatenate(([n], rng.choice(np.where(D[n] > 0)[0], ns, replace=False))) for n in L]
    X = np.eye(d)[:, pat]                                   # one-hot features mu_j = e_j
    P = [torch.tensor(w, requires_grad=True) for w in (WO, WV, WK, WQ)]
    at = torch.tensor(a); bt = torch.tensor(b); Xt = torch.tensor(X)
    losses, Fs = [], []
    for n, S in zip(L, samp):
        xs = Xt[:, S]; xn = Xt[:, n]
        g = (P[2] @ xs).T @ (P[3] @ xn) + bt[torch.tensor(D[n, S])]
        att = torch.softmax(g, 0)
        F = at @ torch.relu(P[0] @ (P[1] @ xs @ att))
        Fs.append(F.item()); losses.append(torch.clamp(1 - y[n] * F, min=0))
    loss = torch.stack(losses).mean()
    gr = torch.autograd.grad(loss, P)
    mu = np.eye(d)[:, :M]
    dQ = -eta * gr[3].numpy() @ mu; dK = -eta * gr[2].numpy() @ mu
    Kb, Rb = WK @ mu, WQ @ mu
    A = np.linalg.lstsq(Kb, dQ, rcond=None)[0]; C = np.linalg.lstsq(Rb, dK, rcond=None)[0]
    res = max(np.linalg.norm(Kb @ A - dQ) / np.linalg.norm(dQ), np.linalg.norm(Rb @ C - dK) / np.linalg.norm(dK))
    K0, Q0 = A[0, 0], C[0, 0]
    q1 = Kb[:, 0]; r1 = Rb[:, 0]
    Kproj = dQ[:, 0] @ q1 / (q1 @ q1); Qproj = dK[:, 0] @ q1 / (q1 @ q1)
    Knorm = np.linalg.norm(WK @ mu[:, 0] + dK[:, 0]) ** 2 / np.linalg.norm(q1) ** 2 - 1   # (B.20): ||q_1(1)||^2 = (1+K(0))||q_1||^2
    Qnorm = np.linalg.norm(WQ @ mu[:, 0] + dQ[:, 0]) ** 2 / np.linalg.norm(r1) ** 2 - 1
    return dict(K=K0, Q=Q0, Kproj=Kproj, Qproj=Qproj, Knorm=Knorm, Qnorm=Qnorm, res=res, maxF=max(abs(f) for f in Fs))

if __name__ == '__main__':
    ms = [int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else '100,400,2000').split(',')]
    nseed = int(sys.argv[2]) if len(sys.argv) > 2 else 12
    for m in ms:
        rows = []
        for s in range(nseed):
            r = first_step(s, m=m); rf = first_step(s, m=m, flip=True)
            rows.append((r, rf))
        neg = sum(1 for r, _ in rows if min(r['K'], r['Q']) < 0)
        negK = sum(1 for r, _ in rows if r['K'] < 0); negN = sum(1 for r, _ in rows if min(r['Knorm'], r['Qnorm']) < 0)
        odd = max(max(abs(r['K'] + rf['K']), abs(r['Q'] + rf['Q'])) / max(abs(r['K']), abs(r['Q'])) for r, rf in rows)
        print(f'm={m} (M^2 log N = {16*np.log(200):.0f}): min(K(0),Q(0))<0 on {neg}/{nseed} seeds, K(0)<0 on {negK}; '
              f'norm witnesses (B.20)/(B.21) <0 on {negN}; flip a->-a: max rel |K(a)+K(-a)| = {odd:.1e}; '
              f'max|F| {max(r["maxF"] for r, _ in rows):.2e}; max resid {max(r["res"] for r, _ in rows):.1e}')
        for s, (r, rf) in enumerate(rows[:4]):
            print('   seed %d: K(0)=%.3e Q(0)=%.3e (proj %.3e, %.3e; norm %.3e, %.3e) | with -a: K=%.3e Q=%.3e' % (
                s, r['K'], r['Q'], r['Kproj'], r['Qproj'], r['Knorm'], r['Qnorm'], rf['K'], rf['Q']))
