# Auditor A r29: mhgd Prop. 2 (L235-L237) H-condition vs Lemma 15 (L1418-L1428). Own mpmath.
import mpmath as mp
mp.mp.dps = 50
def gam7(T, z, M, S, Zmu, Znu, Z, P):
    Zb = max(Zmu, Znu)
    num = T*(1-z)*z*(z*S**4 - 7*Zb*S**2 - 12*Zb**2 - 16*Zb**3/S**2) - P*T**mp.mpf(2.5)*(S+Z)**3 + S*mp.sqrt(T)*(z - 2*(1-z)*Zmu/S**2)/mp.sqrt(2)
    return num/(4*mp.sqrt(2)*(M+1))
def gam119(T, z, M, S, Zmu, Znu, Z, P):
    Zb = max(Zmu, Znu)
    return T*(1-z)*z/(4*mp.sqrt(2)*(M+1))*(z*S**4 - 7*Zb*S**2 - 12*Zb**2 - 16*Zb**3/S**2) - P*T**mp.mpf(2.5)*(S+Z)**3 + S*mp.sqrt(T)/mp.sqrt(2)*(z - 2*(1-z)*Zmu/S**2)
T, z, M, Zmu, Znu, Z = mp.mpf(10), mp.mpf('0.1'), 1, mp.mpf(0), mp.mpf(0), mp.mpf(1)
for e in [2, 4, 6, 8]:
    S = mp.mpf(10)**-e; P = S**3
    R = mp.sqrt(S**2 + Z**2 + 2*Znu/M)                 # Assumption 3 / Assumption 1 (R >= 1)
    g7, g119 = gam7(T, z, M, S, Zmu, Znu, Z, P), gam119(T, z, M, S, Zmu, Znu, Z, P)
    prop2 = R**4*T*(S+P)/g7                             # shape of Prop. 2's hypothesis (common sqrt(2 log(n/delta)) dropped)
    l15 = 4*(2*R**3*T*(S+P) + mp.sqrt(T*R))/g119        # Lemma 15's requirement
    l15b = 4*(2*R**3*T*(S+P) + mp.sqrt(T)*R)/g119       # with Prop. 1's sqrt(T) R (round 17's reading of (118))
    same = R**4*T*(S+P)/g119                            # Prop. 2's shape with (119)'s gamma
    print(f"S=1e-{e}: R={mp.nstr(R, 6)} gamma7={mp.nstr(g7, 4)} gamma119={mp.nstr(g119, 4)} (both > 0: {g7 > 0 and g119 > 0}); "
          f"Lemma15/Prop2 = {mp.nstr(l15/prop2, 5)}; with sqrt(T)R: {mp.nstr(l15b/prop2, 5)}; with gamma119 in Prop. 2 too: {mp.nstr(l15/same, 5)}")
