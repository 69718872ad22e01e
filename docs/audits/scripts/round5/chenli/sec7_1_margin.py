"""Audit chenli.display.sec7.1-margin: seed 000 L2329-L2333 with (113) (L2312): C = g1 w sqrt(m log d)/lam^2,
alpha = lam^2/4, Z = sum_i 1/||Theta_i||_F^2 (v* of Lemma 6.18 / Sec. 7). Exact-ish floats."""
import math
g1, w, logd, n1 = 10, 2, 9, 3.0
for m, lam, norms in [(1, 0.5, [3.0]), (3, 0.9, [3.0, 3.0, 3.0]), (3, 0.25, [3.0, 1.5, 1.5]), (10, 0.01, [3.0] + [0.3] * 9)]:
    assert all(x * x >= lam * n1 * n1 - 1e-12 for x in norms)
    Z = sum(1 / x**2 for x in norms)
    C = g1 * w * math.sqrt(m * logd) / lam**2; alpha = lam**2 / 4
    print(f"m={m} lam={lam}: alpha C/sqrt(Z) = {alpha*C/math.sqrt(Z):.3f}  printed first term g1 w sqrt(log d)||Theta_1|| = {g1*w*math.sqrt(logd)*n1:.1f}"
          f"  ratio = {alpha*C/math.sqrt(Z)/(g1*w*math.sqrt(logd)*n1):.4f}  (sqrt(lam)/4 = {math.sqrt(lam)/4:.4f})")
