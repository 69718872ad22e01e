# Auditor D: remark after Theorem 5.3.1 (L1562): "condition (5.8) implies that ||A*||_inf is O(1)".
# Own script: explicit graphs (scipy.sparse), A~ = adjacency + I, A = D^-1/2 A~ D^-1/2, degree groups from the degrees,
# psi_l of (5.9) with d_l = the group's degree (self loop included), caps c1/(L psi_l) of (5.8), A* = A P* (5.6)-(5.7),
# ||A*||_inf = max absolute row sum.
import numpy as np, scipy.sparse as sp
def circulant(n, k, off):                      # k-regular graph on n nodes (k even): i ~ i +- 1..k/2
    rows, cols = [], []
    for s in range(1, k // 2 + 1):
        i = np.arange(n); rows += [i, (i + s) % n]; cols += [(i + s) % n, i]
    r = np.concatenate(rows) + off; c = np.concatenate(cols) + off
    return r, c
def build(parts, N):
    r = np.concatenate([p[0] for p in parts]); c = np.concatenate([p[1] for p in parts])
    Adj = sp.coo_matrix((np.ones(len(r)), (r, c)), shape=(N, N)).tocsr(); Adj.data[:] = 1.0
    At = Adj + sp.eye(N, format='csr'); deg = np.asarray(At.sum(1)).ravel()
    Dm = sp.diags(1 / np.sqrt(deg)); return (Dm @ At @ Dm).tocsr(), deg
def check(A, deg, group, p_rule, c1=1.0):
    labs = np.unique(group); L = len(labs)
    dl = np.array([deg[group == g].mean() for g in labs]); Nl = np.array([(group == g).sum() for g in labs])
    spread = [deg[group == g].max() / deg[group == g].min() for g in labs]
    E = (dl * Nl).sum(); psi = np.sqrt(dl.max() * dl) * Nl / E; cap = c1 / (L * psi)
    p = p_rule(cap); assert np.all(p >= 0) and np.all(p <= cap * (1 + 1e-12))
    P = np.zeros(len(deg))
    for g, pv in zip(labs, p): P[group == g] = pv
    As = A @ sp.diags(P)
    R = np.abs(As).sum(1).max()
    return R, dl, Nl, cap, p, spread
def star_pad(D, dpad, Npad):
    N = 1 + D + Npad
    r1 = np.r_[np.zeros(D, int), np.arange(1, D + 1)]; c1_ = np.r_[np.arange(1, D + 1), np.zeros(D, int)]
    A, deg = build([(r1, c1_), circulant(Npad, dpad, D + 1)], N)
    group = np.r_[2, np.zeros(D, int), np.ones(Npad, int)]   # 0 leaves (deg 2), 1 padding (dpad+1), 2 centre (D+1)
    return A, deg, group
print("(a) star D = 400 + 28-regular padding, p* at the caps, c1 = 1")
for Npad in [100, 1000, 10000, 100000]:
    A, deg, group = star_pad(400, 28, Npad)
    R, dl, Nl, cap, p, spread = check(A, deg, group, lambda cap: cap)
    print(f"  Npad={Npad:>7}: d_l={dl}, N_l={Nl}, p*=caps={np.round(cap,3)}  ||A*||_inf = {R:.2f}")
print("(b) p* = 1 on the star's groups, 0 on the padding (constant p*), c1 = 1, padding just large enough")
for D in [10, 100, 1000, 4000]:
    dpad = 2 * round(np.sqrt(2 * (D + 1)) / 2)
    Npad = int(1.1 * 3 * np.sqrt(2 * (D + 1)) * D / (dpad + 1)) + 10
    A, deg, group = star_pad(D, dpad, Npad)
    R, dl, Nl, cap, p, spread = check(A, deg, group, lambda cap: np.array([1.0, 0.0, 1.0]))
    print(f"  D={D:>5}, dpad={dpad}, Npad={Npad}: caps={np.round(cap,3)}, p*=(1,0,1)  ||A*||_inf = {R:.2f}  (sqrt(D/2)={np.sqrt(D/2):.2f})")
print("(c) balanced: two disjoint regular components of equal size N_1 = N_2 = 2000 (degrees 4 and k+1), p* at the caps, c1 = 1")
for k in [20, 100, 400, 1600]:
    n = 2000
    A, deg = build([circulant(n, 2, 0) if False else circulant(n, 4 - 1 + 1, 0), circulant(n, k, n)], 2 * n)
    group = np.r_[np.zeros(n, int), np.ones(n, int)]
    R, dl, Nl, cap, p, spread = check(A, deg, group, lambda cap: cap)
    print(f"  k={k:>5}: d_l={dl}, caps={np.round(cap,3)}  ||A*||_inf = {R:.2f}")
