"""Audit chenli.display.thmB.1-small-lambda-factor (seed 000 L3666-L3680; phi_zeta L3624; R_0 = [0, Delta_1] x .. L3626).
m = 1: phi_unif([0, Delta])(lambda) = (e^{i lambda Delta} - 1)/(i lambda Delta); phi_zeta(t) = max(0, 1 - |t|).
eps'' = gamma max(delta m, sqrt(m Delta)/c); check |phi_zeta(delta lambda) phi_unif(lambda) - 1| <= 3 eps'' for |lambda| < gamma."""
import cmath, math
for Delta, c, delta, epsdd in [(1e4, 0.99, 1e-6, 0.1), (1e2, 0.5, 1e-6, 0.5), (1.0, 0.5, 1e-3, 0.5)]:
    gamma = epsdd / max(delta, math.sqrt(Delta) / c)
    worst = 0.0
    for j in range(1, 2001):
        lam = gamma * j / 2001
        pu = (cmath.exp(1j * lam * Delta) - 1) / (1j * lam * Delta)
        pz = max(0.0, 1 - abs(delta * lam))
        worst = max(worst, abs(pz * pu - 1))
    print(f"Delta={Delta} c={c} delta={delta} eps''={epsdd} (gamma={gamma:.3e}, gamma*Delta={gamma*Delta:.3g}): "
          f"max |phi_zeta phi_unif - 1| = {worst:.4f} vs 3 eps'' = {3*epsdd:.2f}: {'VIOL' if worst > 3*epsdd else 'ok'}")
