"""Audit thesis.ch3.eqB.124-last: e^{2 delta ||q_1(t)||} phi R <= phi R (phi R > 0, phi of Def. B L3913 positive);
ratio = e^{2 delta ||q_1||}; along (B.45) ||q_1(T)|| = sqrt(log T (1 - delta))."""
import mpmath as mp
for d, q in [(0.1, 1), (0.01, 1), (0.49, 1), (0.5, 10)]:
    print(f"delta={d} ||q1||={q}: lhs/rhs = {mp.nstr(mp.e ** (2 * d * q), 6)}")
for T in [1e2, 1e4, 1e8, 1e16, 1e32]:
    d = 0.25; q = mp.sqrt(mp.log(T) * (1 - d))
    print(f"T={T:g} delta={d}: ||q1(T)||={mp.nstr(q,4)}, factor={mp.nstr(mp.e ** (2 * d * q), 5)}, factor/T^0.1={mp.nstr(mp.e**(2*d*q)/mp.mpf(T)**0.1,4)}")
