"""Audit B, round 12: thesis (C.243) L6448-L6451 and (C.244) L6455-L6458 (proof of Lemma C.3.3):
(C.243) non-symmetric GMM: ||Q2 - Q^2|| / delta_K(Q2) <~ sqrt(d log n/n) delta_1(W*)^2/delta_K(W*)^2 tau^6 sqrt(D2 D4)
        (the proof uses 'delta_K(Q2) <~ delta_K^2(W*)'; dividing needs the opposite direction);
(C.244) symmetric GMM, any alpha: ||Q3(I,I,alpha) - Q^3(I,I,alpha)|| / delta_K(Q3(I,I,alpha)) (=) <~ sqrt(d log n/n) kappa^2 tau^6 sqrt(D2 D4).
Own computation.  Model (Ch. 4): P(y = 1|x) = H(x) = (1/K) sum_i sigmoid(w_i*^T x); Q_j = E[y (-1)^j p^-1 grad^j p] (C.2) =
E[grad^j H] (Stein) = (1/K) sum_i E[sigma^(j)(w_i*^T x)] w_i*^{(x) j}; K = 1, d = 2, w* = e_1 (kappa = 1).
tau = sigma_max/sigma_min (L1126, Table C), D_m = sum_l lambda_l (||mu_l|| ||Sigma_l^-1||^{1/2} + 1)^m (C.8).
Left side: the estimator's error is sd/sqrt(n) per entry (sd = Monte Carlo of y p^-1 d^2p, not vanishing), and Lemma
C.6.4's hypothesis ||Q - Q^|| <= delta_K/10 needs n >= n_min = (10 sd/delta_K)^2; at n = n_min the left side is 1/10."""
import numpy as np
from scipy import integrate

sig = lambda z: 1 / (1 + np.exp(-z))
s2 = lambda z: sig(z) * (1 - sig(z)) * (1 - 2 * sig(z))
s3 = lambda z: sig(z) * (1 - sig(z)) * (1 - 6 * sig(z) + 6 * sig(z) ** 2)


def gauss1(x, m, v):
    return np.exp(-(x - m) ** 2 / (2 * v)) / np.sqrt(2 * np.pi * v)


def Ephi(f, lam, mus, vars1):
    return sum(l * integrate.quad(lambda x: f(x) * gauss1(x, m, v), -40, 40, limit=400, epsabs=1e-15)[0]
               for l, m, v in zip(lam, mus, vars1))


def tau_D(lam, mus, Sigs):
    smax = max(np.sqrt(np.linalg.norm(S, 2)) for S in Sigs)
    smin = min(np.linalg.norm(np.linalg.inv(S), 2) ** -0.5 for S in Sigs)
    D = lambda k: sum(l * (np.linalg.norm(mu) * np.linalg.norm(np.linalg.inv(S), 2) ** 0.5 + 1) ** k
                      for l, mu, S in zip(lam, mus, Sigs))
    return smax / smin, D(2), D(4)


def estimator_sd(lam, mus, Sigs, j, alpha=None, N=400000, seed=0):
    """sd of the per-sample estimator entry (w* = e_1 direction): y p^-1 d^2p/dx1^2 (j = 2) or
    -y p^-1 (d^3 p)(e1, e1, alpha) (j = 3), y ~ Bernoulli(H(x))."""
    rng = np.random.default_rng(seed)
    comp = rng.choice(len(lam), size=N, p=lam)
    X = np.stack([rng.multivariate_normal(mus[c], Sigs[c]) for c in range(len(lam))], 0)[comp, np.arange(N)] \
        if False else np.array([rng.multivariate_normal(mus[c], Sigs[c]) for c in comp[:0]])
    X = np.empty((N, 2))
    for c in range(len(lam)):
        idx = comp == c; X[idx] = rng.multivariate_normal(mus[c], Sigs[c], size=idx.sum())
    y = (rng.random(N) < sig(X[:, 0])).astype(float)
    p = np.zeros(N); d2 = np.zeros(N); d3 = np.zeros(N)
    for l, mu, S in zip(lam, mus, Sigs):
        P = np.linalg.inv(S); r = (X - mu) @ P                      # Sigma^-1 (x - mu)
        g = l * np.exp(-0.5 * np.einsum('ni,ij,nj->n', X - mu, P, X - mu)) / (2 * np.pi * np.sqrt(np.linalg.det(S)))
        p += g
        d2 += g * (r[:, 0] ** 2 - P[0, 0])                           # d^2 N / dx1^2
        if alpha is not None:
            ra = r @ alpha; Pa = P @ alpha
            d3 += g * (-(r[:, 0] ** 2) * ra + 2 * P[0, 0 * 0] * 0 + P[0, 0] * ra + 2 * Pa[0] * r[:, 0])
    e = y * d2 / p if j == 2 else y * d3 / p
    return e.std()


if __name__ == '__main__':
    print('(C.243) non-symmetric: lambda = (0.6, 0.4), mu_1 = m (1, 0), mu_2 = m (-1, 0.5), Sigma_1 = diag(0.5, 1), Sigma_2 = diag(1.5, 1)')
    lam = [0.6, 0.4]; Sigs = [np.diag([0.5, 1.0]), np.diag([1.5, 1.0])]
    for m in [1e-1, 1e-2, 1e-3, 1e-4]:
        mus = [m * np.array([1.0, 0.0]), m * np.array([-1.0, 0.5])]
        dK = abs(Ephi(s2, lam, [mu[0] for mu in mus], [S[0, 0] for S in Sigs]))   # delta_K(Q2) = |E sigma''(x1)|
        tau, D2, D4 = tau_D(lam, mus, Sigs)
        sd = estimator_sd(lam, mus, Sigs, 2)
        n = (10 * sd / dK) ** 2
        right = np.sqrt(2 * np.log(n) / n) * 1.0 * tau ** 6 * np.sqrt(D2 * D4)
        print(f'  m={m:.0e}: delta_K(Q2) = {dK:.3e} (delta_K(W*)^2/delta_K(Q2) = {1 / dK:.2e}); tau^6 sqrt(D2 D4) = '
              f'{tau ** 6 * np.sqrt(D2 * D4):.2f}; estimator sd {sd:.3f}; n_min = {n:.2e}; left = 0.1, right = {right:.2e}, '
              f'left/right = {0.1 / right:.2e}')
    print('(C.244) symmetric: lambda = (1/2, 1/2), mu = +-(0.5, 0.3), Sigma = diag(1, 2) both, alpha = (t, sqrt(1 - t^2))')
    lam = [0.5, 0.5]; Sigs = [np.diag([1.0, 2.0])] * 2; mus = [np.array([0.5, 0.3]), -np.array([0.5, 0.3])]
    E3 = Ephi(s3, lam, [mu[0] for mu in mus], [S[0, 0] for S in Sigs])
    E2 = Ephi(s2, lam, [mu[0] for mu in mus], [S[0, 0] for S in Sigs])
    tau, D2, D4 = tau_D(lam, mus, Sigs)
    print(f'  E sigma\'\' = {E2:.1e} (symmetric: Q2 = 0), E sigma\'\'\' = {E3:.4f}; tau^6 sqrt(D2 D4) = {tau ** 6 * np.sqrt(D2 * D4):.2f}')
    for t in [1.0, 1e-1, 1e-2, 1e-3, 1e-4]:
        alpha = np.array([t, np.sqrt(1 - t * t)])
        dK = abs(E3) * t                                                           # Q3(I,I,alpha) = E[sigma'''] (e1.alpha) e1 e1^T
        sd = estimator_sd(lam, mus, Sigs, 3, alpha=alpha)
        n = (10 * sd / dK) ** 2
        right = np.sqrt(2 * np.log(n) / n) * tau ** 6 * np.sqrt(D2 * D4)
        print(f'  t={t:.0e}: delta_K(Q3(I,I,alpha)) = {dK:.3e}; estimator sd {sd:.3f}; n_min = {n:.2e}; left = 0.1, '
              f'right = {right:.2e}, left/right = {0.1 / right:.2e}')
