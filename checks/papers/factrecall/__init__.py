"""factrecall: claims of Nichani, Lee & Bietti, "Understanding Factual Recall in Transformers via Associative Memories".

Catalog: ``shared/claims/factrecall.md``; paper: ``shared/seeds/002_60f5937820eee378.txt``. One module per part of the
paper (a reader finds Lemma 14 in ``appF_technical``):

- ``sec3_appB_memories``: Sec. 3 (associative memories) and App. B, Theorems 1, 2 (Figure 1), 9, the remarks after
  Theorem 1, eq. (3), Corollary 2 (App. B.1);
- ``sec4_appC1_lemma1``, ``sec4_appC1_thm3``, ``sec4_appC1_attention``: Sec. 4 and App. C.1 (construction via
  self-attention), Lemma 1 (rate), Theorem 3 (rate), Lemma 2 and Theorem 10; the task definitions and the subset remark;
- ``sec4_appC2_mlp``: App. C.2 (construction via MLP), Lemma 3, Theorem 11 and Theorem 4 (record);
- ``sec5_appD_flow``: Sec. 5 and App. D (gradient flow of the linear-attention model), Lemmas 4-7, Corollary 3,
  Theorems 5, 6, Figure 5's plateau;
- ``sec6_appE_lower``: Sec. 6 and App. E (lower bounds), Theorems 7, 8, Corollary 1, Lemmas 8-11;
- ``appF_technical``: App. F (technical lemmas), Lemmas 12-16;
- ``r5_mhgdfr``: round 5's proof displays (Theorem 9's and Lemma 2's variance chains, Lemma 6's stage 3);
- ``r6_mhgdfr``: round 6's proof displays (Theorem 9's choice of k, L568-L572);
- ``r7_chenliH``: round 7's uniform shape checks (Theorem 2's capacity against its printed shape);
- ``r7_frsl``: round 7's proof displays of Lemma 3 (L845-L875);
- ``r8_frsl``: round 8's proof displays of Lemmas 8, 9 (entropy gaps, L1566-L1594, L1640-L1648) and 14 (L1719-L1727);
- ``r9_frsl``: round 9's proof displays of Lemma 6 (the relation-only model and loss, L1226-L1245);
- ``r10_factrecall``: round 10's proof displays of Lemma 3 (second moments and variance bounds, L827-L879);
- ``r11_factrecall``: round 11's proof displays of Lemma 14 (the moment step L1715) and Lemma 3 (the final ratio L896, the margin step L898,
  the E[gamma_sra^2] expansion L860-L861);
- ``r12_factrecall``: round 12's deviation chain L688-L690 of Lemma 2's proof (its middle '<~', erratum: L683's shared-answer terms); Lemma 6's convexity chain L1346-L1348 (holds) and gradient gaps L1316-L1323 (erratum: EOS)
  Lemma 3's E[gamma_sra] expansion L794-L804 (phi(s') for phi~(s'), erratum as printed) and Lemma 10's Gibbs chain
  L1666-L1678 (holds);
- ``r13_factrecall``: round 13's stages 2-3 of Lemma 6's proof: L1327-L1328 and L1330-L1332 (L1303's sign slip carried on,
  errata as printed), L1352 (holds), L1358-L1363 (a missing square, erratum as printed); Theorem 6's proof
  L1377-L1394 (T* without its sqrt(2) and L1393's |N|, erratum); L1168, L1253-L1254 and stage 1's end L1288-L1295
  (hold); Lemma 14's Markov chain L1709-L1711 (holds); L1311-L1312 (minus the gradients, erratum as printed);
  Theorem 5's proof L1064-L1070 and L1074-L1086 on the flow (hold);
- ``r14_factrecall``: round 14's Theorem 1 proof E[gamma_xy] = 1 (L440-L442, holds) and Var(gamma_xy) (L453, erratum:
  y outside f*([N]), L449's slip); Theorem 7's proof chain L1446-L1466 on explicit B-bit learners (holds); Theorem 8's
  proof L1492-L1494 (its last '=' fails for a learner mixing relations, erratum as printed; '>=' holds); Lemma 9's
  proof L1652-L1653 (closed forms, hold); Theorem 9's proof E[gamma_xy] (L495-L508: 'c_{k+1}' is sqrt(k + 1)
  c_{k+1} with orthonormal h_j, erratum as printed); Lemma 1's proof L626 (Hoeffding, uniform shape, holds);
- ``r15_factrecall``: round 15's Theorem 1 proof union bound L459, Theorem 5's proof loss chain L1090-L1097 and Lemma 9's
  L1631-L1636 third step (hold);
- ``r18_mhgd``: round 18's Lemma 2 with its '>~' constants unspecified (uniform: the smallest constant each instance
  needs stays bounded, holds) and Sec. 4's subset remark L197 (H d d_h = Omega~(M) alone: a one-dimensional head
  predicts at most two answers, erratum as printed); App. F.1's orthonormality display L1735 as printed (delta_ij for
  delta_ik, erratum as printed); Lemma 5's L1111 as printed ('W_KQ(z)' for W_KQ(s): erratum as printed);
- ``r21_papers``: round 21's Lemma 15 (Mehler) at Hermite degrees k in [41, 200], exact integer arithmetic (holds);
- ``r21_factrecall``: round 21's Lemma 2 (``factrecall.lemma2``) as a uniform check over every answer structure
  (erratum: one answer shared by n subjects), its former constants-1 check as a reading; further proof displays;
- ``r23_undecidedP``: round 23's certificate of Lemma 1's constant (``factrecall.lemma1.c261``: d >= 261 |V^(h)|
  ln(|V|/delta) suffices, auditor B's Hoeffding constant), the ceiling that settles ``factrecall.lemma1``; Lemma 10 at
  |V| <= 1e6 on relabelling-invariant learners (``factrecall.lemma10.far``);
- ``r25_factsoft``: round 25's Lemma 14 moment step L1715 (corrected) at q in [92, 2000], the moment
  by a log-space trapezoid rule (``factrecall.display.lemma14-moment-step.corrected-q``, holds) and its Markov link
  L1711 at the same q (``factrecall.display.lemma14-markov-q``, holds);
- ``r26_factsoft``: round 26's Theorem 8 proof display L1484 (L = p(s, r) ell(s, r) without (18)'s sum over (s, r):
  erratum as printed, ``factrecall.display.thm8-l1484``) and the remark after Theorem 10, L704-L706 (H d d_h >~ SR polylog
  alone: a one-dimensional head predicts at most two answers, erratum as printed, ``factrecall.display.thm10-remark-params``);
- ``r27_literalFS``: round 27's Lemmas 1 and 2 over their printed index sets, which contain EOS (z' = EOS in Lemma 1's
  chain: ``factrecall.lemma1-eos``, erratum as printed; z = EOS in Lemma 2's V^(h): ``factrecall.lemma2-eos``, erratum as printed since round 28);
  the rows L981 (the logit identity) and L991-L993 (L convex in Theta), Theorem 6 at R = 1 (``factrecall.thm6-r1``);
- ``r28_leads``: round 28's Theorem 4 at its far sizes (d up to 1025, S up to 32, R up to 8; dev/deep).
- ``r28_lits``: round 28's Lemma 3 identity (L808) at S, R in 4..16 (dev/deep; ci S = R = 4).
- ``r29_discFS``: round 29's last requirement of Theorem 6's proof (L1398: T alpha <= iota^{-1} min gap/300, holds).
- ``r30_discFR``: round 30's Lemma 3 conclusion (L780: the argmax, decided over every network by an LP; conditional on
  the hidden size thresholds).
- ``r30_discFR2``: round 30's Theorem 11 head count (L955: H' N_S + H' N_R prop d (S + R)/(d_h M), uniform).
- ``r30_discFR3``: round 30's Lemma 14 moment step L1715 on the sphere factor (f of x_1, x ~ Unif(S^{d-1}); erratum) and
  Lemma 8's MI inequality as printed (L1504, exact enumeration; holds).
- ``r30_discFR4``: round 30's Corollary 2 conclusion (21) as printed (L584: the quantized construction's capacity
  against d^2 >~ N polylog N; erratum, Theorem 1's missing M).
- ``r36_heads``: round 36's Theorem 3 H d_h direction (L179 under H d_h >= Omega~(S + R): the exponent of the smallest
  H d_h giving accuracy 1 against S + R, the construction of App. C.1; helper fr3).
- ``_common``: paper constants and the placeholder record.

Bounds in ``thmcheck.bounds.factrecall``, measurements in ``thmcheck.models.factrecall`` (and the generic ``thmcheck.models.hermite``).
"""

from __future__ import annotations

from thmcheck.checks.papers.factrecall import _directions
from thmcheck.checks.papers.factrecall import appF_technical as _f
from thmcheck.checks.papers.factrecall import r5_mhgdfr as _r5
from thmcheck.checks.papers.factrecall import r6_mhgdfr as _r6
from thmcheck.checks.papers.factrecall import r7_chenliH as _r7h
from thmcheck.checks.papers.factrecall import r7_frsl as _r7f
from thmcheck.checks.papers.factrecall import r8_frsl as _r8frsl
from thmcheck.checks.papers.factrecall import r9_frsl as _r9frsl
from thmcheck.checks.papers.factrecall import sec3_appB_memories as _m
from thmcheck.checks.papers.factrecall import sec4_appC1_attention as _a
from thmcheck.checks.papers.factrecall import sec4_appC1_lemma1 as _l1
from thmcheck.checks.papers.factrecall import sec4_appC1_thm3 as _t3
from thmcheck.checks.papers.factrecall import sec4_appC2_mlp as _mlp
from thmcheck.checks.papers.factrecall import sec5_appD_flow as _flow
from thmcheck.checks.papers.factrecall import sec6_appE_lower as _low

_ALL = {c.id: c for m in (_m, _a, _l1, _t3, _mlp, _flow, _low, _f, _r5, _r6, _r7h, _r7f, _r8frsl, _r9frsl) for c in m.CLAIMS}
# the claims' order of the former modules (factrecall, factrecall_flow, factrecall_mlp, factrecall_scaling, _thm3)
_ORDER = ("factrecall.thm7 factrecall.lemma14 factrecall.thm1 factrecall.thm2 factrecall.lemma12 factrecall.lemma8 "
          "factrecall.lemma9 factrecall.lemma11 factrecall.display.thm1-moments factrecall.thm1.gd_remark "
          "factrecall.thm1.lowrank factrecall.thm1.noninjective factrecall.cor2 factrecall.lemma15 factrecall.lemma16 "
          "factrecall.eq3 factrecall.thm9 factrecall.cor1 factrecall.display.cor1-tail-lower factrecall.display.lemma2-mean factrecall.lemma2 "
          "factrecall.display.lemma2-omega factrecall.thm10 factrecall.lemma13 "
          "factrecall.lemma10 factrecall.thm8 factrecall.task factrecall.thm4").split()
CLAIMS = [_ALL[i] for i in _ORDER] + [c for m in (_flow, _mlp, _l1, _t3, _m, _a, _low, _f, _r5, _r6, _r7h, _r7f, _r8frsl, _r9frsl) for c in m.CLAIMS
                                     if c.id not in _ORDER]
assert len(CLAIMS) == len(_ALL)
_directions.apply(CLAIMS)

from thmcheck.checks.papers.factrecall import r10_factrecall  # noqa: E402  (round 10: Lemma 3's variance, helper factrecall)

CLAIMS += r10_factrecall.CLAIMS

from thmcheck.checks.papers.factrecall import r11_factrecall  # noqa: E402  (round 11: Lemmas 14 and 3, helper factrecall)

CLAIMS += r11_factrecall.CLAIMS

from thmcheck.checks.papers.factrecall import r12_factrecall  # noqa: E402  (round 12: Lemma 2's L688-L690, helper thesisF)

CLAIMS += r12_factrecall.CLAIMS

from thmcheck.checks.papers.factrecall import r13_factrecall  # noqa: E402  (round 13: Lemma 6's stage 2, helper thesisF)

CLAIMS += r13_factrecall.CLAIMS

from thmcheck.checks.papers.factrecall import r14_factrecall  # noqa: E402  (round 14: Thm 1's E/Var, Thm 7's chain, helper factrecall)

CLAIMS += r14_factrecall.CLAIMS

from thmcheck.checks.papers.factrecall import r15_factrecall  # noqa: E402  (round 15: Thm 1's L459, Thm 5's L1090-L1097, helper chenliA)

CLAIMS += r15_factrecall.CLAIMS

from thmcheck.checks.papers.factrecall import r18_mhgd  # noqa: E402  (round 18: Lemma 2's constants, the subset remark, helper mhgd)

CLAIMS += r18_mhgd.CLAIMS

from thmcheck.checks.papers.factrecall import r21_papers  # noqa: E402  (round 21: Lemma 15 at k > 40, helper papers)

CLAIMS += r21_papers.CLAIMS

from thmcheck.checks.papers.factrecall import r21_factrecall  # noqa: E402  (round 21: Lemma 2 uniform, helper factrecall)

CLAIMS += r21_factrecall.CLAIMS

from thmcheck.checks.papers.factrecall import r23_undecidedP  # noqa: E402  (round 23: Lemma 1's certificate, helper undecidedP)

CLAIMS += r23_undecidedP.CLAIMS

from thmcheck.checks.papers.factrecall import r25_factsoft  # noqa: E402  (round 25: Lemma 14's moment step at large q, helper factsoft)

CLAIMS += r25_factsoft.CLAIMS

from thmcheck.checks.papers.factrecall import r26_factsoft  # noqa: E402  (round 26: L1484, helper factsoft)

CLAIMS += r26_factsoft.CLAIMS

from thmcheck.checks.papers.factrecall import r27_literalFS  # noqa: E402  (round 27: Lemmas 1-2 with EOS, helper literalFS)

CLAIMS += r27_literalFS.CLAIMS

from thmcheck.checks.papers.factrecall import r28_leads  # noqa: E402  (round 28: Theorem 4 at d > 257, helper leads)

CLAIMS += r28_leads.CLAIMS
from thmcheck.checks.papers.factrecall import r28_lits  # noqa: E402  (round 28: Lemma 3 at S, R up to 16, helper lits)

CLAIMS += r28_lits.CLAIMS
from thmcheck.checks.papers.factrecall import r29_discFS  # noqa: E402  (round 29: Theorem 6's L1398, helper discFS)

CLAIMS += r29_discFS.CLAIMS
from thmcheck.checks.papers.factrecall import r30_discFR  # noqa: E402  (round 30: Lemma 3's argmax L780, helper discFR)

CLAIMS += r30_discFR.CLAIMS
from thmcheck.checks.papers.factrecall import r30_discFR2  # noqa: E402  (round 30: Thm 11 head count L955, helper discFR2)

CLAIMS += r30_discFR2.CLAIMS
from thmcheck.checks.papers.factrecall import r30_discFR3  # noqa: E402  (round 30: L1715 on the sphere, helper discFR3)

CLAIMS += r30_discFR3.CLAIMS
from thmcheck.checks.papers.factrecall import r30_discFR4  # noqa: E402  (round 30: Cor 2's (21) L584, helper discFR4)

CLAIMS += r30_discFR4.CLAIMS
from thmcheck.checks.papers.factrecall import r36_heads  # noqa: E402  (round 36: Thm 3's H d_h direction L179, helper fr3)

CLAIMS += r36_heads.CLAIMS
