# Auditor A r26: thesis.ch2.eqA.191-last (seed 003 L3518-L3534, (A.189)-(A.192); Ch.2 data model 2 < M < m_a, L542). Own mpmath.
import mpmath as mp
mp.mp.dps = 40
print("(A.191): the tail 1 - Theta(1/M^2) must reach down to cos^2(1/M) (2nd -> 3rd member), so its length c/M^2 >= sin^2(1/M);")
print("5th member = 1 - [int_{1-c/M^2}^1 (1-t)^{-1/2} dt] (m_a - 1)/2 = 1 - sqrt(c)(m_a - 1)/M <= 1 - (m_a - 1) sin(1/M)")
for M in (3, 10, 100, 10**4):
    M = mp.mpf(M)
    for ma in (M + 1, 2*M):
        tail = 2*mp.sin(1/M)                                    # exact int_{cos^2(1/M)}^1 (1-t)^{-1/2} dt
        assert abs(2*mp.sqrt(1 - mp.cos(1/M)**2) - tail) < 1e-30   # antiderivative -2 sqrt(1-t)
        fifth_max = 1 - tail*(ma - 1)/2
        # second member: I_{cos^2(1/M)}((m_a-1)/2, 1/2) (regularized incomplete beta), i.e. the quantity the chain bounds
        second = mp.betainc((ma - 1)/2, mp.mpf(1)/2, 0, mp.cos(1/M)**2, regularized=True)
        print(f"  M={int(M):>6} m_a={int(ma):>6}: largest admissible 5th member {mp.nstr(fifth_max, 6):>12}   2nd member {mp.nstr(second, 8)}")
