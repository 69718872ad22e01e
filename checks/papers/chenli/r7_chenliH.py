"""chenli, round 7 (helper chenliH): hidden-constant statements converted to uniform shape checks (issue 31).

Each claim's bound is the printed shape (``thmcheck.bounds.chenli.r7_chenliH``), its measurement the raw left side;
every free parameter of the printed domain is a direction.
"""

from __future__ import annotations

import itertools
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r7_chenliH as B
from thmcheck.checks.claim import (
    Assumption,
    Claim,
    Ctx,
    Direction,
    Measurement,
    Reading,
    SolverFailure,
    uncertified,
)
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ----------------------------------------------------------------------------- Theorem 5.1 (L511-L515)

_THM51_MAX_KD = 12  # exact expectations over the 2^{kd} inputs X in {+-1}^{k x d}


def _thm51_strategy(w_hi: float) -> st.SearchStrategy[dict]:
    """k in 3..6 (Assumption 5 needs 1 <= chi <= sqrt(log k), i.e. k >= 3), d with kd <= 12, m in 1..3 heads, Theta_i
    orthogonal up to scale (upsilon = 1), Gaussian or with a heavy column, ||Theta_i||_F log-uniform in [1/2, 16],
    ||W_1||_F = 1 and ||W_i||_F = w_scale for i > 1 (log-uniform in [0.1, w_hi], 1 an edge)."""

    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        k = draw(st.integers(3, 6))
        d = draw(with_edges(st.integers(1, _THM51_MAX_KD // k), _THM51_MAX_KD // k))
        return {"k": k, "d": d, "m": draw(st.integers(1, 3)),
                "family": draw(st.sampled_from(["orthogonal", "gaussian", "heavy"])),
                "F": float(draw(with_edges(log_uniform(0.5, 16.0), 4.0))),
                "w_scale": float(draw(with_edges(log_uniform(0.1, w_hi), 1.0, w_hi))), "seed": draw(SEEDS)}

    return draw_inst()


def _thm51_theta(family: str, d: int, F: float, rng: np.random.Generator) -> np.ndarray:
    g = rng.standard_normal((d, d))
    if family == "orthogonal":
        q1, q2 = np.linalg.qr(g)[0], np.linalg.qr(rng.standard_normal((d, d)))[0]
        t = q1 @ np.diag([(-1.0) ** j for j in range(d)]) @ q2
    elif family == "heavy":
        t = g.copy()
        t[:, 0] *= 4.0
    else:
        t = g
    return F * t / np.linalg.norm(t)


def _thm51_upsilon(t: np.ndarray) -> float:
    """Smallest upsilon with every column and row norm <= upsilon ||Theta||_F/sqrt(d) (Assumption 4's first part)."""
    d = t.shape[0]
    return float(max(np.linalg.norm(t, axis=0).max(), np.linalg.norm(t, axis=1).max()) * math.sqrt(d) / np.linalg.norm(t))


def _thm51_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = ||E[X^T J Y] - k sum_i W_i||_F exactly (Y = F(X) of Eq. (1) = sum_i softmax(X Theta_i X^T) X W_i, the
    expectation a mean over all 2^{kd} inputs X in {+-1}^{k x d}, X^T J Y = (X^T 1)(1^T Y)); quantities m, k, upsilon
    (the largest over the heads), d and w_max = max_i ||W_i||_F."""
    k, d, m = int(inst["k"]), int(inst["d"]), int(inst["m"])
    if k * d > _THM51_MAX_KD:
        raise SolverFailure(f"k d = {k * d} (exact enumeration capped at {_THM51_MAX_KD})")
    rng = np.random.default_rng(int(inst["seed"]))
    thetas = [_thm51_theta(inst["family"], d, float(inst["F"]), rng) for _ in range(m)]
    ws = [np.linalg.qr(rng.standard_normal((d, d)))[0] / math.sqrt(d) * (1.0 if i == 0 else float(inst["w_scale"]))
          for i in range(m)]
    X = np.array(list(itertools.product((-1.0, 1.0), repeat=k * d))).reshape(-1, k, d)
    col = X.sum(1)  # X^T 1, (N, d)
    acc = np.zeros((d, d))
    for t, w in zip(thetas, ws, strict=True):
        logits = np.matmul(X @ t, X.transpose(0, 2, 1))
        s = np.exp(logits - logits.max(-1, keepdims=True))
        s /= s.sum(-1, keepdims=True)
        row = np.matmul(s.sum(1)[:, None, :], X)[:, 0, :] @ w  # 1^T S_i X W_i, (N, d)
        acc += col.T @ row
    dev = acc / X.shape[0] - k * sum(ws)
    lhs = float(np.linalg.norm(dev))
    w_norms = [float(np.linalg.norm(w)) for w in ws]
    cos = max((abs(float(np.sum(a * b))) / (np.linalg.norm(a) * np.linalg.norm(b))
               for a, b in itertools.combinations(ws, 2)), default=0.0)
    ups = max(_thm51_upsilon(t) for t in thetas)
    stable = min(float(np.linalg.norm(t) ** 2 / np.linalg.norm(t, 2) ** 2) for t in thetas)
    chi = math.sqrt(math.log(k))
    trace_slack = min(chi * float(np.linalg.norm(t)) - abs(float(np.trace(t))) for t in thetas)
    return Measurement(lhs, {"m": m, "k": k, "upsilon": ups, "d": d, "w_max": max(w_norms)},
                       {"r_Theta": stable, "w1_norm_slack": 1.0 - w_norms[0], "kappa_w_slack": 1.0 - cos,
                        "chi_slack": chi - 1.0, "trace_slack": trace_slack, "w_scale": float(inst["w_scale"]),
                        "lhs/w_max": lhs / max(w_norms), "w_scale_max_slack": 1.0 - float(inst["w_scale"]),
                        "relative": lhs / (k * float(np.linalg.norm(sum(ws))))})


def _thm51_move_w(inst: dict, t: float) -> dict:
    """||W_i||_F = t for every head i > 1 (W_1 and the Theta_i unchanged)."""
    return {**inst, "w_scale": float(t)}


_THM51_EXPLICIT = (
    Assumption("A5 chi", "there is 1 <= chi <= sqrt(log k) (Assumption 5, L457: needs k >= e)", lambda q: q["chi_slack"]),
    Assumption("A5 trace", "|Tr(Theta_i)| <= chi ||Theta_i||_F at chi = sqrt(log k) (Assumption 5, L457)",
               lambda q: q["trace_slack"]),
    Assumption("A8 kappa'", "|<W_i, W_i'>| <= kappa' ||W_i||_F ||W_i'||_F for some kappa' in (0, 1) (Assumption 8, L475; "
               "its kappa' << 1/m is hidden)", lambda q: q["kappa_w_slack"]),
    Assumption("A10 ||W_1||_F = 1", "||W_1||_F = 1 (Assumption 10, L485; ||W_i||_F^2 >= lambda' holds for lambda' small "
               "enough: lambda' <= 1/r_Theta is only an upper cap)", lambda q: q["w1_norm_slack"] + 1e-12),
)
_THM51_SECTION4 = uncertified(
    "section4", "the hidden-constant parts of Assumptions 1-4, 6, 7, 9 and Section 4.3 (lambda >> m^{3/2} log m/"
    "sqrt(r_Theta); kappa of Eq. (7); log^c(dmk)/(kappa lambda) << r_Theta << d^{1/4}; upsilon << sqrt(d)/r_Theta^2; "
    "log(kd/sqrt(lambda')) << ||Theta_1||_F <= (kd)^{O(m)}; Assumption 7; r_W >> m^3 k log d; m <~ k <~ "
    "r_Theta^{Theta(1)})",
    why="each is a '<<', O, Omega or Theta with a constant the paper leaves unspecified (Section 4, Eq. (8): no "
        "instance below d ~ 1e35 meets the printed scales); no finite instance can meet or miss it. None of them "
        "involves the norms of the W_i for i > 1, which the diverging path moves.")

_THM51_OTHER = (
    Direction("d (r_Theta <= d)", "d", INF, how="search",
              reason="drawn over d <= 12/k (exact expectations over the 2^{kd} inputs); the envelope m k^5 upsilon "
                     "does not involve d or r_Theta (see the C direction), so no d-path can make lhs/f grow unless "
                     "lhs itself grows with d; the decay every fixed C > 0 needs (lhs -> 0 as d, r_Theta -> "
                     "infinity at ||W_i||_F = 1) is the exponent fit chenli.thm5.1-rate / chenli.eq2-rate (Monte "
                     "Carlo along d = 4..42)"),
    Direction("k", "k", INF, how="search", reason="k in 3..6 drawn (k >= 3: Assumption 5's 1 <= chi <= sqrt(log k))"),
    Direction("m", "m", INF, how="search", reason="m in 1..3 heads drawn"),
    Direction("||Theta_i||_F and the structure of Theta_i (upsilon, r_Theta)", "F", INF, how="search",
              reason="||Theta_i||_F log-uniform in [1/2, 16]; orthogonal (upsilon = 1), Gaussian or with a heavy "
                     "column (upsilon up to ~3)"),
    Direction("the exponent C", "C", 0.0, how="unsearched",
              reason="C in (0, 1) is existential; the shape is the envelope over C: m k^5/(r^{1/12} ^ d^C/upsilon) "
                     "<= m k^5 upsilon for every C (upsilon >= 1 >= r^{-1/12}), so a path along which lhs/(m k^5 "
                     "upsilon) diverges refutes every C at once"),
    Direction("the polylog factors of Theta~", "polylog", INF, how="unsearched",
              reason="Theta~ hides polylog(d, k, m) factors; along the ||W_i||_F path d, k and m are fixed, so "
                     "they are one constant there"),
)

THM5_1 = Claim(
    id="chenli.thm5.1",
    paper=PAPER,
    source=f"Theorem 5.1, Section 5, {SEED_FILE} L511-L515 (proof L1316-L1350; Assumption 10, L485)",
    statement="For X ~ {+-1}^{k x d} and Y = F(X) (Eq. (1)) there is a constant 0 < C < 1 with "
              "||E[X^T J Y] - k sum_i W_i||_F <= Theta~(m k^5/(r_Theta^{1/12} ^ (d^C/upsilon))). Checked as a uniform "
              "shape over the printed domain (Assumptions 1-10 with ||W_1||_F = 1): lhs = the left side exactly, "
              "shape = the envelope m k^5 upsilon over C.",
    kind="deterministic",
    comparison="<=",
    bound=B.thm5_1_shape,
    measure=_thm51_measure,
    strategy=_thm51_strategy(30.0),
    assumptions=(*_THM51_EXPLICIT, _THM51_SECTION4),
    constants="hidden", uniform=True,
    directions=(
        Direction("||W_i||_F -> inf (i > 1; Assumption 10 bounds it only from below)", "w_scale", INF, how="path",
                  move=_thm51_move_w, points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6), start=lambda inst: int(inst["m"]) >= 2,
                  reason="lhs = ||sum_i Delta_Theta_i W_i||_F (L1346) is linear in each W_i, and Assumption 10 "
                         "(L485) normalises ||W_1||_F = 1 and bounds ||W_i||_F^2 >= lambda' (i > 1) from below only; "
                         "the shape has no W"),
        *_THM51_OTHER,
    ),
    readings=(Reading("W_1 largest", "||W_i||_F <= ||W_1||_F = 1 for every i: 'the projection matrices have comparable "
                      "norms' (L483) read as W_1 the largest (rescaling every W_i by the largest norm is without loss "
                      "of generality since F is linear in the W_i)", strategy=_thm51_strategy(1.0),
                      assumptions=(*_THM51_EXPLICIT, _THM51_SECTION4,
                                   Assumption("||W_i||_F <= 1", "the reading's normalisation",
                                              lambda q: q["w_scale_max_slack"] + 1e-12)),
                      directions=_THM51_OTHER),),
    expect="conditional",
    evidence="Literal Assumption 10 bounds ||W_i||_F (i > 1) only from below, and the left side is sum_i Delta_Theta_i "
             "W_i (the proof's own L1346), linear in W_i, while the printed bound has no W: along ||W_2||_F -> inf "
             "(k = 3, d = 2, m = 2, exact expectations over the 2^6 inputs) lhs/(m k^5 upsilon) grows like ||W_2||_F "
             "without bound, under the Section-4 requirements no run can certify (granted: conditional). Under the "
             "reading 'W_1 largest' nothing diverges. The same gap as chenli.lemma9.1 (its audit: 'a missing upper "
             "bound in Assumption 10's wording, not a wrong result'). audit pending",
    second_path="tests/test_chenli_r7_chenliH.py::test_thm5_1_lhs_linear_in_w2",
    corrected=B.thm5_1_corrected,
    corrected_text="||E[X^T J Y] - k sum_i W_i||_F <= Theta~(m k^5 max_i ||W_i||_F/(r_Theta^{1/12} ^ (d^C/upsilon))) "
                   "(the proof's triangle inequality over sum_i Delta_Theta_i W_i keeps the norms of the W_i).",
    mutants={"m k^5 upsilon/d^2 (a rate in d the envelope does not claim), wrong along d": B.thm5_1_mutant_over_d,
             "m upsilon/k^5 (a wrong power of the second parameter k)": B.thm5_1_mutant_no_k},
    notes="Uniform check (issue 31); the exponent fit of rounds 1-6 (Monte Carlo of ||Delta_Theta||_op along "
          "d = 4..42, slope ~ -0.5: the decay in r_Theta at ||W_i||_F = 1) stays as its d-direction, chenli.thm5.1-rate. lhs exact: the mean "
          "over all 2^{kd} inputs (kd <= 12) of (X^T 1)(1^T Y), Y = sum_i softmax(X Theta_i X^T) X W_i (Eq. (1), "
          "L110), minus k sum_i W_i, in Frobenius norm; W_1 = O_1/sqrt(d) (||W_1||_F = 1), W_i = w_scale O_i/sqrt(d) "
          "(O_i Haar). The shape is the printed bound's envelope over its existential C (shape above the printed "
          "one: a divergence refutes every C, a bounded ratio proves nothing about a particular C). upsilon = the "
          "smallest v of Assumption 4's first part (L453); its Pi_S^perp part can only raise v, by a factor fixed along "
          "every path (Theta does not move along ||W_i||_F), so the divergence does not depend on it. The r_Theta^{1/12} "
          "decay is not checkable at kd <= 12 (r_Theta <= 6); the Monte-Carlo fit showed it at d <= 128 (round 4).",
    settings={"ci": {"max_examples": 20, "budget_s": 4.0}},
    domain=(Param("w_scale", 0.0, INF, lo_closed=False, key="w_scale",
                  text="||W_i||_F^2 >= lambda' for i > 1 (Assumption 10, no upper end)",
                  unreached="w_scale in [0.1, 30] in the search, to 1e6 along the path; w_scale -> 0 needs lambda' "
                            "-> 0, which only shrinks head i's share of lhs"),
            Param("d", 1, INF, integer=True, key="d", text="X in {+-1}^{k x d}",
                  unreached="kd <= 12 (exact expectations over 2^{kd} inputs); Section 4's scales need d >~ 1e35 "
                            "(uncertified)"),
            Param("k", 3, INF, integer=True, key="k", text="k tokens (k >= 3: Assumption 5's 1 <= chi <= sqrt(log k))",
                  unreached="k <= 6 (kd <= 12)"),
            Param("m", 1, INF, integer=True, key="m", text="m heads", unreached="m <= 3 (the path needs m >= 2)"),
            Param("F", 0.0, INF, lo_closed=False, key="F", text="||Theta_i||_F",
                  unreached="||Theta_i||_F in [1/2, 16]: Assumption 6's log(kd/sqrt(lambda')) << ||Theta_1||_F <= "
                            "(kd)^{O(m)} has hidden constants (section4)")),
)
CLAIMS.append(THM5_1)


def _eq2_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = ||(1/k) E[X^T J Y] - sum_i W_i||_F/||sum_i W_i||_F exactly (the measurement of chenli.thm5.1 divided by k
    ||sum_i W_i||_F)."""
    m = _thm51_measure(inst, ctx)
    return Measurement(m.terms["relative"], m.quantities, {**m.terms, "absolute": m.lhs})


EQ2 = Claim(
    id="chenli.eq2",
    paper=PAPER,
    source=f"Eq. (2), Section 2, {SEED_FILE} L190 (formal: Theorem 5.1, L511-L515)",
    statement="E[(1/k) X^T J Y] ~ sum_i W_i (J the all-ones matrix; 'see Theorem 5.1'). Checked as a uniform shape: the "
              "relative error ||(1/k) E[X^T J Y] - sum_i W_i||_F/||sum_i W_i||_F <~ m k^4 upsilon (Theorem 5.1's "
              "envelope over C, divided by k), over the printed domain of Theorem 5.1.",
    kind="deterministic",
    comparison="<=",
    bound=B.eq2_shape,
    measure=_eq2_measure,
    strategy=_thm51_strategy(30.0),
    assumptions=(*_THM51_EXPLICIT, _THM51_SECTION4),
    constants="hidden", uniform=True,
    directions=(
        Direction("||W_i||_F -> inf (i > 1; Assumption 10 bounds it only from below)", "w_scale", INF, how="path",
                  move=_thm51_move_w, points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6), start=lambda inst: int(inst["m"]) >= 2,
                  reason="the relative error is scale-free in all W_i together, not in one: head i's share grows with "
                         "||W_i||_F (the direction along which chenli.thm5.1's absolute form diverges)"),
        Direction("||W_i||_F -> 0 (i > 1; lambda' -> 0)", "w_scale", 0.0, how="path", move=_thm51_move_w,
                  points=(1.0, 0.1, 1e-2, 1e-3, 1e-4), start=lambda inst: int(inst["m"]) >= 2,
                  reason="Assumption 10's lambda' may be as small as wanted: head 1 alone in the limit"),
        *_THM51_OTHER,
    ),
    expect="holds",
    mutants={"m k^4 upsilon/max_i ||W_i||_F (wrong along ||W_i||_F -> inf)": B.eq2_mutant_over_w},
    notes="Uniform check (issue 31); the exponent fit of rounds 1-6 (Monte Carlo of the relative error along "
          "d = 4..42 at ||W_i||_F = 1, fitted exponent in r_Theta <= 0; measured about -0.5) stays as chenli.eq2-rate. The informal '~' is "
          "read as a relative error (the absolute form is chenli.thm5.1 divided by k, conditional along ||W_i||_F -> "
          "inf there); Theorem 5.1's envelope over C divided by k is the shape, so a bounded ratio is all '~' can "
          "promise at fixed sizes. lhs exact over the 2^{kd} inputs (kd <= 12), as chenli.thm5.1.",
    settings={"ci": {"max_examples": 20, "budget_s": 4.0}},
    domain=THM5_1.domain,
)
CLAIMS.append(EQ2)
