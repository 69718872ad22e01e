"""Audit thesis.ch4.eqC.31-C.32 (seed 003 L5321-L5327): (C.31) minimises over v_j != u_j (j != i) -- an unbounded set --
while (C.32) restates it with v_j = u_j. Structural check: the coordinate-j moment factor beta_0 - alpha_0^2 of phi'
(sigmoid; Definition C.2.2, z ~ N(v_j, 1), sigma = 1) entering rho vanishes as |v_j| grows, so (C.31)'s infimum is 0."""
import mpmath as mp
mp.mp.dps = 40
dphi = lambda s: 1 / (mp.e ** s + mp.e ** (-s) + 2)
for v in [0, 2, 10, 30, 100]:
    pdf = lambda z: mp.e ** (-(z - v) ** 2 / 2) / mp.sqrt(2 * mp.pi)
    a = mp.quad(lambda z: dphi(z) * pdf(z), [-mp.inf, 0, v, mp.inf]); b = mp.quad(lambda z: dphi(z) ** 2 * pdf(z), [-mp.inf, 0, v, mp.inf])
    print(f"v_j = {v}: beta_0 - alpha_0^2 = {mp.nstr(b - a * a, 6)}")
