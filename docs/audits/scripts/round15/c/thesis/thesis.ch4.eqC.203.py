"""Audit of thesis (C.203), L6246-L6249: P( sup_{W in B(W*P,r)} ||Hess f_n(W) - Hess fbar(W)|| <= C_6 S sqrt(dK log n/n) ) <= d^-10,
S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2, as long as n >= C' dK log dK.
Model (4.1)-(4.3): x ~ sum_l lambda_l N(mu_l, Sigma_l), P(y=1|x) = H(W*,x) = (1/K) sum_j sigmoid(w_j*^T x), cross-entropy loss.
Own derivation: Hess l = l''(H) gradH gradH^T + l'(H) Hess H, l'(H) = (H-y)/(H(1-H)), l''(H) = (y-2yH+H^2)/(H^2(1-H)^2),
gradH_j = phi'(w_j.x) x / K, Hess H = blockdiag phi''(w_j.x) x x^T / K.  fbar: E over x (Gauss-Hermite) with E[y|x] = H(W*,x).
"""
import numpy as np, itertools, math
from numpy.polynomial.hermite_e import hermegauss

sig = lambda z: 1/(1+np.exp(-z))
def d1(z): s = sig(z); return s*(1-s)
def d2(z): s = sig(z); return s*(1-s)*(1-2*s)

def hess(W, X, Ey):
    """average over rows of X of the dK x dK Hessian, Ey = y (empirical) or E[y|x] (population; linear in y). weights via X rows."""
    n, d = X.shape; K = W.shape[1]
    Z = X @ W
    H = sig(Z).mean(1)
    lp = (H - Ey)/(H*(1-H)); lpp = (Ey - 2*Ey*H + H**2)/(H**2*(1-H)**2)
    G = (d1(Z)[:, :, None]*X[:, None, :]/K).reshape(n, d*K)  # index j*d+a
    M = (G*lpp[:, None]).T @ G
    for j in range(K):
        M[j*d:(j+1)*d, j*d:(j+1)*d] += (X*(lp*d2(Z[:, j])/K)[:, None]).T @ X
    return M

def hess_w(W, X, Ey, w):
    Z = X @ W; K = W.shape[1]; n, d = X.shape
    H = sig(Z).mean(1)
    lp = (H - Ey)/(H*(1-H)); lpp = (Ey - 2*Ey*H + H**2)/(H**2*(1-H)**2)
    G = (d1(Z)[:, :, None]*X[:, None, :]/K).reshape(n, d*K)
    M = (G*(w*lpp)[:, None]).T @ G
    for j in range(K):
        M[j*d:(j+1)*d, j*d:(j+1)*d] += (X*(w*lp*d2(Z[:, j])/K)[:, None]).T @ X
    return M

def loss(W, x, y):
    H = sig(x @ W).mean(); return -y*np.log(H) - (1-y)*np.log(1-H)

def fd_check(W, x, y, h=1e-4):
    d, K = W.shape; M = np.zeros((d*K, d*K))
    def e(i): E = np.zeros(d*K); E[i] = h; return E.reshape(K, d).T
    for i in range(d*K):
        for k in range(d*K):
            M[i, k] = (loss(W+e(i)+e(k), x, y) - loss(W+e(i)-e(k), x, y) - loss(W-e(i)+e(k), x, y) + loss(W-e(i)-e(k), x, y))/(4*h*h)
    return np.abs(M - hess(W, x[None], np.array([y]))).max()

class Inst:
    def __init__(s, lam, mus, Sig, Ws, nodes):
        s.lam, s.mus, s.Sig, s.Ws = np.array(lam), [np.array(m, float) for m in mus], [np.array(S, float) for S in Sig], np.array(Ws, float)
        s.d, s.K = s.Ws.shape; s.L = len(lam)
        assert s.L >= 2 and abs(s.lam.sum()-1) < 1e-12 and all(0 < l < 1 for l in lam) and s.K <= s.d
        s.roots = []
        for S in s.Sig:
            ev, V = np.linalg.eigh(S); assert ev.min() > 0; s.roots.append(V @ np.diag(np.sqrt(ev)) @ V.T)
        s.S = sum(l*(np.linalg.norm(m)+np.linalg.norm(R, 2))**2 for l, m, R in zip(s.lam, s.mus, s.roots))
        t, w = hermegauss(nodes); w = w/w.sum()
        Zq = np.array(list(itertools.product(t, repeat=s.d))); Wq = np.prod(np.array(list(itertools.product(w, repeat=s.d))), 1)
        s.Xq = np.vstack([m + Zq @ R.T for m, R in zip(s.mus, s.roots)])
        s.wq = np.concatenate([l*Wq for l in s.lam])
        s.Hq = sig(s.Xq @ s.Ws).mean(1)
    def pop_hess(s, W):
        return hess_w(W, s.Xq, s.Hq, s.wq)
    def sample(s, n, rng):
        comp = rng.choice(s.L, size=n, p=s.lam)
        X = np.array([s.mus[c] for c in comp]) + np.einsum('nij,nj->ni', np.array([s.roots[c] for c in comp]), rng.standard_normal((n, s.d)))
        y = (rng.random(n) < sig(X @ s.Ws).mean(1)).astype(float)
        return X, y

def run(inst, n, m, r, npts, rng, c6s=(0.1, 1.0, 10.0)):
    d, K = inst.d, inst.K
    assert n >= 50*d*K*math.log(d*K)   # n >= C' dK log dK with C' = 50
    base = inst.S*math.sqrt(d*K*math.log(n)/n)
    Hb_star = inst.pop_hess(inst.Ws)
    # ball points: W*, npts on the sphere of radius r, npts inside (W* P with P = I is in every B(W*P, r))
    dirs = rng.standard_normal((2*npts, d, K)); dirs /= np.linalg.norm(dirs.reshape(2*npts, -1), axis=1)[:, None, None]
    radii = np.concatenate([np.full(npts, r), r*rng.random(npts)**(1/(d*K))])
    pts = [inst.Ws] + [inst.Ws + a*D for a, D in zip(radii, dirs)]
    Hbars = [Hb_star] + [inst.pop_hess(P) for P in pts[1:]]
    dev_star, dev_sup = [], []
    for _ in range(m):
        X, y = inst.sample(n, rng)
        vals = [np.linalg.norm(hess(P, X, y)/n - Hb, 2) for P, Hb in zip(pts, Hbars)]
        dev_star.append(vals[0]); dev_sup.append(max(vals))
    dev_star, dev_sup = np.array(dev_star), np.array(dev_sup)
    print(f"  d={d} K={K} L={inst.L} n={n} S={inst.S:.3f} base S*sqrt(dK log n/n)={base:.4f}; d^-10={d**-10.:.2e}")
    print(f"  ||Hess fbar(W*)||={np.linalg.norm(Hb_star,2):.4f}; dev at W*: max {dev_star.max():.4f} (ratio to base {dev_star.max()/base:.3f}); "
          f"max over {len(pts)} ball points (r={r}): max {dev_sup.max():.4f} (ratio {dev_sup.max()/base:.3f})")
    for c6 in c6s:
        k = int((dev_sup <= c6*base).sum())
        # Clopper-Pearson one-sided lower bound, level 1-1e-6: for k = m it is (1e-6)^(1/m)
        lo = (1e-6)**(1/m) if k == m else float('nan')
        print(f"    C_6={c6}: {k}/{m} samples in the event (sup over ball points <= C_6*base); CP lower bound {lo:.3f} vs display's <= {d**-10.:.2e}")

if __name__ == "__main__":
    rng = np.random.default_rng(20261130)
    inst0 = Inst([0.3, 0.7], [[1, 0], [-.5, .5]], [np.eye(2), np.diag([.5, 1.5])], [[1, -.5], [.3, .8]], 60)
    X, y = inst0.sample(3, rng)
    print("finite-difference check of own Hessian formula:", max(fd_check(inst0.Ws + 0.1, X[i], y[i]) for i in range(3)))
    # population Hessian check: quadrature vs Monte Carlo at W*, and quadrature convergence
    Xm, ym = inst0.sample(400000, rng)
    print("pop Hessian quadrature vs MC(4e5, E[y|x]) at W*: ", np.abs(inst0.pop_hess(inst0.Ws) - hess(inst0.Ws, Xm, sig(Xm @ inst0.Ws).mean(1))/len(Xm)).max(),
          " 60 vs 80 nodes:", np.abs(inst0.pop_hess(inst0.Ws) - Inst([0.3, 0.7], [[1, 0], [-.5, .5]], [np.eye(2), np.diag([.5, 1.5])], [[1, -.5], [.3, .8]], 80).pop_hess(inst0.Ws)).max())
    print("instance 1 (d=2):")
    run(inst0, 1000, 200, 0.05, 20, rng)
    run(inst0, 4000, 100, 0.05, 20, rng)
    print("instance 2 (d=3, K=3, L=3):")
    inst2 = Inst([0.2, 0.3, 0.5], [[1, 0, 0], [0, -1, .5], [.3, .3, -.3]], [np.eye(3), np.diag([.5, 1, 2]), 0.7*np.eye(3)],
                 [[1, -.5, .2], [.3, .8, -.4], [-.2, .1, 1.1]], 24)
    run(inst2, 3000, 100, 0.05, 10, rng)
