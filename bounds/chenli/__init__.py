"""chenli bounds: the printed bounds of Chen & Li, "Provably learning a multi-head attention layer".

Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt`` (line numbers ``Lnnn`` in the functions). Pure functions of
named
quantities (no torch). One module per part of the paper, mirroring ``thmcheck.checks.papers.chenli`` (the claims that pair
each bound with a measurement and an instance strategy live in the module of the same name there):

- ``sec1_10_main``: Theorem 1.2 (Section 1, proved in Section 10);
- ``sec3_prelim``: Section 3 (technical preliminaries): Lemmas 3.2, 3.5-3.9, Eq. (4), Theorems 3.1, 3.3, 3.4;
- ``sec4_assumptions``: Section 4 (assumptions): Assumption 11;
- ``sec5_1_2_tails``: Sections 5.1-5.2 (tail bounds for product of slice and cube): Fact 5.3, Theorems 5.4, 5.6,
  Lemma 5.5, Corollary 5.7, Lemmas 5.8, 5.9;
- ``sec5_3_coupling``: Section 5.3 (estimates via coupling): Definition 5.10, Lemmas 5.11, 5.14;
- ``sec5_3_lemma512``: Section 5.3: Lemma 5.12;
- ``sec5_3_lemma513``: Section 5.3: Lemma 5.13;
- ``sec5_4_conclude``: Section 5.4 (concluding the argument): Lemmas 5.15-5.18;
- ``sec5_5_6_spectral``: Sections 5.5-5.6 (restricted norm vs spectral norm, combining): Lemmas 5.20/5.21, 5.22,
  Theorem 5.1 and its informal Eq. (2) of Section 2;
- ``sec6_1_3_certify``: Sections 6.1-6.3 (success conditions, LP-based certification): Proposition 6.1, Lemmas 6.2, 6.3,
  Algorithm 1 (LPCERTIFY);
- ``sec6_4_patterns``: Section 6.4 (helpful attention patterns): Lemmas 6.4-6.9, Fact 6.7, Eq. (71);
- ``sec6_5_hull``: Section 6.5 (the approximate affine hull): Definition 6.13, Lemmas 6.14, 6.15, 6.18, Corollary 6.16,
  Theorem 6.17;
- ``sec6_5_probes``: Section 6.5, the K-level probes of LPCERTIFY (membership, minimum-norm point, support
  function of K, Eq. (102)) with independent certificates;
- ``sec7_proxy``: Section 7 (average attention matrix as a proxy): Lemmas 7.1-7.8, Algorithm 2;
- ``sec8_span``: Section 8 (extracting the span): Lemmas 8.1-8.4;
- ``sec9_solve``: Section 9 (solve for projection matrices): Algorithm 5, Lemmas 9.1, 9.3, 9.4, Theorems 9.5/9.6;
- ``sec11_lower``: Section 11 (computational lower bound) and Theorem 1.3;
- ``appA_concentration``: Appendix A (polynomial concentration for product of cube and slice);
- ``appB_clt``: Appendix B (integro-local CLT);
- ``appC_nonarith``: Appendix C (non-arithmeticity);
- ``_common``: helpers shared by the bounds of several sections.
"""
