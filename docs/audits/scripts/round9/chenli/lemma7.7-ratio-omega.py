"""Audit chenli.display.lemma7.7-ratio-omega (L2605-L2609): exp(Omega(C^2 eta)) <= exp(O(omega^2)), i.e. C^2 eta <~ omega^2.
C = gamma_1 omega sqrt(m log d)/lambda^2 (113); eta ~ (m kappa + mu sqrt(m))/sqrt(lambda) (Lemma 7.3, L2353);
kappa = c lambda^{13/2}/(m^{13/2} log^2 d) (7); mu << lambda^{5/2}/(omega^3 m^3 log^2 d) (111); constraints on lambda:
Assumption 1 (lambda in (0,1), lambda >> m^{3/2} log m / sqrt(r)), (8) log^{c'}(dmk)/(kappa lambda) << r << d^{1/4},
(110) 1 <= omega << lambda^{7/4} sqrt(m kappa r / log d).  Family: m = k = omega = 1, r = d^{1/4}/s8, every '<<' a factor
s (s in {1, 1/10, 1/100}), c' = 4, c = 1, gamma_1 = 1, mu = s * (111)'s bound, lambda the least value all constraints allow.
Exact in log space with mpmath (d = e^L)."""
from mpmath import mp, mpf, log, sqrt, exp, findroot

mp.dps = 50
for s in [mpf(1), mpf("0.1"), mpf("0.01")]:
    print(f"-- every '<<' as a factor {s}")
    for L in [250, 500, 1000, 2000, 4000, 8000]:
        L = mpf(L)
        m = k = om = 1
        r = s * exp(L / 4)

        def kappa(lam):
            return lam ** mpf("6.5") / (m ** mpf("6.5") * L**2)

        # (8) lower end: log^4(dmk)/(kappa lam) <= s r ; (110): 1 <= s lam^{7/4} sqrt(m kappa r / L)
        g8 = lambda lam: log(s * r * kappa(lam) * lam) - 4 * log(L + log(m * k))
        g110 = lambda lam: log(s * lam ** mpf("1.75") * sqrt(m * kappa(lam) * r / L))
        lam = max(exp(findroot(lambda y: g8(exp(y)), -1)), exp(findroot(lambda y: g110(exp(y)), -1)))
        lam = lam * mpf("1.000001")
        assert lam < 1 and g8(lam) >= 0 and g110(lam) >= 0
        mu = s * lam ** mpf("2.5") / (om**3 * m**3 * L**2)
        eta = (m * kappa(lam) + mu * sqrt(m)) / sqrt(lam)
        C2 = om**2 * m * L / lam**4
        kap_part = C2 * m * kappa(lam) / sqrt(lam)
        mu_part = C2 * mu * sqrt(m) / sqrt(lam)
        print(f"log d={mp.nstr(L,5)}: lambda={mp.nstr(lam,4)}, C^2 eta/omega^2 = {mp.nstr(C2*eta/om**2, 4)} "
              f"(kappa part {mp.nstr(kap_part, 3)}, mu part {mp.nstr(mu_part, 4)}; 1/(lambda^2 log d) = {mp.nstr(1/(lam**2*L), 4)})")
