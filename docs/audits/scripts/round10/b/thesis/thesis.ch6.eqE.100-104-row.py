"""Audit B, thesis.ch6.eqE.100-104-row: (E.100) L8409 (any i): cos((mu_bar;0), W_O(i)W_V) >= 1 - Theta(1)/M2 and
(E.102)/(E.104) L8417/L8430 (i in W / U): cos((0;+-q), W_O(i)W_V) >= 1 - Theta(1)/M1, both with the FULL row norm
||W_O(i) W_V||.  mu_bar = (1/M1) sum_j mu_j lives in the d_x block, q in the d_y block: the two unit test vectors are
orthogonal, so for every row w: cos_mu^2 + cos_q^2 <= 1 (Bessel).  For a constant C both need
(1 - C/M2)^2 + (1 - C/M1)^2 <= 1.  We compute, for each (M1, M2), the least C any row can achieve:
C*(M1, M2) = min_w max(M2 (1 - cos_mu), M1 (1 - cos_q)) (exact by a fine angle grid on the unit quarter circle, the
optimum lies there), and confirm with random rows in an explicit embedding (d_x = M1 + M2, d_y = 2, beta = 1)."""
import numpy as np
th = np.linspace(0, np.pi / 2, 200001)
def cstar(M1, M2):
    v = np.maximum(M2 * (1 - np.cos(th)), M1 * (1 - np.sin(th))); i = v.argmin(); return v[i], th[i]
rng = np.random.default_rng(0)
for M1, M2 in [(2, 2), (4, 4), (4, 8), (16, 16), (64, 64), (256, 256), (4096, 4096), (400, 4), (40000, 4)]:
    c, t = cstar(M1, M2)
    dx, dy = M1 + M2, 2
    mu_bar = np.r_[np.ones(M1) / M1, np.zeros(M2)]; q = np.array([1.0, 0.0])
    umu = np.r_[mu_bar / np.linalg.norm(mu_bar), np.zeros(dy)]; uq = np.r_[np.zeros(dx), q]
    best = np.inf
    for _ in range(20000 if M1 + M2 < 200 else 2000):                 # random rows near the optimal plane
        w = np.cos(t) * umu + np.sin(t) * uq + rng.normal(0, 0.05, dx + dy) / np.sqrt(dx + dy)
        cm, cq = w @ umu / np.linalg.norm(w), w @ uq / np.linalg.norm(w)
        assert cm ** 2 + cq ** 2 <= 1 + 1e-12
        best = min(best, max(M2 * (1 - cm), M1 * (1 - cq)))
    print(f"M1={M1:6d} M2={M2:5d}: least constant any row allows C* = {c:10.3f} (cos_mu={np.cos(t):.3f}, cos_q={np.sin(t):.3f}); "
          f"random rows: {best:10.3f} >= C*")
