"""Building blocks of the chenli (part A) claims against second paths, and the errata on their printed instances."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import torch

from thmcheck.bounds.chenli import appB_clt as BB
from thmcheck.bounds.chenli import appC_nonarith as BC
from thmcheck.bounds.chenli import sec3_prelim as B3
from thmcheck.bounds.chenli import sec5_1_2_tails as B51
from thmcheck.bounds.chenli import sec5_5_6_spectral as B55
from thmcheck.checks.papers.chenli._common import _mp_to_frac
from thmcheck.models.cube import (
    char_fn_linear,
    char_fn_linear_mp,
    cube_points,
    linear_tail_count,
    linear_tail_count_exact,
    quad_centered_values_int,
    quad_tail_count,
    slice_pair_moment,
)
from thmcheck.models.softmax import (
    log_ratio_change,
    softmax_diff_inf,
    softmax_diff_inf_log,
    softmax_diff_inf_mp,
    softmax_l1_to_two_sparse,
    softmax_l1_to_two_sparse_mp,
    softmax_one_coord_diff_log,
)


def test_cube_points_are_all_distinct_signs() -> None:
    z = cube_points(5)
    assert z.shape == (32, 5) and set(z.unique().tolist()) == {-1.0, 1.0}
    assert len({tuple(r) for r in z.tolist()}) == 32


def test_linear_tail_known_values() -> None:
    # equal weights on n coordinates: P[S_n >= sqrt(n)]
    for n, p in [(1, Fraction(1, 2)), (3, Fraction(1, 8)), (4, Fraction(5, 16)), (6, Fraction(7, 64))]:
        u = np.ones(n, dtype=np.int64)
        assert Fraction(linear_tail_count(torch.tensor(u, dtype=torch.float64)), 2**n) == p
        assert Fraction(linear_tail_count_exact(u), 2**n) == p
    rng = np.random.default_rng(0)
    for _ in range(5):
        u = rng.integers(-2**20, 2**20, 12)
        assert linear_tail_count(torch.tensor(u, dtype=torch.float64)) == linear_tail_count_exact(u)


def test_quad_tail_matches_bruteforce() -> None:
    rng = np.random.default_rng(1)
    K = rng.integers(-50, 50, (6, 6))
    K = K + K.T
    q = quad_centered_values_int(K)
    x = np.array([[1 if (r >> i) & 1 else -1 for i in range(6)] for r in range(64)])
    assert np.array_equal(q, np.einsum("ni,ij,nj->n", x, K, x) - np.trace(K))
    thr = float(np.median(np.abs(q)))
    assert quad_tail_count(torch.tensor(K, dtype=torch.float64), thr) == int((np.abs(q) > thr).sum())


def test_lemma3_2_printed_counterexample() -> None:
    K = np.array([[0, 1], [1, 0]])
    assert set(np.abs(quad_centered_values_int(K)).tolist()) == {2}
    assert 1.0 > B3.lemma3_2(1.0, 2.0)  # P = 1 at t = 1
    assert B3.lemma3_2_corrected(1.999, 2.0) == 1  # Chebyshev-tight: |p| = sigma always


def test_slice_moment_formula() -> None:
    for d in (2, 5, 8):
        for a in range(d + 1):
            assert slice_pair_moment(d, a, 0, d - 1) == B51.fact5_3(d, a)


def test_two_sparse_distance_and_identity() -> None:
    v = torch.tensor([3.0, 1.0, -4.0, -5.0], dtype=torch.float64)
    lhs = softmax_l1_to_two_sparse(v, 0, 1).item()
    w = torch.softmax(v, 0)
    assert math.isclose(lhs, 2 * (w[2] + w[3]).item(), rel_tol=1e-12)  # = 2 (mass off {a1, a2})
    assert math.isclose(lhs, float(softmax_l1_to_two_sparse_mp(v.tolist(), 0, 1)), rel_tol=1e-12)


def test_one_coord_diff_log_against_mpmath() -> None:
    rng = np.random.default_rng(2)
    for _ in range(20):
        a = rng.normal(size=5) * 10
        p, delta = int(rng.integers(5)), float(rng.normal() * 5)
        b = a.copy()
        b[p] += delta
        ref = mpmath.log(softmax_diff_inf_mp(list(a), list(b), 80))
        got = softmax_one_coord_diff_log(torch.tensor(a), p, delta).item()
        assert math.isclose(got, float(ref), rel_tol=1e-10, abs_tol=1e-12)
        assert math.isclose(softmax_diff_inf_log(torch.tensor(a), torch.tensor(b)).item(), float(ref), rel_tol=1e-9)


def test_diff_inf_no_cancellation() -> None:
    a = torch.tensor([0.0, -60.0], dtype=torch.float64)
    b = torch.tensor([1e-3, -60.0], dtype=torch.float64)
    ref = float(softmax_diff_inf_mp(a.tolist(), b.tolist()))
    assert math.isclose(softmax_diff_inf(a, b).item(), ref, rel_tol=1e-9)  # ~1e-29, naive softmax gives 0


def test_eq4_printed_counterexample() -> None:
    a = torch.tensor([0.0, -20.0], dtype=torch.float64)
    lhs = softmax_one_coord_diff_log(a, 0, -10.0).item()
    assert lhs > B3.eq4_log(2, 1.0, 20.0, 0.5) + 9  # ~e^-10 vs 2 e^-20
    assert lhs <= B3.eq4_log_corrected(2, 1.0, 20.0, 0.5)


def test_lemma3_8_supremum() -> None:
    eps = 1 / 6
    v = torch.tensor([1 / 3, 1 / 3, 1 / 3], dtype=torch.float64)
    vp = torch.tensor([1 / 3 + eps, 1 / 3 - eps, 1 / 3], dtype=torch.float64)
    lhs = log_ratio_change(v, vp, 0, 1).item()
    assert math.isclose(lhs, math.log(3), rel_tol=1e-12) and lhs > B3.lemma3_8(eps)
    assert math.isclose(lhs, B3.lemma3_8_corrected(eps), rel_tol=1e-12)


def test_char_fn_and_appC2() -> None:
    A = np.array([[np.pi / 2], [np.pi / 2]])
    lam = np.array([1.0, 1.0])
    assert math.isclose(char_fn_linear(lam, A), -1.0, abs_tol=1e-15)
    assert abs(BC.appC_2((1.0, 1.0), ((np.pi / 2,), (np.pi / 2,)))) < 1e-15  # printed form gives 0
    rng = np.random.default_rng(3)
    A = rng.normal(size=(3, 6))
    lam = rng.normal(size=3)
    q = tuple(tuple(r) for r in A)
    assert math.isclose(char_fn_linear(lam, A), BC.appC_2_corrected(tuple(lam), q), abs_tol=1e-13)
    assert math.isclose(float(char_fn_linear_mp(list(lam), A.tolist())), char_fn_linear(lam, A), abs_tol=1e-13)


def test_mp_to_frac_keeps_sign() -> None:
    with mpmath.workdps(60):
        x = mpmath.mpf(-2.5)
    assert _mp_to_frac(x) == Fraction(-5, 2)


def test_fejer_density_integrates_to_one() -> None:
    x = np.linspace(1e-6, 2000.0, 4_000_001)
    f = (1 - np.cos(x)) / (np.pi * x * x)
    tot = 2 * float(np.sum((f[1:] + f[:-1]) / 2 * np.diff(x)))
    assert abs(tot - 1) < 2e-3  # tail beyond 2000 is ~ 2/(pi 2000) = 3e-4
    assert math.isclose(BB.lemmaB_2_density_corrected(1.3), float(BB.lemmaB_2_density_corrected(mpmath.mpf(1.3))))


# ------------------------------------------------------------------------------ part A: Sections 3, 5, App. C


def test_flat_decomposition_meets_lemma_5_20() -> None:
    from thmcheck.models.chenli.sec5_slices import flat_decomposition, flat_step

    rng = np.random.default_rng(5)
    for _ in range(30):
        d, eps = int(rng.integers(1, 200)), float(10 ** rng.uniform(-6, 0))
        v = rng.normal(size=d)
        v /= np.linalg.norm(v) * 1.0001
        dec = flat_decomposition(v, eps)
        assert dec["err"] <= eps and all(w <= 0.9**j + 1e-12 for j, w in enumerate(dec["norms"]))
        assert max(dec["pieces"], default=0) <= B55.lemma5_20_pieces(d, eps)
        w, delta, _ = flat_step(v, eps)
        assert np.linalg.norm(delta) <= eps and np.linalg.norm(v - w - delta) <= 0.9 * np.linalg.norm(v)
    w, _, p = flat_step(np.array([0.5, 0.5, 0.5, 0.5]), 1e-3)  # flat: one piece, w = v
    assert p == 1 and np.allclose(w, 0.5)


def test_xi_exact_against_bruteforce() -> None:
    import itertools

    from thmcheck.models.chenli.sec5_slices import xi_exact

    rng = np.random.default_rng(6)
    M = rng.normal(size=(5, 5))
    best = 0.0
    for asg in itertools.product([0, 1, 2], repeat=5):
        S = [i for i, a in enumerate(asg) if a == 1]
        T = [i for i, a in enumerate(asg) if a == 2]
        if S and T:
            best = max(best, abs(M[np.ix_(S, T)].sum()) / math.sqrt(len(S) * len(T)))
        if S:
            best = max(best, abs(M[np.ix_(S, S)].sum()) / len(S))
    assert math.isclose(xi_exact(torch.tensor(M)), best, rel_tol=1e-12)


def test_coupling_law_is_the_target_slice() -> None:
    from thmcheck.models.chenli.sec5_slices import coupling_block_law

    for n, a, b in [(5, 1, 3), (6, 4, 2), (4, 2, 2), (3, 0, 3)]:
        law = coupling_block_law(n, a, b)
        assert len(law) == math.comb(n, b) and set(law.values()) == {Fraction(1, math.comb(n, b))}
        assert all(sum(1 for x in z if x == 1) == b for z in law)


def test_berry_esseen_interval_distance() -> None:
    from thmcheck.models.chenli.sec3_appC_prelim import (
        be_interval_distance,
        be_interval_distance_mp,
        two_point_moments,
        two_point_sum_law,
    )

    supp, c, t = two_point_sum_law(np.ones(1, dtype=np.int64), 1, 2)  # S = +-1: open (-1, 1) has P = 0
    assert math.isclose(be_interval_distance(supp, c, t, 1.0), math.erf(1 / math.sqrt(2)), rel_tol=1e-12)
    w = np.array([1, 3, 2, 5], dtype=np.int64)
    supp, c, t = two_point_sum_law(w, 3, 8)
    assert sum(c) == t and np.isclose(sum(ci * s for ci, s in zip(c, supp)) / t, 0.0)  # mean zero
    var, _ = two_point_moments(w, 3, 8)
    assert math.isclose(be_interval_distance(supp, c, t, float(var) ** 0.5),
                        float(be_interval_distance_mp(supp, c, t, var)), rel_tol=1e-9)


def test_gaussian_mod_2pi_closed_form() -> None:
    from scipy import stats

    from thmcheck.models.chenli.sec3_appC_prelim import neg_log_prob_dist_2piz_ge, prob_dist_2piz_ge

    assert math.isclose(float(prob_dist_2piz_ge(0.0, 0.1, 0.2)), 2 * stats.norm.sf(2.0), rel_tol=1e-12)
    rng = np.random.default_rng(7)
    z = rng.normal(1.0, 2.0, 400_000)
    dist = np.abs((z + np.pi) % (2 * np.pi) - np.pi)
    assert abs(float(prob_dist_2piz_ge(1.0, 2.0, 0.5)) - np.mean(dist >= 0.5)) < 5e-3
    assert math.isclose(float(neg_log_prob_dist_2piz_ge(0.0, 0.1, 0.2)), -math.log(2 * stats.norm.sf(2.0)),
                        rel_tol=1e-10)


def test_cube_slice_projections_respect_slice_counts() -> None:
    """Each slice block has exactly a entries +1: with v = indicator of a block, <x, v> = 2a - m exactly."""
    from thmcheck.models.chenli.sec5_slices import cube_slice_projections
    g = torch.Generator().manual_seed(1)
    d1, d2, d3 = 3, 5, 4
    a2, a3 = torch.tensor([0, 2, 5]), torch.tensor([4, 1, 2])
    v2 = torch.zeros(d1 + d2 + d3, dtype=torch.float64)
    v2[d1: d1 + d2] = 1.0
    assert (cube_slice_projections(v2, d1, d2, a2, a3, 50, g) == (2 * a2 - d2).double()).all()
    v3 = torch.zeros_like(v2)
    v3[d1 + d2:] = 1.0
    assert (cube_slice_projections(v3, d1, d2, a2, a3, 50, g) == (2 * a3 - d3).double()).all()


def test_hanson_wright_rate_all_ones() -> None:
    """K = J - I: q = s^2 - d with s = sum x; the top atom u = d^2 - d has P = 2^{1-d}, m = d, rate <= (d-1) log 2 / d."""
    from thmcheck.models.cube import hanson_wright_rate
    d = 8
    K = np.ones((d, d), dtype=np.int64) - np.eye(d, dtype=np.int64)
    r, _, _ = hanson_wright_rate(K)
    assert 0 < r <= (d - 1) * math.log(2) / d + 1e-12


def test_two_valued_slice_law_matches_enumeration() -> None:
    """Theorem 5.4's exact law of <v, x> on the slice against brute-force enumeration of the slice (m = 9)."""
    import itertools
    from collections import Counter

    import pytest

    from thmcheck.models.chenli.sec5_slices import slice_kolmogorov, two_valued_slice_law

    m, K, a = 9, 6, 4
    v = np.r_[np.full(a, 1 / a), np.full(m - a, -1 / (m - a))]
    cnt: Counter = Counter()
    subsets = list(itertools.combinations(range(m), K))
    for plus in subsets:
        x = -np.ones(m)
        x[list(plus)] = 1
        cnt[round(float(v @ x), 9)] += 1
    atoms, pmf = two_valued_slice_law(m, K, a)
    assert sorted(cnt) == sorted(round(float(t), 9) for t in atoms)
    for t, p in zip(atoms, pmf, strict=True):
        assert p == pytest.approx(cnt[round(float(t), 9)] / len(subsets), rel=1e-12)
    r = slice_kolmogorov(m, K, a)
    assert r["tau"] == pytest.approx(np.abs(v).max() / np.linalg.norm(v))
    assert 0 < r["dist"] < 1


def test_lazy_rademacher_tail_fft_matches_mixture_and_enumeration() -> None:
    """Theorem 3.4's law: the FFT convolution against the binomial mixture (n = 40, 600) and brute-force
    enumeration of the 3^n outcomes (n = 6, exact Fractions)."""
    import itertools

    from thmcheck.models.chenli.sec3_appC_prelim import lazy_rademacher_tail, lazy_rademacher_tail_mixture

    for n, p in ((40, 0.5), (600, 0.25), (600, 1.0)):
        s = np.arange(-n - 1, n + 2) + 0.5
        a, b = lazy_rademacher_tail(n, p, s), lazy_rademacher_tail_mixture(n, p, s)
        assert np.max(np.abs(a - b)) < 1e-13
    n, p = 6, Fraction(1, 4)
    probs = {-1: p / 2, 0: 1 - p, 1: p / 2}
    law: dict[int, Fraction] = {}
    for xs in itertools.product((-1, 0, 1), repeat=n):
        law[sum(xs)] = law.get(sum(xs), Fraction(0)) + math.prod(probs[x] for x in xs)
    for s in range(-n - 1, n + 1):
        exact = sum((v for k, v in law.items() if k > s), Fraction(0))
        assert abs(float(lazy_rademacher_tail(n, 0.25, np.array([s + 0.0]))[0]) - float(exact)) < 1e-15


def test_kolmogorov_deficiency_sup_is_attained_on_the_integer_grid() -> None:
    """The closed-form sup over t in (1.7, t_hi] against a fine grid of t (never larger, and within the grid step)."""
    from scipy import stats

    from thmcheck.models.chenli.sec3_appC_prelim import kolmogorov_deficiency, lazy_rademacher_tail

    for n, p in ((5000, 1.0), (9000, 0.5)):
        sig = math.sqrt(n * p)
        d_sup, t_sup = kolmogorov_deficiency(n, p, 1.7, 2.4)
        t = np.linspace(1.7 + 1e-9, 2.4, 20001)
        d = stats.norm.logsf(t) - np.log(lazy_rademacher_tail(n, p, t * sig))
        assert d.max() <= d_sup + 1e-12
        assert d.max() >= d_sup - 2e-3
        assert 1.7 <= t_sup <= 2.4
