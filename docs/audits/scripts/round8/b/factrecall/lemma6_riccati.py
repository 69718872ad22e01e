# Auditor B: factrecall proof of Lemma 6, L1203-L1210 (and L1214): printed Lemma-7 bound with 4 p(r)^2
import numpy as np
from scipy.integrate import solve_ivp
A=2                                    # |A|
pstar=np.array([1.0,0.0]); p0=np.ones(A)/A
g=np.linalg.norm(pstar-p0)             # max possible for |A|=2: sqrt(1-1/|A|)=0.7071 (the entry's sqrt 2 is not attainable)
eps2=g/(50*(A+1))                      # L1147 with equality (one relation)
u0=eps2/2                              # ||u_0||^2 = alpha^2(|A|+1) (balanced init: W_OV . (p*-p0) = 0), alpha^2 = eps2/6
alpha2=u0/(A+1); Talpha=0.0            # alpha_sm^2 T -> 0 satisfies L1146 (log(eps^2/(alpha^2(|A|+1))) = log 2 > 0)
for pr in [1.0,0.5,1e-3]:
    gam=2*pr*(g+2*Talpha)
    tmax=np.log(gam/(4*pr*u0)+1)/gam   # L1209 window
    ts=np.linspace(0,0.99*tmax,2000)
    printed=gam*u0*np.exp(gam*ts)/(gam+4*pr**2*(1-np.exp(gam*ts)))
    lemma7=gam*u0*np.exp(gam*ts)/(gam+4*pr*u0*(1-np.exp(gam*ts)))
    sol=solve_ivp(lambda t,z: gam*z+4*pr*z*z,[0,ts[-1]],[u0],t_eval=ts,rtol=1e-11,atol=1e-14)
    z=sol.y[0]
    neg=ts[printed<0]
    bad=(z>printed*(1+1e-9))|(printed<0)
    print(f"p(r)={pr}: gamma={gam:.4f} window t<{tmax:.4f}; printed bound negative for t in "
          f"[{neg.min() if len(neg) else float('nan'):.4f}, ..] ({len(neg)}/2000 grid pts); z<=Lemma7 form: {np.all(z<=lemma7*(1+1e-7))}; "
          f"z violates printed at {bad.sum()} pts; at t=0.99 window: z={z[-1]:.4g} printed={printed[-1]:.4g} lemma7={lemma7[-1]:.4g}")
    if pr==1.0:
        # any real trajectory has ||u||^2 >= W_KQ(r)^2 >= alpha^2 > 0 (invariant W_KQ^2 - sum W_OV^2 = alpha^2, L1046)
        print(f"   alpha^2={alpha2:.4g} > 0 > printed bound {printed[-1]:.4g}: L1210 fails on every actual trajectory")
