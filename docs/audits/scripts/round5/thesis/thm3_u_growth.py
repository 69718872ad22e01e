"""Audit thesis.ch7.display.thm3-u-growth: seed 003 L9418 vs (F.26)/(F.30). Smallest u allowed by (F.21) (constant 1):
u(t+1) = u(t) + (eta/(K M)) (1-p)^2 p, p = e^u/(e^u + (1-alpha)/alpha) ((F.24) with equality), u(0) = 0. mpmath-free floats."""
import math
def run(alpha, K, M, eta, T):
    u = 0.0; c = (1 - alpha) / alpha
    for _ in range(T):
        p = 1 / (1 + c * math.exp(-u)); u += eta / (K * M) * (1 - p) ** 2 * p
    return u
for alpha, K, M, eta, T in [(0.5, 10, 1, 1, 10**4), (0.5, 10, 1, 1, 10**6), (0.5, 2, 1, 1, 10**6), (0.3, 50, 2, 1, 10**6)]:
    u = run(alpha, K, M, eta, T); c2 = ((1 - alpha) / alpha) ** 2
    pr = 0.5 * math.log(eta * c2 * T / M); wk = 0.5 * math.log(eta * c2 * T / (K * M))
    print(f"alpha={alpha} K={K} M={M} t={T}: u={u:.4f}  printed (no K)={pr:.4f} holds={u >= pr}  with K={wk:.4f} holds={u >= wk}  "
          f"u - printed = {u-pr:.4f} (limit 0.5 log(2/K) = {0.5*math.log(2/K):.4f})")
