"""Audit of thesis (C.108) (and the same rows (C.113), (C.118), (C.123)): fbar_l(W_t) <~ poly(eta,tau,kappa,delta_K(W*)) sqrt(d log n/n) K^2 (1+xi) ||Sigma_l||,
fbar_l the group-l POPULATION cross-entropy risk (4.5) (L1098), labels from (4.1).
Gibbs: for every W, fbar_l(W) = E_x[ CE(H(W*,x), H(W,x)) ] >= E_x[ h(H(W*,x)) ] (h = binary entropy, nats) =: c_l > 0,
a constant independent of n, while the right side -> 0 as n -> inf (all other factors fixed); also -> 0 as ||Sigma_l|| -> 0."""
import numpy as np, math
rng = np.random.default_rng(1)
sig = lambda z: 1/(1+np.exp(-z))
h = lambda p: -(p*np.log(p) + (1-p)*np.log(1-p))
d, K = 3, 2
Ws = np.array([[1., -0.5], [0.3, 0.8], [-0.2, 0.4]])
mu = np.array([1., 0., 0.5])
for s in [1.0, 0.1, 0.01]:                      # Sigma_l = s I
    x = mu + math.sqrt(s)*rng.standard_normal((400000, d))
    Hs = sig(x @ Ws).mean(1)
    c = h(Hs).mean()
    # check Gibbs on random W near W*: fbar_l(W) >= c
    Wt = Ws + 0.01*rng.standard_normal(Ws.shape); Ht = sig(x @ Wt).mean(1)
    fl = (-(Hs*np.log(Ht) + (1-Hs)*np.log(1-Ht))).mean()
    print(f"||Sigma_l||={s}: lower bound E h(H(W*,x)) = {c:.4f}; fbar_l(W near W*) = {fl:.4f}")
    for n in [1e3, 1e6, 1e9, 1e12]:
        r = math.sqrt(d*math.log(n)/n)*K**2*s
        print(f"   n={n:.0e}: sqrt(d log n/n) K^2 ||Sigma_l|| = {r:.2e}; ratio lower bound / rate = {c/r:.2e}")
