# Auditor B: thesis (B.96)-(B.99) L4305-L4323, batch form: int exp(-c u^2) du with c = (1/(aB)) sum_n eta(1-2eps0)/(4B) sum_n (m/a) p_n
# is sqrt(pi/c) = Theta(eta^{-1/2}), not Theta(eta^{-1}); so C_0 = xi - Theta(eta^{-1} ...) x sqrt(pi/c)-term rate is eta^{-1/2}.
import numpy as np
from scipy import integrate
rng=np.random.default_rng(0)
B=8; m=16; a=np.sqrt(m); eps0=0.1; p=rng.uniform(0.2,1,B)
for eta in [1e-2,1e-4,1e-6,1e-8]:
    c=(1/(a*B))*B*(eta*(1-2*eps0)/(4*B))*np.sum(m/a*p)
    I=integrate.quad(lambda u: np.exp(-c*u*u),-np.inf,np.inf)[0]
    print(f"eta={eta:.0e}: c={c:.3e} integral={I:.4e} sqrt(pi/c)={np.sqrt(np.pi/c):.4e} printed sqrt(2pi)/c={np.sqrt(2*np.pi)/c:.4e} "
          f"integral*eta^0.5={I*eta**0.5:.4f} integral*eta={I*eta:.2e}")
