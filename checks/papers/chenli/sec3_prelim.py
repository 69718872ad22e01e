"""chenli Section 3 (Technical preliminaries): concentration (Lemma 3.2, Theorem 3.1), anti-concentration
(Lemma 3.5, Theorems 3.3, 3.4) and softmax properties (Lemmas 3.6-3.9 and Eq. (4)).

Each claim pairs a bound of ``thmcheck.bounds.chenli.sec3_prelim`` with a measurement from ``models`` and an instance strategy.
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
import torch
from hypothesis import assume
from hypothesis import strategies as st

from thmcheck.bounds.chenli import sec3_prelim as B
from thmcheck.bounds.num import mp
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE, _mp_to_frac
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.cube import (
    cube_points_int,
    linear_tail_count,
    linear_tail_count_exact,
    quad_centered_values_int,
    quad_tail_count,
)
from thmcheck.models.device import torch_dtype
from thmcheck.models.softmax import (
    log_ratio_change,
    softmax_diff_inf_mp,
    softmax_dist_to_vertex_l1,
    softmax_dist_to_vertex_l1_mp,
    softmax_l1_to_two_sparse,
    softmax_l1_to_two_sparse_mp,
    softmax_one_coord_diff_log,
)

# ------------------------------------------------------------------------------------ Lemma 3.6 (L339-L349)


@st.composite
def _lemma3_6_instances(draw: st.DrawFn) -> dict:
    """v with a* on top by >= tau, gaps drawn as tau + (0 or exponential), ties and gaps exactly tau included;
    v_{a*} >= 0 and large enough that a* is also argmax |v_a| (the printed assumption)."""
    k = draw(with_edges(st.integers(2, 64), 2, 1000))
    # tau is not restricted by the statement: negative tau (v_{a*} < 0 the largest |v_a|, the others above it)
    # and large tau (two decades past 1) are drawn too
    tau = draw(st.one_of(with_edges(st.floats(0.0, 40.0), 0.0, 1e-3), with_edges(st.floats(-150.0, 150.0),
                                                                                   -150.0, 150.0)))
    a = draw(st.integers(0, k - 1))
    mode = draw(st.sampled_from(["all_tight", "random", "one_tight"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    extra = {"all_tight": np.zeros(k), "random": rng.exponential(draw(log_uniform(1e-3, 10.0)), k),
             "one_tight": np.r_[0.0, rng.exponential(5.0, k - 1)]}[mode]
    extra = rng.permutation(extra)
    top = draw(st.floats(0.0, 100.0))
    # on the dyadic grid 2^-24 (magnitudes < 2^30) every difference below is exact in float64, so the
    # assumptions hold exactly, not up to rounding
    if tau >= 0:
        gaps = tau + extra
        top = max(top, float(gaps.max()) / 2)  # keeps |v_a| <= v_{a*}
        tau, top, gaps = _dyadic(tau), _dyadic(top), np.maximum(_dyadic(gaps), _dyadic(tau))
        v = top - gaps
        v[a] = top
    else:  # v_{a*} = -T, v_a = -T + |tau| - extra in [-T, -T + |tau|] (|v_a| <= T needs T >= |tau|/2)
        T = max(top, -tau / 2)
        tau, T = _dyadic(tau), _dyadic(T)
        ups = np.clip(_dyadic(-tau - extra), 0.0, -tau)
        v = -T + ups
        v[a] = -T
    return {"k": k, "tau": tau, "a_star": a, "v": v, "mode": mode, "seed": seed}


def _dyadic(x, bits: int = 24):  # noqa: ANN001, ANN202
    """Round to the grid 2^-bits (ceiling), so sums and differences of a few such numbers are exact."""
    return np.ceil(np.asarray(x, dtype=float) * 2.0**bits) / 2.0**bits if np.ndim(x) else \
        float(np.ceil(float(x) * 2.0**bits) / 2.0**bits)


def _lemma3_6_measure(inst: dict, ctx: Ctx) -> Measurement:
    v = torch.as_tensor(inst["v"], dtype=torch_dtype(ctx.dtype), device=ctx.device)
    lhs = softmax_dist_to_vertex_l1(v, inst["a_star"]).item()
    others = torch.cat([v[: inst["a_star"]], v[inst["a_star"] + 1 :]])
    return Measurement(lhs, {"k": inst["k"], "tau": inst["tau"]},
                       {"min_gap": float((v[inst["a_star"]] - others).min()),
                        "max_abs_other": float(others.abs().max()), "v_top": float(v[inst["a_star"]].abs())})


def _lemma3_6_exact(inst: dict) -> Measurement:
    lhs = softmax_dist_to_vertex_l1_mp(list(inst["v"]), inst["a_star"])
    v = inst["v"]
    others = np.delete(v, inst["a_star"])
    return Measurement(lhs, {"k": inst["k"], "tau": mp(inst["tau"])},
                       {"min_gap": float((v[inst["a_star"]] - others).min()),
                        "max_abs_other": float(np.abs(others).max()), "v_top": float(abs(v[inst["a_star"]]))})


LEMMA3_6 = Claim(
    id="chenli.lemma3.6",
    paper=PAPER,
    source=f"Lemma 3.6 (1-sparse softmax), Section 3.4, {SEED_FILE} L339-L349",
    statement="Let v in R^k. If a* = argmax_a |v_a| and v_{a*} - v_a >= tau for all a != a*, then "
              "||softmax(v) - e_{a*}||_1 <= (k-1)/(e^tau + k - 1).",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma3_6,
    measure=_lemma3_6_measure,
    exact=_lemma3_6_exact,
    strategy=_lemma3_6_instances,
    assumptions=(
        Assumption("gap", "v_{a*} - v_a >= tau for all a != a*", lambda q: q["min_gap"] - q["tau"]),
        Assumption("argmax_abs", "a* = argmax_a |v_a| (|v_{a*}| >= |v_a|)", lambda q: q["v_top"] - q["max_abs_other"]),
    ),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma3_6_second_path",
    evidence=(
        "The proof bounds 1 - w_{a*} by (k-1)/(e^tau+k-1), but the L1 distance of two points of the simplex is "
        "||w - e_{a*}||_1 = (1 - w_{a*}) + sum_{a != a*} w_a = 2(1 - w_{a*}). At equal gaps v_{a*} - v_a = tau "
        "the L1 distance is exactly 2(k-1)/(e^tau+k-1), twice the printed bound (e.g. k=2, tau=0: lhs = 1, "
        "rhs = 1/2), confirmed in float64 and at 60 digits with mpmath. The printed statement is off by a "
        "factor 2; the bound 2(k-1)/(e^tau+k-1) holds. "
        "Its use in Lemma 7.2 only needs an O(1) constant, so later results are unaffected."
    ),
    notes="The corrected bound 2(k-1)/(e^tau+k-1) is tight (equal gaps); tests check that it holds and that "
          "its planted mutants are killed. tau is not restricted by the statement: for tau < 0 (v_{a*} < 0 the "
          "largest |v_a|) w_{a*}/w_a >= e^tau still holds, so the corrected bound still holds, and the printed one "
          "fails by the same factor 2.",
    corrected=B.lemma3_6_corrected,
    readings=(Reading("a* = argmax_a v_a", "the absolute value in 'a* = argmax_a |v_a|' read as a slip for the "
                      "largest entry (the use in Lemma 7.2)", assumptions=(
                          Assumption("gap", "v_{a*} - v_a >= tau for all a != a*", lambda q: q["min_gap"] - q["tau"]),
                          Assumption("largest", "a* = argmax_a v_a", lambda q: q["min_gap"]))),),
    domain=(Param("k", 1, INF, text="v in R^k", integer=True,
                  unreached="k = 1: no a != a*, both sides are 0 (softmax(v) = e_1); k <= 1000 drawn"),
            Param("tau", -INF, INF, text="v_{a*} - v_a >= tau for all a != a* (tau unrestricted)")),
)


def _frac_to_mp(x: Fraction) -> mpmath.mpf:
    """An exact Fraction as an mpmath number at the working precision."""
    return mpmath.mpf(x.numerator) / x.denominator


# ------------------------------------------------------------------------------------ Theorem 3.3 (L321)

_U_MAX = 2**20  # |u_i| <= 2^20, d <= 16: every <u,z>^2 and ||u||^2 is an integer below 2^53 (exact in float64)


@st.composite
def _thm3_3_instances(draw: st.DrawFn) -> dict:
    """w = u/||u|| with an integer u (so w is exactly on the sphere): equal weights on n coordinates (the
    conjectured extremisers, e.g. n = 6 gives 7/64), near-equal, two-level, Gaussian, heavy-tailed, spiky."""
    d = draw(st.integers(1, 16))
    mode = draw(st.sampled_from(["equal", "equal", "near_equal", "two_level", "gaussian", "heavy", "spike"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    n = min(d, draw(st.one_of(st.integers(1, d), st.integers(2, 8))))
    signs = rng.choice([-1, 1], d)
    supp = np.zeros(d)
    supp[rng.permutation(d)[:n]] = 1
    if mode == "equal":
        u = supp
    elif mode == "near_equal":
        rel = draw(log_uniform(1e-6, 0.3))
        u = supp * (2.0**18) * (1 + rel * rng.uniform(-1, 1, d))
    elif mode == "two_level":
        a, b = draw(st.integers(1, 8)), draw(st.integers(0, 8))
        n1 = draw(st.integers(0, n))
        lv = np.where(np.arange(d) < n1, a, b)
        u = supp * rng.permutation(lv)
    elif mode == "gaussian":
        u = rng.normal(size=d) * 2.0**18
    elif mode == "heavy":
        u = np.clip(rng.standard_cauchy(d) * 2.0**12, -_U_MAX, _U_MAX)
    else:
        u = rng.normal(size=d) * 2.0**8
        u[rng.integers(d)] = _U_MAX * draw(st.floats(0.01, 1.0))
    u = np.clip(np.rint(u * signs), -_U_MAX, _U_MAX).astype(np.int64)
    if not u.any():
        u[0] = 1
    return {"d": d, "u": u, "mode": mode, "seed": seed}


def _thm3_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    u = torch.as_tensor(inst["u"], dtype=torch.float64, device=ctx.device)
    cnt = linear_tail_count(u)
    w = inst["u"] / np.linalg.norm(inst["u"])  # the naive path: a tolerance is needed where <w,z> = 1
    naive = float(np.mean(cube_points_int(inst["d"]) @ w >= 1 - 1e-12))
    return Measurement(cnt / 2.0 ** inst["d"], {"d": inst["d"]}, {"count": cnt, "p_naive_tol": naive})


def _thm3_3_exact(inst: dict) -> Measurement:
    cnt = linear_tail_count_exact(inst["u"])
    return Measurement(Fraction(cnt, 2 ** inst["d"]), {"d": inst["d"]}, {"count": cnt})


THM3_3 = Claim(
    id="chenli.thm3.3",
    paper=PAPER,
    source=f"Theorem 3.3 (Theorem 1.1 of [DK22]), Section 3.3, {SEED_FILE} L321",
    statement="For w in S^{d-1} and uniformly random z in {+-1}^d, P[<w,z> >= 1] > 3/32.",
    kind="deterministic",
    comparison=">",
    bound=B.thm3_3,
    measure=_thm3_3_measure,
    exact=_thm3_3_exact,
    strategy=_thm3_3_instances,
    assumptions=(Assumption("unit", "w = u/||u|| in S^{d-1} (u integer, nonzero)",
                            lambda q: float(np.abs(q["u"]).max()) - 1),),
    favourable=0.20,
    mutants={"constant 3/32 -> 1/8": lambda d: Fraction(1, 8),
             "constant 3/32 -> 7/64 (strict '>' at the attained minimum)": lambda d: Fraction(7, 64)},
    notes="Exact enumeration of the 2^d points (d <= 16) with w = u/||u||, u integer: <w,z> >= 1 is decided as "
          "<u,z> >= 0 and <u,z>^2 >= ||u||^2 in integers (float64 is exact there). The smallest probability found "
          "is 7/64 (equal weights on 6 coordinates), so 3/32 is not tight to 10 %: the automatic mutant uses "
          "favourable=0.20 (3/32 * 1.2 = 0.1125 > 7/64) and dies; the '7/64' mutant dies only through the exact "
          "strict comparison (P = 7/64 exactly). The naive path (w normalised in float64) needs the 1e-12 "
          "tolerance of the catalog: e.g. w = (1,1,1,1)/2 has <w,z> = 1 exactly.",
    domain=(Param("d", 1, INF, text="w in S^{d-1}, z uniform in {+-1}^d", integer=True,
                  unreached="d <= 16: exact enumeration of the 2^d points; the conjectured extremisers (equal "
                            "weights on n = 6 coordinates, 7/64) live at d >= 6 and are drawn at every d"),),
    settings={"ci": {"max_examples": 500, "budget_s": 4.0}},
)


# ------------------------------------------------------------------------------------ Lemma 3.2 (L307-L315)

_K_MAX = 2**20


def _sym_family(family: str, d: int, rng: np.random.Generator) -> np.ndarray:
    if family == "gaussian":
        a = rng.normal(size=(d, d))
        a = a + a.T
    elif family == "rank1":
        u = rng.normal(size=d)
        a = np.outer(u, u)
    elif family == "diag_heavy":
        a = np.diag(rng.exponential(10.0, d)) + 0.1 * rng.normal(size=(d, d))
        a = a + a.T
    elif family == "sparse_offdiag":
        a = np.where(rng.random((d, d)) < 0.2, rng.normal(size=(d, d)), 0.0)
        a = a + a.T
    elif family == "hadamard":
        import scipy.linalg

        n = 1 << max(0, (d - 1).bit_length())
        a = scipy.linalg.hadamard(n)[:d, :d].astype(float)
        a = a + a.T
    else:  # single_pair: p = 2 M_12 x_1 x_2, |p| = sigma always (the Chebyshev-tight case)
        a = np.zeros((d, d))
        if d >= 2:
            i, j = rng.choice(d, 2, replace=False)
            a[i, j] = a[j, i] = 1.0
    m = np.abs(a).max()
    return a / m if m > 0 else a


@st.composite
def _lemma3_2_instances(draw: st.DrawFn) -> dict:
    """M = K 2^s with K integer symmetric (|K| <= 2^20) and s in [-30, -10] (entries up to ~10^-3 .. 10^3);
    t log-uniform, or an atom |x^T M x - Tr M| of the law, or the float just below an atom (strict '>')."""
    d = draw(st.integers(1, 12))
    family = draw(st.sampled_from(["gaussian", "rank1", "diag_heavy", "sparse_offdiag", "hadamard", "single_pair"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    K = np.rint(_sym_family(family, d, rng) * _K_MAX).astype(np.int64)
    sexp = draw(st.integers(-30, -10))
    tmode = draw(st.sampled_from(["log_uniform", "atom", "below_atom"]))
    if tmode == "log_uniform":
        t = draw(log_uniform(1e-3, 1e3))
    else:
        atoms = np.unique(np.abs(quad_centered_values_int(K)))
        atoms = atoms[atoms > 0]
        if atoms.size == 0:
            t = draw(log_uniform(1e-3, 1e3))
        else:
            t = float(atoms[draw(st.integers(0, atoms.size - 1))]) * 2.0**sexp
            if tmode == "below_atom":
                t = float(np.nextafter(t, 0.0))
    return {"d": d, "K": K, "sexp": sexp, "t": t, "family": family, "tmode": tmode, "seed": seed}


def _lemma3_2_sigma_sq(inst: dict) -> Fraction:
    K = inst["K"]
    off = int((K * K).sum()) - int((np.diag(K) ** 2).sum())
    return 2 * off * Fraction(2) ** (2 * inst["sexp"])


def _lemma3_2_measure(inst: dict, ctx: Ctx) -> Measurement:
    K = torch.as_tensor(inst["K"], dtype=torch.float64, device=ctx.device)
    thr = inst["t"] * 2.0 ** (-inst["sexp"])  # |q| 2^s > t  <=>  |q| > t 2^-s (a power of two: exact)
    cnt = quad_tail_count(K, thr)
    sig = float(_lemma3_2_sigma_sq(inst)) ** 0.5
    return Measurement(cnt / 2.0 ** inst["d"], {"t": inst["t"], "sigma": sig},
                       {"count": cnt, "tau": inst["t"] / sig if sig else float("inf")})


def _lemma3_2_exact(inst: dict) -> Measurement:
    q = np.abs(quad_centered_values_int(inst["K"]))
    thr = Fraction(inst["t"]) * Fraction(2) ** (-inst["sexp"])
    cnt = int(sum(1 for v in q.tolist() if v > thr))
    with mpmath.workdps(60):
        sig = mpmath.sqrt(_frac_to_mp(_lemma3_2_sigma_sq(inst)))
    return Measurement(Fraction(cnt, 2 ** inst["d"]), {"t": mp(inst["t"]), "sigma": sig}, {"count": cnt})


LEMMA3_2 = Claim(
    id="chenli.lemma3.2",
    paper=PAPER,
    source=f"Lemma 3.2, Section 3.2, {SEED_FILE} L307-L315",
    statement="Let M in R^{d x d} be symmetric, and let x ~ {+-1}^d. Then P[|x^T M x - Tr(M)| > t] <= exp(-t/e).",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma3_2,
    measure=_lemma3_2_measure,
    exact=_lemma3_2_exact,
    strategy=_lemma3_2_instances,
    assumptions=(Assumption("t_positive", "t > 0", lambda q: q["t"]),),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma3_2_second_path",
    evidence=(
        "The printed bound has no scale: it ignores the size of M. d = 2, M = [[0,1],[1,0]]: x^T M x - Tr M = "
        "2 x_1 x_2 = +-2, so P[|.| > t] = 1 for every t < 2, while exp(-t/e) < 1 (t = 1: 0.692). Exact "
        "enumeration (integers) and a 60-digit bound. The proof applies hypercontractivity to "
        "P[|p - E p| > t sqrt(V[p])]: the factor sqrt(V[p]) = sqrt(2 sum_{i != j} M_ij^2) was dropped from the "
        "statement. Even with it restored, exp(-t/e) fails for t < 1 (same M: |p| = sqrt(V[p]) always), so the "
        "corrected bound is min(1, 1/tau^2, exp(-tau/e) for tau >= e), tau = t/sqrt(V[p]) (Chebyshev + Bonami)."
    ),
    corrected=B.lemma3_2_corrected,
    mutants={"variance without its factor 2": lambda t, sigma: B.lemma3_2_corrected(t, sigma / 2**0.5),
             "printed bound (normalisation dropped)": B.lemma3_2},
    notes="Exact: M = K 2^s with integer K, so |q| > t is decided in integers. The corrected bound is tight "
          "(= 1) for M with a single off-diagonal pair and t just below sqrt(V[p]).",
    readings=(Reading("t in units of sqrt(V[p])",
                      "the proof's form P[|p - E p| > t sqrt(V[p])] <= exp(-t/e) (L311-L313): the normalisation "
                      "the statement drops, restored", bound=lambda t, sigma: B.lemma3_2(t / sigma, sigma) if sigma > 0
                      else 0.0),),
    domain=(Param("d", 1, INF, text="M in R^{d x d} symmetric, x ~ {+-1}^d", integer=True,
                  unreached="d <= 12: exact enumeration of the 2^d points within the 4 s budget (d = 16 edges "
                            "slowed the search enough to let a planted mutant survive); the violation needs d = 2 "
                            "and the corrected bound is tight at a single off-diagonal pair, for every d"),
            Param("t", 0.0, INF, lo_closed=False, text="t > 0 (for t <= 0 the bound exp(-t/e) >= 1 is trivial)"),
            Param("sigma", 0.0, INF, text="scale of M: sqrt(V[p]) = sqrt(2 sum_{i != j} M_ij^2), M any symmetric",
                  unreached="M = K 2^s, |K| <= 2^20, s in [-30, -10]: sqrt(V[p]) spans ~1e-3..1e4 (exact in "
                            "float64); the statement is scale-covariant through t/sqrt(V[p])")),
    settings={"ci": {"max_examples": 120, "budget_s": 4.0}},
)


# ------------------------------------------------------------------------------------ Lemma 3.7 (L351-L361)


@st.composite
def _lemma3_7_instances(draw: st.DrawFn) -> dict:
    """v_{a1} = top, v_{a2} = top - beta (beta in [0, g]), the others at top - g - extra with
    g >= log(2k/eps) (dyadic ceiling, exact differences); 'tight' puts every other entry at gap exactly g."""
    k = draw(with_edges(st.integers(2, 64), 2, 3, 1000))
    eps = draw(with_edges(log_uniform(1e-8, 4.0), 1.0, 1e-8, 200.0))
    mode = draw(st.sampled_from(["tight", "random", "one_tight"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    # strictly above the true log(2k/eps); for eps > 2k the gap condition is implied by the ordering (g = 0)
    g = _dyadic(max(float(np.log(2 * k / eps)), 0.0) + 2.0**-30)
    extra = {"tight": np.zeros(k - 2), "random": rng.exponential(draw(log_uniform(1e-3, 5.0)), k - 2),
             "one_tight": np.r_[np.zeros(min(1, k - 2)), rng.exponential(3.0, max(0, k - 3))]}[mode]
    beta_frac = draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))
    top = _dyadic(draw(st.floats(-50.0, 50.0)))
    beta = _dyadic(beta_frac * g) if g > 0 else 0.0
    v = np.empty(k)
    perm = rng.permutation(k)
    a1, a2 = int(perm[0]), int(perm[1])
    v[a1], v[a2] = top, top - min(beta, g)
    v[perm[2:]] = top - _dyadic(g + extra)
    return {"k": k, "eps": eps, "v": v, "a1": a1, "a2": a2, "mode": mode, "seed": seed}


def _lemma3_7_terms(inst: dict, exact: bool) -> dict:
    v, a1, a2, k = inst["v"], inst["a1"], inst["a2"], inst["k"]
    others = np.delete(v, [a1, a2])
    if others.size == 0:
        gap_slack = 1.0
    elif exact:
        with mpmath.workdps(60):
            gap_slack = float(mpmath.mpf(float(v[a1] - others.max()))
                              - mpmath.log(mpmath.mpf(2 * k) / mpmath.mpf(inst["eps"])))
    else:
        gap_slack = float(v[a1] - others.max()) - float(np.log(2 * k / inst["eps"]))
    second = float(v[a2] - others.max()) if others.size else 0.0
    return {"gap_slack": gap_slack, "first_slack": float(v[a1] - v[a2]), "second_slack": second}


def _lemma3_7_measure(inst: dict, ctx: Ctx) -> Measurement:
    v = torch.as_tensor(inst["v"], dtype=torch_dtype(ctx.dtype), device=ctx.device)
    lhs = softmax_l1_to_two_sparse(v, inst["a1"], inst["a2"]).item()
    return Measurement(lhs, {"eps": inst["eps"]}, _lemma3_7_terms(inst, False))


def _lemma3_7_exact(inst: dict) -> Measurement:
    lhs = softmax_l1_to_two_sparse_mp(list(inst["v"]), inst["a1"], inst["a2"])
    return Measurement(lhs, {"eps": mp(inst["eps"])}, _lemma3_7_terms(inst, True))


LEMMA3_7 = Claim(
    id="chenli.lemma3.7",
    paper=PAPER,
    source=f"Lemma 3.7 (2-sparse softmax), Section 3.4, {SEED_FILE} L351-L361",
    statement="Let v in R^k, eps > 0, a1, a2 the indices of the largest and second largest entries of v. If "
              "v_{a1} - v_{a'} >= log(2k/eps) for all a' != a1, a2, then ||softmax(v) - (e^b/(e^b+1) e_{a1} + "
              "1/(e^b+1) e_{a2})||_1 <= eps for b = v_{a1} - v_{a2}.",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma3_7,
    measure=_lemma3_7_measure,
    exact=_lemma3_7_exact,
    strategy=_lemma3_7_instances,
    assumptions=(
        Assumption("gap", "v_{a1} - v_{a'} >= log(2k/eps) for a' != a1, a2", lambda q: q["gap_slack"]),
        Assumption("a1_largest", "a1 is the largest entry", lambda q: q["first_slack"]),
        Assumption("a2_second", "a2 is the second largest entry", lambda q: q["second_slack"]),
    ),
    mutants={"eps/2 (the proof's 1 - w_a1 - w_a2 <= eps/2 mistaken for the L1 distance)": lambda eps: eps / 2},
    notes="The L1 distance equals 2(1 - w_a1 - w_a2) <= (k-2)/k * eps * w_a1, so the bound is tight up to "
          "(k-2)/k (0.97 at k = 64): the automatic 10 % mutant is killable for k > 20 in the 'tight' mode.",
    domain=(Param("k", 2, INF, text="v in R^k with a largest and a second largest entry a1 != a2", integer=True),
            Param("eps", 0.0, INF, lo_closed=False, text="eps > 0 (no upper limit; eps >= 2 is trivial)")),
    settings={"ci": {"max_examples": 150, "budget_s": 3.0}},
)


# ------------------------------------------------------------------------------------ Lemma 3.8 (L363-L371)

_G40 = 40  # dyadic grid 2^-40: sums of a few entries in [0, 1] are exact in float64


@st.composite
def _lemma3_8_instances(draw: st.DrawFn) -> dict:
    """v in the simplex with v_i, v_j >= 1/3 (dyadic ceilings, so >= 1/3 exactly; edges at 1/3), eps <= 1/6
    (dyadic floor), v' = v + delta, ||delta||_inf <= eps, sum delta = 0, v' >= 0: the vertex delta_i = +-eps,
    delta_j = -+eps, and random interior perturbations compensated on the other coordinates."""
    k = draw(with_edges(st.integers(2, 32), 2, 3, 1000))
    eps = _floor_dyadic(draw(with_edges(st.floats(0.0, 1 / 6), 1 / 6, 0.0, 1e-3)), _G40)
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    i, j = (int(x) for x in rng.choice(k, 2, replace=False))
    ei = draw(with_edges(st.floats(0.0, 1 / 3), 0.0))
    ej = draw(with_edges(st.floats(0.0, 1 / 3), 0.0))
    vi = _dyadic(1 / 3 + ei, _G40)
    vj = _dyadic(1 / 3 + ej, _G40) if k > 2 else 1.0 - vi
    if k > 2 and vi + vj > 1:
        vj = _dyadic(1 / 3, _G40)
        vi = 1.0 - vj if vi + vj > 1 else vi
    v = np.zeros(k)
    v[i], v[j] = vi, vj
    rest = [a for a in range(k) if a not in (i, j)]
    if rest:
        w = rng.dirichlet(np.ones(len(rest)))
        r = 1.0 - vi - vj
        v[rest] = _floor_dyadic(w * r, _G40)
        v[rest[0]] += r - v[rest].sum()  # exact on the grid
    mode = draw(st.sampled_from(["vertex", "random", "same_sign"]))
    delta = np.zeros(k)
    if mode == "vertex":
        s = draw(st.sampled_from([1.0, -1.0]))
        delta[i], delta[j] = s * eps, -s * eps
    else:
        fi, fj = draw(with_edges(st.floats(-1, 1), 1.0, -1.0)), draw(with_edges(st.floats(-1, 1), 1.0, -1.0))
        if mode == "same_sign":
            fj = abs(fj) * np.sign(fi)
        delta[i], delta[j] = _trunc_dyadic(fi * eps), _trunc_dyadic(fj * eps)
        need = -(delta[i] + delta[j])
        for a in rest:  # spread the compensation, each |delta_a| <= eps, v'_a >= 0
            c = np.clip(need, -min(eps, v[a]), eps)
            delta[a] = c
            need -= c
        if need != 0:
            delta[j] = -delta[i]
            delta[rest] = 0.0
    return {"k": k, "eps": eps, "i": i, "j": j, "v": v, "vp": v + delta, "mode": mode, "seed": seed}


def _floor_dyadic(x, bits: int = 24):  # noqa: ANN001, ANN202
    return np.floor(np.asarray(x, dtype=float) * 2.0**bits) / 2.0**bits if np.ndim(x) else \
        float(np.floor(float(x) * 2.0**bits) / 2.0**bits)


def _trunc_dyadic(x: float, bits: int = _G40) -> float:
    return float(np.trunc(x * 2.0**bits) / 2.0**bits)


def _lemma3_8_terms(inst: dict) -> dict:
    v, vp = [Fraction(float(x)) for x in inst["v"]], [Fraction(float(x)) for x in inst["vp"]]
    third = Fraction(1, 3)
    return {"sum_v_err": -float(abs(sum(v) - 1)), "sum_vp_err": -float(abs(sum(vp) - 1)),
            "min_v": float(min(v)), "min_vp": float(min(vp)),
            "sup_slack": float(Fraction(float(inst["eps"])) - max(abs(a - b) for a, b in zip(v, vp, strict=True))),
            "vi_slack": float(v[inst["i"]] - third), "vj_slack": float(v[inst["j"]] - third),
            "eps_slack": float(Fraction(1, 6) - Fraction(float(inst["eps"])))}


def _lemma3_8_measure(inst: dict, ctx: Ctx) -> Measurement:
    dt = torch_dtype(ctx.dtype)
    v = torch.as_tensor(inst["v"], dtype=dt, device=ctx.device)
    vp = torch.as_tensor(inst["vp"], dtype=dt, device=ctx.device)
    lhs = log_ratio_change(v, vp, inst["i"], inst["j"]).item()
    return Measurement(lhs, {"eps": inst["eps"]}, _lemma3_8_terms(inst))


def _lemma3_8_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        v = [mpmath.mpf(float(x)) for x in inst["v"]]
        vp = [mpmath.mpf(float(x)) for x in inst["vp"]]
        i, j = inst["i"], inst["j"]
        lhs = abs(mpmath.log(v[i] / v[j]) - mpmath.log(vp[i] / vp[j]))
    return Measurement(lhs, {"eps": mp(inst["eps"])}, _lemma3_8_terms(inst))


_L38_ASSUMPTIONS = (
    Assumption("simplex_v", "v in Delta^{k-1}", lambda q: min(q["sum_v_err"], q["min_v"])),
    Assumption("simplex_vp", "v' in Delta^{k-1}", lambda q: min(q["sum_vp_err"], q["min_vp"])),
    Assumption("close", "||v - v'||_inf <= eps", lambda q: q["sup_slack"]),
    Assumption("vi", "v_i >= 1/3", lambda q: q["vi_slack"]),
    Assumption("vj", "v_j >= 1/3", lambda q: q["vj_slack"]),
    Assumption("eps_range", "0 <= eps <= 1/6", lambda q: min(q["eps_slack"], q["eps"])),
)

LEMMA3_8 = Claim(
    id="chenli.lemma3.8",
    paper=PAPER,
    source=f"Lemma 3.8 (log-ratio stability), Section 3.4, {SEED_FILE} L363-L371",
    statement="For 0 <= eps <= 1/6, let v, v' in Delta^{k-1} with ||v - v'||_inf <= eps. For i, j in [k], if "
              "v_i, v_j >= 1/3, then |log(v_i/v_j) - log(v'_i/v'_j)| <= 6 eps.",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma3_8,
    measure=_lemma3_8_measure,
    exact=_lemma3_8_exact,
    strategy=_lemma3_8_instances,
    assumptions=_L38_ASSUMPTIONS,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma3_8_second_path",
    evidence=(
        "k = 3, v = (1/3, 1/3, 1/3) (dyadic ceilings), eps = 1/6 (dyadic floor), v' = (1/3 + eps, 1/3 - eps, 1/3): "
        "|log(v_i/v_j) - log(v'_i/v'_j)| = log((1+3eps)/(1-3eps)) = log 3 = 1.0986 > 6 eps = 1 (60-digit re-check). "
        "For every eps > 0 the left side reaches 2 atanh(3 eps) = 6 eps + 18 eps^3 + ... > 6 eps. The proof has two "
        "slips: the denominator v_j(v_i + eps_i) is bounded below by (1/3)(1/3 + 1/6) instead of (1/3)(1/3 - 1/6), "
        "and log(1+z) <= z only bounds log(1+z) from above (|log(1+z)| > |z| for z < 0). The tight bound is "
        "2 atanh(3 eps) <= 6 log(3) eps ~ 6.59 eps; Lemma 6.14 uses 6 eps inside a 7 eps window, so the slack "
        "left there shrinks from eps to ~0.41 eps. Needs k >= 3 (for k = 2 the max at eps = 1/6 is log 2)."
    ),
    corrected=B.lemma3_8_corrected,
    mutants={"printed 6 eps (first order only)": B.lemma3_8,
             "atanh without its factor 2": lambda eps: B.lemma3_8_corrected(eps) / 2},
    notes="All of v, v', eps lie on the grid 2^-40 so the simplex, 1/3 and 1/6 conditions are checked exactly "
          "(Fractions); the left side is computed as |log1p(d_i/v_i) - log1p(d_j/v_j)| (no cancellation) and "
          "re-checked at 60 digits.",
    domain=(Param("k", 2, INF, text="v, v' in Delta^{k-1}, i, j in [k] (i = j is trivial, so k >= 2)",
                  integer=True),
            Param("eps", 0.0, 1 / 6, text="0 <= eps <= 1/6", reach=0.02)),
    settings={"ci": {"max_examples": 150, "budget_s": 3.0}},
)


# ------------------------------------------------------------------------ Eq. (4) and Lemma 3.9 (L375-L419)

_G36 = 36


@st.composite
def _eq4_instances(draw: st.DrawFn) -> dict:
    """k <= 8, eta in (0, 1], C in [eta log(1/eta), 1], R log-uniform; a sorted with gaps C R (1 + extra), extra
    = 0 included (gaps exactly C R, checked in rationals), shuffled; b = a + delta e_p, |delta| <= eta R."""
    k = draw(with_edges(st.integers(2, 8), 2, 200))
    etaR = draw(log_uniform(1e-7, 1e3))  # the perturbation scale eta R is drawn first, then R >= eta R
    R = draw(log_uniform(max(etaR, 1e-2), 1e3))
    eta = min(1.0, etaR / R)
    lo = eta * np.log(1 / eta)
    C = float(max(lo, 1e-3) + (1 - max(lo, 1e-3)) * draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))
    C = _dyadic(C, _G36) if _dyadic(C, _G36) <= 1 else 1.0
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    extra = np.where(rng.random(k - 1) < draw(st.floats(0.0, 1.0)), 0.0,
                     np.minimum(rng.exponential(draw(log_uniform(1e-3, 3.0)), k - 1), 3.0))
    gaps = _dyadic(C * R * (1 + extra) + 2.0**-_G36, _G36)
    a = _dyadic(draw(st.floats(-20.0, 20.0)), _G36) - np.r_[0.0, np.cumsum(gaps)]
    perm = rng.permutation(k)
    a = a[perm]
    rank = draw(with_edges(st.integers(0, k - 1), 0))  # which entry (by size) is perturbed; 0 = the largest
    p = int(np.flatnonzero(perm == rank)[0])
    f = draw(st.one_of(st.sampled_from([-1.0, 1.0]), st.floats(-1.0, 1.0)))  # +-1: the perturbation is tight
    delta = _trunc_dyadic(f * eta * R, _G36)
    if delta == 0:
        delta = 2.0**-_G36
    return {"k": k, "eta": eta, "C": C, "R": R, "a": a, "p": p, "delta": delta, "seed": seed}


def _sep_terms(a: np.ndarray, b: np.ndarray, C: float, R: float, eta: float) -> dict:
    fa, fb = [Fraction(float(x)) for x in a], [Fraction(float(x)) for x in b]
    srt = sorted(fa)
    gap = min(y - x for x, y in zip(srt, srt[1:], strict=False))
    CR, eR = Fraction(C) * Fraction(R), Fraction(eta) * Fraction(R)
    with mpmath.workdps(50):
        e = mpmath.mpf(eta)
        hyp = float(mpmath.mpf(C) - e * mpmath.log(1 / e))
    return {"sep_slack": float(gap - CR), "pert_slack": float(eR - max(abs(x - y) for x, y in zip(fa, fb, strict=True))),
            "hyp_slack": hyp, "eta_le_1": 1 - eta, "C_le_1": 1 - C}


_SEP_ASSUMPTIONS = (
    Assumption("perturbation", "|a_i - b_i| <= eta R", lambda q: q["pert_slack"]),
    Assumption("separation", "|a_i - a_j| >= C R for i != j", lambda q: q["sep_slack"]),
    Assumption("eta_log", "eta log(1/eta) <= C", lambda q: q["hyp_slack"]),
    Assumption("ranges", "0 < eta, C <= 1, R > 0", lambda q: min(q["eta_le_1"], q["C_le_1"], q["eta"], q["C"], q["R"])),
)


_SEP_DOMAIN = (
    Param("k", 1, INF, text="a_1..a_k, b_1..b_k in R", integer=True,
          unreached="k = 1: softmax is 1 for both, the left side is 0"),
    Param("eta", 0.0, 1.0, lo_closed=False, text="0 < eta <= 1, eta log(1/eta) <= C"),
    Param("C", 0.0, 1.0, lo_closed=False, text="0 < C <= 1"),
    Param("R", 0.0, INF, lo_closed=False, text="R > 0"),
)


def _eq4_b(inst: dict) -> np.ndarray:
    b = np.array(inst["a"], dtype=float)
    b[inst["p"]] += inst["delta"]
    return b


def _eq4_measure(inst: dict, ctx: Ctx) -> Measurement:
    a = torch.as_tensor(inst["a"], dtype=torch_dtype(ctx.dtype), device=ctx.device)
    lhs = softmax_one_coord_diff_log(a, inst["p"], inst["delta"]).item()
    q = {"k": inst["k"], "C": inst["C"], "R": inst["R"], "eta": inst["eta"]}
    return Measurement(lhs, q, _sep_terms(inst["a"], _eq4_b(inst), inst["C"], inst["R"], inst["eta"]))


def _eq4_exact(inst: dict) -> Measurement:
    b = _eq4_b(inst)
    # direct softmax difference: the entries differ by ~e^{-CR}, so the working precision must exceed the spread
    dps = 60 + int((float(np.ptp(np.r_[inst["a"], b])) + abs(inst["delta"])) / 2.3)
    with mpmath.workdps(dps):
        lhs = mpmath.log(softmax_diff_inf_mp(list(inst["a"]), list(b), dps))
        lhs = _mp_to_frac(lhs)  # negative: see _mp_to_frac; the bound is then evaluated in float64 (4 ulps)
    q = {"k": inst["k"], "C": inst["C"], "R": inst["R"], "eta": inst["eta"]}
    return Measurement(lhs, q, _sep_terms(inst["a"], _eq4_b(inst), inst["C"], inst["R"], inst["eta"]))


EQ4 = Claim(
    id="chenli.eq4",
    paper=PAPER,
    source=f"Eq. (4) in the proof of Lemma 3.9, Section 3.4, {SEED_FILE} L385-L393",
    statement="Under the hypotheses of Lemma 3.9 (|a_i - b_i| <= eta R, |a_i - a_j| >= C R, eta log(1/eta) <= C, "
              "0 < eta, C <= 1), for b differing from a in one coordinate only (the proof's reduction): "
              "||softmax(a) - softmax(b)||_inf <= k e^{-CR} min(1, e^{eta R} - 1). Compared in log space.",
    kind="deterministic",
    comparison="<=",
    bound=B.eq4_log,
    measure=_eq4_measure,
    exact=_eq4_exact,
    strategy=_eq4_instances,
    assumptions=_SEP_ASSUMPTIONS,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_eq4_second_path",
    evidence=(
        "k = 2, a = (0, -CR), b = (-eta R, -CR) with C = 1, eta = 1/2, R = 20 (all hypotheses hold: |a_1 - b_1| = "
        "eta R, |a_1 - a_2| = CR, eta log(1/eta) = 0.35 <= 1): ||softmax(a) - softmax(b)||_inf = "
        "x(y-1)/((1+x)(1+xy)) with x = e^{-20}, y = e^{10}, i.e. ~4.5e-5, while k e^{-CR} min(1, e^{eta R} - 1) = "
        "2 e^{-20} ~ 4.1e-9 (60-digit re-check, log space). The proof's step (a_1 the largest entry) bounds "
        "S/(e^{b_1} + S) by k e^{-CR}, which fails when b_1 << a_1 (S <= k e^{-CR} e^{a_1}, not e^{b_1}). "
        "The bound (k-1) e^{-CR}(e^{eta R} - 1) holds (integrate d softmax/d b_1) and still gives Lemma 3.9: "
        "for R > log(1/eta)/C it is <= k e^{-(C - eta)R} <= e k eta."
    ),
    corrected=B.eq4_log_corrected,
    mutants={"printed min(1, .) form": B.eq4_log,
             "e^{-CR} -> e^{-2CR}": lambda k, C, R, eta: B.eq4_log_corrected(k, C, R, eta) - C * R},
    notes="The difference is computed in log space without cancellation (the perturbed entry carries the "
          "sup norm: |e^{a_p} - e^{b_p}| S/((e^{a_p}+S)(e^{b_p}+S))); re-checked at 60 digits with mpmath. "
          "Scores are those of log-space values. Separation and perturbation hypotheses are checked in rationals "
          "(values on the grid 2^-36).",
    domain=_SEP_DOMAIN,
    settings={"ci": {"max_examples": 150, "budget_s": 3.0}},
)


_L39_PATTERNS = ("top_down_rest_up", "top_down", "one_coord", "random")


@st.composite
def _lemma3_9_instances(draw: st.DrawFn) -> dict:
    """The whole printed domain: k in [2, 200]; eta over all of (0, 1) (three regimes: eta in [1e-12, 0.3]
    log-uniform, [0.3, 0.99], and 1 - eta in [1e-12, 1e-2] log-uniform -- the end where log(1/eta) vanishes);
    C in [eta log(1/eta), 1] (the hypothesis, tight edge included); R log-uniform in [1e-3, 1e8] or tied to the
    regime (R = rho (1 - eta)^{-1/2} near eta = 1, R = rho/C elsewhere). a: sorted with gaps C R (1 + extra)
    (extra = 0: every gap tight), shuffled; b = a + f eta R with a perturbation pattern f in [-1, 1]^k."""
    k = draw(with_edges(st.integers(2, 200), 2, 3, 200))
    end = draw(st.sampled_from(["small", "mid", "near1"]))
    if end == "small":
        eta = draw(log_uniform(1e-12, 0.3))
    elif end == "mid":
        eta = draw(st.floats(0.3, 0.99))
    else:
        eta = 1.0 - draw(log_uniform(1e-12, 1e-2))
    lo = _l39_eta_log(eta)
    C = float(lo + (1.0 - lo) * draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))
    C = min(1.0, max(C, float(np.nextafter(lo, 2.0))))
    rmode = draw(st.sampled_from(["free", "tied"]))
    rho = draw(log_uniform(1e-2, 1e2))
    if rmode == "free":
        R = draw(log_uniform(1e-3, 1e8))
    else:
        R = rho * (1.0 - eta) ** -0.5 if end == "near1" else rho / C
    pattern = draw(st.sampled_from(_L39_PATTERNS))
    p_tight = draw(st.floats(0.0, 1.0))
    return {"k": k, "eta": eta, "C": C, "R": float(R), "pattern": pattern, "p_tight": p_tight,
            "seed": draw(SEEDS)}


def _l39_eta_log(eta: float) -> float:
    """eta log(1/eta) in float64, rounded up (mpmath at 50 digits), so C >= it meets the hypothesis exactly."""
    with mpmath.workdps(50):
        e = mpmath.mpf(eta)
        v = e * mpmath.log(1 / e)
    f = float(v)
    return float(np.nextafter(f, 2.0)) if f < v else f


def _l39_vectors(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    """a and b of an instance (deterministic in its fields): sorted a with every gap >= C R and every |b_i - a_i|
    <= eta R, both checked in rationals while building (a float that rounds past the hypothesis is moved by one
    ulp towards it), then shuffled."""
    k, C, R, eta = int(inst["k"]), inst["C"], inst["R"], inst["eta"]
    rng = np.random.default_rng(inst["seed"])
    extra = np.where(rng.random(k - 1) < inst["p_tight"], 0.0, np.minimum(rng.exponential(0.5, k - 1), 3.0))
    CR, eR = Fraction(C) * Fraction(R), Fraction(eta) * Fraction(R)
    a = [0.0]
    for e in extra:  # the exact target, correctly rounded, then at most a few ulps down until the gap is >= C R
        x = float(Fraction(a[-1]) - max(CR, Fraction(C * R * (1 + e))))
        for _ in range(8):
            if Fraction(a[-1]) - Fraction(x) >= CR:
                break
            x = float(np.nextafter(x, -np.inf))
        a.append(x)
    pat = inst["pattern"]
    if pat == "top_down_rest_up":
        f = np.r_[-1.0, np.ones(k - 1)]
    elif pat == "top_down":
        f = np.r_[-1.0, np.zeros(k - 1)]
    elif pat == "one_coord":
        f = np.zeros(k)
        f[rng.integers(k)] = rng.choice([-1.0, 1.0])
    else:
        f = rng.uniform(-1.0, 1.0, k)
    b = []
    for x, fi in zip(a, f, strict=True):  # exact target x + f eta R (|f| <= 1), correctly rounded, then towards x
        y = float(Fraction(x) + Fraction(float(fi)) * eR)
        for _ in range(8):
            if abs(Fraction(y) - Fraction(x)) <= eR:
                break
            y = float(np.nextafter(y, x))
        b.append(y)
    perm = rng.permutation(k)
    return np.array(a)[perm], np.array(b)[perm]


def _lemma3_9_measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.models.chenli.sec3_appC_prelim import softmax_diff_inf_wide

    a, b = _l39_vectors(inst)
    lhs = softmax_diff_inf_wide(a, b)
    q = {"k": int(inst["k"]), "eta": inst["eta"], "C": inst["C"], "R": inst["R"]}
    return Measurement(lhs, q, _sep_terms(a, b, inst["C"], inst["R"], inst["eta"]))


def _lemma3_9_exact(inst: dict) -> Measurement:
    """The left side at 50 significant digits (plus the digits of max |a|), same no-cancellation form in mpmath."""
    from thmcheck.models.chenli.sec3_appC_prelim import softmax_diff_inf_wide_mp

    a, b = _l39_vectors(inst)
    v = softmax_diff_inf_wide_mp(a, b)
    # below 2^-4000 (far under any shape value a float64 bound can take) the value is reported as 0, not expanded
    # into a Fraction with a 4000-bit denominator
    lhs = _mp_to_frac(v) if v > mpmath.mpf(2) ** -4000 else Fraction(0)
    q = {"k": int(inst["k"]), "eta": inst["eta"], "C": inst["C"], "R": inst["R"]}
    return Measurement(lhs, q, _sep_terms(a, b, inst["C"], inst["R"], inst["eta"]), exact=True)


def _l39_move_eta_to_1(inst: dict, t: float) -> dict:
    """eta = t = 1 - delta, R = delta^{-1/2} (eta R -> inf while delta R -> 0); C kept (raised to eta log(1/eta) if
    needed, which is ~delta): every hypothesis holds exactly (checked in rationals by the assumptions)."""
    C = min(1.0, max(inst["C"], float(np.nextafter(_l39_eta_log(t), 2.0))))
    return {**inst, "eta": float(t), "R": float((1.0 - t) ** -0.5), "C": C}


def _l39_move_eta_to_0(inst: dict, t: float) -> dict:
    C = min(1.0, max(inst["C"], float(np.nextafter(_l39_eta_log(t), 2.0))))
    return {**inst, "eta": float(t), "C": C}


def _l39_move_k(inst: dict, t: float) -> dict:
    return {**inst, "k": int(round(t))}


def _l39_move_C_to_0(inst: dict, t: float) -> dict:
    """C = t, eta = t^2 (t^2 log(1/t^2) = 2 t^2 log(1/t) <= t for t <= 1: the hypothesis holds), R = 1/t (C R = 1,
    where the left side ~ eta/C is largest)."""
    return {**inst, "C": float(t), "eta": float(t) ** 2, "R": 1.0 / float(t)}


_L39_DIRECTIONS = (
    Direction("eta -> 1", "eta", 1.0, how="path", move=_l39_move_eta_to_1,
              points=tuple(1.0 - 10.0**-j for j in range(2, 10)),
              reason="the printed shape k^2 eta log(1/eta)/C vanishes at eta = 1 while the left side need not: "
                     "with R = (1 - eta)^{-1/2}, eta R -> inf and (1 - eta) R -> 0"),
    Direction("eta -> 0", "eta", 0.0, how="path", move=_l39_move_eta_to_0,
              points=tuple(10.0**-j for j in range(2, 12)), reason="the main rate (the lemma's use)"),
    Direction("k -> inf", "k", math.inf, how="path", move=_l39_move_k, points=(2, 8, 32, 128, 512)),
    Direction("R -> inf", "R", math.inf, how="search",
              reason="drawn over 11 decades; no path: the shape is free of R and the left side is a difference of "
                     "two probability vectors in sup norm, at most 1, so along any R-path at fixed (k, eta, C) the "
                     "ratio is at most 1/f(k, eta, C): bounded (a path there only shows the rise to its plateau, "
                     "lhs -> 1 when eta >= C/2, which the baseline reported as a 'potential' of the corrected "
                     "bound)"),
    Direction("C -> 0", "C", 0.0, how="path", move=_l39_move_C_to_0, points=tuple(10.0**-j for j in range(1, 7)),
              reason="C -> 0 forces eta -> 0 (eta log(1/eta) <= C): the path takes eta = C^2 and C R = 1"),
)


LEMMA3_9 = Claim(
    id="chenli.lemma3.9",
    paper=PAPER,
    source=f"Lemma 3.9 (softmax stability), Section 3.4, {SEED_FILE} L375-L383 (proof L385-L419)",
    statement="Let R > 0, 0 < eta, C <= 1, a, b in R^k with |a_i - b_i| <= eta R and |a_i - a_j| >= C R for "
              "distinct i, j. If eta log(1/eta) <= C then ||softmax(a) - softmax(b)||_inf <~ k^2 eta log(1/eta)/C.",
    statement_tex=r"Let $R > 0$ and $0 < \eta, C \leq 1$. [...] 1. $|a_i - b_i| \leq \eta \cdot R$ 2. "
                  r"$|a_i - a_j| \geq C \cdot R$. If $\eta \log(1/\eta) \leq C$, then $\|\text{softmax}(a_1, \dots, "
                  r"a_k) - \text{softmax}(b_1, \dots, b_k)\|_\infty \lesssim k^2 \eta \log(1/\eta)/C.$",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma3_9_shape,
    measure=_lemma3_9_measure,
    exact=_lemma3_9_exact,
    strategy=_lemma3_9_instances,
    assumptions=_SEP_ASSUMPTIONS,
    constants="hidden",
    uniform=True,
    directions=_L39_DIRECTIONS,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma3_9_second_path",
    evidence=(
        "Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed. The printed domain includes eta near 1, where log(1/eta) -> 0: k = 2, C = 1, a = (0, -R), "
        "b = (-eta R, -R) with eta = 1 - delta, R = delta^{-1/2} meets every hypothesis (|a_1 - b_1| = eta R, "
        "|a_1 - a_2| = R = C R, eta log(1/eta) ~ delta <= 1), and ||softmax(a) - softmax(b)||_inf = "
        "1/(1 + e^{-R}) - 1/(1 + e^{-delta R}) -> 1/2, while k^2 eta log(1/eta)/C ~ 4 delta -> 0: the ratio grows "
        "like 1/(8 delta) (1.25e7 at delta = 1e-8), so no constant works. The proof's case split ('if R <= "
        "log(1/eta)/C then eta R <= 1, so e^{eta R} - 1 <~ eta R, a bound of k eta log(1/eta)/C'; else "
        "'k e^{-CR} <= k eta <= k eta log(1/eta)/C') uses eta <= eta log(1/eta)/C, i.e. log(1/eta) >= C, false "
        "for eta > e^{-C}. As eta -> 0 the statement holds (the left side is O(eta/C) there)."),
    corrected=B.lemma3_9_shape_corrected,
    corrected_text="Under the same hypotheses, ||softmax(a) - softmax(b)||_inf <~ k^2 eta (1 + log(1/eta))/C "
                   "(equivalently the printed bound for eta <= 1/e, and k^2 eta/C for all eta).",
    mutants={
        "eta^2 in place of eta (k^2 eta^2 (1 + log(1/eta))/C), wrong along eta -> 0":
            lambda k, eta, C, R: k**2 * eta**2 * (1 - math.log(eta)) / C,
        "no 1/C (k^2 eta (1 + log(1/eta))), wrong along C -> 0":
            lambda k, eta, C, R: k**2 * eta * (1 - math.log(eta)),
        "an extra 1/R (k^2 eta (1 + log(1/eta))/(C R)), wrong along R -> inf":
            lambda k, eta, C, R: k**2 * eta * (1 - math.log(eta)) / (C * R),
    },
    notes="Uniform check of the hidden constant: the bound is the printed shape k^2 eta log(1/eta)/C and the "
          "engine climbs log(lhs/shape) over the whole printed domain (eta over all of (0, 1), C down to "
          "eta log(1/eta), R over 11 decades, k up to 200), then sweeps the five directions. The left side is "
          "computed in log space without cancellation (float64) and re-checked at >= 50 digits; the separation and "
          "perturbation hypotheses are checked in rationals on the actual float vectors, eta log(1/eta) <= C at 50 "
          "digits. Along eta -> 0 the left side is Theta(eta/C) (k plays no role once the entries are separated), "
          "so the k^2 and the log are not tight: mutants that drop them cannot die, and are not planted.",
    domain=(Param("k", 1, INF, text="a_1..a_k, b_1..b_k in R", integer=True,
                  unreached="k = 1: softmax is 1 for both, the left side is 0"),
            Param("eta", 0.0, 1.0, lo_closed=False, text="0 < eta <= 1, eta log(1/eta) <= C",
                  unreached="eta = 1 itself: the shape is 0 there; the end is approached along the path "
                            "eta = 1 - delta down to delta = 1e-12"),
            Param("C", 0.0, 1.0, lo_closed=False, text="0 < C <= 1"),
            Param("R", 0.0, INF, lo_closed=False, text="R > 0")),
    settings={"ci": {"max_examples": 80, "budget_s": 4.0}},
)


# ------------------------------------------------------------------------------------ Lemma 3.5 (L327-L335)


@st.composite
def _lemma3_5_instances(draw: st.DrawFn) -> dict:
    """Y_i = w_i (B_i - j/q) with integer weights (equal, random, one dominant) and p = j/q = 1/2 (Rademacher) or
    asymmetric; n <= 40 (equal Rademacher weights approach the lattice worst case sqrt(2/pi) L)."""
    n = draw(with_edges(st.integers(1, 40), 1, 200))
    mode = draw(st.sampled_from(["equal", "equal", "random", "one_big"]))
    # n > 40: Rademacher laws only (the exact law's support grows like n w q; the pure-Python convolution stays fast)
    law = draw(st.sampled_from(["rademacher", "rademacher", "two_point"])) if n <= 40 else "rademacher"
    q = 2 if law == "rademacher" else 8
    j = 1 if law == "rademacher" else draw(st.integers(1, 7))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    if mode == "equal":
        w = np.ones(n, dtype=np.int64)
    elif mode == "random":
        w = rng.integers(1, 9, n)
    else:
        w = np.ones(n, dtype=np.int64)
        w[0] = draw(st.integers(1, 8))
    return {"n": n, "w": w, "j": j, "q": q, "mode": mode, "seed": seed}


def _lemma3_5_q(inst: dict) -> tuple[Fraction, Fraction, dict]:
    from thmcheck.models.chenli.sec3_appC_prelim import two_point_moments

    var, third = two_point_moments(inst["w"], inst["j"], inst["q"])
    p = Fraction(inst["j"], inst["q"])
    big = max(int(x) for x in inst["w"]) * max(p, 1 - p) * inst["q"]
    return var, third, {"big": big}


def _lemma3_5_measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.models.chenli.sec3_appC_prelim import be_interval_distance, two_point_sum_law

    supp, counts, total = two_point_sum_law(inst["w"], inst["j"], inst["q"])
    var, third, x = _lemma3_5_q(inst)
    lhs = be_interval_distance(supp, counts, total, float(var) ** 0.5)
    L = float(third) / float(var) ** 1.5
    return Measurement(lhs, {"L": L, "rho": float(x["big"]) / float(var) ** 0.5}, {"atoms": len(supp)})


def _lemma3_5_exact(inst: dict) -> Measurement:
    from thmcheck.models.chenli.sec3_appC_prelim import be_interval_distance_mp, two_point_sum_law

    supp, counts, total = two_point_sum_law(inst["w"], inst["j"], inst["q"])
    var, third, x = _lemma3_5_q(inst)
    lhs = _mp_to_frac(be_interval_distance_mp(supp, counts, total, var))
    sv = mpmath.sqrt(_frac_to_mp(var))
    return Measurement(lhs, {"L": _frac_to_mp(third) / sv**3, "rho": _frac_to_mp(Fraction(x["big"])) / sv},
                       {"atoms": len(supp)})


LEMMA3_5 = Claim(
    id="chenli.lemma3.5",
    paper=PAPER,
    source=f"Lemma 3.5 (Berry-Esseen), Section 3.3, {SEED_FILE} L327-L335",
    statement="For independent mean-zero Y_1..Y_d, any interval I, Y = (1/d) sum Y_i and Z ~ N(0,1): "
              "|P[Y/sqrt(V[Y]) in I] - P[Z in I]| <~ sum_i E|Y_i|^3 / V[dY]^{3/2}; if |Y_i| <= rho V[dY]^{1/2} "
              "then <~ rho. Checked with the explicit constant 2 x 0.56 (Shevtsova 2010, per CDF, x 2 for an "
              "interval).",
    kind="probabilistic",
    comparison="<=",
    bound=B.lemma3_5,
    measure=_lemma3_5_measure,
    exact=_lemma3_5_exact,
    strategy=_lemma3_5_instances,
    favourable=0.30,
    mutants={"Kolmogorov constant 0.56 used for intervals (factor 2 dropped)": lambda L, rho: B.BE_KOLMOGOROV * L},
    notes="Exact laws of weighted two-point sums (integer lattice, integer counts) and the exact sup over all "
          "intervals (open/closed ends at the atoms); re-checked with 60-digit normal CDFs. The hidden constant "
          "is made explicit with the best proven one, 0.56 per CDF (Shevtsova 2010, non-identical summands), "
          "hence 1.12 for intervals. It is not known to be tight (the optimal Kolmogorov constant lies in "
          "[0.4097, 0.56]); the largest ratio reached is sqrt(2/pi) = 0.80 (the atom at 0 of an equal-weight "
          "Rademacher sum, n -> inf), 0.71 of 1.12, so the automatic mutant uses favourable = 0.30 "
          "(1.12 x 0.7 = 0.784 < 0.7855 at n = 16).",
    domain=(Param("d", 1, INF, key="n", text="independent mean-zero Y_1..Y_d, any d", integer=True),
            Param("L", 0.0, INF, lo_closed=False, text="sum_i E|Y_i|^3 / V[dY]^{3/2} (Lyapunov ratio, any law)",
                  unreached="L -> 0 needs d ~ 1/L^2 summands (L = 0.07 at d = 200, exact laws); L > 1/1.12 makes "
                            "the bound >= 1 >= the left side (trivial); the laws drawn (two-point with p in "
                            "{1/8..7/8}, weights <= 8) give L up to ~2.4")),
    settings={"ci": {"max_examples": 120, "budget_s": 3.0}},
)


# ------------------------------------------------------------------------------------ Theorem 3.4 (L325)

_THM34_NMAX = 10**10  # summands per law (p = 1: a log-sum of the binomial pmf; p < 1: the mixture over N)


@st.composite
def _thm3_4_instances(draw: st.DrawFn) -> dict:
    """Symmetric summands X_i = eps_i B_i (|X_i| <= M = 1, B_i ~ Bernoulli(p); p = 1 is the Rademacher sum),
    sigma/M = sqrt(n p) log-uniform over [45, 2e4] and t over the whole printed window (1.7, 0.04 sigma/M] (x = Mt/sigma
    log-uniform, its top 0.04 an edge)."""
    p = float(draw(st.sampled_from([1.0, 0.5, 0.25, 0.1])))
    sigma = float(draw(with_edges(log_uniform(45.0, 2e4), 45.0, 2e4)))
    x_lo = 1.7 / sigma
    x = float(draw(with_edges(log_uniform(x_lo * 1.0001, 0.04), 0.04, x_lo * 1.0001)))
    return {"p": p, "sigma": sigma, "t": x * sigma}


def _thm3_4_law(inst: dict) -> tuple[int, float, float]:
    """(n, sigma, t*): n = ceil(sigma^2/p) summands, and t snapped to the left end s/sigma of its lattice cell (S has
    step 2 and the parity of n when p = 1, step 1 otherwise): P[S > t sigma] is constant on the cell while 1 - Phi(t)
    falls, so t* is the worst t of the cell (1.7+ if the cell's end is <= 1.7)."""
    p = float(inst["p"])
    n = max(1, math.ceil(float(inst["sigma"]) ** 2 / p))
    if n > _THM34_NMAX:
        raise SolverFailure(f"n = {n} summands (cap {_THM34_NMAX})")
    sig = math.sqrt(n * p)
    t = float(inst["t"])
    s = math.floor(t * sig)
    if p == 1.0 and (s - n) % 2:
        s -= 1
    return n, sig, (s / sig if s / sig > 1.7 else min(t, 1.7 * (1 + 1e-12)))


def _thm3_4_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = delta(t) = log(1 - Phi(t)) - log P[S > t sigma] (exact, in log space), at the worst t of t's lattice
    cell; quantities (t, sigma/M)."""
    from scipy import stats

    from thmcheck.models.chenli.sec3_appC_prelim import log_lazy_rademacher_tail

    n, sig, t = _thm3_4_law(inst)
    try:
        lp = log_lazy_rademacher_tail(n, float(inst["p"]), t * sig)
    except ValueError as e:
        raise SolverFailure(str(e)) from e
    if not math.isfinite(lp):
        raise SolverFailure(f"log P[S > {t * sig}] not finite at n = {n}")
    delta = float(stats.norm.logsf(t)) - lp
    return Measurement(delta, {"t": t, "sigma_over_M": sig},
                       {"n": n, "p": float(inst["p"]), "x=Mt/sigma": t / sig, "range_slack": 0.04 * sig - t,
                        "low_slack": t - 1.7, "log_P": lp})


def _thm3_4_move_sigma(inst: dict, t: float) -> dict:
    """sigma/M set to t at the same t (the window (1.7, 0.04 sigma/M] only widens)."""
    return {**inst, "sigma": float(t)}


def _thm3_4_move_t(inst: dict, t: float) -> dict:
    """t set to t at the same x = Mt/sigma (sigma/M = t/x): both grow, x stays inside (0, 0.04]."""
    n, sig, t0 = _thm3_4_law(inst)
    x = min(t0 / sig, 0.04)
    return {**inst, "t": float(t) * (1 - 1e-9), "sigma": float(t) / x}


THM3_4 = Claim(
    id="chenli.thm3.4",
    paper=PAPER,
    source=f"Theorem 3.4 (Corollary 20.1.4 of [Nag02]), Section 3.3, {SEED_FILE} L323-L327",
    statement="Let X_1, ..., X_n be symmetric random variables such that |X_i| <= M. Define sigma^2 := sum_i E[X_i^2]. "
              "If 1.7 < t <= 0.04 sigma/M, then P[sum_i X_i > t sigma] > (1 - Phi(t)) (1 - O(Mt/sigma)) "
              "exp(-O(Mt^3/sigma)). Checked as a uniform shape (hidden constants): delta = log(1 - Phi(t)) - "
              "log P[sum X_i > t sigma] <~ (Mt/sigma)(1 + t^2) over the whole printed domain.",
    kind="probabilistic",
    comparison="<=",
    bound=B.thm3_4_shape,
    measure=_thm3_4_measure,
    strategy=_thm3_4_instances,
    assumptions=(Assumption("t <= 0.04 sigma/M", "the window's top", lambda q: q["range_slack"]),
                 Assumption("t > 1.7", "the window's bottom", lambda q: q["low_slack"])),
    constants="hidden", uniform=True,
    directions=(
        Direction("sigma_over_M = sigma/M -> inf at fixed t (the rate)", "sigma", INF, how="path", move=_thm3_4_move_sigma,
                  points=(100.0, 300.0, 1000.0, 3000.0, 10000.0, 30000.0),
                  reason="the main rate: the loss is O(M/sigma) at a fixed t (the lattice atom next to t sigma)"),
        Direction("t -> inf at fixed x = Mt/sigma", "t", INF, how="path", move=_thm3_4_move_t,
                  points=(30.0, 100.0, 300.0, 1000.0, 3000.0),
                  reason="the second term exp(-O(Mt^3/sigma)): t and sigma/M grow together, x kept (up to its top "
                         "0.04, the end where the window is tight); the grid starts at t = 30, where the t-dependent "
                         "part of the loss is past the lattice term (below, a wrong shape's ratio curves)"),
        Direction("x = Mt/sigma -> 0.04 (the window's top)", "t", 0.04, how="search",
                  reason="x drawn log-uniformly up to 0.04, an edge; the t-path runs at the drawn x"),
        Direction("t -> 1.7+ (the window's bottom)", "t", 1.7, how="search",
                  reason="x drawn down to 1.7001/sigma, an edge"),
        Direction("the law of the summands", "p", 0.0, how="search",
                  reason="symmetric eps_i B_i with P[B_i = 1] = p in {1, 1/2, 1/4, 1/10} (Rademacher and lazier "
                         "laws); M = 1 fixes the scale"),
        Direction("the scale M", "M", INF, how="unsearched",
                  reason="X -> a X, M -> a M leaves P[sum X_i > t sigma], t and Mt/sigma unchanged"),
        Direction("the two O(.) constants", "c1", INF, how="unsearched",
                  reason="the constants are what the uniform check quantifies over: sup delta/f < inf is the "
                         "statement with c1 = c2 = sup; with c1 >= 25 the factor 1 - c1 Mt/sigma <= 0 at x = 0.04 "
                         "and the printed inequality is vacuous, so only the non-vacuous range c1 < 25 says "
                         "anything, and there -log(1 - c1 x) <= (log 25/0.96) c1 x makes it equivalent to delta "
                         "<~ x(1 + t^2)"),
    ),
    mutants={
        "loss O((M t/sigma)^2 (1 + t^2)) (a wrong power of M/sigma), wrong along sigma/M":
            lambda t, sigma_over_M: (t / sigma_over_M) ** 2 * (1 + t * t),
        "loss O(M t/sigma) (the exp(-O(Mt^3/sigma)) factor dropped), wrong along t":
            lambda t, sigma_over_M: t / sigma_over_M,
    },
    notes="Uniform check (issue 31). Hidden constants in both O(.): taking -log, the statement is delta(t) := "
          "log(1 - Phi(t)) - log P[S > t sigma] < -log(1 - c1 x) + c2 x t^2 with x = Mt/sigma <= 0.04; with c1 >= "
          "25 the right side of the theorem is <= 0 (vacuous: it holds for every law), and for c1 < 25 it is "
          "equivalent to delta <~ x (1 + t^2), the shape checked here (so the check is the theorem's non-vacuous "
          "range, honestly: sup delta/f < 25 would give the theorem with constants < 25). S = sum eps_i B_i (M = 1, "
          "sigma^2 = n p): exact log tails at any depth (p = 1: a log-sum-exp of the binomial pmf; p < 1: the "
          "binomial mixture over N; thmcheck.models.chenli.sec3_appC_prelim.log_lazy_rademacher_tail, tested "
          "against the FFT and mixture paths). t is snapped to the left end of its lattice cell (the worst t there). "
          "Measured: delta sigma/M ~ 0.3 at t ~ 1.7 (the lattice atom), and delta ~ t^4/(12 sigma^2) = x^2 t^2/12 "
          "along t at fixed x (the Cramer correction of symmetric summands is x^2 t^2, below the printed x t^2).",
    domain=(Param("t", 1.7, INF, lo_closed=False, key="t", text="1.7 < t <= 0.04 sigma/M",
                  unreached="t <= 0.04 x 2e4 = 800 in the search; the t-path to 300 x (1 + a few decades of "
                            "extension)"),
            Param("sigma_over_M", 42.5, INF, key="sigma_over_M", text="sigma/M >= t/0.04 > 42.5",
                  unreached="sigma/M in [45, 2e4] in the search (n = sigma^2/p <= 2e9 summands); the paths extend it")),
    settings={"ci": {"max_examples": 25, "budget_s": 2.0}},
)


# ---------------------------------------------------------------------------- Theorem 3.1 (L303-L307)

_HW_POINTS = 10  # ladder points of m = min(t/||M||_op, t^2/||M||_F^2), linear from 1 to m_max


def _hw_m_hi(u: tuple, v: tuple, op: float, fro: float, m_cap: float = 60.0) -> float:
    """The largest m whose t(m) stays within 0.9 x the support's end (capped at m_cap)."""
    from thmcheck.models.chenli.sec3_5_quadratic import max_abs

    t_end = 0.9 * max_abs(u, v)
    return min(m_cap, t_end / op, (t_end / fro) ** 2)


def hw_ladder(u: tuple, v: tuple, op: float, fro: float, m_cap: float = 60.0) -> tuple[np.ndarray, np.ndarray]:
    """The ladder m = 1..m_max and t(m) = max(m ||M||_op, sqrt(m) ||M||_F) (the inverse of m(t) = min(t/op, t^2/F^2)),
    with t_max <= 0.9 x the support's end (P > 0 on the whole ladder)."""
    m_hi = _hw_m_hi(u, v, op, fro, m_cap)
    if m_hi < 10.0:
        raise ValueError(f"the support ends at m = {m_hi:.3g}: less than a decade of the rate's argument")
    m = np.linspace(1.0, m_hi, _HW_POINTS)
    return m, np.maximum(m * op, np.sqrt(m) * fro)


_HW_M_LO = 0.05  # the smallest rate argument drawn: below m ~ 1 the tail is ~1 and the ratio m/(1 - log P) ~ m


def _hw_m_end(u: tuple, v: tuple, op: float, fro: float) -> float:
    """The m at which t(m) reaches the support's end (P = 0 beyond it)."""
    from thmcheck.models.chenli.sec3_5_quadratic import max_abs

    t_end = max_abs(u, v)
    return min(t_end / op, (t_end / fro) ** 2)


@st.composite
def _thm3_1_instances(draw: st.DrawFn) -> dict:
    """Structured M with an exact law at d up to ~2e4: pairs (two weight classes; the Gaussian regime), one block
    c J_n/n with pairs (the block is the exponential regime, ||M||_op = |c|), B equal blocks J_n/n (a chi-square-like
    sum: both regimes), two blocks of opposite signs (trace-free); the rate argument m = min(t/op, t^2/F^2) drawn
    log-uniformly from 0.05 to the support's end (t > 0 anywhere the event is not empty)."""
    inst = draw(_thm3_1_raw())
    u, v, op, fro = _thm3_1_law(inst)
    m_end = _hw_m_end(u, v, op, fro)
    assume(m_end > 2 * _HW_M_LO)
    inst["m"] = float(draw(with_edges(log_uniform(_HW_M_LO, 0.999 * m_end), 1.0, 10.0, 0.9 * m_end)))
    return inst


@st.composite
def _thm3_1_raw(draw: st.DrawFn) -> dict:
    family = draw(st.sampled_from(["pairs", "block_pairs", "blocks", "block_signed"]))
    if family == "pairs":
        n1 = draw(with_edges(st.integers(100, 8000), 100, 8000))
        n2 = draw(with_edges(st.integers(0, 400), 0, 400))
        w2 = float(draw(with_edges(st.floats(0.1, 4.0), 1.0, 4.0)))
        return {"family": family, "n1": n1, "n2": n2, "w2": w2, "d": 2 * (n1 + n2)}
    if family == "block_pairs":
        nb = draw(with_edges(st.integers(50, 5000), 50, 5000))
        c = draw(st.sampled_from([1.0, -1.0])) * float(draw(with_edges(st.floats(0.1, 8.0), 1.0, 0.1, 8.0)))
        n1 = draw(with_edges(st.integers(0, 4000), 0, 4000))
        return {"family": family, "nb": nb, "c": c, "n1": n1, "w": 1.0, "d": nb + 2 * n1}
    if family == "blocks":
        B = draw(with_edges(st.integers(1, 48), 1, 48))
        n = draw(with_edges(st.integers(2, 12), 2, 12))
        return {"family": family, "B": B, "n": n, "d": B * n}
    na = draw(with_edges(st.integers(20, 3000), 20, 3000))
    nb = draw(with_edges(st.integers(20, 3000), 20, 3000))
    return {"family": family, "na": na, "nb": nb, "c": 1.0, "d": na + nb}


def _thm3_1_law(inst: dict) -> tuple:
    """(U, V, ||M||_op, ||M||_F) for the symmetric M of the instance."""
    from thmcheck.models.chenli.sec3_5_quadratic import binomial_law, block_law, blocks_law, point_law

    f = inst["family"]
    if f == "pairs":
        w2 = float(inst["w2"])
        u, v = binomial_law(int(inst["n1"]), 1.0), binomial_law(int(inst["n2"]), w2)
        op = max(1.0, w2 if inst["n2"] else 0.0) / 2
        return u, v, op, math.sqrt((inst["n1"] + inst["n2"] * w2 * w2) / 2)
    if f == "block_pairs":
        c = float(inst["c"])
        u, v = block_law(int(inst["nb"]), c), binomial_law(int(inst["n1"]), 1.0)
        return u, v, max(abs(c), 0.5 if inst["n1"] else 0.0), math.sqrt(c * c + inst["n1"] / 2)
    if f == "blocks":
        return blocks_law(int(inst["B"]), int(inst["n"])), point_law(), 1.0, math.sqrt(inst["B"])
    u, v = block_law(int(inst["na"]), 1.0), block_law(int(inst["nb"]), -1.0)
    return u, v, 1.0, math.sqrt(2.0)


def hw_t(m: float, op: float, fro: float) -> float:
    """t(m) = max(m ||M||_op, sqrt(m) ||M||_F), the inverse of m(t) = min(t/||M||_op, t^2/||M||_F^2)."""
    return max(m * op, math.sqrt(m) * fro)


def _hw_tail_measure(u: tuple, v: tuple, op: float, fro: float, m: float, terms: dict) -> Measurement:
    """lhs = 1 - log P[|U + V| >= t(m)] (exact law), quantities (t, op, fro); past the support's end (P = 0, the
    bound holds trivially) the term ``support_slack`` is negative and the instance is rejected."""
    from thmcheck.models.chenli.sec3_5_quadratic import log_tail

    t = hw_t(m, op, fro)
    lp = float(log_tail(u, v, np.array([t]))[0])
    finite = math.isfinite(lp)
    terms = {**terms, "m": m, "P": math.exp(lp) if finite else 0.0, "support_slack": 1.0 if finite else -1.0,
             "stable_rank": (fro / op) ** 2}
    return Measurement(1.0 - lp if finite else 1.0, {"t": t, "op": op, "fro": fro}, terms)


_HW_SUPPORT = Assumption("P > 0", "t below the support's end of |x^T M x - Tr M| (beyond it P = 0 and the bound "
                         "holds for any constant)", lambda q: q["support_slack"])


_HW_BLOCKS_CAP = 64  # B equal blocks: the law's support grows like B^2 n (a path past it leaves the path)


def _thm3_1_measure(inst: dict, ctx: Ctx) -> Measurement:
    if inst["family"] == "blocks" and int(inst["B"]) > _HW_BLOCKS_CAP:
        raise SolverFailure(f"the law of {inst['B']} blocks is not computed here (cap {_HW_BLOCKS_CAP})")
    u, v, op, fro = _thm3_1_law(inst)
    return _hw_tail_measure(u, v, op, fro, float(inst["m"]), {"d": int(inst["d"]), "family": inst["family"]})


_THM3_1_SIZE = {"pairs": "n1", "block_pairs": "nb", "blocks": "B", "block_signed": "na"}


def _thm3_1_move_size(inst: dict, t: float) -> dict:
    """The family's size parameter set to t (d re-derived): pairs n1 (stable rank n1/2), block_pairs nb (the block's
    width; the pairs' count n1 kept), blocks B (stable rank B), block_signed na (nb kept)."""
    f = inst["family"]
    n = max(1, int(round(t)))
    out = {**inst, _THM3_1_SIZE[f]: n}
    if f == "pairs":
        out["d"] = 2 * (n + int(inst["n2"]))
    elif f == "block_pairs":
        out["d"] = n + 2 * int(inst["n1"])
    elif f == "blocks":
        out["d"] = n * int(inst["n"])
    else:
        out["d"] = n + int(inst["nb"])
    return out


THM3_1_DIRECTIONS = (
    Direction("t -> inf (the rate)", "m", INF, how="path", move=lambda inst, t: {**inst, "m": float(t)},
              points=(10.0, 15.0, 20.0, 30.0, 50.0, 70.0, 100.0, 150.0, 200.0, 300.0, 500.0, 1000.0, 3000.0, 10000.0),
              reason="the main rate: m(t) -> inf at a fixed M, up to the support's end (points past it are "
                     "rejected, P = 0 there); the grid starts at m = 10: below, m/(1 - log P) rises to its plateau "
                     "through the additive 1 (the prefactor K of P <= K e^{-c m}), which is no divergence"),
    Direction("d -> inf (stable rank ||M||_F^2/||M||_op^2 -> inf)", "size", INF, how="path", move=_thm3_1_move_size,
              points=(10.0, 40.0, 160.0, 640.0, 2560.0, 10240.0),
              reason="the data scale: the family's size grows at a fixed rate argument m (pairs: stable rank n1/2, "
                     "the Gaussian regime; blocks: stable rank B)"),
    Direction("t -> 0", "m", 0.0, how="search",
              reason="drawn down to m = 0.05; no path: 1 - log P >= 1 while the shape m -> 0, so the ratio "
                     "m/(1 - log P) <= m is bounded there"),
    Direction("the scale of M", "c", INF, how="unsearched",
              reason="M -> a M with t -> a t leaves P, t/||M||_op and t^2/||M||_F^2 unchanged: both sides are "
                     "invariant, so the scale is no direction (block_pairs draws c in [0.1, 8] anyway)"),
    Direction("the structure of M (regime)", "family", INF, how="search",
              reason="drawn over four families: Gaussian regime (pairs, stable rank up to 8000), exponential "
                     "regime (a J block, ||M||_op = |c|), chi-square-like blocks (both), trace-free +-blocks"),
)


THM3_1 = Claim(
    id="chenli.thm3.1", paper=PAPER, source=f"Theorem 3.1 (Hanson-Wright), Section 3.2, {SEED_FILE} L303-L307",
    statement="For any M in R^{d x d}, x ~ U_d (uniform on {+-1}^d) and t > 0: P[|x^T M x - Tr(M)| > t] <~ exp(-Omega("
              "t/||M||_op ^ t^2/||M||_F^2)). Checked as a uniform shape (hidden constants): 1 - log P >~ m(t) = "
              "min(t/||M||_op, t^2/||M||_F^2) over the whole domain (equivalent: P <= K e^{-c m} for one K, c).",
    statement_tex=r"For any $M \in \mathbb{R}^{d \times d}$, if $x \sim \mathcal{U}_d$ and $t > 0$, "
                  r"$\mathbb{P}[|x^\top M x - \text{Tr}(M)| > t] \lesssim \exp\left(-\Omega\left(\frac{t}"
                  r"{\|M\|_{\text{op}}} \wedge \frac{t^2}{\|M\|_F^2}\right)\right).$",
    kind="probabilistic", comparison=">=", bound=B.thm3_1_shape, measure=_thm3_1_measure, strategy=_thm3_1_instances,
    assumptions=(_HW_SUPPORT,),
    constants="hidden", uniform=True, directions=THM3_1_DIRECTIONS,
    mutants={
        "exp(-Omega(m^2)) (the rate squared), wrong along t -> inf":
            lambda t, op, fro: min(t / op, t * t / (fro * fro)) ** 2,
        "exp(-Omega(m ||M||_F/||M||_op)) (a stable-rank factor), wrong along d -> inf":
            lambda t, op, fro: min(t / op, t * t / (fro * fro)) * fro / op,
        "exp(-Omega(t^2/||M||_F^2)) (the ||M||_op term dropped), wrong in the exponential regime":
            lambda t, op, fro: t * t / (fro * fro),
    },
    notes=("Uniform check (issue 31): lhs = 1 - log P[|x^T M x - Tr M| >= t] from the exact law (thmcheck.models."
           "chenli.sec3_5_quadratic; tested against enumeration at small d), shape m(t) = min(t/||M||_op, "
           "t^2/||M||_F^2), comparison '>=' (the ratio m/(1 - log P) must stay bounded). 'P <~ exp(-Omega(m))' means "
           "P <= K e^{-c m} for some K, c > 0, which is equivalent to m <= c'(1 - log P) for one c'. The event is "
           "taken with '>= t' (ties count), which can only raise P: a crossing of '>' is a crossing of '>='; with a "
           "hidden constant the two agree (m is continuous in t). M is taken symmetric (the smallest ||M||_op, "
           "||M||_F for a given form): pairs (M_sym = w/2 on disjoint pairs; two weight classes; d up to 1.7e4; "
           "Gaussian regime, stable rank up to 8000), c J_n/n block plus pairs (exponential regime), B equal blocks "
           "J_n/n (both regimes), and J_a/a - J_b/b (trace-free, two-sided). m is drawn log-uniformly from 0.05 to "
           "the support's end; past it P = 0 (rejected: the bound holds with any constant). Measured ratio "
           "m/(1 - log P) levels off near 4 (pairs: -log P ~ m/4) and 2 (a J block: -log P ~ m/2)."),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
    domain=(Param("d", 1, INF, integer=True, key="d", text="any d (M in R^{d x d})",
                  unreached="d <= ~2e4 in the search (paths to ~2e4): structured M whose form is a sum of "
                            "independent parts with exact laws"),
            Param("m", 0.0, INF, lo_closed=False, key="m", text="any t > 0 (m(t) = min(t/op, t^2/F^2))",
                  unreached="m >= 0.05 (below, the ratio is at most m); up to the support's end (P = 0 beyond)")),
)


RECORDS: list[Claim] = [
]


CLAIMS: list[Claim] = [THM3_1, LEMMA3_2, LEMMA3_5, LEMMA3_6, LEMMA3_7, LEMMA3_8, LEMMA3_9, EQ4, THM3_3, THM3_4, *RECORDS]
