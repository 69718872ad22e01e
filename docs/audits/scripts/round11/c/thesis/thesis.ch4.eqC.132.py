"""Auditor C: thesis (C.131) -> (C.132), proof of Lemma C.3.1 (L5865-L5873). (C.131): C6 S sqrt(dK log n/n) <= (eps0/K^2) R
<=> n/log n >= C6^2 A, A = eps0^-2 (S/R)^2 d K^5. (C.132): n >= C1 eps0^-2 (S/R)^2 d K^5 log^2 d = C1 A log^2 d, C1 absolute.
Hypotheses: eps0 in (0, 1/4) (Lemma C.4.4 'for an eps0'), K <= d, d >= 2, Lemma C.4.5's n >= C' dK log dK (C' = 1).
Least n of (C.131): n* = -C6^2 A W_{-1}(-1/(C6^2 A)) (mpmath, 50 digits). Ratio n*/(A log^2 d): bounded <=> (C.132) holds
with some C1. Also checks: does n = C1 A log^2 d (C1 = 10, 100) satisfy (C.131)?"""
import mpmath as mp
mp.mp.dps = 50

def nstar(A, d, K, c6=1):
    B = c6 ** 2 * A
    n = -B * mp.lambertw(-1 / B, -1).real
    assert abs(n / mp.log(n) - B) < 1e-30 * B
    return max(n, d * K * mp.log(d * K))

def sat131(n, A, c6=1):
    return n / mp.log(n) >= c6 ** 2 * A

for label, rows in [
    ("eps0 -> 0 (d = 10, K = 2, S/R = 1, C6 = 1)", [(e, 10, 2, 1) for e in ['1e-1', '1e-3', '1e-6', '1e-12', '1e-24', '1e-48', '1e-96']]),
    ("S/R -> inf (eps0 = 0.1, d = 10, K = 2)", [('0.1', 10, 2, q) for q in [1, 1e3, 1e6, 1e12, 1e24]]),
    ("d -> inf (eps0 = 0.1, K = 2, S/R = 1)", [('0.1', d, 2, 1) for d in [10, 100, 1000, 10**5, 10**8]]),
    ("K = d -> inf (eps0 = 0.1, S/R = 1)", [('0.1', K, K, 1) for K in [2, 8, 32, 128, 1024]])]:
    print(label)
    for e, d, K, q in rows:
        e = mp.mpf(e)
        assert 0 < e < 0.25 and K <= d and d >= 2
        A = e ** -2 * mp.mpf(q) ** 2 * d * K ** 5
        ns = nstar(A, d, K)
        r = ns / (A * mp.log(d) ** 2)
        print(f"  eps0={mp.nstr(e,3)} d={d} K={K} S/R={q:g}: n*/(A ln^2 d) = {mp.nstr(r, 4)};  n = 10 A ln^2 d meets (C.131): "
              f"{bool(sat131(10 * A * mp.log(d) ** 2, A))}, n = 100 A ln^2 d: {bool(sat131(100 * A * mp.log(d) ** 2, A))}")
