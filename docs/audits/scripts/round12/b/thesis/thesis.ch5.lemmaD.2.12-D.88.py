"""Audit B, round 12: thesis (D.88) L7508 (proof of Lemma D.2.12): Lemma D.2.10 (1)'s bound on ||D'_{n,v}||_0 (as the
display's first line writes it) <= O~(m2 ||A||_inf^2 (eps/C0)^{Theta(1)}) at Table D.2 (L6766-L6780): sigma_v = m2^{-1/2-0.01},
tau_w = m1^{-(3/4-0.01)}, tau_v = m1^{1/2-0.001}/m2^{1/2}, m1 = m2 = m (Theorem 5.3.1 (5.17): m >= poly(..., 1/eps)).
Everything in log10 with mpmath (m up to 10^4000)."""
from mpmath import mp, mpf, power, log10
mp.dps = 40


def ratio(lm10, A=mpf(1)):
    m = power(10, mpf(lm10))
    sv, tw, tv = m ** (-mpf('0.51')), m ** (-mpf('0.74')), m ** (-mpf('0.001'))
    t1 = m ** mpf('1.5') * sv * (A ** 2 + A ** 2 * tw * m ** mpf('0.25'))
    t2 = m * A ** (mpf(2) / 3) * (A * tv + A * tw * m ** mpf('0.25') * (1 + tv)) ** (mpf(2) / 3)
    return (t1 + t2) / (m * A ** 2), t1 / (m * A ** 2), t2 / (m * A ** 2)


# Table D.2 inside Lemma D.2.10's ranges: tau_v in (0,1], tau_w in [m^-1.5, m^-0.5], sigma_v in (0, m^-1/2)
for lm in [2, 6, 10, 30, 100, 300, 1000, 2000, 2900, 3000, 3100, 4000]:
    r, a, b = ratio(lm)
    print(f'log10 m = {lm:5d}: middle/(m2 ||A||^2) = {mp.nstr(r, 5)} (sigma_v part {mp.nstr(a, 3)}, tau part {mp.nstr(b, 5)});'
          f' (eps/C0)^c needed: with eps/C0 = 1e-2, c = 1 the step holds iff this <= K * 1e-2 for the O~ constant K')
for A in [1, 10, 100, 1e4]:
    print(f'||A||_inf = {A}: ratio at m = 1e6: {mp.nstr(ratio(6, mpf(A))[0], 5)} (falls like ||A||^-2/3)')
print('The ratio does not depend on eps/C0; it is ~ ||A||^-2/3 m^{-1/1500}: (D.88) holds iff m >= (C0/eps)^{1500 c}(1+o(1)), '
      'i.e. iff (5.17)\'s unspecified polynomial degree in 1/eps is >= 1500 c.')
