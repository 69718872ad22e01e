# Audit (b) of chenli.display.thmB.1-small-lambda-factor (seed 000 L3666-L3680), m = 1.
# eps'' := gamma max(delta m, sqrt(m Delta)/c); claim: ||lambda|| < gamma => phi_zeta(delta lambda) phi_unif(R0)(lambda) = 1 +- 3 eps''.
import cmath, math
def phi_unif(lam, D): return (cmath.exp(1j*lam*D) - 1)/(1j*lam*D)      # unif[0, D]
def phi_zeta(x): return max(0.0, 1 - abs(x))
def run(D, c, delta, gamma, L_over_sigma=None, sigma=None):
    eps2 = gamma*max(delta, math.sqrt(D)/c)
    lam = 2*math.pi/D
    val = phi_zeta(delta*lam)*phi_unif(lam, D)
    print(f"Delta={D:g} c={c} delta={delta:g} gamma={gamma:g}: eps''={eps2:.3f}, lambda=2pi/Delta={lam:.3e} < gamma: {lam < gamma}; "
          f"|phi_zeta phi_unif - 1| = {abs(val - 1):.4f} vs 3 eps'' = {3*eps2:.3f}")
    if sigma is not None:
        L = gamma**2*sigma
        print(f"    with sigma_min(Q) = {sigma:g}, log(1/eps) = gamma^2 sigma = {L:g}: (156) c^2 m^2 Dbar^2 log(1/eps) = {c*c*D*D*L:.3e} <= sigma/10 = {sigma/10:.3e}: {c*c*D*D*L <= sigma/10}; delta^2 m^3 L = {delta**2*L:.2e} <= sigma/10")
run(1e4, 0.99, 1e-6, 0.1/(100/0.99))                  # helper's instance (gamma free at this step)
run(1e8, 0.01, 1e-6, 1e-7, sigma=1e14*20)              # inside (156) with the final gamma = sqrt(m log(1/eps)/sigma_min), log(1/eps) = 20
