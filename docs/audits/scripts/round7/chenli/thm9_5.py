"""Audit chenli.thm9.5 (L2947-L2951): E l(f(x),y) <= (1/N) sum l(f(x_a),y_a) + 4 L R_N(F) + 2c sqrt(log(1/delta)/(2N)),
l L-Lipschitz in its first argument, bounded ABOVE by c. Exact laws (binomial), no sampling."""
from math import comb, log, sqrt

def fail_prob(N, delta, shift, eps=0.0):
    """l(y_hat, y) = eps*y_hat + y - shift on Y = [-1,1], y = +-1 w.p. 1/2, f = 0 (so R_N term: L = eps, R_N({0}) = 0).
    c = sup l = 1 - shift (+eps). Returns (c, Pr[inequality fails])."""
    c = 1 - shift + eps
    El = -shift
    p = 0.0
    for k in range(N + 1):  # k of the y_a equal +1
        emp = (k - (N - k)) / N - shift
        if El > emp + 2 * c * sqrt(log(1 / delta) / (2 * N)) + 1e-15:
            p += comb(N, k) / 2 ** N
    return c, p

for N, delta, shift in [(1, 0.4, 0.9), (1, 0.3, 0.99), (10, 0.05, 0.999), (100, 0.01, 0.9999)]:
    c, p = fail_prob(N, delta, shift)
    print(f"N={N} delta={delta} c={c:.4g}: Pr(fail) = {p:.4f} > delta: {p > delta}")
# textbook reading: loss in [0, c]: l = y + 1 (range [0,2], c = 2): never fails beyond delta
for N, delta in [(1, 0.4), (10, 0.05), (100, 0.01)]:
    c, p = fail_prob(N, delta, -1.0)
    print(f"[0,c] reading N={N} delta={delta} c={c}: Pr(fail) = {p:.4f} <= delta: {p <= delta}")
