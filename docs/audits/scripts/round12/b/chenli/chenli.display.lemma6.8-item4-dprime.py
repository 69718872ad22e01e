"""Audit B, round 12: chenli Lemma 6.8 Item 4's proof, L1673-L1675: '... = ||Theta_i||_F^2 (1 +- (kappa + (d' log d/d) v^2)) =
||Theta_i||_F^2 (1 +- 2 kappa), where we used the fact that v d' log(d)/sqrt(d) << kappa by (77)', with (75) d' := kappa sqrt(d)/
(nu sqrt(log d)), nu := Theta(log m + log log Q)^-1, (76) c_* = exp(-1/(2 nu)) = Theta(m log Q)^-1 (so nu <= 1 once C m log Q >= e^{1/2}),
Assumption 4 (L453): v >= 1, v << sqrt(d)/r_Theta^2; (8): log^c(dmk)/(kappa lambda) << r_Theta << d^{1/4}; (7) kappa = c lambda^{13/2}/
(m^{13/2} log^2 d); xi at (69)'s end: log Q = lambda/(m kappa).  Everything in log space (mpmath)."""
from mpmath import mp, mpf, log, sqrt, exp
mp.dps = 30

m, k, lam, c7, c8, C = 1, 3, mpf('0.999'), mpf(1), 3, mpf(1)
print('closed form: v d\' log d/sqrt(d) / kappa = v sqrt(log d)/nu  (>= sqrt(log d) since v >= 1, nu <= 1)')
for ld in [200, 1000, 10000]:
    ld = mpf(ld)
    kappa = c7 * lam ** mpf(6.5) / (m ** mpf(6.5) * ld ** 2)
    logQ = lam / (m * kappa)                     # (69)'s end
    nu = 1 / (2 * log(C * m * logQ))             # (76) with the constants 1
    for v_kind in ('v = 1', 'v max'):
        r_lo = (ld + log(m * k)) ** c8 / (kappa * lam) * 10      # (8) lower side, '<<' a factor 10
        log_sqrt_d = ld / 2
        # Assumption 4 upper end v = sqrt(d)/(10 r^2) at r = r_lo (log10 to avoid overflow)
        log_v = mpf(0) if v_kind == 'v = 1' else log_sqrt_d - log(10) - 2 * log(r_lo)
        printed = exp(log_v) * sqrt(ld) / nu if v_kind == 'v = 1' else None
        # intended need: (d' log d / d) v^2 <= kappa  <=>  v^2 sqrt(log d) / (nu sqrt(d)) <= 1
        log_need = 2 * log_v + log(sqrt(ld)) - log(nu) - log_sqrt_d
        upper_ok = log(r_lo) <= ld / 4 - log(10)                 # (8)'s upper side r <= d^{1/4}/10
        line = f'log d = {int(ld)}, {v_kind}: kappa = {mp.nstr(kappa, 3)}, nu = {mp.nstr(nu, 3)}, r_Theta = {mp.nstr(r_lo, 3)} ' \
               f'(r <= d^1/4/10: {upper_ok})'
        if printed is not None:
            line += f'; printed ratio v d\' log d/(sqrt(d) kappa) = {mp.nstr(printed, 4)}'
        else:
            line += f'; v = e^{mp.nstr(log_v, 5)}, printed ratio = e^{mp.nstr(log_v + log(sqrt(ld)) - log(nu), 5)}'
        line += f'; intended need (d\' log d/d) v^2 / kappa = e^{mp.nstr(log_need, 5)}'
        print(line)
