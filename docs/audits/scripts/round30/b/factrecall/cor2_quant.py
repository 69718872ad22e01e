# Auditor B, round 30: factrecall.display.cor2-l584 (seed 002 L580-L598, Corollary 2; setting of Theorem 1, L60-L64).
# Proof's W~: W = sum_x u_{f(x)} e_x^T rounded entrywise to multiples of eps = 1/(8d + 1) (< 1/(8d), L591).  Own check of
# P[argmax_{y in [M]} u_y^T W~ e_x = f(x) for all x], f = identity on [N], all embeddings iid uniform on S^{d-1}.
# The N images are drawn explicitly; the M - N non-image unembeddings are iid uniform: for one such u,
# p_x = P[u . v_x >= a_x] with v_x = W~ e_x, a_x = u_x . v_x, and max_x p_x <= P[u beats some x] <= sum_x p_x, so
# (1 - sum p)^{M-N} <= P[no outsider wins] <= (1 - max p)^{M-N}; p_x from the exact law of a sphere coordinate (Beta).
import numpy as np, mpmath as mp
from scipy.stats import beta as Beta
rng = np.random.default_rng(30)
def tail(d, t):   # P[u_1 >= t] for u uniform on S^{d-1}
    if t <= -1: return 1.0
    if t >= 1: return 0.0
    p = 0.5*Beta.sf(t*t, 0.5, (d - 1)/2)
    return p if t >= 0 else 1 - p
def trial(d, N, Ms):
    E = rng.standard_normal((N, d)); E /= np.linalg.norm(E, axis=1, keepdims=True)
    U = rng.standard_normal((N, d)); U /= np.linalg.norm(U, axis=1, keepdims=True)
    W = U.T @ E; eps = 1/(8*d + 1); Wq = np.round(W/eps)*eps
    assert np.abs(W - Wq).max() <= eps/2 + 1e-15
    V = (Wq @ E.T).T                                                    # v_x = W~ e_x
    ok_images = all(np.argmax(U @ V[x]) == x for x in range(N))
    if not ok_images: return [0.0]*len(Ms), [0.0]*len(Ms)
    p = [tail(d, (U[x] @ V[x])/np.linalg.norm(V[x])) for x in range(N)]
    lo = [mp.mpf(max(0.0, 1 - sum(p)))**(M - N) for M in Ms]; hi = [mp.mpf(1 - max(p))**(M - N) for M in Ms]
    return lo, hi
for (d, N) in [(8, 3), (16, 8), (32, 16)]:
    Ms = [N, 10**3, 10**6, 10**9, 10**12, 10**24]
    LO = np.zeros(len(Ms)); HI = np.zeros(len(Ms)); R = 40
    for _ in range(R):
        lo, hi = trial(d, N, Ms); LO += np.array([float(v) for v in lo]); HI += np.array([float(v) for v in hi])
    print(f"d={d} N={N} (d^2/N = {d*d/N:.1f}; bits log2(2N/eps) = {np.log2(2*N*(8*d+1)):.1f}): success prob of the proof's W~ in "
          + ", ".join(f"M={M:.0e}: [{LO[i]/R:.3f}, {HI[i]/R:.3f}]" for i, M in enumerate(Ms)))
