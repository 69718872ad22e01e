"""Round 26 (factrecall, helper factsoft): second path of ``factrecall.display.thm8-l1484`` (Theorem 8's proof, L1484).

Own enumeration of the full joint law of L321 (ordered disjoint answer sets A_1..A_R, every a*(s, r) uniform on A_r)
with a learner that reads the whole data set; imports nothing from bounds/ or models/."""

from __future__ import annotations

import itertools
import math

from thmcheck.checks.papers.factrecall import r26_factsoft as M


def _joint_losses(S: int, R: int, D: int, V: int, fhat) -> tuple[float, dict]:  # noqa: ANN001
    """(L, {(s, r): ell(s, r)}) with p uniform, exactly over every atom (A, a*) of the law of L321."""
    configs = []

    def build(r: int, used: frozenset, acc: tuple) -> None:
        if r == R:
            configs.append(acc)
            return
        for sub in itertools.combinations(sorted(set(range(V)) - used), D):
            build(r + 1, used | set(sub), (*acc, sub))

    build(0, frozenset(), ())
    pairs = [(s, r) for s in range(S) for r in range(R)]
    atoms = [(A, dict(zip(pairs, ans))) for A in configs for ans in itertools.product(*[A[r] for _, r in pairs])]
    w = 1.0 / len(atoms)
    ell = {pr: 0.0 for pr in pairs}
    L = 0.0
    for A, astar in atoms:
        for (s, r) in pairs:
            loss = -math.log(fhat(A, astar, s, r)[astar[(s, r)]])
            ell[(s, r)] += w * loss
            L += w * loss / len(pairs)
    return L, ell


def test_l1484_printed_fails_by_enumeration() -> None:
    """S = 2, R = 1, D = 1, |V| = 2, f_hat uniform on V: L = log 2 but p(s, r) ell(s, r) = (log 2)/2; and with the
    sum of (18) it holds. A second learner that reads other facts (uniform on A_r, a*(0, r) doubled) likewise."""
    L, ell = _joint_losses(2, 1, 1, 2, lambda A, a, s, r: [0.5, 0.5])
    assert math.isclose(L, math.log(2), rel_tol=1e-12)
    for e in ell.values():
        assert math.isclose(0.5 * e, math.log(2) / 2, rel_tol=1e-12)
        assert abs(L - 0.5 * e) > 0.3

    def reader(A, a, s, r):  # noqa: ANN001, ANN202
        q = [1e-3] * 7
        for v in A[r]:
            q[v] = 1.0
        q[a[(0, r)]] += 1.0
        t = sum(q)
        return [x / t for x in q]

    L, ell = _joint_losses(2, 2, 1, 7, reader)
    p = 1.0 / 4
    assert math.isclose(L, math.fsum(p * e for e in ell.values()), rel_tol=1e-12)
    assert all(L > 1.5 * p * e > 0 for e in ell.values())


def test_l1484_claim_matches_enumeration() -> None:
    """The claim's marginal computation agrees with the full joint law for its own learners ('mix' at eps = 0.3)."""
    S, R, D, V, eps = 2, 2, 2, 9, 0.3

    def mix(A, a, s, r):  # noqa: ANN001, ANN202, ARG001
        return [(1 - eps) * (v in A[r]) / D + eps / V for v in range(V)]

    L, ell = _joint_losses(S, R, D, V, mix)
    inst = {"S": S, "R": R, "D": D, "V": V, "learner": "mix", "p_uniform": True, "seed": 1, "eps": eps,
            "s0": 1, "r0": 0}
    m = M.L1484.measure(inst, None)
    assert math.isclose(m.lhs, L, rel_tol=1e-12)
    assert math.isclose(m.quantities["ell_sr"], ell[(1, 0)], rel_tol=1e-12)


def test_l706_one_dim_head_misses_a_relation() -> None:
    """Remark L704-L706 at S = 1, R = 3 >= D = 1 (answers a_1, a_2, a_3 for the three relations): an attention-only
    model (4)-(5) with H = d_h = 1 and d = 4096 >= SR log^6(...) (random weights and embeddings, own numpy) predicts
    at most two distinct tokens over many contexts (argmax / argmin of phi(z)^T W_O^T), so at least one of the three
    facts is wrong."""
    import numpy as np

    rng = np.random.default_rng(11)
    d, V, T = 4096, 12, 4
    for _ in range(5):
        phi = rng.standard_normal((V, d))
        phi /= np.linalg.norm(phi, axis=1, keepdims=True)
        WK, WQ, WV, WO = (rng.standard_normal((1, d)) for _ in range(4))
        allowed = {int(np.argmax(phi @ WO.ravel())), int(np.argmin(phi @ WO.ravel()))}
        preds = set()
        for _ in range(500):
            X = phi[rng.integers(0, V, size=T)]
            lg = X @ WK.T @ WQ @ X[-1]
            w = np.exp(lg - lg.max())
            w /= w.sum()
            preds.add(int(np.argmax(phi @ (WO.T @ (WV @ X.T @ w)))))
        assert preds <= allowed
        answers = {0, 1, 2}  # a*(s, r) for r = 1, 2, 3: three distinct tokens
        assert len(answers & preds) <= 2
