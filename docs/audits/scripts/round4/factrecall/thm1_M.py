"""Auditor r4 factrecall Theorem 1 (seed 002 L60-L66; proof L430-L460 with delta' = delta/(NM)): success probability of the
construction W = sum_x u_{f*(x)} e_x^T as M grows at fixed (N, d); embeddings/unembeddings iid uniform on S^{d-1}.
Explicit sampling of every unembedding. Also the existence claim at N <= d via W = U E^+ (exact interpolation)."""
import numpy as np
rng = np.random.default_rng(2024)
def sph(n, d):
    g = rng.standard_normal((n, d)); return g / np.linalg.norm(g, axis=1, keepdims=True)
d, N = 8, 3
for M, trials in ((3, 2000), (100, 1000), (10**4, 300), (10**5, 100), (10**6, 40)):
    ok_c = ok_e = 0
    for _ in range(trials):
        E = sph(N, d); U = sph(M, d)                # f*(x) = x for x < N
        W = U[:N].T @ E                              # sum_x u_x e_x^T
        S = U @ (W @ E.T)                            # scores u_y^T W e_x, shape M x N
        ok_c += np.all(S.argmax(0) == np.arange(N))
        W2 = U[:N].T @ np.linalg.pinv(E.T)           # W e_x = u_x exactly (N <= d)
        ok_e += np.all((U @ (W2 @ E.T)).argmax(0) == np.arange(N))
    print(f"d={d} N={N} M={M}: construction success {ok_c / trials:.3f}; interpolating W success {ok_e / trials:.3f} ({trials} draws)")
