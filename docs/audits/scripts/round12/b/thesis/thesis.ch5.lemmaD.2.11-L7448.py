"""Audit B, round 12: thesis L7448 (proof of Lemma D.2.11): Pr_{W^rho}[Z'_{n,i} != 0] <= O~(eta ||A||_inf tau_{w,inf}/sigma_w),
i in [m1], with Z' the sign-change part of (D.86) (the only Z' with ||Z'_n||_inf <= eta ||A||_inf tau_{w,inf}, L7446):
Z'_{n,i} = sum_m a_{n,m} pre_{m,i} (D_{w,rho,eta} - D_{w,rho})_{m,i}, pre = A X (W + W^rho + eta W'' Sigma) + B1.
(L7442's literal Z' = A(...) . D_{w,rho,eta} is nonzero w.p. ~ 1 for every eta: also checked.)
O~ hides poly(log(m1 m2)) (L6742).  Own exact computation (d = 1: each flip event is an interval of u = W^rho_i ~ N(0, sigma_w^2)):
D-regular circulant ring on N nodes with self-loops (||A||_inf = 1), features x_m = +1 on one half and -1 on the other (unit
rows), n at a boundary so s_m = (A X)_m sweeps [-1, 1] over supp(a_n); W, b ~ N(0, 1/m1) (L1485); W''_i = tau_{w,inf},
Sigma_ii = +1; sigma_w at the top of Lemma D.2.10's range, tau_w/m1^{1/4} with tau_w = m1^{-1/2}; eta = 1e-6/D^2."""
import numpy as np
from scipy.special import ndtr


def ring(N, D):
    A = np.zeros((N, N))
    for i in range(N):
        A[i, i] = 1
        for k in range(1, D // 2 + 1):
            A[i, (i + k) % N] = 1; A[i, (i - k) % N] = 1
    deg = A.sum(1); return A / np.sqrt(np.outer(deg, deg))


def union_prob(intervals, sig):
    iv = sorted((min(a, b), max(a, b)) for a, b in intervals)
    merged = []
    for a, b in iv:
        if merged and a <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], b)
        else:
            merged.append([a, b])
    return sum(ndtr(b / sig) - ndtr(a / sig) for a, b in merged)


def run(D, m1=64, seed=0, tinf=1.0):
    N = 4 * D + 8
    A = ring(N, D); x = np.where(np.arange(N) < N // 2, 1.0, -1.0)
    s = A @ x
    n = N // 2  # boundary node
    supp = np.nonzero(A[n])[0]
    Ainf = np.abs(A).sum(1).max()
    sig = (m1 ** -0.5) / m1 ** 0.25
    eta = 1e-6 / D ** 2
    rng = np.random.default_rng(seed)
    W = rng.normal(0, m1 ** -0.5, m1); b = rng.normal(0, m1 ** -0.5, m1)
    best, lit = 0.0, 0.0
    for i in range(m1):
        iv = []
        for m in supp:
            if s[m] == 0:
                continue
            c = -b[i] / s[m] - W[i]
            iv.append((c, c - eta * tinf))
        p = union_prob(iv, sig)
        best = max(best, p)
        # literal L7442 Z' != 0 iff some node of the column is active at the new weights: 1 - Pr(all inactive)
        # (one-sided constraints on u: s_m (W + u + eta tinf) + b < 0 for all m) -> an interval of u
        lo, hi = -np.inf, np.inf
        for m in supp:
            if s[m] > 0: hi = min(hi, -b[i] / s[m] - W[i] - eta * tinf)
            elif s[m] < 0: lo = max(lo, -b[i] / s[m] - W[i] - eta * tinf)
            elif b[i] >= 0: lo, hi = 1.0, -1.0
        pin = max(0.0, ndtr(hi / sig) - ndtr(lo / sig)) if hi > lo else 0.0
        lit = max(lit, 1 - pin)
    bound = eta * Ainf * tinf / sig
    return best, bound, Ainf, len(supp), lit


if __name__ == '__main__':
    print('D      |supp(a_n)|  ||A||_inf  max_i Pr[Z_ni != 0]   eta ||A|| tau/sigma_w   ratio     (literal L7442 Z: max_i Pr ~)')
    for D in [8, 32, 128, 512, 2048]:
        r = [run(D, seed=s) for s in range(3)]
        for best, bound, Ainf, ns, lit in r[:1]:
            pass
        ratios = [x[0] / x[1] for x in r]
        print(f'{D:5d}   {r[0][3]:6d}      {r[0][2]:.4f}    {r[0][0]:.3e}            {r[0][1]:.3e}          '
              f'{ratios[0]:8.2f} (seeds: {", ".join("%.1f" % q for q in ratios)})   literal {r[0][4]:.3f}')
