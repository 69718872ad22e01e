"""Auditor A r27: chenli.display.lemma11.5-item3-rho-w-lower / -upper (seed 000 L3077-L3138).
Lemma 11.5: d, M in N, w in Z^d, ||w||_inf <= M; Item 3: ||v|| = Theta(M sqrt(d) log d). Proof: v = rho w (L3113),
'take eps = 1/poly(dM) so that rho = Theta(log dM) (thus verifying Item 3)' (L3137).
Part A: ||rho w|| / (M sqrt d log d) along the two families, rho = c0 log(8 d M) for several c0.
Part B: is rho >~ log(dM) really forced by the proof's perturbation step, and does the matrix M (146) stay
well-conditioned at constant rho (which would rescue the lemma's upper direction by another choice)? Own numpy."""
import math
import numpy as np

print("== Part A ==")
for c0 in (1 / 3, 1, 3, 10):
    lo = [(d, c0 * math.log(8 * d) * 1 / (1 * math.sqrt(d) * math.log(d))) for d in (2, 16, 256, 65536, 10**8, 10**16)]
    up = [(M, c0 * math.log(16 * M) * math.hypot(M, M) / (M * math.sqrt(2) * math.log(2))) for M in (1, 10**4, 10**8, 10**16, 10**24)]
    print(f"c0={c0:.3g}: lower (w=e_1, M=1): " + ", ".join(f"d={d}: {r:.3g}" for d, r in lo))
    print(f"          upper (d=2, w=(M,M)): " + ", ".join(f"M={M:.0e}: {r:.3g}" for M, r in up))
print("w = 0 (in Z^d, ||w||_inf = 0 <= M): v = rho w = 0 for every rho, ratio 0")

print("\n== Part B: d = 2, the (2dM+2)x(2dM+2) matrix of (146) ==")
phi = lambda z: z * np.tanh(z / 2)
def mats(d, M, rho):
    n = 2 * d * M + 2
    idx = np.arange(-d * M, d * M + 2)
    ells = np.arange(-d * M, d * M + 1)
    Mm = np.vstack([phi(rho * (idx[None, :] - ells[:, None])), np.ones(n)])
    Mh = np.vstack([rho * np.abs(idx[None, :] - ells[:, None]), np.ones(n)])
    return Mm, Mh
for (d, M) in [(2, 5), (2, 25), (2, 100), (2, 250)]:
    for rho in (0.5, 1.0, 3.0, 3 * math.log(d * M)):
        Mm, Mh = mats(d, M, rho)
        s_m = np.linalg.svd(Mm, compute_uv=False)[-1]; s_h = np.linalg.svd(Mh, compute_uv=False)[-1]
        err = np.linalg.norm(Mm - Mh, 2)
        Minv = np.linalg.inv(Mm)
        worst_mu = 0.5 * np.abs(Minv[:, :-1]).sum(1).max()      # max over h in {+-1/2}^{2dM+1} of ||mu||_inf
        print(f"d={d} M={M} n={2*d*M+2} rho={rho:.2f}: sigma_min(M^)={s_h:.3e} (rho/dM={rho/(d*M):.3e}), ||M - M^||_op={err:.3e}, "
              f"sigma_min(M)={s_m:.3e}, worst ||mu||_inf={worst_mu:.3e} (/dM = {worst_mu/(d*M):.3f}), ||v||/(M sqrt d log d) for w=(M,M): {rho*math.sqrt(2)*M/(M*math.sqrt(2)*math.log(2)):.3f}")
