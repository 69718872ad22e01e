"""Audit factrecall.display.lemma2-variance-shape (seed 002 L640-L684): W = (d/d_h) sum_{z'} sum_{a' in A^{z'}} sum_i
phi(a') phi(z')^T w_i w_i^T, w_i uniform on the unit sphere orthogonal to phi(EOS); gamma_az = phi(a)^T W phi(z).
All n subjects share one answer a (A^{z'} = {a}); d >= |A^z| = 1, d_h >= |V^(h)| = n (printed side conditions, L686).
Monte Carlo over embeddings (uniform on the sphere) and the w_i; compare Var(gamma_az) with max|A^z|/d + |V^(h)|/d_h."""
import numpy as np
rng = np.random.default_rng(0)
def unit(x): return x / np.linalg.norm(x, axis=-1, keepdims=True)
d = 6
for n in [2, 8, 32]:
    dh = 8 * n; vals = []
    for _ in range(3000):
        eos = unit(rng.normal(size=d)); phz = unit(rng.normal(size=(n, d))); pa = unit(rng.normal(size=d))
        w = rng.normal(size=(dh, d)); w -= np.outer(w @ eos, eos); w = unit(w)
        Mz = w.T @ (w @ phz[0])                                  # (sum_i w_i w_i^T) phi(z), z = z_1
        vals.append(d / dh * (pa @ pa) * np.sum(phz @ Mz))      # sum over z' of phi(z')^T M phi(z)
    vals = np.array(vals)
    print(f"n={n} d={d} d_h={dh}: E gamma = {vals.mean():.3f} (target (d-1)/d = {(d-1)/d:.3f}); Var = {vals.var():.3f};"
          f" printed shape 1/d + n/d_h = {1/d + n/dh:.3f}")
