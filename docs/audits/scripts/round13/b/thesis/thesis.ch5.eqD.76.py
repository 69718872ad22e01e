"""Independent audit of thesis (D.76), L7275 (proof of Lemma D.2.9, Chapter 5 GCN):
   ||Z_{1,n} Sigma V'|| <= O~(tau_v ||A||_inf tau_w m1^{1/4}),   Z_1 = A(AXW'Sigma) odot D_{w,x}^(0)   (L7235),
for any ||W'||_{2,4} <= tau_w, ||V'||_F <= tau_v (Lemma D.2.9).
Conventions from the paper: A = D^{-1/2} (adjacency + self-loops) D^{-1/2} (Sec. 5.2); ||A||_inf = max row sum
(Lemma D.1.1 uses sum_k a_{n,k} <= ||A||_inf); ||W||_{2,4} = (sum_i ||w_i||^4)^{1/4} over the m1 columns (5.1);
unit feature rows ||x_n|| = 1; W^(0) ~ N(0,1/m1), B1 = 1 (x) N(0,1/m1) row (Sec. 5.3.3); Sigma random diagonal signs;
D_{w,x}^(0) = 1[A X W^(0) + B1 >= 0]; O~ hides polylog(m1, m2) only (||A||_inf is tracked explicitly by the
paper: (D.70) carries ||A||_inf^2, Theorem 5.3.1 poly(||A*||_inf)).
Two operator readings of Z_1: (a) [A (A X W' Sigma)] odot D (as the proof's (D.72) uses it);
(b) A [(A X W' Sigma) odot D] (as the network (5.4) composes it).
Worst W' and V' constructed explicitly, then ||Z_{1,n} Sigma V'|| computed with plain matrix products.
Graphs: hub graphs (a centre joined to K hubs, each hub with H = round(sqrt(2K)) own leaves), node n = centre,
aligned unit features (every x_n = e_1)."""
import numpy as np, scipy.sparse as sp, math

def hub_graph(K, H):
    N = 1 + K + K * H
    rows, cols = [], []
    hubs = np.arange(1, K + 1)
    rows += [0] * K; cols += hubs.tolist()
    leaves = np.arange(K + 1, N)
    rows += np.repeat(hubs, H).tolist(); cols += leaves.tolist()
    Adj = sp.coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(N, N)).tocsr()
    At = Adj + Adj.T + sp.eye(N, format='csr')
    deg = np.asarray(At.sum(1)).ravel()
    Dm = sp.diags(1 / np.sqrt(deg))
    return (Dm @ At @ Dm).tocsr()

def check(K, m1=2048, m2=64, d=4, seed=0):
    H = max(1, round(math.sqrt(2 * K)))
    A = hub_graph(K, H); N = A.shape[0]
    rng = np.random.default_rng(seed)
    ainf = abs(A).sum(1).max()
    X = np.zeros((N, d)); X[:, 0] = 1.0                          # aligned unit features
    AX = A @ X; AAX = A @ AX
    W0 = rng.normal(0, 1 / math.sqrt(m1), (d, m1)); b1 = rng.normal(0, 1 / math.sqrt(m1), m1)
    sig = rng.choice([-1.0, 1.0], m1); Sig = np.diag(sig)
    tw = 1 / m1 ** (0.75 - 0.01); tv = m1 ** (0.5 - 0.001) / math.sqrt(m2)   # Table D.2
    n = 0
    out = {}
    # reading (a): row n of [A A X W' Sigma] odot D_n
    Dn = (AX[n] @ W0 + b1 >= 0).astype(float); k = int(Dn.sum())
    b = AAX[n]
    Wp = np.zeros((d, m1)); Wp[:, Dn > 0] = (tw * k ** -0.25 * b / np.linalg.norm(b))[:, None]
    assert abs((np.linalg.norm(Wp, axis=0) ** 4).sum() ** 0.25 - tw) < 1e-12 * tw
    Z1n = (AAX[n] @ Wp @ Sig) * Dn
    u = Sig @ Z1n; Vp = tv * np.outer(u / np.linalg.norm(u), np.eye(m2)[0])
    assert abs(np.linalg.norm(Vp) - tv) < 1e-12 * tv
    out['a'] = np.linalg.norm(Z1n @ Sig @ Vp)
    # reading (b): row n of A [(A X W' Sigma) odot D], only the neighbours of n matter
    nb = A[n].indices; an = A[n].data
    Dnb = (AX[nb] @ W0 + b1[None, :] >= 0).astype(float)         # (|nb|, m1)
    c = (an[:, None] * Dnb).T @ AX[nb]                          # c_i = sum_m A_nm D_mi (AX)_m   (m1, d)
    cn = np.linalg.norm(c, axis=1); S4 = (cn ** 4).sum()
    t = tw ** 2 * cn ** 2 / math.sqrt(S4)                       # optimal ||w'_i||^2 (Lagrange / Cauchy-Schwarz)
    Wp2 = (c / np.where(cn > 0, cn, 1)[:, None] * np.sqrt(t)[:, None]).T
    assert (np.linalg.norm(Wp2, axis=0) ** 4).sum() ** 0.25 <= tw * (1 + 1e-9)
    Z1n_b = (an[:, None] * (((AX[nb] @ Wp2) @ Sig) * Dnb)).sum(0)
    u = Sig @ Z1n_b; Vp2 = tv * np.outer(u / np.linalg.norm(u), np.eye(m2)[0])
    out['b'] = np.linalg.norm(Z1n_b @ Sig @ Vp2)
    rhs = tv * ainf * tw * m1 ** 0.25
    return dict(K=K, H=H, N=N, ainf=ainf, A2_1_n=float(AAX[n, 0]), k=k, rhs=rhs,
                ratio_a=out['a'] / rhs, ratio_b=out['b'] / rhs,
                ratio_a_over_ainf=out['a'] / rhs / ainf)

def closed_form(K):
    """(A^2 1)_centre and ||A||_inf of the hub graph in closed form (exact degrees), for K beyond the sparse build."""
    H = max(1, round(math.sqrt(2 * K)))
    dc, dh, dl = K + 1, H + 2, 2
    r_c = 1 / dc + K / math.sqrt(dc * dh)
    r_h = 1 / dh + 1 / math.sqrt(dc * dh) + H / math.sqrt(dh * dl)
    r_l = 1 / dl + 1 / math.sqrt(dh * dl)
    A2c = (1 / dc) * r_c + K / math.sqrt(dc * dh) * r_h
    return H, max(r_c, r_h, r_l), A2c

if __name__ == "__main__":
    print("Star sanity (the bound's ||A||_inf vs (A^2 1)_centre): K -> hub graphs below.")
    for K in (8, 128, 2048, 8192):
        r = check(K)
        print({k: (round(v, 4) if isinstance(v, float) else v) for k, v in r.items()})
    print("closed form, larger K: (A^2 1)_centre / ||A||_inf (the ratio's graph factor; (k/m1)^{1/4} ~ 0.84 multiplies it)")
    for K in (2**14, 2**18, 2**22, 2**26, 2**30):
        H, ainf, A2c = closed_form(K)
        print(f"K={K}: H={H}, ||A||_inf={ainf:.2f}, (A^2 1)_c={A2c:.2f}, ratio={A2c/ainf:.2f}")
    # consistency of the closed form with the sparse build
    for K in (128, 2048):
        H, ainf, A2c = closed_form(K); r = check(K)
        assert abs(ainf - r['ainf']) < 1e-9 and abs(A2c - r['A2_1_n']) < 1e-9
    print("closed form matches the sparse build")
