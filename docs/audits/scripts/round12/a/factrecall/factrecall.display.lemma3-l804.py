"""Auditor A, round 12: factrecall L794-L804 (proof of Lemma 3): E[gamma_sra] = sum_{s',r'} E[sigma^{(p+k)}(<w,u>)
<u^{(x)(p+k)}, phi(s')^{(x)p} (x) phi~(r')^{(x)k}>] (1(a*(s,r) = a*(s',r')) - 1(a = a*(s',r'))), u = phi~(s) + phi~(r),
printed with the UNtilded phi(s'), whereas v_i (L788) uses phi~(s)^{(x)p} and L808 gives E_Z[sigma^{(p+k)}(Z|u|)] |phi~(s)|^{2p} |phi~(r)|^{2k}.
Own Monte Carlo: d odd, P = span(e_1..e_m), Q = span(e_{m+1}..e_{2m}), m = (d-1)/2, embeddings uniform on S^{d-1}.
sigma = h_4 = He_4/sqrt(24) (sigma'''' = sqrt(24), so E_Z sigma^{(4)} = sqrt 24 for p + k = 4) and sigma = h_6 for p + k = 6.
Off-diagonal (s',r') terms vanish in expectation (phi(s') or phi~(r') independent and symmetric, p, k odd), so the
printed sum's expectation is sqrt(24) E[<u, phi(s)>^p <u, phi~(r)>^k] and the true one sqrt(24) E[|phi~(s)|^{2p} |phi~(r)|^{2k}].
Also a direct check of the true E[gamma_sra] from the construction itself (v_i with tildes, w ~ N(0, I), S = R = 1)."""
import math
import numpy as np
rng = np.random.default_rng(7)

def sphere(n, d):
    x = rng.standard_normal((n, d)); return x / np.linalg.norm(x, axis=1, keepdims=True)

def compare(d, p, k, n=2_000_000):
    m = (d - 1) // 2
    phs, phr = sphere(n, d), sphere(n, d)
    ts = np.zeros_like(phs); ts[:, :m] = phs[:, :m]                 # Pi_P phi(s)
    tr = np.zeros_like(phr); tr[:, m:2 * m] = phr[:, m:2 * m]       # Pi_Q phi(r)
    u = ts + tr
    C = math.sqrt(math.factorial(p + k))                            # E sigma^{(p+k)} for sigma = h_{p+k}
    printed = C * ((u * phs).sum(1) ** p * (u * tr).sum(1) ** k)
    true = C * ((ts ** 2).sum(1) ** p * (tr ** 2).sum(1) ** k)
    se = lambda a: a.std() / math.sqrt(n)
    return printed.mean(), se(printed), true.mean(), se(true)

for d, p, k in [(5, 3, 1), (5, 1, 3), (5, 3, 3), (11, 3, 3), (5, 1, 1)]:
    a, sa, b, sb = compare(d, p, k)
    print(f"d={d} p={p} k={k}: printed sum's expectation {a:.4f} +- {sa:.4f}   L808 (tilde) {b:.4f} +- {sb:.4f}   ratio {a/b:.3f}")

# direct: E[gamma_sra] from the construction at d = 5, p = 3, k = 1, sigma = h_4, S = R = 1, a != a*(s,r):
# gamma = <phi(a*) - phi(a), F(u)>, F(u) = sum_i v_i sigma(<w_i,u>), v_i = (1/m) <He_4(w_i), phi~(s)^3 (x) phi~(r)> phi(a*)
# E over a, a* embeddings: <phi(a*), phi(a*) - phi(a)> has mean 1, independent of the rest -> E gamma = E[sigma(<w,u>) <He_4(w), T>]
def He4_contract(w, x, y):   # <He_4(w), x^{(x)3} (x) y> for the Hermite tensor: w.x^3 w.y - 3|x|^2 w.x w.y - 3 x.y (w.x)^2 + 3 |x|^2 x.y
    wx, wy, xx, xy = (w * x).sum(1), (w * y).sum(1), (x * x).sum(1), (x * y).sum(1)
    return wx ** 3 * wy - 3 * xx * wx * wy - 3 * xy * wx ** 2 + 3 * xx * xy
n = 2_000_000; d = 5; m = 2
phs, phr = sphere(n, d), sphere(n, d)
ts = np.zeros_like(phs); ts[:, :m] = phs[:, :m]; tr = np.zeros_like(phr); tr[:, m:2 * m] = phr[:, m:2 * m]
u = ts + tr; w = rng.standard_normal((n, d)); z = (w * u).sum(1)
h4 = (z ** 4 - 6 * z ** 2 + 3) / math.sqrt(24)
val = h4 * He4_contract(w, ts, tr)
print(f"direct E[gamma_sra] (construction with tildes, d=5, p=3, k=1): {val.mean():.4f} +- {val.std()/math.sqrt(n):.4f}")
val2 = h4 * He4_contract(w, phs, tr)   # the printed contraction with the untilded phi(s)
print(f"direct printed sum's expectation (untilded phi(s), d=5, p=3, k=1): {val2.mean():.4f} +- {val2.std()/math.sqrt(n):.4f}")
# closed form for d = 5, p = 3, k = 1: printed - true = sqrt(24) * 3 E[X c^2 Y], E[X c^2 Y] = E[X Z_Q] E[Y^2]/m
print("closed form: true =", math.sqrt(24) * (1*2*3/((5/2)*(7/2)*(9/2))) * (2/5),
      " printed - true =", math.sqrt(24) * 3 * (4/35) * (8/35) / 2)
