# Auditor B: thesis (D.126)/(D.127) L7780-L7782 from L' <= (1+gamma)OPT + eps0 (L7768), R = lambda_w ||sqrt(lam_T) W||_{2,4}^4
# + lambda_v ||sqrt(lam_T) V||_F^2 ((5.11) L1495), lambda_w = 2/tau_w'^4, lambda_v = 2/tau_v'^2 (Table D.2 L6774-L6775).
from fractions import Fraction as Fr
g,e,OPT=Fr(1,4),Fr(1,100),Fr(1)
for lamT in [Fr(1),Fr(1,2),Fr(1,100)]:
    budget=(1+g)*OPT+e
    # literal premise (loss >= 0): ||W||^4 <= budget tau^4/(2 lamT^2); ratio^4 to (eps0^{1/4} tau)^4:
    rW=budget/(2*lamT**2)/e; rV=budget/(2*lamT)/e
    # regulariser-budget reading (L7564 applied to W_T,V_T): ||W||^4 <= eps0 tau^4/(2 lamT^2)
    rW2=Fr(1)/(2*lamT**2); rV2=Fr(1)/(2*lamT)
    # effective-weights reading: ||sqrt(lamT) W_T|| with budget eps0
    print(f"lambda_T={lamT}: literal: ||W||/(eps0^1/4 tau') <= {float(rW)**0.25:.3f}, ||V||/(eps0^1/2 tau') <= {float(rV)**0.5:.3f} (attainable); "
          f"budget eps0: {float(rW2)**0.25:.3f}, {float(rV2)**0.5:.3f}; budget eps0 + effective weights sqrt(lambda_T)W_T: {float(Fr(1,2))**0.25:.3f}, {float(Fr(1,2))**0.5:.3f} (<= 1)")
