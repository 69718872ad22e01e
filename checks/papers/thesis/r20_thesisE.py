"""thesis, Chapter 6 (round 20, thesisE): Proposition 6.4.1's (6.17) L1879 as a numbered result, as printed.

- (6.17) L1879: for any (p, W) in {(p_query, W_Q^(T)), {(p_i, W_K^(T))}}, ||[XDR(p)^T, 0^T] W p|| >= Omega(sqrt(log
  M1)), 'for in-domain (or out-of-domain) tasks' (L1885: XDR(p) is the IDR or ODR pattern of p).

The inventory row (6.17) was 'covered' by thesis.ch6.prop6.4.1, which checks only the RATIO (6.18)/(6.17) (resp.
(6.19)/(6.17)) <= c (1/M1 + 1/M2) on in-domain models: it never computes (6.17)'s left side against sqrt(log M1), and
it has no out-of-domain case and no delta direction. Here (6.17) is checked as printed on its out-of-domain member
(p'_query, W_Q^(T)): [XDR(p'_query)^T, 0^T] W_Q^(T) p'_query is a scalar, |(mu'_j^T, 0^T) W_Q^(T) p'_query|, exactly
the left side of (E.95) L8377 (the proof's step for this case), so the measurement, the uniform shape sqrt(log M1),
the delta -> 0 path (delta in (0, 0.2], Sec. 6.2.3, L1727) and the readings are those of thesis.ch6.eqE.95
(r16_thesisE1b, its runs cached and shared): the median over zero-loss runs of the least value over the ODR queries.
'For any (p, W)' is refuted by one member: the least over the W_Q out-of-domain member is an upper bound of the least
over all members.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed side: :mod:`thmcheck.bounds.thesis.r16_thesisE1b`
(e95_shape = sqrt(log M1)).
"""

from __future__ import annotations

from dataclasses import replace

from thmcheck.checks.claim import Claim
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r16_thesisE1b import E95

SP = "tests/test_thesis_r20_thesisE.py::"

E617 = replace(
    E95,
    id="thesis.ch6.eq6.17", paper=PAPER,
    source=f"Proposition 6.4.1, (6.17), Sec. 6.4.1: 'for any (p, W) in {{(p_query, W_Q^(T)), {{(p_i, W_K^(T))}}}}, "
           f"||[XDR(p)^T, 0^T] W p|| >= Omega(sqrt(log M1))', XDR(p) the IDR or ODR pattern (L1885); the delta range "
           f"of Sec. 6.2.3, {SEED_FILE} L1877-L1885, L1727",
    statement="(6.17) of Proposition 6.4.1, as printed, on its out-of-domain member (p, W) = (p'_query, W_Q^(T)): "
              "|(mu'_j^T, 0^T) W_Q^(T) p'_query| >= Omega(sqrt(log M1)) (log natural; the Omega read uniformly: one c > "
              "0 over the printed hypotheses, delta in (0, 0.2] of Sec. 6.2.3 included), mu'_j = sum_i k_ji mu_i the "
              "query's ODR pattern (sum_i k_ji >= 1, sum_i k_ji^2 = 1, (6.12) / L8361), p'_query = (mu'_j + kappa' "
              "nu'_k; 0), nu'_k in the IDI span, kappa' ~ U(-K', K'), K' = 1. Checked on the Chapter 6 model trained "
              "to zero loss (T the zero-training-loss step; the reading 'T within (6.10)' takes Proposition 6.4.1's "
              "'updated by T (characterized in (6.10)) iterations' literally): per run the least value over k_j = e_j "
              "or uniform, nu'_k = beta e_k or the uniform combination, kappa' in [-1, 1]; lhs = the MEDIAN of that "
              "least value over independent zero-loss runs (the proposition is about the trained model, which the "
              "proof holds with high probability over the training). The measure, path and readings of "
              "thesis.ch6.eqE.95 (the proof's step for this member).",
    statement_tex=r"\|[XDR(\mathbf{p})^\top, \mathbf{0}^\top] \mathbf{W} \mathbf{p}\| \geq \Omega(\sqrt{\log M_1})",
    evidence="Proposition 6.4.1's (6.17) fails as printed on its out-of-domain member along delta -> 0, delta in (0, "
             "0.2] of Sec. 6.2.3 (L1727): it is the numbered result whose proof step (E.95) fails (thesis.ch6.eqE.95, "
             "erratum as printed, audited in rounds 17-18); its row was covered by thesis.ch6.prop6.4.1, which checks "
             "only the ratio (6.18)/(6.17) on in-domain models and never this left side. Numbers (E79_FIRST's family: "
             "M1 = 4, M2 = 8, beta = 2, alpha = 0.8, eta = 0.9, m = 80 = 3.6 M1^2 log M1, B = 45, l_tr = 18, K = 1/2, "
             "K' = 1, every run a zero-loss run, Theorem 6.3.3's hypotheses met): the median over 5 runs (seeds 5..9) "
             "of the least |(mu'_j^T, 0^T) W_Q^(T) p'_query| is ~ delta beta^2 = 4 delta: 0.7995, 0.402, 0.197, "
             "0.084, 0.0049, 0.0 at delta = 0.2, 0.1, 0.05, 0.02, 0.01, 0.005 against sqrt(log 4) = 1.177 (ratio "
             "0.68 -> 0), attained at the uniform ODR combination mu'_j = sum_i mu_i / sqrt(M1) (sum_i k_ji = 2 >= "
             "1, as (6.12) allows): on the cyclic training tasks each mu_i is mapped to +1 by one task and -1 by "
             "another, the W_Q gradients along the uniform direction cancel, and the trained W_Q^(T) keeps its "
             "initial delta beta^2 there. No c > 0 serves along delta -> 0. Under Remark 6.4.2's reading 'delta = "
             "Theta(1)' (L1887: 'initialized with a scalar delta = Theta(1)') no counterexample (0.80 at delta = 0.2, "
             "M1 = 4, 6, 8: the erratum is as printed, along the printed delta range); under the reading 'T within "
             "(6.10)' it is violated too (the model has not started to train by T at small delta). Not the encoding: "
             "the second path re-runs the SGD in numpy with hand-derived gradients (tests/test_thesis_r17_thesisE2b) "
             "and takes the median at delta = 0.05 and 0.015 against sqrt(log 4)."
             " Round 29 (helper leads2, docs/hiddenhyp_r28.md 'Round 29 triage: thesis Chapter 6', left by hhT6): the delta -> 0 path re-run with Theorem 6.3.3's constants grown, m, c_B and c_l x2 (E79_FIRST's family: m = 160, B = 89, l_tr = 35; m / (M1^2 log M1) = 7.2, B / (M1 log M1) = 16.0, eta T / (M1 sqrt(log M1)) = 474 and 206): the median least value is 0.079 at delta = 0.015 (x1: 0.069) and 0.213 at delta = 0.05 (x1: 0.197), ratio to sqrt(log 4) 0.067 and 0.18: the decay ~ delta beta^2 persists at twice the constants (the uniform ODR direction's W_Q gradients cancel on the cyclic tasks whatever m, B, l_tr, T are); at x4 (m = 320) the trainer reaches no zero-loss run at delta = 0.015 (SolverFailure), so x4 is not measured. Outcome (a) measured; the verdict is unchanged.",
    second_path=SP + "test_eq617_second_path",
    notes="the runs of thesis.ch6.eqE.95 (r16_thesisE1.prop641_run, lru-cached per seed: the same instances and path, "
          "so in one process this claim costs the engine's bookkeeping only). The in-domain members and the W_K "
          "members of (6.17) are not drawn (one failing member refutes 'for any (p, W)').",
)

CLAIMS: list[Claim] = [E617]


# ======================================== (6.14) L1850: Theorem 6.3.7's norm split, as printed

import math  # noqa: E402

from hypothesis import strategies as st  # noqa: E402

from thmcheck.bounds.thesis.r20_thesisE import e614_mutant_offset, e614_shape  # noqa: E402
from thmcheck.checks.claim import Ctx, Measurement  # noqa: E402
from thmcheck.checks.domain import Param  # noqa: E402
from thmcheck.checks.papers.thesis.ch6_icl import _ICL_CHECKED, _ICL_REQS, _M1_DIRS, _icl_checks, _m1_model  # noqa: E402


def _e614_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """lhs = 1 / min_{i in L*} ||r_i^(T)||, L* = {i : ||r_i^(T)|| > M2^{-1/2}}: (6.14)'s second line (||r_i|| <= 1/sqrt(M2)
    on L^c, an explicit bound) forces every admissible L to contain L*, so min_L ||r_i|| <= min_{L*} ||r_i||, with
    equality at L = L* (which also has the largest |L|): the first line ||r_i|| >= Omega(1) on L holds for some L iff
    it holds on L*; read as 1/||r_i|| <= O(1)."""

    from thmcheck.models import icl as ICL

    model = _m1_model(inst["M1"], inst["train_seed"])
    nr = ICL.neuron_norms(model)
    M2 = model.cfg.M2
    thr = M2**-0.5
    L = nr > thr
    least = float(nr[L].min()) if bool(L.any()) else 0.0
    return Measurement(1.0 / least if least > 0 else math.inf, {"M2": M2}, {
        "min over L* of ||r_i||": least, "threshold M2^{-1/2}": thr, "min over L* / threshold": least / thr,
        "|L*| / m": float(L.double().mean()), "median ||r_i||": float(nr.median()),
        "largest ||r_i|| on L^c": float(nr[~L].max()) if bool((~L).any()) else 0.0,
        "M1": model.cfg.M1, "m": model.cfg.m, "B": model.cfg.B, "T": model.cfg.T, "delta": model.cfg.delta,
        "neurons with ||r_i|| in (M2^{-1/2}, 2 M2^{-1/2}]": int(((nr > thr) & (nr <= 2 * thr)).sum()),
        **_icl_checks(model.cfg)})


@st.composite
def _e614_instances(draw: st.DrawFn) -> dict:
    """thesis.ch6.theorem6.3.7's tied models (ch6_icl._m1_cfg: M2 = 4 M1, m, B, l_tr by (6.9), T by (6.10)): M1 in {2,
    3, 4, 6} (the path grows it), training seed 0 (1 too outside ci)."""
    from thmcheck.checks.profiles import active_profile

    seeds = [0] if active_profile() == "ci" else [0, 1]
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from(seeds))}


E614 = Claim(
    id="thesis.ch6.eq6.14", paper=PAPER, kind="algorithmic", comparison="<=",
    source=f"Theorem 6.3.7, (6.14), Sec. 6.3.4: 'there exists L subset [m] with |L| = Omega(m) s.t. ||r_i^(T)|| >= "
           f"Omega(1), i in L, ||r_i^(T)|| <= (1/sqrt(M2)), i in L^c', {SEED_FILE} L1848-L1853",
    statement="(6.14) as printed: some L with |L| = Omega(m) has ||r_i^(T)|| >= Omega(1) on L and ||r_i^(T)|| <= "
              "1/sqrt(M2) on L^c (r_i the i-th row of W_O W_V; the second bound explicit). Every admissible L contains "
              "L* = {i : ||r_i|| > M2^{-1/2}}, so the first line holds for some L iff min over L* of ||r_i|| >= c for "
              "one c > 0 (uniform over the printed hypotheses); checked as lhs = 1 / min_{L*} ||r_i^(T)|| <= O(1) on "
              "thesis.ch6.theorem6.3.7's tied models (M2 = 4 M1, m, B, l_tr by (6.9), T by (6.10)), M1 -> inf on the "
              "path. |L*| / m is reported (the Omega(m) part).",
    statement_tex=r"\|\mathbf{r}_i^{(T)}\| \geq \Omega(1), \quad i \in \mathcal{L}, \qquad \|\mathbf{r}_i^{(T)}\| \leq "
                  r"(1/\sqrt{M_2}), \quad i \in \mathcal{L}^c",
    bound=e614_shape, measure=_e614_measure, strategy=_e614_instances(), constants="hidden", uniform=True,
    assumptions=(*_ICL_CHECKED, *_ICL_REQS), directions=_M1_DIRS,
    mutants={"the shape 1 - 1 = 0 (no positive lhs fits: an offset)": e614_mutant_offset}, auto_mutant=False,
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
                  unreached="M1 <= 20 (the path; ci trains up to 8, dev 12, deep 20), as thesis.ch6.theorem6.3.7"),
            Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
                  unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance")),
    notes="Round 20 (thesisE): the row (6.14) was covered by thesis.ch6.theorem6.3.7, which checks only (6.15) (the "
          "loss after pruning L^c = {||r_i|| <= M2^{-1/2}}) and never (6.14)'s lower bound on L. A lead, not settled: "
          "the trained norms spread continuously, so the smallest norm above the explicit cut M2^{-1/2} sits just "
          "above it: min_{L*} ||r_i|| = 0.381, 0.404, 0.274, 0.211, 0.178 at M1 = 2, 3, 4, 6, 8 (seed 0; threshold "
          "0.354, 0.289, 0.25, 0.204, 0.177; ratio to it 1.08, 1.40, 1.10, 1.03, 1.009), |L*| / m = 0.85 .. 0.99: "
          "lhs = 1 / min grows like sqrt(M2) (2.6 -> 5.6 over M1 = 2 .. 8). No Omega(1) constant survives M2 -> inf "
          "if this continues, but a sqrt(M2) growth needs M1 ~ 200 (a hundredfold of M2) for the engine's x10, "
          "beyond any run (m ~ M1^2 log M1): ci (M1 <= 8) reads x2.1 as holds, dev/deep (M1 <= 12 / 20) at most "
          "potential. The mutant is an offset (a uniform claim's wrong shape dies on a path of a decade, which ci "
          "does not reach).",
    settings={"ci": {"max_examples": 4, "budget_s": 10.0, "min_valid": 2}},
)

CLAIMS += [E614]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.eq6.17': 'auditor A: confirmed as printed',
}, 'docs/audits/round20/thesis.md')
