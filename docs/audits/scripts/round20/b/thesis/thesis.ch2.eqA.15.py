# Auditor B, round 20: thesis.ch2.eqA.15 (own model, no repository code).
# Chapter 2 ViT (2.1): F(X) = (1/|S|) sum_l a_(l)^T relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss, Algorithm 3
# (full-batch or mini-batch SGD on W_O, W_V, W_K, W_Q; a fixed, per position +-1/sqrt(m); W_O ~ N(0, xi^2)).
# Init ('pretrained'): W_V mu_j ~ p_j (err <= sigma), W_K mu_j ~ q_j, W_Q mu_j ~ r_j (err <= delta), q1 = r1, q2 = r2,
# spectral norms <= 1 (Assumption 2.3.1).  (A.15): W_j^n(t) = sum_{s in S_j} softmax_s(query l in S_1, y = 1) <= nu_n(t)|S_j|,
# nu_n(t) = 1/(|S_1| e^{||q_1(t)||^2 - (delta+tau)||q_1(t)||} + |S| - |S_1|), ||q_1(t)|| >= 1 by (A.34) -> nu <= nu_max at ||q_1|| = 1.
import torch, numpy as np, sys, math
torch.set_num_threads(1)

def orth(n, rng):
    q, r = np.linalg.qr(rng.normal(size=(n, n))); return q*np.sign(np.diag(r))

def make_init(d, M, sigma, delta, rng):
    UV = orth(d, rng); UK = orth(d, rng)
    H = np.eye(d); H[2:, 2:] = orth(d-2, rng); UQ = UK @ H          # r1 = q1, r2 = q2, r_j (j>=3) rotated
    out = []
    for U, err in ((UV, sigma), (UK, delta), (UQ, delta)):
        for _ in range(1000):
            E = rng.normal(size=(d, d))*0.7*err/np.sqrt(d)
            W = U + E; W = W/max(1.0, np.linalg.norm(W, 2))
            dev = np.linalg.norm(W[:, :M] - U[:, :M], axis=0).max()
            if dev <= err: break
        out.append((W, dev))
    return out, UV, UK, UQ

def make_data(N, L, n1, n2, M, d, c0, rng):
    Xs, ys, pats = [], [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        pat = [0]*n1 + [1]*n2 if y == 1 else [1]*n1 + [0]*n2
        pat += list(rng.integers(2, M, L - n1 - n2)); pat = np.array(pat); rng.shuffle(pat)
        X = np.eye(d)[:, pat] + c0*rng.normal(size=(d, L))/np.sqrt(d)
        X /= np.linalg.norm(X, axis=0, keepdims=True)
        Xs.append(X); ys.append(y); pats.append(pat)
    return np.array(Xs), np.array(ys, float), np.array(pats)

def run(seed=0, d=8, M=5, L=10, n1=3, n2=1, N=20, B=None, m=80, eta=1.0, sigma=0.1, delta=0.2, c0=0.01, xi=None, Tmax=3000, report=True):
    rng = np.random.default_rng(seed)
    if xi is None: xi = 1/np.sqrt(M)
    (WV, dV), (WK, dK), (WQ, dQ) = make_init(d, M, sigma, delta, rng)[0]
    X, y, pats = make_data(N, L, n1, n2, M, d, c0, rng)
    tau = max(np.linalg.norm(X[n][:, l] - np.eye(d)[:, pats[n][l]]) for n in range(N) for l in range(L))
    Xt = torch.tensor(X); yt = torch.tensor(y)
    WV = torch.tensor(WV, requires_grad=True); WK = torch.tensor(WK, requires_grad=True); WQ = torch.tensor(WQ, requires_grad=True)
    WO = torch.tensor(rng.normal(0, xi, (m, d)), requires_grad=True)
    a = torch.tensor(rng.choice([-1, 1], (L, m))/np.sqrt(m))
    params = [WO, WV, WK, WQ]
    nu_max = 1/(n1*math.exp(1 - (delta + tau)) + L - n1)            # ||q_1(t)|| >= 1
    nu_len = 1/(n1*math.exp(-(delta + tau)**2/4) + L - n1)          # min of the exponent over all ||q_1||
    def forward(Xb):
        S = torch.einsum('nds,ed,ef,nfl->nsl', Xb, WK, WQ, Xb)      # score of key s for query l
        P = torch.softmax(S, dim=1)
        Vv = torch.einsum('ed,nds,nsl->nel', WV, Xb, P)              # W_V X softmax(.)  (n, m_a, l)
        H = torch.relu(torch.einsum('ie,nel->nil', WO, Vv))
        return torch.einsum('li,nil->n', a, H)/L, P
    hist = []
    T_star = None
    for t in range(Tmax):
        F, P = forward(Xt)
        hinge = torch.clamp(1 - yt*F, min=0)
        with torch.no_grad():
            Pn = P.numpy(); rows = []
            for n in range(N):
                if y[n] != 1: continue
                for l in np.where(pats[n] == 0)[0]:
                    for j in range(1, M):
                        Sj = np.where(pats[n] == j)[0]
                        if len(Sj): rows.append((j, len(Sj), Pn[n, Sj, l].sum()))
            W2 = [w for (j, k, w) in rows if j == 1]
            Wnd = [w/k for (j, k, w) in rows if j >= 2]
            qn = float(torch.linalg.norm(WK[:, 0]).item()); nu_t = 1/(n1*math.exp(max(qn, 1)**2 - (delta+tau)*max(qn, 1)) + L - n1)
            hist.append((t, hinge.mean().item(), max(W2), np.mean(np.array(W2) > nu_max*n2), max(Wnd), qn, nu_t*n2))
        if hinge.max().item() == 0 and T_star is None:
            T_star = t; break
        idx = torch.arange(N) if B is None else torch.tensor(rng.choice(N, B, replace=False))
        loss = hinge[idx].mean()
        for p_ in params:
            if p_.grad is not None: p_.grad = None
        loss.backward()
        with torch.no_grad():
            for p_ in params: p_ -= eta*p_.grad
    if report:
        print(f'seed={seed} N={N} B={B} L={L} |S1|={n1} |S2|={n2} m={m} eta={eta} xi={xi:.3g}: init devs V {dV:.3f} K {dK:.3f} Q {dQ:.3f}, tau={tau:.4f}; '
              f'nu_max*|S2|={nu_max*n2:.4f} (lenient {nu_len*n2:.4f}), |S2|/|S|={n2/L:.3f}; T*={T_star}')
        sel = sorted(set([0, 1, 5, 10, 20, len(hist)//4, len(hist)//2, 3*len(hist)//4, len(hist)-2, len(hist)-1]))
        for i in sel:
            if 0 <= i < len(hist):
                t, h, w2, fr, wnd, qn, nut = hist[i]
                print(f'   t={t:5d} mean hinge={h:.3f}  max W_2 (S1 query, y=+1)={w2:.4f}  share of (n,l) above nu_max|S2|: {fr:.2f}  max per-token non-discr. mass={wnd:.4f}  ||W_K^(t) mu_1||={qn:.3f} nu(t)|S2| at max(1,that)={nut:.4f}')
    return hist, nu_max*n2, T_star

if __name__ == '__main__' and 'L' not in sys.argv:
    run(seed=0)
    run(seed=1)
    run(seed=0, L=20, n1=6, n2=2)
    run(seed=0, N=200, B=20, eta=1.0)

if __name__ == '__main__' and 'L' in sys.argv:
    for L_, n1_, n2_ in ((10, 3, 1), (20, 6, 2), (40, 12, 4), (80, 24, 8)):
        for s in (0, 1, 2):
            h, b, Ts = run(seed=s, L=L_, n1=n1_, n2=n2_, report=False)
            w2 = max(x[2] for x in h[-3:])
            print(f'L={L_} |S1|={n1_} |S2|={n2_} seed={s}: T*={Ts}  max W_2 over last 3 steps={w2:.4f}  nu_max|S2|={b:.4f}  ratio={w2/b:.2f}  (|S2|/|S| = {n2_/L_:.2f})')
