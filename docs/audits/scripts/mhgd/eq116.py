# mhgd.eq116 last '>=': (1/||W_*||){T(1-z)z/2 Q S^2 - 2 sqrt(2(M+1)) P T^{5/2} S^2 (S+Z)^3} >= T(1-z)z/(4 sqrt(2(M+1))) Q - P T^{5/2}(S+Z)^3
from fractions import Fraction as F
import mpmath as mp
def parts(T, z, M, S, Zb, Z, P):
    Q = z*S**4 - 7*Zb*S**2 - 12*Zb**2 - 16*Zb**3/S**2            # bracket / S^2
    nW = S**2*mp.sqrt(2*(M+1))                                    # ||W_*||_F (Frobenius; cross terms vanish by orthogonality)
    mid = (T*(1-z)*z/2*Q*S**2 - 2*mp.sqrt(2*(M+1))*P*T**mp.mpf(2.5)*S**2*(S+Z)**3)/nW   # E|alpha| = 1
    printed = T*(1-z)*z/(4*mp.sqrt(2*(M+1)))*Q - P*T**mp.mpf(2.5)*(S+Z)**3
    uterm = S*mp.sqrt(T)/mp.sqrt(2)*(z - 2*(1-z)*0/S**2)
    return mid, printed, uterm
for P in (1, mp.mpf('0.05'), mp.mpf('0.001')):
    mid, pr, ut = parts(2, mp.mpf(1)/2, 1, 1, 0, 0, P)
    print(f"T=2 zeta=1/2 M=1 S=1 no noise P={P}: middle (true) = {mp.nstr(mid,8)}, printed last = {mp.nstr(pr,8)}, '>=' holds: {mid >= pr};"
          f" gamma_* printed = {mp.nstr(pr+ut,6)}, chain gives {mp.nstr(mid+ut,6)}")
# symbolic: middle - printed = (1/2)(middle) -> '>=' iff middle >= 0
import sympy as sp
T, z, M, S, Q, P, Z = sp.symbols('T zeta M S Q P Z', positive=True)
mid = (T*(1-z)*z/2*Q*S**2 - 2*sp.sqrt(2*(M+1))*P*T**sp.Rational(5, 2)*S**2*(S+Z)**3)/(S**2*sp.sqrt(2*(M+1)))
pr = T*(1-z)*z/(4*sp.sqrt(2*(M+1)))*Q - P*T**sp.Rational(5, 2)*(S+Z)**3
print("printed - middle/2 =", sp.simplify(pr - mid/2))
