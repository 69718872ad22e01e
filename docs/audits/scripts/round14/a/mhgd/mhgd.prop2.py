"""Audit r14 A: mhgd Proposition 2 (seed 004 L231-L239) against Definition 1 (L177-L181): P1 'there exists B2 >= 1 with
||theta_h|| <= B2', P2 'there exists B_Phi >= 1 with |Phi~(X_i)| <= B_Phi'. Prop. 2: 'P1 holds with B2 = sqrt(T)(S + P)',
'P2 holds with B_Phi = T R (S + P) sqrt(2 log(n/delta))'. Own explicit DM1 instance (Assumption 3; Assumption 1 needs
R >= 1, L125, met through the noise norm Z), first-phase iterate U_h = alpha_h 1_T (zeta/2 u* + p)^T, W_h = 0 (Lemma 2),
model Phi(X; W, U) = <U, softmax(X W X^T) X> (1), Phi~ = H^{-1/2} sum_h Phi (2)."""
import math
import numpy as np

rng = np.random.default_rng(9)

def instance(T=2, S=0.05, Z=1.0, P=0.001, M=2, H=64, n=1, delta=0.9, zeta=0.5, d=8):
    I = np.eye(d)
    mu_p, mu_m = S * I[0], S * I[1]
    nus = [S * I[2 + l] for l in range(M)]
    u_star = mu_p - mu_m
    p = rng.normal(size=d); p *= P / np.linalg.norm(p)          # any p with ||p|| <= P (the conditioning event)
    v = zeta / 2 * u_star + p
    alphas = rng.choice([-1.0, 1.0], size=H)
    # noise orthogonal to all patterns (Z_mu = Z_nu = 0), norm Z: coordinates beyond the patterns
    def sample(y):
        X = np.zeros((T, d))
        nrel = int(round(zeta * T))
        for t in range(T):
            if t < nrel:
                X[t] = mu_p if y > 0 else mu_m
            else:
                z = np.zeros(d); z[2 + M:] = rng.normal(size=d - 2 - M); z *= Z / np.linalg.norm(z)
                X[t] = nus[rng.integers(M)] + z
        return X
    R = math.sqrt(S**2 + Z**2 + 0.0)                            # Assumption 3's R with Z_nu = 0
    Xs = [sample(rng.choice([-1, 1])) for _ in range(n)]
    theta_norm = math.sqrt(T) * np.linalg.norm(v)                 # ||U_h||_F, W_h = 0
    def Phi_tilde(X):
        A = np.full((T, T), 1.0 / T)                              # softmax(X 0 X^T) = uniform
        return sum(a * np.sum((a * np.outer(np.ones(T), v)) / a * (A @ X)) for a in alphas) / math.sqrt(H)
    phis = [abs(Phi_tilde(X)) for X in Xs]
    B2 = math.sqrt(T) * (S + P)
    BPhi = T * R * (S + P) * math.sqrt(2 * math.log(n / delta))
    Zbar = 0.0
    gstar = (T * (1 - zeta) * zeta * (zeta * S**4 - 7 * Zbar * S**2 - 12 * Zbar**2 - 16 * Zbar**3 / S**2)
             - P * T**2.5 * (S + Z)**3 + S * math.sqrt(T) * (zeta - 0) / math.sqrt(2)) / (4 * math.sqrt(2) * (M + 1))
    print(f"T={T} S={S} Z={Z} (R={R:.4f} >= 1: Assumption 1 {R >= 1}) P={P} zeta={zeta} n={n} delta={delta}:")
    print(f"  max_h ||theta_h^(1)|| = {theta_norm:.4f} <= B2 = sqrt(T)(S+P) = {B2:.4f}: {theta_norm <= B2}; but Definition 1 asks B2 >= 1: {B2 >= 1}")
    print(f"  max_i |Phi~(X_i)| = {max(phis):.4f} <= B_Phi = {BPhi:.4f}: {max(phis) <= BPhi}; Definition 1 asks B_Phi >= 1: {BPhi >= 1}")
    print(f"  gamma_* of (7) = {gstar:.3e} (> 0: P3's premise also meaningful)")

if __name__ == "__main__":
    instance()
    instance(T=4, S=0.1, Z=1.0, P=0.001, n=3, delta=0.9)
    instance(T=10, S=0.2, Z=1.0, P=0.001, n=100, delta=0.01)   # B2 < 1 still; B_Phi > 1 here
