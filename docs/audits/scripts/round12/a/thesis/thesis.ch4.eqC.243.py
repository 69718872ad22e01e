"""Auditor A, round 12: thesis (C.243) L6446-L6451 (proof of Lemma C.3.3, non-symmetric mixture):
  ||w_j - U^U^T w_j|| <~ ||Q_2 - Q^_2||/delta_K(Q_2) <~ sqrt(d log n/n) delta_1(W*)^2/delta_K(W*)^2 tau^6 sqrt(D_2 D_4),
  justified by 'delta_K(Q_2) <~ delta_K^2(W*)' (an upper bound; the division needs a lower bound).
Own instance: d = 2, K = 1, w* = e_1 (delta_1 = delta_K = 1), sigmoid phi, y ~ Bern(phi(w*^T x)), x ~ 0.6 N(m(1,0), diag(.5,1))
+ 0.4 N(m(-1,.5), diag(1.5,1)) (not symmetric for m > 0; Q_1, Q_3 != 0).  Q_2 = E[phi''(x_1)] e_1 e_1^T (Stein), so delta_K(Q_2)
= |E phi''(x_1)| -> 0 linearly in m (phi'' odd), while the (C.2) estimator Q^_2 = mean of y p^{-1}(x) grad^2 p(x) keeps a
fluctuation sd ~ s/sqrt(n) with s bounded away from 0.  n is taken as the least n meeting Lemma C.6.4's ||Q_2 - Q^_2|| <=
delta_K(Q_2)/10 at 3 sd.  Ratio = [typical ||Q_2 - Q^_2||/delta_K(Q_2)] / [sqrt(d log n/n) tau^6 sqrt(D_2 D_4)]."""
import math
import numpy as np
from scipy import integrate
lam = np.array([0.6, 0.4]); mu0 = np.array([[1.0, 0.0], [-1.0, 0.5]]); S = [np.diag([0.5, 1.0]), np.diag([1.5, 1.0])]
sig = lambda z: 1 / (1 + np.exp(-z))
phi2 = lambda z: sig(z) * (1 - sig(z)) * (1 - 2 * sig(z))
def E_phi2(m):
    tot = 0.0
    for l in range(2):
        mu, v = m * mu0[l, 0], S[l][0, 0]
        tot += lam[l] * integrate.quad(lambda z: phi2(z) * math.exp(-(z - mu) ** 2 / (2 * v)) / math.sqrt(2 * math.pi * v), -40, 40)[0]
    return abs(tot)
def estimator_sd(m, n=200000, rng=np.random.default_rng(1)):
    comp = rng.random(n) < lam[0]
    X = np.where(comp[:, None], rng.multivariate_normal(m * mu0[0], S[0], n), rng.multivariate_normal(m * mu0[1], S[1], n))
    y = (rng.random(n) < sig(X[:, 0])).astype(float)
    # p^{-1} grad^2 p for the mixture: sum_l w_l(x) [Sinv_l (x-mu_l)(x-mu_l)^T Sinv_l - Sinv_l], w_l posterior weights
    dens, terms = [], []
    for l in range(2):
        Si = np.linalg.inv(S[l]); r = X - m * mu0[l]
        q = np.einsum('ni,ij,nj->n', r, Si, r)
        dens.append(lam[l] * np.exp(-q / 2) / math.sqrt(np.linalg.det(2 * math.pi * S[l])))
        g = r @ Si
        terms.append(np.einsum('ni,nj->nij', g, g) - Si[None])
    P = dens[0] + dens[1]
    T = (dens[0][:, None, None] * terms[0] + dens[1][:, None, None] * terms[1]) / P[:, None, None]
    Z = y[:, None, None] * T
    Q2hat = Z.mean(0)
    sd_op = math.sqrt(np.var(Z[:, 0, 0]) + np.var(Z[:, 1, 1]) + 2 * np.var(Z[:, 0, 1]))   # ~ Frobenius sd per sample
    return Q2hat[0, 0], sd_op
# model constants (tau, D_2, D_4 -> finite limits as m -> 0): tau = sigma_max/sigma_min of the covariances
tau = math.sqrt(1.5 / 0.5)
def D(p, m):   # D_p(Psi) = sum lam_l (||mu_l||/||Sigma_l^-1||^-1/2 + 1)^p (Definition C.2.4)
    return sum(lam[l] * (np.linalg.norm(m * mu0[l]) / math.sqrt(1 / np.linalg.norm(np.linalg.inv(S[l]), 2)) + 1) ** p for l in range(2))
d = 2
for m in (0.3, 0.1, 0.03, 0.01, 0.003, 0.001):
    dk = E_phi2(m)
    q22, s = estimator_sd(m)
    n = math.ceil((3 * 10 * s / dk) ** 2)               # 3 sd of ||Q2 - Q^2|| <= delta_K(Q_2)/10
    typical = s / math.sqrt(n)                           # the typical ||Q_2 - Q^_2|| at that n
    lhs = typical / dk
    rhs = math.sqrt(d * math.log(n) / n) * tau ** 6 * math.sqrt(D(2, m) * D(4, m))
    print(f"m={m:<6} delta_K(Q_2)=|E phi''|={dk:.3e} (MC Q2hat_11 {q22:+.3e}), per-sample sd {s:.3f}, n={n:.2e}: "
          f"||Q2-Q^2||/delta_K ~ {lhs:.4f}; printed right side {rhs:.2e}; ratio {lhs/rhs:.2f}")
