"""Audit A, r13: thesis Lemma D.2.11's proof (App. D.2), (D.87) terms, seed 003 L7474-L7484.
 L7478: term 2, Z eta Sigma V'': 'n-th row infinity norm bounded by O~(||A||_inf eta tau_{v,inf} m1^{-1/2})'.
 L7484 (at Theorem 5.3.1's m1 = m2 = m): ||delta_n||_inf <= O~(||A||_inf eta (tau_{v,inf} m^{-1/2} + tau_{w,inf})) + O_p(eta^2).
Model (Section 5.3, App. D): first layer (A X (W + W^rho + eta W'' Sigma) + B_1) masked by D_w (ReLU), Z = A(first . D_w);
W^(0) ~ N(0, 1/m1), V^(0) ~ N(0, 1/m2), B_1 = 1 b^T with b ~ N(0, 1/m1) (L1485), smoothing W^rho ~ N(0, sigma_w^2),
V^rho ~ N(0, sigma_v^2), sigma_w = m1^{-(1-0.01)}, sigma_v = m2^{-(1/2+0.01)} (Table D.2), Sigma random diag +-1;
for every W'', V'' with ||W''||_{2,inf} <= tau_w, ||V''||_{2,inf} <= tau_v (max column 2-norm).
Graph: hub graph built explicitly as a scipy sparse matrix: centre 0 joined to K hubs, each hub joined to H leaves;
A = D^{-1/2} (A~ [+ I]) D^{-1/2} (with and without self-loops); features d = 1, x_k = 1 (unit rows).
Coefficient of eta as eta -> 0 (masks fixed w.p. -> 1): terms 2 and 3 of (D.87), evaluated at the centre row.
V'' adversarial but fixed before W^rho and Sigma: every column tau_v e_{i*}, i* = argmax of the centre's Z row at W^(0)."""
import math
import numpy as np
import scipy.sparse as sp

def hub(K, H, loops=True):
    n = 1 + K + K * H
    rows, cols = [], []
    for h in range(K):
        hid = 1 + h
        rows += [0, hid]; cols += [hid, 0]
        leaves = 1 + K + h * H + np.arange(H)
        rows += [hid] * H + list(leaves); cols += list(leaves) + [hid] * H
    At = sp.csr_matrix((np.ones(len(rows)), (rows, cols)), shape=(n, n))
    if loops:
        At = At + sp.identity(n, format="csr")
    deg = np.asarray(At.sum(1)).ravel()
    Dm = sp.diags(1 / np.sqrt(deg))
    return (Dm @ At @ Dm).tocsr()

def centre_terms(A, m1, m2, tw, tv, rng):
    r = A @ np.ones(A.shape[0])                        # (A X) for d = 1, x = 1
    ainf = float(np.abs(A).sum(1).max())
    a2_0 = float((A @ r)[0])
    nb = A[0].indices; a0 = A[0].data                  # centre's neighbours (incl. itself with loops)
    w0 = rng.normal(0, m1 ** -0.5, m1); b = rng.normal(0, m1 ** -0.5, m1)
    w = w0 + rng.normal(0, m1 ** -(1 - 0.01), m1)
    sig = rng.choice([-1.0, 1.0], m1)
    pre0 = np.outer(r[nb], w0) + b; pre = np.outer(r[nb], w) + b
    Z0_init = a0 @ np.maximum(pre0, 0); Z0 = a0 @ np.maximum(pre, 0); mask = (pre >= 0).astype(float)
    istar = int(np.argmax(np.abs(Z0_init)))
    # term 2: (Z Sigma V'')_{0,j}, V''_{:,j} = tv e_{i*}
    t2 = np.full(m2, Z0[istar] * sig[istar] * tv)
    # term 3: A((A X W'' Sigma) . D_w)(V + V^rho), W''_i = tw * s_i (random signs, fixed before Sigma)
    Wpp = tw * rng.choice([-1.0, 1.0], m1)
    c = a0 @ (np.outer(r[nb], Wpp * sig) * mask)
    V = rng.normal(0, m2 ** -0.5, (m1, m2)) + rng.normal(0, m2 ** -(0.5 + 0.01), (m1, m2))
    t3 = c @ V
    return dict(t2=float(np.abs(t2).max()), t23=float(np.abs(t2 + t3).max()), t3=float(np.abs(t3).max()),
                ainf=ainf, a2_0=a2_0)

def run(loops):
    print(f"--- self-loops: {loops}")
    m = 64
    for K in (8, 128, 2048, 8192):
        H = max(1, round(math.sqrt(2 * K)))
        A = hub(K, H, loops)
        res = [centre_terms(A, m, m, 1.0, 1.0, np.random.default_rng([K, j])) for j in range(9)]
        t2 = np.median([x["t2"] for x in res])
        ainf, a2 = res[0]["ainf"], res[0]["a2_0"]
        # L7478 (tau_v = 1): ratio to ||A||_inf m^{-1/2} sqrt(2 log m)  (sqrt(2 log m) = what O~ may hide)
        r78 = t2 / (ainf * m ** -0.5 * math.sqrt(2 * math.log(m)))
        res3 = [centre_terms(A, m, m, 1.0, 1e-6, np.random.default_rng([K, 7, j])) for j in range(9)]
        t3 = np.median([x["t23"] for x in res3])
        r84 = t3 / (ainf * (1e-6 * m ** -0.5 + 1.0) * math.sqrt(2 * math.log(m)))
        print(f"  K={K:5d} H={H:3d} N={A.shape[0]:8d}: ||A||_inf={ainf:7.3f} (A^2 1)_0={a2:8.3f} ratio (A^2 1)_0/||A||_inf^2="
              f"{a2 / ainf**2:.3f} | L7478 term2/(||A||_inf m^-1/2 sqrt(2log m)) = {r78:7.3f} | L7484 (tau_w=1, tau_v=1e-6) "
              f"||delta_0||_inf/eta/(||A||_inf (tau_v m^-1/2 + tau_w) sqrt(2 log m)) = {r84:7.3f}")
    # bounded ||A||_inf (K <= 8, H <= 8): the gap is a constant
    vals = []
    for K in range(1, 9):
        for H in range(1, 9):
            A = hub(K, H, loops)
            x = centre_terms(A, m, m, 1.0, 1.0, np.random.default_rng([K, H]))
            vals.append(x["a2_0"] / x["ainf"])
    print(f"  K, H <= 8: max (A^2 1)_0 / ||A||_inf = {max(vals):.3f} (bounded: the ||A||_inf = O(1) reading holds)")

run(True); run(False)
