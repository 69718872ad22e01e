# Auditor B: thesis (F.140) L10000-L10002: (K-1) e^{-s4} + e^{s5} > K when M >= Omega(K^4/alpha), t >= Omega(K^3 log K/(eta alpha^2)),
# s4, s5 at their lower bounds (F.138)/(F.139) (s4 at its lower bound is the FAVOURABLE case for the lhs), p_n(b) >= alpha/2 (L9968).
import mpmath as mp
mp.mp.dps=50
def lhs(K,alpha,eta,cM,ct,p):
    M=mp.ceil(cM*K**4/alpha); t=mp.ceil(ct*K**3*mp.log(K)/(eta*alpha**2))
    s4=(t+1)*(eta/M)*(4+2*K*(1-p)*(1+alpha**2/K**2))*p*(1-p)
    s5=(t+1)*(1-p)**2*2*eta*alpha**2/K**3
    return (K-1)*mp.e**(-s4)+mp.e**s5, M, t
for K in [2,3,8]:
  for cM,ct in [(1,1),(100,100),(1e4,1e4)]:
    for p in [mp.mpf('0.5'),mp.mpf('0.9'),mp.mpf('0.99'),mp.mpf('0.999999')]:
        if p<mp.mpf(1)/4: continue
        L,M,t=lhs(K,mp.mpf('0.5'),mp.mpf('0.5'),cM,ct,p)
        print(f"K={K} cM={cM} ct={ct} M={int(M)} t={int(t)} p={mp.nstr(p,7)}: lhs-K = {mp.nstr(L-K,6)}")
# reading '1-p_n(b) >= c_p' with t's constant 1/c_p^2: s5 >= 2 ln K, e^{s5} >= K^2 > K
for K in [2,3,8]:
    for cp in [mp.mpf('0.5'),mp.mpf('0.1'),mp.mpf('0.01')]:
        p=1-cp; L,M,t=lhs(K,mp.mpf('0.5'),mp.mpf('0.5'),1,1/cp**2,p)
        print(f"reading 1-p >= {cp}: K={K}: lhs-K = {mp.nstr(L-K,6)}")
