# mhgd.display.E1-A-2B: Z_mu = Z_nu <= S^2/8 => A >= 3/4 S^4 > 1.25/4 S^4 >= 2B  (A, B from (129))
from fractions import Fraction as F
S = F(1)
for Z in [F(0), F(1, 16), F(1, 10), F(1, 8)]:
    A = S**4 - S**2*(Z + Z); B = 2*(Z**2 + Z*Z + S**2*Z)
    print(f"Z={Z}: A={A} (>=3/4: {A >= F(3,4)}), 2B={2*B}, 1.25/4={F(5,16)}: '1.25/4 S^4 >= 2B' {F(5,16) >= 2*B};  A > 2B: {A > 2*B};  B <= 5/16: {B <= F(5,16)}")
