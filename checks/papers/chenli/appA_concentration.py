"""chenli Appendix A (Polynomial concentration for product of cube and slice): Facts A.2, A.7, Lemmas A.3/A.4
(MLSI), Corollary A.12 with Lemmas A.9/A.10, Lemmas A.11, A.14, Theorem A.15.

chenli Appendix A.2: Talagrand's convex distance inequality for pi^s (Corollary A.12, with Lemmas A.9/A.10),
by exact enumeration of Omega = {+-1}^{d1} x S_{d2,mu} x S_{d3,nu} (no Monte Carlo).

Catalog: ``shared/claims/chenli.md`` heading "chenli.lemmaA.9 / A.10 / corA.12 / lemmaA.14 / thmA.15"; paper:
``shared/seeds/000_7ee2e1d97e13a266.txt`` L3411-L3530. Bound: ``thmcheck.bounds.chenli.appA_concentration``; measurement:
``thmcheck.models.chenli.appA_talagrand``. The constant b is hidden, so the claim is a fitted exponent with its interval.
"""

from __future__ import annotations

import functools
import math

import numpy as np
from hypothesis import assume
from hypothesis import strategies as st

from thmcheck.bounds.chenli import appA_concentration as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import experiment_scale
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

_CFG = {"ci": {"ds": (3, 4, 5, 6, 7, 8)}, "deep": {"ds": tuple(range(3, 13))}}
"""The d-grid of the fit per profile (|Omega| <= 2^d points; d_T by Wolfe's algorithm for every x outside A)."""

MODES = ("small", "mixed", "cube", "slice")


def composition(inst: dict, d: int) -> tuple[int, int, int, int, int] | None:
    """(d1, d2, k2, d3, k3) at size d for the instance's mode (k = number of +1 entries of a slice block, so
    mu = 2 k2/d2 - 1 is a multiple of 2/d2 as Definition 5.2 requires), or None if the mode has no such d.

    small: slice blocks of fixed sizes s2, s3 and a growing cube block; mixed: blocks in proportions f2, f3;
    cube: d1 = d; slice: d2 = d."""
    mode = inst["mode"]
    if mode == "cube":
        d1, d2, d3 = d, 0, 0
    elif mode == "slice":
        d1, d2, d3 = 0, d, 0
    elif mode == "small":
        d2, d3 = inst["s2"], inst["s3"]
        d1 = d - d2 - d3
        if d1 < 0:
            return None
    else:
        d2 = round(inst["f2"] * d)
        d3 = min(round(inst["f3"] * d), d - d2)
        d1 = d - d2 - d3
    return d1, d2, round(inst["p2"] * d2), d3, round(inst["p3"] * d3)


@functools.lru_cache(maxsize=4096)
def _point(comp: tuple[int, int, int, int, int], family: str, q: float, seed: int) -> dict:
    """b_A and Lemma A.10's quantities for one set A on one Omega (cached: the ci search and the mutant runs replay
    the same instances)."""
    from thmcheck.models.chenli.appA_talagrand import (
        convex_distance,
        family_set,
        gamma_sq,
        neighbour_jump,
        neighbour_moves,
        support,
        talagrand_b,
    )

    d1, d2, k2, d3, k3 = comp
    d = d1 + d2 + d3
    omega = support(d1, d2, k2, d3, k3)
    rng = np.random.default_rng([seed, d1, d2, k2, d3, k3])
    in_A = family_set(omega, (d1, d2, d3), family, q, rng)
    lo, hi = convex_distance(omega, in_A)
    p_A = float(in_A.mean())
    moves = neighbour_moves(omega, d1, d2, d3)
    return {"b": talagrand_b(lo, p_A), "p_A": p_A, "n": int(omega.shape[0]), "size_A": int(in_A.sum()),
            "gap": float(np.max(hi - lo)), "jump": neighbour_jump(lo, hi, moves),
            "gamma_sq": float(np.max(gamma_sq(hi, moves, d))), "mean_dT2": float(np.mean(lo**2))}


def _size(comp: tuple[int, int, int, int, int]) -> int:
    """|Omega| = 2^{d1} C(d2, k2) C(d3, k3)."""
    d1, d2, k2, d3, k3 = comp
    return 2**d1 * math.comb(d2, k2) * math.comb(d3, k3)


def _valid_sizes(inst: dict, ds: tuple[int, ...]) -> int:
    """How many sizes of the grid give an Omega with at least two points."""
    return sum(1 for d in ds if (c := composition(inst, d)) is not None and _size(c) >= 2)


def sweep(inst: dict, ds: tuple[int, ...]) -> list[tuple[int, tuple[int, ...], dict]]:
    """(d, composition, measurement) for every d of the grid the instance's mode admits."""
    out = []
    for d in ds:
        comp = composition(inst, d)
        if comp is None or _size(comp) < 2:  # no proper nonempty A on a one-point Omega
            continue
        out.append((d, comp, _point(comp, inst["family"], float(inst["q"]), int(inst["seed"]))))
    return out


_DMAX_ENUM = {"ci": 10, "deep": 12}  # exact enumeration of Omega (|Omega| <= 2^d points, Wolfe per x outside A)
_DMAX_MAJ = 10**6  # the closed form of the majority set (a binomial sum)


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    """A set A on Omega(d) at one size d in [3, 8]. Tight cases first: fixed small slice blocks (a 2-point slice block
    is where pi^s is least concentrated: a cylinder over it has b_A = ln(3)/2 at every d), cylinders and threshold
    sets (half-spaces) before points, balls, Gaussian-weighted thresholds and random sets; the cube's majority set
    {sum x <= 0} (closed form at any d); shares and slice levels 1/2 first, any level in [0, 1] (mu, nu anywhere in
    [-1, 1], extreme slices included)."""
    share = with_edges(st.floats(0.0, 1.0), 0.5, 0.0, 1.0)
    inst = {"mode": draw(st.sampled_from(MODES)),
            "family": draw(st.sampled_from(["cylinder", "majority", "halfspace", "point", "ball", "weighted",
                                            "random", "point"])),  # points twice: half of them on the cube
            "q": float(draw(with_edges(st.floats(0.05, 0.95), 0.5, 0.25, 0.75))),
            "s2": draw(st.integers(2, 3)), "s3": draw(st.sampled_from([0, 2, 3])),
            "f2": float(draw(with_edges(st.floats(0.0, 0.6), 0.25, 0.5))),
            "f3": float(draw(with_edges(st.floats(0.0, 0.4), 0.25, 0.0))),
            "p2": float(draw(share)), "p3": float(draw(share)),
            "d": int(draw(with_edges(st.integers(3, 8), 8, 3))), "seed": draw(SEEDS)}
    if inst["family"] == "majority" or (inst["family"] == "point" and not draw(st.booleans())):
        inst["mode"] = "cube"  # the majority set lives on the cube; a point of the cube half the time (closed form)
    if _closed_form(inst):  # any size: d log-uniform up to the closed form's range
        hi = 1000.0 if inst["family"] == "point" else 1e4
        inst["d"] = int(round(float(draw(with_edges(log_uniform(3.0, hi), hi, 3.0)))))
    c = composition(inst, inst["d"])
    assume(c is not None and _size(c) >= 2)  # e.g. a slice-only Omega at mu = +-1 is a single point
    return inst


def _closed_form(inst: dict) -> bool:
    """The majority set of the cube, and a point of the cube (b_A = ln 3 at every d: P[A] E exp(b d_T^2) =
    ((1 + e^b)/4)^d, d_T^2 the Hamming distance), have b_A in closed form at any d."""
    return inst["family"] == "majority" or (inst["family"] == "point" and inst["mode"] == "cube")


def _measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = 1/b_A, b_A = sup{b : P[A] E exp(b d_T(., A)^2) <= 1} at the instance's size d (exact enumeration; the
    majority set in closed form); quantities (d, P[A])."""
    from thmcheck.models.chenli.appA_talagrand import majority_b

    del ctx  # exact enumeration in numpy float64
    d = int(inst["d"])
    if inst["family"] == "majority":
        if d > _DMAX_MAJ:
            raise SolverFailure(f"d = {d} (cap {_DMAX_MAJ})")
        b = majority_b(d)
        return Measurement(1.0 / b, {"d": d, "pA": 0.5}, {"b_A": b, "min_size_A": 1, "closed form": "majority_b",
                                                            "d": d})
    if _closed_form(inst):  # a point of the cube
        if d > 1000:
            raise SolverFailure(f"d = {d}: P[A] = 2^-d underflows past d = 1000")
        return Measurement(1.0 / math.log(3.0), {"d": d, "pA": 2.0**-d}, {"b_A": math.log(3.0), "min_size_A": 1,
                                                                           "closed form": "ln 3", "d": d})
    comp = composition(inst, d)
    if comp is None or _size(comp) < 2:
        return Measurement(0.0, {"d": d, "pA": 1.0}, {"min_size_A": 1, "omega_ok": -1.0, "d": d})
    if d > _DMAX_ENUM[experiment_scale()]:
        raise SolverFailure(f"d = {d}: 2^d points of Omega enumerated (cap {_DMAX_ENUM[experiment_scale()]})")
    r = _point(comp, inst["family"], float(inst["q"]), int(inst["seed"]))
    b = float(r["b"])
    terms = {"(d1,d2,k2,d3,k3)": comp, "b_A": b, "P[A]": r["p_A"], "|A|/|Omega|": f"{r['size_A']}/{r['n']}",
             "E d_T^2": r["mean_dT2"], "d_T certificate gap": r["gap"],
             "A.10 max |d_T(x)^2 - d_T(y)^2|, y in N(x) (printed <= 2)": r["jump"],
             "A.10 max Gamma(d_T)^2 (printed <~ 1)": r["gamma_sq"], "min_size_A": r["size_A"], "omega_ok": 1.0,
             "d": d}
    return Measurement(1.0 / b if b > 0 else math.inf, {"d": d, "pA": float(r["p_A"])}, terms)


LEMMA_A9 = Claim(
    id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Corollary A.12 (with Lemmas A.9, A.10, Definition A.8), Appendix A.2, {SEED_FILE} L3411-L3530",
    statement="pi = pi^s_{mu,nu;d1,d2,d3} uniform on Omega = {+-1}^{d1} x S_{d2,mu} x S_{d3,nu}, d_T(x, A) = "
              "max_{alpha in S^{d-1}} min_{y in A} sum_i alpha_i 1[x_i != y_i] (Def. A.8). There is an absolute "
              "constant b > 0 such that P_pi[x in A] E_pi[exp(b d_T(., A)^2)] <= 1 for every A subset of Omega "
              "(Cor. A.12, proved from Lemma A.9 applied to f = c d_T^2 through Lemma A.10). Checked as a uniform "
              "statement over b: with b_A := sup{b : P[A] E exp(b d_T^2) <= 1}, some b > 0 works iff 1/b_A is "
              "bounded over every d, Omega and A (<~ 1).",
    kind="probabilistic",
    comparison="<=",
    bound=B.corA12_shape,
    measure=_measure,
    strategy=_instances,
    constants="hidden", uniform=True,
    assumptions=(Assumption("A nonempty", "A is a nonempty subset of Omega (d_T(x, {}) = +inf)",
                            lambda q: q["min_size_A"] - 1),
                 Assumption("Omega", "Omega(d) of the instance's mode has at least two points",
                            lambda q: q.get("omega_ok", 1.0))),
    directions=(
        Direction("d -> inf (the set family at a growing size)", "d", INF, how="path",
                  move=lambda inst, t: {**inst, "d": int(round(t))},
                  points=(3.0, 5.0, 8.0, 10.0, 30.0, 100.0, 1000.0, 10000.0, 100000.0),
                  reason="the size of Omega; enumerated families stop at d = 10 (ci; 12 deep: a SolverFailure past "
                         "it), the cube's majority set {sum x <= 0} (b_A -> 8/9) and a point of the cube (b_A = ln 3, "
                         "P[A] = 2^-d, to d = 1000) go on in closed form"),
        Direction("P[A] -> 0", "q", 0.0, how="path", move=lambda inst, t: {**inst, "q": float(t)},
                  points=(0.5, 0.2, 0.1, 0.05, 0.02, 0.01),
                  reason="the level of threshold / cylinder / ball / random sets: a small set is far from most points"),
        Direction("Omega's composition and the family of A", "mode", INF, how="search",
                  reason="fixed small slice blocks plus a cube block, blocks in proportions, cube only, slice only; "
                         "slice levels anywhere in [-1, 1]; cylinders, half-spaces, points, balls, weighted "
                         "thresholds, random sets, the majority set"),
    ),
    notes="Exact, no Monte Carlo. d_T(x, A) = distance from 0 to conv{1[x != y] : y in A} (alpha >= 0 wlog since "
          "1[.] >= 0; min over A = min over its hull; von Neumann minimax), solved for every x outside A by "
          "Wolfe's min-norm-point algorithm; the value used is the certified LOWER bound min_y <alpha, 1[x != y]> at "
          "alpha = z/||z|| (a feasible alpha of the printed max-min; gap to ||z|| ~1e-15, in the terms), so the "
          "computed b_A = sup{b : P[A] E exp(b d_T^2) <= 1} (bracketed root) is an UPPER bound of the true b_A >= "
          "b*(d) = inf_A b_A, and a shrinking b_A(d) is a sound violation direction. The hidden b is checked as "
          "'bounded below': the fitted exponent of b_A(d) over the d-grid (99 % interval, stat) must be >= 0. "
          "Families of Omega(d): fixed small slice blocks (d2, d3 in {2, 3}) plus a growing cube block, blocks in "
          "proportions, cube only, slice only; slice levels anywhere in [-1, 1]. Families of A(d): cylinders, "
          "half-spaces {sum x <= t}, points, Hamming balls, Gaussian-weighted thresholds, random sets (shares q). "
          "Measured (ci grid, and d <= 12): b_A >= ln(3)/2 = 0.549 everywhere (attained by a cylinder over a "
          "2-point slice block: two coordinates that can only flip together), ln 3 for points of the cube, "
          "1.35-1.70 for cube half-spaces (parity oscillation), growing for random sets; exhaustive search over "
          "all subsets at |Omega| <= 8 and local search at d = 6, 7 find nothing below ln(3)/2 (ln 3 on the cube). "
          "A decaying fit on a finite grid may be a transient: the cube half-space {sum x <= 0} (closed form "
          "thmcheck.models.chenli.appA_talagrand.majority_b, equal to the solver at d <= 10) has b_A = 1.53, 1.40, 1.17, 0.995, "
          "0.926, 0.901 at d = 10, 20, 100, 10^3, 10^4, 10^5, decreasing to its Gaussian limit 8/9 > 0. So "
          "'asymptotic' was uncertified and a crossing only potential while this was a fit; as a uniform check "
          "(round 5: lhs = 1/b_A at one d, shape 1, bounded iff some b works) the d-path of the majority set runs "
          "in closed form to d = 1e5 and levels off at 9/8 (no divergence), and nothing in the search exceeds "
          "1/(ln(3)/2) = 1.82. Lemma A.10 in the terms: the printed Lipschitz bound "
          "|d_T(x)^2 - d_T(y)^2| <= 2 for y in N(x) (tight: a point next to a transposition in a slice block) "
          "and max_x Gamma(d_T)^2 (printed '<~ 1'; with the chain's own normalisation the (152) argument gives "
          "<= 4, attained by a point of a slice block). Planted wrong shapes: b_A >~ d^{1/2} (wrong along d) and "
          "b_A >~ log(2/P[A]) (wrong along P[A] -> 0: a point of the cube has P[A] = 2^-d and b_A = ln 3). The round-4 explicit-b mutants (b = 1, b = 0.6 against ln(3)/2 = "
          "0.549) are explicit constants, not shapes: tests/test_chenli_talagrand.py keeps the ln(3)/2 value.",
    mutants={"b_A >~ d^{1/2} (1/b_A <~ d^{-1/2}), wrong along d": lambda d, pA: d**-0.5,
             "b_A >~ log(2/P[A]) (growing for small sets), wrong along P[A] -> 0": lambda d, pA: 1 / math.log(2 / pA)},
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}, "deep": {"max_examples": 400, "budget_s": 3600.0}},
    domain=(Param("q", 0.0, 1.0, lo_closed=False, hi_closed=False, text="every A subset Omega (level q of "
                  "threshold / cylinder sets)", unreached="q in [0.05, 0.95] in the search, to 0.01 on the P[A]-path"),
            Param("d", 1, INF, integer=True, key="d", text="any d = d1 + d2 + d3",
                  unreached="d in [3, 8] in the search, 10 on the path (exact enumeration); the majority set in "
                            "closed form to 1e5")),
)


RECORDS: list[Claim] = [
    # chenli.thmA.15 is checked as restated since round 7 (checks/papers/chenli/r7_chenliH.py).
]


CLAIMS: list[Claim] = [LEMMA_A9, *RECORDS]
