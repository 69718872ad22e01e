import math, sys
sys.path.insert(0, "/tmp")
exec(open("/tmp/a37_scale.py").read().split("base = dict")[0])
for seed in (19, 3, 7):
  for N, L, m, B in [(1280, 40, 2560, 128)]:
    for k in (3.2, 4.0):
        r, s, t, dl, hl = run(seed=seed, c0=0.002, sigma0=k*0.002, kq=0.1, eta=1.0, T=100, N=N, L=L, m=m, B=B)
        print(f"seed={seed} N={N} L={L} m={m} (M^2logN={25*math.log(N):.0f}) B={B} k={k}: ratio={r:.3f} sigma={s:.4g} tau={t:.4g} tau<=sigma:{t<=s} delta={dl:.3f} hinge={hl:.3g}", flush=True)
