"""Audit thesis.ch4.eqC.140 (L5905-L5909): B_0 = sum_{i != l} E[(r_i^T x)(r_l^T x) phi'(sigma x_i) phi'(sigma x_l)],
x ~ (N(mu,I) + N(-mu,I))/2, phi sigmoid; printed last line sum_{i!=l} r_ii r_li a2(i) a0(l) + sum_{i!=l} sum_{j not in {i,l}}
r_ij r_lj a0(i) a0(l)(1 + mu_j^2). Brute-force tensor Gauss-Hermite (d = 2, 3), alpha_q by scipy quad."""
import numpy as np
from scipy import integrate
from itertools import product
def dphi(t):
    s = 1 / (1 + np.exp(-t)); return s * (1 - s)
def alpha(q, m, sig):
    return integrate.quad(lambda z: dphi(sig * z) * z ** q * np.exp(-(z - m) ** 2 / 2) / np.sqrt(2 * np.pi), -np.inf, np.inf, epsabs=1e-14)[0]
def B0_direct(mu, R, sig, n=40):
    d, k = R.shape
    t, w = np.polynomial.hermite_e.hermegauss(n); w = w / w.sum()
    tot = 0.0
    for sgn in (1, -1):
        for idx in product(range(n), repeat=d):
            x = np.array([sgn * mu[a] + t[idx[a]] for a in range(d)]); wt = np.prod([w[i] for i in idx])
            for i in range(k):
                for l in range(k):
                    if i != l:
                        tot += 0.5 * wt * (R[:, i] @ x) * (R[:, l] @ x) * dphi(sig * x[i]) * dphi(sig * x[l])
    return tot
def B0_printed(mu, R, sig):
    d, k = R.shape; s = 0.0
    for i in range(k):
        for l in range(k):
            if i == l: continue
            s += R[i, i] * R[i, l] * alpha(2, mu[i], sig) * alpha(0, mu[l], sig)
            s += sum(R[j, i] * R[j, l] * alpha(0, mu[i], sig) * alpha(0, mu[l], sig) * (1 + mu[j] ** 2) for j in range(d) if j not in (i, l))
    return s
a0, a2 = alpha(0, 0, 1), alpha(2, 0, 1)
R = np.array([[1.0, 1.0], [1.0, 1.0]])  # columns r_1, r_2; entry R[j, i] = r_ij
print(f"alpha0={a0:.5f} alpha2={a2:.5f}; d=k=2, mu=0: B0 direct = {B0_direct(np.zeros(2), R, 1.0):.5f}, 4 a2 a0 = {4*a2*a0:.5f}, printed = {B0_printed(np.zeros(2), R, 1.0):.5f}")
R3 = np.array([[1.0, 0.5], [-0.3, 2.0], [0.7, -1.0]])
print(f"d=3, k=2, mu=0, random R: direct = {B0_direct(np.zeros(3), R3, 1.0, 30):.5f}, printed = {B0_printed(np.zeros(3), R3, 1.0):.5f}, "
      f"printed + missing r_il r_ll a0 a2 = {B0_printed(np.zeros(3), R3, 1.0) + sum(R3[l, i] * R3[l, l] * a0 * a2 for i in range(2) for l in range(2) if i != l):.5f}")
