# Auditor A r26: chenli.display.lemma5.11-coupling-second-link-sec4 (seed 000 L779-L785 Lemma 5.11; L860-L876 proof, second bullet). Own code.
import numpy as np, mpmath as mp
from scipy.linalg import hadamard
def build(N, d3=4, alpha2=0.25):
    d = 2*N + d3; Th = np.zeros((d, d))
    H = hadamard(N).astype(float); H[:, 0] = 0                        # all-ones column zeroed
    Th[:N, N:2*N] = H; s = np.array([1, 1, -1, -1] * (d3//4), float)
    Th[:N, 2*N:] = np.sqrt(alpha2)*np.outer(np.ones(N), s)
    return Th, s, d
N = 64; Th, s, d = build(N)
x = np.concatenate([np.ones(N), np.tile([1, -1], N//2), np.array([1, -1, 1, -1])])   # x_[1] all ones; x_[2], x_[3] balanced (mu = nu = 0)
w = Th.T @ x; P2 = w[N:2*N]; P3 = w[2*N:]
F2 = np.sum(Th**2); sv = np.linalg.svd(Th, compute_uv=False)
dmu, dnu = 0.0, 2.0                                                  # mu' = mu'' = 0; nu' = -1, nu'' = 1
off = lambda u: u.sum()**2 - np.sum(u**2)
left = dmu/2*np.sum(P2**2) + dnu/2*np.sum(P3**2) + (dmu/2)**2*abs(off(P2)) + (dnu/2)**2*abs(off(P3)) + 2*(dmu/2)*(dnu/2)*abs(P2.sum()*P3.sum())
c = 1.0
right = c/np.sqrt(N)*F2 + c**2/N*P2.sum()**2 + P3.sum()**2 + 2*c/np.sqrt(4)*np.linalg.norm(w)*abs(P3.sum())
print(f"N = 64 explicit: ||Theta||_F^2 = {F2:.0f} (N^2 = {N*N}), singular values min/max = {sv[sv>1e-9].min():.4f}/{sv.max():.4f} (sqrt N = {np.sqrt(N):.4f}), "
      f"rank {np.sum(sv>1e-9)}, trace {np.trace(Th):.0f}")
print(f"  event: ||w||^2 = {np.sum(w**2):.0f} <= 2||Theta||_F^2 = {2*F2:.0f}; <w,1_[2]> = {P2.sum():.0f}, <w,1_[3]> = {P3.sum():.0f}")
print(f"  left = {left:.0f} (2N^2 = {2*N*N}), right = {right:.1f} (N^1.5 = {N**1.5:.1f}), ratio = {left/right:.3f} (2 sqrt N = {2*np.sqrt(N):.3f})")
cols = np.linalg.norm(Th, axis=0); rows = np.linalg.norm(Th, axis=1)
print(f"  Assumption 4: max column / (||Theta||_F/sqrt d) = {cols.max()/(np.sqrt(F2)/np.sqrt(d)):.3f}, max row ratio = {rows.max()/(np.sqrt(F2)/np.sqrt(d)):.3f}  (v = 2 covers both)")
# closed form along N = 2^j with r_Theta at (8)'s upper end (so (8)'s lower side holds eventually), m = 1, lambda = 1/2
mp.mp.dps = 30
for j in (21, 100, 300, 1000, 3000):
    Nm = mp.mpf(2)**j; dm = 2*Nm + 4; logd = mp.log(dm)
    r = dm**mp.mpf(0.25)/10; lam = mp.mpf('0.5'); kappa = lam**mp.mpf(6.5)/logd**2
    ok8 = 10*mp.log(logd) - mp.log(kappa*lam) + mp.log(10) <= mp.log(r)
    assert 1 <= 1 <= mp.sqrt(min(r, Nm, 4))/2 and Nm >= r                          # c range; stable rank N >= r
    v = 2; assert 10*v <= mp.sqrt(dm)/r**2 or r**2 >= 0                          # v << sqrt(d)/r^2 = 100 (margin 50)
    assert v*Nm/mp.sqrt(dm) >= mp.sqrt(Nm)                                      # columns sqrt N <= v ||Theta||_F/sqrt d
    ratio = 2*Nm**2/(Nm**2/mp.sqrt(Nm))
    print(f"  N = 2^{j}: r_Theta = d^(1/4)/10 = {mp.nstr(r,4)}, (8) lower side (exponent 10, margin 10) met: {ok8}, sqrt(d)/r^2 = {mp.nstr(mp.sqrt(dm)/r**2,4)}, ratio = 2 sqrt N = {mp.nstr(ratio,4)}")
# the quantity the chain bounds, E[<w, y - y'>^2] given x, on this x: nu'' - nu' = 2 flips all of S_[3] -> <w, 2 1_[3]>^2 = 0;
# with nu' = -1, nu'' = 0 (two of the four flipped): E = (1/3) 16 alpha^2 N^2 = 4N^2/3
print(f"  E[<w,y-y'>^2 | x] at nu'' - nu' = 2: {(2*P3.sum())**2:.0f}; at nu'' - nu' = 1 (random 2 of 4 flipped): "
      f"{np.mean([(2*(P3[a]+P3[b]))**2 for a in range(4) for b in range(a+1, 4)]):.1f} (4N^2/3 = {4*N*N/3:.1f})")
