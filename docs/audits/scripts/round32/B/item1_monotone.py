# Side check: in case (a) (group L shrinks, group 1 fixed, tau absorbed), is F0(s) increasing as s->0 (Corollary (i)
# direction, Table 4.1 "O(1)-Theta(||Sigma_l||^3)") or decreasing?  Compare F0(s)-F0(0) with s, s^2, s^6.
import numpy as np, sys
sys.path.insert(0,'/work/coord/r34/audit/scripts_B')
from item1_first_line import F
for title,mus in [("mu_L=(1,1)",[np.array([1.,1.]),np.array([1.,1.])]),("mu_L=0",[np.array([1.,1.]),np.zeros(2)])]:
    f00 = F(mus,[1.0,1e-6])[0]
    print(title, " F0(s->0) ~", f"{f00:.8f}")
    for s in [0.2,0.1,0.05,0.02,0.01]:
        d = F(mus,[1.0,s])[0]-f00
        print(f"   s={s:5.2f}  F0(s)-F0(0)={d:+.5e}   /s={d/s:+.4e}   /s^2={d/s**2:+.4e}")
