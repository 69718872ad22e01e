# Auditor B, round 30: factrecall.display.lemma14-moment-step.sphere (seed 002 L1697-L1721): proof step
# "by Lemma 13, E[|f - E f|^q]^{1/q} <= q^{p/2} Var(f)^{1/2}", q = 2 log(1/delta), delta in (0, 1); f polynomial of degree <= p on
# (S^{d-1})^k x R^m.  Own check: f = x_1 + a (k = 1, m = 0, p = 1) on the sphere (x_1^2 ~ Beta(1/2, (d-1)/2)), own closed form via
# mpmath Beta functions and an own Monte Carlo; a >= 0 chosen to meet Lemma 14's hypothesis 2^p e^-1 log^p(1/delta) Var/(E f)^2 <= 1.
import mpmath as mp, numpy as np
rng = np.random.default_rng(4)
def Lq_sqrt_d(d, q):   # E|x_1|^q^{1/q} * sqrt(d)
    return (mp.beta((1 + q)/2, mp.mpf(d - 1)/2)/mp.beta(mp.mpf(1)/2, mp.mpf(d - 1)/2))**(1/q)*mp.sqrt(d)
for delta in (0.95, 0.8, 0.65, mp.e**-0.5, 0.5):
    q = 2*mp.log(1/mp.mpf(delta))
    row = []
    for d in (2, 3, 10, 100, 1000):
        lhs = Lq_sqrt_d(d, q); rhs = mp.sqrt(q)
        row.append(f"d={d}: {mp.nstr(lhs,4)}{'>' if lhs > rhs else '<='}{mp.nstr(rhs,4)}")
    a_min = mp.sqrt(2*mp.e**-1*mp.log(1/mp.mpf(delta))/3)      # hypothesis with Var = 1/d at d = 3: a^2 >= 2 e^-1 log(1/delta)/d
    print(f"delta={mp.nstr(delta,4)} (q={mp.nstr(q,4)}): " + "; ".join(row) + f"  [Lemma 14's hypothesis at d=3 met by a >= {mp.nstr(a_min,3)}]")
# Monte Carlo check at d = 3, q = 2 log(1/0.95)
d, q = 3, float(2*np.log(1/0.95))
x = rng.standard_normal((2_000_000, d)); x /= np.linalg.norm(x, axis=1, keepdims=True)
print(f"MC d=3 q={q:.4f}: E|x_1|^q^(1/q) sqrt(d) = {np.mean(np.abs(x[:,0])**q)**(1/q)*np.sqrt(d):.4f} (closed form {mp.nstr(Lq_sqrt_d(3, q),5)}) vs q^(1/2) = {q**0.5:.4f}")
