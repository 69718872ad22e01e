"""Auditor B r26: thesis (C.44) L5425, (C.50) L5453: last link 'middle >~ right', sigma -> infinity, constant may depend on k1, k2, eps, mu.
(C.44) middle = sigma^-k1/(8 sqrt(2 pi)) - sigma^-2k2/(2 pi), right sigma^-(1+eps); parenthesis: 2 k2 > k1, k1 > 1, k2 <= 1.
(C.50) middle = sigma^-k1/(8 sqrt(2 pi)) - 2 sigma^-2k2/(pi (mu^2+1)), right sigma^-3.1; parenthesis: 2 k2 > k1, k1 > 3, k2 < 3."""
import mpmath as mp
mp.mp.dps = 40
c = 1 / (8 * mp.sqrt(2 * mp.pi))
def m44(s, k1, k2): return c * s ** -k1 - s ** (-2 * k2) / (2 * mp.pi)
def m50(s, k1, k2, mu): return c * s ** -k1 - 2 * s ** (-2 * k2) / (mp.pi * (mu ** 2 + 1))
sig = [mp.mpf(10) ** e for e in (4, 6, 8, 12, 16, 24)]
for (k1, k2, eps) in [(1.9, 1, 0.1), (1.5, 1, 0.2), (1.2, 0.9, 0.1), (1.1, 1, 0.1), (1.05, 0.8, 0.1)]:
    assert 2 * k2 > k1 > 1 and k2 <= 1 and eps > 0
    print(f"(C.44) k1={k1}, k2={k2}, eps={eps}: middle*sigma^(1+eps) at sigma=1e4..1e24:", [mp.nstr(m44(s, k1, k2) * s ** (1 + eps), 4) for s in sig])
for (k1, k2, mu) in [(5, 2.9, 0), (3.5, 2, 1), (3.1, 2.9, 0), (3.05, 1.6, 2)]:
    assert 2 * k2 > k1 > 3 and k2 < 3
    print(f"(C.50) k1={k1}, k2={k2}, mu={mu}: middle*sigma^3.1 at sigma=1e4..1e24:", [mp.nstr(m50(s, k1, k2, mu) * s ** 3.1, 4) for s in sig])
