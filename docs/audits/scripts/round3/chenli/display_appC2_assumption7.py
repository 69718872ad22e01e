"""Independent audit of chenli.display.appC.2-assumption7 (seed 000, L3856-L3866, Assumption 7 L465-L467,
Theorem B.4 L3732-L3752, use at L1851).

Part 1: the printed characteristic-function identity
    E_y exp(i <lam, V y>) = prod_i prod_{j in T} cos(lam_i <x, (Theta_i)_{:,j}>)
is checked against brute-force enumeration over y in {+-1}^T (no formula used for the truth).

Part 2: does Assumption 7 (per-head product) imply a small characteristic function in the
setting of Theorem B.4 (rows of V nearly orthogonal, (162))?  Construction: Theta_1 = G (Gaussian),
Theta_1 = pi*N1 + G, Theta_2 = pi*N2 - G (N1, N2 integer matrices, comparable norms).  For EVERY x and T,
lam* = (1,1) gives lam*^T V = pi * x^T (N1+N2) (integers * pi) so |phi(lam*)| = 1 exactly, while the
per-head product at lam* is prod_j cos(u_j)^2 (u = x^T G), exponentially small.  Rows near-orthogonal.
Assumption 7 for other lam is probed by random search + local maximisation (evidence only).
"""
import itertools

import mpmath as mp
import numpy as np
from scipy.optimize import minimize

mp.mp.dps = 40

# ---------- Part 1: enumeration ----------
def charfun_enum(A, lam):
    m, t = A.shape
    tot = mp.mpc(0)
    for y in itertools.product([-1, 1], repeat=t):
        s = sum(mp.mpf(lam[i]) * sum(mp.mpf(A[i, j]) * y[j] for j in range(t)) for i in range(m))
        tot += mp.exp(1j * s)
    return tot / 2**t

def printed(A, lam):
    m, t = A.shape
    p = mp.mpf(1)
    for i in range(m):
        for j in range(t):
            p *= mp.cos(mp.mpf(lam[i]) * mp.mpf(A[i, j]))
    return p

A = np.array([[1.0], [1.0]])
lam = [1.0, 1.0]
cf = charfun_enum(A, lam)
print("Part1 m=2,|T|=1,A=(1,1),lam=(1,1): enumerated phi =", mp.nstr(cf, 12), " printed product =",
      mp.nstr(printed(A, lam), 12))

rng = np.random.default_rng(0)
A = rng.normal(size=(3, 8))
lam = rng.normal(size=3) * 2
cf = charfun_enum(A, lam)
comb = mp.fprod([mp.cos(sum(mp.mpf(lam[i]) * mp.mpf(A[i, j]) for i in range(3))) for j in range(8)])
print("Part1 random m=3,|T|=8: enumerated phi =", mp.nstr(cf, 12), " combined prod_j cos(sum_i lam_i A_ij) =",
      mp.nstr(comb, 12), " printed =", mp.nstr(printed(A, lam), 12))

# ---------- Part 2: application setting ----------
d = 400
m = 2
G = rng.normal(size=(d, d)) / np.sqrt(d) * 1.0      # x^T G has O(1) generic entries
K = 50
N1 = rng.integers(-K, K + 1, size=(d, d))
N2 = rng.integers(-K, K + 1, size=(d, d))
Th1 = np.pi * N1 + G          # comparable Frobenius norms (Assumption 1 with lambda ~ 1)
Th2 = np.pi * N2 - G
x = rng.choice([-1, 1], size=d)
T = np.arange(d)[: int(0.95 * d)]                    # any T of size (1-o(1))d
u = (x @ G)[T]
v1 = (x @ Th1)[T]
v2 = (x @ Th2)[T]
coh = abs(v1 @ v2) / np.linalg.norm(v1) / np.linalg.norm(v2)
cohF = abs(np.sum(Th1 * Th2)) / np.linalg.norm(Th1) / np.linalg.norm(Th2)
print(f"Part2 d={d}, |T|={len(T)}: (162) coherence of rows of V = {coh:.4f} (need << 1/m = 0.5); "
      f"Frobenius coherence of heads = {cohF:.4f}")
print(f"  ||Theta_2||_F^2/||Theta_1||_F^2 = {np.linalg.norm(Th2)**2/np.linalg.norm(Th1)**2:.4f} (Assumption 1 lambda)")
print(f"  ||v||_inf*sqrt(d)/||v||: v1 {np.abs(v1).max()*np.sqrt(d)/np.linalg.norm(v1):.2f}, "
      f"v2 {np.abs(v2).max()*np.sqrt(d)/np.linalg.norm(v2):.2f}  ((160) rho)")

# exact joint char function at lam*=(1,1): lam*^T V = pi * (x^T N)_T, integer multiples of pi
xN = (x @ (N1 + N2))[T]  # exact integers
log_joint_star = sum(mp.log(abs(mp.cos(mp.pi * int(n)))) for n in xN)
# per-head printed product at lam*, high precision: cos(u_j) * cos(pi n_j - u_j) = (-1)^{n_j} cos(u_j)^2
log_sep_star = sum(2 * mp.log(abs(mp.cos(mp.mpf(float(uj))))) for uj in u)
print(f"  lam*=(1,1) (||lam||=sqrt2=sqrt m): |phi_Vy(lam*)| = exp({mp.nstr(log_joint_star, 6)}) = 1;"
      f" printed per-head product = exp({mp.nstr(log_sep_star, 6)}); exp(-sqrt d) = exp({-np.sqrt(d):.1f})")

# Monte Carlo check of |phi| at lam*, y ~ uniform (independent of any formula)
Y = rng.choice([-1, 1], size=(20000, len(T)))
s = Y @ (v1 + v2)
print(f"  Monte Carlo E_y cos(<lam*,Vy>) over 20000 y: {np.mean(np.cos(s)):.6f}")

# Evidence for Assumption 7 at this x: max over lam of log per-head product (random + local opt)
def logsep(lam):
    with np.errstate(divide="ignore"):
        return np.sum(np.log(np.abs(np.cos(lam[0] * v1)) + 1e-300)) + np.sum(np.log(np.abs(np.cos(lam[1] * v2)) + 1e-300))

best = -np.inf
for trial in range(3000):
    r = np.exp(rng.uniform(np.log(np.sqrt(2)), np.log(1e4)))
    ang = rng.uniform(0, 2 * np.pi)
    lam0 = r * np.array([np.cos(ang), np.sin(ang)])
    val = logsep(lam0)
    if val > best - 50:
        res = minimize(lambda z: -logsep(z), lam0, method="Nelder-Mead", options={"xatol": 1e-10, "fatol": 1e-10})
        if np.linalg.norm(res.x) >= np.sqrt(2):
            val = max(val, -res.fun)
    best = max(best, val)
print(f"  Assumption 7 probe: max over ~3000 lam (sqrt2<=||lam||<=1e4, local opt) of log per-head product = "
      f"{best:.1f}  (vs -sqrt d = {-np.sqrt(d):.1f})")
