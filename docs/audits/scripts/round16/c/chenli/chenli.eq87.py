# Auditor C, r16: chenli (87), proof of Lemma 6.12 (L1761): there is an absolute c > 0 with, for any c' > 0,
#   P[|x^T Theta_i E'^T_{S^c} x| <= (kappa + c log(m/c')/sqrt(r_Theta)) ||Theta_1||_F^2  for all i] >= 1 - c'.
# Own family (m = 1): Theta = diag(+-a) on a heavy set S0 (n coords, trace 0) + c_l * P (cyclic shift, zero diag) on S0^c;
# E' = F (p Theta_S0/||Theta_S0|| - q Theta_L/||Theta_L|| + r N), N = P2/sqrt(d-n) (shift by 2 on S0^c), p sqrt(h) = q sqrt(1-h)
# so <Theta, E'> = 0 and ||E'||_F = F. Part 1: the identities at small d (matrices). Part 2: (7), (8), Assumptions 1-6,
# (75), (77), Fact 6.7 / Case (B) at log d in the hundreds..thousands, in logs, and the smallest c (87) allows at c' = 1/2.
import numpy as np, math

def build(d, n, h, p, F=1.0):
    q = p * math.sqrt(h / (1 - h)); r = math.sqrt(1 - p * p - q * q)
    a = math.sqrt(h / n) * F; cl = math.sqrt((1 - h) / (d - n)) * F
    T = np.zeros((d, d)); idx = np.arange(n); T[idx, idx] = a * np.where(idx % 2 == 0, 1, -1)
    rest = np.arange(n, d); P = np.zeros((d, d)); P2 = np.zeros((d, d))
    P[rest, np.roll(rest, 1)] = 1; P2[rest, np.roll(rest, 2)] = 1
    L = cl * P; T = T + L
    TS = np.zeros_like(T); TS[:, :n] = T[:, :n]
    N = P2 / math.sqrt(d - n)
    E = F * (p * TS / np.linalg.norm(TS) - q * L / np.linalg.norm(L) + r * N)
    return T, E, q, r

def fact67_S(v, dprime, nu):
    """Fact 6.7's construction: sort v_j^2 desc; S = the first j-1 with gamma_j < 1/(nu d'), else the top d'."""
    o = np.argsort(-v**2); w = v[o]**2; tail = np.cumsum(w[::-1])[::-1]
    for j in range(int(dprime)):
        if w[j] / tail[j] < 1 / (nu * dprime): return set(o[:j].tolist()), "B"
    return set(o[:int(dprime)].tolist()), "A"

print("Part 1 (small d, identities):")
rng = np.random.default_rng(0)
d, n, h, p = 2000, 8, 0.02, 0.5
T, E, q, r = build(d, n, h, p)
print(f"  <Theta,E'> = {np.sum(T*E):.2e}, ||E'||_F = {np.linalg.norm(E):.6f}, Tr Theta = {np.trace(T):.1e}, ||Theta||_F = {np.linalg.norm(T):.6f}")
nu, dprime = 1.0, 2 * n / (p * p * 1.0) * 1.0   # here chosen so that n = p^2 nu d'/2
for trial in range(3):
    x = rng.choice([-1.0, 1.0], d)
    v = x @ E
    S, case = fact67_S(v, dprime, nu)
    Sc = np.array(sorted(set(range(d)) - S)); ESc = np.zeros_like(E); ESc[:, Sc] = E[:, Sc]
    Y = x @ T @ ESc.T @ x
    print(f"  x#{trial}: Fact 6.7 S == S0: {S == set(range(n))}, case {case}; <Theta,E'_Sc> = {np.sum(T*ESc):.6f} "
          f"(-p sqrt h = {-p*math.sqrt(h):.6f}); Y = x^T Theta E'_Sc^T x = {Y:.6f}; |Y + p sqrt h| = {abs(Y + p*math.sqrt(h)):.2e} "
          f"(Z bound r*sqrt((1-h))/sqrt(d-n)*t ~ {r*math.sqrt(1-h)/math.sqrt(d-n):.2e}*t)")

print("Part 2 (log d large, m = 1, k = 3, lambda = 0.9, c of (7) = 0.01, p = 1/2, h = kappa, 1/nu = 5, '<<' = factor 10):")
for C8 in (2.0, 4.0):
    for Ld in (400.0, 1000.0, 3000.0, 10000.0, 30000.0):
        lam, m, k, p = 0.9, 1, 3.0, 0.5
        kap = 0.01 * lam**6.5 / (m**6.5 * Ld**2)                                   # (7)
        logr = math.log(10) + C8 * math.log(Ld + math.log(m * k)) - math.log(kap * lam)   # (8) lower end, factor 10
        ok8 = logr <= Ld / 4 - math.log(10)                                          # (8) upper: r <= d^{1/4}/10
        inv_nu = 5.0; nu = 1 / inv_nu
        ok77 = m * kap * 10 <= lam * math.exp(-inv_nu)                               # (77) first
        logdp = math.log(kap) + Ld / 2 - math.log(nu) - 0.5 * math.log(Ld)           # (75) d'
        logn = math.log(p * p * nu / 2) + logdp                                      # n = p^2 nu d'/2 <= d'
        h = kap; q = p * math.sqrt(h / (1 - h)); r2 = 1 - p * p - q * q
        okA3 = logn - math.log(h) >= logr + math.log(2)                              # op^2 = a^2 = h F^2/n <= F^2/(2 r)
        logv = math.log(2) + 0.5 * (math.log(h) + Ld - logn)                         # v = 2 a sqrt(d)/F
        okA4 = logv >= 0 and logv <= Ld / 2 - math.log(10) - 2 * logr and (math.log(1 - h) - Ld) <= (math.log(h) - logn)
        okFact = (1 - p * p) > math.exp(-inv_nu) and logn >= math.log(2) and (math.log(2 * nu) + logdp) < Ld - 1  # Case (B); light flat
        okItem4 = h <= 2 * kap
        mean = p * math.sqrt(h)                         # |<Theta, E'_{S^c}>|/F^2, exact for every x
        zsd = math.sqrt(r2) * math.exp(-0.5 * Ld)       # sd of Z/F^2 (~ r sqrt(1-h)/sqrt(d-n)); Chebyshev at c'=1/2: |Z| <= sqrt2 sd
        cneed = (mean - math.sqrt(2) * zsd - kap) * math.exp(logr / 2) / math.log(2 * m)
        print(f"  c(8)={C8:.0f} log d={Ld:7.0f}: kappa={kap:.2e} r_Theta=e^{logr:.1f} (8)ok={ok8} (77)ok={ok77} A3={okA3} A4={okA4} "
              f"Fact6.7/CaseB={okFact} Item4={okItem4}; |mean|/F^2 = p sqrt h = {mean:.3e} vs kappa {kap:.2e}; "
              f"(87) at c'=1/2 needs c >= {cneed:.1f}")
