"""Audit chenli.display.lemma7.3/7.4-avg-norm (L2359, L2425), -op-holder (L2373, L2443), -stable-rank (L2377, L2447).
Singular values only (Theta_1 = diag(s)); Z = sum 1/||Theta_i||^2; m = 1, E = 0 gives Theta~ = Theta_1. mpmath/numpy."""
import numpy as np
def stats(s):
    s = np.asarray(s, float); F2 = (s**2).sum(); op = s.max(); tr = s.sum()
    return F2, op, tr
for s in [[2, 1, 1, 1, 1, 1], [1] + [0.1] * 10000]:
    F2, op, tr = stats(s)
    Z = 1 / F2
    # Theta~ = (1/Z)(1/||Theta_1||^2) Theta_1 = Theta_1 at m = 1
    holder_rhs = F2 / tr                      # |<Theta~, Theta_1/||Theta_1||_tr>|
    print(f"s={s[:3]}..(n={len(s)}): ||Theta~||_op={op:.4f}  |<Theta~,Theta_1/tr>|={holder_rhs:.4f}  "
          f"(1/Z)||Theta_1||_tr^-1={(1/Z)/tr:.4f}  stable rank={F2/op**2:.4f}  Z||Theta_1||_tr^2={Z*tr**2:.4f}")
# avg-norm: m heads, pairwise <Theta_i,Theta_i'> = kappa n_i n_i'  (realisable: Gram matrix (1-k)I + kJ is PSD)
for m, lam, drop in [(3, 0.9, False), (5, 0.95, True)]:
    kap = 1e-3; n = np.ones(m)
    G = (1 - kap) * np.eye(m) + kap * np.ones((m, m)); assert np.linalg.eigvalsh(G).min() > 0
    idx = list(range(1, m)) if drop else list(range(m))      # Lemma 7.4: i* = 1 left out
    w = np.array([1 / n[i] ** 2 for i in idx]); Zs = w.sum()
    val = (w[:, None] * w[None, :] * np.outer(n[idx], n[idx]) * G[np.ix_(idx, idx)]).sum() / Zs**2
    rel = val * Zs - 1
    print(f"avg-norm m={m} lam={lam} drop i*={drop}: relative error {rel/kap:.4f} kappa vs printed m kappa/(2 sqrt lam) = {m/(2*np.sqrt(lam)):.4f} kappa")
