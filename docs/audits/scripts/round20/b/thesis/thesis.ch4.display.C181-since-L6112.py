# Auditor B, round 20: thesis.ch4.display.C181-since-L6112 (own arithmetic; no repository code).
# Claim (L6112): C_4 sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 = Omega(max_l ||Sigma_l||).
# Fact: S := sum_l lambda_l (||mu_l|| + ||Sigma_l||^{1/2})^2 >= min_l ||Sigma_l|| >= sigma_min^2 = max_l ||Sigma_l|| / tau^2.
import numpy as np
rng = np.random.default_rng(0)
def S_and_max(lams, mus, Sigs):
    S = sum(l*(np.linalg.norm(m) + np.sqrt(np.linalg.norm(Sg, 2)))**2 for l, m, Sg in zip(lams, mus, Sigs))
    mx = max(np.linalg.norm(Sg, 2) for Sg in Sigs)
    smax = np.sqrt(mx); smin = min(np.linalg.norm(np.linalg.inv(Sg), 2)**-0.5 for Sg in Sigs)
    return S, mx, smax/smin
print("helper's family (weights 1-1/M^2, 1/M^2; Sigma = I, M^2 I; mu = 0):")
for M in (10, 100, 1000):
    S, mx, tau = S_and_max([1-1/M**2, 1/M**2], [np.zeros(3)]*2, [np.eye(3), M**2*np.eye(3)])
    print(f'  M={M}: S={S:.4f} max||Sigma||={mx:.3g} max/S={mx/S:.4g} tau={tau:.3g} tau^2={tau**2:.3g}')
print('random mixtures (d = 4, L = 1..5, random SPD covariances, means, weights): worst max/S against tau^2')
worst = 0
for _ in range(20000):
    L = rng.integers(1, 6); d = 4
    lams = rng.dirichlet(np.ones(L)*0.3)
    Sigs = []
    for l in range(L):
        A = rng.normal(size=(d, d))*np.exp(rng.normal(0, 1.5)); Sigs.append(A @ A.T + 1e-6*np.eye(d))
    mus = [rng.normal(size=d)*np.exp(rng.normal(0, 2))*rng.integers(0, 2) for _ in range(L)]
    S, mx, tau = S_and_max(lams, mus, Sigs)
    worst = max(worst, (mx/S)/tau**2)
print(f'  max over draws of (max||Sigma|| / S) / tau^2 = {worst:.4f}  (<= 1, i.e. S >= max||Sigma||/tau^2 always)')
