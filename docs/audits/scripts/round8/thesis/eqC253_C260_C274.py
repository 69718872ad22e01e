"""Audit thesis.ch4.eqC.253-last, eqC.260-last, eqC.274-last (seed 003 L6502-L6506, L6533, L6591).
Closed-form Gaussian-mixture moments; sigma_min = min_l ||Sigma_l^-1||^-1/2, sigma_max = max_l ||Sigma_l||^1/2 (L1104),
tau = sigma_max/sigma_min, D_m = sum_l lambda_l (||mu_l||/||Sigma_l^-1||^-1/2 + 1)^m ((C.8) L5161)."""
import numpy as np
def quants(lam, mus, Sig):
    smin = min(np.linalg.norm(np.linalg.inv(S), 2) ** -0.5 for S in Sig)
    smax = max(np.linalg.norm(S, 2) ** 0.5 for S in Sig)
    D = lambda m: sum(l * (np.linalg.norm(mu) / np.linalg.norm(np.linalg.inv(S), 2) ** -0.5 + 1) ** m for l, mu, S in zip(lam, mus, Sig))
    return smin, smax / smin, D
def m1(lam, mus, Sig, v): return sum(l * (v @ mu) for l, mu, S in zip(lam, mus, Sig))
def m2(lam, mus, Sig, v): return sum(l * ((v @ mu) ** 2 + v @ S @ v) for l, mu, S in zip(lam, mus, Sig))
def m4(lam, mus, Sig, v):
    return sum(l * ((v @ mu) ** 4 + 6 * (v @ mu) ** 2 * (v @ S @ v) + 3 * (v @ S @ v) ** 2) for l, mu, S in zip(lam, mus, Sig))
def sides(lam, mus, Sig, al, v, p):
    smin, tau, D = quants(lam, mus, Sig)
    c253 = (smin ** (-6 * p) * m2(lam, mus, Sig, al) ** (p / 2) * m4(lam, mus, Sig, v) ** (p / 2), tau ** (6 * p) * np.sqrt(D(2) * D(4)) ** p,
            (np.sqrt(3) * smin ** -3) ** p * tau ** (6 * p) * np.sqrt(D(2) * D(4)) ** p)
    c260 = ((smin ** -4 * m2(lam, mus, Sig, v)) ** p, tau ** (4 * p) * D(2) ** p, smin ** (-2 * p) * tau ** (4 * p) * D(2) ** p)
    c274 = ((smin ** -2 * m1(lam, mus, Sig, v)) ** p, tau ** (2 * p) * np.sqrt(D(2)) ** p, smin ** (-p) * tau ** p * np.sqrt(D(2)) ** p)
    return c253, c260, c274
one = [1.0]; e = np.array([1.0])
c253, c260, _ = sides(one, [np.array([0.0])], [np.array([[0.25]])], e, e, 1)
print("L=1,d=1,mu=0,Sigma=1/4,p=1: C.253 lhs=%.3f rhs=%.3f | C.260 lhs=%.3f rhs=%.3f" % (c253[0], c253[1], c260[0], c260[1]))
_, _, c274 = sides(one, [np.array([1.0])], [np.array([[0.01]])], e, e, 1)
print("mu=1,Sigma=1/100: C.274 lhs=%.3f rhs=%.3f" % (c274[0], c274[1]))
for c in (1.0, 0.1, 0.01):
    r = sides(one, [np.array([c])], [np.array([[c * c]])], e, e, 1)
    print(f"scale c={c}: ratios lhs/rhs C.253 {r[0][0]/r[0][1]:.3e} C.260 {r[1][0]/r[1][1]:.3e} C.274 {r[2][0]/r[2][1]:.3e}")
rng = np.random.default_rng(0); worst = [0, 0, 0]
for _ in range(20000):
    L = rng.integers(1, 4); d = rng.integers(1, 4); p = rng.integers(1, 5)
    lam = rng.dirichlet(np.ones(L)); mus = [rng.normal(size=d) * 10 ** rng.uniform(-2, 2) for _ in range(L)]
    Sig = []
    for _ in range(L):
        Q = np.linalg.qr(rng.normal(size=(d, d)))[0]; Sig.append(Q @ np.diag(10 ** rng.uniform(-3, 2, d)) @ Q.T)
    al = rng.normal(size=d); al /= np.linalg.norm(al); v = rng.normal(size=d); v /= np.linalg.norm(v)
    for k, s in enumerate(sides(lam, mus, Sig, al, v, p)):
        worst[k] = max(worst[k], abs(s[0]) / s[2])
print("max lhs / corrected-rhs over 20000 random mixtures (<= 1 means corrections hold):", [f"{w:.3f}" for w in worst])
