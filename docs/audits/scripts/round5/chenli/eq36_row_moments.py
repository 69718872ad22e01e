"""Audit chenli.eq36 (L944-L948) and chenli.display.lemma5.13-row-moments (L992-L996). Exact Fractions."""
from fractions import Fraction as F
# eq36: d2 = d3 = 4, c = 1, mu = nu = -1/2, mu' = nu' = 1/2, Theta = I_8 (||.||_F^2 = 8, op = 1, r_Theta = 8)
d2 = d3 = 4; c = 1; mu, mup = F(-1, 2), F(1, 2); F2, op2, r = 8, 1, 8
lhs = max(mup - mu, mup - mu) * F2 + (d2 * ((mup - mu) / 2) ** 2 + d3 * ((mup - mu) / 2) ** 2) * op2
rhs = (F(c, 2) + F(c * c, r)) * F2      # c/sqrt(min(d2,d3)) = 1/2
print("eq36: lhs =", lhs, " rhs =", rhs, " ratio =", lhs / rhs)
# row moments: d2 = d3 = 16, c = 2, mu = -1/2, mu' = 1/2: |U_2| = (mu'-mu)/2 * d2 = 8 exactly, U_3 empty (nu = nu')
d2 = 16; k = int((mup - mu) / 2 * d2)
row = [1] * d2                                   # Theta_i = 1_[2] (a row indexed in S_[3])
E_quad = F(k) ** 2                               # E[(sum_{j in U_2} 1)^2] with |U_2| = k fixed
print("row moments: Theta_i E[uu^T] Theta_i^T =", E_quad, " printed bound ||Theta_i||^2 + <Theta_i,1_[3]>^2 =", sum(row), "+ 0")
