"""Round 29 (helper leads): chenli Theorem B.4 (L3732-L3794) at m >= 4 rows and in the local-CLT regime.

Round 28 (checks/papers/chenli/r28_chenliB4.py) checked m = 2, 3. Here, with its exact machinery (V on the dyadic grid
2^-20, exact counts over {+-1}^d, the binomial grid for repeated columns):

- ``chenli.display.thmB.4-upper-m4`` / ``chenli.display.thmB.4-lower-m4``: the upper (L3758) and lower (L3756) bounds
  at m in {4, 5, 6}, d in [m, 16], kappa m < 1, non-flat rows; the directions of the m = 2 claims, plus
- the local-CLT regime: 'd -> inf, Delta/||v|| -> 0' (each of d0 = m base columns repeated rep times, d = rep m, box
  sides Delta_j = ||v_j|| rep^{-1/4} at a = 0: the box shrinks against the spread ||v_j|| ~ sqrt(d) while it grows
  against the lattice step ~ 1, the regime where a local CLT gives the printed density x volume).
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r28_chenliB4 as B
from thmcheck.checks.claim import Claim, Direction
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import r28_chenliB4 as R
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

_MLO, _MMAX = 4, 6


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    m = int(draw(with_edges(st.integers(_MLO, _MMAX), _MLO, _MMAX)))
    d = int(draw(with_edges(st.integers(m, 16), m, 16)))
    return {"m": m, "d": d, "seed": int(draw(SEEDS)), "atom": bool(draw(st.booleans())),
            "mix": float(draw(with_edges(st.floats(0.0, 0.5 / m), 0.0, 0.5 / m))),
            "scales": [float(draw(log_uniform(0.1, 10.0))) for _ in range(_MMAX)],
            "a_over_s": [float(draw(with_edges(st.floats(-3.0, 3.0), 0.0, 1.0))) for _ in range(_MMAX)],
            "D_over_s": [float(draw(with_edges(log_uniform(1e-2, 100.0), 1.0, 2.0, 100.0))) for _ in range(_MMAX)]}


def _move_D_kappa(inst: dict, t: float) -> dict:
    """As r28_chenliB4's path 'Delta -> inf, kappa m -> 0 at a = 0' for up to _MMAX rows."""
    return {**inst, "atom": False, "a_over_s": [0.0] * _MMAX, "D_over_s": [float(t)] * _MMAX,
            "mix": min(float(inst["mix"]), 1.0 / float(t))}


def _move_mix(inst: dict, t: float) -> dict:
    return {**inst, "mix": float(t)}


def _move_lclt(inst: dict, t: float) -> dict:
    """The local-CLT regime: d = m base columns repeated rep = t times, a = 0, Delta_j/||v_j|| = rep^{-1/4}."""
    rep = int(round(t))
    return {**inst, "d": int(inst["m"]), "rep": rep, "atom": False, "a_over_s": [0.0] * _MMAX,
            "D_over_s": [float(rep) ** -0.25] * _MMAX}


def _directions() -> tuple:
    ev = R._EVENTUALLY
    return (
        Direction("Delta -> inf, kappa m -> 0 at a = 0", "D_over_s", INF, how="path", move=_move_D_kappa,
                  points=(2.0, 6.0, 20.0, 60.0, 200.0, 1000.0), grows=ev,
                  reason="as chenli.display.thmB.4-upper-m2: (163)-(165) and 'kappa << 1/m' met eventually for every "
                         "choice of their constants"),
        Direction("kappa m -> 0", "mix", 0.0, how="path", move=_move_mix, points=(0.1, 0.01, 0.001, 0.0),
                  grows=(ev[1],), reason="the mixing t -> 0 takes the rows to orthogonal"),
        Direction("d, a/s, Delta/s, scales, rows, m", "d", 16, how="search",
                  reason="d in [m, 16] (exact enumeration), m in {4, 5, 6}, a_j/||v_j|| in [-3, 3], Delta_j/||v_j|| in "
                         "[1e-2, 100], row scales in [0.1, 10], Gaussian rows from the seed; every draw kept"),
        Direction("local CLT: d -> inf, Delta/||v|| = d^{-1/4} -> 0 at a = 0", "rep", INF, how="path",
                  move=_move_lclt, points=(1.0, 3.0, 6.0, 10.0, 16.0),
                  start=lambda inst: int(inst["m"]) == 4,
                  reason="d0 = m = 4 base columns repeated rep times ((rep + 1)^4 grid points, exact weights): the box "
                         "side falls like rep^{-1/4} against ||v_j|| ~ sqrt(rep) while the lattice step stays ~1, so "
                         "P -> the Gaussian density x volume (local CLT) and the ratio to either printed shape tends to "
                         "1.1^-m or 0.9^-m; (163)-(165) hold at a = 0 once Delta_j >~ the lattice step"),
        Direction("|a|/r -> inf", "a_over_s", INF, how="unsearched",
                  reason="(164)-(165) fail for every choice of their constants as ||a||/r_ -> inf (as at m = 2)"),
        Direction("m -> inf", "m", INF, how="unsearched",
                  reason="m <= 6 (2^d enumeration with d >= m, 16 at most)"),
    )


_DOMAIN = (Param("m", 1, INF, integer=True, key="m", text="m rows", unreached="m in {4, 5, 6} (m = 2, 3: round 28)"),
           Param("kappa m", 0.0, 1.0, key="kappa m", text="0 <= kappa << 1/m",
                 unreached="'<<': kappa m < 1 kept, mix t <= 1/(2m) drawn; the path takes kappa m -> 0"),
           Param("Delta", 0.0, INF, lo_closed=False, key="min Delta_j/||v_j||", text="Delta_j > 0 (units of ||v_j||)",
                 unreached="Delta_j/||v_j|| in [1e-2, 100] drawn, 1000 on the path, 16^{-1/4} = 0.5 on the local-CLT "
                           "path"),
           Param("d", 1, INF, integer=True, key="d", text="x in {+-1}^d",
                 unreached="d <= 16 drawn; to d = 64 on the local-CLT path"))

UPPER_M4 = Claim(
    id="chenli.display.thmB.4-upper-m4", catalog_id="chenli.thmB.4", paper=PAPER,
    source=f"Theorem B.4 (upper bound), Appendix B.2, {SEED_FILE} L3758 (hypotheses (160)-(165) L3736-L3752; at m >= 4, "
           "kappa > 0, non-flat rows, and in the local-CLT regime)",
    statement=R.UPPER_M2.statement.replace("Checked at m = 2, 3", "Checked at m = 4, 5, 6 (and along d -> inf with "
                                           "Delta_j/||v_j|| = d^{-1/4}, the local-CLT regime)"),
    statement_tex=R.UPPER_M2.statement_tex,
    kind="probabilistic", comparison="<=", bound=B.thmB_4_upper_shape, measure=R._measure, exact=R._exact,
    strategy=_instances, assumptions=R._HYP, constants="hidden", uniform=True, eventually=R._EVENTUALLY,
    directions=_directions(),
    expect="holds",
    evidence="Round 29 (helper leads): the m = 2, 3 encoding of chenli.display.thmB.4-upper-m2 at m = 4, 5, 6 "
             "and along the local-CLT path (Delta_j/||v_j|| = d^{-1/4}, d = 4 rep). ci: no counterexample (best "
             "ratio ~4e9 on lattice-point atoms with Delta_j/||v_j|| = 1e-2 at small d, as at m = 2: (163) bounds the "
             "constant there; flat along 'kappa m -> 0'). Local-CLT path by hand (m = 4, a = 0, mix 0.05, seeds "
             "1-3): P / upper shape = 1.59, 1.53, 0.98, 1.08, 1.14, 0.85 at rep = 3, 6, 10, 16, 24, 34 (d = 12 .. "
             "136; P = 0 at rep = 1 where the box misses the lattice), P / lower shape 3.5 .. 0.97: bounded both "
             "ways, no divergence (the lattice fluctuations of a +-40 % do not decay at Delta/step ~ d^{1/4}).",
    mutants=dict(R.UPPER_M2.mutants),
    notes=R.UPPER_M2.notes,
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 25, "budget_s": 1.2, "path_starts": 1}},
)

LOWER_M4 = Claim(
    id="chenli.display.thmB.4-lower-m4", catalog_id="chenli.thmB.4", paper=PAPER,
    source=f"Theorem B.4 (lower bound), Appendix B.2, {SEED_FILE} L3756 (hypotheses (160)-(165) L3736-L3752; at m >= 4, "
           "kappa > 0, non-flat rows, and in the local-CLT regime)",
    statement=R.LOWER_M2.statement.replace("Checked at m = 2, 3", "Checked at m = 4, 5, 6 (and along d -> inf with "
                                           "Delta_j/||v_j|| = d^{-1/4}, the local-CLT regime)"),
    statement_tex=R.LOWER_M2.statement_tex,
    kind="probabilistic", comparison=">=", bound=B.thmB_4_lower_shape, measure=R._measure, exact=R._exact,
    strategy=_instances, assumptions=R._HYP, constants="hidden", uniform=True, eventually=R._EVENTUALLY,
    directions=_directions(),
    expect="erratum",
    second_path="tests/test_chenli_r29_leads.py::test_thmB_4_lower_m4_second_path",
    evidence="Round 29 (helper leads), Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED.: the m = 1, 2, 3 erratum (chenli.thmB.4, "
             "chenli.display.thmB.4-lower-m2, audited) persists at m = 4: at a = 0 with Delta_j = t ||v_j|| "
             "(164)-(165) hold and (163) is met for every choice of its constants once t is large, kappa m -> 0 along "
             "the same path, while P[Vx in R] <= 1 against a printed right side growing like t^m (second path: own "
             "numpy, m = 4, d = 12, kappa = 0.025: ratio falls like t^-4). ci: violated along 'Delta -> inf, kappa m "
             "-> 0 at a = 0' (log-slope 4.99 ~ m over 4.7 decades, exact counts). In the local-CLT regime (Delta_j/"
             "||v_j|| = d^{-1/4} -> 0) the lower bound holds up to its constant (P / shape 0.97 .. 3.5 at d = 12 .. "
             "136, see chenli.display.thmB.4-upper-m4). Not new in kind: the missing upper bound on Delta_j against "
             "||v_j||.",
    no_correction_reason=R.LOWER_M2.no_correction_reason,
    mutants=dict(R.LOWER_M2.mutants),
    notes=R.LOWER_M2.notes,
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 20, "budget_s": 1.0, "path_starts": 1}},
)

CLAIMS: list[Claim] = [UPPER_M4, LOWER_M4]
