"""Audit of chenli L1763: 'Note that c log(m/c')/sqrt(r_Theta) << kappa holds (by some margin)'.
kappa = c7 lambda^{13/2}/(m^{13/2} log^2 d) (7); (8): log^{c8}(dmk)/(kappa lambda) << r_Theta << d^{1/4};
Assumption 1: lambda >> m^{3/2} log m/sqrt(r); Assumption 11: m <= m1_bar = Theta~(lambda log(d/v)/log k)
(v >= 1, so log(d/v) <= log d); Section 4.3: m <~ k <~ r^{Theta(1)}.
Ratio R = log(m/c')/(sqrt(r) kappa) (Theorem 3.1's absolute c set to 1); '<<' read as a factor 10.
All in logs (mpmath).  Own script."""
import mpmath as mp
mp.mp.dps = 40

def ratio(ld, m, k, c7, c8, cp, lam_mode):
    ld = mp.mpf(ld); L = mp.log(ld + mp.log(m) + mp.log(k))          # log log(dmk)
    # lambda floor from (8)'s window being non-empty with factors 10: 10 log^c8/(kappa lambda) <= d^{1/4}/10
    l8 = (mp.log(100) + c8 * L + mp.mpf(6.5) * mp.log(m) + 2 * mp.log(ld) - mp.log(c7) - ld / 4) / mp.mpf(7.5)
    l11 = mp.log(m * mp.log(k)) - mp.log(ld)                             # m1_bar >= m with Theta~ constant 1, v = 1
    if lam_mode == "(8) floor only":
        llam = l8
    else:
        llam = max(l8, l11)
    llam = min(llam, mp.log(mp.mpf('0.999')))
    lk = mp.log(c7) + mp.mpf(6.5) * llam - mp.mpf(6.5) * mp.log(m) - 2 * mp.log(ld)
    lr = mp.log(10) + c8 * L - lk - llam                                 # r at (8)'s lower end (factor 10)
    if lr > ld / 4 - mp.log(10):
        return None                                                      # (8) window empty
    R = mp.log(m / mp.mpf(cp)) * mp.e ** (-lr / 2 - lk)
    return float(R), float(mp.e ** llam)

for c8 in (3, 5, 8, 10):
    for mode in ("(8) floor only", "with Assumption 11 (m1_bar >= m)"):
        row = []
        for ld in (200, 400, 1600, 1e4, 1e5, 1e6):
            r = ratio(ld, 1, 2, 1, c8, 0.1, mode)
            row.append("n/a" if r is None else f"{r[0]:.2g} (lam {r[1]:.1g})")
        print(f"c8={c8:2d} {mode:36s} log d=200,400,1600,1e4,1e5,1e6: ", " | ".join(row))
