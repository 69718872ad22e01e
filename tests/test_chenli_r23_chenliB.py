"""Own checks of round 23 (helper chenliB): the exact links of chenli.display.lemma6.9-variance(-bound) (L1695)
against a plain loop over the cube, and chenli.display.fact6.7-chain (L1622) at the proof's extremal vector against
its closed form."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import numpy as np

from thmcheck.checks.papers.chenli import r23_chenliB as R


def _variance_by_loop(E: np.ndarray) -> Fraction:
    d = E.shape[0]
    zs = []
    for x in itertools.product((-1, 1), repeat=d):
        y = np.asarray(x, dtype=np.int64) @ E
        zs.append(int((y * y).sum()))
    n = len(zs)
    return Fraction(sum(z * z for z in zs), n) - Fraction(sum(zs), n) ** 2


def test_l1695_links_against_loop() -> None:
    rng = np.random.default_rng(7)
    for d, p in ((1, 1), (2, 3), (4, 2), (5, 1), (7, 4)):
        E = rng.integers(-5, 6, (d, p)).astype(np.int64)
        parts = R.l1695_parts(E)
        V = _variance_by_loop(E)
        A = E @ E.T
        off = sum(int(A[i, j]) ** 2 for i in range(d) for j in range(d) if i != j)
        assert parts["V"] == V == 2 * off == parts["E[Q^2]"]
        assert parts["E[Z] - ||E'||_F^2"] == 0
        assert V <= 2 * int((A * A).sum()) <= 2 * int((E * E).sum()) ** 2


def test_l1695_rank_one_equal_weights() -> None:
    """n equal weights: V = 2(n^2 - n) against 2 n^2 (the sharp shape the claim's notes name)."""
    for n in (1, 2, 3, 6):
        E = np.zeros((n + 1, 1), dtype=np.int64)
        E[:n, 0] = 1
        parts = R.l1695_parts(E)
        assert parts["V"] == 2 * (n * n - n) and parts["2||E'||_F^4"] == 2 * n * n


def test_l1622_tight_vector_closed_form() -> None:
    for dp, nu in ((1, 1.0), (3, 0.5), (50, 2.0), (1000, 0.01), (10**5, 3.0)):
        inst = {"dprime": dp, "nu": nu, "mode": "tight", "t": 0.0, "K": 1.0, "n": 2, "seed": 0}
        parts = R.l1622_parts(inst)
        g = 1 / (nu * dp)
        closed = (1 - g) ** dp
        assert math.isclose(parts["lhs"], closed, rel_tol=1e-8, abs_tol=1e-300)
        assert math.isclose(parts["prod (1 - gamma_j)"], closed, rel_tol=1e-8, abs_tol=1e-300)
        assert closed <= math.exp(-1 / nu)
        assert parts["hyp_slack"] > -1e-9 and parts["order_slack"] >= -1e-12


def test_l1286_identity_cases() -> None:
    for mode in ("random", "equal", "disjoint", "nested", "empty"):
        S, T = R.l1286_sets({"d": 12, "mode": mode, "q": 0.5, "seed": 3})
        assert np.array_equal(S.astype(int), (S & ~T).astype(int) + (S & T).astype(int))
        assert np.array_equal(T.astype(int), (T & ~S).astype(int) + (S & T).astype(int))
