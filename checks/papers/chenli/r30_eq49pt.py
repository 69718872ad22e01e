"""Round 30 (helper eq49pt): chenli Lemma 5.15's pointwise step (L1088 with (49)) on auditor C's instance.

- ``chenli.display.lemma5.15-l1088-pointwise`` (L1088-L1094): the proof's sentence "We will bound it pointwise over
  any X, X' satisfying E ... for any X, X' satisfying the event E" with (49)'s bound: ||Delta(X, X')_i||_inf <=
  O~(k^2/s eta0), eta0 = sqrt(c) r_Theta^{1/4}/min(d2, d3)^{1/4} + c^2/r_Theta^{1/4}, s in (0, 1] (Lemma 3.9, which
  the sentence invokes with C = s, needs C <= 1; s > 1 is outside the lemma the display comes from and is not drawn).
  Instance (auditor C, docs/audits/round30/chenli.md): n = d1 = d2 = d3 = 2^p (p even), d = 3n, k = 2, m = 1, c = 1,
  f = sqrt(n); Theta = (F/sqrt|L|) sum_{l in L} (h_l on S_[2]) (h_l on S_[1])^T/n over |L| = r_Theta + 1
  Sylvester-Hadamard rows (incl. 0 and n/2), r_Theta = floor(d^{1/4}/A), F = A log(k d sqrt(r_Theta)) (Assumption 6
  with lambda' = 1/r_Theta); X_1 = (h_0 | S2 halves of sums 0, -f | S3 balanced), X'_1 = X_1 with f minus-entries of
  S2's second half set to +1 (Definition 5.10's coupling, mu_1 = -c/sqrt d2 -> mu'_1 = c/sqrt d2), X_2 = X'_2 =
  (h_{n/2} | X'_1's S2 | balanced). Closed form (checked densely at n = 64 in tests/test_chenli_r30_eq49pt.py): every
  B_{a,b} is 0 (Theta (X_b - X'_b) = 0), every A-gap is 2 sqrt(n/|L|) ||Theta||_F >= s, row 1's logits go from
  (-g, g) to (g, -g), g = f F/sqrt|L|, so ||Delta_1||_inf = tanh(g) ~ 1, while k^2 eta0/s ~ d^{-1/16}. Every '<<' of
  Section 4 is a factor A = chyp drawn in [10, 100] and grown along the path (``eventually=("chyp",)``); (7)'s
  constant c7, (8)'s exponent c8 and lambda are drawn; log2 d starts at the least even p where (8) holds.
"""

from __future__ import annotations

import math
from math import isqrt

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r30_eq49pt as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

_K, _M, _C = 2, 1, 1.0
_PMAX = 4000  # log2 d <= 4000: the bound's eta0 ~ d^{-1/16} stays a normal float64


def _r_int(p: int, A: float) -> int:
    """r_Theta <= floor(d^{1/4}/A), d = 3 * 2^p, in exact integer arithmetic (A rounded up at 1e-6)."""
    return (isqrt(isqrt(3 * 2**p)) * 10**6) // (math.floor(A * 10**6) + 1)


def _lower8(p: int, A: float, c7: float, c8: float, lam: float) -> tuple[float, float]:
    """log of (8)'s lower end times A, A log^{c8}(dmk)/(kappa lambda), kappa = c7 lambda^{13/2}/(m^{13/2} log^2 d)
    ((7)); and log d."""
    logd = math.log(3.0) + p * math.log(2.0)
    lkappa = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(_M) - 2.0 * math.log(logd)
    return math.log(A) + c8 * math.log(logd + math.log(_M * _K)) - lkappa - math.log(lam), logd


def _least_p(A: float, c7: float, c8: float, lam: float) -> int:
    """The least even p >= 8 with (8)'s lower end (times A) <= r_Theta."""
    p = 8
    while math.log(max(_r_int(p, A), 1)) < _lower8(p, A, c7, c8, lam)[0]:
        p += 2
    return p


def _parts(inst: dict) -> dict:
    A, c7, c8, lam = float(inst["chyp"]), float(inst["c7"]), float(inst["c8"]), float(inst["lam"])
    p0 = _least_p(A, c7, c8, lam)
    p = min(p0 + 2 * round(math.log2(max(float(inst["t"]), 1.0)) / 2), _PMAX)  # d = t x (the least d of (8))
    r = _r_int(p, A)
    L = r + 1
    lo8, logd = _lower8(p, A, c7, c8, lam)
    logn = p * math.log(2.0)
    log_r = math.log(r)
    F = A * (math.log(_K) + logd + 0.5 * log_r)  # Assumption 6 x A, lambda' = 1/r_Theta
    log_g = 0.5 * logn - 0.5 * math.log(L) + math.log(F)  # g = f F/sqrt|L|, f = sqrt(n)
    v = 2.0 * math.sqrt(3.0) / math.sqrt(1.0 - math.exp(-math.log(L)))
    s = float(inst["s"])
    log_gap = math.log(2.0) + 0.5 * logn - 0.5 * math.log(L)  # every A-gap over ||Theta||_F
    return {"p": p, "p0": p0, "log_g": log_g, "logd": logd, "logn": logn, "log_r": log_r, "F": F, "v": v,
            "s": s, "A": A, "lo8": lo8, "log_gap_over_F": log_gap,
            "slack8_lower": log_r - lo8,
            "slack8_upper": (logd / 4.0 - math.log(A)) - log_r + 1e-9,
            "slack_assump4": (0.5 * logd - 2.0 * log_r) - math.log(A * v),
            "slack_c": min(_C - 1.0, 0.5 * min(log_r, logn) - math.log(2.0 * _C)),  # log scale
            "slack_A": log_gap - math.log(s),
            "log2d": logd / math.log(2.0)}


def _params(q: dict) -> dict:
    return {"k": _K, "s": q["s"], "c": _C, "log_r": q["log_r"], "log_d2": q["logn"], "log_d3": q["logn"],
            "log_d": q["logd"], "chyp": q["A"], "log2d": q["log2d"]}


def _measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max_i ||Delta(X, X')_i||_inf = ||Delta_1||_inf = tanh(f ||Theta||_F/sqrt|L|) (row 2's Delta is 0)."""
    q = _parts(inst)
    return Measurement(math.tanh(math.exp(min(q["log_g"], 5.0))), _params(q), q)


def _cond_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The literal left side E[Delta_1 | E] (a number): 0 on this family at k = 2 by the flip of the shared S_[1]
    blocks (auditor A's argument: the flip preserves the coupling's law and E and negates Delta)."""
    q = _parts(inst)
    return Measurement(0.0, _params(q), q)


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    return {"t": 2.0 ** draw(with_edges(st.floats(0.0, 200.0), 0.0)),
            "chyp": draw(with_edges(log_uniform(10.0, 100.0), 10.0)),
            "c7": draw(with_edges(log_uniform(0.01, 1.0), 1.0, 0.01)),
            "c8": draw(with_edges(st.floats(1.0, 10.0), 1.0, 10.0)),
            "lam": draw(with_edges(st.floats(0.3, 0.99), 0.9)),
            "s": draw(with_edges(log_uniform(1e-3, 1.0), 1.0))}


def _move(inst: dict, t: float) -> dict:
    """d = t x (the least d = 3 * 2^p, p even, where (8) holds), the '<<' factor grown: chyp = max(chyp, 10 (1 +
    log2 t)^{1/4})."""
    return {**inst, "t": float(t), "chyp": max(float(inst["chyp"]), 10.0 * (1.0 + math.log2(max(t, 1.0))) ** 0.25)}


_A = (
    Assumption("(8) lower end", "log^{c8}(dmk)/(kappa lambda) << r_Theta (factor chyp), kappa from (7) with c7",
               lambda q: q["slack8_lower"]),
    Assumption("(8) upper end", "r_Theta << d^{1/4} (factor chyp)", lambda q: q["slack8_upper"]),
    Assumption("Assumption 4", "upsilon = 2 sqrt3/sqrt(1 - 1/|L|) bounds rows, columns and Pi_S^perp columns for "
               "every S; upsilon << sqrt(d)/r_Theta^2 (factor chyp)", lambda q: q["slack_assump4"]),
    Assumption("Assumption 3", "stable rank |L| and ||Theta Pi_S^perp||_F^2/||Theta Pi_S^perp||_op^2 >= |L| - 1 = "
               "r_Theta for every S (closed form, exact)", lambda q: 1e-12),
    Assumption("Assumption 5-6", "Tr Theta = 0; ||Theta||_F = chyp log(kd/sqrt(lambda')), lambda' = 1/r_Theta",
               lambda q: 1e-12),
    Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2 (c = 1)", lambda q: q["slack_c"] + 1e-12),
    Assumption("coupling", "mu_1 = -c/sqrt d2 -> mu'_1 = c/sqrt d2 by f = sqrt(d2) flips (Definition 5.10), mu_2 = "
               "mu'_2 = c/sqrt d2, nu = nu' = 0 (the first case)", lambda q: 1e-12),
    Assumption("E: A events", "every A_{a,b,c}: gap 2 sqrt(n/|L|) ||Theta||_F >= s ||Theta||_F",
               lambda q: q["slack_A"]),  # log(gap/s)
    Assumption("E: B events", "every B_{a,b} of (47) holds for every C' > 0 (left side 0); Lemma 3.9's eta = C' eta0 "
               "with eta log(1/eta) <= C = s by taking C' small", lambda q: 1e-12),
)

CLAIMS += [Claim(
    id="chenli.display.lemma5.15-l1088-pointwise",
    catalog_id="chenli.lemma5.15",
    paper=PAPER,
    source=f"Proof of Lemma 5.15, Section 5.4, {SEED_FILE} L1088-L1094 (L1088 'pointwise over any X, X' satisfying "
           "E', (49); E L1070-L1082 with (47); s L1068; Delta L1056; coupling L761-L775; Lemma 3.9 L375; Section 4 "
           "L429-L470)",
    statement="We will bound it pointwise over any X, X' satisfying E ... for any X, X' satisfying the event E, "
              "||Delta(X, X')_i||_inf <= O~(k^2/s * (sqrt(c) r_Theta^{1/4}/min(d2, d3)^{1/4} + c^2/r_Theta^{1/4})) "
              "for every i in [k] (L1088 with (49)'s bound); s in (0, 1] (Lemma 3.9's C <= 1). Checked: "
              "||Delta_1||_inf against k^2 eta0 log^3(d)/s, one constant over the family.",
    kind="step", comparison="<=", bound=B.l1088_shape, measure=_measure, strategy=lambda: _inst(),
    assumptions=_A, constants="hidden", uniform=True, eventually=("chyp",),
    directions=(
        Direction("log2 d = log2 t + (the least log2 d where (8) holds), chyp grown 10 (1 + log2 t)^{1/4}", "t", INF, how="path",
                  move=_move, points=(1.0, 2.0**50, 2.0**100, 2.0**200, 2.0**400, 2.0**800), grows=("chyp",),
                  reason="||Delta_1||_inf = tanh(g) = 1 while k^2 eta0/s ~ d^{-1/16} chyp^{1/4}: the ratio grows "
                         "like d^{1/16}/log^3 d"),
        Direction("s over (0, 1], (7)'s c7, (8)'s exponent c8, lambda, chyp", "s", 0.0, how="search",
                  reason="s log-uniform in [1e-3, 1] (edge 1), c7 in [0.01, 1], c8 in [1, 10], lambda in [0.3, 0.99], "
                         "chyp in [10, 100]"),
        Direction("k, c", "k", INF, how="unsearched",
                  reason="k = 2: more rows only add logits; c = 1, the lower end of Lemma 5.15's window (f = c sqrt(d2) "
                         "flips must be an integer; a larger c only adds flips and a larger eta0 by sqrt(c), c^2)"),
    ),
    readings=(Reading("the conditional expectation",
                      "the display's literal left side, the conditional expectation E[Delta_i | E] (a number, (49)): "
                      "0 on this family at k = 2 by the sign flip of the shared S_[1] blocks (auditor A)",
                      measure=_cond_measure),),
    expect="erratum as printed",
    evidence="Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED, auditor C CONFIRMED AS PRINTED. Auditor C (docs/audits/round30/chenli.md, 'chenli.display.lemma5.15-eq49 -- "
             "CONFIRMED AS PRINTED'): the pointwise sentence of L1088 with (49)'s bound fails at instances meeting "
             "every hypothesis ((8) both ends, Assumptions 3-6 exactly for every S, s <= 1): E's B events compare only "
             "the second argument (X'_a Theta X_b vs X'_a Theta X'_b), while row 1's logits change in the first "
             "((X_1 - X'_1)^T Theta X_b), so ||Delta_1||_inf = tanh(f ||Theta||_F/sqrt|L|) = 1 against k^2 eta0/s "
             "~ d^{-1/16}; divided by log^3 d the ratio still grows like d^{1/16} (C: 1.79 at log2 d = 458, 3.5e3 at "
             "658, 3.6e17 at 1458 for c7 = 0.01, c8 = 10; ci: along log2 d from (8)'s least value, s = 1, the ratio goes "
             "1.07 -> 1.1e14, log2 d ~ 470 -> 1270 with chyp grown 10 -> 53). (8)'s lower end first holds at log2 d ~ 106-458 by the "
             "constants, so the family is measured in closed form (verified densely at n = 64 by the second path). "
             "Lemma 5.15 is not refuted: the reading 'the literal left side E[Delta_i | E]' is 0 on this family (the "
             "flip symmetry at k = 2) and not refuted elsewhere (k >= 3 unexamined; not shown to hold in general), but the proof's route to (49) (the pointwise bound) is false; the repair "
             "(first-argument events in E, as the second case L1098 has) needs a probability bound the proof does "
             "not give. Same root as chenli.display.lemma5.15-event-item1 (r29). Assumptions 1-2 are vacuous at m = 1 and 8-10 concern the W's (W_1 = Id/sqrt d, r_W = d; lambda' = 1/r_Theta). "
             "Not computed on the closed form: Assumption 7 (the exact "
             "Hadamard structure is arithmetic; auditor C's Appendix-C smoothing Theta + G, ||G||_F ~ 0.05 ||Theta||_F, "
             "keeps the pair in E with ||Delta_1||_inf = 1.000000 at n = 64, 256; as printed, with exponent > 1, no "
             "Theta meets it, chenli.display.sec4-assump7-nonempty) and Assumption 11 (the m-bars, about the W's and "
             "not entering Delta); auditor C grants the same two, they are not encoded as grants here (a grant "
             "would cap the verdict at conditional). Replaces the withdrawn "
             "chenli.display.lemma5.15-eq49 (its r = 4 broke (8) and its s > 1 left Lemma 3.9).",
    second_path="tests/test_chenli_r30_eq49pt.py::test_dense_hadamard_pair",
    no_correction_reason="the repair is to E (add |(X_a - X'_a)^T Theta X_b| <= C' eta0 ||Theta||_F, as L1098 does), "
                         "which changes the event's probability bound; no corrected pointwise bound is proposed",
    no_mutant_reason="a mutant of an erratum is a wrong corrected bound and none is proposed; the planted k^2 eta0/s "
                     "d^{-0.1} is refuted along the same path as the printed shape but run as a mutant it is checked "
                     "under the reading, whose left side (0) no bound can break",
    auto_mutant=False,
    domain=(Param("s", 0.0, 1.0, lo_closed=False, key="s", text="s in (0, 1] (L1068; Lemma 3.9's C <= 1)",
                  unreached="s >= 1e-3: the bound grows like 1/s, the crossing is at s = 1"),
            Param("log2 d", 0.0, INF, lo_closed=False, key="log2d", text="d = d1 + d2 + d3",
                  unreached="log2 d from the least value (8) admits (about 100-600; below it the hypotheses fail) to 4000 (float64)"),
            Param("c", 1.0, INF, key="c", text="1 <= c <= sqrt(min(r, d2, d3))/2",
                  unreached="c = 1 (f = c sqrt(d2) flips must be an integer)"),
            Param("k", 2, INF, integer=True, key="k", text="k", unreached="k = 2")),
    settings={"ci": {"max_examples": 6, "budget_s": 0.5, "path_starts": 1}},
)]
