"""Audit thesis (C.268) L6565 and (C.275) L6593, last explicit '<=':
 1 + sum_{p>=2} |e th|^p tau^{6p} D6^{p/2} / p^p  <=  1 + th^2 (tau^12 sqrt(D6))^2      (C.268)
 1 + sum_{p>=2} |e th|^p tau^{2p} D2^{p/2} / p^p  <=  1 + th^2 (tau^2 sqrt(D2))^2       (C.275)
mpmath, 40 digits; series summed to convergence."""
import mpmath as mp
mp.mp.dps = 40
def series(x):   # sum_{p>=2} (e x)^p / p^p
    return mp.nsum(lambda p: (mp.e*x)**p/p**p, [2, mp.inf])
print("(C.275), tau = D2 = 1 (x = theta): series vs theta^2")
for th in ['1e-4', '1e-2', '0.5', '1', '3', '10']:
    x = mp.mpf(th); s = series(x)
    print(f"  theta={th}: lhs-1 = {mp.nstr(s, 6)}, rhs-1 = {mp.nstr(x**2, 6)}, ratio = {mp.nstr(s/x**2, 6)}")
print("  limit ratio e^2/4 =", mp.nstr(mp.e**2/4, 6), "; sup over x<=1 of series/x^2 =", mp.nstr(series(1), 6))
print("(C.268), tau = 1.2, D6 = 64: x = theta tau^6 sqrt(D6); rhs-1 = theta^2 tau^24 D6 = x^2 tau^12")
tau, D6 = mp.mpf('1.2'), mp.mpf(64)
for th in ['1e-6', '1e-4', '1e-3', '1e-2']:
    thv = mp.mpf(th); x = thv*tau**6*mp.sqrt(D6); s = series(x); r = thv**2*(tau**12*mp.sqrt(D6))**2
    print(f"  theta={th}: x={mp.nstr(x,4)} lhs-1 = {mp.nstr(s,6)}, rhs-1 = {mp.nstr(r,6)}, ratio = {mp.nstr(s/r,6)}")
tau = mp.mpf(1)
for th in ['1e-4']:
    thv = mp.mpf(th); x = thv*mp.sqrt(D6); s = series(x); r = thv**2*D6
    print(f"  tau=1, D6=64, theta={th}: ratio = {mp.nstr(s/r,6)}")
