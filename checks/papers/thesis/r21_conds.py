"""thesis, Appendix B (proof of Lemma B.3.2, Chapter 3's graph transformer), round 21 (helper conds): the t = 0 member of
(B.138) L4518, which thesis.ch3.eqB.138 (conditional on 'B large enough') never reaches at large m.

(B.138) is a chain 'K(t) >~ eta (1/B)(...) >~ ... > 0' for the t-th iteration of Lemma B.3.2 ('there exists K(t), Q(t) >
0, t = 0, 1, ..., T - 1', L3979). Whatever its hidden constants, it asserts K(t) > 0 at every t = 0..T-1, K(t) the q_1(t)
coefficient of the W_Q update of the mu_1 token ((B.134) L4500). thesis.ch3.eqB.138 checks every step t' < t <= 20 on the
shared instances of r18_thesisB2 (m <= 512), whose crossings are small-B events: its B path (one network, B = 8 .. 512)
loses them. thesis.ch3.eqB.138-init checks the first step t = 0 with r20_thesisB3's network and draw (m up to 4096, B to
8192 on the path; the draw thesis.ch3.eqB.152-init and eqB.42 use): at the random initialisation K(0) takes the sign of
the network's draw, and the sign is fixed along B (the batch only averages the nodes), so the crossing persists as B
grows. The same K(0) is thesis.ch3.eqB.42's (B.42) first-to-last member (there times a positive exponential) and the K
half of thesis.ch3.eqB.152-init; this claim is (B.138)'s own display.

Second path in ``tests/test_thesis_r21_conds.py`` (the own numpy graph transformer of tests/gt_own.py, full-batch first
step = the B -> inf limit)."""

from __future__ import annotations

from thmcheck.bounds.thesis import r17_thesisB as B17
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
from thmcheck.checks.papers.thesis import r20_thesisB3 as R20B3
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r21_conds.py::"

B_END = R20B3.B_END


def _b138_init_measure(inst: dict, ctx: Ctx, which: str = "proj") -> Measurement:  # noqa: ARG001
    """lhs = K(0): 'proj' the q_1(0) projection of the mu_1 token's first W_Q update ((B.134), thesis.ch3.eqB.138's
    witness), 'norm' the (B.20) norm witness ||W_K^(1) e_0||^2/||W_K^(0) e_0||^2 - 1, 'coord' the unique coordinate
    A[0, 0] in the basis q_l(0) = W_K^(0) e_l. ``exact``: negative by far more than the rounding of the projection (1e-9
    of the update's scale; the coordinate fit's residual below 1e-9)."""
    terms = R16B.gt80_terms(inst)
    if terms["m_minus_M2lnN"] < 0 or terms["L_minus_Bt"] < 0:   # outside the hypotheses: rejected by them, not run
        return Measurement(0.0, {}, {"not run (outside m >= M^2 ln N or |L| >= BT)": 1, **terms}, exact=False)
    r = R20B3.first_step(inst)
    v = r[{"proj": "K", "norm": "Kn", "coord": "A00"}[which]]
    exact = v < 0 and -v > 1e-9 * max(r["scale"], 1e-300) and (which != "coord" or r["res"] < 1e-9)
    return Measurement(v, {}, {"K(0) (B.134) projection": r["K"], "K(0) norm": r["Kn"],
                               "K(0) coordinate A[0, 0]": r["A00"], "fit residual": r["res"],
                               "update scale": r["scale"], "batch holds a mu_1 node": int(r["has_mu1"]), **terms},
                       exact=exact)


CLAIMS.append(Claim(
    id="thesis.ch3.eqB.138-init", paper=PAPER, kind="step", comparison=">",
    source=_src("(B.138), proof of Lemma B.3.2 ((a) the W_Q gradient), App. B, L4518; K(t): (B.134) L4500; Lemma B.3.2 "
                "L3979 ('there exists K(t), Q(t) > 0, t = 0, 1, ..., T-1'); Theorem 3.4.4's m >= Omega(M^2 log N), "
                "B >= Omega(eps^-2 log N)"),
    statement="(B.138) at t = 0 (Lemma B.3.2: t = 0, 1, ..., T - 1): K(t) >~ eta (1/B)(|sum_{l in B_b, S_1} (-y_l) "
              "sum_{i in W_l(0)} qc_t(Delta(l, i))| - ...) >~ ... phi_l(t)(|S^{l,t}| - |S_1^{l,t}|) ||q_1(t)||^2 > 0, "
              "K(t) the q_1(t) coefficient of W_Q^(t+1) x_j = r_1(t) + K(t) q_1(t) + ... (B.134), j in S_1. Checked: "
              "the chain's conclusion K(0) > 0 (whatever its hidden constants) with thesis.ch3.eqB.138's natural "
              "witness K(0) = <W_Q^(1) x_j - W_Q^(0) x_j, q_1(0)>/||q_1(0)||^2, x_j = mu_1 = e_0, q_1(0) = W_K^(0) e_0, "
              "on thesis.ch3.eqB.210's graph transformers at their random initialisation, inside |L| >= BT and m >= "
              "M^2 ln N.",
    statement_tex=r"K(0) \gtrsim \cdots > 0",
    bound=B17.b118_zero, measure=_b138_init_measure, strategy=R20B3._init_instances(),
    assumptions=R16B.GT80_ASSUMPTIONS,
    readings=(Reading("norm witness", "1 + K(0) = ||W_K^(1) x_j||^2 / ||W_K^(0) x_j||^2 ((B.20): q_1(t) = "
                      "sqrt(prod_l (1 + K(l))) q_1)", bound=B17.b118_zero,
                      measure=(lambda inst, ctx: _b138_init_measure(inst, ctx, "norm"))),
              Reading("basis coordinate", "K(0) = A[0, 0], the unique q_1(0) coordinate of W_Q^(1) e_0 - W_Q^(0) e_0 in "
                      "the basis q_l(0) = W_K^(0) e_l (one-hot tokens; r20_thesisB's coordinates)", bound=B17.b118_zero,
                      measure=(lambda inst, ctx: _b138_init_measure(inst, ctx, "coord")))),
    eventually=("B",),
    directions=(
        R16B.gt80_b_direction(
            B_END, (8, 32, 128, 512, 1024, 2048, 4096, B_END),
            reason="B >= Omega(eps^-2 log N) carries a hidden constant: the sign crossing must persist as B grows "
                   "(K(0) tends to the full-batch value of the same network)"),
        Direction("t fixed at 0", "t", 0.0, how="unsearched",
                  reason="the crossing is at t = 0, the first of the statement's t = 0, 1, ..., T - 1: one step in "
                         "the range suffices; later steps are thesis.ch3.eqB.138's runs (t' < 20)"),
        Direction("m -> inf, seed, eta", "m", INF, how="search",
                  reason="m >= Omega(M^2 log N) carries a hidden constant; m is drawn log-uniform on [71, 4096] with "
                         "the seed (a new width is a new network: no path of one network along m; the second path goes "
                         "to m = 2000)"),
    ),
    domain=(
        *R20B3.t0_params(2000),
        Param("eta", 0, INF, lo_closed=False, far=0.2, text="step size eta",
              unreached="eta in {0.05, 0.1, 0.2}: K(0) is eta times the first gradient's projection, the sign is the "
                        "same for every eta > 0"),
    ),
    expect="erratum",
    evidence="Sign crossing at t = 0 that persists as B grows and at every width drawn: the chain (B.138) ends in '> 0', so "
             "with any hidden constants it asks K(t) > 0 at every t = 0..T-1, while at the random initialisation K(0) "
             "takes the sign of the network's draw (the W_O rows are N(0, xi^2) and a_i = +-1/sqrt(m), so the q_1 "
             "component of the attention gradient sums terms of either sign over the neurons: no lucky-neuron "
             "dominance yet, which the proof's expansion of (B.134)-(B.138) assumes). ci: seed 0, m = 177, eta = 0.2, "
             "B = 512: K(0) = -4.81e-5 (norm witness -1.3e-4, coordinate A[0, 0] = -4.66e-5, fit residual 8e-14, "
             "update scale 1.9e-4), and -5.16e-5, -5.03e-5, -4.84e-5, -5.01e-5 at B = 1024, 2048, 4096, 8192 (m raised "
             "to M^2 ln N at B = 8192; 5 path points over 1.2 decades, every one crossing). B = 512, eta = 0.2, seeds "
             "0-5: K(0) < 0 on 5 of 6 at m = 177, 3 of 6 at m = 512, 3 of 6 at m = 2048 (seed 2: -3.2e-5), 5 of 6 at "
             "m = 4096 (seed 5: -2.1e-4): the share does not fall as m grows. K(0) is eta times the first gradient's "
             "projection, so every eta > 0 alike. Second path (tests/test_thesis_r21_conds.py, the own numpy model of "
             "tests/gt_own.py, full-batch first step = the B -> inf limit, own projection): K(0) < 0 on 4 of seeds "
             "0-7 at m = 177 (seed 1: -7.6e-5) and 6 of 8 at m = 2000 (seed 0: -9.6e-5), linear in eta. The same "
             "K(0) is (B.42)'s (thesis.ch3.eqB.42) and the K half of thesis.ch3.eqB.152-init (both errata, the "
             "latter audited); the steps t' >= 1 of thesis.ch3.eqB.138 cross only at small B.",
    no_correction_reason="the sign of K(0) is the random initialisation's (about half of the networks at every m and "
                         "B); a corrected (B.138) needs Lemma B.3.2's induction started after a warm-up in which the "
                         "lucky neurons' W_O rows dominate (or conditioned on the initialisation), which changes the "
                         "lemma and Theorem 3.4.4's probability (as thesis.ch3.eqB.152-init and eqB.42)",
    second_path=SP + "test_b138_init_K0_negative_full_batch_own_model",
    mutants={"> 1 (a wrong scale)": B17.b118_mut}, auto_mutant=False,
    notes="Round 21 (conds): thesis.ch3.eqB.138 stays conditional on 'B large enough' (its crossings at t' >= 1 on m <= "
          "512 are small-B events, gone at B = 512 on its path; ci re-run this round: gone at B = 512); its shared "
          "strategy (r18_thesisB2._b152_instances) includes t' = 0 in every run but its B path follows one network "
          "to B = 512 only. This claim carries (B.138)'s t = 0 member on r20_thesisB3's draw (m to 4096, B to 8192).",
    settings={"ci": {"max_examples": 3, "budget_s": 4.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.5},
              "dev": {"max_examples": 30, "path_starts": 2, "path_decades": 1.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-21 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch3.eqB.138-init': 'auditor C: confirmed',
}, 'docs/audits/round21/thesis.md')
