# Auditor D: chenli (41), seed L978-L980. Own script (numpy + mpmath), no repo import.
# Instance: Theta = D + e 1_{S3}^T, D = diag(delta) (+-1, balanced), e = D 1 / sqrt(d) (||e|| = 1).
# d2 = 4, c = 1, mu = -1/2 -> mu' = 1/2 (k2 = 2), nu = -1 -> nu' = 1 (U3 = S3, k3 = d3): extra condition fails.
import numpy as np, itertools
from mpmath import mp, mpf, sqrt, matrix, eig
mp.dps = 40

# ---- (a) small dense check of the coupling algebra: ||Theta(1_U2+1_U3)||^2 = k2+k3+k3^2+2k3(k2+k3)/sqrt(d) for every U
rng = np.random.default_rng(0)
d, d2, d3 = 64, 4, 16; d1 = d - d2 - d3
delta = np.array([1, -1] * (d // 2), float); D = np.diag(delta); e = delta / np.sqrt(d)
one3 = np.zeros(d); one3[d1 + d2:] = 1
Th = D + np.outer(e, one3)
S2 = list(range(d1, d1 + d2)); S3 = list(range(d1 + d2, d))
mu, mup, nu, nup = -0.5, 0.5, -1.0, 1.0
vals = []
for _ in range(200):  # Definition 5.10 coupling, x drawn from the product of slices
    x = np.concatenate([rng.choice([-1., 1.], d1), rng.permutation([1.] * 1 + [-1.] * 3), -np.ones(d3)])
    neg2 = [i for i in S2 if x[i] < 0]; neg3 = [i for i in S3 if x[i] < 0]
    U2 = rng.choice(neg2, 2, replace=False); U3 = rng.choice(neg3, d3, replace=False)
    u = np.zeros(d); u[U2] = 1; u[U3] = 1
    vals.append(np.linalg.norm(Th @ u) ** 2)
k2, k3 = 2, d3
print("(a) dense d=64: min/max ||Theta v||^2 =", min(vals), max(vals), " closed form", k2 + k3 + k3**2 + 2*k3*(k2+k3)/np.sqrt(d))

# ---- (b) closed forms at large d, every hypothesis checked
def check(d, s, cprime=mpf('0.1'), r_mode='tight'):
    d = mpf(d); d2 = 4; d3 = mpf(int(10 * d ** mpf(0.75) / 4) * 4); d1 = d - d2 - d3
    k2, k3 = 2, d3
    F2 = d + d3 + 2 * d3 / sqrt(d)                                  # ||Theta||_F^2
    C = matrix([[0, 1 / sqrt(d)], [1 / sqrt(d), 1]]); G = matrix([[d, d3], [d3, d3]])
    ev, _ = eig(C * G); op2 = 1 + max([x.real for x in ev])         # ||Theta||_op^2 exactly (rank-2 update of I)
    sr0 = F2 / op2
    srS = (1 - cprime) * d / (1 + sqrt(d3)) ** 2                    # lower bound over all |S| <= c'd (Assumption 3)
    r = min(sr0, srS)                                               # r_Theta: Theta's (tight) effective-rank parameter
    assert r <= d ** mpf(0.25) / 10, "(8) r << d^{1/4}"
    c = mpf(1); assert 1 <= c <= sqrt(min(r, d2, d3)) / 2, "Lemma 5.13: 1 <= c <= sqrt(min(r,d2,d3))/2"
    assert abs(mpf(-0.5)) <= c / sqrt(d2) and abs(mpf(0.5)) <= c / sqrt(d2), "|mu|,|mu'| <= c/sqrt(d2)"
    assert not (1 <= c / sqrt(d3)), "extra condition fails (general case)"
    row = sqrt(1 + d3 / d + 2 / sqrt(d)); col = sqrt(2 + 2 / sqrt(d))
    v = max(row, col) * sqrt(d) / sqrt(F2)
    v = max(v, col * sqrt(d) / sqrt((1 - cprime) * d), mpf(1))       # Pi_S^perp column version, |S| <= c'd
    assert v <= sqrt(d) / r ** 2 / 10, "Assumption 4: v << sqrt(d)/r^2"
    assert abs(0 + d3 * 0) <= sqrt(F2)  # Tr(Theta) = Tr D + sum_{S3} e_j = 0 + (sum_{S3} delta_j)/sqrt(d) = 0 (balanced)
    lhs2 = k2 + k3 + k3 ** 2 + 2 * k3 * (k2 + k3) / sqrt(d)        # same for EVERY U: P[exceed] = 1
    thr2 = s ** 2 * (c / sqrt(d2) + c ** 2 / r + d3 * v ** 2 / d) * F2
    return dict(d=d, d3=d3, r=r, v=v, lhs=sqrt(lhs2), thr=sqrt(thr2), ratio=sqrt(lhs2 / thr2))

for d in [1e8, 1e12, 1e16, 1e24, 1e40]:
    for s in [2, 10]:
        q = check(d, mpf(s))
        print(f"(b) d={float(q['d']):.0e} s={s}: d3={float(q['d3']):.3g} r={float(q['r']):.4g} v={float(q['v']):.3f} "
              f"lhs={float(q['lhs']):.4g} thr={float(q['thr']):.4g} lhs/thr={float(q['ratio']):.4g} (P[exceed]=1 > 1/s^2={1/s**2})")

# ---- (c) adversarial parameter reading: r_Theta at whatever floor L the reader allows (Theta's stable rank ~ L),
# v inflated to its maximum sqrt(d)/(10 L^2), c = 1, d2 = 4. Family d3 ~ 0.9 d / L.
def adv(d, L, s):
    d = mpf(d); d3 = mpf(int(mpf('0.8') * d / L / 4) * 4)
    F2 = d + d3 + 2 * d3 / sqrt(d)
    srS = mpf('0.9') * d / (1 + sqrt(d3)) ** 2
    C = matrix([[0, 1 / sqrt(d)], [1 / sqrt(d), 1]]); G = matrix([[d, d3], [d3, d3]])
    ev, _ = eig(C * G); sr0 = F2 / (1 + max([x.real for x in ev]))
    assert min(sr0, srS) >= L and L <= d ** mpf(0.25) / 10 and L >= 4
    vmax = sqrt(d) / (10 * L ** 2)
    lhs2 = 2 + d3 + d3 ** 2 + 2 * d3 * (2 + d3) / sqrt(d)
    thr2 = s ** 2 * (mpf(1) / 2 + 1 / L + d3 * vmax ** 2 / d) * F2
    return sqrt(lhs2 / thr2)
for d, L in [(1e24, 100), (1e40, 1000), (1e60, 1e5)]:
    print(f"(c) d={d:.0e} r_Theta=L={L:g} v=vmax: lhs/thr at s=10 = {float(adv(d, mpf(L), 10)):.4g}")
