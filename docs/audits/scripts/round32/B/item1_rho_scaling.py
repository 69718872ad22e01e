# rho_l = rho(W*^T mu/(delta_K s), delta_K s) for component N(mu, s^2 I); W* = I_K (delta_K=1)
import numpy as np, sys
sys.path.insert(0, '/work/coord/r34/audit/scripts_B')
from rho import rho, rho_quad, rho_mc
K=2
cases = {'mu=(1,1)':np.array([1.,1.]), 'mu=(0.5,2)':np.array([0.5,2.]), 'mu=(1,0)':np.array([1.,0.]), 'mu=0':np.zeros(2)}
ss = [1,0.5,0.2,0.1,0.05,0.02,0.01,0.005,0.002,0.001]
print("cross-check GH vs quad vs MC at s=0.1 and 0.3")
for name,mu in cases.items():
    for s in (0.3,0.1):
        print(f"  {name:10s} s={s}: GH={rho(mu/s,s):.6e} quad={rho_quad(mu/s,s):.6e} MC={rho_mc(mu/s,s,n=400000):.4e}")
print()
print("s, then for each case rho_l and local slope dlog(rho)/dlog(s); also s^2*rho (=||Sigma^-1||^-1 rho_l)")
res={}
for name,mu in cases.items():
    res[name]=np.array([rho(mu/s,s) for s in ss])
hdr="   s     "+"".join(f"{n:>24s}" for n in cases)
print(hdr)
for k,s in enumerate(ss):
    row=f"{s:8.3g} "
    for n in cases:
        r=res[n]; sl = np.log(r[k]/r[k-1])/np.log(ss[k]/ss[k-1]) if k>0 else np.nan
        row+=f"  {r[k]:11.4e} (sl {sl:5.2f})"
    print(row)
print()
print("rho/s^4 for mu=0 (paper Property 4.1: ->1/128=%.6f):"%(1/128), [f"{res['mu=0'][k]/s**4:.6f}" for k,s in enumerate(ss)])
import math
phi2=lambda x: (lambda p: p*(1-p)*(1-2*p))(1/(1+math.exp(-x)))
print("mu=(1,1): predicted limit min(phi''(1)^2*1)=", phi2(1)**2, " observed at s=1e-3:", res['mu=(1,1)'][-1])
