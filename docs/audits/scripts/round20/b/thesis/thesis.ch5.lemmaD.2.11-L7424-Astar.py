# Auditor B, round 20: thesis.ch5.lemmaD.2.11-L7424-Astar (own model, no repository code).
# (D.84)/(D.85) as printed: P = q^T A (A (A X (W + W^rho + eta W'' S) + B1) . D_{w,rho,eta} (V + V^rho + eta S V'') . D_{v,rho,eta}) c
# (no B2 in (D.84)), P' the same with the sign patterns frozen at eta = 0.  W'' = 0 (so the first layer never flips),
# V''_{:,i} = tau_v e_{l*} for all i (column norms tau_v = ||V''||_{2,inf}).  A = A* = p A0.
# eta -> 0 limit: E|P - P'|/eta^2 -> E_{W^rho}[ sum_n |(q^T A)_n| sum_i |c_i| f_{n,i}(0) delta_{n,i}^2 / 2 ],
#   y_{n,i} = u_n.(V + V^rho)_{:,i} ~ N(u_n.V_i, sigma_v^2 ||u_n||^2) given W^rho,  u_n = a_n relu(A X (W+W^rho) + B1),
#   delta_{n,i} = u_n . S V''_{:,i}.
import numpy as np, sys
from scipy.stats import norm
relu = lambda z: np.maximum(z, 0)

def setup(seed, graph, m1, m2, d=4):
    rng = np.random.default_rng(seed)
    At = np.ones((3, 3)) if graph == 'triangle' else np.eye(4) + np.diag(np.ones(3), 1) + np.diag(np.ones(3), -1)
    N = At.shape[0]; Dg = At.sum(1); A0 = At/np.sqrt(np.outer(Dg, Dg))
    X = rng.normal(size=(N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W = rng.normal(0, m1**-0.5, (d, m1)); b1 = rng.normal(0, m1**-0.5, m1); V = rng.normal(0, m2**-0.5, (m1, m2))
    c = rng.normal(size=m2); S = rng.choice([-1.0, 1.0], m1)
    return rng, A0, X, W, b1, V, c, S

def lhs_limit(p, seed, graph='triangle', m1=16, m2=16, tau_v=1.0, nrho=20):
    rng, A0, X, W, b1, V, c, S = setup(seed, graph, m1, m2)
    sw = m1**-0.99; sv = m2**-0.51            # Table 5.1
    A = p*A0; q = np.zeros(A.shape[0]); q[0] = 1; qA = q @ A
    U0 = A @ relu(A @ X @ W + b1); lstar = np.argmax(np.abs(U0[0]))
    tot = 0.0
    for _ in range(nrho):
        Wr = rng.normal(0, sw, W.shape)
        U = A @ relu(A @ X @ (W + Wr) + b1)          # N x m1
        mu = U @ V                                    # N x m2
        s = sv*np.linalg.norm(U, axis=1)[:, None]
        dens = norm.pdf(mu/s)/s
        delta = (S[lstar]*U[:, lstar]*tau_v)[:, None]*np.ones((1, m2))
        tot += np.sum(np.abs(qA)[:, None]*np.abs(c)[None, :]*dens*delta**2/2)
    return tot/nrho, (A, X, W, b1, V, c, S, lstar, sw, sv, qA)

def direct(p, seed, eta, nsamp=200000, graph='triangle', m1=16, m2=16, tau_v=1.0):
    # brute-force E over V^rho (W^rho = 0 here and in the matching limit call) of |P - P'|/eta^2
    lim, (A, X, W, b1, V, c, S, lstar, sw, sv, qA) = lhs_limit(p, seed, graph, m1, m2, tau_v, nrho=1)
    rng = np.random.default_rng(99)
    U = A @ relu(A @ X @ W + b1); Vpp = np.zeros_like(V); Vpp[lstar] = tau_v
    acc = 0.0; B = 2000
    for k in range(nsamp//B):
        Vr = rng.normal(0, sv, (B,) + V.shape)
        Y0 = np.einsum('nl,blm->bnm', U, V + Vr)
        Y1 = Y0 + eta*np.einsum('nl,lm->nm', U, S[:, None]*Vpp)[None]
        P = np.einsum('n,bnm,m->b', qA, relu(Y1), c); Pp = np.einsum('n,bnm,m->b', qA, Y1*(Y0 > 0), c)
        acc += np.sum(np.abs(P - Pp))
    return acc/nsamp/eta**2

def lhs_limit_norho(p, seed, **kw):
    # same limit with W^rho = 0 (for the brute-force check)
    rng, A0, X, W, b1, V, c, S = setup(seed, kw.get('graph', 'triangle'), kw.get('m1', 16), kw.get('m2', 16))
    m2 = kw.get('m2', 16); sv = m2**-0.51; A = p*A0; qA = A[0]
    U = A @ relu(A @ X @ W + b1); lstar = np.argmax(np.abs(U[0])); mu = U @ V; s = sv*np.linalg.norm(U, axis=1)[:, None]
    delta = (U[:, lstar])[:, None]*np.ones((1, m2))
    return np.sum(np.abs(qA)[:, None]*np.abs(c)[None, :]*norm.pdf(mu/s)/s*delta**2/2)

def shape(p, graph, m1, m2, tau_w=1e-6, tau_v=1.0, which='spec'):
    _, A0, *_ = setup(0, graph, m1, m2); A = p*A0
    sw = m1**-0.99; sv = m2**-0.51
    nA = np.linalg.norm(A, 2) if which == 'spec' else np.abs(A).sum(1).max()
    return A[0].sum()*nA**4*(tau_w**2*m1/sw + (tau_w**2 + tau_v**2/m1)*m2/sv)

if __name__ == '__main__':
    if 'check' in sys.argv:
        for p in (1.0, 0.01):
            print(f'p={p}: limit formula {lhs_limit_norho(p, 0):.4e}; brute force eta=1e-3: {direct(p, 0, 1e-3):.4e}')
        sys.exit()
    for graph in ('triangle', 'path4'):
        for (m1, m2) in ((16, 16), (64, 64)):
            print(f'graph={graph} m1={m1} m2={m2} sigma_w=m1^-0.99 sigma_v=m2^-0.51 tau_winf=1e-6 tau_vinf=1 (median of 7 inits)')
            for p in (1, 1e-1, 1e-2, 1e-3, 1e-4):
                L = np.array([lhs_limit(p, s, graph, m1, m2)[0] for s in range(7)])
                r_spec = L/shape(p, graph, m1, m2, which='spec'); r_inf = L/shape(p, graph, m1, m2, which='inf')
                # alternative exponents: q^T A 1 ||A||^2 and q^T A 1 ||A|| max(1,||A||)  (spectral)
                _, A0, *_ = setup(0, graph, m1, m2); nA = p*np.linalg.norm(A0, 2)
                alt = lambda k: np.median(L/(shape(p, graph, m1, m2, which='spec')/nA**4*nA**k))
                print(f'  p={p:7.0e}  lhs={np.median(L):.3e}  lhs/shape: spectral {np.median(r_spec):.3g} (min {r_spec.min():.3g}), ||.||_inf {np.median(r_inf):.3g}'
                      f'   | with ||A||^2: {alt(2):.3g}, ||A||^1: {alt(1):.3g}')

# Reading 'bias as a feature column' (the proof's L7314/L7222 device: a_n X~ w~ = a_n X w + (a_n 1) b): the first-layer
# argument becomes A X W + (A 1) b1^T, the model is homogeneous of degree 3 in A; lhs ~ p^3 against p^5, still unbounded.
if __name__ == '__main__' and 'biasfeature' in sys.argv:
    for p in (1, 1e-1, 1e-2, 1e-3):
        L = []
        for s in range(7):
            rng, A0, X, W, b1, V, c, S = setup(s, 'triangle', 16, 16)
            A = p*A0; qA = A[0]; sv = 16**-0.51
            U = A @ relu(A @ X @ W + (A @ np.ones(A.shape[0]))[:, None]*b1[None, :])
            lstar = np.argmax(np.abs(U[0])); mu = U @ V; sd = sv*np.linalg.norm(U, axis=1)[:, None]
            delta = U[:, lstar][:, None]*np.ones((1, 16))
            L.append(np.sum(np.abs(qA)[:, None]*np.abs(c)[None, :]*norm.pdf(mu/sd)/sd*delta**2/2))
        print(f'bias-as-feature p={p:6.0e}: lhs={np.median(L):.3e} lhs/shape(spectral)={np.median(L)/shape(p, "triangle", 16, 16):.3g}')
