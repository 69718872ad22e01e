import itertools, numpy as np
v1 = np.array([1,2,3,1,2,3,1,2,3,1,2,3.]); v2 = np.array([2,-1,1,-2,1,1,-1,2,-2,1,3,-1.])
V = np.stack([v1, v2]); G = V @ V.T
X = np.array(list(itertools.product((-1, 1), repeat=12)), float); Y = X @ V.T
for t in (1, 10, 100):
    D = t * np.linalg.norm(V, axis=1); a = np.zeros(2)
    P = np.mean(np.all((Y >= a) & (Y <= a + D), axis=1))
    rhs = 0.9**2 * D.prod() * np.linalg.det(2*np.pi*G)**-0.5
    print(f"t={t}: VV^T={G.tolist()}, P={P:.4f}, rhs={rhs:.4f}, ratio={P/rhs:.3g}")
# kappa = 0 variant (v2 orthogonalised against v1): kappa << 1/m holds for every constant
v2o = v2 - (v1 @ v2) / (v1 @ v1) * v1; V = np.stack([v1, v2o]); G = V @ V.T; Y = X @ V.T
for t in (1, 10, 100):
    D = t * np.linalg.norm(V, axis=1)
    P = np.mean(np.all((Y >= 0) & (Y <= D), axis=1)); rhs = 0.9**2 * D.prod() * np.linalg.det(2*np.pi*G)**-0.5
    print(f"kappa=0: t={t}: P={P:.4f}, rhs={rhs:.4f}, ratio={P/rhs:.3g}, rho={np.sqrt(12)*np.abs(V).max(1)/np.linalg.norm(V,axis=1)}")
