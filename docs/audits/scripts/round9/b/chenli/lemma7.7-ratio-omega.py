"""Auditor B: chenli L2607 last step 'exp(Omega(C^2 eta)) <= exp(O(omega^2))' via (7) and the choice of C, eta.
C = g1 omega sqrt(m log d)/lambda^2 (113), eta ~ (m kappa + mu sqrt(m))/sqrt(lambda) (Lemma 7.3), kappa = c lambda^{13/2}/(m^{13/2}
log^2 d) (7), mu << lambda^{5/2}/(omega^3 m^3 log^2 d) (111). Domain: Assumption 1 (lambda >> m^{3/2} log m/sqrt(r)), (8)
(log^c(dmk)/(kappa lambda) << r << d^{1/4}), (110) (1 <= omega << lambda^{7/4} sqrt(m kappa r/log d)). '<<' realised as a factor s.
mpmath: d = e^L is astronomically large, only logs are used."""
import mpmath as mp
mp.mp.dps = 50
import sys
m, omega, k, g1 = int(sys.argv[1]) if len(sys.argv) > 1 else 1, 1, 2, 1
for (c7, s, cpow) in [(mp.mpf('0.01'), mp.mpf('0.01'), 4), (mp.mpf(1), mp.mpf('0.1'), 2)]:
    print(f"c in (7) = {c7}, '<<' factor s = {s}, log power in (8) = {cpow}")
    for L in [250, 500, 1000, 2000, 4000, 8000, 16000]:
        L = mp.mpf(L); logdmk = L + mp.log(m * k)
        r = s * mp.e**(L / 4)                                   # r << d^{1/4}
        # (8) lower end: logdmk^c/(kappa lambda) << r, kappa = c7 lambda^6.5/(m^6.5 L^2)  ->  lambda^7.5 > logdmk^c m^6.5 L^2/(c7 s r)
        lam8 = (logdmk**cpow * m**6.5 * L**2 / (c7 * s * r)) ** (mp.mpf(2) / 15)
        # (110): omega <= s lambda^{7/4} sqrt(m kappa r / L) -> lambda^{7/4 + 13/4} >= omega sqrt(m^{6.5} L^3/(c7 m r)) / s
        lam110 = (omega / s * mp.sqrt(m**6.5 * L**3 / (c7 * m * r))) ** (mp.mpf(1) / 5)
        lamA1 = (m**1.5 * mp.log(m) / mp.sqrt(r)) / s if m > 1 else mp.mpf(0)
        lam = 1.0001 * max(lam8, lam110, lamA1)
        assert lam < 1
        kap = c7 * lam**6.5 / (m**6.5 * L**2)
        mu = s * lam**2.5 / (omega**3 * m**3 * L**2)
        C = g1 * omega * mp.sqrt(m * L) / lam**2
        eta_k, eta_mu = m * kap / mp.sqrt(lam), mu * mp.sqrt(m) / mp.sqrt(lam)
        assert eta_k + eta_mu < 1
        print(f"  log d = {int(L):5d}: lambda = {mp.nstr(lam, 4)}, C^2 eta / omega^2 = {mp.nstr(C**2 * (eta_k + eta_mu) / omega**2, 5)}"
              f" (kappa part {mp.nstr(C**2 * eta_k / omega**2, 3)}, mu part {mp.nstr(C**2 * eta_mu / omega**2, 5)}); "
              f"mu part formula s/(omega m^1.5 lambda^2 log d) = {mp.nstr(s / (omega * m**1.5 * lam**2 * L), 5)}")
    # with lambda = Theta(1) (e.g. 1/2) the mu part is s/(lambda^2 log d) -> 0: the reading 'lambda bounded below' holds
