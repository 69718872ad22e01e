"""Audit of factrecall L1715 (proof of Lemma 14): E[|f - E f|^q]^{1/q} <= q^{p/2} Var(f)^{1/2}, used with
q = 2 log(1/delta) (L1719), delta in (0, 1) (Lemma 14 puts no other range on delta).  f a polynomial of total
degree <= p on (S^{d-1})^k x R^m; here k = 0, m = 1 (one standard Gaussian coordinate).  Own script (mpmath)."""
import mpmath as mp
mp.mp.dps = 30

def absmom_Z(q):                                   # E|Z|^q closed form
    return 2 ** (q / 2) * mp.gamma((q + 1) / 2) / mp.sqrt(mp.pi)

def absmom_poly(coeffs, q):                        # E|g(Z)|^q by quadrature split at real roots; coeffs high->low
    roots = sorted(float(mp.re(r)) for r in mp.polyroots(coeffs, maxsteps=200, extraprec=50) if abs(mp.im(r)) < 1e-12)
    return mp.quad(lambda x: abs(mp.polyval(coeffs, x)) ** q * mp.npdf(x), [-mp.inf] + roots + [mp.inf])

print("p = 1, f = Z (Var 1):")
for delta in ["0.5", "0.6", "0.65", "0.8", "0.95", "0.99", "0.999"]:
    d = mp.mpf(delta); q = 2 * mp.log(1 / d)
    lhs = absmom_Z(q) ** (1 / q); rhs = q ** mp.mpf(0.5)
    print(f"  delta={delta:6s} q={float(q):.4f}  lhs={float(lhs):.4f}  q^(p/2)={float(rhs):.4f}  {'FAILS' if lhs > rhs else 'holds'}")
print("p = 2, f = Z^2 - 1 = He_2 (Var 2), f - Ef = Z^2 - 1:")
for delta in ["0.5", "0.8", "0.95", "0.99"]:
    d = mp.mpf(delta); q = 2 * mp.log(1 / d)
    lhs = absmom_poly([1, 0, -1], q) ** (1 / q) / mp.sqrt(2); rhs = q
    print(f"  delta={delta:6s} q={float(q):.4f}  lhs/Var^(1/2)={float(lhs):.4f}  q^(p/2)={float(rhs):.4f}  {'FAILS' if lhs > rhs else 'holds'}")
# hypothesis of Lemma 14 can be met at any delta by a large E f (L1715 does not involve E f):
d = mp.mpf("0.95"); p = 1
print("Lemma 14's condition 2^p e^-1 log^p(1/delta) Var/(Ef)^2 <= 1 at delta=0.95, f = Z + 1:",
      float(2 ** p / mp.e * mp.log(1 / d) ** p * 1 / 1 ** 2))
# q in [1, 2] and q >= 2 sanity (the step's valid range)
for delta in ["0.2", "0.05", "0.001"]:
    d = mp.mpf(delta); q = 2 * mp.log(1 / d)
    print(f"  delta={delta}: q={float(q):.3f}  E|Z|^q^(1/q)={float(absmom_Z(q) ** (1 / q)):.4f} <= q^(1/2)={float(mp.sqrt(q)):.4f}")
