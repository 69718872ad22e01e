"""Auditor A r28: thesis (B.73) (seed 003 L4197-L4201, proof of Lemma 3.4.7) at every hypothesis constant c, with the
printed caps respected: Table B.7 (L3863) delta_z <= sqrt(N) (so |D_*^n cap N_z^n| <= sqrt(N)), |S^{n,t}| >= Omega(1) read
at constant c (s = c sampled nodes), B >= c ln N, eta T >= c (L4197), (B.70) at gamma_d^2 / c, (B.71) at c, N >= B T
(one pass, (3.9)).  S^{n,t}: uniform sample from the whole graph (Algorithm 4, L3865), here with replacement.
dev = (1/B) sum_{T B terms} (|S_* cap N_z|/s - p), p = |D_* cap N_z|/N; X = s * (T B p + B dev) ~ Binomial(T B s, p).
Own code (scipy / mpmath), nothing from the repository."""
import math
from scipy import stats
import mpmath as mp

gamma_d, delta, sigma, dzm = 0.05, 0.2, 0.0, 1.0
for c in (1, 10, 100, 1000, 10000):
    s = c
    # choose T large; B = ceil(c ln N) and N = B T solved by fixed point
    for T in (10**12, 10**18, 10**24, 10**30):
        N = 1e7
        for _ in range(60):
            B = math.ceil(c * math.log(N)); N = max(N, B * T)
        B = math.ceil(c * math.log(N))
        eta = 0.5
        # (B.72): T = eta^{-1/2} / ((1 - 2 eps0)^{1/2} (1 - delta)^{1/2} gamma_d^2) -> eps0
        one_m_2e0 = (eta**-0.5 / (T * math.sqrt(1 - delta) * gamma_d**2))**2; eps0 = (1 - one_m_2e0) / 2
        hyp = dict(eps0_in=(0 < one_m_2e0 < 1), etaT=(eta * T >= c), B70=(math.sqrt(math.log(N) / N) + sigma <= gamma_d**2 / c),
                   B71=(N >= c * (1 + dzm**2) * math.log(N) / (gamma_d**2 - sigma)**2), onepass=(N >= B * T))
        cnt = math.floor(math.sqrt(N) / 2); p = cnt / N                 # |D_* cap N_z| = sqrt(N)/2 <= delta_z <= sqrt(N)
        n = T * B * s; mu = n * p; sdX = math.sqrt(n * p * (1 - p))
        # P(|dev| >= 1) = P(|X - mu| >= B s); normal approximation (Berry-Esseen error <= 0.56 / sqrt(n p (1-p)))
        zz = B * s / sdX
        P_ne = 2 * stats.norm.sf(zz); be = 0.56 / math.sqrt(n * p * (1 - p))
        exact = None
        if n < 1e15:
            bn = stats.binom(int(n), p); exact = float(bn.cdf(math.ceil(mu - B * s)) + bn.sf(math.floor(mu + B * s) - 1))
        print(f"c={c:5d} s={s} T={T:.0e} 1-2eps0={one_m_2e0:.2e} B={B} N={N:.3e}: hyps {all(hyp.values())} {'' if all(hyp.values()) else hyp}; sd(dev) = {sdX/(B*s):.3g};"
              f" P(|dev| >= 1) = {P_ne:.4f} (normal, +-{be:.1e})" + (f", exact binomial {exact:.4f}" if exact is not None else ""))
    # the 1/(BT) reading: sd = sqrt(p(1-p)/(T B s)) at the largest T
    print(f"        reading 1/(B T) normalisation at T=1e30: sd = {math.sqrt(p*(1-p)/(T*B*s)):.3e} (holds w.h.p. for any eps_* in (0,1))")
