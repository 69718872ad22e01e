"""thesis, Chapters 2-3, round 23 (helper thesisX2): hidden constants checked along a parameter their base claims
quantify over but never moved (task lists thesisX_onelimit / thesisX_narrowed).

thesis.ch3.eqB.<n>-m: the Chapter 3 graph-transformer displays of the proof of Lemma B.3.2 ((B.120), (B.121), (B.123),
(B.139), (B.140), (B.142), (B.153), (B.154), (B.157), (B.158), (B.159), (B.160), (B.161)) hold 'when m >= M^2 log N'
with one hidden constant: the base claims (r19_thesisB2, r20_thesisB, r20_thesisB4) follow B only and draw m in [71,
512]. Here the same measure, bound, draw and width lift (gt80_lift: m >= M^2 ln N on the copies of the graph), with
the m path 512 .. 131072 (each point a new network of that width at the drawn seed, B, t, eta; a run of 20 steps at m =
131072 costs ~0.6 s). The ratios fluctuate from network to network (a factor ~5 on (B.139)-(B.157), whose shape has the
step's K(t) in the denominator) without a trend in m.

thesis.ch2.lemmaA.2.6-N: Hoeffding's inequality (A.12) along N -> inf, the sample count the base claim draws up to
2000 (equal weights) only: N up to 10^6 along a large-deviation path (equal weights, centred Bernoulli(p), t a fixed
fraction of the support's max N max(p, 1-p) s a), the exact binomial tail in logs (vectorised, the base claim's own
measure)."""

from __future__ import annotations

import dataclasses
import math

from hypothesis import strategies as st

from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import ch2_vit as CH2
from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
from thmcheck.checks.papers.thesis import r19_thesisB2 as R19B2
from thmcheck.checks.papers.thesis import r20_thesisB as R20B
from thmcheck.checks.papers.thesis import r20_thesisB4 as R20B4
from thmcheck.checks.papers.thesis._common import INF, ProfilePoints
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

# --------------------------------------------------------------------------- Chapter 3: m -> inf

M_PATH = ProfilePoints((512.0, 2048.0, 8192.0, 32768.0), (512.0, 2048.0, 8192.0, 32768.0, 131072.0))
M_CAP = 131072  # the path's end (a run of 20 steps ~0.6 s); a capped move repeats the last point
M_IDS = ("120", "121", "123", "139", "140", "142", "153", "154", "157", "158", "159", "160", "161")


def _move_m(inst: dict, x: float) -> dict:
    """m = x on the drawn network's seed, B, t, eta (lifted to M^2 ln N on the copies, as the base claims' draw)."""
    return R16B.gt80_lift({**inst, "m": min(int(x), M_CAP)})


M_DIRECTION = Direction(
    "m -> inf (a new network of width m at the drawn seed, B, t, eta; m >= M^2 ln N on the copies)", "m", INF,
    move=_move_m, points=M_PATH, grows=("m",),
    reason="Lemma B.3.2 holds 'when m >= M^2 log N' with one hidden constant: the width has no upper end, so the "
           "ratio must stay bounded as m grows (ci 512 .. 32768, dev/deep to 131072, every factor 4)")


@st.composite
def _m_instances(draw: st.DrawFn) -> dict:
    """The base claims' draw (seed, m, B, t, eta; m lifted to M^2 ln N on the copies) with m over the path's range:
    seed (atom 0), m = 512 (atom) or log-uniform on [512, 131072], B = 8 (atom) or log-uniform on [2, 16] (a run at B =
    64, m = 131072 takes ~20 s; B to 256 at m <= 512 and the B path are the base claims'), t = 20
    (atom: every step t' < 20 checked) or 1..20, eta in {0.2, 0.1, 0.05}."""
    return R16B.gt80_lift({"seed": draw(st.one_of(st.just(0), SEEDS)),
                           "m": int(draw(st.one_of(st.just(512.0), log_uniform(512.0, float(M_CAP))))),
                           "B": int(draw(st.one_of(st.just(8), log_uniform(2.0, 16.0)))),
                           "t": draw(st.one_of(st.just(20), st.integers(1, 20))),
                           "eta": draw(st.sampled_from([0.2, 0.1, 0.05]))})


@st.composite
def _m_instances_gamma(draw: st.DrawFn) -> dict:
    """_m_instances with gamma_d drawn as the base claims (r19_thesisB2) draw it: atoms 0.4, 0.9, else [0.1, 0.95]."""
    inst = draw(_m_instances())
    return {**inst, "gamma_d": float(draw(st.one_of(st.sampled_from([0.4, 0.9]), st.floats(0.1, 0.95))))}


def _with_m(measure):  # noqa: ANN001, ANN202
    """The base measure with the width m among the quantities (the m-shaped mutants read it)."""
    def run(inst: dict, ctx: Ctx) -> Measurement:
        ms = measure(inst, ctx)
        return dataclasses.replace(ms, quantities={**ms.quantities, "m": float(inst["m"])})
    return run


def _mut_over_m(**q: object) -> float:
    """Mutant of a '<=' display: the shape (1) times exp(-(m - 512)/2048) (wrong along m -> inf)."""
    return math.exp(-(float(q["m"]) - 512.0) / 2048.0)


def _mut_times_m(**q: object) -> float:
    """Mutant of a '>=' display: the shape (1) times (m / 512)^2 (wrong along m -> inf)."""
    return (float(q["m"]) / 512.0) ** 2


def _m_domain(base: Claim) -> tuple:
    out = [p for p in base.domain if p.name not in ("m", "B")]
    out.append(Param("B", 1, INF, integer=True, far=16, text="batch B ('B >= Omega(eps^-2 log N)')",
                     unreached="B in [2, 16] drawn here (cost: a run at B = 64, m = 131072 takes ~20 s); B to 256 "
                               "(m <= 512) and the B path to 512 are the base claim's"))
    out.append(Param("m", 71, INF, integer=True, far=131072, text="m >= M^2 log N (Lemma B.3.2)",
                     unreached="m in [512, 131072] drawn (the base claim: [71, 512]), the m path 512 .. 32768 in ci "
                               "and to 131072 under dev/deep (~0.6 s a run of 20 steps)"))
    return tuple(out)


def _has_gamma(base: Claim) -> bool:
    return any(p.name == "gamma_d" for p in base.domain)


_BASE = {c.id: c for c in (*R19B2.CLAIMS, *R20B.CLAIMS, *R20B4.CLAIMS)}
_M_EVIDENCE = {
    "139": "(B.139): ratio at m = 512, 2048, 8192, 32768, 131072 (B = 8, t = 20, eta = 0.2): seed 0 1.97, 1.79, 2.72, "
           "2.75, 1.73; seed 1 2.18, 8.87, 2.22, 12.9, 1.85; seed 2 2.02, 2.01, 2.01, 9.05, 7.58; seed 3 1.69, 7.82, "
           "2.30, 3.63, 3.32",
    "140": "(B.140): seed 0 2.92, 4.84, 3.29, 6.74, 4.76; seed 1 4.11, 6.55, 4.12, 20.9, 2.63; seed 2 4.34, 2.74, 2.26, "
           "4.21, 8.13; seed 3 3.83, 3.94, 9.59, 3.69, 7.04",
    "153": "(B.153): seed 0 4.24, 4.43, 4.25, 8.30, 2.22; seed 1 3.20, 5.46, 5.07, 16.4, 2.42; seed 2 4.03, 2.36, 2.96, "
           "6.58, 3.13; seed 3 4.24, 5.09, 3.40, 2.18, 3.07",
    "154": "(B.154): seed 0 7.6, 11.4, 9.0, 16.9, 20.5; seed 1 21.7, 59.2, 27.0, 41.0, 31.3; seed 2 12.9, 18.4, 14.4, "
           "6.4, 15.3; seed 3 8.0, 12.6, 28.4, 8.7, 14.9; dev (round 23): 'potential' on one path (x3.1 over 512 .. 131072, "
           "log-slope interval including 0), not settled: the ratio is not monotone in m on any seed above",
    "157": "(B.157): seed 0 0.67, 0.61, 0.70, 1.12, 0.70; seed 1 0.80, 2.62, 0.82, 5.12, 0.74; seed 2 1.00, 1.00, "
           "0.84, 4.24, 2.95; seed 3 0.67, 2.76, 0.88, 0.97, 1.44",
}
_FLAT = ("ratio at m = 512, 4096, 32768 (B = 8, t = 20, eta = 0.2): seed 0 {a}; seed 1 {b} (flat: the width does not "
         "enter the attention-side quantities compared)")
_M_FLAT = {
    "120": ("0.938, 0.938, 0.938", "1.252, 1.252, 1.252"), "121": ("1.179, 1.171, 1.193", "1.021, 1.020, 1.026"),
    "123": ("0.451, 0.450, 0.540", "0.737, 0.705, 0.604"), "142": ("0.981, 1.096, 1.077", "0.846, 0.891, 0.980"),
    "158": ("2.286, 2.274, 2.426", "1.645, 1.636, 1.646"), "159": ("0.648, 0.648, 0.648", "0.353, 0.353, 0.353"),
    "160": ("0.874, 0.874, 0.874", "1.212, 1.212, 1.212"), "161": ("1.179, 1.171, 1.193", "1.021, 1.020, 1.026"),
}

for _n in M_IDS:
    _b = _BASE[f"thesis.ch3.eqB.{_n}"]
    _ev = _M_EVIDENCE.get(_n) or _FLAT.format(a=_M_FLAT[_n][0], b=_M_FLAT[_n][1])
    CLAIMS.append(dataclasses.replace(
        _b, id=f"{_b.id}-m", catalog_id=_b.catalog_id or _b.id,
        statement=_b.statement + " Here along the width m -> inf (512 .. 131072), the base claim following B.",
        strategy=(_m_instances_gamma if _has_gamma(_b) else _m_instances), measure=_with_m(_b.measure),
        mutants={("the shape times (m / 512)^2" if _b.comparison == ">=" else "the shape times exp(-(m - 512)/2048)"):
                 (_mut_times_m if _b.comparison == ">=" else _mut_over_m)},
        directions=(M_DIRECTION,
                    Direction("t, B, eta, seed", "t", INF, how="search",
                              reason="drawn (t in 1..20, B in [2, 16], eta in {0.05, 0.1, 0.2}); B has its own path "
                                     "in the base claim"),
                    *[d for d in _b.directions if d.param == "gamma_d"]),
        domain=_m_domain(_b), expect="holds",
        evidence="No growth along m (hand runs, claim's measure; the networks differ from point to point, so the ratio "
                 "fluctuates by up to a factor ~5 on the coefficient bounds, without a trend): " + _ev + ".",
        eventually=("m",), readings=(), second_path="",
        notes="Round 23 (thesisX2): the base claim " + _b.id + " draws m in [71, 512] and has no m direction (task list "
              "thesisX_onelimit). The m path holds the drawn B fixed (B in [2, 16]): 'B >= Omega(eps^-2 log N)' is read at "
              "the drawn B here (eventually m only; the base claim follows B to 512 with B 'large enough'), so a "
              "growth along m at a fixed B counts. " + _b.notes,
        settings={"ci": {"max_examples": 1, "budget_s": 3.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0,
                         "refine": False, "shrink": False},
                  "dev": {"max_examples": 6, "min_valid": 1, "path_starts": 2, "path_decades": 0.0}},
    ))


# --------------------------------------------------------------------------- Lemma A.2.6 (A.12): N -> inf

N_CAP = 10**6   # the path's end: a capped move repeats the last point (no extension past it)


def _a26_full(inst: dict) -> dict:
    """The base claim's instance: the weight vector a = (w, ..., w) of length N materialised."""
    import numpy as np

    return {"family": "bern_eq", "s": float(inst["s"]), "p": float(inst["p"]), "t": float(inst["t"]),
            "a": np.full(int(inst["N"]), float(inst["w"]))}


def _a26N_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The base claim's exact measure (binomial tail in logs, vectorised over the N + 1 outcomes) on the materialised
    instance; the instance itself stays scalar (N, w), so the search's climb and the reports do not carry N floats."""
    return CH2._a26_measure(_a26_full(inst), ctx)


def _a26N_tmax(inst: dict) -> float:
    p = float(inst["p"])
    return float(inst["s"]) * max(p, 1 - p) * int(inst["N"]) * abs(float(inst["w"]))


def _a26_move_N(inst: dict, x: float) -> dict:
    """N = x at the drawn p, s, w, with t at the drawn fraction of the support's max N max(p, 1-p) s w (a large
    deviation: P = exp(-N I), shape K^2 ||a||^2 / t^2 ~ 1/N)."""
    frac = min(float(inst["t"]) / _a26N_tmax(inst), 0.999)
    new = {**inst, "N": min(int(x), N_CAP)}
    new["t"] = frac * _a26N_tmax(new)
    return new


@st.composite
def _a26N_instances(draw: st.DrawFn) -> dict:
    """Equal weights w, centred Bernoulli(p) (p log-uniform in [1e-4, 0.5]), s log-uniform in [1e-2, 1e2], N
    log-uniform in [2000, 10^5] (past the base claim's 2000), t a fraction in [1e-3, 0.999] of the support's max."""
    inst = {"family": "bern_eq", "s": draw(log_uniform(1e-2, 1e2)), "w": draw(log_uniform(1e-2, 1e2)),
            "N": int(draw(log_uniform(2000.0, 1e5))), "p": draw(log_uniform(1e-4, 0.5))}
    inst["t"] = draw(log_uniform(1e-3, 0.999)) * _a26N_tmax(inst)
    return inst


_A26 = next(c for c in CH2.CLAIMS if c.id == "thesis.ch2.lemmaA.2.6")
CLAIMS.append(dataclasses.replace(
    _A26, id="thesis.ch2.lemmaA.2.6-N", catalog_id="thesis.ch2.lemmaA.2.6", strategy=_a26N_instances,
    measure=_a26N_measure,
    assumptions=(Assumption("t below the support's max", "t < N max(p, 1-p) s w (beyond it P = 0)",
                            lambda v: _a26N_tmax(v) - float(v["t"])),),
    statement=_A26.statement + " Here along N -> inf (equal weights, centred Bernoulli, N from 2000 to 10^6).",
    directions=(Direction("N -> inf (equal weights, t a fixed fraction of the support's max)", "N", INF,
                          move=_a26_move_N, points=ProfilePoints((1e4, 3e4, 1e5, 1e6), (1e4, 3e4, 1e5, 3e5, 1e6)),
                          reason="(A.12) holds for every N with one absolute c: along a large deviation the tail "
                                 "exponent N I(frac) must stay above c frac^2 N / K^2"),
                Direction("t (a fraction of the support's max)", "t", INF, how="search",
                          reason="drawn over [1e-3, 0.999] of the support's max at each N (a bounded sum has P = 0 "
                                 "beyond it); t -> inf on an unbounded family is the base claim's Gaussian path"),
                Direction("Bernoulli p", "p", 0.0, how="search",
                          reason="drawn log-uniform in [1e-4, 0.5] (p and 1 - p mirror images); the p -> 0 path to "
                                 "1e-5 is the base claim's")),
    domain=(Param("N", 1, INF, integer=True, key="N", far=1e6, text="any N",
                  unreached="N in [2000, 10^5] drawn with equal weights, 10^6 on the path (the exact binomial tail "
                            "is O(N)); arbitrary weights only at N <= 10 (the base claim: all 2^N outcomes)"),
            Param("p", 0, 1, lo_closed=False, hi_closed=False, text="X_i any centred sub-Gaussian",
                  unreached="centred Bernoulli(p), p in [1e-4, 0.5] (Gaussian sums: the base claim, any N)"),
            Param("t", 0, INF, text="every t >= 0", unreached="t in [1e-3, 0.999] of the support's max")),
    mutants={"t^4 in place of t^2 in the exponent": _A26.mutants["t^4 in place of t^2 in the exponent"],
             "||a||^2 dropped": lambda K, a_norm, t, **_: K**2 / t**2},
    expect="holds",
    evidence="Holds (Hoeffding's theorem): along N the exponent ln(e/P) grows linearly in N like the shape's "
             "t^2/(K^2 ||a||^2); 1/ln(e/P) / shape levels off.",
    notes="Round 23 (thesisX2): the base claim's domain reason stopped N at 2000 (equal weights); the tail is the base "
          "claim's exact vectorised binomial sum, so N = 10^6 costs milliseconds. " + _A26.notes,
    settings={"ci": {"max_examples": 10, "budget_s": 2.0, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 60, "path_decades": 0.0}},
))
