"""Auditor B: chenli (114) L2359-L2363 with L2282's ||Theta~ - Theta*|| <= mu ||Theta_1||_F read in Frobenius (the norm the upstream
stage supplies: L2992 ||Theta* - Theta^*||_F <~ eps_2, fed into Lemma 7.1 at L2996). Check |sqrt(Z)||Theta~||_F - 1| <=
m kappa/(2 sqrt(lambda)) + mu sqrt(m)/sqrt(lambda) (triangle inequality) on random incoherent heads and worst-case E;
and the operator-norm reading (E with ||E||_op = mu ||Theta_1||_F, ||E||_F = sqrt(d) times that)."""
import numpy as np
rng = np.random.default_rng(2)
worst_F, worst_op = 0.0, 0.0
for trial in range(300):
    d = int(rng.integers(8, 60)); m = int(rng.integers(1, 5))
    Th = [rng.standard_normal((d, d)) * rng.uniform(0.3, 1.0) for _ in range(m)]
    Th.sort(key=lambda T: -np.linalg.norm(T))
    nF = np.array([np.linalg.norm(T) for T in Th]); lam = (nF[-1] / nF[0]) ** 2
    kap = max([abs(np.sum(Th[i] * Th[j])) / (nF[i] * nF[j]) for i in range(m) for j in range(m) if i != j] + [0.0])
    Z = np.sum(1 / nF**2); Ts = sum(T / n**2 for T, n in zip(Th, nF)) / Z
    mu = rng.uniform(1e-4, 0.2)
    E = rng.standard_normal((d, d)); E *= mu * nF[0] / np.linalg.norm(E)          # Frobenius reading, ||E||_F = mu ||Theta_1||_F
    for sgn in (1, -1):
        Et = sgn * Ts / np.linalg.norm(Ts) * mu * nF[0]                            # worst direction
        for EE in (E, Et):
            lhs = abs(np.sqrt(Z) * np.linalg.norm(Ts + EE) - 1)
            bound = m * kap / (2 * np.sqrt(lam)) + mu * np.sqrt(m) / np.sqrt(lam)
            worst_F = max(worst_F, lhs / bound)
    Eop = Ts / np.linalg.norm(Ts, 2) * mu * nF[0]                                  # op reading: ||E||_op = mu ||Theta_1||_F
    lhs = abs(np.sqrt(Z) * np.linalg.norm(Ts + Eop) - 1)
    worst_op = max(worst_op, lhs / (m * kap / (2 * np.sqrt(lam)) + mu * np.sqrt(m) / np.sqrt(lam)))
print(f"Frobenius reading: max lhs/bound over 300 random cases (constant 1) = {worst_F:.3f}")
print(f"operator-norm reading: max lhs/bound = {worst_op:.3f} (grows with the stable rank of Theta*)")
