# Auditor C: can Lemma 7.7's hypotheses be met at a computable d? Constants read as 1 (the most permissive reading of
# '<<', c = 1 in (7), the polylog exponent c of (8) = 0), lambda -> 1 (largest allowed; everything below is monotone in it).
import math
def smallest_d(cond, lo=2.0):
    x = math.log(lo)
    while not cond(math.exp(x)): x += 0.01
    return math.exp(x)
for m in (1, 2):
    lam = 1.0
    kappa = lambda d: lam**6.5/(m**6.5*math.log(d)**2)                      # (7), c = 1
    c8 = lambda d: 1/(kappa(d)*lam) < d**0.25                               # (8): log^0(.)/(kappa lambda) < r < d^{1/4}
    c110 = lambda d: lam**3.5*m*kappa(d)*d**0.25/math.log(d) >= 1           # (110) with omega >= 1 and r_Theta < d^{1/4}
    a1 = (lambda d: True) if m == 1 else (lambda d: (m**1.5*math.log(m))**2 < d**0.25)   # Assumption 1 with r < d^{1/4}
    both = lambda d: c8(d) and c110(d) and a1(d)
    print("m=%d: smallest d with (8): %.3g ; with (110): %.3g ; with Assumption 1: %.3g ; all: %.3g (log2 d = %.1f)"
          % (m, smallest_d(c8), smallest_d(c110), smallest_d(a1), smallest_d(both), math.log2(smallest_d(both))))
d = 20; print("at d = 20: d^{1/4} = %.2f, (8)'s lower end with m = 1, lambda = 1: log^2 d = %.2f -> (8) empty" % (d**0.25, math.log(d)**2))
