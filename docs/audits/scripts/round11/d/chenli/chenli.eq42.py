# Auditor D: chenli (42), seed L996-L1000. Own script (numpy + mpmath), no repo import.
# Instance: Theta = D + a 1_{S2} e^T, D = +1 on S2, -1 on S3, balanced +-1 on S1; e_j = +1/sqrt(d) on S1 u S3,
# alternating +-1/sqrt(d) on S2. d2 = d3 = n. Extra condition holds: mu = mu' = c/sqrt(d2) (U2 empty),
# nu = -c/sqrt(d3) -> nu' = c/sqrt(d3) (k3 = |U3| = c sqrt(d3)); c = sqrt(r)/2 (top of the lemma's range).
# Then w = P_{S\U} Theta 1_U3 = alpha 1_{S2}, alpha = a k3/sqrt(d), and <w, 1_T2 - 1'_2> = alpha * mu * d2 exactly
# (sum of the +-1 slice of S2), so E[. ^2 | U] = mu^2 d2 ||w||^2 = c^2 ||w||^2.
import numpy as np
from mpmath import mp, mpf, sqrt, matrix, eig
mp.dps = 40

# ---- (a) small dense Monte Carlo of the coupling (Definition 5.10), generic Theta + this structure
rng = np.random.default_rng(1)
d, n = 80, 16; d1 = d - 2 * n; d2 = d3 = n
S2 = np.arange(d1, d1 + n); S3 = np.arange(d1 + n, d)
Dg = np.concatenate([np.tile([1., -1.], d1 // 2), np.ones(n), -np.ones(n)])
e = np.ones(d) / np.sqrt(d); e[S2] *= np.tile([1., -1.], n // 2)
a = 0.7
Th = np.diag(Dg) + a * np.outer(np.isin(np.arange(d), S2).astype(float), e)
mu = mup = 4 / 16; nu, nup = -4 / 16, 4 / 16   # c = 1: |mu| = c/sqrt(16)=1/4, |nu| = c/sqrt(16)
acc, acc_pred, ev40 = [], [], []
for _ in range(4000):
    x2 = rng.permutation([1.] * int((1 + mu) / 2 * n) + [-1.] * (n - int((1 + mu) / 2 * n)))
    x3 = rng.permutation([1.] * int((1 + nu) / 2 * n) + [-1.] * (n - int((1 + nu) / 2 * n)))
    x = np.concatenate([rng.choice([-1., 1.], d1), x2, x3])
    neg3 = S3[x[S3] < 0]; U3 = rng.choice(neg3, int((nup - nu) / 2 * n), replace=False)   # U2 empty
    uvec = np.zeros(d); uvec[U3] = 1
    T = (x > 0) & (np.arange(d) >= d1); Tp = (x < 0) & (np.arange(d) >= d1); Tp[U3] = False
    z = T.astype(float) - Tp.astype(float)               # 1_T2 + 1_T3 - 1'_2 - 1'_3
    val = (z @ Th @ uvec) ** 2
    w = Th @ uvec; w[np.arange(d) < d1] = 0; w[U3] = 0  # P_{S\U} Theta 1_U
    acc.append(val); acc_pred.append(mu ** 2 * n * (w @ w)); ev40.append(np.linalg.norm(Th @ uvec) ** 2)
print("(a) dense d=80: E[(z^T Theta 1_U)^2] MC =", np.mean(acc), " mu^2 d2 ||w||^2 =", np.mean(acc_pred),
      " ||Theta 1_U||^2 range", min(ev40), max(ev40))

# ---- (b) closed forms at large d, every hypothesis checked
def check(d, s, frac=mpf('0.9'), cprime=mpf('0.1')):
    n = mpf(d // 4); d = mpf(d); d1 = d - 2 * n
    r0 = d ** mpf(0.25) / 10
    a = sqrt(frac * d / (r0 * n))                        # op^2 ~ a^2 n = frac d / r0
    F2 = d + a ** 2 * n + 0                              # ||Theta||_F^2 (cross 2a sum_{S2} D_ii e_i = 0, alternating e)
    u_e = mpf(0)                                        # <1_S2, e> = 0 (alternating)
    C = matrix([[0, a], [a, a ** 2 * n]]); G = matrix([[n, u_e], [u_e, 1]])
    ev, _ = eig(C * G); op2 = 1 + max([x.real for x in ev])
    srS = ((1 - cprime) * d - 2 * a * n / sqrt(d)) / (1 + a * sqrt(n)) ** 2   # all |S| <= c'd (Assumption 3)
    r = min(F2 / op2, srS, r0)
    sr_true = F2 / op2
    assert r <= d ** mpf(0.25) / 10 and r >= 4
    c = mpf(int(sqrt(r) / 2 * 1000)) / 1000
    assert 1 <= c <= sqrt(min(r, n, n)) / 2
    k3 = c * sqrt(n)                                     # even integer for these d
    assert k3 == int(k3) and int(k3) % 2 == 0 and int(c * sqrt(n)) % 2 == 0
    mu = c / sqrt(n); nu = -k3 / n; nup = k3 / n
    tol = mpf(10) ** -30
    assert abs(mu) <= c / sqrt(n) * (1 + tol) and abs(nu) <= c / sqrt(n) * (1 + tol) and abs(nup) <= c / sqrt(n) * (1 + tol)   # extra condition (= c/sqrt(d3))
    row = sqrt(1 + a ** 2 + 2 * a / sqrt(d)); col = sqrt(1 + a ** 2 * n / d)   # Assumption 4
    v = max(row * sqrt(d) / sqrt(F2), col * sqrt(d) / sqrt((1 - cprime) * d), mpf(1))
    assert v <= sqrt(d) / r ** 2 / 10
    tr = abs(a * u_e)                                    # Tr Theta = Tr D + a <1_S2, e> = 0 (Assumption 5)
    assert tr <= sqrt(F2)
    alpha = a * k3 / sqrt(d); w2 = n * alpha ** 2       # ||w||^2
    lhs40 = k3 + w2                                      # ||Theta(1_U2+1_U3)||^2 (D 1_U3 on U3 rows, a-part on S2 rows)
    cap40 = s ** 2 * (c / sqrt(n) + c ** 2 / r) * F2
    assert lhs40 <= cap40, "event (40)"
    E = (alpha * mu * n) ** 2                            # conditional second moment, exact
    B42 = s ** 2 * (1 + c ** 2 / r) * (c / sqrt(n) + c ** 2 / r) * F2
    return dict(sr=sr_true, r=r, c=c, v=v, ev40=lhs40 / cap40, E=E, B=B42, ratio=E / B42)

for d in [10**12, 10**16, 10**24, 10**32, 10**40]:
    for s in [1, 3]:
        q = check(d, mpf(s))
        print(f"(b) d={float(d):.0e} s={s}: r={float(q['r']):.4g} (stable rank {float(q['sr']):.4g}, S-bound) c={float(q['c']):.4g} v={float(q['v']):.3f} "
              f"event40 fill={float(q['ev40']):.3f} E={float(q['E']):.4g} (42)={float(q['B']):.4g} ratio={float(q['ratio']):.4g}")
