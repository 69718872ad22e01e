"""Audit chenli.eqL2866 (seed 000 L2864-L2870, Alg. 5 L2880-L2887, Eq. (1) L110, (140)-(141) L2893-L2901).

Literal Lemma 9.1 estimator F^(X) = sum_i softmax(X Th^_i X^T) X W^_i^T, W^_i from Algorithm 5 as printed
(column s of W^_i = block i of the least-squares solution for target column Y_{:,s}). Exact expectation over
X ~ {+-1}^{k x d}. Own code, no repository import.
"""
import itertools
from fractions import Fraction as Fr
import numpy as np


def softmax_rows(a: np.ndarray) -> np.ndarray:
    a = a - a.max(axis=1, keepdims=True)
    e = np.exp(a)
    return e / e.sum(axis=1, keepdims=True)


def inputs(k: int, d: int):
    for bits in itertools.product([-1.0, 1.0], repeat=k * d):
        yield np.array(bits).reshape(k, d)


def F(X, Th, W):  # Eq. (1): sum_i softmax(X Th_i X^T) X W_i
    return sum(softmax_rows(X @ t @ X.T) @ X @ w for t, w in zip(Th, W))


def Zmat(X, Thh):  # Eq. (140): row r, block i, coordinate j
    return np.hstack([softmax_rows(X @ t @ X.T) @ X for t in Thh])


def algorithm5(Th, W, Thh, k, d):
    """Algorithm 5 with the sample = whole support (population least squares); ||w|| <= sqrt(m) checked."""
    m = len(Th)
    Xs = list(inputs(k, d))
    Z = np.vstack([Zmat(X, Thh) for X in Xs])
    Wh = [np.zeros((d, d)) for _ in range(m)]
    for s in range(d):
        y = np.concatenate([F(X, Th, W)[:, s] for X in Xs])
        w, *_ = np.linalg.lstsq(Z, y, rcond=None)
        assert np.linalg.norm(w) <= np.sqrt(m) + 1e-9, np.linalg.norm(w)
        for i in range(m):
            Wh[i][:, s] = w[i * d:(i + 1) * d]  # line 6: s-th column of W^_i = i-th block
    return Wh, np.linalg.matrix_rank(Z)


def losses(Th, W, Thh, Wh, k, d):
    lit = intended = 0.0
    n = 0
    for X in inputs(k, d):
        FX = F(X, Th, W)
        lit += np.sum((sum(softmax_rows(X @ t @ X.T) @ X @ w.T for t, w in zip(Thh, Wh)) - FX) ** 2)
        intended += np.sum((sum(softmax_rows(X @ t @ X.T) @ X @ w for t, w in zip(Thh, Wh)) - FX) ** 2)
        n += 1
    return lit / n, intended / n


def main() -> None:
    k, d, m = 2, 2, 1
    # helper's instance: Theta^ = Theta = 0, W = [[0,1],[0,0]], ||W_1||_F = 1 (Assumption 10)
    Th = [np.zeros((d, d))]
    W = [np.array([[0.0, 1.0], [0.0, 0.0]])]
    Wh, rk = algorithm5(Th, W, Th, k, d)
    lit, inten = losses(Th, W, Th, Wh, k, d)
    print("helper instance: rank Z", rk, "W^ =", Wh[0].tolist(), "literal loss", lit, "intended", inten)
    # exact with fractions for Theta = 0: rows of softmax(0) X are xbar; F^-F = 1 xbar^T (W^T - W)
    D = [[Fr(0), Fr(1)], [Fr(-1), Fr(0)]]  # W^T - W
    tot = Fr(0)
    for bits in itertools.product([-1, 1], repeat=k * d):
        xb = [Fr(bits[0] + bits[2], 2), Fr(bits[1] + bits[3], 2)]
        row = [sum(xb[a] * D[a][b] for a in range(d)) for b in range(d)]
        tot += k * sum(r * r for r in row)
    print("exact literal loss (Fractions):", tot / 2 ** (k * d))
    for eps in [1e-1, 1e-2, 1e-3, 1e-6]:
        print(f"  eps={eps:g}: bound eps^2 d^4 k^3 m = {eps**2 * d**4 * k**3 * m:.3e}")
    # generic instances: random Theta, random non-symmetric W with ||W_1||_F = 1, Theta^ = Theta and Theta^ = Theta + E
    rng = np.random.default_rng(0)
    for k, d, m in [(2, 3, 1), (3, 2, 2), (2, 3, 2)]:
        Th = [rng.normal(size=(d, d)) * 2 for _ in range(m)]
        W = [rng.normal(size=(d, d)) for _ in range(m)]
        W = [w / np.linalg.norm(W[0]) for w in W]
        for eps in [0.0, 1e-3]:
            E = [rng.normal(size=(d, d)) for _ in range(m)]
            Thh = [t + eps * e / np.linalg.norm(e) for t, e in zip(Th, E)]
            Wh, rk = algorithm5(Th, W, Thh, k, d)
            lit, inten = losses(Th, W, Thh, Wh, k, d)
            lb = 2.0 ** (-(k - 1) * d) * k * sum(np.sum((w.T - w) ** 2) for w in W) if m == 1 else float("nan")
            print(f"k={k} d={d} m={m} eps={eps:g} rankZ={rk}/{m*d}: literal {lit:.4e} (equal-rows lb {lb:.3e}),"
                  f" intended {inten:.3e}, bound-shape eps^2 d^4 k^3 m = {eps**2 * d**4 * k**3 * m:.3e}")


if __name__ == "__main__":
    main()
