"""L_s hidden-constant check: instance mu1=(1,1), mu2=0, s2=1, W*=I, K=2, L_s2 = theta2*rho_2.
For theta2 = 1e-3, q (tau treated constant) falls on [1e-3,0.5] as s->0, but must rise again as s->0
below a crossover s* ~ 2 a |mu1| /(A0 C_s); evaluate q at smaller s to locate it."""
import numpy as np
from cor441_i import quantities
W = np.eye(2); mus = [np.array([1., 1.]), np.zeros(2)]; lams = [.5, .5]
for th2 in (1.0, 1e-3, 1e-6):
    ss = [1e-1, 1e-2, 1e-3, 1e-4, 1e-5, 1e-6, 1e-7, 1e-8]
    qs = [quantities(W, mus, lams, [s, 1.0], Lfac=[1.0, th2])["q_tau1"] for s in ss]
    i = int(np.argmin(qs))
    print(f"theta2={th2:g}: q_tau1 at s={ss}:\n   " + " ".join(f"{q:.6e}" for q in qs) + f"\n   min at s={ss[i]:g} (q rises again as s->0 below it)")
