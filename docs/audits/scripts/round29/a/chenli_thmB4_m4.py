# Auditor A r29: chenli Theorem B.4 lower bound at m = 4. Own numpy, exact enumeration over {+-1}^d.
import numpy as np, itertools
def allsigns(d): return np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
def check(V, name, ts, a=None):
    m, d = V.shape; X = allsigns(d); Y = X @ V.T
    nrm = np.linalg.norm(V, axis=1); G = V @ V.T
    rho = (np.abs(V).max(1)*np.sqrt(d)/nrm).max()
    C = G/np.outer(nrm, nrm); kappa = np.abs(C - np.diag(np.diag(C))).max()
    a = np.zeros(m) if a is None else a
    print(f"{name}: m={m} d={d} rho={rho:.3f} kappa={kappa:.4f} (kappa*m={kappa*m:.3f}) ||v||={np.round(nrm, 3)}")
    for t in ts:
        Dl = t*nrm
        P = np.mean(np.all((Y >= a) & (Y <= a + Dl), axis=1))
        rhs = 0.9**m*np.prod(Dl)/np.sqrt(np.linalg.det(2*np.pi*G))*np.exp(-0.5*a @ np.linalg.solve(G, a))
        # (163) at a = 0: Lambda <= det(VV^T)^{1/2} (|phi| <= 1); right side Dmin^m exp(-m^2) prod(Delta_j/||v_j||)^m (constants 1)
        lam = np.sqrt(np.linalg.det(G)); r163 = Dl.min()**m*np.exp(-m**2)*np.prod(Dl/nrm)**m
        print(f"  t={t:>6}: P={P:.5f} bound(const 1)={rhs:.4g} P/bound={P/rhs:.3g}  (163): {lam:.3g} <= {r163:.3g}: {lam <= r163}")
# own instance 1: disjoint supports, exactly orthogonal (kappa = 0), non-flat rows
d = 16; V = np.zeros((4, d))
blocks = [(1, 2, 3, 1.5), (2, 1, 1, 3), (1.2, 2.5, 0.7, 1.9), (3, 3, 1, 2)]
for j, b in enumerate(blocks): V[j, 4*j:4*j+4] = b
check(V, "orthogonal non-flat (own)", [1, 10, 100, 1000])
# own instance 2: full-support non-flat rows, Gaussian then Gram-Schmidt plus a small perturbation (small kappa)
rng = np.random.default_rng(7)
W = rng.standard_normal((4, 18)); Q, _ = np.linalg.qr(W.T); W = Q.T*np.array([[3.0], [2.0], [2.5], [4.0]])
W = W + 0.03*rng.standard_normal(W.shape)
check(W, "Gram-Schmidt Gaussian rows + 0.03 noise (own, seed 7)", [1, 10, 100])
