"""Round 30 (factrecall, helper discFR4): Corollary 2's conclusion (21) as printed (L584).

Corollary 2 (L580-L584): 'Under the setting of Theorem 1, if d^2 >~ N polylog N, then with high probability there
exists a quantized weight matrix W~, where each weight requires O(log d) bits to store, such that argmax_{y in [M]}
u_y^T W~ e_x = f*(x) for all x in [N]' (21). factrecall.cor2 and the steps factrecall.display.cor2-l589 / -l593 check
only the rounding error |u_y^T (W - W~) e_x| <= d eps and the margin loss; the argmax event (21) itself was never
evaluated. This claim evaluates it on the proof's quantized construction (W~ = W rounded to the grid eps = 1/(8d + 1)
< 1/(8d) (L591), W = sum_x u_{f*(x)} e_x^T (L587); log2(2N/eps) bits per weight (L598)) as the uniform capacity shape
of the printed condition, exactly as factrecall.thm1 does for the unquantized W: N_max(d, M) >= c d^2/ln^2(e d) for one
c over every d and M (f*: [N] -> [M] injective, M >= N, as in Theorem 1's setting).
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r30_discFR4 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.papers.factrecall.sec3_appB_memories import capacity_move
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []


@st.composite
def _cor2_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [6, 64]; M a multiple of N (M = N, 10 N, 100 N) or a fixed count 10^j, j in [2, 12]."""
    d = draw(st.one_of(st.sampled_from([6, 16, 64]), log_uniform(6.0, 64.0).map(lambda x: int(round(x)))))
    if draw(st.booleans()):
        M, ratio = None, float(draw(st.sampled_from([1, 10, 100])))
    else:
        M, ratio = 10 ** draw(st.integers(2, 12)), 1.0
    return {"d": d, "M": M, "M_over_N": ratio, "draws": 8, "seed": draw(SEEDS)}


def _cor2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """N_max(d, M) of the quantized construction: the largest N at which its success probability (an upper bound,
    the M - N outputs outside f*([N]) integrated out by the sphere tail) averaged over 8 draws is >= 1/2."""
    from thmcheck.models.factrecall.r30_discFR4 import cor2_eps, quantized_capacity_upper

    d = int(inst["d"])
    if d > 100:
        raise SolverFailure(f"d = {d}: beyond the capacity bisection's cost here (N ~ d^2/40 inputs)")
    M = inst["M"]
    if M is not None and int(M) > 10**300:
        raise SolverFailure(f"M = 10^{len(str(int(M))) - 1}: beyond float64's range in the sphere-tail power")
    n = quantized_capacity_upper(d, None if M is None else int(M), float(inst["M_over_N"]), int(inst["draws"]),
                                 int(inst["seed"]))
    m_eff = max(n, int(M)) if M is not None else max(n, math.ceil(float(inst["M_over_N"]) * n))
    eps = cor2_eps(d)
    return Measurement(float(n), {"d": d, "M": m_eff},
                       {"N_max": n, "eps": eps, "bits_per_weight": math.log2(2 * max(n, 1) / eps),
                        "ratio_d2_over_N": d * d / n})


COR2_L584 = Claim(
    id="factrecall.display.cor2-l584",
    catalog_id="factrecall.cor2",
    paper=PAPER,
    source=f"display (21) L584 (Corollary 2 L580-L582; proof (eps < 1/(8d), log(2N/eps) bits) L587-L598), {SEED_FILE}",
    statement=("Under the setting of Theorem 1 (e_x, u_y i.i.d. uniform on S^{d-1}, f*: [N] -> [M] injective), if "
               "d^2 >~ N polylog N, then w.h.p. there exists a quantized W~, each weight O(log d) bits, with "
               "argmax_{y in [M]} u_y^T W~ e_x = f*(x) for all x in [N] (21). Encoded as the uniform capacity "
               "shape on the proof's W~ (W = sum_x u_{f*(x)} e_x^T rounded to the grid eps = 1/(8d + 1) < 1/(8d), "
               "log2(2N/eps) bits): N_max(d, M) >= c d^2/ln^2(e d) for one constant c over every d and M; lhs = "
               "an upper bound on the quantized construction's N_max."),
    kind="construction",
    comparison=">=",
    bound=B.cor2_capacity_shape,
    measure=_cor2_measure,
    strategy=_cor2_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("d and M -> infinity with M = 10^floor(d^2/4)", "d", INF, how="path", move=capacity_move("d,M"),
                  points=(3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 34.0), grows=("d", "M")),
        Direction("d -> infinity at M = N", "d", INF, how="path", move=capacity_move("d"),
                  points=(3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 48.0, 64.0), grows=("d",)),
        Direction("M -> infinity at fixed d", "M", INF, how="path", move=capacity_move("M"),
                  points=(1e2, 1e6, 1e12, 1e24, 1e48), grows=("M",)),
        Direction("the polylog power", "d", INF, how="unsearched",
                  reason=("read as ln^2; a fixed power k changes the d-path by ln^{k-2} only, and along M at fixed d "
                          "the shape does not move at all, whatever k")),
        Direction("the bit budget (eps)", "d", INF, how="unsearched",
                  reason=("eps = 1/(8d + 1), the proof's choice (L591); a finer grid only moves W~ closer to W, whose "
                          "capacity (factrecall.thm1) the quantized one equals on every measured instance")),
    ),
    domain=(Param("d", 1, INF, integer=True, text="embedding dimension d >= 1 (no upper limit)", far=64.0,
                  unreached=("d < 6 not drawn (N_max <= 6 there; the paths start at d = 3); d <= 64 drawn and on the d-path: the bisection's "
                             "image check costs N^2 d with N ~ d^2/40")),
            Param("M", 1, INF, integer=True, text="f*: [N] -> [M] injective, M >= N (no upper limit)", far=1e48)),
    expect="erratum",
    evidence=("Inherits Theorem 1's missing M (factrecall.thm1): 'under the setting of Theorem 1' the printed "
              "condition d^2 >~ N polylog N does not involve M, but the quantized construction's capacity falls "
              "with M at fixed d exactly as the unquantized one's (the rounding moves each logit by at most "
              "2 d eps < 1/4, L593-L595). Measured (8 draws, seed 0): d = 16: N_max = 13 at M = N, 4 at M = 10^6, "
              "2 at M = 10^12, 1 at M = 10^24 (equal to factrecall.thm1's construction on the same draws: 13, 4, "
              "2, 1); d = 34, M = 10^289: 1; d = 64, M = N: 103. Along M = 10^floor(d^2/4) N_max stays at 1 "
              "while d^2/ln^2(e d) grows: no constant c. Whether another quantized W~ survives is not measured "
              "(the same argmax-cell argument as for Theorem 1 suggests not). Audited (round 30, docs/audits/round30/factrecall.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED, auditor C CONFIRMED AS PRINTED."),
    second_path="tests/test_factrecall_r30_discFR4.py::test_cor2_quantized_argmax_falls_with_m",
    corrected=B.cor2_capacity_shape_corrected,
    corrected_text=("d^2 >~ N polylog(N M) (Theorem 1's union bound over the N(M - 1) pairs): the quantized "
                    "construction stores N >~ d^2/(ln^2(e d) ln(e M)) inputs."),
    mutants={"ln(e M) dropped (the printed shape)": B.cor2_capacity_shape,
             "d^3/(ln^2(e d) ln(e M)) (a wrong power of d)": B.cor2_capacity_shape_corrected_d_power},
    notes=("numpy, float64 (models/factrecall/r30_discFR4.py). Success probability per draw: 0 if an image output "
           "beats the target of some x; else (1 - max_x P(<u, g_x/|g_x|> >= m_x/|g_x|))^{M - N} with g_x = W~ e_x "
           "(an upper bound, so lhs over-estimates the capacity: lenient). eps = 1/(8d + 1) gives log2(2N(8d + 1)) "
           "bits per weight (term bits_per_weight), O(log d) since N <= d^2 here."),
    settings={"ci": {"max_examples": 4, "budget_s": 2.0}},
)
CLAIMS.append(COR2_L584)
