"""Auditor C r30: N = d + 2 runs for factrecall Corollary 2 (output cor2_path.out); reuses cor2_anyW.py's LP."""
import numpy as np, time
exec(open('cor2_anyW.py').read().split('print("d, N, M, draws')[0])
t0=time.time()
print("premise with more room: N = d + 2 (the generic limit of capacity as M -> inf is N <= d + 1)")
for d, N in [(12, 14), (16, 18)]:
    for M in [10**3, 10**4, 10**5]:
        draws=8; ok=0
        for _ in range(draws):
            E=sphere(N,d); U=sphere(M,d); f,t,it=exists_W(E,U,N); ok+=f
        print(f"d={d} N={N} M={M}: exists {ok}/{draws}; d^2/(N ln^2 N)={d*d/(N*np.log(N)**2):.2f} [{time.time()-t0:.0f}s]", flush=True)
