"""Round 28 (helper chenliB4): chenli Theorem B.4 (L3732-L3794) over its printed range: m >= 2 rows, correlated
(kappa > 0, within '0 <= kappa << 1/m'), non-flat, x uniform on {+-1}^d enumerated exactly (d <= 16).

- ``chenli.display.thmB.4-upper-m2`` (L3758): P[Vx in R] <~ 1.1^m (prod_j Delta_j) det(2 pi VV^T)^{-1/2}
  exp(-a^T (VV^T)^{-1} a/2) at m in {2, 3}, kappa m in (0, 0.94], rows non-flat (Gaussian rows orthonormalised,
  then mixed by I + t G); (163)-(165) and 'kappa << 1/m' (unspecified constants) named 'eventually', met along the
  path 'Delta -> inf, kappa m -> 0 at a = 0' for every choice of them (holds).
- ``chenli.display.thmB.4-lower-m2`` (L3756): the lower bound 0.9^m (...) at the same range: the m = 1 erratum of
  chenli.thmB.4 persists (P <= 1 against a right side growing like prod_j Delta_j/||v_j|| at a = 0; erratum).

Earlier claims (chenli.thmB.4, chenli.display.thmB.4-upper) check m = 1 with flat v only. Along the path 'd -> inf' each of
d0 <= 3 base columns is repeated rep times and the law is summed exactly over the (rep + 1)^d0 binomial grid. The row
matrix V is rounded to the dyadic grid 2^-20, so Vx = N x / 2^20 with N integer: the counts are exact in int64 and the thresholds are
compared exactly (the exact re-measure compares the distinct values of Nx with the rationals of the floats).
"""

from __future__ import annotations

import functools
import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r28_chenliB4 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

_SCALE = 2**20  # V = N / 2^20, N integer


@functools.lru_cache(maxsize=20)
def _signs(d: int) -> np.ndarray:
    """All 2^d sign vectors as rows (int64)."""
    idx = np.arange(2**d, dtype=np.int64)
    return (1 - 2 * ((idx[:, None] >> np.arange(d, dtype=np.int64)[None, :]) & 1)).astype(np.int64)


def _rows(inst: dict) -> np.ndarray:
    """The integer matrix N (m x d), V = N / 2^20: Gaussian rows (from the drawn seed) orthonormalised, mixed by
    I + t G (G symmetric, zero diagonal, entries uniform in [-1, 1] from the same seed; t = the drawn 'mix'), each
    row rescaled by its drawn scale. Non-flat (Gaussian entries); kappa grows with t (kappa ~ 2 t at m = 2)."""
    m, d = int(inst["m"]), int(inst["d"])
    rng = np.random.default_rng(int(inst["seed"]))
    g = rng.standard_normal((d, m))
    q, _ = np.linalg.qr(g)
    U = q.T  # m orthonormal rows
    G = rng.uniform(-1.0, 1.0, (m, m))
    G = np.triu(G, 1)
    G = G + G.T
    M = np.eye(m) + float(inst["mix"]) * G
    V = M @ U
    V = V / np.linalg.norm(V, axis=1, keepdims=True) * np.asarray(inst["scales"][:m], dtype=float)[:, None]
    return np.rint(V * _SCALE).astype(np.int64)


def _over(lhs: float, z: float) -> float:
    """lhs / exp(-z) without overflow (capped at exp(700))."""
    return 0.0 if lhs <= 0.0 else math.exp(min(math.log(lhs) + z, 700.0))


def _rep(inst: dict) -> int:
    return int(inst.get("rep", 1))


def _quantities(N0: np.ndarray, inst: dict) -> tuple[dict, dict, np.ndarray, np.ndarray]:
    N = np.tile(N0, (1, _rep(inst)))  # each base column repeated rep times (the path 'd -> inf')
    m, d = N.shape
    V = N.astype(float) / _SCALE
    norms = np.linalg.norm(V, axis=1)
    D = np.asarray(inst["D_over_s"][:m], dtype=float) * norms
    if inst.get("atom"):  # the box centred on the lattice point V x0 (x0 a sign vector from the seed), Delta <= ||v||
        D = np.minimum(D, norms)
        x0 = 1 - 2 * np.random.default_rng(int(inst["seed"]) + 1).integers(0, 2, N0.shape[1])
        x0 = np.tile(x0, _rep(inst))
        a = V @ x0 - D / 2.0
    else:
        a = np.asarray(inst["a_over_s"][:m], dtype=float) * norms
    Q = V @ V.T
    detQ = float(np.linalg.det(Q))
    aQa = float(a @ np.linalg.solve(Q, a))
    cos = Q / np.outer(norms, norms)
    kappa = float(np.max(np.abs(cos - np.diag(np.diag(cos))))) if m > 1 else 0.0
    rho = float(np.max(np.abs(V).max(axis=1) / norms) * math.sqrt(d))
    r_lo, r_hi = float(norms.min()), float(norms.max())
    na = float(np.linalg.norm(a))
    z4 = na * na / (4.0 * r_lo * r_lo)  # the right sides of (164)-(165) are exp(-z4): ratios in logs (no underflow)
    prodDs = float(np.prod(D / norms))
    q = {"m": m, "prodD": float(np.prod(D)), "detQ": detQ, "aQa": aQa, "prodS": float(np.prod(norms))}
    terms = {"kappa": kappa, "kappa m": kappa * m, "rho (160)": rho, "d": d,
             "min Delta_j/||v_j||": float(np.min(D / norms)), "||a||/r_": na / r_lo,
             "(164) lhs/rhs, constants 1": _over(rho**3 * m**3 * r_hi**3 * na**3 / (r_lo**6 * d**1.5), z4),
             "(165) lhs/rhs, constants 1": _over(m * na / r_lo**2 * (math.sqrt(m) * float(D.min()) * prodDs
                                                                     + float(D.max())), z4)}
    return q, terms, a, D


_GRID_MAX = 2_000_000


def _binomial_grid(N0: np.ndarray, rep: int) -> tuple[np.ndarray, list[np.ndarray]]:
    """Columns repeated rep times: Vx = sum_i N0^i (2 B_i - rep) / 2^20 with B_i ~ Bin(rep, 1/2) independent; the
    values S (int64, exact) over the grid of (B_1..B_d0) and the index arrays of each B_i."""
    d0 = N0.shape[1]
    if (rep + 1) ** d0 > _GRID_MAX:
        raise SolverFailure(f"binomial grid (rep + 1)^d0 = {(rep + 1) ** d0} beyond {_GRID_MAX}")
    idx = np.meshgrid(*([np.arange(rep + 1, dtype=np.int64)] * d0), indexing="ij")
    idx = [g.ravel() for g in idx]
    S = sum((2 * b - rep)[:, None] * N0[:, i][None, :] for i, b in enumerate(idx))
    return np.asarray(S, dtype=np.int64), idx


def _count_rep(N0: np.ndarray, rep: int, lo: np.ndarray, hi: np.ndarray, exact: bool) -> float | Fraction:
    S, idx = _binomial_grid(N0, rep)
    ok = np.all((S >= lo[None, :]) & (S <= hi[None, :]), axis=1)
    if exact:
        c = [math.comb(rep, b) for b in range(rep + 1)]
        tot = 0
        for js in zip(*(b[ok].tolist() for b in idx), strict=True):
            w = 1
            for j in js:
                w *= c[j]
            tot += w
        return Fraction(tot, 2 ** (rep * N0.shape[1]))
    pb = np.array([math.comb(rep, b) / 2.0**rep for b in range(rep + 1)])
    w = np.ones(len(idx[0]))
    for b in idx:
        w = w * pb[b]
    return float(np.sum(w[ok]))


def _count(N: np.ndarray, a: np.ndarray, D: np.ndarray) -> int:
    S = _signs(N.shape[1]) @ N.T  # exact int64: |S| < 2^40
    lo = a * _SCALE  # exact (power-of-two scaling)
    hi = (a + D) * _SCALE
    ok = np.all((S >= lo[None, :]) & (S <= hi[None, :]), axis=1)
    return int(np.count_nonzero(ok))


def _count_exact(N: np.ndarray, a: np.ndarray, D: np.ndarray) -> int:
    """The same count with the thresholds as the rationals of the floats: Nx is an integer vector, so lo <= Nx <= hi
    iff ceil(lo) <= Nx <= floor(hi), integers compared exactly."""
    S = _signs(N.shape[1]) @ N.T
    lo = np.array([math.ceil(Fraction(float(x)) * _SCALE) for x in a], dtype=object)
    hi = np.array([math.floor((Fraction(float(x)) + Fraction(float(y))) * _SCALE) for x, y in zip(a, D, strict=True)],
                  dtype=object)
    if max(abs(int(v)) for v in (*lo, *hi)) < 2**62:
        lo, hi = lo.astype(np.int64), hi.astype(np.int64)
    else:  # a threshold beyond int64: clip to the range of S (|S| < 2^40), the same count
        lo = np.array([min(max(int(v), -(2**41)), 2**41) for v in lo], dtype=np.int64)
        hi = np.array([min(max(int(v), -(2**41)), 2**41) for v in hi], dtype=np.int64)
    ok = np.all((S >= lo[None, :]) & (S <= hi[None, :]), axis=1)
    return int(np.count_nonzero(ok))


def _thresholds(a: np.ndarray, D: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Integer thresholds for the integer sums: ceil(a 2^20) <= S <= floor((a + Delta) 2^20), in rationals."""
    lo = [math.ceil(Fraction(float(x)) * _SCALE) for x in a]
    hi = [math.floor((Fraction(float(x)) + Fraction(float(y))) * _SCALE) for x, y in zip(a, D, strict=True)]
    lim = 2**61
    return (np.array([min(max(v, -lim), lim) for v in lo], dtype=np.int64),
            np.array([min(max(v, -lim), lim) for v in hi], dtype=np.int64))


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    N = _rows(inst)
    q, terms, a, D = _quantities(N, inst)
    if _rep(inst) > 1:
        return Measurement(_count_rep(N, _rep(inst), *_thresholds(a, D), exact=False), q, terms)
    P = _count(N, a, D) / 2 ** int(inst["d"])
    return Measurement(P, q, terms)


def _exact(inst: dict) -> Measurement:
    N = _rows(inst)
    q, terms, a, D = _quantities(N, inst)
    if _rep(inst) > 1:
        return Measurement(_count_rep(N, _rep(inst), *_thresholds(a, D), exact=True), q, terms, exact=True)
    return Measurement(Fraction(_count_exact(N, a, D), 2 ** int(inst["d"])), q, terms, exact=True)


_MMAX = 3


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    m = int(draw(st.integers(2, _MMAX)))
    d = int(draw(with_edges(st.integers(m, 16), m, 16)))
    return {"m": m, "d": d, "seed": int(draw(SEEDS)), "atom": bool(draw(st.booleans())),
            "mix": float(draw(with_edges(st.floats(0.0, 0.5 / m), 0.0, 0.5 / m))),
            "scales": [float(draw(log_uniform(0.1, 10.0))) for _ in range(_MMAX)],
            "a_over_s": [float(draw(with_edges(st.floats(-3.0, 3.0), 0.0, 1.0))) for _ in range(_MMAX)],
            "D_over_s": [float(draw(with_edges(log_uniform(1e-2, 100.0), 1.0, 2.0, 100.0))) for _ in range(_MMAX)]}


def _move_D(inst: dict, t: float) -> dict:
    return {**inst, "atom": False, "a_over_s": [0.0] * _MMAX, "D_over_s": [float(t)] * _MMAX}


def _move_rep(inst: dict, t: float) -> dict:
    return {**inst, "rep": int(round(t))}


def _move_mix(inst: dict, t: float) -> dict:
    return {**inst, "mix": float(t)}


_HYP = (
    Assumption("kappa m < 1", "kappa m < 1: what '0 <= kappa << 1/m' needs at the least (Fact B.5's 1 - kappa m > 0, "
               "L3766)", lambda q: 1.0 - float(q["kappa m"]) - 1e-12),
)
# (163)-(165) and 'kappa << 1/m' carry unspecified constants: named 'eventually' (met along the path 'Delta -> inf,
# kappa m -> 0 at a = 0' for every choice of them), not granted: a crossing counts only if it persists along it.
_EVENTUALLY = ("prod Delta_j/||v_j|| ((163) at a = 0)", "1/(kappa m) (kappa << 1/m)")


def _move_D_kappa(inst: dict, t: float) -> dict:
    """a = 0, Delta_j = t ||v_j||, mix <= 1/t: (164)-(165) hold (left sides carry ||a||), (163) at a = 0 needs
    det(VV^T)^{1/2} <~ prod Delta_j (Delta_j/||v_j||)^m up to its constants (met for t large) and kappa m -> 0."""
    return {**_move_D(inst, t), "mix": min(float(inst["mix"]), 1.0 / float(t))}


UPPER_M2 = Claim(
    id="chenli.display.thmB.4-upper-m2",
    catalog_id="chenli.thmB.4",
    paper=PAPER,
    source=f"Theorem B.4 (upper bound), Appendix B.2, {SEED_FILE} L3758 (hypotheses (160)-(165) L3736-L3752; "
           "at m >= 2, kappa > 0, non-flat rows)",
    statement="R = prod_j [a_j, a_j + Delta_j], v_1..v_m with (160)-(162) for 0 <= kappa << 1/m; if (163)-(165) hold, "
              "then for x ~ {+-1}^d: P[Vx in R] <~ 1.1^m (prod_j Delta_j) det(2 pi VV^T)^{-1/2} exp(-a^T (VV^T)^{-1} "
              "a/2). Checked at m = 2, 3 with correlated non-flat rows, exact counts over {+-1}^d (d <= 16).",
    statement_tex=r"$$\mathbb{P}[\mathbf{V}\mathbf{x} \in R] \lesssim 1.1^m \left(\prod_j \Delta_j \right) \cdot "
                  r"\frac{1}{\det(2\pi\mathbf{V}\mathbf{V}^\top)^{1/2}} \cdot \exp\left(-\frac{1}{2} a^\top "
                  r"(\mathbf{V}\mathbf{V}^\top)^{-1} a\right)$$",
    kind="probabilistic",
    comparison="<=",
    bound=B.thmB_4_upper_shape,
    measure=_measure,
    exact=_exact,
    strategy=_instances,
    assumptions=_HYP,
    constants="hidden",
    uniform=True,
    eventually=_EVENTUALLY,
    directions=(
        Direction("Delta -> inf, kappa m -> 0 at a = 0", "D_over_s", INF, how="path", move=_move_D_kappa,
                  points=(2.0, 6.0, 20.0, 60.0, 200.0, 1000.0), grows=_EVENTUALLY,
                  reason="P <= 1 while the shape grows like prod_j Delta_j/||v_j||: the ratio falls; (164)-(165) "
                         "hold at a = 0, (163) is met once prod Delta_j/||v_j|| is large and 'kappa << 1/m' once "
                         "mix <= 1/t is small, for every choice of their constants"),
        Direction("kappa m -> 0", "mix", 0.0, how="path", move=_move_mix, points=(0.1, 0.01, 0.001, 0.0),
                  grows=(_EVENTUALLY[1],),
                  reason="the mixing t -> 0 takes the rows to orthogonal (kappa ~ 2 t at m = 2; kappa ~ 1e-7 > 0 at "
                         "t = 0 from the dyadic rounding): 'kappa << 1/m' holds eventually for every constant"),
        Direction("d, a/s, Delta/s, scales, rows, m", "d", 16, how="search",
                  reason="d in [m, 16] (exact enumeration), a_j/||v_j|| in [-3, 3], Delta_j/||v_j|| in [1e-2, 100], "
                         "row scales in [0.1, 10], Gaussian rows from the seed, m in {2, 3}; every draw kept"),
        Direction("d -> inf (columns repeated)", "rep", INF, how="path", move=_move_rep,
                  points=(1.0, 3.0, 10.0, 30.0, 60.0), start=lambda inst: int(inst["d"]) <= 3 and not inst["atom"],
                  reason="each of d0 <= 3 base columns repeated rep times (d = rep d0, VV^T = rep V0V0^T, rho and "
                         "kappa fixed, a_j/||v_j|| and Delta_j/||v_j|| fixed): Vx = sum_i V0^i (2 Bin(rep, 1/2) - rep), "
                         "exact over the (rep + 1)^d0 grid; the law tends to N(0, VV^T) (multivariate CLT) and the "
                         "ratio to the Gaussian box mass over the shape, bounded on boxes meeting (165)"),
        Direction("|a|/r -> inf", "a_over_s", INF, how="unsearched",
                  reason="(164)-(165) fail for every choice of their constants as ||a||/r_ -> inf at fixed d, Delta: "
                         "their right side exp(-||a||^2/4r^2) -> 0 while the left sides grow"),
        Direction("Delta/s -> 0", "D_over_s", 0.0, how="unsearched",
                  reason="(163) at a = 0 reads det(VV^T)^{1/2} <~ Delta^m exp(-Theta(m^2)) prod (Delta_j/||v_j||)^m "
                         "(Lambda(0, r2) >= det(VV^T)^{1/2} |phi(0)|): it fails for every choice of its constants as "
                         "Delta_j/||v_j|| -> 0 (drawn down to 1e-2, every draw kept)"),
        Direction("m -> inf", "m", INF, how="unsearched",
                  reason="m <= 3 (2^d enumeration with d >= m); m = 2, 3 are the first cases beyond the m = 1 claims"),
    ),
    expect="holds",
    evidence="Round 28 (helper chenliB4): encoded as printed at m = 2, 3 with kappa > 0 (kappa m up to ~0.9) and "
             "non-flat rows, exact counts over {+-1}^d, d <= 16. The search climbs to ratios ~1e6 only on boxes "
             "centred on a lattice point V x0 with Delta_j/||v_j|| = 1e-2 at small d (P = 2^{-d}, shape ~ "
             "prod Delta_j/||v_j||): (163) at a = 0 needs prod Delta_j/||v_j|| bounded below for any fixed choice of "
             "its constants (Lambda(0, r2) >= det(VV^T)^{1/2}), so these points bound the conclusion's constant in "
             "terms of (163)'s, as at m = 1 (chenli.display.thmB.4-upper). Along 'kappa m -> 0' the ratio is flat "
             "(x1.03), along 'Delta -> inf, kappa m -> 0 at a = 0' it falls, along 'd -> inf (columns repeated)' it "
             "settles at the Gaussian box mass over the shape (0.73, 0.79, 0.66, 0.65 at d = 6 ... 120 in a ci run): "
             "no divergence along the directions where (163)-(165) and 'kappa << 1/m' hold for every choice of their "
             "constants.",
    mutants={"prod ||v_j||/Delta_j in place of prod Delta_j/||v_j|| (wrong along Delta -> inf)":
             B.thmB_4_upper_mut_inv_delta,
             "(prod ||v_j||/Delta_j)^{1/2} in place of prod Delta_j/||v_j|| (wrong along Delta -> inf)":
             B.thmB_4_upper_mut_sqrt_delta},
    notes="P exact: V on the dyadic grid 2^-20, counts over all 2^d signs in int64, thresholds compared exactly "
          "(exact= compares the distinct values of Nx with the rationals of the floats). (160)-(161) hold with rho, "
          "r_, r-bar read off the instance (in the terms); (162)'s kappa is the largest |cos| between rows.",
    domain=(Param("m", 1, INF, integer=True, key="m", text="m rows", unreached="m in {2, 3} (m = 1: the r16 claim)"),
            Param("kappa m", 0.0, 1.0, key="kappa m", text="0 <= kappa << 1/m",
                  unreached="'<<': kappa m < 1 kept (Fact B.5's 1 - kappa m > 0), mix t <= 1/(2m) drawn; the path "
                            "takes kappa m -> 0"),
            Param("Delta", 0.0, INF, lo_closed=False, key="min Delta_j/||v_j||", text="Delta_j > 0 (units of ||v_j||)",
                  unreached="Delta_j/||v_j|| in [1e-2, 100] drawn, 1000 on the path"),
            Param("d", 1, INF, integer=True, key="d", text="x in {+-1}^d",
                  unreached="d <= 16 drawn (2^d enumeration); to d = 180 on the path 'd -> inf (columns repeated)'")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.8, "path_starts": 1}},
)

LOWER_M2 = Claim(
    id="chenli.display.thmB.4-lower-m2",
    catalog_id="chenli.thmB.4",
    paper=PAPER,
    source=f"Theorem B.4 (lower bound), Appendix B.2, {SEED_FILE} L3756 (hypotheses (160)-(165) L3736-L3752; "
           "at m >= 2, kappa > 0, non-flat rows)",
    statement="R = prod_j [a_j, a_j + Delta_j], v_1..v_m with (160)-(162) for 0 <= kappa << 1/m; if (163)-(165) hold, "
              "then for x ~ {+-1}^d: P[Vx in R] >~ 0.9^m (prod_j Delta_j) det(2 pi VV^T)^{-1/2} exp(-a^T (VV^T)^{-1} "
              "a/2). Checked at m = 2, 3 with correlated non-flat rows, exact counts over {+-1}^d (d <= 16).",
    statement_tex=r"$$\mathbb{P}[\mathbf{V}\mathbf{x} \in R] \gtrsim 0.9^m \left(\prod_j \Delta_j \right) \cdot "
                  r"\frac{1}{\det(2\pi\mathbf{V}\mathbf{V}^\top)^{1/2}} \cdot \exp\left(-\frac{1}{2} a^\top "
                  r"(\mathbf{V}\mathbf{V}^\top)^{-1} a\right)$$",
    kind="probabilistic",
    comparison=">=",
    bound=B.thmB_4_lower_shape,
    measure=_measure,
    exact=_exact,
    strategy=_instances,
    assumptions=_HYP,
    constants="hidden",
    uniform=True,
    eventually=_EVENTUALLY,
    directions=UPPER_M2.directions,
    expect="erratum",
    second_path="tests/test_chenli_r28_chenliB4.py::test_thmB_4_lower_m2_second_path",
    evidence="Round 28 (helper chenliB4), Audited (round 28, docs/audits/round28/chenli.md): auditor A CONFIRMED, auditor C CONFIRMED.: the m = 1 erratum of chenli.thmB.4 (audited, "
             "docs/audits/round3/chenli.md) persists at m = 2, 3 with kappa > 0 and non-flat rows. At a = 0 "
             "(164)-(165) hold (left sides carry ||a||) and (163) reads det(VV^T)^{1/2} <~ prod Delta_j (Delta_j/"
             "||v_j||)^m exp(-Theta(m^2)) (Lambda(0, r2) >= det(VV^T)^{1/2}): met for every choice of its constants "
             "once Delta_j/||v_j|| is large; kappa m -> 0 along the same path. There P[Vx in R] <= 1 while the "
             "printed right side grows like prod_j Delta_j/||v_j||: e.g. m = 2, d = 12, integer rows v1 = (1,2,3)x4, "
             "v2 = (2,-1,1,-2,1,1,-1,2,-2,1,3,-1) (kappa = 0.165, rho < 2), Delta_j = t ||v_j||, a = 0: P = 0.1384, "
             "0.3389, 0.3389 against 0.81 prod Delta_j det(2 pi VV^T)^{-1/2} = 0.131, 13.07, 1307 at t = 1, 10, 100 "
             "(ratio 1.06, 2.6e-2, 2.6e-4; second path: tests/test_chenli_r28_chenliB4.py, own numpy). The ci path "
             "finds log-slope 2 = m in t. Not new at m >= 2: the same missing hypothesis "
             "(an upper bound on Delta_j against ||v_j||, or r1 > 0 in (163)).",
    no_correction_reason="As for chenli.thmB.4: the theorem needs an upper bound on Delta_j relative to ||v_j|| (or "
                         "r1 > 0 in (163)); the text does not say which, so no single corrected bound is implied.",
    mutants={"an extra factor prod_j Delta_j/||v_j|| (further off along Delta -> inf)": B.thmB_4_lower_mut_extra},
    notes=UPPER_M2.notes,
    domain=UPPER_M2.domain,
    settings={"ci": {"max_examples": 30, "budget_s": 1.5, "path_starts": 1}},
)

CLAIMS: list[Claim] = [UPPER_M2, LOWER_M2]
