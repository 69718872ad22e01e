# Audit chenli.display.factA.7-elementary and chenli.display.factA.7-identity (seed 000 L3404-L3410, E(f,g) at L3376).
# Own computation (mpmath / numpy), no repo code.
import numpy as np
from mpmath import mp, mpf, e, exp
mp.dps = 40
# --- elementary inequality: for a,b>0, (a-b)(e^a-e^b) <= max(0,a-b)^2 (e^a+e^b)
def lhs(a,b): return (a-b)*(exp(a)-exp(b))
def rhs(a,b): return max(mpf(0),a-b)**2*(exp(a)+exp(b))
print("a=1,b=2:", lhs(mpf(1),mpf(2)), rhs(mpf(1),mpf(2)))
print("a=0.1,b=0.2:", lhs(mpf('0.1'),mpf('0.2')), rhs(mpf('0.1'),mpf('0.2')))
rng = np.random.default_rng(0)
viol_lt = viol_ge = viol_corr = 0; N = 20000
for _ in range(N):
    a, b = [mpf(float(x)) for x in rng.uniform(1e-3, 10, 2)]
    if lhs(a,b) > rhs(a,b): 
        if a < b: viol_lt += 1
        else: viol_ge += 1
    if lhs(a,b) > (a-b)**2*(exp(a)+exp(b))/2*(1+mpf(10)**-30): viol_corr += 1
print(f"random a,b in (0,10): violations with a<b: {viol_lt}, with a>=b: {viol_ge}, of corrected (a-b)^2(e^a+e^b)/2: {viol_corr}")
# --- identity: (1/2) E[(lf(x)-lf(y))^2 (f(x)+f(y))] = E[max(0, lf(x)-lf(y))^2 f(x)]  (x~pi, y one chain step from x)
def sides(P, pi, lf):
    f = np.exp(lf); n = len(pi)
    E = 0.5*sum(pi[i]*P[i,j]*(f[i]-f[j])*(lf[i]-lf[j]) for i in range(n) for j in range(n))
    L = 0.5*sum(pi[i]*P[i,j]*(lf[i]-lf[j])**2*(f[i]+f[j]) for i in range(n) for j in range(n))
    R = sum(pi[i]*P[i,j]*max(0.0, lf[i]-lf[j])**2*f[i] for i in range(n) for j in range(n))
    return E, L, R
P = np.array([[0.,1.],[1.,0.]]); pi = np.array([.5,.5])
print("one-bit flip chain, log f=(0,1): E(f,log f), middle, right =", sides(P, pi, np.array([0.,1.])), " (1+e)/2 =", float((1+e)/2), " e/2 =", float(e/2))
Pl = np.array([[.5,.5],[.5,.5]])  # lazy cube walk of Lemma A.3 with d=1
print("lazy one-bit walk (Lemma A.3, d=1):", sides(Pl, pi, np.array([0.,1.])))
# random reversible chains (symmetric weights + uniform pi; and Metropolis with nonuniform pi): check the middle '=' and the endpoint
bad_eq = bad_end = 0
for t in range(500):
    n = rng.integers(2, 7)
    pi = rng.dirichlet(np.ones(n)); W = rng.random((n,n)); W = W + W.T
    P = W/ pi[:,None]; P = P/ (P.sum(1).max()*1.01); P[np.diag_indices(n)] = 0; P[np.diag_indices(n)] = 1 - P.sum(1)
    # reversible: pi_i P_ij = W_ij/c symmetric
    assert np.allclose(pi[:,None]*P, (pi[:,None]*P).T) and (P >= -1e-15).all()
    lf = rng.normal(0, 2, n)
    E, L, R = sides(P, pi, lf)
    if abs(L - R) < 1e-9*max(1,abs(L)): bad_eq += 0
    else: bad_eq += 1
    if E > R*(1+1e-12): bad_end += 1
print(f"500 random reversible chains: middle '=' fails in {bad_eq}; endpoint E(f,log f) <= E[max(0,.)^2 f(x)] fails in {bad_end}")
