# Auditor B r29: mhgd Proposition 2 third bullet (seed 004 L235-L237) vs Lemma 15 (L1418-L1428), the lemma that proves it.
# Prop. 2: sqrt(H) >~ R^4 T (S+P)/gamma_*(7) sqrt(2 log(n/delta)); Lemma 15: sqrt(H) >= 4 (2 R^3 T (S+P) + sqrt(TR))/gamma_*(119) sqrt(2 log(n/delta)).
import mpmath as mp
mp.mp.dps = 40
def g7(T, z, S, Zb, Zmu, P, Z, M):
    return (T*(1-z)*z*(z*S**4 - 7*Zb*S**2 - 12*Zb**2 - 16*Zb**3/S**2) - P*T**mp.mpf(2.5)*(S+Z)**3 + S*mp.sqrt(T)*(z - 2*(1-z)*Zmu/S**2)/mp.sqrt(2)) / (4*mp.sqrt(2)*(M+1))
def g119(T, z, S, Zb, Zmu, P, Z, M):
    return T*(1-z)*z/(4*mp.sqrt(2)*(M+1))*(z*S**4 - 7*Zb*S**2 - 12*Zb**2 - 16*Zb**3/S**2) - P*T**mp.mpf(2.5)*(S+Z)**3 + S*mp.sqrt(T)/mp.sqrt(2)*(z - 2*(1-z)*Zmu/S**2)
for (T, z, M, Z) in [(10, mp.mpf('0.1'), 1, 1), (4, mp.mpf('0.5'), 3, 1), (100, mp.mpf('0.2'), 2, 2)]:
    for S in (mp.mpf('1e-2'), mp.mpf('1e-4'), mp.mpf('1e-6'), mp.mpf('1e-8')):
        P = S**3; Zb = Zmu = 0                                  # noise orthogonal to every pattern: Z_mu = Z_nu = 0, ||z|| = Z
        R = mp.sqrt(S**2 + Z**2); assert R >= 1
        a, b = g7(T, z, S, Zb, Zmu, P, Z, M), g119(T, z, S, Zb, Zmu, P, Z, M)
        if a <= 0 or b <= 0: print("gamma_* <= 0, skipped"); continue
        prop2 = R**4 * T * (S + P) / a; lem15 = 4 * (2 * R**3 * T * (S + P) + mp.sqrt(T * R)) / b
        print(f"T={T} zeta={z} M={M} Z={Z} S={mp.nstr(S,2)}: gamma*(7)={mp.nstr(a,4)} gamma*(119)={mp.nstr(b,4)} | Prop.2 shape {mp.nstr(prop2,5)}, "
              f"Lemma 15 needs {mp.nstr(lem15,5)}: ratio {mp.nstr(lem15/prop2,5)}")
