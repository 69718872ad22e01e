import math, sys
exec(open("/tmp/a37_scale.py").read().split("base = dict")[0])
jobs = [(19, 4.6, 1280, 40, 2560, 128)] + [(s, 4.0, 320, 40, 1280, 64) for s in (0, 1, 2, 3)]
for seed, k, N, L, m, B in jobs:
    r, s, t, dl, hl = run(seed=seed, c0=0.002, sigma0=k*0.002, kq=0.1, eta=1.0, T=100, N=N, L=L, m=m, B=B)
    print(f"seed={seed} N={N} L={L} m={m} (M^2logN={25*math.log(N):.0f}) B={B} k={k}: ratio={r:.3f} sigma={s:.4g} tau={t:.4g} tau<=min(sigma,delta):{t<=min(s,dl)} delta={dl:.3f} hinge={hl:.3g}", flush=True)
