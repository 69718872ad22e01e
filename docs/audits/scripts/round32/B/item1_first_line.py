# First line of (C.102) (thesis L5768-5771), constants d log n/n, xi, eta, kappa dropped (W*=I_K: eta=kappa=delta=1):
#  F = K^{5/2} sqrt(sum_l lam_l (||mu_l||+s_l)^2) / sum_l lam_l s_l^2 rho_l / tau^K      (||Sigma_l^-1||^-1 = s_l^2)
#  tau = sigma_max/sigma_min = max s_l / min s_l (L1117).  We report F with tau^K literal and F0 = F/tau^K (tau absorbed
#  in poly(tau) of the 2nd line, as the 2nd line also carries poly(.., tau, ..)).
# Second line as printed: G = (1 - ||Sigma_L||^3) = 1 - s^6 ; reading: R = ||Sigma_L||^-3 = s^-6.
import numpy as np, sys
sys.path.insert(0,'/work/coord/r34/audit/scripts_B')
from rho import rho
K=2; lam=np.array([0.5,0.5])
ss=[1,0.5,0.2,0.1,0.05,0.02,0.01,0.005,0.002,0.001]
def F(mus, sl):
    num = np.sqrt(sum(l*(np.linalg.norm(m)+s)**2 for l,m,s in zip(lam,mus,sl)))
    den = sum(l*s*s*rho(m/s,s) for l,m,s in zip(lam,mus,sl))
    tau = max(sl)/min(sl)
    return K**2.5*num/den, K**2.5*num/den*tau**K
configs = [
 ("(a) L=2, group1 fixed mu1=(1,1),s1=1; group L: mu_L=(1,1)", [np.array([1.,1.]),np.array([1.,1.])], 'a'),
 ("(a) L=2, group1 fixed mu1=(1,1),s1=1; group L: mu_L=0",     [np.array([1.,1.]),np.zeros(2)], 'a'),
 ("(a) L=2, group1 fixed mu1=0,s1=1;     group L: mu_L=0",     [np.zeros(2),np.zeros(2)], 'a'),
 ("(b) all groups s_l=s->0, mu=(1,1),(-1,-1)",                 [np.array([1.,1.]),np.array([-1.,-1.])], 'b'),
 ("(b) all groups s_l=s->0, mu=(1,1),0",                       [np.array([1.,1.]),np.zeros(2)], 'b'),
 ("(b) all groups s_l=s->0, mu=0,0",                           [np.zeros(2),np.zeros(2)], 'b'),
]
for title,mus,mode in configs:
    print(title)
    print("      s      F0(tau absorbed)  slope   F0/(1-s^6)   F0*s^6      F(tau^K literal)  slope")
    prev=None
    for s in ss:
        sl = [1.0, s] if mode=='a' else [s, s]
        f0,ft = F(mus, sl)
        if prev is None: a=b=float('nan')
        else:
            a=np.log(f0/prev[1])/np.log(s/prev[0]); b=np.log(ft/prev[2])/np.log(s/prev[0])
        G = 1-s**6
        gs = f"{f0/G:11.4e}" if G>0 else "   (G=0)   "
        print(f"  {s:8.3g}  {f0:14.6e}  {a:6.2f}  {gs}  {f0*s**6:10.3e}   {ft:14.6e}  {b:6.2f}")
        prev=(s,f0,ft)
    print()
