# Auditor B r29: thesis (F.70) (seed 003 L9627-L9631) and (F.56) (L9561-L9563). Own numpy.
import numpy as np
rng = np.random.default_rng(70)
print("(F.70): F = sum_i softmax_i W_V p_i (7.2) at t = 0, W^(0) = xi G; printed coefficients e^{-Theta(xi)}/l (< 1/l for any positive constant)")
for l, xi, D in ((2, 0.1, 4), (10, 0.01, 12), (50, 0.5, 60), (2, 1e-4, 4)):
    worst = 0.0
    for _ in range(200):
        W = xi * rng.standard_normal((D, D)); P = rng.uniform(-1, 1, (l, D)); q = rng.uniform(-1, 1, D)
        z = P @ W @ q; s = np.exp(z - z.max()); s /= s.sum()
        worst = max(worst, s.max() * l)                    # coefficient of W_V p_i (the e_i's are independent) times l
    print(f"  l={l} xi={xi}: max_i (coefficient x l) over 200 draws = {worst:.6f} (> 1 >= l e^(-c xi)/l for every c > 0); coefficients sum to 1 always")
print("(F.56): v = argmin_{y in M'} 1/2 ||F - y||^2 vs the printed mu_{argmax lambda}")
th = 0.3; mu = np.eye(2); R = np.array([[np.cos(th), -np.sin(th)], [np.sin(th), np.cos(th)]]); mup = mu @ R.T   # mu'_i = R mu_i (orthonormal, span(mu))
for lam in ((0.7, 0.3), (0.2, 0.8), (0.55, 0.45)):
    F = lam[0] * mup[0] + lam[1] * mup[1]
    v = mup[np.argmin([0.5 * np.sum((F - y) ** 2) for y in mup])]
    pr = mu[int(np.argmax(lam))]
    print(f"  lambda={lam}: v = {np.round(v, 4)} = mu'_(argmax) {np.allclose(v, mup[int(np.argmax(lam))])}; printed mu_(argmax) = {pr}; ||v - printed|| = {np.linalg.norm(v - pr):.4f}")
