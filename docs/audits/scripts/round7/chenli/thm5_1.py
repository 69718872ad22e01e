"""Audit chenli.thm5.1: ||E[X^T J Y] - k sum_i W_i||_F, X uniform on {+-1}^{k x d}, Y = sum_i softmax(X Th_i X^T) X W_i
(Eq. (1)), J all-ones (L192). Exact enumeration of the 2^{kd} inputs in mpmath (40 digits)."""
import itertools
import mpmath as mp
mp.mp.dps = 40

def Delta(Th, k, d):
    """E[X^T J softmax(X Th X^T) X] - k I (a d x d matrix, independent of W)."""
    acc = mp.zeros(d, d); n = 0
    for bits in itertools.product([-1, 1], repeat=k * d):
        X = mp.matrix(k, d)
        for a in range(k):
            for b in range(d):
                X[a, b] = bits[a * d + b]
        S = X * Th * X.T
        A = mp.matrix(k, k)
        for a in range(k):
            mx = max(S[a, c] for c in range(k))
            e = [mp.e ** (S[a, c] - mx) for c in range(k)]
            z = sum(e)
            for c in range(k):
                A[a, c] = e[c] / z
        J = mp.ones(k, k)
        acc += X.T * J * A * X; n += 1
    return acc / n - k * mp.eye(d)

k, d = 3, 2
Th = mp.matrix([[2, 1], [0, -1]])
print("Assumption 5: |Tr| =", abs(Th[0, 0] + Th[1, 1]), "<= sqrt(log k)*||Th||_F =", mp.nstr(mp.sqrt(mp.log(k)) * mp.mnorm(Th, 'f'), 5))
D = Delta(Th, k, d)
W1 = mp.eye(2) / mp.sqrt(2); Rot = mp.matrix([[0, -1], [1, 0]]) / mp.sqrt(2)
print("<W1,W2> =", sum(W1[a, b] * Rot[a, b] for a in range(2) for b in range(2)))
print("||Delta W2||_F (s=1) =", mp.nstr(mp.mnorm(D * Rot, 'f'), 8))
for s in [1, 10, 1e3, 1e5, 1e7]:
    lhs = mp.mnorm(D * W1 + s * D * Rot, 'f')   # both heads share Th, so Delta_1 = Delta_2 = D
    print(f"s={s:g}: ||W2||_F={s:g}  lhs={mp.nstr(lhs, 8)}  lhs/s={mp.nstr(lhs/s, 8)}")
m = 2
print("printed shape at constant 1, C->0 envelope m k^5 v (v=1):", m * k ** 5)
