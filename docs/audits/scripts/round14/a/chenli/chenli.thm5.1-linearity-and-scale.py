"""Audit r14 A: chenli Theorem 5.1 (L511-L515) and its proof's step L1348
   E[X^T J Y] - k sum_i W_i = sum_i Delta_Theta W_i,  Delta_Theta := E[X^T J softmax(X Theta X^T) X] - k Id (L1320,
   'for any Theta in {Theta_1..Theta_m}': no head index), Y = F(X) = sum_i softmax(X Theta_i X^T) X W_i (Eq. (1)),
   J = all-ones k x k (L192).
Own computations (no repo code):
 A. exact enumeration over all X in {+-1}^{3 x 6}: two heads on S_[1] = {0..3} (rotations with two pairings, the
    first with a coupling -lam u w^T between S_[2] = {4} and S_[3] = {5}); Delta_1, Delta_2, linearity, the printed
    single-Delta form, q(Theta) = 1_[2]^T Delta_Theta 1_[3]/sqrt(d2 d3), its derivative at lam = 0, and the
    permutation covariance Delta_{P Theta P^T} = P Delta_Theta P^T.
 B. Theorem 5.1's left side with W_2 = s Id/sqrt(d): linear in s (exact enumeration).
 C. Section-4 scale: q'(0) = -sum_{l,j} E[S_lj (1 - S_lj)] (derived by hand; exact at every d since the block sums
    have E[mu~_a mu~_c] = delta_ac), its size in the Gaussian limit at ||Theta||_F = 2000 (Monte Carlo), and the
    hypothesis slacks at lam = 0, d = 1e40.
"""
import itertools, math
import numpy as np

rng = np.random.default_rng(11)
K = 3

def all_X(k, d):
    N = 2 ** (k * d)
    bits = ((np.arange(N)[:, None] >> np.arange(k * d)[None, :]) & 1).astype(np.float64)
    return (2 * bits - 1).reshape(N, k, d)

def softmax_rows(L):
    L = L - L.max(axis=2, keepdims=True); E = np.exp(L); return E / E.sum(axis=2, keepdims=True)

def delta_of(Th, X):
    S = softmax_rows(np.einsum('nia,ab,njb->nij', X, Th, X))
    JS = S.sum(axis=1, keepdims=True).repeat(X.shape[1], axis=1)         # J S
    M = np.einsum('nai,nab,nbj->ij', X, JS, X) / X.shape[0]
    return M - X.shape[1] * np.eye(X.shape[2]), S

def heads(lam, tau=1.5):
    d = 6
    RA = np.zeros((d, d)); RA[0, 1], RA[1, 0], RA[2, 3], RA[3, 2] = 1, -1, 1, -1
    RB = np.zeros((d, d)); RB[0, 2], RB[2, 0], RB[1, 3], RB[3, 1] = 1, -1, 1, -1
    C = np.zeros((d, d)); C[4, 5] = 1.0                                   # u w^T, u = e_4, w = e_5 (d2 = d3 = 1)
    return tau * RA - lam * C, tau * RB

def partA():
    X = all_X(K, 6)
    d = 6
    lam = 0.7
    T1, T2 = heads(lam)
    print(f"<Theta_1, Theta_2>_F = {np.sum(T1 * T2):.1e}; Tr = {np.trace(T1):.1e}, {np.trace(T2):.1e}")
    D1, S1 = delta_of(T1, X); D2, S2 = delta_of(T2, X)
    W1 = np.diag(rng.choice([-1.0, 1.0], size=d)) / math.sqrt(d); W2 = np.eye(d) / math.sqrt(d)
    J = np.ones((K, K))
    Y = np.einsum('nij,njb,bc->nic', S1, X, W1) + np.einsum('nij,njb,bc->nic', S2, X, W2)
    lhs = np.einsum('nai,ab,nbc->ic', X, J, Y) / X.shape[0] - K * (W1 + W2)
    lin = D1 @ W1 + D2 @ W2
    pr1 = D1 @ (W1 + W2); pr2 = D2 @ (W1 + W2)
    print(f"A. k=3, d=6, 2^18 inputs: ||lhs - sum_i Delta_i W_i||_F = {np.linalg.norm(lhs - lin):.1e} (linearity, the reading);"
          f" ||lhs - Delta_1 sum W||_F = {np.linalg.norm(lhs - pr1):.4f}; ||lhs - Delta_2 sum W||_F = {np.linalg.norm(lhs - pr2):.4f}")
    q = lambda D: D[4, 5]
    print(f"   q(Theta_2) = {q(D2):.2e} (exactly 0: Theta_2 does not see S_[2], S_[3]); q(Theta_1) = {q(D1):.6f} at lam = {lam}")
    # derivative at lam = 0
    T10, _ = heads(0.0); _, S0 = delta_of(T10, X)
    coef = np.mean(np.sum(S0 * (1 - S0), axis=(1, 2)))
    for h in (1e-2, 1e-3):
        Dh, _ = delta_of(heads(h)[0], X)
        print(f"   q(lam)/lam at lam = {h}: {q(Dh)/h:.6f} vs -sum E[S(1-S)] at lam=0: {-coef:.6f}")
    # permutation covariance: Theta_2 = P Theta_1' P^T for the lam = 0 head
    perm = np.array([0, 2, 1, 3, 4, 5]); P = np.eye(d)[perm]
    Dp, _ = delta_of(P @ T10 @ P.T, X); D10, _ = delta_of(T10, X)
    print(f"   ||Delta_(P Theta P^T) - P Delta_Theta P^T||_F = {np.linalg.norm(Dp - P @ D10 @ P.T):.1e}; "
          f"||P Delta P^T - Delta|| = {np.linalg.norm(P @ D10 @ P.T - D10):.4f} (Delta not permutation invariant)")
    return X, T1, T2, W1, D1, D2

def partB(X, T1, T2, W1, D1, D2):
    """Theorem 5.1 with the roles of chenli.thm5.1-scale: head 2 the coupled one, W_2 = s Id/sqrt(d)."""
    d = 6
    print("B. ||E[X^T J Y] - k sum W_i||_F with head 1 = rotation, head 2 = coupled, W_2 = s Id/sqrt(d):")
    for s in (1.0, 10.0, 100.0, 1e3):
        W2 = s * np.eye(d) / math.sqrt(d)
        val = np.linalg.norm(D2 @ W1 + D1 @ W2)   # D1 is the coupled head's Delta here (swap roles)
        print(f"   s = {s:g}: {val:.5f}  (ratio to s: {val/s:.6f})")

def partC(F=2000.0, N=2_000_000):
    """Gaussian limit (d -> inf) of the lam = 0 logits: R antisymmetric, R_lj ~ N(0, F^2) iid for l < j, diag 0."""
    R = np.zeros((N, 3, 3))
    for (l, j) in ((0, 1), (0, 2), (1, 2)):
        z = rng.normal(size=N) * F; R[:, l, j] = z; R[:, j, l] = -z
    S = softmax_rows(R)
    v = np.sum(S * (1 - S), axis=(1, 2))
    print(f"C. Gaussian limit, F = {F:g}: sum E[S(1-S)] = {v.mean():.3e} +- {v.std()/math.sqrt(N):.1e} (> 0; ~ c/F, c = {v.mean()*F:.2f})")
    # hypotheses at lam = 0, d = 1e40, m = 2, k = 3, Theta_i = (F/sqrt(d1)) rotations on d1 = d/2, W_1 = diag(+-1)/sqrt(d), W_2 = s Id/sqrt(d)
    ld = 40 * math.log(10); m, k, lam_a = 2, 3, 0.99
    logr = ld / 4 - math.log(10)
    kappa = lam_a**6.5 / (m**6.5 * ld**2)
    ok = {
        "(8) lower end (c = 1, x10)": math.log(10 * (ld + math.log(m * k))) - math.log(kappa * lam_a) <= logr,
        "Ass.1 lam >> m^1.5 log m/sqrt(r)": lam_a >= 10 * m**1.5 * math.log(m) / math.exp(logr / 2),
        "Ass.2 <Theta_1,Theta_2> = 0": True,
        "Ass.3 stable rank d1 - 1 >= r": ld - math.log(2) > logr,
        "Ass.4 v = 2 sqrt(d/(d1-1)) <= sqrt(d)/(10 r^2)": math.log(2 * math.sqrt(2.0001)) <= ld / 2 - math.log(10) - 2 * logr,
        "Ass.5 Tr = 0, k = 3": math.sqrt(math.log(3)) >= 1,
        "Ass.6 F >= 10 log(kd/sqrt(lam'))": F >= 10 * (math.log(3) + ld + logr / 2),
        "Ass.8 <W1,W2> = 0, Ass.9 r_W = d >> m^3 k log d": True,
        "Ass.10 ||W_1|| = 1, ||W_2||^2 = s^2 >= lam' = 1/r (no upper end)": True,
        "4.3 m <= k <= r^Theta(1)": True,
    }
    print(f"   slacks at lam = 0, d = 1e40 (log r_Theta = {logr:.1f}): {ok}")
    print("   All are strict/open conditions, continuous in lam; q(0) = 0, q'(0) < 0 and q is analytic in lam at fixed d "
          "(a finite average), so for all small lam > 0: q(Theta_coupled) < 0 = q(Theta_rotation), inside the hypotheses.")

if __name__ == "__main__":
    X, T1, T2, W1, D1, D2 = partA()
    partB(X, T1, T2, W1, D1, D2)
    partC()
