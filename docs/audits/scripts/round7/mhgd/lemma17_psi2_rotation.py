"""Audit mhgd.display.lemma17-psi2-rotation (L1464): ||sum_{i<=n1} y_i <v, mu_{y_i}>||_psi2 <= C sqrt(sum ||y_i <v,mu_{y_i}>||_psi2^2).
psi_2 = Orlicz norm inf{t: E exp(X^2/t^2) <= 2} computed exactly from the (binomial) law with mpmath.
Summand takes value a (y=+1, prob 1/2) or b (y=-1): a = <v,mu_+>, b = -<v,mu_->."""
import mpmath as mp
mp.mp.dps = 50

def psi2(vals_probs):
    def g(t):
        return mp.fsum(p * mp.e ** ((x / t) ** 2) for x, p in vals_probs) - 2
    lo, hi = mp.mpf('1e-6'), mp.mpf(1)
    while g(hi) > 0:
        hi *= 2
    lo = hi / 2
    while g(lo) < 0 and lo > 1e-30:
        lo /= 2
    return mp.findroot(g, (lo, hi), solver='bisect', tol=mp.mpf(10) ** -30)

def sum_law(a, b, n1):
    return [(k * a + (n1 - k) * b, mp.binomial(n1, k) / mp.mpf(2) ** n1) for k in range(n1 + 1)]

S = mp.mpf(1)
for name, (a, b) in {"v=(e1-e2)/sqrt2 (constant summand)": (S / mp.sqrt(2), S / mp.sqrt(2)),
                     "v=(e1-2e2)/sqrt5 (mean != 0)": (S / mp.sqrt(5), 2 * S / mp.sqrt(5)),
                     "v=(e1+e2)/sqrt2 (centred)": (S / mp.sqrt(2), -S / mp.sqrt(2))}.items():
    one = psi2([(a, mp.mpf(1) / 2), (b, mp.mpf(1) / 2)])
    print(name)
    for n1 in [10, 100, 1000, 4000]:
        lhs = psi2(sum_law(a, b, n1)); mid = mp.sqrt(n1) * one
        print(f"  n1={n1}: ||sum||_psi2={mp.nstr(lhs, 6)}  sqrt(sum ||.||^2)={mp.nstr(mid, 6)}  ratio={mp.nstr(lhs / mid, 6)}")
# helper's numbers: n1 = n = 1e4, S = 1, constant summand: lhs = n1 S/(n sqrt(2 ln 2)) after the 1/n
print("constant: (1/n)||n1 S/sqrt2||_psi2 at n1=n=1e4:", mp.nstr(S / mp.sqrt(2) / mp.sqrt(mp.log(2)), 6),
      " middle (C=1):", mp.nstr(mp.sqrt(10**4) * S / mp.sqrt(2 * mp.log(2)) / 10**4, 6))
