"""Auditor A r28: softlin Lemma E.3 Part 1 (seed 001 L1809-L1815) along n with t = 1, d = n + 2 (so t(d-2) = n, L1811), a1 = 0.7,
b = 0.1, c = 0.9 (Definition D.1, L527-L556), QK^T = I_d (Section E, L1590), V = I_d.  Exact law (own derivation from Def. C.4):
<c_exp(A,x)_{j3}, sigma>/sqrt(log n) = s1 a1 f + s2 b f + s3 c + b (1-f)/(n-1) S, f = n^{a1^2+b^2}/(n^{a1^2+b^2} + n - 1),
S = 2K - (n-1), K ~ Bin(n-1, 1/2).  Checked against an explicit matrix computation + exact enumeration at small n."""
import itertools, math
import numpy as np
import mpmath as mp
mp.mp.dps = 50

def exact_prob(n, a1, b, c):
    f = mp.mpf(n)**(a1*a1 + b*b) / (mp.mpf(n)**(a1*a1 + b*b) + n - 1)
    tot = mp.mpf(0)
    for s1, s2, s3 in itertools.product((-1, 1), repeat=3):
        need = (c + mp.mpf('0.1')) - (s1*a1*f + s2*b*f + s3*c)       # need b(1-f)/(n-1) * S >= need
        coef = b*(1 - f)/(n - 1)
        smin = need/coef                                               # S >= smin, S = 2K - (n-1)
        kmin = int(mp.ceil((smin + (n - 1))/2))
        if kmin <= 0: p = mp.mpf(1)
        elif kmin > n - 1: p = mp.mpf(0)
        else: p = mp.betainc(kmin, n - 1 - kmin + 1, 0, mp.mpf(1)/2, regularized=True)   # P(K >= kmin)
        tot += p/8
    return tot, f

def explicit_prob(n, a1, b, c, j3=0):
    d = n + 2; L = math.log(n)
    A = np.zeros((n, d)); A[j3, 0] = a1*math.sqrt(L); A[:, 1:d-1] = np.eye(n)*b*math.sqrt(L); A[:, d-1] = c*math.sqrt(L)
    sc = A[j3] @ A.T; fr = np.exp(sc - sc.max()); fr /= fr.sum()            # f_exp row j3 (QK^T = I)
    cvec = fr @ A                                                           # c_exp(j3, i0) = <f row, (A3 V)_{i0}>, V = I
    # exact over sigma: only the sum of the n equal Type-II entries (j != j3) needs a binomial; brute force for n <= 16
    thr = (c + 0.1)*math.sqrt(L); cnt = 0
    for sig in itertools.product((-1, 1), repeat=d):
        cnt += (cvec @ np.array(sig) >= thr)
    return cnt/2**d

for n in (8, 12, 14):
    for (a1, b, c) in ((0.7, 0.1, 0.9), (0.7, 0.5, 0.5), (1.0, 0.1, 0.9)):
        pe, f = exact_prob(n, a1, b, c)
        print(f"check n={n} a1={a1} b={b}: exact formula {float(pe):.6f}  explicit brute force {explicit_prob(n, a1, b, c):.6f}")
print("path t = 1, d = n + 2, a1 = 0.7, b = 0.1, c = 0.9:")
for n in (198, 1998, 19998, 20000, 200000):
    pe, f = exact_prob(n, 0.7, 0.1, 0.9)
    ratio = math.sqrt(n + 2)/n**(1 - 0.01 - 0.01)
    print(f"   n={n}: t sqrt(d)/n^(1-b^2-0.01) = {ratio:.4f}; f(j3,j3) = {float(f):.3e}; Pr = {mp.nstr(pe, 4)}  (>= 1/10: {pe >= mp.mpf(1)/10})")
print("reading a1 >= 1 (Lemma E.1, L1600): a1 = 1, b = 0.1, c = 0.9:")
for n in (198, 19998, 200000):
    pe, f = exact_prob(n, 1.0, 0.1, 0.9); print(f"   n={n}: Pr = {mp.nstr(pe, 6)}")
