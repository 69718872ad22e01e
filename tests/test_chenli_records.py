"""Tests of the records of issue #17 made checks (chenli.lemma6.8, lemma7.5, lemma9.1): the exact laws and Algorithm 5
against independent paths."""

from __future__ import annotations

import itertools
import math

import numpy as np


def _brute_68(thetas, E, s, K):  # noqa: ANN001, ANN202
    d = E.shape[0]
    f2 = f3 = f = 0
    for x in itertools.product((-1, 1), repeat=d):
        x = np.array(x)
        a = any(max((x @ th) ** 2) > s * s * max(1.0, d * max((th * th).sum(0).max(), (th * th).sum(1).max())
                                                        / (th * th).sum()) * math.log(d) * (th * th).sum() / d
                for th in thetas)
        b = ((x @ E) ** 2).sum() > K * (E * E).sum()
        f2, f3, f = f2 + a, f3 + b, f + (a or b)
    return f, f2, f3


def test_lemma6_8_counts_match_a_plain_loop() -> None:
    from thmcheck.models.chenli.sec6_4_lemma68 import lemma6_8_failures

    rng = np.random.default_rng(0)
    for d in (2, 3, 5, 7):
        for _ in range(4):
            thetas = [rng.integers(-3, 4, (d, d)) for _ in range(2)]
            for th in thetas:
                th[0, 0] += 1 if not th.any() else 0
            E = rng.integers(-3, 4, (d, 2))
            E[0, 0] = 1 if not E.any() else E[0, 0]
            s, K = float(rng.uniform(0.5, 2.5)), float(rng.uniform(1.0, 3.0))
            r = lemma6_8_failures(thetas, E, s, K)
            assert (r["fail"], r["fail2"], r["fail3"]) == _brute_68(thetas, E, s, K)


def test_lemma6_8_markov_is_attained() -> None:
    """Markov's 1/K is attained in the limit: E' = (1, 1), K -> 2 from below gives P = 1/2 (so the check's mutants
    that shrink 1/K can die)."""
    from thmcheck.models.chenli.sec6_4_lemma68 import lemma6_8_failures

    E = np.array([[1], [1]])
    r = lemma6_8_failures([np.eye(2, dtype=np.int64)], E, 3.0, 2 - 1e-12, item2=False)
    assert r["fail3"] == 2 and r["n"] == 4
    r = lemma6_8_failures([np.eye(2, dtype=np.int64)], E, 3.0, 2.0, item2=False)
    assert r["fail3"] == 0


def test_lemma7_5_exact_law_matches_enumeration() -> None:
    """two_class_log_tail (convolution of two binomials) against the explicit head of thmcheck.models.chenli.sec7_1_lemma75.pair_head,
    enumerated over every x (event B: x^T Theta x) and every (x, y) (event D: x^T Theta y)."""
    from thmcheck.models.chenli.sec7_1_lemma75 import pair_head, two_class_log_tail

    n1, w2, n2, nd, t = 3, 0.5, 2, 3, 1
    th = pair_head(n1, 1.0, n2, w2, nd, 1.0, t)
    assert abs(np.trace(th) - t) < 1e-12
    X = np.array(list(itertools.product((-1, 1), repeat=th.shape[0])), float)
    q = np.einsum("ni,ij,nj->n", X, th, X)
    for tau in (0.2, 1.1, 2.3, 3.7):
        p = float(np.mean(np.abs(q) > tau))
        assert math.isclose(math.exp(two_class_log_tail(n1, 1.0, n2, w2, float(t), tau)), p, rel_tol=1e-12)
    n1, n2, nd = 2, 1, 1
    th = pair_head(n1, 1.0, n2, w2, nd, 1.0, 1)
    X = np.array(list(itertools.product((-1, 1), repeat=th.shape[0])), float)
    b = X @ th @ X.T  # all (x, y) pairs
    for tau in (0.2, 1.1, 2.3):
        p = float(np.mean(np.abs(b) > tau))
        assert math.isclose(math.exp(two_class_log_tail(n1 + nd, 1.0, n2, w2, 0.0, tau)), p, rel_tol=1e-12)


def test_algorithm5_layer_and_recovery() -> None:
    """layer() against a plain loop of Eq. (1); Algorithm 5 with exact Theta recovers every W_i (loss ~ 0); with W_2
    five times larger the norm constraint ||w|| <= sqrt(m) is active and enforced exactly (KKT: ||w^_s|| = sqrt m)."""
    import torch

    from thmcheck.models.chenli.sec9_alg5 import _heads_out, algorithm5, layer

    g = torch.Generator().manual_seed(0)
    m, k, d, n = 2, 3, 5, 60
    th = torch.randn(m, d, d, generator=g, dtype=torch.float64)
    W = torch.randn(m, d, d, generator=g, dtype=torch.float64) / 5
    X = (2 * torch.randint(0, 2, (n, k, d), generator=g) - 1).to(torch.float64)
    ref = sum(torch.softmax(X[a] @ th[i] @ X[a].T, dim=-1) @ X[a] @ W[i].T for i in range(m) for a in [0])
    assert torch.allclose(layer(X[:1], th, W)[0], ref, atol=1e-12)
    W_hat, hit = algorithm5(X, layer(X, th, W), th)
    assert hit == 0 and torch.allclose(W_hat, W, atol=1e-9)
    W_big = W.clone()
    W_big[1] *= 40
    W_hat, hit = algorithm5(X, layer(X, th, W_big), th)
    assert hit > 0
    Z = _heads_out(X, th)
    assert Z.shape == (m, n, k, d)
    norms = W_hat.permute(1, 0, 2).reshape(d, -1).norm(dim=1)  # ||w^_s|| per column s
    assert float(norms.max()) <= math.sqrt(m) * (1 + 1e-9)
    assert any(abs(float(x) - math.sqrt(m)) < 1e-6 for x in norms)


def test_lemma5_5_exact_laws_match_enumeration() -> None:
    """The cube / slice / mixed deviation tails of thmcheck.models.chenli.sec5_1_lemma55 against enumeration of every x of the
    cube block and every point of the slice block."""
    from thmcheck.models.chenli.sec5_1_lemma55 import cube_log_tail, mixed_log_tail, slice_log_tail

    ts = np.array([0.3131, 1.0173, 2.2219, 3.9137, 5.5171])  # off every lattice point (no float ties)
    a, b, beta = 3, 7, 0.6
    v = np.r_[np.ones(a), beta * np.ones(b)]
    X = np.array(list(itertools.product((-1, 1), repeat=a + b)), float)
    dev = np.abs(X @ v)
    for t, lp in zip(ts, cube_log_tail(a, 1.0, b, beta, ts), strict=True):
        assert math.isclose(math.exp(lp), float(np.mean(dev >= t)), rel_tol=1e-10)
    n, n_plus, a, beta = 10, 6, 4, -0.5
    pts = []
    for pos in itertools.combinations(range(n), n_plus):
        x = -np.ones(n)
        x[list(pos)] = 1
        pts.append(x)
    S = np.array(pts)
    v = np.r_[np.ones(a), beta * np.ones(n - a)]
    mu = 2 * n_plus / n - 1
    dev = np.abs(S @ v - mu * v.sum())
    for t, lp in zip(ts, slice_log_tail(n, n_plus, a, 1.0 - beta, ts), strict=True):
        assert math.isclose(math.exp(lp), float(np.mean(dev >= t)), rel_tol=1e-10, abs_tol=1e-300)
    d1, gamma = 5, 0.7
    C = np.array(list(itertools.product((-1, 1), repeat=d1)), float)
    va = np.r_[np.ones(a), np.zeros(n - a)]
    lin = (S @ va - mu * a)[:, None] + gamma * C.sum(1)[None, :]
    for t, lp in zip(ts, mixed_log_tail(n, n_plus, a, 1.0, d1, gamma, ts), strict=True):
        assert math.isclose(math.exp(lp), float(np.mean(np.abs(lin) >= t)), rel_tol=1e-10)


def test_quadratic_laws_match_enumeration() -> None:
    """thmcheck.models.chenli.sec3_5_quadratic: pairs, block, B blocks and the slice split against the quadratic form x^T M x
    of the explicit matrix, enumerated over every x (cube) or every point of the slice."""
    from thmcheck.models.chenli.sec3_5_quadratic import (
        binomial_law,
        block_law,
        blocks_law,
        centred,
        log_tail,
        point_law,
        rank2_norms,
        slice_split_law,
    )

    ts = np.array([0.3131, 1.0173, 2.2219, 3.9137])

    def tails(q: np.ndarray) -> np.ndarray:
        return np.array([np.mean(np.abs(q) >= t) for t in ts])

    # pairs (weights 1, 1, 0.6 on disjoint pairs, symmetric halves) + a block 1.5 J_4/4
    d = 10
    M = np.zeros((d, d))
    for p, w in enumerate([1.0, 1.0, 0.6]):
        M[2 * p, 2 * p + 1] = M[2 * p + 1, 2 * p] = w / 2
    M[6:, 6:] = 1.5 / 4
    X = np.array(list(itertools.product((-1, 1), repeat=d)), float)
    q = np.einsum("ni,ij,nj->n", X, M, X) - np.trace(M)
    u = binomial_law(2, 1.0)
    v = (np.add.outer(u[0], binomial_law(1, 0.6)[0]).ravel(), np.add.outer(u[1], binomial_law(1, 0.6)[1]).ravel())
    w = block_law(4, 1.5)
    both = (np.add.outer(v[0], w[0]).ravel(), np.add.outer(v[1], w[1]).ravel())
    assert np.allclose(np.exp(log_tail(both, point_law(), ts)), tails(q), rtol=1e-10)
    assert np.allclose(np.exp(log_tail(v, w, ts)), tails(q), rtol=1e-10)
    # three blocks J_3/3
    M = np.kron(np.eye(3), np.ones((3, 3)) / 3)
    X = np.array(list(itertools.product((-1, 1), repeat=9)), float)
    q = np.einsum("ni,ij,nj->n", X, M, X) - np.trace(M)
    assert np.allclose(np.exp(log_tail(blocks_law(3, 3), point_law(), ts)), tails(q), rtol=1e-10)
    # slice split on n = 9 with 5 entries +1, a = 4
    n, n_plus, a, al, be, ga = 9, 5, 4, 0.7, -0.4, 0.25
    A = np.zeros((n, n))
    A[:a, :a], A[a:, a:], A[:a, a:], A[a:, :a] = al, be, ga, ga
    pts = []
    for pos in itertools.combinations(range(n), n_plus):
        x = -np.ones(n)
        x[list(pos)] = 1
        pts.append(x)
    S = np.array(pts)
    q = np.einsum("ni,ij,nj->n", S, A, S)
    q = q - q.mean()
    assert np.allclose(np.exp(log_tail(centred(slice_split_law(n, n_plus, a, al, be, ga)), point_law(), ts)),
                       tails(q), rtol=1e-10)
    op, fro = rank2_norms(al, be, ga, a, n - a)
    assert math.isclose(op, float(np.abs(np.linalg.eigvalsh(A)).max()), rel_tol=1e-10)
    assert math.isclose(fro, float(np.linalg.norm(A)), rel_tol=1e-10)


def test_lemma9_1_literal_assumption10_lets_the_norm_constraint_exclude_w_star() -> None:
    """Second path of chenli.lemma9.1's literal crossing (expected 'conditional'): Assumption 10 bounds ||W_i||_F,
    i > 1, only from below, but Algorithm 5 constrains ||w|| <= sqrt(m) (the proof: ||w*|| <= sqrt(m)||W_1||_F, L2901).
    With ||W_2||_F = 3 > ||W_1||_F = 1 the population regression (all 2^{kd} inputs, cvxpy, no project code) keeps a
    test loss ~ 1 as eps -> 0, where the lemma's bound eps^2 d^4 k^3 m ||W_1||_F^2 vanishes."""
    import cvxpy as cp

    m, k, d = 2, 2, 3
    rng = np.random.default_rng(0)
    th = rng.standard_normal((m, d, d))
    U = rng.standard_normal((m, d, d))
    U /= np.linalg.norm(U, axis=(1, 2), keepdims=True)
    W = np.zeros((m, d, d))
    W[0] = rng.standard_normal((d, d))
    W[0] /= np.linalg.norm(W[0])
    W[1, 0, 0] = 3.0  # ||W_2||_F = 3, all on output column 0: ||w*_0|| >= 3 > sqrt(2)
    Xs = [np.array(x, float).reshape(k, d) for x in itertools.product((-1, 1), repeat=k * d)]

    def sm(z: np.ndarray) -> np.ndarray:
        e = np.exp(z - z.max(axis=1, keepdims=True))
        return e / e.sum(axis=1, keepdims=True)

    def loss(eps: float) -> float:
        th_hat = th + eps * U
        Z = np.concatenate([np.hstack([sm(X @ th_hat[i] @ X.T) @ X for i in range(m)]) for X in Xs])  # (64k, md)
        Y = np.concatenate([sum(sm(X @ th[i] @ X.T) @ X @ W[i].T for i in range(m)) for X in Xs])  # (64k, d)
        total = 0.0
        for s in range(d):
            w = cp.Variable(m * d)
            cp.Problem(cp.Minimize(cp.sum_squares(Z @ w - Y[:, s])), [cp.norm(w, 2) <= math.sqrt(m)]).solve()
            total += float(np.sum((Z @ w.value - Y[:, s]) ** 2))
        return total / len(Xs)  # E ||F^(X) - F(X)||_F^2 over the uniform population

    l3, l4 = loss(1e-3), loss(1e-4)
    assert l3 > 0.1 and l4 > 0.1
    assert l4 / l3 > 0.9  # no eps^2 decay (that would be a factor 1e-2)
