"""Audit thesis.ch7.eqF.148-last (seed 003 L10036-L10038): -4p(1-p)^2 + eps <~ -4p(1-p)^2, i.e. LHS <= C * RHS for an
absolute C > 0 with RHS < 0: needs LHS < 0. Exact Fractions; eps in (0,1) (Theorem 3's accuracy), p = p_n(t) in (0,1)."""
from fractions import Fraction as Fr
for p, eps in [(Fr(9, 10), Fr(1, 10)), (Fr(99, 100), Fr(1, 100)), (Fr(1, 20), Fr(1, 10)), (Fr(1, 2), Fr(1, 100))]:
    main = -4 * p * (1 - p) ** 2
    lhs = main + eps
    print(f"p={p}, eps={eps}: LHS = {lhs} ({float(lhs):.4g}), RHS = {main} ({float(main):.4g}); "
          f"{'no C > 0 works (LHS >= 0 > RHS)' if lhs >= 0 else f'smallest C = {float(lhs / main):.4g}'}")
