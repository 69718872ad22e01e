"""Audit thesis.ch2.eqA.115-last: e^{2(tau+delta)||q_1||} phi_n (|S|-|S_1|) <= phi_n (|S|-|S_1|), phi_n of Def. A.2.2."""
import mpmath as mp
mp.mp.dps = 40
def phi(S1, R, td, q):
    return 1 / (S1 * mp.e ** (q * q + td * q) + R)
for S1, R, td, q in [(1, 1, 0.5, 1), (1, 1, 0.01, 1), (5, 20, 0.1, 3), (1, 1, 0.3, mp.sqrt(mp.log(1e6)))]:
    rhs = phi(S1, R, td, q) * R
    lhs = mp.e ** (2 * td * q) * rhs
    print(f"|S1|={S1} R={R} tau+delta={td} ||q1||={mp.nstr(q,4)}: lhs={mp.nstr(lhs,5)} rhs={mp.nstr(rhs,5)} ratio={mp.nstr(lhs/rhs,5)}")
# '<~' reading: the ratio is e^{2(tau+delta)||q_1||} -- bounded iff (tau+delta)||q_1(t)|| = O(1)
for T in [1e2, 1e4, 1e8, 1e16]:
    q = mp.sqrt(mp.log(T))  # (A.48) ||q_1(T)||^2 = Theta(log T)
    print(f"T={T:g}: factor at tau+delta=0.5 with ||q1||^2=log T: {mp.nstr(mp.e**(2*0.5*q),5)}")
