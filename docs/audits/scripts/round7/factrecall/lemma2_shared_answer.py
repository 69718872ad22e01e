"""Audit factrecall.lemma2.shared-answer (Lemma 2, L632-L642): W = (d/d_h) sum_z sum_{a in A^z} sum_i phi(a) phi(z)^T w_i w_i^T, w_i uniform
on the unit sphere orthogonal to phi(EOS); claim |phi(a)^T W phi(z) - 1(a in A^z)| <= 1/5 for all z, a w.p. 1 - delta.
Shared answer: A^{z'} = {a} for all n subjects. Monte Carlo (numpy): (i) finite d_h, the construction as printed; (ii) d_h -> inf
(E w w^T = P/(d-1) exactly): gamma_az = d/(d-1) sum_{z'} <P phi(z), phi(z')>."""
import numpy as np
rng = np.random.default_rng(0)
def unit(k, d):
    x = rng.standard_normal((k, d)); return x / np.linalg.norm(x, axis=1, keepdims=True)
def trial_limit(n, d):
    eos = np.zeros(d); eos[0] = 1.0
    phiz = unit(n, d); Pz0 = phiz[0] - phiz[0] @ eos * eos
    g = d / (d - 1) * (phiz @ Pz0).sum()
    return abs(g - 1) <= 0.2
def trial_finite(n, d, dh):
    eos = np.zeros(d); eos[0] = 1.0
    phiz = unit(n, d); w = rng.standard_normal((dh, d)); w[:, 0] = 0; w /= np.linalg.norm(w, axis=1, keepdims=True)
    # gamma_az = (d/d_h) sum_{z'} sum_i <phi(a),phi(a)> <phi(z), w_i><w_i, phi(z')> with z = subject 0
    g = d / dh * ((w @ phiz[0]) * (w @ phiz.T).sum(1)).sum()
    return abs(g - 1) <= 0.2
for n, d in [(100, 45), (2000, 45), (10**4, 100)]:
    k = 400 if n <= 10**4 else 60
    p = np.mean([trial_limit(n, d) for _ in range(k)])
    print(f"d_h -> inf: n = {n}, d = {d}: P(|gamma_az - 1| <= 1/5 at one z) ~ {p:.3f} ({k} trials); predicted ~ P(|N(0,1)| <= 0.2 sqrt(d/n)) = "
          f"{__import__('math').erf(0.2*np.sqrt(d/n)/np.sqrt(2)):.3f}")
p = np.mean([trial_finite(2000, 45, 4000) for _ in range(60)])
print(f"finite d_h = 4000, n = 2000, d = 45 (construction as printed): P ~ {p:.3f} (60 trials)")
