"""Auditor r4 thesis (seed 003): (A.189) L3520-L3522, (A.190)-(A.191) first step L3526-L3531, (E.96) L8385-L8387."""
import mpmath as mp
mp.mp.dps = 30
def ratio(x, ma):
    f = lambda t: t ** (mp.mpf(ma - 3) / 2) * (1 - t) ** mp.mpf(-0.5)
    return mp.quad(f, [0, x]) / mp.quad(f, [0, 1])
print("=== (A.189)")
for ma, phi in ((3, mp.pi / 4), (5, mp.pi / 3), (10, mp.mpf('0.7'))):
    I = mp.betainc(mp.mpf(ma - 1) / 2, mp.mpf(1) / 2, 0, mp.sin(phi) ** 2, regularized=True)
    # cap fraction by direct integration of sin^{ma-2} over colatitude
    cap = mp.quad(lambda th: mp.sin(th) ** (ma - 2), [0, phi]) / mp.quad(lambda th: mp.sin(th) ** (ma - 2), [0, mp.pi])
    print(f"m_a={ma} phi={mp.nstr(phi, 5)}: cap fraction {mp.nstr(cap, 8)}; (1/2) I = {mp.nstr(I / 2, 8)}; ratio of integrals = {mp.nstr(ratio(mp.sin(phi)**2, ma), 8)} (= I = {mp.nstr(I, 8)})")
print("=== (A.191) first '>=' given phi <= pi/2 - 1/M")
for M, ma, phi in ((5, 5, mp.pi / 4), (10, 10, mp.pi / 2 - mp.mpf('0.2')), (100, 100, mp.pi / 2 - mp.mpf('0.02'))):
    assert phi <= mp.pi / 2 - mp.mpf(1) / M
    print(f"M={M} m_a={ma} phi={mp.nstr(phi, 5)}: ratio(sin^2 phi) = {mp.nstr(ratio(mp.sin(phi)**2, ma), 6)} vs ratio(cos^2(1/M)) = {mp.nstr(ratio(mp.cos(mp.mpf(1)/M)**2, ma), 6)}")
print("=== (E.96) second step: (1/M1+1/M2) sum|k_a k_j| <= sqrt(ln M1)(1/M1+1/M2)")
for M1, M2, ka, kj in ((2, 8, (mp.cos(0.1), mp.sin(0.1)), (1, 0)), (2, 2, (mp.cos(0.001), mp.sin(0.001)), (1, 0)),
                       (3, 8, (mp.cos(0.1), mp.sin(0.1), 0), (1, 0, 0))):
    assert abs(sum(x**2 for x in ka) - 1) < 1e-20 and sum(ka) >= 1 and sum(kj) >= 1
    lhs = (mp.mpf(1) / M1 + mp.mpf(1) / M2) * sum(abs(a * b) for a, b in zip(ka, kj))
    rhs = mp.sqrt(mp.log(M1)) * (mp.mpf(1) / M1 + mp.mpf(1) / M2)
    print(f"M1={M1} M2={M2}: lhs={mp.nstr(lhs, 7)} rhs={mp.nstr(rhs, 7)} holds={lhs <= rhs}; C-S max of sum = 1, sqrt(ln M1) = {mp.nstr(mp.sqrt(mp.log(M1)), 5)}")
