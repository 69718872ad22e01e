"""Audit C: factrecall L1537-L1540 (uniform p, general loss L >= 0):
B >= -((1+eta)RD + RS)L + SR log D + RD log(|V|/D) - eps_lot >= -((1+c)RD + RS)L + SR log D + (1-c)RD log(|V|/D).
Second '>=' <=> gap := c RD log(|V|/D) - eps_lot - (eta - c) RD L >= 0. Own code, mpmath."""
from mpmath import mp, mpf, log, sqrt, e
mp.dps = 50

def eps_lot(R, D, V, eta):
    return 2*R*D*log(V)/V + 2*R*D**2/V + eta*R*D + R + 2*R**2*D**2/V

def gap(R, D, V, eta, L, c):
    return c*R*D*log(V/D) - eps_lot(R, D, V, eta) - (eta - c)*R*D*L

def eta_of(C, D, S, V):
    return C*sqrt(mpf(D)/S*log(2*mpf(D)**2*log(V)))

# helper instance: R=2, D=3, C=4, |V|=1e30, S = C D log(2 D^2 log|V|) (Theorem 8's smallest S), L=100
R, D, C, V, L = 2, 3, 4, mpf(10)**30, 100
S = C*D*log(2*D**2*log(V)); et = eta_of(C, D, S, V)
print("helper instance eta =", float(et), "(Lemma 9 needs eta <= 1: outside)")
for c in ["0.5", "0.9", "0.999999"]:
    print("  c", c, "gap", float(gap(R, D, V, et, L, mpf(c))))
# inside Lemma 9 (eta <= 1): S = C^2 D log(...) gives eta = 1 exactly; any eta in (c, 1] reachable by S
for C in [4, 100]:
    S = C**2*D*log(2*D**2*log(V)); et = eta_of(C, D, S, V)
    assert S >= C*D*log(2*D**2*log(V)) and V >= 2*R*D
    for c in ["0.5", "0.9", "0.999"]:
        c = mpf(c); Lstar = (c*R*D*log(V/D) - eps_lot(R, D, V, et))/((et - c)*R*D)
        print(f"C={C} eta={float(et):.6f} c={float(c)}: gap<0 for L > {float(Lstar):.4g}; gap(L=10*Lstar)={float(gap(R,D,V,et,10*Lstar,c)):.4g}")
# reading: eta <= c (S >= C^2 D log(..)/c^2) and |V|/D >= e^10: gap >= 0 for all L >= 0, c = 1/2
c = mpf(1)/2; worst = mpf(10)**9
for R in [1, 2, 10, 1000]:
    for D in [1, 3, 100, 10**4]:
        for VV in [max(2*R*D, D*e**10), D*e**20]:
            for et in [mpf(0), mpf(1)/4, c]:
                for L in [0, 1, 10**6]:
                    worst = min(worst, gap(R, D, mpf(VV), et, L, c)/(R*D))
print("reading eta<=c=1/2, |V|/D>=e^10: min gap/(RD) =", float(worst))
