"""Audit factrecall.thm9.width-one (Theorem 9, L471-L477): width m = 1 is admitted once d >~ N (C3 log(MN/delta))^{C4/eps}.
With m = 1, u_y^T V^T sigma(W e_x) = sigma(<w, e_x>) <u_y, v>: each x goes to argmax_y <u_y,v> (sigma > 0), argmin (sigma < 0) or a tie.
Random check over many width-1 networks and a polynomial sigma of degree q (Assumption 3)."""
import numpy as np
rng = np.random.default_rng(0)
d, N, q = 50, 30, 5
E = rng.standard_normal((N, d)); E /= np.linalg.norm(E, axis=1, keepdims=True)      # embeddings on the sphere
U = rng.standard_normal((3, d)); U /= np.linalg.norm(U, axis=1, keepdims=True)      # M = 3 output embeddings
f_star = np.arange(N) % 3
coef = rng.standard_normal(q + 1) + 0.5
sigma = lambda z: np.polynomial.hermite_e.hermeval(z, coef)
best = 0; max_labels = 0
for _ in range(3000):
    w = rng.standard_normal(d) * rng.uniform(0.1, 10); v = rng.standard_normal(d)
    scores = sigma(E @ w)[:, None] * (U @ v)[None, :]
    pred = scores.argmax(1); labels = len(set(pred[np.abs(sigma(E @ w)) > 1e-12]))
    max_labels = max(max_labels, labels); best = max(best, int((pred == f_star).sum()))
print(f"3000 random width-1 nets: distinct labels used <= {max_labels}; best stored {best} of {N} (f* = x mod 3 needs 3 labels)")
