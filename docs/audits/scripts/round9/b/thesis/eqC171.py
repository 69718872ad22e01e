"""Auditor B: thesis (C.171) L6051-L6053, B = E[(sum_i c_i^T U_perp^T x phi'(w_i*^T x))^2] vs the printed last member
E[sum_i t_i^2 sum_k (U_perp)_{ki}^2 sigma_lk^2], phi = sigmoid (Chapter 4, L5209), x ~ N(mu_l, diag(sigma_lk^2)), U_perp^T mu_l = 0.
Exact 1-D reduction with mpmath quadrature: u = U^T x, s = U_perp^T x jointly Gaussian."""
import mpmath as mp
mp.mp.dps = 30
def sig(z): return 1 / (1 + mp.e**(-z))
def dphi(z): return sig(z) * (1 - sig(z))
def case(s1, s2, wnorm=3):
    # d = 2, K = 1, U = (1,1)/sqrt2, U_perp = (-1,1)/sqrt2, mu = 0, c_1 = 1, w* = wnorm U
    vu = (s1 + s2) / 2; vs = (s1 + s2) / 2; cov = (-s1 + s2) / 2
    cond_var = vs - cov**2 / vu; beta = cov / vu          # s | u ~ N(beta u, cond_var)
    pdf = lambda u: mp.e**(-u**2 / (2 * vu)) / mp.sqrt(2 * mp.pi * vu)
    B = mp.quad(lambda u: pdf(u) * (cond_var + beta**2 * u**2) * dphi(wnorm * u)**2, [-mp.inf, 0, mp.inf])
    Et2 = mp.quad(lambda u: pdf(u) * dphi(wnorm * u)**2, [-mp.inf, 0, mp.inf])
    printed = Et2 * (mp.mpf(1) / 2 * s1 + mp.mpf(1) / 2 * s2)
    return B, printed
for s1, s2 in [(4, mp.mpf(1) / 4), (2, mp.mpf(1) / 2), (1, 1), (mp.mpf('1.1'), mp.mpf('0.9'))]:
    B, P = case(mp.mpf(s1), mp.mpf(s2))
    print(f"Sigma = diag({mp.nstr(s1, 3)}, {mp.nstr(s2, 3)}): B = {mp.nstr(B, 8)}, printed = {mp.nstr(P, 8)}, ratio printed/B = {mp.nstr(P / B, 5)}")
