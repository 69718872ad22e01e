"""Auditor A r18: thesis (E.74) (seed 003 L8275-L8277, proof of Theorem 6.3.4): for an out-of-domain prompt with label -1,
F(Psi; P^{n'}) < -(1 - eps). Own Chapter-6 model (ch6_model.py, same as eqE95_whp.py) trained for T = 2077 steps (the helper's
(E.62) value) at delta = 0.02; OOD data (6.8): mu'_j = sum_i K_ji mu_i with K = I - 2 v v^T, v unit orthogonal to 1 (S_j = 1,
orthogonal, norm beta), nu'_k = a random rotation of the nu's (in their span, norm beta), kappa' ~ U(-1, 1); tasks over ordered pairs
(a, b) of ODR patterns; contexts: a, b w.p. alpha'/2 each, others (1 - alpha')/(M1 - 2); query ODR in {a, b}; eps = M1^-1/2."""
import sys, math
import numpy as np
import torch
import ch6_model
seed = int(sys.argv[1]); delta = float(sys.argv[2]); T = int(sys.argv[3])
M1, M2, beta, alpha, K_ = 4, 8, 2.0, 0.8, 1.0
t, zero, hmin, hmax, k = ch6_model.run(seed, delta, fixed_T=T)
L = ch6_model.LAST; F = L["F"]; dx, dim, l = L["dx"], L["dim"], L["l"]
print(f"seed={seed} delta={delta} T={T}: held-out training hinge max={L['train_loss_max']:.4f} mean={L['train_loss_mean']:.5f}")
rng = np.random.default_rng(1000 + seed)
v = rng.standard_normal(M1); v -= v.mean(); v /= np.linalg.norm(v)
Kmat = np.eye(M1) - 2 * np.outer(v, v)
mup = (Kmat.T * beta)                                       # row j = mu'_j coordinates in the mu basis (columns of K)
Rn = np.linalg.qr(rng.standard_normal((M2, M2)))[0]
nup = Rn * beta                                             # row k = nu'_k in the nu basis
def ood(nb=400):
    P = np.zeros((nb, l + 1, dim)); z = np.zeros(nb)
    for n in range(nb):
        a, b = rng.choice(M1, 2, replace=False)
        pr = np.array([alpha / 2 if j in (a, b) else (1 - alpha) / (M1 - 2) for j in range(M1)])
        for i in range(l):
            j = rng.choice(M1, p=pr)
            P[n, i, :M1] = mup[j]; P[n, i, M1:dx] = rng.uniform(-K_, K_) * nup[rng.integers(M2)]
            P[n, i, dx] = 1 if j == a else (-1 if j == b else rng.choice([-1, 1]))
        jq = rng.choice([a, b]); P[n, l, :M1] = mup[jq]; P[n, l, M1:dx] = rng.uniform(-K_, K_) * nup[rng.integers(M2)]
        z[n] = 1 if jq == a else -1
    return torch.tensor(P), z
P, z = ood()
with torch.no_grad():
    out = F(P).numpy()
eps = M1 ** -0.5
print(f"  OOD: max F over label -1 prompts = {out[z < 0].max():+.4f} (display needs < -(1 - eps) = {-(1 - eps):.2f}); min F over label +1 = {out[z > 0].min():+.4f}; "
      f"share of label -1 prompts with F >= -(1-eps): {np.mean(out[z < 0] >= -(1 - eps)):.3f}")
