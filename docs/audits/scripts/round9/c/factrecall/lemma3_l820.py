"""Audit C of factrecall.display.lemma3-l820 (seed 002 L816-L823), exact Gauss-Hermite quadrature (exact for polynomials).
omega (L816, also L795) = sigma(<w, phi~(s) + phi~(r)>) <He_{p+k}(w), phi(s')^p (x) phi~(r')^k> * c, c = <phi(a*(s',r')),
phi(a*(s,r)) - phi(a)> (a constant in w; set to 1). p = k = 1 (odd), He_2(w) = w w^T - I, d = 3 odd, P = span(e1), Q =
span(e2) (dim floor(d/2) = 1, Lemma 3 L768), sigma(z) = h0 + h1 + h2 + h3 (degree q = 3, every Hermite coefficient nonzero,
Assumption 3 L465)."""
import numpy as np
from numpy.polynomial.hermite_e import hermegauss
x, wt = hermegauss(30); wt = wt / wt.sum()           # probabilists' Hermite: E over N(0,1)
h = [lambda z: 1 + 0 * z, lambda z: z, lambda z: z**2 - 1, lambda z: z**3 - 3 * z]
sigma = lambda z: h[0](z) + h[1](z) + h[2](z) + h[3](z)
sigma2 = lambda z: 2 + 6 * z                        # sigma''
W = np.stack(np.meshgrid(x, x, x, indexing='ij'), -1).reshape(-1, 3)
Wt = np.einsum('i,j,k->ijk', wt, wt, wt).reshape(-1)
e1, e2, e3 = np.eye(3)
PiP, PiQ = np.outer(e1, e1), np.outer(e2, e2)
phi_s, phi_r, phi_rp = e1, e2, e2
phi_sp = (e1 + e2) / np.sqrt(2)
ts, tr, trp = PiP @ phi_s, PiQ @ phi_r, PiQ @ phi_rp
u = ts + tr
def E_omega(a_vec, b_vec):
    wu = W @ u
    he2 = (W @ a_vec) * (W @ b_vec) - a_vec @ b_vec
    return float(np.sum(Wt * sigma(wu) * he2))
lhs = E_omega(phi_sp, trp)                          # omega as printed (phi(s') untilded)
Es2 = float(np.sum(Wt * sigma2(W @ u)))
rhs1 = Es2 * (u @ (PiP @ phi_sp)) * (u @ trp)       # L821: <u^{(x)2}, phi~(s') (x) phi~(r')>
z, zw = hermegauss(60); zw = zw / zw.sum()
rhs2 = float(np.sum(zw * sigma2(z * np.linalg.norm(u)))) * (ts @ (PiP @ phi_sp)) * (tr @ trp)   # L823
print(f"E[omega | phi] (L816's omega) = {lhs:.6f};  L821 right side = {rhs1:.6f};  L823 right side = {rhs2:.6f}")
print(f"Stein with the untilded phi(s'): E[sigma''] <u, phi(s')> <u, phi~(r')> = {Es2 * (u @ phi_sp) * (u @ trp):.6f}")
print(f"omega with phi~(s') (as v_i of L788): E = {E_omega(PiP @ phi_sp, trp):.6f}  (= L821 = L823)")
