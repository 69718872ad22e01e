# Auditor D: thesis (D.138) L7842 with (D.137) L7836: k = ||A*||^4 (eps_c + C0)^2 K sqrt((1+delta)^4 log N/|Omega|),
# eps_c = 1, C0 = O~(p1^2 p2 K^2 C C'') (D.43, Table D.2), C = C_eps(phi,||A||) sqrt(||A||^2+1), C' = 10 C sqrt(p2),
# C'' = C_eps(Phi, C') sqrt(||A||^2+1); claimed k <= eps0 as long as |Omega| >= Theta~(eps0^-2 ||A||^8 (1 + p1^4 p2^5
# C_eps(phi,||A||) C_eps(Phi, sqrt(p2) C_eps(phi,||A||))) (||A||+1)^4 K^6 (1+delta)^4 log N).
# C_eps (5.2): sum_i ((C* R)^i + (sqrt(log(1/eps))/sqrt(i) C* R)^i)|c_i|; C_s (5.3): C* sum (i+1)^1.75 R^i |c_i|.
from mpmath import mp, mpf, sqrt, log
mp.dps = 40

def Ceps(c, R, Cs, eps):   # phi(z) = c z
    return (Cs * R + sqrt(log(1 / eps)) * Cs * R) * abs(c)
def Cs_(c, R, Cs):
    return Cs * mpf(2) ** mpf(1.75) * R * abs(c)

def ratio(K, p1, p2=1, R=1, c1=1, c2=1, Cs=10, eps0=mpf('0.01'), delta=0, N=1000, cT=1, frac=mpf('0.5')):
    K, p1, p2, R, c1, c2, Cs = map(mpf, (K, p1, p2, R, c1, c2, Cs))
    # Theorem 5.3.1's eps range (O(1) read as ||A*||_inf): eps < eps0/(K p1 p2^2 C_s(Phi, p2 C_s(phi)) C_s(phi) ||A||^2)
    csphi = Cs_(c1, R, Cs); csPhi = Cs_(c2, p2 * csphi, Cs)
    eps_max = eps0 / (K * p1 * p2**2 * csPhi * csphi * R**2)
    eps = frac * min(eps_max, mpf('0.5'))
    cphi = Ceps(c1, R, Cs, eps)
    cPhi = Ceps(c2, sqrt(p2) * cphi, Cs, eps)
    C = cphi * sqrt(R**2 + 1); Cp = 10 * C * sqrt(p2); Cpp = Ceps(c2, Cp, Cs, eps) * sqrt(R**2 + 1)
    C0 = p1**2 * p2 * K**2 * C * Cpp
    P = p1**4 * p2**5 * cphi * cPhi
    Omega = cT * eps0**-2 * R**8 * (1 + P) * (R + 1)**4 * K**6 * (1 + delta)**4 * log(N)
    k = R**4 * (1 + C0)**2 * K * sqrt((1 + delta)**4 * log(N) / Omega)
    # the sub-Gaussian reading of (D.136): k' = 2 sigma sqrt(log N/|Omega|), sigma = R^2 (1 + C0) sqrt(K) (1+delta)^2
    k2 = 2 * R**2 * (1 + C0) * sqrt(K) * (1 + delta)**2 * sqrt(log(N) / Omega)
    return k / eps0, k2 / eps0, eps, C0

print("Hypotheses: eps0 = 0.01 in (0, 1/100]; eps = half of Theorem 5.3.1's range; ||A*||_inf = 1 (O(1) by (5.8));"
      " eps_c = 1; C0 at Table D.2 with constant 1; |Omega| = c_T x printed threshold")
for cT in (1, 1e6):
    print(f"c_T = {cT:g}:")
    for K in (1, 10, 100, 1000):
        r, r2, eps, C0 = ratio(K, 1, cT=cT)
        print(f"  K={K:5d} p1=1: k/eps0 = {mp.nstr(r, 5)}   (sub-Gaussian reading k'/eps0 = {mp.nstr(r2, 4)})  C0={mp.nstr(C0, 3)}")
    for p1 in (10, 100, 1000):
        r, r2, eps, C0 = ratio(1, p1, cT=cT)
        print(f"  K=1 p1={p1:5d}: k/eps0 = {mp.nstr(r, 5)}   (sub-Gaussian reading {mp.nstr(r2, 4)})")
    for c1 in (10, 1e3, 1e5):
        r, r2, eps, C0 = ratio(1, 1, c1=c1, cT=cT)
        print(f"  K=p1=1, phi = {c1:g} z: k/eps0 = {mp.nstr(r, 5)}   (sub-Gaussian reading {mp.nstr(r2, 4)})")
