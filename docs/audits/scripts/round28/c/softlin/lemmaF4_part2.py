"""Auditor C, round 28: softlin Lemma F.4 Part 2 (seed 001 L2086-L2117), from the paper alone.
Def F.1 (D1): a1 > 1, n = (d-1) t; A1 col 1 = a1 log n e_{j2}, cols 2..d all log n;
A2 = A3: col 1 = e_{j3}, cols 2..d = [I_{d-1}; ...; I_{d-1}] (t copies).  Def C.4: u = exp(A1 QK^T A2^T) rows,
f = row-normalised u, c_{j0,i0} = <f_{j0}, (A3 V)_{i0}>; QK^T = I, V = I (Lemma F.3's hypotheses; F.4 inherits them).
Claim (literal): j0 != j3 => Pr_sigma[|<c_{j0}, sigma>| < 0.5] >= 1 - delta/poly(n), delta in (0, 0.1) (L137)."""
import itertools, math
import numpy as np
import mpmath as mp
mp.mp.dps = 60

def explicit(d, t, a1, j2, j3):
    n = (d - 1) * t
    L = math.log(n)
    A1 = np.zeros((n, d)); A1[j2, 0] = a1 * L; A1[:, 1:] = L
    A2 = np.zeros((n, d)); A2[j3, 0] = 1.0
    for r in range(n):
        A2[r, 1 + (r % (d - 1))] = 1.0
    A3 = A2
    S = A1 @ A2.T                      # QK^T = I
    S = S - S.max(axis=1, keepdims=True)
    u = np.exp(S); f = u / u.sum(axis=1, keepdims=True)
    c = f @ A3                         # V = I
    sig = np.array(list(itertools.product([-1, 1], repeat=d)), dtype=float)
    vals = np.abs(c @ sig.T)           # rows j0, all 2^d sign vectors
    pr_ok = (vals < 0.5).mean(axis=1)
    return n, c, pr_ok

print("== explicit matrices, exact enumeration over all 2^d sign vectors ==")
for (d, t, a1) in [(5, 4, 2.0), (9, 8, 2.0), (11, 10, 1.5), (11, 10, 10.0), (13, 12, 1.01), (13, 12, 2.0)]:
    j2, j3 = 0, 5
    n, c, ok = explicit(d, t, a1, j2, j3)
    others = [j for j in range(n) if j not in (j2, j3)]
    print(f"d={d} t={t} n={n} a1={a1}: row j2 = {np.round(c[j2],4)}  Pr[|<c_j2,s>|<0.5] = {ok[j2]:.6f}"
          f"  (failure {1-ok[j2]:.6f});  rows j0 not in {{j2,j3}}: min Pr = {ok[others].min():.6f}")

def row_j2_failure(k, t, a1, exact_limit=2000):
    """closed form for row j2 (verified above against explicit matrices): c = (F, F+(t-1)e, t e x (d-2)),
    F = n^{a1} e, e = 1/(n^{a1} + n - 1); d - 1 = k."""
    n = mp.mpf(k) * t
    e = 1 / (n ** a1 + n - 1); F = n ** a1 * e
    m = k - 1                                    # number of 'small' columns, d - 2
    B1 = 2 * F + (t - 1) * e                     # sigma1 = sigma2
    B2 = (t - 1) * e                             # sigma1 != sigma2
    s = t * e
    if m <= exact_limit:
        fail = mp.mpf(0)
        for j in range(m + 1):
            w = mp.binomial(m, j) / mp.mpf(2) ** m
            noise = (2 * j - m) * s
            for base in (B1, -B1):
                fail += w / 4 * (abs(base + noise) >= 0.5)
            for base in (B2, -B2):
                fail += w / 4 * (abs(base + noise) >= 0.5)
        return n, fail, "exact"
    # deterministic sandwich: |noise| <= m s
    lo_ok = (B1 - m * s >= 0.5) and (B2 + m * s < 0.5)
    return n, (mp.mpf(1) / 2 if lo_ok else None), "bound |noise| <= (d-2) t e"

def closed_vs_explicit():
    for (d, t, a1) in [(5, 4, 2.0), (9, 8, 2.0), (11, 10, 1.5), (13, 12, 1.01)]:
        n, c, ok = explicit(d, t, a1, 0, 5)
        _, fail, _ = row_j2_failure(d - 1, t, a1)
        print(f"  closed form vs explicit, d={d} t={t} a1={a1}: {float(fail):.12f} vs {1-ok[0]:.12f}")
print("== closed form check ==")
closed_vs_explicit()

def other_row_failure(k, n, exact_limit=4000):
    """rows j0 != j2: f = 1/n uniform, c = (1/n, 1/k x k); failure Pr[|s1/n + S_k/k| >= 0.5]."""
    if k <= exact_limit:
        fail = mp.mpf(0)
        for j in range(k + 1):
            w = mp.binomial(k, j) / mp.mpf(2) ** k
            v = mp.mpf(2 * j - k) / k
            fail += w / 2 * ((abs(v + 1 / n) >= 0.5) + (abs(v - 1 / n) >= 0.5))
        return fail, "exact"
    return 2 * mp.exp(-k * (mp.mpf(1) / 2 - 1 / n) ** 2 / 2), "Hoeffding bound"

print("== path n = k^10, d = k+1, t = k^9 (t sqrt(d)/n^0.99 = k^-0.9 sqrt(k+1) -> 0) ==")
for a1 in (1.01, 2, 10):
    for k in (2, 10, 100, 1000, 10**5, 10**10, 10**15):
        t = mp.mpf(k) ** 9
        n, fail, how = row_j2_failure(k, t, a1)
        hyp = float(t * mp.sqrt(k + 1) / n ** mp.mpf(0.99))
        print(f"a1={a1:>5} k={k:.0e} n={mp.nstr(n,4)} t sqrt(d)/n^0.99={hyp:.3g}: row j2 failure = "
              f"{mp.nstr(fail,8) if fail is not None else 'UNDECIDED'} ({how}); printed allowance delta/poly(n) <= 0.1")

print("== reading j3 -> j2 (rows j0 != j2), same path, against delta/n^c with delta = 0.01 ==")
for k in (2, 10, 100, 1000, 4000, 10**5, 10**10):
    n = mp.mpf(k) ** 10
    fail, how = other_row_failure(k, n)
    print(f"k={k:.0e} n={mp.nstr(n,4)}: failure {mp.nstr(fail,5)} ({how}); delta/n = {mp.nstr(0.01/n,5)}, "
          f"delta/n^3 = {mp.nstr(0.01/n**3,5)}: {'holds' if fail <= 0.01/n**3 else ('holds at c=1' if fail <= 0.01/n else 'fails')}")
