"""chenli: claims of Chen & Li, "Provably learning a multi-head attention layer".

Catalog: ``shared/claims/chenli.md``; paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``. One module per part of the
paper (a reader finds Lemma 5.12 in ``sec5_3_lemma512``); the bounds mirror this layout in ``thmcheck.bounds.chenli`` and
the paper-specific models live in ``thmcheck.models.chenli``:

- ``sec1_10_main``: Theorem 1.2 (Section 1, proved in Section 10);
- ``sec3_prelim``: Section 3 (technical preliminaries): Lemmas 3.2, 3.5-3.9, Eq. (4), Theorems 3.1, 3.3, 3.4;
- ``sec4_assumptions``: Section 4 (assumptions): Assumption 11;
- ``sec5_1_2_tails``: Sections 5.1-5.2 (tail bounds for product of slice and cube): Fact 5.3, Theorems 5.4, 5.6,
  Lemma 5.5, Corollary 5.7, Lemmas 5.8, 5.9;
- ``sec5_3_coupling``: Section 5.3 (estimates via coupling): Definition 5.10, Lemmas 5.11, 5.14;
- ``sec5_3_lemma512``: Section 5.3: Lemma 5.12;
- ``sec5_3_lemma513``: Section 5.3: Lemma 5.13;
- ``sec5_4_conclude``: Section 5.4 (concluding the argument): Lemmas 5.15-5.18;
- ``sec5_4_lemma517``: Section 5.4: Lemma 5.17 (uniform check of Eq. (56) by paired Monte Carlo);
- ``sec5_5_6_spectral``: Sections 5.5-5.6 (restricted norm vs spectral norm, combining): Lemmas 5.20/5.21, 5.22,
  Theorem 5.1 and its informal Eq. (2) of Section 2;
- ``sec6_1_3_certify``: Sections 6.1-6.3 (success conditions, LP-based certification): Proposition 6.1, Lemmas 6.2, 6.3,
  Algorithm 1 (LPCERTIFY);
- ``sec6_4_patterns``: Section 6.4 (helpful attention patterns): Lemmas 6.4-6.9, Fact 6.7, Eq. (71);
- ``sec6_4_lemma65``: Section 6.4: Lemma 6.5 (uniform check of (70)-(72)'s hidden constants);
- ``sec6_5_hull``: Section 6.5 (the approximate affine hull): Definition 6.13, Lemmas 6.14, 6.15, 6.18, Corollary 6.16,
  Theorem 6.17;
- ``sec6_5_probes``: Section 6.5, the K-level probes of LPCERTIFY (membership, minimum-norm point, support
  function of K, Eq. (102)) with independent certificates;
- ``sec7_proxy``: Section 7 (average attention matrix as a proxy): Lemmas 7.1-7.8, Algorithm 2;
- ``sec7_lemma71``: Section 7: Lemma 7.1 (Algorithm 2 run on small instances, uniform check of (112));
- ``sec8_span``: Section 8 (extracting the span): Lemmas 8.1-8.4;
- ``sec9_solve``: Section 9 (solve for projection matrices): Algorithm 5, Lemmas 9.1, 9.3, 9.4;
- ``r7_lead``: Theorems 9.5 and 9.6 (the generalisation results Section 9 restates), exact on finite laws;
- ``sec11_lower``: Section 11 (computational lower bound) and Theorem 1.3;
- ``appA_concentration``: Appendix A (polynomial concentration for product of cube and slice);
- ``appB_clt``: Appendix B (integro-local CLT);
- ``appB_thmB4``: Appendix B: Theorem B.4's lower bound (uniform check);
- ``appC_nonarith``: Appendix C (non-arithmeticity);
- ``steps``: proof displays encoded as printed (kind ``step``: elementary inequalities, identities, chains);
- ``r5_chenli2``: round 5's proof displays of Sections 6-11 (kind ``step``);
- ``r6_chenliH``: round 6's uniform shape checks of former exponent fits (Lemma 6.2, ...);
- ``r7_chenliH``: round 7's uniform shape checks (Theorem 5.1, ...);
- ``r9_chenliH``: round 9's uniform conversions (the Monte-Carlo sides of Theorem 5.1 and Eq. (2), ...);
- ``r10_chenli7``: round 10's Section 7 proof displays (L2345's second-entry Bayes step on the many-heads family under Assumption 11, Lemma 7.6, L2483's ratio, L2367/L2437, L2529, L2557, (120), (127), L2551's Hoeffding exponents);
- ``r10_chenliX``: round 10's Appendix A.2 displays (L3466 with its eta, L3470, Eq. (153)), exact on the cube;
- ``r11_chenli6``: round 11's Lemma 6.11/6.12 Gram-matrix displays ((80)-(85), (91), (92), (98)) as uniform checks, and
  Lemma 6.8 Item 4 on a diagonal heavy/light family (conditional on Assumption 7) and the remark after (87) (holds under Assumption 11's m1_bar);
- ``r11_chenli5``: round 11's Section 5 proof displays (L900 Lemma 5.12's second moment, L745 Lemma 5.9's variance, L810 Lemma 5.11's second moment);
- ``r12_chenliB``: round 12's (77) first part against (69) with nu of (75)-(76) (L1638, L1765; erratum), (165) against (68) (L1867 and its Case (B) twin L2050; errata), Lemma 6.8 Item 4's 'v d' log d/sqrt d << kappa' (L1675; erratum), Corollary 6.10, with Lemma 7.2
  made uniform in ``sec7_proxy``;
- ``r12_chenliA``: round 12's Assumption 4 satisfiability as printed (L453 with L297's Pi_S^perp; holds), (43) (L1004, Lemma 5.13's general case on the event (41)), L994's chain ends for the realized U, Lemma 5.13's general case (L924) and its proof's union bounds (L1010, L1016), Lemma 5.11's second-part tails L870 and (31) under the second bullet (L848/L872), Lemma 5.18's identity term (L1235), its error term from L1228 (derived) and the chain's J-less first '=' (L1232), Lemma 5.9's inline column mean (L734);
- ``r13_chenliA``: round 13's Lemma 5.16 proof displays (L1166's event E: P[E] >= 1 - delta at the printed threshold, erratum; L1186's J-less conclusion, derived from its premises, violated; Lemma 5.15's second alternative with the printed indicator 0 (potential); L1126's nu threshold with d2 for d3 (erratum as printed));
- ``r13_chenliB``: round 13's Case (A) ||a|| (L1827; conditional on Assumption 7: v/nu unbounded), (115) and (118) (L2385, L2455; hold), (164)'s left side in Cases (A)/(B) (L1859, L1970; errata as printed: beta^3 for (sqrt(log k) + beta)^3), L1845 (sqrt(m)||a||/r^2, both parts; hold), Case (B)'s rho for v_{m+1} (L1949; erratum: sqrt(nu d') printed as nu d'); Case (B)'s ||a|| (L1947, L2010) and (95) (L1899) (conditional, twins of L1827); |a_{m+1}| (L2006; holds);
- ``r14_chenliA``: round 14's Theorem 5.1 linearity step (L1348) as printed (one head-less Delta_Theta) at Section 4's scale: two orthogonal heads, a closed-form first-order bound on the S_[2] x S_[3] probe (erratum as printed);
- ``r13_chenliB``: round 13's Case (A) ||a|| (L1827; conditional on Assumption 7: v/nu unbounded), (115) and (118) (L2385, L2455; hold), (164)'s left side in Cases (A)/(B) (L1859, L1970; errata as printed: beta^3 for (sqrt(log k) + beta)^3), L1845 (sqrt(m)||a||/r^2, both parts; hold), Case (B)'s rho for v_{m+1} (L1949; erratum as printed: sqrt(nu d') printed as nu d'); Case (B)'s ||a|| (L1947, L2010) and (95) (L1899) (conditional, twins of L1827); |a_{m+1}| (L2006; holds);
- ``r14_chenliA``: round 14's Theorem 5.1 linearity step (L1348) as printed (one head-less Delta_Theta) at Section 4's scale: two orthogonal heads, a closed-form first-order bound on the S_[2] x S_[3] probe (erratum as printed); Theorem 5.1 at the same scale along ||W_2||_F -> inf (erratum as printed);
- ``r13_triageC``: round 13's triage of the in-proof rows: Theorem 5.1's linearity step E[X^T J Y] - k Sum W_i = Sum_i Delta_{Theta_i} W_i (L1348; holds, head index read into the printed Delta_Theta) and Lemma 6.3's soundness triangle step (L1531; holds);
- ``r14_chenliB``: round 14's Lemma 6.6 (L1595; erratum: its sufficient condition gives Item 2 a margin c_* eps*/2 = eps*/(2 K m L), not Theta(eps*)) and L2130 (Lemma 6.15's proof re-scales Lemma 6.3's completeness and drops its Delta term; erratum as printed) and L1827's lower part (conditional, twin of round 13's upper part) and Lemma 6.5's Item 2 margin along L (L1583-L1593; erratum, the same gap as Lemma 6.6) and L2010's lower part with (163) at L2028 (conditional: ||a|| ~ c_* F as printed);
- ``r15_chenliB``: round 15's Lemma 6.4 Case (B) Step 2 displays: (164)'s left side at L2042 (a d' printed as d: erratum as printed) and (163)'s second argument at L2032 (O(1/xi)^{m+1} for m + 1 vectors: erratum as printed), and Lemma 5.22's remainder (L1312; holds) and Corollary 6.16's union bound (L2170: with xi at (69)'s floor the event E's failure probability, bounded only through Assumption 9's r_W, swamps Omega(xi)^m: erratum as printed, the corollary's r_Theta read as r_W makes it hold and moves the gap to Theorem 6.17) and Theorem 5.1's L1336 (Lemma 5.18's delta** loses its third term k^3 v^3 r^3/sqrt(d): erratum as printed) and its Lemma 5.16 case (L1328, L1332; holds);
- ``r15_chenliA``: round 15's elementary steps of Section 5.4 on every finite law: (48) at L1086 (Lemma 5.15's proof) and (51) at L1136 (Lemma 5.16's Jensen step) (hold); Theorem 1.2's phase-1 sample count L2980 (poly sqrt(log(1/delta)): erratum, the all-X0 event needs log(1/delta)); Lemma 5.15's proof, the choice of s at L1094 (erratum: the printed s gives k^{17/6}, and (47)'s min(d2, d3) is not delta*_c's d2); Lemma 9.1's proof at L2961 (erratum: Theorem 9.5 at N = poly sqrt(log(1/delta)) leaves log(1/delta)^{1/4} and eps-free terms); Theorem 6.17's proof at L2210 (erratum: (107) and its beta do not give (103), the ratio grows like r_Theta);
- ``r15_chenliA``: round 15's elementary steps of Section 5.4 on every finite law: (48) at L1086 (Lemma 5.15's proof) and (51) at L1136 (Lemma 5.16's Jensen step) (hold); Theorem 1.2's phase-1 sample count L2980 (poly sqrt(log(1/delta)): erratum, the all-X0 event needs log(1/delta));
- ``r15_chenliB``: round 15's Lemma 6.4 Case (B) Step 2 displays: (164)'s left side at L2042 (a d' printed as d: erratum as printed) and (163)'s second argument at L2032 (O(1/xi)^{m+1} for m + 1 vectors: erratum as printed), and Lemma 5.22's remainder (L1312; holds) and Corollary 6.16's union bound (L2170: with xi at (69)'s floor the event E's failure probability, bounded only through Assumption 9's r_W, swamps Omega(xi)^m: erratum as printed, the corollary's r_Theta read as r_W makes it hold and moves the gap to Theorem 6.17) and Theorem 5.1's L1336 (Lemma 5.18's delta** loses its third term k^3 v^3 r^3/sqrt(d): erratum as printed) and its Lemma 5.16 case (L1328, L1332; holds), and Lemma 6.2's (64) (L1438: the fixed bracket [0.95, 1.05] misses E[Z]/S = 1 + (m - 1) kappa' at kappa' = 1/(10 m): erratum as printed);
- ``r15_chenliA``: round 15's elementary steps of Section 5.4 on every finite law: (48) at L1086 (Lemma 5.15's proof) and (51) at L1136 (Lemma 5.16's Jensen step) (hold); Theorem 1.2's phase-1 sample count L2980 (poly sqrt(log(1/delta)): erratum, the all-X0 event needs log(1/delta)); Lemma 5.15's proof, the choice of s at L1094 (erratum: the printed s gives k^{17/6}, and (47)'s min(d2, d3) is not delta*_c's d2); Lemma 9.1's proof at L2961 (erratum: Theorem 9.5 at N = poly sqrt(log(1/delta)) leaves log(1/delta)^{1/4} and eps-free terms);
- ``r16_chenli``: round 16's Lemma 6.4 Case (B) exponent displays (L1961, L1965, L2020, (101) L2024), Case (A) Step 3's Hoeffding tail (L1909, exact), Theorem B.4's upper bound (L3758, exact at m = 1) and its proof's eta ratio (L3788), (90)/(94) with eta of (88) (holds; (94) as printed is sure: E'_S against X_{3,S^c}), and Lemma 9.1 itself with N = poly sqrt(log(1/delta)) samples (the all-equal-samples event beats delta as delta -> 0: conditional);
- ``r17_chenli``: round 17's Lemma 9.4 label chain (L2941: ||F(X)_{:1}|| <= sqrt(dk) ||w*|| loses the sum over the m heads, a factor sqrt(m) inside Assumptions 8-10: erratum; the lemma itself holds under Assumption 9);
- ``r17_chenli2``: round 17 (helper chenli2): L2937 (|Z_{r,i,j}| <= ||X_{:,j}|| = sqrt(k), Lemma 9.4's entries) and L3063 (Proposition 11.3's identity |phi(z) - z| = 2z/(e^z + 1), z > 0);
- ``r18_chenli``: round 18 (helper chenli): chenli.lemma9.1-a10-floor (Lemma 9.1 over Assumption 10 as printed: a loss floor on equal-row inputs that holds for every Theta; Lemmas 9.3/9.4 re-encoded in sec9_solve over the same range);
- ``r19_papers``: round 19 (helper papers): chenli.display.lemma5.16-conclusion-vnw (L1162, Lemma 5.16's v != w conclusion as printed, no J; the row was covered by the lemma's J-version);
- ``r20_chenli``: round 20 (helper chenli): chenli.display.assump7-generic (L463-L467, Assumption 7 'a generic property' at ||lambda|| <= exp(d^{O(1)}): Dirichlet's simultaneous approximation, found by lattice reduction, refutes it for an exponent > 1) chenli.display.lemmaC.3-lipschitz (L3846, the signed Lipschitz constant) and chenli.display.lemma6.8-item5-prob (L1687, Lemma 6.8 Item 5's probability at Assumption 2's edge);
- ``r20_chenli2``: round 20 (helper chenli2): chenli.display.lemma6.8-item4-prob (L1667-L1671, Lemma 6.8 Item 4's Hanson-Wright step: exp(-Omega(kappa^2 r_Theta)), not exp(-Omega(kappa r_Theta)), on an incoherent block family);
- ``r21_chenli``: round 21 (helper chenli): chenli.lemma9.1-delta-floor (Lemma 9.1 with Algorithm 5's N ~ sqrt(log(1/delta)): all N samples on one equal-row input, a Theta-free loss floor, nothing granted); chenli.lemma6.8-item1 (Lemma 6.8 Item 1 at m = 1, where O(sqrt(log m)) = 0);
- ``r22_chenli``: round 22 (helper chenli): far ends of narrowed domains by exact closed forms: chenli.lemma7.4-far (every m >= 2, lambda -> 0), chenli.lemma3.2-d (d up to 2^21, binomial families; its .corrected), chenli.factB.5-m (m up to 10^6, equicorrelated Gram blocks);
- ``r22_chenli2``: round 22 (helper chenli2): L573 Theorem 5.4's anti-concentration display (chenli.display.thm5.4-anticoncentration), which chenli.thm5.4 does not compute; Lemma 11.7 at M up to 300 (chenli.lemma11.7-M, d in {1, 2}); L1150 Lemma 5.16's E^c term for v != w (chenli.display.lemma5.16-ec-term-vnw), which the v = w twin does not compute;
- ``r23_chenliA``: round 23 (helper chenliA): far ends in d of Theorem 3.3 (chenli.thm3.3-d) and Lemma 6.9 (chenli.lemma6.9-d), d up to 1e7 (a few heavy coordinates + a flat binomial block, exact integer thresholds);
- ``r23_chenliB``: round 23 (helper chenliB): proof displays the covering claims did not compute: L1695 Lemma 6.9's variance chain (chenli.display.lemma6.9-variance, -variance-bound), L1622 Fact 6.7's chain (chenli.display.fact6.7-chain), L1286 Lemma 5.22's indicator split (chenli.display.lemma5.22-indicator-split, was not-a-fact); L702 Lemma 5.8's Case 2 slice step (chenli.display.lemma5.8-case2-slice: erratum, the printed exponent c and the unprojected conditioning (25));
- ``r23_chenliA2``: round 23 (helper chenliA2): (53) re-encoded without the 'section4' grant, Theta and its sign flip drawn (chenli.eq53), and its far end d_2 <= 1e6, k <= 6 on single-entry Theta (chenli.eq53-d); Eq. (2)'s relative error exact along m <= 300 (chenli.eq2-m);
- ``r23_chenli3``: round 23 (helper chenli3): Lemma 7.1's (112) along W_2 -> t W_2 inside every certifiable hypothesis, without the 'section4' grant (chenli.lemma7.1-scale);
- ``r23_chenli4``: round 23 (helper chenli4): Lemma 8.4's delta-net display (L2820), uncovered by chenli.lemma8.4 (chenli.display.lemma8.4-net); Lemma 11.10's 'odd h: Z -> {0, 1}' as printed (chenli.display.lemma11.10-odd-h, erratum);
- ``r23_chenli5``: round 23 (helper chenli5): Lemma 11.5 as printed: h's printed domain {-d..d} against <w, x> (chenli.display.lemma11.5-h-domain, erratum), Item 2's printed index set and tau_i >= 0 on the proof's construction;
- ``r24_chenliA``: round 24 (helper chenliA): L1182, the v = w twin of (54) (chenli.display.lemma5.16-eq54-twin-vw, the step as derived), and Lemma 8.2 at l = 0, N = Theta(.)^0 = 1 (chenli.display.lemma8.2-l0);
- ``r24_chenliB``: round 24 (helper chenliB): covered rows from L1400 on re-read; Lemma 6.18's printed conclusion L2242 (chenli.display.lemma6.18-conclusion, uniform shape with divergence paths; its covering claim checked (109) only);
- ``r24_chenliB2``: round 24 (helper chenliB2): Lemma 7.6 as printed over m in [1, 1e6] on bilinear-chaos heads (chenli.lemma7.6-chaos);
- ``r25_chenli``: round 25 (helper chenli): Lemma 7.4 as printed with coherence kappa > 0 and E != 0, both hidden terms live (chenli.lemma7.4-coherent);
- ``r25_chenli2``: round 25 (helper chenli2): covered rows re-read from L1541; Theorem 6.17's notes 'by Assumption 6, beta <~ 1' and 'a nonempty range of xi' for (107), both along eps -> 0 (chenli.display.thm6.17-beta, chenli.display.thm6.17-xi-range: errata);
- ``r26_chenliB``: round 26 (helper chenliB): the nu/sqrt(d) parts of L2405 and (129) (chenli.display.lemma7.3-l2405-nu, chenli.display.eq129-nu) Lemma 7.1 with mu > 0 (chenli.lemma7.1-mu); L2222, Theorem 6.17 (II)'s triangle step with (108)'s eps against Item (I)'s eps* (chenli.display.thm6.17-l2222-triangle, erratum); L2990's 'log(1/xi) >> log d' with eps of L2984, also under chenli.eq142's sign correction (chenli.display.thm1.2-logxi-gg-logd, erratum); the note 'C^2 << beta m r_Theta by (110)' after (113) (chenli.display.eq113-c2-beta);
- ``r16_chenli2``: round 16's (87) (L1761) on chenli.eq78's closed-form family inside (7), (8) and Assumptions 1-6: the Hanson-Wright centre kappa is (78)'s erratum, the needed absolute c grows like sqrt(log^c d) (erratum);
- ``_common``: the paper id, the seed file, the record constructors and helpers used by several sections.
- ``r26_chenliA``: round 26 (helper chenliA): rows before L1929 re-read; L387 Lemma 3.9's one-coordinate reduction (chenli.display.lemma3.9-one-coordinate, erratum: eta -> 1), L313 Lemma 3.2's variance identity (chenli.display.lemma3.2-variance, -variance-mid), L345 Lemma 3.6's step (chenli.display.lemma3.6-step), L357 Lemma 3.7's chain (chenli.display.lemma3.7-chain);
- ``r26_chenliC``: round 26 (helper chenliC): Lemma 7.2 at gamma = 4 and 1/4 (chenli.lemma7.2-gamma4, -gamma0.25; gamma = 1 is chenli.lemma7.2);
- ``r26_literalCM``: round 26 (helper literalCM): numbered results printed vs encoded; Lemma 5.22 at d = 1 (chenli.lemma5.22-d1, erratum as printed: log 1 = 0); Lemma 5.20 at d = 1, eps -> 1 (chenli.lemma5.20-d1, erratum as printed: log(1/eps) -> 0); Lemma 11.5 at d = 1, Item 3 forces v = 0 (chenli.lemma11.5-d1, erratum); Lemma 7.2 at gamma != 1 (chenli.lemma7.2-gamma); Fact B.5 with both conclusions and kappa as printed (chenli.factB.5-printed, erratum as printed at m = 1, kappa < 0);
- ``r27_chenliD``: round 27 (helper chenliD): whether Assumption 11 admits any m >= 1 (chenli.display.sec4-assump11-nonempty, erratum as printed: empty at large d for every m; holds under k^{O(1/lambda)}); L3000's stage-4 eps <= (kd)^{-c'm} as delta -> 0 (chenli.display.thm1.2-l3000-eps, erratum); Remark 1.1's concat form as Eq. (1) (chenli.display.remark1.1-implement); Lemma 6.4 Case (B) Step 1's printed box is not sufficient for the bullets (chenli.display.lemma6.4-B-step1-box, conditional);
- ``r27_literalM``: round 27 (helper literalM): numbered results printed vs encoded; Theorem 5.6 with both slice blocks of pi^s present and A across them (chenli.thm5.6-two-slices; chenli.thm5.6 draws one slice block only); Theorem 3.4 as printed without independence (chenli.thm3.4-dependent, erratum as printed: antithetic pairs; reading 'independent X_i' = chenli.thm3.4);
- ``r27_leads``: round 27 (helper leads): Lemma 11.5 Item 3 for the proof's v = rho w at d >= 2 (chenli.display.lemma11.5-item3-rho-w-lower, -upper);
- ``r27_leads2``: round 27 (helper leads2): Lemma 6.4 Step 2's printed box corners, Cases (A) and (B) (chenli.display.lemma6.4-A-step2-box, -B-step2-box, conditional);
- ``r28_chenliB4``: round 28 (helper chenliB4): Theorem B.4 at m = 2, 3 with kappa > 0 and non-flat rows, exact counts (chenli.display.thmB.4-upper-m2 holds, -lower-m2 erratum);
- ``r29_discChA``: round 29 (helper discChA): discovery in L1-L1999; whether Assumption 7 admits any Theta (chenli.display.sec4-assump7-nonempty, Dirichlet's certificate for every Theta at an exponent above 1, erratum); Lemma 5.11's second bullet as printed (chenli.display.lemma5.11-bullet2, holds); Lemma 5.15's event E misses the first argument of the logits (chenli.display.lemma5.15-event-item1, derived, conditional);
- ``r29_discChB``: round 29 (helper discChB): discovery L2000-L3865: (154) on the cube (holds), (104)'s index set against Lemma 6.4 Item 3 as printed (erratum as printed), Lemma A.4's printed flip-pair chain (erratum as printed), L3636 at m = 2 (holds), Lemma 11.7's proof's head norms (L3177; erratum);
- ``r29_inproof``: round 29 (helper inproof): chenli's in-proof rows as step claims: Lemma 5.12's Markov steps and coupling moment (L896, L904, L912), Proposition 6.1's tail (L1382), Lemma 5.14's union bound (L1048), Lemma 5.11's (32) and Markov step (L860, L864; erratum: nu', nu'' free);
- ``r29_leads2``: round-29 (helper leads2): Lemma 11.7's projection norms Theta(d^{3/2} M log dM), the lower side
  (chenli.display.lemma11.7-projection-norm).
- ``r29_inproof2``: round 29 (helper inproof2): chenli's remaining in-proof rows as step claims: Lemma 5.9's cube sum (L749), Lemma 5.11's second-bullet Markov step (L880).
- ``r30_discChC``: round 30 (helper discChC): discovery L2048-L2700: the radial direction of Algorithm 1's body K (Corollary 6.16, L2218, Theorem 6.17 (II): errata).
- ``r30_discChD``: round 30 (helper discChD): discovery L2740-end: Lemma A.9 on configuration functions (a second family of f; holds), Fact B.5's eigenvalue sentence (both ends; holds);
- ``r30_inproofA``: round 30 (helper inproofA): Lemma 5.8's (23), (25) (L672, L694), Case 1's anti-concentration (L686) and Lemma 5.11's upper tail (L814; erratum: the second bullet's S_[3] mean) by exact Monte Carlo at d >= 1e8 r^4, block-constant Theta.
- ``r30_inproofC``: round 30 (helper inproofC): the second bullet's S_[3] mean (inproofA's L814 mechanism) in Lemma 5.11's own conclusion (chenli.lemma5.11-bullet2-mean) and in Lemma 5.8's (24), (26) (L680, L698), closed forms on block-constant Theta at d up to 1e60.
- ``r30_eq49pt``: round 30 (helper eq49pt): Lemma 5.15's pointwise step (L1088 with (49)) on auditor C's Hadamard instance at log2 d >= 106 (erratum as printed; the conditional-expectation reading holds).
- ``r31_endsChA``: round 31 (helper endsChA): the printed domain's ends left unreached (first half of the ids): Corollary 5.7 at delta -> 1 (chenli.cor5.7-enddelta).
- ``r31_endsChB``: round 31 (helper endsChB): Eq. (17) at its printed small end d_3 in {2, 3} (chenli.eq17-endd_3); the classification of the unreached ends is in the round-31 coordination file.
- ``r33_chenli``: round 33 (helper chenli): Lemmas 7.1 and 7.8 where Assumption 3's (8) holds (chenli.lemma7.1-assump8, chenli.lemma7.8-assump8: records, uncomputable; (8) with (7)'s kappa needs d >= 1e20 (m = 1), 1e30 (m = 2), and d >= 18066 at m = 2, k = 3 even granting (7)).
- ``r35_boxes``: round 35 (helper boxes): Lemma 6.4's printed box corners at Section 4's scale (chenli.display.lemma6.4-A-step2-box-scale, -B-step1-box-scale, -B-step2-box-scale: d >= 1e400, closed form, Section 4 measured, Assumption 7 granted: conditional).
- ``r36_boxes``: round 36 (helper boxc): the corrected box corners as their own searches, derived: chenli.display.lemma6.4-A-step2-box-scale.corrected, -B-step1-box-scale-F.corrected, -B-step2-box-scale.corrected hold; -B-step1-box-scale.corrected (minimal S^c -> S), -B-step1-box-scale-F-96.corrected and -B-step2-box-scale-99.corrected (printed (96), (99)) cross (conditional); chenli.display.assump7-small-lambda-necessary (Assumption 7 at ||lambda|| = sqrt(m), holds).
- ``r36_boxa``: round 36 (helper boxa): Case (A) Step 2's sign of x^T E' X_3 (referee L's side note, L1885-L1891 against X_3's second bullet L1785): chenli.display.lemma6.4-A-step2-box-scale-sign.corrected (the printed size-only conditioning, crosses: conditional) and -signfix.corrected (with (89)'s sign event for X_3, holds).
"""

from __future__ import annotations

from thmcheck.checks.papers.chenli import (
          appA_concentration,
          appB_clt,
          appB_thmB4,
          appC_nonarith,
          r7_lead,
          records_r4,
          sec1_10_main,
          sec3_prelim,
          sec4_assumptions,
          sec5_1_2_tails,
          sec5_3_coupling,
          sec5_3_lemma512,
          sec5_3_lemma513,
          sec5_4_conclude,
          sec5_4_lemma517,
          sec5_5_6_spectral,
          sec6_1_3_certify,
          sec6_4_lemma65,
          sec6_4_patterns,
          sec6_5_hull,
          sec6_5_probes,
          sec7_lemma71,
          sec7_proxy,
          sec8_span,
          sec9_solve,
          sec11_lower,
          steps,
)
from thmcheck.checks.papers.chenli.directions import add_corrected_texts, add_fit_directions

CLAIMS = [*sec1_10_main.CLAIMS, *sec3_prelim.CLAIMS, *sec4_assumptions.CLAIMS, *sec5_1_2_tails.CLAIMS,
          *sec5_3_coupling.CLAIMS, *sec5_3_lemma512.CLAIMS, *sec5_3_lemma513.CLAIMS, *sec5_4_conclude.CLAIMS,
          *sec5_4_lemma517.CLAIMS, *sec5_5_6_spectral.CLAIMS, *sec6_1_3_certify.CLAIMS,
          *sec6_4_patterns.CLAIMS, *sec6_4_lemma65.CLAIMS, *sec6_5_hull.CLAIMS, *records_r4.CLAIMS,
          *sec6_5_probes.CLAIMS, *sec7_proxy.CLAIMS, *sec7_lemma71.CLAIMS, *sec8_span.CLAIMS,
          *sec9_solve.CLAIMS, *r7_lead.CLAIMS, *sec11_lower.CLAIMS, *appA_concentration.CLAIMS,
          *appB_clt.CLAIMS, *appB_thmB4.CLAIMS, *appC_nonarith.CLAIMS, *steps.CLAIMS]

from thmcheck.checks.papers.chenli import steps_r3  # noqa: E402  (round 3's Appendix B displays)

CLAIMS += steps_r3.CLAIMS
add_fit_directions(CLAIMS)
add_corrected_texts(CLAIMS)

from thmcheck.checks.papers.chenli import steps_r4  # noqa: E402  (round 4's proof displays)

CLAIMS += steps_r4.CLAIMS

from thmcheck.checks.papers.chenli import r5_chenli2  # noqa: E402  (round 5's Sections 6-11 displays, helper chenli2)

CLAIMS += r5_chenli2.CLAIMS

from thmcheck.checks.papers.chenli import r5_chenli1  # noqa: E402  (round 5: Sections 3-5 and Appendix A displays)

CLAIMS += r5_chenli1.CLAIMS

from thmcheck.checks.papers.chenli import r6_chenliH  # noqa: E402  (round 6: uniform conversions, helper chenliH)

CLAIMS += r6_chenliH.CLAIMS

from thmcheck.checks.papers.chenli import r6_chenliR  # noqa: E402  (round 6: proof displays, helper chenliR)

CLAIMS += r6_chenliR.CLAIMS

from thmcheck.checks.papers.chenli import r6_chenliR3  # noqa: E402  (round 6 wave 3: proof displays, helper chenliR3)

CLAIMS += r6_chenliR3.CLAIMS

from thmcheck.checks.papers.chenli import r7_chenliH  # noqa: E402  (round 7: uniform conversions, helper chenliH)

CLAIMS += r7_chenliH.CLAIMS

from thmcheck.checks.papers.chenli import r7_chenliR  # noqa: E402  (round 7: proof displays, helper chenliR)

CLAIMS += r7_chenliR.CLAIMS

from thmcheck.checks.papers.chenli import r8_chenliR  # noqa: E402  (round 8: proof displays, helper chenliR)

CLAIMS += r8_chenliR.CLAIMS

from thmcheck.checks.papers.chenli import r9_chenliR  # noqa: E402  (round 9: proof displays, helper chenliR)

CLAIMS += r9_chenliR.CLAIMS

from thmcheck.checks.papers.chenli import r9_chenliH  # noqa: E402  (round 9: uniform conversions, helper chenliH)

CLAIMS += r9_chenliH.CLAIMS

from thmcheck.checks.papers.chenli import r10_chenli7  # noqa: E402  (round 10: Section 7 proof displays, helper chenli7)

CLAIMS += r10_chenli7.CLAIMS
from thmcheck.checks.papers.chenli import r10_chenliX  # noqa: E402  (round 10: Appendix A.2 displays, helper chenliX)

CLAIMS += r10_chenliX.CLAIMS
from thmcheck.checks.papers.chenli import r11_chenli6  # noqa: E402  (round 11: Lemma 6.11/6.12 Gram displays, helper chenli6)

CLAIMS += r11_chenli6.CLAIMS

from thmcheck.checks.papers.chenli import r11_chenli5  # noqa: E402  (round 11: Section 5 proof displays, helper chenli5)

CLAIMS += r11_chenli5.CLAIMS

from thmcheck.checks.papers.chenli import r12_chenliA  # noqa: E402  (round 12: Assumption 4, (43), helper chenliA)

CLAIMS += r12_chenliA.CLAIMS
from thmcheck.checks.papers.chenli import r12_chenliB  # noqa: E402  (round 12: (77)'s first part against (69), helper chenliB)

CLAIMS += r12_chenliB.CLAIMS
from thmcheck.checks.papers.chenli import r13_chenliA  # noqa: E402  (round 13: Lemma 5.16's event (L1166), helper chenliA)

CLAIMS += r13_chenliA.CLAIMS
from thmcheck.checks.papers.chenli import r13_chenliB  # noqa: E402  (round 13: ||a|| of Case (A), (115), (118), helper chenliB)

CLAIMS += r13_chenliB.CLAIMS
from thmcheck.checks.papers.chenli import r13_triageC  # noqa: E402  (round 13: triage of in-proof rows, L1348, helper triageC)

CLAIMS += r13_triageC.CLAIMS
from thmcheck.checks.papers.chenli import r14_chenliA  # noqa: E402  (round 14: Theorem 5.1's L1348 at Section 4's scale, helper chenliA)

CLAIMS += r14_chenliA.CLAIMS
from thmcheck.checks.papers.chenli import r14_chenliB  # noqa: E402  (round 14: Lemma 6.6's margin (L1595), helper chenliB)

CLAIMS += r14_chenliB.CLAIMS
from thmcheck.checks.papers.chenli import r15_chenliA  # noqa: E402  (round 15: (48), (51), L2980, helper chenliA)

CLAIMS += r15_chenliA.CLAIMS
from thmcheck.checks.papers.chenli import r15_chenliB  # noqa: E402  (round 15: Lemma 6.4 Case (B) Step 2, L1312, helper chenliB)

CLAIMS += r15_chenliB.CLAIMS
from thmcheck.checks.papers.chenli import r16_chenli  # noqa: E402  (round 16: Lemma 6.4 Case (B) exponents, L1909, Theorem B.4's upper bound and eta, helper chenli)

CLAIMS += r16_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r16_chenli2  # noqa: E402  (round 16: (87) on (78)'s family, helper chenli2)

CLAIMS += r16_chenli2.CLAIMS
from thmcheck.checks.papers.chenli import r17_chenli  # noqa: E402  (round 17: Lemma 9.4's label chain L2941, helper chenli)

CLAIMS += r17_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r17_chenli2  # noqa: E402  (round 17: L2937 Lemma 9.4's entries, L3063 Prop 11.3's identity, helper chenli2)

CLAIMS += r17_chenli2.CLAIMS
from thmcheck.checks.papers.chenli import r18_chenli  # noqa: E402  (round 18: Lemma 9.1 over Assumption 10 as printed, a Theta-free loss floor, helper chenli)

CLAIMS += r18_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r19_papers  # noqa: E402  (round 19: L1162 Lemma 5.16's J-less v != w conclusion, helper papers)

CLAIMS += r19_papers.CLAIMS
from thmcheck.checks.papers.chenli import r20_chenli  # noqa: E402  (round 20: Assumption 7 against Dirichlet's theorem, helper chenli)

CLAIMS += r20_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r20_chenli2  # noqa: E402  (round 20: Lemma 6.8 Item 4's kappa^2 slip, helper chenli2)

CLAIMS += r20_chenli2.CLAIMS
from thmcheck.checks.papers.chenli import r21_chenli  # noqa: E402  (round 21: Lemma 9.1's delta with a Theta-free floor, helper chenli)

CLAIMS += r21_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r22_chenli  # noqa: E402  (round 22: far ends of Lemma 7.4, Lemma 3.2, Fact B.5 by closed forms, helper chenli)

CLAIMS += r22_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r22_chenli2  # noqa: E402  (round 22: L573 Theorem 5.4's anti-concentration, helper chenli2)

CLAIMS += r22_chenli2.CLAIMS
from thmcheck.checks.papers.chenli import r23_chenliA  # noqa: E402  (round 23: far ends of Theorem 3.3, Lemma 6.9 in d, helper chenliA)

CLAIMS += r23_chenliA.CLAIMS
from thmcheck.checks.papers.chenli import r23_chenliB  # noqa: E402  (round 23: L1695 Lemma 6.9's variance chain, L1622 Fact 6.7's chain, L1286 Lemma 5.22's indicator split, L702 Lemma 5.8's Case 2 step, helper chenliB)

CLAIMS += r23_chenliB.CLAIMS
from thmcheck.checks.papers.chenli import r23_chenliA2  # noqa: E402  (round 23: (53) with Theta and its flip, the far end in d_2, helper chenliA2)

CLAIMS += r23_chenliA2.CLAIMS
from thmcheck.checks.papers.chenli import r23_chenli3  # noqa: E402  (round 23: Lemma 7.1 along W_2 -> t W_2 without the grant, helper chenli3)

CLAIMS += r23_chenli3.CLAIMS
from thmcheck.checks.papers.chenli import r23_chenli4  # noqa: E402  (round 23: L2820 Lemma 8.4's delta-net display, helper chenli4)

CLAIMS += r23_chenli4.CLAIMS
from thmcheck.checks.papers.chenli import r23_chenli5  # noqa: E402  (round 23: Lemma 11.5 as printed, helper chenli5)

CLAIMS += r23_chenli5.CLAIMS
from thmcheck.checks.papers.chenli import r24_chenliA  # noqa: E402  (round 24: L1182's v = w twin of (54), Lemma 8.2 at l = 0, helper chenliA)

CLAIMS += r24_chenliA.CLAIMS
from thmcheck.checks.papers.chenli import r24_chenliB  # noqa: E402  (round 24: L2242 Lemma 6.18's printed conclusion, helper chenliB)

CLAIMS += r24_chenliB.CLAIMS
from thmcheck.checks.papers.chenli import r24_chenliB2  # noqa: E402  (round 24: Lemma 7.6 on chaos heads over m, helper chenliB2)

CLAIMS += r24_chenliB2.CLAIMS
from thmcheck.checks.papers.chenli import r25_chenli  # noqa: E402  (round 25: Lemma 7.4 with kappa > 0 and E != 0, helper chenli)

CLAIMS += r25_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r25_chenli2  # noqa: E402  (round 25: covered rows re-read from L1541, helper chenli2)

CLAIMS += r25_chenli2.CLAIMS
from thmcheck.checks.papers.chenli import r26_chenliA  # noqa: E402  (round 26: rows before L1929 re-read, helper chenliA)

CLAIMS += r26_chenliA.CLAIMS
from thmcheck.checks.papers.chenli import r26_chenliB  # noqa: E402  (round 26: nu parts of L2405/(129), Lemma 7.1 with mu > 0, L2222, helper chenliB)

CLAIMS += r26_chenliB.CLAIMS
from thmcheck.checks.papers.chenli import r26_chenliC  # noqa: E402  (round 26: Lemma 7.2's gamma range, helper chenliC)

CLAIMS += r26_chenliC.CLAIMS
from thmcheck.checks.papers.chenli import r26_literalCM  # noqa: E402  (round 26: numbered results printed vs encoded, helper literalCM)

CLAIMS += r26_literalCM.CLAIMS
from thmcheck.checks.papers.chenli import r27_chenliD  # noqa: E402  (round 27: Assumption 11's set, fact rows, helper chenliD)

CLAIMS += r27_chenliD.CLAIMS
from thmcheck.checks.papers.chenli import r27_leads  # noqa: E402  (round 27: Lemma 11.5 Item 3 for v = rho w, helper leads)

CLAIMS += r27_leads.CLAIMS
from thmcheck.checks.papers.chenli import r27_literalM  # noqa: E402  (round 27: Theorem 5.6 with two slice blocks, helper literalM)

CLAIMS += r27_literalM.CLAIMS
from thmcheck.checks.papers.chenli import r27_leads2  # noqa: E402  (round 27: Lemma 6.4 Step 2 box corners, helper leads2)

CLAIMS += r27_leads2.CLAIMS
from thmcheck.checks.papers.chenli import r28_chenliB4  # noqa: E402  (round 28: Theorem B.4 at m >= 2, kappa > 0, helper chenliB4)

CLAIMS += r28_chenliB4.CLAIMS
from thmcheck.checks.papers.chenli import r29_leads  # noqa: E402  (round 29: Theorem B.4 at m >= 4 and in the local-CLT regime, helper leads)

CLAIMS += r29_leads.CLAIMS
from thmcheck.checks.papers.chenli import r29_discChA  # noqa: E402  (round 29: discovery L1-L1999, helper discChA)

CLAIMS += r29_discChA.CLAIMS
from thmcheck.checks.papers.chenli import r29_discChB  # noqa: E402  (round 29: discovery L2000-L3865, helper discChB)

CLAIMS += r29_discChB.CLAIMS
from thmcheck.checks.papers.chenli import r29_inproof  # noqa: E402  (round 29: in-proof rows as step claims, helper inproof)

CLAIMS += r29_inproof.CLAIMS
from thmcheck.checks.papers.chenli import r29_leads2  # noqa: E402  (round 29: Lemma 11.7's projection norms, helper leads2)

CLAIMS += r29_leads2.CLAIMS
from thmcheck.checks.papers.chenli import r29_inproof2  # noqa: E402  (round 29: in-proof rows as step claims, helper inproof2)

CLAIMS += r29_inproof2.CLAIMS
from thmcheck.checks.papers.chenli import r30_discChC  # noqa: E402  (round 30: discovery L2048-L2700, helper discChC)

CLAIMS += r30_discChC.CLAIMS
from thmcheck.checks.papers.chenli import r30_discChD  # noqa: E402  (round 30: discovery L2740-end, helper discChD)

CLAIMS += r30_discChD.CLAIMS
from thmcheck.checks.papers.chenli import r30_inproofA  # noqa: E402  (round 30: (23), (25), L814 by Monte Carlo, helper inproofA)

CLAIMS += r30_inproofA.CLAIMS

from thmcheck.checks.papers.chenli import r30_inproofC  # noqa: E402  (round 30: the S_[3] mean in Lemma 5.11 and (24), (26), helper inproofC)

CLAIMS += r30_inproofC.CLAIMS

from thmcheck.checks.papers.chenli import r30_eq49pt  # noqa: E402  (round 30: L1088 pointwise with (49), helper eq49pt)

CLAIMS += r30_eq49pt.CLAIMS

from thmcheck.checks.papers.chenli import r31_endsChA  # noqa: E402  (round 31: the printed domain's ends, helper endsChA)

CLAIMS += r31_endsChA.CLAIMS
from thmcheck.checks.papers.chenli import r31_endsChB  # noqa: E402  (round 31: unreached ends, second half, helper endsChB)

CLAIMS += r31_endsChB.CLAIMS
from thmcheck.checks.papers.chenli import r33_chenli  # noqa: E402  (round 33: Lemmas 7.1, 7.8 where (8) holds, helper chenli)

CLAIMS += r33_chenli.CLAIMS
from thmcheck.checks.papers.chenli import r35_boxes  # noqa: E402  (round 35: Lemma 6.4's box corners at Section 4's scale, helper boxes)

CLAIMS += r35_boxes.CLAIMS
from thmcheck.checks.papers.chenli import r36_boxes  # noqa: E402  (round 36: corrected box corners, helper boxc)

CLAIMS += r36_boxes.CLAIMS
from thmcheck.checks.papers.chenli import r36_boxa  # noqa: E402  (round 36: Case (A) Step 2's sign of x^T E' X_3, helper boxa)

CLAIMS += r36_boxa.CLAIMS
