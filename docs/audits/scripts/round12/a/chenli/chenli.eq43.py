"""Auditor A, round 12: chenli (43) L1002-L1004 (proof of Lemma 5.13, general case, conditioned on U in the event (41)):
  E_T[((1_T2 + 1_T3 - 1'_2 - 1'_3)^T Theta (1_U2 + 1_U3))^2 | U] <~ s^2 (c/sqrt(d2) + c^2/r + v^2 d3^3/d) ||Theta||_F^2.
Own family: Theta = D + a 1_[2] e^T, D = diag(+-1) alternating, e_j = 1/sqrt(d) for every j (||e|| = 1).
Blocks S1 = first d1, S2 = next d2 = d/4, S3 = last d3. nu = nu' = 1 (S3 all +1, U3 empty: general case since 1 > c/sqrt(d3)).
mu' = A/d2 (A the largest even integer <= c sqrt(d2)), k2 = |U2| = (mu' - mu) d2/2 = A/2 (so mu d2 = A - 2 k2).
Given any U2 (subset of S2 of size k2), w = P_{S\\U} Theta 1_U2 = alpha 1_{S2\\U2}, alpha = a k2/sqrt(d), and on S2\\U2 the
vector 1_T2 - 1'_2 has exactly (1+mu)d2/2 entries +1 and (1-mu')d2/2 entries -1 (Def. 5.10), so the inner product is
alpha (mu + mu') d2/2 = alpha (A - k2) for every draw: the conditional expectation equals its square.
Part 1 simulates the coupling literally at d = 64 (small) to confirm this identity; part 2 evaluates in mpmath up to d = 1e60."""
import numpy as np
import mpmath as mp
mp.mp.dps = 60

# ---------------- part 1: literal simulation of Def. 5.10 at small size
def sim(d1, d2, d3, a, mu_cnt, k2, reps, rng):
    d = d1 + d2 + d3
    D = np.diag([(-1) ** i for i in range(d)]).astype(float)
    e = np.ones(d) / np.sqrt(d)
    one2 = np.zeros(d); one2[d1:d1 + d2] = 1
    Th = D + a * np.outer(one2, e)
    S2 = np.arange(d1, d1 + d2); S3 = np.arange(d1 + d2, d)
    vals = []
    for _ in range(reps):
        p = mu_cnt                                   # number of +1 of x on S2: (1+mu)d2/2
        T2 = rng.choice(S2, p, replace=False)
        rest = np.setdiff1d(S2, T2)
        U2 = rng.choice(rest, k2, replace=False)     # coupling: random subset of S2 \ T2 of size (mu'-mu)d2/2
        one_T2 = np.zeros(d); one_T2[T2] = 1
        one_U2 = np.zeros(d); one_U2[U2] = 1
        onep2 = np.zeros(d); onep2[np.setdiff1d(rest, U2)] = 1
        one_T3 = np.zeros(d); one_T3[S3] = 1        # nu = 1: all of S3 positive; 1'_3 = 0, U3 empty
        vals.append((one_T2 + one_T3 - onep2) @ Th @ one_U2)
    return np.array(vals)

rng = np.random.default_rng(0)
d1, d2, d3, a = 40, 16, 8, 0.7
A = 4; k2 = 2; mu_cnt = (d2 + (A - 2 * k2)) // 2   # mu d2 = A - 2k2 = 0
v = sim(d1, d2, d3, a, mu_cnt, k2, 2000, rng)
alpha = a * k2 / np.sqrt(d1 + d2 + d3)
print(f"part 1 (d = {d1+d2+d3}): simulated values min {v.min():.6f} max {v.max():.6f}; predicted alpha (A - k2) = {alpha*(A-k2):.6f}")

# ---------------- part 2: closed forms along d
def family(d, s=1, c8_pow=None):
    d = mp.mpf(d)
    d2 = int(d / 4); d2 -= d2 % 2
    r = d ** 0.25 / 10                     # (8)'s upper side with '<<' = factor 10
    c = mp.sqrt(r) / 2                     # top of 1 <= c <= sqrt(min(r, d2, d3))/2
    d3 = int(mp.ceil(4 * c * c)) + 4       # d3 >= 4 c^2 (so c <= sqrt(d3)/2), d3 ~ r
    di = int(d); d1 = di - d2 - d3
    a = mp.sqrt(mp.mpf(1) / (r * d2) * d / 2)   # a^2 d2 = d/(2 r): stable rank ~ 2r
    # ||Theta||_F^2: rows outside S2 have norm 1; row i in S2: ||D_ii e_i + a e||^2 = 1 + a^2 + 2 a D_ii/sqrt(d);
    # D alternating, d1 even, d2 even -> sum_{S2} D_ii = 0
    F2 = d + d2 * a * a
    # ||Theta||_op^2: Theta^T Theta = I + a (f e^T + e f^T) + a^2 d2 e e^T, f = D 1_[2] (+-1 on S2), <f, e> = 0,
    # ||f||^2 = d2: in the orthonormal basis (e, f/sqrt d2): I + [[a^2 d2, a sqrt d2],[a sqrt d2, 0]]
    M = mp.matrix([[a * a * d2, a * mp.sqrt(d2)], [a * mp.sqrt(d2), 0]])
    op2 = 1 + max(mp.eig(M)[0], key=lambda z: mp.re(z)).real
    sr = F2 / op2
    # Assumption 4 rows/columns: max column^2 = max over j in S2 of 1 + a^2 d2/d + 2 a D_jj/sqrt(d) ; rows as above
    col2 = 1 + a * a * d2 / d + 2 * a / mp.sqrt(d)
    row2 = 1 + a * a + 2 * a / mp.sqrt(d)
    ups_rc = mp.sqrt(max(col2, row2) * d / F2)
    # Pi_S^perp clause, every S: column j of Theta Pi_S^perp = Theta e_j - [j in S] Theta 1_S/|S|, norm <= 2 max col
    # (triangle inequality over the columns of S); ||Theta Pi_S^perp||_F^2 = F2 - ||Theta 1_S||^2/|S| >= F2 - op2
    ups_pi = mp.sqrt(4 * col2 * d / (F2 - op2))
    ups = max(ups_rc, ups_pi, 1)
    # Assumption 3 for Theta Pi_S^perp (any S): F^2/op^2 >= (F2 - op2)/op2 = sr - 1
    trace = abs(a * d2 / mp.sqrt(d))       # Tr D = 0, Tr(a 1_[2] e^T) = a d2/sqrt(d)
    A = int(mp.floor(c * mp.sqrt(d2))); A -= A % 2   # mu' d2 (even: (1 + mu')d2/2 integer)
    k2 = A // 2
    mu_p = mp.mpf(A) / d2; mu = mp.mpf(A - 2 * k2) / d2
    alpha = a * k2 / mp.sqrt(d)
    lhs = (alpha * (A - k2)) ** 2
    w2 = alpha ** 2 * (d2 - k2)
    X = c / mp.sqrt(d2) + c * c / r + ups ** 2 * mp.mpf(d3) ** 3 / d
    rhs = s * s * X * F2
    # event (41): ||Theta 1_U||^2 = k2 + alpha^2 d2 + 2 alpha sum_{U2} D_jj <= k2 + alpha^2 d2 + 2 alpha k2 (worst U)
    ev = (k2 + alpha ** 2 * d2 + 2 * alpha * k2) / (s * s * X * F2)
    checks = {
        "c in [1, sqrt(min(r,d2,d3))/2]": 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2,
        "|mu|,|mu'| <= c/sqrt(d2)": max(abs(mu), abs(mu_p)) <= c / mp.sqrt(d2),
        "general case |nu|=1 > c/sqrt(d3)": 1 > c / mp.sqrt(d3),
        "A3 stable rank Theta >= r": sr >= r,
        "A3 Theta Pi_S^perp (all S) >= r": sr - 1 >= r,
        "(8) upper: r <= d^{1/4}/10": r <= d ** 0.25 / 10,
        "A4 v <= sqrt(d)/(10 r^2)": ups <= mp.sqrt(d) / (10 * r * r),
        "A5 |Tr| <= 1*||Theta||_F": trace <= mp.sqrt(F2),
        "event (41) (worst U2)": ev <= 1,
        "d1 >= 0": d1 >= 0,
    }
    return dict(r=r, c=c, d2=d2, d3=d3, ups=ups, sr=sr, lhs=lhs, w2=w2, rhs=rhs, ratio=lhs / rhs,
                Ew=lhs / w2, ev=ev, checks=checks)

print("part 2: ratio = E[.|U] / (s^2 (c/sqrt d2 + c^2/r + v^2 d3^3/d) ||Theta||_F^2)")
for s in (1, 3):
    for ex in (8, 12, 16, 24, 32, 40, 60):
        f = family(mp.mpf(10) ** ex, s)
        bad = [k for k, ok in f["checks"].items() if not ok]
        print(f" s={s} d=1e{ex}: r={mp.nstr(f['r'],4)} c={mp.nstr(f['c'],4)} v={mp.nstr(f['ups'],4)} srank={mp.nstr(f['sr'],4)} "
              f"E/||w||^2={mp.nstr(f['Ew'],4)} event={mp.nstr(f['ev'],3)} ratio={mp.nstr(f['ratio'],4)} "
              f"ratio/r={mp.nstr(f['ratio']/f['r'],4)} failed hyps: {bad if bad else 'none'}")
# (8)'s lower side log^C(dmk)/(kappa lambda) << r: with m = 1, lambda -> 1, kappa = c_k/log^2 d, k = 3: check where it opens
for C in (3, 6, 10):
    for ex in (40, 100, 200, 400):
        d = mp.mpf(10) ** ex; r = d ** 0.25 / 10
        lower = 10 * mp.log(3 * d) ** C * mp.log(d) ** 2 / 0.1
        print(f"  (8) lower side C={C}, c_kappa=0.1: d=1e{ex}: 10*log^C(dk) log^2 d/c_kappa = {mp.nstr(lower,3)} vs r = {mp.nstr(r,3)} -> {'open' if lower <= r else 'closed'}")
f = family(mp.mpf(10) ** 400, 1)
print(f" d=1e400: ratio {mp.nstr(f['ratio'],4)}, failed hyps: {[k for k,ok in f['checks'].items() if not ok] or 'none'}")
