# Auditor B: factrecall proof of Lemma 6, L1265-L1267: (u1u2)(tau) >= ((1/2)g^- a^2 - 4 p a^4) tau >= (1/4) g^- a^2 tau,
# g^- = 2p(||p*-p0|| - 4 T alpha_sm^2); hypotheses L1146-L1147.
import numpy as np
A=2; pstar=np.array([1.0,0.0]); p0=np.ones(A)/A; g=np.linalg.norm(pstar-p0)   # 0.7071 (max for |A|=2)
pr=1.0
for ratio in [1.01,1.02,1.0275,1.03,1.1,np.e]:         # eps^2 / (alpha^2(|A|+1))
    eps2=g/(50*(A+1))                                  # L1147 at equality
    a2=eps2/(ratio*(A+1))
    Ta=g/(150*np.log(ratio))                           # L1146 at equality (largest allowed T alpha_sm^2)
    gm=2*pr*(g-4*Ta)
    mid=0.5*gm*a2-4*pr*a2**2; right=0.25*gm*a2
    print(f"eps^2/(alpha^2(|A|+1))={ratio:.4f}: T alpha_sm^2={Ta:.4f} gamma^-={gm:+.4f} middle={mid:+.3e} right={right:+.3e} "
          f"second >= holds: {mid>=right}; needs gamma^- >= 16 p alpha^2 = {16*pr*a2:.3e}; tau=1/gamma^-={1/gm:+.3f}")
# threshold: second '>=' holds at the extreme T alpha_sm^2 iff log(ratio) >= ...
from scipy.optimize import brentq
f=lambda lr: 2*pr*(g-4*g/(150*lr)) - 16*pr*(g/(50*(A+1)))/(np.exp(lr)*(A+1))
print("second '>=' holds for all admissible T alpha_sm^2 iff log(eps^2/(alpha^2(|A|+1))) >=", brentq(f,1e-4,10), "(4/150 =",4/150,")")
