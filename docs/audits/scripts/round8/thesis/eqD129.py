"""Audit thesis.ch5.eqD.129 (seed 003 L7791-L7793): ||r'|| <= ||A*|| (||A*||_inf O~(1)) O~(1) <= ||A*||_inf,
r' = A* relu(A* X (W0 + Wr) + 1 b^T)(V0 + Vr). Init (L1485): W0 ~ N(0,1/m1), V0 ~ N(0,1/m2), b ~ N(0,1/m1);
smoothing (Table D.2): Wr ~ N(0, m1^-1.98), Vr ~ N(0, m2^-1.02); rows of X unit; A* = D^-1/2 (A+I) D^-1/2."""
import numpy as np

def norm_adj(Adj):
    A = Adj + np.eye(len(Adj)); d = A.sum(1); return A / np.sqrt(np.outer(d, d))

def draw(rng, A, d, m1, m2):
    N = len(A); X = rng.normal(size=(N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W = rng.normal(0, m1 ** -0.5, (d, m1)) + rng.normal(0, m1 ** -0.99, (d, m1))
    V = rng.normal(0, m2 ** -0.5, (m1, m2)) + rng.normal(0, m2 ** -0.51, (m1, m2))
    b = rng.normal(0, m1 ** -0.5, m1)
    r = A @ np.maximum(A @ X @ W + b, 0) @ V
    return np.linalg.norm(r, 2), np.linalg.norm(r, axis=1).max(), np.abs(r).max()

rng = np.random.default_rng(0)
cases = [("edgeless N=8", np.zeros((8, 8)), 2, 8, 8), ("edgeless N=2", np.zeros((2, 2)), 2, 4, 4),
         ("complete N=4", np.ones((4, 4)) - np.eye(4), 2, 16, 16), ("N=1", np.zeros((1, 1)), 2, 64, 64)]
for name, Adj, d, m1, m2 in cases:
    A = norm_adj(Adj); ainf = np.abs(A).sum(1).max()
    s = np.array([draw(rng, A, d, m1, m2) for _ in range(2000)])
    print(f"{name} m1=m2={m1}: ||A*||_inf={ainf:.3f} ||A*||_2={np.linalg.norm(A,2):.3f}  P(||r'||_2 > ||A*||_inf)={np.mean(s[:,0]>ainf):.3f} "
          f"median ||r'||_2={np.median(s[:,0]):.3f}  median max-row-norm={np.median(s[:,1]):.3f}  median max-entry={np.median(s[:,2]):.3f}")
# growth with N at fixed m (edgeless, A* = I)
for N in (1, 4, 16, 64, 256):
    s = np.array([draw(rng, np.eye(N), 4, 256, 256) for _ in range(200)])
    print(f"A*=I N={N:4d} m1=m2=256: median ||r'||_2={np.median(s[:,0]):.3f} (/sqrt N = {np.median(s[:,0])/np.sqrt(N):.3f}), median max row norm={np.median(s[:,1]):.3f}, max entry={np.median(s[:,2]):.3f}")
