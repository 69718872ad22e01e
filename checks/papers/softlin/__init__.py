"""softlin: claims of Deng, Song, Yuan, Zhou, "Why Softmax Attention Outperforms Linear Attention".

Catalog: ``shared/claims/softlin.md``; paper: ``shared/seeds/001_afd2d45b92d0ae3d.txt``. One module per part of the
paper (a reader finds Lemma D.7 in ``appD_self_x1``):

- ``sec1_6_main``: Theorems 1.1, 1.2, 6.2 and the class-level reading of the title;
- ``sec3_tools``: Lemma 3.1 (Hoeffding);
- ``sec4_5_toy``: the toy model, Lemmas 4.1, 4.2 (and their proof inequalities), 5.1-5.4, the derived tau window;
- ``appA_C_tensor``: Fact A.1, Claims C.3, C.5;
- ``appD_self_x1``: Appendix D (self-attention, QK^T = 1_{dxd});
- ``appE_self_xi``: Appendix E (QK^T = I_d) and its omitted claims;
- ``appF_cross``: Appendix F (cross-attention);
- ``r7_frsl``: round 7's proof displays of Lemmas D.2 and D.3;
- ``r8_frsl``: round 8's Lemma D.4 Part 2 link L806-L807;
- ``r9_frsl``: round 9's Hoeffding links of Lemmas D.4-F.16 (O(sqrt(log(n/delta))) g <= kappa [sqrt(log n)]);
- ``r18_mhgd``: round 18's Theorem 6.2 display L315 as printed ('F_exp(A1) > 0, F_exp(A1) = 0': an empty event);
- ``r21_papers``: round 21's Lemmas D.14 (printed QK^T = I_d), E.2 and E.3 (printed hypotheses), F.2 and F.6 Part 4a, F.7,
  F.11 and F.14 (printed rows, data sets) as printed;
- ``r22_softlin3``: round 22's n = 1 end of the exp entry-wise lemmas (D.2-D.7, E.1, E.2, F.2-F.7), helper mhgd3;
- ``r24_factsoft``: round 24's Lemmas E.1 (corrected) and E.2 at d, t up to 1e6 (three row classes), helper factsoft;
- ``r26_factsoft``: round 26's first '>=' of L2108 (Lemma F.4 Part 1's proof: Pr >= 1/4 - delta/poly(n), erratum as
  printed) and of L1852 (Lemma E.3 Part 1's proof: Pr >= 1/8 - delta/poly(n), holds), helper factsoft;
- ``r27_literalFS``: round 27's second bullets of Claims C.3 and C.5 (alpha_lin holds; alpha_exp as printed with A2
  for A2^T: erratum as printed, ``softlin.claimC.5-alpha``), helper literalFS;
- ``r29_discFS``: round 29's Lemma 5.2 proof step L235 with tau over Def 3.5's whole range (erratum as printed; the
  reading tau < 1/4 holds), helper discFS;
- ``r31_endsMS``: round 31's small ends d = 3 and t = 1 (and b -> 0, 1) of Lemmas E.1 and E.2's proof chains, helper
  endsMS;
- ``_common``, ``_entrywise``, ``_families``: shared helpers, entry-wise machinery, exact whp probabilities.

Entry-wise lemmas check every entry a part quantifies over (the dense n x n model, or for large n the closed-form
entry sets); "with high probability" claims are exact probabilities over the Rademacher readouts (enumeration of the
few special signs and a binomial for the block of equal coordinates, ``thmcheck.models.softlin``) at points of the
scaling families d = 2 + ceil(n^gamma), checked as uniform shapes ('failure <= c delta/poly(n)' over every n, delta
and data constant; hidden constants, issue 31); the class-level separation is checked with the explicit
linear-attention constructions of the catalog.
"""

from __future__ import annotations

from thmcheck.checks.papers.softlin.appA_C_tensor import C3, C5, FA1
from thmcheck.checks.papers.softlin.appD_self_x1 import (
          D2,
          D3,
          D4,
          D4CS,
          D4P2,
          D5,
          D6,
          D7,
          D8,
          D9,
          D10,
          D11,
          D12,
          D13,
          D14,
          D15,
          D16,
          D17,
)
from thmcheck.checks.papers.softlin.appE_self_xi import E1, E2, E3, E3P2, E4, EOMIT
from thmcheck.checks.papers.softlin.appF_cross import (
          F2,
          F3,
          F4,
          F4LIT,
          F4P2,
          F5,
          F6,
          F7,
          F8,
          F9,
          F10,
          F12,
          F13,
          F14,
          F16,
          F17,
)
from thmcheck.checks.papers.softlin.r7_frsl import CLAIMS as _R7
from thmcheck.checks.papers.softlin.r8_frsl import CLAIMS as _R8
from thmcheck.checks.papers.softlin.r9_frsl import CLAIMS as _R9
from thmcheck.checks.papers.softlin.sec1_6_main import SEP, T11, T12, T62
from thmcheck.checks.papers.softlin.sec3_tools import L31
from thmcheck.checks.papers.softlin.sec4_5_toy import (
          L41,
          L42,
          L42P1,
          L51,
          L51_M_UNION,
          L52,
          L53,
          L54,
          RECORDS,
          TAU,
          I41a,
          I41b,
          I42a,
          I42b,
)

CLAIMS = [L31, FA1, C3, C5, I41a, I41b, I42a, I42b, L42, L42P1, L41, L52, L53, L54, TAU, D2, D3, D4, D4P2, D4CS, D6, D7, D10, D11, D14,
          D15, D5, D8, D9, D12, D13, D16, D17, T62, T11, E1, E2, E3, E3P2, E4, F2, F3, F4, F4LIT, F4P2, F6, F7, F10, F14, F5, F8, F9, F12, F13,
          F16, F17, T12, SEP, EOMIT, *RECORDS, L51, L51_M_UNION, *_R7, *_R8, *_R9]


from thmcheck.checks.papers.softlin import r18_mhgd as _r18  # noqa: E402  (round 18: Thm 6.2's L315 as printed, helper mhgd)

CLAIMS += _r18.CLAIMS

from thmcheck.checks.papers.softlin import r21_papers as _r21  # noqa: E402  (round 21: Lemmas D.14, E.2, E.3, F.2, F.7, F.11, F.14 as printed, helper papers)

CLAIMS += _r21.CLAIMS
from thmcheck.checks.papers.softlin import r22_softlin3 as _r22s3  # noqa: E402  (round 22: the n = 1 end of the exp entry-wise lemmas, helper mhgd3)

CLAIMS += _r22s3.CLAIMS
from thmcheck.checks.papers.softlin import r24_factsoft as _r24fs  # noqa: E402  (round 24: Section E's lemmas at d up to 1e6, helper factsoft)

CLAIMS += _r24fs.CLAIMS

from thmcheck.checks.papers.softlin import r26_factsoft as _r26fs  # noqa: E402  (round 26, helper factsoft)

CLAIMS += _r26fs.CLAIMS

from thmcheck.checks.papers.softlin import r27_literalFS as _r27lfs  # noqa: E402  (round 27, helper literalFS)

CLAIMS += _r27lfs.CLAIMS

from thmcheck.checks.papers.softlin import r29_discFS as _r29dfs  # noqa: E402  (round 29, helper discFS)

CLAIMS += _r29dfs.CLAIMS
from thmcheck.checks.papers.softlin import r31_endsMS as _r31endsMS  # noqa: E402  (round 31: the printed domain's ends, helper endsMS)

CLAIMS += _r31endsMS.CLAIMS
