"""Audit chenli.display.lemma5.9-berry-esseen-variance (seed 000 L743-L753) and chenli.display.lemma5.11-r-theta-direction
(L812 vs Assumption 3 L445-L449). Exact binomial (log-gamma) + erf."""
import math
def Phi(z): return 0.5 * (1 + math.erf(z / math.sqrt(2)))
t, s = 2.0, 0.1
for d in [10**4, 10**6, 10**8]:
    # <a, y> with a = 1/sqrt(d) (all d coords), y Rademacher: (2K - d)/sqrt(d), K ~ Bin(d, 1/2)
    lo = math.ceil((d + (t - s) * math.sqrt(d)) / 2); hi = math.floor((d + (t + s) * math.sqrt(d)) / 2)
    logp = lambda k: math.lgamma(d + 1) - math.lgamma(k + 1) - math.lgamma(d - k + 1) - d * math.log(2)
    lhs = sum(math.exp(logp(k)) for k in range(lo, hi + 1))
    g = Phi((t + s) * math.sqrt(3)) - Phi((t - s) * math.sqrt(3))      # N(0, ||Theta||_F^2/3) with ||Theta||_F = 1
    err = (d ** (1 / 20)) ** 3 / math.sqrt(d)                           # nu^3 r_Theta^3/sqrt(d), nu = 1, r = d^{1/20}
    print(f"d={d:.0e}: P_y[|<a,y> - 2| <= 0.1] = {lhs:.5f}; Gaussian(var 1/3) term = {g:.2e}; error shape = {err:.2e}; constant needed >= {(lhs - g)/err:.3g}")
# Lemma 5.11 direction: t = ||Theta||_F^2, Assumption 3: ||Theta||_F^2 >= r ||Theta||_op^2
for n, r in [(2, 1), (100, 10)]:
    fro2, op2 = n, 1     # Theta = I_n
    print(f"Theta = I_{n}, r_Theta = {r} (Assumption 3: {fro2} >= {r * op2}): t/||Theta||_op^2 = {fro2/op2} <= r? {fro2/op2 <= r};"
          f" t^2/||Theta||_op^4 = {fro2**2/op2**2} <= r? {fro2**2/op2**2 <= r}")
