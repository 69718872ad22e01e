# Auditor A r26: thesis.ch2.eqA.55-last (seed 003 L2899-L2909 (A.55)-(A.57); Theorem 1 L576-L600). Own mpmath.
import mpmath as mp
mp.mp.dps = 50
def hyp(a, ad, s, t, d, M, eta, zeta, cp, cpp, N):
    assert 0 < a <= 1 and ad >= 0 and M > 2 and 0 <= d < mp.mpf(1)/2
    assert t <= min(s, d)                                  # tau <= min(sigma, delta)
    assert s <= mp.mpf(1)/M                                 # sigma = O(1/M) with constant 1 (and see sigma*M printed)
    assert a >= ad/(mp.e**(-(d+t))*(1-(s+t)))               # (2.8)
    assert zeta >= 1 - eta**10 and zeta <= 1
    gap = a - cp*(1-zeta) - cpp*(s+t)
    assert gap > 0 and N >= 1/gap**2                        # (2.11)/(A.57) with Omega-constant 1 (N = K/gap^2, K >= 1)
    den = a - mp.sqrt(mp.log(N)/N) - cp*(1-zeta) - cpp*(s+t)
    assert den > 0                                          # middle member's denominator
    return den
def ratio(a, s, t, eta, zeta, cp, cpp, N):  # middle / last, eta^{-3/5} cancels
    return a/(a - mp.sqrt(mp.log(N)/N) - cp*(1-zeta) - cpp*(s+t))
eta = mp.mpf('0.1'); zeta = 1 - eta**10; d = mp.mpf('0.4'); M = 3
print("helper-like: alpha_* = 1/2, c' = c'' = 1, sigma + tau = u (alpha - eta^10), sigma = tau")
for u in ('0.9', '0.99', '0.999', '0.9999'):
    a = mp.mpf('0.5'); u = mp.mpf(u); st = u*(a - eta**10); s = t = st/2
    gap = a - (1-zeta) - st; N = 10**6*mp.log(1/gap)/gap**2
    hyp(a, 0, s, t, d, M, eta, zeta, 1, 1, N)
    print(f"  u={u}: sigma={mp.nstr(s,5)} (sigma*M={mp.nstr(s*M,3)}) N={mp.nstr(N,3)} ratio={mp.nstr(ratio(a,s,t,eta,zeta,1,1,N),6)}")
print("small alpha_* (sigma, tau tiny, so sigma = O(1/M) holds with any fixed constant >= 0.01): alpha_* = 1e-3")
for cp in (1, 10):
    for cpp in (mp.mpf('0.5'), 1, 10):
        row = []
        for u in ('0.9', '0.999', '0.99999'):
            a = mp.mpf('1e-3'); u = mp.mpf(u); st = u*(a - cp*(1-zeta))/cpp; s = t = st/2
            gap = a - cp*(1-zeta) - cpp*st; N = 10**6*mp.log(1/gap)/gap**2
            hyp(a, 0, s, t, d, M, eta, zeta, cp, cpp, N)
            assert s*M <= mp.mpf('0.01')
            row.append(mp.nstr(ratio(a, s, t, eta, zeta, cp, cpp, N), 5))
        print(f"  c'={cp} c''={cpp}: ratio at u = 0.9, 0.999, 0.99999: {row}")
print("reading: dropped terms <= (1-c) alpha_*  => ratio <= 1/c; e.g. c''(sigma+tau) = alpha_*/2, N = 1e6:",
      mp.nstr(ratio(mp.mpf('0.5'), mp.mpf('0.125'), mp.mpf('0.125'), eta, zeta, 1, 1, mp.mpf(10)**6), 6))
