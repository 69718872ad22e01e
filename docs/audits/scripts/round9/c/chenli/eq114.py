"""Audit C of chenli.display.eq114 ((114) L2363): ||Theta~||_F = (1 +- O((m kappa + mu sqrt m)/sqrt lambda)) / sqrt Z,
Theta~ = Theta* + E with ||E||_F <~ mu ||Theta_1||_F (L2268; L2282 unsubscripted). Worst cases: heads with all pairwise
<Theta_i, Theta_i'> = +-kappa ||Theta_i|| ||Theta_i'|| (Assumption 2 at equality), norms in [sqrt(lambda), 1] ||Theta_1||,
E = +-mu ||Theta_1||_F Theta*/||Theta*||_F. Reports max |sqrt(Z) ||Theta~||_F - 1| / ((m kappa + mu sqrt m)/sqrt lambda)."""
import numpy as np
rng = np.random.default_rng(0)
worst = 0.0; worst_mid = 0.0
for trial in range(3000):
    m = int(rng.integers(1, 12)); lam = rng.uniform(0.05, 1); kappa = rng.uniform(0, 0.9 / max(m - 1, 1)); mu = rng.uniform(0, 0.2)
    sgn = rng.choice([-1, 1])
    G = np.full((m, m), sgn * kappa) + (1 - sgn * kappa) * np.eye(m)      # Gram of unit 'directions'
    if np.linalg.eigvalsh(G).min() < 0:
        continue
    norms = np.sqrt(rng.uniform(lam, 1, m)); norms[0] = 1.0; norms = np.sort(norms)[::-1] * rng.uniform(1, 50)
    # vectorised heads: Theta_i = norms_i * u_i with <u_i, u_i'> = G_ii'
    L = np.linalg.cholesky(G + 1e-15 * np.eye(m)); U = L             # rows u_i
    Th = norms[:, None] * U
    Z = np.sum(1 / norms**2)
    Ts = (1 / Z) * np.sum(Th / norms[:, None]**2, axis=0)
    for s in (-1, 1):
        Tt = Ts + s * mu * norms[0] * Ts / np.linalg.norm(Ts)
        dev = abs(np.sqrt(Z) * np.linalg.norm(Tt) - 1)
        scale = (m * kappa + mu * np.sqrt(m)) / np.sqrt(lam)
        if scale > 0:
            worst = max(worst, dev / scale)
    mid = abs(Z * np.linalg.norm(Ts)**2 - 1)
    if kappa > 0:
        worst_mid = max(worst_mid, mid / (m * kappa / (2 * np.sqrt(lam))))
print("max |sqrt(Z)||Theta~||_F - 1| / ((m kappa + mu sqrt m)/sqrt lambda) =", round(worst, 4), "(bounded: (114) holds, O-constant <= 1)")
print("intermediate display (1 +- m kappa/(2 sqrt lambda)): max |Z ||Theta*||_F^2 - 1| / (m kappa/(2 sqrt lambda)) =", round(worst_mid, 4))
