"""Auditor B r28: softlin Lemma E.3 Part 1 (seed 001 L1809-L1815) along n.  Own derivation from Definition D.1 (t = 1,
n = d - 2): row j of A is sqrt(L) (a1 [j = j3], b e_j^T, c), L = ln n; QK^T = I_d, V = I_d (Section E).
f_exp row j3 = softmax_i(A_j3 . A_i): f = n^{a1^2+b^2}/(n^{a1^2+b^2} + n - 1) on j3, (1-f)/(n-1) elsewhere.
<c_exp(A,x)_{j3}, sigma>/sqrt(L) = s1 a1 f + s2 b f + s3 c + b (1-f)/(n-1) S, S = sum of n-1 Rademacher signs.
Exact Pr[... >= (c + 0.1) sqrt(L)] with S = 2 Bin(n-1, 1/2) - (n-1), in mpmath (log scale).  Also a brute-force check
of the closed form against explicit matrices at small n."""
import itertools, math
import numpy as np
import mpmath as mp
mp.mp.dps = 50
def prob(n, a1, b, c):
    L = mp.log(n); e = a1 ** 2 + b ** 2
    f = mp.power(n, e) / (mp.power(n, e) + n - 1)
    tot = mp.mpf(0); N = n - 1
    for s1, s2, s3 in itertools.product((1, -1), repeat=3):
        need = (c + mp.mpf('0.1') - s1 * a1 * f - s2 * b * f - s3 * c) * N / (b * (1 - f))   # S >= need
        kmin = int(mp.ceil((need + N) / 2 - mp.mpf(10) ** -30))                            # B >= kmin
        if kmin <= 0: tot += mp.mpf(1) / 8; continue
        if kmin > N: continue
        # P(Bin(N,1/2) >= kmin) = sum_{k>=kmin} C(N,k) 2^-N
        s = mp.fsum(mp.binomial(N, k) for k in range(kmin, N + 1)) / mp.power(2, N)
        tot += s / 8
    return tot, f
def brute(n, a1, b, c, trials, rng):
    d = n + 2; L = math.log(n); j3 = 0
    A = np.zeros((n, d)); A[j3, 0] = a1 * math.sqrt(L); A[:, 1:n + 1] = b * math.sqrt(L) * np.eye(n); A[:, -1] = c * math.sqrt(L)
    s = A[j3] @ A.T; w = np.exp(s - s.max()); w /= w.sum()
    cexp = w @ A                      # (A V)_{:, i0} = A[:, i0]
    sig = rng.choice([-1.0, 1.0], size=(trials, d))
    return np.mean(sig @ cexp >= (c + 0.1) * math.sqrt(L))
if __name__ == "__main__":
    rng = np.random.default_rng(3)
    for (a1, b) in ((0.7, 0.5), (1.0, 0.1)):
        n = 30; p, _ = prob(n, a1, b, 1 - b)
        print(f"brute-force check n={n} a1={a1} b={b}: exact {mp.nstr(p, 6)} vs MC {brute(n, a1, b, 1 - b, 200000, rng):.4f}")
    for a1, b in ((0.7, 0.1), (0.7, 0.5), (1.0, 0.1)):
        c = 1 - b
        for n in (198, 1998, 19998):
            p, f = prob(n, a1, b, c)
            lhs_hyp = math.sqrt(n + 2) / n ** (1 - b ** 2 - 0.01)
            print(f"a1={a1} b={b} c={c}: n={n} t sqrt(d)/n^(1-b^2-0.01) = {lhs_hyp:.3g}  f(j3,j3)={mp.nstr(f,4)}  Pr = {mp.nstr(p, 5)}  (vs 1/10)")
