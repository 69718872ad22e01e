import time, sys
from thmcheck.checks.papers.thesis.r25_undecidedA import b64s_run
eps=float(sys.argv[1]); Ns=[int(x) for x in sys.argv[2].split(",")]
for N in Ns:
    inst=dict(seed=int(sys.argv[6]) if len(sys.argv)>6 else 0, flip=float(sys.argv[3]), gamma_d=float(sys.argv[4]), eps_S=float(sys.argv[5]), eps=eps, N=N)
    t=time.time(); r=b64s_run(inst); print(eps, N, round(time.time()-t,1), round(r["hinge"],4), r["T"], r["B"], round(r["eps_0 (1 - |V_d|/N)"],3), r["z_m"], flush=True)
