# Auditor B r29: thesis (D.47) (seed 003 L6982, proof of Lemma D.2.4): g_r^(0)(q, A, W^, V^, B) = main +- O(shape * eps).
# Own numpy: graphs with self-connections, A = D^-1/2 (Adj + I) D^-1/2, unit features with A X = 0 exactly.
import numpy as np
rng = np.random.default_rng(47)
def norm_adj(Adj):
    At = Adj + np.eye(len(Adj)); d = At.sum(1); return At / np.sqrt(np.outer(d, d))
def g0(q, A, X, W, V, B1, B2, c, W0, r_fn):
    # (D.39): sum_n q^T a_n sum_i c_i 1[r_{n,i} + B2_{n,i} >= 0] sum_j a_{n,j} sum_l v_{i,l} 1[a_j X w0_l + B1_{j,l} >= 0] a_j X w_l
    N = A.shape[0]; m1, m2 = W.shape[1], V.shape[1]; AX = A @ X; tot = 0.0
    R = r_fn()
    for n in range(N):
        qa = q @ A[:, n]
        for i in range(m2):
            if R[n, i] + B2[n, i] < 0: continue
            s = 0.0
            for j in range(N):
                act = (AX[j] @ W0 + B1[j] >= 0)
                s += A[n, j] * np.sum(V[:, i] * act * (AX[j] @ W))
            tot += qa * c[i] * s
    return tot, np.abs(AX).max()
def main_term(q, A, X, w1, w2, phi1, phi2, Phi, v1=1.0, v2=1.0, ck=1.0):
    AX = A @ X; N = A.shape[0]
    r1 = A @ (v1 * phi1(AX @ w1)); r2 = A @ (v2 * phi2(AX @ w2))
    return sum((q @ A[:, n]) * ck * Phi(r1[n]) * r2[n] for n in range(N))
cases = []
# K_2 (A = J/2), X = (x, -x)
cases.append(("K2", np.ones((2, 2)) - np.eye(2), np.array([[1.0, 0.0], [-1.0, 0.0]])))
# K_3 (A = J/3), three unit features at 120 degrees
ang = np.array([0, 2 * np.pi / 3, 4 * np.pi / 3]); cases.append(("K3", np.ones((3, 3)) - np.eye(3), np.c_[np.cos(ang), np.sin(ang), np.zeros(3)]))
# two disjoint K_4's, features +-e1, +-e2 in one, +-e3, +-e1 in the other (rows sum to 0 in each clique)
Adj = np.zeros((8, 8)); Adj[:4, :4] = 1; Adj[4:, 4:] = 1; Adj -= np.eye(8)
E = np.eye(3); cases.append(("2xK4", Adj, np.array([E[0], -E[0], E[1], -E[1], E[2], -E[2], E[0], -E[0]])))
for name, Adjm, X in cases:
    A = norm_adj(Adjm); N, d = X.shape
    assert np.allclose(np.linalg.norm(X, axis=1), 1)
    q = np.zeros(N); q[0] = 1.0
    w1 = np.zeros(d); w1[0] = 1; w2 = np.zeros(d); w2[-1] = 1       # unit columns of W*_1, W*_2
    for m1, m2 in ((8, 8), (64, 32)):
        W0 = rng.standard_normal((d, m1)) / np.sqrt(m1); B1 = rng.standard_normal((N, m1)) / np.sqrt(m1)
        B2 = rng.standard_normal((N, m2)) / np.sqrt(m2); c = rng.choice([-1.0, 1.0], m2)
        # a W^ as in (D.45) (columns along e_d, random scalar weights) and a random V^ (D.46)-like; and fully random ones
        What = np.zeros((d, m1)); What[-1] = rng.standard_normal(m1) * 10
        Vhat = rng.standard_normal((m1, m2)) * 10
        r_fn = lambda: rng.standard_normal((N, m2))
        g_a, ax = g0(q, A, X, What, Vhat, B1, B2, c, W0, r_fn)
        g_b, _ = g0(q, A, X, rng.standard_normal((d, m1)) * 100, rng.standard_normal((m1, m2)) * 100, B1, B2, c, W0, r_fn)
        mt = main_term(q, A, X, w1, w2, np.cos, np.cos, np.exp)
        mt2 = main_term(q, A, X, w1, w2, lambda z: 1 + z**2, np.cos, np.exp, ck=0.5)
        print(f"{name} m1={m1} m2={m2}: max|AX| = {ax:.1e}; g0 at (D.45)-like W^ = {g_a:.3g}, at random W, V = {g_b:.3g}; "
              f"main term (cos, cos, exp, c*=1) = {mt:.6f}; (1+z^2, cos, exp, c*=1/2) = {mt2:.6f}")
# the error term: shape(eps) = ||q||_1 p1 p2^2 C_s(.) C_s(.) sqrt(||A||^2 + 1) eps = (eps/eps_sup)/K < 1 for every admissible eps
print("required: e = 2.71828 <= c * (eps/eps_sup)/K for one constant c and every eps in (0, eps_sup):")
for f in (1e-1, 1e-3, 1e-6, 1e-12):
    print(f"  eps/eps_sup = {f:g}: needed c >= {np.e / f:.3g}")
