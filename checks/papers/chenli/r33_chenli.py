"""Round 33 (helper chenli): Lemmas 7.1 and 7.8 at the sizes where Assumption 3's (8) holds.

chenli.lemma7.1 and chenli.lemma7.8 run at d <= 10 and grant (8) (_REQS of sec7_lemma71). Asked: measure them at the
largest d where (8) holds. Result (closed form, tests/test_chenli_r33_chenli.py):

- (8) reads log^c(dmk)/(kappa lambda) << r_Theta << d^{1/4}, with kappa FIXED by Assumption 2's (7), kappa = c
  lambda^{13/2}/(m^{13/2} log^2 d). At the reading that admits the most instances (c = 1 in both, lambda -> 1, '<<' as
  '<='), (8) is m^{13/2} log(dmk) log^2 d <= d^{1/4}: d >= 10^19.98 (m = 1, k = 2), 10^29.92 (m = 2, k = 2), 10^29.93
  (m = 2, k = 3). Lemma 7.1's crossing direction W_2 -> t W_2 needs m >= 2. (Same threshold as record chenli.lemma7.7,
  whose audited reason gives d >= e^46 ~ 1e20 at m = 1.)
- Reading kappa lambda as 1 (i.e. granting (7)), (8) is log(dmk) <= d^{1/4}: d >= 9369 (m = 1, k = 2), 14457 (m = k =
  2), 18066 (m = 2, k = 3). Round 32's 'd >~ 8000' is this reading at m = k = 1.
- Both lemmas' measurements need the N x d sign matrix B of Algorithm 2 (N = Theta(d (omega^2 + log d)) >= d rows):
  at d = 18066, B^T B or a least squares over d x d unknowns costs N d^2 >= 6e12 flops and >= 2.6 GB (N = d) up to
  3.5e14 flops and 28 GB (N = d(1 + log d)): not feasible on this project's CPUs in a check (no accelerator lent to
  round 33's chenli task); at (7)'s kappa (d >= 1e20) not at any scale. Feasible at d ~ 2e4: sampling event A with a
  low-rank flat Theta~ (O(d r) per sample) and single directions ||B w||^2/N; neither is either lemma's quantity.

Hence the two end claims are records (uncomputable). The crossing of chenli.lemma7.1 / chenli.lemma7.1-scale along W_2
-> t W_2 does not depend on d (round 23: the error is affine in t with slope B^+ (G_2 - B) U_2, G_2 - B = sum_{a != 2}
att_{1a} (x_a - x_2) != 0 whenever att_{1,2} < 1), so it persists at every d where (8) holds; chenli.lemma7.8 holds on
the drawn d <= 10 and its large-d behaviour (sigma_min(B)/sqrt(N) -> 1 - sqrt(d/N) for a law close to uniform) is not
measured.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import sec3_prelim as B39
from thmcheck.checks.claim import Assumption, Claim, Direction
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import sec3_prelim as S3
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

_SIZES = ("Assumption 3's (8), log^c(dmk)/(kappa lambda) << r_Theta << d^{1/4}, with kappa of Assumption 2's (7) (kappa "
          "= c lambda^{13/2}/(m^{13/2} log^2 d)), at the reading that admits the most instances (c = 1, lambda -> 1, "
          "'<<' as '<='), is m^{13/2} log(dmk) log^2 d <= d^{1/4}: no d below 10^19.98 (m = 1) or 10^29.9 (m = 2) meets "
          "it (the same bound as record chenli.lemma7.7). Even granting (7) (kappa lambda read as 1), log(dmk) <= "
          "d^{1/4} needs d >= 18066 at the claims' m = 2, k = 3 (9369 at m = 1, k = 2)")

LEMMA7_1_ASSUMP8 = Claim(
    id="chenli.lemma7.1-assump8",
    catalog_id="chenli.lemma7.1",
    paper=PAPER,
    source=f"Lemma 7.1 / Algorithm 2, Section 7, {SEED_FILE} L2276-L2306; Assumptions 2-3 ((7), (8)) L437-L451",
    statement="Lemma 7.1's (112), ||hatW - sum_i W_i||_F <= 2 m d k^{3/2} exp(-omega sqrt(log d) ||Theta_1||_F + "
              "O(omega^2)), at sizes d where Assumption 3's (8) holds (the end of chenli.lemma7.1's d, which draws d <= "
              "10 and grants (8)).",
    statement_tex=r"$$\left\| \widehat{\mathbf{W}} - \sum_i \mathbf{w}_i \right\|_F \leq 2mdk^{3/2} \exp(-\omega "
                  r"\sqrt{\log d} \|\boldsymbol{\Theta}_1\|_F + O(\omega^2)). \quad (112)$$",
    kind="algorithmic", comparison="<=", bound=None, measure=None, constants="hidden", checkable=False,
    record_category="uncomputable",
    not_checkable_reason=(
        _SIZES + ". The quantity is Algorithm 2's output hatW = B^+ A_1 with B the N x d matrix of sampled X_2 rows "
        "(N >= d; Lemma 7.8's N = Theta(d(omega^2 + log d))): at d = 18066 the least squares over d x d unknowns "
        "costs N d^2 >= 6e12 flops and >= 2.6 GB for B alone, beyond a check on this project's CPUs (round 33: no "
        "accelerator lent), and at (7)'s kappa (d >= 1e20) beyond any computation. The W_2 -> t W_2 crossing of "
        "chenli.lemma7.1 / chenli.lemma7.1-scale is d-free (the error is affine in t with slope B^+(G_2 - B)U_2 != 0 "
        "whenever att_{1,2} < 1), so it persists at these sizes."),
    notes="Round 33 (helper chenli): thresholds by bisection in closed form, tests/test_chenli_r33_chenli.py.",
)

LEMMA7_8_ASSUMP8 = Claim(
    id="chenli.lemma7.8-assump8",
    catalog_id="chenli.lemma7.8",
    paper=PAPER,
    source=f"Lemma 7.8, Section 7.3, {SEED_FILE} L2613-L2637; Assumptions 2-3 ((7), (8)) L437-L451",
    statement="Lemma 7.8, P[sigma_min(B) >~ sqrt(N) exp(-Omega(omega^2))] >= 1 - d^{-Omega(d)} for N = Omega(d(omega^2 "
              "+ log d)) samples of X_2 given event A, at sizes d where Assumption 3's (8) holds (the end of "
              "chenli.lemma7.8's d, which draws d <= 10 and grants (8)).",
    statement_tex=r"$$\mathbb{P}[\sigma_{\min}(B) \gtrsim \sqrt{N} \cdot \exp(-\Omega(\omega^2))] \geq 1 - "
                  r"d^{-\Omega(d)}.$$",
    kind="probabilistic", comparison="<=", bound=None, measure=None, constants="hidden", checkable=False,
    record_category="uncomputable",
    not_checkable_reason=(
        _SIZES + ". The quantity is sigma_min of the N x d sign matrix B, N = Omega(d(omega^2 + log d)) >= d(1 + log d) "
        "at constant 1: at d = 18066, N >= 1.96e5 rows, B^T B costs N d^2 ~ 6.4e13 flops and B ~ 28 GB in float64, "
        "beyond a check on this project's CPUs (round 33: no accelerator lent), and its failure probability d^{-Omega(d)} "
        "is below any Monte Carlo; at (7)'s kappa (d >= 1e20) beyond any computation."),
    notes="Round 33 (helper chenli): thresholds by bisection in closed form, tests/test_chenli_r33_chenli.py.",
)


# ------------------------------------------- L1102 (49) and L1214 (57): Lemma 3.9 invoked at C = s (s > 0 as printed)


@st.composite
def _l39_s_instances(draw: st.DrawFn) -> dict:
    """chenli.lemma3.9's instances (a, b built from (k, eta, C, R)) with C = s multiplied by a factor in [1, 1e3]: the
    displays take Lemma 3.9's C to be s, which L1068 only asks to be > 0 (Lemma 3.9 itself has C <= 1)."""
    inst = draw(S3._lemma3_9_instances())
    f = float(draw(with_edges(log_uniform(1.0, 1e3), 1.0, 1e3)))
    return {**inst, "C": float(inst["C"]) * f}


def _move_s(inst: dict, t: float) -> dict:
    return {**inst, "C": float(t), "R": 1.0 / float(t)}


def _move_eta0(inst: dict, t: float) -> dict:
    return {**inst, "eta": float(t)}


L39_S = Claim(
    id="chenli.display.lemma5.15-eq49-lemma3.9-s",
    paper=PAPER,
    source=f"L1102 (Lemma 5.15's proof, second alternative, (49)) and L1214 ((57), Lemma 5.17's proof), {SEED_FILE}; "
           f"Lemma 3.9 L375-L383 invoked with R = ||Theta||_F, eta = the event's perturbation level, C = s",
    statement="Pointwise on the event (Items 1-2 of Lemma 3.9 with R = ||Theta||_F, eta, C = s): ||softmax(a) - "
              "softmax(b)||_inf <= O~(k^2 eta/s), for every s > 0 with eta log(1/eta) <= s (the displays' s > 0; "
              "chenli.lemma3.9 checks C <= 1 only). The conditional expectation of (49)/(57) is at most the pointwise "
              "sup (Jensen).",
    statement_tex=r"$$\|\mathbb{E}[\Delta(\mathbf{X}, \mathbf{X}')_i \mid \mathcal{E}]\|_{\infty} \leq "
                  r"\tilde{O}\left(k^2/s \cdot \left(\cdots\right)\right).$$",
    kind="deterministic",
    comparison="<=",
    bound=B39.lemma3_9_shape_corrected,
    measure=S3._lemma3_9_measure,
    exact=S3._lemma3_9_exact,
    strategy=_l39_s_instances,
    assumptions=S3._SEP_ASSUMPTIONS[:3] + (
        Assumption("ranges", "0 < eta <= 1, s > 0, R > 0", lambda q: min(q["eta_le_1"], q["eta"], q["C"], q["R"])),),
    constants="hidden",
    uniform=True,
    derived="L1102 (49) and L1214 (57) as a pointwise step: Lemma 3.9's inequality at C = s, s > 0 (the printed "
            "O~ read as a factor >= 1 of log type: k^2 eta (1 + log(1/eta))/s; the printed log(1/eta) alone is "
            "chenli.lemma3.9's erratum at eta -> 1)",
    directions=(
        Direction("s -> inf", "C", INF, how="path", move=_move_s, points=(1.0, 10.0, 100.0, 1e3, 1e4),
                  reason="s R = 1 kept (where the left side ~ eta/s is largest)"),
        Direction("eta -> 0", "eta", 0.0, how="path", move=_move_eta0, points=tuple(10.0**-j for j in range(2, 10))),
        Direction("k, R, pattern", "k", INF, how="search", reason="drawn as chenli.lemma3.9 (k up to 200, R over 11 "
                  "decades)"),
    ),
    expect="holds",
    mutants={
        "an extra 1/s (k^2 eta (1 + log(1/eta))/s^2), wrong along s -> inf":
            lambda k, eta, C, R: k**2 * eta * (1 - math.log(eta)) / C**2,
        "eta^2 in place of eta, wrong along eta -> 0":
            lambda k, eta, C, R: k**2 * eta**2 * (1 - math.log(eta)) / C,
    },
    notes="Round 33 (helper chenli): r30's lead for L1102/L1214 (Lemma 3.9 outside its C <= 1). a, b as chenli.lemma3.9 "
          "(hypotheses checked in rationals); C = s drawn up to 1e3 x chenli.lemma3.9's C.",
    domain=(Param("k", 1, INF, text="k", integer=True, unreached="k = 1: the left side is 0"),
            Param("eta", 0.0, 1.0, lo_closed=False, text="0 < eta <= 1, eta log(1/eta) <= s"),
            Param("C", 0.0, INF, lo_closed=False, text="s > 0 (L1068)", unreached="s drawn up to ~1e3, path to 1e4"),
            Param("R", 0.0, INF, lo_closed=False, text="R = ||Theta||_F > 0")),
    settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
)

CLAIMS: list[Claim] = [LEMMA7_1_ASSUMP8, LEMMA7_8_ASSUMP8, L39_S]
