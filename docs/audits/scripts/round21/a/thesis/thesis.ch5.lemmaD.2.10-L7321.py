"""Auditor A r21: thesis ch5, proof of Lemma D.2.10 (seed 003 L7315-L7321): a~_n X~ w~_i^rho ~ N(0, ||a~_n X~||^2 sigma_w^2),
w~ = (w, B_1(n,i)), X~ = (X, 1).  Algorithm 2 / (5.11) (L1457-L1497) smooth W and V only (W^rho entries N(0, sigma_w^2));
B_1 is fixed (L1373, L1485), so w~^rho = (w^rho, 0) and a~_n X~ w~^rho = a~_n X w^rho ~ N(0, ||a~_n X||^2 sigma_w^2)."""
import numpy as np
rng = np.random.default_rng(3)
sig_w, m1, n_mc = 0.01, 400, 400_000

def graphs():
    yield "one node, A=[1], x=e1", np.array([[1.0]]), np.array([[1.0, 0.0]])
    N, d = 30, 5
    Adj = (rng.random((N, N)) < 0.2).astype(float); Adj = np.triu(Adj, 1); Adj = Adj + Adj.T + np.eye(N)
    deg = Adj.sum(1); A = Adj / np.sqrt(np.outer(deg, deg))  # symmetric normalisation
    X = rng.standard_normal((N, d)) / np.sqrt(d)
    yield "random graph N=30, D^-1/2 (A+I) D^-1/2, Gaussian features", A, X
    Arow = Adj / deg[:, None]  # row-stochastic
    yield "same graph, row-normalised D^-1 (A+I)", Arow, X

for name, A, X in graphs():
    n = 0
    a = A[n]; aX = a @ X; aXt = np.concatenate([aX, [a.sum()]])
    d = X.shape[1]
    wr = rng.standard_normal((n_mc, d)) * sig_w  # rows of W^rho (one neuron per draw)
    z = wr @ aX  # a~_n X~ (w^rho, 0)
    var = z.var()
    print(f"{name}: Var(a~X~ w~^rho) = {var:.4e}; ||a~X||^2 s^2 = {aX @ aX * sig_w**2:.4e}; printed ||a~X~||^2 s^2 = "
          f"{aXt @ aXt * sig_w**2:.4e}; ratio actual/printed = {var / (aXt @ aXt * sig_w**2):.3f} "
          f"(= ||a~X||^2/(||a~X||^2 + (a~1)^2) = {aX @ aX / (aXt @ aXt):.3f}); a~_n 1 = {a.sum():.3f}")
    # (D.79): Pr[|a~X~ w~^(0)| <= |a~X~ w~^rho|] vs (2/pi) arctan(sigma_w sqrt(m1)) -- the bound survives
    w0 = rng.standard_normal((n_mc, d)) / np.sqrt(m1); b0 = rng.standard_normal(n_mc) / np.sqrt(m1)
    lhs0 = w0 @ aX + b0  # the printed combination a~_n X w + B_1(n,i)
    p = np.mean(np.abs(lhs0) <= np.abs(z))
    print(f"    (D.79): Pr = {p:.4e} <= (2/pi) arctan(sigma_w sqrt(m1)) = {2 / np.pi * np.arctan(sig_w * np.sqrt(m1)):.4e}")
