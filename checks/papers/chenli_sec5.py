"""chenli Section 5 hidden-constant lemmas (part B): Lemmas 5.8, 5.9 (bilinear anti-concentration on cube x slices)
and 5.16 (restricted bilinear test vectors), by exact enumeration (no Monte Carlo).

Catalog: ``shared/claims/chenli.md``; paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Bounds: ``bounds.chenli_sec5``;
measurements: ``models.chenli_sec5``. Every constant is hidden, so each claim is a fitted exponent with its interval.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
import torch
from hypothesis import strategies as st

from bounds import chenli_sec5 as B
from checks.claim import Assumption, Claim, Ctx, Measurement, uncertified
from checks.domain import INF, Param
from checks.profiles import experiment_scale
from checks.stats import fit_exponent
from checks.strategies import SEEDS, with_edges

PAPER = "chenli"
SEED_FILE = "shared/seeds/000_7ee2e1d97e13a266.txt"

_SECTION4 = uncertified("section4", "Assumptions 3-4 of Section 4 with their hidden '<<' (log^c(dmk)/(kappa lambda) << "
                        "r_Theta << d^{1/4}, upsilon << sqrt(d)/r_Theta^2), which need d far beyond enumerable sizes")


def _theta(family: str, d: int, F: float, rng: np.random.Generator) -> np.ndarray:
    """Theta of Frobenius norm F: 'orthogonal' (Haar, +-1 singular signs: r_Theta = d, upsilon = 1), 'gaussian'
    (r_Theta ~ d/4), 'heavy' (one heavy column on a Gaussian background: upsilon ~ 2-3, r_Theta ~ 4-6)."""
    if family == "orthogonal":
        T = np.linalg.qr(rng.normal(size=(d, d)))[0] @ np.diag(np.resize([1.0, -1.0], d)) @ \
            np.linalg.qr(rng.normal(size=(d, d)))[0]
    elif family == "gaussian":
        T = rng.normal(size=(d, d))
    else:
        T = rng.normal(size=(d, d))
        T[:, rng.integers(d)] *= 2.5
    return F * T / np.linalg.norm(T)


def _stable_rank(T: np.ndarray) -> float:
    return float(np.linalg.norm(T) ** 2 / np.linalg.norm(T, 2) ** 2)


def _upsilon(T: np.ndarray) -> float:
    """Smallest upsilon with every column and row norm <= upsilon ||Theta||_F/sqrt(d) (Assumption 4, first part)."""
    d = T.shape[0]
    return float(max(np.linalg.norm(T, axis=0).max(), np.linalg.norm(T, axis=1).max()) * math.sqrt(d)
                 / np.linalg.norm(T))


# ------------------------------------------------------------------------------ Lemma 5.16 (L1108-L1190)

_L516_CFG = {"ci": {"ds": tuple(range(3, 10)), "k": 2}, "deep": {"ds": tuple(range(3, 12)), "k": 2}}


@st.composite
def _lemma5_16_instances(draw: st.DrawFn) -> dict:
    """Theta family and Frobenius norm F (fixed along the sweep d = 3..9; a fresh Theta at each d from the seed)."""
    return {"family": draw(st.sampled_from(["orthogonal", "gaussian", "heavy"])),
            "F": float(draw(with_edges(st.floats(1.0, 8.0), 8.0, 1.0))), "seed": draw(SEEDS)}


def _lemma5_16_measure(inst: dict, ctx: Ctx) -> Measurement:
    from models.chenli_sec5 import jsx_matrix_exact, restricted_deviation

    cfg = _L516_CFG[experiment_scale()]
    rng = np.random.default_rng(inst["seed"])
    k = cfg["k"]
    ds, dense, allp, ops, where = [], [], [], [], []
    for d in cfg["ds"]:
        T = torch.as_tensor(_theta(inst["family"], d, inst["F"], rng), dtype=torch.float64, device=ctx.device)
        D = jsx_matrix_exact(T, k) - k * torch.eye(d, dtype=torch.float64, device=ctx.device)
        rd = restricted_deviation(D, min_d2=d / 2)
        ds.append(d)
        dense.append(rd["xi"])
        where.append((rd["S"], rd["T"]))
        allp.append(restricted_deviation(D)["xi"])
        ops.append(float(torch.linalg.matrix_norm(D, 2)))
    fit = dataclasses.replace(fit_exponent(np.array(ds, dtype=float), np.array(dense)), waiver=(
        "exact values, no sampling noise: the deviation by enumeration of all 2^{kd} X, which caps the grid at "
        "d = 9 (ci) and 11 (deep), less than a decade"))
    terms = {"ds": ds, "dense_dev": [round(x, 5) for x in dense], "argmax_|S|,|T|": where,
             "all_pairs_dev": [round(x, 5) for x in allp], "op_norm_dev": [round(x, 5) for x in ops], "k": k,
             "r2": fit.r2, "exact": "enumeration of all 2^{kd} X"}
    return Measurement(fit.exponent, {}, terms, lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMA5_16 = Claim(
    id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Lemma 5.16, Section 5.4, {SEED_FILE} L1108-L1190",
    statement="Let v, w in {0,1}^d with v = w or disjoint supports; d3 = 0 (v = w) or min(|v|, |w|), d2 = max(|v|, "
              "|w|). Then |v^T(E_X[X^T J softmax(X Theta X^T) X] - k Id) w|/sqrt(d2 d3) <= delta* := Theta~(k^{14/3}"
              "(r^{1/4}/d2^{1/4} + 1/r^{1/4} + r^{1/8} sqrt(upsilon)/d^{1/4})^{1/3} + k^5 (upsilon sqrt(r)/sqrt d)^C) "
              "(for v = w the normalisation is 1/d2: the printed sqrt(d2 d3) = 0 is a typo).",
    kind="rate",
    comparison="<=",
    bound=B.lemma5_16_exponent,
    measure=_lemma5_16_measure,
    strategy=_lemma5_16_instances,
    constants="hidden",
    assumptions=(_SECTION4,),
    notes="Exact, no Monte Carlo: E[X^T J softmax(X Theta X^T) X] (X^T J S X = (X^T 1)(1^T S X)) by enumerating all "
          "2^{kd} sign matrices (k = 2, d = 3..9 under ci, ..11 under deep; X -> -X symmetry halves the sum), then "
          "the max over ALL equal-or-disjoint (S, T) with d2 = max(|S|, |T|) >= d/2 (3^d enumeration) of "
          "|1_S^T (E - kI) 1_T|/sqrt(|S||T|) (1/|S| for S = T). Dense pairs because that is where delta* decays "
          "(for d2 >= d/2 and the admissible choice r_Theta = sqrt d, delta* ~ d^{-1/24} polylog); for sparse pairs "
          "delta* >= k^{14/3} is a constant. Weakest consequence checked: fitted exponent in d (99 % interval, "
          "stat) <= 0. Measured about -0.3 to -0.5 (orthogonal Theta: 0.56 -> 0.30 over d = 4..10 at F = 2); the "
          "all-pairs max and the operator norm are in the terms (they feed Lemma 5.22 / Thm 5.1). Assumptions 3-4 "
          "with their '<<' (r_Theta << d^{1/4}) cannot hold at enumerable d, so a crossing is only potential; the "
          "planted wrong exponent (-1, a 1/d decay) is killed with those requirements granted.",
    mutants={"a 1/d decay (exponent -1)": lambda: -1.0},
    settings={"ci": {"max_examples": 3, "budget_s": 4.0}, "deep": {"max_examples": 30, "budget_s": 1800.0}},
    domain=(Param("F", 0.0, INF, lo_closed=False, text="||Theta||_F (Assumption 6: log(kd) << ||Theta||_F)",
                  unreached="F in [1, 8] fixed along the sweep d = 3..9 (exact expectations over {+-1}^{k x d})"),),
)


# ------------------------------------------------------------------------------ Lemmas 5.8 / 5.9 (L605-L755)

_SS = tuple(2.0 ** -j for j in range(2, 8))  # s = 1/4 .. 1/128
_MAX_PAIRS = {"ci": 1_200_000, "deep": 4_000_000}


def _fit_d1(d1: int, sizes: list[int]) -> int:
    """The largest cube block <= d1 whose enumeration (2^{2 d1} times the slice supports) fits the profile's cap."""
    cap = _MAX_PAIRS[experiment_scale()]
    while d1 > 0 and 4**d1 * math.prod(sizes) > cap:
        d1 -= 1
    return d1


def _central_count(m: int, c: float, side: str, rng: np.random.Generator) -> int:
    """a = (1 + mu) m / 2 entries +1 with |mu| <= c/sqrt(m) exactly (integers: |2a - m| sqrt(m) <= c m)."""
    lo = math.ceil(m / 2 - c * math.sqrt(m) / 2 - 1e-12)
    hi = math.floor(m / 2 + c * math.sqrt(m) / 2 + 1e-12)
    while abs(2 * lo - m) * math.sqrt(m) > c * m:
        lo += 1
    while abs(2 * hi - m) * math.sqrt(m) > c * m:
        hi -= 1
    return {"max": hi, "min": lo, "random": int(rng.integers(lo, hi + 1))}[side]


@st.composite
def _lemma5_8_instances(draw: st.DrawFn) -> dict:
    """Bullet (i): d2, d3 >= 4 (so that 1 <= c <= sqrt(min(r, d2, d3))/2 has room), slices at the extreme allowed
    |mu| = c/sqrt(d2) first (x and y on the same or opposite extreme), a cube block d1 <= 6 (the largest that the
    enumeration cap allows first: small supports only add lattice atoms, which the s-free terms cover); Theta orthogonal,
    Gaussian or with a heavy column; r_Theta := the stable rank (the largest admissible value)."""
    d2, d3 = draw(st.integers(4, 6)), draw(st.integers(4, 6))
    d1 = _fit_d1(6 - draw(st.integers(0, 6)), [math.comb(d2, d2 // 2) ** 2, math.comb(d3, d3 // 2) ** 2])
    seed = draw(SEEDS)
    fam = draw(st.sampled_from(["heavy", "orthogonal", "gaussian"]))
    rng = np.random.default_rng(seed)
    T = _theta(fam, d1 + d2 + d3, float(draw(st.floats(1.0, 10.0))), rng)
    cmax = math.sqrt(min(_stable_rank(T), d2, d3)) / 2
    if cmax < 1:
        T = _theta("orthogonal", d1 + d2 + d3, float(np.linalg.norm(T)), rng)
        fam, cmax = "orthogonal", math.sqrt(min(d1 + d2 + d3, d2, d3)) / 2
    c = 1.0 + draw(st.floats(0.0, 1.0)) * (cmax - 1.0)
    sides = draw(st.sampled_from([("max", "min"), ("max", "max"), ("random", "random")]))
    counts = [_central_count(d2, c, sides[0], rng), _central_count(d3, c, sides[0], rng),
              _central_count(d2, c, sides[1], rng), _central_count(d3, c, sides[1], rng)]
    return {"family": fam, "theta": T, "d1": d1, "d2": d2, "d3": d3, "c": c, "a2": counts[0], "a3": counts[1],
            "b2": counts[2], "b3": counts[3], "seed": seed}


@st.composite
def _lemma5_9_instances(draw: st.DrawFn) -> dict:
    """Any slices, extreme ones first (mu = +-1: a whole block frozen), d2, d3 <= 3 (the lemma's d2, d3 <~ r^2),
    the cube block d1 = 5..9 (largest first, within the enumeration cap) carrying the randomness."""
    d2, d3 = draw(st.integers(1, 3)), draw(st.integers(0, 3))
    mode = draw(st.sampled_from(["extreme", "random"]))
    if mode == "extreme":
        counts = [draw(st.sampled_from([0, m])) for m in (d2, d3, d2, d3)]
    else:
        counts = [draw(st.integers(0, m)) for m in (d2, d3, d2, d3)]
    d1 = _fit_d1(9 - draw(st.integers(0, 4)), [math.comb(m, a) for m, a in zip((d2, d3, d2, d3), counts)])
    seed = draw(SEEDS)
    fam = draw(st.sampled_from(["heavy", "orthogonal", "gaussian"]))
    rng = np.random.default_rng(seed)
    T = _theta(fam, d1 + d2 + d3, float(draw(st.floats(1.0, 10.0))), rng)
    return {"family": fam, "theta": T, "d1": d1, "d2": d2, "d3": d3, "a2": counts[0], "a3": counts[1],
            "b2": counts[2], "b3": counts[3], "seed": seed}


def _small_ball_measure(inst: dict, ctx: Ctx) -> Measurement:
    from models.chenli_sec5 import cube_slice_support, small_ball_profile

    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    xs = cube_slice_support(d1, d2, inst["a2"], d3, inst["a3"])
    ys = cube_slice_support(d1, d2, inst["b2"], d3, inst["b3"])
    if xs.shape[0] * ys.shape[0] > _MAX_PAIRS["deep"]:  # the strategies never draw such sizes
        raise ValueError("instance too large for exact enumeration")
    T = np.asarray(inst["theta"], dtype=float)
    ss = np.array(_SS)
    q = small_ball_profile(T, xs, ys, ss)
    fit = fit_exponent(ss, q)
    d = d1 + d2 + d3
    mus = [(2 * inst["a2"] - d2) / d2 if d2 else 0.0, (2 * inst["b2"] - d2) / d2 if d2 else 0.0]
    nus = [(2 * inst["a3"] - d3) / d3 if d3 else 0.0, (2 * inst["b3"] - d3) / d3 if d3 else 0.0]
    r = _stable_rank(T)
    ups = _upsilon(T)
    terms = {"Q(s)": [float(f"{x:.5g}") for x in q], "s": list(_SS), "pairs": int(xs.shape[0] * ys.shape[0]),
             "r2": fit.r2, "r_Theta": r, "upsilon": ups, "d": d, "mu,mu'": mus, "nu,nu'": nus,
             "upsilon^3 r^3/sqrt d": ups**3 * r**3 / math.sqrt(d),
             "c_slack": (min(math.sqrt(min(r, d2, d3)) / 2 - inst["c"], inst["c"] - 1.0) if "c" in inst else 0.0),
             "mean_slack": (min(inst["c"] - max(abs(m) for m in mus) * math.sqrt(d2),
                                inst["c"] - max(abs(v) for v in nus) * math.sqrt(d3)) if "c" in inst else 0.0)}
    return Measurement(fit.exponent, {}, terms, lhs_interval=(fit.lo, fit.hi), stat=fit)


_SMALL_BALL_NOTES = (
    "Exact, no Monte Carlo: x and y range over the whole support of pi^s (cube block enumerated, slices as all "
    "strings with the given number of +1), every pair equally likely; Q(s) = sup_t P[|x^T Theta y - t| <= s "
    "||Theta||_F] is the largest count in a closed window of width 2 s ||Theta||_F over the sorted values "
    "(relative widening 1e-12 against rounding). s = 1/4 .. 1/128; the fitted exponent of Q(s) in s (99 % "
    "interval, stat) must be >= 1/2 (the s^{1/2} term; the s-free terms must be negligible for the slope to be "
    "implied, which needs the hidden constants: uncertified, so a crossing is only potential and no mutant can be "
    "'violated'; sensitivity checked by hand: a claimed s^{3/2} is crossed on every instance). r_Theta := the stable "
    "rank ||Theta||_F^2/||Theta||_op^2 (the largest value Assumption 3's first inequality admits).")

LEMMA5_8 = Claim(
    id="chenli.lemma5.8",
    paper=PAPER,
    source=f"Lemma 5.8, Section 5.2, {SEED_FILE} L605-L706",
    statement="mu, mu' multiples of 1/d2, nu, nu' multiples of 1/d3 with |mu|, |mu'| <= c/sqrt(d2) for 1 <= c <= "
              "sqrt(min(r_Theta, d2, d3))/2 and (i) |nu|, |nu'| <= c/sqrt(d3) or (ii) |nu|, |nu'| <= 0.9, d3 <= "
              "min(d/(8 upsilon^2), sqrt(d r_Theta)/(8 c upsilon)). Then for x ~ pi^s_{mu,nu}, y ~ pi^s_{mu',nu'} and "
              "s, t > 0: P[|x^T Theta y - t| <= s ||Theta||_F] <~ s^{1/2} + (c^2 upsilon sqrt(r_Theta)/sqrt d)^C + "
              "exp(-Omega(r_Theta)).",
    kind="probabilistic",
    comparison=">=",
    bound=B.lemma5_8_small_ball_exponent,
    measure=_small_ball_measure,
    strategy=_lemma5_8_instances,
    constants="hidden",
    assumptions=(Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"]),
                 Assumption("means", "|mu|, |mu'| <= c/sqrt(d2), |nu|, |nu'| <= c/sqrt(d3) (bullet (i); integer "
                            "slice counts)", lambda q: q["mean_slack"] + 1e-12),
                 _SECTION4,
                 uncertified("negligible", "(c^2 upsilon sqrt(r)/sqrt d)^C + exp(-Omega(r)) << s^{1/2} on the s-grid")),
    notes=_SMALL_BALL_NOTES + " Bullet (i) only (bullet (ii) with |nu| <= 0.9 needs d3 >= 2 <= d/8, i.e. d >= 16: "
          "beyond exact enumeration). Measured exponents 0.87-1.0 (Gaussian regime: Q(s) ~ s).",
    mutants={"small-ball exponent 3/2": lambda: 1.5},
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    domain=(Param("c", 1.0, INF, text="1 <= c <= sqrt(min(r_Theta, d2, d3))/2",
                  unreached="d2, d3 in [4, 6] cap c at sqrt(6)/2: exact enumeration of the slices"),
            Param("d2", 1, INF, integer=True, text="block 2", unreached="d2 in [4, 6] (enumeration)"),
            Param("d3", 1, INF, integer=True, text="block 3", unreached="d3 in [4, 6] (enumeration)")),
)

LEMMA5_9 = Claim(
    id="chenli.lemma5.9",
    paper=PAPER,
    source=f"Lemma 5.9, Section 5.2, {SEED_FILE} L708-L755",
    statement="mu, mu' any multiples of 1/d2, nu, nu' any multiples of 1/d3; if d2, d3 <~ r_Theta^2, x ~ "
              "pi^s_{mu,nu}, y ~ pi^s_{mu',nu'}, s, t > 0: P[|x^T Theta y - t| <= s ||Theta||_F] <~ s^{1/2} + "
              "upsilon^3 r_Theta^3/sqrt d.",
    kind="probabilistic",
    comparison=">=",
    bound=B.lemma5_9_small_ball_exponent,
    measure=_small_ball_measure,
    strategy=_lemma5_9_instances,
    constants="hidden",
    assumptions=(_SECTION4,
                 uncertified("small_blocks", "d2, d3 <~ r_Theta^2 (hidden constant)"),
                 uncertified("negligible", "upsilon^3 r_Theta^3/sqrt d << s^{1/2} on the s-grid (it is >= 1 here: "
                             "the lemma is vacuous at enumerable d)")),
    notes=_SMALL_BALL_NOTES + " Extreme slices first (mu = +-1 freezes a block, the cube block d1 = 5..9 carries the "
          "randomness). upsilon^3 r^3/sqrt d >= 1 at every enumerable instance (terms), so the printed bound is "
          "vacuous here; the slope is what the lemma says in its meaningful regime.",
    mutants={"small-ball exponent 3/2": lambda: 1.5},
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    domain=(Param("d2", 1, INF, integer=True, text="any d2 (d2, d3 <~ r_Theta^2)",
                  unreached="d2 <= 3, d1 <= 9: exact enumeration of x, y"),
            Param("d3", 0, INF, integer=True, text="any d3", unreached="d3 <= 3 (enumeration)")),
)


CLAIMS = [LEMMA5_16, LEMMA5_8, LEMMA5_9]
