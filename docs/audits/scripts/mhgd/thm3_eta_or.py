# mhgd.display.thm3-eta-or: "eta <= 1 v 1/rho(theta) => eta <= 1/rho(theta)" (proof of Thm 3, L958)
from fractions import Fraction as F
import math
# with Thm 3's own rho: T = d = H = R = 1, theta = theta0 = 0 (D = N = 0)
T = d = H = R = 1; D = N = 0
alpha = 3*d*math.sqrt(d)*R**2*(3*math.sqrt(T)*R**3*(3*D + N) + 2*math.sqrt(T)*R)
rho = (2*d*math.sqrt(T*d)*R**3/math.sqrt(H) + T*R**2/4)*alpha**2
eta = 1.0
print(f"rho(theta) = {rho}; eta = 1: premise eta <= max(1, 1/rho) = {max(1, 1/rho)}: {eta <= max(1, 1/rho)}; conclusion eta <= 1/rho = {1/rho:.5f}: {eta <= 1/rho}")
print("Thm 3's rho >= (T R^2/4) * (6 d^1.5 R^3 sqrt T)^2 = 9 T^2 d^3 R^8 >= 9 always (any H), so '1 v 1/rho' = 1 and the implication fails for every eta in (1/rho, 1]")
print("with '^': premise eta <= min(1, 1/rho) -> conclusion holds trivially")
