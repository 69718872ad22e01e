"""Auditor A r30: chenli L814 (proof of Lemma 5.11): P[||Theta^T x||^2 > Omega(||Theta||_F^2)] <~ exp(-Omega(r_Theta)),
x ~ pi^s_{mu,nu} (exact slices: S_[3] block has exactly (1+nu)d3/2 plus-ones), 'in either case' of the bullets.
Own instance (no repo imports): Theta = sum_k 1_{B_k} u_k^T / sqrt(|B_k|), u_k = R rows of a Sylvester Hadamard / sqrt(d)
(entries +-1/sqrt d, orthonormal); B_1 = S_[3], B_2..B_R partition S_[1].  ||Theta^T x||^2 = sum_k (1_{B_k}^T x)^2/|B_k|,
||Theta||_F^2 = R, ||Theta||_op = 1.  Literal reading (bullet nu = x's S_[3] mean): ||Theta^T x||^2 >= nu^2 d3 for EVERY x."""
import numpy as np
from scipy.linalg import hadamard
from math import sqrt, isqrt, log

# ---- dense check of the identity and of the slice distribution on a small instance
rng = np.random.default_rng(7)
d, R = 64, 4
d3, d2 = 8, 16; d1 = d - d2 - d3
S1 = np.arange(d1); S3 = np.arange(d1 + d2, d)
blocks = [S3] + np.array_split(S1, R - 1)
H = hadamard(d) / sqrt(d)
U = H[[3, 17, 40, 61]]
Th = sum(np.outer(np.isin(np.arange(d), B).astype(float), U[k]) / sqrt(len(B)) for k, B in enumerate(blocks))
sv = np.linalg.svd(Th, compute_uv=False)
nu = 0.75; a3 = int((1 + nu) * d3 / 2)
worst = np.inf
for _ in range(2000):
    x = rng.choice([-1.0, 1.0], size=d)
    x[d1:d1 + d2] = rng.permutation([1.0] * (d2 // 2) + [-1.0] * (d2 // 2))        # mu = 0 slice
    x[d1 + d2:] = rng.permutation([1.0] * a3 + [-1.0] * (d3 - a3))                  # nu slice
    lhs = np.sum((Th.T @ x) ** 2)
    rhs = sum((x[B].sum()) ** 2 / len(B) for B in blocks)
    assert abs(lhs - rhs) < 1e-9
    worst = min(worst, lhs)
print(f"dense d=64: singular values {np.round(sv[:5], 12)}; F^2 = {np.sum(Th**2):.6f}; min ||Th^T x||^2 over 2000 slice draws "
      f"= {worst:.4f} >= nu^2 d3 = {nu**2*d3:.4f}; trace = {np.trace(Th):.4f} (<= F = {sqrt(R):.3f})")
print(f"  max row norm {np.linalg.norm(Th,axis=1).max():.4f} = 1/sqrt(d3) = {1/sqrt(d3):.4f}; column norms all = sqrt(R/d) = {sqrt(R/d):.4f}: "
      f"{np.allclose(np.linalg.norm(Th,axis=0), sqrt(R/d))}")

# ---- the path (exact integer arithmetic for the sizes); K4 = the '<<' factor of Assumption 4, cA = Assumption 3's c
def path(R, K4=100, cA=0.01, nu_target=0.9, c=1):
    r = (1 - cA) * R                      # Assumption 3 (both parts, Hadamard columns: removing cd columns leaves F^2 = (1-cA)R, op <= 1)
    d3 = int(K4 ** 2 * r ** 4 / R) + 1    # Assumption 4 rows: 1/sqrt(d3) <= v sqrt(R/d), v = sqrt(d)/(K4 r^2)
    a3 = int(round((1 + nu_target) * d3 / 2)); nu = (2 * a3 - d3) / d3
    # second bullet: d3 <= min(d/(8 nu^2), sqrt(d r)/(8 c nu))  ->  d >= (8 c nu d3)^2 / r
    d = int((8 * c * nu * d3) ** 2 / r) + 1
    d = 2 ** (d.bit_length())             # power of two for the Hadamard columns
    d2 = d // 4; d1 = d - d2 - d3
    v_rows = sqrt(d / (R * min(d3, d1 // (R - 1)))); v_cols = 1 / sqrt(1 - cA)
    v = max(v_rows, v_cols, 1.0)
    checks = {
        "c in [1, sqrt(min(r,d2,d3))/2]": 1 <= c <= sqrt(min(r, d2, d3)) / 2,
        "bullet2 d3 <= d/(8nu^2)": d3 <= d / (8 * nu ** 2),
        "bullet2 d3 <= sqrt(d r)/(8 c nu)": d3 <= sqrt(d * r) / (8 * c * nu),
        "A4 v <= sqrt(d)/(K4 r^2)": v <= sqrt(d) / (K4 * r ** 2),
        "(8) r <= d^{1/4}/K4... (r*100 <= d^.25)": 100 * r <= d ** 0.25,
        "A5 |Tr| <= F (Cauchy-Schwarz bound)": True,
    }
    ratio = nu ** 2 * d3 / R             # ||Theta^T x||^2 / ||Theta||_F^2 >= this for every x of the support
    return dict(R=R, r=r, d=d, d3=d3, nu=nu, v=v, ratio=ratio, ok=all(checks.values()), checks=checks)

print("\nliteral reading (bullet's nu = x's S_[3] mean), mu = 0, c = 1, K4 = 100, Assumption 3's c = 0.01:")
for R in [5, 8, 16, 32, 64]:
    p = path(R)
    bad = [k for k, v in p["checks"].items() if not v]
    print(f"  R={R:3d} r={p['r']:.2f} log2 d={p['d'].bit_length()-1:3d} d3={p['d3']:.3e} nu={p['nu']:.6f} v={p['v']:.3f}: "
          f"||Th^T x||^2/||Th||_F^2 >= {p['ratio']:.3e} for every x (P = 1 for any Omega-constant below it); "
          f"exp(-r) = {np.exp(-p['r']):.2e}; hyps ok={p['ok']} {bad}")
for K4 in [10, 1000]:
    p = path(16, K4=K4)
    print(f"  K4={K4}: R=16 ratio {p['ratio']:.3e}, hyps ok={p['ok']}")

print("\nmixed reading (bullet 2's nu = Assumption 4's v; x's S_[3] mean free, take all +1):")
for r in [64, 256, 1024, 4096]:
    K4 = 100; c = 1
    for logd in range(20, 400):
        d = 2.0 ** logd
        v = sqrt(d) / (K4 * r ** 2)
        if v >= 1 and 100 * r <= d ** 0.25:
            break
    d3 = min(sqrt(d * r) / (8 * c * v), d / (8 * v * v))
    w3 = min(1.0, v * v * r * d3 / d)     # S_[3]-block weight: its rows have norm sqrt(w3/d3) <= v sqrt(F^2/d), F^2 ~ r
    ratio = w3 * d3 / r                   # (1_[3]^T x)^2 / d3 * w3 = w3 d3 with nu_x = 1, over F^2 ~ r
    print(f"  r={r:5d} log2 d={logd}: v={v:.3g} d3={d3:.3g} w3={w3:.3g}: ||Th^T x||^2/F^2 >= {ratio:.3g} (= r/64 = {r/64:.3g})")
