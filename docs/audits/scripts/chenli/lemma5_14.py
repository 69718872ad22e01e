# Audit chenli.lemma5.14 (seed 000 L1022-L1052; Def 5.10 L761; Assumptions 3-5 L445-L460). Own construction check + exact binomial tails.
import numpy as np, math, itertools
from scipy.linalg import hadamard
from scipy.stats import norm
def build(d1, r):
    H = hadamard(d1).astype(float)/math.sqrt(d1)       # orthonormal flat columns; column 0 is the all-ones direction
    U = H[:, 1:1+r]; V = H[:, 1+r:1+2*r]               # orthogonal to 1, U ⟂ V -> Tr(G) = 0
    G = U @ V.T/math.sqrt(r)
    d = d1 + 2; Th = np.zeros((d, d)); Th[:d1, :d1] = G; Th[:d1, d1] = 1.0/d1   # column at coordinate d1+1 (0-based d1)
    return Th
d1, r = 64, 4
Th = build(d1, r); d = d1 + 2
F = np.linalg.norm(Th); op = np.linalg.norm(Th, 2)
colmax = max(np.linalg.norm(Th[:, j]) for j in range(d)); rowmax = max(np.linalg.norm(Th[j, :]) for j in range(d))
v = max(colmax, rowmax)*math.sqrt(d)/F
print(f"explicit d1={d1}, r={r}: ||Th||_F^2={F**2:.6f} (1+1/d1={1+1/d1:.6f}), r_Theta=||F||^2/||op||^2={F**2/op**2:.4f} (r(1+1/d1)={r*(1+1/d1):.4f}), v={v:.4f}, Tr={np.trace(Th):.2e}")
# coupling of Def 5.10 with d2 = d3 = 1, mu = nu = -1, mu' = nu' = +1: x = (y, -1, -1), x' = (y, +1, +1) deterministically
rng = np.random.default_rng(0); worst = 0
for _ in range(2000):
    y = rng.choice([-1., 1.], d1); x = np.concatenate([y, [-1., -1.]]); xp = np.concatenate([y, [1., 1.]])
    diff = x @ Th @ x - xp @ Th @ xp
    worst = max(worst, abs(diff - (-(2/d1)*y.sum())))
print("max |diff - (-(2/d1) <1,y>)| over 2000 draws:", worst)
# P at the printed threshold c * v (d2+d3)^{3/2}/sqrt(d) * ||Th||_F, v and ||Th||_F from the construction (closed forms for large d1)
def P_printed(d1, c):
    d = d1 + 2; F = math.sqrt(1 + 1/d1); v = (1/math.sqrt(d1))*math.sqrt(d)/F   # max col/row norm = 1/sqrt(d1)
    thr = c*v*2**1.5/math.sqrt(d)*F                                          # threshold on |diff| = (2/d1)|S|, S = <1,y>
    # |S| > thr*d1/2, S = 2K - d1, K ~ Bin(d1, 1/2): exact tail via log-space sum
    lim = thr*d1/2
    logs = [math.lgamma(d1+1) - math.lgamma(K+1) - math.lgamma(d1-K+1) - d1*math.log(2) for K in range(d1+1) if abs(2*K - d1) > lim]
    m = max(logs); return math.exp(m)*sum(math.exp(l - m) for l in logs)
for c in (1.0, 0.5, 2.0):
    print(f"c={c}: P at d1=2^12, 2^16, 2^20:", [round(P_printed(2**j, c), 5) for j in (12, 16, 20)], f" limit 2*Phibar(sqrt2 c)={2*norm.sf(math.sqrt(2)*c):.5f}")
# along r -> inf with d1 >= (K r)^4 (K = 2): P * sqrt(r_Theta)
for r in (1, 4, 16, 64, 256):
    d1 = 2**max(12, math.ceil(4*math.log2(2*r))); P = P_printed(min(d1, 2**22), 1.0)
    print(f"r={r}, d1=2^{int(math.log2(d1))}: P={P:.5f}, P*sqrt(r_Theta)={P*math.sqrt(r*(1+1/d1)):.4f}")
# the proof's threshold (L1050-L1052): 2||Th||_F (t + s sqrt(d2+d3)) v (d2+d3)/sqrt(d), s = t = r^{1/4}: Chebyshev-level check
for r in (16, 256, 4096):
    d1 = 2**20; d = d1 + 2; F = math.sqrt(1 + 1/d1); v = (1/math.sqrt(d1))*math.sqrt(d)/F
    thr = 2*F*(r**0.25)*(1 + math.sqrt(2))*v*2/math.sqrt(d)
    z = thr*d1/2/math.sqrt(d1)
    print(f"proof threshold, r={r}: P ~ 2 Phibar({z:.3f}) = {2*norm.sf(z):.3e} vs 1/sqrt(r) = {1/math.sqrt(r):.3e}")
