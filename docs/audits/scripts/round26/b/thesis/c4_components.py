"""Auditor B r26: thesis (C.4) L5086-L5088: symmetric L-component GMM written as
 L even: sum_{l=1}^{L/2} lambda_l (N(mu_l) + N(-mu_l));  L odd: lambda_1 N(0) + sum_{l=2}^{(L-1)/2} lambda_l (N(mu_l) + N(-mu_l))."""
from fractions import Fraction as F
for L in range(2, 12):
    if L % 2 == 0: comps = 2 * len(range(1, L // 2 + 1))
    else: comps = 1 + 2 * len(range(2, (L - 1) // 2 + 1))
    fixed = (1 + 2 * len(range(2, (L + 1) // 2 + 1))) if L % 2 else comps
    print(f"L={L}: printed form has {comps} components; with upper index (L+1)/2: {fixed}")
# L = 3: printed form is the single Gaussian lambda_1 N(0, Sigma_1); a symmetric 3-component mixture is not Gaussian (exact 4th moment)
w0, w1, m, s2 = F(1, 2), F(1, 4), F(2), F(1)
m2 = w0 * s2 + 2 * w1 * (m * m + s2)
m4 = w0 * 3 * s2 ** 2 + 2 * w1 * (m ** 4 + 6 * m * m * s2 + 3 * s2 ** 2)
print(f"1/2 N(0,1) + 1/4 (N(2,1) + N(-2,1)): E x^2 = {m2}, E x^4 = {m4}, kurtosis = {m4 / m2**2} = {float(m4/m2**2):.4f} != 3 -> not the L = 3 printed form")
