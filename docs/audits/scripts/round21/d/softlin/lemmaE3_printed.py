# Auditor D, round 21: softlin.display.lemmaE.3-printed (seed 001 L1809-L1815), own model from Def. D.1 / C.4, Section E (QK^T = I_d), V = I_d.
import numpy as np, mpmath as mp
from scipy.stats import binom
mp.mp.dps = 60
def build(n, t, a1, b, c, j3=0):
    d = n//t + 2; assert (d-2)*t == n
    L = np.log(n); A = np.zeros((n, d))
    A[j3, 0] = a1*np.sqrt(L)
    A[:, 1:d-1] = np.vstack([np.eye(d-2)]*t)*b*np.sqrt(L)
    A[:, d-1] = c*np.sqrt(L)
    return A, d
def c_row(A, j0):                      # c_exp(A,x)_{j0} = f_exp row j0 times A3 V, QK^T = I, V = I
    s = A[j0] @ A.T; s -= s.max(); f = np.exp(s); f /= f.sum()
    return f @ A, f
def exact_prob_t1(n, a1, b, c):
    """t = 1: <c,sigma>/sqrt(log n) = s1 a1 f + s2 b f + s3 c + b w S, S = sum of n-1 Rademachers, f = f(j3,j3), w = (1-f)/(n-1)."""
    n_ = mp.mpf(n)
    f = n_**(a1**2+b**2)/(n_**(a1**2+b**2) + n_ - 1); w = (1-f)/(n_-1)
    tot = mp.mpf(0)
    for s1 in (1, -1):
        for s2 in (1, -1):
            for s3 in (1, -1):
                need = (c + mp.mpf('0.1') - s1*a1*f - s2*b*f - s3*c)/(b*w)   # need S >= need; S = 2K - (n-1)
                k = mp.ceil((need + (n_-1))/2)
                if k <= 0: p = mp.mpf(1)
                elif k > n-1: p = mp.mpf(0)
                else:
                    # upper binomial tail, exact via log-sum
                    k = int(k); terms = [mp.binomial(n-1, j) for j in range(k, n)]
                    p = mp.fsum(terms)/mp.mpf(2)**(n-1)
                tot += p/8
    return f, tot
if __name__ == '__main__':
    # 1. formula check against explicit matrices + Monte Carlo at a small instance
    rng = np.random.default_rng(0)
    for (n, t, a1, b) in [(198, 1, 0.7, 0.1), (198, 2, 0.7, 0.1), (198, 1, 1.0, 0.1)]:
        c = 1-b; A, d = build(n, t, a1, b, c); cv, f = c_row(A, 0)
        sig = rng.choice([-1, 1], (200000, d)); val = sig @ cv
        thr = (c+0.1)*np.sqrt(np.log(n))
        print(f"explicit n={n} t={t} d={d} a1={a1} b={b}: f(j3,j3)={f[0]:.4f}, MC Pr[<c,sigma> >= (c+0.1)sqrt(log n)] = {np.mean(val >= thr):.5f}"
              + (f", exact(t=1) = {float(exact_prob_t1(n, a1, b, c)[1]):.3e}" if t == 1 else ""))
    # 2. the helper's instance and a path n -> infinity (t = 1, d = n + 2, t sqrt(d) = sqrt(n+2) = o(n^{1-b^2-0.01}))
    for (a1, b) in [(0.7, 0.1), (0.9, 0.3), (0.7, 0.5), (1.0, 0.1)]:
        c = 1-b
        for n in [198, 1998, 19998]:
            f, p = exact_prob_t1(n, a1, b, c)
            print(f"a1={a1} b={b} c={c:.1f} n={n} d={n+2}: t sqrt(d)={np.sqrt(n+2):.1f} vs n^(1-b^2-0.01)={n**(1-b*b-0.01):.1f}; a1^2+b^2={a1*a1+b*b:.2f}; f(j3,j3)={float(f):.4f}; Pr = {mp.nstr(p, 4)}  (< 1/10: {p < mp.mpf(1)/10})")
