"""Auditor C, round 10: thesis Ch. 4, proof of Lemma C.4.4 (App. C.4.6): (C.175) L6080-L6083, (C.176) L6087, (C.177) L6091.

Setting: phi = sigmoid (4.1); x ~ sum_l lambda_l N(mu_l, Sigma_l); W* in R^{d x K}, U = orthonormal basis of its column
space, U_perp the complement; mu_l in span(W*) WLOG (Property 1, L5165); kappa = delta_1/delta_K, eta = prod_i
delta_i/delta_K, tau = sigma_max/sigma_min (Sec. 4.4); rho(u, sigma) = min_{i != j} {(u_j^2 + 1)(beta_0(i) - alpha_0(i)^2),
beta_2(i) - alpha_2(i)^2/(u_i^2 + 1)}, alpha_q(i) = E_{z~N(u_i,1)}[phi'(sigma z) z^q], beta_q with phi'^2 (C.6).

Instance: d = 3, K = 2, W* = s (e_1, e_2) (kappa = eta = 1), Sigma_l = I (tau = 1, ||Sigma^-1||^-1 = 1), mu_l = (m, m, 0)
(in span(W*)), so u = W*^T mu_l/(delta_K ||Sigma^-1||^-1/2) = (m, m), rho argument sigma = delta_K = s.
U_perp = e_3, c = (c_1, c_2) scalars, x_3 ~ N(0,1) independent of (x_1, x_2):
  B(c) = E[x_3^2 (c_1 phi'(s x_1) + c_2 phi'(s x_2))^2] = E[(c_1 phi'_1 + c_2 phi'_2)^2];
  at c = (1, -1)/sqrt 2: B = Var(phi'(s z)), z ~ N(m, 1), = beta_0 - alpha_0^2.
(C.175): B >= rho ||c||^2.  (C.176): min_{||a|| = 1} E[(sum_i a_i^T x phi'(w_i^T x))^2] >= rho; take a = (e_3, -e_3)/sqrt 2
(b = 0, so the quantity is B at that c).  (C.177): symmetric mixture (1/2) N(mu, I) + (1/2) N(-mu, I): phi' even, so
each component gives the same value at that a, and rho(-u) = rho(u): the right side is rho.
B is computed by an independent 2-D Gauss-Hermite quadrature of E[(phi'(s x_1) - phi'(s x_2))^2]/2 (not via the
variance identity), rho by 1-D quadrature.
"""
import numpy as np
from scipy import integrate


def dphi(t):
    p = 1.0 / (1.0 + np.exp(-t))
    return p * (1 - p)


def E1(f, m):  # E_{z ~ N(m,1)} f(z)
    val, err = integrate.quad(lambda z: f(z) * np.exp(-(z - m) ** 2 / 2) / np.sqrt(2 * np.pi), m - 12, m + 12,
                              epsabs=1e-15, epsrel=1e-12, limit=200)
    return val


def rho(u, s):
    K = len(u)
    best = np.inf
    for i in range(K):
        a0 = E1(lambda z: dphi(s * z), u[i])
        b0 = E1(lambda z: dphi(s * z) ** 2, u[i])
        a2 = E1(lambda z: dphi(s * z) * z * z, u[i])
        b2 = E1(lambda z: dphi(s * z) ** 2 * z * z, u[i])
        for j in range(K):
            if j != i:
                best = min(best, (u[j] ** 2 + 1) * (b0 - a0 * a0), b2 - a2 * a2 / (u[i] ** 2 + 1))
    return best


def B_quad(m, s, n=120):
    x, w = np.polynomial.hermite_e.hermegauss(n)
    w = w / w.sum()
    X1, X2 = np.meshgrid(x + m, x + m, indexing="ij")
    W = np.outer(w, w)
    return float((W * (dphi(s * X1) - dphi(s * X2)) ** 2).sum() / 2)


def lam_min_full(m, s, n=80):
    """min over ||a|| = 1 (a in R^{dK}, d = 3, K = 2) of E[(sum_i a_i^T x phi'(w_i^T x))^2], x ~ N((m,m,0), I)."""
    x, w = np.polynomial.hermite_e.hermegauss(n)
    w = w / w.sum()
    X1, X2 = np.meshgrid(x + m, x + m, indexing="ij")
    W = np.outer(w, w).ravel()
    P1, P2 = dphi(s * X1).ravel(), dphi(s * X2).ravel()
    X1, X2 = X1.ravel(), X2.ravel()
    # v = (phi'_1 x, phi'_2 x), x = (x1, x2, x3), x3 ~ N(0,1) independent: E[v v^T] assembled exactly in x3
    M = np.zeros((6, 6))
    feats = [(P1, 0), (P2, 1)]
    for a, (Pa, ia) in enumerate(feats):
        for b, (Pb, ib) in enumerate(feats):
            xs_a = [X1, X2, None]
            for k in range(3):
                for l in range(3):
                    if k < 2 and l < 2:
                        val = (W * Pa * Pb * xs_a[k] * xs_a[l]).sum()
                    elif k == 2 and l == 2:
                        val = (W * Pa * Pb).sum()  # E x3^2 = 1
                    else:
                        val = 0.0  # E x3 = 0
                    M[3 * a + k, 3 * b + l] = val
    return float(np.linalg.eigvalsh(M)[0])


print("d = 3, K = 2, W* = s(e1, e2), Sigma = I, mu = (m, m, 0), u = (m, m); pre-factor = 1")
for m in (1.0, 3.0):
    for s in (0.1, 0.5, 1.0):
        r = rho([m, m], s)
        Bv = B_quad(m, s)
        lm = lam_min_full(m, s)
        print(f"  m = {m}, s = {s}: B(c=(1,-1)/sqrt2) = {Bv:.5e}, lambda_min (C.176 lhs) = {lm:.5e}, rho = {r:.5e}:"
              f" (C.175) {'holds' if Bv >= r else 'FAILS'} (rho/B = {r / Bv:.3f}),"
              f" (C.176)/(C.177 symmetric) {'hold' if lm >= r else 'FAIL'}")
