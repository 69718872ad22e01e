"""Audit of chenli.lemma7.7 (Lemma 7.7, seed 000 L2573-L2609), own code.
Instance: the claim's d-path (seed 0, m=3, lambda=1, mu=1e-4, omega=1, gamma_1=1, ||Theta_1||_F=0.3, Gaussian heads).
1) reproduce: P[A | X_2 = x] = P_{X_1}[X_1 Theta~ x^T > C/sqrt(Z)], exact by enumeration (d<=12); zero set by
   ||Theta~ x^T||_1 <= C/sqrt(Z) (max over sign vectors X_1 of X_1.v = ||v||_1) up to d = 20.
2) print every standing hypothesis of Section 7 / Section 4 with constants 1.
3) mechanism check: for x meeting (128) [l_inf bound], ||v||_1 >= ||v||_2^2/||v||_inf, so P[A|x]>0 whenever
   (1-eta)^2/Z > (C/sqrt Z) * ||v||_inf; Monte Carlo zero share at larger d."""
import math, itertools
import numpy as np

def heads(d, m=3, lam=1.0, F=0.3, seed=0):
    rng = np.random.default_rng(seed)
    norms = np.sqrt(rng.uniform(lam, 1.0, m)); norms[0] = 1.0
    if m > 1: norms[-1] = math.sqrt(lam)
    th = []
    for i in range(m):
        T = rng.normal(size=(d, d))
        th.append(T / np.linalg.norm(T) * norms[i] * F)
    return np.stack(th)

def setup(d, m=3, lam=1.0, F=0.3, seed=0, mu=1e-4, omega=1.0, g1=1.0):
    th = heads(d, m, lam, F, seed)
    n2 = np.array([np.sum(t*t) for t in th])
    Z = np.sum(1/n2)
    star = sum(t/n for t, n in zip(th, n2)) / Z
    E = np.random.default_rng(seed+1).normal(size=(d, d))
    tl = star + E/np.linalg.norm(E)*mu*math.sqrt(n2[0])
    lam_eff = n2.min()/n2[0]
    C = g1*omega*math.sqrt(m*math.log(d))/lam**2
    return th, tl, Z, C, n2

def cube(d):
    return np.array(list(itertools.product([-1.0, 1.0], repeat=d)))

def hyp(d, m=3, lam=1.0, F=0.3, seed=0, mu=1e-4, omega=1.0, g1=1.0, k=2):
    th, tl, Z, C, n2 = setup(d, m, lam, F, seed, mu, omega, g1)
    flat = th.reshape(m, -1)/np.sqrt(n2)[:, None]
    kappa = np.abs(flat@flat.T - np.eye(m)).max()
    rF = min(np.sum(t*t)/np.linalg.norm(t, 2)**2 for t in th)        # Assumption 3's r_Theta (F^2/op^2), largest legal
    rtr = min(np.linalg.svd(t, compute_uv=False).sum()**2/np.sum(t*t) for t in th)  # trace version (claim's code)
    nu = max(max(np.linalg.norm(t, axis=0).max(), np.linalg.norm(t, axis=1).max())*math.sqrt(d)/np.linalg.norm(t) for t in th)
    L = math.log(d)
    beta = m*kappa/math.sqrt(lam)
    out = dict(d=d, kappa=kappa, kappa7=lam**6.5/(m**6.5*L**2), r_F=rF, r_tr=rtr, d14=d**0.25,
               r8_lower=L**1/(kappa*lam),  # (8) lower end with c=1 (c 'sufficiently large': larger still)
               nu=nu, nu_max=math.sqrt(d)/rF**2,
               A1=m**1.5*math.log(m)/math.sqrt(rF), A6=math.log(k*d), F=F,
               eq110_rhs=lam**1.75*math.sqrt(m*kappa*rF/L), omega=omega,
               eq111_rhs=lam**2.5/(omega**3*m**3*L**2), mu=mu,
               eq117_lhs=nu/math.sqrt(d), eq117_rhs=1/(C**3*math.sqrt(m/lam)),
               C2=C**2, beta_m_r=beta*m*rF)
    return out

def law(d, **kw):
    th, tl, Z, C, n2 = setup(d, **kw)
    X = cube(d)
    thr = C/math.sqrt(Z)
    S = X @ tl @ X.T        # rows X_1, cols X_2
    p = (S > thr).mean(0)
    return p, thr, tl, X

def best_ratio(p, q):
    n = len(p); drop = min(int(math.floor(q*n)), n-1); ps = np.sort(p); keep = n - drop
    lo = ps[:drop+1]; hi = ps[keep-1:keep-1+drop+1]
    with np.errstate(divide="ignore"):
        r = np.where(lo > 0, hi/np.where(lo > 0, lo, 1), np.inf)
    return drop, r.min()

if __name__ == "__main__":
    print("--- hypotheses at the claim's path instance (constants 1) ---")
    for d in (2, 6, 11, 14, 20):
        h = hyp(d)
        print(" ".join(f"{k}={v:.3g}" if isinstance(v, float) else f"{k}={v}" for k, v in h.items()))
    print("--- exact law (d <= 12) ---")
    for d in (6, 8, 10, 12):
        p, thr, tl, X = law(d)
        h = hyp(d)
        q = math.exp(-h["kappa"]*3*3*h["r_tr"]) + math.exp(-3*math.log(d))  # claim's q (trace r, constant 1)
        qF = math.exp(-h["kappa"]*3*3*h["r_F"]) + math.exp(-3*math.log(d))
        l1 = np.abs(X @ tl.T).sum(1)
        z_l1 = int((l1 <= thr).sum())
        print(f"d={d} zeros={int((p==0).sum())} (l1 test {z_l1}) of {2**d}; q2^d={q*2**d:.2f} (F-r: {qF*2**d:.2f}); "
              f"best ratio outside Omega (drop, ratio)={best_ratio(p, q)}, maxP={p.max():.3g}")
    print("--- zero count at d = 14..20 via ||Theta~ x||_1 <= C/sqrt Z ---")
    for d in (14, 17, 20):
        th, tl, Z, C, n2 = setup(d)
        thr = C/math.sqrt(Z)
        z = 0
        for s in range(0, 2**d, 1 << 16):
            idx = np.arange(s, min(s + (1 << 16), 2**d))
            Xb = 1.0 - 2.0*((idx[:, None] >> np.arange(d)[None]) & 1)
            z += int((np.abs(Xb @ tl.T).sum(1) <= thr).sum())
        h = hyp(d)
        q = math.exp(-h["kappa"]*9*h["r_tr"]) + d**-3.0
        print(f"d={d} zeros={z} of {2**d} ({z/2**d:.3f}); claim-q*2^d={q*2**d:.1f}")
    print("--- Monte Carlo zero share at larger d (same family, gamma_1=1, omega=1) ---")
    rng = np.random.default_rng(5)
    for d in (40, 80, 160, 320):
        th, tl, Z, C, n2 = setup(d)
        thr = C/math.sqrt(Z)
        Xs = rng.choice([-1.0, 1.0], size=(20000, d))
        V = Xs @ tl.T
        l1 = np.abs(V).sum(1); l2 = np.sqrt((V*V).sum(1)); li = np.abs(V).max(1)
        print(f"d={d} zero share={np.mean(l1 <= thr):.4g}  min l1/thr={l1.min()/thr:.3g}  "
              f"min (l2^2/linf)/thr={np.min(l2**2/li)/thr:.3g}  (allowed Omega >= d^-3 = {d**-3.0:.2g})")
