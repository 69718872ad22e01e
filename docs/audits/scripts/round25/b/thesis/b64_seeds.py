import sys
sys.argv = sys.argv[:1]
from b64_fixedT import run
for seed in (1, 2):
    for T, N, eps in ((12, 19200, 0.3), (12, 48000, 0.1), (40, 19200, 0.3), (139, 48000, 0.3)):
        r = run(N, 0.45, T, seed=seed, eps=eps)
        print('seed=%d eps=%.2f T=%d N=%d B=%d |V_d|/N=%.3f eps_S=%.3f V_d hinge=%.3f' % (seed, eps, T, N, r['B'], r['Vd_frac'], r['epsS'], r['hinge_Vd']), flush=True)
