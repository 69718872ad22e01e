"""Auditor B, round 19: thesis (D.88) L7508, last inequality, at Table D.2's choices with m1 = m2 = m.
middle  X = m^{3/2} s_v (A^2 + A^2 t_w m^{1/4}) + m A^{2/3} (A t_v + A t_w m^{1/4} (1 + t_v))^{2/3}
right   Y = m A^2 (eps/C0)^c      (c = the Theta(1) exponent; O~ polylog factors set to 1 on both sides)
s_v = m^{-1/2-0.01}, t_w = m^{-3/4+0.01}, t_v = m^{1/2-0.001}/m^{1/2} = m^{-0.001}; (5.17): m >= poly(..., ||A*||, 1/eps).
Exact in log space (mpmath), no repository code.
"""
import mpmath as mp
mp.mp.dps = 40

def ratio(logm, A, r, c=1):
    m = mp.e ** logm
    sv = m ** (-mp.mpf('0.51')); tw = m ** (-mp.mpf('0.74')); tv = m ** (-mp.mpf('0.001'))
    X = m ** 1.5 * sv * (A ** 2 + A ** 2 * tw * m ** 0.25) + m * A ** (mp.mpf(2) / 3) * (A * tv + A * tw * m ** 0.25 * (1 + tv)) ** (mp.mpf(2) / 3)
    Y = m * A ** 2 * r ** c
    return X / Y

print('closed form: X/Y = [m^-0.01 (1 + m^-0.74) + A^{-2/3} (m^-0.001 + m^-0.74 (1 + m^-0.001))^{2/3}] / (eps/C0)^c')
print('1) m = 2 (C0/eps)^1500, c = 1, A = 1: eps/C0 ->')
for r in ['0.5', '1e-2', '1e-10', '1e-100', '1e-1000']:
    r = mp.mpf(r); logm = mp.log(2) + 1500 * mp.log(1 / r)
    print(f'   eps/C0 = {mp.nstr(r, 3):>8}  log10 m = {mp.nstr(logm / mp.log(10), 6):>10}  ratio = {mp.nstr(ratio(logm, 1, r), 6)}')
print('2) same m, eps/C0 = 1e-2, ||A|| ->')
r = mp.mpf('1e-2'); logm = mp.log(2) + 1500 * mp.log(1 / r)
for A in ['1e6', '1e3', '1', '1e-3', '1e-6', '1e-12']:
    print(f'   ||A|| = {A:>6}  ratio = {mp.nstr(ratio(logm, mp.mpf(A), r), 6)}')
print('3) fixed m = 1e12, c = 1, A = 1: eps/C0 -> 0 (degree too small)')
for rr in ['1e-1', '1e-3', '1e-6']:
    print(f'   eps/C0 = {rr}: ratio = {mp.nstr(ratio(mp.log(mp.mpf("1e12")), 1, mp.mpf(rr)), 6)}')
print('4) ||A|| -> 0 with m >= poly(||A||, 1/eps) any fixed degree: poly stays bounded as ||A|| -> 0 (positive powers),')
print('   so at m = 2 (C0/eps)^1500 * max(1, ||A||)^k the ratio grows like ||A||^{-2/3}: see 2).')
