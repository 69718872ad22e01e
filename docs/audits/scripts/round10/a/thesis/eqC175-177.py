"""Audit A: thesis (C.175)-(C.177), proof of Lemma C.4.4 (own script).
phi = sigmoid (Ch. 4), rho of Definition C.2.2 (L5151): rho(u, s) = min_{i != j} {(u_j^2+1)(beta_0(i) - alpha_0(i)^2),
beta_2(i) - alpha_2(i)^2/(u_i^2+1)}, alpha_q(i) = E_{z~N(u_i,1)}[phi'(s z) z^q], beta_q = E[phi'(s z)^2 z^q].
Instance: d = 3, K = 2, W* = s (e1, e2) (kappa = eta = 1), Sigma_l = I (tau = 1, ||Sigma^{-1}||^{-1} = 1),
mu_l = (m, m, 0) in span(W*) (Property 1), u = W*^T mu/(delta_K ||Sigma^-1||^{-1/2}) = (m, m), second argument s.
a = U_perp c with c = (1, -1)/sqrt 2 (b = 0): A = C = 0 and the quantity is B = E[x3^2] E[(phi'(s x1) - phi'(s x2))^2]/2.
"""
import numpy as np
from scipy import integrate
dphi = lambda t: np.exp(-abs(t)) / (1 + np.exp(-abs(t))) ** 2   # sigmoid'
def E(f, mean):
    return integrate.quad(lambda z: f(z) * np.exp(-(z - mean) ** 2 / 2) / np.sqrt(2 * np.pi), mean - 40, mean + 40, limit=400, epsabs=1e-16, epsrel=1e-12)[0]
rng = np.random.default_rng(0)
for m in (1.0, 3.0):
    for s in (0.1, 0.5, 1.0, 2.0):
        a0 = E(lambda z: dphi(s * z), m); b0 = E(lambda z: dphi(s * z) ** 2, m)
        a2 = E(lambda z: dphi(s * z) * z * z, m); b2 = E(lambda z: dphi(s * z) ** 2 * z * z, m)
        rho = min((m * m + 1) * (b0 - a0 ** 2), b2 - a2 ** 2 / (m * m + 1))
        B = b0 - a0 ** 2   # E[(phi'(s g1) - phi'(s g2))^2]/2, g iid N(m, 1), times E[x3^2] = 1
        # Monte Carlo of the full quantity E[(sum_i a_i^T x phi'(w_i^T x))^2] at a = (e3, -e3)/sqrt 2
        x = rng.normal(size=(400000, 3)) + np.array([m, m, 0.0])
        mc = np.mean(((x[:, 2] * dphi(s * x[:, 0]) - x[:, 2] * dphi(s * x[:, 1])) / np.sqrt(2)) ** 2)
        # symmetric mixture +-mu: same value (phi' even)
        xm = rng.normal(size=(400000, 3)) - np.array([m, m, 0.0])
        mcm = 0.5 * mc + 0.5 * np.mean(((xm[:, 2] * dphi(s * xm[:, 0]) - xm[:, 2] * dphi(s * xm[:, 1])) / np.sqrt(2)) ** 2)
        print(f"u=({m},{m}) s={s}: B = {B:.5e} (MC {mc:.5e}, mixture MC {mcm:.5e}); rho = {rho:.5e} "
              f"[terms {(m*m+1)*(b0-a0**2):.4e}, {b2-a2**2/(m*m+1):.4e}]; rho/B = {rho/B:.3f} -> {'VIOLATED' if B < rho else 'holds'}")
