import time, sys
from thmcheck.checks.papers.thesis.r25_undecidedA import b64s_run
eps=float(sys.argv[1]); Ns=[int(x) for x in sys.argv[2].split(",")]
for N in Ns:
    inst=dict(seed=0, flip=0.2, gamma_d=0.4, eps_S=0.1, eps=eps, N=N)
    t=time.time(); r=b64s_run(inst); print(eps, N, round(time.time()-t,1), round(r["hinge"],4), r["T"], r["B"], round(r["eps_0 (1 - |V_d|/N)"],3), r["z_m"], flush=True)
