"""Auditor B r28: mhgd Lemma 15 (seed 004 L1418-L1428): gamma_* of (119) can be <= 0 on the printed domain
(Assumption 3 L207-L213, P of (6) L219), and then the hypothesis on sqrt(H) is met by every H >= 1 while
'P3 holds with gamma = gamma_*/2' contradicts P3's gamma > 0 (L181)."""
import math
def gstar(T, zeta, M, S, Zmu, Znu, Z, P):
    Zb = max(Zmu, Znu)
    return (T * (1 - zeta) * zeta / (4 * math.sqrt(2) * (M + 1)) * (zeta * S**4 - 7 * Zb * S**2 - 12 * Zb**2 - 16 * Zb**3 / S**2)
            - P * T**2.5 * (S + Z)**3 + S * math.sqrt(T) / math.sqrt(2) * (zeta - 2 * (1 - zeta) * Zmu / S**2))
def Pof6(C, S, Z, d, n1, delta): return C * (2 * S + Z) * (math.sqrt(d / n1) + math.sqrt(math.log(1 / delta) / n1))
def hyp_rhs(R, T, S, P, g, n, delta): return 4 * (2 * R**3 * T * (S + P) + math.sqrt(T * R)) / g * math.sqrt(2 * math.log(n / delta))
cases = [  # (T, zeta, M, S, Zmu, Znu, Z, P-spec)
    ("helper: T=10 |R|=5 M=1 S=1 Z=1, P->0+", (10, 0.5, 1, 1.0, 1.0, 1.0, 1.0), ("P", 1e-12)),
    ("noise-free Z=0, P from (6) C=1 d=8 n1=2 delta=0.1", (10, 0.5, 1, 1.0, 0.0, 0.0, 0.0), ("C", 1.0, 8, 2, 0.1)),
    ("noise-free Z=0, P from (6) C=0.01 d=8 n1=2 delta=0.1", (16, 0.25, 3, 1.0, 0.0, 0.0, 0.0), ("C", 0.01, 8, 2, 0.1)),
    ("small noise, zeta=1/4: Zmu=Znu=0.1 Z=0.3, P=0.05", (16, 0.25, 3, 1.0, 0.1, 0.1, 0.3), ("P", 0.05)),
    ("control (positive): T=10 zeta=1/2 M=1 S=2 Z=0.05 P=1e-4", (10, 0.5, 1, 2.0, 0.05, 0.05, 0.05), ("P", 1e-4)),
]
for name, (T, zeta, M, S, Zmu, Znu, Z), pspec in cases:
    assert 0 < zeta < 1 and abs(zeta * T - round(zeta * T)) < 1e-12
    P = pspec[1] if pspec[0] == "P" else Pof6(pspec[1], S, Z, *pspec[2:])
    R = math.sqrt(S**2 + Z**2 + 2 * Znu / M)
    g = gstar(T, zeta, M, S, Zmu, Znu, Z, P)
    rhs = hyp_rhs(R, T, S, P, g, 1, 0.5)
    print(f"{name}: P={P:.3g} R={R:.3f} gamma_*={g:.4f}; hypothesis rhs (n=1, delta=1/2) = {rhs:.3g} "
          f"-> H=1 meets it: {1 >= rhs}; conclusion gamma = gamma_*/2 = {g/2:.4f} ({'not a P3 margin' if g <= 0 else 'ok'})")
