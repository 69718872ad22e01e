"""Auditor D, round 19: thesis.ch4.eqC.215-conclusion (seed 003 L6303-L6306).
Own model: Chapter 4 data model (L1062-L1075): x ~ sum_l lambda_l N(mu_l, Sigma_l), y ~ Bern(H(W*,x)),
H = (1/K) sum_j sigmoid(w_j^T x), cross-entropy (4.3). K = 1: grad_w l(W; x, y) = (sigmoid(w^T x) - y) x.
B'_t (C.207) at the net point W_j = W* (a net may contain W*): E grad l(W*) = 0 since E[y|x] = H(W*,x).
Mixture used here keeps tau = sigma_max/sigma_min = 1 (L1134 'we assume tau = Theta(1)'):
   group 1: weight 1-e, N(0, I_d);  group 2 ('minority'): weight e, N(M e_2, I_d), w* = e_1.
S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 = (1-e) + e (M+1)^2.
Rigorous lower bound: P(B'_t) >= P(|(1/n) sum_i (sig(x_i1) - y_i) x_i2| >= t/3)
   >= n e (1-e)^{n-1} * 1/2 * q(n t/3),  q(s) = P(|sig(u) - y| |M + z| >= s), u, z ~ N(0,1), y ~ Bern(sig(u))
   (exactly one group-2 sample; the other samples' sum is symmetric in z -> -z, so it does not reduce |.| w.p. >= 1/2).
Path: n e = c delta (c = 20), e M^2 = 1 (S = 2 - e + 2 sqrt(e) stays ~2)."""
import numpy as np
from scipy import integrate, optimize, stats
sig = lambda u: 1/(1+np.exp(-u))

def q(s, M):
    def f(u):
        p = sig(u)
        tail = lambda a: stats.norm.sf(a - M) + stats.norm.cdf(-a - M)
        return stats.norm.pdf(u)*(p*tail(s/(1-p)) + (1-p)*tail(s/p))
    return integrate.quad(f, -12, 12, limit=200, epsabs=1e-14)[0]

def lb(t, n, e, M):
    return n*e*(1-e)**(n-1)*0.5*q(n*t/3, M)

def printed_max(S, n, d, K, r_over_eps, delta):
    Lg = d*K*np.log(18*r_over_eps) + np.log(4/delta)
    return max(np.sqrt(S)*np.sqrt(Lg/n), Lg/(np.sqrt(S)*n))

def run(delta, n, d, K=1, c=20.0, r_over_eps=1.0):
    e = c*delta/n; M = 1/np.sqrt(e)
    assert 0 < e < 1
    S = (1-e) + e*(M+1)**2
    pm = printed_max(S, n, d, K, r_over_eps, delta)
    # largest t with lb >= delta/2
    g = lambda lt: np.log(lb(np.exp(lt), n, e, M)) - np.log(delta/2)
    lo, hi = np.log(1e-12), np.log(10*(M+40)/n*3)
    assert g(lo) > 0 and g(hi) < 0
    tstar = np.exp(optimize.brentq(g, lo, hi, xtol=1e-10))
    return e, M, S, pm, tstar

print("Path (a): d = 2, K = 1, n = 1000, delta -> 0 (delta free in (C.215)), r/eps = 1 and r/eps = n/delta")
for delta in [1e-2, 1e-4, 1e-8, 1e-12, 1e-16, 1e-24, 1e-32]:
    for roe in [1.0, 1000/delta]:
        e, M, S, pm, ts = run(delta, 1000, 2, r_over_eps=roe)
        extra = ""
        if roe == 1.0:
            extra = "  LB/(delta/2) at t = C*max: " + ", ".join(f"C={C:g}:{lb(C*pm,1000,e,M)/(delta/2):.3g}" for C in [1, 100, 1e4])
        print(f"  delta={delta:7.0e} r/eps={roe:8.2g} e={e:.2e} M={M:.3g} S={S:.4f} max={pm:.4g} t*={ts:.4g} ratio t*/max={ts/pm:.4g}{extra}")

print("\nPath (b): the lemma's own delta = d^-10 (L6320), d -> inf, n = 10 d log d + 1000, r/eps = n d / delta")
for d in [2, 4, 8, 16, 32, 64]:
    delta = float(d)**-10; n = int(10*d*np.log(d)) + 1000
    e, M, S, pm, ts = run(delta, n, d, r_over_eps=n*d/delta)
    print(f"  d={d:3d} delta={delta:.2e} n={n} M={M:.3g} S={S:.4f} max={pm:.4g} t*={ts:.4g} ratio={ts/pm:.4g}")

# Monte Carlo check of the lower bound at a measurable point
rng = np.random.default_rng(1)
delta, n, d = 1e-2, 200, 2
e = 20*delta/n; M = 1/np.sqrt(e)
t = 0.5*run(delta, n, d)[4]
R = 200000; hits = 0
for _ in range(R//20000):
    heavy = rng.random((20000, n)) < e
    x1 = rng.standard_normal((20000, n)); z = rng.standard_normal((20000, n))
    y = rng.random((20000, n)) < sig(x1)
    x2 = z + M*heavy
    mean2 = ((sig(x1) - y)*x2).mean(axis=1)
    hits += np.sum(np.abs(mean2) >= t/3)
print(f"\nMC check (delta={delta}, n={n}, e={e:.3g}, M={M:.3g}, t={t:.4g}): P_MC(|mean_2| >= t/3) = {hits/R:.4g} >= LB = {lb(t,n,e,M):.4g}; delta/2 = {delta/2}")
