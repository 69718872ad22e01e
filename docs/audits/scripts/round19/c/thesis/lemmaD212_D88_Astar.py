"""Auditor C, round 19: thesis (seed 003) (D.88) L7508 second '<=' at A = A* (small ||A*||_inf), own arithmetic.
Middle (Table D.2, L6766-6780, m1 = m2 = m): sigma_v = m^-(1/2+0.01), tau_w = m^-(3/4-0.01), tau_v = m^(1/2-0.001)/m^(1/2)
  T1 = m^{3/2} sigma_v (a^2 + a^2 tau_w m^{1/4}),  T2 = m a^{2/3} (a tau_v + a tau_w m^{1/4} (1 + tau_v))^{2/3},  a = ||A||_inf
Right: m a^2 (eps/C0)^c, any exponent c > 0.  Since (eps/C0)^c <= 1 (eps < C0), middle/right >= (T1+T2)/(m a^2) for EVERY c:
the lower bound below is uniform in the hidden Theta(1) exponent.
"""
import mpmath as mp
mp.mp.dps = 50
def mid(m, a):
    sv = m ** (-(mp.mpf('0.5') + mp.mpf('0.01'))); tw = m ** (-(mp.mpf('0.75') - mp.mpf('0.01')))
    tv = m ** (mp.mpf('0.5') - mp.mpf('0.001')) / m ** mp.mpf('0.5')
    T1 = m ** mp.mpf('1.5') * sv * (a**2 + a**2 * tw * m ** mp.mpf('0.25'))
    T2 = m * a ** (mp.mpf(2)/3) * (a * tv + a * tw * m ** mp.mpf('0.25') * (1 + tv)) ** (mp.mpf(2)/3)
    return T1 + T2
for m, lab in [(mp.mpf('1e7'), 'm=1e7'), (2 * (mp.mpf(1)/mp.mpf('0.99')) ** 1500, 'm=2(C0/eps)^1500, eps/C0=0.99'),
               (2 * mp.mpf(100) ** 1500, 'm=2(C0/eps)^1500, eps/C0=1e-2')]:
    prev = None; row = []
    for k in (0, 3, 6, 12, 24):
        a = mp.mpf(10) ** (-k)
        lb = mid(m, a) / (m * a**2)          # lower bound on middle/right for every c
        r1 = lb / (mp.mpf('0.99') if '0.99' in lab or lab == 'm=1e7' else mp.mpf('1e-2'))   # c = 1 with the line's eps/C0
        sl = '' if prev is None else f" slope {mp.nstr((mp.log10(lb) - mp.log10(prev)) / (-3 if k <= 6 else -(k - kprev)), 3)}"
        row.append(f"a=1e-{k}: lb={mp.nstr(lb, 4)} (c=1: {mp.nstr(r1, 4)}){sl}")
        prev, kprev = lb, k
    print(lab + ': ' + '; '.join(row))
