# Auditor B: thesis (C.269) L6569: P((1/n) sum Gr_i >= t) <= exp(-n theta t + C18 theta^2 (tau^6 sqrt(D6))^2), theta free.
# Model (4.1): x ~ GMM (L = 2 components N(-+m0, 1), lambda = 1/2), y ~ Bernoulli(phi(w x)), d = K = 1, U^ = 1, v = 1:
# B_i(x) = y S_3(x), S_3 = -p'''/p; Gr = y S_3(x) - E[y S_3(x)].
import numpy as np
from scipy import integrate
from scipy.stats import norm
def run(m0,w,t=1.0,theta=10.0):
    mus=[-m0,m0]
    p=lambda x: sum(.5*norm.pdf(x,mu,1) for mu in mus)
    # third derivative of N(mu,1) pdf: -He_3(x-mu) pdf  => S_3 = -p'''/p = sum .5 He3(x-mu) pdf / p
    He3=lambda u: u**3-3*u
    S3=lambda x: sum(.5*He3(x-mu)*norm.pdf(x,mu,1) for mu in mus)/p(x)
    phi=lambda x: 1/(1+np.exp(-w*x))
    c=integrate.quad(lambda x: p(x)*phi(x)*S3(x),-30,30,limit=200)[0]
    xs=np.linspace(-12,12,240001); dx=xs[1]-xs[0]
    dens=p(xs); ind=(S3(xs)-c>=t)
    p1=np.sum(dens*phi(xs)*ind)*dx + (0-c>=t)*np.sum(dens*(1-phi(xs)))*dx
    D6=sum(.5*(abs(mu)+1)**6 for mu in mus); s2=D6   # tau = 1
    print(f"m0={m0} w={w}: E[yS3]={c:+.4f} D6={D6:.3f} P(Gr>=1)={p1:.4f}; theta={theta}, t={t}:")
    for n in [10,100,1000,10000,100000]:
        print(f"    n={n:>6}: C18 >= {(n*np.log(p1)+n*theta*t)/(theta**2*s2):.3f}")
run(0.0,0.0); run(0.5,1.0)
