# Auditor A r26: thesis.ch2.display.assumptionA.2.4-equivalence (seed 003 L2699-L2707) and
# thesis.ch3.display.assumptionB.2.1-equivalence (L3899). Own numpy. An instance that meets the data model AND the
# initial-model assumptions (Assumption 2.3.1 / B.2.1) exactly, yet no scaling gives (A.10)-(A.11).
import numpy as np
def separable_after_scaling(X, lab):
    # exists s > 0 with s^2 * same >= 1 and s^2 * diff <= lambda < 1  <=>  max diff < min same
    G = X @ X.T; same = [G[i, j] for i in range(len(X)) for j in range(len(X)) if lab[i] == lab[j]]
    diff = [G[i, j] for i in range(len(X)) for j in range(len(X)) if lab[i] != lab[j]]
    return min(same), max(diff), max(diff) < min(same)
# Gram matrix with G >= I (so a W with ||W|| <= 1 maps mu_j exactly to orthonormal p_j) but a cross product above a norm
for M in (2, 3, 5):
    G = np.eye(M)*3.0; G[0, 0] = 2.0; G[1, 1] = 10.0; G[0, 1] = G[1, 0] = 2.5
    assert np.linalg.eigvalsh(G - np.eye(M)).min() >= -1e-12                  # G >= I
    L = np.linalg.cholesky(G); mu = L                                           # rows mu_j with Gram G (d = M)
    kappa = min(np.linalg.norm(mu[i] - mu[j]) for i in range(M) for j in range(i+1, M)); assert kappa > 0
    # W = P Mu^{-1} with P = I: W mu_j = e_j exactly; ||W|| = 1/sqrt(lambda_min(G)) <= 1
    W = np.linalg.inv(mu.T)                                                     # W @ mu_j = e_j  (mu.T columns)
    assert np.allclose(W @ mu.T, np.eye(M)) and np.linalg.norm(W, 2) <= 1 + 1e-12
    # tokens = patterns exactly (tau = 0, (2.5) and Ch.3's min_j ||x_n - mu_j|| = 0), two tokens per pattern
    X = np.repeat(mu, 2, axis=0); lab = np.repeat(np.arange(M), 2)
    smin, dmax, ok = separable_after_scaling(X, lab)
    print(f"M={M}: kappa={kappa:.3f}, ||W_V||=||W_K||=||W_Q||={np.linalg.norm(W, 2):.4f} (sigma = delta = 0, q_j = r_j), "
          f"min same-pattern x_i.x_j = {smin:.3f}, max cross-pattern = {dmax:.3f}, a scaling with (A.10)-(A.11) exists: {ok}")
# with token noise tau > 0 (Ch. 2 (2.5)) the gap only widens the other way; helper's collinear instance (violates Assumption 2.3.1):
mu = np.array([[1.0, 0], [3.0, 0], [0, 5.0]]); G = mu @ mu.T
print("collinear mu_2 = 3 mu_1: lambda_min(Gram) =", round(np.linalg.eigvalsh(G).min(), 4), "-> no W with ||W|| <= 1 maps them to orthonormal (Assumption 2.3.1 fails there)")
# reading: equal-norm patterns (any angles), tokens within tau: separable iff max cross < min same
rng = np.random.default_rng(0); worst = 0; cnt = 0
for _ in range(5000):
    M = rng.integers(3, 7); d = M + 2
    mu = rng.standard_normal((M, d)); mu /= np.linalg.norm(mu, axis=1, keepdims=True)
    G = mu @ mu.T; c = max(G[i, j] for i in range(M) for j in range(M) if i != j)
    tau = rng.uniform(0, 1)*(1 - c)/4                                            # noise small against the angular gap
    X = []; lab = []
    for j in range(M):
        for _ in range(3):
            z = rng.standard_normal(d); X.append(mu[j] + tau*rng.uniform()*z/np.linalg.norm(z)); lab.append(j)
    smin, dmax, ok = separable_after_scaling(np.array(X), lab); cnt += ok
print(f"reading 'equal-norm patterns, tau <= (1 - max cos)/4': separable in {cnt}/5000 random instances")
# Ch. 3 convention (L773): ||x_n|| = 1 for all nodes, x_n = mu_j exactly => patterns are distinct UNIT vectors
cnt = 0; gap = 1
for _ in range(5000):
    M = rng.integers(2, 7); d = rng.integers(2, 8)
    mu = rng.standard_normal((M, d)); mu /= np.linalg.norm(mu, axis=1, keepdims=True)
    X = np.repeat(mu, 2, axis=0); lab = np.repeat(np.arange(M), 2)
    smin, dmax, ok = separable_after_scaling(X, lab); cnt += ok and abs(smin - 1) < 1e-12
    gap = min(gap, smin - dmax)
print(f"Ch.3 with ||x_n|| = 1: (A.10) holds with equality and lambda = max cross < 1 in {cnt}/5000 instances (min gap {gap:.3g} > 0);"
      " converse: unit vectors with x_i.x_j >= 1 are equal (Cauchy-Schwarz), so min_j ||x_n - mu_j|| = 0 with mu_k the common value")
