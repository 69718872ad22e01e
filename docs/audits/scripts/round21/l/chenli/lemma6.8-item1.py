"""Lead audit: chenli Lemma 6.8 Item 1 at m = 1 (O(sqrt(log m)) = 0). Theta = Pi/sqrt(d), Pi the symmetric pair
swap (zero trace, ||Theta||_F = 1, ||Theta||_op = 1/sqrt(d) so r_Theta = d, rows of norm 1/sqrt(d): Assumption 4 with
v = 1, Assumption 5 with chi = 1). x Rademacher: x^T Theta x = (2/sqrt d) sum_p x_{2p-1} x_{2p}."""
import itertools
from math import comb, erfc, sqrt

import numpy as np

for d in (4, 12, 40, 400):
    n = d // 2
    # sum of n iid Rademacher products is a Rademacher walk S_n: P(|2 S_n / sqrt d| > 1)
    p = sum(comb(n, k) for k in range(n + 1) if abs(2 * (2 * k - n)) / sqrt(d) > 1) / 2**n
    print(f"d={d}: P(|x^T Theta x| > chi ||Theta||_F) = {p:.4f}")
print("limit 2 Phibar(1/sqrt 2) =", erfc(0.5))
# brute force at d = 12 without the walk shortcut
d = 12
P = np.zeros((d, d))
for p_ in range(d // 2):
    P[2 * p_, 2 * p_ + 1] = P[2 * p_ + 1, 2 * p_] = 1
T = P / np.linalg.norm(P)
xs = np.array(list(itertools.product([-1, 1], repeat=d)))
q = np.einsum("ni,ij,nj->n", xs, T, xs)
print("brute d=12:", np.mean(np.abs(q) > 1 + 1e-12), "trace", np.trace(T), "op", np.linalg.norm(T, 2))
