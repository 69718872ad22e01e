"""Auditor B r18: thesis (A.159)/(A.160) and (A.168)/(A.169): the Mean-Value '=' steps.
f(u) = e^u/(S1 e^u + R), g(u) = 1/(S1 e^u + R), a = q^2 - c q, a' = (1+K) q^2 - c q (q = ||q_1(t)||, c = delta+tau).
Printed:  f(a') - f(a) =  R/(S1 e^x + R)^2 e^a (e^K - 1),  g(a') - g(a) = -S1/(S1 e^x + R)^2 e^a (e^K - 1),  some x in [a, a'].
Own derivation (Cauchy MVT with e^u): the factor must be e^{K q^2} - 1 (a' - a = K q^2); equal to the printed only at q = 1."""
import mpmath as mp
mp.mp.dps = 50

def solve(S1, R, K, q, c):
    S1, R, K, q, c = map(mp.mpf, (S1, R, K, q, c))
    a = q**2 - c*q; ap = a + K*q**2
    Df = mp.e**ap/(S1*mp.e**ap + R) - mp.e**a/(S1*mp.e**a + R)
    Dg = 1/(S1*mp.e**ap + R) - 1/(S1*mp.e**a + R)
    out = {}
    for name, D, coef in [('A.159/160', Df, R), ('A.168/169', Dg, -S1)]:
        # printed(x) = coef e^a (e^K-1)/(S1 e^x + R)^2 ; solve for x
        val = coef*mp.e**a*(mp.e**K - 1)/D          # = (S1 e^x + R)^2
        s = mp.sqrt(val) - R
        x = mp.log(s/S1) if s > 0 else None
        inside = (x is not None) and (a <= x <= ap)
        lo = coef*mp.e**a*(mp.e**K-1)/(S1*mp.e**a+R)**2; hi = coef*mp.e**a*(mp.e**K-1)/(S1*mp.e**ap+R)**2
        # corrected factor e^{K q^2}-1
        valc = coef*mp.e**a*(mp.e**(K*q**2) - 1)/D; sc = mp.sqrt(valc) - R
        xc = mp.log(sc/S1) if sc > 0 else None
        out[name] = (D, lo, hi, x, a, ap, inside, xc, (xc is not None) and a <= xc <= ap)
    return out

for (S1, R, K, q, c) in [(3, 7, 1e-3, mp.sqrt(2), 0.3), (3, 7, 1e-3, 1, 0.3), (3, 7, 1e-2, 1.05, 0.3), (1, 1, 1e-6, 1.001, 0.0),
                         (10, 90, 1e-2, 2, 0.49), (3, 7, 0.5, mp.sqrt(2), 0.3), (3, 7, 5, mp.sqrt(2), 0.3)]:
    o = solve(S1, R, K, q, c)
    print(f'S1={S1} R={R} K={K} q={mp.nstr(mp.mpf(q),6)} c={c}')
    for k, (D, lo, hi, x, a, ap, ins, xc, insc) in o.items():
        print(f'   {k}: LHS D={mp.nstr(D,8)}  printed range over x in [a,ap]: [{mp.nstr(min(lo,hi),8)}, {mp.nstr(max(lo,hi),8)}]  ratio D/printed(a)={mp.nstr(D/lo,8)}'
              f'  x solving eq: {mp.nstr(x,10) if x is not None else None} in [{mp.nstr(a,10)},{mp.nstr(ap,10)}]? {ins} | corrected factor e^(Kq^2)-1: x={mp.nstr(xc,10)} inside {insc}')
