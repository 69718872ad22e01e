"""Auditor B: thesis L7339 ||a~_n X~ (W~0 + W~rho)(D' - D'')||_2 <= O~(s^{1/4} tau_w), s = # sign changes caused by W'.
Flipping coordinate i needs |a~_n X~ w'_i| >= |g_i|, so ||w'_i|| >= |g_i| / ||a~_n X~||; budget sum ||w'_i||^4 <= tau_w^4.
Worst W': flip the cheapest coordinates. Star graph, centre n, L leaves, A = D^{-1/2}(A~ + I)D^{-1/2}, unit feature rows."""
import numpy as np
rng = np.random.default_rng(11)
m1 = 10_000; tau = m1 ** -0.875; sig = 10 ** -5.25      # tau in [m1^-1.5, m1^-0.5]; sig in [m1^-1.5, tau/m1^0.25]
assert m1**-1.5 <= tau <= m1**-0.5 and m1**-1.5 <= sig <= tau / m1**0.25
d = 2
for L in (0, 10, 1000, 100000):
    N = L + 1
    deg = np.r_[L + 1, np.full(L, 2.0)]
    row = np.r_[1 / (L + 1), np.full(L, 1 / np.sqrt((L + 1) * 2))]   # a~_n for the centre
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    aX = np.r_[row @ X, row.sum()]                       # a~_n X~, X~ = (X, 1)
    na = np.linalg.norm(aX)
    W0 = rng.standard_normal((d + 1, m1)) / np.sqrt(m1); Wr = rng.standard_normal((d + 1, m1)) * sig
    g = aX @ (W0 + Wr)
    cost = (np.abs(g) / na * (1 + 1e-9)) ** 4
    order = np.argsort(cost); cum = np.cumsum(cost[order])
    s = int(np.searchsorted(cum, tau**4, side="right"))
    lhs = np.sqrt(np.sum(g[order[:s]] ** 2))
    print(f"L={L:6d}: ||a~_n X~|| = {na:8.3f} (row sum {row.sum():.3f}), s = {s}, lhs = {lhs:.4g}, "
          f"lhs/(s^1/4 tau) = {lhs / (s**0.25 * tau):.4g}, lhs/(||a~X~|| s^1/4 tau) = {lhs / (na * s**0.25 * tau):.4f}")
