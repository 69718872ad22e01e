# Auditor B, round 16. thesis (D.130), L7797 (proof of Theorem 5.3.1): at Algorithm 2's initialization
#   |f_r(e_g, A*, X, W0 + Wrho, V0 + Vrho, B)| = |e_g^T A* sigma(r' + B2) c_r| <= O~(||A*||_inf (||A*||_inf + 1) eps_c),
# r' = A* sigma(A* X W + B1) V, (5.4), init L1485 (W0 ~ N(0,1/m1), V0 ~ N(0,1/m2), B1 = 1 b1, b1 ~ N(0,1/m1),
# B2 = 1 b2, b2 ~ N(0,1/m2), C ~ N(0,1)), Table D.2 (sigma_w = m1^{-0.99}, sigma_v = m2^{-0.51}, eps_c = 1),
# A* = A P* (5.6), p* at (5.8)'s caps c1/(L psi_l) (c1 = 1). Own graph: a D-leaf star (g = its centre) beside an
# N_pad-node d_pad-regular padding component (groups: leaves d = 2, padding d_pad, centre D + 1; L = 3), identical unit
# features (||x_n|| = 1). Closed form on the star (its component is all f_r at g sees); ReLU is positively homogeneous,
# so three applications of A* give ~R^3 against the printed R(R+1).
import math
import numpy as np


def relu(z):
    return np.maximum(z, 0.0)


def f_at_centre(D, Npad, m1=64, m2=64, d=4, seed=0):
    dpad = round(math.sqrt(2 * (D + 1)))
    E = 2.0 * D + dpad * Npad + (D + 1.0)
    dL = D + 1.0
    groups = {"leaf": (2.0, D), "pad": (float(dpad), Npad), "centre": (dL, 1)}
    p = {k: 1.0 / (3 * math.sqrt(dL * dd) * n / E) for k, (dd, n) in groups.items()}  # caps, c1 = 1
    pl, pc = p["leaf"], p["centre"]
    a_cc, a_cl, a_ll = 1 / (D + 1), 1 / math.sqrt(2 * (D + 1)), 0.5  # A entries on the star (self-loops included)
    R_centre = pc * a_cc + D * pl * a_cl
    R_leaf = pc * a_cl + pl * a_ll
    R_pad = p["pad"] * 1.0  # a d-regular node's row of A sums to 1
    R = max(R_centre, R_leaf, R_pad)
    rng = np.random.default_rng(seed)
    x = np.zeros(d); x[0] = 1.0
    W = rng.normal(0, 1 / math.sqrt(m1), (d, m1)) + rng.normal(0, m1 ** -0.99, (d, m1))
    V = rng.normal(0, 1 / math.sqrt(m2), (m1, m2)) + rng.normal(0, m2 ** -0.51, (m1, m2))
    b1 = rng.normal(0, 1 / math.sqrt(m1), m1); b2 = rng.normal(0, 1 / math.sqrt(m2), m2)
    c = rng.normal(0, 1, m2)
    w = x @ W
    h_c = relu(R_centre * w + b1); h_l = relu(R_leaf * w + b1)  # rows of sigma(A* X W + B1)
    r_c = (pc * a_cc * h_c + D * pl * a_cl * h_l) @ V
    r_l = (pc * a_cl * h_c + pl * a_ll * h_l) @ V
    f = pc * a_cc * (relu(r_c + b2) @ c) + D * pl * a_cl * (relu(r_l + b2) @ c)
    return R, abs(f), p


D = 400
for Npad in (10**2, 10**3, 10**4, 10**5, 10**6, 10**7):
    vals = []
    for s in range(7):
        R, af, p = f_at_centre(D, Npad, seed=s)
        vals.append(af)
    med = float(np.median(vals))
    print(f"D={D} N_pad={Npad:>8}: caps p* = leaf {p['leaf']:.3g}, pad {p['pad']:.3g}, centre {p['centre']:.3g}; "
          f"||A*||_inf = {R:.4g}; median |f_r| over 7 inits = {med:.4g}; |f_r|/(R(R+1)) = {med / (R * (R + 1)):.4g}; "
          f"|f_r|/R^3 = {med / R ** 3:.4g}")
