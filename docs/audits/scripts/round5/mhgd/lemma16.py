"""Audit mhgd.lemma16: seed 004 L1436 (120), L1440-L1450, first phase L219-L221 (step on L^_{n1}), L^ (L93).
Single head H = 1, alpha = 1, n1 = 4, T = 3, d = 2; central differences of L^_{n1}(U, W) at 0 (mpmath)."""
import mpmath as mp
import random
mp.mp.dps = 30
random.seed(5)
n1, T, d = 4, 3, 2
Xs = [[[mp.mpf(random.gauss(0, 1)) for _ in range(d)] for _ in range(T)] for _ in range(n1)]
ys = [1, -1, 1, 1]
def Phi(X, U, W):  # <U, softmax_rows(X W X^T) X>
    out = 0
    for t in range(T):
        sc = [sum(X[t][a] * W[a][b] * X[s][b] for a in range(d) for b in range(d)) for s in range(T)]
        e = [mp.e ** v for v in sc]; Z = sum(e)
        out += sum(U[t][c] * sum(e[s] / Z * X[s][c] for s in range(T)) for c in range(d))
    return out
def Ln1(U, W):
    return sum(mp.log(1 + mp.e ** (-ys[i] * Phi(Xs[i], U, W))) for i in range(n1)) / n1
zeroW = [[0] * d for _ in range(d)]
h = mp.mpf('1e-12'); U1 = [[0] * d for _ in range(T)]
for t in range(T):
    for c in range(d):
        Up = [[mp.mpf(0)] * d for _ in range(T)]; Um = [[mp.mpf(0)] * d for _ in range(T)]
        Up[t][c] = h; Um[t][c] = -h
        U1[t][c] = -(Ln1(Up, zeroW) - Ln1(Um, zeroW)) / (2 * h)      # theta^(1) = -alpha sqrt(H) grad, alpha = H = 1
row_true = [sum(ys[i] * sum(Xs[i][t][c] for t in range(T)) for i in range(n1)) / (2 * n1 * T) for c in range(d)]
n = 2 * n1
row_printed = [sum(ys[i] * sum(Xs[i][t][c] for t in range(T)) for i in range(n1)) / (2 * n * T) for c in range(d)]
print("rows of U^(1) (finite differences):", [[mp.nstr(v, 8) for v in r] for r in U1])
print("1/(2 n1 T) formula:", [mp.nstr(v, 8) for v in row_true], " printed 1/(2 n T) with n = 2 n1:", [mp.nstr(v, 8) for v in row_printed])
