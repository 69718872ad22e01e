# Auditor A r29: softlin Lemma F.4 Part 2, as printed (j0 != j3) and the typo reading (j0 != j2). Own numpy/mpmath.
import numpy as np, itertools, mpmath as mp
mp.mp.dps = 60
def D1(d, t, a1, j2, j3):
    n = (d-1)*t; ln = np.log(n)
    A1 = np.zeros((n, d)); A1[j2, 0] = a1*ln; A1[:, 1:] = ln
    A2 = np.zeros((n, d)); A2[j3, 0] = 1.0; A2[:, 1:] = np.vstack([np.eye(d-1)]*t)
    return A1, A2, A2.copy()
def c_exp(A1, A2, A3):
    u = np.exp(A1 @ A2.T)                       # QK^T = I
    f = u/u.sum(1, keepdims=True)
    return f @ A3                               # V = I
def fail_enum(c):
    d = len(c); S = np.array(list(itertools.product([-1, 1], repeat=d)))
    return np.mean(np.abs(S @ c) >= 0.5)
print("Explicit D1 matrices, exact enumeration over all 2^d signs (j2 = 0, j3 = 3):")
for (d, t, a1) in [(5, 4, 2.0), (9, 8, 1.5), (11, 10, 10.0), (3, 50, 2.0)]:
    A1, A2, A3 = D1(d, t, a1, 0, 3); n = (d-1)*t
    C = c_exp(A1, A2, A3)
    f2 = fail_enum(C[0]); others = {round(fail_enum(C[j]), 6) for j in range(1, n)}
    print(f"  d={d} t={t} n={n} a1={a1}: row j2 c={np.round(C[0][:3], 4)}.. fail={f2:.6f}; rows j0!=j2: c={np.round(C[5][:3], 5)}.. fail={sorted(others)}")
print("Typo reading (rows j0 != j2): c = (1/n, 1/(d-1), ..., 1/(d-1)); exact failure along d-1 = ceil(n^0.1), t = n/(d-1):")
def fail_generic(n, d):
    m = d-1; tot = mp.mpf(0)
    for s1 in (-1, 1):
        for k in range(m+1):               # k plus signs among the d-1
            val = mp.mpf(s1)/n + mp.mpf(2*k - m)/m
            if abs(val) >= mp.mpf(1)/2: tot += mp.binomial(m, k)/mp.mpf(2)**m/2
    return tot
for e in [10, 20, 30, 40, 60]:
    n = mp.mpf(10)**e; d = int(mp.ceil(n**0.1)) + 1
    if d - 1 > 20000: 
        fl = 2*mp.e**(-(d-1)*(mp.mpf(1)/2 - 1/n)**2/2); tag = "(Hoeffding bound)"
    else:
        fl = fail_generic(n, d); tag = "(exact)"
    t = n/(d-1)
    print(f"  n=1e{e}: d={d}, t sqrt(d)/n^0.99={mp.nstr(t*mp.sqrt(d)/n**0.99, 3)}, failure={mp.nstr(fl, 4)} {tag} vs delta/n = {mp.nstr(mp.mpf('0.01')/n, 3)}")
