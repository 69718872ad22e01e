"""Auditor C: factrecall proof of Lemma 14 (L1713-L1719): E[|f - E f|^q]^{1/q} <= q^{p/2} Var(f)^{1/2} with
q = 2 log(1/delta), delta in (0, 1) (Lemma 14's range). f a polynomial of total degree <= p on (S^{d-1})^k x R^m
(here f depends on the Gaussian coordinate only, k = 1, any d: a polynomial of degree p; E f = 0 >= 0, or f + c with
c > 0 large so that Lemma 14's own condition holds -- the moment step does not involve it)."""
import mpmath as mp
mp.mp.dps = 30
phi = lambda x: mp.exp(-x * x / 2) / mp.sqrt(2 * mp.pi)

def lq_gauss(g, q):  # E[|g(Z)|^q]^{1/q}, Z ~ N(0, 1)
    v = mp.quad(lambda x: abs(g(x)) ** q * phi(x), [-mp.inf, -1, 0, 1, mp.inf])
    return v ** (1 / q)

for p, g, var, name in [(1, lambda x: x, 1, 'f = Z (p = 1)'), (2, lambda x: x * x - 1, 2, 'f = Z^2 - 1 (p = 2)'),
                        (3, lambda x: x ** 3 - 3 * x, 6, 'f = He_3(Z) (p = 3)')]:
    print(name)
    for delta in [0.001, 0.05, 0.2, 0.4, mp.e ** -0.5, 0.7, 0.8, 0.9, 0.95, 0.99, 0.999]:
        q = 2 * mp.log(1 / delta)
        lhs = lq_gauss(g, q)
        rhs = q ** (mp.mpf(p) / 2) * mp.sqrt(var)
        print(f"  delta={mp.nstr(delta, 4):>7} q={mp.nstr(q, 4):>7}: lhs {mp.nstr(lhs, 5):>8}  rhs {mp.nstr(rhs, 5):>8}  "
              f"{'FAILS' if lhs > rhs else 'holds'}  ratio {mp.nstr(lhs / rhs, 4)}")
# closed form check for p = 1: E|Z|^q = 2^{q/2} Gamma((q+1)/2)/sqrt(pi)
q = mp.mpf('0.1026')
print('closed form p=1, q=0.1026:', mp.nstr((2 ** (q / 2) * mp.gamma((q + 1) / 2) / mp.sqrt(mp.pi)) ** (1 / q), 6),
      'quad:', mp.nstr(lq_gauss(lambda x: x, q), 6), ' geometric-mean limit exp(E log|Z|) =',
      mp.nstr(mp.exp(-(mp.euler + mp.log(2)) / 2), 6))
