"""Auditor D r20: own model of Chapter 4 (seed 003) tensors Q_2, Q_3 of Definition C.1.1.
No repository code. Q_j := E[y (-1)^j p^{-1} grad^j p] with P(y=1|x) = H(W*,x) = (1/K) sum sigmoid(w_j^T x).
Computed two ways: (a) from the definition, E over each Gaussian component by tensor Gauss-Hermite quadrature
of H(x) * (-1)^j p_l^{-1} grad^j p_l (lambda_l p_l / p weights cancel: sum_l lambda_l E_l[H * score_l]);
(b) Stein / integration by parts: (1/K) sum_i E[phi^(j)(w_i^T x)] w_i^{x j}, 1-D quadrature."""
import itertools
import numpy as np

def sig(z):
    return 0.5 * (1 + np.tanh(z / 2))

def d2sig(z):
    s = sig(z); return s * (1 - s) * (1 - 2 * s)

def d3sig(z):
    s = sig(z); return s * (1 - s) * (1 - 6 * s + 6 * s * s)

def gh_nd(d, n):
    x, w = np.polynomial.hermite_e.hermegauss(n)   # weight exp(-x^2/2)
    w = w / np.sqrt(2 * np.pi)
    pts = np.array(list(itertools.product(x, repeat=d)))
    wts = np.prod(np.array(list(itertools.product(w, repeat=d))), axis=1)
    return pts, wts

def Q_def(W, mix, order, alpha=None, n=40):
    """From Definition C.1.1: sum_l lam_l E_{N(mu_l,S_l)}[H(x) * (-1)^j p_l^{-1} grad^j p_l]."""
    d, K = W.shape
    z, wz = gh_nd(d, n)
    out = 0
    for lam, mu, S in mix:
        L = np.linalg.cholesky(S)
        x = mu + z @ L.T
        H = sig(x @ W).mean(axis=1)
        Si = np.linalg.inv(S)
        u = (x - mu) @ Si                      # Sigma^{-1}(x - mu), rows
        if order == 2:                          # (+1) p^-1 grad^2 p = u u^T - Si
            T = np.einsum('n,ni,nj->ij', wz * H, u, u) - (wz * H).sum() * Si
        elif order == 3:                        # (-1) p^-1 grad^3 p = u^3 - u (x)~ Si, contracted (I, I, alpha)
            ua = u @ alpha; Sa = Si @ alpha
            T = (np.einsum('n,ni,nj->ij', wz * H * ua, u, u)
                 - np.einsum('n,ni,j->ij', wz * H, u, Sa) - np.einsum('n,i,nj->ij', wz * H, Sa, u)
                 - (wz * H * ua).sum() * Si)
        out = out + lam * T
    return out

def Ephi(W, mix, f, n=200):
    """E[f(w_i^T x)] per column, exact 1-D Gauss-Hermite per component."""
    x, w = np.polynomial.hermite_e.hermegauss(n); w = w / np.sqrt(2 * np.pi)
    c = np.zeros(W.shape[1])
    for lam, mu, S in mix:
        m = W.T @ mu; s = np.sqrt(np.einsum('ik,ij,jk->k', W, S, W))
        c += lam * (f(m[None, :] + s[None, :] * x[:, None]) * w[:, None]).sum(0)
    return c

def Q2_stein(W, mix):
    c = Ephi(W, mix, d2sig); return (W * c) @ W.T / W.shape[1]

def Q3a_stein(W, mix, alpha):
    c = Ephi(W, mix, d3sig) * (W.T @ alpha); return (W * c) @ W.T / W.shape[1]

def sv(A, k):
    return np.linalg.svd(A, compute_uv=False)[k - 1]
