"""thesis: claims of Hongkang Li, "Optimization and Generalization Analysis of Advanced Neural Networks and Learning
Algorithms" (PhD thesis, RPI 2024).

Catalogs: ``shared/claims/thesis_ch2-4.md``, ``shared/claims/thesis_ch5-7.md``; paper:
``shared/seeds/003_84cf0eb31e2dc802.txt``. One module per chapter (with the appendix holding its proofs) or per
section where a chapter is large (a reader finds Lemma E.4.5 in ``ch6_icl``, Lemma C.3.1 in ``appC_group_imbalance``):

- ``ch2_vit``: Ch. 2 (shallow ViT): Theorem 1, Propositions 1-2, Section 2.4.1's printed 1 %; App. A: gradients
  (A.110)-(A.174), Lemmas A.5.1, A.5.2, records of Assumption 2.3.1, Lemma A.2.6, Lemma A.3.1 Claims 1 and 3;
- ``ch2_training_grids``: Remarks 2-3 and Lemma A.3.1 (Claim 2, (A.48)) as paired training grids;
- ``ch3_graph_transformer``: Ch. 3 (graph transformer), Section 3.4: Lemmas 3.4.5, 3.4.7, Definitions 3.4.1, 3.4.3;
- ``ch3_training_grids``: Theorems 3.4.4, 3.4.6, 3.4.8 as training grids;
- ``appB_graph_transformer``: App. B: (B.49), (B.55), (B.166), (B.199)-(B.200), Table B.8, Lemmas B.2.5, B.3.1, B.3.4-B.3.6;
- ``ch4_group_imbalance``: Ch. 4 (Gaussian mixture, group imbalance), Section 4.4: Theorem 2, Corollary 4.4.1;
- ``appC_group_imbalance``: App. C: Definition C.1.1, Properties 1-10, Lemmas C.3.1-C.6.5, Figure C.1's 0.65;
- ``ch5_gcn_sampling``: Ch. 5 (GCN topology sampling) and App. D: Theorem 5.3.1, (5.8), Lemmas D.1.1-D.2.14;
- ``ch6_icl``: Ch. 6 (in-context learning) and App. E: Theorems 6.3.3-6.3.7, Propositions 6.4.1, 6.4.5, Corollary
  6.4.3, Lemmas E.4.3-E.4.11;
- ``appEF_tails``: the Chernoff tail steps (E.42), (E.146), (F.37), (F.58) of Apps. E-F;
- ``ch7_cot``: Ch. 7 (chain-of-thought) and App. F: Definitions 7.1.2-7.3.1, Example 1, Condition 7.3.2, Theorems
  3-5, Proposition 3, Lemmas F.3.3, F.3.5;
- ``r5_thesisCD``: round-5 proof displays of Apps. C-D ((C.35), (C.45)-(C.52), (C.57)-(C.58), (C.62), (C.90)-(C.91), (C.150)-(C.151), (C.172), (C.210), (C.213), (C.220));
- ``r4_ch2_4``: round-4 checks of Chs. 2-4: Lemma B.3.2 (a uniform check on trained graph transformers);
- ``r5_thesisAB``: round-5 step claims of Apps. A-B: (A.48), (A.75), (A.135), (A.138), (A.142), (B.45), (B.54),
  (B.83), (B.146);
- ``r6_thesisAB``: round-6 step claims of Apps. A-B: (A.85), (A.86), (A.90), (B.93), (B.97);
- ``r7_thesisAB``: round-7 step claims of Apps. A-B: (A.18), (A.41), (A.42), (A.46), (A.50), (A.58), (A.63), (A.77),
  (A.88), (A.92), (A.115), (A.174), (A.177), (A.179), (B.33), (B.39), (B.40), (B.43), (B.52), (B.95), (B.99), (B.117), (B.124),
  (B.167), (B.177), (B.202), L4856 (K = Theta(1));
- ``r8_thesisAB``: round-8 step claims of Apps. A-B: (A.43), (A.44), (A.80), (A.94), (A.99), (A.102), (B.50), (B.67), (B.68), (B.88), (B.101), (B.143), (B.188),
  (B.189), (B.190), (B.195);
- ``r9_thesisAB``: round-9 step claims of Apps. A-B: (A.146), (A.176), (A.184), (A.185), (B.25), (B.85), (B.150), (B.182), (B.183), (B.196), (B.207), (B.212), (B.213);
- ``r16_thesisAB``: round-16 step claims of Apps. A-B: (A.118)-(A.120), (B.10), (B.14), (B.17), (B.129), (B.130) (lucky-neuron components, trained runs);
- ``r16_thesisAB2``: round-16 (B.208) L4895 (the lucky-neuron sum of the W_V gradient: sign crossing, erratum), (B.209) L4897 (the U(0) sum: holds), (B.210) L4899 (the unlucky-neuron sum of the W_V gradient against eta t m/(B a), trained graph transformers along B: erratum); (A.182) of r15_thesisA re-encoded (8 runs a point) and settled as an erratum;
- ``r20_thesisC``: round-20 (C.215)'s conclusion P(B'_t) <= delta/2 inside tau = 1 (identity covariances, a rare mean-shifted group) along the lemma's delta = d^-10, d -> inf (erratum);
- ``r20_thesisC2``: round-20 L5163's prose facts 'Gamma goes to zero if all ||mu_l|| (erratum as printed: means orthogonal to W*'s span; holds inside the span) or all sigma_l (holds) go to infinity';
- ``r18_thesisC``: round-18 Lemma C.5.1 (C.204), Lemma C.3.1's upper side (C.83) and Lemma C.3.2's (C.85) with a rare heavy group (errata along d), (C.130)'s second '>=' (rare heavy group, erratum), (C.225)'s first '<=' with the spectral norm (erratum as printed);
- ``r17_thesisB2``: round-17 (B.185) L4761 (the sampled class-relevant fraction at z_m, w.h.p. over the sampling);
- ``r18_thesisB``: round-18 (B.89) L4267 (moved from r17_thesisB: inside |L| >= BT, the lucky-neuron H_4 sign crossing exact and persisting as m, B, |L| grow: erratum), (B.223) L4963 (W_O(i)^(1) V_l(1) > 0 for i in W_l(0): erratum, persisting along the path);
- ``r18_thesisB2``: round-18 (B.152) L4585 (Q(t) >= K(t)(1 - lambda) > 0 with the natural witnesses of (B.134)/(B.151), was uncomputable); in place: (B.90), (B.103), (B.104), (B.110), (B.111), (B.24), (B.128), (B.192), (B.208)-(B.210) re-encoded inside |L| >= BT;
- ``r18_thesisB3``: round-18 (B.138) L4518 (K(t) >~ ... > 0: the chain's end K(t) > 0 with (B.152)'s natural witness, was uncomputable); in place: (B.209)'s m path from the width requirement, (B.181) inside |L| >= BT;
- ``r19_thesisB``: round-19 (B.138) L4518's last member at t = 0 (Definition B.2.3's p_n(0) on the graph's counts: its '> 0' needs the batch mean of p_n(0) above 4 sigma; sigma's constant, B and |L| grown on a path: erratum), (B.147) L4563 (the printed gradient projection of a non-discriminative token against K(t), natural witnesses: erratum, was uncomputable);
- ``r20_papers``: round-20 Theorem 4 (L2179-L2187) over the printed ranges of p_c (rho^f in (0, 1)), alpha' and the noise, l_ts on (7.20)'s shape (helper papers);
- ``r20_papers2``: round-20 (F.61) L9585 (Theorem 5 (b)) at l_ts = infinity over p_c -> 3/4 (Condition 7.3.2's margin -> 0; conditional on Theorem 3's training constants) (helper papers2);
- ``r21_ch7``: round-21 Theorem 4 as p_c -> 1/2 and (F.61) as p_c -> 3/4 re-encoded inside (7.4) (model trained and tested at l_tr = l_ts = infinity) along Theorem 3's T, B -> inf: errata (replace r20_papers' and r20_papers2's registrations); Proposition 3 (7.23) with Theorem 3's own eps at constant 1 (thesis.ch7.prop3-inf, conditional on the constants beyond 1) and (F.52) L9543 the same way (thesis.ch7.eqF.52-inf) (helper ch7);
- ``r19_thesisB2``: round-19 (B.120) L4425, (B.121) L4432, (B.160) L4629, (B.161) L4636 (one attention entry against its side at the weakest witness norms 1 <= ||q_1(t)|| <= ||q_1(T)||; the '>~' displays coupled to their '<~' twins through the shared ||q_1(T)||: hold), (B.144) L4547 at t = 0 (right side > 0 once pbar' > 4 sigma, left side negative: erratum);
- ``r17_thesisB``: round-17 (B.64) (f_N <= eps on V_d: conditional), (B.90) (case (1) of Lemma B.3.1: H_5 erratum as printed), (B.110), (B.111) (case (4) of Lemma B.3.1: the unlucky neurons' H_4, H_5 along B), (B.118) (the lucky value on a sampled set), (B.192) (T_4 against sigma), (B.128) (the lucky-neuron mu_1 value term: a sign check at every t);
- ``r17_thesisB``: round-17 (B.64) (f_N <= eps on V_d: conditional), (B.89), (B.90) (case (1) of Lemma B.3.1: H_4 holds, H_5 erratum as printed), (B.110), (B.111) (case (4) of Lemma B.3.1: the unlucky neurons' H_4, H_5 along B), (B.118) (the lucky value on a sampled set), (B.192) (T_4 against sigma), (B.128) (the lucky-neuron mu_1 value term: a sign check at every t);
- ``r18_thesisA``: round-18 Lemma A.3.1 Claim 2 as feasibility in the witnesses K(t) > 0: the attention-step signs (A.31), (A.33) = (A.168), (A.159), (A.166) on trained ViTs (errata: wrong sign just before the end of training), the mean-value '=' of (A.159)/(A.168) with x in (A.160)/(A.169) (closed form, erratum as printed); (A.143) (the W_Q gradient's sign, erratum); (A.164) (holds late); (A.43) over the training (conditional on B);
- ``r19_thesisA``: round-19 (A.117) (the split coefficients zeta'_l of (A.116): holds as printed by the witnesses Q_e, gamma'_l > 0; the natural coefficients break it, reading violated), (A.134) (beta_1 against phi_n R: holds at the weakest witnesses, natural-witness reading violated along |S^n|);
- ``r19_thesisA3``: round-19 (A.114) and the first '<~' of (A.115) (beta_1 against phi_n R / nu_n R: hold at the printed witnesses; (A.115)'s natural-witness reading violated along |S^n|, (A.114)'s holds);
- ``r20_thesisA``: round-20 Theorem 1 (2.10) along |S^n| -> inf (T* ~ |S^n|^{1/2} at fixed eta: erratum; per-pattern
  model on noise-free tokens, thmcheck.models.vit_patterns);
- ``r20_thesisA2``: round-20 update coordinates of (A.126) L3255 (K(t) > 0), (A.130) L3271 (K(t) >~ a positive side), (A.148) L3347 (Q(t) > 0), (A.149) L3351, (A.150) L3353, (A.131) L3275, (A.132) L3277 on noise-free tokens (the unique coordinates of W_Q mu_1's update in the basis W_K^(t) mu_a; were uncomputable / open);
- ``r20_thesisA3``: round-20 update coordinates of (A.144) L3331 (q_1 coordinate of the mu_l query update = Theta(1) K(t)), (A.145) L3335 (mu_2 query q_1 coordinate >= 0), (A.151) L3357 (mu_2 key r_2 coordinate = Q(t) > 0), (A.154)-(A.155) L3365-L3369 (|Q_f| <~ Q(t)) on noise-free tokens (were uncomputable);
- ``r21_numbered``: round-21 Theorem 3.4.4 (3.8) along gamma_d -> 0 (T* ~ gamma_d^{-1.3..2} at fixed eta) and eps_S -> 1/2 (T* x600 over one decade of 1/2 - eps_S at eps_0 = 0): errata; helper numbered;
- ``r18_thesisA2``: round-18 Lemma A.3.1 Claim 2's attention entries (A.30), (A.32), (A.111), (A.112), (A.158), (A.165), (A.167) at the weakest witness (K -> 0+, ||q_1(t)|| = 1), uniform along |S^n| and m on trained ViTs;
- ``r16_thesisAB3``: round-16 (B.24) L3995 = (B.201) L4850 (b_{z_m} - b_z with b_0 fixed, trained graph transformers: sign crossing at small t, erratum); (B.198) L4823 covered by thesis.ch3.eqB.25;
- ``r10_thesisAB``: round-10 step claims of Apps. A-B: (A.200)-(A.202) (the t = 1 step of Lemma A.5.2), (B.30), (B.203) (the t = 0
  attention masses against nu_n, p_n);
- ``r5_thesisEF``: round-5 proof displays of Apps. E-F ((E.56), (E.100), (E.107), (F.24)-(F.31), the '=' steps of
  (F.74)-(F.138));
- ``r6_thesisH``: round-6 companions of hidden-constant claims converted to uniform checks (Property C.4 (1)'s
  lower half);
- ``r6_thesisCD``: round-6 proof displays of Apps. C-D (Lemma D.2.2's cited identity at L6854-L6876, (C.77),
  (C.79), (D.96));
- ``r7_thesisCD``: round-7 proof displays of Apps. C-D ((C.67), (C.139)-(C.141), (C.170), (C.212), (C.242),
  (C.254), (C.261), (D.96)'s first inequality, L7580, L7592, L7594);
- ``r8_thesisCD``: round-8 proof displays of Apps. C-D ((C.15)-(C.16) positivity, (D.129));
- ``r9_thesisCD``: round-9 proof displays of App. D (L7343, (D.80));
- ``r6_thesisEF``: round-6 proof displays of Apps. E-F ((E.45)-(E.226), (F.18)-(F.157));
- ``r7_thesisEF``: round-7 proof displays of Apps. E-F ((E.16), (E.17), (E.19), (E.20), (E.95); the case ranges (F.102)-(F.110), (F.117)-(F.125));
- ``r9_thesisE``: round-9 proof displays of App. E ((E.116), (E.117));
- ``r10_thesisE``: round-10 displays of Lemma E.4.7 (App. E): (E.23), (E.28), (E.29); (E.105) (lucky row norms);
  (E.100) with (E.102)/(E.104) on one row (full-row cosines);
- ``r9_thesisF``: round-9 proof displays of App. F ((F.48), (F.49), (F.51) upper, (F.67));
- ``r10_thesisF``: round-10 proof displays of App. F ((F.135), (F.139), (F.143): the s_2, s_5, s_6 lower bounds on the trained model; (F.145) the early other-step mass; (F.61) R_ICL = 0 under Condition 7.3.2; (F.155), (F.159) batch-gradient forms after T_1; (F.116) the form's lower side before T_1, erratum; (F.115) its upper side, erratum);
- ``r9_thesisH``: round-9 helpers of Theorem 6.3.7's uniform check (a path along M1 with (6.9)-(6.10)'s
  scalings);
- ``r11_thesisAB``: round-11 step claims of Apps. A-B: (A.93), (B.100) (the last link e^X xi >~ xi X + xi, uniform), (B.41), (B.61), (B.62);
- ``r10_thesisCD``: round-10 proof displays of App. C ((C.27), (C.28), (C.175)-(C.177)) and App. D (L7351, L7353);
- ``r11_thesisD``: round-11 proof displays of App. D (L7083 of Lemma D.2.5; Lemma D.2.6's L7129 from L7127 and its
  S = (m1/p2)^{1/3} step; (D.78) from (D.82)-(D.83); Table D.2 against Lemma D.2.10);
- ``r11_thesisE``: round-11 displays of Lemma E.4.6's proof on the trained model ((E.168), (E.170): the attention-weighted
  token sums against beta^2 (1 - gamma_T) and beta^2 gamma_T); (E.98), (E.99) the IDR/IDI projections of a lucky row, errata;
- ``r11_thesisC``: round-11 displays of App. C: (C.25), (C.26) (L_m of Property 3 (4)), (C.188), (C.209) (norms
  through nets), (C.216)'s last step, (C.161)'s block step, (C.237)-(C.240) (Lemma C.6.4, both cases, with Subroutine 1's K largest eigenvalues as printed, errata as printed), (C.131)->(C.132) (sample size: log^2 d where log n belongs, erratum as printed);
- ``r11_thesisF``: round-11 per-prompt gradient terms of Lemma F.3.5's proof (App. F.5.1): (F.96), (F.111), (F.126), errata; (F.160) after T_1, erratum as printed; (F.150), (F.154), (F.156), (F.158), (F.162) '<~ eps' after T_1, errata as printed (Lemma F.3.6's rate); (F.152), (F.153), (F.161) '>~ -g(p_n)' after T_1, hold; (F.163) the batch form '<~ eta eps', erratum as printed;
- ``r12_thesisF``: round-12 (F.47) L9523 (Theorem 4's proof: the TSR cross sum <~ eps log(K/eps), erratum: as printed the same-pattern score) and (F.55) L9559 (Theorem 5's proof: the ICL S_K^* mass >= 1 - eps, erratum as (F.49)); (F.152) settled by the every-state bound -term <= 24 (1 - p_n)^2 (derived, holds);
- ``r12_thesisE``: round-12 per-step gradient projections of Lemma E.4.5's proof read through models/icl's step hook:
  W_Q at t = 0 ((E.150) partner patterns against (1/2) e^{-delta^2 beta^2}, (E.151) other patterns against 1/M1,
  errata; (E.152) the nu_k rows <~ 1/M2, erratum; (E.149) the own entry's sign, erratum; (E.158) the partner rows at t0 against e^{-(eta t0/M1)^2}, erratum) and W_K at t0 = 1 ((E.165) as printed, (E.166), errata); (E.61)
  F >~ (1 - gamma_T) x the (eta T)^3 shape at the T of (E.62) and (E.50) its W-neuron part, hold along delta;
- ``r13_thesisE``: round-13 W_K gradient displays of Lemma E.4.5 (b)'s proof through models/icl's step hook: (E.164) the partner rows at t0 against e^{-(eta t0/M1)^2}, (E.163) the signed own entry at t0 + 1, (E.161) the label columns against sqrt(log B/B), (E.155)/(E.162) the signed own W_Q/W_K entries at t0 + 1, (E.207) the nu_c block of the accumulated W_O gradient against 1/(BT), (E.213) its (mu_a; -q) block outside W u U against sqrt(log BT/BT)/a, (E.204)/(E.208), (E.205)/(E.209) the same- and other-pattern W_O gradient sums' sign (errata); (E.154) the label rows of the W_Q gradient's factor, (E.201) the per-step W_O gradient outside W_n(1) u U_n(1) at the base case t = 1 (hold); (E.202)/(E.203) the same-pattern means at t0 + 1 and summed over b (errata);
- ``r14_thesisE``: round-14 (E.189) L8935-L8940, the W_O gradient through the hinge loss printed without the hinge's factor 1[z F < 1] (erratum as printed); Lemma E.4.10 (2)'s (E.40)/(E.41) L8119-L8125 (every i in W active on every +1 prompt once t >= Theta(1): erratum, ~1/4 of the pairs off at zero loss for every width, eventually m); (E.223) L9102 (the first update's inner product with a lucky row > 0: erratum, negative for about half of them); (E.224) L9106 at t = 1 (W_O(i)^(0) W_O(i)^(1)T > 0: holds); (E.229) L9126 at t = 1 (W_O(i)^(0) . sum_{i' in W_n} W_O(i')^(0) > 0: erratum, negative for some pairs at every width); Lemma E.4.7's runs moved inside Theorem 6.3.3's eta <= 1;
- ``r12_thesisC``: round-12 displays of App. C: (C.86), (C.89), (C.100), (C.110) (d log^2 d sample sizes, errata as printed), (C.134) (holds) -> (C.135) (||mu~_l||_inf in the Hessian's upper side, erratum), (C.243), (C.244) (delta_K(Q_2), delta_K(Q_3(I, I, alpha)) >~ delta_K(W*)^2 used, errata); (C.83) L5652's upper side and Theorem 2's step eta_0 L1117/L1132 (the same ||mu~||_inf slip: errata), the derived n -> inf error constant sqrt(tr H^-1) of (4.10) (holds); (C.178) L6095, (C.182) L6114 lower sides (explicit 4/K^2 Gamma~: errata); (C.179) L6099 (Hessian Lipschitz, hidden C_5), (C.180) L6103, (C.181) L6105-L6110 upper side at W*P (hold);
- ``r13_thesisC``: round-13 displays of App. C: (C.250) L6486-L6492, (C.252) L6500 (pointwise bounds on the score S_3 of a symmetric GMM that vanish on x^T alpha = 0: errata), (C.258) L6527, (C.259) L6531, (C.272) L6585, (C.273) L6589, (C.265) L6557 (the same pointwise slip for S_2, S_1, B_i: errata), (C.179) L6099's second inequality, (C.245) L6462's second step, (C.246) L6466 (hold); (C.252), (C.259), (C.273) read in moments (derived, hold);
- ``r14_thesisC``: round-14 App. C moment steps: (C.260) L6533 and (C.267) L6563, their first '<~' E|G|^p <~ (E[...])^p for every p (a quadratic / cubic of Gaussians has moments p^p / p^(3p/2): errata); also (C.262) relabelled 'erratum as printed' (Bernstein reading) and (C.252)'s x -> 0 path extended, in r13_thesisC; (C.103) L5758-L5765's mean-value step fbar_l(W_t) - fbar_l(W*) <= <grad fbar_l(W_t), W_t - W*> by quadrature inside the ball (holds);
- ``r15_thesisC``: round-15 App. C steps: (C.104) L5769's mean-value step as printed (fbar(W_t) on the left, entropy floor: erratum as printed), (C.102) L5756's second '<~' (K^{5/2} -> K^2 with a K-free poly: erratum as printed, reading K^{5/2}), (C.143) L5930 (Lagrange's inequality for xi_{j,l}), (C.163) L6023, (C.165) L6031 (hold); (C.148) L5952 (one mean-value point for a matrix identity: erratum as printed); Corollary 4.4.1's risk rows (C.108)-(C.124) (fbar(W_t) <~ ... sqrt(d log n/n): the entropy floor, errata); (C.101) L5754, (C.106) L5779, (C.111) L5791 (1 - v >~ rate), (C.107) L5781, (C.112) L5793, (C.117) L5807, (C.122) L5819 ((C.84)'s bound against the row's shape; the lambda-rows as boundedness over lambda_l in (0, 1)), (C.121) L5817 (1 - v bounded below over lambda_l), (C.183) L6125-L6130 (the three-term split of the Hessian deviation through a cover point), (C.205) L6271 (the noise split of Lemma C.5.1) hold; (C.222) L6337 (Taylor with the noisy gradient grad f~_n: erratum as printed), (C.223) L6341 (holds);
- ``r16_thesisC``: round-16 App. C steps: (C.224) L6345 (the quadratic term of (C.222) against (4/K^2) Gamma~ ||Delta||^2: the 1/2 lost, the display fails in about half of the samples: erratum), (C.221) L6331's last step ((1/n) sum ||nu_i||_F against a sqrt(log n / n) shape: erratum, corrected to xi sqrt(dK)), (C.164) L6027 (holds);
- ``r16_thesisC2``: round-16 App. C steps (continuation): (C.198) L6207 (population Hessian increment over an eps-cell, ||Sigma^{1/2}|| as printed), (C.227) L6357 (the noisy step identity), (C.190) L6158 (|G_i| against the quadratic forms): hold;
- ``r12_thesisAB``: round-12 step claims of Apps. A-B: (A.95) (|I_3| on the trained ViT: no sqrt(log B / B) gain), (A.98)
  (the lucky neuron's p_j update, uniform along B), (B.73) (the sampled class-relevant fractions over T batches,
  summed with 1/B: spread sqrt(T/B)), (B.105), (B.112) (the Chapter 3 twins of (A.98) along N = B), (B.106), (B.108),
  (B.113) (W_O^(1) p_j against W_O^(1) p_ref / sqrt(B): no 1/sqrt(B) gain, errata), (B.178) (T_1 has no sigma), (B.181)
  (the left side starts at xi), errata; (B.173), (B.179) (hold: zero on the paper's features);
- ``r12_thesisD``: round-12 App. D: (D.60) of Lemma D.2.7 (anti-concentration fails at a light column of A: erratum as printed); L7448 and L7452 of Lemma D.2.11 (sign changes grow with the degree: errata); L7484 of Lemma D.2.11 (term 3 of (D.87) grows like sqrt(m1/m2): erratum); Lemma D.2.10 (2) (D.78) by simulation of the pseudo networks (|g'_r| <= eta ||q^T A||_1 ||A||_inf^2 tau_v, erratum); (D.88) at Table D.2's choices (the (eps/C0)^Theta(1) paid by (5.17)'s width, conditional) and L7506 of Lemma D.2.12's proof;
- ``r13_thesisD``: round-13 App. D: L7484 of Lemma D.2.11 (its correction by hand with the explicit constant 1; at m1 = m2 on hub graphs the ||A||_inf^2 gap, derived, violated as printed); L7478 (term 2: ||A||_inf^2, erratum as printed);
- ``r13_thesisAB``: round-13 App. B: (B.119) of Lemma B.3.2's proof (one node's initial softmax weight against the sampled mu_2 nodes' total: falls like 1/|S_2^{l,t}|, erratum; corrected per node); Lemma B.3.1's (B.9), (B.13) (lucky rows' p_j components >~ xi, both signs at t = 0) and (B.11), (B.15) (||W_O(i)^(0)||^2 >= xi^2), errata at t = 0 along m; (A.96), (A.103) (|I_4| of the lucky W_V update against |W_O(i) p_j| of the neuron itself: errata; corrected by the triangle inequality); (B.180) at t = 0 (a lucky row's p_1 - p_2 component, erratum along m); (A.97), (A.104) (|I_5|, the non-lucky W_V update, hidden constant along B: potential at ci, kept holds);
- ``r14_thesisD``: round-14 App. D: Lemma D.2.1's (a)-(b) equivalence (erratum as printed); Lemma D.2.4's construction (D.45)-(D.46) against its norm bounds (holds); L7151 of Lemma D.2.7 (holds); L7464 of Lemma D.2.11 (eta0 = 1/poly(m1, m2) against ||A||_inf, erratum as printed); Lemma D.2.6's S-choice re-encoded (conditional -> erratum as printed, in ``r11_thesisD``);
- ``r13_thesisAB``: round-13 App. B: (B.119) of Lemma B.3.2's proof (one node's initial softmax weight against the sampled mu_2 nodes' total: falls like 1/|S_2^{l,t}|, erratum; corrected per node); Lemma B.3.1's (B.9), (B.13) (lucky rows' p_j components >~ xi, both signs at t = 0) and (B.11), (B.15) (||W_O(i)^(0)||^2 >= xi^2), errata at t = 0 along m; (A.96), (A.103) (|I_4| of the lucky W_V update against |W_O(i) p_j| of the neuron itself: errata; corrected by the triangle inequality); (B.180) at t = 0 (a lucky row's p_1 - p_2 component, erratum along m); (A.97), (A.104) (|I_5|, the non-lucky W_V update, hidden constant along B: errata since round 14, batches drawn with replacement from the training set, B to 1e9);
- ``r15_thesisD``: round-15 App. D: (D.89)'s last step of Lemma D.2.12 (m1 >= M of (D.39) carries neither K, p1 nor ||A||_inf: erratum as printed); L7061 of Lemma D.2.5 (P_1 rescaled for P_3: erratum as printed); L7069 of Lemma D.2.5 (R_2 without ||A||_inf: erratum as printed); (D.138) of Theorem 5.3.1's proof (the printed sample size leaves k/eps0 ~ p1^2 K^2: erratum); (D.51) of Lemma D.2.5 (P_1 without a_j X e_d, with a 1/2: erratum as printed); (D.86) of Lemma D.2.11 (holds); App. D inventory statuses;
- ``_common``: the paper key, source strings, records, shared hidden-constant assumptions, ``CLAIMS`` assembly.

Bounds in ``thmcheck.bounds.thesis`` (one module per chapter); models by topic (``thmcheck.models.vit``, ``thmcheck.models.graph_transformer``,
``thmcheck.models.dependent_mgf``, ``thmcheck.models.group_imbalance``, ``thmcheck.models.tensor_init``, ``thmcheck.models.gcn_sampling``,
``thmcheck.models.icl``, ``thmcheck.models.cot``).
- ``r14_thesisAB``: round-14 (helper thesisAB): the numpy Algorithm-3 runs of Theorem 1's uniform check (the claim is in ch2_vit), the with-replacement batch measure of (A.97)/(A.104) (claims in r13_thesisAB), (A.106) (a non-lucky component against a lucky p_1 / sqrt(B): erratum along B), (A.105), (B.103)/(B.104) (|H_4|/|H_5|, Chapter 3's twins of (A.96)/(A.97): errata along B; triangle corrections for (A.97)/(A.104)/(A.105)/(B.103)/(B.104));
- ``r15_t346``: round-15 (helper t346): the numpy GCN runs (gcn_tstar_np, a union of copies of Section 3.5.1 components) of Theorem 3.4.6's uniform check (the claim is in ch3_training_grids: erratum along eta, eta T* = Theta(1)); Theorem 3.4.4's iterations (3.8) for the graph transformer (numpy GT gt_tstar_np; erratum along eta, eta T* = Theta(1)); (B.87) L4263 (H_2 of a lucky neuron negative at t = 0: erratum as printed, the mechanism of (B.91));
- ``r15_thesisA``: round-15 App. A (helper thesisA): Lemma A.3.1 Claim 1's lucky-neuron growth (A.19) L2745, (A.23) L2757, (A.100) L3108 after t >= 1 SGD steps (a lucky neuron with a negative p_1 / p_2 component against a right side >= xi: errata) and (A.79) L3026 (I_2 of (A.73) negative for about half of W_{l,n}(0): erratum); (A.20) L2747, (A.24) L2759 (other pattern components against W_O(i) p_1 / sqrt(B): errata); (A.21) L2749, (A.25) L2761 (squared row norms below the explicit side: errata); (A.27) L2769 (unlucky components against the lucky sets' least own component / sqrt(B), <= 0: erratum); (F.139), (F.143) of r10_thesisF settled as errata against a population second path;
- ``r16_thesisE2``: round-16 App. E.5.4 (helper thesisE2): (E.108) L8454 (the pruned trained model's output <= (1 + eps)(1 - R) (1 - 2/(alpha' M1))/(1 - 2/(alpha M1)) for an R fraction of W u U: erratum as printed, any R fraction; the magnitude reading holds); (E.140) L8625-L8631 (the non-lucky neurons' part of a W_Q gradient entry <= sqrt(log m/m) times the W_n part: erratum, fails for ~40 % of prompts at t = 0), (E.141) L8635-L8642, (E.142) L8646-L8652 (the same led by the partner / other patterns: errata); (E.139) L8616-L8621 (the W_n part led by a non-task pattern <= 1/l times the own one: erratum, marginal); (E.147) L8680-L8687, (E.148) L8691-L8698 (the W_Q gradient's partner / other rows against the SIGNED own row at t = 0: errata); (E.157) L8753, (E.159) L8761 (the W_Q gradient's non-partner and nu_k rows at t = t0 against 1/M1, 1/M2 of the own row: uniform, a lead, potential in ci); (E.137) L8608 (thesisE2b: the own W_n part >= a positive bound: erratum, <= 0 for ~40 % of prompts at t = 0), (E.138) L8612 (the partner's W_n part <~ e^{-delta^2 beta^2} times the own one: erratum, a C-free sign failure on the same prompts);
- ``r15_thesisE``: round-15 Lemma E.4.10's proof past its first step (App. E.5.9): (E.231) L9136 (W_O(i)^(0) W_O(i)^(t)T > 0 at t = t0 + 1: holds); (E.232) L9140, (E.233) L9142-L9153, (E.234) L9157 (the delta p batch term and the W_n / whole W_V update against W_O(i)^(t) > 0: errata, both signs at every t); part (2): (E.236) L9167 (holds), (E.237) L9173, (E.238) L9177 (j in W \\ W_n: errata at every t >~ beta); (E.190) L8944-L8948 (W_V^(t) p = delta p + sum_b eta sum_i V_i(b) W_O(i)^(b)T with (E.177)'s gradient-sign V_i: erratum as printed, the sign of the step); (E.76)/(E.78) first '=' L8307/L8315 (W_Q^(T) = W_Q^(0) + eta sum of gradients: errata as printed, (E.2)'s minus; (E.78) also p_query for (mu_j, 0)); (E.187) L8916-L8921 (the W_V gradient on (nu_k, 0) without the hinge factor, (E.189)'s twin: erratum as printed); (E.222) L9098 at t = 1 (W_O(i)^(t) V^n(t) expanded with a spurious W_O(i)^(0) W_O(i)^(t)T and a batch prefactor: erratum as printed); (E.86) L8347 (the trained W_K's own-pattern projection >= sqrt(log M1) + delta: erratum at beta = 1, ~1.25 for M1 = 5..8);
- ``r16_thesisE1``: round-16 Proposition 6.4.1's proof (App. E.5.2), the displays whose right sides are the printed W_Q / W_K gradient sums, on zero-loss SGD runs: (E.79) L8319 middle (>~ sqrt(log M1) + delta), (E.85) L8343 (nu_k row of W_K^(T) <~ (1/M2) the sum), (E.87) L8351 (||W_K^(T) p|| <~ the sum), (E.83) L8335 (a non-partner mu_a row of W_K^(T) <~ (1/M1) the sum): errata as printed, (E.2)'s minus; (E.93) L8373 (||W_Q^(t) p'_query|| >~ sqrt(log M1) with t free: erratum as printed, delta ||x'|| at t = 0); (E.82) L8331, (E.89) L8359 (nu_k rows <~ sqrt(log M1)/M2), (E.94) L8375: hold where reached; (E.79) L8319's end ((mu_j, 0) W_Q^(T) p_query >~ sqrt(log M1): erratum, negative at zero loss on some runs at delta = 0.015); (E.54) L8185 (a different-pattern score <~ (1/M1) a same-pattern one: erratum, the own-pattern scores all negative for a query at delta = 0.015); (E.79)'s middle is an erratum under the update reading too;
- ``r16_thesisE1b``: round-16 (helper thesisE1b, continuing thesisE1): the partner rows (E.77) L8311 (W_Q) and (E.84) L8339 (W_K) of Proposition 6.4.1's proof against (1/M1) the printed gradient sum at the same token: errata (a positive partner entry against a negative printed side, and against a negative update side, at delta = 0.015); (E.95) L8377 at t = T (|(mu'_j, 0) W_Q^(T) p'_query| >~ sqrt(log M1): erratum, ~ delta beta^2 at the uniform ODR pattern); (E.90) L8363 at t = T (|(mu_j, 0) W_Q^(T) p'_query| >= |k_j| the own score: erratum, 0 at a query with the uniform ODR pattern);
- ``r17_thesisE1``: round-17 Lemma E.4.5's displays (helper thesisE1), on 16 SGD runs of 64 steps each, every t0: (E.6) L8009 (the own W_Q gradient sum >~ eta (1/M1) sum_b zeta_b delta gamma_b beta^4: erratum, <= 0 as printed and with the update's sign at t0 = 1), (E.10) L8017 (the W_K twin: erratum), (E.7) L8011, (E.11) L8019 (the task partner's row <~ e^{-Theta((eta t0/M1)^2)} the own one: errata, the ratio stays Theta(1) along t0); (E.8) L8013, (E.9) L8015, (E.12) L8021, (E.13) L8023 (non-partner / IDI rows <~ 1/M1, 1/M2 of the own row: hold where reached); Lemmas E.4.6 L8027, E.4.7 L8055 (their statements, the conjunction of their explicit displays run through those displays' claims: errata);
- ``r17_thesisE1b``: round-17 (helper thesisE1) on E79_FIRST's zero-loss runs: (E.53) L8181 (a same-pattern score >~ a square >= delta^2: erratum, all same-pattern scores negative), (E.69) L8257 (an out-of-domain same-pattern score >~ log M1: erratum), (E.70) L8261 (a different-ODR-pattern score <~ (1/M1 + 1/M2) a same-pattern one, the twin of (E.54): erratum, 17 of 30 seeds);
- ``r15_thesisA``: round-15 App. A (helper thesisA): Lemma A.3.1 Claim 1's lucky-neuron growth (A.19) L2745, (A.23) L2757, (A.100) L3108 after t >= 1 SGD steps (a lucky neuron with a negative p_1 / p_2 component against a right side >= xi: errata) and (A.79) L3026 (I_2 of (A.73) negative for about half of W_{l,n}(0): erratum); (A.20) L2747, (A.24) L2759 (other pattern components against W_O(i) p_1 / sqrt(B): errata); (A.21) L2749, (A.25) L2761 (squared row norms below the explicit side: errata); (A.27) L2769 (unlucky components against the lucky sets' least own component / sqrt(B), <= 0: erratum); (F.139), (F.143) of r10_thesisF settled as errata against a population second path; Theorem 6.3.7 (6.16) L1861 (pruning S inside L: the least-norm rows of L leave the hinge exactly 0 against Omega(R + (alpha' M1)^{-1}): conditional, the large-first reading holds); (A.16) L2735, (A.17) L2737 (= (A.178) L3472): V_i(t) of (A.176) of one sign over the lucky sets (sign crossings: errata);
- ``r16_thesisD``: round-16 App. D (helper thesisD): (D.90)'s last step of Lemma D.2.12 (m1, m2 cancel, ||A||_inf^5 and K growth at fixed C0, eps: erratum as printed); (D.33) of Lemma D.2.3 (the sum from j = 1 drops h_i's leading term: erratum); L6836 of Lemma D.2.1 (h's c_0 meets a probability-1/2 indicator: erratum); (D.13)'s Gamma(A*) <= O(1) (~Q^{3/2} on a clique beside a star: erratum as printed); L6824 with (D.27)'s printed R (h_i(0) for even i: erratum as printed); (D.23)'s first '=' (unsampled rows of P^s A P^s are 0: erratum as printed); (D.12)'s first '=' (holds).
- ``r16_thesisD2``: round-16 App. D (helper thesisD, continued): (D.130) |f_r| at initialization <= O~(||A*||_inf (||A*||_inf + 1) eps_c) (three A*'s give ||A*||_inf^3; (5.8) leaves ||A*||_inf unbounded: erratum).
- ``r16_thesisD3``: round-16 Section 5.3 (helper thesisD, third): L1562's remark '(5.8) implies ||A*||_inf = O(1)' (erratum: star beside padding, or p* = 1 with D -> inf).
- ``r17_thesisD``: round-17 App. D (helper thesisD): (D.132) and (D.133) f_r <= O~(||A*||_inf^2 (eps_c + C0)) at W_T = V_T = 0 (||A*||_inf^3 at fixed ||A||_inf, hence fixed Table D.2 C0: erratum; Table 5.1's C0 a reading); (D.36)'s first step of Lemma D.2.3 (|c'_i| ~ t^{i+1} for even i as t -> inf: erratum as printed, holds for t <= O(1)).
- ``r17_thesisE2``: round-17 App. E.5.2 / E.5.5 (helper thesisE2): (E.81) L8327, (E.88) L8355, (E.97) L8385 (the trained W_Q / W_K mu rows, the ODR query); (E.129)-(E.131) L8562-L8580 (one lucky neuron's part of the W_Q gradient entry); (E.134)-(E.136) L8592-L8604 (the lucky neurons' average W_O(i, 1:d_X) x against beta xi); (E.143) L8656-L8662 (the own W_Q gradient entry against the W_n sum at t = 0: holds vacuously).
- ``r17_thesisC``: round-17 App. C (helper thesisC): (C.200) L6215's '=' (sup of an average against the average of the sups: erratum as printed, reading '<='), (C.202) L6236 (the condition on t drops (C.197)'s X/(S n) for its square root: erratum), (C.136) L5893 (A_0 with an extra r_i^T x: erratum as printed), L5179, (C.120) L5815 (holds), (C.155) L5978's last step (the unweighted mixture as printed: erratum as printed; weighted: holds), (C.214) L6301, (C.212) L6295 per p, (C.213) L6297 (the tail, moments and moment generating function with the weighted S: a rare heavy group breaks them: errata).
- ``r17_thesisD2``: round-17 App. D (helper thesisD, continuation): (D.35) of Lemma D.2.3 (1) in log10 (its first step holds; the chain's end eps/8 sqrt(t^2+1) has no scale of phi: erratum as printed at t ~ 1e-2712 with phi at the end of Lemma D.2.1's eps range); L6924 (item (2)) likewise.
- ``r17_thesisC2``: round-17 App. C continuation (helper thesisC2): (C.192) L6181's end (E exp(theta G_i) <= 1 + C_9 |e theta|^2 S^2 for the Hessian's G_i: a rare heavy group makes the ratio unbounded on the printed and the corrected theta range: erratum), (C.195) L6189 on the concrete G_i (the tail with the weighted S: erratum, corrected with S_max), Lemma C.4.5 with a rare heavy group (the Hessian deviation stays ~0.2: erratum).
- ``r18_thesisD``: round-18 App. D (helper thesisD): Lemma D.2.6's conclusion L7107 (W2 of law(r_{n,i}) to every centred Gaussian grows like ||A||_inf at a hub: erratum); Lemma D.2.11's conclusion L7424 (the second-layer flip limit against q^T A 1 ||A||_2^4 on hub graphs: erratum as printed, the ||A||_inf reading holds); (D.65) L7197 (r~ normalized by node n's own ||u|| has infinite variance: W2 = inf, erratum); (D.70) L7219 of Lemma D.2.9 computed on the network (the W' Sigma - V^(0) cross term ~ tau_w m1^{3/4} against the error's tau_w at tau_w = m1^{-3/2}: erratum).
- ``r18_thesisE``: round-18 App. E (helper thesisE): (E.60) L8213 (a value bounded by 1/sqrt(M1) times itself, the open row: erratum as printed, both signs outside W u U); (E.95) L8377's many-seed share of exact zeros, its reading delta = Theta(1) and its path within T of (6.10);
- ``r18_thesisD2``: round-18 App. D (helper thesisD2): Lemma D.2.4's guarantees L6964 and L6966 (on twin blow-ups with A X = 0 the pseudo network (D.39) vanishes for every (W^, V^) and width, the target does not: erratum, both).
- ``r19_thesisC``: round-19 App. C (helper thesisC): (C.247) L6470 as printed, ||W_0 - W*|| without the permutation P* of (C.87) (erratum; the P* reading is thesis.ch4.lemmaC.3.3's form), (C.52)'s last '>=' L5463 and (C.54) L5469 as printed for every mu > 0 (errata at mu <= 1; they hold for a large mean), (C.199) L6211 and (C.217) L6313 (the thresholds miss the factor 3 of the t/3 split, erratum), (C.215) L6305 (does not follow from (C.214) as printed along S -> 0, delta -> 0: erratum as printed), (C.173) L6061 (holds);
- ``r18_thesisE2``: round-18 App. E (helper thesisE2): (E.74) L8277, (E.75) L8281 and Theorem 6.3.4's (6.13) L1840 on out-of-domain prompts along delta -> 0 (delta in (0, 0.2]), as failure shares over independent trained runs against the w.h.p. level 1/M1;
- ``r19_thesisD``: round-19 App. D (helper thesisD): L7129 as printed (any coupling of rho_j and beta'; the joint-Gaussian coupling a reading); Lemma D.2.4 under the bias-augmented reading X~ = (X, 1) (the least C0 against (D.43), holds); (D.88) with (5.17)'s width of degree 1500 in C0/eps (holds); L7500 of Lemma D.2.12 as printed (holds trivially; the reading L(G) violated);
- ``r19_thesisE``: round-19 App. E (helper thesisE): (E.65) L8235, (E.66) L8239 (the in-domain per-prompt steps of Theorem 6.3.3's proof, formerly covered by thesis.ch6.theorem6.3.3) as failure shares over independent trained runs;
- ``r19_thesisD2``: round-19 App. D (helper thesisD2): (D.66) from Lemma D.2.7 as printed ((D.57)'s error term has no eps: erratum); thesis.ch5.lemmaD.2.12-D.88 (r12) re-decided inside (5.17)'s width (holds);
- ``r19_thesisE2``: round-19 App. E (helper thesisE2): (E.63) L8227, (E.64) L8231 (per training prompt) and (E.67) L8243 (explicit eps) of Theorem 6.3.3's proof, formerly covered by thesis.ch6.theorem6.3.3, as failure shares over independent trained runs;
- ``r19_thesisD3``: round-19 App. D (helper thesisD, task thesisD3): (D.88) with the lemma's A = A* as Theorem 5.3.1 applies it, ||A*||_inf -> 0 by (5.8) (erratum: the tau term carries ||A*||^{4/3});
- ``r19_thesisE3``: round-19 Ch. 7 (helper thesisE, task thesisE3): Theorem 4's 'CoT error = 0' L2187 exactly 0 along l_ts = c * 150, c -> inf (holds);
- ``r19_thesisC6``: round-19 App. C (helper thesisC, task thesisC6): (C.215)'s conclusion P(B'_t) <= delta/2 L6305 as its own claim (a rare heavy Gaussian group: the least sufficient t over the printed max grows like delta^{-1/4}, erratum under either reading of (C.214)'s root);
- ``r19_thesisD4``: round-19 App. D (helper thesisD, task thesisD4): (D.88)'s first '<=' ('By Lemma D.2.10', whose statement L7305 has ||A|| where (D.88) writes ||A||^2) with A = A*, ||A*||_inf -> 0 by (5.8) (erratum in the application; the line survives by L7357); (D.82)'s last '<=' (the '+ m^{-1/2}' term bounded by ||A||^2 m1^{-1/2}) with A = A* (erratum, ratio 1/||A*||);
- ``r20_thesisB``: round-20 update coordinates of the W_Q / W_K expansions (B.134) L4500 (|K_e|(t) q_2(t)), (B.148) L4569, (B.149) L4573 (Theta(1) K(t) q_1(t)), (B.151) L4581 (|Q_e(t)| r_2(t)), (B.155) L4595, (B.156) L4599 (sign crossings, one-hot tokens: the updates' unique coordinates; were uncomputable); their magnitude bounds (B.139), (B.140), (B.153), (B.154), (B.157) and the last members of (B.158), (B.159) (hold along B); (B.152) up to T (K(t) = 0 once the mu_1 nodes saturate: erratum);
- ``r20_thesisD``: round-20 App. D (helper thesisD): Lemma D.2.11's L7424 and Lemma D.2.9's (D.70) with the lemmas' A = A* = p A ((5.8) allows p -> 0; B_1 is not multiplied by A*, so the second-layer input carries ||A*|| once): both erratum (L7424 under both norms); L7129 and Lemma D.2.6's L7107 inside Lemma D.2.4's m1, m2 >= M (M bounded when Phi is scaled down: erratum); Lemma D.2.10 (1)'s second-layer sign-change count L7305 at A = A* on the network (erratum, ratio ~ ||A*||^{-2/3});
- ``r20_thesisE``: round-20 Ch. 6 (helper thesisE): Proposition 6.4.1's (6.17) L1879 as printed on its out-of-domain member (p'_query, W_Q^(T)) along delta -> 0 (erratum as printed; was covered by thesis.ch6.prop6.4.1's ratio check); Theorem 6.3.7's (6.14) L1850 as printed (1 / min ||r_i|| over L* = {||r_i|| > M2^{-1/2}}, uniform along M1: holds in ci, grows like sqrt(M2), a lead); (6.13)'s delta path on the tail (r18_thesisE2, batched replica runs: settled, holds); round 20 also re-encodes (E.63), (E.64), (E.67) (r19_thesisE2) on the certified level so that planted mutants die;
- ``r20_thesisB2``: round-20 (B.153) L4589, (B.154) L4591 continued up to T (Q(t) = 0 exactly once the mu_1 nodes saturate while the mu_1 key still moves: erratum);
- ``r20_thesisB4``: round-20 (B.123) L4440 (outer chain, holds), (B.142) L4535 (holds) and (B.126) L4450 (the key-basis coordinates of (B.122)'s split: attention share of a non-mu_1 pattern above its count share: erratum) (helper thesisB4);
- ``r21_thesisA``: round-21 late-step reading (T*/2 <= t < T*, training not ending) of App. A's update coordinates (A.126)-K, (A.131), (A.132), (A.144), (A.145), (A.148)-(A.151), (A.155) on noise-free tokens (helper thesisA);
- ``r20_thesisD2``: round-20 Sec. 5.3.2 (helper thesisD2): the in-text fact L1449 that A* = c2 A is equivalent to A by scaling W, V by 1/c2 in (5.4): the outer A keeps c2, F_{c2 A}(W/c2, V/c2) = c2 F_A (erratum as printed; labels unchanged); L1359 C_eps(phi, O(1)) <= O(poly(1/eps)) for exp, sin, cos, polynomials along eps -> 0 (holds);
- ``r20_thesisE2``: round-20 App. F (helper thesisE2): Theorem 4's proof display (F.52) L9543 as printed, per test prompt with the query ((v_{k-1}; v_k) + c_k) (was covered by thesis.ch7.prop3's per-step mean of (7.23)): conditional (crosses under the granted training requirements);
- ``r21_thesisB``: round-21 App. B rows left open or covered by a claim that did not compute them: (B.42) L4064 first-to-last member at t = 0 (K(0) < 0 for about half the networks, persisting along B), (B.125) L4446 'Q_e(t) > 0 and gamma'_l > 0' (negative update coordinates), (B.131) L4476 per lucky neuron at t = 0 (a third negative), (B.132) L4480 (right side 0 without a sampled mu_2 node, left side > 0), (B.133) L4489 (unlucky terms as large as lucky ones: sqrt(B) growth), (B.53) L4111 p_n(T) >= 1 for discriminative nodes (p_n = e^x/(e^x + 1) for D_2): all errata (helper thesisB);
- ``r21_conds``: round-21 conditionals (helper conds): (B.138) L4518 at t = 0 (K(0) < 0 for about half the networks, persisting along B; erratum), thesis.ch3.eqB.138's own crossings stay small-B events;
- ``r22_thesisX``: round-22 Theorem 3.4.8 along gamma_d -> 0 (the core-neighbourhood GT's (3.8): holds to gamma_d = 0.035; L929's equivalence T*_GT / T*_oracle = O(1): erratum as printed, x109 over 1.36 decades); (A.123) L3236 (as printed: sign crossing; best lucky neuron: the 1/sqrt(B) fails along B), errata; helper thesisX;
- ``r22_thesisX2``: round-22 (A.152)/(A.153) L3361-L3363 (the W_K gradient of a mu_z key along q_1(t) / q_z(t) against the printed middle term, uniform over |S^n|); helper thesisX2;
- ``r22_thesisX3``: round-22 (A.143), (A.159), (A.166) along m to 12800 (10x the round-18 path cap); helper thesisX3;
- ``r20_thesisB3``: round-20 (B.152) L4585 at t = 0 with its own strategy (K(0), Q(0) take the sign of the random initialisation, negative for about half the networks at every width, persisting along B: erratum);
- ``r20_thesisD3``: round-20 App. C.6.2 (helper thesisD3): the in-text facts L6446 delta_K(Q_2) <~ delta_K^2(W*) and delta_K(Q_3(I, I, alpha)) <~ delta_K^2(W*) as printed (upper bounds): two antiparallel neurons give opposite-sign terms, delta_K ~ eps against delta_K(W*)^2 ~ eps^2 (errata; corrected kappa delta_K^2, ||alpha|| delta_1^2 delta_K hold); (C.245)'s first step (Theorem 3 of [267]) K^{3/2}/delta_K^2 ||R_3 - R^_3|| misses the weights E[phi'''] ||w*||^3/K (erratum);
- ``r21_thesisEF``: round-21 Ch. 6 (helper thesisEF): Theorem 6.3.7's (6.14) L1850 along the width m (T by (6.10) has no m; erratum: no row keeps ||r_i^(T)|| >= Omega(1)); (6.15) L1860's explicit Lipschitz certificate in and out of domain (relative to the unpruned hinge; auditor A refuted its 'settles: holds', see r21_thesisEF2); Theorem 6.3.3's (6.11) L1818 at a width T by (6.10) cannot train, along the batch B (erratum);
- ``r21_thesisEF2``: round-21 Ch. 6 (helper thesisEF2): Theorem 6.3.7's (6.15) L1860 along M1 (M2 = 4 M1, eps = M2^{-1/2}) at widths m >= (eta P T)^2 that (i) allows: a certificate over every SGD trajectory puts every row in L^c, the pruned hinge is exactly 1 (erratum; refutes the 'holds' of thesis.ch6.eq6.15-certificate's reduction);
- ``r21_covEF``: round-21 App. F (helper covEF): (F.33) L9452 along K, M, alpha, eta and l_tr (the limits thesis.ch7.eqF.33 holds fixed), B at Theorem 3's (iii);
- ``r21_thesisCD``: round-21 Apps. C-D (helper thesisCD): a floor-free (quantile-map) W2 measure for the readings of L7107 / L7129 inside Lemma D.2.4 (m1 up to 65536), App. C-D covered rows read against their covering claims: (C.228)'s upper Hessian bound H_max with ||Sigma_l|| (erratum as printed; with eta_0 = 1/H_max Algorithm 1 diverges, (C.232)), the identity (D.81) (holds), L7321's variance with X~ = (X, 1) (erratum as printed: B_1 is not smoothed);
- ``r22_thesisY``: round-22 App. D rows of Lemma D.2.9's proof that were covered by claims not computing them (helper thesisY): (D.72)'s last line and L7249 (the worst W' flips ~tau_w^{4/5} m1^{6/5} coordinates; Z_2 passes through A twice: erratum as printed on hub graphs, ||A||_inf = O(1) reading holds), L7289 (adversarial W' reaches tau_w m1^{3/4}: erratum as printed along m1, W' fixed before Sigma holds), (D.75) end to end (erratum as printed on hub graphs), (D.77) L7297 computed on the network (the W' Sigma - V0 cross term: erratum);
- ``r22_thesisY2``: round-22 App. C (helper thesisY2): Lemma C.3.1's upper Hessian bounds (C.134), (C.135), (C.83) at K = 2..4 (population Hessian at W* by K-dimensional quadrature / scrambled-Sobol replicates);
- ``r23_thesisX``: round-23 App. A (helper thesisX): (A.122) L3225 as a sign check over the run (U of (A.9) at a mu_2 token; the right side is negative in the first steps where (1/4B) sum |S_2^n|/|S^n| < sigma: erratum as printed) and at t = 0 along eta -> 0 where it is positive (the right side ~ eta, the left side the init's: erratum); (A.125) L3251 at t = 0 on noisy tokens along eta -> 0 (erratum);
- ``r23_undecidedC``: round-23 (helper undecidedC): (B.64) along eta -> 0 with every hidden constant of Theorem 3.4.4 grown (thesis.ch3.eqB.64-eta);
- ``r23_potentials2``: round-23 (E.157) L8753, (E.159) L8761 along M1 = M2 with Monte Carlo path points (closed-form batched W_Q gradients, the median over runs with its order-statistic interval; ci to M1 = 12, dev to 40); helper potentials2;
- ``r24_thesisX``: round-24 Apps. A-B (helper thesisX): (A.93) L3074's first links W_O(i)^(t+1) p_1 >~ e^X xi on the trained model (sign over W_{l,n}(0) and along t: erratum);
- ``r24_undecidedB``: round-24 (helper undecidedB): Proposition 3 (7.23) at l = infinity along Theorem 3's hidden constants (thesis.ch7.prop3-inf-C: the constant up to which a run is a counterexample, along T with B keeping up);
- ``r23_thesisX2``: round-23 (helper thesisX2): the Ch. 3 graph-transformer bounds (B.120), (B.121), (B.123), (B.139), (B.140), (B.142), (B.153), (B.154), (B.157)-(B.161) along m -> inf (``-m``: m to 131072, the base claims drew m <= 512; hold, noisy without a trend) and Lemma A.2.6 (A.12) along N -> inf (``-N``: N to 10^6, exact binomial tail; holds);
- ``r24_thesisY``: round-24 (helper thesisY): Lemma F.3.7's (F.14) L9372, (F.16) L9380 and its proof's (F.155) L10083 along eps -> 0 (``-eps``: eps to 1e-6 at t = T_1 and 8 T_1, population gradient forms with CLT intervals; erratum: the forms decay like a power of t, eta eps exponentially in T_1);
- ``r24_undecidedA``: round-24 (helper undecidedA): Lemma 3.4.5 (3.11)'s O(1/t) rate along the path growing every hidden constant together (batch and width constants, |S^{n,t}|, the limit's C; thesis.ch3.lemma3.4.5-c1);
- ``r24_undecidedA2``: round-24 (helper undecidedA2): Lemma 3.4.7 (3.14) along eta -> 0 with (3.8)'s Theta constant and the hidden constants grown together (thesis.ch3.lemma3.4.7-eta);
- ``r25_thesisX``: round-25 Apps. A, D (helper thesisX): (A.196) L3558's drift term at t = 1 (thesis.ch2.eqA.196: erratum); (D.97) L7602 at A* = p A with the proof's pair (W^, V^) fixed before p (thesis.ch5.lemmaD.2.13-D.97-Astar: ratio ~ 1/p, erratum);
- ``r25_thesisY``: round-25 (helper thesisY): (F.52) L9543 at l = infinity along Theorem 3's hidden constants (thesis.ch7.eqF.52-inf-C: the constant up to which a run is a counterexample, along T with B keeping up);
- ``r25_thesisY2``: round-25 (helper thesisY2): the noise-aware measure (sample splitting over fresh batches, CLT interval) that thesis.ch7.eqF.116 and thesis.ch7.eqF.9-lower.gradient use since round 25 (no claim of its own);
- ``r25_undecidedA``: round-25 (helper undecidedA): (B.64) L4151 along N on the exact 1-2-hop structure (thesis.ch3.eqB.64-N: the dense-matrix N path of thesis.ch3.eqB.64 carried to N = 2e5, (3.8)'s constant growing as T = |L|/B; erratum: the V_d hinge levels off at ~0.35 > eps = 0.3 at flip rate 0.3);
- ``r26_thesisAB``: round-26 (helper thesisAB): Remark 1 of Theorem 3.4.4 L885 against (3.9) (thesis.ch3.remark1-gamma_d) and its footnote 11 L883 (thesis.ch3.remark1-footnote11), (A.55)'s last '=' (thesis.ch2.eqA.55-last), (A.191)'s last steps (thesis.ch2.eqA.191-last), L2707's 'Assumption A.2.4 is equivalent to (2.5)' (thesis.ch2.display.assumptionA.2.4-equivalence) and its Ch. 3 twin L3899, L2677's triangle-inequality derivation of Assumption A.2.1 (thesis.ch2.display.assumptionA.2.1-triangle), (A.231)'s multi-head '=' (thesis.ch2.eqA.231), Claim 3's (A.37), (A.38) (the groups S_2^n and S_k^n, k >= 3, that thesis.ch2.lemmaA.3.1.claim3 left unchecked);
- ``r26_undecided``: round-26 (helper undecided): (B.64) L4151 at ONE (3.8) constant C38 (thesis.ch3.eqB.64-T38: T = C38 (3.8)'s shape, every other hidden constant grown with N; paths N -> inf and eps -> 0 at fixed C38; thesis.ch3.theorem3.4.4-T38: (3.10) f <= 2 eps_0 + eps on the same runs);
- ``r26_thesisCD``: round-26 Apps. C-D (helper thesisCD): the last '>~' links of (C.44) L5425 and (C.50) L5453 with k1 over the parenthesis' printed range (thesis.ch4.eqC.44-gtrsim, thesis.ch4.eqC.50-gtrsim: erratum as printed); (C.4) L5088's odd-L index range (thesis.ch4.eqC.4-components: erratum); L7113's index blocks S_{j,l} leave [m1] (thesis.ch5.display.lemmaD.2.6-blocks: erratum as printed); (C.15)-(C.16)'s limit laws (thesis.ch4.eqC.15-C.16-limits: holds); L1375's L(0, y) in [0, 1] for the cross-entropy (thesis.ch5.L1375-cross-entropy-L0: erratum, log K); its l2-regression loss is not 1-Lipschitz (thesis.ch5.L1375-l2-lipschitz: erratum as printed); Table 5.1's lambda_w against Table D.2's (thesis.ch5.table5.1-lambda_w: derived, erratum);
- ``r26_thesisEF``: round-26 (helper thesisEF): Proposition 6.4.1 (6.18), (6.19) L1881-L1883 as printed (the other projection itself, not its ratio to (6.17)) and Proposition 6.4.5 (6.22) L1907 (the label-block cosine), along the tied M1 path; (F.159) L10115 at K >= 3 (thesis.ch7.eqF.159-K);
- ``r26_undecided2``: round-26 (helper undecided2): Theorem 2 (4.8)-(4.9) with Algorithm 1's eta_0 = O(S^-1) taken below its constant (thesis.ch4.theorem2.eq4.8-step: the rate gap ~ c -> 0 while v(Psi) is fixed; reading eta_0 = Theta(S^-1));
- ``r26_literalT``: round-26 numbered results re-read (helper literalT): Proposition 6.4.1 (6.19) with the tokens' IDI noise kappa nu_k (thesis.ch6.eq6.19-query-noise: a lead the uniform path cannot decide, no counterexample; reading kappa = 0); Proposition 6.4.5 (6.22), unchecked by thesis.ch6.prop6.4.5 (thesis.ch6.eq6.22);
- ``r26_thesisAB2``: round-26 (helper thesisAB2): the last '<~' of (A.54) L2892 and (B.56) L4123 for their population-bias terms (thesis.ch2.eqA.54-bias, thesis.ch3.eqB.56-bias) (A.46) L2851's second '>~' (thesis.ch2.eqA.46-second), and the F-splits (A.40) L2809 / (B.38) L4041 whose lucky sets ignore the sign of a_i (thesis.ch2.eqA.40, thesis.ch3.eqB.38: erratum as printed);
- ``r26_thesisEF2``: round-26 (helper thesisEF2): Proposition 6.4.1 (6.18) L1881 as printed along M1 to 24 in dev (thesis.ch6.eq6.18-M1: the partner projection stays ~2.2 while the shape falls); (F.145) L10022 along alpha to 0.01 in dev (thesis.ch7.eqF.145-alpha);
- ``r27_m1cert``: round-27 (helper m1cert): Proposition 6.4.1 (6.19) with the token's IDI noise decided along M1 to 1000 by an exact reduction (thesis.ch6.eq6.19-M1cert: an IDI pattern outside the training support keeps its initial delta row in W_Q, W_K; reading kappa = 0);
- ``r27_leads``: round 27 (helper leads): exact re-measures settling two potentials (thesis.ch2.display.assumptionA.2.1-triangle, thesis.ch4.eqC.175.corrected); auditors' leads;
- ``r27_literalTa``: round-27 (helper literalTa): Chapters 2-3 numbered results re-read symbol by symbol; Lemma 3.4.7 (3.14) L917-L923 as printed (thesis.ch3.lemma3.4.7-printed: Algorithm 4's whole-graph sampler, z in [Z-1], b indexed by (3.2));
- ``r27_thesisAB3``: round-27 (helper thesisAB3): (A.77) L3018's bound on |I_1| (thesis.ch2.eqA.77), (B.184) L4757's first '=' (thesis.ch3.eqB.184-first: erratum as printed), (A.197) L3562 and (B.217) L4939's '<= sqrt(log N / m)' (thesis.ch2.eqA.197, thesis.ch3.eqB.217-bound), (B.186) L4765 and (B.187) L4767, the hypotheses of (B.188)-(B.189) (thesis.ch3.eqB.186, thesis.ch3.eqB.187);
- ``r27_literalTb``: round-27 numbered results of Chapters 4, 5, 7 re-read (helper literalTb): Theorem 4 on a task of T' with f_1 = identity, Example 1's f_1 (thesis.ch7.theorem4-identity-step: erratum, the failing rho^f band widens with T; Proposition 3 (7.24) likewise, thesis.ch7.prop3-identity-step) and Theorem 5 (b) on a task composing to the identity, Condition 7.3.2 strict (thesis.ch7.theorem5b-identity-task: erratum); Theorem 5 (a) on tasks whose step errors return to the input, Condition 7.3.2 failing at every row with ICL error 0 (thesis.ch7.theorem5a-self-errors: erratum); Property 3 (1) at sigma < 0 (thesis.ch4.propertyC.3-negative-sigma) and Property 7 (C.64) with dense Sigma_l (thesis.ch4.propertyC.7-general-sigma), both hold;
- ``r27_leads2``: round-27 (helper leads2): Proposition 1's (2.14) with (2.10)'s T for the frozen-attention model (thesis.ch2.prop1-eq2.14, erratum);
- ``r27_records``: round-27 (helper records): Lemma B.3.5 (B.34)-(B.35) L4019-L4027 checked as printed (thesis.ch3.lemmaB.3.5 was a record aliased to Ch. 2's Lemma A.5.1; its hypothesis and per-node lucky sets differ);
- ``r28_literalCD``: round-28 Apps. C-D lemmas re-read symbol by symbol (helper literalCD): (D.19) L6714's case list as printed on every connected pair against Section D.1.1's P^s A P^s (thesis.ch5.eqD.19-unsampled-n: the row of an unsampled n; erratum as printed), Lemma C.3.3 with (C.86) as an explicit hypothesis and (C.87)'s every factor (thesis.ch4.lemmaC.3.3-C86, erratum), the 'definition' rows (D.3), (D.4), (D.20) checked against the matrices they rewrite (thesis.ch5.display.lemmaD.1.2-1.3-rows, holds);
- ``r28_ch7``: round-28 Chapter 7 over the printed range (helper ch7): Lemma F.3.5 (F.8), (F.10) with the gradient form (thesis.ch7.eqF.8-lower.gradient .. eqF.10-upper.gradient); Theorems 4, 5 (a), (b) and Proposition 3 (7.24) with TSR patterns U drawn from seeds, M' in [2, 20], random testing tasks (derangements, bijections, maps) and three training sets (F = {g}, the literal L2100; f_k = g per task; shift by k) (thesis.ch7.theorem4-random-U, prop3-random-U, theorem5b-random-U, theorem5a-random-U); the round-27 identity tasks with the step-1 error at shift by 7 (theorem4-identity-step-err7, prop3-identity-step-err7, theorem5b-identity-task-err7);
- ``r28_hard``: round-28 (helper hard): Proposition 6.4.1 (6.19) under exactly uniform IDI selection, along M1 to 1000 by an a-priori certificate at width m = 1e12 M1^3 ln M1 (thesis.ch6.eq6.19-uniform-widem); Theorem 3.4.4 (3.10) with Algorithm 4's whole-graph sampler and eps over (0, 1) (thesis.ch3.theorem3.4.4-sampler);
- ``r28_lits``: round-28 (helper lits): (F.26)'s middle link (line 1 -> line 2), proof of Theorem 3, on the proof's
  recursion (thesis.ch7.eqF.26-middle).
- ``r28_wide``: round-28 (helper wide): Proposition 6.4.1 (6.17) in domain at width m = 1e12 M1^3 ln M1, along M1 to 2^128 by the a-priori certificate of icl_r28 (thesis.ch6.eq6.17-widem);
- ``r29_discD``: round-29 App. D re-read as a referee (helper discD): (D.21) L6720's exact link sqrt(p*_u p*_i) Psi(n, i) <= sqrt(p*_i) Psi(n, i) with p*_l over (D.16) and (D.22) (thesis.ch5.display.D.21-pu-link, erratum as printed); (D.47) L6982's two ends on round 18's twin blow-ups with A X = 0, where g^(0) = 0 against the target's value and an error term linear in eps (thesis.ch5.eqD.47, erratum; was uncomputable);
- round-29 (helper hhT23) evidence notes on the App. A/B/C crossings whose hypotheses carry an unspecified constant read at one value (docs/hiddenhyp_r28.md, Round 29 triage): each appended by its claim's own module (``_hiddenhyp_r29.add_notes``, round 30); thesis.ch2.eqA.104's B path grows the width factor (eventually mfac, in r13_thesisAB);
- ``r29_discE``: round-29 App. E discovery (helper discE): (E.1) L7880 the multi-head output as a concatenation vs the printed norm of the sum over heads (thesis.ch6.display.E.1-concat, erratum as printed), (E.228) L9122 as printed (thesis.ch6.eqE.228-printed), Definition E.4.4 L7997 an active neuron for every prompt and step (thesis.ch6.display.defE.4.4-exists), (E.183) L8901 the W_V decomposition's last sum over i notin W u U (thesis.ch6.eqE.183-index-set, erratum as printed);
- ``r29_leads``: round-29 (helper leads): Theorem 5 (a) on the training set F = {g} with test errors that return to
  the input (thesis.ch7.theorem5a-self-errors-single).
- ``r29_openrows``: round-29 (helper openrows): the first links of (F.148), (F.149), (F.151), (F.157) in the proof
  of Lemma F.3.7 on the trained Chapter 7 model (thesis.ch7.eqF.148-first, eqF.149-first, eqF.151-first, eqF.157-first);
  (B.216) L4933 read as its twin (A.196) after one step of Algorithm 4 (thesis.ch3.eqB.216); (B.57) L4125, (B.58)
  L4127 as uniform hidden-constant checks after Algorithm 4's one pass, N to 1600 (thesis.ch3.eqB.57, eqB.58).
- ``r29_discAB``: round-29 Apps. A-B discovery (helper discAB): (A.163) L3410's first '>=' at the end of training on round 21's exact coordinates (thesis.ch2.eqA.163, erratum; was uncomputable); (A.156) L3373's last member and (A.157) L3379 on the same exact coordinates (thesis.ch2.eqA.156-last, thesis.ch2.eqA.157; were uncomputable);
- ``r29_discC``: round-29 App. C discovery (helper discC): (C.232) L6381 as printed, one noise-free GD step of
  Algorithm 1 with eta_0 = 1/H_max near W_n (thesis.ch4.eqC.232-printed, erratum as printed; was covered by eqC.228-upper).
- ``r29_leads2``: round-29 (helper leads2): (F.151)'s middle '<~' in the proof of Lemma F.3.7 as printed, a uniform
  hidden-constant bound whose side changes sign with eps (thesis.ch7.eqF.151-middle).
- ``r29_discF``: round-29 App. F discovery (helper discF): (F.60) L9581's closing '=' under Condition 7.3.2
  (thesis.ch7.eqF.60-eq; was not-a-fact).
- ``r30_discT4``: round-30 Ch. 4 / App. C discovery (helper discT4): (C.22) L5279 as printed, Property 3 (3)'s
  finite positive limit of rho(u/sigma, sigma) as sigma -> 0 (thesis.ch4.eqC.22: holds; the row was covered by
  (C.21)'s claim);
- ``r30_discT27``: round-30 Chs. 2, 3, 6, 7 old rows re-read (helper discT27): (B.66) L4166-L4171's second case
  (n not in S_1 cup S_2) '= Theta(1)' (thesis.ch3.eqB.66-case2, erratum as printed).
- ``r30_undecT6``: round-30 (helper undecT6): Corollary 6.4.3's corrected statement (alpha' = Theta(1)) as its own claim along the tied M1 path (thesis.ch6.cor6.4.3-alpha-M1: potential under ci / dev, conditional under deep's decade);
- ``r30_discT5``: round-30 Ch. 5 / App. D discovery (helper discT5): (D.137) L7838's last link exp(-c K log N) <=
  N^{-K}, which needs c = ||A*||_inf^4 (eps_c + C_0)^2 >= 1 (thesis.ch5.eqD.137-second-link, erratum as printed);
  L7325's ratio density (thesis.ch5.display.L7325-ratio-density, holds); (D.131) L7801's middle link, three A*
  factors against ||A*||_inf^2 (thesis.ch5.eqD.131-middle, erratum as printed); (D.135) L7826's first line |u_i| <=
  2 sqrt(K) ||A*||_inf^2 (eps_c + C_0), which ignores L(0, y)'s spread (thesis.ch5.eqD.135-u-bound, erratum).
- ``r30_leads3``: round-30 (helper leads3): (D.139) L7846's first link, + eps0 where (D.125) + (D.138) give + 2 eps0
  (thesis.ch5.eqD.139-first); (D.131) L7799's first link, g^(b,b)'s patterns D + D' against D^(0) (thesis.ch5.eqD.131-first).
- ``r31_endsT1``: round-31 (helper endsT1): the printed domain's ends in Chs. 2, 3, 5; (A.37) at sigma0 -> 0
- ``r32_endsT13``: round-32 (helper endsT13): the printed domain's ends in Chs. 2, 3, 5, 7; (A.164) at N -> 1
- ``r33_ch7``: round-33 (helper ch7): (F.46) link and eps -> 1 end, (F.116) at M = 2
- ``r33_ch6``: round-33 (helper ch6): (E.64) at the M1 -> 2 end
- ``r33_ch4``: round-33 (helper ch4): Ch. 4's ends left for cost; (C.102) at ||Sigma_L|| -> 0
- ``r35_cor441``: round-35 (helper cor441): Corollary 4.4.1 cases (i) (||Sigma_l|| -> 0: E_w, E, E_l decrease, erratum) and (ii) (holds)
- ``r35_cor441b``: round-35 (helper cor441b): Corollary 4.4.1 cases (iv) and (v) (lambda_l moving)
- ``r36_table41``: round-36 (helper t41): Table 4.1's orders (B, v, E_w, E, E_l along ||Sigma_l|| -> 0, -> inf, ||mu_l|| -> inf)
"""

from __future__ import annotations

from thmcheck.checks.papers.thesis import (
    appB_graph_transformer,
    appC_group_imbalance,
    appEF_tails,
    ch2_training_grids,
    ch2_vit,
    ch3_graph_transformer,
    ch3_training_grids,
    ch4_group_imbalance,
    ch5_gcn_sampling,
    ch6_icl,
    ch7_cot,
    r4_ch2_4,
    r5_thesisAB,
    r5_thesisCD,
    r5_thesisEF,
    r6_thesisAB,
    r6_thesisCD,
    r6_thesisEF,
    r6_thesisH,
    r7_thesisAB,
    r7_thesisCD,
    r7_thesisEF,
    r8_thesisAB,
    r8_thesisCD,
    r8_thesisEF,
    r9_thesisAB,
    r9_thesisCD,
    r9_thesisE,
    r9_thesisF,
    r9_thesisH,
    r10_thesisAB,
    r10_thesisCD,
    r10_thesisE,
    r10_thesisF,
    r11_thesisAB,
    r11_thesisC,
    r11_thesisD,
    r11_thesisE,
    r11_thesisF,
    r12_thesisAB,
    r12_thesisC,
    r12_thesisD,
    r12_thesisE,
)

CLAIMS = [*ch2_vit.CLAIMS, *ch2_training_grids.CLAIMS, *ch3_graph_transformer.CLAIMS,
          *ch3_training_grids.CLAIMS, *appB_graph_transformer.CLAIMS, *ch4_group_imbalance.CLAIMS,
          *appC_group_imbalance.CLAIMS, *ch5_gcn_sampling.CLAIMS, *ch6_icl.CLAIMS, *appEF_tails.CLAIMS,
          *ch7_cot.CLAIMS, *r4_ch2_4.CLAIMS, *r5_thesisAB.CLAIMS, *r5_thesisCD.CLAIMS, *r5_thesisEF.CLAIMS,
          *r6_thesisH.CLAIMS, *r6_thesisCD.CLAIMS, *r6_thesisAB.CLAIMS, *r6_thesisEF.CLAIMS,
          *r7_thesisCD.CLAIMS, *r7_thesisAB.CLAIMS, *r7_thesisEF.CLAIMS, *r8_thesisEF.CLAIMS,
          *r8_thesisCD.CLAIMS, *r8_thesisAB.CLAIMS, *r9_thesisAB.CLAIMS, *r9_thesisE.CLAIMS,
          *r9_thesisCD.CLAIMS, *r9_thesisF.CLAIMS, *r9_thesisH.CLAIMS]
CLAIMS += r10_thesisE.CLAIMS
CLAIMS += r10_thesisAB.CLAIMS
CLAIMS += r10_thesisCD.CLAIMS
CLAIMS += r10_thesisF.CLAIMS
CLAIMS += r11_thesisAB.CLAIMS
CLAIMS += r11_thesisD.CLAIMS
CLAIMS += r11_thesisE.CLAIMS
CLAIMS += r11_thesisC.CLAIMS
CLAIMS += r11_thesisF.CLAIMS
CLAIMS += r12_thesisD.CLAIMS

from thmcheck.checks.papers.thesis import r12_thesisF  # noqa: E402  (round 12: (F.47), (F.55), helper thesisF)

CLAIMS += r12_thesisF.CLAIMS
CLAIMS += r12_thesisE.CLAIMS
CLAIMS += r12_thesisAB.CLAIMS
CLAIMS += r12_thesisC.CLAIMS

from thmcheck.checks.papers.thesis import r13_thesisD  # noqa: E402  (round 13: L7484's correction, helper thesisD)

CLAIMS += r13_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r13_thesisAB  # noqa: E402  (round 13: (B.119), helper thesisAB)

CLAIMS += r13_thesisAB.CLAIMS
from thmcheck.checks.papers.thesis import r13_thesisC  # noqa: E402  (round 13: App. C, helper thesisC)

CLAIMS += r13_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r13_thesisE  # noqa: E402  (round 13: (E.154)-(E.164), (E.201)-(E.213), helper thesisE)

CLAIMS += r13_thesisE.CLAIMS
from thmcheck.checks.papers.thesis import r14_thesisD  # noqa: E402  (round 14: Lemma D.2.4's construction, helper thesisD)

CLAIMS += r14_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r14_thesisC  # noqa: E402  (round 14: (C.260), (C.267) moment steps, helper thesisC)

CLAIMS += r14_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r14_thesisE  # noqa: E402  (round 14: (E.189), (E.40), (E.223), helper thesisE)

CLAIMS += r14_thesisE.CLAIMS
from thmcheck.checks.papers.thesis import r14_thesisAB  # noqa: E402  (round 14: Theorem 1's numpy runs, helper thesisAB)

CLAIMS += r14_thesisAB.CLAIMS
from thmcheck.checks.papers.thesis import r15_thesisD  # noqa: E402  (round 15: (D.89) and App. D steps, helper thesisD)

CLAIMS += r15_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r15_t346  # noqa: E402  (round 15: Theorem 3.4.6's numpy GCN runs, helper t346)

CLAIMS += r15_t346.CLAIMS
from thmcheck.checks.papers.thesis import r15_thesisA  # noqa: E402  (round 15: App. A (A.19), (A.23), (A.100), (A.79), helper thesisA)

CLAIMS += r15_thesisA.CLAIMS
from thmcheck.checks.papers.thesis import r15_thesisC  # noqa: E402  (round 15: App. C steps (C.102)-(C.148), (C.163), (C.165), Cor. 4.4.1 risk rows, helper thesisC)

CLAIMS += r15_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r15_thesisE  # noqa: E402  (round 15: Lemma E.4.10's induction, helper thesisE)

CLAIMS += r15_thesisE.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisAB  # noqa: E402  (round 16: (A.118)-(A.120), (B.10)-(B.17), (B.129)-(B.130), helper thesisAB)

CLAIMS += r16_thesisAB.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisD  # noqa: E402  (round 16: (D.90), (D.33) of App. D, helper thesisD)

CLAIMS += r16_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisE2  # noqa: E402  (round 16: (E.108) pruning, (E.139)-(E.142), (E.147), (E.148), (E.157), (E.159), (E.137), (E.138), helper thesisE2)

CLAIMS += r16_thesisE2.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisE1  # noqa: E402  (round 16: (E.79), (E.85), (E.87) gradient-sum sides, helper thesisE1)

CLAIMS += r16_thesisE1.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisC  # noqa: E402  (round 16: (C.224) and App. C.4-C.5 steps, helper thesisC)

CLAIMS += r16_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisAB2  # noqa: E402  (round 16: (B.208)-(B.210), helper thesisAB2)

CLAIMS += r16_thesisAB2.CLAIMS

from thmcheck.checks.papers.thesis import r16_thesisD2  # noqa: E402  (round 16: (D.130) of App. D, helper thesisD2)

CLAIMS += r16_thesisD2.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisC2  # noqa: E402  (round 16: (C.198), (C.227), (C.190), helper thesisC, continuation)

CLAIMS += r16_thesisC2.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisE1b  # noqa: E402  (round 16: (E.77), (E.84) partner rows, helper thesisE1b)

CLAIMS += r16_thesisE1b.CLAIMS
from thmcheck.checks.papers.thesis import r16_thesisAB3  # noqa: E402  (round 16: (B.24) = (B.201), helper thesisAB3)

CLAIMS += r16_thesisAB3.CLAIMS

from thmcheck.checks.papers.thesis import r16_thesisD3  # noqa: E402  (round 16: L1562's remark, helper thesisD3)

CLAIMS += r16_thesisD3.CLAIMS

from thmcheck.checks.papers.thesis import r17_thesisD  # noqa: E402  (round 17: (D.132), (D.133) of App. D, helper thesisD)

CLAIMS += r17_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r17_thesisB  # noqa: E402  (round 17: (B.64), (B.89), (B.90), (B.110), (B.111), (B.118), (B.128), (B.192), helper thesisB)

CLAIMS += r17_thesisB.CLAIMS
from thmcheck.checks.papers.thesis import r17_thesisE2  # noqa: E402  (round 17: (E.81), (E.88), (E.97), (E.129)-(E.131), (E.134)-(E.136), (E.143), helper thesisE2)

CLAIMS += r17_thesisE2.CLAIMS
from thmcheck.checks.papers.thesis import r17_thesisC  # noqa: E402  (round 17: App. C (C.200), (C.202), (C.136), (C.120), L5179, helper thesisC)

CLAIMS += r17_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r17_thesisE1  # noqa: E402  (round 17: Lemma E.4.5's (E.6), (E.7), (E.10), (E.11), helper thesisE1)

CLAIMS += r17_thesisE1.CLAIMS

from thmcheck.checks.papers.thesis import r17_thesisD2  # noqa: E402  (round 17: (D.35) of App. D, helper thesisD)

CLAIMS += r17_thesisD2.CLAIMS
from thmcheck.checks.papers.thesis import r17_thesisB2  # noqa: E402  (round 17: (B.185), helper thesisB2)

CLAIMS += r17_thesisB2.CLAIMS
from thmcheck.checks.papers.thesis import r17_thesisC2  # noqa: E402  (round 17: (C.192)'s end with a rare heavy group, helper thesisC2)

CLAIMS += r17_thesisC2.CLAIMS
from thmcheck.checks.papers.thesis import r17_thesisE1b  # noqa: E402  (round 17: (E.70) L8261, helper thesisE1)

CLAIMS += r17_thesisE1b.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisB  # noqa: E402  (round 18: (B.89), (B.223), helper thesisB)

CLAIMS += r18_thesisB.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisD  # noqa: E402  (round 18: Lemma D.2.6's and Lemma D.2.11's conclusions, helper thesisD)

CLAIMS += r18_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisC  # noqa: E402  (round 18: Lemma C.5.1 and C.3.1's upper side with a rare heavy group, (C.225)'s norm, helper thesisC)

CLAIMS += r18_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisE  # noqa: E402  (round 18: (E.60), (E.95)'s share, helper thesisE)

CLAIMS += r18_thesisE.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisB2  # noqa: E402  (round 18: (B.152) natural witnesses, helper thesisB2)

CLAIMS += r18_thesisB2.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisD2  # noqa: E402  (round 18: Lemma D.2.4's guarantees L6964, L6966, helper thesisD2)

CLAIMS += r18_thesisD2.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisA  # noqa: E402  (round 18: (A.31), (A.33), (A.143), (A.159), (A.160), (A.164), (A.166), (A.169) of Lemma A.3.1 Claim 2, (A.43) trained, helper thesisA)

CLAIMS += r18_thesisA.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisB3  # noqa: E402  (round 18: (B.138) K(t) > 0 natural witness, helper thesisB3)

CLAIMS += r18_thesisB3.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisA2  # noqa: E402  (round 18: (A.30), (A.32), (A.111), (A.112), (A.158), (A.165), (A.167) of Lemma A.3.1 Claim 2 at the weakest witness, helper thesisA2)

CLAIMS += r18_thesisA2.CLAIMS
from thmcheck.checks.papers.thesis import r18_thesisE2  # noqa: E402  (round 18: (E.74), (E.75), (6.13) along delta -> 0 as run shares, helper thesisE2)

CLAIMS += r18_thesisE2.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisA  # noqa: E402  (round 19: (A.117) as printed (witnesses) and its natural coefficients, helper thesisA)

CLAIMS += r19_thesisA.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisD  # noqa: E402  (round 19: L7129 as printed, Lemma D.2.4 with X~ = (X, 1), helper thesisD)

CLAIMS += r19_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisC  # noqa: E402  (round 19: (C.247) as printed without P*, (C.52)'s end, (C.54), helper thesisC)

CLAIMS += r19_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisB  # noqa: E402  (round 19: (B.138)'s last member at t = 0, (B.147), helper thesisB)

CLAIMS += r19_thesisB.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisE  # noqa: E402  (round 19: (E.65), (E.66) in-domain per-prompt steps as run shares, helper thesisE)

CLAIMS += r19_thesisE.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisD2  # noqa: E402  (round 19: (D.57)'s eps-free error term into (D.66), helper thesisD2)

CLAIMS += r19_thesisD2.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisE2  # noqa: E402  (round 19: (E.63), (E.64), (E.67) as run shares, helper thesisE2)

CLAIMS += r19_thesisE2.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisB2  # noqa: E402  (round 19: (B.120), (B.121), (B.160), (B.161), helper thesisB2)

CLAIMS += r19_thesisB2.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisD3  # noqa: E402  (round 19: (D.88) with A = A*, ||A*||_inf -> 0, helper thesisD)

CLAIMS += r19_thesisD3.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisE3  # noqa: E402  (round 19: Theorem 4's CoT error exactly 0 along l_ts's constant, helper thesisE)

CLAIMS += r19_thesisE3.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisC6  # noqa: E402  (round 19: (C.215)'s conclusion P(B'_t) <= delta/2 by a rare heavy group, helper thesisC)

CLAIMS += r19_thesisC6.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisA3  # noqa: E402  (round 19: (A.114) and (A.115)'s first '<~', beta_1 at the witnesses, helper thesisA3)

CLAIMS += r19_thesisA3.CLAIMS
from thmcheck.checks.papers.thesis import r19_thesisD4  # noqa: E402  (round 19: (D.88)'s first '<=' with A = A*, helper thesisD)

CLAIMS += r19_thesisD4.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisC  # noqa: E402  (round 20: (C.215)'s conclusion inside tau = 1 along delta = d^-10, helper thesisC)

CLAIMS += r20_thesisC.CLAIMS
from thmcheck.checks.papers.thesis import r20_papers  # noqa: E402  (round 20: Theorem 4 over p_c in (1/2, 1), alpha', noise, l_ts on (7.20)'s shape, helper papers)

CLAIMS += r20_papers.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisB  # noqa: E402  (round 20: the update coordinates of (B.134), (B.148), (B.149), (B.151), (B.155), (B.156), helper thesisB)

CLAIMS += r20_thesisB.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisA  # noqa: E402  (round 20: Theorem 1 (2.10) along |S^n| -> inf, helper thesisA)

CLAIMS += r20_thesisA.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisD  # noqa: E402  (round 20: L7424 and (D.70) with A = A*, helper thesisD)

CLAIMS += r20_thesisD.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisE  # noqa: E402  (round 20: Proposition 6.4.1's (6.17) as printed, helper thesisE)

CLAIMS += r20_thesisE.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisC2  # noqa: E402  (round 20: L5163's 'Gamma goes to zero if all ||mu_l|| or all sigma_l go to infinity', helper thesisC2)

CLAIMS += r20_thesisC2.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisB2  # noqa: E402  (round 20: (B.153), (B.154) up to T, helper thesisB2)

CLAIMS += r20_thesisB2.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisD2  # noqa: E402  (round 20: L1449's rescaling A* = c2 A, helper thesisD2)

CLAIMS += r20_thesisD2.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisA2  # noqa: E402  (round 20: the update coordinates of (A.126), (A.131), (A.132), helper thesisA2)

CLAIMS += r20_thesisA2.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisE2  # noqa: E402  (round 20: (F.52) per prompt, helper thesisE2)

CLAIMS += r20_thesisE2.CLAIMS
from thmcheck.checks.papers.thesis import r20_papers2  # noqa: E402  (round 20: (F.61) at l_ts = infinity over p_c -> 3/4, helper papers2)

CLAIMS += r20_papers2.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisB3  # noqa: E402  (round 20: (B.152) at t = 0, helper thesisB3)

CLAIMS += r20_thesisB3.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisD3  # noqa: E402  (round 20: L6446 delta_K(Q_2) <~ delta_K^2(W*) as printed, helper thesisD3)

CLAIMS += r20_thesisD3.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisA3  # noqa: E402  (round 20: the update coordinates of (A.144), (A.145), (A.151), (A.154)-(A.155), helper thesisA3)

CLAIMS += r20_thesisA3.CLAIMS
from thmcheck.checks.papers.thesis import r20_thesisB4  # noqa: E402  (round 20: (B.126) exact coordinates, helper thesisB4)

CLAIMS += r20_thesisB4.CLAIMS
from thmcheck.checks.papers.thesis import r21_thesisEF  # noqa: E402  (round 21: (6.15)'s pruning certificate, helper thesisEF)

CLAIMS += r21_thesisEF.CLAIMS
from thmcheck.checks.papers.thesis import r21_thesisB  # noqa: E402  (round 21: (B.42), (B.53), (B.125), (B.131)-(B.133), helper thesisB)

CLAIMS += r21_thesisB.CLAIMS
from thmcheck.checks.papers.thesis import r21_thesisCD  # noqa: E402  (round 21: a floor-free W2 for L7107/L7129's readings, helper thesisCD)

CLAIMS += r21_thesisCD.CLAIMS
from thmcheck.checks.papers.thesis import r21_ch7  # noqa: E402  (round 21: Theorem 4 / (F.61) inside (7.4), helper ch7)

CLAIMS += r21_ch7.CLAIMS
from thmcheck.checks.papers.thesis import r21_thesisA  # noqa: E402  (round 21: late-step App. A update coordinates, helper thesisA)

CLAIMS += r21_thesisA.CLAIMS
from thmcheck.checks.papers.thesis import r21_numbered  # noqa: E402  (round 21: Theorem 3.4.4 (3.8) along gamma_d -> 0 and eps_S -> 1/2, helper numbered)

CLAIMS += r21_numbered.CLAIMS
from thmcheck.checks.papers.thesis import r21_thesisEF2  # noqa: E402  (round 21: (6.15) along the width and M2, helper thesisEF2)

CLAIMS += r21_thesisEF2.CLAIMS
from thmcheck.checks.papers.thesis import r21_conds  # noqa: E402  (round 21: (B.138) at t = 0, helper conds)

CLAIMS += r21_conds.CLAIMS
from thmcheck.checks.papers.thesis import r21_covEF  # noqa: E402  (round 21: (F.33) along K, M, alpha, eta, l_tr, helper covEF)

CLAIMS += r21_covEF.CLAIMS
from thmcheck.checks.papers.thesis import r22_thesisY  # noqa: E402  (round 22: (D.72)'s last line, L7249 and L7289 as printed, helper thesisY)

CLAIMS += r22_thesisY.CLAIMS
from thmcheck.checks.papers.thesis import r22_thesisX  # noqa: E402  (round 22: Theorem 3.4.8 along gamma_d -> 0, helper thesisX)

CLAIMS += r22_thesisX.CLAIMS
from thmcheck.checks.papers.thesis import r22_thesisX2  # noqa: E402  (round 22: (A.152)/(A.153), helper thesisX2)

CLAIMS += r22_thesisX2.CLAIMS
from thmcheck.checks.papers.thesis import r22_thesisY2  # noqa: E402  (round 22: Lemma C.3.1's upper Hessian bounds at K = 2..4, helper thesisY2)

CLAIMS += r22_thesisY2.CLAIMS
from thmcheck.checks.papers.thesis import r22_thesisX3  # noqa: E402  (round 22: signs along m, helper thesisX3)

CLAIMS += r22_thesisX3.CLAIMS
from thmcheck.checks.papers.thesis import r23_thesisX  # noqa: E402  (round 23: (A.122) sign over the run and along eta at t = 0, helper thesisX)

CLAIMS += r23_thesisX.CLAIMS

from thmcheck.checks.papers.thesis import r23_undecidedC  # noqa: E402  (round 23: conditional verdicts, helper undecidedC)

CLAIMS += r23_undecidedC.CLAIMS
from thmcheck.checks.papers.thesis import r23_potentials2  # noqa: E402  (round 23: (E.157), (E.159) along M1 to 40, helper potentials2)

CLAIMS += r23_potentials2.CLAIMS
from thmcheck.checks.papers.thesis import r23_thesisX2  # noqa: E402  (round 23: Ch. 3 graph-transformer bounds along m, (A.12) along N, helper thesisX2)

CLAIMS += r23_thesisX2.CLAIMS
from thmcheck.checks.papers.thesis import r24_thesisY  # noqa: E402  (round 24: Lemma F.3.7 (F.14), (F.16) along eps -> 0, helper thesisY)

CLAIMS += r24_thesisY.CLAIMS
from thmcheck.checks.papers.thesis import r24_undecidedA  # noqa: E402  (round 24: Lemma 3.4.5 with every hidden constant grown, helper undecidedA)

CLAIMS += r24_undecidedA.CLAIMS
from thmcheck.checks.papers.thesis import r24_thesisX  # noqa: E402  (round 24: hidden constants along t, eta, B, helper thesisX)

CLAIMS += r24_thesisX.CLAIMS
from thmcheck.checks.papers.thesis import r24_undecidedB  # noqa: E402  (round 24: Prop. 3 along Theorem 3's constants, helper undecidedB)

CLAIMS += r24_undecidedB.CLAIMS
from thmcheck.checks.papers.thesis import r24_undecidedA2  # noqa: E402  (round 24: Lemma 3.4.7 along eta -> 0 with every hidden constant grown, helper undecidedA2)

CLAIMS += r24_undecidedA2.CLAIMS
from thmcheck.checks.papers.thesis import r25_thesisX  # noqa: E402  (round 25: (A.196) at t = 1, (D.97) at A* = p A along p -> 0, helper thesisX)

CLAIMS += r25_thesisX.CLAIMS
from thmcheck.checks.papers.thesis import r25_thesisY  # noqa: E402  (round 25: (F.52) along Theorem 3's constants, helper thesisY)

CLAIMS += r25_thesisY.CLAIMS
from thmcheck.checks.papers.thesis import r25_thesisY2  # noqa: E402  (round 25: (F.116) / (F.9)-lower noise-aware measure, helper thesisY2)

CLAIMS += r25_thesisY2.CLAIMS
from thmcheck.checks.papers.thesis import r25_undecidedA  # noqa: E402  (round 25: (B.64) along N on sparse hops, helper undecidedA)

CLAIMS += r25_undecidedA.CLAIMS
from thmcheck.checks.papers.thesis import r26_thesisAB  # noqa: E402  (round 26: Remark 1 of Thm 3.4.4, (A.37), (A.38), helper thesisAB)

CLAIMS += r26_thesisAB.CLAIMS
from thmcheck.checks.papers.thesis import r26_undecided  # noqa: E402  (round 26: (B.64) at a fixed (3.8) constant, helper undecided)

CLAIMS += r26_undecided.CLAIMS
from thmcheck.checks.papers.thesis import r26_thesisCD  # noqa: E402  (round 26: App. C-D re-read, helper thesisCD)

CLAIMS += r26_thesisCD.CLAIMS
from thmcheck.checks.papers.thesis import r26_thesisEF  # noqa: E402  (round 26: (6.18), (6.19), (6.22) as printed, (F.159) at K >= 3, helper thesisEF)

CLAIMS += r26_thesisEF.CLAIMS
from thmcheck.checks.papers.thesis import r26_undecided2  # noqa: E402  (round 26: Theorem 2's rate at a small step, helper undecided2)

CLAIMS += r26_undecided2.CLAIMS
from thmcheck.checks.papers.thesis import r26_literalT  # noqa: E402  (round 26: numbered results re-read, helper literalT)

CLAIMS += r26_literalT.CLAIMS
from thmcheck.checks.papers.thesis import r26_thesisAB2  # noqa: E402  (round 26: (A.54), (B.56) bias terms, (A.46) second step, helper thesisAB2)

CLAIMS += r26_thesisAB2.CLAIMS
from thmcheck.checks.papers.thesis import r26_thesisEF2  # noqa: E402  (round 26: (6.18) along M1 to 24, helper thesisEF2)

CLAIMS += r26_thesisEF2.CLAIMS
from thmcheck.checks.papers.thesis import r27_m1cert  # noqa: E402  (round 27: (6.19) to M1 = 1000 by an exact reduction, helper m1cert)

CLAIMS += r27_m1cert.CLAIMS
from thmcheck.checks.papers.thesis import r27_leads  # noqa: E402  (round 27: exact re-measures of potentials, auditors' leads, helper leads)

CLAIMS += r27_leads.CLAIMS
from thmcheck.checks.papers.thesis import r27_literalTa  # noqa: E402  (round 27: Lemma 3.4.7 as printed, helper literalTa)

CLAIMS += r27_literalTa.CLAIMS
from thmcheck.checks.papers.thesis import r27_thesisAB3  # noqa: E402  (round 27: (A.77), (B.184) first '=', (A.197)/(B.217) bounds, (B.186)-(B.187), helper thesisAB3)

CLAIMS += r27_thesisAB3.CLAIMS
from thmcheck.checks.papers.thesis import r27_literalTb  # noqa: E402  (round 27: numbered results re-read, helper literalTb)

CLAIMS += r27_literalTb.CLAIMS
from thmcheck.checks.papers.thesis import r27_leads2  # noqa: E402  (round 27: Proposition 1's (2.14) with (2.10)'s T, helper leads2)

CLAIMS += r27_leads2.CLAIMS
from thmcheck.checks.papers.thesis import r27_records  # noqa: E402  (round 27: Lemma B.3.5 as printed, was a record, helper records)

CLAIMS += r27_records.CLAIMS
from thmcheck.checks.papers.thesis import r28_literalCD  # noqa: E402  (round 28: Apps. C-D lemmas re-read, helper literalCD)

CLAIMS += r28_literalCD.CLAIMS
from thmcheck.checks.papers.thesis import r28_ch7  # noqa: E402  (round 28: Chapter 7 over the printed range, helper ch7)

CLAIMS += r28_ch7.CLAIMS
from thmcheck.checks.papers.thesis import r28_hard  # noqa: E402  (round 28: (6.19) under uniform IDI selection, helper hard)

CLAIMS += r28_hard.CLAIMS
from thmcheck.checks.papers.thesis import r28_lits  # noqa: E402  (round 28: (F.26)'s middle link, helper lits)

CLAIMS += r28_lits.CLAIMS
from thmcheck.checks.papers.thesis import r28_wide  # noqa: E402  (round 28: (6.17) at large width, helper wide)

CLAIMS += r28_wide.CLAIMS
from thmcheck.checks.papers.thesis import r29_discD  # noqa: E402  (round 29: App. D re-read as a referee, helper discD)

CLAIMS += r29_discD.CLAIMS
from thmcheck.checks.papers.thesis import r29_discE  # noqa: E402  (round 29: App. E discovery, helper discE)

CLAIMS += r29_discE.CLAIMS
from thmcheck.checks.papers.thesis import r29_leads  # noqa: E402  (round 29: Theorem 5 (a) on F = {g}, self errors, helper leads)

CLAIMS += r29_leads.CLAIMS
from thmcheck.checks.papers.thesis import r29_openrows  # noqa: E402  (round 29: App. F.5.3's first links, helper openrows)

CLAIMS += r29_openrows.CLAIMS
from thmcheck.checks.papers.thesis import r29_discAB  # noqa: E402  (round 29: Apps. A-B discovery, helper discAB)

CLAIMS += r29_discAB.CLAIMS
from thmcheck.checks.papers.thesis import r29_discC  # noqa: E402  (round 29: App. C discovery, (C.232) as printed, helper discC)

CLAIMS += r29_discC.CLAIMS
from thmcheck.checks.papers.thesis import r29_leads2  # noqa: E402  (round 29: (F.151)'s middle '<~', helper leads2)

CLAIMS += r29_leads2.CLAIMS
from thmcheck.checks.papers.thesis import r29_discF  # noqa: E402  (round 29: App. F discovery, helper discF)

CLAIMS += r29_discF.CLAIMS
from thmcheck.checks.papers.thesis import r30_discT4  # noqa: E402  (round 30: Ch. 4 / App. C discovery, helper discT4)

CLAIMS += r30_discT4.CLAIMS
from thmcheck.checks.papers.thesis import r30_discT27  # noqa: E402  (round 30: Chs. 2, 3, 6, 7 old rows re-read, helper discT27)

CLAIMS += r30_discT27.CLAIMS
from thmcheck.checks.papers.thesis import r30_undecT6  # noqa: E402  (round 30: Cor. 6.4.3's corrected statement along M1, helper undecT6)

CLAIMS += r30_undecT6.CLAIMS
from thmcheck.checks.papers.thesis import r30_discT5  # noqa: E402  (round 30: Ch. 5 / App. D discovery, helper discT5)

CLAIMS += r30_discT5.CLAIMS
from thmcheck.checks.papers.thesis import r30_leads3  # noqa: E402  (round 30: (D.139), (D.131) first links, helper leads3)

CLAIMS += r30_leads3.CLAIMS
from thmcheck.checks.papers.thesis import r31_endsT1  # noqa: E402  (round 31: printed domain's ends, Chs. 2, 3, 5, helper endsT1)

CLAIMS += r31_endsT1.CLAIMS
from thmcheck.checks.papers.thesis import r32_endsT13  # noqa: E402  (round 32: printed domain's ends, Chs. 2, 3, 5, 7, helper endsT13)

CLAIMS += r32_endsT13.CLAIMS
from thmcheck.checks.papers.thesis import r33_ch7  # noqa: E402  (round 33: (F.46) link and eps -> 1 end, (F.116) at M = 2, helper ch7)

CLAIMS += r33_ch7.CLAIMS

from thmcheck.checks.papers.thesis import r33_ch6  # noqa: E402  (round 33: (E.64) at M1 = 2, helper ch6)

CLAIMS += r33_ch6.CLAIMS

from thmcheck.checks.papers.thesis import r33_ch4  # noqa: E402  (round 33: Ch. 4's ends, helper ch4)

CLAIMS += r33_ch4.CLAIMS

from thmcheck.checks.papers.thesis import r35_cor441  # noqa: E402  (round 35: Corollary 4.4.1 (i)-(ii), helper cor441)

CLAIMS += r35_cor441.CLAIMS

from thmcheck.checks.papers.thesis import r35_cor441b  # noqa: E402  (round 35: Corollary 4.4.1 (iv)-(v), helper cor441b)

CLAIMS += r35_cor441b.CLAIMS

from thmcheck.checks.papers.thesis import r36_table41  # noqa: E402  (round 36: Table 4.1's orders, helper t41)

CLAIMS += r36_table41.CLAIMS
