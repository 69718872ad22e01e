"""Audit of chenli L972 (proof of Lemma 5.13, general case): E ||Theta (1_U2 + 1_U3)||^2 <~ (c/sqrt(d2) + c^2/r_Theta
+ d3 v^2/d) ||Theta||_F^2, U_[2] a uniform subset of S_[2] (minus T_[2]) of size (mu' - mu) d2/2, U_[3] likewise of
size (nu' - nu) d3/2 (L926-L930); general case: nu, nu' any multiples of 1/d3 (no extra condition).
Family (own): Theta = D + a e 1_[3]^T (the S_[3] columns share a common part a e), D = diag(+-1), e_i = D_ii s_i/sqrt d.
nu = -1, nu' = 1 -> U_[3] = S_[3]; mu = -1/2, mu' = 1/2, d2 = 4, c = 1.  Own script: dense enumeration check +
mpmath closed form along d."""
import itertools
import numpy as np
import mpmath as mp
mp.mp.dps = 40

def dense(d, d2, d3, a):
    d1 = d - d2 - d3
    D = np.array([(-1.0) ** i for i in range(d)]); s = np.ones(d)
    s[d1:d1 + d2] = [1 if t % 2 == 0 else -1 for t in range(d2)]
    s[d1 + d2:] = [1 if t % 2 == 0 else -1 for t in range(d3)]
    e = D * s / np.sqrt(d)
    Th = np.diag(D); Th[:, d1 + d2:] += a * e[:, None]
    return Th, d1

d, d2, d3, a = 512, 4, 120, 1.0
Th, d1 = dense(d, d2, d3, a)
k2 = 2                                          # (mu' - mu) d2/2 with mu = -1/2, mu' = 1/2
vals = []
for U2 in itertools.combinations(range(d1, d1 + d2), k2):
    v = np.zeros(d); v[list(U2)] = 1; v[d1 + d2:] = 1
    vals.append(np.sum((Th @ v) ** 2))
F2 = np.sum(Th ** 2)
s2 = d2 % 2; s3 = d3 % 2
closed_small = k2 + d3 + a * a * d3 * d3 + 2 * a * d3 * (k2 * s2 / d2 + d3 * s3 / d3) / np.sqrt(d)
print(f"dense d={d}: E||Theta v||^2 (enumerated over U2) = {np.mean(vals):.3f}, closed form = {closed_small:.3f}, ||Theta||_F^2 = {F2:.1f}")

def check(dd, a=mp.mpf(1), d2=4, c=1, k2=2):
    dd = mp.mpf(dd); rd = mp.sqrt(dd)
    d3 = mp.floor(10 * dd ** mp.mpf(0.75) / max(a * a, 1))
    s3 = int(d3) % 2
    F2 = dd + a * a * d3 + 2 * a * s3 / rd
    # Theta^T Theta = I + a (w 1^T + 1 w^T) + a^2 1_[3] 1_[3]^T restricted: top eigenvalue on span{w, 1_[3]/sqrt(d3)}
    beta = s3 / mp.sqrt(dd * d3); gam2 = 1 - beta ** 2
    T = 2 * a * mp.sqrt(d3) * beta + a * a * d3
    op2 = 1 + (T + mp.sqrt(T * T + 4 * a * a * d3 * gam2)) / 2
    row2 = 1 + a * a * d3 / dd + 2 * a / rd; col2 = 1 + a * a + 2 * a / rd
    v = max(1, mp.sqrt(max(row2, col2) * dd / F2))
    r = min(F2 / op2, dd ** mp.mpf(0.25) / 10, mp.sqrt(rd / (10 * v)))
    lhs = k2 + d3 + a * a * d3 * d3 + 2 * a * d3 * (0 + s3) / rd           # U_[3] = S_[3]; sigma_2 = d2 mod 2 = 0
    bound = (c / mp.sqrt(d2) + c * c / r + d3 * v * v / dd) * F2
    hyps = dict(c=1 <= c <= mp.sqrt(min(r, d2, d3)) / 2, mu=abs(mp.mpf(0.5)) <= c / mp.sqrt(d2),
                A3=r <= F2 / op2, r8=r <= dd ** mp.mpf(0.25) / 10, A4=v <= rd / (10 * r * r))
    return lhs / bound, r, d3, v, hyps
for dd in [1e8, 1e12, 1e16, 1e24, 1e32, 1e40]:
    ratio, r, d3, v, h = check(dd)
    print(f"d={dd:.0e}: lhs/bound-shape = {mp.nstr(ratio, 4)} (r_Theta = {mp.nstr(r, 4)}, d3 = {mp.nstr(d3, 4)}, v = {mp.nstr(v, 3)}, 200 sqrt(d) = {mp.nstr(200 * mp.sqrt(dd), 3)}) hyps ok: {all(h.values())}")
