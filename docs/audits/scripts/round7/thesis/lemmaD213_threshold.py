"""Audit thesis.ch5.display.lemmaD.2.13-threshold (seed 003 L7651-L7659; lemma L7542-L7548). Exact fractions + sqrt.
L7651 with O(.), O_p(.) at constant 1: M(c3) = (1 - eta/2 + eta g/8) c3 + eta OPT/2 + Q a^2 eta e0/g + eta^1.5.
Conclusion M(c3) <= (1 - eta g/4) c3  <=>  k c3 >= OPT/2 + Q a^2 e0/g + sqrt(eta), k = 1/2 - 3g/8 (linear in c3, so the
worst c3 above a threshold is the threshold itself). Least C with threshold (1+g)OPT + C*T for T = Q a^2 (printed L7659)
or T = Q a^4 e0/g (the lemma's own threshold, L7544)."""
from fractions import Fraction as F
import math

def least_C(eta, g, e0, Q, a, OPT, T):
    k = F(1, 2) - F(3, 8) * g
    need = OPT / 2 + Q * a**2 * e0 / g + F(math.sqrt(eta))  # sqrt in float -> Fraction
    return max(F(0), (need - k * (1 + g) * OPT) / (k * T))

e0, Q, a, OPT = F(1, 2), F(1), F(1), F(0)
for eta in (F(1, 4), F(1, 10**12)):
    for g in (F(1, 4), F(1, 16), F(1, 64), F(1, 1024)):
        c_print = least_C(eta, g, e0, Q, a, OPT, Q * a**2)
        c_lemma = least_C(eta, g, e0, Q, a, OPT, Q * a**4 * e0 / g)
        print(f"eta={float(eta):.0e} gamma={float(g):.5f}: least C printed(Q a^2) = {float(c_print):.4g};"
              f" lemma threshold (Q a^4 e0/g) = {float(c_lemma):.4g}")
# lemma threshold, other a, Q, OPT (eta tiny)
for a in (F(1), F(4), F(64)):
    for OPT in (F(0), F(10)):
        print("a", a, "OPT", OPT, "C_lemma", float(least_C(F(1, 10**12), F(1, 64), e0, F(3), a, OPT, F(3) * a**4 * e0 / F(1, 64))))
