"""Audit thesis Lemma C.6.3 (C.236): w.p. >= 1 - 2 n^{-Omega(d)}, ||Q1hat - Q1|| <~ tau^2 sqrt(D2) sqrt(d log n / n).
Own computation: d = K = 1, L = 2, x ~ 0.3 N(t,t^2) + 0.7 N(-t/2,t^2), W* = 1, y ~ Bernoulli(phi(x)) (4.1),
S1 = -p'/p (C.2). Q1 by quadrature (checked against Stein: E[phi'(x)]), error by Monte Carlo + exact sd."""
import numpy as np, mpmath as mp
mp.mp.dps = 25
lam = np.array([0.3, 0.7])
def params(t): return np.array([t, -t/2]), np.array([t, t])
phi = lambda z: 1/(1+np.exp(-z))
def pdf_and_S1(x, t):
    mu, s = params(t)
    comp = lam[:, None]*np.exp(-0.5*((x[None, :]-mu[:, None])/s[:, None])**2)/(np.sqrt(2*np.pi)*s[:, None])
    p = comp.sum(0)
    dp = (comp*(-(x[None, :]-mu[:, None])/s[:, None]**2)).sum(0)
    return p, -dp/p
def quad_moments(t):
    mu, s = params(t)
    def dens(x):
        return sum(float(l)*mp.npdf(x, float(m), float(sd)) for l, m, sd in zip(lam, mu, s))
    def S1(x):
        return -sum(float(l)*mp.npdf(x, float(m), float(sd))*(-(x-m)/sd**2) for l, m, sd in zip(lam, mu, s))/dens(x)
    ph = lambda x: 1/(1+mp.exp(-x))
    pts = [-mp.inf, -10*t, 0, 10*t, mp.inf]
    Q1 = mp.quad(lambda x: dens(x)*ph(x)*S1(x), pts)
    stein = mp.quad(lambda x: dens(x)*ph(x)*(1-ph(x)), pts)
    E2 = mp.quad(lambda x: dens(x)*ph(x)*S1(x)**2, pts)    # E[(y S1)^2] = E[phi S1^2]
    return float(Q1), float(stein), float(mp.sqrt(E2 - Q1**2))
rng = np.random.default_rng(12345)
def sample(t, n):
    mu, s = params(t)
    g = rng.random(n) < lam[0]
    x = np.where(g, rng.normal(mu[0], s[0], n), rng.normal(mu[1], s[1], n))
    y = (rng.random(n) < phi(x)).astype(float)
    return x, y
n = 2000
tau = 1.0
D2 = 0.3*(1+1)**2 + 0.7*(0.5+1)**2                  # scale-free: ||mu_l|| / sigma_l = 1, 1/2
shape = tau**2*np.sqrt(D2)*np.sqrt(1*np.log(n)/n)
print(f"D2 = {D2}, shape tau^2 sqrt(D2) sqrt(d log n / n) at n={n}: {shape:.4f} (same for every t)")
for t in [1.0, 0.3, 0.1, 0.03, 0.01, 0.001]:
    Q1, stein, sd = quad_moments(t)
    errs = []
    for _ in range(200):
        x, y = sample(t, n)
        _, S1 = pdf_and_S1(x, t)
        errs.append(abs(np.mean(y*S1) - Q1))
    errs = np.array(errs)
    print(f"t={t:g}: Q1={Q1:.6g} (Stein {stein:.6g}) sd(yS1)={sd:.5g}  median err={np.median(errs):.4g} "
          f"(CLT {0.6745*sd/np.sqrt(n):.4g})  ratio={np.median(errs)/shape:.4g}  P(err > 10*shape)={np.mean(errs > 10*shape):.2f}")
