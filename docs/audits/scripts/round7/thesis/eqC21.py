"""Audit thesis.ch4.eqC.21 (seed 003 L5271-L5275), Definition C.2.2 (L5151), phi = sigmoid (L5209).
beta_0(i,u/sigma,sigma) - alpha_0^2 = Var[phi'(sigma z)], z ~ N(u_i/sigma, 1), i.e. Var phi'(u_i + sigma t), t ~ N(0,1)."""
import mpmath as mp
mp.mp.dps = 50
s = lambda x: 1 / (1 + mp.e ** (-x))
d1 = lambda x: s(x) * (1 - s(x))
d2 = lambda x: d1(x) * (1 - 2 * s(x))
g = lambda t: mp.e ** (-t * t / 2) / mp.sqrt(2 * mp.pi)

def moments(ui, sig):
    a0 = mp.quad(lambda t: d1(ui + sig * t) * g(t), [-mp.inf, 0, mp.inf])
    b0 = mp.quad(lambda t: d1(ui + sig * t) ** 2 * g(t), [-mp.inf, 0, mp.inf])
    return a0, b0

ui = uj = mp.mpf(1)
print("limit candidate u_j^2 phi''(u_i)^2 =", mp.nstr(uj**2 * d2(ui) ** 2, 8))
for sig in (mp.mpf('0.1'), mp.mpf('0.01'), mp.mpf('1e-4'), mp.mpf('1e-6')):
    a0, b0 = moments(ui, sig)
    sq = (uj**2 / sig**2 + 1) * (b0 - a0**2)
    un = (uj**2 / sig**2 + 1) * (b0 - a0)
    print(f"sigma={mp.nstr(sig,3)}: squared-alpha form {mp.nstr(sq,8)}; unsquared (as printed) {mp.nstr(un,6)}")
# (C.22) survival: limit of rho = min_{i != j}{u_j^2 phi''(u_i)^2, phi'(u_i)^2} > 0 for all u_i != 0
for ui in (mp.mpf('0.01'), mp.mpf(1), mp.mpf(5)):
    print(f"u_i={ui}: phi''^2={mp.nstr(d2(ui)**2,4)} phi'^2={mp.nstr(d1(ui)**2,4)}")
