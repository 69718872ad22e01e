"""Exact spectral facts for chenli Appendix A (Lemmas A.3/A.4, Corollary A.5): the cube and slice walks.

Used as evidence for the record ``chenli.lemmaA.3`` (kept a record: see its reason). numpy only, float64; the
chains are built explicitly from the printed step rules and their spectra computed by dense ``eigvalsh``
(the chains are symmetric: uniform stationary law), no closed form is assumed.
"""

from __future__ import annotations

import itertools

import numpy as np


def cube_states(d: int) -> np.ndarray:
    """All of {+-1}^d as a (2^d, d) int array."""
    return np.array(list(itertools.product((-1, 1), repeat=d)), dtype=np.int64)


def slice_states(d: int, k: int) -> np.ndarray:
    """The slice of {+-1}^d with exactly k coordinates equal to +1, as an (C(d, k), d) int array."""
    rows = []
    for ones in itertools.combinations(range(d), k):
        x = -np.ones(d, dtype=np.int64)
        x[list(ones)] = 1
        rows.append(x)
    return np.array(rows, dtype=np.int64)


def _index(states: np.ndarray) -> dict[tuple[int, ...], int]:
    return {tuple(int(v) for v in s): i for i, s in enumerate(states)}


def cube_walk(d: int) -> np.ndarray:
    """Lemma A.3's P_cube: pick i uniformly in [d], flip bit i with probability 1/2."""
    S = cube_states(d)
    idx = _index(S)
    P = np.zeros((len(S), len(S)))
    for a, x in enumerate(S):
        P[a, a] += 0.5
        for i in range(d):
            y = x.copy()
            y[i] = -y[i]
            P[a, idx[tuple(int(v) for v in y)]] += 0.5 / d
    return P


def slice_walk(d: int, k: int, move: str = "swap") -> tuple[np.ndarray, float]:
    """Lemma A.4's P_slice on the slice with k ones: pick a uniform pair i < j and 'swap' bits i, j (the
    intended chain) or 'flip' both (as printed). Returns (P restricted to the slice, probability mass that one
    step from the uniform law on the slice sends OUTSIDE the slice); the printed 'flip' leaks mass, so the
    slice is not invariant under it."""
    S = slice_states(d, k)
    idx = _index(S)
    pairs = list(itertools.combinations(range(d), 2))
    P = np.zeros((len(S), len(S)))
    leak = 0.0
    for a, x in enumerate(S):
        for i, j in pairs:
            y = x.copy()
            if move == "swap":
                y[i], y[j] = x[j], x[i]
            elif move == "flip":
                y[i], y[j] = -x[i], -x[j]
            else:
                raise ValueError(move)
            b = idx.get(tuple(int(v) for v in y))
            if b is None:
                leak += 1.0 / len(pairs)
            else:
                P[a, b] += 1.0 / len(pairs)
    return P, leak / len(S)


def poincare_constant(P: np.ndarray) -> float:
    """C_P = 1/(1 - lambda_2(P)) of a symmetric (uniform-stationary, reversible) transition matrix: the best
    constant in Var(f) <= C_P E(f, f) with E(f, g) = (1/2) E_{x, y ~ x}[(f(x)-f(y))(g(x)-g(y))] (Appendix A.1)."""
    if not np.allclose(P, P.T, atol=1e-13):
        raise ValueError("expected a symmetric transition matrix")
    ev = np.sort(np.linalg.eigvalsh(P))
    return float(1.0 / (1.0 - ev[-2]))


def product_walk(Ps: list[np.ndarray], lams: list[float]) -> np.ndarray:
    """Corollary A.5's P_lambda = sum_a lambda_a Id x .. x P_a x .. x Id (Kronecker order as the list)."""
    out = np.zeros((int(np.prod([P.shape[0] for P in Ps])),) * 2)
    for a, (Pa, la) in enumerate(zip(Ps, lams, strict=True)):
        term = np.ones((1, 1))
        for b, Pb in enumerate(Ps):
            term = np.kron(term, Pa if b == a else np.eye(Pb.shape[0]))
        out += la * term
    return out
