# Audit Lemma C.6.2 (C.235): ||R3^ - R3|| <~ delta_1(W*)^2 tau^6 sqrt(D6) sqrt(log n/n).
# Instance inside ch.4 hypotheses: d = K = 1 (U = U^ = 1), L = 2 symmetric mixture (C.4): 1/2 N(m t, s^2 t^2) + 1/2 N(-m t, s^2 t^2),
# y ~ Bernoulli(H), H = phi(w x) (4.1), phi sigmoid; Q3 = E[y (-1)^3 p'''(x)/p(x)] (C.2). tau = 1, D6 = (m/s+1)^6: both scale-free.
import numpy as np, mpmath as mp
mp.mp.dps=30
m,s,w=1.0,1.0,1.0
phi=lambda x: 1/(1+mp.e**(-x))
def comps(t): return [(0.5, m*t, s*t),(0.5,-m*t,s*t)]
def S3(x,t):  # (-1)^3 p'''/p for the mixture
    num=0; den=0
    for lam,mu,sd in comps(t):
        h=(x-mu)/sd; g=lam*mp.e**(-h**2/2)/sd
        num+= g*(h**3-3*h)/sd**3; den+=g
    return num/den
def pdf(x,t): return sum(lam*mp.e**(-((x-mu)/sd)**2/2)/(sd*mp.sqrt(2*mp.pi)) for lam,mu,sd in comps(t))
def moments(t):
    lim=[-12*t*(m+s),-m*t,0,m*t,12*t*(m+s)]
    Q3=mp.quad(lambda x: phi(w*x)*S3(x,t)*pdf(x,t),lim)
    E2=mp.quad(lambda x: phi(w*x)*S3(x,t)**2*pdf(x,t),lim)   # E[y^2 S3^2], y in {0,1}
    stein=mp.quad(lambda x: (lambda p: p*(1-p)*(1-6*p+6*p**2))(phi(w*x))*w**3*pdf(x,t),lim)  # E[phi'''(wx)] w^3
    return Q3,E2-Q3**2,stein
D6=(m/s+1)**6; tau=1.0; delta1=abs(w)
rng=np.random.default_rng(1)
n=1000
shape=delta1**2*tau**6*np.sqrt(D6)*np.sqrt(np.log(n)/n)
print(f"shape delta1^2 tau^6 sqrt(D6) sqrt(log n/n) at n={n}: {shape:.4f} (independent of t)")
for t in [1.0,0.3,0.1,0.03]:
    Q3,V,st=moments(mp.mpf(t))
    sd=float(mp.sqrt(V/n))
    # Monte Carlo of |R3^ - R3| (20 reps)
    errs=[]
    for r in range(20):
        comp=rng.integers(0,2,n); x=np.where(comp==0,m*t,-m*t)+s*t*rng.standard_normal(n)
        H=1/(1+np.exp(-w*x)); y=(rng.random(n)<H).astype(float)
        g=[]; 
        num=np.zeros(n); den=np.zeros(n)
        for lam,mu,sdv in comps(t):
            h=(x-mu)/sdv; gg=lam*np.exp(-h**2/2)/sdv; num+=gg*(h**3-3*h)/sdv**3; den+=gg
        errs.append(abs(np.mean(y*num/den)-float(Q3)))
    med=np.median(errs)
    print(f"t={t}: R3={mp.nstr(Q3,6)} (Stein {mp.nstr(st,6)}), sd(yS3)={mp.nstr(mp.sqrt(V),6)}, sqrt(Var/n)={sd:.4g}, MC median|R3^-R3|={med:.4g}, ratio to shape={med/shape:.4g}, ratio*t^3={med/shape*t**3:.4g}")
