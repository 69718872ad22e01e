"""Audit C: factrecall proof of Theorem 8, L1531/L1535: eps_lot << RD log(|V|/D), i.e. eps_lot <= c RD log(|V|/D), c<1.
Own code, mpmath 50 digits. Checks the helper's instance, the eta-free lower bound on Theorem 8's printed domain
(|V| >= 2RD, S >= C D log(2 D^2 log|V|), eta <= 1 from Lemma 9), both log bases, and the rescuing reading |V|/D large."""
from mpmath import mp, mpf, log, sqrt, e
mp.dps = 50

def eps_lot(R, D, V, eta, lg):
    return 2*R*D*lg(V)/V + 2*R*D**2/V + eta*R*D + R + 2*R**2*D**2/V

def ratio(R, D, V, eta, lg=log):
    return eps_lot(R, D, V, eta, lg) / (R*D*lg(mpf(V)/D))

def eta_of(C, D, S, V):
    return C*sqrt(mpf(D)/S*log(2*mpf(D)**2*log(V)))

# helper instance R=D=1,|V|=2,C=1,S=1
R, D, V, C, S = 1, 1, mpf(2), 1, 1
assert V >= 2*R*D and S >= C*D*log(2*D**2*log(V))
et = eta_of(C, D, S, V); print("instance eta", et, "eps_lot", eps_lot(R, D, V, et, log), "ratio", ratio(R, D, V, et))
# any C: take S huge -> eta -> 0 (S >= C D log(...) then holds); eta=0 is the infimum of the ratio
log2 = lambda x: log(x)/log(2)
for D in [1, 2, 5, 10, 100, 10**4]:
    for R in [1, 2, 3]:
        V = mpf(2*R*D)
        Sbig = mpf(10)**40; et = eta_of(mpf(10)**6, D, Sbig, V)  # C = 1e6 'sufficiently large', still eta ~ 1e-14
        print(f"R={R} D={D} |V|=2RD eta={float(et):.1e} ratio_ln={float(ratio(R,D,V,et)):.4f} ratio_log2={float(ratio(R,D,V,et,log2)):.4f}")
# exact lower bound at R=1,|V|=2D, eta>=0: eps_lot >= R + 2R^2D^2/|V| = 1 + D, RD log(|V|/D) = D log 2
print("lower bound (1+1/D)/ln2 at D->inf:", 1/log(2))
# reading: |V|/D >= e^K (from L320 |V| >> |S| with S >= C D log(...)), eta <= 1: worst ratio over a grid
worst = 0
for K in [10]:
    for D in [1, 2, 10, 100, 10**4]:
        for R in [1, 2, 10, 1000]:
            for VV in [max(2*R*D, D*e**K), D*e**K*10, D*e**(2*K)]:
                worst = max(worst, ratio(R, D, mpf(VV), 1))
print("reading |V|/D >= e^10, eta<=1: worst ratio", float(worst))
