"""Audit chenli.display.lemmaA.10-cauchy-schwarz (L3476-L3482): d_T(x,A)^2 <= min_y sum_i P_{x'~y}[x_i != x'_i]^2, 'min over all probability
measures over Omega' (printed) vs over A (Sion's theorem applied to Definition A.8's min over y in A). Exact, small cubes."""
from itertools import product
import numpy as np
def d_gamma(x, A, grid=2001):
    d = len(x)
    if d == 1:
        return max(a * min(int(x[0] != y[0]) for y in A) for a in (-1.0, 1.0))
    best = 0.0
    for th in np.linspace(0, 2 * np.pi, grid):
        al = (np.cos(th), np.sin(th))
        best = max(best, min(sum(al[i] * (x[i] != y[i]) for i in range(d)) for y in A))
    return best
def rhs_over(support, x):
    # minimise sum_i P[x_i != x'_i]^2 over measures on 'support': convex in the probability vector; small supports -> grid search
    pts = list(support); k = len(pts)
    best = float("inf")
    for wts in product(np.linspace(0, 1, 21), repeat=k):
        if abs(sum(wts) - 1) > 1e-9:
            continue
        p = [sum(w * (x[i] != y[i]) for w, y in zip(wts, pts)) for i in range(len(x))]
        best = min(best, sum(t * t for t in p))
    return best
x, A, Om = (-1,), [(1,)], [(-1,), (1,)]
print("d=1, A={+1}, x=-1: d_Gamma^2 =", d_gamma(x, A) ** 2, "; printed min over measures on Omega =", rhs_over(Om, x), "; over A =", rhs_over(A, x))
x2, A2 = (-1, -1), [(1, -1), (-1, 1)]
Om2 = list(product([-1, 1], repeat=2))
print("d=2, A={(1,-1),(-1,1)}, x=(-1,-1): d_Gamma^2 = %.4f" % d_gamma(x2, A2) ** 2, "; over Omega =", round(rhs_over(Om2, x2), 4), "; over A =", round(rhs_over(A2, x2), 4))
