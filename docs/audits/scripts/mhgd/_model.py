# auditor's own symbolic single-head model (eq. (1)): Phi = <U, softmax_rows(X W X^T) X>
import sympy as sp
def build(T, d, X):
    U = sp.Matrix(T, d, lambda i, j: sp.Symbol(f'u{i}{j}'))
    W = sp.Matrix(d, d, lambda i, j: sp.Symbol(f'w{i}{j}'))
    X = sp.Matrix(X)
    G = X*W*X.T
    A = sp.zeros(T, T)
    for t in range(T):
        den = sum(sp.exp(G[t, s]) for s in range(T))
        for s in range(T): A[t, s] = sp.exp(G[t, s])/den
    out = A*X
    Phi = sum(U[i, j]*out[i, j] for i in range(T) for j in range(d))
    params = list(U) + list(W)      # theta = (vec U, vec W)
    return Phi, params
