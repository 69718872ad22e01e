# Audit (b) of thesis.ch4.eqC.195: from (C.194) exponent f(theta) = C10 theta^2 n S^2 - n theta t/6 with
# theta = min{t/(12 C10 S^2), 27 S/(4e)}, the printed bound exp(max{-C10 n t^2/(144 S^2), -C11 n S t}).
from fractions import Fraction as Fr
import math
def f(C10, S, n, t, th): return C10*th*th*n*S*S - n*th*t/6
for C10 in [Fr(1,2), Fr(1), Fr(4), Fr(100)]:
    for t in [Fr(1,10), Fr(1,1000), Fr(1,10**6)]:
        S = Fr(1); n = Fr(1)
        th1 = t/(12*C10*S*S); th2 = Fr(27)/Fr(4)/Fr(str(math.e))*S
        th = min(th1, th2)
        ex = f(C10, S, n, t, th)
        first = -C10*n*t*t/(144*S*S)
        # largest C11 for which exp(ex) <= exp(max{first, -C11 n S t}) :
        need = None if ex <= first else (-ex)/(n*S*t)
        print(f"C10={C10} t={t}: derived exponent {float(ex):.4e} (= -n t^2/(144 C10 S^2): {ex == -n*t*t/(144*C10*S*S)}), "
              f"printed first branch {float(first):.4e}; " + ("holds via first branch" if need is None else f"needs C11 <= {float(need):.3e}"))
