# Audit (b) of thesis.ch4.eqC.31-C.32 (seed 003 L5321-L5327). rho of Def. C.2.2 (L5151-L5153), phi' = sigmoid derivative (C.40).
# Instance: K = 2, W* = I (delta_K = 1), i = 1, u = (0, 0), sigma = zeta_{s'} = 1.
from mpmath import mp, quad, exp, sqrt, pi, inf, mpf
mp.dps = 30
def dphi(x): return 1/(exp(x) + exp(-x) + 2)
def mom(f, mu): return quad(lambda z: f(z)*exp(-(z-mu)**2/2)/sqrt(2*pi), [-inf, mu-12, mu, mu+12, inf])
def ab(q, mu, s):
    return mom(lambda z: dphi(s*z)*z**q, mu), mom(lambda z: dphi(s*z)**2*z**q, mu)
def rho(u, s):
    vals = []
    for i in range(2):
        j = 1 - i
        a0, b0 = ab(0, u[i], s); a2, b2 = ab(2, u[i], s)
        vals.append((u[j]**2 + 1)*(b0 - a0**2)); vals.append(b2 - a2**2/(u[i]**2 + 1))
    return min(vals)
s = mpf(1)
# (C.32): v_2 = u_2 = 0, v_1 in [0, 1]
grid = [mpf(k)/20 for k in range(21)]
c32 = min(rho((v1, mpf(0)), s) for v1 in grid)
print("(C.32) min over v_1 in [0,1], v_2 = 0 (grid of 21):", float(c32))
# (C.31): v_2 != 0 free, v_1 in [0, 1]
for v2 in [1, 5, 10, 20, 30, 50]:
    r = min(rho((v1, mpf(v2)), s) for v1 in [mpf(0), mpf('0.5'), mpf(1)])
    print(f"(C.31) v_2 = {v2}: min over v_1 in {{0, .5, 1}} rho = {float(r):.4e}")
