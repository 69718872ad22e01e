"""chenli models: the torch / exact computations behind Chen & Li, "Provably learning a multi-head attention layer".

One module per part of the paper (paper-generic tools such as ``thmcheck.models.softmax``, ``thmcheck.models.cube`` and
``thmcheck.models.lpcert`` stay in ``models``):

- ``sec3_appC_prelim``: Section 3 and Appendix C laws (two-point sums, Rademacher tails, Gaussian mod 2 pi);
- ``sec5_slices``, ``sec5_exact``: Section 5 (flat decompositions, restricted norm, coupling blocks, exact
  expectations, cube-slice supports);
- ``sec3_5_quadratic``: Theorems 3.1 and 5.6 (exact laws of structured quadratic forms on the cube and on slices);
- ``sec5_1_lemma55``: Section 5.1 (exact deviation laws of <v, x> on cube x slices, Lemma 5.5);
- ``sec5_3_coupling``, ``sec5_3_lemma512``: Section 5.3 (the coupling of Definition 5.10, Lemmas 5.11-5.13);
- ``sec5_4_lemma515``: Section 5.4 (Lemma 5.15);
- ``sec6_attention``, ``sec6_1_isometry``, ``sec6_2_lpcertify``, ``sec6_4_lemma64``, ``sec6_4_lemma68``, ``sec6_5_hull``,
  ``sec6_5_certificates``: Section 6 (the attention layer's first row, Lemma 6.2, LPCERTIFY, Lemma 6.4, Lemma 6.8's
  exact cube counts, the approximate affine hull, independent certificates of the K-level probes);
- ``sec7_proxy``, ``sec7_1_lemma72``, ``sec7_1_lemma75``: Section 7 (the average attention matrix as a proxy, Lemma 7.2,
  the exact laws of Lemmas 7.5/7.6);
- ``sec9_alg5``: Section 9 (Algorithm 5 and the test loss of Lemma 9.1);
- ``sec11_lower``: Section 11 (the lower-bound construction);
- ``appA_talagrand``, ``appA_walks``: Appendix A (Talagrand-type concentration, cube and slice walks).
"""
