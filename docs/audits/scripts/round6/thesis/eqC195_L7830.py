"""Audit thesis.ch4.eqC.195 (seed 003 L6189-L6193) and thesis.ch5.display.L7830-aggregated-mgf (L7826-L7830). Exact/mpmath."""
from fractions import Fraction as Fr
import mpmath as mp
print("(C.195): exponent of (C.194) at theta = t/(12 C10 S^2) vs printed first branch -C10 n t^2/(144 S^2)")
for C10 in [Fr(1, 2), Fr(1), Fr(4)]:
    for t in [Fr(1, 10), Fr(1, 1000)]:
        S = n = Fr(1)
        th = min(t / (12 * C10 * S ** 2), Fr(27) * S / (4 * Fr(271828, 100000)))
        ex = C10 * th ** 2 * n * S ** 2 - n * th * t / 6
        pr = -C10 * n * t ** 2 / (144 * S ** 2)
        need = ex / (-n * S * t)   # C11 must be <= this for the max to cover ex when ex > printed first branch
        print(f"  C10={C10} t={t}: (C.194) exponent {float(ex):.3e} (= -n t^2/(144 C10 S^2) {float(-n*t**2/(144*C10*S**2)):.3e});"
              f" printed {float(pr):.3e}; {'C11 must be <= %.2e' % float(need) if ex > pr else 'covered by the first branch'}")
print("(L7830) delta = 0, independent u_i = +-B, B = 2 sqrt(K)||A*||^2 (eps_c + C_0)")
for K, s, Om in [(1, mp.mpf(1) / 4, 1), (1, mp.mpf(1) / 4, 2), (4, mp.mpf("0.1"), 3)]:
    B = 2 * mp.sqrt(K)
    lhs = mp.cosh(s * B) ** Om
    rhs = mp.e ** (K * Om * s ** 2)           # (1+delta)^4 K ||A*||^4 (eps_c+C_0)^2 |Omega| s^2 with ||A*|| = eps_c + C_0 = 1
    hoeff = mp.e ** (Om * s ** 2 * B ** 2 / 2)
    print(f"  K={K} s={s} |Omega|={Om}: E e^(s sum u) = {mp.nstr(lhs, 6)} vs printed {mp.nstr(rhs, 6)} ({'VIOL' if lhs > rhs else 'ok'});"
          f" Hoeffding e^(|Omega| s^2 B^2/2) = {mp.nstr(hoeff, 6)}")
