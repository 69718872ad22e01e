"""Audit thesis.ch5.eqD.22: seed 003 L6724 with Psi from (D.7) L6650. Exact (sqrt via math)."""
import math
for d, N, i, c2 in [((1, 4), (1, 1), 0, 1), ((2, 3, 5), (4, 2, 1), 0, 1), ((2, 3, 5), (4, 2, 1), 1, 1)]:
    L = len(d); S = sum(d[l] * N[l] for l in range(L))
    Psi = lambda n, ii: math.sqrt(d[n] / d[ii]) * d[ii] * N[ii] / S
    mx = max(Psi(n, i) for n in range(L))
    left = c2 / (L * mx); mid = c2 / (L * Psi(L - 1, i))
    printed = c2 / L * math.sqrt(d[i] / d[L - 1] * S / (d[i] * N[i]))
    fixed = c2 / L * math.sqrt(d[i] / d[L - 1]) * S / (d[i] * N[i])
    print(f"d={d} |N|={N} i={i+1}: c2/(L max Psi)={left:.4f} = c/(L Psi(L,i))={mid:.4f}; printed last={printed:.4f}; (c2/L) sqrt(d_i/d_L) S/(d_i|N_i|)={fixed:.4f}")
