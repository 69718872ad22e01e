"""Auditor B r28: thesis (B.73) (seed 003 L4197-L4201) with every hypothesis constant set to c (c = 1 .. 1e4).
dev = (1/B) sum_{b<=T} sum_{n in B_b} (X_{b,n} - p), X = |S_* cap N_z|/|S| with |S^{n,T}| = 1 (a uniform node sample,
L789/Alg. 4), p = |D_* cap N_z|/N; one pass (N >= B T), independent terms -> B*dev + TBp ~ Binomial(TB, p) exactly.
Hypotheses at constant c: (B.70) sqrt(log N/N) + sigma <= gamma_d^2/c; (B.71) |L| = N >= c (1+delta_zm^2) log N/(gamma_d^2-sigma)^2;
L4197 eta T >= c; Theorem 3.4.4 B >= c eps^-2 log N (eps -> 1); T exactly (B.72) with eps_0 in (0,1/2); delta < 1/2."""
import math
from scipy import stats
gd, dl, kap, sig, dzm, eta = 0.05, 0.2, 0.5, 0.0, 1.0, 4.8e-6
p = kap * gd / 2
def T72(e0): return eta ** -0.5 / (math.sqrt((1 - 2 * e0) * (1 - dl)) * gd ** 2)
print(f"gamma_d={gd} delta={dl} p={p} eta={eta} sigma={sig} delta_zm={dzm} |S^(n,T)|=1")
for c in (1, 3, 10, 30, 100, 1e3, 1e4):
    T = math.ceil(c * max(T72(0.1), c / eta))
    gap = (eta ** -0.5 / (T * gd ** 2)) ** 2 / (1 - dl) / 2      # 1/2 - eps0, exact
    e0 = 0.5 - gap
    assert 0 < gap < 0.5 and abs(eta ** -0.5 / (math.sqrt(2 * gap * (1 - dl)) * gd ** 2) / T - 1) < 1e-9
    N = 1e7
    for _ in range(200):
        B = math.ceil(c * math.log(N))
        N_new = max(1e7, B * T, c ** 2 * (1 + dzm ** 2) * math.log(N) / (gd ** 2 - sig) ** 2)
        while math.sqrt(math.log(N_new) / N_new) + sig > gd ** 2 / c:
            N_new *= 1.5
        if abs(N_new - N) < 1e-9 * N: break
        N = N_new
    B = math.ceil(c * math.log(N))
    hyp = dict(B70=math.sqrt(math.log(N) / N) + sig <= gd ** 2 / c, B71=N >= c * (1 + dzm ** 2) * math.log(N) / (gd ** 2 - sig) ** 2,
               etaT=eta * T >= c, B=B >= c * math.log(N), onepass=N >= B * T, eps0=0 < gap < 0.5)
    assert all(hyp.values()), hyp
    n = T * B
    mean = n * p
    # P(|Y - n p| >= B)
    P = stats.binom.cdf(math.floor(mean - B), n, p) + stats.binom.sf(math.ceil(mean + B) - 1, n, p)
    sd = math.sqrt(T * p * (1 - p) / B)
    med = 0.6745 * sd
    print(f"c={c:>6}: T={T:.3e} eps0=1/2-{gap:.2e} B={B} N={N:.3e} eta*T={eta*T:.3g} | sd(dev)={sd:.2f} median|dev|~{med:.2f} "
          f"P(|dev|>=1)={P:.6f}  hyps {sorted(k for k,v in hyp.items() if v)}")
