"""Second paths of round 16's thesisAB2 work (thesis App. A/B), in numpy, sharing no code with the claims' measures.

(A.182) L3486 (thesis.ch2.eqA.182): the noise-free one-hot model of tests/test_thesis_r15_thesisA.py (W_V = W_K = W_Q = I,
W_O entries N(0, 1/M), a_(l)i = +-1/sqrt(m) per position, m = ceil(M^2 ln B), N = B samples), one step of W_O ((A.68)),
V_j(1) of (A.176) from the paper's definition, the unlucky sum against the printed eta t m/(B a)."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).parent))
from test_thesis_r15_thesisA import _model  # noqa: E402  (the data and t = 0 model of that file's second paths)


def _a182_ratio(seed: int, B: int, eta: float = 0.1) -> float:
    """max over i in W_{l,n}(0) of -eta W_O(i)^(1) sum_{j notin W u U} V_j(1) W_O(j)^(1)T / ||W_O(i)^(1)||^2, over the
    printed eta m/(B a) (t = 1, ||p|| = 1, a = sqrt(m))."""
    d = _model(seed, B=B)
    act = (1 - d["y"] * d["F"] > 0).astype(float)                       # hinge active
    WO1 = d["WO"] + eta * np.einsum("n,lm,nlm,nld->md", d["y"] * act, d["a"], (d["pre"] >= 0).astype(float),
                                    d["V"]) / (d["B"] * d["L"])
    pre1 = d["V"] @ WO1.T
    mass = (d["att"] * (d["pats"] == 0).astype(float)[:, :, None]).sum(1)     # query l's softmax mass on p_1 keys
    w = -d["y"][:, None] * mass / d["L"]
    V = ((w[:, :, None] * (pre1 >= 0)).sum(0) * d["a"]).sum(0) / d["B"]      # V_j(1) of (A.176), batch = all N
    rest = ~(d["W"] | d["U"])
    assert rest.any() and d["W"].any()
    Wr = WO1[d["W"]]
    lhs = -eta * Wr @ (V[rest][:, None] * WO1[rest]).sum(0) / (Wr ** 2).sum(1)
    return float(lhs.max() / (eta * d["m"] / (B * np.sqrt(d["m"]))))


def test_a182_unlucky_sum_grows_with_b() -> None:
    """(A.182): the ratio of the left side to the printed side grows with B (the left side does not shrink): on each
    of seeds 0-3 it exceeds 1 at B = 16384 and is at least 10x its value at B = 256."""
    small = [_a182_ratio(s, 256) for s in range(4)]
    large = [_a182_ratio(s, 16384) for s in range(4)]
    assert all(v > 1.0 for v in large), large
    assert all(lg > 10 * max(sm, 1e-3) for sm, lg in zip(small, large)), (small, large)
    assert max(large) > 5.0, large


def _softmax_rows(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max(1, keepdims=True))
    return e / e.sum(1, keepdims=True)


def _b210_ratio(seed: int, B: int, m: int = 71, eta: float = 0.1, n_s: int = 10, lucky_sum: bool = False) -> float:
    """(B.210) at t = 1 on an own random graph (N = 80, M = 4 one-hot patterns, 40 % discriminative, a ring plus random
    edges of mean degree 8; labels: D_1 -> +1, D_2 -> -1, the others by the D_1/D_2 majority of their SPD 1..2 ring),
    W_V = W_K = W_Q = I, b = 0, W_O entries N(0, 0.01^2), a_i = +-1/sqrt(m); one W_O step of the hinge loss over all
    nodes (their full SPD 0..2 sets), then V_j(1) of (B.204) on a batch of B nodes (with replacement) with sampled sets
    (the node and n_s ring nodes, with replacement). Lucky sets at t = 0 of the first 4 nodes of D_1 / D_2; the largest
    ratio over the pairs and i in W_l(0) of -eta W_O(i)^(1) sum_{j notin W u U} V_j W_O(j)^(1)T / ||W_O(i)^(1)||^2 over
    eta m/(B sqrt(m))."""
    r = np.random.default_rng(seed)
    N, M = 80, 4
    pats = r.choice(M, N, p=[0.2, 0.2, 0.3, 0.3])
    A = np.triu(r.random((N, N)) < 8 / N, 1)
    A[np.arange(N), (np.arange(N) + 1) % N] = True
    A = A | A.T
    np.fill_diagonal(A, False)
    A2 = A | ((A.astype(int) @ A.astype(int)) > 0)
    np.fill_diagonal(A2, False)                                         # SPD 1..2
    c1, c2 = (A2 & (pats == 0)[None]).sum(1), (A2 & (pats == 1)[None]).sum(1)
    y = np.where(pats == 0, 1.0, np.where(pats == 1, -1.0, np.where(c1 >= c2, 1.0, -1.0)))
    X = np.eye(M)[pats]
    WO = 0.01 * r.standard_normal((m, M))
    a = r.choice([-1.0, 1.0], m) / np.sqrt(m)
    agg = A2 | np.eye(N, dtype=bool)
    att = _softmax_rows(np.where(agg, X @ X.T, -np.inf))               # (n, s): softmax_n over n's SPD 0..2 set
    Vn = att @ X                                                        # V_n(0) = sum_s softmax W_V x_s
    pre0 = Vn @ WO.T
    F = np.maximum(pre0, 0) @ a
    act = (1 - y * F > 0).astype(float)
    WO1 = WO + eta * np.einsum("n,m,nm,nd->md", y * act, a, (pre0 > 0).astype(float), Vn) / N
    idx = r.integers(0, N, B)
    lens = A2.sum(1)
    order = np.argsort(~A2, axis=1, kind="stable")
    pick = (r.random((B, n_s)) * lens[idx, None]).astype(int)
    S = np.concatenate([idx[:, None], order[idx[:, None], pick]], 1)
    att_b = _softmax_rows(np.einsum("bsd,bd->bs", X[S], X[idx]))
    pre = np.einsum("bs,bsd->bd", att_b, X[S]) @ WO1.T
    mass = (att_b * (pats[S] == 0)).sum(1)
    V = ((-y[idx] * mass)[:, None] * (pre >= 0)).sum(0) * a / B
    if lucky_sum:   # (B.208) at t = 1: the least -eta W_O(i)^(1) sum_{j in W_l(0)} V_j(1) W_O(j)^(1)T over i in W_l(0)
        least = np.inf
        for la in np.flatnonzero(pats == 0)[:4]:
            W = pre0[la] > 0
            if W.any():
                least = min(least, float((-eta * WO1[W] @ (V[W][:, None] * WO1[W]).sum(0)).min()))
        return least
    best = -np.inf
    for la in np.flatnonzero(pats == 0)[:4]:
        for lb in np.flatnonzero(pats == 1)[:4]:
            Wset, Uset = pre0[la] > 0, pre0[lb] > 0
            rest = ~(Wset | Uset)
            if Wset.any() and rest.any():
                Ww = WO1[Wset]
                best = max(best, float((-eta * Ww @ (V[rest][:, None] * WO1[rest]).sum(0) / (Ww ** 2).sum(1)).max()))
    return best / (eta * m / (B * np.sqrt(m)))


def test_b210_unlucky_sum_grows_with_b() -> None:
    """(B.210): the ratio of the left side to the printed side grows like B (the unlucky V_j(t) tend to a nonzero
    mean, not to 0): on each of seeds 0-3 it exceeds 1 at B = 16384 and is at least 10x its value at B = 16."""
    small = [_b210_ratio(s, 16) for s in range(4)]
    large = [_b210_ratio(s, 16384) for s in range(4)]
    assert all(v > 1.0 for v in large), large
    assert all(lg > 10 * max(sm, 1e-3) for sm, lg in zip(small, large)), (small, large)


def test_b208_lucky_sum_negative() -> None:
    """(B.208) at t = 1 on test_b210's own graph: the printed side is positive (p_n > 0, 1 - 2 eps_0 > 0), but for some
    lucky neuron of a D_1 node the left side -eta W_O(i)^(1) sum_{j in W_l(0)} V_j(1) W_O(j)^(1)T is negative (a lucky
    i with a_i < 0 has V_i(1) > 0: its own term -eta V_i ||W_O(i)||^2 < 0), on every seed 0-3 and batch size."""
    for B in (16, 1024):
        least = [_b210_ratio(s, B, lucky_sum=True) for s in range(4)]
        assert all(v < 0 for v in least), (B, least)
