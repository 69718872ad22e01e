"""Audit chenli.eq133 (seed 000 L2673-L2679): nu_0 = 0, nu_{l+1} := 2d sqrt(2m/lam)(sum_{a=1}^l nu_a + eps)  (132);
printed nu_{l+1} = Theta(d sqrt(m^3/lam))^{l+1} eps (133).  Exact recursion (sympy rationals/sqrt)."""
import sympy as sp

for d, lam, m in [(1, sp.Rational(1, 2), 512), (3, sp.Rational(1, 4), 64), (1, sp.Rational(1, 2), 4096)]:
    c = 2 * d * sp.sqrt(2 * m / lam)
    nus = [sp.Integer(0)]
    for l in range(0, 6):
        nus.append(sp.nsimplify(c * (sum(nus[1:l + 1]) + 1)))     # eps = 1
    closed_ok = all(sp.simplify(nus[l + 1] - c * (1 + c) ** l) == 0 for l in range(6))
    X = d * sp.sqrt(sp.Integer(m) ** 3 / lam)
    roots = [float(nus[l + 1] ** sp.Rational(1, l + 1) / X) for l in range(6)]
    print(f"d={d}, lam={lam}, m={m}: closed form c(1+c)^l matches: {closed_ok}; c = {float(c):.1f}, d sqrt(m^3/lam) = "
          f"{float(X):.1f}; (nu_(l+1)/eps)^(1/(l+1)) / (d sqrt(m^3/lam)) for l=0..5: {[round(r, 5) for r in roots]} "
          f"(2 sqrt2/m = {2*2**0.5/m:.5f})")
