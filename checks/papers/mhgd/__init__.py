"""mhgd: claims of Deora, Ghaderi, Taheri, Thrampoulidis, "On the Optimization and Generalization of Multi-head
Attention" (TMLR).

Catalog: ``shared/claims/mhgd.md``; paper: ``shared/seeds/004_fdca0756fccde960.txt``. One module per part of the
paper (a reader finds Lemma 13 in ``sec5_appD_F_dm1``):

- ``sec3_appA_gradients``: Sec. 3 and App. A, Lemma 1 (= Lemma 4), Prop. 1 (= Prop. 5), Cor. 1, Lemmas 5, 6, eq. (24);
- ``sec4_appB_training``: Sec. 4.1 and App. B, Prop. 4 (= Prop. 6, GLQC), eq. (67), Lemmas 7-10, Thm. 3 (= Thm. 1),
  Cor. 3;
- ``sec4_appC_generalization``: Sec. 4.2, 6.2 and App. C, eq. (85), Lemma 11, Thm. 4 (= Thm. 2), Lemma 3, Cor. 4;
- ``sec4_3_appC3_realizability``: Sec. 4.3 and App. C.3-C.4, Definition 1, Prop. 7, Assumption 2, Cors. 2, 5;
- ``sec5_appD_F_dm1``: Sec. 5 and Apps. D-F (tokenized-mixture model DM1), Fact 2, Lemmas 2, 12-18, Prop. 3 and its
  Sec. 7 restatement, Prop. 2, eqs. (108)-(132);
- ``appG_experiments``: App. G, GD's margin on DM1;
- ``steps_displays``: displays inside the proofs (kind ``step``): eqs. (26), (60), (66), (87), (103), (115),
  (116), (123)-(124), Sec. 5.2's phi'(0), Lemma 6's lambda_min chain, Lemma 16's gradient, App. E.1's A > 2B, and
  Lemma 17's (121) as a uniform shape;
- ``r5_mhgdfr``: round 5's proof displays (Lemma 4's derivative steps, Prop. 5's norm chain and (52), Lemma 18's
  proof chain, Prop. 7 / Cor. 5 / Prop. 3's explicit chains, Lemma 5-6's (62), (63) and gradient of L^, Cor. 3/4's step-size
  chains (83)/(97), Lemma 12's |X_h| chain);
- ``r6_mhgdfr``: round 6's GD descent chains of Lemmas 8-10 and Thm. 3 ((70), (72), (76)-(78), L878-L958);
- ``r7_chenliR``: round 7's displays (Sec. 5.3's exponent chain L299/L303, Taylor (99) and L862, Lemma 17's
  psi_2 chain L1464);
- ``r13_thesisF``: round 13's generalization half of Cor. 5's (101) (L1199);
- ``r15_mhgd``: round 15's generalization half of Cor. 2 (L191; its '>~' constants drawn and granted, as mhgd.cor2);
- ``r17_mhgd``: round 17's displays a covering claim did not compute or computed on a narrower generator ((118)'s
  middle link and its chain end L1412, (89) L1055, the sqrt(H) chain L1043, (20) L365);
- ``r17_mhgd2``: round 17's Taylor steps: Lemma 7's chain L850 (any step size) and (14) L321;
- ``r18_mhgd``: round 18's (8) L251 as a uniform order over Assumption 3's noise box (erratum as printed) and Cor. 2's
  '>~' hypotheses against Cor. 5, its printed restatement (erratum);
- ``r19_papers``: round 19 (helper papers): (58) L735 with the paper's norms (the row was covered by (60)'s claim; holds);
- ``r20_chenli``: round 20 (helper chenli): Sec. 5.1's concrete example L241, gamma_* = gamma_lin + Omega(zeta^2 (1-zeta)
  S^4) and gamma_lin = Omega(zeta S), as uniform orders over the example's domain, and its rate O~(1/(n gamma_*^2)) from
  Cor. 2; the text's 'expected test loss is O(1/n)' after Cor. 2 (L193) (all errata as printed);
- ``r20_chenli2``: round 20 (helper chenli2): Sec. 6.1's prose 'beta_3(theta) v beta_3(theta_k) <~ ||theta - theta_0|| +
  ||theta||_{2,inf}' (L345) against beta_3's '+ 1' term (erratum along theta -> theta_0, ||theta||_{2,inf} -> 0);
- ``r22_mhgd2``: round 22 (helper mhgd2): (108)-(110), (127)-(129) at far sizes and scales in exact integers (with the
  printed equalities (108), (110)), and Lemma 13 at T in [64, 512], M in [16, 256];
- ``r22_mhgdA``: round 22 (helper mhgdA): Thm. 3 (items 1-5) and Lemmas 9, 10 at n <= 64, T, d <= 16, R <= 2 and Thm. 3 at
  long horizons K (numpy GD, every horizon k <= K of a run);
- ``r22_mhgdA2``: round 22 (helper mhgdA2): Cor. 3 (items 1, 2) at n <= 64, T, d <= 16 and long horizons K (numpy
  GD), Prop. 7's existential conclusion (erratum) at n <= 24, T, d <= 6, eps down to 1e-12, Cors. 5, 2 with
  g0' = sqrt(2) g0 at wide sizes / long K;
- ``r23_mhgd``: round 23 (helper mhgd): Thm. 2 at theta~ = 0 (erratum as printed), Thm. 4, Cor. 4 and Lemma 3 at
  T <= 128, token norms R <= 100, n <= 256 (Monte Carlo, numpy GD batched over training sets);
- ``r23_mhgd2``: round 23 (helper mhgd2): Lemmas 8, 9, 10 with 'for all k in [K-1]' as printed (erratum as
  printed: the first step is not assumed to descend), their reading 'from k = 0' at T <= 128, R <= 100; (16) on
  the same runs; Thm. 3 at T <= 128, R <= 100; Prop. 7's witness and Def. 1 at token norms up to 100;
- ``r24_mhgd``: round 24 (helper mhgd): App. D.2.1's chain for ||theta_h^(1)|| (L1247), as printed;
- ``r25_mhgd``: round 25 (helper mhgd): Definition 1 at n up to 1024 (4096 dev) with an exact NNLS SVM; (81) and
  (84) with the printed 'd sqrt(T) d' (Cor. 3, Lemma 11);
- ``r25_engine``: round 25 (helper engine): an exact re-measure for L1247's chain (its equality case);
- ``r26_mhgd``: round 26 (helper mhgd): L1247's chain measured in mpmath by the search itself; re-reads of the
  auto-covered rows (step claims for the displays no covering claim checks).
- ``r27_chenliD``: round 27 (helper chenliD): the definition rows re-read; the Hessian's block arrangement
  L666/(49)/(51) (mhgd.display.appA-hessian-blocks) and (102)'s first-step form (mhgd.display.eq102-first-step);
- ``r27_leads``: round 27 (helper leads): Proposition 3 with Gamma_eps over its whole printed range and the reading
  Gamma_eps >= 0 (mhgd.prop3-gamma-range).
- ``r28_rejects``: round 28 (helper rejects): Lemma 15 where its printed hypothesis admits gamma_* <= 0
  (mhgd.display.lemma15-gamma-sign; mhgd.lemma15 is its reading gamma_* > 0).
- ``r28_lits``: round 28 (helper lits): L910's last '=' with Corollary 1's printed beta_3 (2d sqrt(T) d)
  (mhgd.display.lemma10-L910-beta3-cor1; the appendix's 2d sqrt(Td) is its reading).
- ``r29_leads``: round 29 (helper leads): L918's second link, L1043's last link, (88)'s first '=' and L958's rho_0 <=
  rho_eta(Theta_0) with Corollary 1's printed beta_3 (the displays whose explicit hypothesis meets beta_3 by name).
- ``r29_discMh``: round 29 (helper discMh): the proof of Cor. 5 applies Cors. 3 and 4, whose (81) and rho(K) carry
  the main text's 2d sqrt(T) d against Cor. 5's d sqrt(Td); the proof of Thm. 4 applies Lemma 11, whose (84) does;
  Prop. 2's P3 shape misses Lemma 15's sqrt(TR); Sec. 5.3's (12) drops (3)'s ||theta~||_{2,inf}.
- ``r30_discMS``: round 30 (helper discMS): the proof of Cor. 3 applies Theorem 3 at L985's witness (distance exactly
  g0(1/K)), whose ||.||_{2,inf} Assumption 2's g(1/K) does not bound.
- ``r31_endsMS``: round 31 (helper endsMS): the printed domain's ends round 30 left unreached; the GD chains' links
  (70)/(76) and the others at ||theta - theta_0|| -> 0, where they tend to equality.
- ``_common``, ``_gd``: shared helpers (records, printed domains, instance generators; GD runs, good initialisation).

Bounds in ``thmcheck.bounds.mhgd``; the model (single/multi-head attention classifier, group-reduced so that H up to 10^12 heads
costs a few heads, exactly) in ``thmcheck.models.mhgd.sec2_model``, GD runs, NTK features and the SVM in ``thmcheck.models.mhgd.sec4_gd``,
the data model DM1 and its constructions in ``thmcheck.models.mhgd.sec5_dm1``. Catalog aliases that are restatements (Lemma 4 =
Lemma 1, Prop. 5 = Prop. 1, Prop. 6 = Prop. 4) are one claim each, named in the source text.
Round 29 (helper hhT23): evidence notes on crossings whose hypotheses carry an unspecified constant
(docs/hiddenhyp_r28.md, Round 29 triage), appended by each claim's own module (``_hiddenhyp_r29.add_notes``).
"""

from __future__ import annotations

from thmcheck.checks.papers.mhgd import appG_experiments as _g
from thmcheck.checks.papers.mhgd import r5_mhgdfr as _r5
from thmcheck.checks.papers.mhgd import r6_mhgdfr as _r6
from thmcheck.checks.papers.mhgd import r7_chenliR as _r7c
from thmcheck.checks.papers.mhgd import sec3_appA_gradients as _a
from thmcheck.checks.papers.mhgd import sec4_3_appC3_realizability as _r
from thmcheck.checks.papers.mhgd import sec4_appB_training as _b
from thmcheck.checks.papers.mhgd import sec4_appC_generalization as _c
from thmcheck.checks.papers.mhgd import sec5_appD_F_dm1 as _d
from thmcheck.checks.papers.mhgd import steps_displays as _s

_ALL = {c.id: c for m in (_a, _b, _c, _r, _d, _g, _s, _r5, _r6, _r7c) for c in m.CLAIMS}
# the claims' order of the former single modules (local facts, then the GD-run claims, then the records)
_ORDER = ("mhgd.lemma1 mhgd.prop1 mhgd.cor1 mhgd.lemma6 mhgd.lemma5 mhgd.eq24 mhgd.lemma18 mhgd.fact2 mhgd.dm1 "
          "mhgd.eq132 mhgd.eq108-110 mhgd.prop3 mhgd.sec7.restatement mhgd.lemma13 mhgd.lemma16 mhgd.lemma2 "
          "mhgd.lemma12 mhgd.remark.zero-init mhgd.sec5.ordering mhgd.prop4 mhgd.eq67 mhgd.lemma7 mhgd.eq85 "
          "mhgd.lemma14 mhgd.lemma15 mhgd.appG.dm1-margin mhgd.lemma4 mhgd.prop5 mhgd.prop6 mhgd.lemma17 mhgd.prop2 "
          "mhgd.fact1 mhgd.sec5.3 mhgd.display.prop7-witness mhgd.def1 mhgd.prop7 mhgd.lemma8 mhgd.lemma9 mhgd.lemma10 "
          "mhgd.thm3 mhgd.cor3 mhgd.lemma11 mhgd.thm4 mhgd.lemma3 mhgd.thm1 mhgd.thm2 mhgd.cor4 mhgd.cor2 "
          "mhgd.cor5").split()
CLAIMS = [_ALL[i] for i in _ORDER] + [c for i, c in _ALL.items() if i not in _ORDER]

from thmcheck.checks.papers.mhgd import r13_thesisF as _r13t  # noqa: E402  (round 13: Cor. 5's (101), helper thesisF)

CLAIMS += _r13t.CLAIMS
from thmcheck.checks.papers.mhgd import r15_mhgd as _r15  # noqa: E402  (round 15: Cor. 2's generalization half, helper thesisA)

CLAIMS += _r15.CLAIMS
from thmcheck.checks.papers.mhgd import r17_mhgd as _r17  # noqa: E402  (round 17: covered displays re-encoded, helper mhgd)

CLAIMS += _r17.CLAIMS
from thmcheck.checks.papers.mhgd import r17_mhgd2 as _r17b  # noqa: E402  (round 17: Lemma 7's chain, helper mhgd)

CLAIMS += _r17b.CLAIMS
from thmcheck.checks.papers.mhgd import r18_mhgd as _r18  # noqa: E402  (round 18: (8) and Cor. 2's hypotheses, helper mhgd)

CLAIMS += _r18.CLAIMS
from thmcheck.checks.papers.mhgd import r19_papers as _r19  # noqa: E402  (round 19: (58) with the paper's norms, helper papers)

CLAIMS += _r19.CLAIMS
from thmcheck.checks.papers.mhgd import r20_chenli as _r20  # noqa: E402  (round 20: Sec. 5.1's concrete example, helper chenli)

CLAIMS += _r20.CLAIMS
from thmcheck.checks.papers.mhgd import r20_chenli2 as _r20b  # noqa: E402  (round 20: Sec. 6.1's beta_3 control, helper chenli2)

CLAIMS += _r20b.CLAIMS
from thmcheck.checks.papers.mhgd import r22_mhgd2 as _r22b  # noqa: E402  (round 22: (108)-(129) and Lemma 13 at far sizes, helper mhgd2)

CLAIMS += _r22b.CLAIMS
from thmcheck.checks.papers.mhgd import r22_mhgdA as _r22a  # noqa: E402  (round 22: Thm. 3, Lemmas 9, 10 at wide sizes / long K, helper mhgdA)

CLAIMS += _r22a.CLAIMS
from thmcheck.checks.papers.mhgd import r22_mhgdA2 as _r22a2  # noqa: E402  (round 22: Cor. 3, Prop. 7 at wide sizes / long K, helper mhgdA2)

CLAIMS += _r22a2.CLAIMS
from thmcheck.checks.papers.mhgd import r23_mhgd as _r23  # noqa: E402  (round 23: Thms. 2, 4 at far T, R, n, helper mhgd)

CLAIMS += _r23.CLAIMS
from thmcheck.checks.papers.mhgd import r23_mhgd2 as _r23b  # noqa: E402  (round 23: Lemmas 8-10 with [K-1] as printed, far T, R, helper mhgd2)

CLAIMS += _r23b.CLAIMS
from thmcheck.checks.papers.mhgd import r24_mhgd as _r24  # noqa: E402  (round 24: L1247's P1 chain, helper mhgd)

CLAIMS += _r24.CLAIMS
from thmcheck.checks.papers.mhgd import r25_mhgd as _r25  # noqa: E402  (round 25: Def. 1 at large n, (81)/(84) as printed, helper mhgd)

CLAIMS += _r25.CLAIMS
from thmcheck.checks.papers.mhgd import r25_engine as _r25e  # noqa: E402,F401  (round 25: L1247 exact, helper engine)
from thmcheck.checks.papers.mhgd import r26_mhgd as _r26  # noqa: E402  (round 26: re-reads, L1247 measured exactly, helper mhgd)

CLAIMS += _r26.CLAIMS
from thmcheck.checks.papers.mhgd import r27_chenliD as _r27D  # noqa: E402  (round 27: definition rows re-read, helper chenliD)

CLAIMS += _r27D.CLAIMS
from thmcheck.checks.papers.mhgd import r27_leads as _r27  # noqa: E402  (round 27: Prop. 3 over Gamma_eps's printed range, helper leads)

CLAIMS += _r27.CLAIMS
from thmcheck.checks.papers.mhgd import r28_rejects as _r28rj  # noqa: E402  (round 28: Lemma 15 at gamma_* <= 0, helper rejects)

CLAIMS += _r28rj.CLAIMS
from thmcheck.checks.papers.mhgd import r28_lits as _r28lits  # noqa: E402  (round 28: L910 with Cor. 1's printed beta_3, helper lits)

CLAIMS += _r28lits.CLAIMS
from thmcheck.checks.papers.mhgd import r29_leads as _r29leads  # noqa: E402  (round 29: beta_3 of Cor. 1 in L918, L1043, (88), helper leads)

CLAIMS += _r29leads.CLAIMS
from thmcheck.checks.papers.mhgd import r29_discMh as _r29discMh  # noqa: E402  (round 29: Cor. 5's proof applies Cors. 3, 4, helper discMh)

CLAIMS += _r29discMh.CLAIMS
from thmcheck.checks.papers.mhgd import r30_discMS as _r30discMS  # noqa: E402  (round 30: Cor. 3's proof applies Thm. 3 at L985's witness, helper discMS)

CLAIMS += _r30discMS.CLAIMS
from thmcheck.checks.papers.mhgd import r31_endsMS as _r31endsMS  # noqa: E402  (round 31: the printed domain's ends, helper endsMS)

CLAIMS += _r31endsMS.CLAIMS
