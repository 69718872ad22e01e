"""Auditor A, round 12: chenli L992-L994 (proof of Lemma 5.13, general case): for the conditioned U and
w = P_{S\\U} Theta (1_U2 + 1_U3):  (sum_{i in S3\\U3} w_i)^2 <= d3 sum_i Theta_i E[(1_U2+1_U3)^{x2}] Theta_i^T <= ...
<= (v^2 d3^3/d) ||Theta||_F^2.  Own family: Theta = D + a 1_[3] f^T, D = diag(+-1) alternating (traceless), f = 1_F/sqrt(k),
F = a k-subset of S2; c = 1, d3 = 4, a = 3, d2 = d/4, mu' = A/d2, mu = -A/d2 (A the largest even integer <= sqrt(d2)),
k = (mu' - mu) d2/2 = A, nu = nu' = 1 (U3 empty; general case 1 > c/sqrt(d3) = 1/2).  Realized U2 = F (any k-subset of
S2 \\ T2 is in the support of Def. 5.10 when F avoids T2).  Part 1: literal matrices at d = 1024 (both ends computed
directly); part 2: closed forms along d with v both the least admissible bound and the largest v allowed, sqrt(d)/(10 r^2)."""
import math
import numpy as np
import mpmath as mp

def build(d, a=3.0, d3=4):
    d2 = d // 4; d2 -= d2 % 2; d1 = d - d2 - d3
    A = int(math.isqrt(d2)); A -= A % 2; k = A
    D = np.diag([(-1.0) ** i for i in range(d)])
    f = np.zeros(d); F = np.arange(d1, d1 + k); f[F] = 1 / math.sqrt(k)
    one3 = np.zeros(d); one3[d1 + d2:] = 1
    Th = D + a * np.outer(one3, f)
    return Th, d1, d2, d3, k, F

# part 1: literal at d = 1024
d = 1024
Th, d1, d2, d3, k, F = build(d)
oneU = np.zeros(d); oneU[F] = 1
S3 = np.arange(d1 + d2, d)
Sminus = np.setdiff1d(np.arange(d1, d), F)            # (S2 \ U2) u (S3 \ U3)
w = np.zeros(d); w[Sminus] = (Th @ oneU)[Sminus]
lhs = w[S3].sum() ** 2
fro2 = (Th ** 2).sum()
cols = np.sqrt((Th ** 2).sum(0)); rows = np.sqrt((Th ** 2).sum(1))
ups_rc = max(cols.max(), rows.max()) * math.sqrt(d / fro2)
# Pi_S^perp clause: bound valid for every S (column <= 2 max column, ||Th Pi||_F^2 >= F^2 - op^2); also spot-check S's
op2 = np.linalg.norm(Th, 2) ** 2
ups_pi = 2 * cols.max() * math.sqrt(d / (fro2 - op2))
rng = np.random.default_rng(0); worst = 0
for _ in range(100):
    S = rng.choice(d, rng.integers(1, d), replace=False)
    oneS = np.zeros(d); oneS[S] = 1
    TP = Th - np.outer(Th @ oneS, oneS) / len(S)      # Theta Pi_S^perp (rank-one update)
    worst = max(worst, np.sqrt((TP ** 2).sum(0)).max() * math.sqrt(d / (TP ** 2).sum()))
ups = max(1.0, ups_rc, ups_pi)
print(f"part 1 d={d}: k={k}, LHS (sum w_i)^2 = {lhs:.3f} (= d3^2 a^2 k = {16*9*k}), v = {ups:.3f} (rows/cols {ups_rc:.3f}, "
      f"Pi bound {ups_pi:.3f}, 100 random S: {worst:.3f}), RHS v^2 d3^3/d F^2 = {ups**2*64/d*fro2:.3f}, ratio {lhs/(ups**2*64/d*fro2):.3f}; "
      f"stable rank {fro2/op2:.1f}, Tr = {np.trace(Th):.1f}")

# part 2: closed forms
mp.mp.dps = 40
def closed(dexp, a=mp.mpf(3), d3=4):
    d = mp.mpf(10) ** dexp
    d2 = int(d / 4); d2 -= d2 % 2
    A = int(mp.floor(mp.sqrt(d2))); A -= A % 2; k = A
    fro2 = d + a * a * d3
    op2 = 1 + (a * a * d3 + mp.sqrt(a ** 4 * d3 ** 2 + 4 * a * a * d3)) / 2
    col2 = max(1 + a * a * d3 / k, 1); row2 = 1 + a * a
    ups = max(1, mp.sqrt(max(col2, row2) * d / fro2), 2 * mp.sqrt(col2) * mp.sqrt(d / (fro2 - op2)))
    r = d ** 0.25 / 10; c = 1
    lhs = d3 ** 2 * a * a * k
    vmax = mp.sqrt(d) / (10 * r * r)
    X = c / mp.sqrt(d2) + c * c / r + d3 * ups ** 2 / d
    ev = (k + a * a * k * d3) / (X * fro2)            # event (41), s = 1: ||Theta 1_U||^2 = k + a^2 k d3
    # E over U (reading): U2 marginally uniform k-subset of S2, |F n U2| hypergeometric(d2, k, k)
    mean = mp.mpf(k) * k / d2; var = mean * (1 - mp.mpf(k) / d2) * (d2 - k) / (d2 - 1)
    EU = d3 ** 2 * a * a * (var + mean ** 2) / k
    hyps = {"c range": 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2, "|mu|,|mu'| <= c/sqrt d2": mp.mpf(A) / d2 <= c / mp.sqrt(d2),
            "general": 1 > c / mp.sqrt(d3), "A3 (all S)": fro2 / op2 - 1 >= r, "A4": ups <= vmax, "event (41)": ev <= 1}
    return k, r, ups, vmax, lhs / (ups ** 2 * d3 ** 3 / d * fro2), lhs / (vmax ** 2 * d3 ** 3 / d * fro2), \
        EU / (ups ** 2 * d3 ** 3 / d * fro2), hyps

for dexp in (8, 12, 16, 20, 24, 30):
    k, r, ups, vmax, ratio, ratio_vmax, ratio_EU, hyps = closed(dexp)
    bad = [h for h, ok in hyps.items() if not ok]
    print(f"d=1e{dexp}: k={k} r={mp.nstr(r,3)} v={mp.nstr(ups,4)} (max allowed {mp.nstr(vmax,3)}): literal ratio {mp.nstr(ratio,4)}, "
          f"with v = max allowed {mp.nstr(ratio_vmax,4)}; E_U reading ratio {mp.nstr(ratio_EU,3)}; failed hyps: {bad or 'none'}")
