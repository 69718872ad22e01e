# Auditor C: (C.214) rare heavy group. FCN (4.1) with K=1, d=2, sigmoid, y~Bern(phi(w*^T x)), W = W* = e1 (in every ball
# B(W*P,r)), v = e2 (unit). grad_w l(W;x,y) = (phi(w^T x) - y) x  (cross-entropy, K = 1), so
# G' = <v, grad - E grad> = (phi(x1) - y) x2  (E[(phi(x1)-y) x2] = 0 since E[y|x] = phi(x1)).
# Mixture: (1-eps) N(0, I2) + eps N(0, diag(1, M^2)), L = 2, lambda in (0,1), means 0, Sigma pos. def.
# S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 = (1-eps)*1 + eps*M^2.
import numpy as np
from scipy import integrate, stats
phi = lambda u: 1/(1+np.exp(-u))
def tail_G(s, M):
    """P(|G'| >= s) in the group with x2 ~ N(0, M^2): |phi(x1)-y| = 1-phi w.p. phi, phi w.p. 1-phi."""
    f = lambda u: stats.norm.pdf(u)*(phi(u)*2*stats.norm.sf(s/(M*max(1-phi(u),1e-300))) +
                                     (1-phi(u))*2*stats.norm.sf(s/(M*max(phi(u),1e-300))))
    return integrate.quad(f, -40, 40, limit=400)[0]
def lower_P(n, t, eps, M):
    # G'_i symmetric (x2 symmetric, independent of (x1,y) within each group): Levy: P(|sum| >= a) >= 1/2 P(max|G_i| >= a)
    s = n*t/6
    q = eps*tail_G(s, M) + (1-eps)*tail_G(s, 1.0)
    return 0.5*(-np.expm1(n*np.log1p(-q)))
def shape(n, t, S):
    return min(n*t**2/(144*S), n*np.sqrt(S*t))
# Assumption C.1.2: Q1, Q3 nonzero (w*^T x = x1 ~ N(0,1) in both groups)
d1 = lambda u: phi(u)*(1-phi(u)); d3 = lambda u: d1(u)*(1-6*phi(u)+6*phi(u)**2)
print("E phi'(x1) = %.4f, E phi'''(x1) = %.4f (Q1, Q3 nonzero)"%(integrate.quad(lambda u: stats.norm.pdf(u)*d1(u),-40,40)[0],
                                                          integrate.quad(lambda u: stats.norm.pdf(u)*d3(u),-40,40)[0]))
print("path n -> inf, eps = n^-2, M = n, t = 1")
for n in (10, 100, 1000, 10**4, 10**5):
    eps, M, t = n**-2.0, float(n), 1.0
    S = (1-eps) + eps*M**2
    P = lower_P(n, t, eps, M)
    print("n=%g S=%.4f P>=%.3e  -log(P/2)<=%.3f  shape=%.3g  ratio<=%.3e"%(n, S, P, -np.log(P/2), shape(n,t,S), -np.log(P/2)/shape(n,t,S)))
print("fixed n = 100, eps -> 0 with M = t = eps^-1/2")
for eps in (1e-4, 1e-8, 1e-12, 1e-16):
    n, M = 100, eps**-0.5; t = M; S = (1-eps)+eps*M**2
    P = lower_P(n, t, eps, M)
    print("eps=%g S=%.3f P>=%.3e ratio<=%.3e"%(eps, S, P, -np.log(P/2)/shape(n,t,S)))
# Monte Carlo sanity at a moderate point (n=10, eps=1e-2, M=10, t=1)
rng = np.random.default_rng(1); n, eps, M, t, R = 10, 1e-2, 10.0, 1.0, 200000
g = rng.random((R,n)) < eps; x1 = rng.standard_normal((R,n)); x2 = rng.standard_normal((R,n))*np.where(g, M, 1.0)
y = rng.random((R,n)) < phi(x1); G = (phi(x1)-y)*x2
print("MC n=10 eps=1e-2 M=10: P(|mean|>=t/6)=%.4f  Levy lower bound %.4f"%((np.abs(G.mean(1))>=t/6).mean(), lower_P(n,t,eps,M)))
