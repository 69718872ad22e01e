"""Audit of chenli.display.lemma9.4-label-chain (seed 000 L2941, proof of Lemma 9.4):
||F(X)_{:1}|| = ||softmax(X theta X^T) X w*|| <= sqrt(dk) ||w*|| <= sqrt(mdk), F(X) = sum_i softmax(X Theta_i X^T) X W_i (m heads),
w* of (141): block i = (W_i)_{:,1}. Own numpy. X in {+-1}^{k x d} with k equal rows x (every attention row uniform, any Theta_i),
W_i = [c u, s R_i] (d x d): u = x/sqrt(d), R_i orthonormal columns spanning u^perp, R_2 = R_1 J (cyclic shift), ||W_i||_F = 1.
Assumption 9: r_W = min_i ||W_i||_F^2/||W_i||_op^2 >> m^3 k log d (read as 10x); Assumption 8: |<W_i, W_j>| <= kappa' ||W_i|| ||W_j||,
kappa' << 1/m (10x); Assumption 10: ||W_1||_F = 1, ||W_i||_F^2 >= lambda'."""
import math
import numpy as np

def build(m, k, d, rng):
    x = rng.choice([-1.0, 1.0], d); u = x / math.sqrt(d)
    Q, _ = np.linalg.qr(np.column_stack([u, rng.normal(size=(d, d - 1))]))
    R1 = Q[:, 1:] * np.sign(Q[:, :1].T @ u)[0]       # orthonormal basis of u^perp (d x (d-1))
    rW = 10 * m**3 * k * math.log(d)
    c = 1 / math.sqrt(rW); s = math.sqrt((1 - c * c) / (d - 1))
    Ws = []
    for i in range(m):
        Ri = np.roll(R1, i, axis=1)                   # cyclic shift of the columns: R_i = R_1 J^i
        Ws.append(np.column_stack([c * u, s * Ri]))
    return x, Ws

rng = np.random.default_rng(0)
for (m, k) in ((2, 2), (3, 2)):
    d = 10
    while d < 10 * m**3 * k * math.log(d) * 1.02: d += 1
    x, Ws = build(m, k, d, rng)
    X = np.tile(x, (k, 1))
    F1 = sum(np.full((k, k), 1.0 / k) @ X @ W[:, 0] for W in Ws)   # softmax of equal rows = uniform
    wstar = np.concatenate([W[:, 0] for W in Ws])
    fro = [np.linalg.norm(W) for W in Ws]
    srank = min(np.linalg.norm(W)**2 / np.linalg.norm(W, 2)**2 for W in Ws)
    kap = max(abs(np.sum(Ws[i] * Ws[j])) / (fro[i] * fro[j]) for i in range(m) for j in range(m) if i != j)
    lhs = np.linalg.norm(F1); mid = math.sqrt(d * k) * np.linalg.norm(wstar)
    print(f"m={m} k={k} d={d}: ||W_i||_F={min(fro):.6f}..{max(fro):.6f}, stable rank {srank:.1f} >= 10 m^3 k log d = "
          f"{10*m**3*k*math.log(d):.1f}; kappa' = {kap:.2e} <= 1/(10 m) = {1/(10*m):.3f}; ||F_:1|| = {lhs:.6f}, "
          f"sqrt(dk)||w*|| = {mid:.6f}, ratio = {lhs/mid:.6f} (sqrt m = {math.sqrt(m):.6f}); end sqrt(mdk) = {math.sqrt(m*d*k):.1f}")
