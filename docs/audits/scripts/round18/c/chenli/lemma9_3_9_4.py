# Auditor C, round 18: chenli Lemma 9.3 / 9.4 (seed 000 L2917-2941), own model, no repo imports.
# F(X) = sum_i softmax(X Theta_i X^T) X W_i^T ; y = F(X)[:,0] ; Z w* = sum_i softmax(X That_i X^T) X w_i,
# w_i = the vector entering y = (W_i)[0,:] (first row of W_i; (141) writes (W_i)_{j,1}: our W_i is built with the
# designated vector in the first row; A8/A9/A10 are transpose invariant).
import numpy as np
rng = np.random.default_rng(0)
def softmax_rows(L):
    L = L - L.max(1, keepdims=True); E = np.exp(L); return E / E.sum(1, keepdims=True)

def build_W(d, rp1, n, m, x):
    """W_i = n_i c [e1 u^T + sum_k g_k h_{sigma_i(k)}^T], r = rp1-1, c^2 = 1/rp1 ; u = x/sqrt d."""
    r = rp1 - 1
    u = x / np.sqrt(d)
    # orthonormal basis H of u-perp (first r columns)
    Q, _ = np.linalg.qr(np.column_stack([u, rng.standard_normal((d, r))]))
    H = Q[:, 1:r+1]
    assert abs(Q[:, 0] @ u) > 1 - 1e-12
    c = 1/np.sqrt(rp1)
    Ws = []
    for i in range(m):
        W = np.zeros((d, d))
        W[0, :] = u
        perm = (np.arange(r) + i) % r   # fixed-point-free shifts for i != i'
        W[1:r+1, :] = H[:, perm].T
        Ws.append(n[i]*c*W)
    return Ws

def check_assumptions(Ws, m, k, d):
    fro = [np.linalg.norm(W) for W in Ws]
    op = [np.linalg.norm(W, 2) for W in Ws]
    kap = max(abs(np.sum(Ws[i]*Ws[j]))/(fro[i]*fro[j]) for i in range(m) for j in range(m) if i != j)
    rW = min(f**2/o**2 for f, o in zip(fro, op))
    print(f"  A10: ||W_1||_F = {fro[0]:.6f}; ||W_i||_F = {[round(f,3) for f in fro]}")
    print(f"  A8: kappa' = {kap:.3e}  (1/m = {1/m}) ; A9: min ||W||_F^2/||W||_op^2 = {rW:.2f} vs m^3 k log d = {m**3*k*np.log(d):.2f} (x{rW/(m**3*k*np.log(d)):.2f})")

m, k, d = 2, 2, 1126
x = rng.choice([-1.0, 1.0], d)
rp1 = 1125
print(f"m={m} k={k} d={d} r_W={rp1}")
for N in [10.0, 47.0, 100.0, 1e4]:
    Ws = build_W(d, rp1, [1.0, N], m, x)
    print(f"n_2 = {N:g}")
    if N in (1e4,): check_assumptions(Ws, m, k, d)
    # Lemma 9.4: X = (x; x) -> uniform attention for any Theta
    X = np.vstack([x, x])
    Th = [rng.standard_normal((d, d)) for _ in range(m)]
    y = sum(softmax_rows(X @ T @ X.T) @ X @ W.T for T, W in zip(Th, Ws))[:, 0]
    Z = np.hstack([softmax_rows(X @ T @ X.T) @ X for T in Th])
    print(f"  L9.4: ||y|| = {np.linalg.norm(y):.4f}  vs sqrt(mdk) = {np.sqrt(m*d*k):.4f}  ratio {np.linalg.norm(y)/np.sqrt(m*d*k):.3f};"
          f" ||Z||_F = {np.linalg.norm(Z):.3f} <= {np.sqrt(m*d*k):.3f}")
    # Lemma 9.3: X = (x; -x), Theta_i generic with ||Theta||_F = 30 log d, projected so x^T Theta_i x = 0
    X = np.vstack([x, -x])
    w = [W[0, :] for W in Ws]
    for eps in [1e-6, 1e-4]:
        Th = []
        for i in range(m):
            G = rng.standard_normal((d, d)); G *= 30*np.log(d)/np.linalg.norm(G)
            G -= (x @ G @ x)/d**2*np.outer(x, x)
            Th.append(G)
        Thh = [T + eps*np.outer(x, x)/d for T in Th]
        assert all(abs(np.linalg.norm(a-b) - eps) < 1e-12 for a, b in zip(Th, Thh))
        y = sum(softmax_rows(X @ T @ X.T) @ X @ wi for T, wi in zip(Th, w))
        Zw = sum(softmax_rows(X @ T @ X.T) @ X @ wi for T, wi in zip(Thh, w))
        lhs = np.sum((Zw - y)**2); rhs = eps**2*d**3*k**3*m*1.0
        print(f"  L9.3 eps={eps:g}: ||Zw*-y||^2 = {lhs:.4e} vs eps^2 d^3 k^3 m ||W1||^2 = {rhs:.4e} ratio {lhs/rhs:.3f}"
              f"  [formula (1+N)^2 tanh(eps d)^2 k d/(r_W) / rhs = {(1+N)**2*np.tanh(eps*d)**2*k*d/rp1/rhs:.3f}]")
# reading 'W_1 largest' (||W_i||_F <= 1): sup over such W of the ratios
print("Reading ||W_i||_F <= ||W_1||_F: |w_i| <= ||W_i||_op <= 1/sqrt(r_W): ||y|| <= sqrt(dk) m/sqrt(r_W) -> ratio <= sqrt(m/r_W) =",
      np.sqrt(m/rp1), "; L9.3 ratio <= k d^3 (eps d)^2 (m/sqrt r_W)^2 ... see report")
