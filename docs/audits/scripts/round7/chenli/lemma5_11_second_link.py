"""Audit chenli.display.lemma5.11-coupling-second-link (L872-L876, second '<='). Instance: d1 = 24, d2 = d3 = 4, c = 1,
mu' = mu'' = 0, nu' = -1, nu'' = 1; x = ((-1)^i); Theta = Householder reflection mapping x/sqrt(d) to u = (e_29 - e_30)/sqrt2
(orthogonal: ||Theta||_F^2 = d, stable rank d, columns/rows of norm 1 = ||Theta||_F/sqrt(d)); w = Theta^T x."""
import numpy as np
from itertools import combinations
d1, d2, d3 = 24, 4, 4; d = d1 + d2 + d3; c = 1.0
x = np.array([(-1.0) ** i for i in range(1, d + 1)])
u = np.zeros(d); u[28] = 1 / np.sqrt(2); u[29] = -1 / np.sqrt(2)
v = x / np.sqrt(d) - u; v /= np.linalg.norm(v); Th = np.eye(d) - 2 * np.outer(v, v)
w = Th.T @ x
S2 = range(d1, d1 + d2); S3 = range(d1 + d2, d)
fro2 = np.sum(Th ** 2); print("||Theta||_F^2 =", round(fro2, 10), " ||Theta^T x||^2 =", round(w @ w, 10), "(event <= 2||Theta||_F^2)")
print("x's blocks: mu =", x[list(S2)].mean(), " nu =", x[list(S3)].mean())
mu1, mu2, nu1, nu2 = 0.0, 0.0, -1.0, 1.0
P2 = sum(w[i] ** 2 for i in S2); P3 = sum(w[i] ** 2 for i in S3)
off2 = sum(w[i] * w[j] for i in S2 for j in S2 if i != j); off3 = sum(w[i] * w[j] for i in S3 for j in S3 if i != j)
cross = sum(w[i] * w[j] for i in S2 for j in S3)
left = abs(mu2 - mu1) / 2 * P2 + abs(nu2 - nu1) / 2 * P3 + ((mu2 - mu1) / 2) ** 2 * abs(off2) + ((nu2 - nu1) / 2) ** 2 * abs(off3) \
    + 2 * abs((mu2 - mu1) / 2) * abs((nu2 - nu1) / 2) * abs(cross)
s2, s3 = sum(w[i] for i in S2), sum(w[i] for i in S3)
right = c / np.sqrt(d2) * fro2 + c ** 2 / d2 * s2 ** 2 + s3 ** 2 + 2 * c / np.sqrt(d3) * np.linalg.norm(w) * abs(s3)
print(f"left (middle member) = {left:.6f}, right = {right:.6f}, left <= right: {left <= right + 1e-9}")
# the true E<w, y - y'>^2 at this instance: nu' = -1 -> nu'' = 1 flips all of block 3: y - y' = -2 * 1_[3] on S3
print("true E<w,y-y'>^2 here =", round((2 * s3) ** 2, 10))
# a typical-x check of the dropped diagonal term ((|nu''-nu'|/2)||P3 w||^2) relative to ||Theta||_F^2
rng = np.random.default_rng(0); vals = []
for _ in range(2000):
    xr = rng.choice([-1.0, 1.0], d); wr = Th.T @ xr; vals.append(sum(wr[i] ** 2 for i in S3) / fro2)
print(f"random x: mean ||P3 w||^2/||Theta||_F^2 = {np.mean(vals):.4f} (d3/d = {d3/d:.4f})")
