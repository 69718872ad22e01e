"""Building blocks of the softlin checks: the dense model against the closed forms, the exact enumeration against
brute force, Fact A.1's convention, and the paper's experimental numbers (catalog section 3)."""

from __future__ import annotations

import itertools
import math

import numpy as np
import pytest
import torch

from thmcheck.bounds import softlin as B
from thmcheck.models import softlin as M


def _dense_rows(n: int, d: int, a: float, b: float, c: float, j3: int, kind: str, X: str = "1") -> np.ndarray:
    A = M.selfattn_data(n, d, a, b, c, j3)
    Xm = torch.ones(d, d, dtype=torch.float64) if X == "1" else torch.eye(d, dtype=torch.float64)
    return M.attention(A, A, A, Xm, torch.eye(d, dtype=torch.float64), kind)[2].numpy()


@pytest.mark.parametrize(("n", "d", "a", "b", "kind"), [(200, 12, 1.2, 0.2, "exp"), (200, 22, 0.01, 0.2, "exp"),
                                                         (60, 5, 3.0, 0.7, "lin"), (30, 3, 0.05, 0.1, "lin")])
def test_closed_form_rows_match_dense_model(n: int, d: int, a: float, b: float, kind: str) -> None:
    j3 = 7
    C = _dense_rows(n, d, a, b, 1 - b, j3, kind)
    ip = M.type2_col(j3, d)
    r3, ro = M.rows_self_x1(n, d, a, b, 1 - b, kind, ip)
    np.testing.assert_allclose(C[j3], r3, rtol=1e-10, atol=1e-13)
    np.testing.assert_allclose(C[(j3 + 1) % n], ro, rtol=1e-10, atol=1e-13)


def test_row_j3_x_identity_matches_dense() -> None:
    n, d, a, b = 90, 11, 1.5, 0.15
    c = math.sqrt(1 - b * b)
    C = _dense_rows(n, d, a, b, c, 4, "exp", X="I")
    np.testing.assert_allclose(C[4], M.row_j3_self_xi(n, d, a, b, c, M.type2_col(4, d)), rtol=1e-10, atol=1e-13)


@pytest.mark.parametrize("kind", ["exp", "lin"])
def test_cross_rows_match_dense(kind: str) -> None:
    n, d, a, j2, j3 = 60, 7, 2.0, 5, 13
    eye = torch.eye(d, dtype=torch.float64)
    C = M.attention(*M.crossattn_data(n, d, a, j2, j3), eye, eye, kind)[2].numpy()
    r, u = M.rows_cross(n, d, a, kind, 1 + j3 % (d - 1))
    np.testing.assert_allclose(C[j2], r, rtol=1e-10, atol=1e-13)
    np.testing.assert_allclose(C[0], u, rtol=1e-10, atol=1e-13)


def test_enumeration_matches_brute_force() -> None:
    n, d = 64, 8
    s = math.sqrt(math.log(n))
    rows = np.array(M.rows_self_x1(n, d, 1.2, 0.2, 0.8, "exp"))
    tau = 0.9 * s
    ys = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    brute = float(((ys @ rows.T) > tau).any(axis=1).mean())
    assert math.isclose(math.exp(M.fire_logprob(rows, [0, 1, d - 1], tau)), brute, rel_tol=1e-12)


def test_joint_failure_matches_monte_carlo_free_formula() -> None:
    """Pr[not E] by enumeration against brute force over y in {+-1}^d and m = 2 units (all 2^{2d} draws)."""
    n, d, m = 40, 6, 2
    s = math.sqrt(math.log(n))
    tau = 0.9 * s
    R = {(k, a): np.array(M.rows_self_x1(n, d, a, 0.2, 0.8, k)) for k in ("exp", "lin") for a in (0.01, 1.2)}
    groups = [(R["exp", 1.2], True), (R["lin", 1.2], False), (R["exp", 0.01], False), (R["lin", 0.01], False)]
    got = math.exp(M.joint_failure_logprob(groups, [0, 1, d - 1], [tau] * 4, m))
    ys = np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
    fires = [((ys @ r.T) > tau).any(axis=1) for r, _ in groups]  # per y, does the network's unit fire
    ok = 0
    for i1 in range(len(ys)):
        for i2 in range(len(ys)):
            F = [f[i1] or f[i2] for f in fires]
            ok += F[0] and not (F[1] or F[2] or F[3])
    assert math.isclose(got, 1 - ok / len(ys) ** 2, rel_tol=1e-12)


def test_paper_setting_values_of_the_catalog() -> None:
    """Catalog exact_prob.py: n=200, d=12, m=15 gives Pr[F_exp(D0) > 0] = 0.3402 and Pr[F_exp(D1) > 0] = 0.9866."""
    n, d, m = 200, 12, 15
    tau = 0.9 * math.sqrt(math.log(n))
    p0 = M.fire_logprob(np.array(M.rows_self_x1(n, d, 0.01, 0.2, 0.8, "exp")), [0, 1, d - 1], tau)
    p1 = M.fire_logprob(np.array(M.rows_self_x1(n, d, 1.2, 0.2, 0.8, "exp")), [0, 1, d - 1], tau)
    assert abs(math.exp(M.log_any_of_m(p0, m)) - 0.3402) < 1e-4
    assert abs(math.exp(M.log_any_of_m(p1, m)) - 0.9866) < 1e-4


def test_fact_a1_row_major_only() -> None:
    rng = np.random.default_rng(0)
    A1, A2, X = (torch.as_tensor(rng.standard_normal(s)) for s in ((3, 2), (3, 2), (2, 2)))
    lhs, rhs = M.kron_rowmajor(A1, A2, X)
    torch.testing.assert_close(lhs, rhs)
    colmajor = (A1 @ X @ A2.T).T.reshape(-1)
    assert not torch.allclose(colmajor, torch.kron(A1, A2) @ X.T.reshape(-1))
    assert torch.allclose(colmajor, torch.kron(A2, A1) @ X.T.reshape(-1))
    assert math.isclose(B.factA_1(A1.tolist(), A2.tolist(), X.tolist(), 4), float(rhs[4]), rel_tol=1e-12)


def test_errata_instances() -> None:
    """D.3 P5 at the paper's setting; E.1 Part 1a exponent; the tau window at n = 2000."""
    n, d, a, b = 200, 12, 1.2, 0.2
    C = _dense_rows(n, d, a, b, 1 - b, 3, "exp")
    ip = M.type2_col(3, d)
    assert C[4, ip] > 7 * B.lemmaD_3("P5'<=", n, n // (d - 2), a, b, 1 - b)
    A = M.selfattn_data(n, d, 1.0, 0.1, math.sqrt(0.99), 3)
    assert math.isclose(float((A @ A.T)[3, 3]) / math.log(n), 2.0, rel_tol=1e-12)  # printed (1+a1)^2 = 4
    assert B.tau_window(2000, 0.01, 1.0) > 1.6  # derived claim (not printed): see test_softlin_errata.py


@pytest.mark.parametrize("kind", ["exp", "lin"])
@pytest.mark.parametrize(("n", "d", "a", "b", "j3"), [(60, 5, 1.2, 0.25, 7), (40, 22, 0.05, 0.5, 0), (9, 3, 3.0, 0.1, 8),
                                                       (200, 12, 0.0999, 0.875, 199), (200, 12, 30.0, 0.2, 5)])
def test_entry_sets_self_x1_match_dense(n: int, d: int, a: float, b: float, j3: int, kind: str) -> None:
    """The closed-form entry sets (every distinct value the Appendix D lemmas quantify over) against the dense model."""
    A = M.selfattn_data(n, d, a, b, 1 - b, j3)
    S, f, C = M.attention(A, A, A, torch.ones(d, d, dtype=torch.float64), torch.eye(d, dtype=torch.float64), kind)
    E = (S / math.log(n)).numpy()
    f, C = f.numpy(), C.numpy()
    K = [k for k in range(n) if k != j3]
    ip = M.type2_col(j3, d)
    rest = [i for i in range(1, d - 1) if i != ip]
    dense = {"u33": E[j3, j3], "u3k": E[j3, K], "uk3": E[K, j3], "ukk": E[np.ix_(K, K)], "f33": f[j3, j3],
             "f3k": f[j3, K], "fk3": f[K, j3], "fkk": f[np.ix_(K, K)], "P1": C[j3, 0], "P2'": C[j3, ip],
             "P2": C[j3, rest], "P2all": C[j3, 1 : d - 1], "P3": C[j3, d - 1], "P4": C[K, 0], "P5'": C[K, ip],
             "P5": C[np.ix_(K, rest)], "P5all": C[K, 1 : d - 1], "P6": C[K, d - 1], "c1": C[:, 0],
             "cII": C[:, 1 : d - 1], "cd": C[:, d - 1]}
    sets = M.entry_sets_self_x1(n, d, a, b, 1 - b, j3, kind)
    assert set(sets) == set(dense)
    for k, x in dense.items():
        x, y = np.atleast_1d(x), sets[k]
        assert (x.size == 0) == (y.size == 0), k
        if x.size:
            np.testing.assert_allclose([x.min(), x.max()], [y.min(), y.max()], rtol=1e-10, atol=1e-300, err_msg=k)


@pytest.mark.parametrize("kind", ["exp", "lin"])
@pytest.mark.parametrize(("n", "d", "a", "j2", "j3"), [(60, 7, 2.0, 5, 13), (30, 2, 0.05, 0, 29), (40, 11, 50.0, 39, 3)])
def test_entry_sets_cross_match_dense(n: int, d: int, a: float, j2: int, j3: int, kind: str) -> None:
    eye = torch.eye(d, dtype=torch.float64)
    S, f, C = M.attention(*M.crossattn_data(n, d, a, j2, j3), eye, eye, kind)
    E, f, C = (S / math.log(n)).numpy(), f.numpy(), C.numpy()
    ip = 1 + j3 % (d - 1)
    rest = [i for i in range(1, d) if i != ip]
    K = [k for k in range(n) if k != j2]
    O = [k for k in range(n) if k != j3]  # noqa: E741
    off = np.ones((n, n), bool)
    off[j2, j3] = False
    dense = {"u23": E[j2, j3], "uoff": E[off], "f23": f[j2, j3], "f2k": f[j2, O], "fk": f[K], "c21": C[j2, 0],
             "c2'": C[j2, ip], "c2": C[j2, rest], "c2i": C[j2, 1:], "ck1": C[K, 0], "cki": C[K][:, 1:]}
    sets = M.entry_sets_cross(n, d, a, j3, kind)
    assert set(sets) == set(dense)
    for k, x in dense.items():
        x, y = np.atleast_1d(x), sets[k]
        assert (x.size == 0) == (y.size == 0), k
        if x.size:
            np.testing.assert_allclose([x.min(), x.max()], [y.min(), y.max()], rtol=1e-10, atol=1e-300, err_msg=k)


@pytest.mark.parametrize("kind", ["exp", "lin"])
@pytest.mark.parametrize(("n", "d", "a", "b"), [(90, 11, 1.5, 0.15), (40, 6, 0.05, 0.19), (200, 12, 1.0, 0.001)])
def test_rows_self_xi_all_match_dense(n: int, d: int, a: float, b: float, kind: str) -> None:
    """Section E (X = I_d) closed-form rows: j3, a row of j3's group, a row of another group (claimE.omitted)."""
    c = math.sqrt(1 - b * b)
    C = _dense_rows(n, d, a, b, c, 0, kind, X="I")
    R = M.rows_self_xi_all(n, d, a, b, c, kind)
    np.testing.assert_allclose(C[0], R[0], rtol=1e-10, atol=1e-14)
    np.testing.assert_allclose(C[d - 2], R[1], rtol=1e-10, atol=1e-14)  # row d-2: same Type-II group as row 0
    np.testing.assert_allclose(C[1], R[2], rtol=1e-10, atol=1e-14)


def test_log_tail_signed_sum_matches_brute_force() -> None:
    rng = np.random.default_rng(0)
    for trial in range(150):
        ns, n1, n2 = int(rng.integers(0, 3)), int(rng.integers(0, 6)), int(rng.integers(0, 6))
        sp, w1, w2 = list(rng.uniform(0, 1, ns)), float(rng.uniform(0, 1)), float(rng.uniform(0.01, 1))
        if trial % 3 == 0:  # lattice ties
            w1 = w2 = float(rng.choice([0.25, 0.5]))
            sp = [0.5] * ns
        thr = float(rng.choice([rng.uniform(0, 2), 0.0, 0.5, 1.0]))
        two = bool(rng.integers(0, 2))
        hits = 0
        sigs = list(itertools.product([-1, 1], repeat=ns + n1 + n2))
        for sig in sigs:
            x = float(np.dot(sp, sig[:ns])) + w1 * sum(sig[ns : ns + n1]) + w2 * sum(sig[ns + n1 :])
            hits += (abs(x) > thr) if two else (x > thr)
        got = M.log_tail_signed_sum(sp, n1, w1, n2, w2, thr, two)
        assert (got == -math.inf and hits == 0) or math.isclose(math.exp(got), hits / len(sigs), rel_tol=1e-10)


@pytest.mark.parametrize("kind", ["exp", "lin"])
@pytest.mark.parametrize(("n", "k", "spike"), [(50, 0, False), (50, 17, False), (50, 50, False), (50, 10, True),
                                               (50, 49, True)])
def test_toy_weights_match_toy_f(n: int, k: int, spike: bool, kind: str) -> None:
    L = math.log(n)
    z = torch.full((n,), L, dtype=torch.float64)
    z[:k] = 1.4 * L
    if spike:
        z[n - 1] = 4 * L
    f = M.toy_f(z, kind).numpy()
    sp, hi, lo = M.toy_weights(n, k, spike, kind)
    if k:
        assert math.isclose(f[0], hi, rel_tol=1e-12)
    if n - k - spike:
        assert math.isclose(f[k], lo, rel_tol=1e-12)
    if spike:
        assert math.isclose(f[n - 1], sp[0], rel_tol=1e-12)
