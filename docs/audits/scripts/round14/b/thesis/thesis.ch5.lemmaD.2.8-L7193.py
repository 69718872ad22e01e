"""L7193 (proof of Lemma D.2.8): r~_{n,i} = sum_m a_{m,n} sum_j v_{j,i} sigma(a_m X w_j + b_{1(n,j)}) E||u|| / ||u||,
u = (sigma(a~_n X w_j + b_{1(n,j)}))_j; printed: r~ ~ N(0, ||a~_n||_inf^2 E[||u||^2] / m2).
Init (L1485): W ~ N(0, 1/m1), V ~ N(0, 1/m2), B_1 = 1 x row of N(0, 1/m1). sigma = ReLU. ||.||_inf: the thesis
(L1333) 'measures the maximum absolute row sum' -> for the row a~_n that is sum_k |a_{n,k}|; the other reading is the
largest entry. Monte Carlo with my own numpy (index w_i in L7189 read as w_j)."""
import numpy as np
from scipy import stats

def run(Nn=24, D=4, d=6, m1=64, m2=100, trials=40000, same_feat=True, seed=0):
    rng = np.random.default_rng(seed)
    Adj = np.zeros((Nn, Nn))
    for k in range(Nn):
        for s in range(1, D // 2 + 1):
            Adj[k, (k + s) % Nn] = Adj[k, (k - s) % Nn] = 1
    A = (Adj + np.eye(Nn)) / (D + 1)                      # normalized adjacency with self-loops, ||A||_inf = 1
    if same_feat:
        x = rng.normal(size=d); X = np.tile(x / np.linalg.norm(x), (Nn, 1))
    else:
        X = rng.normal(size=(Nn, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)   # ||x_k|| = 1
    n = 0
    AX = A @ X                                            # rows a_m X
    col = A[:, n]                                         # a_{m,n}
    r = np.empty(trials); un = np.empty(trials)
    for t in range(trials):
        Wt = rng.normal(0, 1 / np.sqrt(m1), (d, m1)); b = rng.normal(0, 1 / np.sqrt(m1), m1)
        v = rng.normal(0, 1 / np.sqrt(m2), m1)
        u = np.maximum(AX[n] @ Wt + b, 0)
        s = col @ np.maximum(AX @ Wt + b, 0)
        un[t] = np.linalg.norm(u); r[t] = (v @ s) / max(un[t], 1e-300)
    keep = un > 0
    Eu, Eu2 = un.mean(), (un ** 2).mean()
    r = r[keep] * Eu
    var = r.var()
    l1, linf = np.abs(A[n]).sum(), np.abs(A[n]).max()
    pr_rowsum = l1 ** 2 * Eu2 / m2; pr_max = linf ** 2 * Eu2 / m2
    kurt = stats.kurtosis(r)
    print(f"D={D} m1={m1} m2={m2} same_feat={same_feat}: Var(r~)={var:.5e}  printed[row-sum reading]={pr_rowsum:.5e} "
          f"(ratio {var/pr_rowsum:.4f})  printed[max-entry reading]={pr_max:.5e} (ratio {var/pr_max:.2f}, (D+1)^2={(D+1)**2})"
          f"  E[|u|]^2/E[|u|^2]={Eu**2/Eu2:.4f}  excess kurtosis={kurt:.3f}")

for D in (2, 4, 10):
    run(D=D, Nn=24, m1=64)
run(D=4, m1=8)
run(D=4, m1=256, trials=20000)
run(D=4, m1=64, same_feat=False)
run(D=10, m1=64, same_feat=False)
