# Auditor A r29: thesis (F.70) F = sum_i (e^{-Theta(xi)}/l) W_V p_i at t = 0, and (F.56) decoding mu vs mu'. Own numpy/mpmath.
import numpy as np, mpmath as mp
rng = np.random.default_rng(0)
print("(F.70): F's coefficients on linearly independent W_V p_i are the softmax weights (sum 1); printed e^{-c xi}/l < 1/l each")
for (l, xi) in [(2, 0.1), (2, 1e-3), (10, 0.01), (50, 0.5)]:
    D = l + 4
    P = np.zeros((l, 2*D)); P[np.arange(l), D + np.arange(l)] = 1.0               # distinct one-hot outputs: W_V p_i = e_i
    P[:, :D] = rng.uniform(-1, 1, (l, D))                                          # inputs with entries in [-1, 1]
    pq = np.r_[rng.uniform(-1, 1, D), np.zeros(D)]
    W0 = xi*rng.standard_normal((2*D, 2*D))                                        # W^(0) entries N(0, xi^2) (L9627)
    z = P @ W0 @ pq; a = np.exp(z - z.max()); a /= a.sum()
    F = (P[:, D:]).T @ a                                                           # F = sum_i softmax_i W_V p_i
    print(f"  l={l} xi={xi}: coefficients sum = {F.sum():.12f}; largest = {F.max():.6f} >= 1/l = {1/l:.6f} > every printed e^(-c xi)/l (c > 0); "
          f"reading e^(+-Theta(xi))/l: log(l a_i) in [{np.log(l*a).min():.3g}, {np.log(l*a).max():.3g}], max|logit| = {np.abs(z).max():.3g}")
mp.mp.dps = 60
a = [mp.e**0/(mp.e**0 + mp.e**mp.mpf('0.1')), mp.e**mp.mpf('0.1')/(mp.e**0 + mp.e**mp.mpf('0.1'))]
print(f"  helper's l = 2, z = (0, 0.1): coefficients ({mp.nstr(a[0], 6)}, {mp.nstr(a[1], 6)}); largest > 1/2")
print("(F.56): argmin_{y in M'} ||F - y||^2 with F = sum lambda_i mu'_i")
th = 0.3; mu = np.eye(2); R = np.array([[np.cos(th), -np.sin(th)], [np.sin(th), np.cos(th)]]); mup = (R @ mu.T).T
lam = np.array([0.7, 0.3]); F = lam @ mup
v = mup[np.argmin([np.sum((F - y)**2) for y in mup])]
print(f"  v = {np.round(v, 4)} = mu'_1; printed mu_(argmax lambda) = {mu[np.argmax(lam)]}; distance {np.linalg.norm(v - mu[np.argmax(lam)]):.4f} (2 sin 0.15 = {2*np.sin(0.15):.4f}); "
      f"the printed value is not even in M' = {{mu'_i}}: {not any(np.allclose(mu[np.argmax(lam)], y) for y in mup)}")
