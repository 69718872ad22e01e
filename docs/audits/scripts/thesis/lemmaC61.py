# Audit Lemma C.6.1 (C.233): ||Q2 - Q2^|| <~ sqrt(d log n/n) delta1^2 tau^6 sqrt(D2 D4), non-symmetric mixture.
# d = K = 1, L = 2: 0.3 N(t, t^2) + 0.7 N(-0.5 t, t^2) (non-symmetric), y ~ Bern(phi(w x)), Q2 = E[y p''(x)/p(x)] (C.2).
# (C.234) at d = 1 reduces to |Q3 - Q3^| |alpha| with |alpha| = 1: see lemmaC62.py (same scale-free right side, sqrt(D2 D4) = sqrt(D6) there).
import numpy as np, mpmath as mp
mp.mp.dps=30
w=1.0
phi=lambda x: 1/(1+mp.e**(-x))
def comps(t): return [(0.3, t, t),(0.7,-0.5*t,t)]
def S2(x,t,lib=mp):
    num=0; den=0
    for lam,mu,sd in comps(t):
        h=(x-mu)/sd; g=lam*lib.exp(-h**2/2)/sd
        num=num+g*(h**2-1)/sd**2; den=den+g
    return num/den
def pdf(x,t): return sum(lam*mp.e**(-((x-mu)/sd)**2/2)/(sd*mp.sqrt(2*mp.pi)) for lam,mu,sd in comps(t))
# tau = 1; D_m = sum lam (|mu|/sigma + 1)^m
D=lambda mm: 0.3*(1+1)**mm+0.7*(0.5+1)**mm
n=1000; shape=np.sqrt(1*np.log(n)/n)*w**2*1.0*np.sqrt(D(2)*D(4))
print(f"shape at n={n}: {shape:.4f} (t-independent)")
rng=np.random.default_rng(2)
for t in [1.0,0.3,0.1,0.03]:
    t=mp.mpf(t); lim=[-15*t,-0.5*t,0,t,15*t]
    Q2=mp.quad(lambda x: phi(w*x)*S2(x,t)*pdf(x,t),lim)
    stein=mp.quad(lambda x:(lambda p:p*(1-p)*(1-2*p))(phi(w*x))*w**2*pdf(x,t),lim)
    V=mp.quad(lambda x: phi(w*x)*S2(x,t)**2*pdf(x,t),lim)-Q2**2
    tf=float(t); errs=[]
    for r in range(20):
        c=rng.random(n)<0.3; x=np.where(c,tf,-0.5*tf)+tf*rng.standard_normal(n)
        y=(rng.random(n)<1/(1+np.exp(-w*x))).astype(float)
        errs.append(abs(np.mean(y*S2(x,tf,np))-float(Q2)))
    med=np.median(errs)
    print(f"t={float(t)}: Q2={mp.nstr(Q2,6)} (Stein {mp.nstr(stein,6)}), sd(yS2)={mp.nstr(mp.sqrt(V),6)}, MC median err={med:.4g}, ratio={med/shape:.4g}, ratio*t^2={med/shape*tf**2:.4g}")
