# Auditor B: thesis (C.276) L6597: P((1/n) sum Gq_i >= t) <= exp(-n theta t + C19 theta^2 (tau^2 sqrt(D2))^2), Gq_i (L6587).
# Model (4.1): x ~ sum_l lambda_l N(mu_l, Sigma_l) (L >= 2), y ~ Bernoulli((1/K) sum phi(w_j^T x)), phi = sigmoid;
# S_1(x) = -p'(x)/p(x). d = K = 1, L = 2.
import numpy as np
from scipy import integrate, optimize
from scipy.stats import norm
def setup(m0,w):
    lam=np.array([.5,.5]); mus=np.array([-m0,m0]); sig=1.0
    p=lambda x: sum(l*norm.pdf(x,mu,sig) for l,mu in zip(lam,mus))
    dp=lambda x: sum(l*norm.pdf(x,mu,sig)*(-(x-mu)/sig**2) for l,mu in zip(lam,mus))
    S1=lambda x: -dp(x)/p(x)
    phi=lambda x: 1/(1+np.exp(-w*x))
    c=integrate.quad(lambda x: p(x)*phi(x)*S1(x),-30,30)[0]          # E[y S_1(x)]
    tau=1.0; D2=sum(l*(abs(mu)/sig+1)**2 for l,mu in zip(lam,mus))
    return p,S1,phi,c,tau,D2
for m0,w in [(0.0,0.0),(0.5,1.0),(0.5,3.0)]:
    p,S1,phi,c,tau,D2=setup(m0,w); s2=(tau**2*np.sqrt(D2))**2
    # Gq = y S1(x) - c ; P(Gq >= t) by integration (S1 increasing here)
    def p1(t):
        a=integrate.quad(lambda x: p(x)*phi(x)*(S1(x)-c>=t),-30,30,limit=200,points=[0])[0]
        b=(0-c>=t)*integrate.quad(lambda x: p(x)*(1-phi(x)),-30,30)[0]
        return a+b
    t,theta=1.0,4.0; q=p1(t)
    print(f"m0={m0} w={w}: E[yS1]={c:.4f} tau=1 D2={D2:.3f}; P(Gq>=1)={q:.4f}; theta=4,t=1:")
    for n in [10,100,1000,10000]:
        need=(n*np.log(q)+n*theta*t)/(theta**2*s2)     # from P(mean>=t) >= P(all Gq_i>=t) = q^n
        print(f"    n={n:>6}: C19 must be >= {need:.3f}")
    # with the factor n restored (C.255's form): sup_theta Lambda(theta)/(theta^2 s2) is finite
    def Lam(th):
        e1=integrate.quad(lambda x: p(x)*(phi(x)*np.exp(th*(S1(x)-c))+(1-phi(x))*np.exp(-th*c)),-30,30,limit=200)[0]
        return np.log(e1)
    ths=np.concatenate([np.linspace(-6,-0.05,25),np.linspace(0.05,6,25)])
    print(f"    restored n: sup over |theta|<=6 of Lambda(theta)/(theta^2 s2) = {max(Lam(th)/(th**2*s2) for th in ths):.3f} (finite: C19 exists)")
    # Lemma C.6.3 conclusion at the proof's t = s sqrt(d log n/n): Monte Carlo of |mean Gq| vs t
rng=np.random.default_rng(0)
for n in [100,1000,10000]:
    x=rng.normal(size=(2000,n)); y=rng.random((2000,n))<0.5
    g=np.abs((y*x).mean(1)); t=np.sqrt(np.log(n)/n)
    print(f"W*=0: n={n}: P(|mean Gq| > sqrt(log n/n)) = {(g>t).mean():.4f} (C.236 with constant 1; n^-1 = {1/n:.4f})")
