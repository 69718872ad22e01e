"""Auditor B r28: thesis (F.26) first '>=' (seed 003 L9424): (eta/(KM)) sum_{b=0}^{t0} (1-p(b))^2 p(b) [+ x]
>= (1/2) log((1-alpha)^2 t/(2 alpha^2 K M)) [+ x], with the proof's recursion at equality ((F.21), (F.24)):
u(0) = 0, u(b+1) = u(b) + h (1-p(b))^2 p(b), h = eta/(KM), p(b) = 1/(1 + c e^{-u(b)}), c = (1-alpha)/alpha; the sum = u(t0+1),
t = t0 + 1.  Compared with the reading 'line 2 = the induction hypothesis' (1/2) log(eta c^2 t/(K M)).  Own mpmath/float code."""
import math
def run(alpha, K, M, eta, ts):
    c = (1 - alpha) / alpha; h = eta / (K * M); u = 0.0; out = {}; tmax = max(ts)
    for b in range(tmax):
        p = 1 / (1 + c * math.exp(-u)); u += h * (1 - p) ** 2 * p
        t = b + 1
        if t in ts:
            l2 = 0.5 * math.log(c ** 2 * t / (2 * K * M)); rd = 0.5 * math.log(eta * c ** 2 * t / (K * M))
            out[t] = (u, l2, u - l2, rd, u - rd)
    return out
for (alpha, K, M, eta) in ((0.5, 1, 1, 0.05), (0.5, 1, 1, 0.2), (0.5, 1, 1, 0.3), (0.4, 2, 3, 0.1), (0.4, 2, 3, 0.9), (0.7, 3, 20, 0.05)):
    ts = (100, 1000, 20000, 200000)
    r = run(alpha, K, M, eta, ts)
    print(f"alpha={alpha} K={K} M={M} eta={eta}: asymptotic gap (1/2)log(4 eta) = {0.5*math.log(4*eta):+.3f}")
    for t in ts:
        u, l2, g, rd, g2 = r[t]
        print(f"   t={t:6d}: line1 sum u={u:.4f}  line2={l2:.4f}  gap={g:+.4f}  | reading (1/2)log(eta c^2 t/(KM))={rd:.4f} gap={g2:+.4f}")
