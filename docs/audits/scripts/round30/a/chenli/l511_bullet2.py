"""Auditor A r30: chenli Lemma 5.11's own second-bullet conclusion (seed 000 L779-L792).  Own numpy/mpmath, no repo imports.
Theta = sigma3 1_[3] 1_[2]^T/sqrt(d3 d2) + sum_{k<=n} 1_{B_k} 1_{C_k}^T/sqrt(|B_k||C_k|) (B_k a partition of S_[1], C_k the same
partition shifted by one block: trace 0).  x ~ pi^s_{mu=0, nu} (S_[3] sum exactly nu d3), (y, y') ~ D_{mu', nu', mu'', nu''}
with nu' = nu'', mu' = -c/sqrt(d2), mu'' = +c/sqrt(d2): Definition 5.10 turns exactly c sqrt(d2) minus-entries of S_[2] to +1,
so x^T Theta (y' - y) = 2 c sigma3 nu sqrt(d3) for every x and every coupled pair."""
import numpy as np
import mpmath as mp
rng = np.random.default_rng(511)
# dense check of the identity (d1 = 24, d2 = 16 (M = 4), d3 = 8), explicit Definition 5.10 draws
d1, d2, d3 = 24, 16, 8; d = d1 + d2 + d3; M = 4; c = 1; n = 3; sig3 = 1.3
S1 = np.arange(d1); S2 = np.arange(d1, d1 + d2); S3 = np.arange(d1 + d2, d)
Th = np.zeros((d, d)); Th[np.ix_(S3, S2)] = sig3 / np.sqrt(d3 * d2)
blocks = np.array_split(S1, n)
for k in range(n):
    Bk, Ck = blocks[k], blocks[(k + 1) % n]
    Th[np.ix_(Bk, Ck)] = 1 / np.sqrt(len(Bk) * len(Ck))
nu_plus = 7                                       # S_[3] has 7 plus-ones of 8 -> nu = 6/8
nu = (2 * nu_plus - d3) / d3
def slice_(m, plus):
    v = -np.ones(m); v[rng.permutation(m)[:plus]] = 1; return v
for trial in range(300):
    x = np.concatenate([rng.choice([-1.0, 1.0], d1), slice_(d2, d2 // 2), slice_(d3, nu_plus)])
    a_y = d2 // 2 - M // 2                        # mu' = -c/sqrt(d2): (1 + mu')/2 d2 plus-ones
    y = np.concatenate([rng.choice([-1.0, 1.0], d1), slice_(d2, a_y), slice_(d3, 4)])
    yp = y.copy(); negs = S2[y[S2] < 0]; yp[rng.choice(negs, size=c * M, replace=False)] = 1     # Definition 5.10, mu' < mu''
    assert abs((yp[S2].sum() - d2 * (c / np.sqrt(d2)))) < 1e-9
    dev = x @ Th @ (yp - y)
    assert abs(dev - 2 * c * sig3 * nu * np.sqrt(d3)) < 1e-9
print(f"dense identity: x^T Theta (y' - y) = 2 c sigma3 nu sqrt(d3) = {2*c*sig3*nu*np.sqrt(d3):.6f} on 300 explicit draws; "
      f"trace = {np.trace(Th):.2e}; singular values {np.round(np.linalg.svd(Th, compute_uv=False)[:5], 6)}")

# the path (mpmath sizes): own choices nu = 0.8, sigma3 = 1, c = 1, n cubes, r = 0.95 (n + 1)
mp.mp.dps = 40
print(" n   r     log10 d  d3        dev/F      thr(s=sqrt log r)  thr(s=sqrt d)  ratio(sqrt d)  r^-1/4   hyps")
for n in [20, 80, 320, 1280]:
    F2 = n + 1; r = mp.mpf(0.95) * F2; F = mp.sqrt(F2); nu = mp.mpf('0.8'); c = 1
    K4 = 100
    # Assumption 4 rows of S_[3]: 1/sqrt(d3) <= v F/sqrt(d), v <= sqrt(d)/(K4 r^2)  <=>  d3 >= K4^2 r^4 / F^2
    d3 = mp.ceil(K4 ** 2 * r ** 4 / F2)
    # d chosen so that (8) r <= d^{1/4}/100 and the second bullet d3 <= sqrt(d r)/(8 c nu) hold with room
    d = max(mp.mpf(10) ** 8 * r ** 4 * 1e4, (8 * c * nu * d3) ** 2 / r * 100, 1e4 * n ** 2 * r ** 0.25 * d3 ** 2 * F2)
    d2 = mp.floor(d / 3) ; d1 = d - d2 - d3
    v = mp.sqrt(d / (F2 * d3))
    hyps = [1 <= c <= mp.sqrt(min(r, d2, d3)) / 2, d3 <= min(d / (8 * nu ** 2), mp.sqrt(d * r) / (8 * c * nu)),
            v <= mp.sqrt(d) / (K4 * r ** 2), 100 * r <= d ** 0.25, F2 >= r, F2 - (d / 100) / (d1 / n) - 0.01 >= r]
    dev = 2 * c * 1 * nu * mp.sqrt(d3) / F
    def thr(s):
        return (mp.sqrt(c) * r ** 0.125 / d2 ** 0.25 + c * (c + mp.sqrt(mp.log(r))) / r ** 0.375
                + r ** 0.125 * nu * mp.sqrt(d3) * (d3 + mp.sqrt(mp.log(r))) / mp.sqrt(d)
                + r ** 0.125 * (mp.sqrt(c * nu * d3) + mp.sqrt(c * s) * mp.log(r) ** 0.25) / d ** 0.25)
    t1 = thr(mp.sqrt(mp.log(r))); t2 = thr(mp.sqrt(d))
    print(f"{n:5d} {float(r):6.1f} {float(mp.log10(d)):7.1f} {float(d3):9.3e} {float(dev):10.3e} {float(t1):12.3e} {float(t2):14.3e} "
          f"{float(dev/t2):12.3e} {float(r**-0.25):8.3f}  {all(hyps)}")
