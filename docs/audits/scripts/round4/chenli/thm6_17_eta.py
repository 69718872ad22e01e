"""Auditor r4 chenli Theorem 6.17 (II) proof, seed 000 L2218-L2226: eta := 3 eps*/(lambda ||Theta_1||_F);
sqrt(1+eta)||T*|| >= ||T*|| + (eta/3)||T*|| >= ||T*|| + eps*. Orthogonal heads, exact arithmetic on norms."""
import numpy as np
import mpmath as mp
rng = np.random.default_rng(7)
def instance(norms, d=40, eps_star=1e-3):
    m = len(norms)
    Q, _ = np.linalg.qr(rng.standard_normal((d * d, m)))           # orthonormal (Frobenius) directions
    Th = [norms[i] * Q[:, i].reshape(d, d) for i in range(m)]
    F1 = np.linalg.norm(Th[0]); lam = min(np.linalg.norm(T)**2 for T in Th) / F1**2
    Z = sum(1 / np.linalg.norm(T)**2 for T in Th)
    Ts = sum(T / np.linalg.norm(T)**2 for T in Th) / Z
    eta = 3 * eps_star / (lam * F1)
    a = np.sqrt(1 + eta) * np.linalg.norm(Ts); b = np.linalg.norm(Ts) + eta / 3 * np.linalg.norm(Ts); c = np.linalg.norm(Ts) + eps_star
    gram = np.array([[np.sum(A * B) for B in Th] for A in Th]); kappa = np.max(np.abs(gram - np.diag(np.diag(gram))))
    return m, lam, np.linalg.norm(Ts), eta, a >= b, (eta / 3) * np.linalg.norm(Ts), eps_star, b >= c, kappa
for norms in ([1, 1], [1, np.sqrt(0.999)], [1, 1, 1, 1], [1] * 30, [1, 0.5], [1, 0.3]):
    m, lam, nTs, eta, s1, lhs, eps, s2, kap = instance(norms)
    print(f"m={m} lambda={lam:.4f} ||T*||={nTs:.5f} eta={eta:.3e}: step1 {s1}; (eta/3)||T*||={lhs:.4e} vs eps*={eps:.1e}: step2 {s2};"
          f" ratio eps*/((eta/3)||T*||) = {eps / lhs:.4f} (= lambda ||T1||/||T*||); max offdiag Gram {kap:.1e}")
