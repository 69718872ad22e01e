"""Auditor A, round 18: mhgd (8) (seed 004 L251), exact rational arithmetic, own model of DM1 + Assumption 3.
r_t = X W_*^T x_t, [r_t]_{t'} = x_{t'}^T W_*^T x_t, W_* = mu+mu+^T + mu-mu-^T + sum_l nu_l (mu+ + mu-)^T (L245/(104)).
Patterns on axes: mu+ = S e1, mu- = S e2, nu_l = S e_{2+l}; noise z = (Z_mu/S)(e1 + e2) + (Z_nu/(M S)) sum_l e_{2+l}
(|<z,mu>| = Z_mu, |<z,nu_l>| = Z_nu/M: on the boundary of Assumption 3's box; ||z|| <= Z with Z free).
"""
from fractions import Fraction as Fr

def instance(S, Zmu, Znu, M=1, T=4, nR=1, y=+1):
    dim = 2 + M
    def e(i, c):
        v = [Fr(0)] * dim; v[i] = c; return v
    mup, mum = e(0, S), e(1, S)
    nus = [e(2 + l, S) for l in range(M)]
    dot = lambda a, b: sum(x * w for x, w in zip(a, b))
    add = lambda *vs: [sum(c) for c in zip(*vs)]
    z = [Zmu / S, Zmu / S] + [Znu / (M * S)] * M
    muy = mup if y > 0 else mum
    X = [muy] * nR + [add(nus[t % M], z) for t in range(T - nR)]
    def Wst(v):  # W_*^T v ... we need x_{t'}^T W_*^T x_t = x_t^T W_* x_{t'} = (x_t.mu+)(mu+.x') + (x_t.mu-)(mu-.x') + sum_l (x_t.nu_l)((mu+ + mu-).x')
        return None
    def r(t, tp):
        xt, xp = X[t], X[tp]
        return dot(xt, mup) * dot(mup, xp) + dot(xt, mum) * dot(mum, xp) + sum(dot(xt, nl) for nl in nus) * dot(add(mup, mum), xp)
    R = range(nR); Rc = range(nR, T)
    maxR = max(abs(r(t, tp)) for t in range(T) for tp in R)
    maxRc = max(abs(r(t, tp)) for t in range(T) for tp in Rc)
    return maxR, maxRc

print("(8) as printed: [r_t]_t' = O(S^4) on R, O(S^2) on R^c; ratios maxR/S^4, maxRc/S^2")
print("1) fixed box Z_mu = Z_nu = 1, S -> inf (reading 'O in S at a fixed noise box'):")
for S in [1, 10, 100, 1000, 10**5]:
    a, b = instance(Fr(S), Fr(1), Fr(1))
    print(f"   S={S:>6}: maxR/S^4={float(a/Fr(S)**4):.6f}  maxRc/S^2={float(b/Fr(S)**2):.6f}")
print("2) Prop. 3's level Z_mu = Z_nu = S^2/8 (L279):")
for S in [1, 10, 100, 1000]:
    a, b = instance(Fr(S), Fr(S)**2 / 8, Fr(S)**2 / 8)
    print(f"   S={S:>6}: maxR/S^4={float(a/Fr(S)**4):.4f}  maxRc/S^2={float(b/Fr(S)**2):.4e}  (S^2/8 = {S*S/8:.4e})")
print("3) the section's own example regime Z_bar = O(S) (L259: Z v Z_bar = O(S)), Z_mu = Z_nu = S:")
for S in [1, 10, 100, 1000]:
    a, b = instance(Fr(S), Fr(S), Fr(S))
    print(f"   S={S:>6}: maxR/S^4={float(a/Fr(S)**4):.4f}  maxRc/S^2={float(b/Fr(S)**2):.4e}")
print("4) fixed box, S -> 0:")
for S in [Fr(1), Fr(1, 10), Fr(1, 100)]:
    a, b = instance(S, Fr(1), Fr(1))
    print(f"   S={float(S):>6}: maxR/S^4={float(a/S**4):.4e}  maxRc/S^2={float(b/S**2):.4e}")
print("5) helper's instance S=1, M=1, T=4, |R|=1, z = k(e1+e2) (Z_mu = k, Z_nu = 0):")
for k in [1, 1000]:
    a, b = instance(Fr(1), Fr(k), Fr(0))
    print(f"   k={k}: maxRc = {b} (2k^2+2k = {2*k*k+2*k})")
