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
             "and takes the median at delta = 0.05 and 0.015 against sqrt(log 4).",
    second_path=SP + "test_eq617_second_path",
    notes="the runs of thesis.ch6.eqE.95 (r16_thesisE1.prop641_run, lru-cached per seed: the same instances and path, "
          "so in one process this claim costs the engine's bookkeeping only). The in-domain members and the W_K "
          "members of (6.17) are not drawn (one failing member refutes 'for any (p, W)').",
)

CLAIMS: list[Claim] = [E617]
