"""Audit B, round 12: thesis L7484 (proof of Lemma D.2.11): ||delta_n||_inf <= O~(||A||_inf eta (tau_{v,inf} m1^{-1/2} + tau_{w,inf}))
+ O_p(eta^2), delta of (D.87); O~ hides poly(log(m1 m2)) (L6742), O_p poly(m1, m2) (L7426), ||W''||_{2,inf} <= tau_{w,inf} (max
neuron/column norm, as ||.||_{2,4} is over neurons and L7446 uses it per entry), ||V''||_{2,inf} <= tau_{v,inf}.
The part of delta linear in eta at fixed signs (terms 2 and 3 of L7476-L7479): eta [Z Sigma V'' + A((A X W'' Sigma) . D_{w,rho})(V + V^rho)];
as eta -> 0 the O_p(eta^2) term and the O(eta)-probability sign changes cannot absorb a first-order excess.
Own numpy: one node (A = [1], ||A||_inf = 1), d = 1, x = 1 (unit feature), W, b ~ N(0, 1/m1), W^rho ~ N(0, sigma_w^2), sigma_w =
tau_w/m1^{1/4}, tau_w = m1^{-1/2}; V ~ N(0, 1/m2), V^rho ~ N(0, sigma_v^2), sigma_v = 0.5 m2^{-1/2}; W'' = +-tau_{w,inf} per neuron
(every column at its cap), tau_{w,inf} = 1; V'' = 0 (tau_{v,inf} -> 0 allowed); Sigma random +-1; m2 = 2 fixed, m1 growing."""
import numpy as np

m2 = 2
for m1 in [16, 256, 4096, 65536, 1048576]:
    vals = []
    for seed in range(9):
        rng = np.random.default_rng(seed)
        tw = m1 ** -0.5; sw = tw / m1 ** 0.25; sv = 0.5 * m2 ** -0.5
        W = rng.normal(0, m1 ** -0.5, m1); b = rng.normal(0, m1 ** -0.5, m1); Wr = rng.normal(0, sw, m1)
        D = (W + Wr + b) >= 0
        V = rng.normal(0, m2 ** -0.5, (m1, m2)); Vr = rng.normal(0, sv, (m1, m2))
        Wpp = rng.choice([-1.0, 1.0], m1); Sig = rng.choice([-1.0, 1.0], m1)
        term3 = ((Wpp * Sig) * D) @ (V + Vr)               # A = [1], X = [1]: per unit eta
        vals.append(np.abs(term3).max())
    lhs = np.median(vals); bound = 1.0 * (0.0 + 1.0)     # ||A||_inf (tau_v m1^-1/2 + tau_w,inf) with tau_v -> 0
    pl = np.log(m1 * m2) ** 2
    print(f'm1 = {m1:8d}, m2 = {m2}: median max_j |first-order delta_1j|/eta = {lhs:8.3f}; printed shape = {bound}; ratio {lhs:8.3f} '
          f'(/ log^2(m1 m2) = {lhs / pl:.3f}); sqrt(m1/(2 m2)) = {np.sqrt(m1 / (2 * m2)):.2f}')
