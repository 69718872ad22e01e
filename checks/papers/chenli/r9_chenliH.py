"""Round 9 (helper chenliH, issue 31): chenli's exponent-fit companions of Theorem 5.1 and Eq. (2) as uniform shape
checks. ``chenli.thm5.1-rate`` and ``chenli.eq2-rate`` were exponent fits in r_Theta = d (Monte Carlo along d = 4..42)
with the verdict 'fitted exponent <= 0'; here each is the Monte-Carlo (large d) side of its uniform parent
(``chenli.thm5.1``/``chenli.eq2``, exact at kd <= 12): lhs at ONE instance, the printed shape (the envelope over the
existential C) as the bound, and the d-ladder of the old fit a ``path`` direction the engine follows.
"""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r9_chenliH as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

_D_LADDER = (4, 6, 8, 12, 16, 24, 42)  # the old fit's ci ladder (r_Theta = d for the orthogonal family)
_N_PER_D = 1_000  # Monte Carlo draws per unit of d (the old fit's ci setting)
_MAX_WORK = 1.6e9  # draws x k x d^2 cap (a few s of CPU): a path point past it raises SolverFailure
_PATH_D = (4.0, 8.0, 16.0, 42.0)  # 1.02 decades
_PATH_K = (2.0, 4.0, 8.0, 20.0)  # 1 decade


@st.composite
def _mc_instances(draw: st.DrawFn) -> dict:
    """Theta of Frobenius norm F: orthogonal up to scale with +-1 singular signs (r_Theta = d, upsilon = 1),
    Gaussian (r_Theta ~ d/4) or with a heavy column; d on the old fit's ladder, k tokens, m heads."""
    return {"family": draw(st.sampled_from(["orthogonal", "gaussian", "heavy"])),
            "F": float(draw(with_edges(log_uniform(1.0, 16.0), 4.0))), "k": draw(st.integers(2, 4)),
            "m": draw(st.integers(1, 2)), "d": draw(st.sampled_from(_D_LADDER)), "seed": draw(SEEDS)}


def _theta(family: str, d: int, F: float, gen: torch.Generator) -> torch.Tensor:
    g = torch.randn(d, d, dtype=torch.float64, generator=gen)
    if family == "orthogonal":
        s = torch.tensor([(-1.0) ** j for j in range(d)], dtype=torch.float64)
        t = torch.linalg.qr(g)[0] @ torch.diag(s) @ torch.linalg.qr(torch.randn(d, d, dtype=torch.float64,
                                                                                  generator=gen))[0]
    elif family == "heavy":
        t = g.clone()
        t[:, 0] *= 4.0
    else:
        t = g
    return F * t / torch.linalg.matrix_norm(t)


def _upsilon(t: torch.Tensor) -> float:
    """Smallest upsilon with every column and row norm <= upsilon ||Theta||_F/sqrt(d) (Assumption 4's first part)."""
    d = t.shape[0]
    mx = max(float(torch.linalg.vector_norm(t, dim=0).max()), float(torch.linalg.vector_norm(t, dim=1).max()))
    return max(1.0, mx * math.sqrt(d) / float(torch.linalg.matrix_norm(t)))


def _eff_rank(t: torch.Tensor) -> float:
    return float(torch.linalg.matrix_norm(t) ** 2 / torch.linalg.matrix_norm(t, 2) ** 2)


def _sizes(inst: dict) -> tuple[int, int, int]:
    d, k = int(inst["d"]), int(inst["k"])
    n = _N_PER_D * d
    if n * k * d * d > _MAX_WORK:
        raise SolverFailure(f"Monte Carlo work n k d^2 = {n * k * d * d:.2g} > {_MAX_WORK:.2g} (d = {d}, k = {k})")
    return d, k, n


def _core_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = ||E^[X^T J softmax(X Theta X^T) X] - k Id||_op (Monte Carlo over n = 1000 d draws X ~ Unif{+-1}^{k x d}):
    k times thmcheck.models.chenli.sec5_slices.jsx_deviation."""
    from thmcheck.models.chenli.sec5_slices import jsx_deviation

    d, k, n = _sizes(inst)
    gen = torch.Generator().manual_seed(int(inst["seed"]))
    t = _theta(inst["family"], d, float(inst["F"]), gen)
    dev = jsx_deviation(t.to(ctx.device), k, n, gen)
    return Measurement(k * dev, {"k": k, "upsilon": _upsilon(t), "d": d, "r_Theta": _eff_rank(t)},
                       {"dev (1/k scale)": dev, "n": n, "F": float(inst["F"])})


def _eq2_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = ||(1/k) E^[X^T J Y] - sum_i W_i||_F/||sum_i W_i||_F (Monte Carlo, n = 1000 d draws), Y of Eq. (1) with m
    heads, W_i = Haar/sqrt(d): thmcheck.models.chenli.sec5_slices.phase1_error."""
    from thmcheck.models.chenli.sec5_slices import phase1_error

    d, k, n = _sizes(inst)
    m = int(inst["m"])
    gen = torch.Generator().manual_seed(int(inst["seed"]))
    thetas = torch.stack([_theta(inst["family"], d, float(inst["F"]), gen) for _ in range(m)])
    ws = torch.stack([torch.linalg.qr(torch.randn(d, d, dtype=torch.float64, generator=gen))[0] / d**0.5
                      for _ in range(m)])
    err = phase1_error(thetas.to(ctx.device), ws.to(ctx.device), k, n * m, gen)
    return Measurement(err, {"m": m, "k": k, "upsilon": max(_upsilon(t) for t in thetas), "d": d,
                             "r_Theta": min(_eff_rank(t) for t in thetas)},
                       {"n": n * m, "F": float(inst["F"])})


def _move_d(inst: dict, t: float) -> dict:
    """d = t (a fresh Theta of the same family and ||Theta||_F at the new size; r_Theta = d for the orthogonal one)."""
    return {**inst, "d": int(round(t))}


def _move_k(inst: dict, t: float) -> dict:
    """k = t tokens (Theta unchanged)."""
    return {**inst, "k": int(round(t))}


_SECTION4 = uncertified(
    "section4", "Assumptions 1-11 (need d >~ 10^35, catalog Section 0.1)",
    why="a '<<' / '>>' / Theta with a constant the paper leaves unspecified (Section 4, Eq. (8): no instance below "
        "d ~ 1e35 meets the printed scales); no finite instance can meet or miss it. None of them bounds lhs from "
        "below along d or k, which the paths move.")


def _directions(heads: bool) -> tuple[Direction, ...]:
    return (
        Direction("d -> inf (r_Theta = d for orthogonal Theta; the old exponent fit's ladder)", "d", INF,
                  move=_move_d, points=_PATH_D, grows=("d",)),
        Direction("k (tokens)", "k", INF, move=_move_k, points=_PATH_K),
        Direction("m (heads)", "m", INF, how="search", reason="m in {1, 2} drawn") if heads else
        Direction("m (heads)", "m", INF, how="unsearched",
                  reason="the measured side is the proof's per-head core estimate (m = 1); Theorem 5.1's m k^5 is m "
                         "times it by the triangle inequality over heads (L1346), and the heads' sum is chenli.eq2-rate "
                         "and the parent chenli.thm5.1"),
        Direction("||Theta||_F and the structure of Theta (upsilon, r_Theta)", "F", INF, how="search",
                  reason="||Theta||_F log-uniform in [1, 16]; orthogonal (upsilon = 1), Gaussian or heavy column"),
        Direction("the exponent C", "C", 0.0, how="unsearched",
                  reason="C in (0, 1) is existential; the shape is the envelope over C, k^5 max(r^{-1/12}, upsilon "
                         "d^{-C}) <= k^5 upsilon for every C, so a path along which lhs/(k^5 upsilon) diverges "
                         "refutes every C at once"),
        Direction("the polylog factors of Theta~", "polylog", INF, how="unsearched",
                  reason="Theta~ hides polylog(d, k, m) factors: along the k-path they grow like log k only, along "
                         "the d-path like log d, which a x10 ratio growth with a power-law slope already exceeds"),
    )


def _domain(heads: bool) -> tuple[Param, ...]:
    m = (Param("m", 1, INF, integer=True, key="m", text="m heads", unreached="m <= 2 (Monte Carlo cost)"),)
    return (
        *(m if heads else ()),
        Param("d", 1, INF, integer=True, key="d", text="X in {+-1}^{k x d} (r_Theta <= d)",
              unreached="d <= 42 in the search and along the d-path (Monte Carlo with 1000 d draws, capped at n k d^2 "
                        "<= 1.6e9); Section 4's scales need d >~ 1e35 (uncertified)"),
        Param("k", 2, INF, integer=True, key="k", text="k tokens",
              unreached="k <= 4 in the search, to 20 along the k-path (Monte Carlo cap)"),
        Param("F", 0.0, INF, lo_closed=False, key="F", text="||Theta_i||_F",
              unreached="||Theta||_F in [1, 16]: Assumption 6's log(kd/sqrt(lambda')) << ||Theta_1||_F <= "
                        "(kd)^{O(m)} has hidden constants (section4)"),
    )


_NOTE = ("Uniform check (issue 31, round 9): rounds 1-8 fitted the exponent of this left side in r_Theta along d = "
         "4..42 (measured about -0.5, verdict 'exponent <= 0'); that ladder is now the d-path (4, 8, 16, 42: 1.02 "
         "decades) of lhs/shape from the search's best instance, with path_starts = 1 in ci (each point is a Monte "
         "Carlo run). The shape is the printed bound's envelope over its existential C (a divergence refutes every "
         "C, a bounded ratio proves nothing about a particular C); the exact small-kd side of the same statement is "
         "the parent claim. MC noise (~0.05 on the 1/k scale) is a floor of lhs, which only flattens a decay. ")

THM5_1_RATE = Claim(
    id="chenli.thm5.1-rate", catalog_id="chenli.thm5.1",
    paper=PAPER,
    source=f"Theorem 5.1, Section 5, {SEED_FILE} L511-L515 (proof L1316-L1350)",
    statement="For X ~ {+-1}^{k x d} there is a constant 0 < C < 1 with ||E[X^T J Y] - k sum_i W_i||_F <= "
              "Theta~(m k^5/(r_Theta^{1/12} ^ (d^C/upsilon))); its per-head core (the proof): ||E[X^T J softmax(X "
              "Theta X^T) X] - k Id||_op <= Theta~(k^5/(r_Theta^{1/12} ^ (d^C/upsilon))). Checked as a uniform shape "
              "(the envelope k^5 upsilon over C) along d = 4..42 by Monte Carlo.",
    kind="deterministic",
    comparison="<=",
    bound=B.thm5_1_core_shape,
    measure=_core_measure,
    strategy=_mc_instances(),
    constants="hidden", uniform=True,
    assumptions=(_SECTION4,),
    directions=_directions(heads=False),
    notes=_NOTE + "lhs = k ||(1/k) E^[X^T J softmax(X Theta X^T) X] - I||_op, one head, n = 1000 d draws.",
    mutants={"k^5 upsilon/d^2 (a rate in d the envelope does not claim), wrong along d": B.thm5_1_core_mutant_over_d,
             "upsilon/k^5 (a wrong power of the second parameter k)": B.thm5_1_core_mutant_no_k},
    settings={"ci": {"max_examples": 8, "budget_s": 3.0, "path_starts": 1},
              "deep": {"max_examples": 40, "budget_s": 600.0}},
    domain=_domain(heads=False),
)
CLAIMS.append(THM5_1_RATE)

EQ2_RATE = Claim(
    id="chenli.eq2-rate", catalog_id="chenli.eq2",
    paper=PAPER,
    source=f"Eq. (2), Section 2, {SEED_FILE} L190 (formal: Theorem 5.1, L511-L515)",
    statement="(1/k) E[X^T J Y] ~ sum_i W_i ('see Theorem 5.1'). Checked as a uniform shape: the relative error "
              "||(1/k) E^[X^T J Y] - sum_i W_i||_F/||sum_i W_i||_F <~ m k^4 upsilon (Theorem 5.1's envelope over C, "
              "divided by k ||sum_i W_i||_F), along d = 4..42 by Monte Carlo.",
    kind="deterministic",
    comparison="<=",
    bound=B.eq2_mc_shape,
    measure=_eq2_measure,
    strategy=_mc_instances(),
    constants="hidden", uniform=True,
    assumptions=(_SECTION4,),
    directions=_directions(heads=True),
    notes=_NOTE + "lhs = the Phase-I estimator's relative Frobenius error with m <= 2 heads (W_i = Haar/sqrt d), "
                  "n = 1000 d m draws.",
    mutants={"m k^4 upsilon/d^3 (a rate in d the envelope does not claim), wrong along d": B.eq2_mc_mutant_over_d3,
             "m upsilon/k^4 (a wrong power of the second parameter k)": B.eq2_mc_mutant_no_k},
    settings={"ci": {"max_examples": 6, "budget_s": 2.5, "path_starts": 1},
              "deep": {"max_examples": 40, "budget_s": 600.0}},
    domain=_domain(heads=True),
)
CLAIMS.append(EQ2_RATE)
